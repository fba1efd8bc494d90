use ods_ir::prelude::*;
use ods_macros::{pattern, Op};

/// Addition.
#[derive(Op, Clone, Copy)]
#[op(name = "t.add", traits(Pure, SameOperandsAndResultType))]
pub struct AddOp {
    op: OpId,
    lhs: Operand<AnyInteger>,
    rhs: Operand<AnyInteger>,
    result: OpResult<AnyInteger>,
}

/// Negation.
#[derive(Op, Clone, Copy)]
#[op(name = "t.neg", traits(Pure, SameOperandsAndResultType))]
pub struct NegOp {
    op: OpId,
    x: Operand<AnyInteger>,
    result: OpResult<AnyInteger>,
}

/// Two results.
#[derive(Op, Clone, Copy)]
#[op(name = "t.pair")]
pub struct PairOp {
    op: OpId,
    x: Operand<AnyInteger>,
    first: OpResult<AnyInteger>,
    second: OpResult<AnyInteger>,
}

/// A constant.
#[derive(Op, Clone, Copy)]
#[op(name = "t.cst")]
pub struct CstOp {
    op: OpId,
    value: Attribute<I64Attr>,
    result: OpResult<I64>,
}

pattern! {
    /// A rule.
    pub Bad: (AddOp lhs = $x, right = $y) => (AddOp $y, $x);
}

fn main() {}
