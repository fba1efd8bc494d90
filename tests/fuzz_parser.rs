//! The parser fuzz target's property (`fuzz/fuzz_targets/exercise.rs`), run
//! in-process over thousands of inputs on every `cargo test`: the corpus
//! files and the invalid-input chunks as they are, then mutated (bytes
//! flipped, inserted and deleted, tokens from a dictionary spliced in,
//! pieces of other files spliced in, truncations), plus random token soup.
//! A panic is a failure; the inputs that caused them are listed (and kept
//! under the temp directory) so they reproduce with `ods-opt`.
//!
//! `ODS_FUZZ_ITERATIONS` sets the number of mutated inputs (default 3000).

include!("../fuzz/fuzz_targets/exercise.rs");

use std::path::Path;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Tokens worth splicing: the grammar's punctuation and keywords.
const DICTIONARY: &[&str] = &[
    "%0",
    "%1#1",
    "%a:2",
    "^bb1",
    "^bb0(%x: i32):",
    "@sym",
    "@\"q\"::@n",
    "#map",
    "#loc",
    "!t",
    "#foo.a<1>",
    "!foo.t<[x]>",
    "\"foo.x\"()",
    "\"foo.y\"(%0)",
    ": () -> ()",
    ": (i32) -> i32",
    "({",
    "})",
    "<{",
    "}>",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "?",
    "x",
    "*",
    "loc(",
    "loc(unknown)",
    "callsite(",
    " at ",
    "fused[",
    "fused<",
    "dense<",
    "array<i32:",
    "affine_map<(d0) -> (d0)>",
    "affine_set<(d0) : (d0 >= 0)>",
    "strided<[1], offset: ?>",
    "tensor<",
    "memref<",
    "vector<[4]x",
    "complex<",
    "tuple<",
    "i1",
    "i64",
    "si8",
    "ui32",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f8E4M3FN",
    "none",
    "unit",
    "true",
    "false",
    "0x7FC00000",
    "-0.0",
    "1.5e10",
    "99999999999999999999",
    "-1",
    "\"\\n\\\"\\FF\"",
    "0",
    "1",
    "// -----\n",
    "\n",
    " ",
    "#-}",
    "{-#",
    "...",
    "::",
    "$",
    "\\",
    "\"",
];

fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    for dir in ["corpus", "lit/invalid"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        let mut files: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        files.sort();
        for f in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "mlir")) {
            let text = std::fs::read_to_string(&f).unwrap();
            // Each `-split-input-file` chunk on its own.
            for chunk in text.split("// -----") {
                out.push(chunk.as_bytes().to_vec());
            }
        }
    }
    out
}

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut s = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(6) {
        let at = rng.below(s.len() + 1);
        match rng.below(7) {
            0 if !s.is_empty() => {
                let end = (at + 1 + rng.below(8)).min(s.len());
                s.drain(at.min(s.len() - 1)..end);
            }
            1 => {
                let tok = DICTIONARY[rng.below(DICTIONARY.len())];
                s.splice(at..at, tok.bytes());
            }
            2 if !s.is_empty() => {
                let j = at.min(s.len() - 1);
                s[j] ^= 1 << rng.below(8);
            }
            3 => {
                let other = &seeds[rng.below(seeds.len())];
                if !other.is_empty() {
                    let a = rng.below(other.len());
                    let b = (a + rng.below(200)).min(other.len());
                    s.splice(at..at, other[a..b].iter().copied());
                }
            }
            4 => s.truncate(at),
            5 if !s.is_empty() => {
                // Repeat a piece (nesting, long lists).
                let a = at.min(s.len() - 1);
                let b = (a + 1 + rng.below(30)).min(s.len());
                let piece = s[a..b].to_vec();
                for _ in 0..rng.below(20) {
                    s.splice(a..a, piece.iter().copied());
                }
            }
            _ => s.insert(at, rng.next() as u8),
        }
    }
    s
}

fn soup(rng: &mut Rng) -> Vec<u8> {
    let mut s = Vec::new();
    for _ in 0..rng.below(60) {
        s.extend_from_slice(DICTIONARY[rng.below(DICTIONARY.len())].as_bytes());
        if rng.below(3) == 0 {
            s.push(b' ');
        }
    }
    s
}

#[test]
fn fuzz_parser_in_process() {
    let iterations: usize = std::env::var("ODS_FUZZ_ITERATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(3000);
    // A large stack: the parser allows 512 levels of nesting, and a debug
    // build's frames are big; the test harness's threads are small.
    let handle = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let seeds = seeds();
            assert!(!seeds.is_empty(), "no seed inputs");
            let mut rng = Rng(0xD1B5_4A32_D192_ED03);
            let mut inputs: Vec<Vec<u8>> = seeds.clone();
            for i in 0..iterations {
                inputs.push(if i % 10 == 9 { soup(&mut rng) } else { mutate(&mut rng, &seeds) });
            }
            let prev = std::panic::take_hook();
            std::panic::set_hook(Box::new(|_| {}));
            let mut failures = Vec::new();
            for (i, input) in inputs.iter().enumerate() {
                let r = std::panic::catch_unwind(|| exercise(input));
                if let Err(e) = r {
                    let msg = e
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    let keep = std::env::temp_dir().join(format!("ods-fuzz-failure-{i}.mlir"));
                    let _ = std::fs::write(&keep, input);
                    failures.push(format!(
                        "input #{i} (kept at {}): {}",
                        keep.display(),
                        msg.chars().take(600).collect::<String>()
                    ));
                }
            }
            std::panic::set_hook(prev);
            (inputs.len(), failures)
        })
        .unwrap();
    let (count, failures) = handle.join().unwrap();
    println!("fuzz: {count} inputs, {} failures", failures.len());
    if !failures.is_empty() {
        let n = failures.len();
        let shown: Vec<String> = failures.into_iter().take(15).collect();
        panic!("{n} of {count} fuzz inputs broke the property:\n\n{}", shown.join("\n\n"));
    }
}
