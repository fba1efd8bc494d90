//! Benchmarks of the IR core: parse, verify, print, build (through the API),
//! and canonicalize + CSE.
//!
//! Input: the `ods-bench-input` generator's module (func + shape + arith
//! ops) in the generic form, made in memory on first use. `ods-ir` alone
//! does not know the Shape dialect, so its ops are parsed as unregistered.
//!
//! Sizes: `2k` and `20k` ops by default; `ODS_BENCH_BIG=1` adds the full
//! `200k`-op file (a few seconds per sample).
//!
//! ```sh
//! cargo bench -p ods-ir --bench ir
//! ODS_BENCH_BIG=1 cargo bench -p ods-ir --bench ir -- parse
//! ```

use divan::Bencher;
use ods_ir::attrs::AttrKind;
use ods_ir::builder::Builder;
use ods_ir::parse::{parse_source, ParseOptions};
use ods_ir::print::{print_op, PrintOptions};
use ods_ir::rewrite::GreedyConfig;
use ods_ir::{Context, Location, OpId, OperationState, Type, TypeKind};
use std::sync::{Mutex, OnceLock};

fn main() {
    divan::main();
}

/// A benchmark input size: functions × ops per function.
#[derive(Clone, Copy, Debug)]
struct Size {
    name: &'static str,
    funcs: u32,
    ops_per_func: u32,
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

const SMALL: Size = Size { name: "2k", funcs: 2, ops_per_func: 1000 };
const MEDIUM: Size = Size { name: "20k", funcs: 2, ops_per_func: 10_000 };
const BIG: Size = Size { name: "200k", funcs: 10, ops_per_func: 20_000 };

fn sizes() -> Vec<Size> {
    let mut v = vec![SMALL, MEDIUM];
    if std::env::var_os("ODS_BENCH_BIG").is_some_and(|v| v != "0") {
        v.push(BIG);
    }
    v
}

/// The generic-form input of `size`.
fn make_input(size: Size) -> String {
    ods_bench_input::generate(
        ods_bench_input::Size { funcs: size.funcs.into(), ops_per_func: size.ops_per_func.into() },
        ods_bench_input::Form::Generic,
    )
}

/// The input text of `size`, made once.
fn input(size: Size) -> &'static str {
    /// Per size name: the text.
    type Cache = Vec<(&'static str, &'static str)>;
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    if let Some((_, text)) = cache.iter().find(|(n, _)| *n == size.name) {
        return text;
    }
    let text: &'static str = Box::leak(make_input(size).into_boxed_str());
    cache.push((size.name, text));
    text
}

fn new_context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ctx
}

fn parse(text: &str) -> (Context, OpId) {
    let mut ctx = new_context();
    let module = parse_source(&mut ctx, text, "bench.mlir", ParseOptions::default()).expect("the input parses");
    (ctx, module)
}

const GENERIC: PrintOptions = PrintOptions { generic: true, debug_info: false, local_scope: false };

#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_generic(bencher: Bencher, size: Size) {
    let text = input(size);
    bencher.counter(divan::counter::BytesCount::of_str(text)).bench_local(|| parse(text));
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn verify(bencher: Bencher, size: Size) {
    let text = input(size);
    let (ctx, module) = parse(text);
    bencher.bench_local(|| ods_ir::verify::verify(&ctx, module).expect("the input verifies"));
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn print_generic(bencher: Bencher, size: Size) {
    let text = input(size);
    let (ctx, module) = parse(text);
    bencher.bench_local(|| print_op(&ctx, module, GENERIC));
}

/// What `ods-opt -allow-unregistered-dialect -mlir-print-op-generic` does.
#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_verify_print(bencher: Bencher, size: Size) {
    let text = input(size);
    bencher.bench_local(|| {
        let (ctx, module) = parse(text);
        ods_ir::verify::verify(&ctx, module).expect("the input verifies");
        print_op(&ctx, module, GENERIC)
    });
}

/// The greedy driver (no dialect patterns are registered for these ops, so
/// it removes dead code only) followed by CSE.
#[divan::bench(args = sizes(), sample_count = 10)]
fn canonicalize_cse(bencher: Bencher, size: Size) {
    let text = input(size);
    bencher.with_inputs(|| parse(text)).bench_local_values(|(mut ctx, module)| {
        ods_ir::rewrite::canonicalize(&mut ctx, module, GreedyConfig::default(), false).expect("converges");
        ods_ir::rewrite::cse(&mut ctx, module);
        ctx
    });
}

