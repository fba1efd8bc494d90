//! MLIR's own tests (`upstream/mlir/test/` of the conformance directory,
//! `ODS_MLIR_TESTS` or `../shared/conformance`, read in place) run through
//! `ods-opt` beside `mlir-opt` 22, the reference.
//!
//! Per file, four figures:
//!
//! - chunks: each `// -----` chunk alone, with the options of the file's
//!   first `mlir-opt` invocation (its passes; without `-split-input-file`
//!   and `-verify-diagnostics`) plus `-allow-unregistered-dialect
//!   -mlir-print-op-generic`. Where `mlir-opt` accepts the chunk, our output
//!   must be byte-identical; where it rejects it, we must reject it with the
//!   first error on the same line with the same message; and where we
//!   do, the whole stderr (every diagnostic, note and source snippet) is
//!   counted when it is byte-identical too.
//! - RUN lines: each RUN line as written, with `mlir-opt` replaced by
//!   `ods-opt`, must pass wherever it passes with `mlir-opt`.
//! - out of scope: chunks using ops, types or attributes of MLIR's `test`
//!   dialect that ours lacks (and `mlir-opt` 22 has) are counted apart and
//!   not compared.
//!
//! We are below the target, so the figures are checked against a floor
//! (`tests/upstream_floor.txt`, today's figures): a figure below its floor
//! fails, a figure above it prints a line asking to raise the floor.

mod support;

use ods::ir::registry::Registry;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use support::{chunks, llvm_tool, run_lines, sh, shell_quote, substitute_word};

const WHAT: &str = "upstream conformance test";
const FLOOR_FILE: &str = "tests/upstream_floor.txt";

/// What one tool did with one chunk.
struct Outcome {
    ok: bool,
    stdout: String,
    /// The first error as (line, message), when there is one.
    first_error: Option<(Option<u32>, String)>,
    /// Every diagnostic, without mlir-opt's reports of `expected-*`
    /// comments (which it checks even without `-verify-diagnostics`).
    diagnostics: String,
}

/// The figures of one file.
#[derive(Default, Clone, Copy, PartialEq, Eq, Debug)]
struct Figures {
    /// Chunks that mlir-opt accepts (in scope).
    mlir_accepts: usize,
    /// ...of which we accept.
    we_accept: usize,
    /// ...of which our output is byte-identical.
    identical: usize,
    /// Chunks that mlir-opt rejects (in scope).
    mlir_rejects: usize,
    /// ...of which we reject with the same first error line and message.
    rejections_agree: usize,
    /// ...of which our whole stderr is byte-identical.
    stderr_identical: usize,
    /// ...of which we accept.
    invalid_accepted: usize,
    /// Chunks using parts of the `test` dialect that ours lacks.
    out_of_scope: usize,
    /// RUN lines passing with mlir-opt and with ods-opt (of those).
    runs_mlir: usize,
    runs_ours: usize,
}

/// The floor of one file: the figures that may not go down.
#[derive(Default, Clone, Copy, PartialEq, Eq, Debug)]
struct Floor {
    identical: usize,
    rejections_agree: usize,
    stderr_identical: usize,
    runs_ours: usize,
}

impl Figures {
    fn floor(&self) -> Floor {
        Floor {
            identical: self.identical,
            rejections_agree: self.rejections_agree,
            stderr_identical: self.stderr_identical,
            runs_ours: self.runs_ours,
        }
    }
}

fn parse_floor(text: &str) -> BTreeMap<String, Floor> {
    let mut map = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let num = |s: &str| s.parse::<usize>().unwrap_or_else(|_| panic!("{FLOOR_FILE}:{}: bad number '{s}'", i + 1));
        assert_eq!(
            f.len(),
            5,
            "{FLOOR_FILE}:{}: expected `path identical rejections-agree stderr-identical run-lines`",
            i + 1
        );
        let floor = Floor {
            identical: num(f[1]),
            rejections_agree: num(f[2]),
            stderr_identical: num(f[3]),
            runs_ours: num(f[4]),
        };
        map.insert(f[0].to_string(), floor);
    }
    map
}

fn render_floor(all: &BTreeMap<String, Figures>) -> String {
    let mut s = String::from(
        "# path identical rejections-agree stderr-identical run-lines (written by tests/upstream.rs figures)\n",
    );
    for (path, f) in all {
        let fl = f.floor();
        s.push_str(&format!(
            "{path} {} {} {} {}\n",
            fl.identical, fl.rejections_agree, fl.stderr_identical, fl.runs_ours
        ));
    }
    s
}

