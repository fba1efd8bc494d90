//! The canonicalization patterns and folds of the `scf` ops (MLIR's
//! `SCF.cpp`; upstream writes none of them as declarative rules), built
//! with the typed builders of `scf` and `arith`.

use crate::{ConditionOp, ForOp, IfOp, IndexSwitchOp, ParallelOp, YieldOp};
use ods_dialect_arith::{AddIOp, AndIOp, CmpIOp, ConstantOp, SelectOp, XOrIOp};
use ods_dialect_tensor::{preserves_static_information, CastOp};
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;

// ----- helpers -----

/// The `scf.yield` ending the entry block of `r`, if any.
pub(crate) fn yield_of(ctx: &Context, r: RegionId) -> Option<OpId> {
    r.entry_block(ctx).and_then(|b| b.last_op(ctx)).filter(|t| t.name_str(ctx) == "scf.yield")
}

/// Whether `op` lies (at any depth) inside region `r`.
pub(crate) fn region_contains(ctx: &Context, r: RegionId, op: OpId) -> bool {
    let mut cur = op.parent_region(ctx);
    while let Some(region) = cur {
        if region == r {
            return true;
        }
        cur = region.parent_op(ctx).and_then(|o| o.parent_region(ctx));
    }
    false
}

/// Whether `v` is defined directly in region `r` (MLIR's
/// `v.getParentRegion() == &r`).
fn defined_directly_in(ctx: &Context, r: RegionId, v: Value) -> bool {
    v.parent_region(ctx) == Some(r)
}

/// The boolean value of a constant `i1`.
fn const_bool(ctx: &Context, v: Value) -> Option<bool> {
    constant_value(ctx, v).and_then(|a| a.as_bool(ctx))
}

/// MLIR's `inlineBlockBefore`: the ops of `block` move before `before`,
/// its arguments replaced by `args`; the emptied block is erased.
pub(crate) fn inline_block_before(rw: &mut Rewriter<'_>, block: BlockId, before: OpId, args: &[Value]) {
    let block_args = block.args(rw.ctx()).to_vec();
    for (a, v) in block_args.into_iter().zip(args) {
        rw.replace_all_uses_with(a, *v);
    }
    for o in block.ops(rw.ctx()) {
        rw.move_op_before(o, before);
    }
    // Emptied, its arguments replaced: nothing names the block any more
    // (a region's entry block is no successor).
    if let Err(e) = rw.erase_block(block) {
        debug_assert!(false, "inline_block_before: {e}");
    }
}

/// MLIR's `replaceOpWithRegion`: the entry block of `region` is inlined
/// before `op`, whose results become the values its `scf.yield` yields.
/// Returns false, changing nothing, where the block does not end in one
/// yield of as many values as `op` has results (an unregistered op may
/// end it under `-allow-unregistered-dialect`; MLIR leaves null operands
/// there).
pub(crate) fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[Value]) -> bool {
    let ctx = rw.ctx();
    let Some(block) = region.entry_block(ctx) else { return false };
    let Some(term) = block.last_op(ctx) else { return false };
    if term.name_str(ctx) != "scf.yield" || term.num_operands(ctx) != op.num_results(ctx) {
        return false;
    }
    inline_block_before(rw, block, op, args);
    // Read once the block's arguments are replaced: a yielded argument
    // (`scf.yield %iv`) is then its replacement.
    let yielded = term.operands(rw.ctx()).to_vec();
    rw.erase_op(term);
    rw.replace_op(op, &yielded);
    true
}

/// An `scf.if` on `cond` with `types` and empty regions, before the
/// insertion point; the caller moves the bodies in.
fn new_if(rw: &mut Rewriter<'_>, loc: Location, types: &[Type], cond: Value) -> IfOp {
    let new = IfOp::build(rw, loc, types, cond);
    let scratch = rw.create_region();
    for r in [new.thenRegion(rw.ctx()), new.elseRegion(rw.ctx())] {
        rw.take_region_body(r, scratch);
    }
    new
}

/// Replaces the terminator `old` by `scf.yield values`.
fn replace_yield(rw: &mut Rewriter<'_>, old: OpId, values: &[Value]) {
    let loc = old.loc(rw.ctx());
    rw.set_insertion_point_before(old);
    YieldOp::build(rw, loc, values);
    rw.erase_op(old);
}

/// An `arith.constant` of `i1` before the insertion point.
fn bool_constant(rw: &mut Rewriter<'_>, loc: Location, v: bool) -> Value {
    let a = rw.ctx().bool_attr(v);
    let c = ConstantOp::build(rw, loc, a);
    c.id().result(rw.ctx(), 0)
}

