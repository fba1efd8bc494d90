//! The [`Context`] owns everything: interned names, uniqued types and
//! attributes, and the arenas that hold operations, blocks, regions and
//! values. IR objects are named by small `Copy` handles into those arenas.
//!
//! Arena slots are never reused, and an erased object is marked dead, so a
//! stale handle is caught by a check (a panic naming the mistake), never
//! undefined behaviour.
//!
//! The context is split by job: `storage` holds the arena records, the
//! checked access to them, creation and attributes; `uses` the use lists of
//! values and blocks; `layout` the order of ops in blocks and blocks in
//! regions, moving and erasing; `clone` cloning with a value map.

mod adopt;
mod clone;
mod copies;
mod layout;
mod list;
mod storage;
mod uses;

pub use adopt::Adopted;
pub use copies::IsolatedCopies;
pub(crate) use storage::*;

use crate::attrs::{Attr, AttrKind, Location};
use crate::diag::{Diagnostic, IrError};
use crate::entity::{entity_impl, PrimaryMap};
use crate::intern::{AppendOnly, SharedInterner, SharedUniquer, Sym};
use crate::registry::{OpDef, Registry};
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// An operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpId(pub(crate) u32);
/// A block: a list of operations with arguments.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BlockId(pub(crate) u32);
/// A region: a list of blocks owned by an operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RegionId(pub(crate) u32);
/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub(crate) u32);
/// An operation name, registered or not: an index into the context's table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);
entity_impl!(OpId, BlockId, RegionId, Value, OpName);

/// What the context knows about an operation name.
pub struct OpNameInfo {
    /// The full name (`dialect.op`).
    pub name: Sym,
    /// The dialect prefix (the text before the first `.`), or empty.
    pub dialect: Sym,
    /// The definition, when the op is registered.
    pub def: Option<&'static OpDef>,
    /// Names of the inherent attributes (stored as properties).
    pub inherent: Box<[Sym]>,
}

/// The uniqued, append-only part of a context: interned names, types,
/// attributes and op names. The contexts a pass manager makes to run
/// passes on several functions at once ([`Context::worker`]) share it, so
/// that a handle of one names the same thing in all of them.
pub(crate) struct Uniqued {
    pub(crate) strings: SharedInterner,
    pub(crate) types: SharedUniquer<TypeKind>,
    pub(crate) attrs: SharedUniquer<AttrKind>,
    /// Where `"file":line:col` locations are uniqued (most of them).
    pub(crate) first_on_line: crate::attrs::FirstOnLine,
    /// How many `distinct[N]` attributes were made (each gets its number).
    pub(crate) distinct_count: std::sync::atomic::AtomicU32,
    /// The names of registered ops, made on first use: the [`OpName`] of a
    /// registered op is its place in the registry ([`Registry::op_at`]).
    registered_op_names: Box<[std::sync::OnceLock<OpNameInfo>]>,
    /// The names of unregistered ops: the [`OpName`] of one is its index
    /// here after the registered ones.
    op_names: AppendOnly<OpNameInfo>,
    /// The op name of each name symbol; op names are made under its write
    /// lock.
    op_name_map: crate::parallel::CachePadded<std::sync::RwLock<FxHashMap<Sym, OpName>>>,
    /// The type of each registered type definition without parameters,
    /// by definition index, once made.
    pub(crate) dialect_singletons: Box<[std::sync::OnceLock<crate::types::Type>]>,
}

/// The owner of all IR.
pub struct Context {
    // Names, types, attributes and op names are made through `&Context`
    // (see `intern`), so that patterns, verifiers and threads that only
    // borrow the IR can make them.
    pub(crate) uniqued: Arc<Uniqued>,
    pub(crate) ops: PrimaryMap<OpId, OpData>,
    pub(crate) op_extras: PrimaryMap<ExtraId, OpExtra>,
    pub(crate) blocks: PrimaryMap<BlockId, BlockData>,
    pub(crate) regions: PrimaryMap<RegionId, RegionData>,
    pub(crate) values: PrimaryMap<Value, ValueData>,
    /// The value of each operand slot; slots of one op are consecutive.
    pub(crate) operand_values: PrimaryMap<OperandSlot, Value>,
    /// The use-list link of each operand slot.
    pub(crate) operand_links: PrimaryMap<OperandSlot, UseLink<OperandSlot>>,
    /// The regions of each op that has any, consecutive.
    pub(crate) region_lists: Vec<RegionId>,
    /// The block of each successor slot; slots of one op are consecutive.
    pub(crate) successor_blocks: PrimaryMap<SuccessorSlot, BlockId>,
    /// The predecessor-list link of each successor slot.
    pub(crate) successor_links: PrimaryMap<SuccessorSlot, UseLink<SuccessorSlot>>,
    pub(crate) registry: &'static Registry,
    /// Accept ops, types and attributes of dialects nobody registered.
    pub allow_unregistered: bool,
    /// Verify isolated-from-above ops (functions) on several threads, as
    /// MLIR does; `-mlir-disable-threading` clears it. Results, and the
    /// order of diagnostics, are the same either way.
    pub multithreading: bool,
    /// Diagnostics emitted and not yet taken by the driver.
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// The blobs of a file's `dialect_resources`, by dialect and key.
    pub(crate) resource_blobs: FxHashMap<(Box<str>, Box<[u8]>), crate::attrs::ResourceBlob>,
    /// A file's `external_resources`, printed back as read.
    pub(crate) external_resources: Vec<crate::attrs::ExternalResourceGroup>,
    /// Where each group of `external_resources` is, by name.
    pub(crate) external_resource_index: FxHashMap<Box<str>, usize>,
}

