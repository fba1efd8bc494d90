use ods_macros::EnumAttr;

/// An enum attribute whose format names no parameter of it.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", attr(name = "ModeAttr", dialect = "test", mnemonic = "mode", format = "`<` $mode `>`"))]
pub enum Mode {
    /// 0.
    A,
    /// 1.
    B,
}

fn main() {}
