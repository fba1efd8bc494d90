use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(nmae = "test.ex", traits(Comutative))]
pub struct Ex {
    x: Operandd<AnyType>,
    #[op(default = 1)]
    y: Attribute<I64Attr>,
}

fn main() {}
