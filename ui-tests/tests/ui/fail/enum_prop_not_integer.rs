use ods_macros::EnumAttr;

/// A string enum cannot be an enum property (MLIR's `EnumProp` stores an
/// integer).
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "string", prop)]
pub enum Mode {
    #[case(str = "fast")]
    Fast,
}

fn main() {}
