//! Declarative rewrite rules: every form of source and result pattern.
#![deny(warnings, missing_docs)]

use ods_ir::ods::drr::constant;
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
    flag: Attribute<UnitAttr>,
    result: OpResult<I64>,
}

fn is_zero(ctx: &Context, a: Attr) -> bool {
    a.as_bool(ctx) == Some(false)
}

fn same_type(ctx: &Context, a: Value, b: Value) -> bool {
    a.ty(ctx) == b.ty(ctx)
}

fn small(_: &Context, v: i64) -> bool {
    v < 10
}

fn double(_: &mut Builder<'_>, v: i64) -> i64 {
    v * 2
}

pattern! {
    /// neg(neg(x)) -> x
    pub NegNeg: (NegOp (NegOp $x)) => $x;

    /// add(x, 0) -> x, with a native matcher and a predicate.
    pub AddZero: (AddOp $x, (constant $c)) => $x where (is_zero $c);

    /// add(x, x) with field names (a name bound twice) and a benefit.
    pub AddSame: (AddOp lhs = $x, rhs = $x) => (AddOp lhs = $x, rhs = $x) add_benefit 2;

    /// add(neg(x), neg(y)) -> neg(add(x, y)), a nested result op.
    pub AddNegs:
        (AddOp (NegOp $x), (NegOp $y)) => (NegOp (AddOp $x, $y))
        where (same_type $x, $y);

    /// pair(x) -> [neg(x), x]: several results.
    pub PairSplit: (PairOp:$p $x) => [(NegOp $x), $x];

    /// cst(v) -> cst(2v) with a native call, a constrained argument and a
    /// Rust expression.
    pub CstDouble: (CstOp small:$v, _) => (CstOp (double $v), { true });

    /// Matching any op defining the operand.
    pub NegOfCst: (NegOp:$n (CstOp $v, $f)) => (CstOp { -1 }, $f);
}

fn main() {
    let mut set = PatternSet::default();
    set.add(NegNeg);
    set.add(AddZero);
    set.add(AddSame);
    set.add(AddNegs);
    set.add(PairSplit);
    set.add(CstDouble);
    set.add(NegOfCst);
    assert_eq!(set.len(), 7);
    assert_eq!(NegNeg.benefit(), 2);
    assert_eq!(AddSame.benefit(), 3);
    assert_eq!(NegNeg.root(), Some("t.neg"));
}
