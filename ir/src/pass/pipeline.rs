//! Pass pipelines as MLIR writes them, `builtin.module(func.func(canonicalize,cse),inline)`:
//! the textual form (with MLIR's parser and its error messages), the
//! nested pass managers it builds, and running them with the
//! instrumentation `mlir-opt` offers (`-mlir-print-ir-after-all`,
//! `-mlir-timing`, `-verify-each`).
//!
//! A nested pass manager runs on the ops directly inside the regions of the
//! op its parent runs on (not deeper), each of which must be registered and
//! isolated from above, as in MLIR's `OpToOpPassAdaptor`.

use super::{lookup, Pass};
use crate::context::{Context, IsolatedCopies, OpId};
use crate::diag::Diagnostic;
use crate::print::{print_op, PrintOptions};
use crate::registry::Traits;
use rustc_hash::FxHashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Passes to run on ops of one name (`func.func`) or on any op (`any`).
pub struct OpPassManager {
    /// The op name the passes run on; `None` for `any`.
    pub anchor: Option<String>,
    /// The passes and nested pass managers, in order.
    pub elements: Vec<PipelineElement>,
}

/// One step of a pipeline.
pub enum PipelineElement {
    /// A pass, run on the op the pass manager runs on.
    Pass(Box<dyn Pass>),
    /// A pass manager, run on each matching op directly nested in it.
    Nest(OpPassManager),
}

/// A pipeline that cannot be built: the text of MLIR's error, and whether
/// part of it goes to stderr on its own line (as LLVM's option parser
/// writes it) before the diagnostic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelineError {
    /// What `mlir-opt` writes straight to stderr first (without the
    /// program name), if anything.
    pub preamble: Option<String>,
    /// The diagnostic message (reported at an unknown location).
    pub message: String,
}

impl PipelineError {
    fn new(message: impl Into<String>) -> Self {
        PipelineError { preamble: None, message: message.into() }
    }
    /// The text `ods-opt` writes to stderr for this error.
    pub fn render(&self, program: &str) -> String {
        let mut s = String::new();
        if let Some(p) = &self.preamble {
            s.push_str(&format!("{program}: {p}\n"));
        }
        s.push_str(&format!("<unknown>:0: error: {}\n", self.message));
        s
    }
}

impl std::fmt::Display for PipelineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(p) = &self.preamble {
            writeln!(f, "{p}")?;
        }
        f.write_str(&self.message)
    }
}

