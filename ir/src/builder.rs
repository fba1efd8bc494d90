//! [`Builder`]: creates operations at an insertion point.

use crate::attrs::Location;
use crate::context::{BlockId, Context, OpId, OperationState, RegionId};
use crate::types::Type;

/// Where new operations go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Created detached.
    Detached,
    /// At the end of a block.
    End(BlockId),
    /// Right before an op.
    Before(OpId),
    /// Right after an op (the point then moves past each new op).
    After(OpId),
}

/// Creates operations at an insertion point.
pub struct Builder<'c> {
    /// The context the ops are created in.
    pub ctx: &'c mut Context,
    /// Where the next op goes.
    pub ip: InsertPoint,
}

impl<'c> Builder<'c> {
    /// A builder whose ops are created detached.
    pub fn new(ctx: &'c mut Context) -> Self {
        Builder { ctx, ip: InsertPoint::Detached }
    }
    /// A builder appending to `block`.
    pub fn at_end(ctx: &'c mut Context, block: BlockId) -> Self {
        Builder { ctx, ip: InsertPoint::End(block) }
    }
    /// A builder inserting before `op`.
    pub fn before(ctx: &'c mut Context, op: OpId) -> Self {
        Builder { ctx, ip: InsertPoint::Before(op) }
    }
    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }
    /// The state for an op named `name`.
    pub fn state(&mut self, name: &str, loc: Location) -> OperationState {
        let n = self.ctx.op_name(name);
        OperationState::new(n, loc)
    }
    /// Creates the op and inserts it at the insertion point.
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = self.ctx.create_op(state);
        self.insert_op(op);
        op
    }
    /// Inserts an existing detached op at the insertion point.
    pub fn insert_op(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::Detached => {}
            InsertPoint::End(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(o) => self.ctx.insert_op_before(o, op),
            InsertPoint::After(o) => {
                self.ctx.insert_op_after(o, op);
                self.ip = InsertPoint::After(op);
            }
        }
    }
    /// A new block with arguments at the end of `region`.
    pub fn create_block(&mut self, region: RegionId, arg_types: &[Type], loc: Location) -> BlockId {
        let b = self.ctx.create_block();
        for &t in arg_types {
            self.ctx.add_block_arg(b, t, loc);
        }
        self.ctx.append_block(region, b);
        b
    }
}
