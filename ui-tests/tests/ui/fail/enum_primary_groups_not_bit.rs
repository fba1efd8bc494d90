use ods_macros::EnumAttr;

/// `primary_groups` is how a bit enum prints its groups.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64", primary_groups)]
pub enum Mode {
    Fast,
    Slow,
}

fn main() {}
