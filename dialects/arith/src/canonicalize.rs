//! The canonicalization patterns of `arith` that MLIR writes as
//! declarative rewrite rules (`ArithCanonicalization.td`), written with
//! `pattern!`, with the native matchers, predicates and builders they call.

use crate::fold::{int_const, int_width, make_int, zero_of};
use crate::ops::*;
use crate::CmpIPredicate;
use ods_ir::attrs::AttrKind;
use ods_ir::bigint::ApInt;
use ods_ir::float_format;
use ods_ir::ods::drr::constant;
use ods_ir::prelude::*;
use ods_macros::pattern;

// ----- native matchers -----

/// A constant `IntegerAttr` (a scalar: MLIR's `APIntAttr`) of any width.
fn int_constant(ctx: &Context, v: Value) -> Option<Attr> {
    let a = constant(ctx, v)?;
    matches!(a.kind(ctx), AttrKind::Integer { .. }).then_some(a)
}

/// An `i1` constant `true`.
fn true_constant(ctx: &Context, v: Value) -> Option<Attr> {
    let a = constant(ctx, v)?;
    (a.as_bool(ctx) == Some(true)).then_some(a)
}

/// An `i1` constant `false`.
fn false_constant(ctx: &Context, v: Value) -> Option<Attr> {
    let a = constant(ctx, v)?;
    (a.as_bool(ctx) == Some(false)).then_some(a)
}

// ----- predicates -----

/// The scalar or splat integer value of `a`, at any width.
fn int_or_splat(ctx: &Context, a: Attr) -> Option<ApInt> {
    int_const(ctx, Some(a))
}

/// A scalar or splat `-1` (all ones).
fn is_minus_one(ctx: &Context, a: Attr) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_all_ones())
}

/// A scalar or splat `1`, read as signed (MLIR's `IsScalarOrSplatOne`):
/// `true` of `i1` is -1, not 1.
fn is_one(ctx: &Context, a: Attr) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_one() && v.width() > 1)
}

fn same_type(ctx: &Context, a: Value, b: Value) -> bool {
    a.ty(ctx) == b.ty(ctx)
}

/// The type of `op`'s first result is the type of the attribute `a`.
fn result_has_type_of(ctx: &Context, op: impl OpHandle, a: Attr) -> bool {
    Some(op.op().result(ctx, 0).ty(ctx)) == a.ty(ctx)
}

fn is_eq_or_ne(_: &Context, p: CmpIPredicate) -> bool {
    matches!(p, CmpIPredicate::Eq | CmpIPredicate::Ne)
}

/// Result `1` of `op` has no uses.
fn second_result_unused(ctx: &Context, op: impl OpHandle) -> bool {
    ctx.uses(op.op().result(ctx, 1)).next().is_none()
}

/// The scalar or element width of a value's type.
fn width(ctx: &Context, v: Value) -> Option<u32> {
    int_width(ctx, v.ty(ctx))
}

/// `a`'s integer width is larger than `b`'s (and `b`'s is known).
fn wider_than(ctx: &Context, a: Value, b: Value) -> bool {
    matches!((width(ctx, a), width(ctx, b)), (Some(x), Some(y)) if x > y && y > 0)
}

/// The first result of `op`.
fn first_result(ctx: &Context, op: impl OpHandle) -> Value {
    op.op().result(ctx, 0)
}

fn op_wider_than_value(ctx: &Context, a: impl OpHandle, b: Value) -> bool {
    wider_than(ctx, first_result(ctx, a), b)
}

fn op_wider_than_op(ctx: &Context, a: impl OpHandle, b: impl OpHandle) -> bool {
    wider_than(ctx, first_result(ctx, a), first_result(ctx, b))
}

/// `shift` is the number of bits a truncation of `x` to `tr` drops.
fn truncation_matches_shift(ctx: &Context, x: Value, tr: TruncIOp, shift: Attr) -> bool {
    let (Some(wx), Some(wt)) = (width(ctx, x), width(ctx, first_result(ctx, tr))) else { return false };
    int_or_splat(ctx, shift).is_some_and(|v| wx > wt && v.to_u128() == Some(u128::from(wx - wt)))
}

