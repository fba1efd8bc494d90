//! Folds and canonicalization patterns of `tensor.extract_slice`,
//! `tensor.insert_slice` and `tensor.parallel_insert_slice`, as MLIR 22's
//! `TensorOps.cpp` defines them: constant offsets, sizes and strides move
//! into the static lists (the result type follows, cast back to the old
//! one), casts that forget static extents fold into the slice ops, and
//! identity or round-trip slices fold away.

use crate::canonicalize::{
    constant_int, defined_by, is_foldable_into_consumer, is_foldable_into_producer, preserves_static_information,
    resize_splat, with_shape,
};
use crate::{ranked, CastOp, ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp, DYNAMIC};
use ods_ir::prelude::*;

use ods_ir::view::{mixed, split, Mixed};

/// MLIR's `foldDynamicIndexList`: operands defined by constants become
/// static (only non-negative ones for offsets and sizes). Whether any did.
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

/// The offsets, sizes and strides of a slice op.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Slice {
    offsets: Vec<Mixed>,
    sizes: Vec<Mixed>,
    strides: Vec<Mixed>,
}

impl Slice {
    /// The lists of `op`, whose operands after the first `skip` are the
    /// offsets, sizes and strides in that order.
    fn of(ctx: &Context, op: OpId, skip: usize) -> Option<Slice> {
        let list = |name: &str| -> Option<Vec<i64>> {
            op.attr_by_str(ctx, name).map(|a| DenseI64ArrayAttr::value(ctx, a).to_vec())
        };
        let (o, s, t) = (list("static_offsets")?, list("static_sizes")?, list("static_strides")?);
        let count = |l: &[i64]| l.iter().filter(|x| **x == DYNAMIC).count();
        let operands = op.operands(ctx).get(skip..)?;
        let (no, ns, nt) = (count(&o), count(&s), count(&t));
        if operands.len() != no + ns + nt {
            return None;
        }
        Some(Slice {
            offsets: mixed(&o, &operands[..no]),
            sizes: mixed(&s, &operands[no..no + ns]),
            strides: mixed(&t, &operands[no + ns..]),
        })
    }

    /// Constants folded into the lists; `None` when none was.
    fn with_constants_folded(&self, ctx: &Context) -> Option<Slice> {
        let mut s = self.clone();
        let a = fold_constants(ctx, &mut s.offsets, true);
        let b = fold_constants(ctx, &mut s.sizes, true);
        let c = fold_constants(ctx, &mut s.strides, false);
        (a || b || c).then_some(s)
    }

    fn static_sizes(&self) -> Vec<i64> {
        split(&self.sizes).0
    }

    /// MLIR's `verifyInBoundsSlice` as a predicate.
    fn in_bounds(&self, shape: &[i64]) -> bool {
        let (offsets, sizes, strides) = (split(&self.offsets).0, split(&self.sizes).0, split(&self.strides).0);
        shape.iter().enumerate().all(|(i, &extent)| {
            let (Some(&off), Some(&size), Some(&stride)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
                return true;
            };
            if extent == DYNAMIC {
                return true;
            }
            if off != DYNAMIC && off >= extent {
                return false;
            }
            if off == DYNAMIC || size == DYNAMIC || stride == DYNAMIC || size <= 0 {
                return true;
            }
            off.checked_add((size - 1).saturating_mul(stride)).is_some_and(|last| last < extent)
        })
    }

    /// Whether every offset is 0, every stride 1, and the leading sizes are
    /// the extents of `shape` (MLIR's
    /// `foldIdentityOffsetSizeAndStrideOpInterface`).
    fn is_identity(&self, ctx: &Context, shape: &[i64]) -> bool {
        self.offsets.iter().all(|m| m.constant(ctx) == Some(0))
            && self.sizes.iter().zip(shape).all(|(m, d)| m.constant(ctx) == Some(*d))
            && self.strides.iter().all(|m| m.constant(ctx) == Some(1))
    }
}

