use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(Terminator), format = "attr-dict")]
pub struct Ex {
    op: OpId,
    dest: Successor,
}

fn main() {}
