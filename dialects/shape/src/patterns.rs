//! Canonicalization patterns of the shape dialect (MLIR 22's C++ patterns
//! and those of `ShapeCanonicalization.td`).

use crate::ops::*;
use crate::*;

/// Replaces `op` (an `O`) by a new `O` with other operands, the same
/// result types and attributes.
fn rebuild<O: OpHandle + Copy>(rw: &mut Rewriter<'_>, op: OpId, operands: &[Value]) {
    let ctx = rw.ctx();
    let (loc, types, attrs) = (op.loc(ctx), op.result_types(ctx), op.all_attrs(ctx));
    rw.replace_op_with_built(op, |b| O::build_aggregate(b, loc, &types, operands, &attrs).op());
}

fn const_shape(rw: &mut Rewriter<'_>, loc: Location, extents: &[i64], ty: Type) -> Value {
    let op = ConstShapeOp::build_with_result_types(rw, loc, &[ty], extents.into());
    op.result(rw.ctx())
}

fn tensor_cast(rw: &mut Rewriter<'_>, loc: Location, v: Value, ty: Type) -> Value {
    let op = ods_dialect_tensor::CastOp::build(rw, loc, ty, v);
    op.dest(rw.ctx())
}

fn defining(ctx: &Context, v: Value, name: &str) -> Option<OpId> {
    v.defining_op(ctx).filter(|o| o.name_str(ctx) == name)
}

fn is_dynamic_dim0(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
        && t.shape(ctx).and_then(|s| s.first().copied()) == Some(ods_ir::types::DYNAMIC)
}

