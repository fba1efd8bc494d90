use ods_macros::EnumAttr;

/// `attr_form` (MLIR's `EnumPropWithAttrForm`) reads the enum's attribute,
/// which this enum does not declare.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit", width = 32, prop(attr_form))]
pub enum Flags {
    #[case(value = 0, str = "none")]
    None,
    #[case(value = 1, str = "nsw")]
    Nsw,
}

fn main() {}
