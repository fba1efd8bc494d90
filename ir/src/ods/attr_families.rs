//! The families of attribute constraints of MLIR 22's
//! `CommonAttrConstraints.td` beyond the basic ones: integers of every width
//! and signedness, dense elements (also of a fixed shape), arrays of one
//! kind of attribute, typed strings, type attributes of a kind, and
//! `AnyAttrOf`. Summaries are ODS's,
//! since verifier messages quote them.

use super::constraints::{AttrConstraint, TypeConstraint};
use crate::attrs::{Attr, AttrKind, IntValue};
use crate::context::Context;
use crate::float_format::FloatKind;
use crate::types::{Signedness, Type, TypeKind};
use std::marker::PhantomData;

// ----- integers -----

/// The integer type of an integer attribute: its width and signedness.
fn integer_attr_type(ctx: &Context, a: Attr) -> Option<(u32, Signedness)> {
    match a.kind(ctx) {
        AttrKind::Integer { ty, .. } => match ty.kind(ctx) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            _ => None,
        },
        _ => None,
    }
}

/// The value of an integer attribute that fits 128 bits (as stored).
fn integer_attr_value(ctx: &Context, a: Attr) -> i128 {
    match a.kind(ctx) {
        AttrKind::Integer { value: IntValue::Small(v), .. } => v.get_i128(),
        _ => 0,
    }
}

/// The Rust value of a fixed-width integer attribute (MLIR's accessor
/// type: `bool` for one bit).
trait IntAttrValue: Sized {
    fn from_stored(v: i128) -> Self;
    fn to_stored(self) -> i128;
}
impl IntAttrValue for bool {
    fn from_stored(v: i128) -> Self {
        v != 0
    }
    fn to_stored(self) -> i128 {
        i128::from(self)
    }
}
macro_rules! int_attr_value {
    ($($t:ty),*) => {$(
        impl IntAttrValue for $t {
            fn from_stored(v: i128) -> Self {
                v as $t
            }
            fn to_stored(self) -> i128 {
                self as i128
            }
        }
    )*};
}
int_attr_value!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! fixed_int_attrs {
    ($($(#[$doc:meta])* $name:ident, $width:expr, $sign:ident, $value:ty, $summary:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            type Value<'a> = $value;
            fn summary() -> String {
                $summary.to_string()
            }
            fn check(ctx: &Context, a: Attr) -> bool {
                integer_attr_type(ctx, a) == Some(($width, Signedness::$sign))
            }
            fn value(ctx: &Context, a: Attr) -> $value {
                <$value>::from_stored(integer_attr_value(ctx, a))
            }
            fn make(ctx: &Context, v: $value) -> Attr {
                let t = ctx.integer_type($width, Signedness::$sign);
                ctx.integer_attr(t, v.to_stored())
            }
            fn storage(ctx: &Context, a: Attr) -> bool {
                matches!(a.kind(ctx), AttrKind::Integer { .. })
            }
            fn value_type(ctx: &Context) -> Option<Type> {
                Some(ctx.integer_type($width, Signedness::$sign))
            }
            const TYPE_BUILDER: bool = true;
            const GENERIC_PARSER: bool = false;
        }
    )*};
}
fixed_int_attrs! {
    /// `I1Attr`: an `i1` integer (MLIR's accessor gives a `bool`).
    I1Attr, 1, Signless, bool, "1-bit signless integer attribute";
    /// `I8Attr`: an `i8` integer.
    I8Attr, 8, Signless, i8, "8-bit signless integer attribute";
    /// `I16Attr`: an `i16` integer.
    I16Attr, 16, Signless, i16, "16-bit signless integer attribute";
    /// `SI1Attr`: an `si1` integer.
    SI1Attr, 1, Signed, bool, "1-bit signed integer attribute";
    /// `SI8Attr`: an `si8` integer.
    SI8Attr, 8, Signed, i8, "8-bit signed integer attribute";
    /// `SI16Attr`: an `si16` integer.
    SI16Attr, 16, Signed, i16, "16-bit signed integer attribute";
    /// `SI32Attr`: an `si32` integer.
    SI32Attr, 32, Signed, i32, "32-bit signed integer attribute";
    /// `SI64Attr`: an `si64` integer.
    SI64Attr, 64, Signed, i64, "64-bit signed integer attribute";
    /// `UI1Attr`: a `ui1` integer.
    UI1Attr, 1, Unsigned, bool, "1-bit unsigned integer attribute";
    /// `UI8Attr`: a `ui8` integer.
    UI8Attr, 8, Unsigned, u8, "8-bit unsigned integer attribute";
    /// `UI16Attr`: a `ui16` integer.
    UI16Attr, 16, Unsigned, u16, "16-bit unsigned integer attribute";
    /// `UI32Attr`: a `ui32` integer.
    UI32Attr, 32, Unsigned, u32, "32-bit unsigned integer attribute";
    /// `UI64Attr`: a `ui64` integer.
    UI64Attr, 64, Unsigned, u64, "64-bit unsigned integer attribute";
}

