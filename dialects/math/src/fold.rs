//! Folders of the math ops (MLIR's `MathOps.cpp` with `CommonFolders.h`):
//! a poison operand folds to poison; constant scalars, splats and dense
//! elements fold element by element. Functions that upstream computes
//! with the C library (`sinf`, `log2`, `erf`, `acosh`, ...) fold only for
//! `f32` and `f64`, through the same library's calls (Rust's own formulas
//! for some of them differ in the last place); rounding, sign and
//! classification fold for every float type.

use ods_ir::attrs::{sign_extend, truncate, AttrKind, DenseBits, IntValue};
use ods_ir::float_format::{self, FloatKind};
use ods_ir::prelude::*;

/// The elements of a constant operand.
enum Elements {
    Scalar(Type, u128),
    Dense { ty: Type, splat: bool, data: DenseBits },
}

impl Elements {
    fn of(ctx: &Context, a: Option<Attr>) -> Option<Elements> {
        match a?.kind(ctx) {
            AttrKind::Float { ty, bits } => Some(Elements::Scalar(*ty, bits.get())),
            AttrKind::Integer { ty, value: IntValue::Small(v) } => {
                Some(Elements::Scalar(*ty, truncate(v.get(), int_width(ctx, *ty)?)))
            }
            AttrKind::DenseElements { ty, splat, data } => {
                Some(Elements::Dense { ty: *ty, splat: *splat, data: data.clone() })
            }
            _ => None,
        }
    }
    fn ty(&self) -> Type {
        match self {
            Elements::Scalar(ty, _) | Elements::Dense { ty, .. } => *ty,
        }
    }
    fn len(&self) -> usize {
        match self {
            Elements::Scalar(..) => 1,
            Elements::Dense { data, .. } => data.len(),
        }
    }
    fn get(&self, i: usize) -> u128 {
        match self {
            Elements::Scalar(_, b) => *b,
            Elements::Dense { splat: true, data, .. } => data.get(0),
            Elements::Dense { data, .. } => data.get(i),
        }
    }
    fn is_splat(&self) -> bool {
        matches!(self, Elements::Dense { splat: true, .. })
    }
}

/// The bit width of an integer-like element type (`index` is 64 bits).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = if t.is_shaped(ctx) { t.element_type(ctx)? } else { t };
    if e.is_index(ctx) {
        Some(64)
    } else if e.is_integer(ctx) {
        e.int_or_float_width(ctx).filter(|w| *w <= 128)
    } else {
        None
    }
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    let e = if t.is_shaped(ctx) { t.element_type(ctx)? } else { t };
    e.float_kind(ctx)
}

/// The attribute of `ty` holding `data` (one element for a scalar or a
/// splat).
fn make(ctx: &Context, ty: Type, splat: bool, data: Vec<u128>) -> FoldResult {
    let attr = if ty.is_shaped(ctx) {
        let Some(w) = ty.element_type(ctx).and_then(|e| e.int_or_float_width(ctx)) else {
            return FoldResult::Failure;
        };
        ctx.get_attr(AttrKind::DenseElements { ty, splat, data: DenseBits::from_bits(w, data) })
    } else if ty.float_kind(ctx).is_some() {
        ctx.get_attr(AttrKind::Float { ty, bits: ods_ir::attrs::Bits128::new(data[0]) })
    } else {
        let Some(w) = int_width(ctx, ty) else { return FoldResult::Failure };
        ctx.integer_attr(ty, sign_extend(data[0], w))
    };
    FoldResult::Results(vec![FoldValue::Attr(attr)])
}

/// A poison operand folds to poison first (the left one of two), as in
/// `CommonFolders.h`: every math op with a folder, whatever its element
/// type.
fn poison(ctx: &Context, operands: &[Option<Attr>]) -> Option<FoldResult> {
    ods_dialect_ub::first_poison(ctx, operands).map(|p| FoldResult::Results(vec![FoldValue::Attr(p)]))
}

/// `constFoldUnaryOp`: `f` on every element; no fold when it declines one.
fn unary(ctx: &mut Context, operands: &[Option<Attr>], f: impl Fn(&Context, Type, u128) -> Option<u128>) -> FoldResult {
    if let Some(p) = poison(ctx, operands) {
        return p;
    }
    let Some(x) = Elements::of(ctx, operands[0]) else { return FoldResult::Failure };
    let ty = x.ty();
    let Some(elt) = (if ty.is_shaped(ctx) { ty.element_type(ctx) } else { Some(ty) }) else {
        return FoldResult::Failure;
    };
    let n = if x.is_splat() { 1 } else { x.len() };
    let Some(data) = (0..n).map(|i| f(ctx, elt, x.get(i))).collect::<Option<Vec<u128>>>() else {
        return FoldResult::Failure;
    };
    make(ctx, ty, x.is_splat(), data)
}

