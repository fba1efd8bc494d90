//! The `complex` dialect, defined with the ods macros from MLIR 22's
//! `ComplexOps.td`: complex numbers with floating-point parts made from
//! their parts or from constants, their arithmetic and elementary
//! functions, with the folders and canonicalization patterns of MLIR's
//! `ComplexOps.cpp`. The `#complex.number` attribute is not defined yet.

#![warn(missing_docs)]

use ods_dialect_arith::FastMath;
use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_macros::Op;

mod fold;

ods_ir::dialect! {
    /// The complex dialect: complex numbers and their arithmetic.
    pub COMPLEX_DIALECT: name = "complex",
        summary = "Complex numbers and their arithmetic",
        materialize_constant = materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// MLIR's `ConstantOp::isBuildableWith`: an array of two float (or two
/// integer) attributes of the element type of the complex type `ty`.
pub fn is_buildable_constant(ctx: &Context, value: Attr, ty: Type) -> bool {
    let (Some(parts), TypeKind::Complex(element)) = (value.as_array(ctx), ty.kind(ctx)) else { return false };
    let [re, im] = parts else { return false };
    let part = |a: &Attr| match a.kind(ctx) {
        AttrKind::Float { ty, .. } => Some((true, *ty)),
        AttrKind::Integer { ty, .. } => Some((false, *ty)),
        _ => None,
    };
    match (part(re), part(im)) {
        (Some((f1, t1)), Some((f2, t2))) => f1 == f2 && t1 == *element && t2 == *element,
        _ => false,
    }
}

/// Makes a `complex.constant` for an array of two parts of a complex
/// type, else an `arith` constant (MLIR's `ComplexDialect::materializeConstant`).
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if is_buildable_constant(ctx, value, ty) {
        let parts = value.as_array(ctx)?.to_vec();
        return Some(ConstantOp::build(&mut Builder::new(ctx), loc, ty, &parts).id());
    }
    ods_dialect_arith::materialize_constant(ctx, value, ty, loc)
}

ods_ir::type_constraint!(
    /// `Complex<AnyFloat>`: a complex type with floating-point parts.
    pub ComplexOfFloat, "complex type with floating-point elements",
    |ctx, t| matches!(t.kind(ctx), TypeKind::Complex(e) if e.is_float(ctx))
);

ods_ir::type_constraint!(
    /// `AnyComplex`: any complex type.
    pub AnyComplex, "complex-type",
    |ctx, t| matches!(t.kind(ctx), TypeKind::Complex(_))
);

/// The type of the parts of a complex type (`TypesMatchWith` with
/// `getElementType()`).
pub fn element_type(ctx: &Context, t: Type) -> Type {
    match t.kind(ctx) {
        TypeKind::Complex(e) => *e,
        _ => t,
    }
}

/// `ComplexArithmeticOp`: two complex operands and a result of one type.
macro_rules! binary {
    ($(#[$m:meta])* $ty:ident, $name:tt $(, $flag:ident)*) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        )]
        pub struct $ty {
            op: OpId,
            /// The left operand.
            lhs: Operand<ComplexOfFloat>,
            /// The right operand.
            rhs: Operand<ComplexOfFloat>,
            /// Fast-math flags.
            #[op(default = 0, buildable, value = i64)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The result.
            result: OpResult<ComplexOfFloat>,
        }
    };
}

/// `ComplexUnaryOp` with `SameOperandsAndResultType`: a complex function of
/// a complex number.
macro_rules! unary {
    ($(#[$m:meta])* $ty:ident, $name:tt $(, $flag:ident)*) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(SameOperandsAndResultType, Pure, Elementwise),
            format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"
        )]
        pub struct $ty {
            op: OpId,
            /// The operand.
            complex: Operand<ComplexOfFloat>,
            /// Fast-math flags.
            #[op(default = 0, buildable, value = i64)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The result.
            result: OpResult<ComplexOfFloat>,
        }
    };
}

/// `ComplexUnaryOp` with a float result of the type of the parts.
macro_rules! to_part {
    ($(#[$m:meta])* $ty:ident, $name:tt, $result:ident = $rname:tt $(, $flag:ident)*) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            $($flag,)*
            traits(
                TypesMatchWith("complex element type matches result type", "complex", $rname, "crate::element_type"),
                Pure,
                Elementwise
            ),
            format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"
        )]
        pub struct $ty {
            op: OpId,
            /// The operand.
            complex: Operand<ComplexOfFloat>,
            /// Fast-math flags.
            #[op(default = 0, buildable, value = i64)]
            fastmath: DefaultValuedAttr<FastMath>,
            /// The part or the measure.
            $result: OpResult<AnyFloat>,
        }
    };
}

to_part!(
    /// computes absolute value of a complex number
    AbsOp, "complex.abs", result = "result");
binary!(
    /// complex addition
    AddOp, "complex.add", has_folder);
binary!(
    /// complex 2-argument arctangent
    Atan2Op, "complex.atan2");
unary!(
    /// computes cosine of a complex number
    CosOp, "complex.cos");
