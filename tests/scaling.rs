//! Work that must grow in proportion to the input, counted rather than
//! timed: ten times the input may cost about ten times the work, never a
//! hundred. (`scripts/bench-scaling.sh` measures the time of the same
//! inputs against mlir-opt; the literal, lexer and depth classes have their
//! counted tests beside their code and in `tests/depth.rs`.)

use ods::ir::parse::{parse_source, ParseOptions};
use ods::ir::rewrite::{GreedyConfig, GreedyDriver, PatternSet};
use ods::ir::{verify, Context, OpId};

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
