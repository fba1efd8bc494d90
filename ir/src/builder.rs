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
    /// The ops inserted so far, when a rewriter lends the builder (so that
    /// ops made by typed builders are announced to the pattern driver).
    created: Option<Vec<OpId>>,
}

impl<'c> Builder<'c> {
    /// A builder whose ops are created detached.
    pub fn new(ctx: &'c mut Context) -> Self {
        Builder::at(ctx, InsertPoint::Detached)
    }
    /// A builder at `ip`.
    pub fn at(ctx: &'c mut Context, ip: InsertPoint) -> Self {
        Builder { ctx, ip, created: None }
    }
    /// A builder that records the ops it inserts (see [`Self::take_created`]).
    pub(crate) fn recording(ctx: &'c mut Context, ip: InsertPoint) -> Self {
        Builder { ctx, ip, created: Some(Vec::new()) }
    }
    /// The ops inserted since the builder started recording.
    pub(crate) fn take_created(&mut self) -> Vec<OpId> {
        self.created.as_mut().map(std::mem::take).unwrap_or_default()
    }
    /// A builder appending to `block`.
    pub fn at_end(ctx: &'c mut Context, block: BlockId) -> Self {
        Builder::at(ctx, InsertPoint::End(block))
    }
    /// A builder inserting before `op`.
    pub fn before(ctx: &'c mut Context, op: OpId) -> Self {
        Builder::at(ctx, InsertPoint::Before(op))
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
        if let Some(c) = &mut self.created {
            c.push(op);
        }
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
