use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// A predicate.
#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]
#[enum_attr(kind = "i64")]
pub enum Pred {
    Eq,
    Ne,
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(default = "eqq")]
    pred: DefaultValuedAttr<Pred>,
}

fn main() {}
