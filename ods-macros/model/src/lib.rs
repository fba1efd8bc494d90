//! The op definition model.
