//! The declarative assembly format front end: parsing and checking.
//!
//! Ops declare their textual form the way MLIR's ODS does, e.g.
//! `` $lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result) ``. This module
//! parses such a format and runs every check mlir-tblgen 22 runs on it
//! (`mlir/tools/mlir-tblgen/OpFormatGen.cpp` and `FormatGen.cpp`), using
//! mlir-tblgen's message texts, so a format accepted here is accepted by
//! mlir-tblgen and the other way round.
//!
//! The pipeline mirrors OpFormatGen:
//! * `lexer`: the format string to tokens;
//! * `parse`: tokens to an element tree, resolving variables
//!   against the op's [`Signature`] and checking contexts, bindings, custom
//!   directives, optional groups and oilists;
//! * `check`: the whole-format checks (attr-dict present,
//!   ambiguities, every operand/region/successor present, every type
//!   resolvable), type resolution and printer spacing;
//! * [`render()`]: an error as compile-error text, with the format line and a
//!   caret under the problem.
//!
//! The result, [`Format`], is plain data meant to be turned into a static table
//! by code generation. Everything here depends only on `std`.
//!
//! Unlike mlir-tblgen, all errors are reported at once (each with a span in the
//! format string, the op named in a note, and "did you mean" suggestions),
//! while errors that would only follow from an earlier one are left out.

pub mod ast;
mod check;
pub mod def;
mod error;
mod lexer;
mod parse;
mod render;
pub mod signature;
mod suggest;

#[cfg(test)]
mod tests;

pub use ast::*;
pub use error::{FormatError, FormatErrorKind};
pub use render::render;
pub use signature::{Arity, AttrEntity, RegionEntity, Signature, SuccessorEntity, TypeSource, ValueEntity};

/// Parses `format` (the text of an assembly format) for the op described by
/// `sig` and runs all of mlir-tblgen 22's checks on it.
///
/// On success returns the checked [`Format`]; otherwise every error found, in
/// the order of the format text for parse errors followed by the whole-format
/// checks. Each error's first note names the op ("in custom assembly format of
/// 'test.add'").
pub fn parse_and_check(format: &str, sig: &Signature) -> Result<Format, Vec<FormatError>> {
    let parsed = parse::parse(format, sig);
    let mut errors = parsed.errors;
    errors.sort_by_key(|e| e.span.start);
    let mut checker = check::Checker {
        src: format,
        sig,
        b: &parsed.bindings,
        rec: &parsed.recovery,
        errors: Vec::new(),
        colon_checks: Vec::new(),
    };
    let (operand_types, result_types, infers_result_types) = checker.verify(&parsed.elements);
    errors.extend(checker.errors);
    let colon_checks = checker.colon_checks;
    if !errors.is_empty() {
        let note = format!("in custom assembly format of '{}'", sig.op_name);
        for e in &mut errors {
            e.notes.insert(0, note.clone());
        }
        return Err(errors);
    }
    let mut elements = parsed.elements;
    check::assign_spacing(&mut elements);
    let b = parsed.bindings;
    Ok(Format {
        elements,
        operand_types,
        result_types,
        all_operands: b.all_operands,
        all_operand_types: b.all_operand_types,
        all_result_types: b.all_result_types,
        all_regions: b.all_regions,
        all_successors: b.all_successors,
        has_prop_dict: b.has_prop_dict,
        used_attributes: b.used_attrs,
        infers_result_types,
        colon_checks,
    })
}
