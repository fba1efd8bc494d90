//! The remaining memref ops of MLIR 22's `MemRefOps.td`: `realloc`,
//! `memory_space_cast`, `extract_aligned_pointer_as_index`,
//! `distinct_objects`, `dma_start`, `dma_wait` and `generic_atomic_rmw`
//! with its `atomic_yield`, with MLIR's verifiers and messages.

use crate::canonicalize::{fold_memref_cast, simplify_dead_alloc};
use crate::ops::in_place;
use crate::{plain_error, shape_of, type_str, DYNAMIC};
use ods_dialect_arith::AtomicRMWKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::type_constraint!(
    /// A 1-D memref of any element type.
    pub MemRef1D, "1D memref of any type values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }) && t.rank(ctx) == Some(1),
    class MemRef
);

/// Memory reallocation operation
///
/// The `realloc` operation changes the size of a 1-D memory region: it
/// frees the source and allocates the result, whose contents start with
/// those of the source.
///
/// ```mlir
/// %new = memref.realloc %old(%d) : memref<?xf32> to memref<?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.realloc",
    format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
    has_verifier,
    has_canonicalizer
)]
pub struct ReallocOp {
    op: OpId,
    /// The buffer to grow or shrink.
    #[op(effects(MemFreeAt(0, FullEffect)))]
    source: Operand<MemRef1D>,
    /// The size of a dynamic result.
    #[op(rename = "dynamicResultSize")]
    dynamic_result_size: Optional<Index>,
    /// The alignment of the new buffer.
    alignment: OptionalAttr<crate::ops::Alignment>,
    /// The new buffer.
    #[op(effects(MemAllocAt(1, FullEffect)))]
    result: OpResult<MemRef1D>,
}

impl ReallocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        if !src.has_identity_layout(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!("unsupported layout for source memref type {}", type_str(ctx, src)),
            ));
        }
        if !result.has_identity_layout(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!("unsupported layout for result memref type {}", type_str(ctx, result)),
            ));
        }
        let both = format!("{} and result memref type {}", type_str(ctx, src), type_str(ctx, result));
        if src.memory_space(ctx) != result.memory_space(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!("different memory spaces specified for source memref type {both}"),
            ));
        }
        if src.element_type(ctx) != result.element_type(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!("different element types specified for source memref type {both}"),
            ));
        }
        let dynamic = shape_of(ctx, result).contains(&DYNAMIC);
        match (dynamic, self.dynamic_result_size(ctx).is_some()) {
            (true, false) => Err(plain_error(
                ctx,
                op,
                format!("missing dimension operand for result type {}", type_str(ctx, result)),
            )),
            (false, true) => Err(plain_error(
                ctx,
                op,
                format!("unnecessary dimension operand for result type {}", type_str(ctx, result)),
            )),
            _ => Ok(()),
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        simplify_dead_alloc(set, "memref.realloc");
    }
}

/// Memref memory space cast operation
///
/// This operation casts memref values between memory spaces; the shape,
/// element type and layout stay.
///
/// ```mlir
/// %1 = memref.memory_space_cast %0 : memref<?xf32, 5> to memref<?xf32>
/// ```
// MLIR also lists `SameOperandsAndResultElementType` and
// `SameOperandsAndResultShape`, checked after the cast compatibility,
// which implies both: the verifier alone gives MLIR's diagnostics.
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.memory_space_cast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct MemorySpaceCastOp {
    op: OpId,
    /// The memref to cast.
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// The memref in the other memory space.
    dest: OpResult<AnyRankedOrUnrankedMemRef>,
}

