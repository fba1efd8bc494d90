//! The `affine` dialect of MLIR 22 (`AffineOps.td`): affine maps applied to
//! SSA values (`apply`, `min`, `max`), loops and conditionals whose bounds
//! and conditions are affine (`for`, `if`) and their terminator `yield`,
//! and memory accesses at affine positions (`load`, `store`,
//! `vector_load`, `vector_store`), defined with the ods macros. The custom
//! syntaxes follow MLIR's hand-written parsers and printers, the checks
//! MLIR's verifiers.

#![warn(missing_docs)]
// Fields are named as MLIR names operands and attributes.
#![allow(non_snake_case)]

use ods_ir::affine;
use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::parse::UnresolvedOperand;
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::Op;

mod bounds;
mod control;
mod memory;

pub use control::*;
pub use memory::*;

ods_ir::dialect! {
    /// The affine dialect: affine maps over SSA values, affine loops and
    /// conditionals.
    pub AFFINE_DIALECT: name = "affine", summary = "Affine operations",
        materialize_constant = ods_dialect_arith::materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_AND_INTO_REGIONS]
}

/// The normalized text of an affine map or integer set attribute.
fn affine_text(ctx: &Context, a: Attr) -> Option<&str> {
    match a.kind(ctx) {
        AttrKind::AffineMap(t) | AttrKind::IntegerSet(t) => Some(t),
        _ => None,
    }
}

/// `(%d0, %d1)` then optionally `[%s0]` (MLIR's `parseDimAndSymbolList`,
/// unresolved): the dimension operands and the symbol operands.
fn parse_dims_and_symbols(p: &mut OpParser<'_, '_>) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    let dims = parse_delimited_operands(p, Tok::LParen, Tok::RParen)?;
    let syms = if p.peek(Tok::LSquare) { parse_delimited_operands(p, Tok::LSquare, Tok::RSquare)? } else { Vec::new() };
    Ok((dims, syms))
}

/// `open %a, %b close` (MLIR's `parseOperandList` with a delimiter).
fn parse_delimited_operands(p: &mut OpParser<'_, '_>, open: Tok, close: Tok) -> PResult<Vec<UnresolvedOperand>> {
    let (o, c) = if open == Tok::LParen { ("(", ")") } else { ("[", "]") };
    if !p.parse_optional(open) {
        return Err(p.parser().err_wrong_token(format!("expected '{o}' in operand list")));
    }
    let mut v = Vec::new();
    if p.parse_optional(close) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.parse_optional(Tok::Comma) {
            break;
        }
    }
    if !p.parse_optional(close) {
        return Err(p.parser().err_wrong_token(format!("expected '{c}' in operand list")));
    }
    Ok(v)
}

/// Resolves dimension then symbol operands as `index` values.
fn resolve_index_operands(
    p: &mut OpParser<'_, '_>,
    dims: &[UnresolvedOperand],
    syms: &[UnresolvedOperand],
    out: &mut Vec<Value>,
) -> PResult<()> {
    let index = p.ctx().index_type();
    for u in dims.iter().chain(syms) {
        let v = p.resolve_operand(u, index)?;
        out.push(v);
    }
    Ok(())
}

