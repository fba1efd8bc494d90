//! The runtime side of op definitions made with `#[derive(Op)]`.
//!
//! The macro turns a definition into a static [`OpSpec`] table (operands,
//! attributes, results, regions, successors, multi-entity constraints and
//! the assembly format program) plus thin typed accessors. The generic
//! engines here interpret the table: [`verify_op`] (ODS invariants with MLIR's
//! messages), [`format`](mod@format) (the declarative assembly format's parser and
//! printer) and the operand/result group accessors.

pub mod attr_families;
pub mod constraints;
pub mod drr;
pub mod effect_spec;
pub(crate) mod field_check;
pub mod format;
pub mod interfaces;
pub mod props;
pub mod type_families;
pub mod typedef;
mod verify;

pub use attr_families::*;
pub use constraints::*;
pub use effect_spec::{EffectSite, EffectSpec};
pub use props::{
    conversion_error, ArrayProp, BitEnumProperty, ConfinedProp, ConstantProp, IsConstant, Prop, PropConstant,
    PropPredicate, PropView, PropertyValue, PropertyView, UnitPropValue, UnitValue,
};
pub use type_families::*;
pub use verify::{verify_op, CompatibleReturnTypes};

use crate::attrs::Attr;
use crate::context::{Context, OpId, Value};
use crate::diag::Diagnostic;
use crate::ir::ValueRange;
use crate::registry::{OpDef, PResult, VerifyFn};
use crate::types::Type;
use std::marker::PhantomData;

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one value (`Operand`, `OpResult`).
    Single,
    /// Zero or one value (`Optional`, `OptionalResult`).
    Optional,
    /// Any number of values (`Variadic`, `VariadicResult`).
    Variadic,
    /// Any number of groups of values (`VariadicOfVariadic`): among the
    /// op's groups it is one variable-length group; the required
    /// `DenseI32ArrayAttr` named here splits it into its inner groups.
    VariadicOfVariadic(&'static str),
}

impl Arity {
    /// The group may hold other than exactly one value.
    pub fn is_variable(self) -> bool {
        self != Arity::Single
    }
}

/// An operand or result group.
pub struct ValueSpec {
    /// The field name, as in messages and the format.
    pub name: &'static str,
    /// How many values the group holds.
    pub arity: Arity,
    /// The type constraint every value must meet.
    pub constraint: TypeConstraintRef,
}

/// Whether an attribute must be present.
pub enum AttrPresence {
    /// Must be present (`Attribute`).
    Required,
    /// May be absent (`OptionalAttr`).
    Optional,
    /// Filled in by builders and parsers when absent; the printer leaves it
    /// out when equal.
    Default(fn(&Context) -> Attr),
    /// May be absent, and then reads as the default (`DefaultValuedOptionalAttr`):
    /// never filled in; the printer leaves it out when equal to the default.
    DefaultOptional(fn(&Context) -> Attr),
    /// A property without a default value (`Property<T>`): always held,
    /// value-initialised when absent (as MLIR's properties struct), and
    /// always printed.
    Storage(fn(&Context) -> Attr),
}

impl AttrPresence {
    /// The value filled in when the attribute or property is absent.
    pub fn fill(&self) -> Option<fn(&Context) -> Attr> {
        match self {
            AttrPresence::Default(f) | AttrPresence::Storage(f) => Some(*f),
            _ => None,
        }
    }
}

/// The defaults of the attributes and properties of `spec` that `has`
/// says are absent (MLIR's `populateDefaultProperties`/`populateDefaultAttrs`).
pub fn missing_defaults(
    ctx: &mut Context,
    spec: &OpSpec,
    has: &dyn Fn(&Context, &str) -> bool,
) -> Vec<(crate::intern::Sym, Attr)> {
    let mut out = Vec::new();
    for a in spec.attrs {
        if let Some(f) = a.presence.fill() {
            if !has(ctx, a.name) {
                let v = f(ctx);
                out.push((ctx.intern(a.name), v));
            }
        }
    }
    out
}

/// The [`OpDef::default_properties`](crate::registry::OpDef::default_properties)
/// of an op defined with `#[derive(Op)]`: absent properties are
/// value-initialised and absent default-valued attributes get their
/// default. One function for all such ops, which reads the op's table.
#[doc(hidden)]
pub fn default_properties_of(
    def: &OpDef,
    ctx: &mut Context,
    props: Option<Attr>,
    attrs: &[(crate::intern::Sym, Attr)],
) -> Vec<(crate::intern::Sym, Attr)> {
    match OpSpec::of(def) {
        Some(spec) => default_properties(ctx, spec, props, attrs),
        None => Vec::new(),
    }
}

/// [`default_properties_of`] for the op of table `spec`.
pub fn default_properties(
    ctx: &mut Context,
    spec: &OpSpec,
    props: Option<Attr>,
    attrs: &[(crate::intern::Sym, Attr)],
) -> Vec<(crate::intern::Sym, Attr)> {
    let find = |ctx: &Context, n: &str| {
        let in_props = props.and_then(|p| p.as_dictionary(ctx)).and_then(|d| d.iter().find(|(k, _)| ctx.str(*k) == n));
        in_props.or_else(|| attrs.iter().find(|(k, _)| ctx.str(*k) == n)).map(|&(_, v)| v)
    };
    let mut out = missing_defaults(ctx, spec, &|ctx, n| find(ctx, n).is_some());
    // Segment sizes are `N` zeros until set; one of another kind or size in
    // the attribute dictionary is ignored (MLIR's `setInherentAttr`).
    let segments = [
        (spec.operand_segments, OPERAND_SEGMENTS, spec.operands.len()),
        (spec.result_segments, RESULT_SEGMENTS, spec.results.len()),
    ];
    for (_, name, n) in segments.into_iter().filter(|s| s.0 == Segments::AttrSized) {
        if find(ctx, name).is_none_or(|v| convert_segment_sizes(ctx, v, n).is_err()) {
            let i32t = ctx.int_type(32);
            let zeros = ctx.get_attr(crate::attrs::AttrKind::DenseArray { element: i32t, data: vec![0; n].into() });
            out.push((ctx.intern(name), zeros));
        }
    }
    out
}

/// An inherent attribute (stored as a property).
pub struct AttrSpec {
    /// The attribute name.
    pub name: &'static str,
    /// Required, optional or default-valued.
    pub presence: AttrPresence,
    /// The constraint the attribute must meet.
    pub constraint: AttrConstraintRef,
}

/// A region and its constraint.
pub struct RegionSpec {
    /// The name in the IR; `None` for a region ODS leaves unnamed
    /// (`#[op(unnamed)]`), which messages call by number only.
    pub name: Option<&'static str>,
    /// `VariadicRegion`: the rest of the regions.
    pub variadic: bool,
    /// How many blocks the region must have (`SizedRegion<N>`,
    /// `MinSizedRegion<N>`, `MaxSizedRegion<N>`); `None` for any number.
    pub blocks: Option<BlockCount>,
}

/// A bound on the number of blocks of a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockCount {
    /// Exactly this many (`SizedRegion<N>`).
    Exactly(u32),
    /// At least this many (`MinSizedRegion<N>`).
    AtLeast(u32),
    /// At most this many (`MaxSizedRegion<N>`).
    AtMost(u32),
}

