//! [`OpParser`]: what a custom op parser (hand-written or generated from an
//! assembly format) uses to read the op's syntax, like MLIR's `OpAsmParser`.

use super::lexer::Tok;
use super::ListWords;
use super::Parser;
use crate::attrs::{Attr, Location};
use crate::context::{BlockId, Context, OperationState, RegionId, Value};
use crate::diag::Diagnostic;
use crate::intern::Sym;
use crate::registry::{OpDef, PResult};
use crate::types::Type;

/// The name of an SSA value as written, `%` included and `#N` left out.
///
/// A number without leading zeros (`%12`: every name the printer makes
/// and most of any input) is kept as its value, so that reading it costs a
/// parse of its digits; any other name is interned in the parser's own
/// table. Names are the parser's business only: they are not kept in the
/// IR, so they do not fill the context's table of names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SsaName {
    /// `%` followed by this number.
    Number(u64),
    /// Any other name, `%` included.
    Named(SourceName),
}

/// A value or block name (`%x`, `^bb0`) interned in the parser's table
/// of source names, which lives as long as one parse.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SourceName(pub(crate) Sym);

/// A place in the input to read again from ([`OpParser::checkpoint`]).
#[derive(Clone, Copy, Debug)]
pub struct Checkpoint {
    pos: u32,
    prev_end: u32,
}

/// An SSA use not yet resolved to a value (its type is not known yet).
#[derive(Clone, Copy, Debug)]
pub struct UnresolvedOperand {
    /// The value's name, without `#N`.
    pub name: SsaName,
    /// The result number after `#`; 0 when there is none.
    pub number: u32,
    /// Byte offset, for errors.
    pub at: u32,
}

/// A named region argument with its type (`%arg0: i32 {attrs} loc(...)`).
#[derive(Clone, Debug)]
pub struct Argument {
    /// The name.
    pub name: SsaName,
    /// The type after `:`.
    pub ty: Type,
    /// The result number of an operand reused as the argument's name
    /// (`%x#1`, as MLIR's `Argument::ssaName` may hold one); 0 otherwise.
    pub number: u32,
    /// The attribute dictionary `{...}`, if given.
    pub attrs: Option<Attr>,
    /// The location `loc(...)`, if given.
    pub loc: Option<Location>,
    /// Byte offset of the name, for errors.
    pub at: u32,
}

impl Argument {
    /// An argument named as the operand `u` (result number included) of
    /// type `ty`, as MLIR's custom parsers reuse an operand's name for a
    /// region argument.
    pub fn from_operand(u: &UnresolvedOperand, ty: Type) -> Argument {
        Argument { name: u.name, number: u.number, ty, attrs: None, loc: None, at: u.at }
    }
}

/// A region argument whose type the op gives elsewhere: `%i loc(...)?`
/// (MLIR's `parseArgument` without a type, as loops read their induction
/// variables and `%a = %init` lists their left-hand sides).
#[derive(Clone, Copy, Debug)]
pub struct UntypedArgument {
    /// The name.
    pub name: SsaName,
    /// The location `loc(...)`, if given.
    pub loc: Option<Location>,
    /// Byte offset of the name, for errors.
    pub at: u32,
}

impl UntypedArgument {
    /// The argument with its type.
    pub fn typed(&self, ty: Type) -> Argument {
        Argument { name: self.name, number: 0, ty, attrs: None, loc: self.loc, at: self.at }
    }
}

/// Named attributes, in order.
type NamedAttrs = Vec<(Sym, Attr)>;

/// The result names written before an op (`%a, %b:2 = ...`): each name
/// with its count and byte offset, the first kept apart so that the
/// common single name needs no allocation.
#[derive(Clone, Copy, Default)]
pub(crate) struct ResultNames<'r> {
    pub first: Option<(SsaName, u64, u32)>,
    pub more: &'r [(SsaName, u64, u32)],
}

impl ResultNames<'_> {
    fn groups(&self) -> impl Iterator<Item = (SsaName, u64)> + '_ {
        self.first.iter().chain(self.more).map(|&(n, c, _)| (n, c))
    }
}

