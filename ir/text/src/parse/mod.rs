//! The textual IR parser: MLIR 22's syntax, generic and custom op forms.
//!
//! [`Parser`] holds the lexer and the context and knows types, attributes
//! and locations (`types.rs`, `attrs.rs`); `ops.rs` parses operations,
//! regions and blocks with SSA name scopes; [`OpParser`] (`asm.rs`) is the
//! API that custom op parsers call, like MLIR's `OpAsmParser`.

mod affine;
mod asm;
mod attrs;
pub mod lexer;
mod ops;
mod parallel;
mod types;

pub use asm::{Argument, OpParser, SourceName, SsaName, UnresolvedOperand, UntypedArgument};
pub use ops::{parse_source, parse_source_with_copies, ParseOptions};

use crate::attrs::{sign_extend, Attr, Location};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::intern::Sym;
use crate::registry::PResult;
use crate::types::Type;
use lexer::{Lexer, Tok, Token};
use rustc_hash::FxHashMap;

/// Parses the custom form of an op after its name.
pub type ParseFn = fn(&mut OpParser<'_, '_>, &mut crate::context::OperationState) -> PResult<()>;
/// Prints the custom form of an op after its name.
pub type PrintFn = fn(&mut crate::print::OpPrinter<'_, '_>, crate::context::OpId);
/// Parses a dialect type's or attribute's parameters (after the mnemonic).
pub type ParamParseFn = fn(&mut Parser<'_>) -> PResult<Vec<Attr>>;
/// Prints a dialect type's or attribute's parameters (after the mnemonic).
pub type ParamPrintFn = fn(&mut crate::print::Printer<'_>, &[Attr]);

/// An op's custom assembly form, attached to its definition
/// ([`OpDef::asm`](crate::registry::OpDef::asm)).
pub struct OpAsm {
    /// Parses the custom form.
    pub parse: ParseFn,
    /// Prints the custom form.
    pub print: PrintFn,
}

impl OpAsm {
    /// The custom form of the op defined by `def`, if it has one.
    #[inline]
    pub fn of(def: &crate::registry::OpDef) -> Option<&'static OpAsm> {
        def.asm.and_then(|h| h.get())
    }
}

/// A dialect's custom form for ops of its namespace that have none of
/// their own: ops no definition describes, and registered ones declared
/// without an assembly form (MLIR's `Dialect::getParseOperationHook` and
/// `getOperationPrinter`). A dialect lists it in `interfaces = [...]`.
pub struct DialectOpAsm {
    /// The parser of op `name` (its full name), if the dialect reads one.
    pub parse: fn(name: &str) -> Option<ParseFn>,
    /// The printer of `op`, if the dialect prints it in a custom form;
    /// otherwise it is printed in the generic form.
    pub print: fn(ctx: &Context, op: crate::context::OpId) -> Option<PrintFn>,
}

/// A dialect's own error for a type mnemonic it does not define, where
/// the dialect parses its types by hand (MLIR's `Dialect::parseType`)
/// rather than with the generated parser, which says "unknown  type `m`
/// in dialect `d`". A dialect lists it in `interfaces = [...]`.
pub struct DialectUnknownType {
    /// The message for a mnemonic, placed at it.
    pub message: fn(mnemonic: &str) -> String,
}

/// The text of a dialect type's or attribute's parameters, attached to its
/// definition ([`TypeDef::asm`](crate::registry::TypeDef::asm),
/// [`AttrDef::asm`](crate::registry::AttrDef::asm)).
pub struct ParamAsm {
    /// Parses the parameters.
    pub parse: ParamParseFn,
    /// Prints the parameters.
    pub print: ParamPrintFn,
}

impl ParamAsm {
    /// The parameters' text of a type or attribute definition's hook.
    #[inline]
    pub fn of(asm: Option<crate::registry::Hook>) -> Option<&'static ParamAsm> {
        asm.and_then(|h| h.get())
    }
}

