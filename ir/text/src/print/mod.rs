//! The textual IR printer, matching MLIR 22's output byte for byte where
//! MLIR is deterministic.
//!
//! [`Printer`] writes types, attributes and locations; `ops.rs` prints
//! operations with MLIR's SSA naming and gives custom printers the
//! [`OpPrinter`] API (MLIR's `OpAsmPrinter`).

mod alias;
mod ops;

pub use alias::{Alias, DialectAliases};
pub use ops::{print_op, print_op_bytes, print_op_to, OpPrinter, PrintOptions, RegionStyle};

use crate::attrs::{Attr, AttrKind, DenseBits, IntValue, LocKind, Location};
use crate::context::Context;
use crate::float_format::format_float;
use crate::intern::Sym;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// When to leave out the `: type` of a typed attribute.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TypeElision {
    /// Always print the type.
    Never,
    /// Leave out `i64` and `f64` (elements of arrays).
    May,
    /// Always leave out the type (the context implies it).
    Must,
}

/// Dense elements with more elements than this print as hex.
const HEX_THRESHOLD: usize = 100;

/// The printed bytes. Mostly text, but the data of an unregistered
/// dialect's type or attribute is written back byte for byte, valid UTF-8
/// or not, as MLIR does; [`Output::into_string`] is the text view for messages.
///
/// A printer streaming a large op hands finished lines on (see
/// [`print_op_to`]): the bytes still held follow `flushed` bytes already
/// gone, and lengths and positions count those too.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    bytes: Vec<u8>,
    flushed: usize,
}

impl Output {
    /// Appends text.
    pub fn push_str(&mut self, s: &str) {
        self.bytes.extend_from_slice(s.as_bytes());
    }
    /// Appends one character.
    pub fn push(&mut self, c: char) {
        self.push_str(c.encode_utf8(&mut [0; 4]));
    }
    /// Appends bytes as they are.
    pub fn push_bytes(&mut self, b: &[u8]) {
        self.bytes.extend_from_slice(b);
    }
    /// Appends `n` spaces (indentation).
    pub fn push_spaces(&mut self, n: usize) {
        self.bytes.resize(self.bytes.len() + n, b' ');
    }
    /// Appends `n` in decimal: what `write!(out, "{n}")` writes, without
    /// going through the formatting machinery (SSA numbers, shapes and
    /// integer elements are printed for nearly every op).
    pub fn push_u64(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.bytes.extend_from_slice(&digits[i..]);
    }
    /// Appends `n` in decimal, with `-` when negative.
    pub fn push_i64(&mut self, n: i64) {
        if n < 0 {
            self.bytes.push(b'-');
        }
        self.push_u64(n.unsigned_abs());
    }
    /// The bytes written and still held.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }
    /// The bytes written and still held.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
    /// The output as text, for a message: bytes that are not UTF-8 (only
    /// possible inside strings, names and dialect data) come in their text
    /// form ([`crate::diag::text_of_bytes`]), which the renderer writes back
    /// as the bytes.
    pub fn into_string(self) -> String {
        match crate::diag::text_of_bytes(&self.bytes) {
            std::borrow::Cow::Borrowed(_) => String::from_utf8(self.bytes).unwrap_or_default(),
            std::borrow::Cow::Owned(t) => t,
        }
    }
    /// The output as text, bytes that are not UTF-8 as U+FFFD: text that
    /// reads back the same way, for a printed module.
    pub fn into_lossy_string(self) -> String {
        match String::from_utf8(self.bytes) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }
    /// How many bytes were written, handed on or not.
    pub fn len(&self) -> usize {
        self.flushed + self.bytes.len()
    }
    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The bytes written from `at` on (a position among the bytes still
    /// held, as [`Output::len`] counts).
    pub fn bytes_from(&self, at: usize) -> &[u8] {
        &self.bytes[at - self.flushed..]
    }
    /// Removes and returns the bytes written from `at` on (a position
    /// among the bytes still held).
    pub fn split_off(&mut self, at: usize) -> Vec<u8> {
        self.bytes.split_off(at - self.flushed)
    }
    /// Drops the bytes written from `len` on (a position among the bytes
    /// still held).
    pub fn truncate(&mut self, len: usize) {
        self.bytes.truncate(len - self.flushed);
    }
    /// Hands the bytes held to `sink`.
    pub(crate) fn drain_to(&mut self, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
        let result = sink.write_all(&self.bytes);
        self.discard();
        result
    }
    /// Drops the bytes held, as if handed on.
    pub(crate) fn discard(&mut self) {
        self.flushed += self.bytes.len();
        self.bytes.clear();
    }
}

impl Write for Output {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.push_str(s);
        Ok(())
    }
}

impl Extend<char> for Output {
    fn extend<I: IntoIterator<Item = char>>(&mut self, iter: I) {
        for c in iter {
            self.push(c);
        }
    }
}

