//! The families of type constraints of MLIR 22's `CommonTypeConstraints.td`
//! beyond the basic ones: integers and floats of several widths, complex
//! numbers and tuples, tensors, memrefs and vectors of given ranks, lengths
//! and shapes, value-semantics containers and the `...Like` constraints,
//! and the combinators `AllOfType`, `ConfinedType`, `TypeAlias` and
//! `ShapedContainerType`. Summaries are mlir-tblgen's (verifier messages
//! quote them); `tests/type_constraints.rs` compares each with the one
//! mlir-tblgen 22 generates.
//!
//! ODS's integer lists (`[1, 2]` of ranks, widths or lengths) are tuples of
//! [`Int`]: `TensorRankOf<F32, (Int<1>, Int<2>)>`, or one `Int<1>`.

use super::constraints::{
    element_summary, AnyFloat, AnySignlessInteger, AnySignlessIntegerOrIndex, AnyType, AnyTypeOf, Index, Int, IntList,
    MemRefOf, StaticShapeTensorOf, TensorOf, TypeClass, TypeConstraint, TypeConstraintList, VectorOf, BF16, F16, F32,
    F64, I1, I16, I32, I64, I8,
};
use crate::context::Context;
use crate::float_format::FloatKind;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use std::marker::PhantomData;

// ----- helpers -----

/// ODS's `!interleave(list, "/")`, each value followed by `suffix`
/// (`1D/2D`, `8/16`).
fn slashed(values: &[i64], suffix: &str) -> String {
    values.iter().map(|v| format!("{v}{suffix}")).collect::<Vec<_>>().join("/")
}

/// `<descr> of <element summaries> values`: a `ShapedContainerType`'s
/// summary.
fn container_summary<E: TypeConstraintList>(descr: &str) -> String {
    format!("{descr} of {} values", element_summary::<E>())
}

/// Whether `t` is shaped and its element type satisfies one of `E`.
fn elements_of<E: TypeConstraintList>(ctx: &Context, t: Type) -> bool {
    t.element_type(ctx).is_some_and(|e| E::any(ctx, e))
}

/// Whether `t` is ranked with a rank in `ranks` (ODS's `HasAnyRankOfPred`).
fn rank_in(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
    t.rank(ctx).is_some_and(|r| ranks.contains(&(r as i64)))
}

/// Whether `t` is ranked with at least `min` dimensions.
fn rank_at_least(ctx: &Context, t: Type, min: i64) -> bool {
    t.rank(ctx).is_some_and(|r| r as i64 >= min)
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
}

fn is_unranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::UnrankedTensor { .. })
}

fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::MemRef { .. })
}

fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::UnrankedMemRef { .. })
}

/// The scalable flags of a vector, `None` for other types.
fn vector_scalable(ctx: &Context, t: Type) -> Option<&[bool]> {
    match t.kind(ctx) {
        TypeKind::Vector { scalable, .. } => Some(scalable),
        _ => None,
    }
}

/// A vector of rank 1 or more (ODS's `IsVectorOfNonZeroRankTypePred`).
fn is_vector_of_non_zero_rank(ctx: &Context, t: Type) -> bool {
    vector_scalable(ctx, t).is_some_and(|s| !s.is_empty())
}

/// A vector with no scalable dimension (MLIR's `FixedVectorType`).
fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    vector_scalable(ctx, t).is_some_and(|s| !s.contains(&true))
}

/// A vector with a scalable dimension (MLIR's `ScalableVectorType`).
fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    vector_scalable(ctx, t).is_some_and(|s| s.contains(&true))
}

/// A vector whose last dimension alone is scalable (ODS's
/// `IsVectorTypeWithOnlyTrailingDimScalablePred`).
fn is_vector_with_only_trailing_dim_scalable(ctx: &Context, t: Type) -> bool {
    vector_scalable(ctx, t).is_some_and(|s| s.split_last().is_some_and(|(last, rest)| *last && !rest.contains(&true)))
}

/// The number of elements of a vector (scalable dimensions count their
/// base size, as MLIR's `getNumElements`).
fn vector_length(ctx: &Context, t: Type) -> Option<i64> {
    match t.kind(ctx) {
        TypeKind::Vector { shape, .. } => Some(shape.iter().product()),
        _ => None,
    }
}

/// Whether `t` has ODS's `ValueSemantics` trait: builtin tensors and
/// vectors (the only types here that declare it).
pub fn has_value_semantics(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } | TypeKind::Vector { .. })
}

