//! Read access to the IR through its handles: `op.operands(&ctx)`,
//! `block.ops(&ctx)`, `value.ty(&ctx)` and so on. Every accessor reads the
//! live IR in the context.

use crate::attrs::{Attr, Location};
use crate::context::{BlockId, Context, OpId, OpName, RegionId, Value, ValueOwner};
use crate::intern::Sym;
use crate::registry::{OpDef, Traits};
use crate::types::Type;

/// The results of an operation: consecutive values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueRange {
    start: u32,
    len: u32,
}

impl ValueRange {
    /// How many results.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether there are no results.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Result `i`, if in range.
    #[inline]
    pub fn get(&self, i: usize) -> Option<Value> {
        (i < self.len as usize).then(|| Value(self.start + i as u32))
    }
    /// The values at positions `range` (clamped to the range's length).
    #[inline]
    pub fn slice(self, range: std::ops::Range<usize>) -> ValueRange {
        let end = range.end.min(self.len as usize);
        let start = range.start.min(end);
        ValueRange { start: self.start + start as u32, len: (end - start) as u32 }
    }
    /// The first value, if any.
    #[inline]
    pub fn first(&self) -> Option<Value> {
        self.get(0)
    }
    /// The results as a vector.
    pub fn to_vec(self) -> Vec<Value> {
        self.collect()
    }
}

impl Iterator for ValueRange {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        if self.len == 0 {
            return None;
        }
        let v = Value(self.start);
        self.start += 1;
        self.len -= 1;
        Some(v)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.len as usize, Some(self.len as usize))
    }
}
impl ExactSizeIterator for ValueRange {}