/// The parser state shared by every part of the grammar.
pub struct Parser<'a> {
    /// The context the parsed IR goes into.
    ctx: &'a mut Context,
    lex: Lexer<'a>,
    /// The current token (not yet consumed).
    tok: Token,
    /// End of the previous token (to tell `!a.b<` from `!a.b <`).
    prev_end: u32,
    /// The source bytes: never decoded, so that string literals and
    /// dialect data keep every byte, valid UTF-8 or not.
    src: &'a [u8],
    /// The longest prefix of `src` that is UTF-8, checked once, so that
    /// reading a token's text (nearly every token) needs no check of its own.
    text: &'a str,
    file: Sym,
    /// Byte offsets at which lines start (for locations).
    /// (A body read on another thread borrows the main parse's.)
    line_starts: std::borrow::Cow<'a, [u32]>,
    /// The line (index into `line_starts`) of the last location asked for:
    /// the parser asks in source order, so the next one is on this line or
    /// just after it, and a short scan replaces a binary search over all
    /// lines.
    last_line: std::cell::Cell<usize>,
    /// Line number (1-based) of the buffer's first line in the whole file,
    /// for `-split-input-file` chunks.
    line_offset: u32,
    /// Where the buffer starts in its file (1-based line and column) when
    /// it is a later chunk of a split file: the implicit module's location.
    pub(crate) chunk_start: Option<(u32, u32)>,
    /// Type aliases by name, with where each was defined.
    type_aliases: FxHashMap<Box<str>, (Type, u32)>,
    /// Registered dialect types without parameters, by spelling.
    simple_type_cache: FxHashMap<&'a str, Type>,
    /// The types of the function types being read, innermost last: each
    /// reads its inputs and results onto it and takes them off at its end,
    /// so that reading a function type allocates no list of its own.
    type_stack: Vec<Type>,
    /// Op states emptied by the ops made before, one per level of
    /// nesting, kept for their lists' buffers.
    spare_states: Vec<crate::context::OperationState>,
    /// Function types read so far, by their inputs and results one after
    /// the other, each with its number of inputs: one met before is found
    /// without making the context build (and drop) its owned key.
    function_types: FxHashMap<Box<[Type]>, Vec<(usize, Type)>>,
    /// Attribute aliases by name, with where each was defined.
    attr_aliases: FxHashMap<Box<str>, (Attr, u32)>,
    /// Aliases defined at or after this byte are not visible: a function
    /// body read on another thread ([`parallel`]) sees the aliases of the
    /// whole file, but may use only those defined before it.
    alias_limit: u32,
    /// Whether, and how, the bodies of isolated ops are read apart.
    pub(crate) bodies: parallel::Bodies,
    /// `distinct[N]` attributes by `N`: one file's numbers name one
    /// attribute each.
    distinct_attrs: FxHashMap<u64, Attr>,
    pub(crate) ssa: ops::SsaState,
    /// Placeholders of `loc(#alias)` used before the alias is defined:
    /// placeholder -> (alias name, offset of the use).
    deferred_locs: FxHashMap<Attr, (Box<str>, u32)>,
    /// The op whose custom form is reading a stripped type or attribute
    /// (see [`Parser::in_custom_op`]).
    asm_op: Option<&'static str>,
    /// The type written after the dialect attribute whose parameters are
    /// being read (`#d.m<...> : type`), as MLIR hands it to the
    /// attribute's parser (see [`Parser::attr_self_type`]).
    self_type: Option<Type>,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`, named `file` in locations; `line_offset` places the lines of a `-split-input-file` chunk within the whole file.
    pub fn new(ctx: &'a mut Context, src: &'a [u8], file: &str, line_offset: u32) -> Self {
        Parser::with_text(ctx, src, utf8_prefix(src), file, line_offset)
    }

    /// [`Parser::new`] given `text`, the longest UTF-8 prefix of `src`.
    pub(crate) fn with_text(ctx: &'a mut Context, src: &'a [u8], text: &'a str, file: &str, line_offset: u32) -> Self {
        let file = ctx.intern(file);
        let line_starts = line_starts(ctx, src);
        let mut lex = Lexer::new(src);
        let tok = lex.next();
        Parser {
            ctx,
            lex,
            tok,
            prev_end: 0,
            src,
            text,
            file,
            line_starts: line_starts.into(),
            last_line: std::cell::Cell::new(0),
            line_offset,
            chunk_start: None,
            type_aliases: FxHashMap::default(),
            simple_type_cache: FxHashMap::default(),
            type_stack: Vec::new(),
            spare_states: Vec::new(),
            function_types: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            alias_limit: u32::MAX,
            bodies: parallel::Bodies::InPlace,
            distinct_attrs: FxHashMap::default(),
            ssa: ops::SsaState::default(),
            deferred_locs: FxHashMap::default(),
            asm_op: None,
            self_type: None,
        }
    }

    /// The context, to read what is parsed.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }
    /// The context, to make the types and attributes parsed.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    // ----- tokens -----

    /// The current token (not yet consumed).
    pub fn token(&self) -> Token {
        self.tok
    }
    /// Byte offset of the current token: where an error found later, after
    /// the token is consumed, points (pass it to [`Self::err_at`]).
    pub fn pos(&self) -> u32 {
        self.tok.start
    }

    /// The text of the current token.
    pub fn text(&self) -> &'a str {
        self.token_text(self.tok)
    }
    /// The source text of token `t`. Only string literals and error tokens
    /// can hold bytes that are not UTF-8: their text is cut before the first
    /// such byte (read their bytes with [`Parser::token_bytes`]).
    pub fn token_text(&self, t: Token) -> &'a str {
        match self.text.get(t.start as usize..t.end as usize) {
            Some(text) => text,
            // Past the first byte that is not UTF-8.
            None => utf8_prefix(self.token_bytes(t)),
        }
    }
    /// The source bytes of token `t`.
    pub fn token_bytes(&self, t: Token) -> &'a [u8] {
        &self.src[t.start as usize..t.end as usize]
    }
    /// Whether the current token is `k`.
    pub fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    /// Whether the current token is the keyword `kw`.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.token_bytes(self.tok) == kw.as_bytes()
    }
    /// Consumes the current token and returns it.
    pub fn advance_token(&mut self) -> Token {
        self.advance()
    }
    pub(crate) fn advance(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next();
        t
    }
    /// Byte offset where the previous token ended.
    pub(crate) fn text_end_of_prev(&self) -> usize {
        self.prev_end as usize
    }
    /// Consumes the token if it is `k`.
    pub fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.advance();
            true
        } else {
            false
        }
    }
    /// Consumes the keyword `kw` if it is next; whether it was.
    pub fn consume_keyword_if(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.advance();
            true
        } else {
            false
        }
    }
    /// Consumes a `k` token or fails with `msg` (MLIR's wording), placed as
    /// MLIR's `parseToken` places it (see [`Parser::err_wrong_token`]).
    pub fn expect(&mut self, k: Tok, msg: &str) -> PResult<Token> {
        if self.tok.kind == k {
            Ok(self.advance())
        } else {
            Err(self.err_wrong_token(msg))
        }
    }
    /// Expects the keyword `kw`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.consume_keyword_if(kw) {
            Ok(())
        } else {
            Err(self.err_wrong_token(format!("expected '{kw}'")))
        }
    }

    /// An error about an unexpected current token, as MLIR's
    /// `emitWrongTokenError`: when the token starts its line, the error is
    /// placed at the end of the previous line's code (skipping blank lines
    /// and `//` comments), next to what is missing.
    pub fn err_wrong_token(&mut self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.err_here(msg);
        }
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let pos = self.wrong_token_offset(loc);
        self.err_at(pos, msg)
    }

    /// Where MLIR reports a token at `loc` as the wrong one: at the end of
    /// the text before it, past blanks, blank lines and comments.
    pub(crate) fn wrong_token_offset(&self, loc: u32) -> u32 {
        let b = self.src;
        let original = loc as usize;
        let mut end = original.min(b.len());
        let pos = loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                break original;
            }
            if b[end - 1] != b'\n' && b[end - 1] != b'\r' {
                break end;
            }
            end -= 1;
            let line_start = b[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').unwrap_or(0);
            if let Some(cs) = b[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + cs;
            }
        };
        pos as u32
    }

    /// Re-lexes from byte offset `pos` (used to split `4x3xf32`).
    pub(crate) fn reset_to(&mut self, pos: u32) {
        self.lex.pos = pos as usize;
        self.tok = self.lex.next();
    }

    // ----- locations and errors -----

    /// (line, column), 1-based, of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let starts = &self.line_starts;
        let hint = self.last_line.get();
        let near = (hint..starts.len().min(hint + 4)).take_while(|&l| starts[l] <= offset).last();
        let line = match near {
            Some(l) if starts.get(l + 1).is_none_or(|&next| offset < next) => l,
            _ => starts.partition_point(|&s| s <= offset) - 1,
        };
        self.last_line.set(line);
        let col = offset - self.line_starts[line] + 1;
        (line as u32 + 1 + self.line_offset, col)
    }
    /// The location of a byte offset.
    pub fn loc_at(&mut self, offset: u32) -> Location {
        let (line, col) = self.line_col(offset);
        let file = self.file;
        Location(self.ctx.get_attr(crate::attrs::AttrKind::Location(crate::attrs::LocKind::FileLineCol {
            file,
            line,
            col,
            end: None,
        })))
    }
    /// The location of the current token.
    pub fn current_loc(&mut self) -> Location {
        let start = self.tok.start;
        self.loc_at(start)
    }
    /// An error at byte offset `offset`. While the next token is a lexer
    /// error, that error is the one reported: MLIR reports it when the token
    /// is read and drops the parser's errors that follow.
    pub fn err_at(&mut self, offset: u32, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.lexer_error();
        }
        let loc = self.loc_at(offset);
        Diagnostic::error(loc, msg)
    }
    /// The error of the current token, a lexer error, with MLIR's message.
    fn lexer_error(&mut self) -> Diagnostic {
        let (pos, msg) = self.lex.error.take().unwrap_or((self.tok.start, "unexpected character"));
        Diagnostic::error(self.loc_at(pos), msg)
    }
    /// The lexer error of the current token, if it is one, left for the
    /// parser to report again where it stops at the token.
    pub(crate) fn lexed_error(&mut self) -> Option<Diagnostic> {
        if self.tok.kind != Tok::Error {
            return None;
        }
        let kept = self.lex.error;
        let d = self.lexer_error();
        self.lex.error = kept;
        Some(d)
    }
    /// The error of `!.x` or `#.x` (the name token at `start`): MLIR reads
    /// a pretty body that follows before it refuses the empty namespace,
    /// so that body's own errors come first.
    pub(crate) fn empty_dialect_namespace(&mut self, start: u32) -> Diagnostic {
        self.advance();
        if self.is(Tok::Less) && self.tok.start == self.prev_end {
            if let Err(d) = self.parse_balanced_angle_body() {
                return d;
            }
        }
        self.err_at(start + 2, "invalid dialect namespace '\"\"'")
    }
    /// An error at the current token's own place, the end of the input
    /// included (MLIR's `emitError(getToken().getLoc(), ...)`); a lexer
    /// error takes precedence.
    pub fn err_at_token(&mut self, msg: impl Into<String>) -> Diagnostic {
        let at = self.tok.start;
        self.err_at(at, msg)
    }
    /// An error at the current token. Lexer errors take precedence, with
    /// MLIR's messages.
    pub fn err_here(&mut self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.lexer_error();
        }
        // At the end of the input, one character back (MLIR's
        // `Parser::emitError`, which does not skip blanks as a wrong
        // token's error does).
        let start = if self.tok.kind == Tok::Eof { self.tok.start.saturating_sub(1) } else { self.tok.start };
        self.err_at(start, msg)
    }

    /// `first`, then the error `msg` at the current token, as MLIR reports
    /// a second error where a nested parse failed. Not after a lexer
    /// error: MLIR drops the parser's errors that follow one.
    pub(crate) fn then_error_here(&mut self, first: Diagnostic, msg: &str) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return first;
        }
        let then = self.err_here(msg);
        followed_by(first, then)
    }

    /// [`then_error_here`](Self::then_error_here) at byte offset `offset`.
    #[doc(hidden)]
    pub fn then_error_at(&mut self, first: Diagnostic, offset: u32, msg: &str) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return first;
        }
        let then = self.err_at(offset, msg);
        followed_by(first, then)
    }

    /// Runs one level of the grammar's recursion (a region, attribute,
    /// type or location that may nest), with stack for any depth.
    pub(crate) fn nested<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        crate::stack::deep(|| f(self))
    }

    // ----- small shared grammar pieces -----

    /// A comma-separated list between `open` and `close`; `elem` parses
    /// one element, and `words` says how a missing bracket is reported.
    pub(crate) fn parse_comma_list(
        &mut self,
        open: Tok,
        close: Tok,
        words: ListWords<'_>,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        // The messages are only built on error: this runs for every list.
        if !self.consume_if(open) {
            let msg = match words {
                ListWords::In(context) => format!("expected '{}' in {context}", tok_spelling(open)),
                _ => format!("expected '{}'", tok_spelling(open)),
            };
            return Err(self.err_wrong_token(msg));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if self.consume_if(Tok::Comma) {
                continue;
            }
            if self.consume_if(close) {
                return Ok(());
            }
            let close = tok_spelling(close);
            let msg = match words {
                ListWords::Bare => format!("expected '{close}'"),
                ListWords::In(context) => format!("expected '{close}' in {context}"),
                ListWords::Until => format!("expected ',' or '{close}'"),
            };
            return Err(self.err_wrong_token(msg));
        }
    }

    /// Runs `f` as op `name`'s custom parser reading the parameters of a
    /// type or attribute written stripped: the errors of
    /// [`Parser::asm_error_at`] then name the op, as MLIR's `AsmParser` of a
    /// custom op words its own (not those of the generic grammar, nor of a
    /// type or attribute written in full, which gets a parser of its own).
    pub fn in_custom_op<R>(&mut self, name: &'static str, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = self.asm_op.replace(name);
        let r = f(self);
        self.asm_op = outer;
        r
    }
    /// An error a parameter's parser reports through MLIR's `AsmParser`
    /// (`emitError`), not through the generic grammar: prefixed with
    /// `custom op 'name' ` inside [`Parser::in_custom_op`].
    pub fn asm_error_at(&mut self, at: u32, msg: impl Into<String>) -> Diagnostic {
        let msg = msg.into();
        match self.asm_op {
            Some(name) => self.err_at(at, format!("custom op '{name}' {msg}")),
            None => self.err_at(at, msg),
        }
    }

    /// `first`, then the error `msg` a parameter's parser adds through
    /// MLIR's `AsmParser` where a nested parse stopped (see
    /// [`Parser::asm_error_at`]); not after a lexer error, whose followers
    /// MLIR drops.
    pub fn then_asm_error_here(&mut self, first: Diagnostic, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return first;
        }
        let here = self.pos();
        let then = self.asm_error_at(here, msg);
        followed_by(first, then)
    }

    /// An integer as MLIR's `AsmParser::parseInteger` reads it: "expected
    /// integer value" its own (see [`Parser::asm_error_at`]) when none starts
    /// here, the generic grammar's after a `-`.
    pub fn parse_asm_i64(&mut self) -> PResult<i64> {
        if !self.is(Tok::Integer) && !self.is(Tok::Minus) {
            let at = self.tok.start;
            return Err(self.asm_error_at(at, "expected integer value"));
        }
        self.parse_i64()
    }

    /// An integer of `bits` bits (at most 64), signed or not, read as
    /// MLIR's `AsmParser::parseInteger<IntT>` reads it: `true` and `false`
    /// are all ones and zero, and a literal is first an `APInt` as wide as
    /// its digits need (four bits a digit, leading zeros dropped, one more
    /// when the top bit is set), then sign-extended or truncated to the
    /// type; it is "too large" when that loses bits. So a short negative
    /// literal wraps into an unsigned type (`-1` is `4294967295` of
    /// `unsigned`) and a long one does not.
    pub fn parse_asm_integer(&mut self, bits: u32, signed: bool) -> PResult<i128> {
        debug_assert!((1..=64).contains(&bits));
        let at = self.tok.start;
        let modulus = 1i128 << bits;
        let wrap = |v: i128| if signed { sign_extend(v as u128, bits) } else { v.rem_euclid(modulus) };
        if self.is_keyword("true") || self.is_keyword("false") {
            let one = self.is_keyword("true");
            self.advance();
            // A one-bit APInt: `true` sign-extends to all ones.
            return Ok(if one { wrap(-1) } else { 0 });
        }
        if !self.is(Tok::Integer) && !self.is(Tok::Minus) {
            return Err(self.asm_error_at(at, "expected integer value"));
        }
        let negative = self.consume_if(Tok::Minus);
        if !self.is(Tok::Integer) {
            return Err(self.expected_integer_after(negative));
        }
        let spelling = self.text();
        let (digits, radix) = match spelling.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (spelling, 10),
        };
        let digits = digits.trim_start_matches('0');
        let too_large = |p: &mut Self| Err(p.asm_error_at(at, "integer value too large"));
        let Some(magnitude) = (if digits.is_empty() { Some(0) } else { u128::from_str_radix(digits, radix).ok() })
        else {
            return too_large(self);
        };
        self.advance();
        // The APInt's width: 64 for zero, else four bits a digit, and one
        // more when the top bit is set (so that the value reads as positive).
        let mut width = if digits.is_empty() { 64 } else { 4 * digits.len() as u32 };
        if width <= 127 && magnitude >> (width - 1) != 0 {
            width += 1;
        }
        let Ok(magnitude) = i128::try_from(magnitude) else { return too_large(self) };
        let v = if negative { -magnitude } else { magnitude };
        if width <= bits {
            return Ok(wrap(v));
        }
        let fits = if signed { (-(modulus / 2)..modulus / 2).contains(&v) } else { (0..modulus).contains(&v) };
        if fits {
            Ok(v)
        } else {
            too_large(self)
        }
    }

    /// "expected integer value": after a `-`, where MLIR's `parseToken`
    /// reports a wrong token (the end of the previous one, before any
    /// blanks); otherwise at the token.
    fn expected_integer_after(&mut self, minus: bool) -> Diagnostic {
        if minus {
            self.err_wrong_token("expected integer value")
        } else {
            self.err_here("expected integer value")
        }
    }

    /// An unsigned decimal or hex integer token as u64.
    pub fn parse_u64(&mut self) -> PResult<u64> {
        if !self.is(Tok::Integer) {
            return Err(self.err_here("expected integer value"));
        }
        let v = parse_int_text(self.text()).and_then(|v| u64::try_from(v).ok());
        match v {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => Err(self.err_here("integer value too large")),
        }
    }

    /// An optionally negative integer that fits in i64.
    pub fn parse_i64(&mut self) -> PResult<i64> {
        let neg = self.consume_if(Tok::Minus);
        if !self.is(Tok::Integer) {
            return Err(self.expected_integer_after(neg));
        }
        let v = parse_int_text(self.text());
        let r = v.and_then(|v| if neg { i64::try_from(-(v as i128)).ok() } else { i64::try_from(v).ok() });
        match r {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => Err(self.err_here("integer value too large")),
        }
    }

    /// An optionally negative integer read as the 64 bits of a signless
    /// `i64` attribute: positive values up to 2^64-1 wrap (as MLIR stores
    /// them), negative ones must fit in i64. `None` when out of range, with
    /// the parser left on the integer.
    pub fn parse_signless_i64(&mut self) -> PResult<Option<i64>> {
        let neg = self.consume_if(Tok::Minus);
        if !self.is(Tok::Integer) {
            return Err(self.expected_integer_after(neg));
        }
        let v = parse_int_text(self.text());
        let r =
            v.and_then(
                |v| {
                    if neg {
                        i64::try_from(-(v as i128)).ok()
                    } else {
                        u64::try_from(v).ok().map(|v| v as i64)
                    }
                },
            );
        if r.is_some() {
            self.advance();
        }
        Ok(r)
    }

    /// An unregistered dialect's namespace must be an identifier
    /// (`[a-zA-Z_][a-zA-Z_0-9$]*`, MLIR's `Dialect::isValidNamespace`), or
    /// it would not read back. `at`: the `!`/`#` of the opaque form, the
    /// symbol data of the pretty form, as MLIR reports.
    pub(crate) fn check_dialect_namespace(&mut self, dialect: &str, at: u32) -> PResult<()> {
        let mut bytes = dialect.bytes();
        let valid = bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$');
        if valid {
            return Ok(());
        }
        Err(self.err_at(at, format!("invalid dialect namespace '\"{dialect}\"'")))
    }

    /// A string literal's bytes.
    pub fn parse_string_bytes(&mut self) -> PResult<Vec<u8>> {
        if !self.is(Tok::String) {
            return Err(self.err_here("expected string"));
        }
        Ok(self.parse_string_ref()?.into_owned())
    }
    /// A string literal's bytes, borrowed from the source unless it has
    /// escapes.
    pub(crate) fn parse_string_ref(&mut self) -> PResult<std::borrow::Cow<'a, [u8]>> {
        if !self.is(Tok::String) {
            return Err(self.err_here("expected string"));
        }
        let t = self.advance();
        Ok(lexer::unescape(self.token_bytes(t)))
    }
    /// The data of an unregistered dialect's symbol, kept byte for byte:
    /// `body` of the opaque form `!ns<body>`, or the mnemonic and its
    /// `<...>` right after it. As MLIR, the data prints pretty (`!ns.data`)
    /// only when simple enough, otherwise in angle brackets (`!foo.<x>` is
    /// `!foo<<x>>`).
    pub(crate) fn opaque_symbol_data(&mut self, mnemonic: &str, opaque: Option<&[u8]>) -> PResult<Vec<u8>> {
        let data = match opaque {
            Some(b) => b.to_vec(),
            None => {
                let mut b = mnemonic.as_bytes().to_vec();
                if self.is(Tok::Less) && self.tok.start as usize == self.text_end_of_prev() {
                    b.push(b'<');
                    b.extend_from_slice(self.parse_balanced_angle_body()?);
                    b.push(b'>');
                }
                b
            }
        };
        if crate::print::is_pretty_dialect_symbol(&data) {
            return Ok(data);
        }
        let mut wrapped = Vec::with_capacity(data.len() + 2);
        wrapped.push(b'<');
        wrapped.extend_from_slice(&data);
        wrapped.push(b'>');
        Ok(wrapped)
    }
    /// A keyword or a string literal if one is next, its bytes (MLIR's
    /// `parseOptionalKeywordOrString`).
    pub fn parse_optional_keyword_or_string(&mut self) -> PResult<Option<Vec<u8>>> {
        if self.is(Tok::BareIdent) {
            let t = self.advance();
            return Ok(Some(self.token_bytes(t).to_vec()));
        }
        if self.is(Tok::String) {
            return Ok(Some(self.parse_string_bytes()?));
        }
        Ok(None)
    }
    /// A string literal as UTF-8 text.
    pub fn parse_string(&mut self) -> PResult<String> {
        let start = self.tok.start;
        let b = self.parse_string_bytes()?;
        String::from_utf8(b).map_err(|_| self.err_at(start, "expected valid UTF-8 string"))
    }

    /// The definition and parameters of a registered dialect's attribute
    /// or type, `#d.mnemonic<...>` (`mnemonic` given, the parser after it)
    /// or the opaque form `#d<mnemonic ...>` (`mnemonic` none, the parser
    /// after the `>`: the body is read again from its first token, and the
    /// parser continues after the `>` whatever the definition leaves).
    /// `start` is where the `#` or `!` is.
    pub(crate) fn parse_registered_dialect_def(
        &mut self,
        start: u32,
        dialect: &str,
        mnemonic: Option<&str>,
        kind: DialectDefKind,
    ) -> PResult<(u32, Vec<Attr>)> {
        // Written in full, the definition reads with a parser of its own.
        let outer = (self.asm_op.take(), self.self_type.take());
        let mut lexed = None;
        let r = self.parse_registered_dialect_def_body(start, dialect, mnemonic, kind, &mut lexed);
        (self.asm_op, self.self_type) = outer;
        // MLIR has read the whole definition, and lexed the token after
        // it, before the dialect reads the body.
        lexer_error_first(lexed, r)
    }

    /// The type written after the dialect attribute whose parameters are
    /// being read (`: type`), which a parameter that is the attribute's own
    /// type takes; `None` when there is none (or a type is being read).
    pub fn attr_self_type(&self) -> Option<Type> {
        self.self_type
    }

    /// Runs `f` with no [`Parser::attr_self_type`]: for a definition read
    /// stripped, which no `: type` follows.
    pub fn without_self_type<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = self.self_type.take();
        let r = f(self);
        self.self_type = outer;
        r
    }

    fn parse_registered_dialect_def_body(
        &mut self,
        start: u32,
        dialect: &str,
        mnemonic: Option<&str>,
        kind: DialectDefKind,
        lexed: &mut Option<Diagnostic>,
    ) -> PResult<(u32, Vec<Attr>)> {
        let registry = self.ctx.registry();
        let body_at = start + 2 + dialect.len() as u32;
        let opaque = mnemonic.is_none();
        let mut resume = (self.tok.start, self.prev_end);
        if opaque {
            *lexed = self.lexed_error();
        }
        // As MLIR, a pretty name's `<...>` must nest its brackets before the
        // definition reads it; the parser then goes on after the `>`.
        let pretty_body = !opaque && self.is(Tok::Less) && self.tok.start as usize == self.text_end_of_prev();
        if pretty_body {
            let (lt, lt_prev) = (self.tok.start, self.prev_end);
            self.parse_balanced_angle_body()?;
            *lexed = self.lexed_error();
            resume = (self.tok.start, self.prev_end);
            self.reset_to(lt);
            self.prev_end = lt_prev;
        }
        // As MLIR, an attribute's `: type` is read after its body but
        // before the dialect reads the body, and is the attribute's to take
        // or leave.
        let mut typed_bare = false;
        if matches!(kind, DialectDefKind::Attr) {
            let body = (self.tok.start, self.prev_end);
            if pretty_body {
                self.reset_to(resume.0);
                self.prev_end = resume.1;
            }
            if self.consume_if(Tok::Colon) {
                self.self_type = Some(self.parse_type()?);
                *lexed = self.lexed_error();
                // A name alone has an empty body: the parameters are read
                // where the name ends, the parser goes on after the type.
                typed_bare = !(pretty_body || opaque);
            }
            if pretty_body || opaque || typed_bare {
                resume = (self.tok.start, self.prev_end);
            }
            if pretty_body || typed_bare {
                self.reset_to(body.0);
                self.prev_end = body.1;
            }
        }
        if opaque {
            self.reset_to(body_at);
            self.prev_end = body_at;
        }
        let defines = match kind {
            DialectDefKind::Attr => registry.dialect_defines_attrs(dialect),
            DialectDefKind::Type => registry.dialect_defines_types(dialect),
        };
        if !defines {
            // At the body's first token, as MLIR reports it.
            let at = if opaque { self.tok.start } else { body_at };
            return Err(self.err_at(at, format!("dialect '{dialect}' provides no {} parsing hook", kind.word())));
        }
        // A pretty name's mnemonic is the keyword it starts with, as the
        // dialect reads it (`parseKeyword`): `!shape.size-` is `size`,
        // what follows it left to the parameters, if any.
        let mut rest_at = None;
        let (mnemonic, mnemonic_at) = match mnemonic {
            Some(m) => match lexer::bare_ident_len(m.as_bytes()) {
                0 => (m, body_at),
                n => {
                    if n < m.len() {
                        rest_at = Some(body_at + n as u32);
                    }
                    (&m[..n], body_at)
                }
            },
            None => {
                if self.tok.kind != Tok::BareIdent {
                    return Err(self.err_here("expected valid keyword"));
                }
                let t = self.advance();
                (self.token_text(t), t.start)
            }
        };
        let found = match kind {
            DialectDefKind::Attr => registry.attr_def_index(dialect, mnemonic).map(|i| (i, registry.attr_def(i).asm)),
            DialectDefKind::Type => registry.type_def_index(dialect, mnemonic).map(|i| (i, registry.type_def(i).asm)),
        };
        let Some((def, asm)) = found else {
            let own = registry.dialect(dialect).and_then(|d| d.interface::<DialectUnknownType>());
            if let (DialectDefKind::Type, Some(own)) = (kind, own) {
                return Err(self.err_at(mnemonic_at, (own.message)(mnemonic)));
            }
            // MLIR's words, with its two spaces for types.
            let unknown = match kind {
                DialectDefKind::Attr => "unknown attribute",
                DialectDefKind::Type => "unknown  type",
            };
            return Err(self.err_at(mnemonic_at, format!("{unknown} `{mnemonic}` in dialect `{dialect}`")));
        };
        let params = match ParamAsm::of(asm) {
            Some(asm) => {
                // The parameters are read from the rest of the name, as
                // the dialect reads them: `<` must come first, or they
                // are left out where they may be.
                if let Some(at) = rest_at {
                    self.reset_to(at);
                }
                (asm.parse)(self)?
            }
            None => Vec::new(),
        };
        // The parser goes on after the definition as written, whatever the
        // dialect read: a bare name's parameters are part of it only in a
        // `<...>` right after it (MLIR resumes after the symbol).
        if (self.tok.start, self.prev_end) != resume {
            self.reset_to(resume.0);
            self.prev_end = resume.1;
        }
        Ok((def, params))
    }

    /// The text between a `<` (current token) and its matching `>`,
    /// exclusive, leaving the parser after the `>` (MLIR's
    /// `parseDialectSymbolBody`). Strings are read by the lexer; an
    /// unbalanced bracket is reported at the current token, which is the
    /// last string read, if any, else the `<`, as MLIR does.
    pub fn parse_balanced_angle_body(&mut self) -> PResult<&'a [u8]> {
        let open = self.tok.start as usize;
        let bytes = self.src;
        let mut stack: Vec<u8> = Vec::new();
        let mut at = open as u32;
        let mut i = open;
        let unbalanced = |p: &mut Self, at: u32, stack: &[u8]| {
            let open_c = stack.last().copied().unwrap_or(b'<') as char;
            Err(p.err_at(at, format!("unbalanced '{open_c}' character in pretty dialect name")))
        };
        while i < bytes.len() {
            match bytes[i] {
                b'"' => {
                    self.reset_to(i as u32);
                    if self.tok.kind != Tok::String {
                        return Err(self.err_here("expected string"));
                    }
                    at = self.tok.start;
                    i = self.tok.end as usize;
                    continue;
                }
                // `->` is an arrow, not a closing bracket.
                b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
                // MLIR's buffers end in NUL: outside a string it ends the data.
                0 => return unbalanced(self, at, &stack),
                c @ (b'<' | b'(' | b'[' | b'{') => stack.push(c),
                c @ (b'>' | b')' | b']' | b'}') => {
                    let want = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&want) {
                        return unbalanced(self, at, &stack);
                    }
                    stack.pop();
                    if stack.is_empty() {
                        let body = &self.src[open + 1..i];
                        self.reset_to(i as u32 + 1);
                        return Ok(body);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        unbalanced(self, at, &stack)
    }

    /// A placeholder location for `loc(#name)` before `#name` is defined.
    pub(crate) fn deferred_loc_placeholder(&mut self, name: Box<str>, at: u32) -> Location {
        let n = self.deferred_locs.len();
        let sym = self.ctx.intern(&format!("\u{0}ods.deferred-loc.{n}"));
        let a =
            self.ctx.get_attr(crate::attrs::AttrKind::Location(crate::attrs::LocKind::Name { name: sym, child: None }));
        self.deferred_locs.insert(a, (name, at));
        Location(a)
    }

    /// Whether a location alias was used before its definition.
    pub(crate) fn has_deferred_locs(&self) -> bool {
        !self.deferred_locs.is_empty()
    }

    /// Replaces the placeholders of deferred location aliases in the ops
    /// under `block` (op and block argument locations).
    pub(crate) fn resolve_deferred_locs(&mut self, block: crate::context::BlockId) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut resolved: FxHashMap<Attr, Attr> = FxHashMap::default();
        let mut pending: Vec<(u32, Box<str>, Attr)> =
            self.deferred_locs.iter().map(|(a, (n, at))| (*at, n.clone(), *a)).collect();
        pending.sort();
        for (at, name, placeholder) in pending {
            match self.attr_alias(&name) {
                Some(a) if a.is_location(self.ctx) => {
                    resolved.insert(placeholder, a);
                }
                Some(a) => {
                    let t = crate::print::attr_to_string(self.ctx, a);
                    return Err(self.err_at(at, format!("expected location, but found '{t}'")));
                }
                None => return Err(self.err_at(at, "operation location alias was never defined")),
            }
        }
        let mut stack: Vec<crate::context::OpId> = block.op_iter(self.ctx).collect();
        while let Some(op) = stack.pop() {
            if let Some(&r) = resolved.get(&op.loc(self.ctx).0) {
                self.ctx.set_loc(op, Location(r));
            }
            for &region in op.regions(self.ctx).to_vec().iter() {
                for b in region.blocks(self.ctx) {
                    for &arg in b.args(self.ctx).to_vec().iter() {
                        if let Some(&r) = resolved.get(&arg.loc(self.ctx).0) {
                            self.ctx.set_value_loc(arg, Location(r));
                        }
                    }
                    stack.extend(b.op_iter(self.ctx));
                }
            }
        }
        Ok(())
    }

    pub(crate) fn file_sym(&self) -> Sym {
        self.file
    }
}