/// Whether `t` is the type of an unregistered dialect `!dialect.name`
/// (MLIR's `isOpaqueTypeWithName`), for [`crate::opaque_type!`].
pub fn is_opaque_type_with_name(ctx: &Context, t: Type, dialect: &str, name: &str) -> bool {
    match t.kind(ctx) {
        TypeKind::Opaque { dialect: d, body } => ctx.str(*d) == dialect && **body == *name.as_bytes(),
        _ => false,
    }
}

/// The type `!dialect.name` of an unregistered dialect (MLIR's
/// `OpaqueType::get`), for [`crate::opaque_type!`].
pub fn opaque_type(ctx: &Context, dialect: &str, name: &str) -> Type {
    ctx.get_type(TypeKind::Opaque { dialect: ctx.intern(dialect), body: name.as_bytes().into() })
}

// ----- summaries and predicates, for the combinators -----

/// A summary given as a type, for the combinators that take one
/// (`ConfinedType`, `TypeAlias`, `TypeOrValueSemanticsContainer`,
/// `ShapedContainerType`); [`crate::summary_text!`] makes one.
pub trait SummaryText: 'static {
    /// The text.
    const TEXT: &'static str;
}

/// A predicate on types (ODS's `Pred` of a type constraint), for
/// `ConfinedType` and `ShapedContainerType`; a tuple of them holds when
/// all do.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type predicate",
    note = "use one such as `HasStaticShapePred`, `HasRankGreaterOrEqualPred<1>`, `PredOf<AnyInteger>`, a tuple of them, or `impl TypePredicate` for a type of your own"
)]
pub trait TypePredicate: 'static {
    /// Whether `t` satisfies the predicate.
    fn holds(ctx: &Context, t: Type) -> bool;
}

macro_rules! pred_tuple {
    ($($n:ident),*) => {
        impl<$($n: TypePredicate),*> TypePredicate for ($($n,)*) {
            fn holds(ctx: &Context, t: Type) -> bool {
                true $(&& $n::holds(ctx, t))*
            }
        }
    };
}
pred_tuple!(A);
pred_tuple!(A, B);
pred_tuple!(A, B, C);
pred_tuple!(A, B, C, D);