impl MemorySpaceCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (a, b) = (self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx));
        let compatible = match (a.kind(ctx), b.kind(ctx)) {
            (
                TypeKind::MemRef { shape: sa, element: ea, layout: la, .. },
                TypeKind::MemRef { shape: sb, element: eb, layout: lb, .. },
            ) => ea == eb && la == lb && sa == sb,
            (TypeKind::UnrankedMemRef { element: ea, .. }, TypeKind::UnrankedMemRef { element: eb, .. }) => ea == eb,
            _ => false,
        };
        if !compatible {
            return Err(op_error(
                ctx,
                self.id(),
                format!("operand type {} and result type {} are cast incompatible", type_str(ctx, a), type_str(ctx, b)),
            ));
        }
        Ok(())
    }
    /// A cast of a cast reads the first cast's source (in place); a cast
    /// to the source's own type is the source.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        let source = self.source(ctx);
        if let Some(parent) = source.defining_op(ctx).filter(|d| d.name_str(ctx) == "memref.memory_space_cast") {
            let original = parent.operand(ctx, 0);
            ctx.set_operand(op, 0, original);
            if original.ty(ctx) == self.dest(ctx).ty(ctx) {
                return FoldResult::Results(vec![FoldValue::Value(original)]);
            }
            return FoldResult::InPlace;
        }
        if source.ty(ctx) == self.dest(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        FoldResult::Failure
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "memspacecast");
    }
}

/// Extracts a memref's underlying aligned pointer as an index
///
/// ```mlir
/// %0 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.extract_aligned_pointer_as_index",
    traits(Pure),
    format = "$source `:` type($source) `->` type(results) attr-dict",
    asm_result_names
)]
pub struct ExtractAlignedPointerAsIndexOp {
    op: OpId,
    /// The memref.
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// Its aligned pointer.
    aligned_pointer: OpResult<Index>,
}

impl ExtractAlignedPointerAsIndexOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "intptr");
    }
}

/// Assumption that accesses to specific memrefs will never alias
///
/// The `distinct_objects` operation takes memrefs and returns the same
/// memrefs, with the promise that they point to distinct objects.
///
/// ```mlir
/// %1, %2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.distinct_objects",
    traits(Pure, InferTypeOpInterface),
    format = "$operands attr-dict `:` type($operands)",
    has_verifier
)]
pub struct DistinctObjectsOp {
    op: OpId,
    /// The memrefs.
    operands: Variadic<AnyMemRef>,
    /// The same memrefs.
    results: VariadicResult<AnyMemRef>,
}

impl DistinctObjectsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        if op.operand_types(ctx) != op.result_types(ctx) {
            return Err(op_error(ctx, op, "operand types and result types must match"));
        }
        if op.num_operands(ctx) == 0 {
            return Err(op_error(ctx, op, "expected at least one operand"));
        }
        Ok(())
    }
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(input.operands.iter().map(|v| v.ty(ctx)).collect())
    }
}

/// Blocking DMA operation that waits for transfer completion
///
/// ```mlir
/// memref.dma_wait %tag[%index], %num_elements : memref<1xi32, 2>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.dma_wait",
    format = "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
    has_verifier,
    has_folder
)]
pub struct DmaWaitOp {
    op: OpId,
    /// The tag of the transfer.
    #[op(rename = "tagMemRef")]
    tag_memref: Operand<AnyMemRef>,
    /// The position of the tag.
    #[op(rename = "tagIndices")]
    tag_indices: Variadic<Index>,
    /// The number of elements transferred.
    #[op(rename = "numElements")]
    num_elements: Operand<Index>,
}

