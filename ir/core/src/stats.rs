//! Memory statistics of a [`Context`]: how many bytes its arenas and uniqued
//! tables hold, to measure the cost of the IR per operation.
//!
//! Two figures per table: `used`, the live part (element count × element
//! size, plus the heap of per-element vectors), and `reserved`, what is
//! allocated for it (capacities, the growth slack included). Hash indexes of
//! the uniquers are not counted; payloads boxed inside a type or attribute
//! are not either (they are small in real IR).

use crate::context::Context;
use crate::entity::{EntityRef, PrimaryMap};
use std::fmt;
use std::mem::size_of;

/// Bytes of one table: live and allocated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bytes {
    /// Bytes in use.
    pub used: usize,
    /// Bytes allocated (capacity).
    pub reserved: usize,
}

impl Bytes {
    fn of<T>(v: &impl Table<T>) -> Self {
        let (len, capacity) = v.len_and_capacity();
        Bytes { used: len * size_of::<T>(), reserved: capacity * size_of::<T>() }
    }
    fn items<T>(count: usize) -> Self {
        Bytes { used: count * size_of::<T>(), reserved: count * size_of::<T>() }
    }
}

/// A growable table of `T`: its length and reserved room.
trait Table<T> {
    fn len_and_capacity(&self) -> (usize, usize);
}
impl<T> Table<T> for Vec<T> {
    fn len_and_capacity(&self) -> (usize, usize) {
        (self.len(), self.capacity())
    }
}
impl<K: EntityRef, T> Table<T> for PrimaryMap<K, T> {
    fn len_and_capacity(&self) -> (usize, usize) {
        (self.len(), self.capacity())
    }
}

impl std::ops::Add for Bytes {
    type Output = Bytes;
    fn add(self, o: Bytes) -> Bytes {
        Bytes { used: self.used + o.used, reserved: self.reserved + o.reserved }
    }
}

/// What a [`Context`] holds, table by table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    /// Operations ever created (erased ones keep their slot).
    pub num_ops: usize,
    /// Of those, the ones still alive.
    pub num_live_ops: usize,
    /// Values (results and block arguments).
    pub num_values: usize,
    /// Operand slots.
    pub num_operand_slots: usize,
    /// Blocks.
    pub num_blocks: usize,
    /// Regions.
    pub num_regions: usize,
    /// Uniqued types.
    pub num_types: usize,
    /// Uniqued attributes.
    pub num_attrs: usize,
    /// Interned strings.
    pub num_strings: usize,
    /// The operation arena (with the side records of ops that have regions
    /// or successors).
    pub ops: Bytes,
    /// Results and block arguments.
    pub values: Bytes,
    /// Operand slots: the value and its use-list link.
    pub operands: Bytes,
    /// Blocks, with their argument lists.
    pub blocks: Bytes,
    /// Regions and the per-op region lists.
    pub regions: Bytes,
    /// Successor slots and their links.
    pub successors: Bytes,
    /// Uniqued types (the stored structures).
    pub types: Bytes,
    /// Uniqued attributes, locations included (the stored structures).
    pub attrs: Bytes,
    /// Interned strings (their text).
    pub strings: Bytes,
}

impl MemoryStats {
    /// The IR arenas: ops, values, operands, blocks, regions, successors.
    pub fn ir(&self) -> Bytes {
        self.ops + self.values + self.operands + self.blocks + self.regions + self.successors
    }
    /// The uniqued tables: types, attributes, strings.
    pub fn uniqued(&self) -> Bytes {
        self.types + self.attrs + self.strings
    }
    /// Everything counted.
    pub fn total(&self) -> Bytes {
        self.ir() + self.uniqued()
    }
    /// Arena bytes (used) per operation ever created.
    pub fn ir_bytes_per_op(&self) -> f64 {
        self.ir().used as f64 / self.num_ops.max(1) as f64
    }
}

