#!/usr/bin/env python3
"""Writes the compile-fail cases of tests/ui/fail from the table below.

Each case is one small file; keep them minimal so each `.stderr` shows one
diagnostic (or the few that a definition with several mistakes reports together).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FAIL = os.path.join(HERE, "..", "tests", "ui", "fail")

PRELUDE = "use ods_ir::prelude::*;\nuse ods_macros::Op;\n\n"


def op(attrs, fields, extra="", derive="Op, Clone, Copy", kw="pub struct", name="Ex"):
    body = "\n".join("    " + f + "," for f in fields)
    return f"/// An example op.\n#[derive({derive})]\n#[op({attrs})]\n{kw} {name} {{\n{body}\n}}\n{extra}"


BIN = ["op: OpId", "lhs: Operand<AnyType>", "rhs: Operand<AnyType>", "result: OpResult<AnyType>"]
FMT = lambda f, fields=BIN, extra_attrs="": op(f'name = "test.ex"{extra_attrs}, format = "{f}"', fields)

def TYDEF(fmt, fields):
    """A `#[derive(Type)]` with the format `fmt` and the given fields."""
    body = "\n".join("    " + f + "," for f in fields)
    return f"use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\", format = \"{fmt}\")]\npub struct T {{\n{body}\n}}\n"


def ATTRDEF(fmt, fields):
    """A `#[derive(Attr)]` with the format `fmt` and the given fields."""
    body = "\n".join("    " + f + "," for f in fields)
    return f"use ods_ir::prelude::*;\nuse ods_macros::Attr;\n\n/// An attribute.\n#[derive(Attr)]\n#[attr(dialect = \"test\", mnemonic = \"a\", format = \"{fmt}\")]\npub struct A {{\n{body}\n}}\n"


CASES = {
    # ----- op options -----
    "key_misspelled": op('nmae = "test.ex"', ["op: OpId"]),
    "flag_misspelled": op('name = "test.ex", has_verfier', ["op: OpId"]),
    "name_missing": op('traits(Pure)', ["op: OpId"]),
    "name_not_a_string": op("name = 3", ["op: OpId"]),
    "name_without_dialect": op('name = "add"', ["op: OpId"]),
    "name_trailing_dot": op('name = "test."', ["op: OpId"]),
    "option_given_twice": op('name = "test.ex", name = "test.ex2"', ["op: OpId"]),
    "format_and_custom_assembly": op('name = "test.ex", format = "attr-dict", custom_assembly', ["op: OpId"]),
    "format_not_a_string": op('name = "test.ex", format = attr_dict', ["op: OpId"]),
    # ----- the struct -----
    "generic_struct": "/// An example op.\n#[derive(Op, Clone, Copy)]\n#[op(name = \"test.ex\")]\npub struct Ex<T> {\n    op: OpId,\n    x: Operand<T>,\n}\n",
    "enum_input": "use ods_macros::Op;\n\n/// An example op.\n#[derive(Op, Clone, Copy)]\n#[op(name = \"test.ex\")]\npub enum Ex {\n    A,\n}\n",
    "tuple_struct": "/// An example op.\n#[derive(Op, Clone, Copy)]\n#[op(name = \"test.ex\")]\npub struct Ex(OpId, Operand<AnyType>);\n",
    "unit_struct": "use ods_macros::Op;\n\n/// An example op.\n#[derive(Op, Clone, Copy)]\n#[op(name = \"test.ex\")]\npub struct Ex;\n",
    "missing_op_attribute": "/// An example op.\n#[derive(Op, Clone, Copy)]\npub struct Ex {\n    op: OpId,\n}\n",
    # ----- fields -----
    "field_kind_misspelled": op('name = "test.ex"', ["op: OpId", "x: Operandd<AnyType>"]),
    "field_kind_misspelled_result": op('name = "test.ex"', ["op: OpId", "x: Result<AnyType>"]),
    "field_kind_unknown": op('name = "test.ex"', ["op: OpId", "x: Frobnicate<AnyType>"]),
    "field_kind_not_a_path": op('name = "test.ex"', ["op: OpId", "x: &'static str"]),
    "handle_as_op_handle": op('name = "test.ex"', ["#[op]\n    handle: OpHandle"]),
    "handle_missing": op('name = "test.ex"', ["x: Operand<AnyType>"]),
    "handle_twice": op('name = "test.ex"', ["op: OpId", "other: OpId"]),
    "constraint_missing_operand": op('name = "test.ex"', ["op: OpId", "x: Operand"]),
    "constraint_missing_attr": op('name = "test.ex"', ["op: OpId", "x: OptionalAttr"]),
    "constraint_missing_region": op('name = "test.ex"', ["op: OpId", "body: Region"]),
    "constraint_unknown_type": op('name = "test.ex"', ["op: OpId", "x: Operand<AnyTyp>", "y: Operand<AnyTyp>"]),
    "constraint_attr_misspelled": op('name = "test.ex"', ["op: OpId", "x: Attribute<I64Atr>"]),
    "constraint_attr_used_as_type": op('name = "test.ex"', ["op: OpId", "x: Operand<StrAttr>"]),
    "constraint_type_used_as_attr": op('name = "test.ex"', ["op: OpId", "x: Attribute<I32>"]),
    "rename_collides": op('name = "test.ex"', ["op: OpId", "value: Attribute<I64Attr>", "#[op(rename = \"value\")]\n    other: Attribute<I64Attr>"]),
    "rename_not_a_name": op('name = "test.ex"', ["op: OpId", "#[op(rename = \"fast math\")]\n    fast_math: Attribute<I64Attr>"]),
    # ----- properties -----
    "prop_default_missing": op('name = "test.ex"', ["op: OpId", "x: DefaultValuedProp<i64>"]),
    "prop_default_on_plain": op('name = "test.ex"', ["op: OpId", "#[op(default = 1)]\n    x: Property<i64>"]),
    "prop_not_a_value": op('name = "test.ex"', ["op: OpId", "x: Property<std::time::Duration>"]),
    "prop_plain_anchor": op('name = "test.ex", format = "($x^)? attr-dict"', ["op: OpId", "x: Property<i64>"]),
    "prop_anchor_without_optional_parser": """/// A property value that cannot be read optionally.
