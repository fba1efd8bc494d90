use ods_ir::prelude::*;
use ods_macros::Attr;

/// An attribute.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "a", format = "`<` $v `>`")]
pub struct A {
    #[param(self_type, default = ctx.index_type())]
    ty: Type,
    v: i64,
}

fn main() {}
