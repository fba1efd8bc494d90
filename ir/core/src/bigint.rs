//! Conversions between decimal text and unsigned integers of any size
//! (little-endian `u64` words), for integer literals wider than 128 bits.
//! Both directions split the number in halves around a power of ten
//! (divide and conquer) and multiply with Karatsuba's method; printing
//! divides by those powers through reciprocals computed by Newton's
//! iteration, so both directions cost a few multiplications of the whole
//! number instead of the square of its length. A literal whose digit count
//! alone shows it exceeds its type is refused without converting it
//! ([`magnitude`]). [`ApInt`] is the fixed-width integer that constant
//! folds compute with, built on the same multiplication and division.

mod fixed;
pub use fixed::ApInt;

/// Decimal digits that fit one word: 10^19 < 2^64.
const WORD_DIGITS: usize = 19;
const WORD_POWER: u64 = 10_000_000_000_000_000_000;
/// Below this many words, schoolbook multiplication beats Karatsuba.
const KARATSUBA_MIN: usize = 40;
/// Below this many digits, conversions go word by word.
const SMALL_DIGITS: usize = WORD_DIGITS * 32;

#[cfg(test)]
thread_local! {
    /// Word operations (one multiply-add, one digit step) done by this
    /// thread, for the tests that check how the cost of a conversion grows.
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Counts `n` word operations (in tests only; nothing otherwise).
#[inline]
fn count_work(n: usize) {
    #[cfg(test)]
    WORK.with(|w| w.set(w.get() + n as u64));
    #[cfg(not(test))]
    let _ = n;
}

fn trim(v: &mut Vec<u64>) {
    while v.last() == Some(&0) {
        v.pop();
    }
}

fn trimmed(v: &[u64]) -> &[u64] {
    let n = v.iter().rposition(|&w| w != 0).map_or(0, |i| i + 1);
    &v[..n]
}

/// `acc[at..] += x`, growing `acc` as needed.
fn add_at(acc: &mut Vec<u64>, x: &[u64], at: usize) {
    if acc.len() < at + x.len() {
        acc.resize(at + x.len(), 0);
    }
    let mut carry = false;
    for (a, &b) in acc[at..at + x.len()].iter_mut().zip(x) {
        let (s1, c1) = a.overflowing_add(b);
        let (s2, c2) = s1.overflowing_add(u64::from(carry));
        *a = s2;
        carry = c1 | c2;
    }
    let mut i = at + x.len();
    while carry {
        match acc.get_mut(i) {
            Some(a) => {
                let (s, c) = a.overflowing_add(1);
                *a = s;
                carry = c;
            }
            None => {
                acc.push(1);
                carry = false;
            }
        }
        i += 1;
    }
}

/// `a -= b`; requires `a >= b`.
fn sub_assign(a: &mut [u64], b: &[u64]) {
    let b = trimmed(b);
    let mut borrow = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (d1, b1) = x.overflowing_sub(y);
        let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
        *x = d2;
        borrow = b1 | b2;
    }
    for x in a.iter_mut().skip(b.len()) {
        if !borrow {
            break;
        }
        let (d, b) = x.overflowing_sub(1);
        *x = d;
        borrow = b;
    }
    debug_assert!(!borrow && a.len() >= b.len(), "sub_assign: a < b");
}

fn schoolbook(a: &[u64], b: &[u64]) -> Vec<u64> {
    count_work(a.len() * b.len());
    let mut out = vec![0u64; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u64;
        for (o, &y) in out[i..i + b.len()].iter_mut().zip(b) {
            let t = u128::from(x) * u128::from(y) + u128::from(*o) + u128::from(carry);
            *o = t as u64;
            carry = (t >> 64) as u64;
        }
        out[i + b.len()] = carry;
    }
    out
}

/// The product `a · b`, trimmed.
pub fn mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (a, b) = (trimmed(a), trimmed(b));
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    if b.is_empty() {
        return Vec::new();
    }
    let mut out = if b.len() < KARATSUBA_MIN {
        schoolbook(a, b)
    } else if a.len() >= 2 * b.len() {
        // Unbalanced: slices of `a` the size of `b`.
        let mut out = Vec::with_capacity(a.len() + b.len());
        for (k, chunk) in a.chunks(b.len()).enumerate() {
            add_at(&mut out, &mul(chunk, b), k * b.len());
        }
        out
    } else {
        karatsuba(a, b)
    };
    trim(&mut out);
    out
}

