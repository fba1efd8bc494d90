//! `ods-opt` gives the same bytes with threads as without: its output,
//! its diagnostics (in the same order) and its exit status, with and
//! without `-mlir-disable-threading`, parsing (function bodies read on
//! several threads, whatever their size, with `-parallel-parse-min-body=0`)
//! and verifying and running a pipeline nested on functions, on the
//! benchmark input (valid, and with an error in every other function, so
//! that several functions fail at once) and on every `.mlir` file of the
//! conformance folder (whole and split at `// -----`).
//!
//! On a machine with one core both runs are single-threaded; the test then
//! says so in one line and passes.

use ods_bench_input::{generate, Form, Size};
use std::path::{Path, PathBuf};

mod support;

/// Compares `ods-opt args file` with and without threads; `None` when they
/// agree, else what differs. The second value counts the error lines.
fn compare(ods: &Path, args: &[&str], file: &Path) -> (Option<String>, usize) {
    let threaded = support::run(ods, args, Some(file), None);
    let single_args: Vec<&str> = args.iter().copied().chain(["-mlir-disable-threading"]).collect();
    let single = support::run(ods, &single_args, Some(file), None);
    let errors = single.stderr.matches("error:").count();
    let what = format!("{} {args:?}", file.display());
    if threaded.ok != single.ok {
        return (Some(format!("{what}: exit status {} with threads, {} without", threaded.ok, single.ok)), errors);
    }
    for (name, a, b) in
        [("output", &threaded.stdout, &single.stdout), ("diagnostics", &threaded.stderr, &single.stderr)]
    {
        if a != b {
            let diff =
                support::first_diff(a, b).replace("ods-opt: ", "threads:   ").replace("mlir-opt:", "no threads:");
            return (Some(format!("{what}: {name} differ at {diff}")), errors);
        }
    }
    (None, errors)
}

/// A pipeline nested on functions: with threads, each function runs on its
/// own thread.
const NESTED_PIPELINE: &str = "-pass-pipeline=builtin.module(func.func(canonicalize,cse))";

/// A pass on the module, then a pipeline nested on functions.
const AFTER_A_MODULE_PASS: &str = "-pass-pipeline=builtin.module(canonicalize,func.func(cse))";

/// Two pipelines nested on functions, one after the other.
const TWO_NESTED_PIPELINES: &str = "-pass-pipeline=builtin.module(func.func(canonicalize),func.func(cse))";

/// With threads, every function body (not only those of large inputs) is
/// read on another thread.
const PARALLEL_PARSE: &str = "-parallel-parse-min-body=0";

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A context with threads on, and parse options that read every function
/// body on another thread; `None` (with a line saying so) on a machine
/// with one core.
fn parse_on_threads() -> Option<(ods::ir::Context, ods::ir::parse::ParseOptions)> {
    if cores() < 2 {
        support::skip("threading test: one core, so no run uses threads");
        return None;
    }
    let mut ctx = ods::ir::Context::new();
    ctx.multithreading = true;
    Some((ctx, ods::ir::parse::ParseOptions { parallel_min_body: Some(0), ..Default::default() }))
}

