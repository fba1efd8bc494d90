//! The model behind `#[derive(Op)]`: reading a definition (with darling),
//! checking it, and generating code. It is a plain library so that every
//! step can be unit-tested without a compiler run; `ods-macros` only calls
//! [`derive_op`].
//!
//! Layout: [`op`] reads the struct into an [`op::OpModel`] and checks it
//! (accumulating every error; `op/parse.rs`, then `op/check.rs`), [`traits`]
//! knows the native traits, [`format`](mod@format) parses and checks assembly
//! formats (`format/parse.rs`, `format/check.rs`), [`codegen`] writes the
//! tables and accessors.

#![warn(missing_docs)]

pub mod codegen;
pub mod drr;
pub mod enums;
pub mod format;
pub mod interface;
pub mod op;
pub mod traits;
pub mod typedef;

use proc_macro2::TokenStream;

/// Expands `#[derive(Op)]`. On errors, returns them as `compile_error!`s
/// (all of them, at their spans) and no code, so no follow-on errors appear.
pub fn derive_op(input: TokenStream) -> TokenStream {
    let input = match syn::parse2::<syn::DeriveInput>(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    match op::OpModel::from_input(&input) {
        Ok(_) if op::rustc_reports(&input) => TokenStream::new(),
        Ok(model) => codegen::generate(&model),
        Err(e) => e.write_errors(),
    }
}

/// The closest of `candidates` to `name`, for "did you mean" hints.
pub(crate) fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro_winkler(name, c), c))
        .filter(|(s, _)| *s > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// `SomeName` -> `some_name`.
pub(crate) fn interface_snake(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}
