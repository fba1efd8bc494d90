use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` (`,` $a^ $b^)? `>`")]
pub struct T {
    a: Option<i32>,
    b: Option<i32>,
}

fn main() {}
