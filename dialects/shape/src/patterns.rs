//! Canonicalization patterns of the shape dialect (MLIR 22's C++ patterns
//! and those of `ShapeCanonicalization.td`).

use crate::ops::*;
use crate::*;
use ods_ir::Sym;

fn make(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    types: &[Type],
    attrs: &[(Sym, Attr)],
) -> OpId {
    let mut st = rw.state(name, loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(types);
    for (k, v) in attrs {
        st.add_attr(*k, *v);
    }
    rw.create(st)
}

/// Replaces `op` by a new op `name` (inserted before it).
fn replace_with(
    rw: &mut Rewriter<'_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    types: &[Type],
    attrs: &[(Sym, Attr)],
) -> OpId {
    let loc = op.loc(rw.ctx);
    let new = make(rw, name, loc, operands, types, attrs);
    let vals: Vec<Value> = new.results(rw.ctx).collect();
    rw.replace_op(op, &vals);
    new
}

/// Replaces `op` by the same op with other operands.
fn replace_operands(rw: &mut Rewriter<'_>, op: OpId, operands: &[Value]) {
    let name = op.name_str(rw.ctx).to_string();
    let types = op.result_types(rw.ctx);
    let attrs = op.all_attrs(rw.ctx);
    replace_with(rw, op, &name, operands, &types, &attrs);
}

fn const_shape(rw: &mut Rewriter<'_>, loc: Location, extents: &[i64], ty: Type) -> Value {
    let a = index_tensor_attr(rw.ctx, extents);
    let k = rw.ctx.intern("shape");
    let op = make(rw, "shape.const_shape", loc, &[], &[ty], &[(k, a)]);
    op.result(rw.ctx, 0)
}

fn tensor_cast(rw: &mut Rewriter<'_>, loc: Location, v: Value, ty: Type) -> Value {
    let op = make(rw, "tensor.cast", loc, &[v], &[ty], &[]);
    op.result(rw.ctx, 0)
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
        let ctx = &*rw.ctx;
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
        make(rw, "shape.assuming_yield", yloc, &new_yield, &[], &[]);
        rw.erase_op(yield_op);
        rw.set_insertion_point_before(op);
        let mut st = rw.state("shape.assuming", loc);
        st.operands.push(witness);
        st.result_types.extend(types);
        let r = rw.ctx.create_region();
        st.regions.push(r);
        let new = rw.create(st);
        rw.ctx.take_region_body(r, region);
        for (i, (old, _)) in used.iter().enumerate() {
            let nv = new.result(rw.ctx, i);
            rw.replace_all_uses_with(*old, nv);
        }
        rw.erase_op(op);
        true
    }
);

pattern!(
    /// Inlines the region of a `shape.assuming` whose witness passes.
    AssumingWithTrue, "shape.assuming", |op, rw| {
        let ctx = &*rw.ctx;
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
            rw.ctx.move_op_before(o, op);
            rw.notify_modified(o);
        }
        rw.replace_op(op, &yielded);
        true
    }
);

pattern!(
    /// Merges `shape.assuming_all` operands that are `shape.assuming_all`s.
    MergeAssumingAllOps, "shape.assuming_all", |op, rw| {
        let ctx = &*rw.ctx;
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
        let t = WitnessType::get(ctx);
        replace_with(rw, op, "shape.assuming_all", &operands, &[t], &[]);
        true
    }
);

pattern!(
    /// `shape.assuming_all` of one witness is that witness.
    AssumingAllOneOp, "shape.assuming_all", |op, rw| {
        let ctx = &*rw.ctx;
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
        let ctx = &*rw.ctx;
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
        shapes.sort_by_key(|(c, _)| std::cmp::Reverse(c.num_operands(ctx)));
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
        let t = WitnessType::get(ctx);
        replace_with(rw, op, "shape.assuming_all", &unique, &[t], &[]);
        for c in erase {
            if rw.ctx.is_alive(c) && !c.result(rw.ctx, 0).has_uses(rw.ctx) {
                rw.erase_op(c);
            }
        }
        true
    }
);

