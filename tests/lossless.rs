//! Text is bytes: string literals, symbol and op names, attribute names,
//! locations and the data of unregistered dialects keep every byte they
//! were written with, valid UTF-8 or not, as in MLIR. Valid text at the top
//! of the code space (U+10FF00..U+10FFFF, once used here to stand for
//! invalid bytes) is text like any other, and diagnostics quote the source
//! line's original bytes.
//!
//! Every carrier below is filled with every payload, and `ods-opt` must
//! print the same bytes as `mlir-opt` 22 (stdout, stderr and exit status, in
//! the custom and the generic form); its own output must read back to the
//! same bytes. The checks that need no `mlir-opt` run everywhere.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Text that must survive as written, valid or not.
const PAYLOADS: &[(&str, &[u8])] = &[
    ("U+10FF00", "\u{10FF00}".as_bytes()),
    ("U+10FF41", "\u{10FF41}".as_bytes()),
    ("U+10FFFF", "\u{10FFFF}".as_bytes()),
    ("U+FFFD", "\u{FFFD}".as_bytes()),
    ("U+0080", "\u{80}".as_bytes()),
    ("U+00E9", "\u{E9}".as_bytes()),
    ("escape \\FF", b"\\FF"),
    ("escapes of U+10FFFF", b"\\F4\\8F\\BF\\BF"),
    ("a lone continuation byte", b"\x80"),
    ("a truncated sequence", b"\xe2\x82"),
    ("an overlong encoding", b"\xc0\xaf"),
    ("an encoded surrogate", b"\xed\xa0\x80"),
    ("the byte 0xFF", b"\xff"),
    ("above U+10FFFF", b"\xf4\x90\x80\x80"),
    ("valid and invalid mixed", b"a\xffb\xf4\x8f\xbf\xbfc"),
];

/// Where text can stand; `P` marks the payload.
const CARRIERS: &[(&str, &[u8])] = &[
    ("string attribute", b"\"foo.x\"() {a = \"P\"} : () -> ()"),
    ("typed string attribute", b"\"foo.x\"() {a = \"P\" : i32} : () -> ()"),
    ("function name", b"func.func private @\"P\"()"),
    ("function name of a body", b"func.func @\"P\"() {\n  return\n}"),
    ("module name", b"module @\"P\" {\n}"),
    ("nested symbol reference", b"\"foo.x\"() {a = @\"P\"::@\"P\"} : () -> ()"),
    (
        "attribute names, sorted by bytes",
        b"\"foo.x\"() {\"P\" = 1 : i32, \"zP\" = 2 : i32, \"\\7F\" = 3 : i32} : () -> ()",
    ),
    ("name location", b"\"foo.x\"() : () -> () loc(\"P\")"),
    ("file location", b"\"foo.x\"() : () -> () loc(\"P\":1:2)"),
    ("opaque dialect type", b"\"foo.x\"() {a = !foo<\"P\">} : () -> ()"),
    ("pretty dialect type", b"\"foo.x\"() {a = !foo.bar<\"P\", [P]>} : () -> ()"),
    ("opaque dialect attribute", b"\"foo.x\"() {a = #foo<\"P\">} : () -> ()"),
    ("pretty dialect attribute", b"\"foo.x\"() {a = #foo.bar<P>} : () -> ()"),
    ("hex dense elements", b"\"foo.x\"() {a = dense<\"0x0P\"> : tensor<2xi8>} : () -> ()"),
    ("hex dense elements with an escape", b"\"foo.x\"() {a = dense<\"0x\\30P\"> : tensor<2xi8>} : () -> ()"),
    ("dense strings", b"\"foo.x\"() {a = dense<[\"P\", \"x\"]> : tensor<2x!foo.s>} : () -> ()"),
    ("generic op name", b"\"foo.P\"() : () -> ()"),
    ("bytes outside any literal", b"\"foo.x\"() : () -> () P"),
    ("a comment", b"// P\n\"foo.x\"() : () -> ()"),
    ("an error on a line quoting the bytes", b"\"foo.x\"() {a = \"P\"} : () -> () %"),
    // Diagnostics whose message quotes the bytes.
    ("a call of an undefined function", b"func.func @f() {\n  func.call @\"P\"() : () -> ()\n  return\n}"),
    ("a symbol defined twice", b"func.func private @\"P\"()\nfunc.func private @\"P\"()"),
    (
        "a symbol of an unknown op defined twice",
        b"\"foo.x\"() {sym_name = \"P\"} : () -> ()\n\"foo.x\"() {sym_name = \"P\"} : () -> ()",
    ),
    ("a dictionary key given twice", b"\"foo.x\"() {\"P\" = 1, \"P\" = 2} : () -> ()"),
    (
        "a type quoted by a verifier",
        b"%x = \"foo.x\"() : () -> !foo<\"P\">\n%y = \"arith.addi\"(%x, %x) : (!foo<\"P\">, !foo<\"P\">) -> i32",
    ),
    (
        "an op shown by a verifier",
        b"%x = \"foo.x\"() : () -> i32\n%y = \"arith.addi\"(%x, %x) {a = \"P\"} : (i32, i32) -> i64",
    ),
    ("an attribute of a module", b"module attributes {\"P\" = 1} {\n}"),
];

