//! Folders of the arith ops: constant operands of integer type (scalars,
//! splats and dense elements, of any width, computed as [`ApInt`]s the way
//! MLIR computes them as `APInt`s) and float type (scalars and splats)
//! fold to constants; identities (`x + 0`, `x * 1`, `x & x`, ...) fold to
//! an operand.

use crate::{CmpFPredicate, CmpIPredicate};
use ods_dialect_ub::first_poison;
use ods_ir::attrs::{AttrKind, Bits128, DenseBits, IntValue};
use ods_ir::bigint::ApInt;
use ods_ir::float_format::{self, FloatKind};
use ods_ir::prelude::*;
use std::cmp::Ordering;

/// The bit width of an integer-like element type (`index` is 64 bits).
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = if t.is_shaped(ctx) { t.element_type(ctx)? } else { t };
    if e.is_index(ctx) {
        Some(64)
    } else if e.is_integer(ctx) {
        e.int_or_float_width(ctx)
    } else {
        None
    }
}

/// The integer value of a constant operand: a scalar, or a splat's element
/// (what MLIR's `m_ConstantInt` matches).
pub(crate) fn int_const(ctx: &Context, a: Option<Attr>) -> Option<ApInt> {
    match a?.kind(ctx) {
        AttrKind::Integer { ty, value } => Some(value.to_apint(int_width(ctx, *ty)?)),
        AttrKind::DenseElements { ty, splat: true, data } => Some(data.get_int(0).zext(int_width(ctx, *ty)?)),
        _ => None,
    }
}

/// The float value of a constant operand (scalar or splat).
pub(crate) fn float_const(ctx: &Context, a: Option<Attr>) -> Option<(f64, bool)> {
    match a?.kind(ctx) {
        AttrKind::Float { ty, bits } => Some((float_format::to_f64(ty.float_kind(ctx)?, bits.get()), false)),
        AttrKind::DenseElements { ty, splat: true, data } => {
            let k = ty.element_type(ctx)?.float_kind(ctx)?;
            Some((float_format::to_f64(k, data.get(0)), true))
        }
        _ => None,
    }
}

/// An integer constant of type `ty` (a splat when `ty` is shaped).
pub(crate) fn make_int(ctx: &Context, ty: Type, v: &ApInt) -> Option<Attr> {
    let w = int_width(ctx, ty)?;
    let resized;
    let v = if v.width() == w {
        v
    } else {
        resized = v.zext(w);
        &resized
    };
    Some(if ty.is_shaped(ctx) {
        ctx.get_attr(AttrKind::DenseElements { ty, splat: true, data: DenseBits::from_ints(w, [v]) })
    } else {
        ctx.get_attr(AttrKind::Integer { ty, value: IntValue::from_apint(v) })
    })
}

/// The zero of an integer type `ty` (a splat when shaped).
pub(crate) fn zero_of(ctx: &Context, ty: Type) -> Option<Attr> {
    make_int(ctx, ty, &ApInt::zero(int_width(ctx, ty)?))
}

/// A float constant of type `ty` (a splat when `ty` is shaped), rounded to
/// the type.
pub(crate) fn make_float(ctx: &Context, ty: Type, v: f64) -> Option<Attr> {
    if ty.is_shaped(ctx) {
        let k = ty.element_type(ctx)?.float_kind(ctx)?;
        let bits = float_format::from_f64(k, v);
        Some(ctx.get_attr(AttrKind::DenseElements {
            ty,
            splat: true,
            data: DenseBits::from_bits(k.bit_width(), [bits]),
        }))
    } else {
        ty.float_kind(ctx)?;
        Some(ctx.float_attr(ty, v))
    }
}

/// The elements of an integer constant operand, for folding element by
/// element (MLIR's `constFoldBinaryOp`/`constFoldCastOp` fold dense
/// elements that are not splats too): whether it is an elements attribute
/// (else a scalar), and one value for a scalar or a splat, else every
/// element.
fn int_elems(ctx: &Context, a: Option<Attr>) -> Option<(bool, Vec<ApInt>)> {
    match a?.kind(ctx) {
        AttrKind::DenseElements { ty, data, .. } => {
            let w = int_width(ctx, *ty)?;
            Some((true, (0..data.len()).map(|i| data.get_int(i).zext(w)).collect()))
        }
        _ => int_const(ctx, a).map(|v| (false, vec![v])),
    }
}

/// The elements of a float constant operand, as f64.
fn float_elems(ctx: &Context, a: Option<Attr>) -> Option<(bool, Vec<f64>)> {
    match a?.kind(ctx) {
        AttrKind::DenseElements { ty, data, .. } => {
            let k = ty.element_type(ctx)?.float_kind(ctx)?;
            Some((true, data.iter().map(|b| float_format::to_f64(k, b)).collect()))
        }
        _ => float_const(ctx, a).map(|(v, _)| (false, vec![v])),
    }
}

/// The elements of a float constant operand as bit patterns of its kind.
fn float_bits_elems(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, Vec<u128>)> {
    match a?.kind(ctx) {
        AttrKind::Float { ty, bits } => Some((ty.float_kind(ctx)?, vec![bits.get()])),
        AttrKind::DenseElements { ty, data, .. } => {
            Some((ty.element_type(ctx)?.float_kind(ctx)?, data.iter().collect()))
        }
        _ => None,
    }
}

/// Pairs the elements of two constants of the same kind (scalars, or
/// elements of one shape, a splat standing for all of its elements).
fn zip_elems<T: Clone>(a: (bool, Vec<T>), b: (bool, Vec<T>)) -> Option<Vec<(T, T)>> {
    let ((sa, x), (sb, y)) = (a, b);
    if sa != sb {
        return None;
    }
    let n = x.len().max(y.len());
    if (x.len() != n && x.len() != 1) || (y.len() != n && y.len() != 1) {
        return None;
    }
    let at = |v: &Vec<T>, i: usize| if v.len() == 1 { v[0].clone() } else { v[i].clone() };
    Some((0..n).map(|i| (at(&x, i), at(&y, i))).collect())
}

/// An integer constant of type `ty` from its elements (a scalar when `ty`
/// is not shaped).
fn make_int_elems(ctx: &Context, ty: Type, data: Vec<ApInt>) -> Option<Attr> {
    let w = int_width(ctx, ty)?;
    if !ty.is_shaped(ctx) || data.len() == 1 {
        return make_int(ctx, ty, data.first()?);
    }
    let data = DenseBits::from_ints(w, &data);
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat: false, data }))
}

/// A float constant of type `ty` from its elements' values, each rounded
/// to the type.
fn make_float_elems(ctx: &Context, ty: Type, data: Vec<f64>) -> Option<Attr> {
    if !ty.is_shaped(ctx) || data.len() == 1 {
        return make_float(ctx, ty, *data.first()?);
    }
    let k = ty.element_type(ctx)?.float_kind(ctx)?;
    let data = DenseBits::from_bits(k.bit_width(), data.into_iter().map(|v| float_format::from_f64(k, v)));
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat: false, data }))
}

