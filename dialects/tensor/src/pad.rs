//! Fold and canonicalization patterns of `tensor.pad`, as MLIR 22's
//! `TensorOps.cpp` defines them: zero padding is a cast, casts on either
//! side fold into the pad, constant paddings make the result type static,
//! and chains of pads with the same padding value merge.

use crate::canonicalize::{
    constant_int, defined_by, is_foldable_into_consumer, preserves_static_information, with_shape,
};
use crate::{ranked, CastOp, ExtractSliceOp, PadOp, DYNAMIC};
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;
use rustc_hash::FxHashMap;

/// The static list with an operand wherever it says `kDynamic`, each as
/// its constant value when it has one (`None`: not constant).
fn mixed_constants(ctx: &Context, statics: &[i64], dynamics: &[Value]) -> Vec<Option<i64>> {
    let mut values = dynamics.iter();
    statics
        .iter()
        .map(|&s| if s == DYNAMIC { values.next().and_then(|v| constant_int(ctx, *v)) } else { Some(s) })
        .collect()
}

/// One padding amount: static, or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pad {
    Static(i64),
    Dynamic(Value),
}

fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Pad> {
    let mut values = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| values.next()).flatten() {
            Some(&v) => Pad::Dynamic(v),
            None => Pad::Static(s),
        })
        .collect()
}

fn split(list: &[Pad]) -> (Vec<i64>, Vec<Value>) {
    let mut values = Vec::new();
    let statics = list
        .iter()
        .map(|p| match *p {
            Pad::Static(s) => s,
            Pad::Dynamic(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}

impl PadOp {
    fn low_pads(self, ctx: &Context) -> Vec<Pad> {
        mixed(&self.static_low(ctx).to_vec(), self.low(ctx))
    }
    fn high_pads(self, ctx: &Context) -> Vec<Pad> {
        mixed(&self.static_high(ctx).to_vec(), self.high(ctx))
    }
    fn has_zero_low_pad(self, ctx: &Context) -> bool {
        mixed_constants(ctx, &self.static_low(ctx).to_vec(), self.low(ctx)).iter().all(|c| *c == Some(0))
    }
    fn has_zero_high_pad(self, ctx: &Context) -> bool {
        mixed_constants(ctx, &self.static_high(ctx).to_vec(), self.high(ctx)).iter().all(|c| *c == Some(0))
    }
    /// The dimensions padded by a non-zero (or unknown) amount on either
    /// side.
    fn padded_dims(self, ctx: &Context) -> Vec<bool> {
        let low = mixed_constants(ctx, &self.static_low(ctx).to_vec(), self.low(ctx));
        let high = mixed_constants(ctx, &self.static_high(ctx).to_vec(), self.high(ctx));
        low.iter().zip(&high).map(|(l, h)| *l != Some(0) || *h != Some(0)).collect()
    }
    /// MLIR's `getConstantPaddingValue`: the yielded value when it is a
    /// constant or defined outside the pad's block.
    fn constant_padding_value(self, ctx: &Context) -> Option<Value> {
        let block = self.region(ctx).entry_block(ctx)?;
        let terminator = *block.ops(ctx).last()?;
        if terminator.name_str(ctx) != "tensor.yield" {
            return None;
        }
        let value = terminator.operand(ctx, 0);
        if constant_value(ctx, value).is_some() {
            return Some(value);
        }
        (value.parent_block(ctx) != Some(block)).then_some(value)
    }
    fn nofold_set(self, ctx: &Context) -> bool {
        self.nofold(ctx)
    }

    /// A pad of a static tensor to its own type is the tensor (unless
    /// `nofold`).
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let (source, ty) = (self.source(ctx), self.result(ctx).ty(ctx));
        if ty.has_static_shape(ctx) && source.ty(ctx) == ty && !self.nofold_set(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        FoldResult::Failure
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ZeroPadding);
        set.add(PadOfCast);
        set.add(CastOfPad);
        set.add(OrthogonalPaddings);
        set.add(StaticPadding);
        set.add(ConsecutivePadding);
    }
}

/// MLIR's `PadOp::inferResultType`: source extent plus both paddings where
/// all three are static, `result_shape`'s extent (or dynamic) elsewhere.
fn infer_pad_shape(source: &[i64], low: &[i64], high: &[i64], result_shape: Option<&[i64]>) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() {
        return None;
    }
    Some(
        (0..source.len())
            .map(|i| {
                if source[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                    result_shape.map_or(DYNAMIC, |r| r[i])
                } else {
                    source[i] + low[i] + high[i]
                }
            })
            .collect(),
    )
}

/// Builds a pad like `pad` with another result type, source and paddings;
/// the caller fills in its region.
fn build_pad(rw: &mut Rewriter<'_>, pad: PadOp, ty: Type, source: Value, low: &[Pad], high: &[Pad]) -> PadOp {
    let ctx = rw.ctx();
    let (loc, nofold) = (pad.id().loc(ctx), pad.nofold(ctx));
    let discardable = pad.id().discardable_attrs(ctx);
    let (ls, lv) = split(low);
    let (hs, hv) = split(high);
    let new = PadOp::build(rw, loc, ty, source, &lv, &hv, ls.into(), hs.into(), nofold);
    if discardable.is_some() {
        rw.set_discardable_attrs(new.id(), discardable);
    }
    new
}

/// Copies the region of `from` into the empty region of `to`.
fn clone_region(rw: &mut Rewriter<'_>, from: PadOp, to: PadOp) {
    let (src, dst) = (from.region(rw.ctx()), to.region(rw.ctx()));
    for block in dst.blocks(rw.ctx()) {
        // The builder's block holds only its terminator: nothing uses it.
        if rw.erase_block(block).is_err() {
            return;
        }
    }
    let (mut map, mut blocks) = (FxHashMap::default(), FxHashMap::default());
    rw.clone_region_into(src, dst, &mut map, &mut blocks);
}

/// A pad by zero on both sides is a cast (unless `nofold`).
struct ZeroPadding;
impl RewritePattern for ZeroPadding {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        if !pad.has_zero_low_pad(ctx) || !pad.has_zero_high_pad(ctx) || pad.nofold_set(ctx) {
            return false;
        }
        let (ty, source, loc) = (pad.result(ctx).ty(ctx), pad.source(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, source));
        true
    }
}

