//! Layout and order: ops in blocks and blocks in regions as doubly linked
//! lists; inserting, moving, splitting and erasing.

use super::*;
use crate::entity::PackedOption;

impl Context {
    /// The ops of `block`, in order.
    pub(crate) fn block_ops(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        list::iter(&self.ops, self.block_data(block).ops.first)
    }
    /// The blocks of `region`, in order.
    pub(crate) fn region_blocks(&self, region: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        list::iter(&self.blocks, self.region_data(region).blocks.first)
    }

    // ----- linking into blocks and regions -----

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.block_data(block).ops.last.expand();
        self.link_op(block, op, last, None);
    }
    /// Inserts a detached op before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let l = self.op_data(before).links;
        let block = l.parent.expand().expect("insertion point op is not in a block");
        self.link_op(block, op, l.prev.expand(), Some(before));
    }
    /// Inserts a detached op after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let l = self.op_data(after).links;
        let block = l.parent.expand().expect("insertion point op is not in a block");
        self.link_op(block, op, Some(after), l.next.expand());
    }
    /// Inserts at the start of a block.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.block_data(block).ops.first.expand();
        self.link_op(block, op, None, first);
    }

    fn link_op(&mut self, block: BlockId, op: OpId, prev: Option<OpId>, next: Option<OpId>) {
        self.op_data(op);
        self.block_data(block);
        list::link(&mut self.ops, &mut self.blocks, block, op, prev, next);
    }

    /// Unlinks an op from its block, keeping it alive (to move it).
    pub fn detach_op(&mut self, op: OpId) {
        self.op_data(op);
        list::unlink(&mut self.ops, &mut self.blocks, op);
    }

    /// Moves an op (detached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Erases an op and everything nested in it. Refused while a result of
    /// the op (or a value defined inside it) is still used outside.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        if let Some(v) = op.results(self).find(|v| v.has_uses(self)) {
            return Err(IrError::OpResultInUse { op, value: v });
        }
        self.erase_op_unchecked(op);
        Ok(())
    }

    /// Erases an op whose results are known to be unused (nested values may
    /// be used only inside the op itself).
    fn erase_op_unchecked(&mut self, op: OpId) {
        self.detach_op(op);
        self.drop_op_references(op);
        self.kill_op(op);
    }

    /// Drops every operand and successor reference inside `op`, so the
    /// nested IR can be deleted in any order.
    fn drop_op_references(&mut self, op: OpId) {
        if op.regions(self).is_empty() {
            self.drop_own_references(op);
            return;
        }
        for o in op.walk_pre_order(self) {
            self.drop_own_references(o);
        }
    }

    /// Drops the operand and successor references of `op` itself.
    fn drop_own_references(&mut self, op: OpId) {
        let d = self.op_data(op);
        let (os, on, extra) = (d.operands, self.num_operands_of(d), d.extra);
        let e = self.op_extra(op);
        let (ss, sn) = (e.successors, e.num_successors);
        for i in 0..on as usize {
            self.unlink_use(os.plus(i));
        }
        for i in 0..sn as usize {
            self.unlink_block_use(ss.plus(i));
        }
        let d = self.op_data_mut(op);
        d.counts &= !BIG_COUNT;
        if let Some(extra) = extra.expand() {
            self.op_extras[extra].num_successors = 0;
        }
    }

    /// Marks `op` and everything nested in it dead.
    fn kill_op(&mut self, op: OpId) {
        // Most ops hold no region: nothing to walk.
        if op.regions(self).is_empty() {
            self.ops[op].name = PackedOption::NONE;
            return;
        }
        for o in op.walk_pre_order(self) {
            for r in o.regions(self).to_vec() {
                for b in r.blocks(self) {
                    self.blocks[b].alive = false;
                }
                self.regions[r].alive = false;
            }
            self.ops[o].name = PackedOption::NONE;
        }
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.region_data(region).blocks.last.expand();
        self.link_block(region, block, last, None);
    }
    /// Inserts a detached block after `after` in its region.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        let l = self.block_data(after).links;
        let region = l.parent.expand().expect("insertion point block is not in a region");
        self.link_block(region, block, Some(after), l.next.expand());
    }
    fn link_block(&mut self, region: RegionId, block: BlockId, prev: Option<BlockId>, next: Option<BlockId>) {
        self.block_data(block);
        self.region_data(region);
        list::link(&mut self.blocks, &mut self.regions, region, block, prev, next);
    }
    /// Unlinks a block from its region, keeping it alive.
    pub fn detach_block(&mut self, block: BlockId) {
        self.block_data(block);
        list::unlink(&mut self.blocks, &mut self.regions, block);
    }
    /// Erases a block and its ops; refused while its values are used outside it
    /// or it is still a successor.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        self.erase_blocks(&[block])
    }

    /// Erases blocks that may branch to and use each other (an unreachable
    /// cycle, which no single erasure can start on), with their ops; refused
    /// while a value they define is used, or one of them is a successor,
    /// outside them. Nothing is erased on refusal.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) -> Result<(), IrError> {
        let set: rustc_hash::FxHashSet<BlockId> = blocks.iter().copied().collect();
        // Whether `user` is (nested in) an op of one of the blocks.
        let inside = |ctx: &Context, user: OpId| {
            let mut cur = Some(user);
            while let Some(o) = cur {
                if o.parent_block(ctx).is_some_and(|b| set.contains(&b)) {
                    return true;
                }
                cur = o.parent_op(ctx);
            }
            false
        };
        for &b in blocks {
            if let Some(p) = self.predecessor_iter(b).find(|&p| !inside(self, p)) {
                return Err(IrError::BlockIsSuccessor { block: b, predecessor: p });
            }
            if let Some(&a) = b.args(self).iter().find(|&&a| self.uses(a).any(|(u, _)| !inside(self, u))) {
                return Err(IrError::BlockArgInUse { block: b, value: a });
            }
            for o in self.block_ops(b) {
                if let Some(v) = o.results(self).find(|&v| self.uses(v).any(|(u, _)| !inside(self, u))) {
                    return Err(IrError::ValueUsedOutside { block: b, value: v });
                }
            }
        }
        let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| b.ops(self)).collect();
        for &o in ops.iter().flatten() {
            self.drop_op_references(o);
        }
        for (&b, ops) in blocks.iter().zip(ops) {
            self.detach_block(b);
            for o in ops {
                self.kill_op(o);
            }
            self.blocks[b].alive = false;
        }
        Ok(())
    }

    /// Erases the blocks of a region whose ops use only values defined in
    /// it and branch only to its blocks (the body of an op isolated from
    /// above, none of whose values is used outside): every use and
    /// predecessor link runs between things that die together, so none is
    /// unlinked, and erasing costs one visit per op.
    pub(super) fn erase_closed_body_unchecked(&mut self, region: RegionId) {
        for b in region.blocks(self) {
            let mut next = self.block_data(b).ops.first.expand();
            while let Some(o) = next {
                next = self.ops[o].links.next.expand();
                self.kill_op(o);
            }
            self.detach_block(b);
            self.blocks[b].alive = false;
        }
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.create_block();
        self.insert_block_after(block, new);
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.ops[o].links.next.expand();
            self.detach_op(o);
            self.append_op(new, o);
        }
        new
    }

    /// Moves every block of `from` to the end of `to`.
    pub fn take_region_body(&mut self, to: RegionId, from: RegionId) {
        for b in from.blocks(self) {
            self.detach_block(b);
            self.append_block(to, b);
        }
    }
}
