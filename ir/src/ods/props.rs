//! Properties: inherent op data declared by its Rust value (MLIR 22's
//! `Property<...>` family: `I64Prop`, `StringProp`, `BoolProp`,
//! `IntArrayProp`, `ArrayProp`, `OptionalProp`, `DefaultValuedProp`,
//! `UnitProp`, `ConfinedProp`, `ConstantProp`).
//!
//! A property is held in the op's property dictionary in its *attribute
//! form* (MLIR's `convertToAttribute`): that is what the generic form prints
//! inside `<{...}>` and what `prop-dict` prints, and attribute uniquing gives
//! comparison and hashing. Accessors and builders convert to and from the
//! Rust value; `$name` in an assembly format uses the property's own syntax
//! (MLIR's `parser`/`printer`: `1`, `"s"`, `[1, 2]`, `unit`).

use super::constraints::{ArrayValues, AttrConstraint, DenseArrayElement};
use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::parse::lexer::Tok;
use crate::parse::Parser;
use crate::print::Printer;
use crate::registry::PResult;
use std::marker::PhantomData;

/// A Rust value that can be an op property. Implement it for a type of
/// your own to use it in `Property<T>`: the attribute form (for the generic
/// form and `prop-dict`), the custom syntax (for `$name` in formats), and
/// `PartialEq` (defaults are left out of `prop-dict` when equal). A property
/// that is absent from a generic op is `Default::default()`, as MLIR
/// value-initialises its properties struct.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be held in a property",
    label = "not a property value",
    note = "properties hold integers, `bool`, `String`, `Vec`s of integers, enums with `#[enum_attr(prop)]` (a bit enum's `BitFlags`), \
            `Option`, `ArrayProp`, `ConfinedProp` or `ConstantProp` of these, or a type of your own that \
            implements `ods_ir::ods::PropertyValue` (its attribute form, syntax and comparison)"
)]
pub trait PropertyValue: Clone + PartialEq + Default + 'static {
    /// What the value is, for messages: ODS's summary (`int64_t`, `string`).
    fn summary() -> String;
    /// The attribute form (MLIR's `convertToAttribute`).
    fn to_attr(&self, ctx: &Context) -> Attr;
    /// The value of an attribute form (MLIR's `convertFromAttribute`), or
    /// why `attr` is not one: a message at no location (make it with
    /// [`conversion_error`]), which the parser reports after "invalid
    /// properties {...} for op x: ".
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic>;
    /// The stored form of an attribute form (MLIR's `convertFromAttribute`
    /// then `convertToAttribute`), or why it cannot be stored. By default
    /// through the value; a property whose storage holds more than its
    /// valid values (MLIR's `EnumProp` stores any integer, which its
    /// predicate then refuses in the verifier) says so here.
    fn convert(ctx: &Context, attr: Attr) -> Result<Attr, Diagnostic> {
        Self::from_attr(ctx, attr).map(|v| v.to_attr(ctx))
    }
    /// Reads the custom syntax (MLIR's `parser`).
    fn parse(p: &mut Parser<'_>) -> PResult<Self>;
    /// Prints the custom syntax (MLIR's `printer`).
    fn print(&self, p: &mut Printer<'_>);
    /// MLIR's `optionalParser`: whether the next token starts a value, or
    /// `None` when the property cannot be parsed optionally (then it cannot
    /// anchor an optional group).
    fn starts(_p: &Parser<'_>) -> Option<bool> {
        None
    }
    /// [`PropertyValue::starts`] is defined (keep in step with it).
    const OPTIONAL_PARSER: bool = false;
    /// The property has a default value of its own (ODS `defaultValue`, as
    /// `UnitProp`'s `false`); `OptionalProp` of it prints `some<...>`.
    const HAS_DEFAULT_VALUE: bool = false;
    /// Whether the value meets the property's predicate (ODS's
    /// `predicate`, checked by the verifier: "property 'p' failed to
    /// satisfy constraint", then the summary). Every value by default; combinators
    /// pass it on (`ArrayProp`: every element, `Option`: the value if any),
    /// [`ConfinedProp`] adds its own.
    fn satisfies(&self) -> bool {
        true
    }
}

/// A property conversion error (see [`PropertyValue::from_attr`]): the
/// message, at no location.
pub fn conversion_error(message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(crate::Location::UNKNOWN, message)
}

/// An enum as a property value (MLIR's `EnumProp` and its variants
/// `NamedEnumProp` and `EnumPropWithAttrForm`), as the enum derive
/// describes it; the functions below read and write every such property.
#[doc(hidden)]
pub struct EnumPropInfo {
    /// The enum's C++ type, for messages (`::mlir::ptr::PtrDiffFlags`).
    pub cpp_type: &'static str,
    /// The enum's summary: the property's (verifier and parse messages).
    pub summary: &'static str,
    /// The width of the integer storage.
    pub width: u32,
    /// Every case: keyword and value.
    pub cases: &'static [(&'static str, i64)],
    /// The keywords of the cases, in the same order.
    pub keywords: &'static [&'static str],
    /// A bit enum's separator (`|`, `, `); `None` for an integer enum.
    pub separator: Option<&'static str>,
    /// A bit enum prints its groups first (`printBitEnumPrimaryGroups`).
    pub primary_groups: bool,
    /// `NamedEnumProp`: the value is written `mnemonic<value>`.
    pub mnemonic: Option<&'static str>,
    /// `EnumPropWithAttrForm`: the enum attribute also accepted as the
    /// attribute form.
    pub attr_form: Option<EnumAttrForm>,
}