/// `pad(cast(x))` pads `x` when the cast only forgets static extents (the
/// result, if more static now, is cast back).
struct PadOfCast;
impl RewritePattern for PadOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        let Some(cast) = defined_by(ctx, pad.source(ctx), "tensor.cast") else { return false };
        if !is_foldable_into_consumer(ctx, cast) {
            return false;
        }
        let x = cast.operand(ctx, 0);
        let ty = pad.result(ctx).ty(ctx);
        let (Some(src), Some(result)) = (ranked(ctx, x.ty(ctx)), ranked(ctx, ty)) else { return false };
        let (low, high) = (pad.static_low(ctx).to_vec(), pad.static_high(ctx).to_vec());
        let Some(shape) = infer_pad_shape(src, &low, &high, Some(result)) else { return false };
        let Some(e) = ty.element_type(ctx) else { return false };
        let new_ty = ctx.ranked_tensor_type(&shape, e);
        if new_ty == ty {
            rw.set_operand(op, 0, x);
            return true;
        }
        // As upstream, the new pad keeps the cast as its source: the next
        // round folds it in place.
        let (source, lows, highs, loc) = (pad.source(ctx), pad.low_pads(ctx), pad.high_pads(ctx), op.loc(ctx));
        let new = build_pad(rw, pad, new_ty, source, &lows, &highs);
        clone_region(rw, pad, new);
        let value = new.result(rw.ctx());
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, value));
        true
    }
}

