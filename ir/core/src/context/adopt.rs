//! Moving all the IR of one context into another in one linear pass: the
//! records of each arena are appended and every handle they hold is shifted
//! by the length the arena had. No map from old to new handles is built,
//! so this costs a few nanoseconds per record; it is how IR made on other
//! threads (function bodies parsed in parallel) joins the main context.

use super::list::{Ends, Links};
use super::*;
use crate::entity::{EntityRef, PackedOption};

/// Where the IR of a context moved by [`Context::adopt`] went: a handle of
/// that context names, plus the offset of its arena, the same object in
/// the context that adopted it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Adopted {
    ops: usize,
    blocks: usize,
    regions: usize,
    values: usize,
    extras: usize,
    operand_slots: usize,
    successor_slots: usize,
    region_lists: usize,
}

impl Adopted {
    /// The handle the moved op `op` has now.
    pub fn op(&self, op: OpId) -> OpId {
        shift(op, self.ops)
    }
    /// The handle the moved block `block` has now.
    pub fn block(&self, block: BlockId) -> BlockId {
        shift(block, self.blocks)
    }
    /// The handle the moved region `region` has now.
    pub fn region(&self, region: RegionId) -> RegionId {
        shift(region, self.regions)
    }
    /// The handle the moved value `value` has now.
    pub fn value(&self, value: Value) -> Value {
        shift(value, self.values)
    }

    #[inline]
    fn links<P: EntityRef, K: EntityRef>(l: Links<P, K>, parents: usize, nodes: usize) -> Links<P, K> {
        Links { parent: shift_opt(l.parent, parents), prev: shift_opt(l.prev, nodes), next: shift_opt(l.next, nodes) }
    }
    #[inline]
    fn ends<K: EntityRef>(e: Ends<K>, by: usize) -> Ends<K> {
        Ends { first: shift_opt(e.first, by), last: shift_opt(e.last, by) }
    }
    #[inline]
    fn use_link<S: EntityRef>(l: UseLink<S>, ops: usize, slots: usize) -> UseLink<S> {
        UseLink { owner: shift(l.owner, ops), prev: shift_opt(l.prev, slots), next: shift_opt(l.next, slots) }
    }
    #[inline]
    fn op_data(&self, d: &OpData) -> OpData {
        OpData {
            links: Adopted::links(d.links, self.blocks, self.ops),
            operands: shift(d.operands, self.operand_slots),
            results: shift(d.results, self.values),
            extra: shift_opt(d.extra, self.extras),
            ..*d
        }
    }
    #[inline]
    fn op_extra(&self, e: &OpExtra) -> OpExtra {
        OpExtra {
            regions: e.regions + self.region_lists as u32,
            successors: shift(e.successors, self.successor_slots),
            ..*e
        }
    }
    #[inline]
    fn block_data(&self, b: &BlockData) -> BlockData {
        BlockData {
            links: Adopted::links(b.links, self.regions, self.blocks),
            ops: Adopted::ends(b.ops, self.ops),
            args: b.args.iter().map(|&v| self.value(v)).collect(),
            first_pred: shift_opt(b.first_pred, self.successor_slots),
            alive: b.alive,
        }
    }
    #[inline]
    fn region_data(&self, r: &RegionData) -> RegionData {
        RegionData {
            parent: shift_opt(r.parent, self.ops),
            blocks: Adopted::ends(r.blocks, self.blocks),
            alive: r.alive,
        }
    }
    #[inline]
    fn value_data(&self, v: &ValueData) -> ValueData {
        v.relocated(self.ops, self.blocks, self.operand_slots)
    }
    /// Where the IR of `other` goes when this context's arenas have the
    /// lengths `self` gives: after it.
    fn after(mut self, other: &Context) -> Adopted {
        self.ops += other.ops.len();
        self.blocks += other.blocks.len();
        self.regions += other.regions.len();
        self.values += other.values.len();
        self.extras += other.op_extras.len();
        self.operand_slots += other.operand_values.len();
        self.successor_slots += other.successor_blocks.len();
        self.region_lists += other.region_lists.len();
        self
    }

