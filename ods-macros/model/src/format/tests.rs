//! Tests: every Shape dialect format of MLIR 22 checks clean; every error
//! message of mlir-tblgen 22 (as observed with `mlir-tblgen -gen-op-defs
//! -asmformat-error-is-fatal=false`) is produced; the model, the type
//! resolution and the printer spacing match mlir-tblgen's generated code.

use super::*;
use Arity::{Optional as Opt, Single, Variadic as Var};

// ----------------------------------------------------------------------
// Helpers

fn sig(op: &str) -> Signature {
    Signature { op_name: op.to_string(), ..Signature::default() }
}

fn value(name: &str, arity: Arity, buildable_type: bool) -> ValueEntity {
    ValueEntity { name: name.to_string(), arity, buildable_type }
}

/// Builder methods for signatures in tests.
trait SigExt: Sized {
    fn operand(self, name: &str, arity: Arity, buildable: bool) -> Self;
    fn result(self, name: &str, arity: Arity, buildable: bool) -> Self;
    fn attr_with(self, name: &str, f: impl FnOnce(&mut AttrEntity)) -> Self;
    fn region(self, name: &str, variadic: bool) -> Self;
    fn successor(self, name: &str, variadic: bool) -> Self;
    fn equal(self, from: TypeSource, to: TypeSource) -> Self;
    fn infers(self) -> Self;

    /// A required attribute without a buildable type (like `AnyAttr`).
    fn attr(self, name: &str) -> Self {
        self.attr_with(name, |_| {})
    }
    /// `OptionalAttr<...>`; `buildable` like `StrAttr`/`I64Attr`.
    fn opt_attr(self, name: &str, buildable: bool) -> Self {
        self.attr_with(name, |a| {
            a.optional = true;
            a.buildable_type = buildable;
        })
    }
    /// A required attribute with a buildable type (`I64Attr`, `StrAttr`, ...).
    fn typed_attr(self, name: &str) -> Self {
        self.attr_with(name, |a| a.buildable_type = true)
    }
    fn unit_attr(self, name: &str) -> Self {
        self.attr_with(name, |a| {
            a.is_unit = true;
            a.optional = true;
            a.buildable_type = true;
        })
    }
    /// A plain property (`I64Prop`).
    fn prop(self, name: &str) -> Self {
        self.attr_with(name, |a| a.is_property = true)
    }
    /// A property with a default and an optional parser
    /// (`DefaultValuedProp<I64Prop, "0">`).
    fn default_prop(self, name: &str) -> Self {
        self.attr_with(name, |a| {
            a.is_property = true;
            a.has_default = true;
            a.optionally_parsable = true;
        })
    }
    fn unit_prop(self, name: &str) -> Self {
        self.attr_with(name, |a| {
            a.is_property = true;
            a.is_unit = true;
            a.has_default = true;
            a.optionally_parsable = true;
        })
    }
}

impl SigExt for Signature {
    fn operand(mut self, name: &str, arity: Arity, buildable: bool) -> Self {
        self.operands.push(value(name, arity, buildable));
        self
    }
    fn result(mut self, name: &str, arity: Arity, buildable: bool) -> Self {
        self.results.push(value(name, arity, buildable));
        self
    }
    fn attr_with(mut self, name: &str, f: impl FnOnce(&mut AttrEntity)) -> Self {
        let mut a = AttrEntity { name: name.to_string(), ..AttrEntity::default() };
        f(&mut a);
        self.attributes.push(a);
        self
    }
    fn region(mut self, name: &str, variadic: bool) -> Self {
        self.regions.push(RegionEntity { name: name.to_string(), variadic });
        self
    }
    fn successor(mut self, name: &str, variadic: bool) -> Self {
        self.successors.push(SuccessorEntity { name: name.to_string(), variadic });
        self
    }
    fn equal(mut self, from: TypeSource, to: TypeSource) -> Self {
        self.type_equalities.push((from, to));
        self
    }
    fn infers(mut self) -> Self {
        self.infers_result_types = true;
        self
    }
}

/// The test op of op-format-invalid.td.
fn test_op() -> Signature {
    sig("test.format_op")
}

#[track_caller]
fn ok(format: &str, sig: &Signature) -> Format {
    match parse_and_check(format, sig) {
        Ok(f) => f,
        Err(errors) => {
            let text: Vec<String> = errors.iter().map(|e| render(format, e)).collect();
            panic!("format `{format}` rejected:\n{}", text.join("\n\n"));
        }
    }
}

#[track_caller]
fn errors(format: &str, sig: &Signature) -> Vec<FormatError> {
    match parse_and_check(format, sig) {
        Ok(_) => panic!("format `{format}` accepted"),
        Err(e) => e,
    }
}

#[track_caller]
fn messages(format: &str, sig: &Signature) -> Vec<String> {
    errors(format, sig).into_iter().map(|e| e.message).collect()
}

/// Asserts that `format` fails with exactly the one error `message`, and
/// returns it.
#[track_caller]
fn error(format: &str, sig: &Signature, message: &str) -> FormatError {
    let errs = errors(format, sig);
    let msgs: Vec<&str> = errs.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(msgs, vec![message], "errors for `{format}`");
    errs.into_iter().next().unwrap()
}

/// Asserts that the first error of `format` is `message` (the other ones
/// being independent errors mlir-tblgen would only report once this one is
/// fixed), and returns it.
#[track_caller]
fn first_error(format: &str, sig: &Signature, message: &str) -> FormatError {
    let errs = errors(format, sig);
    assert_eq!(errs[0].message, message, "errors for `{format}`: {errs:?}");
    for e in &errs[1..] {
        let m = &e.message;
        assert!(
            m.starts_with("'attr-dict' directive not found")
                || m.ends_with("not found")
                || m.ends_with("is not buildable and a buildable type cannot be inferred")
                || m.starts_with("first parsable element"),
            "unexpected extra error for `{format}`: {m}"
        );
    }
    errs.into_iter().next().unwrap()
}

/// The text the error's span covers.
fn spanned<'a>(format: &'a str, e: &FormatError) -> &'a str {
    &format[e.span.clone()]
}

fn has_note(e: &FormatError, text: &str) -> bool {
    e.notes.iter().any(|n| n.contains(text))
}

// ----------------------------------------------------------------------
// Shape dialect (MLIR 22): every declarative format checks clean.

/// `Shape_SizeOrIndexType` etc. are `AnyTypeOf`: not buildable.
const ANY: bool = false;
/// `Index`, `I1`, `Shape_SizeType`, `Shape_ShapeType`, `Shape_WitnessType`,
/// `Shape_ValueShapeType`: buildable.
const BUILDABLE: bool = true;

fn binary(op: &str, lhs: &str, rhs: &str, res: &str, infers: bool) -> Signature {
    let s = sig(op).operand(lhs, Single, ANY).operand(rhs, Single, ANY).result(res, Single, ANY);
    if infers {
        s.infers()
    } else {
        s
    }
}

const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)";
const VARIADIC_YIELD: &str = "attr-dict ($operands^ `:` type($operands))?";

