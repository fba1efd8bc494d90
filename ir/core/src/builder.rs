//! [`Builder`]: creates operations at an insertion point. A builder that
//! listens (see [`Builder::listening`]) is the `Rewriter` patterns get: it
//! records the ops it creates, changes and erases so that the pattern driver
//! revisits them, as MLIR's `RewriterBase` is an `OpBuilder` with a listener.

use crate::attrs::Location;
use crate::context::{BlockId, Context, OpId, OperationState, RegionId, Value};
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

/// The changes a listening builder has made: what the pattern driver
/// revisits.
#[derive(Default, Debug)]
pub struct Changes {
    /// Ops created.
    pub created: Vec<OpId>,
    /// Ops changed in place, or whose operands' definitions changed.
    pub modified: Vec<OpId>,
    /// Ops erased (with the ops nested in them).
    pub erased: Vec<OpId>,
}

impl Changes {
    /// Forgets the changes, keeping the lists' buffers.
    pub fn clear(&mut self) {
        self.created.clear();
        self.modified.clear();
        self.erased.clear();
    }
}

/// Creates operations at an insertion point.
///
/// Typed builders take it as `&mut Builder`: inside a body-builder closure
/// or a rewrite pattern (where `b` is already a `&mut Builder`), values read
/// through `b.ctx()` can be passed straight to them:
/// `AddOp::build(b, loc, x.result(b.ctx()), y)`.
pub struct Builder<'c> {
    ctx: &'c mut Context,
    ip: InsertPoint,
    /// Present when the builder announces its changes (a rewriter).
    changes: Option<Changes>,
}

