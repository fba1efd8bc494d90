//! The canonicalization patterns of `scf.forall` (MLIR 22's `SCF.cpp`):
//! constant bounds move into the static lists, dimensions of one
//! iteration go (the loop is inlined when none is left, or replaced by its
//! outputs when one has none), outputs nobody reads or writes are dropped,
//! casts of outputs move into the loop, and `tensor.dim` of a result reads
//! the shared output.

use crate::canonicalize::{fresh_entry_block, merge_blocks, ub_minus_lb};
use crate::{ForallOp, InParallelOp};
use ods_dialect_arith::ConstantOp;
use ods_dialect_tensor::{preserves_static_information, CastOp, DimOp, InsertSliceOp, ParallelInsertSliceOp};
use ods_ir::attrs::AttrKind;
use ods_ir::interfaces::ParallelCombiningOpInterfaceOp;
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;
use ods_ir::types::DYNAMIC;

/// A loop bound as MLIR's `getMixedLowerBound` and friends give it: a
/// static entry (an `i64` attribute there) or a dynamic `index` value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bound {
    Static(i64),
    Dynamic(Value),
}

/// The bounds of one list: `statics` with `DYNAMIC` where `dynamics` has
/// the next value.
fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Bound> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(&v) => Bound::Dynamic(v),
            None => Bound::Static(s),
        })
        .collect()
}

