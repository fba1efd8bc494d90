//! Cloning ops and regions with a value map, without recursion, within a
//! context or from another one that shares its uniqued tables.
//!
//! A use may come before its definition in the order a clone goes (a
//! graph region, or an op using its own result in an unreachable block):
//! such an operand is cloned as a placeholder value, replaced by the clone
//! of its definition once that is made.

use super::*;
use crate::entity::{EntityRef, PackedOption};
use std::collections::HashMap;

/// Where a clone reads from, and what it covers.
struct Source<'a> {
    /// The context read, when it is not the one written.
    other: Option<&'a Context>,
    /// What is cloned: a value defined outside it (and not in the map)
    /// stays as it is, which only a clone within one context allows.
    scope: Scope,
}

/// The root of a clone.
#[derive(Clone, Copy)]
enum Scope {
    Op(OpId),
    Region(RegionId),
}

impl Context {
    // ----- cloning -----

    /// Clones `op` and everything nested in it. Operands found in `map` are
    /// remapped; the clone's results and nested values are added to `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut FxHashMap<Value, Value>) -> OpId {
        let src = Source { other: None, scope: Scope::Op(op) };
        match self.clone_nested(&src, op_frame(self, op), map, None) {
            Cloned::Op(new) => new,
            Cloned::Region(_) => unreachable!("an op frame ends with an op"),
        }
    }

    /// Clones the blocks of `from` to the end of `to`.
    pub fn clone_region_into(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<BlockId, BlockId>,
    ) {
        let src = Source { other: None, scope: Scope::Region(from) };
        let root = self.clone_region_start(&src, from, to, map, std::mem::take(block_map));
        match self.clone_nested(&src, root, map, None) {
            Cloned::Region(blocks) => *block_map = blocks,
            Cloned::Op(_) => unreachable!("a region frame ends with a region"),
        }
    }

    /// Copies `op` of the context `src` (one that shares this one's
    /// uniqued tables: [`Context::worker`]) and everything nested in it
    /// into this context, as a new op in no block.
    ///
    /// # Panics
    ///
    /// If `op` uses a value defined outside it: only an op isolated from
    /// above, without operands, can move between contexts.
    pub fn import_op(&mut self, src: &Context, op: OpId) -> OpId {
        self.import_op_mapping(src, op, None)
    }

    /// A copy of `op` of the context `src` (one that shares this one's
    /// uniqued tables) without what its regions hold: its name, location,
    /// properties, attributes and result types, and as many regions, each
    /// empty; no operands or successors. The enclosing op a pass on a
    /// copied function sees (see `OpPassManager`'s parallel runs).
    pub fn import_op_shell(&mut self, src: &Context, op: OpId) -> OpId {
        self.expect_shared_tables(src);
        let d = src.op_data(op);
        let (props, attrs) = (d.props, d.attrs);
        let mut state = OperationState::new(op.name(src), d.loc);
        state.result_types = op.result_types(src);
        state.regions = (0..op.regions(src).len()).map(|_| self.create_region()).collect();
        let shell = self.create_op(state);
        let nd = self.op_data_mut(shell);
        nd.props = props;
        nd.attrs = attrs;
        shell
    }

    /// [`Context::import_op`], adding each op's copy to `op_map` when
    /// given.
    pub fn import_op_mapping(&mut self, src: &Context, op: OpId, op_map: Option<&mut FxHashMap<OpId, OpId>>) -> OpId {
        self.expect_shared_tables(src);
        let source = Source { other: Some(src), scope: Scope::Op(op) };
        let mut map = StretchMap::default();
        match self.clone_nested(&source, op_frame(src, op), &mut map, op_map) {
            Cloned::Op(new) => new,
            Cloned::Region(_) => unreachable!("an op frame ends with an op"),
        }
    }

    /// Copies the blocks of region `from` of the context `src` (one that
    /// shares this one's uniqued tables) to the end of region `to` of this
    /// one.
    ///
    /// # Panics
    ///
    /// If the region uses a value defined outside it.
    pub fn import_region_into(&mut self, src: &Context, from: RegionId, to: RegionId) {
        self.expect_shared_tables(src);
        let source = Source { other: Some(src), scope: Scope::Region(from) };
        let mut map = FxHashMap::default();
        let root = self.clone_region_start(&source, from, to, &mut map, FxHashMap::default());
        self.clone_nested(&source, root, &mut map, None);
    }

    pub(super) fn expect_shared_tables(&self, src: &Context) {
        assert!(
            std::sync::Arc::ptr_eq(&self.uniqued, &src.uniqued),
            "IR moves only between contexts that share their uniqued tables (Context::worker)"
        );
    }

    /// Runs a clone to its end with an explicit stack of ops and regions
    /// being cloned, so nesting depth is bounded by memory, not by the
    /// machine stack. Clones in the order a recursive clone would. Each
    /// op's clone is added to `op_map` when there is one.
    fn clone_nested(
        &mut self,
        src: &Source<'_>,
        root: CloneFrame,
        map: &mut impl ValueMap,
        mut op_map: Option<&mut FxHashMap<OpId, OpId>>,
    ) -> Cloned {
        let mut forward = FxHashMap::default();
        let mut scratch = Scratch::default();
        let mut stack = vec![root];
        let result = loop {
            let done = match stack.last_mut().expect("a clone is under way") {
                CloneFrame::Op(f) => {
                    if let Some(&r) = f.regions.get(f.new_regions.len()) {
                        let nr = self.create_region();
                        f.new_regions.push(nr);
                        let frame = self.clone_region_start(src, r, nr, map, FxHashMap::default());
                        stack.push(frame);
                        continue;
                    }
                    let Some(CloneFrame::Op(f)) = stack.pop() else { unreachable!("the top is an op frame") };
                    // Its successors are blocks of the region around it.
                    let siblings = match stack.last() {
                        Some(CloneFrame::Region(r)) => Some(&r.block_map),
                        _ => None,
                    };
                    let (old, new) = (f.op, self.clone_op_finish(src, f, siblings, map, &mut forward, &mut scratch));
                    if let Some(m) = op_map.as_deref_mut() {
                        m.insert(old, new);
                    }
                    Cloned::Op(new)
                }
                CloneFrame::Region(f) => {
                    if let Some(&(_, o)) = f.ops.get(f.next) {
                        f.next += 1;
                        stack.push(op_frame(src.other.unwrap_or(self), o));
                        continue;
                    }
                    let Some(CloneFrame::Region(f)) = stack.pop() else { unreachable!("the top is a region frame") };
                    Cloned::Region(f.block_map)
                }
            };
            match (stack.last_mut(), done) {
                (None, done) => break done,
                (Some(CloneFrame::Region(f)), Cloned::Op(new)) => {
                    let into = f.ops[f.next - 1].0;
                    self.append_op(into, new);
                }
                (Some(CloneFrame::Op(_)), Cloned::Region(_)) => {}
                _ => unreachable!("ops hold regions and regions hold ops"),
            }
        };
        // Every forward use met its definition, which the clone covers.
        for (old, placeholder) in forward {
            let new = map.get(old).expect("a forward use's definition was cloned");
            self.replace_all_uses_with(placeholder, new);
        }
        result
    }

    /// The clone of operand `v`: its mapping, or `v` itself when it is
    /// defined outside what a clone within one context covers, or else a
    /// placeholder until its definition is cloned (recorded in `forward`).
    fn clone_operand(
        &mut self,
        src: &Source<'_>,
        v: Value,
        map: &impl ValueMap,
        forward: &mut FxHashMap<Value, Value>,
    ) -> Value {
        if let Some(new) = map.get(v).or_else(|| forward.get(&v).copied()) {
            return new;
        }
        let from = src.other.unwrap_or(self);
        if !defined_within(from, v, src.scope) {
            assert!(src.other.is_none(), "{v:?} is used by what moves to another context but defined outside it");
            return v;
        }
        let (ty, loc) = (v.ty(from), v.loc(from));
        let placeholder = self.create_unlinked_value(ty, loc);
        forward.insert(v, placeholder);
        placeholder
    }

    /// Creates the clone of an op whose regions are cloned. Its successors
    /// are mapped through `siblings`, the clones of the blocks of the region
    /// it is in (all made before its ops); the root of a clone keeps its
    /// successors.
    fn clone_op_finish(
        &mut self,
        src: &Source<'_>,
        f: OpClone,
        siblings: Option<&FxHashMap<BlockId, BlockId>>,
        map: &mut impl ValueMap,
        forward: &mut FxHashMap<Value, Value>,
        scratch: &mut Scratch,
    ) -> OpId {
        let op = f.op;
        let from = src.other.unwrap_or(self);
        let d = from.op_data(op);
        let (name, loc, props, attrs) = (from.op_name_of(op), d.loc, d.props.expand(), d.attrs.expand());
        scratch.operands.clear();
        scratch.operands.extend_from_slice(op.operands(from));
        scratch.result_types.clear();
        scratch.result_types.extend(op.results(from).map(|v| v.ty(from)));
        scratch.successors.clear();
        scratch.successors.extend(op.successors(from).iter().map(|b| *siblings.and_then(|m| m.get(b)).unwrap_or(b)));
        for i in 0..scratch.operands.len() {
            scratch.operands[i] = self.clone_operand(src, scratch.operands[i], map, forward);
        }
        let new = self.create_op_from(OpParts {
            name,
            loc,
            operands: &scratch.operands,
            result_types: &scratch.result_types,
            regions: &f.new_regions,
            successors: &scratch.successors,
            props,
            attrs,
        });
        let from = src.other.unwrap_or(self);
        for (old, new) in op.results(from).zip(new.results(self)) {
            map.insert(old, new);
        }
        new
    }

    /// The start of a region's clone: all blocks and arguments are created
    /// first, as successors and values may refer forward.
    fn clone_region_start(
        &mut self,
        src: &Source<'_>,
        from: RegionId,
        to: RegionId,
        map: &mut impl ValueMap,
        mut block_map: FxHashMap<BlockId, BlockId>,
    ) -> CloneFrame {
        let read = src.other.unwrap_or(self);
        let blocks = from.blocks(read);
        let args: Vec<Vec<(Value, Type, Location)>> =
            blocks.iter().map(|b| b.args(read).iter().map(|&a| (a, a.ty(read), a.loc(read))).collect()).collect();
        let block_ops: Vec<Vec<OpId>> = blocks.iter().map(|b| b.op_iter(read).collect()).collect();
        let mut ops = Vec::new();
        for ((&b, args), block_ops) in blocks.iter().zip(args).zip(block_ops) {
            let nb = self.create_block();
            for (a, ty, loc) in args {
                let na = self.add_block_arg(nb, ty, loc);
                map.insert(a, na);
            }
            block_map.insert(b, nb);
            self.append_block(to, nb);
            ops.extend(block_ops.into_iter().map(|o| (nb, o)));
        }
        CloneFrame::Region(RegionClone { ops, next: 0, block_map })
    }
}