/// `xori %lhs, %true`: the negation of `v` (its `lhs`) when `v` is one.
fn negated(ctx: &Context, v: Value) -> Option<Value> {
    let x = XOrIOp::cast(ctx, v.defining_op(ctx)?)?;
    (const_bool(ctx, x.rhs(ctx)) == Some(true)).then(|| x.lhs(ctx))
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

// ----- scf.if -----

/// `scf.if (xori %c, true)` with an else region swaps its regions and
/// tests `%c` (MLIR's `IfOp::fold`).
pub(crate) fn fold_if(ctx: &mut Context, op: OpId) -> FoldResult {
    let Some(ifop) = IfOp::cast(ctx, op) else { return FoldResult::Failure };
    let (then, els) = (ifop.thenRegion(ctx), ifop.elseRegion(ctx));
    if els.is_empty(ctx) {
        return FoldResult::Failure;
    }
    let Some(c) = negated(ctx, ifop.condition(ctx)) else { return FoldResult::Failure };
    ctx.set_operand(op, 0, c);
    let scratch = ctx.create_region();
    ctx.take_region_body(scratch, then);
    ctx.take_region_body(then, els);
    ctx.take_region_body(els, scratch);
    FoldResult::InPlace
}

pattern!(
    /// Two adjacent `scf.if`s on the same (or the negated) condition become
    /// one yielding the results of both.
    CombineIfs, "scf.if", |next, rw| {
        let ctx = rw.ctx();
        let Some(prev) = next.prev_op(ctx).filter(|p| p.name_str(ctx) == "scf.if") else { return false };
        let (Some(next_if), Some(prev_if)) = (IfOp::cast(ctx, next), IfOp::cast(ctx, prev)) else { return false };
        let (nc, pc) = (next_if.condition(ctx), prev_if.condition(ctx));
        let next_then_r = next_if.thenRegion(ctx);
        let next_else_r = next_if.elseRegion(ctx);
        let has_else = !next_else_r.is_empty(ctx);
        let (mut next_then, mut next_else) = (None, None);
        if nc == pc {
            next_then = Some(next_then_r);
            next_else = has_else.then_some(next_else_r);
        }
        if negated(ctx, nc) == Some(pc) || negated(ctx, pc) == Some(nc) {
            next_else = Some(next_then_r);
            next_then = has_else.then_some(next_else_r);
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let prev_then_yield: Vec<Value> =
            yield_of(ctx, prev_if.thenRegion(ctx)).map(|y| y.operands(ctx).to_vec()).unwrap_or_default();
        let prev_else_yield: Vec<Value> =
            yield_of(ctx, prev_if.elseRegion(ctx)).map(|y| y.operands(ctx).to_vec()).unwrap_or_default();
        // Uses of the first op's results inside the second one take the
        // values yielded on the same side.
        let prev_results: Vec<Value> = prev.results(ctx).collect();
        for (i, r) in prev_results.iter().enumerate() {
            let uses: Vec<(OpId, usize)> = rw.ctx().uses(*r).collect();
            for (user, slot) in uses {
                let ctx = rw.ctx();
                let v = if next_then.is_some_and(|t| region_contains(ctx, t, user)) {
                    prev_then_yield.get(i).copied()
                } else if next_else.is_some_and(|e| region_contains(ctx, e, user)) {
                    prev_else_yield.get(i).copied()
                } else {
                    None
                };
                if let Some(v) = v {
                    rw.set_operand(user, slot, v);
                }
            }
        }
        let ctx = rw.ctx();
        let mut types = prev.result_types(ctx);
        types.extend(next.result_types(ctx));
        let loc = prev.loc(ctx);
        let (prev_then_r, prev_else_r) = (prev_if.thenRegion(ctx), prev_if.elseRegion(ctx));
        rw.set_insertion_point_before(next);
        let combined = new_if(rw, loc, &types, pc);
        let (ct, ce) = (combined.thenRegion(rw.ctx()), combined.elseRegion(rw.ctx()));
        rw.take_region_body(ct, prev_then_r);
        if let Some(nt) = next_then {
            merge_yielding(rw, ct, nt);
        }
        rw.take_region_body(ce, prev_else_r);
        if let Some(ne) = next_else {
            if ce.is_empty(rw.ctx()) {
                rw.take_region_body(ce, ne);
            } else {
                merge_yielding(rw, ce, ne);
            }
        }
        let all: Vec<Value> = combined.id().results(rw.ctx()).collect();
        let n = prev_results.len();
        rw.replace_op(prev, &all[..n]);
        rw.replace_op(next, &all[n..]);
        true
    }
);

/// Appends the entry block of `from` to that of `into` (both ending with
/// `scf.yield`), one `scf.yield` at the end yielding both lists.
fn merge_yielding(rw: &mut Rewriter<'_>, into: RegionId, from: RegionId) {
    let ctx = rw.ctx();
    let (Some(dst), Some(src)) = (into.entry_block(ctx), from.entry_block(ctx)) else { return };
    let (Some(y1), Some(y2)) = (dst.last_op(ctx), src.last_op(ctx)) else { return };
    let mut values = y1.operands(ctx).to_vec();
    values.extend_from_slice(y2.operands(ctx));
    let loc = y2.loc(ctx);
    // An entry block without arguments: it merges.
    if rw.merge_blocks(src, dst).is_err() {
        return;
    }
    rw.set_insertion_point_to_end(dst);
    YieldOp::build(rw, loc, &values);
    rw.erase_op(y1);
    rw.erase_op(y2);
}

pattern!(
    /// `scf.if %a { scf.if %b { ... } }` (nothing else in the outer then
    /// region, else regions that only yield) is `scf.if (%a and %b)`.
    CombineNestedIfs, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(outer) = IfOp::cast(ctx, op) else { return false };
        let Some(then_block) = outer.thenRegion(ctx).entry_block(ctx) else { return false };
        let ops = then_block.ops(ctx);
        let [nested, then_term] = ops[..] else { return false };
        let Some(inner) = IfOp::cast(ctx, nested) else { return false };
        let only_yields = |r: RegionId| r.entry_block(ctx).is_none_or(|b| b.ops(ctx).len() == 1);
        if !only_yields(outer.elseRegion(ctx)) || !only_yields(inner.elseRegion(ctx)) {
            return false;
        }
        let mut then_yield = then_term.operands(ctx).to_vec();
        let else_yield: Vec<Value> =
            yield_of(ctx, outer.elseRegion(ctx)).map(|y| y.operands(ctx).to_vec()).unwrap_or_default();
        let inner_then_yield: Vec<Value> =
            yield_of(ctx, inner.thenRegion(ctx)).map(|y| y.operands(ctx).to_vec()).unwrap_or_default();
        let inner_else_yield: Vec<Value> =
            yield_of(ctx, inner.elseRegion(ctx)).map(|y| y.operands(ctx).to_vec()).unwrap_or_default();
        let mut to_select = Vec::new();
        for (i, v) in then_yield.clone().into_iter().enumerate() {
            if v.defining_op(ctx) == Some(nested) {
                let k = v.index(ctx);
                if inner_else_yield.get(k) != else_yield.get(i) {
                    return false;
                }
                then_yield[i] = inner_then_yield[k];
                continue;
            }
            if defined_directly_in(ctx, outer.thenRegion(ctx), v) {
                return false;
            }
            to_select.push(i);
        }
        let loc = op.loc(ctx);
        let (oc, ic) = (outer.condition(ctx), inner.condition(ctx));
        let types = op.result_types(ctx);
        let inner_then = inner.thenRegion(ctx);
        rw.set_insertion_point_before(op);
        let cond = AndIOp::build(rw, loc, oc, ic).id().result(rw.ctx(), 0);
        let new = new_if(rw, loc, &types, cond);
        let mut results: Vec<Value> = new.id().results(rw.ctx()).collect();
        rw.set_insertion_point_before(new.id());
        for i in to_select {
            let ty = then_yield[i].ty(rw.ctx());
            let s = SelectOp::build(rw, loc, ty, oc, then_yield[i], else_yield[i]);
            results[i] = s.id().result(rw.ctx(), 0);
        }
        let nt = new.thenRegion(rw.ctx());
        rw.take_region_body(nt, inner_then);
        if let Some(y) = yield_of(rw.ctx(), nt) {
            rw.set_insertion_point_to_end(y.parent_block(rw.ctx()).expect("in a block"));
            replace_yield(rw, y, &then_yield);
        }
        if !else_yield.is_empty() {
            let ne = new.elseRegion(rw.ctx());
            let b = rw.create_block(ne, &[], loc);
            rw.set_insertion_point_to_end(b);
            YieldOp::build(rw, loc, &else_yield);
        }
        rw.replace_op(op, &results);
        true
    }
);

pattern!(
    /// Inside the regions of `scf.if %c`, `%c` is known: true in the then
    /// region, false in the else region.
    ConditionPropagation, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        let cond = ifop.condition(ctx);
        if constant_value(ctx, cond).is_some() {
            return false;
        }
        let (then, els) = (ifop.thenRegion(ctx), ifop.elseRegion(ctx));
        let loc = op.loc(ctx);
        let uses: Vec<(OpId, usize)> = ctx.uses(cond).collect();
        let (mut t, mut f) = (None, None);
        let mut changed = false;
        for (user, slot) in uses {
            let ctx = rw.ctx();
            let side = if region_contains(ctx, then, user) {
                true
            } else if region_contains(ctx, els, user) {
                false
            } else {
                continue;
            };
            let slot_value = if side { &mut t } else { &mut f };
            let c = match *slot_value {
                Some(c) => c,
                None => {
                    rw.set_insertion_point_before(op);
                    let c = bool_constant(rw, loc, side);
                    *slot_value = Some(c);
                    c
                }
            };
            rw.set_operand(user, slot, c);
            changed = true;
        }
        changed
    }
);