/// MLIR's `inferCanonicalRankReducedResultType`: the slice of `base` (the
/// sliced or inserted-into type) with `sizes`, its first unit extents
/// dropped down to `rank` (a rank-reduced type has no encoding).
fn canonical_slice_type(ctx: &Context, base: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    if sizes.len() <= rank {
        return with_shape(ctx, base, sizes);
    }
    let mut drop = sizes.len() - rank;
    let shape: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&d| {
            if drop > 0 && d == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .collect();
    Some(ctx.ranked_tensor_type(&shape, base.element_type(ctx)?))
}

/// MLIR's `computeRankReductionMask`; with `match_dynamic`, a dynamic
/// extent on either side matches anything but a unit extent.
fn rank_reduction_mask(original: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if match_dynamic && r < reduced.len() && d != 1 && (reduced[r] == DYNAMIC || d == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && reduced[r] == d {
            r += 1;
            continue;
        }
        dropped.push(i);
        if d != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// Builds an `extract_slice` of `source` with `slice` and result type `ty`.
fn build_extract(rw: &mut Rewriter<'_>, loc: Location, ty: Type, source: Value, slice: &Slice) -> Value {
    let (o, ov) = split(&slice.offsets);
    let (s, sv) = split(&slice.sizes);
    let (t, tv) = split(&slice.strides);
    let op = ExtractSliceOp::build(rw, loc, ty, source, &ov, &sv, &tv, o.into(), s.into(), t.into());
    op.id().result(rw.ctx(), 0)
}

/// Builds an `insert_slice` (or, when `parallel`, a
/// `parallel_insert_slice`) of `source` into `dest` with `slice`.
fn build_insert(
    rw: &mut Rewriter<'_>,
    loc: Location,
    parallel: bool,
    source: Value,
    dest: Value,
    slice: &Slice,
) -> OpId {
    let (o, ov) = split(&slice.offsets);
    let (s, sv) = split(&slice.sizes);
    let (t, tv) = split(&slice.strides);
    if parallel {
        ParallelInsertSliceOp::build(rw, loc, source, dest, &ov, &sv, &tv, o.into(), s.into(), t.into()).id()
    } else {
        let ty = dest.ty(rw.ctx());
        InsertSliceOp::build(rw, loc, ty, source, dest, &ov, &sv, &tv, o.into(), s.into(), t.into()).id()
    }
}

/// Replaces `op` by `value`, cast to the type of `op`'s result when it
/// differs.
fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, value: Value) {
    let ty = op.result(rw.ctx(), 0).ty(rw.ctx());
    if value.ty(rw.ctx()) == ty {
        rw.replace_op(op, &[value]);
    } else {
        let loc = op.loc(rw.ctx());
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, value));
    }
}

/// Whether any operand of `op` is a constant index (the constant-argument
/// folder goes first).
fn has_constant_index_operand(ctx: &Context, op: OpId) -> bool {
    op.operands(ctx).iter().any(|&v| v.ty(ctx).is_index(ctx) && constant_int(ctx, v).is_some())
}

impl ExtractSliceOp {
    /// A splat constant resized; an identity slice is its source; the slice
    /// just inserted by an `insert_slice` is the inserted tensor.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let ty = self.result(ctx).ty(ctx);
        if let Some(a) = operands.first().copied().flatten().and_then(|a| resize_splat(ctx, a, ty)) {
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        let source = self.source(ctx);
        let Some(slice) = Slice::of(ctx, self.id(), 1) else { return FoldResult::Failure };
        if source.ty(ctx) == ty && slice.is_identity(ctx, ranked(ctx, ty).unwrap_or_default()) {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        if let Some(insert) = defined_by(ctx, source, "tensor.insert_slice") {
            let inserted = insert.operand(ctx, 0);
            if inserted.ty(ctx) == ty && Slice::of(ctx, insert, 2).as_ref() == Some(&slice) {
                return FoldResult::Results(vec![FoldValue::Value(inserted)]);
            }
        }
        FoldResult::Failure
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ExtractSliceConstantArguments);
        set.add(ExtractSliceOfCast);
    }
}