    fn diagnostic(&self, d: &mut Diagnostic) {
        d.op = d.op.map(|o| self.op(o));
        for n in &mut d.notes {
            self.diagnostic(n);
        }
    }
}

#[inline]
fn shift<K: EntityRef>(k: K, by: usize) -> K {
    K::new(k.index() + by)
}

#[inline]
fn shift_opt<K: EntityRef>(k: PackedOption<K>, by: usize) -> PackedOption<K> {
    k.expand().map(|k| shift(k, by)).into()
}

impl Context {
    /// Ops from which [`Context::adopt_all`] fills the arenas of ops and
    /// those of values on two threads (below, starting a thread costs more
    /// than it saves).
    const ADOPT_ON_TWO_THREADS: usize = 10_000;

    /// Moves every op, block, region and value of `other` (a context that
    /// shares this one's uniqued tables, made by [`Context::worker`]) into
    /// this one, detached as they were there, with the diagnostics `other`
    /// holds and the resources this one lacks. Returns how to name the
    /// moved objects here. Erased objects move too, still erased.
    ///
    /// # Panics
    ///
    /// If the two contexts do not share their uniqued tables.
    pub fn adopt(&mut self, other: Context) -> Adopted {
        self.adopt_all(vec![other]).pop().expect("one context adopted")
    }

    /// [`Context::adopt`] of each of `others` in turn, with room made in
    /// each arena for all of them first (adopting one after another would
    /// grow, and copy, the arenas several times), and with threads, the
    /// arenas of ops and those of values filled at once.
    ///
    /// # Panics
    ///
    /// If a context does not share this one's uniqued tables.
    pub fn adopt_all(&mut self, others: Vec<Context>) -> Vec<Adopted> {
        let ats = self.adopt_copies(&others);
        for (other, at) in others.into_iter().zip(&ats) {
            let Context { mut diagnostics, resource_blobs, external_resources, .. } = other;
            for d in &mut diagnostics {
                at.diagnostic(d);
            }
            self.diagnostics.append(&mut diagnostics);
            for (key, blob) in resource_blobs {
                self.resource_blobs.entry(key).or_insert(blob);
            }
            for group in external_resources {
                if !self.external_resource_index.contains_key(&group.name) {
                    self.external_resource_index.insert(group.name.clone(), self.external_resources.len());
                    self.external_resources.push(group);
                }
            }
        }
        ats
    }

    /// Copies the IR of each of `others` into this context, as
    /// [`Context::adopt_all`] moves it, leaving `others` as they were (with
    /// their diagnostics and resources).
    ///
    /// # Panics
    ///
    /// If a context does not share this one's uniqued tables.
    fn adopt_copies(&mut self, others: &[Context]) -> Vec<Adopted> {
        // Where the first goes (after this context's IR), and where the
        // others go (after the ones before them).
        let start = Adopted::default().after(self);
        let mut at = start;
        let mut ats = Vec::with_capacity(others.len());
        for other in others {
            self.expect_shared_tables(other);
            ats.push(at);
            at = at.after(other);
        }
        let (end, threads) = (at, self.multithreading && crate::parallel::threads() > 1);
        let threads = threads && end.ops - start.ops >= Self::ADOPT_ON_TWO_THREADS;
        self.reserve_between(start, end);
        let Context {
            ops,
            op_extras,
            blocks,
            regions,
            values,
            operand_values,
            operand_links,
            region_lists,
            successor_blocks,
            successor_links,
            ..
        } = self;
        let mut op_side = || {
            for (a, at) in others.iter().zip(&ats) {
                ops.extend_relocated(&a.ops, |d| at.op_data(d));
                op_extras.extend_relocated(&a.op_extras, |e| at.op_extra(e));
                blocks.extend_relocated(&a.blocks, |b| at.block_data(b));
                regions.extend_relocated(&a.regions, |r| at.region_data(r));
                region_lists.extend(a.region_lists.iter().map(|&r| at.region(r)));
            }
        };
        let mut value_side = || {
            for (a, at) in others.iter().zip(&ats) {
                values.extend_relocated(&a.values, |v| at.value_data(v));
                operand_values.extend_relocated(&a.operand_values, |&v| at.value(v));
                operand_links.extend_relocated(&a.operand_links, |&l| Adopted::use_link(l, at.ops, at.operand_slots));
                successor_blocks.extend_relocated(&a.successor_blocks, |&b| at.block(b));
                successor_links
                    .extend_relocated(&a.successor_links, |&l| Adopted::use_link(l, at.ops, at.successor_slots));
            }
        };
        if threads {
            std::thread::scope(|s| {
                s.spawn(op_side);
                value_side();
            });
        } else {
            op_side();
            value_side();
        }
        ats
    }
}

