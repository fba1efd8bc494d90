//! A subset of MLIR's `linalg` dialect, defined with the ods macros: the
//! structured ops `linalg.fill`, `linalg.exp` and `linalg.generic`, their
//! terminator `linalg.yield`, and `#linalg.iterator_type<...>`. Being
//! registered, the dialect refuses its ops that are not defined here, as
//! mlir-opt does its unknown ones.
//!
//! A structured op reads its `ins` and writes its `outs` (the inits of
//! [`DestinationStyleOpInterface`]) element by element; its single-block
//! region computes one element, from block arguments of the element types.
//! The named ops (`fill`, `exp`) build that region themselves when parsed
//! from their custom form, as MLIR's region builders do.

#![warn(missing_docs)]

mod structured;

use ods_ir::effects::{EffectInstance, MemoryEffectOpInterface, MemoryEffectOpInterfaceVTable};
use ods_ir::interfaces::{DestinationStyleOpInterface, DestinationStyleOpInterfaceVTable};
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::{Attr, EnumAttr, Op};

pub use structured::is_structured;

ods_ir::dialect! {
    /// The linalg dialect (a subset): structured ops on tensors and buffers.
    pub LINALG_DIALECT: name = "linalg", summary = "Linear algebra ops (a subset)",
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// How a loop of a structured op iterates (MLIR's `utils::IteratorType`).
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", summary = "Iterator type", cpp_namespace = "::mlir::utils", attr_info)]
pub enum IteratorType {
    /// Iterations are independent.
    #[case(value = 0, str = "parallel")]
    Parallel,
    /// Iterations accumulate into the same element.
    #[case(value = 1, str = "reduction")]
    Reduction,
}

/// Iterator type
///
/// MLIR's `EnumAttr<Linalg_Dialect, IteratorType, "iterator_type">`:
/// `#linalg.iterator_type<parallel>`.
#[derive(Attr)]
#[attr(dialect = LINALG_DIALECT, mnemonic = "iterator_type", name = "IteratorTypeEnum", format = "`<` $value `>`")]
pub struct IteratorTypeAttr {
    value: IteratorType,
}

ods_ir::typed_array_attr!(
    /// `IteratorTypeArrayAttr`: `[#linalg.iterator_type<parallel>]`.
    pub IteratorTypeArrayAttr, IteratorTypeAttr, "Iterator type should be an enum."
);

/// Linalg yield operation
///
/// Ends the region of a structured op with the values of the elements it
/// computes, one per init:
///
/// ```mlir
/// linalg.yield %f0, %f1 : f32, f32
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "linalg.yield", traits(Pure, ReturnLike, Terminator), custom_assembly, has_verifier)]
pub struct YieldOp {
    op: OpId,
    /// The element values.
    values: Variadic<AnyType>,
}

impl YieldOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.pos();
        let operands = p.parse_operand_list()?;
        p.parse_optional_attr_dict(state)?;
        let types = if operands.is_empty() {
            Vec::new()
        } else {
            p.parse_punct(ods_ir::parse::lexer::Tok::Colon)?;
            p.parse_type_list()?
        };
        p.resolve_operands(&operands, &types, at, &mut state.operands)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let values = op.operands(ctx).to_vec();
        if !values.is_empty() {
            p.write(" ");
            p.print_operands(&values);
        }
        p.print_optional_attr_dict(op, &[]);
        if !values.is_empty() {
            p.write(" : ");
            let types: Vec<Type> = values.iter().map(|v| v.ty(ctx)).collect();
            p.print_types(&types);
        }
    }
    /// One value per init of the enclosing structured op, of the init's
    /// element type (MLIR's `verifyYield`).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(parent) = op.parent_op(ctx).filter(|&p| is_structured(ctx, p)) else {
            return Err(op_error(ctx, op, "expected parent op with LinalgOp interface"));
        };
        let inits = structured::inits(ctx, parent);
        let values = op.operands(ctx);
        if values.len() != inits.len() {
            let msg = format!(
                "expected number of yield values ({}) to match the number of inits / outs operands of the \
                 enclosing LinalgOp ({})",
                values.len(),
                inits.len()
            );
            return Err(op_error(ctx, op, msg));
        }
        for (k, (&v, i)) in values.iter().zip(inits).enumerate() {
            let expected = structured::element_type_or_self(ctx, parent.operand(ctx, i).ty(ctx));
            if v.ty(ctx) != expected {
                let msg = format!(
                    "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic \
                     op ('{}')",
                    k + 1,
                    ods_ir::print::type_to_string(ctx, v.ty(ctx)),
                    ods_ir::print::type_to_string(ctx, expected)
                );
                return Err(op_error(ctx, op, msg));
            }
        }
        Ok(())
    }
}

/// Fills the output tensor with the given value.
///
/// Works for arbitrary ranked output tensors since the operation performs
/// scalar accesses only and is thus rank polymorphic. The value operand
/// type must match the element type of the output.
///
/// ```mlir
/// %0 = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "linalg.fill",
    traits(AttrSizedOperandSegments, SingleBlockImplicitTerminator("linalg.yield"), RecursiveMemoryEffects),
    interfaces(DestinationStyleOpInterface, MemoryEffectOpInterface),
    custom_assembly,
    has_folder,
    has_verifier,
    has_region_verifier
)]
pub struct FillOp {
    op: OpId,
    /// The value to fill with.
    inputs: Variadic<AnyType>,
    /// The tensor or buffer to fill.
    outputs: Variadic<AnyShaped>,
    /// The filled tensors.
    result_tensors: VariadicResult<AnyRankedTensor>,
    /// Yields the value.
    region: Region<AnyRegion>,
}

