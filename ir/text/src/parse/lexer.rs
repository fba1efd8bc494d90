//! A byte-level lexer for MLIR's textual IR. Tokens are spans into the
//! source; nothing is allocated per token.

/// Token kinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    /// The end of the input.
    Eof,
    /// A character that starts no token; the text says which.
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`, keywords included.
    BareIdent,
    /// `%name` / `%0`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `@name` or `@"string"`
    AtIdent,
    /// `#name`
    HashIdent,
    /// `!name`
    ExclaimIdent,
    /// An integer literal.
    Integer,
    /// A float literal.
    Float,
    /// A string literal, quotes included.
    String,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `=`
    Equal,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `->`
    Arrow,
    /// `...`
    Ellipsis,
    /// `|`
    Vertical,
    /// `/` (not followed by another, which starts a comment): no grammar
    /// uses it, but MLIR's lexer reads it as a token, so it is reported by
    /// what expected something else.
    Slash,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and byte span in the source.
#[derive(Clone, Copy, Debug)]
pub struct Token {
    /// What the token is.
    pub kind: Tok,
    /// Byte offset of its first byte.
    pub start: u32,
    /// Byte offset just past its last byte.
    pub end: u32,
}

/// Lexes one buffer.
pub struct Lexer<'a> {
    /// The source bytes.
    pub src: &'a [u8],
    /// Byte offset of the next token.
    pub pos: usize,
    /// Set when a string literal or similar was not terminated.
    pub error: Option<(u32, &'static str)>,
}

/// The classes of each byte, looked up once per byte of a name (a
/// table is a load where the tests are a chain of compares).
const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let start = b.is_ascii_alphabetic() || b == b'_';
        let ident = start || b.is_ascii_digit() || b == b'$' || b == b'.';
        let suffix = ident || b == b'-';
        t[c] = ((start as u8) * IDENT_START) | ((ident as u8) * IDENT) | ((suffix as u8) * SUFFIX);
        c += 1;
    }
    t
};
const IDENT_START: u8 = 1;
const IDENT: u8 = 2;
const SUFFIX: u8 = 4;

fn is_ident_start(c: u8) -> bool {
    CLASSES[c as usize] & IDENT_START != 0
}
fn is_suffix_char(c: u8) -> bool {
    CLASSES[c as usize] & SUFFIX != 0
}

/// The length of the bare identifier (keyword) `text` starts with, as the
/// lexer reads one: 0 when it starts with none.
pub(crate) fn bare_ident_len(text: &[u8]) -> usize {
    match text.first() {
        Some(&c) if is_ident_start(c) => class_len(text, IDENT),
        _ => 0,
    }
}

