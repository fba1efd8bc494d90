//! Bytes that are not UTF-8 inside a message `String`, without loss.
//!
//! Messages quote what the input holds (strings, symbol names, dialect
//! data), and MLIR shows those bytes as they are. A message stays a
//! `String`, so each byte of an invalid sequence becomes one character of
//! a private range (U+10FF80 + (byte - 0x80)), and the renderer turns each
//! such character back into its byte. A valid character of that range is
//! written as its four bytes the same way, so every byte string has one
//! text form and comes back unchanged.

use std::borrow::Cow;

/// The first character standing for a byte (0x80).
const FIRST: u32 = 0x10_FF80;

/// Whether `c` stands for a byte.
fn is_byte_char(c: char) -> bool {
    u32::from(c) >= FIRST
}

/// The character standing for byte `b` (0x80 or above).
fn byte_char(b: u8) -> char {
    char::from_u32(FIRST + u32::from(b) - 0x80).expect("a valid character")
}

/// The text form of `bytes`: borrowed when they are UTF-8 with no character
/// of the private range.
pub fn text_of_bytes(bytes: &[u8]) -> Cow<'_, str> {
    // ASCII (nearly every name) holds no character that stands for a
    // byte: no need to look at each character.
    if bytes.is_ascii() {
        if let Ok(s) = std::str::from_utf8(bytes) {
            return Cow::Borrowed(s);
        }
    }
    if let Ok(s) = std::str::from_utf8(bytes) {
        if !s.chars().any(is_byte_char) {
            return Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if is_byte_char(c) {
                out.extend(c.encode_utf8(&mut [0; 4]).bytes().map(byte_char));
            } else {
                out.push(c);
            }
        }
        out.extend(chunk.invalid().iter().map(|&b| byte_char(b)));
    }
    out.into()
}

/// The bytes `text` stands for (the inverse of [`text_of_bytes`]).
pub fn bytes_of_text(text: &str) -> Cow<'_, [u8]> {
    if !text.chars().any(is_byte_char) {
        return Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        if is_byte_char(c) {
            out.push((u32::from(c) - FIRST + 0x80) as u8);
        } else {
            out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_string_comes_back() {
        let cases: &[&[u8]] = &[
            b"",
            b"plain",
            b"\xff",
            b"a\x80b\xc3",
            "é\u{10FF80}\u{10FFFF}\u{10FF7F}".as_bytes(),
            b"\xf4\x8f\xbe\x80",
            b"\xf4\x8f",
        ];
        for &c in cases {
            let t = text_of_bytes(c);
            assert_eq!(&*bytes_of_text(&t), c, "{t:?}");
        }
        // Every pair of bytes too.
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let c = [a, b, b'x'];
                assert_eq!(&*bytes_of_text(&text_of_bytes(&c)), &c[..]);
            }
        }
    }

    #[test]
    fn valid_text_is_borrowed() {
        assert!(matches!(text_of_bytes(b"abc"), Cow::Borrowed("abc")));
        assert!(matches!(bytes_of_text("abc"), Cow::Borrowed(b"abc")));
    }
}
