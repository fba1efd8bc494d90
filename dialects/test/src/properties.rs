//! Ops of MLIR's test dialect (`TestOps.td`, "Test Properties") whose
//! arguments are properties, translated to `Property<T>` fields; compared
//! byte for byte with `mlir-opt` 22 by `tests/mlir_test_dialect.rs`.
#![allow(non_snake_case)]

use ods_ir::ods::props::{PropPredicate, PropertyValue};
use ods_ir::parse::Parser;
use ods_ir::prelude::*;
use ods_ir::print::Printer;
use ods_macros::Op;

/// `TestOpWithProperties`: integers, a string, a flag and integer arrays.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.with_properties",
    format = "`a` `=` $a `,` `b` `=` $b `,` `c` `=` $c `,` `flag` `=` $flag `,` `array` `=` $array `,`
    `array32` `=` $array32 attr-dict"
)]
pub struct WithPropertiesOp {
    op: OpId,
    a: Property<i64>,
    b: Attribute<StrAttr>,
    c: Property<String>,
    flag: Property<bool>,
    array: Property<Vec<i64>>,
    array32: Property<Vec<i32>>,
}

/// `TestOpWithPropertiesAndAttr`: `prop-dict` prints the property.
#[derive(Op, Clone, Copy)]
#[op(name = "test.with_properties_and_attr", format = "$lhs prop-dict attr-dict")]
pub struct WithPropertiesAndAttrOp {
    op: OpId,
    lhs: Attribute<I32Attr>,
    rhs: Property<i64>,
}

/// `TestOpWithEmptyProperties`: an empty `prop-dict` still prints its space.
#[derive(Op, Clone, Copy)]
#[op(name = "test.empty_properties", format = "prop-dict attr-dict")]
pub struct EmptyPropertiesOp {
    op: OpId,
}

/// `TestOpWithDefaultValuedProperties`: default-valued properties anchor
/// optional groups and are left out when equal to their defaults.
#[derive(Op, Clone, Copy)]
#[op(name = "test.with_default_valued_properties", format = "($a^) : (`na`)? ($b^)? ($c^)? ($unit^)? attr-dict")]
pub struct WithDefaultValuedPropertiesOp {
    op: OpId,
    #[op(default = 0)]
    a: DefaultValuedAttr<I32Attr>,
    #[op(default = "")]
    b: DefaultValuedProp<String>,
    #[op(default = -1)]
    c: DefaultValuedProp<i32>,
    unit: UnitProp,
}

/// An `i64` with a default value of its own (MLIR's
/// `DefaultValuedProp<I64Prop, "0">`): an optional one prints `some<...>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct DefaultedI64(pub i64);

impl PropertyValue for DefaultedI64 {
    fn summary() -> String {
        i64::summary()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        self.0.to_attr(ctx)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        i64::from_attr(ctx, attr).map(DefaultedI64)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        i64::parse(p).map(DefaultedI64)
    }
    fn print(&self, p: &mut Printer<'_>) {
        self.0.print(p)
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        i64::starts(p)
    }
    const OPTIONAL_PARSER: bool = true;
    const HAS_DEFAULT_VALUE: bool = true;
}

/// A string that is never parsed optionally (MLIR's `OptionalProp<StringProp, 0>`):
/// an optional one prints `some<"...">`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LongSyntaxString(pub String);

impl PropertyValue for LongSyntaxString {
    fn summary() -> String {
        String::summary()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        self.0.to_attr(ctx)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        String::from_attr(ctx, attr).map(LongSyntaxString)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        String::parse(p).map(LongSyntaxString)
    }
    fn print(&self, p: &mut Printer<'_>) {
        self.0.print(p)
    }
}

/// `TestOpWithOptionalProperties`: optional properties, with the short
/// syntax (the value's own) or the long one (`some<...>`).
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.with_optional_properties",
    format = "(`anAttr` `=` $anAttr^)? (`simple` `=` $simple^)? (`simplei8` `=` $simplei8^)?
    (`simpleui8` `=` $simpleui8^)? (`nonTrivialStorage` `=` $nonTrivialStorage^)?
    (`hasDefault` `=` $hasDefault^)? (`nested` `=` $nested^)? (`longSyntax` `=` $longSyntax^)?
    (`hasUnit` $hasUnit^)? (`maybeUnit` `=` $maybeUnit^)? attr-dict"
)]
pub struct WithOptionalPropertiesOp {
    op: OpId,
    anAttr: OptionalAttr<I32Attr>,
    simple: OptionalProp<i64>,
    simplei8: OptionalProp<i8>,
    simpleui8: OptionalProp<u8>,
    nonTrivialStorage: OptionalProp<String>,
    hasDefault: OptionalProp<DefaultedI64>,
    nested: OptionalProp<Option<i64>>,
    longSyntax: OptionalProp<LongSyntaxString>,
    hasUnit: UnitProp,
    maybeUnit: OptionalProp<UnitValue>,
}

