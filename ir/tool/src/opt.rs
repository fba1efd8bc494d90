//! The `ods-opt` driver: read a file (or stdin), parse, verify, run passes,
//! print. It accepts mlir-opt's option spellings, so the RUN lines of MLIR's
//! tests work with `mlir-opt` replaced by `ods-opt`.

use crate::cli::{read_input, usage_error, write_stdout, Arg, Args};
use crate::verify_diagnostics::{self as expect, Emitted, Failure, Loc, Verifier};
use ods_ir::attrs::Location;
use ods_ir::context::{Context, OpId};
use ods_ir::diag::Diagnostic;
use ods_ir::pass::pipeline::Timer;
use ods_ir::pass::{Instrumentation, OpPassManager, PipelineElement, PipelineError};
use ods_ir::print::{print_op_to, PrintOptions};
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Command-line options of `ods-opt`.
#[derive(Default)]
pub struct Options {
    /// The input file; `None` or `-`: standard input.
    pub input: Option<String>,
    /// `-o FILE`; `None`: standard output.
    pub output: Option<String>,
    /// `-allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `-mlir-print-op-generic`, `-mlir-print-debuginfo`.
    pub print: PrintOptions,
    /// `-split-input-file[=marker]`
    pub split_marker: Option<String>,
    /// `-verify-diagnostics[=all|only-expected]`.
    pub verify_diagnostics: Option<expect::Level>,
    /// Passes by name with their option strings, in order.
    pub passes: Vec<(String, String)>,
    /// `-pass-pipeline='builtin.module(...)'`: the pipeline text.
    pub pass_pipeline: Option<String>,
    /// `-mlir-print-ir-before-all`.
    pub print_ir_before_all: bool,
    /// `-mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `-mlir-timing`: report the time of parsing, each pass and printing.
    pub timing: bool,
    /// `-mlir-disable-threading`: run everything on one thread.
    pub disable_threading: bool,
    /// `-parallel-parse-min-body=N`: with threads, read the bodies of
    /// functions of at least `N` bytes on several threads, whatever the
    /// input's size (by default, large inputs only).
    pub parallel_parse_min_body: Option<usize>,
    /// `--dialect-doc NAME`: print the Markdown reference of a dialect.
    pub dialect_doc: Option<String>,
    /// `-verify-each`: verify after every pass.
    pub verify_each: bool,
    /// `-h`/`--help`: print the usage.
    pub show_help: bool,
    /// Leave the IR of the last chunk unfreed, for a process that exits
    /// right after (as clang's `-disable-free`): the exit frees it at once,
    /// where dropping it walks every op and value first. Set by
    /// [`main_with_args`].
    pub leak_ir_at_exit: bool,
}

const USAGE: &str = "\
OVERVIEW: ods-opt: parse, verify, transform and print MLIR-compatible IR

USAGE: ods-opt [options] [input file]

