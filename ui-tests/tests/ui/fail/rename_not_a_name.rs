use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(rename = "fast math")]
    fast_math: Attribute<I64Attr>,
}

fn main() {}
