//! Ops with the names, arguments and assembly formats of MLIR's own test
//! dialect (`TestOpsSyntax.td` in MLIR 22). `mlir-opt` 22 registers that
//! dialect, so the same input goes through `ods-opt` and `mlir-opt` and the
//! outputs are compared byte for byte (`tests/mlir_test_dialect.rs`).
//! Field names are MLIR's argument names, hence the camelCase ones.
#![allow(non_snake_case)]

pub use crate::ops::SomeI64Enum;
use crate::typedefs::{
    CompoundAAttr, CompoundAttrNestedAttr, CompoundNestedOuterAttr, CompoundNestedOuterType,
    TestTypeOptionalValueTypeType,
};
use ods_ir::prelude::*;
use ods_macros::Op;

/// The anchor of the optional group is in its else branch.
#[derive(Op, Clone, Copy)]
#[op(name = "test.else_anchor", format = "`(` (`?`) : (`` $a^ `:` type($a))? `)` attr-dict")]
pub struct ElseAnchorOp {
    op: OpId,
    a: Optional<AnyType>,
}

/// Every kind of literal.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_literal_op",
    format = "`keyword_$.` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `` `(` ` ` `)`
    `?` `+` `*` `{` `\\n` `}` attr-dict"
)]
pub struct FormatLiteralOp {
    op: OpId,
}

/// An attribute the format prints is left out of the dictionary.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_attr_op", format = "$attr attr-dict")]
pub struct FormatAttrOp {
    op: OpId,
    attr: Attribute<I64Attr>,
}

/// An optional attribute anchoring a group with literals.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_opt_attr_op_a", format = "(`(` $opt_attr^ `)` )? attr-dict")]
pub struct FormatOptAttrAOp {
    op: OpId,
    opt_attr: OptionalAttr<I64Attr>,
}

/// An optional attribute alone in its group.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_opt_attr_op_b", format = "($opt_attr^)? attr-dict")]
pub struct FormatOptAttrBOp {
    op: OpId,
    opt_attr: OptionalAttr<I64Attr>,
}

/// A symbol name prints as `@name`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_symbol_name_attr_op", format = "$attr attr-dict")]
pub struct FormatSymbolNameAttrOp {
    op: OpId,
    attr: Attribute<SymbolNameAttr>,
}

/// An optional symbol name.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_opt_symbol_name_attr_op", format = "($opt_attr^)? attr-dict")]
pub struct FormatOptSymbolNameAttrOp {
    op: OpId,
    opt_attr: OptionalAttr<SymbolNameAttr>,
}

/// An optional symbol reference.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_opt_symbol_ref_attr_op", format = "($opt_attr^)? attr-dict")]
pub struct FormatOptSymbolRefAttrOp {
    op: OpId,
    opt_attr: OptionalAttr<SymbolRefAttr>,
}

/// `attr-dict-with-keyword` prints the inherent attributes too.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_attr_dict_w_keyword", format = "attr-dict-with-keyword")]
pub struct FormatAttrDictWithKeywordOp {
    op: OpId,
    attr: Attribute<I64Attr>,
    opt_attr: OptionalAttr<I64Attr>,
}

/// Buildable operand and result types are left out.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_buildable_type_op", format = "$buildable attr-dict")]
pub struct FormatBuildableTypeOp {
    op: OpId,
    buildable: Operand<I64>,
    buildable_res: OpResult<I64>,
}

/// `regions`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_region_a_op", format = "regions attr-dict")]
pub struct FormatRegionAOp {
    op: OpId,
    region: Region<AnyRegion>,
}

/// `$region`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_region_b_op", format = "$region attr-dict")]
pub struct FormatRegionBOp {
    op: OpId,
    region: Region<AnyRegion>,
}

/// A region anchoring an optional group.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_region_c_op", format = "(`region` $region^)? attr-dict")]
pub struct FormatRegionCOp {
    op: OpId,
    region: Region<AnyRegion>,
}

/// Variadic regions.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_variadic_region_a_op", format = "$regions attr-dict")]
pub struct FormatVariadicRegionAOp {
    op: OpId,
    regions: VariadicRegion<AnyRegion>,
}

/// Variadic regions anchoring an optional group.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_variadic_region_b_op", format = "($regions^ `found_regions`)? attr-dict")]
pub struct FormatVariadicRegionBOp {
    op: OpId,
    regions: VariadicRegion<AnyRegion>,
}