fn karatsuba(a: &[u64], b: &[u64]) -> Vec<u64> {
    let h = a.len() / 2;
    let (a0, a1) = a.split_at(h);
    let (b0, b1) = b.split_at(h.min(b.len()));
    let z0 = mul(a0, b0);
    let z2 = mul(a1, b1);
    let mut sa = a0.to_vec();
    add_at(&mut sa, a1, 0);
    let mut sb = b0.to_vec();
    add_at(&mut sb, b1, 0);
    let mut z1 = mul(&sa, &sb);
    z1.resize(z1.len().max(z0.len()).max(z2.len()), 0);
    sub_assign(&mut z1, &z0);
    sub_assign(&mut z1, &z2);
    let mut out = Vec::with_capacity(a.len() + b.len());
    add_at(&mut out, &z0, 0);
    add_at(&mut out, trimmed(&z1), h);
    add_at(&mut out, &z2, 2 * h);
    out
}

/// `10^(19 · 2^k)` for k = 0, 1, ...: the split points of the
/// conversions, and the reciprocals of those that printing divides by.
struct Powers {
    powers: Vec<Vec<u64>>,
    reciprocals: Vec<Option<Vec<u64>>>,
}

impl Powers {
    fn new() -> Self {
        Powers { powers: vec![vec![WORD_POWER]], reciprocals: Vec::new() }
    }

    fn get(&mut self, k: usize) -> &[u64] {
        while self.powers.len() <= k {
            let last = self.powers.last().expect("one power at least");
            let next = mul(last, last);
            self.powers.push(next);
        }
        &self.powers[k]
    }

    /// Quotient and remainder of `x / 10^(19 · 2^k)`, for `x` below the
    /// square of that power. Large powers are divided by through their
    /// reciprocal (Barrett's method): two multiplications and at most a
    /// couple of corrections instead of long division's quadratic cost.
    fn div_rem(&mut self, x: &[u64], k: usize) -> (Vec<u64>, Vec<u64>) {
        let m = self.get(k).len();
        if m <= NEWTON_MIN {
            return div_rem(x, &self.powers[k]);
        }
        if self.reciprocals.len() <= k {
            self.reciprocals.resize(k + 1, None);
        }
        let p = &self.powers[k];
        let r = self.reciprocals[k].get_or_insert_with(|| reciprocal(p));
        let x = trimmed(x);
        debug_assert!(x.len() <= 2 * m, "the dividend is below the square of the divisor");
        // r = floor(2^(128 m) / p) and x < 2^(128 m): the estimate from the
        // top m + 1 words of x falls short of the quotient by at most two.
        let top = x.get(m - 1..).unwrap_or(&[]);
        let mut q = mul(top, r).get(m + 1..).map_or_else(Vec::new, <[u64]>::to_vec);
        let mut rem = x.to_vec();
        sub_assign(&mut rem, &mul(&q, p));
        trim(&mut rem);
        while !less(&rem, p) {
            sub_assign(&mut rem, p);
            trim(&mut rem);
            add_at(&mut q, &[1], 0);
        }
        (q, rem)
    }
}

/// Below this many words, reciprocals and divisions use long division.
const NEWTON_MIN: usize = 32;

/// `2^(64 · words)`.
fn power_of_two_words(words: usize) -> Vec<u64> {
    let mut v = vec![0u64; words + 1];
    v[words] = 1;
    v
}

