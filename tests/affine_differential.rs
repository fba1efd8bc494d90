//! Affine maps built as MLIR builds them: thousands of random expressions
//! (sums, differences, products, `floordiv`, `ceildiv` and `mod` of
//! dimensions, symbols and constants, nested a few levels) are printed by
//! `ods-opt` and by `mlir-opt` 22, and the outputs must be byte-identical.
//! MLIR simplifies an expression while building it (`AffineExpr.cpp`), so
//! every rule shows in the printed map.

mod support;

use std::path::PathBuf;
use std::process::Command;

/// A small deterministic generator (xorshift), so a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

fn expr(rng: &mut Rng, depth: u32, out: &mut String) {
    if depth == 0 || rng.below(10) < 3 {
        let leaf = match rng.below(20) {
            0..=8 => ["d0", "d1", "d2"][rng.below(3) as usize].to_string(),
            9..=12 => ["s0", "s1"][rng.below(2) as usize].to_string(),
            _ => ["0", "1", "2", "3", "4", "-1", "-2", "5", "7", "8", "16", "-4"][rng.below(12) as usize].to_string(),
        };
        out.push_str(&leaf);
        return;
    }
    let op = rng.pick(&["+", "+", "-", "*", "*", "floordiv", "ceildiv", "mod"]);
    out.push('(');
    if matches!(op, "+" | "-") {
        expr(rng, depth - 1, out);
        out.push_str(&format!(" {op} "));
        expr(rng, depth - 1, out);
    } else {
        let factor = if rng.below(100) < 85 {
            rng.pick(&["1", "2", "3", "4", "-2", "5", "8", "16", "-1"]).to_string()
        } else {
            rng.pick(&["s0", "s1"]).to_string()
        };
        if op == "*" && rng.below(2) == 0 {
            out.push_str(&factor);
            out.push_str(" * ");
            expr(rng, depth - 1, out);
        } else {
            expr(rng, depth - 1, out);
            out.push_str(&format!(" {op} {factor}"));
        }
    }
    out.push(')');
}

/// `count` ops, one map each, as `// -----` chunks.
fn generated_maps(seed: u64, count: usize, max_depth: u64) -> String {
    let mut rng = Rng(seed);
    let mut file = String::new();
    for _ in 0..count {
        let results = 1 + rng.below(2);
        let mut body = String::new();
        for i in 0..results {
            if i > 0 {
                body.push_str(", ");
            }
            let depth = 1 + rng.below(max_depth) as u32;
            expr(&mut rng, depth, &mut body);
        }
        file.push_str(&format!(
            "\"a.x\"() {{m = affine_map<(d0, d1, d2)[s0, s1] -> ({body})>}} : () -> ()\n// -----\n"
        ));
    }
    file
}

#[test]
fn random_affine_maps_print_as_mlir_opt_prints_them() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "affine differential test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = std::env::temp_dir().join(format!("ods-affine-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for (seed, depth) in [(0x9E37_79B9_7F4A_7C15u64, 4u64), (0xD1B5_4A32_D192_ED03, 7)] {
        let input = generated_maps(seed, 1500, depth);
        let file = dir.join(format!("maps-{seed:x}.mlir"));
        std::fs::write(&file, &input).unwrap();
        let run = |tool: &PathBuf| {
            Command::new(tool)
                .args(["-allow-unregistered-dialect", "-split-input-file"])
                .arg(&file)
                .output()
                .expect("the tool runs")
        };
        let (ours, theirs) = (run(&ods), run(&mlir));
        let (ours, theirs) = (String::from_utf8_lossy(&ours.stdout), String::from_utf8_lossy(&theirs.stdout));
        let chunks = input.split("// -----\n");
        for ((inp, o), t) in chunks.zip(ours.split("// -----\n")).zip(theirs.split("// -----\n")) {
            if o != t {
                failures.push(format!("input: {inp}ods-opt:  {o}mlir-opt: {t}"));
            }
        }
        assert_eq!(ours.matches("// -----").count(), theirs.matches("// -----").count(), "chunk counts");
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} maps print differently:\n{}",
        failures.len(),
        failures.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}
