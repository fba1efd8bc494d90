use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::prop_constant!(
    /// Three.
    pub Three: i64 = 3
);

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    x: Property<ConstantProp<String, Three>>,
}

fn main() {}
