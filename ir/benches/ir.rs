//! Benchmarks of the IR core: parse, verify, print, build (through the API),
//! and canonicalize + CSE.
//!
//! Input: the file of `shared/bench/gen_big_shape.py` (func + shape + arith
//! ops), converted to the generic form by `mlir-opt -mlir-print-op-generic`
//! (the Shape dialect is not defined in this project yet, so it is parsed as
//! unregistered ops). The files are generated once and cached under
//! `<target dir>/bench-data/`. Benches that need them print a message and
//! skip when `python3` or `mlir-opt` is missing.
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
use std::path::PathBuf;
use std::process::Command;
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

fn mlir_opt() -> PathBuf {
    std::env::var_os("MLIR_OPT").map_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt"), PathBuf::from)
}

fn data_dir() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| manifest.join("../target"), PathBuf::from);
    target.join("bench-data")
}

fn generator() -> PathBuf {
    std::env::var_os("ODS_BENCH_GEN").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/gen_big_shape.py"),
        PathBuf::from,
    )
}

/// The generic-form input of `size`, generated on first use; `Err` says why
/// it cannot be made.
fn make_input(size: Size) -> Result<String, String> {
    let dir = data_dir();
    let generic = dir.join(format!("shape_{}x{}.generic.mlir", size.funcs, size.ops_per_func));
    if let Ok(text) = std::fs::read_to_string(&generic) {
        return Ok(text);
    }
    let gen = generator();
    if !gen.exists() {
        return Err(format!("the generator {} is missing", gen.display()));
    }
    let opt = mlir_opt();
    if !opt.exists() {
        return Err(format!("{} is not installed (Debian package mlir-22-tools)", opt.display()));
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let custom = dir.join(format!("shape_{}x{}.mlir", size.funcs, size.ops_per_func));
    let out = Command::new("python3")
        .arg(&gen)
        .arg(&custom)
        .args(["--funcs", &size.funcs.to_string(), "--ops-per-func", &size.ops_per_func.to_string()])
        .output()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    if !out.status.success() {
        return Err(format!("the generator failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let tmp = generic.with_extension("tmp");
    let status = Command::new(&opt)
        .arg("-mlir-print-op-generic")
        .arg(&custom)
        .arg("-o")
        .arg(&tmp)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", opt.display()))?;
    if !status.success() {
        return Err("mlir-opt failed on the generated file".into());
    }
    std::fs::rename(&tmp, &generic).map_err(|e| e.to_string())?;
    std::fs::read_to_string(&generic).map_err(|e| e.to_string())
}

/// The cached input text of `size`, or `None` (with a message printed once).
fn input(size: Size) -> Option<&'static str> {
    /// Per size name: the text, or `None` when it cannot be made.
    type Cache = Vec<(&'static str, Option<&'static str>)>;
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    if let Some((_, text)) = cache.iter().find(|(n, _)| *n == size.name) {
        return *text;
    }
    let text = match make_input(size) {
        Ok(t) => Some(&*Box::leak(t.into_boxed_str())),
        Err(why) => {
            eprintln!("skipping benchmarks on the {size} input: {why}");
            None
        }
    };
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

const GENERIC: PrintOptions = PrintOptions { generic: true, debug_info: false };

#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_generic(bencher: Bencher, size: Size) {
    let Some(text) = input(size) else { return };
    bencher.counter(divan::counter::BytesCount::of_str(text)).bench_local(|| parse(text));
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn verify(bencher: Bencher, size: Size) {
    let Some(text) = input(size) else { return };
    let (ctx, module) = parse(text);
    bencher.bench_local(|| ods_ir::verify::verify(&ctx, module).expect("the input verifies"));
}

#[divan::bench(args = sizes(), sample_count = 10)]
fn print_generic(bencher: Bencher, size: Size) {
    let Some(text) = input(size) else { return };
    let (ctx, module) = parse(text);
    bencher.bench_local(|| print_op(&ctx, module, GENERIC));
}

/// What `ods-opt -allow-unregistered-dialect -mlir-print-op-generic` does.
#[divan::bench(args = sizes(), sample_count = 10)]
fn parse_verify_print(bencher: Bencher, size: Size) {
    let Some(text) = input(size) else { return };
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
    let Some(text) = input(size) else { return };
    bencher.with_inputs(|| parse(text)).bench_local_values(|(mut ctx, module)| {
        ods_ir::rewrite::canonicalize(&mut ctx, module, GreedyConfig::default(), false).expect("converges");
        ods_ir::rewrite::cse(&mut ctx, module);
        ctx
    });
}

/// Builds the same IR as the generator through the builder API: a module of
/// `funcs` functions of `ops_per_func` ops each (unregistered ops).
fn build(size: Size) -> (Context, OpId) {
    let mut ctx = new_context();
    let file = ctx.intern("bench.mlir");
    let loc = |ctx: &mut Context, line: u32| {
        Location(ctx.get_attr(AttrKind::Location(ods_ir::attrs::LocKind::FileLineCol {
            file,
            line,
            col: 3,
            end: None,
        })))
    };
    let shape_dialect = ctx.intern("shape");
    let shape_ty = ctx.get_type(TypeKind::Opaque { dialect: shape_dialect, body: "shape".into() });
    let size_ty = ctx.get_type(TypeKind::Opaque { dialect: shape_dialect, body: "size".into() });
    let index = ctx.index_type();
    let extents = ctx.ranked_tensor_type(&[3], index);
    let [value, shape_name, sym_name, function_type] =
        ["value", "shape", "sym_name", "function_type"].map(|s| ctx.intern(s));
    let names =
        ["shape.const_size", "shape.const_shape", "shape.broadcast", "shape.concat", "shape.rank", "arith.constant"];
    let [const_size, const_shape, broadcast, concat, rank, constant] = names.map(|n| ctx.op_name(n));
    let add = ctx.op_name("shape.add");
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
        let (arg0, arg1) = (body.arg(b.ctx, 0), body.arg(b.ctx, 1));
        b.ip = ods_ir::builder::InsertPoint::End(body);
        // One op: its name, operands, result type, and one property.
        let mut op =
            |b: &mut Builder, name, operands: &[ods_ir::Value], ty: Type, prop: Option<(ods_ir::Sym, ods_ir::Attr)>| {
                line += 1;
                let l = loc(b.ctx, line);
                let mut st = OperationState::new(name, l);
                st.operands.extend_from_slice(operands);
                st.result_types.push(ty);
                if let Some(p) = prop {
                    st.properties = Some(b.ctx.dictionary_attr(vec![p]));
                }
                let o = b.insert(st);
                o.result(b.ctx, 0)
            };
        let zero = b.ctx.integer_attr(index, 0);
        let mut acc = op(&mut b, const_size, &[], size_ty, Some((value, zero)));
        let mut emitted = 1;
        let mut g = 0;
        while emitted + 11 < size.ops_per_func {
            let (n, m, k) = ((g * 7 + fi) % 13 + 1, (g * 5 + fi) % 11 + 1, (g * 3 + fi) % 17);
            let dense = |ctx: &mut Context, d: [u32; 3]| {
                let data = d.iter().map(|&x| x as u128).collect();
                ctx.get_attr(AttrKind::DenseElements { ty: extents, splat: false, data })
            };
            let da = dense(b.ctx, [n, 1, 3]);
            let db = dense(b.ctx, [1, m, 3]);
            let a = op(&mut b, const_shape, &[], shape_ty, Some((shape_name, da)));
            let bb = op(&mut b, const_shape, &[], shape_ty, Some((shape_name, db)));
            let c = op(&mut b, broadcast, &[a, bb], shape_ty, None);
            let d = op(&mut b, broadcast, &[c, arg0], shape_ty, None);
            let e = op(&mut b, concat, &[d, arg1], shape_ty, None);
            let f = op(&mut b, rank, &[e], size_ty, None);
            let gg = op(&mut b, rank, &[c], size_ty, None);
            let kv = b.ctx.integer_attr(index, k as i128);
            let h = op(&mut b, constant, &[], index, Some((value, kv)));
            let i = op(&mut b, add, &[f, h], size_ty, None);
            let j = op(&mut b, add, &[i, gg], size_ty, None);
            acc = op(&mut b, add, &[acc, j], size_ty, None);
            emitted += 11;
            g += 1;
        }
        while emitted < size.ops_per_func - 1 {
            let v = b.ctx.integer_attr(index, emitted as i128);
            op(&mut b, const_size, &[], size_ty, Some((value, v)));
            emitted += 1;
        }
        line += 1;
        let l = loc(b.ctx, line);
        let mut st = OperationState::new(ret, l);
        st.operands.push(acc);
        b.insert(st);
        let sym = b.ctx.string_attr(&format!("f{fi}"));
        let fty = b.ctx.type_attr(fn_ty);
        let mut st = OperationState::new(func, floc);
        st.properties = Some(b.ctx.dictionary_attr(vec![(function_type, fty), (sym_name, sym)]));
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
/// has the generator's op count.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn build_check() {
    let (ctx, module) = build(SMALL);
    ods_ir::verify::verify(&ctx, module).expect("the built IR verifies");
    let n = module.walk_pre_order(&ctx).len();
    assert_eq!(n as u32, SMALL.funcs * SMALL.ops_per_func + SMALL.funcs + 1);
}
