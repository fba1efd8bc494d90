use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t")]
pub struct T {
    x: std::time::Duration,
}

fn main() {}
