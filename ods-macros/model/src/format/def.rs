//! Assembly formats of types and attributes (mlir-tblgen's
//! `AttrOrTypeFormatGen`): parsing, the checks with mlir-tblgen's messages,
//! and the static spacing of the printer.

use super::error::FormatError;
use super::lexer::{lex, literal_error, Keyword, Token, TokenKind};
use std::ops::Range;

/// A parameter as the format sees it.
pub struct DefParam {
    /// The field name.
    pub name: String,
    /// `Option<T>` or with a default: may be absent.
    pub optional: bool,
    /// The attribute's own type, written after it: not in the format.
    pub self_type: bool,
}

/// An argument of `custom<...>(...)`.
#[derive(Debug, Clone, PartialEq)]
pub enum DefCustomArg {
    /// `$p`.
    Bound(usize),
    /// `ref($p)`.
    Ref(usize),
}

/// An element of a type or attribute format, with its spacing decided.
///
/// `space` is whether the printer writes a space before the element, as
/// mlir-tblgen decides it from the elements before; parameters are indices
/// into the definition's parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum DefElement {
    /// `` `text` ``.
    Literal {
        /// The keyword or punctuation.
        text: String,
        /// A space before it.
        space: bool,
    },
    /// `` ` ` ``, `` `\n` `` or ``` `` ```.
    Whitespace(String),
    /// `$p` / `qualified($p)`.
    Param {
        /// The parameter.
        index: usize,
        /// Printed with its dialect prefix (`qualified`).
        qualified: bool,
        /// A space before it.
        space: bool,
    },
    /// `params` / `struct(...)`.
    List {
        /// The parameters, each with whether it is `qualified`.
        params: Vec<(usize, bool)>,
        /// `struct(...)`: `name = value` pairs in any order, not bare values.
        named: bool,
        /// A space before it.
        space: bool,
    },
    /// `custom<Name>(...)`.
    Custom {
        /// `Name`: the user's functions are `parse_name` and `print_name`
        /// (the name in snake case).
        name: String,
        /// The parameters passed.
        args: Vec<DefCustomArg>,
        /// A space before it.
        space: bool,
    },
    /// `(...)?` / `(...) : (...)?`.
    Optional {
        /// The parameters whose presence decides which branch prints.
        anchor: Vec<usize>,
        /// The anchor is in the `else` branch (`(...) : (...)?`).
        inverted: bool,
        /// Printed when the anchor is present (absent, if inverted).
        then: Vec<DefElement>,
        /// Printed otherwise.
        otherwise: Vec<DefElement>,
    },
}

#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    Top,
    Struct,
    Custom,
    Ref,
}

struct P<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    def: &'a str,
    params: &'a [DefParam],
    seen: Vec<bool>,
    errors: Vec<FormatError>,
    /// The anchor of the optional group being read: `(in_else, params)`.
    anchor: Option<(bool, Vec<usize>, Range<usize>)>,
    in_group: bool,
    in_else: bool,
}

type R<T> = Result<T, ()>;

