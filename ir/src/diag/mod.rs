//! Diagnostics: errors, warnings, notes and remarks with a location.
//!
//! They print in MLIR's format (`file:line:col: error: message`) so that
//! `-verify-diagnostics` and editors understand them, or, for a person at a
//! terminal, with the source line and a caret.

pub mod expect;

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

    /// The severity an `expected-WORD` directive names.
    pub(crate) fn from_word(word: &str) -> Severity {
        match word {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "remark" => Severity::Remark,
            _ => Severity::Note,
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

    /// A rendering for people: the message, then the source line with a caret
    /// when the source text is at hand.
    pub fn render_pretty(&self, ctx: &Context, sources: &SourceMap) -> String {
        let mut out = String::new();
        self.render_pretty_into(ctx, sources, &mut out);
        out
    }
    fn render_pretty_into(&self, ctx: &Context, sources: &SourceMap, out: &mut String) {
        let (color, reset) = match self.severity {
            Severity::Error => ("\x1b[1;31m", "\x1b[0m"),
            Severity::Warning => ("\x1b[1;33m", "\x1b[0m"),
            Severity::Note => ("\x1b[1;36m", "\x1b[0m"),
            Severity::Remark => ("\x1b[1;34m", "\x1b[0m"),
        };
        out.push_str(&format!("{color}{}{reset}\x1b[1m: {}\x1b[0m\n", self.severity.as_str(), self.message));
        if let Some((file, line, col)) = self.loc.file_line_col(ctx) {
            out.push_str(&format!("  \x1b[1;34m-->\x1b[0m {file}:{line}:{col}\n"));
            if let Some(text) = sources.line(file, line) {
                let gutter = line.to_string();
                let pad = " ".repeat(gutter.len());
                out.push_str(&format!("{pad} \x1b[1;34m|\x1b[0m\n"));
                out.push_str(&format!("\x1b[1;34m{gutter} |\x1b[0m {text}\n"));
                let caret_pad: String = text
                    .chars()
                    .take(col.saturating_sub(1) as usize)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                out.push_str(&format!("{pad} \x1b[1;34m|\x1b[0m {caret_pad}{color}^{reset}\n"));
            }
        }
        for n in &self.notes {
            n.render_pretty_into(ctx, sources, out);
        }
    }
}

/// Source buffers by file name, for snippets in pretty diagnostics.
#[derive(Default)]
pub struct SourceMap {
    files: Vec<(String, String)>,
}

impl SourceMap {
    /// Adds the text of file `name`.
    pub fn add(&mut self, name: &str, text: &str) {
        self.files.push((name.to_owned(), text.to_owned()));
    }
    /// Line `line` (1-based) of `file`.
    pub fn line(&self, file: &str, line: u32) -> Option<&str> {
        let (_, text) = self.files.iter().find(|(n, _)| n == file)?;
        text.lines().nth(line.checked_sub(1)? as usize)
    }
}
