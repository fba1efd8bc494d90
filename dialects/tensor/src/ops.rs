//! The tensor ops beyond cast/reshape/extract/dim: creation (`empty`,
//! `from_elements`, `generate`, `splat`), element and slice insertion and
//! extraction, reassociative reshapes, `pad`, `gather`/`scatter`, `rank`,
//! `bitcast` and `concat`, with MLIR 22's verifiers and messages.

// MLIR's operand names (`dynamicSizes`) are the accessor names.
#![allow(non_snake_case)]

use crate::{type_str, DYNAMIC};
use ods_ir::interfaces::{ParallelCombiningOpInterface, ParallelCombiningOpInterfaceVTable};
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

/// An error on the op without the `'name' op` prefix (MLIR's
/// `Operation::emitError`).
pub(crate) fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(op.loc(ctx), msg.into());
    d.op = Some(op);
    d
}

/// The shape of a ranked type (empty for others).
fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    t.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The dense `i64` array of attribute `name` (empty when absent).
fn i64_array(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    op.attr_by_str(ctx, name).map(|a| DenseI64ArrayAttr::value(ctx, a).to_vec()).unwrap_or_default()
}

// ----- custom<DynamicIndexList> -----

pub(crate) use ods_ir::view::{parse_dynamic_index_list, print_dynamic_index_list};

// ----- slices -----

/// The operand groups and static lists of an offset-size-stride op.
struct SliceParts {
    offsets: (Vec<i64>, usize),
    sizes: (Vec<i64>, usize),
    strides: (Vec<i64>, usize),
}

impl SliceParts {
    fn of(ctx: &Context, op: OpId, dynamic: [usize; 3]) -> SliceParts {
        SliceParts {
            offsets: (i64_array(ctx, op, "static_offsets"), dynamic[0]),
            sizes: (i64_array(ctx, op, "static_sizes"), dynamic[1]),
            strides: (i64_array(ctx, op, "static_strides"), dynamic[2]),
        }
    }