impl BlockCount {
    /// Whether a region of `n` blocks meets the bound.
    pub fn allows(self, n: u32) -> bool {
        match self {
            BlockCount::Exactly(m) => n == m,
            BlockCount::AtLeast(m) => n >= m,
            BlockCount::AtMost(m) => n <= m,
        }
    }

    /// The constraint's summary, as ODS words it.
    pub fn summary(self) -> String {
        match self {
            BlockCount::Exactly(m) => format!("region with {m} blocks"),
            BlockCount::AtLeast(m) => format!("region with at least {m} blocks"),
            BlockCount::AtMost(m) => format!("region with at most {m} blocks"),
        }
    }
}

/// What `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch` and
/// `AllElementCountsMatch` compare (ODS's `AllMatchSameOperatorTrait`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueMatch {
    /// The element type (the type itself when not shaped).
    ElementType,
    /// The shape.
    Shape,
    /// The rank.
    Rank,
    /// The number of elements.
    ElementCount,
    /// The kind of type (MLIR's `TypeID`: integers of any width are one
    /// kind, each float type is its own, a dialect type is its definition).
    TypeId,
}

impl ValueMatch {
    /// The words of the message (`have same element type`).
    pub fn words(self) -> &'static str {
        match self {
            ValueMatch::ElementType => "element type",
            ValueMatch::Shape => "shape",
            ValueMatch::Rank => "rank",
            ValueMatch::ElementCount => "element count",
            ValueMatch::TypeId => "type IDs",
        }
    }
}

/// A successor.
pub struct SuccessorSpec {
    /// The field name.
    pub name: &'static str,
    /// `VariadicSuccessor`: the rest of the successors.
    pub variadic: bool,
}

/// How variable-length groups share the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segments {
    /// At most one variable-length group.
    None,
    /// `SameVariadicOperandSize` / `SameVariadicResultSize`.
    SameSize,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`.
    AttrSized,
}

/// A value of the op named in a multi-entity constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    /// The operand group at this index.
    Operand(usize),
    /// The result group at this index.
    Result(usize),
}

/// Checks over several entities, and traits that ODS verifies.
pub enum OpCheck {
    /// All operands and results have one type.
    SameOperandsAndResultType,
    /// All operands have one type.
    SameTypeOperands,
    /// All operands and results have one shape.
    SameOperandsAndResultShape,
    /// All operands and results have one element type.
    SameOperandsAndResultElementType,
    /// All operands have one shape.
    SameOperandsShape,
    /// All operands have one element type.
    SameOperandsElementType,
    /// `SameOperandsAndResultRank`: the ranked operands and results have
    /// one rank (at least one operand and one result).
    SameOperandsAndResultRank,
    /// `Elementwise`/`ElementwiseMappable`: non-scalar operands and results
    /// share one shape and kind.
    Elementwise,
    /// `ResultsBroadcastableShape`: the operand shapes broadcast, to a shape
    /// compatible with the results'.
    ResultsBroadcastableShape,
    /// `AllTypesMatch<[...]>`: entity names, for the message.
    AllTypesMatch(&'static [(&'static str, Entity)]),
    /// `AllElementTypesMatch<[...]>` and its siblings: what must match, and
    /// the entities with their names, for the message.
    AllMatch(ValueMatch, &'static [(&'static str, Entity)]),
    /// `TypesMatchWith`: the type of `to` equals `transform(type of from)`.
    TypesMatchWith {
        /// The constraint's text, for the message.
        summary: &'static str,
        /// The entity whose type is transformed.
        from: Entity,
        /// The entity whose type must equal the result.
        to: Entity,
        /// The transformation.
        transform: fn(&Context, Type) -> Type,
    },
    /// `HasParent` / `ParentOneOf`.
    HasParent(&'static [&'static str]),
    /// A user predicate over the op with its summary (`PredOpTrait`).
    Pred {
        /// The predicate's text, for the message.
        summary: &'static str,
        /// The predicate.
        check: fn(&Context, OpId) -> bool,
    },
    /// A parametric or user trait with its own verifier and folder.
    Trait {
        /// The trait's name.
        name: &'static str,
        /// `OpTrait::PREDICATE`.
        predicate: bool,
        /// Its verifier.
        verify: VerifyFn,
        /// Its folder, tried after the op's own.
        fold: crate::registry::FoldFn,
    },
}

/// Result types inferred from operands and attributes
/// (`InferTypeOpInterface`): the types, or why the operands and attributes
/// give none, at [`InferInput::loc`] (made with [`InferInput::error`]).
pub type InferFn = fn(&Context, &InferInput<'_>) -> Result<Vec<Type>, Diagnostic>;

/// What result type inference sees.
pub struct InferInput<'a> {
    /// The operands of the op being built.
    pub operands: &'a [Value],
    /// Its attributes, by name.
    pub attrs: &'a [(crate::intern::Sym, Attr)],
    /// How many regions it has.
    pub regions: usize,
    /// Where the op is (or, while it is parsed, the text it is parsed
    /// from): where a failure to infer is reported.
    pub loc: crate::Location,
}

impl InferInput<'_> {
    /// An error at the op: its operands and attributes give no result
    /// types.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc, message)
    }
    /// The attribute `name`, if given.
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attr> {
        let s = ctx.lookup_sym(name)?;
        self.attrs.iter().find(|(n, _)| *n == s).map(|(_, a)| *a)
    }
}

/// Everything the generic engines need about an op.
pub struct OpSpec {
    /// The op's full name (`dialect.op`).
    pub name: &'static str,
    /// The operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// The result groups, in order.
    pub results: &'static [ValueSpec],
    /// The inherent attributes.
    pub attrs: &'static [AttrSpec],
    /// The regions, in order.
    pub regions: &'static [RegionSpec],
    /// The successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// How variable-length operand groups share the operands.
    pub operand_segments: Segments,
    /// How variable-length result groups share the results.
    pub result_segments: Segments,
    /// Constraints over several entities, and traits with verifiers.
    pub checks: &'static [OpCheck],
    /// The declarative assembly format, if the op has one.
    pub format: Option<&'static format::Program>,
    /// The op's own verifier, run after the generated checks.
    pub custom_verify: Option<VerifyFn>,
    /// The op's own region verifier, run after its nested ops.
    pub custom_verify_regions: Option<VerifyFn>,
    /// Result type inference (`InferTypeOpInterface`), if the op has it.
    pub infer: Option<InferFn>,
    /// The memory effects the definition declares, in MLIR's order: those
    /// of its `MemoryEffects(...)` trait, then its operands' and symbol
    /// attributes' in field order, then its results'.
    pub effects: &'static [EffectSpec],
}

impl OpSpec {
    /// A table with nothing declared: generated tables start from it
    /// (`..OpSpec::EMPTY`) and name only what their op has.
    pub const EMPTY: OpSpec = OpSpec {
        name: "",
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        operand_segments: Segments::None,
        result_segments: Segments::None,
        checks: &[],
        format: None,
        custom_verify: None,
        custom_verify_regions: None,
        infer: None,
        effects: &[],
    };

    /// `spec` as the `ods` hook of its op's definition (not generic: less
    /// for rustc to do per op than `Hook::new`).
    pub const fn hook(spec: &'static OpSpec) -> crate::registry::Hook {
        crate::registry::Hook::new(spec)
    }

    /// The table of the op defined by `def`, if `#[derive(Op)]` made it.
    #[inline]
    pub fn of(def: &OpDef) -> Option<&'static OpSpec> {
        def.ods.and_then(|h| h.get())
    }
}

