//! Nesting 100,000 deep: regions, ops in regions, array and dictionary
//! attributes, tuple and function types, alias chains
//! and call chains are parsed, verified, walked, cloned, erased, printed and
//! rewritten (`-canonicalize`, `-cse`, `-inline`) on a 2 MiB thread stack
//! (the default of test threads), in the build under test (debug builds
//! have the largest frames).
//!
//! Printed nested regions are indented two spaces per level, so their text
//! grows with the square of the depth (as mlir-opt's does): they are
//! printed here at 3,000 levels; the differential tests compare that output
//! with mlir-opt's.

mod support;

use ods::ir::parse::{parse_source, ParseOptions};
use ods::ir::pass::{self, Pass};
use ods::ir::print::{print_op, PrintOptions};
use ods::ir::{verify, Context, Diagnostic, OpId};

/// A diagnostic as the tools print it, for a failing test's message.
fn render(ctx: &Context, d: &Diagnostic) -> String {
    ods::tool::cli::render_diagnostic(ctx, d, "", "")
}

const DEPTH: usize = 100_000;
/// Depth at which nested regions are printed.
const PRINTED_REGION_DEPTH: usize = 3_000;

/// Runs `f` on a thread with a 2 MiB stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(2 << 20).spawn(f).expect("spawn").join().expect("no panic")
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    ctx.allow_unregistered = true;
    let module = parse_source(ctx, src, "deep.mlir", ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse: {}", render(ctx, &d)));
    verify::verify(ctx, module).unwrap_or_else(|d| panic!("verify: {}", render(ctx, &d)));
    module
}

fn print(ctx: &Context, module: OpId) -> String {
    print_op(ctx, module, PrintOptions::default())
}

/// Runs the named passes (as `ods-opt -NAME` would), verifying after each.
fn run_passes(ctx: &mut Context, module: OpId, names: &[&str]) {
    for name in names {
        let p: Box<dyn Pass> = (pass::lookup(name).expect("registered").create)("").expect("default options");
        p.run(ctx, module).unwrap_or_else(|d| panic!("-{name}: {}", render(ctx, &d)));
        verify::verify(ctx, module).unwrap_or_else(|d| panic!("verify after -{name}: {}", render(ctx, &d)));
    }
}

/// `"test.op"() ({ ... }) : () -> ()` nested `n` deep, the innermost region
/// holding `inner`.
fn nested_regions(n: usize, inner: &str) -> String {
    let mut s = String::with_capacity(n * 30);
    for _ in 0..n {
        s.push_str("\"test.op\"() ({\n");
    }
    s.push_str(inner);
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    s
}

/// Checks a module whose only deep part prints on one line: printing is a
/// fixed point (print, parse, print again gives the same text) and holds
/// `expected`, and the passes leave the printed text unchanged.
fn check_one_line(what: &'static str, src: String, expected: String) {
    on_small_stack(move || {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &src);
        let text = print(&ctx, module);
        assert!(text.contains(&expected), "{what}: the printed text lacks the nested construct");
        let mut again = Context::new();
        let reparsed = parse(&mut again, &text);
        assert!(print(&again, reparsed) == text, "{what}: printing is not a fixed point");
        run_passes(&mut ctx, module, &["canonicalize", "cse", "inline"]);
        assert!(print(&ctx, module) == text, "{what}: the passes changed the module");
    });
}

fn rep(s: &str, n: usize) -> String {
    s.repeat(n)
}

#[test]
fn array_attributes() {
    let a = format!("{}{}", rep("[", DEPTH), rep("]", DEPTH));
    check_one_line("arrays", format!("\"test.op\"() {{a = {a}}} : () -> ()"), format!("{{a = {a}}}"));
}

#[test]
fn dictionary_attributes() {
    let d = format!("{}1 : i32{}", rep("{a = ", DEPTH), rep("}", DEPTH));
    check_one_line("dictionaries", format!("\"test.op\"() {{b = {d}}} : () -> ()"), format!("{{b = {d}}}"));
}

#[test]
fn tuple_types() {
    let t = format!("{}i32{}", rep("tuple<", DEPTH), rep(">", DEPTH));
    check_one_line("tuples", format!("%0 = \"test.op\"() : () -> {t}"), format!("() -> {t}"));
}

#[test]
fn function_types() {
    // A tensor of tuples of functions returning the next level.
    let t = format!("{}f32{}", rep("tensor<2xcomplex<f32>>, tuple<() -> tuple<", DEPTH), rep(">>", DEPTH));
    check_one_line("function types", format!("%0 = \"test.op\"() : () -> tuple<{t}>"), format!("() -> tuple<{t}>"));
}

#[test]
fn attribute_alias_chain() {
    let mut src = String::from("#a0 = [1]\n");
    for i in 1..DEPTH {
        src.push_str(&format!("#a{i} = [#a{}]\n", i - 1));
    }
    src.push_str(&format!("\"test.op\"() {{a = #a{}}} : () -> ()\n", DEPTH - 1));
    // Array attributes get no alias when printed: the chain is written out.
    let expected = format!("{{a = {}1{}}}", rep("[", DEPTH), rep("]", DEPTH));
    check_one_line("attribute alias chain", src, expected);
}

