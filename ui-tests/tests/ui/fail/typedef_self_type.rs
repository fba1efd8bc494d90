use ods_ir::prelude::*;
use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` $v `>`")]
pub struct T {
    #[param(self_type)]
    ty: Type,
    v: i64,
}

fn main() {}
