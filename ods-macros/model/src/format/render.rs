//! Rendering a [`FormatError`] as the text of a compile error.
//!
//! A stable proc macro can only point at the whole format string literal, so
//! the message itself shows where in the format the error is:
//!
//! ```text
//! expected variable to refer to an argument, region, result, or successor
//!   --> format 1:1
//!    |
//!  1 | $lsh `,` $rhs attr-dict
//!    | ^^^^
//!    |
//!    = note: in custom assembly format of 'test.add'
//!    = note: did you mean `$lhs`?
//! ```

use super::error::FormatError;
use std::fmt::Write;

/// Line (1-based), column (1-based, in characters) of byte offset `pos`.
fn line_col(src: &str, pos: usize) -> (usize, usize) {
    let pos = pos.min(src.len());
    let before = &src[..pos];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = src[line_start..pos].chars().count() + 1;
    (line, col)
}

/// Renders `err` for a compile error: the message, the position as
/// `line:column` in the format, the format lines the error is about with the
/// span underlined, and the notes.
///
/// Multi-line formats show every line the span touches (with the part on each
/// line underlined); an empty span is shown as a single `^`. Tabs are shown as
/// spaces so the underline lines up.
pub fn render(format: &str, err: &FormatError) -> String {
    let start = floor_char_boundary(format, err.span.start.min(format.len()));
    let end = floor_char_boundary(format, err.span.end.clamp(start, format.len()));
    let (line, col) = line_col(format, start);
    let (end_line, _) = line_col(format, if end > start { end - 1 } else { start });
    let lines: Vec<&str> = format.split('\n').collect();
    let width = end_line.to_string().len();
    let pad = " ".repeat(width);

    let mut out = String::new();
    let _ = writeln!(out, "{}", err.message);
    let _ = writeln!(out, "{pad}--> format {line}:{col}");
    let _ = writeln!(out, "{pad} |");
    let mut line_start: usize = lines[..line - 1].iter().map(|l| l.len() + 1).sum();
    for (n, text) in lines.iter().enumerate().take(end_line).skip(line - 1) {
        let shown: String = text.trim_end_matches('\r').chars().map(|c| if c == '\t' { ' ' } else { c }).collect();
        let _ = writeln!(out, "{:>width$} | {}", n + 1, shown.trim_end());
        // The underlined part of this line, in characters.
        let line_end = line_start + text.len();
        let indent = text.len() - text.trim_start().len();
        let from = if n + 1 > line { start.max(line_start + indent) } else { start.max(line_start) };
        let to = end.min(line_end);
        let skip = format[line_start..from].chars().count();
        if to > from || end == start {
            let len = format[from..to.max(from)].chars().count().max(1);
            let _ = writeln!(out, "{pad} | {}{}", " ".repeat(skip), "^".repeat(len));
        }
        line_start = line_end + 1;
    }
    if !err.notes.is_empty() {
        let _ = writeln!(out, "{pad} |");
        for note in &err.notes {
            let _ = writeln!(out, "{pad} = note: {note}");
        }
    }
    out.truncate(out.trim_end().len());
    out
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_line() {
        let err = FormatError::new("unknown", 0..4).with_note("did you mean `$lhs`?");
        let text = render("$lsh `,` $rhs attr-dict", &err);
        assert_eq!(
            text,
            "unknown\n --> format 1:1\n  |\n1 | $lsh `,` $rhs attr-dict\n  | ^^^^\n  |\n  = note: did you mean `$lhs`?"
        );
    }

    #[test]
    fn second_line_and_column() {
        let fmt = "\n  $a `,`\n  $b attr-dict\n";
        let err = FormatError::new("bad", 12..14);
        let text = render(fmt, &err);
        assert!(text.contains("--> format 3:3"), "{text}");
        assert!(text.contains("3 |   $b attr-dict\n  |   ^^"), "{text}");
    }

    #[test]
    fn multi_line_span() {
        let fmt = "(`a` $x^\n `b`)?";
        let err = FormatError::new("bad", 0..fmt.len());
        let text = render(fmt, &err);
        assert!(text.contains("1 | (`a` $x^\n  | ^^^^^^^^\n2 |  `b`)?\n  |  ^^^^^"), "{text}");
    }

    #[test]
    fn empty_span_at_end() {
        let fmt = "type(";
        let err = FormatError::new("expected", 5..5);
        let text = render(fmt, &err);
        assert!(text.contains("--> format 1:6"), "{text}");
        assert!(text.ends_with("1 | type(\n  |      ^"), "{text}");
    }

    #[test]
    fn wide_line_numbers_and_tabs() {
        let fmt = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n\t$x";
        let err = FormatError::new("bad", fmt.len() - 2..fmt.len());
        let text = render(fmt, &err);
        assert!(text.contains("  --> format 11:2"), "{text}");
        assert!(text.contains("11 |  $x\n   |  ^^"), "{text}");
    }
}