/// Constant offsets, sizes and strides of an `extract_slice` become static;
/// the result type takes the static sizes and is cast back.
struct ExtractSliceConstantArguments;
impl RewritePattern for ExtractSliceConstantArguments {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract_slice")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(slice) = Slice::of(ctx, op, 1).and_then(|s| s.with_constants_folded(ctx)) else { return false };
        let source = op.operand(ctx, 0);
        let Some(shape) = ranked(ctx, source.ty(ctx)) else { return false };
        if !slice.in_bounds(shape) {
            return false;
        }
        let old = op.result(ctx, 0).ty(ctx);
        let rank = ranked(ctx, old).map_or(0, <[i64]>::len);
        let Some(ty) = canonical_slice_type(ctx, source.ty(ctx), &slice.static_sizes(), rank) else { return false };
        let loc = op.loc(ctx);
        let value = build_extract(rw, loc, ty, source, &slice);
        replace_with_cast(rw, op, value);
        true
    }
}

/// `extract_slice(cast(x))` slices `x` when the cast only forgets static
/// extents.
struct ExtractSliceOfCast;
impl RewritePattern for ExtractSliceOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract_slice")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if has_constant_index_operand(ctx, op) {
            return false;
        }
        let Some(cast) = defined_by(ctx, op.operand(ctx, 0), "tensor.cast") else { return false };
        if !is_foldable_into_consumer(ctx, cast) {
            return false;
        }
        let Some(slice) = Slice::of(ctx, op, 1) else { return false };
        let (x, ty, loc) = (cast.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        // The new op must verify: a static source may show the slice out
        // of bounds.
        if !ranked(ctx, x.ty(ctx)).is_some_and(|shape| slice.in_bounds(shape)) {
            return false;
        }
        let value = build_extract(rw, loc, ty, x, &slice);
        replace_with_cast(rw, op, value);
        true
    }
}

/// `cast(extract_slice(...))` to a more static type is an `extract_slice`
/// with the cast's static extents as sizes.
pub(crate) struct CastOfExtractSlice;
impl RewritePattern for CastOfExtractSlice {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = op.result(ctx, 0).ty(ctx);
        let Some(target) = ranked(ctx, ty) else { return false };
        let Some(extract) = defined_by(ctx, op.operand(ctx, 0), "tensor.extract_slice") else { return false };
        if !is_foldable_into_producer(ctx, op) || ranked(ctx, op.operand(ctx, 0).ty(ctx)) == Some(target) {
            return false;
        }
        let Some(mut slice) = Slice::of(ctx, extract, 1) else { return false };
        let slice_shape = ranked(ctx, extract.result(ctx, 0).ty(ctx)).unwrap_or_default();
        let mask = rank_reduction_mask(&slice.static_sizes(), slice_shape, false);
        let mut kept = target.iter();
        for (i, size) in slice.sizes.iter_mut().enumerate() {
            if mask.as_ref().is_some_and(|m| m.contains(&i)) {
                continue;
            }
            match kept.next() {
                Some(&d) if d != DYNAMIC => *size = Mixed::Static(d),
                Some(_) => {}
                None => return false,
            }
        }
        let (x, loc) = (extract.operand(ctx, 0), op.loc(ctx));
        let value = build_extract(rw, loc, ty, x, &slice);
        rw.replace_op(op, &[value]);
        true
    }
}

