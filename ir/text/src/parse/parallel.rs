//! Reading the bodies of isolated-from-above ops (functions) on several
//! threads. The main parse skims each large body to its closing brace and
//! leaves its region empty; once the whole input is read, the bodies are
//! parsed in parallel, each thread into a context of its own
//! ([`Context::worker`]), and moved into the main context with
//! [`Context::adopt_all`]; or, when asked, a context that read one
//! function's body is kept as that function's copy, holding its only body,
//! for the verifier and a pass pipeline to work on where it is
//! ([`IsolatedCopies`]).
//!
//! The result is the single-threaded parse's, handle order aside: a body is
//! read apart only when nothing outside it changes how it reads (no value
//! name of the enclosing regions is visible, it uses no alias defined after
//! it, no forward location alias and no `distinct` numbering), and any
//! error, anywhere, sends the whole input back to the single-threaded
//! parse, which reports it as it always does.

use super::asm::{Argument, SourceName, SsaName};
use super::lexer::Tok;
use super::ops::SsaState;
use super::{ParseOptions, Parser};
use crate::attrs::{Attr, Location};
use crate::context::{Context, IsolatedCopies, OpId, RegionId};
use crate::diag::Diagnostic;
use crate::registry::PResult;
use crate::types::Type;

/// Inputs smaller than this are read on one thread: below it, starting
/// threads and contexts costs more than it saves.
const MIN_INPUT_BYTES: usize = 1 << 20;
/// Bodies smaller than this are read in place.
const MIN_BODY_BYTES: usize = 16 << 10;
/// How many runs of bodies each thread reads, at most.
const RUNS_PER_THREAD: usize = 32;

/// Whether, and how, a parser reads the bodies of isolated ops.
pub(crate) enum Bodies {
    /// Where they are: the single-threaded parse.
    InPlace,
    /// Bodies of `min_bytes` to `max_bytes` are skimmed and collected in
    /// `deferred`, to be read later.
    Defer { min_bytes: usize, max_bytes: usize, deferred: Vec<DeferredBody> },
    /// This parser reads bodies that were deferred: only aliases defined
    /// before a body are visible in it, and `distinct` attributes, whose
    /// numbers belong to the whole file, are refused (the input is then
    /// read on one thread).
    Apart,
}

/// A body left to be read later.
pub(crate) struct DeferredBody {
    /// The empty region the op was given.
    region: RegionId,
    /// The offsets of its `{` and of the matching `}`.
    open: u32,
    close: u32,
    /// The entry block arguments the op's syntax named.
    args: Vec<DeferredArg>,
    /// The default dialects of the enclosing ops.
    default_dialects: Vec<&'static str>,
}

impl DeferredBody {
    fn len(&self) -> usize {
        (self.close - self.open) as usize
    }
}

/// An [`Argument`] with its name as text, for another parser's table.
struct DeferredArg {
    name: DeferredName,
    ty: Type,
    number: u32,
    attrs: Option<Attr>,
    loc: Option<Location>,
    at: u32,
}

enum DeferredName {
    Number(u64),
    Named(Box<[u8]>),
}

/// The sizes of the bodies read apart, if any are: set by the options,
/// else on a multi-core machine with threading on, for large inputs, up to
/// half the input (a larger body, a module's, gains nothing from being
/// read later: read in place, the bodies in it can be).
fn body_sizes(ctx: &Context, src: &[u8], opts: &ParseOptions) -> Option<(usize, usize)> {
    if let Some(min) = opts.parallel_min_body {
        return Some((min, usize::MAX));
    }
    let worth_it = ctx.multithreading && ods_ir_core::parallel::threads() > 1 && src.len() >= MIN_INPUT_BYTES;
    worth_it.then_some((MIN_BODY_BYTES, src.len() / 2))
}

