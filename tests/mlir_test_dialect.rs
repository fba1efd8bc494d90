//! Differential tests of the op definition machinery against `mlir-opt` 22
//! on MLIR's own `test` dialect.
//!
//! `dialects/test/src/syntax.rs` (and its neighbours) define ops with the
//! names, arguments and assembly formats of MLIR's test dialect, which
//! `mlir-opt` 22 registers. Each `tests/mlir-test-dialect/*.mlir` file is
//! printed by both tools and must come out byte-identical:
//!
//! - in the custom form and in the generic form;
//! - custom -> custom: our custom output read again by both tools;
//! - custom -> generic -> custom: our generic output read again by both
//!   tools and printed in the custom form, which must also equal the first
//!   custom output (nothing is lost through the generic form).
//!
//! Skipped, with one line, when `mlir-opt` is not installed.

use std::path::{Path, PathBuf};

mod support;

use support::{first_diff, run, Output};

fn same(what: &str, ours: &Output, theirs: &Output) -> Result<(), String> {
    if !ours.ok || !theirs.ok {
        return Err(format!(
            "{what}: a tool failed (ods-opt ok={}, mlir-opt ok={})\n--- ods-opt ---\n{}--- mlir-opt ---\n{}",
            ours.ok, theirs.ok, ours.stderr, theirs.stderr
        ));
    }
    if ours.stdout != theirs.stdout {
        return Err(format!("{what}: output differs at {}", first_diff(&ours.stdout, &theirs.stdout)));
    }
    Ok(())
}

#[test]
fn test_dialect_ops_print_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "test dialect differential test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir-test-dialect");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no input files in {}", dir.display());
    let generic = ["-mlir-print-op-generic"];
    let mut failures = Vec::new();
    let mut checks = 0;
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let mut check = |what: &str, ours: &Output, theirs: &Output| -> bool {
            checks += 1;
            match same(&format!("{name} ({what})"), ours, theirs) {
                Ok(()) => true,
                Err(e) => {
                    failures.push(e);
                    false
                }
            }
        };
        let custom = run(&ods, &[], Some(f), None);
        if !check("custom", &custom, &run(&mlir, &[], Some(f), None)) {
            continue;
        }
        let gen = run(&ods, &generic, Some(f), None);
        if !check("generic", &gen, &run(&mlir, &generic, Some(f), None)) {
            continue;
        }
        let again = run(&ods, &[], None, Some(&custom.stdout));
        let fixed = check("custom -> custom", &again, &run(&mlir, &[], None, Some(&custom.stdout)));
        let back = run(&ods, &[], None, Some(&gen.stdout));
        let through = check("custom -> generic -> custom", &back, &run(&mlir, &[], None, Some(&gen.stdout)));
        if fixed && again.stdout != custom.stdout {
            failures.push(format!(
                "{name}: the custom form is not a fixed point: {}",
                first_diff(&again.stdout, &custom.stdout)
            ));
        }
        if through && back.stdout != custom.stdout {
            failures.push(format!(
                "{name}: the generic form loses something: {}",
                first_diff(&back.stdout, &custom.stdout)
            ));
        }
    }
    println!(
        "test dialect: {} of {checks} outputs identical to mlir-opt's over {} files",
        checks - failures.len(),
        files.len()
    );
    assert!(failures.is_empty(), "{} differences:\n\n{}", failures.len(), failures.join("\n\n"));
}

/// A small deterministic generator (xorshift64*), so that a failure
/// reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// An integer of `bits` bits, often at the edges of its range.
    fn int(&mut self, bits: u32) -> String {
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        match self.below(6) {
            0 => min.to_string(),
            1 => max.to_string(),
            2 => ["0", "-1", "1", "true", "false"][self.below(5) as usize].to_string(),
            3 => format!("0x{:x}", self.next() as u128 & (max as u128)),
            _ => (min + (self.next() as i128).rem_euclid(max - min + 1)).to_string(),
        }
    }
    /// A float literal: decimal in several ranges (denormals of both
    /// widths, beyond a float's range), or a double's bits in hex.
    fn float(&mut self) -> String {
        let mantissa = self.below(1_000_000_000) as f64 / 1e8 - 5.0;
        match self.below(5) {
            0 => format!("{mantissa:.8e}"),
            1 => format!("{:.17e}", mantissa * 1e-39),
            2 => format!("{:.6e}", mantissa * 1e37),
            3 => format!("0x{:016X}", (mantissa * 1e20).to_bits()),
            _ => ["0.0", "-0.0", "1.0", "0.1", "1.0e-45", "3.0e-320"][self.below(6) as usize].to_string(),
        }
    }
}

/// Dense arrays of every element type in an assembly format (their stripped
/// form `[...]`), 2,000 generated ops with values at the edges of each
/// type's range: both forms byte-identical to mlir-opt's, and read back.
#[test]
fn generated_dense_arrays_print_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "generated dense array test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut text = String::new();
    for _ in 0..2000 {
        let list = |rng: &mut Rng, f: &mut dyn FnMut(&mut Rng) -> String| {
            let n = rng.below(6);
            (0..n).map(|_| f(rng)).collect::<Vec<_>>().join(", ")
        };
        let i1 = list(&mut rng, &mut |r| ["true", "false", "0", "1"][r.below(4) as usize].to_string());
        let i8 = list(&mut rng, &mut |r| r.int(8));
        let i16 = list(&mut rng, &mut |r| r.int(16));
        let i32 = list(&mut rng, &mut |r| r.int(32));
        let i64 = list(&mut rng, &mut |r| r.int(64));
        let f32 = list(&mut rng, &mut Rng::float);
        let f64 = list(&mut rng, &mut Rng::float);
        let empty = list(&mut rng, &mut |r| r.int(32));
        text.push_str(&format!(
            "test.dense_array_attr i1attr = [{i1}] i8attr = [{i8}] i16attr = [{i16}] i32attr = [{i32}] \
             i64attr = [{i64}] f32attr = [{f32}] f64attr = [{f64}] emptyattr = [{empty}]\n"
        ));
    }
    let custom = run(&ods, &[], None, Some(&text));
    same("generated dense arrays (custom)", &custom, &run(&mlir, &[], None, Some(&text))).unwrap();
    let generic = run(&ods, &["-mlir-print-op-generic"], None, Some(&text));
    same("generated dense arrays (generic)", &generic, &run(&mlir, &["-mlir-print-op-generic"], None, Some(&text)))
        .unwrap();
    let back = run(&ods, &[], None, Some(&generic.stdout));
    assert_eq!(back.stdout, custom.stdout, "the generic form loses something");
}

