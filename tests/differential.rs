//! Differential tests against MLIR 22's `mlir-opt`.
//!
//! - Every `tests/corpus/*.mlir` file printed with
//!   `-allow-unregistered-dialect -mlir-print-op-generic` (and again with
//!   `-mlir-print-debuginfo`) by `ods-opt` and by `mlir-opt` must give
//!   byte-identical output, and both tools must accept it; the same holds
//!   for the default (custom) form, with and without debug info.
//! - Round trip: our output fed back to both tools gives identical output
//!   again, equal to the input (the printed form is a fixed point).
//! - Every `tests/lit/invalid/*.mlir` file must pass `mlir-opt
//!   -split-input-file -verify-diagnostics -allow-unregistered-dialect`,
//!   which proves the expected diagnostics are mlir-opt's own (the lit test
//!   checks that `ods-opt` meets the same expectations); run without
//!   `-verify-diagnostics`, both tools print the same stderr.
//!
//! The tests are skipped, with one line, when `mlir-opt` is not installed
//! (a failure when `ODS_REQUIRE_LLVM` is set; see `support`).

use std::path::{Path, PathBuf};

mod support;

use support::{first_diff, run, Output};

/// `mlir-opt` 22, or `None` after the one line that says the test skipped.
fn mlir_opt() -> Option<PathBuf> {
    support::llvm_tool("mlir-opt", "differential test")
}

fn ods_opt() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"))
}

fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    v
}

fn compare(failures: &mut Vec<String>, what: &str, ours: &Output, theirs: &Output) -> bool {
    if !ours.ok || !theirs.ok {
        failures.push(format!(
            "{what}: a tool failed (ods-opt ok={}, mlir-opt ok={})\n--- ods-opt stderr ---\n{}--- mlir-opt stderr ---\n{}",
            ours.ok, theirs.ok, ours.stderr, theirs.stderr
        ));
        return false;
    }
    if ours.stdout != theirs.stdout {
        failures.push(format!("{what}: output differs at {}", first_diff(&ours.stdout, &theirs.stdout)));
        return false;
    }
    true
}

#[test]
fn corpus_matches_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let ods = ods_opt();
    let corpus = files("tests/corpus");
    assert!(!corpus.is_empty(), "the corpus is empty");
    let base = ["-allow-unregistered-dialect", "-mlir-print-op-generic"];
    let debug = ["-allow-unregistered-dialect", "-mlir-print-op-generic", "-mlir-print-debuginfo"];
    let custom = ["-allow-unregistered-dialect"];
    let custom_debug = ["-allow-unregistered-dialect", "-mlir-print-debuginfo"];
    let mut failures = Vec::new();
    let mut identical = 0;
    let mut checks = 0;
    for f in &corpus {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let modes = [
            (&base[..], "generic"),
            (&debug[..], "generic+debuginfo"),
            (&custom[..], "custom"),
            (&custom_debug[..], "custom+debuginfo"),
        ];
        for (flags, label) in modes {
            checks += 1;
            let ours = run(&ods, flags, Some(f), None);
            let theirs = run(&mlir, flags, Some(f), None);
            if !compare(&mut failures, &format!("{name} ({label})"), &ours, &theirs) {
                continue;
            }
            identical += 1;
            // Round trip: our output back into both tools.
            checks += 1;
            let ours2 = run(&ods, flags, None, Some(&ours.stdout));
            let theirs2 = run(&mlir, flags, None, Some(&ours.stdout));
            if !compare(&mut failures, &format!("{name} ({label}, round trip)"), &ours2, &theirs2) {
                continue;
            }
            if label == "generic" && ours2.stdout != ours.stdout {
                failures.push(format!(
                    "{name} (round trip): printing is not a fixed point: {}",
                    first_diff(&ours2.stdout, &ours.stdout)
                ));
                continue;
            }
            identical += 1;
        }
    }
    println!("differential: {identical} of {checks} outputs byte-identical over {} corpus files", corpus.len());
    if !failures.is_empty() {
        panic!("{} differential failures:\n\n{}", failures.len(), failures.join("\n\n"));
    }
}

#[test]
fn invalid_expectations_are_mlir_opts() {
    let Some(mlir) = mlir_opt() else { return };
    let invalid = files("tests/lit/invalid");
    assert!(!invalid.is_empty(), "no invalid-input files");
    let flags = ["-split-input-file", "-verify-diagnostics", "-allow-unregistered-dialect"];
    let mut failures = Vec::new();
    for f in &invalid {
        let out = run(&mlir, &flags, Some(f), None);
        if !out.ok {
            failures.push(format!("{}:\n{}", f.display(), out.stderr));
        }
    }
    println!(
        "invalid inputs: {} of {} files meet mlir-opt's -verify-diagnostics",
        invalid.len() - failures.len(),
        invalid.len()
    );
    if !failures.is_empty() {
        panic!("mlir-opt disagrees with the expectations of {} files:\n\n{}", failures.len(), failures.join("\n"));
    }
}

