//! Conversions between decimal text and unsigned integers of any size
//! (little-endian `u64` words), for integer literals wider than 128 bits.
//! Both directions split the number in halves around a power of ten
//! (divide and conquer) and multiply with Karatsuba's method, so a literal
//! of a million digits converts in a fraction of a second where digit by
//! digit conversion is quadratic.

/// Decimal digits that fit one word: 10^19 < 2^64.
const WORD_DIGITS: usize = 19;
const WORD_POWER: u64 = 10_000_000_000_000_000_000;
/// Below this many words, schoolbook multiplication beats Karatsuba.
const KARATSUBA_MIN: usize = 40;
/// Below this many digits, conversions go word by word.
const SMALL_DIGITS: usize = WORD_DIGITS * 32;

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
    let mut carry = 0u64;
    let mut i = 0;
    while i < x.len() || carry != 0 {
        if at + i == acc.len() {
            acc.push(0);
        }
        let (s1, c1) = acc[at + i].overflowing_add(x.get(i).copied().unwrap_or(0));
        let (s2, c2) = s1.overflowing_add(carry);
        acc[at + i] = s2;
        carry = (c1 as u64) + (c2 as u64);
        i += 1;
    }
}

/// `a -= b`; requires `a >= b`.
fn sub_assign(a: &mut [u64], b: &[u64]) {
    let mut borrow = 0u64;
    for (i, x) in a.iter_mut().enumerate() {
        let (d1, b1) = x.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (d2, b2) = d1.overflowing_sub(borrow);
        *x = d2;
        borrow = (b1 as u64) + (b2 as u64);
        if borrow == 0 && i >= b.len() {
            break;
        }
    }
    debug_assert_eq!(borrow, 0, "sub_assign: a < b");
}

fn schoolbook(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = vec![0u64; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate() {
            let t = x as u128 * y as u128 + out[i + j] as u128 + carry;
            out[i + j] = t as u64;
            carry = t >> 64;
        }
        out[i + b.len()] = carry as u64;
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

/// `10^(19 · 2^k)` for k = 0, 1, ...: the split points of the conversions.
struct Powers(Vec<Vec<u64>>);

impl Powers {
    fn new() -> Self {
        Powers(vec![vec![WORD_POWER]])
    }
    fn get(&mut self, k: usize) -> &[u64] {
        while self.0.len() <= k {
            let last = self.0.last().expect("one power at least");
            let next = mul(last, last);
            self.0.push(next);
        }
        &self.0[k]
    }
}

/// The value of a string of ASCII decimal digits.
pub fn from_decimal(digits: &[u8]) -> Vec<u64> {
    let mut out = from_decimal_with(digits, &mut Powers::new());
    trim(&mut out);
    out
}

fn from_decimal_with(digits: &[u8], powers: &mut Powers) -> Vec<u64> {
    if digits.len() <= SMALL_DIGITS {
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
    let (q, r) = div_rem(x, powers.get(k - 1));
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

    #[test]
    fn hex() {
        assert_eq!(from_hex(b"1fFfFfFfFfFfFfFfF").unwrap(), vec![u64::MAX, 1]);
        assert_eq!(from_hex(b"000").unwrap(), Vec::<u64>::new());
        assert_eq!(from_hex(b"12g"), None);
    }
}
