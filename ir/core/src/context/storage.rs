//! The arena records of ops, blocks, regions and values, checked access
//! to them (a stale handle panics, naming the mistake), creation, and an
//! op's attributes.

use super::list::{Ends, Links, Node, Parent};
use super::*;
use crate::attrs::{Attr, AttrKind, Location};
use crate::entity::{entity_impl, EntityRef, PackedOption};
use crate::types::Type;

/// An operation in the arena: 44 bytes. Regions and successors, which few
/// ops have, live in a side record ([`OpExtra`]), and so do operand and
/// result counts too large for 16 bits; an erased op has no name.
#[derive(Clone, Copy)]
pub(crate) struct OpData {
    /// The op name, or none once the op is erased.
    pub name: PackedOption<OpName>,
    pub loc: Location,
    /// The block that holds the op and its neighbours there.
    pub links: Links<BlockId, OpId>,
    /// First operand slot.
    pub operands: OperandSlot,
    /// First result value.
    pub results: Value,
    /// The operand count (low 16 bits) and the result count (high 16 bits);
    /// a count of [`BIG_COUNT`] or more is kept in the [`OpExtra`] and the
    /// field holds [`BIG_COUNT`] instead.
    pub counts: u32,
    /// The op's [`OpExtra`], when it has one.
    pub extra: PackedOption<ExtraId>,
    /// Inherent attributes (a dictionary).
    pub props: PackedOption<Attr>,
    /// Discardable attributes (a dictionary).
    pub attrs: PackedOption<Attr>,
}

/// An operand or result count that does not fit [`OpData::counts`].
pub(crate) const BIG_COUNT: u32 = 0xFFFF;

/// The packed counts of [`OpData::counts`].
fn pack_counts(operands: u32, results: u32) -> u32 {
    operands.min(BIG_COUNT) | (results.min(BIG_COUNT) << 16)
}

impl OpData {
    pub fn alive(&self) -> bool {
        self.name.is_some()
    }
}

impl Node<BlockId, OpId> for OpData {
    fn links(&self) -> &Links<BlockId, OpId> {
        &self.links
    }
    fn links_mut(&mut self) -> &mut Links<BlockId, OpId> {
        &mut self.links
    }
}

/// An operand slot: an index into the operand arrays of the context.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct OperandSlot(pub u32);
/// A successor slot: an index into the successor arrays of the context.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct SuccessorSlot(pub u32);
/// The side record of an op ([`OpExtra`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct ExtraId(u32);
entity_impl!(OperandSlot, SuccessorSlot, ExtraId);

impl OperandSlot {
    /// The slot `i` places after this one.
    pub fn plus(self, i: usize) -> OperandSlot {
        OperandSlot::new(self.index() + i)
    }
}
impl SuccessorSlot {
    /// The slot `i` places after this one.
    pub fn plus(self, i: usize) -> SuccessorSlot {
        SuccessorSlot::new(self.index() + i)
    }
}

/// The regions and successors of an op that has any, and its operand and
/// result counts when they are too large for [`OpData::counts`].
#[derive(Clone, Copy)]
pub(crate) struct OpExtra {
    /// First region in [`Context::region_lists`].
    pub regions: u32,
    pub num_regions: u32,
    pub successors: SuccessorSlot,
    pub num_successors: u32,
    pub num_operands: u32,
    pub num_results: u32,
}

impl OpExtra {
    const EMPTY: OpExtra = OpExtra {
        regions: 0,
        num_regions: 0,
        successors: SuccessorSlot(0),
        num_successors: 0,
        num_operands: 0,
        num_results: 0,
    };
}

pub(crate) struct BlockData {
    /// The region that holds the block and its neighbours there.
    pub links: Links<RegionId, BlockId>,
    pub ops: Ends<OpId>,
    pub args: Vec<Value>,
    /// Head of the list of successor slots that name this block.
    pub first_pred: PackedOption<SuccessorSlot>,
    pub alive: bool,
}

impl Node<RegionId, BlockId> for BlockData {
    fn links(&self) -> &Links<RegionId, BlockId> {
        &self.links
    }
    fn links_mut(&mut self) -> &mut Links<RegionId, BlockId> {
        &mut self.links
    }
}
impl Parent<OpId> for BlockData {
    fn ends_mut(&mut self) -> &mut Ends<OpId> {
        &mut self.ops
    }
}