impl OpPassManager {
    /// A pass manager for ops named `anchor` (`None`: any op).
    pub fn new(anchor: Option<String>) -> Self {
        OpPassManager { anchor, elements: Vec::new() }
    }
    /// The anchor as written: the op name or `any`.
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }
    /// Whether this pass manager runs on `op` when nested: ops of its
    /// anchor's name, or for `any` every registered op isolated from above
    /// (MLIR's `canScheduleOn`; other ops are passed over, not an error).
    fn matches(&self, ctx: &Context, op: OpId) -> bool {
        match self.anchor.as_deref() {
            Some(a) => a == op.name_str(ctx),
            None => op.is_registered(ctx) && op.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE),
        }
    }
    /// Whether there is nothing to run.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Runs the pipeline on `op`, which must match the anchor (MLIR: "can't
    /// run 'func.func' pass manager on 'builtin.module' op").
    pub fn run(&self, ctx: &mut Context, op: OpId, inst: &mut Instrumentation) -> Result<(), Diagnostic> {
        self.run_with_copies(ctx, op, inst, IsolatedCopies::default())
    }

    /// [`OpPassManager::run`], where a nested pipeline that runs first, on
    /// several threads, runs on the `copies` the parser kept of the ops it
    /// nests on instead of copying them again.
    pub fn run_with_copies(
        &self,
        ctx: &mut Context,
        op: OpId,
        inst: &mut Instrumentation,
        mut copies: IsolatedCopies,
    ) -> Result<(), Diagnostic> {
        if !self.matches(ctx, op) {
            copies.put_back(ctx);
            return Err(Diagnostic::error(
                op.loc(ctx),
                format!("can't run '{}' pass manager on '{}' op", self.anchor_name(), op.name_str(ctx)),
            ));
        }
        if inst.timing && inst.timers.is_empty() {
            inst.timers = self.timer_tree();
        }
        let mut timers = std::mem::take(&mut inst.timers);
        let r = self.run_elements(ctx, op, inst, &mut timers, &mut copies);
        inst.timers = timers;
        // Copies no element took (a pass failed first, or the pipeline
        // does not nest on them) give their bodies back.
        copies.put_back(ctx);
        r
    }

    /// The timers of this pass manager's elements, shaped like it.
    fn timer_tree(&self) -> Vec<Timer> {
        self.elements
            .iter()
            .map(|e| match e {
                PipelineElement::Pass(p) => Timer::new(p.class_name().to_string(), Vec::new()),
                PipelineElement::Nest(pm) => Timer::new(format!("'{}' Pipeline", pm.anchor_name()), pm.timer_tree()),
            })
            .collect()
    }

    /// Runs the elements on `op`; `copies` are of ops as they are now, and
    /// are put back as soon as anything else runs.
    fn run_elements(
        &self,
        ctx: &mut Context,
        op: OpId,
        inst: &mut Instrumentation,
        timers: &mut [Timer],
        copies: &mut IsolatedCopies,
    ) -> Result<(), Diagnostic> {
        for (i, e) in self.elements.iter().enumerate() {
            let start = inst.timing.then(Instant::now);
            let r = match e {
                PipelineElement::Pass(p) => {
                    copies.put_back(ctx);
                    run_pass(p.as_ref(), ctx, op, inst)
                }
                PipelineElement::Nest(pm) => {
                    let children = timers.get_mut(i).map(|t| &mut t.children[..]).unwrap_or(&mut []);
                    pm.run_nested(ctx, op, inst, children, copies)
                }
            };
            if let (Some(start), Some(t)) = (start, timers.get_mut(i)) {
                t.wall += start.elapsed();
            }
            r?;
        }
        Ok(())
    }

    /// Runs on each matching op directly inside the regions of `parent`.
    fn run_nested(
        &self,
        ctx: &mut Context,
        parent: OpId,
        inst: &mut Instrumentation,
        timers: &mut [Timer],
        copies: &mut IsolatedCopies,
    ) -> Result<(), Diagnostic> {
        let mut targets = Vec::new();
        for &r in parent.regions(ctx) {
            for b in r.blocks(ctx) {
                targets.extend(b.op_iter(ctx).filter(|&o| self.matches(ctx, o)));
            }
        }
        for &t in &targets {
            if !t.is_registered(ctx) {
                return Err(crate::verify::op_error(ctx, t, "trying to schedule a pass on an unregistered operation"));
            }
            if !t.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE) {
                return Err(crate::verify::op_error(
                    ctx,
                    t,
                    "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                ));
            }
        }
        if self.runs_in_parallel(ctx, &targets, inst) {
            // The targets' copies go to the threads; the others' bodies
            // come back first (a symbol beside the targets is copied whole).
            let given: Vec<_> = targets.iter().map(|&t| copies.take(t)).collect();
            copies.put_back(ctx);
            if let Some(beside) = symbols_beside(ctx, parent, &targets) {
                let around = Around { parent, beside };
                return self.run_in_parallel(ctx, &targets, &around, inst, timers, given);
            }
            // On one thread after all: the targets' copies are put back by
            // whatever runs first on them.
            for (&t, copy) in targets.iter().zip(given) {
                if let Some((c, op)) = copy {
                    copies.insert(t, c, op);
                }
            }
        }
        // As MLIR 22's adaptor: a target that fails does not stop the
        // others; every failure is reported, in the order of the targets.
        let mut failures = Failures::default();
        for t in targets {
            if ctx.is_alive(t) {
                let result = self.run_elements(ctx, t, inst, timers, copies);
                failures.add(ctx, result);
            }
        }
        failures.result()
    }

    /// Whether the nested run goes on several threads, as MLIR's
    /// `OpToOpPassAdaptor` does with threading on: for more than one target,
    /// none of them with operands (which would tie it to IR outside it),
    /// and no IR dumps (which are written in the order passes run).
    fn runs_in_parallel(&self, ctx: &Context, targets: &[OpId], inst: &Instrumentation) -> bool {
        ctx.multithreading
            && targets.len() > 1
            && crate::parallel::threads() > 1
            && !inst.print_ir_before_all
            && !inst.print_ir_after_all
            && targets.iter().all(|&t| t.num_operands(ctx) == 0)
    }

    /// Runs the elements on each target on its own thread's context (a
    /// [`Context::worker`] holding a copy of the target: the one in
    /// `copies`, or else one made here), then moves each result back in the
    /// order of the targets. The outcome is the single-threaded one:
    /// diagnostics in target order, each failing target's error among
    /// them.
    fn run_in_parallel(
        &self,
        ctx: &mut Context,
        targets: &[OpId],
        around: &Around,
        inst: &Instrumentation,
        timers: &mut [Timer],
        given: Vec<Option<(Context, OpId)>>,
    ) -> Result<(), Diagnostic> {
        let given: Vec<Mutex<Option<(Context, OpId)>>> = given.into_iter().map(Mutex::new).collect();
        let shared: &Context = ctx;
        let zeroed: Vec<Timer> = timers.iter().map(Timer::zeroed).collect();
        // Each thread keeps one worker context, cleared between targets
        // that have no copy.
        let results = crate::parallel::map_indices(
            targets.len(),
            || shared.worker(),
            |worker, i| {
                let mut given_ctx = None;
                let given = given[i].lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
                let (worker, op) = match given {
                    Some((c, op)) => (given_ctx.insert(c), op),
                    None => {
                        worker.clear_ir();
                        let op = worker.import_op(shared, targets[i]);
                        (worker, op)
                    }
                };
                around.enclose(worker, shared, op);
                let mut thread_inst = inst.for_worker();
                let mut thread_timers = zeroed.clone();
                let result =
                    self.run_elements(worker, op, &mut thread_inst, &mut thread_timers, &mut IsolatedCopies::default());
                let mut done = Done::live_part(shared, worker, op, result);
                done.timers = thread_timers;
                // The copy the parser kept is done with: freed here, on
                // this thread, rather than after all threads are done.
                drop(given_ctx);
                done
            },
        );
        // Room for all the results at once: each move would otherwise
        // grow (and copy) the arenas it overflows.
        ctx.reserve_for_adoption(results.iter().map(|done| &done.ctx));
        let mut failures = Failures::default();
        for (&t, done) in targets.iter().zip(results) {
            for (timer, spent) in timers.iter_mut().zip(&done.timers) {
                timer.add(spent);
            }
            let moved = ctx.replace_with_adopted(t, done.ctx, done.op);
            // The ops diagnostics name are the worker's: name them here,
            // the copy of the target being the target.
            let name = |o: OpId| Some(if o == done.op { t } else { moved.op(o) });
            for mut d in done.diagnostics {
                rename_ops(&mut d, &name);
                ctx.emit(d);
            }
            let result = done.result.map_err(|mut d| {
                rename_ops(&mut d, &name);
                d
            });
            failures.add(ctx, result);
        }
        failures.result()
    }
}