/// The attribute name of operand segment sizes.
pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The attribute name of result segment sizes.
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

/// The index range of each group among `total` values.
pub fn group_ranges(
    ctx: &Context,
    op: OpId,
    groups: &[ValueSpec],
    segments: Segments,
    total: usize,
    segment_attr: &str,
) -> Vec<std::ops::Range<usize>> {
    let sizes = GroupSizes::of(ctx, op, groups, segments, total, segment_attr);
    (0..groups.len()).map(|i| sizes.range(groups, i, total)).collect()
}

/// How many values each group of an op holds: [`group_ranges`] for all
/// groups, or `range` for one without listing the others (every accessor
/// of a variadic group asks).
enum GroupSizes<'a> {
    /// From the segment sizes attribute (its elements' bit patterns).
    Attr(&'a [u128]),
    /// Given by an adaptor's caller (negative sizes count as 0).
    Given(&'a [i32]),
    /// A single group one value and a variable one `each` (also an op
    /// whose segment sizes attribute is missing or of the wrong length:
    /// then `each` is 0).
    Even { each: usize },
}

impl<'a> GroupSizes<'a> {
    fn of(
        ctx: &'a Context,
        op: OpId,
        groups: &[ValueSpec],
        segments: Segments,
        total: usize,
        segment_attr: &str,
    ) -> Self {
        if let Segments::AttrSized = segments {
            let data = op.attr_by_str(ctx, segment_attr).and_then(|a| match a.kind(ctx) {
                crate::attrs::AttrKind::DenseArray { data, .. } => Some(&data[..]),
                _ => None,
            });
            return match data {
                Some(d) if d.len() == groups.len() => GroupSizes::Attr(d),
                _ => GroupSizes::Even { each: 0 },
            };
        }
        Self::even(groups, total)
    }

    /// The values left after the single groups, shared evenly among the
    /// variable ones (all of them when there is one).
    fn even(groups: &[ValueSpec], total: usize) -> Self {
        let variable = groups.iter().filter(|g| g.arity.is_variable()).count();
        let fixed = groups.len() - variable;
        GroupSizes::Even { each: total.saturating_sub(fixed).checked_div(variable).unwrap_or(0) }
    }

    fn size(&self, groups: &[ValueSpec], i: usize) -> usize {
        match self {
            GroupSizes::Attr(d) => d[i] as u32 as usize,
            GroupSizes::Given(s) => s[i].max(0) as usize,
            GroupSizes::Even { each } => {
                if groups[i].arity == Arity::Single {
                    1
                } else {
                    *each
                }
            }
        }
    }

    /// Group `index`'s range, clamped to `total`.
    fn range(&self, groups: &[ValueSpec], index: usize, total: usize) -> std::ops::Range<usize> {
        let start: usize = (0..index).map(|i| self.size(groups, i)).sum();
        start.min(total)..(start + self.size(groups, index)).min(total)
    }
}

/// The group `index` of `values` laid out as `groups` say (an operand
/// adaptor's view: values not yet in an op, e.g. while folding or building).
#[doc(hidden)]
pub fn value_group<'v>(
    values: &'v [Value],
    groups: &[ValueSpec],
    segments: Option<&[i32]>,
    index: usize,
) -> &'v [Value] {
    let sizes = match segments {
        Some(s) if s.len() == groups.len() => GroupSizes::Given(s),
        _ => GroupSizes::even(groups, values.len()),
    };
    let range = sizes.range(groups, index, values.len());
    &values[range]
}

/// The operands of group `index`.
#[doc(hidden)]
pub fn operand_group<'c>(ctx: &'c Context, op: OpId, spec: &OpSpec, index: usize) -> &'c [Value] {
    let all = op.operands(ctx);
    if spec.operands.iter().all(|g| !g.arity.is_variable()) {
        return all.get(index..index + 1).unwrap_or(&[]);
    }
    let sizes = GroupSizes::of(ctx, op, spec.operands, spec.operand_segments, all.len(), OPERAND_SEGMENTS);
    &all[sizes.range(spec.operands, index, all.len())]
}

/// The inner groups of a `VariadicOfVariadic` operand group, split by its
/// segment sizes attribute: a view over the op's operands that allocates
/// nothing. Sizes that do not add up (an op that does not verify) are
/// clamped to the values there are.
#[derive(Clone, Copy, Debug)]
pub struct ValueGroups<'c> {
    values: &'c [Value],
    sizes: &'c [u128],
}

impl<'c> ValueGroups<'c> {
    /// The groups of `values` with the bit patterns of an `array<i32: ...>`.
    pub fn new(values: &'c [Value], sizes: &'c [u128]) -> Self {
        ValueGroups { values, sizes }
    }
    /// How many inner groups there are.
    pub fn len(&self) -> usize {
        self.sizes.len()
    }
    /// No inner group (MLIR's `OperandRangeRange::empty`).
    pub fn is_empty(&self) -> bool {
        self.sizes.is_empty()
    }
    /// The inner group `index`.
    pub fn get(&self, index: usize) -> Option<&'c [Value]> {
        self.iter().nth(index)
    }
    /// All values of all groups, in order (MLIR's `join()`).
    pub fn flat(&self) -> &'c [Value] {
        self.values
    }
    /// The inner groups, in order.
    pub fn iter(&self) -> ValueGroupsIter<'c> {
        ValueGroupsIter { rest: self.values, sizes: self.sizes.iter() }
    }
}

impl<'c> IntoIterator for ValueGroups<'c> {
    type Item = &'c [Value];
    type IntoIter = ValueGroupsIter<'c>;
    fn into_iter(self) -> ValueGroupsIter<'c> {
        self.iter()
    }
}

/// The iterator of [`ValueGroups`].
#[derive(Clone, Debug)]
pub struct ValueGroupsIter<'c> {
    rest: &'c [Value],
    sizes: std::slice::Iter<'c, u128>,
}

impl<'c> Iterator for ValueGroupsIter<'c> {
    type Item = &'c [Value];
    fn next(&mut self) -> Option<&'c [Value]> {
        let n = segment_size(*self.sizes.next()?).min(self.rest.len());
        let (group, rest) = self.rest.split_at(n);
        self.rest = rest;
        Some(group)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.sizes.size_hint()
    }
}

impl ExactSizeIterator for ValueGroupsIter<'_> {}

/// One size of a segment sizes attribute (an `i32` bit pattern); negative
/// sizes, which the verifier rejects, count as empty.
fn segment_size(bits: u128) -> usize {
    (bits as u32 as i32).max(0) as usize
}

/// The segment sizes attribute `name` of `op` as bit patterns, if it is an
/// `array<i32: ...>`.
pub fn segment_sizes<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c [u128]> {
    match op.attr_by_str(ctx, name)?.kind(ctx) {
        crate::attrs::AttrKind::DenseArray { element, data } if element.is_signless_int(ctx, 32) => Some(data),
        _ => None,
    }
}

