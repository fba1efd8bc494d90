//! The arith folders beside `mlir-opt` 22: every arith op with constant
//! operands of each kind (scalars, splats, dense elements that are not
//! splats, poison, NaN) under `-canonicalize`, one generated function per
//! case, the output compared byte for byte. A failure names the op.
//! Skipped with one line where `mlir-opt` is absent.

mod support;

use std::fmt::Write;
use std::path::PathBuf;

/// Integer constants of each kind, as `(name, type, literal)`.
const INT_CONSTS: &[(&str, &str, &str)] = &[
    ("scalar", "i32", "7 : i32"),
    ("negative", "i32", "-3 : i32"),
    ("zero", "i32", "0 : i32"),
    ("min", "i32", "-2147483648 : i32"),
    ("max", "i32", "2147483647 : i32"),
    ("minus_one", "i32", "-1 : i32"),
    ("splat", "vector<4xi32>", "dense<5> : vector<4xi32>"),
    ("dense", "vector<4xi32>", "dense<[1, -2, 0, 9]> : vector<4xi32>"),
    ("dense2", "vector<4xi32>", "dense<[3, 3, -1, 2]> : vector<4xi32>"),
    ("tensor", "tensor<2x2xi32>", "dense<[[6, -7], [8, 31]]> : tensor<2x2xi32>"),
    ("tensor2", "tensor<2x2xi32>", "dense<[[2, 2], [-5, 4]]> : tensor<2x2xi32>"),
];

/// Float constants of each kind.
const FLOAT_CONSTS: &[(&str, &str, &str)] = &[
    ("scalar", "f32", "1.5 : f32"),
    ("negative", "f32", "-2.25 : f32"),
    ("nan", "f32", "0x7FC00000 : f32"),
    ("zero", "f32", "0.0 : f32"),
    ("negative_zero", "f32", "-0.0 : f32"),
    ("infinity", "f32", "0x7F800000 : f32"),
    ("signalling_nan", "f32", "0x7F800001 : f32"),
    ("nan_payload", "f32", "0xFFC00001 : f32"),
    ("splat", "vector<4xf32>", "dense<2.0> : vector<4xf32>"),
    ("dense", "vector<4xf32>", "dense<[1.5, -2.0, 0.0, 3.25]> : vector<4xf32>"),
    ("dense2", "vector<4xf32>", "dense<[4.0, 0.5, -1.0, 3.25]> : vector<4xf32>"),
];

const INT_BINARY: &[&str] = &[
    "addi",
    "subi",
    "muli",
    "divui",
    "divsi",
    "ceildivui",
    "ceildivsi",
    "floordivsi",
    "remui",
    "remsi",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
];

const FLOAT_BINARY: &[&str] = &["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"];

const CMPI: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];

/// The shape part of a type (`vector<4x` of `vector<4xi32>`), to build the
/// same shape with another element type.
fn with_element(ty: &str, element: &str) -> String {
    match ty.rfind('x') {
        Some(i) if ty.contains('<') => format!("{}{element}>", &ty[..=i]),
        _ => element.to_string(),
    }
}

/// One function: the constants (or poison, or an argument when `None`)
/// then `body` using them as `%a`, `%b`, `%c`, returning `%r : result`.
fn func(out: &mut String, name: &str, operands: &[(&str, Option<&str>)], body: &str, result: &str) {
    let args: Vec<String> = operands
        .iter()
        .enumerate()
        .filter(|(_, (_, lit))| lit.is_none())
        .map(|(i, (ty, _))| format!("{}: {ty}", ["%a", "%b", "%c"][i]))
        .collect();
    writeln!(out, "func.func @{name}({}) -> {result} {{", args.join(", ")).unwrap();
    for (i, (ty, lit)) in operands.iter().enumerate() {
        let v = ["%a", "%b", "%c"][i];
        match lit {
            Some("poison") => writeln!(out, "  {v} = ub.poison : {ty}").unwrap(),
            Some(lit) => writeln!(out, "  {v} = arith.constant {lit}").unwrap(),
            None => {}
        }
    }
    writeln!(out, "  {body}\n  return %r : {result}\n}}").unwrap();
}

