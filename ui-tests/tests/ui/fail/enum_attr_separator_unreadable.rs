use ods_macros::EnumAttr;

/// MLIR reads the flags of a bit enum between `|` or `,` only.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "bit", separator = " + ")]
pub enum E {
    Read,
    Write,
}

fn main() {}
