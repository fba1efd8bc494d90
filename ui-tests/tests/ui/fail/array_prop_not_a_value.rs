use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    x: Property<ArrayProp<f32>>,
}

fn main() {}
