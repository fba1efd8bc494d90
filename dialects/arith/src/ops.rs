//! The ops of `ArithOps.td`, family by family as the `.td` groups them
//! (`Arith_IntBinaryOpWithOverflowFlags`, `Arith_FloatBinaryOp`,
//! `Arith_CastOp`, ...): each family is one `macro_rules!` that expands to
//! `#[derive(Op)]` definitions with the family's operands, traits and
//! assembly format, verbatim from the `.td`.

// Fields are named as MLIR names the attributes (`overflowFlags`, `isExact`).
#![allow(non_snake_case)]

use crate::fold;
use crate::{
    i1_same_shape, BitcastType, CmpFPredicate, CmpIPredicate, FastMath, IndexCastType, OverflowFlags, RoundingMode,
    SignlessFixedWidthIntegerLike,
};
use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::Op;

fn ty_str(ctx: &Context, t: Type) -> String {
    ods_ir::print::type_to_string(ctx, t)
}

/// `SameInputOutputTensorDims`: a tensor input and output have the same
/// shape (MLIR's `PredOpTrait`).
pub struct SameInputOutputTensorDims;
impl OpTrait for SameInputOutputTensorDims {
    const NAME: &'static str = "SameInputOutputTensorDims";
    const PREDICATE: bool = true;
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let dims = |t: Type| if t.is_tensor(ctx) { t.shape(ctx).map(<[i64]>::to_vec) } else { Some(Vec::new()) };
        let (a, b) = (dims(op.operand(ctx, 0).ty(ctx)), dims(op.result(ctx, 0).ty(ctx)));
        if a != b {
            return Err(op_error(ctx, op, "failed to verify that input and output have the same tensor dimensions"));
        }
        Ok(())
    }
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
pub struct BooleanConditionOrMatchingShape;
impl OpTrait for BooleanConditionOrMatchingShape {
    const NAME: &'static str = "BooleanConditionOrMatchingShape";
    const PREDICATE: bool = true;
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let c = op.operand(ctx, 0).ty(ctx);
        let r = op.result(ctx, 0).ty(ctx);
        let ok = c.is_signless_int(ctx, 1) || (c.is_shaped(ctx) && c.shape(ctx) == r.shape(ctx));
        if !ok {
            return Err(op_error(ctx, op, "failed to verify that condition is signless i1 or has matching shape"));
        }
        Ok(())
    }
}

// ----- constant -----

/// `AllTypesMatch<["value", "result"]>` of `arith.constant`; strings are
/// typed attributes of type `none` in MLIR.
pub struct ValueAndResultTypesMatch;
impl OpTrait for ValueAndResultTypesMatch {
    const NAME: &'static str = "ValueAndResultTypesMatch";
    const PREDICATE: bool = true;
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let Some(v) = op.attr_by_str(ctx, "value") else { return Ok(()) };
        match v.typed_attr_type(ctx) {
            None => Err(op_error(ctx, op, "attribute 'value' failed to satisfy constraint: TypedAttr instance")),
            Some(t) if op.num_results(ctx) == 1 && t != op.result(ctx, 0).ty(ctx) => {
                Err(op_error(ctx, op, "failed to verify that all of {value, result} have same type"))
            }
            Some(_) => Ok(()),
        }
    }
}

/// integer or floating point constant
///
/// The `constant` operation produces an SSA value equal to some integer or
/// floating-point constant specified by an attribute.
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.constant",
    traits(ConstantLike, Pure, ValueAndResultTypesMatch, InferTypeOpInterface),
    format = "attr-dict $value",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct ConstantOp {
    op: OpId,
    /// The constant value.
    value: Attribute<TypedAttr>,
    /// The constant.
    result: OpResult<AnyType>,
}

