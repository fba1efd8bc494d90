//! `memref.subview`: its result type (a strided layout computed from the
//! source's strides and offset and the static offsets, sizes and strides),
//! its verifier with MLIR 22's messages, its folds and its
//! canonicalization patterns (constants move into the static lists, casts
//! that only forget static information fold in, trivial subviews go).

use crate::canonicalize::{can_fold_into_consumer, constant_int, memref_shape};
use crate::ops::is_constant_index;
use crate::{parse_dynamic_index_list, plain_error, print_dynamic_index_list, type_str, CastOp, DYNAMIC};
use ods_ir::prelude::*;
pub(crate) use ods_ir::view::Mixed;
use ods_ir::view::{mixed, split};
use ods_macros::Op;

/// Memref subview operation
///
/// The `subview` operation converts a memref type to a memref type which
/// represents a reduced-size view of the original memref, as specified by
/// the operation's offsets, sizes and strides arguments. The result may
/// drop unit dimensions (rank reduction); its layout is strided.
///
/// ```mlir
/// %1 = memref.subview %0[0, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 2>>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.subview",
    traits(AttrSizedOperandSegments, Pure),
    format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct SubViewOp {
    op: OpId,
    /// The memref viewed.
    source: Operand<AnyMemRef>,
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
    /// The view.
    result: OpResult<AnyMemRef>,
}

/// `a * b` as MLIR's `SaturatedInteger`: 0 when either is 0, else
/// dynamic when either is, else the product in 64-bit two's complement
/// (MLIR's overflowing `int64_t` arithmetic).
pub(crate) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.wrapping_mul(b)
}

/// `a + b`: dynamic when either is, else the wrapping sum.
fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.wrapping_add(b)
}

/// MLIR's `SubViewOp::inferResultType`: the subview of `source` (a strided
/// memref) with these static offsets, sizes and strides, before any rank
/// reduction.
pub fn infer_subview_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (source_strides, source_offset) = source.strides_and_offset(ctx)?;
    let offset = offsets.iter().zip(&source_strides).fold(source_offset, |acc, (o, s)| sat_add(acc, sat_mul(*o, *s)));
    let target_strides: Vec<i64> = source_strides.iter().zip(strides).map(|(a, b)| sat_mul(*a, *b)).collect();
    let layout = ctx.strided_layout_attr(offset, &target_strides);
    Some(ctx.memref_type(sizes, source.element_type(ctx)?, Some(layout), source.memory_space(ctx)))
}

/// The same, from mixed lists; `None` when a static offset or size is
/// negative or a static stride zero (MLIR's `hasValidSizesOffsets`,
/// `hasValidStrides`).
fn infer_subview_type_mixed(ctx: &Context, source: Type, o: &[Mixed], s: &[Mixed], t: &[Mixed]) -> Option<Type> {
    let (o, s, t) = (split(o).0, split(s).0, split(t).0);
    let valid = |l: &[i64]| l.iter().all(|x| *x >= 0 || *x == DYNAMIC);
    if !valid(&o) || !valid(&s) || t.contains(&0) {
        return None;
    }
    infer_subview_type(ctx, source, &o, &s, &t)
}

