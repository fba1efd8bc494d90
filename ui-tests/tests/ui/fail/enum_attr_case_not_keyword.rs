use ods_macros::EnumAttr;

/// An enum.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "i32")]
pub enum E {
    #[case(str = "round nearest")]
    RoundNearest,
    Up,
}

fn main() {}
