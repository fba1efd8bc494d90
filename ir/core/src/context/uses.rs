//! Use lists: every operand slot is linked into the list of the value it
//! names, every successor slot into the list of its block, so uses are
//! found and replaced in time proportional to their number.

use super::*;
use crate::entity::{EntityRef, PackedOption};

impl Context {
    // ----- use lists -----

    pub(super) fn link_use(&mut self, slot: OperandSlot, v: Value) {
        let head = self.values[v].first_use;
        let link = &mut self.operand_links[slot];
        link.prev = PackedOption::NONE;
        link.next = head;
        if let Some(h) = head.expand() {
            self.operand_links[h].prev = slot.into();
        }
        self.values[v].first_use = slot.into();
    }
    pub(super) fn unlink_use(&mut self, slot: OperandSlot) {
        let v = self.operand_values[slot];
        let UseLink { prev, next, .. } = self.operand_links[slot];
        match prev.expand() {
            Some(p) => self.operand_links[p].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next.expand() {
            self.operand_links[n].prev = prev;
        }
    }
    pub(super) fn link_block_use(&mut self, slot: SuccessorSlot, b: BlockId) {
        let head = self.block_data(b).first_pred;
        let link = &mut self.successor_links[slot];
        link.prev = PackedOption::NONE;
        link.next = head;
        if let Some(h) = head.expand() {
            self.successor_links[h].prev = slot.into();
        }
        self.block_data_mut(b).first_pred = slot.into();
    }
    pub(super) fn unlink_block_use(&mut self, slot: SuccessorSlot) {
        let b = self.successor_blocks[slot];
        let UseLink { prev, next, .. } = self.successor_links[slot];
        match prev.expand() {
            Some(p) => self.successor_links[p].next = next,
            None => self.blocks[b].first_pred = next,
        }
        if let Some(n) = next.expand() {
            self.successor_links[n].prev = prev;
        }
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let d = self.op_data(op);
        assert!(index < self.num_operands_of(d) as usize, "operand index {index} out of range");
        let slot = d.operands.plus(index);
        self.unlink_use(slot);
        self.operand_values[slot] = v;
        self.link_use(slot, v);
    }

    /// Replaces all operands of `op` (the count may change).
    pub fn set_operands(&mut self, op: OpId, new: &[Value]) {
        let d = self.op_data(op);
        let (start, n) = (d.operands, self.num_operands_of(d) as usize);
        for i in 0..n {
            self.unlink_use(start.plus(i));
        }
        let start = if new.len() <= n {
            start
        } else {
            let s = self.operand_values.next_key();
            for &v in new {
                self.operand_values.push(v);
                self.operand_links.push(UseLink::new(op));
            }
            s
        };
        for (i, &v) in new.iter().enumerate() {
            self.operand_values[start.plus(i)] = v;
            self.link_use(start.plus(i), v);
        }
        let d = self.op_data_mut(op);
        d.operands = start;
        self.set_num_operands(op, new.len() as u32);
    }

    /// Replaces successor `index` of `op`.
    pub fn set_successor(&mut self, op: OpId, index: usize, b: BlockId) {
        let e = self.op_extra(op);
        assert!(index < e.num_successors as usize, "successor index {index} out of range");
        let slot = e.successors.plus(index);
        self.unlink_block_use(slot);
        self.successor_blocks[slot] = b;
        self.link_block_use(slot, b);
    }

    /// Replaces every use of `from` by `to`. Costs O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(slot) = self.values[from].first_use.expand() {
            self.unlink_use(slot);
            self.operand_values[slot] = to;
            self.link_use(slot, to);
        }
    }

    /// Replaces the uses of `from` for which `pred(user op)` holds.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Context, OpId) -> bool) {
        let slots: Vec<OperandSlot> = self.use_slots(from).collect();
        for slot in slots {
            let owner = self.operand_links[slot].owner;
            if pred(self, owner) {
                self.unlink_use(slot);
                self.operand_values[slot] = to;
                self.link_use(slot, to);
            }
        }
    }

    /// Replaces the results of `op` by `values`, one for one.
    pub fn replace_op_results(&mut self, op: OpId, values: &[Value]) {
        let results: Vec<Value> = op.results(self).collect();
        assert_eq!(results.len(), values.len(), "replacement count differs from result count");
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
    }

    fn use_slots(&self, v: Value) -> impl Iterator<Item = OperandSlot> + '_ {
        let mut cur = self.values[v].first_use.expand();
        std::iter::from_fn(move || {
            let s = cur?;
            cur = self.operand_links[s].next.expand();
            Some(s)
        })
    }

    /// The uses of a value: (user op, operand index).
    pub fn uses(&self, v: Value) -> impl Iterator<Item = (OpId, usize)> + '_ {
        self.use_slots(v).map(move |s| {
            let owner = self.operand_links[s].owner;
            let start = self.ops[owner].operands;
            (owner, s.index() - start.index())
        })
    }

    /// The ops that branch to `b`, one entry per successor slot.
    pub(crate) fn predecessor_iter(&self, b: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.block_data(b).first_pred.expand();
        std::iter::from_fn(move || {
            let s = cur?;
            cur = self.successor_links[s].next.expand();
            Some(self.successor_links[s].owner)
        })
    }
}
