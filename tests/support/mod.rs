//! What the integration tests share: finding MLIR's test files and LLVM's
//! tools, and the lit conventions (RUN lines, `// -----` chunks).
//!
//! Two settings, both environment variables:
//!
//! - `ODS_MLIR_TESTS` names a directory laid out like the conformance folder
//!   (`shape/`, `upstream/mlir/test/...`). Unset, `../shared/conformance`
//!   beside the checkout is used where it exists; where neither exists the
//!   tests that need it print one `SKIPPED` line and pass. Set to a missing
//!   or empty directory, those tests fail: a suite asked for never skips.
//! - `ODS_REQUIRE_LLVM` (any non-empty value) makes a missing `mlir-opt` or
//!   `FileCheck` 22 a failure instead of a skip. `.ci/run` sets both.

#![allow(dead_code)] // each test binary uses its own part

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where Debian's LLVM 22 packages install their tools.
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// The line that separates the chunks of a `-split-input-file` test.
pub const SPLIT: &str = "// -----";

/// The environment variable naming the conformance directory.
pub const MLIR_TESTS_VAR: &str = "ODS_MLIR_TESTS";

/// The environment variable that makes missing LLVM tools an error.
pub const REQUIRE_LLVM_VAR: &str = "ODS_REQUIRE_LLVM";

fn var_is_set(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|v| !v.is_empty())
}

/// The conformance directory, or `None` (after printing one `SKIPPED` line
/// naming `what` and the setting that enables it) when there is none.
///
/// Panics when `ODS_MLIR_TESTS` is set but names a missing or empty
/// directory: a suite that was asked for must run.
pub fn conformance_root(what: &str) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(MLIR_TESTS_VAR).filter(|v| !v.is_empty()) {
        let dir = PathBuf::from(dir);
        let has_entries = std::fs::read_dir(&dir).map(|mut d| d.next().is_some()).unwrap_or(false);
        assert!(
            has_entries,
            "{MLIR_TESTS_VAR}={} names a missing or empty directory; it must hold MLIR's test files \
             laid out as shape/ and upstream/ (unset it to skip {what})",
            dir.display()
        );
        return Some(dir);
    }
    let fallback = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/conformance");
    if fallback.is_dir() {
        return Some(fallback);
    }
    skip(&format!(
        "{what}: MLIR's test files not found; set {MLIR_TESTS_VAR}=/path/to/conformance (holding shape/ and upstream/) to run it"
    ));
    None
}

/// One of LLVM 22's tools (`mlir-opt`, `FileCheck`): the Debian install
/// first, then `PATH`. `None` after one `SKIPPED` line naming `what` when it
/// is missing; a panic instead when `ODS_REQUIRE_LLVM` is set.
pub fn llvm_tool(name: &str, what: &str) -> Option<PathBuf> {
    if let Some(p) = find_llvm_tool(name) {
        return Some(p);
    }
    let package = if name == "mlir-opt" { "mlir-22-tools" } else { "llvm-22-tools" };
    assert!(
        !var_is_set(REQUIRE_LLVM_VAR),
        "{what} needs {name} 22 ({LLVM_BIN}/{name}, Debian package {package}) and {REQUIRE_LLVM_VAR} is set"
    );
    skip(&format!("{what}: {name} 22 not found ({LLVM_BIN}/{name}, Debian package {package})"));
    None
}

/// The tool if installed, without reporting anything.
pub fn find_llvm_tool(name: &str) -> Option<PathBuf> {
    let p = Path::new(LLVM_BIN).join(name);
    if p.is_file() {
        return Some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

/// Prints the one line a skipped test leaves. It goes to the process's
/// standard error directly: the test harness captures `println!` and
/// `eprintln!` of passing tests, which would hide the skip.
pub fn skip(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "SKIPPED {why}");
}

/// The RUN commands of a test file (`// RUN:`, or `# RUN:` in `.toy`
/// files), continuation lines (`\`) joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut cmds = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else { continue };
        let lead = line[..pos].trim_start();
        if !lead.starts_with("//") && !lead.starts_with('#') {
            continue;
        }
        let part = line[pos + 4..].trim();
        let mut cur = pending.take().unwrap_or_default();
        if let Some(head) = part.strip_suffix('\\') {
            cur.push_str(head);
            cur.push(' ');
            pending = Some(cur);
        } else {
            cur.push_str(part);
            cmds.push(cur);
        }
    }
    if let Some(p) = pending {
        cmds.push(p);
    }
    cmds
}