fn default_rounding(_: &Context, r: Option<crate::RoundingMode>) -> bool {
    r.is_none()
}

// ----- native builders -----

/// `l op r` for two integer constants of the result's width (any width,
/// as MLIR's `APInt` arithmetic).
fn int_attrs(b: &mut Builder<'_>, res: impl OpHandle, l: Attr, r: Attr, f: fn(&ApInt, &ApInt) -> ApInt) -> Attr {
    let ctx = b.ctx();
    let ty = res.op().result(ctx, 0).ty(ctx);
    let w = int_width(ctx, ty).expect("an integer result type");
    let value = |a: Attr| match a.kind(ctx) {
        AttrKind::Integer { value, .. } => value.to_apint(w),
        _ => unreachable!("int_constant matched an IntegerAttr"),
    };
    make_int(ctx, ty, &f(&value(l), &value(r))).expect("an integer result type")
}

fn add_int_attrs(b: &mut Builder<'_>, res: impl OpHandle, l: Attr, r: Attr) -> Attr {
    int_attrs(b, res, l, r, ApInt::add)
}

fn sub_int_attrs(b: &mut Builder<'_>, res: impl OpHandle, l: Attr, r: Attr) -> Attr {
    int_attrs(b, res, l, r, ApInt::sub)
}

fn mul_int_attrs(b: &mut Builder<'_>, res: impl OpHandle, l: Attr, r: Attr) -> Attr {
    int_attrs(b, res, l, r, ApInt::mul)
}

/// The flags both ops have (the conservative combination).
fn merge_overflow(_: &mut Builder<'_>, a: i64, b: i64) -> i64 {
    a & b
}

/// The zero of a value's type (a splat for shaped types).
fn zero_attr(b: &mut Builder<'_>, v: Value) -> Attr {
    let ty = v.ty(b.ctx());
    match zero_of(b.ctx(), ty) {
        Some(a) => a,
        None => crate::fold::make_float(b.ctx(), ty, 0.0).expect("an integer or float type"),
    }
}

fn true_attr(b: &mut Builder<'_>) -> Attr {
    b.ctx().bool_attr(true)
}

fn invert_predicate(_: &mut Builder<'_>, p: CmpIPredicate) -> CmpIPredicate {
    p.inverse()
}

/// A constant with the same attribute (typed: the shift amount).
fn same_attr(_: &mut Builder<'_>, a: Attr) -> Attr {
    a
}

const NO_OVERFLOW_FLAGS: i64 = 0;