/// `cast(pad(...))`, the pad's only use, to a more static type is a pad of
/// that type.
struct CastOfPad;
impl RewritePattern for CastOfPad {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        let result = pad.result(ctx);
        let users: Vec<OpId> = ctx.uses(result).map(|(u, _)| u).collect();
        let [cast] = users[..] else { return false };
        if cast.name_str(ctx) != "tensor.cast" {
            return false;
        }
        let ty = cast.result(ctx, 0).ty(ctx);
        if !preserves_static_information(ctx, result.ty(ctx), ty) {
            return false;
        }
        let (source, lows, highs) = (pad.source(ctx), pad.low_pads(ctx), pad.high_pads(ctx));
        rw.set_insertion_point_before(op);
        let new = build_pad(rw, pad, ty, source, &lows, &highs);
        let (from, to) = (pad.region(rw.ctx()), new.region(rw.ctx()));
        rw.take_region_body(to, from);
        let value = new.result(rw.ctx());
        rw.replace_op(op, &[value]);
        rw.replace_op(cast, &[value]);
        true
    }
}

/// `pad(extract_slice(pad(extract_slice(x))))` where the two pads pad
/// different dimensions at the high end only, with the same constant, is
/// one slice of `x` padded once (MLIR's `FoldOrthogonalPaddings`).
struct OrthogonalPaddings;
impl RewritePattern for OrthogonalPaddings {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        let slice_of = |v: Value| defined_by(ctx, v, "tensor.extract_slice").and_then(|o| ExtractSliceOp::cast(ctx, o));
        let Some(inner_slice) = slice_of(pad.source(ctx)) else { return false };
        let Some(outer_pad) = defined_by(ctx, inner_slice.source(ctx), "tensor.pad").and_then(|o| PadOp::cast(ctx, o))
        else {
            return false;
        };
        if outer_pad.nofold_set(ctx) {
            return false;
        }
        let Some(outer_slice) = slice_of(outer_pad.source(ctx)) else { return false };
        let rank = ranked(ctx, pad.source(ctx).ty(ctx)).map_or(0, <[i64]>::len);
        if ranked(ctx, outer_slice.source(ctx).ty(ctx)).map(<[i64]>::len) != Some(rank) {
            return false;
        }
        let mixed_of = |slice: ExtractSliceOp| {
            let s = slice.static_offsets(ctx).to_vec();
            let z = slice.static_sizes(ctx).to_vec();
            let t = slice.static_strides(ctx).to_vec();
            (
                mixed(&s, slice.offsets(ctx)),
                mixed(&z, slice.sizes(ctx)),
                mixed(&t, slice.strides(ctx)),
                mixed_constants(ctx, &s, slice.offsets(ctx)),
                mixed_constants(ctx, &t, slice.strides(ctx)),
            )
        };
        let (inner_offsets, inner_sizes, inner_strides, inner_offset_values, inner_stride_values) =
            mixed_of(inner_slice);
        let (outer_offsets, outer_sizes, _, outer_offset_values, outer_stride_values) = mixed_of(outer_slice);
        if !inner_stride_values.iter().chain(&outer_stride_values).all(|s| *s == Some(1)) {
            return false;
        }
        if !pad.has_zero_low_pad(ctx) || !outer_pad.has_zero_low_pad(ctx) {
            return false;
        }
        let (Some(inner_value), Some(outer_value)) =
            (pad.constant_padding_value(ctx), outer_pad.constant_padding_value(ctx))
        else {
            return false;
        };
        match (constant_value(ctx, inner_value), constant_value(ctx, outer_value)) {
            (Some(a), Some(b)) if a == b => {}
            _ => return false,
        }
        let (inner_dims, outer_dims) = (pad.padded_dims(ctx), outer_pad.padded_dims(ctx));
        if inner_dims.iter().zip(&outer_dims).any(|(a, b)| *a && *b) {
            return false;
        }
        let mut offsets = Vec::with_capacity(rank);
        for i in 0..rank {
            if !inner_dims[i] && inner_offset_values[i] == Some(0) {
                offsets.push(outer_offsets[i]);
            } else if !outer_dims[i] && outer_offset_values[i] == Some(0) {
                offsets.push(inner_offsets[i]);
            } else {
                return false;
            }
        }
        let inner_source = ranked(ctx, inner_slice.source(ctx).ty(ctx)).unwrap_or_default();
        let mut sizes = inner_sizes.clone();
        for i in (0..rank).filter(|i| outer_dims[*i]) {
            let size = match inner_sizes[i] {
                Pad::Static(s) => Some(s),
                Pad::Dynamic(v) => constant_int(ctx, v),
            };
            if size != inner_source.get(i).copied() {
                return false;
            }
            sizes[i] = outer_sizes[i];
        }
        let (inner_high, outer_high) = (pad.high_pads(ctx), outer_pad.high_pads(ctx));
        let high: Vec<Pad> = (0..rank)
            .map(|i| {
                if outer_dims[i] {
                    outer_high[i]
                } else if inner_dims[i] {
                    inner_high[i]
                } else {
                    Pad::Static(0)
                }
            })
            .collect();
        let x = outer_slice.source(ctx);
        let (os, ov) = split(&offsets);
        let (ss, sv) = split(&sizes);
        let (ts, tv) = split(&inner_strides);
        let Some(slice_ty) = with_shape(ctx, x.ty(ctx), &ss) else { return false };
        let (ty, low, loc) = (pad.result(ctx).ty(ctx), pad.low_pads(ctx), op.loc(ctx));
        let slice = ExtractSliceOp::build(rw, loc, slice_ty, x, &ov, &sv, &tv, os.into(), ss.into(), ts.into());
        let slice_value = slice.result(rw.ctx());
        let new = build_pad(rw, pad, ty, slice_value, &low, &high);
        let (from, to) = (pad.region(rw.ctx()), new.region(rw.ctx()));
        rw.take_region_body(to, from);
        let value = new.result(rw.ctx());
        rw.replace_op(op, &[value]);
        true
    }
}