/// The generated cases, one module per group.
fn groups() -> Vec<(String, String)> {
    let mut groups = Vec::new();
    let pairs = |consts: &'static [(&str, &str, &str)]| {
        let mut v = Vec::new();
        for a in consts {
            for b in consts {
                if a.1 == b.1 {
                    v.push((format!("{}_{}", a.0, b.0), a.1, Some(a.2), Some(b.2)));
                }
            }
            v.push((format!("poison_{}", a.0), a.1, Some("poison"), Some(a.2)));
            v.push((format!("{}_poison", a.0), a.1, Some(a.2), Some("poison")));
        }
        v
    };
    for op in INT_BINARY {
        let mut m = String::new();
        for (case, ty, a, b) in pairs(INT_CONSTS) {
            func(&mut m, &format!("{op}_{case}"), &[(ty, a), (ty, b)], &format!("%r = arith.{op} %a, %b : {ty}"), ty);
        }
        groups.push((op.to_string(), m));
    }
    for op in FLOAT_BINARY {
        let mut m = String::new();
        for (case, ty, a, b) in pairs(FLOAT_CONSTS) {
            func(&mut m, &format!("{op}_{case}"), &[(ty, a), (ty, b)], &format!("%r = arith.{op} %a, %b : {ty}"), ty);
        }
        groups.push((op.to_string(), m));
    }
    let mut m = String::new();
    for p in CMPI {
        for (case, ty, a, b) in pairs(INT_CONSTS) {
            let i1 = with_element(ty, "i1");
            let body = format!("%r = arith.cmpi {p}, %a, %b : {ty}");
            func(&mut m, &format!("cmpi_{p}_{case}"), &[(ty, a), (ty, b)], &body, &i1);
        }
    }
    groups.push(("cmpi".into(), m));
    let mut m = String::new();
    for p in CMPF {
        for (case, ty, a, b) in pairs(FLOAT_CONSTS) {
            let i1 = with_element(ty, "i1");
            let body = format!("%r = arith.cmpf {p}, %a, %b : {ty}");
            func(&mut m, &format!("cmpf_{p}_{case}"), &[(ty, a), (ty, b)], &body, &i1);
            // A NaN decides the comparison whatever the other side is.
            if case.contains("nan") {
                func(&mut m, &format!("cmpf_{p}_{case}_arg"), &[(ty, a), (ty, None)], &body, &i1);
                func(&mut m, &format!("cmpf_{p}_arg_{case}"), &[(ty, None), (ty, b)], &body, &i1);
            }
        }
    }
    groups.push(("cmpf".into(), m));
    // Casts of every constant kind.
    let mut m = String::new();
    let int_casts = [
        ("extsi", "i64"),
        ("extui", "i64"),
        ("trunci", "i8"),
        ("sitofp", "f32"),
        ("uitofp", "f64"),
        ("index_cast", "index"),
        ("index_castui", "index"),
        ("bitcast", "f32"),
    ];
    for (name, ty, lit) in INT_CONSTS {
        for lit in [*lit, "poison"] {
            for (cast, to) in int_casts {
                let to = with_element(ty, to);
                let case = if lit == "poison" { format!("{name}_poison") } else { name.to_string() };
                let body = format!("%r = arith.{cast} %a : {ty} to {to}");
                func(&mut m, &format!("{cast}_{case}"), &[(ty, Some(lit))], &body, &to);
            }
        }
    }
    for (name, ty, lit) in FLOAT_CONSTS {
        for lit in [*lit, "poison"] {
            for (cast, to) in
                [("fptosi", "i32"), ("fptoui", "i64"), ("extf", "f64"), ("truncf", "f16"), ("bitcast", "i32")]
            {
                let to = with_element(ty, to);
                let case = if lit == "poison" { format!("{name}_poison") } else { name.to_string() };
                let body = format!("%r = arith.{cast} %a : {ty} to {to}");
                func(&mut m, &format!("{cast}_f_{case}"), &[(ty, Some(lit))], &body, &to);
            }
            let case = if lit == "poison" { format!("{name}_poison") } else { name.to_string() };
            func(&mut m, &format!("negf_{case}"), &[(ty, Some(lit))], &format!("%r = arith.negf %a : {ty}"), ty);
        }
    }
    groups.push(("casts".into(), m));
    // select: constant conditions of each kind, constant or poison choices.
    let mut m = String::new();
    let conds = [
        ("true", "i1", "true"),
        ("splat", "vector<4xi1>", "dense<false> : vector<4xi1>"),
        ("dense", "vector<4xi1>", "dense<[true, false, false, true]> : vector<4xi1>"),
    ];
    for (cname, cty, clit) in conds {
        for (k, (name, ty, lit)) in INT_CONSTS.iter().chain(FLOAT_CONSTS).enumerate() {
            if with_element(ty, "i1") != cty && cty != "i1" {
                continue;
            }
            for (other, olit) in [("const", Some(*lit)), ("poison", Some("poison")), ("arg", None)] {
                for cond in [Some(clit), None] {
                    let c = if cond.is_some() { format!("{cname}_const") } else { format!("{cname}_arg") };
                    let body = format!("%r = arith.select %a, %b, %c : {cty}, {ty}");
                    func(
                        &mut m,
                        &format!("select_{c}_{k}{name}_{other}"),
                        &[(cty, cond), (ty, Some(lit)), (ty, olit)],
                        &body,
                        ty,
                    );
                }
            }
        }
    }
    groups.push(("select".into(), m));
    // and/or of a value and its complement.
    let mut m = String::new();
    for op in ["andi", "ori"] {
        for ty in ["i32", "index", "vector<2xi8>"] {
            let ones = if ty.starts_with("vector") { format!("dense<-1> : {ty}") } else { format!("-1 : {ty}") };
            for swap in [false, true] {
                let (l, r) = if swap { ("%n", "%x") } else { ("%x", "%n") };
                let name = format!("{op}_not_{}_{}", ty.replace(['<', '>'], "_"), swap);
                writeln!(
                    m,
                    "func.func @{name}(%x: {ty}) -> {ty} {{\n  %m = arith.constant {ones}\n  \
                     %n = arith.xori %x, %m : {ty}\n  %r = arith.{op} {l}, {r} : {ty}\n  return %r : {ty}\n}}"
                )
                .unwrap();
            }
        }
    }
    groups.push(("complements".into(), m));
    groups.push(("wide".into(), wide_cases()));
    groups
}

