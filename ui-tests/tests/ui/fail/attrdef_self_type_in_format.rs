use ods_ir::prelude::*;
use ods_macros::Attr;

/// An attribute.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "a", format = "`<` $v `:` $ty `>`")]
pub struct A {
    #[param(self_type = AnyShaped)]
    ty: Type,
    v: i64,
}

fn main() {}
