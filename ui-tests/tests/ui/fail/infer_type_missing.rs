use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(InferTypeOpInterface))]
pub struct Ex {
    op: OpId,
    r: OpResult<AnyType>,
}

fn main() {}
