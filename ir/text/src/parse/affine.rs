//! The body of `affine_map<...>` / `affine_set<...>`: read into tokens by
//! the lexer, so that bad characters get the lexer's errors, and checked
//! and normalized by the core's affine grammar ([`crate::affine`]), so that
//! every error points at the token MLIR points at.

use super::lexer::Tok;
use super::Parser;
use crate::affine::{self, AffineError, AffineToken, AffineTokens, Normalized};
use crate::diag::Diagnostic;
use crate::registry::PResult;

impl<'a> AffineTokens<'a> for Parser<'a> {
    fn current(&self) -> AffineToken<'a> {
        match self.tok.kind {
            Tok::BareIdent => AffineToken::Id(self.text()),
            Tok::Integer => AffineToken::Int(integer(self.text())),
            Tok::LParen => AffineToken::Punct("("),
            Tok::RParen => AffineToken::Punct(")"),
            Tok::LSquare => AffineToken::Punct("["),
            Tok::RSquare => AffineToken::Punct("]"),
            Tok::Comma => AffineToken::Punct(","),
            Tok::Plus => AffineToken::Punct("+"),
            Tok::Minus => AffineToken::Punct("-"),
            Tok::Star => AffineToken::Punct("*"),
            Tok::Colon => AffineToken::Punct(":"),
            Tok::Arrow => AffineToken::Punct("->"),
            Tok::Greater => AffineToken::Punct(">"),
            Tok::Less => AffineToken::Punct("<"),
            Tok::Equal => AffineToken::Punct("="),
            Tok::PercentIdent => AffineToken::SsaName(self.text()),
            _ => AffineToken::Other,
        }
    }
    fn offset(&self) -> u32 {
        self.tok.start
    }
    fn bump(&mut self) {
        self.advance();
    }
}

/// The value of an integer token, `None` when it exceeds `i64::MAX`.
fn integer(text: &str) -> Option<i64> {
    let v = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok()?,
        None => text.parse::<u64>().ok()?,
    };
    i64::try_from(v).ok()
}

/// A map of SSA ids as read (MLIR's `parseAffineMapOfSSAIds`): its
/// normalized text, the dimension operands, then the symbol operands.
pub struct SsaMap {
    /// The normalized text of the map.
    pub text: String,
    /// The operands of its dimensions, in order.
    pub dims: Vec<super::UnresolvedOperand>,
    /// The operands of its symbols, in order.
    pub syms: Vec<super::UnresolvedOperand>,
}