pattern!(
    /// Results of an `scf.if` yielding values defined outside it become
    /// `arith.select`s (or the value itself when both sides yield it).
    ConvertTrivialIfToSelect, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        if op.num_results(ctx) == 0 {
            return false;
        }
        let cond = ifop.condition(ctx);
        let (then, els) = (ifop.thenRegion(ctx), ifop.elseRegion(ctx));
        let (Some(ty), Some(ey)) = (yield_of(ctx, then), yield_of(ctx, els)) else { return false };
        let (tv, ev) = (ty.operands(ctx).to_vec(), ey.operands(ctx).to_vec());
        let kept = |t: Value, e: Value| defined_directly_in(ctx, then, t) || defined_directly_in(ctx, els, e);
        let non_hoistable: Vec<Type> =
            tv.iter().zip(&ev).filter(|(t, e)| kept(**t, **e)).map(|(t, _)| t.ty(ctx)).collect();
        if non_hoistable.len() == op.num_results(ctx) {
            return false;
        }
        let keep: Vec<bool> = tv.iter().zip(&ev).map(|(t, e)| kept(*t, *e)).collect();
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        let new = new_if(rw, loc, &non_hoistable, cond);
        let (nt, ne) = (new.thenRegion(rw.ctx()), new.elseRegion(rw.ctx()));
        rw.take_region_body(nt, then);
        rw.take_region_body(ne, els);
        rw.set_insertion_point_before(new.id());
        let mut results = Vec::new();
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        for (i, (t, e)) in tv.iter().zip(&ev).enumerate() {
            if keep[i] {
                results.push(new.id().result(rw.ctx(), true_yields.len()));
                true_yields.push(*t);
                false_yields.push(*e);
            } else if t == e {
                results.push(*t);
            } else {
                let ty = t.ty(rw.ctx());
                results.push(SelectOp::build(rw, loc, ty, cond, *t, *e).id().result(rw.ctx(), 0));
            }
        }
        replace_yield(rw, ty, &true_yields);
        replace_yield(rw, ey, &false_yields);
        rw.replace_op(op, &results);
        true
    }
);

pattern!(
    /// An else region that only yields nothing is dropped.
    RemoveEmptyElseBranch, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        if op.num_results(ctx) != 0 {
            return false;
        }
        let els = ifop.elseRegion(ctx);
        let Some(b) = els.entry_block(ctx) else { return false };
        if b.ops(ctx).len() != 1 {
            return false;
        }
        let (loc, cond, then) = (op.loc(ctx), ifop.condition(ctx), ifop.thenRegion(ctx));
        rw.set_insertion_point_before(op);
        let new = new_if(rw, loc, &[], cond);
        let nt = new.thenRegion(rw.ctx());
        rw.take_region_body(nt, then);
        rw.erase_op(op);
        true
    }
);

pattern!(
    /// `scf.if` on a constant runs (inlines) the region taken, or nothing.
    RemoveStaticCondition, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        let Some(c) = const_bool(ctx, ifop.condition(ctx)) else { return false };
        let (then, els) = (ifop.thenRegion(ctx), ifop.elseRegion(ctx));
        if c {
            return replace_op_with_region(rw, op, then, &[]);
        } else if !els.is_empty(ctx) {
            return replace_op_with_region(rw, op, els, &[]);
        } else {
            rw.erase_op(op);
        }
        true
    }
);

pattern!(
    /// Results of an `scf.if` nobody uses are no longer yielded.
    RemoveUnusedResults, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        let results: Vec<Value> = op.results(ctx).collect();
        let used: Vec<usize> = (0..results.len()).filter(|&i| results[i].has_uses(ctx)).collect();
        if used.len() == results.len() {
            return false;
        }
        let types: Vec<Type> = used.iter().map(|&i| results[i].ty(ctx)).collect();
        let (loc, cond) = (op.loc(ctx), ifop.condition(ctx));
        let (then, els) = (ifop.thenRegion(ctx), ifop.elseRegion(ctx));
        rw.set_insertion_point_before(op);
        let new = new_if(rw, loc, &types, cond);
        let (nt, ne) = (new.thenRegion(rw.ctx()), new.elseRegion(rw.ctx()));
        rw.take_region_body(nt, then);
        rw.take_region_body(ne, els);
        for r in [nt, ne] {
            if let Some(y) = yield_of(rw.ctx(), r) {
                let vals = y.operands(rw.ctx()).to_vec();
                let kept: Vec<Value> = used.iter().filter_map(|&i| vals.get(i).copied()).collect();
                replace_yield(rw, y, &kept);
            }
        }
        for (k, &i) in used.iter().enumerate() {
            let nv = new.id().result(rw.ctx(), k);
            rw.replace_all_uses_with(results[i], nv);
        }
        rw.erase_op(op);
        true
    }
);

