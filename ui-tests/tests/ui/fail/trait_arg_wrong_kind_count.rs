use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(NOperands("2")))]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyType>,
    rhs: Operand<AnyType>,
    result: OpResult<AnyType>,
}

fn main() {}