/// The copies of values a clone has made, by the value each copies.
trait ValueMap {
    fn get(&self, old: Value) -> Option<Value>;
    fn insert(&mut self, old: Value, new: Value);
}

impl ValueMap for FxHashMap<Value, Value> {
    fn get(&self, old: Value) -> Option<Value> {
        HashMap::get(self, &old).copied()
    }
    fn insert(&mut self, old: Value, new: Value) {
        HashMap::insert(self, old, new);
    }
}

/// The copies of an op's values when it moves to another context: a table
/// over the stretch of handles those values take there (a function's
/// values are made together), cheaper than hashing each; a value far
/// outside the stretch goes to a hash map, so that a table never grows
/// with the whole context (each of many small functions would pay for it).
#[derive(Default)]
struct StretchMap {
    /// The handle index of `copies[0]`.
    base: usize,
    copies: Vec<PackedOption<Value>>,
    far: FxHashMap<Value, Value>,
}

impl StretchMap {
    /// Entries a table may hold beyond four per value mapped.
    const SLACK: usize = 4096;
}

impl ValueMap for StretchMap {
    fn get(&self, old: Value) -> Option<Value> {
        let near =
            EntityRef::index(old).checked_sub(self.base).and_then(|i| self.copies.get(i)).and_then(|c| c.expand());
        near.or_else(|| self.far.get(&old).copied())
    }
    fn insert(&mut self, old: Value, new: Value) {
        let i = EntityRef::index(old);
        if self.copies.is_empty() {
            self.base = i;
        }
        let (low, high) = (i.min(self.base), i.max(self.base + self.copies.len()));
        if high - low > 4 * (self.copies.len() + 1) + Self::SLACK {
            self.far.insert(old, new);
            return;
        }
        if i < self.base {
            self.copies.splice(0..0, std::iter::repeat_n(PackedOption::default(), self.base - i));
            self.base = i;
        }
        let k = i - self.base;
        if k >= self.copies.len() {
            self.copies.resize(k + 1, PackedOption::default());
        }
        self.copies[k] = new.into();
    }
}

