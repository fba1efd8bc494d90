use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "(`with` $x^ $a)? attr-dict `:` type($x) type($a)")]
pub struct Ex {
    op: OpId,
    a: Operand<AnyType>,
    x: Optional<AnyType>,
}

fn main() {}
