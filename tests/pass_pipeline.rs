//! Textual pass pipelines (`-pass-pipeline='builtin.module(func.func(cse))'`)
//! run through `ods-opt` and `mlir-opt` 22 side by side: the same output,
//! the same exit status and the same diagnostics (with the program name
//! set aside) for well-formed pipelines, op-anchored and `any` nesting,
//! pass options, malformed pipelines, `-mlir-print-ir-before-all` and
//! `-mlir-print-ir-after-all`; and a `-mlir-timing` report with MLIR's rows.
//! Skipped with one line where `mlir-opt` is absent.

mod support;

use std::path::{Path, PathBuf};

/// Functions to canonicalize, a call to inline, a nested module, an
/// unregistered op holding a function and an op that is not isolated from
/// above: enough for every kind of anchor to find (or miss) its ops.
const INPUT: &str = r#"module {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.addi %a, %c0 : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
  func.func @g(%a: i32) -> i32 {
    %0 = call @f(%a) : (i32) -> i32
    return %0 : i32
  }
  "x.y"() ({
    func.func @h() { return }
  }) : () -> ()
  module @inner {
    func.func @k(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      %1 = arith.addi %a, %a : i32
      %2 = arith.addi %0, %1 : i32
      return %2 : i32
    }
  }
}
"#;

/// Pipelines both tools must treat alike (run with `-allow-unregistered-dialect`).
const CASES: &[&[&str]] = &[
    // Well formed.
    &["--pass-pipeline", "builtin.module(func.func(cse))"],
    &["-pass-pipeline= builtin.module ( func.func ( cse ) , canonicalize )"],
    &["-pass-pipeline=builtin.module(any(canonicalize{top-down=false max-iterations=3},cse))"],
    &["-pass-pipeline=builtin.module(canonicalize{ top-down=0  region-simplify=disabled })"],
    &["-pass-pipeline=builtin.module(builtin.module(func.func(cse)))"],
    &["-pass-pipeline=builtin.module(builtin.module(any(cse)))"],
    &["-pass-pipeline=builtin.module(func.func(return(cse)))"],
    &["-pass-pipeline=builtin.module(arith.addi(cse))"],
    &["-pass-pipeline=builtin.module()"],
    &["-pass-pipeline=any(cse)"],
    // Ops a nested pipeline cannot run on.
    &["-pass-pipeline=builtin.module(x.y(cse))"],
    &["-pass-pipeline=builtin.module(builtin.module(builtin.module(cse)))"],
    &["-pass-pipeline=func.func(cse)"],
    // Malformed.
    &["-pass-pipeline=cse"],
    &["-pass-pipeline=builtin.module(func.func(cse)"],
    &["-pass-pipeline=builtin.module(func.func(cse)))"],
    &["-pass-pipeline=builtin.module(func.func(nope))"],
    &["-pass-pipeline=builtin.module(func.func(cse) cse)"],
    &["-pass-pipeline=builtin.module(func.func(cse){x})"],
    &["-pass-pipeline=builtin.module(func.func())"],
    &["-pass-pipeline=builtin.module(cse,)"],
    &["-pass-pipeline=builtin.module(canonicalize{top-down=0)"],
    &["-pass-pipeline=builtin.module(canonicalize{bogus=1})"],
    &["-pass-pipeline=builtin.module(canonicalize{max-iterations=x})"],
    &["-pass-pipeline=builtin.module(canonicalize{top-down=x})"],
    &["-pass-pipeline=builtin.module(cse{a=1})"],
    &["-pass-pipeline=builtin.module(cse)", "-cse"],
    // Instrumentation, on one thread: on several, mlir-opt runs the
    // functions at once and the dumps come in any order.
    &[
        "-pass-pipeline=builtin.module(func.func(canonicalize,cse))",
        "-mlir-print-ir-after-all",
        "-mlir-disable-threading",
    ],
    &[
        "-pass-pipeline=builtin.module(func.func(cse),canonicalize)",
        "-mlir-print-ir-before-all",
        "-mlir-disable-threading",
    ],
    &["-cse", "-canonicalize", "-mlir-print-ir-before-all", "-mlir-print-ir-after-all", "-mlir-disable-threading"],
    &[
        "-pass-pipeline=builtin.module(any(cse))",
        "-mlir-print-ir-after-all",
        "-mlir-print-op-generic",
        "-mlir-disable-threading",
    ],
];