#[derive(Clone, Copy)]
pub(crate) struct RegionData {
    pub parent: PackedOption<OpId>,
    pub blocks: Ends<BlockId>,
    pub alive: bool,
}

impl Parent<BlockId> for RegionData {
    fn ends_mut(&mut self) -> &mut Ends<BlockId> {
        &mut self.blocks
    }
}

/// Marks, in [`ValueData::index`], a block argument (else an op result).
pub(crate) const ARG_BIT: u32 = 1 << 31;

/// The defining op or block of a value, which of the two according to
/// [`ARG_BIT`]: one 32-bit field instead of two.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct OwnerIndex(u32);
entity_impl!(OwnerIndex);

#[derive(Clone, Copy)]
pub(crate) struct ValueData {
    pub ty: Type,
    /// The defining op or block (see [`ValueData::owner`]); none for a value
    /// nothing defines.
    owner: PackedOption<OwnerIndex>,
    /// The result or argument number, with [`ARG_BIT`] for an argument.
    pub index: u32,
    pub first_use: PackedOption<OperandSlot>,
    pub loc: Location,
}

/// What defines a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ValueOwner {
    Op(OpId),
    Block(BlockId),
}

impl ValueData {
    /// Result `index` of `op`.
    pub fn result(ty: Type, op: OpId, index: u32, loc: Location) -> ValueData {
        let owner = OwnerIndex::new(op.index()).into();
        ValueData { ty, owner, index, first_use: PackedOption::NONE, loc }
    }
    /// Argument `index` of `block`.
    pub fn argument(ty: Type, block: BlockId, index: u32, loc: Location) -> ValueData {
        let owner = OwnerIndex::new(block.index()).into();
        ValueData { ty, owner, index: index | ARG_BIT, first_use: PackedOption::NONE, loc }
    }
    /// A value that nothing defines: the parser's stand-in for a name used
    /// before its definition. An op may keep one as an operand when the
    /// definition came too late to replace it (MLIR's "unlinked" operand).
    pub fn unlinked(ty: Type, loc: Location) -> ValueData {
        ValueData { ty, owner: PackedOption::NONE, index: 0, first_use: PackedOption::NONE, loc }
    }
    /// The defining op or block, `None` for an unlinked value: the only
    /// place that decodes `owner`.
    pub fn owner(&self) -> Option<ValueOwner> {
        let o = self.owner.expand()?.index();
        Some(if self.is_arg() { ValueOwner::Block(BlockId::new(o)) } else { ValueOwner::Op(OpId::new(o)) })
    }
    /// This record with its handles shifted by the given arena offsets
    /// (see [`Context::adopt`]).
    #[inline]
    pub fn relocated(self, ops: usize, blocks: usize, operand_slots: usize) -> ValueData {
        let by = if self.is_arg() { blocks } else { ops };
        let owner = self.owner.expand().map(|o| OwnerIndex::new(o.index() + by)).into();
        let first_use = self.first_use.expand().map(|s| s.plus(operand_slots)).into();
        ValueData { owner, first_use, ..self }
    }
    /// Whether the value is a block argument.
    pub fn is_arg(&self) -> bool {
        self.index & ARG_BIT != 0
    }
    /// The result or argument number.
    pub fn position(&self) -> u32 {
        self.index & !ARG_BIT
    }
}

/// What [`Context::create_op_from`] makes an op of.
pub(crate) struct OpParts<'a> {
    pub name: OpName,
    pub loc: Location,
    pub operands: &'a [Value],
    pub result_types: &'a [Type],
    /// Regions made with [`Context::create_region`], not yet owned.
    pub regions: &'a [RegionId],
    pub successors: &'a [BlockId],
    /// Inherent attributes (a dictionary).
    pub props: Option<Attr>,
    /// Discardable attributes (a dictionary).
    pub attrs: Option<Attr>,
}