/// The first error of a tool's stderr: its line (when it has one in the
/// input file) and its message.
fn first_error(stderr: &str, file: &str) -> Option<(Option<u32>, String)> {
    let line = stderr.lines().find(|l| l.contains("error: "))?;
    let (loc, msg) = line.split_once("error: ")?;
    let loc = loc.trim_end().trim_end_matches(':');
    let line_no = loc
        .strip_prefix(file)
        .and_then(|rest| rest.strip_prefix(':'))
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.parse::<u32>().ok());
    Some((line_no, msg.trim_end().to_string()))
}

/// `stderr` without the diagnostics that report an `expected-*` comment
/// as not produced (each with its source line and caret), which mlir-opt
/// 22 prints even when not asked to verify.
fn without_expectation_reports(stderr: &str, file: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in stderr.split_inclusive('\n') {
        if line.starts_with(file) {
            skipping = line.contains(": error: expected ") && line.trim_end().ends_with(" was not produced");
        }
        if !skipping {
            out.push_str(line);
        }
    }
    out
}

fn run_tool(cmd: &str, file: &str) -> Outcome {
    let out = Command::new("bash").arg("-o").arg("pipefail").arg("-c").arg(cmd).output().expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    Outcome {
        ok: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        first_error: first_error(&stderr, file),
        diagnostics: without_expectation_reports(&stderr, file),
    }
}

