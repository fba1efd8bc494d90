use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// A comparison.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Predicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
}

/// An op whose declared value type is not its constraint's.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(value = i64)]
    pred: Attribute<Predicate>,
}

fn main() {}
