//! Folders and canonicalization patterns of the index ops (MLIR's
//! `IndexOps.cpp`). `index` is 32 or 64 bits wide depending on the target,
//! so a fold must hold for both: operations whose low 32 bits depend only
//! on the operands' low 32 bits fold in 64 bits; the others fold only when
//! the 64-bit result truncated agrees with the 32-bit result.

use crate::{CmpOp, SubOp, PREDICATES};
use ods_ir::attrs::{sign_extend, truncate, AttrKind, IntValue};
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;

/// A binary operation on `width`-bit values (held in the low bits); `None`
/// where it is undefined or not folded (division by zero, large shifts).
pub(crate) type Calc = fn(u32, u64, u64) -> Option<u64>;

/// How a binary op folds.
#[derive(Clone, Copy)]
pub(crate) enum Width {
    /// `trunc(f(a, b)) == f(trunc(a), trunc(b))`: computed in 64 bits.
    Unchecked,
    /// Computed in 64 and 32 bits; folded when they agree.
    Checked,
}

fn mask(w: u32, x: u64) -> u64 {
    if w >= 64 {
        x
    } else {
        x & ((1u64 << w) - 1)
    }
}

fn signed(w: u32, x: u64) -> i64 {
    sign_extend(u128::from(mask(w, x)), w) as i64
}

/// The value of an `index` (or integer) constant attribute, as 64 bits.
fn index_value(ctx: &Context, a: Option<Attr>) -> Option<u64> {
    match a?.kind(ctx) {
        AttrKind::Integer { value: IntValue::Small(v), .. } => Some(v.get() as u64),
        _ => None,
    }
}

/// Folds constants `a` and `b` as `width` says.
pub(crate) fn fold_constants(width: Width, calc: Calc, a: u64, b: u64) -> Option<u64> {
    let r64 = calc(64, a, b)?;
    if let Width::Checked = width {
        let r32 = calc(32, mask(32, a), mask(32, b))?;
        if mask(32, r64) != r32 {
            return None;
        }
    }
    Some(r64)
}

fn index_result(ctx: &mut Context, v: u64) -> FoldResult {
    let a = ctx.index_attr(v as i64);
    FoldResult::Results(vec![FoldValue::Attr(a)])
}

/// A binary op's fold: both constants, then the identities of `add`,
/// `sub` and `mul`.
pub(crate) fn binary(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], width: Width, calc: Calc) -> FoldResult {
    let (a, b) = (index_value(ctx, operands[0]), index_value(ctx, operands[1]));
    if let (Some(a), Some(b)) = (a, b) {
        if let Some(r) = fold_constants(width, calc, a, b) {
            return index_result(ctx, r);
        }
    }
    let lhs = op.operand(ctx, 0);
    match (op.name_str(ctx), b) {
        ("index.add" | "index.sub", Some(0)) => FoldResult::Results(vec![FoldValue::Value(lhs)]),
        ("index.mul", Some(1)) => FoldResult::Results(vec![FoldValue::Value(lhs)]),
        ("index.mul", Some(0)) => index_result(ctx, 0),
        _ => FoldResult::Failure,
    }
}