/// The options of the first `mlir-opt` invocation of the first RUN line,
/// without the input, `-split-input-file`, `-verify-diagnostics` and the
/// printing options that every chunk run adds.
fn chunk_options(run: &str) -> String {
    let first = run.split('|').next().unwrap_or("");
    first
        .split_whitespace()
        .skip_while(|w| *w != "mlir-opt")
        .skip(1)
        .filter(|w| {
            let w = w.trim_start_matches('-');
            !matches!(w, "%s" | "<%s" | "split-input-file" | "verify-diagnostics")
                && !matches!(w, "allow-unregistered-dialect" | "mlir-print-op-generic")
                && w != "<"
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ops of MLIR's `test` dialect registered in the `mlir-opt` binary.
/// Candidates are the `test.` names among its string literals; MLIR's test
/// dialect accepts unknown ops, and some of those strings (`test.op`) name
/// no op, so `probe_registered` keeps only the names that `mlir-opt` treats
/// as registered ops.
fn mlir_test_ops(mlir_opt: &Path, tmp: &Path) -> HashSet<String> {
    let bytes = std::fs::read(mlir_opt).unwrap_or_default();
    let mut set = HashSet::new();
    let is_name = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.');
    let mut i = 0;
    while let Some(at) = bytes[i..].windows(5).position(|w| w == b"test.") {
        let start = i + at;
        i = start + 5;
        if start > 0 && is_name(bytes[start - 1]) {
            continue;
        }
        let len = bytes[i..].iter().take_while(|c| is_name(**c)).count();
        if len > 0 {
            set.insert(String::from_utf8_lossy(&bytes[start..i + len]).into_owned());
        }
    }
    probe_registered(mlir_opt, tmp, set)
}

/// The lines of one probe: an unregistered op verifies with any operands,
/// results and regions, while a registered op rejects at least one of
/// these three shapes (none; one result; one operand and one region).
const PROBE_LINES: usize = 5;

fn probe_text(name: &str) -> String {
    format!("\"{name}\"() : () -> ()\n%0 = \"{name}\"() : () -> i1\n\"{name}\"(%0) ({{\n}}) : (i1) -> ()\n// -----\n")
}

/// The names of `candidates` that `mlir-opt` rejects in some shape of the
/// probe, that is the registered ops (one `mlir-opt` run for all).
fn probe_registered(mlir_opt: &Path, tmp: &Path, candidates: HashSet<String>) -> HashSet<String> {
    let mut names: Vec<String> = candidates.into_iter().collect();
    names.sort();
    let probe = tmp.join("test-op-probe.mlir");
    std::fs::write(&probe, names.iter().map(|n| probe_text(n)).collect::<String>()).unwrap();
    let file = probe.display().to_string();
    let out = Command::new(mlir_opt).arg("-split-input-file").arg(&probe).output().expect("mlir-opt runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut registered = HashSet::new();
    for line in stderr.lines().filter(|l| l.contains("error: ")) {
        if let Some((Some(line_no), _)) = first_error(line, &file) {
            if let Some(name) = names.get((line_no as usize).saturating_sub(1) / PROBE_LINES) {
                registered.insert(name.clone());
            }
        }
    }
    registered
}

/// What `mlir-opt`'s `test` dialect defines: its registered ops, and the
/// types (`!test.x`) and attributes (`#test.x`) that the conformance files
/// name and ours lacks, as `(sigil, mnemonic)`.
struct MlirTest {
    ops: HashSet<String>,
    symbols: HashSet<(char, String)>,
}

/// The `test.` names of `text` outside comments, each with the character
/// before it (`!` for a type, `#` for an attribute, anything else for an
/// op); names that only end in `test.` (`%test.x`, `foo.test.x`) are left out.
fn test_dialect_names(text: &str) -> Vec<(Option<u8>, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let code = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        let bytes = code.as_bytes();
        let mut from = 0;
        while let Some(i) = code[from..].find("test.") {
            let at = from + i;
            from = at + 5;
            let prev = at.checked_sub(1).map(|p| bytes[p]);
            if prev.is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'%' | b'^' | b'@')) {
                continue;
            }
            let name: String =
                code[from..].chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.')).collect();
            let name = name.trim_end_matches('.');
            if !name.is_empty() {
                out.push((prev, name.to_string()));
            }
        }
    }
    out
}

/// Whether a chunk names an op, a type or an attribute of MLIR's `test`
/// dialect that our `test` dialect does not define and `mlir-opt`'s does
/// (a name neither defines is compared like any other input).
fn uses_missing_test_dialect(text: &str, mlir: &MlirTest) -> bool {
    let reg = Registry::global();
    test_dialect_names(text).into_iter().any(|(prev, name)| match prev {
        Some(b'!') => reg.type_def_index("test", &name).is_none() && mlir.symbols.contains(&('!', name)),
        Some(b'#') => reg.attr_def_index("test", &name).is_none() && mlir.symbols.contains(&('#', name)),
        _ => {
            let op = format!("test.{name}");
            reg.op(&op).is_none() && mlir.ops.contains(&op)
        }
    })
}

/// The types and attributes of the `test` dialect named in `texts` that
/// ours does not define and `mlir-opt`'s does: one `mlir-opt` run reads
/// each in a chunk of its own, and those it does not call unknown are its.
fn mlir_test_symbols<'t>(mlir_opt: &Path, tmp: &Path, texts: impl Iterator<Item = &'t str>) -> HashSet<(char, String)> {
    let reg = Registry::global();
    let mut names: Vec<(char, String)> = texts
        .flat_map(test_dialect_names)
        .filter_map(|(prev, name)| match prev {
            Some(b'!') if reg.type_def_index("test", &name).is_none() => Some(('!', name)),
            Some(b'#') if reg.attr_def_index("test", &name).is_none() => Some(('#', name)),
            _ => None,
        })
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    names.sort();
    let probe = tmp.join("test-symbol-probe.mlir");
    let text: String = names.iter().map(|(sigil, name)| symbol_probe_text(*sigil, name)).collect();
    std::fs::write(&probe, text).unwrap();
    let file = probe.display().to_string();
    let out = Command::new(mlir_opt).arg("-split-input-file").arg(&probe).output().expect("mlir-opt runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut unknown = HashSet::new();
    for line in stderr.lines().filter(|l| l.contains("error: ")) {
        if let Some((Some(line_no), msg)) = first_error(line, &file) {
            if msg.starts_with("unknown type!")
                || msg.starts_with("unknown  type")
                || msg.starts_with("unknown attribute")
            {
                unknown.insert((line_no as usize).saturating_sub(1) / SYMBOL_PROBE_LINES);
            }
        }
    }
    names.into_iter().enumerate().filter(|(i, _)| !unknown.contains(i)).map(|(_, n)| n).collect()
}

/// The lines of one probe of [`mlir_test_symbols`].
const SYMBOL_PROBE_LINES: usize = 2;

fn symbol_probe_text(sigil: char, name: &str) -> String {
    match sigil {
        '!' => format!("\"test.op\"() : () -> !test.{name}\n// -----\n"),
        _ => format!("\"test.op\"() {{a = #test.{name}}} : () -> ()\n// -----\n"),
    }
}

struct Job {
    file: usize,
    chunk_path: PathBuf,
    options: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    /// mlir-opt accepts; (we accept, identical).
    Accepted(bool, bool),
    /// mlir-opt rejects; (we accept, first error agrees, whole stderr
    /// identical).
    Rejected(bool, bool, bool),
}

fn upstream_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn upstream_conformance() {
    let Some(root) = support::conformance_root(WHAT) else { return };
    let dir = root.join("upstream/mlir/test");
    assert!(dir.is_dir(), "MLIR's upstream tests are missing: {} does not exist", dir.display());
    let Some(file_check) = llvm_tool("FileCheck", WHAT) else { return };
    let Some(mlir_opt) = llvm_tool("mlir-opt", WHAT) else { return };
    let ods_opt = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let files = upstream_files(&dir);
    assert!(!files.is_empty(), "no .mlir files under {}", dir.display());
    let rel = |p: &Path| p.strip_prefix(&dir).unwrap().display().to_string();

    let tmp = std::env::temp_dir().join(format!("ods-upstream-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();

    let texts: Vec<String> = files
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display())))
        .collect();
    let mlir_test = MlirTest {
        ops: mlir_test_ops(&mlir_opt, &tmp),
        symbols: mlir_test_symbols(&mlir_opt, &tmp, texts.iter().map(String::as_str)),
    };
    // The chunk jobs of every file.
    let mut jobs = Vec::new();
    let mut scope_out: Vec<(usize, usize)> = Vec::new(); // (file, count)
    let mut sources = Vec::new();
    for (fi, src) in texts.into_iter().enumerate() {
        let runs = run_lines(&src);
        let options = runs.first().map(|r| chunk_options(r)).unwrap_or_default();
        let mut out_of_scope = 0;
        for (ci, (start, text)) in chunks(&src).into_iter().enumerate() {
            if text.lines().all(|l| l.trim().is_empty() || l.trim_start().starts_with("//")) {
                continue;
            }
            if uses_missing_test_dialect(&text, &mlir_test) {
                out_of_scope += 1;
                continue;
            }
            let chunk_path = tmp.join(format!("f{fi}-c{ci}.mlir"));
            std::fs::write(&chunk_path, format!("{}{text}", "\n".repeat(start))).unwrap();
            jobs.push(Job { file: fi, chunk_path, options: options.clone() });
        }
        scope_out.push((fi, out_of_scope));
        sources.push((src, runs));
    }

    // Run the chunks on two workers (the machine is shared).
    let next = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<(usize, Verdict, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let file = job.chunk_path.display().to_string();
                let q = shell_quote(&job.chunk_path);
                let extra = "-allow-unregistered-dialect -mlir-print-op-generic";
                let reference = run_tool(&format!("{} {} {extra} {q}", shell_quote(&mlir_opt), job.options), &file);
                let ours = run_tool(&format!("{} {} {extra} {q}", shell_quote(&ods_opt), job.options), &file);
                let (verdict, note) = if reference.ok {
                    let same = ours.ok && ours.stdout == reference.stdout;
                    let note = if !ours.ok {
                        format!("rejected: {:?}", ours.first_error)
                    } else if !same {
                        let first = ours.stdout.lines().zip(reference.stdout.lines()).find(|(a, b)| a != b);
                        format!("differs: {first:?}")
                    } else {
                        String::new()
                    };
                    (Verdict::Accepted(ours.ok, same), note)
                } else {
                    let agree = !ours.ok && ours.first_error.is_some() && ours.first_error == reference.first_error;
                    let note = if agree {
                        String::new()
                    } else {
                        format!("expected {:?}, got {:?}", reference.first_error, ours.first_error)
                    };
                    let same_stderr = agree && ours.diagnostics == reference.diagnostics;
                    (Verdict::Rejected(ours.ok, agree, same_stderr), note)
                };
                verdicts.lock().unwrap().push((i, verdict, note));
            });
        }
    });
    let mut verdicts = verdicts.into_inner().unwrap();
    verdicts.sort_by_key(|v| v.0);

    let mut all: BTreeMap<String, Figures> = BTreeMap::new();
    for (fi, n) in &scope_out {
        all.entry(rel(&files[*fi])).or_default().out_of_scope = *n;
    }
    let verbose = std::env::var_os("ODS_UPSTREAM_VERBOSE").is_some();
    for (i, verdict, note) in &verdicts {
        let job = &jobs[*i];
        let f = all.entry(rel(&files[job.file])).or_default();
        match *verdict {
            Verdict::Accepted(acc, same) => {
                f.mlir_accepts += 1;
                f.we_accept += usize::from(acc);
                f.identical += usize::from(same);
            }
            Verdict::Rejected(acc, agree, same_stderr) => {
                f.mlir_rejects += 1;
                f.invalid_accepted += usize::from(acc);
                f.rejections_agree += usize::from(agree);
                f.stderr_identical += usize::from(same_stderr);
            }
        }
        if verbose && !note.is_empty() {
            println!("{} ({}): {note}", rel(&files[job.file]), job.chunk_path.display());
        }
    }

    // Every RUN line as written, with mlir-opt and with ods-opt.
    for (fi, path) in files.iter().enumerate() {
        let runs = &sources[fi].1;
        let f = all.entry(rel(path)).or_default();
        for run in runs {
            let cmd = run.replace("%s", &shell_quote(path));
            let cmd = substitute_word(&cmd, "FileCheck", &shell_quote(&file_check));
            let (ref_ok, _) = sh(&substitute_word(&cmd, "mlir-opt", &shell_quote(&mlir_opt)));
            if !ref_ok {
                continue;
            }
            f.runs_mlir += 1;
            let (ok, _) = sh(&substitute_word(&cmd, "mlir-opt", &shell_quote(&ods_opt)));
            f.runs_ours += usize::from(ok);
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);

    println!("MLIR upstream tests, ods-opt beside mlir-opt 22 (per file):");
    println!(
        "  {:<48} {:>18} {:>20} {:>8} {:>10} {:>8} {:>6}",
        "file", "identical/mlir-ok", "rej. agree/mlir-rej", "stderr", "inv. acc.", "RUN", "scope"
    );
    let mut total = Figures::default();
    for (path, f) in &all {
        println!(
            "  {:<48} {:>8}/{:<9} {:>9}/{:<10} {:>8} {:>10} {:>3}/{:<4} {:>6}",
            path,
            f.identical,
            f.mlir_accepts,
            f.rejections_agree,
            f.mlir_rejects,
            f.stderr_identical,
            f.invalid_accepted,
            f.runs_ours,
            f.runs_mlir,
            f.out_of_scope
        );
        total.mlir_accepts += f.mlir_accepts;
        total.we_accept += f.we_accept;
        total.identical += f.identical;
        total.mlir_rejects += f.mlir_rejects;
        total.rejections_agree += f.rejections_agree;
        total.stderr_identical += f.stderr_identical;
        total.invalid_accepted += f.invalid_accepted;
        total.out_of_scope += f.out_of_scope;
        total.runs_mlir += f.runs_mlir;
        total.runs_ours += f.runs_ours;
    }
    println!(
        "  total: {} of {} accepted chunks identical ({} accepted); {} of {} rejections agree ({} invalid accepted), \
         {} with the whole stderr identical; RUN lines {}/{}; {} chunks out of scope (test dialect)",
        total.identical,
        total.mlir_accepts,
        total.we_accept,
        total.rejections_agree,
        total.mlir_rejects,
        total.invalid_accepted,
        total.stderr_identical,
        total.runs_ours,
        total.runs_mlir,
        total.out_of_scope
    );

    if let Some(out) = std::env::var_os("ODS_UPSTREAM_WRITE_FLOOR") {
        std::fs::write(&out, render_floor(&all)).unwrap();
        println!("floor written to {}", PathBuf::from(out).display());
    }
    let floor_path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FLOOR_FILE);
    let floor_text = std::fs::read_to_string(&floor_path)
        .unwrap_or_else(|e| panic!("cannot read the floor {}: {e}", floor_path.display()));
    let floor = parse_floor(&floor_text);
    let mut regressions = Vec::new();
    let mut gains = Vec::new();
    for (path, f) in &all {
        let got = f.floor();
        let want = floor.get(path).copied().unwrap_or_default();
        for (what, g, w) in [
            ("identical chunks", got.identical, want.identical),
            ("agreeing rejections", got.rejections_agree, want.rejections_agree),
            ("rejections with identical stderr", got.stderr_identical, want.stderr_identical),
            ("passing RUN lines", got.runs_ours, want.runs_ours),
        ] {
            if g < w {
                regressions.push(format!("{path}: {what} {g}, floor {w}"));
            } else if g > w {
                gains.push(format!("{path}: {what} {g}, floor {w}"));
            }
        }
    }
    for path in floor.keys().filter(|p| !all.contains_key(*p)) {
        regressions.push(format!("{path}: in the floor but not found"));
    }
    for g in &gains {
        println!("GAIN {g}: raise the floor in {FLOOR_FILE} (ODS_UPSTREAM_WRITE_FLOOR=path writes it)");
    }
    assert!(regressions.is_empty(), "upstream conformance regressed below the floor:\n{}", regressions.join("\n"));
}

