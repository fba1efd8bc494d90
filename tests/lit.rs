//! A lit-style runner for `tests/lit/**/*.mlir`.
//!
//! Each file is one case. Its `// RUN:` lines (a trailing `\` continues a
//! line on the next RUN line) are shell commands in which these words are
//! substituted:
//!
//! | word        | becomes                                                     |
//! |-------------|-------------------------------------------------------------|
//! | `%s`        | the file's path                                             |
//! | `%S`        | the file's directory                                        |
//! | `%t`        | a scratch path unique to the file                           |
//! | `ods-opt`   | the `ods-opt` binary of this package                        |
//! | `toyc`      | the `toyc` binary of this package (`.toy` files, `#` RUN lines) |
//! | `FileCheck` | LLVM 22's `FileCheck`                                       |
//! | `mlir-opt`  | MLIR 22's `mlir-opt` (for interoperability checks)          |
//! | `not`       | a shell function: succeeds when its command fails (not when it crashes) |
//!
//! Commands run with `bash -o pipefail -c` (as lit does) or, without bash,
//! with `sh -c`. Every failing file is reported, with its command, exit code
//! and output, before the test fails. Without `FileCheck` the test is
//! skipped with a message; a file that needs `mlir-opt` is skipped when
//! `mlir-opt` is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

mod support;

use support::{run_lines, shell_quote, substitute_word};

fn lit_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            lit_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir" || e == "toy") {
            out.push(p);
        }
    }
}

struct Tools {
    ods_opt: PathBuf,
    file_check: PathBuf,
    mlir_opt: Option<PathBuf>,
    bash: Option<PathBuf>,
}

/// Runs one file; `Err` describes the failure, `Ok(Some(reason))` a skip.
fn run_file(tools: &Tools, file: &Path, scratch: &Path) -> Result<Option<String>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read: {e}"))?;
    let cmds = run_lines(&text);
    if cmds.is_empty() {
        return Err("no RUN lines".into());
    }
    let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
    let tmp = scratch.join(format!("{}-{stem}.tmp", file.parent().unwrap().file_name().unwrap().to_string_lossy()));
    for raw in &cmds {
        let mut cmd = raw.replace("%s", &shell_quote(file));
        cmd = cmd.replace("%S", &shell_quote(file.parent().unwrap()));
        cmd = cmd.replace("%t", &shell_quote(&tmp));
        cmd = substitute_word(&cmd, "ods-opt", &shell_quote(&tools.ods_opt));
        cmd = substitute_word(&cmd, "toyc", &shell_quote(Path::new(env!("CARGO_BIN_EXE_toyc"))));
        cmd = substitute_word(&cmd, "FileCheck", &shell_quote(&tools.file_check));
        if substitute_word(&cmd, "mlir-opt", "") != cmd {
            match &tools.mlir_opt {
                Some(m) => cmd = substitute_word(&cmd, "mlir-opt", &shell_quote(m)),
                None => return Ok(Some("mlir-opt is not installed".into())),
            }
        }
        // `not CMD`: succeeds when CMD exits with a failure code, but not
        // when it is killed by a signal (a crash is never an expected error).
        let script = format!("not() {{ \"$@\"; s=$?; [ $s -ne 0 ] && [ $s -lt 128 ]; }}\n{cmd}");
        let mut command = match &tools.bash {
            Some(b) => {
                let mut c = Command::new(b);
                c.args(["-o", "pipefail", "-c", &script]);
                c
            }
            None => {
                let mut c = Command::new("sh");
                c.args(["-c", &script]);
                c
            }
        };
        command.current_dir(file.parent().unwrap());
        let out = command.output().map_err(|e| format!("cannot run sh: {e}"))?;
        if !out.status.success() {
            let mut msg = format!("command failed ({}):\n  RUN: {raw}\n  $ {cmd}\n", out.status);
            let stdout = String::from_utf8_lossy(&out.stdout);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let clip = |s: &str| {
                if s.chars().count() > 6000 {
                    format!("{}\n[...]", s.chars().take(6000).collect::<String>())
                } else {
                    s.to_string()
                }
            };
            if !stdout.trim().is_empty() {
                msg.push_str(&format!("--- stdout ---\n{}\n", clip(&stdout)));
            }
            msg.push_str(&format!("--- stderr ---\n{}\n", clip(&stderr)));
            return Err(msg);
        }
    }
    Ok(None)
}

#[test]
fn lit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let Some(file_check) = support::llvm_tool("FileCheck", "lit tests") else { return };
    let tools = Tools {
        ods_opt: PathBuf::from(env!("CARGO_BIN_EXE_ods-opt")),
        file_check,
        mlir_opt: support::llvm_tool("mlir-opt", "lit files that need mlir-opt"),
        bash: support::find_llvm_tool("bash").or_else(|| Some(PathBuf::from("/bin/bash")).filter(|p| p.is_file())),
    };
    let mut files = Vec::new();
    lit_files(&root, &mut files);
    assert!(!files.is_empty(), "no lit files under {}", root.display());
    let scratch = std::env::temp_dir().join(format!("ods-lit-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    // Files run in parallel on the available cores.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<(usize, Result<Option<String>, String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= files.len() {
                            return mine;
                        }
                        mine.push((i, run_file(&tools, &files[i], &scratch)));
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let mut results = results;
    results.sort_by_key(|r| r.0);
    let mut failures = Vec::new();
    let mut passed = 0;
    for (i, r) in results {
        let rel = files[i].strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&files[i]).display().to_string();
        match r {
            Ok(None) => passed += 1,
            Ok(Some(why)) => println!("SKIPPED: {rel}: {why}"),
            Err(e) => failures.push(format!("FAIL: {rel}\n{e}")),
        }
    }
    println!("lit: {passed} passed, {} failed, {} files", failures.len(), files.len());
    if !failures.is_empty() {
        panic!("{} of {} lit files failed:\n\n{}", failures.len(), files.len(), failures.join("\n"));
    }
}

#[test]
fn run_line_parsing() {
    let text = "// RUN: a %s \\\n// RUN:   | b\n// RUN: c\nnot a run line RUN: x\n";
    assert_eq!(run_lines(text), vec!["a %s  | b".to_string(), "c".to_string()]);
    assert_eq!(substitute_word("not ods-opt x | FileCheck y", "ods-opt", "O"), "not O x | FileCheck y");
    assert_eq!(substitute_word("/a/ods-opt-x ods-opt", "ods-opt", "O"), "/a/ods-opt-x O");
}