macro_rules! pattern {
    ($(#[$m:meta])* $name:ident, $root:expr, |$op:ident, $rw:ident| $body:block) => {
        $(#[$m])*
        pub(crate) struct $name;
        impl RewritePattern for $name {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn match_and_rewrite(&self, $op: OpId, $rw: &mut Rewriter<'_>) -> bool $body
        }
    };
}

pattern!(
    /// Removes the results of `shape.assuming` nobody uses.
    AssumingOpRemoveUnusedResults, "shape.assuming", |op, rw| {
        let ctx = rw.ctx();
        let region = op.region(ctx, 0);
        let Some(body) = region.entry_block(ctx) else { return false };
        let Some(yield_op) = body.last_op(ctx) else { return false };
        let results: Vec<Value> = op.results(ctx).collect();
        let yielded = yield_op.operands(ctx).to_vec();
        let used: Vec<(Value, Value)> =
            results.iter().zip(&yielded).filter(|(r, _)| r.has_uses(ctx)).map(|(r, y)| (*r, *y)).collect();
        if used.len() == yielded.len() {
            return false;
        }
        let loc = op.loc(ctx);
        let yloc = yield_op.loc(ctx);
        let new_yield: Vec<Value> = used.iter().map(|(_, y)| *y).collect();
        let types: Vec<Type> = new_yield.iter().map(|v| v.ty(ctx)).collect();
        let witness = op.operand(ctx, 0);
        rw.set_insertion_point_to_end(body);
        AssumingYieldOp::build(rw, yloc, &new_yield);
        rw.erase_op(yield_op);
        rw.set_insertion_point_before(op);
        let new = AssumingOp::build(rw, loc, &types, witness);
        rw.take_region_body(new.do_region(rw.ctx()), region);
        for (i, (old, _)) in used.iter().enumerate() {
            let nv = new.results(rw.ctx()).get(i).expect("one result per kept value");
            rw.replace_all_uses_with(*old, nv);
        }
        rw.erase_op(op);
        true
    }
);

pattern!(
    /// Inlines the region of a `shape.assuming` whose witness passes.
    AssumingWithTrue, "shape.assuming", |op, rw| {
        let ctx = rw.ctx();
        let w = op.operand(ctx, 0);
        let Some(c) = defining(ctx, w, "shape.const_witness") else { return false };
        if c.attr_by_str(ctx, "passing").and_then(|a| a.as_bool(ctx)) != Some(true) {
            return false;
        }
        let Some(body) = op.region(ctx, 0).entry_block(ctx) else { return false };
        let ops = body.ops(ctx);
        let Some((&yield_op, rest)) = ops.split_last() else { return false };
        let yielded = yield_op.operands(ctx).to_vec();
        for &o in rest {
            rw.move_op_before(o, op);
        }
        rw.replace_op(op, &yielded);
        true
    }
);

pattern!(
    /// Merges `shape.assuming_all` operands that are `shape.assuming_all`s.
    MergeAssumingAllOps, "shape.assuming_all", |op, rw| {
        let ctx = rw.ctx();
        let mut operands = Vec::new();
        for &v in op.operands(ctx) {
            match defining(ctx, v, "shape.assuming_all") {
                Some(inner) => operands.extend_from_slice(inner.operands(ctx)),
                None => operands.push(v),
            }
        }
        if operands.len() == op.num_operands(ctx) {
            return false;
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| AssumingAllOp::build(b, loc, &operands));
        true
    }
);

pattern!(
    /// `shape.assuming_all` of one witness is that witness.
    AssumingAllOneOp, "shape.assuming_all", |op, rw| {
        let ctx = rw.ctx();
        if op.num_operands(ctx) != 1 {
            return false;
        }
        let v = op.operand(ctx, 0);
        rw.replace_op(op, &[v]);
        true
    }
);

pattern!(
    /// Drops `cstr_broadcastable` operands of `assuming_all` whose shapes are
    /// a subset of another's.
    AssumingAllOfCstrBroadcastable, "shape.assuming_all", |op, rw| {
        let ctx = rw.ctx();
        let mut cstrs: Vec<OpId> = Vec::new();
        for &v in op.operands(ctx) {
            let Some(c) = defining(ctx, v, "shape.cstr_broadcastable") else { return false };
            if !cstrs.contains(&c) {
                cstrs.push(c);
            }
        }
        if cstrs.len() <= 1 {
            return false;
        }
        let mut shapes: Vec<(OpId, Vec<Value>)> = cstrs.iter().map(|&c| (c, c.operands(ctx).to_vec())).collect();
        // Most operands first, equals in order (a few items: an insertion
        // sort, rather than instantiating the standard library's sort).
        for i in 1..shapes.len() {
            let mut j = i;
            while j > 0 && shapes[j - 1].1.len() < shapes[j].1.len() {
                shapes.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut erase = Vec::new();
        let mut i = 0;
        while i < shapes.len() {
            let base = shapes[i].1.clone();
            let mut j = i + 1;
            while j < shapes.len() {
                if shapes[j].1.iter().all(|v| base.contains(v)) {
                    erase.push(shapes.remove(j).0);
                } else {
                    j += 1;
                }
            }
            i += 1;
        }
        if erase.is_empty() {
            return false;
        }
        let unique: Vec<Value> = shapes.iter().map(|(c, _)| c.result(ctx, 0)).collect();
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| AssumingAllOp::build(b, loc, &unique));
        for c in erase {
            let ctx = rw.ctx();
            if ctx.is_alive(c) && !c.result(ctx, 0).has_uses(ctx) {
                rw.erase_op(c);
            }
        }
        true
    }
);

pattern!(
    /// `assuming_all` of `cstr_eq`s over shared shapes is one `cstr_eq`.
    AssumingAllToCstrEq, "shape.assuming_all", |op, rw| {
        let ctx = rw.ctx();
        let mut shapes: Vec<Value> = Vec::new();
        for &w in op.operands(ctx) {
            let Some(c) = defining(ctx, w, "shape.cstr_eq") else { return false };
            let cs = c.operands(ctx);
            let disjoint = cs.iter().all(|s| !shapes.contains(s));
            if !shapes.is_empty() && !cs.is_empty() && disjoint {
                return false;
            }
            shapes.extend_from_slice(cs);
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| CstrEqOp::build(b, loc, &shapes));
        true
    }
);

/// A pattern that applies to the ops `O` (one of several op types).
macro_rules! generic_pattern {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        pub(crate) struct $name<O>(std::marker::PhantomData<fn() -> O>);
        impl<O> $name<O> {
            pub(crate) fn new() -> Self {
                $name(std::marker::PhantomData)
            }
        }
    };
}

generic_pattern!(
    /// Removes repeated operands of a variadic op.
    RemoveDuplicateOperands
);
impl<O: OpHandle + Copy + 'static> RewritePattern for RemoveDuplicateOperands<O> {
    fn root(&self) -> Option<&'static str> {
        Some(O::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let mut unique: Vec<Value> = Vec::new();
        for &v in op.operands(rw.ctx()) {
            if !unique.contains(&v) {
                unique.push(v);
            }
        }
        if unique.len() == op.num_operands(rw.ctx()) {
            return false;
        }
        rebuild::<O>(rw, op, &unique);
        true
    }
}

generic_pattern!(
    /// Removes operands known to be empty shapes.
    RemoveEmptyShapeOperands
);
impl<O: OpHandle + Copy + 'static> RewritePattern for RemoveEmptyShapeOperands<O> {
    fn root(&self) -> Option<&'static str> {
        Some(O::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let non_empty = |v: Value| {
            let t = v.ty(ctx);
            if matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
                && t.shape(ctx).and_then(|s| s.first().copied()) == Some(0)
            {
                return false;
            }
            if let Some(c) = defining(ctx, v, "shape.const_shape") {
                if c.attr_by_str(ctx, "shape").and_then(|a| extent_count(ctx, a)) == Some(0) {
                    return false;
                }
            }
            true
        };
        if op.operands(ctx).iter().all(|&v| non_empty(v)) {
            return false;
        }
        let operands: Vec<Value> = op.operands(ctx).iter().copied().filter(|v| non_empty(*v)).collect();
        rebuild::<O>(rw, op, &operands);
        true
    }
}

generic_pattern!(
    /// Looks through `tensor.cast`s that only lose extent information.
    CanonicalizeCastExtentTensorOperands
);
impl<O: OpHandle + Copy + 'static> RewritePattern for CanonicalizeCastExtentTensorOperands<O> {
    fn root(&self) -> Option<&'static str> {
        Some(O::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let mut changed = false;
        let operands: Vec<Value> = op
            .operands(ctx)
            .iter()
            .map(|&v| {
                if let Some(c) = defining(ctx, v, "tensor.cast") {
                    if is_dynamic_dim0(ctx, c.result(ctx, 0).ty(ctx)) {
                        changed = true;
                        return c.operand(ctx, 0);
                    }
                }
                v
            })
            .collect();
        if !changed {
            return false;
        }
        rebuild::<O>(rw, op, &operands);
        true
    }
}

