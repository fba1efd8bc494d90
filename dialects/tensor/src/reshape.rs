//! Folds and canonicalization patterns of `tensor.expand_shape` and
//! `tensor.collapse_shape`, as MLIR's reshape utilities define them:
//! identity and inverse pairs fold away, constants take the new shape, and
//! chains of reshapes compose into one.

use crate::canonicalize::is_foldable_into_consumer;
use crate::{CastOp, CollapseShapeOp, ExpandShapeOp, FromElementsOp, SplatOp, DYNAMIC};
use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;

/// Reassociation groups: the dimensions of the higher-ranked type that each
/// dimension of the lower-ranked one stands for.
type Groups = Vec<Vec<i64>>;

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    t.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()
}

fn count_dynamic(dims: &[i64]) -> usize {
    dims.iter().filter(|d| **d == DYNAMIC).count()
}

/// The reassociation of a reshape op.
fn groups(ctx: &Context, op: OpId) -> Groups {
    let a = op.attr_by_str(ctx, "reassociation");
    a.map(|a| <crate::IndexListArrayAttr as AttrConstraint>::value(ctx, a)).unwrap_or_default()
}

/// The fold shared by both reshapes (`inverse` names the other one): an
/// identity reshape is its source, a constant takes the result type, and a
/// reshape undoing its producer is the producer's source where that is
/// sure to hold.
pub(crate) fn fold_reshape(ctx: &mut Context, op: OpId, inverse: &str, operands: &[Option<Attr>]) -> FoldResult {
    let src = op.operand(ctx, 0);
    let result_ty = op.result(ctx, 0).ty(ctx);
    if src.ty(ctx) == result_ty {
        return FoldResult::Results(vec![FoldValue::Value(src)]);
    }
    if let Some(AttrKind::DenseElements { splat, data, .. }) = operands.first().copied().flatten().map(|a| a.kind(ctx))
    {
        let (splat, data) = (*splat, data.clone());
        let reshaped = ctx.get_attr(AttrKind::DenseElements { ty: result_ty, splat, data });
        return FoldResult::Results(vec![FoldValue::Attr(reshaped)]);
    }
    let Some(producer) = src.defining_op(ctx).filter(|p| p.name_str(ctx) == inverse) else {
        return FoldResult::Failure;
    };
    let inner = producer.operand(ctx, 0);
    if inner.ty(ctx) != result_ty {
        return FoldResult::Failure;
    }
    let dims = shape(ctx, result_ty);
    let undoes = count_dynamic(&dims) < 2 || {
        // Perfect inverses: the same groups, and either an expansion undone
        // by a collapse or at most one dynamic extent per group.
        let g = groups(ctx, op);
        g == groups(ctx, producer)
            && (dims.len() < shape(ctx, src.ty(ctx)).len()
                || g.iter()
                    .all(|group| group.first().is_none_or(|f| count_dynamic(&dims[*f as usize..][..group.len()]) < 2)))
    };
    if undoes {
        FoldResult::Results(vec![FoldValue::Value(inner)])
    } else {
        FoldResult::Failure
    }
}

/// The groups of two reshapes of the same direction composed into one;
/// `None` when they do not compose (MLIR's `composeReassociationIndices`).
fn compose_groups(producer: &Groups, consumer: &Groups) -> Option<Groups> {
    let (mut outer, mut inner) = (producer, consumer);
    if outer.len() == inner.len() {
        return None;
    }
    if outer.len() < inner.len() {
        std::mem::swap(&mut outer, &mut inner);
    }
    if inner.is_empty() {
        return Some(Vec::new());
    }
    if inner.iter().map(Vec::len).sum::<usize>() != outer.len() {
        return None;
    }
    Some(inner.iter().map(|g| g.iter().flat_map(|i| outer[*i as usize].iter().copied()).collect()).collect())
}

