//! Printing and parsing of floating-point attribute values, byte-for-byte like
//! MLIR 22's `mlir-opt`.
//!
//! MLIR stores a float attribute as an `llvm::APFloat` and prints it with
//! `printFloatValue` (mlir/lib/IR/AsmPrinter.cpp), which in turn relies on
//! `APFloat::toString` (llvm/lib/Support/APFloat.cpp). This module re-implements
//! the observable behaviour of both on plain bit patterns (`u128`), using only
//! `std` and a tiny arbitrary-precision unsigned integer for the exact
//! decimal expansions.
//!
//! # Printing ([`format_float`])
//!
//! For a finite value MLIR first tries the short scientific form
//! (`toString(Precision = 6, MaxPadding = 0, TruncateZero = false)`, e.g.
//! `1.000000e-01`), parses that text back in the *same* semantics with correct
//! rounding and keeps it if the result is bitwise identical. Otherwise it prints
//! the default `toString()` form (enough digits for the format, e.g.
//! `0.100000000000000005551` for f80 or `1.00000012E+10`) as long as that text
//! contains a `.`. Everything else (NaN, infinities, integral values such as
//! `123456789` that would print without a dot) is printed as the bit pattern in
//! hexadecimal: `0x` followed by uppercase digits without leading zeros.
//!
//! `toString` is reproduced including its quirks: the exact decimal expansion is
//! first *truncated* by a bit-count based estimate and only then rounded half-up
//! on the first dropped digit.
//!
//! # Parsing ([`parse_decimal`], [`from_hex_bits`])
//!
//! MLIR's parser does not convert a decimal literal directly into the
//! attribute's type: `Token::getFloatingPointValue` first converts the text to
//! an IEEE double (correctly rounded, overflow gives infinity, underflow gives
//! zero, there is *no* error for out-of-range values), negates it when a `-` was
//! in front, and then `APFloat::convert`s the double to the target type with
//! round-to-nearest-even. So `0.1 : f128` is the double nearest to 0.1, and
//! f32/f16 literals can be double-rounded; this module does exactly the same.
//! Hexadecimal integer literals are taken as the raw bit pattern and must fit
//! into the type's width.
//!
//! # Special formats
//!
//! All builtin float types of MLIR 22 are supported, including the "FN"
//! formats (no infinity, NaN is the all-ones pattern), the "FNUZ" formats (no
//! infinity and no negative zero, NaN is the negative-zero pattern), f8E8M0FNU
//! (unsigned, exponent only, no zero: the all-zero pattern is 2^-127) and the
//! finite-only f6/f4 formats. x87 `f80` has an explicit integer bit; its
//! "unnormal" encodings are NaNs for LLVM and print with the exponent field set
//! to all ones, exactly as `mlir-opt` does.
//!
//! Known, documented differences from `mlir-opt` (all involve values that LLVM
//! itself cannot represent and handles with undefined behaviour):
//! - a decimal literal overflowing `f64` (e.g. `1.0e400`) for a finite-only type
//!   (f6E2M3FN, f6E3M2FN, f4E2M1FN): `mlir-opt` keeps an impossible infinity and
//!   prints garbage (`0x0`); [`parse_decimal`] returns an error instead.
//! - a negative literal for the unsigned f8E8M0FNU that does not underflow:
//!   `mlir-opt` keeps an impossible negative value (printing e.g.
//!   `-1.000000e+00`); [`parse_decimal`] returns an error and [`from_f64`]
//!   returns NaN (`0xFF`).
//! - NaN into a finite-only type in [`from_f64`] gives the signed zero
//!   pattern (LLVM keeps an unrepresentable NaN).

use crate::attrs::Location;
use crate::bigint::ApInt;
use crate::diag::Diagnostic;
use std::cmp::Ordering;

/// The floating-point formats of MLIR's builtin float types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half precision (`f16`).
    F16,
    /// bfloat16 (`bf16`).
    BF16,
    /// IEEE single precision (`f32`).
    F32,
    /// IEEE double precision (`f64`).
    F64,
    /// x87 80-bit extended precision (`f80`), explicit integer bit.
    F80,
    /// IEEE quadruple precision (`f128`).
    F128,
    /// NVIDIA TensorFloat-32 (`tf32`), 19 bits.
    TF32,
    /// 8-bit, 5 exponent / 2 mantissa bits, IEEE-like (`f8E5M2`).
    F8E5M2,
    /// 8-bit, 4 exponent / 3 mantissa bits, IEEE-like (`f8E4M3`).
    F8E4M3,
    /// 8-bit E4M3 without infinities, NaN is all ones (`f8E4M3FN`).
    F8E4M3FN,
    /// 8-bit E5M2, no infinities and no negative zero; NaN is `0x80` (`f8E5M2FNUZ`).
    F8E5M2FNUZ,
    /// 8-bit E4M3, no infinities and no negative zero; NaN is `0x80` (`f8E4M3FNUZ`).
    F8E4M3FNUZ,
    /// 8-bit E4M3 with bias 11, no infinities and no negative zero (`f8E4M3B11FNUZ`).
    F8E4M3B11FNUZ,
    /// 8-bit, 3 exponent / 4 mantissa bits, IEEE-like (`f8E3M4`).
    F8E3M4,
    /// 8-bit unsigned exponent-only format, NaN is `0xFF`, no zero (`f8E8M0FNU`).
    F8E8M0FNU,
    /// 6-bit, 2 exponent / 3 mantissa bits, finite only (`f6E2M3FN`).
    F6E2M3FN,
    /// 6-bit, 3 exponent / 2 mantissa bits, finite only (`f6E3M2FN`).
    F6E3M2FN,
    /// 4-bit, 2 exponent / 1 mantissa bit, finite only (`f4E2M1FN`).
    F4E2M1FN,
}

impl FloatKind {
    /// Every kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The storage width in bits (`APFloat::semanticsSizeInBits`).
    pub fn bit_width(self) -> u32 {
        self.semantics().width
    }

    /// Whether every finite value of this format is one of `other`'s
    /// (`APFloat::isRepresentableBy`): a narrower exponent range and no
    /// more precision.
    pub fn is_representable_by(self, other: FloatKind) -> bool {
        let (a, b) = (self.semantics(), other.semantics());
        a.max_exp <= b.max_exp && a.min_exp >= b.min_exp && a.precision <= b.precision
    }

    /// The type keyword as MLIR spells it (`f16`, `bf16`, `f8E5M2`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The kind named by an MLIR type keyword, if any.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.iter().copied().find(|k| k.keyword() == s)
    }

    /// The APFloat `fltSemantics` of this kind.
    fn semantics(self) -> Semantics {
        use NanEncoding as E;
        use NonFinite as N;
        let ieee = |max_exp, min_exp, precision, width| Semantics {
            max_exp,
            min_exp,
            precision,
            width,
            non_finite: N::Ieee,
            nan_encoding: E::Ieee,
            has_zero: true,
            signed: true,
        };
        let with = |s: Semantics, non_finite, nan_encoding| Semantics { non_finite, nan_encoding, ..s };
        match self {
            FloatKind::F16 => ieee(15, -14, 11, 16),
            FloatKind::BF16 => ieee(127, -126, 8, 16),
            FloatKind::F32 => ieee(127, -126, 24, 32),
            FloatKind::F64 => ieee(1023, -1022, 53, 64),
            FloatKind::F80 => ieee(16383, -16382, 64, 80),
            FloatKind::F128 => ieee(16383, -16382, 113, 128),
            FloatKind::TF32 => ieee(127, -126, 11, 19),
            FloatKind::F8E5M2 => ieee(15, -14, 3, 8),
            FloatKind::F8E4M3 => ieee(7, -6, 4, 8),
            FloatKind::F8E4M3FN => with(ieee(8, -6, 4, 8), N::NanOnly, E::AllOnes),
            FloatKind::F8E5M2FNUZ => with(ieee(15, -15, 3, 8), N::NanOnly, E::NegativeZero),
            FloatKind::F8E4M3FNUZ => with(ieee(7, -7, 4, 8), N::NanOnly, E::NegativeZero),
            FloatKind::F8E4M3B11FNUZ => with(ieee(4, -10, 4, 8), N::NanOnly, E::NegativeZero),
            FloatKind::F8E3M4 => ieee(3, -2, 5, 8),
            FloatKind::F8E8M0FNU => {
                Semantics { has_zero: false, signed: false, ..with(ieee(127, -127, 1, 8), N::NanOnly, E::AllOnes) }
            }
            FloatKind::F6E2M3FN => with(ieee(2, 0, 4, 6), N::FiniteOnly, E::Ieee),
            FloatKind::F6E3M2FN => with(ieee(4, -2, 3, 6), N::FiniteOnly, E::Ieee),
            FloatKind::F4E2M1FN => with(ieee(2, 0, 2, 4), N::FiniteOnly, E::Ieee),
        }
    }

    /// How the fields are laid out in the bit pattern.
    fn layout(self) -> Layout {
        match self {
            FloatKind::F80 => Layout::X87,
            FloatKind::F8E8M0FNU => Layout::ExponentOnly,
            _ => Layout::Ieee,
        }
    }

    /// Mask of the meaningful bits of a pattern of this kind.
    fn mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
}

/// How non-finite values are represented (`fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// Infinities and NaNs as in IEEE 754.
    Ieee,
    /// No infinities; overflow produces NaN.
    NanOnly,
    /// Neither infinities nor NaNs; overflow saturates.
    FiniteOnly,
}

/// How NaN is encoded (`fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEncoding {
    /// Exponent all ones, non-zero mantissa.
    Ieee,
    /// Exponent and mantissa all ones.
    AllOnes,
    /// The negative-zero pattern.
    NegativeZero,
}

/// Bit layout families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Sign, biased exponent, trailing significand with an implicit integer bit.
    Ieee,
    /// x87 extended precision: sign, 15-bit exponent, 64-bit significand with an
    /// explicit integer bit.
    X87,
    /// f8E8M0FNU: just an 8-bit biased exponent.
    ExponentOnly,
}

/// The parameters of a floating-point format, mirroring LLVM's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct Semantics {
    /// Largest `e` such that `2^e` is representable.
    max_exp: i32,
    /// Smallest `e` such that `2^e` is a normal number.
    min_exp: i32,
    /// Significand bits including the integer bit.
    precision: u32,
    /// Storage width in bits.
    width: u32,
    non_finite: NonFinite,
    nan_encoding: NanEncoding,
    has_zero: bool,
    signed: bool,
}

impl Semantics {
    /// Significant decimal digits that decide the rounding of any decimal
    /// number: at least as many as the exact expansion of any midpoint
    /// between neighbouring values, `odd · 2^(e - precision)`. Those with
    /// a negative exponent have at most the digits of
    /// `2^(precision + 1) · 5^(precision - min_exp)`, the others at most
    /// those of `2^(max_exp + 1)`. A number with more digits rounds as its
    /// first this many followed by a nonzero digit (no midpoint lies
    /// strictly between them).
    fn rounding_digits(&self) -> usize {
        let (p, min, max) = (f64::from(self.precision), f64::from(self.min_exp), f64::from(self.max_exp));
        let below = (p + 1.0) * std::f64::consts::LOG10_2 + (p - min) * (1.0 - std::f64::consts::LOG10_2);
        let above = (max + 1.0) * std::f64::consts::LOG10_2;
        below.max(above).ceil() as usize + 2
    }

    /// The exponent APFloat stores for NaN (`exponentNaN`).
    fn exponent_nan(&self) -> i32 {
        if self.non_finite == NonFinite::NanOnly {
            if self.nan_encoding == NanEncoding::NegativeZero {
                return self.min_exp - 1;
            }
            if self.signed {
                return self.max_exp;
            }
        }
        self.max_exp + 1
    }
}

/// The class of an unpacked value (`fltCategory`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Category {
    Zero,
    Infinity,
    NaN,
    Normal,
}

/// A value unpacked the way APFloat holds it: for `Normal`, the magnitude is
/// `significand * 2^(exponent - (precision - 1))`, where the significand has
/// its integer bit set unless the value is denormal (then `exponent` is the
/// minimum exponent). For `NaN` the significand holds the payload bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unpacked {
    category: Category,
    negative: bool,
    exponent: i32,
    significand: u128,
}

impl Unpacked {
    fn special(category: Category, negative: bool) -> Unpacked {
        Unpacked { category, negative, exponent: 0, significand: 0 }
    }

    /// `IEEEFloat::bitwiseIsEqual`.
    fn bitwise_eq(&self, other: &Unpacked) -> bool {
        if self.category != other.category || self.negative != other.negative {
            return false;
        }
        match self.category {
            Category::Zero | Category::Infinity => true,
            Category::NaN => self.significand == other.significand,
            Category::Normal => self.exponent == other.exponent && self.significand == other.significand,
        }
    }
}

// ---------------------------------------------------------------------------
// Bit patterns <-> unpacked values
// ---------------------------------------------------------------------------

/// Unpack a bit pattern (`IEEEFloat::initFromAPInt`).
fn decode(kind: FloatKind, bits: u128) -> Unpacked {
    let sem = kind.semantics();
    let bits = bits & kind.mask();
    match kind.layout() {
        Layout::ExponentOnly => {
            if bits == 0xFF {
                Unpacked { category: Category::NaN, negative: false, exponent: sem.exponent_nan(), significand: 1 }
            } else {
                Unpacked { category: Category::Normal, negative: false, exponent: bits as i32 - 127, significand: 1 }
            }
        }
        Layout::X87 => {
            let significand = bits & u128::from(u64::MAX);
            let biased = ((bits >> 64) & 0x7FFF) as i32;
            let negative = (bits >> 79) & 1 == 1;
            let integer_bit = significand >> 63 == 1;
            if biased == 0 && significand == 0 {
                Unpacked::special(Category::Zero, negative)
            } else if biased == 0x7FFF && significand == 1 << 63 {
                Unpacked::special(Category::Infinity, negative)
            } else if biased == 0x7FFF || (biased != 0 && !integer_bit) {
                Unpacked { category: Category::NaN, negative, exponent: sem.exponent_nan(), significand }
            } else {
                Unpacked {
                    category: Category::Normal,
                    negative,
                    exponent: if biased == 0 { -16382 } else { biased - 16383 },
                    significand,
                }
            }
        }
        Layout::Ieee => {
            let frac_bits = sem.precision - 1;
            let frac_mask = (1u128 << frac_bits) - 1;
            let exp_bits = sem.width - 1 - frac_bits;
            let bias = 1 - sem.min_exp;
            let frac = bits & frac_mask;
            let biased = ((bits >> frac_bits) & ((1u128 << exp_bits) - 1)) as i32;
            let negative = (bits >> (sem.width - 1)) & 1 == 1;
            let is_zero = biased == 0 && frac == 0;
            if sem.non_finite == NonFinite::Ieee && biased - bias == sem.max_exp + 1 && frac == 0 {
                return Unpacked::special(Category::Infinity, negative);
            }
            let is_nan = match (sem.non_finite, sem.nan_encoding) {
                (NonFinite::FiniteOnly, _) => false,
                (_, NanEncoding::Ieee) => biased - bias == sem.exponent_nan() && frac != 0,
                (_, NanEncoding::AllOnes) => biased - bias == sem.exponent_nan() && frac == frac_mask,
                (_, NanEncoding::NegativeZero) => is_zero && negative,
            };
            if is_nan {
                return Unpacked { category: Category::NaN, negative, exponent: sem.exponent_nan(), significand: frac };
            }
            if is_zero {
                return Unpacked::special(Category::Zero, negative);
            }
            if biased == 0 {
                Unpacked { category: Category::Normal, negative, exponent: sem.min_exp, significand: frac }
            } else {
                Unpacked {
                    category: Category::Normal,
                    negative,
                    exponent: biased - bias,
                    significand: frac | (1u128 << frac_bits),
                }
            }
        }
    }
}

/// Pack a value into its bit pattern (`IEEEFloat::bitcastToAPInt`).
///
/// Values a format cannot hold (an infinity of a finite-only format, ...) are
/// packed the way LLVM's release build does: with the exponent field
/// truncated to its width.
fn encode(kind: FloatKind, v: &Unpacked) -> u128 {
    let sem = kind.semantics();
    match kind.layout() {
        Layout::ExponentOnly => {
            let biased = match v.category {
                Category::NaN => 0xFF,
                Category::Normal => (v.exponent + 127) as u128 & 0xFF,
                Category::Zero => 0,
                Category::Infinity => (sem.max_exp + 1 + 127) as u128 & 0xFF,
            };
            biased | (u128::from(v.negative) << 7)
        }
        Layout::X87 => {
            let (biased, significand): (u128, u128) = match v.category {
                Category::Zero => (0, 0),
                Category::Infinity => (0x7FFF, 1 << 63),
                Category::NaN => (0x7FFF, v.significand),
                Category::Normal => {
                    let mut biased = (v.exponent + 16383) as u128;
                    if biased == 1 && v.significand >> 63 == 0 {
                        biased = 0;
                    }
                    (biased, v.significand)
                }
            };
            (u128::from(v.negative) << 79) | (biased << 64) | (significand & u128::from(u64::MAX))
        }
        Layout::Ieee => {
            let frac_bits = sem.precision - 1;
            let frac_mask = (1u128 << frac_bits) - 1;
            let exp_bits = sem.width - 1 - frac_bits;
            let exp_mask = (1u128 << exp_bits) - 1;
            let bias = 1 - sem.min_exp;
            let (biased, frac): (i64, u128) = match v.category {
                Category::Zero => (0, 0),
                Category::Infinity => (i64::from(sem.max_exp + 1 + bias), 0),
                Category::NaN => (i64::from(sem.exponent_nan() + bias), v.significand),
                Category::Normal => {
                    if v.significand >> frac_bits & 1 == 1 {
                        (i64::from(v.exponent + bias), v.significand)
                    } else {
                        (0, v.significand)
                    }
                }
            };
            (u128::from(v.negative) << (sem.width - 1))
                | ((biased as u128 & exp_mask) << frac_bits)
                | (frac & frac_mask)
        }
    }
}

// ---------------------------------------------------------------------------
// Rounding into a format
// ---------------------------------------------------------------------------

/// Zero of the given sign, canonicalised like APFloat does: the FNUZ formats
/// have no negative zero and f8E8M0FNU has no zero at all (its smallest
/// normal number takes its place).
fn make_zero(kind: FloatKind, negative: bool) -> Unpacked {
    let sem = kind.semantics();
    if !sem.has_zero {
        return Unpacked {
            category: Category::Normal,
            negative: false,
            exponent: sem.min_exp,
            significand: 1u128 << (sem.precision - 1),
        };
    }
    let negative = negative && sem.nan_encoding != NanEncoding::NegativeZero;
    Unpacked::special(Category::Zero, negative)
}

/// The default NaN of a format (`makeNaN(false, negative)`).
fn make_nan(kind: FloatKind, negative: bool) -> Unpacked {
    let sem = kind.semantics();
    let p = sem.precision;
    let (negative, significand) = match (sem.non_finite, sem.nan_encoding) {
        (NonFinite::NanOnly, NanEncoding::NegativeZero) => (true, 0),
        (NonFinite::NanOnly, _) => (negative && sem.signed, (1u128 << (p - 1)) - 1),
        _ => {
            let quiet = if p >= 2 { 1u128 << (p - 2) } else { 1 };
            let x87 = if kind == FloatKind::F80 { 1u128 << 63 } else { 0 };
            (negative, quiet | x87)
        }
    };
    Unpacked { category: Category::NaN, negative, exponent: sem.exponent_nan(), significand }
}

/// Overflow with round-to-nearest (`handleOverflow`): infinity, NaN for the
/// NaN-only formats, or the largest finite value for the finite-only ones.
fn overflow(kind: FloatKind, negative: bool) -> Unpacked {
    let sem = kind.semantics();
    match sem.non_finite {
        NonFinite::Ieee => Unpacked::special(Category::Infinity, negative),
        NonFinite::NanOnly => make_nan(kind, negative),
        NonFinite::FiniteOnly => Unpacked {
            category: Category::Normal,
            negative,
            exponent: sem.max_exp,
            significand: (1u128 << sem.precision) - 1,
        },
    }
}