/// Memory effects drive CSE and dead-op removal as MLIR's
/// `MemoryEffectOpInterface` does: 300 generated functions of reading ops
/// (`test.op_with_memread`), ops with effects given by their attribute
/// (`test.side_effect_op`: read, write, allocate (of the op or of its
/// result), free, none, several, on a symbol), ops whose definitions
/// declare effects on their operands, results and symbols (allocating
/// and writing their result, allocating one of two results, reading and
/// writing memrefs, writing a symbol), an op that reads only its operand
/// (`test.side_effect_with_region_op`), writing ops, pure ops (commutative
/// ones merged whatever the order of their operands) and unknown
/// ops, in one block and inside `scf.if` (`RecursiveMemoryEffects`), some
/// results unused: `-cse` and `-canonicalize` give output byte-identical
/// to mlir-opt's.
#[test]
fn generated_memory_effects_cse_and_dce_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "generated memory effects test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let effects = [
        "",
        " {effects = []}",
        " {effects = [{effect = \"read\"}]}",
        " {effects = [{effect = \"write\"}]}",
        " {effects = [{effect = \"allocate\"}]}",
        " {effects = [{effect = \"allocate\", on_result}]}",
        " {effects = [{effect = \"free\"}]}",
        " {effects = [{effect = \"read\"}, {effect = \"write\"}]}",
        " {effects = [{effect = \"read\", test_nonaddressable_resource}]}",
        " {effects = [{effect = \"write\", on_result}]}",
        " {effects = [{effect = \"allocate\", on_result}, {effect = \"write\", on_result}]}",
        " {effects = [{effect = \"read\", on_reference = @g}]}",
    ];
    let mut text = String::new();
    for f in 0..300 {
        let mut body = String::new();
        let mut values: Vec<String> = vec!["%arg0".into()];
        let n = 3 + rng.below(10);
        for k in 0..n {
            let v = format!("%v{k}");
            let a = values[rng.below(values.len() as u64) as usize].clone();
            let b = values[rng.below(values.len() as u64) as usize].clone();
            let effect = |rng: &mut Rng| effects[rng.below(effects.len() as u64) as usize];
            let op = match rng.below(15) {
                0 | 1 => format!("{v} = \"test.op_with_memread\"() : () -> i32"),
                2..=4 => format!("{v} = \"test.side_effect_op\"(){} : () -> i32", effect(&mut rng)),
                9 => format!("{v} = \"test.test_effects_result\"() : () -> i32"),
                10 => format!("%i{k}, %m{k} = test.alloc_with_multiple_results : index, memref<4xi32>\n    {v} = arith.addi {a}, {b} : i32"),
                11 => match rng.below(3) {
                    0 => format!("test.copy(%m, %m) : (memref<4xi32>, memref<4xi32>)\n    {v} = arith.addi {a}, {b} : i32"),
                    1 => format!("test.buffer_based in(%m: memref<4xi32>) out(%m: memref<4xi32>)\n    {v} = arith.addi {a}, {b} : i32"),
                    _ => format!("\"test.op_with_memwrite\"() : () -> ()\n    {v} = arith.addi {a}, {b} : i32"),
                },
                12 => format!(
                    "%e{k} = \"test.op_with_effects_a\"(%m) {{first = @a, second = @b}} : (memref<4xi32>) -> memref<4xi32>\n    {v} = arith.addi {a}, {b} : i32"
                ),
                13 => format!("\"test.op_with_effects_b\"() : () -> ()\n    {v} = \"test.op_with_memread\"() : () -> i32"),
                // Reads its operand only: merged by CSE, dropped when unused.
                14 => format!(
                    "{v} = test.side_effect_with_region_op ({a}) {{\n    ^bb0(%x{k}: i32):\n      test.region_yield %x{k} : i32\n    }} {{effects = [{{effect = \"read\", on_operand}}]}} : i32 -> i32"
                ),
                5 => format!("{v} = arith.addi {a}, {b} : i32"),
                6 => format!("{v} = \"test.unknown_effects\"() : () -> i32"),
                _ => {
                    let inner = match rng.below(3) {
                        0 => "\"test.op_with_memread\"() : () -> i32".to_string(),
                        1 => format!("\"test.side_effect_op\"(){} : () -> i32", effect(&mut rng)),
                        _ => format!("arith.addi {a}, {b} : i32"),
                    };
                    format!(
                        "{v} = scf.if %c -> i32 {{\n      %i = {inner}\n      scf.yield %i : i32\n    }} else {{\n      \
                         scf.yield {a} : i32\n    }}"
                    )
                }
            };
            body.push_str(&format!("    {op}\n"));
            values.push(v);
        }
        let a = values[rng.below(values.len() as u64) as usize].clone();
        let b = values[values.len() - 1].clone();
        text.push_str(&format!(
            "func.func @f{f}(%arg0: i32, %c: i1, %m: memref<4xi32>) -> (i32, i32) {{\n{body}    return {a}, {b} : i32, i32\n}}\n"
        ));
    }
    for pass in ["-cse", "-canonicalize"] {
        let args = ["-allow-unregistered-dialect", pass];
        let ours = run(&ods, &args, None, Some(&text));
        same(&format!("generated memory effects ({pass})"), &ours, &run(&mlir, &args, None, Some(&text))).unwrap();
        // Not vacuous: both passes merge or drop ops of every kind.
        for op in [
            "test.op_with_memread",
            "test.side_effect_op",
            "scf.if",
            "test.test_effects_result",
            "test.alloc_with_multiple_results",
            "test.side_effect_with_region_op",
        ] {
            assert!(ours.stdout.matches(op).count() < text.matches(op).count(), "{pass} removed no {op}");
        }
    }
}

