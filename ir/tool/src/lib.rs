//! The command-line layer, above the IR: the `ods-opt` driver ([`opt`]),
//! `-verify-diagnostics` and `-split-input-file` ([`verify_diagnostics`],
//! with its own POSIX regular expressions), and the shared helpers of the
//! `ods-opt` and `toyc` command lines.
//!
//! Dialect crates do not depend on this crate; binaries and tests do.

#![warn(missing_docs)]

pub mod cli;
pub mod opt;
pub mod verify_diagnostics;

pub use opt::{build_pipeline, main_with_args, parse_args, run, Options};
