//! The rewriter: a [`Builder`] that listens, with the changes a rewrite
//! pattern makes (replace, erase, modify in place, move). It lives in the
//! core, as MLIR's `RewriterBase` lives in its IR library; patterns and the
//! greedy driver that applies them are the rewriting layer (`ods_ir::rewrite`).

use crate::attrs::{Attr, Location};
use crate::builder::{Builder, Changes};
use crate::context::{Context, OpId, OperationState, RegionId, Value};
use crate::types::Type;

/// The IR as a pattern sees it: a [`Builder`] that listens, so that typed
/// builders work in patterns (`AddOp::build(rw, loc, x, y)`) and every op
/// created, changed or erased through it is revisited by the driver, as
/// MLIR's `PatternRewriter` is an `OpBuilder` with a listener. Changes made
/// through [`Builder::ctx_mut`] are announced with [`Builder::notify_modified`].
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
        let vals: Vec<Value> = new.into().results(self.ctx()).collect();
        self.replace_op(op, &vals);
        new
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
        let vals: Vec<Value> = new.results(self.ctx()).collect();
        self.replace_op(op, &vals);
        new
    }
    /// Erases `op` (its results must be unused).
    pub fn erase_op(&mut self, op: OpId) {
        // As MLIR's `addOperandsToWorklist`: an operand's defining op is
        // revisited when at most one other user remains (it may be dead or
        // simplify now); a value with many users (a shared constant) is not
        // revisited on every erasure, which would cost its use count each time.
        let ctx = self.ctx();
        let mut revisit = Vec::new();
        for &v in op.operands(ctx) {
            let Some(d) = v.defining_op(ctx) else { continue };
            let mut others = ctx.uses(v).map(|(u, _)| u).filter(|&u| u != op);
            let first = others.next();
            if others.all(|u| Some(u) == first) {
                revisit.push(d);
            }
        }
        let erased = op.walk_pre_order(ctx);
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
    /// Materializes a constant of `value` and `ty` through `dialect`'s hook.
    pub fn materialize_constant(&mut self, dialect: &str, value: Attr, ty: Type, loc: Location) -> Option<Value> {
        let f = self.ctx().registry().dialect(dialect)?.materialize_constant?;
        let op = f(self.ctx_mut(), value, ty, loc)?;
        self.insert_op(op);
        Some(op.result(self.ctx(), 0))
    }
}
