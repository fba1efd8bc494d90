use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", verify)]
pub struct T {
    a: i32,
}

fn main() {}