#[test]
fn chunk_options_drop_input_and_split() {
    assert_eq!(
        chunk_options("mlir-opt %s -canonicalize=\"x\" --split-input-file | FileCheck %s"),
        "-canonicalize=\"x\""
    );
    assert_eq!(chunk_options("mlir-opt <%s -split-input-file -verify-diagnostics"), "");
    assert_eq!(first_error("/t/a.mlir:3:5: error: bad\n", "/t/a.mlir"), Some((Some(3), "bad".to_string())));
    let mlir = MlirTest {
        ops: ["test.only_in_mlir".to_string()].into(),
        symbols: [('!', "only_in_mlir".to_string()), ('#', "only_in_mlir".to_string())].into(),
    };
    assert!(uses_missing_test_dialect("\"test.only_in_mlir\"() : () -> ()", &mlir));
    assert!(!uses_missing_test_dialect("\"test.unknown_anywhere\"() : () -> ()", &mlir));
    assert!(!uses_missing_test_dialect("%test.x = arith.constant 1 : i32 // test.only_in_mlir", &mlir));
    assert!(uses_missing_test_dialect("\"test.op\"() : () -> !test.only_in_mlir", &mlir));
    assert!(uses_missing_test_dialect("\"test.op\"() {a = #test.only_in_mlir<1>} : () -> ()", &mlir));
    assert!(!uses_missing_test_dialect("\"test.op\"() : () -> !test.unknown_anywhere", &mlir));
    assert!(!uses_missing_test_dialect("\"test.op\"() : () -> !test.smpla", &mlir));
    assert_eq!(probe_text("test.x").lines().count(), PROBE_LINES);
}

