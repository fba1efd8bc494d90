//! Canonicalization patterns of the cf ops (MLIR's `ControlFlowOps.cpp`):
//! constant conditions and flags, identical successors, pass-through blocks,
//! blocks with a single predecessor, and branches on a condition already
//! decided by the branch that leads to them.

use ods_ir::attrs::{AttrKind, IntValue};
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;

/// `cf.assert %true, "..."` is erased.
pub struct EraseTrueAssert;
impl RewritePattern for EraseTrueAssert {
    fn root(&self) -> Option<&'static str> {
        Some("cf.assert")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let holds = constant_value(ctx, op.operand(ctx, 0)).and_then(|a| a.as_bool(ctx)) == Some(true);
        if holds {
            rw.erase_op(op);
        }
        holds
    }
}

/// Replaces `op` by `cf.br ^dest(operands)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: Vec<Value>) {
    let loc = op.loc(rw.ctx());
    rw.replace_op_with_built(op, |b| crate::BranchOp::build(b, loc, &operands, dest));
}

/// `cf.cond_br %true, ^a, ^b` is `cf.br ^a` (and false: `^b`).
pub struct SimplifyConstCondBranchPred;
impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(c) = constant_value(ctx, op.operand(ctx, 0)).and_then(|a| a.as_bool(ctx)) else { return false };
        if crate::CondBranchOp::cast(ctx, op).is_none() {
            return false;
        }
        let index = if c { 0 } else { 1 };
        let dest = op.successors(ctx)[index];
        let operands = crate::successor_operands(ctx, op, index);
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// `cf.cond_br %c, ^a(%x), ^a(%y)`: `cf.br ^a(%x)` when the operands are
/// the same; otherwise, when this block is `^a`'s only predecessor, the
/// operands that differ are chosen with `arith.select` on `%c`.
pub struct SimplifyCondBranchIdenticalSuccessors;
impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let s = op.successors(ctx);
        let dest = s[0];
        if dest != s[1] {
            return false;
        }
        let (t, f) = (crate::successor_operands(ctx, op, 0), crate::successor_operands(ctx, op, 1));
        if t == f {
            replace_with_br(rw, op, dest, t);
            return true;
        }
        if unique_predecessor(ctx, dest) != op.parent_block(ctx) {
            return false;
        }
        let loc = op.loc(ctx);
        let cond = op.operand(ctx, 0);
        rw.set_insertion_point_before(op);
        let mut merged = Vec::with_capacity(t.len());
        for (x, y) in t.into_iter().zip(f) {
            if x == y {
                merged.push(x);
            } else {
                let ty = x.ty(rw.ctx());
                merged.push(ods_dialect_arith::SelectOp::build(rw, loc, ty, cond, x, y).id().result(rw.ctx(), 0));
            }
        }
        replace_with_br(rw, op, dest, merged);
        true
    }
}

/// The block all of `b`'s predecessors are in, when there is one (MLIR's
/// `getUniquePredecessor`: several edges from one block count once).
fn unique_predecessor(ctx: &Context, b: BlockId) -> Option<BlockId> {
    let mut blocks = b.predecessor_iter(ctx).map(|p| p.parent_block(ctx));
    let first = blocks.next()??;
    blocks.all(|p| p == Some(first)).then_some(first)
}

/// The block of `b`'s only predecessor edge (MLIR's `getSinglePredecessor`:
/// two edges from one block are two predecessors).
fn single_predecessor(ctx: &Context, b: BlockId) -> Option<OpId> {
    let mut preds = b.predecessor_iter(ctx);
    let only = preds.next()?;
    preds.next().is_none().then_some(only)
}

/// A `cf.cond_br` on `%c` in a block reached only from a `cf.cond_br` on
/// the same `%c`: the branch taken is known.
pub struct SimplifyCondBranchFromCondBranchOnSameCondition;
impl RewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(here) = op.parent_block(ctx) else { return false };
        let Some(pred) = single_predecessor(ctx, here) else { return false };
        if pred.name_str(ctx) != "cf.cond_br" || pred.operand(ctx, 0) != op.operand(ctx, 0) {
            return false;
        }
        let index = if pred.successors(ctx)[0] == here { 0 } else { 1 };
        let dest = op.successors(ctx)[index];
        let operands = crate::successor_operands(ctx, op, index);
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// In a successor of `cf.cond_br %c` reached only through that edge, the
/// uses of `%c` by ops of the block become the constant it must be there.
pub struct CondBranchTruthPropagation;
impl RewritePattern for CondBranchTruthPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let cond = op.operand(ctx, 0);
        let loc = op.loc(ctx);
        let dests = [op.successors(ctx)[0], op.successors(ctx)[1]];
        let mut replaced = false;
        for (dest, truth) in dests.into_iter().zip([true, false]) {
            let ctx = rw.ctx();
            if single_predecessor(ctx, dest).is_none() {
                continue;
            }
            let uses: Vec<(OpId, usize)> =
                ctx.uses(cond).filter(|(user, _)| user.parent_block(ctx) == Some(dest)).collect();
            if uses.is_empty() {
                continue;
            }
            replaced = true;
            rw.set_insertion_point_before(op);
            let value = rw.ctx().bool_attr(truth);
            let constant = ods_dialect_arith::ConstantOp::build(rw, loc, value).id().result(rw.ctx(), 0);
            for (user, i) in uses {
                rw.set_operand(user, i, constant);
            }
        }
        replaced
    }
}

