//! Types and attributes with the names, parameters and assembly formats of
//! MLIR's test dialect (`TestTypeDefs.td`, `TestAttrDefs.td` in MLIR 22),
//! written as a user of `#[derive(Type)]`/`#[derive(Attr)]` would. `mlir-opt`
//! 22 registers the same definitions, so `tests/mlir_test_dialect.rs`
//! compares both tools' output byte for byte.
#![allow(non_snake_case)]

use ods_ir::ods::interfaces::{ShapedTypeInterface, ShapedTypeInterfaceVTable};
use ods_ir::ods::typedef::Parameter;
use ods_ir::parse::lexer::Tok;
use ods_ir::parse::Parser;
use ods_ir::prelude::*;
use ods_ir::print::Printer;
use ods_ir::types::{MemRefElementTypeInterface, MemRefElementTypeInterfaceVTable};
use ods_macros::{Attr, EnumAttr, Op, Type};

/// A type without parameters
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "smpla")]
pub struct SimpleAType;

/// A type without parameters
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "test_type")]
pub struct TestType;

/// A type named like a builtin one
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "i32")]
pub struct TestI32Type;

/// A parameterized type with a hand-written syntax: `<1, i32, [5, 6]>`
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "cmpnd_a", parse = parse_compound_a, print = print_compound_a)]
pub struct CompoundAType {
    widthOfSomething: i32,
    oneType: Type,
    arrayOfInts: Vec<i32>,
}

/// `CompoundAType::parse`: `<width, type, [ints]>`.
fn parse_compound_a(p: &mut Parser<'_>) -> PResult<Vec<Attr>> {
    p.expect(Tok::Less, "expected '<'")?;
    let width = p.parse_asm_i64()?;
    p.expect(Tok::Comma, "expected ','")?;
    let ty = p.parse_type()?;
    p.expect(Tok::Comma, "expected ','")?;
    p.expect(Tok::LSquare, "expected '['")?;
    let mut ints = Vec::new();
    while p.is(Tok::Integer) || p.is(Tok::Minus) {
        ints.push(p.parse_i64()? as i32);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "expected ']'")?;
    p.expect(Tok::Greater, "expected '>'")?;
    let width = p.ctx_mut().i64_attr(width);
    let ty = p.ctx_mut().type_attr(ty);
    let ints: Vec<Attr> = ints.into_iter().map(|i| p.ctx_mut().i64_attr(i as i64)).collect();
    let ints = p.ctx_mut().array_attr(&ints);
    Ok(vec![width, ty, ints])
}

/// `CompoundAType::print`.
fn print_compound_a(p: &mut Printer<'_>, params: &[Attr]) {
    p.write(&format!("<{}, ", params[0].as_i64(p.ctx()).unwrap_or(0)));
    if let Some(t) = params[1].as_type(p.ctx()) {
        p.print_type(t);
    }
    p.write(", [");
    let ints: Vec<String> =
        params[2].as_array(p.ctx()).unwrap_or(&[]).iter().map(|a| a.as_i64(p.ctx()).unwrap_or(0).to_string()).collect();
    p.write(&ints.join(", "));
    p.write("]>");
}

/// A type whose parameter is another dialect type, printed stripped
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "cmpnd_inner", format = "`<` $some_int $cmpdA `>`")]
pub struct CompoundNestedInnerType {
    some_int: i32,
    cmpdA: CompoundAType,
}

/// Nested twice, stripped
#[derive(Type)]
#[ty(dialect = "test", mnemonic = "cmpnd_nested_outer", format = "`<` `i`  $inner `>`")]
pub struct CompoundNestedOuterType {
    inner: CompoundNestedInnerType,
}

/// Nested twice, the inner type qualified
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "CompoundNestedOuterTypeQual",
    mnemonic = "cmpnd_nested_outer_qual",
    format = "`<` `i`  qualified($inner) `>`"
)]
pub struct CompoundNestedOuterQualType {
    inner: CompoundNestedInnerType,
}

