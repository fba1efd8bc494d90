//! Printing operations: SSA value and block naming as MLIR does it, the
//! generic form, custom forms through [`OpPrinter`], and the aliases
//! (`#map`, `#loc`) printed around the top-level op.

use super::alias::{AliasCollector, Aliased};
use super::{Output, Printer, TypeElision};
use crate::attrs::{Attr, ExternalResourceValue, Location, ResourceBlob};
use crate::context::{BlockId, Context, OpId, RegionId, Value};
use crate::entity::{entity_impl, PackedOption, SecondaryMap};
use crate::intern::Sym;
use crate::registry::Traits;
use crate::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

/// Printing flags, as mlir-opt's `-mlir-print-*` options.
#[derive(Clone, Copy, Default)]
pub struct PrintOptions {
    /// `-mlir-print-op-generic`
    pub generic: bool,
    /// `-mlir-print-debuginfo`
    pub debug_info: bool,
    /// `-mlir-print-local-scope`: attributes, types and locations inline,
    /// never through aliases.
    pub local_scope: bool,
}

/// SSA names: per value a number or a name, as MLIR's `SSANameState`.
#[derive(Clone)]
struct NameState {
    /// Per value: nothing yet, a number, or (high bit) an index into `names`.
    ids: SecondaryMap<Value, PackedOption<SsaId>>,
    names: Vec<String>,
    /// Result groups of ops whose results were named separately.
    groups: FxHashMap<OpId, Vec<u32>>,
    /// Per block: its number in its region (`^bbN`).
    blocks: SecondaryMap<BlockId, Option<u32>>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    used: Vec<FxHashSet<String>>,
}

/// A value's SSA number, or with [`NAMED`] an index into `NameState::names`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct SsaId(u32);
entity_impl!(SsaId);

const NAMED: u32 = 1 << 31;

impl NameState {
    fn new(ctx: &Context, top: OpId, generic: bool) -> Self {
        let mut s = NameState {
            ids: SecondaryMap::with_capacity(ctx.value_count(), PackedOption::NONE),
            names: Vec::new(),
            groups: FxHashMap::default(),
            blocks: SecondaryMap::with_default(None),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: vec![FxHashSet::default()],
        };
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = Vec::new();
        for &r in top.regions(ctx) {
            stack.push((r, 0, 0, 0, 1));
        }
        s.number_op(ctx, top, generic);
        while let Some((r, nv, na, nc, depth)) = stack.pop() {
            // The generic form implies MLIR's `-mlir-print-unique-ssa-ids`:
            // sibling regions continue the numbering instead of restarting
            // from their parent's counters.
            if !generic {
                s.next_value = nv;
                s.next_arg = na;
                s.next_conflict = nc;
            }
            s.used.truncate(depth);
            s.used.push(FxHashSet::default());
            s.number_region(ctx, r, generic);
            for b in r.blocks(ctx) {
                for op in b.op_iter(ctx) {
                    for &nr in op.regions(ctx) {
                        stack.push((nr, s.next_value, s.next_arg, s.next_conflict, s.used.len()));
                    }
                }
            }
        }
        s
    }

