//! Offsets, sizes and strides of view-like ops (MLIR's
//! `ViewLikeInterface` utilities): a list of static values with
//! [`DYNAMIC`] where an operand stands, read, printed and checked the same
//! way by every dialect that slices (tensor, memref).

use crate::context::{Context, OpId, Value};
use crate::diag::Diagnostic;
use crate::ir::constant_value;
use crate::ods::{format, AttrConstraint, DenseI64ArrayAttr};
use crate::parse::lexer::Tok;
use crate::parse::{OpParser, UnresolvedOperand};
use crate::print::OpPrinter;
use crate::registry::PResult;
use crate::types::DYNAMIC;

/// What [`parse_index_list`] reads.
#[derive(Default)]
pub struct IndexList {
    /// The values, [`DYNAMIC`] where an operand stands.
    pub statics: Vec<i64>,
    /// The operands, in order.
    pub operands: Vec<UnresolvedOperand>,
}

/// Reads SSA values and integers between `open` and `close` (square
/// brackets or parentheses), as MLIR's `parseDynamicIndexList` does: an
/// operand may be followed by `[]`, and an integer bracketed, to mark a
/// scalable entry, which no op here keeps (as MLIR's tensor, memref and
/// scf ops drop it). On an error, MLIR reports what went wrong (`expected
/// integer value`, `expected ']' in dynamic index list`; nothing for a
/// bracket left open) and then `expected SSA value or integer` at the op:
/// the first is emitted, the second returned.
pub fn parse_index_list(p: &mut OpParser<'_, '_>, open: Tok, close: Tok) -> PResult<IndexList> {
    let mut list = IndexList::default();
    let Err(first) = read_index_list(p, open, close, &mut list) else { return Ok(list) };
    if let Some(first) = first {
        p.ctx_mut().emit(first);
    }
    let at = p.op_pos();
    Err(p.error_at(at, "expected SSA value or integer"))
}

/// The list of [`parse_index_list`]; an error is the one met, if any.
fn read_index_list(
    p: &mut OpParser<'_, '_>,
    open: Tok,
    close: Tok,
    list: &mut IndexList,
) -> Result<(), Option<Diagnostic>> {
    const CONTEXT: &str = "dynamic index list";
    p.parse_punct_in(open, CONTEXT)?;
    if p.parse_optional(close) {
        return Ok(());
    }
    loop {
        let operand = p.parse_optional_operand()?;
        let scalable = p.parse_optional(Tok::LSquare);
        match operand {
            Some(o) => {
                list.operands.push(o);
                list.statics.push(DYNAMIC);
            }
            None => list.statics.push(p.parse_i64()?),
        }
        if scalable && !p.parse_optional(Tok::RSquare) {
            return Err(None);
        }
        if !p.parse_optional(Tok::Comma) {
            break;
        }
    }
    Ok(p.parse_punct_in(close, CONTEXT)?)
}

/// Reads `[%a, 4, %b]` ([`parse_index_list`] with square brackets) into
/// the operands and static values of a custom directive.
pub fn parse_dynamic_index_list(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    let list = parse_index_list(p, Tok::LSquare, Tok::RSquare)?;
    let attr = DenseI64ArrayAttr::make(p.ctx(), list.statics.into());
    slots[0] = format::Slot::Operands(list.operands);
    slots[1] = format::Slot::Attr(Some(attr));
    Ok(())
}

/// Prints `[%a, 4, %b]`: each static value, or the next operand where the
/// value is `kDynamic`.
pub fn print_dynamic_index_list(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    let (format::Slot::Values(dynamics), format::Slot::Attr(attr)) = (&slots[0], &slots[1]) else { return };
    let statics = attr.map(|a| DenseI64ArrayAttr::value(p.ctx(), a)).unwrap_or_default();
    p.write("[");
    let mut dynamic = dynamics.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (s == DYNAMIC).then(|| dynamic.next()).flatten() {
            Some(v) => p.print_operand(*v),
            None => p.write(&s.to_string()),
        }
    }
    p.write("]");
}

/// MLIR's `verifyListOfOperandsOrIntegers` for offsets, sizes or strides
/// (`name` is `offset`, `size` or `stride`) given as static values, with
/// [`DYNAMIC`] where one of the `dynamics` operands stands:
/// one value per dimension of `rank`, and one operand per dynamic entry.
pub fn verify_list_of_operands_or_integers(
    ctx: &Context,
    op: OpId,
    name: &str,
    rank: usize,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), Diagnostic> {
    let error = |msg: String| {
        let mut d = Diagnostic::error(op.loc(ctx), msg);
        d.op = Some(op);
        d
    };
    if statics.len() != rank {
        return Err(error(format!("expected {rank} {name} values, got {}", statics.len())));
    }
    let expected = statics.iter().filter(|s| **s == DYNAMIC).count();
    if dynamics != expected {
        return Err(error(format!(
            "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({dynamics} vs {expected})"
        )));
    }
    Ok(())
}

/// One offset, size or stride: static, or an SSA value (MLIR's
/// `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mixed {
    /// A value known statically.
    Static(i64),
    /// An operand.
    Dynamic(Value),
}

impl Mixed {
    /// The value when known: static, or a constant operand.
    pub fn constant(self, ctx: &Context) -> Option<i64> {
        match self {
            Mixed::Static(s) => Some(s),
            Mixed::Dynamic(v) => constant_value(ctx, v)?.as_i64(ctx),
        }
    }
}

/// The static list with an operand wherever it says [`DYNAMIC`].
pub fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Mixed> {
    let mut values = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| values.next()).flatten() {
            Some(&v) => Mixed::Dynamic(v),
            None => Mixed::Static(s),
        })
        .collect()
}

/// The static list and the operands of a mixed list.
pub fn split(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let mut values = Vec::new();
    let statics = list
        .iter()
        .map(|m| match *m {
            Mixed::Static(s) => s,
            Mixed::Dynamic(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}