/// Writes types, attributes and locations into an [`Output`].
pub struct Printer<'a> {
    /// The context the printed handles belong to.
    ctx: &'a Context,
    /// The bytes written so far.
    out: Output,
    /// Alias names of attributes (`#map`), when printing a whole op.
    pub(crate) attr_aliases: Option<&'a FxHashMap<Attr, String>>,
    /// Alias names of types (`!tuple`), when printing a whole op.
    pub(crate) type_aliases: Option<&'a FxHashMap<Type, String>>,
    /// The attribute or type whose alias definition is being printed: it
    /// is written out, its parts by alias.
    pub(crate) alias_defining: Option<alias::Aliased>,
    /// The indentation of the op being printed, for a new line inside a
    /// type or attribute (MLIR's `printNewline`).
    pub(crate) indent: usize,
    /// What the printers of one op's text (its alias definitions and the
    /// op) share: distinct attributes' numbers.
    pub(crate) shared: SharedState,
    /// The dialect of the type or attribute whose parameters are being
    /// printed: the owner of the resource handles among them.
    def_dialect: Option<&'static str>,
    /// The text of each dialect type without parameters printed so far
    /// (`!shape.shape`, on nearly every op of some files), written again
    /// as it was rather than made anew.
    simple_dialect_types: FxHashMap<Type, Box<[u8]>>,
}

/// State shared by the printers of one op's text.
#[derive(Clone, Default)]
pub(crate) struct SharedState(std::rc::Rc<std::cell::RefCell<SharedInner>>);

#[derive(Default)]
struct SharedInner {
    /// Distinct attributes numbered in the order they are first printed,
    /// as MLIR's printer numbers them (the numbers read are not kept).
    distinct_ids: FxHashMap<Attr, u64>,
    /// The resource handles printed, by dialect and key, in the order
    /// they were first printed (MLIR's referenced resources).
    resources: Vec<(&'static str, Box<[u8]>)>,
    resource_set: rustc_hash::FxHashSet<(&'static str, Box<[u8]>)>,
}

impl SharedState {
    /// The number of distinct attribute `a`, the next one when it is
    /// printed the first time.
    fn distinct_number(&self, a: Attr) -> u64 {
        let mut inner = self.0.borrow_mut();
        let next = inner.distinct_ids.len() as u64;
        *inner.distinct_ids.entry(a).or_insert(next)
    }
    /// Notes that the handle `key` of `dialect`'s resources was printed.
    fn use_resource(&self, dialect: &'static str, key: &[u8]) {
        let mut inner = self.0.borrow_mut();
        if inner.resource_set.insert((dialect, key.into())) {
            inner.resources.push((dialect, key.into()));
        }
    }
    /// The resource handles printed so far, in first-use order.
    pub(crate) fn used_resources(&self) -> Vec<(&'static str, Box<[u8]>)> {
        self.0.borrow().resources.clone()
    }
}

impl<'a> Printer<'a> {
    /// A printer writing into an empty string.
    pub fn new(ctx: &'a Context) -> Self {
        Printer {
            ctx,
            out: Output::default(),
            attr_aliases: None,
            type_aliases: None,
            alias_defining: None,
            indent: 0,
            shared: SharedState::default(),
            def_dialect: None,
            simple_dialect_types: FxHashMap::default(),
        }
    }
    /// Runs `f` to print the parameters of a type or attribute of
    /// `dialect`, whose resource handles are that dialect's.
    pub fn with_def_dialect<R>(&mut self, dialect: &'static str, f: impl FnOnce(&mut Self) -> R) -> R {
        let outer = self.def_dialect.replace(dialect);
        let r = f(self);
        self.def_dialect = outer;
        r
    }
    /// Notes the resource handles inside `a` as printed, without writing
    /// it: for a pass that visits attributes rather than printing them.
    pub(crate) fn note_resources(&mut self, a: Attr) {
        let ctx = self.ctx;
        // Most attributes hold no other attribute: no walk to set up.
        if !matches!(
            a.kind(ctx),
            AttrKind::DenseResource { .. }
                | AttrKind::Array(_)
                | AttrKind::Dictionary(_)
                | AttrKind::Distinct { .. }
                | AttrKind::Dialect { .. }
        ) {
            return;
        }
        let mut stack = vec![a];
        let mut seen: rustc_hash::FxHashSet<Attr> = rustc_hash::FxHashSet::default();
        while let Some(a) = stack.pop() {
            if !seen.insert(a) {
                continue;
            }
            match a.kind(ctx) {
                AttrKind::DenseResource { key, .. } => self.shared.use_resource("builtin", key),
                AttrKind::Array(items) => stack.extend(items.iter().rev().copied()),
                AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|&(_, v)| v)),
                AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
                AttrKind::Dialect { def, params } => {
                    let d = ctx.registry().attr_def(*def);
                    if ctx.registry().dialect(d.dialect).is_some_and(|d| d.resources) {
                        // Its handles are known by printing it.
                        let mut scratch = Printer::new(ctx);
                        scratch.shared = self.shared.clone();
                        scratch.print_attr(a);
                    } else {
                        stack.extend(params.iter().rev().copied());
                    }
                }
                _ => {}
            }
        }
    }
    /// Writes a handle to a blob of the resources of the dialect whose
    /// parameters are being printed (MLIR's `printResourceHandle`): its
    /// key, and the blob goes to the file's `dialect_resources`.
    pub fn print_resource_handle(&mut self, key: &[u8]) {
        if let Some(d) = self.def_dialect {
            self.shared.use_resource(d, key);
        }
        self.print_keyword_or_string(key);
    }
    /// The context the printed handles belong to.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }
    /// The text written, once printing is done.
    pub fn into_string(self) -> String {
        self.out.into_string()
    }
    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Runs `print` and tells whether it wrote anything: a type or
    /// attribute whose parameters print as nothing is written another way.
    pub fn wrote_any(&mut self, print: impl FnOnce(&mut Self)) -> bool {
        let before = self.out.len();
        print(self);
        self.out.len() != before
    }
    /// Starts a new line at the indentation of the op being printed.
    pub fn print_new_line(&mut self) {
        self.out.push('\n');
        self.out.push_spaces(self.indent);
    }