/// `ods-opt` and a folder for inputs; `None` (with a line saying so) on a
/// machine with one core, where no run uses threads.
fn tool_and_scratch_dir() -> Option<(PathBuf, PathBuf)> {
    if cores() < 2 {
        support::skip("threading test: one core, so no run uses threads");
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("threading");
    std::fs::create_dir_all(&dir).unwrap();
    Some((PathBuf::from(env!("CARGO_BIN_EXE_ods-opt")), dir))
}

#[test]
fn benchmark_input_is_the_same_with_threads() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let size = Size { funcs: 8, ops_per_func: 1500 };
    let custom = generate(size, Form::Custom);
    // Every other function returns nothing although it declares a result:
    // four verifier errors, one per failing function, in function order.
    let mut broken = String::new();
    let mut function = 0;
    for line in custom.lines() {
        if line.starts_with("func.func") {
            function += 1;
        }
        if function % 2 == 0 && line.trim_start().starts_with("return ") {
            broken.push_str("  return\n");
        } else {
            broken.push_str(line);
            broken.push('\n');
        }
    }
    let files = [("custom.mlir", custom), ("generic.mlir", generate(size, Form::Generic)), ("broken.mlir", broken)];
    let mut failures = Vec::new();
    for (name, text) in &files {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        for args in [
            &[][..],
            &["-mlir-print-op-generic"],
            &["-canonicalize"],
            &[NESTED_PIPELINE],
            &[PARALLEL_PARSE],
            &[PARALLEL_PARSE, "-mlir-print-op-generic"],
            &[PARALLEL_PARSE, NESTED_PIPELINE],
            // The functions the parse kept copies of change before the
            // nested pipeline runs, which must run on them as they are.
            &[PARALLEL_PARSE, AFTER_A_MODULE_PASS],
            &[PARALLEL_PARSE, TWO_NESTED_PIPELINES],
        ] {
            let (diff, errors) = compare(&ods, args, &path);
            failures.extend(diff);
            if *name == "broken.mlir" {
                assert_eq!(errors, 4, "the broken input fails in four functions ({args:?})");
            }
        }
    }
    assert!(failures.is_empty(), "threads change the result:\n{}", failures.join("\n"));
}

#[test]
fn conformance_files_are_the_same_with_threads() {
    let Some(root) = support::conformance_root("threading test on the conformance files") else { return };
    if cores() < 2 {
        support::skip("threading test: one core, so no run uses threads");
        return;
    }
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let mut files = Vec::new();
    let mut pending = vec![root];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(!files.is_empty(), "the conformance folder holds .mlir files");
    let mut failures = Vec::new();
    // Runs whose diagnostics hold more than one error: those are where the
    // order of diagnostics from several threads is tested.
    let mut several_errors = 0;
    for file in &files {
        for args in [
            &["-allow-unregistered-dialect", PARALLEL_PARSE][..],
            &["-allow-unregistered-dialect", "-split-input-file", PARALLEL_PARSE],
            &["-allow-unregistered-dialect", "-split-input-file", NESTED_PIPELINE, PARALLEL_PARSE],
        ] {
            let (diff, errors) = compare(&ods, args, file);
            failures.extend(diff);
            several_errors += usize::from(errors > 1);
        }
    }
    assert!(failures.is_empty(), "threads change the result:\n{}", failures.join("\n"));
    assert!(several_errors > 0, "no run reported several errors, so the order of diagnostics went untested");
    eprintln!("{} files, {several_errors} runs with several errors: the same with threads", files.len());
}

/// Bodies read on other threads give what a single-threaded parse gives on
/// the inputs where the two could part: text the body skimmer and the
/// lexer might read differently (NUL bytes, comments ended by a carriage
/// return, braces in strings and comments), empty bodies, names and
/// aliases from outside a body, numbering that belongs to the whole file,
/// and bodies that do not parse.
#[test]
fn bodies_read_apart_parse_as_in_place() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let cases = [
        "func.func @f() { \0 }",
        "func.func @f() {\r// }\r}",
        "func.func @f() {\r// c\rreturn\r}",
        "func.func @f() {\n  // }\n  return\n}",
        "func.func @f() {\n  \"test.op\"() {s = \"}{\\\"\"} : () -> ()\n  return\n}",
        "func.func @f() {\n  \"test.op\"() {s = \"}\n  return\n}",
        "func.func @f() {\n  \"test.op\"() : () -> !t\n  return\n}\n!t = i32",
        "!t = i32\nfunc.func @f() {\n  \"test.op\"() : () -> !t\n  return\n}",
        "func.func @f() {\n  return loc(#l)\n}\n#l = loc(\"x\":1:1)",
        "func.func @f() {\n  \"test.op\"() {d = distinct[0]<>} : () -> ()\n  return\n}",
        "%0 = \"test.op\"() : () -> i32\nfunc.func @f() {\n  \"test.use\"(%0) : (i32) -> ()\n  return\n}",
        "func.func @f() {\n  \"test.use\"(%1) : (i32) -> ()\n  return\n}\n%1 = \"test.op\"() : () -> i32",
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()",
        "module {\n  func.func @f(%0: i32, %a: i32) -> i32 {\n    cf.br ^bb1(%0 : i32)\n  ^bb1(%x: i32):\n    return %x : i32\n  }\n  func.func @g() { return }\n}",
        "func.func @f(%a: i32) {\n  %a = arith.constant 1 : i32\n  return\n}",
        "func.func @f() {\n  return\n",
        "func.func @f() {\n  ^bb0:\n}",
        "func.func @f() {\n  %x = \"test.op\"() ({\n    \"test.op\"() : () -> ()\n  }) : () -> i32\n  return\n}",
    ];
    let mut failures = Vec::new();
    for (i, text) in cases.iter().enumerate() {
        let path = dir.join(format!("apart{i}.mlir"));
        std::fs::write(&path, text).unwrap();
        let (diff, _) = compare(&ods, &["-allow-unregistered-dialect", PARALLEL_PARSE], &path);
        failures.extend(diff);
    }
    assert!(failures.is_empty(), "bodies read apart parse otherwise:\n{}", failures.join("\n"));
}