macro_rules! type_predicate {
    ($(#[$doc:meta])* $name:ident $(<$(const $g:ident: $gt:ty),*>)?, |$c:ident, $t:ident| $holds:expr) => {
        $(#[$doc])*
        pub struct $name $(<$(const $g: $gt),*>)?;
        impl $(<$(const $g: $gt),*>)? TypePredicate for $name $(<$($g),*>)? {
            fn holds($c: &Context, $t: Type) -> bool {
                $holds
            }
        }
    };
}

type_predicate!(/// A ranked shaped type whose dimensions are all static.
    HasStaticShapePred, |c, t| t.has_static_shape(c));
type_predicate!(/// A ranked shaped type.
    HasRankPred, |c, t| t.rank(c).is_some());
type_predicate!(/// A ranked shaped type of at least `N` dimensions.
    HasRankGreaterOrEqualPred<const N: i64>, |c, t| rank_at_least(c, t, N));
type_predicate!(/// A ranked memref with a strided layout (MLIR's `isStrided`).
    HasStridesPred, |c, t| is_ranked_memref(c, t) && t.is_strided(c));
type_predicate!(/// A type with value semantics (tensors and vectors).
    HasValueSemanticsPred, |c, t| has_value_semantics(c, t));

/// A ranked shaped type whose rank is one of `R` (ODS's `HasAnyRankOfPred`).
pub struct HasAnyRankOfPred<R>(PhantomData<R>);
impl<R: IntList> TypePredicate for HasAnyRankOfPred<R> {
    fn holds(ctx: &Context, t: Type) -> bool {
        rank_in(ctx, t, &R::values())
    }
}

/// The predicate of a type constraint (ODS's `T.predicate`).
pub struct PredOf<T>(PhantomData<T>);
impl<T: TypeConstraint> TypePredicate for PredOf<T> {
    fn holds(ctx: &Context, t: Type) -> bool {
        T::check(ctx, t)
    }
}

// ----- combinators -----

/// Every one of several constraints: `AllOfType<(A, B)>` (ODS's
/// `AllOfType<[A, B]>`); the summaries are joined with " and ".
pub struct AllOfType<L>(PhantomData<L>);
impl<L: TypeConstraintList> TypeConstraint for AllOfType<L> {
    fn summary() -> String {
        L::summaries().join(" and ")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        L::all(ctx, t)
    }
}

/// `T` narrowed by the predicates `P`, with the summary `S` (ODS's
/// `ConfinedType<T, [P...], "summary">`); its formats read `T`'s class.
pub struct ConfinedType<T, P, S>(PhantomData<(T, P, S)>);
impl<T: TypeConstraint, P: TypePredicate, S: SummaryText> TypeConstraint for ConfinedType<T, P, S> {
    const CLASS: Option<TypeClass> = T::CLASS;
    fn summary() -> String {
        S::TEXT.to_string()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        T::check(ctx, t) && P::holds(ctx, t)
    }
}

/// `T` under another summary `S` (ODS's `TypeAlias<T, "summary">`, also
/// `AnyTypeOf<[...], "summary">` as `TypeAlias<AnyTypeOf<(...)>, S>`).
pub struct TypeAlias<T, S>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: SummaryText> TypeConstraint for TypeAlias<T, S> {
    const CLASS: Option<TypeClass> = T::CLASS;
    fn summary() -> String {
        S::TEXT.to_string()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        T::check(ctx, t)
    }
    fn build(ctx: &Context) -> Option<Type> {
        T::build(ctx)
    }
}

/// A shaped type satisfying `P` whose elements satisfy one of `E`, with
/// the summary `<S> of <E> values` (ODS's `ShapedContainerType<[E...], P,
/// "S">`).
pub struct ShapedContainerType<E, P, S>(PhantomData<(E, P, S)>);
impl<E: TypeConstraintList, P: TypePredicate, S: SummaryText> TypeConstraint for ShapedContainerType<E, P, S> {
    fn summary() -> String {
        container_summary::<E>(S::TEXT)
    }
    fn check(ctx: &Context, t: Type) -> bool {
        P::holds(ctx, t) && elements_of::<E>(ctx, t)
    }
}

/// A type satisfying `T`, or a container with value semantics of such
/// types, with the summary `S` (ODS's `TypeOrValueSemanticsContainer<T,
/// "name">`).
pub struct TypeOrValueSemanticsContainer<T, S>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: SummaryText> TypeConstraint for TypeOrValueSemanticsContainer<T, S> {
    fn summary() -> String {
        S::TEXT.to_string()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        type_or_value_semantics_container::<T>(ctx, t)
    }
}

/// `t` satisfies `T`, or is a tensor or vector of elements that do.
fn type_or_value_semantics_container<T: TypeConstraint>(ctx: &Context, t: Type) -> bool {
    T::check(ctx, t) || (has_value_semantics(ctx, t) && elements_of::<T>(ctx, t))
}

// ----- scalars -----

/// The float type of width `w` that ODS's `F<w>` names, if any.
fn float_kind_of_width(w: i64) -> Option<FloatKind> {
    Some(match w {
        16 => FloatKind::F16,
        32 => FloatKind::F32,
        64 => FloatKind::F64,
        80 => FloatKind::F80,
        128 => FloatKind::F128,
        _ => return None,
    })
}

/// A float of one of the widths `W` (ODS's `FloatOfWidths<[16, 32]>`,
/// written `FloatOfWidths<(Int<16>, Int<32>)>`): `F<w>` of each.
pub struct FloatOfWidths<W>(PhantomData<W>);
impl<W: IntList> TypeConstraint for FloatOfWidths<W> {
    fn summary() -> String {
        format!("{}-bit float", slashed(&W::values(), ""))
    }
    fn check(ctx: &Context, t: Type) -> bool {
        let Some(kind) = t.float_kind(ctx) else { return false };
        W::values().into_iter().any(|w| float_kind_of_width(w) == Some(kind))
    }
}

/// Whether `t` is an integer of signedness `s` (any, when `None`) and one
/// of the widths `widths`.
fn int_of_widths(ctx: &Context, t: Type, s: Option<Signedness>, widths: &[i64]) -> bool {
    match t.kind(ctx) {
        TypeKind::Integer { width, signedness } => {
            s.is_none_or(|s| s == *signedness) && widths.contains(&i64::from(*width))
        }
        _ => false,
    }
}

macro_rules! int_of_widths {
    ($($(#[$doc:meta])* $name:ident, $class:expr, $signedness:expr, $what:literal;)*) => {$(
        $(#[$doc])*
        pub struct $name<W>(PhantomData<W>);
        impl<W: IntList> TypeConstraint for $name<W> {
            const CLASS: Option<TypeClass> = $class;
            fn summary() -> String {
                format!(concat!("{}-bit ", $what), slashed(&W::values(), ""))
            }
            fn check(ctx: &Context, t: Type) -> bool {
                int_of_widths(ctx, t, $signedness, &W::values())
            }
        }
    )*};
}
int_of_widths! {
    /// A signless integer of one of the widths `W` (ODS's
    /// `SignlessIntOfWidths<[8, 16]>`, written `SignlessIntOfWidths<(Int<8>, Int<16>)>`).
    SignlessIntOfWidths, None, Some(Signedness::Signless), "signless integer";
    /// A signed integer of one of the widths `W` (ODS's `SignedIntOfWidths`).
    SignedIntOfWidths, None, Some(Signedness::Signed), "signed integer";
    /// An unsigned integer of one of the widths `W` (ODS's `UnsignedIntOfWidths`).
    UnsignedIntOfWidths, None, Some(Signedness::Unsigned), "unsigned integer";
    /// An integer of any signedness of one of the widths `W` (ODS's `AnyIntOfWidths`).
    AnyIntOfWidths, Some(TypeClass::Integer), None, "integer";
}

/// Any complex type, `complex<T>`.
pub struct AnyComplex;
impl TypeConstraint for AnyComplex {
    const CLASS: Option<TypeClass> = Some(TypeClass::Complex);
    fn summary() -> String {
        "complex-type".into()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Complex(_))
    }
}

/// A complex type whose element type satisfies `T` (ODS's `Complex<T>`);
/// buildable when `T` is.
pub struct Complex<T>(PhantomData<T>);
impl<T: TypeConstraint> TypeConstraint for Complex<T> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Complex);
    fn summary() -> String {
        format!("complex type with {} elements", T::summary())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Complex(e) if T::check(ctx, *e))
    }
    fn build(ctx: &Context) -> Option<Type> {
        T::build(ctx).map(|e| ctx.get_type(TypeKind::Complex(e)))
    }
}