/// Quotes a path for `bash -c`.
pub fn shell_quote(p: &Path) -> String {
    format!("'{}'", p.display().to_string().replace('\'', "'\\''"))
}

/// Replaces the whole word `word` (not part of a longer name or path).
pub fn substitute_word(cmd: &str, word: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = cmd;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().last();
        let after = rest[i + word.len()..].chars().next();
        let is_name = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '/' | '.'));
        out.push_str(&rest[..i]);
        if is_name(before) || is_name(after) {
            out.push_str(word);
        } else {
            out.push_str(with);
        }
        rest = &rest[i + word.len()..];
    }
    out.push_str(rest);
    out
}

/// Runs a shell pipeline (lit's `pipefail`); returns success and its output
/// (stdout, then stderr).
pub fn sh(cmd: &str) -> (bool, String) {
    let out = Command::new("bash").arg("-o").arg("pipefail").arg("-c").arg(cmd).output().expect("bash runs");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// The chunks of a split file, each with the line it starts at (0-based).
pub fn chunks(src: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut cur = String::new();
    for (i, line) in src.lines().enumerate() {
        if line.trim_end() == SPLIT {
            out.push((start, std::mem::take(&mut cur)));
            start = i + 1;
            continue;
        }
        cur.push_str(line);
        cur.push('\n');
    }
    out.push((start, cur));
    out
}

/// The first 40 lines of a tool's output, for failure reports.
pub fn excerpt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let n = lines.len().min(40);
    let mut s = lines[..n].join("\n");
    if lines.len() > n {
        s.push_str(&format!("\n... ({} more lines)", lines.len() - n));
    }
    s
}

/// What a tool printed, and whether it succeeded.
pub struct Output {
    pub ok: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `tool args... file` (or with `input` on stdin when `file` is None).
pub fn run(tool: &Path, args: &[&str], file: Option<&Path>, input: Option<&str>) -> Output {
    let mut c = Command::new(tool);
    c.args(args);
    if let Some(f) = file {
        c.arg(f);
    }
    c.stdin(if input.is_some() { Stdio::piped() } else { Stdio::null() });
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = c.spawn().unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    if let Some(text) = input {
        let mut stdin = child.stdin.take().unwrap();
        let text = text.to_owned();
        // Write from a thread so a full stdout pipe cannot deadlock us.
        std::thread::spawn(move || {
            let _ = stdin.write_all(text.as_bytes());
        });
    }
    let out = child.wait_with_output().unwrap();
    Output {
        ok: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The first differing line of two texts, for the report.
pub fn first_diff(a: &str, b: &str) -> String {
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    for i in 0..la.len().max(lb.len()) {
        let (x, y) = (la.get(i).copied().unwrap_or("<eof>"), lb.get(i).copied().unwrap_or("<eof>"));
        if x != y {
            return format!("line {}:\n  ods-opt:  {x}\n  mlir-opt: {y}", i + 1);
        }
    }
    if a != b {
        return "trailing whitespace or newline differs".into();
    }
    String::new()
}

/// `"test.op"` regions nested `n` deep in a function, each a loop whose
/// block argument feeds only itself (`%b = %a + %a`, passed back): a dead
/// cycle at every level that only region simplification (MLIR's
/// `runRegionDCE`) can prove dead, as each value has a use. Each level
/// starts from its own entry argument (a use of one value at every depth
/// would cost the verifier's dominance check the square of the depth).
pub fn nested_dead_cycles(n: usize) -> String {
    let mut s = String::with_capacity(n * 120);
    s.push_str("func.func @f() {\n");
    for i in 0..n {
        s.push_str(&format!("\"test.op\"() ({{\n^bb0(%e{i}: i32):\n  cf.br ^bb1(%e{i} : i32)\n^bb1(%a{i}: i32):\n"));
    }
    for i in (0..n).rev() {
        s.push_str(&format!("  %b{i} = arith.addi %a{i}, %a{i} : i32\n  cf.br ^bb1(%b{i} : i32)\n}}) : () -> ()\n"));
    }
    s.push_str("return\n}\n");
    s
}
