//! The `index` dialect, defined with the ods macros from MLIR 22's
//! `IndexOps.td`: arithmetic, comparisons, casts and constants on values of
//! `index` type, whose width the target decides.

#![warn(missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

mod fold;

ods_ir::dialect! {
    /// The index dialect: arithmetic on the `index` type.
    pub INDEX_DIALECT: name = "index",
        summary = "The Index dialect",
        materialize_constant = materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// Booleans become `index.bool.constant` (of `i1`), `index` integers
/// `index.constant`.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    let b = &mut Builder::new(ctx);
    if value.ty(b.ctx()) != Some(ty) {
        return None;
    }
    if ty.is_signless_int(b.ctx(), 1) {
        let v = value.as_bool(b.ctx())?;
        return Some(BoolConstantOp::build(b, loc, v).id());
    }
    if ty.is_index(b.ctx()) {
        let v = value.as_i64(b.ctx())?;
        return Some(ConstantOp::build(b, loc, v).id());
    }
    None
}

/// `IndexBinaryOp`: two `index` operands, an `index` result, a folder
/// (`Unchecked` or `Checked` by the 32-bit rule, see [`fold`]); `assoc`
/// ops also fold constants through nested uses (`hasCanonicalizeMethod`).
macro_rules! binary {
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $width:ident, $calc:path) => {
        binary!(@def [$(#[$m])*] $ty, $name, [$($tr)*], $width, $calc, []);
    };
    ($(#[$m:meta])* $ty:ident, $name:tt, [$($tr:tt)*], $width:ident, $calc:path, assoc) => {
        binary!(@def [$(#[$m])*] $ty, $name, [$($tr)*], $width, $calc, [has_canonicalizer]);
        impl $ty {
            fn canonicalization_patterns(set: &mut PatternSet) {
                set.add(fold::FoldConstantOperands {
                    name: $name,
                    width: fold::Width::$width,
                    calc: $calc,
                    build: |b, loc, lhs, rhs| $ty::build(b, loc, lhs, rhs).id(),
                });
            }
        }
    };
    (@def [$($m:tt)*] $ty:ident, $name:tt, [$($tr:tt)*], $width:ident, $calc:path, [$($flag:ident)*]) => {
        $($m)*
        #[derive(Op, Clone, Copy)]
        #[op(name = $name, traits($($tr)*), format = "$lhs `,` $rhs attr-dict", has_folder $(, $flag)*)]
        pub struct $ty {
            op: OpId,
            /// The left operand.
            lhs: Operand<Index>,
            /// The right operand.
            rhs: Operand<Index>,
            /// The result.
            result: OpResult<Index>,
        }
        impl $ty {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
                fold::binary(ctx, self.id(), operands, fold::Width::$width, $calc)
            }
        }
    };
}

binary!(
    /// index addition
    AddOp, "index.add", [Commutative, Pure,], Unchecked, fold::add, assoc);

binary!(
    /// index subtraction
    SubOp, "index.sub", [Pure,], Unchecked, fold::sub);

binary!(
    /// index multiplication
    MulOp, "index.mul", [Commutative, Pure,], Unchecked, fold::mul, assoc);

binary!(
    /// index signed division
    DivSOp, "index.divs", [NoMemoryEffect,], Checked, fold::divs);

binary!(
    /// index unsigned division
    DivUOp, "index.divu", [NoMemoryEffect,], Checked, fold::divu);

binary!(
    /// index signed ceil division
    CeilDivSOp, "index.ceildivs", [NoMemoryEffect,], Checked, fold::ceildivs);

binary!(
    /// index unsigned ceil division
    CeilDivUOp, "index.ceildivu", [NoMemoryEffect,], Checked, fold::ceildivu);

binary!(
    /// index signed floor division
    FloorDivSOp, "index.floordivs", [NoMemoryEffect,], Checked, fold::floordivs);

binary!(
    /// index signed remainder
    RemSOp, "index.rems", [NoMemoryEffect,], Checked, fold::rems);

binary!(
    /// index unsigned remainder
    RemUOp, "index.remu", [NoMemoryEffect,], Checked, fold::remu);

binary!(
    /// index signed maximum
    MaxSOp, "index.maxs", [Commutative, Pure,], Checked, fold::maxs, assoc);

binary!(
    /// index unsigned maximum
    MaxUOp, "index.maxu", [Commutative, Pure,], Checked, fold::maxu, assoc);

binary!(
    /// index signed minimum
    MinSOp, "index.mins", [Commutative, Pure,], Checked, fold::mins, assoc);

binary!(
    /// index unsigned minimum
    MinUOp, "index.minu", [Commutative, Pure,], Checked, fold::minu, assoc);

binary!(
    /// index shift left
    ShlOp, "index.shl", [Pure,], Unchecked, fold::shl);

binary!(
    /// signed index shift right
    ShrSOp, "index.shrs", [Pure,], Checked, fold::shrs);

binary!(
    /// unsigned index shift right
    ShrUOp, "index.shru", [Pure,], Checked, fold::shru);

binary!(
    /// index bitwise and
    AndOp, "index.and", [Commutative, Pure,], Unchecked, fold::and, assoc);

binary!(
    /// index bitwise or
    OrOp, "index.or", [Commutative, Pure,], Unchecked, fold::or, assoc);

binary!(
    /// index bitwise xor
    XOrOp, "index.xor", [Commutative, Pure,], Unchecked, fold::xor, assoc);

// ----- casts -----

/// `CastOpInterface` of the casts: exactly one side is `index`, the other
/// an integer.
fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (from, to) = (op.operand(ctx, 0).ty(ctx), op.result(ctx, 0).ty(ctx));
    if from.is_index(ctx) == to.is_index(ctx) {
        let s = |t| ods_ir::print::type_to_string(ctx, t);
        return Err(ods_ir::verify::op_error(
            ctx,
            op,
            format!("operand type '{}' and result type '{}' are cast incompatible", s(from), s(to)),
        ));
    }
    Ok(())
}

ods_ir::type_constraint!(
    /// `AnyTypeOf<[AnyInteger, Index]>`.
    pub IntegerOrIndex, "integer or index",
    |ctx, t| t.is_integer(ctx) || t.is_index(ctx)
);

/// index signed cast
#[derive(Op, Clone, Copy)]
#[op(
    name = "index.casts",
    traits(Pure),
    format = "$input attr-dict `:` type($input) `to` type($output)",
    has_verifier,
    has_folder
)]
pub struct CastSOp {
    op: OpId,
    /// The value to cast.
    input: Operand<IntegerOrIndex>,
    /// The cast value.
    output: OpResult<IntegerOrIndex>,
}

impl CastSOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::cast(ctx, self.id(), operands, true)
    }
}

