use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "my type")]
pub struct T;

fn main() {}
