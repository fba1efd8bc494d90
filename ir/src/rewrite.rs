//! Pattern rewriting: [`RewritePattern`]s collected in a [`PatternSet`],
//! applied by a greedy driver that also folds ops (materializing constants
//! through their dialect), removes dead side-effect-free ops and deduplicates
//! constants, like MLIR's `applyPatternsGreedily`.

use crate::attrs::Attr;
use crate::builder::Changes;
use crate::context::{BlockId, Context, OpId, OpName, RegionId, Value};
use crate::diag::Diagnostic;
use crate::effects::MemoryEffects;
use crate::entity::EntityRef;
use crate::registry::{FoldResult, FoldValue, Traits};
use crate::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};

/// Where they were first written: the constants an op's operands are
/// defined by, as fold and match code asks for them.
pub use crate::ir::{constant_attr_of, constant_value};

/// Adds an op's canonicalization patterns; attached to its definition
/// ([`OpDef::canonicalize`](crate::registry::OpDef::canonicalize)).
pub type PatternsFn = fn(&mut PatternSet);

/// A rewrite of ops matching a root.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern applies to (`None`: any op, unless
    /// [`RewritePattern::root_interface`] names an interface).
    fn root(&self) -> Option<&'static str>;
    /// The interface this pattern applies to, as MLIR's
    /// `OpInterfaceRewritePattern`: the `TypeId` of its vtable type
    /// (`std::any::TypeId::of::<MyInterfaceVTable>()`). The pattern is then
    /// tried on the registered ops that implement it (its `root` is `None`).
    fn root_interface(&self) -> Option<std::any::TypeId> {
        None
    }
    /// Higher benefit patterns are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn name(&self) -> &'static str {
        std::any::type_name::<Self>()
    }
    /// Rewrites `op` through `rw` and returns true, or returns false and
    /// changes nothing.
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool;
}

/// Patterns to apply.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) {
        self.patterns.push(Box::new(p));
    }
    /// How many patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// Whether there are no patterns.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// The canonicalization patterns of every registered op, collected
    /// once: they depend on the registry only, which every context shares,
    /// and passes that canonicalize each function (`-inline`'s pipeline)
    /// would otherwise collect them per function.
    pub fn canonicalization_patterns() -> &'static PatternSet {
        static SET: std::sync::OnceLock<PatternSet> = std::sync::OnceLock::new();
        SET.get_or_init(|| Self::canonicalization_of(crate::registry::Registry::global()))
    }
    /// The canonicalization patterns of every registered op.
    pub fn canonicalization(ctx: &Context) -> Self {
        Self::canonicalization_of(ctx.registry())
    }
    fn canonicalization_of(registry: &crate::registry::Registry) -> Self {
        let mut set = PatternSet::default();
        for d in registry.ops() {
            if let Some(f) = d.canonicalize.and_then(|h| h.get::<PatternsFn>()) {
                f(&mut set);
            }
        }
        set
    }
}

pub use ods_ir_core::rewriter::Rewriter;

/// Options of the greedy driver (and of `-canonicalize`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Visit ops from the top of each region (true) or from the bottom.
    pub top_down: bool,
    /// Rounds over the whole region before giving up.
    pub max_iterations: u32,
    /// Fold ops (constant folding and folders) as well as apply patterns.
    pub fold: bool,
    /// Also erase unreachable blocks and unused ops at region level.
    pub region_simplification: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig { top_down: true, max_iterations: 10, fold: true, region_simplification: true }
    }
}

/// Whether `op` may be erased when its results are unused.
pub fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    if op.results(ctx).any(|r| r.has_uses(ctx)) {
        return false;
    }
    would_be_trivially_dead(ctx, op)
}

/// Not a terminator or symbol, and with no effect but reads and effects
/// on results it allocates (see [`crate::effects`]).
pub fn would_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    would_be_trivially_dead_given(ctx, op, || {
        op.walk_pre_order(ctx).into_iter().skip(1).all(|o| nested_effects_are_recursive_or_none(ctx, o))
    })
}

/// [`would_be_trivially_dead`], with `nested_effect_free` telling whether
/// every op nested in `op` passes [`nested_effects_are_recursive_or_none`]
/// (asked only when the answer depends on it): a caller that walks many
/// nested ops computes it once bottom-up instead of once per op.
pub fn would_be_trivially_dead_given(ctx: &Context, op: OpId, nested_effect_free: impl FnOnce() -> bool) -> bool {
    let Some(def) = op.def(ctx) else { return false };
    if def.traits.contains(Traits::TERMINATOR) || def.traits.contains(Traits::SYMBOL) {
        return false;
    }
    // MLIR's `wouldOpBeTriviallyDeadImpl`: the op's own effects are
    // removable (reads, effects on results it allocates: see
    // [`crate::effects`]), and so are those of its nested ops when it has
    // recursive effects.
    if !nested_effects_are_recursive_or_none(ctx, op) {
        return false;
    }
    if def.traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS) && !op.regions(ctx).is_empty() {
        return nested_effect_free();
    }
    true
}

