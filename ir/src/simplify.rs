//! Region simplification, as MLIR's `simplifyRegions` does it between the
//! rounds of the greedy driver at its default level: blocks unreachable
//! from their region's entry are erased, then a liveness analysis over the
//! regions (MLIR's `runRegionDCE`) erases the ops and block arguments
//! nothing live uses, dead cycles included, and with each block argument
//! the operands that branches forward to it (through
//! [`BranchOpInterface`](crate::branch::BranchOpInterface)).
//!
//! Both the analysis and the erasure run on explicit worklists, so regions
//! nested to any depth cost no stack, and each op, use and branch edge is
//! looked at a bounded number of times: linear in the size of the regions.

use crate::branch::BranchOpInterfaceOp;
use crate::context::{BlockId, Context, OpId, RegionId, Value};
use crate::registry::Traits;
use crate::rewrite::{nested_effects_are_recursive_or_none, would_be_trivially_dead_given};
use ods_ir_core::entity::Positions;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// Removes unreachable blocks, then dead ops and block arguments, in the
/// regions of `op` (nested ones included); returns whether anything changed.
pub fn simplify_regions(ctx: &mut Context, op: OpId) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, op);
    let regions = op.regions(ctx).to_vec();
    let erased_dead = run_region_dce(ctx, &regions);
    erased_blocks || erased_dead
}

/// Erases the blocks that cannot be reached from their region's entry
/// block, in every region nested in `op`.
pub fn erase_unreachable_blocks(ctx: &mut Context, op: OpId) -> bool {
    let mut changed = false;
    for inner in op.walk_pre_order(ctx) {
        if !ctx.is_alive(inner) {
            continue;
        }
        for r in inner.regions(ctx).to_vec() {
            let blocks = r.blocks(ctx);
            if blocks.len() <= 1 {
                continue;
            }
            let mut reach: FxHashSet<BlockId> = FxHashSet::default();
            let mut queue = VecDeque::from([blocks[0]]);
            reach.insert(blocks[0]);
            while let Some(b) = queue.pop_front() {
                if let Some(t) = b.last_op(ctx) {
                    for &s in t.successors(ctx) {
                        if reach.insert(s) {
                            queue.push_back(s);
                        }
                    }
                }
            }
            // Together: they may branch to each other (cycles).
            let dead: Vec<BlockId> = blocks.into_iter().skip(1).filter(|b| !reach.contains(b)).collect();
            if !dead.is_empty() && ctx.erase_blocks(&dead).is_ok() {
                changed = true;
            }
        }
    }
    changed
}

/// The ops of the regions under analysis, in pre-order (each op before
/// the ops nested in it), with what the analysis needs to know of each.
struct Scope {
    ops: Vec<ScopeOp>,
    /// The position of each op in `ops`, read for every operand.
    index: Positions<OpId>,
}

struct ScopeOp {
    op: OpId,
    /// Its position in [`Scope::ops`] of the op whose region holds it (32
    /// bits, as op handles are: one entry per op of the scope).
    parent: Option<u32>,
    /// In a block reachable from its region's entry, in an op that is
    /// itself reachable: MLIR's analysis visits only these.
    reachable: bool,
    /// Every op nested in it passes [`nested_effects_are_recursive_or_none`].
    nested_effect_free: bool,
}

impl Scope {
    fn collect(ctx: &Context, regions: &[RegionId]) -> Scope {
        let mut ops: Vec<ScopeOp> = Vec::new();
        // (region, its op's position, whether that op is reachable)
        let mut stack: Vec<(RegionId, Option<u32>, bool)> = regions.iter().rev().map(|&r| (r, None, true)).collect();
        while let Some((r, parent, parent_reachable)) = stack.pop() {
            let reach: FxHashSet<BlockId> = match r.entry_block(ctx) {
                Some(entry) if parent_reachable => post_order(ctx, entry).into_iter().collect(),
                _ => FxHashSet::default(),
            };
            let first_child = stack.len();
            for b in r.block_iter(ctx) {
                let reachable = reach.contains(&b);
                for op in b.op_iter(ctx) {
                    let at = ops.len() as u32;
                    ops.push(ScopeOp { op, parent, reachable, nested_effect_free: true });
                    stack.extend(op.regions(ctx).iter().map(|&nested| (nested, Some(at), reachable)));
                }
            }
            stack[first_child..].reverse();
        }
        // Bottom-up: every op comes after the op holding it.
        for i in (0..ops.len()).rev() {
            let whole = ops[i].nested_effect_free && nested_effects_are_recursive_or_none(ctx, ops[i].op);
            if let Some(p) = ops[i].parent {
                ops[p as usize].nested_effect_free &= whole;
            }
        }
        let index = Positions::new(ops.iter().map(|s| s.op));
        Scope { ops, index }
    }
}