pub(crate) fn add(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a.wrapping_add(b))
}
pub(crate) fn sub(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a.wrapping_sub(b))
}
pub(crate) fn mul(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a.wrapping_mul(b))
}
pub(crate) fn and(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a & b)
}
pub(crate) fn or(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a | b)
}
pub(crate) fn xor(_: u32, a: u64, b: u64) -> Option<u64> {
    Some(a ^ b)
}
/// Shifts of 32 or more are undefined on 32-bit targets: not folded.
pub(crate) fn shl(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) < 32).then(|| mask(w, a << b))
}
pub(crate) fn shrs(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) < 32).then(|| mask(w, (signed(w, a) >> b) as u64))
}
pub(crate) fn shru(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) < 32).then(|| mask(w, a) >> b)
}
pub(crate) fn divs(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) != 0).then(|| mask(w, signed(w, a).wrapping_div(signed(w, b)) as u64))
}
pub(crate) fn divu(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) != 0).then(|| mask(w, a) / mask(w, b))
}
pub(crate) fn rems(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) != 0).then(|| mask(w, signed(w, a).wrapping_rem(signed(w, b)) as u64))
}
pub(crate) fn remu(w: u32, a: u64, b: u64) -> Option<u64> {
    (mask(w, b) != 0).then(|| mask(w, a) % mask(w, b))
}
/// `ceildivs(n, m)`: `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` with `x = m > 0 ? -1 : 1`.
pub(crate) fn ceildivs(w: u32, a: u64, b: u64) -> Option<u64> {
    let (n, m) = (signed(w, a), signed(w, b));
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    // Every step wraps at the width, as `APInt` does.
    let wrap = |x: i64| signed(w, x as u64);
    let r = if (n > 0) != (m > 0) {
        wrap(wrap(wrap(n.wrapping_neg()).wrapping_div(m)).wrapping_neg())
    } else {
        let x = if m > 0 { -1 } else { 1 };
        wrap(wrap(wrap(n.wrapping_add(x)).wrapping_div(m)).wrapping_add(1))
    };
    Some(mask(w, r as u64))
}
/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
pub(crate) fn ceildivu(w: u32, a: u64, b: u64) -> Option<u64> {
    let (n, m) = (mask(w, a), mask(w, b));
    if m == 0 {
        return None;
    }
    Some(if n == 0 { 0 } else { mask(w, (n - 1) / m + 1) })
}
/// `floordivs(n, m)`: `n*m < 0 ? -1 - (x-n)/m : n/m` with `x = m < 0 ? 1 : -1`.
pub(crate) fn floordivs(w: u32, a: u64, b: u64) -> Option<u64> {
    let (n, m) = (signed(w, a), signed(w, b));
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let wrap = |x: i64| signed(w, x as u64);
    let r = if (n < 0) == (m < 0) {
        wrap(n.wrapping_div(m))
    } else {
        let x: i64 = if m < 0 { 1 } else { -1 };
        wrap((-1i64).wrapping_sub(wrap(wrap(x.wrapping_sub(n)).wrapping_div(m))))
    };
    Some(mask(w, r as u64))
}
pub(crate) fn maxs(w: u32, a: u64, b: u64) -> Option<u64> {
    Some(if signed(w, a) > signed(w, b) { mask(w, a) } else { mask(w, b) })
}
pub(crate) fn maxu(w: u32, a: u64, b: u64) -> Option<u64> {
    Some(mask(w, a).max(mask(w, b)))
}
pub(crate) fn mins(w: u32, a: u64, b: u64) -> Option<u64> {
    Some(if signed(w, a) < signed(w, b) { mask(w, a) } else { mask(w, b) })
}
pub(crate) fn minu(w: u32, a: u64, b: u64) -> Option<u64> {
    Some(mask(w, a).min(mask(w, b)))
}

// ----- casts -----

/// `index.casts` (`signed`) and `index.castu`: to `index` the value is
/// extended or truncated to 64 bits; from `index` only when the result is
/// the same on 32-bit targets.
pub(crate) fn cast(ctx: &mut Context, op: OpId, operands: &[Option<Attr>], signed_ext: bool) -> FoldResult {
    let Some(AttrKind::Integer { ty: in_ty, value: IntValue::Small(v) }) = operands[0].map(|a| a.kind(ctx).clone())
    else {
        return FoldResult::Failure;
    };
    let in_width = if in_ty.is_index(ctx) { 64 } else { in_ty.int_or_float_width(ctx).unwrap_or(64) };
    if in_width > 128 {
        return FoldResult::Failure;
    }
    let bits = truncate(v.get(), in_width);
    // Extension (or truncation) of `bits` from `from` to `to` bits.
    let ext = |bits: u128, from: u32, to: u32| -> u128 {
        let b = truncate(bits, from);
        let wide = if signed_ext { sign_extend(b, from) as u128 } else { b };
        truncate(wide, to)
    };
    let ty = op.result(ctx, 0).ty(ctx);
    let result = if ty.is_index(ctx) {
        ext(bits, in_width.min(64), 64)
    } else {
        let Some(width) = ty.int_or_float_width(ctx).filter(|w| *w <= 128) else { return FoldResult::Failure };
        if width <= 32 {
            truncate(bits, width)
        } else if width >= 64 {
            if ext(bits, 32, 64) != bits {
                return FoldResult::Failure;
            }
            ext(bits, 64, width)
        } else {
            let r = truncate(bits, width);
            if r != ext(bits, 32, width) {
                return FoldResult::Failure;
            }
            r
        }
    };
    let width = if ty.is_index(ctx) { 64 } else { ty.int_or_float_width(ctx).unwrap_or(64) };
    let a = ctx.integer_attr(ty, sign_extend(result, width));
    FoldResult::Results(vec![FoldValue::Attr(a)])
}