impl DmaWaitOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (n, rank) = (self.tag_indices(ctx).len(), shape_of(ctx, self.tag_memref(ctx).ty(ctx)).len());
        if n != rank {
            return Err(op_error(
                ctx,
                self.id(),
                format!(
                    "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        in_place(fold_memref_cast(ctx, self.id(), None))
    }
}

/// Atomic read-modify-write operation with a region
///
/// The `memref.generic_atomic_rmw` operation reads an element of a memref,
/// computes a new value with its region (whose argument is the current
/// value, and whose `memref.atomic_yield` gives the new one) and writes it
/// back atomically; it returns the value read.
///
/// ```mlir
/// %x = memref.generic_atomic_rmw %I[%i] : memref<10xf32> {
///   ^bb0(%current_value : f32):
///     %c1 = arith.constant 1.0 : f32
///     %inc = arith.addf %c1, %current_value : f32
///     memref.atomic_yield %inc : f32
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.generic_atomic_rmw",
    traits(
        SingleBlockImplicitTerminator(AtomicYieldOp),
        TypesMatchWith("result type matches element type of memref", "memref", "result", "crate::element_type_of")
    ),
    custom_assembly,
    has_verifier
)]
pub struct GenericAtomicRmwOp {
    op: OpId,
    /// The reference to read from and write to.
    #[op(effects(MemRead, MemWrite))]
    memref: Operand<MemRefOf<(AnySignlessInteger, AnyFloat)>>,
    /// The position.
    indices: Variadic<Index>,
    /// The value read.
    result: OpResult<AnyType>,
    /// The update.
    atomic_body: Region<AnyRegion>,
}

impl GenericAtomicRmwOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare, None)?;
        let ty = p.parse_colon_type()?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        let index = p.ctx().index_type();
        for i in &indices {
            let v = p.resolve_operand(i, index)?;
            state.operands.push(v);
        }
        let body = p.parse_region(&[], false)?;
        state.regions.push(body);
        p.parse_optional_attr_dict(state)?;
        let element = ty.element_type(p.ctx()).unwrap_or(ty);
        state.result_types.push(element);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let memref = self.memref(ctx);
        p.write(" ");
        p.print_operand(memref);
        p.write("[");
        p.print_operands(self.indices(ctx));
        p.write("] : ");
        p.print_type(memref.ty(ctx));
        p.write(" ");
        p.print_region(self.atomic_body(ctx), RegionStyle::default());
        p.print_optional_attr_dict(self.id(), &[]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let body = self.atomic_body(ctx);
        let args = body.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        if args.len() != 1 {
            return Err(op_error(ctx, op, "expected single number of entry block arguments"));
        }
        if self.result(ctx).ty(ctx) != args[0].ty(ctx) {
            return Err(op_error(ctx, op, "expected block argument of the same type result type"));
        }
        let nested = op.walk_post_order(ctx);
        if let Some(&bad) = nested.iter().find(|&&o| o != op && !ods_ir::effects::is_memory_effect_free(ctx, o)) {
            return Err(plain_error(
                ctx,
                bad,
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            ));
        }
        Ok(())
    }
}

/// Yield operation for GenericAtomicRMWOp
///
/// `memref.atomic_yield` yields the new value of its
/// `memref.generic_atomic_rmw`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.atomic_yield",
    traits(HasParent(GenericAtomicRmwOp), Pure, Terminator, ReturnLike),
    format = "$result attr-dict `:` type($result)",
    has_verifier
)]
pub struct AtomicYieldOp {
    op: OpId,
    /// The new value.
    result: Operand<AnyType>,
}

impl AtomicYieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(parent) = op.parent_op(ctx).and_then(|p| p.result_type_iter(ctx).next()) else { return Ok(()) };
        let ty = self.result(ctx).ty(ctx);
        if parent != ty {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    type_str(ctx, ty),
                    type_str(ctx, parent)
                ),
            ));
        }
        Ok(())
    }
}

/// Non-blocking DMA operation that starts a transfer
///
/// `memref.dma_start` starts a transfer of `num_elements` elements from
/// the source memref at its indices to the destination memref at its
/// indices, signalling completion on the tag memref at its indices;
/// optionally with a stride and a number of elements per stride.
///
/// ```mlir
/// memref.dma_start %src[%i, %j], %dst[%k, %l], %num_elements, %tag[%idx] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "memref.dma_start", custom_assembly, has_verifier, has_folder)]
pub struct DmaStartOp {
    op: OpId,
    /// The source memref and indices, the destination memref and indices,
    /// the element count, the tag memref and indices, and optionally the
    /// stride and the elements per stride.
    operands: Variadic<AnyType>,
}