/// The failures of the targets of a nested run: each but the last is
/// emitted as the next comes, so that they stay in order with the
/// diagnostics emitted in between; the last is the run's error.
#[derive(Default)]
struct Failures(Option<Diagnostic>);

impl Failures {
    fn add(&mut self, ctx: &mut Context, result: Result<(), Diagnostic>) {
        if let Err(d) = result {
            if let Some(earlier) = self.0.replace(d) {
                ctx.emit(earlier);
            }
        }
    }

    fn result(self) -> Result<(), Diagnostic> {
        self.0.map_or(Ok(()), Err)
    }
}

/// Copying more symbols than this in all (symbols beside the targets
/// times targets) costs more than running on one thread.
const MAX_SYMBOL_COPIES: usize = 1 << 20;

/// The symbols beside the targets, in the blocks of their `parent`, that a
/// pass on one of them may look up: MLIR lets a nested pass read what is
/// outside its op (a load folds from a constant `memref.global`), not
/// change it. Ops with a symbol name that are not targets and have no
/// operands; `None` (run on one thread) when one of them holds a body,
/// which a copy per target would cost as much as, or when there are too
/// many to copy for every target.
fn symbols_beside(ctx: &Context, parent: OpId, targets: &[OpId]) -> Option<Vec<OpId>> {
    let sym_name = ctx.lookup_sym("sym_name");
    let targets: rustc_hash::FxHashSet<OpId> = targets.iter().copied().collect();
    let mut beside = Vec::new();
    for &r in parent.regions(ctx) {
        for b in r.blocks(ctx) {
            for o in b.op_iter(ctx) {
                let is_symbol = sym_name.is_some_and(|s| o.attr(ctx, s).is_some());
                if !is_symbol || targets.contains(&o) {
                    continue;
                }
                let holds_ops = o.regions(ctx).iter().any(|r| !r.blocks(ctx).is_empty());
                if holds_ops || o.num_operands(ctx) > 0 {
                    return None;
                }
                beside.push(o);
            }
        }
    }
    (beside.len().saturating_mul(targets.len()) <= MAX_SYMBOL_COPIES).then_some(beside)
}

