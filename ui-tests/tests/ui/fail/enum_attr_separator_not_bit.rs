use ods_macros::EnumAttr;

/// An integer enum has no separator: one case is one value.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "i32", separator = ", ")]
pub enum E {
    A,
    B,
}

fn main() {}