/// `-test-side-effects` reports each effect with what it acts on (an
/// operand, a result, a block argument, a symbol) and its resource, as
/// MLIR's `getEffects` gives them: the remarks and their "see current
/// operation" notes on `tests/lit/test-dialect/side-effects.mlir` (its
/// `expected-` lines left out, which mlir-opt reports even without
/// `-verify-diagnostics`) are byte-identical to mlir-opt's.
#[test]
fn side_effect_remarks_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "side effects test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit/test-dialect/side-effects.mlir");
    let text: String = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .filter(|l| !l.contains("expected-"))
        .map(|l| format!("{l}\n"))
        .collect();
    let args = ["-split-input-file", "-test-side-effects"];
    let (ours, theirs) = (run(&ods, &args, None, Some(&text)), run(&mlir, &args, None, Some(&text)));
    same("side effects (output)", &ours, &theirs).unwrap();
    assert_eq!(ours.stderr, theirs.stderr, "side effects (remarks): {}", first_diff(&ours.stderr, &theirs.stderr));
    assert!(ours.stderr.matches("remark: ").count() >= 30, "too few remarks:\n{}", ours.stderr);
}

/// Enum parameters that fail to parse give mlir-opt's errors byte for
/// byte, at its locations: the parameter's own error, then mlir-tblgen's
/// `` failed to parse X parameter 'value' which is to be a `T` `` where the
/// parameter's parser stopped, both naming the op (`custom op 'name'`)
/// inside an op's format. The inputs are the `-verify-diagnostics` files of
/// bit enums and of the default `EnumAttr` format, their `expected-` lines
/// left out.
#[test]
fn enum_parameter_errors_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "enum parameter errors test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    for name in ["bit-enums-invalid.mlir", "enums-invalid.mlir"] {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit/test-dialect").join(name);
        let text: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|l| !l.contains("expected-"))
            .map(|l| format!("{l}\n"))
            .collect();
        let args = ["-split-input-file"];
        let (ours, theirs) = (run(&ods, &args, None, Some(&text)), run(&mlir, &args, None, Some(&text)));
        assert!(!ours.ok && !theirs.ok, "{name}: both tools must reject it");
        assert_eq!(ours.stderr, theirs.stderr, "{name}: {}", first_diff(&ours.stderr, &theirs.stderr));
        assert!(ours.stderr.matches("failed to parse").count() >= 4, "{name}:\n{}", ours.stderr);
    }
}

/// Attributes of every kind, as values of a property or an inherent
/// attribute that may not hold them.
const ATTR_KINDS: &[&str] = &[
    "1",
    "1 : i32",
    "-1 : i8",
    "true",
    "1.0",
    "\"s\"",
    "\"s\" : i32",
    "unit",
    "[]",
    "[1]",
    "[\"s\"]",
    "[[1]]",
    "[unit]",
    "[true]",
    "array<i32: 1>",
    "array<i32: 1, 2>",
    "array<i64: 1>",
    "array<i64>",
    "array<i1: true>",
    "dense<1> : tensor<2xi32>",
    "@sym",
    "i32",
    "{a = 1}",
    "affine_map<(d0) -> (d0)>",
];

/// One generic op per line of `<{...}>` entries.
fn generic_cases(op: &str, operands: &str, signature: &str, base: &[(&str, &str)], keys: &[&str]) -> Vec<String> {
    let props = |entries: &[(&str, &str)]| {
        let body: Vec<String> = entries.iter().map(|(k, v)| format!("{k} = {v}")).collect();
        format!("{op}({operands}) <{{{}}}> : {signature}", body.join(", "))
    };
    let mut out = Vec::new();
    for key in keys {
        for v in ATTR_KINDS {
            let mut entries: Vec<(&str, &str)> = base.iter().copied().filter(|(k, _)| k != key).collect();
            entries.push((key, v));
            out.push(props(&entries));
        }
        // Left out.
        out.push(props(&base.iter().copied().filter(|(k, _)| k != key).collect::<Vec<_>>()));
    }
    // Two wrong entries: which one MLIR reports shows the order it converts
    // them in (attributes by name, then properties as declared).
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            let mut entries: Vec<(&str, &str)> = base.iter().copied().filter(|(k, _)| k != a && k != b).collect();
            entries.extend([(*b, "@sym"), (*a, "@sym")]);
            out.push(props(&entries));
        }
    }
    out
}