    fn number_region(&mut self, ctx: &Context, r: RegionId, generic: bool) {
        // The names the op suggests come first and take no `%argN` number
        // (MLIR's `getAsmBlockArgumentNames`, custom form only).
        if !generic {
            if let Some((op, f)) = r.parent_op(ctx).and_then(|op| Some((op, op.def(ctx)?.block_arg_names?))) {
                let mut named: Vec<(Value, String)> = Vec::new();
                f(ctx, op, r, &mut |v, name| named.push((v, name.to_string())));
                for (v, name) in named {
                    let owned = v.owner_block(ctx).is_some_and(|b| b.parent_region(ctx) == Some(r));
                    if owned && self.ids[v].is_none() {
                        if name.is_empty() {
                            self.set_number(v);
                        } else {
                            self.set_name(v, &name);
                        }
                    }
                }
            }
        }
        for (i, b) in r.blocks(ctx).into_iter().enumerate() {
            self.blocks[b] = Some(i as u32);
            let entry = i == 0;
            for &a in b.args(ctx) {
                if self.ids[a].is_some() {
                    continue;
                }
                if entry {
                    let name = format!("arg{}", self.next_arg);
                    self.next_arg += 1;
                    self.set_name(a, &name);
                } else {
                    self.set_number(a);
                }
            }
            for op in b.op_iter(ctx) {
                self.number_op(ctx, op, generic);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, op: OpId, generic: bool) {
        let n = op.num_results(ctx);
        // Where result groups other than the first start (the first starts
        // at 0): empty for nearly every op, so no allocation.
        let mut groups: Vec<u32> = Vec::new();
        if !generic {
            if let Some(f) = op.def(ctx).and_then(|d| d.result_names) {
                let mut named: Vec<(usize, String)> = Vec::new();
                f(ctx, op, &mut |i, name| named.push((i, name.to_string())));
                for (i, name) in named {
                    if i < n && self.ids[op.result(ctx, i)].is_none() {
                        // An empty name numbers the value now (MLIR's
                        // `setValueName`), still starting a group.
                        if name.is_empty() {
                            self.set_number(op.result(ctx, i));
                        } else {
                            self.set_name(op.result(ctx, i), &name);
                        }
                        if i != 0 {
                            groups.push(i as u32);
                        }
                    }
                }
            }
        }
        if n == 0 {
            return;
        }
        let first = op.result(ctx, 0);
        if self.ids[first].is_none() {
            self.set_number(first);
        }
        if !groups.is_empty() {
            groups.push(0);
            groups.sort();
            self.groups.insert(op, groups);
        }
    }

    fn set_number(&mut self, v: Value) {
        self.ids[v] = SsaId(self.next_value).into();
        self.next_value += 1;
    }

    fn set_name(&mut self, v: Value, name: &str) {
        let name = sanitize(name);
        let unique = if !self.is_used(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.is_used(&probe) {
                    break probe;
                }
            }
        };
        self.used.last_mut().unwrap().insert(unique.clone());
        self.ids[v] = SsaId(NAMED | self.names.len() as u32).into();
        self.names.push(unique);
    }

    /// Gives `v` the name `name` as it is, `#N` included, without making
    /// it unique (for [`OpPrinter::shadow_region_args`]).
    fn set_name_unchecked(&mut self, v: Value, name: &str) {
        self.ids[v] = SsaId(NAMED | self.names.len() as u32).into();
        self.names.push(name.to_string());
    }

    fn is_used(&self, name: &str) -> bool {
        self.used.iter().any(|s| s.contains(name))
    }

    /// Writes `%name` (with `#N` for a result after the first of its group).
    fn write_value(&self, ctx: &Context, out: &mut Output, v: Value, with_result_no: bool) {
        // As MLIR's `getResultIDAndNumber`: the result number is printed
        // when the value's result group has more than one result.
        let (base, offset) = match v.defining_op(ctx) {
            Some(op) if op.num_results(ctx) > 1 => {
                let i = v.index(ctx) as u32;
                let n = op.num_results(ctx) as u32;
                let (start, end) = match self.groups.get(&op) {
                    Some(g) => {
                        let k = g.iter().rposition(|&s| s <= i).unwrap_or(0);
                        (g[k], g.get(k + 1).copied().unwrap_or(n))
                    }
                    None => (0, n),
                };
                let offset = if end - start != 1 { Some(i - start) } else { None };
                (op.result(ctx, start as usize), offset)
            }
            _ => (v, None),
        };
        let Some(SsaId(id)) = self.ids[base].expand() else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        out.push('%');
        if id & NAMED != 0 {
            out.push_str(&self.names[(id & !NAMED) as usize]);
        } else {
            out.push_u64(id.into());
        }
        if let (true, Some(offset)) = (with_result_no, offset) {
            out.push('#');
            out.push_u64(offset.into());
        }
    }
}

/// MLIR's `sanitizeIdentifier` for SSA names, which may also hold `.`.
fn sanitize(name: &str) -> String {
    super::sanitize_identifier(name, "$._-")
}

/// State shared while printing one top-level op.
pub(crate) struct OpPrintState {
    /// Shared with the threads that print ops of the top level (see
    /// [`OpPrintState::parallel_top`]); a custom printer that renames
    /// values changes its own copy.
    names: std::sync::Arc<NameState>,
    opts: PrintOptions,
    indent: usize,
    default_dialects: Vec<&'static str>,
    collecting: Option<AliasCollector>,
    /// Emptied lists of types to collect types into, kept between ops.
    spare_types: Vec<Vec<Type>>,
    /// The op whose blocks' ops are printed on several threads, each into
    /// a text of its own, joined in order: the top-level op of a large
    /// input printed in its final pass.
    parallel_top: Option<OpId>,
}

/// Prints an op (normally a module) with aliases, as mlir-opt does,
/// followed by a newline. The text view of [`print_op_bytes`]: only data of
/// unregistered dialects can hold bytes that are not UTF-8.
pub fn print_op(ctx: &Context, op: OpId, opts: PrintOptions) -> String {
    print_op_bytes(ctx, op, opts).into_lossy_string()
}

/// [`print_op`] as bytes, the data of unregistered dialects byte for byte.
pub fn print_op_bytes(ctx: &Context, op: OpId, opts: PrintOptions) -> Output {
    let mut out = Output::default();
    print_top(ctx, op, opts, &mut out, None).expect("nothing is written to a sink");
    out
}

/// [`print_op_bytes`] written to `sink` as it is printed: what is held in
/// memory does not grow with the output (a module of 100,000 nested
/// regions prints 10 GB of indentation).
pub fn print_op_to(ctx: &Context, op: OpId, opts: PrintOptions, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut out = Output::default();
    print_top(ctx, op, opts, &mut out, Some(&mut *sink))?;
    out.drain_to(sink)
}

/// Prints `op` as the top-level op into `out`; with a sink, what `out`
/// holds is written to it as the op prints, and `out` is left with the end.
fn print_top(
    ctx: &Context,
    op: OpId,
    opts: PrintOptions,
    out: &mut Output,
    mut sink: Option<&mut dyn std::io::Write>,
) -> std::io::Result<()> {
    let collector = AliasCollector::new(ctx);
    // Without aliases, one pass prints the final text: everything inline
    // with local scope (where MLIR ends the op: no blank line, no
    // resources), or when nothing in the context can have an alias.
    let aliases_possible = !opts.local_scope && collector.may_find_aliases(ctx, opts.debug_info);
    let mut state = OpPrintState {
        names: std::sync::Arc::new(NameState::new(ctx, op, opts.generic)),
        opts,
        indent: 0,
        default_dialects: vec!["builtin"],
        collecting: aliases_possible.then_some(collector),
        spare_types: Vec::new(),
        parallel_top: None,
    };
    if !aliases_possible {
        let shared = super::SharedState::default();
        *out = print_final(ctx, op, &mut state, sink, None, &shared)?;
        if !opts.local_scope {
            out.push('\n');
            print_resources(ctx, &shared.used_resources(), out);
        }
        return Ok(());
    }
    // Pass 1: visit everything in print order to collect the aliases and
    // the resource handles printed; its text is dropped as it goes.
    let resources = {
        let mut p = OpPrinter { p: Printer::new(ctx), st: &mut state, drain: Drain::Discard };
        p.print_op_line(op);
        p.p.shared.used_resources()
    };
    let named = state.collecting.take().expect("pass 1 collects").finish();
    let mut aliases: FxHashMap<Attr, String> = FxHashMap::default();
    let mut type_aliases: FxHashMap<Type, String> = FxHashMap::default();
    for n in &named {
        match n.target {
            Aliased::Attr(a) => aliases.insert(a, n.name.clone()),
            Aliased::Type(t) => type_aliases.insert(t, n.name.clone()),
        };
    }
    let shared = super::SharedState::default();
    let print_def = |out: &mut Output, target: Aliased, name: &str| {
        let mut pr = Printer::new(ctx);
        pr.shared = shared.clone();
        pr.attr_aliases = Some(&aliases);
        pr.type_aliases = Some(&type_aliases);
        pr.alias_defining = Some(target);
        match target {
            Aliased::Attr(a) => {
                let _ = write!(out, "#{name} = ");
                pr.print_attr(a);
            }
            Aliased::Type(t) => {
                let _ = write!(out, "!{name} = ");
                pr.print_type(t);
            }
        }
        out.push_bytes(pr.out.as_bytes());
        out.push('\n');
    };
    for n in named.iter().filter(|n| !n.deferred) {
        print_def(out, n.target, &n.name);
    }
    if let Some(sink) = sink.as_mut() {
        out.drain_to(*sink)?;
    }
    // Pass 2: print.
    let text = print_final(ctx, op, &mut state, sink, Some((&aliases, &type_aliases)), &shared)?;
    if out.is_empty() {
        *out = text;
    } else {
        out.push_bytes(text.as_bytes());
    }
    out.push('\n');
    for n in named.iter().filter(|n| n.deferred) {
        print_def(out, n.target, &n.name);
    }
    print_resources(ctx, &resources, out);
    Ok(())
}

/// The aliases the final pass prints with.
type AliasNames<'a> = (&'a FxHashMap<Attr, String>, &'a FxHashMap<Type, String>);

/// Prints `op` as the final pass, streaming into `sink` if there is one.
fn print_final<'a>(
    ctx: &'a Context,
    op: OpId,
    state: &mut OpPrintState,
    sink: Option<&mut dyn std::io::Write>,
    aliases: Option<AliasNames<'a>>,
    shared: &super::SharedState,
) -> std::io::Result<Output> {
    let drain = match sink {
        Some(sink) => Drain::Write { sink, error: None },
        None => Drain::Keep,
    };
    if prints_on_threads(ctx, op, state.opts) {
        state.parallel_top = Some(op);
    }
    let mut p = OpPrinter { p: Printer::new(ctx), st: state, drain };
    if let Some((attrs, types)) = aliases {
        p.p.attr_aliases = Some(attrs);
        p.p.type_aliases = Some(types);
    }
    p.p.shared = shared.clone();
    p.print_op_line(op);
    match p.drain {
        Drain::Write { error: Some(e), .. } => Err(e),
        _ => Ok(std::mem::take(&mut p.p.out)),
    }
}

