use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(nmae = "test.ex", format = "$lsh `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)")]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyType>,
    rhs: Operand<AnyType>,
    result: OpResult<AnyType>,
}

fn main() {}