/// Whether an op nested in a removable op keeps it so: its own effects are
/// removable (an op with recursive effects has none of its own).
pub fn nested_effects_are_recursive_or_none(ctx: &Context, op: OpId) -> bool {
    crate::effects::own_effects(ctx, op).is_some_and(MemoryEffects::removable)
}

/// Rewrites (folds, erasures and patterns) one round of the greedy driver
/// may make per op it starts with, plus a fixed allowance: beyond them the
/// round stops (see [`GreedyDriver::run`]'s convergence flag).
const REWRITES_PER_OP: usize = 100;
const REWRITES_PER_ROUND: usize = 10_000;

/// The greedy driver over the regions of one op.
pub struct GreedyDriver<'p> {
    patterns: Vec<&'p dyn RewritePattern>,
    /// Per root op name, the patterns to try on it in order: those rooted
    /// on it and those on any op, highest benefit first (merged once here,
    /// not per op).
    by_root: FxHashMap<&'static str, Vec<usize>>,
    /// The patterns for an op no pattern is rooted on.
    any_root: Vec<usize>,
    config: GreedyConfig,
    /// Ops taken off the worklist and tried so far: the driver's work,
    /// which must grow with the ops and rewrites, not with their product.
    visited: std::cell::Cell<usize>,
}

impl<'p> GreedyDriver<'p> {
    /// A driver for `set`'s patterns, highest benefit first.
    pub fn new(set: &'p PatternSet, config: GreedyConfig) -> Self {
        let mut patterns: Vec<&dyn RewritePattern> = set.patterns.iter().map(|b| &**b).collect();
        patterns.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        let mut by_root: FxHashMap<&'static str, Vec<usize>> = FxHashMap::default();
        let mut any_root = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match (p.root(), p.root_interface()) {
                (Some(r), _) => by_root.entry(r).or_default().push(i),
                (None, Some(interface)) => {
                    for def in crate::registry::Registry::global().op_defs() {
                        if def.interfaces.iter().any(|imp| imp.id == interface) {
                            by_root.entry(def.name).or_default().push(i);
                        }
                    }
                }
                (None, None) => any_root.push(i),
            }
        }
        for cands in by_root.values_mut() {
            cands.extend(&any_root);
            cands.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
        }
        GreedyDriver { patterns, by_root, any_root, config, visited: std::cell::Cell::new(0) }
    }

    /// How many times an op was taken off the worklist and tried (folded,
    /// erased or matched against patterns) in the runs so far.
    pub fn ops_visited(&self) -> usize {
        self.visited.get()
    }

    /// Runs to a fixed point over the regions of `op`. Returns whether the
    /// IR changed and whether it converged.
    pub fn run(&self, ctx: &mut Context, op: OpId) -> (bool, bool) {
        let mut changed_any = false;
        // Whether the IR is as it was when the region simplification
        // (which erases unreachable blocks too) last found nothing to do:
        // running it, or the erasure, again would find nothing either
        // (they depend on the IR alone), so the last round, which only
        // confirms that nothing changes, skips them.
        let mut settled = false;
        for _ in 0..self.config.max_iterations {
            // As MLIR 22's driver, whatever the region simplification level:
            // blocks no path reaches go before the patterns run. An op there
            // may use its own result (`%x = arith.addi %x, %c`), which
            // patterns do not expect: one would rewrite it forever.
            let unreachable = !settled && erase_unreachable_blocks(ctx, op);
            let changed = self.iterate(ctx, op);
            settled &= !changed;
            let simplified = self.config.region_simplification && !settled && simplify_regions(ctx, op);
            if self.config.region_simplification {
                settled = !simplified;
            }
            changed_any |= unreachable || changed || simplified;
            if !unreachable && !changed && !simplified {
                return (changed_any, true);
            }
        }
        (changed_any, false)
    }

    fn iterate(&self, ctx: &mut Context, root: OpId) -> bool {
        // As MLIR's driver fills its worklist: the ops in walk order
        // (pre-order, processed first to last, when top-down; post-order,
        // processed last to first, otherwise), each queued with its
        // ancestors below the root. A constant equal to one recorded before
        // is merged into it instead, which queues its users there and then
        // (MLIR's folder notifies the driver of that replacement); the
        // constants kept go to the front of their insertion region's entry
        // block.
        let order: Vec<OpId> = if self.config.top_down {
            root.walk_pre_order(ctx).into_iter().skip(1).collect()
        } else {
            let mut v = root.walk_post_order(ctx);
            v.pop();
            v
        };
        // Which ops are queued (mostly a dense bitmap: cheaper than
        // hashing every op in and out).
        let mut in_list = OpBitSet::over(&order);
        let mut list = Vec::with_capacity(order.len());
        let mut folder = ConstantFolder::default();
        let mut users = Vec::new();
        let mut changed = false;
        for op in order {
            if !ctx.is_alive(op) {
                continue;
            }
            if self.config.fold
                && op.has_trait(ctx, Traits::CONSTANT_LIKE)
                && folder.insert_known(ctx, op, root, &mut users)
            {
                changed = true;
                for u in users.drain(..) {
                    queue_with_ancestors(ctx, root, u, &mut list, &mut in_list);
                }
                continue;
            }
            // In pre-order an op's ancestors came first and are queued.
            if !self.config.top_down {
                queue_with_ancestors(ctx, root, op, &mut list, &mut in_list);
            } else if in_list.insert(op) {
                list.push(op);
            }
        }
        if self.config.top_down {
            list.reverse();
        }
        // The constant operands of the op being folded, reused from op to op.
        let mut operand_consts = Vec::new();
        // The patterns to try on each op name met, found by the name's
        // handle rather than by hashing its text for every op.
        let mut candidates: FxHashMap<OpName, &[usize]> = FxHashMap::default();
        // Patterns may rewrite an op that uses itself (possible in a graph
        // region) forever, each time into a new one: mlir-opt hangs there.
        // Here the round ends after a number of rewrites no input that
        // converges comes near, and the driver reports no convergence.
        let mut budget = REWRITES_PER_OP.saturating_mul(list.len()).saturating_add(REWRITES_PER_ROUND);
        // The lists of changes, reused from op to op.
        let mut changes = Changes::default();
        while let Some(op) = list.pop() {
            in_list.remove(op);
            if !ctx.is_alive(op) || op.parent_block(ctx).is_none() {
                continue;
            }
            self.visited.set(self.visited.get() + 1);
            let mut rw = Rewriter::listening_with(ctx, std::mem::take(&mut changes));
            let did = self.process(op, &mut rw, &mut operand_consts, &mut candidates);
            changes = rw.take_changes();
            if did {
                budget = match budget.checked_sub(1) {
                    Some(left) => left,
                    None => return true,
                };
                changed = true;
                // As MLIR's `addToWorklist`: each created or changed op
                // (the users of replaced results are among the changed ones)
                // and its ancestors below the root. Nothing is done per use
                // of a result, so a fold costs what it touches. An erased
                // op is never alive again (handles are not reused), so the
                // erased ones need no list of their own here.
                for &o in changes.created.iter().chain(&changes.modified) {
                    let mut cur = Some(o).filter(|&o| ctx.is_alive(o));
                    while let Some(x) = cur.filter(|&x| x != root) {
                        if in_list.insert(x) {
                            list.push(x);
                        }
                        cur = x.parent_op(ctx);
                    }
                }
            }
        }
        changed
    }

    fn process<'s>(
        &'s self,
        op: OpId,
        rw: &mut Rewriter<'_>,
        operand_consts: &mut Vec<Option<Attr>>,
        candidates: &mut FxHashMap<OpName, &'s [usize]>,
    ) -> bool {
        let ctx = rw.ctx();
        if is_trivially_dead(ctx, op) {
            rw.erase_op(op);
            return true;
        }
        // Constants are not folded (nor merged here: the scan of known
        // constants at the start of the next round does that).
        if self.config.fold && self.try_fold(op, rw, operand_consts) {
            return true;
        }
        let ctx = rw.ctx();
        let cands = *candidates
            .entry(op.name(ctx))
            .or_insert_with(|| self.by_root.get(op.name_str(ctx)).unwrap_or(&self.any_root));
        for &i in cands {
            rw.set_insertion_point_before(op);
            if self.patterns[i].match_and_rewrite(op, rw) {
                return true;
            }
            if !rw.ctx().is_alive(op) {
                return true;
            }
        }
        false
    }

    fn try_fold(&self, op: OpId, rw: &mut Rewriter<'_>, operands: &mut Vec<Option<Attr>>) -> bool {
        let ctx = rw.ctx();
        if !op.is_registered(ctx) || op.has_trait(ctx, Traits::CONSTANT_LIKE) {
            return false;
        }
        operands.clear();
        operands.extend(op.operands(ctx).iter().map(|&v| constant_value(ctx, v)));
        let folded = rw.try_modify_op_in_place(op, |ctx| {
            let r = crate::ods::fold_op(ctx, op, operands);
            let in_place = matches!(r, FoldResult::InPlace);
            (r, in_place)
        });
        match folded {
            FoldResult::Failure => false,
            FoldResult::InPlace => true,
            FoldResult::Results(results) => {
                // As MLIR 22's driver: constants are materialized right before
                // the folded op; the next round's scan of known constants
                // merges equal ones and hoists them.
                let mut values = Vec::new();
                let mut made = Vec::new();
                rw.set_insertion_point_before(op);
                for (i, r) in results.iter().enumerate() {
                    match r {
                        FoldValue::Value(v) => values.push(*v),
                        FoldValue::Attr(a) => {
                            let ty = op.result(rw.ctx(), i).ty(rw.ctx());
                            let loc = op.loc(rw.ctx());
                            let dialect = op.def(rw.ctx()).map_or("", |d| d.dialect());
                            match rw.materialize_constant(dialect, *a, ty, loc) {
                                Some(v) => {
                                    values.push(v);
                                    made.extend(v.defining_op(rw.ctx()));
                                }
                                None => {
                                    for c in made {
                                        rw.erase_op(c);
                                    }
                                    return false;
                                }
                            }
                        }
                    }
                }
                // A fold to the op's own result (only an op using itself
                // gives one) is no fold: replacing the op by itself cannot
                // erase it.
                if values.iter().enumerate().any(|(i, v)| *v == op.result(rw.ctx(), i)) {
                    for c in made {
                        rw.erase_op(c);
                    }
                    return false;
                }
                rw.replace_op(op, &values);
                true
            }
        }
    }
}