/// An inclusive range of source dimensions.
#[derive(Clone, Copy)]
struct Range {
    left: usize,
    right: usize,
}

/// From `start`, the first range ending at a dynamic dimension (the rest of
/// the shape when `greedy`).
fn range_for_dynamic(src: &[i64], start: usize, greedy: bool) -> Option<Range> {
    let right = (start..src.len()).find(|i| src[*i] == DYNAMIC)?;
    Some(Range { left: start, right: if greedy { src.len() - 1 } else { right } })
}

/// From `start`, the first run of static dimensions whose product is
/// `size` (dynamic dimensions restart the search; trailing unit dimensions
/// join the run when `greedy`).
fn range_for_size(src: &[i64], start: usize, size: i64, greedy: bool) -> Option<Range> {
    let mut r = Range { left: start, right: start };
    let mut product: i64 = 1;
    let mut found = None;
    while r.right < src.len() {
        let d = src[r.right];
        if d == DYNAMIC {
            product = 1;
            r = Range { left: r.right + 1, right: r.right + 1 };
            continue;
        }
        product = product.saturating_mul(d);
        while product > size && r.left < r.right {
            product /= src[r.left].max(1);
            r.left += 1;
        }
        if product == size {
            found = Some(r);
            break;
        }
        r.right += 1;
    }
    let mut found = found?;
    if greedy {
        while found.right + 1 < src.len() && src[found.right + 1] == 1 {
            found.right += 1;
        }
    }
    Some(found)
}

/// One pass of the collapse search, left to right: a source range per
/// target dimension, skipped source dimensions joining a preceding dynamic
/// target dimension.
fn collapse_ranges(src: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut next = 0;
    let mut previous: Option<i64> = None;
    for (t, &size) in target.iter().enumerate() {
        let greedy = t + 1 == target.len();
        let r = if size == DYNAMIC {
            range_for_dynamic(src, next, greedy)?
        } else {
            range_for_size(src, next, size, greedy)?
        };
        if r.left > r.right || r.right >= src.len() {
            return None;
        }
        if r.left > next {
            if previous != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = r.left - 1;
        }
        previous = Some(size);
        next = r.right + 1;
        ranges.push(r);
    }
    (ranges.last()?.right + 1 >= src.len()).then_some(ranges)
}

/// How `src` collapses into `target`, found from both ends and kept only
/// where both agree up to unit dimensions (MLIR's
/// `getReassociationIndicesForCollapse`).
fn reassociation_for_collapse(src: &[i64], target: &[i64]) -> Option<Groups> {
    if src.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        return src.iter().all(|d| *d == 1 || *d == DYNAMIC).then(Vec::new);
    }
    let forward = collapse_ranges(src, target)?;
    let (rs, rt): (Vec<i64>, Vec<i64>) = (src.iter().rev().copied().collect(), target.iter().rev().copied().collect());
    let n = src.len();
    let backward: Vec<Range> = collapse_ranges(&rs, &rt)?
        .into_iter()
        .rev()
        .map(|r| Range { left: n - 1 - r.right, right: n - 1 - r.left })
        .collect();
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (f, b) in forward.iter().zip(&backward) {
        let differ = (f.left.min(b.left)..f.left.max(b.left)).chain(f.right.min(b.right) + 1..=f.right.max(b.right));
        if differ.into_iter().any(|i| src[i] != 1) {
            return None;
        }
        out.push((f.left as i64..=f.right as i64).collect());
    }
    Some(out)
}