/// `struct(...)` in the order the format gives
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeWithFormat",
    mnemonic = "type_with_format",
    format = "`<` $one `,` struct($three, $two) `>`"
)]
pub struct TestTypeWithFormatType {
    one: i64,
    #[param(cpp_type = "std::string")]
    two: String,
    three: Attr,
}

/// `struct(params)`
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeStructCaptureAll",
    mnemonic = "struct_capture_all",
    format = "`<` struct(params) `>`"
)]
pub struct TestStructTypeCaptureAllType {
    v0: i32,
    v1: i32,
    v2: i32,
    v3: i32,
}

/// An optional parameter, a required one and an optional group
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalParam",
    mnemonic = "optional_param",
    format = "`<` $a `,` $b ( `,` $c^)? `>`"
)]
pub struct TestTypeOptionalParamType {
    a: Option<i32>,
    b: i32,
    c: Option<Attr>,
}

/// `params` with an optional parameter first
#[derive(Type)]
#[ty(dialect = "test", name = "TestTypeOptionalParams", mnemonic = "optional_params", format = "`<` params `>`")]
pub struct TestTypeOptionalParamsType {
    a: Option<i32>,
    b: String,
}

/// `params` with an optional parameter last
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalParamsAfterRequired",
    mnemonic = "optional_params_after",
    format = "`<` params `>`"
)]
pub struct TestTypeOptionalParamsAfterRequiredType {
    a: String,
    b: Option<i32>,
}

/// `struct(params)` with an optional parameter
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalStruct",
    mnemonic = "optional_struct",
    format = "`<` struct(params) `>`"
)]
pub struct TestTypeOptionalStructType {
    a: Option<i32>,
    b: String,
}

/// `params`, all optional
#[derive(Type)]
#[ty(dialect = "test", name = "TestTypeAllOptionalParams", mnemonic = "all_optional_params", format = "`<` params `>`")]
pub struct TestTypeAllOptionalParamsType {
    a: Option<i32>,
    b: Option<i32>,
}

/// `struct(params)`, all optional
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeAllOptionalStruct",
    mnemonic = "all_optional_struct",
    format = "`<` struct(params) `>`"
)]
pub struct TestTypeAllOptionalStructType {
    a: Option<i32>,
    b: Option<i32>,
}

/// An optional group with an else branch
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalGroup",
    mnemonic = "optional_group",
    format = "`<` (`(` $b^ `)`) : (`x`)? $a `>`"
)]
pub struct TestTypeOptionalGroupType {
    a: i32,
    b: Option<i32>,
}

/// An optional group anchored on `params`, with a default-valued parameter
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalGroupParams",
    mnemonic = "optional_group_params",
    format = "`<` (`(` params^ `)`) : (`x`)? `>`"
)]
pub struct TestTypeOptionalGroupParamsType {
    #[param(default = Some(10))]
    a: Option<i32>,
    b: Option<i32>,
}

/// An optional group anchored on `struct(params)`
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalGroupStruct",
    mnemonic = "optional_group_struct",
    format = "`<` (`(` struct(params)^ `)`) : (`x`)? `>`"
)]
pub struct TestTypeOptionalGroupStructType {
    a: Option<i32>,
    b: Option<i32>,
}

/// Whitespace directives
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeSpaces",
    mnemonic = "spaces",
    format = "`<` ` ` $a `\\n` `(` `)` `` `(` `)` $b `>`"
)]
pub struct TestTypeSpacesType {
    a: i32,
    b: i32,
}

/// The whole format is an optional group
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeOptionalValueType",
    mnemonic = "optional_value_type",
    format = "(`<` $value^ `>`)?"
)]
pub struct TestTypeOptionalValueTypeType {
    value: Option<i32>,
}

/// A default-valued type parameter, left out when it is the default
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeDefaultValuedType",
    mnemonic = "default_valued_type",
    format = "`<` (`(` $type^ `)`)? `>`"
)]
pub struct TestTypeDefaultValuedTypeType {
    #[param(default = ctx.i32_type(), cpp_type = "mlir::IntegerType")]
    r#type: Type,
}

