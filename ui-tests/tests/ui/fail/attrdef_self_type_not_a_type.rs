use ods_macros::Attr;

/// An attribute.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "a", format = "`<` $v `>`")]
pub struct A {
    #[param(self_type)]
    ty: i64,
    v: i64,
}

fn main() {}