/// A float constant of type `ty` from its elements' bit patterns.
fn make_float_bits(ctx: &Context, ty: Type, bits: Vec<u128>) -> Option<Attr> {
    if !ty.is_shaped(ctx) {
        ty.float_kind(ctx)?;
        return Some(ctx.get_attr(AttrKind::Float { ty, bits: Bits128::new(*bits.first()?) }));
    }
    let k = ty.element_type(ctx)?.float_kind(ctx)?;
    let splat = bits.len() == 1;
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat, data: DenseBits::from_bits(k.bit_width(), bits) }))
}

/// Folds two integer constants element by element into type `ty`; `None`
/// when either is not constant or `f` is undefined on some element.
fn fold_int_pairs(
    ctx: &mut Context,
    ty: Type,
    a: Option<Attr>,
    b: Option<Attr>,
    f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attr> {
    let pairs = zip_elems(int_elems(ctx, a)?, int_elems(ctx, b)?)?;
    // Constants of different widths (broken IR) do not fold.
    if pairs.iter().any(|(x, y)| x.width() != y.width()) {
        return None;
    }
    let data = pairs.iter().map(|(x, y)| f(x, y)).collect::<Option<Vec<_>>>()?;
    make_int_elems(ctx, ty, data)
}

fn value(v: Value) -> FoldResult {
    FoldResult::Results(vec![FoldValue::Value(v)])
}

fn attr(a: Option<Attr>) -> FoldResult {
    match a {
        Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
        None => FoldResult::Failure,
    }
}

/// Folds a binary integer op: identities by `ident` (operands, and the
/// right one's constant value) first, then a poison operand to poison,
/// then both constants by `f` (`None` when undefined).
fn int_binary(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    ident: impl Fn(&Context, Value, Value, Option<&ApInt>) -> Option<Ident>,
    f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> FoldResult {
    int_binary_with(ctx, op, operands, true, ident, f)
}

/// [`int_binary`], with poison operands folding to poison only when
/// `poison_folds` (MLIR's shifts keep them).
fn int_binary_with(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    poison_folds: bool,
    ident: impl Fn(&Context, Value, Value, Option<&ApInt>) -> Option<Ident>,
    f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> FoldResult {
    let ty = op.result(ctx, 0).ty(ctx);
    if int_width(ctx, ty).is_none() {
        return FoldResult::Failure;
    }
    let (l, r) = (op.operand(ctx, 0), op.operand(ctx, 1));
    let b = int_const(ctx, operands[1]);
    if let Some(id) = ident(ctx, l, r, b.as_ref()) {
        return match id {
            Ident::Lhs => value(l),
            Ident::Rhs => value(r),
            Ident::Value(v) => value(v),
            Ident::Zero => attr(zero_of(ctx, ty)),
            Ident::RhsConstant => attr(operands[1]),
        };
    }
    if let Some(p) = first_poison(ctx, operands).filter(|_| poison_folds) {
        return attr(Some(p));
    }
    // MLIR's `constFoldBinaryOp` folds constants of one type into a
    // constant of that type, which only becomes a constant of the result's
    // type when it is that type (a mismatched constant does not fold).
    if !same_attr_types(ctx, operands, ty) {
        return FoldResult::Failure;
    }
    attr(fold_int_pairs(ctx, ty, operands[0], operands[1], f))
}

/// Whether both constant operands (when present) have type `ty`.
fn same_attr_types(ctx: &Context, operands: &[Option<Attr>], ty: Type) -> bool {
    operands.iter().take(2).flatten().all(|a| a.ty(ctx) == Some(ty))
}

/// The operands of `v`'s defining op when it is the op `name`.
fn defined_by(ctx: &Context, v: Value, name: &str) -> Option<(Value, Value)> {
    let d = v.defining_op(ctx).filter(|d| d.name_str(ctx) == name && d.num_operands(ctx) == 2)?;
    Some((d.operand(ctx, 0), d.operand(ctx, 1)))
}

/// What an identity folds to.
enum Ident {
    Lhs,
    Rhs,
    Value(Value),
    /// The zero of the result type.
    Zero,
    /// The right operand's constant attribute (MLIR's `adaptor.getRhs()`:
    /// materialized as a new constant, unlike [`Ident::Rhs`]).
    RhsConstant,
}

fn is_zero(c: Option<&ApInt>) -> bool {
    c.is_some_and(ApInt::is_zero)
}

fn is_one(c: Option<&ApInt>) -> bool {
    c.is_some_and(ApInt::is_one)
}

fn is_all_ones(c: Option<&ApInt>) -> bool {
    c.is_some_and(ApInt::is_all_ones)
}

pub fn addi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        |ctx, l, r, b| {
            if is_zero(b) {
                return Some(Ident::Lhs);
            }
            // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
            match (defined_by(ctx, l, "arith.subi"), defined_by(ctx, r, "arith.subi")) {
                (Some((a, b)), _) if b == r => Some(Ident::Value(a)),
                (_, Some((a, b))) if b == l => Some(Ident::Value(a)),
                _ => None,
            }
        },
        |a, b| Some(a.add(b)),
    )
}

pub fn subi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // No constant of a dynamically shaped tensor holds the zero of x - x.
    let ty = op.result(ctx, 0).ty(ctx);
    let zero_ok = !ty.is_shaped(ctx) || ty.has_static_shape(ctx);
    int_binary(
        ctx,
        op,
        operands,
        |ctx, l, r, b| {
            if l == r && zero_ok {
                return Some(Ident::Zero);
            }
            if is_zero(b) {
                return Some(Ident::Lhs);
            }
            // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
            match defined_by(ctx, l, "arith.addi") {
                Some((a, b)) if b == r => Some(Ident::Value(a)),
                Some((a, b)) if a == r => Some(Ident::Value(b)),
                _ => None,
            }
        },
        |a, b| Some(a.sub(b)),
    )
}

pub fn muli(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        |_, _, _, b| {
            if is_zero(b) {
                Some(Ident::Rhs)
            } else {
                is_one(b).then_some(Ident::Lhs)
            }
        },
        |a, b| Some(a.mul(b)),
    )
}