macro_rules! any_width_int_attrs {
    ($($(#[$doc:meta])* $name:ident, $width:expr, $summary:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            type Value<'a> = Attr;
            fn summary() -> String {
                $summary.to_string()
            }
            fn check(ctx: &Context, a: Attr) -> bool {
                integer_attr_type(ctx, a).is_some_and(|(w, _)| w == $width)
            }
            fn value(_ctx: &Context, a: Attr) -> Attr {
                a
            }
            fn make(_ctx: &Context, v: Attr) -> Attr {
                v
            }
            const GENERIC_PARSER: bool = false;
            fn storage(ctx: &Context, a: Attr) -> bool {
                matches!(a.kind(ctx), AttrKind::Integer { .. })
            }
        }
    )*};
}
any_width_int_attrs! {
    /// `AnyI1Attr`: a 1-bit integer of any signedness (its type prints).
    AnyI1Attr, 1, "1-bit integer attribute";
    /// `AnyI8Attr`: an 8-bit integer of any signedness.
    AnyI8Attr, 8, "8-bit integer attribute";
    /// `AnyI16Attr`: a 16-bit integer of any signedness.
    AnyI16Attr, 16, "16-bit integer attribute";
    /// `AnyI32Attr`: a 32-bit integer of any signedness.
    AnyI32Attr, 32, "32-bit integer attribute";
    /// `AnyI64Attr`: a 64-bit integer of any signedness.
    AnyI64Attr, 64, "64-bit integer attribute";
}

/// `APIntAttr`: an integer of any width and signedness (not `index`).
pub struct APIntAttr;
impl AttrConstraint for APIntAttr {
    type Value<'a> = Attr;
    fn summary() -> String {
        "arbitrary integer attribute".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::Integer { .. })
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
    const GENERIC_PARSER: bool = false;
    fn storage(ctx: &Context, a: Attr) -> bool {
        Self::check(ctx, a)
    }
}

// ----- dense elements -----

/// A static shape for the ranked elements constraints
/// (`RankedI32ElementsAttr<Dims2<4, 8>>` for ODS's `[4, 8]`).
pub trait StaticDims: 'static {
    /// The dimensions.
    const DIMS: &'static [i64];
}
/// One dimension: `[A]`.
pub struct Dims1<const A: i64>;
impl<const A: i64> StaticDims for Dims1<A> {
    const DIMS: &'static [i64] = &[A];
}
/// Two dimensions: `[A, B]`.
pub struct Dims2<const A: i64, const B: i64>;
impl<const A: i64, const B: i64> StaticDims for Dims2<A, B> {
    const DIMS: &'static [i64] = &[A, B];
}
/// Three dimensions: `[A, B, C]`.
pub struct Dims3<const A: i64, const B: i64, const C: i64>;
impl<const A: i64, const B: i64, const C: i64> StaticDims for Dims3<A, B, C> {
    const DIMS: &'static [i64] = &[A, B, C];
}
/// Four dimensions: `[A, B, C, D]`.
pub struct Dims4<const A: i64, const B: i64, const C: i64, const D: i64>;
impl<const A: i64, const B: i64, const C: i64, const D: i64> StaticDims for Dims4<A, B, C, D> {
    const DIMS: &'static [i64] = &[A, B, C, D];
}

