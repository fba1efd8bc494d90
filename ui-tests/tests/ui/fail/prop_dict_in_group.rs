use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "(`a` prop-dict^)? attr-dict")]
pub struct Ex {
    op: OpId,
    x: Property<i64>,
}

fn main() {}