/// `constFoldBinaryOp`: two scalars of one type, or two elements
/// attributes (splat or not) of one type.
fn binary(
    ctx: &mut Context,
    operands: &[Option<Attr>],
    f: impl Fn(&Context, Type, u128, u128) -> Option<u128>,
) -> FoldResult {
    if let Some(p) = poison(ctx, operands) {
        return p;
    }
    let (Some(a), Some(b)) = (Elements::of(ctx, operands[0]), Elements::of(ctx, operands[1])) else {
        return FoldResult::Failure;
    };
    if a.ty() != b.ty() {
        return FoldResult::Failure;
    }
    let ty = a.ty();
    let Some(elt) = (if ty.is_shaped(ctx) { ty.element_type(ctx) } else { Some(ty) }) else {
        return FoldResult::Failure;
    };
    let splat = a.is_splat() && b.is_splat();
    let n = if splat { 1 } else { a.len().max(b.len()) };
    let Some(data) = (0..n).map(|i| f(ctx, elt, a.get(i), b.get(i))).collect::<Option<Vec<u128>>>() else {
        return FoldResult::Failure;
    };
    make(ctx, ty, splat, data)
}

// ----- floats -----

/// What `APFloat::getSizeInBits` is 32 or 64 for: `f32` and `f64`.
enum Host {
    F32(f32),
    F64(f64),
}

fn host(kind: FloatKind, bits: u128) -> Option<Host> {
    match kind {
        FloatKind::F32 => Some(Host::F32(f32::from_bits(bits as u32))),
        FloatKind::F64 => Some(Host::F64(f64::from_bits(bits as u64))),
        _ => None,
    }
}

/// A unary float folder computed by the C library (`f32` and `f64` only);
/// `domain` (sign bit, value) declines arguments upstream does not fold.
pub(crate) fn libm_unary(
    ctx: &mut Context,
    operands: &[Option<Attr>],
    f32op: fn(f32) -> f32,
    f64op: fn(f64) -> f64,
    domain: fn(bool, f64) -> bool,
) -> FoldResult {
    unary(ctx, operands, |ctx, elt, bits| match host(elt.float_kind(ctx)?, bits)? {
        Host::F32(x) => domain(x.is_sign_negative(), f64::from(x)).then(|| u128::from(f32op(x).to_bits())),
        Host::F64(x) => domain(x.is_sign_negative(), x).then(|| u128::from(f64op(x).to_bits())),
    })
}

/// Every argument folds.
pub(crate) fn anywhere(_negative: bool, _x: f64) -> bool {
    true
}

/// `if (a.isNegative()) return {};` (the sign bit: `-0.0` too).
pub(crate) fn not_negative(negative: bool, _x: f64) -> bool {
    !negative
}

/// `log1p`: `a + 1` must not be negative.
pub(crate) fn above_minus_one(_negative: bool, x: f64) -> bool {
    !(x + 1.0).is_sign_negative()
}

/// A binary float folder computed by the C library (`f32` and `f64`).
pub(crate) fn libm_binary(
    ctx: &mut Context,
    operands: &[Option<Attr>],
    f32op: fn(f32, f32) -> f32,
    f64op: fn(f64, f64) -> f64,
) -> FoldResult {
    binary(ctx, operands, |ctx, elt, a, b| {
        let k = elt.float_kind(ctx)?;
        match (host(k, a)?, host(k, b)?) {
            (Host::F32(x), Host::F32(y)) => Some(u128::from(f32op(x, y).to_bits())),
            (Host::F64(x), Host::F64(y)) => Some(u128::from(f64op(x, y).to_bits())),
            _ => None,
        }
    })
}

/// `atan2`: two zeros give the default NaN of any float type; otherwise
/// `f32`/`f64` through the C library.
pub(crate) fn atan2(ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
    binary(ctx, operands, |ctx, elt, a, b| {
        let k = elt.float_kind(ctx)?;
        let zero = |bits| float_format::to_f64(k, bits) == 0.0;
        if zero(a) && zero(b) {
            return Some(float_format::from_f64(k, f64::NAN));
        }
        match (host(k, a)?, host(k, b)?) {
            (Host::F32(x), Host::F32(y)) => Some(u128::from(x.atan2(y).to_bits())),
            (Host::F64(x), Host::F64(y)) => Some(u128::from(x.atan2(y).to_bits())),
            _ => None,
        }
    })
}

/// Whether the exact value of every `kind` element is an `f64` (so that
/// sign and rounding computed on `f64` are exact).
fn exact_in_f64(kind: FloatKind) -> bool {
    kind.bit_width() <= 64 && !matches!(kind, FloatKind::F80)
}