/// Any tuple type.
pub struct AnyTuple;
impl TypeConstraint for AnyTuple {
    const CLASS: Option<TypeClass> = Some(TypeClass::Tuple);
    fn summary() -> String {
        "tuple".into()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Tuple(_))
    }
}

/// A tuple whose elements each satisfy one of `E` (ODS's `TupleOf<[...]>`).
pub struct TupleOf<E>(PhantomData<E>);
impl<E: TypeConstraintList> TypeConstraint for TupleOf<E> {
    fn summary() -> String {
        format!("tuple with any combination of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        match t.kind(ctx) {
            TypeKind::Tuple(elements) => elements.iter().all(|e| E::any(ctx, *e)),
            _ => false,
        }
    }
}

/// The types of a tuple with its nested tuples flattened (MLIR's
/// `TupleType::getFlattenedTypes`), with an explicit stack.
fn flattened_tuple_types(ctx: &Context, t: Type) -> Vec<Type> {
    let mut out = Vec::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t.kind(ctx) {
            TypeKind::Tuple(elements) => stack.extend(elements.iter().rev().copied()),
            _ => out.push(t),
        }
    }
    out
}

/// A tuple, nested tuples flattened, whose elements each satisfy one of
/// `E` (ODS's `NestedTupleOf<[...]>`).
pub struct NestedTupleOf<E>(PhantomData<E>);
impl<E: TypeConstraintList> TypeConstraint for NestedTupleOf<E> {
    fn summary() -> String {
        format!("nested tuple with any combination of {} values", element_summary::<E>())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        matches!(t.kind(ctx), TypeKind::Tuple(_)) && flattened_tuple_types(ctx, t).into_iter().all(|e| E::any(ctx, e))
    }
}

// ----- shaped containers -----