impl ConstantOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let v = input.attr(ctx, "value").ok_or_else(|| input.error("requires attribute 'value'"))?;
        v.typed_attr_type(ctx).map(|t| vec![t]).ok_or_else(|| input.error("value must be a typed attribute"))
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = self.value(ctx);
        let t = self.result(ctx).ty(ctx);
        if t.is_integer(ctx) && !t.is_signless_integer(ctx) {
            return Err(op_error(ctx, self.id(), "integer return type must be signless"));
        }
        if !matches!(
            v.kind(ctx),
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseStringElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ) {
            return Err(op_error(ctx, self.id(), "value must be an integer, float, or elements attribute"));
        }
        if let ods_ir::types::TypeKind::Vector { scalable, .. } = t.kind(ctx) {
            let splat = matches!(v.kind(ctx), AttrKind::DenseElements { splat: true, .. });
            if scalable.iter().any(|s| *s) && !splat {
                return Err(op_error(
                    ctx,
                    self.id(),
                    "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
                ));
            }
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        FoldResult::Results(vec![FoldValue::Attr(self.value(ctx))])
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        let v = self.value(ctx);
        let t = self.result(ctx).ty(ctx);
        match v.kind(ctx) {
            AttrKind::Integer { .. } if t.is_signless_int(ctx, 1) => {
                set(0, if v.as_bool(ctx) == Some(true) { "true" } else { "false" });
            }
            AttrKind::Integer { .. } => {
                let text = ods_ir::print::attr_to_string(ctx, v);
                let value = text.split(" : ").next().unwrap_or("").to_string();
                if t.is_integer(ctx) {
                    set(0, &format!("c{value}_{}", ty_str(ctx, t)));
                } else {
                    set(0, &format!("c{value}"));
                }
            }
            _ => set(0, "cst"),
        }
    }
}

// ----- integer binary ops -----

macro_rules! int_binary_overflow {
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits($($tr)* Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise),
            format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            has_folder,
            has_canonicalizer
        )]
        pub struct $ty {
            op: OpId,
            lhs: Operand<SignlessIntegerOrIndexLike>,
            rhs: Operand<SignlessIntegerOrIndexLike>,
            /// `nsw`/`nuw`: the op has no signed/unsigned wrap.
            #[op(default = 0, buildable, value = i64)]
            overflowFlags: DefaultValuedAttr<OverflowFlags>,
            result: OpResult<SignlessIntegerOrIndexLike>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
        }
    };
}

macro_rules! int_binary_exact {
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits($($tr)* SameOperandsAndResultType, NoMemoryEffect, Elementwise),
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            has_folder,
            has_canonicalizer
        )]
        pub struct $ty {
            op: OpId,
            lhs: Operand<SignlessIntegerOrIndexLike>,
            rhs: Operand<SignlessIntegerOrIndexLike>,
            /// The result is poison unless the operation is exact.
            isExact: OptionalAttr<UnitAttr>,
            result: OpResult<SignlessIntegerOrIndexLike>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
        }
    };
}

macro_rules! int_binary {
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits($($tr)* SameOperandsAndResultType, NoMemoryEffect, Elementwise),
            format = "$lhs `,` $rhs attr-dict `:` type($result)",
            has_folder,
            has_canonicalizer
        )]
        pub struct $ty {
            op: OpId,
            lhs: Operand<SignlessIntegerOrIndexLike>,
            rhs: Operand<SignlessIntegerOrIndexLike>,
            result: OpResult<SignlessIntegerOrIndexLike>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
        }
    };
}

int_binary_overflow!(
    /// integer addition operation
    AddIOp, "arith.addi", [Commutative,], fold::addi);
int_binary_overflow!(
    /// integer subtraction operation
    SubIOp, "arith.subi", [], fold::subi);
int_binary_overflow!(
    /// integer multiplication operation
    MulIOp, "arith.muli", [Commutative,], fold::muli);
int_binary_overflow!(
    /// integer left-shift
    ShLIOp, "arith.shli", [], fold::shli);
int_binary_exact!(
    /// unsigned integer division operation
    DivUIOp, "arith.divui", [], fold::divui);
int_binary_exact!(
    /// signed integer division operation
    DivSIOp, "arith.divsi", [], fold::divsi);
int_binary_exact!(
    /// unsigned integer right-shift
    ShRUIOp, "arith.shrui", [Pure,], fold::shrui);
int_binary_exact!(
    /// signed integer right-shift
    ShRSIOp, "arith.shrsi", [Pure,], fold::shrsi);
int_binary!(
    /// unsigned ceil integer division operation
    CeilDivUIOp, "arith.ceildivui", [], fold::ceildivui);
int_binary!(
    /// signed ceil integer division operation
    CeilDivSIOp, "arith.ceildivsi", [], fold::ceildivsi);
