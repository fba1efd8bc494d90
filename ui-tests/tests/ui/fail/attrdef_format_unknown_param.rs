use ods_macros::Attr;

/// An attribute.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "a", format = "`<` $vlaue `>`")]
pub struct A {
    value: i64,
}

fn main() {}