macro_rules! shaped_container {
    ($($(#[$doc:meta])* $name:ident, $class:expr, $descr:literal, |$c:ident, $t:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name<E>(PhantomData<E>);
        impl<E: TypeConstraintList> TypeConstraint for $name<E> {
            const CLASS: Option<TypeClass> = $class;
            fn summary() -> String {
                container_summary::<E>($descr)
            }
            fn check($c: &Context, $t: Type) -> bool {
                $pred && elements_of::<E>($c, $t)
            }
        }
    )*};
}

shaped_container! {
    /// An unranked tensor of `E` (ODS's `UnrankedTensorOf`).
    UnrankedTensorOf, Some(TypeClass::UnrankedTensor), "unranked tensor", |c, t| is_unranked_tensor(c, t);
    /// A tensor of `E` of rank 1 or more (ODS's `Non0RankedTensorOf`).
    Non0RankedTensorOf, Some(TypeClass::Tensor), "non-0-ranked.tensor", |c, t| is_ranked_tensor(c, t) && rank_at_least(c, t, 1);
    /// An unranked memref of `E` (ODS's `UnrankedMemRefOf`).
    UnrankedMemRefOf, Some(TypeClass::UnrankedMemRef), "unranked.memref", |c, t| is_unranked_memref(c, t);
    /// A ranked memref of `E` of rank 1 or more (ODS's `Non0RankedMemRefOf`).
    Non0RankedMemRefOf, Some(TypeClass::MemRef), "non-0-ranked.memref", |c, t| is_ranked_memref(c, t) && rank_at_least(c, t, 1);
    /// A ranked or unranked memref of `E` (ODS's `RankedOrUnrankedMemRefOf`).
    RankedOrUnrankedMemRefOf, Some(TypeClass::BaseMemRef), "ranked or unranked memref", |c, t| t.is_memref(c);
    /// A statically shaped ranked memref of `E` (ODS's `StaticShapeMemRefOf`).
    StaticShapeMemRefOf, Some(TypeClass::MemRef), "statically shaped memref", |c, t| is_ranked_memref(c, t) && t.has_static_shape(c);
    /// A ranked memref of `E` with a strided layout (ODS's `StridedMemRefOf`).
    StridedMemRefOf, Some(TypeClass::MemRef), "strided memref", |c, t| HasStridesPred::holds(c, t);
    /// A tensor or a ranked memref of `E` (ODS's `TensorOrMemRef`).
    TensorOrMemRef, Some(TypeClass::Shaped), "Tensor or MemRef", |c, t| t.is_tensor(c) || is_ranked_memref(c, t);
    /// A tensor or vector of `E` (ODS's `ValueSemanticsContainerOf`).
    ValueSemanticsContainerOf, None, "container with value semantics", |c, t| has_value_semantics(c, t);
    /// A vector of `E` of rank 1 or more (ODS's `VectorOfNonZeroRankOf`).
    VectorOfNonZeroRankOf, Some(TypeClass::Vector), "vector", |c, t| is_vector_of_non_zero_rank(c, t);
    /// A vector of `E` of rank 1 or more with no scalable dimension (ODS's
    /// `FixedVectorOfNonZeroRankOf`).
    FixedVectorOfNonZeroRankOf, Some(TypeClass::Vector), "fixed-length vector", |c, t| is_fixed_vector(c, t) && is_vector_of_non_zero_rank(c, t);
    /// A vector of `E` with no scalable dimension (ODS's `FixedVectorOfAnyRank`).
    FixedVectorOfAnyRank, Some(TypeClass::Vector), "fixed-length vector", |c, t| is_fixed_vector(c, t);
    /// A vector of `E` with a scalable dimension (ODS's `ScalableVectorOfAnyRank`).
    ScalableVectorOfAnyRank, Some(TypeClass::Vector), "scalable vector", |c, t| is_scalable_vector(c, t);
    /// A vector of `E` whose last dimension alone is scalable (ODS's
    /// `VectorWithTrailingDimScalableOf`).
    VectorWithTrailingDimScalableOf, Some(TypeClass::Vector), "trailing scalable vector", |c, t| is_vector_with_only_trailing_dim_scalable(c, t);
}

/// A vector of `E` of any rank (ODS's `VectorOfAnyRankOf`).
pub type VectorOfAnyRankOf<E> = VectorOf<E>;

/// The constraints on the rank of a ranked tensor or memref of `E`, summary
/// `1D/2D <descr> of <E> values`.
macro_rules! rank_of {
    ($($(#[$doc:meta])* $name:ident, $class:ident, $descr:literal, |$c:ident, $t:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name<E, R>(PhantomData<(E, R)>);
        impl<E: TypeConstraintList, R: IntList> TypeConstraint for $name<E, R> {
            const CLASS: Option<TypeClass> = Some(TypeClass::$class);
            fn summary() -> String {
                format!("{} {}", slashed(&R::values(), "D"), container_summary::<E>($descr))
            }
            fn check($c: &Context, $t: Type) -> bool {
                $pred && rank_in($c, $t, &R::values()) && elements_of::<E>($c, $t)
            }
        }
    )*};
}
rank_of! {
    /// A ranked tensor of `E` whose rank is one of `R` (ODS's
    /// `TensorRankOf<[E...], [1, 2]>`, written `TensorRankOf<E, (Int<1>, Int<2>)>`).
    TensorRankOf, RankedTensor, "tensor", |c, t| is_ranked_tensor(c, t);
    /// A ranked memref of `E` whose rank is one of `R` (ODS's `MemRefRankOf`).
    MemRefRankOf, MemRef, "memref", |c, t| is_ranked_memref(c, t);
    /// A strided ranked memref of `E` whose rank is one of `R` (ODS's
    /// `StridedMemRefRankOf`; its summary does not say "strided").
    StridedMemRefRankOf, MemRef, "memref", |c, t| HasStridesPred::holds(c, t);
}

/// A 0-D tensor of `E` (ODS's `0DTensorOf`).
pub type Tensor0DOf<E> = TensorRankOf<E, Int<0>>;
/// A 1-D tensor of `E` (ODS's `1DTensorOf`).
pub type Tensor1DOf<E> = TensorRankOf<E, Int<1>>;
/// A 2-D tensor of `E` (ODS's `2DTensorOf`).
pub type Tensor2DOf<E> = TensorRankOf<E, Int<2>>;
/// A 3-D tensor of `E` (ODS's `3DTensorOf`).
pub type Tensor3DOf<E> = TensorRankOf<E, Int<3>>;
/// A 4-D tensor of `E` (ODS's `4DTensorOf`).
pub type Tensor4DOf<E> = TensorRankOf<E, Int<4>>;

/// A strided ranked memref of rank `R` (ODS's `AnyStridedMemRefOfRank<R>`).
pub struct AnyStridedMemRefOfRank<const R: i64>;
impl<const R: i64> TypeConstraint for AnyStridedMemRefOfRank<R> {
    fn summary() -> String {
        format!("{} of rank {R}", AnyStridedMemRef::summary())
    }
    fn check(ctx: &Context, t: Type) -> bool {
        HasStridesPred::holds(ctx, t) && rank_in(ctx, t, &[R])
    }
}

// ----- vectors: ranks, lengths and dimensions -----

/// The constraints on a vector alone (no element type), whose summaries
/// start with a space as ODS's: they are meant to follow another summary.
macro_rules! vector_of_list {
    ($($(#[$doc:meta])* $name:ident, $words:literal, |$c:ident, $t:ident, $v:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name<L>(PhantomData<L>);
        impl<L: IntList> TypeConstraint for $name<L> {
            const CLASS: Option<TypeClass> = Some(TypeClass::Vector);
            fn summary() -> String {
                format!(concat!(" ", $words, " {}"), slashed(&L::values(), ""))
            }
            fn check($c: &Context, $t: Type) -> bool {
                let $v = L::values();
                $pred
            }
        }
    )*};
}

fn rank_of_vector_in(ctx: &Context, t: Type, ranks: &[i64]) -> bool {
    rank_in(ctx, t, ranks)
}

fn length_of_vector_in(ctx: &Context, t: Type, lengths: &[i64]) -> bool {
    vector_length(ctx, t).is_some_and(|n| lengths.contains(&n))
}

vector_of_list! {
    /// A vector whose rank (1 or more) is one of `L` (ODS's `VectorOfRank`).
    VectorOfRank, "of ranks", |c, t, v| is_vector_of_non_zero_rank(c, t) && rank_of_vector_in(c, t, &v);
    /// A vector with no scalable dimension whose rank is one of `L` (ODS's
    /// `FixedVectorOfRank`).
    FixedVectorOfRank, "of ranks", |c, t, v| is_fixed_vector(c, t) && rank_of_vector_in(c, t, &v);
    /// A vector with a scalable dimension whose rank is one of `L` (ODS's
    /// `ScalableVectorOfRank`).
    ScalableVectorOfRank, "of ranks", |c, t, v| is_scalable_vector(c, t) && rank_of_vector_in(c, t, &v);
    /// A vector of rank 1 or more whose number of elements is one of `L`
    /// (ODS's `VectorOfLength`).
    VectorOfLength, "of length", |c, t, v| is_vector_of_non_zero_rank(c, t) && length_of_vector_in(c, t, &v);
    /// A vector with no scalable dimension whose number of elements is one
    /// of `L` (ODS's `FixedVectorOfLength`).
    FixedVectorOfLength, "of length", |c, t, v| is_fixed_vector(c, t) && length_of_vector_in(c, t, &v);
    /// A vector with a scalable dimension whose number of elements is one
    /// of `L` (ODS's `ScalableVectorOfLength`).
    ScalableVectorOfLength, "of length", |c, t, v| is_scalable_vector(c, t) && length_of_vector_in(c, t, &v);
}

/// A vector of rank 1 or more of at least `N` elements (ODS's
/// `VectorOfMinLength`).
pub struct VectorOfMinLength<const N: i64>;
impl<const N: i64> TypeConstraint for VectorOfMinLength<N> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Vector);
    fn summary() -> String {
        format!(" of at least length {N}")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        is_vector_of_non_zero_rank(ctx, t) && vector_length(ctx, t).is_some_and(|n| n >= N)
    }
}

/// A vector of rank 1 or more of at most `N` elements (ODS's
/// `VectorOfMaxLength`).
pub struct VectorOfMaxLength<const N: i64>;
impl<const N: i64> TypeConstraint for VectorOfMaxLength<N> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Vector);
    fn summary() -> String {
        format!(" of at most length {N}")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        is_vector_of_non_zero_rank(ctx, t) && vector_length(ctx, t).is_some_and(|n| n <= N)
    }
}