pattern!(
    /// `i1` results yielding `true`/`false` are the condition (or its
    /// negation); results yielding the same value on both sides are it.
    ReplaceIfYieldWithConditionOrValue, "scf.if", |op, rw| {
        let ctx = rw.ctx();
        let Some(ifop) = IfOp::cast(ctx, op) else { return false };
        if op.num_results(ctx) == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (yield_of(ctx, ifop.thenRegion(ctx)), yield_of(ctx, ifop.elseRegion(ctx))) else {
            return false;
        };
        let (tv, ev) = (ty.operands(ctx).to_vec(), ey.operands(ctx).to_vec());
        let results: Vec<Value> = op.results(ctx).collect();
        let (loc, cond) = (op.loc(ctx), ifop.condition(ctx));
        let mut changed = false;
        rw.set_insertion_point_before(op);
        for ((t, e), r) in tv.iter().zip(&ev).zip(&results) {
            let ctx = rw.ctx();
            if t == e {
                if r.has_uses(ctx) {
                    rw.replace_all_uses_with(*r, *t);
                    changed = true;
                }
                continue;
            }
            let (Some(a), Some(b)) = (const_bool(ctx, *t), const_bool(ctx, *e)) else { continue };
            if !r.has_uses(ctx) {
                continue;
            }
            if !a && b {
                let one = bool_constant(rw, loc, true);
                let not = XOrIOp::build(rw, loc, cond, one).id().result(rw.ctx(), 0);
                rw.replace_all_uses_with(*r, not);
                changed = true;
            } else if a && !b {
                rw.replace_all_uses_with(*r, cond);
                changed = true;
            }
        }
        changed
    }
);

/// The canonicalization patterns of `scf.if`, in MLIR's order.
pub(crate) fn if_patterns(set: &mut PatternSet) {
    set.add(CombineIfs);
    set.add(CombineNestedIfs);
    set.add(ConditionPropagation);
    set.add(ConvertTrivialIfToSelect);
    set.add(RemoveEmptyElseBranch);
    set.add(RemoveStaticCondition);
    set.add(RemoveUnusedResults);
    set.add(ReplaceIfYieldWithConditionOrValue);
}

// ----- scf.for -----

/// An integer constant as (signed, unsigned) values of its width.
fn int_constant(ctx: &Context, v: Value) -> Option<(i128, u128)> {
    int_constant_of_width(ctx, v).map(|(s, u, _)| (s, u))
}

/// [`int_constant`] and the width of its type (64 for `index`).
fn int_constant_of_width(ctx: &Context, v: Value) -> Option<(i128, u128, u32)> {
    let a = constant_value(ctx, v)?;
    let ods_ir::attrs::AttrKind::Integer { ty, value: ods_ir::attrs::IntValue::Small(x) } = a.kind(ctx) else {
        return None;
    };
    let width = if ty.is_index(ctx) { 64 } else { ty.int_or_float_width(ctx)? };
    if width == 0 || width > 64 {
        return None;
    }
    let bits = x.get() & ((1u128 << width) - 1);
    Some((signed_in_width(bits, width), bits, width))
}

/// The `width`-bit pattern `bits` as a signed number.
fn signed_in_width(bits: u128, width: u32) -> i128 {
    let bits = bits & ((1u128 << width) - 1);
    if bits >> (width - 1) & 1 == 1 {
        bits as i128 - (1i128 << width)
    } else {
        bits as i128
    }
}

/// MLIR's `computeUbMinusLb`: `ub` is `arith.addi %lb, c` without (signed
/// or unsigned) wrap.
pub(crate) fn ub_minus_lb(ctx: &Context, lb: Value, ub: Value, signed: bool) -> Option<i128> {
    let add = AddIOp::cast(ctx, ub.defining_op(ctx)?)?;
    let flag = if signed { 1 } else { 2 };
    if add.overflowFlags(ctx) & flag == 0 || add.lhs(ctx) != lb {
        return None;
    }
    let (s, u) = int_constant(ctx, add.rhs(ctx))?;
    Some(if signed { s } else { u as i128 })
}

/// MLIR's `constantTripCount`: the number of iterations when it is known.
pub(crate) fn trip_count(ctx: &Context, lb: Value, ub: Value, step: Value, signed: bool) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    // A constant step of zero or below (as a signed value) runs no
    // iteration, whatever the bounds.
    if int_constant(ctx, step).is_some_and(|(s, _)| s <= 0) {
        return Some(0);
    }
    let diff = match (int_constant_of_width(ctx, lb), int_constant_of_width(ctx, ub)) {
        // As MLIR, in the bounds' width: a signed difference that wraps
        // (`-1 to 127 : i8`) counts as no iteration, though the loop runs.
        (Some(l), Some(u)) if signed => {
            if l.0 >= u.0 {
                return Some(0);
            }
            signed_in_width((u.0 - l.0) as u128, l.2)
        }
        (Some(l), Some(u)) => u.1 as i128 - l.1 as i128,
        _ => ub_minus_lb(ctx, lb, ub, signed)?,
    };
    if diff <= 0 {
        return Some(0);
    }
    let (s, u) = int_constant(ctx, step)?;
    let step = if signed { s } else { u as i128 };
    Some((diff as u128).div_ceil(step as u128))
}

pattern!(
    /// A loop running no iteration is its inits; one running once is its
    /// body; one whose body only yields values defined outside is those.
    SimplifyTrivialLoops, "scf.for", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForOp::cast(ctx, op) else { return false };
        let (lb, ub, step) = (f.lowerBound(ctx), f.upperBound(ctx), f.step(ctx));
        let signed = !f.unsignedCmp(ctx);
        let inits = f.initArgs(ctx).to_vec();
        let Some(trips) = trip_count(ctx, lb, ub, step, signed) else { return false };
        if trips == 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        let body = f.region(ctx);
        if trips == 1 {
            let mut args = vec![lb];
            args.extend(inits);
            return replace_op_with_region(rw, op, body, &args);
        }
        let Some(block) = body.entry_block(ctx) else { return false };
        let Some(y) = yield_of(ctx, body) else { return false };
        if block.ops(ctx).len() != 1 || y.operands(ctx).iter().any(|v| region_contains_value(ctx, body, *v)) {
            return false;
        }
        let yielded = y.operands(ctx).to_vec();
        rw.replace_op(op, &yielded);
        true
    }
);

/// Whether `v` is defined inside region `r` (a block argument of one of
/// its blocks or a result of an op nested in it).
fn region_contains_value(ctx: &Context, r: RegionId, v: Value) -> bool {
    match v.defining_op(ctx) {
        Some(d) => region_contains(ctx, r, d),
        None => v
            .parent_region(ctx)
            .is_some_and(|vr| vr == r || vr.parent_op(ctx).is_some_and(|o| region_contains(ctx, r, o))),
    }
}

