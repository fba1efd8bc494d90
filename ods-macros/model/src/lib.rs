//! The op definition model.

pub mod format;