/// `floor(2^(128 m) / v)` for `v` of `m` words (its top word nonzero), by
/// Newton's iteration: the reciprocal of `v`'s top half, scaled, is right
/// in about half its words; one step `r + r · (2^(128 m) − v · r) / 2^(128 m)`
/// squares the error, and a few additions of `v` make the result exact.
/// Costs a few multiplications of `m` words.
fn reciprocal(v: &[u64]) -> Vec<u64> {
    let m = v.len();
    let scale = power_of_two_words(2 * m);
    if m <= NEWTON_MIN {
        return div_rem(&scale, v).0;
    }
    // The top h words: relative error below 2^(-64 (h - 1)), squared by
    // the step to below 2^(-64 (m + 4)), far less than one unit of r.
    let h = m / 2 + 3;
    let mut r = vec![0u64; m - h];
    r.extend_from_slice(&reciprocal(&v[m - h..]));
    let vr = mul(v, &r);
    let step = |e: &[u64], r: &[u64]| -> Vec<u64> { mul(r, e).get(2 * m..).map_or_else(Vec::new, <[u64]>::to_vec) };
    if less(&scale, &vr) {
        let mut e = vr;
        sub_assign(&mut e, &scale);
        let mut d = step(trimmed(&e), &r);
        add_at(&mut d, &[1], 0);
        sub_assign(&mut r, &d);
    } else {
        let mut e = scale.clone();
        sub_assign(&mut e, &vr);
        let d = step(trimmed(&e), &r);
        add_at(&mut r, &d, 0);
    }
    trim(&mut r);
    // Exact: v · r <= 2^(128 m) < v · (r + 1).
    let mut vr = mul(v, &r);
    while less(&scale, &vr) {
        sub_assign(&mut r, &[1]);
        sub_assign(&mut vr, v);
        trim(&mut vr);
    }
    let mut rest = scale;
    sub_assign(&mut rest, &vr);
    trim(&mut rest);
    while !less(&rest, v) {
        sub_assign(&mut rest, v);
        trim(&mut rest);
        add_at(&mut r, &[1], 0);
    }
    trim(&mut r);
    r
}

/// The value of an integer literal's digits (decimal, or hexadecimal after
/// `0x`) if it fits in `max_bits` bits; `None` for a digit of the wrong
/// base or a value too wide. A literal whose count of significant digits
/// already shows it too wide is refused without converting it, so that its
/// cost stays linear in its length.
pub fn magnitude(text: &[u8], max_bits: u32) -> Option<Vec<u64>> {
    let (hex, digits) = match text.strip_prefix(b"0x") {
        Some(h) => (true, h),
        None => (false, text),
    };
    let valid = |c: &u8| if hex { c.is_ascii_hexdigit() } else { c.is_ascii_digit() };
    if !digits.iter().all(valid) {
        return None;
    }
    let significant = digits.iter().position(|&c| c != b'0').map_or(0, |i| digits.len() - i) as u128;
    if significant > 0 {
        // The value is at least 16^(n - 1) or 10^(n - 1) for n significant
        // digits; log2(10) > 3.321928.
        let min_bits = if hex { 4 * (significant - 1) + 1 } else { (significant - 1) * 3_321_928 / 1_000_000 + 1 };
        if min_bits > u128::from(max_bits) {
            return None;
        }
    }
    let words = if hex { from_hex(digits)? } else { from_decimal(digits) };
    let bits = words.last().map_or(0, |&top| words.len() as u64 * 64 - u64::from(top.leading_zeros()));
    (bits <= u64::from(max_bits)).then_some(words)
}

/// The value of a string of ASCII decimal digits.
pub fn from_decimal(digits: &[u8]) -> Vec<u64> {
    let mut out = from_decimal_with(digits, &mut Powers::new());
    trim(&mut out);
    out
}

