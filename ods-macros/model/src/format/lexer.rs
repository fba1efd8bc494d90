//! The format lexer (mlir-tblgen's `FormatLexer`).
//!
//! Tokens: the punctuation `^ : , = < > ? ( ) * |`, `` `literals` ``,
//! `$variables`, `"strings"`, identifiers (`[a-zA-Z_][a-zA-Z0-9_-]*`) and the
//! directive keywords among them. Whitespace (space, tab, newline, carriage
//! return, NUL) separates tokens. Errors become [`TokenKind::Error`] tokens so the
//! parser can skip them without reporting a follow-on error.

use super::error::FormatError;
use std::ops::Range;

/// A directive keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Keyword {
    AttrDict,
    AttrDictKw,
    Custom,
    FunctionalType,
    OIList,
    Operands,
    Params,
    PropDict,
    Qualified,
    Ref,
    Regions,
    Results,
    Struct,
    Successors,
    Type,
}

impl Keyword {
    /// All keywords with their spelling.
    pub(crate) const ALL: [(&'static str, Keyword); 15] = [
        ("attr-dict", Keyword::AttrDict),
        ("attr-dict-with-keyword", Keyword::AttrDictKw),
        ("custom", Keyword::Custom),
        ("functional-type", Keyword::FunctionalType),
        ("oilist", Keyword::OIList),
        ("operands", Keyword::Operands),
        ("params", Keyword::Params),
        ("prop-dict", Keyword::PropDict),
        ("qualified", Keyword::Qualified),
        ("ref", Keyword::Ref),
        ("regions", Keyword::Regions),
        ("results", Keyword::Results),
        ("struct", Keyword::Struct),
        ("successors", Keyword::Successors),
        ("type", Keyword::Type),
    ];

    fn from_str(s: &str) -> Option<Keyword> {
        Self::ALL.iter().find(|(n, _)| *n == s).map(|(_, k)| *k)
    }
}

/// The kind of a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenKind {
    Eof,
    /// A lexing error (already reported).
    Error,
    Caret,
    Colon,
    Comma,
    Equal,
    Less,
    Greater,
    Question,
    LParen,
    RParen,
    Star,
    Pipe,
    /// `` `...` `` (the span includes the backticks).
    Literal,
    /// `$name` (the span includes the `$`).
    Variable,
    /// `"..."` (the span includes the quotes).
    Str,
    Identifier,
    Keyword(Keyword),
}

/// A token and its byte range in the format string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokenKind,
    pub span: Range<usize>,
}

/// Characters that are valid single-character literals when put in backticks.
const PUNCT_LITERALS: &str = "_:,=<>()[]{}?+-*";

/// Splits `src` into tokens (always ending with one `Eof` token), pushing lexing
/// errors onto `errors`.
pub(crate) fn lex(src: &str, errors: &mut Vec<FormatError>) -> Vec<Token> {
    let bytes = src.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    let tok = |kind, start: usize, end: usize| Token { kind, span: start..end };
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        match c {
            b' ' | b'\t' | b'\n' | b'\r' | 0 => {
                i += 1;
                continue;
            }
            b'^' | b':' | b',' | b'=' | b'<' | b'>' | b'?' | b'(' | b')' | b'*' | b'|' => {
                let kind = match c {
                    b'^' => TokenKind::Caret,
                    b':' => TokenKind::Colon,
                    b',' => TokenKind::Comma,
                    b'=' => TokenKind::Equal,
                    b'<' => TokenKind::Less,
                    b'>' => TokenKind::Greater,
                    b'?' => TokenKind::Question,
                    b'(' => TokenKind::LParen,
                    b')' => TokenKind::RParen,
                    b'*' => TokenKind::Star,
                    _ => TokenKind::Pipe,
                };
                i += 1;
                tokens.push(tok(kind, start, i));
            }
            b'`' => match src[i + 1..].find('`') {
                Some(off) => {
                    i = i + 1 + off + 1;
                    tokens.push(tok(TokenKind::Literal, start, i));
                }
                None => {
                    errors.push(
                        FormatError::new("unexpected end of file in literal", start..src.len())
                            .with_note("a literal is enclosed in backticks: add the closing '`'"),
                    );
                    i = src.len();
                    tokens.push(tok(TokenKind::Error, start, i));
                }
            },
            b'$' => {
                let name_start = i + 1;
                if name_start < bytes.len() && (bytes[name_start].is_ascii_alphabetic() || bytes[name_start] == b'_') {
                    i = name_start;
                    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                        i += 1;
                    }
                    tokens.push(tok(TokenKind::Variable, start, i));
                } else {
                    // Swallow what follows (e.g. `$1`) so it does not produce
                    // further errors.
                    i = name_start;
                    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                        i += 1;
                    }
                    errors.push(FormatError::new("expected variable name", start..start + 1).with_note(
                        "a variable is `$` followed by the name of an operand, attribute, \
                             property, result, region or successor (a letter or '_' first)",
                    ));
                    tokens.push(tok(TokenKind::Error, start, i));
                }
            }
            b'"' => {
                let mut escape = false;
                let mut end = None;
                for (off, ch) in src[i + 1..].char_indices() {
                    if !escape && ch == '"' {
                        end = Some(i + 1 + off + 1);
                        break;
                    }
                    escape = ch == '\\';
                }
                match end {
                    Some(e) => {
                        i = e;
                        tokens.push(tok(TokenKind::Str, start, i));
                    }
                    None => {
                        errors.push(FormatError::new("unexpected end of file in string", start..src.len()));
                        i = src.len();
                        tokens.push(tok(TokenKind::Error, start, i));
                    }
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                i += 1;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'-') {
                    i += 1;
                }
                let kind = match Keyword::from_str(&src[start..i]) {
                    Some(k) => TokenKind::Keyword(k),
                    None => TokenKind::Identifier,
                };
                tokens.push(tok(kind, start, i));
            }
            _ => {
                // Unexpected character. Take `->` and `...` as a whole so that
                // they produce a single error.
                let rest = &src[i..];
                let len = if rest.starts_with("->") {
                    2
                } else if rest.starts_with("...") {
                    3
                } else {
                    rest.chars().next().map_or(1, char::len_utf8)
                };
                i += len;
                let text = &src[start..i];
                let mut err = FormatError::new("unexpected character", start..i);
                if text == "->" || text == "..." || (text.len() == 1 && PUNCT_LITERALS.contains(text)) {
                    err = err.with_note(format!("literals must be enclosed in backticks: `{text}`"));
                }
                errors.push(err);
                tokens.push(tok(TokenKind::Error, start, i));
            }
        }
    }
    // The end: right after the last non-whitespace character, so errors "at
    // the end" point at the last line with text.
    let end = src.trim_end_matches([' ', '\t', '\n', '\r', '\0']).len();
    tokens.push(tok(TokenKind::Eof, end, end));
    tokens
}