/// Queues `op` and its ancestors below `root` while the driver's list is
/// filled: nothing has left the list yet, so an ancestor found queued has
/// its own ancestors queued too.
fn queue_with_ancestors(ctx: &Context, root: OpId, op: OpId, list: &mut Vec<OpId>, in_list: &mut OpBitSet) {
    let mut cur = Some(op);
    while let Some(x) = cur.filter(|&x| x != root) {
        if !in_list.insert(x) {
            break;
        }
        list.push(x);
        cur = x.parent_op(ctx);
    }
}

/// Uniques constants per insertion region (the closest region whose op is
/// isolated from above or unregistered: an unknown op may be isolated, so
/// no value may cross into it), placing them at the start of its entry
/// block, as MLIR's `OperationFolder` does.
#[derive(Default)]
struct ConstantFolder {
    /// (region, dialect, value, type) -> constant op
    map: FxHashMap<(RegionId, Attr, Type, &'static str), OpId>,
    /// Constants the folder placed or recorded (MLIR's folder-owned constants).
    owned: FxHashSet<OpId>,
}

impl ConstantFolder {
    fn insertion_region(ctx: &Context, op: OpId, root: OpId) -> Option<RegionId> {
        let mut cur = op;
        loop {
            let region = cur.parent_region(ctx)?;
            let parent = region.parent_op(ctx)?;
            if parent == root || parent.might_have_trait(ctx, Traits::ISOLATED_FROM_ABOVE) {
                return Some(region);
            }
            cur = parent;
        }
    }