/// What a target of a parallel run sees around it: its parent, with the
/// symbols beside it.
struct Around {
    parent: OpId,
    beside: Vec<OpId>,
}

impl Around {
    /// Puts `op`, a copy of a target in `worker`, in a copy of the
    /// target's parent (without what it holds) holding copies of the
    /// symbols beside the target, so that what a pass looks up outside the
    /// target is found as in the module.
    fn enclose(&self, worker: &mut Context, shared: &Context, op: OpId) {
        let shell = worker.import_op_shell(shared, self.parent);
        let Some(&region) = shell.regions(worker).first() else { return };
        let block = worker.create_block();
        worker.append_block(region, block);
        for &s in &self.beside {
            let copy = worker.import_op(shared, s);
            worker.append_op(block, copy);
        }
        worker.append_op(block, op);
    }
}

/// What a thread of a parallel run hands back for one target.
struct Done {
    /// A context holding only the target's copy, as the passes left it.
    ctx: Context,
    op: OpId,
    result: Result<(), Diagnostic>,
    /// The diagnostics emitted, naming ops of `ctx`.
    diagnostics: Vec<Diagnostic>,
    timers: Vec<Timer>,
}

impl Done {
    /// The live part of `worker`: a copy of `op` in a fresh context, where
    /// passes that erased much (canonicalization) leave most of `worker`
    /// dead, so that moving it into the main context costs only what
    /// lives. Diagnostics and the result name the copies (an erased op is
    /// named no more).
    fn live_part(shared: &Context, worker: &mut Context, op: OpId, result: Result<(), Diagnostic>) -> Done {
        let mut diagnostics = worker.take_diagnostics();
        let mut live = shared.worker();
        let named = !diagnostics.is_empty() || result.is_err();
        let mut op_map = FxHashMap::default();
        let copy = live.import_op_mapping(worker, op, named.then_some(&mut op_map));
        let name = |o: OpId| op_map.get(&o).copied();
        for d in &mut diagnostics {
            rename_ops(d, &name);
        }
        let result = result.map_err(|mut d| {
            rename_ops(&mut d, &name);
            d
        });
        Done { ctx: live, op: copy, result, diagnostics, timers: Vec::new() }
    }
}

/// Points the ops a diagnostic and its notes name at what `name` says.
fn rename_ops(d: &mut Diagnostic, name: &impl Fn(OpId) -> Option<OpId>) {
    d.op = d.op.and_then(name);
    for n in &mut d.notes {
        rename_ops(n, name);
    }
}

/// Runs one pass with the instrumentation around it.
fn run_pass(p: &dyn Pass, ctx: &mut Context, op: OpId, inst: &mut Instrumentation) -> Result<(), Diagnostic> {
    if inst.print_ir_before_all {
        inst.dump(ctx, op, "Before", p);
    }
    p.run(ctx, op)?;
    if inst.verify_each {
        crate::verify::verify(ctx, op)?;
    }
    if inst.print_ir_after_all {
        inst.dump(ctx, op, "After", p);
    }
    Ok(())
}