/// The bodies the parser leaves in its threads' contexts (the functions'
/// only bodies, verified there and handed to the nested pipeline) give
/// what a single thread gives where their verification or the pipeline
/// cannot stand apart: an error at the module (a symbol defined twice), a
/// call (checked by the module's symbol table), an error in a body, a
/// function inside a nested module, a symbol holding ops beside the
/// functions, a pass failing in one function (the later ones get their
/// bodies back), a pass on the module first.
#[test]
fn bodies_kept_apart_give_the_single_threaded_result() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let func = |name: &str, body: &str| format!("func.func @{name}(%x: i32) -> i32 {{\n{body}  return %x : i32\n}}\n");
    let plain = "  %c = arith.constant 1 : i32\n  %0 = arith.addi %c, %c : i32\n";
    let toy = |f: usize, infers: bool| {
        let op = if infers {
            "toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>"
        } else {
            "\"u.op\"(%0) : (tensor<2xf64>) -> tensor<*xf64>"
        };
        format!(
            "toy.func @t{f}() {{\n  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>\n  %1 = {op}\n  toy.print %1 : tensor<*xf64>\n  toy.return\n}}\n"
        )
    };
    let cases: Vec<(String, &str)> = vec![
        ((0..4).map(|f| func(&format!("f{f}"), plain)).collect(), NESTED_PIPELINE),
        (func("f", plain) + &func("g", plain) + &func("f", plain), NESTED_PIPELINE),
        (func("f", plain) + &func("g", "  %0 = func.call @f(%x) : (i32) -> i32\n"), NESTED_PIPELINE),
        (func("f", plain) + &func("g", "  %0 = arith.addi %x, %x : i64\n"), NESTED_PIPELINE),
        (func("f", plain) + "module {\n" + &func("g", plain) + "}\n", NESTED_PIPELINE),
        // A symbol beside the functions that holds ops keeps the pipeline
        // on one thread, which then takes the functions' bodies back.
        (func("f", plain) + &func("g", plain) + "module @m {\n  \"u.op\"() : () -> ()\n}\n", NESTED_PIPELINE),
        ((0..6).map(|f| toy(f, f % 3 != 1)).collect(), "-pass-pipeline=builtin.module(toy.func(shape-inference))"),
        ((0..4).map(|f| func(&format!("f{f}"), plain)).collect(), AFTER_A_MODULE_PASS),
        ((0..4).map(|f| func(&format!("f{f}"), plain)).collect(), "-canonicalize"),
    ];
    let mut failures = Vec::new();
    for (i, (text, pipeline)) in cases.iter().enumerate() {
        let path = dir.join(format!("kept{i}.mlir"));
        std::fs::write(&path, text).unwrap();
        failures.extend(compare(&ods, &["-allow-unregistered-dialect", PARALLEL_PARSE, pipeline], &path).0);
    }
    assert!(failures.is_empty(), "bodies kept apart change the result:\n{}", failures.join("\n"));
}