    /// MLIR's `insertKnownConstant` for a constant found in the IR: merged
    /// into an equal recorded one (returns true: the IR changed; `users`
    /// gets the ops that used it, in use order, for the driver to queue),
    /// or recorded and moved to the front of its insertion region's entry
    /// block unless it is there already or follows a recorded constant
    /// (at an unknown location when it comes from another block).
    fn insert_known(&mut self, ctx: &mut Context, op: OpId, root: OpId, users: &mut Vec<OpId>) -> bool {
        let Some(value) = constant_attr_of(ctx, op) else { return false };
        let Some(ty) = op.results(ctx).next().map(|r| r.ty(ctx)) else { return false };
        let Some(region) = Self::insertion_region(ctx, op, root) else { return false };
        let Some(dialect) = op.def(ctx).map(|d| d.dialect()) else { return false };
        let key = (region, value, ty, dialect);
        if let Some(&existing) = self.map.get(&key) {
            if existing != op && ctx.is_alive(existing) {
                for r in op.results(ctx) {
                    users.extend(ctx.uses(r).map(|(u, _)| u));
                }
                let vals: Vec<Value> = existing.results(ctx).collect();
                ctx.replace_op_results(op, &vals);
                let _ = ctx.erase_op(op);
                // MLIR's `erasedFoldedLocation`.
                let unknown = ctx.unknown_loc();
                ctx.set_loc(existing, unknown);
                return true;
            }
        }
        let Some(entry) = region.entry_block(ctx) else { return false };
        let first = entry.first_op(ctx);
        let after_owned = op.prev_op(ctx).is_some_and(|p| self.owned.contains(&p));
        let from_elsewhere = op.parent_block(ctx) != Some(entry);
        if from_elsewhere || (first != Some(op) && !after_owned) {
            match first {
                Some(f) if f != op => ctx.move_op_before(op, f),
                Some(_) => {}
                None => {
                    ctx.detach_op(op);
                    ctx.append_op(entry, op);
                }
            }
        }
        // As MLIR: a constant moved out of another block loses its location.
        if from_elsewhere {
            let unknown = ctx.unknown_loc();
            ctx.set_loc(op, unknown);
        }
        self.map.insert(key, op);
        self.owned.insert(op);
        false
    }
}

pub use crate::simplify::{erase_unreachable_blocks, simplify_regions};

/// Runs the canonicalization patterns and folders of every registered op
/// over the regions of `op`. With `test_convergence`, failing to converge is
/// an error.
pub fn canonicalize(
    ctx: &mut Context,
    op: OpId,
    config: GreedyConfig,
    test_convergence: bool,
) -> Result<(), Diagnostic> {
    let driver = GreedyDriver::new(PatternSet::canonicalization_patterns(), config);
    let (_, converged) = driver.run(ctx, op);
    if test_convergence && !converged {
        return Err(Diagnostic::error(op.loc(ctx), "pattern application did not converge"));
    }
    Ok(())
}

/// Common subexpression elimination over the regions of `op`, as MLIR's
/// CSE pass: an op free of memory effects that repeats a known one (same
/// name, operands, attributes and result types, and regions of one block
/// each that are equivalent) is replaced by it; an unused one is erased.
/// Ops are known in the blocks their block dominates (a walk of each
/// region's dominator tree); a region of one block is one scope, graph
/// regions of several blocks are left alone. The regions of an op are
/// processed before the op itself, and the regions of an isolated op start
/// with no known ops. Explicit stacks (not recursion) walk the regions, so
/// nesting depth is bounded by memory.
pub fn cse(ctx: &mut Context, op: OpId) -> bool {
    let mut cse =
        Cse { tables: vec![CseTable::default()], effects: FxHashMap::default(), dead: Vec::new(), changed: false };
    let mut stack: Vec<CseFrame> = op.regions(ctx).iter().rev().map(|&r| CseFrame::region(ctx, r, false)).collect();
    while let Some(frame) = stack.last_mut() {
        match frame {
            CseFrame::Op { op, regions, next, isolated } => {
                if let Some(&r) = regions.get(*next) {
                    *next += 1;
                    let isolated = *isolated;
                    if isolated {
                        cse.tables.push(CseTable::default());
                    }
                    stack.push(CseFrame::region(ctx, r, isolated));
                    continue;
                }
                let op = *op;
                stack.pop();
                cse.simplify(ctx, op);
            }
            CseFrame::Region { blocks, block, ops, next, open, own_table } => {
                let table = cse.tables.last_mut().expect("a table is in use");
                let Some(&o) = ops.get(*next) else {
                    // The next block in the walk of the dominator tree: the
                    // scopes of blocks that do not dominate it end.
                    match blocks.get(*block) {
                        Some(&(b, depth)) => {
                            while *open > depth {
                                table.end_scope();
                                *open -= 1;
                            }
                            *block += 1;
                            *ops = b.ops(ctx);
                            *next = 0;
                            table.begin_scope();
                            *open += 1;
                        }
                        None => {
                            for _ in 0..*open {
                                table.end_scope();
                            }
                            if *own_table {
                                cse.tables.pop();
                            }
                            stack.pop();
                        }
                    }
                    continue;
                };
                *next += 1;
                if !ctx.is_alive(o) {
                    continue;
                }
                if o.regions(ctx).is_empty() {
                    cse.simplify(ctx, o);
                } else {
                    let isolated = o.might_have_trait(ctx, Traits::ISOLATED_FROM_ABOVE);
                    stack.push(CseFrame::Op { op: o, regions: o.regions(ctx).to_vec(), next: 0, isolated });
                }
            }
        }
    }
    // As MLIR, dead ops go at the end: until then their effects (such as
    // writing a result they allocate) count between the ops they separate.
    for o in std::mem::take(&mut cse.dead) {
        if ctx.is_alive(o) && ctx.erase_op(o).is_ok() {
            cse.changed = true;
        }
    }
    cse.changed
}

type CseKey = (crate::context::OpName, Vec<Value>, Option<Attr>, Option<Attr>, Vec<Type>);

/// What an op must share with another to be equivalent, regions apart:
/// name, operands (in any order for a commutative op, as MLIR's
/// `OperationEquivalence` sorts them), attributes and result types.
fn cse_key(ctx: &Context, o: OpId) -> CseKey {
    let mut operands = o.operands(ctx).to_vec();
    if o.might_have_trait(ctx, Traits::COMMUTATIVE) {
        operands.sort_unstable();
    }
    (o.name(ctx), operands, o.properties(ctx), o.discardable_attrs(ctx), o.result_types(ctx))
}

/// One level of [`cse`]'s explicit stack.
enum CseFrame {
    /// An op whose regions are processed before the op itself.
    Op { op: OpId, regions: Vec<RegionId>, next: usize, isolated: bool },
    /// A region, block by block in a walk of its dominator tree (with each
    /// block's depth); `ops` are those of block `block - 1`, and `open`
    /// scopes of known ops are open, one per block on the path to it.
    Region { blocks: Vec<(BlockId, usize)>, block: usize, ops: Vec<OpId>, next: usize, open: usize, own_table: bool },
}

impl CseFrame {
    fn region(ctx: &Context, r: RegionId, own_table: bool) -> Self {
        let all = r.blocks(ctx);
        let blocks = match all.len() {
            0 | 1 => all.into_iter().map(|b| (b, 0)).collect(),
            // MLIR leaves graph regions of several blocks alone.
            _ if r.parent_op(ctx).is_some_and(|p| p.has_trait(ctx, Traits::HAS_ONLY_GRAPH_REGION)) => Vec::new(),
            _ => crate::dominance::BlockDominance::new(ctx, r).tree_preorder(ctx, r),
        };
        CseFrame::Region { blocks, block: 0, ops: Vec::new(), next: 0, open: 0, own_table }
    }
}

/// The state of one [`cse`] run.
struct Cse {
    /// The known ops: one table per isolated op being processed.
    tables: Vec<CseTable>,
    /// The memory effects of an op, with those of its nested ops when it
    /// has recursive effects (`None`: unknown), remembered so nested ops
    /// are looked at once.
    effects: FxHashMap<OpId, Option<MemoryEffects>>,
    /// Trivially dead ops, erased once the walk is done.
    dead: Vec<OpId>,
    changed: bool,
}

impl Cse {
    /// MLIR's `simplifyOperation`: erases `o` when it is trivially dead,
    /// replaces it by an equivalent known op, or makes it known. An op
    /// without effects is replaced by any equivalent op known here; one
    /// that only reads, by an equivalent op earlier in its block when
    /// nothing between may write.
    fn simplify(&mut self, ctx: &mut Context, o: OpId) {
        let Some(def) = o.def(ctx) else { return };
        if def.traits.contains(Traits::TERMINATOR) {
            return;
        }
        let Some(effects) = self.effects_of(ctx, o) else { return };
        let unused = o.results(ctx).all(|r| !r.has_uses(ctx));
        if unused && !def.traits.contains(Traits::SYMBOL) && effects.removable() {
            self.dead.push(o);
            return;
        }
        // A reading op must declare its reads itself (MLIR's
        // `hasSingleEffect<Read>` asks the op's own interface): reads of
        // nested ops keep their parent.
        let reads = !effects.is_empty();
        let own_reads = !o.might_have_trait(ctx, Traits::RECURSIVE_MEMORY_EFFECTS) && effects.only_reads();
        if o.num_results(ctx) == 0 || reads && !own_reads {
            return;
        }
        let regions = o.regions(ctx);
        if regions.iter().any(|r| r.entry_block(ctx).is_some_and(|e| e.next_block(ctx).is_some())) {
            return;
        }
        let key = cse_key(ctx, o);
        let table = self.tables.last_mut().expect("a table is in use");
        if let Some(prev) = table.find(ctx, &key, o) {
            if !reads || prev.parent_block(ctx) == o.parent_block(ctx) && !table.write_between(ctx, prev, o) {
                let vals: Vec<Value> = prev.results(ctx).collect();
                if o.parent_region(ctx).is_none_or(|r| crate::dominance::has_ssa_dominance(ctx, r)) {
                    ctx.replace_op_results(o, &vals);
                } else {
                    // In a graph region, as MLIR: ops already made known may
                    // use `o` before it is defined, and keep that use.
                    let table = &self.tables[self.tables.len() - 1];
                    for (from, to) in o.results(ctx).collect::<Vec<_>>().into_iter().zip(vals) {
                        ctx.replace_uses_where(from, to, |ctx, user| !table.knows(ctx, user));
                    }
                }
                self.changed = true;
                if o.results(ctx).all(|r| !r.has_uses(ctx)) {
                    let _ = ctx.erase_op(o);
                }
                return;
            }
        }
        table.added.push(key.clone());
        table.known.entry(key).or_default().push(o);
    }

