use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "(`with` $v^)? attr-dict")]
pub struct Ex {
    op: OpId,
    v: Attribute<I64Attr>,
}

fn main() {}