pattern! {
    /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    pub AddIAddConstant:
        (AddIOp:$res (AddIOp $x, (int_constant $c0), $ovf1), (int_constant $c1), $ovf2)
        => (AddIOp $x, (ConstantOp (add_int_attrs $res, $c0, $c1)), (merge_overflow $ovf1, $ovf2));

    /// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    pub AddISubConstantRHS:
        (AddIOp:$res (SubIOp $x, (int_constant $c0), $ovf1), (int_constant $c1), $ovf2)
        => (AddIOp $x, (ConstantOp (sub_int_attrs $res, $c1, $c0)), (merge_overflow $ovf1, $ovf2));

    /// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    pub AddISubConstantLHS:
        (AddIOp:$res (SubIOp (int_constant $c0), $x, $ovf1), (int_constant $c1), $ovf2)
        => (SubIOp (ConstantOp (add_int_attrs $res, $c0, $c1)), $x, (merge_overflow $ovf1, $ovf2));

    /// addi(x, muli(y, -1)) -> subi(x, y)
    pub AddIMulNegativeOneRhs:
        (AddIOp $x, (MulIOp $y, (constant $c0), _), _)
        => (SubIOp $x, $y, {NO_OVERFLOW_FLAGS})
        where (is_minus_one $c0);

    /// addi(muli(x, -1), y) -> subi(y, x)
    pub AddIMulNegativeOneLhs:
        (AddIOp (MulIOp $x, (constant $c0), _), $y, _)
        => (SubIOp $y, $x, {NO_OVERFLOW_FLAGS})
        where (is_minus_one $c0);

    /// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
    pub MulIMulIConstant:
        (MulIOp:$res (MulIOp $x, (int_constant $c0), $ovf1), (int_constant $c1), $ovf2)
        => (MulIOp $x, (ConstantOp (mul_int_attrs $res, $c0, $c1)), (merge_overflow $ovf1, $ovf2))
        where (result_has_type_of $res, $c0), (result_has_type_of $res, $c1);

    /// addui_extended(x, y) -> [addi(x, y), x] when the overflow bit is unused.
    pub AddUIExtendedToAddI:
        (AddUIExtendedOp:$res $x, $y)
        => [(AddIOp $x, $y, {NO_OVERFLOW_FLAGS}), $x]
        where (second_result_unused $res);

    /// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    pub SubIRHSAddConstant:
        (SubIOp:$res (AddIOp $x, (int_constant $c0), _), (int_constant $c1), _)
        => (AddIOp $x, (ConstantOp (sub_int_attrs $res, $c0, $c1)), {NO_OVERFLOW_FLAGS});

    /// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    pub SubILHSAddConstant:
        (SubIOp:$res (int_constant $c1), (AddIOp $x, (int_constant $c0), $ovf1), $ovf2)
        => (SubIOp (ConstantOp (sub_int_attrs $res, $c1, $c0)), $x, (merge_overflow $ovf1, $ovf2));

    /// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    pub SubIRHSSubConstantRHS:
        (SubIOp:$res (SubIOp $x, (int_constant $c0), $ovf1), (int_constant $c1), $ovf2)
        => (SubIOp $x, (ConstantOp (add_int_attrs $res, $c0, $c1)), (merge_overflow $ovf1, $ovf2));

    /// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    pub SubIRHSSubConstantLHS:
        (SubIOp:$res (SubIOp (int_constant $c0), $x, $ovf1), (int_constant $c1), $ovf2)
        => (SubIOp (ConstantOp (sub_int_attrs $res, $c0, $c1)), $x, (merge_overflow $ovf1, $ovf2));

    /// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    pub SubILHSSubConstantRHS:
        (SubIOp:$res (int_constant $c1), (SubIOp $x, (int_constant $c0), $ovf1), $ovf2)
        => (SubIOp (ConstantOp (add_int_attrs $res, $c0, $c1)), $x, (merge_overflow $ovf1, $ovf2));

    /// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    pub SubILHSSubConstantLHS:
        (SubIOp:$res (int_constant $c1), (SubIOp (int_constant $c0), $x, $ovf1), $ovf2)
        => (AddIOp $x, (ConstantOp (sub_int_attrs $res, $c1, $c0)), (merge_overflow $ovf1, $ovf2));

    /// subi(subi(a, b), a) -> subi(0, b)
    pub SubISubILHSRHSLHS:
        (SubIOp (SubIOp $x, $y, $ovf1), $x, $ovf2)
        => (SubIOp (ConstantOp (zero_attr $y)), $y, (merge_overflow $ovf1, $ovf2));

    /// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
    pub MulSIExtendedToMulI:
        (MulSIExtendedOp:$res $x, $y)
        => [(MulIOp $x, $y, {NO_OVERFLOW_FLAGS}), $x]
        where (second_result_unused $res);

    /// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
    pub MulSIExtendedRHSOne:
        (MulSIExtendedOp $x, (constant $c1))
        => [$x, (ExtSIOp (CmpIOp {CmpIPredicate::Slt}, $x, (ConstantOp (zero_attr $x))))]
        where (is_one $c1);

    /// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
    pub MulUIExtendedToMulI:
        (MulUIExtendedOp:$res $x, $y)
        => [(MulIOp $x, $y, {NO_OVERFLOW_FLAGS}), $x]
        where (second_result_unused $res);

    /// xori(cmpi(pred, a, b), 1) -> cmpi(~pred, a, b)
    pub XOrINotCmpI:
        (XOrIOp (CmpIOp $pred, $a, $b), (true_constant _))
        => (CmpIOp (invert_predicate $pred), $a, $b);

    /// xori(extui(x), extui(y)) -> extui(xori(x, y))
    pub XOrIOfExtUI:
        (XOrIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (XOrIOp $x, $y))
        where (same_type $x, $y);

    /// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
    pub XOrIOfExtSI:
        (XOrIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (XOrIOp $x, $y))
        where (same_type $x, $y);

    /// cmpi(eq/ne, extsi(a), extsi(b)) -> cmpi(eq/ne, a, b)
    pub CmpIExtSI:
        (CmpIOp $pred, (ExtSIOp $a), (ExtSIOp $b)) => (CmpIOp $pred, $a, $b)
        where (same_type $a, $b), (is_eq_or_ne $pred);

    /// cmpi(eq/ne, extui(a), extui(b)) -> cmpi(eq/ne, a, b)
    pub CmpIExtUI:
        (CmpIOp $pred, (ExtUIOp $a), (ExtUIOp $b)) => (CmpIOp $pred, $a, $b)
        where (same_type $a, $b), (is_eq_or_ne $pred);

    /// select(not(pred), a, b) -> select(pred, b, a)
    pub SelectNotCond:
        (SelectOp (XOrIOp $pred, (int_constant $ones)), $a, $b) => (SelectOp $pred, $b, $a)
        where (is_minus_one $ones);

    /// select(pred, select(pred, a, b), c) -> select(pred, a, c)
    pub RedundantSelectTrue:
        (SelectOp $pred, (SelectOp $pred, $a, _), $c) => (SelectOp $pred, $a, $c);

    /// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
    pub RedundantSelectFalse:
        (SelectOp $pred, $a, (SelectOp $pred, _, $c)) => (SelectOp $pred, $a, $c);

    /// select(pred, false, true) -> not(pred)
    pub SelectI1ToNot:
        (SelectOp $pred, (false_constant _), (true_constant _))
        => (XOrIOp $pred, (ConstantOp (true_attr)));

    /// select(c, 1, 0) -> extui(c) for a wider scalar integer.
    pub SelectToExtUI:
        (SelectOp:$res $c, (int_constant $one), (int_constant $zero)) => (ExtUIOp $c)
        where (wide_scalar_int_result $res), (is_one $one), (is_zero $zero);

    /// select(c, 0, 1) -> extui(xori(c, true)) for a wider scalar integer.
    pub SelectToExtUINot:
        (SelectOp:$res $c, (int_constant $zero), (int_constant $one))
        => (ExtUIOp (XOrIOp $c, (ConstantOp (true_attr))))
        where (wide_scalar_int_result $res), (is_one $one), (is_zero $zero);

    /// index_cast(index_cast(x)) -> x when the types match.
    pub IndexCastOfIndexCast:
        (IndexCastOp:$res (IndexCastOp $x)) => $x
        where (same_result_type $res, $x);

    /// index_cast(extsi(x)) -> index_cast(x)
    pub IndexCastOfExtSI: (IndexCastOp (ExtSIOp $x)) => (IndexCastOp $x);

    /// index_castui(index_castui(x)) -> x when the types match.
    pub IndexCastUIOfIndexCastUI:
        (IndexCastUIOp:$res (IndexCastUIOp $x)) => $x
        where (same_result_type $res, $x);

    /// index_castui(extui(x)) -> index_castui(x)
    pub IndexCastUIOfExtUI: (IndexCastUIOp (ExtUIOp $x)) => (IndexCastUIOp $x);

    /// bitcast(bitcast(x)) -> bitcast(x)
    pub BitcastOfBitcast: (BitcastOp (BitcastOp $x)) => (BitcastOp $x);

    /// extsi(extui(x)) -> extui(x)
    pub ExtSIOfExtUI: (ExtSIOp (ExtUIOp $x)) => (ExtUIOp $x);

    /// andi(extui(x), extui(y)) -> extui(andi(x, y))
    pub AndOfExtUI:
        (AndIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (AndIOp $x, $y))
        where (same_type $x, $y);

    /// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
    pub AndOfExtSI:
        (AndIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (AndIOp $x, $y))
        where (same_type $x, $y);

    /// ori(extui(x), extui(y)) -> extui(ori(x, y))
    pub OrOfExtUI:
        (OrIOp (ExtUIOp $x), (ExtUIOp $y)) => (ExtUIOp (OrIOp $x, $y))
        where (same_type $x, $y);

    /// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
    pub OrOfExtSI:
        (OrIOp (ExtSIOp $x), (ExtSIOp $y)) => (ExtSIOp (OrIOp $x, $y))
        where (same_type $x, $y);

    /// trunci(extsi(x)) -> extsi(x) when only sign-extension bits are dropped.
    pub TruncIExtSIToExtSI:
        (TruncIOp:$tr (ExtSIOp:$ext $x), _) => (ExtSIOp $x)
        where (op_wider_than_op $ext, $tr), (op_wider_than_value $tr, $x);

    /// trunci(extui(x)) -> extui(x) when only zero-extension bits are dropped.
    pub TruncIExtUIToExtUI:
        (TruncIOp:$tr (ExtUIOp:$ext $x), _) => (ExtUIOp $x)
        where (op_wider_than_op $ext, $tr), (op_wider_than_value $tr, $x);

    /// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops
    /// exactly the truncated bits.
    pub TruncIShrSIToTrunciShrUI:
        (TruncIOp:$tr (ShRSIOp $x, (constant $c0), _), $overflow)
        => (TruncIOp (ShRUIOp $x, (ConstantOp (same_attr $c0)), {false}), $overflow)
        where (truncation_matches_shift $x, $tr, $c0);

    /// truncf(sitofp(x)) -> sitofp(x) with the default rounding mode.
    pub TruncFSIToFPToSIToFP:
        (TruncFOp (SIToFPOp $x), $rmf, _) => (SIToFPOp $x)
        where (default_rounding $rmf);

    /// truncf(uitofp(x)) -> uitofp(x) with the default rounding mode.
    pub TruncFUIToFPToUIToFP:
        (TruncFOp (UIToFPOp $x), $rmf, _) => (UIToFPOp $x)
        where (default_rounding $rmf);

    /// mulf(negf(x), negf(y)) -> mulf(x, y), keeping the flags of the mulf.
    pub MulFOfNegF:
        (MulFOp (NegFOp $x, _), (NegFOp $y, _), $fmf) => (MulFOp $x, $y, $fmf)
        where (same_type $x, $y);

    /// divf(negf(x), negf(y)) -> divf(x, y), keeping the flags of the divf.
    pub DivFOfNegF:
        (DivFOp (NegFOp $x, _), (NegFOp $y, _), $fmf) => (DivFOp $x, $y, $fmf)
        where (same_type $x, $y);
}

