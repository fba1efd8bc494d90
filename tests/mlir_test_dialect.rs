//! Differential tests of the op definition machinery against `mlir-opt` 22
//! on MLIR's own `test` dialect.
//!
//! `dialects/test/src/syntax.rs` (and its neighbours) define ops with the
//! names, arguments and assembly formats of MLIR's test dialect, which
//! `mlir-opt` 22 registers. Each `tests/mlir-test-dialect/*.mlir` file is
//! printed by both tools and must come out byte-identical:
//!
//! - in the custom form and in the generic form;
//! - custom -> custom: our custom output read again by both tools;
//! - custom -> generic -> custom: our generic output read again by both
//!   tools and printed in the custom form, which must also equal the first
//!   custom output (nothing is lost through the generic form).
//!
//! Skipped, with one line, when `mlir-opt` is not installed.

use std::path::{Path, PathBuf};

mod support;

use support::{first_diff, run, Output};

fn same(what: &str, ours: &Output, theirs: &Output) -> Result<(), String> {
    if !ours.ok || !theirs.ok {
        return Err(format!(
            "{what}: a tool failed (ods-opt ok={}, mlir-opt ok={})\n--- ods-opt ---\n{}--- mlir-opt ---\n{}",
            ours.ok, theirs.ok, ours.stderr, theirs.stderr
        ));
    }
    if ours.stdout != theirs.stdout {
        return Err(format!("{what}: output differs at {}", first_diff(&ours.stdout, &theirs.stdout)));
    }
    Ok(())
}

#[test]
fn test_dialect_ops_print_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "test dialect differential test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir-test-dialect");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no input files in {}", dir.display());
    let generic = ["-mlir-print-op-generic"];
    let mut failures = Vec::new();
    let mut checks = 0;
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let mut check = |what: &str, ours: &Output, theirs: &Output| -> bool {
            checks += 1;
            match same(&format!("{name} ({what})"), ours, theirs) {
                Ok(()) => true,
                Err(e) => {
                    failures.push(e);
                    false
                }
            }
        };
        let custom = run(&ods, &[], Some(f), None);
        if !check("custom", &custom, &run(&mlir, &[], Some(f), None)) {
            continue;
        }
        let gen = run(&ods, &generic, Some(f), None);
        if !check("generic", &gen, &run(&mlir, &generic, Some(f), None)) {
            continue;
        }
        let again = run(&ods, &[], None, Some(&custom.stdout));
        let fixed = check("custom -> custom", &again, &run(&mlir, &[], None, Some(&custom.stdout)));
        let back = run(&ods, &[], None, Some(&gen.stdout));
        let through = check("custom -> generic -> custom", &back, &run(&mlir, &[], None, Some(&gen.stdout)));
        if fixed && again.stdout != custom.stdout {
            failures.push(format!(
                "{name}: the custom form is not a fixed point: {}",
                first_diff(&again.stdout, &custom.stdout)
            ));
        }
        if through && back.stdout != custom.stdout {
            failures.push(format!(
                "{name}: the generic form loses something: {}",
                first_diff(&back.stdout, &custom.stdout)
            ));
        }
    }
    println!(
        "test dialect: {} of {checks} outputs identical to mlir-opt's over {} files",
        checks - failures.len(),
        files.len()
    );
    assert!(failures.is_empty(), "{} differences:\n\n{}", failures.len(), failures.join("\n\n"));
}
