use ods_macros::Type;

/// A type.
#[derive(Type)]
#[attr(dialect = "test", mnemonic = "t")]
pub struct T;

fn main() {}
