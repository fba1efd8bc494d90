use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op: the conflicting traits in the other order.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(SingleBlockImplicitTerminator("test.yield"), NoTerminator))]
pub struct Ex {
    op: OpId,
    body: Region<AnyRegion>,
}

fn main() {}