fn shape_ops() -> Vec<(Signature, &'static str)> {
    let shapes_to = |op: &str, result_buildable: bool| {
        sig(op).operand("shapes", Var, ANY).result("result", Single, result_buildable)
    };
    vec![
        (binary("shape.add", "lhs", "rhs", "result", true), BINARY_FORMAT),
        (
            sig("shape.any").operand("inputs", Var, ANY).result("result", Single, ANY),
            "$inputs attr-dict `:` type($inputs) `->` type($result)",
        ),
        (
            sig("shape.assuming_all").operand("inputs", Var, BUILDABLE).result("result", Single, BUILDABLE),
            "$inputs attr-dict",
        ),
        (sig("shape.assuming_yield").operand("operands", Var, ANY), VARIADIC_YIELD),
        (
            sig("shape.broadcast").operand("shapes", Var, ANY).opt_attr("error", true).result("result", Single, ANY),
            "$shapes attr-dict `:` type($shapes) `->` type($result)",
        ),
        (binary("shape.concat", "lhs", "rhs", "result", false), BINARY_FORMAT),
        (sig("shape.const_size").typed_attr("value").result("result", Single, BUILDABLE), "$value attr-dict"),
        (sig("shape.const_witness").typed_attr("passing").result("result", Single, BUILDABLE), "$passing attr-dict"),
        (shapes_to("shape.cstr_broadcastable", BUILDABLE), "$shapes attr-dict `:` type($shapes)"),
        (shapes_to("shape.cstr_eq", BUILDABLE), "$shapes attr-dict `:` type($shapes)"),
        (
            sig("shape.cstr_require")
                .operand("pred", Single, BUILDABLE)
                .typed_attr("msg")
                .result("result", Single, BUILDABLE),
            "$pred `,` $msg attr-dict",
        ),
        (
            binary("shape.dim", "value", "index", "extent", true),
            "$value `,` $index attr-dict `:` type($value) `,`type($index) `->` type($extent)",
        ),
        (binary("shape.div", "lhs", "rhs", "result", true), BINARY_FORMAT),
        (
            sig("shape.from_extent_tensor").operand("input", Single, ANY).result("result", Single, BUILDABLE),
            "$input attr-dict `:` type($input)",
        ),
        (
            sig("shape.from_extents").operand("extents", Var, ANY).result("shape", Single, BUILDABLE),
            "$extents attr-dict `:` type($extents)",
        ),
        (
            binary("shape.get_extent", "shape", "dim", "extent", true),
            "$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)",
        ),
        (
            sig("shape.index_to_size").operand("arg", Single, BUILDABLE).result("result", Single, BUILDABLE),
            "$arg attr-dict",
        ),
        (shapes_to("shape.is_broadcastable", BUILDABLE), "$shapes attr-dict `:` type($shapes)"),
        (binary("shape.max", "lhs", "rhs", "result", true), BINARY_FORMAT),
        (
            sig("shape.meet")
                .operand("arg0", Single, ANY)
                .operand("arg1", Single, ANY)
                .opt_attr("error", true)
                .result("result", Single, ANY)
                .infers(),
            "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` \
             type($arg1) `->` type($result)",
        ),
        (binary("shape.min", "lhs", "rhs", "result", true), BINARY_FORMAT),
        (binary("shape.mul", "lhs", "rhs", "result", true), BINARY_FORMAT),
        (
            sig("shape.num_elements").operand("shape", Single, ANY).result("result", Single, ANY).infers(),
            "$shape attr-dict `:` type($shape) `->` type($result)",
        ),
        (
            sig("shape.rank").operand("shape", Single, ANY).result("rank", Single, ANY).infers(),
            "$shape attr-dict `:` type($shape) `->` type($rank)",
        ),
        (sig("shape.return").operand("operands", Var, ANY), VARIADIC_YIELD),
        (shapes_to("shape.shape_eq", BUILDABLE), "$shapes attr-dict `:` type($shapes)"),
        (
            sig("shape.shape_of").operand("arg", Single, ANY).result("result", Single, ANY).infers(),
            "$arg attr-dict `:` type($arg) `->` type($result)",
        ),
        (
            sig("shape.size_to_index").operand("arg", Single, ANY).result("result", Single, BUILDABLE),
            "$arg attr-dict `:` type($arg)",
        ),
        (
            sig("shape.to_extent_tensor").operand("input", Single, ANY).result("result", Single, ANY),
            "$input attr-dict `:` type($input) `->` type($result)",
        ),
        (
            sig("shape.value_as_shape").operand("arg", Single, ANY).result("result", Single, ANY),
            "$arg attr-dict `:` type($arg) `->` type($result)",
        ),
        (
            sig("shape.value_of").operand("arg", Single, BUILDABLE).result("result", Single, ANY),
            "$arg attr-dict `:` type($result)",
        ),
        (
            sig("shape.with_shape")
                .operand("operand", Single, ANY)
                .operand("shape", Single, ANY)
                .result("result", Single, BUILDABLE),
            "operands attr-dict `:` type($operand) `,` type($shape)",
        ),
        (sig("shape.yield").operand("operands", Var, ANY), VARIADIC_YIELD),
    ]
}

#[test]
fn shape_formats_check_clean() {
    let ops = shape_ops();
    assert_eq!(ops.len(), 33);
    for (sig, format) in &ops {
        ok(format, sig);
    }
}

#[test]
fn shape_add_model() {
    let s = binary("shape.add", "lhs", "rhs", "result", true);
    let f = ok(BINARY_FORMAT, &s);
    use Element as E;
    let kinds: Vec<String> = f
        .elements
        .iter()
        .map(|e| match e {
            E::Variable(v) => format!("{:?}{}", v.entity, if v.space_before { "+" } else { "" }),
            E::Literal(l) => format!("`{}`{}", l.spelling, if l.space_before { "+" } else { "" }),
            E::AttrDict(_) => "attr-dict".to_string(),
            E::Type(t) => format!("type({:?}){}", t.arg, if t.space_before { "+" } else { "" }),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            "Operand(0)+",
            "`,`",
            "Operand(1)+",
            "attr-dict",
            "`:`+",
            "type(Operand(0))+",
            "`,`",
            "type(Operand(1))+",
            "`->`+",
            "type(Result(0))+",
        ]
    );
    assert_eq!(f.operand_types, vec![TypeResolution::Bound; 2]);
    // InferTypeOpInterface only infers when no result type is in the format.
    assert_eq!(f.result_types, vec![TypeResolution::Bound]);
    assert!(!f.infers_result_types);
    assert!(f.used_attributes.is_empty());
}

#[test]
fn shape_const_size_buildable_types() {
    let s = sig("shape.const_size").typed_attr("value").result("result", Single, BUILDABLE);
    let f = ok("$value attr-dict", &s);
    assert_eq!(f.result_types, vec![TypeResolution::Buildable]);
    assert_eq!(f.used_attributes, vec![0]);
}