pattern!(
    /// `assuming_all` of `cstr_eq`s over shared shapes is one `cstr_eq`.
    AssumingAllToCstrEq, "shape.assuming_all", |op, rw| {
        let ctx = &*rw.ctx;
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
        let t = WitnessType::get(ctx);
        replace_with(rw, op, "shape.cstr_eq", &shapes, &[t], &[]);
        true
    }
);

/// Removes repeated operands of a variadic op.
pub(crate) struct RemoveDuplicateOperands(pub &'static str);
impl RewritePattern for RemoveDuplicateOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let mut unique: Vec<Value> = Vec::new();
        for &v in op.operands(rw.ctx) {
            if !unique.contains(&v) {
                unique.push(v);
            }
        }
        if unique.len() == op.num_operands(rw.ctx) {
            return false;
        }
        replace_operands(rw, op, &unique);
        true
    }
}

/// Removes operands known to be empty shapes.
pub(crate) struct RemoveEmptyShapeOperands(pub &'static str);
impl RewritePattern for RemoveEmptyShapeOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = &*rw.ctx;
        let non_empty = |v: Value| {
            let t = v.ty(ctx);
            if matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
                && t.shape(ctx).and_then(|s| s.first().copied()) == Some(0)
            {
                return false;
            }
            if let Some(c) = defining(ctx, v, "shape.const_shape") {
                if c.attr_by_str(ctx, "shape").and_then(|a| extents_of(ctx, a)).is_some_and(|e| e.is_empty()) {
                    return false;
                }
            }
            true
        };
        let operands: Vec<Value> = op.operands(ctx).iter().copied().filter(|v| non_empty(*v)).collect();
        if operands.len() == op.num_operands(ctx) {
            return false;
        }
        replace_operands(rw, op, &operands);
        true
    }
}

/// Looks through `tensor.cast`s that only lose extent information.
pub(crate) struct CanonicalizeCastExtentTensorOperands(pub &'static str);
impl RewritePattern for CanonicalizeCastExtentTensorOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = &*rw.ctx;
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
        let name = op.name_str(ctx).to_string();
        let types = op.result_types(ctx);
        replace_with(rw, op, &name, &operands, &types, &[]);
        true
    }
}

pattern!(
    /// Gives a `shape.broadcast` with a dynamic extent tensor result the
    /// static rank its operands imply, and casts back.
    BroadcastConcretizeResultType, "shape.broadcast", |op, rw| {
        let ctx = &*rw.ctx;
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
        let b = make(rw, "shape.broadcast", loc, &operands, &[t], &[]);
        let bv = b.result(rw.ctx, 0);
        replace_with(rw, op, "tensor.cast", &[bv], &[rt], &[]);
        true
    }
);

pattern!(
    /// Folds the constant operands of a `shape.broadcast` into one.
    BroadcastFoldConstantOperands, "shape.broadcast", |op, rw| {
        let ctx = &*rw.ctx;
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
        let c = const_shape(rw, loc, &folded, t);
        rest.push(c);
        replace_with(rw, op, "shape.broadcast", &rest, &[rt], &[]);
        true
    }
);

pattern!(
    /// A `shape.broadcast` of one operand is the operand (cast if needed).
    BroadcastForwardSingleOperand, "shape.broadcast", |op, rw| {
        let ctx = &*rw.ctx;
        if op.num_operands(ctx) != 1 {
            return false;
        }
        let mut v = op.operand(ctx, 0);
        let rt = op.result(ctx, 0).ty(ctx);
        let loc = op.loc(ctx);
        if v.ty(ctx) != rt {
            v = if ShapeType::is(ctx, rt) {
                make(rw, "shape.from_extent_tensor", loc, &[v], &[rt], &[]).result(rw.ctx, 0)
            } else {
                tensor_cast(rw, loc, v, rt)
            };
        }
        rw.replace_op(op, &[v]);
        true
    }
);