/// The attribute form an enum property also reads (`EnumPropWithAttrForm`).
#[doc(hidden)]
pub struct EnumAttrForm {
    /// The attribute's C++ class, for messages.
    pub cpp_type: &'static str,
    /// The enum value of the attribute, if it is one.
    pub value: fn(&Context, Attr) -> Option<i64>,
}

impl EnumPropInfo {
    /// The stored form of `value`: an integer of the enum's width.
    pub fn to_attr(&self, ctx: &Context, value: i64) -> Attr {
        let t = ctx.int_type(self.width);
        ctx.integer_attr(t, value as i128)
    }

    /// The integer an attribute form holds: the attribute form's value, or
    /// any `IntegerAttr` zero-extended from its width and cut to the
    /// enum's (whether it is a valid value is the predicate's business, in
    /// the verifier), as MLIR's `convertFromAttribute`.
    pub fn from_attr(&self, ctx: &Context, attr: Attr) -> Result<i64, Diagnostic> {
        if let Some(v) = self.attr_form.as_ref().and_then(|f| (f.value)(ctx, attr)) {
            return Ok(v);
        }
        let mask = |w: u32| if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        match attr.kind(ctx) {
            AttrKind::Integer { ty, value } => {
                let low = match value {
                    crate::attrs::IntValue::Small(v) => v.get() as u64,
                    crate::attrs::IntValue::Big(words) => words.first().copied().unwrap_or(0),
                };
                // `true` is 1.
                let own = ty.int_or_float_width(ctx).unwrap_or(64);
                Ok((low & mask(own) & mask(self.width)) as i64)
            }
            _ => Err(conversion_error(match &self.attr_form {
                Some(f) => format!("expected {} or IntegerAttr storage for {}", f.cpp_type, self.cpp_type),
                None => format!("expected IntegerAttr storage for {}", self.cpp_type),
            })),
        }
    }

    /// Whether `value` is valid: a case of an integer enum, or only known
    /// bits of a bit enum (the property's predicate).
    pub fn is_valid(&self, value: i64) -> bool {
        match self.separator {
            Some(_) => value & !self.cases.iter().fold(0, |all, (_, v)| all | v) == 0,
            None => self.cases.iter().any(|(_, v)| *v == value),
        }
    }

    /// Reads a value (MLIR's `parser`): a case keyword (or string) of an
    /// integer enum, keywords joined by the separator of a bit enum, inside
    /// `mnemonic<...>` when named.
    pub fn parse(&self, p: &mut Parser<'_>) -> PResult<i64> {
        if let Some(m) = self.mnemonic {
            if !p.consume_keyword_if(m) {
                let at = p.pos();
                return Err(p.asm_error_at(at, format!("expected '{m}'")));
            }
            p.expect(Tok::Less, "expected '<'")?;
        }
        let value = match self.separator {
            Some(sep) => super::typedef::parse_bit_enum_param(p, self.cases, self.summary, sep, false)?.unwrap_or(0),
            None => {
                let index = super::typedef::parse_enum_param(p, self.keywords, self.summary, false)?;
                self.cases[index.unwrap_or(0)].1
            }
        };
        if self.mnemonic.is_some() {
            p.expect(Tok::Greater, "expected '>'")?;
        }
        Ok(value)
    }

    /// Whether a value starts here (MLIR's `optionalParser`): the mnemonic
    /// of a named property; else a keyword, or of an integer enum a string
    /// too (`FieldParser<std::optional<E>>`), which must then be a case.
    pub fn starts(&self, p: &Parser<'_>) -> bool {
        match (self.mnemonic, self.separator) {
            (Some(m), _) => p.is_keyword(m),
            (None, Some(_)) => p.is(Tok::BareIdent),
            (None, None) => p.is(Tok::BareIdent) || p.is(Tok::String),
        }
    }

