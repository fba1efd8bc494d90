//! Bad input never crashes `ods-opt`: truncated files, garbage bytes,
//! invalid UTF-8, out-of-range numbers and 100,000-deep nesting each end
//! with exit code 0 or 1 and, on failure, a located `file:line:col: error:`
//! diagnostic; never a panic, a signal, a stack overflow or a hang.
//!
//! `ods-opt` runs as a subprocess, so a crash is observed, not suffered.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(60);

fn ods_opt() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"))
}

fn scratch_dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ods-robustness-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

struct Run {
    code: Option<i32>,
    stderr: String,
    timed_out: bool,
}

/// Runs `ods-opt args... file` with a time limit.
fn run_file(path: &Path, args: &[&str]) -> Run {
    let mut child = Command::new(ods_opt())
        .args(args)
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ods-opt");
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stderr, &mut s);
        String::from_utf8_lossy(&s).into_owned()
    });
    let start = Instant::now();
    let (code, timed_out) = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break (status.code(), false);
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run { code, stderr: reader.join().unwrap(), timed_out }
}

/// Whether stderr holds a located error (`name:line:col: error: ...`).
fn has_located_error(stderr: &str) -> bool {
    stderr.lines().any(|l| {
        let Some(pos) = l.find(": error: ") else { return false };
        let mut parts = l[..pos].rsplitn(3, ':');
        let col = parts.next().unwrap_or("");
        let line = parts.next().unwrap_or("");
        let file = parts.next().unwrap_or("");
        !file.is_empty() && line.parse::<u32>().is_ok() && col.parse::<u32>().is_ok()
    })
}

/// Checks one run; returns a description of what went wrong.
fn check(what: &str, r: &Run) -> Option<String> {
    let clip: String = r.stderr.chars().take(1500).collect();
    if r.timed_out {
        return Some(format!("{what}: timed out after {TIMEOUT:?}"));
    }
    if r.stderr.contains("panicked") || r.stderr.contains("stack overflow") {
        return Some(format!("{what}: crashed:\n{clip}"));
    }
    match r.code {
        Some(0) => None,
        Some(1) if has_located_error(&r.stderr) => None,
        Some(1) => Some(format!("{what}: failed without a located error:\n{clip}")),
        other => Some(format!("{what}: exit status {other:?}:\n{clip}")),
    }
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::File::create(&p).unwrap().write_all(bytes).unwrap();
    p
}

fn report(failures: Vec<String>) {
    if !failures.is_empty() {
        let n = failures.len();
        let shown: Vec<String> = failures.into_iter().take(20).collect();
        panic!("{n} robustness failures (first {}):\n\n{}", shown.len(), shown.join("\n\n"));
    }
}

const FLAGS: &[&str] = &["-allow-unregistered-dialect"];
const FLAGS_GENERIC_DEBUG: &[&str] =
    &["-allow-unregistered-dialect", "-mlir-print-op-generic", "-mlir-print-debuginfo"];

