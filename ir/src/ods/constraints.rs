//! The constraint library: type and attribute constraints as zero-sized
//! types, with MLIR's summaries (they appear in verifier messages).

use crate::attrs::{Attr, AttrKind, DenseBits, IntValue};
use crate::context::Context;
use crate::float_format::FloatKind;
use crate::parse::lexer::Tok;
use crate::parse::OpParser;
use crate::registry::PResult;
use crate::types::{Signedness, Type, TypeKind};
use std::marker::PhantomData;

/// A constraint on a type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type constraint",
    label = "operands and results take a type constraint",
    note = "use one such as `AnyType`, `I32`, `AnyInteger`, `TensorOf<F32>`, a `#[derive(Type)]` type, or one made with `type_constraint!`; attribute constraints go in `Attribute<...>`"
)]
pub trait TypeConstraint: 'static {
    /// MLIR's summary, e.g. `64-bit float` or `tensor of index values`.
    fn summary() -> String;
    /// Whether `t` satisfies the constraint.
    fn check(ctx: &Context, t: Type) -> bool;
    /// The type, when the constraint names exactly one (a buildable type,
    /// which lets assembly formats leave it out).
    fn build(_ctx: &Context) -> Option<Type> {
        None
    }
    /// The dialect and mnemonic when the constraint is one dialect type
    /// definition (`#[derive(Type)]`): op formats then read and print a
    /// single type of it stripped (`<1, 2>` for `!test.t<1, 2>`) unless
    /// `qualified(...)`, as mlir-tblgen's `parseCustomTypeWithFallback` and
    /// `printStrippedAttrOrType`.
    const DEFINITION: Option<(&'static str, &'static str)> = None;
    /// The builtin type class every type satisfying the constraint is of
    /// (ODS's `cppType`, such as `RankedTensorType` for `AnyRankedTensor`):
    /// op formats read a single type of the group as that class, as
    /// mlir-tblgen's `parseCustomTypeWithFallback<T>` does, and report
    /// another kind of type when it is parsed.
    const CLASS: Option<TypeClass> = None;
    /// The constraint's functions as a table, made once per constraint:
    /// generated op tables copy it (cheaper for rustc than calling
    /// [`TypeConstraintRef::of`] in each).
    const REF: TypeConstraintRef = TypeConstraintRef::of::<Self>();
}

/// A builtin type class that a type constraint's values belong to (the C++
/// class of MLIR's `cppType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// `RankedTensorType`.
    RankedTensor,
    /// `UnrankedTensorType`.
    UnrankedTensor,
    /// `TensorType`: ranked or unranked.
    Tensor,
    /// `MemRefType`.
    MemRef,
    /// `UnrankedMemRefType`.
    UnrankedMemRef,
    /// `BaseMemRefType`: ranked or unranked.
    BaseMemRef,
    /// `VectorType`.
    Vector,
    /// `ShapedType`: tensors, memrefs and vectors.
    Shaped,
    /// `IntegerType`.
    Integer,
    /// `IndexType`.
    Index,
    /// `FloatType`: any float type.
    Float,
    /// `ComplexType`.
    Complex,
    /// `TupleType`.
    Tuple,
    /// `FunctionType`.
    Function,
    /// `NoneType`.
    None,
}

impl TypeClass {
    /// The class's name in MLIR (its `name`, `builtin.tensor`), for the
    /// classes that have one.
    pub fn name(self) -> Option<&'static str> {
        Some(match self {
            TypeClass::RankedTensor => "builtin.tensor",
            TypeClass::UnrankedTensor => "builtin.unranked_tensor",
            TypeClass::MemRef => "builtin.memref",
            TypeClass::UnrankedMemRef => "builtin.unranked_memref",
            TypeClass::Vector => "builtin.vector",
            TypeClass::Integer => "builtin.integer",
            TypeClass::Index => "builtin.index",
            TypeClass::Complex => "builtin.complex",
            TypeClass::Tuple => "builtin.tuple",
            TypeClass::Function => "builtin.function",
            TypeClass::None => "builtin.none",
            TypeClass::Tensor | TypeClass::BaseMemRef | TypeClass::Shaped | TypeClass::Float => return None,
        })
    }

    /// Whether `t` is of the class.
    pub fn contains(self, ctx: &Context, t: Type) -> bool {
        match (self, t.kind(ctx)) {
            (TypeClass::RankedTensor, TypeKind::RankedTensor { .. })
            | (TypeClass::UnrankedTensor, TypeKind::UnrankedTensor { .. })
            | (TypeClass::Tensor, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
            | (TypeClass::MemRef, TypeKind::MemRef { .. })
            | (TypeClass::UnrankedMemRef, TypeKind::UnrankedMemRef { .. })
            | (TypeClass::BaseMemRef, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
            | (TypeClass::Vector, TypeKind::Vector { .. })
            | (TypeClass::Integer, TypeKind::Integer { .. })
            | (TypeClass::Index, TypeKind::Index)
            | (TypeClass::Float, TypeKind::Float(_))
            | (TypeClass::Complex, TypeKind::Complex(_))
            | (TypeClass::Tuple, TypeKind::Tuple(_))
            | (TypeClass::Function, TypeKind::Function { .. })
            | (TypeClass::None, TypeKind::None) => true,
            (TypeClass::Shaped, _) => t.is_shaped(ctx),
            _ => false,
        }
    }
}

/// A type constraint as function pointers, for the static tables.
#[derive(Clone, Copy)]
pub struct TypeConstraintRef {
    /// [`TypeConstraint::summary`].
    pub summary: fn() -> String,
    /// [`TypeConstraint::check`].
    pub check: fn(&Context, Type) -> bool,
    /// [`TypeConstraint::build`].
    pub build: fn(&Context) -> Option<Type>,
    /// [`TypeConstraint::DEFINITION`].
    pub definition: Option<(&'static str, &'static str)>,
    /// [`TypeConstraint::CLASS`].
    pub class: Option<TypeClass>,
}

impl TypeConstraintRef {
    /// The functions of constraint `T`.
    pub const fn of<T: TypeConstraint + ?Sized>() -> Self {
        TypeConstraintRef {
            summary: T::summary,
            check: T::check,
            build: T::build,
            definition: T::DEFINITION,
            class: T::CLASS,
        }
    }
}

/// A constraint on an attribute, with the Rust value accessors return.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an attribute constraint",
    label = "attributes take an attribute constraint",
    note = "use one such as `I64Attr`, `StrAttr`, `UnitAttr`, `TypedAttr`, `Confined<I64Attr, (IntMinValue<0>,)>` or an `#[derive(EnumAttr)]` enum; type constraints go in `Operand<...>` and `OpResult<...>`"
)]
pub trait AttrConstraint: 'static {
    /// What typed accessors return.
    type Value<'a>;
    /// MLIR's summary, e.g. `string attribute`.
    fn summary() -> String;
    /// Whether `a` satisfies the constraint.
    fn check(ctx: &Context, a: Attr) -> bool;
    /// The value of an attribute that satisfies the constraint.
    fn value(ctx: &Context, a: Attr) -> Self::Value<'_>;
    /// The attribute for a value (builders take values).
    fn make(ctx: &Context, v: Self::Value<'_>) -> Attr;
    /// The type of a bare literal in assembly (`IndexAttr`: `index`), when
    /// the attribute prints without its type.
    fn value_type(_ctx: &Context) -> Option<Type> {
        None
    }
    /// A custom syntax in assembly formats (enum keywords) for the
    /// attribute `name`, which its errors may name; `None` means the
    /// generic attribute syntax.
    fn parse(_p: &mut crate::parse::Parser<'_>, _name: &str) -> Option<crate::registry::PResult<Attr>> {
        None
    }
    /// A custom syntax in assembly formats that words its own errors, as
    /// MLIR's attribute parsers do through the op's parser: some prefixed
    /// with the op (`custom op 'x' integer value too large`), those of the
    /// generic grammar not (`expected ']'`). Tried before
    /// [`AttrConstraint::parse`], whose errors all get the prefix.
    fn parse_in_op(_p: &mut OpParser<'_, '_>) -> Option<PResult<Attr>> {
        None
    }
    /// The custom syntax of `a` in assembly formats, if any.
    fn print(_ctx: &Context, _a: Attr) -> Option<String> {
        None
    }
    /// The attribute's type is known (ODS: its value type is buildable), so
    /// formats print and parse it without `: type`. Keep in step with
    /// [`AttrConstraint::value_type`].
    const TYPE_BUILDER: bool = false;
    /// Formats read the attribute with the generic attribute parser (ODS: its
    /// storage is the plain `Attribute`, as for `AnyAttr` or a predicate of
    /// your own), which may take a `: type` suffix. With no type builder, a
    /// `:` literal right after the attribute in a format is then ambiguous,
    /// and the op does not compile (mlir-tblgen 22's rule).
    const GENERIC_PARSER: bool = true;
    /// With a custom syntax: whether the next token starts it (an optional
    /// group whose first element is this attribute is present).
    fn starts(_p: &crate::parse::Parser<'_>) -> Option<bool> {
        None
    }
    /// Whether `a` is of the constraint's storage class (ODS's
    /// `storageType`, `StringAttr` for `TypedStrAttr<T>`): MLIR's property
    /// conversion refuses an inherent attribute of another class in the
    /// generic form's `<{...}>` ("Invalid attribute `x` in property
    /// conversion"), and an assembly format one that it reads ("invalid
    /// kind of attribute specified"); the rest of the constraint is the
    /// verifier's. Every attribute by default (the plain `Attribute`).
    fn storage(_ctx: &Context, _a: Attr) -> bool {
        true
    }
    /// A property (`Property<T>` and its kin) rather than an attribute:
    /// MLIR converts it with [`AttrConstraint::convert`], after the
    /// attributes, and never takes it from the attribute dictionary.
    const PROPERTY: bool = false;
    /// A property's conversion from its attribute form (MLIR's
    /// `convertFromAttribute`, then `convertToAttribute`): the attribute it
    /// is held as (`-1 : i32` for `true` given to an `i32` property), or why
    /// `a` is not one, at no location. An attribute's conversion is its
    /// storage class instead.
    fn convert(_ctx: &Context, a: Attr) -> Result<Attr, crate::diag::Diagnostic> {
        Ok(a)
    }
    /// The dialect and mnemonic when the constraint is one dialect attribute
    /// definition (`#[derive(Attr)]`): op formats then read and print it
    /// stripped (`<1, 2>` for `#test.a<1, 2>`) unless `qualified(...)`, as
    /// mlir-tblgen's `parseCustomAttributeWithFallback` and
    /// `printStrippedAttrOrType`.
    const DEFINITION: Option<(&'static str, &'static str)> = None;
    /// The constraint's functions as a table, made once per constraint:
    /// generated op tables copy it (cheaper for rustc than calling
    /// [`AttrConstraintRef::of`] in each).
    const REF: AttrConstraintRef = AttrConstraintRef::of::<Self>();
}