impl OpId {
    /// The op's interned name.
    #[inline]
    pub fn name(self, ctx: &Context) -> OpName {
        ctx.op_name_of(self)
    }
    /// The full name text, e.g. `shape.add`.
    #[inline]
    pub fn name_str(self, ctx: &Context) -> &str {
        // A registered op's name is its definition's: no table to read.
        match self.def(ctx) {
            Some(d) => d.name,
            None => ctx.str(ctx.op_name_info(self.name(ctx)).name),
        }
    }
    /// The dialect namespace of the op's name: the text up to the first
    /// `.` (empty when there is none).
    pub fn dialect_name(self, ctx: &Context) -> &str {
        let name = self.name_str(ctx);
        name.split_once('.').map_or("", |(d, _)| d)
    }
    /// The definition of a registered op.
    #[inline]
    pub fn def(self, ctx: &Context) -> Option<&'static OpDef> {
        // The op name of a registered op is its place in the registry.
        ctx.registry().op_at(self.name(ctx).0)
    }
    /// Whether a dialect defines this op (else it is kept as an unregistered op).
    #[inline]
    pub fn is_registered(self, ctx: &Context) -> bool {
        self.def(ctx).is_some()
    }
    /// Whether the registered op has all of `traits`.
    #[inline]
    pub fn has_trait(self, ctx: &Context, traits: Traits) -> bool {
        self.def(ctx).is_some_and(|d| d.traits.contains(traits))
    }
    /// Whether the op has all of `traits` or, unregistered, might have them
    /// (MLIR's `mightHaveTrait`): transformations assume the worst of an
    /// unknown op, for example that it is isolated from above.
    #[inline]
    pub fn might_have_trait(self, ctx: &Context, traits: Traits) -> bool {
        self.def(ctx).is_none_or(|d| d.traits.contains(traits))
    }
    /// The op's source location.
    #[inline]
    pub fn loc(self, ctx: &Context) -> Location {
        ctx.op_data(self).loc
    }
    /// The operands, in order.
    #[inline]
    pub fn operands(self, ctx: &Context) -> &[Value] {
        let d = ctx.op_data(self);
        ctx.operand_values.range(d.operands, ctx.num_operands_of(d) as usize)
    }
    /// Operand `i`; panics when out of range.
    #[inline]
    pub fn operand(self, ctx: &Context, i: usize) -> Value {
        self.operands(ctx)[i]
    }
    /// How many operands.
    #[inline]
    pub fn num_operands(self, ctx: &Context) -> usize {
        ctx.num_operands_of(ctx.op_data(self)) as usize
    }
    /// The results, in order.
    #[inline]
    pub fn results(self, ctx: &Context) -> ValueRange {
        let d = ctx.op_data(self);
        ValueRange { start: d.results.0, len: ctx.num_results_of(d) }
    }
    /// Result `i`; panics when out of range.
    #[inline]
    pub fn result(self, ctx: &Context, i: usize) -> Value {
        self.results(ctx).get(i).unwrap_or_else(|| panic!("result #{i} out of range"))
    }
    /// How many results.
    #[inline]
    pub fn num_results(self, ctx: &Context) -> usize {
        ctx.num_results_of(ctx.op_data(self)) as usize
    }
    /// The result types, collected.
    pub fn result_types(self, ctx: &Context) -> Vec<Type> {
        self.result_type_iter(ctx).collect()
    }
    /// The operand types, collected.
    pub fn operand_types(self, ctx: &Context) -> Vec<Type> {
        self.operand_type_iter(ctx).collect()
    }
    /// The result types without allocating.
    #[inline]
    pub fn result_type_iter(self, ctx: &Context) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(ctx).map(|v| v.ty(ctx))
    }
    /// The operand types without allocating.
    #[inline]
    pub fn operand_type_iter(self, ctx: &Context) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(ctx).iter().map(|v| v.ty(ctx))
    }
    /// The regions, in order.
    #[inline]
    pub fn regions(self, ctx: &Context) -> &[RegionId] {
        match ctx.op_data(self).extra.expand() {
            None => &[],
            Some(e) => {
                let e = &ctx.op_extras[e];
                &ctx.region_lists[e.regions as usize..(e.regions + e.num_regions) as usize]
            }
        }
    }
    /// Region `i`; panics when out of range.
    #[inline]
    pub fn region(self, ctx: &Context, i: usize) -> RegionId {
        self.regions(ctx)[i]
    }
    /// The successor blocks, in order.
    #[inline]
    pub fn successors(self, ctx: &Context) -> &[BlockId] {
        match ctx.op_data(self).extra.expand() {
            None => &[],
            Some(e) => {
                let e = &ctx.op_extras[e];
                ctx.successor_blocks.range(e.successors, e.num_successors as usize)
            }
        }
    }
    /// The block that holds this op; `None` when detached or the top-level op.
    #[inline]
    pub fn parent_block(self, ctx: &Context) -> Option<BlockId> {
        ctx.op_data(self).links.parent.expand()
    }
    /// The region that holds this op.
    #[inline]
    pub fn parent_region(self, ctx: &Context) -> Option<RegionId> {
        self.parent_block(ctx).and_then(|b| b.parent_region(ctx))
    }
    /// The op whose region holds this op.
    #[inline]
    pub fn parent_op(self, ctx: &Context) -> Option<OpId> {
        self.parent_region(ctx).and_then(|r| r.parent_op(ctx))
    }
    /// The op after this one in its block.
    #[inline]
    pub fn next_op(self, ctx: &Context) -> Option<OpId> {
        ctx.op_data(self).links.next.expand()
    }
    /// The op before this one in its block.
    #[inline]
    pub fn prev_op(self, ctx: &Context) -> Option<OpId> {
        ctx.op_data(self).links.prev.expand()
    }
    /// Whether `other` is nested (at any depth) inside this op.
    pub fn is_ancestor_of(self, ctx: &Context, other: OpId) -> bool {
        let mut cur = other.parent_op(ctx);
        while let Some(p) = cur {
            if p == self {
                return true;
            }
            cur = p.parent_op(ctx);
        }
        false
    }
    /// The inherent attributes (properties) as a dictionary, if any.
    #[inline]
    pub fn properties(self, ctx: &Context) -> Option<Attr> {
        ctx.op_data(self).props.expand()
    }
    /// The discardable attributes as a dictionary, if any.
    #[inline]
    pub fn discardable_attrs(self, ctx: &Context) -> Option<Attr> {
        ctx.op_data(self).attrs.expand()
    }
    /// An attribute by name: inherent first, then discardable.
    pub fn attr(self, ctx: &Context, name: Sym) -> Option<Attr> {
        let d = ctx.op_data(self);
        for dict in [d.props, d.attrs].into_iter().filter_map(|d| d.expand()) {
            if let Some(a) = dict.dict_get(ctx, name) {
                return Some(a);
            }
        }
        None
    }
    /// An attribute by name text (no interning needed).
    pub fn attr_by_str(self, ctx: &Context, name: &str) -> Option<Attr> {
        // Dictionaries are short: comparing the names beats hashing `name`.
        let d = ctx.op_data(self);
        for dict in [d.props, d.attrs].into_iter().filter_map(|d| d.expand()) {
            if let Some(entries) = dict.as_dictionary(ctx) {
                if let Some((_, a)) = entries.iter().find(|(n, _)| ctx.str(*n) == name) {
                    return Some(*a);
                }
            }
        }
        None
    }
    /// All attributes, inherent and discardable, sorted by name.
    pub fn all_attrs(self, ctx: &Context) -> Vec<(Sym, Attr)> {
        let mut v = Vec::new();
        for d in [self.properties(ctx), self.discardable_attrs(ctx)].into_iter().flatten() {
            if let Some(entries) = d.as_dictionary(ctx) {
                v.extend_from_slice(entries);
            }
        }
        v.sort_by(|a, b| ctx.sym_bytes(a.0).cmp(ctx.sym_bytes(b.0)));
        v
    }
    /// [`OpId::all_attrs`], borrowed from the op's dictionary when it has
    /// only one and that one is sorted (the usual case), so that reading
    /// them for every op costs no allocation.
    pub fn all_attrs_sorted(self, ctx: &Context) -> std::borrow::Cow<'_, [(Sym, Attr)]> {
        let dicts = [self.properties(ctx), self.discardable_attrs(ctx)];
        let mut present = dicts.into_iter().flatten().filter_map(|d| d.as_dictionary(ctx)).filter(|e| !e.is_empty());
        match (present.next(), present.next()) {
            (None, _) => std::borrow::Cow::Borrowed(&[]),
            (Some(entries), None) if entries.is_sorted_by(|a, b| ctx.sym_bytes(a.0) <= ctx.sym_bytes(b.0)) => {
                std::borrow::Cow::Borrowed(entries)
            }
            _ => std::borrow::Cow::Owned(self.all_attrs(ctx)),
        }
    }
}

