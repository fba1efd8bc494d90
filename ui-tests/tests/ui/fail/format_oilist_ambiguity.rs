use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", traits(AttrSizedOperandSegments), format = "oilist(`a` $x | `b` $y) oilist(`b` $z | `c`) attr-dict `:` type(operands)")]
pub struct Ex {
    op: OpId,
    x: Optional<AnyType>,
    y: Optional<AnyType>,
    z: Optional<AnyType>,
}

fn main() {}