pattern!(
    /// Gives a `shape.broadcast` with a dynamic extent tensor result the
    /// static rank its operands imply, and casts back.
    BroadcastConcretizeResultType, "shape.broadcast", |op, rw| {
        let ctx = rw.ctx();
        let rt = op.result(ctx, 0).ty(ctx);
        if !is_dynamic_dim0(ctx, rt) {
            return false;
        }
        let mut max_rank = 0;
        for &v in op.operands(ctx) {
            let t = v.ty(ctx);
            if matches!(t.kind(ctx), TypeKind::RankedTensor { .. }) {
                let d = t.shape(ctx).map_or(0, |s| s[0]);
                if d == ods_ir::types::DYNAMIC {
                    return false;
                }
                max_rank = max_rank.max(d);
            }
        }
        let operands = op.operands(ctx).to_vec();
        let loc = op.loc(ctx);
        let t = extent_tensor_type(ctx, max_rank);
        let error = BroadcastOp::from_op_unchecked(op).error(ctx).map(str::to_string);
        let b = BroadcastOp::build(rw, loc, t, &operands, error.as_deref());
        let bv = b.result(rw.ctx());
        rw.replace_op_with_built(op, |b| ods_dialect_tensor::CastOp::build(b, loc, rt, bv));
        true
    }
);

