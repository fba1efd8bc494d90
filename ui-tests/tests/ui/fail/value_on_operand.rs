use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(value = i64)]
    x: Operand<AnyType>,
    #[op(value = bool)]
    flag: OptionalAttr<UnitAttr>,
}

fn main() {}
