use ods_ir::prelude::*;
use ods_macros::Op;

/// An attribute constraint of one's own: a predicate on any attribute, read
/// with the generic attribute parser (as ODS's `Attr<CPred<...>>`).
pub struct Positive;
impl AttrConstraint for Positive {
    type Value<'a> = Attr;
    fn summary() -> String {
        "positive integer".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v > 0)
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "($value^)? `:` type($result) attr-dict")]
pub struct Ex {
    op: OpId,
    value: OptionalAttr<Positive>,
    result: OpResult<AnyType>,
}

fn main() {}