/// Whether `v` is defined inside `scope` (a block argument or result of an
/// op nested in it; for an op, its own results are not inside).
fn defined_within(ctx: &Context, v: Value, scope: Scope) -> bool {
    let Some(mut block) = v.parent_block(ctx) else { return false };
    loop {
        let Some(region) = block.parent_region(ctx) else { return false };
        if let Scope::Region(r) = scope {
            if r == region {
                return true;
            }
        }
        let Some(op) = region.parent_op(ctx) else { return false };
        if let Scope::Op(o) = scope {
            if o == op {
                return true;
            }
        }
        let Some(b) = op.parent_block(ctx) else { return false };
        block = b;
    }
}

/// The start of an op's clone; its operands are cloned when it is made,
/// after its regions.
fn op_frame(from: &Context, op: OpId) -> CloneFrame {
    CloneFrame::Op(OpClone { op, regions: op.regions(from).to_vec(), new_regions: Vec::new() })
}

/// Lists reused from op to op of a clone, so that copying an op
/// allocates nothing of its own.
#[derive(Default)]
struct Scratch {
    operands: Vec<Value>,
    result_types: Vec<Type>,
    successors: Vec<BlockId>,
}

/// One level of a clone's explicit stack.
enum CloneFrame {
    Op(OpClone),
    Region(RegionClone),
}