// ----- comparisons -----

/// `cmp(pred, a, b)` on `w`-bit values; `pred` indexes [`PREDICATES`].
fn compare(pred: i64, w: u32, a: u64, b: u64) -> bool {
    let (sa, sb, ua, ub) = (signed(w, a), signed(w, b), mask(w, a), mask(w, b));
    match PREDICATES.get(pred as usize).copied() {
        Some("eq") => ua == ub,
        Some("ne") => ua != ub,
        Some("slt") => sa < sb,
        Some("sle") => sa <= sb,
        Some("sgt") => sa > sb,
        Some("sge") => sa >= sb,
        Some("ult") => ua < ub,
        Some("ule") => ua <= ub,
        Some("ugt") => ua > ub,
        _ => ua >= ub,
    }
}

/// A range of `w`-bit values in both interpretations (`ConstantIntRanges`).
#[derive(Clone, Copy)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    fn from_signed(w: u32, smin: i64, smax: i64) -> Range {
        let (umin, umax) = if (smin < 0) == (smax < 0) {
            (mask(w, smin as u64), mask(w, smax as u64))
        } else {
            (0, mask(w, u64::MAX))
        };
        Range { umin, umax, smin, smax }
    }
    fn from_unsigned(w: u32, umin: u64, umax: u64) -> Range {
        let (smin, smax) = if signed(w, umin) <= signed(w, umax) {
            (signed(w, umin), signed(w, umax))
        } else {
            (signed(w, 1 << (w - 1)), signed(w, mask(w, u64::MAX) >> 1))
        };
        Range { umin, umax, smin, smax }
    }
    fn constant(w: u32, v: u64) -> Range {
        Range { umin: mask(w, v), umax: mask(w, v), smin: signed(w, v), smax: signed(w, v) }
    }
    fn single(&self) -> Option<u64> {
        (self.umin == self.umax).then_some(self.umin)
    }
}

/// `intrange::evaluatePred`'s "statically true".
fn statically_true(pred: &str, l: Range, r: Range) -> bool {
    match pred {
        "sle" => l.smax <= r.smin,
        "slt" => l.smax < r.smin,
        "ule" => l.umax <= r.umin,
        "ult" => l.umax < r.umin,
        "sge" => l.smin >= r.smax,
        "sgt" => l.smin > r.smax,
        "uge" => l.umin >= r.umax,
        "ugt" => l.umin > r.umax,
        "eq" => l.single().is_some() && l.single() == r.single(),
        _ => {
            (statically_true("slt", l, r) || statically_true("sgt", l, r))
                && (statically_true("ult", l, r) || statically_true("ugt", l, r))
        }
    }
}

fn invert(pred: &str) -> &'static str {
    match pred {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sle" => "sgt",
        "sgt" => "sle",
        "sge" => "slt",
        "ult" => "uge",
        "ule" => "ugt",
        "ugt" => "ule",
        _ => "ult",
    }
}

/// `cmp(max/min(x, a), b)` when the range of the max or min decides it.
fn cmp_of_max_or_min(kind: &str, pred: &str, w: u32, a: u64, b: u64) -> Option<bool> {
    let range = match kind {
        "index.mins" => Range::from_signed(w, signed(w, 1 << (w - 1)), signed(w, a)),
        "index.minu" => Range::from_unsigned(w, 0, mask(w, a)),
        "index.maxs" => Range::from_signed(w, signed(w, a), signed(w, mask(w, u64::MAX) >> 1)),
        _ => Range::from_unsigned(w, mask(w, a), mask(w, u64::MAX)),
    };
    let rhs = Range::constant(w, b);
    if statically_true(pred, range, rhs) {
        Some(true)
    } else if statically_true(invert(pred), range, rhs) {
        Some(false)
    } else {
        None
    }
}

