use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "$value `:` type($result) attr-dict")]
pub struct Ex {
    op: OpId,
    value: Attribute<AnyAttr>,
    result: OpResult<AnyType>,
}

fn main() {}
