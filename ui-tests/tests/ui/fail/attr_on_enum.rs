use ods_macros::Attr;

/// An attribute.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "a")]
pub enum A {
    X,
}

fn main() {}
