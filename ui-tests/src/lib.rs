//! The lint case: op, type, attribute, enum, interface and constraint
//! definitions in a library under
//! `#![deny(warnings, missing_docs)]` (and `cargo clippy -- -D warnings`),
//! so generated code must add no warning, no undocumented public item and
//! no clippy lint. The compile-fail and pass cases live in `tests/`.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::{Attr, EnumAttr, Op, Type};

ods_ir::dialect! {
    /// The lint dialect.
    pub LINT_DIALECT: name = "lint", summary = "Generated code under deny(warnings, missing_docs)"
}

/// A dialect type.
#[derive(Type)]
#[ty(dialect = "lint", mnemonic = "token")]
pub struct TokenType;

/// A dialect attribute.
#[derive(Attr)]
#[attr(dialect = "lint", mnemonic = "mark")]
pub struct MarkAttr;

/// A comparison predicate.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64")]
pub enum Predicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
}

/// A user trait.
pub struct Checked;
impl OpTrait for Checked {
    const NAME: &'static str = "Checked";
}

/// Every field kind
///
/// With segment traits, a default-valued attribute and an enum attribute.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.kinds", traits(AttrSizedOperandSegments, AttrSizedResultSegments, Checked))]
pub struct KindsOp {
    op: OpId,
    /// A single operand.
    a: Operand<AnyInteger>,
    /// An optional operand.
    b: Optional<Index>,
    /// A variadic operand.
    c: Variadic<AnyType>,
    /// A predicate.
    pred: Attribute<Predicate>,
    /// An optional attribute.
    label: OptionalAttr<StrAttr>,
    /// A default-valued attribute.
    #[op(default = 4)]
    width: DefaultValuedAttr<Confined<I64Attr, (IntMinValue<1>,)>>,
    /// A result.
    r: OpResult<AnyInteger>,
    /// An optional result.
    s: OptionalResult<F32>,
    /// Variadic results.
    t: VariadicResult<AnyType>,
    /// A region.
    body: Region<SizedRegion<1>>,
    /// More regions.
    rest: VariadicRegion<AnyRegion>,
}

/// Binary addition with every hook
#[derive(Op, Clone, Copy)]
#[op(
    name = "lint.add",
    traits(Commutative, Pure, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct AddOp {
    op: OpId,
    /// Left.
    lhs: Operand<AnySignlessInteger>,
    /// Right.
    rhs: Operand<AnySignlessInteger>,
    /// Sum.
    result: OpResult<AnySignlessInteger>,
}

impl AddOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(self, _ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        FoldResult::Failure
    }
    fn canonicalization_patterns(_set: &mut PatternSet) {}
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "sum");
    }
}

/// A constant with an inferred type.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.constant", traits(ConstantLike, Pure, InferTypeOpInterface), format = "attr-dict $value")]
pub struct ConstantOp {
    op: OpId,
    /// The value.
    value: Attribute<TypedAttr>,
    /// The constant.
    result: OpResult<AnyType>,
}

impl ConstantOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let v = input.attr(ctx, "value").ok_or_else(|| input.error("requires attribute 'value'"))?;
        v.ty(ctx).map(|t| vec![t]).ok_or_else(|| input.error("untyped"))
    }
}

/// A branch.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.br", traits(Terminator), format = "$dest `,` `[` $others `]` attr-dict")]
pub struct BrOp {
    op: OpId,
    /// The destination.
    dest: Successor,
    /// Others.
    others: VariadicSuccessor,
}

/// A container with an implicit terminator and a buildable dialect type.
#[derive(Op, Clone, Copy)]
#[op(
    name = "lint.container",
    traits(SingleBlockImplicitTerminator("lint.end"), NoRegionArguments, RecursiveMemoryEffects),
    format = "attr-dict-with-keyword $body",
    has_region_verifier
)]
pub struct ContainerOp {
    op: OpId,
    /// The token.
    #[op(buildable)]
    token: OpResult<TokenType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

impl ContainerOp {
    fn verify_regions(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The terminator of `lint.container`.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.end", traits(Terminator, HasParent("lint.container")), format = "attr-dict")]
pub struct EndOp {
    op: OpId,
}

/// Hand-written syntax.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.custom", custom_assembly)]
pub struct CustomOp {
    op: OpId,
    /// Inputs.
    x: Variadic<AnyType>,
}

impl CustomOp {
    fn parse(_p: &mut OpParser<'_, '_>, _state: &mut OperationState) -> PResult<()> {
        Ok(())
    }
    fn print(self, _p: &mut OpPrinter<'_, '_>) {}
}

/// A type with parameters: `!lint.vec<width, elt>`.
#[derive(Type)]
#[ty(dialect = "lint", mnemonic = "vec")]
pub struct VecType {
    width: i64,
    elt: Type,
}

/// An attribute with parameters: `#lint.span<lo, hi>`.
#[derive(Attr)]
#[attr(dialect = "lint", mnemonic = "span")]
pub struct SpanAttr {
    lo: i64,
    hi: i64,
}

ods_ir::type_constraint!(
    /// A user type constraint.
    pub WideInteger, "integer wider than 8 bits",
    |ctx, t| t.is_integer(ctx) && t.int_or_float_width(ctx).is_some_and(|w| w > 8)
);

/// An op interface.
#[ods_macros::interface]
pub trait Describe {
    /// A description of the op.
    fn describe(self, ctx: &Context) -> String;
}

/// An op with the interface, a parametric type and a user constraint.
#[derive(Op, Clone, Copy)]
#[op(name = "lint.labelled", interfaces(Describe), format = "$x attr-dict `:` type($x) `->` type($v)")]
pub struct LabelledOp {
    op: OpId,
    /// An input.
    x: Operand<WideInteger>,
    /// A vector.
    v: OpResult<VecType>,
}

impl Describe for LabelledOp {
    fn describe(self, _ctx: &Context) -> String {
        "lint.labelled".to_string()
    }
}
