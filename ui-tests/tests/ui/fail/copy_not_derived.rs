use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    x: Operand<AnyType>,
    r: OpResult<AnyType>,
}

fn main() {}