binary!(
    /// complex division
    DivOp, "complex.div", has_folder);
unary!(
    /// computes exponential of a complex number
    ExpOp, "complex.exp", has_folder);
unary!(
    /// computes exponential of a complex number minus 1
    Expm1Op, "complex.expm1");
to_part!(
    /// extracts the imaginary part of a complex number
    ImOp, "complex.im", imaginary = "imaginary", has_folder, has_canonicalizer);
unary!(
    /// computes natural logarithm of a complex number
    LogOp, "complex.log", has_folder);
unary!(
    /// computes natural logarithm of a complex number
    Log1pOp, "complex.log1p");
binary!(
    /// complex multiplication
    MulOp, "complex.mul", has_folder);
unary!(
    /// Negation operator
    NegOp, "complex.neg", has_folder);
binary!(
    /// complex power function
    PowOp, "complex.pow");
to_part!(
    /// extracts the real part of a complex number
    ReOp, "complex.re", real = "real", has_folder, has_canonicalizer);
unary!(
    /// complex reciprocal of square root
    RsqrtOp, "complex.rsqrt");
unary!(
    /// computes sign of a complex number
    SignOp, "complex.sign");
unary!(
    /// computes sine of a complex number
    SinOp, "complex.sin");
unary!(
    /// complex square root
    SqrtOp, "complex.sqrt");
binary!(
    /// complex subtraction
    SubOp, "complex.sub", has_folder);
unary!(
    /// complex hyperbolic tangent
    TanhOp, "complex.tanh");
unary!(
    /// computes tangent of a complex number
    TanOp, "complex.tan");
unary!(
    /// Calculate the complex conjugate
    ConjOp, "complex.conj", has_folder);
to_part!(
    /// computes argument value of a complex number
    AngleOp, "complex.angle", result = "result");

/// computes bitcast between complex and equal arith types
///
/// A bitcast from a complex number to an integer or float of twice the
/// width of its parts, or back.
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.bitcast",
    traits(Pure),
    format = "$operand attr-dict `:` type($operand) `to` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer
)]
pub struct BitcastOp {
    op: OpId,
    /// The value cast.
    operand: Operand<AnyType>,
    /// The same bits.
    result: OpResult<AnyType>,
}

/// complex number constant operation
///
/// The `complex.constant` operation creates a constant complex number from
/// an attribute containing the real and imaginary parts.
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.constant",
    traits(ConstantLike, Pure),
    format = "$value attr-dict `:` type($complex)",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct ConstantOp {
    op: OpId,
    /// The real and imaginary parts.
    value: Attribute<ArrayAttr>,
    /// The number.
    complex: OpResult<AnyComplex>,
}

/// complex number creation operation
///
/// The `complex.create` operation creates a complex number from two
/// floating-point operands, the real and the imaginary part.
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.create",
    traits(
        Pure,
        AllTypesMatch("real", "imaginary"),
        TypesMatchWith("complex element type matches real operand type", "complex", "real", "crate::element_type"),
        TypesMatchWith(
            "complex element type matches imaginary operand type",
            "complex",
            "imaginary",
            "crate::element_type"
        )
    ),
    format = "$real `,` $imaginary attr-dict `:` type($complex)",
    has_folder
)]
pub struct CreateOp {
    op: OpId,
    /// The real part.
    real: Operand<AnyFloat>,
    /// The imaginary part.
    imaginary: Operand<AnyFloat>,
    /// The number.
    complex: OpResult<ComplexOfFloat>,
}

/// computes whether two complex values are equal
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.eq",
    traits(Pure, AllTypesMatch("lhs", "rhs"), Elementwise),
    format = "$lhs `,` $rhs  attr-dict `:` type($lhs)"
)]
pub struct EqualOp {
    op: OpId,
    /// The left operand.
    lhs: Operand<ComplexOfFloat>,
    /// The right operand.
    rhs: Operand<ComplexOfFloat>,
    /// Whether they are equal.
    result: OpResult<I1>,
}

/// computes whether two complex values are not equal
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.neq",
    traits(Pure, AllTypesMatch("lhs", "rhs"), Elementwise),
    format = "$lhs `,` $rhs  attr-dict `:` type($lhs)"
)]
pub struct NotEqualOp {
    op: OpId,
    /// The left operand.
    lhs: Operand<ComplexOfFloat>,
    /// The right operand.
    rhs: Operand<ComplexOfFloat>,
    /// Whether they differ.
    result: OpResult<I1>,
}

/// complex number raised to signed integer power
#[derive(Op, Clone, Copy)]
#[op(
    name = "complex.powi",
    traits(Pure, Elementwise, SameOperandsAndResultShape, AllTypesMatch("lhs", "result")),
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)"
)]
pub struct PowiOp {
    op: OpId,
    /// The base.
    lhs: Operand<ComplexOfFloat>,
    /// The exponent.
    rhs: Operand<AnySignlessInteger>,
    /// Fast-math flags.
    #[op(buildable, value = i64)]
    fastmath: OptionalAttr<FastMath>,
    /// The power.
    result: OpResult<ComplexOfFloat>,
}