int_binary!(
    /// signed floor integer division operation
    FloorDivSIOp, "arith.floordivsi", [Pure,], fold::floordivsi);
int_binary!(
    /// unsigned integer division remainder operation
    RemUIOp, "arith.remui", [Pure,], fold::remui);
int_binary!(
    /// signed integer division remainder operation
    RemSIOp, "arith.remsi", [Pure,], fold::remsi);
int_binary!(
    /// integer binary and
    AndIOp, "arith.andi", [Commutative, Idempotent, Pure,], fold::andi);
int_binary!(
    /// integer binary or
    OrIOp, "arith.ori", [Commutative, Idempotent, Pure,], fold::ori);
int_binary!(
    /// integer binary xor
    XOrIOp, "arith.xori", [Commutative, Pure,], fold::xori);
int_binary!(
    /// signed integer maximum operation
    MaxSIOp, "arith.maxsi", [Commutative, Pure,], fold::maxsi);
int_binary!(
    /// unsigned integer maximum operation
    MaxUIOp, "arith.maxui", [Commutative, Pure,], fold::maxui);
int_binary!(
    /// signed integer minimum operation
    MinSIOp, "arith.minsi", [Commutative, Pure,], fold::minsi);
int_binary!(
    /// unsigned integer minimum operation
    MinUIOp, "arith.minui", [Commutative, Pure,], fold::minui);

// ----- extended integer ops -----

/// extended unsigned integer addition operation returning sum and overflow bit
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.addui_extended",
    traits(Pure, Commutative, AllTypesMatch("lhs", "rhs", "sum"), NoMemoryEffect, Elementwise),
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct AddUIExtendedOp {
    op: OpId,
    lhs: Operand<SignlessIntegerOrIndexLike>,
    rhs: Operand<SignlessIntegerOrIndexLike>,
    /// The sum, modulo 2^n.
    sum: OpResult<SignlessIntegerOrIndexLike>,
    /// Whether the sum overflowed.
    overflow: OpResult<BoolLike>,
}

impl AddUIExtendedOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::addui_extended(ctx, self.id(), operands)
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "sum");
        set(1, "overflow");
    }
}

macro_rules! mul_extended {
    ($(#[$m:meta])* $ty:ident, $name:tt, $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits(Pure, Commutative, AllTypesMatch("lhs", "rhs", "low", "high"), NoMemoryEffect, Elementwise),
            format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
            has_folder,
            has_canonicalizer,
            asm_result_names
        )]
        pub struct $ty {
            op: OpId,
            lhs: Operand<SignlessIntegerOrIndexLike>,
            rhs: Operand<SignlessIntegerOrIndexLike>,
            /// The low half of the product.
            low: OpResult<SignlessIntegerOrIndexLike>,
            /// The high half of the product.
            high: OpResult<SignlessIntegerOrIndexLike>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
            fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
                set(0, "low");
                set(1, "high");
            }
        }
    };
}

mul_extended!(
    /// extended signed integer multiplication operation
    MulSIExtendedOp, "arith.mulsi_extended", fold::mulsi_extended);
mul_extended!(
    /// extended unsigned integer multiplication operation
    MulUIExtendedOp, "arith.mului_extended", fold::mului_extended);

// ----- floating-point ops -----

macro_rules! float_binary {
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits($($tr)* Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            has_folder,
            has_canonicalizer
        )]
        pub struct $ty {
            op: OpId,
            lhs: Operand<FloatLike>,
            rhs: Operand<FloatLike>,
            /// Fast-math flags.
            #[op(default = 0, buildable, value = i64)]
            fastmath: DefaultValuedAttr<FastMath>,
            result: OpResult<FloatLike>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
        }
    };
}

float_binary!(
    /// floating point addition operation
    AddFOp, "arith.addf", [Commutative,], fold::addf);
float_binary!(
    /// floating point subtraction operation
    SubFOp, "arith.subf", [], fold::subf);
float_binary!(
    /// floating-point maximum operation
    MaximumFOp, "arith.maximumf", [Commutative,], fold::maximumf);
float_binary!(
    /// floating-point maximum operation
    MaxNumFOp, "arith.maxnumf", [Commutative,], fold::maxnumf);
float_binary!(
    /// floating-point minimum operation
    MinimumFOp, "arith.minimumf", [Commutative,], fold::minimumf);
