//! Snapshots of what `#[derive(Op)]` expands to for a few representative
//! ops, so that a change to the generated code shows as a diff of plain
//! text (and code that grows shows how much). After a deliberate change,
//! rewrite them with
//! `ODS_SNAPSHOT_WRITE=1 cargo test -p ods-model --test expansion` and read
//! the diff before committing.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::path::PathBuf;

/// (snapshot name, source file from the workspace root, op struct): real
/// definitions of the dialects, chosen to cover a binary op with a format
/// and interfaces, successors with an optional group, operand segments with
/// custom directives, a region op with custom assembly, and an op whose
/// optional attributes get a builder struct (borrowed values, a flag).
const CASES: &[(&str, &str, &str)] = &[
    ("shape_add", "dialects/shape/src/ops.rs", "AddOp"),
    ("cf_br", "dialects/cf/src/lib.rs", "BranchOp"),
    ("tensor_extract_slice", "dialects/tensor/src/ops.rs", "ExtractSliceOp"),
    ("scf_for", "dialects/scf/src/lib.rs", "ForOp"),
    ("func_func", "dialects/func/src/lib.rs", "FuncOp"),
];

/// The tokens `#[derive(Op)]` receives for struct `name` of `file`: the
/// struct with its attributes less `#[derive(...)]`.
fn derive_input(file: &str, name: &str) -> TokenStream {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(file);
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let parsed = syn::parse_file(&source).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut item = parsed
        .items
        .into_iter()
        .find_map(|item| match item {
            syn::Item::Struct(s) if s.ident == name => Some(s),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{} defines no struct `{name}`", path.display()));
    item.attrs.retain(|a| !a.path().is_ident("derive"));
    quote::ToTokens::into_token_stream(item)
}

/// Tokens as indented lines, spaced about as rustfmt would: a line break
/// after `;`, after a `{...}` block, around the contents of `{...}` (and of
/// `[...]` holding `{...}`), and after each `,` directly inside them.
fn pretty(tokens: TokenStream) -> String {
    /// Whether a space goes between text ending in `last` and a word.
    fn space_before_word(last: Option<char>) -> bool {
        !matches!(last, None | Some('(' | '[' | '<' | '&' | '!' | '#' | '\'' | '.' | ' ' | '\n'))
    }
    fn newline(out: &mut String, depth: usize) {
        let kept = out.trim_end().len();
        out.truncate(kept);
        out.push('\n');
        out.push_str(&"    ".repeat(depth));
    }
    fn write(out: &mut String, tokens: TokenStream, depth: usize, lines: bool) {
        let mut tokens = tokens.into_iter().peekable();
        // The previous token was a punctuation joined to the next (`-` of `->`).
        let mut joined = false;
        while let Some(t) = tokens.next() {
            let after_joint = std::mem::take(&mut joined);
            let last = out.chars().last();
            let word_end = last.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"');
            match t {
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        Delimiter::Brace => ('{', '}'),
                        Delimiter::Bracket => ('[', ']'),
                        Delimiter::Parenthesis => ('(', ')'),
                        Delimiter::None => (' ', ' '),
                    };
                    let glued = match g.delimiter() {
                        Delimiter::Parenthesis => word_end || matches!(last, Some('>' | '!')),
                        Delimiter::Bracket => word_end || matches!(last, Some('#' | ')')),
                        _ => false,
                    };
                    if !glued && space_before_word(last) {
                        out.push(' ');
                    }
                    // A list of `{...}` items (a static table) is one item a line.
                    let table = g.delimiter() == Delimiter::Bracket
                        && g.stream()
                            .into_iter()
                            .any(|t| matches!(t, TokenTree::Group(i) if i.delimiter() == Delimiter::Brace));
                    out.push(open);
                    if g.stream().is_empty() {
                        out.push(close);
                    } else if g.delimiter() == Delimiter::Brace || table {
                        newline(out, depth + 1);
                        write(out, g.stream(), depth + 1, true);
                        newline(out, depth);
                        out.push(close);
                    } else {
                        write(out, g.stream(), depth, false);
                        out.push(close);
                    }
                    let continues = matches!(tokens.peek(), Some(TokenTree::Punct(p)) if matches!(p.as_char(), ',' | ';' | '.' | ')'));
                    if g.delimiter() == Delimiter::Brace && lines && !continues {
                        newline(out, depth);
                    }
                }
                TokenTree::Punct(p) => {
                    let c = p.as_char();
                    let joint = p.spacing() == proc_macro2::Spacing::Joint;
                    // `::` after a word or `>` continues a path; `'` starts a lifetime.
                    let path = c == ':'
                        && (joint || last == Some(':'))
                        && (word_end || last == Some('>') || last == Some(':'));
                    let tight = matches!(c, ',' | ';' | '.' | '?')
                        || (c == '!' && word_end)
                        || path
                        || (c == ':' && !joint && last != Some(':') && word_end)
                        || (c == '<' && word_end)
                        || (c == '>' && !after_joint);
                    let no_space = tight || after_joint || (c == ':' && out.ends_with("::"));
                    if !no_space && space_before_word(last) {
                        out.push(' ');
                    }
                    out.push(c);
                    joined = joint;
                    match c {
                        ';' => newline(out, depth),
                        ',' if lines => newline(out, depth),
                        ',' => out.push(' '),
                        ':' if !joint && !path => out.push(' '),
                        _ => {}
                    }
                }
                other => {
                    if space_before_word(last) && !(last == Some(':') && out.ends_with("::")) {
                        out.push(' ');
                    }
                    out.push_str(&other.to_string());
                }
            }
        }
    }
    let mut out = String::new();
    write(&mut out, tokens, 0, true);
    let lines: Vec<&str> = out.lines().map(str::trim_end).filter(|l| !l.trim().is_empty()).collect();
    lines.join("\n") + "\n"
}