    /// Prints a value (MLIR's `printer`): the case keyword, quoted if it is
    /// no bare identifier, or the set flags joined by the separator.
    pub fn print(&self, p: &mut Printer<'_>, value: i64) {
        if let Some(m) = self.mnemonic {
            p.write(m);
            p.write("<");
        }
        match self.separator {
            Some(sep) => p.write(&super::constraints::bit_enum_text(self.cases, value, sep, self.primary_groups)),
            None => {
                let keyword = self.cases.iter().find(|(_, v)| *v == value).map_or("", |(k, _)| k);
                super::typedef::print_enum_param(p, keyword);
            }
        }
        if self.mnemonic.is_some() {
            p.write(">");
        }
    }
}

/// A bit enum that is a property value (`#[enum_attr(kind = "bit", prop)]`):
/// its flags, [`BitFlags`](super::BitFlags), are then one.
pub trait BitEnumProperty: super::BitEnum {
    /// How the property reads and writes.
    #[doc(hidden)]
    const PROPERTY: EnumPropInfo;
}

impl<E: BitEnumProperty> PropertyValue for super::BitFlags<E> {
    fn summary() -> String {
        E::PROPERTY.summary.to_string()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        E::PROPERTY.to_attr(ctx, self.bits())
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        E::PROPERTY.from_attr(ctx, attr).map(Self::from_bits)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        E::PROPERTY.parse(p).map(Self::from_bits)
    }
    fn print(&self, p: &mut Printer<'_>) {
        E::PROPERTY.print(p, self.bits())
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some(E::PROPERTY.starts(p))
    }
    const OPTIONAL_PARSER: bool = true;
    fn satisfies(&self) -> bool {
        E::PROPERTY.is_valid(self.bits())
    }
}

/// Whether a property value can be read optionally (`optionalParser`), for
/// the check of optional-group anchors in formats (called by the generated
/// code).
#[doc(hidden)]
pub const fn has_optional_parser<T: PropertyValue>() -> bool {
    T::OPTIONAL_PARSER
}

/// The attribute constraint of a property of Rust type `T`: the attribute
/// form must convert back to a `T`.
pub struct Prop<T>(PhantomData<T>);

impl<T: PropertyValue> AttrConstraint for Prop<T> {
    type Value<'a> = T;
    fn summary() -> String {
        T::summary()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        T::from_attr(ctx, a).is_ok_and(|v| v.satisfies())
    }
    fn value(ctx: &Context, a: Attr) -> T {
        T::from_attr(ctx, a).unwrap_or_default()
    }
    const PROPERTY: bool = true;
    fn convert(ctx: &Context, a: Attr) -> Result<Attr, Diagnostic> {
        T::convert(ctx, a)
    }
    fn make(ctx: &Context, v: T) -> Attr {
        v.to_attr(ctx)
    }
    const TYPE_BUILDER: bool = true;
    const GENERIC_PARSER: bool = false;
    fn parse(p: &mut Parser<'_>, _name: &str) -> Option<PResult<Attr>> {
        Some(T::parse(p).map(|v| v.to_attr(p.ctx_mut())))
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        let v = T::from_attr(ctx, a).ok()?;
        let mut pr = Printer::new(ctx);
        v.print(&mut pr);
        Some(pr.into_string())
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some(T::starts(p).unwrap_or(false))
    }
}

/// A property value that its accessor reads from the stored attribute form
/// without building a new value: `Vec<i64>` and `Vec<i32>` as an
/// [`ArrayValues`] view, `String` as `&str`, and `Option`s of these. The op
/// derive gives `Property`, `OptionalProp` and `DefaultValuedProp` fields
/// of these types the [`PropView`] constraint, so accessors do not
/// allocate where the data is already stored.
pub trait PropertyView: PropertyValue {
    /// What accessors return (and builders take), borrowed from the context.
    type View<'a>;
    /// The view of an attribute form; the default value's view when `attr`
    /// is not one (as [`Prop`] reads the default value).
    fn view(ctx: &Context, attr: Attr) -> Self::View<'_>;
    /// The attribute form of a view.
    fn view_to_attr(ctx: &Context, v: Self::View<'_>) -> Attr;
}

impl<T: DenseArrayElement> PropertyView for Vec<T>
where
    Vec<T>: PropertyValue,
{
    type View<'a> = ArrayValues<'a, T>;
    fn view(ctx: &Context, attr: Attr) -> ArrayValues<'_, T> {
        ArrayValues::of(ctx, attr).unwrap_or_default()
    }
    fn view_to_attr(ctx: &Context, v: ArrayValues<'_, T>) -> Attr {
        v.to_vec().to_attr(ctx)
    }
}

