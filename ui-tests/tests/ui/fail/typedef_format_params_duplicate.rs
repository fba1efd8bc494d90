use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` $a `,` params `>`")]
pub struct T {
    a: i32,
    b: i32,
}

fn main() {}
