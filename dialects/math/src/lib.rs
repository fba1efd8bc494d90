//! The `math` dialect, defined with the ods macros from MLIR 22's
//! `MathOps.td`: elementwise mathematical functions on scalars, vectors and
//! tensors, with `#arith.fastmath` flags on the floating-point ones.

#![warn(missing_docs)]

use ods_dialect_arith::{i1_same_shape, FastMath};
use ods_ir::float_format;
use ods_ir::prelude::*;
use ods_macros::Op;

mod fold;

ods_ir::dialect! {
    /// The math dialect: mathematical functions.
    pub MATH_DIALECT: name = "math",
        summary = "Mathematical operations",
        materialize_constant = ods_dialect_arith::materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// The front of every op-class macro below: an op of class `$class`
/// (`float_unary`, ...), with `fold = f` giving it a folder that calls `f`.
macro_rules! math_op {
    ($class:ident, $(#[$m:meta])* $ty:ident, $name:tt) => {
        $class!(@def [$(#[$m])*] $ty, $name, []);
    };
    ($class:ident, $(#[$m:meta])* $ty:ident, $name:tt, fold = $fold:expr) => {
        $class!(@def [$(#[$m])*] $ty, $name, [has_folder]);
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                let fold: fn(&mut Context, OpId, &[Option<Attr>]) -> FoldResult = $fold;
                fold(ctx, self.id(), operands)
            }
        }
    };
}

/// `Math_FloatUnaryOp`: one float-like operand and result of one type.
macro_rules! float_unary {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(SameOperandsAndResultType, Pure, Elementwise),
            format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        )]
        pub struct $ty {
            op: OpId,
            /// The operand.
            operand: Operand<FloatLike>,
            /// Fast-math flags.
            #[op(default = 0, buildable)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The result.
            result: OpResult<FloatLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(float_unary, $($op)*);
    };
}

/// `Math_IntegerUnaryOp`: one integer-like operand and result of one type.
macro_rules! integer_unary {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(name = $name, $($flag,)* traits(SameOperandsAndResultType, Pure, Elementwise), format = "$operand attr-dict `:` type($result)")]
        pub struct $ty {
            op: OpId,
            /// The operand.
            operand: Operand<SignlessIntegerOrIndexLike>,
            /// The result.
            result: OpResult<SignlessIntegerOrIndexLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(integer_unary, $($op)*);
    };
}

/// `Math_FloatBinaryOp`: two float-like operands and a result of one type.
macro_rules! float_binary {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(SameOperandsAndResultType, Pure, Elementwise),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        )]
        pub struct $ty {
            op: OpId,
            /// The left operand.
            lhs: Operand<FloatLike>,
            /// The right operand.
            rhs: Operand<FloatLike>,
            /// Fast-math flags.
            #[op(default = 0, buildable)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The result.
            result: OpResult<FloatLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(float_binary, $($op)*);
    };
}

/// `Math_IntegerBinaryOp`: two integer-like operands and a result of one type.
macro_rules! integer_binary {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(name = $name, $($flag,)* traits(SameOperandsAndResultType, Pure, Elementwise), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
        pub struct $ty {
            op: OpId,
            /// The left operand.
            lhs: Operand<SignlessIntegerOrIndexLike>,
            /// The right operand.
            rhs: Operand<SignlessIntegerOrIndexLike>,
            /// The result.
            result: OpResult<SignlessIntegerOrIndexLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(integer_binary, $($op)*);
    };
}

/// `Math_FloatTernaryOp`: three float-like operands and a result of one type.
macro_rules! float_ternary {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(SameOperandsAndResultType, Pure, Elementwise),
            format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        )]
        pub struct $ty {
            op: OpId,
            /// The first operand.
            a: Operand<FloatLike>,
            /// The second operand.
            b: Operand<FloatLike>,
            /// The third operand.
            c: Operand<FloatLike>,
            /// Fast-math flags.
            #[op(default = 0, buildable)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The result.
            result: OpResult<FloatLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(float_ternary, $($op)*);
    };
}

/// `Math_FloatClassificationOp`: a float-like operand and its `i1`-like
/// classification.
macro_rules! float_classification {
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(
                TypesMatchWith("result type has i1 element type and same shape as operands", "operand", "result", "i1_same_shape"),
                Pure,
                Elementwise
            ),
            format = "$operand attr-dict `:` type($operand)"
        )]
        pub struct $ty {
            op: OpId,
            /// The operand.
            operand: Operand<FloatLike>,
            /// Fast-math flags.
            #[op(default = 0, buildable)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The classification.
            result: OpResult<BoolLike>,
        }
    };
    ($($op:tt)*) => {
        math_op!(float_classification, $($op)*);
    };
}

