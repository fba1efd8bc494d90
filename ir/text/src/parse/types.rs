//! Types in the textual IR.

use super::lexer::Tok;
use super::DialectDefKind;
use super::ListWords;
use super::Parser;
use crate::attrs::{Attr, AttrKind};
use crate::float_format::FloatKind;
use crate::registry::PResult;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// The widest integer type MLIR accepts.
const MAX_INT_WIDTH: u64 = 16_777_215;

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub fn at_type(&self) -> bool {
        match self.tok.kind {
            Tok::ExclaimIdent | Tok::LParen => true,
            Tok::BareIdent => is_builtin_type_keyword(self.text()),
            _ => false,
        }
    }

    /// type ::= function-type | non-function-type
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.is(Tok::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// A type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_non_function_type_inner())
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            Tok::ExclaimIdent => self.parse_dialect_type(),
            Tok::BareIdent => self.parse_builtin_type(),
            Tok::LParen => Err(self.err_wrong_token("expected non-function type")),
            _ => Err(self.err_wrong_token("expected non-function type")),
        }
    }

    /// `(T, ...) -> R` or `(T, ...) -> (R, ...)`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| {
            let mark = p.type_stack.len();
            let t = p.parse_function_type_onto_stack(mark);
            p.type_stack.truncate(mark);
            t
        })
    }

    /// [`Parser::parse_function_type`] with the inputs and results read
    /// onto `type_stack` above `mark`.
    fn parse_function_type_onto_stack(&mut self, mark: usize) -> PResult<Type> {
        self.push_type_list_parens()?;
        let num_inputs = self.type_stack.len() - mark;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        if self.is(Tok::LParen) {
            self.push_type_list_parens()?;
        } else {
            let t = self.parse_non_function_type()?;
            self.type_stack.push(t);
        }
        let types = &self.type_stack[mark..];
        let known = self.function_types.get(types).and_then(|v| v.iter().find(|(n, _)| *n == num_inputs));
        if let Some(&(_, t)) = known {
            return Ok(t);
        }
        let (inputs, results) = types.split_at(num_inputs);
        let t = self.ctx.function_type(inputs, results);
        self.function_types.entry(types.into()).or_default().push((num_inputs, t));
        Ok(t)
    }

    /// `(T, ...)`, possibly empty, read onto `type_stack`.
    fn push_type_list_parens(&mut self) -> PResult<()> {
        self.parse_comma_list(Tok::LParen, Tok::RParen, ListWords::Bare, |p| {
            let t = p.parse_type()?;
            p.type_stack.push(t);
            Ok(())
        })
    }

    /// `(T, ...)`, possibly empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        self.parse_comma_list(Tok::LParen, Tok::RParen, ListWords::Bare, |p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// function-result-type ::= `(` type-list `)` | non-function-type
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(Tok::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// A comma-separated list of types without delimiters (at least one).
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(Tok::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let text = self.text();
        let start = self.tok.start;
        if let Some(k) = FloatKind::from_keyword(text) {
            self.advance();
            return Ok(self.ctx.float_type(k));
        }
        if let Some((signedness, digits)) = int_type_parts(text) {
            // MLIR reads the width as a 32-bit unsigned number first.
            let Ok(width) = digits.parse::<u32>() else {
                return Err(self.err_here("invalid integer width"));
            };
            let width = u64::from(width);
            if width > MAX_INT_WIDTH {
                return Err(self.err_at(start, format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")));
            }
            self.advance();
            return Ok(self.ctx.integer_type(width as u32, signedness));
        }
        match text {
            "index" => {
                self.advance();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.advance();
                Ok(self.ctx.none_type())
            }
            "complex" => {
                self.advance();
                self.expect(Tok::Less, "expected '<' in complex type")?;
                let loc = self.tok.start;
                let elt = self.parse_type()?;
                // MLIR looks for the `>` before it checks the element.
                self.expect(Tok::Greater, "expected '>' in complex type")?;
                if !elt.is_float(self.ctx) && !elt.is_integer(self.ctx) {
                    return Err(self.err_at(loc, "invalid element type for complex"));
                }
                Ok(self.ctx.get_type(TypeKind::Complex(elt)))
            }
            "tuple" => {
                self.advance();
                self.expect(Tok::Less, "expected '<' in tuple type")?;
                let mut elts = Vec::new();
                if !self.consume_if(Tok::Greater) {
                    elts = self.parse_type_list_no_parens()?;
                    self.expect(Tok::Greater, "expected '>' in tuple type")?;
                }
                Ok(self.ctx.tuple_type(&elts))
            }
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            "vector" => self.parse_vector_type(),
            _ => Err(self.err_wrong_token("expected non-function type")),
        }
    }

    /// If the current token begins with `x` (as in `4x` dimension lists),
    /// consume just that `x`.
    fn consume_dim_x(&mut self) -> bool {
        if self.tok.kind == Tok::BareIdent && self.text().starts_with('x') {
            let pos = self.tok.start + 1;
            self.reset_to(pos);
            true
        } else {
            false
        }
    }

    /// [`Self::consume_dim_x`], else MLIR's wrong-token error.
    fn expect_dim_x(&mut self) -> PResult<()> {
        if self.consume_dim_x() {
            Ok(())
        } else {
            Err(self.err_wrong_token("expected 'x' in dimension list"))
        }
    }

    /// After an `x`, the dimensions the rest of an identifier holds: `4x5x6xf32`
    /// lexes as `4` and the identifier `x5x6xf32`, and each `x` would
    /// restart the lexer inside it, which re-reads the rest of the
    /// identifier every time (quadratic in the number of dimensions).
    /// Instead its decimal `digits x` runs are read off its text in one
    /// pass, and the lexer restarts after the last; anything else (an
    /// element type, a number that is not a plain dimension) is left to
    /// the token-by-token path, which reports the same errors.
    fn take_dims_of_identifier(&mut self, dims: &mut Vec<i64>, scal: &mut Vec<bool>) {
        let start = self.tok.start as usize;
        // Only when the lexer restarted right after an `x` of an identifier.
        if self.tok.kind != Tok::Integer || start == 0 || self.src[start - 1] != b'x' {
            return;
        }
        let rest = &self.src[start..];
        let mut at = 0;
        loop {
            let run = rest[at..].iter().take_while(|c| c.is_ascii_digit()).count();
            if run == 0 || rest.get(at + run) != Some(&b'x') {
                break;
            }
            let digits = std::str::from_utf8(&rest[at..at + run]).expect("ASCII digits");
            let Ok(v) = digits.parse::<i64>() else { break };
            dims.push(v);
            scal.push(false);
            at += run + 1;
        }
        if at > 0 {
            self.reset_to((start + at) as u32);
        }
    }

    /// dimension-list ::= (dimension `x`)* with `?` for dynamic sizes. With
    /// `scalable`, `[4]` marks a scalable dimension (vectors).
    fn parse_dimension_list(&mut self, allow_dynamic: bool, scalable: Option<&mut Vec<bool>>) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        loop {
            let is_scalable = scalable.is_some() && self.is(Tok::LSquare);
            if is_scalable {
                self.advance();
            }
            if is_scalable && !self.is(Tok::Integer) {
                // MLIR's `parseIntegerInDimensionList`: after `[`, anything
                // but an integer (`?` included) is not a dimension.
                return Err(self.err_here("invalid dimension"));
            }
            if self.is(Tok::Question) {
                if !allow_dynamic {
                    // Vectors: `?` is not a dimension; the element type
                    // parser reports it.
                    break;
                }
                self.advance();
                dims.push(DYNAMIC);
            } else if self.is(Tok::Integer) {
                let text = self.text();
                if text.starts_with("0x") {
                    // `0x4xf32`: a zero dimension followed by `x`.
                    let pos = self.tok.start + 1;
                    self.reset_to(pos);
                    dims.push(0);
                    if is_scalable {
                        self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
                    }
                    scal.push(is_scalable);
                    self.expect_dim_x()?;
                    self.take_dims_of_identifier(&mut dims, &mut scal);
                    continue;
                }
                let v: i64 = match text.parse() {
                    Ok(v) => v,
                    Err(_) => return Err(self.err_here("invalid dimension")),
                };
                self.advance();
                dims.push(v);
            } else {
                break;
            }
            if is_scalable {
                self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
            }
            scal.push(is_scalable);
            self.expect_dim_x()?;
            self.take_dims_of_identifier(&mut dims, &mut scal);
        }
        if let Some(s) = scalable {
            *s = scal;
        }
        Ok(dims)
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        let unranked = self.consume_if(Tok::Star);
        let shape = if unranked {
            self.expect_dim_x()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, None)?
        };
        // In MLIR's order: the element, an encoding, the `>`, and only then
        // the checks of the element and the encoding.
        let loc = self.tok.start;
        let element = self.parse_type()?;
        let encoding =
            if self.consume_if(Tok::Comma) && self.at_attribute() { Some(self.parse_attribute(None)?) } else { None };
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        self.check_tensor_element(element, loc)?;
        if unranked {
            if encoding.is_some() {
                return Err(self.err_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.unranked_tensor_type(element));
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.err_at(loc, "invalid tensor dimension size"));
        }
        Ok(self.ctx.get_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding }))
    }

    fn check_tensor_element(&mut self, t: Type, loc: u32) -> PResult<()> {
        // MLIR: complex, float, integer, opaque, vector, index, or a type
        // of another dialect than builtin.
        let ok = matches!(
            t.kind(self.ctx),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Index
                | TypeKind::Dialect { .. }
        );
        if !ok {
            return Err(self.err_at(loc, "invalid tensor element type"));
        }
        Ok(())
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let type_start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let unranked = self.consume_if(Tok::Star);
        let shape = if unranked {
            self.expect_dim_x()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, None)?
        };
        let loc = self.tok.start;
        let element = self.parse_type()?;
        // MLIR: int, index, float, complex, memref, vector, or a type
        // implementing MemRefElementTypeInterface (opaque types of unknown
        // dialects do not).
        let ok = element.is_memref_element(self.ctx);
        if !ok {
            return Err(self.err_at(loc, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            if self.is(Tok::Greater) {
                return Err(self.err_wrong_token("expected list element"));
            }
            loop {
                let a = self.parse_attribute(None)?;
                let is_layout = matches!(a.kind(self.ctx), AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. });
                if is_layout {
                    layout = Some(a);
                    if unranked {
                        return Err(self.err_here("cannot have affine map for unranked memref type"));
                    }
                    if memory_space.is_some() {
                        return Err(self.err_here("expected memory space to be last in memref type"));
                    }
                } else if memory_space.is_some() {
                    return Err(self.err_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(a);
                }
                if self.consume_if(Tok::Greater) {
                    break;
                }
                self.expect(Tok::Comma, "expected ',' or '>'")?;
            }
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.err_at(type_start, "invalid memref size"));
        }
        if let Some(l) = layout {
            self.verify_memref_layout(l, shape.len(), type_start)?;
        }
        if let Some(m) = memory_space {
            let ok = matches!(
                m.kind(self.ctx),
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) | AttrKind::Dialect { .. }
            );
            if !ok {
                return Err(self.err_at(type_start, "unsupported memory space Attribute"));
            }
        }
        let memory_space = memory_space.filter(|m| !self.is_default_memory_space(*m));
        Ok(if unranked {
            self.ctx.get_type(TypeKind::UnrankedMemRef { element, memory_space })
        } else {
            let layout = layout.filter(|l| !self.is_identity_layout(*l));
            self.ctx.get_type(TypeKind::MemRef { shape: shape.into(), element, layout, memory_space })
        })
    }

    /// A layout must fit the rank (MLIR's `verifyLayout`).
    fn verify_memref_layout(&mut self, layout: Attr, rank: usize, at: u32) -> PResult<()> {
        match layout.kind(self.ctx) {
            AttrKind::AffineMap(text) if crate::affine::num_dims(text) != rank => {
                let dims = crate::affine::num_dims(text);
                let msg = format!("memref layout mismatch between rank and affine map: {rank} != {dims}");
                return Err(self.err_at(at, msg));
            }
            AttrKind::StridedLayout { strides, .. } if strides.len() != rank => {
                return Err(self.err_at(at, "expected the number of strides to match the rank"));
            }
            _ => {}
        }
        Ok(())
    }

    /// MLIR drops a memory space of integer 0.
    fn is_default_memory_space(&self, a: Attr) -> bool {
        matches!(
            a.kind(self.ctx),
            AttrKind::Integer { value: crate::attrs::IntValue::Small(crate::attrs::Bits128::ZERO), .. }
        )
    }

    /// MLIR drops an identity affine-map layout.
    fn is_identity_layout(&self, a: Attr) -> bool {
        let AttrKind::AffineMap(text) = a.kind(self.ctx) else { return false };
        crate::affine::is_identity(text)
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let kw = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let mut scalable = Vec::new();
        let shape = self.parse_dimension_list(false, Some(&mut scalable))?;
        let element = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        // VectorType::verify, reported at the `vector` keyword.
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            let msg = format!("vector types must have positive constant sizes but got {}", dims.join(", "));
            return Err(self.err_at(kw, msg));
        }
        if !element.is_vector_element(self.ctx) {
            return Err(self.err_at(kw, "failed to verify 'elementType': VectorElementTypeInterface instance"));
        }
        Ok(self.ctx.get_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element }))
    }

    /// `!alias`, `!dialect.mnemonic<...>` or `!dialect<"body">`.
    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let ident = &self.text()[1..];
        // Parameterless registered types (`!shape.shape`) repeat a lot:
        // they are remembered by their spelling (which has a dot), unless a
        // pretty body follows (which the dialect reads, as the first time).
        if let Some(&t) = self.simple_type_cache.get(ident) {
            self.advance();
            if !(self.is(Tok::Less) && self.tok.start == self.prev_end) {
                return Ok(t);
            }
            let (dialect, mnemonic) = ident.split_once('.').expect("a remembered spelling has a dot");
            return self.make_dialect_type(start, dialect, mnemonic, None, false);
        }
        if !ident.contains('.') {
            if let Some(t) = self.type_alias(ident) {
                self.advance();
                return Ok(t);
            }
            self.advance();
            // A pretty dialect body follows the name with no space between;
            // otherwise the name is an alias (MLIR reports it at its end).
            if !self.is(Tok::Less) || self.tok.start != self.prev_end {
                let end = self.prev_end;
                return Err(self.err_at(end, format!("undefined symbol alias id '{ident}'")));
            }
            let body = self.parse_balanced_angle_body()?;
            return self.make_dialect_type(start, ident, "", Some(body), true);
        }
        let (dialect, mnemonic) = ident.split_once('.').unwrap();
        if dialect.is_empty() {
            return Err(self.empty_dialect_namespace(start));
        }
        self.advance();
        let t = self.make_dialect_type(start, dialect, mnemonic, None, false)?;
        if matches!(t.kind(self.ctx), TypeKind::Dialect { params, .. } if params.is_empty()) {
            self.simple_type_cache.insert(ident, t);
        }
        Ok(t)
    }

    fn make_dialect_type(
        &mut self,
        start: u32,
        dialect: &str,
        mnemonic: &str,
        opaque_body: Option<&[u8]>,
        opaque_form: bool,
    ) -> PResult<Type> {
        let registry = self.ctx.registry();
        if registry.dialect(dialect).is_some() {
            return self.parse_registered_dialect_type(start, dialect, (!opaque_form).then_some(mnemonic));
        }
        if !self.ctx.allow_unregistered && registry.dialect(dialect).is_none() {
            let full = if opaque_form { dialect.to_string() } else { format!("{dialect}.{mnemonic}") };
            return Err(self.err_at(
                start,
                format!("dialect '{dialect}' is unknown (use -allow-unregistered-dialect to accept types of unregistered dialects like '!{full}')"),
            ));
        }
        let at = if opaque_form { start } else { start + 2 + dialect.len() as u32 };
        self.check_dialect_namespace(dialect, at)?;
        let body = self.opaque_symbol_data(mnemonic, opaque_body)?;
        let dialect = self.ctx.intern(dialect);
        Ok(self.ctx.get_type(TypeKind::Opaque { dialect, body: body.into() }))
    }

    /// A type of a registered dialect, which the dialect parses from its
    /// mnemonic: `!dialect.mnemonic...` (the parser is on what follows the
    /// mnemonic), or `!dialect<mnemonic...>` (the parser is after the `>`;
    /// the body is read in place and, as MLIR, what the dialect leaves of
    /// it is ignored). Errors are MLIR's, where the dialect's parser reports
    /// them; the double space is MLIR's (its generated type parser).
    pub(crate) fn parse_registered_dialect_type(
        &mut self,
        start: u32,
        dialect: &str,
        mnemonic: Option<&str>,
    ) -> PResult<Type> {
        let (def, params) = self.parse_registered_dialect_def(start, dialect, mnemonic, DialectDefKind::Type)?;
        Ok(self.ctx.get_type(TypeKind::Dialect { def, params: params.into() }))
    }

    /// Records `!name = type`, defined at byte `at`.
    pub(crate) fn define_type_alias(&mut self, name: &str, t: Type, at: u32) {
        self.type_aliases.insert(name.into(), (t, at));
    }
    pub(crate) fn type_alias_exists(&self, name: &str) -> bool {
        self.type_aliases.contains_key(name)
    }
    /// The type `!name` names here: an alias defined before the text
    /// being read.
    fn type_alias(&self, name: &str) -> Option<Type> {
        self.type_aliases.get(name).filter(|(_, at)| *at < self.alias_limit).map(|&(t, _)| t)
    }
    /// Records `#name = attr`, defined at byte `at`.
    pub(crate) fn define_attr_alias(&mut self, name: &str, a: Attr, at: u32) {
        self.attr_aliases.insert(name.into(), (a, at));
    }
    /// The attribute `#name` names here: an alias defined before the text
    /// being read (a location alias may be used before, see
    /// [`Parser::deferred_loc_placeholder`]).
    pub(crate) fn attr_alias(&self, name: &str) -> Option<Attr> {
        self.attr_aliases.get(name).filter(|(_, at)| *at < self.alias_limit).map(|&(a, _)| a)
    }
    pub(crate) fn attr_alias_exists(&self, name: &str) -> bool {
        self.attr_aliases.contains_key(name)
    }
}

/// `i32` -> (Signless, "32"), `si8`, `ui1`; leading zeros are allowed
/// (`i06` is `i6`), as in MLIR.
fn int_type_parts(text: &str) -> Option<(Signedness, &str)> {
    let (s, digits) = if let Some(d) = text.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = text.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, text.strip_prefix('i')?)
    };
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some((s, digits))
}

/// Whether `text` is spelled as an integer type (`i32`, `si8`, `ui1`):
/// MLIR's lexer makes such a word a token of its own, not an identifier.
pub(crate) fn is_integer_type_spelling(text: &str) -> bool {
    int_type_parts(text).is_some()
}

/// Keywords that begin a builtin type.
pub fn is_builtin_type_keyword(text: &str) -> bool {
    matches!(text, "index" | "none" | "complex" | "tuple" | "tensor" | "memref" | "vector")
        || FloatKind::from_keyword(text).is_some()
        || int_type_parts(text).is_some()
}