    /// MLIR's `verifyOffsetSizeAndStrideOp` with every list of length `rank`.
    fn verify(&self, ctx: &Context, op: OpId, rank: usize) -> Result<(), Diagnostic> {
        let (o, s, t) = (self.offsets.0.len(), self.sizes.0.len(), self.strides.0.len());
        if !(o == 1 && rank == 1) && o != s {
            return Err(plain_error(
                ctx,
                op,
                format!("expected mixed offsets rank to match mixed sizes rank ({o} vs {s}) so the rank of the result type is well-formed."),
            ));
        }
        if s != t {
            return Err(plain_error(
                ctx,
                op,
                format!("expected mixed sizes rank to match mixed strides rank ({s} vs {t}) so the rank of the result type is well-formed."),
            ));
        }
        ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "offset", rank, &self.offsets.0, self.offsets.1)?;
        ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "size", rank, &self.sizes.0, self.sizes.1)?;
        ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "stride", rank, &self.strides.0, self.strides.1)?;
        if let Some(x) = self.offsets.0.iter().find(|x| **x < 0 && **x != DYNAMIC) {
            return Err(plain_error(ctx, op, format!("expected offsets to be non-negative, but got {x}")));
        }
        if let Some(x) = self.sizes.0.iter().find(|x| **x < 0 && **x != DYNAMIC) {
            return Err(plain_error(ctx, op, format!("expected sizes to be non-negative, but got {x}")));
        }
        Ok(())
    }

    /// MLIR's `verifyInBoundsSlice`: static offsets and slice ends within
    /// the static extents of `shape`.
    fn verify_in_bounds(&self, ctx: &Context, op: OpId, shape: &[i64]) -> Result<(), Diagnostic> {
        for (i, &extent) in shape.iter().enumerate() {
            if extent == DYNAMIC {
                continue;
            }
            let (off, size, stride) = (self.offsets.0[i], self.sizes.0[i], self.strides.0[i]);
            if off != DYNAMIC && off >= extent {
                return Err(plain_error(ctx, op, format!("offset {i} is out-of-bounds: {off} >= {extent}")));
            }
            if off == DYNAMIC || size == DYNAMIC || stride == DYNAMIC || size <= 0 {
                continue;
            }
            let last = off + (size - 1) * stride;
            if last >= extent {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("slice along dimension {i} runs out-of-bounds: {last} >= {extent}"),
                ));
            }
        }
        Ok(())
    }
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original` dropped
/// to get `reduced` (only unit dimensions may go), if any.
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && reduced[r] == d {
            r += 1;
        } else if d == 1 {
            dropped.push(i);
        } else {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// Extract slice operation
///
/// The `extract_slice` operation extracts a tensor from another tensor as
/// specified by the operation's offsets, sizes and strides arguments; the
/// result may drop unit dimensions (rank reduction).
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.extract_slice",
    traits(Pure, AttrSizedOperandSegments),
    format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    has_verifier,
    asm_result_names,
    has_folder,
    has_canonicalizer
)]
pub struct ExtractSliceOp {
    op: OpId,
    /// The tensor sliced.
    source: Operand<AnyRankedTensor>,
    /// The dynamic offsets.
    offsets: Variadic<Index>,
    /// The dynamic sizes.
    sizes: Variadic<Index>,
    /// The dynamic strides.
    strides: Variadic<Index>,
    /// The offsets (`kDynamic` for operands).
    static_offsets: Attribute<DenseI64ArrayAttr>,
    /// The sizes.
    static_sizes: Attribute<DenseI64ArrayAttr>,
    /// The strides.
    static_strides: Attribute<DenseI64ArrayAttr>,
    /// The slice.
    result: OpResult<AnyRankedTensor>,
}

impl ExtractSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let src = self.source(ctx).ty(ctx);
        let shape = shape_of(ctx, src);
        let parts = SliceParts::of(ctx, op, [self.offsets(ctx).len(), self.sizes(ctx).len(), self.strides(ctx).len()]);
        parts.verify(ctx, op, shape.len())?;
        let e = src.element_type(ctx).expect("ranked");
        verify_rank_reduced(ctx, op, &parts.sizes.0, e, self.result(ctx).ty(ctx))?;
        parts.verify_in_bounds(ctx, op, &shape)
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "extracted_slice");
    }
}

/// MLIR's `isRankReducedType` and `produceSliceErrorMsg`: `actual` must be
/// `tensor<sizes x e>` with some unit dimensions dropped.
fn verify_rank_reduced(ctx: &Context, op: OpId, sizes: &[i64], e: Type, actual: Type) -> Result<(), Diagnostic> {
    let a = shape_of(ctx, actual);
    if a.len() > sizes.len() {
        return Err(plain_error(ctx, op, "expected rank to be smaller or equal to the other rank. "));
    }
    if rank_reduction_mask(sizes, &a).is_none() {
        return Err(plain_error(
            ctx,
            op,
            format!("expected type to be {} or a rank-reduced version. (size mismatch) ", tensor_text(ctx, sizes, e)),
        ));
    }
    if actual.element_type(ctx) != Some(e) {
        return Err(plain_error(ctx, op, format!("expected element type to be {}", type_str(ctx, e))));
    }
    Ok(())
}

/// Insert slice operation
///
/// The `insert_slice` operation inserts a tensor `source` into another
/// tensor `dest` as specified by the operation's offsets, sizes and strides
/// arguments; it returns the updated `dest`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.insert_slice",
    traits(
        Pure,
        AttrSizedOperandSegments,
        TypesMatchWith("expected result type to match dest type", "dest", "result", "crate::same_type")
    ),
    format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    has_verifier,
    asm_result_names,
    has_folder,
    has_canonicalizer
)]
pub struct InsertSliceOp {
    op: OpId,
    /// The slice inserted.
    source: Operand<AnyRankedTensor>,
    /// The tensor inserted into.
    dest: Operand<AnyRankedTensor>,
    /// The dynamic offsets.
    offsets: Variadic<Index>,
    /// The dynamic sizes.
    sizes: Variadic<Index>,
    /// The dynamic strides.
    strides: Variadic<Index>,
    /// The offsets (`kDynamic` for operands).
    static_offsets: Attribute<DenseI64ArrayAttr>,
    /// The sizes.
    static_sizes: Attribute<DenseI64ArrayAttr>,
    /// The strides.
    static_strides: Attribute<DenseI64ArrayAttr>,
    /// The updated tensor.
    result: OpResult<AnyRankedTensor>,
}

/// The checks shared by `insert_slice` and `parallel_insert_slice`.
fn verify_insert_slice(
    ctx: &Context,
    op: OpId,
    source: Type,
    dest: Type,
    dynamic: [usize; 3],
) -> Result<(), Diagnostic> {
    let shape = shape_of(ctx, dest);
    let parts = SliceParts::of(ctx, op, dynamic);
    parts.verify(ctx, op, shape.len())?;
    let e = dest.element_type(ctx).expect("ranked");
    verify_rank_reduced(ctx, op, &parts.sizes.0, e, source)?;
    parts.verify_in_bounds(ctx, op, &shape)
}

impl InsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let dynamic = [self.offsets(ctx).len(), self.sizes(ctx).len(), self.strides(ctx).len()];
        verify_insert_slice(ctx, self.id(), self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx), dynamic)
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "inserted_slice");
    }
}

/// Specify the tensor slice update of a single thread of a parent
/// ParallelCombiningOpInterface op.
///
/// The `parallel_insert_slice` yields a subset tensor value to its parent
/// ParallelCombiningOpInterface (`scf.forall.in_parallel`).
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.parallel_insert_slice",
    traits(AttrSizedOperandSegments),
    format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    has_verifier,
    has_canonicalizer,
    interfaces(ParallelCombiningOpInterface)
)]
pub struct ParallelInsertSliceOp {
    op: OpId,
    /// The slice inserted.
    source: Operand<AnyRankedTensor>,
    /// The shared tensor inserted into.
    dest: Operand<AnyRankedTensor>,
    /// The dynamic offsets.
    offsets: Variadic<Index>,
    /// The dynamic sizes.
    sizes: Variadic<Index>,
    /// The dynamic strides.
    strides: Variadic<Index>,
    /// The offsets (`kDynamic` for operands).
    static_offsets: Attribute<DenseI64ArrayAttr>,
    /// The sizes.
    static_sizes: Attribute<DenseI64ArrayAttr>,
    /// The strides.
    static_strides: Attribute<DenseI64ArrayAttr>,
}

impl ParallelCombiningOpInterface for ParallelInsertSliceOp {
    /// The destination (operand 1).
    fn updated_destinations(self, _: &Context) -> Vec<usize> {
        vec![1]
    }
}

impl ParallelInsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let parent = op.parent_op(ctx).map(|p| p.name_str(ctx).to_string());
        if parent.as_deref() != Some("scf.forall.in_parallel") {
            return Err(op_error(ctx, op, "expected ParallelCombiningOpInterface parent, got:"));
        }
        let dynamic = [self.offsets(ctx).len(), self.sizes(ctx).len(), self.strides(ctx).len()];
        verify_insert_slice(ctx, op, self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx), dynamic)
    }
}

// ----- creation -----

/// The number of dynamic extents of a ranked type.
fn dynamic_dims(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).iter().filter(|d| **d == DYNAMIC).count()
}

/// Empty tensor operation
///
/// `tensor.empty` is an operation that defines a tensor of a particular
/// shape whose contents are unspecified; one operand per dynamic extent.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.empty",
    traits(Pure),
    format = "`(`$dynamicSizes`)` attr-dict `:` type($result)",
    has_verifier,
    has_canonicalizer
)]
pub struct EmptyOp {
    op: OpId,
    /// The dynamic extents.
    dynamicSizes: Variadic<Index>,
    /// The tensor.
    result: OpResult<AnyRankedTensor>,
}

impl EmptyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (has, expected) = (self.dynamicSizes(ctx).len(), dynamic_dims(ctx, self.result(ctx).ty(ctx)));
        if has != expected {
            return Err(op_error(
                ctx,
                self.id(),
                format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
}

/// Tensor from elements operation.
///
/// Create a N-D tensor from a range of same-type arguments, in row-major
/// order.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.from_elements",
    traits(Pure),
    custom_assembly,
    has_verifier,
    asm_result_names,
    has_folder,
    has_canonicalizer
)]
pub struct FromElementsOp {
    op: OpId,
    /// The elements, in row-major order.
    elements: Variadic<AnyType>,
    /// The tensor.
    result: OpResult<StaticShapeTensorOf<AnyType>>,
}

impl FromElementsOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.pos();
        let operands = p.parse_operand_list()?;
        p.parse_attr_dict_directive(state, false)?;
        p.parse_punct(Tok::Colon)?;
        let ty_at = p.pos();
        let ty = p.parse_type()?;
        if !matches!(ty.kind(p.ctx()), TypeKind::RankedTensor { .. }) {
            let s = type_str(p.ctx(), ty);
            return Err(
                p.error_at(ty_at, format!("invalid kind of type specified: expected builtin.tensor, but found {s}"))
            );
        }
        let ctx = p.ctx();
        let n = ods_ir::attrs::num_elements(ctx, ty).unwrap_or(0);
        let e = ty.element_type(ctx).expect("ranked");
        if operands.len() != n {
            return Err(p.error_at(
                at,
                format!("number of operands and types do not match: got {} operands and {n} types", operands.len()),
            ));
        }
        let mut values = Vec::new();
        p.resolve_operands(&operands, &vec![e; n], at, &mut values)?;
        state.operands.extend(values);
        state.result_types.push(ty);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let elements = self.elements(ctx).to_vec();
        let ty = self.result(ctx).ty(ctx);
        // As MLIR's format `$elements attr-dict ...`: the space before the
        // elements stays when there are none.
        p.write(" ");
        p.print_operands(&elements);
        p.print_optional_attr_dict(self.id(), &[]);
        p.write(" : ");
        p.print_type(ty);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = self.result(ctx).ty(ctx);
        let n = ods_ir::attrs::num_elements(ctx, ty).unwrap_or(0);
        let e = ty.element_type(ctx);
        let elements = self.elements(ctx);
        if elements.len() != n || elements.iter().any(|v| Some(v.ty(ctx)) != e) {
            return Err(op_error(ctx, self.id(), "failed to verify that operand types match result element type"));
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "from_elements");
    }
}

/// Creates a dynamically sized tensor from elements
///
/// This operation creates a dynamically sized tensor with elements of any
/// type; its body computes the element at each index.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.generate",
    traits(RecursiveMemoryEffects, SingleBlockImplicitTerminator("tensor.yield")),
    format = "$dynamicExtents $body attr-dict `:` type($result)",
    has_verifier,
    has_canonicalizer,
    has_region_verifier,
    asm_result_names
)]
pub struct GenerateOp {
    op: OpId,
    /// The dynamic extents.
    dynamicExtents: Variadic<Index>,
    /// The tensor.
    result: OpResult<AnyRankedTensor>,
    /// Computes one element from its indices.
    body: Region<SizedRegion<1>>,
}

/// The value yielded by the terminator of a one-block region.
fn yielded_type(ctx: &Context, r: RegionId) -> Option<Type> {
    let block = r.entry_block(ctx)?;
    let term = block.ops(ctx).last().copied()?;
    (term.name_str(ctx) == "tensor.yield" && term.num_operands(ctx) == 1).then(|| term.operand(ctx, 0).ty(ctx))
}

impl GenerateOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (has, expected) = (self.dynamicExtents(ctx).len(), dynamic_dims(ctx, self.result(ctx).ty(ctx)));
        if has != expected {
            return Err(op_error(
                ctx,
                self.id(),
                format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let ty = self.result(ctx).ty(ctx);
        let body = self.body(ctx);
        let Some(block) = body.entry_block(ctx) else { return Ok(()) };
        let args = block.args(ctx);
        if !args.iter().all(|a| a.ty(ctx).is_index(ctx)) {
            return Err(plain_error(ctx, op, "all body arguments must be index"));
        }
        if args.len() != shape_of(ctx, ty).len() {
            return Err(plain_error(ctx, op, "must have one body argument per input dimension"));
        }
        if yielded_type(ctx, body) != ty.element_type(ctx) {
            return Err(op_error(
                ctx,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "generated");
    }
}

/// Terminator for generate operation.
///
/// This operation is used to yield a single value from a within a region.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.yield",
    traits(Pure, ReturnLike, Terminator, HasParent("tensor.generate", "tensor.pad")),
    format = "$value attr-dict `:` type($value)"
)]
pub struct YieldOp {
    op: OpId,
    /// The element.
    value: Operand<AnyType>,
}

/// Tensor splat or broadcast operation
///
/// Broadcast the operand to all elements of the result tensor; one index
/// operand per dynamic extent.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.splat",
    traits(
        Pure,
        TypesMatchWith("operand type matches element type of result", "aggregate", "input", "crate::element_type_of")
    ),
    format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
    has_verifier,
    asm_result_names,
    has_folder
)]
pub struct SplatOp {
    op: OpId,
    /// The element.
    input: Operand<AnyType>,
    /// The dynamic extents.
    dynamicSizes: Variadic<Index>,
    /// The tensor.
    aggregate: OpResult<AnyRankedTensor>,
}

impl SplatOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (has, expected) = (self.dynamicSizes(ctx).len(), dynamic_dims(ctx, self.aggregate(ctx).ty(ctx)));
        if has != expected {
            return Err(op_error(
                ctx,
                self.id(),
                format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "splat");
    }
}

// ----- elements -----

/// Element insertion operation
///
/// The `tensor.insert` op inserts a scalar into a ranked tensor `dest` as
/// specified by the operation's indices; it returns the updated tensor.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.insert",
    traits(
        Pure,
        InferTypeOpInterface,
        TypesMatchWith("result type matches type of dest", "dest", "result", "crate::same_type"),
        TypesMatchWith("scalar type matches element type of dest", "dest", "scalar", "crate::element_type_of")
    ),
    format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
    has_verifier,
    asm_result_names,
    has_folder
)]
pub struct InsertOp {
    op: OpId,
    /// The element.
    scalar: Operand<AnyType>,
    /// The tensor.
    dest: Operand<AnyRankedTensor>,
    /// The position.
    indices: Variadic<Index>,
    /// The updated tensor.
    result: OpResult<AnyRankedTensor>,
}

impl InsertOp {
    /// The result has the type of `dest` (MLIR: `TypesMatchWith<"result
    /// type matches type of dest">`).
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let dest = input.operands.get(1).ok_or_else(|| input.error("expected a dest operand"))?;
        Ok(vec![dest.ty(ctx)])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if shape_of(ctx, self.dest(ctx).ty(ctx)).len() != self.indices(ctx).len() {
            return Err(op_error(ctx, self.id(), "incorrect number of indices"));
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "inserted");
    }
}