/// MLIR's `computeRankReductionMask` (without matching dynamic extents):
/// the dimensions of `original` dropped to get `reduced`, only unit ones.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && reduced[r] == d {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if d != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// MLIR's `computeMemRefRankReductionMask`: the dimensions of `original`
/// dropped in `reduced`, told apart by their strides when there are more
/// unit sizes than dropped dimensions.
fn memref_rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[Mixed]) -> Option<Vec<bool>> {
    let (orank, rrank) = (original.rank(ctx)?, reduced.rank(ctx)?);
    let mut unused: Vec<bool> = (0..orank).map(|i| sizes.get(i) == Some(&Mixed::Static(1))).collect();
    if orank == rrank {
        return Some(vec![false; orank]);
    }
    let count = |u: &[bool]| u.iter().filter(|x| **x).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = original.strides_and_offset(ctx)?;
    let (cstrides, _) = reduced.strides_and_offset(ctx)?;
    let occurrences = |l: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for x in l {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&cstrides);
    for (dim, u) in unused.iter_mut().enumerate() {
        if !*u {
            continue;
        }
        let stride = ostrides[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.entry(stride).or_default() -= 1,
            std::cmp::Ordering::Equal => *u = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

impl SubViewOp {
    pub(crate) fn mixed_offsets(self, ctx: &Context) -> Vec<Mixed> {
        mixed(&self.static_offsets(ctx).to_vec(), self.offsets(ctx))
    }
    fn mixed_sizes(self, ctx: &Context) -> Vec<Mixed> {
        mixed(&self.static_sizes(ctx).to_vec(), self.sizes(ctx))
    }
    fn mixed_strides(self, ctx: &Context) -> Vec<Mixed> {
        mixed(&self.static_strides(ctx).to_vec(), self.strides(ctx))
    }

    /// The dimensions of the source the result drops (MLIR's
    /// `getDroppedDims`).
    fn dropped_dims(self, ctx: &Context) -> Option<Vec<bool>> {
        let (s, r) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        memref_rank_reduction_mask(ctx, s, r, &self.mixed_sizes(ctx))
    }

    /// The size operand of result dimension `dim`, when that size is
    /// dynamic (what `memref.dim` of the subview folds to).
    pub(crate) fn dynamic_size_of_result_dim(self, ctx: &Context, dim: usize) -> Option<Value> {
        let dropped = self.dropped_dims(ctx)?;
        let source_dim = (0..dropped.len()).filter(|i| !dropped[*i]).nth(dim)?;
        match self.mixed_sizes(ctx).get(source_dim)? {
            Mixed::Dynamic(v) => Some(*v),
            Mixed::Static(_) => None,
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (base, sub) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        let base_shape = base.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default();
        let (offsets, sizes, strides) =
            (self.static_offsets(ctx).to_vec(), self.static_sizes(ctx).to_vec(), self.static_strides(ctx).to_vec());
        verify_offset_size_and_stride(
            ctx,
            op,
            [base_shape.len(); 3],
            [(&offsets, self.offsets(ctx).len()), (&sizes, self.sizes(ctx).len()), (&strides, self.strides(ctx).len())],
        )?;
        if base.memory_space(ctx) != sub.memory_space(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and subview memref type {}",
                    type_str(ctx, base),
                    type_str(ctx, sub)
                ),
            ));
        }
        let Some(expected) = infer_subview_type(ctx, base, &offsets, &sizes, &strides) else {
            return Err(plain_error(ctx, op, format!("base type {} is not strided", type_str(ctx, base))));
        };
        let result_text = type_str(ctx, sub);
        let expected_text = type_str(ctx, expected);
        let layout_mismatch = || {
            plain_error(
                ctx,
                op,
                format!(
                    "expected result type to be {expected_text} or a rank-reduced version. (mismatch of result layout), but got {result_text}"
                ),
            )
        };
        if expected != sub {
            let (e, s) = (shape_of(ctx, expected), shape_of(ctx, sub));
            if s.len() > e.len() {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result rank to be smaller or equal to the source rank, but got {result_text}"),
                ));
            }
            if rank_reduction_mask(&e, &s).is_none() {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result type to be {expected_text} or a rank-reduced version. (mismatch of result sizes), but got {result_text}"
                    ),
                ));
            }
            if expected.element_type(ctx) != sub.element_type(ctx) {
                let e = expected.element_type(ctx).map_or_else(String::new, |e| type_str(ctx, e));
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result element type to be {e}, but got {result_text}"),
                ));
            }
        }
        let (Some((_, eo)), Some((_, so))) = (expected.strides_and_offset(ctx), sub.strides_and_offset(ctx)) else {
            return Err(layout_mismatch());
        };
        if eo != so {
            return Err(layout_mismatch());
        }
        let Some(unused) = memref_rank_reduction_mask(ctx, expected, sub, &self.mixed_sizes(ctx)) else {
            return Err(layout_mismatch());
        };
        if !have_compatible_strides(ctx, expected, sub, &unused) {
            return Err(layout_mismatch());
        }
        verify_in_bounds(ctx, op, &base_shape, &offsets, &sizes, &strides)
    }

    /// MLIR's `SubViewOp::fold`: a subview of the source's own static type,
    /// or a no-op subview of a subview of the same sizes.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let source = self.source(ctx);
        let (s, r) = (source.ty(ctx), self.result(ctx).ty(ctx));
        let static_layout = match r.memref_layout(ctx).map(|l| l.kind(ctx)) {
            Some(ods_ir::attrs::AttrKind::StridedLayout { offset, strides }) => {
                *offset != DYNAMIC && !strides.contains(&DYNAMIC)
            }
            _ => true,
        };
        if s == r && r.has_static_shape(ctx) && static_layout {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        if let Some(inner) = source.defining_op(ctx).and_then(|d| SubViewOp::cast(ctx, d)) {
            let zero = self.mixed_offsets(ctx).iter().all(|m| m.constant(ctx) == Some(0));
            let one = self.mixed_strides(ctx).iter().all(|m| m.constant(ctx) == Some(1));
            let same = self.mixed_sizes(ctx) == inner.mixed_sizes(ctx);
            if zero && one && same && s == r {
                return FoldResult::Results(vec![FoldValue::Value(source)]);
            }
        }
        FoldResult::Failure
    }

    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SubViewConstantArgumentFolder);
        set.add(SubViewOpMemRefCastFolder);
        set.add(TrivialSubViewOpFolder);
    }

    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "subview");
    }
}

