use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    value: Attribute<I64Attr>,
    #[op(rename = "value")]
    other: Attribute<I64Attr>,
}

fn main() {}