/// Round `(m + f) * 2^e` to the nearest value of `kind` (ties to even), where
/// `0 <= f < 1` and `sticky` tells whether `f > 0`. When `sticky` is set, `m`
/// must have at least `precision + 2` significant bits.
fn round_to(kind: FloatKind, negative: bool, m: u128, e: i64, sticky: bool) -> Unpacked {
    let sem = kind.semantics();
    if m == 0 {
        return make_zero(kind, negative);
    }
    let p = i64::from(sem.precision);
    let top = e + i64::from(128 - m.leading_zeros()) - 1;
    let quantum = (top - (p - 1)).max(i64::from(sem.min_exp) - (p - 1));
    let shift = quantum - e;
    let mut significand = if shift <= 0 {
        m << (-shift)
    } else {
        let kept = if shift >= 128 { 0 } else { m >> shift };
        let half = shift <= 128 && (m >> (shift - 1)) & 1 == 1;
        let below_half = if shift > 128 { m } else { m & ((1u128 << (shift - 1)) - 1) };
        let rest = sticky || below_half != 0;
        if half && (rest || kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    let mut exponent = quantum + (p - 1);
    if significand >> p != 0 {
        significand >>= 1;
        exponent += 1;
    }
    if significand == 0 {
        return make_zero(kind, negative);
    }
    if exponent > i64::from(sem.max_exp) {
        return overflow(kind, negative);
    }
    if sem.non_finite == NonFinite::NanOnly
        && sem.nan_encoding == NanEncoding::AllOnes
        && p > 1
        && exponent == i64::from(sem.max_exp)
        && significand == (1u128 << p) - 1
    {
        return overflow(kind, negative);
    }
    Unpacked { category: Category::Normal, negative, exponent: exponent as i32, significand }
}

/// `IEEEFloat::convert` with round-to-nearest-even.
fn convert(from: FloatKind, v: &Unpacked, to: FloatKind) -> Unpacked {
    let fsem = from.semantics();
    let tsem = to.semantics();
    match v.category {
        Category::Normal => {
            let e = i64::from(v.exponent) - i64::from(fsem.precision) + 1;
            round_to(to, v.negative, v.significand, e, false)
        }
        Category::Zero => make_zero(to, v.negative),
        Category::Infinity => match tsem.non_finite {
            NonFinite::Ieee => Unpacked::special(Category::Infinity, v.negative),
            NonFinite::NanOnly => make_nan(to, v.negative),
            // LLVM keeps an unrepresentable infinity whose bit pattern is the
            // signed zero of these formats.
            NonFinite::FiniteOnly => Unpacked::special(Category::Zero, v.negative),
        },
        Category::NaN => {
            match tsem.non_finite {
                NonFinite::Ieee => {}
                NonFinite::NanOnly => return make_nan(to, v.negative),
                NonFinite::FiniteOnly => return Unpacked::special(Category::Zero, v.negative),
            }
            if fsem.nan_encoding == NanEncoding::NegativeZero {
                return make_nan(to, false);
            }
            let signaling = fsem.non_finite == NonFinite::Ieee
                && fsem.precision >= 2
                && (v.significand >> (fsem.precision - 2)) & 1 == 0;
            let shift = i64::from(tsem.precision) - i64::from(fsem.precision);
            let mut payload = if shift >= 0 { v.significand << shift } else { v.significand >> (-shift) };
            // Only the trailing significand (and x87's integer bit) is kept.
            payload &= (1u128 << (tsem.precision - 1)) - 1;
            // Quiet a signalling NaN; also never let a NaN turn into an
            // infinity pattern (f8E8M0FNU's NaN has no payload bits at all).
            if signaling || payload == 0 {
                payload |= 1u128 << (tsem.precision - 2);
            }
            if to == FloatKind::F80 {
                payload |= 1 << 63;
            }
            Unpacked {
                category: Category::NaN,
                negative: v.negative,
                exponent: tsem.exponent_nan(),
                significand: payload,
            }
        }
    }
}

// ---------------------------------------------------------------------------
// A minimal arbitrary-precision unsigned integer
// ---------------------------------------------------------------------------

/// `5^27`, the largest power of five that fits in a limb.
const FIVE_POW_27: u64 = 7_450_580_596_923_828_125;
/// `10^19`, the largest power of ten that fits in a limb.
const TEN_POW_19: u64 = 10_000_000_000_000_000_000;

/// Little-endian base-2^64 unsigned integer without leading zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Big {
    limbs: Vec<u64>,
}

impl Big {
    fn zero() -> Big {
        Big { limbs: Vec::new() }
    }

    fn from_u128(v: u128) -> Big {
        let mut r = Big { limbs: vec![v as u64, (v >> 64) as u64] };
        r.trim();
        r
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn bit_len(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => self.limbs.len() as u64 * 64 - u64::from(top.leading_zeros()),
        }
    }

    /// Whether any of the `n` least significant bits is set.
    fn any_bits_below(&self, n: u64) -> bool {
        let full = ((n / 64) as usize).min(self.limbs.len());
        if self.limbs[..full].iter().any(|&l| l != 0) {
            return true;
        }
        let rem = n % 64;
        full < self.limbs.len() && rem != 0 && self.limbs[full] & ((1u64 << rem) - 1) != 0
    }

    /// The value as `u128`; the caller guarantees it fits.
    fn to_u128(&self) -> u128 {
        debug_assert!(self.limbs.len() <= 2);
        self.limbs.iter().rev().fold(0u128, |acc, &l| (acc << 64) | u128::from(l))
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for limb in &mut self.limbs {
            let t = u128::from(*limb) * u128::from(m) + carry;
            *limb = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for limb in &mut self.limbs {
            if carry == 0 {
                return;
            }
            let (sum, overflow) = limb.overflowing_add(carry);
            *limb = sum;
            carry = u64::from(overflow);
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    /// Divide in place, returning the remainder.
    fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for limb in self.limbs.iter_mut().rev() {
            let t = (rem << 64) | u128::from(*limb);
            *limb = (t / u128::from(d)) as u64;
            rem = t % u128::from(d);
        }
        self.trim();
        rem as u64
    }

    fn shl(&self, n: u64) -> Big {
        if self.is_zero() {
            return Big::zero();
        }
        let words = (n / 64) as usize;
        let bits = (n % 64) as u32;
        let mut limbs = vec![0u64; words];
        if bits == 0 {
            limbs.extend_from_slice(&self.limbs);
        } else {
            let mut carry = 0u64;
            for &l in &self.limbs {
                limbs.push((l << bits) | carry);
                carry = l >> (64 - bits);
            }
            limbs.push(carry);
        }
        let mut r = Big { limbs };
        r.trim();
        r
    }

    fn shr(&self, n: u64) -> Big {
        let words = (n / 64) as usize;
        if words >= self.limbs.len() {
            return Big::zero();
        }
        let mut r = Big { limbs: self.limbs[words..].to_vec() };
        r.shr_small_in_place((n % 64) as u32);
        r
    }

    /// `self >>= bits` for `bits < 64`.
    fn shr_small_in_place(&mut self, bits: u32) {
        if bits == 0 {
            return;
        }
        let len = self.limbs.len();
        for i in 0..len {
            let hi = if i + 1 < len { self.limbs[i + 1] << (64 - bits) } else { 0 };
            self.limbs[i] = (self.limbs[i] >> bits) | hi;
        }
        self.trim();
    }

    fn cmp_big(&self, other: &Big) -> Ordering {
        self.limbs.len().cmp(&other.limbs.len()).then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }

    /// `self -= other`; requires `self >= other`.
    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = false;
        for (i, limb) in self.limbs.iter_mut().enumerate() {
            let o = other.limbs.get(i).copied().unwrap_or(0);
            if i >= other.limbs.len() && !borrow {
                break;
            }
            let (d1, b1) = limb.overflowing_sub(o);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *limb = d2;
            borrow = b1 || b2;
        }
        debug_assert!(!borrow);
        self.trim();
    }

    fn mul_big(&self, other: &Big) -> Big {
        if self.is_zero() || other.is_zero() {
            return Big::zero();
        }
        let mut limbs = vec![0u64; self.limbs.len() + other.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.limbs.iter().enumerate() {
                let t = u128::from(a) * u128::from(b) + u128::from(limbs[i + j]) + carry;
                limbs[i + j] = t as u64;
                carry = t >> 64;
            }
            limbs[i + other.limbs.len()] = carry as u64;
        }
        let mut r = Big { limbs };
        r.trim();
        r
    }

    /// `5^n`.
    fn pow5(n: u64) -> Big {
        let mut r = Big::from_u128(1);
        let mut left = n;
        while left >= 27 {
            r.mul_small(FIVE_POW_27);
            left -= 27;
        }
        r.mul_small(5u64.pow(left as u32));
        r
    }

    /// `10^n`.
    fn pow10(n: u64) -> Big {
        Big::pow5(n).shl(n)
    }

    /// `self * 10^n`.
    fn mul_pow10(&self, n: u64) -> Big {
        let mut r = self.clone();
        let mut left = n;
        while left >= 19 {
            r.mul_small(TEN_POW_19);
            left -= 19;
        }
        r.mul_small(10u64.pow(left as u32));
        r
    }

    /// `floor(a / b)` and whether the remainder is non-zero; `b` must be
    /// non-zero. Plain shift-and-subtract: the callers only ever need
    /// quotients of a few hundred bits.
    fn div_rem(a: &Big, b: &Big) -> (Big, bool) {
        if a.cmp_big(b) == Ordering::Less {
            return (Big::zero(), !a.is_zero());
        }
        let shift = a.bit_len() - b.bit_len();
        let mut rem = a.clone();
        let mut d = b.shl(shift);
        let mut q = Big { limbs: vec![0; (shift / 64) as usize + 1] };
        for i in (0..=shift).rev() {
            if rem.cmp_big(&d) != Ordering::Less {
                rem.sub_assign(&d);
                q.limbs[(i / 64) as usize] |= 1 << (i % 64);
            }
            d.shr_small_in_place(1);
        }
        q.trim();
        (q, !rem.is_zero())
    }

    /// Decimal digits, most significant first (`"0"` for zero).
    fn to_decimal(&self) -> Vec<u8> {
        let mut n = self.clone();
        let mut chunks = Vec::new();
        while !n.is_zero() {
            chunks.push(n.div_small(TEN_POW_19));
        }
        let mut out = Vec::new();
        match chunks.pop() {
            None => out.push(b'0'),
            Some(top) => out.extend_from_slice(top.to_string().as_bytes()),
        }
        for c in chunks.iter().rev() {
            out.extend_from_slice(format!("{c:019}").as_bytes());
        }
        out
    }

    /// Parse decimal ASCII digits (quadratic: callers bound the count).
    fn from_decimal(digits: &[u8]) -> Big {
        #[cfg(test)]
        tests::LONGEST_CONVERSION.with(|l| l.set(l.get().max(digits.len())));
        let mut r = Big::zero();
        for chunk in digits.chunks(19) {
            let v = chunk.iter().fold(0u64, |acc, &d| acc * 10 + u64::from(d - b'0'));
            r.mul_small(10u64.pow(chunk.len() as u32));
            r.add_small(v);
        }
        r
    }
}

// ---------------------------------------------------------------------------
// Decimal -> binary (APFloat::convertFromString for decimal strings)
// ---------------------------------------------------------------------------

/// Significant bits kept when reducing an exact big value before rounding;
/// at least `precision + 2` for every supported format.
const WORK_BITS: u64 = 120;

/// Correctly round `digits * 10^exp10` into `kind`; `digits` are ASCII decimal
/// digits without leading zeros.
fn decimal_significant(kind: FloatKind, negative: bool, digits: &[u8], exp10: i64) -> Unpacked {
    // Value lies in [10^norm, 10^(norm+1)).
    let norm = exp10.saturating_add(digits.len() as i64 - 1);
    if norm > 5000 {
        return overflow(kind, negative);
    }
    if norm < -5000 {
        // Far below half of the smallest denormal of every format.
        return make_zero(kind, negative);
    }
    let d = Big::from_decimal(digits);
    let (q, e, sticky) = if exp10 >= 0 {
        (d.mul_pow10(exp10 as u64), 0i64, false)
    } else {
        let b = Big::pow10((-exp10) as u64);
        let s = (WORK_BITS + 1 + b.bit_len()).saturating_sub(d.bit_len());
        let (q, rem) = Big::div_rem(&d.shl(s), &b);
        (q, -(s as i64), rem)
    };
    let len = q.bit_len();
    if len <= WORK_BITS {
        return round_to(kind, negative, q.to_u128(), e, sticky);
    }
    let cut = len - WORK_BITS;
    let m = q.shr(cut).to_u128();
    let sticky = sticky || q.any_bits_below(cut);
    round_to(kind, negative, m, e + cut as i64, sticky)
}

/// A decimal number split into its digits and a power of ten.
struct DecimalText<'a> {
    negative: bool,
    int_part: &'a [u8],
    frac_part: &'a [u8],
    exp10: i64,
}

/// Split `digits[.digits*][(e|E)[+-]?digits]`, with an optional leading sign
/// when `allow_sign` (the form of APFloat's own output).
fn split_decimal(text: &str, allow_sign: bool) -> Result<DecimalText<'_>, String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut negative = false;
    if allow_sign && i < bytes.len() && (bytes[i] == b'-' || bytes[i] == b'+') {
        negative = bytes[i] == b'-';
        i += 1;
    }
    let int_start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    let int_part = &bytes[int_start..i];
    if int_part.is_empty() {
        return Err(format!("invalid float literal '{text}': expected digits"));
    }
    let mut frac_part: &[u8] = &[];
    if i < bytes.len() && bytes[i] == b'.' {
        i += 1;
        let frac_start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        frac_part = &bytes[frac_start..i];
    }
    let mut exp10 = 0i64;
    if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
        i += 1;
        let mut exp_negative = false;
        if i < bytes.len() && (bytes[i] == b'-' || bytes[i] == b'+') {
            exp_negative = bytes[i] == b'-';
            i += 1;
        }
        let exp_start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            // Saturate: anything this large over- or underflows every format.
            exp10 = (exp10 * 10 + i64::from(bytes[i] - b'0')).min(1_000_000_000);
            i += 1;
        }
        if i == exp_start {
            return Err(format!("invalid float literal '{text}': exponent has no digits"));
        }
        if exp_negative {
            exp10 = -exp10;
        }
    }
    if i != bytes.len() {
        return Err(format!("invalid float literal '{text}': unexpected character"));
    }
    Ok(DecimalText { negative, int_part, frac_part, exp10 })
}

/// `APFloat(semantics, text)`: parse a decimal string directly in `kind`
/// with correct rounding (used for MLIR's printer round-trip check).
fn parse_exact(kind: FloatKind, text: &str) -> Result<Unpacked, String> {
    let t = split_decimal(text, true)?;
    Ok(decimal_parts_to_unpacked(kind, &t))
}

fn decimal_parts_to_unpacked(kind: FloatKind, t: &DecimalText<'_>) -> Unpacked {
    let mut digits = Vec::with_capacity(t.int_part.len() + t.frac_part.len());
    digits.extend_from_slice(t.int_part);
    digits.extend_from_slice(t.frac_part);
    let exp10 = t.exp10 - t.frac_part.len() as i64;
    let Some(start) = digits.iter().position(|&d| d != b'0') else {
        return make_zero(kind, t.negative);
    };
    let end = digits.iter().rposition(|&d| d != b'0').map_or(start, |p| p + 1);
    let exp10 = exp10 + (digits.len() - end) as i64;
    let keep = kind.semantics().rounding_digits();
    if end - start > keep {
        // The digits beyond `keep` only tell that the value lies strictly
        // above its first `keep` digits: one nonzero digit in their place
        // rounds the same, and the conversion stays bounded.
        let dropped = (end - start - keep) as i64;
        digits.truncate(start + keep);
        digits.push(b'1');
        return decimal_significant(kind, t.negative, &digits[start..], exp10 + dropped - 1);
    }
    decimal_significant(kind, t.negative, &digits[start..end], exp10)
}

// ---------------------------------------------------------------------------
// Binary -> decimal (APFloat::toString)
// ---------------------------------------------------------------------------

/// `IEEEFloat::toString` of a zero.
fn zero_to_string(negative: bool, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if max_padding != 0 {
        out.push('0');
    } else if truncate_zero {
        out.push_str("0.0E+0");
    } else {
        out.push_str("0.0");
        for _ in 1..format_precision {
            out.push('0');
        }
        out.push_str("e+00");
    }
    out
}

/// The exact decimal expansion `n * 10^exp10` of a finite non-zero value,
/// computed once and shared by the two `toString` calls of the printer.
struct Expansion {
    negative: bool,
    /// Precision of the format, in bits.
    precision: u32,
    /// The significand without its trailing binary zeros.
    odd: u128,
    /// `odd * 2^e` for a binary exponent `e >= 0`, or `odd * 5^-e` for `e < 0`.
    n: Big,
    /// `min(e, 0)`.
    exp10: i64,
}

impl Expansion {
    fn new(kind: FloatKind, v: &Unpacked) -> Expansion {
        let precision = kind.semantics().precision;
        let tz = v.significand.trailing_zeros();
        let odd = v.significand >> tz;
        let e = i64::from(v.exponent) - (i64::from(precision) - 1) + i64::from(tz);
        let (n, exp10) = if e >= 0 {
            (Big::from_u128(odd).shl(e as u64), 0)
        } else {
            (Big::pow5((-e) as u64).mul_big(&Big::from_u128(odd)), e)
        };
        Expansion { negative: v.negative, precision, odd, n, exp10 }
    }

    /// The decimal digits (most significant first, without trailing zeros)
    /// and the power of ten of the last one, reduced to at most `fp` digits
    /// the way APFloat does it: first drop a bit-count estimate of digits by
    /// truncation, then round half up on the first dropped digit.
    fn digits(&self, fp: usize) -> (Vec<u8>, i64) {
        let mut exp = self.exp10;
        let bits = self.n.bit_len();
        let bits_required = (fp as u64 * 196).div_ceil(59);
        let mut reduced = None;
        if bits > bits_required {
            let tens = (bits - bits_required) * 59 / 196;
            if tens > 0 {
                exp += tens as i64;
                // floor(n / 10^tens); with n = odd * 5^T this is
                // (odd * 5^(T - tens)) >> tens, avoiding a long division.
                let five_pow = self.exp10.unsigned_abs();
                reduced = Some(if tens <= five_pow {
                    Big::pow5(five_pow - tens).mul_big(&Big::from_u128(self.odd)).shr(tens)
                } else {
                    Big::div_rem(&self.n.shr(tens), &Big::pow5(tens)).0
                });
            }
        }
        let mut digits = reduced.as_ref().unwrap_or(&self.n).to_decimal();
        while digits.last() == Some(&b'0') {
            digits.pop();
            exp += 1;
        }

        let count = digits.len();
        if count > fp {
            // Number of leading digits that survive.
            let mut end = fp;
            if digits[fp] < b'5' {
                while end > 0 && digits[end - 1] == b'0' {
                    end -= 1;
                }
            } else {
                while end > 0 && digits[end - 1] == b'9' {
                    end -= 1;
                }
                if end > 0 {
                    digits[end - 1] += 1;
                }
            }
            if end == 0 {
                // Carried out of every digit: 99..9 became 10..0.
                digits = vec![b'1'];
                exp += count as i64;
            } else {
                digits.truncate(end);
                exp += (count - end) as i64;
            }
        }
        (digits, exp)
    }

    /// `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
    fn to_string(&self, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
        // Zero means enough digits to round-trip (Steele & White).
        let fp = if format_precision == 0 { 2 + self.precision * 59 / 196 } else { format_precision };
        let (digits, exp) = self.digits(fp as usize);
        let mut out = String::new();
        if self.negative {
            out.push('-');
        }
        let nd = digits.len() as i64;
        let fp = i64::from(fp);
        let max_padding = i64::from(max_padding);
        let scientific = if max_padding == 0 {
            true
        } else if exp >= 0 {
            exp > max_padding || nd + exp > fp
        } else {
            let msd = exp + nd - 1;
            msd < 0 && -msd > max_padding
        };
        let push_digits = |out: &mut String, ds: &[u8]| out.extend(ds.iter().map(|&d| d as char));

        if scientific {
            let e = exp + nd - 1;
            out.push(digits[0] as char);
            out.push('.');
            if nd == 1 && truncate_zero {
                out.push('0');
            } else {
                push_digits(&mut out, &digits[1..]);
            }
            if !truncate_zero {
                for _ in nd - 1..fp {
                    out.push('0');
                }
            }
            out.push(if truncate_zero { 'E' } else { 'e' });
            out.push(if e >= 0 { '+' } else { '-' });
            let magnitude = e.unsigned_abs().to_string();
            if !truncate_zero && magnitude.len() < 2 {
                out.push('0');
            }
            out.push_str(&magnitude);
        } else if exp >= 0 {
            push_digits(&mut out, &digits);
            for _ in 0..exp {
                out.push('0');
            }
        } else if exp + nd > 0 {
            let whole = (exp + nd) as usize;
            push_digits(&mut out, &digits[..whole]);
            out.push('.');
            push_digits(&mut out, &digits[whole..]);
        } else {
            out.push_str("0.");
            for _ in 0..-(exp + nd) {
                out.push('0');
            }
            push_digits(&mut out, &digits);
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/// MLIR's `printFloatValue`: the exact text `mlir-opt` prints for a float
/// attribute value of this kind.
///
/// Finite values print as `1.000000e-01` when six significant digits
/// round-trip, otherwise in APFloat's default form (`0.100000000000000005551`,
/// `1.00000012E+10`) when that contains a `.`; NaN, infinities and the
/// remaining values print as the hexadecimal bit pattern (`0x7FC00000`).
/// Bits above the kind's width are ignored.
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let v = decode(kind, bits);
    let expansion = match v.category {
        Category::Normal => Some(Expansion::new(kind, &v)),
        Category::Zero => None,
        Category::NaN | Category::Infinity => return format!("0x{:X}", encode(kind, &v)),
    };
    let to_string = |precision, padding, truncate_zero| match &expansion {
        Some(e) => e.to_string(precision, padding, truncate_zero),
        None => zero_to_string(v.negative, precision, padding, truncate_zero),
    };
    let short = to_string(6, 0, false);
    if parse_exact(kind, &short).is_ok_and(|back| back.bitwise_eq(&v)) {
        return short;
    }
    let long = to_string(0, 3, true);
    if long.contains('.') {
        return long;
    }
    format!("0x{:X}", encode(kind, &v))
}

/// Parse a decimal float literal the way MLIR's parser does and return the bit
/// pattern of `kind`.
///
/// `text` is the unsigned literal (`1.5`, `2.0e-3`, `1.`, `1.5E+3`; a plain
/// integer such as `3` is accepted too, although MLIR's parser rejects decimal
/// integer literals for float types); `negative` is set when a `-` preceded it.
/// As in MLIR the text is first rounded to an IEEE double (nearest, ties to
/// even), negated if requested, and then converted to `kind` with
/// round-to-nearest-even, so wide kinds only get double precision.
/// Out-of-range values do not fail, matching MLIR (whose "floating point value
/// too large" diagnostic cannot trigger for well-formed literals): they become
/// infinity, NaN for the NaN-only formats, the largest finite value for
/// finite-only formats (if the double itself is finite), or zero (the smallest
/// value for f8E8M0FNU, which has no zero).
///
/// # Errors
///
/// A diagnostic with the message (at no location: the caller knows where
/// the literal is), for:
/// - malformed text (anything but `digits[.digits][(e|E)[+|-]digits]`);
/// - a literal that overflows `f64` for a finite-only kind (f6E2M3FN,
///   f6E3M2FN, f4E2M1FN): LLVM produces an infinity these formats cannot
///   hold and `mlir-opt` prints garbage (`0x0`);
/// - a negative value for the unsigned f8E8M0FNU that does not underflow:
///   `mlir-opt` accepts it and prints an impossible negative value
///   (`-2.000000e+00`).
pub fn parse_decimal(kind: FloatKind, text: &str, negative: bool) -> Result<u128, Diagnostic> {
    decimal_bits(kind, text, negative).map_err(|message| Diagnostic::error(Location::UNKNOWN, message))
}

fn decimal_bits(kind: FloatKind, text: &str, negative: bool) -> Result<u128, String> {
    let t = split_decimal(text, false)?;
    let double = decimal_parts_to_unpacked(FloatKind::F64, &t);
    let double = Unpacked { negative: negative != double.negative, ..double };
    let sem = kind.semantics();
    if double.category == Category::Infinity && sem.non_finite == NonFinite::FiniteOnly {
        return Err(format!("floating point value too large for '{}'", kind.keyword()));
    }
    let result = convert(FloatKind::F64, &double, kind);
    if !sem.signed && result.negative {
        return Err(format!("negative value cannot be represented by '{}'", kind.keyword()));
    }
    Ok(encode(kind, &result))
}

/// Interpret a hexadecimal integer literal as the bit pattern of `kind`, as
/// MLIR allows for float attributes (`0x7FC00000 : f32`). The `0x`/`0X` prefix
/// is optional; leading zeros are allowed.
///
/// # Errors
///
/// A diagnostic (at no location) for a missing or non-hexadecimal digit, or a value that needs more bits than
/// the kind's width (MLIR: "hexadecimal float constant out of range for
/// type"). MLIR also rejects a `-` in front of a hexadecimal float literal;
/// that is the caller's business.
pub fn from_hex_bits(kind: FloatKind, hex_digits: &str) -> Result<u128, Diagnostic> {
    hex_bits(kind, hex_digits).map_err(|message| Diagnostic::error(Location::UNKNOWN, message))
}

fn hex_bits(kind: FloatKind, hex_digits: &str) -> Result<u128, String> {
    let digits = hex_digits.strip_prefix("0x").or_else(|| hex_digits.strip_prefix("0X")).unwrap_or(hex_digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("invalid hexadecimal literal '{hex_digits}'"));
    }
    let significant = digits.trim_start_matches('0');
    let out_of_range = || "hexadecimal float constant out of range for type".to_string();
    if significant.len() > 32 {
        return Err(out_of_range());
    }
    let value =
        if significant.is_empty() { 0 } else { u128::from_str_radix(significant, 16).map_err(|e| e.to_string())? };
    if value & !kind.mask() != 0 {
        return Err(out_of_range());
    }
    Ok(value)
}

/// `APFloat::isNaN`.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    decode(kind, bits).category == Category::NaN
}

