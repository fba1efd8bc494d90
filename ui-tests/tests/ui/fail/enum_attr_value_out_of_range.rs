use ods_macros::EnumAttr;

/// An enum.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "i32")]
pub enum E {
    A,
    #[case(value = 5000000000)]
    B,
}

fn main() {}
