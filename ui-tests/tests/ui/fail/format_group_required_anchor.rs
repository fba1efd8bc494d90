use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "(`with` $x^)? attr-dict `:` type($x)")]
pub struct Ex {
    op: OpId,
    x: Operand<AnyType>,
}

fn main() {}