// Verification reads one context from several threads.
const _: fn() = || {
    fn shared_between_threads<T: Send + Sync>() {}
    shared_between_threads::<Context>();
};

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// A description of an operation to create, as MLIR's `OperationState`.
#[derive(Clone)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// The op's source location.
    pub loc: Location,
    /// The operands, in order.
    pub operands: Vec<Value>,
    /// The result types, in order.
    pub result_types: Vec<Type>,
    /// All attributes; inherent ones go to the properties of a registered op.
    pub attributes: Vec<(Sym, Attr)>,
    /// Properties given explicitly (`<{...}>`), a dictionary.
    pub properties: Option<Attr>,
    /// Regions made with [`Context::create_region`], not yet owned.
    pub regions: Vec<RegionId>,
    /// The successor blocks, in order.
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// A state with only a name and a location.
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: Vec::new(),
            properties: None,
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }
    /// Sets (or replaces) an attribute.
    pub fn add_attr(&mut self, name: Sym, value: Attr) {
        match self.attributes.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.attributes.push((name, value)),
        }
    }
    /// The attribute `name`, if set.
    pub fn attr(&self, name: Sym) -> Option<Attr> {
        self.attributes.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }
}

impl Context {
    /// A context with every registered dialect available.
    pub fn new() -> Self {
        let uniqued = Uniqued {
            strings: SharedInterner::default(),
            types: Default::default(),
            attrs: SharedUniquer::default(),
            first_on_line: Default::default(),
            distinct_count: Default::default(),
            registered_op_names: (0..Registry::global().op_count()).map(|_| std::sync::OnceLock::new()).collect(),
            op_names: AppendOnly::default(),
            op_name_map: Default::default(),
            dialect_singletons: Registry::global().type_defs().iter().map(|_| std::sync::OnceLock::new()).collect(),
        };
        let ctx = Context::empty(Arc::new(uniqued), Registry::global());
        ctx.make_preset_types();
        // The first attribute, so that `Location::UNKNOWN` names it in every context.
        let unknown = ctx.get_attr(AttrKind::Location(crate::attrs::LocKind::Unknown));
        debug_assert_eq!(unknown, Location::UNKNOWN.0);
        ctx
    }

    /// A context with no IR that shares this one's names, types,
    /// attributes and op names (and its settings): IR moved into it with
    /// [`Context::import_op`] keeps the meaning of every handle of those.
    /// A pass manager gives each thread one, to run passes on several
    /// isolated-from-above ops (functions) at once with `&mut` access to
    /// each. A file's resources stay with the context that read it.
    pub fn worker(&self) -> Context {
        let mut worker = Context::empty(Arc::clone(&self.uniqued), self.registry);
        worker.allow_unregistered = self.allow_unregistered;
        worker.multithreading = self.multithreading;
        worker
    }

    /// Removes all IR, diagnostics and resources, keeping the arenas'
    /// memory: a thread that works on one function after another reuses
    /// one context rather than growing (and faulting in) a new one each
    /// time. Handles made before name nothing afterwards.
    pub fn clear_ir(&mut self) {
        // Every field named, so that a new one cannot be forgotten here.
        let Context {
            uniqued: _,
            ops,
            op_extras,
            blocks,
            regions,
            values,
            operand_values,
            operand_links,
            region_lists,
            successor_blocks,
            successor_links,
            registry: _,
            allow_unregistered: _,
            multithreading: _,
            diagnostics,
            resource_blobs,
            external_resources,
            external_resource_index,
        } = self;
        ops.clear();
        op_extras.clear();
        blocks.clear();
        regions.clear();
        values.clear();
        operand_values.clear();
        operand_links.clear();
        region_lists.clear();
        successor_blocks.clear();
        successor_links.clear();
        diagnostics.clear();
        resource_blobs.clear();
        external_resources.clear();
        external_resource_index.clear();
    }

