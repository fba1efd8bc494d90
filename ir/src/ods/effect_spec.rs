//! The memory effects an op definition declares, as the table
//! `#[derive(Op)]` fills: those of its `MemoryEffects(...)` trait (on no
//! value) and those of its fields (ODS's `Arg<T, "", [MemRead]>` and
//! `Res<T, "", [MemAlloc]>`: on each value of an operand or result group,
//! or on the symbol a symbol reference attribute names). `ods_ir::effects`
//! reads the table and turns it into effects on the op's values.

/// A kind of memory effect (MLIR's `MemoryEffects::Effect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
    /// `MemAlloc`.
    Allocate,
    /// `MemFree`.
    Free,
}

impl Effect {
    /// The effect's name as MLIR's tools print it (`read`, `allocate`).
    pub fn name(self) -> &'static str {
        match self {
            Effect::Read => "read",
            Effect::Write => "write",
            Effect::Allocate => "allocate",
            Effect::Free => "free",
        }
    }
}

/// The memory an effect acts on (MLIR's `SideEffects::Resource`), known by
/// its name: two resources with one name are the same resource. A dialect
/// declares its own as a constant, `Resource::new("<Test>")`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Resource {
    name: &'static str,
}

impl Resource {
    /// Memory in general (MLIR's `DefaultResource`), where effects act
    /// unless they name another resource.
    pub const DEFAULT: Resource = Resource::new("<Default>");

    /// The resource called `name`.
    pub const fn new(name: &'static str) -> Resource {
        Resource { name }
    }
    /// Its name, as MLIR's `getName` gives it.
    pub fn name(self) -> &'static str {
        self.name
    }
}

/// What a declared effect acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectSite {
    /// No value: an effect of the op's `MemoryEffects(...)` trait.
    Op,
    /// Each value of the operand group at this index.
    Operand(usize),
    /// Each value of the result group at this index.
    Result(usize),
    /// The symbol the symbol reference attribute of this name holds (none
    /// when an optional one is absent).
    Symbol(&'static str),
}

/// One declared effect, as ODS writes `MemRead<Resource, stage,
/// FullEffect>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectSpec {
    /// The kind of effect.
    pub effect: Effect,
    /// What it acts on.
    pub site: EffectSite,
    /// The memory it acts on.
    pub resource: Resource,
    /// When it happens relative to the op's other effects (lower first).
    pub stage: u32,
    /// Whether it acts on every part of the resource (`FullEffect`), not
    /// only some (`PartialEffect`).
    pub full: bool,
}
