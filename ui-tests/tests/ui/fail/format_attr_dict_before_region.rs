use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "attr-dict $body")]
pub struct Ex {
    op: OpId,
    body: Region<AnyRegion>,
}

fn main() {}
