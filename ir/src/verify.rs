//! The verifier: structure first (terminators, successors, region traits,
//! isolation, symbol tables, dominance), then each registered op's own
//! checks, with MLIR's messages at the op's location.

use crate::attrs::Attr;
use crate::context::{BlockId, Context, IsolatedCopies, OpId, RegionId, Value};
use crate::diag::Diagnostic;
use crate::dominance::BlockDominance;
use crate::entity::Positions;
use crate::interfaces::SymbolUserOpInterfaceOp;
use crate::registry::Traits;
use crate::symbol_table::SymbolTableCollection;
use rustc_hash::{FxHashMap, FxHashSet};

/// `SingleBlockImplicitTerminator`'s region check (MLIR's
/// `verifyRegionTrait`): each non-empty region ends with the implicit
/// terminator, which the custom form may leave out, so another terminator
/// would be lost there.
fn verify_implicit_terminator(ctx: &Context, op: OpId, term: &str) -> Result<(), Diagnostic> {
    for &r in op.regions(ctx) {
        let Some(last) = r.entry_block(ctx).and_then(|b| b.last_op(ctx)) else { continue };
        let found = last.name_str(ctx);
        if found != term {
            return Err(op_error(ctx, op, format!("expects regions to end with '{term}', found '{found}'")).with_note(
                op.loc(ctx),
                format!("in custom textual format, the absence of terminator implies '{term}'"),
            ));
        }
    }
    Ok(())
}

/// An error about `op`: `'name' op message` at its location.
pub fn op_error(ctx: &Context, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    let mut d = Diagnostic::error(op.loc(ctx), format!("'{}' op {}", op.name_str(ctx), msg));
    d.op = Some(op);
    d
}

/// A dialect's checks of the attributes whose names start with its
/// namespace (`shape.lib`). Register it in `dialect!` with
/// `interfaces = [...]`; start from [`DialectAttrVerifier::NONE`].
pub struct DialectAttrVerifier {
    /// MLIR's `verifyOperationAttribute`: a discardable attribute of any op.
    pub operation: Option<OpAttrVerifyFn>,
    /// MLIR's `verifyRegionArgAttribute`: an attribute of argument `arg` of
    /// region `region` of the op (a function's argument attributes).
    pub region_arg: Option<RegionAttrVerifyFn>,
    /// MLIR's `verifyRegionResultAttribute`: likewise for results.
    pub region_result: Option<RegionAttrVerifyFn>,
}

/// A check of a discardable attribute of an op: op, name, value.
pub type OpAttrVerifyFn = fn(&Context, OpId, &str, Attr) -> Result<(), Diagnostic>;

/// A check of an attribute of a region's argument or result: op, region
/// index, argument or result index, name, value.
pub type RegionAttrVerifyFn = fn(&Context, OpId, usize, usize, &str, Attr) -> Result<(), Diagnostic>;

impl DialectAttrVerifier {
    /// No checks: start from this with `..`.
    pub const NONE: DialectAttrVerifier =
        DialectAttrVerifier { operation: None, region_arg: None, region_result: None };
}

/// The [`DialectAttrVerifier`] of the dialect that owns attribute `name`.
fn attr_verifier(ctx: &Context, name: &str) -> Option<&'static DialectAttrVerifier> {
    let (dialect, _) = name.split_once('.')?;
    ctx.registry().dialect(dialect)?.interface::<DialectAttrVerifier>()
}

/// Runs the [`DialectAttrVerifier`]s of the dialects that own `op`'s
/// discardable attributes, as MLIR's verifier does before the op's own checks.
fn verify_dialect_attrs(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(dict) = op.discardable_attrs(ctx) else { return Ok(()) };
    for &(name, value) in dict.as_dictionary(ctx).unwrap_or(&[]) {
        let name = ctx.str(name);
        if let Some(f) = attr_verifier(ctx, name).and_then(|v| v.operation) {
            f(ctx, op, name, value)?;
        }
    }
    Ok(())
}

/// Checks attribute `name` of argument (`result == false`) or result
/// `index` of region `region` of `op` with the owning dialect's
/// [`DialectAttrVerifier`], as MLIR's function-like ops do for their
/// argument and result attributes.
pub fn verify_region_value_attr(
    ctx: &Context,
    op: OpId,
    region: usize,
    index: usize,
    result: bool,
    name: &str,
    value: Attr,
) -> Result<(), Diagnostic> {
    let Some(v) = attr_verifier(ctx, name) else { return Ok(()) };
    match if result { v.region_result } else { v.region_arg } {
        Some(f) => f(ctx, op, region, index, name, value),
        None => Ok(()),
    }
}

/// Verifies `op` and everything nested in it.
pub fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_all(ctx, op).map_err(|mut v| v.swap_remove(0))
}