/// The static list and the dynamic values of `list` (MLIR's
/// `dispatchIndexOpFoldResults`).
fn split(list: &[Bound]) -> (Vec<i64>, Vec<Value>) {
    let mut dynamics = Vec::new();
    let statics = list
        .iter()
        .map(|b| match *b {
            Bound::Static(s) => s,
            Bound::Dynamic(v) => {
                dynamics.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, dynamics)
}

/// The lower bounds, upper bounds and steps of `f`.
fn bounds(ctx: &Context, f: ForallOp) -> [Vec<Bound>; 3] {
    [
        mixed(&f.staticLowerBound(ctx).to_vec(), f.dynamicLowerBound(ctx)),
        mixed(&f.staticUpperBound(ctx).to_vec(), f.dynamicUpperBound(ctx)),
        mixed(&f.staticStep(ctx).to_vec(), f.dynamicStep(ctx)),
    ]
}

/// The integer a bound stands for, when it is known.
fn constant_of(ctx: &Context, b: Bound) -> Option<i64> {
    match b {
        Bound::Static(s) => Some(s),
        Bound::Dynamic(v) => constant_value(ctx, v)?.as_i64(ctx),
    }
}

/// MLIR's `constantTripCount` over mixed bounds, signed. A static bound is
/// an `i64` attribute there and a dynamic one an `index` value, and bounds
/// of different types give no trip count: so a lower bound of one kind
/// and an upper bound of the other never have one.
fn trip_count(ctx: &Context, lb: Bound, ub: Bound, step: Bound) -> Option<u64> {
    if matches!((lb, ub), (Bound::Static(_), Bound::Dynamic(_)) | (Bound::Dynamic(_), Bound::Static(_))) {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    // A constant step of zero or below runs no iteration.
    let step = constant_of(ctx, step);
    if step.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let diff = match (constant_of(ctx, lb), constant_of(ctx, ub), lb, ub) {
        (Some(l), Some(u), _, _) => {
            // As MLIR, in 64 bits: a difference that wraps counts as no
            // iteration.
            match u.checked_sub(l) {
                Some(d) if d > 0 => d as u64,
                _ => return Some(0),
            }
        }
        (None, None, Bound::Dynamic(l), Bound::Dynamic(u)) => {
            let d = ub_minus_lb(ctx, l, u, true)?;
            if d < 0 {
                return Some(0);
            }
            d as u64
        }
        _ => return None,
    };
    Some(diff.div_ceil(step? as u64))
}

/// A dense `i64` array attribute.
fn i64_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let element = ctx.i64_type();
    ctx.get_attr(AttrKind::DenseArray { element, data: values.iter().map(|v| *v as u64 as u128).collect() })
}

/// The value of a bound: its operand, or a new `arith.constant` of
/// `index` before the insertion point (MLIR's
/// `getValueOrCreateConstantIndexOp`).
fn bound_value(rw: &mut Rewriter<'_>, loc: Location, b: Bound) -> Value {
    match b {
        Bound::Dynamic(v) => v,
        Bound::Static(s) => {
            let a = rw.ctx().index_attr(s);
            ConstantOp::build(rw, loc, a).id().result(rw.ctx(), 0)
        }
    }
}

/// A new `scf.forall` before the insertion point over `lbs`, `ubs` and
/// `steps` with `outputs` and `mapping`, with an entry block of the
/// arguments MLIR's builder gives it (at the op's location) and nothing in
/// it.
fn build_forall(
    rw: &mut Rewriter<'_>,
    loc: Location,
    [lbs, ubs, steps]: [&[Bound]; 3],
    outputs: &[Value],
    mapping: Option<Attr>,
) -> (ForallOp, BlockId) {
    let (static_lbs, dynamic_lbs) = split(lbs);
    let (static_ubs, dynamic_ubs) = split(ubs);
    let (static_steps, dynamic_steps) = split(steps);
    let types: Vec<Type> = outputs.iter().map(|v| v.ty(rw.ctx())).collect();
    let mapping = mapping.and_then(|m| m.as_array(rw.ctx()).map(<[Attr]>::to_vec));
    let new = ForallOp::build(
        rw,
        loc,
        &types,
        &dynamic_lbs,
        &dynamic_ubs,
        &dynamic_steps,
        (&static_lbs).into(),
        (&static_ubs).into(),
        (&static_steps).into(),
        outputs,
        mapping.as_deref(),
    );
    let index = rw.ctx().index_type();
    let mut arg_types = vec![index; lbs.len()];
    arg_types.extend(&types);
    let locs = vec![loc; arg_types.len()];
    let region = new.region(rw.ctx());
    let body = fresh_entry_block(rw, region, &arg_types, &locs);
    (new, body)
}

/// The `scf.forall.in_parallel` ending the body of `f`.
fn terminator(ctx: &Context, f: ForallOp) -> Option<InParallelOp> {
    let last = f.region(ctx).entry_block(ctx)?.last_op(ctx)?;
    InParallelOp::cast(ctx, last)
}

/// The ops of the terminator of `f`, in order (MLIR's `getYieldingOps`).
fn yielding_ops(ctx: &Context, f: ForallOp) -> Vec<OpId> {
    terminator(ctx, f).and_then(|t| t.region(ctx).entry_block(ctx)).map(|b| b.ops(ctx)).unwrap_or_default()
}

/// The parallel-combining ops among the users of `arg` (MLIR's
/// `getCombiningOps`).
fn combining_ops(ctx: &Context, arg: Value) -> Vec<OpId> {
    let mut ops = Vec::new();
    for u in arg.users(ctx) {
        if ParallelCombiningOpInterfaceOp::get(ctx, u).is_some() && !ops.contains(&u) {
            ops.push(u);
        }
    }
    ops
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
    /// `tensor.dim` of a result of an `scf.forall` asks the shared output
    /// it is tied to (MLIR's `DimOfForallOp`).
    DimOfForall, "tensor.dim", |op, rw| {
        let ctx = rw.ctx();
        let Some(dim) = DimOp::cast(ctx, op) else { return false };
        let source = dim.source(ctx);
        let Some(f) = source.defining_op(ctx).and_then(|d| ForallOp::cast(ctx, d)) else { return false };
        let Some(&shared) = f.outputs(ctx).get(source.index(ctx)) else { return false };
        rw.set_operand(op, 0, shared);
        true
    }
);

pattern!(
    /// Outputs made by a `tensor.cast` that only forgets static information
    /// are replaced by the cast's source: the loop works on the more static
    /// type, casting the block arguments back at the top of the body and
    /// the results after the loop (MLIR's
    /// `FoldTensorCastOfOutputIntoForallOp`).
    FoldTensorCastOfOutputIntoForall, "scf.forall", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForallOp::cast(ctx, op) else { return false };
        let mut outputs = f.outputs(ctx).to_vec();
        // (output index, type of the loop's result before).
        let mut casts: Vec<(usize, Type)> = Vec::new();
        for (i, out) in outputs.iter_mut().enumerate() {
            let Some(cast) = out.defining_op(ctx).and_then(|d| CastOp::cast(ctx, d)) else { continue };
            let (source, dest) = (cast.source(ctx), cast.dest(ctx).ty(ctx));
            if !preserves_static_information(ctx, dest, source.ty(ctx)) {
                continue;
            }
            casts.push((i, dest));
            *out = source;
        }
        if casts.is_empty() {
            return false;
        }
        let loc = op.loc(ctx);
        let bounds = bounds(ctx, f);
        let rank = bounds[0].len();
        let mapping = op.attr_by_str(ctx, "mapping");
        let Some(old_body) = f.region(ctx).entry_block(ctx) else { return false };
        rw.set_insertion_point_before(op);
        let (new, body) = build_forall(rw, loc, [&bounds[0], &bounds[1], &bounds[2]], &outputs, mapping);
        let mut args = body.args(rw.ctx()).to_vec();
        rw.set_insertion_point_to_end(body);
        for &(i, ty) in &casts {
            args[rank + i] = CastOp::build(rw, loc, ty, args[rank + i]).id().result(rw.ctx(), 0);
        }
        merge_blocks(rw, old_body, body, &args);
        // As MLIR: the destinations of the terminator's ops, paired with the
        // output arguments in order, become those arguments.
        let out_args = body.args(rw.ctx())[rank..].to_vec();
        for (o, arg) in yielding_ops(rw.ctx(), new).into_iter().zip(out_args) {
            let Some(combining) = ParallelCombiningOpInterfaceOp::get(rw.ctx(), o) else { continue };
            for slot in combining.updated_destinations(rw.ctx()) {
                rw.set_operand(o, slot, arg);
            }
        }
        rw.set_insertion_point_after(new.id());
        let mut results: Vec<Value> = new.id().results(rw.ctx()).collect();
        for &(i, ty) in &casts {
            results[i] = CastOp::build(rw, loc, ty, results[i]).id().result(rw.ctx(), 0);
        }
        rw.replace_op(op, &results);
        true
    }
);

pattern!(
    /// Bounds and steps given by constants become static entries (MLIR's
    /// `ForallOpControlOperandsFolder`).
    ForallControlOperandsFolder, "scf.forall", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForallOp::cast(ctx, op) else { return false };
        let mut lists = bounds(ctx, f);
        let mut changed = false;
        for b in lists.iter_mut().flatten() {
            if let Bound::Dynamic(v) = *b {
                if let Some(c) = constant_value(ctx, v).and_then(|a| a.as_i64(ctx)) {
                    *b = Bound::Static(c);
                    changed = true;
                }
            }
        }
        if !changed {
            return false;
        }
        let outputs = f.outputs(ctx).to_vec();
        rw.modify_op_in_place(op, |ctx| {
            let mut operands = Vec::new();
            let mut sizes = Vec::new();
            for (list, name) in lists.iter().zip(["staticLowerBound", "staticUpperBound", "staticStep"]) {
                let (statics, dynamics) = split(list);
                sizes.push(dynamics.len() as u128);
                operands.extend(dynamics);
                let a = i64_array(ctx, &statics);
                let name = ctx.intern(name);
                ctx.set_attr(op, name, a);
            }
            sizes.push(outputs.len() as u128);
            operands.extend(&outputs);
            ctx.set_operands(op, &operands);
            let element = ctx.i32_type();
            let seg = ctx.get_attr(AttrKind::DenseArray { element, data: sizes.into() });
            let name = ctx.intern("operandSegmentSizes");
            ctx.set_attr(op, name, seg);
        });
        true
    }
);