/// Pipelines with the inliner, run on the input without the unregistered
/// op (on which `mlir-opt` 22's inliner crashes). Not with
/// `-mlir-print-ir-after-all`: MLIR's inliner runs its `canonicalize` as a
/// nested pipeline between rounds of inlining, and dumps the IR after each.
const INLINE_CASES: &[&[&str]] = &[
    &["-pass-pipeline=builtin.module(func.func(canonicalize,cse),inline)"],
    &["--pass-pipeline=builtin.module(func.func(canonicalize,cse),inline)"],
];

/// Writes `text` to a file of its own (tests run in parallel).
fn write_input(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-pass-pipeline-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("input.mlir");
    std::fs::write(&path, text).unwrap();
    path
}

/// [`INPUT`] without the unregistered op.
fn registered_input() -> String {
    let start = INPUT.find("  \"x.y\"").unwrap();
    let end = INPUT.find("  module @inner").unwrap();
    format!("{}{}", &INPUT[..start], &INPUT[end..])
}

/// The program's name where a message carries it (`mlir-opt: for the --x option`).
fn normalize(stderr: &str, tool: &Path) -> String {
    stderr.replace(&format!("{}:", tool.display()), "TOOL:").replace("mlir-opt:", "TOOL:").replace("ods-opt:", "TOOL:")
}

#[test]
fn pipelines_agree_with_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "pass pipelines against mlir-opt") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let input = write_input("all", INPUT);
    let registered = write_input("registered", &registered_input());
    let mut failures = Vec::new();
    let cases = CASES.iter().map(|c| (c, &input)).chain(INLINE_CASES.iter().map(|c| (c, &registered)));
    for (case, input) in cases {
        let mut args = vec!["-allow-unregistered-dialect"];
        args.extend_from_slice(case);
        let o = support::run(&ods, &args, Some(input), None);
        let m = support::run(&mlir, &args, Some(input), None);
        let what = case.join(" ");
        if o.ok != m.ok {
            failures.push(format!("{what}: ods-opt {} but mlir-opt {}\n{}{}", ok(o.ok), ok(m.ok), o.stderr, m.stderr));
            continue;
        }
        if o.stdout != m.stdout {
            failures.push(format!("{what}: stdout differs at {}", support::first_diff(&o.stdout, &m.stdout)));
        }
        let (oe, me) = (normalize(&o.stderr, &ods), normalize(&m.stderr, &mlir));
        if oe != me {
            failures.push(format!("{what}: stderr differs at {}", support::first_diff(&oe, &me)));
        }
    }
    for f in [&input, &registered] {
        let _ = std::fs::remove_dir_all(f.parent().unwrap());
    }
    let total = CASES.len() + INLINE_CASES.len();
    assert!(failures.is_empty(), "{} of {total} pipelines disagree:\n{}", failures.len(), failures.join("\n"));
}

fn ok(b: bool) -> &'static str {
    if b {
        "succeeds"
    } else {
        "fails"
    }
}

/// The names of a `-mlir-timing` report, indented as printed, after the
/// header: what must agree (the times cannot).
fn timing_rows(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .skip_while(|l| !l.contains("----Name----"))
        .skip(1)
        .map(|l| l.rsplit_once("%)").map_or(l, |(_, name)| name).to_string())
        .collect()
}

#[test]
fn timing_report_has_mlir_rows() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "-mlir-timing against mlir-opt") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let input = write_input("timing", INPUT);
    for pipeline in ["builtin.module(func.func(canonicalize,cse),canonicalize)", "builtin.module(any(cse))"] {
        let arg = format!("-pass-pipeline={pipeline}");
        // Single-threaded, MLIR reports wall time alone, as ods-opt does.
        let args = ["-allow-unregistered-dialect", "-mlir-timing", "-mlir-disable-threading", &arg, "-o", "/dev/null"];
        let o = support::run(&ods, &args, Some(&input), None);
        let m = support::run(&mlir, &args, Some(&input), None);
        assert!(o.ok && m.ok, "{pipeline}:\n{}\n{}", o.stderr, m.stderr);
        // MLIR adds analyses (`(A) DominanceInfo`) that ods-opt does not keep.
        let mlir_rows: Vec<String> = timing_rows(&m.stderr).into_iter().filter(|r| !r.contains("(A)")).collect();
        assert_eq!(timing_rows(&o.stderr), mlir_rows, "{pipeline}:\n{}\n{}", o.stderr, m.stderr);
        let header = |s: &str| {
            s.lines()
                .take(6)
                .map(|l| if l.contains("Total Execution Time") { "" } else { l })
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(header(&o.stderr), header(&m.stderr));
    }
    let _ = std::fs::remove_dir_all(input.parent().unwrap());
}