/// `op`'s result is a scalar integer wider than one bit (an `extui` of the
/// condition can make it). As MLIR's `!isInteger(1)`, any signedness of
/// width 1 is excluded: `ui1` and `si1` too.
fn wide_scalar_int_result(ctx: &Context, op: SelectOp) -> bool {
    let ty = first_result(ctx, op).ty(ctx);
    ty.is_integer(ctx) && ty.int_or_float_width(ctx) != Some(1)
}

/// A scalar or splat `0`.
fn is_zero(ctx: &Context, a: Attr) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_zero())
}

/// The type of `op`'s first result is `v`'s type.
fn same_result_type(ctx: &Context, op: impl OpHandle, v: Value) -> bool {
    first_result(ctx, op).ty(ctx) == v.ty(ctx)
}

/// Each op's canonicalization patterns, in MLIR's order.
macro_rules! canonicalizations {
    ($($op:ty => [$($p:expr),* $(,)?];)*) => {
        $(canonicalization_patterns!($op => [$($p),*]);)*
    };
}

/// One op's patterns: an op with none still answers (it declares
/// `has_canonicalizer` as its `.td` does) and adds nothing.
macro_rules! canonicalization_patterns {
    ($op:ty => []) => {
        impl $op {
            pub(crate) fn canonicalization_patterns(_: &mut PatternSet) {}
        }
    };
    ($op:ty => [$($p:expr),+]) => {
        impl $op {
            pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
                $(set.add($p);)+
            }
        }
    };
}