/// What to do around each pass, and what it recorded.
#[derive(Default)]
pub struct Instrumentation {
    /// `-verify-each`: verify the op after each pass.
    pub verify_each: bool,
    /// `-mlir-print-ir-before-all`.
    pub print_ir_before_all: bool,
    /// `-mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// How to print the dumps (`-mlir-print-op-generic`, ...).
    pub print: PrintOptions,
    /// `-mlir-timing`: time each pass.
    pub timing: bool,
    /// The IR dumps, for stderr.
    pub dumps: String,
    /// The pass timers, shaped like the pipeline (filled by the first run).
    pub timers: Vec<Timer>,
}

impl Instrumentation {
    /// The settings of this instrumentation for a thread of a parallel
    /// run, which records its own times and writes no dumps.
    fn for_worker(&self) -> Instrumentation {
        Instrumentation {
            verify_each: self.verify_each,
            print: self.print,
            timing: self.timing,
            ..Instrumentation::default()
        }
    }

    fn dump(&mut self, ctx: &Context, op: OpId, when: &str, p: &dyn Pass) {
        self.dumps.push_str(&format!("// -----// IR Dump {when} {} ({}) //----- //\n", p.class_name(), p.name()));
        self.dumps.push_str(&print_op(ctx, op, self.print));
        // MLIR ends a top-level op with a newline of its own, not a nested one.
        self.dumps.push_str(if op.parent_op(ctx).is_none() { "\n\n" } else { "\n" });
    }
}

/// Accumulated wall time of one pass or pass manager, with its children.
#[derive(Clone, Debug)]
pub struct Timer {
    /// The name in the report.
    pub name: String,
    /// The wall time spent, summed over every run.
    pub wall: Duration,
    /// The nested timers.
    pub children: Vec<Timer>,
}

impl Timer {
    /// A timer that has not run yet.
    pub fn new(name: String, children: Vec<Timer>) -> Self {
        Timer { name, wall: Duration::ZERO, children }
    }
    /// A timer of the same shape that has not run yet.
    fn zeroed(&self) -> Timer {
        Timer::new(self.name.clone(), self.children.iter().map(Timer::zeroed).collect())
    }
    /// Adds the times of `other`, a timer of the same shape.
    fn add(&mut self, other: &Timer) {
        self.wall += other.wall;
        for (mine, theirs) in self.children.iter_mut().zip(&other.children) {
            mine.add(theirs);
        }
    }
}

/// MLIR's `-mlir-timing` report: the top-level timers (`Parser`, the
/// passes, `Output`), then `Rest` (the time no timer covers) and `Total`.
pub fn timing_report(top: &[Timer], total: Duration) -> String {
    let total_s = total.as_secs_f64();
    let mut s = String::new();
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str("                         ... Execution time report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
    s.push_str("  ----Wall Time----  ----Name----\n");
    fn row(s: &mut String, secs: f64, total: f64, depth: usize, name: &str) {
        let pct = if total > 0.0 { secs / total * 100.0 } else { 0.0 };
        s.push_str(&format!("{secs:>10.4} ({pct:>5.1}%)  {:indent$}{name}\n", "", indent = 2 * depth));
    }
    fn walk(s: &mut String, t: &Timer, total: f64, depth: usize) {
        row(s, t.wall.as_secs_f64(), total, depth, &t.name);
        for c in &t.children {
            walk(s, c, total, depth + 1);
        }
    }
    let mut covered = 0.0;
    for t in top {
        covered += t.wall.as_secs_f64();
        walk(&mut s, t, total_s, 0);
    }
    row(&mut s, (total_s - covered).max(0.0), total_s, 0, "Rest");
    row(&mut s, total_s, total_s, 0, "Total");
    s
}

// ----- the textual form -----

/// A parsed pipeline element before its passes are looked up.
struct RawElement<'a> {
    name: &'a str,
    /// Byte offset of the name in the text (for error positions).
    pos: usize,
    options: &'a str,
    inner: Vec<RawElement<'a>>,
    /// Whether the name was followed by `(`: an op anchor.
    nested: bool,
}

/// Parses `anchor(pipeline)` as `-pass-pipeline` takes it.
pub fn parse_pipeline(text: &str) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let wrapped = || {
        PipelineError::new(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        )
    };
    let open = match text.find('(') {
        Some(0) | None => return Err(wrapped()),
        Some(i) => i,
    };
    let Some(inner) = text.strip_suffix(')') else { return Err(wrapped()) };
    let anchor = text[..open].trim_end();
    let mut pm = OpPassManager::new((anchor != "any").then(|| anchor.to_string()));
    let inner = &inner[open + 1..];
    add_pipeline_text(inner, &mut pm)?;
    Ok(pm)
}