impl InsertSliceOp {
    /// An identity insertion of a static tensor is the source; an insertion
    /// over the same slice just inserted writes to the earlier destination
    /// (in place); inserting back what was extracted from the destination
    /// is the destination; an empty insertion is the destination.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let (source, dest) = (self.source(ctx), self.dest(ctx));
        let ty = self.result(ctx).ty(ctx);
        let Some(slice) = Slice::of(ctx, self.id(), 2) else { return FoldResult::Failure };
        if source.ty(ctx).has_static_shape(ctx)
            && ty.has_static_shape(ctx)
            && source.ty(ctx) == ty
            && slice.is_identity(ctx, ranked(ctx, ty).unwrap_or_default())
        {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        if let Some(prev) = defined_by(ctx, dest, "tensor.insert_slice") {
            if prev.operand(ctx, 0).ty(ctx) == source.ty(ctx) && Slice::of(ctx, prev, 2).as_ref() == Some(&slice) {
                let earlier = prev.operand(ctx, 1);
                ctx.set_operand(self.id(), 1, earlier);
                return FoldResult::InPlace;
            }
        }
        if let Some(extract) = defined_by(ctx, source, "tensor.extract_slice") {
            if extract.operand(ctx, 0) == dest && Slice::of(ctx, extract, 1).as_ref() == Some(&slice) {
                return FoldResult::Results(vec![FoldValue::Value(dest)]);
            }
        }
        if slice.sizes.iter().any(|m| m.constant(ctx) == Some(0)) {
            return FoldResult::Results(vec![FoldValue::Value(dest)]);
        }
        FoldResult::Failure
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(InsertSliceConstantArguments { parallel: false });
        set.add(InsertSliceOfCast { parallel: false });
        set.add(InsertSliceSourceCast { parallel: false });
    }
}

impl ParallelInsertSliceOp {
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(InsertSliceConstantArguments { parallel: true });
        set.add(InsertSliceOfCast { parallel: true });
        set.add(InsertSliceSourceCast { parallel: true });
    }
}

/// The root name of an insertion pattern.
fn insert_name(parallel: bool) -> &'static str {
    if parallel {
        "tensor.parallel_insert_slice"
    } else {
        "tensor.insert_slice"
    }
}

/// Puts the insertion point where a cast of an inserted tensor goes:
/// before the op, or before its parent for a `parallel_insert_slice`
/// (inside `scf.forall.in_parallel` only insertions may stand).
fn before_insertion(rw: &mut Rewriter<'_>, op: OpId, parallel: bool) {
    let at = if parallel { op.parent_op(rw.ctx()).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(at);
}

/// Replaces an insertion `op` by `new`.
fn replace_insertion(rw: &mut Rewriter<'_>, op: OpId, new: OpId) {
    let results: Vec<Value> = new.results(rw.ctx()).collect();
    rw.replace_op(op, &results);
}

/// Constant offsets, sizes and strides of an insertion become static; the
/// source is cast to the canonical slice type.
struct InsertSliceConstantArguments {
    parallel: bool,
}
impl RewritePattern for InsertSliceConstantArguments {
    fn root(&self) -> Option<&'static str> {
        Some(insert_name(self.parallel))
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(slice) = Slice::of(ctx, op, 2).and_then(|s| s.with_constants_folded(ctx)) else { return false };
        let (mut source, dest) = (op.operand(ctx, 0), op.operand(ctx, 1));
        if !ranked(ctx, dest.ty(ctx)).is_some_and(|shape| slice.in_bounds(shape)) {
            return false;
        }
        let old = source.ty(ctx);
        let rank = ranked(ctx, old).map_or(0, <[i64]>::len);
        let Some(ty) = canonical_slice_type(ctx, dest.ty(ctx), &slice.static_sizes(), rank) else { return false };
        let loc = op.loc(ctx);
        if ty != old {
            before_insertion(rw, op, self.parallel);
            source = CastOp::build(rw, loc, ty, source).id().result(rw.ctx(), 0);
        }
        rw.set_insertion_point_before(op);
        let new = build_insert(rw, loc, self.parallel, source, dest, &slice);
        replace_insertion(rw, op, new);
        true
    }
}