/// Rank operation
///
/// The `tensor.rank` operation takes a tensor operand and returns its rank.
#[derive(Op, Clone, Copy)]
#[op(name = "tensor.rank", traits(Pure), format = "$tensor attr-dict `:` type($tensor)", has_folder, asm_result_names)]
pub struct RankOp {
    op: OpId,
    /// The tensor.
    tensor: Operand<AnyTensor>,
    /// Its rank.
    result: OpResult<Index>,
}

impl RankOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let t = self.tensor(ctx).ty(ctx);
        match t.rank(ctx) {
            Some(r) if matches!(t.kind(ctx), TypeKind::RankedTensor { .. }) => {
                let a = ctx.index_attr(r as i64);
                FoldResult::Results(vec![FoldValue::Attr(a)])
            }
            _ => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "rank");
    }
}

// ----- casts and concat -----

ods_ir::type_constraint!(
    /// A tensor of integers or floats (the operands of `tensor.bitcast`).
    pub BitcastTensor,
    "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    |ctx, t| t.is_tensor(ctx) && t.element_type(ctx).is_some_and(|e| e.is_integer(ctx) || e.is_float(ctx)),
    class Tensor
);

/// Tensor bitcast operation
///
/// Bitcast a tensor from one type to another type of equivalent element
/// width.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.bitcast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    has_verifier,
    has_folder,
    has_canonicalizer
)]
pub struct BitcastOp {
    op: OpId,
    /// The tensor.
    source: Operand<BitcastTensor>,
    /// The reinterpreted tensor.
    dest: OpResult<BitcastTensor>,
}

