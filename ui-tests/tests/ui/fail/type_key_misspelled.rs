use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonc = "t")]
pub struct T;

fn main() {}