/// `APFloat::isZero` (either sign).
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    decode(kind, bits).category == Category::Zero
}

/// `APFloat::isInfinity`.
pub fn is_infinite(kind: FloatKind, bits: u128) -> bool {
    decode(kind, bits).category == Category::Infinity
}

/// `APFloat::isNormal`: finite, not zero and not denormal in `kind`'s own
/// semantics (for the classification folders, which cannot ask `f64`).
pub fn is_normal(kind: FloatKind, bits: u128) -> bool {
    let v = decode(kind, bits);
    v.category == Category::Normal && v.significand >> (kind.semantics().precision - 1) & 1 == 1
}

/// The value of a bit pattern as the nearest `f64` (ties to even), for
/// constant folding. Exact for every kind except `f80` and `f128`, whose
/// values are rounded (overflowing to infinity, underflowing to zero). NaN
/// stays NaN, with the payload handled like `APFloat::convert` (signalling
/// NaNs become quiet); for `F64` the bits are returned unchanged.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    if kind == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    let v = decode(kind, bits);
    let d = convert(kind, &v, FloatKind::F64);
    f64::from_bits(encode(FloatKind::F64, &d) as u64)
}

/// Round an `f64` to `kind` (ties to even), like `APFloat::convert`.
///
/// Overflow gives infinity, NaN for the NaN-only formats (FN, FNUZ,
/// f8E8M0FNU), or the largest finite value for the finite-only formats.
/// Values those formats cannot hold at all are mapped as follows: infinity and
/// NaN into a finite-only format give the (signed) zero pattern (for
/// infinity, that is the bit pattern LLVM's `bitcastToAPInt` produces);
/// negative non-zero values for the unsigned f8E8M0FNU give its NaN (`0xFF`).
/// NaN payloads follow `APFloat::convert` (signalling NaNs become quiet);
/// for `F64` the bits are returned unchanged.
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    if kind == FloatKind::F64 {
        return u128::from(v.to_bits());
    }
    let d = decode(FloatKind::F64, u128::from(v.to_bits()));
    let r = convert(FloatKind::F64, &d, kind);
    if !kind.semantics().signed && r.negative {
        return encode(kind, &make_nan(kind, false));
    }
    encode(kind, &r)
}

/// The bit pattern of `kind` nearest to the integer `v` (read as signed
/// when `signed`), ties to even, as `APFloat::convertFromAPInt` gives it:
/// one rounding from the exact integer, at any width; overflow gives what
/// [`from_f64`] gives for it.
pub fn from_int(kind: FloatKind, v: &ApInt, signed: bool) -> u128 {
    let negative = signed && v.is_negative();
    let magnitude = v.with_sign(negative);
    // 126 bits are more than any precision + 2: the bits below them only
    // tell whether the value lies above what they hold (sticky).
    let shift = magnitude.active_bits().saturating_sub(126);
    let m = magnitude.lshr(shift).low_u128();
    let sticky = shift > 0 && !magnitude.trunc(shift).is_zero();
    let r = round_to(kind, negative, m, i64::from(shift), sticky);
    if !kind.semantics().signed && r.negative {
        return encode(kind, &make_nan(kind, false));
    }
    encode(kind, &r)
}

/// The value of a bit pattern rounded toward zero to an integer of `width`
/// bits, signed or not, as `APFloat::convertToInteger` gives it; `None`
/// where it reports an invalid operation: NaN, an infinity, or a value
/// that does not fit (a negative one for `unsigned`, unless it truncates
/// to zero).
pub fn to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<ApInt> {
    let v = decode(kind, bits);
    match v.category {
        Category::Zero => return Some(ApInt::zero(width)),
        Category::NaN | Category::Infinity => return None,
        Category::Normal => {}
    }
    // The magnitude is `significand · 2^shift`, truncated.
    let shift = i64::from(v.exponent) - i64::from(kind.semantics().precision) + 1;
    let int_bits = (i64::from(128 - v.significand.leading_zeros()) + shift).max(0);
    if int_bits > i64::from(width) {
        return None;
    }
    let magnitude = if shift >= 0 {
        ApInt::from_u128(width, v.significand).shl(shift as u32)
    } else {
        ApInt::from_u128(width, v.significand.checked_shr((-shift) as u32).unwrap_or(0))
    };
    let fits = match (signed, v.negative) {
        (false, false) => true,
        (false, true) => magnitude.is_zero(),
        (true, false) => !magnitude.is_negative(),
        (true, true) => !magnitude.is_negative() || magnitude.is_signed_min(),
    };
    fits.then(|| magnitude.with_sign(v.negative))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Integer conversions round once from the exact value, at any width,
    /// and agree with `f64`'s own conversions where those are exact.
    #[test]
    fn integer_conversions() {
        let f64_of = |v: &ApInt, signed| f64::from_bits(from_int(FloatKind::F64, v, signed) as u64);
        for x in [0i128, 1, -1, 3, -7, 1 << 53, (1 << 53) + 1, (1 << 54) + 3, i64::MAX as i128, i128::MIN, i128::MAX] {
            assert_eq!(f64_of(&ApInt::from_i128(128, x), true), x as f64, "{x}");
            assert_eq!(f64_of(&ApInt::from_i128(200, x), true), x as f64, "{x} at 200 bits");
            assert_eq!(f64_of(&ApInt::from_i128(128, x), false), x as u128 as f64, "{x} unsigned");
        }
        // 2^200 + 2^147 + 1: above the midpoint by the lowest bit only.
        let v = ApInt::one(256).shl(200).add(&ApInt::one(256).shl(147)).add(&ApInt::one(256));
        assert_eq!(f64_of(&v, false), 2f64.powi(200) + 2f64.powi(148));
        assert_eq!(f64_of(&ApInt::one(256).shl(200).add(&ApInt::one(256).shl(147)), false), 2f64.powi(200));
        assert!(f64_of(&ApInt::all_ones(1100), false).is_infinite());
        assert_eq!(from_int(FloatKind::F32, &ApInt::all_ones(128), false), u128::from(f32::INFINITY.to_bits()));
        assert_eq!(from_int(FloatKind::F16, &ApInt::from_u128(32, 65520), false), 0x7C00);
        let to = |v: f64, w, s| to_int(FloatKind::F64, u128::from(v.to_bits()), w, s);
        assert_eq!(to(-0.5, 8, false), Some(ApInt::zero(8)));
        assert_eq!(to(-1.5, 8, false), None);
        assert_eq!(to(-128.9, 8, true), Some(ApInt::from_i128(8, -128)));
        assert_eq!(to(128.0, 8, true), None);
        assert_eq!(to(255.9, 8, false), Some(ApInt::from_u128(8, 255)));
        assert_eq!(to(256.0, 8, false), None);
        assert_eq!(to(-1.0, 1, true), Some(ApInt::all_ones(1)));
        assert_eq!(to(2f64.powi(200), 256, true), Some(ApInt::one(256).shl(200)));
        assert_eq!(to(-(2f64.powi(255)), 256, true), Some(ApInt::signed_min(256)));
        assert_eq!(to(2f64.powi(255), 256, true), None);
        assert_eq!(to(f64::NAN, 64, true), None);
        assert_eq!(to(f64::INFINITY, 2000, false), None);
    }

    thread_local! {
        /// The most digits one `Big::from_decimal` of this thread was given.
        pub(super) static LONGEST_CONVERSION: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// Digits enough to round any decimal number: for every kind, at least
    /// the exact digits of the midpoints of most digits.
    #[test]
    fn rounding_digits_cover_every_midpoint() {
        for kind in FloatKind::ALL {
            let sem = kind.semantics();
            let p = u64::from(sem.precision);
            let k = (i64::from(sem.precision) - i64::from(sem.min_exp)) as u64;
            let below = Big::pow5(k).shl(p + 1).to_decimal().len();
            let above = Big::from_u128(1).shl(sem.max_exp as u64 + 1).to_decimal().len();
            let have = sem.rounding_digits();
            assert!(have >= below && have >= above, "{kind:?}: {have} digits, midpoints need {below} and {above}");
            assert!(have <= below.max(above) + 4, "{kind:?}: {have} digits, far more than needed");
        }
    }

    /// Literals of a million digits round correctly where only the last
    /// digit decides (just above or below a midpoint, the smallest
    /// subnormal's half included), and convert a bounded number of digits.
    #[test]
    fn long_decimal_literals_round_exactly_in_bounded_work() {
        let pad = "0".repeat(1_000_000);
        let nines = "9".repeat(1_000_000);
        // 1 + 2^-53, halfway between 1.0 and the next double.
        let half = "1.00000000000000011102230246251565404236316680908203125";
        // 2^-1075, half the smallest subnormal.
        let tiny = {
            let digits = Big::pow5(1075).to_decimal();
            format!("0.{}{}", "0".repeat(1075 - digits.len()), String::from_utf8(digits).unwrap())
        };
        let cases = [
            (half.to_string(), 0x3FF0_0000_0000_0000u128),
            (format!("{half}{pad}1"), 0x3FF0_0000_0000_0001),
            (format!("{}4{nines}", &half[..half.len() - 1]), 0x3FF0_0000_0000_0000),
            (tiny.clone(), 0),
            (format!("{tiny}{pad}1"), 1),
            (format!("{}4{nines}", &tiny[..tiny.len() - 1]), 0),
            (format!("{nines}.0e-1000000"), 0x3FF0_0000_0000_0000),
        ];
        for (text, bits) in cases {
            LONGEST_CONVERSION.with(|l| l.set(0));
            assert_eq!(decimal_bits(FloatKind::F64, &text, false), Ok(bits), "{}...", &text[..60.min(text.len())]);
            let longest = LONGEST_CONVERSION.with(|l| l.get());
            assert!(longest <= FloatKind::F64.semantics().rounding_digits() + 1, "converted {longest} digits");
        }
    }

    /// Parse a literal as MLIR's attribute parser would (hex bit pattern, or a
    /// decimal with an optional leading minus) and print it back.
    fn parse_and_print(kind: FloatKind, literal: &str) -> Result<String, String> {
        let bits = if let Some(hex) = literal.strip_prefix("0x") {
            hex_bits(kind, hex)?
        } else if let Some(abs) = literal.strip_prefix('-') {
            decimal_bits(kind, abs, true)?
        } else {
            decimal_bits(kind, literal, false)?
        };
        Ok(format_float(kind, bits))
    }

    #[test]
    fn matches_mlir_opt_table() {
        let mut count = 0;
        let mut failures = Vec::new();
        for line in MLIR_CASES.lines().filter(|l| !l.trim().is_empty()) {
            let fields: Vec<&str> = line.split(' ').collect();
            let [keyword, literal, expected] = fields[..] else {
                panic!("bad table line {line:?}");
            };
            let kind = FloatKind::from_keyword(keyword).expect(keyword);
            let got = parse_and_print(kind, literal);
            if got.as_deref() != Ok(expected) {
                failures.push(format!("{keyword} {literal}: want {expected}, got {got:?}"));
            }
            count += 1;
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(count > 1500, "table has only {count} cases");
    }

    #[test]
    fn matches_mlir_opt_for_every_small_pattern() {
        let mut kind = None;
        let mut bits = 0u128;
        let mut failures = Vec::new();
        let mut kinds_seen = 0;
        for line in MLIR_EXHAUSTIVE.lines().filter(|l| !l.trim().is_empty()) {
            if let Some(keyword) = line.strip_prefix("= ") {
                if let Some(k) = kind {
                    assert_eq!(bits, 1u128 << FloatKind::bit_width(k), "{k:?}");
                }
                kind = Some(FloatKind::from_keyword(keyword).expect(keyword));
                kinds_seen += 1;
                bits = 0;
                continue;
            }
            let k = kind.expect("pattern list without a kind header");
            for expected in line.split(' ') {
                let got = format_float(k, bits);
                if got != expected {
                    failures.push(format!("{k:?} 0x{bits:X}: want {expected}, got {got}"));
                }
                bits += 1;
            }
        }
        assert_eq!(kinds_seen, 11);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// xorshift64* pseudo-random numbers.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn bits(&mut self, width: u32) -> u128 {
            let v = (u128::from(self.next()) << 64) | u128::from(self.next());
            if width >= 128 {
                v
            } else {
                v & ((1u128 << width) - 1)
            }
        }

        /// A random pattern, often with trailing zero bits or a small exponent
        /// so that short decimal forms and extreme values are both common.
        fn pattern(&mut self, kind: FloatKind) -> u128 {
            let width = kind.bit_width();
            let mut b = self.bits(width);
            match self.next() % 4 {
                0 => b &= !((1u128 << (self.next() % 40)) - 1),
                1 if kind == FloatKind::F80 => b |= 1 << 63,
                _ => {}
            }
            b
        }
    }

    /// The pattern `format_float` prints in hexadecimal for `bits`.
    fn canonical(kind: FloatKind, bits: u128) -> u128 {
        encode(kind, &decode(kind, bits))
    }

    #[test]
    fn printed_text_round_trips_through_the_parser() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for kind in FloatKind::ALL {
            let samples = if kind.bit_width() <= 8 { 300 } else { 1500 };
            for _ in 0..samples {
                let bits = rng.pattern(kind);
                let text = format_float(kind, bits);
                if let Some(hex) = text.strip_prefix("0x") {
                    assert_eq!(hex_bits(kind, hex), Ok(canonical(kind, bits)), "{text}");
                    continue;
                }
                // The printer's own check: the text reads back exactly in the
                // type's semantics.
                let exact = parse_exact(kind, &text).unwrap();
                assert!(exact.bitwise_eq(&decode(kind, bits)), "{kind:?} {text}");
                // MLIR's parser goes through f64, which is lossless for every
                // kind narrower than f64.
                if !matches!(kind, FloatKind::F80 | FloatKind::F128) {
                    let (abs, negative) = match text.strip_prefix('-') {
                        Some(abs) => (abs, true),
                        None => (text.as_str(), false),
                    };
                    let back = decimal_bits(kind, abs, negative).unwrap();
                    assert_eq!(back, bits & kind.mask(), "{kind:?} {text}");
                }
            }
        }
    }

    #[test]
    fn wide_kinds_round_trip_values_exact_in_f64() {
        let mut rng = Rng(12345);
        for kind in [FloatKind::F80, FloatKind::F128] {
            for _ in 0..1000 {
                let v = f64::from_bits(rng.next());
                if !v.is_finite() {
                    continue;
                }
                let bits = from_f64(kind, v);
                assert_eq!(to_f64(kind, bits).to_bits(), v.to_bits());
                let text = format_float(kind, bits);
                let back = if let Some(hex) = text.strip_prefix("0x") {
                    hex_bits(kind, hex)
                } else if let Some(abs) = text.strip_prefix('-') {
                    decimal_bits(kind, abs, true)
                } else {
                    decimal_bits(kind, &text, false)
                };
                assert_eq!(back, Ok(bits), "{text}");
            }
        }
    }

    #[test]
    fn f64_and_f32_conversions_agree_with_the_host() {
        let mut rng = Rng(777);
        for _ in 0..20000 {
            let d = f64::from_bits(rng.next());
            assert_eq!(from_f64(FloatKind::F64, d), u128::from(d.to_bits()));
            if d.is_nan() {
                continue;
            }
            assert_eq!(from_f64(FloatKind::F32, d), u128::from((d as f32).to_bits()), "{d:e}");
            let f = f32::from_bits(rng.next() as u32);
            if !f.is_nan() {
                assert_eq!(to_f64(FloatKind::F32, u128::from(f.to_bits())).to_bits(), f64::from(f).to_bits());
            }
        }
        // Decimal parsing to f64 agrees with Rust's correctly rounded parser.
        for _ in 0..5000 {
            let mantissa = rng.next() % 100_000_000_000_000_000;
            let exp = (rng.next() % 700) as i64 - 350;
            let text = format!("{mantissa}.5e{exp}");
            let want: f64 = text.parse().unwrap();
            assert_eq!(decimal_bits(FloatKind::F64, &text, false), Ok(u128::from(want.to_bits())), "{text}");
        }
    }

    #[test]
    fn narrow_kinds_convert_exactly_to_f64_and_back() {
        for kind in FloatKind::ALL {
            if kind.bit_width() > 19 {
                continue;
            }
            for bits in 0..(1u128 << kind.bit_width()) {
                let v = decode(kind, bits);
                let d = to_f64(kind, bits);
                match v.category {
                    Category::NaN => assert!(d.is_nan()),
                    _ => assert_eq!(from_f64(kind, d), canonical(kind, bits), "{kind:?} {d}"),
                }
            }
        }
    }

    #[test]
    fn special_conversions() {
        // f64 overflow is not an error: infinity, NaN or saturation.
        assert_eq!(decimal_bits(FloatKind::F32, "1.0e39", false), Ok(0x7F80_0000));
        assert_eq!(decimal_bits(FloatKind::F64, "1.0e400", true), Ok(0xFFF0 << 48));
        assert_eq!(decimal_bits(FloatKind::F8E4M3FN, "1.0e5", false), Ok(0x7F));
        assert_eq!(decimal_bits(FloatKind::F8E5M2FNUZ, "1.0e5", true), Ok(0x80));
        assert_eq!(decimal_bits(FloatKind::F8E8M0FNU, "1.0e400", false), Ok(0xFF));
        assert_eq!(decimal_bits(FloatKind::F4E2M1FN, "1.0e10", false), Ok(0x7));
        assert!(decimal_bits(FloatKind::F4E2M1FN, "1.0e400", false).is_err());
        // Underflow gives zero; the FNUZ kinds have no negative zero and
        // f8E8M0FNU has no zero at all.
        assert_eq!(decimal_bits(FloatKind::F32, "1.0e-400", true), Ok(0x8000_0000));
        assert_eq!(decimal_bits(FloatKind::F8E4M3FNUZ, "0.0", true), Ok(0));
        assert_eq!(decimal_bits(FloatKind::F8E8M0FNU, "0.0", true), Ok(0));
        assert!(decimal_bits(FloatKind::F8E8M0FNU, "1.0", true).is_err());
        assert!(decimal_bits(FloatKind::F8E8M0FNU, "3.0e-39", true).is_err());
        // mlir-opt: `-1.0e-50` -> 5.877470e-39, `-1.0e400` -> 0xFF.
        assert_eq!(decimal_bits(FloatKind::F8E8M0FNU, "1.0e-50", true), Ok(0));
        assert_eq!(decimal_bits(FloatKind::F8E8M0FNU, "1.0e400", true), Ok(0xFF));
        assert_eq!(from_f64(FloatKind::F8E8M0FNU, -1.0), 0xFF);
        // Double rounding through f64, exactly like mlir-opt.
        let halfway_plus = "1.00000005960464477539062500001";
        assert_eq!(decimal_bits(FloatKind::F32, halfway_plus, false), Ok(0x3F80_0000));
        assert_eq!(parse_exact(FloatKind::F32, halfway_plus).map(|v| encode(FloatKind::F32, &v)), Ok(0x3F80_0001));
        // Infinity and NaN into finite-only kinds give LLVM's (zero) pattern.
        assert_eq!(from_f64(FloatKind::F4E2M1FN, f64::NEG_INFINITY), 0x8);
        assert_eq!(from_f64(FloatKind::F6E3M2FN, f64::NAN), 0x0);
        // NaN conversions keep the quiet bit and payload.
        assert_eq!(from_f64(FloatKind::F32, f64::NAN), 0x7FC0_0000);
        assert_eq!(from_f64(FloatKind::F80, f64::NAN), 0x7FFF_C000_0000_0000_0000);
        assert!(to_f64(FloatKind::F8E5M2FNUZ, 0x80).is_nan());
        assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0), 2f64.powi(-127));
        assert_eq!(to_f64(FloatKind::F128, 0x3FFF << 112), 1.0);
        assert_eq!(to_f64(FloatKind::F80, 0x3FFF_8000_0000_0000_0000), 1.0);
    }

    #[test]
    fn literal_syntax() {
        for ok in ["1", "1.", "1.5", "01.50", "1.e5", "1.5E+3", "2.0e-3", "0.0e99999999999"] {
            assert!(decimal_bits(FloatKind::F32, ok, false).is_ok(), "{ok}");
        }
        for bad in ["", ".5", "1.2.3", "1e", "1.0e+", "-1.0", "1.0f", "0x10", "inf", "nan"] {
            assert!(decimal_bits(FloatKind::F32, bad, false).is_err(), "{bad}");
        }
        assert_eq!(decimal_bits(FloatKind::F32, "1.e5", false), Ok(0x47C3_5000));
        assert_eq!(decimal_bits(FloatKind::F64, "1.0e99999", false), Ok(0x7FF << 52));
        assert_eq!(decimal_bits(FloatKind::F64, "1.0e-99999", false), Ok(0));
    }

    #[test]
    fn hex_literals() {
        assert_eq!(hex_bits(FloatKind::F32, "7FC00000"), Ok(0x7FC0_0000));
        assert_eq!(hex_bits(FloatKind::F32, "0x7fc00000"), Ok(0x7FC0_0000));
        assert_eq!(hex_bits(FloatKind::F8E4M3FN, "0000007F"), Ok(0x7F));
        assert!(hex_bits(FloatKind::F8E4M3FN, "0x100").is_err());
        assert!(hex_bits(FloatKind::F4E2M1FN, "10").is_err());
        assert!(hex_bits(FloatKind::TF32, "80000").is_err());
        assert_eq!(hex_bits(FloatKind::TF32, "7FFFF"), Ok(0x7FFFF));
        assert_eq!(hex_bits(FloatKind::F128, &"F".repeat(32)), Ok(u128::MAX));
        assert!(hex_bits(FloatKind::F128, &format!("1{}", "0".repeat(32))).is_err());
        assert_eq!(hex_bits(FloatKind::F128, &format!("{}1", "0".repeat(40))), Ok(1));
        assert!(hex_bits(FloatKind::F32, "").is_err());
        assert!(hex_bits(FloatKind::F32, "0x").is_err());
        assert!(hex_bits(FloatKind::F32, "12G4").is_err());
    }

    #[test]
    fn keywords_and_widths() {
        for kind in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
        }
        assert_eq!(FloatKind::from_keyword("f8e4m3fn"), None);
        assert_eq!(FloatKind::from_keyword("i32"), None);
        let widths: Vec<u32> = FloatKind::ALL.iter().map(|k| k.bit_width()).collect();
        assert_eq!(widths, [16, 16, 32, 64, 80, 128, 19, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 4]);
    }

    #[test]
    fn big_integer_helpers() {
        let a = Big::pow10(40);
        assert_eq!(a.to_decimal(), format!("1{}", "0".repeat(40)).into_bytes());
        let (q, rem) = Big::div_rem(&Big::pow10(38), &Big::from_u128(7));
        assert_eq!(q.to_u128(), 10u128.pow(38) / 7);
        assert!(rem);
        let b = a.mul_big(&Big::from_u128(3)).mul_pow10(2);
        assert_eq!(b.to_decimal(), format!("3{}", "0".repeat(42)).into_bytes());
        assert_eq!(Big::div_rem(&b, &Big::pow10(41)), (Big::from_u128(30), false));
        assert_eq!(Big::from_decimal(b"000123456789012").to_u128(), 123_456_789_012);
        assert_eq!(Big::from_u128(1).shl(100).shr(99).to_u128(), 2);
        assert!(Big::from_u128(0b1000).any_bits_below(4));
        assert!(!Big::from_u128(0b1000).any_bits_below(3));
    }

    /// `(kind, literal) -> printed text` produced by mlir-opt from MLIR 22
    /// (LLVM 22.1.8, `/usr/lib/llvm-22/bin/mlir-opt --allow-unregistered-dialect
    /// -mlir-print-op-generic` on `"t.x"() {v = LITERAL : KIND} : () -> ()`).
    /// Hexadecimal literals are bit patterns; a leading `-` is the minus token.
    const MLIR_CASES: &str = r"