/// MLIR's `mergeBlocks`: the ops of `src` move to the end of `dest`, the
/// arguments of `src` replaced by `args`; the emptied block is erased.
pub(crate) fn merge_blocks(rw: &mut Rewriter<'_>, src: BlockId, dest: BlockId, args: &[Value]) {
    let src_args = src.args(rw.ctx()).to_vec();
    for (a, v) in src_args.into_iter().zip(args) {
        rw.replace_all_uses_with(a, *v);
    }
    // The arguments of `src` are unused now and a block of an scf region
    // is no successor, so the merge is not refused.
    let _ = rw.merge_blocks(src, dest);
}

/// Empties `region` (of an op just built) and gives it an entry block
/// with arguments of `types` at `locs`.
pub(crate) fn fresh_entry_block(rw: &mut Rewriter<'_>, region: RegionId, types: &[Type], locs: &[Location]) -> BlockId {
    let scratch = rw.create_region();
    rw.take_region_body(region, scratch);
    rw.create_block_with_locs(region, types, locs)
}

/// MLIR's `replaceAndCastForOpIterArg` with `tensor.cast`: a copy of the
/// loop `f` whose init `i` is `replacement` (of another type), casting the
/// iteration argument back to the old type on entry, the yielded value to
/// the new type on exit, and the result back after the loop. Returns the
/// values replacing the results of `f`.
fn replace_iter_arg_with_cast(rw: &mut Rewriter<'_>, f: ForOp, i: usize, replacement: Value) -> Vec<Value> {
    let ctx = rw.ctx();
    let op = f.id();
    let loc = op.loc(ctx);
    let mut inits = f.initArgs(ctx).to_vec();
    let old_ty = inits[i].ty(ctx);
    let new_ty = replacement.ty(ctx);
    inits[i] = replacement;
    let (lb, ub, step, unsigned) = (f.lowerBound(ctx), f.upperBound(ctx), f.step(ctx), f.unsignedCmp(ctx));
    let types: Vec<Type> = inits.iter().map(|v| v.ty(ctx)).collect();
    let mut arg_types = vec![lb.ty(ctx)];
    arg_types.extend(&types);
    let mut arg_locs = vec![loc];
    arg_locs.extend(inits.iter().map(|v| v.loc(ctx)));
    let discardable = op.discardable_attrs(ctx);
    let Some(old_body) = f.region(ctx).entry_block(ctx) else { return op.results(ctx).collect() };
    rw.set_insertion_point_before(op);
    let new = ForOp::build(rw, loc, &types, lb, ub, step, &inits, unsigned);
    rw.set_discardable_attrs(new.id(), discardable);
    let region = new.region(rw.ctx());
    let body = fresh_entry_block(rw, region, &arg_types, &arg_locs);
    let mut transfer = body.args(rw.ctx()).to_vec();
    rw.set_insertion_point_to_end(body);
    transfer[1 + i] = CastOp::build(rw, loc, old_ty, transfer[1 + i]).id().result(rw.ctx(), 0);
    merge_blocks(rw, old_body, body, &transfer);
    if let Some(y) = yield_of(rw.ctx(), region) {
        let mut yielded = y.operands(rw.ctx()).to_vec();
        rw.set_insertion_point_before(y);
        yielded[i] = CastOp::build(rw, loc, new_ty, yielded[i]).id().result(rw.ctx(), 0);
        YieldOp::build(rw, loc, &yielded);
        rw.erase_op(y);
    }
    rw.set_insertion_point_after(new.id());
    let mut results: Vec<Value> = new.id().results(rw.ctx()).collect();
    results[i] = CastOp::build(rw, loc, old_ty, results[i]).id().result(rw.ctx(), 0);
    results
}

pattern!(
    /// An init made by a `tensor.cast` that only forgets static information
    /// (its result used once) is replaced by the cast's source: the loop
    /// carries the more static type, casting inside and after it (MLIR's
    /// `ForOpTensorCastFolder`).
    ForOpTensorCastFolder, "scf.for", |op, rw| {
        let ctx = rw.ctx();
        let Some(f) = ForOp::cast(ctx, op) else { return false };
        let inits = f.initArgs(ctx).to_vec();
        for (i, init) in inits.into_iter().enumerate() {
            let ctx = rw.ctx();
            let Some(cast) = init.defining_op(ctx).and_then(|d| CastOp::cast(ctx, d)) else { continue };
            let (source, dest) = (cast.source(ctx).ty(ctx), cast.dest(ctx).ty(ctx));
            if source == dest || !preserves_static_information(ctx, dest, source) {
                continue;
            }
            if !op.result(ctx, i).has_one_use(ctx) {
                continue;
            }
            let replacement = cast.source(ctx);
            let results = replace_iter_arg_with_cast(rw, f, i, replacement);
            rw.replace_op(op, &results);
            return true;
        }
        false
    }
);

crate::region_branch::region_branch_patterns!("scf.for", ForInputsDead, ForDuplicateInputs, ForRemoveDeadInputs);

/// The canonicalization patterns of `scf.for`, in MLIR's order.
pub(crate) fn for_patterns(set: &mut PatternSet) {
    set.add(ForOpTensorCastFolder);
    set.add(SimplifyTrivialLoops);
    set.add(ForInputsDead);
    set.add(ForDuplicateInputs);
    set.add(ForRemoveDeadInputs);
}

// ----- scf.while -----

/// The before block, its `scf.condition`, the after block.
fn while_parts(ctx: &Context, op: OpId) -> Option<(BlockId, OpId, BlockId)> {
    let before = op.region(ctx, 0).entry_block(ctx)?;
    let after = op.region(ctx, 1).entry_block(ctx)?;
    let cond = before.last_op(ctx).filter(|t| t.name_str(ctx) == "scf.condition")?;
    Some((before, cond, after))
}

pattern!(
    /// After-region arguments that receive the condition itself are true.
    WhileConditionTruth, "scf.while", |op, rw| {
        let ctx = rw.ctx();
        let Some((_, cond, after)) = while_parts(ctx, op) else { return false };
        let c = cond.operand(ctx, 0);
        let args: Vec<Value> = cond.operands(ctx)[1..].to_vec();
        let after_args = after.args(ctx).to_vec();
        let loc = op.loc(ctx);
        let mut truth = None;
        let mut changed = false;
        for (v, a) in args.into_iter().zip(after_args) {
            if v != c || !a.has_uses(rw.ctx()) {
                continue;
            }
            let t = match truth {
                Some(t) => t,
                None => {
                    rw.set_insertion_point_before(op);
                    let t = bool_constant(rw, loc, true);
                    truth = Some(t);
                    t
                }
            };
            rw.replace_all_uses_with(a, t);
            changed = true;
        }
        changed
    }
);

