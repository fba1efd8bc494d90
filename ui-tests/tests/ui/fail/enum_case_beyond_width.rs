use ods_macros::EnumAttr;

/// A case of an 8-bit bit enum whose value needs more bits.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit", width = 8)]
pub enum Flags {
    #[case(value = 1)]
    Low,
    #[case(value = 256)]
    High,
}

fn main() {}
