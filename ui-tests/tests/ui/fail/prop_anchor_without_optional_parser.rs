use ods_ir::prelude::*;
use ods_macros::Op;

/// A property value that cannot be read optionally.
#[derive(Clone, PartialEq, Default)]
pub struct Tag(pub i64);
impl PropertyValue for Tag {
    fn summary() -> String {
        "tag".into()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        ctx.i64_attr(self.0)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        attr.as_i64(ctx).map(Tag).ok_or_else(|| conversion_error("expected an integer"))
    }
    fn parse(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Self> {
        p.parse_i64().map(Tag)
    }
    fn print(&self, p: &mut ods_ir::print::Printer<'_>) {
        p.write(&self.0.to_string());
    }
}

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex", format = "($x^)? attr-dict")]
pub struct Ex {
    op: OpId,
    #[op(default = Tag(1))]
    x: DefaultValuedProp<Tag>,
}

fn main() {}