/// Every prefix of a few corpus files: all prefixes in `-split-input-file`
/// runs of 150 chunks (each chunk is parsed on its own), and every 29th
/// prefix as a run of its own, which must fail with a located error or
/// succeed.
#[test]
fn truncated_files() {
    let dir = scratch_dir("truncated_files");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut failures = Vec::new();
    for name in ["operations.mlir", "locations.mlir", "dense.mlir", "attrs.mlir", "shaped.mlir"] {
        let text = std::fs::read(corpus.join(name)).unwrap();
        let lens: Vec<usize> = (0..=text.len()).collect();
        for group in lens.chunks(150) {
            let mut batch = Vec::new();
            for &len in group {
                batch.extend_from_slice(&text[..len]);
                batch.extend_from_slice(b"\n// -----\n");
            }
            let p = write(&dir, &format!("prefixes-{name}"), &batch);
            let r = run_file(&p, &["-allow-unregistered-dialect", "-split-input-file"]);
            let what = format!("prefixes of {} to {} bytes of {name}", group[0], group[group.len() - 1]);
            if let Some(f) = check(&what, &r) {
                failures.push(f);
            }
        }
        for len in (0..=text.len()).step_by(29) {
            let p = write(&dir, &format!("prefix-{len}-{name}"), &text[..len]);
            if let Some(f) = check(&format!("prefix of {len} bytes of {name}"), &run_file(&p, FLAGS)) {
                failures.push(f);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Random bytes, random printable soup, and corpus files with random
/// byte mutations.
#[test]
fn garbage_and_mutations() {
    let dir = scratch_dir("garbage_and_mutations");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&corpus)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    seeds.sort();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let alphabet = b"%^#!@\"(){}[]<>:,=-+*?x0123456789.abcdefixuz_ \n\t\\";
    let mut failures = Vec::new();
    for i in 0..60 {
        let len = rng.below(400);
        let bytes: Vec<u8> = match i % 3 {
            0 => (0..len).map(|_| rng.next() as u8).collect(),
            1 => (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect(),
            _ => {
                let mut s = seeds[rng.below(seeds.len())].clone();
                for _ in 0..1 + rng.below(8) {
                    let at = rng.below(s.len().max(1));
                    match rng.below(3) {
                        0 if !s.is_empty() => {
                            s.remove(at.min(s.len() - 1));
                        }
                        1 => s.insert(at.min(s.len()), alphabet[rng.below(alphabet.len())]),
                        _ if !s.is_empty() => {
                            let j = at.min(s.len() - 1);
                            s[j] = rng.next() as u8;
                        }
                        _ => {}
                    }
                }
                s
            }
        };
        let p = write(&dir, &format!("garbage-{i}.mlir"), &bytes);
        let flags = if i % 2 == 0 { FLAGS } else { FLAGS_GENERIC_DEBUG };
        if let Some(f) = check(&format!("garbage input #{i} ({})", p.display()), &run_file(&p, flags)) {
            failures.push(f);
            // Keep the input for reproduction.
            let keep = std::env::temp_dir().join(format!("ods-robustness-failure-{i}.mlir"));
            let _ = std::fs::copy(&p, keep);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Invalid UTF-8 anywhere: outside tokens, in strings, in identifiers.
#[test]
fn invalid_utf8() {
    let dir = scratch_dir("invalid_utf8");
    let cases: Vec<&[u8]> = vec![
        b"\xff\xfe\xfd",
        b"\"foo.x\"() {a = \"\xff\xc3\"} : () -> ()",
        b"\"foo.\xe2\x28\xa1\"() : () -> ()",
        b"%\xc0\xaf = \"foo.x\"() : () -> i32",
        b"\"foo.x\"() : () -> () loc(\"\xed\xa0\x80\":1:2)",
        b"\"foo.x\"() {\xf8\x88\x80\x80\x80 = 1} : () -> ()",
        b"// comment \xff\n\"foo.x\"() : () -> ()",
        b"\"foo.x\"() : () -> !foo.\xff<\xfe>",
    ];
    let mut failures = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        let p = write(&dir, &format!("utf8-{i}.mlir"), c);
        if let Some(f) = check(&format!("invalid UTF-8 case #{i}"), &run_file(&p, FLAGS)) {
            failures.push(f);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Numbers too large for what they denote must be errors, not panics.
#[test]
fn out_of_range_numbers() {
    let dir = scratch_dir("out_of_range_numbers");
    let big = "9".repeat(400);
    let cases = vec![
        format!("\"foo.x\"() {{a = {big} : i32}} : () -> ()"),
        format!("\"foo.x\"() {{a = -{big}}} : () -> ()"),
        format!("\"foo.x\"() {{a = {big} : i1024}} : () -> ()"),
        format!("\"foo.x\"() {{a = {big}.0 : f16}} : () -> ()"),
        format!("\"foo.x\"() {{a = 1.0e{big} : f32}} : () -> ()"),
        format!("\"foo.x\"() {{a = 0x{big} : f64}} : () -> ()"),
        format!("\"foo.x\"() : () -> tensor<{big}xf32>"),
        "\"foo.x\"() : () -> tensor<9223372036854775808xf32>".to_string(),
        "\"foo.x\"() : () -> tensor<9223372036854775807x9223372036854775807xf32>".to_string(),
        "\"foo.x\"() {a = dense<1> : tensor<9223372036854775807x2xi8>} : () -> ()".to_string(),
        "\"foo.x\"() {a = dense<[1, 2]> : tensor<4611686018427387904x4xi8>} : () -> ()".to_string(),
        "\"foo.x\"() : () -> vector<99999999999999999999xf32>".to_string(),
        "\"foo.x\"() : () -> memref<?x18446744073709551615xf32>".to_string(),
        "\"foo.x\"() : () -> i99999999999999999999".to_string(),
        "\"foo.x\"() : () -> i16777216".to_string(),
        "%0:99999999999999999999 = \"foo.x\"() : () -> i32".to_string(),
        "%0:4294967297 = \"foo.x\"() : () -> i32".to_string(),
        "%0 = \"foo.x\"() : () -> i32\n\"foo.y\"(%0#99999999999999999999) : (i32) -> ()".to_string(),
        "%0 = \"foo.x\"() : () -> i32\n\"foo.y\"(%0#4294967296) : (i32) -> ()".to_string(),
        "\"foo.x\"() : () -> () loc(\"a\":99999999999999999999:1)".to_string(),
        "\"foo.x\"() : () -> () loc(\"a\":1:4294967296)".to_string(),
        "\"foo.x\"() {a = array<i64: 99999999999999999999>} : () -> ()".to_string(),
        "\"foo.x\"() {a = array<i8: -129>} : () -> ()".to_string(),
        "\"foo.x\"() {a = strided<[99999999999999999999]>} : () -> ()".to_string(),
        "\"foo.x\"() {a = strided<[1], offset: -99999999999999999999>} : () -> ()".to_string(),
        "\"foo.x\"() {a = 340282366920938463463374607431768211456 : index} : () -> ()".to_string(),
        "\"foo.x\"() {a = -0 : ui8, b = 0x : i32} : () -> ()".to_string(),
        "\"foo.x\"() {a = dense<\"0x\"> : tensor<0xi32>} : () -> ()".to_string(),
        // Zero-width elements take no bytes.
        "\"foo.x\"() {a = dense<\"0x\"> : tensor<2xi0>} : () -> ()".to_string(),
        "\"foo.x\"() {a = dense<\"0x0200\"> : tensor<2xi0>} : () -> ()".to_string(),
        "\"foo.x\"() {a = dense<\"0x00\"> : tensor<2xcomplex<i0>>} : () -> ()".to_string(),
        "\"foo.x\"() {a = affine_map<(d0) -> (d0 * 99999999999999999999)>} : () -> ()".to_string(),
        "\"foo.x\"() ({\n^bb99999999999999999999:\n  \"foo.y\"() : () -> ()\n}) : () -> ()".to_string(),
        "%99999999999999999999 = \"foo.x\"() : () -> i32".to_string(),
    ];
    let mut failures = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        let p = write(&dir, &format!("range-{i}.mlir"), c.as_bytes());
        for flags in [FLAGS, FLAGS_GENERIC_DEBUG] {
            if let Some(f) = check(&format!("out-of-range case #{i}: {}", &c[..c.len().min(120)]), &run_file(&p, flags))
            {
                failures.push(f);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// 100,000-deep nesting of every recursive construct (mlir-opt 22 itself
/// overflows its stack on some of these) ends in success or a located
/// error, never a crash; nested regions, whose printed text grows with the
/// square of the depth (indentation), 3,000 deep. Moderate nesting must
/// parse, verify and print in every mode.
#[test]
fn deep_nesting() {
    let dir = scratch_dir("deep_nesting");
    let n = 100_000;
    let rep = |s: &str, k: usize| s.repeat(k);
    let printed_regions = 3_000;
    let regions = format!("{}{}", rep("\"foo.x\"() ({\n", printed_regions), rep("}) : () -> ()\n", printed_regions));
    let blocks_in_regions = format!(
        "{}{}",
        rep("\"foo.x\"() ({\n^bb0(%a: i32):\n", printed_regions),
        rep("}) : () -> ()\n", printed_regions)
    );
    let cases: Vec<(&str, String)> = vec![
        ("regions (3,000 deep)", regions),
        ("regions with block arguments (3,000 deep)", blocks_in_regions),
        ("attribute arrays", format!("\"foo.x\"() {{a = {}{}}} : () -> ()", rep("[", n), rep("]", n))),
        ("dictionaries", format!("\"foo.x\"() {{a = {}1{}}} : () -> ()", rep("{a = ", n), rep("}", n))),
        ("function types", format!("\"foo.x\"() : () -> {}{}", rep("(", n), rep(")", n))),
        ("function results", format!("\"foo.x\"() : () -> {}i32", rep("() -> ", n))),
        ("tensor types", format!("\"foo.x\"() : () -> {}f32{}", rep("tensor<", n), rep(">", n))),
        ("tuple types", format!("\"foo.x\"() : () -> {}i32{}", rep("tuple<", n), rep(">", n))),
        ("complex types", format!("\"foo.x\"() : () -> {}f32{}", rep("complex<", n), rep(">", n))),
        (
            "type attributes in arrays",
            format!("\"foo.x\"() {{a = {}i32{}}} : () -> ()", rep("[tuple<", n), rep(">]", n)),
        ),
        (
            "dense literals",
            format!("\"foo.x\"() {{a = dense<{}1{}> : tensor<i32>}} : () -> ()", rep("[", n), rep("]", n)),
        ),
        (
            "call-site locations",
            format!("\"foo.x\"() : () -> () loc({}\"a\"{})", rep("callsite(", n), rep(" at \"b\")", n)),
        ),
        ("fused locations", format!("\"foo.x\"() : () -> () loc({}\"a\"{})", rep("fused[", n), rep("]", n))),
        ("name locations", format!("\"foo.x\"() : () -> () loc({}\"a\"{})", rep("\"n\"(", n), rep(")", n))),
        (
            "opaque dialect attribute bodies",
            format!("\"foo.x\"() {{a = #foo.x{}{}}} : () -> ()", rep("<", n), rep(">", n)),
        ),
        ("opaque dialect type bodies", format!("\"foo.x\"() : () -> !foo.x{}{}", rep("<(", n), rep(")>", n))),
        ("unbalanced opaque bodies", format!("\"foo.x\"() : () -> !foo.x{}", rep("<[", n))),
        ("unclosed arrays", format!("\"foo.x\"() {{a = {}", rep("[", n))),
        ("unclosed regions", rep("\"foo.x\"() ({\n", n)),
        (
            "affine expressions",
            format!("\"foo.x\"() {{a = affine_map<(d0) -> ({}d0{})>}} : () -> ()", rep("(", n), rep(")", n)),
        ),
        ("affine negations", format!("\"foo.x\"() {{a = affine_map<(d0) -> ({}d0)>}} : () -> ()", rep("-", n))),
        ("affine sums", format!("\"foo.x\"() {{a = affine_map<(d0) -> ({}d0)>}} : () -> ()", rep("d0 + ", n))),
    ];
    let mut failures = Vec::new();
    for (what, text) in &cases {
        let p = write(&dir, "deep.mlir", text.as_bytes());
        if let Some(f) = check(&format!("deep {what}"), &run_file(&p, FLAGS)) {
            failures.push(f);
        }
    }
    // Must succeed in every print mode.
    let k = 500;
    let ok_cases: Vec<(&str, String)> = vec![
        ("regions", format!("{}{}", rep("\"foo.x\"() ({\n", k), rep("}) : () -> ()\n", k))),
        ("attribute arrays", format!("\"foo.x\"() {{a = {}{}}} : () -> ()", rep("[", k), rep("]", k))),
        ("locations", format!("\"foo.x\"() : () -> () loc({}\"a\"{})", rep("callsite(", k), rep(" at \"b\")", k))),
        ("types", format!("\"foo.x\"() : () -> {}f32{}", rep("tuple<", k), rep(">", k))),
    ];
    for (what, text) in &ok_cases {
        let p = write(&dir, "deep-ok.mlir", text.as_bytes());
        for flags in [FLAGS, FLAGS_GENERIC_DEBUG] {
            let r = run_file(&p, flags);
            if r.code != Some(0) {
                let clip: String = r.stderr.chars().take(800).collect();
                failures.push(format!(
                    "{k}-deep {what} with {flags:?}: exit {:?}, timed out: {}\n{clip}",
                    r.code, r.timed_out
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Output that cannot be written (a full disk: `/dev/full`) is an error
/// with a message and exit code 1, for the printed IR and for `--help`;
/// never lost silently with exit code 0.
#[test]
fn failing_output() {
    let full = Path::new("/dev/full");
    if !full.exists() {
        eprintln!("SKIPPED failing_output: no /dev/full on this system");
        return;
    }
    let dir = scratch_dir("failing_output");
    let input = write(&dir, "ok.mlir", b"\"foo.x\"() : () -> ()\n");
    let mut failures = Vec::new();
    let cases: [(&str, Vec<&str>); 3] = [
        ("stdout", vec!["-allow-unregistered-dialect", input.to_str().unwrap()]),
        ("-o", vec!["-allow-unregistered-dialect", input.to_str().unwrap(), "-o", "/dev/full"]),
        ("--help", vec!["--help"]),
    ];
    for (what, args) in cases {
        let out = std::fs::OpenOptions::new().write(true).open(full).expect("open /dev/full");
        let r = Command::new(ods_opt()).args(&args).stdin(Stdio::null()).stdout(out).output().expect("run ods-opt");
        let stderr = String::from_utf8_lossy(&r.stderr);
        if r.status.code() != Some(1) || !stderr.contains("No space left on device") {
            failures.push(format!("{what} to /dev/full: exit {:?}, stderr: {stderr}", r.status.code()));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Ops that use their own result, where patterns would rewrite them
/// forever (each time into a new op): in an unreachable block, which the
/// greedy driver erases first as mlir-opt's does, and in a graph region
/// (an unregistered op's), where mlir-opt hangs and ods-opt stops the round
/// and reports that it did not converge.
#[test]
fn self_using_ops_under_canonicalize() {
    let dir = scratch_dir("self-use");
    let unreachable = "func.func @f() {\n  return\n^bb1:\n  %c1 = arith.constant 1 : i64\n  \
                       %a = arith.addi %a, %c1 : i64\n  %m = arith.muli %m, %a : i64\n  cf.br ^bb1\n}\n";
    let graph = "func.func @g() {\n  \"x.op\"() ({\n    %c1 = arith.constant 1 : i64\n    \
                 %a = arith.addi %a, %c1 : i64\n    \"x.use\"(%a) : (i64) -> ()\n  }) : () -> ()\n  return\n}\n";
    let mut failures = Vec::new();
    for (name, src) in [("unreachable", unreachable), ("graph", graph)] {
        let path = write(&dir, &format!("{name}.mlir"), src.as_bytes());
        for flags in [
            &["-allow-unregistered-dialect", "-canonicalize"][..],
            &["-allow-unregistered-dialect", "-canonicalize=top-down=0"],
        ] {
            failures.extend(check(&format!("{name} {flags:?}"), &run_file(&path, flags)));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}

/// Regions that inline into their parent whose block ends in an
/// unregistered op (which may be a terminator under
/// `-allow-unregistered-dialect`) rather than `scf.yield`: the patterns
/// leave them (mlir-opt inlines them and leaves null operands behind;
/// ods-opt panicked). Found by fuzzing threads against one thread.
#[test]
fn inlined_regions_without_yield() {
    let dir = scratch_dir("no-yield");
    let execute = "func.func @f() {\n  %v = scf.execute_region -> i64 {\n    %x = \"test.val\"() : () -> i64\n  }\n  \
                   \"test.bar\"(%v) : (i64) -> ()\n  return\n}\n";
    let path = write(&dir, "execute.mlir", execute.as_bytes());
    let mut failures = Vec::new();
    for flags in [
        &["-allow-unregistered-dialect", "-canonicalize"][..],
        &["-allow-unregistered-dialect", "-pass-pipeline=builtin.module(func.func(canonicalize,cse))"],
    ] {
        let run = run_file(&path, flags);
        failures.extend(check(&format!("execute_region {flags:?}"), &run));
    }
    let _ = std::fs::remove_dir_all(&dir);
    report(failures);
}