fn from_decimal_with(digits: &[u8], powers: &mut Powers) -> Vec<u64> {
    if digits.len() <= SMALL_DIGITS {
        count_work(digits.len() * digits.len() / (WORD_DIGITS * WORD_DIGITS) + digits.len());
        let mut words: Vec<u64> = Vec::new();
        for chunk in digits.chunks(WORD_DIGITS) {
            let (mut scale, mut value) = (1u64, 0u64);
            for &d in chunk {
                scale *= 10;
                value = value * 10 + u64::from(d - b'0');
            }
            let mut carry = value as u128;
            for w in words.iter_mut() {
                let t = *w as u128 * scale as u128 + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
        return words;
    }
    // Split off the low 19 · 2^k digits, the largest such block that
    // leaves some digits above it.
    let mut k = 0;
    while WORD_DIGITS << (k + 1) < digits.len() {
        k += 1;
    }
    let (high, low) = digits.split_at(digits.len() - (WORD_DIGITS << k));
    let high = from_decimal_with(high, powers);
    let low = from_decimal_with(low, powers);
    let mut out = mul(&high, powers.get(k));
    add_at(&mut out, &low, 0);
    out
}

/// The value of a string of hexadecimal digits (either case).
pub fn from_hex(digits: &[u8]) -> Option<Vec<u64>> {
    let mut out = vec![0u64; digits.len().div_ceil(16)];
    for (i, &c) in digits.iter().rev().enumerate() {
        let d = (c as char).to_digit(16)? as u64;
        out[i / 16] |= d << (4 * (i % 16));
    }
    trim(&mut out);
    Some(out)
}

/// The decimal digits of `words` (no sign, no leading zeros; "0" for zero).
pub fn to_decimal(words: &[u64]) -> String {
    let x = trimmed(words);
    let mut out = String::new();
    if x.is_empty() {
        out.push('0');
        return out;
    }
    let mut powers = Powers::new();
    // The least k with x < 10^(19 · 2^k).
    let mut k = 0;
    while !less(x, powers.get(k)) {
        k += 1;
    }
    write_decimal(x, k, false, &mut powers, &mut out);
    out
}

/// Writes `x < 10^(19 · 2^k)`, zero-padded to that many digits if `pad`.
fn write_decimal(x: &[u64], k: usize, pad: bool, powers: &mut Powers, out: &mut String) {
    let x = trimmed(x);
    if k == 0 {
        let v = x.first().copied().unwrap_or(0);
        if pad {
            out.push_str(&format!("{v:019}"));
        } else {
            out.push_str(&v.to_string());
        }
        return;
    }
    if !pad && less(x, powers.get(k - 1)) {
        return write_decimal(x, k - 1, false, powers, out);
    }
    let (q, r) = powers.div_rem(x, k - 1);
    write_decimal(&q, k - 1, pad, powers, out);
    write_decimal(&r, k - 1, true, powers, out);
}

/// Whether `a < b`.
fn less(a: &[u64], b: &[u64]) -> bool {
    let (a, b) = (trimmed(a), trimmed(b));
    if a.len() != b.len() {
        return a.len() < b.len();
    }
    for i in (0..a.len()).rev() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// Quotient and remainder of `u / v` (`v` nonzero): Knuth's algorithm D.
fn div_rem(u: &[u64], v: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let (u, v) = (trimmed(u), trimmed(v));
    assert!(!v.is_empty(), "division by zero");
    if less(u, v) {
        return (Vec::new(), u.to_vec());
    }
    if v.len() == 1 {
        let d = v[0] as u128;
        let mut q = vec![0u64; u.len()];
        let mut rem = 0u128;
        for i in (0..u.len()).rev() {
            let cur = (rem << 64) | u[i] as u128;
            q[i] = (cur / d) as u64;
            rem = cur % d;
        }
        trim(&mut q);
        let mut r = vec![rem as u64];
        trim(&mut r);
        return (q, r);
    }
    // Normalize so that the divisor's top bit is set.
    let s = v[v.len() - 1].leading_zeros();
    let shl = |x: &[u64], extra: usize| -> Vec<u64> {
        let mut out = vec![0u64; x.len() + extra];
        for i in 0..x.len() {
            out[i] |= x[i] << s;
            if s > 0 && i + 1 < out.len() {
                out[i + 1] |= x[i] >> (64 - s);
            }
        }
        out
    };
    let vn = shl(v, 0);
    let mut un = shl(u, 1);
    let (n, m) = (vn.len(), u.len() - v.len());
    count_work((m + 1) * n);
    let mut q = vec![0u64; m + 1];
    let b = 1u128 << 64;
    let (vtop, vnext) = (vn[n - 1] as u128, vn[n - 2] as u128);
    for j in (0..=m).rev() {
        let num = ((un[j + n] as u128) << 64) | un[j + n - 1] as u128;
        let mut qhat = num / vtop;
        let mut rhat = num % vtop;
        while qhat >= b || qhat * vnext > ((rhat << 64) | un[j + n - 2] as u128) {
            qhat -= 1;
            rhat += vtop;
            if rhat >= b {
                break;
            }
        }
        // un[j..j + n + 1] -= qhat · vn
        let mut borrow: i128 = 0;
        let mut carry: u128 = 0;
        for i in 0..n {
            let p = qhat * vn[i] as u128 + carry;
            carry = p >> 64;
            let t = un[i + j] as i128 - (p as u64) as i128 + borrow;
            un[i + j] = t as u64;
            borrow = t >> 64;
        }
        let t = un[j + n] as i128 - carry as i128 + borrow;
        un[j + n] = t as u64;
        if t < 0 {
            // qhat was one too large: add the divisor back.
            qhat -= 1;
            let mut c = 0u128;
            for i in 0..n {
                let s = un[i + j] as u128 + vn[i] as u128 + c;
                un[i + j] = s as u64;
                c = s >> 64;
            }
            un[j + n] = un[j + n].wrapping_add(c as u64);
        }
        q[j] = qhat as u64;
    }
    // Unnormalize the remainder.
    let mut r = vec![0u64; n];
    for i in 0..n {
        r[i] = un[i] >> s;
        if s > 0 {
            r[i] |= un[i + 1] << (64 - s);
        }
    }
    trim(&mut q);
    trim(&mut r);
    (q, r)
}

#[cfg(test)]
// `is_multiple_of` is newer than the workspace's minimum Rust version.
#[allow(clippy::manual_is_multiple_of)]
mod tests {
    use super::*;

    fn rand_digits(n: usize, seed: &mut u64) -> Vec<u8> {
        (0..n)
            .map(|i| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                // Long runs of 9s and 0s exercise carries and padding.
                match (*seed >> 32) % 8 {
                    0 => b'0',
                    1 => b'9',
                    _ => b'0' + (*seed % 10) as u8 + u8::from(i == 0 && *seed % 10 == 0),
                }
            })
            .map(|d| d.min(b'9'))
            .collect()
    }

    fn strip(d: &[u8]) -> String {
        let s = String::from_utf8(d.to_vec()).unwrap();
        let t = s.trim_start_matches('0');
        if t.is_empty() {
            "0".into()
        } else {
            t.into()
        }
    }

    /// Text to value to text is the identity (up to leading zeros) at
    /// sizes around every split point, and agrees with u128 arithmetic.
    #[test]
    fn round_trips() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for n in [1, 2, 18, 19, 20, 38, 39, 40, 100, 607, 608, 609, 1216, 1217, 2000, 5000, 12_345] {
            for _ in 0..3 {
                let d = rand_digits(n, &mut seed);
                let v = from_decimal(&d);
                assert_eq!(to_decimal(&v), strip(&d), "{n} digits");
                if n <= 38 {
                    let x: u128 = strip(&d).parse().unwrap();
                    assert_eq!(v, trimmed(&[x as u64, (x >> 64) as u64]).to_vec());
                }
            }
        }
    }

    /// Karatsuba agrees with schoolbook multiplication, and division undoes it.
    #[test]
    fn mul_and_div_agree() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut words = |n: usize| -> Vec<u64> {
            (0..n)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if seed % 5 == 0 {
                        u64::MAX
                    } else {
                        seed
                    }
                })
                .collect()
        };
        for (na, nb) in [(1, 1), (40, 40), (41, 80), (100, 100), (250, 61), (300, 299), (1000, 3)] {
            let (a, b) = (words(na), words(nb));
            let mut want = schoolbook(&a, &b);
            trim(&mut want);
            let p = mul(&a, &b);
            assert_eq!(p, want, "{na} x {nb}");
            let (q, r) = div_rem(&p, &b);
            assert_eq!(q, trimmed(&a).to_vec());
            assert!(r.is_empty());
            let mut p1 = p.clone();
            add_at(&mut p1, &[12345], 0);
            let (q, r) = div_rem(&p1, &b);
            assert_eq!(q, trimmed(&a).to_vec());
            assert_eq!(r, if nb == 1 && b[0] <= 12345 { div_rem(&[12345], &b).1 } else { vec![12345] });
        }
    }

    /// Work counted by this thread while `f` runs.
    fn work_of(f: impl FnOnce()) -> u64 {
        let before = WORK.with(|w| w.get());
        f();
        WORK.with(|w| w.get()) - before
    }

    /// Newton's reciprocals are exact, and Barrett division by a power of
    /// ten agrees with long division, at sizes around the threshold.
    #[test]
    fn reciprocals_and_barrett_division_are_exact() {
        let mut seed = 0x0123_4567_89ab_cdefu64;
        for m in [1, 2, 31, 32, 33, 34, 40, 63, 64, 65, 100, 129, 301] {
            let mut d = rand_digits(m * 19, &mut seed);
            d[0] = b'1' + d[0] % 9;
            let v = from_decimal(&d);
            let want = div_rem(&power_of_two_words(2 * v.len()), &v).0;
            assert_eq!(reciprocal(&v), want, "{m} words");
        }
        let mut powers = Powers::new();
        for k in 0..7 {
            let p = powers.get(k).to_vec();
            for _ in 0..3 {
                // Below p²: at most twice as many digits as p.
                let x = from_decimal(&rand_digits(19 << (k + 1), &mut seed));
                assert_eq!(powers.div_rem(&x, k), div_rem(&x, &p), "power {k}");
            }
            let mut square = mul(&p, &p);
            sub_assign(&mut square, &[1]);
            trim(&mut square);
            assert_eq!(powers.div_rem(&square, k), div_rem(&square, &p), "p² - 1, power {k}");
        }
    }

    /// Both conversions cost well under the square of the length: ten
    /// times the digits take less than half of a hundred times the work.
    #[test]
    fn conversions_are_subquadratic() {
        let mut seed = 0x5151_5151_5151_5151u64;
        let (small, large) = (rand_digits(20_000, &mut seed), rand_digits(200_000, &mut seed));
        let parse = |d: &[u8]| work_of(|| drop(from_decimal(d)));
        let (vs, vl) = (from_decimal(&small), from_decimal(&large));
        let print = |v: &[u64]| work_of(|| drop(to_decimal(v)));
        let (ps, pl) = (parse(&small), parse(&large));
        let (qs, ql) = (print(&vs), print(&vl));
        assert!(pl < 50 * ps, "parsing: {ps} word operations for 20,000 digits, {pl} for 200,000");
        assert!(ql < 50 * qs, "printing: {qs} word operations for 20,000 digits, {ql} for 200,000");
        assert_eq!(to_decimal(&vl), strip(&large));
    }

    /// A literal too long for its width is refused without converting
    /// it; near the limit the digit count decides nothing and the value
    /// does, in both bases and with leading zeros.
    #[test]
    fn magnitude_refuses_long_literals_unconverted() {
        let nines = vec![b'9'; 1_000_000];
        assert_eq!(work_of(|| assert_eq!(magnitude(&nines, 32), None)), 0);
        assert_eq!(work_of(|| assert_eq!(magnitude(&nines, 3_321_924), None)), 0);
        let mut hex = b"0x".to_vec();
        hex.extend(std::iter::repeat_n(b'f', 1_000_000));
        assert_eq!(work_of(|| assert_eq!(magnitude(&hex, 64), None)), 0);
        for width in 0..300u32 {
            // 2^width - 1 fits, 2^width does not.
            let mut top = vec![0u64; width as usize / 64 + 1];
            top[width as usize / 64] = 1 << (width % 64);
            let mut below = top.clone();
            sub_assign(&mut below, &[1]);
            trim(&mut below);
            trim(&mut top);
            for (v, fits) in [(&below, true), (&top, false)] {
                let dec = to_decimal(v);
                let hex = format!("0x{}", v.iter().rev().map(|w| format!("{w:016x}")).collect::<String>());
                for text in [dec.clone(), format!("000{dec}"), hex] {
                    assert_eq!(magnitude(text.as_bytes(), width), fits.then(|| v.clone()), "{text} in {width} bits");
                }
            }
            // The largest number of each digit count is refused exactly
            // when it does not fit.
            for n in 1..=(width as usize / 3 + 2) {
                let v = from_decimal(&vec![b'9'; n]);
                let fits = v.last().is_none_or(|&t| v.len() as u32 * 64 - t.leading_zeros() <= width);
                assert_eq!(magnitude(&vec![b'9'; n], width).is_some(), fits, "{n} nines in {width} bits");
            }
        }
        assert_eq!(magnitude(b"0x", 8), Some(vec![]));
        assert_eq!(magnitude(b"12a", 64), None);
        assert_eq!(magnitude(b"0x12g", 64), None);
    }

    #[test]
    fn hex() {
        assert_eq!(from_hex(b"1fFfFfFfFfFfFfFfF").unwrap(), vec![u64::MAX, 1]);
        assert_eq!(from_hex(b"000").unwrap(), Vec::<u64>::new());
        assert_eq!(from_hex(b"12g"), None);
    }
}