impl PropertyView for String {
    type View<'a> = &'a str;
    fn view(ctx: &Context, attr: Attr) -> &str {
        attr.as_str(ctx).unwrap_or_default()
    }
    fn view_to_attr(ctx: &Context, v: &str) -> Attr {
        ctx.string_attr(v)
    }
}

impl<T: PropertyView> PropertyView for Option<T> {
    type View<'a> = Option<T::View<'a>>;
    fn view(ctx: &Context, attr: Attr) -> Self::View<'_> {
        match attr.as_array(ctx)? {
            [a] => Some(T::view(ctx, *a)),
            _ => None,
        }
    }
    fn view_to_attr(ctx: &Context, v: Self::View<'_>) -> Attr {
        match v {
            None => ctx.array_attr(&[]),
            Some(v) => {
                let a = T::view_to_attr(ctx, v);
                ctx.array_attr(&[a])
            }
        }
    }
}

/// The attribute constraint of a property whose accessor returns a view
/// ([`PropertyView`]); otherwise the same as [`Prop`] (checks, syntax).
pub struct PropView<T>(PhantomData<T>);

impl<T: PropertyView> AttrConstraint for PropView<T> {
    type Value<'a> = T::View<'a>;
    fn summary() -> String {
        T::summary()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        <Prop<T> as AttrConstraint>::check(ctx, a)
    }
    fn value(ctx: &Context, a: Attr) -> Self::Value<'_> {
        T::view(ctx, a)
    }
    fn make(ctx: &Context, v: Self::Value<'_>) -> Attr {
        T::view_to_attr(ctx, v)
    }
    const PROPERTY: bool = true;
    fn convert(ctx: &Context, a: Attr) -> Result<Attr, Diagnostic> {
        <Prop<T> as AttrConstraint>::convert(ctx, a)
    }
    const TYPE_BUILDER: bool = true;
    const GENERIC_PARSER: bool = false;
    fn parse(p: &mut Parser<'_>, name: &str) -> Option<PResult<Attr>> {
        <Prop<T> as AttrConstraint>::parse(p, name)
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        <Prop<T> as AttrConstraint>::print(ctx, a)
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        <Prop<T> as AttrConstraint>::starts(p)
    }
}

/// The value of a `UnitProp`: present (`unit`) or not (`unit_absent`); the
/// attribute form is `unit` or `false`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct UnitValue(pub bool);

impl PropertyValue for UnitValue {
    fn summary() -> String {
        "unit property".into()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        if self.0 {
            ctx.unit_attr()
        } else {
            ctx.bool_attr(false)
        }
    }
    /// MLIR's `UnitProp` fails here without a word (its parser then
    /// stops with no message); this says what it expects.
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        match attr.kind(ctx) {
            AttrKind::Unit => Ok(UnitValue(true)),
            _ => attr.as_bool(ctx).map(UnitValue).ok_or_else(|| conversion_error("expected UnitAttr or BoolAttr")),
        }
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        match Self::keyword(p) {
            Some(v) => Ok(v),
            None => Err(p.asm_error_at(p.pos(), "expected 'unit' or 'unit_absent'")),
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.write(if self.0 { "unit" } else { "unit_absent" });
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some(p.is(Tok::BareIdent) && matches!(p.text(), "unit" | "unit_absent"))
    }
    const OPTIONAL_PARSER: bool = true;
    const HAS_DEFAULT_VALUE: bool = true;
}

impl UnitValue {
    fn keyword(p: &mut Parser<'_>) -> Option<Self> {
        if !(p.is(Tok::BareIdent) && matches!(p.text(), "unit" | "unit_absent")) {
            return None;
        }
        let v = p.text() == "unit";
        p.advance_token();
        Some(UnitValue(v))
    }
}

/// The constraint of a `UnitProp` field, whose value is a `bool`.
pub struct UnitPropValue;

impl AttrConstraint for UnitPropValue {
    type Value<'a> = bool;
    fn summary() -> String {
        UnitValue::summary()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        UnitValue::from_attr(ctx, a).is_ok()
    }
    fn value(ctx: &Context, a: Attr) -> bool {
        UnitValue::from_attr(ctx, a).is_ok_and(|u| u.0)
    }
    const PROPERTY: bool = true;
    fn convert(ctx: &Context, a: Attr) -> Result<Attr, Diagnostic> {
        UnitValue::from_attr(ctx, a).map(|v| v.to_attr(ctx))
    }
    fn make(ctx: &Context, v: bool) -> Attr {
        UnitValue(v).to_attr(ctx)
    }
    const TYPE_BUILDER: bool = true;
    const GENERIC_PARSER: bool = false;
    fn parse(p: &mut Parser<'_>, name: &str) -> Option<PResult<Attr>> {
        <Prop<UnitValue> as AttrConstraint>::parse(p, name)
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        <Prop<UnitValue> as AttrConstraint>::print(ctx, a)
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        UnitValue::starts(p)
    }
}