    /// [`crate::effects::memory_effects`] on an explicit stack, with each
    /// nested op's effects remembered.
    fn effects_of(&mut self, ctx: &Context, op: OpId) -> Option<MemoryEffects> {
        // (op, whether its nested ops were pushed)
        let mut stack = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if self.effects.contains_key(&o) {
                continue;
            }
            let own = crate::effects::own_effects(ctx, o);
            let recursive = own.is_some() && o.might_have_trait(ctx, Traits::RECURSIVE_MEMORY_EFFECTS);
            if !recursive {
                self.effects.insert(o, own);
                continue;
            }
            let nested = o.regions(ctx).iter().flat_map(|r| r.blocks(ctx)).flat_map(|b| b.ops(ctx));
            if expanded {
                let all = nested.into_iter().try_fold(own.unwrap_or(MemoryEffects::NONE), |all, n| {
                    Some(all.union(self.effects.get(&n).copied().flatten()?))
                });
                self.effects.insert(o, all);
            } else {
                stack.push((o, true));
                stack.extend(nested.into_iter().map(|n| (n, false)));
            }
        }
        self.effects[&op]
    }
}

/// Whether the regions of `a` and `b` are equivalent, as MLIR's
/// `OperationEquivalence` compares them ignoring locations: the same
/// structure, op by op the same names, attributes and types, and operands
/// that are the same value outside or corresponding values inside.
fn equivalent_bodies(ctx: &Context, a: OpId, b: OpId) -> bool {
    if a.regions(ctx).is_empty() && b.regions(ctx).is_empty() {
        return true;
    }
    let (xs, ys) = (a.walk_pre_order(ctx), b.walk_pre_order(ctx));
    if xs.len() != ys.len() {
        return false;
    }
    // Values and blocks defined inside `a`, mapped to those of `b`.
    let mut values: FxHashMap<Value, Value> = FxHashMap::default();
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    for (&x, &y) in xs.iter().zip(&ys) {
        if x.name(ctx) != y.name(ctx)
            || x.result_types(ctx) != y.result_types(ctx)
            || x.properties(ctx) != y.properties(ctx)
            || x.discardable_attrs(ctx) != y.discardable_attrs(ctx)
            || x.num_operands(ctx) != y.num_operands(ctx)
            || x.successors(ctx).len() != y.successors(ctx).len()
            || x.regions(ctx).len() != y.regions(ctx).len()
        {
            return false;
        }
        values.extend(x.results(ctx).zip(y.results(ctx)));
        for (&rx, &ry) in x.regions(ctx).iter().zip(y.regions(ctx)) {
            let (bx, by) = (rx.blocks(ctx), ry.blocks(ctx));
            if bx.len() != by.len() {
                return false;
            }
            for (&p, &q) in bx.iter().zip(&by) {
                let (ax, ay) = (p.args(ctx), q.args(ctx));
                if ax.len() != ay.len() || p.ops(ctx).len() != q.ops(ctx).len() {
                    return false;
                }
                if ax.iter().zip(ay).any(|(u, v)| u.ty(ctx) != v.ty(ctx)) {
                    return false;
                }
                values.extend(ax.iter().copied().zip(ay.iter().copied()));
                blocks.insert(p, q);
            }
        }
    }
    xs.iter().zip(&ys).all(|(&x, &y)| {
        let same_operands = if x.might_have_trait(ctx, Traits::COMMUTATIVE) {
            // In any order, as MLIR's `OperationEquivalence` compares them.
            let mut u: Vec<Value> = x.operands(ctx).iter().map(|u| *values.get(u).unwrap_or(u)).collect();
            let mut v = y.operands(ctx).to_vec();
            u.sort_unstable();
            v.sort_unstable();
            u == v
        } else {
            x.operands(ctx).iter().zip(y.operands(ctx)).all(|(u, v)| values.get(u).unwrap_or(u) == v)
        };
        same_operands && x.successors(ctx).iter().zip(y.successors(ctx)).all(|(p, q)| blocks.get(p).unwrap_or(p) == q)
    })
}