/// `bitcast(bitcast(x))` is one bitcast of `x`.
struct ChainedTensorBitcast;
impl RewritePattern for ChainedTensorBitcast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.bitcast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = op.operand(ctx, 0).defining_op(ctx).filter(|o| o.name_str(ctx) == "tensor.bitcast") else {
            return false;
        };
        let (x, ty, loc) = (inner.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b| BitcastOp::build(b, loc, ty, x));
        true
    }
}

impl BitcastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ChainedTensorBitcast);
    }
    /// A bitcast to the source's own type is the source.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let src = self.source(ctx);
        if src.ty(ctx) == self.dest(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(src)]);
        }
        FoldResult::Failure
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (a, b) = (self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx));
        let width = |t: Type| t.element_type(ctx).and_then(|e| e.int_or_float_width(ctx));
        if !crate::compatible_shapes(ctx, a, b) || width(a) != width(b) {
            return Err(op_error(
                ctx,
                self.id(),
                format!("operand type {} and result type {} are cast incompatible", type_str(ctx, a), type_str(ctx, b)),
            ));
        }
        Ok(())
    }
}

/// tensor concatenation operation
///
/// The "concat" operation constructs a tensor out of a variadic list of
/// input tensors, concatenated along a static dimension number.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.concat",
    traits(Pure),
    format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
    has_verifier,
    asm_result_names,
    has_folder,
    has_canonicalizer
)]
pub struct ConcatOp {
    op: OpId,
    /// The dimension concatenated along.
    dim: Attribute<I64Attr>,
    /// The tensors.
    inputs: Variadic<AnyRankedTensor>,
    /// The concatenation.
    result: OpResult<AnyRankedTensor>,
}

