use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "custom<Pair>($lhs, $rhs) attr-dict `:` type(operands) `->` type(results)")]
pub struct Ex {
    op: OpId,
    lhs: Operand<AnyType>,
    rhs: Operand<AnyType>,
    result: OpResult<AnyType>,
}

fn parse_pair(_x: u32) {}

fn print_pair() {}

fn main() {}