/// Values from which the top level's ops print on several threads
/// (below, starting threads costs more than it saves).
const PARALLEL_PRINT_MIN_VALUES: usize = 1 << 15;

/// Whether the final pass prints the ops of `op`'s blocks on several
/// threads: with threads, for a large input without distinct attributes
/// (numbered in print order, as one thread meets them).
fn prints_on_threads(ctx: &Context, op: OpId, opts: PrintOptions) -> bool {
    ctx.multithreading
        && !opts.local_scope
        && ods_ir_core::parallel::threads() > 1
        && ctx.value_count() >= PARALLEL_PRINT_MIN_VALUES
        && !ctx.has_distinct_attrs()
        && op.regions(ctx).iter().any(|r| r.blocks(ctx).iter().any(|b| b.first_op(ctx) != b.last_op(ctx)))
}

/// The file metadata after a blank line: the blobs of the resource
/// handles printed (`used`, in first-use order; a handle without a blob
/// has no entry), then the `external_resources` read; nothing when there
/// are neither.
fn print_resources(ctx: &Context, used: &[(&'static str, Box<[u8]>)], out: &mut Output) {
    // One group per dialect; the builtin dialect's last, as MLIR prints
    // them.
    /// A dialect's blobs to print, by key.
    type Group<'a> = (&'a str, Vec<(&'a [u8], &'a ResourceBlob)>);
    let mut groups: Vec<Group> = Vec::new();
    for (dialect, key) in used {
        let Some(blob) = ctx.resource_blob(dialect, key) else { continue };
        match groups.iter_mut().find(|(d, _)| d == dialect) {
            Some((_, blobs)) => blobs.push((key, blob)),
            None => groups.push((dialect, vec![(key, blob)])),
        }
    }
    groups.sort_by_key(|(d, _)| *d == "builtin");
    let external: Vec<_> = ctx.external_resources().iter().filter(|g| !g.entries.is_empty()).collect();
    if groups.is_empty() && external.is_empty() {
        return;
    }
    let mut pr = Printer::new(ctx);
    pr.out.push_str("\n{-#\n");
    if !groups.is_empty() {
        pr.out.push_str("  dialect_resources: {\n");
        for (g, (dialect, blobs)) in groups.iter().enumerate() {
            let _ = writeln!(pr.out, "    {dialect}: {{");
            for (i, (key, blob)) in blobs.iter().enumerate() {
                pr.out.push_str("      ");
                pr.print_keyword_or_string(key);
                pr.out.push_str(": ");
                print_blob(&mut pr, blob);
                pr.out.push_str(if i + 1 < blobs.len() { ",\n" } else { "\n" });
            }
            pr.out.push_str(if g + 1 < groups.len() { "    },\n" } else { "    }\n" });
        }
        pr.out.push_str("  }");
        pr.out.push_str(if external.is_empty() { "\n" } else { ",\n" });
    }
    if !external.is_empty() {
        pr.out.push_str("  external_resources: {\n");
        for (i, group) in external.iter().enumerate() {
            let _ = writeln!(pr.out, "    {}: {{", group.name);
            for (j, (key, value)) in group.entries.iter().enumerate() {
                pr.out.push_str("      ");
                pr.print_keyword_or_string(key);
                pr.out.push_str(": ");
                match value {
                    ExternalResourceValue::Bool(b) => pr.out.push_str(if *b { "true" } else { "false" }),
                    ExternalResourceValue::String(s) => pr.print_escaped_string(s),
                    ExternalResourceValue::Blob(blob) => print_blob(&mut pr, blob),
                }
                pr.out.push_str(if j + 1 < group.entries.len() { ",\n" } else { "\n" });
            }
            pr.out.push_str(if i + 1 < external.len() { "    },\n" } else { "    }\n" });
        }
        pr.out.push_str("  }\n");
    }
    pr.out.push_str("#-}\n");
    out.push_bytes(pr.out.as_bytes());
}

/// A blob as `"0x"`, its alignment (4 bytes, little endian) and its data in hex.
fn print_blob(pr: &mut Printer, blob: &ResourceBlob) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    pr.out.push_str("\"0x");
    // MLIR prints the alignment of a blob without data as 0.
    let alignment = if blob.data.is_empty() { 0 } else { blob.alignment };
    for b in alignment.to_le_bytes().iter().chain(blob.data.iter()) {
        pr.out.push_bytes(&[HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
    }
    pr.out.push('"');
}

/// How [`OpPrinter::print_region`] prints a region: MLIR's `printRegion`
/// flags, named. The default is MLIR's: entry arguments and terminators
/// shown, an empty entry block left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionStyle {
    /// Print the entry block's header `^bb0(%arg: type):` when it has arguments.
    pub entry_args: bool,
    /// Print the last op of the entry block when it is a terminator.
    pub terminators: bool,
    /// Print the header of an entry block that holds no ops.
    pub empty_block: bool,
}

impl Default for RegionStyle {
    fn default() -> Self {
        RegionStyle { entry_args: true, terminators: true, empty_block: false }
    }
}

impl RegionStyle {
    /// The entry block's arguments are printed by the op itself (as a
    /// function signature or an `(%iv = ...)` header), so not again.
    pub fn without_entry_args(self) -> Self {
        RegionStyle { entry_args: false, ..self }
    }
    /// Whether the entry block's terminator is printed.
    pub fn terminators(self, on: bool) -> Self {
        RegionStyle { terminators: on, ..self }
    }
    /// Whether the header of an empty entry block is printed.
    pub fn empty_block(self, on: bool) -> Self {
        RegionStyle { empty_block: on, ..self }
    }
}

/// The printer as seen by a custom op printer (MLIR's `OpAsmPrinter`).
pub struct OpPrinter<'a, 's> {
    /// The underlying printer, for types and attributes.
    p: Printer<'a>,
    st: &'s mut OpPrintState,
    /// Where finished lines go.
    drain: Drain<'s>,
}

/// Where an op printer's finished lines go as it prints, so that a large
/// output (100,000 nested regions print 10 GB of indentation) is not held
/// in memory.
enum Drain<'s> {
    /// They stay in the printer's output.
    Keep,
    /// They are dropped (the alias-collecting pass).
    Discard,
    /// They are written to `sink`; the first error is kept, and what comes
    /// after it is dropped.
    Write { sink: &'s mut dyn std::io::Write, error: Option<std::io::Error> },
}

/// How many bytes a streaming printer holds before it hands them on.
const DRAIN_AT: usize = 1 << 16;

impl<'a, 's> OpPrinter<'a, 's> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }
    /// The underlying printer, for a type's or attribute's parameters
    /// printed by a function written for [`Printer`].
    pub fn printer(&mut self) -> &mut Printer<'a> {
        &mut self.p
    }
    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }
    /// Appends `n` in decimal (without formatting it into a string first).
    pub fn write_i64(&mut self, n: i64) {
        self.p.out.push_i64(n);
    }
    /// Starts a new line at the current indentation.
    pub fn print_new_line(&mut self) {
        self.p.out.push('\n');
        let n = self.st.indent;
        self.p.out.push_spaces(n);
    }

    /// An SSA value `%name`.
    pub fn print_operand(&mut self, v: Value) {
        self.st.names.write_value(self.p.ctx, &mut self.p.out, v, true);
    }
    /// What [`Self::print_operand`] prints for `v` (`%name` or `%name#N`),
    /// as MLIR's `printOperand(value, stream)`: a printer can compare the
    /// names it would print with those it was asked for.
    pub fn operand_text(&self, v: Value) -> String {
        let mut out = Output::default();
        self.st.names.write_value(self.p.ctx, &mut out, v, true);
        String::from_utf8_lossy(out.as_bytes()).into_owned()
    }
    /// Names the entry arguments of `region` as the values `names` print
    /// (MLIR's `shadowRegionArgs`): an op isolated from above whose custom
    /// form passes its operands into its region prints them under one name,
    /// as its parser reads them with name shadowing.
    pub fn shadow_region_args(&mut self, region: RegionId, names: &[Value]) {
        let ctx = self.p.ctx;
        let Some(entry) = region.entry_block(ctx) else { return };
        for (&arg, &v) in entry.args(ctx).iter().zip(names) {
            let text = self.operand_text(v);
            std::sync::Arc::make_mut(&mut self.st.names).set_name_unchecked(arg, &text[1..]);
        }
    }
    /// The results of the affine map `map` with its dimensions and symbols
    /// named by `operands` (dimensions first), `symbol(%x)` for a symbol
    /// (MLIR's `printAffineMapOfSSAIds`).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: Attr, operands: &[Value]) {
        use crate::affine::SsaSegment;
        let text = match map.kind(self.p.ctx) {
            crate::attrs::AttrKind::AffineMap(t) => t.clone(),
            _ => return,
        };
        let num_dims = crate::affine::num_dims(&text);
        for seg in crate::affine::ssa_result_segments(&text) {
            match seg {
                SsaSegment::Text(t) => self.write(&t),
                SsaSegment::Dim(i) => self.print_operand_or_null(operands.get(i).copied()),
                SsaSegment::Sym(i) => {
                    self.write("symbol(");
                    self.print_operand_or_null(operands.get(num_dims + i).copied());
                    self.write(")");
                }
            }
        }
    }
    /// An operand, or MLIR's `<<NULL VALUE>>` for a missing one.
    fn print_operand_or_null(&mut self, v: Option<Value>) {
        match v {
            Some(v) => self.print_operand(v),
            None => self.write("<<NULL VALUE>>"),
        }
    }
    /// Operands separated by `, `.
    pub fn print_operands(&mut self, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_operand(*v);
        }
    }
    /// A type.
    pub fn print_type(&mut self, t: Type) {
        self.collect_types(&[t]);
        self.p.print_type(t);
    }
    /// An empty list to collect types into (printing an op's types then
    /// allocates nothing); give it back with [`Self::give_type_buffer`].
    pub fn take_type_buffer(&mut self) -> Vec<Type> {
        self.st.spare_types.pop().unwrap_or_default()
    }
    /// Keeps a list from [`Self::take_type_buffer`] for the next op.
    pub fn give_type_buffer(&mut self, mut types: Vec<Type>) {
        types.clear();
        self.st.spare_types.push(types);
    }
    /// Types separated by `, `.
    pub fn print_types(&mut self, ts: &[Type]) {
        self.collect_types(ts);
        self.p.print_type_list(ts);
    }
    /// `(ins) -> outs`.
    pub fn print_functional_type(&mut self, ins: &[Type], outs: &[Type]) {
        self.collect_types(ins);
        self.collect_types(outs);
        self.p.write("(");
        self.p.print_type_list(ins);
        self.p.write(") -> ");
        self.p.print_result_types(outs);
    }
    /// `-> T` or `-> (T, ...)` (nothing for no results).
    pub fn print_arrow_type_list(&mut self, ts: &[Type]) {
        if ts.is_empty() {
            return;
        }
        self.write(" -> ");
        self.collect_types(ts);
        self.p.print_result_types(ts);
    }
    /// An attribute with its type.
    pub fn print_attribute(&mut self, a: Attr) {
        self.print_attr_elide(a, TypeElision::Never);
    }
    /// An attribute without its `: type`.
    pub fn print_attribute_without_type(&mut self, a: Attr) {
        self.print_attr_elide(a, TypeElision::Must);
    }
    fn print_attr_elide(&mut self, a: Attr, e: TypeElision) {
        if self.st.collecting.is_some() {
            self.collect_attr(a);
        }
        self.p.print_attr_elide(a, e);
    }
    /// `@name` of an interned symbol.
    pub fn print_symbol_name(&mut self, s: Sym) {
        self.p.print_symbol_ref(s);
    }
    /// `@name` from its text.
    pub fn print_symbol_text(&mut self, name: &(impl AsRef<[u8]> + ?Sized)) {
        self.p.print_symbol_text(name);
    }
    /// A quoted string literal with MLIR's escapes.
    pub fn print_escaped_string(&mut self, s: &str) {
        self.p.print_escaped_string(s.as_bytes());
    }

    /// ` {a = 1, ...}` (with `keyword`: ` attributes {a = 1, ...}`) of the
    /// entries given, in their order; nothing when there are none.
    pub fn print_attr_dict_entries(&mut self, entries: &[(Sym, Attr)], keyword: bool) {
        if entries.is_empty() {
            return;
        }
        self.write(if keyword { " attributes {" } else { " {" });
        self.print_named(entries);
        self.write("}");
    }
    /// ` {a = 1, ...}` of the op's attributes minus `elided` (nothing when empty).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.filtered_attrs(op, elided);
        if attrs.is_empty() {
            return;
        }
        self.write(" {");
        self.print_named(&attrs);
        self.write("}");
    }
    /// ` attributes {...}` of the op's attributes minus `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.filtered_attrs(op, elided);
        if attrs.is_empty() {
            return;
        }
        self.write(" attributes {");
        self.print_named(&attrs);
        self.write("}");
    }
    fn filtered_attrs(&self, op: OpId, elided: &[&str]) -> Vec<(Sym, Attr)> {
        let ctx = self.p.ctx;
        op.all_attrs(ctx).into_iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).collect()
    }
    fn print_named(&mut self, attrs: &[(Sym, Attr)]) {
        if self.st.collecting.is_some() {
            for (_, a) in attrs {
                self.collect_attr(*a);
            }
        }
        self.p.print_named_attrs(attrs);
    }

    /// An entry-block argument `%arg0: type` (with its location under
    /// debug info).
    pub fn print_region_argument(&mut self, v: Value) {
        self.print_region_argument_with_attrs(v, None);
    }

    /// ` loc(...)` under debug info, through its alias when it has one
    /// (MLIR's `printOptionalLocationSpecifier`). As in MLIR, the location
    /// gets its alias also without debug info, where it is not printed.
    pub fn print_optional_location_specifier(&mut self, l: Location) {
        self.visit_loc(l, false);
        if self.st.opts.debug_info {
            self.write(" ");
            self.p.print_location(l);
        }
    }

    /// A region argument without its type, `%arg0` (with its location
    /// under debug info), as MLIR's `printRegionArgument` omitting the
    /// type prints an induction variable.
    pub fn print_untyped_region_argument(&mut self, v: Value) {
        self.print_operand(v);
        self.print_argument_location(v);
    }

    /// ` loc(...)` of a region argument under debug info: written out, as
    /// MLIR prints block arguments' locations without their aliases.
    fn print_argument_location(&mut self, v: Value) {
        if self.st.opts.debug_info {
            let l = v.loc(self.p.ctx);
            self.visit_loc(l, false);
            self.write(" ");
            self.p.print_location_inline(l);
        }
    }

    /// A region argument with its attributes, `%arg0: i32 {a = 1}`, as
    /// MLIR's `printRegionArgument` with attributes: the dictionary (when
    /// not empty) goes before the location. As in MLIR, the attributes
    /// make no aliases of their own (its alias collector does not visit
    /// them): they print through aliases made elsewhere, else in full.
    pub fn print_region_argument_with_attrs(&mut self, v: Value, attrs: Option<Attr>) {
        self.print_operand(v);
        self.write(": ");
        self.print_type(v.ty(self.p.ctx));
        if let Some(d) = attrs.filter(|d| d.as_dictionary(self.p.ctx).is_some_and(|e| !e.is_empty())) {
            self.write(" ");
            self.p.print_attr_elide(d, TypeElision::Never);
        }
        self.print_argument_location(v);
    }

    /// A successor block `^bb`.
    pub fn print_successor(&mut self, b: BlockId) {
        self.print_block_name(b);
    }

    /// Whether region `r` of `op` shows its terminator: not when it is the
    /// terminator `op` adds implicitly (`SingleBlockImplicitTerminator`)
    /// and carries no operands or attributes, as the printers mlir-tblgen
    /// generates for a format's region decide.
    pub fn prints_terminator(&self, op: OpId, r: RegionId) -> bool {
        let ctx = self.p.ctx;
        let Some(term) = op.def(ctx).and_then(|d| d.implicit_terminator) else { return true };
        let Some(last) = r.entry_block(ctx).and_then(|b| b.last_op(ctx)) else { return true };
        !(last.name_str(ctx) == term && last.num_operands(ctx) == 0 && last.all_attrs(ctx).is_empty())
    }

    /// `{ ... }` of a region at the current indentation.
    pub fn print_region(&mut self, r: RegionId, style: RegionStyle) {
        let RegionStyle {
            entry_args: print_entry_args,
            terminators: print_terminators,
            empty_block: print_empty_block,
        } = style;
        let ctx = self.p.ctx;
        self.write("{\n");
        if let Some(entry) = r.entry_block(ctx) {
            let dd = r.parent_op(ctx).and_then(|o| o.def(ctx)).map_or("", |d| d.default_dialect);
            self.st.default_dialects.push(dd);
            let header =
                (print_empty_block && entry.is_empty(ctx)) || (print_entry_args && !entry.args(ctx).is_empty());
            self.print_block(entry, header, print_terminators);
            let mut b = entry.next_block(ctx);
            while let Some(x) = b {
                self.print_block(x, true, true);
                b = x.next_block(ctx);
            }
            self.st.default_dialects.pop();
        }
        let n = self.st.indent;
        self.p.out.push_spaces(n);
        self.write("}");
    }

    fn print_block_name(&mut self, b: BlockId) {
        match self.st.names.blocks[b] {
            Some(n) => {
                let _ = write!(self.p.out, "^bb{n}");
            }
            None => self.write("^INVALIDBLOCK"),
        }
    }

    /// Hands the finished lines on, once there are enough of them.
    fn drain_lines(&mut self) {
        if self.p.out.as_bytes().len() < DRAIN_AT {
            return;
        }
        match &mut self.drain {
            Drain::Keep => {}
            Drain::Discard => self.p.out.discard(),
            Drain::Write { sink, error } => {
                if error.is_some() {
                    self.p.out.discard();
                } else if let Err(e) = self.p.out.drain_to(*sink) {
                    *error = Some(e);
                }
            }
        }
    }

    fn print_block(&mut self, b: BlockId, header: bool, print_terminator: bool) {
        let ctx = self.p.ctx;
        if header {
            let n = self.st.indent;
            self.p.out.push_spaces(n);
            self.print_block_name(b);
            let args = b.args(ctx).to_vec();
            if !args.is_empty() {
                self.write("(");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_region_argument(*a);
                }
                self.write(")");
            }
            self.write(":");
            let preds = b.predecessors(ctx);
            if preds.is_empty() {
                if !b.is_entry(ctx) {
                    self.write("  // no predecessors");
                }
            } else {
                // One entry per edge, as MLIR's `getSinglePredecessor` and
                // its sorted list count them (`2 preds: ^bb0, ^bb0`).
                let mut pb: Vec<BlockId> = preds.iter().filter_map(|o| o.parent_block(ctx)).collect();
                if pb.len() == 1 {
                    self.write("  // pred: ");
                    self.print_block_name(pb[0]);
                } else {
                    pb.sort_by_key(|x| self.st.names.blocks[*x].unwrap_or(u32::MAX));
                    let _ = write!(self.p.out, "  // {} preds: ", pb.len());
                    for (i, x) in pb.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_block_name(*x);
                    }
                }
            }
            self.write("\n");
        }
        self.st.indent += 2;
        self.p.indent = self.st.indent;
        let last = b.last_op(ctx);
        let skip_last = !print_terminator && last.is_some_and(|o| o.has_trait(ctx, Traits::TERMINATOR));
        let printed = b.op_iter(ctx).take_while(|&op| !(skip_last && Some(op) == last));
        if self.st.parallel_top.is_some() && self.st.parallel_top == b.parent_op(ctx) && self.st.collecting.is_none() {
            let ops: Vec<OpId> = printed.collect();
            self.print_ops_on_threads(&ops);
        } else {
            for op in printed {
                self.print_op_line(op);
                self.write("\n");
                self.drain_lines();
            }
        }
        self.st.indent -= 2;
        self.p.indent = self.st.indent;
    }

    /// The lines of `ops` (of one block) printed on threads: split into at
    /// most 64 runs per thread (so that threads start a bounded number of
    /// times, however many small ops there are), each run printed into a
    /// text of its own, a few runs at a time so that little text waits,
    /// and the texts joined in order; the resource handles each printed
    /// are noted in order too, so the result is the single thread's.
    fn print_ops_on_threads(&mut self, ops: &[OpId]) {
        let ctx = self.p.ctx;
        let (names, opts, indent) = (self.st.names.clone(), self.st.opts, self.st.indent);
        let dialects = self.st.default_dialects.clone();
        let (attr_aliases, type_aliases) = (self.p.attr_aliases, self.p.type_aliases);
        let threads = ods_ir_core::parallel::threads();
        let runs: Vec<&[OpId]> = ops.chunks(ops.len().div_ceil(64 * threads).max(1)).collect();
        for runs in runs.chunks(2 * threads) {
            let printed = ods_ir_core::parallel::map_indices(
                runs.len(),
                || (),
                |_, i| {
                    let mut st = OpPrintState {
                        names: names.clone(),
                        opts,
                        indent,
                        default_dialects: dialects.clone(),
                        collecting: None,
                        spare_types: Vec::new(),
                        parallel_top: None,
                    };
                    let mut p = OpPrinter { p: Printer::new(ctx), st: &mut st, drain: Drain::Keep };
                    (p.p.attr_aliases, p.p.type_aliases, p.p.indent) = (attr_aliases, type_aliases, indent);
                    for &op in runs[i] {
                        p.print_op_line(op);
                        p.write("\n");
                    }
                    (std::mem::take(&mut p.p.out), p.p.shared.used_resources())
                },
            );
            for (text, resources) in printed {
                for (dialect, key) in resources {
                    self.p.shared.use_resource(dialect, &key);
                }
                self.p.out.push_bytes(text.as_bytes());
                self.drain_lines();
            }
        }
    }

    /// Indentation, results, the op, and its location under debug info.
    fn print_op_line(&mut self, op: OpId) {
        crate::stack::deep(|| self.print_op_line_inner(op))
    }

    fn print_op_line_inner(&mut self, op: OpId) {
        // What comes before an op's line is final, as what comes before
        // the end of a block's op: a nested op's lines go out before those
        // of the op around it are finished, and its end lines as they come.
        self.drain_lines();
        let ctx = self.p.ctx;
        // Collecting aliases for the generic form: this pass's text is
        // never the output (see `print_top`), so only what holds
        // attributes and types is visited.
        let visit_only = self.st.collecting.is_some() && self.st.opts.generic;
        let n = self.st.indent;
        if !visit_only {
            self.p.out.push_spaces(n);
        }
        if self.st.opts.debug_info {
            self.visit_loc(op.loc(ctx), true);
        }
        let nres = op.num_results(ctx);
        if nres > 0 && !visit_only {
            // The first result of each group: one group unless named so.
            let group_start = |names: &NameState, gi: usize| names.groups.get(&op).map_or(0, |g| g[gi]);
            let ngroups = self.st.names.groups.get(&op).map_or(1, |g| g.len());
            for gi in 0..ngroups {
                if gi > 0 {
                    self.write(", ");
                }
                let start = group_start(&self.st.names, gi);
                let end = if gi + 1 < ngroups { group_start(&self.st.names, gi + 1) } else { nres as u32 };
                self.st.names.write_value(ctx, &mut self.p.out, op.result(ctx, start as usize), false);
                if end - start > 1 {
                    let _ = write!(self.p.out, ":{}", end - start);
                }
            }
            self.write(" = ");
        }
        self.print_op_body(op);
        if self.st.opts.debug_info {
            self.write(" ");
            self.p.print_location(op.loc(ctx));
        }
    }

    fn print_op_body(&mut self, op: OpId) {
        let ctx = self.p.ctx;
        if !self.st.opts.generic {
            let custom = match op.def(ctx).and_then(crate::parse::OpAsm::of) {
                Some(asm) => Some(asm.print),
                // Else the dialect's printer, if it has one for this op
                // (MLIR's `Dialect::getOperationPrinter`).
                None => dialect_op_printer(ctx, op),
            };
            if let Some(print) = custom {
                let dd = self.st.default_dialects.last().copied().unwrap_or("");
                let name = op.name_str(ctx);
                let short = name
                    .strip_prefix(dd)
                    .and_then(|r| r.strip_prefix('.'))
                    .filter(|r| !dd.is_empty() && !r.contains('.'))
                    .unwrap_or(name);
                self.write(short);
                print(self, op);
                return;
            }
        }
        self.print_generic_op(op);
    }

    /// The generic form `"name"(operands)[succ] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.p.ctx;
        if self.st.collecting.is_some() {
            // Visit in MLIR's alias order: regions, types, then attributes.
            for &r in op.regions(ctx) {
                self.print_region(r, RegionStyle::default().empty_block(true));
            }
            // Visited, not printed: this pass's text is not kept.
            if let Some(c) = self.st.collecting.as_mut() {
                for t in op.operand_type_iter(ctx).chain(op.result_type_iter(ctx)) {
                    c.visit_type(ctx, t, false);
                }
            }
            // MLIR visits the values of `getAttrs()`: the discardable
            // attributes and, for a registered op, the inherent ones held
            // in its properties, in one list sorted by name (not the
            // dictionaries themselves, nor an unregistered op's properties).
            let mut entries: Vec<(Sym, Attr)> = Vec::new();
            let dicts = [op.discardable_attrs(ctx), op.properties(ctx).filter(|_| op.is_registered(ctx))];
            for d in dicts.into_iter().flatten() {
                entries.extend(d.as_dictionary(ctx).into_iter().flatten().copied());
            }
            entries.sort_by(|a, b| ctx.sym_bytes(a.0).cmp(ctx.sym_bytes(b.0)));
            for (_, a) in entries {
                self.collect_attr(a);
                self.p.note_resources(a);
            }
            return;
        }
        self.p.print_escaped_string(ctx.sym_bytes(ctx.op_name_info(op.name(ctx)).name));
        self.write("(");
        self.print_operands(op.operands(ctx));
        self.write(")");
        let succ = op.successors(ctx);
        if !succ.is_empty() {
            self.write("[");
            for (i, b) in succ.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_block_name(*b);
            }
            self.write("]");
        }
        if let Some(p) = op.properties(ctx) {
            self.write(" <");
            self.print_attribute(p);
            self.write(">");
        }
        let regions = op.regions(ctx);
        if !regions.is_empty() {
            self.write(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_region(*r, RegionStyle::default().empty_block(true));
            }
            self.write(")");
        }
        if let Some(d) = op.discardable_attrs(ctx) {
            if let Some(entries) = d.as_dictionary(ctx) {
                if !entries.is_empty() {
                    self.write(" {");
                    self.print_named(entries);
                    self.write("}");
                }
            }
        }
        // `print_functional_type` without collecting the types: aliases
        // were collected above, in the first pass.
        self.write(" : (");
        self.p.print_type_iter(op.operand_type_iter(ctx));
        self.write(") -> ");
        self.p.print_result_type_iter(op.result_type_iter(ctx));
    }

    // ----- alias collection -----

    /// Visits types for aliases of the attributes nested in them.
    fn collect_types(&mut self, ts: &[Type]) {
        let ctx = self.p.ctx;
        if let Some(c) = self.st.collecting.as_mut() {
            for &t in ts {
                c.visit_type(ctx, t, false);
            }
        }
    }

    fn collect_attr(&mut self, a: Attr) {
        let ctx = self.p.ctx;
        if let Some(c) = self.st.collecting.as_mut() {
            c.visit_attr(ctx, a, false);
        }
    }

    fn visit_loc(&mut self, l: Location, deferrable: bool) {
        let ctx = self.p.ctx;
        if let Some(c) = self.st.collecting.as_mut() {
            c.visit_attr(ctx, l.0, deferrable);
        }
    }
}

