//! Operations, regions and blocks, with MLIR's SSA name scoping: names are
//! visible in nested regions unless the op is isolated from above; uses may
//! come before definitions (forward references are placeholders replaced when
//! the definition is seen).

use super::asm::{OpParser, ResultNames, SourceName, SsaName, UnresolvedOperand};
use super::lexer::Tok;
use super::ListWords;
use super::OpAsm;
use super::Parser;
use crate::attrs::{Attr, Location};
use crate::context::{BlockId, Context, IsolatedCopies, OpId, OperationState, RegionId, Value};
use crate::diag::Diagnostic;
use crate::intern::{Interner, Sym};
use crate::registry::PResult;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// What a value name refers to.
struct Def {
    values: DefValues,
    /// The result number of the first value: 0, except for a block argument
    /// written `%name#k`, which defines only `%name#k` (as in MLIR).
    first: u32,
    at: u32,
}

/// The values of a name: nearly always one, kept without an allocation.
pub(crate) enum DefValues {
    One(Value),
    Many(Vec<Value>),
}

impl Def {
    fn get(&self, number: u32) -> Option<Value> {
        let i = number.checked_sub(self.first)? as usize;
        match &self.values {
            DefValues::One(v) => (i == 0).then_some(*v),
            DefValues::Many(vs) => vs.get(i).copied(),
        }
    }
}

/// A use of a name not defined yet.
struct ForwardRef {
    number: u32,
    placeholder: Value,
    at: u32,
}

#[derive(Default)]
struct BlockScope {
    blocks: FxHashMap<SourceName, (BlockId, Option<u32>, u32)>,
}

#[derive(Default)]
struct IsolatedScope {
    values: FxHashMap<SsaName, Def>,
    /// Names defined in each open region, removed when it closes.
    region_defs: Vec<Vec<SsaName>>,
    forward: FxHashMap<SsaName, Vec<ForwardRef>>,
    block_scopes: Vec<BlockScope>,
}

impl IsolatedScope {
    /// Empties the scope, keeping its tables' memory.
    fn clear(&mut self) {
        self.values.clear();
        self.region_defs.clear();
        self.forward.clear();
        self.block_scopes.clear();
    }
}

/// SSA name state of the parser.
#[derive(Default)]
pub(crate) struct SsaState {
    scopes: Vec<IsolatedScope>,
    /// Isolated scopes closed, emptied, the last closed last: the next one
    /// opened reuses its tables' memory (a function's names fill tables of
    /// tens of thousands of entries; grown anew for each function, they
    /// cost a rehash per doubling and fresh pages). Taken and given back
    /// in stack order, so that a scope opened at a depth gets the tables
    /// of the last one closed at that depth.
    spare_scopes: Vec<IsolatedScope>,
    /// Default dialects of the enclosing ops (innermost last).
    pub(super) default_dialects: Vec<&'static str>,
    /// The value and block names read so far that are not plain numbers.
    pub(super) names: Interner,
}

impl SsaState {
    /// Empties the state for another run of bodies of the same input,
    /// keeping the memory of its tables (a thread reading one run after
    /// another). The names read stay interned, as they do when the bodies
    /// are read in place: functions of one file mostly reuse names, which
    /// are then found rather than added (and checked for UTF-8) again.
    pub(crate) fn recycle(&mut self) {
        while let Some(mut s) = self.scopes.pop() {
            s.clear();
            self.spare_scopes.push(s);
        }
        self.default_dialects.clear();
    }
}

/// Options of a parse.
#[derive(Clone, Copy, Default)]
pub struct ParseOptions {
    /// Read the bodies of isolated-from-above ops (functions) of at least
    /// this many bytes on several threads. `None` leaves it to the
    /// context: with [`Context::multithreading`] on a machine of several
    /// cores, large inputs are read so. The IR is the same either way.
    pub parallel_min_body: Option<usize>,
    /// Line number of the buffer's first line in its file minus one (for
    /// chunks of `-split-input-file`).
    pub line_offset: u32,
    /// Column of the buffer's first byte on its line minus one.
    pub col_offset: u32,
}

/// Parses a whole buffer into a `builtin.module` (wrapping the top-level ops
/// in one unless the buffer is a single module).
/// The source is read as bytes (text or `&[u8]`): string literals may hold
/// any byte.
pub fn parse_source(
    ctx: &mut crate::Context,
    src: &(impl AsRef<[u8]> + ?Sized),
    file: &str,
    opts: ParseOptions,
) -> Result<OpId, Diagnostic> {
    parse(ctx, src.as_ref(), file, opts, false).map(|(top, _)| top)
}

/// [`parse_source`], leaving the bodies of the functions read on other
/// threads in the contexts that read them: sole copies (see
/// [`IsolatedCopies`]) for the verifier and a pass pipeline to work on in
/// parallel. The functions' regions are empty in `ctx` until the copies
/// are put back.
pub fn parse_source_with_copies(
    ctx: &mut crate::Context,
    src: &(impl AsRef<[u8]> + ?Sized),
    file: &str,
    opts: ParseOptions,
) -> Result<(OpId, IsolatedCopies), Diagnostic> {
    parse(ctx, src.as_ref(), file, opts, true)
}

fn parse(
    ctx: &mut crate::Context,
    src: &[u8],
    file: &str,
    opts: ParseOptions,
    keep_copies: bool,
) -> Result<(OpId, IsolatedCopies), Diagnostic> {
    if let Some(parsed) = super::parallel::parse(ctx, src, file, &opts, keep_copies) {
        return parsed;
    }
    ctx.reserve_ops(ops_room(src.len()));
    let top = Parser::for_options(ctx, src, file, &opts).parse_top_level()?;
    Ok((top, IsolatedCopies::default()))
}

/// How many ops to make room for before reading `bytes` of text: as
/// many as fit if each took 12 bytes (`%0 = a.b` and a newline; few are
/// shorter), up to 4M ops (about 400 MB of address space); beyond that
/// the arenas grow as they fill.
pub(crate) fn ops_room(bytes: usize) -> usize {
    (bytes / 12).min(1 << 22)
}