impl<'c> Builder<'c> {
    /// A builder whose ops are created detached.
    pub fn new(ctx: &'c mut Context) -> Self {
        Builder::at(ctx, InsertPoint::Detached)
    }
    /// A builder at `ip`.
    pub fn at(ctx: &'c mut Context, ip: InsertPoint) -> Self {
        Builder { ctx, ip, changes: None }
    }
    /// A builder that records every op it creates, changes or erases (the
    /// rewriter the pattern driver lends to patterns).
    pub fn listening(ctx: &'c mut Context) -> Self {
        Builder::listening_with(ctx, Changes::default())
    }
    /// [`Self::listening`], recording into `buffers` (emptied first): a
    /// driver that makes one rewriter per op reuses the lists of the last.
    pub fn listening_with(ctx: &'c mut Context, mut buffers: Changes) -> Self {
        buffers.clear();
        Builder { ctx, ip: InsertPoint::Detached, changes: Some(buffers) }
    }
    /// The changes recorded so far (empty unless the builder listens).
    pub fn take_changes(&mut self) -> Changes {
        self.changes.as_mut().map(std::mem::take).unwrap_or_default()
    }
    pub(crate) fn changes_mut(&mut self) -> Option<&mut Changes> {
        self.changes.as_mut()
    }
    /// A builder appending to `block`.
    pub fn at_end(ctx: &'c mut Context, block: BlockId) -> Self {
        Builder::at(ctx, InsertPoint::End(block))
    }
    /// A builder inserting before `op`.
    pub fn before(ctx: &'c mut Context, op: OpId) -> Self {
        Builder::at(ctx, InsertPoint::Before(op))
    }
    /// The context, to read the IR and to make names, types and
    /// attributes (which need no `&mut`).
    pub fn ctx(&self) -> &Context {
        self.ctx
    }
    /// The context, to change it. It is the crate's own: code outside it
    /// changes existing IR through the builder's methods, which announce
    /// each change to the listener, or [`Self::modify_op_in_place`].
    pub(crate) fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }
    /// Where the next op goes.
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }
    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }
    /// New ops go before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = InsertPoint::Before(op);
    }
    /// New ops go right after `op` (and then after each other).
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = InsertPoint::After(op);
    }
    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = InsertPoint::End(block);
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
        if let Some(c) = &mut self.changes {
            c.created.push(op);
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
    /// A new region, not yet owned (for [`OperationState::regions`]).
    pub fn create_region(&mut self) -> RegionId {
        self.ctx.create_region()
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
    /// A new block at the end of `region` with an argument of each type
    /// at its location (`types` and `locs` pair up).
    pub fn create_block_with_locs(&mut self, region: RegionId, types: &[Type], locs: &[Location]) -> BlockId {
        let b = self.ctx.create_block();
        for (&t, &l) in types.iter().zip(locs) {
            self.ctx.add_block_arg(b, t, l);
        }
        self.ctx.append_block(region, b);
        b
    }
    /// Fills the entry block of `region` (created when the region has
    /// none): appends arguments of `arg_types`, runs `body` with the
    /// builder inside the block (before its terminator when it has one)
    /// and the block's arguments, then gives the block the implicit
    /// terminator of the region's op (`SingleBlockImplicitTerminator`) if
    /// `body` did not end it with one, as MLIR's `ensureTerminator`. The
    /// insertion point is restored afterwards.
    pub fn with_body<T>(
        &mut self,
        region: RegionId,
        arg_types: &[Type],
        body: impl FnOnce(&mut Builder<'c>, &[Value]) -> T,
    ) -> T {
        let loc = match region.parent_op(self.ctx) {
            Some(o) => o.loc(self.ctx),
            None => self.ctx.unknown_loc(),
        };
        let block = match region.entry_block(self.ctx) {
            Some(b) => b,
            None => {
                let b = self.ctx.create_block();
                self.ctx.append_block(region, b);
                b
            }
        };
        let first_new = block.args(self.ctx).len();
        for &t in arg_types {
            self.ctx.add_block_arg(block, t, loc);
        }
        let args: Vec<Value> = block.args(self.ctx)[first_new..].to_vec();
        let saved = self.ip;
        self.ip = match block.last_op(self.ctx) {
            Some(t) if t.has_trait(self.ctx, crate::registry::Traits::TERMINATOR) => InsertPoint::Before(t),
            _ => InsertPoint::End(block),
        };
        let out = body(self, &args);
        self.ip = saved;
        self.ensure_terminator(region, loc);
        out
    }
    /// Gives `region` its entry block and that block the implicit terminator
    /// of the region's op, when the op has `SingleBlockImplicitTerminator`
    /// and the block does not end with a terminator yet.
    pub fn ensure_terminator(&mut self, region: RegionId, loc: Location) {
        let terminator = region.parent_op(self.ctx).and_then(|o| o.def(self.ctx)).and_then(|d| d.implicit_terminator);
        if let Some(name) = terminator {
            self.add_terminator(region, name, loc);
        }
    }
    /// Gives every region of `op` an entry block ending with a `terminator`
    /// op: what the builder of an op with `SingleBlockImplicitTerminator`
    /// does, as MLIR's builders call `ensureTerminator`.
    pub fn add_implicit_terminators(&mut self, op: OpId, terminator: &str, loc: Location) {
        for region in op.regions(self.ctx).to_vec() {
            self.add_terminator(region, terminator, loc);
        }
    }
    fn add_terminator(&mut self, region: RegionId, name: &str, loc: Location) {
        let block = match region.entry_block(self.ctx) {
            Some(b) => b,
            None => {
                let b = self.ctx.create_block();
                self.ctx.append_block(region, b);
                b
            }
        };
        if block.last_op(self.ctx).is_some_and(|o| o.has_trait(self.ctx, crate::registry::Traits::TERMINATOR)) {
            return;
        }
        let n = self.ctx.op_name(name);
        let op = self.ctx.create_op(OperationState::new(n, loc));
        self.ctx.append_op(block, op);
        if let Some(c) = &mut self.changes {
            c.created.push(op);
        }
    }
}

/// A value named before the builder runs: an existing [`Value`], or a
/// result of an op looked up when the builder uses it.
///
/// Typed builders take `&mut Builder` first, so with an owned builder `b`,
/// `AddOp::build(&mut b, loc, x.result(b.ctx()), ..)` is a borrow error
/// (E0502): the argument reads `b` while it is borrowed mutably. The op
/// handle's `<result>_ref()` (generated for every single result) names the
/// result without the context, and the builder resolves it:
/// `AddOp::build(&mut b, loc, x.result_ref(), ..)`.
#[derive(Clone, Copy, Debug)]
pub struct ValueRef(ValueRepr);

#[derive(Clone, Copy, Debug)]
enum ValueRepr {
    Value(Value),
    /// An accessor of `op`, run with the context when the value is needed.
    Lazy {
        op: OpId,
        get: fn(OpId, &Context) -> Value,
    },
}

impl ValueRef {
    /// The value `get(op, ctx)` will return, looked up when used.
    pub fn lazy(op: OpId, get: fn(OpId, &Context) -> Value) -> Self {
        ValueRef(ValueRepr::Lazy { op, get })
    }
    /// The value it names.
    pub fn get(self, ctx: &Context) -> Value {
        match self.0 {
            ValueRepr::Value(v) => v,
            ValueRepr::Lazy { op, get } => get(op, ctx),
        }
    }
}

impl From<Value> for ValueRef {
    fn from(v: Value) -> Self {
        ValueRef(ValueRepr::Value(v))
    }
}

/// What typed builders take for an operand: a [`Value`] or a [`ValueRef`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value",
    label = "an operand takes a `Value` or a `ValueRef` (`op.result_ref()`)"
)]
pub trait IntoValue {
    /// The value, read from `ctx` if it is looked up lazily.
    fn into_value(self, ctx: &Context) -> Value;
}