pattern!(
    /// In the after region, a comparison repeating the loop's `arith.cmpi`
    /// condition on the forwarded values is true (its inverse false).
    WhileCmpCond, "scf.while", |op, rw| {
        let ctx = rw.ctx();
        let Some((_, cond, after)) = while_parts(ctx, op) else { return false };
        let Some(cmp) = cond.operand(ctx, 0).defining_op(ctx).and_then(|d| CmpIOp::cast(ctx, d)) else {
            return false;
        };
        let (pred, sides) = (cmp.predicate(ctx), [cmp.lhs(ctx), cmp.rhs(ctx)]);
        let args: Vec<Value> = cond.operands(ctx)[1..].to_vec();
        let after_args = after.args(ctx).to_vec();
        let mut changed = false;
        for (v, a) in args.into_iter().zip(after_args) {
            for side in 0..2 {
                if v != sides[side] {
                    continue;
                }
                let users: Vec<OpId> = rw.ctx().uses(a).map(|(u, _)| u).collect();
                for user in users {
                    let ctx = rw.ctx();
                    if !ctx.is_alive(user) {
                        continue;
                    }
                    let Some(cmp2) = CmpIOp::cast(ctx, user) else { continue };
                    let other = if side == 0 { cmp2.rhs(ctx) } else { cmp2.lhs(ctx) };
                    if other != sides[1 - side] {
                        continue;
                    }
                    let p2 = cmp2.predicate(ctx);
                    let same = if p2 == pred {
                        true
                    } else if p2 == pred.inverse() {
                        false
                    } else {
                        continue;
                    };
                    let loc = user.loc(ctx);
                    rw.set_insertion_point_before(user);
                    let c = bool_constant(rw, loc, same);
                    rw.replace_op(user, &[c]);
                    changed = true;
                }
            }
        }
        changed
    }
);

pattern!(
    /// When `scf.condition` forwards the before block's arguments in another
    /// order (each once), it forwards them in block order and the after
    /// arguments and results are permuted to match.
    WhileOpAlignBeforeArgs, "scf.while", |op, rw| {
        let ctx = rw.ctx();
        let Some((before, cond, after)) = while_parts(ctx, op) else { return false };
        let bargs = before.args(ctx).to_vec();
        let targs: Vec<Value> = cond.operands(ctx)[1..].to_vec();
        if bargs == targs || bargs.len() != targs.len() {
            return false;
        }
        let mut seen = Vec::new();
        for v in &targs {
            if seen.contains(v) {
                return false;
            }
            seen.push(*v);
        }
        // mapping[j] = i: condition operand j is before argument i.
        let mut mapping = vec![0; bargs.len()];
        for (i, a) in bargs.iter().enumerate() {
            let Some(j) = targs.iter().position(|t| t == a) else { return false };
            mapping[j] = i;
        }
        let c = cond.operand(ctx, 0);
        let cloc = cond.loc(ctx);
        let mut new_types = vec![None; bargs.len()];
        for (i, &j) in mapping.iter().enumerate() {
            new_types[j] = Some(op.result(ctx, i).ty(ctx));
        }
        let new_types: Vec<Type> = new_types.into_iter().map(|t| t.expect("a permutation")).collect();
        let old_results: Vec<Value> = op.results(ctx).collect();
        let old_after = after.args(ctx).to_vec();
        rw.set_insertion_point_before(cond);
        ConditionOp::build(rw, cloc, c, &bargs);
        rw.erase_op(cond);
        let new = rw.rebuild_op(op, None, new_types.clone());
        let new_after = new.region(rw.ctx(), 1).entry_block(rw.ctx()).expect("moved after block");
        let aloc = op.loc(rw.ctx());
        let fresh: Vec<Value> = new_types.iter().map(|t| rw.add_block_arg(new_after, *t, aloc)).collect();
        for (i, &j) in mapping.iter().enumerate() {
            rw.replace_all_uses_with(old_after[i], fresh[j]);
        }
        for _ in 0..old_after.len() {
            // Its uses were all replaced above.
            if rw.erase_block_arg(new_after, 0).is_err() {
                break;
            }
        }
        let results: Vec<Value> = mapping.iter().map(|&j| new.result(rw.ctx(), j)).collect();
        for (old, nv) in old_results.into_iter().zip(results) {
            rw.replace_all_uses_with(old, nv);
        }
        rw.erase_op(op);
        true
    }
);

pattern!(
    /// An `scf.if` right before `scf.condition`, on the same condition, whose
    /// else region only yields: its then region moves to the start of the
    /// after region, which runs exactly when it would have. The condition
    /// forwards the else values in place of the if's results (the after
    /// arguments take the then values), and the values of the before region
    /// that the then region uses, through new after arguments and results
    /// (MLIR's `WhileMoveIfDown`, with its way of replacing every use of an
    /// if result at the first position forwarding it).
    WhileMoveIfDown, "scf.while", |op, rw| {
        let ctx = rw.ctx();
        let Some((before, cond, after)) = while_parts(ctx, op) else { return false };
        let Some(if_op) = cond.prev_op(ctx).and_then(|p| IfOp::cast(ctx, p)) else { return false };
        let (then_r, else_r) = (if_op.thenRegion(ctx), if_op.elseRegion(ctx));
        if if_op.condition(ctx) != cond.operand(ctx, 0) {
            return false;
        }
        let else_block = else_r.entry_block(ctx);
        if else_block.is_some_and(|b| b.ops(ctx).len() > 1) {
            return false;
        }
        let (Some(then_block), Some(then_yield)) = (then_r.entry_block(ctx), yield_of(ctx, then_r)) else {
            return false;
        };
        let else_yield = yield_of(ctx, else_r);
        let if_results: Vec<Value> = if_op.id().results(ctx).collect();
        // The condition's operands are read afresh at each position: an if
        // result forwarded twice is replaced at the first.
        let n_args = cond.num_operands(ctx) - 1;
        for idx in 0..n_args {
            let ctx = rw.ctx();
            let arg = cond.operand(ctx, 1 + idx);
            let Some(i) = if_results.iter().position(|&r| r == arg) else { continue };
            let then_value = then_yield.operand(ctx, i);
            let Some(else_value) = else_yield.map(|y| y.operand(ctx, i)) else { return false };
            let after_arg = after.args(ctx)[idx];
            rw.replace_all_uses_with(if_results[i], else_value);
            rw.replace_all_uses_with(after_arg, then_value);
        }
        // The values of the before region used in the then region, in the
        // order of a post-order walk (MLIR's `visitUsedValuesDefinedAbove`).
        let ctx = rw.ctx();
        let before_region = before.parent_region(ctx);
        let mut additional: Vec<Value> = Vec::new();
        for top in then_block.ops(ctx) {
            for o in top.walk_post_order(ctx) {
                for &v in o.operands(ctx) {
                    if v.parent_region(ctx) == before_region && !additional.contains(&v) {
                        additional.push(v);
                    }
                }
            }
        }
        let loc = op.loc(ctx);
        let mut types = op.result_types(ctx);
        let n_results = types.len();
        types.extend(additional.iter().map(|v| v.ty(ctx)));
        let new = rw.rebuild_op(op, None, types);
        let new_after = new.region(rw.ctx(), 1).entry_block(rw.ctx()).expect("moved after block");
        let new_args: Vec<Value> = additional.iter().map(|v| {
            let t = v.ty(rw.ctx());
            rw.add_block_arg(new_after, t, loc)
        }).collect();
        let mut cond_operands = cond.operands(rw.ctx()).to_vec();
        cond_operands.extend(&additional);
        rw.modify_op_in_place(cond, |ctx| ctx.set_operands(cond, &cond_operands));
        // Inside the then region, those values become the new arguments.
        for (v, a) in additional.iter().zip(&new_args) {
            let uses: Vec<(OpId, usize)> = rw.ctx().uses(*v).collect();
            for (user, slot) in uses {
                if region_contains(rw.ctx(), then_r, user) {
                    rw.set_operand(user, slot, *a);
                }
            }
        }
        rw.erase_op(then_yield);
        let first = new_after.first_op(rw.ctx()).expect("the after block ends with scf.yield");
        inline_block_before(rw, then_block, first, &[]);
        rw.erase_op(if_op.id());
        let results: Vec<Value> = (0..n_results).map(|i| new.result(rw.ctx(), i)).collect();
        rw.replace_op(op, &results);
        true
    }
);