impl Parser<'_> {
    /// `[expr, ...]` (`(expr, ...)` with `square` false) whose dimensions
    /// and symbols are SSA values named in the expressions, `symbol(%x)`
    /// for a symbol (MLIR's `parseAffineMapOfSSAIds`).
    pub fn parse_affine_map_of_ssa_ids(&mut self, square: bool) -> PResult<SsaMap> {
        let (open, close) = if square { ("[", "]") } else { ("(", ")") };
        let (mut dims, mut syms) = (Vec::new(), Vec::new());
        // An operand's own error, which the affine grammar only passes on.
        let mut operand_error: Option<Diagnostic> = None;
        let mut read = |p: &mut Self, is_symbol: bool| match p.parse_operand_use() {
            Ok(u) => {
                if is_symbol {
                    syms.push(u);
                } else {
                    dims.push(u);
                }
                Ok(())
            }
            Err(d) => {
                let at = p.tok.start;
                operand_error = Some(d);
                Err(AffineError { at, wrong_token: false, message: String::new(), then: Vec::new() })
            }
        };
        let result = affine::parse_ssa_map(self, open, close, &mut read);
        match result {
            Ok(text) => Ok(SsaMap { text, dims, syms }),
            Err(e) => Err(match operand_error {
                Some(d) => d,
                None => self.affine_error(e),
            }),
        }
    }

    /// `affine_map<...>` or `affine_set<...>` from the keyword on: the
    /// normalized text of the map or set.
    pub(super) fn parse_affine_map_or_set(&mut self, is_map: bool) -> PResult<String> {
        let what = if is_map { "affine map" } else { "integer set" };
        self.advance();
        if !self.is(Tok::Less) {
            return Err(self.err_wrong_token(format!("expected '<' in {what}")));
        }
        self.advance();
        let start = self.tok.start;
        let text = match affine::normalize(self).map_err(|e| self.affine_error(e))? {
            Normalized::Map(text) if is_map => text,
            Normalized::Set(text) if !is_map => text,
            Normalized::Map(_) => return Err(self.err_at(start, "expected IntegerSet, but got AffineMap")),
            Normalized::Set(_) => return Err(self.err_at(start, "expected AffineMap, but got IntegerSet")),
        };
        if !self.is(Tok::Greater) {
            return Err(self.err_wrong_token(format!("expected '>' in {what}")));
        }
        self.advance();
        Ok(text)
    }

    /// An affine grammar error as MLIR reports it: where it says, unless
    /// the current token is one the lexer refused, whose error then stands
    /// alone (MLIR drops errors reported at such a token).
    fn affine_error(&mut self, e: AffineError) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.err_here("");
        }
        // As `err_here` and `err_wrong_token`: an error at the end of the
        // input is one character back, a wrong token's where the text
        // before it ends.
        let end = self.src.len() as u32;
        let place = |p: &Self, at: u32, wrong_token: bool| match (at >= end, wrong_token) {
            (true, false) => end.saturating_sub(1),
            (true, true) => p.wrong_token_offset(end.saturating_sub(1)),
            (false, true) => p.wrong_token_offset(at),
            (false, false) => at,
        };
        let at = place(self, e.at, e.wrong_token);
        let mut d = self.err_at(at, e.message);
        for (at, message) in e.then {
            let at = place(self, at, false);
            d.notes.push(self.err_at(at, message));
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use crate::attrs::AttrKind;
    use crate::context::Context;
    use crate::parse::Parser;

    /// `affine_map<body>` (or `affine_set<body>` when the body has `:`)
    /// normalized and displayed, or its error's column in the body and
    /// message.
    fn display(body: &str) -> Result<String, (u32, String)> {
        let mut ctx = Context::new();
        let keyword = if body.contains(':') && !body.contains("->") { "affine_set" } else { "affine_map" };
        let src = format!("{keyword}<{body}>");
        let result = Parser::new(&mut ctx, src.as_bytes(), "f", 0).parse_attribute(None);
        match result {
            Ok(a) => match a.kind(&ctx) {
                AttrKind::AffineMap(t) | AttrKind::IntegerSet(t) => Ok(crate::affine::display(t).into_owned()),
                _ => panic!("not an affine map or set"),
            },
            Err(d) => {
                let (_, _, col) = d.loc.file_line_col(&ctx).expect("a file location");
                Err((col - keyword.len() as u32 - 2, d.message))
            }
        }
    }

    #[test]
    fn sums_nested_on_the_right_are_other_maps_printed_alike() {
        let mut ctx = Context::new();
        let mut map = |body: &str| {
            let src = format!("affine_map<{body}>");
            let a = Parser::new(&mut ctx, src.as_bytes(), "f", 0).parse_attribute(None).unwrap();
            a
        };
        let (left, right) = (map("(i, j)[s0] -> ((i + j) + 5, j)"), map("(i, j)[s0] -> (i + (j + 5), j)"));
        assert_ne!(left, right);
        assert_eq!(display("(i, j)[s0] -> ((i + j) + 5, j)").unwrap(), "(d0, d1)[s0] -> (d0 + d1 + 5, d1)");
        assert_eq!(display("(i, j)[s0] -> (i + (j + 5), j)").unwrap(), "(d0, d1)[s0] -> (d0 + d1 + 5, d1)");
    }

    #[test]
    fn spacing() {
        assert_eq!(display("(d0)->(d0)").unwrap(), "(d0) -> (d0)");
        assert_eq!(
            display("(d0,d1)[s0]->(d0+s0, d1*2, -d0, d0 - 1)").unwrap(),
            "(d0, d1)[s0] -> (d0 + s0, d1 * 2, -d0, d0 - 1)"
        );
        assert_eq!(display("(d0)[s0]:(d0-s0>=0, d0==0)").unwrap(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert!(crate::affine::is_identity("(d0, d1) -> (d0, d1)"));
        assert_eq!(display("(i, j)[n] -> (j + n, i)").unwrap(), "(d0, d1)[s0] -> (d1 + s0, d0)");
        assert_eq!(display("(d0) -> (d0 + 0x10, d0 * 0xff)").unwrap(), "(d0) -> (d0 + 16, d0 * 255)");
        assert_eq!(display("(d0) : ()").unwrap(), "(d0) : (0 == 0)");
    }

    /// Errors point at the token MLIR points at (0-based columns in the
    /// body), not at the map's start.
    #[test]
    fn errors_at_the_offending_token() {
        let at = |body: &str| display(body).unwrap_err();
        assert_eq!(at("(d0) -> (d1)"), (9, "use of undeclared identifier".into()));
        // A wrong token is reported where the text before it ends.
        assert_eq!(at("(d0) -> (d0 + d1)"), (13, "use of undeclared identifier".into()));
        assert_eq!(at("(d0, d1) -> (d0 * d1)").0, 16);
        // In a chain, at the operator that follows the product.
        assert_eq!(at("(d0, d1) -> (d0 * d1 * 2)").0, 21);
        assert_eq!(at("(d0) -> (d0 floordiv d0)").0, 12);
        assert_eq!(at("(d0) -> (d0 + )"), (14, "missing right operand of binary operator".into()));
        assert_eq!(at("(d0) : (d0 = 1)").0, 13);
        assert_eq!(at("(d0, d0) -> (d0)"), (5, "redefinition of identifier 'd0'".into()));
        assert_eq!(at("(d0) -> (9223372036854775808)"), (9, "constant too large for index".into()));
        assert_eq!(at("(d0) d1"), (4, "expected '->' or ':'".into()));
    }

    #[test]
    fn simplification_and_printing() {
        assert_eq!(display("(d0) -> (d0 * -1)").unwrap(), "(d0) -> (-d0)");
        assert_eq!(display("(d0) -> (2 * d0 + 1 + 2)").unwrap(), "(d0) -> (d0 * 2 + 3)");
        assert_eq!(display("(d0, d1) -> (d0 - d1 * 2)").unwrap(), "(d0, d1) -> (d0 - d1 * 2)");
        assert_eq!(display("(d0, d1) -> ((d0 + d1) floordiv 2)").unwrap(), "(d0, d1) -> ((d0 + d1) floordiv 2)");
        assert_eq!(display("(d0) -> (d0 - (d0 + 1))").unwrap(), "(d0) -> (d0 - (d0 + 1))");
        assert_eq!(display("() -> (4 floordiv 3, -7 mod 3)").unwrap(), "() -> (1, 2)");
        // No limit on length or depth but memory.
        let long = format!("(d0)[s0] -> ({}d0)", "s0 + ".repeat(100_000));
        assert_eq!(display(&long).unwrap(), "(d0)[s0] -> (d0 + s0 * 100000)");
        let long = format!("(d0, d1) -> ({}d0)", "d0 + d1 + ".repeat(100_000));
        assert!(display(&long).unwrap().starts_with("(d0, d1) -> (d0 + d1 + d0 + d1 + "));
        let deep = format!("(d0) -> ({}d0{})", "(".repeat(100_000), " + 1)".repeat(100_000));
        assert_eq!(display(&deep).unwrap(), "(d0) -> (d0 + 100000)");
        let negations = format!("(d0) -> ({}d0)", "-".repeat(100_001));
        assert_eq!(display(&negations).unwrap(), "(d0) -> (-d0)");
        assert!(display("(d0, d1) -> (d0 mod d1)").is_err());
        assert_eq!(display("(d0)[s0] : (d0 <= s0)").unwrap(), "(d0)[s0] : (-d0 + s0 >= 0)");
        assert_eq!(display("(d0)[s0] -> (s0 * d0, s0 + d0)").unwrap(), "(d0)[s0] -> (d0 * s0, d0 + s0)");
    }
}