/// mlir-tblgen's `isValidLiteral`: the reason a non-whitespace literal value is
/// invalid, or `None` if it is valid.
pub(crate) fn literal_error(value: &str) -> Option<String> {
    let mut chars = value.chars();
    let Some(front) = chars.next() else {
        return Some("literal can't be empty".to_string());
    };
    if value.len() == 1 {
        if front.is_ascii_alphabetic() || PUNCT_LITERALS.contains(front) {
            return None;
        }
        return Some(format!("single character literal must be a letter or one of '{PUNCT_LITERALS}'"));
    }
    if value == "->" || value == "..." {
        return None;
    }
    if !front.is_ascii_alphabetic() && front != '_' {
        return Some("valid keyword starts with a letter or '_'".to_string());
    }
    if !chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.') {
        return Some("keywords should contain only alphanum, '_', '$', or '.' characters".to_string());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> (Vec<TokenKind>, Vec<FormatError>) {
        let mut errors = Vec::new();
        let toks = lex(src, &mut errors);
        (toks.into_iter().map(|t| t.kind).collect(), errors)
    }

    #[test]
    fn lexes_all_token_kinds() {
        let (k, e) = kinds("^ : , = < > ? ( ) * | `x` $a \"s\" foo attr-dict custom");
        assert!(e.is_empty());
        use TokenKind::*;
        assert_eq!(
            k,
            vec![
                Caret,
                Colon,
                Comma,
                Equal,
                Less,
                Greater,
                Question,
                LParen,
                RParen,
                Star,
                Pipe,
                Literal,
                Variable,
                Str,
                Identifier,
                Keyword(super::Keyword::AttrDict),
                Keyword(super::Keyword::Custom),
                Eof
            ]
        );
    }

    #[test]
    fn identifiers_may_contain_dashes() {
        let mut errors = Vec::new();
        let toks = lex("custom<X-Y> attr-dict-with-keyword", &mut errors);
        assert_eq!(toks[2].kind, TokenKind::Identifier);
        assert_eq!(toks[2].span, 7..10);
        assert_eq!(toks[4].kind, TokenKind::Keyword(Keyword::AttrDictKw));
    }

    #[test]
    fn arrow_is_one_error() {
        let (k, e) = kinds("$a -> $b");
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].message, "unexpected character");
        assert_eq!(e[0].span, 3..5);
        assert_eq!(k[1], TokenKind::Error);
        assert_eq!(k[2], TokenKind::Variable);
    }

    #[test]
    fn literal_validity() {
        assert_eq!(literal_error("a"), None);
        assert_eq!(literal_error("-"), None);
        assert_eq!(literal_error("->"), None);
        assert_eq!(literal_error("..."), None);
        assert_eq!(literal_error("foo.bar$_1"), None);
        assert!(literal_error("1").unwrap().contains("'_:,=<>()[]{}?+-*'"));
        assert!(literal_error(":abc").unwrap().contains("starts with"));
        assert!(literal_error("a:").unwrap().contains("alphanum"));
    }
}
