//! Format errors.

use std::fmt;
use std::ops::Range;

/// An error found in an assembly format.
///
/// `message` is mlir-tblgen 22's text for the error (so tests can compare it
/// with `op-format-invalid.td`); `notes` carry mlir-tblgen's notes plus our own
/// additions (the op the format belongs to, "did you mean ...?" suggestions,
/// how to fix it). `span` is the byte range in the format string the error is
/// about (it may be empty, e.g. at the end of the format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// The error message, as mlir-tblgen words it.
    pub message: String,
    /// Notes, in the order they should be shown.
    pub notes: Vec<String>,
    /// Byte range in the format string.
    pub span: Range<usize>,
}

impl FormatError {
    /// An error without notes.
    pub fn new(message: impl Into<String>, span: Range<usize>) -> Self {
        FormatError { message: message.into(), notes: Vec::new(), span }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FormatError {}
