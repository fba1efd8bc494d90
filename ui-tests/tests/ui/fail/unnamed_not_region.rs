use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    /// Only regions and results are left unnamed.
    #[op(unnamed)]
    input: Operand<AnyType>,
    /// Unnamed, so not renamed.
    #[op(unnamed, rename = "body")]
    region: Region<AnyRegion>,
}

fn main() {}