#[test]
fn type_alias_chain() {
    let mut src = String::from("!t0 = tuple<i32>\n");
    for i in 1..DEPTH {
        src.push_str(&format!("!t{i} = tuple<!t{}>\n", i - 1));
    }
    src.push_str(&format!("%0 = \"test.op\"() : () -> !t{}\n", DEPTH - 1));
    let expected = format!("() -> {}i32{}", rep("tuple<", DEPTH), rep(">", DEPTH));
    check_one_line("type alias chain", src, expected);
}

#[test]
fn affine_map_alias_chain() {
    // Affine maps get aliases (`#map`, `#map1`, ...) printed before the op,
    // here nested 100,000 deep in arrays and dictionaries.
    let mut src = String::from("#m0 = affine_map<(d0) -> (d0)>\n#a0 = [#m0]\n");
    for i in 1..DEPTH {
        src.push_str(&format!("#a{i} = {{k = #a{}, m = affine_map<(d0) -> (d0 + {i})>}}\n", i - 1));
    }
    src.push_str(&format!("\"test.op\"() {{a = #a{}}} : () -> ()\n", DEPTH - 1));
    on_small_stack(move || {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &src);
        let text = print(&ctx, module);
        assert!(text.starts_with("#map = affine_map<(d0) -> (d0)>\n#map1 = affine_map<(d0) -> (d0 + 1)>\n"));
        assert!(text.matches("= affine_map").count() == DEPTH);
        let mut again = Context::new();
        let reparsed = parse(&mut again, &text);
        assert!(print(&again, reparsed) == text, "map aliases: printing is not a fixed point");
    });
}

/// Walks, clones, erases and rewrites 100,000 nested regions; the module
/// is printed at a depth whose text stays small.
#[test]
fn nested_regions_without_printing() {
    on_small_stack(|| {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &nested_regions(DEPTH, ""));
        let top = ctx_first_op(&ctx, module);
        assert_eq!(top.walk_pre_order(&ctx).len(), DEPTH);
        assert_eq!(top.walk_post_order(&ctx).len(), DEPTH);
        let copy = ctx.clone_op(top, &mut Default::default());
        assert_eq!(copy.walk_pre_order(&ctx).len(), DEPTH);
        let body = module.region(&ctx, 0).entry_block(&ctx).expect("module body");
        ctx.append_op(body, copy);
        verify::verify(&ctx, module).unwrap_or_else(|d| panic!("verify the clone: {}", render(&ctx, &d)));
        run_passes(&mut ctx, module, &["canonicalize", "cse", "inline"]);
        assert_eq!(module.walk_pre_order(&ctx).len(), 2 * DEPTH + 1);
        ctx.erase_op(copy).expect("unused");
        assert_eq!(module.walk_pre_order(&ctx).len(), DEPTH + 1);
        // The context is dropped here too, with all of it.
    });
}

/// Region simplification through 100,000 nested regions: the liveness
/// analysis and the erasure reach every level, and every dead cycle goes.
#[test]
fn region_dce_in_nested_regions() {
    on_small_stack(|| {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &support::nested_dead_cycles(DEPTH));
        let count =
            |ctx: &Context, name: &str| module.walk_pre_order(ctx).iter().filter(|o| o.name_str(ctx) == name).count();
        assert_eq!(count(&ctx, "arith.addi"), DEPTH);
        run_passes(&mut ctx, module, &["canonicalize"]);
        assert_eq!(count(&ctx, "arith.addi"), 0, "a dead cycle stays");
        assert_eq!(count(&ctx, "test.op"), DEPTH);
        assert_eq!(count(&ctx, "cf.br"), 2 * DEPTH);
        let args: usize = module
            .walk_pre_order(&ctx)
            .iter()
            .flat_map(|o| o.regions(&ctx).to_vec())
            .flat_map(|r| r.blocks(&ctx))
            .map(|b| b.args(&ctx).len())
            .sum();
        assert_eq!(args, DEPTH, "only the entry arguments are left");
    });
}

fn ctx_first_op(ctx: &Context, module: OpId) -> OpId {
    module.region(ctx, 0).entry_block(ctx).and_then(|b| b.first_op(ctx)).expect("an op in the module")
}