/// The inner groups of the `VariadicOfVariadic` operand group `index`
/// (no groups when the segment sizes attribute is missing).
#[doc(hidden)]
pub fn operand_groups<'c>(ctx: &'c Context, op: OpId, spec: &OpSpec, index: usize) -> ValueGroups<'c> {
    let values = operand_group(ctx, op, spec, index);
    let sizes = match spec.operands[index].arity {
        Arity::VariadicOfVariadic(attr) => segment_sizes(ctx, op, attr).unwrap_or(&[]),
        _ => &[],
    };
    ValueGroups::new(values, sizes)
}

/// The value of single result group `G` of the op of type `T`: what an
/// op's `<result>_ref()` looks up once the context is at hand (a function
/// of the engine rather than a closure per op).
#[doc(hidden)]
pub fn single_result<T: OpHandle, const G: usize>(op: OpId, ctx: &Context) -> Value {
    result_group(ctx, op, T::spec(), G).first().expect("a verified op has its single results")
}

/// The results of group `index`.
#[doc(hidden)]
pub fn result_group(ctx: &Context, op: OpId, spec: &OpSpec, index: usize) -> ValueRange {
    let all: ValueRange = op.results(ctx);
    if spec.results.iter().all(|g| !g.arity.is_variable()) {
        return all.slice(index..index + 1);
    }
    let sizes = GroupSizes::of(ctx, op, spec.results, spec.result_segments, all.len(), RESULT_SEGMENTS);
    all.slice(sizes.range(spec.results, index, all.len()))
}

/// The SSA names of an op with several declared results, as mlir-tblgen
/// generates them: the first value of each non-empty group is named after
/// the group (the printer numbers the rest of the group, `%x:2`); `named`
/// says which groups have a name: ODS names the others `""`, which starts
/// a group numbered at once (`%first, %0`).
#[doc(hidden)]
pub fn default_result_names(ctx: &Context, op: OpId, named: &[bool], set: &mut dyn FnMut(usize, &str)) {
    let spec = registered_spec(op.def(ctx));
    let total = op.num_results(ctx);
    let ranges = group_ranges(ctx, op, spec.results, spec.result_segments, total, RESULT_SEGMENTS);
    for ((group, range), &named) in spec.results.iter().zip(ranges).zip(named) {
        if !range.is_empty() {
            set(range.start, if named { group.name } else { "" });
        }
    }
}

/// The attribute `name` of `op` if present.
pub fn attr(ctx: &Context, op: OpId, name: &str) -> Option<Attr> {
    op.attr_by_str(ctx, name)
}

/// The attribute constraints that can hold the sizes of the inner groups of
/// a `VariadicOfVariadic` operand: an array of `i32` (`DenseI32ArrayAttr`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot hold segment sizes",
    label = "the attribute named by `segments` must be an `Attribute<DenseI32ArrayAttr>`",
    note = "MLIR's `VariadicOfVariadic` reads its group sizes from a `DenseI32ArrayAttr` argument"
)]
pub trait SegmentSizesAttr {}
impl SegmentSizesAttr for DenseI32ArrayAttr {}

/// The value type that attribute field `N` of an op declares with
/// `#[op(value = ...)]`, implemented by the op derive. The bound on
/// `Constraint` is where rustc checks, once, that the declared type is the
/// constraint's value type; the generated accessors and builders convert
/// through the functions below, so a wrong declaration is one error.
pub trait DeclaredValue<const N: usize> {
    /// The field's attribute constraint.
    type Constraint: for<'c> AttrConstraint<Value<'c> = Self::Value<'c>>;
    /// The declared value type.
    type Value<'c>;
}

/// Reads attribute field `N` as its declared value type (called by the
/// generated code).
#[doc(hidden)]
pub fn declared_value<O: DeclaredValue<N>, const N: usize>(ctx: &Context, a: crate::attrs::Attr) -> O::Value<'_> {
    <O::Constraint as AttrConstraint>::value(ctx, a)
}

/// The attribute for a declared value of field `N` (called by the generated
/// code).
#[doc(hidden)]
pub fn declared_make<O: DeclaredValue<N>, const N: usize>(ctx: &Context, v: O::Value<'_>) -> crate::attrs::Attr {
    <O::Constraint as AttrConstraint>::make(ctx, v)
}

/// The constraint's value as the declared one (a default value, called by
/// the generated code).
#[doc(hidden)]
pub fn declared_of<'c, O: DeclaredValue<N>, const N: usize>(
    v: <O::Constraint as AttrConstraint>::Value<'c>,
) -> O::Value<'c> {
    v
}

/// Checks that a constraint can hold segment sizes (called by the
/// generated code).
#[doc(hidden)]
pub const fn assert_segment_sizes_attr<T: SegmentSizesAttr>() {}

/// Sets the segment sizes attribute on a state being built.
#[doc(hidden)]
pub fn set_segment_sizes(ctx: &Context, state: &mut crate::context::OperationState, name: &str, sizes: &[i32]) {
    let i32t = ctx.int_type(32);
    let data = sizes.iter().map(|&s| s as u32 as u128).collect();
    let a = ctx.get_attr(crate::attrs::AttrKind::DenseArray { element: i32t, data });
    let n = ctx.intern(name);
    state.add_attr(n, a);
}

/// The property conversion of an op defined with `#[derive(Op)]` (MLIR's
/// generated `setPropertiesFromAttr` and `setPropertiesFromParsedAttr`):
/// the first entry of `entries` that does not convert, as MLIR words it.
/// One function for all such ops, which reads the op's table.
#[doc(hidden)]
pub fn inherent_storage_of(
    def: &OpDef,
    ctx: &Context,
    entries: &[(crate::Sym, Attr)],
    source: crate::registry::PropertiesSource,
) -> Result<Vec<(crate::Sym, Attr)>, crate::diag::Diagnostic> {
    match OpSpec::of(def) {
        Some(spec) => convert_properties(ctx, spec, entries, source),
        None => Ok(entries.to_vec()),
    }
}

/// One entry of the properties: an attribute converts when it is of its
/// constraint's storage class, a property by its own conversion (into the
/// attribute form it is held as).
fn convert_entry(ctx: &Context, a: &AttrSpec, v: Attr) -> Result<Attr, crate::diag::Diagnostic> {
    if a.constraint.property {
        return (a.constraint.convert)(ctx, v);
    }
    if (a.constraint.storage)(ctx, v) {
        return Ok(v);
    }
    let text = crate::print::attr_to_string(ctx, v);
    Err(conversion_error(format!("Invalid attribute `{}` in property conversion: {text}", a.name)))
}