/// A link in a use list: which op holds the slot, and the neighbours.
#[derive(Clone, Copy)]
pub(crate) struct UseLink<S> {
    pub owner: OpId,
    pub prev: PackedOption<S>,
    pub next: PackedOption<S>,
}

impl<S: EntityRef> UseLink<S> {
    /// The link of a slot of `owner` in no list yet.
    pub fn new(owner: OpId) -> Self {
        UseLink { owner, prev: PackedOption::NONE, next: PackedOption::NONE }
    }
}

impl Context {
    // ----- arena access with stale-handle checks -----

    #[inline]
    pub(crate) fn op_data(&self, op: OpId) -> &OpData {
        let d = &self.ops[op];
        if !d.alive() {
            erased("operation", op)
        }
        d
    }
    #[inline]
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut OpData {
        let d = &mut self.ops[op];
        if !d.alive() {
            erased("operation", op)
        }
        d
    }
    /// The name of a live op.
    #[inline]
    pub(crate) fn op_name_of(&self, op: OpId) -> OpName {
        self.op_data(op).name.expand().expect("a live op has a name")
    }
    /// The regions and successors of `op` (empty when it has none).
    pub(crate) fn op_extra(&self, op: OpId) -> OpExtra {
        match self.op_data(op).extra.expand() {
            None => OpExtra::EMPTY,
            Some(e) => self.op_extras[e],
        }
    }
    /// The side record of `op`, created when it has none.
    fn op_extra_mut(&mut self, op: OpId) -> &mut OpExtra {
        let e = match self.op_data(op).extra.expand() {
            Some(e) => e,
            None => {
                let e = self.op_extras.push(OpExtra::EMPTY);
                self.op_data_mut(op).extra = e.into();
                e
            }
        };
        &mut self.op_extras[e]
    }
    /// The side record of an op whose count says it has one.
    fn big_counts(&self, d: &OpData) -> &OpExtra {
        &self.op_extras[d.extra.expand().expect("a count too large for 16 bits has a side record")]
    }
    /// The operand count of an op.
    #[inline]
    pub(crate) fn num_operands_of(&self, d: &OpData) -> u32 {
        match d.counts & BIG_COUNT {
            BIG_COUNT => self.big_counts(d).num_operands,
            n => n,
        }
    }
    /// The result count of an op.
    #[inline]
    pub(crate) fn num_results_of(&self, d: &OpData) -> u32 {
        match d.counts >> 16 {
            BIG_COUNT => self.big_counts(d).num_results,
            n => n,
        }
    }
    pub(super) fn set_num_operands(&mut self, op: OpId, n: u32) {
        if n >= BIG_COUNT {
            self.op_extra_mut(op).num_operands = n;
        }
        let d = self.op_data_mut(op);
        d.counts = (d.counts & !BIG_COUNT) | n.min(BIG_COUNT);
    }
    #[inline]
    pub(crate) fn block_data(&self, b: BlockId) -> &BlockData {
        let d = &self.blocks[b];
        if !d.alive {
            erased("block", b)
        }
        d
    }
    #[inline]
    pub(crate) fn block_data_mut(&mut self, b: BlockId) -> &mut BlockData {
        let d = &mut self.blocks[b];
        if !d.alive {
            erased("block", b)
        }
        d
    }
    #[inline]
    pub(crate) fn region_data(&self, r: RegionId) -> &RegionData {
        let d = &self.regions[r];
        if !d.alive {
            erased("region", r)
        }
        d
    }
    #[inline]
    pub(crate) fn region_data_mut(&mut self, r: RegionId) -> &mut RegionData {
        let d = &mut self.regions[r];
        if !d.alive {
            erased("region", r)
        }
        d
    }
    /// Whether `op` names a live operation.
    pub fn is_alive(&self, op: OpId) -> bool {
        self.ops.get(op).is_some_and(|d| d.alive())
    }

    // ----- creation -----