/// Integers wider than 64 bits: the folds and the constant-combining
/// patterns that take any width, with values at the edges of each width.
fn wide_cases() -> String {
    let mut m = String::new();
    for (w, values) in [
        (65, &["1", "-1", "18446744073709551615", "-18446744073709551616", "12345678901234567890"][..]),
        (100, &["1", "-1", "633825300114114700748351602687", "-3", "1267650600228229401496703205375"][..]),
        (128, &["1", "-1", "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728"][..]),
        (129, &["2", "-1", "340282366920938463463374607431768211455", "170141183460469231731687303715884105729"][..]),
        (
            256,
            &[
                "3618502788666131213697322783095070105623107215331596699973092056135872020481",
                "1",
                "-1",
                "57896044618658097711785492504343953926634992332820282019728792003956564819967",
            ][..],
        ),
    ] {
        let ty = format!("i{w}");
        for op in ["addi", "subi", "muli", "andi", "ori", "xori"] {
            for (i, a) in values.iter().enumerate() {
                for (j, b) in values.iter().enumerate() {
                    let body = format!("%r = arith.{op} %a, %b : {ty}");
                    let (a, b) = (format!("{a} : {ty}"), format!("{b} : {ty}"));
                    func(&mut m, &format!("{op}_{ty}_{i}_{j}"), &[(&ty, Some(&a)), (&ty, Some(&b))], &body, &ty);
                }
            }
        }
        // (x op c0) op c1 with the constants combined.
        for (outer, inner) in [("addi", "addi"), ("addi", "subi"), ("subi", "addi"), ("subi", "subi"), ("muli", "muli")]
        {
            for (i, c0) in values.iter().enumerate() {
                let c1 = values[(i + 1) % values.len()];
                for swap in [false, true] {
                    let (l, r) = if swap { ("%c0", "%x") } else { ("%x", "%c0") };
                    writeln!(
                        m,
                        "func.func @{outer}_{inner}_{ty}_{i}_{swap}(%x: {ty}) -> {ty} {{\n  \
                         %c0 = arith.constant {c0} : {ty}\n  %c1 = arith.constant {c1} : {ty}\n  \
                         %y = arith.{inner} {l}, {r} : {ty}\n  %r = arith.{outer} %y, %c1 : {ty}\n  \
                         return %r : {ty}\n}}"
                    )
                    .unwrap();
                }
            }
        }
    }
    m
}