impl ConcatOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "concat");
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let inputs: Vec<Type> = self.inputs(ctx).iter().map(|v| v.ty(ctx)).collect();
        if inputs.is_empty() {
            return Err(op_error(ctx, op, "requires at least one input"));
        }
        let result = self.result(ctx).ty(ctx);
        let rshape = shape_of(ctx, result);
        let rank = rshape.len();
        for t in &inputs {
            if shape_of(ctx, *t).len() != rank {
                return Err(op_error(ctx, op, "rank of concatenated inputs must match result rank"));
            }
            if t.element_type(ctx) != result.element_type(ctx) {
                return Err(op_error(ctx, op, "inputs and result element type must match"));
            }
        }
        let dim = self.dim(ctx);
        if dim < 0 || dim as usize >= rank {
            return Err(op_error(ctx, op, "concatenation dim must be less than the tensor rank"));
        }
        let dim = dim as usize;
        // The inferred shape: the static sizes summed along `dim`, and the
        // other dimensions agreeing across inputs.
        let mut inferred = vec![DYNAMIC; rank];
        for (d, slot) in inferred.iter_mut().enumerate() {
            if d == dim {
                continue;
            }
            for t in &inputs {
                let s = shape_of(ctx, *t)[d];
                if s == DYNAMIC {
                    continue;
                }
                if *slot != DYNAMIC && *slot != s {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("static concatenation size mismatch along non-concatenated dimension {d}"),
                    ));
                }
                *slot = s;
            }
        }
        let sizes: Vec<i64> = inputs.iter().map(|t| shape_of(ctx, *t)[dim]).collect();
        inferred[dim] = if sizes.contains(&DYNAMIC) { DYNAMIC } else { sizes.iter().sum() };
        let agrees = rshape.iter().zip(&inferred).all(|(r, i)| *r == DYNAMIC || *i == DYNAMIC || r == i);
        if !agrees {
            let dims: String =
                inferred.iter().map(|d| if *d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect();
            let e = type_str(ctx, result.element_type(ctx).expect("ranked"));
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type {}does not match inferred shape 'tensor<{dims}{}>' static sizes",
                    type_str(ctx, result),
                    e.trim_matches('\'')
                ),
            ));
        }
        Ok(())
    }
}

// ----- gather / scatter -----

