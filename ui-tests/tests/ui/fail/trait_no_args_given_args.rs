use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(Commutative(2), Pure))]
pub struct Ex {
    op: OpId,
}

fn main() {}
