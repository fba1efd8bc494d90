use ods_macros::EnumAttr;

/// A misspelt option of `prop(...)`.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", prop(mnemonics = "mode"))]
pub enum Mode {
    Fast,
    Slow,
}

fn main() {}