/// See [`inherent_storage_of`]. The generic form converts the attributes
/// by name, then the properties in declaration order, then the segment
/// sizes (also under their old names); `prop-dict` converts its
/// properties, then its attributes, in declaration order, each required one
/// present, and no other key.
pub fn convert_properties(
    ctx: &Context,
    spec: &OpSpec,
    entries: &[(crate::Sym, Attr)],
    source: crate::registry::PropertiesSource,
) -> Result<Vec<(crate::Sym, Attr)>, crate::diag::Diagnostic> {
    let get = |name: &str| entries.iter().position(|(n, _)| ctx.str(*n) == name);
    let mut out = entries.to_vec();
    let (attrs, props): (Vec<&AttrSpec>, Vec<&AttrSpec>) = spec.attrs.iter().partition(|a| !a.constraint.property);
    match source {
        crate::registry::PropertiesSource::Generic => {
            let mut attrs = attrs;
            attrs.sort_by_key(|a| a.name);
            for a in attrs.into_iter().chain(props) {
                if let Some(i) = get(a.name) {
                    out[i].1 = convert_entry(ctx, a, entries[i].1)?;
                }
            }
            let segments = [
                (spec.operand_segments, OPERAND_SEGMENTS, "operand_segment_sizes", spec.operands.len()),
                (spec.result_segments, RESULT_SEGMENTS, "result_segment_sizes", spec.results.len()),
            ];
            for (_, name, old, n) in segments.into_iter().filter(|s| s.0 == Segments::AttrSized) {
                if let Some(i) = get(name).or_else(|| get(old)) {
                    convert_segment_sizes(ctx, entries[i].1, n)?;
                }
            }
        }
        crate::registry::PropertiesSource::PropDict => {
            let used = spec.format.map_or(&[][..], |f| f.used_attrs);
            let members = |list: Vec<&'static AttrSpec>| {
                list.into_iter().filter(|a| !used.iter().any(|&i| std::ptr::eq(&spec.attrs[i], *a))).collect::<Vec<_>>()
            };
            let members: Vec<&AttrSpec> = members(props).into_iter().chain(members(attrs)).collect();
            for a in &members {
                match get(a.name) {
                    Some(i) => out[i].1 = convert_entry(ctx, a, entries[i].1)?,
                    None if matches!(a.presence, AttrPresence::Required | AttrPresence::Storage(_)) => {
                        return Err(conversion_error(format!(
                            "expected key entry for {} in DictionaryAttr to set Properties.",
                            a.name
                        )));
                    }
                    None => {}
                }
            }
            if let Some((n, _)) = entries.iter().find(|(n, _)| !members.iter().any(|a| a.name == ctx.str(*n))) {
                let key = crate::print::attr_to_string(ctx, ctx.string_attr_bytes(ctx.sym_bytes(*n)));
                return Err(conversion_error(format!("unknown key '{key}' when parsing properties dictionary")));
            }
        }
    }
    Ok(out)
}

/// Segment sizes are held as `N` 32-bit integers.
fn convert_segment_sizes(ctx: &Context, v: Attr, n: usize) -> Result<(), crate::diag::Diagnostic> {
    match v.kind(ctx) {
        crate::attrs::AttrKind::DenseArray { element, data } if element.is_signless_int(ctx, 32) => {
            if data.len() != n {
                return Err(conversion_error(format!("size mismatch in attribute conversion: {} vs {n}", data.len())));
            }
            Ok(())
        }
        _ => Err(conversion_error("expected DenseI32ArrayAttr for key `value`")),
    }
}

/// MLIR's generated `verifyInherentAttrs` for an op defined with
/// `#[derive(Op)]`: the first of its inherent attributes that is among
/// `attrs` and fails its constraint, as the verifier words it. One
/// function for all such ops, which reads the op's table.
#[doc(hidden)]
pub fn inherent_attr_violation_of(
    def: &OpDef,
    ctx: &Context,
    attrs: &[(crate::Sym, Attr)],
) -> Option<crate::diag::Diagnostic> {
    inherent_attr_violation(ctx, OpSpec::of(def)?, attrs)
}

/// MLIR's generated `verifyInherentAttrs`: the attributes (not the
/// properties) of `spec`, by name, each checked when `attrs` holds it; the
/// error worded as the verifier's, at no location.
pub fn inherent_attr_violation(
    ctx: &Context,
    spec: &OpSpec,
    attrs: &[(crate::Sym, Attr)],
) -> Option<crate::diag::Diagnostic> {
    let mut inherent: Vec<&AttrSpec> = spec.attrs.iter().filter(|a| !a.constraint.property).collect();
    inherent.sort_by_key(|a| a.name);
    inherent.into_iter().find_map(|a| {
        let &(_, v) = attrs.iter().find(|(n, _)| ctx.str(*n) == a.name)?;
        (!(a.constraint.check)(ctx, v))
            .then(|| crate::diag::Diagnostic::error(crate::Location::UNKNOWN, verify::attr_constraint_message(a)))
    })
}

/// Verifies an op of type `O`.
#[doc(hidden)]
pub fn verify_op_of<O: OpHandle>(ctx: &Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    verify_op(ctx, op, O::spec())
}

/// The `verify` hook of every generated definition: verifies `op` with the
/// table of its definition. One function for all ops, so that no op
/// compiles a verifier of its own.
#[doc(hidden)]
pub fn verify_registered(ctx: &Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    verify_op(ctx, op, registered_spec(op.def(ctx)))
}

/// The `verify_regions` hook of generated definitions that infer their
/// result types or verify their regions: [`verify::verify_region_invariants`]
/// with the table of the op's definition.
#[doc(hidden)]
pub fn verify_registered_regions(ctx: &Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    verify::verify_region_invariants(ctx, op, registered_spec(op.def(ctx)))
}

/// Whether `op` is an op of table `spec`: its definition holds the table
/// (patterns ask it of every op they look at; no names are compared).
pub fn is_op_of(ctx: &Context, op: OpId, spec: &'static OpSpec) -> bool {
    match op.def(ctx) {
        Some(def) => match def.ods {
            Some(hook) => hook.holds(spec),
            None => def.name == spec.name,
        },
        None => false,
    }
}

/// The table of `def`, the definition of a generated op, whose hooks
/// (installed only with a table) call this.
pub(crate) fn registered_spec(def: Option<&OpDef>) -> &'static OpSpec {
    def.and_then(OpSpec::of).expect("a generated op's definition has its table")
}

/// [`OpHandle::build_aggregate`] for the op of table `spec`.
pub fn build_aggregate_op(
    b: &mut crate::builder::Builder<'_>,
    loc: crate::Location,
    spec: &OpSpec,
    result_types: &[Type],
    operands: &[Value],
    attributes: &[(crate::Sym, Attr)],
) -> OpId {
    let mut state = b.state(spec.name, loc);
    state.result_types.extend_from_slice(result_types);
    state.operands.extend_from_slice(operands);
    for &(n, a) in attributes {
        state.add_attr(n, a);
    }
    for a in spec.attrs {
        if let Some(f) = a.presence.fill() {
            let n = b.ctx().intern(a.name);
            if state.attr(n).is_none() {
                let v = f(b.ctx());
                state.add_attr(n, v);
            }
        }
    }
    for _ in spec.regions.iter().filter(|r| !r.variadic) {
        let region = b.create_region();
        state.regions.push(region);
    }
    let op = b.insert(state);
    // As the typed builder: an op with `SingleBlockImplicitTerminator` gets
    // each region's block and terminator, so it verifies as built.
    for region in op.regions(b.ctx()).to_vec() {
        b.ensure_terminator(region, loc);
    }
    op
}