/// `type($result)` with a buildable first result.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_result_a_op", format = "type($result) attr-dict")]
pub struct FormatResultAOp {
    op: OpId,
    buildable_res: OpResult<I64>,
    result: OpResult<AnyMemRef>,
}

/// `type(results)`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_result_b_op", format = "type(results) attr-dict")]
pub struct FormatResultBOp {
    op: OpId,
    buildable_res: OpResult<I64>,
    result: OpResult<AnyMemRef>,
}

/// `functional-type` of two results.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_result_c_op", format = "functional-type($buildable_res, $result) attr-dict")]
pub struct FormatResultCOp {
    op: OpId,
    buildable_res: OpResult<I64>,
    result: OpResult<AnyMemRef>,
}

/// A variadic result.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_variadic_result", format = "`:` type($result) attr-dict")]
pub struct FormatVariadicResult {
    op: OpId,
    result: VariadicResult<I64>,
}

/// Two variadic results.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_multiple_variadic_results",
    traits(AttrSizedResultSegments),
    format = "`:` `(` type($result0) `)` `,` `(` type($result1) `)` attr-dict"
)]
pub struct FormatMultipleVariadicResults {
    op: OpId,
    result0: VariadicResult<I64>,
    result1: VariadicResult<AnyType>,
}

/// `operands` and `type(operands)`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_operand_a_op", format = "operands `:` type(operands) attr-dict")]
pub struct FormatOperandAOp {
    op: OpId,
    buildable: Operand<I64>,
    operand: Operand<AnyMemRef>,
}

/// `operands` and one operand type.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_operand_b_op", format = "operands `:` type($operand) attr-dict")]
pub struct FormatOperandBOp {
    op: OpId,
    buildable: Operand<I64>,
    operand: Operand<AnyMemRef>,
}

/// Operands by name, `type(operands)`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_operand_c_op", format = "$buildable `,` $operand `:` type(operands) attr-dict")]
pub struct FormatOperandCOp {
    op: OpId,
    buildable: Operand<I64>,
    operand: Operand<AnyMemRef>,
}

/// Operands by name, one type.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_operand_d_op", format = "$buildable `,` $operand `:` type($operand) attr-dict")]
pub struct FormatOperandDOp {
    op: OpId,
    buildable: Operand<I64>,
    operand: Operand<AnyMemRef>,
}

/// Operands by name, both types.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_operand_e_op",
    format = "$buildable `,` $operand `:` type($buildable) `,` type($operand) attr-dict"
)]
pub struct FormatOperandEOp {
    op: OpId,
    buildable: Operand<I64>,
    operand: Operand<AnyMemRef>,
}

/// Variadic successors.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_successor_a_op", traits(Terminator), format = "$targets attr-dict")]
pub struct FormatSuccessorAOp {
    op: OpId,
    targets: VariadicSuccessor,
}

/// A variadic operand.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_variadic_operand", format = "$operand `:` type($operand) attr-dict")]
pub struct FormatVariadicOperand {
    op: OpId,
    operand: Variadic<I64>,
}

/// A variadic of variadic operand: its groups are split by the
/// `operand_segments` attribute.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_variadic_of_variadic_operand", format = "$operand `:` type($operand) attr-dict")]
pub struct FormatVariadicOfVariadicOperand {
    op: OpId,
    #[op(segments = "operand_segments")]
    operand: VariadicOfVariadic<I64>,
    operand_segments: Attribute<DenseI32ArrayAttr>,
}

/// Two variadic operands.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_multiple_variadic_operands",
    traits(AttrSizedOperandSegments),
    format = "` ` `(` $operand0 `)` `,` `(` $operand1 `:` type($operand1) `)` attr-dict"
)]
pub struct FormatMultipleVariadicOperands {
    op: OpId,
    operand0: Variadic<I64>,
    operand1: Variadic<AnyType>,
}

/// Optional operand and result outside groups.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_optional_operand_result_a_op",
    traits(AttrSizedOperandSegments),
    format = "`(` $optional `:` type($optional) `)` `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict"
)]
pub struct FormatOptionalOperandResultAOp {
    op: OpId,
    optional: Optional<I64>,
    variadic: Variadic<I64>,
    optional_res: OptionalResult<I64>,
}

/// Optional operand anchoring a group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_optional_operand_result_b_op",
    traits(AttrSizedOperandSegments),
    format = "(`(` $optional^ `:` type($optional) `)`)? `:` type($optional_res) (`[` $variadic^ `]`)? attr-dict"
)]
pub struct FormatOptionalOperandResultBOp {
    op: OpId,
    optional: Optional<I64>,
    variadic: Variadic<I64>,
    optional_res: OptionalResult<I64>,
}