/// Property conversion (MLIR's generated `setPropertiesFromAttr` and
/// `setPropertiesFromParsedAttr`): nearly 900 generated ops whose `<{...}>`
/// or `prop-dict` hold an attribute of every kind for properties of every
/// kind (integers of several widths, bool, string, integer arrays,
/// optional, default-valued), inherent attributes (strings, integers,
/// enums), segment sizes (also under their old names), two wrong entries
/// at once, missing and unknown keys, a properties value that is no
/// dictionary, and ops with no properties: mlir-opt's output and errors,
/// byte for byte. A unit property that does not convert is left to
/// `unit_property_conversion_fails_as_mlir_opt`: mlir-opt stops without a
/// message there.
#[test]
fn generated_property_conversion_errors_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "property conversion test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let mut cases = Vec::new();
    let with_properties = [
        ("a", "1"),
        ("b", "\"x\""),
        ("c", "\"y\""),
        ("flag", "true"),
        ("array", "array<i64: 1>"),
        ("array32", "array<i32: 2>"),
    ];
    let keys: Vec<&str> = with_properties.iter().map(|e| e.0).collect();
    cases.extend(generic_cases("\"test.with_properties\"", "", "() -> ()", &with_properties, &keys));
    let optional =
        ["simple", "simplei8", "simpleui8", "nonTrivialStorage", "hasDefault", "nested", "longSyntax", "anAttr"];
    cases.extend(generic_cases("\"test.with_optional_properties\"", "", "() -> ()", &[], &optional));
    cases.extend(generic_cases("\"test.with_default_valued_properties\"", "", "() -> ()", &[], &["a", "b", "c"]));
    let and_attr = [("lhs", "1 : i32"), ("rhs", "2")];
    cases.extend(generic_cases("\"test.with_properties_and_attr\"", "", "() -> ()", &and_attr, &["lhs", "rhs"]));
    let cmpi =
        "func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) <{predicate = P}> : (i32, i32) -> i1\n  return\n}";
    let cmpf =
        "func.func @f(%a: f32) {\n  %0 = \"arith.cmpf\"(%a, %a) <{predicate = P}> : (f32, f32) -> i1\n  return\n}";
    let module = "\"builtin.module\"() <{sym_name = P}> ({\n}) : () -> ()";
    for v in ATTR_KINDS.iter().chain(&["9 : i64", "3 : i64", "3 : i32", "16 : i64", "-1 : i64"]) {
        for template in [cmpi, cmpf, module] {
            cases.push(template.replace('P', v));
        }
    }
    let segments = |op: &str, props: &str| {
        format!("func.func @f(%a: i64) {{\n  \"{op}\"(%a, %a){props} : (i64, i64) -> ()\n  return\n}}")
    };
    let results = |props: &str| format!("%0:2 = \"test.format_optional_result_a_op\"(){props} : () -> (i64, i64)");
    for v in
        ATTR_KINDS.iter().chain(&["array<i32: 1, 1>", "array<i32: 1, 1, 0>", "array<i32: -1, 3>", "array<i32: 2, 0>"])
    {
        for key in ["operandSegmentSizes", "operand_segment_sizes"] {
            cases.push(segments("test.format_multiple_variadic_operands", &format!(" <{{{key} = {v}}}>")));
        }
        cases.push(segments("test.format_multiple_variadic_operands", &format!(" {{operandSegmentSizes = {v}}}")));
        cases.push(results(&format!(" <{{resultSegmentSizes = {v}}}>")));
    }
    cases.push(segments("test.format_multiple_variadic_operands", ""));
    cases.push(results(""));
    // `prop-dict` in a custom form: exactly its members, the required ones
    // present; any attribute where the dictionary should be.
    for v in ATTR_KINDS {
        cases.push(format!("test.with_properties_and_attr 1 <{{rhs = {v}}}>"));
        cases.push(format!("test.with_properties_and_attr 1 <{{rhs = 1, lhs = {v}}}>"));
        cases.push(format!("test.with_properties_and_attr 1 <{v}>"));
        cases.push(format!("test.empty_properties <{v}>"));
        cases.push(format!("func.func @f() {{\n  \"func.return\"() <{v}> : () -> ()\n}}"));
        cases.push(format!("\"test.with_properties\"() <{v}> : () -> ()"));
    }
    for text in [
        "test.with_properties_and_attr 1",
        "test.with_properties_and_attr 1 <{}>",
        "test.with_properties_and_attr 1 <{rhs = 1, zzz = 2, aaa = 3}>",
        "test.with_properties_and_attr 1 <{rhs = 1}> {lhs = 3 : i32}",
        "test.with_properties_and_attr 1 <{rhs = 1}> {zzz = 3 : i32}",
        "test.empty_properties <{}>",
        "test.empty_properties",
        "\"test.empty_properties\"() <{}> : () -> ()",
        "\"test.with_properties_and_attr\"() <{lhs = 1 : i32, rhs = 2}> {lhs = \"x\"} : () -> ()",
        "\"test.with_properties_and_attr\"() <{rhs = 2}> {lhs = 5 : i32} : () -> ()",
    ] {
        cases.push(text.to_string());
    }
    let text = cases.join("\n// -----\n") + "\n";
    let args = ["-split-input-file"];
    let (ours, theirs) = (run(&ods, &args, None, Some(&text)), run(&mlir, &args, None, Some(&text)));
    assert!(ours.stderr == theirs.stderr, "errors differ: {}", first_diff(&ours.stderr, &theirs.stderr));
    assert!(ours.stdout == theirs.stdout, "outputs differ: {}", first_diff(&ours.stdout, &theirs.stdout));
    // Not vacuous: most cases fail conversion, some are accepted.
    let (rejected, accepted) =
        (ours.stderr.matches("invalid properties").count(), ours.stdout.matches("module").count());
    assert!(rejected > 500 && accepted > 50, "{rejected} conversion errors, {accepted} ops accepted");
}

