//! The `test` dialect: ops that exist for tests, defined with the ods
//! macros. Each group of ops lives in its own module.

#![warn(missing_docs)]

ods_ir::dialect! {
    /// The test dialect: ops used by tests.
    pub TEST_DIALECT: name = "test", summary = "Ops for tests", allow_unknown_ops = true,
        materialize_constant = features::materialize_constant, interfaces = [TEST_ATTR_VERIFIER, inlining::TEST_INLINER, asm::TEST_OP_ASM, asm::TEST_ALIASES, asm::TEST_UNKNOWN_TYPE],
        resources = true
}

/// The test dialect's checks of its attributes: `test.invalid_attr` is
/// refused wherever it stands, as MLIR's test dialect refuses it.
static TEST_ATTR_VERIFIER: ods_ir::ods::DialectAttrVerifier = ods_ir::ods::DialectAttrVerifier {
    operation: Some(|ctx, op, name, _| refuse_invalid_attr(ctx, op, name)),
    region_arg: Some(|ctx, op, _, _, name, _| refuse_invalid_attr(ctx, op, name)),
    region_result: Some(|ctx, op, _, _, name, _| refuse_invalid_attr(ctx, op, name)),
};

fn refuse_invalid_attr(ctx: &ods_ir::Context, op: ods_ir::OpId, name: &str) -> Result<(), ods_ir::diag::Diagnostic> {
    if name != "test.invalid_attr" {
        return Ok(());
    }
    let mut d = ods_ir::diag::Diagnostic::error(op.loc(ctx), "invalid to use 'test.invalid_attr'");
    d.op = Some(op);
    Err(d)
}

pub mod asm;
pub mod conformance;
pub mod features;
pub mod inlining;
pub mod ops;
pub mod passes;
pub mod properties;
pub mod syntax;
pub mod typedefs;
pub mod types;
