use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(effects(MemRead, MemRaed))]
    input: Operand<AnyType>,
    #[op(effects(Allocate))]
    output: OpResult<AnyType>,
}

fn main() {}