impl<'a> P<'a> {
    fn cur(&self) -> TokenKind {
        self.toks[self.pos].kind
    }
    fn span(&self) -> Range<usize> {
        self.toks[self.pos].span.clone()
    }
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
        }
        t
    }
    fn err<T>(&mut self, msg: impl Into<String>, span: Range<usize>) -> R<T> {
        self.errors.push(FormatError::new(msg, span));
        Err(())
    }
    fn expect(&mut self, k: TokenKind, msg: &str) -> R<()> {
        if self.cur() == k {
            self.bump();
            Ok(())
        } else {
            let s = self.span();
            self.err(msg, s)
        }
    }

    fn variable(&mut self, ctx: Ctx) -> R<usize> {
        let t = self.bump();
        let name = &self.src[t.span.start + 1..t.span.end];
        let Some(index) = self.params.iter().position(|p| p.name == name) else {
            let mut e = FormatError::new(format!("{} has no parameter named '{name}'", self.def), t.span.clone());
            if let Some(s) = crate::did_you_mean(name, self.params.iter().map(|p| p.name.as_str())) {
                e = e.with_note(format!("did you mean `${s}`?"));
            }
            self.errors.push(e);
            return Err(());
        };
        if self.params[index].self_type {
            return self.err(
                format!("`${name}` is the attribute's own type, written after it (`: type`), not in its format"),
                t.span,
            );
        }
        if ctx != Ctx::Ref {
            if self.seen[index] {
                return self.err(format!("duplicate parameter '{name}'"), t.span);
            }
            self.seen[index] = true;
        } else if !self.seen[index] {
            return self.err(format!("parameter '{name}' must be bound before it is referenced"), t.span);
        }
        Ok(index)
    }

    fn maybe_anchor(&mut self, params: Vec<usize>, span: Range<usize>) -> R<()> {
        if self.cur() != TokenKind::Caret {
            return Ok(());
        }
        let caret = self.bump().span;
        if !self.in_group {
            return self.err("'^' is only valid within optional groups", caret);
        }
        if self.anchor.is_some() {
            return self.err("only one element can be marked as the anchor of an optional group", caret);
        }
        self.anchor = Some((self.in_else, params, span));
        Ok(())
    }

    fn element(&mut self, ctx: Ctx) -> R<DefElement> {
        let start = self.span();
        match self.cur() {
            TokenKind::Literal => {
                let t = self.bump();
                let value = self.src[t.span.start + 1..t.span.end - 1].to_string();
                if ctx != Ctx::Top {
                    return self.err("literals may only be used in the top-level section of the format", t.span);
                }
                if matches!(value.as_str(), "" | " " | "\\n") {
                    return Ok(DefElement::Whitespace(value));
                }
                if let Some(reason) = literal_error(&value) {
                    return self.err(format!("expected valid literal but got '{value}': {reason}"), t.span);
                }
                Ok(DefElement::Literal { text: value, space: false })
            }
            TokenKind::Variable => {
                let index = self.variable(ctx)?;
                if ctx == Ctx::Top {
                    self.maybe_anchor(vec![index], start)?;
                }
                Ok(DefElement::Param { index, qualified: false, space: false })
            }
            TokenKind::LParen if ctx == Ctx::Top => self.optional_group(),
            TokenKind::Keyword(k) => {
                let t = self.bump();
                let e = self.directive(k, t.span.clone(), ctx)?;
                if ctx == Ctx::Top {
                    let anchor: Vec<usize> = match &e {
                        DefElement::Param { index, .. } => vec![*index],
                        DefElement::List { params, .. } => params.iter().map(|p| p.0).collect(),
                        DefElement::Custom { args, .. } => args
                            .iter()
                            .filter_map(|a| match a {
                                DefCustomArg::Bound(i) => Some(*i),
                                DefCustomArg::Ref(_) => None,
                            })
                            .collect(),
                        _ => Vec::new(),
                    };
                    if self.cur() == TokenKind::Caret && matches!(e, DefElement::Custom { .. }) && anchor.is_empty() {
                        let s = self.span();
                        return self.err(
                            "`custom` directive with no bound parameters cannot be used as optional group anchor",
                            s,
                        );
                    }
                    self.maybe_anchor(anchor, t.span)?;
                }
                Ok(e)
            }
            _ => {
                let s = self.span();
                let text = &self.src[s.clone()];
                self.err(format!("expected literal, variable, directive, or optional group, but got '{text}'"), s)
            }
        }
    }

    fn directive(&mut self, k: Keyword, span: Range<usize>, ctx: Ctx) -> R<DefElement> {
        match k {
            Keyword::Params => {
                if ctx != Ctx::Top && ctx != Ctx::Struct {
                    return self.err(
                        "`params` can only be used at the top-level context or within a `struct` directive",
                        span,
                    );
                }
                let mut v = Vec::new();
                for i in (0..self.params.len()).filter(|&i| !self.params[i].self_type) {
                    if self.seen[i] {
                        return self
                            .err(format!("`params` captures duplicate parameter: {}", self.params[i].name), span);
                    }
                    self.seen[i] = true;
                    v.push((i, false));
                }
                Ok(DefElement::List { params: v, named: false, space: false })
            }
            Keyword::Struct => {
                if ctx != Ctx::Top {
                    return self.err("`struct` can only be used at the top-level context", span);
                }
                self.expect(TokenKind::LParen, "expected '(' before `struct` argument list")?;
                let mut v = Vec::new();
                if self.cur() == TokenKind::Keyword(Keyword::Params) {
                    let t = self.bump();
                    match self.directive(Keyword::Params, t.span, Ctx::Struct)? {
                        DefElement::List { params, .. } => v = params,
                        _ => unreachable!("params is a list"),
                    }
                } else {
                    loop {
                        v.push(self.struct_var()?);
                        if self.cur() != TokenKind::Comma {
                            break;
                        }
                        self.bump();
                    }
                }
                self.expect(TokenKind::RParen, "expected ')' at the end of an argument list")?;
                Ok(DefElement::List { params: v, named: true, space: false })
            }
            Keyword::Qualified => {
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                if self.cur() != TokenKind::Variable {
                    return self.err("`qualified` argument list expected a variable", span);
                }
                let index = self.variable(ctx)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                Ok(DefElement::Param { index, qualified: true, space: false })
            }
            Keyword::Custom => {
                if ctx != Ctx::Top {
                    return self.err("`custom` can only be used at the top-level context", span);
                }
                self.expect(TokenKind::Less, "expected '<' before custom directive name")?;
                let name = if self.cur() == TokenKind::Identifier {
                    let t = self.bump();
                    self.src[t.span].to_string()
                } else {
                    let s = self.span();
                    return self.err("expected custom directive name identifier", s);
                };
                self.expect(TokenKind::Greater, "expected '>' after custom directive name")?;
                self.expect(TokenKind::LParen, "expected '(' before custom directive parameters")?;
                let mut args = Vec::new();
                while self.cur() != TokenKind::RParen {
                    match self.cur() {
                        TokenKind::Variable => args.push(DefCustomArg::Bound(self.variable(Ctx::Custom)?)),
                        TokenKind::Keyword(Keyword::Ref) => {
                            self.bump();
                            self.expect(TokenKind::LParen, "expected '('")?;
                            if self.cur() != TokenKind::Variable {
                                let s = self.span();
                                return self.err("expected a variable in `ref`", s);
                            }
                            args.push(DefCustomArg::Ref(self.variable(Ctx::Ref)?));
                            self.expect(TokenKind::RParen, "expeced ')'")?;
                        }
                        _ => {
                            let s = self.span();
                            return self.err(
                                "only variables and `ref(...)` are supported as custom directive arguments here",
                                s,
                            );
                        }
                    }
                    if self.cur() == TokenKind::Comma {
                        self.bump();
                    } else {
                        break;
                    }
                }
                self.expect(TokenKind::RParen, "expected ')' after custom directive parameters")?;
                Ok(DefElement::Custom { name, args, space: false })
            }
            Keyword::Ref => self.err("`ref` is only allowed inside custom directives", span),
            _ => self.err("unsupported directive kind", span),
        }
    }

    fn struct_var(&mut self) -> R<(usize, bool)> {
        match self.cur() {
            TokenKind::Variable => Ok((self.variable(Ctx::Struct)?, false)),
            TokenKind::Keyword(Keyword::Qualified) => {
                let t = self.bump();
                match self.directive(Keyword::Qualified, t.span, Ctx::Struct)? {
                    DefElement::Param { index, .. } => Ok((index, true)),
                    _ => unreachable!("qualified is a parameter"),
                }
            }
            _ => {
                let s = self.span();
                self.err("`struct` argument list expected a variable or directive", s)
            }
        }
    }

    fn optional_group(&mut self) -> R<DefElement> {
        let open = self.bump().span;
        if self.in_group {
            return self.err("optional groups can only be used as top-level elements", open);
        }
        self.in_group = true;
        self.in_else = false;
        self.anchor = None;
        let then = self.group_children()?;
        let mut otherwise = Vec::new();
        if self.cur() == TokenKind::Colon {
            self.bump();
            self.expect(TokenKind::LParen, "expected '(' to start else branch of optional group")?;
            self.in_else = true;
            otherwise = self.group_children()?;
        }
        self.in_group = false;
        self.expect(TokenKind::Question, "expected '?' after optional group")?;
        let span = open.start..self.toks[self.pos.saturating_sub(1)].span.end;
        let Some((inverted, anchor, _)) = self.anchor.take() else {
            return self.err("optional group has no anchor element", span);
        };
        for e in then.iter().chain(&otherwise) {
            let bad = match e {
                DefElement::Param { index, .. } if !self.params[*index].optional => {
                    Some("parameters in an optional group must be optional")
                }
                DefElement::List { params, named: false, .. } if params.iter().any(|p| !self.params[p.0].optional) => {
                    Some("`params` directive allowed in optional group only if all parameters are optional")
                }
                DefElement::List { params, named: true, .. } if params.iter().any(|p| !self.params[p.0].optional) => {
                    Some("`struct` is only allowed in an optional group if all captured parameters are optional")
                }
                DefElement::Custom { args, .. }
                    if args.iter().any(|a| matches!(a, DefCustomArg::Bound(i) if !self.params[*i].optional)) =>
                {
                    Some("`custom` is only allowed in an optional group if all captured parameters are optional")
                }
                _ => None,
            };
            if let Some(m) = bad {
                return self.err(m, span);
            }
        }
        if let Some(first) = then.iter().find(|e| !matches!(e, DefElement::Whitespace(_))) {
            if !matches!(first, DefElement::Literal { .. } | DefElement::Param { .. } | DefElement::List { .. }) {
                return self.err(
                    "first parsable element of an optional group must be a literal, variable, `params` or `struct`",
                    span,
                );
            }
        }
        Ok(DefElement::Optional { anchor, inverted, then, otherwise })
    }

    fn group_children(&mut self) -> R<Vec<DefElement>> {
        let mut v = Vec::new();
        while self.cur() != TokenKind::RParen {
            if self.cur() == TokenKind::Eof {
                let s = self.span();
                return self.err("expected ')' after optional group elements", s);
            }
            v.push(self.element(Ctx::Top)?);
        }
        self.bump();
        if v.is_empty() {
            let s = self.span();
            return self.err("optional group should have at least one element", s);
        }
        Ok(v)
    }
}