/// A shaped type whose dimension `N` (counted from the end when negative)
/// has one of the sizes `S` (ODS's `ShapedTypeWithNthDimOfSize<N, [...]>`).
pub struct ShapedTypeWithNthDimOfSize<const N: i64, S>(PhantomData<S>);
impl<const N: i64, S: IntList> TypeConstraint for ShapedTypeWithNthDimOfSize<N, S> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Shaped);
    fn summary() -> String {
        let sizes: Vec<String> = S::values().iter().map(|v| v.to_string()).collect();
        format!(" with dim {N} having a size of {{{}}}", sizes.join(", "))
    }
    fn check(ctx: &Context, t: Type) -> bool {
        let Some(shape) = t.shape(ctx) else { return false };
        let rank = shape.len() as i64;
        let index = if N < 0 { rank + N } else { N };
        // ODS's `NormalizeIndex`: the dimension must exist.
        if index < 0 || index >= rank {
            return false;
        }
        let size = shape[index as usize];
        size != DYNAMIC && S::values().contains(&size)
    }
}

/// A vector satisfying both `A` and `B`, with the summary of `A` followed
/// by that of `B` (ODS's `AllOfType<[A, B], A.summary # B.summary,
/// "::mlir::VectorType">`, the form of `VectorOfRankAndType` and its kin).
pub struct VectorAllOf<A, B>(PhantomData<(A, B)>);
impl<A: TypeConstraint, B: TypeConstraint> TypeConstraint for VectorAllOf<A, B> {
    const CLASS: Option<TypeClass> = Some(TypeClass::Vector);
    fn summary() -> String {
        A::summary() + &B::summary()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        A::check(ctx, t) && B::check(ctx, t)
    }
}