/// Parses `src` reading large bodies apart, when the options and the
/// machine allow it; `None` when the input is to be read on one thread.
/// With `keep_copies`, the contexts that read the body of an isolated op
/// with one region and no operands, alone, are kept as copies holding that
/// op's only body (its region stays empty in `ctx`).
pub(crate) fn parse(
    ctx: &mut Context,
    src: &[u8],
    file: &str,
    opts: &ParseOptions,
    keep_copies: bool,
) -> Option<Result<(OpId, IsolatedCopies), Diagnostic>> {
    let (min_bytes, max_bytes) = body_sizes(ctx, src, opts)?;
    let diagnostics = ctx.diagnostics_len();
    // Checked once: the threads read the same text.
    let text = super::utf8_prefix(src);
    let mut p = Parser::for_text(ctx, src, text, file, opts);
    p.bodies = Bodies::Defer { min_bytes, max_bytes, deferred: Vec::new() };
    let top = p.parse_top_level();
    let Bodies::Defer { deferred, .. } = std::mem::replace(&mut p.bodies, Bodies::InPlace) else {
        unreachable!("the main parse keeps its mode")
    };
    if deferred.is_empty() {
        // Nothing was read apart: this is the single-threaded parse.
        return Some(top.map(|top| (top, IsolatedCopies::default())));
    }
    let aliases = (std::mem::take(&mut p.type_aliases), std::mem::take(&mut p.attr_aliases));
    let line_starts = std::mem::take(&mut p.line_starts).into_owned();
    drop(p);
    // Runs of bodies, many per thread, the largest first, taken in turn as
    // threads finish, so that threads end together (with a few runs per
    // thread, one left over kept one thread busy for a whole body's time
    // while the other waited); each costs a context and a parser.
    let chunks = chunks(&deferred, RUNS_PER_THREAD * ods_ir_core::parallel::threads());
    let sizes: Vec<usize> = chunks.iter().map(|c| deferred[c.clone()].iter().map(DeferredBody::len).sum()).collect();
    let read = top.ok().and_then(|top| {
        let shared: &Context = ctx;
        let parsed = ods_ir_core::parallel::map_indices_by_cost(&sizes, SsaState::default, |ssa, i| {
            let mut worker = shared.worker();
            let bodies = &deferred[chunks[i].clone()];
            let regions = read_bodies(&mut worker, (src, text, &line_starts), file, opts, &aliases, bodies, ssa);
            regions.ok().map(|regions| (worker, regions))
        });
        let parsed: Option<Vec<_>> = parsed.into_iter().collect();
        Some((top, parsed?))
    });
    let Some((top, parsed)) = read else {
        ctx.truncate_diagnostics(diagnostics);
        return None;
    };
    // A context that read the body of an op kept as a copy becomes the
    // copy, holding the op's only body; the others move into `ctx`.
    let mut copies = IsolatedCopies::default();
    let (mut workers, mut moved) = (Vec::new(), Vec::new());
    for ((mut worker, regions), chunk) in parsed.into_iter().zip(chunks) {
        let bodies = &deferred[chunk.clone()];
        let kept = match bodies {
            [body] if keep_copies => body.region.parent_op(ctx),
            _ => None,
        };
        if let Some(op) = kept.filter(|&op| op.regions(ctx).len() == 1 && op.num_operands(ctx) == 0) {
            let copy = worker.import_op_shell(ctx, op);
            let copy_region = copy.regions(&worker)[0];
            worker.take_region_body(copy_region, regions[0]);
            copies.insert(op, worker, copy);
        } else {
            workers.push(worker);
            moved.push((regions, chunk));
        }
    }
    // Workers hold no diagnostics or resources (their parse gave up on any).
    let adopted = ctx.adopt_all(workers);
    for (at, (regions, chunk)) in adopted.into_iter().zip(moved) {
        for (body, &region) in deferred[chunk].iter().zip(&regions) {
            ctx.take_region_body(body.region, at.region(region));
        }
    }
    Some(Ok((top, copies)))
}

/// Splits the bodies into up to `n` runs of about the same size, in order:
/// each body goes to the run its middle falls in.
fn chunks(bodies: &[DeferredBody], n: usize) -> Vec<std::ops::Range<usize>> {
    let total: usize = bodies.iter().map(DeferredBody::len).sum();
    let n = n.clamp(1, bodies.len().max(1));
    let mut out: Vec<std::ops::Range<usize>> = Vec::new();
    let mut before = 0;
    for (i, b) in bodies.iter().enumerate() {
        let run = ((before + b.len() / 2) * n / total.max(1)).min(n - 1);
        before += b.len();
        if out.len() > run {
            out.last_mut().expect("a run was started").end = i + 1;
        } else {
            out.push(i..i + 1);
        }
    }
    out
}