impl BlockId {
    /// The ops of the block, in order (a snapshot: safe to mutate while walking it).
    pub fn ops(self, ctx: &Context) -> Vec<OpId> {
        self.op_iter(ctx).collect()
    }
    /// Iterates the ops of the block without allocating.
    #[inline]
    pub fn op_iter(self, ctx: &Context) -> impl Iterator<Item = OpId> + '_ {
        ctx.block_ops(self)
    }
    /// The block's first op.
    #[inline]
    pub fn first_op(self, ctx: &Context) -> Option<OpId> {
        ctx.block_data(self).ops.first.expand()
    }
    /// The block's last op (its terminator, when it has one).
    #[inline]
    pub fn last_op(self, ctx: &Context) -> Option<OpId> {
        ctx.block_data(self).ops.last.expand()
    }
    /// Whether the block has no ops.
    #[inline]
    pub fn is_empty(self, ctx: &Context) -> bool {
        ctx.block_data(self).ops.first.is_none()
    }
    /// The block arguments.
    #[inline]
    pub fn args(self, ctx: &Context) -> &[Value] {
        &ctx.block_data(self).args
    }
    /// Block argument `i`; panics when out of range.
    #[inline]
    pub fn arg(self, ctx: &Context, i: usize) -> Value {
        ctx.block_data(self).args[i]
    }
    /// The region that holds this block.
    #[inline]
    pub fn parent_region(self, ctx: &Context) -> Option<RegionId> {
        ctx.block_data(self).links.parent.expand()
    }
    /// The op whose region holds this block.
    #[inline]
    pub fn parent_op(self, ctx: &Context) -> Option<OpId> {
        self.parent_region(ctx).and_then(|r| r.parent_op(ctx))
    }
    /// The block after this one in its region.
    #[inline]
    pub fn next_block(self, ctx: &Context) -> Option<BlockId> {
        ctx.block_data(self).links.next.expand()
    }
    /// Whether this is the first block of its region.
    #[inline]
    pub fn is_entry(self, ctx: &Context) -> bool {
        self.parent_region(ctx).is_some_and(|_| ctx.block_data(self).links.prev.is_none())
    }
    /// The ops that branch to this block (one entry per successor slot).
    pub fn predecessors(self, ctx: &Context) -> Vec<OpId> {
        ctx.predecessor_iter(self).collect()
    }
    /// Iterates [`predecessors`](Self::predecessors) without collecting
    /// them: a question about the first one or two stays O(1) however many
    /// branches lead here.
    #[inline]
    pub fn predecessor_iter(self, ctx: &Context) -> impl Iterator<Item = OpId> + '_ {
        ctx.predecessor_iter(self)
    }
    /// Whether any op branches to this block.
    #[inline]
    pub fn has_predecessors(self, ctx: &Context) -> bool {
        ctx.block_data(self).first_pred.is_some()
    }
}