/// Whether an integer starts here (MLIR's `parseOptionalInteger`, which
/// takes `true` and `false` too).
fn starts_integer(p: &Parser<'_>) -> Option<bool> {
    Some(p.is(Tok::Integer) || p.is(Tok::Minus) || p.is_keyword("true") || p.is_keyword("false"))
}

macro_rules! int_property {
    ($($t:ty, $width:expr, $signed:expr, $c:expr;)*) => {$(
        impl PropertyValue for $t {
            fn summary() -> String {
                $c.into()
            }
            fn to_attr(&self, ctx: &Context) -> Attr {
                let t = ctx.int_type($width);
                ctx.integer_attr(t, *self as i128)
            }
            fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
                // MLIR's `convertFromAttribute` takes any integer attribute,
                // sign- or zero-extends it from its own width (`getSExtValue`,
                // `getZExtValue`) and truncates it to the storage type.
                let AttrKind::Integer { ty, value } = attr.kind(ctx) else {
                    return Err(conversion_error("expected IntegerAttr for key `value`"));
                };
                let low = match value {
                    crate::attrs::IntValue::Small(v) => v.get(),
                    crate::attrs::IntValue::Big(words) => u128::from(words.first().copied().unwrap_or(0)),
                };
                let width = ty.int_or_float_width(ctx).unwrap_or(64);
                let low = if $signed || width >= 64 { low } else { low & ((1u128 << width) - 1) };
                Ok(low as $t)
            }
            // MLIR's `FieldParser<IntT>` (`AsmParser::parseInteger<IntT>`).
            fn parse(p: &mut Parser<'_>) -> PResult<Self> {
                Ok(p.parse_asm_integer($width, $signed)? as $t)
            }
            fn print(&self, p: &mut Printer<'_>) {
                p.write(&self.to_string());
            }
            fn starts(p: &Parser<'_>) -> Option<bool> {
                starts_integer(p)
            }
            const OPTIONAL_PARSER: bool = true;
        }
    )*};
}

int_property! {
    i64, 64, true, "int64_t";
    i32, 32, true, "int32_t";
    i16, 16, true, "int16_t";
    i8, 8, true, "int8_t";
    u8, 8, false, "uint8_t";
    u16, 16, false, "uint16_t";
    u32, 32, false, "uint32_t";
}

impl PropertyValue for bool {
    fn summary() -> String {
        "boolean".into()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        ctx.bool_attr(*self)
    }
    /// MLIR 22 words a failure as its string properties do.
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        attr.as_bool(ctx).ok_or_else(|| conversion_error("expected string property to come from string attribute"))
    }
    /// `BoolProp` is an `IntProp<"bool">`: `true`, `false`, or the integer
    /// 0 or 1 (another is "integer value too large").
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        if p.is(Tok::BareIdent) && matches!(p.text(), "true" | "false") {
            let v = p.text() == "true";
            p.advance_token();
            return Ok(v);
        }
        let at = p.pos();
        match p.parse_asm_integer(8, false)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(p.asm_error_at(at, "integer value too large")),
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.write(if *self { "true" } else { "false" });
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some((p.is(Tok::BareIdent) && matches!(p.text(), "true" | "false")) || starts_integer(p) == Some(true))
    }
    const OPTIONAL_PARSER: bool = true;
}

impl PropertyValue for String {
    fn summary() -> String {
        "string".into()
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        ctx.string_attr(self)
    }
    /// Any string attribute, also one with a type (which is dropped).
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        attr.as_str(ctx)
            .map(str::to_string)
            .ok_or_else(|| conversion_error("expected string property to come from string attribute"))
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        if !p.is(Tok::String) {
            return Err(p.asm_error_at(p.pos(), "expected string"));
        }
        p.parse_string()
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.print_escaped_string(self.as_bytes());
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some(p.is(Tok::String))
    }
    const OPTIONAL_PARSER: bool = true;
}