/// See [`super::op_to_generic_string`].
pub(crate) fn op_alone_to_string(ctx: &Context, op: OpId, generic: bool, debug_info: bool) -> String {
    let mut scope = op;
    while let Some(p) = scope.parent_op(ctx) {
        scope = p;
        if p.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE) {
            break;
        }
    }
    let names = NameState::new(ctx, scope, generic);
    let mut state = OpPrintState {
        names: std::sync::Arc::new(names),
        opts: PrintOptions { generic, debug_info, local_scope: false },
        indent: 0,
        default_dialects: vec![""],
        collecting: None,
        spare_types: Vec::new(),
        parallel_top: None,
    };
    let mut p = OpPrinter { p: Printer::new(ctx), st: &mut state, drain: Drain::Keep };
    p.print_op_line(op);
    std::mem::take(&mut p.p.out).into_string()
}

/// The printer that the dialect of `op` has for its custom form, for an op
/// without one of its own (see [`DialectOpAsm`](crate::parse::DialectOpAsm)).
fn dialect_op_printer(ctx: &Context, op: OpId) -> Option<crate::parse::PrintFn> {
    let (dialect, _) = op.name_str(ctx).split_once('.')?;
    let hooks = ctx.registry().dialect(dialect)?.interface::<crate::parse::DialectOpAsm>()?;
    (hooks.print)(ctx, op)
}