pattern!(
    /// Outputs whose result is unused, or that no op of the body writes, go:
    /// the ops writing them are erased and their block arguments and
    /// results become the outputs themselves (MLIR's
    /// `ForallOpIterArgsFolder`).
    ForallIterArgsFolder, "scf.forall", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForallOp::cast(ctx, op) else { return false };
        let Some(body) = f.region(ctx).entry_block(ctx) else { return false };
        let outputs = f.outputs(ctx).to_vec();
        let rank = body.args(ctx).len() - outputs.len();
        let mut dropped = Vec::new();
        for i in 0..outputs.len() {
            let arg = body.arg(ctx, rank + i);
            if !op.result(ctx, i).has_uses(ctx) || combining_ops(ctx, arg).is_empty() {
                dropped.push(i);
            }
        }
        if dropped.is_empty() {
            return false;
        }
        for &i in &dropped {
            let arg = body.arg(rw.ctx(), rank + i);
            for o in combining_ops(rw.ctx(), arg) {
                rw.erase_op(o);
            }
        }
        for &i in &dropped {
            let (arg, result) = (body.arg(rw.ctx(), rank + i), op.result(rw.ctx(), i));
            rw.replace_all_uses_with(arg, outputs[i]);
            rw.replace_all_uses_with(result, outputs[i]);
        }
        rw.modify_op_in_place(op, |ctx| {
            let doomed: Vec<Value> = dropped.iter().map(|&i| body.arg(ctx, rank + i)).collect();
            let _ = ctx.erase_block_args_where(body, |a| doomed.contains(&a));
        });
        // MLIR's `eraseOpResults`: the op is made again without those
        // results (and here without their outputs), its region moved over.
        let ctx = rw.ctx();
        let kept: Vec<usize> = (0..outputs.len()).filter(|i| !dropped.contains(i)).collect();
        let new_outputs: Vec<Value> = kept.iter().map(|&i| outputs[i]).collect();
        let types: Vec<Type> = new_outputs.iter().map(|v| v.ty(ctx)).collect();
        let (lbs, ubs, steps) = (f.staticLowerBound(ctx).to_vec(), f.staticUpperBound(ctx).to_vec(), f.staticStep(ctx).to_vec());
        let (dlbs, dubs, dsteps) = (f.dynamicLowerBound(ctx).to_vec(), f.dynamicUpperBound(ctx).to_vec(), f.dynamicStep(ctx).to_vec());
        let mapping = op.attr_by_str(ctx, "mapping").and_then(|m| m.as_array(ctx)).map(<[Attr]>::to_vec);
        let (loc, discardable, region) = (op.loc(ctx), op.discardable_attrs(ctx), f.region(ctx));
        let old_results: Vec<Value> = op.results(ctx).collect();
        rw.set_insertion_point_before(op);
        let new = ForallOp::build(rw, loc, &types, &dlbs, &dubs, &dsteps, (&lbs).into(), (&ubs).into(), (&steps).into(), &new_outputs, mapping.as_deref());
        rw.set_discardable_attrs(new.id(), discardable);
        let new_region = new.region(rw.ctx());
        rw.take_region_body(new_region, region);
        for (k, &i) in kept.iter().enumerate() {
            let v = new.id().result(rw.ctx(), k);
            rw.replace_all_uses_with(old_results[i], v);
        }
        rw.erase_op(op);
        true
    }
);

