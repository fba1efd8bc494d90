//! The [`Context`] owns everything: interned names, uniqued types and
//! attributes, and the arenas that hold operations, blocks, regions and
//! values. IR objects are named by small `Copy` handles into those arenas.
//!
//! Arena slots are never reused, and an erased object is marked dead, so a
//! stale handle is caught by a check (a panic naming the mistake), never
//! undefined behaviour.

use crate::attrs::{Attr, AttrKind, Location};
use crate::diag::Diagnostic;
use crate::intern::{Interner, Sym, Uniquer};
use crate::registry::{OpDef, Registry};
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;

pub(crate) const NONE: u32 = u32::MAX;

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

/// An operation in the arena: 44 bytes. Regions and successors, which few
/// ops have, live in a side record ([`OpExtra`]), and so do operand and
/// result counts too large for 16 bits; an erased op is marked by its name
/// ([`DEAD`]).
pub(crate) struct OpData {
    /// The op name, or [`DEAD`] once the op is erased.
    pub name: OpName,
    pub loc: Location,
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    /// First operand slot.
    pub operands: u32,
    /// First result value.
    pub results: u32,
    /// The operand count (low 16 bits) and the result count (high 16 bits);
    /// a count of [`BIG_COUNT`] or more is kept in the [`OpExtra`] and the
    /// field holds [`BIG_COUNT`] instead.
    pub counts: u32,
    /// Index of the op's [`OpExtra`] when it has one, or NONE.
    pub extra: u32,
    /// Inherent attributes (a dictionary), or NONE.
    pub props: u32,
    /// Discardable attributes (a dictionary), or NONE.
    pub attrs: u32,
}

/// The name of an erased operation.
pub(crate) const DEAD: OpName = OpName(u32::MAX);

/// An operand or result count that does not fit [`OpData::counts`].
pub(crate) const BIG_COUNT: u32 = 0xFFFF;

/// The packed counts of [`OpData::counts`].
fn pack_counts(operands: u32, results: u32) -> u32 {
    operands.min(BIG_COUNT) | (results.min(BIG_COUNT) << 16)
}

impl OpData {
    pub fn alive(&self) -> bool {
        self.name != DEAD
    }
}

/// The regions and successors of an op that has any, and its operand and
/// result counts when they are too large for [`OpData::counts`].
#[derive(Clone, Copy)]
pub(crate) struct OpExtra {
    pub regions: u32,
    pub num_regions: u32,
    pub successors: u32,
    pub num_successors: u32,
    pub num_operands: u32,
    pub num_results: u32,
}

impl OpExtra {
    const EMPTY: OpExtra =
        OpExtra { regions: 0, num_regions: 0, successors: 0, num_successors: 0, num_operands: 0, num_results: 0 };
}

pub(crate) struct BlockData {
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub first_op: u32,
    pub last_op: u32,
    pub args: Vec<Value>,
    /// Head of the list of successor slots that name this block.
    pub first_pred: u32,
    pub alive: bool,
}

pub(crate) struct RegionData {
    pub parent: u32,
    pub first_block: u32,
    pub last_block: u32,
    pub alive: bool,
}

/// The owner of a value: the defining operation or the block.
pub(crate) const ARG_BIT: u32 = 1 << 31;

pub(crate) struct ValueData {
    pub ty: Type,
    /// OpId or BlockId index, according to `index & ARG_BIT`; NONE for a
    /// value nothing defines. Read it through [`ValueData::owner`].
    pub owner: u32,
    pub index: u32,
    pub first_use: u32,
    pub loc: Location,
}

/// What defines a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ValueOwner {
    Op(OpId),
    Block(BlockId),
}

impl ValueData {
    /// A value that nothing defines: the parser's stand-in for a name used
    /// before its definition. An op may keep one as an operand when the
    /// definition came too late to replace it (MLIR's "unlinked" operand).
    pub fn unlinked(ty: Type, loc: Location) -> ValueData {
        ValueData { ty, owner: NONE, index: 0, first_use: NONE, loc }
    }
    /// The defining op or block, `None` for an unlinked value: the only
    /// place that decodes `owner`, so its sentinel never becomes an index.
    pub fn owner(&self) -> Option<ValueOwner> {
        match self.owner {
            NONE => None,
            o if self.index & ARG_BIT != 0 => Some(ValueOwner::Block(BlockId(o))),
            o => Some(ValueOwner::Op(OpId(o))),
        }
    }
}

