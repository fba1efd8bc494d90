//! Folds and canonicalization patterns of the element-level ops and of
//! `tensor.concat`, as MLIR 22's `TensorOps.cpp` defines them: tensors of
//! constants become constants, index casts move past extractions, and
//! `concat` infers the static extents of its operands and result.

use crate::canonicalize::{defined_by, preserves_static_information, resize_splat};
use crate::{ranked, CastOp, ConcatOp, ExtractOp, FromElementsOp, GatherOp, InsertOp, SplatOp, DYNAMIC};
use ods_dialect_arith::IndexCastOp;
use ods_ir::attrs::{AttrKind, DenseBits, IntValue};
use ods_ir::prelude::*;

/// The bit pattern of a scalar integer or float attribute.
fn scalar_bits(ctx: &Context, a: Attr) -> Option<u128> {
    match a.kind(ctx) {
        AttrKind::Integer { value: IntValue::Small(v), .. } => Some(v.get()),
        AttrKind::Float { bits, .. } => Some(bits.get()),
        _ => None,
    }
}

/// A dense elements attribute of type `ty` holding `bits`, as a splat when
/// all are equal (as MLIR's `DenseElementsAttr::get` stores it).
fn dense_of(ctx: &mut Context, ty: Type, bits: &[u128]) -> Option<Attr> {
    let e = ty.element_type(ctx)?;
    let width = if e.is_index(ctx) { 64 } else { e.int_or_float_width(ctx)? };
    let splat = bits.len() > 1 && bits.iter().all(|b| *b == bits[0]);
    let data =
        if splat { DenseBits::from_bits(width, [bits[0]]) } else { DenseBits::from_bits(width, bits.iter().copied()) };
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat, data }))
}

/// A dense elements attribute of the complex-element type `ty` holding
/// `pairs` (real and imaginary bits of parts of type `part`), as a splat
/// when all are equal.
fn dense_complex_of(ctx: &mut Context, ty: Type, part: Type, pairs: &[[u128; 2]]) -> Option<Attr> {
    let width = part.int_or_float_width(ctx)?;
    let splat = pairs.len() > 1 && pairs.iter().all(|p| *p == pairs[0]);
    let used = if splat { &pairs[..1] } else { pairs };
    let data = DenseBits::from_bits(width, used.iter().flatten().copied());
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat, data }))
}

/// The bits of the parts of a complex constant (an array of two scalar
/// attributes of type `part`).
fn complex_bits(ctx: &Context, a: Attr, part: Type) -> Option<[u128; 2]> {
    let [re, im] = a.as_array(ctx)? else { return None };
    let bits = |x: Attr| (x.ty(ctx) == Some(part)).then(|| scalar_bits(ctx, x)).flatten();
    Some([bits(*re)?, bits(*im)?])
}

impl FromElementsOp {
    /// Constant elements make a constant tensor.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let ty = self.result(ctx).ty(ctx);
        let e = ty.element_type(ctx);
        let folded = match e.map(|e| e.kind(ctx)) {
            Some(ods_ir::types::TypeKind::Complex(part)) => {
                let part = *part;
                operands
                    .iter()
                    .map(|a| a.and_then(|a| complex_bits(ctx, a, part)))
                    .collect::<Option<Vec<[u128; 2]>>>()
                    .and_then(|pairs| dense_complex_of(ctx, ty, part, &pairs))
            }
            _ => operands
                .iter()
                .map(|a| a.filter(|a| a.ty(ctx) == e).and_then(|a| scalar_bits(ctx, a)))
                .collect::<Option<Vec<u128>>>()
                .and_then(|bits| dense_of(ctx, ty, &bits)),
        };
        folded.map_or(FoldResult::Failure, |a| FoldResult::Results(vec![FoldValue::Attr(a)]))
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ExtractOfIndexCast);
    }
}

/// `extract(index_cast(t), i)` is `index_cast(extract(t, i))`: the cast
/// moves to the one element.
struct ExtractOfIndexCast;
impl RewritePattern for ExtractOfIndexCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = defined_by(ctx, op.operand(ctx, 0), "arith.index_cast") else { return false };
        let (x, ty, loc) = (cast.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        let indices = op.operands(ctx)[1..].to_vec();
        let element = ExtractOp::build(rw, loc, x, &indices).id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| IndexCastOp::build(b, loc, ty, element));
        true
    }
}

impl InsertOp {
    /// Inserting a splat constant's own value changes nothing.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let (Some(scalar), Some(dest)) = (operands.first().copied().flatten(), operands.get(1).copied().flatten())
        else {
            return FoldResult::Failure;
        };
        let AttrKind::DenseElements { ty, splat: true, data } = dest.kind(ctx) else { return FoldResult::Failure };
        // The scalar's bits in the element width (an integer attribute
        // holds them sign-extended, the elements truncated).
        let e = ty.element_type(ctx);
        let width = e.and_then(|e| e.int_or_float_width(ctx));
        let mask = |b: u128| width.filter(|w| *w < 128).map_or(b, |w| b & ((1u128 << w) - 1));
        let same = scalar.ty(ctx) == Some(self.scalar(ctx).ty(ctx))
            && scalar_bits(ctx, scalar).map(mask) == Some(mask(data.get(0)));
        if same {
            FoldResult::Results(vec![FoldValue::Attr(dest)])
        } else {
            FoldResult::Failure
        }
    }
}