pattern!(
    /// Folds the constant operands of a `shape.broadcast` into one.
    BroadcastFoldConstantOperands, "shape.broadcast", |op, rw| {
        let ctx = rw.ctx();
        // Nothing to fold below two constant operands: most broadcasts
        // are left before any extents are read.
        let constants = op.operands(ctx).iter().filter(|&&v| defining(ctx, v, "shape.const_shape").is_some());
        if constants.take(2).count() < 2 {
            return false;
        }
        let mut folded: Vec<i64> = Vec::new();
        let mut rest = Vec::new();
        for &v in op.operands(ctx) {
            if let Some(c) = defining(ctx, v, "shape.const_shape") {
                let e = c.attr_by_str(ctx, "shape").and_then(|a| extents_of(ctx, a)).unwrap_or_default();
                if let Some(n) = broadcasted_shape(&folded, &e) {
                    folded = n;
                    continue;
                }
            }
            rest.push(v);
        }
        if op.num_operands(ctx) - rest.len() < 2 {
            return false;
        }
        let loc = op.loc(ctx);
        let rt = op.result(ctx, 0).ty(ctx);
        let t = extent_tensor_type(ctx, folded.len() as i64);
        let error = BroadcastOp::from_op_unchecked(op).error(ctx).map(str::to_string);
        let c = const_shape(rw, loc, &folded, t);
        rest.push(c);
        rw.replace_op_with_built(op, |b| BroadcastOp::build(b, loc, rt, &rest, error.as_deref()));
        true
    }
);

pattern!(
    /// A `shape.broadcast` of one operand is the operand (cast if needed).
    BroadcastForwardSingleOperand, "shape.broadcast", |op, rw| {
        let ctx = rw.ctx();
        if op.num_operands(ctx) != 1 {
            return false;
        }
        let mut v = op.operand(ctx, 0);
        let rt = op.result(ctx, 0).ty(ctx);
        let loc = op.loc(ctx);
        if v.ty(ctx) != rt {
            v = if ShapeType::is(ctx, rt) {
                let f = FromExtentTensorOp::build(rw, loc, v);
                f.result(rw.ctx())
            } else {
                tensor_cast(rw, loc, v, rt)
            };
        }
        rw.replace_op(op, &[v]);
        true
    }
);

generic_pattern!(
    /// `cstr_eq`/`cstr_broadcastable` of one shape repeated is a passing witness.
    AllInputsEqualToTrueWitness
);
impl<O: OpHandle + Copy + 'static> RewritePattern for AllInputsEqualToTrueWitness<O> {
    fn root(&self) -> Option<&'static str> {
        Some(O::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ops = op.operands(ctx);
        if ops.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| ConstWitnessOp::build(b, loc, true));
        true
    }
}

pattern!(
    /// `tensor.cast` of a `shape.const_shape` to a static type is a constant.
    TensorCastConstShape, "tensor.cast", |op, rw| {
        let ctx = rw.ctx();
        let Some(c) = defining(ctx, op.operand(ctx, 0), "shape.const_shape") else { return false };
        let rt = op.result(ctx, 0).ty(ctx);
        if !rt.has_static_shape(ctx) {
            return false;
        }
        let (loc, extents) = (op.loc(ctx), ConstShapeOp::from_op_unchecked(c).shape(ctx).to_vec());
        rw.replace_op_with_built(op, |b| ConstShapeOp::build_with_result_types(b, loc, &[rt], extents.into()));
        true
    }
);