/// Parses and checks the format of the type or attribute `def`; on success
/// the elements with their spacing.
pub fn parse_def_format(src: &str, def: &str, params: &[DefParam]) -> Result<Vec<DefElement>, Vec<FormatError>> {
    let mut errors = Vec::new();
    let toks = lex(src, &mut errors);
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut p = P {
        src,
        toks,
        pos: 0,
        def,
        params,
        seen: vec![false; params.len()],
        errors: Vec::new(),
        anchor: None,
        in_group: false,
        in_else: false,
    };
    let mut elems = Vec::new();
    while p.cur() != TokenKind::Eof {
        match p.element(Ctx::Top) {
            Ok(e) => elems.push(e),
            Err(()) => return Err(p.errors),
        }
    }
    for (i, param) in params.iter().enumerate() {
        if !param.optional && !param.self_type && !p.seen[i] {
            return Err(vec![FormatError::new(
                format!("format is missing reference to parameter: {}", param.name),
                0..src.len(),
            )
            .with_note(format!("add `${}` to the format", param.name))]);
        }
    }
    for w in elems.windows(2) {
        if let (DefElement::List { params: ps, named: true, .. }, DefElement::Literal { text, .. }) = (&w[0], &w[1]) {
            if text == "," && ps.iter().any(|(i, _)| params[*i].optional) {
                return Err(vec![FormatError::new(
                    "`struct` directive with optional parameters cannot be followed by a comma literal",
                    0..src.len(),
                )]);
            }
        }
    }
    let mut st = Spacing { emit: true, punct: false };
    st.assign(&mut elems);
    Ok(elems)
}