/// A trait an op lists by path in `traits(...)`: its verifier runs with
/// the op's generated checks.
#[diagnostic::on_unimplemented(
    message = "`{Self}` in `traits(...)` is not an op trait",
    label = "not a native trait, and no `impl OpTrait for {Self}`",
    note = "a user trait is a type implementing `OpTrait` (`impl OpTrait for {Self} {{ const NAME: &'static str = \"...\"; }}`)"
)]
pub trait OpTrait {
    /// The trait's name, as in messages.
    const NAME: &'static str;
    /// An ODS `PredOpTrait`: verified with the op's own constraints (after
    /// operands and results, before regions and native traits), as MLIR's
    /// generated `verifyInvariantsImpl` checks predicates.
    const PREDICATE: bool = false;
    /// Checks an op with this trait; the default accepts every op.
    fn verify(_ctx: &Context, _op: OpId) -> Result<(), crate::diag::Diagnostic> {
        Ok(())
    }
    /// Folds ops with this trait when the op's own folder did not.
    fn fold(_ctx: &mut Context, _op: OpId, _operands: &[Option<Attr>]) -> crate::registry::FoldResult {
        crate::registry::FoldResult::Failure
    }
}

/// Folds `op`: its own folder first, then the folds of its traits in
/// order (MLIR's order): `Involution` (`f(f(x)) -> x`), `Idempotent`
/// (`f(f(x)) -> f(x)`, `f(x, x) -> x`), and user traits.
pub fn fold_op(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> crate::registry::FoldResult {
    use crate::registry::{FoldResult, FoldValue, Traits};
    let Some(def) = op.def(ctx) else { return FoldResult::Failure };
    if let Some(f) = def.fold {
        let r = f(ctx, op, operands);
        if r != FoldResult::Failure {
            return r;
        }
    }
    if op.num_operands(ctx) == 1 && op.num_results(ctx) == 1 {
        let x = op.operand(ctx, 0);
        if let Some(inner) = x.defining_op(ctx).filter(|i| i.name(ctx) == op.name(ctx) && i.num_operands(ctx) == 1) {
            if def.traits.contains(Traits::INVOLUTION) {
                return FoldResult::Results(vec![FoldValue::Value(inner.operand(ctx, 0))]);
            }
            if def.traits.contains(Traits::IDEMPOTENT) {
                return FoldResult::Results(vec![FoldValue::Value(x)]);
            }
        }
    }
    if def.traits.contains(Traits::IDEMPOTENT) && op.num_operands(ctx) == 2 && op.num_results(ctx) == 1 {
        let x = op.operand(ctx, 0);
        if op.operand(ctx, 1) == x {
            return FoldResult::Results(vec![FoldValue::Value(x)]);
        }
    }
    if let Some(spec) = OpSpec::of(def) {
        for c in spec.checks {
            if let OpCheck::Trait { fold, .. } = c {
                let r = fold(ctx, op, operands);
                if r != FoldResult::Failure {
                    return r;
                }
            }
        }
    }
    if def.traits.contains(Traits::COMMUTATIVE) {
        return fold_commutative(ctx, op, operands);
    }
    FoldResult::Failure
}

/// `foldCommutative`: moves the constant operands of a commutative op to
/// the end, keeping their order.
fn fold_commutative(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> crate::registry::FoldResult {
    use crate::registry::FoldResult;
    let Some(first) = operands.iter().position(|o| o.is_some()) else { return FoldResult::Failure };
    if operands.len() < 2 || operands[first..].iter().all(|o| o.is_some()) {
        return FoldResult::Failure;
    }
    let vals = op.operands(ctx).to_vec();
    let tail = || vals[first..].iter().zip(&operands[first..]);
    let mut new: Vec<Value> = vals[..first].to_vec();
    new.extend(tail().filter(|(_, o)| o.is_none()).map(|(v, _)| *v));
    new.extend(tail().filter(|(_, o)| o.is_some()).map(|(v, _)| *v));
    ctx.set_operands(op, &new);
    FoldResult::InPlace
}

/// Ops are `Copy` handles; the definition asserts it once (not as a
/// supertrait of [`OpHandle`], which would repeat the error at every use).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` must be `Clone` and `Copy`: write `#[derive(Op, Clone, Copy)]`",
    label = "ops are `Copy` handles"
)]
pub trait OpCopy: Copy {}
impl<T: Copy> OpCopy for T {}

/// Checks, when the crate compiles, that the dialect an op names by path
/// (`#[op(dialect = PATH)]`) is the one its name's prefix names; `message`
/// is the compile error otherwise (called by the generated code).
#[doc(hidden)]
pub const fn assert_op_dialect(dialect: &crate::registry::DialectDef, prefix: &str, message: &str) {
    let (name, prefix) = (dialect.name.as_bytes(), prefix.as_bytes());
    let mut same = name.len() == prefix.len();
    let mut i = 0;
    while same && i < name.len() {
        same = name[i] == prefix[i];
        i += 1;
    }
    if !same {
        panic!("{}", message);
    }
}

/// Checks that an op type is `Copy` (called by the generated code).
#[doc(hidden)]
pub const fn assert_op_copy<T: OpCopy>() {}

/// A typed handle to an op defined with `#[derive(Op)]` (also `Copy`: see
/// [`OpCopy`]).
pub trait OpHandle: Sized {
    /// The full op name.
    const NAME: &'static str;
    /// The generated table.
    fn spec() -> &'static OpSpec;
    /// The op, without checking its name.
    fn from_op_unchecked(op: OpId) -> Self;
    /// The generic op.
    fn op(self) -> OpId;
    /// The generic operation (the same as [`OpHandle::op`]).
    fn id(self) -> OpId {
        self.op()
    }
    /// The aggregate builder of every op: all result types, all operands
    /// and named attributes; default-valued attributes are filled in and
    /// one region is made per declared region (empty, or with its block
    /// and terminator for an op with `SingleBlockImplicitTerminator`).
    /// Provided here rather than generated per op: one body for all.
    fn build_aggregate(
        b: &mut crate::builder::Builder<'_>,
        loc: crate::Location,
        result_types: &[Type],
        operands: &[Value],
        attributes: &[(crate::Sym, Attr)],
    ) -> Self {
        Self::from_op_unchecked(build_aggregate_op(b, loc, Self::spec(), result_types, operands, attributes))
    }
    /// The op as this type when its name matches.
    fn cast(ctx: &Context, op: OpId) -> Option<Self> {
        // No closure: this body is compiled once per op type.
        if is_op_of(ctx, op, Self::spec()) {
            Some(Self::from_op_unchecked(op))
        } else {
            None
        }
    }
}

/// Zero-sized markers a definition's fields are made of; they only carry
/// the constraint types to the macro and to rustc, which checks they exist.
pub trait Marker {
    /// The marker's one value.
    const MARKER: Self;
}

macro_rules! markers {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        pub struct $name<T>(PhantomData<T>);
        impl<T> Marker for $name<T> {
            const MARKER: Self = $name(PhantomData);
        }
        impl<T> Clone for $name<T> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<T> Copy for $name<T> {}
        impl<T> std::fmt::Debug for $name<T> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($name))
            }
        }
    )*};
}

