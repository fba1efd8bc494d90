// The property both the fuzz target and `tests/fuzz_parser.rs` check, kept
// in one file that each includes.
//
// Arbitrary bytes are parsed as MLIR text (unregistered dialects allowed).
// Parsing may fail, but never panic. On success the module is verified and
// printed in the generic and custom forms, with and without debug info;
// when it verifies, the generic form must parse again and print the same
// text (a fixed point), and the re-parsed module must verify too.

use ods_ir::parse::{parse_source, ParseOptions};
use ods_ir::print::{print_op, PrintOptions};
use ods_ir::Context;

/// Runs the property on one input; panics on a violation.
pub fn exercise(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let Ok(module) = parse_source(&mut ctx, &text, "fuzz.mlir", ParseOptions::default()) else {
        return;
    };
    let verified = ods_ir::verify::verify(&ctx, module).is_ok();
    // The generic form prints any IR; custom printers may assume verified
    // IR (mlir-opt too falls back to the generic form after a failure).
    let generic = PrintOptions { generic: true, debug_info: false };
    let printed = print_op(&ctx, module, generic);
    let _ = print_op(&ctx, module, PrintOptions { generic: true, debug_info: true });
    if !verified {
        return;
    }
    let _ = print_op(&ctx, module, PrintOptions { generic: false, debug_info: true });
    let _ = print_op(&ctx, module, PrintOptions::default());
    let mut ctx2 = Context::new();
    ctx2.allow_unregistered = true;
    let module2 = match parse_source(&mut ctx2, &printed, "fuzz-printed.mlir", ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("printed IR does not parse: {}\n--- printed ---\n{printed}", d.message),
    };
    if let Err(d) = ods_ir::verify::verify(&ctx2, module2) {
        panic!("printed IR does not verify: {}\n--- printed ---\n{printed}", d.message);
    }
    let again = print_op(&ctx2, module2, generic);
    assert_eq!(again, printed, "printing is not a fixed point");
}