/// Verifies `op` and everything nested in it, returning every error MLIR
/// would report: like MLIR, the nested isolated-from-above ops (modules,
/// functions) are verified independently of each other, so each failing
/// one contributes its first error; otherwise verification stops at the
/// first error.
///
/// With [`Context::multithreading`] set, the isolated ops nested in one op
/// are verified on several threads (as MLIR's `parallelForEach`), and their
/// diagnostics are put back in op order, so the result is the
/// single-threaded one.
pub fn verify_all(ctx: &Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier::new(ctx, ctx.multithreading);
    if let Err(d) = v.verify_isolated(op) {
        v.errors.insert(0, d);
    }
    // Errors of nested isolated ops are reported in op order, before the
    // error they caused in their parent.
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// [`verify_all`] of `op`, whose isolated ops may hold their bodies in
/// `copies` (the parser's, see [`IsolatedCopies`]): each copy is
/// verified where it is, on several threads, inside a copy of its parent,
/// and `op` without them. Where that may not stand for verifying in place
/// (a copy's parent is not `op`, or a copy holds a symbol user, which
/// `op`'s symbol table checks), or where an error was found, the copies are
/// put back first and `op` verified whole, so that errors read as always.
pub fn verify_all_with_copies(ctx: &mut Context, op: OpId, copies: &mut IsolatedCopies) -> Result<(), Vec<Diagnostic>> {
    if !copies.is_empty() {
        if let Some(apart) = verify_copies(ctx, op, copies) {
            let mut v = Verifier::new(ctx, ctx.multithreading);
            v.verified_apart = apart;
            if v.verify_isolated(op).is_ok() && v.errors.is_empty() {
                return Ok(());
            }
        }
        copies.put_back(ctx);
    }
    verify_all(ctx, op)
}

/// Verifies the copies of the isolated ops of `parent`, on several
/// threads with [`Context::multithreading`]; the ops they stand for when
/// all of them verify.
fn verify_copies(ctx: &Context, parent: OpId, copies: &mut IsolatedCopies) -> Option<FxHashSet<OpId>> {
    let kept = copies.iter_mut();
    if kept.iter().any(|&(o, ..)| o.parent_op(ctx) != Some(parent)) {
        return None;
    }
    let ops: FxHashSet<OpId> = kept.iter().map(|&(o, ..)| o).collect();
    if !ctx.multithreading {
        let all = kept.into_iter().all(|(_, c, copy)| verify_apart(ctx, parent, c, copy));
        return all.then_some(ops);
    }
    let cells: Vec<std::sync::Mutex<Option<(&mut Context, OpId)>>> =
        kept.into_iter().map(|(_, c, copy)| std::sync::Mutex::new(Some((c, copy)))).collect();
    let verified = crate::parallel::map_indices(
        cells.len(),
        || (),
        |_, i| {
            let taken = cells[i].lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
            taken.is_some_and(|(c, copy)| verify_apart(ctx, parent, c, copy))
        },
    );
    verified.into_iter().all(|ok| ok).then_some(ops)
}

/// Whether `copy`, alone in `c`, verifies inside a copy of `parent` (of
/// `shared`, with nothing else in it) and holds no symbol user.
fn verify_apart(shared: &Context, parent: OpId, c: &mut Context, copy: OpId) -> bool {
    let shell = c.import_op_shell(shared, parent);
    // `parent` holds the op `copy` stands for: it has a region.
    let region = shell.regions(c)[0];
    let block = c.create_block();
    c.append_block(region, block);
    c.append_op(block, copy);
    let ok = {
        let mut v = Verifier::new(c, false);
        let verified = v.verify_isolated(copy).is_ok() && v.errors.is_empty();
        verified && !holds_symbol_user(c, copy)
    };
    c.detach_op(copy);
    c.erase_op(shell).expect("a shell without results is erased");
    ok
}

/// Whether an op nested in `op` uses symbols.
fn holds_symbol_user(ctx: &Context, op: OpId) -> bool {
    let mut regions = op.regions(ctx).to_vec();
    while let Some(r) = regions.pop() {
        for b in r.blocks(ctx) {
            for o in b.op_iter(ctx) {
                if SymbolUserOpInterfaceOp::get(ctx, o).is_some() {
                    return true;
                }
                regions.extend_from_slice(o.regions(ctx));
            }
        }
    }
    false
}

struct Verifier<'a> {
    ctx: &'a Context,
    /// Verify the isolated ops nested in one op on several threads.
    parallel: bool,
    /// Isolated ops verified elsewhere (in their copies): passed over.
    verified_apart: FxHashSet<OpId>,
    /// The position of each op in its block, computed per block on demand
    /// (sized to the block, not to the arena: one verifier runs per
    /// function after each pass).
    positions: FxHashMap<BlockId, Positions<OpId>>,
    /// Block dominance per region, computed on demand.
    doms: FxHashMap<RegionId, BlockDominance>,
    /// Errors of nested isolated ops beyond the first one returned.
    errors: Vec<Diagnostic>,
}