#[test]
fn arith_folds_agree_with_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "arith fold test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = std::env::temp_dir().join(format!("ods-arith-folds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let args = ["-canonicalize", "-mlir-print-op-generic"];
    for (name, module) in groups() {
        let file = dir.join(format!("{name}.mlir"));
        std::fs::write(&file, &module).unwrap();
        let theirs = support::run(&mlir, &args, Some(&file), None);
        assert!(theirs.ok, "mlir-opt rejects the generated {name} cases:\n{}", theirs.stderr);
        let ours = support::run(&ods, &args, Some(&file), None);
        if !ours.ok {
            failures.push(format!("{name}: ods-opt rejects it:\n{}", ours.stderr));
        } else if ours.stdout != theirs.stdout {
            failures.push(format!("{name}: {}", support::first_diff(&ours.stdout, &theirs.stdout)));
        }
    }
    // The inputs stay for a look when they disagree.
    assert!(
        failures.is_empty(),
        "{} groups differ from mlir-opt (inputs in {}):\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The widths of the fold cases of every width: each side of every word
/// boundary of `u64` and `u128`, and wider.
const WIDTHS: [u32; 12] = [1, 7, 8, 63, 64, 65, 100, 127, 128, 129, 256, 512];

/// A hexadecimal literal of `w` bits whose bit `i` is `bit(i)`.
fn hex_literal(w: u32, bit: impl Fn(u32) -> bool) -> String {
    let digits: String = (0..w.div_ceil(4))
        .rev()
        .map(|d| {
            let n = (0..4).filter(|&k| 4 * d + k < w && bit(4 * d + k)).fold(0, |n, k| n | (1 << k));
            char::from_digit(n, 16).unwrap().to_ascii_uppercase()
        })
        .collect();
    format!("0x{digits}")
}

/// The values at the edges of width `w`, as literals: 0, 1, 2, -1 (the
/// largest unsigned value), -2, the smallest and largest signed values,
/// all ones spelled unsigned, and a mixed pattern.
fn edge_values(w: u32) -> Vec<String> {
    let mut v: Vec<String> = if w == 1 {
        vec!["0".into(), "1".into()]
    } else {
        let mut v: Vec<String> = ["0", "1", "2", "-1", "-2"].map(String::from).to_vec();
        v.push(hex_literal(w, |i| i == w - 1));
        v.push(hex_literal(w, |i| i < w - 1));
        v.push(hex_literal(w, |_| true));
        v
    };
    if w > 8 {
        v.push(hex_literal(w, |i| (i * 7 + i / 3) % 5 < 2));
    }
    v
}

/// Shift amounts at the width: `w - 1`, `w` and `w + 1` where they fit.
fn shift_amounts(w: u32) -> Vec<String> {
    if w < 3 {
        return Vec::new();
    }
    (w - 1..=w + 1).map(|a| a.to_string()).collect()
}

/// `vector<NxiW>` constants: every edge value, and the same rotated.
fn dense_of(values: &[String], rotate: usize, ty: &str) -> String {
    let mut v = values.to_vec();
    let n = v.len();
    v.rotate_left(rotate % n);
    format!("dense<[{}]> : {ty}", v.join(", "))
}

/// The body of a case of the binary op `op` (with predicate `p` for
/// `cmpi`) on `%a` and `%b` of type `ty`, and the type it returns.
fn op_body(op: &str, p: &str, ty: &str) -> (String, String) {
    match op {
        "cmpi" => (format!("%r = arith.cmpi {p}, %a, %b : {ty}"), with_element(ty, "i1")),
        "addui_extended" => (format!("%r, %s = arith.{op} %a, %b : {ty}, {}", with_element(ty, "i1")), ty.into()),
        _ if op.ends_with("_extended") => (format!("%r, %s = arith.{op} %a, %b : {ty}"), ty.into()),
        _ => (format!("%r = arith.{op} %a, %b : {ty}"), ty.into()),
    }
}

/// The fold cases of every width: each integer op on every pair of edge
/// values (division by zero, `MIN / -1`, shifts by the width or more
/// included), dense and splat operands, casts between widths and to and
/// from floats, `select` of wide elements, and the constants themselves.
fn width_groups() -> Vec<(String, String)> {
    let mut groups = Vec::new();
    let extended = ["addui_extended", "mului_extended", "mulsi_extended"];
    for op in INT_BINARY.iter().chain(&extended).chain(&["cmpi"]) {
        let predicates: &[&str] = if *op == "cmpi" { CMPI } else { &[""] };
        for p in predicates {
            let mut m = String::new();
            for w in WIDTHS {
                let ty = format!("i{w}");
                let values = edge_values(w);
                let mut rhs = values.clone();
                if op.starts_with("sh") {
                    rhs.extend(shift_amounts(w));
                }
                let (body, result) = op_body(op, p, &ty);
                let name = format!("{op}{p}").replace("_extended", "x");
                // One constant and an argument or poison: the identities,
                // a constant moving to the right, poison folding or not.
                for (j, c) in rhs.iter().enumerate() {
                    let c = format!("{c} : {ty}");
                    func(&mut m, &format!("{name}_i{w}_x_{j}"), &[(&ty, None), (&ty, Some(&c))], &body, &result);
                    func(&mut m, &format!("{name}_i{w}_{j}_x"), &[(&ty, Some(&c)), (&ty, None)], &body, &result);
                    // mlir-opt 22 crashes on the extended ops of poison.
                    if op.ends_with("_extended") {
                        continue;
                    }
                    let poison = Some("poison");
                    func(&mut m, &format!("{name}_i{w}_p_{j}"), &[(&ty, poison), (&ty, Some(&c))], &body, &result);
                    func(&mut m, &format!("{name}_i{w}_{j}_p"), &[(&ty, Some(&c)), (&ty, poison)], &body, &result);
                }
                for (i, a) in values.iter().enumerate() {
                    for (j, b) in rhs.iter().enumerate() {
                        let (a, b) = (format!("{a} : {ty}"), format!("{b} : {ty}"));
                        func(
                            &mut m,
                            &format!("{name}_i{w}_{i}_{j}"),
                            &[(&ty, Some(&a)), (&ty, Some(&b))],
                            &body,
                            &result,
                        );
                    }
                }
                let vty = format!("vector<{}xi{w}>", values.len());
                let (vbody, vresult) = op_body(op, p, &vty);
                let no_zero: Vec<String> =
                    values.iter().map(|v| if v == "0" { "1".into() } else { v.clone() }).collect();
                let lhs = dense_of(&values, 0, &vty);
                let cases = [
                    ("dense1", lhs.clone(), dense_of(&values, 1, &vty)),
                    ("dense3", lhs.clone(), dense_of(&values, 3, &vty)),
                    ("dense_nz", dense_of(&values, 2, &vty), dense_of(&no_zero, 0, &vty)),
                    (
                        "splat",
                        format!("dense<{}> : {vty}", values[values.len() - 1]),
                        format!("dense<{}> : {vty}", values[2 % values.len()]),
                    ),
                    ("dense_splat", lhs, format!("dense<{}> : {vty}", values[values.len() / 2])),
                ];
                for (case, a, b) in cases {
                    func(
                        &mut m,
                        &format!("{name}_i{w}_{case}"),
                        &[(&vty, Some(&a)), (&vty, Some(&b))],
                        &vbody,
                        &vresult,
                    );
                }
            }
            groups.push((format!("width_{op}{p}"), m));
        }
    }
    // Casts between widths, to and from index and floats.
    let mut m = String::new();
    let floats = ["f16", "bf16", "f32", "f64", "f80", "f128"];
    for w in WIDTHS {
        let ty = format!("i{w}");
        for (i, v) in edge_values(w).iter().enumerate() {
            let lit = format!("{v} : {ty}");
            let mut casts: Vec<(String, String)> = Vec::new();
            for w2 in WIDTHS.iter().copied().chain([1000]) {
                if w2 > w {
                    casts.push(("extui".into(), format!("i{w2}")));
                    casts.push(("extsi".into(), format!("i{w2}")));
                } else if w2 < w {
                    casts.push(("trunci".into(), format!("i{w2}")));
                }
            }
            casts.push(("index_cast".into(), "index".into()));
            casts.push(("index_castui".into(), "index".into()));
            for f in floats {
                casts.push(("sitofp".into(), f.into()));
                casts.push(("uitofp".into(), f.into()));
            }
            for (fw, f) in [(64, "f64"), (128, "f128")] {
                if w == fw {
                    casts.push(("bitcast".into(), f.into()));
                }
            }
            for (cast, to) in casts {
                let body = format!("%r = arith.{cast} %a : {ty} to {to}");
                func(&mut m, &format!("{cast}_{ty}_{i}_{to}"), &[(&ty, Some(&lit))], &body, &to);
                let (vty, vto) = (format!("vector<2x{ty}>"), format!("vector<2x{to}>"));
                let dense = format!("dense<[{v}, 1]> : {vty}");
                let body = format!("%r = arith.{cast} %a : {vty} to {vto}");
                func(&mut m, &format!("{cast}_v{ty}_{i}_{to}"), &[(&vty, Some(&dense))], &body, &vto);
            }
            // From index.
            if i < 6 {
                let idx = ["0", "1", "-1", "-2", "-9223372036854775808", "9223372036854775807"][i];
                for cast in ["index_cast", "index_castui"] {
                    let body = format!("%r = arith.{cast} %a : index to {ty}");
                    let lit = format!("{idx} : index");
                    func(&mut m, &format!("{cast}_idx_{i}_{ty}"), &[("index", Some(&lit))], &body, &ty);
                }
            }
        }
        // Floats to integers: in range, at the edges, beyond, fractional,
        // negative, infinite and NaN.
        let values = [
            "0.0",
            "-0.0",
            "0.5",
            "-0.5",
            "1.5",
            "-1.0",
            "-1.5",
            "63.0",
            "64.0",
            "-64.0",
            "127.0",
            "128.0",
            "-128.0",
            "255.0",
            "256.0",
            "9.2233720368547758E+18",
            "-9.2233720368547758E+18",
            "1.8446744073709552E+19",
            "1.7014118346046923E+38",
            "-1.7014118346046923E+38",
            "3.4028236692093846E+38",
            "1.0E+77",
            "-5.7896044618658097E+76",
            "1.0E+300",
            "0x7FF0000000000000",
            "0xFFF0000000000000",
            "0x7FF8000000000000",
        ];
        for (j, v) in values.iter().enumerate() {
            for f in ["f16", "f32", "f64", "f128"] {
                let lit = if v.starts_with("0x") {
                    if f != "f64" {
                        continue;
                    }
                    format!("{v} : {f}")
                } else {
                    format!("{v} : {f}")
                };
                for cast in ["fptosi", "fptoui"] {
                    let body = format!("%r = arith.{cast} %a : {f} to {ty}");
                    func(&mut m, &format!("{cast}_{f}_{j}_{ty}"), &[(f, Some(&lit))], &body, &ty);
                }
            }
        }
        if w == 64 || w == 128 {
            let f = if w == 64 { "f64" } else { "f128" };
            for (j, v) in ["1.5", "-0.0", "0x7FF0000000000000"].iter().enumerate() {
                if v.starts_with("0x") && w != 64 {
                    continue;
                }
                let lit = format!("{v} : {f}");
                func(
                    &mut m,
                    &format!("bitcast_{f}_{j}"),
                    &[(f, Some(&lit))],
                    &format!("%r = arith.bitcast %a : {f} to {ty}"),
                    &ty,
                );
            }
        }
    }
    groups.push(("width_casts".into(), m));
    // cmpf of an integer converted to float against a constant, which
    // compares the integer instead where the conversion cannot matter.
    let mut m = String::new();
    let constants = [
        "0.0",
        "-0.5",
        "1.5",
        "-1.0",
        "100.0",
        "-128.0",
        "127.5",
        "9.2233720368547758E+18",
        "-9.2233720368547758E+18",
        "1.8446744073709552E+19",
        "1.0E+30",
        "-1.0E+30",
        "0x7F800000",
        "0xFF800000",
    ];
    for w in WIDTHS {
        for cast in ["sitofp", "uitofp"] {
            for f in ["f16", "f32", "f64"] {
                for (j, c) in constants.iter().enumerate() {
                    if c.starts_with("0x") && f != "f32" {
                        continue;
                    }
                    for p in ["olt", "oge", "oeq", "une", "ord", "ugt", "ule"] {
                        writeln!(
                            m,
                            "func.func @cmpf_{cast}_i{w}_{f}_{j}_{p}(%x: i{w}) -> i1 {{\n  \
                             %f = arith.{cast} %x : i{w} to {f}\n  %c = arith.constant {c} : {f}\n  \
                             %r = arith.cmpf {p}, %f, %c : {f}\n  return %r : i1\n}}"
                        )
                        .unwrap();
                    }
                }
            }
        }
    }
    groups.push(("width_cmpf_int".into(), m));
    // select of wide elements, and the constants as they print.
    let mut m = String::new();
    for w in WIDTHS {
        let ty = format!("i{w}");
        let values = edge_values(w);
        if w > 128 {
            for (i, v) in values.iter().enumerate() {
                let lit = format!("{v} : {ty}");
                let body = format!("%r = arith.addi %a, %a : {ty}");
                func(&mut m, &format!("constant_{ty}_{i}"), &[(&ty, Some(&lit))], &body, &ty);
            }
            continue;
        }
        let n = values.len();
        let vty = format!("vector<{n}xi{w}>");
        let cty = format!("vector<{n}xi1>");
        let cond = format!(
            "dense<[{}]> : {cty}",
            (0..n).map(|k| if k % 3 == 0 { "true" } else { "false" }).collect::<Vec<_>>().join(", ")
        );
        let (t, f) = (dense_of(&values, 0, &vty), dense_of(&values, 1, &vty));
        let body = format!("%r = arith.select %a, %b, %c : {cty}, {vty}");
        func(&mut m, &format!("select_{ty}"), &[(&cty, Some(&cond)), (&vty, Some(&t)), (&vty, Some(&f))], &body, &vty);
        for (i, v) in values.iter().enumerate() {
            let lit = format!("{v} : {ty}");
            func(
                &mut m,
                &format!("constant_{ty}_{i}"),
                &[(&ty, Some(&lit))],
                "%r = arith.addi %a, %a : i1".replace("i1", &ty).as_str(),
                &ty,
            );
            let splat = format!("dense<{v}> : {vty}");
            func(
                &mut m,
                &format!("splat_{ty}_{i}"),
                &[(&vty, Some(&splat))],
                &format!("%r = arith.addi %a, %a : {vty}"),
                &vty,
            );
        }
        func(&mut m, &format!("dense_{ty}"), &[(&vty, Some(&t))], &format!("%r = arith.addi %a, %a : {vty}"), &vty);
    }
    groups.push(("width_select_constants".into(), m));
    groups
}

/// The functions of a module printed in generic form, by name.
fn functions(out: &str) -> Vec<(String, String)> {
    let mut fns: Vec<(String, String)> = Vec::new();
    for line in out.lines() {
        if line.starts_with("  \"func.func\"") {
            let name = line.split("sym_name = \"").nth(1).and_then(|s| s.split('"').next()).unwrap_or("?");
            fns.push((name.to_string(), String::new()));
        }
        if let Some((_, text)) = fns.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    fns
}

/// Integers of every width fold as `mlir-opt` folds them: each group's
/// output compared function by function, the differing ones named.
#[test]
fn folds_of_every_width_agree_with_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "arith fold test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = std::env::temp_dir().join(format!("ods-arith-widths-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let mut compared = 0;
    let args = ["-canonicalize", "-mlir-print-op-generic"];
    for (name, module) in width_groups() {
        let file = dir.join(format!("{name}.mlir"));
        std::fs::write(&file, &module).unwrap();
        let theirs = support::run(&mlir, &args, Some(&file), None);
        assert!(theirs.ok, "mlir-opt rejects the generated {name} cases:\n{}", theirs.stderr);
        let ours = support::run(&ods, &args, Some(&file), None);
        if !ours.ok {
            failures.push(format!("{name}: ods-opt rejects it:\n{}", ours.stderr));
            continue;
        }
        let (a, b) = (functions(&ours.stdout), functions(&theirs.stdout));
        assert_eq!(a.len(), b.len(), "{name}: as many functions");
        compared += b.len();
        let differing: Vec<_> = a.iter().zip(&b).filter(|(x, y)| x != y).collect();
        for (x, y) in differing.iter().take(3) {
            failures.push(format!("{name}/{}: {}", y.0, support::first_diff(&x.1, &y.1)));
        }
        if differing.len() > 3 {
            failures.push(format!("{name}: {} functions differ in all", differing.len()));
        }
        if ours.stdout != theirs.stdout && differing.is_empty() {
            failures.push(format!("{name}: {}", support::first_diff(&ours.stdout, &theirs.stdout)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences from mlir-opt (inputs in {}):\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n")
    );
    assert!(compared > 20_000, "only {compared} functions compared");
    eprintln!("{compared} functions agree");
    let _ = std::fs::remove_dir_all(&dir);
}