/// `IntArrayProp<IntProp>`: a list of integers, written `[1, 2]`, whose
/// attribute form is a dense array (`array<i64: 1, 2>`).
macro_rules! int_array_property {
    ($($t:ty, $width:expr, $class:expr;)*) => {$(
        impl PropertyValue for Vec<$t> {
            fn summary() -> String {
                format!("array of {}", <$t as PropertyValue>::summary())
            }
            fn to_attr(&self, ctx: &Context) -> Attr {
                let element = ctx.int_type($width);
                let mask = if $width == 64 { u64::MAX as u128 } else { (1u128 << $width) - 1 };
                let data = self.iter().map(|&x| (x as i128 as u128) & mask).collect();
                ctx.get_attr(AttrKind::DenseArray { element, data })
            }
            fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
                match attr.kind(ctx) {
                    AttrKind::DenseArray { element, data } if element.is_signless_int(ctx, $width) => {
                        Ok(data.iter().map(|&d| d as $t).collect())
                    }
                    _ => Err(conversion_error(concat!("expected ", $class, " for key `value`"))),
                }
            }
            fn parse(p: &mut Parser<'_>) -> PResult<Self> {
                let mut out = Vec::new();
                p.expect(Tok::LSquare, "expected '['")?;
                if p.consume_if(Tok::RSquare) {
                    return Ok(out);
                }
                loop {
                    out.push(<$t as PropertyValue>::parse(p)?);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RSquare, "expected ']'")?;
                Ok(out)
            }
            fn print(&self, p: &mut Printer<'_>) {
                p.write("[");
                for (i, v) in self.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.write(&v.to_string());
                }
                p.write("]");
            }
            fn starts(p: &Parser<'_>) -> Option<bool> {
                Some(p.is(Tok::LSquare))
            }
            const OPTIONAL_PARSER: bool = true;
        }
    )*};
}

int_array_property! {
    i64, 64, "DenseI64ArrayAttr";
    i32, 32, "DenseI32ArrayAttr";
}

/// `OptionalProp<P>`: absent or a value; the attribute form is a 0- or
/// 1-element array. The custom syntax is `P`'s own (or `none`) when `P`
/// can be parsed optionally and has no default of its own, otherwise
/// `none` / `some<...>` (MLIR's delegation rule).
impl<T: PropertyValue> PropertyValue for Option<T> {
    fn summary() -> String {
        format!("optional {}", T::summary())
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        match self {
            None => ctx.array_attr(&[]),
            Some(v) => {
                let a = v.to_attr(ctx);
                ctx.array_attr(&[a])
            }
        }
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        match attr.as_array(ctx) {
            None => Err(conversion_error("expected optional properties to materialize as arrays")),
            Some([]) => Ok(None),
            Some([a]) => T::from_attr(ctx, *a).map(Some),
            Some(_) => Err(conversion_error("expected optional properties to become 0- or 1-element arrays")),
        }
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        if p.is(Tok::BareIdent) && p.text() == "none" {
            p.advance_token();
            return Ok(None);
        }
        if delegates::<T>() {
            return T::parse(p).map(Some);
        }
        if !(p.is(Tok::BareIdent) && p.text() == "some") {
            return Err(p.asm_error_at(p.pos(), "expected 'none' or 'some<prop>'"));
        }
        p.advance_token();
        p.expect(Tok::Less, "expected '<'")?;
        let v = T::parse(p)?;
        p.expect(Tok::Greater, "expected '>'")?;
        Ok(Some(v))
    }
    fn print(&self, p: &mut Printer<'_>) {
        match self {
            None => p.write("none"),
            Some(v) if delegates::<T>() => v.print(p),
            Some(v) => {
                p.write("some<");
                v.print(p);
                p.write(">");
            }
        }
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        let keyword = p.is(Tok::BareIdent) && matches!(p.text(), "none" | "some");
        if delegates::<T>() {
            Some((p.is(Tok::BareIdent) && p.text() == "none") || T::starts(p).unwrap_or(false))
        } else {
            Some(keyword)
        }
    }
    const OPTIONAL_PARSER: bool = true;
    const HAS_DEFAULT_VALUE: bool = true;
    fn satisfies(&self) -> bool {
        self.as_ref().is_none_or(T::satisfies)
    }
}

/// Whether `OptionalProp<T>` uses `T`'s own syntax (MLIR: `T` has an
/// optional parser and no default value of its own).
fn delegates<T: PropertyValue>() -> bool {
    !T::HAS_DEFAULT_VALUE && T::OPTIONAL_PARSER
}

/// `ArrayProp<P>`: a list of property values, written `[a, b]` (each in
/// its element's syntax), whose attribute form is an array of the
/// elements' attribute forms (`[1, 2]`, `["a"]`, `[[], [0]]`). It holds
/// any property value, nested ones too (`ArrayProp<ArrayProp<i32>>`,
/// `ArrayProp<Option<i64>>`); `IntArrayProp`, whose attribute form is a
/// dense array, is `Vec<i64>` and `Vec<i32>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArrayProp<T>(pub Vec<T>);

