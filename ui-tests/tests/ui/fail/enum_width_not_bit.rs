use ods_macros::EnumAttr;

/// `width` sets a bit enum's width; an integer enum's is its kind's.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", width = 8)]
pub enum Mode {
    Fast,
    Slow,
}

fn main() {}