    /// Whether `a` is the attribute whose alias definition is printed.
    fn defining_attr(&self, a: Attr) -> bool {
        matches!(self.alias_defining, Some(alias::Aliased::Attr(d)) if d == a)
    }

    // ----- types -----

    /// Writes a type in MLIR's syntax.
    pub fn print_type(&mut self, t: Type) {
        crate::stack::deep(|| self.print_type_inner(t))
    }

    fn print_type_inner(&mut self, t: Type) {
        let defining = matches!(self.alias_defining, Some(alias::Aliased::Type(d)) if d == t);
        if let Some(alias) = self.type_aliases.filter(|_| !defining).and_then(|m| m.get(&t)) {
            self.write("!");
            let alias = alias.clone();
            self.write(&alias);
            return;
        }
        let ctx = self.ctx;
        match t.kind(ctx) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.write("index"),
            TypeKind::Float(k) => self.write(k.keyword()),
            TypeKind::None => self.write("none"),
            TypeKind::Complex(e) => {
                self.write("complex<");
                self.print_type(*e);
                self.write(">");
            }
            TypeKind::Tuple(elts) => {
                self.write("tuple<");
                self.print_type_list(elts);
                self.write(">");
            }
            TypeKind::Function { inputs, results } => {
                self.write("(");
                self.print_type_list(inputs);
                self.write(") -> ");
                self.print_result_types(results);
            }
            TypeKind::RankedTensor { shape, element, encoding } => {
                self.write("tensor<");
                self.print_shape(shape, &[]);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.write(", ");
                    self.print_attr(*e);
                }
                self.write(">");
            }
            TypeKind::UnrankedTensor { element } => {
                self.write("tensor<*x");
                self.print_type(*element);
                self.write(">");
            }
            TypeKind::Vector { shape, scalable, element } => {
                self.write("vector<");
                self.print_shape(shape, scalable);
                self.print_type(*element);
                self.write(">");
            }
            TypeKind::MemRef { shape, element, layout, memory_space } => {
                self.write("memref<");
                self.print_shape(shape, &[]);
                self.print_type(*element);
                for a in [layout, memory_space].into_iter().flatten() {
                    self.write(", ");
                    self.print_attr_elide(*a, TypeElision::May);
                }
                self.write(">");
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                self.write("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.write(", ");
                    self.print_attr_elide(*m, TypeElision::May);
                }
                self.write(">");
            }
            TypeKind::Opaque { dialect, body } => {
                self.write("!");
                self.write(ctx.str(*dialect));
                if !body.starts_with(b"<") {
                    self.write(".");
                }
                self.out.push_bytes(body);
            }
            TypeKind::Dialect { def, params } => {
                if let Some(text) = params.is_empty().then(|| self.simple_dialect_types.get(&t)).flatten() {
                    self.out.push_bytes(text);
                    return;
                }
                let at = self.out.len();
                let d = ctx.registry().type_def(*def);
                self.write("!");
                self.write(d.dialect);
                self.print_dialect_body(
                    d.mnemonic,
                    crate::parse::ParamAsm::of(d.asm)
                        .map(|asm| move |s: &mut Self| s.with_def_dialect(d.dialect, |s| (asm.print)(s, params))),
                );
                if params.is_empty() {
                    let text = self.out.bytes_from(at).into();
                    self.simple_dialect_types.insert(t, text);
                }
            }
        }
    }

    /// The body of a dialect type or attribute after its dialect name:
    /// `.mnemonic<params>` when simple enough (MLIR's pretty form), else
    /// `<mnemonic params>`.
    fn print_dialect_body(&mut self, mnemonic: &str, params: Option<impl FnOnce(&mut Self)>) {
        let at = self.out.len();
        self.write(".");
        self.write(mnemonic);
        if let Some(print) = params {
            print(self);
        }
        if !is_pretty_dialect_symbol(self.out.bytes_from(at + 1)) {
            let body = self.out.split_off(at + 1);
            self.out.truncate(at);
            self.write("<");
            self.out.push_bytes(&body);
            self.write(">");
        }
    }

    /// Types separated by `, `.
    pub fn print_type_list(&mut self, types: &[Type]) {
        self.print_type_iter(types.iter().copied());
    }

    /// [`Printer::print_type_list`] of types read one by one (the types
    /// of an op's operands), without collecting them first.
    pub(crate) fn print_type_iter(&mut self, types: impl Iterator<Item = Type>) {
        for (i, t) in types.enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(t);
        }
    }

    /// A function's results: one non-function type bare, otherwise in parens.
    pub fn print_result_types(&mut self, results: &[Type]) {
        self.print_result_type_iter(results.iter().copied());
    }

    /// [`Printer::print_result_types`] of types read one by one.
    pub(crate) fn print_result_type_iter(&mut self, mut results: impl ExactSizeIterator<Item = Type>) {
        if results.len() == 1 {
            let t = results.next().expect("one result");
            if !matches!(t.kind(self.ctx), TypeKind::Function { .. }) {
                self.print_type(t);
                return;
            }
            self.write("(");
            self.print_type(t);
            self.write(")");
            return;
        }
        self.write("(");
        self.print_type_iter(results);
        self.write(")");
    }

    fn print_shape(&mut self, shape: &[i64], scalable: &[bool]) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.get(i).copied().unwrap_or(false);
            if sc {
                self.write("[");
            }
            if d == DYNAMIC {
                self.write("?");
            } else {
                self.out.push_i64(d);
            }
            if sc {
                self.write("]");
            }
            self.write("x");
        }
    }

    // ----- attributes -----

    /// Writes an attribute in MLIR's syntax, with its type where MLIR prints one.
    pub fn print_attr(&mut self, a: Attr) {
        self.print_attr_elide(a, TypeElision::Never)
    }

    /// The alias of `a` (`#name`) if it has one, as MLIR's
    /// `AsmPrinter::printAlias`; whether it printed one (a parameter printer
    /// prints something else otherwise).
    pub fn print_alias(&mut self, a: Attr) -> bool {
        let Some(alias) = self.attr_aliases.filter(|_| !self.defining_attr(a)).and_then(|m| m.get(&a)) else {
            return false;
        };
        self.write("#");
        let alias = alias.clone();
        self.write(&alias);
        true
    }

    /// An attribute, leaving out its type as `elide` says.
    pub fn print_attr_elide(&mut self, a: Attr, elide: TypeElision) {
        crate::stack::deep(|| self.print_attr_elide_inner(a, elide))
    }

    fn print_attr_elide_inner(&mut self, a: Attr, elide: TypeElision) {
        if let Some(alias) = self.attr_aliases.filter(|_| !self.defining_attr(a)).and_then(|m| m.get(&a)) {
            self.write("#");
            let alias = alias.clone();
            self.write(&alias);
            return;
        }
        let ctx = self.ctx;
        match a.kind(ctx) {
            AttrKind::Unit => self.write("unit"),
            AttrKind::Integer { ty, value } => {
                if ty.is_signless_int(ctx, 1) {
                    self.write(if matches!(value, IntValue::Small(crate::attrs::Bits128::ZERO)) {
                        "false"
                    } else {
                        "true"
                    });
                    return;
                }
                self.print_int_value(*ty, value);
                let is_i64 = ty.is_signless_int(ctx, 64);
                if elide == TypeElision::Must || (elide == TypeElision::May && is_i64) {
                    return;
                }
                self.write(" : ");
                self.print_type(*ty);
            }
            AttrKind::Float { ty, bits } => {
                let k = ty.float_kind(ctx).expect("float attribute of float type");
                let s = format_float(k, bits.get());
                let hex = s.starts_with("0x");
                self.write(&s);
                let is_f64 = ty.float_kind(ctx) == Some(crate::float_format::FloatKind::F64);
                if elide == TypeElision::Must || (elide == TypeElision::May && is_f64 && !hex) {
                    return;
                }
                self.write(" : ");
                self.print_type(*ty);
            }
            AttrKind::String { value, ty } => {
                self.print_escaped_string(value);
                if let (Some(t), false) = (ty, elide == TypeElision::Must) {
                    if !matches!(t.kind(ctx), TypeKind::None) {
                        self.write(" : ");
                        self.print_type(*t);
                    }
                }
            }
            AttrKind::Array(elts) => {
                self.write("[");
                for (i, e) in elts.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_attr_elide(*e, TypeElision::May);
                }
                self.write("]");
            }
            AttrKind::Dictionary(entries) => {
                self.write("{");
                self.print_named_attrs(entries);
                self.write("}");
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_ref(*root);
                for n in nested.iter() {
                    self.write("::");
                    self.print_symbol_ref(*n);
                }
            }
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseStringElements { ty, .. } => {
                self.write("dense<");
                self.print_elements_literal(a, true);
                self.write(">");
                if elide != TypeElision::Must {
                    self.write(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Sparse { ty, indices, values } => {
                self.write("sparse<");
                if crate::attrs::num_elements(ctx, indices.ty(ctx).expect("typed")) != Some(0) {
                    // Indices are never hex: reading them back infers
                    // their shape from the lists.
                    self.print_elements_literal(*indices, false);
                    self.write(", ");
                    self.print_elements_literal(*values, true);
                }
                self.write(">");
                if elide != TypeElision::Must {
                    self.write(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::DenseResource { ty, key } => {
                self.write("dense_resource<");
                self.shared.use_resource("builtin", key);
                self.print_keyword_or_string(key);
                self.write(">");
                if elide != TypeElision::Must {
                    self.write(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Distinct { referenced, .. } => {
                let id = self.shared.distinct_number(a);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(referenced.kind(ctx), AttrKind::Unit) {
                    self.print_attr(*referenced);
                }
                self.write(">");
            }
            AttrKind::DenseArray { element, data } => {
                self.write("array<");
                self.print_type(*element);
                if !data.is_empty() {
                    self.write(": ");
                    for (i, b) in data.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_scalar_bits(*element, *b);
                    }
                }
                self.write(">");
            }
            AttrKind::AffineMap(text) => {
                self.write("affine_map<");
                self.write(&crate::affine::display(text));
                self.write(">");
            }
            AttrKind::IntegerSet(text) => {
                self.write("affine_set<");
                self.write(&crate::affine::display(text));
                self.write(">");
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.write("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_dyn(*s);
                }
                self.write("]");
                if *offset != 0 {
                    self.write(", offset: ");
                    self.print_dyn(*offset);
                }
                self.write(">");
            }
            AttrKind::Opaque { dialect, body, ty } => {
                self.write("#");
                self.write(ctx.str(*dialect));
                if !body.starts_with(b"<") {
                    self.write(".");
                }
                self.out.push_bytes(body);
                if let (Some(t), false) = (ty, elide == TypeElision::Must) {
                    self.write(" : ");
                    self.print_type(*t);
                }
            }
            AttrKind::Dialect { def, params } => {
                let d = ctx.registry().attr_def(*def);
                self.write("#");
                self.write(d.dialect);
                self.print_dialect_body(
                    d.mnemonic,
                    crate::parse::ParamAsm::of(d.asm)
                        .map(|asm| move |s: &mut Self| s.with_def_dialect(d.dialect, |s| (asm.print)(s, params))),
                );
                // Its own type, unless none (MLIR's `TypedAttr` with a `NoneType`).
                let ty = a.ty(ctx).filter(|t| !matches!(t.kind(ctx), crate::types::TypeKind::None));
                if let (Some(t), false) = (ty, elide == TypeElision::Must) {
                    self.write(" : ");
                    self.print_type(t);
                }
            }
            AttrKind::Location(_) => self.print_location_inline(Location(a)),
        }
    }

    fn print_dyn(&mut self, v: i64) {
        if v == DYNAMIC {
            self.write("?");
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    /// `name = value` entries separated by `, `; unit values print as the name.
    pub fn print_named_attrs(&mut self, entries: &[(Sym, Attr)]) {
        for (i, (n, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_attr_name(*n);
            if !matches!(v.kind(self.ctx), AttrKind::Unit) {
                self.write(" = ");
                self.print_attr(*v);
            }
        }
    }

    /// A dictionary key: bare when it is a valid identifier, quoted otherwise.
    pub fn print_attr_name(&mut self, n: Sym) {
        let ctx = self.ctx;
        match std::str::from_utf8(ctx.sym_bytes(n)) {
            Ok(s) if is_bare_identifier(s) => self.out.push_str(s),
            _ => self.print_escaped_string(ctx.sym_bytes(n)),
        }
    }

    /// Writes `@name`, quoted when the name is not a bare identifier.
    pub fn print_symbol_ref(&mut self, s: Sym) {
        let ctx = self.ctx;
        self.print_symbol_text(ctx.sym_bytes(s));
    }

    /// `@name`, quoted when `name` is not a bare identifier (names are
    /// bytes: a quoted name may hold any byte).
    pub fn print_symbol_text(&mut self, name: &(impl AsRef<[u8]> + ?Sized)) {
        let name = name.as_ref();
        self.write("@");
        match std::str::from_utf8(name) {
            // What MLIR prints (and cannot read back).
            Ok("") => self.write("<<INVALID EMPTY SYMBOL>>"),
            Ok(text) if is_bare_identifier(text) => self.out.push_str(text),
            _ => self.print_escaped_string(name),
        }
    }

    /// A bare identifier as it is, anything else as a string (MLIR's
    /// `printKeywordOrString`).
    pub fn print_keyword_or_string(&mut self, bytes: &[u8]) {
        match std::str::from_utf8(bytes) {
            Ok(s) if is_bare_identifier(s) => self.write(s),
            _ => self.print_escaped_string(bytes),
        }
    }

    /// `"..."` with MLIR's escapes (`\\`, and `\XX` for `"` and unprintables).
    pub fn print_escaped_string(&mut self, bytes: &[u8]) {
        self.out.push('"');
        for &b in bytes {
            if b == b'\\' {
                self.out.push_str("\\\\");
            } else if (0x20..0x7f).contains(&b) && b != b'"' {
                self.out.push(b as char);
            } else {
                let _ = write!(self.out, "\\{b:02X}");
            }
        }
        self.out.push('"');
    }

    /// An integer value in the signedness of `ty`.
    fn print_int_value(&mut self, ty: Type, value: &IntValue) {
        let unsigned = self.ctx.is_unsigned_int(ty);
        let width = ty.int_or_float_width(self.ctx).unwrap_or(64);
        match value {
            IntValue::Small(v) => {
                if unsigned {
                    self.push_u128(crate::attrs::truncate(v.get(), width));
                } else {
                    self.push_i128(v.get_i128());
                }
            }
            IntValue::Big(words) => {
                let s = big_to_decimal(words, width, !unsigned);
                self.out.push_str(&s);
            }
        }
    }

    /// One element given as its bit pattern in type `elt`.
    fn print_scalar_bits(&mut self, elt: Type, bits: u128) {
        let ctx = self.ctx;
        if let Some(k) = elt.float_kind(ctx) {
            self.out.push_str(&format_float(k, bits));
            return;
        }
        let width = elt.int_or_float_width(ctx).unwrap_or(64);
        if width == 1 && elt.is_signless_int(ctx, 1) {
            self.write(if bits & 1 == 1 { "true" } else { "false" });
        } else if ctx.is_unsigned_int(elt) {
            self.push_u128(crate::attrs::truncate(bits, width));
        } else {
            self.push_i128(crate::attrs::sign_extend(bits, width));
        }
    }

    /// A signed integer in decimal.
    fn push_i128(&mut self, v: i128) {
        match i64::try_from(v) {
            Ok(v) => self.out.push_i64(v),
            Err(_) => {
                let _ = write!(self.out, "{v}");
            }
        }
    }

    /// An unsigned integer in decimal.
    fn push_u128(&mut self, v: u128) {
        match u64::try_from(v) {
            Ok(v) => self.out.push_u64(v),
            Err(_) => {
                let _ = write!(self.out, "{v}");
            }
        }
    }

    /// The elements of a dense attribute as written between `dense<` and
    /// `>`: one value for a splat, nested lists, or (large, when
    /// `allow_hex`) a hex string.
    fn print_elements_literal(&mut self, a: Attr, allow_hex: bool) {
        let ctx = self.ctx;
        match a.kind(ctx) {
            AttrKind::DenseElements { ty, splat, data } => self.print_dense_elements(*ty, *splat, data, allow_hex),
            AttrKind::DenseStringElements { ty, splat, data } => {
                if *splat {
                    self.print_escaped_string(&data[0]);
                } else {
                    let shape = ty.shape(ctx).unwrap_or(&[]).to_vec();
                    let items: Vec<&[u8]> = data.iter().map(|d| &**d).collect();
                    self.print_nested(&shape, items.len(), &mut |p, i| p.print_escaped_string(items[i]));
                }
            }
            _ => unreachable!("dense elements"),
        }
    }

    fn print_dense_elements(&mut self, ty: Type, splat: bool, data: &DenseBits, allow_hex: bool) {
        let ctx = self.ctx;
        let elt = ty.element_type(ctx).expect("dense elements of a shaped type");
        let complex = match elt.kind(ctx) {
            TypeKind::Complex(inner) => Some(*inner),
            _ => None,
        };
        let scalar = complex.unwrap_or(elt);
        let per = if complex.is_some() { 2 } else { 1 };
        let count = crate::attrs::num_elements(ctx, ty).unwrap_or(0);
        // Zero-width integers hold no bits, so MLIR never prints them as a
        // splat: every element is written out (`dense<[0, 0]>`, `dense<>`).
        let stored_splat = splat;
        let splat = splat && scalar.int_or_float_width(ctx) != Some(0);
        if allow_hex && count > HEX_THRESHOLD && !splat {
            self.print_dense_hex(data);
            return;
        }
        let wide = scalar.is_integer(ctx) && scalar.int_or_float_width(ctx).is_some_and(|w| w > 128);
        let print_scalar = |p: &mut Self, j: usize| {
            if wide {
                p.print_int_value(scalar, &IntValue::Big(data.get_words(j).into()));
            } else {
                p.print_scalar_bits(scalar, data.get(j));
            }
        };
        let print_elt = |p: &mut Self, i: usize| {
            let i = if stored_splat { 0 } else { i };
            if complex.is_some() {
                p.write("(");
                print_scalar(p, i * per);
                p.write(",");
                print_scalar(p, i * per + 1);
                p.write(")");
            } else {
                print_scalar(p, i);
            }
        };
        if splat {
            print_elt(self, 0);
            return;
        }
        if count == 0 {
            return;
        }
        let shape: Vec<i64> = ty.shape(ctx).unwrap_or(&[]).to_vec();
        self.print_nested(&shape, count, &mut |p, i| print_elt(p, i));
    }

    /// `"0x..."` of the raw element bytes (MLIR's layout, which is the one
    /// they are stored in).
    fn print_dense_hex(&mut self, data: &DenseBits) {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let bytes = data.as_le_bytes();
        self.out.push_str("\"0x");
        let start = self.out.bytes.len();
        self.out.bytes.resize(start + bytes.len() * 2, 0);
        for (pair, &b) in self.out.bytes[start..].chunks_exact_mut(2).zip(bytes) {
            pair[0] = HEX[usize::from(b >> 4)];
            pair[1] = HEX[usize::from(b & 15)];
        }
        self.out.push('"');
    }

    /// Elements in nested brackets following `shape`.
    fn print_nested(&mut self, shape: &[i64], count: usize, elt: &mut dyn FnMut(&mut Self, usize)) {
        if shape.is_empty() {
            elt(self, 0);
            return;
        }
        let rank = shape.len();
        // strides[d] = elements per index step in dimension d.
        let mut strides = vec![1usize; rank];
        for d in (0..rank - 1).rev() {
            strides[d] = strides[d + 1] * shape[d + 1] as usize;
        }
        for i in 0..count {
            // Open a bracket for every dimension starting at this element.
            for d in 0..rank {
                if i % (strides[d] * shape[d] as usize) == 0 {
                    self.write("[");
                }
            }
            elt(self, i);
            for d in (0..rank).rev() {
                if (i + 1) % (strides[d] * shape[d] as usize) == 0 {
                    self.write("]");
                } else {
                    break;
                }
            }
            if i + 1 < count {
                self.write(", ");
            }
        }
    }

    // ----- locations -----

    /// `loc(...)`, or `loc(#alias)` when the location has an alias.
    pub fn print_location(&mut self, l: Location) {
        if let Some(alias) = self.attr_aliases.filter(|_| !self.defining_attr(l.0)).and_then(|m| m.get(&l.0)) {
            self.out.push_str("loc(#");
            self.out.push_str(alias);
            self.out.push(')');
            return;
        }
        self.print_location_inline(l);
    }

    /// `loc(...)` written out even when an alias exists (block arguments).
    pub fn print_location_inline(&mut self, l: Location) {
        self.write("loc(");
        self.print_loc_inner(l);
        self.write(")");
    }

    /// A location nested in another: its alias when it has one.
    fn print_loc_nested(&mut self, l: Location) {
        if let Some(alias) = self.attr_aliases.filter(|_| !self.defining_attr(l.0)).and_then(|m| m.get(&l.0)) {
            self.out.push('#');
            self.out.push_str(alias);
            return;
        }
        self.print_loc_inner(l);
    }

    fn print_loc_inner(&mut self, l: Location) {
        crate::stack::deep(|| self.print_loc_inner_deep(l))
    }

    fn print_loc_inner_deep(&mut self, l: Location) {
        let ctx = self.ctx;
        // A dialect's location prints as the attribute it is, as does any
        // other attribute an op holds where a location is printed.
        let AttrKind::Location(kind) = l.0.kind(ctx) else {
            self.print_attr(l.0);
            return;
        };
        match kind {
            LocKind::Unknown => self.write("unknown"),
            LocKind::FileLineCol { file, line, col, end } => {
                self.print_escaped_string(ctx.sym_bytes(*file));
                let _ = write!(self.out, ":{line}:{col}");
                if let Some(&(el, ec)) = end.as_deref() {
                    if el == *line {
                        let _ = write!(self.out, " to :{ec}");
                    } else {
                        let _ = write!(self.out, " to {el}:{ec}");
                    }
                }
            }
            LocKind::Name { name, child } => {
                self.print_escaped_string(ctx.sym_bytes(*name));
                if let Some(c) = child {
                    if !Location(*c).is_unknown(ctx) {
                        self.write("(");
                        self.print_loc_nested(Location(*c));
                        self.write(")");
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                self.write("callsite(");
                self.print_loc_nested(Location(*callee));
                self.write(" at ");
                self.print_loc_nested(Location(*caller));
                self.write(")");
            }
            LocKind::Fused(f) => {
                self.write("fused");
                if let Some(m) = f.metadata {
                    self.write("<");
                    self.print_attr(m);
                    self.write(">");
                }
                self.write("[");
                for (i, x) in f.locs.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_loc_nested(Location(*x));
                }
                self.write("]");
            }
        }
    }
}

/// MLIR's `sanitizeIdentifier`: `name` made a valid identifier, keeping
/// letters, digits and the characters of `allowed_punct`, a blank as `_`
/// and any other byte as its hex digits (`+` is `2B`); a name starting with
/// a digit or another character it replaces gets a `_` in front.
pub(crate) fn sanitize_identifier(name: &str, allowed_punct: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || allowed_punct.as_bytes().contains(&c);
    let bytes = name.as_bytes();
    if bytes.iter().all(|&c| valid(c)) && !bytes.first().is_some_and(u8::is_ascii_digit) {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len() + 4);
    if bytes.first().is_some_and(|&c| c.is_ascii_digit() || (!valid(c) && c != b' ')) {
        out.push('_');
    }
    for &c in bytes {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{c:X}");
        }
    }
    out
}

/// Whether the body of `!dialect<body>` / `#dialect<body>` prints in the
/// pretty form `!dialect.body` (MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`).
pub fn is_pretty_dialect_symbol(body: &[u8]) -> bool {
    if !body.first().is_some_and(|c| c.is_ascii_alphabetic()) {
        return false;
    }
    let name_len = body.iter().take_while(|&&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_').count();
    let rest = &body[name_len..];
    rest.is_empty() || (rest.starts_with(b"<") && rest.ends_with(b">"))
}

/// `[a-zA-Z_][a-zA-Z0-9_$.]*`
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Decimal text of a wide integer (little-endian words of `width` bits).
fn big_to_decimal(words: &[u64], width: u32, signed: bool) -> String {
    let mut w = words.to_vec();
    let top = (width - 1) as usize;
    let neg = signed && (w[top / 64] >> (top % 64)) & 1 == 1;
    if neg {
        let mut carry = 1u64;
        for x in w.iter_mut() {
            let (v, c) = (!*x).overflowing_add(carry);
            *x = v;
            carry = c as u64;
        }
        crate::attrs::mask_words(&mut w, width);
    }
    let digits = crate::bigint::to_decimal(&w);
    if neg {
        format!("-{digits}")
    } else {
        digits
    }
}

/// A type as text.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx);
    p.print_type(t);
    p.out.into_string()
}
/// An attribute as text.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut p = Printer::new(ctx);
    p.print_attr(a);
    p.out.into_string()
}
/// A location as `loc(...)` text.
pub fn location_to_string(ctx: &Context, l: Location) -> String {
    let mut p = Printer::new(ctx);
    p.print_location(l);
    p.out.into_string()
}

/// An op alone in the generic form, its values named as in the closest
/// isolated-from-above ancestor (for the "see current operation" notes of
/// errors).
pub fn op_to_generic_string(ctx: &Context, op: crate::context::OpId) -> String {
    ops::op_alone_to_string(ctx, op, true, false)
}

/// [`op_to_generic_string`] with the locations of the op and its nested
/// ops, as `-mlir-print-debuginfo` shows them in notes too.
pub fn op_to_generic_string_with_locations(ctx: &Context, op: crate::context::OpId) -> String {
    ops::op_alone_to_string(ctx, op, true, true)
}

/// An op alone in its custom form, named as [`op_to_generic_string`]
/// names it (for the "see current operation" notes of remarks and
/// warnings, which MLIR prints so), with its locations when `debug_info`.
pub fn op_to_string(ctx: &Context, op: crate::context::OpId, debug_info: bool) -> String {
    ops::op_alone_to_string(ctx, op, false, debug_info)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The decimal writers write what `Display` writes.
    #[test]
    fn integers_print_as_display_does() {
        let mut out = Output::default();
        let mut expected = String::new();
        let unsigned = [0, 1, 9, 10, 99, 100, 12345, u64::from(u32::MAX), u64::MAX - 1, u64::MAX];
        for n in unsigned {
            out.push_u64(n);
            out.push(' ');
            let _ = write!(expected, "{n} ");
        }
        let signed = [0, -1, 1, -9, -10, 4096, i64::from(i32::MIN), i64::MIN, i64::MIN + 1, i64::MAX];
        for n in signed {
            out.push_i64(n);
            out.push(' ');
            let _ = write!(expected, "{n} ");
        }
        out.push_spaces(3);
        expected.push_str("   ");
        assert_eq!(out.into_string(), expected);
    }
}