/// A unit property that does not convert: mlir-opt rejects the op without a
/// message (its `UnitProp` conversion emits none); ods-opt rejects it too,
/// saying what it expected. Everything else agrees byte for byte.
#[test]
fn unit_property_conversion_fails_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "unit property conversion test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    for (op, key) in [
        ("test.with_optional_properties", "hasUnit"),
        ("test.with_optional_properties", "maybeUnit"),
        ("test.with_default_valued_properties", "unit"),
    ] {
        for v in ATTR_KINDS {
            let text = format!("\"{op}\"() <{{{key} = {v}}}> : () -> ()\n");
            let (ours, theirs) = (run(&ods, &[], None, Some(&text)), run(&mlir, &[], None, Some(&text)));
            assert_eq!(ours.ok, theirs.ok, "{text}: ods-opt {} / mlir-opt {}", ours.stderr, theirs.stderr);
            assert_eq!(ours.stdout, theirs.stdout, "{text}");
            // The optional one's array is checked first, with a message.
            if ours.ok {
                continue;
            }
            if theirs.stderr.is_empty() {
                assert!(ours.stderr.contains("expected UnitAttr or BoolAttr"), "{text}: {}", ours.stderr);
            } else {
                assert_eq!(ours.stderr, theirs.stderr, "{text}");
            }
        }
    }
}

/// Inherent attributes in the attribute dictionary of a custom form
/// (mlir-tblgen's `verifyInherentAttrs` after `attr-dict`): checked while
/// the op is read, at the dictionary, worded "custom op 'x' 'x' op attribute
/// ..."; each replaces what the format read (segment sizes too, when they
/// are 32-bit integers of the right number); the first failing one by name;
/// a property's name stays a discardable attribute. About 900 generated ops
/// (arith, cf, scf, ub, func and test ops, with formats of their own or
/// written by hand; `attr-dict` and `attr-dict-with-keyword`; the generic
/// form without `<{...}>` as well): mlir-opt's output and errors, byte for
/// byte.
#[test]
fn generated_attr_dict_inherent_attributes_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "attribute dictionary test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let extra = ["2 : i64", "9 : i64", "10 : i64", "#arith.overflow<nsw>", "#test.cmpnd_a<1, !test.smpla, [5, 6]>"];
    let values: Vec<&str> = ATTR_KINDS.iter().copied().chain(extra).collect();
    // `{D}` is where the dictionary goes.
    let templates: &[(&str, &[&str])] = &[
        ("func.func @f(%a: i32) {\n  %0 = arith.cmpi eq, %a, %a {D} : i32\n  return\n}", &["predicate"]),
        ("func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a {D} : i32\n  return\n}", &["overflowFlags"]),
        ("func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) {D} : (i32, i32) -> i1\n  return\n}", &["predicate"]),
        ("test.format_attr_op 1 {D}", &["attr"]),
        ("test.format_opt_attr_op_a {D}", &["opt_attr"]),
        ("test.format_optional_enum_attr {D}", &["attr"]),
        ("test.format_optional_default_attrs {D}", &["str", "sym", "e"]),
        ("test.format_optional_unit_attribute {D}", &["is_optional"]),
        ("test.format_compound_attr <1, !test.smpla, [5, 6]> attributes {D}", &["compound"]),
        ("test.with_properties_and_attr 1 <{rhs = 2}> {D}", &["lhs", "rhs"]),
        (
            "test.with_properties a = 1, b = \"x\", c = \"y\", flag = true, array = [1], array32 = [2] {D}",
            &["a", "b", "c"],
        ),
        ("\"test.with_properties_and_attr\"() {D} : () -> ()", &["lhs", "rhs"]),
        (
            "func.func @f(%a: i64) {\n  test.format_multiple_variadic_operands (%a), (%a : i64) {D}\n  return\n}",
            &["operandSegmentSizes"],
        ),
        // Declarative in MLIR, written by hand here.
        (
            "func.func @f(%a: i32) {\n  cf.switch %a : i32, [\n    default: ^bb1\n  ] {D}\n^bb1:\n  return\n}",
            &["case_values", "case_operand_segments"],
        ),
        ("func.func @f(%i: index) {\n  scf.index_switch %i {D}\n  default {\n  }\n  return\n}", &["cases"]),
        ("%0 = ub.poison {D} : i32", &["value"]),
        (
            "func.func @f(%g: () -> ()) {\n  func.call_indirect %g() {D} : () -> ()\n  return\n}",
            &["arg_attrs", "res_attrs"],
        ),
    ];
    let mut cases = Vec::new();
    for (template, keys) in templates {
        for key in *keys {
            for v in &values {
                cases.push(template.replace("{D}", &format!("{{{key} = {v}}}")));
            }
        }
        // Two entries: the one reported first shows the order of the checks.
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                cases.push(template.replace("{D}", &format!("{{{b} = @sym, {a} = @sym, zzz = 1}}")));
            }
        }
        cases.push(template.replace("{D}", "{zzz = 1}"));
    }
    let text = cases.join("\n// -----\n") + "\n";
    let args = ["-split-input-file"];
    let (ours, theirs) = (run(&ods, &args, None, Some(&text)), run(&mlir, &args, None, Some(&text)));
    assert!(ours.stderr == theirs.stderr, "errors differ: {}", first_diff(&ours.stderr, &theirs.stderr));
    assert!(ours.stdout == theirs.stdout, "outputs differ: {}", first_diff(&ours.stdout, &theirs.stdout));
    let at_dictionary = ours.stderr.matches("' op attribute '").count();
    let accepted = ours.stdout.matches("module").count();
    assert!(at_dictionary > 200 && accepted > 100, "{at_dictionary} dictionary errors, {accepted} ops accepted");
}