/// An attribute constraint as function pointers, for the static tables.
#[derive(Clone, Copy)]
pub struct AttrConstraintRef {
    /// [`AttrConstraint::summary`].
    pub summary: fn() -> String,
    /// [`AttrConstraint::check`].
    pub check: fn(&Context, Attr) -> bool,
    /// [`AttrConstraint::value_type`].
    pub value_type: fn(&Context) -> Option<Type>,
    /// [`AttrConstraint::parse`].
    pub parse: fn(&mut crate::parse::Parser<'_>, &str) -> Option<crate::registry::PResult<Attr>>,
    /// [`AttrConstraint::parse_in_op`].
    pub parse_in_op: fn(&mut OpParser<'_, '_>) -> Option<PResult<Attr>>,
    /// [`AttrConstraint::print`].
    pub print: fn(&Context, Attr) -> Option<String>,
    /// [`AttrConstraint::starts`].
    pub starts: fn(&crate::parse::Parser<'_>) -> Option<bool>,
    /// [`AttrConstraint::storage`].
    pub storage: fn(&Context, Attr) -> bool,
    /// [`AttrConstraint::PROPERTY`].
    pub property: bool,
    /// [`AttrConstraint::convert`].
    pub convert: fn(&Context, Attr) -> Result<Attr, crate::diag::Diagnostic>,
    /// [`AttrConstraint::DEFINITION`].
    pub definition: Option<(&'static str, &'static str)>,
}

impl AttrConstraintRef {
    /// The functions of constraint `T`.
    pub const fn of<T: AttrConstraint + ?Sized>() -> Self {
        AttrConstraintRef {
            summary: T::summary,
            check: T::check,
            value_type: T::value_type,
            parse: T::parse,
            parse_in_op: T::parse_in_op,
            print: T::print,
            starts: T::starts,
            storage: T::storage,
            property: T::PROPERTY,
            convert: T::convert,
            definition: T::DEFINITION,
        }
    }
}

/// Parses a case keyword of an enum attribute `name` in an op's format;
/// `known` maps a keyword to its canonical spelling, `make` builds the
/// attribute. The errors are MLIR's, which name the attribute.
#[doc(hidden)]
pub fn parse_enum_keyword(
    p: &mut crate::parse::Parser<'_>,
    name: &str,
    keywords: &[&str],
    known: fn(&str) -> Option<&'static str>,
    make: fn(&Context, &str) -> Attr,
) -> crate::registry::PResult<Attr> {
    let at = p.pos();
    let expected = || {
        format!(
            "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
            keywords.join(", ")
        )
    };
    if p.is(crate::parse::lexer::Tok::String) {
        // A string names no case: MLIR words it with the string.
        let word = p.parse_string()?;
        return match known(&word) {
            Some(s) => Ok(make(p.ctx_mut(), s)),
            None => Err(p.asm_error_at(at, format!("invalid {name} attribute specification: \"{word}\""))),
        };
    }
    // As MLIR's `parseOptionalKeyword(&str, cases)`: a keyword that is no
    // case is left unread (what follows it is never lexed).
    let case = p.is(crate::parse::lexer::Tok::BareIdent).then(|| known(p.text())).flatten();
    let Some(case) = case else {
        return Err(p.asm_error_at(at, expected()));
    };
    p.advance_token();
    Ok(make(p.ctx_mut(), case))
}

/// Whether the next token is a case keyword of an enum (or, as MLIR's
/// `parseOptionalKeywordOrString` allows, a string).
#[doc(hidden)]
pub fn at_enum_keyword(p: &crate::parse::Parser<'_>, known: fn(&str) -> bool) -> bool {
    use crate::parse::lexer::Tok;
    p.is(Tok::String) || (p.is(Tok::BareIdent) && known(p.text()))
}

/// The token between the cases of a bit enum whose separator is
/// `separator`: `|` if it has one, else `,` (MLIR allows only these two,
/// with spaces around).
#[doc(hidden)]
pub fn bit_enum_separator_token(separator: &str) -> Tok {
    if separator.contains('|') {
        Tok::Vertical
    } else {
        Tok::Comma
    }
}

/// The text of the flags `bits` of a bit enum: the keywords of the non-zero
/// cases set, in declaration order, joined by `separator`; with no flag
/// set, the keyword of the zero case if there is one (MLIR's generated
/// `stringifyEnum`). With `primary_groups` (ODS's
/// `printBitEnumPrimaryGroups`), each group (a case of several bits) whose
/// bits are all set comes first, latest declared first, and stands for its
/// bits, which then print no more.
#[doc(hidden)]
pub fn bit_enum_text(cases: &[(&str, i64)], bits: i64, separator: &str, primary_groups: bool) -> String {
    if bits == 0 {
        return cases.iter().find(|(_, v)| *v == 0).map_or(String::new(), |(s, _)| s.to_string());
    }
    let mut names = Vec::new();
    let mut rest = bits;
    if primary_groups {
        let is_group = |v: i64| v.count_ones() > 1;
        for (s, v) in cases.iter().rev().filter(|(_, v)| is_group(*v)) {
            if rest & v == *v {
                names.push(*s);
                rest &= !v;
            }
        }
        names.extend(cases.iter().filter(|(_, v)| v.count_ones() == 1 && rest & v == *v).map(|(s, _)| *s));
    } else {
        names.extend(cases.iter().filter(|(_, v)| *v != 0 && rest & v == *v).map(|(s, _)| *s));
    }
    names.join(separator)
}

/// Parses `a|b|c` (or `a, b, c`, after the enum's separator) of a bit
/// enum into an integer attribute.
#[doc(hidden)]
pub fn parse_bit_enum(
    p: &mut crate::parse::Parser<'_>,
    type_name: &str,
    cases: &[(&str, i64)],
    width: u32,
    separator: &str,
) -> crate::registry::PResult<Attr> {
    let mut v = 0i64;
    // MLIR's message for a word that is no flag.
    let expected = || {
        let names: Vec<&str> = cases.iter().map(|(s, _)| *s).collect();
        format!("expected {type_name} to be one of: {}", names.join(", "))
    };
    loop {
        let at = p.pos();
        if !p.is(crate::parse::lexer::Tok::BareIdent) {
            return Err(p.asm_error_at(at, expected()));
        }
        let t = p.advance_token();
        let word = p.token_text(t);
        match cases.iter().find(|(s, _)| *s == word) {
            Some((_, bits)) => v |= bits,
            None => return Err(p.asm_error_at(at, expected())),
        }
        if !p.consume_if(bit_enum_separator_token(separator)) {
            break;
        }
    }
    let t = p.ctx().int_type(width);
    Ok(p.ctx_mut().integer_attr(t, v as i128))
}

// ----- types -----

macro_rules! type_constraint {
    ($(#[$doc:meta])* $name:ident, $class:ident, $summary:expr, |$ctx:ident, $t:ident| $check:expr $(, build |$bctx:ident| $build:expr)?) => {
        type_constraint!(@ $(#[$doc])* $name, Some(TypeClass::$class), $summary, |$ctx, $t| $check $(, build |$bctx| $build)?);
    };
    ($(#[$doc:meta])* $name:ident, $summary:expr, |$ctx:ident, $t:ident| $check:expr $(, build |$bctx:ident| $build:expr)?) => {
        type_constraint!(@ $(#[$doc])* $name, None, $summary, |$ctx, $t| $check $(, build |$bctx| $build)?);
    };
    (@ $(#[$doc:meta])* $name:ident, $class:expr, $summary:expr, |$ctx:ident, $t:ident| $check:expr $(, build |$bctx:ident| $build:expr)?) => {
        $(#[$doc])*
        pub struct $name;
        impl TypeConstraint for $name {
            const CLASS: Option<TypeClass> = $class;
            fn summary() -> String {
                $summary.to_string()
            }
            fn check($ctx: &Context, $t: Type) -> bool {
                $check
            }
            $(fn build($bctx: &Context) -> Option<Type> {
                Some($build)
            })?
        }
    };
}

type_constraint!(/// Any type.
    AnyType, "any type", |_c, _t| true);
type_constraint!(/// `none`.
    NoneType, None, "none type", |c, t| matches!(t.kind(c), TypeKind::None), build |c| c.none_type());
type_constraint!(/// `index`.
    Index, Index, "index", |c, t| t.is_index(c), build |c| c.index_type());
type_constraint!(/// `bf16` (ODS gives it no C++ class of its own, so formats read any type for it).
    BF16, "bfloat16 type", |c, t| t.float_kind(c) == Some(FloatKind::BF16), build |c| c.float_type(FloatKind::BF16));
type_constraint!(/// Any integer type.
    AnyInteger, Integer, "integer", |c, t| t.is_integer(c));
type_constraint!(/// Any signless integer.
    AnySignlessInteger, Integer, "signless integer", |c, t| t.is_signless_integer(c));
type_constraint!(/// Signless integer or index.
    AnySignlessIntegerOrIndex, "signless integer or index", |c, t| t.is_signless_integer(c) || t.is_index(c));
type_constraint!(/// Any float type.
    AnyFloat, Float, "floating-point", |c, t| t.is_float(c));
type_constraint!(/// Any tensor.
    AnyTensor, Tensor, "tensor of any type values", |c, t| t.is_tensor(c));
type_constraint!(/// Any ranked tensor.
    AnyRankedTensor, RankedTensor, "ranked tensor of any type values", |c, t| matches!(t.kind(c), TypeKind::RankedTensor { .. }));
type_constraint!(/// Any ranked memref.
    AnyMemRef, MemRef, "memref of any type values", |c, t| matches!(t.kind(c), TypeKind::MemRef { .. }));
type_constraint!(/// Any memref, ranked or unranked.
    AnyRankedOrUnrankedMemRef, BaseMemRef, "ranked or unranked memref of any type values", |c, t| t.is_memref(c));
type_constraint!(/// Any vector.
    AnyVector, Vector, "vector of any type values", |c, t| t.is_vector(c));
type_constraint!(/// Any shaped type (tensor, memref, vector).
    AnyShaped, Shaped, "shaped of any type values", |c, t| t.is_shaped(c));
type_constraint!(/// A function type.
    FunctionType, Function, "function type", |c, t| t.function_signature(c).is_some());

/// Signless integer `iW` (ODS's `I<width>`; a one-letter name would hide
/// const generic parameters named `I` where the prelude is imported).
pub struct SignlessInt<const W: u32>;
impl<const W: u32> TypeConstraint for SignlessInt<W> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Integer);
    fn summary() -> String {
        format!("{W}-bit signless integer")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        t.is_signless_int(ctx, W)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.int_type(W))
    }
}

/// `I1` ... `I128` and `F16` ... `F128`: the widths ODS names, each a
/// type of its own (so that rustc's messages name it as written).
macro_rules! named_widths {
    ($($name:ident, $class:ident, $what:literal, $w:literal, |$c:ident, $t:ident| $check:expr, $build:expr;)*) => {$(
        type_constraint!(#[doc = concat!("`", stringify!($name), "`: ", $w, "-bit ", $what, ".")]
            $name, $class, concat!($w, "-bit ", $what), |$c, $t| $check, build |$c| $build);
    )*};
}
named_widths! {
    I1, Integer, "signless integer", 1, |c, t| t.is_signless_int(c, 1), c.int_type(1);
    I8, Integer, "signless integer", 8, |c, t| t.is_signless_int(c, 8), c.int_type(8);
    I16, Integer, "signless integer", 16, |c, t| t.is_signless_int(c, 16), c.int_type(16);
    I32, Integer, "signless integer", 32, |c, t| t.is_signless_int(c, 32), c.int_type(32);
    I64, Integer, "signless integer", 64, |c, t| t.is_signless_int(c, 64), c.int_type(64);
    I128, Integer, "signless integer", 128, |c, t| t.is_signless_int(c, 128), c.int_type(128);
    F16, Float, "float", 16, |c, t| t.float_kind(c) == Some(FloatKind::F16), c.float_type(FloatKind::F16);
    F32, Float, "float", 32, |c, t| t.float_kind(c) == Some(FloatKind::F32), c.float_type(FloatKind::F32);
    F64, Float, "float", 64, |c, t| t.float_kind(c) == Some(FloatKind::F64), c.float_type(FloatKind::F64);
    F80, Float, "float", 80, |c, t| t.float_kind(c) == Some(FloatKind::F80), c.float_type(FloatKind::F80);
    F128, Float, "float", 128, |c, t| t.float_kind(c) == Some(FloatKind::F128), c.float_type(FloatKind::F128);
}

/// The float type of `Float<W>`: the IEEE-style float of that width (`f16`,
/// not `bf16`; `f32`, not `tf32`), as ODS's `F<width>` calls `isF16()` ...
/// `isF128()`. Another width stops the build, as it does the C++ build.
const fn float_of_width(width: u32) -> FloatKind {
    match width {
        16 => FloatKind::F16,
        32 => FloatKind::F32,
        64 => FloatKind::F64,
        80 => FloatKind::F80,
        128 => FloatKind::F128,
        _ => panic!("`Float<W>` takes a width of 16, 32, 64, 80 or 128 bits, as ODS's `F<width>`"),
    }
}

/// Float `fW` (ODS's `F<width>`): `Float<16>` ... `Float<128>`.
pub struct Float<const W: u32>;
impl<const W: u32> Float<W> {
    const KIND: FloatKind = float_of_width(W);
}
impl<const W: u32> TypeConstraint for Float<W> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Float);
    fn summary() -> String {
        format!("{W}-bit float")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        t.float_kind(ctx) == Some(Self::KIND)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.float_type(Self::KIND))
    }
}

/// The float types ODS names one by one (`TF32`, `F8E4M3FN`, ...): summary
/// `<keyword> type`; ODS gives them no C++ class, so formats read any type
/// for them.
macro_rules! named_float {
    ($($name:ident, $kind:ident, $keyword:literal;)*) => {$(
        type_constraint!(#[doc = concat!("`", $keyword, "`.")]
            $name, concat!($keyword, " type"),
            |c, t| t.float_kind(c) == Some(FloatKind::$kind), build |c| c.float_type(FloatKind::$kind));
    )*};
}
named_float! {
    TF32, TF32, "tf32";
    F8E4M3FN, F8E4M3FN, "f8E4M3FN";
    F8E5M2, F8E5M2, "f8E5M2";
    F8E4M3, F8E4M3, "f8E4M3";
    F8E4M3FNUZ, F8E4M3FNUZ, "f8E4M3FNUZ";
    F8E4M3B11FNUZ, F8E4M3B11FNUZ, "f8E4M3B11FNUZ";
    F8E5M2FNUZ, F8E5M2FNUZ, "f8E5M2FNUZ";
    F8E3M4, F8E3M4, "f8E3M4";
    F4E2M1FN, F4E2M1FN, "f4E2M1FN";
    F6E2M3FN, F6E2M3FN, "f6E2M3FN";
    F6E3M2FN, F6E3M2FN, "f6E3M2FN";
    F8E8M0FNU, F8E8M0FNU, "f8E8M0FNU";
}

/// Integer of width `W` with any signedness (`AnyI<W>`; ODS gives it no
/// C++ class, so formats read any type for it).
pub struct AnyI<const W: u32>;
impl<const W: u32> TypeConstraint for AnyI<W> {
    fn summary() -> String {
        format!("{W}-bit integer")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Integer { width, .. } if *width == W)
    }
}

/// Signed integer `siW`.
pub struct SI<const W: u32>;
impl<const W: u32> TypeConstraint for SI<W> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Integer);
    fn summary() -> String {
        format!("{W}-bit signed integer")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Integer { width, signedness: Signedness::Signed } if *width == W)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.integer_type(W, Signedness::Signed))
    }
}