/// How `src` collapses into `target` group by group, the groups of the
/// lower-ranked side given by `src_groups` and `target_groups`.
fn collapsing_groups(src_groups: &Groups, target_groups: &Groups, src: &[i64], target: &[i64]) -> Option<Groups> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src, target);
    }
    let mut out = Vec::new();
    for (sg, tg) in src_groups.iter().zip(target_groups) {
        let (s0, t0) = (*sg.first()? as usize, *tg.first()? as usize);
        let sub_src = src.get(s0..s0 + sg.len())?;
        let sub_target = target.get(t0..t0 + tg.len())?;
        if sub_src.len() == sub_target.len() {
            if sub_src != sub_target || count_dynamic(sub_src) >= 2 {
                return None;
            }
            out.extend((0..sub_src.len()).map(|i| vec![(s0 + i) as i64]));
            continue;
        }
        for g in reassociation_for_collapse(sub_src, sub_target)? {
            out.push(g.iter().map(|i| i + s0 as i64).collect());
        }
    }
    Some(out)
}

/// The output shape operands and static extents of an expand_shape.
fn output_shape(ctx: &Context, op: ExpandShapeOp) -> (Vec<Value>, Vec<i64>) {
    let statics = op.id().attr_by_str(ctx, "static_output_shape");
    let statics = statics.map(|a| DenseI64ArrayAttr::value(ctx, a).to_vec()).unwrap_or_default();
    (op.output_shape(ctx).to_vec(), statics)
}

/// `expand(expand(x))` is one expansion, and `collapse(collapse(x))` one
/// collapse.
pub(crate) struct ComposeReshapes {
    pub(crate) name: &'static str,
}

impl RewritePattern for ComposeReshapes {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(producer) = op.operand(ctx, 0).defining_op(ctx).filter(|p| p.name_str(ctx) == self.name) else {
            return false;
        };
        let Some(composed) = compose_groups(&groups(ctx, producer), &groups(ctx, op)) else { return false };
        let (src, ty, loc) = (producer.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        if let Some(expand) = ExpandShapeOp::cast(ctx, op) {
            let (dynamic, statics) = output_shape(ctx, expand);
            rw.replace_op_with_built(op, |b| ExpandShapeOp::build(b, loc, ty, src, composed, &dynamic, statics.into()));
        } else {
            rw.replace_op_with_built(op, |b| CollapseShapeOp::build(b, loc, ty, src, composed));
        }
        true
    }
}

/// `collapse(expand(x))`: one collapse, one expansion or a cast, where the
/// groups of one cover the other's.
pub(crate) struct ComposeCollapseOfExpand;

impl RewritePattern for ComposeCollapseOfExpand {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.collapse_shape")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(expand) = op.operand(ctx, 0).defining_op(ctx).filter(|p| p.name_str(ctx) == "tensor.expand_shape")
        else {
            return false;
        };
        let (src, ty, loc) = (expand.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        if src.ty(ctx) == ty {
            return false;
        }
        let (src_rank, result_rank) = (shape(ctx, src.ty(ctx)).len(), shape(ctx, ty).len());
        let (higher, lower) = if src_rank > result_rank {
            (groups(ctx, expand), groups(ctx, op))
        } else {
            (groups(ctx, op), groups(ctx, expand))
        };
        let mut next = 0;
        let mut composed = Vec::with_capacity(lower.len());
        for l in &lower {
            let Some(&last) = l.last() else { return false };
            let mut group = Vec::new();
            while next < higher.len() {
                let Some(&rightmost) = higher[next].last() else { return false };
                if rightmost > last {
                    return false;
                }
                group.push(next as i64);
                next += 1;
                if rightmost == last {
                    break;
                }
            }
            composed.push(group);
        }
        match src_rank.cmp(&result_rank) {
            std::cmp::Ordering::Greater => {
                rw.replace_op_with_built(op, |b| CollapseShapeOp::build(b, loc, ty, src, composed));
            }
            std::cmp::Ordering::Less => {
                // The expansion needs its output shape: only a static one
                // is known here.
                let dims = shape(ctx, ty);
                if count_dynamic(&dims) > 0 {
                    return false;
                }
                rw.replace_op_with_built(op, |b| ExpandShapeOp::build(b, loc, ty, src, composed, &[], dims.into()));
            }
            std::cmp::Ordering::Equal => {
                rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, src));
            }
        }
        true
    }
}