pub(crate) fn cmp(ctx: &mut Context, op: CmpOp, operands: &[Option<Attr>]) -> FoldResult {
    let pred = op.pred(ctx);
    let name = PREDICATES.get(pred as usize).copied().unwrap_or("eq");
    let (a, b) = (index_value(ctx, operands[0]), index_value(ctx, operands[1]));
    let result = |ctx: &mut Context, v: bool| FoldResult::Results(vec![FoldValue::Attr(ctx.bool_attr(v))]);
    if let (Some(a), Some(b)) = (a, b) {
        let r64 = compare(pred, 64, a, b);
        if r64 == compare(pred, 32, a, b) {
            return result(ctx, r64);
        }
    }
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    if let (Some(def), Some(b)) = (lhs.defining_op(ctx), b) {
        let kind = def.name_str(ctx);
        if matches!(kind, "index.mins" | "index.minu" | "index.maxs" | "index.maxu") {
            if let Some(a) = index_value(ctx, constant_value(ctx, def.operand(ctx, 1))) {
                let r64 = cmp_of_max_or_min(kind, name, 64, a, b);
                let r32 = cmp_of_max_or_min(kind, name, 32, mask(32, a), mask(32, b));
                if let (Some(r64), Some(r32)) = (r64, r32) {
                    if r64 == r32 {
                        return result(ctx, r64);
                    }
                }
            }
        }
    }
    if lhs == rhs {
        return result(ctx, matches!(name, "eq" | "sge" | "sle" | "uge" | "ule"));
    }
    FoldResult::Failure
}

// ----- canonicalization -----

/// `op(op(x, c1), c2)` is `op(x, op(c1, c2))` for the associative and
/// commutative ops, when `op(c1, c2)` folds.
pub(crate) struct FoldConstantOperands {
    pub(crate) name: &'static str,
    pub(crate) width: Width,
    pub(crate) calc: Calc,
    pub(crate) build: fn(&mut Rewriter<'_>, Location, Value, Value) -> OpId,
}

impl RewritePattern for FoldConstantOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(c2) = index_value(ctx, constant_value(ctx, op.operand(ctx, 1))) else { return false };
        let Some(inner) = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == self.name) else {
            return false;
        };
        let Some(c1) = index_value(ctx, constant_value(ctx, inner.operand(ctx, 1))) else { return false };
        let Some(folded) = fold_constants(self.width, self.calc, c2, c1) else { return false };
        let (x, loc) = (inner.operand(ctx, 0), op.loc(ctx));
        let index = rw.ctx().index_type();
        let attr = rw.ctx().index_attr(folded as i64);
        rw.set_insertion_point_before(op);
        let Some(c) = rw.materialize_constant("index", attr, index, loc) else { return false };
        let new = (self.build)(rw, loc, x, c);
        let v = new.result(rw.ctx(), 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `cmp(x - y, 0)` is `cmp(x, y)`, and `cmp(0, x - y)` is `cmp(y, x)`.
pub(crate) struct CmpOfSubtraction;

impl RewritePattern for CmpOfSubtraction {
    fn root(&self) -> Option<&'static str> {
        Some("index.cmp")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cmp) = CmpOp::cast(ctx, op) else { return false };
        let is_zero = |v: Value| index_value(ctx, constant_value(ctx, v)) == Some(0);
        let (lhs, rhs) = (cmp.lhs(ctx), cmp.rhs(ctx));
        let (rhs_zero, lhs_zero) = (is_zero(rhs), is_zero(lhs));
        if !rhs_zero && !lhs_zero {
            return false;
        }
        let other = if rhs_zero { lhs } else { rhs };
        let Some(sub) = other.defining_op(ctx).and_then(|d| SubOp::cast(ctx, d)) else { return false };
        let (x, y) = (sub.lhs(ctx), sub.rhs(ctx));
        let (a, b) = if rhs_zero { (x, y) } else { (y, x) };
        let (pred, loc) = (cmp.pred(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b_| CmpOp::build(b_, loc, pred, a, b));
        true
    }
}