/// An insertion whose source or destination is a cast that only forgets
/// static extents uses the cast's source (the result is cast back).
struct InsertSliceOfCast {
    parallel: bool,
}
impl RewritePattern for InsertSliceOfCast {
    fn root(&self) -> Option<&'static str> {
        Some(insert_name(self.parallel))
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if has_constant_index_operand(ctx, op) {
            return false;
        }
        let uncast = |v: Value| {
            defined_by(ctx, v, "tensor.cast").filter(|c| is_foldable_into_consumer(ctx, *c)).map(|c| c.operand(ctx, 0))
        };
        let (source, dest) = (op.operand(ctx, 0), op.operand(ctx, 1));
        let (new_source, new_dest) = (uncast(source), uncast(dest));
        if new_source.is_none() && new_dest.is_none() {
            return false;
        }
        let (src, dst) = (new_source.unwrap_or(source), new_dest.unwrap_or(dest));
        let (Some(src_shape), Some(dst_shape)) = (ranked(ctx, src.ty(ctx)), ranked(ctx, dst.ty(ctx))) else {
            return false;
        };
        let Some(mut slice) = Slice::of(ctx, op, 2) else { return false };
        let mut sizes = slice.static_sizes();
        let Some(mask) = rank_reduction_mask(&sizes, src_shape, true) else { return false };
        let mut kept = 0;
        for (i, size) in sizes.iter_mut().enumerate() {
            if !mask.contains(&i) && src_shape.get(kept).is_some_and(|d| *d != DYNAMIC) {
                slice.sizes[i] = Mixed::Static(src_shape[kept]);
                *size = src_shape[kept];
                kept += 1;
            }
        }
        // The new op must verify: the source is the slice shape, possibly
        // with unit extents dropped.
        if src.ty(ctx).element_type(ctx) != dst.ty(ctx).element_type(ctx)
            || sizes.len() != dst_shape.len()
            || src_shape.len() > sizes.len()
            || rank_reduction_mask(&sizes, src_shape, false).is_none()
            || !slice.in_bounds(dst_shape)
        {
            return false;
        }
        let (loc, dest_ty) = (op.loc(ctx), dest.ty(ctx));
        let new = build_insert(rw, loc, self.parallel, src, dst, &slice);
        if !self.parallel && dst.ty(rw.ctx()) != dest_ty {
            let value = new.result(rw.ctx(), 0);
            rw.replace_op_with_built(op, |b| CastOp::build(b, loc, dest_ty, value));
        } else {
            replace_insertion(rw, op, new);
        }
        true
    }
}

/// An insertion whose constant sizes say more than its source type casts
/// the source to that more static type first.
struct InsertSliceSourceCast {
    parallel: bool,
}
impl RewritePattern for InsertSliceSourceCast {
    fn root(&self) -> Option<&'static str> {
        Some(insert_name(self.parallel))
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (source, dest) = (op.operand(ctx, 0), op.operand(ctx, 1));
        let src_ty = source.ty(ctx);
        let (Some(src_shape), Some(dst_shape)) = (ranked(ctx, src_ty), ranked(ctx, dest.ty(ctx))) else {
            return false;
        };
        if src_shape.len() != dst_shape.len() {
            return false;
        }
        let Some(slice) = Slice::of(ctx, op, 2) else { return false };
        let mut shape = src_shape.to_vec();
        for (d, size) in shape.iter_mut().zip(&slice.sizes) {
            if let Some(c) = size.constant(ctx) {
                if c < 0 {
                    return false;
                }
                *d = c;
            }
        }
        let Some(ty) = with_shape(ctx, src_ty, &shape) else { return false };
        let compatible = src_shape.iter().zip(&shape).all(|(a, b)| a == b || *a == DYNAMIC || *b == DYNAMIC);
        if ty == src_ty || !preserves_static_information(ctx, src_ty, ty) || !compatible {
            return false;
        }
        let loc = op.loc(ctx);
        before_insertion(rw, op, self.parallel);
        let cast = CastOp::build(rw, loc, ty, source).id().result(rw.ctx(), 0);
        rw.set_insertion_point_before(op);
        let new = build_insert(rw, loc, self.parallel, cast, dest, &slice);
        replace_insertion(rw, op, new);
        true
    }
}
