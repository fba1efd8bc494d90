//! The part of an op definition that a declarative assembly format refers to.
//!
//! The macro front end fills a [`Signature`] from the op's ODS-like description
//! (operands, attributes and properties, results, regions, successors and the
//! traits that relate types); the format checker resolves every `$name` of the
//! format against it and decides how each operand and result type is obtained.

/// How many values an operand or result group stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Arity {
    /// Exactly one value (`I32:$x`).
    #[default]
    Single,
    /// Zero or one value (`Optional<I32>:$x`).
    Optional,
    /// Any number of values (`Variadic<I32>:$x`).
    Variadic,
    /// Any number of groups of values (`VariadicOfVariadic<I32, "sizes">:$x`,
    /// operands only): `(%a, %b), (%c)` and `(i32, i32), (i32)` in formats.
    VariadicOfVariadic,
}

impl Arity {
    /// `Optional` and `Variadic` groups are "variable length" in ODS terms: they
    /// may be absent, so they may appear in optional groups and oilist clauses.
    pub fn is_variable_length(self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// An operand or a result.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ValueEntity {
    /// The name used as `$name` in the format.
    pub name: String,
    /// Single, optional or variadic.
    pub arity: Arity,
    /// The type constraint is buildable (e.g. `I32`, `Index`): the type can be
    /// left out of the format.
    pub buildable_type: bool,
}

/// An attribute or a property argument.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AttrEntity {
    /// The name used as `$name` in the format.
    pub name: String,
    /// `OptionalAttr<...>` / `OptionalProp<...>` (a `UnitAttr` is optional too;
    /// [`AttrEntity::is_unit`] implies optional for every check).
    pub optional: bool,
    /// `DefaultValuedAttr<...>` / `DefaultValuedProp<...>`.
    pub has_default: bool,
    /// `UnitAttr` / `UnitProp`: presence is the value; as a non-leading anchor of
    /// an optional group (or as the only element of an oilist clause) it is not
    /// printed at all.
    pub is_unit: bool,
    /// The attribute's value type is buildable, so `$attr` prints without
    /// `: type`. In ODS terms: the constraint has a `valueType` with a builder
    /// (this includes `NoneType`, used by `StrAttr`, `ArrayAttr`, `TypeAttr`,
    /// `SymbolRefAttr`, `UnitAttr`, ...). An attribute without one (`AnyAttr`,
    /// `DictionaryAttr`, `ElementsAttr`, ...) may be followed by `: type` when
    /// parsed, which makes a following `:` literal ambiguous.
    pub buildable_type: bool,
    /// Whether a `:` after the attribute is ambiguous is decided by its
    /// constraint when the op is compiled (the macro cannot see constraint
    /// definitions): the checker records [`ColonCheck`](super::ColonCheck)s
    /// instead of reporting errors, unless `buildable_type` or `is_unit`.
    pub colon_check_deferred: bool,
    /// This is a property (`I64Prop`, `UnitProp`, ...), not an attribute.
    pub is_property: bool,
    /// A property with an `optionalParser` and a default value: it may anchor an
    /// optional group and is skipped when absent.
    pub optionally_parsable: bool,
}

impl AttrEntity {
    /// `OptionalAttr`, `DefaultValuedAttr` or `UnitAttr`: may be absent.
    pub fn is_optional_or_default(&self) -> bool {
        self.optional || self.has_default || self.is_unit
    }
}

/// A region.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RegionEntity {
    /// The name used as `$name` in the format.
    pub name: String,
    /// `VariadicRegion<...>`.
    pub variadic: bool,
}

/// A successor.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SuccessorEntity {
    /// The name used as `$name` in the format.
    pub name: String,
    /// `VariadicSuccessor<...>`.
    pub variadic: bool,
}

/// One end of a type equality: an operand or a result, by index.
///
/// Type equalities come from traits and constraints that let a format leave out
/// a `type(...)`: `AllTypesMatch`, `SameTypeOperands`,
/// `SameOperandsAndResultType`, `TypesMatchWith`, and InferTypeOpInterface (all
/// results inferable).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TypeSource {
    /// Operand number `n` (index into [`Signature::operands`]).
    Operand(usize),
    /// Result number `n` (index into [`Signature::results`]).
    Result(usize),
}

/// What the format checker needs to know about an op.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Signature {
    /// The full op name, e.g. `test.add` (used in messages).
    pub op_name: String,
    /// Operands, in declaration order.
    pub operands: Vec<ValueEntity>,
    /// Attributes and properties, in declaration order.
    pub attributes: Vec<AttrEntity>,
    /// Results, in declaration order.
    pub results: Vec<ValueEntity>,
    /// Regions, in declaration order.
    pub regions: Vec<RegionEntity>,
    /// Successors, in declaration order.
    pub successors: Vec<SuccessorEntity>,
    /// For each pair `(from, to)`, the type of `to` can be derived from the type
    /// of `from`. As in mlir-tblgen, a pair only helps when the format binds the
    /// type of `from` directly (`type($from)` or `functional-type`); pairs are
    /// not chained, and `type(operands)` / `type(results)` do not count as
    /// binding a particular source. The first usable pair wins.
    pub type_equalities: Vec<(TypeSource, TypeSource)>,
    /// The op implements InferTypeOpInterface: when the format binds no result
    /// type at all, every result type is inferred.
    ///
    /// For parity with mlir-tblgen, leave this `false` when ODS can derive every
    /// result type by itself (no variable-length result, and each result is
    /// buildable or the target of a type-equality trait from an operand or
    /// attribute): mlir-tblgen then ignores the interface and resolves each
    /// result on its own (so `SameOperandsAndResultType` + InferTypeOpInterface
    /// with `$a attr-dict` is rejected when `$a`'s type is not in the format).
    pub infers_result_types: bool,
}
