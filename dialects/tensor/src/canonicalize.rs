//! Folds and canonicalization patterns of `tensor.dim`, `tensor.empty`,
//! `tensor.generate` and `tensor.reshape`, as MLIR 22's `TensorOps.cpp`
//! defines them: sizes known from types, from constant operands or from the
//! op that made the tensor replace `dim` queries, and constant extents move
//! from operands into the result type.

use crate::{ranked, CastOp, DimOp, EmptyOp, ExtractOp, ExtractSliceOp, GenerateOp, ReshapeOp, DYNAMIC};
use ods_dialect_arith::IndexCastOp;
use ods_ir::attrs::AttrKind;
use ods_ir::interfaces::{DestinationStyleOpInterfaceOp, DestinationStyleOpInterfaceVTable};
use ods_ir::prelude::*;
use ods_ir::rewrite::{constant_value, would_be_trivially_dead};
use ods_ir::types::TypeKind;
use rustc_hash::FxHashMap;

/// The value of `v` when a constant integer or index op defines it.
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    constant_value(ctx, v)?.as_i64(ctx)
}

/// A splat elements attribute given the statically shaped type `ty`
/// (MLIR's `reshapeConstantSource`).
pub(crate) fn resize_splat(ctx: &mut Context, a: Attr, ty: Type) -> Option<Attr> {
    let AttrKind::DenseElements { splat: true, data, .. } = a.kind(ctx) else { return None };
    if !ty.has_static_shape(ctx) {
        return None;
    }
    let data = data.clone();
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat: true, data }))
}

/// The encoding of a ranked tensor type.
pub(crate) fn encoding(ctx: &Context, t: Type) -> Option<Attr> {
    match t.kind(ctx) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `ty` (a ranked tensor type) with another shape, its element type and
/// encoding kept (MLIR's `RankedTensorType::Builder(ty).setShape`).
pub(crate) fn with_shape(ctx: &Context, ty: Type, shape: &[i64]) -> Option<Type> {
    let element = ty.element_type(ctx)?;
    Some(ctx.get_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding: encoding(ctx, ty) }))
}

/// MLIR's `preservesStaticInformation`: `target` is ranked like `source`
/// (same element type, rank and encoding) and static wherever `source` is.
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (ranked(ctx, source), ranked(ctx, target)) else { return false };
    source.element_type(ctx) == target.element_type(ctx)
        && encoding(ctx, source) == encoding(ctx, target)
        && s.len() == t.len()
        && s.iter().zip(t).all(|(a, b)| *a == DYNAMIC || *b != DYNAMIC)
}

/// The op defining `v` when it is named `name`.
pub(crate) fn defined_by(ctx: &Context, v: Value, name: &str) -> Option<OpId> {
    v.defining_op(ctx).filter(|o| o.name_str(ctx) == name)
}

/// MLIR's `canFoldIntoConsumerOp`: a cast that only forgets static
/// information, so its consumer may read its source instead.
pub(crate) fn is_foldable_into_consumer(ctx: &Context, cast: OpId) -> bool {
    preserves_static_information(ctx, cast.result(ctx, 0).ty(ctx), cast.operand(ctx, 0).ty(ctx))
}

/// MLIR's `canFoldIntoProducerOp`: a cast that only adds static
/// information, so its producer may make the more static type itself.
pub(crate) fn is_foldable_into_producer(ctx: &Context, cast: OpId) -> bool {
    preserves_static_information(ctx, cast.operand(ctx, 0).ty(ctx), cast.result(ctx, 0).ty(ctx))
}

/// The operand of `dynamic` (one per dynamic extent of `shape`) giving
/// extent `dim`.
fn dynamic_operand(shape: &[i64], dynamic: &[Value], dim: usize) -> Option<Value> {
    let before = shape[..dim].iter().filter(|d| **d == DYNAMIC).count();
    dynamic.get(before).copied()
}