/// An op being verified: its own checks passed, its nested ops are next.
/// The verifier keeps these on an explicit stack, so nesting depth is
/// bounded by memory, not by the machine stack.
struct Frame {
    op: OpId,
    /// Verified as an isolated op: dominance is checked at the end, and an
    /// error goes to the parent's list of failed isolated ops instead of
    /// failing the parent.
    isolated: bool,
    /// The blocks of the op's regions with their ops that are not
    /// isolated, verified first, in order; then the isolated ones.
    nested: Vec<Step>,
    next_nested: usize,
    nested_isolated: Vec<OpId>,
    next_isolated: usize,
    failed: Vec<Diagnostic>,
}

/// What a [`Frame`] verifies next.
#[derive(Clone, Copy)]
enum Step {
    /// MLIR's `verifyOnEntrance(Block&)`, before the block's ops.
    EnterBlock(BlockId),
    Op(OpId),
    /// MLIR's `verifyOnExit(Block&)`, after the block's ops.
    ExitBlock(BlockId),
}

impl Frame {
    fn new(ctx: &Context, op: OpId, isolated: bool, verified_apart: &FxHashSet<OpId>) -> Self {
        let mut nested = Vec::new();
        let mut nested_isolated = Vec::new();
        for &r in op.regions(ctx) {
            for b in r.blocks(ctx) {
                nested.push(Step::EnterBlock(b));
                for o in b.op_iter(ctx) {
                    if is_isolated(ctx, o) {
                        if !verified_apart.contains(&o) {
                            nested_isolated.push(o);
                        }
                    } else {
                        nested.push(Step::Op(o));
                    }
                }
                nested.push(Step::ExitBlock(b));
            }
        }
        Frame { op, isolated, nested, next_nested: 0, nested_isolated, next_isolated: 0, failed: Vec::new() }
    }
}

impl<'a> Verifier<'a> {
    fn new(ctx: &'a Context, parallel: bool) -> Self {
        Verifier {
            ctx,
            parallel,
            verified_apart: FxHashSet::default(),
            positions: FxHashMap::default(),
            doms: FxHashMap::default(),
            errors: Vec::new(),
        }
    }

    /// An isolated op: its own checks and nested ops, then the dominance of
    /// its regions (MLIR's `verifyOpAndDominance`). Nested ops are verified
    /// after their parent's own checks and before its region checks; those
    /// with isolated regions after the others, each independently.
    fn verify_isolated(&mut self, top: OpId) -> Result<(), Diagnostic> {
        let mut stack: Vec<Frame> = Vec::new();
        let mut next = Some((top, true));
        loop {
            // Start the next op, or go on with the innermost started one.
            let (mut result, mut isolated) = if let Some((op, isolated)) = next.take() {
                match self.verify_op_itself(op) {
                    Ok(()) => {
                        stack.push(Frame::new(self.ctx, op, isolated, &self.verified_apart));
                        continue;
                    }
                    Err(d) => (Err(d), isolated),
                }
            } else {
                let f = stack.last_mut().expect("an op is being verified");
                if let Some(&step) = f.nested.get(f.next_nested) {
                    f.next_nested += 1;
                    let op = f.op;
                    let checked = match step {
                        // An op without regions (most of them) is checked at
                        // once, without a frame of its own: its error fails
                        // the parent, as an error of the parent's blocks does.
                        Step::Op(o) if o.regions(self.ctx).is_empty() => {
                            self.verify_op_itself(o).and_then(|()| self.region_checks(o, false))
                        }
                        Step::Op(o) => {
                            next = Some((o, false));
                            continue;
                        }
                        Step::EnterBlock(b) => self.verify_block_entrance(op, b),
                        Step::ExitBlock(b) => self.verify_block_exit(op, b),
                    };
                    match checked {
                        Ok(()) => continue,
                        Err(d) => {
                            let f = stack.pop().expect("an op is being verified");
                            (Err(d), f.isolated)
                        }
                    }
                } else if self.parallel
                    && f.next_isolated == 0
                    && f.nested_isolated.len() > 1
                    && crate::parallel::threads() > 1
                {
                    // The isolated ops at once, each as the single-threaded
                    // walk would verify it; their errors in op order.
                    let ops = std::mem::take(&mut f.nested_isolated);
                    for (result, errors) in verify_isolated_in_parallel(self.ctx, &ops) {
                        self.errors.extend(errors);
                        if let Err(d) = result {
                            f.failed.push(d);
                        }
                    }
                    continue;
                } else if let Some(&o) = f.nested_isolated.get(f.next_isolated) {
                    f.next_isolated += 1;
                    next = Some((o, true));
                    continue;
                } else {
                    let f = stack.pop().expect("an op is being verified");
                    let isolated = f.isolated;
                    (self.finish_op(f), isolated)
                }
            };
            // Hand the finished op's result to its parent: an error of a
            // non-isolated op fails the parent too.
            loop {
                let Some(parent) = stack.last_mut() else { return result };
                match result {
                    Ok(()) => break,
                    Err(d) if isolated => {
                        parent.failed.push(d);
                        break;
                    }
                    Err(d) => {
                        isolated = parent.isolated;
                        stack.pop();
                        result = Err(d);
                    }
                }
            }
        }
    }

