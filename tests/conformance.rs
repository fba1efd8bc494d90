//! MLIR 22's Shape dialect tests (`shape/` of the conformance directory,
//! `ODS_MLIR_TESTS` or `../shared/conformance`, read in place) through `ods-opt`: every RUN line exactly as written with
//! `mlir-opt` replaced by our binary, piped into LLVM's `FileCheck`; the
//! interop checks `ods-opt | mlir-opt` and `mlir-opt | ods-opt` on ops.mlir;
//! and, for the split files (canonicalize.mlir, invalid.mlir), the same RUN
//! lines per `// -----` chunk so that partial progress shows.
//!
//! Without the files or `FileCheck` the test prints one `SKIPPED` line and
//! passes; without `mlir-opt` only the interop checks are skipped (see
//! `support` for the settings that make these failures instead).

mod support;

use std::path::{Path, PathBuf};
use support::{chunks, excerpt, llvm_tool, run_lines, sh, shell_quote, substitute_word};

struct Tools {
    ods_opt: PathBuf,
    file_check: PathBuf,
    mlir_opt: Option<PathBuf>,
}

impl Tools {
    /// The RUN line `run` for the file at `path`, with our tools.
    fn command(&self, run: &str, path: &Path) -> String {
        let cmd = run.replace("%s", &shell_quote(path));
        let cmd = substitute_word(&cmd, "mlir-opt", &shell_quote(&self.ods_opt));
        substitute_word(&cmd, "FileCheck", &shell_quote(&self.file_check))
    }
}

#[test]
fn shape_conformance() {
    const WHAT: &str = "Shape conformance test";
    let Some(root) = support::conformance_root(WHAT) else { return };
    let dir = root.join("shape");
    assert!(dir.is_dir(), "the Shape conformance files are missing: {} does not exist", dir.display());
    let Some(file_check) = llvm_tool("FileCheck", WHAT) else { return };
    let tools = Tools {
        ods_opt: PathBuf::from(env!("CARGO_BIN_EXE_ods-opt")),
        file_check,
        mlir_opt: llvm_tool("mlir-opt", "Shape interop and byte-identity checks"),
    };
    let tmp = std::env::temp_dir().join(format!("ods-shape-conformance-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();

    let mut failures: Vec<String> = Vec::new();
    let mut report: Vec<String> = Vec::new();
    for name in ["ops.mlir", "invalid.mlir", "canonicalize.mlir"] {
        let path = dir.join(name);
        let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let runs = run_lines(&src);
        assert!(!runs.is_empty(), "{name} has no RUN lines");
        let mut passed = 0;
        for run in &runs {
            let (ok, out) = sh(&tools.command(run, &path));
            if ok {
                passed += 1;
            } else {
                failures.push(format!("{name}: RUN: {run}\n{}", excerpt(&out)));
            }
        }
        report.push(format!("{name}: {passed}/{} RUN lines pass", runs.len()));

        if name == "ops.mlir" {
            match &tools.mlir_opt {
                Some(m) => {
                    let (o, m, f, p) = (
                        shell_quote(&tools.ods_opt),
                        shell_quote(m),
                        shell_quote(&tools.file_check),
                        shell_quote(&path),
                    );
                    let mut ok_count = 0;
                    let checks = [format!("{o} {p} | {m} | {f} {p}"), format!("{m} {p} | {o} | {f} {p}")];
                    for cmd in &checks {
                        let (ok, out) = sh(cmd);
                        if ok {
                            ok_count += 1;
                        } else {
                            failures.push(format!("interop: {cmd}\n{}", excerpt(&out)));
                        }
                    }
                    report
                        .push(format!("ops.mlir interop (ods-opt | mlir-opt, mlir-opt | ods-opt): {ok_count}/2 pass"));
                }
                None => report.push("ops.mlir interop: skipped (no mlir-opt)".to_string()),
            }
            continue;
        }

        // Per chunk, each RUN line on the chunk alone (line numbers kept).
        let parts = chunks(&src);
        for (ri, run) in runs.iter().enumerate() {
            let mut chunk_pass = 0;
            for (ci, (start, text)) in parts.iter().enumerate() {
                let file = tmp.join(format!("{}-{ci}.mlir", name.trim_end_matches(".mlir")));
                std::fs::write(&file, format!("{}{text}", "\n".repeat(*start))).unwrap();
                let (ok, out) = sh(&tools.command(run, &file));
                if ok {
                    chunk_pass += 1;
                } else {
                    failures.push(format!(
                        "{name} chunk {ci} (line {}), RUN #{}: {run}\n{}",
                        start + 1,
                        ri + 1,
                        excerpt(&out)
                    ));
                }
            }
            report.push(format!("{name} RUN #{} per chunk: {chunk_pass}/{} chunks pass", ri + 1, parts.len()));
        }
    }
    // Beyond the CHECK lines: our output is mlir-opt's, byte for byte.
    if let Some(m) = &tools.mlir_opt {
        let (o, m) = (shell_quote(&tools.ods_opt), shell_quote(m));
        let ops = shell_quote(&dir.join("ops.mlir"));
        let canon = shell_quote(&dir.join("canonicalize.mlir"));
        let mut cases = vec![
            ("ops.mlir printed".to_string(), format!("{{}} {ops}")),
            ("ops.mlir printed generic".to_string(), format!("{{}} -mlir-print-op-generic {ops}")),
        ];
        for opts in ["test-convergence", "test-convergence top-down=0"] {
            cases.push((
                format!("canonicalize.mlir canonicalized ({opts})"),
                format!("{{}} -split-input-file -allow-unregistered-dialect -canonicalize=\"{opts}\" {canon}"),
            ));
        }
        let mut same = 0;
        for (what, cmd) in &cases {
            let (ok_o, out_o) = sh(&cmd.replace("{}", &o));
            let (ok_m, out_m) = sh(&cmd.replace("{}", &m));
            if ok_o && ok_m && out_o == out_m {
                same += 1;
            } else {
                let first = out_o.lines().zip(out_m.lines()).position(|(a, b)| a != b);
                failures.push(format!(
                    "{what}: ods-opt and mlir-opt differ (first differing line: {first:?})\n{}",
                    excerpt(&out_o)
                ));
            }
        }
        report.push(format!(
            "byte-identical to mlir-opt 22 (ops.mlir custom/generic, canonicalize.mlir both orders): {same}/{}",
            cases.len()
        ));
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!("Shape conformance (MLIR 22), with mlir-opt replaced by ods-opt:");
    for r in &report {
        println!("  {r}");
    }
    if !failures.is_empty() {
        for f in &failures {
            println!("\nFAILED {f}");
        }
        panic!("{} Shape conformance check(s) failed; see above", failures.len());
    }
}

#[test]
fn substitution_is_by_word() {
    assert_eq!(substitute_word("mlir-opt %s | mlir-opt | FileCheck %s", "mlir-opt", "O"), "O %s | O | FileCheck %s");
    assert_eq!(substitute_word("/x/mlir-opt a", "mlir-opt", "O"), "/x/mlir-opt a");
    let runs = run_lines("// RUN: a \\\n// RUN:   b\n// RUN: c\n");
    assert_eq!(runs, vec!["a  b".to_string(), "c".to_string()]);
    assert_eq!(chunks("a\n// -----\nb\n").len(), 2);
}