/// Ops with results in nested regions of a function, each level using the
/// function's argument and repeating the level above's cast: `-cse`
/// replaces every repeat by the outermost one (known values are visible in
/// the nested regions of a registered op that is not isolated; an unknown
/// op may be isolated, so CSE does not reach into it). 10,000 deep: the dominance check of a use walks up to
/// the definition's region (as MLIR's does), so its cost is the square of
/// the depth.
#[test]
fn nested_ops_in_regions() {
    const DEPTH: usize = 10_000;
    let mut src = String::from("func.func @f(%arg0: i32) -> index {\n");
    for i in 0..DEPTH {
        src.push_str(&format!(
            "%r{i} = scf.execute_region -> index {{\n%s{i} = arith.index_cast %arg0 : i32 to index\n"
        ));
    }
    for i in (0..DEPTH).rev() {
        src.push_str(&format!("scf.yield %s{i} : index\n}}\n"));
    }
    src.push_str("return %r0 : index\n}\n");
    on_small_stack(move || {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &src);
        let adds =
            |ctx: &Context| module.walk_pre_order(ctx).iter().filter(|o| o.name_str(ctx) == "arith.index_cast").count();
        assert_eq!(adds(&ctx), DEPTH);
        run_passes(&mut ctx, module, &["cse"]);
        assert_eq!(adds(&ctx), 1, "-cse keeps the outermost cast only");
        run_passes(&mut ctx, module, &["canonicalize", "inline"]);
    });
}

/// A chain of functions, each calling the next: `-inline` inlines all of
/// them (callees first) and erases the private ones. 10,000 long, as the
/// verifier of `func.call` still looks its callee up by a linear scan of
/// the module (quadratic in the number of functions).
#[test]
fn call_chain() {
    const CHAIN: usize = 10_000;
    let mut src = String::new();
    for i in 0..CHAIN {
        let vis = if i == 0 { "" } else { "private " };
        src.push_str(&format!(
            "func.func {vis}@f{i}(%a: i32) -> i32 {{\n  %r = call @f{}(%a) : (i32) -> i32\n  return %r : i32\n}}\n",
            i + 1
        ));
    }
    src.push_str(&format!("func.func private @f{CHAIN}(%a: i32) -> i32 {{\n  return %a : i32\n}}\n"));
    on_small_stack(move || {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &src);
        run_passes(&mut ctx, module, &["inline"]);
        let text = print(&ctx, module);
        assert_eq!(text, "module {\n  func.func @f0(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n");
    });
}

/// Nested regions printed at 3,000 levels, generic and custom form, are a
/// fixed point.
#[test]
fn nested_regions_printed() {
    on_small_stack(|| {
        let mut ctx = Context::new();
        let module = parse(&mut ctx, &nested_regions(PRINTED_REGION_DEPTH, "\"test.leaf\"() : () -> ()\n"));
        for generic in [false, true] {
            let text = print_op(&ctx, module, PrintOptions { generic, debug_info: generic, local_scope: false });
            assert_eq!(text.matches("\"test.op\"").count(), PRINTED_REGION_DEPTH);
            let mut again = Context::new();
            let reparsed = parse(&mut again, &text);
            assert!(
                print_op(&again, reparsed, PrintOptions { generic, debug_info: generic, local_scope: false }) == text
            );
        }
    });
}

/// Bytes written to it, and the largest single write.
#[derive(Default)]
struct CountingSink {
    bytes: Vec<u8>,
    largest_write: usize,
}

impl std::io::Write for CountingSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.largest_write = self.largest_write.max(buf.len());
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Printing to a writer hands the text on as it goes, so what the printer
/// holds does not grow with the output (nested regions print the square of
/// their depth: 20 GB at 100,000 levels). At 3,000 levels (18 MB of text),
/// no write is larger than 1 MB and the text is the one printed in memory:
/// with an alias (two passes, the first dropping its text), without one
/// (one pass), and when the context holds an attribute with an alias
/// that the op does not print (two passes, and no alias printed).
#[test]
fn printing_to_a_writer_streams_the_text() {
    let map = "\"test.leaf\"() {a = affine_map<(d0) -> (d0)>} : () -> ()\n";
    let cases = [(map, ""), ("", ""), ("", map)];
    let texts: Vec<Vec<u8>> = cases
        .into_iter()
        .map(|(inner, elsewhere)| {
            on_small_stack(move || {
                let mut ctx = Context::new();
                let module = parse(&mut ctx, &nested_regions(PRINTED_REGION_DEPTH, inner));
                parse(&mut ctx, elsewhere);
                let mut sink = CountingSink::default();
                ods::ir::print::print_op_to(&ctx, module, PrintOptions::default(), &mut sink).expect("written");
                let squares = 2 * PRINTED_REGION_DEPTH * PRINTED_REGION_DEPTH;
                assert!(sink.bytes.len() > squares, "{inner:?}: {} bytes printed", sink.bytes.len());
                assert!(sink.largest_write < 1 << 20, "{inner:?}: a write of {} bytes", sink.largest_write);
                let in_memory = ods::ir::print::print_op_bytes(&ctx, module, PrintOptions::default());
                assert!(sink.bytes == in_memory.into_bytes(), "{inner:?}: the streamed text differs");
                sink.bytes
            })
        })
        .collect();
    assert!(texts[0].starts_with(b"#map = "), "the alias is printed first");
    assert!(texts[1] == texts[2], "an alias of an attribute not printed changes nothing");
}