/// Unsigned integer `uiW`.
pub struct UI<const W: u32>;
impl<const W: u32> TypeConstraint for UI<W> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Integer);
    fn summary() -> String {
        format!("{W}-bit unsigned integer")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Integer { width, signedness: Signedness::Unsigned } if *width == W)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.integer_type(W, Signedness::Unsigned))
    }
}

/// `AnyI1` ... `AnyI64`, `SI1` ... `SI64`, `UI1` ... `UI64`: ODS's names
/// for the widths 1, 8, 16, 32 and 64.
macro_rules! width_aliases {
    ($($name:ident = $t:ident<$w:literal>;)*) => {$(
        #[doc = concat!("`", stringify!($t), "<", $w, ">`.")]
        pub type $name = $t<$w>;
    )*};
}
width_aliases! {
    AnyI1 = AnyI<1>; AnyI8 = AnyI<8>; AnyI16 = AnyI<16>; AnyI32 = AnyI<32>; AnyI64 = AnyI<64>;
    SI1 = SI<1>; SI8 = SI<8>; SI16 = SI<16>; SI32 = SI<32>; SI64 = SI<64>;
    UI1 = UI<1>; UI8 = UI<8>; UI16 = UI<16>; UI32 = UI<32>; UI64 = UI<64>;
}

type_constraint!(/// Any signed integer (`siN`).
    AnySignedInteger, "signed integer",
    |c, t| matches!(t.kind(c), TypeKind::Integer { signedness: Signedness::Signed, .. }));
type_constraint!(/// Any unsigned integer (`uiN`).
    AnyUnsignedInteger, "unsigned integer",
    |c, t| matches!(t.kind(c), TypeKind::Integer { signedness: Signedness::Unsigned, .. }));

/// One of several constraints: `AnyTypeOf<(A, B)>`; the summaries are
/// joined with " or ".
pub struct AnyTypeOf<T>(PhantomData<T>);

/// A list of type constraints (tuples), for `AnyTypeOf` and element types.
pub trait TypeConstraintList: 'static {
    /// The summaries of the constraints, in order.
    fn summaries() -> Vec<String>;
    /// Whether `t` satisfies any of them.
    fn any(ctx: &Context, t: Type) -> bool;
    /// Whether `t` satisfies all of them.
    fn all(ctx: &Context, t: Type) -> bool;
}

macro_rules! tuple_list {
    ($($n:ident),*) => {
        impl<$($n: TypeConstraint),*> TypeConstraintList for ($($n,)*) {
            fn summaries() -> Vec<String> {
                vec![$($n::summary()),*]
            }
            fn any(ctx: &Context, t: Type) -> bool {
                false $(|| $n::check(ctx, t))*
            }
            fn all(ctx: &Context, t: Type) -> bool {
                true $(&& $n::check(ctx, t))*
            }
        }
    };
}
tuple_list!(A);
tuple_list!(A, B);
tuple_list!(A, B, C);
tuple_list!(A, B, C, D);
tuple_list!(A, B, C, D, E);
tuple_list!(A, B, C, D, E, F);

impl<L: TypeConstraintList> TypeConstraint for AnyTypeOf<L> {
    fn summary() -> String {
        L::summaries().join(" or ")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        L::any(ctx, t)
    }
}

/// The summaries of `L` joined with " or " (ODS's `AnyTypeOf<L>.summary`).
pub(crate) fn element_summary<L: TypeConstraintList>() -> String {
    L::summaries().join(" or ")
}

/// A tensor whose element type satisfies `E` (a constraint or a tuple).
pub struct TensorOf<E>(PhantomData<E>);
/// A ranked tensor of `E`.
pub struct RankedTensorOf<E>(PhantomData<E>);
/// A statically shaped tensor of `E`.
pub struct StaticShapeTensorOf<E>(PhantomData<E>);
/// A ranked memref of `E` (ODS's `MemRefOf`: a `MemRefType`).
pub struct MemRefOf<E>(PhantomData<E>);
/// A vector of `E`.
pub struct VectorOf<E>(PhantomData<E>);

