use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(SameOperandsAndResultType))]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyType>,
}

fn main() {}