f16 0.5 5.000000e-01
f16 1.5 1.500000e+00
f16 0.3 3.000490e-01
f16 0.25 2.500000e-01
f16 0.2 1.999510e-01
f16 1.25 1.250000e+00
f16 1.75 1.750000e+00
f16 2.5 2.500000e+00
f16 5.0 5.000000e+00
f16 7.0 7.000000e+00
f16 -7.5 -7.500000e+00
f16 10.0 1.000000e+01
f16 100.0 1.000000e+02
f16 240.0 2.400000e+02
f16 464.0 4.640000e+02
f16 61440.0 6.144000e+04
f16 1.0e-7 1.192090e-07
f16 1.0e-10 0.000000e+00
f16 1.0e-38 0.000000e+00
f16 1.0e-45 0.000000e+00
f16 1.0e5 0x7C00
f16 1.0e10 0x7C00
f16 1.0e39 0x7C00
f16 1.0e400 0x7C00
f16 -1.0e400 0xFC00
f16 -1.0e-400 -0.000000e+00
f16 123456789.0 0x7C00
f16 0.0625 6.250000e-02
f16 0.001953125 1.953130e-03
f16 1.52587890625e-05 1.525880e-05
f16 5.877471754111438e-39 0.000000e+00
f16 1.7014118346046923e38 0x7C00
bf16 0.0 0.000000e+00
bf16 -0.0 -0.000000e+00
bf16 1.0 1.000000e+00
bf16 0.1 1.000980e-01
bf16 -1.5 -1.500000e+00
bf16 2.0 2.000000e+00
bf16 0.25 2.500000e-01
bf16 1.25 1.250000e+00
bf16 2.5 2.500000e+00
bf16 3.5 3.500000e+00
bf16 6.0 6.000000e+00
bf16 -7.5 -7.500000e+00
bf16 10.0 1.000000e+01
bf16 28.0 2.800000e+01
bf16 100.0 1.000000e+02
bf16 240.0 2.400000e+02
bf16 464.0 4.640000e+02
bf16 465.0 4.640000e+02
bf16 61440.0 6.144000e+04
bf16 65504.0 6.553600e+04
bf16 1.0e-5 1.001360e-05
bf16 1.0e-7 1.001170e-07
bf16 1.0e-10 1.000440e-10
bf16 1.0e-45 0.000000e+00
bf16 1.0e5 9.984000e+04
bf16 1.0e38 9.969200e+37
bf16 1.0e-400 0.000000e+00
bf16 -1.0e-400 -0.000000e+00
bf16 123456789.0 1.232080e+08
bf16 0.015625 1.562500e-02
bf16 0.001953125 1.953130e-03
bf16 2.0e-39 2.020380e-39
bf16 5.877471754111438e-39 5.877470e-39
bf16 1.7014118346046923e38 1.701410e+38
bf16 3.4028236692093846e38 0x7F80
f32 0.0 0.000000e+00
f32 -0.0 -0.000000e+00
f32 1.0 1.000000e+00
f32 -1.0 -1.000000e+00
f32 0.1 1.000000e-01
f32 -0.1 -1.000000e-01
f32 0.5 5.000000e-01
f32 1.5 1.500000e+00
f32 -1.5 -1.500000e+00
f32 2.0 2.000000e+00
f32 3.0 3.000000e+00
f32 0.3 3.000000e-01
f32 0.25 2.500000e-01
f32 0.2 2.000000e-01
f32 0.7 0.699999988
f32 1.1 1.100000e+00
f32 1.25 1.250000e+00
f32 1.75 1.750000e+00
f32 2.5 2.500000e+00
f32 3.5 3.500000e+00
f32 3.14159 3.141590e+00
f32 5.0 5.000000e+00
f32 6.0 6.000000e+00
f32 7.0 7.000000e+00
f32 7.5 7.500000e+00
f32 -7.5 -7.500000e+00
f32 10.0 1.000000e+01
f32 28.0 2.800000e+01
f32 100.0 1.000000e+02
f32 240.0 2.400000e+02
f32 256.0 2.560000e+02
f32 448.0 4.480000e+02
f32 464.0 4.640000e+02
f32 465.0 4.650000e+02
f32 480.0 4.800000e+02
f32 57344.0 5.734400e+04
f32 61440.0 6.144000e+04
f32 65504.0 6.550400e+04
f32 65520.0 6.552000e+04
f32 1.0e-3 1.000000e-03
f32 1.0e-5 9.99999974E-6
f32 1.0e-7 1.000000e-07
f32 1.0e-10 1.000000e-10
f32 1.0e-38 9.99999935E-39
f32 1.0e-45 1.401300e-45
f32 1.0e5 1.000000e+05
f32 1.0e10 1.000000e+10
f32 1.0e38 9.99999968E+37
f32 1.0e39 0x7F800000
f32 1.0e300 0x7F800000
f32 1.0e400 0x7F800000
f32 -1.0e400 0xFF800000
f32 1.0e-400 0.000000e+00
f32 -1.0e-400 -0.000000e+00
f32 123456789.0 0x4CEB79A3
f32 0.0625 6.250000e-02
f32 0.015625 1.562500e-02
f32 0.001953125 0.001953125
f32 0.0009765625 9.765625E-4
f32 1.52587890625e-05 1.52587891E-5
f32 5.9604644775390625e-08 5.96046448E-8
f32 2.0e-39 2.000000e-39
f32 5.877471754111438e-39 5.87747175E-39
f32 1.1754943508222875e-38 1.17549435E-38
f32 1.7014118346046923e38 1.70141183E+38
f32 3.4028236692093846e38 0x7F800000
f64 0.0 0.000000e+00
f64 -0.0 -0.000000e+00
f64 1.0 1.000000e+00
f64 -1.0 -1.000000e+00
f64 0.1 1.000000e-01
f64 -0.1 -1.000000e-01
f64 0.5 5.000000e-01
f64 1.5 1.500000e+00
f64 -1.5 -1.500000e+00
f64 2.0 2.000000e+00
f64 3.0 3.000000e+00
f64 0.3 3.000000e-01
f64 0.25 2.500000e-01
f64 0.2 2.000000e-01
f64 0.7 0.69999999999999996
f64 1.1 1.100000e+00
f64 1.25 1.250000e+00
f64 1.75 1.750000e+00
f64 2.5 2.500000e+00
f64 3.5 3.500000e+00
f64 3.14159 3.141590e+00
f64 5.0 5.000000e+00
f64 6.0 6.000000e+00
f64 7.0 7.000000e+00
f64 7.5 7.500000e+00
f64 -7.5 -7.500000e+00
f64 10.0 1.000000e+01
f64 28.0 2.800000e+01
f64 100.0 1.000000e+02
f64 240.0 2.400000e+02
f64 256.0 2.560000e+02
f64 448.0 4.480000e+02
f64 464.0 4.640000e+02
f64 465.0 4.650000e+02
f64 480.0 4.800000e+02
f64 57344.0 5.734400e+04
f64 61440.0 6.144000e+04
f64 65504.0 6.550400e+04
f64 65520.0 6.552000e+04
f64 1.0e-3 1.000000e-03
f64 1.0e-5 1.000000e-05
f64 1.0e-7 9.9999999999999995E-8
f64 1.0e-10 1.000000e-10
f64 1.0e-38 9.9999999999999996E-39
f64 1.0e-45 9.9999999999999998E-46
f64 1.0e5 1.000000e+05
f64 1.0e10 1.000000e+10
f64 1.0e38 9.9999999999999997E+37
f64 1.0e39 9.9999999999999994E+38
f64 1.0e300 1.000000e+300
f64 1.0e400 0x7FF0000000000000
f64 -1.0e400 0xFFF0000000000000
f64 1.0e-400 0.000000e+00
f64 -1.0e-400 -0.000000e+00
f64 123456789.0 0x419D6F3454000000
f64 0.0625 6.250000e-02
f64 0.015625 1.562500e-02
f64 0.001953125 0.001953125
f64 0.0009765625 9.765625E-4
f64 1.52587890625e-05 1.52587890625E-5
f64 5.9604644775390625e-08 5.9604644775390625E-8
f64 2.0e-39 2.000000e-39
f64 5.877471754111438e-39 5.8774717541114375E-39
f64 1.1754943508222875e-38 1.1754943508222875E-38
f64 1.7014118346046923e38 1.7014118346046923E+38
f64 3.4028236692093846e38 3.4028236692093846E+38
f80 0.0 0.000000e+00
f80 -0.0 -0.000000e+00
f80 1.0 1.000000e+00
f80 0.5 5.000000e-01
f80 1.5 1.500000e+00
f80 -1.5 -1.500000e+00
f80 2.0 2.000000e+00
f80 0.25 2.500000e-01
f80 2.5 2.500000e+00
f80 3.14159 3.14158999999999988262
f80 5.0 5.000000e+00
f80 7.5 7.500000e+00
f80 100.0 1.000000e+02
f80 256.0 2.560000e+02
f80 464.0 4.640000e+02
f80 61440.0 6.144000e+04
f80 1.0e-5 1.0000000000000000818E-5
f80 1.0e39 9.99999999999999939709E+38
f80 -1.0e400 0xFFFF8000000000000000
f80 0.0625 6.250000e-02
f80 1.52587890625e-05 1.52587890625E-5
f80 1.7014118346046923e38 1.70141183460469231732E+38
f80 3.4028236692093846e38 3.40282366920938463463E+38
f128 0.0 0.000000e+00
f128 1.0 1.000000e+00
f128 -0.1 -0.100000000000000005551115123125782702
f128 0.5 5.000000e-01
f128 1.5 1.500000e+00
f128 -1.5 -1.500000e+00
f128 2.0 2.000000e+00
f128 3.0 3.000000e+00
f128 0.3 0.299999999999999988897769753748434596
f128 0.25 2.500000e-01
f128 0.2 0.200000000000000011102230246251565404
f128 0.7 0.699999999999999955591079014993738383
f128 1.1 1.10000000000000008881784197001252323
f128 2.5 2.500000e+00
f128 3.14159 3.14158999999999988261834005243144929
f128 5.0 5.000000e+00
f128 6.0 6.000000e+00
f128 7.0 7.000000e+00
f128 7.5 7.500000e+00
f128 10.0 1.000000e+01
f128 28.0 2.800000e+01
f128 240.0 2.400000e+02
f128 448.0 4.480000e+02
f128 57344.0 5.734400e+04
f128 65520.0 6.552000e+04
f128 1.0e-3 0.00100000000000000002081668171172168513
f128 1.0e5 1.000000e+05
f128 1.0e38 9.99999999999999977488098234560340295E+37
f128 1.0e39 9.99999999999999939709166371603178586E+38
f128 -1.0e400 0xFFFF0000000000000000000000000000
f128 123456789.0 0x4019D6F3454000000000000000000000
f128 0.0625 6.250000e-02
f128 0.015625 1.562500e-02
f128 0.001953125 0.001953125
f128 1.52587890625e-05 1.52587890625E-5
f128 1.1754943508222875e-38 1.17549435082228750796873653722224568E-38
f128 3.4028236692093846e38 3.40282366920938463463374607431768211E+38
tf32 0.0 0.000000e+00
tf32 -0.0 -0.000000e+00
tf32 -1.0 -1.000000e+00
tf32 0.1 9.997550e-02
tf32 -0.1 -9.997550e-02
tf32 0.5 5.000000e-01
tf32 -1.5 -1.500000e+00
tf32 2.0 2.000000e+00
tf32 0.25 2.500000e-01
tf32 0.7 7.001950e-01
tf32 1.75 1.750000e+00
tf32 2.5 2.500000e+00
tf32 3.5 3.500000e+00
tf32 5.0 5.000000e+00
tf32 7.0 7.000000e+00
tf32 28.0 2.800000e+01
tf32 240.0 2.400000e+02
tf32 448.0 4.480000e+02
tf32 464.0 4.640000e+02
tf32 480.0 4.800000e+02
tf32 57344.0 5.734400e+04
tf32 65520.0 6.553600e+04
tf32 1.0e-3 1.000400e-03
tf32 1.0e-5 9.998670e-06
tf32 1.0e-45 0.000000e+00
tf32 1.0e10 9.999220e+09
tf32 1.0e400 0x3FC00
tf32 1.0e-400 0.000000e+00
tf32 -1.0e-400 -0.000000e+00
tf32 0.0625 6.250000e-02
tf32 0.015625 1.562500e-02
tf32 0.0009765625 9.765620e-04
tf32 2.0e-39 1.997420e-39
tf32 5.877471754111438e-39 5.877470e-39
tf32 3.4028236692093846e38 0x3FC00
f8E5M2 0.0 0.000000e+00
f8E5M2 -0.0 -0.000000e+00
f8E5M2 1.0 1.000000e+00
f8E5M2 -1.0 -1.000000e+00
f8E5M2 0.1 9.375000e-02
f8E5M2 -0.1 -9.375000e-02
f8E5M2 1.5 1.500000e+00
f8E5M2 -1.5 -1.500000e+00
f8E5M2 0.25 2.500000e-01
f8E5M2 1.75 1.750000e+00
f8E5M2 3.5 3.500000e+00
f8E5M2 7.0 7.000000e+00
f8E5M2 7.5 8.000000e+00
f8E5M2 10.0 1.000000e+01
f8E5M2 100.0 9.600000e+01
f8E5M2 240.0 2.560000e+02
f8E5M2 448.0 4.480000e+02
f8E5M2 464.0 4.480000e+02
f8E5M2 465.0 4.480000e+02
f8E5M2 480.0 5.120000e+02
f8E5M2 57344.0 5.734400e+04
f8E5M2 61440.0 0x7C
f8E5M2 1.0e-3 9.765620e-04
f8E5M2 1.0e-5 1.525880e-05
f8E5M2 1.0e-7 0.000000e+00
f8E5M2 1.0e-38 0.000000e+00
f8E5M2 1.0e5 0x7C
f8E5M2 1.0e10 0x7C
f8E5M2 1.0e39 0x7C
f8E5M2 1.0e400 0x7C
f8E5M2 1.0e-400 0.000000e+00
f8E5M2 123456789.0 0x7C
f8E5M2 0.0625 6.250000e-02
f8E5M2 0.015625 1.562500e-02
f8E5M2 0.0009765625 9.765620e-04
f8E5M2 1.52587890625e-05 1.525880e-05
f8E5M2 5.9604644775390625e-08 0.000000e+00
f8E5M2 2.0e-39 0.000000e+00
f8E5M2 1.1754943508222875e-38 0.000000e+00
f8E4M3 0.0 0.000000e+00
f8E4M3 1.0 1.000000e+00
f8E4M3 -1.0 -1.000000e+00
f8E4M3 0.1 1.015630e-01
f8E4M3 -0.1 -1.015630e-01
f8E4M3 1.5 1.500000e+00
f8E4M3 -1.5 -1.500000e+00
f8E4M3 3.0 3.000000e+00
f8E4M3 0.25 2.500000e-01
f8E4M3 0.2 2.031250e-01
f8E4M3 1.25 1.250000e+00
f8E4M3 1.75 1.750000e+00
f8E4M3 5.0 5.000000e+00
f8E4M3 7.0 7.000000e+00
f8E4M3 7.5 7.500000e+00
f8E4M3 -7.5 -7.500000e+00
f8E4M3 28.0 2.800000e+01
f8E4M3 100.0 9.600000e+01
f8E4M3 240.0 2.400000e+02
f8E4M3 465.0 0x78
f8E4M3 57344.0 0x78
f8E4M3 61440.0 0x78
f8E4M3 65504.0 0x78
f8E4M3 1.0e-3 1.953130e-03
f8E4M3 1.0e-5 0.000000e+00
f8E4M3 1.0e-7 0.000000e+00
f8E4M3 1.0e-10 0.000000e+00
f8E4M3 1.0e-38 0.000000e+00
f8E4M3 1.0e5 0x78
f8E4M3 1.0e38 0x78
f8E4M3 1.0e39 0x78
f8E4M3 -1.0e400 0xF8
f8E4M3 1.0e-400 0.000000e+00
f8E4M3 -1.0e-400 -0.000000e+00
f8E4M3 123456789.0 0x78
f8E4M3 0.0625 6.250000e-02
f8E4M3 0.015625 1.562500e-02
f8E4M3 0.001953125 1.953130e-03
f8E4M3 1.52587890625e-05 0.000000e+00
f8E4M3 5.9604644775390625e-08 0.000000e+00
f8E4M3 2.0e-39 0.000000e+00
f8E4M3 5.877471754111438e-39 0.000000e+00
f8E4M3 1.1754943508222875e-38 0.000000e+00
f8E4M3 1.7014118346046923e38 0x78
f8E4M3 3.4028236692093846e38 0x78
f8E4M3FN 0.0 0.000000e+00
f8E4M3FN 1.0 1.000000e+00
f8E4M3FN 0.5 5.000000e-01
f8E4M3FN -1.5 -1.500000e+00
f8E4M3FN 3.0 3.000000e+00
f8E4M3FN 0.2 2.031250e-01
f8E4M3FN 0.7 6.875000e-01
f8E4M3FN 1.1 1.125000e+00
f8E4M3FN 1.25 1.250000e+00
f8E4M3FN 1.75 1.750000e+00
f8E4M3FN 2.5 2.500000e+00
f8E4M3FN 3.14159 3.250000e+00
f8E4M3FN 5.0 5.000000e+00
f8E4M3FN 6.0 6.000000e+00
f8E4M3FN 7.0 7.000000e+00
f8E4M3FN 10.0 1.000000e+01
f8E4M3FN 28.0 2.800000e+01
f8E4M3FN 448.0 4.480000e+02
f8E4M3FN 465.0 0x7F
f8E4M3FN 480.0 0x7F
f8E4M3FN 61440.0 0x7F
f8E4M3FN 65504.0 0x7F
f8E4M3FN 65520.0 0x7F
f8E4M3FN 1.0e-5 0.000000e+00
f8E4M3FN 1.0e-7 0.000000e+00
f8E4M3FN 1.0e-10 0.000000e+00
f8E4M3FN 1.0e-38 0.000000e+00
f8E4M3FN 1.0e5 0x7F
f8E4M3FN 1.0e38 0x7F
f8E4M3FN 1.0e39 0x7F
f8E4M3FN 1.0e300 0x7F
f8E4M3FN 1.0e400 0x7F
f8E4M3FN -1.0e400 0xFF
f8E4M3FN 1.0e-400 0.000000e+00
f8E4M3FN -1.0e-400 -0.000000e+00
f8E4M3FN 123456789.0 0x7F
f8E4M3FN 0.0625 6.250000e-02
f8E4M3FN 0.015625 1.562500e-02
f8E4M3FN 0.0009765625 0.000000e+00
f8E4M3FN 1.52587890625e-05 0.000000e+00
f8E4M3FN 5.9604644775390625e-08 0.000000e+00
f8E4M3FN 2.0e-39 0.000000e+00
f8E4M3FN 5.877471754111438e-39 0.000000e+00
f8E4M3FN 1.1754943508222875e-38 0.000000e+00
f8E4M3FN 1.7014118346046923e38 0x7F
f8E4M3FN 3.4028236692093846e38 0x7F
f8E5M2FNUZ -0.0 0.000000e+00
f8E5M2FNUZ -1.0 -1.000000e+00
f8E5M2FNUZ 0.1 9.375000e-02
f8E5M2FNUZ -0.1 -9.375000e-02
f8E5M2FNUZ 0.5 5.000000e-01
f8E5M2FNUZ 1.5 1.500000e+00
f8E5M2FNUZ -1.5 -1.500000e+00
f8E5M2FNUZ 0.25 2.500000e-01
f8E5M2FNUZ 0.2 1.875000e-01
f8E5M2FNUZ 1.1 1.000000e+00
f8E5M2FNUZ 1.25 1.250000e+00
f8E5M2FNUZ 1.75 1.750000e+00
f8E5M2FNUZ 2.5 2.500000e+00
f8E5M2FNUZ 5.0 5.000000e+00
f8E5M2FNUZ 6.0 6.000000e+00
f8E5M2FNUZ 7.0 7.000000e+00
f8E5M2FNUZ 7.5 8.000000e+00
f8E5M2FNUZ -7.5 -8.000000e+00
f8E5M2FNUZ 10.0 1.000000e+01
f8E5M2FNUZ 28.0 2.800000e+01
f8E5M2FNUZ 100.0 9.600000e+01
f8E5M2FNUZ 240.0 2.560000e+02
f8E5M2FNUZ 448.0 4.480000e+02
f8E5M2FNUZ 464.0 4.480000e+02
f8E5M2FNUZ 465.0 4.480000e+02
f8E5M2FNUZ 480.0 5.120000e+02
f8E5M2FNUZ 57344.0 5.734400e+04
f8E5M2FNUZ 61440.0 0x80
f8E5M2FNUZ 65504.0 0x80
f8E5M2FNUZ 1.0e-3 9.765620e-04
f8E5M2FNUZ 1.0e-38 0.000000e+00
f8E5M2FNUZ 1.0e-45 0.000000e+00
f8E5M2FNUZ 1.0e400 0x80
f8E5M2FNUZ 1.0e-400 0.000000e+00
f8E5M2FNUZ -1.0e-400 0.000000e+00
f8E5M2FNUZ 123456789.0 0x80
f8E5M2FNUZ 0.0625 6.250000e-02
f8E5M2FNUZ 0.015625 1.562500e-02
f8E5M2FNUZ 0.0009765625 9.765620e-04
f8E5M2FNUZ 1.52587890625e-05 1.525880e-05
f8E5M2FNUZ 2.0e-39 0.000000e+00
f8E5M2FNUZ 5.877471754111438e-39 0.000000e+00
f8E5M2FNUZ 1.1754943508222875e-38 0.000000e+00
f8E5M2FNUZ 1.7014118346046923e38 0x80
f8E5M2FNUZ 3.4028236692093846e38 0x80
f8E4M3FNUZ -1.0 -1.000000e+00
f8E4M3FNUZ 0.1 1.015630e-01
f8E4M3FNUZ -0.1 -1.015630e-01
f8E4M3FNUZ 0.5 5.000000e-01
f8E4M3FNUZ 1.5 1.500000e+00
f8E4M3FNUZ -1.5 -1.500000e+00
f8E4M3FNUZ 0.3 3.125000e-01
f8E4M3FNUZ 0.25 2.500000e-01
f8E4M3FNUZ 0.2 2.031250e-01
f8E4M3FNUZ 1.1 1.125000e+00
f8E4M3FNUZ 2.5 2.500000e+00
f8E4M3FNUZ 3.5 3.500000e+00
f8E4M3FNUZ 5.0 5.000000e+00
f8E4M3FNUZ 6.0 6.000000e+00
f8E4M3FNUZ 7.0 7.000000e+00
f8E4M3FNUZ 10.0 1.000000e+01
f8E4M3FNUZ 100.0 9.600000e+01
f8E4M3FNUZ 240.0 2.400000e+02
f8E4M3FNUZ 448.0 0x80
f8E4M3FNUZ 464.0 0x80
f8E4M3FNUZ 480.0 0x80
f8E4M3FNUZ 57344.0 0x80
f8E4M3FNUZ 61440.0 0x80
f8E4M3FNUZ 65520.0 0x80
f8E4M3FNUZ 1.0e-3 9.765620e-04
f8E4M3FNUZ 1.0e-5 0.000000e+00
f8E4M3FNUZ 1.0e-7 0.000000e+00
f8E4M3FNUZ 1.0e-10 0.000000e+00
f8E4M3FNUZ 1.0e-38 0.000000e+00
f8E4M3FNUZ 1.0e5 0x80
f8E4M3FNUZ 1.0e10 0x80
f8E4M3FNUZ 1.0e38 0x80
f8E4M3FNUZ 1.0e-400 0.000000e+00
f8E4M3FNUZ -1.0e-400 0.000000e+00
f8E4M3FNUZ 0.0625 6.250000e-02
f8E4M3FNUZ 0.015625 1.562500e-02
f8E4M3FNUZ 0.001953125 1.953130e-03
f8E4M3FNUZ 0.0009765625 9.765620e-04
f8E4M3FNUZ 2.0e-39 0.000000e+00
f8E4M3FNUZ 1.1754943508222875e-38 0.000000e+00
f8E4M3B11FNUZ 1.0 1.000000e+00
f8E4M3B11FNUZ -1.0 -1.000000e+00
f8E4M3B11FNUZ 0.1 1.015630e-01
f8E4M3B11FNUZ -0.1 -1.015630e-01
f8E4M3B11FNUZ 0.5 5.000000e-01
f8E4M3B11FNUZ 1.5 1.500000e+00
f8E4M3B11FNUZ -1.5 -1.500000e+00
f8E4M3B11FNUZ 2.0 2.000000e+00
f8E4M3B11FNUZ 3.0 3.000000e+00
f8E4M3B11FNUZ 0.3 3.125000e-01
f8E4M3B11FNUZ 0.25 2.500000e-01
f8E4M3B11FNUZ 0.7 6.875000e-01
f8E4M3B11FNUZ 3.14159 3.250000e+00
f8E4M3B11FNUZ 6.0 6.000000e+00
f8E4M3B11FNUZ 7.0 7.000000e+00
f8E4M3B11FNUZ -7.5 -7.500000e+00
f8E4M3B11FNUZ 10.0 1.000000e+01
f8E4M3B11FNUZ 28.0 2.800000e+01
f8E4M3B11FNUZ 100.0 0x80
f8E4M3B11FNUZ 240.0 0x80
f8E4M3B11FNUZ 256.0 0x80
f8E4M3B11FNUZ 465.0 0x80
f8E4M3B11FNUZ 57344.0 0x80
f8E4M3B11FNUZ 65504.0 0x80
f8E4M3B11FNUZ 1.0e10 0x80
f8E4M3B11FNUZ 1.0e38 0x80
f8E4M3B11FNUZ 1.0e300 0x80
f8E4M3B11FNUZ -1.0e400 0x80
f8E4M3B11FNUZ 1.0e-400 0.000000e+00
f8E4M3B11FNUZ -1.0e-400 0.000000e+00
f8E4M3B11FNUZ 123456789.0 0x80
f8E4M3B11FNUZ 0.0625 6.250000e-02
f8E4M3B11FNUZ 5.9604644775390625e-08 0.000000e+00
f8E4M3B11FNUZ 2.0e-39 0.000000e+00
f8E4M3B11FNUZ 1.1754943508222875e-38 0.000000e+00
f8E4M3B11FNUZ 3.4028236692093846e38 0x80
f8E3M4 -0.0 -0.000000e+00
f8E3M4 1.0 1.000000e+00
f8E3M4 -1.0 -1.000000e+00
f8E3M4 0.5 5.000000e-01
f8E3M4 2.0 2.000000e+00
f8E3M4 3.0 3.000000e+00
f8E3M4 0.3 2.968750e-01
f8E3M4 1.1 1.125000e+00
f8E3M4 1.25 1.250000e+00
f8E3M4 1.75 1.750000e+00
f8E3M4 3.5 3.500000e+00
f8E3M4 3.14159 3.125000e+00
f8E3M4 7.0 7.000000e+00
f8E3M4 7.5 7.500000e+00
f8E3M4 -7.5 -7.500000e+00
f8E3M4 10.0 1.000000e+01
f8E3M4 100.0 0x70
f8E3M4 240.0 0x70
f8E3M4 256.0 0x70
f8E3M4 480.0 0x70
f8E3M4 57344.0 0x70
f8E3M4 65520.0 0x70
f8E3M4 1.0e-10 0.000000e+00
f8E3M4 1.0e5 0x70
f8E3M4 1.0e10 0x70
f8E3M4 1.0e38 0x70
f8E3M4 1.0e39 0x70
f8E3M4 1.0e300 0x70
f8E3M4 1.0e400 0x70
f8E3M4 1.0e-400 0.000000e+00
f8E3M4 5.877471754111438e-39 0.000000e+00
f8E3M4 1.1754943508222875e-38 0.000000e+00
f8E3M4 1.7014118346046923e38 0x70
f8E3M4 3.4028236692093846e38 0x70
f8E8M0FNU 0.0 5.877470e-39
f8E8M0FNU -0.0 5.877470e-39
f8E8M0FNU 0.5 5.000000e-01
f8E8M0FNU 1.5 2.000000e+00
f8E8M0FNU 2.0 2.000000e+00
f8E8M0FNU 3.0 4.000000e+00
f8E8M0FNU 0.3 2.500000e-01
f8E8M0FNU 0.25 2.500000e-01
f8E8M0FNU 0.2 2.500000e-01
f8E8M0FNU 1.1 1.000000e+00
f8E8M0FNU 2.5 2.000000e+00
f8E8M0FNU 5.0 4.000000e+00
f8E8M0FNU 6.0 8.000000e+00
f8E8M0FNU 7.0 8.000000e+00
f8E8M0FNU 7.5 8.000000e+00
f8E8M0FNU 100.0 1.280000e+02
f8E8M0FNU 240.0 2.560000e+02
f8E8M0FNU 256.0 2.560000e+02
f8E8M0FNU 465.0 5.120000e+02
f8E8M0FNU 480.0 5.120000e+02
f8E8M0FNU 57344.0 6.553600e+04
f8E8M0FNU 65504.0 6.553600e+04
f8E8M0FNU 65520.0 6.553600e+04
f8E8M0FNU 1.0e-3 9.765620e-04
f8E8M0FNU 1.0e-5 7.629390e-06
f8E8M0FNU 1.0e-10 1.164150e-10
f8E8M0FNU 1.0e-38 1.175490e-38
f8E8M0FNU 1.0e-45 5.877470e-39
f8E8M0FNU 1.0e5 1.310720e+05
f8E8M0FNU 1.0e38 8.507050e+37
f8E8M0FNU 1.0e39 0xFF
f8E8M0FNU 1.0e400 0xFF
f8E8M0FNU 1.0e-400 5.877470e-39
f8E8M0FNU 123456789.0 1.342180e+08
f8E8M0FNU 0.015625 1.562500e-02
f8E8M0FNU 0.001953125 1.953130e-03
f8E8M0FNU 0.0009765625 9.765620e-04
f8E8M0FNU 1.52587890625e-05 1.525880e-05
f8E8M0FNU 5.9604644775390625e-08 5.960460e-08
f8E8M0FNU 2.0e-39 5.877470e-39
f8E8M0FNU 5.877471754111438e-39 5.877470e-39
f8E8M0FNU 1.1754943508222875e-38 1.175490e-38
f8E8M0FNU 3.4028236692093846e38 0xFF
f6E2M3FN 0.0 0.000000e+00
f6E2M3FN -0.0 -0.000000e+00
f6E2M3FN 1.0 1.000000e+00
f6E2M3FN -0.1 -1.250000e-01
f6E2M3FN 0.5 5.000000e-01
f6E2M3FN 1.5 1.500000e+00
f6E2M3FN 2.0 2.000000e+00
f6E2M3FN 3.0 3.000000e+00
f6E2M3FN 0.7 7.500000e-01
f6E2M3FN 1.1 1.125000e+00
f6E2M3FN 1.75 1.750000e+00
f6E2M3FN 5.0 5.000000e+00
f6E2M3FN -7.5 -7.500000e+00
f6E2M3FN 28.0 7.500000e+00
f6E2M3FN 256.0 7.500000e+00
f6E2M3FN 448.0 7.500000e+00
f6E2M3FN 464.0 7.500000e+00
f6E2M3FN 465.0 7.500000e+00
f6E2M3FN 480.0 7.500000e+00
f6E2M3FN 61440.0 7.500000e+00
f6E2M3FN 65504.0 7.500000e+00
f6E2M3FN 65520.0 7.500000e+00
f6E2M3FN 1.0e-3 0.000000e+00
f6E2M3FN 1.0e-5 0.000000e+00
f6E2M3FN 1.0e-38 0.000000e+00
f6E2M3FN 1.0e-45 0.000000e+00
f6E2M3FN 1.0e38 7.500000e+00
f6E2M3FN 1.0e39 7.500000e+00
f6E2M3FN 1.0e300 7.500000e+00
f6E2M3FN 123456789.0 7.500000e+00
f6E2M3FN 0.0625 0.000000e+00
f6E2M3FN 0.015625 0.000000e+00
f6E2M3FN 0.001953125 0.000000e+00
f6E2M3FN 1.52587890625e-05 0.000000e+00
f6E2M3FN 2.0e-39 0.000000e+00
f6E2M3FN 5.877471754111438e-39 0.000000e+00
f6E2M3FN 3.4028236692093846e38 7.500000e+00
f6E3M2FN 0.0 0.000000e+00
f6E3M2FN 1.0 1.000000e+00
f6E3M2FN -1.0 -1.000000e+00
f6E3M2FN 0.1 1.250000e-01
f6E3M2FN -0.1 -1.250000e-01
f6E3M2FN 1.5 1.500000e+00
f6E3M2FN -1.5 -1.500000e+00
f6E3M2FN 2.0 2.000000e+00
f6E3M2FN 3.0 3.000000e+00
f6E3M2FN 0.25 2.500000e-01
f6E3M2FN 0.2 1.875000e-01
f6E3M2FN 1.1 1.000000e+00
f6E3M2FN 1.75 1.750000e+00
f6E3M2FN 2.5 2.500000e+00
f6E3M2FN 5.0 5.000000e+00
f6E3M2FN 6.0 6.000000e+00
f6E3M2FN 7.0 7.000000e+00
f6E3M2FN 7.5 8.000000e+00
f6E3M2FN -7.5 -8.000000e+00
f6E3M2FN 10.0 1.000000e+01
f6E3M2FN 28.0 2.800000e+01
f6E3M2FN 100.0 2.800000e+01
f6E3M2FN 448.0 2.800000e+01
f6E3M2FN 464.0 2.800000e+01
f6E3M2FN 65504.0 2.800000e+01
f6E3M2FN 65520.0 2.800000e+01
f6E3M2FN 1.0e-5 0.000000e+00
f6E3M2FN 1.0e-7 0.000000e+00
f6E3M2FN 1.0e-38 0.000000e+00
f6E3M2FN 1.0e-45 0.000000e+00
f6E3M2FN 1.0e10 2.800000e+01
f6E3M2FN 1.0e38 2.800000e+01
f6E3M2FN 1.0e300 2.800000e+01
f6E3M2FN 1.0e-400 0.000000e+00
f6E3M2FN -1.0e-400 -0.000000e+00
f6E3M2FN 123456789.0 2.800000e+01
f6E3M2FN 0.0625 6.250000e-02
f6E3M2FN 0.015625 0.000000e+00
f6E3M2FN 0.001953125 0.000000e+00
f6E3M2FN 0.0009765625 0.000000e+00
f6E3M2FN 1.52587890625e-05 0.000000e+00
f6E3M2FN 5.9604644775390625e-08 0.000000e+00
f6E3M2FN 5.877471754111438e-39 0.000000e+00
f6E3M2FN 1.1754943508222875e-38 0.000000e+00
f4E2M1FN 0.0 0.000000e+00
f4E2M1FN -1.0 -1.000000e+00
f4E2M1FN -0.1 -0.000000e+00
f4E2M1FN 0.5 5.000000e-01
f4E2M1FN -1.5 -1.500000e+00
f4E2M1FN 3.0 3.000000e+00
f4E2M1FN 0.3 5.000000e-01
f4E2M1FN 0.25 0.000000e+00
f4E2M1FN 0.7 5.000000e-01
f4E2M1FN 1.1 1.000000e+00
f4E2M1FN 1.25 1.000000e+00
f4E2M1FN 2.5 2.000000e+00
f4E2M1FN 3.14159 3.000000e+00
f4E2M1FN 5.0 4.000000e+00
f4E2M1FN 6.0 6.000000e+00
f4E2M1FN 10.0 6.000000e+00
f4E2M1FN 100.0 6.000000e+00
f4E2M1FN 240.0 6.000000e+00
f4E2M1FN 448.0 6.000000e+00
f4E2M1FN 464.0 6.000000e+00
f4E2M1FN 465.0 6.000000e+00
f4E2M1FN 65504.0 6.000000e+00
f4E2M1FN 1.0e-5 0.000000e+00
f4E2M1FN 1.0e-10 0.000000e+00
f4E2M1FN 1.0e-38 0.000000e+00
f4E2M1FN 1.0e-45 0.000000e+00
f4E2M1FN 1.0e10 6.000000e+00
f4E2M1FN 1.0e39 6.000000e+00
f4E2M1FN 1.0e300 6.000000e+00
f4E2M1FN 1.0e-400 0.000000e+00
f4E2M1FN -1.0e-400 -0.000000e+00
f4E2M1FN 0.0625 0.000000e+00
f4E2M1FN 0.015625 0.000000e+00
f4E2M1FN 0.001953125 0.000000e+00
f4E2M1FN 0.0009765625 0.000000e+00
f4E2M1FN 1.52587890625e-05 0.000000e+00
f4E2M1FN 5.877471754111438e-39 0.000000e+00
f4E2M1FN 1.1754943508222875e-38 0.000000e+00
f4E2M1FN 1.7014118346046923e38 6.000000e+00
f32 -1.0e-45 -1.401300e-45
f32 1.4e-45 1.401300e-45
f32 1.401298464324817e-45 1.401300e-45
f32 2.1e-45 1.401300e-45
f32 3.0e-45 2.802600e-45
f32 7.0e-45 7.006490e-45
f32 1.0e-44 9.809080e-45
f32 -1.0e-44 -9.809080e-45
f32 1.0e-40 9.999940e-41
f32 1.1754942e-38 1.17549421E-38
f32 1.17549435e-38 1.17549435E-38
f32 -1.17549435e-38 -1.17549435E-38
f32 1.0e-30 1.000000e-30
f32 1.0e-20 9.99999968E-21
f32 1.0e-15 1.000000e-15
f32 1.0e-12 9.99999996E-13
f32 1.0e-9 9.99999971E-10
f32 1.0e-6 9.99999997E-7
f32 -1.0e-6 -9.99999997E-7
f32 1.0e-4 9.99999974E-5
f32 0.001 1.000000e-03
f32 0.01 0.00999999977
f32 -0.01 -0.00999999977
f32 0.9 0.899999976
f32 0.99999994 0.99999994
f32 0.999999999 1.000000e+00
f32 1.0000001 1.00000012
f32 1.00000005960464477539062500001 1.000000e+00
f32 1.0000000596046448 1.000000e+00
f32 -1.0000000596046448 -1.000000e+00
f32 9.0 9.000000e+00
f32 11.0 1.100000e+01
f32 -11.0 -1.100000e+01
f32 99.0 9.900000e+01
f32 -99.0 -9.900000e+01
f32 1000.0 1.000000e+03
f32 12345.0 1.234500e+04
f32 -12345.0 -1.234500e+04
f32 65535.0 6.553500e+04
f32 -65535.0 -6.553500e+04
f32 100000.0 1.000000e+05
f32 -100000.0 -1.000000e+05
f32 1000000.0 1.000000e+06
f32 -1000000.0 -1.000000e+06
f32 9999999.0 0x4B18967F
f32 16777215.0 0x4B7FFFFF
f32 16777216.0 0x4B800000
f32 16777217.0 0x4B800000
f32 33554431.0 0x4C000000
f32 1.0e8 1.000000e+08
f32 -1.0e8 -1.000000e+08
f32 1.0e9 1.000000e+09
f32 -1.0e9 -1.000000e+09
f32 2147483647.0 2.14748365E+9
f32 -2147483647.0 -2.14748365E+9
f32 4294967296.0 4.2949673E+9
f32 1.0e12 9.99999995E+11
f32 -1.0e12 -9.99999995E+11
f32 1.0e15 9.99999986E+14
f32 -1.0e15 -9.99999986E+14
f32 1.0e16 1.000000e+16
f32 1.0e17 9.99999984E+16
f32 1.0e20 1.000000e+20
f32 1.0e21 1.000000e+21
f32 -1.0e21 -1.000000e+21
f32 1.0e22 9.99999977E+21
f32 1.0e23 9.99999977E+22
f32 1.0e25 9.99999956E+24
f32 3.4028234e38 3.40282347E+38
f32 -3.4028234e38 -3.40282347E+38
f32 3.4028235e38 3.40282347E+38
f32 3.40282357e38 0x7F800000
f32 3.4028236e38 0x7F800000
f32 1.0e50 0x7F800000
f32 1.0e100 0x7F800000
f32 1.0e200 0x7F800000
f32 1.0e308 0x7F800000
f32 1.7976931348623157e308 0x7F800000
f32 1.7976931348623158e308 0x7F800000
f32 -1.7976931348623158e308 0xFF800000
f32 1.7976931348623159e308 0x7F800000
f32 -1.7976931348623159e308 0xFF800000
f32 2.2250738585072014e-308 0.000000e+00
f32 2.2250738585072009e-308 0.000000e+00
f32 4.9406564584124654e-324 0.000000e+00
f32 5.0e-324 0.000000e+00
f32 2.5e-324 0.000000e+00
f32 2.4703282292062328e-324 0.000000e+00
f32 1.0e-310 0.000000e+00
f32 -1.0e-310 -0.000000e+00
f32 1.0e-320 0.000000e+00
f32 1.0e-323 0.000000e+00
f32 -1.0e-323 -0.000000e+00
f32 0.30000000000000004 3.000000e-01
f32 0.1000000000000000055511 1.000000e-01
f32 0.333333333333333314829616256247 0.333333343
f32 0.6666666666666666 0.666666686
f32 3.141592653589793 3.14159274
f32 3.1415926535897932384626 3.14159274
f32 2.718281828459045 2.71828175
f32 1.4142135623730951 1.41421354
f32 1.2345678901234567e-89 0.000000e+00
f32 9007199254740992.0 9.00719925E+15
f32 9007199254740993.0 9.00719925E+15
f32 -9007199254740993.0 -9.00719925E+15
f32 9007199254740995.0 9.00719925E+15
f32 18014398509481984.0 1.80143985E+16
f32 -18014398509481984.0 -1.80143985E+16
f32 123456789012345678.0 1.23456791E+17
f32 1.8446744073709552e19 1.84467441E+19
f32 0.1234567 0.123456702
f32 -0.1234567 -0.123456702
f32 0.12345678 0.123456784
f32 0.123456789 0.123456791
f32 1234.5678 1234.56775
f32 -1234.5678 -1234.56775
f32 98765.4321 98765.4296
f32 -98765.4321 -98765.4296
f32 5.5e-5 5.500000e-05
f32 -5.5e-5 -5.500000e-05
f32 1.23456e-7 1.234560e-07
f32 7.006492321624085e-46 0.000000e+00
f32 7.006492321624086e-46 0.000000e+00
f32 1.5e-323 0.000000e+00
f64 -1.0e-45 -9.9999999999999998E-46
f64 1.4e-45 1.400000e-45
f64 1.401298464324817e-45 1.4012984643248171E-45
f64 2.1e-45 2.100000e-45
f64 3.0e-45 3.000000e-45
f64 7.0e-45 7.000000e-45
f64 1.0e-44 9.9999999999999995E-45
f64 1.0e-40 9.9999999999999992E-41
f64 1.1754942e-38 1.1754942E-38
f64 1.17549435e-38 1.17549435E-38
f64 1.0e-30 1.000000e-30
f64 -1.0e-30 -1.000000e-30
f64 1.0e-20 9.9999999999999995E-21
f64 1.0e-15 1.000000e-15
f64 1.0e-12 9.9999999999999998E-13
f64 1.0e-9 1.000000e-09
f64 -1.0e-9 -1.000000e-09
f64 1.0e-6 9.9999999999999995E-7
f64 1.0e-4 1.000000e-04
f64 0.001 1.000000e-03
f64 0.01 1.000000e-02
f64 -0.01 -1.000000e-02
f64 -0.7 -0.69999999999999996
f64 0.9 9.000000e-01
f64 -0.9 -9.000000e-01
f64 0.99999994 0.99999994000000003
f64 -0.99999994 -0.99999994000000003
f64 0.999999999 0.99999999900000002
f64 1.0000001 1.0000001000000001
f64 1.00000005960464477539062500001 1.0000000596046448
f64 -1.00000005960464477539062500001 -1.0000000596046448
f64 1.0000000596046448 1.0000000596046448
f64 -3.0 -3.000000e+00
f64 9.0 9.000000e+00
f64 11.0 1.100000e+01
f64 99.0 9.900000e+01
f64 1000.0 1.000000e+03
f64 12345.0 1.234500e+04
f64 65535.0 6.553500e+04
f64 100000.0 1.000000e+05
f64 -100000.0 -1.000000e+05
f64 1000000.0 1.000000e+06
f64 -1000000.0 -1.000000e+06
f64 9999999.0 0x416312CFE0000000
f64 16777215.0 0x416FFFFFE0000000
f64 -16777215.0 0xC16FFFFFE0000000
f64 16777216.0 0x4170000000000000
f64 16777217.0 0x4170000010000000
f64 -16777217.0 0xC170000010000000
f64 33554431.0 0x417FFFFFF0000000
f64 -33554431.0 0xC17FFFFFF0000000
f64 1.0e8 1.000000e+08
f64 1.0e9 1.000000e+09
f64 -1.0e9 -1.000000e+09
f64 2147483647.0 0x41DFFFFFFFC00000
f64 4294967296.0 0x41F0000000000000
f64 1.0e12 1.000000e+12
f64 1.0e15 1.000000e+15
f64 1.0e16 1.000000e+16
f64 1.0e17 1.000000e+17
f64 1.0e20 1.000000e+20
f64 1.0e21 1.000000e+21
f64 1.0e22 1.000000e+22
f64 -1.0e22 -1.000000e+22
f64 1.0e23 9.9999999999999991E+22
f64 1.0e25 1.000000e+25
f64 -1.0e25 -1.000000e+25
f64 3.4028234e38 3.4028233999999999E+38
f64 3.4028235e38 3.4028234999999999E+38
f64 3.40282357e38 3.4028235699999998E+38
f64 3.4028236e38 3.4028235999999999E+38
f64 1.0e50 1.000000e+50
f64 1.0e100 1.000000e+100
f64 -1.0e100 -1.000000e+100
f64 1.0e200 9.9999999999999996E+199
f64 1.0e308 1.000000e+308
f64 1.7976931348623157e308 1.7976931348623157E+308
f64 1.7976931348623158e308 1.7976931348623157E+308
f64 -1.7976931348623158e308 -1.7976931348623157E+308
f64 1.7976931348623159e308 0x7FF0000000000000
f64 -1.7976931348623159e308 0xFFF0000000000000
f64 2.2250738585072014e-308 2.2250738585072014E-308
f64 2.2250738585072009e-308 2.2250738585072009E-308
f64 4.9406564584124654e-324 4.940660e-324
f64 5.0e-324 4.940660e-324
f64 2.5e-324 4.940660e-324
f64 2.4703282292062328e-324 4.940660e-324
f64 1.0e-310 1.000000e-310
f64 -1.0e-310 -1.000000e-310
f64 1.0e-320 9.999880e-321
f64 1.0e-323 9.881310e-324
f64 -1.0e-323 -9.881310e-324
f64 0.30000000000000004 0.30000000000000004
f64 0.1000000000000000055511 1.000000e-01
f64 0.333333333333333314829616256247 0.33333333333333331
f64 0.6666666666666666 0.66666666666666663
f64 3.141592653589793 3.1415926535897931
f64 3.1415926535897932384626 3.1415926535897931
f64 -3.1415926535897932384626 -3.1415926535897931
f64 2.718281828459045 2.7182818284590451
f64 1.4142135623730951 1.4142135623730951
f64 -1.4142135623730951 -1.4142135623730951
f64 1.2345678901234567e-89 1.2345678901234568E-89
f64 9007199254740992.0 0x4340000000000000
f64 9007199254740993.0 0x4340000000000000
f64 9007199254740995.0 0x4340000000000002
f64 -9007199254740995.0 0xC340000000000002
f64 18014398509481984.0 0x4350000000000000
f64 123456789012345678.0 1.2345678901234568E+17
f64 1.8446744073709552e19 1.8446744073709552E+19
f64 0.1234567 0.1234567
f64 0.12345678 0.12345678
f64 0.123456789 0.123456789
f64 1234.5678 1234.5678
f64 98765.4321 98765.432100000005
f64 5.5e-5 5.500000e-05
f64 1.23456e-7 1.234560e-07
f64 7.006492321624085e-46 7.0064923216240854E-46
f64 7.006492321624086e-46 7.0064923216240854E-46
f64 -7.006492321624086e-46 -7.0064923216240854E-46
f64 1.5e-323 1.482200e-323
f64 -1.5e-323 -1.482200e-323
f16 1.4e-45 0.000000e+00
f16 3.0e-45 0.000000e+00
f16 7.0e-45 0.000000e+00
f16 1.0e-44 0.000000e+00
f16 1.0e-20 0.000000e+00
f16 1.0e-9 0.000000e+00
f16 1.0e-6 1.013280e-06
f16 1.0e-4 1.000170e-04
f16 0.001 1.000400e-03
f16 0.9 8.999020e-01
f16 1.00000005960464477539062500001 1.000000e+00
f16 9.0 9.000000e+00
f16 11.0 1.100000e+01
f16 65535.0 0x7C00
f16 1000000.0 0x7C00
f16 16777216.0 0x7C00
f16 16777217.0 0x7C00
f16 33554431.0 0x7C00
f16 1.0e8 0x7C00
f16 1.0e9 0x7C00
f16 4294967296.0 0x7C00
f16 1.0e15 0x7C00
f16 1.0e16 0x7C00
f16 1.0e17 0x7C00
f16 1.0e25 0x7C00
f16 3.4028234e38 0x7C00
f16 3.4028235e38 0x7C00
f16 3.40282357e38 0x7C00
f16 1.0e50 0x7C00
f16 1.0e100 0x7C00
f16 1.7976931348623158e308 0x7C00
f16 1.7976931348623159e308 0x7C00
f16 2.2250738585072009e-308 0.000000e+00
f16 5.0e-324 0.000000e+00
f16 1.0e-310 0.000000e+00
f16 1.0e-320 0.000000e+00
f16 0.1000000000000000055511 9.997550e-02
f16 0.333333333333333314829616256247 3.332520e-01
f16 3.1415926535897932384626 3.140630e+00
f16 1.2345678901234567e-89 0.000000e+00
f16 9007199254740995.0 0x7C00
f16 18014398509481984.0 0x7C00
f16 1.8446744073709552e19 0x7C00
f16 0.1234567 1.234740e-01
f16 98765.4321 0x7C00
f16 1.23456e-7 1.192090e-07
f16 7.006492321624085e-46 0.000000e+00
bf16 1.4e-45 0.000000e+00
bf16 1.401298464324817e-45 0.000000e+00
bf16 7.0e-45 0.000000e+00
bf16 1.0e-40 9.183550e-41
bf16 1.1754942e-38 1.175490e-38
bf16 1.17549435e-38 1.175490e-38
bf16 1.0e-30 9.984020e-31
bf16 1.0e-12 1.001870e-12
bf16 1.0e-6 9.983770e-07
bf16 0.001 9.994500e-04
bf16 0.01 1.000980e-02
bf16 0.9 8.984370e-01
bf16 0.999999999 1.000000e+00
bf16 1.00000005960464477539062500001 1.000000e+00
bf16 11.0 1.100000e+01
bf16 12345.0 1.235200e+04
bf16 65535.0 6.553600e+04
bf16 1000000.0 9.994240e+05
bf16 9999999.0 1.002700e+07
bf16 16777215.0 1.677720e+07
bf16 16777217.0 1.677720e+07
bf16 2147483647.0 2.147480e+09
bf16 1.0e12 1.000730e+12
bf16 1.0e17 1.002050e+17
bf16 1.0e22 1.003500e+22
bf16 3.4028236e38 0x7F80
bf16 1.0e50 0x7F80
bf16 1.0e100 0x7F80
bf16 1.7976931348623158e308 0x7F80
bf16 2.2250738585072014e-308 0.000000e+00
bf16 2.2250738585072009e-308 0.000000e+00
bf16 4.9406564584124654e-324 0.000000e+00
bf16 2.4703282292062328e-324 0.000000e+00
bf16 1.0e-323 0.000000e+00
bf16 0.1000000000000000055511 1.000980e-01
bf16 0.333333333333333314829616256247 3.339840e-01
bf16 0.6666666666666666 6.679690e-01
bf16 1.2345678901234567e-89 0.000000e+00
bf16 9007199254740992.0 9.007190e+15
bf16 9007199254740995.0 9.007190e+15
bf16 1.8446744073709552e19 1.844670e+19
bf16 0.12345678 1.235350e-01
bf16 0.123456789 1.235350e-01
bf16 98765.4321 9.881600e+04
bf16 5.5e-5 5.507470e-05
bf16 1.23456e-7 1.238660e-07
bf16 7.006492321624086e-46 0.000000e+00
bf16 1.5e-323 0.000000e+00
f80 1.4e-45 1.40000000000000007109E-45
f80 2.1e-45 2.09999999999999995106E-45
f80 7.0e-45 7.00000000000000004431E-45
f80 1.0e-9 1.00000000000000006228E-9
f80 0.001 0.00100000000000000002082
f80 0.01 0.0100000000000000002082
f80 0.9 0.900000000000000022204
f80 0.99999994 0.999999940000000031581
f80 0.999999999 0.999999999000000028281
f80 1.0000001 1.00000010000000005839
f80 1.00000005960464477539062500001 1.00000005960464477539
f80 1.0000000596046448 1.00000005960464477539
f80 9.0 9.000000e+00
f80 11.0 1.100000e+01
f80 1000.0 1.000000e+03
f80 12345.0 1.234500e+04
f80 9999999.0 0x401698967F0000000000
f80 16777215.0 0x4016FFFFFF0000000000
f80 16777216.0 0x40178000000000000000
f80 16777217.0 0x40178000008000000000
f80 33554431.0 0x4017FFFFFF8000000000
f80 1.0e8 1.000000e+08
f80 1.0e21 1.000000e+21
f80 3.4028235e38 3.40282349999999991755E+38
f80 3.40282357e38 3.4028235699999998375E+38
f80 3.4028236e38 3.40282359999999991114E+38
f80 1.0e50 1.0000000000000000763E+50
f80 1.0e308 1.00000000000000001098E+308
f80 1.7976931348623159e308 0x7FFF8000000000000000
f80 2.2250738585072014e-308 2.22507385850720138309E-308
f80 4.9406564584124654e-324 4.94065645841246544177E-324
f80 5.0e-324 4.94065645841246544177E-324
f80 2.5e-324 4.94065645841246544177E-324
f80 2.4703282292062328e-324 4.94065645841246544177E-324
f80 1.0e-310 9.99999999999996944933E-311
f80 1.0e-320 9.99988867182683005413E-321
f80 1.0e-323 9.88131291682493088353E-324
f80 0.30000000000000004 0.300000000000000044409
f80 3.141592653589793 3.141592653589793116
f80 2.718281828459045 2.7182818284590450908
f80 1.4142135623730951 1.41421356237309514547
f80 1.2345678901234567e-89 1.23456789012345677952E-89
f80 9007199254740992.0 0x40348000000000000000
f80 18014398509481984.0 0x40358000000000000000
f80 1.8446744073709552e19 0x403F8000000000000000
f80 1234.5678 1234.56780000000003383
f80 98765.4321 98765.4321000000054482
f80 5.5e-5 5.50000000000000019581E-5
f80 7.006492321624085e-46 7.00649232162408535462E-46
f80 7.006492321624086e-46 7.00649232162408535462E-46
f128 1.4e-45 1.40000000000000007109250632211063923E-45
f128 2.1e-45 2.09999999999999995106337753663741617E-45
f128 1.0e-44 9.99999999999999952990121577975372623E-45
f128 1.1754942e-38 1.17549420000000004512583541282189371E-38
f128 1.17549435e-38 1.17549434999999996037300886928394262E-38
f128 1.0e-15 1.00000000000000007770539987666107924E-15
f128 1.0e-9 1.00000000000000006228159145777985642E-9
f128 1.0e-4 1.00000000000000004792173602385929598E-4
f128 0.99999994 0.999999940000000031581350867782020941
f128 1.0000001 1.00000010000000005838671768287895247
f128 1.00000005960464477539062500001 1.000000059604644775390625
f128 1.0000000596046448 1.000000059604644775390625
f128 9.0 9.000000e+00
f128 11.0 1.100000e+01
f128 99.0 9.900000e+01
f128 12345.0 1.234500e+04
f128 65535.0 6.553500e+04
f128 100000.0 1.000000e+05
f128 1000000.0 1.000000e+06
f128 16777215.0 0x4016FFFFFE0000000000000000000000
f128 16777216.0 0x40170000000000000000000000000000
f128 16777217.0 0x40170000010000000000000000000000
f128 1.0e8 1.000000e+08
f128 1.0e9 1.000000e+09
f128 2147483647.0 0x401DFFFFFFFC00000000000000000000
f128 1.0e12 1.000000e+12
f128 1.0e15 1.000000e+15
f128 1.0e17 1.000000e+17
f128 1.0e21 1.000000e+21
f128 1.0e23 0x404B52D02C7E14AF6000000000000000
f128 1.0e25 0x405208B2A2C280291000000000000000
f128 3.4028234e38 3.40282339999999992395853996843190977E+38
f128 3.4028235e38 3.40282349999999991754788743781432689E+38
f128 1.0e50 1.00000000000000007629769841091887003E+50
f128 1.7976931348623157e308 1.79769313486231570814527423731704357E+308
f128 2.2250738585072014e-308 2.22507385850720138309023271733240406E-308
f128 2.2250738585072009e-308 2.22507385850720088902458687608585989E-308
f128 4.9406564584124654e-324 4.94065645841246544176568792868221372E-324
f128 5.0e-324 4.94065645841246544176568792868221372E-324
f128 2.4703282292062328e-324 4.94065645841246544176568792868221372E-324
f128 1.0e-310 9.99999999999996944932750289769196936E-311
f128 0.30000000000000004 0.300000000000000044408920985006261617
f128 0.1000000000000000055511 0.100000000000000005551115123125782702
f128 0.6666666666666666 0.666666666666666629659232512494781986
f128 3.141592653589793 3.14159265358979311599796346854418516
f128 1.4142135623730951 1.41421356237309514547462185873882845
f128 1.2345678901234567e-89 1.23456789012345677951904379318841145E-89
f128 9007199254740993.0 0x40340000000000000000000000000000
f128 18014398509481984.0 0x40350000000000000000000000000000
f128 123456789012345678.0 0x4037B69B4BA630F35000000000000000
f128 1.8446744073709552e19 0x403F0000000000000000000000000000
f128 0.1234567 0.123456700000000002548361521803599317
f128 7.006492321624085e-46 7.00649232162408535461864791644958066E-46
f128 7.006492321624086e-46 7.00649232162408535461864791644958066E-46
f128 1.5e-323 1.48219693752373963252970637860466412E-323
tf32 1.401298464324817e-45 0.000000e+00
tf32 3.0e-45 0.000000e+00
tf32 1.1754942e-38 1.175490e-38
tf32 1.0e-20 9.998950e-21
tf32 1.0e-9 1.000440e-09
tf32 1.0e-6 1.000240e-06
tf32 1.0e-4 1.000170e-04
tf32 0.001 1.000400e-03
tf32 0.9 8.999020e-01
tf32 0.99999994 1.000000e+00
tf32 1.0000001 1.000000e+00
tf32 1.0000000596046448 1.000000e+00
tf32 9.0 9.000000e+00
tf32 11.0 1.100000e+01
tf32 12345.0 1.234400e+04
tf32 65535.0 6.553600e+04
tf32 16777216.0 1.677720e+07
tf32 16777217.0 1.677720e+07
tf32 1.0e8 1.000080e+08
tf32 2147483647.0 2.147480e+09
tf32 4294967296.0 4.294970e+09
tf32 1.0e12 1.000190e+12
tf32 1.0e16 1.000120e+16
tf32 1.0e17 9.999390e+16
tf32 1.0e22 9.998130e+21
tf32 1.0e23 9.998130e+22
tf32 1.0e25 1.000200e+25
tf32 3.4028234e38 0x3FC00
tf32 3.4028235e38 0x3FC00
tf32 3.4028236e38 0x3FC00
tf32 1.0e50 0x3FC00
tf32 1.0e100 0x3FC00
tf32 1.0e200 0x3FC00
tf32 2.2250738585072009e-308 0.000000e+00
tf32 4.9406564584124654e-324 0.000000e+00
tf32 5.0e-324 0.000000e+00
tf32 2.5e-324 0.000000e+00
tf32 2.4703282292062328e-324 0.000000e+00
tf32 1.0e-320 0.000000e+00
tf32 1.0e-323 0.000000e+00
tf32 0.30000000000000004 3.000490e-01
tf32 1.4142135623730951 1.414060e+00
tf32 9007199254740992.0 9.007190e+15
tf32 9007199254740993.0 9.007190e+15
tf32 9007199254740995.0 9.007190e+15
tf32 18014398509481984.0 1.801440e+16
tf32 123456789012345678.0 1.234270e+17
tf32 1.8446744073709552e19 1.844670e+19
tf32 0.1234567 1.234740e-01
tf32 0.12345678 1.234740e-01
tf32 1234.5678 1.235000e+03
tf32 7.006492321624085e-46 0.000000e+00
tf32 7.006492321624086e-46 0.000000e+00
tf32 1.5e-323 0.000000e+00
f32 9.90578401e12 9.90578422E+12
f8E4M3FN 4.206905688e2 4.160000e+02
f128 -7.434828e-255 -7.43482800000000043118509255037484548E-255
f64 7.542756395180086114e-5 7.5427563951800862E-5
f16 1.64e-19 0.000000e+00
f32 4.926455918e-24 4.92645607E-24
f64 4.0978281278221557e255 4.0978281278221555E+255
f80 4.95073340e0 4.95073339999999983974
f64 6.93224698616658e-16 6.9322469861665805E-16
f8E4M3FN 3.457710e-7 0.000000e+00
f32 4.11536511651e-3 0.00411536498
f32 -3.67809174e10 -3.67809167E+10
bf16 -8.657826e-23 -8.644040e-23
f32 -5.856925617910e-36 -5.85692571E-36
bf16 -8.55042776e32 -8.569310e+32
f32 -7.03466975490674102e15 -7.03466949E+15
f64 1.8443524098625306694e214 1.8443524098625307E+214
f64 7.89e-206 7.890000e-206
bf16 7.540e-2 7.519530e-02
f64 6.320994889527e-262 6.3209948895270001E-262
f32 -1.992e28 -1.992000e+28
f16 3.8664156258395e-23 0.000000e+00
f8E5M2 3.2570525465820807858e0 3.500000e+00
f32 9.61666476367e1 96.1666488
f8E4M3FN 2.6185e5 0x7F
f8E5M2 9.98510e-2 9.375000e-02
f32 6.229532e-42 6.230170e-42
f80 -2.284e2 -228.400000000000005684
f32 -2.087222326475e-45 -1.401300e-45
tf32 4.995094384471e-2 4.995730e-02
bf16 0.3564e-23 3.567220e-24
f8E4M3FN 8.7224112110794e-3 7.812500e-03
f64 7.93520e94 7.9351999999999996E+94
f32 3.8e32 3.800000e+32
f32 2.97478054527732e-43 2.970750e-43
f8E4M3FN -3.3730428e-10 -0.000000e+00
tf32 4.48855e-16 4.488600e-16
bf16 -3.223608869929812e-34 -3.219910e-34
f32 3.46879010e-31 3.468790e-31
f16 6.853e-15 0.000000e+00
f32 -0.5774117916133801e-3 -5.77411789E-4
f64 2.6637644904978407891e-17 2.6637644904978409E-17
f64 9.7014887e37 9.7014887000000005E+37
tf32 4.9e31 4.900260e+31
f32 3.8665e-12 3.866500e-12
f16 8.0e37 0x7C00
f8E5M2 9.1e-7 0.000000e+00
f32 8.766649004166e-31 8.76664878E-31
f32 4.05294454030763831822e-32 4.05294465E-32
f128 5.8e160 5.79999999999999981934236639927625783E+160
f64 9.55e-325 0.000000e+00
f16 -7.1198559565e-38 -0.000000e+00
f32 -3.3336923227228244e11 -3.33369246E+11
f32 8.610512e10 8.61051207E+10
f128 6.504937833980918e-212 6.50493783398091812686797919051913924E-212
f64 9.2023871937537e270 9.2023871937537008E+270
f128 -4.58592e-97 -4.58591999999999998707744237595081766E-97
f16 7.415875e-2 7.415770e-02
f64 0.02147228033137e280 2.1472280331370001E+278
bf16 -3.56395e19 -3.559650e+19
tf32 -9.2984797688844e-2 -9.295650e-02
bf16 9.36105925395738729e1 9.350000e+01
f16 2.931500974e-37 0.000000e+00
f32 7.534e-1 7.534000e-01
f8E5M2 1.591371096289548e-6 0.000000e+00
f16 6.50585366715962446e14 0x7C00
f64 -3.92556e-16 -3.925560e-16
f64 0.85e44 8.500000e+43
f32 -0.1e10 -1.000000e+09
f64 0.5606308980641e-61 5.6063089806410003E-62
f8E4M3FN -5.528412246e-4 -0.000000e+00
f32 0.0721e31 7.210000e+29
f16 -0.7631665644899283e11 0xFC00
bf16 -2.69837076176034e-40 -2.755060e-40
f64 0.674e50 6.740000e+49
f64 4.174749170e107 4.1747491700000002E+107
f32 5.80675e-34 5.806750e-34
f80 4.348e-2 0.0434799999999999978173
f64 -5.63583e-55 -5.635830e-55
f32 3.403806926749e-7 3.40380694E-7
bf16 8.7589162e39 0x7F80
f80 7.30244580706899e-8 7.30244580706899019439E-8
tf32 7.48195e1 7.481250e+01
f32 3.13245691e23 3.13245674E+23
f32 2.34e-14 2.340000e-14
f16 2.54742920089720681e-13 0.000000e+00
f32 2.576e-33 2.576000e-33
f128 3.136463433544176609e197 3.13646343354417642713347393006770955E+197
f64 4.98441e-3 4.984410e-03
f8E5M2 1.73766962578672e-2 1.562500e-02
f8E5M2 0.841106e0 8.750000e-01
f32 7.05762068497038e10 7.05762099E+10
tf32 -4.2776092269020e-21 -4.278180e-21
f64 7.93e50 7.930000e+50
bf16 1.76739651595628237e7 1.769470e+07
f32 9.2142574754987e37 9.2142571E+37
f32 -2.99e-38 -2.990000e-38
f8E5M2 4.864405353073497e-10 0.000000e+00
tf32 1.8230e37 1.822500e+37
f64 3.58e147 3.580000e+147
f64 2.102095193415e304 2.1020951934150001E+304
f32 0.312e-23 3.120000e-24
f16 6.3168499687677411e-24 0.000000e+00
f80 2.16996986252e3 2169.96986251999987871
bf16 5.1369574e6 5.144580e+06
f32 7.85595671942e6 7855956.5
f64 3.6805682092183542e271 3.6805682092183543E+271
f128 2.07330889389737e157 2.07330889389736997947923497568826894E+157
f8E4M3FN 3.9520142e-2 3.906250e-02
f64 9.028163468742e289 9.0281634687419995E+289
f128 -0.1040025206425322e-288 -1.04002520642532204456869801438159936E-289
f32 -0.0257e-34 -2.570000e-36
f16 0x3680 4.062500e-01
f16 0x3C36 1.052730e+00
f16 0x41E4 2.945310e+00
f16 0x3700 4.375000e-01
f16 0xED2B -5.292000e+03
f16 0x2CC0 7.421880e-02
f16 0xBF00 -1.750000e+00
f16 0xF300 -1.433600e+04
f16 0x4FF0 3.175000e+01
f16 0xADC0 -8.984370e-02
f16 0xB1F8 -1.865230e-01
f16 0xC530 -5.187500e+00
f16 0x9908 -2.456670e-03
f16 0xB6E8 -4.316410e-01
f16 0xE2E6 -8.830000e+02
f16 0xE4C0 -1.216000e+03
f16 0x8400 -6.103520e-05
f16 0xE800 -2.048000e+03
f16 0xD616 -9.737500e+01
f16 0x5227 4.921880e+01
f16 0xA347 -1.421360e-02
f16 0x5B30 2.300000e+02
f16 0xE69A -1.690000e+03
f16 0xA1D6 -1.139830e-02
f16 0x7780 3.072000e+04
f16 0x1 5.960460e-08
f16 0x8001 -5.960460e-08
f16 0x7FFF 0x7FFF
f16 0xFFFF 0xFFFF
f16 0x8000 -0.000000e+00
bf16 0xD961 -3.958240e+15
bf16 0xC35B -2.190000e+02
bf16 0xEE80 -1.980700e+28
bf16 0xF600 -6.490370e+32
bf16 0xE45C -1.623310e+22
bf16 0xFDE0 -3.721840e+37
bf16 0x567A 6.871950e+13
bf16 0xA400 -2.775560e-17
bf16 0x6559 6.404710e+22
bf16 0xE080 -7.378690e+19
bf16 0xDA50 -1.463670e+16
bf16 0x9C4B -6.716710e-22
bf16 0xABE7 -1.641350e-12
bf16 0xAD05 -7.560170e-12
bf16 0x27A4 4.551910e-15
bf16 0x3B60 3.417970e-03
bf16 0xE580 -7.555780e+22
bf16 0x1A6C 4.880370e-23
bf16 0xAB94 -1.051600e-12
bf16 0x1EA3 1.725830e-20
bf16 0xCABB -6.127620e+06
bf16 0x17CF 1.337710e-24
bf16 0x4DE5 4.802480e+08
bf16 0xCBC9 -2.634550e+07
bf16 0x5100 3.435970e+10
bf16 0x1 9.183550e-41
bf16 0x8001 -9.183550e-41
bf16 0x7FFF 0x7FFF
bf16 0xFFFF 0xFFFF
bf16 0x8000 -0.000000e+00
f32 0x6C800000 1.23794004E+27
f32 0xC3F71140 -494.134766
f32 0x355E12C0 8.27287294E-7
f32 0x2CCB987C 5.78653618E-12
f32 0xAC464208 -2.8174147E-12
f32 0xD6E36000 -1.25000728E+14
f32 0xCDF38318 0xCDF38318
f32 0x27E929C1 6.47157609E-15
f32 0x99654415 -1.18527716E-23
f32 0x65040000 3.89595235E+22
f32 0x2608DD9A 4.74848047E-16
f32 0x32FA6992 2.91518383E-8
f32 0xE42E6200 -1.28671805E+22
f32 0xB036EC7E -6.65472899E-10
f32 0x366D5907 3.53675728E-6
f32 0x3F5CD211 0.862580358
f32 0x5CF04310 5.41021843E+17
f32 0xDF0BC77C -1.00721554E+19
f32 0xC9400000 -7.864320e+05
f32 0x9627E8E1 -1.35636362E-25
f32 0xAFC1B103 -3.52322699E-10
f32 0x74651329 7.2596716E+31
f32 0xB3060000 -3.11993062E-8
f32 0x2D26E0A 3.0919886E-37
f32 0x4D3E7368 0x4D3E7368
f32 0xE5CE4140 -1.21751393E+23
f32 0x2CFF01AD 7.24772195E-12
f32 0x519B0000 8.32149913E+10
f32 0xC0EB7DAA -7.35908985
f32 0x3586F337 1.00545628E-6
f32 0x70935493 3.64772323E+29
f32 0xC95901E0 -8.888620e+05
f32 0xBD0E433A -0.034732081
f32 0x49AD899C 1421619.5
f32 0x9C6A4778 -7.75164765E-22
f32 0xD221D8FE -1.73782565E+11
f32 0x4C3B8165 0x4C3B8165
f32 0x4443A775 782.616516
f32 0xD1567119 -5.75637791E+10
f32 0x7DA4E679 2.73987592E+37
f32 0x1 1.401300e-45
f32 0x80000001 -1.401300e-45
f32 0x7FFFFFFF 0x7FFFFFFF
f32 0xFFFFFFFF 0xFFFFFFFF
f32 0x80000000 -0.000000e+00
f64 0x27088F81380E688 6.320761616600572E-297
f64 0x471D16074489F990 3.7755849429427492E+34
f64 0x4DA924D800000000 1.3239819656736902E+66
f64 0x3F95ABA41F6CEDCD 0.021162571352062721
f64 0x3F6554FAF470261C 0.0026039983235974905
f64 0xF723FFBC4D9266B 2.8698864550523024E-234
f64 0x3B915EDD92D1333B 9.195902365043446E-22
f64 0xA96BC4E993DC688A -3.6950028757641173E-109
f64 0x6820000000000000 3.6499524940977562E+193
f64 0x6EA6CE50C000000 2.3851464632172275E-275
f64 0x1992C07D297DBB7B 1.7238845820589793E-185
f64 0x414D9B2E7838DB84 3880540.9392351527
f64 0x4460800000000000 2.4349702177296608E+21
f64 0x5D4FE00000000000 3.0366740430091019E+141
f64 0xBB51380EEC000000 -5.6972818051754267E-23
f64 0x3E0203615875EE61 5.2425323884252553E-10
f64 0x72BE52F32A5580DD 5.1763461739645925E+244
f64 0x84FFF813738A137D -1.343673642067077E-284
f64 0x5B880EEDF5A7BD1B 8.5383386275449975E+132
f64 0x1865C2F6622A0000 3.8157773590021942E-191
f64 0xB190000000000000 -5.7956346104490959E-70
f64 0xB0DEE1D38E72F0D8 -2.7310419716656256E-73
f64 0x3D896EACE9A9E71E 2.891320711928479E-12
f64 0xD92AA36E00000000 -3.4393498982752188E+121
f64 0xFD75600000000000 -2.1842476347547974E+296
f64 0x4035DE594D4E59DF 21.868550140026738
f64 0x42B02ECFC3C00000 0x42B02ECFC3C00000
f64 0xBF17E5C60E84F494 -9.1161931440946538E-5
f64 0x6BB2A32648616B45 6.1271716301786422E+210
f64 0xD31DAC8EDC50A01F -2.4178846941583855E+92
f64 0x73BC01D2DD29BA00 3.1331770582510223E+249
f64 0x4894400000000000 4.4100594752953625E+41
f64 0x13DF02833B3957CA 5.7570798475042821E-213
f64 0x81BFC0EEE96CFC00 -2.9634522104715176E-300
f64 0xD04B912A627062D4 -6.3840933188597908E+78
f64 0xB1DE4DF4D269F600 -1.7563390720825173E-68
f64 0x35C21B9FC6000000 9.6796347998423943E-50
f64 0xB7C7973F00000000 -5.4161832171849761E-40
f64 0x406D3D28807702CA 233.91119406933132
f64 0x40B47A2F8985110D 5242.1856921354893
f64 0x1 4.940660e-324
f64 0x8000000000000001 -4.940660e-324
f64 0x7FFFFFFFFFFFFFFF 0x7FFFFFFFFFFFFFFF
f64 0xFFFFFFFFFFFFFFFF 0xFFFFFFFFFFFFFFFF
f64 0x8000000000000000 -0.000000e+00
f80 0x6A4CC90B3842569A90C3 1.12176999347430065617E+3260
f80 0x789BDEA737819C9FC4EE 5.84946458456404212761E+4362
f80 0x8685CE7B20F1C9942D2E -7.11727694585926787879E-4430
f80 0x400B925EA6070C000000 4683.83106812834739685
f80 0x40219BDFD9CD647EE712 20921110123.1404910423
f80 0x1BB4E000000000000000 2.36237226176390475895E-2797
f80 0x15FEBFD44308AB80670E 1.58548177109026492021E-3237
f80 0xF9D4BB815C78810ECA41 -8.22033323867550426175E+4456
f80 0x765F9FA2BBAEB44F625F 2.71306144358774003863E+4190
f80 0x1F03FDF5714879E4A 6.31049691116983583468E-4932
f80 0xC5FDE759DC83430240F5 -1.08911765803713775864E+462
f80 0x403305679309688195A0 0x7FFF05679309688195A0
f80 0x2421A89AA902D9CF419B 3.72965964462238525375E-2148
f80 0x8000CF1D24D6D7164F60 -5.44014143580172339436E-4932
f80 0x761DA1747F4E4F4BA893 3.71878987424333938638E+4170
f80 0xC025B2AB082AE7D3B260 -383686808947.913470268
f80 0xBFF8B800000000000000 -0.01123046875
f80 0x4017AD76CB5700000000 22736278.6796875
f80 0x86F1A000000000000000 -1.78975401312107671872E-4397
f80 0xDECC1B79AB6CC46A0941 0xFFFF1B79AB6CC46A0941
f80 0xE07FF2DA0DCD269A47DF -7.04198723251219396572E+2504
f80 0x8001E7B2263CB41D94D7 -6.08582421896142546813E-4932
f80 0xFFFED1BEF229772AFCC3 -9.74770634956731618665E+4931
f80 0x8001D8A431ECD39B0021 -5.69039599591490128774E-4932
f80 0xC0168C016E1612B1A94E -9175406.08622274764457
f80 0x41AED78343E64CE68EB5 9.33665131209953296116E+129
f80 0xC686CB08F77ECA000000 -1.66526652238902090453E+503
f80 0x80008EDA9862E206DA7B -3.7522617573609796858E-4932
f80 0x493FD5DC3E3EFBB788F3 1.15332042869903428576E+713
f80 0x3FE7ACE7564000000000 8.0514540812259838276E-8
f80 0xCBC386A843996250FBA1 -5.30110995935014529402E+906
f80 0xFFFE838D14637191B596 -6.11369053988715978093E+4931
f80 0xBFCA82DD857E4B179428 -1.13507569833420829057E-16
f80 0xA989CC2F48AF78BDB791 -1.9069449891219634779E-1731
f80 0x1C64B2B3D6D5285DE 5.20846587321070474187E-4932
f80 0xAE6A45A2363C494F7E6 1.61374248974513634868E-4092
f80 0x19DAA75422A313281E9 4.73561916148976410484E-4808
f80 0xA260F8AF2C4000000000 -3.78426224002182063464E-2283
f80 0xBFC1CB749BBE615605CB -3.44667026073276708795E-19
f80 0x6B14810EF24000000000 1.15717337086044112286E+3320
f80 0x1 3.645200e-4951
f80 0x80000000000000000001 -3.645200e-4951
f80 0x7FFFFFFFFFFFFFFFFFFF 0x7FFFFFFFFFFFFFFFFFFF
f80 0xFFFFFFFFFFFFFFFFFFFF 0xFFFFFFFFFFFFFFFFFFFF
f80 0x80000000000000000000 -0.000000e+00
f128 0xD0E738323034ACF20D6B39876EC00000 -8.79040064559951576030067245724597196E+1302
f128 0x3FE62CC96811FA9521764C9425438459 3.50161856314731710225988528191791306E-8
f128 0x5B6BF362B942939DB426900000000000 3.31715408342576757804052019021204025E+2113
f128 0x3FFC2A69175106E54F2AF13F45D6EA07 0.145708257827993263533005659777811343
f128 0x9C004111E9FBC094B67370DEE7B628FC -1.27923309772701280441741104888316813E-2774
f128 0x401E6A53777D15ABEEBDD33A513FCB79 3039411134.54232736651612313028835222
f128 0x35A1F8997A0ED1F568C9FDDEADFE0000 2.29666882025993238150475612200565115E-799
f128 0xA4711270246E2C9F0CA78A368049C479 -3.66956812810394103889830279936472484E-2124
f128 0x902E8C65687E096286333F3F7D889862 -1.91298917716679202487381864510825787E-3685
f128 0xBFEA5B5EF20C6EBA7C6BCBAF9F99E1F9 -6.47028686232845934394009844011275639E-7
f128 0x5F3225B000000000000000000000000 5.60989171248466459151179331682073758E-4474
f128 0xB09758C219A0C424CAD4858000000000 -7.36159201744500803739986924079158054E-1188
f128 0x9CFCE205935E528D8455B47E7752FB60 -1.38987441513794201088083207783783195E-2698
f128 0xCAC48C3EAEA800000000000000000000 -1.34716786212555824590948781967433088E+830
f128 0x36D32A1193DAE8E9C40A25D38EB8C487 1.76866887929430236544949326607706556E-707
f128 0x1E53B3098AA439B3485E000000000000 2.2476251231164874270592009144673935E-2595
f128 0x9F945DAAC9EA40EE3E54798BF9004000 -7.71757475675766655976599663008573465E-2499
f128 0xC1B2E0F1D810A619F0AF058F113AF331 -1.66687600368298408940579331891047255E+131
f128 0x4009A275F1F4D7EDDB96098B0A5FA2F1 1673.84289284788922580678326656984604
f128 0x16DA833BE143A1D3A26992AF00000000 2.69642958095955442078550426992534513E-3171
f128 0x1134E911EA4B80000000000000000000 1.74909332689140819613223393730510433E-3606
f128 0xC024EB38AF1AF5EE4D4CD2772A07AA62 -263722492766.741358375714203723358324
f128 0x74E8732DB50325C84951DD0F70CAD2F1 4.09858707649932394916268520171166125E+4077
f128 0xCCD2CBA4A94B7A2AB7E4018C4952B254 -3.43286438365417866735116657273140363E+988
f128 0xBFDD6AE5277DD929A1762EFCABB79053 -8.25128003825548482851715886787522405E-11
f128 0x862B5AEAB5EC4E45990DB5688BAF955F -4.82980509119488129344480200825539719E-4457
f128 0x790628219E000000000000000000000 1.44890186441330979943502581043619346E-4349
f128 0x518E02FA3FFAFC93FB8D2F29FF22C03 1.10119694628588122551809699834381197E-4539
f128 0x3FFD47761889C1D91501EE0140E48CFC 0.3197864374237378744509418971813755
f128 0x83E437988E595AB4D3D6D252FDC8B253 -1.3702774737529227883379754637591021E-4632
f128 0x4012B9FBBA8FEA84972E1109A09DDD82 905181.83006788155165811966618891227
f128 0x401CE67F08470F2E033B9333D16DAD6C 1020256520.88241198087271213971396245
f128 0xBFE36596BB0952FA2361C56F3076C144 -5.20360177978460127830335519184856005E-9
f128 0x345943A692DD40B6D2D2663E7F5FF65B 2.69394972430892937396046613000476663E-898
f128 0x79B457D4130391D18E589355EFFB3B0B 1.75480047812803464829293064871067087E+4447
f128 0xD572191076C836673EC2E73D79BF4D13 -9.91452543181025928350332807296057973E+1652
f128 0xF7ED37E8599FC55DBB30E6A4466504B6 -1.71105485546276513041325025695138429E+4310
f128 0x591B8DBD598000000000000000000000 1.62993785628731735358101046042874614E+1935
f128 0xA561F70E24CFCEB1AA75CF38872084A3 -1.18846190497788821825630844267111259E-2051
f128 0xEADDADB4E0ECD0BA1F0F997C1AC2000 2.90801950121771255337111647177860569E-3801
f128 0x1 6.475180e-4966
f128 0x80000000000000000000000000000001 -6.475180e-4966
f128 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
f128 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
f128 0x80000000000000000000000000000000 -0.000000e+00
tf32 0xF8F4 3.356370e-20
tf32 0x4BD4C -1.095370e-24
tf32 0x2FFC0 3.574060e+19
tf32 0xDE4 6.924390e-38
tf32 0x67B34 -3.867150e+09
tf32 0x7D2A6 -2.761650e+35
tf32 0x5A4CA -2.854500e-07
tf32 0x481E1 -3.710110e-29
tf32 0x6846A -1.895830e+10
tf32 0x58AC8 -3.157770e-09
tf32 0x211F1 4.753130e+01
tf32 0x12600 8.326670e-17
tf32 0x1EB1B 5.551150e-02
tf32 0x4A49E -1.491890e-26
tf32 0x1A4DA 2.891760e-07
tf32 0xC1D2 2.407220e-24
tf32 0x22162 6.890000e+02
tf32 0x7E903 -1.332340e+37
tf32 0x694B6 -3.237330e+11
tf32 0x66603 -1.008600e+08
tf32 0x1DC00 3.906250e-03
tf32 0x34540 6.346860e+24
tf32 0xC7C0 6.410650e-24
tf32 0x23A6C 5.260800e+04
tf32 0x7189B -2.718590e+21
tf32 0x1 1.147940e-41
tf32 0x40001 -1.147940e-41
tf32 0x3FFFF 0x3FFFF
tf32 0x7FFFF 0x7FFFF
tf32 0x40000 -0.000000e+00
f80 0x3FFF0000000000000000 0x7FFF0000000000000000
f80 0x00008000000000000000 3.36210314311209350626E-4932
f80 0x7FFF8000000000000000 0x7FFF8000000000000000
f80 0xFFFF8000000000000000 0xFFFF8000000000000000
f80 0x7FFFC000000000000000 0x7FFFC000000000000000
f80 0x7FFF0000000000000001 0x7FFF0000000000000001
f80 0x00000000000000000001 3.645200e-4951
f80 0x7FFEFFFFFFFFFFFFFFFF 1.18973149535723176502E+4932
f80 0x3FFF8000000000000000 1.000000e+00
f80 0x0000FFFFFFFFFFFFFFFF 6.72420628622418701216E-4932
";

    /// The text mlir-opt (MLIR 22) prints for every bit pattern `0x0, 0x1, ...`
    /// of each kind of at most eight bits, eight patterns per line.
    const MLIR_EXHAUSTIVE: &str = r"