/// A float parameter read only when a float starts there; absent, it is
/// 0.0, which is left out
#[derive(Type)]
#[ty(dialect = "test", name = "TestTypeAPFloat", mnemonic = "ap_float", format = "`<` $value `>`")]
pub struct TestTypeAPFloatType {
    #[param(default = 0.0)]
    value: DefaultValuedApFloat,
}

/// MLIR's `DefaultValuedAPFloat` of the test dialect: a float parameter
/// whose parser reads a float only when one starts there and otherwise
/// gives the default, 0.0.
pub struct DefaultValuedApFloat;

impl Parameter for DefaultValuedApFloat {
    type Value = f64;
    const NAME: &'static str = "f64";
    fn cpp_type() -> String {
        "llvm::APFloat".into()
    }
    fn to_attr(ctx: &Context, v: &f64) -> Attr {
        <f64 as Parameter>::to_attr(ctx, v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<f64> {
        <f64 as Parameter>::from_attr(ctx, a)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<f64> {
        Ok(<f64 as Parameter>::parse_optional(p)?.unwrap_or(0.0))
    }
    fn print(p: &mut Printer<'_>, v: &f64) {
        <f64 as Parameter>::print(p, v)
    }
    fn same(a: &f64, b: &f64) -> bool {
        <f64 as Parameter>::same(a, b)
    }
}

/// `custom<...>` directives, one with `ref(...)`
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeCustom",
    mnemonic = "custom_type",
    format = "`<` custom<CustomTypeA>($a) `` custom<CustomTypeB>(ref($a), $b) `>`"
)]
pub struct TestTypeCustomType {
    a: i32,
    b: Option<i32>,
}

/// Two custom directives in a row
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeCustomSpacing",
    mnemonic = "custom_type_spacing",
    format = "`<` custom<CustomTypeA>($a) custom<CustomTypeA>($b) `>`"
)]
pub struct TestTypeCustomSpacingType {
    a: i32,
    b: i32,
}

/// `parseCustomTypeA`: an integer.
fn parse_custom_type_a(p: &mut Parser<'_>, args: &mut [Option<Attr>]) -> PResult<()> {
    let v = p.parse_i64()?;
    args[0] = Some(<i32 as ods_ir::ods::typedef::Parameter>::to_attr(p.ctx_mut(), &(v as i32)));
    Ok(())
}

/// `printCustomTypeA`.
fn print_custom_type_a(p: &mut Printer<'_>, args: &[Attr]) {
    p.write(&args[0].as_i64(p.ctx()).unwrap_or(0).to_string());
}

/// `parseCustomTypeB`: `a` integers then `b`, nothing when `a < 0`.
fn parse_custom_type_b(p: &mut Parser<'_>, args: &mut [Option<Attr>]) -> PResult<()> {
    let a = args[0].and_then(|a| a.as_i64(p.ctx())).unwrap_or(0);
    if a < 0 {
        return Ok(());
    }
    for _ in 0..a {
        p.parse_i64()?;
    }
    let b = p.parse_i64()? as i32;
    args[1] = Some(<Option<i32> as ods_ir::ods::typedef::Parameter>::to_attr(p.ctx_mut(), &Some(b)));
    Ok(())
}

/// `printCustomTypeB`.
fn print_custom_type_b(p: &mut Printer<'_>, args: &[Attr]) {
    let a = args[0].as_i64(p.ctx()).unwrap_or(0);
    if a < 0 {
        return;
    }
    p.write(" ");
    for i in 0..a {
        p.write(&format!("{i} "));
    }
    let b = <Option<i32> as ods_ir::ods::typedef::Parameter>::from_attr(p.ctx(), args[1]).flatten();
    p.write(&b.unwrap_or(0).to_string());
}