float_binary!(
    /// floating-point minimum operation
    MinNumFOp, "arith.minnumf", [Commutative,], fold::minnumf);
float_binary!(
    /// floating point multiplication operation
    MulFOp, "arith.mulf", [Commutative,], fold::mulf);
float_binary!(
    /// floating point division operation
    DivFOp, "arith.divf", [], fold::divf);
float_binary!(
    /// floating point division remainder operation
    RemFOp, "arith.remf", [], fold::remf);

/// floating point negation
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.negf",
    traits(Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise),
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    has_folder
)]
pub struct NegFOp {
    op: OpId,
    operand: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(default = 0, buildable, value = i64)]
    fastmath: DefaultValuedAttr<FastMath>,
    result: OpResult<FloatLike>,
}

impl NegFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::negf(ctx, self.id(), operands)
    }
}

// ----- casts -----

macro_rules! cast_op {
    ($(#[$m:meta])* $ty:ident, $name:tt, $from:ty, $to:ty, $fold:path) => {
        $(#[$m])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $name,
            traits(SameInputOutputTensorDims, Pure, SameOperandsAndResultShape, NoMemoryEffect, Elementwise),
            format = "$in attr-dict `:` type($in) `to` type($out)",
            has_folder,
            has_canonicalizer,
            has_verifier
        )]
        pub struct $ty {
            op: OpId,
            r#in: Operand<$from>,
            out: OpResult<$to>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                $fold(ctx, self.id(), operands)
            }
            fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                verify_cast(ctx, self.id())
            }
        }
    };
}

cast_op!(
    /// integer zero extension operation
    ExtUIOp, "arith.extui", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, fold::extui);
cast_op!(
    /// integer sign extension operation
    ExtSIOp, "arith.extsi", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, fold::extsi);
cast_op!(
    /// cast from unsigned integer type to floating-point
    UIToFPOp, "arith.uitofp", SignlessFixedWidthIntegerLike, FloatLike, fold::uitofp);
cast_op!(
    /// cast from integer type to floating-point
    SIToFPOp, "arith.sitofp", SignlessFixedWidthIntegerLike, FloatLike, fold::sitofp);
cast_op!(
    /// cast from floating-point type to integer type
    FPToUIOp, "arith.fptoui", FloatLike, SignlessFixedWidthIntegerLike, fold::fptoui);
cast_op!(
    /// cast from floating-point type to integer type
    FPToSIOp, "arith.fptosi", FloatLike, SignlessFixedWidthIntegerLike, fold::fptosi);
cast_op!(
    /// cast between index and integer types
    IndexCastOp, "arith.index_cast", IndexCastType, IndexCastType, fold::index_cast);
cast_op!(
    /// unsigned cast between index and integer types
    IndexCastUIOp, "arith.index_castui", IndexCastType, IndexCastType, fold::index_castui);
cast_op!(
    /// bitcast between values of equal bit width
    BitcastOp, "arith.bitcast", BitcastType, BitcastType, fold::bitcast);

/// cast from floating-point to wider floating-point
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.extf",
    traits(SameInputOutputTensorDims, Pure, SameOperandsAndResultShape, NoMemoryEffect, Elementwise),
    format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    has_folder,
    has_verifier
)]
pub struct ExtFOp {
    op: OpId,
    r#in: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(buildable, value = i64)]
    fastmath: OptionalAttr<FastMath>,
    out: OpResult<FloatLike>,
}

impl ExtFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::extf(ctx, self.id(), operands)
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast(ctx, self.id())
    }
}

/// integer truncation operation
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.trunci",
    traits(SameInputOutputTensorDims, Pure, SameOperandsAndResultShape, NoMemoryEffect, Elementwise),
    format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct TruncIOp {
    op: OpId,
    r#in: Operand<SignlessFixedWidthIntegerLike>,
    /// `nsw`/`nuw`: the truncation loses no signed/unsigned value.
    #[op(default = 0, buildable, value = i64)]
    overflowFlags: DefaultValuedAttr<OverflowFlags>,
    out: OpResult<SignlessFixedWidthIntegerLike>,
}

impl TruncIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::trunci(ctx, self.id(), operands)
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast(ctx, self.id())
    }
}

