//! Attributes and locations in the textual IR.

use super::lexer::Tok;
use super::DialectDefKind;
use super::ListWords;
use super::Parser;
use crate::attrs::{Attr, AttrKind, DenseBits, IntValue, LocKind, Location};
use crate::bigint::ApInt;
use crate::float_format::{self, FloatKind};
use crate::intern::Sym;
use crate::registry::PResult;
use crate::types::{Type, TypeKind, DYNAMIC};
use crate::Context;

/// A tensor literal as written, before its type is known.
struct TensorLiteral<'s> {
    /// A hex string: where it starts and its text.
    hex: Option<(u32, std::borrow::Cow<'s, [u8]>)>,
    /// The element tokens, row-major (a complex element is two).
    elems: Vec<ElemTok>,
    /// The shape of nested lists; `None` for one element standing for all,
    /// or for `dense<>`.
    shape: Option<Vec<usize>>,
}

impl TensorLiteral<'_> {
    /// The shape written: empty for a hex string or a single element.
    fn shape(&self) -> &[usize] {
        self.shape.as_deref().unwrap_or(&[])
    }
}

/// One token of a dense literal, before the type says how to read it (as
/// MLIR keeps them): `(re, im)` of a complex element is two.
#[derive(Clone, Copy)]
struct ElemTok {
    /// Written after a `-`.
    neg: bool,
    kind: ElemKind,
    start: u32,
    end: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ElemKind {
    Int,
    Float,
    Bool(bool),
    Str,
}

impl<'a> Parser<'a> {
    /// attribute-value, with a type to use for untyped literals (`None`:
    /// integers are i64, floats f64).
    pub fn parse_attribute(&mut self, hint: Option<Type>) -> PResult<Attr> {
        self.nested(|p| p.parse_attribute_inner(hint))
    }

    /// Whether the current token can start an attribute.
    pub fn at_attribute(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::LSquare
                | Tok::LBrace
                | Tok::AtIdent
                | Tok::HashIdent
                | Tok::ExclaimIdent
                | Tok::LParen
                | Tok::String
                | Tok::Integer
                | Tok::Float
                | Tok::Minus
        ) || (self.tok.kind == Tok::BareIdent
            && (matches!(
                self.text(),
                "true"
                    | "false"
                    | "unit"
                    | "dense"
                    | "sparse"
                    | "dense_resource"
                    | "distinct"
                    | "array"
                    | "affine_map"
                    | "affine_set"
                    | "loc"
                    | "strided"
            ) || super::types::is_builtin_type_keyword(self.text())))
    }