/// The parser as seen by one op's custom parse function.
pub struct OpParser<'p, 'a> {
    p: &'p mut Parser<'a>,
    /// Where the op name was.
    op_at: u32,
    def: &'static OpDef,
    /// Entries of the attribute dictionary that name a property: the op
    /// keeps them as discardable attributes.
    discardable: Vec<(Sym, Attr)>,
    /// Entries of the attribute dictionary that name an inherent attribute:
    /// set once the op is read, over what the parser set.
    inherent: Vec<(Sym, Attr)>,
    /// The names the op's results are bound to.
    results: ResultNames<'p>,
    /// The name of an op no definition describes, read by its dialect's
    /// parser (see [`DialectOpAsm`](super::DialectOpAsm)).
    unregistered: Option<String>,
}

impl<'p, 'a> OpParser<'p, 'a> {
    pub(crate) fn new(
        p: &'p mut Parser<'a>,
        op_at: u32,
        def: &'static OpDef,
        results: ResultNames<'p>,
        unregistered: Option<String>,
    ) -> Self {
        OpParser { p, op_at, def, discardable: Vec::new(), inherent: Vec::new(), results, unregistered }
    }

    /// A parser of the parts of an op (arguments, lists) for a nested call.
    fn nested(p: &'p mut Parser<'a>) -> Self {
        Self::new(p, 0, &OpDef::EMPTY, ResultNames::default(), None)
    }

    /// The number of results the op is bound to (`%a, %b:2 = ...` binds
    /// three), as MLIR's `OpAsmParser::getNumResults`: a parser whose
    /// syntax leaves the result types implicit makes that many.
    pub fn num_results(&self) -> u64 {
        self.results.groups().fold(0u64, |n, (_, c)| n.saturating_add(c))
    }

    /// The name result `i` is bound to, without `%`, and its number within
    /// its group (`%b:2` binds `("b", 0)` and `("b", 1)`), as MLIR's
    /// `OpAsmParser::getResultName`; `None` past the last result.
    pub fn result_name(&self, i: u64) -> Option<(String, u64)> {
        let mut start = 0u64;
        for (name, count) in self.results.groups() {
            if i < start.saturating_add(count) {
                let text = self.p.ssa_text(name);
                return Some((text[1..].to_string(), i - start));
            }
            start = start.saturating_add(count);
        }
        None
    }

    /// The entries of the attribute dictionaries read: those naming an
    /// inherent attribute, then those naming a property (which the op keeps
    /// as discardable attributes).
    pub(crate) fn take_dictionary_entries(&mut self) -> (NamedAttrs, NamedAttrs) {
        (std::mem::take(&mut self.inherent), std::mem::take(&mut self.discardable))
    }