/// cast from floating-point to narrower floating-point
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.truncf",
    traits(SameInputOutputTensorDims, Pure, SameOperandsAndResultShape, NoMemoryEffect, Elementwise),
    format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct TruncFOp {
    op: OpId,
    r#in: Operand<FloatLike>,
    /// How to round.
    #[op(value = RoundingMode)]
    roundingmode: OptionalAttr<RoundingMode>,
    /// Fast-math flags.
    #[op(buildable, value = i64)]
    fastmath: OptionalAttr<FastMath>,
    out: OpResult<FloatLike>,
}

impl TruncFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::truncf(ctx, self.id(), operands)
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast(ctx, self.id())
    }
}

/// Upcasts input floats using provided scales values following OCP MXFP Spec
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.scaling_extf",
    traits(Pure, SameInputOutputTensorDims, NoMemoryEffect, Elementwise),
    format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
)]
pub struct ScalingExtFOp {
    op: OpId,
    r#in: Operand<FloatLike>,
    scale: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(buildable, value = i64)]
    fastmath: OptionalAttr<FastMath>,
    out: OpResult<FloatLike>,
}

/// Downcasts input floating point values using provided scales values following OCP MXFP Spec
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.scaling_truncf",
    traits(Pure, SameInputOutputTensorDims, NoMemoryEffect, Elementwise),
    format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
)]
pub struct ScalingTruncFOp {
    op: OpId,
    r#in: Operand<FloatLike>,
    scale: Operand<FloatLike>,
    /// How to round.
    #[op(value = RoundingMode)]
    roundingmode: OptionalAttr<RoundingMode>,
    /// Fast-math flags.
    #[op(buildable, value = i64)]
    fastmath: OptionalAttr<FastMath>,
    out: OpResult<FloatLike>,
}

/// The scalar type of a value-semantics container or memref, else `t`.
fn scalar_of(ctx: &Context, t: Type) -> Type {
    if t.is_shaped(ctx) {
        t.element_type(ctx).unwrap_or(t)
    } else {
        t
    }
}

/// `CastOpInterface::areCastCompatible` of each cast, with MLIR's message.
fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (from, to) = (op.operand(ctx, 0).ty(ctx), op.result(ctx, 0).ty(ctx));
    let (a, b) = (scalar_of(ctx, from), scalar_of(ctx, to));
    let width = |t: Type| t.int_or_float_width(ctx).unwrap_or(0);
    // `areValidCastInputsAndOutputs`: tensors keep their encoding.
    let encoding = |t: Type| match t.kind(ctx) {
        ods_ir::types::TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    let ok = encoding(from) == encoding(to)
        && match op.name_str(ctx) {
            "arith.extui" | "arith.extsi" => a.is_integer(ctx) && b.is_integer(ctx) && width(b) > width(a),
            "arith.trunci" => a.is_integer(ctx) && b.is_integer(ctx) && width(b) < width(a),
            "arith.extf" => a.is_float(ctx) && b.is_float(ctx) && width(b) > width(a),
            "arith.truncf" => a.is_float(ctx) && b.is_float(ctx) && width(b) < width(a),
            "arith.uitofp" | "arith.sitofp" => a.is_integer(ctx) && b.is_float(ctx),
            "arith.fptoui" | "arith.fptosi" => a.is_float(ctx) && b.is_integer(ctx),
            "arith.index_cast" | "arith.index_castui" => {
                (a.is_index(ctx) && b.is_signless_integer(ctx)) || (a.is_signless_integer(ctx) && b.is_index(ctx))
            }
            "arith.bitcast" => {
                let w = |t: Type| if t.is_index(ctx) { None } else { t.int_or_float_width(ctx) };
                w(a).is_some() && w(a) == w(b)
            }
            _ => true,
        };
    if !ok {
        return Err(op_error(
            ctx,
            op,
            format!("operand type '{}' and result type '{}' are cast incompatible", ty_str(ctx, from), ty_str(ctx, to)),
        ));
    }
    Ok(())
}

// ----- comparisons and select -----

