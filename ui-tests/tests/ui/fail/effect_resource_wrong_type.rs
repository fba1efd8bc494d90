use ods_ir::prelude::*;
use ods_macros::Op;

/// Not a resource.
pub const MY_RESOURCE: &str = "<Mine>";

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(effects(MemRead(MY_RESOURCE)))]
    input: Operand<AnyType>,
}

fn main() {}
