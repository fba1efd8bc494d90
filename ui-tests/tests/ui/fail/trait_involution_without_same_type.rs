use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(Involution))]
pub struct Ex {
    op: OpId,
    x: Operand<AnyType>,
    r: OpResult<AnyType>,
}

fn main() {}