/// integer comparison operation
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.cmpi",
    traits(
        TypesMatchWith("result type has i1 element type and same shape as operands", "lhs", "result", "i1_same_shape"),
        Pure,
        SameTypeOperands,
        NoMemoryEffect,
        Elementwise,
        InferTypeOpInterface
    ),
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    has_folder,
    has_canonicalizer
)]
pub struct CmpIOp {
    op: OpId,
    /// The comparison.
    #[op(value = CmpIPredicate)]
    predicate: Attribute<CmpIPredicate>,
    lhs: Operand<SignlessIntegerOrIndexLike>,
    rhs: Operand<SignlessIntegerOrIndexLike>,
    result: OpResult<BoolLike>,
}

/// The result type of a comparison: `i1` of the operands' shape.
fn infer_compare(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
    let lhs = input.operands.first().ok_or_else(|| input.error("expected two operands"))?;
    Ok(vec![i1_same_shape(ctx, lhs.ty(ctx))])
}

impl CmpIOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        infer_compare(ctx, input)
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::cmpi(ctx, self.id(), self.predicate(ctx), operands)
    }
}

/// floating-point comparison operation
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.cmpf",
    traits(
        TypesMatchWith("result type has i1 element type and same shape as operands", "lhs", "result", "i1_same_shape"),
        Pure,
        SameTypeOperands,
        NoMemoryEffect,
        Elementwise,
        InferTypeOpInterface
    ),
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    has_folder,
    has_canonicalizer
)]
pub struct CmpFOp {
    op: OpId,
    /// The comparison.
    #[op(value = CmpFPredicate)]
    predicate: Attribute<CmpFPredicate>,
    lhs: Operand<FloatLike>,
    rhs: Operand<FloatLike>,
    /// Fast-math flags.
    #[op(default = 0, buildable, value = i64)]
    fastmath: DefaultValuedAttr<FastMath>,
    result: OpResult<BoolLike>,
}

impl CmpFOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        infer_compare(ctx, input)
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::cmpf(ctx, self.id(), self.predicate(ctx), operands)
    }
}

/// select operation
///
/// The `arith.select` operation chooses one value based on a binary
/// condition supplied as its first operand.
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.select",
    traits(
        Pure,
        AllTypesMatch("true_value", "false_value", "result"),
        BooleanConditionOrMatchingShape,
        NoMemoryEffect,
        Elementwise
    ),
    custom_assembly,
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct SelectOp {
    op: OpId,
    condition: Operand<BoolLike>,
    true_value: Operand<AnyType>,
    false_value: Operand<AnyType>,
    result: OpResult<AnyType>,
}

impl SelectOp {
    /// `%c, %t, %f attr-dict : [cond-type ,] type`
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let operands = p.parse_operand_list_of(3)?;
        let [c, t, f] = [&operands[0], &operands[1], &operands[2]];
        p.parse_optional_attr_dict(state)?;
        p.parse_punct(ods_ir::parse::lexer::Tok::Colon)?;
        let first = p.parse_type()?;
        let (cond_ty, ty) = if p.parse_optional(ods_ir::parse::lexer::Tok::Comma) {
            (first, p.parse_type()?)
        } else {
            (p.ctx().i1_type(), first)
        };
        let c = p.resolve_operand(c, cond_ty)?;
        let t = p.resolve_operand(t, ty)?;
        let f = p.resolve_operand(f, ty)?;
        state.operands.extend([c, t, f]);
        state.result_types.push(ty);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let (c, t, f) = (self.condition(ctx), self.true_value(ctx), self.false_value(ctx));
        let (cty, rty) = (c.ty(ctx), self.result(ctx).ty(ctx));
        p.write(" ");
        p.print_operands(&[c, t, f]);
        p.print_optional_attr_dict(self.id(), &[]);
        p.write(" : ");
        if cty.is_shaped(ctx) {
            p.print_type(cty);
            p.write(", ");
        }
        p.print_type(rty);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let c = self.condition(ctx).ty(ctx);
        if c.is_signless_int(ctx, 1) {
            return Ok(());
        }
        let r = self.result(ctx).ty(ctx);
        if !(r.is_tensor(ctx) || r.is_vector(ctx)) {
            return Err(op_error(
                ctx,
                self.id(),
                format!("expected condition to be a signless i1, but got '{}'", ty_str(ctx, c)),
            ));
        }
        let want = i1_same_shape(ctx, r);
        if c != want {
            return Err(op_error(
                ctx,
                self.id(),
                format!(
                    "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                    ty_str(ctx, want),
                    ty_str(ctx, c)
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::select(ctx, self.id(), operands)
    }
}