impl DimOp {
    /// A static extent, the extent operand of the `generate` or
    /// non-rank-reducing `extract_slice` that made the tensor; or the
    /// source of a cast that only forgot static extents, in place.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(index) = operands.get(1).copied().flatten().and_then(|a| a.as_i64(ctx)) else {
            return FoldResult::Failure;
        };
        let source = self.source(ctx);
        let Some(shape) = ranked(ctx, source.ty(ctx)).map(<[i64]>::to_vec) else { return FoldResult::Failure };
        let Some(dim) = usize::try_from(index).ok().filter(|d| *d < shape.len()) else {
            return FoldResult::Failure;
        };
        if shape[dim] != DYNAMIC {
            let a = ctx.index_attr(shape[dim]);
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        if let Some(generate) = defined_by(ctx, source, "tensor.generate") {
            let value = dynamic_operand(&shape, generate.operands(ctx), dim);
            return value.map_or(FoldResult::Failure, |v| FoldResult::Results(vec![FoldValue::Value(v)]));
        }
        if let Some(slice) = defined_by(ctx, source, "tensor.extract_slice").and_then(|o| ExtractSliceOp::cast(ctx, o))
        {
            let sizes = slice.static_sizes(ctx).to_vec();
            if ranked(ctx, slice.source(ctx).ty(ctx)).map(<[i64]>::len) == Some(shape.len()) && sizes[dim] == DYNAMIC {
                let v = dynamic_operand(&sizes, slice.sizes(ctx), dim);
                return v.map_or(FoldResult::Failure, |v| FoldResult::Results(vec![FoldValue::Value(v)]));
            }
        }
        if let Some(cast) = defined_by(ctx, source, "tensor.cast").filter(|c| is_foldable_into_consumer(ctx, *c)) {
            let x = cast.operand(ctx, 0);
            ctx.set_operand(self.id(), 0, x);
            return FoldResult::InPlace;
        }
        FoldResult::Failure
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(DimOfCast);
        set.add(DimOfReshape);
    }
}

/// `dim(cast(x), i)` is `dim(x, i)`.
struct DimOfCast;
impl RewritePattern for DimOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = defined_by(ctx, op.operand(ctx, 0), "tensor.cast") else { return false };
        let (x, index) = (cast.operand(ctx, 0), op.operand(ctx, 1));
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| DimOp::build(b, loc, x, index));
        true
    }
}

/// `dim(reshape(x, shape), i)` reads element `i` of `shape` (cast to
/// `index` when the shape holds integers).
struct DimOfReshape;
impl RewritePattern for DimOfReshape {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(reshape) = defined_by(ctx, op.operand(ctx, 0), "tensor.reshape").and_then(|o| ReshapeOp::cast(ctx, o))
        else {
            return false;
        };
        let (shape, index, ty) = (reshape.shape(ctx), op.operand(ctx, 1), op.result(ctx, 0).ty(ctx));
        let loc = op.loc(ctx);
        rw.set_insertion_point_after(op);
        let mut value = ExtractOp::build(rw, loc, shape, &[index]).result_ref().get(rw.ctx());
        if value.ty(rw.ctx()) != ty {
            value = IndexCastOp::build(rw, loc, ty, value).id().result(rw.ctx(), 0);
        }
        rw.replace_op(op, &[value]);
        true
    }
}

/// `dim(empty(...), i)` at a dynamic extent is the extent operand.
struct DimOfEmpty;
impl RewritePattern for DimOfEmpty {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(empty) = defined_by(ctx, op.operand(ctx, 0), "tensor.empty") else { return false };
        let Some(index) = constant_int(ctx, op.operand(ctx, 1)) else { return false };
        let shape = ranked(ctx, empty.result(ctx, 0).ty(ctx)).unwrap_or_default();
        let Some(dim) = usize::try_from(index).ok().filter(|d| shape.get(*d) == Some(&DYNAMIC)) else {
            return false;
        };
        let Some(v) = dynamic_operand(shape, empty.operands(ctx), dim) else { return false };
        rw.replace_op(op, &[v]);
        true
    }
}

/// MLIR's `foldDynamicToStaticDimSizes`: `ty` with the extents given by
/// non-negative constant operands made static, and the operands left.
fn fold_dynamic_to_static(ctx: &Context, ty: Type, dynamic: &[Value]) -> (Vec<i64>, Vec<Value>) {
    let mut shape = ranked(ctx, ty).unwrap_or_default().to_vec();
    let mut left = Vec::new();
    let mut operands = dynamic.iter();
    for d in shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let Some(&v) = operands.next() else { break };
        match constant_int(ctx, v).filter(|c| *c >= 0) {
            Some(c) => *d = c,
            None => left.push(v),
        }
    }
    (shape, left)
}