/// A vector of rank 1 or more of `E` whose rank is one of `R` (ODS's
/// `VectorOfRankAndType<[ranks], [types]>`: ranks first, then types).
pub type VectorOfRankAndType<R, E> = VectorAllOf<VectorOfNonZeroRankOf<E>, VectorOfRank<R>>;
/// A vector with no scalable dimension of `E` whose rank is one of `R`
/// (ODS's `FixedVectorOfRankAndType`).
pub type FixedVectorOfRankAndType<R, E> = VectorAllOf<FixedVectorOfAnyRank<E>, VectorOfRank<R>>;
/// A vector of rank 1 or more of `E` whose number of elements is one of `L`
/// (ODS's `VectorOfLengthAndType`).
pub type VectorOfLengthAndType<L, E> = VectorAllOf<VectorOfNonZeroRankOf<E>, VectorOfLength<L>>;
/// A vector of rank 1 or more of `E` of `MIN` to `MAX` elements (ODS's
/// `VectorOfMinMaxLengthAndType`).
pub type VectorOfMinMaxLengthAndType<const MIN: i64, const MAX: i64, E> =
    VectorAllOf<VectorAllOf<VectorOfNonZeroRankOf<E>, VectorOfMinLength<MIN>>, VectorOfMaxLength<MAX>>;
/// A vector with no scalable dimension of `E` whose number of elements is
/// one of `L` (ODS's `FixedVectorOfLengthAndType`).
pub type FixedVectorOfLengthAndType<L, E> = VectorAllOf<FixedVectorOfAnyRank<E>, FixedVectorOfLength<L>>;
/// A vector with a scalable dimension of `E` whose number of elements is
/// one of `L` (ODS's `ScalableVectorOfLengthAndType`).
pub type ScalableVectorOfLengthAndType<L, E> = VectorAllOf<ScalableVectorOfAnyRank<E>, ScalableVectorOfLength<L>>;
/// A vector with a scalable dimension whose rank is one of `R`, of `E`,
/// whose number of elements is one of `L` (ODS's
/// `ScalableVectorOfRankAndLengthAndType`; its summary starts with the
/// ranks, as ODS's).
pub type ScalableVectorOfRankAndLengthAndType<R, L, E> =
    VectorAllOf<VectorAllOf<ScalableVectorOfRank<R>, ScalableVectorOfAnyRank<E>>, ScalableVectorOfLength<L>>;
/// A vector whose last dimension alone is scalable, of `E`, with a last
/// dimension of one of the sizes `S` (ODS's
/// `VectorWithTrailingDimScalableOfSizeAndType<[sizes], [types]>`).
pub type VectorWithTrailingDimScalableOfSizeAndType<S, E> =
    VectorAllOf<VectorWithTrailingDimScalableOf<E>, ShapedTypeWithNthDimOfSize<-1, S>>;

// ----- the named instances -----