/// Parses a pipeline without its anchor (`func.func(cse),canonicalize`)
/// and adds its elements to `pm`.
pub fn add_pipeline_text(text: &str, pm: &mut OpPassManager) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let raw = parse_elements(text)?;
    resolve(&raw, text)?;
    for e in &raw {
        add_element(e, pm)?;
    }
    Ok(())
}

/// An error at byte `pos` of `text`, shown as MLIR's pipeline parser does.
fn error_at(text: &str, pos: usize, msg: &str) -> PipelineError {
    let pos = pos.min(text.len());
    let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..pos].matches('\n').count() + 1;
    let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
    let col = pos - line_start + 1;
    PipelineError::new(format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{col}: error: {msg}\n{}\n{:>col$}\n",
        &text[line_start..line_end],
        "^"
    ))
}

/// MLIR's `TextualPipeline::parsePipelineText`: names end at `,(){`,
/// options run to the matching `}`, and `)` closes a nested pipeline.
fn parse_elements(text: &str) -> Result<Vec<RawElement<'_>>, PipelineError> {
    let b = text.as_bytes();
    // The stack of pipelines being filled; the last is the innermost.
    let mut stack: Vec<Vec<RawElement<'_>>> = vec![Vec::new()];
    let mut pos = 0;
    loop {
        let sep_at = b[pos..].iter().position(|c| matches!(c, b',' | b'(' | b')' | b'{')).map(|i| pos + i);
        let Some(mut at) = sep_at else {
            push(&mut stack, text, pos, b.len());
            break;
        };
        push(&mut stack, text, pos, at);
        let mut sep = b[at];
        if sep == b'{' {
            let mut depth = 1;
            let close = b[at + 1..].iter().position(|&c| {
                match c {
                    b'{' => depth += 1,
                    b'}' => depth -= 1,
                    _ => {}
                }
                depth == 0
            });
            let Some(close) = close.map(|i| at + 1 + i) else {
                return Err(error_at(text, at, "missing closing '}' while processing pass options"));
            };
            stack.last_mut().expect("a pipeline").last_mut().expect("an element").options = &text[at + 1..close];
            at = close + 1;
            while at < b.len() && b[at].is_ascii_whitespace() {
                at += 1;
            }
            if at >= b.len() {
                break;
            }
            sep = b[at];
        }
        pos = at + 1;
        if sep == b'(' {
            stack.last_mut().expect("a pipeline").last_mut().expect("an element").nested = true;
            stack.push(Vec::new());
            continue;
        }
        while sep == b')' {
            if stack.len() == 1 {
                return Err(error_at(
                    text,
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("a nested pipeline");
            stack.last_mut().expect("a pipeline").last_mut().expect("an element").inner = inner;
            while pos < b.len() && b[pos].is_ascii_whitespace() {
                pos += 1;
            }
            if pos >= b.len() {
                break;
            }
            sep = b[pos];
            pos += 1;
        }
        if pos >= b.len() && sep == b')' {
            break;
        }
        if sep != b',' {
            return Err(error_at(text, pos - 1, "expected ',' after parsing pipeline"));
        }
    }
    if stack.len() > 1 {
        return Err(error_at(text, pos.min(text.len()), "encountered unbalanced parentheses while parsing pipeline"));
    }
    Ok(stack.pop().expect("the outer pipeline"))
}

/// Adds the element named by `text[start..end]` (trimmed) to the innermost pipeline.
fn push<'a>(stack: &mut [Vec<RawElement<'a>>], text: &'a str, start: usize, end: usize) {
    let raw = &text[start..end];
    let lead = raw.len() - raw.trim_start().len();
    stack.last_mut().expect("a pipeline").push(RawElement {
        name: raw.trim(),
        pos: start + lead,
        options: "",
        inner: Vec::new(),
        nested: false,
    });
}