/// MLIR's `promote`: the body of `f` (every dimension running once) moves
/// before it, its induction variables replaced by the lower bounds and
/// its output arguments by the outputs; each `tensor.parallel_insert_slice`
/// of the terminator becomes a `tensor.insert_slice` after the loop, whose
/// results replace the loop's.
fn promote(rw: &mut Rewriter<'_>, f: ForallOp, lbs: &[Bound]) {
    let op = f.id();
    let loc = op.loc(rw.ctx());
    let Some(body) = f.region(rw.ctx()).entry_block(rw.ctx()) else { return };
    let term = terminator(rw.ctx(), f);
    let mut args: Vec<Value> = lbs.iter().map(|&b| bound_value(rw, loc, b)).collect();
    args.extend(f.outputs(rw.ctx()));
    crate::canonicalize::inline_block_before(rw, body, op, &args);
    rw.set_insertion_point_after(op);
    let mut results = Vec::new();
    let yielding = term.and_then(|t| t.region(rw.ctx()).entry_block(rw.ctx())).map(|b| b.ops(rw.ctx()));
    for o in yielding.unwrap_or_default() {
        let ctx = rw.ctx();
        let Some(p) = ParallelInsertSliceOp::cast(ctx, o) else { continue };
        let (source, dest) = (p.source(ctx), p.dest(ctx));
        let (offsets, sizes, strides) = (p.offsets(ctx).to_vec(), p.sizes(ctx).to_vec(), p.strides(ctx).to_vec());
        let (so, ss, st) =
            (p.static_offsets(ctx).to_vec(), p.static_sizes(ctx).to_vec(), p.static_strides(ctx).to_vec());
        let ty = dest.ty(ctx);
        let insert = InsertSliceOp::build(
            rw,
            loc,
            ty,
            source,
            dest,
            &offsets,
            &sizes,
            &strides,
            (&so).into(),
            (&ss).into(),
            (&st).into(),
        );
        results.push(insert.id().result(rw.ctx(), 0));
    }
    let old: Vec<Value> = op.results(rw.ctx()).collect();
    for (from, to) in old.into_iter().zip(results) {
        rw.replace_all_uses_with(from, to);
    }
    if let Some(t) = term {
        rw.erase_op(t.id());
    }
    rw.erase_op(op);
}

