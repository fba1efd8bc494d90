use ods_macros::EnumAttr;

/// A bit enum.
#[derive(EnumAttr, Clone, Copy)]
#[enum_attr(kind = "bit")]
pub enum E {
    #[case(str = "round nearest")]
    RoundNearest,
    Up,
}

fn main() {}
