//! Memory effects of ops, as MLIR's `MemoryEffectOpInterface` and the
//! queries on it (`getEffects`, `isMemoryEffectFree`,
//! `getEffectsRecursively`, `wouldOpBeTriviallyDead`): what CSE and
//! dead-code removal may do with an op depends on them.
//!
//! An op's effects come from its definition: `NoMemoryEffect` (or `Pure`)
//! has none; `MemoryEffects(MemRead, ...)` has those it lists, on no
//! value; an operand, result or symbol reference attribute declared with
//! `#[op(effects(MemRead))]` has that effect on each of its values (ODS's
//! `Arg<T, "", [MemRead]>`); and an op implementing
//! [`MemoryEffectOpInterface`] computes them (from its attributes, say).
//! `RecursiveMemoryEffects` adds the effects of the ops in its regions.
//! Any other op has unknown effects, which every query treats as possibly
//! writing anything.

use crate::attrs::Attr;
use crate::context::{Context, OpId, Value};
use crate::ods::{group_ranges, EffectSite, OpSpec, OPERAND_SEGMENTS, RESULT_SEGMENTS};
use crate::registry::Traits;

pub use crate::ods::effect_spec::{Effect, Resource};

/// What an effect acts on (MLIR's `EffectInstance` value or symbol).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectTarget {
    /// The op's operand at this index (MLIR's `OpOperand`).
    Operand(usize),
    /// The op's result at this index.
    Result(usize),
    /// Another value, such as an argument of a block of the op.
    Value(Value),
    /// The symbol this symbol reference names.
    Symbol(Attr),
}

/// One effect of an op (MLIR's `MemoryEffects::EffectInstance`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectInstance {
    /// The kind of effect.
    pub effect: Effect,
    /// What it acts on, if it acts on a value or symbol.
    pub target: Option<EffectTarget>,
    /// The memory it acts on.
    pub resource: Resource,
    /// When it happens relative to the op's other effects (lower first).
    pub stage: u32,
    /// Whether it acts on every part of the resource.
    pub full: bool,
}

impl EffectInstance {
    /// `effect` on no value, on [`Resource::DEFAULT`].
    pub fn new(effect: Effect) -> EffectInstance {
        EffectInstance { effect, target: None, resource: Resource::DEFAULT, stage: 0, full: false }
    }
    /// The same effect on `target`.
    pub fn on(self, target: EffectTarget) -> EffectInstance {
        EffectInstance { target: Some(target), ..self }
    }
    /// The same effect on `resource`.
    pub fn in_resource(self, resource: Resource) -> EffectInstance {
        EffectInstance { resource, ..self }
    }
    /// The value the effect acts on, for an effect of `op` (MLIR's
    /// `getValue`).
    pub fn value(&self, ctx: &Context, op: OpId) -> Option<Value> {
        match self.target? {
            EffectTarget::Operand(i) => op.operands(ctx).get(i).copied(),
            EffectTarget::Result(i) => op.results(ctx).nth(i),
            EffectTarget::Value(v) => Some(v),
            EffectTarget::Symbol(_) => None,
        }
    }
}

/// What a set of effects allows (a summary of [`EffectInstance`]s).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryEffects {
    /// Some effect reads.
    pub read: bool,
    /// Some effect writes.
    pub write: bool,
    /// Some effect allocates.
    pub alloc: bool,
    /// Some effect frees.
    pub free: bool,
    /// Some effect would be lost with the op: one that is not a read and
    /// not on a result the op allocates (such effects go with the op when
    /// the result is unused, as in MLIR's `wouldOpBeTriviallyDead`).
    pub lasting: bool,
}

impl MemoryEffects {
    /// No effect.
    pub const NONE: MemoryEffects =
        MemoryEffects { read: false, write: false, alloc: false, free: false, lasting: false };
    /// Reading only.
    pub const READ: MemoryEffects = MemoryEffects { read: true, ..MemoryEffects::NONE };
    /// Writing only.
    pub const WRITE: MemoryEffects = MemoryEffects { write: true, lasting: true, ..MemoryEffects::NONE };

    /// The summary of `effects`, the effects of `op`.
    pub fn of(ctx: &Context, op: OpId, effects: &[EffectInstance]) -> MemoryEffects {
        let allocated: Vec<Value> = effects
            .iter()
            .filter(|e| e.effect == Effect::Allocate)
            .filter_map(|e| e.value(ctx, op))
            .filter(|v| v.defining_op(ctx) == Some(op))
            .collect();
        let mut out = MemoryEffects::NONE;
        for e in effects {
            match e.effect {
                Effect::Read => out.read = true,
                Effect::Write => out.write = true,
                Effect::Allocate => out.alloc = true,
                Effect::Free => out.free = true,
            }
            if e.effect != Effect::Read && !e.value(ctx, op).is_some_and(|v| allocated.contains(&v)) {
                out.lasting = true;
            }
        }
        out
    }
    /// Whether there is no effect at all.
    pub fn is_empty(self) -> bool {
        !(self.read || self.write || self.alloc || self.free)
    }
    /// Whether the only effect is reading (`onlyHasEffect<Read>`).
    pub fn only_reads(self) -> bool {
        self.read && !self.write && !self.alloc && !self.free
    }
    /// Whether an op with these effects may go once its results are
    /// unused: it only reads, or acts on results it allocates (MLIR's
    /// `wouldOpBeTriviallyDeadImpl`).
    pub fn removable(self) -> bool {
        !self.lasting
    }
    /// Both sets of effects.
    pub fn union(self, other: MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            read: self.read || other.read,
            write: self.write || other.write,
            alloc: self.alloc || other.alloc,
            free: self.free || other.free,
            lasting: self.lasting || other.lasting,
        }
    }
}