/// Folds a shift by `f` (value, amount). As in MLIR, only the last
/// element's amount decides whether the fold holds (MLIR's folder keeps
/// the bound check of the last element only); an amount of the width or
/// more shifts by the width (APInt's rule); poison does not fold.
fn shift(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], f: impl Fn(&ApInt, u32) -> ApInt) -> FoldResult {
    let bounded = std::cell::Cell::new(false);
    let folded = int_binary_with(
        ctx,
        op,
        operands,
        false,
        |_, _, _, b| is_zero(b).then_some(Ident::Lhs),
        |a, b| {
            let w = a.width();
            bounded.set(b.ult_u64(u64::from(w)));
            Some(f(a, if bounded.get() { b.low_u128() as u32 } else { w }))
        },
    );
    match folded {
        FoldResult::Results(r) if matches!(r[..], [FoldValue::Attr(_)]) && !bounded.get() => FoldResult::Failure,
        other => other,
    }
}

pub fn shli(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    shift(ctx, op, operands, ApInt::shl)
}

pub fn shrui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    shift(ctx, op, operands, ApInt::lshr)
}

pub fn shrsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    shift(ctx, op, operands, ApInt::ashr)
}

/// `div(muli(a, b), b)` is `a` (and `div(muli(b, a), b)` too) when the
/// multiplication carries the overflow flags `flags` (`nuw` for unsigned
/// division, `nsw` for signed).
fn div_of_mul(ctx: &Context, op: OpId, flags: i64) -> Option<Value> {
    let (lhs, rhs) = (op.operand(ctx, 0), op.operand(ctx, 1));
    let mul = lhs.defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.muli")?;
    let k = ctx.lookup_sym("overflowFlags");
    let have =
        k.and_then(|k| mul.attr(ctx, k)).map(|a| crate::IntegerOverflowAttr::flags(ctx, a).unwrap_or(0)).unwrap_or(0);
    if have & flags != flags {
        return None;
    }
    let (a, b) = (mul.operand(ctx, 0), mul.operand(ctx, 1));
    if a == rhs {
        Some(b)
    } else if b == rhs {
        Some(a)
    } else {
        None
    }
}

/// MLIR's `nsw` and `nuw` overflow flags.
const NSW: i64 = 1;
const NUW: i64 = 2;

/// `x / 1` is `x` for every division.
fn div_by_one(_: &Context, _: Value, _: Value, b: Option<&ApInt>) -> Option<Ident> {
    is_one(b).then_some(Ident::Lhs)
}

pub fn divui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let ident = move |ctx: &Context, l, r, b: Option<&ApInt>| {
        div_by_one(ctx, l, r, b).or_else(|| div_of_mul(ctx, op, NUW).map(Ident::Value))
    };
    int_binary(ctx, op, operands, ident, |a, b| a.udiv_rem(b).map(|(q, _)| q))
}

/// Signed division that MLIR folds: not by zero, not `MIN / -1` (which
/// overflows).
fn checked_sdiv(a: &ApInt, b: &ApInt) -> Option<(ApInt, ApInt)> {
    if a.is_signed_min() && b.is_all_ones() {
        return None;
    }
    a.sdiv_rem(b)
}

pub fn divsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let ident = move |ctx: &Context, l, r, b: Option<&ApInt>| {
        div_by_one(ctx, l, r, b).or_else(|| div_of_mul(ctx, op, NSW).map(Ident::Value))
    };
    int_binary(ctx, op, operands, ident, |a, b| checked_sdiv(a, b).map(|(q, _)| q))
}

pub fn ceildivui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(ctx, op, operands, div_by_one, |a, b| {
        let (q, r) = a.udiv_rem(b)?;
        Some(if r.is_zero() { q } else { q.add(&ApInt::one(a.width())) })
    })
}

pub fn ceildivsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(ctx, op, operands, div_by_one, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        let one = ApInt::one(a.width());
        let (a_neg, b_neg) = (a.is_negative(), b.is_negative());
        if !a_neg && !b_neg {
            // (a - 1) / b + 1
            return Some(a.sub(&one).sdiv_rem(b)?.0.add(&one));
        }
        // MLIR computes with negated operands and refuses a fold where a
        // negation overflows: the smallest signed value.
        if a.is_signed_min() || b.is_signed_min() {
            return None;
        }
        let q = |x: &ApInt, y: &ApInt| x.sdiv_rem(y).map(|(q, _)| q);
        match (a_neg, b_neg) {
            (true, true) => Some(q(&a.neg().sub(&one), &b.neg())?.add(&one)),
            (true, false) => Some(q(&a.neg(), b)?.neg()),
            _ => Some(q(a, &b.neg())?.neg()),
        }
    })
}

pub fn floordivsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // As in MLIR, the overflow or division-by-zero flag is the last
    // element's (each element's check overwrites it); `MIN / -1` wraps and
    // a division by zero gives the dividend.
    let refused = std::cell::Cell::new(false);
    let folded = int_binary(ctx, op, operands, div_by_one, |a, b| {
        if b.is_zero() {
            refused.set(true);
            return Some(a.clone());
        }
        refused.set(a.is_signed_min() && b.is_all_ones());
        let (q, r) = a.sdiv_rem(b)?;
        let down = !r.is_zero() && a.is_negative() != b.is_negative();
        Some(if down { q.sub(&ApInt::one(a.width())) } else { q })
    });
    match folded {
        FoldResult::Results(r)
            if refused.get() && matches!(r[..], [FoldValue::Attr(a)] if int_elems(ctx, Some(a)).is_some()) =>
        {
            FoldResult::Failure
        }
        other => other,
    }
}

/// `x % 1` is zero for every remainder.
fn rem_by_one(_: &Context, _: Value, _: Value, b: Option<&ApInt>) -> Option<Ident> {
    is_one(b).then_some(Ident::Zero)
}

pub fn remui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(ctx, op, operands, rem_by_one, |a, b| a.udiv_rem(b).map(|(_, r)| r))
}

pub fn remsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(ctx, op, operands, rem_by_one, |a, b| a.sdiv_rem(b).map(|(_, r)| r))
}

/// `and(a, and(a, b))` (either side, either order) is the inner `and`.
fn and_of_and(ctx: &Context, l: Value, r: Value) -> Option<Value> {
    let absorbs = |outer: Value, inner: Value| {
        let d = inner.defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.andi")?;
        (d.operand(ctx, 0) == outer || d.operand(ctx, 1) == outer).then_some(inner)
    };
    absorbs(l, r).or_else(|| absorbs(r, l))
}

/// Whether one of `l`, `r` is `xori(other, -1)` (the complement of the
/// other); returns that `xori`'s all-ones operand.
fn complement_pair(ctx: &Context, l: Value, r: Value) -> Option<Value> {
    for (x, not_x) in [(l, r), (r, l)] {
        let Some(d) = not_x.defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.xori") else { continue };
        let ones = d.operand(ctx, 1);
        let c = ods_ir::rewrite::constant_value(ctx, ones);
        if d.operand(ctx, 0) == x && is_all_ones(int_const(ctx, c).as_ref()) {
            return Some(ones);
        }
    }
    None
}