/// How a token kind is spelled, for messages.
pub fn tok_spelling(k: Tok) -> &'static str {
    match k {
        Tok::LParen => "(",
        Tok::RParen => ")",
        Tok::LSquare => "[",
        Tok::RSquare => "]",
        Tok::LBrace => "{",
        Tok::RBrace => "}",
        Tok::Less => "<",
        Tok::Greater => ">",
        Tok::Comma => ",",
        Tok::Colon => ":",
        Tok::Equal => "=",
        Tok::Arrow => "->",
        Tok::Question => "?",
        Tok::Star => "*",
        Tok::Plus => "+",
        Tok::Minus => "-",
        Tok::Ellipsis => "...",
        Tok::Vertical => "|",
        Tok::Slash => "/",
        _ => "token",
    }
}

/// `r`, after `lexed`, the lexer error of a token read ahead (see
/// [`Parser::lexed_error`]): MLIR reports a bad token when it reads it,
/// before the errors it then finds in what it had read (a dialect
/// definition's body).
pub(crate) fn lexer_error_first<T>(lexed: Option<Diagnostic>, r: PResult<T>) -> PResult<T> {
    match (lexed, r) {
        (None, r) => r,
        (Some(l), Ok(_)) => Err(l),
        (Some(l), Err(d)) if d.message == l.message && d.loc == l.loc => Err(l),
        (Some(mut l), Err(mut d)) => {
            let then = std::mem::take(&mut d.notes);
            l.notes.push(d);
            l.notes.extend(then);
            Err(l)
        }
    }
}

