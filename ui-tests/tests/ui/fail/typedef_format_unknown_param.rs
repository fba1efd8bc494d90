use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` $widht `>`")]
pub struct T {
    width: i32,
}

fn main() {}