markers! {
    /// An operand of constraint `T`.
    Operand;
    /// An operand that may be absent.
    Optional;
    /// Any number of operands.
    Variadic;
    /// Any number of groups of operands (`#[op(segments = "attr")]` names the
    /// `DenseI32ArrayAttr` holding the size of each group).
    VariadicOfVariadic;
    /// A result of constraint `T`.
    OpResult;
    /// A result that may be absent.
    OptionalResult;
    /// Any number of results.
    VariadicResult;
    /// A required attribute of constraint `T`.
    Attribute;
    /// An attribute that may be absent.
    OptionalAttr;
    /// An attribute with a default value (`#[op(default = "...")]`).
    DefaultValuedAttr;
    /// [`DefaultValuedAttr`] of a string constraint (ODS's `DefaultValuedStrAttr`).
    DefaultValuedStrAttr;
    /// An attribute that may be absent and then reads as its default value
    /// (`#[op(default = ...)]`); never filled in.
    DefaultValuedOptionalAttr;
    /// [`DefaultValuedOptionalAttr`] of a string constraint (ODS's
    /// `DefaultValuedOptionalStrAttr`).
    DefaultValuedOptionalStrAttr;
    /// A property holding a Rust value `T` ([`PropertyValue`]).
    Property;
    /// A property holding an `Option<T>` (absent by default).
    OptionalProp;
    /// A property with a default value (`#[op(default = ...)]`).
    DefaultValuedProp;
    /// A region of constraint `T` (`AnyRegion`, `SizedRegion<N>`).
    Region;
    /// Any number of regions (the last region only).
    VariadicRegion;
}

/// A successor block.
#[derive(Clone, Copy, Debug)]
pub struct Successor;
impl Marker for Successor {
    const MARKER: Self = Successor;
}
/// Any number of successors (the last successor only).
#[derive(Clone, Copy, Debug)]
pub struct VariadicSuccessor;
impl Marker for VariadicSuccessor {
    const MARKER: Self = VariadicSuccessor;
}

/// A unit property: a flag whose value is a `bool` (`unit` / `unit_absent`).
#[derive(Clone, Copy, Debug)]
pub struct UnitProp;
impl Marker for UnitProp {
    const MARKER: Self = UnitProp;
}

/// Region constraints.
pub struct AnyRegion;
/// A region with exactly `N` blocks.
pub struct SizedRegion<const N: u32>;
/// A region with at least `N` blocks.
pub struct MinSizedRegion<const N: u32>;
/// A region with at most `N` blocks.
pub struct MaxSizedRegion<const N: u32>;

/// What a region constraint says about the number of blocks.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a region constraint",
    label = "regions take `AnyRegion`, `SizedRegion<N>`, `MinSizedRegion<N>` or `MaxSizedRegion<N>`"
)]
pub trait RegionConstraint {
    /// The bound on the number of blocks, if any.
    const BLOCKS: Option<BlockCount>;
}
impl RegionConstraint for AnyRegion {
    const BLOCKS: Option<BlockCount> = None;
}
impl<const N: u32> RegionConstraint for SizedRegion<N> {
    const BLOCKS: Option<BlockCount> = Some(BlockCount::Exactly(N));
}
impl<const N: u32> RegionConstraint for MinSizedRegion<N> {
    const BLOCKS: Option<BlockCount> = Some(BlockCount::AtLeast(N));
}
impl<const N: u32> RegionConstraint for MaxSizedRegion<N> {
    const BLOCKS: Option<BlockCount> = Some(BlockCount::AtMost(N));
}

pub use crate::verify::DialectAttrVerifier;

/// Parse/print hooks of custom assembly, for the generated code.
pub type CustomParse = fn(&mut crate::parse::OpParser<'_, '_>, &mut crate::context::OperationState) -> PResult<()>;