    /// The checks of `op` that come before its nested ops.
    fn verify_op_itself(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let def = op.def(ctx);
        if def.is_none() {
            let name = op.name_str(ctx);
            let dialect = op.dialect_name(ctx);
            if ctx.registry().dialect(dialect).is_some_and(|d| !d.allow_unknown_ops) {
                let mut d = Diagnostic::error(
                    op.loc(ctx),
                    format!(
                        "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown \
                         operations"
                    ),
                );
                d.op = Some(op);
                return Err(d);
            }
        }
        let traits = def.map_or(Traits::NONE, |d| d.traits);
        if def.is_some_and(|d| d.name == "builtin.module") {
            verify_module_counts(ctx, op)?;
        }
        // Structural traits come first, as in MLIR, each over all regions.
        // Upstream ops list `SingleBlockImplicitTerminator` before
        // `NoRegionArguments`, and get the `SingleBlock` of a graph region
        // without terminator appended after it.
        let single_block_first = def.is_some_and(|d| d.implicit_terminator.is_some());
        if single_block_first {
            verify_single_block(ctx, op, traits)?;
        }
        verify_no_region_arguments(ctx, op, traits)?;
        if !single_block_first {
            verify_single_block(ctx, op, traits)?;
        }
        for &r in op.regions(ctx) {
            verify_successor_placement(ctx, r)?;
        }
        if def.is_some_and(|d| d.name == "builtin.module") && op.regions(ctx)[0].blocks(ctx).len() != 1 {
            return Err(op_error(
                ctx,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
        // A generated op checks its place after its invariants
        // (`ods::verify_op`), where MLIR's `IsTerminator` runs.
        if def.is_none_or(|d| d.verify.is_none()) {
            verify_terminator_position(ctx, op)?;
        }
        verify_dialect_attrs(ctx, op)?;
        if let Some(f) = def.and_then(|d| d.verify) {
            f(ctx, op)?;
        }
        // After the op's own invariants, as MLIR's `verifyOnEntrance`.
        for (i, &r) in op.regions(ctx).iter().enumerate() {
            let Some(entry) = r.entry_block(ctx) else { continue };
            if traits.contains(Traits::HAS_ONLY_GRAPH_REGION) && entry.next_block(ctx).is_some() {
                return Err(op_error(ctx, op, format!("expects graph region #{i} to have 0 or 1 blocks")));
            }
            if entry.has_predecessors(ctx) {
                return Err(Diagnostic::error(op.loc(ctx), "entry block of region may not have predecessors"));
            }
        }
        Ok(())
    }

    /// The checks of an op that come after its nested ops: the errors of
    /// its failed isolated ops, then its region traits (as MLIR's
    /// `verifyRegionTrait`s), then dominance if it is verified as isolated.
    fn finish_op(&mut self, mut f: Frame) -> Result<(), Diagnostic> {
        if !f.failed.is_empty() {
            let first = f.failed.remove(0);
            // The rest follow the first, in op order.
            let at = self.errors.len();
            for (k, d) in f.failed.into_iter().enumerate() {
                self.errors.insert(at + k, d);
            }
            return Err(first);
        }
        self.region_checks(f.op, f.isolated)
    }

    /// The checks of a finished op without failed nested ops: its region
    /// traits (as MLIR's `verifyRegionTrait`s, after the nested ops), its
    /// region verifier, then dominance if it is verified as isolated.
    fn region_checks(&mut self, op: OpId, isolated: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let def = op.def(ctx);
        let traits = def.map_or(Traits::NONE, |d| d.traits);
        if traits.contains(Traits::ISOLATED_FROM_ABOVE) {
            verify_isolation(ctx, op)?;
        }
        if traits.contains(Traits::SYMBOL_TABLE) {
            self.verify_symbol_table(op)?;
        }
        if let Some(term) = def.and_then(|d| d.implicit_terminator) {
            verify_implicit_terminator(ctx, op, term)?;
        }
        if let Some(verify_regions) = def.and_then(|d| d.verify_regions) {
            verify_regions(ctx, op)?;
        }
        if isolated {
            self.verify_dominance(op)?;
        }
        Ok(())
    }

    /// Whether block `b` of one of `op`'s regions needs a terminator: the
    /// opposite of MLIR's `mayBeValidWithoutTerminator`, which excuses only
    /// the single block of a region whose op may have no terminator
    /// (declared so, or unknown).
    fn needs_terminator(&self, op: OpId, b: BlockId) -> bool {
        let ctx = self.ctx;
        let multi_block =
            b.parent_region(ctx).and_then(|r| r.entry_block(ctx)).and_then(|e| e.next_block(ctx)).is_some();
        let traits = op.def(ctx).map_or(Traits::NONE, |d| d.traits);
        multi_block || (op.is_registered(ctx) && !traits.contains(Traits::NO_TERMINATOR))
    }

    /// MLIR's `verifyOnEntrance(Block&)`: a block that needs a terminator
    /// is not empty (checked before the block's ops).
    fn verify_block_entrance(&self, op: OpId, b: BlockId) -> Result<(), Diagnostic> {
        if self.needs_terminator(op, b) && b.last_op(self.ctx).is_none() {
            return Err(Diagnostic::error(op.loc(self.ctx), "empty block: expect at least a terminator"));
        }
        Ok(())
    }

    /// MLIR's `verifyOnExit(Block&)`: the block ends in a terminator
    /// (checked after the block's ops, so their errors come first).
    fn verify_block_exit(&self, op: OpId, b: BlockId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !self.needs_terminator(op, b) {
            return Ok(());
        }
        if let Some(last) = b.last_op(ctx) {
            let is_term = last.has_trait(ctx, Traits::TERMINATOR) || !last.is_registered(ctx);
            if !is_term {
                // As MLIR streams an op into a diagnostic: an op of several
                // lines starts on a line of its own.
                let text = crate::print::op_to_generic_string(ctx, last);
                let gap = if text.contains('\n') { "\n" } else { "" };
                let msg = format!("block with no terminator, has {gap}{text}");
                return Err(Diagnostic::error(last.loc(ctx), msg).about(last));
            }
        }
        Ok(())
    }

    fn verify_symbol_table(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(sym_name) = ctx.lookup_sym("sym_name") else { return Ok(()) };
        let mut seen: FxHashMap<Attr, OpId> = FxHashMap::default();
        for &r in op.regions(ctx) {
            for b in r.blocks(ctx) {
                for o in b.op_iter(ctx) {
                    let Some(name) = o.attr(ctx, sym_name) else { continue };
                    if let Some(prev) = seen.insert(name, o) {
                        let text = name.as_text(ctx).unwrap_or_default();
                        let mut d = Diagnostic::error(o.loc(ctx), format!("redefinition of symbol named '{text}'"))
                            .with_note(prev.loc(ctx), "see existing symbol definition here");
                        // MLIR reports it on the op, which shows it.
                        d.op = Some(o);
                        return Err(d);
                    }
                }
            }
        }
        verify_symbol_uses(ctx, op)
    }

    // ----- dominance -----

    /// MLIR's `verifyDominanceOfContainedRegions`: every operand of an op in
    /// a reachable block must properly dominate the op. A worklist (not
    /// recursion) walks nested regions, so deep nesting is safe.
    fn verify_dominance(&mut self, top: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut worklist = vec![top];
        while let Some(op) = worklist.pop() {
            for &r in op.regions(ctx) {
                let ssa = self.has_ssa_dominance(r);
                for b in r.blocks(ctx) {
                    let reachable = self.block_reachable(b);
                    // Most operands are defined in the user's block: by an
                    // op before it (read off the block's positions, made
                    // once) or as an argument of the block.
                    let mut positions: Option<Positions<OpId>> = None;
                    for (at, o) in b.op_iter(ctx).enumerate() {
                        if reachable {
                            for (i, &v) in o.operands(ctx).iter().enumerate() {
                                if v.parent_region(ctx).is_none() {
                                    return Err(unlinked_operand_error(ctx, o));
                                }
                                let dominates = match v.defining_op(ctx) {
                                    Some(d) if d.parent_block(ctx) == Some(b) => {
                                        !ssa || self.position_in(&mut positions, b, d) < at
                                    }
                                    None if v.owner_block(ctx) == Some(b) => true,
                                    _ => self.value_properly_dominates(v, o),
                                };
                                if !dominates {
                                    return Err(self.dominance_error(v, o, i));
                                }
                            }
                        }
                        if !o.regions(ctx).is_empty() && !is_isolated(ctx, o) {
                            worklist.push(o);
                        }
                    }
                    // Kept for the uses in nested regions, read later.
                    if let Some(p) = positions {
                        self.positions.insert(b, p);
                    }
                }
            }
        }
        Ok(())
    }

    /// The position of `op` in block `b`, from `positions` when made, else
    /// from those kept of `b` or made now.
    fn position_in(&mut self, positions: &mut Option<Positions<OpId>>, b: BlockId, op: OpId) -> usize {
        let ctx = self.ctx;
        let positions = positions
            .get_or_insert_with(|| self.positions.remove(&b).unwrap_or_else(|| Positions::new(b.ops(ctx).into_iter())));
        positions.get(op).expect("the op is in the block")
    }

    /// Multi-block regions always have SSA dominance here; a single block
    /// as [`crate::dominance::has_ssa_dominance`] says.
    fn has_ssa_dominance(&self, r: RegionId) -> bool {
        let ctx = self.ctx;
        let multi = r.entry_block(ctx).is_some_and(|e| e.next_block(ctx).is_some());
        multi || crate::dominance::has_ssa_dominance(ctx, r)
    }

    fn dom(&mut self, r: RegionId) -> &BlockDominance {
        let ctx = self.ctx;
        self.doms.entry(r).or_insert_with(|| BlockDominance::new(ctx, r))
    }

    fn block_reachable(&mut self, b: BlockId) -> bool {
        let ctx = self.ctx;
        if b.is_entry(ctx) {
            return true;
        }
        match b.parent_region(ctx) {
            Some(r) => self.dom(r).is_reachable(b),
            None => true,
        }
    }

    fn position(&mut self, b: BlockId, op: OpId) -> usize {
        let ctx = self.ctx;
        let positions = self.positions.entry(b).or_insert_with(|| Positions::new(b.ops(ctx).into_iter()));
        positions.get(op).expect("the op is in the block")
    }

    /// The ancestor of `op` (or `op` itself) whose parent region is `r`.
    fn ancestor_in_region(&self, r: RegionId, mut op: OpId) -> Option<OpId> {
        let ctx = self.ctx;
        loop {
            let pr = op.parent_region(ctx)?;
            if pr == r {
                return Some(op);
            }
            op = pr.parent_op(ctx)?;
        }
    }

    /// The ancestor of block `b` (or `b` itself) in region `r`.
    fn ancestor_block_in_region(&self, r: RegionId, mut b: BlockId) -> Option<BlockId> {
        let ctx = self.ctx;
        loop {
            let br = b.parent_region(ctx)?;
            if br == r {
                return Some(b);
            }
            b = br.parent_op(ctx)?.parent_block(ctx)?;
        }
    }

    fn value_properly_dominates(&mut self, v: Value, user: OpId) -> bool {
        let ctx = self.ctx;
        match v.defining_op(ctx) {
            Some(def) => self.op_properly_dominates(def, user),
            None => match (v.owner_block(ctx), user.parent_block(ctx)) {
                (Some(a), Some(b)) => a == b || self.block_properly_dominates(a, b),
                _ => false,
            },
        }
    }

    fn op_properly_dominates(&mut self, a: OpId, mut b: OpId) -> bool {
        let ctx = self.ctx;
        let (Some(a_block), Some(mut b_block)) = (a.parent_block(ctx), b.parent_block(ctx)) else { return false };
        let Some(a_region) = a_block.parent_region(ctx) else { return false };
        if a == b {
            return !self.has_ssa_dominance(a_region);
        }
        if b_block.parent_region(ctx) != Some(a_region) {
            match self.ancestor_in_region(a_region, b) {
                Some(x) => {
                    b = x;
                    b_block = match x.parent_block(ctx) {
                        Some(bb) => bb,
                        None => return false,
                    };
                }
                None => return false,
            }
        }
        if a_block == b_block {
            if !self.has_ssa_dominance(a_region) {
                return true;
            }
            return self.position(a_block, a) < self.position(a_block, b);
        }
        self.dom(a_region).properly_dominates(a_block, b_block)
    }

    fn block_properly_dominates(&mut self, a: BlockId, b: BlockId) -> bool {
        let ctx = self.ctx;
        let Some(ra) = a.parent_region(ctx) else { return false };
        if a == b {
            return !self.has_ssa_dominance(ra);
        }
        let mut b = b;
        if b.parent_region(ctx) != Some(ra) {
            match self.ancestor_block_in_region(ra, b) {
                Some(x) => b = x,
                None => return false,
            }
            if a == b {
                return true;
            }
        }
        self.dom(ra).properly_dominates(a, b)
    }

    /// MLIR's `diagnoseInvalidOperandDominance`.
    fn dominance_error(&self, v: Value, user: OpId, i: usize) -> Diagnostic {
        let ctx = self.ctx;
        let mut d = Diagnostic::error(user.loc(ctx), format!("operand #{i} does not dominate this use"));
        d.op = Some(user);
        let r1 = user.parent_region(ctx);
        let relation = |r2: Option<RegionId>, same_block: bool, op_form: bool| -> String {
            let (Some(r1), Some(r2)) = (r1, r2) else { return String::new() };
            let proper_ancestor = |outer: RegionId, inner: RegionId| {
                let mut cur = inner.parent_op(ctx).and_then(|o| o.parent_region(ctx));
                while let Some(c) = cur {
                    if c == outer {
                        return true;
                    }
                    cur = c.parent_op(ctx).and_then(|o| o.parent_region(ctx));
                }
                false
            };
            let (same, parent, child, neither) = if op_form {
                (
                    "op in the same region",
                    "op in a parent region",
                    "op in a child region",
                    "op is neither in a parent nor in a child region",
                )
            } else {
                (
                    "in the same region",
                    "in a parent region",
                    "in a child region",
                    "neither in a parent nor in a child region",
                )
            };
            if same_block {
                "op in the same block".to_string()
            } else if r1 == r2 {
                same.to_string()
            } else if proper_ancestor(r2, r1) {
                parent.to_string()
            } else if proper_ancestor(r1, r2) {
                child.to_string()
            } else {
                neither.to_string()
            }
        };
        match v.defining_op(ctx) {
            Some(def) => {
                let same_block = def.parent_block(ctx) == user.parent_block(ctx);
                let rel = relation(def.parent_region(ctx), same_block, true);
                d.with_note(def.loc(ctx), format!("operand defined here ({rel})"))
            }
            None => {
                let owner = v.owner_block(ctx);
                let r2 = owner.and_then(|b| b.parent_region(ctx));
                let loc = match owner.and_then(|b| b.parent_op(ctx)) {
                    Some(p) => p.loc(ctx),
                    None => user.loc(ctx),
                };
                let index = match (owner, r2) {
                    (Some(b), Some(r)) => r.blocks(ctx).iter().position(|x| *x == b).unwrap_or(0),
                    _ => 0,
                };
                let rel = relation(r2, false, false);
                d.with_note(loc, format!("operand defined as a block argument (block #{index} {rel})"))
            }
        }
    }
}

/// The result of verifying one isolated op, and the errors of the isolated
/// ops nested in it beyond those the result carries.
type IsolatedResult = (Result<(), Diagnostic>, Vec<Diagnostic>);

/// Verifies each of `ops` independently on several threads, returning the
/// results in the order of `ops`. Nested isolated ops are verified on the
/// thread of their ancestor.
fn verify_isolated_in_parallel(ctx: &Context, ops: &[OpId]) -> Vec<IsolatedResult> {
    crate::parallel::map_indices(
        ops.len(),
        || Verifier::new(ctx, false),
        |v, i| {
            let result = v.verify_isolated(ops[i]);
            (result, std::mem::take(&mut v.errors))
        },
    )
}

/// MLIR's `verifyIsIsolatedFromAbove`: every operand of an op in a region
/// of `op` is defined in that region (or one nested in it). The regions are
/// visited in MLIR's order (a stack of regions, ops in order), so the first
/// error is MLIR's; nested isolated ops are left to their own check.
fn verify_isolation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &region in op.regions(ctx) {
        // The regions reached so far, all inside `region`: a value defined
        // in one of them needs no walk up its ancestors.
        let mut inside: FxHashSet<RegionId> = FxHashSet::default();
        inside.insert(region);
        let mut pending = vec![region];
        while let Some(r) = pending.pop() {
            for b in r.block_iter(ctx) {
                for inner in b.op_iter(ctx) {
                    for &v in inner.operands(ctx) {
                        let Some(defined_in) = v.parent_region(ctx) else {
                            return Err(unlinked_operand_error(ctx, inner));
                        };
                        // Most values are defined in the region itself.
                        if defined_in != region
                            && !inside.contains(&defined_in)
                            && !region_is_ancestor(ctx, region, defined_in)
                        {
                            return Err(op_error(ctx, inner, "using value defined outside the region")
                                .with_note(op.loc(ctx), "required by region isolation constraints"));
                        }
                    }
                    if !is_isolated(ctx, inner) {
                        inside.extend(inner.regions(ctx).iter().copied());
                        pending.extend_from_slice(inner.regions(ctx));
                    }
                }
            }
        }
    }
    Ok(())
}

/// An operand that no op or block defines: a name used before a definition
/// that came too late to be linked (in a region of the op using it).
fn unlinked_operand_error(ctx: &Context, user: OpId) -> Diagnostic {
    let mut d = Diagnostic::error(user.loc(ctx), "operation's operand is unlinked");
    d.op = Some(user);
    d
}

/// Whether `outer` is `inner` or contains it (MLIR's `Region::isAncestor`).
fn region_is_ancestor(ctx: &Context, outer: RegionId, inner: RegionId) -> bool {
    let mut cur = Some(inner);
    while let Some(r) = cur {
        if r == outer {
            return true;
        }
        cur = r.parent_op(ctx).and_then(|o| o.parent_region(ctx));
    }
    false
}

/// An op whose regions MLIR verifies on their own.
fn is_isolated(ctx: &Context, op: OpId) -> bool {
    !op.regions(ctx).is_empty() && op.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE)
}

/// The count traits ODS gives `builtin.module` (`OneRegion`, `ZeroResults`,
/// `ZeroSuccessors`, `ZeroOperands`), checked first as in MLIR.
fn verify_module_counts(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if op.regions(ctx).len() != 1 {
        return Err(op_error(ctx, op, "requires one region"));
    }
    if op.num_results(ctx) != 0 {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    if !op.successors(ctx).is_empty() {
        return Err(op_error(ctx, op, "requires zero successors"));
    }
    if !op.operands(ctx).is_empty() {
        return Err(op_error(ctx, op, "requires zero operands"));
    }
    // The inherent attributes are optional strings; anything else would be
    // printed as text that does not read back (`module @<not a string>`).
    for name in ["sym_name", "sym_visibility"] {
        if op.attr_by_str(ctx, name).is_some_and(|a| a.as_bytes(ctx).is_none()) {
            let msg = format!("attribute '{name}' failed to satisfy constraint: string attribute");
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// MLIR's `SingleBlock` trait: each region has at most one block, and
/// that block is not empty unless the op needs no terminator.
fn verify_single_block(ctx: &Context, op: OpId, traits: Traits) -> Result<(), Diagnostic> {
    if !traits.contains(Traits::SINGLE_BLOCK) {
        return Ok(());
    }
    for (index, &r) in op.regions(ctx).iter().enumerate() {
        let Some(entry) = r.entry_block(ctx) else { continue };
        if entry.next_block(ctx).is_some() {
            return Err(op_error(ctx, op, format!("expects region #{index} to have 0 or 1 blocks")));
        }
        if !traits.contains(Traits::NO_TERMINATOR) && entry.last_op(ctx).is_none() {
            return Err(op_error(ctx, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// MLIR's `NoRegionArguments` trait.
fn verify_no_region_arguments(ctx: &Context, op: OpId, traits: Traits) -> Result<(), Diagnostic> {
    if !traits.contains(Traits::NO_REGION_ARGUMENTS) {
        return Ok(());
    }
    for (index, &r) in op.regions(ctx).iter().enumerate() {
        if r.entry_block(ctx).is_some_and(|e| !e.args(ctx).is_empty()) {
            let msg = if has_one_region(ctx, op) {
                "region should have no arguments".to_string()
            } else {
                format!("region #{index} should have no arguments")
            };
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// An op with successors ends its block, and its successors are blocks of
/// the same region.
fn verify_successor_placement(ctx: &Context, r: RegionId) -> Result<(), Diagnostic> {
    for b in r.blocks(ctx) {
        let last = b.last_op(ctx);
        for o in b.op_iter(ctx) {
            if !o.successors(ctx).is_empty() && Some(o) != last {
                let mut d =
                    Diagnostic::error(o.loc(ctx), "operation with block successors must terminate its parent block");
                d.op = Some(o);
                return Err(d);
            }
            for &s in o.successors(ctx) {
                if s.parent_region(ctx) != Some(r) {
                    return Err(op_error(ctx, o, "reference to block defined in another region"));
                }
            }
        }
    }
    Ok(())
}

fn has_one_region(ctx: &Context, op: OpId) -> bool {
    op.regions(ctx).len() == 1
}

/// A terminator must be the last op of its block (MLIR's `IsTerminator`).
pub(crate) fn verify_terminator_position(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if !op.has_trait(ctx, Traits::TERMINATOR) {
        return Ok(());
    }
    match op.parent_block(ctx) {
        Some(b) if b.last_op(ctx) != Some(op) => {
            Err(op_error(ctx, op, "must be the last operation in the parent block"))
        }
        _ => Ok(()),
    }
}

/// The symbol users nested in the symbol table `table`, and not in a
/// nested table (those check their own), verify their symbol uses in MLIR's
/// order: the ops of a region, then the regions they hold, last first.
fn verify_symbol_uses(ctx: &Context, table: OpId) -> Result<(), Diagnostic> {
    let mut tables = SymbolTableCollection::new();
    let mut regions: Vec<RegionId> = table.regions(ctx).to_vec();
    while let Some(r) = regions.pop() {
        for b in r.blocks(ctx) {
            for o in b.op_iter(ctx) {
                if let Some(user) = SymbolUserOpInterfaceOp::get(ctx, o) {
                    user.verify_symbol_uses(ctx, &mut tables)?;
                }
                if !o.has_trait(ctx, Traits::SYMBOL_TABLE) {
                    regions.extend_from_slice(o.regions(ctx));
                }
            }
        }
    }
    Ok(())
}
