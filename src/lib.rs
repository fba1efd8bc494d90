//! `ods`: an MLIR-compatible IR whose operations are defined with procedural macros.
//!
//! This facade re-exports the IR core ([`ir`]) and the macros under one name.
pub use ods_ir as ir;
pub use ods_macros::*;
