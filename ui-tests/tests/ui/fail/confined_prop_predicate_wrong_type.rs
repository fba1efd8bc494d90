use ods_ir::prelude::*;
use ods_macros::Op;

/// Positive integers.
pub struct Positive;
impl PropPredicate<i64> for Positive {
    fn holds(v: &i64) -> bool {
        *v > 0
    }
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    x: Property<ConfinedProp<String, Positive>>,
}

fn main() {}