/// For an op whose operands are the dynamic extents of its one result
/// (`empty`, `generate`): the result type, the more static type that the
/// constant extents give, and the extents left dynamic; `None` when no
/// extent is constant.
fn more_static_result(ctx: &Context, op: OpId) -> Option<(Type, Type, Vec<Value>)> {
    let ty = op.result(ctx, 0).ty(ctx);
    let (shape, left) = fold_dynamic_to_static(ctx, ty, op.operands(ctx));
    if left.len() == op.num_operands(ctx) {
        return None;
    }
    Some((ty, with_shape(ctx, ty, &shape)?, left))
}

impl EmptyOp {
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(EmptyOfCast);
        set.add(DimOfEmpty);
        set.add(EmptyStaticExtents);
    }
}

/// `empty` with constant extent operands makes the more static type, cast
/// back to the old one.
struct EmptyStaticExtents;
impl RewritePattern for EmptyStaticExtents {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.empty")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((ty, new_ty, left)) = more_static_result(ctx, op) else { return false };
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        let empty = EmptyOp::build(rw, loc, new_ty, &left).result_ref().get(rw.ctx());
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, empty));
        true
    }
}

/// `cast(empty(...))` to a more static type is an `empty` of that type
/// (the cast's static extents replace extent operands).
struct EmptyOfCast;
impl RewritePattern for EmptyOfCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if !is_foldable_into_producer(ctx, op) {
            return false;
        }
        let Some(empty) = defined_by(ctx, op.operand(ctx, 0), "tensor.empty") else { return false };
        let ty = op.result(ctx, 0).ty(ctx);
        let (Some(target), Some(current)) = (ranked(ctx, ty), ranked(ctx, empty.result(ctx, 0).ty(ctx))) else {
            return false;
        };
        let mut operands = empty.operands(ctx).iter();
        let mut left = Vec::new();
        for (&new, &old) in target.iter().zip(current) {
            if old != DYNAMIC {
                if new != old {
                    return false;
                }
                continue;
            }
            let Some(&v) = operands.next() else { return false };
            if new == DYNAMIC {
                left.push(v);
            }
        }
        let Some(e) = ty.element_type(ctx) else { return false };
        let new_ty = ctx.ranked_tensor_type(target, e);
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| EmptyOp::build(b, loc, new_ty, &left));
        true
    }
}

impl GenerateOp {
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ExtractFromGenerate);
        set.add(GenerateStaticExtents);
    }
}

/// `generate` with constant extent operands makes the more static type
/// (the body moves over), cast back to the old one.
struct GenerateStaticExtents;
impl RewritePattern for GenerateStaticExtents {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.generate")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((ty, new_ty, left)) = more_static_result(ctx, op) else { return false };
        let (loc, body) = (op.loc(ctx), op.regions(ctx)[0]);
        rw.set_insertion_point_before(op);
        let new = GenerateOp::build(rw, loc, new_ty, &left);
        let to = new.id().regions(rw.ctx())[0];
        rw.take_region_body(to, body);
        let value = new.id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, value));
        true
    }
}

/// `extract(generate(...), indices)` is the body of the `generate` computed
/// at `indices`, when the body has no side effects.
struct ExtractFromGenerate;
impl RewritePattern for ExtractFromGenerate {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(generate) = defined_by(ctx, op.operand(ctx, 0), "tensor.generate") else { return false };
        if !would_be_trivially_dead(ctx, generate) {
            return false;
        }
        let Some(block) = generate.regions(ctx)[0].entry_block(ctx) else { return false };
        let ops = block.ops(ctx).to_vec();
        let Some((&terminator, body)) = ops.split_last() else { return false };
        let mut map: FxHashMap<Value, Value> =
            block.args(ctx).iter().copied().zip(op.operands(ctx)[1..].iter().copied()).collect();
        rw.set_insertion_point_before(op);
        for &o in body {
            rw.clone_op(o, &mut map);
        }
        let yielded = terminator.operand(rw.ctx(), 0);
        let value = map.get(&yielded).copied().unwrap_or(yielded);
        rw.replace_op(op, &[value]);
        true
    }
}