/// A default-valued string, left out when it is the default
#[derive(Type)]
#[ty(dialect = "test", name = "TestTypeOptionalString", mnemonic = "optional_type_string", format = "(`<` $str^ `>`)?")]
pub struct TestTypeOptionalStringType {
    #[param(default = "default".to_string())]
    str: String,
}

/// The anchor in the else branch
#[derive(Type)]
#[ty(dialect = "test", name = "TestTypeElseAnchor", mnemonic = "else_anchor", format = "`<` (`?`) : ($a^)? `>`")]
pub struct TestTypeElseAnchorType {
    a: Option<i32>,
}

/// The anchor in the else branch, on `struct`
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeElseAnchorStruct",
    mnemonic = "else_anchor_struct",
    format = "`<` (`?`) : (struct($a, $b)^)? `>`"
)]
pub struct TestTypeElseAnchorStructType {
    a: Option<i32>,
    b: Option<i32>,
}

/// A verifier on the parameter (ODS's `genVerifyDecl`)
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestTypeVerification",
    mnemonic = "type_verification",
    format = "`<` $param `>`",
    verify
)]
pub struct TestTypeVerificationType {
    param: Type,
}

impl TestTypeVerificationType {
    /// `AnyTypeOf<[I16, I32]>`.
    fn verify(ctx: &Context, loc: Location, param: &Type) -> Result<(), Diagnostic> {
        if param.is_signless_int(ctx, 16) || param.is_signless_int(ctx, 32) {
            Ok(())
        } else {
            Err(Diagnostic::error(loc, "failed to verify 'param': 16-bit signless integer or 32-bit signless integer"))
        }
    }
}

/// An attribute without parameters
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "smpla")]
pub struct SimpleAAttr;

/// A parameterized attribute with a hand-written syntax (no summary, as
/// MLIR's `CompoundAttrA`: its constraint is worded with an empty one)
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "cmpnd_a", summary = "", parse = parse_compound_a, print = print_compound_a)]
pub struct CompoundAAttr {
    widthOfSomething: i32,
    oneType: Type,
    arrayOfInts: Vec<i32>,
}

/// Elements held in a blob of the test dialect's resources (MLIR's
/// `TestExtern1DI64ElementsAttr`): `#test.e1di64_elements<key> : type`,
/// the blob in the file's `dialect_resources: { test: ... }`.
#[derive(Attr)]
#[attr(
    dialect = "test",
    mnemonic = "e1di64_elements",
    name = "TestExtern1DI64ElementsAttr",
    format = "`<` $handle `>`"
)]
pub struct TestExtern1DI64ElementsAttr {
    #[param(self_type = AnyShaped)]
    r#type: Type,
    #[param(cpp_type = "TestDialectResourceBlobHandle")]
    handle: ods_ir::ods::typedef::ResourceHandle,
}

/// An attribute whose parameter is another dialect attribute
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "CompoundAttrNested",
    mnemonic = "cmpnd_nested",
    format = "`<` `nested` `=` $nested `>`"
)]
pub struct CompoundAttrNestedAttr {
    nested: CompoundAAttr,
}

/// Nested attributes, stripped
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "CompoundNestedInner",
    mnemonic = "cmpnd_nested_inner",
    format = "`<` $some_int $cmpdA `>`"
)]
pub struct CompoundNestedInnerAttr {
    some_int: i32,
    cmpdA: CompoundAAttr,
}

/// Nested twice, stripped
#[derive(Attr)]
#[attr(dialect = "test", name = "CompoundNestedOuter", mnemonic = "cmpnd_nested_outer", format = "`<` `i`  $inner `>`")]
pub struct CompoundNestedOuterAttr {
    inner: CompoundNestedInnerAttr,
}

/// Nested twice, the inner attribute qualified
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "CompoundNestedOuterQual",
    mnemonic = "cmpnd_nested_outer_qual",
    format = "`<` `i`  qualified($inner) `>`"
)]
pub struct CompoundNestedOuterQualAttr {
    inner: CompoundNestedInnerAttr,
}