/// MLIR's `Ptr_PtrAddFlags` (an `I32Enum` of `PtrEnums.td`), as an enum
/// property (`EnumProp`).
#[derive(ods_macros::EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", summary = "Pointer add flags", cpp_namespace = "::mlir::ptr", prop)]
pub enum PtrAddFlags {
    /// 0.
    #[case(value = 0, str = "none")]
    None,
    /// 1.
    #[case(value = 1, str = "nusw")]
    Nusw,
    /// 2.
    #[case(value = 2, str = "nuw")]
    Nuw,
    /// 3.
    #[case(value = 3, str = "inbounds")]
    Inbounds,
}

/// An op with the arguments and format of MLIR's `ptr.ptr_add` on integer
/// operands: `DefaultValuedProp<EnumProp<Ptr_PtrAddFlags>, "none">`
/// anchoring an optional group. `tests/mlir_test_dialect.rs` compares its
/// output and messages with those of `ptr.ptr_add` in mlir-opt.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ods_enum_prop",
    traits(Pure, AllTypesMatch("base", "result")),
    format = "($flags^)? $base `,` $offset attr-dict `:` type($base) `,` type($offset)"
)]
pub struct EnumPropOp {
    op: OpId,
    /// The base.
    base: Operand<AnyType>,
    /// The offset.
    offset: Operand<AnySignlessIntegerOrIndex>,
    /// The flags.
    #[op(default = PtrAddFlags::None)]
    flags: DefaultValuedProp<PtrAddFlags>,
    /// The result.
    result: OpResult<AnyType>,
}

/// MLIR's `Ptr_PtrDiffFlags` (an `I8BitEnum` of `PtrEnums.td`), as a bit
/// enum property.
#[derive(ods_macros::EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit", width = 8, summary = "Pointer difference flags", cpp_namespace = "::mlir::ptr", prop)]
pub enum PtrDiffFlags {
    /// 0.
    #[case(value = 0, str = "none")]
    None,
    /// 1.
    #[case(value = 1, str = "nuw")]
    Nuw,
    /// 2.
    #[case(value = 2, str = "nsw")]
    Nsw,
}

/// An op with the arguments and format of MLIR's `ptr.ptr_diff` on any
/// operands: `DefaultValuedProp<EnumProp<Ptr_PtrDiffFlags>, "none">` of a
/// bit enum anchoring an optional group. `tests/mlir_test_dialect.rs`
/// compares its output and messages with those of `ptr.ptr_diff`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ods_bit_enum_prop",
    traits(Pure, AllTypesMatch("lhs", "rhs")),
    format = "($flags^)? $lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"
)]
pub struct BitEnumPropOp {
    op: OpId,
    /// The left pointer.
    lhs: Operand<AnyType>,
    /// The right pointer.
    rhs: Operand<AnyType>,
    /// The flags.
    #[op(default = BitFlags::empty())]
    flags: DefaultValuedProp<BitFlags<PtrDiffFlags>>,
    /// The difference.
    result: OpResult<AnySignlessIntegerOrIndex>,
}

/// `TestOpWithArrayProperties`: `ArrayProp` of integers, strings, arrays,
/// optionals and unit properties, an optional array, and a defaulted array
/// anchoring an optional group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.with_array_properties",
    format = "`ints` `=` $ints `strings` `=` $strings `nested` `=` $nested `opt` `=` $opt
    `explicitOptions` `=` $explicitOptions `explicitUnits` `=` $explicitUnits
    ($hasDefault^ `thats_has_default`)? attr-dict"
)]
pub struct WithArrayPropertiesOp {
    op: OpId,
    ints: Property<ArrayProp<i64>>,
    strings: Property<ArrayProp<String>>,
    nested: Property<ArrayProp<ArrayProp<i32>>>,
    opt: OptionalProp<ArrayProp<i32>>,
    explicitOptions: Property<ArrayProp<Option<i64>>>,
    explicitUnits: Property<ArrayProp<UnitValue>>,
    #[op(default = ArrayProp::default())]
    hasDefault: DefaultValuedProp<ArrayProp<i64>>,
}