/// A sign or rounding operation, exact in any float type of at most 64
/// bits (`APFloat::roundToIntegral`, `clearSign`, `copySign`).
pub(crate) fn exact_unary(ctx: &mut Context, operands: &[Option<Attr>], f: fn(f64) -> f64) -> FoldResult {
    unary(ctx, operands, |ctx, elt, bits| {
        let k = elt.float_kind(ctx)?;
        if k == FloatKind::F64 {
            return Some(u128::from(f(f64::from_bits(bits as u64)).to_bits()));
        }
        exact_in_f64(k).then(|| float_format::from_f64(k, f(float_format::to_f64(k, bits))))
    })
}

/// `copysign` in any float type of at most 64 bits.
pub(crate) fn copysign(ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
    binary(ctx, operands, |ctx, elt, a, b| {
        let k = elt.float_kind(ctx)?;
        if k == FloatKind::F64 {
            return Some(u128::from(f64::from_bits(a as u64).copysign(f64::from_bits(b as u64)).to_bits()));
        }
        exact_in_f64(k)
            .then(|| float_format::from_f64(k, float_format::to_f64(k, a).copysign(float_format::to_f64(k, b))))
    })
}

/// The classification ops: a float scalar folds to a bool, a splat to a
/// splat of `i1` of the result type; other elements do not fold.
pub(crate) fn classify(
    ctx: &mut Context,
    op: OpId,
    operands: &[Option<Attr>],
    holds: fn(FloatKind, u128) -> bool,
) -> FoldResult {
    let Some(x) = Elements::of(ctx, operands[0]) else { return FoldResult::Failure };
    let Some(k) = float_kind(ctx, x.ty()) else { return FoldResult::Failure };
    if matches!(x, Elements::Dense { splat: false, .. }) {
        return FoldResult::Failure;
    }
    let value = holds(k, x.get(0));
    let result_ty = op.result(ctx, 0).ty(ctx);
    let attr = if x.is_splat() {
        ctx.get_attr(AttrKind::DenseElements {
            ty: result_ty,
            splat: true,
            data: DenseBits::from_bits(1, [u128::from(value)]),
        })
    } else {
        ctx.bool_attr(value)
    };
    FoldResult::Results(vec![FoldValue::Attr(attr)])
}

// ----- integers -----

/// A unary integer folder on the low `width` bits.
pub(crate) fn int_unary(ctx: &mut Context, operands: &[Option<Attr>], f: fn(u32, u128) -> u128) -> FoldResult {
    unary(ctx, operands, |ctx, elt, bits| Some(truncate(f(int_width(ctx, elt)?, bits), int_width(ctx, elt)?)))
}

/// `absi`: two's complement absolute value (the minimum stays itself).
pub(crate) fn absi(w: u32, x: u128) -> u128 {
    if sign_extend(x, w) < 0 {
        x.wrapping_neg()
    } else {
        x
    }
}

/// `ctlz` within `w` bits.
pub(crate) fn ctlz(w: u32, x: u128) -> u128 {
    u128::from(x.leading_zeros() - (128 - w))
}

/// `cttz` within `w` bits (`w` for zero).
pub(crate) fn cttz(w: u32, x: u128) -> u128 {
    u128::from(x.trailing_zeros().min(w))
}

/// `ctpop`.
pub(crate) fn ctpop(_w: u32, x: u128) -> u128 {
    u128::from(x.count_ones())
}

/// `ipowi`: a zero power is one; negative powers fold except of zero;
/// positive ones by squaring, wrapping at the width.
pub(crate) fn ipowi(ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
    binary(ctx, operands, |ctx, elt, base, power| {
        let w = int_width(ctx, elt)?;
        let one = 1u128;
        let minus_one = truncate(u128::MAX, w);
        if power == 0 {
            return Some(one);
        }
        if sign_extend(power, w) < 0 {
            return match base {
                0 => None,
                1 => Some(one),
                b if b != minus_one => Some(0),
                _ => Some(if power & 1 == 1 { minus_one } else { one }),
            };
        }
        let (mut result, mut b, mut p) = (one, base, power);
        loop {
            if p & 1 == 1 {
                result = truncate(result.wrapping_mul(b), w);
            }
            p >>= 1;
            if p == 0 {
                return Some(result);
            }
            b = truncate(b.wrapping_mul(b), w);
        }
    })
}

/// Functions of the C library that Rust's standard library computes in
/// Rust instead (or lacks): MLIR folds `math.acosh`, `asinh`, `atanh`,
/// `erf` and `erfc` with the host's C library, and only the same functions
/// give the same bits. They take and return plain floats and touch no
/// memory, so calling them is safe.
pub(crate) mod c_library {
    unsafe extern "C" {
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn acoshf(x: f32) -> f32;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn asinhf(x: f32) -> f32;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn atanhf(x: f32) -> f32;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erff(x: f32) -> f32;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn erfcf(x: f32) -> f32;
    }
}