/// Diagnostics that passes emit on their functions' threads come out in
/// function order, and each names its op as it is after the pipeline
/// (`see current operation`), or not at all once a later pass erased it.
#[test]
fn pass_diagnostics_are_the_same_with_threads() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let mut text = String::new();
    for f in 0..40 {
        text.push_str(&format!(
            "func.func @f{f}(%x: i32) -> i32 {{\n  %c = arith.constant {} : i32\n  %0 = arith.addi %c, %c : i32\n  \
             %1 = arith.muli %0, %x : i32\n  return %1 : i32\n}}\n",
            f + 1
        ));
    }
    let path = dir.join("remarks.mlir");
    std::fs::write(&path, text).unwrap();
    let pipeline = "-pass-pipeline=builtin.module(func.func(test-side-effects,canonicalize,test-side-effects))";
    // Also with the bodies read on other threads, whose contexts the
    // pipeline then runs on (the parser's copies of the functions).
    for args in [&[pipeline][..], &[pipeline, PARALLEL_PARSE]] {
        let (diff, _) = compare(&ods, args, &path);
        assert!(diff.is_none(), "threads change the result:\n{}", diff.unwrap());
        let out = support::run(&ods, args, Some(&path), None);
        assert_eq!(
            out.stderr.matches("remark:").count(),
            40 * 3 + 40 * 2,
            "a remark per op and pass (canonicalize folds the addi), {args:?}"
        );
        assert!(out.stderr.contains("see current operation: %0 = arith.muli"), "{}", out.stderr);
    }
}

/// A pass on a function may read what is beside it in the module: loads
/// from a constant `memref.global` fold with threads as without (a function
/// run on its own thread sees copies of the module's other symbols).
#[test]
fn passes_see_the_symbols_beside_their_function() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let mut text = String::from(
        "memref.global \"private\" constant @g : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>\n\
         memref.global \"private\" @v : memref<2xi32> = dense<[7, 8]>\n",
    );
    for f in 0..8 {
        text.push_str(&format!(
            "func.func @f{f}(%i: index) -> (i32, i32, i32) {{\n  %g = memref.get_global @g : memref<2x3xi32>\n  \
             %0 = affine.load %g[1, 2] : memref<2x3xi32>\n  %1 = affine.load %g[%i, 0] : memref<2x3xi32>\n  \
             %v = memref.get_global @v : memref<2xi32>\n  %2 = affine.load %v[1] : memref<2xi32>\n  \
             return %0, %1, %2 : i32, i32, i32\n}}\n"
        ));
    }
    let path = dir.join("globals.mlir");
    std::fs::write(&path, text).unwrap();
    for args in [&[NESTED_PIPELINE][..], &[NESTED_PIPELINE, PARALLEL_PARSE]] {
        let (diff, _) = compare(&ods, args, &path);
        assert!(diff.is_none(), "threads change the result:\n{}", diff.unwrap());
        let out = support::run(&ods, args, Some(&path), None);
        assert_eq!(out.stdout.matches("arith.constant 6 : i32").count(), 8, "the load of @g folds: {}", out.stdout);
    }
}

