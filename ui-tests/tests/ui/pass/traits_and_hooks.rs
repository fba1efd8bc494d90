//! Native, parametric and user traits, and every hook.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

/// A user trait.
pub struct EvenOperands;
impl OpTrait for EvenOperands {
    const NAME: &'static str = "EvenOperands";
}

/// A parametric user trait.
pub struct AtMost<const N: usize>;
impl<const N: usize> OpTrait for AtMost<N> {
    const NAME: &'static str = "AtMost";
}

/// A container with an implicit terminator.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.container",
    traits(IsolatedFromAbove, SingleBlockImplicitTerminator("ui.end"), NoRegionArguments, SymbolTable, AffineScope,
           AutomaticAllocationScope, RecursiveMemoryEffects, NRegions(1)),
    has_region_verifier,
    format = "attr-dict-with-keyword $body"
)]
pub struct ContainerOp {
    op: OpId,
    /// The body.
    body: Region<SizedRegion<1>>,
}

impl ContainerOp {
    fn verify_regions(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The terminator of `ui.container`.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.end", traits(Terminator, ReturnLike, HasParent("ui.container"), Pure, NOperands(0)), format = "attr-dict")]
pub struct EndOp {
    op: OpId,
}

/// Arithmetic with every hook.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.add",
    traits(Commutative, Pure, Idempotent, SameOperandsAndResultType, EvenOperands, AtMost(2), AllTypesMatch("lhs", "result")),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct AddOp {
    op: OpId,
    lhs: Operand<AnySignlessInteger>,
    rhs: Operand<AnySignlessInteger>,
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

/// A constant whose result type is inferred.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.constant", traits(ConstantLike, Pure, InferTypeOpInterface), format = "attr-dict $value")]
pub struct ConstantOp {
    op: OpId,
    value: Attribute<TypedAttr>,
    result: OpResult<AnyType>,
}

impl ConstantOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let v = input.attr(ctx, "value").ok_or_else(|| input.error("requires attribute 'value'"))?;
        v.ty(ctx).map(|t| vec![t]).ok_or_else(|| input.error("untyped"))
    }
}

/// Hand-written syntax.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.custom", custom_assembly, default_dialect = "ui", skip_default_builders)]
pub struct CustomOp {
    op: OpId,
    x: Variadic<AnyType>,
}

impl CustomOp {
    fn parse(_p: &mut OpParser<'_, '_>, _state: &mut OperationState) -> PResult<()> {
        Ok(())
    }
    fn print(self, _p: &mut OpPrinter<'_, '_>) {}
}

/// The part type of a complex type.
pub fn part_of(ctx: &Context, t: Type) -> Type {
    t.element_type(ctx).unwrap_or(t)
}

/// Two operands whose types come from the result's, one constraint each.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.make_pair",
    traits(
        TypesMatchWith("first part matches", "pair", "first", "part_of"),
        // The transform as a path, which rustc resolves.
        TypesMatchWith("second part matches", "pair", "second", part_of)
    ),
    format = "$first `,` $second attr-dict `:` type($pair)"
)]
pub struct MakePairOp {
    op: OpId,
    /// The first part.
    first: Operand<AnyType>,
    /// The second part.
    second: Operand<AnyType>,
    /// The pair.
    pair: OpResult<AnyType>,
}

fn main() {}