impl Context {
    /// Makes room in every arena for the IR of `others` at once, before
    /// they are adopted one by one (each adoption would otherwise grow, and
    /// copy, the arenas it overflows).
    pub fn reserve_for_adoption<'o>(&mut self, others: impl IntoIterator<Item = &'o Context>) {
        let start = Adopted::default().after(self);
        let end = others.into_iter().fold(start, Adopted::after);
        self.reserve_between(start, end);
    }

    /// Makes room in every arena for what lies between `start` and `end`.
    fn reserve_between(&mut self, start: Adopted, end: Adopted) {
        self.ops.reserve(end.ops - start.ops);
        self.op_extras.reserve(end.extras - start.extras);
        self.blocks.reserve(end.blocks - start.blocks);
        self.regions.reserve(end.regions - start.regions);
        self.region_lists.reserve(end.region_lists - start.region_lists);
        self.values.reserve(end.values - start.values);
        self.operand_values.reserve(end.operand_slots - start.operand_slots);
        self.operand_links.reserve(end.operand_slots - start.operand_slots);
        self.successor_blocks.reserve(end.successor_slots - start.successor_slots);
        self.successor_links.reserve(end.successor_slots - start.successor_slots);
    }
}

impl Context {
    /// Makes `op` what `from` of the context `src` is, moving rather than
    /// copying: `src` is adopted whole, the blocks of `from`'s regions move
    /// into `op`'s (whose own blocks are erased), and `op` takes `from`'s
    /// properties, attributes and location; `from` itself is erased. `from`
    /// is a copy of `op` made with [`Context::import_op`] and changed since
    /// (a function a pass ran on in a worker context); `op` keeps its
    /// handle, operands and results. Returns where `src`'s IR went.
    ///
    /// # Panics
    ///
    /// If the ops have different numbers of regions. `op`'s body must use
    /// nothing defined outside it, as [`Context::import_op`] (which made
    /// `from`) requires: the old body is dropped without unlinking the uses
    /// within it.
    pub fn replace_with_adopted(&mut self, op: OpId, src: Context, from: OpId) -> Adopted {
        let regions = op.regions(self).to_vec();
        for &r in &regions {
            self.erase_closed_body_unchecked(r);
        }
        let at = self.adopt(src);
        let moved = at.op(from);
        let moved_regions = moved.regions(self).to_vec();
        assert_eq!(regions.len(), moved_regions.len(), "an adopted op has the regions of the op it replaces");
        for (&r, &from) in regions.iter().zip(&moved_regions) {
            self.take_region_body(r, from);
        }
        let d = self.op_data(moved);
        let (props, attrs, loc) = (d.props, d.attrs, d.loc);
        let nd = self.op_data_mut(op);
        nd.props = props;
        nd.attrs = attrs;
        nd.loc = loc;
        self.erase_op(moved).expect("the results of an op copied into a context of its own have no uses");
        at
    }
}

#[cfg(test)]
mod tests {
    use crate::context::{Context, OpId, OperationState};

