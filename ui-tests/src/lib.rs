//! Compile-fail and pass cases for the macros live in tests/.