impl GatherOp {
    /// Gathering from a splat constant is a splat of the result type.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let ty = self.result(ctx).ty(ctx);
        match operands.first().copied().flatten().and_then(|a| resize_splat(ctx, a, ty)) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

impl SplatOp {
    /// A splat of a constant to a static shape is a constant.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let ty = self.aggregate(ctx).ty(ctx);
        let Some(bits) = operands.first().copied().flatten().and_then(|a| scalar_bits(ctx, a)) else {
            return FoldResult::Failure;
        };
        if !ty.has_static_shape(ctx) {
            return FoldResult::Failure;
        }
        let Some(e) = ty.element_type(ctx) else { return FoldResult::Failure };
        let width = if e.is_index(ctx) { 64 } else { e.int_or_float_width(ctx).unwrap_or(64) };
        let data = DenseBits::from_bits(width, [bits]);
        let a = ctx.get_attr(AttrKind::DenseElements { ty, splat: true, data });
        FoldResult::Results(vec![FoldValue::Attr(a)])
    }
}

/// MLIR's `ConcatOp::inferResultType`: the operands' extents joined
/// outside `dim`, summed along it.
fn concat_shape(shapes: &[&[i64]], dim: usize) -> Vec<i64> {
    let rank = shapes.first().map_or(0, |s| s.len());
    (0..rank)
        .map(|i| {
            if i == dim {
                shapes
                    .iter()
                    .try_fold(0i64, |sum, s| if s[i] == DYNAMIC { None } else { sum.checked_add(s[i]) })
                    .unwrap_or(DYNAMIC)
            } else {
                shapes.iter().map(|s| s[i]).find(|d| *d != DYNAMIC).unwrap_or(DYNAMIC)
            }
        })
        .collect()
}

impl ConcatOp {
    /// One operand of the result's own type is the result.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.inputs(ctx) {
            [x] if x.ty(ctx) == self.result(ctx).ty(ctx) => FoldResult::Results(vec![FoldValue::Value(*x)]),
            _ => FoldResult::Failure,
        }
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SingleInputConcat);
        set.add(ConcatOperandTypes);
        set.add(ConcatResultType);
    }
}

/// The operand shapes, `dim` and element type of a `concat`.
fn concat_parts(ctx: &Context, op: OpId) -> Option<(Vec<Vec<i64>>, usize, Type)> {
    let concat = ConcatOp::cast(ctx, op)?;
    let shapes =
        concat.inputs(ctx).iter().map(|v| ranked(ctx, v.ty(ctx)).map(<[i64]>::to_vec)).collect::<Option<Vec<_>>>()?;
    let dim = usize::try_from(concat.dim(ctx)).ok()?;
    let rank = shapes.first()?.len();
    if dim >= rank || shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    Some((shapes, dim, concat.result(ctx).ty(ctx).element_type(ctx)?))
}

/// A `concat` of one tensor is a cast.
struct SingleInputConcat;
impl RewritePattern for SingleInputConcat {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.concat")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let [x] = op.operands(ctx)[..] else { return false };
        let (ty, loc) = (op.result(ctx, 0).ty(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, x));
        true
    }
}

/// Operands of a `concat` are cast to the extents the other operands give
/// them outside the concatenated dimension.
struct ConcatOperandTypes;
impl RewritePattern for ConcatOperandTypes {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.concat")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((shapes, dim, e)) = concat_parts(ctx, op) else { return false };
        let views: Vec<&[i64]> = shapes.iter().map(Vec::as_slice).collect();
        let inferred = concat_shape(&views, dim);
        let loc = op.loc(ctx);
        let mut changed = false;
        for (i, shape) in shapes.iter().enumerate() {
            let mut want = inferred.clone();
            want[dim] = shape[dim];
            let ctx = rw.ctx();
            let (operand, ty) = (op.operand(ctx, i), ctx.ranked_tensor_type(&want, e));
            if preserves_static_information(ctx, ty, operand.ty(ctx)) {
                continue;
            }
            let cast = CastOp::build(rw, loc, ty, operand).id().result(rw.ctx(), 0);
            rw.set_operand(op, i, cast);
            changed = true;
        }
        changed
    }
}

/// A `concat` whose operands give a more static result type than its own
/// makes that type, cast back.
struct ConcatResultType;
impl RewritePattern for ConcatResultType {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.concat")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((shapes, dim, e)) = concat_parts(ctx, op) else { return false };
        let views: Vec<&[i64]> = shapes.iter().map(Vec::as_slice).collect();
        let ty = ctx.ranked_tensor_type(&concat_shape(&views, dim), e);
        let old = op.result(ctx, 0).ty(ctx);
        if preserves_static_information(ctx, ty, old) {
            return false;
        }
        let (inputs, loc) = (op.operands(ctx).to_vec(), op.loc(ctx));
        let Some(dim_attr) = ConcatOp::cast(ctx, op).map(|c| c.dim(ctx)) else { return false };
        let concat = ConcatOp::build(rw, loc, ty, dim_attr, &inputs).id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, old, concat));
        true
    }
}
