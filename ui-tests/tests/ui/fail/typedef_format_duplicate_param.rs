use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` $a `,` $a `>`")]
pub struct T {
    a: i32,
}

fn main() {}