float_unary!(
    /// floating point absolute-value operation
    AbsFOp, "math.absf",
    fold = |ctx, _, ops| fold::exact_unary(ctx, ops, f64::abs));

integer_unary!(
    /// integer absolute-value operation
    AbsIOp, "math.absi",
    fold = |ctx, _, ops| fold::int_unary(ctx, ops, fold::absi));

float_unary!(
    /// Hyperbolic arcus cosine of the given value
    AcoshOp, "math.acosh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, |x| fold::c_library::acoshf(x), |x| fold::c_library::acosh(x), fold::anywhere));

float_unary!(
    /// arcus sine of the given value
    AsinOp, "math.asin",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::asin, f64::asin, fold::anywhere));

float_unary!(
    /// hyperbolic arcus sine of the given value
    AsinhOp, "math.asinh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, |x| fold::c_library::asinhf(x), |x| fold::c_library::asinh(x), fold::anywhere));

float_unary!(
    /// arcus tangent of the given value
    AtanOp, "math.atan",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::atan, f64::atan, fold::anywhere));

float_unary!(
    /// hyperbolic arcus tangent of the given value
    AtanhOp, "math.atanh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, |x| fold::c_library::atanhf(x), |x| fold::c_library::atanh(x), fold::anywhere));

float_binary!(
    /// 2-argument arcus tangent of the given values
    Atan2Op, "math.atan2",
    fold = |ctx, _, ops| fold::atan2(ctx, ops));

float_unary!(
    /// cube root of the specified value
    CbrtOp, "math.cbrt");

float_unary!(
    /// ceiling of the specified value
    CeilOp, "math.ceil",
    fold = |ctx, _, ops| fold::exact_unary(ctx, ops, f64::ceil));

float_binary!(
    /// A copysign operation
    CopySignOp, "math.copysign",
    fold = |ctx, _, ops| fold::copysign(ctx, ops));

float_unary!(
    /// cosine of the specified value
    CosOp, "math.cos",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::cos, f64::cos, fold::anywhere));

float_unary!(
    /// arcus cosine of the specified value
    AcosOp, "math.acos",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::acos, f64::acos, fold::anywhere));

float_unary!(
    /// hyperbolic cosine of the specified value
    CoshOp, "math.cosh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::cosh, f64::cosh, fold::anywhere));

float_unary!(
    /// sine of the specified value
    SinOp, "math.sin",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::sin, f64::sin, fold::anywhere));

float_unary!(
    /// hyperbolic sine of the specified value
    SinhOp, "math.sinh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::sinh, f64::sinh, fold::anywhere));

integer_unary!(
    /// counts the leading zeros an integer value
    CountLeadingZerosOp, "math.ctlz",
    fold = |ctx, _, ops| fold::int_unary(ctx, ops, fold::ctlz));

integer_unary!(
    /// counts the trailing zeros an integer value
    CountTrailingZerosOp, "math.cttz",
    fold = |ctx, _, ops| fold::int_unary(ctx, ops, fold::cttz));

integer_unary!(
    /// counts the number of set bits of an integer value
    CtPopOp, "math.ctpop",
    fold = |ctx, _, ops| fold::int_unary(ctx, ops, fold::ctpop));

float_unary!(
    /// error function of the specified value
    ErfOp, "math.erf",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, |x| fold::c_library::erff(x), |x| fold::c_library::erf(x), fold::anywhere));

float_unary!(
    /// complementary error function of the specified value
    ErfcOp, "math.erfc",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, |x| fold::c_library::erfcf(x), |x| fold::c_library::erfc(x), fold::anywhere));

float_unary!(
    /// base-e exponential of the specified value
    ExpOp, "math.exp",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::exp, f64::exp, fold::anywhere));

float_unary!(
    /// base-2 exponential of the specified value
    Exp2Op, "math.exp2",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::exp2, f64::exp2, fold::anywhere));

float_unary!(
    /// base-e exponential of the specified value minus 1
    ExpM1Op, "math.expm1",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::exp_m1, f64::exp_m1, fold::anywhere));

float_unary!(
    /// floor of the specified value
    FloorOp, "math.floor",
    fold = |ctx, _, ops| fold::exact_unary(ctx, ops, f64::floor));

float_ternary!(
    /// floating point fused multipy-add operation
    FmaOp, "math.fma");

integer_binary!(
    /// signed integer raised to the power of operation
    IPowIOp, "math.ipowi",
    fold = |ctx, _, ops| fold::ipowi(ctx, ops));