/// A large module prints its functions on several threads: with aliases,
/// resource handles (their blobs listed in first-use order), locations
/// under debug info and values renamed by their ops, the text is the
/// single thread's.
#[test]
fn printing_on_threads_is_the_same() {
    let Some((ods, dir)) = tool_and_scratch_dir() else { return };
    let mut text = String::from("!vec = vector<4xf32>\n#map = affine_map<(d0) -> (d0 + 1)>\n");
    for f in 0..6 {
        text.push_str(&format!("func.func @f{f}(%a: index, %v: !vec) -> index {{\n"));
        // A resource used first by a later function, and one by all.
        text.push_str(&format!(
            "  %r = arith.constant dense_resource<blob{}> : tensor<2xi32>\n  %s = arith.constant dense_resource<shared> : tensor<2xi32>\n",
            5 - f
        ));
        text.push_str("  %x0 = affine.apply #map(%a)\n");
        for i in 1..6000 {
            text.push_str(&format!("  %x{i} = arith.addi %x{}, %a : index loc(\"f{f}\":{i}:7)\n", i - 1));
        }
        text.push_str("  %c = arith.constant 3 : index\n  return %x5999 : index\n}\n");
    }
    text.push_str("{-#\n  dialect_resources: {\n    builtin: {\n");
    for b in 0..6 {
        text.push_str(&format!("      blob{b}: \"0x040000000{b}0000000{b}000000\",\n"));
    }
    text.push_str("      shared: \"0x040000000100000002000000\"\n    }\n  }\n#-}\n");
    let path = dir.join("print.mlir");
    std::fs::write(&path, &text).unwrap();
    let mut failures = Vec::new();
    for args in [&[][..], &["-mlir-print-debuginfo"], &["-mlir-print-op-generic"], &[NESTED_PIPELINE]] {
        let (diff, errors) = compare(&ods, args, &path);
        assert_eq!(errors, 0, "the input is valid ({args:?})");
        failures.extend(diff);
    }
    // Many small ops at the top level: printed in runs of many ops each.
    let flat: String = (0..40_000).map(|i| format!("%v{i} = \"u.op\"() {{n = {i}}} : () -> index\n")).collect();
    let path = dir.join("flat.mlir");
    std::fs::write(&path, flat).unwrap();
    failures.extend(compare(&ods, &["-allow-unregistered-dialect"], &path).0);
    assert!(failures.is_empty(), "threads change the printed text:\n{}", failures.join("\n"));
}

/// A pipeline that fails in one function, run on the functions' only
/// bodies (those the parser read on other threads), leaves every function
/// with a body: the failing one and those before it as the passes left
/// them, the later ones too.
#[test]
fn a_failing_pipeline_leaves_every_body_in_place() {
    let Some((mut ctx, opts)) = parse_on_threads() else { return };
    use ods::ir::{parse, pass, verify};
    let text: String = (0..6)
        .map(|f| {
            let op = if f == 2 { "\"u.op\"(%0) : (tensor<2xf64>) -> tensor<*xf64>" } else { "toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>" };
            format!("toy.func @t{f}() {{\n  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>\n  %1 = {op}\n  toy.print %1 : tensor<*xf64>\n  toy.return\n}}\n")
        })
        .collect();
    ctx.allow_unregistered = true;
    let (module, mut copies) = parse::parse_source_with_copies(&mut ctx, &text, "t.mlir", opts).unwrap();
    assert!(!copies.is_empty(), "the parser keeps the bodies it read on other threads");
    verify::verify_all_with_copies(&mut ctx, module, &mut copies).unwrap();
    assert!(!copies.is_empty(), "the bodies verify where they were read, and stay there");
    let pm = pass::parse_pipeline("builtin.module(toy.func(shape-inference))").unwrap();
    let failed = pm.run_with_copies(&mut ctx, module, &mut Default::default(), copies);
    assert!(failed.is_err(), "shape inference fails on the unregistered op");
    let bodies: Vec<usize> =
        module.regions(&ctx)[0].blocks(&ctx)[0].op_iter(&ctx).map(|f| f.regions(&ctx)[0].blocks(&ctx).len()).collect();
    assert_eq!(bodies, vec![1; 6], "every function keeps its body");
}

/// With threads turned off after the parse, the bodies it kept are
/// verified one after the other, where they are, and put back whole.
#[test]
fn kept_bodies_verify_on_one_thread_when_threads_are_off() {
    let Some((mut ctx, opts)) = parse_on_threads() else { return };
    use ods::ir::{parse, verify};
    let text: String = (0..4)
        .map(|f| format!("func.func @f{f}(%x: i32) -> i32 {{\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}}\n"))
        .collect();
    let (module, mut copies) = parse::parse_source_with_copies(&mut ctx, &text, "t.mlir", opts).unwrap();
    ctx.multithreading = false;
    verify::verify_all_with_copies(&mut ctx, module, &mut copies).unwrap();
    assert!(!copies.is_empty(), "the bodies verify where they were read");
    copies.put_back(&mut ctx);
    let printed = ods::ir::print::op_to_string(&ctx, module, false);
    assert_eq!(printed.matches("arith.addi").count(), 4, "{printed}");
}