    fn parse_attribute_inner(&mut self, hint: Option<Type>) -> PResult<Attr> {
        match self.tok.kind {
            Tok::LSquare => {
                let mut elts = Vec::new();
                self.parse_comma_list(Tok::LSquare, Tok::RSquare, ListWords::Until, |p| {
                    elts.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(&elts))
            }
            Tok::LBrace => {
                let entries = self.parse_attr_dict()?;
                Ok(self.ctx.dictionary_attr(entries))
            }
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::HashIdent => self.parse_hash_attribute(),
            Tok::String => {
                let value = self.parse_string_bytes()?;
                // A type the caller gives is the string's (no `: type`
                // follows), as in MLIR; `none` is a string's own type.
                let ty = match hint {
                    Some(h) => Some(h).filter(|&h| h != self.ctx.none_type()),
                    None if self.consume_if(Tok::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                Ok(self.ctx.get_attr(AttrKind::String { value: value.into(), ty }))
            }
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(hint),
            Tok::BareIdent => match self.text() {
                "true" | "false" => {
                    let v = self.text() == "true";
                    self.advance();
                    Ok(self.ctx.bool_attr(v))
                }
                "unit" => {
                    self.advance();
                    Ok(self.ctx.unit_attr())
                }
                "dense" => self.parse_dense_elements(hint),
                "sparse" => self.parse_sparse_elements(hint),
                "dense_resource" => self.parse_dense_resource(hint),
                "distinct" => self.parse_distinct(),
                "array" => self.parse_dense_array(),
                "affine_map" | "affine_set" => {
                    let is_map = self.text() == "affine_map";
                    let text = self.parse_affine_map_or_set(is_map)?.into();
                    Ok(self.ctx.get_attr(if is_map { AttrKind::AffineMap(text) } else { AttrKind::IntegerSet(text) }))
                }
                "loc" => Ok(self.parse_inline_location()?.0),
                "strided" => self.parse_strided(),
                _ if self.at_type() => {
                    let t = self.parse_type()?;
                    Ok(self.ctx.type_attr(t))
                }
                _ => Err(self.err_wrong_token("expected attribute value")),
            },
            Tok::ExclaimIdent | Tok::LParen => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.err_wrong_token("expected attribute value")),
        }
    }

    /// `{` (name (`=` attr)?) list `}`; a name alone means a unit attribute.
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<(Sym, Attr)>> {
        let mut entries: Vec<(Sym, Attr)> = Vec::new();
        // Names seen, once there are too many to scan: a dictionary of n
        // entries costs n, not n².
        let mut seen: rustc_hash::FxHashSet<Sym> = Default::default();
        self.parse_comma_list(Tok::LBrace, Tok::RBrace, ListWords::In("attribute dictionary"), |p| {
            // The name is checked before it is read, as in MLIR: an error
            // in it comes before any in the token after it.
            let start = p.tok.start;
            let name = match p.tok.kind {
                Tok::BareIdent => p.token_bytes(p.tok).to_vec(),
                Tok::String => {
                    let s = super::lexer::unescape(p.token_bytes(p.tok)).into_owned();
                    if s.is_empty() {
                        return Err(p.err_at(start, "expected valid attribute name"));
                    }
                    s
                }
                _ => return Err(p.err_wrong_token("expected attribute name")),
            };
            let sym = p.ctx.intern_bytes(&name);
            let name = crate::diag::text_of_bytes(&name);
            let duplicate = if entries.len() < 16 {
                entries.iter().any(|(n, _)| *n == sym)
            } else {
                if seen.is_empty() {
                    seen.extend(entries.iter().map(|&(n, _)| n));
                }
                !seen.insert(sym)
            };
            if duplicate {
                return Err(p.err_at(start, format!("duplicate key '{name}' in dictionary attribute")));
            }
            p.advance();
            let value = if p.consume_if(Tok::Equal) { p.parse_attribute(None)? } else { p.ctx.unit_attr() };
            entries.push((sym, value));
            Ok(())
        })?;
        Ok(entries)
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        loop {
            // `::`, or `: :`; a lone `:` is left to what follows, unless
            // the input ends after it (MLIR then reports the error past it).
            if !self.is(Tok::Colon) {
                break;
            }
            let colon = self.tok.start;
            self.advance();
            if !self.consume_if(Tok::Colon) {
                if !matches!(self.tok.kind, Tok::Eof | Tok::Error) {
                    self.reset_to(colon);
                }
                break;
            }
            if !self.is(Tok::AtIdent) {
                return Err(self.err_at_token("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self.ctx.get_attr(AttrKind::SymbolRef { root, nested: nested.into() }))
    }

    /// `@name` or `@"name"` as an interned symbol.
    pub fn parse_symbol_name(&mut self) -> PResult<Sym> {
        if !self.is(Tok::AtIdent) {
            return Err(self.err_here("expected valid '@'-identifier for symbol name"));
        }
        let t = self.advance();
        let text = &self.token_bytes(t)[1..];
        if text.starts_with(b"\"") {
            let name = super::lexer::unescape(text);
            return Ok(self.ctx.intern_bytes(&name));
        }
        Ok(self.ctx.intern(&self.token_text(t)[1..]))
    }

    fn parse_hash_attribute(&mut self) -> PResult<Attr> {
        let start = self.tok.start;
        let ident = &self.text()[1..];
        if !ident.contains('.') {
            if let Some(a) = self.attr_alias(ident) {
                self.advance();
                return Ok(a);
            }
            self.advance();
            // A pretty dialect body follows the name with no space between;
            // otherwise the name is an alias (MLIR reports it at its end).
            if !self.is(Tok::Less) || self.tok.start != self.prev_end {
                let end = self.prev_end;
                return Err(self.err_at(end, format!("undefined symbol alias id '{ident}'")));
            }
            let body = self.parse_balanced_angle_body()?;
            return self.make_dialect_attr(start, ident, "", Some(body));
        }
        let (dialect, mnemonic) = ident.split_once('.').unwrap();
        if dialect.is_empty() {
            return Err(self.empty_dialect_namespace(start));
        }
        self.advance();
        self.make_dialect_attr(start, dialect, mnemonic, None)
    }

    fn make_dialect_attr(&mut self, start: u32, dialect: &str, mnemonic: &str, opaque: Option<&[u8]>) -> PResult<Attr> {
        let registry = self.ctx.registry();
        if registry.dialect(dialect).is_some() {
            return self.parse_registered_dialect_attr(start, dialect, opaque.is_none().then_some(mnemonic));
        }
        if !self.ctx.allow_unregistered && registry.dialect(dialect).is_none() {
            let full = if opaque.is_some() { dialect.to_string() } else { format!("{dialect}.{mnemonic}") };
            return Err(self.err_at(
                start,
                format!("dialect '{dialect}' is unknown (use -allow-unregistered-dialect to accept attributes of unregistered dialects like '#{full}')"),
            ));
        }
        let body = self.opaque_symbol_data(mnemonic, opaque)?;
        let ty = if self.consume_if(Tok::Colon) { Some(self.parse_type()?) } else { None };
        let at = if opaque.is_some() { start } else { start + 2 + dialect.len() as u32 };
        self.check_dialect_namespace(dialect, at)?;
        let dialect = self.ctx.intern(dialect);
        Ok(self.ctx.get_attr(AttrKind::Opaque { dialect, body: body.into(), ty }))
    }

    /// An attribute of a registered dialect, which the dialect parses from
    /// its mnemonic, as [`parse_registered_dialect_type`] does for types.
    ///
    /// [`parse_registered_dialect_type`]: Parser::parse_registered_dialect_type
    fn parse_registered_dialect_attr(&mut self, start: u32, dialect: &str, mnemonic: Option<&str>) -> PResult<Attr> {
        let (def, params) = self.parse_registered_dialect_def(start, dialect, mnemonic, DialectDefKind::Attr)?;
        Ok(self.ctx.get_attr(AttrKind::Dialect { def, params: params.into() }))
    }

    /// An integer or float literal, with `: type` or the hint.
    fn parse_number_attr(&mut self, hint: Option<Type>) -> PResult<Attr> {
        let neg = self.consume_if(Tok::Minus);
        let tok = self.tok;
        if !matches!(tok.kind, Tok::Integer | Tok::Float) {
            return Err(self.err_wrong_token("expected constant integer or floating point value"));
        }
        self.advance();
        // With a known type (from the op's syntax), no `: type` follows.
        let ty = if let Some(h) = hint {
            h
        } else if self.consume_if(Tok::Colon) {
            self.parse_type()?
        } else if tok.kind == Tok::Float {
            self.ctx.f64_type()
        } else {
            self.ctx.i64_type()
        };
        let text = self.token_text(tok);
        if let Some(kind) = ty.float_kind(self.ctx) {
            let bits = self.float_bits(kind, neg, tok.kind, text, tok.start)?;
            return Ok(self.ctx.get_attr(AttrKind::Float { ty, bits: crate::attrs::Bits128::new(bits) }));
        }
        if tok.kind == Tok::Float {
            return Err(self.err_here("floating point value not valid for specified type"));
        }
        match ty.kind(self.ctx) {
            TypeKind::Integer { .. } | TypeKind::Index => {}
            _ => return Err(self.err_at(tok.start, "integer literal not valid for specified type")),
        }
        let value = self.int_value(ty, neg, text, tok.start)?;
        Ok(self.ctx.get_attr(AttrKind::Integer { ty, value }))
    }

    /// A float literal, possibly negative, as a bit pattern of `kind`
    /// (MLIR's `AsmParser::parseFloat`): decimal floats and hexadecimal
    /// bit patterns; a decimal integer is refused. As in MLIR, a literal
    /// that is refused stays the current token.
    pub fn parse_float(&mut self, kind: FloatKind) -> PResult<u128> {
        let neg = self.consume_if(Tok::Minus);
        let tok = self.tok;
        if !matches!(tok.kind, Tok::Integer | Tok::Float) {
            return Err(self.err_at_token("expected floating point literal"));
        }
        let text = self.token_text(tok);
        let bits = self.float_bits(kind, neg, tok.kind, text, tok.start)?;
        self.advance();
        Ok(bits)
    }

    /// The bit pattern of a float literal (decimal or hex) in `kind`.
    fn float_bits(&mut self, kind: FloatKind, neg: bool, tk: Tok, text: &str, at: u32) -> PResult<u128> {
        if tk == Tok::Integer {
            if text.starts_with("0x") {
                if neg {
                    return Err(self.err_at(at, "hexadecimal float literal should not have a leading minus"));
                }
                return float_format::from_hex_bits(kind, text)
                    .map_err(|_| self.err_at(at, "hexadecimal float constant out of range for type"));
            }
            let mut d = self.err_at(at, "unexpected decimal integer literal for a floating point value");
            let loc = d.loc;
            d = d.with_note(loc, "add a trailing dot to make the literal a float");
            return Err(d);
        }
        float_format::parse_decimal(kind, text, neg).map_err(|d| self.err_at(at, d.message))
    }

    /// The value of an integer literal in type `ty`, checked like MLIR's
    /// `buildAttributeAPInt`.
    fn int_value(&mut self, ty: Type, neg: bool, text: &str, at: u32) -> PResult<IntValue> {
        let (width, signed, unsigned) = match ty.kind(self.ctx) {
            TypeKind::Integer { width, signedness } => (
                *width,
                *signedness == crate::types::Signedness::Signed,
                *signedness == crate::types::Signedness::Unsigned,
            ),
            _ => (64, true, false),
        };
        if neg && unsigned {
            return Err(self.err_at(at, "negative integer literal not valid for unsigned integer type"));
        }
        int_from_text(text, width, neg, signed)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))
    }

    /// `dense<...> : type`
    fn parse_dense_elements(&mut self, hint: Option<Type>) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let lit = if self.is(Tok::Greater) {
            TensorLiteral { hex: None, elems: Vec::new(), shape: None }
        } else {
            self.parse_tensor_literal(true)?
        };
        self.expect(Tok::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(hint)?;
        // The token after the type is read before the values are checked;
        // MLIR stops at its error.
        if let Some(lexed) = self.lexed_error() {
            return Err(lexed);
        }
        self.static_shaped(ty, start)?;
        self.dense_from_literal(lit, ty, start)
    }

    /// The type of an elements literal: `: type`, or the type the caller
    /// expects, which then stands for it (MLIR's
    /// `parseElementsLiteralType`; `memref.global` reads its initial
    /// value so, and an attribute of a format whose constraint has a value
    /// type, `i1` or `none`, is refused as not shaped).
    fn parse_elements_literal_type(&mut self, hint: Option<Type>) -> PResult<Type> {
        if let Some(h) = hint {
            return Ok(h);
        }
        if !self.consume_if(Tok::Colon) {
            return Err(self.err_wrong_token("expected ':'"));
        }
        self.parse_type()
    }

    /// `sparse<indices, values> : type` or `sparse<> : type`, with MLIR's
    /// shapes: indices of shape `[count, rank]` (one index standing for a
    /// whole index: `[1, rank]`), values of shape `[count]`.
    fn parse_sparse_elements(&mut self, hint: Option<Type>) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "Expected '<' after 'sparse'")?;
        let literals = if self.consume_if(Tok::Greater) {
            None
        } else {
            // Indices are never hex: the shape they infer is needed.
            let indices_at = self.tok.start;
            let indices = self.parse_tensor_literal(false)?;
            self.expect(Tok::Comma, "expected ','")?;
            let values_at = self.tok.start;
            let values = self.parse_tensor_literal(true)?;
            self.expect(Tok::Greater, "expected '>'")?;
            Some((indices_at, indices, values_at, values))
        };
        let ty = self.parse_elements_literal_type(hint)?;
        self.static_shaped(ty, start)?;
        let elt = ty.element_type(self.ctx).expect("checked shaped");
        let shape = ty.shape(self.ctx).expect("checked shaped").to_vec();
        let rank = shape.len() as i64;
        let i64_ty = self.ctx.integer_type(64, crate::types::Signedness::Signless);
        let tensor = |p: &mut Self, dims: Vec<i64>, element: Type| p.ctx.ranked_tensor_type(&dims, element);
        let (indices, values) = match literals {
            None => {
                let indices_ty = tensor(self, vec![0, rank], i64_ty);
                let values_ty = tensor(self, vec![0], elt);
                let empty = || TensorLiteral { hex: None, elems: Vec::new(), shape: None };
                (
                    self.dense_from_literal(empty(), indices_ty, start)?,
                    self.dense_from_literal(empty(), values_ty, start)?,
                )
            }
            Some((indices_at, indices, values_at, values)) => {
                let indices_shape = match indices.shape() {
                    [] => vec![1, rank],
                    s => s.iter().map(|&d| d as i64).collect(),
                };
                let count = indices_shape[0];
                let values_shape = match values.shape() {
                    [] => vec![count],
                    s => s.iter().map(|&d| d as i64).collect(),
                };
                let indices_ty = tensor(self, indices_shape, i64_ty);
                let values_ty = tensor(self, values_shape, elt);
                (
                    self.dense_from_literal(indices, indices_ty, indices_at)?,
                    self.dense_from_literal(values, values_ty, values_at)?,
                )
            }
        };
        verify_sparse(self.ctx, ty, indices, values).map_err(|m| self.err_at(start, m))?;
        Ok(self.ctx.get_attr(AttrKind::Sparse { ty, indices, values }))
    }

    /// `dense_resource<key> : type`, of any shaped type; the blob comes
    /// with the file's resources, or never.
    fn parse_dense_resource(&mut self, hint: Option<Type>) -> PResult<Attr> {
        let start = self.tok.start;
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        let key = self.parse_resource_key()?;
        self.expect(Tok::Greater, "expected '>'")?;
        // A type the caller gives is reported at the literal.
        let type_at = if hint.is_some() { start } else { self.tok.start };
        let ty = self.parse_elements_literal_type(hint)?;
        if ty.element_type(self.ctx).is_none() {
            return Err(self.err_at(type_at, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.get_attr(AttrKind::DenseResource { ty, key: key.into() }))
    }

    /// `distinct[N]<attr>` or `distinct[N]<>`: the same `N` in one file
    /// names the same attribute, which must then wrap the same attribute.
    fn parse_distinct(&mut self) -> PResult<Attr> {
        let start = self.tok.start;
        if !self.distinct_allowed() {
            return Err(self.err_here("distinct attributes are numbered by the whole file"));
        }
        self.advance();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(Tok::Integer) {
            return Err(self.err_wrong_token("expected distinct ID"));
        }
        let id = int_from_text(self.text(), 128, false, false).and_then(|v| match v {
            IntValue::Small(v) => u64::try_from(v.get_i128()).ok(),
            IntValue::Big(_) => None,
        });
        // Reported at the token after the number, as MLIR does.
        self.advance();
        let id = id.ok_or_else(|| self.err_here("expected an unsigned 64-bit integer"))?;
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.is(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute(None).map_err(|e| self.then_error_here(e, "expected attribute"))?
        };
        self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&existing) = self.distinct_attrs.get(&id) {
            let AttrKind::Distinct { referenced: previous, .. } = *existing.kind(self.ctx) else {
                unreachable!("the table holds distinct attributes")
            };
            if previous != referenced {
                let text = crate::print::attr_to_string(self.ctx, previous);
                let msg = format!("referenced attribute does not match previous definition: {text}");
                return Err(self.err_at(start, msg));
            }
            return Ok(existing);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct_attrs.insert(id, attr);
        Ok(attr)
    }

    /// Checks that `ty` (of the elements literal at `start`) is a shaped
    /// type of static shape.
    fn static_shaped(&mut self, ty: Type, start: u32) -> PResult<()> {
        if ty.element_type(self.ctx).is_none() {
            return Err(self.err_at(start, "elements literal must be a shaped type"));
        }
        if ty.shape(self.ctx).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(self.err_at(start, "elements literal type must have static shape"));
        }
        Ok(())
    }

    /// The elements of a `dense<...>` or `sparse<...>` literal: a hex
    /// string (when `allow_hex`), one element, or nested lists.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral<'a>> {
        let mut elems = Vec::new();
        let mut shape: Option<Vec<usize>> = None;
        let mut hex = None;
        if allow_hex && self.is(Tok::String) {
            let at = self.tok.start;
            // Without escapes the digits are read in place: a literal of
            // many megabytes is not copied before it is decoded. The bytes,
            // not the text: a string may hold bytes that are not UTF-8.
            let bytes = self.token_bytes(self.tok);
            let s = if bytes.contains(&b'\\') {
                std::borrow::Cow::Owned(self.parse_string_bytes()?)
            } else {
                self.advance();
                std::borrow::Cow::Borrowed(&bytes[1..bytes.len() - 1])
            };
            hex = Some((at, s));
        } else if self.is(Tok::LSquare) {
            let mut dims = self.parse_dense_list(&mut elems)?;
            dims.reverse();
            shape = Some(dims);
        } else {
            self.parse_dense_elem(&mut elems)?;
        }
        Ok(TensorLiteral { hex, elems, shape })
    }

    /// The dense elements attribute of type `ty` (shaped, static) that
    /// `lit` (of the literal at `start`) spells.
    fn dense_from_literal(&mut self, lit: TensorLiteral<'_>, ty: Type, start: u32) -> PResult<Attr> {
        let TensorLiteral { hex, elems, shape } = lit;
        let elt = ty.element_type(self.ctx).expect("checked shaped");
        let tshape = ty.shape(self.ctx).expect("checked shaped").to_vec();
        // The element count may overflow for huge shapes; only splats and
        // shape mismatches are possible then.
        let count: Option<usize> = tshape.iter().try_fold(1usize, |a, &d| a.checked_mul(d as usize));
        let numeric = matches!(
            elt.kind(self.ctx),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if let Some((at, h)) = hex {
            if numeric {
                return self.dense_from_hex(ty, elt, count.unwrap_or(usize::MAX), &h, (at, start));
            }
            // Elements of another type take the string as one element.
            let data = vec![h.into_owned().into_boxed_slice()];
            return Ok(self.ctx.get_attr(AttrKind::DenseStringElements { ty, splat: true, data: data.into() }));
        }
        if let Some(s) = &shape {
            let want: Vec<usize> = tshape.iter().map(|&d| d as usize).collect();
            if *s != want {
                let fmt = |v: &[usize]| v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                return Err(self.err_at(
                    start,
                    format!("inferred shape of elements literal ([{}]) does not match type ([{}])", fmt(s), fmt(&want)),
                ));
            }
        }
        if elems.is_empty() && count != Some(0) {
            let t = crate::print::type_to_string(self.ctx, ty);
            return Err(self.err_at(start, format!("parsed zero elements, but type ('{t}') expected at least 1")));
        }
        let complex = match elt.kind(self.ctx) {
            TypeKind::Complex(inner) => Some(*inner),
            _ => None,
        };
        if complex.is_some() {
            // Two tokens per element, or two for a splat.
            let n = elems.len();
            if shape.is_none() && count != Some(0) && n != 2 {
                let t = crate::print::type_to_string(self.ctx, elt);
                return Err(self.err_at(start, format!("parsed {n} elements, but type ('{t}') expected 2 elements")));
            }
            if shape.is_some() && count.and_then(|c| c.checked_mul(2)) != Some(n) {
                let t = crate::print::type_to_string(self.ctx, ty);
                let want = count.unwrap_or(0).saturating_mul(2);
                return Err(
                    self.err_at(start, format!("parsed {n} elements, but type ('{t}') expected {want} elements"))
                );
            }
        }
        let splat = shape.is_none() && !elems.is_empty();
        if !numeric {
            let mut data = Vec::with_capacity(elems.len());
            for e in &elems {
                if e.kind != ElemKind::Str {
                    let spelling = self.src_slice(e.start, e.end);
                    return Err(self.err_at(start, format!("expected string token, got {spelling}")));
                }
                data.push(super::lexer::unescape(self.src_bytes(e.start, e.end)).into_owned().into_boxed_slice());
            }
            let splat = splat || (data.len() > 1 && data.iter().all(|d| *d == data[0]));
            if splat {
                data.truncate(1);
            }
            return Ok(self.ctx.get_attr(AttrKind::DenseStringElements { ty, splat, data: data.into() }));
        }
        let scalar = complex.unwrap_or(elt);
        let per = if complex.is_some() { 2 } else { 1 };
        // A complex element written where a scalar is expected gives more
        // tokens than elements: MLIR keeps the first ones.
        let keep = if splat { per } else { count.unwrap_or(usize::MAX).saturating_mul(per) };
        let width = scalar.int_or_float_width(self.ctx).unwrap_or(64);
        let mut ints = Vec::with_capacity(elems.len());
        for e in &elems {
            ints.push(self.dense_elem_bits(scalar, *e)?);
        }
        ints.truncate(keep);
        let data = DenseBits::from_ints(width, &ints);
        Ok(self.ctx.get_attr(AttrKind::DenseElements { ty, splat, data }))
    }

    fn src_slice(&self, start: u32, end: u32) -> &'a str {
        self.token_text(super::lexer::Token { kind: Tok::String, start, end })
    }
    fn src_bytes(&self, start: u32, end: u32) -> &'a [u8] {
        self.token_bytes(super::lexer::Token { kind: Tok::String, start, end })
    }

    /// A nested list of elements, appended to `out`; returns its shape
    /// innermost dimension first, so that each level adds its own with a
    /// push (a prepend at each of `n` levels would cost `n * n`).
    fn parse_dense_list(&mut self, out: &mut Vec<ElemTok>) -> PResult<Vec<usize>> {
        self.nested(|p| p.parse_dense_list_inner(out))
    }

    fn parse_dense_list_inner(&mut self, out: &mut Vec<ElemTok>) -> PResult<Vec<usize>> {
        let mut inner: Option<Vec<usize>> = None;
        let mut n = 0usize;
        self.parse_comma_list(Tok::LSquare, Tok::RSquare, ListWords::Bare, |p| {
            let s = if p.is(Tok::LSquare) {
                p.parse_dense_list(out)?
            } else {
                p.parse_dense_elem(out)?;
                Vec::new()
            };
            n += 1;
            match &inner {
                None => inner = Some(s),
                // Reported where the element that differs ends.
                Some(prev) if *prev != s => {
                    return Err(p.err_here("tensor literal is invalid; ranks are not consistent between elements"));
                }
                _ => {}
            }
            Ok(())
        })?;
        let mut shape = inner.unwrap_or_default();
        shape.push(n);
        Ok(shape)
    }

    /// One element: a number (perhaps negative), `true`, `false`, a
    /// string, or `(re, im)` of two elements.
    fn parse_dense_elem(&mut self, out: &mut Vec<ElemTok>) -> PResult<()> {
        self.nested(|p| p.parse_dense_elem_inner(out))
    }

    fn parse_dense_elem_inner(&mut self, out: &mut Vec<ElemTok>) -> PResult<()> {
        let mut neg = false;
        let kind = match self.tok.kind {
            Tok::Integer => ElemKind::Int,
            Tok::Float => ElemKind::Float,
            Tok::String => ElemKind::Str,
            Tok::BareIdent if self.is_keyword("true") || self.is_keyword("false") => {
                ElemKind::Bool(self.is_keyword("true"))
            }
            Tok::Minus => {
                self.advance();
                neg = true;
                match self.tok.kind {
                    Tok::Integer => ElemKind::Int,
                    Tok::Float => ElemKind::Float,
                    _ => return Err(self.err_here("expected integer or floating point literal")),
                }
            }
            Tok::LParen => {
                self.advance();
                self.parse_dense_elem(out)?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                self.parse_dense_elem(out)?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
                return Ok(());
            }
            _ => return Err(self.err_here("expected element literal of primitive type")),
        };
        let t = self.advance();
        out.push(ElemTok { neg, kind, start: t.start, end: t.end });
        Ok(())
    }

    /// The bit pattern of element token `e` in the integer or float type
    /// `elt`, at the type's width, with MLIR's checks and messages (at the
    /// token).
    fn dense_elem_bits(&mut self, elt: Type, e: ElemTok) -> PResult<ApInt> {
        let text = self.src_slice(e.start, e.end);
        if let Some(kind) = elt.float_kind(self.ctx) {
            let bits = match e.kind {
                ElemKind::Float => self.float_bits(kind, e.neg, Tok::Float, text, e.start),
                ElemKind::Int => self.float_bits(kind, e.neg, Tok::Integer, text, e.start),
                _ => Err(self.err_at(e.start, "expected floating point literal")),
            }?;
            return Ok(ApInt::from_u128(elt.int_or_float_width(self.ctx).unwrap_or(64), bits));
        }
        let width = match elt.kind(self.ctx) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        if e.neg && self.ctx.is_unsigned_int(elt) {
            return Err(self.err_at(e.start, "expected unsigned integer elements, but parsed negative value"));
        }
        match e.kind {
            ElemKind::Float => Err(self.err_at(e.start, "expected integer elements, but parsed floating-point")),
            ElemKind::Bool(_) if width != 1 => {
                Err(self.err_at(e.start, "expected i1 type for 'true' or 'false' values"))
            }
            ElemKind::Bool(b) => Ok(ApInt::from_u128(width, u128::from(b))),
            // A string is no number: MLIR reads its spelling as one and fails.
            ElemKind::Str => Err(self.err_at(e.start, "integer constant out of range for type")),
            ElemKind::Int => {
                let v = self.int_value(elt, e.neg, text, e.start).map_err(|mut d| {
                    d.message = "integer constant out of range for type".into();
                    d
                })?;
                Ok(v.to_apint(width))
            }
        }
    }

    // `is_multiple_of` is newer than the workspace's minimum Rust version.
    #[allow(clippy::manual_is_multiple_of)]
    fn dense_from_hex(
        &mut self,
        ty: Type,
        elt: Type,
        count: usize,
        hex: &[u8],
        (at, kw_at): (u32, u32),
    ) -> PResult<Attr> {
        let bytes = match hex.strip_prefix(b"0x").and_then(decode_hex) {
            Some(bytes) => bytes,
            None => return Err(self.err_at(at, "expected string containing hex digits starting with `0x`")),
        };
        let (width, per) = match elt.kind(self.ctx) {
            TypeKind::Complex(inner) => (inner.int_or_float_width(self.ctx).unwrap_or(64), 2),
            _ => (elt.int_or_float_width(self.ctx).unwrap_or(64), 1),
        };
        let data = if width == 1 && per == 1 {
            // Packed bits; one byte of all zeros or all ones is a splat.
            if let [b @ (0 | 0xFF)] = bytes[..] {
                Some(DenseBits::from_bits(1, [u128::from(b & 1)]))
            } else {
                DenseBits::from_le_bytes(1, count, bytes)
            }
        } else if width == 0 {
            // Zero-width elements (`i0`) take no bytes: only empty data fits.
            bytes.is_empty().then(|| DenseBits::from_bits(0, std::iter::repeat_n(0, per)))
        } else {
            let elem_bytes = (width as usize).div_ceil(8) * per;
            let n = bytes.len() / elem_bytes;
            if bytes.len() % elem_bytes != 0 || (n != count && n != 1) {
                None
            } else {
                DenseBits::from_le_bytes(width, n * per, bytes)
            }
        };
        let Some(data) = data else {
            let t = crate::print::type_to_string(self.ctx, ty);
            return Err(self.err_at(kw_at, format!("elements hex data size is invalid for provided type: '{t}'")));
        };
        // One element given stands for all: uniform data is made a splat
        // when the attribute is uniqued.
        Ok(self.ctx.get_attr(AttrKind::DenseElements { ty, splat: false, data }))
    }

    /// One integer of `array<T: ...>`, as MLIR reads it: errors after the
    /// literal are reported at the token that follows it.
    fn parse_dense_array_int(&mut self, element: Type, width: u32) -> PResult<u128> {
        let neg = self.consume_if(Tok::Minus);
        if self.is_keyword("true") || self.is_keyword("false") {
            if width != 1 {
                return Err(self.err_here("expected i1 type for 'true' or 'false' values"));
            }
            let v = self.is_keyword("true");
            self.advance();
            return Ok(u128::from(v));
        }
        if !self.is(Tok::Integer) {
            return Err(self.err_here("expected integer literal"));
        }
        let t = self.advance();
        if width == 1 {
            return Err(self.err_here("expected 'true' or 'false' values for i1 type"));
        }
        let signed =
            matches!(element.kind(self.ctx), TypeKind::Integer { signedness: crate::types::Signedness::Signed, .. });
        match int_from_text(self.src_slice(t.start, t.end), width, neg, signed) {
            Some(IntValue::Small(v)) => Ok(crate::attrs::truncate(v.get(), width)),
            Some(IntValue::Big(_)) => {
                Err(self.err_at(t.start, "integer elements wider than 128 bits are not supported"))
            }
            None => Err(self.err_here("integer constant out of range")),
        }
    }

    /// `array<T: v, ...>`
    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let at = self.tok.start;
        let element =
            self.parse_type().map_err(|e| self.then_error_at(e, at, "expected an integer or floating point type"))?;
        if !(element.is_integer(self.ctx) || element.is_float(self.ctx)) {
            let t = crate::print::type_to_string(self.ctx, element);
            return Err(self.err_at(at, format!("expected integer or float type, got: '{t}'")));
        }
        let width = element.int_or_float_width(self.ctx).unwrap_or(8);
        if width != 1 && width % 8 != 0 {
            return Err(self.err_at(at, "element type bitwidth must be a multiple of 8"));
        }
        let mut data = Vec::new();
        if !self.consume_if(Tok::Greater) {
            if !self.is(Tok::Colon) {
                return Err(self.err_wrong_token("expected ':' after dense array type"));
            }
            self.advance();
            loop {
                data.push(match element.float_kind(self.ctx) {
                    Some(kind) => self.parse_float(kind)?,
                    None => self.parse_dense_array_int(element, width)?,
                });
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.get_attr(AttrKind::DenseArray { element, data: data.into() }))
    }

    /// `strided<[s, ...], offset: o>`
    fn parse_strided(&mut self) -> PResult<Attr> {
        self.advance();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(Tok::RSquare) {
            loop {
                strides.push(self.parse_dyn_i64()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ','")?;
            if !self.consume_keyword_if("offset") {
                return Err(self.err_wrong_token("expected 'offset' after comma"));
            }
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_dyn_i64()?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        Ok(self.ctx.get_attr(AttrKind::StridedLayout { offset, strides: strides.into() }))
    }

    fn parse_dyn_i64(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        // As MLIR: a magnitude up to i64::MAX, negated after a `-`.
        let at = self.tok.start;
        let neg = self.consume_if(Tok::Minus);
        let magnitude = if self.is(Tok::Integer) { super::parse_int_text(self.text()) } else { None };
        match magnitude.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.advance();
                Ok(if neg { -v } else { v })
            }
            None => Err(self.err_at(at, "expected a 64-bit signed integer or '?'")),
        }
    }

    /// `loc(...)` after an op or an argument.
    pub fn parse_location(&mut self) -> PResult<Location> {
        self.parse_location_worded("location")
    }

    /// `loc(...)` as an attribute value, which MLIR's messages call an
    /// inline location.
    pub fn parse_inline_location(&mut self) -> PResult<Location> {
        self.parse_location_worded("inline location")
    }

    /// `loc(...)`, `what` naming it in the messages about its parentheses.
    fn parse_location_worded(&mut self, what: &str) -> PResult<Location> {
        // The messages are built only for an error.
        let paren = |p: &mut Self, k: Tok, c: char| match p.consume_if(k) {
            true => Ok(()),
            false => Err(p.err_wrong_token(format!("expected '{c}' in {what}"))),
        };
        self.expect_keyword("loc")?;
        paren(self, Tok::LParen, '(')?;
        // `loc(#alias)` may name an alias defined later in the file (MLIR
        // prints deferred location aliases after the op).
        if self.is(Tok::HashIdent) {
            let name = &self.text()[1..];
            if !name.contains('.') {
                let at = self.tok.start;
                if let Some(a) = self.attr_alias(name) {
                    // An alias of a non-location is named at the alias, as
                    // MLIR's `parseLocationAlias` words it.
                    if !a.is_location(self.ctx) {
                        let t = crate::print::attr_to_string(self.ctx, a);
                        return Err(self.err_at(at, format!("expected location, but found '{t}'")));
                    }
                } else {
                    let name: Box<str> = name.into();
                    self.advance();
                    if !self.is(Tok::Less) {
                        let l = self.deferred_loc_placeholder(name, at);
                        paren(self, Tok::RParen, ')')?;
                        return Ok(l);
                    }
                    self.reset_to(at);
                }
            }
        }
        let l = self.parse_location_instance()?;
        paren(self, Tok::RParen, ')')?;
        Ok(l)
    }

    fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let loc_attr = |p: &mut Self, k: LocKind| Location(p.ctx.get_attr(AttrKind::Location(k)));
        if self.is(Tok::HashIdent) {
            let a = self.parse_hash_attribute()?;
            if !a.is_location(self.ctx) {
                let t = crate::print::attr_to_string(self.ctx, a);
                return Err(self.err_here(format!("expected location attribute, but got{t}")));
            }
            return Ok(Location(a));
        }
        if self.consume_keyword_if("unknown") {
            return Ok(loc_attr(self, LocKind::Unknown));
        }
        if self.consume_keyword_if("callsite") {
            self.expect(Tok::LParen, "expected '(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            if !self.consume_keyword_if("at") {
                return Err(self.err_wrong_token("expected 'at' in callsite location"));
            }
            let caller = self.parse_location_instance()?;
            self.expect(Tok::RParen, "expected ')' in callsite location")?;
            return Ok(loc_attr(self, LocKind::CallSite { callee: callee.0, caller: caller.0 }));
        }
        if self.consume_keyword_if("fused") {
            let metadata = if self.consume_if(Tok::Less) {
                let m = self.parse_attribute(None)?;
                self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
                Some(m)
            } else {
                None
            };
            let mut locs = Vec::new();
            self.parse_comma_list(Tok::LSquare, Tok::RSquare, ListWords::In("fused location"), |p| {
                locs.push(p.parse_location_instance()?.0);
                Ok(())
            })?;
            let locs: Vec<Location> = locs.into_iter().map(Location).collect();
            return Ok(self.ctx.fused_loc(&locs, metadata));
        }
        if self.is(Tok::String) {
            let s = self.parse_string_bytes()?;
            let sym = self.ctx.intern_bytes(&s);
            if self.consume_if(Tok::Colon) {
                let line = self.parse_u32_loc("expected integer line number in FileLineColRange")?;
                let mut col = 0;
                if self.consume_if(Tok::Colon) {
                    col = self.parse_u32_loc("expected integer column number in FileLineColRange")?;
                }
                let mut end = None;
                if self.consume_keyword_if("to") {
                    let (mut el, mut ec) = (line, col);
                    if self.consume_if(Tok::Colon) {
                        ec = self.parse_u32_loc("expected integer column number in FileLineColRange")?;
                    } else if !self.is(Tok::Integer) {
                        let msg = "expected either integer or `:` post `to` in FileLineColRange";
                        return Err(self.err_wrong_token(msg));
                    } else {
                        el = self.parse_u32_loc("expected integer line number in FileLineColRange")?;
                        if self.consume_if(Tok::Colon) {
                            ec = self.parse_u32_loc("expected integer column number in FileLineColRange")?;
                        }
                    }
                    end = Some((el, ec));
                }
                return Ok(loc_attr(self, LocKind::FileLineCol { file: sym, line, col, end: end.map(Box::new) }));
            }
            let child = if self.consume_if(Tok::LParen) {
                let c = self.parse_location_instance()?;
                self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
                Some(c.0)
            } else {
                None
            };
            let child = child.map(Location).filter(|c| !c.is_unknown(self.ctx)).map(|c| c.0);
            return Ok(loc_attr(self, LocKind::Name { name: sym, child }));
        }
        Err(self.err_wrong_token("expected location instance"))
    }

    fn parse_u32_loc(&mut self, msg: &str) -> PResult<u32> {
        if !self.is(Tok::Integer) {
            return Err(self.err_wrong_token(msg));
        }
        let v = super::parse_int_text(self.text()).and_then(|v| u32::try_from(v).ok());
        match v {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => Err(self.err_wrong_token(msg)),
        }
    }
}

/// MLIR's `SparseElementsAttr::verify`: values of rank 1, indices of shape
/// `[count, rank]` (or `[count]` for rank 1) matching the values' count,
/// and every index inside the type's shape.
fn verify_sparse(ctx: &Context, ty: Type, indices: Attr, values: Attr) -> Result<(), String> {
    let shape_of = |t: Type| t.shape(ctx).unwrap_or(&[]).to_vec();
    let shape = shape_of(ty);
    let indices_shape = shape_of(indices.ty(ctx).expect("typed"));
    let values_shape = shape_of(values.ty(ctx).expect("typed"));
    if values_shape.len() != 1 {
        return Err("expected 1-d tensor for sparse element values".into());
    }
    let list = |v: &[i64]| v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let shape_error = || {
        format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            list(&shape),
            list(&indices_shape),
            list(&values_shape)
        )
    };
    let rank = shape.len();
    match indices_shape.len() {
        2 if indices_shape[1] == rank as i64 => {}
        1 if rank == 1 => {}
        _ => return Err(shape_error()),
    }
    let count = indices_shape[0] as usize;
    if indices_shape[0] != values_shape[0] {
        return Err(shape_error());
    }
    let AttrKind::DenseElements { splat, data, .. } = indices.kind(ctx) else {
        unreachable!("indices are dense i64 elements")
    };
    let index_error = |n: usize, index: &[u64]| {
        let index = index.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let t = crate::print::type_to_string(ctx, ty);
        format!("sparse index #{n} is not contained within the value shape, with index=[{index}], and type='{t}'")
    };
    let inside = |index: &[u64]| index.len() == rank && index.iter().zip(&shape).all(|(&i, &d)| i < d as u64);
    if *splat {
        let index = vec![data.get(0) as u64; rank];
        return if inside(&index) { Ok(()) } else { Err(index_error(0, &index)) };
    }
    for n in 0..count {
        let index: Vec<u64> = (n * rank..(n + 1) * rank).map(|i| data.get(i) as u64).collect();
        if !inside(&index) {
            return Err(index_error(n, &index));
        }
    }
    Ok(())
}

