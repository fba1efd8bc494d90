//! The `arith` dialect of MLIR 22 (`ArithOps.td`), defined with the ods
//! macros: integer and floating-point arithmetic, comparisons, casts and
//! `select`, with their overflow and fast-math flags, rounding modes,
//! verifiers, folders and constant materialization.

#![warn(missing_docs)]

use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_macros::EnumAttr;

mod canonicalize;
mod fold;
mod ops;

pub use ops::*;

ods_ir::dialect! {
    /// The arith dialect: integer and floating-point arithmetic.
    pub ARITH_DIALECT: name = "arith",
        summary = "Arithmetic operations",
        materialize_constant = materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// Makes an `arith.constant` for folded values of integer, index, float or
/// elements type, and a `ub.poison` for poison.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if ods_dialect_ub::PoisonAttr::is(ctx, value) {
        return Some(ods_dialect_ub::make_poison(ctx, value, ty, loc));
    }
    if value.ty(ctx) != Some(ty) {
        return None;
    }
    if !matches!(value.kind(ctx), AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }) {
        return None;
    }
    Some(ConstantOp::build_with_result_types(&mut Builder::new(ctx), loc, &[ty], value).id())
}

// ----- type constraints -----

/// The element type of a value-semantics container (tensor or vector), or
/// the type itself when it is not shaped; `None` for other shaped types.
pub fn value_semantics_element(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } | TypeKind::Vector { .. } => {
            t.element_type(ctx)
        }
        _ if t.is_shaped(ctx) => None,
        _ => Some(t),
    }
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    t.is_signless_integer(ctx) || t.is_index(ctx)
}

ods_ir::type_constraint!(
    /// `SignlessFixedWidthIntegerLike`: a signless integer, or a tensor or
    /// vector of them (not index).
    pub SignlessFixedWidthIntegerLike, "signless-fixed-width-integer-like",
    |ctx, t| value_semantics_element(ctx, t).is_some_and(|e| e.is_signless_integer(ctx))
);

ods_ir::type_constraint!(
    /// `BitcastTypeConstraint`.
    pub BitcastType, "signless-integer-or-float-like or memref of signless-integer or float",
    |ctx, t| match t.kind(ctx) {
        TypeKind::MemRef { .. } => t.element_type(ctx).is_some_and(|e| e.is_signless_integer(ctx) || e.is_float(ctx)),
        _ => value_semantics_element(ctx, t).is_some_and(|e| e.is_signless_integer(ctx) || e.is_float(ctx)),
    }
);

ods_ir::type_constraint!(
    /// `IndexCastTypeConstraint`.
    pub IndexCastType, "signless-integer-like or memref of signless-integer",
    |ctx, t| match t.kind(ctx) {
        TypeKind::MemRef { .. } => t.element_type(ctx).is_some_and(|e| is_signless_int_or_index(ctx, e)),
        _ => value_semantics_element(ctx, t).is_some_and(|e| is_signless_int_or_index(ctx, e)),
    }
);

/// `i1` of the shape of `t` (`getI1SameShape`): for `TypesMatchWith` on
/// comparisons and for the overflow result of `addui_extended`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1_type();
    match t.kind(ctx).clone() {
        TypeKind::RankedTensor { shape, encoding, .. } => {
            ctx.get_type(TypeKind::RankedTensor { shape, element: i1, encoding })
        }
        TypeKind::UnrankedTensor { .. } => ctx.unranked_tensor_type(i1),
        TypeKind::Vector { shape, scalable, .. } => ctx.get_type(TypeKind::Vector { shape, element: i1, scalable }),
        _ => i1,
    }
}

// ----- enums -----

/// `arith.cmpi` predicates.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64", summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9")]
pub enum CmpIPredicate {
    /// Equal.
    #[case(value = 0, str = "eq")]
    Eq,
    /// Not equal.
    #[case(value = 1, str = "ne")]
    Ne,
    /// Signed less than.
    #[case(value = 2, str = "slt")]
    Slt,
    /// Signed less than or equal.
    #[case(value = 3, str = "sle")]
    Sle,
    /// Signed greater than.
    #[case(value = 4, str = "sgt")]
    Sgt,
    /// Signed greater than or equal.
    #[case(value = 5, str = "sge")]
    Sge,
    /// Unsigned less than.
    #[case(value = 6, str = "ult")]
    Ult,
    /// Unsigned less than or equal.
    #[case(value = 7, str = "ule")]
    Ule,
    /// Unsigned greater than.
    #[case(value = 8, str = "ugt")]
    Ugt,
    /// Unsigned greater than or equal.
    #[case(value = 9, str = "uge")]
    Uge,
}