OPTIONS:
  -o <file>                     Write output to <file> (default: stdout)
  -allow-unregistered-dialect   Accept ops, types and attributes of unknown dialects
  -mlir-print-op-generic        Print every op in the generic form
  -mlir-print-debuginfo         Print locations
  -mlir-print-local-scope       Print attributes, types and locations inline, without aliases
  -split-input-file[=marker]    Process chunks separated by `// -----` separately
  -verify-diagnostics           Check diagnostics against expected-* comments
  -verify-each=<bool>           Verify after each pass (default: true)
  -pass-pipeline=<pipeline>     A textual pipeline, e.g. 'builtin.module(func.func(canonicalize,cse))'
  -mlir-print-ir-before-all     Print the IR before each pass (to stderr)
  -mlir-print-ir-after-all      Print the IR after each pass (to stderr)
  -mlir-timing                  Report the time of parsing, each pass and printing
  -mlir-disable-threading       Run nested pipelines and verification on one thread
  -parallel-parse-min-body=<n>  With threads, parse function bodies of n bytes or more on several threads
                                (default: 16384, on inputs of 1 MiB or more)
  --dialect-doc <name>          Print the Markdown reference of a dialect
  -<pass>[=\"options\"]           Run a pass; registered passes:
";

/// Parses mlir-opt style arguments (one or two dashes, `-x=v` or `-x v`).
pub fn parse_args(args: &[String]) -> Result<Options, Diagnostic> {
    let mut o = Options { verify_each: true, ..Default::default() };
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let (key, value, a) = match arg {
            Arg::Positional(a) => {
                if o.input.is_some() {
                    return Err(usage_error(format!("too many positional arguments: '{a}'")));
                }
                o.input = Some(a.to_string());
                continue;
            }
            Arg::Flag { key, value, text } => (key, value.map(unquote), text),
        };
        let mut take = |name: &str| args.value(name, value.as_deref());
        match key {
            "o" => o.output = Some(take("o")?),
            "allow-unregistered-dialect" => o.allow_unregistered = bool_value(key, value.as_deref())?,
            "mlir-print-op-generic" => o.print.generic = bool_value(key, value.as_deref())?,
            "mlir-print-debuginfo" => o.print.debug_info = bool_value(key, value.as_deref())?,
            "mlir-print-local-scope" => o.print.local_scope = bool_value(key, value.as_deref())?,
            "split-input-file" => {
                o.split_marker =
                    Some(value.filter(|v| !v.is_empty()).unwrap_or_else(|| expect::DEFAULT_SPLIT_MARKER.to_string()))
            }
            "verify-diagnostics" => {
                o.verify_diagnostics = Some(match value.as_deref() {
                    None | Some("") | Some("all") => expect::Level::All,
                    Some("only-expected") => expect::Level::OnlyExpected,
                    Some(v) => return Err(usage_error(format!("invalid value '{v}' for -verify-diagnostics"))),
                })
            }
            "verify-each" => o.verify_each = bool_value(key, value.as_deref())?,
            "dialect-doc" => o.dialect_doc = Some(take("dialect-doc")?),
            "h" | "help" => o.show_help = true,
            "pass-pipeline" => o.pass_pipeline = Some(take("pass-pipeline")?),
            "mlir-print-ir-before-all" => o.print_ir_before_all = bool_value(key, value.as_deref())?,
            "mlir-print-ir-after-all" => o.print_ir_after_all = bool_value(key, value.as_deref())?,
            "mlir-timing" => o.timing = bool_value(key, value.as_deref())?,
            "mlir-disable-threading" => o.disable_threading = bool_value(key, value.as_deref())?,
            "parallel-parse-min-body" => {
                let v = take("parallel-parse-min-body")?;
                let n = v
                    .parse()
                    .map_err(|_| usage_error(format!("invalid byte count '{v}' for -parallel-parse-min-body")))?;
                o.parallel_parse_min_body = Some(n);
            }
            _ => {
                if ods_ir::pass::lookup(key).is_none() {
                    return Err(usage_error(format!("Unknown command line argument '{a}'.  Try: 'ods-opt --help'")));
                }
                o.passes.push((key.to_string(), value.unwrap_or_default()));
            }
        }
    }
    Ok(o)
}

fn unquote(v: &str) -> String {
    let v = v.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(v);
    v.to_string()
}

fn bool_value(key: &str, v: Option<&str>) -> Result<bool, Diagnostic> {
    ods_ir::pass::parse_bool(key, v.unwrap_or(""))
}

