//! Canonicalization patterns of the cf ops (MLIR's `ControlFlowOps.cpp`):
//! constant conditions, identical successors, pass-through blocks and
//! blocks with a single predecessor.

use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;

use crate::BranchOpInterface;

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
        let Some(br) = crate::CondBranchOp::cast(ctx, op) else { return false };
        let index = if c { 0 } else { 1 };
        let dest = op.successors(ctx)[index];
        let operands = br.successor_operands(ctx, index);
        replace_with_br(rw, op, dest, operands);
        true
    }
}

/// `cf.cond_br %c, ^a(%x), ^a(%x)` is `cf.br ^a(%x)`.
pub struct SimplifySameTargetCondBranch;
impl RewritePattern for SimplifySameTargetCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(br) = crate::CondBranchOp::cast(ctx, op) else { return false };
        let s = op.successors(ctx);
        let (t, f) = (br.successor_operands(ctx, 0), br.successor_operands(ctx, 1));
        if s[0] != s[1] || t != f {
            return false;
        }
        let dest = s[0];
        replace_with_br(rw, op, dest, t);
        true
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
        let Some(br) = crate::CondBranchOp::cast(ctx, op) else { return false };
        let s = op.successors(ctx).to_vec();
        let mut targets = Vec::new();
        let mut changed = false;
        for (i, &dest) in s.iter().enumerate() {
            let operands = br.successor_operands(ctx, i);
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
                new.set_branch_weights_attr(b.ctx_mut(), w);
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
        if dest == here || dest.predecessors(ctx) != [op] {
            return false;
        }
        // The entry block cannot be merged away.
        if dest.parent_region(ctx).and_then(|r| r.entry_block(ctx)) == Some(dest) {
            return false;
        }
        let operands = op.operands(ctx).to_vec();
        let args = dest.args(ctx).to_vec();
        let moved = dest.ops(ctx);
        for (a, v) in args.into_iter().zip(operands) {
            rw.replace_all_uses_with(a, v);
        }
        rw.erase_op(op);
        let ctx = rw.ctx_mut();
        for o in &moved {
            ctx.detach_op(*o);
            ctx.append_op(here, *o);
        }
        let _ = ctx.erase_block(dest);
        for o in moved {
            rw.notify_modified(o);
        }
        true
    }
}