/// MLIR's `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(
    ctx: &Context,
    op: OpId,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    what: &str,
    of: &str,
) -> Result<(), Diagnostic> {
    if dims.is_empty() {
        return Err(op_error(ctx, op, format!("{what}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op_error(ctx, op, format!("{what}_dims overflow {of} rank")));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(op_error(ctx, op, format!("{what}_dims length must match the size of last dimension of indices")));
    }
    for &d in dims {
        if d < 0 {
            return Err(op_error(ctx, op, format!("{what}_dims value must be non-negative")));
        }
        if d as usize >= rank {
            return Err(op_error(ctx, op, format!("{what}_dims value must be smaller than {of} rank")));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op_error(ctx, op, format!("{what}_dims values must be strictly increasing")));
    }
    Ok(())
}

/// The shape `GatherOp::inferResultType` gives: the indices' leading
/// dimensions, then the source's with the gathered ones as 1 (or dropped).
fn gather_shape(source: &[i64], indices: &[i64], dims: &[i64], rank_reduced: bool) -> Vec<i64> {
    let mut shape = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, s) in source.iter().enumerate() {
        if dims.contains(&(i as i64)) {
            if !rank_reduced {
                shape.push(1);
            }
        } else {
            shape.push(*s);
        }
    }
    shape
}

/// `tensor<2x?xf32>` for a shape and element type.
fn tensor_text(ctx: &Context, shape: &[i64], e: Type) -> String {
    let dims: String = shape.iter().map(|d| if *d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect();
    format!("'tensor<{dims}{}>'", type_str(ctx, e).trim_matches('\''))
}

/// Checks `actual` against the full and rank-reduced gather shapes.
fn verify_gather_type(
    ctx: &Context,
    op: OpId,
    what: &str,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    actual: Type,
) -> Result<(), Diagnostic> {
    let s = shape_of(ctx, source);
    let e = source.element_type(ctx).expect("ranked");
    let (full, reduced) = (gather_shape(&s, indices, dims, false), gather_shape(&s, indices, dims, true));
    let a = shape_of(ctx, actual);
    if actual.element_type(ctx) == Some(e) && (a == full || a == reduced) && actual.is_tensor(ctx) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        format!(
            "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            tensor_text(ctx, &full, e),
            tensor_text(ctx, &reduced, e),
            type_str(ctx, actual)
        ),
    ))
}

ods_ir::type_constraint!(
    /// Ranked tensor of signless integers or indices.
    pub IndexTensor,
    "ranked tensor of signless integer or index values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
        && t.element_type(ctx).is_some_and(|e| e.is_signless_integer(ctx) || e.is_index(ctx)),
    class RankedTensor
);

/// gather a subset of a tensor at specified indices
///
/// The `gather` operation extracts a subset of the elements from a `source`
/// tensor at the given indices.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.gather",
    traits(Pure),
    format = "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
    has_verifier,
    asm_result_names,
    has_folder
)]
pub struct GatherOp {
    op: OpId,
    /// The tensor gathered from.
    source: Operand<AnyRankedTensor>,
    /// The coordinates.
    indices: Operand<IndexTensor>,
    /// The dimensions the coordinates index.
    gather_dims: Attribute<DenseI64ArrayAttr>,
    /// The coordinates are unique.
    unique: OptionalAttr<UnitAttr>,
    /// The gathered elements.
    result: OpResult<AnyRankedTensor>,
}

impl GatherOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let source = self.source(ctx).ty(ctx);
        let indices = shape_of(ctx, self.indices(ctx).ty(ctx));
        let dims = self.gather_dims(ctx).to_vec();
        verify_gather_scatter_dims(ctx, op, &dims, &indices, shape_of(ctx, source).len(), "gather", "source")?;
        verify_gather_type(ctx, op, "result", source, &indices, &dims, self.result(ctx).ty(ctx))
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "gather");
    }
}

/// scatter a tensor into a destination tensor at specified indices
///
/// The `scatter` operation inserts a `source` tensor into a `dest` tensor
/// at the given indices.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.scatter",
    traits(Pure),
    format = "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
    has_verifier,
    asm_result_names
)]
pub struct ScatterOp {
    op: OpId,
    /// The values scattered.
    source: Operand<AnyRankedTensor>,
    /// The tensor scattered into.
    dest: Operand<AnyRankedTensor>,
    /// The coordinates.
    indices: Operand<IndexTensor>,
    /// The dimensions the coordinates index.
    scatter_dims: Attribute<DenseI64ArrayAttr>,
    /// The coordinates are unique.
    unique: OptionalAttr<UnitAttr>,
    /// The updated tensor.
    result: OpResult<AnyRankedTensor>,
}

impl ScatterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let dest = self.dest(ctx).ty(ctx);
        let indices = shape_of(ctx, self.indices(ctx).ty(ctx));
        let dims = self.scatter_dims(ctx).to_vec();
        verify_gather_scatter_dims(ctx, op, &dims, &indices, shape_of(ctx, dest).len(), "scatter", "dest")?;
        if !self.unique(ctx) {
            return Err(op_error(ctx, op, "requires 'unique' attribute to be set"));
        }
        verify_gather_type(ctx, op, "source", dest, &indices, &dims, self.source(ctx).ty(ctx))
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "scatter");
    }
}

