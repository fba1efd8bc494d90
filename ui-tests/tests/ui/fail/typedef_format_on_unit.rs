use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` `>`")]
pub struct T;

fn main() {}