pub fn andi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        // MLIR's order: `and(x, 0)`, `and(x, -1)`, `and(x, not(x))`,
        // `and(a, and(a, b))`. `and(x, x)` is the `Idempotent` trait's
        // fold, tried after this one (a constant `x` folds to a new
        // constant first).
        |ctx, l, r, b| {
            if is_zero(b) {
                Some(Ident::Rhs)
            } else if is_all_ones(b) {
                Some(Ident::Lhs)
            } else if complement_pair(ctx, l, r).is_some() {
                Some(Ident::Zero)
            } else {
                and_of_and(ctx, l, r).map(Ident::Value)
            }
        },
        |a, b| Some(a.and(b)),
    )
}

pub fn ori(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        // MLIR's order: `or(x, 0)` is `x`, `or(x, -1)` the constant,
        // `or(x, not(x))` the complement's all-ones operand. `or(x, x)`:
        // the `Idempotent` trait's fold, as for `andi`.
        |ctx, l, r, b| {
            if is_zero(b) {
                Some(Ident::Lhs)
            } else if is_all_ones(b) {
                Some(Ident::RhsConstant)
            } else {
                complement_pair(ctx, l, r).map(Ident::Value)
            }
        },
        |a, b| Some(a.or(b)),
    )
}

/// `xor(xor(x, a), a)` (in any operand order) is `x`.
fn xor_of_xor(ctx: &Context, l: Value, r: Value) -> Option<Value> {
    for (inner, other) in [(l, r), (r, l)] {
        let Some(d) = inner.defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.xori") else { continue };
        let (p, q) = (d.operand(ctx, 0), d.operand(ctx, 1));
        if q == other {
            return Some(p);
        }
        if p == other {
            return Some(q);
        }
    }
    None
}

pub fn xori(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        // MLIR's order: `xor(x, 0)`, `xor(x, x)`, `xor(xor(x, a), a)`.
        |ctx, l, r, b| {
            if is_zero(b) {
                Some(Ident::Lhs)
            } else if l == r {
                Some(Ident::Zero)
            } else {
                xor_of_xor(ctx, l, r).map(Ident::Value)
            }
        },
        |a, b| Some(a.xor(b)),
    )
}

/// Folds a min or max: `x op x` and `x op neutral` are `x`, `x op
/// absorbing` is the constant; constants pick the lhs when `pick_lhs`.
fn min_max(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    pick_lhs: fn(&ApInt, &ApInt) -> bool,
    absorbing: fn(&ApInt) -> bool,
    neutral: fn(&ApInt) -> bool,
) -> FoldResult {
    int_binary(
        ctx,
        op,
        operands,
        move |_, l, r, b| {
            if l == r || b.is_some_and(neutral) {
                Some(Ident::Lhs)
            } else {
                b.is_some_and(absorbing).then_some(Ident::Rhs)
            }
        },
        move |a, b| Some(if pick_lhs(a, b) { a.clone() } else { b.clone() }),
    )
}

pub fn maxsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    min_max(ctx, op, operands, |a, b| a.scmp(b) != Ordering::Less, ApInt::is_signed_max, ApInt::is_signed_min)
}
pub fn maxui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    min_max(ctx, op, operands, |a, b| a.ucmp(b) != Ordering::Less, ApInt::is_all_ones, ApInt::is_zero)
}
pub fn minsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    min_max(ctx, op, operands, |a, b| a.scmp(b) != Ordering::Greater, ApInt::is_signed_min, ApInt::is_signed_max)
}
pub fn minui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    min_max(ctx, op, operands, |a, b| a.ucmp(b) != Ordering::Greater, ApInt::is_zero, ApInt::is_all_ones)
}

/// Folds both results of an extended op from two constants, element by
/// element (MLIR's `constFoldBinaryOp` twice): `f` gives the low result
/// and the second one (the high half, or the carry).
fn extended(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    f: fn(&ApInt, &ApInt) -> (ApInt, ApInt),
) -> FoldResult {
    let ty = op.result(ctx, 0).ty(ctx);
    let ty2 = op.result(ctx, 1).ty(ctx);
    if int_width(ctx, ty).is_none() || !same_attr_types(ctx, operands, ty) {
        return FoldResult::Failure;
    }
    let (Some(a), Some(b)) = (int_elems(ctx, operands[0]), int_elems(ctx, operands[1])) else {
        return FoldResult::Failure;
    };
    let Some(pairs) = zip_elems(a, b).filter(|p| p.iter().all(|(x, y)| x.width() == y.width())) else {
        return FoldResult::Failure;
    };
    let (low, second): (Vec<ApInt>, Vec<ApInt>) = pairs.iter().map(|(x, y)| f(x, y)).unzip();
    match (make_int_elems(ctx, ty, low), make_int_elems(ctx, ty2, second)) {
        (Some(x), Some(y)) => FoldResult::Results(vec![FoldValue::Attr(x), FoldValue::Attr(y)]),
        _ => FoldResult::Failure,
    }
}

pub fn addui_extended(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // addui_extended(x, 0) -> x, false
    if is_zero(int_const(ctx, operands[1]).as_ref()) {
        let overflow = op.result(ctx, 1).ty(ctx);
        let Some(f) = zero_of(ctx, overflow) else { return FoldResult::Failure };
        return FoldResult::Results(vec![FoldValue::Value(op.operand(ctx, 0)), FoldValue::Attr(f)]);
    }
    extended(ctx, op, operands, |a, b| {
        let s = a.add(b);
        let carry = ApInt::from_u128(1, u128::from(s.ucmp(a) == Ordering::Less));
        (s, carry)
    })
}

/// The low and high halves of the double-width product of `a` and `b`,
/// extended to twice their width by `extend`.
fn wide_product(a: &ApInt, b: &ApInt, extend: fn(&ApInt, u32) -> ApInt) -> (ApInt, ApInt) {
    let w = a.width();
    let p = extend(a, 2 * w).mul(&extend(b, 2 * w));
    (p.trunc(w), p.lshr(w).trunc(w))
}

pub fn mului_extended(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let b = int_const(ctx, operands[1]);
    // mului_extended(x, 0) -> 0, 0
    if let Some(zero) = operands[1].filter(|_| is_zero(b.as_ref())) {
        return FoldResult::Results(vec![FoldValue::Attr(zero), FoldValue::Attr(zero)]);
    }
    // mului_extended(x, 1) -> x, 0
    if is_one(b.as_ref()) {
        let lhs = op.operand(ctx, 0);
        let Some(zero) = zero_of(ctx, lhs.ty(ctx)) else { return FoldResult::Failure };
        return FoldResult::Results(vec![FoldValue::Value(lhs), FoldValue::Attr(zero)]);
    }
    if let Some(p) = first_poison(ctx, operands) {
        return FoldResult::Results(vec![FoldValue::Attr(p), FoldValue::Attr(p)]);
    }
    extended(ctx, op, operands, |a, b| wide_product(a, b, ApInt::zext))
}