crate::region_branch::region_branch_patterns!(
    "scf.while",
    WhileInputsDead,
    WhileDuplicateInputs,
    WhileRemoveDeadInputs
);

/// The canonicalization patterns of `scf.while`, in MLIR's order.
pub(crate) fn while_patterns(set: &mut PatternSet) {
    set.add(WhileMoveIfDown);
    set.add(WhileInputsDead);
    set.add(WhileDuplicateInputs);
    set.add(WhileRemoveDeadInputs);
    set.add(WhileConditionTruth);
    set.add(WhileCmpCond);
    set.add(WhileOpAlignBeforeArgs);
}

// ----- scf.index_switch -----

pattern!(
    /// A switch on a constant runs (inlines) the matching case, or the
    /// default region when no case matches.
    FoldConstantCase, "scf.index_switch", |op, rw| {
        let ctx = rw.ctx();
        let Some(sw) = IndexSwitchOp::cast(ctx, op) else { return false };
        let Some((value, _)) = int_constant(ctx, sw.arg(ctx)) else { return false };
        let cases = sw.cases(ctx);
        let region = match cases.iter().position(|c| i128::from(c) == value) {
            Some(i) => op.region(ctx, 1 + i),
            None => sw.defaultRegion(ctx),
        };
        replace_op_with_region(rw, op, region, &[])
    }
);

/// The canonicalization patterns of `scf.index_switch`.
pub(crate) fn index_switch_patterns(set: &mut PatternSet) {
    set.add(FoldConstantCase);
    set.add(IndexSwitchInputsDead);
    set.add(IndexSwitchDuplicateInputs);
    set.add(IndexSwitchRemoveDeadInputs);
}

crate::region_branch::region_branch_patterns!(
    "scf.index_switch",
    IndexSwitchInputsDead,
    IndexSwitchDuplicateInputs,
    IndexSwitchRemoveDeadInputs
);

// ----- scf.parallel -----

/// Clones `ops` at the insertion point, remapping through `map`.
fn clone_ops(rw: &mut Rewriter<'_>, ops: &[OpId], map: &mut rustc_hash::FxHashMap<Value, Value>) {
    for &o in ops {
        rw.clone_op(o, map);
    }
}

pattern!(
    /// A loop with a dimension of no iteration is its init values; the
    /// dimensions of one iteration are dropped, their induction variables
    /// replaced by the lower bounds; with none left, the body and the
    /// reductions (combining with the init values) are inlined (MLIR's
    /// `ParallelOpSingleOrZeroIterationDimsFolder`).
    ParallelSingleOrZeroIterationDims, "scf.parallel", |op, rw| {
        let ctx = rw.ctx();
        let Some(par) = ParallelOp::cast(ctx, op) else { return false };
        let Some(body) = par.region(ctx).entry_block(ctx) else { return false };
        let (lbs, ubs, steps) = (par.lowerBound(ctx).to_vec(), par.upperBound(ctx).to_vec(), par.step(ctx).to_vec());
        let ivs = body.args(ctx).to_vec();
        let inits = par.initVals(ctx).to_vec();
        let mut map = rustc_hash::FxHashMap::default();
        let (mut new_lbs, mut new_ubs, mut new_steps, mut kept) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
            match trip_count(ctx, lb, ub, step, true) {
                Some(0) => {
                    rw.replace_op(op, &inits);
                    return true;
                }
                Some(1) => {
                    map.insert(iv, lb);
                }
                _ => {
                    new_lbs.push(lb);
                    new_ubs.push(ub);
                    new_steps.push(step);
                    kept.push(iv);
                }
            }
        }
        if new_lbs.len() == lbs.len() {
            return false;
        }
        let loc = op.loc(ctx);
        let ops = body.ops(ctx);
        let Some((&reduce, body_ops)) = ops.split_last() else { return false };
        if new_lbs.is_empty() {
            rw.set_insertion_point_before(op);
            clone_ops(rw, body_ops, &mut map);
            let mut results = Vec::new();
            let ctx = rw.ctx();
            let reduced = reduce.operands(ctx).to_vec();
            let regions = reduce.regions(ctx).to_vec();
            for (i, region) in regions.into_iter().enumerate() {
                let ctx = rw.ctx();
                let Some(block) = region.entry_block(ctx) else { return false };
                let args = block.args(ctx).to_vec();
                let ops = block.ops(ctx);
                let Some((&ret, combine)) = ops.split_last() else { return false };
                map.insert(args[0], inits[results.len()]);
                let value = map.get(&reduced[i]).copied().unwrap_or(reduced[i]);
                map.insert(args[1], value);
                clone_ops(rw, combine, &mut map);
                let r = ret.operand(rw.ctx(), 0);
                results.push(map.get(&r).copied().unwrap_or(r));
            }
            rw.replace_op(op, &results);
            return true;
        }
        let types = op.result_types(ctx);
        rw.set_insertion_point_before(op);
        let new = ParallelOp::build(rw, loc, &types, &new_lbs, &new_ubs, &new_steps, &inits);
        let region = new.region(rw.ctx());
        // The body comes from the old loop, not the builder.
        for block in region.blocks(rw.ctx()) {
            // The builder's block holds only its terminator.
            if rw.erase_block(block).is_err() {
                return false;
            }
        }
        let index = rw.ctx().index_type();
        let arg_types = vec![index; kept.len()];
        rw.with_body(region, &arg_types, |b, args| {
            map.extend(kept.iter().copied().zip(args.iter().copied()));
            clone_ops(b, &ops, &mut map);
        });
        let results: Vec<Value> = new.id().results(rw.ctx()).collect();
        rw.replace_op(op, &results);
        true
    }
);