/// The carrier `c` with every payload, one `// -----` chunk each.
fn split_file(carrier: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, (_, p)) in PAYLOADS.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(b"// -----\n");
        }
        out.extend(replace(carrier, p));
        out.push(b'\n');
    }
    out
}

fn replace(carrier: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for &b in carrier {
        if b == b'P' {
            out.extend_from_slice(payload);
        } else {
            out.push(b);
        }
    }
    out
}

struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn run(tool: &Path, args: &[&str], file: &Path) -> Run {
    let out = Command::new(tool)
        .args(["-allow-unregistered-dialect", "-split-input-file", "-mlir-print-debuginfo"])
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    Run { code: out.status.code(), stdout: out.stdout, stderr: out.stderr }
}

fn show(b: &[u8]) -> String {
    b.escape_ascii().to_string()
}

/// The first chunk of output that differs, for the report.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let (la, lb): (Vec<&[u8]>, Vec<&[u8]>) = (a.split(|&c| c == b'\n').collect(), b.split(|&c| c == b'\n').collect());
    for i in 0..la.len().max(lb.len()) {
        let (x, y) = (la.get(i).copied().unwrap_or(b"<eof>"), lb.get(i).copied().unwrap_or(b"<eof>"));
        if x != y {
            return format!("line {}: ods-opt `{}`, mlir-opt `{}`", i + 1, show(x), show(y));
        }
    }
    String::new()
}