impl<E: TypeConstraint> TypeConstraintList for E {
    fn summaries() -> Vec<String> {
        vec![E::summary()]
    }
    fn any(ctx: &Context, t: Type) -> bool {
        E::check(ctx, t)
    }
    fn all(ctx: &Context, t: Type) -> bool {
        E::check(ctx, t)
    }
}

impl<E: TypeConstraintList> TypeConstraint for TensorOf<E> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Tensor);
    fn summary() -> String {
        format!("tensor of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        t.is_tensor(ctx) && t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
    }
}
impl<E: TypeConstraintList> TypeConstraint for RankedTensorOf<E> {
    const CLASS: Option<TypeClass> = Some(TypeClass::RankedTensor);
    fn summary() -> String {
        format!("ranked tensor of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::RankedTensor { .. }) && t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
    }
}
impl<E: TypeConstraintList> TypeConstraint for StaticShapeTensorOf<E> {
    const CLASS: Option<TypeClass> = Some(TypeClass::RankedTensor);
    fn summary() -> String {
        format!("statically shaped tensor of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        t.is_tensor(ctx) && t.has_static_shape(ctx) && t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
    }
}
impl<E: TypeConstraintList> TypeConstraint for MemRefOf<E> {
    const CLASS: Option<TypeClass> = Some(TypeClass::MemRef);
    fn summary() -> String {
        format!("memref of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::MemRef { .. }) && t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
    }
}
impl<E: TypeConstraintList> TypeConstraint for VectorOf<E> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Vector);
    fn summary() -> String {
        format!("vector of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        t.is_vector(ctx) && t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
    }
}

// ----- attributes -----

fn int_attr_value(ctx: &Context, a: Attr) -> i64 {
    match a.kind(ctx) {
        AttrKind::Integer { value: IntValue::Small(v), .. } => v.get_i128() as i64,
        _ => 0,
    }
}

macro_rules! attr_constraint {
    (@has $vt:expr) => { true };
    (@has) => { false };
    ($(#[$doc:meta])* $name:ident, $summary:expr, $value:ty,
     check |$c:ident, $a:ident| $check:expr,
     value |$vc:ident, $va:ident| $get:expr,
     make |$mc:ident, $mv:ident| $make:expr
     $(, value_type |$tc:ident| $vt:expr)?
     $(, starts $tok:ident)?
     $(, storage |$sc:ident, $sa:ident| $storage:expr)?) => {
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            type Value<'a> = $value;
            fn summary() -> String {
                $summary.to_string()
            }
            fn check($c: &Context, $a: Attr) -> bool {
                $check
            }
            fn value($vc: &Context, $va: Attr) -> Self::Value<'_> {
                $get
            }
            fn make($mc: &Context, $mv: Self::Value<'_>) -> Attr {
                $make
            }
            $(fn value_type($tc: &Context) -> Option<Type> {
                Some($vt)
            })?
            const TYPE_BUILDER: bool = attr_constraint!(@has $($vt)?);
            const GENERIC_PARSER: bool = false;
            // As MLIR's typed `parseOptionalAttribute` overloads: present
            // only when the next token starts this kind of attribute.
            $(fn starts(p: &crate::parse::Parser<'_>) -> Option<bool> {
                Some(p.is(crate::parse::lexer::Tok::$tok))
            })?
            $(fn storage($sc: &Context, $sa: Attr) -> bool {
                $storage
            })?
        }
    };
}

/// Any attribute (read with the generic attribute parser).
pub struct AnyAttr;
impl AttrConstraint for AnyAttr {
    type Value<'a> = Attr;
    fn summary() -> String {
        "any attribute".into()
    }
    fn check(_ctx: &Context, _a: Attr) -> bool {
        true
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
}
attr_constraint!(/// A string (its value type is `none`: no `: type` after it in formats);
    /// as MLIR's `StrAttr`, also one written with a type.
    StrAttr, "string attribute", &'a str,
    check |c, a| matches!(a.kind(c), AttrKind::String { .. }),
    value |c, a| a.as_str(c).unwrap_or(""), make |c, v| c.string_attr(v),
    value_type |c| c.none_type(), starts String,
    storage |c, a| matches!(a.kind(c), AttrKind::String { .. }));
/// The name of a symbol: a string attribute, written `@name` in assembly
/// formats (MLIR's `parseSymbolName`/`printSymbolName`).
pub struct SymbolNameAttr;
impl AttrConstraint for SymbolNameAttr {
    type Value<'a> = &'a str;
    fn summary() -> String {
        "string attribute".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::String { .. })
    }
    fn value(ctx: &Context, a: Attr) -> &str {
        a.as_str(ctx).unwrap_or("")
    }
    fn make(ctx: &Context, v: &str) -> Attr {
        ctx.string_attr(v)
    }
    const TYPE_BUILDER: bool = true;
    const GENERIC_PARSER: bool = false;
    fn value_type(ctx: &Context) -> Option<Type> {
        Some(ctx.none_type())
    }
    fn parse(p: &mut crate::parse::Parser<'_>, _name: &str) -> Option<crate::registry::PResult<Attr>> {
        if !p.is(Tok::AtIdent) {
            let here = p.pos();
            return Some(Err(p.asm_error_at(here, "expected valid '@'-identifier for symbol name")));
        }
        Some(p.parse_symbol_name().map(|s| {
            let name = p.ctx().sym_bytes(s).to_vec();
            p.ctx_mut().string_attr_bytes(&name)
        }))
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        let mut pr = crate::print::Printer::new(ctx);
        pr.print_symbol_text(a.as_bytes(ctx)?);
        Some(pr.into_string())
    }
    fn starts(p: &crate::parse::Parser<'_>) -> Option<bool> {
        Some(p.is(crate::parse::lexer::Tok::AtIdent))
    }
    fn storage(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::String { .. })
    }
}
attr_constraint!(/// A boolean (`i1` integer).
    BoolAttr, "bool attribute", bool,
    check |c, a| a.as_bool(c).is_some(),
    value |c, a| a.as_bool(c).unwrap_or(false), make |c, v| c.bool_attr(v),
    value_type |c| c.int_type(1),
    storage |c, a| BoolAttr::check(c, a));
attr_constraint!(/// An `index` integer.
    IndexAttr, "index attribute", i64,
    check |c, a| matches!(a.kind(c), AttrKind::Integer { ty, .. } if ty.is_index(c)),
    value |c, a| int_attr_value(c, a), make |c, v| c.index_attr(v),
    value_type |c| c.index_type(),
    storage |c, a| matches!(a.kind(c), AttrKind::Integer { .. }));
attr_constraint!(/// A 32-bit signless integer.
    I32Attr, "32-bit signless integer attribute", i64,
    check |c, a| matches!(a.kind(c), AttrKind::Integer { ty, .. } if ty.is_signless_int(c, 32)),
    value |c, a| int_attr_value(c, a), make |c, v| { let t = c.int_type(32); c.integer_attr(t, v as i128) },
    value_type |c| c.int_type(32),
    storage |c, a| matches!(a.kind(c), AttrKind::Integer { .. }));
attr_constraint!(/// A 64-bit signless integer.
    I64Attr, "64-bit signless integer attribute", i64,
    check |c, a| matches!(a.kind(c), AttrKind::Integer { ty, .. } if ty.is_signless_int(c, 64)),
    value |c, a| int_attr_value(c, a), make |c, v| c.i64_attr(v),
    value_type |c| c.int_type(64),
    storage |c, a| matches!(a.kind(c), AttrKind::Integer { .. }));
attr_constraint!(/// A 64-bit float.
    F64Attr, "64-bit float attribute", f64,
    check |c, a| matches!(a.kind(c), AttrKind::Float { ty, .. } if ty.float_kind(c) == Some(FloatKind::F64)),
    value |c, a| a.as_f64(c).unwrap_or(0.0), make |c, v| { let t = c.f64_type(); c.float_attr(t, v) },
    value_type |c| c.f64_type(),
    storage |c, a| matches!(a.kind(c), AttrKind::Float { .. }));
attr_constraint!(/// A 32-bit float.
    F32Attr, "32-bit float attribute", f64,
    check |c, a| matches!(a.kind(c), AttrKind::Float { ty, .. } if ty.float_kind(c) == Some(FloatKind::F32)),
    value |c, a| a.as_f64(c).unwrap_or(0.0), make |c, v| { let t = c.f32_type(); c.float_attr(t, v) },
    value_type |c| c.f32_type(),
    storage |c, a| matches!(a.kind(c), AttrKind::Float { .. }));
attr_constraint!(/// A unit attribute (present or not).
    UnitAttr, "unit attribute", bool,
    check |c, a| matches!(a.kind(c), AttrKind::Unit),
    value |_c, _a| true, make |c, _v| c.unit_attr(),
    value_type |c| c.none_type(),
    storage |c, a| UnitAttr::check(c, a));
attr_constraint!(/// Any type.
    TypeAttr, "any type attribute", Type,
    check |c, a| a.as_type(c).is_some(),
    value |c, a| a.as_type(c).expect("type attribute"), make |c, v| c.type_attr(v),
    value_type |c| c.none_type(),
    storage |c, a| a.as_type(c).is_some());
attr_constraint!(/// A function type.
    FunctionTypeAttr, "type attribute of function type", Type,
    check |c, a| a.as_type(c).is_some_and(|t| t.function_signature(c).is_some()),
    value |c, a| a.as_type(c).expect("type attribute"), make |c, v| c.type_attr(v),
    value_type |c| c.none_type(),
    storage |c, a| a.as_type(c).is_some());
attr_constraint!(/// A symbol reference without nesting (value type `none`, as MLIR's:
    /// a string in its place takes no `: type`).
    FlatSymbolRefAttr, "flat symbol reference attribute", &'a str,
    check |c, a| a.as_flat_symbol_ref(c).is_some(),
    value |c, a| c.str(a.as_flat_symbol_ref(c).expect("symbol")), make |c, v| c.symbol_ref_attr(v, &[]),
    value_type |c| c.none_type(), starts AtIdent,
    storage |c, a| FlatSymbolRefAttr::check(c, a));
attr_constraint!(/// A symbol reference (value type `none`).
    SymbolRefAttr, "symbol reference attribute", Attr,
    check |c, a| matches!(a.kind(c), AttrKind::SymbolRef { .. }),
    value |_c, a| a, make |_c, v| v, value_type |c| c.none_type(), starts AtIdent,
    storage |c, a| SymbolRefAttr::check(c, a));
