use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(AllShapesMatch("lhs", "rsh")))]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyShaped>,
    rhs: Operand<AnyShaped>,
    result: OpResult<AnyShaped>,
}

fn main() {}
