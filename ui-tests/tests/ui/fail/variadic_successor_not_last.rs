use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(Terminator))]
pub struct Ex {
    op: OpId,
    a: VariadicSuccessor,
    b: Successor,
}

fn main() {}
