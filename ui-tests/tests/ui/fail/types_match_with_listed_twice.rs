use ods_ir::prelude::*;
use ods_macros::Op;

/// The identity.
pub fn same(_ctx: &Context, t: Type) -> Type {
    t
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ex",
    traits(TypesMatchWith("same", "a", "b", "same"), TypesMatchWith("same", "a", "b", "same"))
)]
pub struct Ex {
    op: OpId,
    a: Operand<AnyType>,
    b: OpResult<AnyType>,
}

fn main() {}
