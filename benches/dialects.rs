//! Benchmarks of the whole tool on the benchmark module in its custom form,
//! with the dialects registered (the IR core's benches, `ir/benches`, see
//! the generic form only): parse and verify (each on one thread and on all
//! cores),
//! print, `-canonicalize` and the nested pipeline
//! `builtin.module(func.func(canonicalize,cse))` (on one thread and on all cores).
//!
//! Sizes: `2k` and `20k` ops; `ODS_BENCH_BIG=1` adds the `200k`-op module
//! of `scripts/bench-vs-mlir.sh`.
//!
//! ```sh
//! cargo bench --bench dialects
//! ```

use divan::Bencher;
use ods::ir::parse::{parse_source, ParseOptions};
use ods::ir::pass::{parse_pipeline, Instrumentation};
use ods::ir::print::{print_op, PrintOptions};
use ods::ir::{Context, OpId};

fn main() {
    divan::main();
}

/// A benchmark input size: functions × ops per function.
#[derive(Clone, Copy, Debug)]
struct Size {
    name: &'static str,
    funcs: u64,
    ops_per_func: u64,
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

fn sizes() -> Vec<Size> {
    let mut v =
        vec![Size { name: "2k", funcs: 2, ops_per_func: 1000 }, Size { name: "20k", funcs: 2, ops_per_func: 10_000 }];
    if std::env::var_os("ODS_BENCH_BIG").is_some_and(|v| v != "0") {
        v.push(Size { name: "200k", funcs: 10, ops_per_func: 20_000 });
    }
    v
}

/// The custom-form module of `size`.
fn input(size: Size) -> String {
    let s = ods_bench_input::Size { funcs: size.funcs, ops_per_func: size.ops_per_func };
    ods_bench_input::generate(s, ods_bench_input::Form::Custom)
}

/// A parse on one thread (`-mlir-disable-threading`): the context's
/// setting then stays as it is (threads on) for what follows.
fn parse(text: &str) -> (Context, OpId) {
    parse_with_threads(text, false)
}

fn parse_with_threads(text: &str, threads: bool) -> (Context, OpId) {
    let mut ctx = Context::new();
    ctx.multithreading = threads;
    let module = parse_source(&mut ctx, text, "bench.mlir", ParseOptions::default()).expect("the input parses");
    ctx.multithreading = true;
    (ctx, module)
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_custom(bencher: Bencher, size: Size) {
    let text = input(size);
    bencher.counter(divan::counter::BytesCount::of_str(&text)).bench_local(|| parse(&text));
}

/// The parse with threads (the default): function bodies of inputs of
/// 1 MiB or more are read on all cores.
#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_custom_threads(bencher: Bencher, size: Size) {
    let text = input(size);
    bencher.counter(divan::counter::BytesCount::of_str(&text)).bench_local(|| parse_with_threads(&text, true));
}

/// Verification on one thread (`-mlir-disable-threading`).
#[divan::bench(args = sizes(), sample_count = 10)]
fn verify_custom(bencher: Bencher, size: Size) {
    let (mut ctx, module) = parse(&input(size));
    ctx.multithreading = false;
    bencher.bench_local(|| ods::ir::verify::verify(&ctx, module).expect("the input verifies"));
}

/// Verification with the functions on all cores (the default).
#[divan::bench(args = sizes(), sample_count = 10)]
fn verify_custom_threads(bencher: Bencher, size: Size) {
    let (mut ctx, module) = parse(&input(size));
    ctx.multithreading = true;
    bencher.bench_local(|| ods::ir::verify::verify(&ctx, module).expect("the input verifies"));
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn print_custom(bencher: Bencher, size: Size) {
    let (ctx, module) = parse(&input(size));
    bencher.bench_local(|| print_op(&ctx, module, PrintOptions::default()));
}

/// `-canonicalize` on a fresh parse (parsing included: the pass changes the IR).
#[divan::bench(args = sizes(), sample_count = 10)]
fn canonicalize_custom(bencher: Bencher, size: Size) {
    let text = input(size);
    let pm = parse_pipeline("builtin.module(canonicalize)").expect("a valid pipeline");
    bencher.bench_local(|| {
        let (mut ctx, module) = parse(&text);
        pm.run(&mut ctx, module, &mut Instrumentation::default()).expect("the pipeline runs");
    });
}

/// `builtin.module(func.func(canonicalize,cse))` on a fresh parse, on one
/// thread (`-mlir-disable-threading`).
#[divan::bench(args = sizes(), sample_count = 10)]
fn nested_pipeline(bencher: Bencher, size: Size) {
    run_nested_pipeline(bencher, size, false);
}

/// The same with the functions on all cores (the default).
#[divan::bench(args = sizes(), sample_count = 10)]
fn nested_pipeline_threads(bencher: Bencher, size: Size) {
    run_nested_pipeline(bencher, size, true);
}

fn run_nested_pipeline(bencher: Bencher, size: Size, threads: bool) {
    let text = input(size);
    let pm = parse_pipeline("builtin.module(func.func(canonicalize,cse))").expect("a valid pipeline");
    bencher.bench_local(|| {
        let (mut ctx, module) = parse_with_threads(&text, threads);
        ctx.multithreading = threads;
        pm.run(&mut ctx, module, &mut Instrumentation::default()).expect("the pipeline runs");
    });
}
