//! A subset of MLIR's `llvm` dialect, defined with the ods macros: the
//! opaque pointer type `!llvm.ptr` and `llvm.return`, which files of the
//! other dialects use at their edges. Being registered, the dialect refuses
//! its ops that are not defined here, as mlir-opt does its unknown ones.

#![warn(missing_docs)]

use ods_ir::prelude::*;
use ods_ir::types::{VectorElementTypeInterface, VectorElementTypeInterfaceVTable};
use ods_macros::{Op, Type};

ods_ir::dialect! {
    /// The llvm dialect (a subset): LLVM IR's pointer type and return.
    pub LLVM_DIALECT: name = "llvm", summary = "LLVM IR in MLIR (a subset)"
}

/// LLVM pointer type
///
/// An opaque pointer in an address space, written `!llvm.ptr` (space 0) or
/// `!llvm.ptr<1>`.
#[derive(Type)]
#[ty(
    dialect = "llvm",
    name = "LLVMPointerType",
    mnemonic = "ptr",
    format = "(`<` $addressSpace^ `>`)?",
    interfaces(VectorElementTypeInterface)
)]
pub struct PointerType {
    #[param(rename = "addressSpace", default = 0, cpp_type = "unsigned")]
    address_space: u32,
}

impl VectorElementTypeInterface for PointerType {}

/// A type LLVM IR has (MLIR's `isCompatibleType`, for the types this subset
/// knows): signless integers, the floats LLVM has, `!llvm.ptr`, and
/// vectors of these.
pub struct LlvmType;

fn is_compatible(ctx: &Context, t: Type) -> bool {
    use ods_ir::types::TypeKind;
    match t.kind(ctx) {
        TypeKind::Vector { element, .. } => is_compatible(ctx, *element),
        _ => {
            use ods_ir::float_format::FloatKind;
            t.is_signless_integer(ctx)
                || matches!(
                    t.float_kind(ctx),
                    Some(
                        FloatKind::BF16
                            | FloatKind::F16
                            | FloatKind::F32
                            | FloatKind::F64
                            | FloatKind::F80
                            | FloatKind::F128
                    )
                )
                || PointerType::is(ctx, t)
        }
    }
}

impl TypeConstraint for LlvmType {
    fn summary() -> String {
        "LLVM dialect-compatible type".to_string()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        is_compatible(ctx, t)
    }
}

/// Return from an LLVM function
///
/// Ends a block with the value the function returns, if any.
#[derive(Op, Clone, Copy)]
#[op(name = "llvm.return", traits(Pure, ReturnLike, Terminator), format = "attr-dict ($arg^ `:` type($arg))?")]
pub struct ReturnOp {
    op: OpId,
    /// The value returned.
    arg: Optional<LlvmType>,
}