/// `params`
#[derive(Attr)]
#[attr(dialect = "test", name = "TestAttrParams", mnemonic = "attr_params", format = "`<` params `>`")]
pub struct TestAttrParamsAttr {
    v0: i32,
    v1: i32,
}

/// Type parameters
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestAttrWithTypeParam",
    mnemonic = "attr_with_type",
    format = "`<` $int_type `,` $any_type `>`"
)]
pub struct TestAttrWithTypeParamAttr {
    #[param(cpp_type = "::mlir::IntegerType")]
    int_type: Type,
    any_type: Type,
}

/// An optional signed integer
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestAttrWithOptionalSigned",
    mnemonic = "attr_with_optional_signed",
    format = "`<` $value `>`"
)]
pub struct TestAttrWithOptionalSignedAttr {
    value: Option<i64>,
}

/// An optional unsigned integer
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestAttrWithOptionalUnsigned",
    mnemonic = "attr_with_optional_unsigned",
    format = "`<` $value `>`"
)]
pub struct TestAttrWithOptionalUnsignedAttr {
    value: Option<u64>,
}

/// An enum with cases that are no keywords, printed quoted (`"+"`)
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", summary = "allowed i32 cases: 0, 1, 2, 3", cpp_namespace = "test")]
pub enum SimpleEnum {
    /// `a`, a keyword.
    #[case(value = 0, str = "a")]
    A,
    /// `b`, a keyword.
    #[case(value = 1, str = "b")]
    B,
    /// `+`, not a keyword: printed quoted.
    #[case(value = 2, str = "+")]
    Plus,
    /// `dash-separated-sentence`, not a keyword: printed quoted.
    #[case(value = 3, str = "dash-separated-sentence")]
    Dash,
}

/// An optional enum parameter
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestAttrWithOptionalEnum",
    mnemonic = "attr_with_optional_enum",
    format = "`<` $value `>`"
)]
pub struct TestAttrWithOptionalEnumAttr {
    #[param(cpp_type = "std::optional<SimpleEnum>")]
    value: Option<SimpleEnum>,
}

/// A custom directive as the anchor, in the else branch
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestCustomAnchor",
    mnemonic = "custom_anchor",
    format = "`<` $a (`>`) : (`,` custom<TrueFalse>($b)^ `>`)?"
)]
pub struct TestCustomAnchorAttr {
    a: i32,
    b: Option<i32>,
}

/// `parseTrueFalse`: `true` is 1, `false` 0.
fn parse_true_false(p: &mut Parser<'_>, args: &mut [Option<Attr>]) -> PResult<()> {
    let v = <bool as ods_ir::ods::typedef::Parameter>::parse(p)? as i32;
    args[0] = Some(<Option<i32> as ods_ir::ods::typedef::Parameter>::to_attr(p.ctx_mut(), &Some(v)));
    Ok(())
}

/// `printTrueFalse`.
fn print_true_false(p: &mut Printer<'_>, args: &[Attr]) {
    let v = <Option<i32> as ods_ir::ods::typedef::Parameter>::from_attr(p.ctx(), args[0]).flatten();
    p.write(if v.unwrap_or(0) != 0 { "true" } else { "false" });
}

/// A dialect type with a shape: it implements `ShapedTypeInterface`, so the
/// shape and element-type traits of ops check it as they check tensors
#[derive(Type)]
#[ty(
    dialect = "test",
    mnemonic = "shaped_box",
    format = "`<` `[` $dims `]` `,` $element `>`",
    interfaces(ShapedTypeInterface)
)]
pub struct ShapedBoxType {
    dims: Vec<i64>,
    element: Type,
}

impl ShapedTypeInterface for ShapedBoxType {
    fn element_type(ctx: &Context, t: Type) -> Type {
        ShapedBoxType::element(ctx, t).unwrap_or(t)
    }
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
        ShapedBoxType::dims(ctx, t)
    }
}

/// Operands and result of the same shape and element type
#[derive(Op, Clone, Copy)]
#[op(name = "test.shaped_elementwise", traits(SameOperandsAndResultShape, SameOperandsAndResultElementType))]
pub struct ShapedElementwiseOp {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// The output.
    output: OpResult<AnyType>,
}

