use ods_macros::Attr;

/// A dialect given as neither a name nor an item.
#[derive(Attr)]
#[attr(dialect = 42, mnemonic = "a")]
pub struct ExAttr;

fn main() {}
