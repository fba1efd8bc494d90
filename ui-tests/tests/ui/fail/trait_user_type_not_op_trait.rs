use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(NotATrait))]
pub struct Ex {
    op: OpId,
}

/// Not an `OpTrait`.
pub struct NotATrait;

fn main() {}
