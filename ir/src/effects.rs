//! Memory effects of ops, as MLIR's `MemoryEffectOpInterface` and the
//! queries on it (`isMemoryEffectFree`, `getEffectsRecursively`,
//! `wouldOpBeTriviallyDead`): what CSE and dead-code removal may do with
//! an op depends on them.
//!
//! An op's effects come from its definition: `NoMemoryEffect` (or `Pure`)
//! has none, `MemoryEffects(MemRead, ...)` has those it lists, and an op
//! implementing [`MemoryEffectOpInterface`] computes them (from its
//! attributes, say). `RecursiveMemoryEffects` adds the effects of the ops
//! in its regions. Any other op has unknown effects, which every query
//! treats as possibly writing anything.

use crate::context::{Context, OpId};
use crate::registry::Traits;

/// A set of memory effects (MLIR's `MemoryEffects::Effect` kinds; the
/// resource and the value they apply to are not modelled).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryEffects {
    /// `MemRead`.
    pub read: bool,
    /// `MemWrite`.
    pub write: bool,
    /// `MemAlloc`.
    pub alloc: bool,
    /// `MemFree`.
    pub free: bool,
    /// `MemAlloc` of one of the op's own results (ODS's `Res<..., "",
    /// [MemAlloc]>`): unlike other allocations, dropped with the op when
    /// the result is unused.
    pub alloc_result: bool,
}

impl MemoryEffects {
    /// No effect.
    pub const NONE: MemoryEffects =
        MemoryEffects { read: false, write: false, alloc: false, free: false, alloc_result: false };
    /// Reading only.
    pub const READ: MemoryEffects = MemoryEffects { read: true, ..MemoryEffects::NONE };
    /// Writing only.
    pub const WRITE: MemoryEffects = MemoryEffects { write: true, ..MemoryEffects::NONE };

    /// The effects an op's trait bits declare (`MemoryEffects(...)`).
    pub fn from_traits(t: Traits) -> MemoryEffects {
        MemoryEffects {
            read: t.contains(Traits::MEM_READ),
            write: t.contains(Traits::MEM_WRITE),
            alloc: t.contains(Traits::MEM_ALLOC),
            free: t.contains(Traits::MEM_FREE),
            alloc_result: false,
        }
    }
    /// Whether there is no effect at all.
    pub fn is_empty(self) -> bool {
        self == MemoryEffects::NONE
    }
    /// Whether the only effect is reading (`onlyHasEffect<Read>`).
    pub fn only_reads(self) -> bool {
        self == MemoryEffects::READ
    }
    /// Whether an op with these effects may go once its results are
    /// unused: it only reads (MLIR's `wouldOpBeTriviallyDeadImpl`).
    pub fn removable(self) -> bool {
        !self.write && !self.alloc && !self.free
    }
    /// Both sets of effects.
    pub fn union(self, other: MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            read: self.read || other.read,
            write: self.write || other.write,
            alloc: self.alloc || other.alloc,
            free: self.free || other.free,
            alloc_result: self.alloc_result || other.alloc_result,
        }
    }
}

/// An op whose memory effects depend on the op itself, not only on its
/// definition (MLIR's `MemoryEffectOpInterface::getEffects`).
#[ods_macros::interface]
pub trait MemoryEffectOpInterface {
    /// The op's own effects (without those of the ops in its regions).
    fn memory_effects(self, ctx: &Context) -> MemoryEffects;
}

/// The op's own effects, if known: `None` for an op that declares none of
/// `NoMemoryEffect`, `MemoryEffects(...)`, the interface or
/// `RecursiveMemoryEffects` (whose own effects are none).
pub fn own_effects(ctx: &Context, op: OpId) -> Option<MemoryEffects> {
    let def = op.def(ctx)?;
    if let Some(i) = MemoryEffectOpInterfaceOp::get(ctx, op) {
        return Some(i.memory_effects(ctx));
    }
    if def.traits.contains(Traits::NO_MEMORY_EFFECT) {
        return Some(MemoryEffects::NONE);
    }
    if def.traits.contains(Traits::HAS_MEMORY_EFFECTS) {
        return Some(MemoryEffects::from_traits(def.traits));
    }
    if def.traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS) || is_effect_free_terminator(def.traits) {
        return Some(MemoryEffects::NONE);
    }
    None
}

/// A terminator that only returns control to its parent: it has no
/// effects of its own even where its definition does not say `Pure`.
fn is_effect_free_terminator(t: Traits) -> bool {
    t.contains(Traits::TERMINATOR) && t.contains(Traits::RETURN_LIKE)
}

/// All effects of `op`, with those of the ops nested in it when it has
/// `RecursiveMemoryEffects` (MLIR's `getEffectsRecursively`); `None` when
/// some are unknown.
pub fn memory_effects(ctx: &Context, op: OpId) -> Option<MemoryEffects> {
    let mut all = MemoryEffects::NONE;
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        all = all.union(own_effects(ctx, o)?);
        if o.might_have_trait(ctx, Traits::RECURSIVE_MEMORY_EFFECTS) {
            for &r in o.regions(ctx) {
                for b in r.blocks(ctx) {
                    stack.extend(b.ops(ctx));
                }
            }
        }
    }
    Some(all)
}

/// Whether `op` and the ops it contains have no memory effects (MLIR's
/// `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    memory_effects(ctx, op).is_some_and(MemoryEffects::is_empty)
}

/// Whether removing `op` (once its results are unused) loses no effect:
/// every effect of it and of the ops it contains is a read or the
/// allocation of a result (MLIR's `wouldOpBeTriviallyDeadImpl`).
pub fn has_only_removable_effects(ctx: &Context, op: OpId) -> bool {
    memory_effects(ctx, op).is_some_and(MemoryEffects::removable)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_combine_and_classify() {
        let rw = MemoryEffects::READ.union(MemoryEffects::WRITE);
        assert!(rw.read && rw.write && !rw.alloc && !rw.free);
        assert!(MemoryEffects::READ.only_reads());
        assert!(!rw.only_reads());
        assert!(MemoryEffects::NONE.is_empty());
        assert!(!MemoryEffects::NONE.only_reads());
        let t = Traits(Traits::HAS_MEMORY_EFFECTS.0 | Traits::MEM_ALLOC.0 | Traits::MEM_FREE.0);
        assert_eq!(MemoryEffects::from_traits(t), MemoryEffects { alloc: true, free: true, ..MemoryEffects::NONE });
    }
}