/// Bytes that are not UTF-8 inside a string literal are kept as they are,
/// as in MLIR (`"\FF"`), and outside strings are an error at the same place.
#[test]
fn raw_bytes_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let dir = std::env::temp_dir().join(format!("ods-raw-bytes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // (Op names that are not UTF-8, which MLIR accepts, are an error here.)
    let cases: [&[u8]; 2] = [
        b"\"foo.x\"() {a = \"\xff\x80\xfe abc \xe2\x82\", b = \"\xc3\"} : () -> ()\n",
        b"\"foo.x\"() : () -> () \xff\n",
    ];
    let mut failures = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        let p = dir.join(format!("raw-{i}.mlir"));
        std::fs::write(&p, c).unwrap();
        let flags = ["-allow-unregistered-dialect", "-mlir-print-op-generic"];
        let ours = run(&ods_opt(), &flags, Some(&p), None);
        let theirs = run(&mlir, &flags, Some(&p), None);
        if ours.ok != theirs.ok || ours.stdout != theirs.stdout {
            failures.push(format!("case {i}: {}", first_diff(&ours.stdout, &theirs.stdout)));
        }
        let first_line = |s: &str| s.lines().next().unwrap_or("").to_string();
        if !ours.ok
            && first_line(&ours.stderr).split(": error").next() != first_line(&theirs.stderr).split(": error").next()
        {
            failures.push(format!("case {i}: errors differ:\n{}\n{}", ours.stderr, theirs.stderr));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The diagnostics of `ods-opt` on the invalid inputs (without
/// `-verify-diagnostics`) are mlir-opt's: same lines, columns and
/// messages, in the same order.
/// Each `tests/lit/invalid` file run without `-verify-diagnostics`: the
/// whole stderr and the exit status are mlir-opt's, the lines that show
/// the current op and, after the failed run, each `expected-*` directive
/// listed as not produced (mlir-opt 22 does that without a verifier).
#[test]
fn invalid_diagnostics_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let flags = ["-split-input-file", "-allow-unregistered-dialect"];
    let mut failures = Vec::new();
    let mut total = 0;
    for f in &files("tests/lit/invalid") {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let ours = run(&ods_opt(), &flags, Some(f), None);
        let theirs = run(&mlir, &flags, Some(f), None);
        total += theirs.stderr.lines().filter(|l| l.contains(": error: ")).count();
        if ours.ok != theirs.ok || ours.stderr != theirs.stderr {
            failures.push(format!(
                "{name}: ok {} (mlir-opt {}), stderr differs at {}",
                ours.ok,
                theirs.ok,
                first_diff(&ours.stderr, &theirs.stderr)
            ));
        }
    }
    println!("invalid inputs: {total} errors, the whole stderr mlir-opt's");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An operand naming a value of its own op's region (a forward reference
/// the definition comes too late to link): the whole stderr, including the
/// multi-line "see current operation" note, is mlir-opt's.
#[test]
fn unlinked_operand_errors_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let inputs = [
        "func.func @f() {\n  %0 = shape.assuming %w -> (!shape.witness) {\n    %w = shape.const_witness true\n    \
         shape.assuming_yield %w : !shape.witness\n  }\n  return\n}\n",
        "func.func @f(%s: !shape.shape) -> !shape.size {\n  %r = shape.reduce(%s, %l) : !shape.shape -> !shape.size {\n  \
         ^bb0(%i: index, %d: !shape.size, %l: !shape.size):\n    shape.yield %l : !shape.size\n  }\n  \
         return %r : !shape.size\n}\n",
        "%0 = shape.assuming %w -> (!shape.witness) {\n  %w = shape.const_witness true\n  \
         shape.assuming_yield %w : !shape.witness\n}\n",
    ];
    let mut failures = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let ours = run(&ods_opt(), &[], None, Some(input));
        let theirs = run(&mlir, &[], None, Some(input));
        assert!(
            !theirs.ok && theirs.stderr.contains("operation's operand is unlinked"),
            "input {i}: {}",
            theirs.stderr
        );
        if ours.ok || ours.stderr != theirs.stderr {
            failures
                .push(format!("unlinked input {i}: stderr differs at {}", first_diff(&ours.stderr, &theirs.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An op quoted in an error message, as MLIR streams it into a diagnostic:
/// one of several lines starts on a line of its own, and the error still
/// shows its source line (the whole stderr is mlir-opt's).
#[test]
fn ops_quoted_in_errors_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let inputs = [
        "func.func @f() {\n  \"foo.x\"() : () -> ()\n  %0 = arith.constant 1 : i32\n}\n",
        "func.func @f(%s: !shape.shape) -> !shape.size {\n  %r = shape.reduce(%s, %l) : !shape.shape -> !shape.size {\n  \
         ^bb0(%i: index, %d: !shape.size, %l: !shape.size):\n    shape.yield %l : !shape.size\n  }\n}\n",
    ];
    let mut failures = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let ours = run(&ods_opt(), &["-allow-unregistered-dialect"], None, Some(input));
        let theirs = run(&mlir, &["-allow-unregistered-dialect"], None, Some(input));
        assert!(!theirs.ok && theirs.stderr.contains("block with no terminator"), "input {i}: {}", theirs.stderr);
        if ours.ok || ours.stderr != theirs.stderr {
            failures.push(format!("input {i}: stderr differs at {}", first_diff(&ours.stderr, &theirs.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A function of `n` blocks chained by branches with block arguments,
/// listed in program order or backwards; with `bad_use`, block `bad_use`
/// also uses the value of the block after it (which does not dominate it).
fn block_chain(n: usize, reverse: bool, bad_use: Option<usize>) -> String {
    let mut blocks = Vec::new();
    for i in 1..=n {
        let mut b = format!("^bb{i}(%x{i}: index):\n  %v{i} = shape.add %x{i}, %x{i} : index, index -> index\n");
        if bad_use == Some(i) {
            let j = i + 1;
            b += &format!("  %w{i} = shape.add %v{j}, %x{i} : index, index -> index\n");
        }
        if i < n {
            b += &format!("  \"x.br\"(%v{i})[^bb{}] : (index) -> ()\n", i + 1);
        } else {
            b += &format!("  return %v{i} : index\n");
        }
        blocks.push(b);
    }
    if reverse {
        blocks.reverse();
    }
    format!("func.func @f(%a: index) -> index {{\n  \"x.br\"(%a)[^bb1] : (index) -> ()\n{}}}\n", blocks.concat())
}

/// Dominance at scale: a 10,000-block chain in both orders verifies and
/// prints as mlir-opt prints it, and a use of a later block's value in the
/// middle of it gets mlir-opt's error, line and note.
#[test]
fn long_block_chains_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let flags = ["-allow-unregistered-dialect"];
    let mut failures = Vec::new();
    for reverse in [false, true] {
        let input = block_chain(10_000, reverse, None);
        let ours = run(&ods_opt(), &flags, None, Some(&input));
        let theirs = run(&mlir, &flags, None, Some(&input));
        compare(&mut failures, &format!("chain (reverse: {reverse})"), &ours, &theirs);
        let input = block_chain(10_000, reverse, Some(5_000));
        let ours = run(&ods_opt(), &flags, None, Some(&input));
        let theirs = run(&mlir, &flags, None, Some(&input));
        assert!(theirs.stderr.contains("does not dominate"), "{}", theirs.stderr);
        // The notes that print the whole function are left out.
        let lines = |s: &str| -> Vec<String> {
            s.lines().filter(|l| l.starts_with("<stdin>")).map(|l| l.to_string()).collect()
        };
        if ours.ok || lines(&ours.stderr) != lines(&theirs.stderr) {
            failures.push(format!(
                "chain with a bad use (reverse: {reverse}): {}",
                first_diff(&ours.stderr, &theirs.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `n` foldable ops: a chain of `shape.add`s of one shared constant and a
/// chain of `shape.broadcast`s of one shared shape.
fn fold_chain(n: usize) -> String {
    let mut s = String::from(
        "func.func @f() -> (!shape.size, !shape.shape) {\n  %c1 = shape.const_size 1\n  \
         %s0 = shape.const_shape [1, 2] : !shape.shape\n  \
         %a0 = shape.add %c1, %c1 : !shape.size, !shape.size -> !shape.size\n",
    );
    for i in 1..n / 2 {
        s += &format!("  %a{i} = shape.add %a{}, %c1 : !shape.size, !shape.size -> !shape.size\n", i - 1);
    }
    for i in 1..=n / 2 {
        s += &format!("  %s{i} = shape.broadcast %s{}, %s0 : !shape.shape, !shape.shape -> !shape.shape\n", i - 1);
    }
    s += &format!("  return %a{}, %s{} : !shape.size, !shape.shape\n}}\n", n / 2 - 1, n / 2);
    s
}

/// The greedy driver on 10,000 folds through shared operands, top-down and
/// bottom-up: mlir-opt's output (the cost of a fold must not depend on the
/// use count of its operands; the benchmark measures that).
#[test]
fn fold_chains_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let input = fold_chain(10_000);
    let mut failures = Vec::new();
    for flags in [["-canonicalize"], ["-canonicalize=top-down=0"]] {
        let ours = run(&ods_opt(), &flags, None, Some(&input));
        let theirs = run(&mlir, &flags, None, Some(&input));
        assert!(theirs.stdout.contains("shape.const_size 5001"), "{}", theirs.stdout);
        compare(&mut failures, flags[0], &ours, &theirs);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `count` pseudo-random decimal digits, the first nonzero.
fn digits(count: usize, mut seed: u64) -> String {
    (0..count)
        .map(|i| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let d = (seed % 10) as u8;
            char::from(b'0' + if i == 0 { d.max(1) } else { d })
        })
        .collect()
}

/// A 200,000-digit integer round-trips through ods-opt, positive in a
/// signed and an unsigned type and negative (no mlir-opt here: its
/// conversion is quadratic and takes minutes at this size).
#[test]
fn huge_integer_literals_round_trip() {
    let d = digits(200_000, 7);
    let width = 200_000 * 4;
    for (value, ty) in
        [(d.clone(), format!("i{width}")), (format!("-{d}"), format!("si{width}")), (d.clone(), format!("ui{width}"))]
    {
        let input = format!("\"x.big\"() {{v = {value} : {ty}}} : () -> ()\n");
        let out = run(&ods_opt(), &["-allow-unregistered-dialect"], None, Some(&input));
        assert!(out.ok, "{}", out.stderr);
        let printed = out.stdout.split("v = ").nth(1).and_then(|s| s.split(' ').next()).unwrap_or("");
        assert!(
            printed == value,
            "{ty}: the value printed differs from the literal ({} vs {} chars)",
            printed.len(),
            value.len()
        );
    }
}

/// Integer literals of a few thousand digits, decimal and hexadecimal,
/// positive and negative, print as mlir-opt prints them.
#[test]
fn long_integer_literals_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let mut input = String::new();
    for (i, n) in [39, 40, 700, 2_000].into_iter().enumerate() {
        let d = digits(n, 11 + i as u64);
        let w = n * 4;
        input +=
            &format!("\"x.a\"() {{v = {d} : i{w}, n = -{d} : i{w}, u = {d} : ui{w}, s = -{d} : si{w}}} : () -> ()\n");
        let h: String = d.chars().map(|c| if c < '5' { c } else { char::from(b'a' + (c as u8 - b'5')) }).collect();
        input += &format!("\"x.h\"() {{v = 0x{h} : i{w}, n = -0x{h} : i{}}} : () -> ()\n", w + 1);
    }
    let flags = ["-allow-unregistered-dialect"];
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    let mut failures = Vec::new();
    compare(&mut failures, "long integers", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The exact decimal text of `odd · 2^exp` (`odd` below 2^64).
fn exact_decimal(odd: u64, exp: i32) -> String {
    // Base-10^9 digits, least significant first.
    let mut limbs = vec![odd % 1_000_000_000, odd / 1_000_000_000 % 1_000_000_000, odd / 1_000_000_000_000_000_000];
    let times = |limbs: &mut Vec<u64>, m: u64| {
        let mut carry = 0;
        for l in limbs.iter_mut() {
            let t = *l * m + carry;
            *l = t % 1_000_000_000;
            carry = t / 1_000_000_000;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    };
    // odd · 2^exp = odd · 5^k / 10^k for exp = -k.
    for _ in 0..exp.unsigned_abs() {
        times(&mut limbs, if exp < 0 { 5 } else { 2 });
    }
    let mut text: String = limbs.iter().rev().map(|l| format!("{l:09}")).collect();
    let shift = if exp < 0 { exp.unsigned_abs() as usize } else { 0 };
    if text.len() <= shift {
        text = format!("{}{text}", "0".repeat(shift + 1 - text.len()));
    }
    let (int, frac) = text.split_at(text.len() - shift);
    let int = int.trim_start_matches('0');
    format!("{}.{}", if int.is_empty() { "0" } else { int }, if frac.is_empty() { "0" } else { frac })
}

/// Literals whose last of thousands of digits decides the result, as
/// mlir-opt reads them: integers around the limits of their widths
/// (decimal, with leading zeros, hexadecimal), accepted or refused with
/// mlir-opt's error; floats at, just above and just below the midpoint of
/// two neighbouring doubles (normal, subnormal, and half the smallest).
#[test]
fn literals_at_their_limits_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let mut chunks = Vec::new();
    for w in [1u32, 7, 8, 63, 64, 65, 128, 129, 1000, 3000] {
        let pow = |e: u32| exact_decimal(1, e as i32).trim_end_matches(".0").to_string();
        let minus_one = |d: String| {
            let mut b = d.into_bytes();
            let mut i = b.len() - 1;
            while b[i] == b'0' {
                b[i] = b'9';
                i -= 1;
            }
            b[i] -= 1;
            String::from_utf8(b).expect("digits")
        };
        for v in [minus_one(pow(w)), pow(w), minus_one(pow(w - 1)), pow(w - 1)] {
            for ty in [format!("i{w}"), format!("si{w}"), format!("ui{w}")] {
                for text in [v.clone(), format!("-{v}"), format!("000{v}")] {
                    chunks.push(format!("\"x.a\"() {{v = {text} : {ty}}} : () -> ()"));
                }
            }
        }
    }
    // (mantissa, exponent) of doubles: the midpoint above each.
    for (m, e) in [(1u64 << 52, -52), ((1 << 53) - 1, -1074), (1, -1074), (0x1_2345_6789_abcd, -1074), (3, -1000)] {
        let mid = exact_decimal(2 * m + 1, e - 1);
        let (head, last) = mid.split_at(mid.len() - 1);
        let below = format!("{head}{}{}", char::from(last.as_bytes()[0] - 1), "9".repeat(2_000));
        for text in [mid.clone(), format!("{mid}{}1", "0".repeat(2_000)), below] {
            for ty in ["f64", "f32", "f16"] {
                chunks.push(format!("\"x.a\"() {{v = {text} : {ty}}} : () -> ()"));
            }
        }
    }
    let input = chunks.join("\n// -----\n");
    let flags = ["-allow-unregistered-dialect", "-split-input-file", "-mlir-print-op-generic"];
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    assert!(theirs.stderr.contains("integer constant out of range"), "no literal is refused: {}", theirs.stderr);
    assert!(ours.stdout == theirs.stdout, "output differs at {}", first_diff(&ours.stdout, &theirs.stdout));
    assert!(ours.stderr == theirs.stderr, "errors differ at {}", first_diff(&ours.stderr, &theirs.stderr));
}

/// Shapes whose dimensions the lexer reads as one identifier after the
/// first (`4x5x6xf32` is `4` then `x5x6xf32`), odd ones included: zeros
/// that look like hexadecimal, leading zeros, dimensions too large,
/// scalable and dynamic ones, and what may not follow an `x`.
#[test]
fn dimension_lists_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let shapes = [
        "tensor<0x4xf32>",
        "tensor<0xf32>",
        "tensor<00x4xf32>",
        "tensor<4x0x5xf32>",
        "tensor<4x 5xf32>",
        "tensor<4 x5xf32>",
        "tensor<4x99999999999999999999xf32>",
        "tensor<4x1_2xf32>",
        "tensor<4xx5xf32>",
        "tensor<4x?x5xf32>",
        "vector<4x[5]x6xf32>",
        "vector<[4]x5xf32>",
        "vector<4x5x[6]xf32>",
        "tensor<1x0x0x0xf32>",
        "tensor<4x0xax>",
        "tensor<4x0x4axf32>",
        "tensor<4x-5xf32>",
        "tensor<4x5>",
        "tensor<4x5x>",
        "memref<4x5xf32, 1>",
        "tensor<4x5x?xf32>",
        "vector<4x?xf32>",
        "tensor<0x0x0xi8>",
        "tensor<4x5x0x0xf32>",
        "tensor<4x5x00xf32>",
        "tensor<4x5x0xaxf32>",
        "tensor<4x5x9223372036854775807xf32>",
        "tensor<4x5x9223372036854775808xf32>",
        "tensor<4x5xi32x>",
        "tensor<4x5x6.0xf32>",
        "tensor<4x5x6e3xf32>",
        "tensor<4x5x6xcomplex<f32>>",
        "tensor<4x5x6x!x.y>",
        "tensor<4x5x6xx>",
        "tensor<4x5x6x?xf32>",
        "tensor<4x5x6x[7]xf32>",
        "vector<4x5x6x[7]xf32>",
        "tensor<4x5x6x//c\nf32>",
        "vector<4x5x0xf32>",
        "tensor<4x5x01x02xf32>",
        "tensor<4x5x0$xf32>",
        "tensor<4x5x6x.f32>",
        "tensor<4x5x0x0x0x7xf32>",
    ];
    let input: Vec<String> = shapes.iter().map(|t| format!("%0 = \"x.op\"() : () -> {t}")).collect();
    let input = input.join("\n// -----\n");
    let flags = ["-allow-unregistered-dialect", "-split-input-file"];
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    assert!(ours.stdout == theirs.stdout, "output differs at {}", first_diff(&ours.stdout, &theirs.stdout));
    assert!(ours.stderr == theirs.stderr, "errors differ at {}", first_diff(&ours.stderr, &theirs.stderr));
}

/// Constants around the 32- and 64-bit edges, where `index` folds must
/// agree between 32-bit and 64-bit targets.
const INDEX_EDGES: [i128; 20] = [
    0,
    1,
    -1,
    2,
    -2,
    3,
    -7,
    7,
    31,
    32,
    33,
    (1 << 31) - 1,
    1 << 31,
    -(1 << 31),
    1 << 32,
    (1 << 32) + 3,
    -(1 << 32) - 5,
    i64::MIN as i128,
    i64::MAX as i128,
    12_345_678_901,
];

/// Every binary index op and every comparison on every pair of edge
/// constants, the casts to and from integers of several widths, and
/// `cmp(max/min(x, a), b)`: `-canonicalize` must fold exactly what
/// mlir-opt folds, to the same values.
fn index_fold_grid() -> String {
    let mut s = String::from("func.func @f(%x: index) {\n");
    for (i, v) in INDEX_EDGES.iter().enumerate() {
        s += &format!("  %c{i} = index.constant {v}\n");
    }
    let mut n = 0;
    let mut use_ = |s: &mut String, line: String, ty: &str| {
        *s += &format!("  %r{n} = {line}\n  \"test.use\"(%r{n}) : ({ty}) -> ()\n");
        n += 1;
    };
    let ops =
        "add sub mul divs divu ceildivs ceildivu floordivs rems remu maxs maxu mins minu shl shrs shru and or xor";
    let preds = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
    let pairs: Vec<(usize, usize)> =
        (0..INDEX_EDGES.len()).flat_map(|i| (0..INDEX_EDGES.len()).map(move |j| (i, j))).collect();
    for op in ops.split(' ') {
        for &(i, j) in &pairs {
            use_(&mut s, format!("index.{op} %c{i}, %c{j}"), "index");
        }
    }
    for p in preds {
        for &(i, j) in &pairs {
            use_(&mut s, format!("index.cmp {p}(%c{i}, %c{j})"), "i1");
        }
    }
    for width in [8u32, 32, 33, 64, 65] {
        for i in 0..INDEX_EDGES.len() {
            for cast in ["casts", "castu"] {
                use_(&mut s, format!("index.{cast} %c{i} : index to i{width}"), &format!("i{width}"));
            }
        }
        for (k, v) in [0i128, 1, -1, 127, -128, 5, 100].iter().enumerate() {
            s += &format!("  %k{width}_{k} = arith.constant {v} : i{width}\n");
            for cast in ["casts", "castu"] {
                use_(&mut s, format!("index.{cast} %k{width}_{k} : i{width} to index"), "index");
            }
        }
    }
    for m in ["mins", "minu", "maxs", "maxu"] {
        for i in [0, 1, 2, 4, 11, 13] {
            for j in [0, 1, 3, 11, 12, 13] {
                s += &format!("  %{m}_{i}_{j} = index.{m} %x, %c{i}\n");
                for p in preds {
                    use_(&mut s, format!("index.cmp {p}(%{m}_{i}_{j}, %c{j})"), "i1");
                }
            }
        }
    }
    s + "  return\n}\n"
}

#[test]
fn index_folds_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let input = index_fold_grid();
    let flags = ["-canonicalize", "-allow-unregistered-dialect"];
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    assert!(theirs.ok, "mlir-opt rejects the input: {}", theirs.stderr);
    let mut failures = Vec::new();
    compare(&mut failures, "index folds", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every folding math op on scalars of each float type, splats and dense
/// vectors, in and out of the functions' domains.
fn math_fold_grid() -> String {
    let floats = ["0.0", "-0.0", "0.5", "-0.5", "1.5", "-2.5", "3.0", "-1.0", "1.0e-40", "0x7F800000", "0x7FC00000"];
    let unary = "absf acos acosh asin asinh atan atanh ceil cos cosh erf erfc sin sinh exp exp2 expm1 floor log \
                 log10 log1p log2 sqrt tan tanh roundeven round trunc";
    let binary = "atan2 copysign powf";
    let class = "isfinite isinf isnan isnormal";
    let mut s = String::from("func.func @f() {\n");
    let mut n = 0;
    for ty in ["f32", "f64", "f16", "bf16"] {
        let mut names = Vec::new();
        for (i, f) in floats.iter().enumerate() {
            // Hex literals are f32 bit patterns; other types take decimals only.
            if f.starts_with("0x") && ty != "f32" {
                continue;
            }
            s += &format!("  %{ty}_{i} = arith.constant {f} : {ty}\n");
            names.push(format!("%{ty}_{i}"));
        }
        for op in unary.split(' ') {
            for a in &names {
                s += &format!("  %r{n} = math.{op} {a} : {ty}\n  \"test.use\"(%r{n}) : ({ty}) -> ()\n");
                n += 1;
            }
        }
        for op in binary.split(' ') {
            for a in &names {
                for b in &names {
                    s += &format!("  %r{n} = math.{op} {a}, {b} : {ty}\n  \"test.use\"(%r{n}) : ({ty}) -> ()\n");
                    n += 1;
                }
            }
        }
        for op in class.split(' ') {
            for a in &names {
                s += &format!("  %r{n} = math.{op} {a} : {ty}\n  \"test.use\"(%r{n}) : (i1) -> ()\n");
                n += 1;
            }
        }
    }
    s += "  %v = arith.constant dense<[0.5, -1.5, 4.0, 1.0e-40]> : vector<4xf32>\n";
    s += "  %w = arith.constant dense<2.5> : vector<4xf32>\n";
    for op in unary.split(' ') {
        for a in ["%v", "%w"] {
            s += &format!("  %r{n} = math.{op} {a} : vector<4xf32>\n  \"test.use\"(%r{n}) : (vector<4xf32>) -> ()\n");
            n += 1;
        }
    }
    for op in binary.split(' ') {
        for (a, b) in [("%v", "%w"), ("%w", "%v"), ("%w", "%w")] {
            s += &format!(
                "  %r{n} = math.{op} {a}, {b} : vector<4xf32>\n  \"test.use\"(%r{n}) : (vector<4xf32>) -> ()\n"
            );
            n += 1;
        }
    }
    for op in class.split(' ') {
        s += &format!("  %r{n} = math.{op} %w : vector<4xf32>\n  \"test.use\"(%r{n}) : (vector<4xi1>) -> ()\n");
        n += 1;
    }
    for ty in ["i8", "i32", "i64"] {
        for (i, v) in [0i64, 1, -1, 2, -2, 3, 7, -128, 100].iter().enumerate() {
            s += &format!("  %{ty}_{i} = arith.constant {v} : {ty}\n");
        }
        for op in ["absi", "ctlz", "cttz", "ctpop"] {
            for i in 0..9 {
                s += &format!("  %r{n} = math.{op} %{ty}_{i} : {ty}\n  \"test.use\"(%r{n}) : ({ty}) -> ()\n");
                n += 1;
            }
        }
        for i in 0..9 {
            for j in 0..9 {
                s += &format!(
                    "  %r{n} = math.ipowi %{ty}_{i}, %{ty}_{j} : {ty}\n  \"test.use\"(%r{n}) : ({ty}) -> ()\n"
                );
                n += 1;
            }
        }
    }
    s + "  return\n}\n"
}

/// The math folders against mlir-opt's (which call the same C library for
/// `f32` and `f64`).
#[test]
fn math_folds_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let input = math_fold_grid();
    let flags = ["-canonicalize", "-allow-unregistered-dialect"];
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    assert!(theirs.ok, "mlir-opt rejects the input: {}", theirs.stderr);
    let mut failures = Vec::new();
    compare(&mut failures, "math folds", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every `tests/canonicalize/*.mlir` file after `-canonicalize`, in the
/// generic form, then in the custom form with locations (where the names
/// of results and the locations of moved and merged ops show), then
/// visiting ops bottom-up (`top-down=false`, the greedy driver's default
/// for other passes): byte-identical to `mlir-opt`'s output.
#[test]
fn canonicalize_files_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let generic = ["-allow-unregistered-dialect", "-canonicalize", "-mlir-print-op-generic"];
    let debug = ["-allow-unregistered-dialect", "-canonicalize", "-mlir-print-debuginfo"];
    let bottom_up = ["-allow-unregistered-dialect", "-canonicalize=top-down=false", "-mlir-print-debuginfo"];
    let mut failures = Vec::new();
    for f in files("tests/canonicalize") {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        for (flags, label) in [(&generic, "generic"), (&debug, "custom+debuginfo"), (&bottom_up, "bottom-up")] {
            let ours = run(&ods_opt(), flags, Some(&f), None);
            let theirs = run(&mlir, flags, Some(&f), None);
            compare(&mut failures, &format!("{name} ({label})"), &ours, &theirs);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every `tests/inline/*.mlir` file after `-inline`, in the generic form and
/// in the custom form with locations: byte-identical to `mlir-opt`'s output
/// (which bodies each dialect lets the inliner move, and where).
#[test]
fn inline_files_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let generic = ["-allow-unregistered-dialect", "-inline", "-mlir-print-op-generic"];
    let debug = ["-allow-unregistered-dialect", "-inline", "-mlir-print-debuginfo"];
    let mut failures = Vec::new();
    for f in files("tests/inline") {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        for (flags, label) in [(&generic, "generic"), (&debug, "custom+debuginfo")] {
            let ours = run(&ods_opt(), flags, Some(&f), None);
            let theirs = run(&mlir, flags, Some(&f), None);
            compare(&mut failures, &format!("{name} ({label})"), &ours, &theirs);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every `tests/symbol-dce/*.mlir` file after `-symbol-dce` (on the top
/// module, and on the modules nested in it), and the pass on an op that is
/// no symbol table (which fails on every function, each failure reported):
/// output and diagnostics byte-identical to `mlir-opt`'s.
#[test]
fn symbol_dce_files_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let top = ["-allow-unregistered-dialect", "-split-input-file", "-symbol-dce"];
    let nested = [
        "-allow-unregistered-dialect",
        "-split-input-file",
        "-pass-pipeline=builtin.module(builtin.module(symbol-dce))",
    ];
    let not_a_table =
        ["-allow-unregistered-dialect", "-split-input-file", "-pass-pipeline=builtin.module(func.func(symbol-dce))"];
    // Every function fails: each one's error is reported, on any thread.
    let not_a_table_one_thread = [
        "-allow-unregistered-dialect",
        "-split-input-file",
        "-mlir-disable-threading",
        "-pass-pipeline=builtin.module(func.func(symbol-dce))",
    ];
    let mut failures = Vec::new();
    for f in files("tests/symbol-dce") {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let runs: [(&[&str], &str); 4] = [
            (&top, "top"),
            (&nested, "nested"),
            (&not_a_table, "on func.func"),
            (&not_a_table_one_thread, "on func.func, one thread"),
        ];
        for (flags, label) in runs {
            let ours = run(&ods_opt(), flags, Some(&f), None);
            let theirs = run(&mlir, flags, Some(&f), None);
            if ours.ok != theirs.ok || ours.stdout != theirs.stdout || ours.stderr != theirs.stderr {
                failures.push(format!(
                    "{name} ({label}): ok {} (mlir-opt {}), output differs at {}, stderr at {}",
                    ours.ok,
                    theirs.ok,
                    first_diff(&ours.stdout, &theirs.stdout),
                    first_diff(&ours.stderr, &theirs.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `n` private functions, each calling the next, reached from a public one
/// only every other run of 100 (the rest dead), and their mirror images
/// calling back: `-symbol-dce` keeps exactly what `mlir-opt` keeps, at a
/// size where a lookup per use without a table would be quadratic.
#[test]
fn long_call_chains_after_symbol_dce_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let mut src = String::new();
    let n = 5000;
    for i in 0..n {
        let next = if (i + 1) % 100 == 0 { String::new() } else { format!("    func.call @f{}() : () -> ()\n", i + 1) };
        src += &format!("func.func private @f{i}() {{\n{next}    return\n}}\n");
    }
    for i in (0..n).step_by(200) {
        src += &format!("func.func @root{i}() {{\n    func.call @f{i}() : () -> ()\n    return\n}}\n");
    }
    let flags = ["-symbol-dce", "-mlir-print-op-generic"];
    let ours = run(&ods_opt(), &flags, None, Some(&src));
    let theirs = run(&mlir, &flags, None, Some(&src));
    let mut failures = Vec::new();
    compare(&mut failures, "call chains", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A chain of `n` blocks, each forwarding a value it uses and one that no
/// block uses (a dead argument at every step), with a loop back to the top.
fn dead_argument_chain(n: usize) -> String {
    let mut s = String::from("func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {\n  cf.br ^bb0(%a, %b : i32, f32)\n");
    for i in 0..n {
        s += &format!("^bb{i}(%x{i}: i32, %d{i}: f32):\n  %y{i} = arith.addi %x{i}, %x{i} : i32\n");
        s += &format!("  %e{i} = arith.addf %d{i}, %d{i} : f32\n");
        let next = i + 1;
        if next < n {
            s += &format!("  cf.cond_br %c, ^bb{next}(%y{i}, %e{i} : i32, f32), ^bb0(%y{i}, %e{i} : i32, f32)\n");
        } else {
            s += &format!("  return %y{i} : i32\n");
        }
    }
    s + "}\n"
}

#[test]
fn dead_argument_chains_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let flags = ["-canonicalize", "-mlir-print-op-generic"];
    for n in [10, 1000] {
        let src = dead_argument_chain(n);
        let ours = run(&ods_opt(), &flags, None, Some(&src));
        let theirs = run(&mlir, &flags, None, Some(&src));
        let mut failures = Vec::new();
        compare(&mut failures, &format!("chain of {n}"), &ours, &theirs);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(!ours.stdout.contains("arith.addf"), "the dead cycle stays at {n}");
    }
}

/// Dead cycles in regions nested 300 deep (the deep test runs 100,000):
/// region simplification erases the same ops and arguments as mlir-opt's.
#[test]
fn nested_dead_cycles_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let flags = ["-allow-unregistered-dialect", "-canonicalize", "-mlir-print-op-generic"];
    let src = support::nested_dead_cycles(300);
    let ours = run(&ods_opt(), &flags, None, Some(&src));
    let theirs = run(&mlir, &flags, None, Some(&src));
    assert!(theirs.ok, "mlir-opt rejects the input: {}", theirs.stderr);
    let mut failures = Vec::new();
    compare(&mut failures, "nested dead cycles", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(!ours.stdout.contains("arith.addi"), "a dead cycle stays");
}

/// Unreachable blocks go under `-canonicalize` even with region
/// simplification disabled, as in mlir-opt 22 (its driver erases them
/// before each round of patterns).
#[test]
fn unreachable_blocks_go_without_region_simplification() {
    let Some(mlir) = mlir_opt() else { return };
    let flags = ["-allow-unregistered-dialect", "-canonicalize=region-simplify=disabled", "-mlir-print-op-generic"];
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/canonicalize/unreachable_self_use.mlir");
    let ours = run(&ods_opt(), &flags, Some(&file), None);
    let theirs = run(&mlir, &flags, Some(&file), None);
    let mut failures = Vec::new();
    compare(&mut failures, "unreachable_self_use.mlir", &ours, &theirs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(!ours.stdout.contains("arith.addi"), "the unreachable block stays");
}

/// Wide constructs whose parts were checked against all earlier ones: a
/// dictionary of 20,000 entries (in both orders, and with a duplicate
/// key at the end) and a `cf.switch` of 20,000 cases with forwarded
/// operands print, or fail, as in mlir-opt.
#[test]
fn wide_dictionaries_and_switches_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let n = 20_000;
    let entries: Vec<String> = (0..n).map(|i| format!("k{i} = {i}")).collect();
    let reversed: Vec<String> = entries.iter().rev().cloned().collect();
    let mut cases = String::new();
    for i in 0..n {
        cases += &format!(",\n    {i}: ^bb{}(%x : i32)", i % 3 + 1);
    }
    let switch = format!(
        "func.func @f(%x: i32) {{\n  cf.switch %x : i32, [\n    default: ^bb1(%x : i32){cases}\n  ]\n\
         ^bb1(%a: i32):\n  return\n^bb2(%b: i32):\n  return\n^bb3(%c: i32):\n  return\n}}"
    );
    let inputs = [
        format!("\"x.a\"() {{{}}} : () -> ()", entries.join(", ")),
        format!("\"x.a\"() {{{}}} : () -> ()", reversed.join(", ")),
        format!("\"x.a\"() {{{}, k17 = 1}} : () -> ()", entries.join(", ")),
        switch,
    ];
    let flags = ["-allow-unregistered-dialect", "-split-input-file"];
    let input = inputs.join("\n// -----\n");
    let ours = run(&ods_opt(), &flags, None, Some(&input));
    let theirs = run(&mlir, &flags, None, Some(&input));
    assert!(theirs.stderr.contains("duplicate key 'k17'"), "{}", theirs.stderr);
    assert!(ours.stdout == theirs.stdout, "output differs at {}", first_diff(&ours.stdout, &theirs.stdout));
    assert!(ours.stderr == theirs.stderr, "errors differ at {}", first_diff(&ours.stderr, &theirs.stderr));
}

/// Malformed affine maps and sets: every error, its line and column and
/// the errors that follow it, is mlir-opt's (wrong tokens are reported
/// where the text before them ends, non-affine products at the operator
/// MLIR names, lexer errors alone).
#[test]
fn affine_errors_match_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    let inputs = [
        "#map = affine_map<(d0) -> (d0 + d1)>",
        "#map = affine_map<(d0)[s0] -> (d0 * d0)>",
        "#map = affine_map<(d0) -> (d0 floordiv 0 + %)>",
        "#map = affine_map<(d0, d0) -> (d0)>",
        "#set = affine_set<(d0) : (d0 >= 0, d0 = 1)>",
        "#map = affine_map<(d0) -> (d0 mod s0)>",
        "#map = affine_map<(d0) -> ((d0 + 1)>",
        "#map = affine_map<(d0) -> (d0 ceildiv d0)>",
        "#map = affine_map<(d0, d1) -> (d0 * d1 * 2)>",
        "#map = affine_map<(d0, d1) -> (d0 * 2 * d1 * d0)>",
        "#map = affine_map<(d0) -> (d0 + )>",
        "#map = affine_map<(d0) -> (* d0)>",
        "#map = affine_map<(d0) -> (+ d0)>",
        "#map = affine_map<(d0) -> ()>",
        "#map = affine_map<(d0) -> (())>",
        "#map = affine_map<(d0) -> (d0 -)>",
        "#map = affine_map<(d0) -> (- )>",
        "#map = affine_map<(d0) -> (%x)>",
        "#map = affine_map<(d0) -> (@f)>",
        "#map = affine_map<(d0) -> (d0 / 2)>",
        "#map = affine_map<(d0) -> (d0 ~ 2)>",
        "#map = affine_map<(d0) -> (d0) d1>",
        "#map = affine_map<(d0) d1>",
        "#map = affine_map<d0 -> (d0)>",
        "#map = affine_map<(d0 d1) -> (d0)>",
        "#map = affine_map<(d0)[s0 s1] -> (d0)>",
        "#map = affine_map<(d0)[1] -> (d0)>",
        "#map = affine_map<(1) -> (d0)>",
        "#map = affine_map<(d0) -> (99999999999999999999)>",
        "#map = affine_map<(d0) -> (9223372036854775808)>",
        "#map = affine_map<(d0) -> (d0 + 2 floordiv d0)>",
        "#map = affine_map<(d0) -> (d0 mod d0 + 1)>",
        "#set = affine_set<(d0) : (d0 == 0 d0)>",
        "#set = affine_set<(d0) : d0 >= 0>",
        "#set = affine_set<(d0) : (d0 <= )>",
        "#set = affine_set<(d0) : (d0 < 0)>",
        "#set = affine_set<(d0) : ()>",
        "#map = affine_map<(d0) -> (d0, )>",
        "#map = affine_map<(d0) -> (d0 \"x\")>",
        "#map = affine_map<(d0) -> (d0 * (d0 + 1))>",
        "#map = affine_map<(d0)[s0] -> (d0 * s0 * d0)>",
        "#map = affine_map<(d0)[s0] -> ((d0 * s0) * d0)>",
        "#map = affine_map<(d0) -> (d0 -- 1)>",
        "#map = affine_map<(d0) -> (-(d0 * d0))>",
        "#map = affine_map<(d0) -> (d0 floordiv)>",
        "#map = affine_map<(d0) -> (floordiv d0)>",
        "#map = affine_map<(d0) -> (symbol(%x))>",
        "#map = affine_map<(d0) -> (symbol x)>",
        "#map = affine_map<(d0) : (d0 >= 0)>",
        "#set = affine_set<(d0) -> (d0)>",
        "#map = affine_map (d0) -> (d0)>",
        "#map = affine_map<(d0) -> (d0)",
        "#map = affine_map<(d0) -> (d0 - -)>",
        "#map = affine_map<(d0) -> (--(d0 * d0))>",
        "#map = affine_map<(d0) -> (d0 * d0 floordiv 2)>",
        "#map = affine_map<(d0) -> (2 * d0 * d0 + 1)>",
        "#map = affine_map<(d0) -> (d0 * 2 floordiv d0)>",
        "#set = affine_set<(d0) : (d0 > 0)>",
        "#set = affine_set<(d0) : (d0 >= )>",
        "#map = affine_map<(d0)[] -> (d0)>",
        "#map = affine_map<() -> ()>",
        "#map = affine_map<(d0) -> (0x)>",
        "#map = affine_map<(d0) -> (0x1g)>",
        "#map = affine_map<(d0) -> (d0 mod\n  d1)>",
        "#map = affine_map<(d0) -> (d0 // comment\n  + d1)>",
        "#map = affine_map<(d0) -> (d0 mod",
    ];
    let mut failures = Vec::new();
    for input in inputs {
        let input = format!("{input}\n");
        let ours = run(&ods_opt(), &[], None, Some(&input));
        let theirs = run(&mlir, &[], None, Some(&input));
        if ours.ok != theirs.ok || ours.stderr != theirs.stderr {
            failures.push(format!("{input}ours:\n{}mlir-opt:\n{}", ours.stderr, theirs.stderr));
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), inputs.len(), failures.join("\n"));
}

/// The ends of the tokens of `text`, roughly: each place where a run of
/// non-blank text stops before a blank or before or after punctuation.
fn token_ends(text: &str) -> Vec<usize> {
    let word = |c: char| c.is_alphanumeric() || "_$.%#!@^-".contains(c);
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut ends = Vec::new();
    for w in chars.windows(2) {
        let ((_, a), (i, b)) = (w[0], w[1]);
        if !a.is_whitespace() && (b.is_whitespace() || !word(a) || !word(b)) {
            ends.push(i);
        }
    }
    ends
}

/// Every corpus file cut short at a sample of its token ends, followed by
/// nothing, a newline, blank lines, or blanks and a comment: the first
/// error is mlir-opt's (line, column and message). This is where errors
/// at the end of the input go, where a wrong token's error goes back past
/// blanks and comments, and where each parser of the grammar and of the
/// ops stops on a truncated construct.
#[test]
fn truncated_inputs_fail_as_in_mlir_opt() {
    let Some(mlir) = mlir_opt() else { return };
    const CUTS_PER_FILE: usize = 12;
    const TAILS: [&str; 4] = ["", "\n", "\n\n", "  \n// c\n\n"];
    let first_error = |o: &Output| o.stderr.lines().find(|l| l.contains(": error: ")).map(str::to_string);
    let mut failures = Vec::new();
    let mut cases = 0;
    for f in files("tests/corpus") {
        let text = std::fs::read_to_string(&f).unwrap();
        // Comment lines could hold `expected-*` text; the cuts keep code.
        let code: String =
            text.lines().filter(|l| !l.trim_start().starts_with("//")).map(|l| format!("{l}\n")).collect();
        let ends = token_ends(&code);
        let step = (ends.len() / CUTS_PER_FILE).max(1);
        for (k, &end) in ends.iter().step_by(step).enumerate() {
            let input = format!("{}{}", &code[..end], TAILS[k % TAILS.len()]);
            let args = ["-allow-unregistered-dialect", "-o", "/dev/null"];
            let ours = run(&ods_opt(), &args, None, Some(&input));
            let theirs = run(&mlir, &args, None, Some(&input));
            if theirs.stderr.contains("Stack dump") {
                continue;
            }
            cases += 1;
            let (a, b) = (first_error(&ours), first_error(&theirs));
            if ours.ok != theirs.ok || a != b {
                failures.push(format!(
                    "{} cut at byte {end}: ods-opt {:?}, mlir-opt {:?}",
                    f.display(),
                    a.unwrap_or_else(|| "accepted".into()),
                    b.unwrap_or_else(|| "accepted".into())
                ));
            }
        }
    }
    println!("truncated inputs: {cases} cases, first errors as mlir-opt's");
    assert!(failures.is_empty(), "{} of {cases} differ:\n{}", failures.len(), failures.join("\n"));
}