/// Builds the value of an integer literal of `width` bits, or `None` when it
/// does not fit (MLIR's rules: signless accepts the unsigned range too;
/// signed and index need the sign bit clear for positive values).
pub(crate) fn int_from_text(text: &str, width: u32, neg: bool, signed: bool) -> Option<IntValue> {
    // Up to 19 decimal digits fit a u64: nearly every literal (indices,
    // small constants). Those are computed in a u128, without the word
    // vector of the general case, which costs an allocation per literal.
    if width <= 128 && !text.is_empty() && text.len() <= 19 && text.bytes().all(|c| c.is_ascii_digit()) {
        let magnitude: u64 = text.parse().ok()?;
        return small_int(magnitude, width, neg, signed);
    }
    int_from_words(text, width, neg, signed)
}

/// The bytes that pairs of hex digits spell, `None` if a digit is not
/// one or one is left over.
fn decode_hex(digits: &[u8]) -> Option<Vec<u8>> {
    /// Each byte's value as a hex digit, 16 if it is none.
    const VALUE: [u8; 256] = {
        let mut t = [16u8; 256];
        let mut i = 0;
        while i < 10 {
            t[b'0' as usize + i] = i as u8;
            i += 1;
        }
        let mut i = 0;
        while i < 6 {
            t[b'a' as usize + i] = 10 + i as u8;
            t[b'A' as usize + i] = 10 + i as u8;
            i += 1;
        }
        t
    };
    let pairs = digits.chunks_exact(2);
    if !pairs.remainder().is_empty() {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() / 2);
    let mut bad = 0u8;
    out.extend(pairs.map(|d| {
        let (hi, lo) = (VALUE[usize::from(d[0])], VALUE[usize::from(d[1])]);
        bad |= hi | lo;
        (hi << 4) | (lo & 15)
    }));
    // Only a non-digit sets bit 4.
    (bad & 16 == 0).then_some(out)
}