attr_constraint!(/// An array of attributes.
    ArrayAttr, "array attribute", &'a [Attr],
    check |c, a| a.as_array(c).is_some(),
    value |c, a| a.as_array(c).unwrap_or(&[]), make |c, v| c.array_attr(v),
    value_type |c| c.none_type(), starts LSquare,
    storage |c, a| a.as_array(c).is_some());
attr_constraint!(/// A source location, `loc(...)` (MLIR's `LocationAttr`).
    LocationAttr, "location attribute", Attr,
    check |c, a| a.is_location(c),
    value |_c, a| a, make |_c, v| v,
    storage |c, a| LocationAttr::check(c, a));
attr_constraint!(/// An affine map, `affine_map<...>`.
    AffineMapAttr, "AffineMap attribute", Attr,
    check |c, a| matches!(a.kind(c), AttrKind::AffineMap(_)),
    value |_c, a| a, make |_c, v| v,
    value_type |c| c.index_type(),
    storage |c, a| AffineMapAttr::check(c, a));
attr_constraint!(/// An integer set, `affine_set<...>`.
    IntegerSetAttr, "IntegerSet attribute", Attr,
    check |c, a| matches!(a.kind(c), AttrKind::IntegerSet(_)),
    value |_c, a| a, make |_c, v| v,
    value_type |c| c.none_type(),
    storage |c, a| IntegerSetAttr::check(c, a));
attr_constraint!(/// A dictionary.
    DictionaryAttr, "dictionary of named attribute values", Attr,
    check |c, a| a.as_dictionary(c).is_some(),
    value |_c, a| a, make |_c, v| v,
    value_type |c| c.none_type(),
    storage |c, a| DictionaryAttr::check(c, a));
attr_constraint!(/// An array of dictionaries (argument attributes).
    DictArrayAttr, "Array of dictionary attributes", &'a [Attr],
    check |c, a| a.as_array(c).is_some_and(|e| e.iter().all(|x| x.as_dictionary(c).is_some())),
    value |c, a| a.as_array(c).unwrap_or(&[]), make |c, v| c.array_attr(v),
    value_type |c| c.none_type(), starts LSquare,
    storage |c, a| a.as_array(c).is_some());
attr_constraint!(/// Dense elements of index type; read without copying.
    IndexElementsAttr, "index elements attribute", ArrayValues<'a, i64>,
    check |c, a| ArrayValues::of_index_elements(c, a).is_some(),
    value |c, a| ArrayValues::of_index_elements(c, a).unwrap_or_default(),
    make |c, v| { let i = c.index_type(); let t = c.ranked_tensor_type(&[v.len() as i64], i); c.dense_int_elements(t, &v.to_vec()) },
    storage |c, a| crate::ods::attr_families::dense_int_elements(c, a));
attr_constraint!(/// Dense elements of f64.
    F64ElementsAttr, "64-bit float elements attribute", Attr,
    check |c, a| matches!(a.kind(c), AttrKind::DenseElements { ty, .. } if ty.element_type(c).and_then(|e| e.float_kind(c)) == Some(FloatKind::F64)),
    value |_c, a| a, make |_c, v| v,
    storage |c, a| crate::ods::attr_families::dense_float_elements(c, a));
attr_constraint!(/// Any dense elements.
    ElementsAttr, "constant vector/tensor attribute", Attr,
    check |c, a| matches!(a.kind(c), AttrKind::DenseElements { .. } | AttrKind::DenseStringElements { .. }),
    value |_c, a| a, make |_c, v| v,
    storage |c, a| matches!(a.kind(c), AttrKind::DenseElements { .. } | AttrKind::DenseStringElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }));
attr_constraint!(/// Any typed attribute (integer, float, elements, string, opaque).
    TypedAttr, "TypedAttr instance", Attr,
    check |c, a| a.typed_attr_type(c).is_some(),
    value |_c, a| a, make |_c, v| v,
    storage |c, a| TypedAttr::check(c, a));
/// An element of a dense array attribute, stored as its bit pattern.
pub trait DenseArrayElement: Copy + PartialEq + std::fmt::Debug + 'static {
    /// Whether `t` is the array's element type (`i32` for `i32`).
    fn is_element(ctx: &Context, t: Type) -> bool;
    /// The element type, to build an array.
    fn element_type(ctx: &Context) -> Type;
    /// The element from its stored bit pattern.
    fn from_bits(bits: u128) -> Self;
    /// The stored bit pattern.
    fn to_bits(self) -> u128;
    /// One element of the stripped form `[1, 2]` that assembly formats
    /// read (MLIR's `parseDenseArrayAttrElt`).
    fn parse_element(p: &mut OpParser<'_, '_>) -> PResult<Self>;
    /// One element of the stripped form, as MLIR's
    /// `DenseArrayAttrImpl::print` writes it.
    fn write_element(self, out: &mut String);
}
macro_rules! int_array_element {
    ($($t:ty, $u:ty, $w:expr;)*) => {$(
        impl DenseArrayElement for $t {
            fn is_element(ctx: &Context, t: Type) -> bool {
                t.is_signless_int(ctx, $w)
            }
            fn element_type(ctx: &Context) -> Type {
                ctx.int_type($w)
            }
            fn from_bits(bits: u128) -> Self {
                bits as $u as $t
            }
            fn to_bits(self) -> u128 {
                self as $u as u128
            }
            fn parse_element(p: &mut OpParser<'_, '_>) -> PResult<Self> {
                parse_array_integer(p, i128::from(<$t>::MIN), i128::from(<$t>::MAX)).map(|v| v as $t)
            }
            fn write_element(self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}

/// An integer of a dense array's stripped form, in `min..=max`, as MLIR's
/// `AsmParser::parseInteger<IntT>`: `true` and `false` are the one-bit
/// integers -1 and 0 (so `true` is 1 only for `bool`), and a value out of
/// range is "integer value too large" at its first token.
fn parse_array_integer(p: &mut OpParser<'_, '_>, min: i128, max: i128) -> PResult<i128> {
    let at = p.pos();
    let keyword = if p.parse_optional_keyword("true") {
        Some(-1)
    } else if p.parse_optional_keyword("false") {
        Some(0)
    } else {
        None
    };
    let value = match keyword {
        // A one-bit `true` fits in every width: its sign fills it.
        Some(v) => return Ok(if min == 0 { -v } else { v }),
        None => {
            if !p.peek(Tok::Integer) && !p.peek(Tok::Minus) {
                // At the token itself, also at the end of the input.
                return Err(p.error_at(at, "expected integer value"));
            }
            let negative = p.parse_optional(Tok::Minus);
            if !p.peek(Tok::Integer) {
                // The generic grammar's message, not the op's, about a
                // wrong token (MLIR's `parseOptionalInteger` after a `-`).
                return Err(p.parser().err_wrong_token("expected integer value"));
            }
            let magnitude = crate::parse::parse_int_text(p.parser().text());
            p.parser().advance_token();
            magnitude.and_then(|m| i128::try_from(m).ok()).map(|m| if negative { -m } else { m })
        }
    };
    match value {
        Some(v) if (min..=max).contains(&v) => Ok(v),
        _ => Err(p.error_at(at, "integer value too large")),
    }
}

/// A float of a dense array's stripped form: MLIR reads it as a `double`
/// (`AsmParser::parseFloat(double &)`, a hexadecimal literal being the 64
/// bits of one) and converts it to the element type.
fn parse_array_float(p: &mut OpParser<'_, '_>) -> PResult<f64> {
    let bits = p.parser().parse_float(FloatKind::F64)?;
    Ok(f64::from_bits(bits as u64))
}

/// `v` as C's `printf("%.6e")`, and `nan`, `INF`, `-INF` as LLVM's
/// `write_double`: what `raw_ostream << double` writes.
fn write_c_exponent(v: f64, out: &mut String) {
    if v.is_nan() {
        out.push_str("nan");
        return;
    }
    if v.is_infinite() {
        out.push_str(if v < 0.0 { "-INF" } else { "INF" });
        return;
    }
    let rust = format!("{v:.6e}");
    let (mantissa, exponent) = rust.split_once('e').expect("exponent notation");
    let exponent: i32 = exponent.parse().expect("decimal exponent");
    let sign = if exponent < 0 { '-' } else { '+' };
    out.push_str(&format!("{mantissa}e{sign}{:02}", exponent.unsigned_abs()));
}
int_array_element! {
    i64, u64, 64;
    i32, u32, 32;
    i16, u16, 16;
    i8, u8, 8;
}
impl DenseArrayElement for bool {
    fn is_element(ctx: &Context, t: Type) -> bool {
        t.is_signless_int(ctx, 1)
    }
    fn element_type(ctx: &Context) -> Type {
        ctx.int_type(1)
    }
    fn from_bits(bits: u128) -> Self {
        bits & 1 != 0
    }
    fn to_bits(self) -> u128 {
        u128::from(self)
    }
    fn parse_element(p: &mut OpParser<'_, '_>) -> PResult<Self> {
        parse_array_integer(p, 0, 1).map(|v| v != 0)
    }
    fn write_element(self, out: &mut String) {
        out.push_str(if self { "true" } else { "false" });
    }
}
impl DenseArrayElement for f32 {
    fn is_element(ctx: &Context, t: Type) -> bool {
        t.float_kind(ctx) == Some(FloatKind::F32)
    }
    fn element_type(ctx: &Context) -> Type {
        ctx.f32_type()
    }
    fn from_bits(bits: u128) -> Self {
        f32::from_bits(bits as u32)
    }
    fn to_bits(self) -> u128 {
        u128::from(self.to_bits())
    }
    fn parse_element(p: &mut OpParser<'_, '_>) -> PResult<Self> {
        parse_array_float(p).map(|v| v as f32)
    }
    fn write_element(self, out: &mut String) {
        write_c_exponent(f64::from(self), out);
    }
}
impl DenseArrayElement for f64 {
    fn is_element(ctx: &Context, t: Type) -> bool {
        t.float_kind(ctx) == Some(FloatKind::F64)
    }
    fn element_type(ctx: &Context) -> Type {
        ctx.f64_type()
    }
    fn from_bits(bits: u128) -> Self {
        f64::from_bits(bits as u64)
    }
    fn to_bits(self) -> u128 {
        u128::from(self.to_bits())
    }
    fn parse_element(p: &mut OpParser<'_, '_>) -> PResult<Self> {
        parse_array_float(p)
    }
    // MLIR 22 prints an `f64` element through a `float`: precision and
    // range are lost (1e300 prints `INF`), and so they are here.
    fn write_element(self, out: &mut String) {
        write_c_exponent(f64::from(self as f32), out);
    }
}

/// The elements of a dense array attribute (`array<i64: 1, 2>`), or of an
/// index dense elements attribute (`dense<[1, 2]> : tensor<2xindex>`): what
/// their accessors return, read from the stored attribute without copying
/// (a splat stays one element), and what their builders take (`&[1, 2]`,
/// `&vec`, `vec`).
#[derive(Clone, Debug)]
pub struct ArrayValues<'a, T: DenseArrayElement>(ArrayRepr<'a, T>);

#[derive(Clone, Debug)]
enum ArrayRepr<'a, T: Clone> {
    /// The bit patterns of a stored attribute.
    Stored(&'a [u128]),
    /// The elements of a stored dense elements attribute.
    Dense(&'a DenseBits),
    /// A stored splat: one bit pattern standing for `count` elements.
    Splat { bits: u128, count: usize },
    /// Values given by the caller.
    Given(std::borrow::Cow<'a, [T]>),
}

impl<'a, T: DenseArrayElement> ArrayValues<'a, T> {
    /// The elements of `a`, if it is a dense array of `T`.
    pub fn of(ctx: &'a Context, a: Attr) -> Option<Self> {
        match a.kind(ctx) {
            AttrKind::DenseArray { element, data } if T::is_element(ctx, *element) => {
                Some(ArrayValues(ArrayRepr::Stored(data)))
            }
            _ => None,
        }
    }
    /// How many elements.
    pub fn len(&self) -> usize {
        match &self.0 {
            ArrayRepr::Stored(d) => d.len(),
            ArrayRepr::Dense(d) => d.len(),
            ArrayRepr::Splat { count, .. } => *count,
            ArrayRepr::Given(v) => v.len(),
        }
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Element `i`, if in range.
    pub fn get(&self, i: usize) -> Option<T> {
        match &self.0 {
            ArrayRepr::Stored(d) => d.get(i).map(|&b| T::from_bits(b)),
            ArrayRepr::Dense(d) => (i < d.len()).then(|| T::from_bits(d.get(i))),
            ArrayRepr::Splat { bits, count } => (i < *count).then(|| T::from_bits(*bits)),
            ArrayRepr::Given(v) => v.get(i).copied(),
        }
    }
    /// The elements in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = T> + DoubleEndedIterator + '_ {
        (0..self.len()).map(|i| self.get(i).expect("in range"))
    }
    /// The elements as a vector.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }
    /// The stored bit patterns.
    fn bits(&self) -> Box<[u128]> {
        match &self.0 {
            ArrayRepr::Stored(d) => (*d).into(),
            ArrayRepr::Dense(_) | ArrayRepr::Splat { .. } | ArrayRepr::Given(_) => {
                self.iter().map(T::to_bits).collect()
            }
        }
    }
}

impl<'a> ArrayValues<'a, i64> {
    /// The elements of `a`, if it is a dense elements attribute of `index`
    /// elements (`IndexElementsAttr`).
    pub fn of_index_elements(ctx: &'a Context, a: Attr) -> Option<Self> {
        match a.kind(ctx) {
            AttrKind::DenseElements { ty, splat, data } if ty.element_type(ctx).is_some_and(|e| e.is_index(ctx)) => {
                Some(ArrayValues(if *splat && !data.is_empty() {
                    let bits = data.get(0);
                    ArrayRepr::Splat { bits, count: crate::attrs::num_elements(ctx, *ty).unwrap_or(0) }
                } else {
                    ArrayRepr::Dense(data)
                }))
            }
            _ => None,
        }
    }
}

impl<T: DenseArrayElement> Default for ArrayValues<'_, T> {
    fn default() -> Self {
        ArrayValues(ArrayRepr::Stored(&[]))
    }
}
impl<'a, T: DenseArrayElement> From<&'a [T]> for ArrayValues<'a, T> {
    fn from(v: &'a [T]) -> Self {
        ArrayValues(ArrayRepr::Given(v.into()))
    }
}
impl<'a, T: DenseArrayElement, const N: usize> From<&'a [T; N]> for ArrayValues<'a, T> {
    fn from(v: &'a [T; N]) -> Self {
        ArrayValues(ArrayRepr::Given(v[..].into()))
    }
}
impl<'a, T: DenseArrayElement> From<&'a Vec<T>> for ArrayValues<'a, T> {
    fn from(v: &'a Vec<T>) -> Self {
        ArrayValues(ArrayRepr::Given(v[..].into()))
    }
}
impl<T: DenseArrayElement> From<Vec<T>> for ArrayValues<'_, T> {
    fn from(v: Vec<T>) -> Self {
        ArrayValues(ArrayRepr::Given(v.into()))
    }
}
impl<T: DenseArrayElement> PartialEq for ArrayValues<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}
impl<T: DenseArrayElement> PartialEq<[T]> for ArrayValues<'_, T> {
    fn eq(&self, other: &[T]) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter().copied())
    }
}
impl<T: DenseArrayElement, const N: usize> PartialEq<[T; N]> for ArrayValues<'_, T> {
    fn eq(&self, other: &[T; N]) -> bool {
        *self == other[..]
    }
}
impl<T: DenseArrayElement> PartialEq<Vec<T>> for ArrayValues<'_, T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        *self == other[..]
    }
}
impl<'s, T: DenseArrayElement> IntoIterator for &'s ArrayValues<'_, T> {
    type Item = T;
    type IntoIter = Box<dyn DoubleEndedIterator<Item = T> + 's>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