/// What MLIR's `runRegionDCE` proves live: ops (an op result is live when
/// its op is) and block arguments. It is the least set closed under: an
/// op that is a terminator or would not be trivially dead is live; an op
/// or block argument used by a live op is live, except through an operand
/// that a branch forwards to a block argument not live itself (each such
/// operand is an input of its own phi, not of the terminator); the
/// arguments of the successors of a terminator that is not a
/// [`BranchOpInterface`](crate::branch::BranchOpInterface) are live.
/// Computed with a worklist: each op and argument enters it once.
struct Liveness {
    ops: Vec<bool>,
    args: FxHashSet<Value>,
}

enum Live {
    Op(usize),
    Arg(Value),
}

impl Liveness {
    fn compute(ctx: &Context, scope: &Scope) -> Liveness {
        let mut live = Liveness { ops: vec![false; scope.ops.len()], args: FxHashSet::default() };
        let mut work: Vec<Live> = Vec::new();
        // Per block, the branches to it and where their operands forwarded
        // to it start.
        let mut forwards: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
        for (i, s) in scope.ops.iter().enumerate() {
            if !s.reachable {
                continue;
            }
            let op = s.op;
            if is_terminator(ctx, op) {
                live.ops[i] = true;
                work.push(Live::Op(i));
                match BranchOpInterfaceOp::get(ctx, op) {
                    Some(branch) => {
                        for (k, &succ) in op.successors(ctx).iter().enumerate() {
                            let start = branch.successor_operand_range(ctx, k).start;
                            forwards.entry(succ).or_default().push((op, start));
                        }
                    }
                    // The analysis cannot see through this branch.
                    None => {
                        for &succ in op.successors(ctx) {
                            for &a in succ.args(ctx) {
                                live.set_value_live(ctx, scope, a, &mut work);
                            }
                        }
                    }
                }
            } else if !would_be_trivially_dead_given(ctx, op, || s.nested_effect_free) {
                live.ops[i] = true;
                work.push(Live::Op(i));
            }
        }
        while let Some(item) = work.pop() {
            match item {
                Live::Op(i) => {
                    let op = scope.ops[i].op;
                    let forwarded = forwarded_args(ctx, op);
                    for (at, &v) in op.operands(ctx).iter().enumerate() {
                        let dead_phi_input = forwarded
                            .as_ref()
                            .and_then(|f| f.get(at).copied().flatten())
                            .is_some_and(|a| !live.args.contains(&a));
                        if !dead_phi_input {
                            live.set_value_live(ctx, scope, v, &mut work);
                        }
                    }
                }
                // The operands that the branches to its block forward to it.
                Live::Arg(a) => {
                    let (Some(block), at) = (a.owner_block(ctx), a.index(ctx)) else { continue };
                    for &(branch, start) in forwards.get(&block).map_or(&[][..], Vec::as_slice) {
                        if let Some(&v) = branch.operands(ctx).get(start + at) {
                            live.set_value_live(ctx, scope, v, &mut work);
                        }
                    }
                }
            }
        }
        live
    }

    fn set_value_live(&mut self, ctx: &Context, scope: &Scope, v: Value, work: &mut Vec<Live>) {
        match v.defining_op(ctx) {
            Some(op) => {
                // Ops outside the regions (or unreachable) are not judged.
                if let Some(i) = scope.index.get(op) {
                    if scope.ops[i].reachable && !self.ops[i] {
                        self.ops[i] = true;
                        work.push(Live::Op(i));
                    }
                }
            }
            None => {
                if self.args.insert(v) {
                    work.push(Live::Arg(v));
                }
            }
        }
    }
}

/// For a terminator that is a branch, the block argument each operand is
/// forwarded to (`None` for the operands it uses itself).
fn forwarded_args(ctx: &Context, op: OpId) -> Option<Vec<Option<Value>>> {
    if !is_terminator(ctx, op) {
        return None;
    }
    let branch = BranchOpInterfaceOp::get(ctx, op)?;
    let mut forwarded = vec![None; op.num_operands(ctx)];
    for (k, &succ) in op.successors(ctx).iter().enumerate() {
        for (at, &a) in branch.successor_operand_range(ctx, k).zip(succ.args(ctx)) {
            if let Some(slot) = forwarded.get_mut(at) {
                *slot = Some(a);
            }
        }
    }
    Some(forwarded)
}

/// Whether `op` is a registered terminator (an unregistered op, which
/// only might be one, is treated as any other op, as MLIR does).
fn is_terminator(ctx: &Context, op: OpId) -> bool {
    op.def(ctx).is_some_and(|d| d.traits.contains(Traits::TERMINATOR))
}