/// [`int_from_text`] for a magnitude that fits a u64 and a width of at
/// most 128 bits, with the same rules.
fn small_int(magnitude: u64, width: u32, neg: bool, signed: bool) -> Option<IntValue> {
    let bits_used = 64 - magnitude.leading_zeros();
    if bits_used > width {
        return None;
    }
    if width == 0 {
        return if neg { None } else { Some(IntValue::small(0)) };
    }
    let mask = if width == 128 { u128::MAX } else { (1u128 << width) - 1 };
    let sign_bit = |v: u128| (v >> (width - 1)) & 1 == 1;
    let value = if neg { (magnitude as u128).wrapping_neg() & mask } else { magnitude as u128 };
    // A negative value needs its sign bit set; a positive one of a signed
    // type needs it clear.
    let fits = if neg { sign_bit(value) } else { !(signed && sign_bit(value)) };
    if !fits {
        return None;
    }
    Some(IntValue::small(crate::attrs::sign_extend(value, width)))
}

/// [`int_from_text`] for any literal: the magnitude as words.
fn int_from_words(text: &str, width: u32, neg: bool, signed: bool) -> Option<IntValue> {
    // Magnitude as little-endian words; one too long for the width is
    // refused from its digit count, unconverted.
    let mut words = crate::bigint::magnitude(text.as_bytes(), width)?;
    let nwords = (width as usize).div_ceil(64).max(1);
    words.resize(nwords, 0);
    if width == 0 {
        return if neg { None } else { Some(IntValue::small(0)) };
    }
    let sign_bit = |w: &[u64]| (w[((width - 1) / 64) as usize] >> ((width - 1) % 64)) & 1 == 1;
    if neg {
        // Two's complement negation, then the sign bit must be set.
        let mut carry = 1u64;
        for w in words.iter_mut() {
            let (v, c) = (!*w).overflowing_add(carry);
            *w = v;
            carry = c as u64;
        }
        crate::attrs::mask_words(&mut words, width);
        if !sign_bit(&words) {
            return None;
        }
    } else if signed && sign_bit(&words) {
        return None;
    }
    crate::attrs::mask_words(&mut words, width);
    if width <= 128 {
        let lo = words[0] as u128 | (words.get(1).copied().unwrap_or(0) as u128) << 64;
        Some(IntValue::small(crate::attrs::sign_extend(lo, width)))
    } else {
        Some(IntValue::Big(words.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte is a hex digit or not, as `u8::is_ascii_hexdigit` says,
    /// in either place of a pair; a left-over digit is refused.
    #[test]
    fn hex_data_decodes_as_pairs_of_digits() {
        assert_eq!(decode_hex(b"00fFa9B1"), Some(vec![0x00, 0xFF, 0xA9, 0xB1]));
        assert_eq!(decode_hex(b""), Some(vec![]));
        assert_eq!(decode_hex(b"abc"), None);
        for b in 0..=255u8 {
            for pair in [[b, b'0'], [b'0', b]] {
                let want = b
                    .is_ascii_hexdigit()
                    .then(|| vec![u8::from_str_radix(std::str::from_utf8(&pair).unwrap(), 16).unwrap()]);
                assert_eq!(decode_hex(&pair), want, "{pair:?}");
            }
        }
    }

    /// The u64 fast path of `int_from_text` agrees with the general one
    /// at every width, sign and signedness, around every power of two.
    #[test]
    fn small_literals_agree_with_the_general_path() {
        let mut magnitudes = vec![0u64, 1, 2, 9, 10, 99, 100, u64::MAX, u64::MAX - 1, 999_999_999_999_999_999];
        for b in 0..64 {
            let p = 1u64 << b;
            magnitudes.extend([p - 1, p, p + 1]);
        }
        for m in magnitudes {
            let text = m.to_string();
            for width in [0, 1, 2, 7, 8, 9, 16, 31, 32, 33, 63, 64, 65, 100, 127, 128] {
                for neg in [false, true] {
                    for signed in [false, true] {
                        assert_eq!(
                            int_from_text(&text, width, neg, signed),
                            int_from_words(&text, width, neg, signed),
                            "{}{text} at width {width}, signed {signed}",
                            if neg { "-" } else { "" }
                        );
                    }
                }
            }
        }
    }
}
