//! The format parser (mlir-tblgen's `FormatParser` + `OpFormatParser`).
//!
//! It builds the element tree, resolves variables against the [`Signature`] and
//! runs the checks mlir-tblgen makes while parsing: the context rules
//! (top level, custom directive, `type`, `ref`), the "already bound" / "must be
//! bound" rules, custom directive parameters, optional groups and oilist
//! clauses.
//!
//! Unlike mlir-tblgen it does not stop at the first error. Error recovery:
//! * a token that cannot start an element at the top level (or inside an
//!   optional group) is reported and skipped;
//! * an element with a semantic error (unknown variable, already bound, wrong
//!   context, ...) is reported and dropped, its tokens fully consumed;
//! * a syntax error inside a directive's parentheses is reported, the parser
//!   skips to the matching `)`, and from then on reports nothing more (the rest
//!   could be follow-on errors) and the global coverage checks are skipped;
//! * names the user most likely meant (a misspelt `$lsh` for `$lhs`, a result
//!   used outside `type`, `attr_dict` for `attr-dict`) are remembered so that
//!   the coverage checks do not report them again as missing.

use super::ast::*;
use super::error::{FormatError, FormatErrorKind};
use super::lexer::{lex, literal_error, Keyword, Token, TokenKind};
use super::signature::{Signature, TypeSource};
use super::suggest::closest;
use std::collections::HashSet;

/// The context an element is parsed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ctx {
    TopLevel,
    Custom,
    Type,
    Ref,
}

/// What the format binds, collected while parsing.
#[derive(Debug, Default)]
pub(crate) struct Bindings {
    pub has_attr_dict: bool,
    pub has_prop_dict: bool,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub seen_operands: Vec<bool>,
    pub seen_operand_types: Vec<bool>,
    pub seen_result_types: Vec<bool>,
    pub seen_attrs: Vec<bool>,
    pub used_attrs: Vec<usize>,
    pub seen_regions: Vec<bool>,
    pub seen_successors: Vec<bool>,
}

/// What error recovery learned; used to keep the global checks from reporting
/// follow-on errors.
#[derive(Debug, Default)]
pub(crate) struct Recovery {
    /// Entity names that were misspelt or misused in a reported error: do not
    /// report them as missing.
    pub names: HashSet<String>,
    /// `attr-dict` was misspelt or misused in a reported error.
    pub attr_dict_assumed: bool,
    /// Tokens were lost (skipped) by error recovery: skip the coverage,
    /// type-resolution and ambiguity checks.
    pub coverage_unreliable: bool,
    /// A syntax error inside a directive was reported: report nothing more
    /// from the parser.
    pub parse_unreliable: bool,
    /// A `type(...)` directive had an invalid argument: which types it was
    /// meant to bind is unknown, so do not report unresolved types.
    pub types_unreliable: bool,
}

/// The parser's result.
pub(crate) struct Parsed {
    pub elements: Vec<Element>,
    pub bindings: Bindings,
    pub recovery: Recovery,
    pub errors: Vec<FormatError>,
}

type PResult = Result<Option<Element>, ()>;

const UNEXPECTED: &str = "expected literal, variable, directive, or optional group";

struct Parser<'a> {
    src: &'a str,
    sig: &'a Signature,
    toks: Vec<Token>,
    pos: usize,
    errors: Vec<FormatError>,
    b: Bindings,
    rec: Recovery,
    /// Number of directive argument lists being parsed.
    depth: usize,
    /// A lexer error token was skipped inside the current directive: its
    /// follow-on syntax error is not reported.
    skipped_error: bool,
    /// A stray `^`, `)`, `?` or `:` was just reported at the top level (e.g.
    /// the `(` of an optional group is missing): the ones right after it are
    /// not reported again.
    stray_group_punct: bool,
    /// A stray `^` was reported at the top level: the `)` closing that
    /// optional group (whose `(` is missing) is not reported.
    unopened_group: bool,
}

/// Parses `src` against `sig`.
pub(crate) fn parse(src: &str, sig: &Signature) -> Parsed {
    let mut errors = Vec::new();
    let toks = lex(src, &mut errors);
    let mut p = Parser {
        src,
        sig,
        toks,
        pos: 0,
        errors,
        b: Bindings {
            seen_operands: vec![false; sig.operands.len()],
            seen_operand_types: vec![false; sig.operands.len()],
            seen_result_types: vec![false; sig.results.len()],
            seen_attrs: vec![false; sig.attributes.len()],
            seen_regions: vec![false; sig.regions.len()],
            seen_successors: vec![false; sig.successors.len()],
            ..Bindings::default()
        },
        rec: Recovery::default(),
        depth: 0,
        skipped_error: false,
        stray_group_punct: false,
        unopened_group: false,
    };
    let elements = p.parse_top();
    Parsed { elements, bindings: p.b, recovery: p.rec, errors: p.errors }
}

impl<'a> Parser<'a> {
    // ------------------------------------------------------------------
    // Token cursor

    /// The current token kind, skipping (already reported) lexer errors.
    fn cur(&mut self) -> TokenKind {
        while self.toks[self.pos].kind == TokenKind::Error {
            let text = &self.src[self.toks[self.pos].span.clone()];
            if text.starts_with('`') || text.starts_with('"') {
                // An unterminated literal or string swallowed the rest.
                self.rec.parse_unreliable = true;
                self.rec.coverage_unreliable = true;
            } else if text.starts_with('$') {
                self.rec.coverage_unreliable = true;
            }
            if self.depth > 0 {
                self.skipped_error = true;
                self.rec.coverage_unreliable = true;
            }
            self.pos += 1;
        }
        self.toks[self.pos].kind
    }

    fn cur_span(&mut self) -> Span {
        self.cur();
        self.toks[self.pos].span.clone()
    }

