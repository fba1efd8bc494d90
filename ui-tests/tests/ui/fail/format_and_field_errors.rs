use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "$lhs `,` $rhs `:` type(operands) `->` type($result)")]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyType>,
    rhs: Operandd<AnyType>,
    result: OpResult<AnyType>,
}

fn main() {}