/// Runs `ods-opt` with `args` (without the program name); returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    let opts = match parse_args(args) {
        Ok(o) => Options { leak_ir_at_exit: true, ..o },
        Err(e) => {
            eprintln!("ods-opt: {}", e.message);
            return 1;
        }
    };
    if opts.show_help {
        let mut s = USAGE.to_string();
        for p in ods_ir::pass::all() {
            s.push_str(&format!("    -{:<26} {}\n", p.name, p.description));
        }
        return write_stdout("ods-opt", &s);
    }
    if let Some(d) = &opts.dialect_doc {
        return match ods_ir::registry::Registry::global().dialect(d) {
            Some(_) => write_stdout("ods-opt", &ods_ir::docs::dialect_markdown(d)),
            None => {
                eprintln!("ods-opt: no dialect named '{d}' is registered");
                1
            }
        };
    }
    let (name, src) = match read_input(opts.input.as_deref()) {
        Ok(x) => x,
        Err(e) => {
            match opts.input.as_deref() {
                None | Some("-") => eprintln!("ods-opt: cannot read stdin: {e}"),
                Some(p) => eprintln!("ods-opt: cannot open input file '{p}': {e}"),
            }
            return 1;
        }
    };
    let pm = match build_pipeline(&opts) {
        Ok(pm) => pm,
        Err(e) => {
            eprint!("{}", e.render("ods-opt"));
            return 1;
        }
    };
    // The output is written as it is printed, not held in memory.
    match &opts.output {
        Some(path) if path != "-" => {
            let file = match std::fs::File::create(path) {
                Ok(f) => f,
                Err(e) => {
                    eprintln!("ods-opt: cannot write '{path}': {e}");
                    return 1;
                }
            };
            let mut w = std::io::BufWriter::new(file);
            let (code, written) = run_to(&opts, &pm, &name, &src, &mut w);
            if let Err(e) = written.and_then(|()| w.flush()) {
                eprintln!("ods-opt: cannot write '{path}': {e}");
                return 1;
            }
            code
        }
        _ => {
            let mut w = std::io::BufWriter::new(std::io::stdout().lock());
            let (code, written) = run_to(&opts, &pm, &name, &src, &mut w);
            if let Err(e) = written.and_then(|()| w.flush()) {
                eprintln!("ods-opt: cannot write the output: {e}");
                return 1;
            }
            code
        }
    }
}

/// The pass manager of the command line: `-pass-pipeline`, or the passes
/// given one by one (run on the top-level op, whatever it is).
pub fn build_pipeline(opts: &Options) -> Result<OpPassManager, PipelineError> {
    if let Some(text) = &opts.pass_pipeline {
        if !opts.passes.is_empty() {
            return Err(PipelineError {
                preamble: None,
                message: "'-pass-pipeline' option can't be used with individual pass options".into(),
            });
        }
        return ods_ir::pass::parse_pipeline(text);
    }
    let mut pm = OpPassManager::new(None);
    for (name, options) in &opts.passes {
        let reg = ods_ir::pass::lookup(name).expect("checked by parse_args");
        pm.elements.push(PipelineElement::Pass(ods_ir::pass::pipeline::create_pass(reg, options)?));
    }
    Ok(pm)
}

/// Processes a whole buffer: returns the output text and the exit code.
/// Diagnostics are written with the source line's original bytes, and the
/// output keeps the bytes of unregistered dialects' data.
pub fn run(opts: &Options, pm: &OpPassManager, name: &str, src: &(impl AsRef<[u8]> + ?Sized)) -> (Vec<u8>, i32) {
    let mut out = Vec::new();
    let (code, written) = run_to(opts, pm, name, src, &mut out);
    written.expect("a Vec takes every write");
    (out, code)
}