pattern!(
    /// Without a mapping to processing units: a loop with a dimension of no
    /// iteration is its outputs; dimensions of one iteration are dropped,
    /// their induction variables replaced by the lower bounds, and a loop
    /// with none left is inlined (MLIR's
    /// `ForallOpSingleOrZeroIterationDimsFolder`).
    ForallSingleOrZeroIterationDimsFolder, "scf.forall", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForallOp::cast(ctx, op) else { return false };
        if op.attr_by_str(ctx, "mapping").and_then(|m| m.as_array(ctx)).is_some_and(|m| !m.is_empty()) {
            return false;
        }
        let Some(body) = f.region(ctx).entry_block(ctx) else { return false };
        let [lbs, ubs, steps] = bounds(ctx, f);
        let ivs = body.args(ctx)[..lbs.len()].to_vec();
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        let mut map = rustc_hash::FxHashMap::default();
        let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
        for (i, &iv) in ivs.iter().enumerate() {
            match trip_count(rw.ctx(), lbs[i], ubs[i], steps[i]) {
                Some(0) => {
                    let outputs = f.outputs(rw.ctx()).to_vec();
                    rw.replace_op(op, &outputs);
                    return true;
                }
                Some(1) => {
                    let v = bound_value(rw, loc, lbs[i]);
                    map.insert(iv, v);
                }
                _ => {
                    new_lbs.push(lbs[i]);
                    new_ubs.push(ubs[i]);
                    new_steps.push(steps[i]);
                }
            }
        }
        if new_lbs.is_empty() {
            promote(rw, f, &lbs);
            return true;
        }
        if new_lbs.len() == lbs.len() {
            return false;
        }
        let ctx = rw.ctx();
        let outputs = f.outputs(ctx).to_vec();
        let discardable = op.discardable_attrs(ctx);
        let mapping = op.attr_by_str(ctx, "mapping");
        let (new, new_body) = build_forall(rw, loc, [&new_lbs, &new_ubs, &new_steps], &outputs, None);
        if let Some(m) = mapping {
            let name = rw.ctx().intern("mapping");
            rw.modify_op_in_place(new.id(), |ctx| ctx.set_attr(new.id(), name, m));
        }
        rw.set_discardable_attrs(new.id(), discardable);
        // MLIR's `cloneRegionBefore` with the mapping: the arguments mapped
        // (the dropped induction variables) are not cloned.
        let _ = rw.erase_block(new_body);
        let new_region = new.region(rw.ctx());
        let ctx = rw.ctx();
        let kept: Vec<Value> = body.args(ctx).iter().copied().filter(|a| !map.contains_key(a)).collect();
        let types: Vec<Type> = kept.iter().map(|a| a.ty(ctx)).collect();
        let locs: Vec<Location> = kept.iter().map(|a| a.loc(ctx)).collect();
        let block = rw.create_block_with_locs(new_region, &types, &locs);
        map.extend(kept.into_iter().zip(block.args(rw.ctx()).iter().copied()));
        rw.set_insertion_point_to_end(block);
        for o in body.ops(rw.ctx()) {
            rw.clone_op(o, &mut map);
        }
        let results: Vec<Value> = new.id().results(rw.ctx()).collect();
        rw.replace_op(op, &results);
        true
    }
);

pattern!(
    /// Induction variables of dimensions running once are their lower
    /// bounds (MLIR's `ForallOpReplaceConstantInductionVar`).
    ForallReplaceConstantInductionVar, "scf.forall", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForallOp::cast(ctx, op) else { return false };
        let Some(body) = f.region(ctx).entry_block(ctx) else { return false };
        let [lbs, ubs, steps] = bounds(ctx, f);
        let ivs = body.args(ctx)[..lbs.len()].to_vec();
        let loc = op.loc(ctx);
        let mut changed = false;
        for (i, iv) in ivs.into_iter().enumerate() {
            if !iv.has_uses(rw.ctx()) || trip_count(rw.ctx(), lbs[i], ubs[i], steps[i]) != Some(1) {
                continue;
            }
            rw.set_insertion_point_before(op);
            let v = bound_value(rw, loc, lbs[i]);
            rw.replace_all_uses_with(iv, v);
            changed = true;
        }
        changed
    }
);

/// The canonicalization patterns of `scf.forall`, in MLIR's order.
pub(crate) fn forall_patterns(set: &mut PatternSet) {
    set.add(DimOfForall);
    set.add(FoldTensorCastOfOutputIntoForall);
    set.add(ForallControlOperandsFolder);
    set.add(ForallIterArgsFolder);
    set.add(ForallSingleOrZeroIterationDimsFolder);
    set.add(ForallReplaceConstantInductionVar);
}
