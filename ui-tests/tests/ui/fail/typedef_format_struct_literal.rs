use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` struct($a, `x`) `>`")]
pub struct T {
    a: i32,
}

fn main() {}
