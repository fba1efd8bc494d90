// The property both the fuzz target and `tests/fuzz_parser.rs` check, kept
// in one file that each includes.
//
// Arbitrary bytes are parsed as MLIR text (unregistered dialects allowed).
// Parsing may fail, but never panic. On success the module is verified and
// printed in the generic and custom forms, with and without debug info;
// when it verifies, the generic form must parse again, verify, and print
// the same text (a fixed point), or reach one after one more round where
// MLIR itself does (see below).

use ods_ir::parse::{parse_source, ParseOptions};
use ods_ir::print::{print_op, PrintOptions};
use ods_ir::Context;

/// Runs the property on one input; panics on a violation.
pub fn exercise(data: &[u8]) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let Ok(module) = parse_source(&mut ctx, data, "fuzz.mlir", ParseOptions::default()) else {
        return;
    };
    let verified = ods_ir::verify::verify(&ctx, module).is_ok();
    // The generic form prints any IR; custom printers may assume verified
    // IR (mlir-opt too falls back to the generic form after a failure).
    let generic = PrintOptions { generic: true, debug_info: false, local_scope: false };
    let printed = print_op(&ctx, module, generic);
    let _ = print_op(&ctx, module, PrintOptions { generic: true, debug_info: true, local_scope: false });
    if !verified {
        return;
    }
    let _ = print_op(&ctx, module, PrintOptions { generic: false, debug_info: true, local_scope: false });
    let _ = print_op(&ctx, module, PrintOptions { generic: false, debug_info: true, local_scope: true });
    let _ = print_op(&ctx, module, PrintOptions::default());
    // MLIR prints an empty symbol reference as `@<<INVALID EMPTY SYMBOL>>`,
    // which no parser reads back; there is no round trip to check.
    if printed.contains("<<INVALID EMPTY SYMBOL>>") {
        return;
    }
    // Nor for a dialect symbol whose data ends in `-` (`!foo.t-` prints as
    // `!foo<t->`, where `->` hides the closing bracket), in MLIR too. The
    // printer itself writes `->` only with a space before it.
    if printed.match_indices("->").any(|(i, _)| i == 0 || printed.as_bytes()[i - 1] != b' ') {
        return;
    }
    // Nor for `!foo<a<x>, b>`: MLIR prints it `!foo.a<x>, b`, which reads
    // back as `!foo.a<x>` followed by `, b` (the pretty form is chosen when
    // the data starts with an identifier and ends in `>`, whatever is between).
    if has_misleading_pretty_symbol(data) {
        return;
    }
    let again = reprint(&printed);
    if again != printed {
        // MLIR itself is not always a fixed point after one print: f80/f128
        // values beyond the range of f64 print in decimal but read back as
        // infinities, and `d1 + (d0 + 1)` prints as `d1 + d0 + 1`, which
        // reads back as `d0 + d1 + 1`. One more round must change nothing.
        let third = reprint(&again);
        assert_eq!(third, again, "printing does not reach a fixed point");
    }
}

/// Parses printed IR, which must succeed and verify, and prints it again.
fn reprint(printed: &str) -> String {
    let mut ctx2 = Context::new();
    ctx2.allow_unregistered = true;
    let module2 = match parse_source(&mut ctx2, printed, "fuzz-printed.mlir", ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("printed IR does not parse: {}\n--- printed ---\n{printed}", d.message),
    };
    if let Err(d) = ods_ir::verify::verify(&ctx2, module2) {
        panic!("printed IR does not verify: {}\n--- printed ---\n{printed}", d.message);
    }
    print_op(&ctx2, module2, PrintOptions { generic: true, debug_info: false, local_scope: false })
}

/// Whether `src` has a dialect symbol `!ns<body>` or `#ns<body>` whose body
/// MLIR prints in the pretty form `!ns.body` although the body's first `<`
/// closes before its end.
fn has_misleading_pretty_symbol(src: &[u8]) -> bool {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$';
    let mut i = 0;
    while i < src.len() {
        if matches!(src[i], b'!' | b'#') {
            let mut j = i + 1;
            while j < src.len() && ident(src[j]) {
                j += 1;
            }
            if j > i + 1 && src.get(j) == Some(&b'<') {
                if let Some(body) = balanced(&src[j..]) {
                    let name_len = body.iter().take_while(|&&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_').count();
                    let rest = &body[name_len..];
                    if ods_ir::print::is_pretty_dialect_symbol(body)
                        && rest.starts_with(b"<")
                        && balanced(rest).is_some_and(|inner| inner.len() + 2 < rest.len())
                    {
                        return true;
                    }
                }
            }
        }
        i += 1;
    }
    false
}

/// The text inside the bracket that starts `s`, up to its match.
fn balanced(s: &[u8]) -> Option<&[u8]> {
    let mut depth = 0usize;
    for (k, &c) in s.iter().enumerate() {
        match c {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(&s[1..k]);
                }
            }
            _ => {}
        }
    }
    None
}
