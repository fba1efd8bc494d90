use ods_ir::prelude::*;
use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub struct Ex {
    op: OpId,
    #[op(segments = "group_sizes")]
    groups: VariadicOfVariadic<AnyType>,
    group_size: Attribute<DenseI32ArrayAttr>,
}

fn main() {}