/// MLIR's `collapseBranch`: when `dest` holds only `cf.br ^next(args)`,
/// a branch to `dest` may go to `^next` directly, its operands mapped
/// through `dest`'s arguments. Returns the new target and operands.
fn collapse(ctx: &Context, dest: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let ops = dest.ops(ctx);
    let [only] = ops.as_slice() else { return None };
    if only.name_str(ctx) != "cf.br" {
        return None;
    }
    let next = only.successors(ctx)[0];
    if next == dest {
        return None;
    }
    let args = dest.args(ctx);
    let mut mapped = Vec::new();
    for &v in only.operands(ctx) {
        match args.iter().position(|a| *a == v) {
            Some(i) => mapped.push(*operands.get(i)?),
            // Defined outside `dest` (which holds nothing else): it
            // dominates `dest`'s predecessors' successors too.
            None => mapped.push(v),
        }
    }
    Some((next, mapped))
}

/// `cf.br ^a` where `^a` only branches on: branch to the final block.
pub struct SimplifyPassThroughBr;
impl RewritePattern for SimplifyPassThroughBr {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let dest = op.successors(ctx)[0];
        let Some((next, operands)) = collapse(ctx, dest, op.operands(ctx)) else { return false };
        replace_with_br(rw, op, next, operands);
        true
    }
}

/// Each successor of a `cf.cond_br` that only branches on is bypassed.
pub struct SimplifyPassThroughCondBranch;
impl RewritePattern for SimplifyPassThroughCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if crate::CondBranchOp::cast(ctx, op).is_none() {
            return false;
        }
        let s = op.successors(ctx).to_vec();
        let mut targets = Vec::new();
        let mut changed = false;
        for (i, &dest) in s.iter().enumerate() {
            let operands = crate::successor_operands(ctx, op, i);
            match collapse(ctx, dest, &operands) {
                Some(t) => {
                    targets.push(t);
                    changed = true;
                }
                None => targets.push((dest, operands)),
            }
        }
        if !changed {
            return false;
        }
        let loc = op.loc(ctx);
        let cond = op.operand(ctx, 0);
        let weights = op.attr_by_str(ctx, "branch_weights");
        let [(true_dest, true_operands), (false_dest, false_operands)] = &targets[..] else { return false };
        rw.replace_op_with_built(op, |b| {
            let new =
                crate::CondBranchOp::build(b, loc, cond, true_operands, false_operands, None, *true_dest, *false_dest);
            if let Some(w) = weights {
                b.modify_op_in_place(new.id(), |ctx| new.set_branch_weights_attr(ctx, w));
            }
            new
        });
        true
    }
}

/// `cf.br ^a(%x)` where this branch is `^a`'s only predecessor: `^a`'s ops
/// move into the branching block, its arguments replaced by the operands.
pub struct SimplifyBrToBlockWithSinglePred;
impl RewritePattern for SimplifyBrToBlockWithSinglePred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let dest = op.successors(ctx)[0];
        let Some(here) = op.parent_block(ctx) else { return false };
        if dest == here || single_predecessor(ctx, dest) != Some(op) {
            return false;
        }
        // The entry block cannot be merged away.
        if dest.parent_region(ctx).and_then(|r| r.entry_block(ctx)) == Some(dest) {
            return false;
        }
        let operands = op.operands(ctx).to_vec();
        let args = dest.args(ctx).to_vec();
        for (a, v) in args.into_iter().zip(operands) {
            rw.replace_all_uses_with(a, v);
        }
        rw.erase_op(op);
        rw.merge_blocks(dest, here).is_ok()
    }
}

/// `cf.switch` with only a default destination is `cf.br`.
pub struct SimplifySwitchWithOnlyDefault;
impl RewritePattern for SimplifySwitchWithOnlyDefault {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if op.successors(ctx).len() != 1 {
            return false;
        }
        let dest = op.successors(ctx)[0];
        let operands = crate::successor_operands(ctx, op, 0);
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// The parts of a `cf.switch` that its patterns rebuild.
struct Switch {
    flag: Value,
    default_dest: BlockId,
    default_ops: Vec<Value>,
    cases: Vec<crate::SwitchCase>,
}

fn switch_parts(ctx: &Context, op: OpId) -> Option<Switch> {
    let sw = crate::SwitchOp::cast(ctx, op)?;
    Some(Switch {
        flag: op.operand(ctx, 0),
        default_dest: op.successors(ctx)[0],
        default_ops: crate::successor_operands(ctx, op, 0),
        cases: sw.cases(ctx),
    })
}

impl Switch {
    fn replace(self, rw: &mut Rewriter<'_>, op: OpId) {
        crate::SwitchOp::replace(rw, op, self.flag, self.default_dest, self.default_ops, &self.cases);
    }