#[derive(Clone, PartialEq, Default)]
pub struct Tag(pub i64);
impl PropertyValue for Tag {
    fn summary() -> String {
        "tag".into()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        ctx.i64_attr(self.0)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        attr.as_i64(ctx).map(Tag).ok_or_else(|| conversion_error("expected an integer"))
    }
    fn parse(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Self> {
        p.parse_i64().map(Tag)
    }
    fn print(&self, p: &mut ods_ir::print::Printer<'_>) {
        p.write(&self.0.to_string());
    }
}

""" + op('name = "test.ex", format = "($x^)? attr-dict"', ["op: OpId", "#[op(default = Tag(1))]\n    x: DefaultValuedProp<Tag>"]),
    "prop_dict_in_group": op('name = "test.ex", format = "(`a` prop-dict^)? attr-dict"', ["op: OpId", "x: Property<i64>"]),
    "array_prop_not_a_value": op('name = "test.ex"', ["op: OpId", "x: Property<ArrayProp<f32>>"]),
    "confined_prop_predicate_wrong_type": """/// Positive integers.
pub struct Positive;
impl PropPredicate<i64> for Positive {
    fn holds(v: &i64) -> bool {
        *v > 0
    }
}

""" + op('name = "test.ex"', ["op: OpId", "x: Property<ConfinedProp<String, Positive>>"]),
    "confined_prop_attr_predicate": op('name = "test.ex"', ["op: OpId", "x: Property<ConfinedProp<i64, IntPositive>>"]),
    "constant_prop_value_wrong_type": """ods_ir::prop_constant!(
    /// Three.
    pub Three: i64 = "3"
);

""" + op('name = "test.ex"', ["op: OpId", "x: Property<ConstantProp<i64, Three>>"]),
    "constant_prop_of_other_type": """ods_ir::prop_constant!(
    /// Three.
    pub Three: i64 = 3
);

""" + op('name = "test.ex"', ["op: OpId", "x: Property<ConstantProp<String, Three>>"]),
    # ----- VariadicOfVariadic and its segment sizes attribute -----
    "vov_segments_missing": op('name = "test.ex"', ["op: OpId", "groups: VariadicOfVariadic<AnyType>", "groups_segments: Attribute<DenseI32ArrayAttr>"]),
    "vov_segments_unknown": op('name = "test.ex"', ["op: OpId", "#[op(segments = \"group_sizes\")]\n    groups: VariadicOfVariadic<AnyType>", "group_size: Attribute<DenseI32ArrayAttr>"]),
    "vov_segments_not_required": op('name = "test.ex"', ["op: OpId", "#[op(segments = \"sizes\")]\n    groups: VariadicOfVariadic<AnyType>", "sizes: OptionalAttr<DenseI32ArrayAttr>"]),
    "vov_segments_wrong_constraint": op('name = "test.ex"', ["op: OpId", "#[op(segments = \"sizes\")]\n    groups: VariadicOfVariadic<AnyType>", "sizes: Attribute<DenseI64ArrayAttr>"]),
    "vov_segments_on_variadic": op('name = "test.ex"', ["op: OpId", "#[op(segments = \"sizes\")]\n    groups: Variadic<AnyType>", "sizes: Attribute<DenseI32ArrayAttr>"]),
    "vov_two_groups_without_trait": op('name = "test.ex"', ["op: OpId", "x: Variadic<AnyType>", "#[op(segments = \"sizes\")]\n    groups: VariadicOfVariadic<AnyType>", "sizes: Attribute<DenseI32ArrayAttr>"]),
    "constraint_region_unknown": op('name = "test.ex"', ["op: OpId", "body: Region<AnyType>"]),
    "duplicate_raw_name": op('name = "test.ex"', ["op: OpId", "r#x: Operand<AnyType>", "x: Operand<AnyType>"]),
    "generated_name_collision": op('name = "test.ex"', ["op: OpId", "value: Attribute<I64Attr>", "value_attr: Operand<AnyType>"]),
    "reserved_field_name": op('name = "test.ex"', ["op: OpId", "build: Operand<AnyType>"]),
    "default_missing": op('name = "test.ex"', ["op: OpId", "x: DefaultValuedAttr<I64Attr>"]),
    "default_on_required_attr": op('name = "test.ex"', ["op: OpId", "#[op(default = 1)]\n    x: Attribute<I64Attr>"]),
    "default_on_operand": op('name = "test.ex"', ["op: OpId", "#[op(default = 1)]\n    x: Operand<AnyType>"]),
    "default_mismatched_type": op('name = "test.ex"', ["op: OpId", "#[op(default = true)]\n    x: DefaultValuedAttr<I64Attr>"]),
    "default_wrong_type": op('name = "test.ex"', ["op: OpId", "#[op(default = \"one\")]\n    x: DefaultValuedAttr<I64Attr>"]),
    "field_option_misspelled": op('name = "test.ex"', ["op: OpId", "#[op(defualt = 1)]\n    x: DefaultValuedAttr<I64Attr>"]),
    "two_variadic_operands": op('name = "test.ex"', ["op: OpId", "a: Variadic<AnyType>", "b: Variadic<AnyType>"]),
    "optional_and_variadic_operands": op('name = "test.ex"', ["op: OpId", "a: Optional<AnyType>", "b: Variadic<AnyType>", "c: Variadic<AnyType>"]),
    "two_variadic_results": op('name = "test.ex"', ["op: OpId", "a: VariadicResult<AnyType>", "b: OptionalResult<AnyType>"]),
    "variadic_region_not_last": op('name = "test.ex"', ["op: OpId", "a: VariadicRegion<AnyRegion>", "b: Region<AnyRegion>"]),
    "variadic_successor_not_last": op('name = "test.ex", traits(Terminator)', ["op: OpId", "a: VariadicSuccessor", "b: Successor"]),
    "successor_with_constraint": op('name = "test.ex", traits(Terminator)', ["op: OpId", "a: Successor<AnyType>"]),
    # ----- traits -----
    "trait_misspelled": op('name = "test.ex", traits(Pure, Comutative)', ["op: OpId"]),
    "trait_misspelled_with_args": op('name = "test.ex", traits(HasParnt("test.p"))', ["op: OpId"]),
    "trait_listed_twice": op('name = "test.ex", traits(Pure, Commutative, Pure)', ["op: OpId"]),
    "traits_conflict_segments": op('name = "test.ex", traits(SameVariadicOperandSize, AttrSizedOperandSegments)', ["op: OpId", "a: Variadic<AnyType>", "b: Variadic<AnyType>"]),
    "trait_needs_args": op('name = "test.ex", traits(HasParent)', ["op: OpId"]),
    "trait_args_not_literals": op('name = "test.ex", traits(HasParent(parent_op))', ["op: OpId"]),
    "trait_not_a_name": op('name = "test.ex", traits("Pure")', ["op: OpId"]),
    "trait_unknown_user_type": op('name = "test.ex", traits(MyOwnTrait)', ["op: OpId"]),
    "trait_memory_effect_misspelled": op('name = "test.ex", traits(MemoryEffects(MemRead, MemWirte))', ["op: OpId"]),
    "trait_memory_effects_empty": op('name = "test.ex", traits(MemoryEffects())', ["op: OpId"]),
    "trait_user_type_not_op_trait": op('name = "test.ex", traits(NotATrait)', ["op: OpId"], "\n/// Not an `OpTrait`.\npub struct NotATrait;\n"),
    "all_types_match_unknown_name": op('name = "test.ex", traits(AllTypesMatch("lhs", "rsh"))', BIN),
    "all_types_match_one_name": op('name = "test.ex", traits(AllTypesMatch("lhs"))', BIN),
    "n_operands_mismatch": op('name = "test.ex", traits(NOperands(3))', BIN),
    "trait_arg_wrong_kind": op('name = "test.ex", traits(HasParent(42))', ["op: OpId"]),
    "trait_arg_wrong_kind_count": op('name = "test.ex", traits(NOperands("2"))', BIN),
    "trait_op_type_misspelled": op('name = "test.ex", traits(SingleBlockImplicitTerminator(YeildOp))', ["op: OpId", "body: Region<SizedRegion<1>>"]),
    "trait_needs_results": op('name = "test.ex", traits(SameOperandsAndResultType)', ["op: OpId", "lhs: Operand<AnyType>"]),
    "trait_constant_like_with_operand": op('name = "test.ex", traits(ConstantLike)', ["op: OpId", "x: Operand<AnyType>", "r: OpResult<AnyType>"]),
    "trait_involution_without_same_type": op('name = "test.ex", traits(Involution)', ["op: OpId", "x: Operand<AnyType>", "r: OpResult<AnyType>"]),
    "trait_scope_without_region": op('name = "test.ex", traits(AutomaticAllocationScope)', ["op: OpId"]),
    "trait_symbol_without_name": op('name = "test.ex", traits(Symbol)', ["op: OpId"]),
    "interface_in_traits": op('name = "test.ex", traits(Pure, ShapeInferenceOpInterface)', ["op: OpId"]),
    "trait_in_interfaces": op('name = "test.ex", interfaces(Pure)', ["op: OpId"]),
    "copy_not_derived": op('name = "test.ex"', ["op: OpId", "x: Operand<AnyType>", "r: OpResult<AnyType>"], derive="Op"),
    "confined_not_a_predicate": op('name = "test.ex"', ["op: OpId", "x: Attribute<Confined<I64Attr, I32Attr>>"]),
    "interface_unknown": op('name = "test.ex", interfaces(Describe)', ["op: OpId"]),
    "interface_not_implemented": "use ods_ir::prelude::*;\nuse ods_macros::{interface, Op};\n\n/// An interface.\n#[interface]\npub trait Describe {\n    /// Describes the op.\n    fn describe(self, ctx: &Context) -> String;\n}\n\n" + op('name = "test.ex", interfaces(Describe)', ["op: OpId"]),
    # ----- hooks -----
    "verifier_missing": op('name = "test.ex", has_verifier', ["op: OpId"]),
    "verifier_wrong_signature": op('name = "test.ex", has_verifier', ["op: OpId"], "\nimpl Ex {\n    fn verify(&self) -> bool {\n        true\n    }\n}\n"),
    "folder_wrong_signature": op('name = "test.ex", has_folder', ["op: OpId"], "\nimpl Ex {\n    fn fold(self, _ctx: &Context) -> Option<Attr> {\n        None\n    }\n}\n"),
    "region_verifier_missing": op('name = "test.ex", has_region_verifier', ["op: OpId", "body: Region<AnyRegion>"]),
    "result_names_missing": op('name = "test.ex", asm_result_names', ["op: OpId", "r: OpResult<AnyType>"]),
    "folder_missing": op('name = "test.ex", has_folder', ["op: OpId"]),
    "canonicalizer_missing": op('name = "test.ex", has_canonicalizer', ["op: OpId"]),
    "custom_assembly_missing": op('name = "test.ex", custom_assembly', ["op: OpId"]),
    "infer_type_missing": op('name = "test.ex", traits(InferTypeOpInterface)', ["op: OpId", "r: OpResult<AnyType>"]),
    # ----- formats: binding -----
    "format_operand_not_found": FMT("$lhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
    "format_region_not_found": FMT("attr-dict", ["op: OpId", "body: Region<AnyRegion>"]),
    "format_successor_not_found": op('name = "test.ex", traits(Terminator), format = "attr-dict"', ["op: OpId", "dest: Successor"]),
    "format_operand_type_not_found": FMT("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"),
    "format_result_type_not_found": FMT("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)"),
    "format_unknown_variable": FMT("$lsh `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
    "format_operand_twice": FMT("$lhs `,` $lhs `,` $rhs attr-dict `:` type(operands) `->` type($result)"),
    "format_type_twice": FMT("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($lhs) `,` type($rhs) `->` type($result)"),
    "format_attr_twice": FMT("$value $value attr-dict `:` type($result)", ["op: OpId", "value: Attribute<I64Attr>", "result: OpResult<AnyType>"]),
    "format_operands_overlap": FMT("$lhs operands attr-dict `:` type(operands) `->` type($result)"),
    "format_result_variable_outside_type": FMT("$lhs `,` $rhs $result attr-dict `:` type(operands) `->` type($result)"),
    "format_results_outside_type": FMT("operands results attr-dict `:` type(operands) `->` type(results)"),
    # ----- formats: directives and literals -----
    "format_unknown_directive": FMT("operands attr_dict `:` type(operands) `->` type(results)"),
    "format_attr_dict_missing": FMT("operands `:` type(operands) `->` type(results)"),
    "format_attr_dict_twice": FMT("operands attr-dict attr-dict `:` type(operands) `->` type(results)"),
    "format_attr_dict_in_type": FMT("operands `:` type(attr-dict) `->` type(results)"),
    "format_regions_not_top_level": FMT("operands attr-dict `:` type(regions) `->` type(results)"),
    "format_literal_not_keyword": FMT("operands `a:` attr-dict `:` type(operands) `->` type(results)"),
    "format_literal_bad_punct": FMT("operands `1` attr-dict `:` type(operands) `->` type(results)"),
    "format_literal_unterminated": FMT("operands attr-dict `: type(operands) `->` type(results)".replace("`->` type(results)", "")),
    "format_literal_empty_keyword_start": FMT("operands `1x` attr-dict `:` type(operands) `->` type(results)"),
    "format_ref_outside_custom": FMT("operands ref($lhs) attr-dict `:` type(operands) `->` type(results)"),
    "format_string_outside_custom": FMT("operands \\\"str\\\" attr-dict `:` type(operands) `->` type(results)"),
    "format_type_missing_paren": FMT("operands attr-dict `:` type operands `->` type(results)"),
    "format_functional_type_nested": FMT("operands attr-dict `:` type(functional-type(operands, results))"),
    # ----- formats: ambiguity -----
    "format_attr_dict_before_region": op('name = "test.ex", format = "attr-dict $body"', ["op: OpId", "body: Region<AnyRegion>"]),
    "format_colon_after_attr": op('name = "test.ex", format = "$value `:` type($result) attr-dict"', ["op: OpId", "value: Attribute<AnyAttr>", "result: OpResult<AnyType>"]),
    "format_colon_after_own_attr": """/// An attribute constraint of one's own: a predicate on any attribute, read
/// with the generic attribute parser (as ODS's `Attr<CPred<...>>`).
pub struct Positive;
impl AttrConstraint for Positive {
    type Value<'a> = Attr;
    fn summary() -> String {
        "positive integer".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v > 0)
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
}

""" + op('name = "test.ex", format = "($value^)? `:` type($result) attr-dict"', ["op: OpId", "value: OptionalAttr<Positive>", "result: OpResult<AnyType>"]),
    # ----- formats: optional groups -----
    "format_group_no_anchor": FMT("(`with` $x)? attr-dict `:` type($x)", ["op: OpId", "x: Optional<AnyType>"]),
    "format_group_two_anchors": FMT("(`with` $x^ `,` $y^)? attr-dict `:` type(operands)", ["op: OpId", "x: Optional<AnyType>", "y: Optional<AnyType>", ], ", traits(AttrSizedOperandSegments)"),
    "format_group_required_anchor": FMT("(`with` $x^)? attr-dict `:` type($x)", ["op: OpId", "x: Operand<AnyType>"]),
    "format_group_required_attr_anchor": FMT("(`with` $v^)? attr-dict", ["op: OpId", "v: Attribute<I64Attr>"]),
    "format_group_first_element": FMT("(type($x) $x^)? attr-dict", ["op: OpId", "x: Optional<AnyType>"]),
    "format_group_missing_question": FMT("(`with` $x^) attr-dict `:` type($x)", ["op: OpId", "x: Optional<AnyType>"]),
    "format_group_attr_dict_inside": FMT("(`with` $x^ attr-dict)? `:` type($x)", ["op: OpId", "x: Optional<AnyType>"]),
    "format_group_else_missing_paren": FMT("(`with` $x^):`none`? attr-dict `:` type($x)", ["op: OpId", "x: Optional<AnyType>"]),
    "format_group_required_operand_inside": FMT("(`with` $x^ $a)? attr-dict `:` type($x) type($a)", ["op: OpId", "a: Operand<AnyType>", "x: Optional<AnyType>"]),
    "format_custom_no_name": FMT("custom<>($lhs, $rhs) attr-dict `:` type(operands) `->` type(results)"),
    "format_type_unknown_variable": FMT("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rsh) `->` type($result)"),
    "format_prop_dict_twice": FMT("$lhs `,` $rhs prop-dict prop-dict attr-dict `:` type(operands) `->` type($result)"),
    "format_group_anchor_literal": FMT("(`with`^ $x)? attr-dict `:` type($x)", ["op: OpId", "x: Optional<AnyType>"]),
    # ----- formats: custom and ref -----
    "format_custom_missing_angle": FMT("custom Foo($lhs) $rhs attr-dict `:` type(operands) `->` type(results)"),
    "format_custom_bad_parameter": FMT("custom<Foo>(operands) attr-dict `:` type(operands) `->` type(results)"),
    "format_ref_before_bound": FMT("custom<Foo>(ref($lhs)) $lhs $rhs attr-dict `:` type(operands) `->` type(results)"),
    "format_ref_type_unbound": FMT("custom<Foo>(ref(type($lhs))) $lhs $rhs attr-dict `:` type(operands) `->` type(results)"),
    "format_oilist_ambiguity": FMT("oilist(`a` $x | `b` $y) oilist(`b` $z | `c`) attr-dict `:` type(operands)", ["op: OpId", "x: Optional<AnyType>", "y: Optional<AnyType>", "z: Optional<AnyType>"], ", traits(AttrSizedOperandSegments)"),
    "format_oilist_ambiguity_literal": FMT("oilist(`a` $x | `b` $y) `a` attr-dict `:` type(operands)", ["op: OpId", "x: Optional<AnyType>", "y: Optional<AnyType>"], ", traits(AttrSizedOperandSegments)"),
    "format_custom_function_wrong_type": op('name = "test.ex", format = "custom<Pair>($lhs, $rhs) attr-dict `:` type(operands) `->` type(results)"', BIN, "\nfn parse_pair(_x: u32) {}\n\nfn print_pair() {}\n"),
    "format_custom_functions_missing": FMT("custom<Pair>($lhs, $rhs) attr-dict `:` type(operands) `->` type(results)"),
    # ----- formats: reporting -----
    "format_multiline_error": op('name = "test.ex",\n     format = r#"\n        $lhs `,` $rhs attr-dict\n        `:` type($lhs) `,` type($rhs) `->` tpye($result)\n     "#', BIN),
    "format_many_errors": FMT("$lsh `,` $lhs attr-dict attr-dict `:` type($lhs) `->` type($result)"),
    "format_and_field_errors": op('name = "test.ex", format = "$lhs `,` $rhs `:` type(operands) `->` type($result)"', ["op: OpId", "lhs: Operand<AnyType>", "rhs: Operandd<AnyType>", "result: OpResult<AnyType>"]),
    "format_and_trait_errors": op('name = "test.ex", traits(SameOperandsAndResultTyp), format = "$lhs `,` $rhs attr-dict `:` type($result)"', BIN),
    "format_and_option_errors": op('nmae = "test.ex", format = "$lsh `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"', BIN),
    "many_errors_together": op('nmae = "test.ex", traits(Comutative)', ["x: Operandd<AnyType>", "#[op(default = 1)]\n    y: Attribute<I64Attr>"]),
    # ----- types and attributes -----
    "type_param_unsupported": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\")]\npub struct T {\n    x: std::time::Duration,\n}\n",
    "type_missing_mnemonic": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\")]\npub struct T;\n",
    "type_key_misspelled": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonc = \"t\")]\npub struct T;\n",
    "type_bad_mnemonic": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"my type\")]\npub struct T;\n",
    "attr_on_enum": "use ods_macros::Attr;\n\n/// An attribute.\n#[derive(Attr)]\n#[attr(dialect = \"test\", mnemonic = \"a\")]\npub enum A {\n    X,\n}\n",
    "type_wrong_attribute_name": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[attr(dialect = \"test\", mnemonic = \"t\")]\npub struct T;\n",
    "enum_attr_empty": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"i32\")]\npub enum E {}\n",
    "enum_attr_unknown_kind": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"u8\")]\npub enum E {\n    A,\n}\n",
    "enum_attr_repeated_value": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"i32\")]\npub enum E {\n    #[case(value = 1)]\n    A,\n    #[case(value = 1)]\n    B,\n}\n",
    "enum_attr_with_fields": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"i32\")]\npub enum E {\n    A(u32),\n}\n",
    "enum_attr_value_out_of_range": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"i32\")]\npub enum E {\n    A,\n    #[case(value = 5000000000)]\n    B,\n}\n",
    "enum_attr_case_not_keyword": "use ods_macros::EnumAttr;\n\n/// A bit enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"bit\")]\npub enum E {\n    #[case(str = \"round nearest\")]\n    RoundNearest,\n    Up,\n}\n",
    "default_enum_case_unknown": "use ods_ir::prelude::*;\nuse ods_macros::{EnumAttr, Op};\n\n/// A predicate.\n#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]\n#[enum_attr(kind = \"i64\")]\npub enum Pred {\n    Eq,\n    Ne,\n}\n\n" + op('name = "test.ex"', ["op: OpId", "#[op(default = \"eqq\")]\n    pred: DefaultValuedAttr<Pred>"]),
    "value_type_mismatch": "use ods_ir::prelude::*;\nuse ods_macros::{EnumAttr, Op};\n\n/// A predicate.\n#[derive(EnumAttr, Clone, Copy, PartialEq, Debug)]\npub enum Pred {\n    Eq,\n    Ne,\n}\n\n" + op('name = "test.ex"', ["op: OpId", "#[op(value = i64)]\n    pred: Attribute<Pred>"]),
    "value_on_operand": op('name = "test.ex"', ["op: OpId", "#[op(value = i64)]\n    x: Operand<AnyType>", "#[op(value = bool)]\n    flag: OptionalAttr<UnitAttr>"]),
    "enum_attr_too_many_bits": "use ods_macros::EnumAttr;\n\n/// An enum.\n#[derive(EnumAttr, Clone, Copy)]\n#[enum_attr(kind = \"bit\")]\npub enum E {\n" + "".join(f"    C{i},\n" for i in range(65)) + "}\n",
    # ----- type and attribute formats -----
    "typedef_format_unknown_param": TYDEF('`<` $widht `>`', ["width: i32"]),
    "typedef_format_missing_param": TYDEF('`<` $a `>`', ["a: i32", "b: i32"]),
    "typedef_format_duplicate_param": TYDEF('`<` $a `,` $a `>`', ["a: i32"]),
    "typedef_format_params_duplicate": TYDEF('`<` $a `,` params `>`', ["a: i32", "b: i32"]),
    "typedef_format_group_required_param": TYDEF('`<` (`,` $a^)? `>`', ["a: i32"]),
    "typedef_format_group_no_anchor": TYDEF('`<` $a (`,` $b)? `>`', ["a: i32", "b: Option<i32>"]),
    "typedef_format_group_two_anchors": TYDEF('`<` (`,` $a^ $b^)? `>`', ["a: Option<i32>", "b: Option<i32>"]),
    "typedef_format_anchor_outside_group": TYDEF('`<` $a^ `>`', ["a: i32"]),
    "typedef_format_group_nested": TYDEF('`<` (`(` (`,` $a^)? `)`)? `>`', ["a: Option<i32>"]),
    "typedef_format_struct_literal": TYDEF('`<` struct($a, `x`) `>`', ["a: i32"]),
    "typedef_format_struct_then_comma": TYDEF('`<` struct($a) `,` $b `>`', ["a: Option<i32>", "b: i32"]),
    "typedef_format_ref_unbound": TYDEF('`<` custom<Foo>(ref($a)) $a `>`', ["a: i32"]),
    "typedef_format_bad_literal": TYDEF('`<` `a b` $a `>`', ["a: i32"]),
    "typedef_format_op_directive": TYDEF('`<` $a attr-dict `>`', ["a: i32"]),
    "typedef_format_on_unit": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\", format = \"`<` `>`\")]\npub struct T;\n",
    "typedef_format_and_parse": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\", format = \"`<` $a `>`\", parse = p, print = q)]\npub struct T {\n    a: i32,\n}\n",
    "typedef_param_option_unknown": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\")]\npub struct T {\n    #[param(defualt = 1)]\n    a: i32,\n}\n",
    "typedef_verify_missing": "use ods_macros::Type;\n\n/// A type.\n#[derive(Type)]\n#[ty(dialect = \"test\", mnemonic = \"t\", verify)]\npub struct T {\n    a: i32,\n}\n",
    "attrdef_format_unknown_param": "use ods_macros::Attr;\n\n/// An attribute.\n#[derive(Attr)]\n#[attr(dialect = \"test\", mnemonic = \"a\", format = \"`<` $vlaue `>`\")]\npub struct A {\n    value: i64,\n}\n",
    # ----- an attribute's own type (`#[param(self_type)]`) -----
    "attrdef_self_type_not_a_type": ATTRDEF("`<` $v `>`", ["#[param(self_type)]\n    ty: i64", "v: i64"]).replace("use ods_ir::prelude::*;\n", ""),
    "attrdef_self_type_in_format": ATTRDEF("`<` $v `:` $ty `>`", ["#[param(self_type = AnyShaped)]\n    ty: Type", "v: i64"]),
    "attrdef_self_type_twice": ATTRDEF("`<` $v `>`", ["#[param(self_type)]\n    ty: Type", "#[param(self_type)]\n    other: Type", "v: i64"]),
    "attrdef_self_type_default": ATTRDEF("`<` $v `>`", ["#[param(self_type, default = ctx.index_type())]\n    ty: Type", "v: i64"]),
    "typedef_self_type": "use ods_ir::prelude::*;\n" + TYDEF("`<` $v `>`", ["#[param(self_type)]\n    ty: Type", "v: i64"]),
}


# ----- pattern! (declarative rewrite rules) -----

DRR_PRELUDE = """use ods_ir::prelude::*;
use ods_macros::{pattern, Op};

/// Addition.
#[derive(Op, Clone, Copy)]
#[op(name = "t.add", traits(Pure, SameOperandsAndResultType))]
pub struct AddOp {
    op: OpId,
    lhs: Operand<AnyInteger>,
    rhs: Operand<AnyInteger>,
    result: OpResult<AnyInteger>,
}

/// Negation.
#[derive(Op, Clone, Copy)]
#[op(name = "t.neg", traits(Pure, SameOperandsAndResultType))]
pub struct NegOp {
    op: OpId,
    x: Operand<AnyInteger>,
    result: OpResult<AnyInteger>,
}

/// Two results.
#[derive(Op, Clone, Copy)]
#[op(name = "t.pair")]
pub struct PairOp {
    op: OpId,
    x: Operand<AnyInteger>,
    first: OpResult<AnyInteger>,
    second: OpResult<AnyInteger>,
}

/// A constant.
#[derive(Op, Clone, Copy)]
#[op(name = "t.cst")]
pub struct CstOp {
    op: OpId,
    value: Attribute<I64Attr>,
    result: OpResult<I64>,
}

"""


def rule(text):
    return DRR_PRELUDE + "pattern! {\n    /// A rule.\n    pub " + text + "\n}\n"


DRR_CASES = {
    "drr_unbound_name": rule("Bad: (NegOp $x) => (NegOp $y);"),
    "drr_too_many_args": rule("Bad: (NegOp $x, $y) => $x;"),
    "drr_too_few_args_in_result": rule("Bad: (NegOp $x) => (AddOp $x);"),
    "drr_wrong_field_name": rule("Bad: (AddOp lhs = $x, right = $y) => (AddOp $y, $x);"),
    "drr_not_an_op": DRR_PRELUDE + "/// Not an op.\n#[derive(Clone, Copy)]\npub struct NotAnOp;\n\npattern! {\n    /// A rule.\n    pub Bad: (NotAnOp $x) => $x;\n}\n",
    "drr_unknown_op": rule("Bad: (NoSuchOp $x) => $x;"),
    "drr_result_count": rule("Bad: (PairOp $x) => (NegOp $x);"),
    "drr_result_count_list": rule("Bad: (NegOp $x) => [$x, $x];"),
    "drr_missing_arrow": rule("Bad: (NegOp $x) (NegOp $x);"),
    "drr_missing_semicolon": rule("Bad: (NegOp $x) => $x"),
    "drr_matcher_two_bindings": "use ods_ir::ods::drr::constant;\n" + rule("Bad: (AddOp (constant $a, $b), $x) => $x;"),
    "drr_constraint_is_an_op": rule("Bad: (NegOp $x) => $x where (NegOp $x);"),
    "drr_ignore_in_result": rule("Bad: (NegOp $x) => (NegOp _);"),
    "drr_expr_in_source": rule("Bad: (CstOp { 1 }) => (CstOp { 2 });"),
    "drr_value_for_attribute": rule("Bad: (NegOp $x) => (CstOp $x);"),
    "drr_root_not_an_op": rule("Bad: (neg $x) => $x;"),
    "drr_result_op_bound": rule("Bad: (NegOp $x) => (NegOp:$r $x);"),
    "drr_unknown_clause": rule("Bad: (NegOp $x) => $x benefit 2;"),
    "drr_predicate_wrong_type": DRR_PRELUDE + "fn is_big(_: &Context, a: i64) -> bool {\n    a > 9\n}\n\npattern! {\n    /// A rule.\n    pub Bad: (NegOp $x) => $x where (is_big $x);\n}\n",
    "drr_nested_result_without_types": rule("Bad: (NegOp:$n (NegOp $x)) => (NegOp (PairOp $x));"),
    "drr_bound_twice_different_kinds": rule("Bad: (AddOp $x, (CstOp $x)) => $x;"),
    "drr_empty": DRR_PRELUDE + "pattern! {}\n",
    "drr_native_call_named_argument": rule("Bad: (CstOp $v) => (CstOp (twice value = $v));"),
}
CASES.update(DRR_CASES)


def main():
    os.makedirs(FAIL, exist_ok=True)
    for name, body in CASES.items():
        text = body if body.startswith("use ") else PRELUDE + body
        with open(os.path.join(FAIL, name + ".rs"), "w") as f:
            f.write(text.rstrip("\n") + "\n\nfn main() {}\n")
    print(len(CASES), "cases")


if __name__ == "__main__":
    main()