impl<'a> Parser<'a> {
    /// A parser of a body of `src` read apart (see [`super::parallel`]),
    /// with what the main parse found of the whole input: its UTF-8
    /// prefix `text` and its line table.
    pub(crate) fn for_body(
        ctx: &'a mut Context,
        src: &'a [u8],
        text: &'a str,
        line_starts: &'a [u32],
        file: &str,
        opts: &ParseOptions,
    ) -> Self {
        let mut p = Parser::for_options(ctx, &src[..0], file, opts);
        p.src = src;
        p.text = text;
        p.lex = super::lexer::Lexer::new(src);
        p.line_starts = line_starts.into();
        p
    }

    /// A parser at the start of `src` with the placement `opts` gives.
    pub(crate) fn for_options(ctx: &'a mut Context, src: &'a [u8], file: &str, opts: &ParseOptions) -> Self {
        Parser::for_text(ctx, src, super::utf8_prefix(src), file, opts)
    }

    /// [`Parser::for_options`] given `text`, the longest UTF-8 prefix of `src`.
    pub(crate) fn for_text(
        ctx: &'a mut Context,
        src: &'a [u8],
        text: &'a str,
        file: &str,
        opts: &ParseOptions,
    ) -> Self {
        let mut p = Parser::with_text(ctx, src, text, file, opts.line_offset);
        if (opts.line_offset, opts.col_offset) != (0, 0) {
            p.chunk_start = Some((opts.line_offset + 1, opts.col_offset + 1));
        }
        p
    }

    pub(crate) fn parse_top_level(&mut self) -> PResult<OpId> {
        let block = self.ctx.create_block();
        self.ssa.scopes.push(IsolatedScope::default());
        self.push_region_scope();
        let r = self.parse_top_level_items(block);
        let r = r.and_then(|_| self.pop_region_scope()).and_then(|_| self.pop_isolated_scope());
        r?;
        self.resolve_deferred_locs(block)?;
        let ops = block.ops(self.ctx);
        let module_name = self.ctx.op_name("builtin.module");
        if ops.len() == 1 && ops[0].name(self.ctx) == module_name {
            self.ctx.detach_op(ops[0]);
            return Ok(ops[0]);
        }
        // MLIR gives the implicit module the location `file:0:0`, or the
        // start of the chunk of a split file.
        let file = self.file_sym();
        let (line, col) = self.chunk_start.unwrap_or((0, 0));
        let loc = Location(self.ctx.get_attr(crate::attrs::AttrKind::Location(crate::attrs::LocKind::FileLineCol {
            file,
            line,
            col,
            end: None,
        })));
        Ok(crate::builtin::create_module(self.ctx, loc, Some(block)).0)
    }

    fn parse_top_level_items(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::HashIdent => self.parse_alias_def(true)?,
                Tok::ExclaimIdent => self.parse_alias_def(false)?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
    }

    /// `#name = attr` or `!name = type`.
    fn parse_alias_def(&mut self, is_attr: bool) -> PResult<()> {
        let start = self.tok.start;
        let name = &self.text()[1..];
        if name.contains('.') {
            let kind = if is_attr { "attribute" } else { "type" };
            return Err(self.err_at(start, format!("{kind} names with a '.' are reserved for dialect-defined names")));
        }
        let exists = if is_attr { self.attr_alias_exists(name) } else { self.type_alias_exists(name) };
        if exists {
            let kind = if is_attr { "attribute" } else { "type" };
            return Err(self.err_at(start, format!("redefinition of {kind} alias id '{name}'")));
        }
        self.advance();
        let what = if is_attr {
            "expected '=' in attribute alias definition"
        } else {
            "expected '=' in type alias definition"
        };
        self.expect(Tok::Equal, what)?;
        if is_attr {
            let a = self.parse_attribute(None)?;
            self.define_attr_alias(name, a, start);
        } else {
            let t = self.parse_type()?;
            self.define_type_alias(name, t, start);
        }
        Ok(())
    }