/// An affine map attribute (`#map` or `affine_map<...>`), with MLIR's
/// message for another kind of attribute.
fn parse_map_attr(p: &mut OpParser<'_, '_>) -> PResult<Attr> {
    let at = p.pos();
    let a = p.parse_attribute(None)?;
    if !matches!(a.kind(p.ctx()), AttrKind::AffineMap(_)) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// `(%d0)[%s0]`: the first `num_dims` operands in parentheses, the rest (if
/// any) in brackets (MLIR's `printDimAndSymbolList`).
fn print_dims_and_symbols(p: &mut OpPrinter<'_, '_>, operands: &[Value], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(&operands[..num_dims]);
    p.write(")");
    if operands.len() > num_dims {
        p.write("[");
        p.print_operands(&operands[num_dims..]);
        p.write("]");
    }
}

/// The constant integer values of fold operands, split into dimensions and
/// symbols.
fn constant_operands(
    ctx: &Context,
    operands: &[Option<Attr>],
    num_dims: usize,
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let values: Vec<Option<i64>> = operands.iter().map(|a| a.and_then(|a| a.as_i64(ctx))).collect();
    let num_dims = num_dims.min(values.len());
    (values[..num_dims].to_vec(), values[num_dims..].to_vec())
}

// ----- apply -----

/// affine apply operation
///
/// The `affine.apply` operation applies an affine mapping to a list of SSA
/// values, yielding a single SSA value. The number of dimension and symbol
/// operands must equal the map's numbers of dimensions and symbols.
///
/// ```mlir
/// %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%i)[%n]
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.apply", traits(Pure), custom_assembly, has_verifier, has_folder)]
pub struct ApplyOp {
    op: OpId,
    /// The map applied.
    map: Attribute<AffineMapAttr>,
    /// Its dimension operands, then its symbol operands.
    mapOperands: Variadic<Index>,
    /// The map's one result.
    result: OpResult<Index>,
}

impl ApplyOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let map = parse_map_attr(p)?;
        let key = p.ctx().intern("map");
        state.add_attr(key, map);
        let (dims, syms) = parse_dims_and_symbols(p)?;
        resolve_index_operands(p, &dims, &syms, &mut state.operands)?;
        p.parse_optional_attr_dict(state)?;
        let text = affine_text(p.ctx(), map).unwrap_or_default();
        if affine::num_dims(text) != dims.len() || affine::num_symbols(text) != syms.len() {
            let at = p.op_pos();
            return Err(p.error_at(at, "dimension or symbol index mismatch"));
        }
        let results = affine::num_results(text);
        let index = p.ctx().index_type();
        state.result_types.extend(std::iter::repeat_n(index, results));
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let map = self.map(ctx);
        let num_dims = affine_text(ctx, map).map_or(0, affine::num_dims);
        let operands = op.operands(ctx).to_vec();
        p.write(" ");
        p.print_attribute(map);
        print_dims_and_symbols(p, &operands, num_dims);
        p.print_optional_attr_dict(op, &["map"]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let text = affine_text(ctx, self.map(ctx)).unwrap_or_default();
        if op.operands(ctx).len() != affine::num_dims(text) + affine::num_symbols(text) {
            return Err(op_error(ctx, op, "operand count and affine map dimension and symbol count must match"));
        }
        if affine::num_results(text) != 1 {
            return Err(op_error(ctx, op, "mapping must produce one value"));
        }
        Ok(())
    }
    /// A map whose result is one of its operands is that operand; one whose
    /// operands are constants is a constant.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        let text = affine_text(ctx, self.map(ctx)).unwrap_or_default().to_owned();
        let num_dims = affine::num_dims(&text);
        let position = match affine::result_kinds(&text).first() {
            Some(affine::ResultKind::Dim(d)) => Some(*d),
            Some(affine::ResultKind::Sym(s)) => Some(num_dims + s),
            _ => None,
        };
        if let Some(i) = position {
            return match op.operands(ctx).get(i) {
                Some(&v) => FoldResult::Results(vec![FoldValue::Value(v)]),
                None => FoldResult::Failure,
            };
        }
        let (dims, syms) = constant_operands(ctx, operands, num_dims);
        match affine::constant_fold(&text, &dims, &syms).first() {
            Some(Some(v)) => FoldResult::Results(vec![FoldValue::Attr(ctx.index_attr(*v))]),
            _ => FoldResult::Failure,
        }
    }
}

// ----- min and max -----