impl IntoValue for Value {
    fn into_value(self, _: &Context) -> Value {
        self
    }
}
impl IntoValue for &Value {
    fn into_value(self, _: &Context) -> Value {
        *self
    }
}
impl IntoValue for ValueRef {
    fn into_value(self, ctx: &Context) -> Value {
        self.get(ctx)
    }
}

/// What typed builders take for a variadic operand: a list of [`Value`]s
/// (`&[a, b]`, `&vec`, `&[]`, a [`ValueRange`](crate::ValueRange)) or of
/// [`ValueRef`]s (`[x.result_ref(), y.into()]` by value, `&refs[..]`,
/// `&vec`). Lists of values are borrowed and arrays of `ValueRef`s taken by
/// value so that `&[]` is a list of values without a type annotation.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of values",
    label = "a variadic operand takes `&[Value]`, `&Vec<Value>`, a `ValueRange`, or `[ValueRef; N]`, `&[ValueRef]`, `&Vec<ValueRef>`",
    note = "an array of `ValueRef`s is passed by value: `[x.result_ref()]`, not `&[x.result_ref()]`"
)]
pub trait IntoValues {
    /// Appends the values to `out`.
    fn extend_into(self, ctx: &Context, out: &mut Vec<Value>);
}

impl IntoValues for &[Value] {
    fn extend_into(self, _: &Context, out: &mut Vec<Value>) {
        out.extend_from_slice(self);
    }
}
impl<const N: usize> IntoValues for &[Value; N] {
    fn extend_into(self, _: &Context, out: &mut Vec<Value>) {
        out.extend_from_slice(self);
    }
}
impl IntoValues for &Vec<Value> {
    fn extend_into(self, _: &Context, out: &mut Vec<Value>) {
        out.extend_from_slice(self);
    }
}
impl IntoValues for crate::ValueRange {
    fn extend_into(self, _: &Context, out: &mut Vec<Value>) {
        out.extend(self);
    }
}
impl IntoValues for &Vec<ValueRef> {
    fn extend_into(self, ctx: &Context, out: &mut Vec<Value>) {
        out.extend(self.iter().map(|v| v.get(ctx)));
    }
}
impl IntoValues for &[ValueRef] {
    fn extend_into(self, ctx: &Context, out: &mut Vec<Value>) {
        out.extend(self.iter().map(|v| v.get(ctx)));
    }
}
impl<const N: usize> IntoValues for [ValueRef; N] {
    fn extend_into(self, ctx: &Context, out: &mut Vec<Value>) {
        out.extend(self.iter().map(|v| v.get(ctx)));
    }
}
