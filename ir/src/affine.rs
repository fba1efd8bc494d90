//! Affine maps and integer sets are kept as text; this module normalizes
//! their spacing to MLIR's printed form (`(d0)[s0] -> (d0 + s0)`) so that
//! canonical input round-trips. Expressions are not simplified.

/// Normalizes the body of `affine_map<...>` / `affine_set<...>`.
pub fn normalize(body: &str) -> Result<String, String> {
    let toks = rename_ids(tokenize(body)?)?;
    let mut out = String::new();
    let mut prev: Option<&str> = None;
    for (i, t) in toks.iter().enumerate() {
        let t = t.as_str();
        let binary_minus = t == "-" && prev.is_some_and(is_operand_end);
        let spaced =
            matches!(t, "->" | "+" | "*" | "mod" | "floordiv" | "ceildiv" | "==" | ">=" | "<=" | ":") || binary_minus;
        if spaced {
            out.push(' ');
            out.push_str(t);
            out.push(' ');
        } else if t == "," {
            out.push_str(", ");
        } else {
            // A `[` right after `)` (symbols list) hugs it.
            out.push_str(t);
        }
        prev = Some(t);
        let _ = i;
    }
    Ok(out)
}

/// Renames the dimension and symbol identifiers to MLIR's `d0, d1, ...`
/// and `s0, s1, ...` (`(i, j)[n] -> (j + n)` becomes
/// `(d0, d1)[s0] -> (d1 + s0)`), and rejects undeclared identifiers.
fn rename_ids(mut toks: Vec<String>) -> Result<Vec<String>, String> {
    let mut names: Vec<(String, String)> = Vec::new();
    let mut i = 0;
    // `(` dims `)` then optionally `[` symbols `]`.
    for (open, close, prefix) in [("(", ")", 'd'), ("[", "]", 's')] {
        if toks.get(i).map(String::as_str) != Some(open) {
            if open == "(" {
                return Err("expected '(' at start of dimensional identifiers list".into());
            }
            break;
        }
        i += 1;
        let mut n = 0;
        while i < toks.len() && toks[i] != close {
            if toks[i] != "," {
                if names.iter().any(|(from, _)| *from == toks[i]) {
                    return Err(format!("redefinition of identifier '{}'", toks[i]));
                }
                names.push((toks[i].clone(), format!("{prefix}{n}")));
                n += 1;
            }
            i += 1;
        }
        i += 1;
    }
    let header_end = i.min(toks.len());
    for t in toks[..header_end].iter_mut() {
        if let Some((_, to)) = names.iter().find(|(from, _)| from == t) {
            *t = to.clone();
        }
    }
    for t in toks[header_end..].iter_mut() {
        let is_id = t.bytes().next().is_some_and(|c| c.is_ascii_alphabetic() || c == b'_');
        if !is_id || matches!(t.as_str(), "mod" | "floordiv" | "ceildiv") {
            continue;
        }
        match names.iter().find(|(from, _)| from == t) {
            Some((_, to)) => *t = to.clone(),
            None => return Err("use of undeclared identifier".into()),
        }
    }
    Ok(toks)
}

fn is_operand_end(t: &str) -> bool {
    t == ")"
        || t == "]"
        || t.bytes().next().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
            && !matches!(t, "mod" | "floordiv" | "ceildiv")
}

fn tokenize(s: &str) -> Result<Vec<String>, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphanumeric() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] == b'.') {
                i += 1;
            }
            out.push(s[st..i].to_string());
            continue;
        }
        let two = if i + 1 < b.len() { &b[i..i + 2] } else { &b[i..i] };
        if matches!(two, b"->" | b"==" | b">=" | b"<=") {
            out.push(String::from_utf8_lossy(two).into_owned());
            i += 2;
            continue;
        }
        if b"()[],+-*:".contains(&c) {
            out.push((c as char).to_string());
            i += 1;
            continue;
        }
        let ch = s[i..].chars().next().unwrap_or('?');
        return Err(format!("unexpected character '{ch}' in affine expression"));
    }
    Ok(out)
}

/// Whether a normalized map is the identity `(d0, d1)[s0] -> (d0, d1)`
/// (symbols do not matter, as in MLIR's `AffineMap::isIdentity`).
pub fn is_identity(text: &str) -> bool {
    let Some((lhs, results)) = text.split_once(" -> ") else { return false };
    let dims = lhs.split_once('[').map_or(lhs, |(d, _)| d);
    dims.starts_with('(') && dims == results
}

/// The number of dimensions of a normalized map or set.
pub fn num_dims(text: &str) -> usize {
    let Some(rest) = text.strip_prefix('(') else { return 0 };
    let inner = rest.split_once(')').map_or("", |(d, _)| d);
    if inner.trim().is_empty() {
        0
    } else {
        inner.split(',').count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn spacing() {
        assert_eq!(normalize("(d0)->(d0)").unwrap(), "(d0) -> (d0)");
        assert_eq!(
            normalize("(d0,d1)[s0]->(d0+s0, d1*2, -d0, d0 - 1)").unwrap(),
            "(d0, d1)[s0] -> (d0 + s0, d1 * 2, -d0, d0 - 1)"
        );
        assert_eq!(normalize("(d0)[s0]:(d0-s0>=0, d0==0)").unwrap(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert!(is_identity("(d0, d1) -> (d0, d1)"));
        assert_eq!(normalize("(i, j)[n] -> (j + n, i)").unwrap(), "(d0, d1)[s0] -> (d1 + s0, d0)");
        assert!(normalize("(d0) -> (d1)").is_err());
    }
}