/// `[%a, %b]` of a DMA operand list.
fn parse_bracketed_operands(p: &mut OpParser<'_, '_>) -> PResult<Vec<ods_ir::parse::UnresolvedOperand>> {
    p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare, None)
}

impl DmaStartOp {
    /// The rank of a memref operand (0 for others).
    fn rank_at(ctx: &Context, operands: &[Value], i: usize) -> usize {
        operands.get(i).map_or(0, |v| shape_of(ctx, v.ty(ctx)).len())
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.op_pos();
        let src = p.parse_operand()?;
        let src_indices = parse_bracketed_operands(p)?;
        p.parse_punct(Tok::Comma)?;
        let dst = p.parse_operand()?;
        let dst_indices = parse_bracketed_operands(p)?;
        p.parse_punct(Tok::Comma)?;
        let num_elements = p.parse_operand()?;
        p.parse_punct(Tok::Comma)?;
        let tag = p.parse_operand()?;
        let tag_indices = parse_bracketed_operands(p)?;
        let mut stride = Vec::new();
        if p.parse_optional(Tok::Comma) {
            stride = p.parse_operand_list()?;
        }
        if !stride.is_empty() && stride.len() != 2 {
            return Err(p.error_at(at, "expected two stride related operands"));
        }
        p.parse_punct(Tok::Colon)?;
        let types = p.parse_type_list()?;
        if types.len() != 3 {
            return Err(p.error_at(at, "fewer/more types expected"));
        }
        let index = p.ctx().index_type();
        let mut resolve = |p: &mut OpParser<'_, '_>, list: &[ods_ir::parse::UnresolvedOperand], ty: Type| {
            for u in list {
                let v = p.resolve_operand(u, ty)?;
                state.operands.push(v);
            }
            Ok::<(), Diagnostic>(())
        };
        resolve(p, &[src], types[0])?;
        resolve(p, &src_indices, index)?;
        resolve(p, &[dst], types[1])?;
        resolve(p, &dst_indices, index)?;
        resolve(p, &[num_elements], index)?;
        resolve(p, &[tag], types[2])?;
        resolve(p, &tag_indices, index)?;
        resolve(p, &stride, index)?;
        // MLIR's parser reads no attribute dictionary here (its printer
        // writes one).
        Ok(())
    }

    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let ops = self.id().operands(ctx);
        let sr = Self::rank_at(ctx, ops, 0);
        let dr = Self::rank_at(ctx, ops, 1 + sr);
        let tag_at = 1 + sr + 1 + dr + 1;
        let tr = Self::rank_at(ctx, ops, tag_at);
        let end = tag_at + 1 + tr;
        if ops.len() < end {
            // Not a valid dma_start: the generic form says what it holds.
            p.write(" ");
            p.print_operands(ops);
            return;
        }
        let group = |p: &mut OpPrinter<'_, '_>, memref: usize, n: usize| {
            p.print_operand(ops[memref]);
            p.write("[");
            p.print_operands(&ops[memref + 1..memref + 1 + n]);
            p.write("]");
        };
        p.write(" ");
        group(p, 0, sr);
        p.write(", ");
        group(p, 1 + sr, dr);
        p.write(", ");
        p.print_operand(ops[tag_at - 1]);
        p.write(", ");
        group(p, tag_at, tr);
        if ops.len() > end {
            p.write(", ");
            p.print_operands(&ops[end..]);
        }
        p.print_optional_attr_dict(self.id(), &[]);
        p.write(" : ");
        p.print_types(&[ops[0].ty(ctx), ops[1 + sr].ty(ctx), ops[tag_at].ty(ctx)]);
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let ops = op.operands(ctx);
        let n = ops.len();
        let err = |m: String| Err(op_error(ctx, op, m));
        let is_memref = |i: usize| matches!(ops[i].ty(ctx).kind(ctx), TypeKind::MemRef { .. });
        let all_index = |r: std::ops::Range<usize>| ops[r].iter().all(|v| v.ty(ctx).is_index(ctx));
        if n < 4 {
            return err("expected at least 4 operands".into());
        }
        if !is_memref(0) {
            return err("expected source to be of memref type".into());
        }
        let sr = Self::rank_at(ctx, ops, 0);
        if n < sr + 4 {
            return err(format!("expected at least {} operands", sr + 4));
        }
        if !all_index(1..1 + sr) {
            return err("expected source indices to be of index type".into());
        }
        let dst = 1 + sr;
        if !is_memref(dst) {
            return err("expected destination to be of memref type".into());
        }
        let dr = Self::rank_at(ctx, ops, dst);
        let mut expected = sr + dr + 4;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !all_index(dst + 1..dst + 1 + dr) {
            return err("expected destination indices to be of index type".into());
        }
        let num = dst + 1 + dr;
        if !ops[num].ty(ctx).is_index(ctx) {
            return err("expected num elements to be of index type".into());
        }
        let tag = num + 1;
        if !is_memref(tag) {
            return err("expected tag to be of memref type".into());
        }
        let tr = Self::rank_at(ctx, ops, tag);
        expected += tr;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !all_index(tag + 1..tag + 1 + tr) {
            return err("expected tag indices to be of index type".into());
        }
        if n != expected && n != expected + 2 {
            return err("incorrect number of operands".into());
        }
        if n == expected + 2 && !all_index(n - 2..n) {
            return err("expected stride and num elements per stride to be of type index".into());
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        in_place(fold_memref_cast(ctx, self.id(), None))
    }
}