impl CmpIPredicate {
    /// The predicate that holds exactly when this one does not
    /// (MLIR's `invertPredicate`).
    pub fn inverse(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// `arith.cmpf` predicates.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "i64",
    summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
)]
pub enum CmpFPredicate {
    /// Never holds (`false`).
    #[case(value = 0, str = "false")]
    AlwaysFalse,
    /// Ordered (neither operand NaN) and equal.
    #[case(value = 1, str = "oeq")]
    Oeq,
    /// Ordered and greater than.
    #[case(value = 2, str = "ogt")]
    Ogt,
    /// Ordered and greater than or equal.
    #[case(value = 3, str = "oge")]
    Oge,
    /// Ordered and less than.
    #[case(value = 4, str = "olt")]
    Olt,
    /// Ordered and less than or equal.
    #[case(value = 5, str = "ole")]
    Ole,
    /// Ordered and not equal.
    #[case(value = 6, str = "one")]
    One,
    /// Ordered: neither operand is NaN.
    #[case(value = 7, str = "ord")]
    Ord,
    /// Unordered (either operand NaN) or equal.
    #[case(value = 8, str = "ueq")]
    Ueq,
    /// Unordered or greater than.
    #[case(value = 9, str = "ugt")]
    Ugt,
    /// Unordered or greater than or equal.
    #[case(value = 10, str = "uge")]
    Uge,
    /// Unordered or less than.
    #[case(value = 11, str = "ult")]
    Ult,
    /// Unordered or less than or equal.
    #[case(value = 12, str = "ule")]
    Ule,
    /// Unordered or not equal.
    #[case(value = 13, str = "une")]
    Une,
    /// Unordered: either operand is NaN.
    #[case(value = 14, str = "uno")]
    Uno,
    /// Always holds (`true`).
    #[case(value = 15, str = "true")]
    AlwaysTrue,
}

/// The kind of a read-modify-write (MLIR's `AtomicRMWKind`, which
/// `memref.atomic_rmw` and the vector dialect use).
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "i64",
    summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
)]
pub enum AtomicRMWKind {
    /// Float addition.
    #[case(value = 0, str = "addf")]
    Addf,
    /// Integer addition.
    #[case(value = 1, str = "addi")]
    Addi,
    /// Bitwise and.
    #[case(value = 2, str = "andi")]
    Andi,
    /// Plain store.
    #[case(value = 3, str = "assign")]
    Assign,
    /// Float maximum (NaN propagating).
    #[case(value = 4, str = "maximumf")]
    Maximumf,
    /// Float maximum (NaN ignoring).
    #[case(value = 5, str = "maxnumf")]
    Maxnumf,
    /// Signed maximum.
    #[case(value = 6, str = "maxs")]
    Maxs,
    /// Unsigned maximum.
    #[case(value = 7, str = "maxu")]
    Maxu,
    /// Float minimum (NaN propagating).
    #[case(value = 8, str = "minimumf")]
    Minimumf,
    /// Float minimum (NaN ignoring).
    #[case(value = 9, str = "minnumf")]
    Minnumf,
    /// Signed minimum.
    #[case(value = 10, str = "mins")]
    Mins,
    /// Unsigned minimum.
    #[case(value = 11, str = "minu")]
    Minu,
    /// Float multiplication.
    #[case(value = 12, str = "mulf")]
    Mulf,
    /// Integer multiplication.
    #[case(value = 13, str = "muli")]
    Muli,
    /// Bitwise or.
    #[case(value = 14, str = "ori")]
    Ori,
    /// Bitwise exclusive or.
    #[case(value = 15, str = "xori")]
    Xori,
}

