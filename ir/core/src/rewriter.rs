//! The rewriter: a [`Builder`] that listens, with the changes a rewrite
//! pattern makes (replace, erase, modify in place, move). It lives in the
//! core, as MLIR's `RewriterBase` lives in its IR library; patterns and the
//! greedy driver that applies them are the rewriting layer (`ods_ir::rewrite`).

use crate::attrs::{Attr, Location};
use crate::builder::{Builder, Changes};
use crate::context::{BlockId, Context, OpId, OperationState, RegionId, Value};
use crate::diag::IrError;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// The IR as a pattern sees it: a [`Builder`] that listens, so that typed
/// builders work in patterns (`AddOp::build(rw, loc, x, y)`) and every op
/// created, changed or erased through it is revisited by the driver, as
/// MLIR's `PatternRewriter` is an `OpBuilder` with a listener. Every change
/// goes through its methods, which announce it; anything they do not cover
/// is made in [`Builder::modify_op_in_place`].
pub type Rewriter<'c> = Builder<'c>;

impl Builder<'_> {
    fn record(&mut self, f: impl FnOnce(&mut Changes)) {
        if let Some(c) = self.changes_mut() {
            f(c);
        }
    }
    /// Creates an op at the insertion point (as [`Builder::insert`]).
    pub fn create(&mut self, state: OperationState) -> OpId {
        self.insert(state)
    }
    /// Runs `f` with this builder; kept for patterns written as
    /// `rw.build(|b| AddOp::build(b, loc, x, y))`.
    pub fn build<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        f(self)
    }
    /// Replaces `op` by the op `f` builds before it (same result count).
    pub fn replace_op_with_built<T: Copy + Into<OpId>>(&mut self, op: OpId, f: impl FnOnce(&mut Self) -> T) -> T {
        self.set_insertion_point_before(op);
        let new = f(self);
        self.replace_op_with_results_of(op, new.into());
        new
    }
    /// The part of [`Builder::replace_op_with_built`] that does not depend
    /// on the op's type, compiled once rather than for every pattern.
    fn replace_op_with_results_of(&mut self, op: OpId, new: OpId) {
        let vals: Vec<Value> = new.results(self.ctx()).collect();
        self.replace_op(op, &vals);
    }
    /// Replaces every use of the results of `op` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let users: Vec<OpId> =
            op.results(self.ctx()).flat_map(|r| self.ctx().uses(r).map(|(o, _)| o).collect::<Vec<_>>()).collect();
        self.record(|c| c.modified.extend(users));
        self.ctx_mut().replace_op_results(op, values);
        self.erase_op(op);
    }
    /// Replaces `op` by a new op made from `state` (same result count).
    pub fn replace_op_with(&mut self, op: OpId, state: OperationState) -> OpId {
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.replace_op_with_results_of(op, new);
        new
    }
    /// Erases `op` (its results must be unused).
    pub fn erase_op(&mut self, op: OpId) {
        // As MLIR's `addOperandsToWorklist`: an operand's defining op is
        // revisited when at most one other user remains (it may be dead or
        // simplify now); a value with many users (a shared constant) is not
        // revisited on every erasure, which would cost its use count each time.
        // MLIR erases the ops nested in `op` one by one, users before
        // definitions (nested ops, last first, then `op`), and checks the
        // operands of each: here the operands defined outside `op`, with
        // the uses inside it counted as gone.
        let ctx = self.ctx();
        let erased = op.walk_pre_order(ctx);
        let inside: rustc_hash::FxHashSet<OpId> =
            if erased.len() > 1 { erased.iter().copied().collect() } else { Default::default() };
        let is_inside = |o: OpId| o == op || inside.contains(&o);
        let mut revisit = Vec::new();
        for &o in erased.iter().rev() {
            for &v in o.operands(ctx) {
                let Some(d) = v.defining_op(ctx).filter(|&d| !is_inside(d)) else { continue };
                let mut others = ctx.uses(v).map(|(u, _)| u).filter(|&u| !is_inside(u));
                let first = others.next();
                if others.all(|u| Some(u) == first) {
                    revisit.push(d);
                }
            }
        }
        self.record(|c| {
            c.modified.extend(revisit);
            c.erased.extend(erased);
        });
        self.ctx_mut().erase_op(op).expect("erase_op: results still in use");
    }
    /// Records that `op` was changed in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.record(|c| c.modified.push(op));
    }
    /// Changes `op` in place through `f` and records the change, as MLIR's
    /// `modifyOpInPlace`.
    pub fn modify_op_in_place<T>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> T) -> T {
        let out = f(self.ctx_mut());
        self.notify_modified(op);
        out
    }
    /// Runs `f`, which may change `op` in place and says whether it did;
    /// `op` is revisited only then (MLIR's `startOpModification`, then
    /// `finalizeOpModification` or `cancelOpModification`). The pattern
    /// driver folds ops this way.
    pub fn try_modify_op_in_place<T>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> (T, bool)) -> T {
        let (out, changed) = f(self.ctx_mut());
        if changed {
            self.notify_modified(op);
        }
        out
    }
    /// Moves `op` right before `before`; `op` is revisited.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.ctx_mut().move_op_before(op, before);
        self.notify_modified(op);
    }
    /// Moves the blocks of `from` into `to` (a region of a new op), as
    /// MLIR's `takeBody`: what `to` held before (such as the implicit
    /// terminator its op's builder added) is erased first. The new op is
    /// revisited.
    pub fn take_region_body(&mut self, to: RegionId, from: RegionId) {
        for block in to.blocks(self.ctx()) {
            let erased: Vec<OpId> =
                block.ops(self.ctx()).into_iter().flat_map(|o| o.walk_pre_order(self.ctx())).collect();
            if self.ctx_mut().erase_block(block).is_ok() {
                self.record(|c| c.erased.extend(erased));
            }
        }
        self.ctx_mut().take_region_body(to, from);
        if let Some(parent) = to.parent_op(self.ctx()) {
            self.notify_modified(parent);
        }
    }
    /// Replaces every use of `from` with `to`; the users are revisited.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let users: Vec<OpId> = self.ctx().uses(from).map(|(u, _)| u).collect();
        self.record(|c| c.modified.extend(users));
        self.ctx_mut().replace_all_uses_with(from, to);
    }
    /// Sets operand `i` of `op`; `op` is revisited.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        self.ctx_mut().set_operand(op, i, v);
        self.notify_modified(op);
    }
    /// Erases `block` and the ops in it (refused, changing nothing, while
    /// its values are used outside it or it is a successor), as MLIR's
    /// `eraseBlock`.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let ctx = self.ctx();
        let erased: Vec<OpId> = block.ops(ctx).into_iter().flat_map(|o| o.walk_pre_order(ctx)).collect();
        self.ctx_mut().erase_block(block)?;
        self.record(|c| c.erased.extend(erased));
        Ok(())
    }
    /// Adds an argument of type `ty` to `block`; the op holding the block
    /// is revisited.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let v = self.ctx_mut().add_block_arg(block, ty, loc);
        self.notify_block_parent(block);
        v
    }
    /// Erases argument `index` of `block` (refused while it is used); the
    /// op holding the block is revisited.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        self.ctx_mut().erase_block_arg(block, index)?;
        self.notify_block_parent(block);
        Ok(())
    }
    fn notify_block_parent(&mut self, block: BlockId) {
        if let Some(parent) = block.parent_op(self.ctx()) {
            self.notify_modified(parent);
        }
    }
    /// Moves the ops of `from` to the end of `into` and erases `from`, as
    /// MLIR's `mergeBlocks` once the arguments of `from` are replaced.
    /// Refused, changing nothing, while `from` is a successor or one of its
    /// arguments is used. The moved ops are revisited.
    pub fn merge_blocks(&mut self, from: BlockId, into: BlockId) -> Result<(), IrError> {
        let ctx = self.ctx();
        if let Some(predecessor) = from.predecessor_iter(ctx).next() {
            return Err(IrError::BlockIsSuccessor { block: from, predecessor });
        }
        if let Some(&value) = from.args(ctx).iter().find(|&&a| a.has_uses(ctx)) {
            return Err(IrError::BlockArgInUse { block: from, value });
        }
        for o in from.ops(self.ctx()) {
            self.ctx_mut().detach_op(o);
            self.ctx_mut().append_op(into, o);
            self.notify_modified(o);
        }
        self.erase_block(from)
    }
    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block right after `block`, which is returned (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.ctx_mut().split_block(block, op);
        self.notify_block_parent(block);
        new
    }
    /// Moves `block` (with its ops) right after `after`, possibly from
    /// another region; the ops holding both regions are revisited.
    pub fn move_block_after(&mut self, block: BlockId, after: BlockId) {
        self.notify_block_parent(block);
        self.ctx_mut().detach_block(block);
        self.ctx_mut().insert_block_after(after, block);
        self.notify_block_parent(block);
    }
    /// Clones `op` (and what it holds) at the insertion point, remapping
    /// operands through `map`, which gains the clone's values (MLIR's
    /// `OpBuilder::clone`). The clone is revisited.
    pub fn clone_op(&mut self, op: OpId, map: &mut FxHashMap<Value, Value>) -> OpId {
        let clone = self.ctx_mut().clone_op(op, map);
        self.insert_op(clone);
        clone
    }
    /// Clones the blocks of `from` to the end of `to`, remapping values
    /// through `map` and blocks through `blocks` (MLIR's
    /// `cloneRegionBefore`). The ops holding `to` and the clones are
    /// revisited.
    pub fn clone_region_into(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        blocks: &mut FxHashMap<BlockId, BlockId>,
    ) {
        let kept = to.blocks(self.ctx()).len();
        self.ctx_mut().clone_region_into(from, to, map, blocks);
        let ctx = self.ctx();
        let created: Vec<OpId> = to
            .blocks(ctx)
            .into_iter()
            .skip(kept)
            .flat_map(|b| b.ops(ctx))
            .flat_map(|o| o.walk_pre_order(ctx))
            .collect();
        let parent = to.parent_op(ctx);
        self.record(|c| {
            c.created.extend(created);
            c.modified.extend(parent);
        });
    }
    /// A new op like `op` (name, location, attributes, properties) before
    /// it, with `operands` (or `op`'s) and `result_types`, and `op`'s
    /// regions moved in: what MLIR's patterns make with
    /// `clone(rewriter, op, newResultTypes, newOperands)` when they then
    /// replace `op`. `op` itself stays, for the caller to replace.
    pub fn rebuild_op(&mut self, op: OpId, operands: Option<Vec<Value>>, result_types: Vec<Type>) -> OpId {
        let ctx = self.ctx();
        let mut st = OperationState::new(op.name(ctx), op.loc(ctx));
        st.operands = operands.unwrap_or_else(|| op.operands(ctx).to_vec());
        st.result_types = result_types;
        st.properties = op.properties(ctx);
        let discardable = op.discardable_attrs(ctx);
        let old_regions = op.regions(ctx).to_vec();
        for _ in &old_regions {
            let r = self.create_region();
            st.regions.push(r);
        }
        self.set_insertion_point_before(op);
        let new = self.create(st);
        self.set_discardable_attrs(new, discardable);
        for (i, old) in old_regions.into_iter().enumerate() {
            let to = new.region(self.ctx(), i);
            self.take_region_body(to, old);
        }
        new
    }
    /// Replaces the discardable attributes of `op` (a dictionary, or none);
    /// `op` is revisited.
    pub fn set_discardable_attrs(&mut self, op: OpId, dict: Option<Attr>) {
        self.modify_op_in_place(op, |ctx| ctx.set_discardable_attrs(op, dict));
    }
    /// Materializes a constant of `value` and `ty` through `dialect`'s hook.
    pub fn materialize_constant(&mut self, dialect: &str, value: Attr, ty: Type, loc: Location) -> Option<Value> {
        let f = self.ctx().registry().dialect(dialect)?.materialize_constant?;
        let op = f(self.ctx_mut(), value, ty, loc)?;
        self.insert_op(op);
        Some(op.result(self.ctx(), 0))
    }
}
