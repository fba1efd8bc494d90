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
            // Children go on the stack last first, so the first pops next.
            let start = stack.len();
            for &r in op.regions(ctx) {
                for b in r.block_iter(ctx) {
                    stack.extend(b.op_iter(ctx));
                }
            }
            stack[start..].reverse();
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
            let start = stack.len();
            for &r in op.regions(ctx) {
                for b in r.block_iter(ctx) {
                    stack.extend(b.op_iter(ctx).map(|o| (o, false)));
                }
            }
            stack[start..].reverse();
        }
        out
    }

    /// The ops directly inside this op's regions, in order.
    pub fn nested_ops(self, ctx: &Context) -> Vec<OpId> {
        let mut out = Vec::new();
        for &r in self.regions(ctx) {
            for b in r.block_iter(ctx) {
                out.extend(b.op_iter(ctx));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{Context, Location, OpId, OperationState};

    /// `a { b { c } d }`, each op with one region of one block.
    fn tree(ctx: &mut Context) -> [OpId; 4] {
        let name = ctx.op_name("test.op");
        let loc = Location(ctx.unit_attr());
        let leaf = |ctx: &mut Context, children: &[OpId]| {
            let r = ctx.create_region();
            let b = ctx.create_block();
            ctx.append_block(r, b);
            for &c in children {
                ctx.append_op(b, c);
            }
            let mut st = OperationState::new(name, loc);
            st.regions.push(r);
            ctx.create_op(st)
        };
        let c = leaf(ctx, &[]);
        let b = leaf(ctx, &[c]);
        let d = leaf(ctx, &[]);
        let a = leaf(ctx, &[b, d]);
        [a, b, c, d]
    }

    #[test]
    fn walk_orders() {
        let mut ctx = Context::new();
        let [a, b, c, d] = tree(&mut ctx);
        assert_eq!(a.walk_pre_order(&ctx), vec![a, b, c, d]);
        assert_eq!(a.walk_post_order(&ctx), vec![c, b, d, a]);
        assert_eq!(a.nested_ops(&ctx), vec![b, d]);
        assert_eq!(c.walk_pre_order(&ctx), vec![c]);
    }
}