pattern!(
    /// A loop whose body is only a loop without reductions and bounds free
    /// of the outer induction variables becomes one loop over both
    /// (MLIR's `MergeNestedParallelLoops`).
    MergeNestedParallelLoops, "scf.parallel", |op, rw| {
        let ctx = rw.ctx();
        let Some(outer) = ParallelOp::cast(ctx, op) else { return false };
        let Some(outer_body) = outer.region(ctx).entry_block(ctx) else { return false };
        let ops = outer_body.ops(ctx);
        if ops.len() != 2 {
            return false;
        }
        let Some(inner) = ParallelOp::cast(ctx, ops[0]) else { return false };
        let outer_ivs = outer_body.args(ctx).to_vec();
        let uses_outer_iv = inner
            .lowerBound(ctx)
            .iter()
            .chain(inner.upperBound(ctx))
            .chain(inner.step(ctx))
            .any(|v| outer_ivs.contains(v));
        if uses_outer_iv || !outer.initVals(ctx).is_empty() || !inner.initVals(ctx).is_empty() {
            return false;
        }
        let Some(inner_body) = inner.region(ctx).entry_block(ctx) else { return false };
        let inner_ivs = inner_body.args(ctx).to_vec();
        let inner_ops = inner_body.ops(ctx);
        let Some((_, inner_ops)) = inner_ops.split_last() else { return false };
        let concat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
        let lbs = concat(outer.lowerBound(ctx), inner.lowerBound(ctx));
        let ubs = concat(outer.upperBound(ctx), inner.upperBound(ctx));
        let steps = concat(outer.step(ctx), inner.step(ctx));
        let loc = op.loc(ctx);
        rw.set_insertion_point_before(op);
        let new = ParallelOp::build(rw, loc, &[], &lbs, &ubs, &steps, &[]);
        let region = new.region(rw.ctx());
        let index = rw.ctx().index_type();
        let arg_types = vec![index; lbs.len()];
        rw.with_body(region, &arg_types, |b, args| {
            let mut map: rustc_hash::FxHashMap<Value, Value> =
                outer_ivs.iter().chain(&inner_ivs).copied().zip(args.iter().copied()).collect();
            clone_ops(b, inner_ops, &mut map);
        });
        rw.replace_op(op, &[]);
        true
    }
);

/// The canonicalization patterns of `scf.parallel`, in MLIR's order.
pub(crate) fn parallel_patterns(set: &mut PatternSet) {
    set.add(ParallelSingleOrZeroIterationDims);
    set.add(MergeNestedParallelLoops);
}

// ----- scf.execute_region -----

/// Whether the op asks to keep its region (`no_inline`).
fn no_inline(ctx: &Context, op: OpId) -> bool {
    op.attr_by_str(ctx, "no_inline").is_some()
}

pattern!(
    /// A region of one block is inlined in place of the op, unless
    /// `no_inline` (MLIR's `SingleBlockExecuteInliner`).
    SingleBlockExecuteInliner, "scf.execute_region", |op, rw| {
        let ctx = rw.ctx();
        let region = op.region(ctx, 0);
        if no_inline(ctx, op) || region.blocks(ctx).len() != 1 {
            return false;
        }
        replace_op_with_region(rw, op, region, &[])
    }
);

pattern!(
    /// A region of several blocks directly in a function (or another
    /// `scf.execute_region`) joins the enclosing region: the block holding
    /// the op is split there, branches into the region's entry, and each
    /// `scf.yield` becomes a branch to the rest of the block, whose
    /// arguments replace the results (MLIR's `MultiBlockExecuteInliner`).
    MultiBlockExecuteInliner, "scf.execute_region", |op, rw| {
        let ctx = rw.ctx();
        if no_inline(ctx, op) {
            return false;
        }
        let Some(parent) = op.parent_op(ctx) else { return false };
        let function_like = ods_ir::pass::inline::CallableOpInterfaceOp::get(ctx, parent).is_some();
        if !function_like && parent.name_str(ctx) != "scf.execute_region" {
            return false;
        }
        let region = op.region(ctx, 0);
        let Some(entry) = region.entry_block(ctx) else { return false };
        let Some(prev) = op.parent_block(ctx) else { return false };
        let loc = op.loc(ctx);
        let post = rw.split_block(prev, op);
        rw.set_insertion_point_to_end(prev);
        ods_dialect_cf::BranchOp::build(rw, loc, &[], entry);
        let blocks = region.blocks(rw.ctx());
        for &b in &blocks {
            let Some(term) = b.last_op(rw.ctx()) else { continue };
            if term.name_str(rw.ctx()) != "scf.yield" {
                continue;
            }
            let (values, tloc) = (term.operands(rw.ctx()).to_vec(), term.loc(rw.ctx()));
            rw.set_insertion_point_before(term);
            ods_dialect_cf::BranchOp::build(rw, tloc, &values, post);
            rw.erase_op(term);
        }
        let mut after = prev;
        for &b in &blocks {
            rw.move_block_after(b, after);
            after = b;
        }
        let types = op.result_types(rw.ctx());
        let args: Vec<Value> = types.iter().map(|&t| rw.add_block_arg(post, t, loc)).collect();
        rw.replace_op(op, &args);
        true
    }
);

/// The canonicalization patterns of `scf.execute_region`, in MLIR's order.
pub(crate) fn execute_region_patterns(set: &mut PatternSet) {
    set.add(SingleBlockExecuteInliner);
    set.add(MultiBlockExecuteInliner);
    set.add(ExecuteRegionInputsDead);
    set.add(ExecuteRegionDuplicateInputs);
    set.add(ExecuteRegionRemoveDeadInputs);
}

crate::region_branch::region_branch_patterns!(
    "scf.execute_region",
    ExecuteRegionInputsDead,
    ExecuteRegionDuplicateInputs,
    ExecuteRegionRemoveDeadInputs
);
