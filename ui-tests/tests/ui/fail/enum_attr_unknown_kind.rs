use ods_macros::EnumAttr;

/// An enum.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "u8")]
pub enum E {
    A,
}

fn main() {}