type Aliases = (rustc_hash::FxHashMap<Box<str>, (Type, u32)>, rustc_hash::FxHashMap<Box<str>, (Attr, u32)>);

/// Reads `bodies` into new regions of `ctx`; an error means the input is
/// to be read on one thread (it is never shown).
fn read_bodies(
    ctx: &mut Context,
    (src, text, line_starts): (&[u8], &str, &[u32]),
    file: &str,
    opts: &ParseOptions,
    aliases: &Aliases,
    bodies: &[DeferredBody],
    ssa: &mut SsaState,
) -> PResult<Vec<RegionId>> {
    ctx.reserve_ops(super::ops::ops_room(bodies.iter().map(DeferredBody::len).sum()));
    let mut p = Parser::for_body(ctx, src, text, line_starts, file, opts);
    p.bodies = Bodies::Apart;
    // The name tables of the thread's previous run, emptied.
    p.ssa = std::mem::take(ssa);
    let regions = read_bodies_with(&mut p, aliases, bodies);
    *ssa = std::mem::take(&mut p.ssa);
    ssa.recycle();
    regions
}

/// [`read_bodies`] with its parser.
fn read_bodies_with(p: &mut Parser<'_>, aliases: &Aliases, bodies: &[DeferredBody]) -> PResult<Vec<RegionId>> {
    (p.type_aliases, p.attr_aliases) = aliases.clone();
    p.push_isolated_scope();
    let mut regions = Vec::with_capacity(bodies.len());
    for body in bodies {
        p.alias_limit = body.open;
        p.ssa.default_dialects.clone_from(&body.default_dialects);
        p.reset_to(body.open);
        let args: Vec<Argument> = body.args.iter().map(|a| p.argument(a)).collect();
        let region = p.ctx.create_region();
        p.parse_region_body(region, &args, true)?;
        if p.prev_end != body.close + 1 {
            return Err(p.err_here("the body ends elsewhere than skimmed"));
        }
        regions.push(region);
    }
    if p.has_deferred_locs() || p.ctx.diagnostics_len() > 0 {
        return Err(p.err_here("the bodies need the rest of the file"));
    }
    Ok(regions)
}

impl Parser<'_> {
    /// Leaves the body of an isolated op (the current token is its `{`)
    /// to be read later when this parse defers bodies and this one may be:
    /// of the sizes read apart, not empty, and with no
    /// value name of the enclosing regions visible or pending. Returns its
    /// region, still empty.
    pub(crate) fn defer_body(&mut self, args: &[Argument]) -> Option<RegionId> {
        let Bodies::Defer { min_bytes, max_bytes, .. } = self.bodies else {
            return None;
        };
        if !self.is(Tok::LBrace) || self.names_visible() {
            return None;
        }
        let open = self.tok.start;
        let close = skim_braces(self.src, open as usize)?;
        if !(min_bytes..=max_bytes).contains(&(close - open as usize)) {
            return None;
        }
        let region = self.ctx.create_region();
        let args = args.iter().map(|a| self.deferred_arg(a)).collect();
        let default_dialects = self.ssa.default_dialects.clone();
        let close = close as u32;
        if let Bodies::Defer { deferred, .. } = &mut self.bodies {
            deferred.push(DeferredBody { region, open, close, args, default_dialects });
        }
        self.reset_to(close + 1);
        self.prev_end = close + 1;
        Some(region)
    }

    fn deferred_arg(&self, a: &Argument) -> DeferredArg {
        let name = match a.name {
            SsaName::Number(n) => DeferredName::Number(n),
            SsaName::Named(s) => DeferredName::Named(self.ssa.names.get(s.0).as_bytes().into()),
        };
        DeferredArg { name, ty: a.ty, number: a.number, attrs: a.attrs, loc: a.loc, at: a.at }
    }

    fn argument(&mut self, a: &DeferredArg) -> Argument {
        let name = match &a.name {
            DeferredName::Number(n) => SsaName::Number(*n),
            DeferredName::Named(text) => SsaName::Named(SourceName(self.ssa.names.intern_bytes(text))),
        };
        Argument { name, ty: a.ty, number: a.number, attrs: a.attrs, loc: a.loc, at: a.at }
    }

    /// Whether `distinct` attributes may be read here (not in a body read
    /// apart: their numbers belong to the whole file).
    pub(crate) fn distinct_allowed(&self) -> bool {
        !matches!(self.bodies, Bodies::Apart)
    }
}