/// Constant padding operands become static and the result type takes the
/// extents they give (cast back to the old type).
struct StaticPadding;
impl RewritePattern for StaticPadding {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        let Some(input) = ranked(ctx, pad.source(ctx).ty(ctx)) else { return false };
        let ty = pad.result(ctx).ty(ctx);
        let Some(output) = ranked(ctx, ty) else { return false };
        let fold = |statics: Vec<i64>, operands: &[Value]| {
            let mut left = Vec::new();
            let mut values = operands.iter();
            let statics: Vec<i64> = statics
                .into_iter()
                .map(|s| {
                    if s != DYNAMIC {
                        return s;
                    }
                    let Some(&v) = values.next() else { return DYNAMIC };
                    constant_int(ctx, v).unwrap_or_else(|| {
                        left.push(v);
                        DYNAMIC
                    })
                })
                .collect();
            (statics, left)
        };
        let (low, new_lows) = fold(pad.static_low(ctx).to_vec(), pad.low(ctx));
        let (high, new_highs) = fold(pad.static_high(ctx).to_vec(), pad.high(ctx));
        if input.len() != output.len() || low.len() != input.len() || high.len() != input.len() {
            return false;
        }
        let shape: Vec<i64> = (0..input.len())
            .map(|i| {
                if output[i] != DYNAMIC {
                    output[i]
                } else if low[i] == DYNAMIC || high[i] == DYNAMIC || input[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    input[i] + low[i] + high[i]
                }
            })
            .collect();
        if shape == output || shape.iter().all(|d| *d == DYNAMIC) {
            return false;
        }
        let Some(e) = ty.element_type(ctx) else { return false };
        let new_ty = ctx.ranked_tensor_type(&shape, e);
        let (source, loc) = (pad.source(ctx), op.loc(ctx));
        let lows: Vec<Pad> = mixed(&low, &new_lows);
        let highs: Vec<Pad> = mixed(&high, &new_highs);
        let new = build_pad(rw, pad, new_ty, source, &lows, &highs);
        clone_region(rw, pad, new);
        let value = new.result(rw.ctx());
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, value));
        true
    }
}

/// `pad(pad(x))` with the same padding value pads `x` once by the sums
/// (MLIR's `FoldConsecutiveConstantPadding`): a sum with a dynamic padding
/// is an `affine.apply` of `s0 + s1` folded as MLIR's
/// `makeComposedFoldedAffineApply` folds it (constants into the map, a
/// value added to itself doubled). A padding that an `affine.apply`
/// computes would be composed into the map: such pads are left alone.
struct ConsecutivePadding;