= f8E5M2
0.000000e+00 1.525880e-05 3.051760e-05 4.577640e-05 6.103520e-05 7.629390e-05 9.155270e-05 1.068120e-04
1.220700e-04 1.525880e-04 1.831050e-04 2.136230e-04 2.441410e-04 3.051760e-04 3.662110e-04 4.272460e-04
4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04 9.765620e-04 1.220700e-03 1.464840e-03 1.708980e-03
1.953130e-03 2.441410e-03 2.929690e-03 3.417970e-03 3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03
7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02 1.562500e-02 1.953130e-02 2.343750e-02 2.734380e-02
3.125000e-02 3.906250e-02 4.687500e-02 5.468750e-02 6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01
1.250000e-01 1.562500e-01 1.875000e-01 2.187500e-01 2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01
5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01 1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00
2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00 4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00
8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01 1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01
3.200000e+01 4.000000e+01 4.800000e+01 5.600000e+01 6.400000e+01 8.000000e+01 9.600000e+01 1.120000e+02
1.280000e+02 1.600000e+02 1.920000e+02 2.240000e+02 2.560000e+02 3.200000e+02 3.840000e+02 4.480000e+02
5.120000e+02 6.400000e+02 7.680000e+02 8.960000e+02 1.024000e+03 1.280000e+03 1.536000e+03 1.792000e+03
2.048000e+03 2.560000e+03 3.072000e+03 3.584000e+03 4.096000e+03 5.120000e+03 6.144000e+03 7.168000e+03
8.192000e+03 1.024000e+04 1.228800e+04 1.433600e+04 1.638400e+04 2.048000e+04 2.457600e+04 2.867200e+04
3.276800e+04 4.096000e+04 4.915200e+04 5.734400e+04 0x7C 0x7D 0x7E 0x7F
-0.000000e+00 -1.525880e-05 -3.051760e-05 -4.577640e-05 -6.103520e-05 -7.629390e-05 -9.155270e-05 -1.068120e-04
-1.220700e-04 -1.525880e-04 -1.831050e-04 -2.136230e-04 -2.441410e-04 -3.051760e-04 -3.662110e-04 -4.272460e-04
-4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04 -9.765620e-04 -1.220700e-03 -1.464840e-03 -1.708980e-03
-1.953130e-03 -2.441410e-03 -2.929690e-03 -3.417970e-03 -3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03
-7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02 -1.562500e-02 -1.953130e-02 -2.343750e-02 -2.734380e-02
-3.125000e-02 -3.906250e-02 -4.687500e-02 -5.468750e-02 -6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01
-1.250000e-01 -1.562500e-01 -1.875000e-01 -2.187500e-01 -2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01
-5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01 -1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00
-2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00 -4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00
-8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01 -1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01
-3.200000e+01 -4.000000e+01 -4.800000e+01 -5.600000e+01 -6.400000e+01 -8.000000e+01 -9.600000e+01 -1.120000e+02
-1.280000e+02 -1.600000e+02 -1.920000e+02 -2.240000e+02 -2.560000e+02 -3.200000e+02 -3.840000e+02 -4.480000e+02
-5.120000e+02 -6.400000e+02 -7.680000e+02 -8.960000e+02 -1.024000e+03 -1.280000e+03 -1.536000e+03 -1.792000e+03
-2.048000e+03 -2.560000e+03 -3.072000e+03 -3.584000e+03 -4.096000e+03 -5.120000e+03 -6.144000e+03 -7.168000e+03
-8.192000e+03 -1.024000e+04 -1.228800e+04 -1.433600e+04 -1.638400e+04 -2.048000e+04 -2.457600e+04 -2.867200e+04
-3.276800e+04 -4.096000e+04 -4.915200e+04 -5.734400e+04 0xFC 0xFD 0xFE 0xFF
= f8E4M3
0.000000e+00 1.953130e-03 3.906250e-03 5.859380e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
0x78 0x79 0x7A 0x7B 0x7C 0x7D 0x7E 0x7F
-0.000000e+00 -1.953130e-03 -3.906250e-03 -5.859380e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
-1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
-3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
-6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
-1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
-2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
-5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
-1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
-2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
-4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
-8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
-1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
-3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
-6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
-1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
0xF8 0xF9 0xFA 0xFB 0xFC 0xFD 0xFE 0xFF
= f8E4M3FN
0.000000e+00 1.953130e-03 3.906250e-03 5.859380e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
2.560000e+02 2.880000e+02 3.200000e+02 3.520000e+02 3.840000e+02 4.160000e+02 4.480000e+02 0x7F
-0.000000e+00 -1.953130e-03 -3.906250e-03 -5.859380e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
-1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
-3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
-6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
-1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
-2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
-5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
-1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
-2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
-4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
-8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
-1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
-3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
-6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
-1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
-2.560000e+02 -2.880000e+02 -3.200000e+02 -3.520000e+02 -3.840000e+02 -4.160000e+02 -4.480000e+02 0xFF
= f8E5M2FNUZ
0.000000e+00 7.629390e-06 1.525880e-05 2.288820e-05 3.051760e-05 3.814700e-05 4.577640e-05 5.340580e-05
6.103520e-05 7.629390e-05 9.155270e-05 1.068120e-04 1.220700e-04 1.525880e-04 1.831050e-04 2.136230e-04
2.441410e-04 3.051760e-04 3.662110e-04 4.272460e-04 4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04
9.765620e-04 1.220700e-03 1.464840e-03 1.708980e-03 1.953130e-03 2.441410e-03 2.929690e-03 3.417970e-03
3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
1.562500e-02 1.953130e-02 2.343750e-02 2.734380e-02 3.125000e-02 3.906250e-02 4.687500e-02 5.468750e-02
6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01 1.250000e-01 1.562500e-01 1.875000e-01 2.187500e-01
2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01 5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01
1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00 2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00
4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00 8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01
1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01 3.200000e+01 4.000000e+01 4.800000e+01 5.600000e+01
6.400000e+01 8.000000e+01 9.600000e+01 1.120000e+02 1.280000e+02 1.600000e+02 1.920000e+02 2.240000e+02
2.560000e+02 3.200000e+02 3.840000e+02 4.480000e+02 5.120000e+02 6.400000e+02 7.680000e+02 8.960000e+02
1.024000e+03 1.280000e+03 1.536000e+03 1.792000e+03 2.048000e+03 2.560000e+03 3.072000e+03 3.584000e+03
4.096000e+03 5.120000e+03 6.144000e+03 7.168000e+03 8.192000e+03 1.024000e+04 1.228800e+04 1.433600e+04
1.638400e+04 2.048000e+04 2.457600e+04 2.867200e+04 3.276800e+04 4.096000e+04 4.915200e+04 5.734400e+04
0x80 -7.629390e-06 -1.525880e-05 -2.288820e-05 -3.051760e-05 -3.814700e-05 -4.577640e-05 -5.340580e-05
-6.103520e-05 -7.629390e-05 -9.155270e-05 -1.068120e-04 -1.220700e-04 -1.525880e-04 -1.831050e-04 -2.136230e-04
-2.441410e-04 -3.051760e-04 -3.662110e-04 -4.272460e-04 -4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04
-9.765620e-04 -1.220700e-03 -1.464840e-03 -1.708980e-03 -1.953130e-03 -2.441410e-03 -2.929690e-03 -3.417970e-03
-3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
-1.562500e-02 -1.953130e-02 -2.343750e-02 -2.734380e-02 -3.125000e-02 -3.906250e-02 -4.687500e-02 -5.468750e-02
-6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01 -1.250000e-01 -1.562500e-01 -1.875000e-01 -2.187500e-01
-2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01 -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01
-1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00 -2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00
-4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00 -8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01
-1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01 -3.200000e+01 -4.000000e+01 -4.800000e+01 -5.600000e+01
-6.400000e+01 -8.000000e+01 -9.600000e+01 -1.120000e+02 -1.280000e+02 -1.600000e+02 -1.920000e+02 -2.240000e+02
-2.560000e+02 -3.200000e+02 -3.840000e+02 -4.480000e+02 -5.120000e+02 -6.400000e+02 -7.680000e+02 -8.960000e+02
-1.024000e+03 -1.280000e+03 -1.536000e+03 -1.792000e+03 -2.048000e+03 -2.560000e+03 -3.072000e+03 -3.584000e+03
-4.096000e+03 -5.120000e+03 -6.144000e+03 -7.168000e+03 -8.192000e+03 -1.024000e+04 -1.228800e+04 -1.433600e+04
-1.638400e+04 -2.048000e+04 -2.457600e+04 -2.867200e+04 -3.276800e+04 -4.096000e+04 -4.915200e+04 -5.734400e+04
= f8E4M3FNUZ
0.000000e+00 9.765620e-04 1.953130e-03 2.929690e-03 3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03
7.812500e-03 8.789060e-03 9.765620e-03 1.074220e-02 1.171880e-02 1.269530e-02 1.367190e-02 1.464840e-02
1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
0x80 -9.765620e-04 -1.953130e-03 -2.929690e-03 -3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03
-7.812500e-03 -8.789060e-03 -9.765620e-03 -1.074220e-02 -1.171880e-02 -1.269530e-02 -1.367190e-02 -1.464840e-02
-1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
-3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
-6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
-1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
-2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
-5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
-1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
-2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
-4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
-8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
-1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
-3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
-6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
-1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
= f8E4M3B11FNUZ
0.000000e+00 1.220700e-04 2.441410e-04 3.662110e-04 4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04
9.765620e-04 1.098630e-03 1.220700e-03 1.342770e-03 1.464840e-03 1.586910e-03 1.708980e-03 1.831050e-03
1.953130e-03 2.197270e-03 2.441410e-03 2.685550e-03 2.929690e-03 3.173830e-03 3.417970e-03 3.662110e-03
3.906250e-03 4.394530e-03 4.882810e-03 5.371090e-03 5.859380e-03 6.347650e-03 6.835930e-03 7.324210e-03
7.812500e-03 8.789060e-03 9.765620e-03 1.074220e-02 1.171880e-02 1.269530e-02 1.367190e-02 1.464840e-02
1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
0x80 -1.220700e-04 -2.441410e-04 -3.662110e-04 -4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04
-9.765620e-04 -1.098630e-03 -1.220700e-03 -1.342770e-03 -1.464840e-03 -1.586910e-03 -1.708980e-03 -1.831050e-03
-1.953130e-03 -2.197270e-03 -2.441410e-03 -2.685550e-03 -2.929690e-03 -3.173830e-03 -3.417970e-03 -3.662110e-03
-3.906250e-03 -4.394530e-03 -4.882810e-03 -5.371090e-03 -5.859380e-03 -6.347650e-03 -6.835930e-03 -7.324210e-03
-7.812500e-03 -8.789060e-03 -9.765620e-03 -1.074220e-02 -1.171880e-02 -1.269530e-02 -1.367190e-02 -1.464840e-02
-1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
-3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
-6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
-1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
-2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
-5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
-1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
-2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
-4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
-8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
-1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
= f8E3M4
0.000000e+00 1.562500e-02 3.125000e-02 4.687500e-02 6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01
1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
2.500000e-01 2.656250e-01 2.812500e-01 2.968750e-01 3.125000e-01 3.281250e-01 3.437500e-01 3.593750e-01
3.750000e-01 3.906250e-01 4.062500e-01 4.218750e-01 4.375000e-01 4.531250e-01 4.687500e-01 4.843750e-01
5.000000e-01 5.312500e-01 5.625000e-01 5.937500e-01 6.250000e-01 6.562500e-01 6.875000e-01 7.187500e-01
7.500000e-01 7.812500e-01 8.125000e-01 8.437500e-01 8.750000e-01 9.062500e-01 9.375000e-01 9.687500e-01
1.000000e+00 1.062500e+00 1.125000e+00 1.187500e+00 1.250000e+00 1.312500e+00 1.375000e+00 1.437500e+00
1.500000e+00 1.562500e+00 1.625000e+00 1.687500e+00 1.750000e+00 1.812500e+00 1.875000e+00 1.937500e+00
2.000000e+00 2.125000e+00 2.250000e+00 2.375000e+00 2.500000e+00 2.625000e+00 2.750000e+00 2.875000e+00
3.000000e+00 3.125000e+00 3.250000e+00 3.375000e+00 3.500000e+00 3.625000e+00 3.750000e+00 3.875000e+00
4.000000e+00 4.250000e+00 4.500000e+00 4.750000e+00 5.000000e+00 5.250000e+00 5.500000e+00 5.750000e+00
6.000000e+00 6.250000e+00 6.500000e+00 6.750000e+00 7.000000e+00 7.250000e+00 7.500000e+00 7.750000e+00
8.000000e+00 8.500000e+00 9.000000e+00 9.500000e+00 1.000000e+01 1.050000e+01 1.100000e+01 1.150000e+01
1.200000e+01 1.250000e+01 1.300000e+01 1.350000e+01 1.400000e+01 1.450000e+01 1.500000e+01 1.550000e+01
0x70 0x71 0x72 0x73 0x74 0x75 0x76 0x77
0x78 0x79 0x7A 0x7B 0x7C 0x7D 0x7E 0x7F
-0.000000e+00 -1.562500e-02 -3.125000e-02 -4.687500e-02 -6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01
-1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
-2.500000e-01 -2.656250e-01 -2.812500e-01 -2.968750e-01 -3.125000e-01 -3.281250e-01 -3.437500e-01 -3.593750e-01
-3.750000e-01 -3.906250e-01 -4.062500e-01 -4.218750e-01 -4.375000e-01 -4.531250e-01 -4.687500e-01 -4.843750e-01
-5.000000e-01 -5.312500e-01 -5.625000e-01 -5.937500e-01 -6.250000e-01 -6.562500e-01 -6.875000e-01 -7.187500e-01
-7.500000e-01 -7.812500e-01 -8.125000e-01 -8.437500e-01 -8.750000e-01 -9.062500e-01 -9.375000e-01 -9.687500e-01
-1.000000e+00 -1.062500e+00 -1.125000e+00 -1.187500e+00 -1.250000e+00 -1.312500e+00 -1.375000e+00 -1.437500e+00
-1.500000e+00 -1.562500e+00 -1.625000e+00 -1.687500e+00 -1.750000e+00 -1.812500e+00 -1.875000e+00 -1.937500e+00
-2.000000e+00 -2.125000e+00 -2.250000e+00 -2.375000e+00 -2.500000e+00 -2.625000e+00 -2.750000e+00 -2.875000e+00
-3.000000e+00 -3.125000e+00 -3.250000e+00 -3.375000e+00 -3.500000e+00 -3.625000e+00 -3.750000e+00 -3.875000e+00
-4.000000e+00 -4.250000e+00 -4.500000e+00 -4.750000e+00 -5.000000e+00 -5.250000e+00 -5.500000e+00 -5.750000e+00
-6.000000e+00 -6.250000e+00 -6.500000e+00 -6.750000e+00 -7.000000e+00 -7.250000e+00 -7.500000e+00 -7.750000e+00
-8.000000e+00 -8.500000e+00 -9.000000e+00 -9.500000e+00 -1.000000e+01 -1.050000e+01 -1.100000e+01 -1.150000e+01
-1.200000e+01 -1.250000e+01 -1.300000e+01 -1.350000e+01 -1.400000e+01 -1.450000e+01 -1.500000e+01 -1.550000e+01
0xF0 0xF1 0xF2 0xF3 0xF4 0xF5 0xF6 0xF7
0xF8 0xF9 0xFA 0xFB 0xFC 0xFD 0xFE 0xFF
= f8E8M0FNU
5.877470e-39 1.175490e-38 2.350990e-38 4.701980e-38 9.403950e-38 1.880790e-37 3.761580e-37 7.523160e-37
1.504630e-36 3.009270e-36 6.018530e-36 1.203710e-35 2.407410e-35 4.814820e-35 9.629640e-35 1.925930e-34
3.851860e-34 7.703710e-34 1.540740e-33 3.081490e-33 6.162980e-33 1.232600e-32 2.465190e-32 4.930380e-32
9.860760e-32 1.972150e-31 3.944300e-31 7.888600e-31 1.577720e-30 3.155440e-30 6.310880e-30 1.262180e-29
2.524350e-29 5.048710e-29 1.009740e-28 2.019480e-28 4.038970e-28 8.077940e-28 1.615590e-27 3.231170e-27
6.462340e-27 1.292470e-26 2.584940e-26 5.169880e-26 1.033980e-25 2.067950e-25 4.135900e-25 8.271810e-25
1.654360e-24 3.308720e-24 6.617440e-24 1.323490e-23 2.646980e-23 5.293960e-23 1.058790e-22 2.117580e-22
4.235160e-22 8.470320e-22 1.694070e-21 3.388130e-21 6.776260e-21 1.355250e-20 2.710510e-20 5.421010e-20
1.084200e-19 2.168400e-19 4.336810e-19 8.673610e-19 1.734720e-18 3.469450e-18 6.938890e-18 1.387780e-17
2.775560e-17 5.551120e-17 1.110220e-16 2.220450e-16 4.440890e-16 8.881780e-16 1.776360e-15 3.552710e-15
7.105420e-15 1.421090e-14 2.842170e-14 5.684340e-14 1.136870e-13 2.273740e-13 4.547470e-13 9.094950e-13
1.818990e-12 3.637980e-12 7.275960e-12 1.455190e-11 2.910380e-11 5.820770e-11 1.164150e-10 2.328310e-10
4.656610e-10 9.313220e-10 1.862650e-09 3.725290e-09 7.450580e-09 1.490120e-08 2.980230e-08 5.960460e-08
1.192090e-07 2.384190e-07 4.768370e-07 9.536740e-07 1.907350e-06 3.814700e-06 7.629390e-06 1.525880e-05
3.051760e-05 6.103520e-05 1.220700e-04 2.441410e-04 4.882810e-04 9.765620e-04 1.953130e-03 3.906250e-03
7.812500e-03 1.562500e-02 3.125000e-02 6.250000e-02 1.250000e-01 2.500000e-01 5.000000e-01 1.000000e+00
2.000000e+00 4.000000e+00 8.000000e+00 1.600000e+01 3.200000e+01 6.400000e+01 1.280000e+02 2.560000e+02
5.120000e+02 1.024000e+03 2.048000e+03 4.096000e+03 8.192000e+03 1.638400e+04 3.276800e+04 6.553600e+04
1.310720e+05 2.621440e+05 5.242880e+05 1.048580e+06 2.097150e+06 4.194300e+06 8.388600e+06 1.677720e+07
3.355440e+07 6.710880e+07 1.342180e+08 2.684350e+08 5.368700e+08 1.073740e+09 2.147480e+09 4.294970e+09
8.589930e+09 1.717990e+10 3.435970e+10 6.871940e+10 1.374390e+11 2.748780e+11 5.497550e+11 1.099510e+12
2.199020e+12 4.398050e+12 8.796090e+12 1.759220e+13 3.518440e+13 7.036870e+13 1.407370e+14 2.814750e+14
5.629490e+14 1.125900e+15 2.251800e+15 4.503600e+15 9.007190e+15 1.801440e+16 3.602880e+16 7.205750e+16
1.441150e+17 2.882300e+17 5.764600e+17 1.152920e+18 2.305840e+18 4.611690e+18 9.223370e+18 1.844670e+19
3.689350e+19 7.378690e+19 1.475740e+20 2.951480e+20 5.902950e+20 1.180590e+21 2.361180e+21 4.722370e+21
9.444730e+21 1.888950e+22 3.777890e+22 7.555780e+22 1.511160e+23 3.022310e+23 6.044620e+23 1.208930e+24
2.417850e+24 4.835700e+24 9.671400e+24 1.934280e+25 3.868560e+25 7.737120e+25 1.547430e+26 3.094850e+26
6.189700e+26 1.237940e+27 2.475880e+27 4.951760e+27 9.903520e+27 1.980700e+28 3.961410e+28 7.922810e+28
1.584560e+29 3.169130e+29 6.338250e+29 1.267650e+30 2.535300e+30 5.070600e+30 1.014120e+31 2.028240e+31
4.056480e+31 8.112960e+31 1.622590e+32 3.245190e+32 6.490370e+32 1.298070e+33 2.596150e+33 5.192300e+33
1.038460e+34 2.076920e+34 4.153840e+34 8.307670e+34 1.661530e+35 3.323070e+35 6.646130e+35 1.329230e+36
2.658460e+36 5.316910e+36 1.063380e+37 2.126760e+37 4.253530e+37 8.507050e+37 1.701410e+38 0xFF
= f6E2M3FN
0.000000e+00 1.250000e-01 2.500000e-01 3.750000e-01 5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01
1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
-0.000000e+00 -1.250000e-01 -2.500000e-01 -3.750000e-01 -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01
-1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
-2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
-4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
= f6E3M2FN
0.000000e+00 6.250000e-02 1.250000e-01 1.875000e-01 2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01
5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01 1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00
2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00 4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00
8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01 1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01
-0.000000e+00 -6.250000e-02 -1.250000e-01 -1.875000e-01 -2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01
-5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01 -1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00
-2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00 -4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00
-8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01 -1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01
= f4E2M1FN
0.000000e+00 5.000000e-01 1.000000e+00 1.500000e+00 2.000000e+00 3.000000e+00 4.000000e+00 6.000000e+00
-0.000000e+00 -5.000000e-01 -1.000000e+00 -1.500000e+00 -2.000000e+00 -3.000000e+00 -4.000000e+00 -6.000000e+00
";
}