/// The blocks reachable from `entry`, each after all the blocks reachable
/// from it (except along back edges): uses before definitions.
fn post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    seen.insert(entry);
    // (block, index of the next successor to visit)
    let mut stack = vec![(entry, 0usize)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succ = b.last_op(ctx).and_then(|t| t.successors(ctx).get(*next).copied());
        match succ {
            Some(s) => {
                *next += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => {
                order.push(b);
                stack.pop();
            }
        }
    }
    order
}

/// MLIR's `runRegionDCE` over `regions`: liveness, then the erasure of
/// what is not live. Returns whether an op was erased.
pub fn run_region_dce(ctx: &mut Context, regions: &[RegionId]) -> bool {
    let scope = Scope::collect(ctx, regions);
    let live = Liveness::compute(ctx, &scope);
    let is_live = |op: OpId| scope.index.get(op).is_some_and(|i| live.ops[i]);
    delete_dead(ctx, regions, is_live, &live.args)
}

/// One step of the erasure, in the order MLIR's recursive `deleteDeadness`
/// takes them: per region, its reachable blocks in post order, in each
/// the dead operands of the terminator first, then the ops last to first
/// (a live op's regions before the op above it), then the dead block
/// arguments. Uses thus go before their definitions.
enum Step {
    Region(RegionId),
    SuccessorOperands(OpId),
    Op(OpId),
    BlockArgs(RegionId),
}

fn delete_dead(
    ctx: &mut Context,
    regions: &[RegionId],
    is_live: impl Fn(OpId) -> bool,
    live_args: &FxHashSet<Value>,
) -> bool {
    let mut erased = false;
    let mut leftover = Vec::new();
    let mut steps: Vec<Step> = regions.iter().rev().map(|&r| Step::Region(r)).collect();
    while let Some(step) = steps.pop() {
        match step {
            Step::Region(r) => {
                let Some(entry) = r.entry_block(ctx) else { continue };
                let single = r.blocks(ctx).len() == 1;
                // Pushed last step first.
                steps.push(Step::BlockArgs(r));
                for b in post_order(ctx, entry).into_iter().rev() {
                    steps.extend(b.op_iter(ctx).map(Step::Op));
                    if !single {
                        if let Some(t) = b.last_op(ctx) {
                            steps.push(Step::SuccessorOperands(t));
                        }
                    }
                }
            }
            Step::SuccessorOperands(t) => erase_dead_successor_operands(ctx, t, live_args),
            Step::Op(op) if is_live(op) => steps.extend(op.regions(ctx).iter().rev().map(|&r| Step::Region(r))),
            Step::Op(op) => {
                erased = true;
                if ctx.erase_op(op).is_err() {
                    // Used by another dead op (a cycle of a graph region).
                    leftover.push(op);
                }
            }
            // The entry block's arguments belong to the enclosing op.
            Step::BlockArgs(r) => {
                for b in r.blocks(ctx).into_iter().skip(1) {
                    let dead = |a: Value| !live_args.contains(&a);
                    if ctx.erase_block_args_where(b, dead).is_err() {
                        // Still used by a dead op left for later: keep the
                        // ones that are free.
                        let free = |ctx: &Context, a: Value| !live_args.contains(&a) && !a.has_uses(ctx);
                        let doomed: FxHashSet<Value> = b.args(ctx).iter().copied().filter(|&a| free(ctx, a)).collect();
                        let _ = ctx.erase_block_args_where(b, |a| doomed.contains(&a));
                    }
                }
            }
        }
    }
    erase_dead_cycles(ctx, leftover);
    erased
}

/// Drops the operands that `terminator` forwards to dead block arguments.
fn erase_dead_successor_operands(ctx: &mut Context, terminator: OpId, live_args: &FxHashSet<Value>) {
    let Some(branch) = BranchOpInterfaceOp::get(ctx, terminator) else { return };
    let successors = terminator.successors(ctx).to_vec();
    for (i, s) in successors.into_iter().enumerate().rev() {
        let operands = branch.successor_operands(ctx, i);
        let args = s.args(ctx);
        let kept: Vec<Value> =
            operands.iter().zip(args).filter(|(_, a)| live_args.contains(a)).map(|(v, _)| *v).collect();
        if kept.len() != operands.len() {
            branch.set_successor_operands(ctx, i, &kept);
        }
    }
}

/// Erases dead ops that use each other's results (cycles, possible in
/// graph regions): the operands of every op in them are dropped first, so
/// that each erasure succeeds.
fn erase_dead_cycles(ctx: &mut Context, ops: Vec<OpId>) {
    let ops: Vec<OpId> = ops.into_iter().filter(|&o| ctx.is_alive(o)).collect();
    for &o in &ops {
        for inner in o.walk_pre_order(ctx) {
            ctx.set_operands(inner, &[]);
        }
    }
    for o in ops {
        if ctx.is_alive(o) {
            let _ = ctx.erase_op(o);
        }
    }
}