impl fmt::Display for MemoryStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.num_ops.max(1) as f64;
        let rows: [(&str, usize, Bytes); 9] = [
            ("ops", self.num_ops, self.ops),
            ("values", self.num_values, self.values),
            ("operand slots", self.num_operand_slots, self.operands),
            ("blocks", self.num_blocks, self.blocks),
            ("regions", self.num_regions, self.regions),
            ("successors", 0, self.successors),
            ("types", self.num_types, self.types),
            ("attributes", self.num_attrs, self.attrs),
            ("strings", self.num_strings, self.strings),
        ];
        writeln!(f, "{:<16} {:>10} {:>14} {:>14} {:>10}", "table", "count", "used B", "reserved B", "used B/op")?;
        for (name, count, b) in rows {
            writeln!(f, "{name:<16} {count:>10} {:>14} {:>14} {:>10.1}", b.used, b.reserved, b.used as f64 / n)?;
        }
        for (name, b) in [("IR arenas", self.ir()), ("uniqued", self.uniqued()), ("total", self.total())] {
            writeln!(f, "{name:<16} {:>10} {:>14} {:>14} {:>10.1}", "", b.used, b.reserved, b.used as f64 / n)?;
        }
        Ok(())
    }
}

impl Context {
    /// Byte counts of the arenas and uniqued tables (see [`MemoryStats`]).
    pub fn memory_stats(&self) -> MemoryStats {
        let arg_heap = self.blocks.iter().map(|(_, b)| b.args.capacity() * size_of::<crate::Value>()).sum::<usize>();
        let arg_used = self.blocks.iter().map(|(_, b)| b.args.len() * size_of::<crate::Value>()).sum::<usize>();
        let blocks = Bytes::of(&self.blocks) + Bytes { used: arg_used, reserved: arg_heap };
        MemoryStats {
            num_ops: self.ops.len(),
            num_live_ops: self.ops.iter().filter(|(_, d)| d.alive()).count(),
            num_values: self.values.len(),
            num_operand_slots: self.operand_values.len(),
            num_blocks: self.blocks.len(),
            num_regions: self.regions.len(),
            num_types: self.uniqued.types.len(),
            num_attrs: self.uniqued.attrs.len(),
            num_strings: self.uniqued.strings.len(),
            ops: Bytes::of(&self.ops) + Bytes::of(&self.op_extras),
            values: Bytes::of(&self.values),
            operands: Bytes::of(&self.operand_values) + Bytes::of(&self.operand_links),
            blocks,
            regions: Bytes::of(&self.regions) + Bytes::of(&self.region_lists),
            successors: Bytes::of(&self.successor_blocks) + Bytes::of(&self.successor_links),
            types: Bytes::items::<crate::TypeKind>(self.uniqued.types.len()),
            attrs: Bytes::items::<crate::AttrKind>(self.uniqued.attrs.len()),
            strings: self.uniqued.strings.text_bytes(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Context, OperationState};

    #[test]
    fn counts_what_the_context_holds() {
        let mut ctx = Context::new();
        let before = ctx.memory_stats();
        let name = ctx.op_name("test.op");
        let loc = crate::Location(ctx.unit_attr());
        let ty = ctx.index_type();
        let mut st = OperationState::new(name, loc);
        st.result_types.push(ty);
        let a = ctx.create_op(st);
        let mut st = OperationState::new(name, loc);
        st.operands.push(a.result(&ctx, 0));
        st.operands.push(a.result(&ctx, 0));
        ctx.create_op(st);
        let s = ctx.memory_stats();
        assert_eq!(s.num_ops - before.num_ops, 2);
        assert_eq!(s.num_values - before.num_values, 1);
        assert_eq!(s.num_operand_slots - before.num_operand_slots, 2);
        assert!(s.ops.used >= 2 * 44 && s.ops.reserved >= s.ops.used);
        assert!(s.ir().used > 0 && s.total().used >= s.ir().used);
        assert!(s.to_string().contains("operand slots"));
    }
}
