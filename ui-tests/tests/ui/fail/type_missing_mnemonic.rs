use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test")]
pub struct T;

fn main() {}
