use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {
    /// The dialect.
    pub EX_DIALECT: name = "ex"
}

/// An op whose name's prefix is not the dialect it names by path.
#[derive(Op, Clone, Copy)]
#[op(name = "ee.x", dialect = EX_DIALECT)]
pub struct Ex {
    op: OpId,
}

fn main() {}