/// Floating-point rounding modes.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32", summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4")]
pub enum RoundingMode {
    /// To the nearest value, ties to even (IEEE 754 default).
    #[case(value = 0, str = "to_nearest_even")]
    ToNearestEven,
    /// Toward negative infinity.
    #[case(value = 1, str = "downward")]
    Downward,
    /// Toward positive infinity.
    #[case(value = 2, str = "upward")]
    Upward,
    /// Toward zero (truncation).
    #[case(value = 3, str = "toward_zero")]
    TowardZero,
    /// To the nearest value, ties away from zero.
    #[case(value = 4, str = "to_nearest_away")]
    ToNearestAway,
}

// ----- flag attributes: #arith.overflow<...> and #arith.fastmath<...> -----

/// The cases of a bit enum: keyword and bits; a case with value 0 is
/// `none`, and groups (`fast`) come after the single bits. `record` and
/// `cpp_type` name the attribute's ODS record and the enum's C++ type in
/// parse errors, as mlir-tblgen's parsers word them.
struct BitCases {
    cases: &'static [(&'static str, i64)],
    separator: &'static str,
    record: &'static str,
    cpp_type: &'static str,
}

const OVERFLOW_CASES: BitCases = BitCases {
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    record: "Arith_IntegerOverflowAttr",
    cpp_type: "::mlir::arith::IntegerOverflowFlags",
};
const FASTMATH_CASES: BitCases = BitCases {
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    separator: ",",
    record: "Arith_FastMathAttr",
    cpp_type: "::mlir::arith::FastMathFlags",
};

impl BitCases {
    /// Reads `<a, b>` (MLIR's bit enum syntax: keywords separated by `,`
    /// or `|`), as the parser mlir-tblgen generates for the `EnumAttr`:
    /// the flags by the enum's `parameterParser`, then, if they fail, the
    /// attribute's own error where that parser stopped.
    fn parse(&self, p: &mut ods_ir::parse::Parser<'_>) -> PResult<i64> {
        p.expect(Tok::Less, "expected '<'")?;
        let v = self.parse_flags(p).map_err(|e| {
            let msg = format!("failed to parse {} parameter 'value' which is to be a `{}`", self.record, self.cpp_type);
            p.then_asm_error_here(e, msg)
        })?;
        p.expect(Tok::Greater, "expected '>'")?;
        Ok(v)
    }
    /// The flags, keywords or strings joined by the separator.
    fn parse_flags(&self, p: &mut ods_ir::parse::Parser<'_>) -> PResult<i64> {
        let start = p.pos();
        let mut v = 0;
        loop {
            if !p.is(Tok::BareIdent) && !p.is(Tok::String) {
                let here = p.pos();
                return Err(p.asm_error_at(here, "expected valid keyword or string"));
            }
            let word = if p.is(Tok::String) {
                p.parse_string()?
            } else {
                let t = p.advance_token();
                p.token_text(t).to_string()
            };
            match self.cases.iter().find(|(s, _)| *s == word) {
                Some((_, bits)) => v |= bits,
                None => return Err(p.asm_error_at(start, self.expected())),
            }
            // Only the enum's own separator joins its flags.
            if !p.consume_if(ods_ir::ods::constraints::bit_enum_separator_token(self.separator)) {
                return Ok(v);
            }
        }
    }
    fn expected(&self) -> String {
        let names: Vec<&str> = self.cases.iter().map(|c| c.0).collect();
        format!("expected {} to be one of: {}", self.cpp_type, names.join(", "))
    }
    /// `<a, b>` as MLIR prints it: groups first when all their bits are
    /// set, then the remaining single bits.
    fn print(&self, v: i64) -> String {
        if v == 0 {
            return "<none>".to_string();
        }
        let mut rest = v;
        let mut words = Vec::new();
        for (s, bits) in self.cases.iter().rev() {
            if *bits != 0 && !(*bits as u64).is_power_of_two() && rest & bits == *bits {
                words.push(*s);
                rest &= !bits;
            }
        }
        for (s, bits) in self.cases {
            if *bits != 0 && (*bits as u64).is_power_of_two() && rest & bits != 0 {
                words.push(*s);
            }
        }
        format!("<{}>", words.join(self.separator))
    }
}