pub fn mulsi_extended(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // mulsi_extended(x, 0) -> 0, 0
    if let Some(zero) = operands[1].filter(|_| is_zero(int_const(ctx, operands[1]).as_ref())) {
        return FoldResult::Results(vec![FoldValue::Attr(zero), FoldValue::Attr(zero)]);
    }
    // A poison operand makes both halves poison (MLIR's constant folder).
    if let Some(p) = first_poison(ctx, operands) {
        return FoldResult::Results(vec![FoldValue::Attr(p), FoldValue::Attr(p)]);
    }
    extended(ctx, op, operands, |a, b| wide_product(a, b, ApInt::sext))
}

// ----- floats -----

fn float_binary(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    ident: impl Fn(Value, Value, Option<f64>) -> Option<Value>,
    f: impl Fn(f64, f64) -> f64,
) -> FoldResult {
    let (l, r) = (op.operand(ctx, 0), op.operand(ctx, 1));
    let b = float_const(ctx, operands[1]);
    if let Some(v) = ident(l, r, b.map(|b| b.0)) {
        return value(v);
    }
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let ty = op.result(ctx, 0).ty(ctx);
    let folded = (|| {
        let (a, b) = (float_elems(ctx, operands[0])?, float_elems(ctx, operands[1])?);
        let pairs = zip_elems(a, b)?;
        make_float_elems(ctx, ty, pairs.into_iter().map(|(x, y)| nan_as_apfloat(x, y, f(x, y))).collect())
    })();
    attr(folded)
}

/// A NaN result as LLVM's APFloat gives it: the first NaN operand, else
/// the positive quiet NaN (the host's arithmetic may set the sign).
fn nan_as_apfloat(a: f64, b: f64, r: f64) -> f64 {
    if !r.is_nan() {
        r
    } else if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else {
        f64::NAN.copysign(1.0)
    }
}

fn is_neg_zero(x: f64) -> bool {
    x == 0.0 && x.is_sign_negative()
}

pub fn addf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(ctx, op, operands, |l, _, b| b.is_some_and(is_neg_zero).then_some(l), |a, b| a + b)
}
pub fn subf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(
        ctx,
        op,
        operands,
        |l, _, b| b.is_some_and(|b| b == 0.0 && !b.is_sign_negative()).then_some(l),
        |a, b| a - b,
    )
}
pub fn mulf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // mulf(x, 0) is the zero (either sign) when NaN and the sign of zero
    // need not be kept.
    let no_nan_no_signed_zero = fastmath(ctx, op) & (FASTMATH_NNAN | FASTMATH_NSZ) == FASTMATH_NNAN | FASTMATH_NSZ;
    let ident = move |l, r, b: Option<f64>| match b {
        Some(1.0) => Some(l),
        Some(b) if b == 0.0 && no_nan_no_signed_zero => Some(r),
        _ => None,
    };
    float_binary(ctx, op, operands, ident, |a, b| a * b)
}
pub fn divf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(ctx, op, operands, |l, _, b| (b == Some(1.0)).then_some(l), |a, b| a / b)
}
pub fn remf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(ctx, op, operands, |_, _, _| None, |a, b| a % b)
}

/// IEEE 754-2019 `maximum`: NaN propagates, +0 > -0.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        return if a.is_sign_negative() { b } else { a };
    }
    a.max(b)
}
fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

pub fn maximumf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(ctx, op, operands, |l, r, b| (l == r || b == Some(f64::NEG_INFINITY)).then_some(l), maximum)
}
pub fn minimumf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    float_binary(ctx, op, operands, |l, r, b| (l == r || b == Some(f64::INFINITY)).then_some(l), minimum)
}
/// LLVM's `maxnum`: a NaN operand gives the other, and +0 is above -0
/// (whatever their order).
fn maxnum(a: f64, b: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        return if a.is_sign_positive() { a } else { b };
    }
    a.max(b)
}

/// LLVM's `minnum`: a NaN operand gives the other, and -0 is below +0.
fn minnum(a: f64, b: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

pub fn maxnumf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    num_fold(ctx, op, operands, maxnum)
}
pub fn minnumf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    num_fold(ctx, op, operands, minnum)
}

/// `maxnumf`/`minnumf` with `f`: `x op x` and `x op NaN` are `x` before
/// any constant folds; then a signalling NaN, then the constants.
fn num_fold(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], f: fn(f64, f64) -> f64) -> FoldResult {
    let ident = |l: Value, r: Value, b: Option<f64>| (l == r || b.is_some_and(f64::is_nan)).then_some(l);
    let (l, r) = (op.operand(ctx, 0), op.operand(ctx, 1));
    if let Some(v) = ident(l, r, float_const(ctx, operands[1]).map(|b| b.0)) {
        return value(v);
    }
    let ty = op.result(ctx, 0).ty(ctx);
    if let Some(folded) = num_with_signalling(ctx, ty, operands, f) {
        return folded;
    }
    float_binary(ctx, op, operands, ident, f)
}

pub fn negf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let x = op.operand(ctx, 0);
    if let Some(inner) = x.defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.negf") {
        return value(inner.operand(ctx, 0));
    }
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    // APFloat's negation flips the sign bit alone: a NaN keeps its payload
    // and stays signalling.
    let ty = op.result(ctx, 0).ty(ctx);
    let Some((kind, bits)) = float_bits_elems(ctx, operands[0]) else { return FoldResult::Failure };
    let sign = 1u128 << (kind.bit_width() - 1);
    attr(make_float_bits(ctx, ty, bits.into_iter().map(|b| b ^ sign).collect()))
}

/// Whether the `kind` bit pattern `b` is a signalling NaN (converting it
/// through `f64` makes it quiet).
fn is_signalling(kind: FloatKind, b: u128) -> bool {
    let v = float_format::to_f64(kind, b);
    v.is_nan() && float_format::from_f64(kind, v) != b
}

/// `maxnumf`/`minnumf` of constants where an element is a signalling NaN:
/// LLVM 22's `maxnum`/`minnum` give that NaN made quiet (the first
/// operand's when both are), element by element; `None` without one.
fn num_with_signalling(
    ctx: &Context,
    ty: Type,
    operands: &[Option<Attr>],
    f: fn(f64, f64) -> f64,
) -> Option<FoldResult> {
    let (ka, a) = float_bits_elems(ctx, operands[0])?;
    let (kb, b) = float_bits_elems(ctx, operands[1])?;
    if !a.iter().any(|&x| is_signalling(ka, x)) && !b.iter().any(|&x| is_signalling(kb, x)) {
        return None;
    }
    let Some(pairs) = zip_elems((false, a), (false, b)) else { return Some(FoldResult::Failure) };
    let out = pairs.into_iter().map(|(x, y)| {
        let (fx, fy) = (float_format::to_f64(ka, x), float_format::to_f64(kb, y));
        if is_signalling(ka, x) {
            float_format::from_f64(ka, fx)
        } else if is_signalling(kb, y) {
            float_format::from_f64(kb, fy)
        } else {
            float_format::from_f64(ka, f(fx, fy))
        }
    });
    Some(attr(make_float_bits(ctx, ty, out.collect())))
}

