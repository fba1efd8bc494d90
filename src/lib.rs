//! `ods`: an MLIR-compatible IR whose operations are defined with procedural macros.
//!
//! This facade re-exports the IR core ([`ir`]), the macros and the dialects
//! defined with them, so that one dependency gives everything, and holds the
//! `ods-opt` tool.

#![warn(missing_docs)]

pub use ods_ir as ir;
pub use ods_ir::{dialect, prelude, type_constraint};
pub use ods_macros::{pattern, Attr, Op, Type};
pub use ods_tool as tool;

/// The dialects defined with the framework.
pub mod dialects {
    pub use ods_dialect_affine as affine;
    pub use ods_dialect_arith as arith;
    pub use ods_dialect_bufferization as bufferization;
    pub use ods_dialect_cf as cf;
    pub use ods_dialect_complex as complex;
    pub use ods_dialect_func as func;
    pub use ods_dialect_gpu as gpu;
    pub use ods_dialect_index as index;
    pub use ods_dialect_linalg as linalg;
    pub use ods_dialect_llvm as llvm;
    pub use ods_dialect_math as math;
    pub use ods_dialect_memref as memref;
    pub use ods_dialect_scf as scf;
    pub use ods_dialect_shape as shape;
    pub use ods_dialect_tensor as tensor;
    pub use ods_dialect_test as test;
    pub use ods_dialect_toy as toy;
    pub use ods_dialect_ub as ub;
    pub use ods_dialect_vector as vector;
}

/// The user guide (`docs/`): each chapter is a doc-only module here so that
/// `cargo test` compiles and runs every Rust snippet in it.
#[cfg(doctest)]
pub mod guide {
    #[doc = include_str!("../docs/src/introduction.md")]
    pub mod introduction {}
    #[doc = include_str!("../docs/src/getting-started.md")]
    pub mod getting_started {}
    #[doc = include_str!("../docs/src/ops.md")]
    pub mod ops {}
    #[doc = include_str!("../docs/src/types-attrs.md")]
    pub mod types_attrs {}
    #[doc = include_str!("../docs/src/building.md")]
    pub mod building {}
    #[doc = include_str!("../docs/src/passes.md")]
    pub mod passes {}
    #[doc = include_str!("../docs/src/testing.md")]
    pub mod testing {}
    #[doc = include_str!("../docs/src/unsupported.md")]
    pub mod unsupported {}
}
