//! Fuzz the textual IR parser, verifier and printer: see `exercise.rs`.
#![no_main]

include!("exercise.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    exercise(data);
});
