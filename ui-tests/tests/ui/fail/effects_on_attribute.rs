use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(effects(MemWrite))]
    count: Attribute<I64Attr>,
    /// A symbol reference may carry effects (on the symbol it names).
    #[op(effects(MemRead))]
    callee: Attribute<FlatSymbolRefAttr>,
}

fn main() {}