macro_rules! aliases {
    ($($name:ident = $t:ty;)*) => {$(
        #[doc = concat!("`", stringify!($t), "`.")]
        pub type $name = $t;
    )*};
}
aliases! {
    AnyUnrankedTensor = UnrankedTensorOf<AnyType>;
    AnyNon0RankedTensor = Non0RankedTensorOf<AnyType>;
    AnyStaticShapeTensor = StaticShapeTensorOf<AnyType>;
    I1Tensor = TensorOf<I1>;
    I8Tensor = TensorOf<I8>;
    I16Tensor = TensorOf<I16>;
    I32Tensor = TensorOf<I32>;
    I64Tensor = TensorOf<I64>;
    IndexTensor = TensorOf<Index>;
    BF16Tensor = TensorOf<BF16>;
    F16Tensor = TensorOf<F16>;
    F32Tensor = TensorOf<F32>;
    F64Tensor = TensorOf<F64>;
    AnyUnrankedMemRef = UnrankedMemRefOf<AnyType>;
    AnyNon0RankedMemRef = Non0RankedMemRefOf<AnyType>;
    AnyNon0RankedOrUnrankedMemRef = AnyTypeOf<(AnyUnrankedMemRef, AnyNon0RankedMemRef)>;
    AnyStaticShapeMemRef = StaticShapeMemRefOf<AnyType>;
    AnyStridedMemRef = StridedMemRefOf<AnyType>;
    I1MemRef = MemRefOf<I1>;
    I8MemRef = MemRefOf<I8>;
    I16MemRef = MemRefOf<I16>;
    I32MemRef = MemRefOf<I32>;
    I64MemRef = MemRefOf<I64>;
    BF16MemRef = MemRefOf<BF16>;
    F16MemRef = MemRefOf<F16>;
    F32MemRef = MemRefOf<F32>;
    F64MemRef = MemRefOf<F64>;
    AnyVectorOfNonZeroRank = VectorOfNonZeroRankOf<AnyType>;
    AnyFixedVectorOfNonZeroRank = FixedVectorOfNonZeroRankOf<AnyType>;
    AnyVectorOfAnyRank = VectorOfAnyRankOf<AnyType>;
    AnyFixedVectorOfAnyRank = FixedVectorOfAnyRank<AnyType>;
    AnyScalableVectorOfAnyRank = ScalableVectorOfAnyRank<AnyType>;
}

/// A ranked tensor of rank 1 or more, or an unranked tensor (ODS's
/// `AnyNon0RankedOrUnrankedTensor`).
pub struct AnyNon0RankedOrUnrankedTensor;
impl TypeConstraint for AnyNon0RankedOrUnrankedTensor {
    const CLASS: Option<TypeClass> = Some(TypeClass::Tensor);
    fn summary() -> String {
        "non-0-ranked or unranked tensor".into()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        AnyUnrankedTensor::check(ctx, t) || AnyNon0RankedTensor::check(ctx, t)
    }
}

macro_rules! like {
    ($($(#[$doc:meta])* $name:ident, $summary:literal, |$c:ident, $t:ident| $check:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;
        impl TypeConstraint for $name {
            fn summary() -> String {
                $summary.into()
            }
            fn check($c: &Context, $t: Type) -> bool {
                $check
            }
        }
    )*};
}
like! {
    /// `i1`, or a tensor or vector of `i1` (ODS's `BoolLike`).
    BoolLike, "bool-like", |c, t| type_or_value_semantics_container::<I1>(c, t);
    /// A signless integer, or a tensor or vector of them (ODS's
    /// `SignlessIntegerLike`).
    SignlessIntegerLike, "signless-integer", |c, t| type_or_value_semantics_container::<AnySignlessInteger>(c, t);
    /// A signless integer or index, or a tensor or vector of them (ODS's
    /// `SignlessIntegerOrIndexLike`).
    SignlessIntegerOrIndexLike, "signless-integer-like",
        |c, t| type_or_value_semantics_container::<AnySignlessIntegerOrIndex>(c, t);
    /// A float, or a tensor or vector of floats (ODS's `FloatLike`).
    FloatLike, "floating-point-like", |c, t| type_or_value_semantics_container::<AnyFloat>(c, t);
    /// `SignlessIntegerLike` or `FloatLike` (ODS's `SignlessIntegerOrFloatLike`).
    SignlessIntegerOrFloatLike, "signless-integer-like or floating-point-like",
        |c, t| SignlessIntegerLike::check(c, t) || FloatLike::check(c, t);
    /// `SignlessIntegerOrIndexLike` or `FloatLike` (ODS's
    /// `SignlessIntegerOrIndexOrFloatLike`).
    SignlessIntegerOrIndexOrFloatLike, "signless-integer-or-index-like or floating-point-like",
        |c, t| SignlessIntegerOrIndexLike::check(c, t) || FloatLike::check(c, t);
}