/// The known ops, in nested scopes (one per block on the path of the
/// dominator tree being walked): one map and a log of the keys each scope
/// added, so a lookup costs the same at any depth. Ops with regions share
/// a key when only their regions differ, so a key holds several.
#[derive(Default)]
struct CseTable {
    known: FxHashMap<CseKey, Vec<OpId>>,
    added: Vec<CseKey>,
    scope_starts: Vec<usize>,
    /// For a known reading op: the last op after it up to which its block
    /// has been found free of writes, or that a write follows it.
    scanned: FxHashMap<OpId, Result<OpId, ()>>,
}

impl CseTable {
    /// The latest known op equivalent to `o`, whose key is `key`.
    fn find(&self, ctx: &Context, key: &CseKey, o: OpId) -> Option<OpId> {
        self.known.get(key)?.iter().rev().copied().find(|&k| equivalent_bodies(ctx, k, o))
    }
    /// Whether an op equivalent to `o` is known (MLIR's `knownValues.count`).
    fn knows(&self, ctx: &Context, o: OpId) -> bool {
        self.find(ctx, &cse_key(ctx, o), o).is_some()
    }
    fn begin_scope(&mut self) {
        self.scope_starts.push(self.added.len());
    }
    fn end_scope(&mut self) {
        let start = self.scope_starts.pop().unwrap_or(0);
        for key in self.added.drain(start..).rev() {
            if let Some(ops) = self.known.get_mut(&key) {
                ops.pop();
                if ops.is_empty() {
                    self.known.remove(&key);
                }
            }
        }
    }