// ----- pad -----

/// Tensor pad operation
///
/// `tensor.pad` is an operation that pads the `source` tensor with given
/// `low` and `high` padding config; its region yields the padding value.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.pad",
    traits(AttrSizedOperandSegments, Pure, SingleBlockImplicitTerminator("tensor.yield")),
    format = "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
    has_verifier,
    has_region_verifier,
    asm_result_names,
    has_folder,
    has_canonicalizer
)]
pub struct PadOp {
    op: OpId,
    /// The tensor padded.
    source: Operand<AnyRankedTensor>,
    /// The dynamic low paddings.
    low: Variadic<Index>,
    /// The dynamic high paddings.
    high: Variadic<Index>,
    /// The low paddings (`kDynamic` for operands).
    static_low: Attribute<DenseI64ArrayAttr>,
    /// The high paddings.
    static_high: Attribute<DenseI64ArrayAttr>,
    /// Keeps a no-op pad from folding away.
    nofold: OptionalAttr<UnitAttr>,
    /// The padded tensor.
    result: OpResult<AnyRankedTensor>,
    /// Yields the padding value.
    region: Region<SizedRegion<1>>,
}

impl PadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let src = self.source(ctx).ty(ctx);
        let result = self.result(ctx).ty(ctx);
        let s = shape_of(ctx, src);
        let (lo, hi) = (self.static_low(ctx), self.static_high(ctx));
        let inferred: Vec<i64> = s
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let (l, h) = (lo.get(i).unwrap_or(DYNAMIC), hi.get(i).unwrap_or(DYNAMIC));
                if *d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    d + l + h
                }
            })
            .collect();
        let r = shape_of(ctx, result);
        let mismatch = r.len() != inferred.len() || r.iter().zip(&inferred).any(|(a, b)| a != b && *b != DYNAMIC);
        if mismatch {
            let e = src.element_type(ctx).expect("ranked");
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "specified type {} does not match the inferred type {}",
                    type_str(ctx, result),
                    tensor_text(ctx, &inferred, e)
                ),
            ));
        }
        Ok(())
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let ty = self.result(ctx).ty(ctx);
        let rank = shape_of(ctx, ty).len();
        let region = self.region(ctx);
        let Some(block) = region.entry_block(ctx) else { return Ok(()) };
        let args = block.args(ctx);
        if args.len() != rank {
            return Err(plain_error(ctx, op, format!("expected the block to have {rank} arguments")));
        }
        if let Some(i) = args.iter().position(|a| !a.ty(ctx).is_index(ctx)) {
            return Err(op_error(ctx, op, format!("expected block argument {} to be an index", i + 1)));
        }
        if yielded_type(ctx, region) != ty.element_type(ctx) {
            return Err(op_error(ctx, op, "expected yield type to match shape element type"));
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "padded");
    }
}

// ----- reassociative reshapes -----

/// An array of `i64` arrays (`[[0, 1], [2]]`): which source dimensions
/// each result dimension groups.
pub struct IndexListArrayAttr;

impl AttrConstraint for IndexListArrayAttr {
    type Value<'a> = Vec<Vec<i64>>;
    fn summary() -> String {
        "Array of 64-bit integer array attributes".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).is_some_and(|groups| {
            groups.iter().all(|g| g.as_array(ctx).is_some_and(|e| e.iter().all(|x| I64Attr::check(ctx, *x))))
        })
    }
    fn value(ctx: &Context, a: Attr) -> Self::Value<'_> {
        a.as_array(ctx)
            .unwrap_or(&[])
            .iter()
            .map(|g| g.as_array(ctx).unwrap_or(&[]).iter().filter_map(|x| x.as_i64(ctx)).collect())
            .collect()
    }
    fn make(ctx: &Context, v: Self::Value<'_>) -> Attr {
        let groups: Vec<Attr> = v
            .iter()
            .map(|g| {
                let e: Vec<Attr> = g.iter().map(|x| ctx.i64_attr(*x)).collect();
                ctx.array_attr(&e)
            })
            .collect();
        ctx.array_attr(&groups)
    }
    const GENERIC_PARSER: bool = false;
    // ODS's `TypedArrayAttrBase`: formats read it as an `ArrayAttr`.
    fn storage(ctx: &Context, a: Attr) -> bool {
        ArrayAttr::storage(ctx, a)
    }
    fn value_type(ctx: &Context) -> Option<Type> {
        ArrayAttr::value_type(ctx)
    }
    const TYPE_BUILDER: bool = ArrayAttr::TYPE_BUILDER;
    fn starts(p: &ods_ir::parse::Parser<'_>) -> Option<bool> {
        ArrayAttr::starts(p)
    }
}

