use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", has_verifier)]
pub struct Ex {
    op: OpId,
}

impl Ex {
    fn verify(&self) -> bool {
        true
    }
}

fn main() {}