/// Declares a dialect and registers it:
///
/// ```ignore
/// ods_ir::dialect! {
///     /// The shape dialect.
///     pub SHAPE_DIALECT: name = "shape", allow_unknown_ops = true,
///         materialize_constant = materialize, interfaces = [SHAPE_INLINER],
/// }
/// ```
///
/// Keys after `name`: `summary`, `allow_unknown_ops`, `materialize_constant`
/// (a `MaterializeFn`), `interfaces` (static vtables of dialect interfaces),
/// `resources` (`true`: the dialect keeps blobs in a file's
/// `dialect_resources`, which its attributes hold by a
/// `typedef::ResourceHandle` parameter).
#[macro_export]
macro_rules! dialect {
    ($(#[doc = $doc:expr])* $vis:vis $ident:ident : name = $name:literal $($rest:tt)*) => {
        $(#[doc = $doc])*
        $vis static $ident: $crate::registry::DialectDef = $crate::__dialect_fields!(
            @ $crate::registry::DialectDef {
                name: $name,
                description: concat!($($doc, "\n",)* ""),
                ..$crate::registry::DialectDef::EMPTY
            };
            $($rest)*
        );
        $crate::inventory::submit! { $crate::registry::DialectRegistration(&$ident) }
    };
}

/// The keys of `dialect!`, one at a time.
#[doc(hidden)]
#[macro_export]
macro_rules! __dialect_fields {
    (@ $acc:expr; $(,)?) => {
        $acc
    };
    (@ $acc:expr; , interfaces = [$($i:path),* $(,)?] $($rest:tt)*) => {
        $crate::__dialect_fields!(
            @ $crate::registry::DialectDef { interfaces: &[$($crate::registry::InterfaceImpl::new(&$i)),*], ..$acc };
            $($rest)*
        )
    };
    (@ $acc:expr; , materialize_constant = $v:path $(, $($rest:tt)*)?) => {
        $crate::__dialect_fields!(
            @ $crate::registry::DialectDef { materialize_constant: Some($v), ..$acc };
            $(, $($rest)*)?
        )
    };
    (@ $acc:expr; , $key:ident = $v:expr $(, $($rest:tt)*)?) => {
        $crate::__dialect_fields!(@ $crate::registry::DialectDef { $key: $v, ..$acc }; $(, $($rest)*)?)
    };
}

/// Defines a type constraint with a summary (used in verifier messages) and
/// a predicate:
///
/// ```ignore
/// ods::type_constraint!(
///     /// A shape or an extent tensor.
///     pub ShapeOrExtentTensor, "shape or extent tensor",
///     |ctx, t| ShapeType::is(ctx, t) || is_extent_tensor(ctx, t)
/// );
/// ```
///
/// A constraint whose types are all of one builtin class (ODS's `cppType`)
/// says so last, `class RankedTensor` (a [`TypeClass`] variant): formats then
/// read a single type of it as that class.
#[macro_export]
macro_rules! type_constraint {
    ($(#[$m:meta])* $vis:vis $name:ident, $summary:expr, |$ctx:ident, $t:ident| $check:expr $(, build |$bctx:ident| $build:expr)? $(, class $class:ident)?) => {
        $(#[$m])*
        $vis struct $name;
        impl $crate::ods::TypeConstraint for $name {
            $(const CLASS: Option<$crate::ods::TypeClass> = Some($crate::ods::TypeClass::$class);)?
            fn summary() -> String {
                $summary.to_string()
            }
            fn check($ctx: &$crate::Context, $t: $crate::Type) -> bool {
                $check
            }
            $(fn build($bctx: &$crate::Context) -> Option<$crate::Type> {
                Some($build)
            })?
        }
    };
}

/// Defines a type constraint satisfied by one type of an unregistered
/// dialect, `!dialect.name` (ODS's `OpaqueType<"dialect", "name",
/// "summary">`); it is buildable:
///
/// ```ignore
/// ods::opaque_type!(
///     /// The opaque `!tf.string`.
///     pub TfString, "tf", "string", "TensorFlow string type"
/// );
/// ```
#[macro_export]
macro_rules! opaque_type {
    ($(#[$m:meta])* $vis:vis $name:ident, $dialect:expr, $type_name:expr, $summary:expr) => {
        $crate::type_constraint!(
            $(#[$m])* $vis $name, $summary,
            |ctx, t| $crate::ods::type_families::is_opaque_type_with_name(ctx, t, $dialect, $type_name),
            build |ctx| $crate::ods::type_families::opaque_type(ctx, $dialect, $type_name)
        );
    };
}

/// Defines a summary as a type, for the type constraint combinators that
/// take one ([`ConfinedType`], [`TypeAlias`], [`ShapedContainerType`],
/// [`TypeOrValueSemanticsContainer`]), where ODS writes a string:
///
/// ```ignore
/// ods::summary_text!(
///     /// Says what `StaticTensor` is.
///     pub StaticTensorText, "statically shaped tensor"
/// );
/// type StaticTensor = ConfinedType<AnyTensor, HasStaticShapePred, StaticTensorText>;
/// ```
#[macro_export]
macro_rules! summary_text {
    ($(#[$m:meta])* $vis:vis $name:ident, $text:expr) => {
        $(#[$m])*
        $vis struct $name;
        impl $crate::ods::SummaryText for $name {
            const TEXT: &'static str = $text;
        }
    };
}

/// Defines an array attribute constraint whose elements satisfy one
/// attribute constraint, with a summary of its own (ODS's
/// `TypedArrayAttrBase<element, "summary">`); its value is the elements:
///
/// ```ignore
/// ods::typed_array_attr!(
///     /// Positive 64-bit integers.
///     pub PositiveI64ArrayAttr, Confined<I64Attr, IntPositive>, "positive integer array attribute"
/// );
/// ```
#[macro_export]
macro_rules! typed_array_attr {
    ($(#[$m:meta])* $vis:vis $name:ident, $element:ty, $summary:expr) => {
        $(#[$m])*
        $vis struct $name;
        impl $crate::ods::AttrConstraint for $name {
            type Value<'a> = &'a [$crate::Attr];
            fn summary() -> String {
                $summary.to_string()
            }
            fn check(ctx: &$crate::Context, a: $crate::Attr) -> bool {
                a.as_array(ctx)
                    .is_some_and(|e| e.iter().all(|x| <$element as $crate::ods::AttrConstraint>::check(ctx, *x)))
            }
            fn value(ctx: &$crate::Context, a: $crate::Attr) -> &[$crate::Attr] {
                a.as_array(ctx).unwrap_or(&[])
            }
            fn make(ctx: &$crate::Context, v: &[$crate::Attr]) -> $crate::Attr {
                ctx.array_attr(v)
            }
            // ODS stores an `ArrayAttr` (read as one in formats); the
            // verifier checks the elements.
            fn value_type(ctx: &$crate::Context) -> Option<$crate::Type> {
                <$crate::ods::ArrayAttr as $crate::ods::AttrConstraint>::value_type(ctx)
            }
            const TYPE_BUILDER: bool = <$crate::ods::ArrayAttr as $crate::ods::AttrConstraint>::TYPE_BUILDER;
            const GENERIC_PARSER: bool = false;
            fn storage(ctx: &$crate::Context, a: $crate::Attr) -> bool {
                <$crate::ods::ArrayAttr as $crate::ods::AttrConstraint>::storage(ctx, a)
            }
            fn starts(p: &$crate::parse::Parser<'_>) -> Option<bool> {
                <$crate::ods::ArrayAttr as $crate::ods::AttrConstraint>::starts(p)
            }
        }
    };
}

/// Fallbacks the generated code resolves a hook through when the op has no
/// method of that name, so that the error names the flag instead of an
/// unrelated trait (`Self::fold` would otherwise find `Iterator::fold`).
#[doc(hidden)]
pub mod hook {
    use crate::attrs::Attr;
    use crate::context::Context;
    use crate::registry::FoldResult;

    /// Implemented by nobody: an op without `fn fold` ends up requiring it.
    #[diagnostic::on_unimplemented(
        message = "`has_folder` needs `fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult` in an `impl {Self}` block",
        label = "`{Self}` has no `fn fold`",
        note = "remove `has_folder` if the op does not fold"
    )]
    pub trait FoldMethodMissing {}

    /// Found by `Self::fold` only when the op defines no `fold` of its own.
    pub trait FoldFallback: Sized {
        fn fold(self, _ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult
        where
            Self: FoldMethodMissing,
        {
            FoldResult::Failure
        }
    }
    impl<T> FoldFallback for T {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Group `index`'s range worked out the long way: every group's size
    /// listed, then summed.
    fn reference(arities: &[Arity], segments: Option<&[i32]>, total: usize, index: usize) -> std::ops::Range<usize> {
        let variable = arities.iter().filter(|a| a.is_variable()).count();
        let each = total.saturating_sub(arities.len() - variable).checked_div(variable).unwrap_or(0);
        let sizes: Vec<usize> = match segments {
            Some(s) if s.len() == arities.len() => s.iter().map(|&n| n.max(0) as usize).collect(),
            _ => arities.iter().map(|a| if *a == Arity::Single { 1 } else { each }).collect(),
        };
        let start = sizes[..index].iter().sum::<usize>();
        start.min(total)..(start + sizes[index]).min(total)
    }

    #[test]
    fn one_group_is_found_as_among_all() {
        use crate::ods::constraints::{AnyType, TypeConstraint};
        let layouts: [&[Arity]; 5] = [
            &[Arity::Single, Arity::Single],
            &[Arity::Variadic],
            &[Arity::Single, Arity::Variadic, Arity::Single],
            &[Arity::Optional, Arity::Variadic, Arity::Single],
            &[Arity::Variadic, Arity::Variadic],
        ];
        let values: Vec<Value> = (0..7).map(<Value as crate::entity::EntityRef>::new).collect();
        for arities in layouts {
            let groups: Vec<ValueSpec> = arities
                .iter()
                .map(|&arity| ValueSpec { name: "g", arity, constraint: <AnyType as TypeConstraint>::REF })
                .collect();
            for total in 0..values.len() {
                let segment_choices: [Option<Vec<i32>>; 3] =
                    [None, Some((0..arities.len() as i32).collect()), Some(vec![1; arities.len() + 1])];
                for segments in &segment_choices {
                    for index in 0..arities.len() {
                        let want = reference(arities, segments.as_deref(), total, index);
                        let got = value_group(&values[..total], &groups, segments.as_deref(), index);
                        assert_eq!(got, &values[want.clone()], "{arities:?} {segments:?} total {total} group {index}");
                        if segments.is_none() {
                            assert_eq!(GroupSizes::even(&groups, total).range(&groups, index, total), want);
                        }
                    }
                }
            }
        }
    }
}
