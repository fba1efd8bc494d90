//! Copies of isolated-from-above ops kept in contexts of their own.

use super::{Context, OpId};
use rustc_hash::FxHashMap;

/// Copies of isolated-from-above ops (functions), each in a context of its
/// own made by [`Context::worker`], kept from when the ops were built: the
/// parser that reads function bodies on several threads keeps what each
/// thread read, and a nested pass pipeline run on several threads takes a
/// function's copy instead of copying the function again. A copy is good
/// only while its op is as it was when copied: whoever changes the IR
/// drops them all.
#[derive(Default)]
pub struct IsolatedCopies {
    by_op: FxHashMap<OpId, (Context, OpId)>,
}

impl IsolatedCopies {
    /// Records that `copy`, in `ctx`, is a copy of `op`.
    pub fn insert(&mut self, op: OpId, ctx: Context, copy: OpId) {
        self.by_op.insert(op, (ctx, copy));
    }
    /// The copy of `op` and its context, if there is one, removed from here.
    pub fn take(&mut self, op: OpId) -> Option<(Context, OpId)> {
        self.by_op.remove(&op)
    }
}
