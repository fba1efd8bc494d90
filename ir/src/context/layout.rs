//! Layout and order: ops in blocks and blocks in regions as doubly linked
//! lists; inserting, moving, splitting and erasing.

use super::*;

impl Context {
    // ----- linking into blocks and regions -----

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.block_data(block).last_op;
        self.link_op(block, op, last, NONE);
    }
    /// Inserts a detached op before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let d = self.op_data(before);
        let (block, prev) = (d.parent, d.prev);
        assert!(block != NONE, "insertion point op is not in a block");
        self.link_op(BlockId(block), op, prev, before.0);
    }
    /// Inserts a detached op after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let d = self.op_data(after);
        let (block, next) = (d.parent, d.next);
        assert!(block != NONE, "insertion point op is not in a block");
        self.link_op(BlockId(block), op, after.0, next);
    }
    /// Inserts at the start of a block.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.block_data(block).first_op;
        self.link_op(block, op, NONE, first);
    }

    fn link_op(&mut self, block: BlockId, op: OpId, prev: u32, next: u32) {
        let d = self.op_data_mut(op);
        assert!(d.parent == NONE, "operation {op:?} is already in a block");
        d.parent = block.0;
        d.prev = prev;
        d.next = next;
        if prev != NONE {
            self.ops[prev as usize].next = op.0;
        } else {
            self.block_data_mut(block).first_op = op.0;
        }
        if next != NONE {
            self.ops[next as usize].prev = op.0;
        } else {
            self.block_data_mut(block).last_op = op.0;
        }
    }

    /// Unlinks an op from its block, keeping it alive (to move it).
    pub fn detach_op(&mut self, op: OpId) {
        let d = self.op_data(op);
        let (block, prev, next) = (d.parent, d.prev, d.next);
        if block == NONE {
            return;
        }
        if prev != NONE {
            self.ops[prev as usize].next = next;
        } else {
            self.blocks[block as usize].first_op = next;
        }
        if next != NONE {
            self.ops[next as usize].prev = prev;
        } else {
            self.blocks[block as usize].last_op = prev;
        }
        let d = self.op_data_mut(op);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Moves an op (detached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Erases an op and everything nested in it. Refused while a result of
    /// the op (or a value defined inside it) is still used outside.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), EraseError> {
        if let Some(v) = op.results(self).find(|v| v.has_uses(self)) {
            return Err(EraseError { op, value: v });
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
        for s in os..os + on {
            self.unlink_use(s);
        }
        for s in ss..ss + sn {
            self.unlink_block_use(s);
        }
        let d = self.op_data_mut(op);
        d.counts &= !BIG_COUNT;
        if extra != NONE {
            self.op_extras[extra as usize].num_successors = 0;
        }
    }

    /// Marks `op` and everything nested in it dead.
    fn kill_op(&mut self, op: OpId) {
        let nested = if op.regions(self).is_empty() { vec![op] } else { op.walk_pre_order(self) };
        for o in nested {
            for r in o.regions(self).to_vec() {
                for b in r.blocks(self) {
                    self.blocks[b.0 as usize].alive = false;
                }
                self.regions[r.0 as usize].alive = false;
            }
            self.ops[o.0 as usize].name = DEAD;
        }
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.region_data(region).last_block;
        self.link_block(region, block, last, NONE);
    }
    /// Inserts a detached block after `after` in its region.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        let d = self.block_data(after);
        let (region, next) = (d.parent, d.next);
        self.link_block(RegionId(region), block, after.0, next);
    }
    fn link_block(&mut self, region: RegionId, block: BlockId, prev: u32, next: u32) {
        let d = self.block_data_mut(block);
        assert!(d.parent == NONE, "block {block:?} is already in a region");
        d.parent = region.0;
        d.prev = prev;
        d.next = next;
        if prev != NONE {
            self.blocks[prev as usize].next = block.0;
        } else {
            self.region_data_mut(region).first_block = block.0;
        }
        if next != NONE {
            self.blocks[next as usize].prev = block.0;
        } else {
            self.region_data_mut(region).last_block = block.0;
        }
    }
    /// Unlinks a block from its region, keeping it alive.
    pub fn detach_block(&mut self, block: BlockId) {
        let d = self.block_data(block);
        let (region, prev, next) = (d.parent, d.prev, d.next);
        if region == NONE {
            return;
        }
        if prev != NONE {
            self.blocks[prev as usize].next = next;
        } else {
            self.regions[region as usize].first_block = next;
        }
        if next != NONE {
            self.blocks[next as usize].prev = prev;
        } else {
            self.regions[region as usize].last_block = prev;
        }
        let d = self.block_data_mut(block);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }
    /// Erases a block and its ops; refused while its values are used outside it
    /// or it is still a successor.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), &'static str> {
        if self.block_data(block).first_pred != NONE {
            return Err("block is still a successor of some operation");
        }
        let ops = block.ops(self);
        for &o in &ops {
            self.drop_op_references(o);
        }
        let inside =
            |ctx: &Context, v: Value| ctx.uses(v).all(|(u, _)| ops.iter().any(|&o| o == u || o.is_ancestor_of(ctx, u)));
        for &o in &ops {
            if o.results(self).any(|v| !inside(self, v)) {
                return Err("a value defined in the block is still used outside it");
            }
        }
        if block.args(self).iter().any(|&a| a.has_uses(self)) {
            return Err("a block argument is still used");
        }
        self.detach_block(block);
        for o in ops {
            self.kill_op(o);
        }
        self.blocks[block.0 as usize].alive = false;
        Ok(())
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.create_block();
        self.insert_block_after(block, new);
        let mut cur = op.0;
        while cur != NONE {
            let next = self.ops[cur as usize].next;
            self.detach_op(OpId(cur));
            self.append_op(new, OpId(cur));
            cur = next;
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