/// The shape of a ranked type (empty for others).
fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    t.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()
}

/// MLIR's `haveCompatibleStrides`: the strides of `t1` but its dropped
/// dimensions are those of `t2`.
fn have_compatible_strides(ctx: &Context, t1: Type, t2: Type, dropped: &[bool]) -> bool {
    let (Some((s1, _)), Some((s2, _))) = (t1.strides_and_offset(ctx), t2.strides_and_offset(ctx)) else {
        return false;
    };
    let kept: Vec<i64> = s1.iter().zip(dropped).filter(|(_, d)| !**d).map(|(s, _)| *s).collect();
    kept == s2
}

/// MLIR's `verifyOffsetSizeAndStrideOp`: `ranks` are the expected lengths
/// of the offsets, sizes and strides (`getArrayAttrMaxRanks`), `lists`
/// their static values and operand counts.
pub(crate) fn verify_offset_size_and_stride(
    ctx: &Context,
    op: OpId,
    ranks: [usize; 3],
    lists: [(&[i64], usize); 3],
) -> Result<(), Diagnostic> {
    let [(o, no), (s, ns), (t, nt)] = lists;
    if !(o.len() == 1 && ranks[0] == 1) && o.len() != s.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                o.len(),
                s.len()
            ),
        ));
    }
    if s.len() != t.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                s.len(),
                t.len()
            ),
        ));
    }
    ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "offset", ranks[0], o, no)?;
    ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "size", ranks[1], s, ns)?;
    ods_ir::view::verify_list_of_operands_or_integers(ctx, op, "stride", ranks[2], t, nt)?;
    if let Some(x) = o.iter().find(|x| **x < 0 && **x != DYNAMIC) {
        return Err(plain_error(ctx, op, format!("expected offsets to be non-negative, but got {x}")));
    }
    if let Some(x) = s.iter().find(|x| **x < 0 && **x != DYNAMIC) {
        return Err(plain_error(ctx, op, format!("expected sizes to be non-negative, but got {x}")));
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice` as an error, or `Ok` when in bounds.
fn in_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Result<(), String> {
    for (i, &extent) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            continue;
        };
        if extent == DYNAMIC {
            continue;
        }
        if off != DYNAMIC && off >= extent {
            return Err(format!("offset {i} is out-of-bounds: {off} >= {extent}"));
        }
        if off == DYNAMIC || size == DYNAMIC || stride == DYNAMIC || size <= 0 {
            continue;
        }
        let last = off.wrapping_add((size - 1).wrapping_mul(stride));
        if last >= extent {
            return Err(format!("slice along dimension {i} runs out-of-bounds: {last} >= {extent}"));
        }
    }
    Ok(())
}

fn verify_in_bounds(
    ctx: &Context,
    op: OpId,
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), Diagnostic> {
    in_bounds(shape, offsets, sizes, strides).map_err(|m| plain_error(ctx, op, m))
}

/// MLIR's `foldDynamicIndexList`: operands defined by constants become
/// static (only non-negative ones when asked). Whether any did.
fn fold_constants(ctx: &Context, list: &mut [Mixed], only_non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        if let Mixed::Dynamic(v) = *m {
            if let Some(c) = constant_int(ctx, v).filter(|c| !only_non_negative || *c >= 0) {
                *m = Mixed::Static(c);
                changed = true;
            }
        }
    }
    changed
}

/// Builds a subview of `source` with result type `ty` and the mixed lists.
fn build_subview(rw: &mut Rewriter<'_>, loc: Location, ty: Type, source: Value, lists: [&[Mixed]; 3]) -> Value {
    let (o, ov) = split(lists[0]);
    let (s, sv) = split(lists[1]);
    let (t, tv) = split(lists[2]);
    let op = SubViewOp::build(rw, loc, ty, source, &ov, &sv, &tv, o.into(), s.into(), t.into());
    op.id().result(rw.ctx(), 0)
}

/// Constant operands move into the static lists; the new subview's type
/// is inferred (keeping the dimensions the old one dropped) and cast back
/// to the old one (MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder`
/// with the subview's return type canonicalizer).
struct SubViewConstantArgumentFolder;

impl RewritePattern for SubViewConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(sv) = SubViewOp::cast(ctx, op) else { return false };
        let (mut o, mut s, mut t) = (sv.mixed_offsets(ctx), sv.mixed_sizes(ctx), sv.mixed_strides(ctx));
        // As MLIR's `||` of the three folds: a list is folded only when the
        // ones before it had nothing to fold.
        if !(fold_constants(ctx, &mut o, true)
            || fold_constants(ctx, &mut s, true)
            || fold_constants(ctx, &mut t, false))
        {
            return false;
        }
        let source = sv.source(ctx);
        let source_ty = source.ty(ctx);
        let shape = shape_of(ctx, source_ty);
        if in_bounds(&shape, &split(&o).0, &split(&s).0, &split(&t).0).is_err() {
            return false;
        }
        let Some(full) = infer_subview_type_mixed(ctx, source_ty, &o, &s, &t) else { return false };
        let Some(dropped) = sv.dropped_dims(ctx) else { return false };
        let new_ty = if dropped.iter().any(|d| *d) {
            let Some((strides, offset)) = full.strides_and_offset(ctx) else { return false };
            let full_shape = shape_of(ctx, full);
            let keep = |i: &usize| !dropped[*i];
            let shape: Vec<i64> = (0..full_shape.len()).filter(keep).map(|i| full_shape[i]).collect();
            let strides: Vec<i64> = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
            let layout = ctx.strided_layout_attr(offset, &strides);
            let Some(e) = full.element_type(ctx) else { return false };
            ctx.memref_type(&shape, e, Some(layout), full.memory_space(ctx))
        } else {
            full
        };
        let (old_ty, loc) = (sv.result(ctx).ty(ctx), op.loc(ctx));
        rw.set_insertion_point_before(op);
        let new = build_subview(rw, loc, new_ty, source, [&o, &s, &t]);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, old_ty, new));
        true
    }
}