/// Applies exp(x) elementwise.
///
/// No numeric casting is performed on the input operand.
///
/// ```mlir
/// %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "linalg.exp",
    traits(AttrSizedOperandSegments, SingleBlockImplicitTerminator("linalg.yield"), RecursiveMemoryEffects),
    interfaces(DestinationStyleOpInterface, MemoryEffectOpInterface),
    custom_assembly,
    has_folder,
    has_verifier,
    has_region_verifier
)]
pub struct ExpOp {
    op: OpId,
    /// The operand.
    inputs: Variadic<AnyType>,
    /// Where the result goes.
    outputs: Variadic<AnyShaped>,
    /// The results, on tensors.
    result_tensors: VariadicResult<AnyRankedTensor>,
    /// Computes `math.exp` of an element.
    region: Region<AnyRegion>,
}

/// Generic Linalg op form where the key properties of the computation are
/// specified as attributes.
///
/// `indexing_maps` maps the loops to the elements of each operand,
/// `iterator_types` says how each loop iterates, and the region computes
/// the elements of the inits from those of all operands:
///
/// ```mlir
/// %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
///     ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
/// ^bb0(%in: f32, %out: f32):
///   %1 = arith.addf %in, %out : f32
///   linalg.yield %1 : f32
/// } -> tensor<4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "linalg.generic",
    traits(AttrSizedOperandSegments, SingleBlockImplicitTerminator("linalg.yield"), RecursiveMemoryEffects),
    interfaces(DestinationStyleOpInterface, MemoryEffectOpInterface),
    custom_assembly,
    asm_block_arg_names,
    has_folder,
    has_canonicalizer,
    has_verifier,
    has_region_verifier
)]
pub struct GenericOp {
    op: OpId,
    /// What it reads.
    inputs: Variadic<AnyType>,
    /// The inits it writes.
    outputs: Variadic<AnyShaped>,
    /// One map per operand, from the loops to the operand's element.
    indexing_maps: Attribute<AffineMapArrayAttr>,
    /// One per loop.
    iterator_types: Attribute<IteratorTypeArrayAttr>,
    /// Documentation.
    doc: OptionalAttr<StrAttr>,
    /// The library function it may lower to.
    library_call: OptionalAttr<StrAttr>,
    /// The results, on tensors.
    result_tensors: VariadicResult<AnyRankedTensor>,
    /// Computes the elements.
    region: Region<AnyRegion>,
}

macro_rules! structured_impls {
    ($($op:ident),*) => {$(
        impl DestinationStyleOpInterface for $op {
            /// The `outputs` group.
            fn dps_inits(self, ctx: &Context) -> std::ops::Range<usize> {
                let start = self.inputs(ctx).len();
                start..start + self.outputs(ctx).len()
            }
        }
        impl $op {
            /// Reads the sources of the `memref.cast`s of ranked memrefs
            /// (MLIR's `foldMemRefCast`).
            fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
                if ods_dialect_memref::fold_memref_cast(ctx, self.id(), None) {
                    FoldResult::InPlace
                } else {
                    FoldResult::Failure
                }
            }
        }
        impl MemoryEffectOpInterface for $op {
            fn effects(self, ctx: &Context) -> Vec<EffectInstance> {
                structured::effects(ctx, self.id())
            }
        }
    )*};
}

structured_impls!(FillOp, ExpOp, GenericOp);

impl FillOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        structured::parse_named(p, state, 2, structured::fill_body)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        structured::print_named(p, self.id());
    }
    /// DPS, then the fill value's type is the output's element type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        ods_ir::interfaces::verify_destination_style(ctx, op, self.dps_inits(ctx))?;
        if let (Some(&value), Some(&out)) = (self.inputs(ctx).first(), self.outputs(ctx).first()) {
            let (v, e) = (value.ty(ctx), structured::element_type_or_self(ctx, out.ty(ctx)));
            if v != e {
                let msg = format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    ods_ir::print::type_to_string(ctx, v),
                    ods_ir::print::type_to_string(ctx, e)
                );
                return Err(op_error(ctx, op, msg));
            }
        }
        Ok(())
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        structured::verify(ctx, self.id())
    }
}

impl ExpOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        structured::parse_named(p, state, 2, structured::exp_body)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        structured::print_named(p, self.id());
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_ir::interfaces::verify_destination_style(ctx, self.id(), self.dps_inits(ctx))
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        structured::verify(ctx, self.id())
    }
}

impl GenericOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(structured::EraseIdentityGeneric);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        structured::parse_generic(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        structured::print_generic(p, self.id());
    }
    /// `%in` for the arguments of the inputs, `%out` for those of the inits.
    fn asm_block_arg_names(self, ctx: &Context, region: RegionId, set: &mut dyn FnMut(Value, &str)) {
        let Some(entry) = region.entry_block(ctx) else { return };
        let inputs = self.inputs(ctx).len();
        for (i, &a) in entry.args(ctx).iter().enumerate().take(inputs + self.outputs(ctx).len()) {
            set(a, if i < inputs { "in" } else { "out" });
        }
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_ir::interfaces::verify_destination_style(ctx, self.id(), self.dps_inits(ctx))
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        structured::verify(ctx, self.id())
    }
}
