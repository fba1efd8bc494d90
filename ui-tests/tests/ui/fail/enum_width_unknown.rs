use ods_macros::EnumAttr;

/// A bit enum is 8, 16, 32 or 64 bits wide, as MLIR's `I8BitEnum` ..
/// `I64BitEnum`.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit", width = 12)]
pub enum Flags {
    A,
    B,
}

fn main() {}