/// Tokens that no parameter takes where it is expected, unbalanced
/// brackets among them.
const WRONG_TOKENS: &[&str] =
    &["x", "\"s\"", "5", "-", "i32", "#test.smpla", "<", ">", "[", "@a", "1.5", "unit", ")", ""];

/// Parameters of every kind in type and attribute formats (integers,
/// strings, types, attributes, `Option`s, enums, bit enums, definitions,
/// with and without defaults; in `params`, `struct(...)`, optional groups),
/// each given every token of `WRONG_TOKENS` in turn, also written stripped
/// in op formats: mlir-opt's errors byte for byte, among them mlir-tblgen's
/// second error `failed to parse X parameter 'p' which is to be a `T``
/// (with the definition's record name and the parameter's C++ type) and
/// MLIR's check of a pretty name's brackets. About 850 generated inputs.
#[test]
fn generated_parameter_errors_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "parameter errors test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    // (`!` or `#`, mnemonic, body with `{p}` per parameter, valid values).
    type Def<'a> = (&'a str, &'a str, &'a str, &'a [(&'a str, &'a str)]);
    let defs: &[Def] = &[
        ("!", "cmpnd_inner", "<{some_int} {cmpdA}>", &[("some_int", "42"), ("cmpdA", "<1, i32, [5]>")]),
        ("!", "cmpnd_nested_outer", "<i {inner}>", &[("inner", "<42 <1, i32, [5]>>")]),
        ("!", "cmpnd_nested_outer_qual", "<i {inner}>", &[("inner", "!test.cmpnd_inner<42 <1, i32, [5]>>")]),
        (
            "!",
            "type_with_format",
            "<{one}, three = {three}, two = {two}>",
            &[("one", "1"), ("three", "\"a\""), ("two", "\"b\"")],
        ),
        (
            "!",
            "struct_capture_all",
            "<v0 = {v0}, v1 = {v1}, v2 = {v2}, v3 = {v3}>",
            &[("v0", "0"), ("v1", "1"), ("v2", "2"), ("v3", "3")],
        ),
        ("!", "optional_param", "<{a}, {b}, {c}>", &[("a", "1"), ("b", "2"), ("c", "3")]),
        ("!", "optional_params", "<{a}, {b}>", &[("a", "1"), ("b", "\"s\"")]),
        ("!", "optional_params_after", "<{a}, {b}>", &[("a", "\"s\""), ("b", "1")]),
        ("!", "optional_struct", "<a = {a}, b = {b}>", &[("a", "1"), ("b", "\"s\"")]),
        ("!", "all_optional_params", "<{a}, {b}>", &[("a", "1"), ("b", "2")]),
        ("!", "all_optional_struct", "<a = {a}, b = {b}>", &[("a", "1"), ("b", "2")]),
        ("!", "optional_group", "<({b}) {a}>", &[("a", "1"), ("b", "2")]),
        ("!", "optional_group_params", "<({a}, {b})>", &[("a", "1"), ("b", "2")]),
        ("!", "optional_group_struct", "<(a = {a}, b = {b})>", &[("a", "1"), ("b", "2")]),
        ("!", "spaces", "< {a}\n()() {b}>", &[("a", "1"), ("b", "2")]),
        ("!", "optional_value_type", "<{value}>", &[("value", "1")]),
        ("!", "default_valued_type", "<({type})>", &[("type", "i64")]),
        ("!", "optional_type_string", "<{str}>", &[("str", "\"s\"")]),
        ("!", "else_anchor", "<{a}>", &[("a", "1")]),
        ("!", "else_anchor_struct", "<a = {a}, b = {b}>", &[("a", "1"), ("b", "2")]),
        ("!", "type_verification", "<{param}>", &[("param", "i32")]),
        ("#", "cmpnd_nested", "<nested = {nested}>", &[("nested", "<1, i32, [5]>")]),
        ("#", "cmpnd_nested_inner", "<{some_int} {cmpdA}>", &[("some_int", "42"), ("cmpdA", "<1, i32, [5]>")]),
        ("#", "cmpnd_nested_outer", "<i {inner}>", &[("inner", "<42 <1, i32, [5]>>")]),
        ("#", "cmpnd_nested_outer_qual", "<i {inner}>", &[("inner", "#test.cmpnd_nested_inner<42 <1, i32, [5]>>")]),
        ("#", "attr_params", "<{v0}, {v1}>", &[("v0", "1"), ("v1", "2")]),
        ("#", "attr_with_type", "<{int_type}, {any_type}>", &[("int_type", "i32"), ("any_type", "f32")]),
        ("#", "attr_with_optional_signed", "<{value}>", &[("value", "-1")]),
        ("#", "attr_with_optional_unsigned", "<{value}>", &[("value", "1")]),
        ("#", "attr_with_optional_enum", "<{value}>", &[("value", "a")]),
        ("#", "bit_enum_vbar", "<{value}>", &[("value", "user")]),
        ("#", "bit_enum", "<{value}>", &[("value", "read")]),
        ("#", "enum", "<{value}>", &[("value", "first")]),
        // mlir-opt 22 crashes on most wrong floats here: only these.
        ("!", "ap_float", "<{value}>", &[("value", "1.0")]),
    ];
    // Written stripped in op formats.
    let ops: &[(&str, &[(&str, &str)])] = &[
        ("test.format_cpmd_nested_attr nested <i {inner}>", &[("inner", "<42 <1, i32, [5]>>")]),
        ("test.format_nested_attr <nested = {nested}>", &[("nested", "<1, i32, [5]>")]),
        (
            "func.func @g(%a: !test.cmpnd_nested_outer<i <42 <1, i32, [5]>>>) {\n  test.format_cpmd_nested_type %a nested <i {inner}>\n  return\n}",
            &[("inner", "<42 <1, i32, [5]>>")],
        ),
    ];
    let fill = |template: &str, values: &[(&str, &str)], key: &str, wrong: &str| {
        let mut text = template.to_string();
        for (k, v) in values {
            text = text.replace(&format!("{{{k}}}"), if *k == key { wrong } else { v });
        }
        text
    };
    let mut cases = Vec::new();
    let mut add = |template: &str, values: &[(&str, &str)], only: Option<&[&str]>| {
        cases.push(fill(template, values, "", ""));
        for (key, _) in values {
            for wrong in WRONG_TOKENS.iter().filter(|w| only.is_none_or(|o| o.contains(w))) {
                cases.push(fill(template, values, key, wrong));
            }
        }
    };
    for (sigil, mnemonic, body, values) in defs {
        let template = match *sigil {
            "!" => format!("func.func private @f(!test.{mnemonic}{body})"),
            _ => format!("func.func private @f() attributes {{a = #test.{mnemonic}{body}}}"),
        };
        let only: Option<&[&str]> = (*mnemonic == "ap_float").then_some(&["x", "1.5", "", ">"]);
        add(&template, values, only);
    }
    for (template, values) in ops {
        add(template, values, None);
    }
    let text = cases.join("\n// -----\n") + "\n";
    let args = ["-split-input-file"];
    let (ours, theirs) = (run(&ods, &args, None, Some(&text)), run(&mlir, &args, None, Some(&text)));
    assert!(ours.stderr == theirs.stderr, "errors differ: {}", first_diff(&ours.stderr, &theirs.stderr));
    assert!(ours.stdout == theirs.stdout, "outputs differ: {}", first_diff(&ours.stdout, &theirs.stdout));
    let second = ours.stderr.matches("failed to parse").count();
    let unbalanced = ours.stderr.matches("character in pretty dialect name").count();
    assert!(second > 300 && unbalanced > 100, "{second} 'failed to parse' errors, {unbalanced} unbalanced brackets");
}