/// An op whose memory effects depend on the op itself, not only on its
/// definition (MLIR's `MemoryEffectOpInterface::getEffects`).
#[ods_macros::interface]
pub trait MemoryEffectOpInterface {
    /// The op's own effects (without those of the ops in its regions).
    fn effects(self, ctx: &Context) -> Vec<EffectInstance>;
}

/// The effects of `op` as MLIR's `MemoryEffectOpInterface::getEffects`
/// gives them: `None` when the op has no such interface (it declares
/// neither `NoMemoryEffect`, `MemoryEffects(...)`, effects of its fields,
/// nor implements [`MemoryEffectOpInterface`]).
pub fn effects(ctx: &Context, op: OpId) -> Option<Vec<EffectInstance>> {
    let def = op.def(ctx)?;
    if let Some(i) = MemoryEffectOpInterfaceOp::get(ctx, op) {
        return Some(i.effects(ctx));
    }
    if def.traits.contains(Traits::NO_MEMORY_EFFECT) {
        return Some(Vec::new());
    }
    if !def.traits.contains(Traits::HAS_MEMORY_EFFECTS) {
        return None;
    }
    Some(match OpSpec::of(def) {
        Some(spec) => declared_effects(ctx, op, spec),
        None => trait_effects(def.traits),
    })
}

/// The effects the table of `spec` declares, on the values of `op`.
fn declared_effects(ctx: &Context, op: OpId, spec: &OpSpec) -> Vec<EffectInstance> {
    let mut out = Vec::with_capacity(spec.effects.len());
    let mut operand_groups = None;
    let mut result_groups = None;
    for e in spec.effects {
        let one = EffectInstance { effect: e.effect, target: None, resource: e.resource, stage: e.stage, full: e.full };
        match e.site {
            EffectSite::Op => out.push(one),
            EffectSite::Operand(g) => {
                let ranges = operand_groups.get_or_insert_with(|| {
                    let n = op.num_operands(ctx);
                    group_ranges(ctx, op, spec.operands, spec.operand_segments, n, OPERAND_SEGMENTS)
                });
                out.extend(ranges[g].clone().map(|i| one.on(EffectTarget::Operand(i))));
            }
            EffectSite::Result(g) => {
                let ranges = result_groups.get_or_insert_with(|| {
                    let n = op.num_results(ctx);
                    group_ranges(ctx, op, spec.results, spec.result_segments, n, RESULT_SEGMENTS)
                });
                out.extend(ranges[g].clone().map(|i| one.on(EffectTarget::Result(i))));
            }
            EffectSite::Symbol(name) => {
                if let Some(a) = op.attr_by_str(ctx, name) {
                    out.push(one.on(EffectTarget::Symbol(a)));
                }
            }
        }
    }
    out
}

/// The effects an op's trait bits declare, for a definition without an ODS
/// table.
fn trait_effects(t: Traits) -> Vec<EffectInstance> {
    [
        (Traits::MEM_READ, Effect::Read),
        (Traits::MEM_WRITE, Effect::Write),
        (Traits::MEM_ALLOC, Effect::Allocate),
        (Traits::MEM_FREE, Effect::Free),
    ]
    .into_iter()
    .filter(|(bit, _)| t.contains(*bit))
    .map(|(_, e)| EffectInstance::new(e))
    .collect()
}

/// The op's own effects, summarised, if known: `None` for an op that
/// declares none of `NoMemoryEffect`, `MemoryEffects(...)`, effects of its
/// fields, the interface or `RecursiveMemoryEffects` (whose own effects
/// are none).
pub fn own_effects(ctx: &Context, op: OpId) -> Option<MemoryEffects> {
    let def = op.def(ctx)?;
    // The common case first, without building the list: `NoMemoryEffect`
    // and no interface that would list effects.
    if def.traits.contains(Traits::NO_MEMORY_EFFECT)
        && (def.interfaces.is_empty() || MemoryEffectOpInterfaceOp::get(ctx, op).is_none())
    {
        return Some(MemoryEffects::NONE);
    }
    if let Some(list) = effects(ctx, op) {
        return Some(MemoryEffects::of(ctx, op, &list));
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
/// every effect of it and of the ops it contains is a read or acts on a
/// result its op allocates (MLIR's `wouldOpBeTriviallyDeadImpl`).
pub fn has_only_removable_effects(ctx: &Context, op: OpId) -> bool {
    memory_effects(ctx, op).is_some_and(MemoryEffects::removable)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_combine_and_classify() {
        let rw = MemoryEffects::READ.union(MemoryEffects::WRITE);
        assert!(rw.read && rw.write && !rw.alloc && !rw.free && rw.lasting);
        assert!(MemoryEffects::READ.only_reads());
        assert!(MemoryEffects::READ.removable());
        assert!(!rw.only_reads());
        assert!(!rw.removable());
        assert!(MemoryEffects::NONE.is_empty());
        assert!(!MemoryEffects::NONE.only_reads());
        let t = Traits(Traits::HAS_MEMORY_EFFECTS.0 | Traits::MEM_ALLOC.0 | Traits::MEM_FREE.0);
        let list = trait_effects(t);
        assert_eq!(list, [EffectInstance::new(Effect::Allocate), EffectInstance::new(Effect::Free)]);
    }
}