/// Reads the stripped form `[1, 2]` of a dense array of `T`, as MLIR's
/// `DenseArrayAttrImpl<T>::parse`: after an element's error the `]` is
/// still expected, so a second error follows unless it is there.
fn parse_stripped_dense_array<T: DenseArrayElement>(p: &mut OpParser<'_, '_>) -> PResult<Attr> {
    if !p.parse_optional(Tok::LSquare) {
        return Err(p.parser().err_wrong_token("expected '['"));
    }
    let mut values: Vec<T> = Vec::new();
    if !p.parse_optional(Tok::RSquare) {
        loop {
            match T::parse_element(p) {
                Ok(v) => values.push(v),
                Err(mut e) => {
                    if !p.peek(Tok::RSquare) {
                        let mut then = p.parser().err_wrong_token("expected ']'");
                        then.notes.clear();
                        e.notes.push(then);
                    }
                    return Err(e);
                }
            }
            if !p.parse_optional(Tok::Comma) {
                break;
            }
        }
        if !p.parse_optional(Tok::RSquare) {
            return Err(p.parser().err_wrong_token("expected ']'"));
        }
    }
    let element = T::element_type(p.ctx());
    let data = values.into_iter().map(T::to_bits).collect();
    Ok(p.ctx().get_attr(AttrKind::DenseArray { element, data }))
}

/// The stripped form `[1, 2]` of a dense array of `T`.
fn print_stripped_dense_array<T: DenseArrayElement>(ctx: &Context, a: Attr) -> Option<String> {
    let values = ArrayValues::<T>::of(ctx, a)?;
    let mut out = String::from("[");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        v.write_element(&mut out);
    }
    out.push(']');
    Some(out)
}

macro_rules! dense_array_attr {
    ($($name:ident, $t:ty, $summary:expr;)*) => {$(
        #[doc = concat!("`array<", $summary, ">`; in assembly formats its stripped form `[...]` ",
                        "(MLIR's `DenseArrayAttrImpl::parse` and `print`).")]
        pub struct $name;
        impl AttrConstraint for $name {
            type Value<'a> = ArrayValues<'a, $t>;
            fn summary() -> String {
                concat!($summary, " dense array attribute").to_string()
            }
            fn check(c: &Context, a: Attr) -> bool {
                ArrayValues::<$t>::of(c, a).is_some()
            }
            fn value(c: &Context, a: Attr) -> Self::Value<'_> {
                ArrayValues::of(c, a).unwrap_or_default()
            }
            fn make(c: &Context, v: Self::Value<'_>) -> Attr {
                let element = <$t as DenseArrayElement>::element_type(c);
                c.get_attr(AttrKind::DenseArray { element, data: v.bits() })
            }
            fn parse_in_op(p: &mut OpParser<'_, '_>) -> Option<PResult<Attr>> {
                Some(parse_stripped_dense_array::<$t>(p))
            }
            fn print(c: &Context, a: Attr) -> Option<String> {
                print_stripped_dense_array::<$t>(c, a)
            }
            const GENERIC_PARSER: bool = false;
            fn starts(p: &crate::parse::Parser<'_>) -> Option<bool> {
                Some(p.is(Tok::LSquare))
            }
            // The storage is the dense array class itself.
            fn storage(c: &Context, a: Attr) -> bool {
                Self::check(c, a)
            }
        }
    )*};
}
dense_array_attr! {
    DenseI64ArrayAttr, i64, "i64";
    DenseI32ArrayAttr, i32, "i32";
    DenseI16ArrayAttr, i16, "i16";
    DenseI8ArrayAttr, i8, "i8";
    DenseBoolArrayAttr, bool, "i1";
    DenseF32ArrayAttr, f32, "f32";
    DenseF64ArrayAttr, f64, "f64";
}

/// An attribute constraint narrowed by predicates: `Confined<I64Attr,
/// (IntMinValue<0>,)>`.
pub struct Confined<A, P>(PhantomData<(A, P)>);

/// `AllAttrOf<[P, Q]>`, written `AllAttrOf<(P, Q)>`: every predicate
/// holds; their summaries are joined with " and " (as one predicate of
/// `Confined`: `Confined<I64Attr, AllAttrOf<(IntMinValue<1>, IntMaxValue<3>)>>`).
pub struct AllAttrOf<L>(PhantomData<L>);
impl<L: AttrPredicateList> AttrPredicate for AllAttrOf<L> {
    fn summary() -> String {
        L::summaries().join(" and ")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        L::all(ctx, a)
    }
}