/// An optional result type anchoring a group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_optional_result_a_op",
    traits(AttrSizedResultSegments),
    format = "(`:` type($optional)^ `->` type($variadic))? attr-dict"
)]
pub struct FormatOptionalResultAOp {
    op: OpId,
    optional: OptionalResult<I64>,
    variadic: VariadicResult<I64>,
}

/// A variadic result type anchoring a group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_optional_result_b_op",
    traits(AttrSizedResultSegments),
    format = "(`:` type($optional) `->` type($variadic)^)? attr-dict"
)]
pub struct FormatOptionalResultBOp {
    op: OpId,
    optional: OptionalResult<I64>,
    variadic: VariadicResult<I64>,
}

/// A `functional-type` anchoring a group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_optional_result_c_op",
    traits(AttrSizedResultSegments),
    format = "(`:` functional-type($optional, $variadic)^)? attr-dict"
)]
pub struct FormatOptionalResultCOp {
    op: OpId,
    optional: OptionalResult<I64>,
    variadic: VariadicResult<I64>,
}

/// Two variadic operands with types.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_two_variadic_operands_no_buildable_type_op",
    traits(AttrSizedOperandSegments),
    format = "`(` $a `:` type($a) `)` `->` `(` $b `:` type($b) `)`  attr-dict"
)]
pub struct FormatTwoVariadicOperandsNoBuildableTypeOp {
    op: OpId,
    a: Variadic<AnyType>,
    b: Variadic<AnyType>,
}

/// Operand types from the result type.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_infer_variadic_type_from_non_variadic",
    traits(SameOperandsAndResultType),
    format = "operands attr-dict `:` type($result)"
)]
pub struct FormatInferVariadicTypeFromNonVariadic {
    op: OpId,
    args: Variadic<AnyType>,
    result: OpResult<AnyType>,
}

/// A unit attribute anchoring a group after a keyword (it is not printed).
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_unit_attribute", format = "(`is_optional` $is_optional^)? attr-dict")]
pub struct FormatOptionalUnitAttr {
    op: OpId,
    is_optional: Attribute<UnitAttr>,
}

/// A unit attribute alone in its group (printed as `unit`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_unit_attribute_no_elide", format = "($is_optional^)? attr-dict")]
pub struct FormatOptionalUnitAttrNoElide {
    op: OpId,
    is_optional: Attribute<UnitAttr>,
}

/// An optional enum attribute written as its bare keyword.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_enum_attr", format = "($attr^)? attr-dict")]
pub struct FormatOptionalEnumAttr {
    op: OpId,
    attr: OptionalAttr<SomeI64Enum>,
}

/// Default-valued attributes anchoring groups.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_default_attrs", format = "($str^)? ($sym^)? ($e^)? attr-dict")]
pub struct FormatOptionalDefaultAttrs {
    op: OpId,
    #[op(default = "default")]
    str: DefaultValuedAttr<StrAttr>,
    #[op(default = "default")]
    sym: DefaultValuedAttr<SymbolNameAttr>,
    #[op(default = SomeI64Enum::Case5)]
    e: DefaultValuedAttr<SomeI64Enum>,
}

/// An optional group with an else branch.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_else", format = "(`then` $isFirstBranchPresent^):(`else`)? attr-dict")]
pub struct FormatOptionalWithElse {
    op: OpId,
    isFirstBranchPresent: Attribute<UnitAttr>,
}

/// A literal after an optional group anchored on an untyped attribute.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_literal_following_optional_group", format = "(`(` $value^ `)`)? `:` $type attr-dict")]
pub struct FormatLiteralFollowingOptionalGroup {
    op: OpId,
    r#type: Attribute<TypeAttr>,
    value: OptionalAttr<AnyAttr>,
}

/// Types given by `AllTypesMatch`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_all_types_match_var",
    traits(AllTypesMatch("value1", "value2", "result")),
    format = "attr-dict $value1 `,` $value2 `:` type($value1)"
)]
pub struct FormatAllTypesMatchVarOp {
    op: OpId,
    value1: Operand<AnyType>,
    value2: Operand<AnyType>,
    result: OpResult<AnyType>,
}

/// The identity, for `TypesMatchWith`.
pub fn same_type(_ctx: &Context, t: Type) -> Type {
    t
}