    /// The context, to read the IR and make names, types and attributes.
    pub fn ctx(&self) -> &Context {
        self.p.ctx
    }
    /// The context, to create the IR parsed.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.p.ctx
    }
    /// The definition of the op being parsed.
    pub fn def(&self) -> &'static OpDef {
        self.def
    }
    /// The underlying parser, for types and attributes.
    pub fn parser(&mut self) -> &mut Parser<'a> {
        self.p
    }
    /// Byte offset of the op name (MLIR's `getNameLoc`).
    pub fn op_pos(&self) -> u32 {
        self.op_at
    }
    /// Where the parser is, to read again from with [`Self::rewind`].
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint { pos: self.p.tok.start, prev_end: self.p.prev_end }
    }
    /// Reads again from `c`: for a parser that reads the common case
    /// directly and anything else as MLIR's generic grammar would (what
    /// was made meanwhile stays made).
    pub fn rewind(&mut self, c: Checkpoint) {
        self.p.reset_to(c.pos);
        self.p.prev_end = c.prev_end;
    }
    /// Byte offset of the current token (pass it to [`Self::error_at`]).
    pub fn pos(&self) -> u32 {
        self.p.tok.start
    }
    /// An error at byte offset `at`, prefixed `custom op 'name' ` as MLIR's
    /// `CustomOpAsmParser::emitError` prefixes what an op's parser reports.
    /// A lexer error at the current token is reported instead, as in MLIR.
    pub fn error_at(&mut self, at: u32, msg: impl Into<String>) -> Diagnostic {
        let msg = self.custom_op_message(msg.into());
        if self.p.tok.kind == Tok::Error {
            return self.p.err_here(msg);
        }
        self.p.err_at(at, msg)
    }
    /// An error at the current token (prefixed as [`Self::error_at`]).
    /// At the end of the input, that is where the error is: a custom
    /// parser reports at `getCurrentLocation()`, which MLIR does not move
    /// back as its own parser's errors at the end.
    pub fn error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let at = self.p.tok.start;
        self.error_at(at, msg)
    }
    /// An error in the generic grammar (types, attributes, punctuation) at
    /// byte offset `at`: worded without the op, as MLIR's parser does.
    pub fn syntax_error_at(&mut self, at: u32, msg: impl Into<String>) -> Diagnostic {
        self.p.err_at(at, msg)
    }
    fn custom_op_message(&self, msg: String) -> String {
        debug_assert!(!msg.starts_with("custom op '"), "the op is named twice: {msg}");
        match (self.def.name, &self.unregistered) {
            ("", None) => msg,
            ("", Some(name)) => format!("custom op '{name}' {msg}"),
            (name, _) => format!("custom op '{name}' {msg}"),
        }
    }
    /// An error about the op, as ODS-generated parsers report verification
    /// failures while parsing (`'name' op message`).
    pub fn op_error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let at = self.op_at;
        let m = format!("'{}' op {}", self.def.name, msg.into());
        self.p.err_at(at, m)
    }
    /// The `file:line:col` location of byte offset `at`.
    pub fn loc_at(&mut self, at: u32) -> Location {
        self.p.loc_at(at)
    }

    // ----- punctuation and keywords -----

    /// Whether the current token is `k` (without consuming).
    pub fn peek(&self, k: Tok) -> bool {
        self.p.is(k)
    }
    /// Whether the current token is the keyword `kw` (without consuming).
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.p.is_keyword(kw)
    }
    /// Consumes punctuation `k` if it is next; whether it was.
    pub fn parse_optional(&mut self, k: Tok) -> bool {
        self.p.consume_if(k)
    }
    /// Expects punctuation `k`, with MLIR's message `expected 'X'`.
    pub fn parse_punct(&mut self, k: Tok) -> PResult<()> {
        if self.p.consume_if(k) {
            return Ok(());
        }
        // The message is built only for an error: this runs for every
        // punctuation mark of every op.
        Err(self.p.err_wrong_token(format!("expected '{}'", super::tok_spelling(k))))
    }
    /// Expects punctuation `k` that opens or closes a list, with MLIR's
    /// message for a list read with a context (`parseCommaSeparatedList`):
    /// `expected '[' in dynamic index list`.
    pub fn parse_punct_in(&mut self, k: Tok, context: &str) -> PResult<()> {
        if self.p.consume_if(k) {
            return Ok(());
        }
        Err(self.p.err_wrong_token(format!("expected '{}' in {context}", super::tok_spelling(k))))
    }
    /// Expects the keyword `kw`. The error is at the current token, the end
    /// of the input included (MLIR's `parseKeyword` reports at
    /// `getCurrentLocation()`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.consume_keyword_if(kw) {
            Ok(())
        } else {
            let at = self.p.tok.start;
            Err(self.error_at(at, format!("expected '{kw}'")))
        }
    }
    /// Consumes the keyword `kw` if it is next; whether it was.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword_if(kw)
    }
    /// Any bare keyword; returns its text.
    pub fn parse_any_keyword(&mut self) -> PResult<String> {
        if !self.p.is(Tok::BareIdent) {
            let at = self.p.tok.start;
            return Err(self.error_at(at, "expected valid keyword"));
        }
        let t = self.p.advance();
        Ok(self.p.token_text(t).to_string())
    }

    // ----- operands -----

    /// An SSA use `%name` or `%name#N`, resolved later against its type.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.p.parse_operand_use()
    }
    /// `(%a = %x, %b loc(...) = %y)`: region arguments and their initial
    /// values (MLIR's `parseAssignmentList`), the values unresolved.
    #[allow(clippy::type_complexity)]
    pub fn parse_assignment_list(&mut self) -> PResult<(Vec<UntypedArgument>, Vec<UnresolvedOperand>)> {
        let (mut args, mut inits) = (Vec::new(), Vec::new());
        // MLIR's `parseAssignmentList` reports a missing `(` as the op's
        // error, at the current token.
        if !self.p.consume_if(Tok::LParen) {
            return Err(self.error("expected '('"));
        }
        if self.parse_optional(Tok::RParen) {
            return Ok((args, inits));
        }
        loop {
            args.push(self.parse_untyped_argument()?);
            self.parse_punct(Tok::Equal)?;
            inits.push(self.parse_operand()?);
            if !self.parse_optional(Tok::Comma) {
                break;
            }
        }
        // MLIR reads the list with `parseCommaSeparatedListUntil`.
        if !self.p.consume_if(Tok::RParen) {
            return Err(self.p.err_wrong_token("expected ',' or ')'"));
        }
        Ok((args, inits))
    }
    /// An SSA use if one is next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.p.is(Tok::PercentIdent) {
            return Ok(Some(self.p.parse_operand_use()?));
        }
        Ok(None)
    }
    /// `[expr, ...]` whose dimensions and symbols are SSA values named in
    /// the expressions, `symbol(%x)` for a symbol (MLIR's
    /// `parseAffineMapOfSSAIds` with square brackets): the `affine_map`
    /// attribute and its operands, dimensions first.
    pub fn parse_affine_map_of_ssa_ids(&mut self) -> PResult<(crate::attrs::Attr, Vec<UnresolvedOperand>)> {
        let map = self.p.parse_affine_map_of_ssa_ids(true)?;
        let attr = self.p.ctx.get_attr(crate::attrs::AttrKind::AffineMap(map.text.into()));
        let mut operands = map.dims;
        operands.extend(map.syms);
        Ok((attr, operands))
    }
    /// A possibly empty comma-separated list of operands.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        if !self.p.is(Tok::PercentIdent) {
            return Ok(v);
        }
        loop {
            v.push(self.p.parse_operand_use()?);
            if !self.p.consume_if(Tok::Comma) {
                return Ok(v);
            }
        }
    }
    /// Exactly `n` operands, comma-separated, without delimiters (MLIR's
    /// `parseOperandList` with a required count): a list that does not
    /// start with an operand is `expected operand` (`unexpected delimiter`
    /// at a bracket), one of another length `expected N operands` where it
    /// starts.
    pub fn parse_operand_list_of(&mut self, n: usize) -> PResult<Vec<UnresolvedOperand>> {
        let at = self.pos();
        if !self.p.is(Tok::PercentIdent) {
            if n == 0 {
                return Ok(Vec::new());
            }
            if matches!(self.p.tok.kind, Tok::LParen | Tok::LSquare) {
                return Err(self.p.err_at(at, "unexpected delimiter"));
            }
            return Err(self.p.err_wrong_token("expected operand"));
        }
        let v = self.parse_operand_list()?;
        if v.len() != n {
            return Err(self.error_at(at, format!("expected {n} operands")));
        }
        Ok(v)
    }
    /// Operands between `open` and `close` (MLIR's `parseOperandList` with
    /// a delimiter), `required` of them when given: a missing delimiter is
    /// `expected ')' in operand list`, a count that differs `expected N
    /// operands` where the list starts.
    pub fn parse_delimited_operand_list(
        &mut self,
        open: Tok,
        close: Tok,
        required: Option<usize>,
    ) -> PResult<Vec<UnresolvedOperand>> {
        let at = self.pos();
        let mut v = Vec::new();
        self.p.parse_comma_list(open, close, ListWords::In("operand list"), |p| {
            v.push(p.parse_operand_use()?);
            Ok(())
        })?;
        if let Some(n) = required.filter(|n| *n != v.len()) {
            return Err(self.error_at(at, format!("expected {n} operands")));
        }
        Ok(v)
    }
    /// The value of an SSA use, checked to have type `ty` (a forward reference gets a placeholder).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        self.p.resolve_value(u, ty)
    }
    /// Resolves operands against types, one for one; `at` locates a count
    /// mismatch.
    pub fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        at: u32,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        if us.len() != tys.len() {
            // MLIR 22's `OpAsmParser::resolveOperands` wording.
            let msg =
                format!("number of operands and types do not match: got {} operands and {} types", us.len(), tys.len());
            return Err(self.error_at(at, msg));
        }
        for (u, t) in us.iter().zip(tys) {
            out.push(self.p.resolve_value(u, *t)?);
        }
        Ok(())
    }

    // ----- types -----

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }
    /// A function type, `(T, ...) -> T` or `(T, ...) -> (T, ...)` (MLIR's
    /// `parseType<FunctionType>`); another type is `invalid kind of type
    /// specified: expected builtin.function, but found 'T'` where it starts.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let at = self.pos();
        self.function_type_at(at)
    }
    /// `: ` and a function type (MLIR's `parseColonType<FunctionType>`,
    /// which reports another type at the colon).
    pub fn parse_colon_function_type(&mut self) -> PResult<Type> {
        let at = self.pos();
        self.parse_punct(Tok::Colon)?;
        self.function_type_at(at)
    }
    /// A type that must be a function type, reported at `at` otherwise.
    fn function_type_at(&mut self, at: u32) -> PResult<Type> {
        let t = self.p.parse_type()?;
        if t.function_signature(self.p.ctx).is_some() {
            return Ok(t);
        }
        let found = crate::print::type_to_string(self.p.ctx, t);
        Err(self
            .error_at(at, format!("invalid kind of type specified: expected builtin.function, but found '{found}'")))
    }
    /// A type if one is next.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.p.at_type() {
            return Ok(Some(self.p.parse_type()?));
        }
        Ok(None)
    }
    /// `: T`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(Tok::Colon)?;
        self.p.parse_type()
    }
    /// A comma-separated list of types (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_type_list_no_parens()
    }
    /// A possibly empty comma-separated list of types.
    pub fn parse_optional_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.p.at_type() {
            return Ok(Vec::new());
        }
        self.p.parse_type_list_no_parens()
    }
    /// `-> T` or `-> (T, ...)`.
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_punct(Tok::Arrow)?;
        self.p.parse_function_result_types()
    }
    /// `-> ...` if an arrow is next, else no types.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.p.is(Tok::Arrow) {
            return self.parse_arrow_type_list();
        }
        Ok(Vec::new())
    }

    // ----- attributes -----

    /// An attribute; `hint` is the type a number literal without `: type` takes.
    pub fn parse_attribute(&mut self, hint: Option<Type>) -> PResult<Attr> {
        self.p.parse_attribute(hint)
    }
    /// An attribute if one is next.
    pub fn parse_optional_attribute(&mut self, hint: Option<Type>) -> PResult<Option<Attr>> {
        if self.p.at_attribute() {
            return Ok(Some(self.p.parse_attribute(hint)?));
        }
        Ok(None)
    }
    /// `{...}` if present, added to the state's attributes.
    pub fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> PResult<()> {
        let entries = self.parse_optional_attr_dict_entries(false)?;
        self.add_attributes(state, entries);
        Ok(())
    }
    /// `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, state: &mut OperationState) -> PResult<()> {
        let entries = self.parse_optional_attr_dict_entries(true)?;
        self.add_attributes(state, entries);
        Ok(())
    }
    /// The `attr-dict` directive (with `keyword`: `attr-dict-with-keyword`)
    /// as mlir-tblgen's parsers read it: the dictionary, whose inherent
    /// attributes must meet their constraints (`verifyInherentAttrs`, with
    /// the error at the dictionary), then [`Self::add_attributes`].
    pub fn parse_attr_dict_directive(&mut self, state: &mut OperationState, keyword: bool) -> PResult<()> {
        let at = self.p.tok.start;
        let entries = self.parse_optional_attr_dict_entries(keyword)?;
        if let Some(d) = self.def.inherent_attr_violation.and_then(|f| f(self.def, self.p.ctx, &entries)) {
            let name = self.def.name;
            return Err(self.error_at(at, format!("'{name}' op {}", d.message)));
        }
        self.add_attributes(state, entries);
        Ok(())
    }
    /// The entries of `{...}` (with `keyword`: `attributes {...}`), none
    /// when absent.
    pub fn parse_optional_attr_dict_entries(&mut self, keyword: bool) -> PResult<Vec<(Sym, Attr)>> {
        let present = if keyword { self.p.consume_keyword_if("attributes") } else { self.p.is(Tok::LBrace) };
        if present {
            self.p.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }
    /// Adds the entries of an attribute dictionary to the op being built.
    /// As MLIR sets them when it creates the op, an inherent attribute
    /// replaces what the parser set under its name, also later; a name of
    /// one of the op's properties stays a discardable attribute.
    pub fn add_attributes(&mut self, state: &mut OperationState, entries: Vec<(Sym, Attr)>) {
        for (n, a) in entries {
            let name = self.p.ctx.str(n);
            if self.def.properties.contains(&name) {
                self.discardable.push((n, a));
                continue;
            }
            if self.def.inherent_attrs.contains(&name) {
                self.inherent.push((n, a));
            }
            state.add_attr(n, a);
        }
    }
    /// `loc(...)` if one is next (MLIR's `parseOptionalLocationSpecifier`).
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Location>> {
        self.p.parse_optional_trailing_loc()
    }
    /// `@name` as an interned symbol.
    pub fn parse_symbol_name(&mut self) -> PResult<Sym> {
        if !self.p.is(Tok::AtIdent) {
            return Err(self.error("expected valid '@'-identifier for symbol name"));
        }
        self.p.parse_symbol_name()
    }
    /// A string literal holding base64 (MLIR's `parseBase64Bytes`): the
    /// bytes it decodes to. The text between the quotes is decoded as
    /// written, escapes included, as LLVM's `decodeBase64` does, with its
    /// errors.
    pub fn parse_base64_bytes(&mut self) -> PResult<Vec<u8>> {
        let at = self.p.tok.start;
        if !self.p.is(Tok::String) {
            return Err(self.error_at(at, "expected string"));
        }
        let spelling = self.p.token_bytes(self.p.tok);
        let inner = &spelling[1..spelling.len() - 1];
        match decode_base64(inner) {
            Ok(bytes) => {
                self.p.advance();
                Ok(bytes)
            }
            Err(msg) => Err(self.error_at(at, msg)),
        }
    }
    /// A string literal, unescaped.
    pub fn parse_string(&mut self) -> PResult<String> {
        if !self.p.is(Tok::String) {
            return Err(self.error("expected string"));
        }
        self.p.parse_string()
    }
    /// An integer (`OpAsmParser::parseInteger`: `expected integer value`,
    /// prefixed, when there is none).
    pub fn parse_i64(&mut self) -> PResult<i64> {
        if !self.p.is(Tok::Integer) && !self.p.is(Tok::Minus) {
            return Err(self.error("expected integer value"));
        }
        // The range error is the op's too, as MLIR's `parseInteger` on an
        // `OpAsmParser` words it (a missing integer after `-` is the generic grammar's).
        self.p.parse_i64().map_err(|mut d| {
            if d.message == "integer value too large" {
                d.message = self.custom_op_message(std::mem::take(&mut d.message));
            }
            d
        })
    }

    // ----- regions and successors -----

    /// A region whose entry block arguments are `args` (may be empty).
    ///
    /// As MLIR's `parseRegion(region, args, enableNameShadowing)`: the
    /// names defined above stay visible inside, so redefining one is an
    /// error and using one is reported by the verifier when the op is
    /// isolated from above. Only with `enable_name_shadowing` does the region
    /// start a fresh name scope; MLIR's own ops, `func.func` and
    /// `builtin.module` included, never ask for it.
    pub fn parse_region(&mut self, args: &[Argument], enable_name_shadowing: bool) -> PResult<RegionId> {
        let r = self.p.ctx.create_region();
        self.p.parse_region_body(r, args, enable_name_shadowing)?;
        Ok(r)
    }
    /// A region if a `{` follows (see [`OpParser::parse_region`]).
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Option<RegionId>> {
        if self.p.is(Tok::LBrace) {
            return Ok(Some(self.parse_region(args, enable_name_shadowing)?));
        }
        Ok(None)
    }
    /// The body of a function-like op, if a `{` follows: as
    /// [`OpParser::parse_optional_region`] without name shadowing, and a
    /// body without blocks is an error ("expected non-empty function
    /// body"), unless the function has arguments without names
    /// (`unnamed_args`): MLIR then makes the entry block, without
    /// arguments, even for `{}`. The caller must do nothing with the
    /// region while the op is read: the body of an op isolated from above
    /// may be read later, on another thread, and the region is then empty
    /// until the whole input is read.
    pub fn parse_optional_function_body(&mut self, args: &[Argument], unnamed_args: bool) -> PResult<Option<RegionId>> {
        if self.def.traits.contains(crate::registry::Traits::ISOLATED_FROM_ABOVE) {
            if let Some(r) = self.p.defer_body(args) {
                return Ok(Some(r));
            }
        }
        let at = self.p.pos();
        match self.parse_optional_region(args, false)? {
            Some(r) if r.is_empty(self.p.ctx) && unnamed_args => {
                let entry = self.p.ctx.create_block();
                self.p.ctx.append_block(r, entry);
                Ok(Some(r))
            }
            Some(r) if r.is_empty(self.p.ctx) => Err(self.error_at(at, "expected non-empty function body")),
            r => Ok(r),
        }
    }
    /// A successor block `^bb`, created if not yet seen.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        self.p.parse_successor_ref()
    }

    /// An argument's name `%name`: a use without a result number.
    fn parse_argument_name(&mut self) -> PResult<UnresolvedOperand> {
        self.p.parse_ssa_use(false)
    }

    /// `%name loc(...)?`: an argument whose type the op gives (MLIR's
    /// `parseArgument` with neither type nor attributes).
    pub fn parse_untyped_argument(&mut self) -> PResult<UntypedArgument> {
        let u = self.parse_argument_name()?;
        let loc = self.p.parse_optional_trailing_loc()?;
        Ok(UntypedArgument { name: u.name, loc, at: u.at })
    }

    /// `(%a, %b loc(...))`: arguments whose type the op gives (MLIR's
    /// `parseArgumentList` in parentheses, without types).
    pub fn parse_untyped_argument_list(&mut self) -> PResult<Vec<UntypedArgument>> {
        let mut v = Vec::new();
        self.p.parse_comma_list(Tok::LParen, Tok::RParen, ListWords::In("argument list"), |p| {
            let mut op = OpParser::nested(p);
            v.push(op.parse_untyped_argument()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// One argument `%name: type {attrs}? loc(...)?`.
    pub fn parse_argument(&mut self, allow_attrs: bool) -> PResult<Argument> {
        let at = self.p.tok.start;
        let u = self.parse_argument_name()?;
        self.p.expect(Tok::Colon, "expected ':'")?;
        let ty = self.p.parse_type()?;
        let attrs = if allow_attrs && self.p.is(Tok::LBrace) {
            let e = self.p.parse_attr_dict()?;
            Some(self.p.ctx.dictionary_attr(e))
        } else {
            None
        };
        let loc = self.p.parse_optional_trailing_loc()?;
        Ok(Argument { name: u.name, number: 0, ty, attrs, loc, at })
    }

    /// `(` argument list `)` as in a region's signature.
    pub fn parse_argument_list(&mut self, allow_attrs: bool) -> PResult<Vec<Argument>> {
        let mut v = Vec::new();
        self.p.parse_comma_list(Tok::LParen, Tok::RParen, ListWords::Bare, |p| {
            let mut op = OpParser::nested(p);
            v.push(op.parse_argument(allow_attrs)?);
            Ok(())
        })?;
        Ok(v)
    }

    /// Adds `terminator` (an op without operands) to a region whose last
    /// block does not end with a terminator (any op with the `Terminator`
    /// trait), creating the block if needed, as
    /// `SingleBlockImplicitTerminator` ops do after parsing (MLIR's
    /// `ensureRegionTerminator`).
    pub fn ensure_terminator(&mut self, region: RegionId, terminator: &str, loc: Location) {
        let ctx = &mut *self.p.ctx;
        let last = region.block_iter(ctx).last();
        let block = match last {
            Some(b) => b,
            None => {
                let b = ctx.create_block();
                ctx.append_block(region, b);
                b
            }
        };
        let name = ctx.op_name(terminator);
        if block.last_op(ctx).is_some_and(|o| o.has_trait(ctx, crate::registry::Traits::TERMINATOR)) {
            return;
        }
        let op = ctx.create_op(OperationState::new(name, loc));
        ctx.append_op(block, op);
    }
}

/// LLVM's `decodeBase64`: groups of four characters of the standard
/// alphabet, `=` padding only at the end of the last group (after at least
/// two characters, and a third `=` only before a fourth). The error words
/// the offending byte as C's `%#2.2x` of a signed `char` does.
fn decode_base64(input: &[u8]) -> Result<Vec<u8>, String> {
    fn value(c: u8) -> Option<u8> {
        match c {
            b'A'..=b'Z' => Some(c - b'A'),
            b'a'..=b'z' => Some(c - b'a' + 26),
            b'0'..=b'9' => Some(c - b'0' + 52),
            b'+' => Some(62),
            b'/' => Some(63),
            b'=' => Some(0),
            _ => None,
        }
    }
    if !input.len().is_multiple_of(4) {
        return Err("Base64 encoded strings must be a multiple of 4 bytes in length".to_string());
    }
    let mut out = Vec::with_capacity(input.len() / 4 * 3);
    for (g, group) in input.chunks(4).enumerate() {
        let last = (g + 1) * 4 == input.len();
        let mut v = [0u8; 4];
        for (i, &c) in group.iter().enumerate() {
            let misplaced_pad = c == b'=' && (i < 2 || !last || (i == 2 && group[3] != b'='));
            match value(c) {
                Some(x) if !misplaced_pad => v[i] = x,
                _ => {
                    // `%#2.2x` of a `char`: sign-extended to an `int`.
                    let shown = c as i8 as i32 as u32;
                    return Err(format!("Invalid Base64 character {shown:#04x} at index {}", g * 4 + i));
                }
            }
        }
        out.push((v[0] << 2) | (v[1] >> 4));
        if group[2] != b'=' {
            out.push((v[1] << 4) | (v[2] >> 2));
        }
        if group[3] != b'=' {
            out.push((v[2] << 6) | v[3]);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::decode_base64;

    /// The results and errors of LLVM's `decodeBase64`, as `mlir-opt` 22
    /// reports them for `test.parse_b64`.
    #[test]
    fn base64_as_llvm_decodes_it() {
        assert_eq!(decode_base64(b"aGVsbG8gd29ybGQ=").unwrap(), b"hello world");
        assert_eq!(decode_base64(b"YQ==").unwrap(), b"a");
        assert_eq!(decode_base64(b"YW==").unwrap(), b"a");
        assert_eq!(decode_base64(b"YWJj").unwrap(), b"abc");
        assert_eq!(decode_base64(b"").unwrap(), b"");
        let err = |s: &[u8]| decode_base64(s).unwrap_err();
        assert_eq!(err(b"abc"), "Base64 encoded strings must be a multiple of 4 bytes in length");
        assert_eq!(err(b"ab=c"), "Invalid Base64 character 0x3d at index 2");
        assert_eq!(err(b"a!cd"), "Invalid Base64 character 0x21 at index 1");
        assert_eq!(err(b"===="), "Invalid Base64 character 0x3d at index 0");
        assert_eq!(err(b"Y==="), "Invalid Base64 character 0x3d at index 1");
        assert_eq!(err(b"YQ==YQ=="), "Invalid Base64 character 0x3d at index 2");
        assert_eq!(err("a\u{e9}b".as_bytes()), "Invalid Base64 character 0xffffffc3 at index 1");
    }
}