    /// A context without IR over the given uniqued tables.
    fn empty(uniqued: Arc<Uniqued>, registry: &'static Registry) -> Context {
        Context {
            uniqued,
            ops: PrimaryMap::new(),
            op_extras: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
            operand_values: PrimaryMap::new(),
            operand_links: PrimaryMap::new(),
            region_lists: Vec::new(),
            successor_blocks: PrimaryMap::new(),
            successor_links: PrimaryMap::new(),
            registry,
            allow_unregistered: false,
            multithreading: true,
            diagnostics: Vec::new(),
            resource_blobs: FxHashMap::default(),
            external_resources: Vec::new(),
            external_resource_index: FxHashMap::default(),
        }
    }

    /// The registry of dialects, ops, types and attributes.
    pub fn registry(&self) -> &'static Registry {
        self.registry
    }
    /// The interned handle of `s`, interning it on first use.
    pub fn intern(&self, s: &str) -> Sym {
        self.uniqued.strings.intern(s)
    }
    /// The handle of `s` if it was ever interned (without interning it).
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        self.uniqued.strings.lookup(s)
    }
    /// The text of an interned name (cut before its first byte that is not
    /// UTF-8; [`Context::sym_bytes`] has all of them).
    pub fn str(&self, sym: Sym) -> &str {
        self.uniqued.strings.get(sym)
    }
    /// The interned handle of a name given as bytes (quoted names may hold
    /// any byte).
    pub fn intern_bytes(&self, s: &[u8]) -> Sym {
        self.uniqued.strings.intern_bytes(s)
    }
    /// The bytes of an interned name.
    pub fn sym_bytes(&self, sym: Sym) -> &[u8] {
        self.uniqued.strings.get_bytes(sym)
    }

    /// The [`OpName`] of `name`, registered or not.
    pub fn op_name(&self, name: &str) -> OpName {
        self.op_name_bytes(name.as_bytes())
    }
    /// The [`OpName`] of a name given as bytes (a quoted op name may hold
    /// any byte; one that is not UTF-8 is never registered).
    pub fn op_name_bytes(&self, name: &[u8]) -> OpName {
        use std::sync::PoisonError;
        // Found again without taking the map's lock (which every op a
        // parser or pattern makes would take) when this thread asked for it
        // lately.
        let names = &self.uniqued.op_names;
        let hash = crate::intern::hash32(name);
        let same = |i: u32| self.sym_bytes(self.op_name_info(OpName(i)).name) == name;
        if let Some(i) = crate::intern::recent::find(names.id(), hash, same) {
            return OpName(i);
        }
        let sym = self.intern_bytes(name);
        if let Some(&n) = self.uniqued.op_name_map.read().unwrap_or_else(PoisonError::into_inner).get(&sym) {
            crate::intern::recent::note(names.id(), hash, n.0);
            return n;
        }
        let dot = name.iter().position(|&b| b == b'.').unwrap_or(0);
        let dialect = self.intern_bytes(&name[..dot]);
        let index = std::str::from_utf8(name).ok().and_then(|n| self.registry.op_index(n));
        let def = index.and_then(|i| self.registry.op_at(i));
        let inherent = def.map_or_else(Default::default, |d| d.inherent_attrs.iter().map(|a| self.intern(a)).collect());
        let info = OpNameInfo { name: sym, dialect, def, inherent };
        let mut map = self.uniqued.op_name_map.write().unwrap_or_else(PoisonError::into_inner);
        // Another thread may have added it between the two locks.
        *map.entry(sym).or_insert_with(|| match index {
            Some(i) => {
                self.uniqued.registered_op_names[i as usize].get_or_init(|| info);
                OpName(i)
            }
            None => OpName(self.uniqued.registered_op_names.len() as u32 + names.push(info)),
        })
    }
    /// The [`OpName`] of the registered op at `index` of the registry
    /// ([`Registry::op_with_index`]): found without its name's lookup.
    pub fn registered_op_name(&self, index: u32) -> OpName {
        match self.uniqued.registered_op_names.get(index as usize) {
            Some(info) if info.get().is_some() => OpName(index),
            _ => self.op_name(self.registry.op_at(index).expect("a registered op's index").name),
        }
    }
    /// What the context knows about `name`.
    #[inline]
    pub fn op_name_info(&self, name: OpName) -> &OpNameInfo {
        let registered = &self.uniqued.registered_op_names;
        match registered.get(name.0 as usize) {
            Some(info) => info.get().expect("an op name is made before it is used"),
            None => self.uniqued.op_names.get(name.0 - registered.len() as u32),
        }
    }

    /// Records a diagnostic for the driver to report.
    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }
    /// Takes the diagnostics emitted so far.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }
    /// How many diagnostics were emitted and not taken.
    pub fn diagnostics_len(&self) -> usize {
        self.diagnostics.len()
    }
    /// Forgets the diagnostics emitted after the first `len` (those of
    /// work that is dropped and done again).
    pub fn truncate_diagnostics(&mut self, len: usize) {
        self.diagnostics.truncate(len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts past 16 bits live in the side record; the accessors agree.
    #[test]
    fn large_operand_and_result_counts() {
        let mut ctx = Context::new();
        let name = ctx.op_name("test.op");
        let loc = Location(ctx.unit_attr());
        let ty = ctx.index_type();
        let mut st = OperationState::new(name, loc);
        st.result_types = vec![ty; 70_000];
        let big = ctx.create_op(st);
        assert_eq!(big.num_results(&ctx), 70_000);
        assert_eq!(big.num_operands(&ctx), 0);
        let values: Vec<Value> = big.results(&ctx).collect();
        let mut st = OperationState::new(name, loc);
        st.operands = values[..10].to_vec();
        let user = ctx.create_op(st);
        assert_eq!(user.num_operands(&ctx), 10);
        ctx.set_operands(user, &values);
        assert_eq!(user.num_operands(&ctx), 70_000);
        assert_eq!(user.operands(&ctx)[69_999], values[69_999]);
        assert_eq!(user.num_results(&ctx), 0);
        assert!(values[5].has_one_use(&ctx));
        ctx.set_operands(user, &values[..3]);
        assert_eq!(user.operands(&ctx), &values[..3]);
        assert!(!values[5].has_uses(&ctx));
        assert_eq!(std::mem::size_of::<OpData>(), 44);
    }

    /// `Location::UNKNOWN` is the unknown location of every context.
    #[test]
    fn unknown_location_needs_no_context() {
        let ctx = Context::new();
        assert_eq!(ctx.unknown_loc(), Location::UNKNOWN);
        assert!(matches!(Location::UNKNOWN.kind(&ctx), crate::attrs::LocKind::Unknown));
        assert!(matches!(Location::UNKNOWN.0.kind(&ctx), AttrKind::Location(crate::attrs::LocKind::Unknown)));
    }

    /// Erasures that would leave a dangling use are refused with the
    /// culprit named, and change nothing.
    #[test]
    fn refused_erasures_name_what_is_still_used() {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let ty = ctx.index_type();
        let (def, user, branch) = (ctx.op_name("test.def"), ctx.op_name("test.use"), ctx.op_name("test.br"));
        let region = ctx.create_region();
        let (entry, target) = (ctx.create_block(), ctx.create_block());
        ctx.append_block(region, entry);
        ctx.append_block(region, target);
        let arg = ctx.add_block_arg(target, ty, loc);
        let mut st = OperationState::new(def, loc);
        st.result_types = vec![ty];
        let d = ctx.create_op(st);
        ctx.append_op(entry, d);
        let value = d.results(&ctx).next().unwrap();
        let mut st = OperationState::new(branch, loc);
        st.successors = vec![target];
        let br = ctx.create_op(st);
        ctx.append_op(entry, br);
        let mut st = OperationState::new(user, loc);
        st.operands = vec![value, arg];
        let u = ctx.create_op(st);
        ctx.append_op(target, u);

        assert_eq!(ctx.erase_op(d), Err(IrError::OpResultInUse { op: d, value }));
        assert_eq!(ctx.erase_block(target), Err(IrError::BlockIsSuccessor { block: target, predecessor: br }));
        assert_eq!(ctx.erase_block(entry), Err(IrError::ValueUsedOutside { block: entry, value }));
        assert_eq!(ctx.erase_block_arg(target, 0), Err(IrError::BlockArgInUse { block: target, value: arg }));
        ctx.erase_op(br).unwrap();
        assert_eq!(ctx.erase_blocks(&[entry]), Err(IrError::ValueUsedOutside { block: entry, value }));
        assert!(ctx.is_alive(d) && ctx.is_alive(u));
        let message = IrError::OpResultInUse { op: d, value }.to_string();
        assert!(message.contains("still has uses"), "{message}");
        // Together, the blocks use only each other's values.
        ctx.erase_blocks(&[entry, target]).unwrap();
        assert!(!ctx.is_alive(d) && !ctx.is_alive(u));
    }
}
