use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "custom<Groups>($groups, type($groups)) attr-dict")]
pub struct Ex {
    op: OpId,
    #[op(segments = "sizes")]
    groups: VariadicOfVariadic<AnyType>,
    sizes: Attribute<DenseI32ArrayAttr>,
}

fn main() {}