    /// `{-# key: {...}, ... #-}`: `dialect_resources` give the blobs of
    /// `dense_resource` attributes (the builtin dialect's resources);
    /// `external_resources` are kept as written, to be printed back.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.advance();
        if self.consume_if(Tok::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if self.tok.kind != Tok::BareIdent {
                return Err(self.err_here("expected identifier key in file metadata dictionary"));
            }
            let key = self.text();
            let key_at = self.tok.start;
            self.advance();
            self.expect(Tok::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => self.parse_dialect_resources()?,
                "external_resources" => self.parse_external_resources()?,
                _ => return Err(self.err_at(key_at, format!("unknown key '{key}' in file metadata dictionary"))),
            }
            if self.consume_if(Tok::Comma) {
                continue;
            }
            self.expect(Tok::FileMetadataEnd, "expected ',' or '#-}'")?;
            return Ok(());
        }
    }

    /// `{ dialect: { key: value, ... }, ... }`: the blobs of the dialects
    /// that declare resources (`DialectDef::resources`).
    fn parse_dialect_resources(&mut self) -> PResult<()> {
        self.parse_comma_list(Tok::LBrace, Tok::RBrace, ListWords::Bare, |p| {
            if p.tok.kind != Tok::BareIdent {
                return Err(p.err_here("expected identifier key for 'resource' entry"));
            }
            let dialect = p.text();
            let dialect_at = p.tok.start;
            p.advance();
            p.expect(Tok::Colon, "expected ':'")?;
            // The section's brace comes before the dialect is looked up.
            if !p.is(Tok::LBrace) {
                return Err(p.err_wrong_token("expected '{'"));
            }
            let dialect = match crate::registry::Registry::global().dialect(dialect) {
                Some(d) if d.resources => d.name,
                Some(_) => {
                    // At the section's first entry, as MLIR reports it.
                    p.consume_if(Tok::LBrace);
                    return Err(p.err_here(format!("unexpected 'resource' section for dialect '{dialect}'")));
                }
                None => return Err(p.err_at(dialect_at, format!("dialect '{dialect}' is unknown"))),
            };
            p.parse_comma_list(Tok::LBrace, Tok::RBrace, ListWords::Bare, |p| {
                let key = p.parse_resource_key()?;
                p.expect(Tok::Colon, "expected ':'")?;
                let blob = p.parse_resource_blob(&key)?;
                p.ctx.set_resource_blob(dialect, &key, blob);
                Ok(())
            })
        })
    }

    /// `{ name: { key: value, ... }, ... }`, where a value is `true`,
    /// `false`, a string, or a `"0x..."` blob: what no reader claims, as
    /// MLIR's fallback keeps it.
    fn parse_external_resources(&mut self) -> PResult<()> {
        self.parse_comma_list(Tok::LBrace, Tok::RBrace, ListWords::Until, |p| {
            if p.tok.kind != Tok::BareIdent {
                return Err(p.err_here("expected identifier key for 'resource' entry"));
            }
            let name = p.text();
            p.advance();
            p.expect(Tok::Colon, "expected ':'")?;
            p.parse_comma_list(Tok::LBrace, Tok::RBrace, ListWords::Until, |p| {
                let key = match p.tok.kind {
                    Tok::BareIdent | Tok::String => p.parse_resource_key()?,
                    _ => return Err(p.err_here("expected identifier key for 'external_resources' entry")),
                };
                p.expect(Tok::Colon, "expected ':'")?;
                let value = if p.is_keyword("true") || p.is_keyword("false") {
                    let v = p.is_keyword("true");
                    p.advance();
                    crate::attrs::ExternalResourceValue::Bool(v)
                } else if p.tok.kind != Tok::String {
                    let key = crate::diag::text_of_bytes(&key).into_owned();
                    return Err(p.err_here(format!("expected string value for key '{key}'")));
                } else if p.token_bytes(p.tok).starts_with(b"\"0x") {
                    crate::attrs::ExternalResourceValue::Blob(p.parse_resource_blob(&key)?)
                } else {
                    crate::attrs::ExternalResourceValue::String(p.parse_string_bytes()?.into())
                };
                p.ctx.add_external_resource(name, &key, value);
                Ok(())
            })
        })
    }

    /// A resource's key: a bare identifier or a string (what a resource
    /// handle parameter reads, MLIR's `parseResourceHandle`).
    pub fn parse_resource_key(&mut self) -> PResult<Vec<u8>> {
        match self.tok.kind {
            Tok::BareIdent => {
                let key = self.text().as_bytes().to_vec();
                self.advance();
                Ok(key)
            }
            Tok::String => self.parse_string_bytes(),
            _ => Err(self.err_here("expected identifier key for 'resource' entry")),
        }
    }

    /// A blob written `"0x"` then hex digits: 4 bytes of alignment (little
    /// endian, a power of two), then the data.
    // `is_multiple_of` is newer than the workspace's minimum Rust version.
    #[allow(clippy::manual_is_multiple_of)]
    fn parse_resource_blob(&mut self, key: &[u8]) -> PResult<crate::attrs::ResourceBlob> {
        let at = self.tok.start;
        let key = crate::diag::text_of_bytes(key).into_owned();
        let expected = format!("expected hex string blob for key '{key}'");
        if self.tok.kind != Tok::String {
            return Err(self.err_here(expected));
        }
        // The digits are read as written: an escape is no hex digit.
        let token = self.advance();
        let text = &self.token_bytes(token)[1..];
        let text = text.strip_suffix(b"\"").unwrap_or(text);
        let bytes = match text.strip_prefix(b"0x") {
            Some(d) if d.len() % 2 == 0 && d.iter().all(u8::is_ascii_hexdigit) => {
                let nibble = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                d.chunks_exact(2).map(|d| (nibble(d[0]) << 4) | nibble(d[1])).collect::<Vec<u8>>()
            }
            _ => return Err(self.err_at(at, expected)),
        };
        let Some((alignment, data)) = bytes.split_first_chunk::<4>() else {
            return Err(self.err_at(at, format!("{expected} to encode alignment in first 4 bytes")));
        };
        let alignment = u32::from_le_bytes(*alignment);
        if alignment != 0 && !alignment.is_power_of_two() {
            let msg =
                format!("{expected} to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}");
            return Err(self.err_at(at, msg));
        }
        Ok(crate::attrs::ResourceBlob { alignment, data: data.into() })
    }

    // ----- scopes -----

    fn scope(&mut self) -> &mut IsolatedScope {
        self.ssa.scopes.last_mut().expect("an SSA scope is open")
    }
    pub(crate) fn push_region_scope(&mut self) {
        let s = self.scope();
        s.region_defs.push(Vec::new());
        s.block_scopes.push(BlockScope::default());
    }
    pub(crate) fn pop_region_scope(&mut self) -> PResult<()> {
        let s = self.scope();
        let defs = s.region_defs.pop().unwrap_or_default();
        // Each name is defined once in a scope, so when the region defined
        // as many names as the scope holds (the outermost region, or a
        // function's body below a module that defines none), it defined
        // them all: forget them at once rather than one by one.
        if s.region_defs.is_empty() || defs.len() == s.values.len() {
            s.values.clear();
        } else {
            for d in defs {
                s.values.remove(&d);
            }
        }
        let blocks = s.block_scopes.pop().unwrap_or_default();
        let mut undefined: Vec<(u32, BlockId)> =
            blocks.blocks.values().filter(|(_, def, _)| def.is_none()).map(|(b, _, at)| (*at, *b)).collect();
        undefined.sort();
        if let Some((at, _)) = undefined.first() {
            return Err(self.err_at(*at, "reference to an undefined block"));
        }
        Ok(())
    }
    /// Whether a value name of the enclosing regions is visible here, or
    /// used and not yet defined.
    pub(crate) fn names_visible(&self) -> bool {
        self.ssa.scopes.last().is_some_and(|s| !s.values.is_empty() || !s.forward.is_empty())
    }
    pub(crate) fn push_isolated_scope(&mut self) {
        let scope = self.ssa.spare_scopes.pop().unwrap_or_default();
        self.ssa.scopes.push(scope);
    }
    pub(crate) fn pop_isolated_scope(&mut self) -> PResult<()> {
        let mut s = self.ssa.scopes.pop().expect("an SSA scope is open");
        let unresolved = self.first_unresolved(&s);
        s.clear();
        self.ssa.spare_scopes.push(s);
        unresolved
    }
    /// MLIR's error for the first use of a name never defined in `s`.
    fn first_unresolved(&mut self, s: &IsolatedScope) -> PResult<()> {
        let mut first: Option<(u32, SsaName)> = None;
        for (name, refs) in &s.forward {
            for r in refs {
                if first.is_none_or(|(at, _)| r.at < at) {
                    first = Some((r.at, *name));
                }
            }
        }
        if let Some((at, _)) = first {
            return Err(self.err_at(at, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    /// Where `name` (its first value) was defined or, not yet defined, first
    /// used in the current scope (MLIR's `getReferenceLoc`).
    fn reference_at(&mut self, name: SsaName) -> Option<u32> {
        let s = self.scope();
        if let Some(def) = s.values.get(&name).filter(|d| d.first == 0) {
            return Some(def.at);
        }
        s.forward.get(&name)?.iter().filter(|r| r.number == 0).map(|r| r.at).min()
    }

    /// Binds `name` to `values` (results or one block argument), the first
    /// of which is `name#first`.
    pub(crate) fn define_values(&mut self, name: SsaName, first: u32, values: DefValues, at: u32) -> PResult<()> {
        let def = Def { values, first, at };
        if let Some(prev) = self.scope().values.get(&name) {
            let prev_at = prev.at;
            let text = self.ssa_text(name);
            let loc = self.loc_at(prev_at);
            return Err(self
                .err_at(at, format!("redefinition of SSA value '{text}'"))
                .with_note(loc, "previously defined here"));
        }
        // Most files use names after their definition: no uses to look up.
        let forward = &mut self.scope().forward;
        if let Some(refs) = (!forward.is_empty()).then(|| forward.remove(&name)).flatten() {
            let mut unresolved = Vec::new();
            for r in refs {
                let Some(real) = def.get(r.number) else {
                    // MLIR leaves it pending: "use of undeclared SSA value name".
                    unresolved.push(r);
                    continue;
                };
                let (pt, rt) = (r.placeholder.ty(self.ctx), real.ty(self.ctx));
                if pt != rt {
                    let text = self.ssa_text(name);
                    let (pt, rt) =
                        (crate::print::type_to_string(self.ctx, pt), crate::print::type_to_string(self.ctx, rt));
                    let loc = self.loc_at(r.at);
                    return Err(self
                        .err_at(at, format!("definition of SSA value '{text}#{}' has type '{rt}'", r.number))
                        .with_note(loc, format!("previously used here with type '{pt}'")));
                }
                self.ctx.replace_all_uses_with(r.placeholder, real);
            }
            if !unresolved.is_empty() {
                self.scope().forward.insert(name, unresolved);
            }
        }
        let s = self.scope();
        s.values.insert(name, def);
        if let Some(d) = s.region_defs.last_mut() {
            d.push(name);
        }
        Ok(())
    }

    /// The value a use refers to, with its expected type; a placeholder when
    /// the name is not defined yet.
    pub(crate) fn resolve_value(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        // Look in the innermost isolated scope only: names from above an
        // isolated op are not visible.
        let found =
            self.scope().values.get(&u.name).filter(|def| u.number >= def.first).map(|def| (def.get(u.number), def.at));
        let found = found.or_else(|| {
            let refs = self.scope().forward.get(&u.name)?;
            refs.iter().find(|r| r.number == u.number).map(|r| (Some(r.placeholder), r.at))
        });
        if let Some((v, prior_at)) = found {
            let Some(v) = v else {
                return Err(self.err_at(u.at, "reference to invalid result number"));
            };
            let vt = v.ty(self.ctx);
            if vt != ty {
                let text = self.ssa_text(u.name);
                let (a, b) = (crate::print::type_to_string(self.ctx, ty), crate::print::type_to_string(self.ctx, vt));
                let loc = self.loc_at(prior_at);
                return Err(self
                    .err_at(
                        u.at,
                        format!("use of value '{text}' expects different type than prior uses: '{a}' vs '{b}'"),
                    )
                    .with_note(loc, "prior use here"));
            }
            return Ok(v);
        }
        // A forward reference: a value with no owner, replaced at definition.
        let loc = self.loc_at(u.at);
        let v = self.ctx.create_unlinked_value(ty, loc);
        let at = u.at;
        self.scope().forward.entry(u.name).or_default().push(ForwardRef { number: u.number, placeholder: v, at });
        Ok(v)
    }

    /// The block named `name` in the current region, created on first use.
    pub(crate) fn block_ref(&mut self, name: SourceName, at: u32) -> BlockId {
        if let Some(&(b, _, _)) = self.scope().block_scopes.last().and_then(|s| s.blocks.get(&name)) {
            return b;
        }
        let b = self.ctx.create_block();
        self.scope().block_scopes.last_mut().expect("in a region").blocks.insert(name, (b, None, at));
        b
    }

    fn define_block(&mut self, name: SourceName, at: u32) -> PResult<BlockId> {
        let existing = self.scope().block_scopes.last().and_then(|s| s.blocks.get(&name)).copied();
        match existing {
            Some((_, Some(_), _)) => {
                let text = self.ssa.names.get(name.0).to_string();
                Err(self.err_at(at, format!("redefinition of block '{text}'")))
            }
            Some((b, None, first)) => {
                self.scope().block_scopes.last_mut().unwrap().blocks.insert(name, (b, Some(at), first));
                Ok(b)
            }
            None => {
                let b = self.ctx.create_block();
                self.scope().block_scopes.last_mut().unwrap().blocks.insert(name, (b, Some(at), at));
                Ok(b)
            }
        }
    }

    // ----- operations -----

    /// operation ::= (result-list `=`)? (generic-op | custom-op) trailing-location?
    pub(crate) fn parse_operation(&mut self) -> PResult<OpId> {
        // The result names with their counts and offsets: nearly always one,
        // kept out of the vector so that it needs no allocation.
        let mut first_result: Option<(SsaName, u64, u32)> = None;
        let mut more_results: Vec<(SsaName, u64, u32)> = Vec::new();
        let first = self.tok.start;
        if self.is(Tok::PercentIdent) {
            loop {
                if !self.is(Tok::PercentIdent) {
                    return Err(self.err_wrong_token("expected valid ssa identifier"));
                }
                let t = self.advance();
                let name = self.ssa_name(t);
                let mut count = 1;
                if self.consume_if(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return Err(self.err_wrong_token("expected integer number of results"));
                    }
                    let at = self.tok.start;
                    count = self
                        .parse_u64()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| self.err_at(at, "expected named operation to have at least 1 result"))?;
                }
                match first_result {
                    None => first_result = Some((name, count, t.start)),
                    Some(_) => more_results.push((name, count, t.start)),
                }
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        // An integer type (`i32`, `si8`, `ui1`) is a token of its own in
        // MLIR's lexer, not an identifier: it names no op.
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op()?,
            Tok::BareIdent if !super::types::is_integer_type_spelling(self.text()) => {
                self.parse_custom_op(ResultNames { first: first_result, more: &more_results })?
            }
            _ => return Err(self.err_wrong_token("expected operation name in quotes")),
        };

        if let Some(first_result) = first_result {
            let results = std::iter::once(first_result).chain(more_results);
            let total = results.clone().fold(0u64, |t, r| t.saturating_add(r.1));
            let n = op.num_results(self.ctx) as u64;
            if n == 0 {
                return Err(self.err_at(first, "cannot name an operation with no results"));
            }
            if total != n {
                return Err(
                    self.err_at(first, format!("operation defines {n} results but was provided {total} to bind"))
                );
            }
            let mut idx = 0;
            for (name, count, at) in results {
                let vals = match count {
                    1 => DefValues::One(op.result(self.ctx, idx as usize)),
                    _ => DefValues::Many((idx..idx + count).map(|i| op.result(self.ctx, i as usize)).collect()),
                };
                idx += count;
                self.define_values(name, 0, vals, at)?;
            }
        }
        Ok(op)
    }

    /// `loc(...)` after an op or argument, if present.
    pub(crate) fn parse_optional_trailing_loc(&mut self) -> PResult<Option<Location>> {
        if self.is_keyword("loc") {
            return Ok(Some(self.parse_location()?));
        }
        Ok(None)
    }

    fn check_op_name_allowed(&mut self, name: &str, at: u32) -> PResult<()> {
        if self.ctx.registry().op(name).is_some() || self.ctx.allow_unregistered {
            return Ok(());
        }
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        // An unknown op of a registered dialect parses; the verifier then
        // reports it unless the dialect allows unknown ops, as in MLIR.
        if self.ctx.registry().dialect(dialect).is_some() {
            return Ok(());
        }
        Err(self.err_at(
            at,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let at = self.tok.start;
        if !self.is(Tok::String) {
            return Err(self.err_here("expected string"));
        }
        // Any bytes, as in MLIR: a name that is not UTF-8 names no
        // registered op and prints escaped. Checked before it is read, as
        // MLIR does: its errors come before any in the token after it.
        let name = super::lexer::unescape(self.token_bytes(self.tok));
        if name.is_empty() {
            return Err(self.err_at(at, "empty operation name is invalid"));
        }
        if name.contains(&0) {
            return Err(self.err_at(at, "null character not allowed in operation name"));
        }
        self.advance();
        // Reported at the token after the name, where MLIR's parser stands.
        let next = self.tok.start;
        self.check_op_name_allowed(&crate::diag::text_of_bytes(&name), next)?;
        let loc = self.loc_at(at);
        let op_name = self.ctx.op_name_bytes(&name);
        let mut state = self.take_state(op_name, loc);
        let def = self.ctx.op_name_info(op_name).def;
        // Operands are resolved once the signature gives their types.
        let mut operands = Vec::new();
        // An operand list that does not start with `%` is empty (MLIR).
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        if self.is(Tok::PercentIdent) {
            loop {
                operands.push(self.parse_operand_use()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        if self.is(Tok::LSquare) {
            // Only a terminator, or an op that may be one (unregistered),
            // has successors.
            if def.is_some_and(|d| !d.traits.contains(crate::registry::Traits::TERMINATOR)) {
                return Err(self.err_here("successors in non-terminator"));
            }
            self.advance();
            // A successor list is never empty.
            if self.is(Tok::RSquare) {
                return Err(self.err_wrong_token("expected list element"));
            }
            let mut succ = vec![self.parse_successor_ref()?];
            while self.consume_if(Tok::Comma) {
                succ.push(self.parse_successor_ref()?);
            }
            self.expect(Tok::RSquare, "expected ',' or ']'")?;
            state.successors = succ;
        }
        if self.consume_if(Tok::Less) {
            let props = self.parse_attribute(None)?;
            state.properties = Some(props);
            self.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        if self.is(Tok::LParen) {
            // MLIR's generic form never opens an isolated name scope: uses
            // of values from above are parsed and the verifier rejects them.
            // Nor does it set a default dialect: its regions keep the one of
            // the enclosing custom op.
            let isolated = false;
            let mut regions = Vec::new();
            // The body of an op isolated from above may be read later
            // (see `parallel`).
            let may_defer = def.is_some_and(|d| d.traits.contains(crate::registry::Traits::ISOLATED_FROM_ABOVE));
            // At least one region: `()` is a region missing its `{`.
            self.advance();
            loop {
                if let Some(r) = may_defer.then(|| self.defer_body(&[])).flatten() {
                    regions.push(r);
                } else {
                    let r = self.ctx.create_region();
                    self.parse_region_body(r, &[], isolated)?;
                    regions.push(r);
                }
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            if !self.consume_if(Tok::RParen) {
                return Err(self.err_wrong_token("expected ')' to end region list"));
            }
            state.regions = regions;
        }
        // A name of one of the op's properties stays a discardable
        // attribute (MLIR's `setInherentAttr` knows only attributes).
        let mut discardable = Vec::new();
        if self.is(Tok::LBrace) {
            let entries = self.parse_attr_dict()?;
            let properties = def.map_or(&[][..], |d| d.properties);
            (discardable, state.attributes) =
                entries.into_iter().partition(|(n, _)| properties.contains(&self.ctx.str(*n)));
        }
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_at = self.tok.start;
        let fty = self.parse_type()?;
        let Some((ins, outs)) = fty.function_signature(self.ctx) else {
            return Err(self.err_at(type_at, "expected function type"));
        };
        let (num_ins, outs) = (ins.len(), outs.to_vec());
        if num_ins != operands.len() {
            // MLIR writes the plural as `"s"[n == 1]`: a NUL byte for one.
            return Err(self.err_at(
                type_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "\0" } else { "s" },
                    num_ins
                ),
            ));
        }
        state.operands.reserve_exact(num_ins);
        for (i, u) in operands.iter().enumerate() {
            let t = fty.function_signature(self.ctx).expect("a function type").0[i];
            let v = self.resolve_value(u, t)?;
            state.operands.push(v);
        }
        state.result_types = outs;
        // MLIR's `verifyInherentAttrs`, for the older generic form that
        // writes inherent attributes among the others.
        if state.properties.is_none() {
            if let Some(d) = def.and_then(|d| d.inherent_attr_violation.and_then(|f| f(d, self.ctx, &state.attributes)))
            {
                let name = crate::diag::text_of_bytes(&name);
                return Err(self.err_at(at, format!("'{name}' op {}", d.message)));
            }
        }
        if let Some(l) = self.parse_optional_trailing_loc()? {
            state.loc = l;
        }
        if let (Some(d), Some(props)) = (def, state.properties) {
            let source = crate::registry::PropertiesSource::Generic;
            let props = self.convert_properties(d, props, source, at)?;
            state.properties = Some(props);
        }
        if let Some((d, defaults)) = def.and_then(|d| Some((d, d.default_properties?))) {
            let props = state.properties;
            let missing = defaults(d, self.ctx, props, &state.attributes);
            if !missing.is_empty() {
                let mut entries = props.and_then(|p| p.as_dictionary(self.ctx)).map(|d| d.to_vec()).unwrap_or_default();
                entries.extend(missing);
                state.properties = Some(self.ctx.dictionary_attr(entries));
            }
        }
        take_properties_over_attributes(self.ctx, &mut state);
        let op = self.ctx.create_op_reusing(&mut state);
        self.spare_states.push(state);
        add_discardable(self.ctx, op, discardable);
        Ok(op)
    }

    /// The properties of a registered op, converted as MLIR's generated
    /// `setPropertiesFromAttr` (or, for `prop-dict`,
    /// `setPropertiesFromParsedAttr`) does once the op is built: its errors
    /// are at the op, after "invalid properties {...} for op x: ". Returns
    /// the properties to keep: the generic form ignores the entries that
    /// name nothing inherent, and reads segment sizes under their old names.
    fn convert_properties(
        &mut self,
        def: &'static crate::registry::OpDef,
        props: Attr,
        source: crate::registry::PropertiesSource,
        at: u32,
    ) -> PResult<Attr> {
        let fail = |p: &mut Self, why: &str| {
            let d = crate::print::attr_to_string(p.ctx, props);
            Err(p.err_at(at, format!("invalid properties {d} for op {}: {why}", def.name)))
        };
        // An op with no properties takes none in the generic form; its
        // `prop-dict` is converted as any other.
        if def.inherent_attrs.is_empty() && source == crate::registry::PropertiesSource::Generic {
            return fail(self, "this operation does not support properties");
        }
        let Some(entries) = props.as_dictionary(self.ctx) else {
            return fail(self, "expected DictionaryAttr to set properties");
        };
        let converted = match def.inherent_storage.map(|convert| convert(def, self.ctx, entries, source)) {
            Some(Err(e)) => return fail(self, &e.message),
            Some(Ok(converted)) => converted,
            None => entries.to_vec(),
        };
        let mut kept: Vec<(Sym, Attr)> = Vec::with_capacity(converted.len());
        let mut renamed = false;
        for &(n, a) in &converted {
            let text = self.ctx.str(n);
            let name = match text {
                "operand_segment_sizes" => "operandSegmentSizes",
                "result_segment_sizes" => "resultSegmentSizes",
                _ => text,
            };
            if !def.inherent_attrs.contains(&name) {
                continue;
            }
            let n = if name == text {
                n
            } else {
                renamed = true;
                self.ctx.intern(name)
            };
            // The new name wins over the old one.
            if name == text || !converted.iter().any(|&(m, _)| m == n) {
                kept.push((n, a));
            }
        }
        Ok(if kept[..] == entries[..] && !renamed { props } else { self.ctx.dictionary_attr(kept) })
    }

    /// An empty op state for `name`, reusing the lists of an op made before.
    fn take_state(&mut self, name: crate::context::OpName, loc: Location) -> OperationState {
        match self.spare_states.pop() {
            Some(mut state) => {
                state.name = name;
                state.loc = loc;
                state
            }
            None => OperationState::new(name, loc),
        }
    }

    fn parse_custom_op(&mut self, results: ResultNames<'_>) -> PResult<OpId> {
        let at = self.tok.start;
        let text = self.text();
        // MLIR consumes the name first: a lexer error right after it is the
        // error reported.
        self.advance();
        // The op name comes with the definition: a registered op's is its
        // place in the registry.
        let (def, parse, unregistered, op_name) = match self.custom_op_def(text, at) {
            Ok((index, def)) => match OpAsm::of(def) {
                Some(asm) => (def, asm.parse, None, self.ctx.registered_op_name(index)),
                // A registered op without a custom form of its own falls
                // back on its dialect's parser (MLIR's `OpState::parse`).
                None => match dialect_op_parser(self.ctx, def.name) {
                    Some(parse) => (def, parse, None, self.ctx.registered_op_name(index)),
                    None => {
                        return Err(self.err_at(at, format!("custom op '{}' has no custom assembly form", def.name)))
                    }
                },
            },
            // An op of no definition whose dialect can read it.
            Err(e) => {
                let full = self.full_op_name(text);
                match dialect_op_parser(self.ctx, &full) {
                    Some(parse) => {
                        let op_name = self.ctx.op_name(&full);
                        (&crate::registry::OpDef::EMPTY, parse, Some(full), op_name)
                    }
                    None => return Err(e),
                }
            }
        };
        let loc = self.loc_at(at);
        let mut state = self.take_state(op_name, loc);
        self.ssa.default_dialects.push(def.default_dialect);
        let (r, (inherent, discardable)) = {
            let mut op = OpParser::new(self, at, def, results, unregistered);
            let r = parse(&mut op, &mut state);
            (r, op.take_dictionary_entries())
        };
        self.ssa.default_dialects.pop();
        r?;
        for (n, a) in inherent {
            set_inherent_attr(self.ctx, &mut state, n, a);
        }
        if let Some(l) = self.parse_optional_trailing_loc()? {
            state.loc = l;
        }
        // A `prop-dict` in the format left its dictionary here.
        if let Some(props) = state.properties {
            let source = crate::registry::PropertiesSource::PropDict;
            let props = self.convert_properties(def, props, source, at)?;
            state.properties = Some(props);
            take_properties_over_attributes(self.ctx, &mut state);
        }
        let op = self.ctx.create_op_reusing(&mut state);
        self.spare_states.push(state);
        add_discardable(self.ctx, op, discardable);
        Ok(op)
    }

    /// The definition (and its place in the registry) of the op whose
    /// custom form starts with `text`. A name without a dialect prefix is
    /// also tried in the default dialect of the enclosing op: builtin at the
    /// top level, none (so `.name`) inside an op that declares none. The errors are MLIR's words; the
    /// double space before "(tried" and the trailing space are MLIR's.
    fn custom_op_def(&mut self, text: &str, at: u32) -> PResult<(u32, &'static crate::registry::OpDef)> {
        let registry = self.ctx.registry();
        if let Some(found) = registry.op_with_index(text) {
            return Ok(found);
        }
        let full = self.full_op_name(text);
        if let Some(found) = registry.op_with_index(&full) {
            return Ok(found);
        }
        let tried = if full == text { String::new() } else { format!(" (tried '{full}' as well)") };
        let dialect = full.split_once('.').map_or(full.as_str(), |(d, _)| d);
        if registry.dialect(dialect).is_some() {
            return Err(self.err_at(at, format!("custom op '{text}' is unknown{tried}")));
        }
        let names: Vec<&str> = registry.dialects().iter().map(|d| d.name).collect();
        let loc = self.loc_at(at);
        Err(self.err_at(at, format!("Dialect `{dialect}' not found for custom op '{text}' {tried}")).with_note(
            loc,
            format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                names.join(", ")
            ),
        ))
    }

    /// The full name of the op whose custom form starts with `text`: with
    /// the default dialect of the enclosing op when `text` has no prefix.
    fn full_op_name(&self, text: &str) -> String {
        match text.split_once('.') {
            Some((_, rest)) if !rest.is_empty() => text.to_string(),
            _ => format!("{}.{text}", self.ssa.default_dialects.last().copied().unwrap_or("builtin")),
        }
    }

    /// `%name` or `%name#N`.
    pub(crate) fn parse_operand_use(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_ssa_use(true)
    }

    /// `%name`, and `#N` after it when `allow_result_number` (MLIR's
    /// `parseSSAUse`: an argument takes none).
    pub(crate) fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        // MLIR's `parseSSAUse` expects the token with `parseToken`: the
        // error is where the previous token ends.
        if !self.is(Tok::PercentIdent) {
            return Err(self.err_wrong_token("expected SSA operand"));
        }
        let t = self.advance();
        let name = self.ssa_name(t);
        let mut number = 0;
        if self.is(Tok::HashIdent) {
            if !allow_result_number {
                return Err(self.err_here("result number not allowed in argument list"));
            }
            let num = &self.text()[1..];
            match num.parse::<u32>() {
                Ok(n) => {
                    number = n;
                    self.advance();
                }
                Err(_) => return Err(self.err_here("invalid SSA value result number")),
            }
        }
        Ok(UnresolvedOperand { name, number, at: t.start })
    }

    /// The name of the SSA identifier token `t`.
    fn ssa_name(&mut self, t: super::lexer::Token) -> SsaName {
        let bytes = self.token_bytes(t);
        let digits = &bytes[1..];
        let canonical = !digits.is_empty() && (digits.len() == 1 || digits[0] != b'0');
        if canonical && digits.len() <= 19 && digits.iter().all(u8::is_ascii_digit) {
            let n = digits.iter().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
            return SsaName::Number(n);
        }
        SsaName::Named(self.source_name(t))
    }

    /// The name that the token `t` spells, in the parser's table.
    fn source_name(&mut self, t: super::lexer::Token) -> SourceName {
        SourceName(self.ssa.names.intern_bytes(self.token_bytes(t)))
    }

    /// The text of an SSA name, `%` included (for errors).
    pub(crate) fn ssa_text(&self, name: SsaName) -> String {
        match name {
            SsaName::Number(n) => format!("%{n}"),
            SsaName::Named(s) => self.ssa.names.get(s.0).to_string(),
        }
    }

    /// `^bb` as a successor.
    pub(crate) fn parse_successor_ref(&mut self) -> PResult<BlockId> {
        if !self.is(Tok::CaretIdent) {
            return Err(self.err_wrong_token("expected block name"));
        }
        let t = self.advance();
        let name = self.source_name(t);
        Ok(self.block_ref(name, t.start))
    }

    // ----- regions and blocks -----

    /// region ::= `{` block* `}`. `entry_args` are arguments already named
    /// by the op's syntax (function arguments); the region is then not
    /// allowed to name its entry block.
    pub(crate) fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: &[super::asm::Argument],
        isolated: bool,
    ) -> PResult<()> {
        self.nested(|p| {
            p.expect(Tok::LBrace, "expected '{' to begin a region")?;
            if isolated {
                p.push_isolated_scope();
            }
            p.push_region_scope();
            let r = p.parse_region_blocks(region, entry_args);
            let r = r.and_then(|_| p.pop_region_scope());
            if isolated {
                r.and_then(|_| p.pop_isolated_scope())
            } else {
                r
            }
        })
    }

    fn parse_region_blocks(&mut self, region: RegionId, entry_args: &[super::asm::Argument]) -> PResult<()> {
        if !entry_args.is_empty() || self.is(Tok::RBrace) {
            if self.is(Tok::RBrace) && entry_args.is_empty() {
                self.advance();
                return Ok(());
            }
            if !entry_args.is_empty() && self.is(Tok::CaretIdent) {
                return Err(self.err_here("invalid block name in region with named arguments"));
            }
            let entry = self.ctx.create_block();
            self.ctx.append_block(region, entry);
            for a in entry_args {
                // As MLIR: a name defined or used before in this scope is
                // no entry argument.
                if let Some(prev) = self.reference_at(a.name) {
                    let text = self.ssa_text(a.name);
                    let loc = self.loc_at(prev);
                    return Err(self
                        .err_at(a.at, format!("region entry argument '{text}' is already in use"))
                        .with_note(loc, "previously referenced here"));
                }
                let loc = match a.loc {
                    Some(l) => l,
                    None => self.loc_at(a.at),
                };
                let v = self.ctx.add_block_arg(entry, a.ty, loc);
                self.define_values(a.name, a.number, DefValues::One(v), a.at)?;
            }
            self.parse_block_ops(entry)?;
        }
        let mut first = entry_args.is_empty();
        while !self.consume_if(Tok::RBrace) {
            let block = if self.is(Tok::CaretIdent) {
                self.parse_block_label()?
            } else if first {
                self.ctx.create_block()
            } else {
                return Err(self.err_wrong_token("expected block name"));
            };
            first = false;
            self.ctx.append_block(region, block);
            self.parse_block_ops(block)?;
        }
        Ok(())
    }

    /// `^name(%a: T loc(..), ...):`
    fn parse_block_label(&mut self) -> PResult<BlockId> {
        let t = self.advance();
        let name = self.source_name(t);
        let block = self.define_block(name, t.start)?;
        if self.is(Tok::LParen) {
            // Each argument is defined once read, as in MLIR: a name
            // defined twice is reported before what follows it.
            self.parse_comma_list(Tok::LParen, Tok::RParen, ListWords::Bare, |p| {
                if !p.is(Tok::PercentIdent) {
                    return Err(p.err_wrong_token("expected SSA operand"));
                }
                let at = p.tok.start;
                // `%name#k` is accepted and defines `%name#k`, as in MLIR.
                let u = p.parse_operand_use()?;
                p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
                let ty = p.parse_type()?;
                let loc = match p.parse_optional_trailing_loc()? {
                    Some(l) => l,
                    None => p.loc_at(at),
                };
                let v = p.ctx.add_block_arg(block, ty, loc);
                p.define_values(u.name, u.number, DefValues::One(v), at)
            })?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::CaretIdent | Tok::RBrace) {
            let op = self.parse_operation()?;
            self.ctx.append_op(block, op);
        }
        Ok(())
    }
}

/// MLIR's `setInherentAttr` of an entry of the attribute dictionary, over
/// what the parser set: segment sizes only when they are as many 32-bit
/// integers as the parser's.
fn set_inherent_attr(ctx: &Context, state: &mut OperationState, name: Sym, value: Attr) {
    if matches!(ctx.str(name), "operandSegmentSizes" | "resultSegmentSizes") {
        let i32_array = |a: Attr| match a.kind(ctx) {
            crate::attrs::AttrKind::DenseArray { element, data } if element.is_signless_int(ctx, 32) => {
                Some(data.len())
            }
            _ => None,
        };
        let fits = match (i32_array(value), state.attr(name).map(i32_array)) {
            (Some(n), Some(Some(m))) => n == m,
            (given, _) => given.is_some(),
        };
        if !fits {
            return;
        }
    }
    state.add_attr(name, value);
}

/// Adds attributes to the discardable ones of `op`, whatever their names.
fn add_discardable(ctx: &mut Context, op: OpId, entries: Vec<(Sym, Attr)>) {
    if entries.is_empty() {
        return;
    }
    let mut all = op.discardable_attrs(ctx).and_then(|d| d.as_dictionary(ctx)).map_or_else(Vec::new, |d| d.to_vec());
    all.extend(entries);
    let dict = ctx.dictionary_attr(all);
    ctx.set_discardable_attrs(op, Some(dict));
}

/// MLIR sets the properties after the attributes: an inherent attribute
/// of the attribute dictionary that the properties also hold is replaced.
fn take_properties_over_attributes(ctx: &Context, state: &mut OperationState) {
    let Some(props) = state.properties.and_then(|p| p.as_dictionary(ctx)) else { return };
    state.attributes.retain(|(n, _)| !props.iter().any(|(m, _)| m == n));
}

/// The parser that the dialect of op `name` has for the custom form of an
/// op without one of its own (see [`DialectOpAsm`](super::DialectOpAsm)).
fn dialect_op_parser(ctx: &Context, name: &str) -> Option<super::ParseFn> {
    let (dialect, _) = name.split_once('.')?;
    let hooks = ctx.registry().dialect(dialect)?.interface::<super::DialectOpAsm>()?;
    (hooks.parse)(name)
}