/// index unsigned cast
#[derive(Op, Clone, Copy)]
#[op(
    name = "index.castu",
    traits(Pure),
    format = "$input attr-dict `:` type($input) `to` type($output)",
    has_verifier,
    has_folder
)]
pub struct CastUOp {
    op: OpId,
    /// The value to cast.
    input: Operand<IntegerOrIndex>,
    /// The cast value.
    output: OpResult<IntegerOrIndex>,
}

impl CastUOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::cast(ctx, self.id(), operands, false)
    }
}

// ----- comparison -----

/// The predicates of `index.cmp`, in `IndexCmpPredicate` order.
const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// index comparison predicate kind, written `#index<cmp_predicate slt>`.
#[derive(ods_macros::Attr)]
#[attr(dialect = INDEX_DIALECT, mnemonic = "cmp_predicate", parse = parse_predicate_attr, print = print_predicate_attr)]
pub struct CmpPredicateAttr {
    value: i64,
}

/// A predicate keyword or string, as the parser mlir-tblgen generates for
/// `IndexCmpPredicateAttr` (`$value`): the enum's message, then the
/// attribute's own where that parser stopped.
fn parse_predicate(p: &mut ods_ir::parse::Parser<'_>) -> PResult<i64> {
    const CPP_TYPE: &str = "::mlir::index::IndexCmpPredicate";
    match ods_ir::__private::parse_enum_attr_param(p, &PREDICATES, CPP_TYPE, false) {
        Ok(i) => Ok(i.unwrap_or(0) as i64),
        Err(e) => {
            let msg = format!("failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `{CPP_TYPE}`");
            Err(p.then_asm_error_here(e, msg))
        }
    }
}

