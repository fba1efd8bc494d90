use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t", format = "`<` custom<Foo>(ref($a)) $a `>`")]
pub struct T {
    a: i32,
}

fn main() {}
