use ods_ir::prelude::*;
use ods_macros::{interface, Op};

/// An interface.
#[interface]
pub trait Describe {
    /// Describes the op.
    fn describe(self, ctx: &Context) -> String;
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", interfaces(Describe))]
pub struct Ex {
    op: OpId,
}

fn main() {}
