//! Every field kind, with the generated accessors and builder used, under
//! `deny(warnings, missing_docs)`: generated code adds no lint.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

/// Every field kind
///
/// The description of the op: it becomes the docs of the generated items.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.kinds", traits(AttrSizedOperandSegments, AttrSizedResultSegments))]
pub struct KindsOp {
    op: OpId,
    /// A single operand.
    a: Operand<AnyInteger>,
    /// An optional operand.
    b: Optional<Index>,
    /// A variadic operand.
    c: Variadic<AnyType>,
    /// A required attribute.
    count: Attribute<I64Attr>,
    /// An optional attribute.
    label: OptionalAttr<StrAttr>,
    /// A default-valued, confined attribute.
    #[op(default = 4)]
    width: DefaultValuedAttr<Confined<I64Attr, (IntMinValue<1>, IntMaxValue<64>)>>,
    /// A single result.
    r: OpResult<AnyInteger>,
    /// An optional result.
    s: OptionalResult<F32>,
    /// A variadic result, left unnamed (its values print numbered).
    #[op(unnamed)]
    t: VariadicResult<AnyType>,
    /// A region.
    body: Region<SizedRegion<1>>,
    /// Any number of regions.
    rest: VariadicRegion<AnyRegion>,
}

/// A terminator with successors.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.branch", traits(Terminator))]
pub struct BranchOp {
    op: OpId,
    /// The first destination.
    first: Successor,
    /// Other destinations.
    others: VariadicSuccessor,
}

/// Raw identifiers are op field names without the `r#`.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.raw", format = "$in attr-dict `:` type($in) `to` type($type)")]
pub struct RawOp {
    op: OpId,
    r#in: Operand<AnyType>,
    r#type: OpResult<AnyType>,
}

fn use_accessors(ctx: &mut Context, k: KindsOp, b: BranchOp, r: RawOp) {
    let _: Value = k.a(ctx);
    let _: Option<Value> = k.b(ctx);
    let _: &[Value] = k.c(ctx);
    let _: i64 = k.count(ctx);
    let _: Option<&str> = k.label(ctx);
    let _: i64 = k.width(ctx);
    let _: Option<Attr> = k.width_attr(ctx);
    k.set_width(ctx, 8);
    k.remove_label(ctx);
    let _: Value = k.r(ctx);
    let _: Option<Value> = k.s(ctx);
    let _: ValueRange = k.t(ctx);
    let _: RegionId = k.body(ctx);
    let _: &[RegionId] = k.rest(ctx);
    let _: BlockId = b.first(ctx);
    let _: &[BlockId] = b.others(ctx);
    let _: Value = r.r#in(ctx);
    let _: Value = r.r#type(ctx);
    let _: OpId = k.id();
    let _: Option<KindsOp> = KindsOp::cast(ctx, k.id());
    let adaptor = KindsOpAdaptor::new(&[]);
    let _: &[Value] = adaptor.values;
}

#[allow(clippy::too_many_arguments)]
fn use_builder(bl: &mut Builder<'_>, loc: Location, ty: Type, v: Value, dest: BlockId) {
    let _ = KindsOp::build(bl, loc, ty, None, &[], v, None, &[v], 3, Some("x"), None, 2);
    let _ = BranchOp::build(bl, loc, dest, &[dest]);
    let _ = RawOp::build(bl, loc, ty, v);
}

fn main() {
    let _ = use_accessors;
    let _ = use_builder;
}