/// MLIR's `CPred<"$_self >= 0">` with the summary "non-negative int64_t".
pub struct NonNegative;

impl PropPredicate<i64> for NonNegative {
    fn holds(v: &i64) -> bool {
        *v >= 0
    }
    fn summary() -> Option<String> {
        Some("non-negative int64_t".into())
    }
}

/// `NonNegativeI64Prop` of MLIR's test dialect.
pub type NonNegativeI64 = ConfinedProp<i64, NonNegative>;

/// `CPred<"$_self <= 5">`, "between 0 and 5", on a non-negative integer.
pub struct AtMostFive;

impl PropPredicate<NonNegativeI64> for AtMostFive {
    fn holds(v: &NonNegativeI64) -> bool {
        **v <= 5
    }
    fn summary() -> Option<String> {
        Some("between 0 and 5".into())
    }
}

/// `Neg<CPred<"$_self.empty()">>` on an array, with the summary
/// `non-empty array of <element>` (MLIR's test `NonEmptyArray<p>`).
pub struct NonEmpty;

impl<T: PropertyValue> PropPredicate<ArrayProp<T>> for NonEmpty {
    fn holds(v: &ArrayProp<T>) -> bool {
        !v.is_empty()
    }
    fn summary() -> Option<String> {
        Some(format!("non-empty array of {}", T::summary()))
    }
}

/// `OpWithPropertyPredicates`: confined properties alone, optional,
/// defaulted, confined again, in arrays and confining arrays.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_property_predicates", format = "attr-dict prop-dict")]
pub struct WithPropertyPredicatesOp {
    op: OpId,
    scalar: Property<NonNegativeI64>,
    optional: OptionalProp<NonNegativeI64>,
    #[op(default = NonNegativeI64::new(0))]
    defaulted: DefaultValuedProp<NonNegativeI64>,
    more_constrained: Property<ConfinedProp<NonNegativeI64, AtMostFive>>,
    array: Property<ArrayProp<NonNegativeI64>>,
    non_empty_unconstrained: Property<ConfinedProp<ArrayProp<i64>, NonEmpty>>,
    non_empty_constrained: Property<ConfinedProp<ArrayProp<NonNegativeI64>, NonEmpty>>,
    non_empty_optional: OptionalProp<ConfinedProp<ArrayProp<NonNegativeI64>, NonEmpty>>,
    unconstrained: Property<i64>,
}

/// An op with arrays of enum properties and of user property values
/// (no op of MLIR 22 has one): each element in its own syntax.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ods_array_prop",
    format = "$flags (`defaulted` $defaulted^)? (`maybe` $maybe^)? `longs` $longs attr-dict"
)]
pub struct ArrayPropOp {
    op: OpId,
    flags: Property<ArrayProp<PtrAddFlags>>,
    #[op(default = ArrayProp::from([PtrAddFlags::Nuw]))]
    defaulted: DefaultValuedProp<ArrayProp<PtrAddFlags>>,
    maybe: OptionalProp<ArrayProp<bool>>,
    longs: Property<ArrayProp<LongSyntaxString>>,
}

ods_ir::prop_constant!(
    /// The integer 3.
    pub Three: i64 = 3
);
ods_ir::prop_constant!(
    /// The string "x".
    pub StringX: String = "x"
);
ods_ir::prop_constant!(
    /// `true`.
    pub True: bool = true
);

/// `ConstantProp`: properties that must hold one value, read and printed
/// as any value of their type (MLIR 22 uses `ConstantProp` only in DRR
/// patterns; as an op argument it is a `ConfinedProp`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.ods_constant_prop", format = "$three $x prop-dict attr-dict")]
pub struct ConstantPropOp {
    op: OpId,
    /// An attribute declared first, verified after the properties (as
    /// mlir-tblgen's verifier checks properties first).
    tag: OptionalAttr<I32Attr>,
    three: Property<ConstantProp<i64, Three>>,
    x: Property<ConstantProp<String, StringX>>,
    flag: Property<ConstantProp<bool, True>>,
}