/// Folds a one-operand op of a float constant element by element into the
/// result type (`None` from `f`: no fold).
fn map_floats(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], f: impl Fn(f64) -> Option<f64>) -> FoldResult {
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let ty = op.result(ctx, 0).ty(ctx);
    let folded = (|| {
        let (_, data) = float_elems(ctx, operands[0])?;
        let data = data.into_iter().map(&f).collect::<Option<Vec<_>>>()?;
        make_float_elems(ctx, ty, data)
    })();
    attr(folded)
}

// ----- comparisons and select -----

/// Whether `t` (or its elements) is `index` (64 bits wide here, but never
/// `i1`).
fn ctx_is_index(ctx: &Context, t: Type) -> bool {
    let e = if t.is_shaped(ctx) { t.element_type(ctx).unwrap_or(t) } else { t };
    e.is_index(ctx)
}

fn cmpi_holds(p: CmpIPredicate, a: &ApInt, b: &ApInt) -> bool {
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match p {
        CmpIPredicate::Eq => u == Ordering::Equal,
        CmpIPredicate::Ne => u != Ordering::Equal,
        CmpIPredicate::Slt => s == Ordering::Less,
        CmpIPredicate::Sle => s != Ordering::Greater,
        CmpIPredicate::Sgt => s == Ordering::Greater,
        CmpIPredicate::Sge => s != Ordering::Less,
        CmpIPredicate::Ult => u == Ordering::Less,
        CmpIPredicate::Ule => u != Ordering::Greater,
        CmpIPredicate::Ugt => u == Ordering::Greater,
        CmpIPredicate::Uge => u != Ordering::Less,
    }
}

/// An `i1` of `v`.
fn bool_int(v: bool) -> ApInt {
    ApInt::from_u128(1, u128::from(v))
}

fn bool_result(ctx: &mut Context, op: OpId, v: bool) -> FoldResult {
    let ty = op.result(ctx, 0).ty(ctx);
    attr(make_int(ctx, ty, &bool_int(v)))
}

pub fn cmpi(ctx: &mut Context, op: OpId, p: CmpIPredicate, operands: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (op.operand(ctx, 0), op.operand(ctx, 1));
    if l == r {
        let v = matches!(
            p,
            CmpIPredicate::Eq | CmpIPredicate::Sle | CmpIPredicate::Sge | CmpIPredicate::Ule | CmpIPredicate::Uge
        );
        return bool_result(ctx, op, v);
    }
    let Some(w) = int_width(ctx, l.ty(ctx)) else { return FoldResult::Failure };
    let rhs = int_const(ctx, operands[1]);
    let rhs = rhs.as_ref();
    // cmpi ne, ext(x : i1), 0 is x; on i1: cmpi ne, x, 0 and cmpi eq, x, 1
    // are x (MLIR's CmpIOp::fold).
    if is_zero(rhs) && p == CmpIPredicate::Ne {
        let ext = l.defining_op(ctx).filter(|d| matches!(d.name_str(ctx), "arith.extsi" | "arith.extui"));
        // Of an integer or a vector of them (MLIR's `getIntegerWidth`),
        // not of a tensor.
        let bool_source = |x: &Value| !x.ty(ctx).is_tensor(ctx) && int_width(ctx, x.ty(ctx)) == Some(1);
        if let Some(x) = ext.map(|d| d.operand(ctx, 0)).filter(bool_source) {
            if !ctx_is_index(ctx, x.ty(ctx)) {
                return value(x);
            }
        }
    }
    if w == 1
        && !ctx_is_index(ctx, l.ty(ctx))
        && ((is_zero(rhs) && p == CmpIPredicate::Ne) || (is_one(rhs) && p == CmpIPredicate::Eq))
    {
        return value(l);
    }
    match (operands[0], operands[1]) {
        (Some(_), Some(_)) => {
            let ty = op.result(ctx, 0).ty(ctx);
            attr(fold_int_pairs(ctx, ty, operands[0], operands[1], |a, b| Some(bool_int(cmpi_holds(p, a, b)))))
        }
        // A constant (poison too) moves to the right, the predicate
        // mirrored (MLIR's in-place fold).
        (Some(_), None) => {
            let mirrored = match p {
                CmpIPredicate::Slt => CmpIPredicate::Sgt,
                CmpIPredicate::Sle => CmpIPredicate::Sge,
                CmpIPredicate::Sgt => CmpIPredicate::Slt,
                CmpIPredicate::Sge => CmpIPredicate::Sle,
                CmpIPredicate::Ult => CmpIPredicate::Ugt,
                CmpIPredicate::Ule => CmpIPredicate::Uge,
                CmpIPredicate::Ugt => CmpIPredicate::Ult,
                CmpIPredicate::Uge => CmpIPredicate::Ule,
                same => same,
            };
            ctx.set_operands(op, &[r, l]);
            let attr = <CmpIPredicate as AttrConstraint>::make(ctx, mirrored);
            let k = ctx.intern("predicate");
            ctx.set_attr(op, k, attr);
            FoldResult::InPlace
        }
        _ => FoldResult::Failure,
    }
}

fn cmpf_holds(p: CmpFPredicate, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    let ordered = |c: bool| !unordered && c;
    let either = |c: bool| unordered || c;
    match p {
        CmpFPredicate::AlwaysFalse => false,
        CmpFPredicate::Oeq => ordered(a == b),
        CmpFPredicate::Ogt => ordered(a > b),
        CmpFPredicate::Oge => ordered(a >= b),
        CmpFPredicate::Olt => ordered(a < b),
        CmpFPredicate::Ole => ordered(a <= b),
        CmpFPredicate::One => ordered(a != b),
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => either(a == b),
        CmpFPredicate::Ugt => either(a > b),
        CmpFPredicate::Uge => either(a >= b),
        CmpFPredicate::Ult => either(a < b),
        CmpFPredicate::Ule => either(a <= b),
        CmpFPredicate::Une => either(a != b),
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::AlwaysTrue => true,
    }
}