/// Integer overflow flags, written `#arith.overflow<nsw, nuw>`.
#[derive(ods_macros::Attr)]
#[attr(dialect = ARITH_DIALECT, mnemonic = "overflow", parse = parse_overflow, print = print_overflow)]
pub struct IntegerOverflowAttr {
    flags: i64,
}

fn parse_overflow(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Vec<Attr>> {
    let v = OVERFLOW_CASES.parse(p)?;
    Ok(vec![p.ctx_mut().i64_attr(v)])
}

fn print_overflow(p: &mut ods_ir::print::Printer<'_>, params: &[Attr]) {
    let v = params.first().and_then(|a| a.as_i64(p.ctx())).unwrap_or(0);
    p.write(&OVERFLOW_CASES.print(v));
}

/// Floating point fast-math flags, written `#arith.fastmath<nnan,ninf>`.
#[derive(ods_macros::Attr)]
#[attr(dialect = ARITH_DIALECT, mnemonic = "fastmath", parse = parse_fastmath, print = print_fastmath)]
pub struct FastMathAttr {
    flags: i64,
}

fn parse_fastmath(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Vec<Attr>> {
    let v = FASTMATH_CASES.parse(p)?;
    Ok(vec![p.ctx_mut().i64_attr(v)])
}

fn print_fastmath(p: &mut ods_ir::print::Printer<'_>, params: &[Attr]) {
    let v = params.first().and_then(|a| a.as_i64(p.ctx())).unwrap_or(0);
    p.write(&FASTMATH_CASES.print(v));
}

/// The attribute constraint of `overflowFlags`: `#arith.overflow<...>`,
/// written `<...>` in assembly formats.
pub struct OverflowFlags;

impl AttrConstraint for OverflowFlags {
    type Value<'a> = i64;
    fn summary() -> String {
        "Integer overflow arith flags".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        IntegerOverflowAttr::is(ctx, a)
    }
    fn value(ctx: &Context, a: Attr) -> i64 {
        IntegerOverflowAttr::flags(ctx, a).unwrap_or(0)
    }
    fn make(ctx: &Context, v: i64) -> Attr {
        IntegerOverflowAttr::get(ctx, v)
    }
    fn storage(ctx: &Context, a: Attr) -> bool {
        IntegerOverflowAttr::is(ctx, a)
    }
    fn parse(p: &mut ods_ir::parse::Parser<'_>, _name: &str) -> Option<PResult<Attr>> {
        Some(OVERFLOW_CASES.parse(p).map(|v| IntegerOverflowAttr::get(p.ctx_mut(), v)))
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        Some(OVERFLOW_CASES.print(Self::value(ctx, a)))
    }
}

/// The attribute constraint of `fastmath`: `#arith.fastmath<...>`, written
/// `<...>` in assembly formats.
pub struct FastMath;

impl AttrConstraint for FastMath {
    type Value<'a> = i64;
    fn summary() -> String {
        "Floating point fast math flags".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        FastMathAttr::is(ctx, a)
    }
    fn value(ctx: &Context, a: Attr) -> i64 {
        FastMathAttr::flags(ctx, a).unwrap_or(0)
    }
    fn make(ctx: &Context, v: i64) -> Attr {
        FastMathAttr::get(ctx, v)
    }
    fn storage(ctx: &Context, a: Attr) -> bool {
        FastMathAttr::is(ctx, a)
    }
    fn parse(p: &mut ods_ir::parse::Parser<'_>, _name: &str) -> Option<PResult<Attr>> {
        Some(FASTMATH_CASES.parse(p).map(|v| FastMathAttr::get(p.ctx_mut(), v)))
    }
    fn print(ctx: &Context, a: Attr) -> Option<String> {
        Some(FASTMATH_CASES.print(Self::value(ctx, a)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_enums_print_as_mlir() {
        assert_eq!(FASTMATH_CASES.print(127), "<fast>");
        assert_eq!(FASTMATH_CASES.print(6), "<nnan,ninf>");
        assert_eq!(FASTMATH_CASES.print(0), "<none>");
        assert_eq!(OVERFLOW_CASES.print(3), "<nsw, nuw>");
    }
}