    /// Creates a detached operation.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_reusing(&mut state)
    }

    /// [`Self::create_op`] that leaves `state` empty with its lists'
    /// buffers, for the next op (a parser makes ops one after another).
    pub fn create_op_reusing(&mut self, state: &mut OperationState) -> OpId {
        let attributes = std::mem::take(&mut state.attributes);
        let properties = state.properties.take();
        let info = self.op_name_info(state.name);
        // Split inherent attributes (properties) from discardable ones.
        let registered = info.def.is_some();
        let (mut props, mut attrs): (Vec<_>, Vec<_>) = if !registered || attributes.is_empty() {
            (Vec::new(), attributes)
        } else if attributes.iter().all(|(n, _)| info.inherent.contains(n)) {
            // Most ops with attributes have inherent ones only: the list
            // is kept as it is, not split into two new ones.
            (attributes, Vec::new())
        } else {
            attributes.into_iter().partition(|(n, _)| info.inherent.contains(n))
        };
        if let Some(p) = properties {
            if let Some(d) = p.as_dictionary(self) {
                for e in d.iter() {
                    if !props.iter().any(|(n, _)| *n == e.0) {
                        props.push(*e);
                    }
                }
            }
        }
        let opaque_props = info.def.is_none() && properties.is_some();
        let props = if opaque_props {
            properties
        } else if props.is_empty() {
            None
        } else {
            Some(self.dictionary_attr(props))
        };
        let attrs = if attrs.is_empty() {
            None
        } else {
            self.sort_named(&mut attrs);
            Some(self.get_attr(AttrKind::Dictionary(attrs.into())))
        };
        let parts = OpParts {
            name: state.name,
            loc: state.loc,
            operands: &state.operands,
            result_types: &state.result_types,
            regions: &state.regions,
            successors: &state.successors,
            props,
            attrs,
        };
        let op = self.create_op_from(parts);
        state.operands.clear();
        state.result_types.clear();
        state.regions.clear();
        state.successors.clear();
        op
    }

    /// Creates a detached operation whose attributes are already split
    /// into properties and discardable ones: what a copy of an op has.
    pub(crate) fn create_op_from(&mut self, parts: OpParts<'_>) -> OpId {
        let id = self.ops.next_key();
        let operands = self.operand_values.next_key();
        for (i, &v) in parts.operands.iter().enumerate() {
            self.operand_values.push(v);
            self.operand_links.push(UseLink::new(id));
            self.link_use(operands.plus(i), v);
        }
        let results = self.values.next_key();
        for (i, &ty) in parts.result_types.iter().enumerate() {
            self.values.push(ValueData::result(ty, id, i as u32, parts.loc));
        }
        let regions = self.region_lists.len() as u32;
        for &r in parts.regions {
            let rd = self.region_data_mut(r);
            assert!(rd.parent.is_none(), "region {r:?} already belongs to an operation");
            rd.parent = id.into();
            self.region_lists.push(r);
        }
        let successors = self.successor_blocks.next_key();
        for (i, &b) in parts.successors.iter().enumerate() {
            self.successor_blocks.push(b);
            self.successor_links.push(UseLink::new(id));
            self.link_block_use(successors.plus(i), b);
        }
        let (num_operands, num_results) = (parts.operands.len() as u32, parts.result_types.len() as u32);
        let big = num_operands >= BIG_COUNT || num_results >= BIG_COUNT;
        let extra = if parts.regions.is_empty() && parts.successors.is_empty() && !big {
            None
        } else {
            Some(self.op_extras.push(OpExtra {
                regions,
                num_regions: parts.regions.len() as u32,
                successors,
                num_successors: parts.successors.len() as u32,
                num_operands,
                num_results,
            }))
        };
        self.ops.push(OpData {
            name: parts.name.into(),
            loc: parts.loc,
            links: Links::DETACHED,
            operands,
            results,
            counts: pack_counts(num_operands, num_results),
            extra: extra.into(),
            props: parts.props.into(),
            attrs: parts.attrs.into(),
        })
    }

    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData {
            links: Links::DETACHED,
            ops: Ends::EMPTY,
            args: Vec::new(),
            first_pred: PackedOption::NONE,
            alive: true,
        })
    }

    /// Creates a detached, empty region (give it to an [`OperationState`]).
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData { parent: PackedOption::NONE, blocks: Ends::EMPTY, alive: true })
    }

    /// Appends an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.block_data(block).args.len() as u32;
        let v = self.values.push(ValueData::argument(ty, block, index, loc));
        self.block_data_mut(block).args.push(v);
        v
    }

    /// Removes the argument at `index` from a block; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        let v = self.block_data(block).args[index];
        if self.values[v].first_use.is_some() {
            return Err(IrError::BlockArgInUse { block, value: v });
        }
        let args = &mut self.block_data_mut(block).args;
        args.remove(index);
        let rest: Vec<Value> = args[index..].to_vec();
        for (i, a) in rest.into_iter().enumerate() {
            self.values[a].index = (index + i) as u32 | ARG_BIT;
        }
        Ok(())
    }

    /// Removes every argument of a block for which `erase` holds, in one
    /// pass over the arguments (erasing them one by one would renumber the
    /// rest each time). Each must have no uses: otherwise nothing is removed.
    pub fn erase_block_args_where(
        &mut self,
        block: BlockId,
        mut erase: impl FnMut(Value) -> bool,
    ) -> Result<(), IrError> {
        let args = self.block_data(block).args.clone();
        let doomed: Vec<bool> = args.iter().map(|&a| erase(a)).collect();
        if let Some((&v, _)) = args.iter().zip(&doomed).find(|(&a, &d)| d && self.values[a].first_use.is_some()) {
            return Err(IrError::BlockArgInUse { block, value: v });
        }
        let kept: Vec<Value> = args.iter().zip(&doomed).filter(|(_, &d)| !d).map(|(&a, _)| a).collect();
        for (i, &a) in kept.iter().enumerate() {
            self.values[a].index = i as u32 | ARG_BIT;
        }
        self.block_data_mut(block).args = kept;
        Ok(())
    }

    // ----- attributes -----

    /// Sets an inherent attribute (property) of a registered op, or a
    /// discardable one of an unregistered op.
    pub fn set_attr(&mut self, op: OpId, name: Sym, value: Attr) {
        let d = self.op_data(op);
        let inherent = self.op_name_info(self.op_name_of(op)).inherent.contains(&name);
        let current = if inherent { d.props } else { d.attrs };
        let mut entries: Vec<(Sym, Attr)> =
            current.expand().map_or_else(Vec::new, |a| a.as_dictionary(self).unwrap_or(&[]).to_vec());
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = value,
            None => entries.push((name, value)),
        }
        let dict = self.dictionary_attr(entries).into();
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
            let Some(entries) = cur.expand().and_then(|a| a.as_dictionary(self)) else { continue };
            if let Some(pos) = entries.iter().position(|(n, _)| *n == name) {
                let old = entries[pos].1;
                let mut rest = entries.to_vec();
                rest.remove(pos);
                let new = if rest.is_empty() { None } else { Some(self.dictionary_attr(rest)) }.into();
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
        self.op_data_mut(op).attrs = dict.into();
    }
    /// Replaces the properties.
    pub fn set_properties(&mut self, op: OpId, dict: Option<Attr>) {
        self.op_data_mut(op).props = dict.into();
    }
    /// Replaces the op's location.
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc;
    }
    /// A value that nothing defines: the parser's stand-in for a name used
    /// before its definition (MLIR's "unlinked" operand when it stays).
    pub fn create_unlinked_value(&mut self, ty: Type, loc: Location) -> Value {
        self.values.push(ValueData::unlinked(ty, loc))
    }
    /// Makes room for about `ops` more ops (with a result and two operands
    /// each), so that reading a large text grows no arena step by step,
    /// copying it each time. Room not used costs only address space.
    pub fn reserve_ops(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.operand_values.reserve(2 * ops);
        self.operand_links.reserve(2 * ops);
    }
    /// The number of values ever created: the size of a table indexed by
    /// values.
    pub fn value_count(&self) -> usize {
        self.values.len()
    }
    /// Replaces the value's location.
    pub fn set_value_loc(&mut self, v: Value, loc: Location) {
        self.values[v].loc = loc;
    }
    /// Replaces the value's type (type inference and placeholders).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }
}

/// The panic of a stale handle, out of line so that the checked accessors
/// above stay small enough to inline.
#[cold]
#[inline(never)]
fn erased(what: &str, handle: impl std::fmt::Debug) -> ! {
    panic!("use of erased {what} {handle:?}")
}