pub fn cmpf(ctx: &mut Context, op: OpId, p: CmpFPredicate, operands: &[Option<Attr>]) -> FoldResult {
    // Scalars only, as in MLIR; a NaN on one side decides the comparison
    // whatever the other side is.
    let scalar = |a: Option<Attr>| float_const(ctx, a).filter(|(_, splat)| !splat).map(|(v, _)| v);
    let (mut a, mut b) = (scalar(operands[0]), scalar(operands[1]));
    if a.is_some_and(f64::is_nan) {
        b = a;
    }
    if b.is_some_and(f64::is_nan) {
        a = b;
    }
    match (a, b) {
        (Some(a), Some(b)) => bool_result(ctx, op, cmpf_holds(p, a, b)),
        _ => FoldResult::Failure,
    }
}

pub fn select(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let (t, f) = (op.operand(ctx, 1), op.operand(ctx, 2));
    if t == f {
        return value(t);
    }
    match int_const(ctx, operands[0]) {
        Some(c) if c.is_one() => return value(t),
        Some(c) if c.is_zero() => return value(f),
        _ => {}
    }
    // A poison choice leaves the other.
    if first_poison(ctx, &operands[1..2]).is_some() {
        return value(f);
    }
    if first_poison(ctx, &operands[2..3]).is_some() {
        return value(t);
    }
    // select(c, true, false) is c (before the rule below, as in MLIR).
    let ty = op.result(ctx, 0).ty(ctx);
    if ty.is_signless_int(ctx, 1)
        && is_one(int_const(ctx, operands[1]).as_ref())
        && is_zero(int_const(ctx, operands[2]).as_ref())
    {
        return value(op.operand(ctx, 0));
    }
    // select(cmpi eq(a, b), a, b) is b, with ne it is a (either order).
    if let Some(cmp) = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.cmpi") {
        let k = ctx.lookup_sym("predicate");
        let pred = k.and_then(|k| cmp.attr(ctx, k)).and_then(|a| a.as_i64(ctx));
        let (a, b) = (cmp.operand(ctx, 0), cmp.operand(ctx, 1));
        if (a == t && b == f) || (a == f && b == t) {
            match pred {
                Some(0) => return value(f),
                Some(1) => return value(t),
                _ => {}
            }
        }
    }
    // Constant elements select element by element.
    attr(select_elements(ctx, operands))
}

/// `select` of three dense elements constants, element by element.
fn select_elements(ctx: &mut Context, operands: &[Option<Attr>]) -> Option<Attr> {
    let dense = |a: Option<Attr>| match a?.kind(ctx) {
        AttrKind::DenseElements { ty, data, .. } => Some((*ty, data.clone())),
        _ => None,
    };
    let ((_, cond), (ty, t), (_, f)) = (dense(operands[0])?, dense(operands[1])?, dense(operands[2])?);
    let element = ty.element_type(ctx)?;
    if !(element.is_integer(ctx) || element.is_index(ctx) || element.is_float(ctx)) {
        return None;
    }
    let n = cond.len().max(t.len()).max(f.len());
    let at = |v: &DenseBits, i: usize| match v.len() {
        1 => Some(v.get_int(0)),
        len if i < len => Some(v.get_int(i)),
        _ => None,
    };
    let elements =
        (0..n).map(|i| if at(&cond, i)?.is_one() { at(&t, i) } else { at(&f, i) }).collect::<Option<Vec<ApInt>>>()?;
    let data = DenseBits::from_ints(t.width(), &elements);
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat: false, data }))
}

// ----- casts -----

/// Folds a cast of an integer constant by `f` (value, target width),
/// element by element.
fn int_cast(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], f: impl Fn(&ApInt, u32) -> ApInt) -> FoldResult {
    let src = op.operand(ctx, 0).ty(ctx);
    let dst = op.result(ctx, 0).ty(ctx);
    let (Some(_), Some(dw)) = (int_width(ctx, src), int_width(ctx, dst)) else { return FoldResult::Failure };
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let folded = (|| {
        let data = int_elems(ctx, operands[0])?.1.iter().map(|v| f(v, dw)).collect();
        make_int_elems(ctx, dst, data)
    })();
    attr(folded)
}

/// `ext(ext(x))` of the same kind extends `x` directly: the operand is
/// replaced in place.
fn ext_of_ext(ctx: &mut Context, op: OpId, name: &str) -> bool {
    let Some(inner) = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == name) else { return false };
    let src = inner.operand(ctx, 0);
    ctx.set_operand(op, 0, src);
    true
}

pub fn extui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    if ext_of_ext(ctx, op, "arith.extui") {
        return FoldResult::InPlace;
    }
    int_cast(ctx, op, operands, ApInt::zext)
}

pub fn extsi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    if ext_of_ext(ctx, op, "arith.extsi") {
        return FoldResult::InPlace;
    }
    int_cast(ctx, op, operands, ApInt::sext)
}

pub fn trunci(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // trunci(ext(x)) is trunci(x) when x is wider than the result, x when
    // it has the result's type; trunci(trunci(x)) is trunci(x) (MLIR's
    // `TruncIOp::fold`).
    let x = op.operand(ctx, 0);
    match x.defining_op(ctx) {
        Some(inner) if matches!(inner.name_str(ctx), "arith.extui" | "arith.extsi") => {
            let src = inner.operand(ctx, 0);
            let dst = op.result(ctx, 0).ty(ctx);
            if int_width(ctx, src.ty(ctx)) > int_width(ctx, dst) {
                ctx.set_operand(op, 0, src);
                return FoldResult::InPlace;
            }
            if src.ty(ctx).element_type(ctx).unwrap_or(src.ty(ctx)) == dst.element_type(ctx).unwrap_or(dst) {
                return value(src);
            }
        }
        Some(inner) if inner.name_str(ctx) == "arith.trunci" => {
            let src = inner.operand(ctx, 0);
            ctx.set_operand(op, 0, src);
            return FoldResult::InPlace;
        }
        _ => {}
    }
    int_cast(ctx, op, operands, ApInt::trunc)
}

pub fn index_cast(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // Sign-extended or truncated.
    int_cast(ctx, op, operands, ApInt::sext)
}

pub fn index_castui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // Zero-extended or truncated.
    int_cast(ctx, op, operands, ApInt::zext)
}

/// `sitofp`/`uitofp`: each integer rounded once to the float type,
/// whatever its width (MLIR's `APFloat::convertFromAPInt`).
fn to_float(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], is_signed: bool) -> FoldResult {
    let dst = op.result(ctx, 0).ty(ctx);
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let folded = (|| {
        let k = dst.element_type(ctx).unwrap_or(dst).float_kind(ctx)?;
        let bits = int_elems(ctx, operands[0])?.1.iter().map(|v| float_format::from_int(k, v, is_signed)).collect();
        make_float_bits(ctx, dst, bits)
    })();
    attr(folded)
}

pub fn sitofp(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    to_float(ctx, op, operands, true)
}
pub fn uitofp(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    to_float(ctx, op, operands, false)
}