/// A link in a use list: which op holds the slot, and the neighbours.
#[derive(Clone, Copy)]
pub(crate) struct UseLink {
    pub owner: u32,
    pub prev: u32,
    pub next: u32,
}

/// The owner of all IR.
pub struct Context {
    pub(crate) strings: Interner,
    pub(crate) types: crate::intern::FrozenUniquer<TypeKind>,
    pub(crate) attrs: Uniquer<AttrKind>,
    pub(crate) op_names: Vec<OpNameInfo>,
    op_name_map: FxHashMap<Sym, OpName>,
    pub(crate) ops: Vec<OpData>,
    pub(crate) op_extras: Vec<OpExtra>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) operand_values: Vec<Value>,
    pub(crate) operand_links: Vec<UseLink>,
    pub(crate) region_lists: Vec<RegionId>,
    pub(crate) successor_blocks: Vec<BlockId>,
    pub(crate) successor_links: Vec<UseLink>,
    pub(crate) registry: &'static Registry,
    /// Accept ops, types and attributes of dialects nobody registered.
    pub allow_unregistered: bool,
    /// Diagnostics emitted and not yet taken by the driver.
    pub(crate) diagnostics: Vec<Diagnostic>,
}

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
        Context {
            strings: Interner::default(),
            types: Default::default(),
            attrs: Uniquer::default(),
            op_names: Vec::new(),
            op_name_map: FxHashMap::default(),
            ops: Vec::new(),
            op_extras: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            operand_values: Vec::new(),
            operand_links: Vec::new(),
            region_lists: Vec::new(),
            successor_blocks: Vec::new(),
            successor_links: Vec::new(),
            registry: Registry::global(),
            allow_unregistered: false,
            diagnostics: Vec::new(),
        }
    }

    /// The registry of dialects, ops, types and attributes.
    pub fn registry(&self) -> &'static Registry {
        self.registry
    }
    /// The interned handle of `s`, interning it on first use.
    pub fn intern(&mut self, s: &str) -> Sym {
        self.strings.intern(s)
    }
    /// The handle of `s` if it was ever interned (without interning it).
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        self.strings.lookup(s)
    }
    /// The text of an interned name.
    pub fn str(&self, sym: Sym) -> &str {
        self.strings.get(sym)
    }

    /// The [`OpName`] of `name`, registered or not.
    pub fn op_name(&mut self, name: &str) -> OpName {
        let sym = self.intern(name);
        if let Some(&n) = self.op_name_map.get(&sym) {
            return n;
        }
        let dialect = self.intern(name.split_once('.').map_or("", |(d, _)| d));
        let def = self.registry.op(name);
        let inherent = def.map_or_else(Default::default, |d| d.inherent_attrs.iter().map(|a| self.intern(a)).collect());
        let id = OpName(self.op_names.len() as u32);
        self.op_names.push(OpNameInfo { name: sym, dialect, def, inherent });
        self.op_name_map.insert(sym, id);
        id
    }
    /// What the context knows about `name`.
    pub fn op_name_info(&self, name: OpName) -> &OpNameInfo {
        &self.op_names[name.0 as usize]
    }

    /// Records a diagnostic for the driver to report.
    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }
    /// Takes the diagnostics emitted so far.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    // ----- arena access with stale-handle checks -----

    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        let d = &self.ops[op.0 as usize];
        assert!(d.alive(), "use of erased operation {op:?}");
        d
    }
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut OpData {
        let d = &mut self.ops[op.0 as usize];
        assert!(d.alive(), "use of erased operation {op:?}");
        d
    }
    /// The regions and successors of `op` (empty when it has none).
    pub(crate) fn op_extra(&self, op: OpId) -> OpExtra {
        match self.op_data(op).extra {
            NONE => OpExtra::EMPTY,
            e => self.op_extras[e as usize],
        }
    }
    /// The side record of `op`, created when it has none.
    fn op_extra_mut(&mut self, op: OpId) -> &mut OpExtra {
        let mut e = self.op_data(op).extra;
        if e == NONE {
            e = self.op_extras.len() as u32;
            self.op_extras.push(OpExtra::EMPTY);
            self.op_data_mut(op).extra = e;
        }
        &mut self.op_extras[e as usize]
    }
    /// The operand count of an op.
    pub(crate) fn num_operands_of(&self, d: &OpData) -> u32 {
        match d.counts & BIG_COUNT {
            BIG_COUNT => self.op_extras[d.extra as usize].num_operands,
            n => n,
        }
    }
    /// The result count of an op.
    pub(crate) fn num_results_of(&self, d: &OpData) -> u32 {
        match d.counts >> 16 {
            BIG_COUNT => self.op_extras[d.extra as usize].num_results,
            n => n,
        }
    }
    fn set_num_operands(&mut self, op: OpId, n: u32) {
        if n >= BIG_COUNT {
            self.op_extra_mut(op).num_operands = n;
        }
        let d = self.op_data_mut(op);
        d.counts = (d.counts & !BIG_COUNT) | n.min(BIG_COUNT);
    }
    pub(crate) fn block_data(&self, b: BlockId) -> &BlockData {
        let d = &self.blocks[b.0 as usize];
        assert!(d.alive, "use of erased block {b:?}");
        d
    }
    pub(crate) fn block_data_mut(&mut self, b: BlockId) -> &mut BlockData {
        let d = &mut self.blocks[b.0 as usize];
        assert!(d.alive, "use of erased block {b:?}");
        d
    }
    pub(crate) fn region_data(&self, r: RegionId) -> &RegionData {
        let d = &self.regions[r.0 as usize];
        assert!(d.alive, "use of erased region {r:?}");
        d
    }
    pub(crate) fn region_data_mut(&mut self, r: RegionId) -> &mut RegionData {
        let d = &mut self.regions[r.0 as usize];
        assert!(d.alive, "use of erased region {r:?}");
        d
    }
    /// Whether `op` names a live operation.
    pub fn is_alive(&self, op: OpId) -> bool {
        self.ops.get(op.0 as usize).is_some_and(|d| d.alive())
    }

    // ----- creation -----

    /// Creates a detached operation.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let info = &self.op_names[state.name.0 as usize];
        // Split inherent attributes (properties) from discardable ones.
        let (mut props, mut attrs): (Vec<_>, Vec<_>) = if info.def.is_some() {
            state.attributes.into_iter().partition(|(n, _)| info.inherent.contains(n))
        } else {
            (Vec::new(), state.attributes)
        };
        if let Some(p) = state.properties {
            if let Some(d) = p.as_dictionary(self) {
                for e in d.iter() {
                    if !props.iter().any(|(n, _)| *n == e.0) {
                        props.push(*e);
                    }
                }
            }
        }
        let opaque_props = info.def.is_none() && state.properties.is_some();
        let props = if opaque_props {
            state.properties.map_or(NONE, |a| a.0)
        } else if props.is_empty() {
            NONE
        } else {
            self.dictionary_attr(props).0
        };
        let attrs = if attrs.is_empty() {
            NONE
        } else {
            self.sort_named(&mut attrs);
            self.get_attr(AttrKind::Dictionary(attrs.into())).0
        };
        let operands = self.operand_values.len() as u32;
        for (i, &v) in state.operands.iter().enumerate() {
            self.operand_values.push(v);
            self.operand_links.push(UseLink { owner: id.0, prev: NONE, next: NONE });
            self.link_use(operands + i as u32, v);
        }
        let results = self.values.len() as u32;
        for (i, &ty) in state.result_types.iter().enumerate() {
            self.values.push(ValueData { ty, owner: id.0, index: i as u32, first_use: NONE, loc: state.loc });
        }
        let regions = self.region_lists.len() as u32;
        for &r in &state.regions {
            let rd = self.region_data_mut(r);
            assert!(rd.parent == NONE, "region {r:?} already belongs to an operation");
            rd.parent = id.0;
            self.region_lists.push(r);
        }
        let successors = self.successor_blocks.len() as u32;
        for (i, &b) in state.successors.iter().enumerate() {
            self.successor_blocks.push(b);
            self.successor_links.push(UseLink { owner: id.0, prev: NONE, next: NONE });
            self.link_block_use(successors + i as u32, b);
        }
        let (num_operands, num_results) = (state.operands.len() as u32, state.result_types.len() as u32);
        let big = num_operands >= BIG_COUNT || num_results >= BIG_COUNT;
        let extra = if state.regions.is_empty() && state.successors.is_empty() && !big {
            NONE
        } else {
            self.op_extras.push(OpExtra {
                regions,
                num_regions: state.regions.len() as u32,
                successors,
                num_successors: state.successors.len() as u32,
                num_operands,
                num_results,
            });
            self.op_extras.len() as u32 - 1
        };
        self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            parent: NONE,
            prev: NONE,
            next: NONE,
            operands,
            results,
            counts: pack_counts(num_operands, num_results),
            extra,
            props,
            attrs,
        });
        id
    }

    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            args: Vec::new(),
            first_pred: NONE,
            alive: true,
        });
        id
    }

    /// Creates a detached, empty region (give it to an [`OperationState`]).
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData { parent: NONE, first_block: NONE, last_block: NONE, alive: true });
        id
    }

    /// Appends an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.block_data(block).args.len() as u32;
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, owner: block.0, index: index | ARG_BIT, first_use: NONE, loc });
        self.block_data_mut(block).args.push(v);
        v
    }

    /// Removes the argument at `index` from a block; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), &'static str> {
        let v = self.block_data(block).args[index];
        if self.values[v.0 as usize].first_use != NONE {
            return Err("block argument still has uses");
        }
        let args = &mut self.block_data_mut(block).args;
        args.remove(index);
        let rest: Vec<Value> = args[index..].to_vec();
        for (i, a) in rest.into_iter().enumerate() {
            self.values[a.0 as usize].index = (index + i) as u32 | ARG_BIT;
        }
        Ok(())
    }

    // ----- use lists -----

    fn link_use(&mut self, slot: u32, v: Value) {
        let head = self.values[v.0 as usize].first_use;
        self.operand_links[slot as usize].prev = NONE;
        self.operand_links[slot as usize].next = head;
        if head != NONE {
            self.operand_links[head as usize].prev = slot;
        }
        self.values[v.0 as usize].first_use = slot;
    }
    fn unlink_use(&mut self, slot: u32) {
        let v = self.operand_values[slot as usize];
        let UseLink { prev, next, .. } = self.operand_links[slot as usize];
        if prev != NONE {
            self.operand_links[prev as usize].next = next;
        } else {
            self.values[v.0 as usize].first_use = next;
        }
        if next != NONE {
            self.operand_links[next as usize].prev = prev;
        }
    }
    fn link_block_use(&mut self, slot: u32, b: BlockId) {
        let head = self.block_data(b).first_pred;
        self.successor_links[slot as usize].prev = NONE;
        self.successor_links[slot as usize].next = head;
        if head != NONE {
            self.successor_links[head as usize].prev = slot;
        }
        self.block_data_mut(b).first_pred = slot;
    }
    fn unlink_block_use(&mut self, slot: u32) {
        let b = self.successor_blocks[slot as usize];
        let UseLink { prev, next, .. } = self.successor_links[slot as usize];
        if prev != NONE {
            self.successor_links[prev as usize].next = next;
        } else {
            self.blocks[b.0 as usize].first_pred = next;
        }
        if next != NONE {
            self.successor_links[next as usize].prev = prev;
        }
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let d = self.op_data(op);
        assert!(index < self.num_operands_of(d) as usize, "operand index {index} out of range");
        let slot = d.operands + index as u32;
        self.unlink_use(slot);
        self.operand_values[slot as usize] = v;
        self.link_use(slot, v);
    }

    /// Replaces all operands of `op` (the count may change).
    pub fn set_operands(&mut self, op: OpId, new: &[Value]) {
        let d = self.op_data(op);
        let (start, n) = (d.operands, self.num_operands_of(d));
        for s in start..start + n {
            self.unlink_use(s);
        }
        let start = if new.len() as u32 <= n {
            start
        } else {
            let s = self.operand_values.len() as u32;
            for _ in 0..new.len() {
                self.operand_values.push(Value(0));
                self.operand_links.push(UseLink { owner: op.0, prev: NONE, next: NONE });
            }
            s
        };
        for (i, &v) in new.iter().enumerate() {
            self.operand_values[start as usize + i] = v;
            self.link_use(start + i as u32, v);
        }
        let d = self.op_data_mut(op);
        d.operands = start;
        self.set_num_operands(op, new.len() as u32);
    }

    /// Replaces successor `index` of `op`.
    pub fn set_successor(&mut self, op: OpId, index: usize, b: BlockId) {
        let e = self.op_extra(op);
        assert!(index < e.num_successors as usize, "successor index {index} out of range");
        let slot = e.successors + index as u32;
        self.unlink_block_use(slot);
        self.successor_blocks[slot as usize] = b;
        self.link_block_use(slot, b);
    }

    /// Replaces every use of `from` by `to`. Costs O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(slot) = self.first_use_slot(from) {
            self.unlink_use(slot);
            self.operand_values[slot as usize] = to;
            self.link_use(slot, to);
        }
    }

    /// Replaces the uses of `from` for which `pred(user op)` holds.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Context, OpId) -> bool) {
        let slots: Vec<u32> = self.use_slots(from).collect();
        for slot in slots {
            let owner = OpId(self.operand_links[slot as usize].owner);
            if pred(self, owner) {
                self.unlink_use(slot);
                self.operand_values[slot as usize] = to;
                self.link_use(slot, to);
            }
        }
    }

    /// Replaces the results of `op` by `values`, one for one.
    pub fn replace_op_results(&mut self, op: OpId, values: &[Value]) {
        let results: Vec<Value> = op.results(self).collect();
        assert_eq!(results.len(), values.len(), "replacement count differs from result count");
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
    }

    fn first_use_slot(&self, v: Value) -> Option<u32> {
        let s = self.values[v.0 as usize].first_use;
        (s != NONE).then_some(s)
    }
    fn use_slots(&self, v: Value) -> impl Iterator<Item = u32> + '_ {
        let mut cur = self.values[v.0 as usize].first_use;
        std::iter::from_fn(move || {
            if cur == NONE {
                return None;
            }
            let s = cur;
            cur = self.operand_links[s as usize].next;
            Some(s)
        })
    }

    /// The uses of a value: (user op, operand index).
    pub fn uses(&self, v: Value) -> impl Iterator<Item = (OpId, usize)> + '_ {
        self.use_slots(v).map(move |s| {
            let owner = self.operand_links[s as usize].owner;
            let start = self.ops[owner as usize].operands;
            (OpId(owner), (s - start) as usize)
        })
    }

    // ----- linking into blocks and regions -----

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.block_data(block).last_op;
        self.link_op(block, op, last, NONE);
    }
    /// Inserts a detached op before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let d = self.op_data(before);
        let (block, prev) = (d.parent, d.prev);
        assert!(block != NONE, "insertion point op is not in a block");
        self.link_op(BlockId(block), op, prev, before.0);
    }
    /// Inserts a detached op after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let d = self.op_data(after);
        let (block, next) = (d.parent, d.next);
        assert!(block != NONE, "insertion point op is not in a block");
        self.link_op(BlockId(block), op, after.0, next);
    }
    /// Inserts at the start of a block.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.block_data(block).first_op;
        self.link_op(block, op, NONE, first);
    }

    fn link_op(&mut self, block: BlockId, op: OpId, prev: u32, next: u32) {
        let d = self.op_data_mut(op);
        assert!(d.parent == NONE, "operation {op:?} is already in a block");
        d.parent = block.0;
        d.prev = prev;
        d.next = next;
        if prev != NONE {
            self.ops[prev as usize].next = op.0;
        } else {
            self.block_data_mut(block).first_op = op.0;
        }
        if next != NONE {
            self.ops[next as usize].prev = op.0;
        } else {
            self.block_data_mut(block).last_op = op.0;
        }
    }

    /// Unlinks an op from its block, keeping it alive (to move it).
    pub fn detach_op(&mut self, op: OpId) {
        let d = self.op_data(op);
        let (block, prev, next) = (d.parent, d.prev, d.next);
        if block == NONE {
            return;
        }
        if prev != NONE {
            self.ops[prev as usize].next = next;
        } else {
            self.blocks[block as usize].first_op = next;
        }
        if next != NONE {
            self.ops[next as usize].prev = prev;
        } else {
            self.blocks[block as usize].last_op = prev;
        }
        let d = self.op_data_mut(op);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Moves an op (detached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Erases an op and everything nested in it. Refused while a result of
    /// the op (or a value defined inside it) is still used outside.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), EraseError> {
        if let Some(v) = op.results(self).find(|v| v.has_uses(self)) {
            return Err(EraseError { op, value: v });
        }
        self.erase_op_unchecked(op);
        Ok(())
    }

    /// Erases an op whose results are known to be unused (nested values may
    /// be used only inside the op itself).
    fn erase_op_unchecked(&mut self, op: OpId) {
        self.detach_op(op);
        self.drop_op_references(op);
        self.kill_op(op);
    }

    /// Drops every operand and successor reference inside `op`, so the
    /// nested IR can be deleted in any order.
    fn drop_op_references(&mut self, op: OpId) {
        if op.regions(self).is_empty() {
            self.drop_own_references(op);
            return;
        }
        for o in op.walk_pre_order(self) {
            self.drop_own_references(o);
        }
    }

    /// Drops the operand and successor references of `op` itself.
    fn drop_own_references(&mut self, op: OpId) {
        let d = self.op_data(op);
        let (os, on, extra) = (d.operands, self.num_operands_of(d), d.extra);
        let e = self.op_extra(op);
        let (ss, sn) = (e.successors, e.num_successors);
        for s in os..os + on {
            self.unlink_use(s);
        }
        for s in ss..ss + sn {
            self.unlink_block_use(s);
        }
        let d = self.op_data_mut(op);
        d.counts &= !BIG_COUNT;
        if extra != NONE {
            self.op_extras[extra as usize].num_successors = 0;
        }
    }

    /// Marks `op` and everything nested in it dead.
    fn kill_op(&mut self, op: OpId) {
        let nested = if op.regions(self).is_empty() { vec![op] } else { op.walk_pre_order(self) };
        for o in nested {
            for r in o.regions(self).to_vec() {
                for b in r.blocks(self) {
                    self.blocks[b.0 as usize].alive = false;
                }
                self.regions[r.0 as usize].alive = false;
            }
            self.ops[o.0 as usize].name = DEAD;
        }
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.region_data(region).last_block;
        self.link_block(region, block, last, NONE);
    }
    /// Inserts a detached block after `after` in its region.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        let d = self.block_data(after);
        let (region, next) = (d.parent, d.next);
        self.link_block(RegionId(region), block, after.0, next);
    }
    fn link_block(&mut self, region: RegionId, block: BlockId, prev: u32, next: u32) {
        let d = self.block_data_mut(block);
        assert!(d.parent == NONE, "block {block:?} is already in a region");
        d.parent = region.0;
        d.prev = prev;
        d.next = next;
        if prev != NONE {
            self.blocks[prev as usize].next = block.0;
        } else {
            self.region_data_mut(region).first_block = block.0;
        }
        if next != NONE {
            self.blocks[next as usize].prev = block.0;
        } else {
            self.region_data_mut(region).last_block = block.0;
        }
    }
    /// Unlinks a block from its region, keeping it alive.
    pub fn detach_block(&mut self, block: BlockId) {
        let d = self.block_data(block);
        let (region, prev, next) = (d.parent, d.prev, d.next);
        if region == NONE {
            return;
        }
        if prev != NONE {
            self.blocks[prev as usize].next = next;
        } else {
            self.regions[region as usize].first_block = next;
        }
        if next != NONE {
            self.blocks[next as usize].prev = prev;
        } else {
            self.regions[region as usize].last_block = prev;
        }
        let d = self.block_data_mut(block);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }
    /// Erases a block and its ops; refused while its values are used outside it
    /// or it is still a successor.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), &'static str> {
        if self.block_data(block).first_pred != NONE {
            return Err("block is still a successor of some operation");
        }
        let ops = block.ops(self);
        for &o in &ops {
            self.drop_op_references(o);
        }
        let inside =
            |ctx: &Context, v: Value| ctx.uses(v).all(|(u, _)| ops.iter().any(|&o| o == u || o.is_ancestor_of(ctx, u)));
        for &o in &ops {
            if o.results(self).any(|v| !inside(self, v)) {
                return Err("a value defined in the block is still used outside it");
            }
        }
        if block.args(self).iter().any(|&a| a.has_uses(self)) {
            return Err("a block argument is still used");
        }
        self.detach_block(block);
        for o in ops {
            self.kill_op(o);
        }
        self.blocks[block.0 as usize].alive = false;
        Ok(())
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.create_block();
        self.insert_block_after(block, new);
        let mut cur = op.0;
        while cur != NONE {
            let next = self.ops[cur as usize].next;
            self.detach_op(OpId(cur));
            self.append_op(new, OpId(cur));
            cur = next;
        }
        new
    }

    /// Moves every block of `from` to the end of `to`.
    pub fn take_region_body(&mut self, to: RegionId, from: RegionId) {
        for b in from.blocks(self) {
            self.detach_block(b);
            self.append_block(to, b);
        }
    }

    // ----- attributes -----

    /// Sets an inherent attribute (property) of a registered op, or a
    /// discardable one of an unregistered op.
    pub fn set_attr(&mut self, op: OpId, name: Sym, value: Attr) {
        let d = self.op_data(op);
        let inherent = self.op_names[d.name.0 as usize].inherent.contains(&name);
        let current = if inherent { d.props } else { d.attrs };
        let mut entries: Vec<(Sym, Attr)> =
            if current == NONE { Vec::new() } else { Attr(current).as_dictionary(self).unwrap_or(&[]).to_vec() };
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = value,
            None => entries.push((name, value)),
        }
        let dict = self.dictionary_attr(entries).0;
        let d = self.op_data_mut(op);
        if inherent {
            d.props = dict;
        } else {
            d.attrs = dict;
        }
    }
    /// Removes an attribute (inherent or discardable).
    pub fn remove_attr(&mut self, op: OpId, name: Sym) -> Option<Attr> {
        let d = self.op_data(op);
        let (props, attrs) = (d.props, d.attrs);
        for (which, cur) in [(true, props), (false, attrs)] {
            if cur == NONE {
                continue;
            }
            let Some(entries) = Attr(cur).as_dictionary(self) else { continue };
            if let Some(pos) = entries.iter().position(|(n, _)| *n == name) {
                let old = entries[pos].1;
                let mut rest = entries.to_vec();
                rest.remove(pos);
                let new = if rest.is_empty() { NONE } else { self.dictionary_attr(rest).0 };
                let d = self.op_data_mut(op);
                if which {
                    d.props = new;
                } else {
                    d.attrs = new;
                }
                return Some(old);
            }
        }
        None
    }
    /// Replaces the discardable attribute dictionary.
    pub fn set_discardable_attrs(&mut self, op: OpId, dict: Option<Attr>) {
        self.op_data_mut(op).attrs = dict.map_or(NONE, |a| a.0);
    }
    /// Replaces the properties.
    pub fn set_properties(&mut self, op: OpId, dict: Option<Attr>) {
        self.op_data_mut(op).props = dict.map_or(NONE, |a| a.0);
    }
    /// Replaces the op's location.
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc;
    }
    /// Replaces the value's type (type inference and placeholders).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.0 as usize].ty = ty;
    }

    // ----- cloning -----

    /// Clones `op` and everything nested in it. Operands found in `map` are
    /// remapped; the clone's results and nested values are added to `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut FxHashMap<Value, Value>) -> OpId {
        let root = self.clone_op_start(op, map);
        match self.clone_nested(root, map) {
            Cloned::Op(new) => new,
            Cloned::Region(_) => unreachable!("an op frame ends with an op"),
        }
    }

    /// Clones the blocks of `from` to the end of `to`.
    pub fn clone_region_into(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<BlockId, BlockId>,
    ) {
        let root = self.clone_region_start(from, to, map, std::mem::take(block_map));
        match self.clone_nested(root, map) {
            Cloned::Region(blocks) => *block_map = blocks,
            Cloned::Op(_) => unreachable!("a region frame ends with a region"),
        }
    }

    /// Runs a clone to its end with an explicit stack of ops and regions
    /// being cloned, so nesting depth is bounded by memory, not by the
    /// machine stack. Clones in the order a recursive clone would.
    fn clone_nested(&mut self, root: CloneFrame, map: &mut FxHashMap<Value, Value>) -> Cloned {
        let mut stack = vec![root];
        loop {
            let done = match stack.last_mut().expect("a clone is under way") {
                CloneFrame::Op(f) => {
                    if let Some(&r) = f.regions.get(f.new_regions.len()) {
                        let nr = self.create_region();
                        f.new_regions.push(nr);
                        let frame = self.clone_region_start(r, nr, map, FxHashMap::default());
                        stack.push(frame);
                        continue;
                    }
                    let Some(CloneFrame::Op(f)) = stack.pop() else { unreachable!("the top is an op frame") };
                    Cloned::Op(self.clone_op_finish(f, map))
                }
                CloneFrame::Region(f) => {
                    if let Some(&(_, o)) = f.ops.get(f.next) {
                        f.next += 1;
                        let frame = self.clone_op_start(o, map);
                        stack.push(frame);
                        continue;
                    }
                    let Some(CloneFrame::Region(f)) = stack.pop() else { unreachable!("the top is a region frame") };
                    self.clone_fix_successors(&f);
                    Cloned::Region(f.block_map)
                }
            };
            match (stack.last_mut(), done) {
                (None, done) => return done,
                (Some(CloneFrame::Region(f)), Cloned::Op(new)) => {
                    let into = f.ops[f.next - 1].0;
                    self.append_op(into, new);
                }
                (Some(CloneFrame::Op(f)), Cloned::Region(blocks)) => f.block_map.extend(blocks),
                _ => unreachable!("ops hold regions and regions hold ops"),
            }
        }
    }

    /// The start of an op's clone: its operands are remapped now, as the
    /// values they name are cloned before the op.
    fn clone_op_start(&self, op: OpId, map: &FxHashMap<Value, Value>) -> CloneFrame {
        CloneFrame::Op(OpClone {
            op,
            operands: op.operands(self).iter().map(|v| *map.get(v).unwrap_or(v)).collect(),
            regions: op.regions(self).to_vec(),
            new_regions: Vec::new(),
            block_map: FxHashMap::default(),
        })
    }

    /// Creates the clone of an op whose regions are cloned.
    fn clone_op_finish(&mut self, f: OpClone, map: &mut FxHashMap<Value, Value>) -> OpId {
        let op = f.op;
        let d = self.op_data(op);
        let (name, loc, props, attrs) = (d.name, d.loc, d.props, d.attrs);
        let mut state = OperationState::new(name, loc);
        state.operands = f.operands;
        state.result_types = op.results(self).map(|v| v.ty(self)).collect();
        state.regions = f.new_regions;
        state.successors = op.successors(self).iter().map(|b| *f.block_map.get(b).unwrap_or(b)).collect();
        let new = self.create_op(state);
        let nd = self.op_data_mut(new);
        nd.props = props;
        nd.attrs = attrs;
        for (a, b) in op.results(self).zip(new.results(self)).collect::<Vec<_>>() {
            map.insert(a, b);
        }
        new
    }

    /// The start of a region's clone: all blocks and arguments are created
    /// first, as successors and values may refer forward.
    fn clone_region_start(
        &mut self,
        from: RegionId,
        to: RegionId,
        map: &mut FxHashMap<Value, Value>,
        mut block_map: FxHashMap<BlockId, BlockId>,
    ) -> CloneFrame {
        let blocks = from.blocks(self);
        let mut ops = Vec::new();
        for &b in &blocks {
            let nb = self.create_block();
            for a in b.args(self).to_vec() {
                let (ty, loc) = (a.ty(self), a.loc(self));
                let na = self.add_block_arg(nb, ty, loc);
                map.insert(a, na);
            }
            block_map.insert(b, nb);
            self.append_block(to, nb);
            ops.extend(b.op_iter(self).map(|o| (nb, o)));
        }
        CloneFrame::Region(RegionClone {
            new_blocks: blocks.iter().map(|b| block_map[b]).collect(),
            ops,
            next: 0,
            block_map,
        })
    }

    /// Points successors that were cloned before their blocks at the clones.
    fn clone_fix_successors(&mut self, f: &RegionClone) {
        for &nb in &f.new_blocks {
            for o in nb.ops(self) {
                for (i, s) in o.successors(self).to_vec().into_iter().enumerate() {
                    if let Some(&ns) = f.block_map.get(&s) {
                        if ns != s {
                            self.set_successor(o, i, ns);
                        }
                    }
                }
            }
        }
    }
}

/// One level of a clone's explicit stack.
enum CloneFrame {
    Op(OpClone),
    Region(RegionClone),
}

/// An op whose regions are being cloned; the op is created after them.
struct OpClone {
    op: OpId,
    operands: Vec<Value>,
    regions: Vec<RegionId>,
    new_regions: Vec<RegionId>,
    block_map: FxHashMap<BlockId, BlockId>,
}

/// A region whose ops are being cloned, each into its block's clone.
struct RegionClone {
    new_blocks: Vec<BlockId>,
    /// (block of the clone, op to clone), in order.
    ops: Vec<(BlockId, OpId)>,
    next: usize,
    block_map: FxHashMap<BlockId, BlockId>,
}

/// What a frame of a clone produced.
enum Cloned {
    Op(OpId),
    Region(FxHashMap<BlockId, BlockId>),
}

/// An op could not be erased because one of its results is still used.
#[derive(Debug, Clone, Copy)]
pub struct EraseError {
    /// The op that was to be erased.
    pub op: OpId,
    /// A result of it that still has uses.
    pub value: Value,
}

impl std::fmt::Display for EraseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot erase {:?}: result {:?} still has uses", self.op, self.value)
    }
}
impl std::error::Error for EraseError {}

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
}