/// Every pass name must be registered (nests name ops and need not be).
fn resolve(elements: &[RawElement<'_>], text: &str) -> Result<(), PipelineError> {
    for e in elements {
        if e.nested && !e.inner.is_empty() {
            resolve(&e.inner, text)?;
        } else if lookup(e.name).is_none() {
            return Err(error_at(
                text,
                e.pos,
                &format!("'{}' does not refer to a registered pass or pass pipeline", e.name),
            ));
        }
    }
    Ok(())
}

fn add_element(e: &RawElement<'_>, pm: &mut OpPassManager) -> Result<(), PipelineError> {
    if e.nested && !e.inner.is_empty() {
        let mut nested = OpPassManager::new((e.name != "any").then(|| e.name.to_string()));
        for i in &e.inner {
            add_element(i, &mut nested).map_err(|mut err| {
                err.message.insert_str(
                    err.message.len() - 1,
                    &format!("\nfailed to add `{}` with options `` to inner pipeline", e.name),
                );
                err
            })?;
        }
        pm.elements.push(PipelineElement::Nest(nested));
        return Ok(());
    }
    let reg = lookup(e.name).expect("resolved");
    let pass = create_pass(reg, e.options)?;
    pm.elements.push(PipelineElement::Pass(pass));
    Ok(())
}

/// Creates a registered pass from its options, with MLIR's error when the
/// options are wrong: an unknown option is part of the diagnostic, a bad
/// value is reported first on a line of its own (as LLVM's option parser
/// does), then "failed to add `NAME` with options `OPTIONS`".
pub fn create_pass(reg: &super::PassRegistration, options: &str) -> Result<Box<dyn Pass>, PipelineError> {
    (reg.create)(options).map_err(|e| {
        let e = e.message;
        let failed = format!("failed to add `{}` with options `{options}`\n", reg.name);
        if e.starts_with("no such option") {
            PipelineError::new(format!("<Pass-Options-Parser>: {e}\n\n{failed}"))
        } else {
            PipelineError { preamble: Some(e), message: format!("\n{failed}") }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(pm: &OpPassManager) -> String {
        let items: Vec<String> = pm
            .elements
            .iter()
            .map(|e| match e {
                PipelineElement::Pass(p) => p.name().to_string(),
                PipelineElement::Nest(n) => format!("{}({})", n.anchor_name(), shape(n)),
            })
            .collect();
        items.join(",")
    }

    #[test]
    fn nesting_and_options() {
        let pm = parse_pipeline(
            " builtin.module ( func.func(canonicalize{top-down=0 test-convergence}, cse) , any(cse),inline)",
        )
        .unwrap();
        assert_eq!(pm.anchor.as_deref(), Some("builtin.module"));
        assert_eq!(shape(&pm), "func.func(canonicalize,cse),any(cse),inline");
        assert!(parse_pipeline("builtin.module()").unwrap().is_empty());
        assert_eq!(parse_pipeline("any(cse)").unwrap().anchor, None);
    }

    #[test]
    fn errors_as_mlir_words_them() {
        let err = |t: &str| parse_pipeline(t).err().expect("an error").message;
        assert_eq!(
            err("builtin.module( cse , nope)"),
            "MLIR Textual PassPipeline Parser:1:8: error: 'nope' does not refer to a registered pass or pass pipeline\n cse , nope\n       ^\n"
        );
        assert!(err("builtin.module(cse").starts_with("expected pass pipeline to be wrapped"));
        assert!(err("builtin.module(func.func(cse)").contains("1:11: error: encountered unbalanced parentheses"));
        assert!(err("builtin.module(cse))").contains("1:4: error: encountered extra closing ')'"));
        assert!(err("builtin.module(canonicalize{top-down=0)").contains("1:13: error: missing closing '}'"));
        assert!(err("builtin.module(canonicalize{top-down=0}{x})").contains("1:25: error: expected ',' after"));
        assert!(err("builtin.module(func.func(cse) cse)").contains("1:16: error: expected ',' after"));
        assert!(err("builtin.module(cse,)").contains("1:5: error: '' does not refer"));
        assert_eq!(
            err("builtin.module(canonicalize{bogus=1})"),
            "<Pass-Options-Parser>: no such option bogus\n\nfailed to add `canonicalize` with options `bogus=1`\n"
        );
    }
}