fn parse_predicate_attr(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Vec<Attr>> {
    let v = parse_predicate(p)?;
    Ok(vec![p.ctx_mut().i64_attr(v)])
}

fn print_predicate_attr(p: &mut ods_ir::print::Printer<'_>, params: &[Attr]) {
    let v = params.first().and_then(|a| a.as_i64(p.ctx())).unwrap_or(0);
    p.write(" ");
    p.write(PREDICATES.get(v as usize).copied().unwrap_or("eq"));
}

/// The attribute constraint of `pred`: `#index<cmp_predicate ...>`, written
/// as the bare keyword in assembly formats.
pub struct CmpPredicate;

impl AttrConstraint for CmpPredicate {
    type Value<'a> = i64;
    fn summary() -> String {
        "index comparison predicate kind".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        CmpPredicateAttr::is(ctx, a)
    }
    fn value(ctx: &Context, a: Attr) -> i64 {
        CmpPredicateAttr::value(ctx, a).unwrap_or(0)
    }
    fn make(ctx: &Context, v: i64) -> Attr {
        CmpPredicateAttr::get(ctx, v)
    }
    fn parse(p: &mut ods_ir::parse::Parser<'_>, _name: &str) -> Option<PResult<Attr>> {
        Some(parse_predicate(p).map(|v| CmpPredicateAttr::get(p.ctx_mut(), v)))
    }
    /// With the leading space of the attribute's own format (`$value`),
    /// which `index.cmp`'s format (`` `` $pred ``) relies on.
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        PREDICATES.get(Self::value(ctx, a) as usize).map(|s| format!(" {s}"))
    }
    const GENERIC_PARSER: bool = false;
}

/// index compare
#[derive(Op, Clone, Copy)]
#[op(
    name = "index.cmp",
    traits(Pure),
    format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
    has_folder,
    has_canonicalizer
)]
pub struct CmpOp {
    op: OpId,
    /// The predicate.
    #[op(value = i64)]
    pred: Attribute<CmpPredicate>,
    /// The left operand.
    lhs: Operand<Index>,
    /// The right operand.
    rhs: Operand<Index>,
    /// The comparison.
    result: OpResult<I1>,
}

impl CmpOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold::cmp(ctx, self, operands)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(fold::CmpOfSubtraction);
    }
}

// ----- constants -----

/// size in bits of the index type
#[derive(Op, Clone, Copy)]
#[op(name = "index.sizeof", traits(Pure), format = "attr-dict")]
pub struct SizeOfOp {
    op: OpId,
    /// The width.
    result: OpResult<Index>,
}

/// index constant
#[derive(Op, Clone, Copy)]
#[op(name = "index.constant", traits(ConstantLike, Pure), format = "attr-dict $value", has_folder, asm_result_names)]
pub struct ConstantOp {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, &format!("idx{}", self.value(ctx)));
    }
}

/// boolean constant
#[derive(Op, Clone, Copy)]
#[op(
    name = "index.bool.constant",
    traits(ConstantLike, Pure),
    format = "attr-dict $value",
    has_folder,
    asm_result_names
)]
pub struct BoolConstantOp {
    op: OpId,
    /// The value.
    value: Attribute<BoolAttr>,
    /// The constant.
    result: OpResult<I1>,
}

impl BoolConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, if self.value(ctx) { "true" } else { "false" });
    }
}
