//! Walking nested operations. The walks return snapshots, so the caller may
//! change the IR while going through them.

use crate::context::{Context, OpId};

impl OpId {
    /// This op and every op nested in it, parents before children.
    pub fn walk_pre_order(self, ctx: &Context) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(op) = stack.pop() {
            out.push(op);
            let mut nested = Vec::new();
            for &r in op.regions(ctx) {
                for b in r.blocks(ctx) {
                    nested.extend(b.op_iter(ctx));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
        out
    }

    /// Every op nested in this op and then the op itself, children before
    /// parents (the order folding and erasure want).
    pub fn walk_post_order(self, ctx: &Context) -> Vec<OpId> {
        let mut out = Vec::new();
        // (op, children pushed?)
        let mut stack = vec![(self, false)];
        while let Some((op, expanded)) = stack.pop() {
            if expanded {
                out.push(op);
                continue;
            }
            stack.push((op, true));
            let mut nested = Vec::new();
            for &r in op.regions(ctx) {
                for b in r.blocks(ctx) {
                    nested.extend(b.op_iter(ctx));
                }
            }
            stack.extend(nested.into_iter().rev().map(|o| (o, false)));
        }
        out
    }

    /// The ops directly inside this op's regions, in order.
    pub fn nested_ops(self, ctx: &Context) -> Vec<OpId> {
        let mut out = Vec::new();
        for &r in self.regions(ctx) {
            for b in r.blocks(ctx) {
                out.extend(b.op_iter(ctx));
            }
        }
        out
    }
}