    /// Whether an op between `from` and `to` (of one block) may write
    /// memory (MLIR's `hasOtherSideEffectingOpInBetween`); each stretch of
    /// the block is scanned once per known op.
    fn write_between(&mut self, ctx: &Context, from: OpId, to: OpId) -> bool {
        let mut last = match self.scanned.get(&from) {
            Some(Err(())) => return true,
            Some(&Ok(last)) => last,
            None => from,
        };
        while let Some(o) = last.next_op(ctx).filter(|&o| o != to) {
            if crate::effects::memory_effects(ctx, o).is_none_or(|e| e.write) {
                self.scanned.insert(from, Err(()));
                return true;
            }
            last = o;
        }
        // `to` is about to be erased (merged), or to be known itself.
        self.scanned.insert(from, Ok(last));
        false
    }
}

/// A set of ops: a bitmap over the span of arena indices of the ops it is
/// made for (a region's ops, consecutive in the arena as parsed), and a
/// hash set for the others (ops made since, at the arena's end): a bitmap
/// up to the arena's end would cost the whole arena for each function.
struct OpBitSet {
    first: usize,
    words: Vec<u64>,
    others: FxHashSet<OpId>,
}

impl OpBitSet {
    /// An empty set with its bitmap over the span of `ops` when they fill
    /// much of it.
    fn over(ops: &[OpId]) -> Self {
        let span = crate::entity::dense_span(ops.iter().map(|o| o.index())).unwrap_or(0..0);
        OpBitSet { first: span.start, words: vec![0; span.len().div_ceil(64)], others: FxHashSet::default() }
    }
    /// The word and bit of `op` in the bitmap, if it falls there.
    fn bit(&self, op: OpId) -> Option<(usize, u64)> {
        let i = op.index().checked_sub(self.first)?;
        (i / 64 < self.words.len()).then(|| (i / 64, 1 << (i % 64)))
    }
    /// Adds `op`; false when it was there already.
    fn insert(&mut self, op: OpId) -> bool {
        match self.bit(op) {
            Some((w, b)) => {
                let had = self.words[w] & b != 0;
                self.words[w] |= b;
                !had
            }
            None => self.others.insert(op),
        }
    }
    fn remove(&mut self, op: OpId) {
        match self.bit(op) {
            Some((w, b)) => self.words[w] &= !b,
            None => {
                self.others.remove(&op);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_ir_core::entity::EntityRef;

    /// Ops inside the bitmap's span and outside it (made later, or before)
    /// are added and removed alike.
    #[test]
    fn op_set_holds_ops_inside_and_outside_its_bitmap() {
        let op = OpId::new;
        let mut set = OpBitSet::over(&[op(100), op(130), op(101)]);
        for o in [op(100), op(129), op(5), op(1_000_000)] {
            assert!(set.insert(o), "{o:?} is new");
            assert!(!set.insert(o), "{o:?} is there");
            set.remove(o);
            assert!(set.insert(o), "{o:?} was removed");
        }
        let mut empty = OpBitSet::over(&[]);
        assert!(empty.insert(op(0)) && !empty.insert(op(0)));
    }

    #[test]
    fn ops_of_a_lent_builder_are_announced() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let loc = ctx.unknown_loc();
        let block = ctx.create_block();
        let mut rw = Rewriter::listening(&mut ctx);
        rw.set_insertion_point_to_end(block);
        let (a, b) = rw.build(|b| {
            let a = b.state("x.a", loc);
            let a = b.insert(a);
            let s = b.state("x.b", loc);
            (a, b.insert(s))
        });
        assert_eq!(rw.take_changes().created, vec![a, b]);
        assert_eq!(block.ops(rw.ctx()), vec![a, b]);
    }
}
