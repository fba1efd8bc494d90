//! [`ApInt`]: an integer of a fixed bit width, two's complement, with the
//! arithmetic of MLIR's `APInt` (wrapping modulo `2^width`, signed and
//! unsigned comparison, division and remainder, shifts, extension and
//! truncation). Constant folds of every integer width use it.
//!
//! A value of at most 128 bits is held in a `u128` and computed with it
//! (no allocation); a wider one in little-endian 64-bit words, computed
//! word by word (multiplication and division through the parent module's
//! Karatsuba and long division).

use crate::attrs::mask_words;
use std::cmp::Ordering;

/// Widths up to this many bits are held inline.
const INLINE_BITS: u32 = 128;

/// An integer of `width` bits. The bits above the width are always clear,
/// so equal values compare equal.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    bits: Bits,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Bits {
    /// A width of at most 128 bits.
    Inline(u128),
    /// A wider value: `width.div_ceil(64)` words, least significant first.
    Words(Box<[u64]>),
}

fn mask128(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

fn word_count(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// `a + b + carry` over `n` words (missing words are zero), and the carry out.
fn add_words(a: &[u64], b: &[u64], n: usize, carry_in: bool) -> Vec<u64> {
    let mut carry = carry_in;
    (0..n)
        .map(|i| {
            let (x, y) = (a.get(i).copied().unwrap_or(0), b.get(i).copied().unwrap_or(0));
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            s
        })
        .collect()
}

impl ApInt {
    /// The low `width` bits of `words` (little-endian; missing words are zero).
    pub fn from_words(width: u32, words: &[u64]) -> ApInt {
        if width <= INLINE_BITS {
            let low = u128::from(words.first().copied().unwrap_or(0))
                | (u128::from(words.get(1).copied().unwrap_or(0)) << 64);
            return ApInt { width, bits: Bits::Inline(low & mask128(width)) };
        }
        let mut w = vec![0u64; word_count(width)];
        for (o, &i) in w.iter_mut().zip(words) {
            *o = i;
        }
        mask_words(&mut w, width);
        ApInt { width, bits: Bits::Words(w.into()) }
    }

    /// The low `width` bits of `v`.
    pub fn from_u128(width: u32, v: u128) -> ApInt {
        if width <= INLINE_BITS {
            return ApInt { width, bits: Bits::Inline(v & mask128(width)) };
        }
        ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// `v` sign-extended (or truncated) to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> ApInt {
        if width <= INLINE_BITS {
            return ApInt::from_u128(width, v as u128);
        }
        let mut w = vec![if v < 0 { u64::MAX } else { 0 }; word_count(width)];
        w[0] = v as u64;
        w[1] = (v >> 64) as u64;
        ApInt::from_words(width, &w)
    }

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> ApInt {
        ApInt::from_u128(width, 0)
    }

    /// One of `width` bits (zero at width 0).
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u128(width, 1)
    }

    /// All `width` bits set: -1, the largest unsigned value.
    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_i128(width, -1)
    }

    /// The smallest signed value: only the top bit set.
    pub fn signed_min(width: u32) -> ApInt {
        ApInt::one(width).shl(width.saturating_sub(1))
    }

    /// The largest signed value: all bits but the top one set.
    pub fn signed_max(width: u32) -> ApInt {
        ApInt::signed_min(width).not()
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bits as `width.div_ceil(64)` words (at least one), least
    /// significant first.
    pub fn words(&self) -> Vec<u64> {
        match &self.bits {
            Bits::Inline(v) => {
                let mut w = vec![*v as u64, (*v >> 64) as u64];
                w.truncate(word_count(self.width));
                w
            }
            Bits::Words(w) => w.to_vec(),
        }
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        match &self.bits {
            Bits::Inline(v) => *v,
            Bits::Words(w) => u128::from(w[0]) | (u128::from(w.get(1).copied().unwrap_or(0)) << 64),
        }
    }

    /// The value read as unsigned, if it fits 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        (self.active_bits() <= 128).then(|| self.low_u128())
    }

    /// The value read as signed, if it fits an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        let fits = if self.is_negative() { self.not().active_bits() < 128 } else { self.active_bits() < 128 };
        fits.then(|| crate::attrs::sign_extend(self.low_u128(), self.width.min(128)))
    }

    /// Bit `i` (false beyond the width).
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match &self.bits {
            Bits::Inline(v) => (v >> i) & 1 == 1,
            Bits::Words(w) => (w[(i / 64) as usize] >> (i % 64)) & 1 == 1,
        }
    }

    /// The number of bits up to the highest set one (0 for zero).
    pub fn active_bits(&self) -> u32 {
        match &self.bits {
            Bits::Inline(v) => 128 - v.leading_zeros(),
            Bits::Words(w) => w.iter().rposition(|&x| x != 0).map_or(0, |i| 64 * i as u32 + 64 - w[i].leading_zeros()),
        }
    }

    /// Whether the top bit is set (never at width 0).
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }
    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.active_bits() == 0
    }
    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        self.active_bits() == 1
    }
    /// Whether every bit is set.
    pub fn is_all_ones(&self) -> bool {
        self.not().is_zero()
    }
    /// Whether this is the smallest signed value.
    pub fn is_signed_min(&self) -> bool {
        *self == ApInt::signed_min(self.width)
    }
    /// Whether this is the largest signed value.
    pub fn is_signed_max(&self) -> bool {
        *self == ApInt::signed_max(self.width)
    }

    fn same_width(&self, other: &ApInt) {
        assert_eq!(self.width, other.width, "integers of different widths");
    }

    /// Applies `inline` to two values held inline, else `words` to the
    /// words (of which there are as many on each side).
    fn binary(
        &self,
        other: &ApInt,
        inline: impl FnOnce(u128, u128) -> u128,
        words: impl FnOnce(&[u64], &[u64], usize) -> Vec<u64>,
    ) -> ApInt {
        self.same_width(other);
        match (&self.bits, &other.bits) {
            (Bits::Inline(a), Bits::Inline(b)) => ApInt::from_u128(self.width, inline(*a, *b)),
            _ => {
                let (a, b) = (self.words(), other.words());
                ApInt::from_words(self.width, &words(&a, &b, a.len()))
            }
        }
    }

    /// `self + other` modulo `2^width`.
    pub fn add(&self, other: &ApInt) -> ApInt {
        self.binary(other, u128::wrapping_add, |a, b, n| add_words(a, b, n, false))
    }

    /// `self - other` modulo `2^width`.
    pub fn sub(&self, other: &ApInt) -> ApInt {
        self.binary(other, u128::wrapping_sub, |a, b, n| {
            let not_b: Vec<u64> = b.iter().map(|x| !x).collect();
            add_words(a, &not_b, n, true)
        })
    }

    /// `-self` modulo `2^width`.
    pub fn neg(&self) -> ApInt {
        ApInt::zero(self.width).sub(self)
    }

    /// `self · other` modulo `2^width`.
    pub fn mul(&self, other: &ApInt) -> ApInt {
        self.binary(other, u128::wrapping_mul, |a, b, _| super::mul(a, b))
    }

    /// `self & other`.
    pub fn and(&self, other: &ApInt) -> ApInt {
        self.binary(other, |a, b| a & b, |a, b, _| a.iter().zip(b).map(|(x, y)| x & y).collect())
    }

    /// `self | other`.
    pub fn or(&self, other: &ApInt) -> ApInt {
        self.binary(other, |a, b| a | b, |a, b, _| a.iter().zip(b).map(|(x, y)| x | y).collect())
    }

    /// `self ^ other`.
    pub fn xor(&self, other: &ApInt) -> ApInt {
        self.binary(other, |a, b| a ^ b, |a, b, _| a.iter().zip(b).map(|(x, y)| x ^ y).collect())
    }

    /// Every bit flipped.
    pub fn not(&self) -> ApInt {
        self.xor(&ApInt::all_ones(self.width))
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, other: &ApInt) -> Ordering {
        self.same_width(other);
        match (&self.bits, &other.bits) {
            (Bits::Inline(a), Bits::Inline(b)) => a.cmp(b),
            _ => self.words().iter().rev().cmp(other.words().iter().rev()),
        }
    }

    /// Signed comparison.
    pub fn scmp(&self, other: &ApInt) -> Ordering {
        match (self.is_negative(), other.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(other),
        }
    }

    /// Whether `self < n` read as unsigned.
    pub fn ult_u64(&self, n: u64) -> bool {
        self.active_bits() <= 64 && (self.low_u128() as u64) < n
    }

    /// Unsigned quotient and remainder; `None` for a zero divisor.
    pub fn udiv_rem(&self, other: &ApInt) -> Option<(ApInt, ApInt)> {
        self.same_width(other);
        if other.is_zero() {
            return None;
        }
        Some(match (&self.bits, &other.bits) {
            (Bits::Inline(a), Bits::Inline(b)) => {
                (ApInt::from_u128(self.width, a / b), ApInt::from_u128(self.width, a % b))
            }
            _ => {
                let (q, r) = super::div_rem(&self.words(), &other.words());
                (ApInt::from_words(self.width, &q), ApInt::from_words(self.width, &r))
            }
        })
    }

    /// The magnitude: `-self` when negative (the smallest signed value stays
    /// itself, which read as unsigned is its magnitude).
    pub fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Signed quotient (rounded toward zero) and remainder (with the sign
    /// of `self`); `None` for a zero divisor. The smallest signed value
    /// divided by -1 wraps to itself, remainder zero.
    pub fn sdiv_rem(&self, other: &ApInt) -> Option<(ApInt, ApInt)> {
        let (q, r) = self.abs().udiv_rem(&other.abs())?;
        let q = if self.is_negative() != other.is_negative() { q.neg() } else { q };
        let r = if self.is_negative() { r.neg() } else { r };
        Some((q, r))
    }

    /// `self << amount`; zero when the amount is the width or more.
    pub fn shl(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        match &self.bits {
            Bits::Inline(v) => ApInt::from_u128(self.width, v << amount),
            Bits::Words(w) => {
                let (skip, s) = ((amount / 64) as usize, amount % 64);
                let mut out = vec![0u64; w.len()];
                for i in skip..w.len() {
                    out[i] = w[i - skip] << s;
                    if s > 0 && i > skip {
                        out[i] |= w[i - skip - 1] >> (64 - s);
                    }
                }
                ApInt::from_words(self.width, &out)
            }
        }
    }

    /// `self >> amount`, shifting in zeros; zero when the amount is the
    /// width or more.
    pub fn lshr(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        match &self.bits {
            Bits::Inline(v) => ApInt::from_u128(self.width, v >> amount),
            Bits::Words(w) => {
                let (skip, s) = ((amount / 64) as usize, amount % 64);
                let mut out = vec![0u64; w.len()];
                for i in 0..w.len() - skip {
                    out[i] = w[i + skip] >> s;
                    if s > 0 && i + skip + 1 < w.len() {
                        out[i] |= w[i + skip + 1] << (64 - s);
                    }
                }
                ApInt::from_words(self.width, &out)
            }
        }
    }

    /// `self >> amount`, shifting in copies of the sign bit; all sign bits
    /// when the amount is the width or more.
    pub fn ashr(&self, amount: u32) -> ApInt {
        if self.is_negative() {
            self.not().lshr(amount).not()
        } else {
            self.lshr(amount)
        }
    }

    /// Zero-extended (or truncated) to `width` bits.
    pub fn zext(&self, width: u32) -> ApInt {
        match &self.bits {
            Bits::Inline(v) => ApInt::from_u128(width, *v),
            Bits::Words(w) => ApInt::from_words(width, w),
        }
    }

    /// Sign-extended (or truncated) to `width` bits.
    pub fn sext(&self, width: u32) -> ApInt {
        if self.is_negative() && width > self.width {
            self.not().zext(width).not()
        } else {
            self.zext(width)
        }
    }

    /// Truncated to `width` bits (no wider than this one).
    pub fn trunc(&self, width: u32) -> ApInt {
        self.zext(width)
    }

    /// The value of `width` bits whose magnitude is `self` read as
    /// unsigned, negated when `negative`.
    pub fn with_sign(&self, negative: bool) -> ApInt {
        if negative {
            self.neg()
        } else {
            self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIDTHS: [u32; 12] = [1, 2, 7, 8, 63, 64, 65, 100, 127, 128, 129, 256];

    /// Boundary values of a width: 0, 1, 2, 3, -1, -2, the signed extremes
    /// and their neighbours, and a mixed pattern.
    fn values(width: u32) -> Vec<ApInt> {
        let min = ApInt::signed_min(width);
        let max = ApInt::signed_max(width);
        let one = ApInt::one(width);
        let pattern =
            ApInt::from_words(width, &[0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 0x5555_aaaa_0f0f_f0f0, 7]);
        vec![
            ApInt::zero(width),
            one.clone(),
            ApInt::from_u128(width, 2),
            ApInt::from_u128(width, 3),
            ApInt::all_ones(width),
            ApInt::from_i128(width, -2),
            min.add(&one),
            max.sub(&one),
            min,
            max,
            pattern.clone(),
            pattern.neg(),
        ]
    }

    /// The same value computed on words, whatever the width: what the
    /// inline path is checked against.
    fn wide(x: &ApInt) -> ApInt {
        ApInt { width: x.width, bits: Bits::Words(x.words().into()) }
    }

    fn narrow(x: &ApInt) -> ApInt {
        ApInt::from_words(x.width, &x.words())
    }

    /// Up to 128 bits, the word path gives what `u128` arithmetic does.
    #[test]
    fn words_agree_with_inline_arithmetic() {
        for width in WIDTHS.into_iter().filter(|&w| w <= 128) {
            for a in values(width) {
                for b in values(width) {
                    let (wa, wb) = (wide(&a), wide(&b));
                    assert_eq!(narrow(&wa.add(&wb)), a.add(&b), "{a:?} + {b:?}");
                    assert_eq!(narrow(&wa.sub(&wb)), a.sub(&b), "{a:?} - {b:?}");
                    assert_eq!(narrow(&wa.mul(&wb)), a.mul(&b), "{a:?} * {b:?}");
                    assert_eq!(narrow(&wa.xor(&wb)), a.xor(&b));
                    assert_eq!(wa.ucmp(&wb), a.ucmp(&b), "{a:?} <=> {b:?}");
                    let qr = |x: Option<(ApInt, ApInt)>| x.map(|(q, r)| (narrow(&q), narrow(&r)));
                    assert_eq!(qr(wa.udiv_rem(&wb)), a.udiv_rem(&b), "{a:?} / {b:?}");
                    assert_eq!(qr(wa.sdiv_rem(&wb)), a.sdiv_rem(&b), "{a:?} /s {b:?}");
                }
                for s in [0, 1, 5, 63, 64, 65, width - 1, width, width + 1] {
                    let wa = wide(&a);
                    assert_eq!(narrow(&wa.shl(s)), a.shl(s), "{a:?} << {s}");
                    assert_eq!(narrow(&wa.lshr(s)), a.lshr(s), "{a:?} >> {s}");
                    assert_eq!(narrow(&wa.ashr(s)), a.ashr(s), "{a:?} >>s {s}");
                }
            }
        }
    }

    /// Against `i128` arithmetic where the value fits.
    #[test]
    fn agrees_with_i128() {
        for width in WIDTHS {
            for a in values(width) {
                let Some(x) = a.to_i128() else { continue };
                assert_eq!(a.is_negative(), x < 0);
                for b in values(width) {
                    let Some(y) = b.to_i128() else { continue };
                    assert_eq!(a.scmp(&b), x.cmp(&y), "{x} <=> {y} at {width}");
                    if let (Some(q), Some(r)) = (x.checked_div(y), x.checked_rem(y)) {
                        let (aq, ar) = a.sdiv_rem(&b).unwrap();
                        assert_eq!((aq, ar), (ApInt::from_i128(width, q), ApInt::from_i128(width, r)), "{x} / {y}");
                    }
                }
                for w2 in [width, width + 1, width + 64, 300] {
                    assert_eq!(a.sext(w2), ApInt::from_i128(w2, x));
                }
            }
        }
    }

    /// Division undoes multiplication, and the remainder is below the
    /// divisor, at every width; shifts compose; extension round-trips.
    #[test]
    fn identities_at_every_width() {
        for width in WIDTHS {
            for a in values(width) {
                for b in values(width) {
                    if let Some((q, r)) = a.udiv_rem(&b) {
                        assert_eq!(q.mul(&b).add(&r), a);
                        assert_eq!(r.ucmp(&b), Ordering::Less);
                    }
                    if let Some((q, r)) = a.sdiv_rem(&b) {
                        assert_eq!(q.mul(&b).add(&r), a);
                        assert!(r.is_zero() || r.is_negative() == a.is_negative());
                    }
                }
                for s in [1, 3, 64] {
                    if 2 * s < width {
                        assert_eq!(a.shl(s).shl(s), a.shl(2 * s));
                        assert_eq!(a.lshr(s).lshr(s), a.lshr(2 * s));
                        assert_eq!(a.ashr(s).ashr(s), a.ashr(2 * s));
                    }
                }
                assert_eq!(a.zext(width + 70).trunc(width), a);
                assert_eq!(a.sext(width + 70).trunc(width), a);
                assert_eq!(a.sext(width + 70).is_negative(), a.is_negative());
                assert_eq!(a.neg().neg(), a);
            }
            let (min, max) = (ApInt::signed_min(width), ApInt::signed_max(width));
            assert_eq!(min.active_bits(), width);
            assert_eq!(max.add(&ApInt::one(width)), min);
            assert_eq!(min.ashr(width - 1), ApInt::all_ones(width));
            assert!(ApInt::all_ones(width).is_all_ones());
            // MIN / -1 wraps to MIN.
            assert_eq!(min.sdiv_rem(&ApInt::all_ones(width)), Some((min.clone(), ApInt::zero(width))));
        }
    }

    #[test]
    fn wraps_at_wide_widths() {
        let max = ApInt::all_ones(256);
        assert!(max.add(&ApInt::one(256)).is_zero());
        assert!(ApInt::signed_min(256).mul(&ApInt::from_u128(256, 2)).is_zero());
        assert_eq!(ApInt::one(200).neg(), ApInt::all_ones(200));
        assert_eq!(ApInt::from_i128(300, -5).words()[4], (1 << 44) - 1);
    }
}
