//! The arena records of ops, blocks, regions and values, checked access
//! to them (a stale handle panics, naming the mistake), creation, and an
//! op's attributes.

use super::*;
use crate::attrs::{Attr, AttrKind, Location};
use crate::types::Type;

pub(crate) const NONE: u32 = u32::MAX;

/// An operation in the arena: 44 bytes. Regions and successors, which few
/// ops have, live in a side record ([`OpExtra`]), and so do operand and
/// result counts too large for 16 bits; an erased op is marked by its name
/// ([`DEAD`]).
pub(crate) struct OpData {
    /// The op name, or [`DEAD`] once the op is erased.
    pub name: OpName,
    pub loc: Location,
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    /// First operand slot.
    pub operands: u32,
    /// First result value.
    pub results: u32,
    /// The operand count (low 16 bits) and the result count (high 16 bits);
    /// a count of [`BIG_COUNT`] or more is kept in the [`OpExtra`] and the
    /// field holds [`BIG_COUNT`] instead.
    pub counts: u32,
    /// Index of the op's [`OpExtra`] when it has one, or NONE.
    pub extra: u32,
    /// Inherent attributes (a dictionary), or NONE.
    pub props: u32,
    /// Discardable attributes (a dictionary), or NONE.
    pub attrs: u32,
}

/// The name of an erased operation.
pub(crate) const DEAD: OpName = OpName(u32::MAX);

/// An operand or result count that does not fit [`OpData::counts`].
pub(crate) const BIG_COUNT: u32 = 0xFFFF;

/// The packed counts of [`OpData::counts`].
fn pack_counts(operands: u32, results: u32) -> u32 {
    operands.min(BIG_COUNT) | (results.min(BIG_COUNT) << 16)
}

impl OpData {
    pub fn alive(&self) -> bool {
        self.name != DEAD
    }
}

/// The regions and successors of an op that has any, and its operand and
/// result counts when they are too large for [`OpData::counts`].
#[derive(Clone, Copy)]
pub(crate) struct OpExtra {
    pub regions: u32,
    pub num_regions: u32,
    pub successors: u32,
    pub num_successors: u32,
    pub num_operands: u32,
    pub num_results: u32,
}

impl OpExtra {
    const EMPTY: OpExtra =
        OpExtra { regions: 0, num_regions: 0, successors: 0, num_successors: 0, num_operands: 0, num_results: 0 };
}

pub(crate) struct BlockData {
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub first_op: u32,
    pub last_op: u32,
    pub args: Vec<Value>,
    /// Head of the list of successor slots that name this block.
    pub first_pred: u32,
    pub alive: bool,
}

pub(crate) struct RegionData {
    pub parent: u32,
    pub first_block: u32,
    pub last_block: u32,
    pub alive: bool,
}

/// The owner of a value: the defining operation or the block.
pub(crate) const ARG_BIT: u32 = 1 << 31;

pub(crate) struct ValueData {
    pub ty: Type,
    /// OpId or BlockId index, according to `index & ARG_BIT`; NONE for a
    /// value nothing defines. Read it through [`ValueData::owner`].
    pub owner: u32,
    pub index: u32,
    pub first_use: u32,
    pub loc: Location,
}

/// What defines a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ValueOwner {
    Op(OpId),
    Block(BlockId),
}

impl ValueData {
    /// A value that nothing defines: the parser's stand-in for a name used
    /// before its definition. An op may keep one as an operand when the
    /// definition came too late to replace it (MLIR's "unlinked" operand).
    pub fn unlinked(ty: Type, loc: Location) -> ValueData {
        ValueData { ty, owner: NONE, index: 0, first_use: NONE, loc }
    }
    /// The defining op or block, `None` for an unlinked value: the only
    /// place that decodes `owner`, so its sentinel never becomes an index.
    pub fn owner(&self) -> Option<ValueOwner> {
        match self.owner {
            NONE => None,
            o if self.index & ARG_BIT != 0 => Some(ValueOwner::Block(BlockId(o))),
            o => Some(ValueOwner::Op(OpId(o))),
        }
    }
}

/// A link in a use list: which op holds the slot, and the neighbours.
#[derive(Clone, Copy)]
pub(crate) struct UseLink {
    pub owner: u32,
    pub prev: u32,
    pub next: u32,
}