/// Runs `chunks` (split-input-file chunks naming the op `OP`) through
/// ods-opt with `OP` as `ours` and through mlir-opt with `OP` as `theirs`,
/// and checks that outputs (custom and generic) and messages (line and
/// text, columns apart since the names may differ in length) agree once
/// the names are swapped back; at least `min_messages` messages.
fn agrees_as_op_of_mlir_opt(ours: &str, theirs: &str, chunks: &[String], min_messages: usize) {
    let Some(mlir) = support::llvm_tool("mlir-opt", "property test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let text = chunks.join("// -----\n");
    let (ours_text, theirs_text) = (text.replace("OP", ours), text.replace("OP", theirs));
    let messages = |stderr: &str| -> Vec<String> {
        stderr
            .lines()
            .filter(|l| l.starts_with("<stdin>:") && !l.contains("see current operation"))
            .map(|l| {
                let mut parts = l.splitn(4, ':');
                let (_, line, _, rest) = (parts.next(), parts.next(), parts.next(), parts.next());
                format!("{}:{}", line.unwrap_or(""), rest.unwrap_or("").replace(ours, theirs))
            })
            .collect()
    };
    for generic in [false, true] {
        let mut args = vec!["-allow-unregistered-dialect", "-split-input-file"];
        if generic {
            args.push("-mlir-print-op-generic");
        }
        let ours_run = run(&ods, &args, None, Some(&ours_text));
        let theirs_run = run(&mlir, &args, None, Some(&theirs_text));
        let ours_out = ours_run.stdout.replace(ours, theirs);
        assert!(ours_out == theirs_run.stdout, "outputs differ: {}", first_diff(&ours_out, &theirs_run.stdout));
        let (o, t) = (messages(&ours_run.stderr), messages(&theirs_run.stderr));
        assert!(o == t, "messages differ:\n{}\n---\n{}", o.join("\n"), t.join("\n"));
        assert!(o.len() >= min_messages, "{} messages", o.len());
    }
}

/// An enum property (MLIR's `EnumProp`, with the derive's `prop` flag) on
/// `test.ods_enum_prop`, an op with the arguments and format of MLIR's
/// `ptr.ptr_add`, beside `ptr.ptr_add` itself in mlir-opt: every case in
/// the custom form, written as keyword and string, keywords and tokens
/// that are no case, integer storages of several widths (a value that is
/// no case fails the verifier), and storages of other kinds (refused by
/// property conversion).
#[test]
fn enum_property_as_ptr_add_in_mlir_opt() {
    let ty = "!ptr.ptr<#ptr.generic_space>";
    let mut chunks = Vec::new();
    for flags in ["", "none", "nusw", "nuw", "inbounds", "\"nuw\"", "bogus", "\"bogus\"", "5", "[", "#a.b"] {
        chunks.push(format!(
            "func.func @f(%p: {ty}, %o: i32) -> {ty} {{\n  %0 = OP {flags} %p, %o : {ty}, i32\n  return %0 : {ty}\n}}\n"
        ));
    }
    for storage in STORAGES {
        chunks.push(format!(
            "func.func @f(%p: {ty}, %o: i32) -> {ty} {{\n  %0 = \"OP\"(%p, %o) <{{flags = {storage}}}> : ({ty}, i32) -> {ty}\n  return %0 : {ty}\n}}\n"
        ));
    }
    agrees_as_op_of_mlir_opt("test.ods_enum_prop", "ptr.ptr_add", &chunks, 10);
}

/// Attribute forms given to enum properties: integers of several widths,
/// in and out of the enum's range, and attributes of other kinds.
const STORAGES: &[&str] = &[
    "0 : i32",
    "3 : i32",
    "2 : i64",
    "2 : i8",
    "4 : i32",
    "-1 : i32",
    "4294967297 : i64",
    "\"nuw\"",
    "unit",
    "[1]",
    "2.0 : f32",
    "true",
];

/// A bit enum property (`EnumProp` of MLIR's `I8BitEnum` `PtrDiffFlags`)
/// on `test.ods_bit_enum_prop`, an op with the arguments and format of
/// `ptr.ptr_diff`, beside `ptr.ptr_diff` in mlir-opt: flags alone and
/// joined (with and without spaces around `|`), repeated, the zero case,
/// words that are no flag, strings, storages with unknown bits and of
/// other kinds.
#[test]
fn bit_enum_property_as_ptr_diff_in_mlir_opt() {
    let ty = "!ptr.ptr<#ptr.generic_space>";
    let mut chunks = Vec::new();
    for flags in [
        "",
        "none",
        "nuw",
        "nsw",
        "nuw|nsw",
        "nsw | nuw",
        "nuw|nuw",
        "nuw|none",
        "none|nsw",
        "nuw|",
        "nuw|foo",
        "foo",
        "\"nuw\"",
        "nuw,nsw",
        "5",
    ] {
        chunks.push(format!(
            "func.func @f(%p: {ty}, %q: {ty}) -> i64 {{\n  %0 = OP {flags} %p, %q : {ty} -> i64\n  return %0 : i64\n}}\n"
        ));
    }
    for storage in STORAGES.iter().chain(&["8 : i8", "255 : i8", "256 : i32"]) {
        chunks.push(format!(
            "func.func @f(%p: {ty}, %q: {ty}) -> i64 {{\n  %0 = \"OP\"(%p, %q) <{{flags = {storage}}}> : ({ty}, {ty}) -> i64\n  return %0 : i64\n}}\n"
        ));
    }
    agrees_as_op_of_mlir_opt("test.ods_bit_enum_prop", "ptr.ptr_diff", &chunks, 10);
}

/// A named bit enum property with an attribute form (MLIR's
/// `NamedEnumPropWithAttrForm`: `llvm.add`'s `overflow<nsw, nuw>`, which
/// also reads `#llvm.overflow<...>`), on our `llvm.add`, `llvm.sub` and
/// `llvm.mul` beside mlir-opt's: flags in any order and spacing, the zero
/// case (left out), a missing `<`, `>` or flag, the other separator,
/// strings, and storages of every kind, the attribute form among them.
#[test]
fn named_enum_property_with_attr_form_as_llvm_overflow_flags() {
    let mut chunks = Vec::new();
    for op in ["llvm.add", "llvm.sub", "llvm.mul"] {
        for flags in [
            "",
            "overflow<nsw>",
            "overflow<nuw>",
            "overflow<nsw, nuw>",
            "overflow<nuw,nsw>",
            "overflow<none>",
            "overflow<nuw, none>",
            "overflow<>",
            "overflow",
            "overflow<nsw",
            "overflow<nsw | nuw>",
            "overflow<\"nsw\">",
            "overflow<foo>",
            "overflow <nsw>",
            "nsw",
        ] {
            chunks.push(format!(
                "func.func @f(%a: i32, %b: i32) -> i32 {{\n  %0 = {op} %a, %b {flags} : i32\n  return %0 : i32\n}}\n"
            ));
        }
    }
    for storage in STORAGES.iter().chain(&["#llvm.overflow<nsw>", "#llvm.overflow<nuw, nsw>", "#llvm.overflow<none>"]) {
        chunks.push(format!(
            "func.func @f(%a: i32, %b: i32) -> i32 {{\n  %0 = \"OP\"(%a, %b) <{{overflowFlags = {storage}}}> : (i32, i32) -> i32\n  return %0 : i32\n}}\n"
        ));
    }
    agrees_as_op_of_mlir_opt("llvm.add", "llvm.add", &chunks, 20);
}

/// A bit enum with a group printed first (ODS's
/// `printBitEnumPrimaryGroups`): `#test.fastmath<...>`, a copy of arith's
/// `FastMathFlags`, beside `#arith.fastmath<...>` in mlir-opt, for every
/// one of its 128 values, each written with its flags in reverse order,
/// and with `fast` among other flags.
#[test]
fn bit_enum_primary_groups_as_arith_fastmath() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "bit enum test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let flags = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    let mut attrs = Vec::new();
    for v in 0u32..128 {
        let mut set: Vec<&str> = flags.iter().enumerate().filter(|(i, _)| v & (1 << i) != 0).map(|(_, f)| *f).collect();
        set.reverse();
        if set.is_empty() {
            set.push("none");
        }
        attrs.push(format!("a{v} = #arith.fastmath<{}>", set.join(",")));
        attrs.push(format!("b{v} = #arith.fastmath<fast,{}>", set.join(",")));
    }
    let text = format!("\"x.y\"() {{{}}} : () -> ()\n", attrs.join(", "));
    let args = ["-allow-unregistered-dialect"];
    let theirs = run(&mlir, &args, None, Some(&text));
    let ours = run(&ods, &args, None, Some(&text.replace("#arith.fastmath", "#test.fastmath")));
    assert!(theirs.stderr.is_empty() && ours.stderr.is_empty(), "{}\n{}", theirs.stderr, ours.stderr);
    let ours_out = ours.stdout.replace("#test.fastmath", "#arith.fastmath");
    assert!(ours_out == theirs.stdout, "outputs differ: {}", first_diff(&ours_out, &theirs.stdout));
    assert!(theirs.stdout.matches("<fast>").count() == 129, "{}", theirs.stdout);
}
