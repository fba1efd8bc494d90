//! Cloning ops and regions with a value map, without recursion.

use super::*;

impl Context {
    // ----- cloning -----

    /// Clones `op` and everything nested in it. Operands found in `map` are
    /// remapped; the clone's results and nested values are added to `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut FxHashMap<Value, Value>) -> OpId {
        let root = self.clone_op_start(op, map);
        match self.clone_nested(root, map) {
            Cloned::Op(new) => new,
            Cloned::Region(_) => unreachable!("an op frame ends with an op"),
        }
    }

    /// Clones the blocks of `from` to the end of `to`.
    pub fn clone_region_into(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<BlockId, BlockId>,
    ) {
        let root = self.clone_region_start(from, to, map, std::mem::take(block_map));
        match self.clone_nested(root, map) {
            Cloned::Region(blocks) => *block_map = blocks,
            Cloned::Op(_) => unreachable!("a region frame ends with a region"),
        }
    }

    /// Runs a clone to its end with an explicit stack of ops and regions
    /// being cloned, so nesting depth is bounded by memory, not by the
    /// machine stack. Clones in the order a recursive clone would.
    fn clone_nested(&mut self, root: CloneFrame, map: &mut FxHashMap<Value, Value>) -> Cloned {
        let mut stack = vec![root];
        loop {
            let done = match stack.last_mut().expect("a clone is under way") {
                CloneFrame::Op(f) => {
                    if let Some(&r) = f.regions.get(f.new_regions.len()) {
                        let nr = self.create_region();
                        f.new_regions.push(nr);
                        let frame = self.clone_region_start(r, nr, map, FxHashMap::default());
                        stack.push(frame);
                        continue;
                    }
                    let Some(CloneFrame::Op(f)) = stack.pop() else { unreachable!("the top is an op frame") };
                    Cloned::Op(self.clone_op_finish(f, map))
                }
                CloneFrame::Region(f) => {
                    if let Some(&(_, o)) = f.ops.get(f.next) {
                        f.next += 1;
                        let frame = self.clone_op_start(o, map);
                        stack.push(frame);
                        continue;
                    }
                    let Some(CloneFrame::Region(f)) = stack.pop() else { unreachable!("the top is a region frame") };
                    self.clone_fix_successors(&f);
                    Cloned::Region(f.block_map)
                }
            };
            match (stack.last_mut(), done) {
                (None, done) => return done,
                (Some(CloneFrame::Region(f)), Cloned::Op(new)) => {
                    let into = f.ops[f.next - 1].0;
                    self.append_op(into, new);
                }
                (Some(CloneFrame::Op(f)), Cloned::Region(blocks)) => f.block_map.extend(blocks),
                _ => unreachable!("ops hold regions and regions hold ops"),
            }
        }
    }

    /// The start of an op's clone: its operands are remapped now, as the
    /// values they name are cloned before the op.
    fn clone_op_start(&self, op: OpId, map: &FxHashMap<Value, Value>) -> CloneFrame {
        CloneFrame::Op(OpClone {
            op,
            operands: op.operands(self).iter().map(|v| *map.get(v).unwrap_or(v)).collect(),
            regions: op.regions(self).to_vec(),
            new_regions: Vec::new(),
            block_map: FxHashMap::default(),
        })
    }

    /// Creates the clone of an op whose regions are cloned.
    fn clone_op_finish(&mut self, f: OpClone, map: &mut FxHashMap<Value, Value>) -> OpId {
        let op = f.op;
        let d = self.op_data(op);
        let (name, loc, props, attrs) = (self.op_name_of(op), d.loc, d.props, d.attrs);
        let mut state = OperationState::new(name, loc);
        state.operands = f.operands;
        state.result_types = op.results(self).map(|v| v.ty(self)).collect();
        state.regions = f.new_regions;
        state.successors = op.successors(self).iter().map(|b| *f.block_map.get(b).unwrap_or(b)).collect();
        let new = self.create_op(state);
        let nd = self.op_data_mut(new);
        nd.props = props;
        nd.attrs = attrs;
        for (a, b) in op.results(self).zip(new.results(self)).collect::<Vec<_>>() {
            map.insert(a, b);
        }
        new
    }

    /// The start of a region's clone: all blocks and arguments are created
    /// first, as successors and values may refer forward.
    fn clone_region_start(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        mut block_map: FxHashMap<BlockId, BlockId>,
    ) -> CloneFrame {
        let blocks = from.blocks(self);
        let mut ops = Vec::new();
        for &b in &blocks {
            let nb = self.create_block();
            for a in b.args(self).to_vec() {
                let (ty, loc) = (a.ty(self), a.loc(self));
                let na = self.add_block_arg(nb, ty, loc);
                map.insert(a, na);
            }
            block_map.insert(b, nb);
            self.append_block(to, nb);
            ops.extend(b.op_iter(self).map(|o| (nb, o)));
        }
        CloneFrame::Region(RegionClone {
            new_blocks: blocks.iter().map(|b| block_map[b]).collect(),
            ops,
            next: 0,
            block_map,
        })
    }

    /// Points successors that were cloned before their blocks at the clones.
    fn clone_fix_successors(&mut self, f: &RegionClone) {
        for &nb in &f.new_blocks {
            for o in nb.ops(self) {
                for (i, s) in o.successors(self).to_vec().into_iter().enumerate() {
                    if let Some(&ns) = f.block_map.get(&s) {
                        if ns != s {
                            self.set_successor(o, i, ns);
                        }
                    }
                }
            }
        }
    }
}

/// One level of a clone's explicit stack.
enum CloneFrame {
    Op(OpClone),
    Region(RegionClone),
}

/// An op whose regions are being cloned; the op is created after them.
struct OpClone {
    op: OpId,
    operands: Vec<Value>,
    regions: Vec<RegionId>,
    new_regions: Vec<RegionId>,
    block_map: FxHashMap<BlockId, BlockId>,
}

/// A region whose ops are being cloned, each into its block's clone.
struct RegionClone {
    new_blocks: Vec<BlockId>,
    /// (block of the clone, op to clone), in order.
    ops: Vec<(BlockId, OpId)>,
    next: usize,
    block_map: FxHashMap<BlockId, BlockId>,
}

/// What a frame of a clone produced.
enum Cloned {
    Op(OpId),
    Region(FxHashMap<BlockId, BlockId>),
}
