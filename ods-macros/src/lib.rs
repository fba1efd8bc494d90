//! Proc-macro entry points.