fn snapshot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots").join(format!("{name}.txt"))
}

#[test]
fn expansions_match_their_snapshots() {
    let write = std::env::var_os("ODS_SNAPSHOT_WRITE").is_some();
    let mut stale = Vec::new();
    for (name, file, op) in CASES {
        let expansion = ods_model::derive_op(derive_input(file, op));
        let text = pretty(expansion);
        assert!(!text.contains("compile_error"), "case `{name}` does not expand cleanly:\n{text}");
        let path = snapshot_path(name);
        if write {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != text {
            let first = expected.lines().zip(text.lines()).position(|(a, b)| a != b);
            let line = first.unwrap_or(expected.lines().count().min(text.lines().count()));
            stale.push(format!(
                "{} differs from line {} on ({} lines expected, {} now); now:\n  {}",
                path.display(),
                line + 1,
                expected.lines().count(),
                text.lines().count(),
                text.lines().nth(line).unwrap_or("(end)")
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "the generated code changed:\n{}\nIf the change is meant, rewrite the snapshots with \
         ODS_SNAPSHOT_WRITE=1 cargo test -p ods-model --test expansion and read the diff.",
        stale.join("\n")
    );
}

#[test]
fn pretty_breaks_lines_after_statements_and_blocks() {
    let t: TokenStream = "fn f(a: u8, b: u8) { let x = [1, 2]; g(x); }".parse().unwrap();
    assert_eq!(pretty(t), "fn f(a: u8, b: u8) {\n    let x = [1, 2];\n    g(x);\n}\n");
}

/// The `#[derive(Op)]` structs of every dialect crate, as (file, struct).
fn dialect_ops() -> Vec<(PathBuf, syn::ItemStruct)> {
    fn rust_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    rust_files(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../dialects"), &mut files);
    files.sort();
    let mut ops = Vec::new();
    for path in files {
        let Ok(parsed) = syn::parse_file(&std::fs::read_to_string(&path).unwrap()) else { continue };
        for item in parsed.items {
            let syn::Item::Struct(mut s) = item else { continue };
            let derives_op =
                s.attrs.iter().any(|a| {
                    a.path().is_ident("derive") && quote::ToTokens::to_token_stream(a).to_string().contains("Op")
                }) && s.attrs.iter().any(|a| a.path().is_ident("op"));
            if derives_op {
                s.attrs.retain(|a| !a.path().is_ident("derive"));
                ops.push((path.clone(), s));
            }
        }
    }
    ops
}

/// The bodies of the functions named `name` in `tokens`, at any depth.
fn fn_bodies(tokens: TokenStream, name: &str, out: &mut Vec<TokenStream>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Ident(f) if f == "fn" && matches!(tokens.get(i + 1), Some(TokenTree::Ident(n)) if n == name) => {
                let body = tokens[i + 2..].iter().find_map(|t| match t {
                    TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => Some(g.stream()),
                    _ => None,
                });
                out.extend(body);
            }
            TokenTree::Group(g) => fn_bodies(g.stream(), name, out),
            _ => {}
        }
    }
}

/// `build` takes the context (`let ods_ctx = ...`) exactly when its body
/// uses it, for every op of the dialects: the model decides it from the
/// kinds of the fields, and this is what would show a kind it gets wrong
/// (an unused variable, or a missing one that rustc reports).
#[test]
fn build_takes_the_context_when_it_uses_it() {
    let ops = dialect_ops();
    assert!(ops.len() > 100, "found only {} ops", ops.len());
    let mut checked = 0;
    for (path, op) in ops {
        let expansion = ods_model::derive_op(quote::ToTokens::into_token_stream(op.clone()));
        let mut bodies = Vec::new();
        fn_bodies(expansion.clone(), "build", &mut bodies);
        fn_bodies(expansion, "__ods_build", &mut bodies);
        for body in bodies {
            let text = body.to_string();
            // The generated `build` (an op's own `build` has other names).
            if !text.contains("ods_state") {
                continue;
            }
            let takes = text.contains("let ods_ctx = ods_builder . ctx ()");
            let uses = text.matches("ods_ctx").count() > usize::from(takes);
            assert_eq!(
                takes,
                uses,
                "{} `{}`: build takes the context: {takes}, uses it: {uses}",
                path.display(),
                op.ident
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "checked only {checked} builders");
}