/// The probe of types and attributes keeps those `mlir-opt`'s test dialect
/// defines (`!test.test_rec`, `#test.i64_elements`, which ours lacks) and
/// drops those it does not know either (`#test.nested_polynomial`, gone
/// from MLIR 22) and those ours defines (`!test.smpla`).
#[test]
fn probe_tells_mlir_test_types_and_attributes() {
    let Some(mlir_opt) = llvm_tool("mlir-opt", WHAT) else { return };
    let tmp = std::env::temp_dir().join(format!("ods-upstream-symbol-probe-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let text = "!test.test_rec<a, i32> #test.i64_elements<[1]> #test.nested_polynomial<<1>> !test.smpla !test.nope";
    let found = mlir_test_symbols(&mlir_opt, &tmp, std::iter::once(text));
    let _ = std::fs::remove_dir_all(&tmp);
    let mut found: Vec<_> = found.into_iter().collect();
    found.sort();
    assert_eq!(found, [('!', "test_rec".to_string()), ('#', "i64_elements".to_string())]);
}

/// `test.op` is a string in `mlir-opt` but no op of MLIR's test dialect:
/// the probe keeps registered ops and drops it.
#[test]
fn probe_tells_registered_test_ops() {
    let Some(mlir_opt) = llvm_tool("mlir-opt", WHAT) else { return };
    let tmp = std::env::temp_dir().join(format!("ods-upstream-probe-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let names = ["test.op", "test.region_if", "test.format_literal_op", "test.not_an_op_anywhere"];
    let found = probe_registered(&mlir_opt, &tmp, names.iter().map(|s| s.to_string()).collect());
    let _ = std::fs::remove_dir_all(&tmp);
    let mut found: Vec<_> = found.into_iter().collect();
    found.sort();
    assert_eq!(found, ["test.format_literal_op", "test.region_if"]);
}