/// A result type given by `TypesMatchWith`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_types_match_var",
    traits(TypesMatchWith("result type matches operand", "value", "result", "same_type")),
    format = "attr-dict $value `:` type($value)"
)]
pub struct FormatTypesMatchVarOp {
    op: OpId,
    value: Operand<AnyType>,
    result: OpResult<AnyType>,
}

/// Unit attributes set by oilist keywords.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.oilist_with_keywords_only",
    format = "oilist( `keyword` $keyword
          | `otherKeyword` $otherKeyword
          | `thirdKeyword` $diffNameUnitAttrKeyword) attr-dict"
)]
pub struct OIListTrivial {
    op: OpId,
    keyword: Attribute<UnitAttr>,
    otherKeyword: Attribute<UnitAttr>,
    diffNameUnitAttrKeyword: Attribute<UnitAttr>,
}

/// Optional operands in oilist clauses.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.oilist_with_simple_args",
    traits(AttrSizedOperandSegments),
    format = "oilist( `keyword` $arg0 `:` type($arg0)
          | `otherKeyword` $arg1 `:` type($arg1)
          | `thirdKeyword` $arg2 `:` type($arg2) ) attr-dict"
)]
pub struct OIListSimple {
    op: OpId,
    arg0: Optional<AnyType>,
    arg1: Optional<AnyType>,
    arg2: Optional<AnyType>,
}

/// Variadic operands in oilist clauses.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.oilist_variadic_with_parens",
    traits(AttrSizedOperandSegments),
    format = "oilist( `keyword` `(` $arg0 `:` type($arg0) `)`
          | `otherKeyword` `(` $arg1 `:` type($arg1) `)`
          | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict"
)]
pub struct OIListVariadic {
    op: OpId,
    arg0: Variadic<AnyType>,
    arg1: Variadic<AnyType>,
    arg2: Variadic<AnyType>,
}

/// Keyword-only oilist clauses followed by a literal.
#[derive(Op, Clone, Copy)]
#[op(name = "test.oilist_allowed_literal", format = "oilist( `foo` | `bar` ) `buzz` attr-dict")]
pub struct OIListAllowedLiteral {
    op: OpId,
}

/// `...` literals and a unit attribute anchor.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ellipsis", format = "`(` $operands (`...` $variadic^)? `)` attr-dict `:` type($operands) `...`")]
pub struct TestEllipsisOp {
    op: OpId,
    operands: Variadic<AnyType>,
    variadic: Attribute<UnitAttr>,
}

/// An attribute of one dialect definition with a hand-written syntax,
/// printed stripped (`<1, !test.smpla, [5, 6]>`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_compound_attr", format = "$compound attr-dict-with-keyword")]
pub struct FormatCompoundAttr {
    op: OpId,
    compound: Attribute<CompoundAAttr>,
}

/// An attribute of one dialect definition with a declarative format,
/// printed stripped.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_nested_attr", format = "$nested attr-dict-with-keyword")]
pub struct FormatNestedAttr {
    op: OpId,
    nested: Attribute<CompoundAttrNestedAttr>,
}

/// A nested attribute, printed stripped.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_cpmd_nested_attr", format = "`nested` $nested attr-dict-with-keyword")]
pub struct FormatNestedCompoundAttr {
    op: OpId,
    nested: Attribute<CompoundNestedOuterAttr>,
}

/// The same attribute, `qualified`: printed with `#test.`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_qual_cpmd_nested_attr", format = "`nested` qualified($nested) attr-dict-with-keyword")]
pub struct FormatQualifiedCompoundAttr {
    op: OpId,
    nested: Attribute<CompoundNestedOuterAttr>,
}

/// A type whose stripped form may be empty: then it prints in full.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_maybe_empty_type", format = "$in `:` type($in) attr-dict")]
pub struct FormatMaybeEmptyType {
    op: OpId,
    r#in: Operand<TestTypeOptionalValueTypeType>,
}

/// An operand type of one dialect definition, printed stripped.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_cpmd_nested_type", format = "$nested `nested` type($nested) attr-dict-with-keyword")]
pub struct FormatNestedType {
    op: OpId,
    nested: Operand<CompoundNestedOuterType>,
}

/// The same operand type, `qualified`: printed with `!test.`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.format_qual_cpmd_nested_type",
    format = "$nested `nested` qualified(type($nested)) attr-dict-with-keyword"
)]
pub struct FormatQualifiedNestedType {
    op: OpId,
    nested: Operand<CompoundNestedOuterType>,
}