/// `Root(Inner(x))` is `x` (`index_to_size`/`size_to_index` round trips).
pub(crate) struct CastRoundTrip<Root, Inner>(std::marker::PhantomData<fn() -> (Root, Inner)>);
impl<Root, Inner> CastRoundTrip<Root, Inner> {
    pub(crate) fn new() -> Self {
        CastRoundTrip(std::marker::PhantomData)
    }
}
impl<Root: OpHandle + 'static, Inner: OpHandle + 'static> RewritePattern for CastRoundTrip<Root, Inner> {
    fn root(&self) -> Option<&'static str> {
        Some(Root::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = defining(ctx, op.operand(ctx, 0), Inner::NAME) else { return false };
        let x = inner.operand(ctx, 0);
        if x.ty(ctx) != op.result(ctx, 0).ty(ctx) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}

pattern!(
    /// `rank(shape_of(ranked))` is a constant.
    RankShapeOf, "shape.rank", |op, rw| {
        let ctx = rw.ctx();
        let Some(s) = defining(ctx, op.operand(ctx, 0), "shape.shape_of") else { return false };
        let t = s.operand(ctx, 0).ty(ctx);
        if !matches!(t.kind(ctx), TypeKind::RankedTensor { .. }) {
            return false;
        }
        let rank = t.rank(ctx).unwrap_or(0) as i64;
        let rt = op.result(ctx, 0).ty(ctx);
        let loc = op.loc(ctx);
        if rt.is_index(ctx) {
            rw.replace_op_with_built(op, |b| {
                let a = b.ctx().index_attr(rank);
                ods_dialect_arith::ConstantOp::build_with_result_types(b, loc, &[rt], a)
            });
        } else if SizeType::is(ctx, rt) {
            rw.replace_op_with_built(op, |b| ConstSizeOp::build(b, loc, rank));
        } else {
            return false;
        }
        true
    }
);

pattern!(
    /// `tensor.cast(shape_of(x))` to a 1-D type is a `shape_of` of that type.
    ShapeOfCastExtentTensor, "tensor.cast", |op, rw| {
        let ctx = rw.ctx();
        let ty = op.result(ctx, 0).ty(ctx);
        if !matches!(ty.kind(ctx), TypeKind::RankedTensor { .. }) || ty.rank(ctx) != Some(1) {
            return false;
        }
        let Some(s) = defining(ctx, op.operand(ctx, 0), "shape.shape_of") else { return false };
        let arg = s.operand(ctx, 0);
        let at = arg.ty(ctx);
        if !matches!(at.kind(ctx), TypeKind::RankedTensor { .. }) {
            return false;
        }
        let d = ty.shape(ctx).map_or(0, |s| s[0]);
        if d != ods_ir::types::DYNAMIC && d != at.rank(ctx).unwrap_or(0) as i64 {
            return false;
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| ShapeOfOp::build_with_result_types(b, loc, &[ty], arg));
        true
    }
);

pattern!(
    /// `shape_of(tensor.reshape(x, s))` is `s` (cast to the result type).
    ShapeOfFromReshape, "shape.shape_of", |op, rw| {
        let ctx = rw.ctx();
        let Some(r) = defining(ctx, op.operand(ctx, 0), "tensor.reshape") else { return false };
        let rt = op.result(ctx, 0).ty(ctx);
        if !rt.is_tensor(ctx) {
            return false;
        }
        let mut shape = r.operand(ctx, 1);
        let st = shape.ty(ctx);
        let loc = op.loc(ctx);
        if rt != st {
            if rt.element_type(ctx) == st.element_type(ctx) {
                shape = tensor_cast(rw, loc, shape, rt);
            } else if !is_extent_tensor(ctx, st) {
                let cast = ods_dialect_arith::IndexCastOp::build(rw, loc, rt, shape);
                shape = cast.out(rw.ctx());
            }
        }
        rw.replace_op(op, &[shape]);
        true
    }
);

pattern!(
    /// `tensor.extract(shape_of(x), i)` is `tensor.dim(x, i)`.
    ExtractFromShapeOfExtentTensor, "tensor.extract", |op, rw| {
        let ctx = rw.ctx();
        let Some(s) = defining(ctx, op.operand(ctx, 0), "shape.shape_of") else { return false };
        if op.num_operands(ctx) != 2 {
            return false;
        }
        let arg = s.operand(ctx, 0);
        if !arg.ty(ctx).is_tensor(ctx) {
            return false;
        }
        let i = op.operand(ctx, 1);
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| ods_dialect_tensor::DimOp::build(b, loc, arg, i));
        true
    }
);

pattern!(
    /// `shape_of` of a statically shaped value is a constant.
    ShapeOfOpToConstShapeOp, "shape.shape_of", |op, rw| {
        let ctx = rw.ctx();
        let t = op.operand(ctx, 0).ty(ctx);
        if !t.is_shaped(ctx) || !t.has_static_shape(ctx) {
            return false;
        }
        let extents = t.shape(ctx).unwrap_or(&[]).to_vec();
        let rt = op.result(ctx, 0).ty(ctx);
        let loc = op.loc(ctx);
        let ct = if ShapeType::is(ctx, rt) { rt } else { extent_tensor_type(ctx, extents.len() as i64) };
        let mut v = const_shape(rw, loc, &extents, ct);
        if ct != rt {
            v = tensor_cast(rw, loc, v, rt);
        }
        rw.replace_op(op, &[v]);
        true
    }
);