/// `map(dims)[syms] attr-dict` of `affine.min` and `affine.max` (MLIR's
/// `parseAffineMinMaxOp`).
fn parse_min_max(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let map = parse_map_attr(p)?;
    let key = p.ctx().intern("map");
    state.add_attr(key, map);
    let (dims, syms) = parse_dims_and_symbols(p)?;
    p.parse_optional_attr_dict(state)?;
    resolve_index_operands(p, &dims, &syms, &mut state.operands)?;
    let index = p.ctx().index_type();
    state.result_types.push(index);
    Ok(())
}

fn print_min_max(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    let Some(map) = op.attr_by_str(ctx, "map") else { return };
    let num_dims = affine_text(ctx, map).map_or(0, affine::num_dims);
    let operands = op.operands(ctx).to_vec();
    p.write(" ");
    p.print_attribute(map);
    print_dims_and_symbols(p, &operands, num_dims);
    p.print_optional_attr_dict(op, &["map"]);
}

fn verify_min_max(ctx: &Context, op: OpId, map: Attr) -> Result<(), Diagnostic> {
    let text = affine_text(ctx, map).unwrap_or_default();
    if op.operands(ctx).len() != affine::num_dims(text) + affine::num_symbols(text) {
        return Err(op_error(ctx, op, "operand count and affine map dimension and symbol count must match"));
    }
    if affine::num_results(text) == 0 {
        return Err(op_error(ctx, op, "affine map expect at least one result"));
    }
    Ok(())
}

/// The smallest (or largest) result when every result folds to a
/// constant; the operand when the map is `()[s0] -> (s0)`.
fn fold_min_max(ctx: &mut Context, op: OpId, map: Attr, operands: &[Option<Attr>], is_min: bool) -> FoldResult {
    let text = affine_text(ctx, map).unwrap_or_default().to_owned();
    let num_dims = affine::num_dims(&text);
    if num_dims == 0 && affine::num_symbols(&text) == 1 && affine::result_kinds(&text) == [affine::ResultKind::Sym(0)] {
        let v = op.operand(ctx, 0);
        return FoldResult::Results(vec![FoldValue::Value(v)]);
    }
    let (dims, syms) = constant_operands(ctx, operands, num_dims);
    let values: Option<Vec<i64>> = affine::constant_fold(&text, &dims, &syms).into_iter().collect();
    let best = values.and_then(|vs| if is_min { vs.into_iter().min() } else { vs.into_iter().max() });
    match best {
        Some(v) => FoldResult::Results(vec![FoldValue::Attr(ctx.index_attr(v))]),
        None => FoldResult::Failure,
    }
}

/// min operation
///
/// The `affine.min` operation applies an affine mapping to a list of SSA
/// values and returns the minimum of the map's results.
///
/// ```mlir
/// %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.min", traits(Pure), custom_assembly, has_verifier, has_folder)]
pub struct MinOp {
    op: OpId,
    /// The map whose results are compared.
    map: Attribute<AffineMapAttr>,
    /// Its dimension operands, then its symbol operands.
    operands: Variadic<Index>,
    /// The smallest result.
    result: OpResult<Index>,
}

impl MinOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_min_max(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_min_max(p, self.id());
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_min_max(ctx, self.id(), self.map(ctx))
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let map = self.map(ctx);
        fold_min_max(ctx, self.id(), map, operands, true)
    }
}

/// max operation
///
/// The `affine.max` operation computes the maximum value result from a
/// multi-result affine map.
///
/// ```mlir
/// %0 = affine.max affine_map<(d0) -> (1000, d0 + 512)> (%i0)
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.max", traits(Pure), custom_assembly, has_verifier, has_folder)]
pub struct MaxOp {
    op: OpId,
    /// The map whose results are compared.
    map: Attribute<AffineMapAttr>,
    /// Its dimension operands, then its symbol operands.
    operands: Variadic<Index>,
    /// The largest result.
    result: OpResult<Index>,
}

impl MaxOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_min_max(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_min_max(p, self.id());
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_min_max(ctx, self.id(), self.map(ctx))
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let map = self.map(ctx);
        fold_min_max(ctx, self.id(), map, operands, false)
    }
}