    fn bump(&mut self) -> Token {
        self.cur();
        let t = self.toks[self.pos].clone();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
        }
        t
    }

    /// End of the last consumed token.
    fn prev_end(&self) -> usize {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].span.end
        }
    }

    fn text(&self, span: &Span) -> &'a str {
        &self.src[span.clone()]
    }

    // ------------------------------------------------------------------
    // Error reporting

    /// A semantic error: the element is dropped, parsing goes on normally.
    /// Inside a directive's arguments, a syntax error that follows in the same
    /// directive is taken as a follow-on error.
    fn error(&mut self, err: FormatError) {
        if !self.rec.parse_unreliable {
            self.errors.push(err);
        }
        if self.depth > 0 {
            self.skipped_error = true;
        }
    }

    /// The token before the current one is a (reported) lexer error.
    fn after_lex_error(&self) -> bool {
        self.pos > 0 && self.toks[self.pos - 1].kind == TokenKind::Error
    }

    /// A syntax error inside a directive: reported unless it may be a
    /// follow-on error; afterwards the parser reports nothing more.
    fn syntax_error(&mut self, err: FormatError) {
        if !self.rec.parse_unreliable && !self.skipped_error && !self.after_lex_error() {
            self.errors.push(err);
        }
        self.rec.parse_unreliable = true;
        self.rec.coverage_unreliable = true;
    }

    /// A syntax error at a directive's head (e.g. a missing `(`): the directive
    /// is dropped and parsing goes on from the current token, but like after
    /// any syntax error nothing more is reported (what follows may have been
    /// meant as the directive's arguments).
    fn header_error(&mut self, err: FormatError) {
        self.syntax_error(err);
    }

    // ------------------------------------------------------------------
    // Recovery helpers

    /// Skips to the `)` matching an already consumed `(` and consumes it, if
    /// there is one before the end; otherwise consumes nothing.
    fn skip_to_close(&mut self) {
        let mut depth = 0usize;
        let mut j = self.pos;
        loop {
            match self.toks[j].kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    if depth == 0 {
                        self.pos = j + 1;
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::Eof => return,
                _ => {}
            }
            j += 1;
        }
    }

    /// Skips a parenthesized argument list if one follows (used when a
    /// directive is rejected before its arguments are parsed).
    fn skip_args(&mut self) {
        if self.cur() == TokenKind::LParen {
            self.bump();
            self.skip_to_close();
            self.rec.coverage_unreliable = true;
        }
    }

    /// Enters a directive's argument list: expects `(`.
    fn open_args(&mut self, msg: &str) -> bool {
        if self.cur() == TokenKind::LParen {
            self.bump();
            self.depth += 1;
            true
        } else {
            let span = self.cur_span();
            self.header_error(FormatError::new(msg, span));
            self.skip_args();
            false
        }
    }

    /// Leaves a directive's argument list: expects `)`.
    fn close_args(&mut self, msg: &str) -> bool {
        let ok = self.cur() == TokenKind::RParen;
        if ok {
            self.bump();
        } else {
            let span = self.cur_span();
            self.syntax_error(FormatError::new(msg, span));
            self.skip_to_close();
        }
        self.leave_args();
        ok
    }

    /// Leaves a directive's argument list after a syntax error inside it.
    fn abandon_args(&mut self) {
        self.rec.parse_unreliable = true;
        self.rec.coverage_unreliable = true;
        self.skip_to_close();
        self.leave_args();
    }

    fn leave_args(&mut self) {
        self.depth -= 1;
        if self.depth == 0 {
            self.skipped_error = false;
        }
    }

    /// Reports that the current token cannot start an element, with hints.
    fn report_unexpected(&mut self) {
        let kind = self.cur();
        let span = self.cur_span();
        let text = self.text(&span);
        let mut err = FormatError::new(UNEXPECTED, span.clone());
        match kind {
            TokenKind::Identifier => {
                if self.sig_has_name(text) {
                    err = err.with_note(format!("did you mean `${text}`?"));
                    self.rec.names.insert(text.to_string());
                } else if let Some(kw) = closest(text, Keyword::ALL.iter().map(|(n, _)| *n)) {
                    err = err.with_note(format!("did you mean `{kw}`?"));
                    if kw.starts_with("attr-dict") {
                        self.rec.attr_dict_assumed = true;
                    } else {
                        self.rec.coverage_unreliable = true;
                    }
                } else if let Some(name) = closest(text, self.all_names()) {
                    err = err.with_note(format!("did you mean `${name}`?"));
                    self.rec.names.insert(name.to_string());
                } else if literal_error(text).is_none() {
                    err = err.with_note(format!("literals must be enclosed in backticks: `{text}`"));
                }
            }
            TokenKind::Colon
            | TokenKind::Comma
            | TokenKind::Equal
            | TokenKind::Less
            | TokenKind::Greater
            | TokenKind::Question
            | TokenKind::Star => {
                err = err.with_note(format!("literals must be enclosed in backticks: `{text}`"));
            }
            TokenKind::Caret => {
                err = err
                    .with_note("`^` marks the anchor of an optional group: it must follow an element inside `(...)?`");
            }
            TokenKind::Pipe => {
                err = err.with_note("`|` separates the clauses of an `oilist(...)`");
            }
            TokenKind::RParen if self.depth == 0 => {
                err = err.with_note("this `)` does not close anything");
            }
            TokenKind::Eof => {
                err = err.with_note("the format ends here");
            }
            _ => {}
        }
        let group_punct = matches!(kind, TokenKind::Caret | TokenKind::RParen | TokenKind::Question | TokenKind::Colon);
        let mut follow_on = group_punct && self.stray_group_punct;
        if self.depth == 0 && kind == TokenKind::RParen && self.unopened_group {
            self.unopened_group = false;
            follow_on = true;
        }
        if self.depth == 0 && kind == TokenKind::Caret {
            self.unopened_group = true;
        }
        if self.depth > 0 {
            self.syntax_error(err);
        } else if !self.rec.parse_unreliable && !self.after_lex_error() && !follow_on {
            self.errors.push(err);
        }
        self.stray_group_punct = group_punct;
    }

    /// Skips a stray token (reported by `report_unexpected`) at the top level.
    /// An identifier followed by `<...>` and/or `(...)` is taken as a misspelt
    /// directive and skipped whole.
    fn skip_stray(&mut self) {
        let t = self.bump();
        if t.kind != TokenKind::Identifier {
            return;
        }
        if self.cur() == TokenKind::Less {
            let mut j = self.pos;
            while !matches!(self.toks[j].kind, TokenKind::Greater | TokenKind::Eof) {
                j += 1;
            }
            if self.toks[j].kind == TokenKind::Greater {
                self.pos = j + 1;
            }
        }
        if self.cur() == TokenKind::LParen {
            self.bump();
            self.skip_to_close();
            self.rec.coverage_unreliable = true;
        }
    }

    // ------------------------------------------------------------------
    // Signature lookups

    fn sig_has_name(&self, name: &str) -> bool {
        self.all_names().any(|n| n == name)
    }

    fn all_names(&self) -> impl Iterator<Item = &'a str> {
        let s = self.sig;
        s.operands
            .iter()
            .map(|e| e.name.as_str())
            .chain(s.attributes.iter().map(|e| e.name.as_str()))
            .chain(s.results.iter().map(|e| e.name.as_str()))
            .chain(s.regions.iter().map(|e| e.name.as_str()))
            .chain(s.successors.iter().map(|e| e.name.as_str()))
    }

    // ------------------------------------------------------------------
    // Elements

    fn parse_top(&mut self) -> Vec<Element> {
        let mut out = Vec::new();
        while self.cur() != TokenKind::Eof {
            let start = self.pos;
            match self.parse_element(Ctx::TopLevel) {
                Ok(Some(e)) => {
                    self.stray_group_punct = false;
                    out.push(e)
                }
                Ok(None) => self.stray_group_punct = false,
                Err(()) => self.skip_stray(),
            }
            if self.pos == start {
                self.bump();
            }
        }
        out
    }

    fn parse_element(&mut self, ctx: Ctx) -> PResult {
        match self.cur() {
            TokenKind::Literal => Ok(self.parse_literal(ctx)),
            TokenKind::Str => Ok(self.parse_string(ctx)),
            TokenKind::Variable => {
                let t = self.bump();
                let name = &self.src[t.span.start + 1..t.span.end];
                Ok(self.resolve_variable(name, t.span, ctx))
            }
            TokenKind::Keyword(k) => Ok(self.parse_directive(k, ctx)),
            TokenKind::LParen => Ok(self.parse_optional_group(ctx)),
            _ => {
                self.report_unexpected();
                Err(())
            }
        }
    }

    fn parse_literal(&mut self, ctx: Ctx) -> Option<Element> {
        let t = self.bump();
        let span = t.span;
        let value = &self.src[span.start + 1..span.end - 1];
        if ctx != Ctx::TopLevel {
            self.error(
                FormatError::new("literals may only be used in the top-level section of the format", span).with_note(
                    match ctx {
                        Ctx::Custom | Ctx::Ref => {
                            "a custom directive prints and parses its own punctuation: pass a \
                         \"string\" parameter instead"
                        }
                        _ => "literals cannot be arguments of a directive",
                    },
                ),
            );
            return None;
        }
        let kind = match value {
            "" => Some(WhitespaceKind::Empty),
            " " => Some(WhitespaceKind::Space),
            "\\n" => Some(WhitespaceKind::Newline),
            _ => None,
        };
        if let Some(kind) = kind {
            return Some(Element::Whitespace(Whitespace { kind, span }));
        }
        if let Some(reason) = literal_error(value) {
            let mut err = FormatError::new(format!("expected valid literal but got '{value}': {reason}"), span);
            if value == "\n" {
                err = err.with_note("for a newline write `\\n` (a backslash and `n`) between the backticks");
            } else if value.trim().contains(char::is_whitespace) {
                err = err.with_note("a literal is a single keyword or punctuation: split it into several literals");
            } else if value.starts_with(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
                err = err.with_note("multi-character punctuation literals are only `->` and `...`");
            }
            self.error(err);
            return None;
        }
        Some(Element::Literal(Literal { spelling: value.to_string(), space_before: false, span }))
    }

    fn parse_string(&mut self, ctx: Ctx) -> Option<Element> {
        let t = self.bump();
        if ctx != Ctx::Custom {
            self.error(FormatError::new("strings may only be used as 'custom' directive arguments", t.span));
            return None;
        }
        let contents = &self.src[t.span.start + 1..t.span.end - 1];
        // Like mlir-tblgen: every backslash is dropped, the character after it
        // is kept.
        let value: String = contents.chars().filter(|c| *c != '\\').collect();
        Some(Element::Str(StringParam { value, span: t.span }))
    }

    /// Resolves `$name` in context `ctx`, checking and recording the binding.
    fn resolve_variable(&mut self, name: &str, span: Span, ctx: Ctx) -> Option<Element> {
        let var = |entity| {
            Some(Element::Variable(Variable { entity, qualified: false, space_before: false, span: span.clone() }))
        };
        let sig = self.sig;

        // Attributes and properties.
        if let Some(i) = sig.attributes.iter().position(|a| a.name == name) {
            let prop = sig.attributes[i].is_property;
            let what = if prop { "property" } else { "attribute" };
            if ctx == Ctx::Type {
                let msg = if prop {
                    "properties cannot be used as children to a `type` directive"
                } else {
                    "attributes cannot be used as children to a `type` directive"
                };
                self.error(
                    FormatError::new(msg, span.clone())
                        .with_note(format!("`type(...)` takes an operand or a result; write `${name}` on its own")),
                );
                self.rec.names.insert(name.to_string());
                return None;
            }
            if ctx == Ctx::Ref {
                if !self.b.seen_attrs[i] {
                    self.error(
                        FormatError::new(
                            format!("{what} '{name}' must be bound before it is referenced"),
                            span.clone(),
                        )
                        .with_note(format!("put `${name}` before this `ref`")),
                    );
                    return None;
                }
            } else if self.b.seen_attrs[i] {
                let mut err = FormatError::new(format!("{what} '{name}' is already bound"), span.clone());
                if ctx == Ctx::Custom {
                    err = err.with_note(format!("use `ref(${name})` to pass it again"));
                }
                self.error(err);
                return None;
            } else {
                self.b.seen_attrs[i] = true;
                self.b.used_attrs.push(i);
            }
            return var(if prop { Entity::Property(i) } else { Entity::Attribute(i) });
        }

        // Operands.
        if let Some(i) = sig.operands.iter().position(|o| o.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.b.all_operands || self.b.seen_operands[i] {
                        let mut err = FormatError::new(format!("operand '{name}' is already bound"), span.clone());
                        if self.b.all_operands {
                            err = err.with_note("the `operands` directive already binds all operands");
                        } else if ctx == Ctx::Custom {
                            err = err.with_note(format!("use `ref(${name})` to pass it again"));
                        }
                        self.error(err);
                        return None;
                    }
                    self.b.seen_operands[i] = true;
                }
                Ctx::Ref => {
                    if !self.b.seen_operands[i] {
                        self.error(
                            FormatError::new(
                                format!("operand '{name}' must be bound before it is referenced"),
                                span.clone(),
                            )
                            .with_note(format!("put `${name}` before this `ref`")),
                        );
                        return None;
                    }
                }
                Ctx::Type => {}
            }
            return var(Entity::Operand(i));
        }

        // Regions.
        if let Some(i) = sig.regions.iter().position(|r| r.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.b.all_regions || self.b.seen_regions[i] {
                        self.error(FormatError::new(format!("region '{name}' is already bound"), span.clone()));
                        return None;
                    }
                    self.b.seen_regions[i] = true;
                }
                Ctx::Ref => {
                    if !self.b.seen_regions[i] {
                        self.error(FormatError::new(
                            format!("region '{name}' must be bound before it is referenced"),
                            span.clone(),
                        ));
                        return None;
                    }
                }
                Ctx::Type => {
                    self.error(FormatError::new(
                        "regions can only be used at the top level or in a ref directive",
                        span.clone(),
                    ));
                    self.rec.names.insert(name.to_string());
                    return None;
                }
            }
            return var(Entity::Region(i));
        }

        // Results.
        if let Some(i) = sig.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::Type {
                self.error(
                    FormatError::new(
                        "result variables can can only be used as a child to a 'type' directive",
                        span.clone(),
                    )
                    .with_note(format!("results are not printed, only their types: did you mean `type(${name})`?")),
                );
                self.rec.names.insert(name.to_string());
                return None;
            }
            return var(Entity::Result(i));
        }

        // Successors.
        if let Some(i) = sig.successors.iter().position(|s| s.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.b.all_successors || self.b.seen_successors[i] {
                        self.error(FormatError::new(format!("successor '{name}' is already bound"), span.clone()));
                        return None;
                    }
                    self.b.seen_successors[i] = true;
                }
                Ctx::Ref => {
                    if !self.b.seen_successors[i] {
                        self.error(FormatError::new(
                            format!("successor '{name}' must be bound before it is referenced"),
                            span.clone(),
                        ));
                        return None;
                    }
                }
                Ctx::Type => {
                    self.error(FormatError::new(
                        "successors can only be used at the top level or in a ref directive",
                        span.clone(),
                    ));
                    self.rec.names.insert(name.to_string());
                    return None;
                }
            }
            return var(Entity::Successor(i));
        }

        let mut err = FormatError::new("expected variable to refer to an argument, region, result, or successor", span)
            .with_kind(FormatErrorKind::UnknownVariable(name.to_string()));
        if let Some(best) = closest(name, self.all_names()) {
            err = err.with_note(format!("did you mean `${best}`?"));
            self.rec.names.insert(best.to_string());
        } else {
            let names: Vec<String> = self.all_names().map(|n| format!("`${n}`")).collect();
            err = err.with_note(if names.is_empty() {
                format!("'{}' has no operands, attributes, results, regions or successors", sig.op_name)
            } else {
                format!("'{}' has {}", sig.op_name, names.join(", "))
            });
        }
        self.error(err);
        None
    }

    // ------------------------------------------------------------------
    // Directives

    fn parse_directive(&mut self, kw: Keyword, ctx: Ctx) -> Option<Element> {
        let t = self.bump();
        let span = t.span;
        match kw {
            Keyword::Custom => self.parse_custom(span, ctx),
            Keyword::AttrDict | Keyword::AttrDictKw => self.parse_attr_dict(span, ctx, kw == Keyword::AttrDictKw),
            Keyword::PropDict => self.parse_prop_dict(span, ctx),
            Keyword::FunctionalType => self.parse_functional_type(span, ctx),
            Keyword::Operands => self.parse_operands(span, ctx),
            Keyword::Qualified => self.parse_qualified(span, ctx),
            Keyword::Regions => self.parse_regions(span, ctx),
            Keyword::Successors => self.parse_successors(span, ctx),
            Keyword::Results => {
                // Inside `type(...)` this is handled by `parse_type_arg`.
                self.error(
                    FormatError::new("'results' directive can can only be used as a child to a 'type' directive", span)
                        .with_note("did you mean `type(results)`?"),
                );
                self.rec.coverage_unreliable = true;
                None
            }
            Keyword::Ref => self.parse_ref(span, ctx),
            Keyword::Type => self.parse_type(span, ctx),
            Keyword::OIList => self.parse_oilist(span, ctx),
            Keyword::Params | Keyword::Struct => {
                let name = self.text(&span).to_string();
                self.error(
                    FormatError::new("unsupported directive kind", span)
                        .with_note(format!("`{name}` is only available in attribute and type assembly formats")),
                );
                self.skip_args();
                None
            }
        }
    }

    fn parse_attr_dict(&mut self, span: Span, ctx: Ctx, with_keyword: bool) -> Option<Element> {
        match ctx {
            Ctx::Type => {
                self.error(FormatError::new("'attr-dict' directive can only be used as a top-level directive", span));
                self.rec.attr_dict_assumed = true;
                return None;
            }
            Ctx::Ref => {
                if !self.b.has_attr_dict {
                    self.error(FormatError::new(
                        "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        span,
                    ));
                    return None;
                }
            }
            Ctx::TopLevel | Ctx::Custom => {
                if self.b.has_attr_dict {
                    self.error(
                        FormatError::new("'attr-dict' directive has already been seen", span)
                            .with_note("a format has exactly one `attr-dict` or `attr-dict-with-keyword`"),
                    );
                    return None;
                }
                self.b.has_attr_dict = true;
            }
        }
        Some(Element::AttrDict(AttrDict { with_keyword, span }))
    }

    fn parse_prop_dict(&mut self, span: Span, ctx: Ctx) -> Option<Element> {
        match ctx {
            Ctx::Type => {
                self.error(FormatError::new("'prop-dict' directive can only be used as a top-level directive", span));
                return None;
            }
            Ctx::Ref => {
                self.error(FormatError::new("'ref' of 'prop-dict' unsupported", span));
                return None;
            }
            Ctx::TopLevel | Ctx::Custom => {
                if self.b.has_prop_dict {
                    self.error(FormatError::new("'prop-dict' directive has already been seen", span));
                    return None;
                }
                self.b.has_prop_dict = true;
            }
        }
        Some(Element::PropDict(PropDict { span }))
    }

    fn parse_operands(&mut self, span: Span, ctx: Ctx) -> Option<Element> {
        match ctx {
            Ctx::Ref => {
                if !self.b.all_operands {
                    self.error(FormatError::new(
                        "'ref' of 'operands' is not bound by a prior 'operands' directive",
                        span,
                    ));
                    return None;
                }
            }
            Ctx::TopLevel | Ctx::Custom => {
                if self.b.all_operands || self.b.seen_operands.iter().any(|s| *s) {
                    let mut err = FormatError::new("'operands' directive creates overlap in format", span);
                    if !self.b.all_operands {
                        let bound: Vec<String> = self
                            .b
                            .seen_operands
                            .iter()
                            .zip(&self.sig.operands)
                            .filter(|(s, _)| **s)
                            .map(|(_, o)| format!("`${}`", o.name))
                            .collect();
                        err = err.with_note(format!(
                            "{} already bound: use either `operands` or the individual operands",
                            bound.join(", ")
                        ));
                    }
                    self.error(err);
                    // `operands` was meant to bind them all: none is "not found".
                    let names: Vec<String> = self.sig.operands.iter().map(|o| o.name.clone()).collect();
                    self.rec.names.extend(names);
                    return None;
                }
                self.b.all_operands = true;
            }
            Ctx::Type => {}
        }
        Some(Element::Operands(Directive { space_before: false, span }))
    }

    fn parse_regions(&mut self, span: Span, ctx: Ctx) -> Option<Element> {
        match ctx {
            Ctx::Type => {
                self.error(FormatError::new("'regions' is only valid as a top-level directive", span));
                return None;
            }
            Ctx::Ref => {
                if !self.b.all_regions {
                    self.error(FormatError::new(
                        "'ref' of 'regions' is not bound by a prior 'regions' directive",
                        span,
                    ));
                    return None;
                }
            }
            Ctx::TopLevel | Ctx::Custom => {
                if self.b.all_regions || self.b.seen_regions.iter().any(|s| *s) {
                    self.error(FormatError::new("'regions' directive creates overlap in format", span));
                    let names: Vec<String> = self.sig.regions.iter().map(|r| r.name.clone()).collect();
                    self.rec.names.extend(names);
                    return None;
                }
                self.b.all_regions = true;
            }
        }
        Some(Element::Regions(Directive { space_before: false, span }))
    }

    fn parse_successors(&mut self, span: Span, ctx: Ctx) -> Option<Element> {
        match ctx {
            Ctx::Type => {
                self.error(FormatError::new("'successors' is only valid as a top-level directive", span));
                return None;
            }
            Ctx::Ref => {
                if !self.b.all_successors {
                    self.error(FormatError::new(
                        "'ref' of 'successors' is not bound by a prior 'successors' directive",
                        span,
                    ));
                    return None;
                }
            }
            Ctx::TopLevel | Ctx::Custom => {
                if self.b.all_successors || self.b.seen_successors.iter().any(|s| *s) {
                    self.error(FormatError::new("'successors' directive creates overlap in format", span));
                    let names: Vec<String> = self.sig.successors.iter().map(|r| r.name.clone()).collect();
                    self.rec.names.extend(names);
                    return None;
                }
                self.b.all_successors = true;
            }
        }
        Some(Element::Successors(Directive { space_before: false, span }))
    }

    fn parse_type(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if ctx == Ctx::Type {
            self.error(FormatError::new("'type' cannot be used as a child of another `type`", kw));
            self.skip_args();
            return None;
        }
        if !self.open_args("expected '(' before argument list") {
            return None;
        }
        let arg = match self.parse_type_arg(ctx == Ctx::Ref) {
            Ok(arg) => arg,
            Err(()) => {
                self.abandon_args();
                return None;
            }
        };
        if !self.close_args("expected ')' after argument list") {
            return None;
        }
        arg.map(|arg| {
            Element::Type(TypeDirective { arg, qualified: false, space_before: false, span: kw.start..self.prev_end() })
        })
    }

    /// The argument of `type(...)` or `functional-type(...)`.
    fn parse_type_arg(&mut self, is_ref: bool) -> Result<Option<TypeArg>, ()> {
        match self.cur() {
            TokenKind::Keyword(Keyword::Operands) => {
                let span = self.bump().span;
                let b = &self.b;
                if !is_ref && (b.all_operand_types || b.seen_operand_types.iter().any(|s| *s)) {
                    self.error(FormatError::new("'operands' 'type' is already bound", span));
                    return Ok(None);
                }
                if is_ref && !b.all_operand_types {
                    self.error(FormatError::new(
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                        span,
                    ));
                    return Ok(None);
                }
                self.b.all_operand_types = true;
                Ok(Some(TypeArg::Operands))
            }
            TokenKind::Keyword(Keyword::Results) => {
                let span = self.bump().span;
                let b = &self.b;
                if !is_ref && (b.all_result_types || b.seen_result_types.iter().any(|s| *s)) {
                    self.error(FormatError::new("'results' 'type' is already bound", span));
                    return Ok(None);
                }
                if is_ref && !b.all_result_types {
                    self.error(FormatError::new(
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                        span,
                    ));
                    return Ok(None);
                }
                self.b.all_result_types = true;
                Ok(Some(TypeArg::Results))
            }
            TokenKind::Variable => {
                let t = self.bump();
                let name = &self.src[t.span.start + 1..t.span.end];
                let Some(Element::Variable(v)) = self.resolve_variable(name, t.span.clone(), Ctx::Type) else {
                    return Ok(None);
                };
                let (all, seen, arg) = match v.entity {
                    Entity::Operand(i) => {
                        (self.b.all_operand_types, &mut self.b.seen_operand_types[i], TypeArg::Operand(i))
                    }
                    Entity::Result(i) => {
                        (self.b.all_result_types, &mut self.b.seen_result_types[i], TypeArg::Result(i))
                    }
                    _ => return Ok(None),
                };
                if !is_ref && (all || *seen) {
                    let mut err = FormatError::new(format!("'type' of '{name}' is already bound"), t.span);
                    if all {
                        err = err.with_note(match arg {
                            TypeArg::Operand(_) => "`type(operands)` already binds the types of all operands",
                            _ => "`type(results)` already binds the types of all results",
                        });
                    }
                    self.error(err);
                    return Ok(None);
                }
                if is_ref && !(all || *seen) {
                    self.error(
                        FormatError::new(
                            format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"),
                            t.span,
                        )
                        .with_note(format!("put `type(${name})` before this `ref`")),
                    );
                    return Ok(None);
                }
                *seen = true;
                Ok(Some(arg))
            }
            _ => {
                let span = self.cur_span();
                self.rec.types_unreliable = true;
                match self.parse_element(Ctx::Type)? {
                    None => Ok(None),
                    Some(_) => {
                        self.error(FormatError::new("invalid argument to 'type' directive", span));
                        Ok(None)
                    }
                }
            }
        }
    }

    fn parse_functional_type(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if ctx != Ctx::TopLevel {
            self.error(FormatError::new("'functional-type' is only valid as a top-level directive", kw));
            self.skip_args();
            return None;
        }
        if !self.open_args("expected '(' before argument list") {
            return None;
        }
        let Ok(inputs) = self.parse_type_arg(false) else {
            self.abandon_args();
            return None;
        };
        if self.cur() != TokenKind::Comma {
            let span = self.cur_span();
            self.syntax_error(FormatError::new("expected ',' after inputs argument", span));
            self.abandon_args();
            return None;
        }
        self.bump();
        let Ok(results) = self.parse_type_arg(false) else {
            self.abandon_args();
            return None;
        };
        if !self.close_args("expected ')' after argument list") {
            return None;
        }
        Some(Element::FunctionalType(FunctionalType {
            inputs: inputs?,
            results: results?,
            space_before: false,
            span: kw.start..self.prev_end(),
        }))
    }

    fn parse_qualified(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if !self.open_args("expected '(' before argument list") {
            return None;
        }
        let Ok(inner) = self.parse_element(ctx) else {
            self.abandon_args();
            return None;
        };
        if !self.close_args("expected ')' after argument list") {
            return None;
        }
        let span = kw.start..self.prev_end();
        match inner {
            None => None,
            Some(Element::Variable(mut v)) if matches!(v.entity, Entity::Attribute(_)) => {
                v.qualified = true;
                v.span = span;
                Some(Element::Variable(v))
            }
            Some(Element::Type(mut t)) => {
                t.qualified = true;
                t.span = span;
                Some(Element::Type(t))
            }
            Some(other) => {
                self.error(FormatError::new(
                    "'qualified' directive expects an attribute or a `type` directive",
                    other.span().clone(),
                ));
                None
            }
        }
    }

    fn parse_ref(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if ctx != Ctx::Custom {
            self.error(FormatError::new("'ref' is only valid within a `custom` directive", kw));
            self.skip_args();
            return None;
        }
        if !self.open_args("expected '(' before argument list") {
            return None;
        }
        let Ok(target) = self.parse_element(Ctx::Ref) else {
            self.abandon_args();
            return None;
        };
        if !self.close_args("expected ')' after argument list") {
            return None;
        }
        target.map(|t| Element::Ref(RefDirective { target: Box::new(t), span: kw.start..self.prev_end() }))
    }

    fn parse_custom(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if ctx != Ctx::TopLevel {
            self.error(FormatError::new(
                "`custom` can only be used at the top-level context or within a `struct` directive",
                kw,
            ));
            self.skip_custom_rest();
            return None;
        }
        let header: [(TokenKind, &str); 3] = [
            (TokenKind::Less, "expected '<' before custom directive name"),
            (TokenKind::Identifier, "expected custom directive name identifier"),
            (TokenKind::Greater, "expected '>' after custom directive name"),
        ];
        let mut name = String::new();
        for (kind, msg) in header {
            if self.cur() != kind {
                let span = self.cur_span();
                self.header_error(FormatError::new(msg, span));
                self.skip_custom_rest();
                return None;
            }
            let t = self.bump();
            if kind == TokenKind::Identifier {
                name = self.text(&t.span).to_string();
            }
        }
        if !self.open_args("expected '(' before custom directive parameters") {
            return None;
        }
        let mut params = Vec::new();
        loop {
            match self.parse_element(Ctx::Custom) {
                Ok(Some(p)) => params.push(p),
                Ok(None) => {}
                Err(()) => {
                    self.abandon_args();
                    return None;
                }
            }
            if self.cur() != TokenKind::Comma {
                break;
            }
            self.bump();
        }
        if !self.close_args("expected ')' after custom directive parameters") {
            return None;
        }
        for p in &params {
            let ok = match p {
                Element::Variable(v) => !matches!(v.entity, Entity::Result(_)),
                Element::AttrDict(_) | Element::PropDict(_) | Element::Ref(_) | Element::Str(_) => true,
                Element::Type(t) => {
                    if matches!(t.arg, TypeArg::Operands | TypeArg::Results) {
                        self.error(FormatError::new(
                            "type directives within a custom directive may only refer to variables",
                            t.span.clone(),
                        ));
                    }
                    true
                }
                _ => false,
            };
            if !ok {
                let mut err = FormatError::new(
                    "only variables and types may be used as parameters to a custom directive",
                    p.span().clone(),
                );
                if matches!(p, Element::Operands(_) | Element::Regions(_) | Element::Successors(_)) {
                    err =
                        err.with_note(format!("bind it outside the directive and pass `ref({})`", self.text(p.span())));
                }
                self.error(err);
            }
        }
        Some(Element::Custom(CustomDirective { name, params, space_before: false, span: kw.start..self.prev_end() }))
    }

    /// Skips what is left of `<Name>(...)` after a rejected `custom`.
    fn skip_custom_rest(&mut self) {
        while matches!(self.cur(), TokenKind::Less | TokenKind::Identifier | TokenKind::Greater) {
            self.bump();
        }
        self.skip_args();
    }

    fn parse_oilist(&mut self, kw: Span, ctx: Ctx) -> Option<Element> {
        if !self.open_args("expected '(' before oilist argument list") {
            return None;
        }
        let mut clauses = Vec::new();
        loop {
            // The clause keyword.
            if self.cur() != TokenKind::Literal {
                let span = self.cur_span();
                let got = self.text(&span);
                self.syntax_error(
                    FormatError::new(format!("expected literal, but got '{got}'"), span)
                        .with_note("each oilist clause starts with a keyword literal, e.g. `` `keyword` ``"),
                );
                self.abandon_args();
                return None;
            }
            let keyword = match self.parse_literal(ctx) {
                Some(Element::Literal(l)) => Some(l),
                Some(Element::Whitespace(w)) => {
                    let got = self.text(&w.span);
                    self.error(if w.kind == WhitespaceKind::Empty {
                        FormatError::new("expected valid literal but got '': literal can't be empty", w.span)
                    } else {
                        FormatError::new(format!("expected literal, but got '{got}'"), w.span)
                    });
                    None
                }
                _ => None,
            };
            if ctx != Ctx::TopLevel {
                // Reported by `parse_literal`; the rest would only repeat it.
                self.abandon_args();
                return None;
            }
            // The clause elements.
            let mut elements = Vec::new();
            while !matches!(self.cur(), TokenKind::Pipe | TokenKind::RParen) {
                match self.parse_element(ctx) {
                    Ok(Some(e)) => {
                        self.verify_oilist_element(&e);
                        elements.push(e);
                    }
                    Ok(None) => {}
                    Err(()) => {
                        self.abandon_args();
                        return None;
                    }
                }
            }
            if let Some(keyword) = keyword {
                let unit_variable = match elements.as_slice() {
                    [Element::Variable(v)] => match v.entity {
                        Entity::Attribute(i) | Entity::Property(i) if self.sig.attributes[i].is_unit => Some(v.entity),
                        _ => None,
                    },
                    _ => None,
                };
                clauses.push(OIClause { keyword, elements, unit_variable });
            }
            if self.bump().kind == TokenKind::RParen {
                break;
            }
        }
        self.leave_args();
        Some(Element::OIList(OIList { clauses, span: kw.start..self.prev_end() }))
    }

    /// mlir-tblgen's `verifyOIListParsingElement`.
    fn verify_oilist_element(&mut self, element: &Element) {
        let mut vars = Vec::new();
        collect_variables(element, &mut vars);
        let sig = self.sig;
        for (entity, span) in vars {
            let msg = match entity {
                Entity::Attribute(i) if !sig.attributes[i].is_optional_or_default() => {
                    "only optional attributes can be used in an oilist parsing group"
                }
                Entity::Property(i)
                    if !(sig.attributes[i].is_optional_or_default() || sig.attributes[i].optionally_parsable) =>
                {
                    "only default-valued or optional properties can be used in an olist parsing group"
                }
                Entity::Operand(i) if !sig.operands[i].arity.is_variable_length() => {
                    "only variable length operands can be used within an oilist parsing group"
                }
                Entity::Result(i) if !sig.results[i].arity.is_variable_length() => {
                    "only variable length results can be used within an oilist parsing group"
                }
                Entity::Successor(_) => "only literals, types, and variables can be used within an oilist group",
                _ => continue,
            };
            self.error(FormatError::new(msg, span));
            return;
        }
    }

    // ------------------------------------------------------------------
    // Optional groups

    fn parse_optional_group(&mut self, ctx: Ctx) -> Option<Element> {
        let open = self.bump().span;
        if ctx != Ctx::TopLevel {
            self.error(FormatError::new("optional groups can only be used as top-level elements", open.clone()));
            self.skip_to_close();
            if self.cur() == TokenKind::Colon {
                self.bump();
                if self.cur() == TokenKind::LParen {
                    self.bump();
                    self.skip_to_close();
                }
            }
            if self.cur() == TokenKind::Question {
                self.bump();
            }
            self.rec.coverage_unreliable = true;
            return None;
        }

        let mut state = GroupState::default();
        let mut then_elements = Vec::new();
        let mut else_elements = Vec::new();
        if !self.parse_group_children(&mut then_elements, &mut state, false) {
            return None;
        }
        let mut expect_question = true;
        if self.cur() == TokenKind::Colon {
            self.bump();
            if self.cur() == TokenKind::LParen {
                self.bump();
                if !self.parse_group_children(&mut else_elements, &mut state, true) {
                    return None;
                }
            } else {
                let span = self.cur_span();
                self.header_error(
                    FormatError::new("expected '(' to start else branch of optional group", span)
                        .with_note("the else branch is written `(...):(...)?`"),
                );
                expect_question = false;
            }
        }
        if self.cur() == TokenKind::Question {
            self.bump();
        } else if expect_question && !state.child_error {
            let at = self.prev_end();
            self.error(
                FormatError::new("expected '?' after optional group", at..at)
                    .with_note("an optional group is written `(...)?`"),
            );
        }
        let span = open.start..self.prev_end();

        let Some((in_else, anchor)) = state.anchor else {
            if !state.anchor_dropped && !state.child_error {
                self.error(
                    FormatError::new("optional group has no anchor element", span)
                        .with_note("mark the element whose presence decides the group with `^`, e.g. `($x^)?`"),
                );
            }
            self.verify_group_elements(&then_elements, None);
            self.verify_group_elements(&else_elements, None);
            return None;
        };

        let bad = self.verify_group_elements(&then_elements, (!in_else).then_some(anchor));
        // Like mlir-tblgen, an anchor in the else branch is not checked as an
        // anchor.
        self.verify_group_elements(&else_elements, None);

        let first =
            |elems: &[Element]| elems.iter().position(|e| !matches!(e, Element::Whitespace(_))).unwrap_or(elems.len());
        let then_parse_start = first(&then_elements);
        let else_parse_start = first(&else_elements);
        if let Some(e) = then_elements.get(then_parse_start).filter(|_| !bad.contains(&then_parse_start)) {
            if !matches!(e, Element::Literal(_) | Element::Variable(_) | Element::Custom(_)) {
                self.error(
                    FormatError::new(
                        "first parsable element of an optional group must be a literal, variable, or custom directive",
                        e.span().clone(),
                    )
                    .with_note("the parser decides whether the group is present by trying to parse this element"),
                );
            }
        }

        let anchor_element = if in_else { &else_elements[anchor] } else { &then_elements[anchor] };
        let anchor_elided = anchor != 0
            && matches!(anchor_element, Element::Variable(v)
                if matches!(v.entity, Entity::Attribute(i) | Entity::Property(i)
                    if self.sig.attributes[i].is_unit));
        Some(Element::Optional(OptionalGroup {
            then_elements,
            else_elements,
            inverted: in_else,
            anchor,
            then_parse_start,
            else_parse_start,
            anchor_elided,
            span,
        }))
    }

    /// Parses the elements of a group branch up to and including its `)`.
    /// Returns false if the branch is not closed.
    fn parse_group_children(&mut self, elems: &mut Vec<Element>, state: &mut GroupState, in_else: bool) -> bool {
        loop {
            let el = match self.parse_element(Ctx::TopLevel) {
                Ok(el) => el,
                Err(()) => {
                    state.child_error = true;
                    match self.cur() {
                        TokenKind::RParen => {
                            self.bump();
                            return true;
                        }
                        TokenKind::Eof => {
                            self.rec.parse_unreliable = true;
                            self.rec.coverage_unreliable = true;
                            return false;
                        }
                        _ => {
                            self.skip_stray();
                            None
                        }
                    }
                }
            };
            if self.cur() == TokenKind::Caret {
                let caret = self.bump().span;
                if state.anchor.is_some() || state.anchor_dropped {
                    self.error(FormatError::new(
                        "only one element can be marked as the anchor of an optional group",
                        caret,
                    ));
                } else if el.is_some() {
                    state.anchor = Some((in_else, elems.len()));
                } else {
                    state.anchor_dropped = true;
                }
            }
            if let Some(e) = el {
                elems.push(e);
            }
            match self.cur() {
                TokenKind::RParen => {
                    self.bump();
                    return true;
                }
                TokenKind::Eof => {
                    self.report_unexpected();
                    self.rec.parse_unreliable = true;
                    self.rec.coverage_unreliable = true;
                    return false;
                }
                _ => {}
            }
        }
    }

    /// mlir-tblgen's `verifyOptionalGroupElements`: at most one error per
    /// element. Returns the indices of the elements with an error.
    fn verify_group_elements(&mut self, elems: &[Element], anchor: Option<usize>) -> Vec<usize> {
        let mut bad = Vec::new();
        for (i, e) in elems.iter().enumerate() {
            if let Some(err) = self.verify_group_element(e, anchor == Some(i)) {
                self.error(err);
                bad.push(i);
            }
        }
        bad
    }

    fn verify_group_element(&self, e: &Element, is_anchor: bool) -> Option<FormatError> {
        let sig = self.sig;
        let err = |msg: &str, span: &Span| Some(FormatError::new(msg, span.clone()));
        const NOT_IN_GROUP: &str = "only literals, types, and variables can be used within an optional group";
        match e {
            Element::Variable(v) => match v.entity {
                Entity::Attribute(i) => {
                    if is_anchor && !sig.attributes[i].is_optional_or_default() {
                        return Some(
                            FormatError::new(
                                "only optional or default-valued attributes can be used to anchor an optional group",
                                v.span.clone(),
                            )
                            .with_note(format!(
                                "`${}` is always present; anchor the group on an optional element",
                                sig.attributes[i].name
                            )),
                        );
                    }
                    None
                }
                Entity::Property(i) => {
                    if is_anchor && !sig.attributes[i].optionally_parsable {
                        return err(
                            "only properties with default values that can be optionally parsed (have the `let optionalParser = ...` field defined) can be used to anchor an optional group",
                            &v.span,
                        );
                    }
                    None
                }
                Entity::Operand(i) => self.check_value_in_group(TypeSource::Operand(i), &v.span),
                Entity::Result(i) => self.check_value_in_group(TypeSource::Result(i), &v.span),
                Entity::Region(_) => None,
                Entity::Successor(_) => err(NOT_IN_GROUP, &v.span),
            },
            Element::Type(t) => self.check_type_arg_in_group(t.arg, &t.span),
            Element::FunctionalType(f) => self
                .check_type_arg_in_group(f.inputs, &f.span)
                .or_else(|| self.check_type_arg_in_group(f.results, &f.span)),
            Element::Custom(c) => {
                if !is_anchor {
                    return None;
                }
                c.params
                    .iter()
                    .filter(|p| !matches!(p, Element::Ref(_)))
                    .find_map(|p| self.verify_group_element(p, true))
            }
            Element::Literal(_) | Element::Whitespace(_) | Element::Optional(_) => {
                if is_anchor {
                    return err("only variables and types can be used to anchor an optional group", e.span());
                }
                None
            }
            _ => err(NOT_IN_GROUP, e.span()),
        }
    }

    fn check_type_arg_in_group(&self, arg: TypeArg, span: &Span) -> Option<FormatError> {
        match arg {
            TypeArg::Operand(i) => self.check_value_in_group(TypeSource::Operand(i), span),
            TypeArg::Result(i) => self.check_value_in_group(TypeSource::Result(i), span),
            TypeArg::Operands | TypeArg::Results => Some(FormatError::new(
                "only literals, types, and variables can be used within an optional group",
                span.clone(),
            )),
        }
    }

    fn check_value_in_group(&self, v: TypeSource, span: &Span) -> Option<FormatError> {
        let (value, msg) = match v {
            TypeSource::Operand(i) => {
                (&self.sig.operands[i], "only variable length operands can be used within an optional group")
            }
            TypeSource::Result(i) => {
                (&self.sig.results[i], "only variable length results can be used within an optional group")
            }
        };
        if value.arity.is_variable_length() {
            return None;
        }
        Some(
            FormatError::new(msg, span.clone()).with_note(format!(
                "`{}` is not `Optional<...>` or `Variadic<...>`, so it is always present",
                value.name
            )),
        )
    }
}

