//! Bodies of isolated-from-above ops kept in contexts of their own.

use super::{Context, OpId};
use rustc_hash::FxHashMap;

/// Copies of isolated-from-above ops (functions), each in a context of its
/// own made by [`Context::worker`] and holding the op's only body: the
/// parser that reads function bodies on several threads leaves each where
/// it was read, and the op's regions stay empty in its own context. The
/// verifier checks them there, and a nested pass pipeline run on several
/// threads takes them as they are, instead of a copy into the module and
/// another out of it. Whoever else changes or reads the IR first gives
/// the ops their bodies back ([`IsolatedCopies::put_back`]): dropping a
/// copy would lose its body.
#[derive(Default)]
pub struct IsolatedCopies {
    by_op: FxHashMap<OpId, (Context, OpId)>,
}

impl IsolatedCopies {
    /// Records that `copy`, in `ctx`, holds the body of `op`, whose regions
    /// are empty.
    pub fn insert(&mut self, op: OpId, ctx: Context, copy: OpId) {
        self.by_op.insert(op, (ctx, copy));
    }
    /// The copy of `op` and its context, if there is one, removed from here.
    pub fn take(&mut self, op: OpId) -> Option<(Context, OpId)> {
        self.by_op.remove(&op)
    }
    /// Whether there is no copy.
    pub fn is_empty(&self) -> bool {
        self.by_op.is_empty()
    }
    /// Each op with a copy, with the context and the op of its copy, in the
    /// order of the ops' handles.
    pub fn iter_mut(&mut self) -> Vec<(OpId, &mut Context, OpId)> {
        let mut v: Vec<_> = self.by_op.iter_mut().map(|(&o, (c, copy))| (o, c, *copy)).collect();
        v.sort_by_key(|&(o, ..)| o);
        v
    }
    /// Gives each op its body back (its copy's, as it is now), leaving no
    /// copy here.
    pub fn put_back(&mut self, ctx: &mut Context) {
        let mut copies: Vec<(OpId, (Context, OpId))> = self.by_op.drain().collect();
        copies.sort_by_key(|&(o, _)| o);
        ctx.reserve_for_adoption(copies.iter().map(|(_, (c, _))| c));
        for (op, (c, copy)) in copies {
            ctx.replace_with_adopted(op, c, copy);
        }
    }
}

impl Drop for IsolatedCopies {
    fn drop(&mut self) {
        // A copy dropped is a body lost: every path puts them back.
        debug_assert!(std::thread::panicking() || self.is_empty(), "the copy of an isolated op was dropped");
    }
}
