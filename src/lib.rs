//! `ods`: an MLIR-compatible IR whose operations are defined with procedural macros.
//!
//! This facade re-exports the IR core ([`ir`]), the macros and the dialects
//! defined with them, so that one dependency gives everything, and holds the
//! `ods-opt` tool.

pub use ods_ir as ir;
pub use ods_ir::{dialect, prelude, type_constraint};
pub use ods_macros::{Attr, Op, Type};

/// The dialects defined with the framework.
pub mod dialects {
    pub use ods_dialect_arith as arith;
    pub use ods_dialect_func as func;
    pub use ods_dialect_shape as shape;
    pub use ods_dialect_tensor as tensor;
    pub use ods_dialect_test as test;
    pub use ods_dialect_toy as toy;
    pub use ods_dialect_ub as ub;
}
