use ods_macros::Type;

/// A type.
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "t")]
pub struct T {
    #[param(rename = "address space")]
    a: i32,
}

fn main() {}