/// `expand(collapse(x))`: one collapse or one expansion, where each group
/// pair reshapes into the other.
pub(crate) struct ComposeExpandOfCollapse;

impl RewritePattern for ComposeExpandOfCollapse {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.expand_shape")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(collapse) = op.operand(ctx, 0).defining_op(ctx).filter(|p| p.name_str(ctx) == "tensor.collapse_shape")
        else {
            return false;
        };
        let (src, ty, loc) = (collapse.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        if src.ty(ctx) == ty {
            return false;
        }
        let (src_shape, result_shape) = (shape(ctx, src.ty(ctx)), shape(ctx, ty));
        let (src_groups, result_groups) = (groups(ctx, collapse), groups(ctx, op));
        if src_shape.len() > result_shape.len() {
            let Some(composed) = collapsing_groups(&src_groups, &result_groups, &src_shape, &result_shape) else {
                return false;
            };
            rw.replace_op_with_built(op, |b| CollapseShapeOp::build(b, loc, ty, src, composed));
            return true;
        }
        let Some(composed) = collapsing_groups(&result_groups, &src_groups, &result_shape, &src_shape) else {
            return false;
        };
        let Some(expand) = ExpandShapeOp::cast(ctx, op) else { return false };
        let (dynamic, statics) = output_shape(ctx, expand);
        rw.replace_op_with_built(op, |b| ExpandShapeOp::build(b, loc, ty, src, composed, &dynamic, statics.into()));
        true
    }
}

/// A reshape of a statically shaped `splat` is a splat of the new shape.
pub(crate) struct ReshapeOfSplat {
    pub(crate) name: &'static str,
}

impl RewritePattern for ReshapeOfSplat {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(splat) = op.operand(ctx, 0).defining_op(ctx).filter(|p| p.name_str(ctx) == "tensor.splat") else {
            return false;
        };
        let ty = op.result(ctx, 0).ty(ctx);
        if !splat.result(ctx, 0).ty(ctx).has_static_shape(ctx) {
            return false;
        }
        let (x, loc) = (splat.operand(ctx, 0), op.loc(ctx));
        rw.replace_op_with_built(op, |b| SplatOp::build(b, loc, ty, x, &[]));
        true
    }
}

/// A reshape of a `tensor.from_elements` to a statically shaped type is a
/// `tensor.from_elements` of that type (MLIR's `FoldReshapeWithFromElements`).
pub(crate) struct ReshapeOfFromElements {
    pub(crate) name: &'static str,
}

impl RewritePattern for ReshapeOfFromElements {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(from) = op.operand(ctx, 0).defining_op(ctx).and_then(|d| FromElementsOp::cast(ctx, d)) else {
            return false;
        };
        let ty = op.result(ctx, 0).ty(ctx);
        if !ty.has_static_shape(ctx) {
            return false;
        }
        let (elements, loc) = (from.elements(ctx).to_vec(), op.loc(ctx));
        rw.replace_op_with_built(op, |b| FromElementsOp::build(b, loc, ty, &elements));
        true
    }
}

/// The shape `groups` collapse `src` into: per group the product of its
/// extents, dynamic when one is (MLIR's `inferCollapsedType`).
fn collapsed_shape(src: &[i64], groups: &Groups) -> Vec<i64> {
    groups
        .iter()
        .map(|g| {
            let band = g.iter().map(|&d| src.get(d as usize).copied().unwrap_or(DYNAMIC));
            band.clone().try_fold(1i64, |p, d| (d != DYNAMIC).then(|| p.wrapping_mul(d))).unwrap_or(DYNAMIC)
        })
        .collect()
}

/// A ranked tensor type of `shape` and `element`, without encoding (as
/// MLIR's reshape patterns make them).
fn plain_tensor(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.get_type(ods_ir::types::TypeKind::RankedTensor { shape: shape.into(), element, encoding: None })
}

