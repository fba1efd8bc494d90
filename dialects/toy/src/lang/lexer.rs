//! The Toy lexer: identifiers, keywords (`def`, `var`, `return`), numbers,
//! `#` comments to the end of the line, and single-character punctuation.

use super::{Error, Loc};

/// A token.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// The end of the input; the lexer's last token.
    Eof,
    /// The keyword `def`.
    Def,
    /// The keyword `var`.
    Var,
    /// The keyword `return`.
    Return,
    /// An identifier (`print` and `transpose` included: they are not keywords).
    Ident(String),
    /// A number literal.
    Number(f64),
    /// Any other character: `(`, `)`, `{`, `}`, `[`, `]`, `<`, `>`, `,`,
    /// `;`, `=`, `+`, `-`, `*`, ...
    Char(char),
}

impl Tok {
    /// How an error message names the token.
    pub fn describe(&self) -> String {
        match self {
            Tok::Eof => "end of file".into(),
            Tok::Def => "'def'".into(),
            Tok::Var => "'var'".into(),
            Tok::Return => "'return'".into(),
            Tok::Ident(s) => format!("identifier '{s}'"),
            Tok::Number(_) => "number".into(),
            Tok::Char(c) => format!("'{c}'"),
        }
    }
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Where its first character is.
    pub loc: Loc,
}

/// Splits `src` into tokens, the last one `Eof`.
pub fn lex(src: &str) -> Result<Vec<Token>, Error> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let advance = |i: &mut usize, line: &mut u32, col: &mut u32| {
        if chars[*i] == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
        *i += 1;
    };
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            advance(&mut i, &mut line, &mut col);
            continue;
        }
        if c == '#' {
            while i < chars.len() && chars[i] != '\n' && chars[i] != '\r' {
                advance(&mut i, &mut line, &mut col);
            }
            continue;
        }
        let loc = Loc { line, col };
        if c.is_ascii_alphabetic() {
            let mut s = String::new();
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                s.push(chars[i]);
                advance(&mut i, &mut line, &mut col);
            }
            let tok = match s.as_str() {
                "def" => Tok::Def,
                "var" => Tok::Var,
                "return" => Tok::Return,
                _ => Tok::Ident(s),
            };
            out.push(Token { tok, loc });
            continue;
        }
        if c.is_ascii_digit() || c == '.' {
            let mut s = String::new();
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                s.push(chars[i]);
                advance(&mut i, &mut line, &mut col);
            }
            let value: f64 = s.parse().map_err(|_| Error::new(loc, format!("invalid number '{s}'")))?;
            out.push(Token { tok: Tok::Number(value), loc });
            continue;
        }
        if !c.is_ascii() || c.is_ascii_control() {
            return Err(Error::new(loc, format!("unexpected character '{}'", c.escape_default())));
        }
        out.push(Token { tok: Tok::Char(c), loc });
        advance(&mut i, &mut line, &mut col);
    }
    out.push(Token { tok: Tok::Eof, loc: Loc { line, col } });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_locations() {
        let toks = lex("def f(a) {\n  # c\n  return a * 2.5;\n}").unwrap();
        assert_eq!(toks[0], Token { tok: Tok::Def, loc: Loc { line: 1, col: 1 } });
        assert_eq!(toks[1].tok, Tok::Ident("f".into()));
        let ret = toks.iter().find(|t| t.tok == Tok::Return).unwrap();
        assert_eq!(ret.loc, Loc { line: 3, col: 3 });
        assert!(toks.iter().any(|t| t.tok == Tok::Number(2.5)));
        assert_eq!(toks.last().unwrap().tok, Tok::Eof);
    }

    #[test]
    fn bad_number() {
        let e = lex("var a = 1.2.3;").unwrap_err();
        assert_eq!(e.loc, Loc { line: 1, col: 9 });
    }
}