impl ReshapeOp {
    /// A splat constant reshaped; `reshape(reshape(x))` reads `x` (in
    /// place); a reshape to its source's type that changes nothing (1-D, or
    /// a shape of the source's own extents).
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let ty = self.result(ctx).ty(ctx);
        if let Some(a) = operands.first().copied().flatten().and_then(|a| resize_splat(ctx, a, ty)) {
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        let source = self.source(ctx);
        if let Some(inner) = defined_by(ctx, source, "tensor.reshape") {
            let x = inner.operand(ctx, 0);
            ctx.set_operand(self.id(), 0, x);
            return FoldResult::InPlace;
        }
        let Some(shape) = ranked(ctx, ty).map(<[i64]>::to_vec) else { return FoldResult::Failure };
        if source.ty(ctx) != ty {
            return FoldResult::Failure;
        }
        if shape.len() == 1 {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        let Some(from) = defined_by(ctx, self.shape(ctx), "tensor.from_elements") else { return FoldResult::Failure };
        let elements = from.operands(ctx);
        let noop = elements.len() == shape.len()
            && elements.iter().enumerate().all(|(i, &e)| {
                if let Some(c) = constant_int(ctx, e) {
                    return c == shape[i];
                }
                defined_by(ctx, e, "tensor.dim").is_some_and(|d| {
                    d.operand(ctx, 0) == source && constant_int(ctx, d.operand(ctx, 1)) == Some(i as i64)
                })
            });
        if noop {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        FoldResult::Failure
    }
}

/// An op in destination style reads the sources of the `tensor.cast`s that
/// only forget static information (MLIR's `FoldTensorCastProducerOp`);
/// results whose tied init became more static are cast back to the type
/// their users saw.
pub(crate) struct FoldTensorCastProducerOp;

impl RewritePattern for FoldTensorCastProducerOp {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn root_interface(&self) -> Option<std::any::TypeId> {
        Some(std::any::TypeId::of::<DestinationStyleOpInterfaceVTable>())
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(dps) = DestinationStyleOpInterfaceOp::get(ctx, op) else { return false };
        // MLIR also leaves out `tensor.insert_slice` and loop-like ops
        // (`foldTensorCastPrecondition`); neither implements the interface
        // here.
        let foldable = |v: Value| defined_by(ctx, v, "tensor.cast").filter(|&c| is_foldable_into_consumer(ctx, c));
        let operands = op.operands(ctx).to_vec();
        if !operands.iter().any(|&v| foldable(v).is_some()) {
            return false;
        }
        let inits = dps.dps_inits(ctx);
        let mut result_types: Vec<Type> = op.results(ctx).map(|r| r.ty(ctx)).collect();
        let mut new_operands = Vec::with_capacity(operands.len());
        let mut next_result = 0;
        for (i, &v) in operands.iter().enumerate() {
            let v = foldable(v).map_or(v, |c| c.operand(ctx, 0));
            new_operands.push(v);
            if inits.contains(&i) && !matches!(v.ty(ctx).kind(ctx), TypeKind::MemRef { .. }) {
                if let Some(t) = result_types.get_mut(next_result) {
                    *t = v.ty(ctx);
                }
                next_result += 1;
            }
        }
        let old: Vec<Value> = op.results(ctx).collect();
        let new = rw.rebuild_op(op, Some(new_operands), result_types);
        let loc = op.loc(rw.ctx());
        let mut replacements = Vec::with_capacity(old.len());
        for (i, &o) in old.iter().enumerate() {
            let n = new.result(rw.ctx(), i);
            let old_ty = o.ty(rw.ctx());
            replacements.push(if n.ty(rw.ctx()) == old_ty {
                n
            } else {
                CastOp::build(rw, loc, old_ty, n).id().result(rw.ctx(), 0)
            });
        }
        rw.replace_op(op, &replacements);
        true
    }
}