/// Builds the same IR as the generator (`ods_bench_input`) through the
/// builder API: a module of
/// `funcs` functions of `ops_per_func` ops each (unregistered ops).
fn build(size: Size) -> (Context, OpId) {
    let mut ctx = new_context();
    let file = ctx.intern("bench.mlir");
    let loc = |ctx: &Context, line: u32| {
        Location(ctx.get_attr(AttrKind::Location(ods_ir::attrs::LocKind::FileLineCol {
            file,
            line,
            col: 3,
            end: None,
        })))
    };
    let shape_dialect = ctx.intern("shape");
    let shape_ty = ctx.get_type(TypeKind::Opaque { dialect: shape_dialect, body: b"shape".as_slice().into() });
    let size_ty = ctx.get_type(TypeKind::Opaque { dialect: shape_dialect, body: b"size".as_slice().into() });
    let index = ctx.index_type();
    let extents = ctx.ranked_tensor_type(&[3], index);
    let [value, shape_name, sym_name, function_type] =
        ["value", "shape", "sym_name", "function_type"].map(|s| ctx.intern(s));
    let names =
        ["shape.const_size", "shape.const_shape", "shape.broadcast", "shape.concat", "shape.rank", "arith.constant"];
    let [const_size, const_shape, broadcast, concat, rank, constant] = names.map(|n| ctx.op_name(n));
    let [add, mul, num_elements] = ["shape.add", "shape.mul", "shape.num_elements"].map(|n| ctx.op_name(n));
    let (func, ret, module_name) =
        (ctx.op_name("func.func"), ctx.op_name("func.return"), ctx.op_name("builtin.module"));
    let fn_ty = ctx.function_type(&[shape_ty, shape_ty], &[size_ty]);

    let module_block = ctx.create_block();
    let mut line = 1;
    for fi in 0..size.funcs {
        let region = ctx.create_region();
        let floc = loc(&mut ctx, line);
        let mut b = Builder::new(&mut ctx);
        let body = b.create_block(region, &[shape_ty, shape_ty], floc);
        let (arg0, arg1) = (body.arg(b.ctx(), 0), body.arg(b.ctx(), 1));
        b.set_insertion_point(ods_ir::builder::InsertPoint::End(body));
        // One op: its name, operands, result type, and one property.
        let mut op =
            |b: &mut Builder, name, operands: &[ods_ir::Value], ty: Type, prop: Option<(ods_ir::Sym, ods_ir::Attr)>| {
                line += 1;
                let l = loc(b.ctx(), line);
                let mut st = OperationState::new(name, l);
                st.operands.extend_from_slice(operands);
                st.result_types.push(ty);
                if let Some(p) = prop {
                    st.properties = Some(b.ctx().dictionary_attr(vec![p]));
                }
                let o = b.insert(st);
                o.result(b.ctx(), 0)
            };
        let zero = b.ctx().integer_attr(index, 0);
        let mut acc = op(&mut b, const_size, &[], size_ty, Some((value, zero)));
        let steps = (size.ops_per_func - 2) / ods_bench_input::OPS_PER_STEP as u32;
        for step in 0..steps {
            let (lead, middle, k) = ods_bench_input::step_constants(fi.into(), step.into());
            let dense = |ctx: &Context, d: [u64; 3]| {
                let data = ods_ir::attrs::DenseBits::from_bits(64, d.iter().map(|&x| x as u128));
                ctx.get_attr(AttrKind::DenseElements { ty: extents, splat: false, data })
            };
            let dl = dense(b.ctx(), [lead, 1, 4]);
            let dr = dense(b.ctx(), [1, middle, 4]);
            let lhs = op(&mut b, const_shape, &[], shape_ty, Some((shape_name, dl)));
            let rhs = op(&mut b, const_shape, &[], shape_ty, Some((shape_name, dr)));
            let folded = op(&mut b, broadcast, &[lhs, rhs], shape_ty, None);
            let dynamic = op(&mut b, broadcast, &[arg0, folded], shape_ty, None);
            let joined = op(&mut b, concat, &[dynamic, arg1], shape_ty, None);
            let count = op(&mut b, num_elements, &[folded], size_ty, None);
            let rank_v = op(&mut b, rank, &[joined], size_ty, None);
            let kv = b.ctx().integer_attr(index, k as i128);
            let k_val = op(&mut b, constant, &[], index, Some((value, kv)));
            let scaled = op(&mut b, mul, &[rank_v, k_val], size_ty, None);
            let partial = op(&mut b, add, &[scaled, count], size_ty, None);
            acc = op(&mut b, add, &[acc, partial], size_ty, None);
        }
        for pad in 0..(size.ops_per_func - 2) % ods_bench_input::OPS_PER_STEP as u32 {
            let v = b.ctx().integer_attr(index, pad as i128 + 1);
            op(&mut b, const_size, &[], size_ty, Some((value, v)));
        }
        line += 1;
        let l = loc(b.ctx(), line);
        let mut st = OperationState::new(ret, l);
        st.operands.push(acc);
        b.insert(st);
        let sym = b.ctx().string_attr(&format!("f{fi}"));
        let fty = b.ctx().type_attr(fn_ty);
        let mut st = OperationState::new(func, floc);
        st.properties = Some(b.ctx().dictionary_attr(vec![(function_type, fty), (sym_name, sym)]));
        st.regions.push(region);
        let f = ctx.create_op(st);
        ctx.append_op(module_block, f);
        line += 2;
    }
    let region = ctx.create_region();
    ctx.append_block(region, module_block);
    let mloc = loc(&mut ctx, 0);
    let mut st = OperationState::new(module_name, mloc);
    st.regions.push(region);
    let module = ctx.create_op(st);
    (ctx, module)
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn build_api(bencher: Bencher, size: Size) {
    bencher.bench_local(|| build(size));
}

/// Sanity check, run once per `cargo bench` too: the built IR verifies and
/// prints as the generator's text.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn build_check() {
    let (ctx, module) = build(SMALL);
    ods_ir::verify::verify(&ctx, module).expect("the built IR verifies");
    let n = module.walk_pre_order(&ctx).len();
    assert_eq!(n as u32, SMALL.funcs * SMALL.ops_per_func + SMALL.funcs + 1);
    let printed = print_op(&ctx, module, GENERIC);
    assert!(printed.trim_end() == make_input(SMALL).trim_end(), "the built IR differs from the generator's");
}