/// `cstr_eq`/`cstr_broadcastable` of one shape repeated is a passing witness.
pub(crate) struct AllInputsEqualToTrueWitness(pub &'static str);
impl RewritePattern for AllInputsEqualToTrueWitness {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = &*rw.ctx;
        let ops = op.operands(ctx);
        if ops.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let t = WitnessType::get(ctx);
        let a = rw.ctx.bool_attr(true);
        let k = rw.ctx.intern("passing");
        replace_with(rw, op, "shape.const_witness", &[], &[t], &[(k, a)]);
        true
    }
}

pattern!(
    /// `tensor.cast` of a `shape.const_shape` to a static type is a constant.
    TensorCastConstShape, "tensor.cast", |op, rw| {
        let ctx = &*rw.ctx;
        let Some(c) = defining(ctx, op.operand(ctx, 0), "shape.const_shape") else { return false };
        let rt = op.result(ctx, 0).ty(ctx);
        if !rt.has_static_shape(ctx) {
            return false;
        }
        let attrs = c.all_attrs(ctx);
        replace_with(rw, op, "shape.const_shape", &[], &[rt], &attrs);
        true
    }
);

/// `root(inner(x))` is `x` (`index_to_size`/`size_to_index` round trips).
pub(crate) struct CastRoundTrip {
    pub root: &'static str,
    pub inner: &'static str,
}
impl RewritePattern for CastRoundTrip {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = &*rw.ctx;
        let Some(inner) = defining(ctx, op.operand(ctx, 0), self.inner) else { return false };
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
        let ctx = &*rw.ctx;
        let Some(s) = defining(ctx, op.operand(ctx, 0), "shape.shape_of") else { return false };
        let t = s.operand(ctx, 0).ty(ctx);
        if !matches!(t.kind(ctx), TypeKind::RankedTensor { .. }) {
            return false;
        }
        let rank = t.rank(ctx).unwrap_or(0) as i64;
        let rt = op.result(ctx, 0).ty(ctx);
        if rt.is_index(ctx) {
            let a = rw.ctx.index_attr(rank);
            let k = rw.ctx.intern("value");
            replace_with(rw, op, "arith.constant", &[], &[rt], &[(k, a)]);
        } else if SizeType::is(ctx, rt) {
            let a = rw.ctx.index_attr(rank);
            let k = rw.ctx.intern("value");
            replace_with(rw, op, "shape.const_size", &[], &[rt], &[(k, a)]);
        } else {
            return false;
        }
        true
    }
);

pattern!(
    /// `tensor.cast(shape_of(x))` to a 1-D type is a `shape_of` of that type.
    ShapeOfCastExtentTensor, "tensor.cast", |op, rw| {
        let ctx = &*rw.ctx;
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
        replace_with(rw, op, "shape.shape_of", &[arg], &[ty], &[]);
        true
    }
);

pattern!(
    /// `shape_of(tensor.reshape(x, s))` is `s` (cast to the result type).
    ShapeOfFromReshape, "shape.shape_of", |op, rw| {
        let ctx = &*rw.ctx;
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
                shape = make(rw, "arith.index_cast", loc, &[shape], &[rt], &[]).result(rw.ctx, 0);
            }
        }
        rw.replace_op(op, &[shape]);
        true
    }
);

pattern!(
    /// `tensor.extract(shape_of(x), i)` is `tensor.dim(x, i)`.
    ExtractFromShapeOfExtentTensor, "tensor.extract", |op, rw| {
        let ctx = &*rw.ctx;
        let Some(s) = defining(ctx, op.operand(ctx, 0), "shape.shape_of") else { return false };
        if op.num_operands(ctx) != 2 {
            return false;
        }
        let arg = s.operand(ctx, 0);
        if !arg.ty(ctx).is_tensor(ctx) {
            return false;
        }
        let i = op.operand(ctx, 1);
        let t = ctx.index_type();
        replace_with(rw, op, "tensor.dim", &[arg, i], &[t], &[]);
        true
    }
);

pattern!(
    /// `shape_of` of a statically shaped value is a constant.
    ShapeOfOpToConstShapeOp, "shape.shape_of", |op, rw| {
        let ctx = &*rw.ctx;
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