canonicalizations! {
    AddIOp => [AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS, AddIMulNegativeOneRhs, AddIMulNegativeOneLhs];
    SubIOp => [
        SubIRHSAddConstant,
        SubILHSAddConstant,
        SubIRHSSubConstantRHS,
        SubIRHSSubConstantLHS,
        SubILHSSubConstantRHS,
        SubILHSSubConstantLHS,
        SubISubILHSRHSLHS,
    ];
    MulIOp => [MulIMulIConstant];
    ShLIOp => [];
    DivUIOp => [];
    DivSIOp => [];
    ShRUIOp => [];
    ShRSIOp => [];
    CeilDivUIOp => [];
    CeilDivSIOp => [];
    FloorDivSIOp => [];
    RemUIOp => [];
    RemSIOp => [];
    AndIOp => [AndOfExtUI, AndOfExtSI];
    OrIOp => [OrOfExtUI, OrOfExtSI];
    XOrIOp => [XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI];
    MaxSIOp => [];
    MaxUIOp => [];
    MinSIOp => [];
    MinUIOp => [];
    AddUIExtendedOp => [AddUIExtendedToAddI];
    MulSIExtendedOp => [MulSIExtendedToMulI, MulSIExtendedRHSOne];
    MulUIExtendedOp => [MulUIExtendedToMulI];
    AddFOp => [];
    SubFOp => [];
    MaximumFOp => [];
    MaxNumFOp => [];
    MinimumFOp => [];
    MinNumFOp => [];
    MulFOp => [MulFOfNegF];
    DivFOp => [DivFOfNegF];
    RemFOp => [];
    ExtUIOp => [];
    ExtSIOp => [ExtSIOfExtUI];
    UIToFPOp => [];
    SIToFPOp => [];
    FPToUIOp => [];
    FPToSIOp => [];
    IndexCastOp => [IndexCastOfIndexCast, IndexCastOfExtSI];
    IndexCastUIOp => [IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI];
    BitcastOp => [BitcastOfBitcast];
    TruncIOp => [TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI];
    TruncFOp => [TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP];
    CmpIOp => [CmpIExtSI, CmpIExtUI];
    CmpFOp => [CmpFIntToFPConst];
    SelectOp => [RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot, SelectToExtUI, SelectToExtUINot];
}