/// `TestBitEnum` of TestEnumDefs.td: flags printed `read, write`.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "bit",
    summary = "a test bit enum",
    separator = ", ",
    cpp_namespace = "test",
    attr(name = "TestBitEnumAttr", dialect = "test", mnemonic = "bit_enum", format = "`<` $value `>`")
)]
pub enum TestBitEnum {
    /// Bit 0.
    #[case(str = "read")]
    Read,
    /// Bit 1.
    #[case(str = "write")]
    Write,
    /// Bit 2.
    #[case(str = "execute")]
    Execute,
}

/// A copy of arith's `FastMathFlags` (a bit enum with the group `fast`,
/// printed first when all its flags are set: `printBitEnumPrimaryGroups`),
/// as `#test.fastmath<...>`. `tests/mlir_test_dialect.rs` compares it with
/// `#arith.fastmath<...>` in mlir-opt.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "bit",
    width = 32,
    summary = "Floating point fast math flags",
    separator = ",",
    primary_groups,
    attr_info,
    cpp_namespace = "::mlir::arith",
    attr(name = "TestFastMathAttr", dialect = "test", mnemonic = "fastmath", format = "`<` $value `>`")
)]
pub enum TestFastMathFlags {
    /// No flag.
    #[case(value = 0, str = "none")]
    None,
    /// Bit 0.
    #[case(value = 1, str = "reassoc")]
    Reassoc,
    /// Bit 1.
    #[case(value = 2, str = "nnan")]
    Nnan,
    /// Bit 2.
    #[case(value = 4, str = "ninf")]
    Ninf,
    /// Bit 3.
    #[case(value = 8, str = "nsz")]
    Nsz,
    /// Bit 4.
    #[case(value = 16, str = "arcp")]
    Arcp,
    /// Bit 5.
    #[case(value = 32, str = "contract")]
    Contract,
    /// Bit 6.
    #[case(value = 64, str = "afn")]
    Afn,
    /// Every bit above.
    #[case(value = 127, str = "fast")]
    Fast,
}

/// `TestBitEnumVerticalBar`: flags printed `user | group`.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit", summary = "another test bit enum", separator = " | ", cpp_namespace = "test")]
pub enum TestBitEnumVerticalBar {
    /// Bit 0.
    #[case(str = "user")]
    User,
    /// Bit 1.
    #[case(str = "group")]
    Group,
    /// Bit 2.
    #[case(str = "other")]
    Other,
}

/// `EnumAttr<Test_Dialect, TestBitEnumVerticalBar, "bit_enum_vbar">`,
/// written as the attribute of one enum parameter.
#[derive(Attr)]
#[attr(dialect = "test", mnemonic = "bit_enum_vbar", format = "`<` $value `>`")]
pub struct TestBitEnumVerticalBarAttr {
    value: TestBitEnumVerticalBar,
}

/// A bit enum attribute, printed stripped (`<read, write>`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_bit_enum", format = "$value (`tag` $tag^)? attr-dict")]
pub struct OpWithBitEnum {
    op: OpId,
    /// The flags.
    value: Attribute<TestBitEnumAttr>,
    /// Any attribute.
    tag: OptionalAttr<AnyAttr>,
}

/// A bit enum attribute with `|` between its flags.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_bit_enum_vbar", format = "$value (`tag` $tag^)? attr-dict")]
pub struct OpWithBitEnumVerticalBar {
    op: OpId,
    /// The flags.
    value: Attribute<TestBitEnumVerticalBarAttr>,
    /// Any attribute.
    tag: OptionalAttr<AnyAttr>,
}