/// One summed padding: known, or `affine.apply` of a map's text on values.
enum PadSum {
    Known(Pad),
    Apply(String, Vec<Value>),
}

impl PadSum {
    /// `consumer + producer`, folded as MLIR folds the apply of `s0 + s1`.
    fn of(ctx: &Context, consumer: Pad, producer: Pad) -> Option<PadSum> {
        let value_of = |p: Pad| match p {
            Pad::Static(s) => Some(s),
            Pad::Dynamic(v) => constant_int(ctx, v),
        };
        let composed = |p: Pad| matches!(p, Pad::Dynamic(v) if defined_by(ctx, v, "affine.apply").is_some());
        if composed(consumer) || composed(producer) {
            return None;
        }
        Some(match (value_of(consumer), value_of(producer)) {
            (Some(p), Some(q)) => PadSum::Known(Pad::Static(p.checked_add(q)?)),
            (None, Some(0)) => PadSum::Known(consumer),
            (Some(0), None) => PadSum::Known(producer),
            (None, Some(c)) | (Some(c), None) => {
                let v = match (consumer, producer) {
                    (Pad::Dynamic(v), _) if value_of(consumer).is_none() => v,
                    (_, Pad::Dynamic(v)) => v,
                    _ => return None,
                };
                let sum = if c < 0 { format!("s0 - {}", c.unsigned_abs()) } else { format!("s0 + {c}") };
                PadSum::Apply(format!("()[s0] -> ({sum})"), vec![v])
            }
            (None, None) => match (consumer, producer) {
                (Pad::Dynamic(a), Pad::Dynamic(b)) if a == b => PadSum::Apply("()[s0] -> (s0 * 2)".into(), vec![a]),
                (Pad::Dynamic(a), Pad::Dynamic(b)) => PadSum::Apply("()[s0, s1] -> (s0 + s1)".into(), vec![a, b]),
                _ => return None,
            },
        })
    }

    /// The padding, computed by an `affine.apply` built here if needed.
    fn materialize(self, rw: &mut Rewriter<'_>, loc: Location) -> Pad {
        match self {
            PadSum::Known(p) => p,
            PadSum::Apply(map, operands) => {
                let map = rw.ctx().get_attr(ods_ir::AttrKind::AffineMap(map.into()));
                let apply = ods_dialect_affine::ApplyOp::build(rw, loc, map, &operands);
                Pad::Dynamic(apply.result(rw.ctx()))
            }
        }
    }
}

impl RewritePattern for ConsecutivePadding {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.pad")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(pad) = PadOp::cast(ctx, op) else { return false };
        if pad.nofold_set(ctx) {
            return false;
        }
        let Some(producer) = defined_by(ctx, pad.source(ctx), "tensor.pad").and_then(|o| PadOp::cast(ctx, o)) else {
            return false;
        };
        if producer.nofold_set(ctx) {
            return false;
        }
        match (pad.constant_padding_value(ctx), producer.constant_padding_value(ctx)) {
            (Some(a), Some(b)) if a == b => {}
            _ => return false,
        }
        let add = |a: &[Pad], b: &[Pad]| -> Option<Vec<PadSum>> {
            a.iter().zip(b).map(|(&x, &y)| PadSum::of(ctx, x, y)).collect()
        };
        let Some(low) = add(&pad.low_pads(ctx), &producer.low_pads(ctx)) else { return false };
        let Some(high) = add(&pad.high_pads(ctx), &producer.high_pads(ctx)) else { return false };
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        // MLIR builds the high paddings first.
        let high: Vec<Pad> = high.into_iter().map(|p| p.materialize(rw, loc)).collect();
        let low: Vec<Pad> = low.into_iter().map(|p| p.materialize(rw, loc)).collect();
        let ctx = rw.ctx();
        let (ty, source) = (pad.result(ctx).ty(ctx), producer.source(ctx));
        let new = build_pad(rw, pad, ty, source, &low, &high);
        let (from, to) = (pad.region(rw.ctx()), new.region(rw.ctx()));
        rw.take_region_body(to, from);
        let value = new.result(rw.ctx());
        rw.replace_op(op, &[value]);
        true
    }
}