/// MLIR's `verifyReshapeLikeTypes` (and `reshapeLikeShapesAreCompatible`).
fn verify_reshape_like(
    ctx: &Context,
    op: OpId,
    expanded: Type,
    collapsed: Type,
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    let (e, c) = (shape_of(ctx, expanded), shape_of(ctx, collapsed));
    if e.len() < c.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
                type_str(ctx, expanded),
                type_str(ctx, collapsed)
            ),
        ));
    }
    if c.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                c.len(),
                groups.len()
            ),
        ));
    }
    // MLIR makes each group an affine map over as many dimensions as the
    // largest index needs, so all of them, the first one first, have that
    // many.
    let dims = groups.iter().flatten().copied().max().map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && groups.iter().flatten().all(|d| *d >= 0) && dims != e.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.",
                e.len()
            ),
        ));
    }
    if let Some(i) = groups.iter().position(|g| g.iter().any(|d| *d < 0 || *d as usize >= e.len())) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected reassociation map #{i} to have size equal to the expanded rank ({}), but it is  {}.",
                e.len(),
                e.len()
            ),
        ));
    }
    // Contiguous and in order: the groups concatenated are 0..rank.
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for d in g {
            if *d != next {
                return Err(op_error(ctx, op, format!("expected reassociation map #{i} to be valid and contiguous.")));
            }
            next += 1;
        }
    }
    if next as usize != e.len() && !groups.is_empty() {
        let i = groups.len() - 1;
        return Err(op_error(ctx, op, format!("expected reassociation map #{i} to be valid and contiguous.")));
    }
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let dims = &e[start..start + g.len()];
        start += g.len();
        if dims.contains(&DYNAMIC) {
            if c[i] != DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"),
                ));
            }
        } else {
            let product: i64 = dims.iter().product();
            if c[i] != product {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected dimension {i} of collapsed type to be static value of {product}"),
                ));
            }
        }
    }
    Ok(())
}

/// operation to produce a tensor with a higher rank
///
/// The `tensor.expand_shape` op produces a tensor of higher (or equal) rank
/// than the operand: each source dimension splits into the result
/// dimensions its reassociation group lists.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.expand_shape",
    traits(Pure),
    format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct ExpandShapeOp {
    op: OpId,
    /// The tensor reshaped.
    src: Operand<AnyTensor>,
    /// The result dimensions of each source dimension.
    reassociation: Attribute<IndexListArrayAttr>,
    /// The dynamic extents of the result.
    output_shape: Variadic<Index>,
    /// The result shape (`kDynamic` for operands).
    static_output_shape: Attribute<DenseI64ArrayAttr>,
    /// The expanded tensor.
    result: OpResult<AnyTensor>,
}

impl ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let result = self.result(ctx).ty(ctx);
        let rank = shape_of(ctx, result).len();
        let statics = self.static_output_shape(ctx);
        if statics.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                    statics.len()
                ),
            ));
        }
        let dynamic = statics.iter().filter(|&s| s == DYNAMIC).count();
        if self.output_shape(ctx).len() != dynamic {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                    self.output_shape(ctx).len()
                ),
            ));
        }
        verify_reshape_like(ctx, op, result, self.src(ctx).ty(ctx), &self.reassociation(ctx))
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "expanded");
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        crate::reshape::fold_reshape(ctx, self.id(), "tensor.collapse_shape", operands)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(crate::reshape::ComposeReshapes { name: "tensor.expand_shape" });
        set.add(crate::reshape::ComposeExpandOfCollapse);
        set.add(crate::reshape::ConvertToStaticExpandShape);
        set.add(crate::reshape::ReshapeOfSplat { name: "tensor.expand_shape" });
        set.add(crate::reshape::ReshapeOfFromElements { name: "tensor.expand_shape" });
    }
}

/// operation to produce a tensor with a smaller rank
///
/// The `tensor.collapse_shape` op produces a new tensor of lower (or equal)
/// rank whose dimension sizes are a reassociation of the original `src`
/// dimensions.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.collapse_shape",
    traits(Pure),
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct CollapseShapeOp {
    op: OpId,
    /// The tensor reshaped.
    src: Operand<AnyTensor>,
    /// The source dimensions of each result dimension.
    reassociation: Attribute<IndexListArrayAttr>,
    /// The collapsed tensor.
    result: OpResult<AnyTensor>,
}

impl CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let groups = self.reassociation(ctx);
        if groups.iter().any(Vec::is_empty) {
            return Err(op_error(ctx, op, "reassociation indices must not be empty"));
        }
        verify_reshape_like(ctx, op, self.src(ctx).ty(ctx), self.result(ctx).ty(ctx), &groups)
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "collapsed");
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        crate::reshape::fold_reshape(ctx, self.id(), "tensor.expand_shape", operands)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(crate::reshape::ComposeReshapes { name: "tensor.collapse_shape" });
        set.add(crate::reshape::ComposeCollapseOfExpand);
        set.add(crate::reshape::ReshapeOfSplat { name: "tensor.collapse_shape" });
        set.add(crate::reshape::ReshapeOfFromElements { name: "tensor.collapse_shape" });
        set.add(crate::reshape::FoldCollapseOfCast);
    }
}
