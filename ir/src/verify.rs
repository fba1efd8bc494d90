//! The verifier: structure first (terminators, successors, region traits,
//! isolation, symbol tables, dominance), then each registered op's own
//! checks, with MLIR's messages at the op's location.

use crate::attrs::Attr;
use crate::context::{BlockId, Context, OpId, RegionId, Value};
use crate::diag::Diagnostic;
use crate::registry::Traits;
use rustc_hash::{FxHashMap, FxHashSet};

/// An error about `op`: `'name' op message` at its location.
pub fn op_error(ctx: &Context, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    let mut d = Diagnostic::error(op.loc(ctx), format!("'{}' op {}", op.name_str(ctx), msg));
    d.op = Some(op);
    d
}

/// Verifies `op` and everything nested in it.
pub fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut v = Verifier { ctx, order: FxHashMap::default() };
    v.verify_op(op)?;
    v.verify_dominance(op)
}

struct Verifier<'a> {
    ctx: &'a Context,
    /// Position of each op in its block, computed per block on demand.
    order: FxHashMap<BlockId, FxHashMap<OpId, u32>>,
}

impl<'a> Verifier<'a> {
    fn verify_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let def = op.def(ctx);
        let traits = def.map_or(Traits::NONE, |d| d.traits);
        // Structural traits come first, as in MLIR.
        for (i, &r) in op.regions(ctx).iter().enumerate() {
            self.verify_region_structure(op, i, r, traits)?;
        }
        if traits.contains(Traits::TERMINATOR) {
            if let Some(b) = op.parent_block(ctx) {
                if b.last_op(ctx) != Some(op) {
                    return Err(op_error(ctx, op, "must be the last operation in the parent block"));
                }
            }
        }
        if traits.contains(Traits::ISOLATED_FROM_ABOVE) {
            self.verify_isolation(op)?;
        }
        if traits.contains(Traits::SYMBOL_TABLE) {
            self.verify_symbol_table(op)?;
        }
        if let Some(f) = def.and_then(|d| d.verify) {
            f(ctx, op)?;
        }
        for &r in op.regions(ctx) {
            for b in r.blocks(ctx) {
                for o in b.op_iter(ctx) {
                    self.verify_op(o)?;
                }
            }
        }
        if let Some(f) = def.and_then(|d| d.verify_regions) {
            f(ctx, op)?;
        }
        Ok(())
    }

    fn verify_region_structure(&mut self, op: OpId, index: usize, r: RegionId, traits: Traits) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let blocks = r.blocks(ctx);
        if traits.contains(Traits::SINGLE_BLOCK) && blocks.len() > 1 {
            return Err(op_error(ctx, op, format!("expects region #{index} to have 0 or 1 blocks")));
        }
        if traits.contains(Traits::NO_REGION_ARGUMENTS) {
            if let Some(e) = blocks.first() {
                if !e.args(ctx).is_empty() {
                    let msg = if op.num_regions_is_one(ctx) {
                        "region should have no arguments".to_string()
                    } else {
                        format!("region #{index} should have no arguments")
                    };
                    return Err(op_error(ctx, op, msg));
                }
            }
        }
        let needs_terminator = op.is_registered(ctx) && !traits.contains(Traits::NO_TERMINATOR);
        for b in &blocks {
            for o in b.op_iter(ctx) {
                for &s in o.successors(ctx) {
                    if s.parent_region(ctx) != Some(r) {
                        return Err(op_error(ctx, o, "reference to block defined in another region"));
                    }
                }
            }
            if !needs_terminator {
                continue;
            }
            match b.last_op(ctx) {
                None => {
                    return Err(Diagnostic::error(op.loc(ctx), "empty block: expect at least a terminator"));
                }
                Some(last) => {
                    let is_term = last.has_trait(ctx, Traits::TERMINATOR) || !last.is_registered(ctx);
                    if !is_term {
                        return Err(Diagnostic::error(last.loc(ctx), "block with no terminator, has ".to_string()
                            + &crate::print::op_to_generic_string(ctx, last)));
                    }
                }
            }
        }
        Ok(())
    }

    /// No op inside may use a value defined outside `op`.
    fn verify_isolation(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for inner in op.walk_pre_order(ctx).into_iter().skip(1) {
            for &v in inner.operands(ctx) {
                if !self.defined_inside(v, op) {
                    return Err(op_error(ctx, inner, "using value defined outside the region")
                        .with_note(op.loc(ctx), "required by region isolation constraints"));
                }
            }
        }
        Ok(())
    }

    fn defined_inside(&self, v: Value, op: OpId) -> bool {
        let ctx = self.ctx;
        let owner = match v.defining_op(ctx) {
            Some(d) => d.parent_op(ctx),
            None => v.owner_block(ctx).and_then(|b| b.parent_op(ctx)),
        };
        owner.is_some_and(|o| o == op || op.is_ancestor_of(ctx, o))
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
                        let text = name.as_str(ctx).unwrap_or("");
                        return Err(Diagnostic::error(o.loc(ctx), format!("redefinition of symbol named '{text}'"))
                            .with_note(prev.loc(ctx), "see existing symbol definition here"));
                    }
                }
            }
        }
        Ok(())
    }

    // ----- dominance -----

    fn verify_dominance(&mut self, top: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for op in top.walk_pre_order(ctx) {
            let graph = op.has_trait(ctx, Traits::HAS_ONLY_GRAPH_REGION);
            for &r in op.regions(ctx) {
                if graph {
                    continue;
                }
                let dom = Dominance::new(ctx, r);
                for b in r.blocks(ctx) {
                    for o in b.op_iter(ctx) {
                        for (i, &v) in o.operands(ctx).iter().enumerate() {
                            self.check_use(&dom, r, v, o, b, i)?;
                        }
                        // Uses in nested regions of `o` that refer to values
                        // of this region.
                        for inner in o.walk_pre_order(ctx).into_iter().skip(1) {
                            for (i, &v) in inner.operands(ctx).iter().enumerate() {
                                if v.parent_block(ctx).and_then(|pb| pb.parent_region(ctx)) == Some(r) {
                                    self.check_nested_use(&dom, v, inner, o, b, i)?;
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn position(&mut self, b: BlockId, op: OpId) -> u32 {
        let ctx = self.ctx;
        let map = self.order.entry(b).or_insert_with(|| b.op_iter(ctx).enumerate().map(|(i, o)| (o, i as u32)).collect());
        map[&op]
    }

    /// Whether `v` dominates a use by an op at `(block, op)` in region `r`.
    fn dominates(&mut self, dom: &Dominance, v: Value, user: OpId, user_block: BlockId) -> bool {
        let ctx = self.ctx;
        let Some(def_block) = v.parent_block(ctx) else { return false };
        if !dom.reachable(user_block) {
            return true;
        }
        match v.defining_op(ctx) {
            None => dom.dominates(def_block, user_block),
            Some(d) => {
                if def_block == user_block {
                    d != user && self.position(def_block, d) < self.position(def_block, user)
                } else {
                    dom.dominates(def_block, user_block)
                }
            }
        }
    }

    fn check_use(&mut self, dom: &Dominance, r: RegionId, v: Value, user: OpId, b: BlockId, i: usize) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let in_region = v.parent_block(ctx).and_then(|pb| pb.parent_region(ctx)) == Some(r);
        if !in_region {
            // Defined in an enclosing region: dominance was checked there.
            return Ok(());
        }
        if self.dominates(dom, v, user, b) {
            return Ok(());
        }
        Err(self.dominance_error(v, user, i))
    }

    fn check_nested_use(&mut self, dom: &Dominance, v: Value, user: OpId, ancestor: OpId, b: BlockId, i: usize) -> Result<(), Diagnostic> {
        if self.dominates(dom, v, ancestor, b) {
            return Ok(());
        }
        Err(self.dominance_error(v, user, i))
    }

    fn dominance_error(&self, v: Value, user: OpId, i: usize) -> Diagnostic {
        let ctx = self.ctx;
        let d = op_error(ctx, user, format!("operand #{i} does not dominate this use"));
        match v.defining_op(ctx) {
            Some(def) => d.with_note(def.loc(ctx), "operand defined here"),
            None => d,
        }
    }
}

impl OpId {
    fn num_regions_is_one(self, ctx: &Context) -> bool {
        self.regions(ctx).len() == 1
    }
}

/// Block dominance in one region (iterative data-flow; regions are small).
struct Dominance {
    index: FxHashMap<BlockId, usize>,
    /// dom[i] = set of blocks dominating block i (as indices); None: unreachable.
    dom: Vec<Option<FxHashSet<usize>>>,
}

impl Dominance {
    fn new(ctx: &Context, r: RegionId) -> Self {
        let blocks = r.blocks(ctx);
        let index: FxHashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let n = blocks.len();
        if n <= 1 {
            return Dominance { index, dom: (0..n).map(|i| Some([i].into_iter().collect())).collect() };
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, b) in blocks.iter().enumerate() {
            if let Some(t) = b.last_op(ctx) {
                for s in t.successors(ctx) {
                    if let Some(&j) = index.get(s) {
                        preds[j].push(i);
                    }
                }
            }
        }
        // Reachability from the entry block.
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        reach[0] = true;
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (j, ps) in preds.iter().enumerate() {
            for &p in ps {
                succs[p].push(j);
            }
        }
        while let Some(i) = stack.pop() {
            for &s in &succs[i] {
                if !reach[s] {
                    reach[s] = true;
                    stack.push(s);
                }
            }
        }
        let all: FxHashSet<usize> = (0..n).filter(|&i| reach[i]).collect();
        let mut dom: Vec<Option<FxHashSet<usize>>> =
            (0..n).map(|i| if !reach[i] { None } else if i == 0 { Some([0].into_iter().collect()) } else { Some(all.clone()) }).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                if !reach[i] {
                    continue;
                }
                let mut new: Option<FxHashSet<usize>> = None;
                for &p in &preds[i] {
                    let Some(pd) = &dom[p] else { continue };
                    new = Some(match new {
                        None => pd.clone(),
                        Some(s) => s.intersection(pd).copied().collect(),
                    });
                }
                let mut new = new.unwrap_or_default();
                new.insert(i);
                if dom[i].as_ref() != Some(&new) {
                    dom[i] = Some(new);
                    changed = true;
                }
            }
        }
        Dominance { index, dom }
    }
    fn reachable(&self, b: BlockId) -> bool {
        self.index.get(&b).is_some_and(|&i| self.dom[i].is_some())
    }
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ia), Some(&ib)) = (self.index.get(&a), self.index.get(&b)) else { return false };
        self.dom[ib].as_ref().is_none_or(|s| s.contains(&ia))
    }
}
