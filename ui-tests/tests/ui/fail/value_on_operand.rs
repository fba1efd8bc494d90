use ods_ir::prelude::*;
use ods_macros::Op;

/// `value` declares an attribute's value type: an operand has none.
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