    /// `test.wrap` holding one block whose argument `test.add` uses twice.
    fn build(ctx: &mut Context) -> OpId {
        let loc = ctx.unknown_loc();
        let ty = ctx.index_type();
        let region = ctx.create_region();
        let entry = ctx.create_block();
        ctx.append_block(region, entry);
        let arg = ctx.add_block_arg(entry, ty, loc);
        let mut st = OperationState::new(ctx.op_name("test.add"), loc);
        st.operands = vec![arg, arg];
        st.result_types = vec![ty];
        let add = ctx.create_op(st);
        ctx.append_op(entry, add);
        let mut st = OperationState::new(ctx.op_name("test.wrap"), loc);
        st.regions = vec![region];
        ctx.create_op(st)
    }

    /// IR built in a worker and adopted is linked as IR built in place:
    /// parents, neighbours, operands, uses and owners all name the moved
    /// objects.
    #[test]
    fn adopted_ir_is_linked_as_built_in_place() {
        let mut main = Context::new();
        // Something in the main context first, so that handles shift.
        build(&mut main);
        let mut worker = main.worker();
        let op = build(&mut worker);
        let at = main.adopt(worker);
        let wrap = at.op(op);
        assert_ne!(wrap, op);
        assert_eq!(main.str(main.op_name_info(wrap.name(&main)).name), "test.wrap");
        let region = wrap.regions(&main)[0];
        assert_eq!(region.parent_op(&main), Some(wrap));
        let block = region.blocks(&main)[0];
        assert_eq!(block.parent_region(&main), Some(region));
        let add = block.ops(&main)[0];
        assert_eq!(add.parent_op(&main), Some(wrap));
        let arg = block.args(&main)[0];
        assert_eq!(add.operands(&main), &[arg, arg]);
        assert_eq!(main.uses(arg).count(), 2);
        assert!(main.uses(arg).all(|(user, _)| user == add));
        let result = add.results(&main).next().unwrap();
        assert_eq!(result.defining_op(&main), Some(add));
    }

    /// Adopting no context changes nothing.
    #[test]
    fn adopting_nothing_is_nothing() {
        let mut main = Context::new();
        let wrap = build(&mut main);
        assert!(main.adopt_all(Vec::new()).is_empty());
        assert_eq!(wrap.regions(&main)[0].blocks(&main)[0].ops(&main).len(), 1);
    }

    /// An op whose copy a worker changed takes the copy's body: the old
    /// body is dead, the new one is linked in place, and the op can still
    /// be changed and erased as any other.
    #[test]
    fn replaced_body_is_the_workers() {
        let mut main = Context::new();
        let wrap = build(&mut main);
        let old_add = wrap.regions(&main)[0].blocks(&main)[0].ops(&main)[0];
        let mut worker = main.worker();
        let copy = worker.import_op(&main, wrap);
        // The worker gives the copy a second add using the first's result.
        let block = copy.regions(&worker)[0].blocks(&worker)[0];
        let first = block.ops(&worker)[0];
        let loc = worker.unknown_loc();
        let mut st = OperationState::new(worker.op_name("test.add"), loc);
        let r = first.results(&worker).next().unwrap();
        st.operands = vec![r, r];
        st.result_types = vec![worker.index_type()];
        let second = worker.create_op(st);
        worker.append_op(block, second);
        main.replace_with_adopted(wrap, worker, copy);
        assert!(!main.is_alive(old_add), "the old body is erased");
        let block = wrap.regions(&main)[0].blocks(&main)[0];
        let ops = block.ops(&main);
        assert_eq!(ops.len(), 2);
        assert!(ops.iter().all(|&o| o.parent_op(&main) == Some(wrap)));
        let r = ops[0].results(&main).next().unwrap();
        assert_eq!(ops[1].operands(&main), &[r, r]);
        assert_eq!(main.uses(r).count(), 2);
        let arg = block.args(&main)[0];
        assert!(main.uses(arg).all(|(user, _)| user == ops[0]), "no use by the old body is left");
        main.erase_op(ops[1]).expect("nothing uses the second add");
        assert_eq!(main.uses(r).count(), 0);
        main.erase_op(wrap).expect("the op has no results");
        assert!(!main.is_alive(ops[0]));
    }
}
