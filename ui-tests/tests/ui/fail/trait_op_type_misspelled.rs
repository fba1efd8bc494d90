use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(SingleBlockImplicitTerminator(YeildOp)))]
pub struct Ex {
    op: OpId,
    body: Region<SizedRegion<1>>,
}

fn main() {}