// ----- cmpf of an integer converted to float -----

/// The precision (mantissa bits, the leading one included) and the largest
/// exponent of the float formats whose values an `f64` holds exactly.
fn float_limits(ctx: &Context, ty: Type) -> Option<(u32, i32)> {
    use ods_ir::float_format::FloatKind;
    match ty.float_kind(ctx)? {
        FloatKind::F16 => Some((11, 15)),
        FloatKind::BF16 => Some((8, 127)),
        FloatKind::F32 => Some((24, 127)),
        FloatKind::F64 => Some((53, 1023)),
        _ => None,
    }
}

/// APFloat's `ilogb`: the exponent of `x` normalized; `i32::MAX` for an
/// infinity, `i32::MIN + 1` for zero.
fn ilogb(x: f64) -> i32 {
    if x.is_infinite() {
        return i32::MAX;
    }
    if x == 0.0 {
        return i32::MIN + 1;
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let m = bits & ((1u64 << 52) - 1);
        (63 - m.leading_zeros() as i32) - 1074
    } else {
        exp - 1023
    }
}

/// `cmpf` of `sitofp`/`uitofp` against a float constant compares the
/// integer instead, or folds, when the conversion cannot change the answer
/// (MLIR's `CmpFIntToFPConst`).
pub(crate) struct CmpFIntToFPConst;
impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&'static str> {
        Some("arith.cmpf")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        use crate::CmpFPredicate as F;
        use CmpIPredicate as I;
        let ctx = rw.ctx();
        let Some(cmp) = CmpFOp::cast(ctx, op) else { return false };
        let Some(flt) = constant(ctx, cmp.rhs(ctx)) else { return false };
        let AttrKind::Float { ty: flt_ty, bits: rhs_bits } = *flt.kind(ctx) else { return false };
        let Some(kind) = flt_ty.float_kind(ctx) else { return false };
        let Some(rhs) = flt.as_f64(ctx) else { return false };
        if rhs.is_nan() {
            return false;
        }
        let Some((mantissa, max_exp)) = float_limits(ctx, cmp.rhs(ctx).ty(ctx)) else { return false };
        let Some(def) = cmp.lhs(ctx).defining_op(ctx) else { return false };
        let unsigned = match def.name_str(ctx) {
            "arith.sitofp" => false,
            "arith.uitofp" => true,
            _ => return false,
        };
        let int_val = def.operand(ctx, 0);
        let int_ty = int_val.ty(ctx);
        if !int_ty.is_integer(ctx) {
            return false;
        }
        let Some(width) = int_ty.int_or_float_width(ctx) else { return false };
        if width == 0 {
            return false;
        }
        let value_bits = if unsigned { width } else { width - 1 } as i32;
        if width > mantissa {
            let exponent = ilogb(rhs);
            if exponent == i32::MAX {
                if max_exp < value_bits {
                    return false;
                }
            } else if mantissa as i32 <= exponent && exponent <= value_bits {
                return false;
            }
        }
        let loc = op.loc(ctx);
        let fold_to = |rw: &mut Rewriter<'_>, v: bool| {
            rw.set_insertion_point_before(op);
            let a = rw.ctx().bool_attr(v);
            let c = ConstantOp::build(rw, loc, a);
            let r = c.id().result(rw.ctx(), 0);
            rw.replace_op(op, &[r]);
            true
        };
        let mut pred = match cmp.predicate(ctx) {
            F::Ord => return fold_to(rw, true),
            F::Uno => return fold_to(rw, false),
            F::Ueq | F::Oeq => I::Eq,
            F::Ugt | F::Ogt => {
                if unsigned {
                    I::Ugt
                } else {
                    I::Sgt
                }
            }
            F::Uge | F::Oge => {
                if unsigned {
                    I::Uge
                } else {
                    I::Sge
                }
            }
            F::Ult | F::Olt => {
                if unsigned {
                    I::Ult
                } else {
                    I::Slt
                }
            }
            F::Ule | F::Ole => {
                if unsigned {
                    I::Ule
                } else {
                    I::Sle
                }
            }
            F::Une | F::One => I::Ne,
            F::AlwaysFalse | F::AlwaysTrue => return false,
        };
        // The integer's extremes and the constant's integer part, each
        // converted as `sitofp`/`uitofp` would (the float formats here hold
        // exactly in an f64).
        let as_float = |v: &ApInt| float_format::to_f64(kind, float_format::from_int(kind, v, !unsigned));
        let (min, max) = if unsigned {
            (ApInt::zero(width), ApInt::all_ones(width))
        } else {
            (ApInt::signed_min(width), ApInt::signed_max(width))
        };
        if as_float(&max) < rhs {
            return fold_to(rw, matches!(pred, I::Ne | I::Slt | I::Sle | I::Ult | I::Ule));
        }
        if as_float(&min) > rhs {
            return fold_to(rw, matches!(pred, I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge));
        }
        // The constant truncated toward zero must fit the integer type.
        let Some(rhs_int) = float_format::to_int(kind, rhs_bits.get(), width, !unsigned) else { return false };
        let negative = rhs.is_sign_negative();
        if rhs != 0.0 && as_float(&rhs_int) != rhs {
            // A fractional constant: adjust the predicate (the value was
            // rounded toward zero).
            match pred {
                I::Ne => return fold_to(rw, true),
                I::Eq => return fold_to(rw, false),
                I::Ule if negative => return fold_to(rw, false),
                I::Sle if negative => pred = I::Slt,
                I::Ult if negative => return fold_to(rw, false),
                I::Ult => pred = I::Ule,
                I::Slt if !negative => pred = I::Sle,
                I::Ugt if negative => return fold_to(rw, true),
                I::Sgt if negative => pred = I::Sge,
                I::Uge if negative => return fold_to(rw, true),
                I::Uge => pred = I::Ugt,
                I::Sge if !negative => pred = I::Sgt,
                _ => {}
            }
        }
        rw.set_insertion_point_before(op);
        let Some(a) = make_int(rw.ctx(), int_ty, &rhs_int) else { return false };
        let c = ConstantOp::build(rw, loc, a).id().result(rw.ctx(), 0);
        let new = CmpIOp::build(rw, loc, pred, int_val, c);
        let r = new.id().result(rw.ctx(), 0);
        rw.replace_op(op, &[r]);
        true
    }
}