/// `first` with `then` reported after it (and after its notes): an error
/// riding among the notes is rendered as an error.
pub(crate) fn followed_by(mut first: Diagnostic, then: Diagnostic) -> Diagnostic {
    first.notes.push(then);
    first
}

/// The value of a decimal or `0x` integer literal, if it fits in u128.
pub fn parse_int_text(t: &str) -> Option<u128> {
    if let Some(h) = t.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        t.parse::<u128>().ok()
    }
}

/// Inputs from this size on have their lines found on several threads
/// (with threading on): a pass over the whole input, before anything else
/// can start.
const PARALLEL_LINES_BYTES: usize = 1 << 20;

/// The offset of each line's start in `src`: 0, then just after each `\n`.
fn line_starts(ctx: &Context, src: &[u8]) -> Vec<u32> {
    let threads = ods_ir_core::parallel::threads();
    let ends = |from: usize, to: usize| crate::diag::newline_ends(&src[from..to]).map(move |i| (from + i) as u32);
    let mut starts = vec![0];
    if ctx.multithreading && threads > 1 && src.len() >= PARALLEL_LINES_BYTES {
        let part = src.len().div_ceil(threads);
        let parts = ods_ir_core::parallel::map_indices(
            threads,
            || (),
            |_, i| ends(i * part, ((i + 1) * part).min(src.len())).collect::<Vec<u32>>(),
        );
        starts.extend(parts.into_iter().flatten());
    } else {
        starts.extend(ends(0, src.len()));
    }
    starts
}