/// `fptosi`/`fptoui`: each float rounded toward zero to the integer type,
/// no fold when one is NaN, infinite or out of range (MLIR's
/// `APFloat::convertToInteger` reporting an invalid operation).
fn to_int(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], is_signed: bool) -> FoldResult {
    let dst = op.result(ctx, 0).ty(ctx);
    let Some(w) = int_width(ctx, dst) else { return FoldResult::Failure };
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let folded = (|| {
        let (k, bits) = float_bits_elems(ctx, operands[0])?;
        let data = bits.into_iter().map(|b| float_format::to_int(k, b, w, is_signed)).collect::<Option<Vec<_>>>()?;
        make_int_elems(ctx, dst, data)
    })();
    attr(folded)
}

pub fn fptosi(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    to_int(ctx, op, operands, true)
}
pub fn fptoui(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    to_int(ctx, op, operands, false)
}

/// The `contract` fast-math flag: a value rounded to a narrower type and
/// widened back may be taken as it was.
const FASTMATH_CONTRACT: i64 = 32;
/// The `nnan` and `nsz` fast-math flags: no NaN, no signed zero.
const FASTMATH_NNAN: i64 = 2;
const FASTMATH_NSZ: i64 = 8;

/// The fast-math flags of `op` (none when it has none).
fn fastmath(ctx: &Context, op: OpId) -> i64 {
    op.attr_by_str(ctx, "fastmath").and_then(|a| crate::FastMathAttr::flags(ctx, a)).unwrap_or(0)
}

fn contracts(ctx: &Context, op: OpId) -> bool {
    fastmath(ctx, op) & FASTMATH_CONTRACT != 0
}

pub fn extf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // extf(truncf(x)) -> x when both allow contraction (MLIR 22).
    let source = op.operand(ctx, 0).defining_op(ctx).filter(|t| t.name_str(ctx) == "arith.truncf");
    if let Some(trunc) = source {
        let x = trunc.operand(ctx, 0);
        if x.ty(ctx) == op.result(ctx, 0).ty(ctx) && contracts(ctx, trunc) && contracts(ctx, op) {
            return value(x);
        }
    }
    // A signalling NaN does not fold (its conversion is invalid for
    // `APFloat::convert`, which MLIR's `convertFloatValue` refuses).
    if float_bits_elems(ctx, operands[0]).is_some_and(|(k, bits)| bits.into_iter().any(|b| is_signalling(k, b))) {
        return FoldResult::Failure;
    }
    map_floats(ctx, op, operands, Some)
}

pub fn truncf(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // truncf(extf(a)), when a's type fits extf's: a when it has the result's
    // type, truncf(a) when it is wider (MLIR's `TruncFOp::fold`), whatever
    // the rounding mode.
    let kind = |t: Type| t.element_type(ctx).unwrap_or(t).float_kind(ctx);
    if let Some(ext) = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == "arith.extf") {
        let src = ext.operand(ctx, 0);
        let kinds = (kind(src.ty(ctx)), kind(ext.result(ctx, 0).ty(ctx)), kind(op.result(ctx, 0).ty(ctx)));
        if let (Some(s), Some(mid), Some(r)) = kinds {
            if s.is_representable_by(mid) {
                if s.bit_width() > r.bit_width() {
                    ctx.set_operand(op, 0, src);
                    return FoldResult::InPlace;
                }
                if s == r {
                    return value(src);
                }
            }
        }
    }
    // Only an exact conversion folds (MLIR's `convertFloatValue` fails on
    // a result that is rounded, overflows or underflows), whatever the
    // rounding mode.
    let (Some(from), Some(to)) = (kind(op.operand(ctx, 0).ty(ctx)), kind(op.result(ctx, 0).ty(ctx))) else {
        return FoldResult::Failure;
    };
    if let Some(p) = first_poison(ctx, operands) {
        return attr(Some(p));
    }
    let ty = op.result(ctx, 0).ty(ctx);
    let folded = (|| {
        let bits: Vec<u128> = match operands[0]?.kind(ctx) {
            AttrKind::DenseElements { data, .. } => data.iter().collect(),
            AttrKind::Float { bits, .. } => vec![bits.get()],
            _ => return None,
        };
        let values = bits.into_iter().map(|b| {
            let v = float_format::to_f64(from, b);
            if v.is_nan() {
                // A NaN folds when it converts and back unchanged: not a
                // signalling one (made quiet) and no payload bit lost.
                let narrow = float_format::from_f64(to, v);
                return (float_format::from_f64(from, float_format::to_f64(to, narrow)) == b).then_some(v);
            }
            // Checked through `f64`, which must hold the value exactly.
            let held = float_format::from_f64(from, v) == b;
            let exact = float_format::to_f64(to, float_format::from_f64(to, v)) == v;
            (held && exact).then_some(v)
        });
        make_float_elems(ctx, ty, values.collect::<Option<Vec<f64>>>()?)
    })();
    attr(folded)
}

pub fn bitcast(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    // A constant folds to a new constant first (MLIR's own fold); a cast
    // to its own type is its operand after that (`CastOpInterface`'s).
    let folded = bitcast_constant(ctx, op, operands);
    if folded != FoldResult::Failure {
        return folded;
    }
    if op.operand(ctx, 0).ty(ctx) == op.result(ctx, 0).ty(ctx) {
        return value(op.operand(ctx, 0));
    }
    FoldResult::Failure
}

/// `bitcast` of a constant operand.
fn bitcast_constant(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let dst = op.result(ctx, 0).ty(ctx);
    // Poison folds to poison for scalars only (as in MLIR).
    if let Some(p) = first_poison(ctx, operands).filter(|_| !dst.is_shaped(ctx)) {
        return attr(Some(p));
    }
    let bits = match operands[0].map(|a| a.kind(ctx).clone()) {
        Some(AttrKind::Integer { ty, value }) => {
            let Some(w) = int_width(ctx, ty) else { return FoldResult::Failure };
            value.to_apint(w)
        }
        Some(AttrKind::Float { ty, bits }) => {
            let Some(k) = ty.float_kind(ctx) else { return FoldResult::Failure };
            ApInt::from_u128(k.bit_width(), bits.get())
        }
        // Elements keep their bit patterns (the verifier checked the
        // widths match).
        Some(AttrKind::DenseElements { splat, data, .. }) if dst.is_shaped(ctx) => {
            return attr(Some(ctx.get_attr(AttrKind::DenseElements { ty: dst, splat, data })));
        }
        _ => return FoldResult::Failure,
    };
    if dst.is_shaped(ctx) {
        return FoldResult::Failure;
    }
    if dst.is_float(ctx) {
        attr(Some(ctx.get_attr(AttrKind::Float { ty: dst, bits: Bits128::new(bits.low_u128()) })))
    } else {
        attr(make_int(ctx, dst, &bits))
    }
}
