//! Branches between blocks (MLIR's `BranchOpInterface`): which operands of
//! a terminator are forwarded to which successor's arguments. Region
//! simplification reads it to erase block arguments nothing uses together
//! with the operands that feed them; ops without it keep every argument of
//! their successors.

use crate::context::{Context, OpId, Value};
use crate::diag::Diagnostic;
use std::ops::Range;

/// A terminator that forwards operands to the arguments of its successors.
#[ods_macros::interface]
pub trait BranchOpInterface {
    /// The positions among the op's operands of those forwarded to
    /// successor `index`, one per argument of that block.
    fn successor_operand_range(self, ctx: &Context, index: usize) -> Range<usize>;
    /// Replaces the operands forwarded to successor `index` (the op's
    /// operand segments follow).
    fn set_successor_operands(self, ctx: &mut Context, index: usize, operands: &[Value]);
    /// The ranges of every successor in order; override it when computing
    /// each range alone costs more than a walk over all of them (as for a
    /// switch, whose case ranges add up the ones before).
    fn successor_operand_ranges(self, ctx: &Context) -> Vec<Range<usize>> {
        let op = self.op();
        (0..op.successors(ctx).len()).map(|i| Self::from_op_unchecked(op).successor_operand_range(ctx, i)).collect()
    }
}

/// MLIR's `BranchOpInterface` verifier: every successor is given as many
/// operands as its block has arguments, of the same types (worded without
/// the op's name, as MLIR's). The generic
/// verifier runs it on every op that implements the interface, before the
/// op's own verifier.
pub fn verify_successor_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // Most ops have no successor: no interface lookup for them.
    if op.successors(ctx).is_empty() {
        return Ok(());
    }
    let Some(branch) = BranchOpInterfaceOp::get(ctx, op) else { return Ok(()) };
    let operands = op.operands(ctx);
    let ranges = branch.successor_operand_ranges(ctx);
    for (i, (&dest, range)) in op.successors(ctx).iter().zip(ranges).enumerate() {
        let forwarded = operands.get(range).unwrap_or_default();
        let args = dest.args(ctx);
        if forwarded.len() != args.len() {
            let msg = format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                forwarded.len(),
                args.len()
            );
            return Err(Diagnostic::error(op.loc(ctx), msg).about(op));
        }
        if let Some(k) = forwarded.iter().zip(args).position(|(v, a)| v.ty(ctx) != a.ty(ctx)) {
            let msg = format!("type mismatch for bb argument #{k} of successor #{i}");
            return Err(Diagnostic::error(op.loc(ctx), msg).about(op));
        }
    }
    Ok(())
}

impl BranchOpInterfaceOp {
    /// The operands forwarded to successor `index`.
    pub fn successor_operands(self, ctx: &Context, index: usize) -> Vec<Value> {
        let range = self.successor_operand_range(ctx, index);
        self.op.operands(ctx).get(range).map(<[Value]>::to_vec).unwrap_or_default()
    }

    /// The successor and argument that operand `operand` is forwarded to,
    /// if it is a successor operand (MLIR's `getSuccessorBlockArgument`).
    pub fn successor_block_argument(self, ctx: &Context, operand: usize) -> Option<Value> {
        let successors = self.op.successors(ctx);
        (0..successors.len()).find_map(|i| {
            let range = self.successor_operand_range(ctx, i);
            let at = operand.checked_sub(range.start).filter(|_| range.contains(&operand))?;
            successors[i].args(ctx).get(at).copied()
        })
    }
}