/// The longest prefix of `bytes` that is valid UTF-8.
pub(crate) fn utf8_prefix(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default(),
    }
}

/// How [`Parser::parse_comma_list`] reports a missing bracket, in the
/// words of the MLIR function that reads that list.
#[derive(Clone, Copy)]
pub(crate) enum ListWords<'m> {
    /// `expected '('` and `expected ')'` (`parseCommaSeparatedList` with a
    /// delimiter and no context).
    Bare,
    /// `expected '(' in argument list` and `expected ')' in argument list`
    /// (`parseCommaSeparatedList` with a context).
    In(&'m str),
    /// `expected '('` and `expected ',' or ')'`
    /// (`parseCommaSeparatedListUntil`).
    Until,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lines found on several threads are those found on one, whatever
    /// falls at the edges of the parts (a newline first or last).
    #[test]
    fn line_starts_on_threads_are_those_on_one() {
        let mut src = Vec::new();
        let mut x = 1u32;
        while src.len() < PARALLEL_LINES_BYTES + 4097 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            src.push(if x >> 28 == 0 { b'\n' } else { b'a' });
        }
        let mut ctx = Context::new();
        let serial: Vec<u32> = std::iter::once(0).chain(crate::diag::newline_ends(&src).map(|i| i as u32)).collect();
        for at in [src.len() / 2 - 1, src.len() / 2, src.len() / 2 + 1, src.len() - 1, 0] {
            let mut with_newline = src.clone();
            with_newline[at] = b'\n';
            let expected: Vec<u32> =
                std::iter::once(0).chain(crate::diag::newline_ends(&with_newline).map(|i| i as u32)).collect();
            ctx.multithreading = true;
            assert_eq!(line_starts(&ctx, &with_newline), expected);
        }
        ctx.multithreading = false;
        assert_eq!(line_starts(&ctx, &src), serial);
    }

    /// The line of an offset is the same whatever the order the offsets
    /// are asked in (the parser keeps its last line as a hint).
    #[test]
    fn line_col_does_not_depend_on_the_order_of_queries() {
        let src = b"a\n\nbc\ndef\n\n\ng\nhij";
        let mut ctx = Context::new();
        let p = Parser::new(&mut ctx, src, "f", 0);
        let expected = |offset: u32| {
            let before = &src[..offset as usize];
            let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
            let col = before.iter().rev().take_while(|&&b| b != b'\n').count() as u32 + 1;
            (line, col)
        };
        let n = src.len() as u32;
        let forward = 0..=n;
        let backward = (0..=n).rev();
        let jumping = (0..=n).map(|i| (i * 7) % (n + 1));
        for offset in forward.chain(backward).chain(jumping) {
            assert_eq!(p.line_col(offset), expected(offset), "offset {offset}");
        }
    }

    /// The source is checked for UTF-8 once: every token's text is still
    /// what checking the token alone gives, before and after a byte that
    /// is not UTF-8.
    #[test]
    fn token_text_agrees_with_checking_each_token() {
        let src = b"%a = \"x\xffy\" : i32 -> \"\xc3\xa9\" \xfe ^bb0 \"\xc3\" @f";
        let mut ctx = Context::new();
        let mut p = Parser::new(&mut ctx, src, "f", 0);
        let mut seen = 0;
        while !p.is(Tok::Eof) {
            let t = p.advance();
            assert_eq!(p.token_text(t), utf8_prefix(p.token_bytes(t)), "token {t:?}");
            seen += 1;
        }
        assert!(seen > 8, "only {seen} tokens");
    }

    /// Function types are found again by their inputs and results: two
    /// whose types read alike one after the other but split differently
    /// stay apart, nested ones keep their own, and a failed one leaves
    /// nothing behind for the next.
    #[test]
    fn function_types_read_again_are_the_same_types() {
        let cases: &[&[u8]] = &[
            b"(i32) -> (i32, i32)",
            b"(i32, i32) -> i32",
            b"(i32, i32) -> (i32)",
            b"() -> (i32, i32, i32)",
            b"(i32, i32, i32) -> ()",
            b"((i32) -> i32) -> ((i32) -> i32)",
            b"(i32, (i32, i32) -> i32) -> i32",
        ];
        let mut ctx = Context::new();
        let i32 = ctx.int_type(32);
        let f1 = ctx.function_type(&[i32], &[i32]);
        let f2 = ctx.function_type(&[i32, i32], &[i32]);
        let expected = [
            ctx.function_type(&[i32], &[i32, i32]),
            ctx.function_type(&[i32, i32], &[i32]),
            ctx.function_type(&[i32, i32], &[i32]),
            ctx.function_type(&[], &[i32, i32, i32]),
            ctx.function_type(&[i32, i32, i32], &[]),
            ctx.function_type(&[f1], &[f1]),
            ctx.function_type(&[i32, f2], &[i32]),
        ];
        // One parser for all, twice over.
        let mut src = Vec::new();
        for _ in 0..2 {
            for c in cases {
                src.extend_from_slice(c);
                src.extend_from_slice(b", ");
            }
        }
        let mut p = Parser::new(&mut ctx, &src, "f", 0);
        for round in 0..2 {
            for (c, e) in cases.iter().zip(expected) {
                let t = p.parse_type().unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(c)));
                assert_eq!(t, e, "round {round}: {}", String::from_utf8_lossy(c));
                assert!(p.consume_if(Tok::Comma));
                assert!(p.type_stack.is_empty());
            }
        }
        let mut ctx = Context::new();
        let mut p = Parser::new(&mut ctx, b"(i32, (i32, ) -> i32) -> i32", "f", 0);
        assert!(p.parse_type().is_err());
        assert!(p.type_stack.is_empty());
    }
}

/// Which of a dialect's definitions `#d...` or `!d...` names.
#[derive(Clone, Copy)]
pub(crate) enum DialectDefKind {
    Attr,
    Type,
}

impl DialectDefKind {
    /// The word in "provides no ... parsing hook".
    fn word(self) -> &'static str {
        match self {
            DialectDefKind::Attr => "attribute",
            DialectDefKind::Type => "type",
        }
    }
}
