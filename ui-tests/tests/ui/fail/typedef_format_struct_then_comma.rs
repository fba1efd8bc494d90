use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` struct($a) `,` $b `>`")]
pub struct T {
    a: Option<i32>,
    b: i32,
}

fn main() {}
