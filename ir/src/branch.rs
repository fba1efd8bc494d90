//! Branches between blocks (MLIR's `BranchOpInterface`): which operands of
//! a terminator are forwarded to which successor's arguments. Region
//! simplification reads it to erase block arguments nothing uses together
//! with the operands that feed them; ops without it keep every argument of
//! their successors.

use crate::context::{Context, Value};
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