float_classification!(
    /// returns true if the operand classifies as finite
    IsFiniteOp, "math.isfinite",
    fold = |ctx, op, ops| fold::classify(ctx, op, ops, |k, b| !float_format::is_nan(k, b) && !float_format::is_infinite(k, b)));

float_classification!(
    /// returns true if the operand classifies as infinite
    IsInfOp, "math.isinf",
    fold = |ctx, op, ops| fold::classify(ctx, op, ops, float_format::is_infinite));

float_classification!(
    /// returns true if the operand classifies as NaN
    IsNaNOp, "math.isnan",
    fold = |ctx, op, ops| fold::classify(ctx, op, ops, float_format::is_nan));

float_classification!(
    /// returns true if the operand classifies as normal
    IsNormalOp, "math.isnormal",
    fold = |ctx, op, ops| fold::classify(ctx, op, ops, float_format::is_normal));

float_unary!(
    /// base-e logarithm of the specified value
    LogOp, "math.log",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::ln, f64::ln, fold::not_negative));

float_unary!(
    /// base-10 logarithm of the specified value
    Log10Op, "math.log10",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::log10, f64::log10, fold::not_negative));

float_unary!(
    /// Computes the natural logarithm of one plus the given value
    Log1pOp, "math.log1p",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::ln_1p, f64::ln_1p, fold::above_minus_one));

float_unary!(
    /// base-2 logarithm of the specified value
    Log2Op, "math.log2",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::log2, f64::log2, fold::not_negative));

float_binary!(
    /// floating point raised to the power of operation
    PowFOp, "math.powf",
    fold = |ctx, _, ops| fold::libm_binary(ctx, ops, f32::powf, f64::powf));

float_unary!(
    /// reciprocal of sqrt (1 / sqrt of the specified value)
    RsqrtOp, "math.rsqrt");

float_unary!(
    /// sqrt of the specified value
    SqrtOp, "math.sqrt",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::sqrt, f64::sqrt, fold::not_negative));

float_unary!(
    /// tangent of the specified value
    TanOp, "math.tan",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::tan, f64::tan, fold::anywhere));

float_unary!(
    /// hyperbolic tangent of the specified value
    TanhOp, "math.tanh",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::tanh, f64::tanh, fold::anywhere));

float_unary!(
    /// round of the specified value with halfway cases to even
    RoundEvenOp, "math.roundeven",
    fold = |ctx, _, ops| fold::exact_unary(ctx, ops, f64::round_ties_even));

float_unary!(
    /// round of the specified value
    RoundOp, "math.round",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::round, f64::round, fold::anywhere));

float_unary!(
    /// trunc of the specified value
    TruncOp, "math.trunc",
    fold = |ctx, _, ops| fold::libm_unary(ctx, ops, f32::trunc, f64::trunc, fold::anywhere));

/// floating point clamping operation
#[derive(Op, Clone, Copy)]
#[op(
    name = "math.clampf",
    traits(SameOperandsAndResultType, Pure, Elementwise),
    format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
)]
pub struct ClampFOp {
    op: OpId,
    /// The value to clamp.
    value: Operand<FloatLike>,
    /// The lower bound.
    min: Operand<FloatLike>,
    /// The upper bound.
    max: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(default = 0, buildable)]
    fastmath: DefaultValuedAttr<FastMath>,
    /// The result.
    result: OpResult<FloatLike>,
}

/// sine and cosine of the specified value
#[derive(Op, Clone, Copy)]
#[op(
    name = "math.sincos",
    traits(SameOperandsAndResultShape, AllTypesMatch("operand", "sin", "cos"), Pure, Elementwise),
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"
)]
pub struct SincosOp {
    op: OpId,
    /// The operand.
    operand: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(default = 0, buildable)]
    fastmath: DefaultValuedAttr<FastMath>,
    /// Its sine.
    sin: OpResult<FloatLike>,
    /// Its cosine.
    cos: OpResult<FloatLike>,
}

/// floating point raised to the signed integer power
#[derive(Op, Clone, Copy)]
#[op(
    name = "math.fpowi",
    traits(SameOperandsAndResultShape, AllTypesMatch("lhs", "result"), Pure, Elementwise),
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"
)]
pub struct FPowIOp {
    op: OpId,
    /// The base.
    lhs: Operand<FloatLike>,
    /// The power.
    rhs: Operand<SignlessIntegerOrIndexLike>,
    /// Fast-math flags.
    #[op(default = 0, buildable)]
    fastmath: DefaultValuedAttr<FastMath>,
    /// The result.
    result: OpResult<FloatLike>,
}