    /// The destination and operands taken when the flag is `value`.
    fn taken(&self, value: i128) -> (BlockId, Vec<Value>) {
        match self.cases.iter().find(|c| c.value == value) {
            Some(c) => (c.dest, c.operands.clone()),
            None => (self.default_dest, self.default_ops.clone()),
        }
    }
}

/// Cases that branch where the default does, with the same operands, go.
pub struct DropSwitchCasesThatMatchDefault;
impl RewritePattern for DropSwitchCasesThatMatchDefault {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(mut sw) = switch_parts(rw.ctx(), op) else { return false };
        let before = sw.cases.len();
        let (dest, ops) = (sw.default_dest, sw.default_ops.clone());
        sw.cases.retain(|c| c.dest != dest || c.operands != ops);
        if sw.cases.len() == before {
            return false;
        }
        sw.replace(rw, op);
        true
    }
}

/// A `cf.switch` on a constant is a `cf.br` to the case taken.
pub struct SimplifyConstSwitchValue;
impl RewritePattern for SimplifyConstSwitchValue {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let value = match constant_value(ctx, op.operand(ctx, 0)).map(|a| a.kind(ctx)) {
            Some(AttrKind::Integer { value: IntValue::Small(v), .. }) => *v,
            _ => return false,
        };
        let Some(sw) = switch_parts(ctx, op) else { return false };
        let w = sw.flag.ty(ctx).int_or_float_width(ctx).unwrap_or(64);
        let (dest, operands) = sw.taken(ods_ir::attrs::sign_extend(value.get(), w));
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// Each destination of a `cf.switch` that only branches on is bypassed.
pub struct SimplifyPassThroughSwitch;
impl RewritePattern for SimplifyPassThroughSwitch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(mut sw) = switch_parts(ctx, op) else { return false };
        let mut changed = false;
        for c in &mut sw.cases {
            if let Some((dest, operands)) = collapse(ctx, c.dest, &c.operands) {
                (c.dest, c.operands) = (dest, operands);
                changed = true;
            }
        }
        if let Some((dest, operands)) = collapse(ctx, sw.default_dest, &sw.default_ops) {
            (sw.default_dest, sw.default_ops) = (dest, operands);
            changed = true;
        }
        if !changed {
            return false;
        }
        sw.replace(rw, op);
        true
    }
}

/// The `cf.switch` that is the only predecessor of the block of `op`, on
/// the same flag, and the block of `op`.
fn switch_on_same_flag(ctx: &Context, op: OpId) -> Option<(Switch, BlockId)> {
    let here = op.parent_block(ctx)?;
    let pred = single_predecessor(ctx, here)?;
    if pred.name_str(ctx) != "cf.switch" || pred.operand(ctx, 0) != op.operand(ctx, 0) {
        return None;
    }
    Some((switch_parts(ctx, pred)?, here))
}

/// A `cf.switch` reached only through a case of a `cf.switch` on the same
/// flag: the flag is that case's value, so the branch is known.
pub struct SimplifySwitchFromSwitchOnSameCondition;
impl RewritePattern for SimplifySwitchFromSwitchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((pred, here)) = switch_on_same_flag(ctx, op) else { return false };
        if pred.default_dest == here {
            return false;
        }
        let Some(sw) = switch_parts(ctx, op) else { return false };
        let (dest, operands) = match pred.cases.iter().find(|c| c.dest == here) {
            Some(c) => sw.taken(c.value),
            None => (sw.default_dest, sw.default_ops),
        };
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// A `cf.switch` reached only through the default of a `cf.switch` on the
/// same flag: the cases that one takes elsewhere cannot happen here.
pub struct SimplifySwitchFromDefaultSwitchOnSameCondition;
impl RewritePattern for SimplifySwitchFromDefaultSwitchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((pred, here)) = switch_on_same_flag(ctx, op) else { return false };
        if pred.default_dest != here {
            return false;
        }
        let impossible: Vec<i128> = pred.cases.iter().filter(|c| c.dest != here).map(|c| c.value).collect();
        let Some(mut sw) = switch_parts(ctx, op) else { return false };
        let before = sw.cases.len();
        sw.cases.retain(|c| !impossible.contains(&c.value));
        if sw.cases.len() == before {
            return false;
        }
        sw.replace(rw, op);
        true
    }
}
