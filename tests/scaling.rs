//! Work that must grow in proportion to the input, counted rather than
//! timed: ten times the input may cost about ten times the work, never a
//! hundred. (`scripts/bench-scaling.sh` measures the time of the same
//! inputs against mlir-opt; the literal, lexer and depth classes have their
//! counted tests beside their code and in `tests/depth.rs`.)

use ods::ir::parse::{parse_source, ParseOptions};
use ods::ir::rewrite::{GreedyConfig, GreedyDriver, PatternSet};
use ods::ir::{verify, Context, OpId};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

fn parse(ctx: &mut Context, src: &str) -> OpId {
    ctx.allow_unregistered = true;
    let module = parse_source(ctx, src, "scaling.mlir", ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse: {}", d.message));
    verify::verify(ctx, module).unwrap_or_else(|d| panic!("verify: {}", d.message));
    module
}

/// `n` foldable ops: a chain of `shape.add`s of one shared constant and a
/// chain of `shape.broadcast`s of one shared shape, each op using the one
/// before.
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

/// Ops the greedy driver takes off its worklist to canonicalize a fold
/// chain of `n` ops, and what is left of the function.
fn fold_visits(n: usize, top_down: bool) -> (usize, usize) {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &fold_chain(n));
    let set = PatternSet::canonicalization(&ctx);
    let driver = GreedyDriver::new(&set, GreedyConfig { top_down, ..GreedyConfig::default() });
    let (_, converged) = driver.run(&mut ctx, module);
    assert!(converged, "{n} folds did not converge");
    (driver.ops_visited(), module.walk_pre_order(&ctx).len())
}

/// Each fold of a chain through shared operands costs what it touches,
/// not the use count of the shared constant: the ops visited per op stay
/// the same from 1,000 to 10,000 folds, top-down and bottom-up, and
/// everything folds away (a module, a function, two constants, a return).
#[test]
fn fold_chains_visit_each_op_a_bounded_number_of_times() {
    for top_down in [true, false] {
        let (small, left_small) = fold_visits(1_000, top_down);
        let (large, left_large) = fold_visits(10_000, top_down);
        assert_eq!((left_small, left_large), (5, 5), "top-down {top_down}: the chains did not fold away");
        assert!(
            large <= 11 * small && large <= 8 * 10_000,
            "top-down {top_down}: {small} ops visited for 1,000 folds, {large} for 10,000"
        );
    }
}

/// `n` functions, each calling the one before and taking its address.
fn call_chain(n: usize) -> String {
    let mut s = String::from("func.func private @f0(%a: i32) -> i32 {\n  return %a : i32\n}\n");
    for i in 1..n {
        s += &format!(
            "func.func private @f{i}(%a: i32) -> i32 {{\n  %r = func.call @f{p}(%a) : (i32) -> i32\n  \
             %c = func.constant @f{p} : (i32) -> i32\n  return %r : i32\n}}\n",
            p = i - 1
        );
    }
    s
}

/// Ops read by symbol lookups to verify a call chain of `n` functions.
fn symbol_scans(n: usize) -> u64 {
    let mut ctx = Context::new();
    // On this thread, where the lookups are counted.
    ctx.multithreading = false;
    let before = ods::ir::symbol_table::ops_scanned();
    parse(&mut ctx, &call_chain(n));
    ods::ir::symbol_table::ops_scanned() - before
}

/// Verifying N calls to N functions reads each symbol table once, not once
/// per call: ten times the functions, about ten times the ops read.
#[test]
fn symbol_uses_verify_in_linear_work() {
    let small = symbol_scans(1_000);
    let large = symbol_scans(10_000);
    assert!(small > 0, "the calls were not looked up");
    assert!(large <= small * 12, "symbol lookups read {small} ops for 1,000 calls but {large} for 10,000");
}

/// Ops read by symbol lookups while `-inline` inlines a chain of `n`
/// functions (parsing and verifying not counted).
fn inline_symbol_scans(n: usize) -> u64 {
    let mut ctx = Context::new();
    ctx.multithreading = false;
    let module = parse(&mut ctx, &call_chain(n));
    let inline = (ods::ir::pass::lookup("inline").expect("registered").create)("").expect("default options");
    let before = ods::ir::symbol_table::ops_scanned();
    inline.run(&mut ctx, module).expect("inlines");
    ods::ir::symbol_table::ops_scanned() - before
}

/// The inliner resolves N calls with N lookups in kept symbol tables, not
/// N scans of the module: ten times the functions, about ten times the ops
/// read.
#[test]
fn inliner_resolves_calls_in_linear_work() {
    let small = inline_symbol_scans(500);
    let large = inline_symbol_scans(5_000);
    assert!(small > 0, "the calls were not looked up");
    assert!(large <= small * 12, "-inline's symbol lookups read {small} ops for 500 calls but {large} for 5,000");
}

/// Counts the bytes each thread asks the allocator for, so that a test
/// can see memory work that grows faster than its input (an array sized
/// to the whole arena, made once per function) on its own thread.
struct CountingAllocator;

thread_local! {
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|a| a.set(a.get() + layout.size() as u64));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATED.try_with(|a| a.set(a.get() + new_size as u64));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Bytes allocated while `builtin.module(func.func(canonicalize,cse))`
/// runs on one thread over `n` functions of 20 Shape and arith ops of the
/// benchmark, with the parse and verification before it.
fn pipeline_bytes(n: u64) -> u64 {
    let text =
        ods_bench_input::generate(ods_bench_input::Size { funcs: n, ops_per_func: 20 }, ods_bench_input::Form::Custom);
    let pm = ods::ir::pass::parse_pipeline("builtin.module(func.func(canonicalize,cse))").expect("a valid pipeline");
    let before = ALLOCATED.with(Cell::get);
    let mut ctx = Context::new();
    ctx.multithreading = false;
    let module = parse(&mut ctx, &text);
    pm.run(&mut ctx, module, &mut ods::ir::pass::Instrumentation::default()).expect("the pipeline runs");
    ALLOCATED.with(Cell::get) - before
}

/// Verifying and running a pipeline nested on functions allocates in
/// proportion to the functions, not to the functions times the arena
/// (tables sized to the arena for each function's dead-code analysis or
/// greedy worklist).
#[test]
fn verifier_and_nested_pipeline_allocate_linearly() {
    let small = pipeline_bytes(500);
    let large = pipeline_bytes(5_000);
    assert!(small > 0, "nothing was counted");
    assert!(large <= small * 12, "the pipeline allocated {small} bytes for 500 functions but {large} for 5,000");
}