/// Atomic read-modify-write operation
///
/// The `memref.atomic_rmw` operation reads an element of a memref,
/// combines it with `value` as `kind` says and writes the result back
/// atomically; it returns the value read.
///
/// ```mlir
/// %x = memref.atomic_rmw addf %value, %I[%i] : (f32, memref<10xf32>) -> f32
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.atomic_rmw",
    traits(
        AllTypesMatch("value", "result"),
        TypesMatchWith("value type matches element type of memref", "memref", "value", "crate::element_type_of")
    ),
    format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
    has_verifier,
    has_folder
)]
pub struct AtomicRmwOp {
    op: OpId,
    /// How the value combines with the element.
    #[op(value = AtomicRMWKind)]
    kind: Attribute<AtomicRMWKind>,
    /// The value combined.
    value: Operand<AnyTypeOf<(AnySignlessInteger, AnyFloat)>>,
    /// The reference to read from and write to.
    #[op(effects(MemRead, MemWrite))]
    memref: Operand<MemRefOf<(AnySignlessInteger, AnyFloat)>>,
    /// The position.
    indices: Variadic<Index>,
    /// The value read.
    result: OpResult<AnyTypeOf<(AnySignlessInteger, AnyFloat)>>,
}

impl AtomicRmwOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        if shape_of(ctx, self.memref(ctx).ty(ctx)).len() + 2 != op.num_operands(ctx) {
            return Err(op_error(ctx, op, "expects the number of subscripts to be equal to memref rank"));
        }
        use AtomicRMWKind as K;
        let kind = self.kind(ctx);
        let ty = self.value(ctx).ty(ctx);
        let name = kind.stringify();
        match kind {
            K::Addf | K::Maximumf | K::Minimumf | K::Mulf if !ty.is_float(ctx) => {
                Err(op_error(ctx, op, format!("with kind '{name}' expects a floating-point type")))
            }
            K::Addi | K::Maxs | K::Maxu | K::Mins | K::Minu | K::Muli | K::Ori | K::Xori | K::Andi
                if !ty.is_integer(ctx) =>
            {
                Err(op_error(ctx, op, format!("with kind '{name}' expects an integer type")))
            }
            _ => Ok(()),
        }
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let value = self.value(ctx);
        in_place(fold_memref_cast(ctx, self.id(), Some(value)))
    }
}