fn dims_text<D: StaticDims>() -> String {
    D::DIMS.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    t.is_integer(ctx) || t.is_index(ctx)
}

/// Dense elements of integers or `index` (MLIR's `DenseIntElementsAttr`,
/// the storage of the integer elements constraints).
pub(crate) fn dense_int_elements(ctx: &Context, a: Attr) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseElements { ty, .. } if ty.element_type(ctx).is_some_and(|e| is_int_or_index(ctx, e)))
}

/// Dense elements of floats (MLIR's `DenseFPElementsAttr`).
pub(crate) fn dense_float_elements(ctx: &Context, a: Attr) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseElements { ty, .. } if ty.element_type(ctx).is_some_and(|e| e.is_float(ctx)))
}

macro_rules! elements_attr {
    ($(#[$doc:meta])* $name:ident $(<$d:ident>)?, $storage:ident, |$c:ident, $t:ident| $check:expr, $summary:expr) => {
        $(#[$doc])*
        pub struct $name$(<$d>(PhantomData<$d>))?;
        impl$(<$d: StaticDims>)? AttrConstraint for $name$(<$d>)? {
            type Value<'a> = Attr;
            fn summary() -> String {
                $summary
            }
            fn check($c: &Context, a: Attr) -> bool {
                match a.kind($c) {
                    AttrKind::DenseElements { ty: $t, .. } => $check,
                    _ => false,
                }
            }
            fn value(_ctx: &Context, a: Attr) -> Attr {
                a
            }
            fn make(_ctx: &Context, v: Attr) -> Attr {
                v
            }
            const GENERIC_PARSER: bool = false;
            // ODS stores them as dense elements of their kind (integer or
            // float elements).
            fn storage(ctx: &Context, a: Attr) -> bool {
                $storage(ctx, a)
            }
        }
    };
}
elements_attr!(/// `AnyIntElementsAttr`: dense elements of integers or `index`.
    AnyIntElementsAttr, dense_int_elements, |c, t| t.element_type(c).is_some_and(|e| is_int_or_index(c, e)),
    "integer elements attribute".into());
elements_attr!(/// `AnyI32ElementsAttr`: dense elements of 32-bit integers of any signedness.
    AnyI32ElementsAttr, dense_int_elements, |c, t| t.element_type(c).is_some_and(|e| e.int_or_float_width(c) == Some(32) && e.is_integer(c)),
    "32-bit integer elements attribute".into());
elements_attr!(/// `AnyI64ElementsAttr`: dense elements of 64-bit integers of any signedness.
    AnyI64ElementsAttr, dense_int_elements, |c, t| t.element_type(c).is_some_and(|e| e.int_or_float_width(c) == Some(64) && e.is_integer(c)),
    "64-bit integer elements attribute".into());
elements_attr!(/// `I32ElementsAttr`: dense elements of `i32`.
    I32ElementsAttr, dense_int_elements, |c, t| t.element_type(c).is_some_and(|e| e.is_signless_int(c, 32)),
    "32-bit signless integer elements attribute".into());
elements_attr!(/// `I64ElementsAttr`: dense elements of `i64`.
    I64ElementsAttr, dense_int_elements, |c, t| t.element_type(c).is_some_and(|e| e.is_signless_int(c, 64)),
    "64-bit signless integer elements attribute".into());
elements_attr!(/// `RankedI32ElementsAttr<dims>`: dense elements of `i32` of shape `D`.
    RankedI32ElementsAttr<D>, dense_int_elements,
    |c, t| t.element_type(c).is_some_and(|e| e.is_signless_int(c, 32)) && t.shape(c) == Some(D::DIMS),
    format!("32-bit signless int elements attribute of shape [{}]", dims_text::<D>()));
elements_attr!(/// `RankedI64ElementsAttr<dims>`: dense elements of `i64` of shape `D`.
    RankedI64ElementsAttr<D>, dense_int_elements,
    |c, t| t.element_type(c).is_some_and(|e| e.is_signless_int(c, 64)) && t.shape(c) == Some(D::DIMS),
    format!("64-bit signless int elements attribute of shape [{}]", dims_text::<D>()));
elements_attr!(/// `FloatElementsAttr<32>`: dense elements of `f32`.
    F32ElementsAttr, dense_float_elements, |c, t| t.element_type(c).and_then(|e| e.float_kind(c)) == Some(FloatKind::F32),
    "32-bit float elements attribute".into());
elements_attr!(/// `RankedF32ElementsAttr<dims>`: dense elements of `f32` of shape `D`.
    RankedF32ElementsAttr<D>, dense_float_elements,
    |c, t| t.element_type(c).and_then(|e| e.float_kind(c)) == Some(FloatKind::F32) && t.shape(c) == Some(D::DIMS),
    format!("32-bit float elements attribute of shape [{}]", dims_text::<D>()));
elements_attr!(/// `RankedF64ElementsAttr<dims>`: dense elements of `f64` of shape `D`.
    RankedF64ElementsAttr<D>, dense_float_elements,
    |c, t| t.element_type(c).and_then(|e| e.float_kind(c)) == Some(FloatKind::F64) && t.shape(c) == Some(D::DIMS),
    format!("64-bit float elements attribute of shape [{}]", dims_text::<D>()));

/// `StringElementsAttr`: dense elements of strings (`dense<"a">`).
pub struct StringElementsAttr;
impl AttrConstraint for StringElementsAttr {
    type Value<'a> = Attr;
    fn summary() -> String {
        "string elements attribute".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::DenseStringElements { .. })
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
    const GENERIC_PARSER: bool = false;
    // ODS stores it as any `DenseElementsAttr`.
    fn storage(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::DenseElements { .. } | AttrKind::DenseStringElements { .. })
    }
}

// ----- arrays of one kind -----

crate::typed_array_attr!(/// `TypeArrayAttr`: `[i32, f32]`.
    pub TypeArrayAttr, super::constraints::TypeAttr, "type array attribute");
crate::typed_array_attr!(/// `BoolArrayAttr`: `[true, false]`.
    pub BoolArrayAttr, super::constraints::BoolAttr, "1-bit boolean array attribute");
crate::typed_array_attr!(/// `I32ArrayAttr`: `[1 : i32]`.
    pub I32ArrayAttr, super::constraints::I32Attr, "32-bit integer array attribute");
crate::typed_array_attr!(/// `I64ArrayAttr`: `[1, 2]`.
    pub I64ArrayAttr, super::constraints::I64Attr, "64-bit integer array attribute");
crate::typed_array_attr!(/// `F32ArrayAttr`: `[1.0 : f32]`.
    pub F32ArrayAttr, super::constraints::F32Attr, "32-bit float array attribute");
crate::typed_array_attr!(/// `F64ArrayAttr`: `[1.0]`.
    pub F64ArrayAttr, super::constraints::F64Attr, "64-bit float array attribute");
crate::typed_array_attr!(/// `StrArrayAttr`: `["a", "b"]`.
    pub StrArrayAttr, super::constraints::StrAttr, "string array attribute");
crate::typed_array_attr!(/// `SymbolRefArrayAttr`: `[@a, @b::@c]`.
    pub SymbolRefArrayAttr, super::constraints::SymbolRefAttr, "symbol ref array attribute");
crate::typed_array_attr!(/// `FlatSymbolRefArrayAttr`: `[@a, @b]`.
    pub FlatSymbolRefArrayAttr, super::constraints::FlatSymbolRefAttr, "flat symbol ref array attribute");
crate::typed_array_attr!(/// `AffineMapArrayAttr`: `[affine_map<(d0) -> (d0)>]`.
    pub AffineMapArrayAttr, super::constraints::AffineMapAttr, "AffineMap array attribute");
crate::typed_array_attr!(/// `LocationArrayAttr`: `[loc("a"), loc(unknown)]`.
    pub LocationArrayAttr, super::constraints::LocationAttr, "location array attribute");

// ----- typed strings -----

/// `TypedStrAttr<T>`: a string whose type (after `:`) satisfies `T`; a
/// string without one has type `none`. In formats it prints with its type,
/// `"data" : i64`, unless `T` builds its type.
pub struct TypedStrAttr<T>(PhantomData<T>);
impl<T: TypeConstraint> AttrConstraint for TypedStrAttr<T> {
    type Value<'a> = &'a str;
    fn summary() -> String {
        format!("string attribute of {}", T::summary())
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        match a.kind(ctx) {
            AttrKind::String { ty, .. } => T::check(ctx, ty.unwrap_or_else(|| ctx.none_type())),
            _ => false,
        }
    }
    fn value(ctx: &Context, a: Attr) -> &str {
        a.as_str(ctx).unwrap_or("")
    }
    fn make(ctx: &Context, v: &str) -> Attr {
        match T::build(ctx) {
            Some(ty) => ctx.get_attr(AttrKind::String { value: v.as_bytes().into(), ty: Some(ty) }),
            None => ctx.string_attr(v),
        }
    }
    const GENERIC_PARSER: bool = false;
    fn storage(ctx: &Context, a: Attr) -> bool {
        matches!(a.kind(ctx), AttrKind::String { .. })
    }
}

// ----- types of a kind -----

/// `TypeAttrOf<T>`: a type attribute whose type satisfies `T` (in formats,
/// the type itself: `i64`).
pub struct TypeAttrOf<T>(PhantomData<T>);
impl<T: TypeConstraint> AttrConstraint for TypeAttrOf<T> {
    type Value<'a> = Type;
    fn summary() -> String {
        format!("type attribute of {}", T::summary())
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_type(ctx).is_some_and(|t| T::check(ctx, t))
    }
    fn value(ctx: &Context, a: Attr) -> Type {
        a.as_type(ctx).expect("type attribute")
    }
    fn make(ctx: &Context, v: Type) -> Attr {
        ctx.type_attr(v)
    }
    // ODS's `TypeAttrBase`: its value type is `none` (a literal that is no
    // type is read as one of type `none` and refused).
    fn value_type(ctx: &Context) -> Option<Type> {
        Some(ctx.none_type())
    }
    const TYPE_BUILDER: bool = true;
    const GENERIC_PARSER: bool = false;
    // ODS stores any `TypeAttr`; the verifier checks the type.
    fn storage(ctx: &Context, a: Attr) -> bool {
        a.as_type(ctx).is_some()
    }
}

// ----- one of several -----

/// A list of attribute constraints (tuples), for `AnyAttrOf`.
pub trait AttrConstraintList: 'static {
    /// The summaries of the constraints, in order.
    fn summaries() -> Vec<String>;
    /// Whether `a` satisfies any of them.
    fn any(ctx: &Context, a: Attr) -> bool;
}
macro_rules! attr_list {
    ($($n:ident),*) => {
        impl<$($n: AttrConstraint),*> AttrConstraintList for ($($n,)*) {
            fn summaries() -> Vec<String> {
                vec![$($n::summary()),*]
            }
            fn any(ctx: &Context, a: Attr) -> bool {
                false $(|| $n::check(ctx, a))*
            }
        }
    };
}
attr_list!(A, B);
attr_list!(A, B, C);
attr_list!(A, B, C, D);
attr_list!(A, B, C, D, E);
attr_list!(A, B, C, D, E, F);

/// `AnyAttrOf<[A, B]>`, written `AnyAttrOf<(A, B)>`: any of the
/// constraints; the summaries are joined with " or ". Read with the generic
/// attribute parser, as ODS reads it.
pub struct AnyAttrOf<L>(PhantomData<L>);
impl<L: AttrConstraintList> AttrConstraint for AnyAttrOf<L> {
    type Value<'a> = Attr;
    fn summary() -> String {
        L::summaries().join(" or ")
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        L::any(ctx, a)
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
}