/// The offset of the `}` that closes the `{` at `open`, skipping string
/// literals and comments; `None` when there is none, or when no token
/// comes between the two (an empty body, which the op's parser may look
/// at: the lexer itself says so). Otherwise a wrong answer on odd input
/// costs only speed: the body's parser must end exactly there.
fn skim_braces(src: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    loop {
        // The next brace or quote, and a comment that may come before it.
        let next = i + memchr::memchr3(b'{', b'}', b'"', &src[i..])?;
        if let Some(slash) = memchr::memmem::find(&src[i..next], b"//") {
            i = memchr::memchr2(b'\n', b'\r', &src[i + slash..]).map_or(src.len(), |n| i + slash + n);
            continue;
        }
        match src[next] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return has_tokens(src, open, next).then_some(next);
                }
            }
            _ => {
                // A string literal: to its closing quote, past escapes.
                let mut j = next + 1;
                loop {
                    j += memchr::memchr2(b'"', b'\\', src.get(j..)?)?;
                    if src[j] == b'"' {
                        break;
                    }
                    j += 2;
                }
                i = j + 1;
                continue;
            }
        }
        i = next + 1;
    }
}

/// Whether a token comes between the braces at `open` and `close`, as the
/// lexer reads the text (which skips NUL bytes, for one).
fn has_tokens(src: &[u8], open: usize, close: usize) -> bool {
    let mut lexer = super::lexer::Lexer::new(src);
    lexer.pos = open + 1;
    lexer.next().start as usize != close
}

#[cfg(test)]
mod tests {
    use super::{chunks, skim_braces, DeferredBody};

    #[test]
    fn chunks_are_runs_of_about_equal_size() {
        let bodies = |sizes: &[u32]| -> Vec<DeferredBody> {
            let mut at = 0;
            let region = crate::context::Context::new().create_region();
            sizes
                .iter()
                .map(|&n| {
                    at += n;
                    DeferredBody { region, open: at - n, close: at, args: Vec::new(), default_dialects: Vec::new() }
                })
                .collect()
        };
        assert_eq!(chunks(&bodies(&[10; 10]), 2), vec![0..5, 5..10]);
        assert_eq!(chunks(&bodies(&[10; 10]), 32), (0..10).map(|i| i..i + 1).collect::<Vec<_>>());
        assert_eq!(chunks(&bodies(&[100, 1, 1, 1, 1]), 2), vec![0..1, 1..5]);
        assert_eq!(chunks(&bodies(&[0, 0]), 2), vec![0..2]);
        assert!(chunks(&[], 4).is_empty());
    }

    #[test]
    fn skim_finds_the_matching_brace() {
        let src = br#"{ a { b } "}" // }
 c }"#;
        assert_eq!(skim_braces(src, 0), Some(src.len() - 1));
        assert_eq!(skim_braces(b"{ \n // only a comment\n }", 0), None, "an empty body is read in place");
        assert_eq!(skim_braces(b"{ \0 \r\n // \r }", 0), None, "the lexer's blanks: NUL, and comments end at CR");
        assert_eq!(skim_braces(b"{ { }", 0), None);
        assert_eq!(skim_braces(br#"{ "\"}" }"#, 0), Some(8));
        assert_eq!(skim_braces(br#"{ "\"#, 0), None, "a string cut after a backslash");
        assert_eq!(skim_braces(b"{ a / b { } }", 0), Some(12));
    }
}