/// A subview of a cast that only forgets static information views the
/// cast's source, with a cast of the result back to the old type (MLIR's
/// `SubViewOpMemRefCastFolder`).
struct SubViewOpMemRefCastFolder;

impl RewritePattern for SubViewOpMemRefCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(sv) = SubViewOp::cast(ctx, op) else { return false };
        if op.operands(ctx).iter().any(|v| is_constant_index(ctx, *v)) {
            return false;
        }
        let Some(cast) = sv.source(ctx).defining_op(ctx).filter(|c| can_fold_into_consumer(ctx, *c)) else {
            return false;
        };
        let cast_source = cast.operand(ctx, 0);
        let (o, s, t) = (sv.mixed_offsets(ctx), sv.mixed_sizes(ctx), sv.mixed_strides(ctx));
        let (current_result, current_source) = (sv.result(ctx).ty(ctx), sv.source(ctx).ty(ctx));
        // MLIR's `getCanonicalSubViewResultType`.
        let Some(full) = infer_subview_type_mixed(ctx, cast_source.ty(ctx), &o, &s, &t) else { return false };
        let Some(unused) = memref_rank_reduction_mask(ctx, current_source, current_result, &s) else { return false };
        let Some((strides, offset)) = full.strides_and_offset(ctx) else { return false };
        let full_shape = shape_of(ctx, full);
        let keep = |i: &usize| !unused[*i];
        let shape: Vec<i64> = (0..full_shape.len()).filter(keep).map(|i| full_shape[i]).collect();
        let strides: Vec<i64> = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
        let layout = ctx.strided_layout_attr(offset, &strides);
        let Some(e) = full.element_type(ctx) else { return false };
        let new_ty = ctx.memref_type(&shape, e, Some(layout), full.memory_space(ctx));
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        let new = build_subview(rw, loc, new_ty, cast_source, [&o, &s, &t]);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, current_result, new));
        true
    }
}

/// A subview with zero offsets, unit strides and the source's static
/// sizes is its source, cast when the layouts differ (MLIR's
/// `TrivialSubViewOpFolder`).
struct TrivialSubViewOpFolder;

impl RewritePattern for TrivialSubViewOpFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.subview")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(sv) = SubViewOp::cast(ctx, op) else { return false };
        let source = sv.source(ctx);
        let (s, r) = (source.ty(ctx), sv.result(ctx).ty(ctx));
        let Some(shape) = memref_shape(ctx, s) else { return false };
        if Some(shape.len()) != r.rank(ctx) {
            return false;
        }
        let trivial = sv.mixed_offsets(ctx).iter().all(|m| m.constant(ctx) == Some(0))
            && sv.mixed_strides(ctx).iter().all(|m| m.constant(ctx) == Some(1))
            && sv.mixed_sizes(ctx).iter().zip(shape).all(|(m, d)| m.constant(ctx) == Some(*d));
        if !trivial {
            return false;
        }
        if s == r {
            rw.replace_op(op, &[source]);
        } else {
            let loc = op.loc(ctx);
            rw.replace_op_with_built(op, |b| CastOp::build(b, loc, r, source));
        }
        true
    }
}