impl<T> Default for ArrayProp<T> {
    fn default() -> Self {
        ArrayProp(Vec::new())
    }
}

impl<T> std::ops::Deref for ArrayProp<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<T> std::ops::DerefMut for ArrayProp<T> {
    fn deref_mut(&mut self) -> &mut Vec<T> {
        &mut self.0
    }
}

impl<T> From<Vec<T>> for ArrayProp<T> {
    fn from(v: Vec<T>) -> Self {
        ArrayProp(v)
    }
}

impl<T, const N: usize> From<[T; N]> for ArrayProp<T> {
    fn from(v: [T; N]) -> Self {
        ArrayProp(v.into())
    }
}

impl<T> FromIterator<T> for ArrayProp<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        ArrayProp(iter.into_iter().collect())
    }
}

impl<T> IntoIterator for ArrayProp<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<T: PropertyValue> PropertyValue for ArrayProp<T> {
    fn summary() -> String {
        format!("array of {}", T::summary())
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        let elements: Vec<Attr> = self.0.iter().map(|v| v.to_attr(ctx)).collect();
        ctx.array_attr(&elements)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        let elements = attr.as_array(ctx).ok_or_else(|| conversion_error("expected array attribute"))?;
        elements.iter().map(|a| T::from_attr(ctx, *a)).collect::<Result<Vec<T>, _>>().map(ArrayProp)
    }
    /// Each element as its own property stores it (an enum element keeps
    /// an integer that is no case, for the verifier to refuse).
    fn convert(ctx: &Context, attr: Attr) -> Result<Attr, Diagnostic> {
        let elements = attr.as_array(ctx).ok_or_else(|| conversion_error("expected array attribute"))?;
        let stored = elements.iter().map(|a| T::convert(ctx, *a)).collect::<Result<Vec<Attr>, _>>()?;
        Ok(ctx.array_attr(&stored))
    }
    /// MLIR's `parseCommaSeparatedList(Delimiter::Square, ...)`.
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        let mut out = Vec::new();
        p.expect(Tok::LSquare, "expected '['")?;
        if p.consume_if(Tok::RSquare) {
            return Ok(ArrayProp(out));
        }
        loop {
            out.push(T::parse(p)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare, "expected ']'")?;
        Ok(ArrayProp(out))
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.write("[");
        for (i, v) in self.0.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            v.print(p);
        }
        p.write("]");
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        Some(p.is(Tok::LSquare))
    }
    const OPTIONAL_PARSER: bool = true;
    fn satisfies(&self) -> bool {
        self.0.iter().all(T::satisfies)
    }
}

/// A predicate on property values of type `T`, for [`ConfinedProp`]
/// (ODS's `Pred` on the property's interface type, `$_self >= 0`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is no predicate on `{T}` property values",
    label = "`ConfinedProp<{T}, _>` needs a predicate on `{T}`",
    note = "a `ConfinedProp<T, P>` takes a `P` that implements `ods_ir::ods::PropPredicate<T>` for the same `T`"
)]
pub trait PropPredicate<T>: 'static {
    /// Whether `value` satisfies the predicate.
    fn holds(value: &T) -> bool;
    /// The confined property's summary (ODS's `newSummary`), or `None` to
    /// keep the base property's.
    fn summary() -> Option<String> {
        None
    }
}

/// `ConfinedProp<P, pred>`: a property value of type `T` that must also
/// satisfy the predicate `P` ([`PropPredicate`]). It is read, printed and
/// stored as `T`; the verifier refuses a value that fails `T`'s own
/// predicate or `P` ("property 'p' failed to satisfy constraint", then
/// the summary of `P`, or else of `T`). Nests as any
/// property value (`ArrayProp<ConfinedProp<i64, NonNegative>>`).
///
/// `T` and `P` are checked where the property is used (one error at the
/// field naming the predicate and the type it does not apply to).
pub struct ConfinedProp<T, P>(pub T, PhantomData<fn() -> P>);

impl<T: PropertyValue, P: PropPredicate<T>> ConfinedProp<T, P> {
    /// The property holding `value` (whether it satisfies `P` is the
    /// verifier's business, as in MLIR).
    pub fn new(value: T) -> Self {
        ConfinedProp(value, PhantomData)
    }
    /// The value.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: PropertyValue, P: PropPredicate<T>> From<T> for ConfinedProp<T, P> {
    fn from(value: T) -> Self {
        ConfinedProp::new(value)
    }
}

impl<T: PropertyValue, P: PropPredicate<T>> std::ops::Deref for ConfinedProp<T, P> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: PropertyValue, P: PropPredicate<T>> Clone for ConfinedProp<T, P> {
    fn clone(&self) -> Self {
        ConfinedProp::new(self.0.clone())
    }
}

