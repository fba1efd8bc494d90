//! Recursion as deep as the input nests. The parser and printer follow the
//! grammar recursively; nesting (regions, attributes, types) is bounded only
//! by memory, so each recursive entry point runs through [`deep`], which
//! moves to a fresh heap-allocated stack segment when the current stack is
//! nearly used up (and back when the call returns).

/// Stack that must remain for one level of recursion between two calls of
/// [`deep`] (generous: unoptimized builds have large frames).
const RED_ZONE: usize = 256 * 1024;
/// Size of each additional stack segment.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, on a new stack segment if less than a red zone (256 KiB) of
/// the current stack is left.
#[inline]
pub fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