/// `TestEnum` of TestEnumDefs.td (an `I32EnumAttr`), with its attribute
/// `EnumAttr<Test_Dialect, TestEnum, "enum">` in the default format:
/// `#test<enum first>`, `first` in an op's format.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "i32",
    summary = "a test enum",
    cpp_namespace = "test",
    attr_info,
    attr(name = "TestEnumAttr", dialect = "test", mnemonic = "enum")
)]
pub enum TestEnum {
    /// 0.
    #[case(str = "first")]
    First,
    /// 1.
    #[case(str = "second")]
    Second,
    /// 2.
    #[case(str = "third")]
    Third,
}

/// An enum attribute in its default format.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_enum", format = "$value (`tag` $tag^)? attr-dict")]
pub struct OpWithEnum {
    op: OpId,
    /// The case.
    value: Attribute<TestEnumAttr>,
    /// Any attribute.
    tag: OptionalAttr<AnyAttr>,
}

/// A location of the test dialect, with a separator no builtin location
/// uses (MLIR's `TestCustomLocationAttr`)
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestCustomLocationAttr",
    mnemonic = "custom_location",
    format = "`<` $file `*` $line `>`",
    location
)]
pub struct TestCustomLocationAttr {
    file: StringAttrParameter,
    line: u32,
}

/// A parameter that is a string attribute (a parameter of C++ type
/// `mlir::StringAttr`): read as an attribute, which must be a string,
/// and printed without a type.
pub struct StringAttrParameter;

impl Parameter for StringAttrParameter {
    type Value = Attr;
    const NAME: &'static str = "StringAttr";
    fn cpp_type() -> String {
        "mlir::StringAttr".into()
    }
    fn to_attr(_: &Context, v: &Attr) -> Attr {
        *v
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<Attr> {
        a.as_bytes(ctx).map(|_| a)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Attr> {
        let at = p.pos();
        let a = p.parse_attribute(None)?;
        if a.as_bytes(p.ctx()).is_none() {
            return Err(p.err_at(at, "invalid kind of attribute specified"));
        }
        Ok(a)
    }
    fn print(p: &mut Printer<'_>, v: &Attr) {
        p.print_attr(*v);
    }
}

/// A type that may be the element type of a memref
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "TestMemRefElementType",
    mnemonic = "memref_element",
    interfaces(MemRefElementTypeInterface)
)]
pub struct TestMemRefElementType;

impl MemRefElementTypeInterface for TestMemRefElementType {}

/// The signedness of a [`TestIntegerType`] (its `SignednessSemantics`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TestSignedness {
    /// `none`.
    Signless,
    /// `signed`.
    Signed,
    /// `unsigned`.
    Unsigned,
}

impl TestSignedness {
    const ALL: [TestSignedness; 3] = [TestSignedness::Signless, TestSignedness::Signed, TestSignedness::Unsigned];

    /// How it is printed.
    fn keyword(self) -> &'static str {
        match self {
            TestSignedness::Signless => "none",
            TestSignedness::Signed => "signed",
            TestSignedness::Unsigned => "unsigned",
        }
    }
}

impl Parameter for TestSignedness {
    type Value = TestSignedness;
    const NAME: &'static str = "SignednessSemantics";
    fn cpp_type() -> String {
        "::test::TestIntegerType::SignednessSemantics".into()
    }
    fn to_attr(ctx: &Context, v: &TestSignedness) -> Attr {
        ctx.i64_attr(*v as i64)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<TestSignedness> {
        Self::ALL.get(usize::try_from(a.as_i64(ctx)?).ok()?).copied()
    }
    /// `parseSignedness`: `u`/`unsigned`, `s`/`signed`, `n`/`none`, in
    /// any case.
    fn parse(p: &mut Parser<'_>) -> PResult<TestSignedness> {
        let at = p.pos();
        if !p.is(Tok::BareIdent) {
            return Err(p.asm_error_at(at, "expected valid keyword"));
        }
        let t = p.advance_token();
        let word = p.token_text(t).to_ascii_lowercase();
        match word.as_str() {
            "u" | "unsigned" => Ok(TestSignedness::Unsigned),
            "s" | "signed" => Ok(TestSignedness::Signed),
            "n" | "none" => Ok(TestSignedness::Signless),
            _ => Err(p.asm_error_at(at, "expected signed, unsigned, or none")),
        }
    }
    fn print(p: &mut Printer<'_>, v: &TestSignedness) {
        p.write(v.keyword());
    }
}

/// An integer type as a dialect could define one: `!test.int<signed, 8>`
/// (MLIR's `TestIntegerType`), at most 8 bits wide.
#[derive(Type)]
#[ty(
    dialect = "test",
    name = "IntegerType",
    mnemonic = "int",
    parse = parse_test_integer,
    print = print_test_integer,
    verify
)]
pub struct TestIntegerType {
    #[param(cpp_type = "unsigned")]
    width: u32,
    signedness: TestSignedness,
}