fn ods_opt() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-lossless-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_carrier_and_payload_as_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "lossless text test") else { return };
    let ods = ods_opt();
    let dir = scratch("differential");
    let mut failures = Vec::new();
    for (i, (what, carrier)) in CARRIERS.iter().enumerate() {
        let file = dir.join(format!("carrier-{i}.mlir"));
        std::fs::write(&file, split_file(carrier)).unwrap();
        for args in [&[][..], &["-mlir-print-op-generic"][..]] {
            let (ours, theirs) = (run(&ods, args, &file), run(&mlir, args, &file));
            let form = if args.is_empty() { "custom" } else { "generic" };
            if ours.stdout != theirs.stdout {
                failures.push(format!("{what} ({form}): stdout: {}", first_difference(&ours.stdout, &theirs.stdout)));
            }
            if ours.stderr != theirs.stderr {
                failures.push(format!("{what} ({form}): stderr: {}", first_difference(&ours.stderr, &theirs.stderr)));
            }
            if ours.code != theirs.code {
                failures.push(format!("{what} ({form}): exit {:?} vs {:?}", ours.code, theirs.code));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{} disagreements with mlir-opt:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn printed_text_reads_back_to_the_same_bytes() {
    let ods = ods_opt();
    let dir = scratch("fixpoint");
    let mut failures = Vec::new();
    for (i, (what, carrier)) in CARRIERS.iter().enumerate() {
        for (j, (payload, p)) in PAYLOADS.iter().enumerate() {
            let first = dir.join(format!("in-{i}-{j}.mlir"));
            std::fs::write(&first, [replace(carrier, p), b"\n".to_vec()].concat()).unwrap();
            for args in [&[][..], &["-mlir-print-op-generic"][..]] {
                let once = run(&ods, args, &first);
                if once.code != Some(0) {
                    continue;
                }
                let second = dir.join(format!("out-{i}-{j}.mlir"));
                std::fs::write(&second, &once.stdout).unwrap();
                let twice = run(&ods, args, &second);
                // Locations name the file: compare without them.
                let strip = |b: &[u8]| {
                    show(b).replace(&second.display().to_string(), "F").replace(&first.display().to_string(), "F")
                };
                if twice.code != Some(0) || strip(&once.stdout) != strip(&twice.stdout) {
                    failures.push(format!(
                        "{what} with {payload}: `{}` reads back as `{}` {}",
                        show(&once.stdout),
                        show(&twice.stdout),
                        show(&twice.stderr)
                    ));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Byte-exact expectations that need no `mlir-opt` (what it prints).
#[test]
fn bytes_survive_without_mlir_opt() {
    let ods = ods_opt();
    let dir = scratch("bytes");
    let cases: &[(&[u8], &[u8])] = &[
        // Valid text at the top of the code space is text, escaped as its bytes.
        ("\"foo.x\"() {a = \"\u{10FFFF}\"} : () -> ()\n".as_bytes(), b"{a = \"\\F4\\8F\\BF\\BF\"}"),
        ("func.func private @\"\u{10FFFF}\"()\n".as_bytes(), b"@\"\\F4\\8F\\BF\\BF\"()"),
        // Invalid bytes in a string or a symbol are kept.
        (b"\"foo.x\"() {a = \"\xff\xe2\x82\"} : () -> ()\n", b"{a = \"\\FF\\E2\\82\"}"),
        (b"func.func private @\"\xff\"()\n", b"@\"\\FF\"()"),
        // Dialect data is written back byte for byte.
        (b"\"foo.x\"() {a = !foo<\"\xe2\x82\">} : () -> ()\n", b"!foo<\"\xe2\x82\">"),
        (b"\"foo.x\"() {a = #foo.b<\xf4\x8f\xbf\xbf\xff>} : () -> ()\n", b"#foo.b<\xf4\x8f\xbf\xbf\xff>"),
    ];
    let mut failures = Vec::new();
    for (k, (input, expected)) in cases.iter().enumerate() {
        let file = dir.join(format!("case-{k}.mlir"));
        std::fs::write(&file, input).unwrap();
        let out = run(&ods, &[], &file);
        if out.code != Some(0) || !out.stdout.windows(expected.len()).any(|w| w == *expected) {
            failures.push(format!("`{}` printed `{}` {}", show(input), show(&out.stdout), show(&out.stderr)));
        }
    }
    // A diagnostic quotes the line with its original bytes.
    let file = dir.join("error.mlir");
    std::fs::write(&file, b"\"foo.x\"() {a = \"\xff\xf4\x8f\xbf\xbf\"} : () -> () %\n").unwrap();
    let out = run(&ods, &[], &file);
    let line = b"\"foo.x\"() {a = \"\xff\xf4\x8f\xbf\xbf\"} : () -> () %\n";
    if out.code != Some(1) || !out.stderr.windows(line.len()).any(|w| w == line) {
        failures.push(format!("the error does not quote the original bytes: {}", show(&out.stderr)));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