/// A predicate of `Confined`.
pub trait AttrPredicate: 'static {
    /// The text appended to the base summary (`whose minimum value is 0`).
    fn summary() -> String;
    /// Whether `a` satisfies the predicate.
    fn check(ctx: &Context, a: Attr) -> bool;
}

/// Predicates that must all hold, as a tuple, or one predicate alone
/// (`Confined<I64Attr, IntMinValue<1>>`, also written `(IntMinValue<1>)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a predicate or a tuple of predicates of `Confined`",
    note = "write one predicate (`IntMinValue<0>`) or a tuple of them (`(IntMinValue<0>, IntMaxValue<9>)`)"
)]
pub trait AttrPredicateList: 'static {
    /// The summaries of the predicates, in order.
    fn summaries() -> Vec<String>;
    /// Whether `a` satisfies all of them.
    fn all(ctx: &Context, a: Attr) -> bool;
}
macro_rules! pred_list {
    ($($n:ident),*) => {
        impl<$($n: AttrPredicate),*> AttrPredicateList for ($($n,)*) {
            fn summaries() -> Vec<String> {
                vec![$($n::summary()),*]
            }
            fn all(ctx: &Context, a: Attr) -> bool {
                true $(&& $n::check(ctx, a))*
            }
        }
    };
}
pred_list!(A);
pred_list!(A, B);
pred_list!(A, B, C);
pred_list!(A, B, C, D);

/// One predicate is a list of one.
macro_rules! single_pred {
    ($([$($g:tt)*] $t:ty;)*) => {$(
        impl<$($g)*> AttrPredicateList for $t {
            fn summaries() -> Vec<String> {
                vec![<$t as AttrPredicate>::summary()]
            }
            fn all(ctx: &Context, a: Attr) -> bool {
                <$t as AttrPredicate>::check(ctx, a)
            }
        }
    )*};
}
single_pred! {
    [L: AttrPredicateList] AllAttrOf<L>;
    [const N: i64] IntMinValue<N>;
    [const N: i64] IntMaxValue<N>;
    [] IntPositive;
    [] IntNonNegative;
    [const N: usize] ArrayMinCount<N>;
    [const N: usize] ArrayMaxCount<N>;
    [const I: usize, const N: i64] IntArrayNthElemEq<I, N>;
    [const I: usize, const N: i64] IntArrayNthElemMinValue<I, N>;
    [const N: i64] IntNEQValue<N>;
    [] IntPowerOf2;
    [const N: usize] ArrayCount<N>;
    [const I: usize, const N: i64] IntArrayNthElemMaxValue<I, N>;
    [const I: usize, const MIN: i64, const MAX: i64] IntArrayNthElemInRange<I, MIN, MAX>;
    [const N: usize] DenseArrayCount<N>;
    [const N: usize] DenseArrayMaxCt<N>;
    [const N: usize] DenseArrayMinCt<N>;
    [] DenseArrayStrictlyPositive;
    [] DenseArrayNonNegative;
    [] DenseArraySorted;
    [] DenseArrayStrictlySorted;
    [L: IntList] IntIsOneOf<L>;
    [] IsNullAttr;
    [A: AttrConstraint, P: AttrPredicateList] Confined<A, P>;
}

impl<A: AttrConstraint, P: AttrPredicateList> AttrConstraint for Confined<A, P> {
    type Value<'a> = A::Value<'a>;
    // mlir-tblgen 22 folds the predicates' summaries in with a space each
    // (`... whose minimum value is 0 whose maximum value is 10`).
    fn summary() -> String {
        format!("{} {}", A::summary(), P::summaries().join(" "))
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        A::check(ctx, a) && P::all(ctx, a)
    }
    fn value(ctx: &Context, a: Attr) -> Self::Value<'_> {
        A::value(ctx, a)
    }
    fn make(ctx: &Context, v: Self::Value<'_>) -> Attr {
        A::make(ctx, v)
    }
    const TYPE_BUILDER: bool = A::TYPE_BUILDER;
    const GENERIC_PARSER: bool = A::GENERIC_PARSER;
    fn value_type(ctx: &Context) -> Option<Type> {
        A::value_type(ctx)
    }
    fn parse(p: &mut crate::parse::Parser<'_>, name: &str) -> Option<crate::registry::PResult<Attr>> {
        A::parse(p, name)
    }
    fn parse_in_op(p: &mut OpParser<'_, '_>) -> Option<PResult<Attr>> {
        A::parse_in_op(p)
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        A::print(ctx, a)
    }
    fn starts(p: &crate::parse::Parser<'_>) -> Option<bool> {
        A::starts(p)
    }
    fn storage(ctx: &Context, a: Attr) -> bool {
        A::storage(ctx, a)
    }
    const PROPERTY: bool = A::PROPERTY;
    fn convert(ctx: &Context, a: Attr) -> Result<Attr, crate::diag::Diagnostic> {
        A::convert(ctx, a)
    }
}

