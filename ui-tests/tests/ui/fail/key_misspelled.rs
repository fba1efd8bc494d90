use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(nmae = "test.ex")]
pub struct Ex {
    op: OpId,
}

fn main() {}
