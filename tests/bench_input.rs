//! The benchmark input (`ods-bench-input`, written by `gen-bench`) checked
//! against MLIR 22's `mlir-opt` on a small instance of the same shape:
//!
//! - `mlir-opt` accepts the custom form, and its generic print of it is the
//!   generator's generic form byte for byte (so benchmarks may use the
//!   generic form without `mlir-opt`);
//! - on both forms, `ods-opt` and `mlir-opt` print byte-identical output in
//!   the custom and the generic form, with and without `-canonicalize`.
//!
//! Skipped with one line when `mlir-opt` is not installed (see `support`).
//! At the full 200,011-op size `scripts/bench-vs-mlir.sh` reports the same
//! byte-identity per case; this test stays small so that it stays quick.

use ods_bench_input::{generate, Form, Size};
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;

/// Runs `tool args file`; its standard output, or the failure with stderr.
fn run(tool: &Path, args: &[&str], file: &Path) -> Result<String, String> {
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!("{} {args:?} failed:\n{}", tool.display(), support::excerpt(&String::from_utf8_lossy(&out.stderr))))
    }
}

/// The first line where two texts differ.
fn first_diff(ours: &str, theirs: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (ours.lines().collect(), theirs.lines().collect());
    for i in 0..a.len().max(b.len()) {
        let (x, y) = (a.get(i).copied().unwrap_or("<eof>"), b.get(i).copied().unwrap_or("<eof>"));
        if x != y {
            return format!("line {}:\n  ods-opt:  {x}\n  mlir-opt: {y}", i + 1);
        }
    }
    "a trailing newline".into()
}

#[test]
fn generated_input_matches_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "benchmark input test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-input");
    std::fs::create_dir_all(&dir).unwrap();
    // 3 x 400: every kind of op, several steps, and two padding ops each.
    let size = Size { funcs: 3, ops_per_func: 400 };
    let custom = dir.join("custom.mlir");
    let generic = dir.join("generic.mlir");
    std::fs::write(&custom, generate(size, Form::Custom)).unwrap();
    std::fs::write(&generic, generate(size, Form::Generic)).unwrap();

    let mut failures = Vec::new();
    match run(&mlir, &["-mlir-print-op-generic"], &custom) {
        Ok(text) if text == std::fs::read_to_string(&generic).unwrap() => {}
        Ok(text) => failures.push(format!(
            "the generator's generic form differs from mlir-opt's print of its custom form at {}",
            first_diff(&std::fs::read_to_string(&generic).unwrap(), &text)
        )),
        Err(e) => failures.push(e),
    }
    let cases: [&[&str]; 4] =
        [&[], &["-mlir-print-op-generic"], &["-canonicalize"], &["-canonicalize", "-mlir-print-op-generic"]];
    let mut compared = 0;
    for file in [&custom, &generic] {
        for args in cases {
            let what = format!("{} {args:?}", file.file_name().unwrap().to_string_lossy());
            match (run(&ods, args, file), run(&mlir, args, file)) {
                (Ok(ours), Ok(theirs)) if ours == theirs => compared += 1,
                (Ok(ours), Ok(theirs)) => {
                    failures.push(format!("{what}: output differs at {}", first_diff(&ours, &theirs)))
                }
                (Err(e), _) | (_, Err(e)) => failures.push(format!("{what}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{} of 9 checks failed:\n{}", failures.len(), failures.join("\n\n"));
    assert_eq!(compared, 8);
}