impl TestIntegerType {
    /// At most 8 bits. MLIR's verifier fails without a word here (and
    /// `mlir-opt` exits with no message); we say why.
    fn verify(_: &Context, loc: Location, width: &u32, _: &TestSignedness) -> Result<(), Diagnostic> {
        if *width > 8 {
            return Err(Diagnostic::error(loc, format!("test integer width must be at most 8, not {width}")));
        }
        Ok(())
    }
}

/// `TestIntegerType::parse`: `<signedness, width>`, the width a C `int`.
fn parse_test_integer(p: &mut Parser<'_>) -> PResult<Vec<Attr>> {
    p.expect(Tok::Less, "expected '<'")?;
    let signedness = <TestSignedness as Parameter>::parse(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let width = p.parse_asm_integer(32, true)? as i32 as u32;
    p.expect(Tok::Greater, "expected '>'")?;
    let ctx = p.ctx();
    Ok(vec![<u32 as Parameter>::to_attr(ctx, &width), <TestSignedness as Parameter>::to_attr(ctx, &signedness)])
}

/// `TestIntegerType::print`.
fn print_test_integer(p: &mut Printer<'_>, params: &[Attr]) {
    let width = <u32 as Parameter>::from_attr(p.ctx(), params[0]).unwrap_or(0);
    let signedness = <TestSignedness as Parameter>::from_attr(p.ctx(), params[1]).unwrap_or(TestSignedness::Signless);
    p.write(&format!("<{}, {width}>", signedness.keyword()));
}

/// An attribute that is nothing but its type (`AttributeSelfTypeParameter`
/// with an empty format): `#test.attr_with_self_type_param : i32`
#[derive(Attr)]
#[attr(dialect = "test", name = "AttrWithSelfTypeParam", mnemonic = "attr_with_self_type_param", format = "")]
pub struct AttrWithSelfTypeParamAttr {
    #[param(self_type)]
    r#type: Type,
}

/// A string printed as its alias when it has one, else as a keyword or a
/// string (MLIR's `TestConditionalAliasAttr`)
#[derive(Attr)]
#[attr(
    dialect = "test",
    name = "TestConditionalAliasAttr",
    mnemonic = "conditional_alias",
    format = "`<` custom<ConditionalAlias>($value) `>`"
)]
pub struct TestConditionalAliasAttr {
    value: StringAttrParameter,
}

/// `parseConditionalAlias`: a keyword or a string, else an attribute
/// (an alias of a string).
fn parse_conditional_alias(p: &mut Parser<'_>, args: &mut [Option<Attr>]) -> PResult<()> {
    if let Some(bytes) = p.parse_optional_keyword_or_string()? {
        args[0] = Some(p.ctx().string_attr_bytes(&bytes));
        return Ok(());
    }
    args[0] = Some(<StringAttrParameter as Parameter>::parse(p)?);
    Ok(())
}

/// `printConditionalAlias`: the alias if there is one, else the keyword or
/// string.
fn print_conditional_alias(p: &mut Printer<'_>, args: &[Attr]) {
    if p.print_alias(args[0]) {
        return;
    }
    let bytes = args[0].as_bytes(p.ctx()).unwrap_or_default().to_vec();
    p.print_keyword_or_string(&bytes);
}
