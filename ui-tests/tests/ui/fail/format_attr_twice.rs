use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "$value $value attr-dict `:` type($result)")]
pub struct Ex {
    op: OpId,
    value: Attribute<I64Attr>,
    result: OpResult<AnyType>,
}

fn main() {}