/// [`run`], writing the output to `out` as it is printed: the exit code,
/// and the first error of writing it (after which nothing more is written).
pub fn run_to(
    opts: &Options,
    pm: &OpPassManager,
    name: &str,
    src: &(impl AsRef<[u8]> + ?Sized),
    out: &mut dyn Write,
) -> (i32, std::io::Result<()>) {
    let mut out = Sink { out, error: None };
    let src = src.as_ref();
    let started = Instant::now();
    let mut inst = Instrumentation {
        verify_each: opts.verify_each,
        print_ir_before_all: opts.print_ir_before_all,
        print_ir_after_all: opts.print_ir_after_all,
        print: opts.print,
        timing: opts.timing,
        ..Default::default()
    };
    let mut phases = Phases::default();
    let marker = opts.split_marker.as_deref().unwrap_or("");
    let split = expect::split_input(src, marker);
    // The lines of the input, indexed when a message quotes it.
    let lines = std::cell::LazyCell::new(|| expect::LineIndex::new(src));
    let exp = opts.verify_diagnostics.map(|_| expect::parse_expectations(&ods_ir::diag::text_of_bytes(src)));
    let mut verifier = exp.as_ref().map(|e| Verifier::new(e, opts.verify_diagnostics.unwrap()));
    let stderr_tty = std::io::stderr().is_terminal();
    let mut err: Vec<u8> = Vec::new();
    if let Some(e) = &exp {
        for f in e.errors() {
            err.extend(f.render_bytes(name, src, &lines));
        }
    }
    for f in &split.warnings {
        err.extend(f.render_bytes(name, src, &lines));
    }
    let mut failed = false;
    for (i, chunk) in split.chunks.iter().enumerate() {
        if i > 0 {
            out.write(expect::SPLIT_OUTPUT_SEPARATOR.as_bytes());
        }
        let mut ctx = Context::new();
        ctx.allow_unregistered = opts.allow_unregistered;
        ctx.multithreading = !opts.disable_threading;
        let result = process_chunk(&mut ctx, pm, &mut inst, &mut phases, name, chunk, opts.parallel_parse_min_body);
        eprint!("{}", std::mem::take(&mut inst.dumps));
        let diags = match result {
            Ok(module) => {
                let started = Instant::now();
                out.print(&ctx, module, opts.print);
                phases.output += started.elapsed();
                ctx.take_diagnostics()
            }
            Err(ds) => {
                let mut v = ctx.take_diagnostics();
                v.extend(ds);
                v
            }
        };
        for d in &diags {
            let mut d = d.clone();
            if opts.verify_diagnostics.is_none() {
                // MLIR shows the op of an error in the generic form (it may
                // not verify), that of a remark or warning in its own.
                let current_op_note = |op: OpId, severity: ods_ir::diag::Severity| {
                    let mut text = match (severity, opts.print.debug_info) {
                        (ods_ir::diag::Severity::Error, true) => {
                            ods_ir::print::op_to_generic_string_with_locations(&ctx, op)
                        }
                        (ods_ir::diag::Severity::Error, false) => ods_ir::print::op_to_generic_string(&ctx, op),
                        (_, debug_info) => ods_ir::print::op_to_string(&ctx, op, debug_info),
                    };
                    // MLIR starts an op of several lines on a line of its own.
                    if text.contains('\n') {
                        text.insert(0, '\n');
                    }
                    let note = Diagnostic::error(op.loc(&ctx), "")
                        .with_note(op.loc(&ctx), format!("see current operation: {text}"));
                    note.notes.into_iter().next().expect("one note")
                };
                // MLIR attaches this note when an error about an op is
                // created, so it comes right after that error: the
                // diagnostic itself or an error riding along among its notes.
                let mut notes = Vec::with_capacity(d.notes.len() + 1);
                if let Some(op) = d.op.filter(|o| ctx.is_alive(*o)) {
                    notes.push(current_op_note(op, d.severity));
                }
                for n in std::mem::take(&mut d.notes) {
                    let op = n.op.filter(|o| n.severity == ods_ir::diag::Severity::Error && ctx.is_alive(*o));
                    notes.push(n);
                    if let Some(op) = op {
                        notes.push(current_op_note(op, ods_ir::diag::Severity::Error));
                    }
                }
                d.notes = notes;
            }
            // MLIR shows a note's source line only when the note points
            // elsewhere than the diagnostic before it.
            let mut previous: Option<Loc> = None;
            for e in flatten(&ctx, &d, name, chunk) {
                let same_place = e.severity == expect::Severity::Note && previous.as_ref() == Some(&e.loc);
                previous = Some(e.loc.clone());
                match verifier.as_mut() {
                    Some(v) => {
                        if let Some(f) = v.process(&e) {
                            err.extend(f.render_bytes(name, src, &lines));
                        }
                    }
                    None => {
                        if e.severity == expect::Severity::Error {
                            failed = true;
                        }
                        if let (true, Loc::Buffer { line, col }) = (same_place, &e.loc) {
                            err.extend(format!("{name}:{line}:{col}: {}: ", e.severity).into_bytes());
                            err.extend_from_slice(&ods_ir::diag::bytes_of_text(&e.message));
                            err.push(b'\n');
                        } else {
                            let f = Failure {
                                severity: e.severity,
                                loc: e.loc.clone(),
                                range: 0,
                                message: e.message.clone(),
                            };
                            err.extend(f.render_styled(name, src, &lines, stderr_tty));
                        }
                    }
                }
            }
        }
        if opts.leak_ir_at_exit && i + 1 == split.chunks.len() {
            std::mem::forget(ctx);
        }
    }
    if let Some(v) = verifier {
        failed |= v.has_failed();
        let rest = v.finish();
        for f in &rest {
            err.extend(f.render_bytes(name, src, &lines));
        }
        failed |= !rest.is_empty();
    } else if failed {
        for f in expect::directives_not_verified(&ods_ir::diag::text_of_bytes(src)) {
            err.extend(f.render_bytes(name, src, &lines));
        }
    }
    let _ = std::io::stderr().lock().write_all(&err);
    if opts.timing {
        let mut top = vec![Timer { name: "Parser".into(), wall: phases.parse, children: Vec::new() }];
        top.extend(std::mem::take(&mut inst.timers));
        top.push(Timer { name: "Output".into(), wall: phases.output, children: Vec::new() });
        eprint!("{}", ods_ir::pass::pipeline::timing_report(&top, started.elapsed()));
    }
    (i32::from(failed), out.error.map_or(Ok(()), Err))
}