impl RegionId {
    /// The blocks of the region, in order (a snapshot: safe to mutate while walking it).
    pub fn blocks(self, ctx: &Context) -> Vec<BlockId> {
        self.block_iter(ctx).collect()
    }
    /// Iterates the blocks of the region without allocating.
    #[inline]
    pub fn block_iter(self, ctx: &Context) -> impl Iterator<Item = BlockId> + '_ {
        ctx.region_blocks(self)
    }
    /// The region's first block.
    #[inline]
    pub fn entry_block(self, ctx: &Context) -> Option<BlockId> {
        ctx.region_data(self).blocks.first.expand()
    }
    /// Whether the region has no blocks.
    #[inline]
    pub fn is_empty(self, ctx: &Context) -> bool {
        ctx.region_data(self).blocks.first.is_none()
    }
    /// The op that holds this region.
    #[inline]
    pub fn parent_op(self, ctx: &Context) -> Option<OpId> {
        ctx.region_data(self).parent.expand()
    }
    /// The position of this region among its parent's regions.
    #[inline]
    pub fn index(self, ctx: &Context) -> usize {
        self.parent_op(ctx).and_then(|p| p.regions(ctx).iter().position(|r| *r == self)).unwrap_or(0)
    }
}

impl Value {
    /// The value's type.
    #[inline]
    pub fn ty(self, ctx: &Context) -> Type {
        ctx.values[self].ty
    }
    /// Where the value is defined: its op's location, or the block argument's.
    #[inline]
    pub fn loc(self, ctx: &Context) -> Location {
        ctx.values[self].loc
    }
    /// Whether the value is a block argument (else an op result).
    #[inline]
    pub fn is_block_arg(self, ctx: &Context) -> bool {
        ctx.values[self].is_arg()
    }
    /// The result number or argument number.
    #[inline]
    pub fn index(self, ctx: &Context) -> usize {
        ctx.values[self].position() as usize
    }
    /// The op that defines this value, when it is a result.
    #[inline]
    pub fn defining_op(self, ctx: &Context) -> Option<OpId> {
        match ctx.values[self].owner() {
            Some(ValueOwner::Op(op)) => Some(op),
            _ => None,
        }
    }
    /// The block that owns this value, when it is a block argument.
    #[inline]
    pub fn owner_block(self, ctx: &Context) -> Option<BlockId> {
        match ctx.values[self].owner() {
            Some(ValueOwner::Block(b)) => Some(b),
            _ => None,
        }
    }
    /// Whether an op or a block defines this value (false for a forward
    /// reference the parser could not link: MLIR's "unlinked" operand).
    #[inline]
    pub fn is_linked(self, ctx: &Context) -> bool {
        ctx.values[self].owner().is_some()
    }
    /// The block in which the value is defined.
    #[inline]
    pub fn parent_block(self, ctx: &Context) -> Option<BlockId> {
        match ctx.values[self].owner()? {
            ValueOwner::Op(op) => op.parent_block(ctx),
            ValueOwner::Block(b) => Some(b),
        }
    }
    /// The region in which the value is defined (MLIR's `getParentRegion`):
    /// `None` when its op or block is not in one.
    #[inline]
    pub fn parent_region(self, ctx: &Context) -> Option<RegionId> {
        self.parent_block(ctx)?.parent_region(ctx)
    }
    /// Whether anything uses the value.
    #[inline]
    pub fn has_uses(self, ctx: &Context) -> bool {
        ctx.values[self].first_use.is_some()
    }
    /// Whether exactly one operand uses the value.
    #[inline]
    pub fn has_one_use(self, ctx: &Context) -> bool {
        let mut u = ctx.uses(self);
        u.next().is_some() && u.next().is_none()
    }
    /// The ops using this value (one entry per use).
    pub fn users(self, ctx: &Context) -> Vec<OpId> {
        ctx.uses(self).map(|(o, _)| o).collect()
    }
}

/// The constant value of `v` if a constant-like op defines it.
pub fn constant_value(ctx: &Context, v: Value) -> Option<Attr> {
    let op = v.defining_op(ctx)?;
    if !op.has_trait(ctx, Traits::CONSTANT_LIKE) {
        return None;
    }
    constant_attr_of(ctx, op)
}

/// The value attribute of a constant-like op (its first inherent attribute
/// named `value`, or its only inherent attribute).
pub fn constant_attr_of(ctx: &Context, op: OpId) -> Option<Attr> {
    let props = op.properties(ctx)?;
    let entries = props.as_dictionary(ctx)?;
    // One attribute is the value whatever its name: no name to look up
    // (the greedy driver asks for every operand of every op it folds).
    if let [(_, only)] = entries {
        return Some(*only);
    }
    ctx.lookup_sym("value").and_then(|s| props.dict_get(ctx, s))
}