/// `collapse(cast(x))` where the cast only forgets static information
/// collapses `x`, casting the result when the collapse of `x` is more
/// static (MLIR's `FoldCollapseOfCastOp`).
pub(crate) struct FoldCollapseOfCast;

impl RewritePattern for FoldCollapseOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.collapse_shape")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = op.operand(ctx, 0).defining_op(ctx).and_then(|d| CastOp::cast(ctx, d)) else { return false };
        if !is_foldable_into_consumer(ctx, cast.id()) {
            return false;
        }
        let source = cast.source(ctx);
        let Some(element) = source.ty(ctx).element_type(ctx) else { return false };
        let g = groups(ctx, op);
        let new_ty = plain_tensor(ctx, collapsed_shape(&shape(ctx, source.ty(ctx)), &g), element);
        let (ty, loc) = (op.result(ctx, 0).ty(ctx), op.loc(ctx));
        if new_ty == ty {
            rw.set_operand(op, 0, source);
        } else {
            let collapsed = CollapseShapeOp::build(rw, loc, new_ty, source, g).id().result(rw.ctx(), 0);
            rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, collapsed));
        }
        true
    }
}

/// `expand(cast(x))` where the cast only forgets static information: the
/// result extents given by constants become static where the source
/// extent of their group is static in `x`; the expansion then works on a
/// cast of its source to the shape those extents imply and is cast back
/// (MLIR's `ConvertToStaticExpandShape`).
pub(crate) struct ConvertToStaticExpandShape;

impl RewritePattern for ConvertToStaticExpandShape {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.expand_shape")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(expand) = ExpandShapeOp::cast(ctx, op) else { return false };
        let src = expand.src(ctx);
        let Some(cast) = src.defining_op(ctx).and_then(|d| CastOp::cast(ctx, d)) else { return false };
        if !is_foldable_into_consumer(ctx, cast.id()) {
            return false;
        }
        let cast_src = shape(ctx, cast.source(ctx).ty(ctx));
        let g = groups(ctx, op);
        let ty = expand.result(ctx).ty(ctx);
        let mut out_shape = shape(ctx, ty);
        let operands = expand.output_shape(ctx).to_vec();
        let mut next = operands.iter();
        let mut dynamic = Vec::new();
        for (in_dim, group) in g.iter().enumerate() {
            for &out_dim in group {
                let out_dim = out_dim as usize;
                if out_shape.get(out_dim) != Some(&DYNAMIC) {
                    continue;
                }
                let Some(&v) = next.next() else { return false };
                // A dynamic source extent keeps all its expanded extents
                // dynamic: the op needs one of them to be.
                let constant = match cast_src.get(in_dim) {
                    Some(&d) if d != DYNAMIC => crate::canonicalize::constant_int(ctx, v),
                    _ => None,
                };
                match constant {
                    Some(c) => out_shape[out_dim] = c,
                    None => dynamic.push(v),
                }
            }
        }
        if dynamic.len() == operands.len() {
            return false;
        }
        let in_shape: Vec<i64> = g
            .iter()
            .map(|group| {
                group
                    .iter()
                    .map(|&d| out_shape[d as usize])
                    .try_fold(1i64, |p, d| (d != DYNAMIC).then(|| p.wrapping_mul(d)))
                    .unwrap_or(DYNAMIC)
            })
            .collect();
        let Some(element) = src.ty(ctx).element_type(ctx) else { return false };
        let (in_ty, out_ty) = (plain_tensor(ctx, in_shape, element), plain_tensor(ctx, out_shape.clone(), element));
        let loc = op.loc(ctx);
        let input = CastOp::build(rw, loc, in_ty, src).id().result(rw.ctx(), 0);
        let expanded =
            ExpandShapeOp::build(rw, loc, out_ty, input, g, &dynamic, out_shape.into()).id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, expanded));
        true
    }
}