impl Context {
    // ----- arena access with stale-handle checks -----

    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        let d = &self.ops[op.0 as usize];
        assert!(d.alive(), "use of erased operation {op:?}");
        d
    }
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut OpData {
        let d = &mut self.ops[op.0 as usize];
        assert!(d.alive(), "use of erased operation {op:?}");
        d
    }
    /// The regions and successors of `op` (empty when it has none).
    pub(crate) fn op_extra(&self, op: OpId) -> OpExtra {
        match self.op_data(op).extra {
            NONE => OpExtra::EMPTY,
            e => self.op_extras[e as usize],
        }
    }
    /// The side record of `op`, created when it has none.
    fn op_extra_mut(&mut self, op: OpId) -> &mut OpExtra {
        let mut e = self.op_data(op).extra;
        if e == NONE {
            e = self.op_extras.len() as u32;
            self.op_extras.push(OpExtra::EMPTY);
            self.op_data_mut(op).extra = e;
        }
        &mut self.op_extras[e as usize]
    }
    /// The operand count of an op.
    pub(crate) fn num_operands_of(&self, d: &OpData) -> u32 {
        match d.counts & BIG_COUNT {
            BIG_COUNT => self.op_extras[d.extra as usize].num_operands,
            n => n,
        }
    }
    /// The result count of an op.
    pub(crate) fn num_results_of(&self, d: &OpData) -> u32 {
        match d.counts >> 16 {
            BIG_COUNT => self.op_extras[d.extra as usize].num_results,
            n => n,
        }
    }
    pub(super) fn set_num_operands(&mut self, op: OpId, n: u32) {
        if n >= BIG_COUNT {
            self.op_extra_mut(op).num_operands = n;
        }
        let d = self.op_data_mut(op);
        d.counts = (d.counts & !BIG_COUNT) | n.min(BIG_COUNT);
    }
    pub(crate) fn block_data(&self, b: BlockId) -> &BlockData {
        let d = &self.blocks[b.0 as usize];
        assert!(d.alive, "use of erased block {b:?}");
        d
    }
    pub(crate) fn block_data_mut(&mut self, b: BlockId) -> &mut BlockData {
        let d = &mut self.blocks[b.0 as usize];
        assert!(d.alive, "use of erased block {b:?}");
        d
    }
    pub(crate) fn region_data(&self, r: RegionId) -> &RegionData {
        let d = &self.regions[r.0 as usize];
        assert!(d.alive, "use of erased region {r:?}");
        d
    }
    pub(crate) fn region_data_mut(&mut self, r: RegionId) -> &mut RegionData {
        let d = &mut self.regions[r.0 as usize];
        assert!(d.alive, "use of erased region {r:?}");
        d
    }
    /// Whether `op` names a live operation.
    pub fn is_alive(&self, op: OpId) -> bool {
        self.ops.get(op.0 as usize).is_some_and(|d| d.alive())
    }

    // ----- creation -----

    /// Creates a detached operation.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let info = &self.op_names[state.name.0 as usize];
        // Split inherent attributes (properties) from discardable ones.
        let (mut props, mut attrs): (Vec<_>, Vec<_>) = if info.def.is_some() {
            state.attributes.into_iter().partition(|(n, _)| info.inherent.contains(n))
        } else {
            (Vec::new(), state.attributes)
        };
        if let Some(p) = state.properties {
            if let Some(d) = p.as_dictionary(self) {
                for e in d.iter() {
                    if !props.iter().any(|(n, _)| *n == e.0) {
                        props.push(*e);
                    }
                }
            }
        }
        let opaque_props = info.def.is_none() && state.properties.is_some();
        let props = if opaque_props {
            state.properties.map_or(NONE, |a| a.0)
        } else if props.is_empty() {
            NONE
        } else {
            self.dictionary_attr(props).0
        };
        let attrs = if attrs.is_empty() {
            NONE
        } else {
            self.sort_named(&mut attrs);
            self.get_attr(AttrKind::Dictionary(attrs.into())).0
        };
        let operands = self.operand_values.len() as u32;
        for (i, &v) in state.operands.iter().enumerate() {
            self.operand_values.push(v);
            self.operand_links.push(UseLink { owner: id.0, prev: NONE, next: NONE });
            self.link_use(operands + i as u32, v);
        }
        let results = self.values.len() as u32;
        for (i, &ty) in state.result_types.iter().enumerate() {
            self.values.push(ValueData { ty, owner: id.0, index: i as u32, first_use: NONE, loc: state.loc });
        }
        let regions = self.region_lists.len() as u32;
        for &r in &state.regions {
            let rd = self.region_data_mut(r);
            assert!(rd.parent == NONE, "region {r:?} already belongs to an operation");
            rd.parent = id.0;
            self.region_lists.push(r);
        }
        let successors = self.successor_blocks.len() as u32;
        for (i, &b) in state.successors.iter().enumerate() {
            self.successor_blocks.push(b);
            self.successor_links.push(UseLink { owner: id.0, prev: NONE, next: NONE });
            self.link_block_use(successors + i as u32, b);
        }
        let (num_operands, num_results) = (state.operands.len() as u32, state.result_types.len() as u32);
        let big = num_operands >= BIG_COUNT || num_results >= BIG_COUNT;
        let extra = if state.regions.is_empty() && state.successors.is_empty() && !big {
            NONE
        } else {
            self.op_extras.push(OpExtra {
                regions,
                num_regions: state.regions.len() as u32,
                successors,
                num_successors: state.successors.len() as u32,
                num_operands,
                num_results,
            });
            self.op_extras.len() as u32 - 1
        };
        self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            parent: NONE,
            prev: NONE,
            next: NONE,
            operands,
            results,
            counts: pack_counts(num_operands, num_results),
            extra,
            props,
            attrs,
        });
        id
    }

    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            args: Vec::new(),
            first_pred: NONE,
            alive: true,
        });
        id
    }

    /// Creates a detached, empty region (give it to an [`OperationState`]).
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData { parent: NONE, first_block: NONE, last_block: NONE, alive: true });
        id
    }

    /// Appends an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.block_data(block).args.len() as u32;
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, owner: block.0, index: index | ARG_BIT, first_use: NONE, loc });
        self.block_data_mut(block).args.push(v);
        v
    }

    /// Removes the argument at `index` from a block; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), &'static str> {
        let v = self.block_data(block).args[index];
        if self.values[v.0 as usize].first_use != NONE {
            return Err("block argument still has uses");
        }
        let args = &mut self.block_data_mut(block).args;
        args.remove(index);
        let rest: Vec<Value> = args[index..].to_vec();
        for (i, a) in rest.into_iter().enumerate() {
            self.values[a.0 as usize].index = (index + i) as u32 | ARG_BIT;
        }
        Ok(())
    }

    // ----- attributes -----

    /// Sets an inherent attribute (property) of a registered op, or a
    /// discardable one of an unregistered op.
    pub fn set_attr(&mut self, op: OpId, name: Sym, value: Attr) {
        let d = self.op_data(op);
        let inherent = self.op_names[d.name.0 as usize].inherent.contains(&name);
        let current = if inherent { d.props } else { d.attrs };
        let mut entries: Vec<(Sym, Attr)> =
            if current == NONE { Vec::new() } else { Attr(current).as_dictionary(self).unwrap_or(&[]).to_vec() };
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = value,
            None => entries.push((name, value)),
        }
        let dict = self.dictionary_attr(entries).0;
        let d = self.op_data_mut(op);
        if inherent {
            d.props = dict;
        } else {
            d.attrs = dict;
        }
    }
    /// Removes an attribute (inherent or discardable).
    pub fn remove_attr(&mut self, op: OpId, name: Sym) -> Option<Attr> {
        let d = self.op_data(op);
        let (props, attrs) = (d.props, d.attrs);
        for (which, cur) in [(true, props), (false, attrs)] {
            if cur == NONE {
                continue;
            }
            let Some(entries) = Attr(cur).as_dictionary(self) else { continue };
            if let Some(pos) = entries.iter().position(|(n, _)| *n == name) {
                let old = entries[pos].1;
                let mut rest = entries.to_vec();
                rest.remove(pos);
                let new = if rest.is_empty() { NONE } else { self.dictionary_attr(rest).0 };
                let d = self.op_data_mut(op);
                if which {
                    d.props = new;
                } else {
                    d.attrs = new;
                }
                return Some(old);
            }
        }
        None
    }
    /// Replaces the discardable attribute dictionary.
    pub fn set_discardable_attrs(&mut self, op: OpId, dict: Option<Attr>) {
        self.op_data_mut(op).attrs = dict.map_or(NONE, |a| a.0);
    }
    /// Replaces the properties.
    pub fn set_properties(&mut self, op: OpId, dict: Option<Attr>) {
        self.op_data_mut(op).props = dict.map_or(NONE, |a| a.0);
    }
    /// Replaces the op's location.
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc;
    }
    /// Replaces the value's type (type inference and placeholders).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.0 as usize].ty = ty;
    }
}
