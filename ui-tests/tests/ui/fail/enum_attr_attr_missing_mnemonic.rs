use ods_macros::EnumAttr;

/// An enum with an attribute that has no mnemonic.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", attr(name = "ModeAttr", dialect = "test"))]
pub enum Mode {
    /// 0.
    A,
    /// 1.
    B,
}

fn main() {}
