//! The runtime side of `#[derive(Type)]` and `#[derive(Attr)]` (ODS's
//! `TypeDef`/`AttrDef`): the [`Parameter`] trait that every parameter kind
//! implements, and the engine that interprets a declarative assembly format
//! ([`DefFormat`], mlir-tblgen's `AttrOrTypeFormatGen`).
//!
//! Parameters are stored uniqued, as attributes (a dialect type or attribute
//! is `(definition, [Attr])`): equal parameters are equal handles, so
//! comparing a parameter with its default is a handle compare. The spacing
//! of the printed form is decided when the macro expands (as mlir-tblgen
//! decides it when generating code): each element says whether a space
//! precedes it.

use crate::attrs::{Attr, AttrKind, Location};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::float_format::FloatKind;
use crate::parse::lexer::Tok;
use crate::parse::Parser;
use crate::print::Printer;
use crate::registry::PResult;
use crate::types::Type;

/// A kind of parameter of a dialect type or attribute (ODS's
/// `AttrOrTypeParameter` with its `FieldParser` and printer).
///
/// The field type of a `#[derive(Type)]` struct names the parameter kind;
/// [`Parameter::Value`] is what accessors return and builders take. A user
/// type becomes a parameter by implementing this trait.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a type or attribute",
    label = "not a parameter kind",
    note = "parameters are integers, `bool`, `String`, `Type`, `Attr`, `Vec`s and `Option`s of these, \
            `#[derive(Type)]`/`#[derive(Attr)]` definitions, or types implementing `ods_ir::ods::typedef::Parameter`"
)]
pub trait Parameter {
    /// The Rust value of the parameter.
    type Value: Clone + PartialEq;
    /// The parameter's spelling in messages (`i64`, `Type`, ...).
    const NAME: &'static str;
    /// The parameter's C++ type, which mlir-tblgen's parser names when the
    /// parameter fails to parse (`` failed to parse TestEnumAttr parameter
    /// 'value' which is to be a `test::TestEnum` ``): what a `.td` file
    /// usually writes for this kind (`int` for `i32`, `::mlir::Type`,
    /// `::llvm::ArrayRef<int>`, an enum's `cpp_namespace::Name`). A field
    /// writes its own with `#[param(cpp_type = "...")]`.
    fn cpp_type() -> String;
    /// The value, uniqued as an attribute (the storage).
    fn to_attr(ctx: &Context, v: &Self::Value) -> Attr;
    /// The value back from its storage; `None` if `a` is not one.
    fn from_attr(ctx: &Context, a: Attr) -> Option<Self::Value>;
    /// Reads the value (MLIR's `FieldParser<T>::parse`).
    fn parse(p: &mut Parser<'_>) -> PResult<Self::Value>;
    /// Reads the value if one starts here (what `std::optional<T>` reads).
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Self::Value>> {
        Self::parse(p).map(Some)
    }
    /// Writes the value (MLIR's `printStrippedAttrOrType`: a dialect type of
    /// one specific definition leaves out `!dialect.mnemonic`).
    fn print(p: &mut Printer<'_>, v: &Self::Value);
    /// Writes the value in full (`qualified(...)`).
    fn print_qualified(p: &mut Printer<'_>, v: &Self::Value) {
        Self::print(p, v)
    }
    /// Whether an optional group anchored on this parameter is present once
    /// it was read (an `Option` that is `Some`).
    fn present(_v: &Self::Value) -> bool {
        true
    }
    /// Whether two values are the same (ODS's `comparator`): a value equal
    /// to the default is left out of the text.
    fn same(a: &Self::Value, b: &Self::Value) -> bool {
        a == b
    }
}

/// Whether an integer starts here (MLIR's `parseOptionalInteger`, which
/// takes `true` and `false` too).
fn int_parse_optional(p: &mut Parser<'_>) -> bool {
    p.is(Tok::Integer) || p.is(Tok::Minus) || p.is_keyword("true") || p.is_keyword("false")
}

macro_rules! int_parameter {
    ($($t:ty => $cpp:expr),*) => {$(
        impl Parameter for $t {
            type Value = $t;
            const NAME: &'static str = stringify!($t);
            fn cpp_type() -> String {
                $cpp.into()
            }
            fn to_attr(ctx: &Context, v: &$t) -> Attr {
                ctx.i64_attr(*v as i64)
            }
            fn from_attr(ctx: &Context, a: Attr) -> Option<$t> {
                a.as_i64(ctx).map(|v| v as $t)
            }
            // MLIR's `AsmParser::parseInteger`: its own errors, and the
            // generic grammar's after a `-`.
            fn parse(p: &mut Parser<'_>) -> PResult<$t> {
                let v = p.parse_asm_integer(<$t>::BITS, <$t>::MIN != 0)?;
                Ok(v as $t)
            }
            fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<$t>> {
                if int_parse_optional(p) { Self::parse(p).map(Some) } else { Ok(None) }
            }
            fn print(p: &mut Printer<'_>, v: &$t) {
                p.write(&v.to_string());
            }
        }
    )*};
}
int_parameter!(
    i8 => "int8_t", i16 => "int16_t", i32 => "int", i64 => "int64_t",
    u8 => "uint8_t", u16 => "uint16_t", u32 => "unsigned", u64 => "uint64_t"
);

/// `APFloatParameter` (of `f64`): a float literal, printed as MLIR prints
/// an `APFloat` (`5.000000e+00`, or the bits in hexadecimal when the short
/// form would not read back the same value).
impl Parameter for f64 {
    type Value = f64;
    const NAME: &'static str = "f64";
    fn cpp_type() -> String {
        "::llvm::APFloat".into()
    }
    fn to_attr(ctx: &Context, v: &f64) -> Attr {
        let t = ctx.f64_type();
        ctx.float_attr(t, *v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<f64> {
        match a.kind(ctx) {
            AttrKind::Float { ty, .. } if *ty == ctx.f64_type() => a.as_f64(ctx),
            _ => None,
        }
    }
    fn parse(p: &mut Parser<'_>) -> PResult<f64> {
        let bits = p.parse_float(FloatKind::F64)?;
        Ok(crate::float_format::to_f64(FloatKind::F64, bits))
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<f64>> {
        if p.is(Tok::Float) || p.is(Tok::Minus) || p.is(Tok::Integer) {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &f64) {
        p.write(&crate::float_format::format_float(FloatKind::F64, u128::from(v.to_bits())));
    }
    // `APFloat::bitwiseIsEqual`: -0.0 is not 0.0.
    fn same(a: &f64, b: &f64) -> bool {
        a.to_bits() == b.to_bits()
    }
}

impl Parameter for bool {
    type Value = bool;
    const NAME: &'static str = "bool";
    fn cpp_type() -> String {
        "bool".into()
    }
    fn to_attr(ctx: &Context, v: &bool) -> Attr {
        ctx.bool_attr(*v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<bool> {
        a.as_bool(ctx)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<bool> {
        if p.consume_keyword_if("true") {
            Ok(true)
        } else if p.consume_keyword_if("false") {
            Ok(false)
        } else {
            Err(p.err_here("expected 'true' or 'false'"))
        }
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<bool>> {
        if p.is_keyword("true") || p.is_keyword("false") {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &bool) {
        p.write(if *v { "true" } else { "false" });
    }
}

impl Parameter for String {
    type Value = String;
    const NAME: &'static str = "String";
    /// `StringRefParameter`'s.
    fn cpp_type() -> String {
        "::llvm::StringRef".into()
    }
    fn to_attr(ctx: &Context, v: &String) -> Attr {
        ctx.string_attr(v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<String> {
        a.as_str(ctx).map(str::to_string)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<String> {
        p.parse_string()
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<String>> {
        if p.is(Tok::String) {
            p.parse_string().map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &String) {
        p.print_escaped_string(v.as_bytes());
    }
}

impl Parameter for Type {
    type Value = Type;
    const NAME: &'static str = "Type";
    fn cpp_type() -> String {
        "::mlir::Type".into()
    }
    fn to_attr(ctx: &Context, v: &Type) -> Attr {
        ctx.type_attr(*v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<Type> {
        a.as_type(ctx)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Type> {
        p.parse_type()
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Type>> {
        if p.at_type() {
            p.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &Type) {
        p.print_type(*v);
    }
}

impl Parameter for Attr {
    type Value = Attr;
    const NAME: &'static str = "Attr";
    fn cpp_type() -> String {
        "::mlir::Attribute".into()
    }
    fn to_attr(_: &Context, v: &Attr) -> Attr {
        *v
    }
    fn from_attr(_: &Context, a: Attr) -> Option<Attr> {
        Some(a)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Attr> {
        p.parse_attribute(None)
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Attr>> {
        if p.at_attribute() {
            p.parse_attribute(None).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &Attr) {
        p.print_attr(*v);
    }
}

/// A handle to a blob of the resources of the parameter's dialect (MLIR's
/// `ResourceHandleParameter`): written as the blob's key, and the blob is
/// in the file's `dialect_resources` under that dialect, which must declare
/// `resources = true` in `dialect!`. The value is the key; the blob is
/// `ctx.resource_blob(dialect, &key)`, if the file gave one.
pub struct ResourceHandle;

impl Parameter for ResourceHandle {
    type Value = Vec<u8>;
    const NAME: &'static str = "ResourceHandle";
    fn cpp_type() -> String {
        "::mlir::AsmDialectResourceHandle".into()
    }
    fn to_attr(ctx: &Context, v: &Vec<u8>) -> Attr {
        ctx.string_attr_bytes(v)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<Vec<u8>> {
        a.as_bytes(ctx).map(<[u8]>::to_vec)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Vec<u8>> {
        p.parse_resource_key()
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Vec<u8>>> {
        if p.is(Tok::BareIdent) || p.is(Tok::String) {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(p: &mut Printer<'_>, v: &Vec<u8>) {
        p.print_resource_handle(v);
    }
}

/// `ArrayRefParameter`: `a, b, c` (at least one element; brackets, if any,
/// are literals of the format).
impl<T: Parameter> Parameter for Vec<T> {
    type Value = Vec<T::Value>;
    const NAME: &'static str = "Vec";
    /// `ArrayRefParameter`'s.
    fn cpp_type() -> String {
        format!("::llvm::ArrayRef<{}>", T::cpp_type())
    }
    fn to_attr(ctx: &Context, v: &Self::Value) -> Attr {
        let elems: Vec<Attr> = v.iter().map(|x| T::to_attr(ctx, x)).collect();
        ctx.array_attr(&elems)
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<Self::Value> {
        a.as_array(ctx)?.iter().map(|&x| T::from_attr(ctx, x)).collect()
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self::Value> {
        let mut out = vec![T::parse(p)?];
        while p.consume_if(Tok::Comma) {
            out.push(T::parse(p)?);
        }
        Ok(out)
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Self::Value>> {
        let Some(first) = T::parse_optional(p)? else { return Ok(None) };
        let mut out = vec![first];
        while p.consume_if(Tok::Comma) {
            out.push(T::parse(p)?);
        }
        Ok(Some(out))
    }
    fn print(p: &mut Printer<'_>, v: &Self::Value) {
        for (i, x) in v.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            T::print(p, x);
        }
    }
}

/// `OptionalParameter`: absent is `None` (stored as an empty array, present
/// as a one-element array, so that `None` differs from every value).
impl<T: Parameter> Parameter for Option<T> {
    type Value = Option<T::Value>;
    const NAME: &'static str = T::NAME;
    /// What `OptionalParameter<"std::optional<T>">` names, whose parser
    /// reads the value only if it starts here, as this one does.
    fn cpp_type() -> String {
        format!("std::optional<{}>", T::cpp_type())
    }
    fn to_attr(ctx: &Context, v: &Self::Value) -> Attr {
        match v {
            Some(x) => {
                let a = T::to_attr(ctx, x);
                ctx.array_attr(&[a])
            }
            None => ctx.array_attr(&[]),
        }
    }
    fn from_attr(ctx: &Context, a: Attr) -> Option<Self::Value> {
        match a.as_array(ctx)? {
            [] => Some(None),
            [x] => T::from_attr(ctx, *x).map(Some),
            _ => None,
        }
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self::Value> {
        T::parse_optional(p)
    }
    fn parse_optional(p: &mut Parser<'_>) -> PResult<Option<Self::Value>> {
        T::parse_optional(p).map(Some)
    }
    /// `None` when printed (a value other than a default of its own), as
    /// LLVM streams an empty `std::optional`.
    fn print(p: &mut Printer<'_>, v: &Self::Value) {
        match v {
            Some(x) => T::print(p, x),
            None => p.write("None"),
        }
    }
    fn print_qualified(p: &mut Printer<'_>, v: &Self::Value) {
        match v {
            Some(x) => T::print_qualified(p, x),
            None => p.write("None"),
        }
    }
    fn present(v: &Self::Value) -> bool {
        v.is_some()
    }
    fn same(a: &Self::Value, b: &Self::Value) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => T::same(a, b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}

/// Reads a parameter of kind `P` into its storage; also whether an optional
/// group anchored on it is present. Used in [`ParamSpec`] tables.
#[doc(hidden)]
pub fn parse_param<P: Parameter>(p: &mut Parser<'_>) -> PResult<(Attr, bool)> {
    let v = P::parse(p)?;
    let present = P::present(&v);
    Ok((P::to_attr(p.ctx_mut(), &v), present))
}

/// Writes a stored parameter of kind `P`, stripped or `qualified`.
#[doc(hidden)]
pub fn print_param<P: Parameter>(p: &mut Printer<'_>, a: Attr, qualified: bool) {
    if let Some(v) = P::from_attr(p.ctx(), a) {
        if qualified {
            P::print_qualified(p, &v)
        } else {
            P::print(p, &v)
        }
    }
}

/// One parameter of a type or attribute definition.
pub struct ParamSpec {
    /// The field name, as in the format and in `struct(...)`.
    pub name: &'static str,
    /// The parameter kind's spelling, for messages.
    pub kind: &'static str,
    /// Its C++ type (see [`Parameter::cpp_type`]).
    pub cpp_type: fn() -> String,
    /// Reads the parameter (see [`parse_param`]).
    pub parse: fn(&mut Parser<'_>) -> PResult<(Attr, bool)>,
    /// Writes it (see [`print_param`]).
    pub print: fn(&mut Printer<'_>, Attr, bool),
    /// The value of an optional parameter when absent (`None` for an
    /// `Option` without default); `None`: the parameter is required.
    pub default: Option<fn(&Context) -> Attr>,
    /// Whether a stored value equals the default (then it is not printed).
    pub is_default: fn(&Context, Attr) -> bool,
}

/// [`ParamSpec::is_default`] of a required parameter.
#[doc(hidden)]
pub fn never_default(_: &Context, _: Attr) -> bool {
    false
}

/// [`ParamSpec::is_default`] of an `Option` without a default: `None`.
#[doc(hidden)]
pub fn is_none<P: Parameter<Value = Option<V>>, V>(ctx: &Context, a: Attr) -> bool {
    matches!(P::from_attr(ctx, a), Some(None))
}

/// [`ParamSpec::default`] of an `Option` without a default: `None`.
#[doc(hidden)]
pub fn none<P: Parameter<Value = Option<V>>, V>(ctx: &Context) -> Attr {
    P::to_attr(ctx, &None)
}

/// A custom directive's reader: the arguments' slots in argument order;
/// `ref(...)` slots come filled, bound ones are to be filled.
pub type CustomParseFn = fn(&mut Parser<'_>, &mut [Option<Attr>]) -> PResult<()>;
/// A custom directive's printer: the arguments' values in argument order.
pub type CustomPrintFn = fn(&mut Printer<'_>, &[Attr]);

/// An argument of `custom<...>(...)`.
#[derive(Clone, Copy, Debug)]
pub enum CustomArg {
    /// `$param`: the directive reads it.
    Bound(usize),
    /// `ref($param)`: read before, passed in.
    Ref(usize),
}

/// An element of a type or attribute format, with its spacing decided.
pub enum DefElem {
    /// `` `<` ``, `` `keyword` ``.
    Literal {
        /// The text.
        text: &'static str,
        /// A space is printed before it.
        space: bool,
    },
    /// `` ` ` `` or `` `\n` ``: printed only.
    Whitespace(&'static str),
    /// `$param` or `qualified($param)`.
    Param {
        /// Index of the parameter.
        index: usize,
        /// A space is printed before it.
        space: bool,
        /// Printed with its `!dialect.mnemonic`.
        qualified: bool,
    },
    /// `params` (`a, b`) or `struct(...)` (`a = 1, b = 2`, any order when read).
    List {
        /// The parameters and whether each is `qualified`.
        params: &'static [(usize, bool)],
        /// `struct`: each value is preceded by `name = `.
        named: bool,
        /// A space is printed before it (if anything is printed).
        space: bool,
    },
    /// `custom<Name>(args)`.
    Custom {
        /// Reads the arguments.
        parse: CustomParseFn,
        /// Writes them.
        print: CustomPrintFn,
        /// The arguments.
        args: &'static [CustomArg],
        /// A space is printed before it.
        space: bool,
    },
    /// `(then)?` or `(then) : (else)?`.
    Optional {
        /// The parameters whose presence decides the group.
        anchor: &'static [usize],
        /// The anchor is in the `else` branch.
        inverted: bool,
        /// The elements printed when present.
        then: &'static [DefElem],
        /// The elements printed when absent.
        otherwise: &'static [DefElem],
    },
}

/// A definition's verifier: the error, at the location given (where the
/// type or attribute is written or built), when the parameters are invalid.
pub type VerifyFn = fn(&Context, Location, &[Attr]) -> Result<(), Diagnostic>;

/// The parameter of an attribute that is its own type (MLIR's
/// `AttributeSelfTypeParameter`), written after it (`: type`).
pub struct SelfType {
    /// Index of the parameter.
    pub index: usize,
    /// The kind of type it must be; `None`: any type, and the none type
    /// when no `: type` is written.
    pub check: Option<fn(&Context, Type) -> bool>,
}

/// A type's or attribute's parameters and assembly format.
pub struct DefFormat {
    /// The definition's Rust name, for messages.
    pub name: &'static str,
    /// The parameters, in order.
    pub params: &'static [ParamSpec],
    /// The format.
    pub elements: &'static [DefElem],
    /// The verifier (`genVerifyDecl`): an error message for invalid
    /// parameters.
    pub verify: Option<VerifyFn>,
    /// The attribute's own type among the parameters, if one is.
    pub self_type: Option<SelfType>,
}

/// Reads the parameters of a type or attribute after its mnemonic.
#[doc(hidden)]
pub fn parse(p: &mut Parser<'_>, f: &DefFormat) -> PResult<Vec<Attr>> {
    let start = p.pos();
    let mut slots: Vec<Option<(Attr, bool)>> = vec![None; f.params.len()];
    if let Some(st) = &f.self_type {
        // Checked before the parameters are read, as mlir-tblgen's parser
        // does, where they start.
        let ty = match (p.attr_self_type(), st.check) {
            (Some(t), Some(check)) if !check(p.ctx(), t) => {
                return Err(p.err_at(start, "invalid kind of type specified"));
            }
            (Some(t), _) => t,
            (None, Some(_)) => return Err(p.err_at(start, "expected a trailing type")),
            (None, None) => p.ctx().none_type(),
        };
        slots[st.index] = Some((p.ctx().type_attr(ty), true));
    }
    parse_elems(p, f, f.elements, &mut slots)?;
    let mut out = Vec::with_capacity(slots.len());
    for (spec, slot) in f.params.iter().zip(slots) {
        out.push(match (slot, spec.default) {
            (Some((a, _)), _) => a,
            (None, Some(d)) => d(p.ctx_mut()),
            (None, None) => {
                return Err(p.err_at(start, format!("{} is missing its parameter '{}'", f.name, spec.name)));
            }
        });
    }
    if let Some(v) = f.verify {
        let loc = p.loc_at(start);
        v(p.ctx(), loc, &out)?;
    }
    Ok(out)
}

fn literal_token(text: &str) -> Option<Tok> {
    Some(match text {
        ":" => Tok::Colon,
        "," => Tok::Comma,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        "?" => Tok::Question,
        "+" => Tok::Plus,
        "-" => Tok::Minus,
        "*" => Tok::Star,
        "..." => Tok::Ellipsis,
        "|" => Tok::Vertical,
        _ => return None,
    })
}

fn parse_literal(p: &mut Parser<'_>, text: &str) -> PResult<()> {
    match literal_token(text) {
        Some(t) => p.expect(t, &format!("expected '{text}'")).map(|_| ()),
        None => p.expect_keyword(text),
    }
}

fn parse_optional_literal(p: &mut Parser<'_>, text: &str) -> bool {
    match literal_token(text) {
        Some(t) => p.consume_if(t),
        None => p.consume_keyword_if(text),
    }
}

type Slots = [Option<(Attr, bool)>];

fn parse_param_into(p: &mut Parser<'_>, f: &DefFormat, i: usize, slots: &mut Slots) -> PResult<()> {
    let spec = &f.params[i];
    // As mlir-tblgen's parser, a parameter is read wherever the format
    // reaches it, by its kind's parser (an `Option` reads its value only if
    // one starts here, as `FieldParser<std::optional<T>>`, and is `None`
    // otherwise); a default is for a parameter the format never reaches.
    let read = (spec.parse)(p).map(Some);
    slots[i] = read.map_err(|e| {
        // mlir-tblgen's parser adds an error of its own where the
        // parameter's parser stopped, whatever the parameter's kind.
        let cpp = (spec.cpp_type)();
        let msg = format!("{FAILED_TO_PARSE}{} parameter '{}' which is to be a `{cpp}`", f.name, spec.name);
        p.then_asm_error_here(e, msg)
    })?;
    Ok(())
}

/// The start of the error mlir-tblgen's parser adds when a parameter fails
/// to parse.
const FAILED_TO_PARSE: &str = "failed to parse ";
/// The start of an enum parameter's errors (mlir-tblgen's `FieldParser`).
const EXPECTED_ONE_OF: &str = "expected one of [";
const EXPECTED_KEYWORD_FOR: &str = "expected keyword for ";
/// The start of an enum parameter's errors (the `parameterParser` of
/// MLIR's `EnumAttrInfo`).
const EXPECTED_KEYWORD_OR_STRING: &str = "expected valid keyword or string";
const TO_BE_ONE_OF: &str = " to be one of: ";

/// Whether slot `i` was read and differs from the parameter's default
/// (mlir-tblgen's `genIsPresent`).
fn differs_from_default(p: &mut Parser<'_>, f: &DefFormat, i: usize, slots: &Slots) -> bool {
    slots[i].is_some_and(|(a, _)| !(f.params[i].is_default)(p.ctx(), a))
}

fn parse_elems(p: &mut Parser<'_>, f: &DefFormat, elems: &[DefElem], slots: &mut Slots) -> PResult<()> {
    for e in elems {
        parse_elem(p, f, e, slots)?;
    }
    Ok(())
}

fn parse_elem(p: &mut Parser<'_>, f: &DefFormat, e: &DefElem, slots: &mut Slots) -> PResult<()> {
    match e {
        DefElem::Literal { text, .. } => parse_literal(p, text),
        DefElem::Whitespace(_) => Ok(()),
        DefElem::Param { index, .. } => parse_param_into(p, f, *index, slots),
        DefElem::List { params, named: false, .. } => parse_params_list(p, f, params, slots),
        DefElem::List { params, named: true, .. } => parse_struct(p, f, params, slots),
        DefElem::Custom { parse, args, .. } => {
            let start = p.pos();
            let mut vals: Vec<Option<Attr>> = args
                .iter()
                .map(|a| match a {
                    CustomArg::Bound(_) => None,
                    CustomArg::Ref(i) => slots[*i].map(|s| s.0),
                })
                .collect();
            parse(p, &mut vals)?;
            for (a, v) in args.iter().zip(vals) {
                if let CustomArg::Bound(i) = a {
                    match v {
                        Some(v) => slots[*i] = Some((v, true)),
                        None if f.params[*i].default.is_none() => {
                            return Err(p.err_at(
                                start,
                                format!("custom parser failed to parse parameter '{}'", f.params[*i].name),
                            ))
                        }
                        None => {}
                    }
                }
            }
            Ok(())
        }
        DefElem::Optional { then, otherwise, .. } => {
            let first = then.iter().position(|e| !matches!(e, DefElem::Whitespace(_))).unwrap_or(then.len());
            let present = match then.get(first) {
                Some(DefElem::Literal { text, .. }) => parse_optional_literal(p, text),
                Some(DefElem::Param { index, .. }) => {
                    parse_param_into(p, f, *index, slots)?;
                    slots[*index].is_some_and(|s| s.1)
                }
                Some(el @ DefElem::List { params, .. }) => {
                    parse_elem(p, f, el, slots)?;
                    params.iter().any(|(i, _)| slots[*i].is_some_and(|s| s.1))
                }
                _ => false,
            };
            if present {
                parse_elems(p, f, &then[first + 1..], slots)
            } else {
                parse_elems(p, f, otherwise, slots)
            }
        }
    }
}

/// `params`: `a, b, c`; a comma after an optional parameter only when it was
/// there, and commas after the last required parameter are optional.
fn parse_params_list(p: &mut Parser<'_>, f: &DefFormat, params: &[(usize, bool)], slots: &mut Slots) -> PResult<()> {
    let last_required = params.iter().rposition(|(i, _)| f.params[*i].default.is_none()).unwrap_or(0);
    for (k, (i, _)) in params.iter().enumerate() {
        if k > 0 {
            let prev = params[k - 1].0;
            let optional = f.params[prev].default.is_some();
            if !optional || differs_from_default(p, f, prev, slots) {
                if k <= last_required {
                    parse_literal(p, ",")?;
                } else if !p.consume_if(Tok::Comma) {
                    return Ok(());
                }
            }
        }
        parse_param_into(p, f, *i, slots)?;
    }
    Ok(())
}

/// `struct(...)`: `name = value` pairs in any order.
fn parse_struct(p: &mut Parser<'_>, f: &DefFormat, params: &[(usize, bool)], slots: &mut Slots) -> PResult<()> {
    let mut seen = vec![false; params.len()];
    let body = |p: &mut Parser<'_>, slots: &mut Slots, seen: &mut [bool], key: &str| -> PResult<()> {
        parse_literal(p, "=")?;
        match params.iter().position(|(i, _)| f.params[*i].name == key) {
            Some(k) if !seen[k] => {
                seen[k] = true;
                parse_param_into(p, f, params[k].0, slots)
            }
            _ => Err(p.err_here(format!("duplicate or unknown struct parameter name: {key}"))),
        }
    };
    let key = |p: &mut Parser<'_>| -> PResult<String> {
        if !p.is(Tok::BareIdent) {
            return Err(p.err_here("expected a parameter name in struct"));
        }
        let t = p.advance_token();
        Ok(p.token_text(t).to_string())
    };
    let optional = params.iter().filter(|(i, _)| f.params[*i].default.is_some()).count();
    if optional == 0 {
        for k in 0..params.len() {
            let name = key(p)?;
            body(p, slots, &mut seen, &name)?;
            if k + 1 != params.len() {
                parse_literal(p, ",")?;
            }
        }
    } else if optional == params.len() {
        if p.is(Tok::BareIdent) {
            let name = key(p)?;
            body(p, slots, &mut seen, &name)?;
            while p.consume_if(Tok::Comma) {
                let name = key(p)?;
                body(p, slots, &mut seen, &name)?;
            }
        }
    } else {
        loop {
            let name = key(p)?;
            body(p, slots, &mut seen, &name)?;
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        for (k, (i, _)) in params.iter().enumerate() {
            if !seen[k] && f.params[*i].default.is_none() {
                return Err(p.err_here(format!("struct is missing required parameter: {}", f.params[*i].name)));
            }
        }
    }
    Ok(())
}

/// Writes the parameters of a type or attribute after its mnemonic.
#[doc(hidden)]
pub fn print(p: &mut Printer<'_>, f: &DefFormat, values: &[Attr]) {
    print_elems(p, f, f.elements, values);
}

/// Whether parameter `i` is printed: required, or optional and not equal to
/// its default.
fn is_present(p: &Printer<'_>, f: &DefFormat, i: usize, values: &[Attr]) -> bool {
    !(f.params[i].is_default)(p.ctx(), values[i])
}

fn print_elems(p: &mut Printer<'_>, f: &DefFormat, elems: &[DefElem], values: &[Attr]) {
    for e in elems {
        print_elem(p, f, e, values);
    }
}

fn space(p: &mut Printer<'_>, s: bool) {
    if s {
        p.write(" ");
    }
}

fn print_elem(p: &mut Printer<'_>, f: &DefFormat, e: &DefElem, values: &[Attr]) {
    match e {
        DefElem::Literal { text, space: s } => {
            space(p, *s);
            p.write(text);
        }
        DefElem::Whitespace("\\n") => p.print_new_line(),
        DefElem::Whitespace(w) => p.write(w),
        DefElem::Param { index, space: s, qualified } => {
            if is_present(p, f, *index, values) {
                space(p, *s);
                (f.params[*index].print)(p, values[*index], *qualified);
            }
        }
        DefElem::List { params, named, space: s } => {
            let all_optional = params.iter().all(|(i, _)| f.params[*i].default.is_some());
            if *s && (!all_optional || params.iter().any(|(i, _)| is_present(p, f, *i, values))) {
                p.write(" ");
            }
            let mut first = true;
            for (i, q) in params.iter() {
                if !is_present(p, f, *i, values) {
                    continue;
                }
                if !first {
                    p.write(", ");
                }
                first = false;
                if *named {
                    p.write(f.params[*i].name);
                    p.write(" = ");
                }
                (f.params[*i].print)(p, values[*i], *q);
            }
        }
        DefElem::Custom { print, args, space: s, .. } => {
            space(p, *s);
            let vals: Vec<Attr> = args
                .iter()
                .map(|a| match a {
                    CustomArg::Bound(i) | CustomArg::Ref(i) => values[*i],
                })
                .collect();
            print(p, &vals);
        }
        DefElem::Optional { anchor, inverted, then, otherwise } => {
            let any = anchor.iter().any(|i| is_present(p, f, *i, values));
            if any != *inverted {
                print_elems(p, f, then, values);
            } else {
                print_elems(p, f, otherwise, values);
            }
        }
    }
}

/// Checks the parameters given to a builder (`get_checked`) with the
/// definition's verifier, if it has one; an error is reported at `loc`.
#[doc(hidden)]
pub fn check(ctx: &Context, loc: Location, f: &DefFormat, params: &[Attr]) -> Result<(), Diagnostic> {
    match f.verify {
        Some(v) => v(ctx, loc, params),
        None => Ok(()),
    }
}

/// The attribute `#dialect.mnemonic<params>` of a registered definition.
#[doc(hidden)]
pub fn dialect_attr(ctx: &Context, dialect: &str, mnemonic: &str, params: &[Attr]) -> Attr {
    let def = ctx
        .registry()
        .attr_def_index(dialect, mnemonic)
        .unwrap_or_else(|| panic!("attribute #{dialect}.{mnemonic} is not registered"));
    ctx.get_attr(AttrKind::Dialect { def, params: params.into() })
}

/// Reads a type of the definition `dialect.mnemonic` written stripped
/// (its parameters only, `<1, 2>`) or in full (`!dialect.mnemonic<1, 2>`),
/// as MLIR's `parseCustomTypeWithFallback`.
#[doc(hidden)]
pub fn parse_stripped_type(p: &mut Parser<'_>, dialect: &str, mnemonic: &str) -> PResult<Type> {
    let start = p.pos();
    if p.is(Tok::ExclaimIdent) {
        let t = p.parse_type()?;
        if t.is_dialect_type(p.ctx(), dialect, mnemonic) {
            return Ok(t);
        }
        let found = crate::print::type_to_string(p.ctx(), t);
        return Err(p.asm_error_at(
            start,
            format!("invalid kind of type specified: expected {dialect}.{mnemonic}, but found '{found}'"),
        ));
    }
    let def = p.ctx().registry().type_def_index(dialect, mnemonic);
    let Some(def) = def else {
        return Err(p.err_at(start, format!("type !{dialect}.{mnemonic} is not registered")));
    };
    let params = match crate::parse::ParamAsm::of(p.ctx().registry().type_def(def).asm) {
        Some(asm) => p.without_self_type(|p| (asm.parse)(p))?,
        None => Vec::new(),
    };
    Ok(p.ctx().get_type(crate::types::TypeKind::Dialect { def, params: params.into() }))
}

/// Writes a dialect type stripped: its parameters only, or in full when
/// that prints nothing (MLIR's `printStrippedAttrOrType`).
#[doc(hidden)]
pub fn print_stripped_type(p: &mut Printer<'_>, t: Type) {
    if let Some((def, params)) = t.dialect_def(p.ctx()) {
        if let Some(asm) = crate::parse::ParamAsm::of(def.asm) {
            if p.wrote_any(|p| p.with_def_dialect(def.dialect, |p| (asm.print)(p, params))) {
                return;
            }
        }
    }
    p.print_type(t);
}

/// [`parse_stripped_type`] for attributes.
#[doc(hidden)]
pub fn parse_stripped_attr(p: &mut Parser<'_>, dialect: &str, mnemonic: &str) -> PResult<Attr> {
    let start = p.pos();
    if p.is(Tok::HashIdent) {
        let a = p.parse_attribute(None)?;
        if a.dialect_def(p.ctx()).is_some_and(|(d, _)| d.dialect == dialect && d.mnemonic == mnemonic) {
            return Ok(a);
        }
        return Err(p.asm_error_at(start, "invalid kind of attribute specified"));
    }
    let def = p.ctx().registry().attr_def_index(dialect, mnemonic);
    let Some(def) = def else {
        return Err(p.err_at(start, format!("attribute #{dialect}.{mnemonic} is not registered")));
    };
    let params = match crate::parse::ParamAsm::of(p.ctx().registry().attr_def(def).asm) {
        Some(asm) => p.without_self_type(|p| (asm.parse)(p))?,
        None => Vec::new(),
    };
    Ok(p.ctx_mut().get_attr(AttrKind::Dialect { def, params: params.into() }))
}

/// [`print_stripped_type`] for attributes.
#[doc(hidden)]
pub fn print_stripped_attr(p: &mut Printer<'_>, a: Attr) {
    if let Some((def, params)) = a.dialect_def(p.ctx()) {
        if let Some(asm) = crate::parse::ParamAsm::of(def.asm) {
            if p.wrote_any(|p| p.with_def_dialect(def.dialect, |p| (asm.print)(p, params))) {
                return;
            }
        }
    }
    p.print_attr(a);
}

/// Reads a case of an enum parameter, a keyword or a string (the
/// `FieldParser` mlir-tblgen generates for an enum): the index of the case
/// in `keywords`. `None` when `optional` and no keyword or string starts
/// here (an `Option` parameter left out). `summary` names the enum in
/// messages, as MLIR words them.
#[doc(hidden)]
pub fn parse_enum_param(
    p: &mut Parser<'_>,
    keywords: &[&str],
    summary: &str,
    optional: bool,
) -> PResult<Option<usize>> {
    let at = p.pos();
    let word = if p.is(Tok::String) {
        p.parse_string()?
    } else if p.is(Tok::BareIdent) {
        let t = p.advance_token();
        p.token_text(t).to_string()
    } else if optional {
        return Ok(None);
    } else {
        return Err(p.asm_error_at(at, format!("{EXPECTED_KEYWORD_FOR}{summary}")));
    };
    if let Some(i) = keywords.iter().position(|k| *k == word) {
        return Ok(Some(i));
    }
    // mlir-tblgen 22 lists a case that is no bare identifier quoted and
    // then bare (`"+"+`).
    let cases: Vec<String> = keywords
        .iter()
        .map(|k| if crate::print::is_bare_identifier(k) { k.to_string() } else { format!("\"{k}\"{k}") })
        .collect();
    Err(p.asm_error_at(at, format!("{EXPECTED_ONE_OF}{}] for {summary}, got: {word}", cases.join(", "))))
}

/// Reads a bit enum parameter, keywords separated by the enum's separator
/// (`read, write`), as mlir-tblgen's `FieldParser` of a bit enum; `summary`
/// words the errors. `None` when `optional` and no keyword starts here.
#[doc(hidden)]
pub fn parse_bit_enum_param(
    p: &mut Parser<'_>,
    cases: &[(&str, i64)],
    summary: &str,
    separator: &str,
    optional: bool,
) -> PResult<Option<i64>> {
    if optional && !p.is(Tok::BareIdent) {
        return Ok(None);
    }
    let mut bits = 0;
    let separator_token = super::constraints::bit_enum_separator_token(separator);
    // mlir-tblgen's parser names a `|` the flag should have followed (not a `,`).
    let mut after = "";
    loop {
        let at = p.pos();
        if !p.is(Tok::BareIdent) {
            return Err(p.asm_error_at(at, format!("{EXPECTED_KEYWORD_FOR}{summary}{after}")));
        }
        let t = p.advance_token();
        let word = p.token_text(t);
        match cases.iter().find(|(s, _)| *s == word) {
            Some((_, v)) => bits |= v,
            None => {
                let names: Vec<&str> = cases.iter().map(|(s, _)| *s).collect();
                let msg = format!("{EXPECTED_ONE_OF}{}] for {summary}, got: {word}", names.join(", "));
                return Err(p.asm_error_at(at, msg));
            }
        }
        if !p.consume_if(separator_token) {
            return Ok(Some(bits));
        }
        if separator_token == Tok::Vertical {
            after = " after '|'";
        }
    }
}

/// Reads a keyword or a string (MLIR's `parseKeywordOrString`); `None`
/// when neither starts here.
fn keyword_or_string(p: &mut Parser<'_>) -> PResult<Option<String>> {
    if p.is(Tok::String) {
        p.parse_string().map(Some)
    } else if p.is(Tok::BareIdent) {
        let t = p.advance_token();
        Ok(Some(p.token_text(t).to_string()))
    } else {
        Ok(None)
    }
}

/// Reads an enum parameter whose enum is an `EnumAttrInfo` of MLIR
/// (`I32EnumAttr`, `I64EnumAttr`) with that info's `parameterParser`: a
/// keyword or string naming a case; `cpp_type` words the error
/// (`expected test::TestEnum to be one of: first, second`). `None` when
/// `optional` and no keyword or string starts here.
#[doc(hidden)]
pub fn parse_enum_attr_param(
    p: &mut Parser<'_>,
    keywords: &[&str],
    cpp_type: &str,
    optional: bool,
) -> PResult<Option<usize>> {
    let at = p.pos();
    let Some(word) = keyword_or_string(p)? else {
        // At the token (at the end of the text, too), as `emitError` at the
        // current location.
        let here = p.pos();
        return if optional { Ok(None) } else { Err(p.asm_error_at(here, EXPECTED_KEYWORD_OR_STRING)) };
    };
    match keywords.iter().position(|k| *k == word) {
        Some(i) => Ok(Some(i)),
        None => Err(p.asm_error_at(at, format!("expected {cpp_type}{TO_BE_ONE_OF}{}", keywords.join(", ")))),
    }
}

/// [`parse_enum_attr_param`] of a bit enum (MLIR's `BitEnumAttr`): cases
/// joined by the separator's `|` or `,`; an unknown case is reported where
/// the flags start, as that `parameterParser` does.
#[doc(hidden)]
pub fn parse_bit_enum_attr_param(
    p: &mut Parser<'_>,
    cases: &[(&str, i64)],
    cpp_type: &str,
    separator: &str,
    optional: bool,
) -> PResult<Option<i64>> {
    let at = p.pos();
    let mut bits = 0;
    loop {
        let Some(word) = keyword_or_string(p)? else {
            let here = p.pos();
            return if optional && here == at {
                Ok(None)
            } else {
                Err(p.asm_error_at(here, EXPECTED_KEYWORD_OR_STRING))
            };
        };
        match cases.iter().find(|(s, _)| *s == word) {
            Some((_, v)) => bits |= v,
            None => {
                let names: Vec<&str> = cases.iter().map(|(s, _)| *s).collect();
                return Err(p.asm_error_at(at, format!("expected {cpp_type}{TO_BE_ONE_OF}{}", names.join(", "))));
            }
        }
        if !p.consume_if(super::constraints::bit_enum_separator_token(separator)) {
            return Ok(Some(bits));
        }
    }
}

/// Writes a case of an enum parameter: its keyword, quoted when it is not a
/// bare identifier (`"dash-separated"`), as mlir-tblgen's printer does.
#[doc(hidden)]
pub fn print_enum_param(p: &mut Printer<'_>, keyword: &str) {
    p.write(&super::constraints::enum_case_text(keyword));
}