#[test]
fn shape_meet_optional_group() {
    let (s, format) = shape_ops().into_iter().find(|(s, _)| s.op_name == "shape.meet").unwrap();
    let f = ok(format, &s);
    let Element::Optional(g) = &f.elements[3] else {
        panic!("{:?}", f.elements[3]);
    };
    assert!(!g.inverted);
    assert_eq!(g.anchor, 3);
    assert_eq!(g.then_parse_start, 0);
    assert!(g.else_elements.is_empty());
    assert!(!g.anchor_elided);
    assert_eq!(
        g.anchor_element(),
        &Element::Variable(Variable {
            entity: Entity::Attribute(0),
            qualified: false,
            space_before: true,
            span: 33..39,
        })
    );
    // Spacing as printed by mlir-tblgen 22: `, error = <attr>`.
    let spaces: Vec<bool> = g
        .then_elements
        .iter()
        .map(|e| match e {
            Element::Literal(l) => l.space_before,
            Element::Variable(v) => v.space_before,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(spaces, vec![false, true, true, true]);
}

#[test]
fn shape_with_shape_operands_directive() {
    let (s, format) = shape_ops().into_iter().find(|(s, _)| s.op_name == "shape.with_shape").unwrap();
    let f = ok(format, &s);
    assert!(f.all_operands);
    assert!(!f.all_operand_types);
    assert_eq!(f.operand_types, vec![TypeResolution::Bound; 2]);
    assert_eq!(f.result_types, vec![TypeResolution::Buildable]);
}

// ----------------------------------------------------------------------
// Spacing (compared with the printers mlir-tblgen 22 generates)

/// (spelling, space_before) for the printed elements, flattening groups and
/// oilists the way the printer generator walks them.
fn spacing(f: &Format) -> Vec<(String, bool)> {
    fn walk(e: &Element, out: &mut Vec<(String, bool)>) {
        match e {
            Element::Literal(l) => out.push((format!("`{}`", l.spelling), l.space_before)),
            Element::Variable(v) => out.push((format!("{:?}", v.entity), v.space_before)),
            Element::Type(t) => out.push((format!("type({:?})", t.arg), t.space_before)),
            Element::FunctionalType(t) => out.push(("functional-type".into(), t.space_before)),
            Element::Custom(c) => out.push((format!("custom<{}>", c.name), c.space_before)),
            Element::Operands(d) => out.push(("operands".into(), d.space_before)),
            Element::Regions(d) => out.push(("regions".into(), d.space_before)),
            Element::Successors(d) => out.push(("successors".into(), d.space_before)),
            Element::Optional(g) => {
                for (i, c) in g.then_elements.iter().enumerate() {
                    if !(g.anchor_elided && !g.inverted && i == g.anchor) {
                        walk(c, out);
                    }
                }
                for (i, c) in g.else_elements.iter().enumerate() {
                    if !(g.anchor_elided && g.inverted && i == g.anchor) {
                        walk(c, out);
                    }
                }
            }
            Element::OIList(l) => {
                for c in &l.clauses {
                    out.push((format!("`{}`", c.keyword.spelling), c.keyword.space_before));
                    if c.unit_variable.is_none() {
                        c.elements.iter().for_each(|e| walk(e, out));
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    f.elements.iter().for_each(|e| walk(e, &mut out));
    out
}

fn sp(items: &[(&str, bool)]) -> Vec<(String, bool)> {
    items.iter().map(|(s, b)| (s.to_string(), *b)).collect()
}

#[test]
fn spacing_of_punctuation_and_variables() {
    let s = sig("test.s1")
        .operand("a", Single, true)
        .operand("b", Single, true)
        .operand("c", Single, true)
        .operand("d", Single, true)
        .operand("e", Single, true)
        .result("r", Single, true);
    let f = ok("`(` $a `)` `[` $b `]` `<` $c `>` `{` $d `}` `,` $e `:` type($a) `->` type($r) attr-dict", &s);
    assert_eq!(
        spacing(&f),
        sp(&[
            ("`(`", false),
            ("Operand(0)", false),
            ("`)`", false),
            ("`[`", true),
            ("Operand(1)", false),
            ("`]`", false),
            ("`<`", true),
            ("Operand(2)", false),
            ("`>`", false),
            ("`{`", true),
            ("Operand(3)", false),
            ("`}`", false),
            ("`,`", false),
            ("Operand(4)", true),
            ("`:`", true),
            ("type(Operand(0))", true),
            ("`->`", true),
            ("type(Result(0))", true),
        ])
    );
}

#[test]
fn spacing_of_literal_sequences() {
    let s = sig("test.ws").operand("a", Single, true);
    let f = ok("`<` `>` `(` `)` `{` `}` `[` `]` `,` `,` `:` `:` ` ` `` `->` `x` `<` $a `>` attr-dict", &s);
    assert_eq!(
        spacing(&f),
        sp(&[
            ("`<`", false),
            ("`>`", false),
            ("`(`", true),
            ("`)`", false),
            ("`{`", true),
            ("`}`", false),
            ("`[`", true),
            ("`]`", false),
            ("`,`", false),
            ("`,`", false),
            ("`:`", true),
            ("`:`", true),
            ("`->`", false),
            ("`x`", true),
            ("`<`", false),
            ("Operand(0)", false),
            ("`>`", false),
        ])
    );
}

#[test]
fn spacing_through_groups_oilists_and_dicts() {
    let s = sig("test.s2")
        .operand("a", Single, true)
        .operand("b", Single, true)
        .operand("c", Single, true)
        .operand("o1", Opt, true)
        .operand("o2", Opt, true)
        .operand("o3", Opt, true)
        .prop("p")
        .result("r", Single, true)
        .region("reg", false)
        .successor("succ", false);
    let f = ok(
        "`` $a ` ` $b `\\n` `x` `` `(` prop-dict `(` attr-dict `)` oilist(`k1` `(` $o1 `)` | \
         `k2` $o2) `[` custom<Foo>($c) `]` (`,` $o3^ `:`):(`y`)? `)` functional-type($a, $r) \
         `{` $reg `}` $succ `...` `+` `=` `?` `*` `-` `_`",
        &s,
    );
    assert_eq!(
        spacing(&f),
        sp(&[
            ("Operand(0)", false),
            ("Operand(1)", true),
            ("`x`", true),
            ("`(`", false),
            ("`(`", false),
            ("`)`", false),
            ("`k1`", true),
            ("`(`", false),
            ("Operand(3)", false),
            ("`)`", false),
            ("`k2`", true),
            ("Operand(4)", true),
            ("`[`", false),
            ("custom<Foo>", false),
            ("`]`", false),
            ("`,`", false),
            ("Operand(5)", true),
            ("`:`", true),
            ("`y`", true),
            ("`)`", false),
            ("functional-type", true),
            ("`{`", false),
            ("Region(0)", false),
            ("`}`", false),
            ("Successor(0)", true),
            ("`...`", true),
            ("`+`", true),
            ("`=`", true),
            ("`?`", true),
            ("`*`", true),
            ("`-`", true),
            ("`_`", true),
        ])
    );
    assert!(f.has_prop_dict);
}

#[test]
fn spacing_skips_elided_unit_anchors() {
    let s = sig("test.s3").unit_attr("u").unit_prop("up").unit_attr("u2").unit_prop("up2");
    let f = ok("(`(` $u^)? `x` (`(` $up^)? oilist(`k` $u2 | `j` $up2) `(` attr-dict `)` ` ` `:` `` `:`", &s);
    assert_eq!(
        spacing(&f),
        sp(&[
            ("`(`", false),
            ("`x`", false),
            ("`(`", false),
            ("`k`", false),
            ("`j`", true),
            ("`(`", false),
            ("`)`", false),
            ("`:`", false),
            ("`:`", false),
        ])
    );
    let Element::Optional(g) = &f.elements[0] else { panic!() };
    assert!(g.anchor_elided);
    let Element::OIList(l) = &f.elements[3] else { panic!() };
    assert_eq!(l.clauses[0].unit_variable, Some(Entity::Attribute(2)));
    assert_eq!(l.clauses[1].unit_variable, Some(Entity::Property(3)));
}

#[test]
fn leading_unit_anchor_is_printed() {
    let s = sig("test.u").unit_attr("u");
    let f = ok("($u^ `x`)? attr-dict", &s);
    let Element::Optional(g) = &f.elements[0] else { panic!() };
    assert!(!g.anchor_elided);
}

// ----------------------------------------------------------------------
// Model

#[test]
fn model_of_directives() {
    let s = sig("test.m")
        .operand("a", Single, false)
        .operand("v", Var, false)
        .attr_with("q", |a| a.buildable_type = true)
        .result("r", Var, false)
        .region("body", false)
        .successor("dest", false);
    let f = ok(
        "custom<Thing>($a, type($a), ref($a), \"$_builder.getI32Type()\", attr-dict) \
         $v `:` qualified($q) functional-type($v, results) $body $dest",
        &s,
    );
    let Element::Custom(c) = &f.elements[0] else { panic!() };
    assert_eq!(c.name, "Thing");
    assert_eq!(c.params.len(), 5);
    assert!(matches!(&c.params[1], Element::Type(t) if t.arg == TypeArg::Operand(0)));
    assert!(
        matches!(&c.params[2], Element::Ref(r) if matches!(&*r.target, Element::Variable(v) if v.entity == Entity::Operand(0)))
    );
    assert!(matches!(&c.params[3], Element::Str(s) if s.value == "$_builder.getI32Type()"));
    assert!(matches!(&c.params[4], Element::AttrDict(a) if !a.with_keyword));
    assert!(matches!(&f.elements[3], Element::Variable(v) if v.qualified && v.entity == Entity::Attribute(0)));
    assert!(matches!(
        &f.elements[4],
        Element::FunctionalType(FunctionalType { inputs: TypeArg::Operand(1), results: TypeArg::Results, .. })
    ));
    assert!(!f.all_operand_types && f.all_result_types);
    let f2 = ok("$a `:` qualified(type($a)) attr-dict $v type($v) type(results) $body $dest", &s);
    assert!(matches!(&f2.elements[2], Element::Type(t) if t.qualified && t.arg == TypeArg::Operand(0)));
    error(
        "custom<Thing>($a, type($a), ref($a), \"$_builder.getI32Type()\", attr-dict) \
         $v `:` qualified(type($v)) qualified($q) functional-type($v, results) \
         $body $dest",
        &s,
        "'type' of 'v' is already bound",
    );
    assert_eq!(f.used_attributes, vec![0]);
    let mut count = 0;
    f.walk(|_| count += 1);
    // 8 top-level elements + 5 custom params + the ref target.
    assert_eq!(count, f.elements.len() + 6);
}

#[test]
fn model_of_else_group_and_whitespace() {
    let s = sig("test.e").operand("x", Opt, true);
    let f = ok("(`a`):(` ` $x^)? attr-dict", &s);
    let Element::Optional(g) = &f.elements[0] else { panic!() };
    assert!(g.inverted);
    assert_eq!(g.anchor, 1);
    assert_eq!(g.else_parse_start, 1);
    assert!(matches!(g.anchor_element(), Element::Variable(v) if v.entity == Entity::Operand(0)));
}

#[test]
fn nested_optional_groups() {
    let s = sig("test.n").operand("x", Opt, true).operand("y", Opt, true);
    let f = ok("($x^ `a` (`b` $y^)?)? attr-dict", &s);
    let Element::Optional(g) = &f.elements[0] else { panic!() };
    assert!(matches!(&g.then_elements[2], Element::Optional(_)));
}

#[test]
fn regions_successors_and_attr_dict_with_keyword() {
    let s = sig("test.r").region("body", false).region("more", true).successor("dest", true);
    let f = ok("attr-dict-with-keyword $body $more $dest", &s);
    assert!(matches!(&f.elements[0], Element::AttrDict(a) if a.with_keyword));
    ok("regions successors attr-dict-with-keyword", &s);
}

#[test]
fn string_params_drop_backslashes() {
    let s = test_op();
    let f = ok(r#"custom<X>("a\"b\\c") attr-dict"#, &s);
    let Element::Custom(c) = &f.elements[0] else { panic!() };
    assert!(matches!(&c.params[0], Element::Str(s) if s.value == "a\"bc"));
}

#[test]
fn identifiers_with_dashes_are_custom_names() {
    let s = test_op().operand("a", Single, true);
    let f = ok("custom<X-Y>($a) attr-dict", &s);
    assert!(matches!(&f.elements[0], Element::Custom(c) if c.name == "X-Y"));
}

// ----------------------------------------------------------------------
// Type resolution

#[test]
fn all_types_match_resolves_from_bound_type() {
    use TypeSource::*;
    let s = test_op()
        .operand("a", Single, false)
        .operand("b", Single, false)
        .result("r", Single, false)
        .equal(Operand(0), Operand(1))
        .equal(Operand(0), Result(0))
        .equal(Operand(1), Operand(0))
        .equal(Operand(1), Result(0));
    let f = ok("$a $b attr-dict `:` type($a)", &s);
    assert_eq!(f.operand_types[0], TypeResolution::Bound);
    assert_eq!(f.operand_types[1], TypeResolution::Equality { source: Operand(0), equality: 0 });
    assert_eq!(f.result_types[0], TypeResolution::Equality { source: Operand(0), equality: 1 });
}

#[test]
fn same_operands_and_result_type_from_result() {
    use TypeSource::*;
    let s = test_op()
        .operand("a", Single, false)
        .result("r", Single, false)
        .equal(Result(0), Operand(0))
        .equal(Operand(0), Result(0));
    let f = ok("$a attr-dict `:` type($r)", &s);
    assert_eq!(f.operand_types[0], TypeResolution::Equality { source: Result(0), equality: 0 });
}

#[test]
fn equalities_are_not_chained_and_need_a_bound_source() {
    use TypeSource::*;
    // TypesMatchWith<"r", "a">: r's type is buildable but not in the format.
    let s = test_op().operand("a", Single, false).result("r", Single, true).equal(Result(0), Operand(0));
    let e = error(
        "$a attr-dict",
        &s,
        "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred",
    );
    assert_eq!(e.span, 0..2);
    assert_eq!(e.kind, FormatErrorKind::UnresolvedType("a".into()));
}

#[test]
fn type_operands_is_not_an_equality_source() {
    use TypeSource::*;
    // Like mlir-tblgen: `type(operands)` does not resolve results through
    // SameOperandsAndResultType.
    let s = test_op()
        .operand("a", Single, false)
        .result("r", Single, false)
        .equal(Operand(0), Result(0))
        .equal(Result(0), Operand(0));
    error(
        "operands attr-dict `:` type(operands)",
        &s,
        "type of result #0, named 'r', is not buildable and a buildable type cannot be inferred",
    );
    ok("operands attr-dict `:` type($a)", &s);
}

#[test]
fn infer_type_op_interface() {
    let s = test_op().operand("a", Single, false).result("r", Single, false).result("r2", Single, false).infers();
    let f = ok("$a attr-dict `:` type($a)", &s);
    assert!(f.infers_result_types);
    assert_eq!(f.result_types, vec![TypeResolution::Inferred; 2]);
    // Binding one result type turns inference off for all of them.
    let e = error(
        "$a attr-dict `:` type($a) type($r)",
        &s,
        "type of result #1, named 'r2', is not buildable and a buildable type cannot be inferred",
    );
    assert!(has_note(&e, "only when the format binds none"));
}

#[test]
fn buildable_variadic_operand_without_operands_directive() {
    let s = test_op().operand("v", Var, true);
    let f = ok("$v attr-dict", &s);
    assert_eq!(f.operand_types, vec![TypeResolution::Buildable]);
}

#[test]
fn no_results_with_infer_type() {
    let s = test_op().infers();
    let f = ok("attr-dict", &s);
    assert!(!f.infers_result_types);
}

// ----------------------------------------------------------------------
// Errors: directives (op-format-invalid.td order)

#[test]
fn attr_dict_not_found() {
    let e = first_error(
        "\n  $a\n",
        &test_op().operand("a", Single, true),
        "'attr-dict' directive not found in custom assembly format",
    );
    assert_eq!(e.notes[0], "in custom assembly format of 'test.format_op'");
    assert_eq!(e.span, 3..5);
    // The empty format too.
    first_error("", &test_op(), "'attr-dict' directive not found in custom assembly format");
    // prop-dict does not replace attr-dict.
    first_error("prop-dict", &test_op(), "'attr-dict' directive not found in custom assembly format");
}

#[test]
fn attr_dict_already_seen() {
    let e = error("attr-dict attr-dict", &test_op(), "'attr-dict' directive has already been seen");
    assert_eq!(e.span, 10..19);
    error("attr-dict attr-dict-with-keyword", &test_op(), "'attr-dict' directive has already been seen");
    error("custom<X>(attr-dict) attr-dict", &test_op(), "'attr-dict' directive has already been seen");
    // A custom directive may take the attribute dictionary.
    ok("custom<X>(attr-dict)", &test_op());
    ok("custom<X>(attr-dict-with-keyword)", &test_op());
}

#[test]
fn attr_dict_not_top_level() {
    error("type(attr-dict)", &test_op(), "'attr-dict' directive can only be used as a top-level directive");
}

#[test]
fn custom_header_errors() {
    let s = test_op().operand("operand", Single, true);
    error("custom(", &s, "expected '<' before custom directive name");
    error("custom<>", &s, "expected custom directive name identifier");
    error("custom<MyDirective(", &s, "expected '>' after custom directive name");
    error("custom<MyDirective>)", &s, "expected '(' before custom directive parameters");
    let e = first_error("custom<MyDirective>($operand<", &s, "expected ')' after custom directive parameters");
    assert_eq!(e.span, 28..29);
    error("custom<X>($operand $operand) attr-dict", &s, "expected ')' after custom directive parameters");
    // `custom<3>`: the lexer error hides the parser's follow-on error.
    error("custom<3>() attr-dict", &s, "unexpected character");
}

#[test]
fn custom_parameter_errors() {
    let s = test_op().operand("a", Single, true);
    let e = error(
        "custom<MyDirective>(operands) attr-dict",
        &s,
        "only variables and types may be used as parameters to a custom directive",
    );
    assert!(has_note(&e, "ref(operands)"));
    error(
        "custom<X>(regions) $a attr-dict",
        &s,
        "only variables and types may be used as parameters to a custom directive",
    );
    error(
        "custom<X>(successors) $a attr-dict",
        &s,
        "only variables and types may be used as parameters to a custom directive",
    );
    error(
        "custom<MyDirective>(type(operands)) $a attr-dict",
        &s,
        "type directives within a custom directive may only refer to variables",
    );
    error(
        "custom<X>(custom<Y>($a)) attr-dict",
        &s,
        "`custom` can only be used at the top-level context or within a `struct` directive",
    );
    error("custom<X>(`lit`) $a attr-dict", &s, "literals may only be used in the top-level section of the format");
    // Everything a custom directive may take.
    let s2 = test_op()
        .operand("a", Single, false)
        .attr("at")
        .prop("p")
        .result("res", Single, false)
        .region("r", false)
        .successor("s", false);
    ok(
        "custom<X>($a, type($a), $at, $p, $r, $s, type($res), attr-dict, prop-dict, \"str\") \
         custom<Y>(ref($a), ref(type($a)), ref($at), ref($p), ref($r), ref($s), \
         ref(type($res)), ref(attr-dict), ref(qualified($at)))",
        &s2,
    );
}

#[test]
fn functional_type_errors() {
    let s = test_op().operand("a", Single, false);
    first_error("functional-type(functional-type)", &s, "'functional-type' is only valid as a top-level directive");
    error("functional-type", &s, "expected '(' before argument list");
    let e = first_error("functional-type(", &s, "expected literal, variable, directive, or optional group");
    assert_eq!(e.span, 16..16);
    error("functional-type(operands", &s, "expected ',' after inputs argument");
    first_error("functional-type(operands,", &s, "expected literal, variable, directive, or optional group");
    error("functional-type(operands, results", &s, "expected ')' after argument list");
    error(
        "custom<X>(functional-type($a, $a)) attr-dict",
        &s,
        "'functional-type' is only valid as a top-level directive",
    );
}

#[test]
fn operands_overlap() {
    error("operands operands attr-dict", &test_op(), "'operands' directive creates overlap in format");
    let e = error(
        "$operand operands attr-dict",
        &test_op().operand("operand", Single, true),
        "'operands' directive creates overlap in format",
    );
    assert!(has_note(&e, "`$operand` already bound"));
}

#[test]
fn ref_errors() {
    let s = test_op().operand("operand", Single, true);
    first_error("ref(type($operand))", &s, "'ref' is only valid within a `custom` directive");
    first_error(
        "custom<Foo>(ref(type($operand)))",
        &s,
        "'ref' of 'type($operand)' is not bound by a prior 'type' directive",
    );
    first_error(
        "custom<Foo>(ref(type(operands)))",
        &test_op(),
        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
    );
    first_error(
        "custom<Foo>(ref(type($result)))",
        &test_op().result("result", Single, true),
        "'ref' of 'type($result)' is not bound by a prior 'type' directive",
    );
    first_error(
        "custom<Foo>(ref(type(results)))",
        &test_op(),
        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
    );
    first_error(
        "custom<Foo>(ref(successors))",
        &test_op(),
        "'ref' of 'successors' is not bound by a prior 'successors' directive",
    );
    first_error(
        "custom<Foo>(ref(regions))",
        &test_op(),
        "'ref' of 'regions' is not bound by a prior 'regions' directive",
    );
    error("custom<Foo>(ref)", &test_op(), "expected '(' before argument list");
    first_error("operands custom<Foo>(ref(operands(", &test_op(), "expected ')' after argument list");
    first_error(
        "custom<Foo>(ref(operands))",
        &test_op(),
        "'ref' of 'operands' is not bound by a prior 'operands' directive",
    );
    first_error(
        "custom<Foo>(ref(attr-dict))",
        &test_op(),
        "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
    );
    first_error(
        "custom<Foo>(ref($successor))",
        &test_op().successor("successor", false),
        "successor 'successor' must be bound before it is referenced",
    );
    first_error(
        "custom<Foo>(ref($region))",
        &test_op().region("region", false),
        "region 'region' must be bound before it is referenced",
    );
    first_error(
        "custom<Foo>(ref($attr))",
        &test_op().typed_attr("attr"),
        "attribute 'attr' must be bound before it is referenced",
    );
    first_error("custom<Foo>(ref($operand))", &s, "operand 'operand' must be bound before it is referenced");
    error(
        "custom<X>(ref($prop)) $prop attr-dict",
        &test_op().prop("prop"),
        "property 'prop' must be bound before it is referenced",
    );
    error("custom<X>(ref(prop-dict)) attr-dict", &test_op(), "'ref' of 'prop-dict' unsupported");
    // `operands` binds all operands, but not each one for `ref`.
    error("operands custom<X>(ref($operand)) attr-dict", &s, "operand 'operand' must be bound before it is referenced");
    // Bound before: fine, also through `operands`, `regions`, `successors` and
    // `type(operands)`.
    let s2 = test_op().operand("a", Single, false).region("r", false).successor("s", false);
    ok(
        "operands regions successors type(operands) custom<X>(ref(operands), ref(regions), \
         ref(successors), ref(type($a)), ref(type(operands))) attr-dict-with-keyword",
        &s2,
    );
}

#[test]
fn regions_directive_errors() {
    error("regions regions attr-dict", &test_op(), "'regions' directive creates overlap in format");
    error(
        "$region regions attr-dict",
        &test_op().region("region", false),
        "'regions' directive creates overlap in format",
    );
    first_error("type(regions)", &test_op(), "'regions' is only valid as a top-level directive");
    let e = error(
        "attr-dict $foo",
        &test_op().region("foo", false),
        "format ambiguity caused by `attr-dict` directive followed by region `foo`",
    );
    assert!(has_note(&e, "try using `attr-dict-with-keyword` instead"));
    assert_eq!(e.span, 10..14);
}

#[test]
fn results_directive_outside_type() {
    first_error("results", &test_op(), "'results' directive can can only be used as a child to a 'type' directive");
}

#[test]
fn successors_directive_errors() {
    first_error("type(successors)", &test_op(), "'successors' is only valid as a top-level directive");
    error("successors successors attr-dict", &test_op(), "'successors' directive creates overlap in format");
    error(
        "$s successors attr-dict",
        &test_op().successor("s", false),
        "'successors' directive creates overlap in format",
    );
}

#[test]
fn type_directive_errors() {
    error("type", &test_op(), "expected '(' before argument list");
    first_error("type(", &test_op(), "expected literal, variable, directive, or optional group");
    error("type(operands", &test_op(), "expected ')' after argument list");
    first_error("type(`literal`)", &test_op(), "literals may only be used in the top-level section of the format");
    first_error("type(operands) type(operands)", &test_op(), "'operands' 'type' is already bound");
    let s = test_op().operand("operand", Single, false);
    first_error("type($operand) type(operands)", &s, "'operands' 'type' is already bound");
    let e = first_error("type(operands) type($operand)", &s, "'type' of 'operand' is already bound");
    assert!(has_note(&e, "`type(operands)` already binds"));
    first_error("type($operand) type($operand)", &s, "'type' of 'operand' is already bound");
    first_error("type(results) type(results)", &test_op(), "'results' 'type' is already bound");
    let r = test_op().result("result", Single, false);
    first_error("type($result) type(results)", &r, "'results' 'type' is already bound");
    first_error("type(results) type($result)", &r, "'type' of 'result' is already bound");
    first_error("type($result) type($result)", &r, "'type' of 'result' is already bound");
    error("type(type($operand)) $operand attr-dict", &s, "'type' cannot be used as a child of another `type`");
    error(
        "functional-type(type($operand), $operand) $operand attr-dict",
        &s,
        "'type' cannot be used as a child of another `type`",
    );
    error("type($operand, $operand) attr-dict", &s, "expected ')' after argument list");
    error("type(prop-dict) attr-dict", &test_op(), "'prop-dict' directive can only be used as a top-level directive");
}

#[test]
fn qualified_errors() {
    let s = test_op().operand("a", Single, false).prop("p").region("r", false);
    error(
        "qualified($a) type($a) $r attr-dict-with-keyword",
        &s,
        "'qualified' directive expects an attribute or a `type` directive",
    );
    error(
        "qualified($p) $a type($a) $r attr-dict-with-keyword",
        &s,
        "'qualified' directive expects an attribute or a `type` directive",
    );
    error(
        "qualified(`x`) $a type($a) $r attr-dict-with-keyword",
        &s,
        "'qualified' directive expects an attribute or a `type` directive",
    );
    first_error(
        "qualified(attr-dict) $a type($a) $r",
        &s,
        "'qualified' directive expects an attribute or a `type` directive",
    );
    error("qualified($a attr-dict", &s, "expected ')' after argument list");
    error("qualified attr-dict", &s, "expected '(' before argument list");
}

#[test]
fn prop_dict_errors() {
    error("prop-dict prop-dict attr-dict", &test_op(), "'prop-dict' directive has already been seen");
    error("custom<X>(prop-dict, prop-dict) attr-dict", &test_op(), "'prop-dict' directive has already been seen");
    let f = ok("custom<X>(prop-dict) attr-dict", &test_op());
    assert!(f.has_prop_dict);
}

#[test]
fn unsupported_directives() {
    let e = error("params attr-dict", &test_op(), "unsupported directive kind");
    assert!(has_note(&e, "attribute and type"));
    error("struct(a) attr-dict", &test_op(), "unsupported directive kind");
}

// ----------------------------------------------------------------------
// Errors: literals, strings, lexer

#[test]
fn invalid_literals() {
    error(
        "`a:` attr-dict",
        &test_op(),
        "expected valid literal but got 'a:': keywords should contain only alphanum, '_', '$', or '.' characters",
    );
    error(
        "`1` attr-dict",
        &test_op(),
        "expected valid literal but got '1': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'",
    );
    error(
        "`:abc` attr-dict",
        &test_op(),
        "expected valid literal but got ':abc': valid keyword starts with a letter or '_'",
    );
    let e = error(
        "`a b` attr-dict",
        &test_op(),
        "expected valid literal but got 'a b': keywords should contain only alphanum, '_', '$', or '.' characters",
    );
    assert!(has_note(&e, "split it"));
    let e = error(
        "`\n` attr-dict",
        &test_op(),
        "expected valid literal but got '\n': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'",
    );
    assert!(has_note(&e, "backslash"));
    // Valid ones.
    ok(
        "`a` `_` `:` `,` `=` `<` `>` `(` `)` `[` `]` `{` `}` `?` `+` `-` `*` `->` `...` \
         `key.word$_1` ` ` `` `\\n` attr-dict",
        &test_op(),
    );
}

#[test]
fn unterminated_literal() {
    let e = error("attr-dict `abc", &test_op(), "unexpected end of file in literal");
    assert_eq!(e.span, 10..14);
    // mlir-tblgen also reports "expected literal, variable, directive, or
    // optional group" here; that is a follow-on error.
    error("`", &test_op(), "unexpected end of file in literal");
}

#[test]
fn unterminated_string() {
    error("custom<X>(\"abc) attr-dict", &test_op(), "unexpected end of file in string");
}

#[test]
fn unexpected_character() {
    let e = error("# attr-dict", &test_op(), "unexpected character");
    assert_eq!(e.span, 0..1);
    let s = test_op().operand("a", Single, false).result("r", Single, false);
    let e = error("$a attr-dict `:` type($a) -> type($r)", &s, "unexpected character");
    assert_eq!(e.span, 26..28);
    assert!(has_note(&e, "`->`"));
}

#[test]
fn expected_variable_name() {
    let e = error("$1 attr-dict", &test_op(), "expected variable name");
    assert_eq!(e.span, 0..1);
}

#[test]
fn strings_outside_custom() {
    error("\"foo\" attr-dict", &test_op(), "strings may only be used as 'custom' directive arguments");
    error("custom<X>(ref(\"str\")) attr-dict", &test_op(), "strings may only be used as 'custom' directive arguments");
}

#[test]
fn unexpected_tokens() {
    let s = test_op().operand("lhs", Single, false).result("res", Single, false);
    let e = error(
        "$lhs attr-dict : type($lhs) `->` type($res)",
        &s,
        "expected literal, variable, directive, or optional group",
    );
    assert_eq!(e.span, 15..16);
    assert!(has_note(&e, "literals must be enclosed in backticks: `:`"));
    let e = error(
        "lhs attr-dict `:` type($lhs) `->` type($res)",
        &s,
        "expected literal, variable, directive, or optional group",
    );
    assert!(has_note(&e, "did you mean `$lhs`?"));
    let e = first_error(
        "$lhs attr_dict `:` type($lhs) `->` type($res)",
        &s,
        "expected literal, variable, directive, or optional group",
    );
    assert!(has_note(&e, "did you mean `attr-dict`?"));
    let e = error(
        "$lhs attr-dict foo `:` type($lhs) `->` type($res)",
        &s,
        "expected literal, variable, directive, or optional group",
    );
    assert!(has_note(&e, "enclosed in backticks: `foo`"));
    let e = error("attr-dict ^", &test_op(), "expected literal, variable, directive, or optional group");
    assert!(has_note(&e, "anchor"));
    error("attr-dict )", &test_op(), "expected literal, variable, directive, or optional group");
    // A misspelt directive with arguments is skipped whole.
    error(
        "$lhs attr-dict `:` typ($lhs) `->` type($res)",
        &s,
        "expected literal, variable, directive, or optional group",
    );
}

// ----------------------------------------------------------------------
// Errors: oilist

#[test]
fn oilist_errors() {
    let e = error(
        "oilist ( `foo` | `bar` ) oilist ( `bar` | `buzz` ) attr-dict",
        &test_op(),
        "format ambiguity because bar is used in two adjacent oilist elements.",
    );
    assert_eq!(e.span, 34..39);
    error("oilist( `keyword` | ) attr-dict", &test_op(), "expected literal, but got ')'");
    error("oilist() attr-dict", &test_op(), "expected literal, but got ')'");
    let s = test_op().operand("arg0", Opt, false).operand("arg1", Opt, false);
    error("oilist( $arg0 `:` type($arg0) | $arg1 `:` type($arg1) ) attr-dict", &s, "expected literal, but got '$arg0'");
    error(
        "oilist( `foo` | `bar` ) `foo` attr-dict",
        &test_op(),
        "format ambiguity because foo is used both in oilist element and the adjacent literal.",
    );
    error("oilist `wrong` attr-dict", &test_op(), "expected '(' before oilist argument list");
    error("oilist(``) attr-dict", &test_op(), "expected valid literal but got '': literal can't be empty");
    error("oilist(` ` `a`) attr-dict", &test_op(), "expected literal, but got '` `'");
    error(
        "custom<X>(oilist(`a`)) attr-dict",
        &test_op(),
        "literals may only be used in the top-level section of the format",
    );
    let s = test_op()
        .operand("x", Single, true)
        .typed_attr("y")
        .operand("o", Opt, true)
        .opt_attr("oa", true)
        .prop("p")
        .result("r", Single, true)
        .successor("s", false);
    error(
        "oilist(`a` $x | `b` $oa) $o attr-dict $s",
        &s,
        "only variable length operands can be used within an oilist parsing group",
    );
    error(
        "oilist(`a` $o | `b` $y) $x attr-dict $s",
        &s,
        "only optional attributes can be used in an oilist parsing group",
    );
    error(
        "oilist(`a` $p) $x $o attr-dict $s",
        &s,
        "only default-valued or optional properties can be used in an olist parsing group",
    );
    error(
        "oilist(`a` $s) $x $o attr-dict",
        &s,
        "only literals, types, and variables can be used within an oilist group",
    );
    error("$x $o oilist(`a` functional-type($o, $o)) attr-dict $s", &s, "'type' of 'o' is already bound");
    error(
        "$x $o oilist(`a` functional-type($o, $r)) attr-dict $s",
        &s,
        "only variable length results can be used within an oilist parsing group",
    );
    // Accepted by mlir-tblgen 22.
    ok(
        "oilist(`a` | `a`) oilist(`b` `=` custom<X>($o) | `c` ($oa^)?) attr-dict \
         `b` $x $s oilist(`:`)",
        &s,
    );
}

// ----------------------------------------------------------------------
// Errors: optional groups

#[test]
fn optional_group_errors() {
    let attr = test_op().opt_attr("attr", true);
    error("type(($attr^)?) attr-dict", &attr, "optional groups can only be used as top-level elements");
    error("() attr-dict", &attr, "expected literal, variable, directive, or optional group");
    let e = error("($attr)? attr-dict", &attr, "optional group has no anchor element");
    assert_eq!(e.span, 0..8);
    error(
        "(type($operand) $operand^)? attr-dict",
        &test_op().operand("operand", Opt, false),
        "first parsable element of an optional group must be a literal, variable, or custom directive",
    );
    error(
        "(`,` $attr^ type(operands))? attr-dict",
        &attr,
        "only literals, types, and variables can be used within an optional group",
    );
    let e = error(
        "($attr^ $attr2^)? attr-dict",
        &attr.clone().opt_attr("attr2", true),
        "only one element can be marked as the anchor of an optional group",
    );
    assert_eq!(e.span, 14..15);
    let e = error(
        "($attr^)? attr-dict",
        &test_op().typed_attr("attr"),
        "only optional or default-valued attributes can be used to anchor an optional group",
    );
    assert_eq!(e.span, 1..6);
    error(
        "($arg^)? attr-dict",
        &test_op().operand("arg", Single, true),
        "only variable length operands can be used within an optional group",
    );
    let var = test_op().operand("arg", Var, true);
    first_error(
        "(functional-type($arg, results)^)? attr-dict",
        &var,
        "only literals, types, and variables can be used within an optional group",
    );
    error("(attr-dict^)?", &test_op(), "only literals, types, and variables can be used within an optional group");
    let e = error("($arg^) attr-dict", &var, "expected '?' after optional group");
    assert_eq!(e.span, 7..7);
    error(
        "(custom<MyDirective>($arg)^)? attr-dict",
        &test_op().operand("arg", Single, true),
        "only variable length operands can be used within an optional group",
    );
    error("(` `^)? attr-dict", &test_op(), "only variables and types can be used to anchor an optional group");
    error("(`x` `y`^)? attr-dict", &test_op(), "only variables and types can be used to anchor an optional group");
    error("($arg^): attr-dict", &var, "expected '(' to start else branch of optional group");
    first_error("($arg^):(`test`", &var, "expected literal, variable, directive, or optional group");
    error("($arg^):(`test`) attr-dict", &var, "expected '?' after optional group");
    error(
        "($v^ type($r))? attr-dict",
        &test_op().operand("v", Var, true).result("r", Single, false),
        "only variable length results can be used within an optional group",
    );
    error(
        "($v^ type($s))? $s attr-dict",
        &test_op().operand("v", Var, true).operand("s", Single, false),
        "only variable length operands can be used within an optional group",
    );
    error(
        "($s^)? attr-dict",
        &test_op().successor("s", true),
        "only literals, types, and variables can be used within an optional group",
    );
    error(
        "(custom<X>($v, $a)^)? attr-dict",
        &test_op().operand("v", Var, true).typed_attr("a"),
        "only optional or default-valued attributes can be used to anchor an optional group",
    );
    error(
        "(custom<X>(\"foo\")^)? attr-dict",
        &test_op(),
        "only literals, types, and variables can be used within an optional group",
    );
    error("($x^ `a` $x)? attr-dict", &test_op().operand("x", Opt, true), "operand 'x' is already bound");
    error(
        "(`a` $x^ attr-dict",
        &test_op().operand("x", Opt, true),
        "expected literal, variable, directive, or optional group",
    );
}

#[test]
fn optional_group_property_anchor() {
    error(
        "($prop^)? attr-dict",
        &test_op().prop("prop"),
        "only properties with default values that can be optionally parsed (have the `let optionalParser = ...` field defined) can be used to anchor an optional group",
    );
    ok("($prop^)? attr-dict", &test_op().default_prop("prop"));
    ok("($prop^)? attr-dict", &test_op().unit_prop("prop"));
}

#[test]
fn optional_group_accepted_forms() {
    let s = test_op()
        .operand("v", Var, false)
        .result("r", Var, false)
        .opt_attr("a", false)
        .attr_with("d", |a| a.has_default = true)
        .region("reg", false)
        .typed_attr("req");
    ok(
        "(` ` $v^ type($v))? ($d^)? (`x` type($r)^)? \
         ($reg^)? (custom<X>(ref($v), $a)^)? $req attr-dict-with-keyword",
        &s,
    );
    ok("$v $d (`x` functional-type($v, $r)^)? $reg $a $req attr-dict-with-keyword", &s);
    // A non-anchor custom directive is not checked; an else branch may hold
    // the anchor (and it is not checked as an anchor, as in mlir-tblgen).
    ok(
        "(`a`):($req^)? custom<X>($v) type($v) type($r) attr-dict",
        &test_op().operand("v", Single, false).result("r", Single, false).typed_attr("req"),
    );
}

// ----------------------------------------------------------------------
// Errors: variables

#[test]
fn variable_errors() {
    let e = error(
        "$unknown_arg attr-dict",
        &test_op(),
        "expected variable to refer to an argument, region, result, or successor",
    );
    assert!(has_note(&e, "has no operands"));
    assert_eq!(e.kind, FormatErrorKind::UnknownVariable("unknown_arg".into()));
    let e = error(
        "type($unknown) attr-dict",
        &test_op(),
        "expected variable to refer to an argument, region, result, or successor",
    );
    assert_eq!(e.kind, FormatErrorKind::UnknownVariable("unknown".into()));
    error("$attr $attr attr-dict", &test_op().typed_attr("attr"), "attribute 'attr' is already bound");
    let op = test_op().operand("operand", Single, true);
    error("$operand $operand attr-dict", &op, "operand 'operand' is already bound");
    let e = error("operands $operand attr-dict", &op, "operand 'operand' is already bound");
    assert!(has_note(&e, "`operands` directive already binds"));
    let e = error(
        "$result attr-dict",
        &test_op().result("result", Single, false),
        "result variables can can only be used as a child to a 'type' directive",
    );
    assert!(has_note(&e, "type($result)"));
    let succ = test_op().successor("successor", false);
    error("$successor $successor attr-dict", &succ, "successor 'successor' is already bound");
    error("successors $successor attr-dict", &succ, "successor 'successor' is already bound");
    let reg = test_op().region("region", false);
    error("$region $region attr-dict-with-keyword", &reg, "region 'region' is already bound");
    error("regions $region attr-dict-with-keyword", &reg, "region 'region' is already bound");
    first_error("type($region)", &reg, "regions can only be used at the top level or in a ref directive");
    error("type($successor) attr-dict", &succ, "successors can only be used at the top level or in a ref directive");
    let e = error("custom<Test>($prop, $prop) attr-dict", &test_op().prop("prop"), "property 'prop' is already bound");
    assert!(has_note(&e, "ref($prop)"));
    error(
        "type($attr) $attr attr-dict",
        &test_op().typed_attr("attr"),
        "attributes cannot be used as children to a `type` directive",
    );
    error(
        "type($prop) $prop attr-dict",
        &test_op().prop("prop"),
        "properties cannot be used as children to a `type` directive",
    );
}

#[test]
fn misspelt_variable_suggests_and_does_not_cascade() {
    let s = sig("test.add").operand("lhs", Single, false).operand("rhs", Single, false).result("result", Single, false);
    let format = "$lsh `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)";
    let e = error(format, &s, "expected variable to refer to an argument, region, result, or successor");
    assert_eq!(spanned(format, &e), "$lsh");
    assert_eq!(
        e.notes,
        vec!["in custom assembly format of 'test.add'".to_string(), "did you mean `$lhs`?".to_string()]
    );
    assert_eq!(
        render(format, &e),
        "expected variable to refer to an argument, region, result, or successor\n \
         --> format 1:1\n  |\n1 | $lsh `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` \
         type($result)\n  | ^^^^\n  |\n  = note: in custom assembly format of 'test.add'\n  = \
         note: did you mean `$lhs`?"
    );
}

// ----------------------------------------------------------------------
// Errors: ambiguity

#[test]
fn colon_after_attribute() {
    let s = test_op().attr("attr");
    let format = "$attr `:` attr-dict";
    let e = error(
        format,
        &s,
        "format ambiguity caused by `:` literal found after attribute `attr` which does not have a buildable type",
    );
    assert_eq!(spanned(format, &e), "`:`");
    // Cases checked against mlir-tblgen 22.
    let amb =
        "format ambiguity caused by `:` literal found after attribute `attr` which does not have a buildable type";
    let s = test_op()
        .attr("attr")
        .operand("o", Opt, true)
        .operand("v", Var, true)
        .opt_attr("o2", true)
        .unit_attr("u")
        .default_prop("p")
        .prop("plain")
        .region("r", true)
        .successor("s", true);
    let rest = |used: &[&str]| {
        ["$o", "$v", "$o2", "$u", "$p", "$plain", "$r", "$s"]
            .iter()
            .filter(|n| !used.contains(n))
            .copied()
            .collect::<Vec<_>>()
            .join(" ")
    };
    for (head, used) in [
        ("$attr attr-dict-with-keyword `:`", &[][..]),
        ("$attr $o2 `:` attr-dict-with-keyword", &["$o2"][..]),
        ("$attr ($o^)? `:` attr-dict-with-keyword", &["$o"][..]),
        ("$attr ` ` `:` attr-dict-with-keyword", &[][..]),
        ("$attr `\\n` `` `:` attr-dict-with-keyword", &[][..]),
        ("$attr $r `:` attr-dict-with-keyword", &["$r"][..]),
        ("$attr $s `:` attr-dict-with-keyword", &["$s"][..]),
        ("$attr (`(` $o^ `)`)? `:` attr-dict-with-keyword", &["$o"][..]),
        ("$attr $v `:` attr-dict-with-keyword", &["$v"][..]),
        ("$attr $u `:` attr-dict-with-keyword", &["$u"][..]),
        ("$attr $p `:` attr-dict-with-keyword", &["$p"][..]),
    ] {
        let f = format!("{head} {}", rest(used));
        assert_eq!(messages(&f, &s), vec![amb], "{f}");
    }
    for (head, used) in [
        ("$attr `,` `:` attr-dict-with-keyword", &[][..]),
        ("$attr $plain `:` attr-dict-with-keyword", &["$plain"][..]),
        ("$attr custom<X>($o) `:` attr-dict-with-keyword", &["$o"][..]),
        ("$attr ($o^ `:` type($o))? attr-dict-with-keyword", &["$o"][..]),
        ("$attr oilist(`x` $o) `:` attr-dict-with-keyword", &["$o"][..]),
        ("$attr prop-dict `:` attr-dict-with-keyword", &[][..]),
    ] {
        ok(&format!("{head} {}", rest(used)), &s);
    }
    // Attributes with a buildable type (StrAttr, I64Attr, UnitAttr, ...) are
    // fine.
    ok("$a `:` attr-dict", &test_op().typed_attr("a"));
    // In optional groups: `(`x` $a^)? `:`` is ambiguous, `($a^ `x`)? `:`` is not.
    let o = test_op().opt_attr("a", false);
    assert_eq!(messages("(`x` $a^)? `:` attr-dict", &o), vec![amb.replace("`attr`", "`a`")]);
    ok("($a^ `x`)? `:` attr-dict", &o);
    let e = errors("($a^):($b)? `:` attr-dict", &o.clone().attr("b"));
    assert_eq!(e.len(), 1);
    assert!(e[0].message.contains("attribute `a`"), "{e:?}");
    let two = o.clone().attr("b");
    assert_eq!(messages("$b (`x` $a^)? `:` attr-dict", &two), vec![amb.replace("`attr`", "`b`")]);
}

#[test]
fn colon_ambiguity_reported_once_per_literal() {
    let s = test_op().opt_attr("a", false).opt_attr("b", false);
    let m = messages("$a $b `:` attr-dict", &s);
    assert_eq!(m.len(), 1);
    assert!(m[0].contains("attribute `a`"));
}

#[test]
fn attr_dict_before_region() {
    let amb = "format ambiguity caused by `attr-dict` directive followed by region `r`";
    let s = test_op().operand("v", Var, true).region("r", false).region("r2", true);
    for f in [
        "attr-dict $r $r2 $v",
        "attr-dict ` ` $r $r2 $v",
        "attr-dict ($v^)? $r $r2",
        "($v^)? attr-dict $r $r2",
        "attr-dict (`x` $v^)? $r $r2",
        "attr-dict (`x` $v^):(` `)? $r $r2",
    ] {
        assert_eq!(messages(f, &s), vec![amb], "{f}");
    }
    assert_eq!(
        messages("attr-dict $r2 $r $v", &s),
        vec!["format ambiguity caused by `attr-dict` directive followed by region `r2`"]
    );
    let e = errors("attr-dict ($r^)? $r2 $v", &s);
    assert_eq!(e.len(), 1);
    ok("attr-dict `x` $r $r2 $v", &s);
    ok("attr-dict-with-keyword $r $r2 $v", &s);
    ok("attr-dict custom<X>($r) $r2 $v", &s);
}

// ----------------------------------------------------------------------
// Errors: coverage

#[test]
fn coverage_errors() {
    let mem = test_op().operand("operand", Single, false).result("result", Single, false);
    let e = errors("attr-dict", &mem);
    assert_eq!(
        e.iter().map(|e| e.message.as_str()).collect::<Vec<_>>(),
        vec![
            "type of result #0, named 'result', is not buildable and a buildable type cannot be inferred",
            "operand #0, named 'operand', not found",
        ]
    );
    assert!(has_note(
        &e[0],
        "suggest adding a type constraint to the operation or adding a 'type($result)' directive to the custom assembly format"
    ));
    assert!(has_note(&e[1], "suggest adding a '$operand' directive to the custom assembly format"));
    error("type($result) attr-dict", &mem, "operand #0, named 'operand', not found");
    let e = error(
        "$operand type($result) attr-dict",
        &mem,
        "type of operand #0, named 'operand', is not buildable and a buildable type cannot be inferred",
    );
    assert!(has_note(&e, "'type($operand)'"));
    assert_eq!(e.span, 0..8);
    let e = error(
        "operands attr-dict",
        &test_op().operand("operand", Var, true),
        "type of operand #0, named 'operand', is not buildable and a buildable type cannot be inferred",
    );
    assert!(has_note(&e, "bound by `operands`"));
    let e = error(
        "attr-dict",
        &test_op().result("result", Var, true),
        "type of result #0, named 'result', is not buildable and a buildable type cannot be inferred",
    );
    assert!(has_note(&e, "variable-length"));
    error("attr-dict", &test_op().successor("successor", false), "successor #0, named 'successor', not found");
    error(
        "operands attr-dict",
        &test_op().operand("operand", Opt, true),
        "type of operand #0, named 'operand', is not buildable and a buildable type cannot be inferred",
    );
    error(
        "attr-dict",
        &test_op().result("result", Opt, true),
        "type of result #0, named 'result', is not buildable and a buildable type cannot be inferred",
    );
    error("attr-dict", &test_op().region("region", false), "region #0, named 'region', not found");
}

// ----------------------------------------------------------------------
// Many errors at once, without follow-on errors

#[test]
fn reports_all_independent_errors() {
    let s = sig("test.many")
        .operand("lhs", Single, false)
        .operand("rhs", Single, false)
        .result("res", Single, false)
        .typed_attr("a");
    let format = "$lhs , $rhs `1` $res $a $a attr-dict `:` type($lhs) `,` type($rhs)";
    let m = messages(format, &s);
    assert_eq!(
        m,
        vec![
            "expected literal, variable, directive, or optional group",
            "expected valid literal but got '1': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'",
            "result variables can can only be used as a child to a 'type' directive",
            "attribute 'a' is already bound",
        ]
    );
}

#[test]
fn coverage_of_several_missing_things() {
    let s = sig("test.miss")
        .operand("a", Single, false)
        .operand("b", Single, false)
        .region("r", false)
        .successor("s", false);
    let m = messages("$a type($a)", &s);
    assert_eq!(
        m,
        vec![
            "'attr-dict' directive not found in custom assembly format",
            "operand #1, named 'b', not found",
            "region #0, named 'r', not found",
            "successor #0, named 's', not found",
        ]
    );
}

#[test]
fn syntax_error_stops_follow_on_errors() {
    let s = test_op().operand("a", Single, false).operand("b", Single, false);
    // Missing `)`: no "attr-dict not found", no "operand not found".
    assert_eq!(messages("type($a $b attr-dict", &s), vec!["expected ')' after argument list"]);
    // A broken custom directive hides what it might have bound.
    assert_eq!(messages("custom<X($a, $b) attr-dict", &s), vec!["expected '>' after custom directive name"]);
    // A misspelt directive keyword with arguments.
    assert_eq!(
        messages("$a $b typ($a) type($b) attr-dict", &s),
        vec!["expected literal, variable, directive, or optional group"]
    );
    // A missing `(` of an optional group: one error.
    assert_eq!(
        messages("$a^ `:` type($a))? $b type($b) attr-dict", &s),
        vec!["expected literal, variable, directive, or optional group"]
    );
    // The anchor of a dropped element does not cause "no anchor".
    assert_eq!(
        messages("($c^)? $a $b type($a, $b) attr-dict", &s),
        vec![
            "expected variable to refer to an argument, region, result, or successor",
            "expected ')' after argument list",
        ]
    );
}

#[test]
fn end_of_format_errors_point_at_the_last_text() {
    let format = "\n  type($a\n";
    let e = first_error(format, &test_op().operand("a", Single, false), "expected ')' after argument list");
    assert_eq!(e.span, 10..10);
    assert!(render(format, &e).contains("--> format 2:10"));
}

#[test]
fn errors_are_in_text_order_with_op_note() {
    let s = sig("test.order").operand("a", Single, true);
    let errs = errors("`1` $a $a `2` attr-dict", &s);
    let starts: Vec<usize> = errs.iter().map(|e| e.span.start).collect();
    assert_eq!(starts, vec![0, 7, 10]);
    assert!(errs.iter().all(|e| e.notes[0] == "in custom assembly format of 'test.order'"));
}

#[test]
fn render_multiline_format_error() {
    let s = sig("test.ml").operand("input", Single, false).result("output", Single, false);
    let format = "\n  $input attr-dict\n  `:` type($input) `->` type($outptu)\n";
    let errs = errors(format, &s);
    assert_eq!(errs[0].message, "expected variable to refer to an argument, region, result, or successor");
    let text = render(format, &errs[0]);
    let expected = format!(
        "expected variable to refer to an argument, region, result, or successor\n \
         --> format 3:30\n  |\n3 |   `:` type($input) `->` type($outptu)\n  | {}^^^^^^^\n  |\n  \
         = note: in custom assembly format of 'test.ml'\n  = note: did you mean `$output`?",
        " ".repeat(29)
    );
    assert_eq!(text, expected);
    // No follow-on "type of result" error.
    assert_eq!(errs.len(), 1);
}