/// `IntMinValue<N>`
pub struct IntMinValue<const N: i64>;
impl<const N: i64> AttrPredicate for IntMinValue<N> {
    fn summary() -> String {
        format!("whose minimum value is {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v >= N)
    }
}
/// `IntMaxValue<N>`
pub struct IntMaxValue<const N: i64>;
impl<const N: i64> AttrPredicate for IntMaxValue<N> {
    fn summary() -> String {
        format!("whose maximum value is {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v <= N)
    }
}
/// `IntPositive`
pub struct IntPositive;
impl AttrPredicate for IntPositive {
    fn summary() -> String {
        "whose value is positive".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v > 0)
    }
}
/// `IntNonNegative`
pub struct IntNonNegative;
impl AttrPredicate for IntNonNegative {
    fn summary() -> String {
        "whose value is non-negative".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v >= 0)
    }
}
/// `ArrayMinCount<N>`
pub struct ArrayMinCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayMinCount<N> {
    fn summary() -> String {
        format!("with at least {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).is_some_and(|e| e.len() >= N)
    }
}
/// `ArrayMaxCount<N>`
pub struct ArrayMaxCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayMaxCount<N> {
    fn summary() -> String {
        format!("with at most {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).is_some_and(|e| e.len() <= N)
    }
}
/// `IntArrayNthElemEq<I, N>`: element `I` of an integer array equals `N`.
pub struct IntArrayNthElemEq<const I: usize, const N: i64>;
impl<const I: usize, const N: i64> AttrPredicate for IntArrayNthElemEq<I, N> {
    fn summary() -> String {
        format!("whose {I}-th element must be {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).and_then(|e| e.get(I)).and_then(|x| x.as_i64(ctx)) == Some(N)
    }
}
/// `IntArrayNthElemMinValue<I, N>`
pub struct IntArrayNthElemMinValue<const I: usize, const N: i64>;
impl<const I: usize, const N: i64> AttrPredicate for IntArrayNthElemMinValue<I, N> {
    fn summary() -> String {
        format!("whose {I}-th element must be at least {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).and_then(|e| e.get(I)).and_then(|x| x.as_i64(ctx)).is_some_and(|v| v >= N)
    }
}

/// `IntNEQValue<N>`
pub struct IntNEQValue<const N: i64>;
impl<const N: i64> AttrPredicate for IntNEQValue<N> {
    fn summary() -> String {
        format!("whose value is not {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v != N)
    }
}
/// `IntPowerOf2`
pub struct IntPowerOf2;
impl AttrPredicate for IntPowerOf2 {
    fn summary() -> String {
        "whose value is a power of two > 0".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
    }
}
/// `IntPositivePowerOf2`: positive and a power of two.
pub type IntPositivePowerOf2 = AllAttrOf<(IntPositive, IntPowerOf2)>;

/// `IntValidAlignment<A>`: `A`, positive and a power of two (an attribute
/// constraint, also usable as a predicate of `Confined`, as in ODS).
pub type IntValidAlignment<A> = Confined<A, IntPositivePowerOf2>;

/// An attribute constraint used as a predicate of `Confined` (ODS's
/// `ConfinedAttr<A, [IntValidAlignment<A>]>`): its summary and check.
impl<A: AttrConstraint, P: AttrPredicateList> AttrPredicate for Confined<A, P> {
    fn summary() -> String {
        <Self as AttrConstraint>::summary()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        <Self as AttrConstraint>::check(ctx, a)
    }
}

/// One integer of [`IntIsOneOf`]'s list.
pub struct Int<const N: i64>;

/// The integers of [`IntIsOneOf`]: one [`Int`] or a tuple of them.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of integers for `IntIsOneOf`",
    note = "write `IntIsOneOf<Int<4>>` or a tuple, `IntIsOneOf<(Int<1>, Int<2>, Int<4>)>`"
)]
pub trait IntList: 'static {
    /// The integers, in order.
    fn values() -> Vec<i64>;
}
impl<const N: i64> IntList for Int<N> {
    fn values() -> Vec<i64> {
        vec![N]
    }
}
macro_rules! int_list {
    ($($n:ident),*) => {
        impl<$(const $n: i64),*> IntList for ($(Int<$n>,)*) {
            fn values() -> Vec<i64> {
                vec![$($n),*]
            }
        }
    };
}
int_list!(A);
int_list!(A, B);
int_list!(A, B, C);
int_list!(A, B, C, D);
int_list!(A, B, C, D, E);
int_list!(A, B, C, D, E, F);
int_list!(A, B, C, D, E, F, G);
int_list!(A, B, C, D, E, F, G, H);

/// `IntIsOneOf<[1, 2, 4]>`, written `IntIsOneOf<(Int<1>, Int<2>, Int<4>)>`:
/// the integer is one of the list.
pub struct IntIsOneOf<L>(PhantomData<L>);
impl<L: IntList> AttrPredicate for IntIsOneOf<L> {
    fn summary() -> String {
        let values: Vec<String> = L::values().iter().map(|v| v.to_string()).collect();
        format!("whose value is one of {{{}}}", values.join(", "))
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_i64(ctx).is_some_and(|v| L::values().contains(&v))
    }
}

/// `IsNullAttr`: the attribute is absent (of an optional attribute: a
/// present one fails).
pub struct IsNullAttr;
impl AttrPredicate for IsNullAttr {
    fn summary() -> String {
        "empty attribute (for optional attributes)".into()
    }
    fn check(_ctx: &Context, _a: Attr) -> bool {
        false
    }
}

/// `ArrayCount<N>`
pub struct ArrayCount<const N: usize>;
impl<const N: usize> AttrPredicate for ArrayCount<N> {
    fn summary() -> String {
        format!("with exactly {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).is_some_and(|e| e.len() == N)
    }
}
/// `IntArrayNthElemMaxValue<I, N>`: element `I` of an integer array is at most `N`.
pub struct IntArrayNthElemMaxValue<const I: usize, const N: i64>;
impl<const I: usize, const N: i64> AttrPredicate for IntArrayNthElemMaxValue<I, N> {
    fn summary() -> String {
        format!("whose {I}-th element must be at most {N}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).and_then(|e| e.get(I)).and_then(|x| x.as_i64(ctx)).is_some_and(|v| v <= N)
    }
}
/// `IntArrayNthElemInRange<I, MIN, MAX>`: element `I` of an integer array
/// is in `MIN..=MAX`.
pub struct IntArrayNthElemInRange<const I: usize, const MIN: i64, const MAX: i64>;
impl<const I: usize, const MIN: i64, const MAX: i64> AttrPredicate for IntArrayNthElemInRange<I, MIN, MAX> {
    fn summary() -> String {
        format!("whose {I}-th element must be at least {MIN} and at most {MAX}")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).and_then(|e| e.get(I)).and_then(|x| x.as_i64(ctx)).is_some_and(|v| (MIN..=MAX).contains(&v))
    }
}

/// An element of a dense array, for the predicates that compare them.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum ArrayNumber {
    Int(i128),
    Float(f64),
}
impl ArrayNumber {
    fn is_positive(self) -> bool {
        match self {
            ArrayNumber::Int(v) => v > 0,
            ArrayNumber::Float(v) => v > 0.0,
        }
    }
    fn is_non_negative(self) -> bool {
        match self {
            ArrayNumber::Int(v) => v >= 0,
            ArrayNumber::Float(v) => v >= 0.0,
        }
    }
}

/// The elements of a dense array (`array<i32: 1, 2>`): integers
/// sign-extended, `i1` as 0 and 1 (MLIR's `bool`), floats as `f64`.
fn dense_array_numbers(ctx: &Context, a: Attr) -> Option<Vec<ArrayNumber>> {
    let AttrKind::DenseArray { element, data } = a.kind(ctx) else { return None };
    Some(match element.kind(ctx) {
        TypeKind::Integer { width: 1, .. } => data.iter().map(|&b| ArrayNumber::Int((b & 1) as i128)).collect(),
        TypeKind::Integer { width, .. } => {
            data.iter().map(|&b| ArrayNumber::Int(crate::attrs::sign_extend(b, *width))).collect()
        }
        TypeKind::Float(FloatKind::F32) => {
            data.iter().map(|&b| ArrayNumber::Float(f32::from_bits(b as u32).into())).collect()
        }
        TypeKind::Float(FloatKind::F64) => data.iter().map(|&b| ArrayNumber::Float(f64::from_bits(b as u64))).collect(),
        _ => return None,
    })
}

/// `llvm::is_sorted`: no element is less than the one before it (NaN,
/// unordered, passes as in C++).
fn is_sorted(v: &[ArrayNumber]) -> bool {
    v.windows(2).all(|w| w[1].partial_cmp(&w[0]) != Some(std::cmp::Ordering::Less))
}

/// The number of elements of a dense array.
fn dense_array_len(ctx: &Context, a: Attr) -> Option<usize> {
    match a.kind(ctx) {
        AttrKind::DenseArray { data, .. } => Some(data.len()),
        _ => None,
    }
}

/// `DenseArrayCount<N>`
pub struct DenseArrayCount<const N: usize>;
impl<const N: usize> AttrPredicate for DenseArrayCount<N> {
    fn summary() -> String {
        format!("with exactly {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_len(ctx, a) == Some(N)
    }
}
/// `DenseArrayMaxCt<N>`
pub struct DenseArrayMaxCt<const N: usize>;
impl<const N: usize> AttrPredicate for DenseArrayMaxCt<N> {
    fn summary() -> String {
        format!("with at most {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_len(ctx, a).is_some_and(|n| n <= N)
    }
}
/// `DenseArrayMinCt<N>`
pub struct DenseArrayMinCt<const N: usize>;
impl<const N: usize> AttrPredicate for DenseArrayMinCt<N> {
    fn summary() -> String {
        format!("with at least {N} elements")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_len(ctx, a).is_some_and(|n| n >= N)
    }
}
/// `DenseArrayStrictlyPositive`: every element of a dense array is above 0.
pub struct DenseArrayStrictlyPositive;
impl AttrPredicate for DenseArrayStrictlyPositive {
    fn summary() -> String {
        "whose value is positive".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_numbers(ctx, a).is_some_and(|v| v.iter().all(|x| x.is_positive()))
    }
}
/// `DenseArrayNonNegative`: no element of a dense array is below 0.
pub struct DenseArrayNonNegative;
impl AttrPredicate for DenseArrayNonNegative {
    fn summary() -> String {
        "whose value is non-negative".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_numbers(ctx, a).is_some_and(|v| v.iter().all(|x| x.is_non_negative()))
    }
}
/// `DenseArraySorted`: a dense array in non-decreasing order.
pub struct DenseArraySorted;
impl AttrPredicate for DenseArraySorted {
    fn summary() -> String {
        "should be in non-decreasing order".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_numbers(ctx, a).is_some_and(|v| is_sorted(&v))
    }
}
/// `DenseArrayStrictlySorted`: a dense array in increasing order.
pub struct DenseArrayStrictlySorted;
impl AttrPredicate for DenseArrayStrictlySorted {
    fn summary() -> String {
        "should be in increasing order".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        dense_array_numbers(ctx, a).is_some_and(|v| is_sorted(&v) && v.windows(2).all(|w| w[0] != w[1]))
    }
}

/// The cases of an enum attribute (`#[derive(EnumAttr)]`), so that a
/// `DefaultValuedAttr` may name its default by keyword (`default = "eq"`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an enum attribute, so a string default cannot name one of its cases",
    label = "a string default names a case of an enum attribute",
    note = "give the default as a value of the attribute's Rust type (e.g. `default = 0` for `I64Attr`)"
)]
pub trait EnumCases: AttrConstraint {
    /// The case keywords, in declaration order.
    const KEYWORDS: &'static [&'static str];
    /// The value of the case at `index` in `KEYWORDS`.
    fn case_value(index: usize) -> Self::Value<'static>;
}

/// The index of `keyword` in `keywords`; evaluated at compile time, where a
/// keyword that is no case stops the build.
#[doc(hidden)]
pub const fn enum_case_index(keywords: &[&str], keyword: &str) -> usize {
    let mut i = 0;
    while i < keywords.len() {
        let (a, b) = (keywords[i].as_bytes(), keyword.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i;
            }
        }
        i += 1;
    }
    panic!("the default is not a case keyword of the enum attribute (see `KEYWORDS` of its type)")
}

/// A bit enum (`#[enum_attr(kind = "bit")]`): its cases and their bits.
pub trait BitEnum: Copy + 'static {
    /// Every case, in declaration order.
    const ALL: &'static [Self];
    /// The bits of the case.
    fn bits(self) -> i64;
    /// The keyword of the case.
    fn keyword(self) -> &'static str;
}

/// The value of a bit-enum attribute: a set of the cases of `E`, as MLIR's
/// generated bit-enum class (`a | b`, `contains`, iteration).
pub struct BitFlags<E> {
    bits: i64,
    cases: PhantomData<fn() -> E>,
}

// Written out rather than derived: a derive would ask the same of `E`.
impl<E> Clone for BitFlags<E> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<E> Copy for BitFlags<E> {}
impl<E> PartialEq for BitFlags<E> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}
impl<E> Eq for BitFlags<E> {}
impl<E> std::hash::Hash for BitFlags<E> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bits.hash(state)
    }
}
/// No flag set.
impl<E> Default for BitFlags<E> {
    fn default() -> Self {
        BitFlags { bits: 0, cases: PhantomData }
    }
}

impl<E: BitEnum> BitFlags<E> {
    /// No flag set.
    pub fn empty() -> Self {
        BitFlags::from_bits(0)
    }
    /// The flags of the integer `bits`, as stored in the attribute.
    pub fn from_bits(bits: i64) -> Self {
        BitFlags { bits, cases: PhantomData }
    }
    /// The integer stored in the attribute.
    pub fn bits(self) -> i64 {
        self.bits
    }
    /// Whether no flag is set.
    pub fn is_empty(self) -> bool {
        self.bits == 0
    }
    /// Whether every bit of `flag` is set.
    pub fn contains(self, flag: E) -> bool {
        self.bits & flag.bits() == flag.bits()
    }
    /// These flags and `flag`.
    pub fn with(self, flag: E) -> Self {
        BitFlags::from_bits(self.bits | flag.bits())
    }
    /// These flags without `flag`.
    pub fn without(self, flag: E) -> Self {
        BitFlags::from_bits(self.bits & !flag.bits())
    }
    /// The non-zero cases that are set, in declaration order.
    pub fn iter(self) -> impl Iterator<Item = E> {
        E::ALL.iter().copied().filter(move |c| c.bits() != 0 && self.contains(*c))
    }
}

impl<E: BitEnum> From<E> for BitFlags<E> {
    fn from(flag: E) -> Self {
        BitFlags::from_bits(flag.bits())
    }
}

impl<E: BitEnum> std::ops::BitOr<E> for BitFlags<E> {
    type Output = Self;
    fn bitor(self, flag: E) -> Self {
        self.with(flag)
    }
}

impl<E: BitEnum> std::ops::BitOr for BitFlags<E> {
    type Output = Self;
    fn bitor(self, other: Self) -> Self {
        BitFlags::from_bits(self.bits | other.bits)
    }
}

impl<E: BitEnum> std::fmt::Debug for BitFlags<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.iter().map(E::keyword).collect();
        write!(f, "BitFlags({})", if names.is_empty() { "none".to_string() } else { names.join("|") })
    }
}

/// The text of an enum case in assembly: its keyword, quoted when it is no
/// bare identifier (`"+"`), as mlir-tblgen's printers write it.
#[doc(hidden)]
pub fn enum_case_text(keyword: &str) -> String {
    if crate::print::is_bare_identifier(keyword) {
        keyword.to_string()
    } else {
        format!("\"{keyword}\"")
    }
}
