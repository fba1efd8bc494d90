//! MLIR 22's generic canonicalizations of region-branch ops (its
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`), over the
//! control-flow edges that the `RegionBranchOpInterface` of `scf` ops
//! (loops, `execute_region`, `index_switch`) gives: each successor operand (an
//! operand of the op or of a terminator) is forwarded to successor inputs
//! (entry block arguments or results of the op).
//!
//! - a successor input whose only possible value is one value defined
//!   before it takes that value;
//! - of two inputs of the same owner fed the same values on every edge,
//!   the second takes the first;
//! - a set of tied inputs that are all unused is removed, with the operands
//!   forwarded to them.

use ods_ir::prelude::*;
use rustc_hash::FxHashMap;

/// One forwarding: operand `index` of `owner` flows into `input`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edge {
    pub owner: OpId,
    pub index: usize,
    pub input: Value,
}

/// The control-flow edges of a region-branch op, one per forwarded operand,
/// in MLIR's order (the op itself first, then each region's terminators;
/// per point its successors), as its `RegionBranchOpInterface` gives them;
/// `None` for an op without the interface or an edge whose operands and
/// inputs differ in number (IR the verifier would reject).
pub(crate) fn interface_edges(ctx: &Context, op: OpId) -> Option<Vec<Edge>> {
    let branch = ods_ir::region_branch::RegionBranchOpInterfaceOp::get(ctx, op)?;
    let mut edges = Vec::new();
    for e in branch.edges(ctx) {
        if e.operands.len() != e.to.inputs.len() {
            return None;
        }
        let owner = e.from.unwrap_or(op);
        edges.extend(e.operands.zip(&e.to.inputs).map(|(index, &input)| Edge { owner, index, input }));
    }
    Some(edges)
}

/// The successor inputs in first-seen order, each with the edges into it.
fn inputs_to_operands(edges: &[Edge]) -> Vec<(Value, Vec<Edge>)> {
    let mut order: Vec<(Value, Vec<Edge>)> = Vec::new();
    let mut at: FxHashMap<Value, usize> = FxHashMap::default();
    for e in edges {
        let i = *at.entry(e.input).or_insert_with(|| {
            order.push((e.input, Vec::new()));
            order.len() - 1
        });
        order[i].1.push(*e);
    }
    order
}

/// The non-input values that may flow into `value` (through chains of
/// inputs).
fn reachable_values(ctx: &Context, value: Value, map: &FxHashMap<Value, Vec<Edge>>) -> Vec<Value> {
    let mut reach = Vec::new();
    let mut visited = Vec::new();
    let mut work = vec![value];
    while let Some(next) = work.pop() {
        match map.get(&next) {
            None => {
                if !reach.contains(&next) {
                    reach.push(next);
                }
            }
            Some(edges) => {
                for e in edges {
                    let v = e.owner.operand(ctx, e.index);
                    if !visited.contains(&v) {
                        visited.push(v);
                        work.push(v);
                    }
                }
            }
        }
    }
    reach
}

/// Whether `a` (a reachable value of the input `b`) is in scope at `b`.
fn defined_before(ctx: &Context, op: OpId, a: Value, b: Value) -> bool {
    if a.parent_region(ctx).and_then(|r| r.parent_op(ctx)) == Some(op) {
        if !b.is_block_arg(ctx) {
            return false;
        }
        return a.is_block_arg(ctx) && a.owner_block(ctx) == b.owner_block(ctx);
    }
    true
}

/// Replaces the uses of successor inputs that can only have one value.
pub(crate) fn make_inputs_dead(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(edges) = interface_edges(rw.ctx(), op) else { return false };
    let inputs = inputs_to_operands(&edges);
    let map: FxHashMap<Value, Vec<Edge>> = inputs.iter().cloned().collect();
    let mut changed = false;
    for (value, _) in &inputs {
        let ctx = rw.ctx();
        if !value.has_uses(ctx) {
            continue;
        }
        let reach = reachable_values(ctx, *value, &map);
        let [only] = reach[..] else { continue };
        if !defined_before(ctx, op, only, *value) {
            continue;
        }
        rw.replace_all_uses_with(*value, only);
        changed = true;
    }
    changed
}

/// The block or op a successor input belongs to, and its number there.
fn owner_and_number(ctx: &Context, v: Value) -> (Option<BlockId>, Option<OpId>, usize) {
    if v.is_block_arg(ctx) {
        (v.owner_block(ctx), None, v.index(ctx))
    } else {
        (None, v.defining_op(ctx), v.index(ctx))
    }
}

/// Of two inputs of one owner fed the same value by every predecessor, the
/// uses of the second go to the first.
pub(crate) fn remove_duplicate_input_uses(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(edges) = interface_edges(rw.ctx(), op) else { return false };
    let mut inputs = inputs_to_operands(&edges);
    let ctx = rw.ctx();
    inputs.sort_by_key(|(v, _)| owner_and_number(ctx, *v).2);
    let fed = |ctx: &Context, es: &[Edge]| {
        let mut m: Vec<(OpId, Value)> = es.iter().map(|e| (e.owner, e.owner.operand(ctx, e.index))).collect();
        m.sort_by_key(|(o, _)| *o);
        m
    };
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let ctx = rw.ctx();
            let (a, b) = (inputs[i].0, inputs[j].0);
            if !b.has_uses(ctx) {
                continue;
            }
            let (oa, ob) = (owner_and_number(ctx, a), owner_and_number(ctx, b));
            if (oa.0, oa.1) != (ob.0, ob.1) {
                continue;
            }
            if fed(ctx, &inputs[i].1) == fed(ctx, &inputs[j].1) {
                rw.replace_all_uses_with(b, a);
                changed = true;
            }
        }
    }
    changed
}

/// Removes sets of tied successor inputs that are all unused, with the
/// operands that feed them.
pub(crate) fn remove_dead_inputs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(edges) = interface_edges(rw.ctx(), op) else { return false };
    let ctx = rw.ctx();
    // Tied inputs: those one operand feeds (union-find over the inputs).
    let inputs = inputs_to_operands(&edges);
    let index: FxHashMap<Value, usize> = inputs.iter().enumerate().map(|(i, (v, _))| (*v, i)).collect();
    let mut parent: Vec<usize> = (0..inputs.len()).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    let mut by_operand: Vec<((OpId, usize), Vec<usize>)> = Vec::new();
    for e in &edges {
        let k = (e.owner, e.index);
        let i = index[&e.input];
        match by_operand.iter_mut().find(|(key, _)| *key == k) {
            Some((_, v)) => v.push(i),
            None => by_operand.push((k, vec![i])),
        }
    }
    for (_, members) in &by_operand {
        for &m in &members[1..] {
            let (a, b) = (find(&mut parent, members[0]), find(&mut parent, m));
            parent[b] = a;
        }
    }
    let mut dead_set = vec![true; inputs.len()];
    for (i, (v, _)) in inputs.iter().enumerate() {
        if v.has_uses(ctx) {
            let r = find(&mut parent, i);
            dead_set[r] = false;
        }
    }
    let remove: Vec<usize> = (0..inputs.len()).filter(|&i| dead_set[find(&mut parent, i)]).collect();
    if remove.is_empty() {
        return false;
    }
    // The operands feeding removed inputs, per owner.
    let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
    let mut args: Vec<(BlockId, Vec<usize>)> = Vec::new();
    let mut results: Vec<usize> = Vec::new();
    for &i in &remove {
        let (v, es) = &inputs[i];
        for e in es {
            match operands.iter_mut().find(|(o, _)| *o == e.owner) {
                Some((_, l)) => l.push(e.index),
                None => operands.push((e.owner, vec![e.index])),
            }
        }
        match owner_and_number(ctx, *v) {
            (Some(b), _, n) => match args.iter_mut().find(|(x, _)| *x == b) {
                Some((_, l)) => l.push(n),
                None => args.push((b, vec![n])),
            },
            (None, _, n) => results.push(n),
        }
    }
    for (owner, mut idx) in operands {
        idx.sort_unstable();
        idx.dedup();
        let kept: Vec<Value> = owner
            .operands(rw.ctx())
            .iter()
            .enumerate()
            .filter(|(i, _)| idx.binary_search(i).is_err())
            .map(|(_, v)| *v)
            .collect();
        rw.modify_op_in_place(owner, |c| c.set_operands(owner, &kept));
    }
    for (block, mut idx) in args {
        idx.sort_unstable();
        idx.dedup();
        for &i in idx.iter().rev() {
            // Only unused arguments are listed.
            if rw.erase_block_arg(block, i).is_err() {
                break;
            }
        }
    }
    if !results.is_empty() {
        results.sort_unstable();
        results.dedup();
        erase_results(rw, op, &results);
    } else {
        rw.notify_modified(op);
    }
    true
}

/// Replaces `op` by a copy without the results at `drop` (sorted), its
/// regions moved over (MLIR's `eraseOpResults`).
pub(crate) fn erase_results(rw: &mut Rewriter<'_>, op: OpId, drop: &[usize]) -> OpId {
    let ctx = rw.ctx();
    let results: Vec<Value> = op.results(ctx).collect();
    let kept: Vec<usize> = (0..results.len()).filter(|i| drop.binary_search(i).is_err()).collect();
    let new = rw.rebuild_op(op, None, kept.iter().map(|&i| results[i].ty(rw.ctx())).collect());
    for (k, &i) in kept.iter().enumerate() {
        let nv = new.result(rw.ctx(), k);
        rw.replace_all_uses_with(results[i], nv);
    }
    rw.erase_op(op);
    new
}

/// The three generic patterns, rooted on the op named `$root`.
macro_rules! region_branch_patterns {
    ($root:expr, $dead:ident, $dup:ident, $remove:ident) => {
        /// Successor inputs with a single possible value take it.
        pub(crate) struct $dead;
        impl RewritePattern for $dead {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
                $crate::region_branch::make_inputs_dead(op, rw)
            }
        }
        /// Duplicate successor inputs are merged.
        pub(crate) struct $dup;
        impl RewritePattern for $dup {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
                $crate::region_branch::remove_duplicate_input_uses(op, rw)
            }
        }
        /// Unused tied successor inputs are removed.
        pub(crate) struct $remove;
        impl RewritePattern for $remove {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
                $crate::region_branch::remove_dead_inputs(op, rw)
            }
        }
    };
}
pub(crate) use region_branch_patterns;