/// An op whose regions are being cloned; the op is created after them.
struct OpClone {
    op: OpId,
    regions: Vec<RegionId>,
    new_regions: Vec<RegionId>,
}

/// A region whose ops are being cloned, each into its block's clone.
struct RegionClone {
    /// (block of the clone, op to clone), in order.
    ops: Vec<(BlockId, OpId)>,
    next: usize,
    block_map: FxHashMap<BlockId, BlockId>,
}

/// What a frame of a clone produced.
enum Cloned {
    Op(OpId),
    Region(FxHashMap<BlockId, BlockId>),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `test.graph` holding one block in which `%a = test.use %b` comes
    /// before `%b = test.use %a`: uses before definitions, as in a graph
    /// region or an unreachable block.
    fn graph(ctx: &mut Context) -> (OpId, OpId, OpId) {
        let loc = ctx.unknown_loc();
        let ty = ctx.index_type();
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let placeholder = ctx.create_unlinked_value(ty, loc);
        let mut st = OperationState::new(ctx.op_name("test.use"), loc);
        st.operands = vec![placeholder];
        st.result_types = vec![ty];
        let first = ctx.create_op(st);
        ctx.append_op(block, first);
        let mut st = OperationState::new(ctx.op_name("test.use"), loc);
        st.operands = first.results(ctx).collect();
        st.result_types = vec![ty];
        let second = ctx.create_op(st);
        ctx.append_op(block, second);
        let b = second.results(ctx).next().unwrap();
        ctx.replace_all_uses_with(placeholder, b);
        let mut st = OperationState::new(ctx.op_name("test.graph"), loc);
        st.regions = vec![region];
        (ctx.create_op(st), first, second)
    }

    /// The ops of a cloned graph use each other's clones, not the originals.
    fn assert_cloned_graph(ctx: &Context, clone: OpId) {
        let ops = clone.regions(ctx)[0].blocks(ctx)[0].ops(ctx);
        let (a, b) = (ops[0].results(ctx).next().unwrap(), ops[1].results(ctx).next().unwrap());
        assert_eq!(ops[0].operands(ctx), &[b]);
        assert_eq!(ops[1].operands(ctx), &[a]);
    }

    #[test]
    fn uses_before_definitions_are_cloned() {
        let mut ctx = Context::new();
        let (op, first, _) = graph(&mut ctx);
        let clone = ctx.clone_op(op, &mut FxHashMap::default());
        assert_cloned_graph(&ctx, clone);
        assert_eq!(first.operands(&ctx).len(), 1, "the original is untouched");
        assert_ne!(clone, op);
    }

    #[test]
    fn ops_move_between_contexts_and_back() {
        let mut ctx = Context::new();
        let (op, _, _) = graph(&mut ctx);
        let name = ctx.intern("tag");
        let mut worker = ctx.worker();
        let copy = worker.import_op(&ctx, op);
        assert_cloned_graph(&worker, copy);
        let unit = worker.unit_attr();
        worker.set_attr(copy, name, unit);
        let inner = copy.regions(&worker)[0].blocks(&worker)[0].ops(&worker)[1];
        let moved = ctx.replace_with_adopted(op, worker, copy);
        assert_cloned_graph(&ctx, op);
        assert_eq!(op.attr(&ctx, name), Some(unit), "attributes come back");
        assert_eq!(op.regions(&ctx)[0].blocks(&ctx)[0].ops(&ctx)[1], moved.op(inner));
        assert!(!ctx.is_alive(moved.op(copy)), "the shell of the moved op is erased");
    }

    #[test]
    #[should_panic(expected = "defined outside")]
    fn values_from_outside_cannot_move() {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let ty = ctx.index_type();
        let outside = ctx.create_unlinked_value(ty, loc);
        let mut st = OperationState::new(ctx.op_name("test.use"), loc);
        st.operands = vec![outside];
        let op = ctx.create_op(st);
        ctx.worker().import_op(&ctx, op);
    }
}