impl<T: PropertyValue + Copy, P: PropPredicate<T>> Copy for ConfinedProp<T, P> {}

impl<T: PropertyValue, P: PropPredicate<T>> PartialEq for ConfinedProp<T, P> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<T: PropertyValue, P: PropPredicate<T>> Default for ConfinedProp<T, P> {
    fn default() -> Self {
        ConfinedProp::new(T::default())
    }
}

impl<T: PropertyValue + std::fmt::Debug, P: PropPredicate<T>> std::fmt::Debug for ConfinedProp<T, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: PropertyValue, P: PropPredicate<T>> PropertyValue for ConfinedProp<T, P> {
    fn summary() -> String {
        P::summary().unwrap_or_else(T::summary)
    }
    fn to_attr(&self, ctx: &Context) -> Attr {
        self.0.to_attr(ctx)
    }
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self, Diagnostic> {
        T::from_attr(ctx, attr).map(ConfinedProp::new)
    }
    fn convert(ctx: &Context, attr: Attr) -> Result<Attr, Diagnostic> {
        T::convert(ctx, attr)
    }
    fn parse(p: &mut Parser<'_>) -> PResult<Self> {
        T::parse(p).map(ConfinedProp::new)
    }
    fn print(&self, p: &mut Printer<'_>) {
        self.0.print(p)
    }
    fn starts(p: &Parser<'_>) -> Option<bool> {
        T::starts(p)
    }
    const OPTIONAL_PARSER: bool = T::OPTIONAL_PARSER;
    const HAS_DEFAULT_VALUE: bool = T::HAS_DEFAULT_VALUE;
    /// The base property's predicate, then `P` (ODS's `And<[p.predicate, pred]>`).
    fn satisfies(&self) -> bool {
        self.0.satisfies() && P::holds(&self.0)
    }
}

/// The value of a [`ConstantProp`]: made by [`prop_constant!`](crate::prop_constant).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is no constant of `{T}` properties",
    label = "`ConstantProp<{T}, _>` needs a constant of type `{T}`",
    note = "define the constant with `ods_ir::prop_constant!(Name: {T} = value)`"
)]
pub trait PropConstant<T>: 'static {
    /// The value as written, for the summary (ODS's `val`).
    const TEXT: &'static str;
    /// The value.
    fn value() -> T;
}

/// The predicate of a [`ConstantProp`]: the value equals `C`'s.
pub struct IsConstant<C>(PhantomData<fn() -> C>);

impl<T: PropertyValue, C: PropConstant<T>> PropPredicate<T> for IsConstant<C> {
    fn holds(value: &T) -> bool {
        *value == C::value()
    }
    /// ODS's `constant '<summary>': <val>`.
    fn summary() -> Option<String> {
        Some(format!("constant '{}': {}", T::summary(), C::TEXT))
    }
}

/// `ConstantProp<P, val>`: a property of type `T` whose value must be `C`'s
/// ([`prop_constant!`](crate::prop_constant)). As in MLIR it is a
/// [`ConfinedProp`]: read, printed and held in the generic form as any `T`,
/// and a value other than the constant is refused by the verifier
/// ("failed to satisfy constraint: constant 'int64_t': 3").
pub type ConstantProp<T, C> = ConfinedProp<T, IsConstant<C>>;

/// How [`prop_constant!`](crate::prop_constant) turns the value written
/// into the property's value: itself, or a `&str` into a `String`.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "a constant of a `{Self}` property cannot be `{V}`",
    label = "expected a value of type `{Self}`"
)]
pub trait ConstantValue<V> {
    /// The value.
    fn constant(v: V) -> Self;
}

impl<T> ConstantValue<T> for T {
    fn constant(v: T) -> T {
        v
    }
}

impl ConstantValue<&'static str> for String {
    fn constant(v: &'static str) -> String {
        v.to_string()
    }
}

/// Defines a constant for [`ConstantProp`]: a unit type naming the value
/// of a property type, whose text (as written) goes into the summary:
///
/// ```ignore
/// ods_ir::prop_constant!(
///     /// Three.
///     pub Three: i64 = 3
/// );
/// // A property that must hold 3: `Property<ConstantProp<i64, Three>>`.
/// ```
#[macro_export]
macro_rules! prop_constant {
    ($(#[$m:meta])* $vis:vis $name:ident : $t:ty = $value:expr) => {
        $(#[$m])*
        $vis struct $name;
        impl $crate::ods::PropConstant<$t> for $name {
            const TEXT: &'static str = stringify!($value);
            fn value() -> $t {
                <$t as $crate::ods::props::ConstantValue<_>>::constant($value)
            }
        }
    };
}