/// How many bytes of `class` `text` starts with.
fn class_len(text: &[u8], class: u8) -> usize {
    text.iter().position(|&c| CLASSES[c as usize] & class == 0).unwrap_or(text.len())
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0, error: None }
    }

    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32 }
    }

    /// Skips white space and `//` comments. As in MLIR, a NUL byte is white
    /// space and a comment ends at a line feed or a carriage return.
    fn skip_trivia(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r') {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    /// The next token.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Token {
        #[cfg(test)]
        let from = self.pos;
        let token = self.lex();
        #[cfg(test)]
        tests::LEXED.with(|l| l.set(l.get() + self.pos.saturating_sub(from)));
        token
    }

    fn lex(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(Tok::Eof, start);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'*' => Tok::Star,
            b'+' => Tok::Plus,
            b'|' => Tok::Vertical,
            b'/' => Tok::Slash,
            // `::` is two tokens, as in MLIR: `%0::` reads `%0`, `:`, `:`.
            b':' => Tok::Colon,
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    Tok::Ellipsis
                } else {
                    self.error = Some((start as u32 + 1, "expected three consecutive dots for an ellipsis"));
                    Tok::Error
                }
            }
            b'"' => return self.lex_string(start),
            b'%' => return self.lex_prefixed(start, Tok::PercentIdent),
            b'^' => return self.lex_prefixed(start, Tok::CaretIdent),
            b'!' => return self.lex_prefixed(start, Tok::ExclaimIdent),
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    return self.lex_prefixed(start, Tok::HashIdent);
                }
            }
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    let t = self.lex_string(start + 1);
                    if t.kind == Tok::Error {
                        return t;
                    }
                    return self.tok(Tok::AtIdent, start);
                }
                return self.lex_prefixed(start, Tok::AtIdent);
            }
            c if is_ident_start(c) => {
                self.skip_class(IDENT);
                Tok::BareIdent
            }
            c if c.is_ascii_digit() => return self.lex_number(start),
            _ => {
                // The whole character, so that the token text is valid UTF-8.
                while self.pos < self.src.len() && (0x80..0xC0).contains(&self.src[self.pos]) {
                    self.pos += 1;
                }
                Tok::Error
            }
        };
        self.tok(kind, start)
    }

    /// Moves past the bytes of `class` from the current position.
    fn skip_class(&mut self, class: u8) {
        self.pos += class_len(&self.src[self.pos..], class);
    }

    /// `%`, `^`, `!`, `#`, `@` followed by a suffix id (digits or an identifier).
    fn lex_prefixed(&mut self, start: usize, kind: Tok) -> Token {
        let first = self.peek(0);
        if kind == Tok::AtIdent {
            // symbol-ref-id ::= `@` bare-id
            if !is_ident_start(first) {
                self.error = Some((start as u32 + 1, "@ identifier expected to start with letter or '_'"));
                return self.tok(Tok::Error, start);
            }
            self.skip_class(IDENT);
        } else if first.is_ascii_digit() {
            // suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if is_suffix_char(first) {
            self.skip_class(SUFFIX);
        } else {
            let msg = match kind {
                Tok::PercentIdent => "invalid SSA name",
                Tok::CaretIdent => "invalid block name",
                Tok::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            self.error = Some((start as u32, msg));
            return self.tok(Tok::Error, start);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = matches!(self.peek(1), b'+' | b'-') as usize;
            if self.peek(1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        while self.pos < self.src.len() {
            // Skip the plain run up to the next byte that ends it (long
            // literals, such as hex data, are one run).
            let rest = &self.src[self.pos..];
            let run = memchr::memchr3(b'"', b'\\', b'\n', rest).unwrap_or(rest.len());
            self.pos += memchr::memchr2(0x0B, 0x0C, &rest[..run]).unwrap_or(run);
            if self.pos == self.src.len() {
                break;
            }
            match self.src[self.pos] {
                b'"' => {
                    self.pos += 1;
                    return self.tok(Tok::String, start);
                }
                // A carriage return or NUL byte may stand in a literal.
                b'\n' | 0x0B | 0x0C => break,
                b'\\' => {
                    // `\\`, `\"`, `\n`, `\t` or two hex digits.
                    self.pos += 1;
                    match self.peek(0) {
                        b'"' | b'\\' | b'n' | b't' => self.pos += 1,
                        a if a.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() => self.pos += 2,
                        _ => {
                            self.error = Some((self.pos as u32 - 1, "unknown escape in string literal"));
                            return self.tok(Tok::Error, start);
                        }
                    }
                }
                _ => self.pos += 1,
            }
        }
        // MLIR reports where the literal stopped: at the end of the line,
        // or at the end of the input.
        self.error = Some((self.pos as u32, "expected '\"' in string literal"));
        self.tok(Tok::Error, start)
    }
}

/// Decodes the escapes of a string token's text (quotes included); the
/// text between the quotes itself when it has none (most strings), so that
/// reading it allocates nothing.
pub fn unescape(text: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let inner = &text[1..text.len() - 1];
    if !inner.contains(&b'\\') {
        return std::borrow::Cow::Borrowed(inner);
    }
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        match inner.get(i + 1) {
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(b'"') => out.push(b'"'),
            Some(b'\\') => out.push(b'\\'),
            Some(_) => {
                let hex = std::str::from_utf8(&inner[i + 1..i + 3]).unwrap_or("0");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(0));
                i += 3;
                continue;
            }
            None => {}
        }
        i += 2;
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::context::Context;
    use crate::parse::{parse_source, ParseOptions};

    thread_local! {
        /// Bytes this thread's lexers went over, white space included.
        pub(crate) static LEXED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// Parses `src` (unregistered ops allowed) and returns the bytes lexed.
    fn lexed(src: &str) -> usize {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        LEXED.with(|l| l.set(0));
        if let Err(d) = parse_source(&mut ctx, src, "f", ParseOptions::default()) {
            panic!("{}: {}", &src[..80.min(src.len())], d.message);
        }
        LEXED.with(|l| l.get())
    }

    /// Every byte of the input is lexed a bounded number of times: no
    /// construct makes the parser go back over a long stretch once per
    /// element (as restarting inside `1x1x...xf32` at each `x` did).
    #[test]
    fn long_inputs_are_lexed_a_bounded_number_of_times() {
        let n = 20_000;
        let r = |s: &str| s.repeat(n);
        let cases = [
            ("dimensions", format!("%0 = \"x.op\"() : () -> tensor<{}i32>", r("1x"))),
            ("zero dimensions", format!("%0 = \"x.op\"() : () -> tensor<{}f32>", r("0x"))),
            ("mixed dimensions", format!("%0 = \"x.op\"() : () -> memref<{}f32>", r("12x0x?x"))),
            ("scalable dimensions", format!("%0 = \"x.op\"() : () -> vector<{}4xf32>", r("[4]x2x"))),
            (
                "nested dense",
                format!("\"x.op\"() {{a = dense<{}1{}> : tensor<{}i32>}} : () -> ()", r("["), r("]"), r("1x")),
            ),
            ("regions", format!("{}{}", r("\"x.op\"() ({\n"), r("}) : () -> ()\n"))),
            ("arrays", format!("\"x.op\"() {{a = {}1{}}} : () -> ()", r("["), r("]"))),
            ("tuples", format!("%0 = \"x.op\"() : () -> {}i32{}", r("tuple<"), r(">"))),
            (
                "alias chain",
                (1..n).fold("#a0 = [1]\n".to_string(), |s, i| s + &format!("#a{i} = [#a{}]\n", i - 1))
                    + &format!("\"x.op\"() {{a = #a{}}} : () -> ()", n - 1),
            ),
            ("integer", format!("\"x.op\"() {{a = 9{} : i{}}} : () -> ()", "0".repeat(n), 4 * n)),
            ("float", format!("\"x.op\"() {{a = 1.{}1 : f64}} : () -> ()", "0".repeat(n))),
            ("hex dense", format!("\"x.op\"() {{a = dense<\"0x{}\"> : tensor<{n}xi8>}} : () -> ()", r("A5"))),
        ];
        for (what, src) in cases {
            let bytes = lexed(&src);
            assert!(bytes <= 3 * src.len(), "{what}: {bytes} bytes lexed for {} of input", src.len());
        }
    }
}