/// State shared by the two branches of an optional group.
#[derive(Default)]
struct GroupState {
    /// (in the else branch, index) of the anchor.
    anchor: Option<(bool, usize)>,
    /// The element marked `^` was dropped because of an error.
    anchor_dropped: bool,
    /// An error was reported for a child element.
    child_error: bool,
}

/// mlir-tblgen's `collect`: the variables of an element, looking into custom
/// directive parameters (not `ref` or `type`), optional groups and
/// `functional-type` arguments.
fn collect_variables(e: &Element, out: &mut Vec<(Entity, Span)>) {
    match e {
        Element::Variable(v) => out.push((v.entity, v.span.clone())),
        Element::Custom(c) => c.params.iter().for_each(|p| collect_variables(p, out)),
        Element::Optional(g) => g.then_elements.iter().chain(&g.else_elements).for_each(|p| collect_variables(p, out)),
        Element::FunctionalType(f) => {
            for arg in [f.inputs, f.results] {
                match arg {
                    TypeArg::Operand(i) => out.push((Entity::Operand(i), f.span.clone())),
                    TypeArg::Result(i) => out.push((Entity::Result(i), f.span.clone())),
                    _ => {}
                }
            }
        }
        Element::OIList(l) => l.clauses.iter().flat_map(|c| &c.elements).for_each(|p| collect_variables(p, out)),
        _ => {}
    }
}
