//! Forms a definition may take beyond the ODS spelling: ops named by their
//! Rust type in traits, a single `Confined` predicate without a tuple, an
//! enum default given by its case keyword, an op naming its dialect's
//! static.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// A comparison predicate.
#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]
#[enum_attr(kind = "i64")]
pub enum Pred {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
}

/// Rounding flags.
#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]
#[enum_attr(kind = "bit")]
pub enum Flags {
    /// No flag.
    #[case(value = 0)]
    None,
    /// Fast.
    Fast,
    /// Exact.
    Exact,
}

ods_ir::dialect! {
    /// A dialect of one op.
    pub PASS_DIALECT: name = "pass"
}

/// An op that names its dialect by path.
#[derive(Op, Clone, Copy)]
#[op(name = "pass.nop", dialect = PASS_DIALECT)]
pub struct NopOp {
    op: OpId,
}

/// The terminator of `test.loop`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.yield", traits(Terminator, HasParent(LoopOp)), format = "attr-dict")]
pub struct YieldOp {
    op: OpId,
}

/// A loop whose body ends with `test.yield`, created implicitly.
#[derive(Op, Clone, Copy)]
#[op(name = "test.loop", traits(SingleBlockImplicitTerminator(YieldOp), ParentOneOf(LoopOp, "builtin.module")),
     format = "$body attr-dict")]
pub struct LoopOp {
    op: OpId,
    /// Iterations.
    #[op(default = 1)]
    count: DefaultValuedAttr<Confined<I64Attr, IntMinValue<1>>>,
    /// A single predicate needs no tuple.
    #[op(default = 0)]
    start: DefaultValuedAttr<Confined<I64Attr, IntNonNegative>>,
    /// The comparison.
    #[op(default = "ne")]
    pred: DefaultValuedAttr<Pred>,
    /// Flags.
    #[op(default = "fast")]
    flags: DefaultValuedAttr<Flags>,
    body: Region<SizedRegion<1>>,
}

fn main() {}
