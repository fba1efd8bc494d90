use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {
    /// The dialect.
    pub EX_DIALECT: name = "ex"
}

/// An op naming a dialect static that does not exist.
#[derive(Op, Clone, Copy)]
#[op(name = "ex.x", dialect = EXX_DIALECT)]
pub struct Ex {
    op: OpId,
}

fn main() {}
