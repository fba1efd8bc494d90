use ods_macros::EnumAttr;

/// A `NamedEnumProp` mnemonic must be one bare identifier to be read back.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", prop(mnemonic = "over-flow"))]
pub enum Mode {
    Fast,
    Slow,
}

fn main() {}