/// The output of [`run_to`]: the first error of writing it is kept, and
/// nothing is written after it.
struct Sink<'o> {
    out: &'o mut dyn Write,
    error: Option<std::io::Error>,
}

impl Sink<'_> {
    fn write(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }
    /// The op `module`, printed as it goes, and a newline.
    fn print(&mut self, ctx: &Context, module: OpId, opts: PrintOptions) {
        if self.error.is_none() {
            if let Err(e) = print_op_to(ctx, module, opts, self.out) {
                self.error = Some(e);
            }
        }
        self.write(b"\n");
    }
}

/// Time spent outside the passes, for `-mlir-timing`.
#[derive(Default)]
struct Phases {
    /// Parsing and verifying the input.
    parse: Duration,
    /// Printing the output.
    output: Duration,
}

/// A diagnostic and its notes as flat entries with whole-file positions.
fn flatten(ctx: &Context, d: &Diagnostic, name: &str, chunk: &expect::Chunk<'_>) -> Vec<Emitted> {
    let mut v = Vec::new();
    let loc = |l: Location| match l.file_line_col(ctx) {
        Some((f, line, col)) if f == name => {
            // Lines are already whole-file (the parser adds the chunk's
            // line offset); the first line of a chunk may start mid-line.
            let col = if line == chunk.line_offset + 1 { col + chunk.col_offset } else { col };
            Loc::Buffer { line, col }
        }
        Some((f, line, col)) => Loc::Other { file: f.to_string(), line, col },
        None => Loc::Unknown,
    };
    v.push(Emitted { severity: d.severity, loc: loc(d.loc), message: d.message.clone() });
    for n in &d.notes {
        v.push(Emitted { severity: n.severity, loc: loc(n.loc), message: n.message.clone() });
    }
    v
}

/// Parse, verify and run passes on one chunk: its top-level op.
fn process_chunk(
    ctx: &mut Context,
    pm: &OpPassManager,
    inst: &mut Instrumentation,
    phases: &mut Phases,
    name: &str,
    chunk: &expect::Chunk<'_>,
    parallel_min_body: Option<usize>,
) -> Result<OpId, Vec<Diagnostic>> {
    let started = Instant::now();
    let popts = ods_ir::parse::ParseOptions {
        line_offset: chunk.line_offset,
        col_offset: chunk.col_offset,
        parallel_min_body: parallel_min_body.filter(|_| ctx.multithreading),
    };
    let runs_passes = !pm.is_empty() || pm.anchor.is_some();
    // With passes to run, the bodies of the functions read on other
    // threads stay there, to be verified and transformed where they are.
    let (module, mut copies) = if runs_passes {
        ods_ir::parse::parse_source_with_copies(ctx, chunk.text, name, popts)
    } else {
        ods_ir::parse::parse_source(ctx, chunk.text, name, popts).map(|m| (m, Default::default()))
    }
    .map_err(|d| vec![d])?;
    // On an error, the bodies are back in `ctx`, whose ops it names.
    ods_ir::verify::verify_all_with_copies(ctx, module, &mut copies)?;
    phases.parse += started.elapsed();
    if runs_passes {
        pm.run_with_copies(ctx, module, inst, copies).map_err(|d| vec![d])?;
    }
    Ok(module)
}
