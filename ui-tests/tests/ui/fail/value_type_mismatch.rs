use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// A predicate.
#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]
pub enum Pred {
    Eq,
    Ne,
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(value = i64)]
    pred: Attribute<Pred>,
}

fn main() {}