/// mlir-tblgen's `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0] as char;
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

/// The printer's spacing state while walking the format (`shouldEmitSpace`
/// and `lastWasPunctuation` of mlir-tblgen's `DefFormat`).
#[derive(Clone, Copy)]
struct Spacing {
    emit: bool,
    punct: bool,
}

impl Spacing {
    fn assign(&mut self, elems: &mut [DefElement]) {
        for e in elems {
            match e {
                DefElement::Literal { text, space } => {
                    *space = self.emit && space_before(text, self.punct);
                    let c = text.as_bytes()[0] as char;
                    self.emit = text.len() != 1 || !"<({[".contains(c);
                    self.punct = c != '_' && !c.is_ascii_alphabetic();
                }
                DefElement::Whitespace(w) => {
                    if w.is_empty() {
                        self.punct = true;
                    }
                    self.emit = false;
                }
                DefElement::Param { space, .. } | DefElement::Custom { space, .. } => {
                    *space = self.emit || !self.punct;
                    self.emit = true;
                    self.punct = false;
                }
                DefElement::List { params, space, .. } => {
                    *space = self.emit || !self.punct;
                    if !params.is_empty() {
                        self.emit = true;
                        self.punct = false;
                    }
                }
                DefElement::Optional { then, otherwise, .. } => {
                    let saved = *self;
                    self.assign(then);
                    *self = saved;
                    self.assign(otherwise);
                }
            }
        }
    }
}
