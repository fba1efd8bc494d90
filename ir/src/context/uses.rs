//! Use lists: every operand slot is linked into the list of the value it
//! names, every successor slot into the list of its block, so uses are
//! found and replaced in time proportional to their number.

use super::*;

impl Context {
    // ----- use lists -----

    pub(super) fn link_use(&mut self, slot: u32, v: Value) {
        let head = self.values[v.0 as usize].first_use;
        self.operand_links[slot as usize].prev = NONE;
        self.operand_links[slot as usize].next = head;
        if head != NONE {
            self.operand_links[head as usize].prev = slot;
        }
        self.values[v.0 as usize].first_use = slot;
    }
    pub(super) fn unlink_use(&mut self, slot: u32) {
        let v = self.operand_values[slot as usize];
        let UseLink { prev, next, .. } = self.operand_links[slot as usize];
        if prev != NONE {
            self.operand_links[prev as usize].next = next;
        } else {
            self.values[v.0 as usize].first_use = next;
        }
        if next != NONE {
            self.operand_links[next as usize].prev = prev;
        }
    }
    pub(super) fn link_block_use(&mut self, slot: u32, b: BlockId) {
        let head = self.block_data(b).first_pred;
        self.successor_links[slot as usize].prev = NONE;
        self.successor_links[slot as usize].next = head;
        if head != NONE {
            self.successor_links[head as usize].prev = slot;
        }
        self.block_data_mut(b).first_pred = slot;
    }
    pub(super) fn unlink_block_use(&mut self, slot: u32) {
        let b = self.successor_blocks[slot as usize];
        let UseLink { prev, next, .. } = self.successor_links[slot as usize];
        if prev != NONE {
            self.successor_links[prev as usize].next = next;
        } else {
            self.blocks[b.0 as usize].first_pred = next;
        }
        if next != NONE {
            self.successor_links[next as usize].prev = prev;
        }
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let d = self.op_data(op);
        assert!(index < self.num_operands_of(d) as usize, "operand index {index} out of range");
        let slot = d.operands + index as u32;
        self.unlink_use(slot);
        self.operand_values[slot as usize] = v;
        self.link_use(slot, v);
    }

    /// Replaces all operands of `op` (the count may change).
    pub fn set_operands(&mut self, op: OpId, new: &[Value]) {
        let d = self.op_data(op);
        let (start, n) = (d.operands, self.num_operands_of(d));
        for s in start..start + n {
            self.unlink_use(s);
        }
        let start = if new.len() as u32 <= n {
            start
        } else {
            let s = self.operand_values.len() as u32;
            for _ in 0..new.len() {
                self.operand_values.push(Value(0));
                self.operand_links.push(UseLink { owner: op.0, prev: NONE, next: NONE });
            }
            s
        };
        for (i, &v) in new.iter().enumerate() {
            self.operand_values[start as usize + i] = v;
            self.link_use(start + i as u32, v);
        }
        let d = self.op_data_mut(op);
        d.operands = start;
        self.set_num_operands(op, new.len() as u32);
    }

    /// Replaces successor `index` of `op`.
    pub fn set_successor(&mut self, op: OpId, index: usize, b: BlockId) {
        let e = self.op_extra(op);
        assert!(index < e.num_successors as usize, "successor index {index} out of range");
        let slot = e.successors + index as u32;
        self.unlink_block_use(slot);
        self.successor_blocks[slot as usize] = b;
        self.link_block_use(slot, b);
    }

    /// Replaces every use of `from` by `to`. Costs O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(slot) = self.first_use_slot(from) {
            self.unlink_use(slot);
            self.operand_values[slot as usize] = to;
            self.link_use(slot, to);
        }
    }

    /// Replaces the uses of `from` for which `pred(user op)` holds.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Context, OpId) -> bool) {
        let slots: Vec<u32> = self.use_slots(from).collect();
        for slot in slots {
            let owner = OpId(self.operand_links[slot as usize].owner);
            if pred(self, owner) {
                self.unlink_use(slot);
                self.operand_values[slot as usize] = to;
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

    fn first_use_slot(&self, v: Value) -> Option<u32> {
        let s = self.values[v.0 as usize].first_use;
        (s != NONE).then_some(s)
    }
    fn use_slots(&self, v: Value) -> impl Iterator<Item = u32> + '_ {
        let mut cur = self.values[v.0 as usize].first_use;
        std::iter::from_fn(move || {
            if cur == NONE {
                return None;
            }
            let s = cur;
            cur = self.operand_links[s as usize].next;
            Some(s)
        })
    }

    /// The uses of a value: (user op, operand index).
    pub fn uses(&self, v: Value) -> impl Iterator<Item = (OpId, usize)> + '_ {
        self.use_slots(v).map(move |s| {
            let owner = self.operand_links[s as usize].owner;
            let start = self.ops[owner as usize].operands;
            (OpId(owner), (s - start) as usize)
        })
    }
}
