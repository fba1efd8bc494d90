//! Diagnostics: errors, warnings, notes and remarks with a location.
//!
//! They print in MLIR's format (`file:line:col: error: message`) so that
//! `-verify-diagnostics` and editors understand them, or, for a person at a
//! terminal, with the source line and a caret.

use crate::attrs::Location;
use crate::context::Context;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note, attached to another diagnostic.
    Note,
    /// A remark: information only.
    Remark,
}

impl Severity {
    /// The lower-case word MLIR uses for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A message at a location, with attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub loc: Location,
    /// The message, in MLIR's words where MLIR has one.
    pub message: String,
    /// Notes printed after it.
    pub notes: Vec<Diagnostic>,
    /// The op the diagnostic is about, so a driver can show it.
    pub op: Option<crate::context::OpId>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// A warning at `loc`.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// A remark at `loc`.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Remark, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
        });
        self
    }

    /// `file:line:col: error: message` lines, notes after, as mlir-opt prints them.
    pub fn render_plain(&self, ctx: &Context) -> String {
        let mut out = String::new();
        self.render_plain_into(ctx, &mut out);
        out
    }
    fn render_plain_into(&self, ctx: &Context, out: &mut String) {
        match self.loc.file_line_col(ctx) {
            Some((file, line, col)) => out.push_str(&format!("{file}:{line}:{col}: ")),
            None => {
                out.push_str(&crate::print::location_to_string(ctx, self.loc));
                out.push_str(": ");
            }
        }
        out.push_str(self.severity.as_str());
        out.push_str(": ");
        out.push_str(&self.message);
        out.push('\n');
        for n in &self.notes {
            n.render_plain_into(ctx, out);
        }
    }
}
