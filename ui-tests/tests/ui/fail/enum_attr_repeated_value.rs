use ods_macros::EnumAttr;

/// An enum.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "i32")]
pub enum E {
    #[case(value = 1)]
    A,
    #[case(value = 1)]
    B,
}

fn main() {}
