//! The `test` dialect: ops that exist for tests, defined with the ods
//! macros. Each group of ops lives in its own module.

#![warn(missing_docs)]

ods_ir::dialect! {
    /// The test dialect: ops used by tests.
    pub TEST_DIALECT: name = "test", summary = "Ops for tests", allow_unknown_ops = true,
        materialize_constant = features::materialize_constant
}

pub mod conformance;
pub mod features;
pub mod ops;
pub mod passes;
pub mod properties;
pub mod syntax;
pub mod typedefs;
pub mod types;
