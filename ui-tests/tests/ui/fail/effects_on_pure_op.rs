use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(Pure))]
pub struct Ex {
    op: OpId,
    #[op(effects(MemRead))]
    input: Operand<AnyType>,
}

fn main() {}
