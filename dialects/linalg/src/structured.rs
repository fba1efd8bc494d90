//! What the structured ops share (MLIR's `LinalgStructuredInterface` and
//! the helpers of `LinalgOps.cpp`): their custom syntax, the regions the
//! named ops build, their memory effects and their verifier.

use ods_ir::affine::{self, ResultKind};
use ods_ir::attrs::AttrKind;
use ods_ir::builder::Builder;
use ods_ir::effects::{Effect, EffectInstance, EffectTarget};
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::print::type_to_string;
use ods_ir::verify::op_error;
use ods_ir::Sym;

use crate::{IteratorType, IteratorTypeAttr};

/// The names of the structured ops of this subset.
const STRUCTURED: [&str; 3] = ["linalg.fill", "linalg.exp", "linalg.generic"];

/// Whether `op` is a structured op (implements MLIR's `LinalgOp`).
pub fn is_structured(ctx: &Context, op: OpId) -> bool {
    STRUCTURED.contains(&op.name_str(ctx))
}

/// The operand indices of the inits (the `outputs` segment).
pub(crate) fn inits(ctx: &Context, op: OpId) -> std::ops::Range<usize> {
    let (ins, outs) = segments(ctx, op);
    ins..ins + outs
}

/// The sizes of the `inputs` and `outputs` segments.
fn segments(ctx: &Context, op: OpId) -> (usize, usize) {
    let n = op.num_operands(ctx);
    let sizes = op.attr_by_str(ctx, "operandSegmentSizes").and_then(|a| match a.kind(ctx) {
        AttrKind::DenseArray { data, .. } if data.len() == 2 => Some((data[0] as usize, data[1] as usize)),
        _ => None,
    });
    sizes.filter(|(a, b)| a + b == n).unwrap_or((0, n))
}

/// The element type of a memref or ranked tensor, else the type itself
/// (what a block argument of a structured op has for its operand).
pub(crate) fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    if t.is_memref(ctx) || (t.is_tensor(ctx) && t.rank(ctx).is_some()) {
        t.element_type(ctx).unwrap_or(t)
    } else {
        t
    }
}

/// MLIR's `getGenericEffectsImpl`: reads of the memref inputs, writes of
/// the memref inits (and reads of those the body uses); on tensors none.
pub(crate) fn effects(ctx: &Context, op: OpId) -> Vec<EffectInstance> {
    let full =
        |e: Effect, i: usize| EffectInstance { full: true, ..EffectInstance::new(e).on(EffectTarget::Operand(i)) };
    let operands = op.operands(ctx);
    let inits = inits(ctx, op);
    let args: Vec<Value> = op.region(ctx, 0).entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
    let mut out = Vec::new();
    for (i, v) in operands.iter().enumerate() {
        if !v.ty(ctx).is_memref(ctx) {
            continue;
        }
        if !inits.contains(&i) {
            out.push(full(Effect::Read, i));
            continue;
        }
        if args.get(i).is_some_and(|a| a.has_uses(ctx)) {
            out.push(full(Effect::Read, i));
        }
        out.push(full(Effect::Write, i));
    }
    out
}

// ----- syntax -----

/// `<{props}>? {attrs}? (ins(%a : T, ...))? (outs(%b : T, ...))?`, the
/// part every structured op has (MLIR's `parseCommonStructuredOpParts`);
/// returns the input and output types.
/// Adds the entries of an attribute dictionary, remembering in `dup` the
/// first name already set: MLIR reports it once the op is read.
fn add_entries(p: &mut OpParser<'_, '_>, state: &mut OperationState, entries: Vec<(Sym, Attr)>, dup: &mut Option<Sym>) {
    if dup.is_none() {
        *dup = entries.iter().map(|e| e.0).find(|&n| state.attr(n).is_some());
    }
    p.add_attributes(state, entries);
}

/// The error for an attribute set twice (at the op's name).
fn check_duplicate(p: &mut OpParser<'_, '_>, dup: Option<Sym>) -> PResult<()> {
    let Some(name) = dup else { return Ok(()) };
    let msg = format!("attribute '{}' occurs more than once in the attribute list", p.ctx().str(name));
    let at = p.op_pos();
    Err(p.error_at(at, msg))
}

fn parse_common(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    dup: &mut Option<Sym>,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    let attrs_at = p.pos();
    let entries = p.parse_optional_attr_dict_entries(false)?;
    add_entries(p, state, entries, dup);
    let (mut ins, mut in_types, mut outs, mut out_types) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut at = (p.pos(), p.pos());
    if p.parse_optional_keyword("ins") {
        p.parse_punct(Tok::LParen)?;
        at.0 = p.pos();
        ins = p.parse_operand_list()?;
        p.parse_punct(Tok::Colon)?;
        in_types = p.parse_type_list()?;
        p.parse_punct(Tok::RParen)?;
    }
    if p.parse_optional_keyword("outs") {
        at.1 = p.pos();
        p.parse_punct(Tok::LParen)?;
        outs = p.parse_operand_list()?;
        p.parse_punct(Tok::Colon)?;
        out_types = p.parse_type_list()?;
        p.parse_punct(Tok::RParen)?;
    }
    p.resolve_operands(&ins, &in_types, at.0, &mut state.operands)?;
    p.resolve_operands(&outs, &out_types, at.1, &mut state.operands)?;
    // Once the operands are read, the inherent attributes read so far must
    // meet their constraints, those of `linalg.generic`'s leading
    // dictionary included (the error at the dictionary).
    if let Some(d) = p.def().inherent_attr_violation.and_then(|f| f(p.def(), p.ctx(), &state.attributes)) {
        let msg = format!("'{}' op {}", p.def().name, d.message);
        return Err(p.error_at(attrs_at, msg));
    }
    let ctx = p.ctx();
    let seg = ctx.get_attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        data: [ins.len() as u128, outs.len() as u128].into(),
    });
    state.add_attr(ctx.intern("operandSegmentSizes"), seg);
    Ok((in_types, out_types))
}

/// What builds the body of a named op from its block arguments, or says
/// why it cannot.
pub(crate) type BodyBuilder = fn(&mut Builder<'_>, &[Value]) -> Result<(), &'static str>;

/// A named op's custom form (MLIR's `parseNamedStructuredOp`): the common
/// part, an attribute dictionary, the result types, and the region built
/// by `body` on block arguments of the element types.
pub(crate) fn parse_named(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    num_region_args: usize,
    body: BodyBuilder,
) -> PResult<()> {
    let start = p.pos();
    let mut dup = None;
    let (ins, outs) = parse_common(p, state, &mut dup)?;
    let entries = p.parse_optional_attr_dict_entries(false)?;
    add_entries(p, state, entries, &mut dup);
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    if num_region_args != ins.len() + outs.len() {
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {num_region_args} args, got {}",
            ins.len() + outs.len()
        );
        return Err(p.error(msg));
    }
    check_duplicate(p, dup)?;
    let ctx = p.ctx();
    let types: Vec<Type> = ins.iter().chain(&outs).map(|&t| element_type_or_self(ctx, t)).collect();
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(p.ctx_mut());
    let region = b.create_region();
    let block = b.create_block(region, &types, loc);
    let args = block.args(b.ctx()).to_vec();
    b.set_insertion_point_to_end(block);
    if let Err(msg) = body(&mut b, &args) {
        return Err(p.error_at(start, msg));
    }
    state.regions.push(region);
    Ok(())
}

/// `linalg.fill`'s body: yields the value.
pub(crate) fn fill_body(b: &mut Builder<'_>, args: &[Value]) -> Result<(), &'static str> {
    let loc = b.ctx().unknown_loc();
    crate::YieldOp::build(b, loc, &args[..1]);
    Ok(())
}

/// `linalg.exp`'s body: yields `math.exp` of the input, which must be a
/// float.
pub(crate) fn exp_body(b: &mut Builder<'_>, args: &[Value]) -> Result<(), &'static str> {
    let loc = b.ctx().unknown_loc();
    if !args[0].ty(b.ctx()).is_float(b.ctx()) {
        return Err("unsupported non numeric type");
    }
    let exp = ods_dialect_math::ExpOp::build(b, loc, args[0], None);
    let value = exp.id().result(b.ctx(), 0);
    crate::YieldOp::build(b, loc, &[value]);
    Ok(())
}

/// ` {attrs}? ins(...) outs(...) -> types` (MLIR's `printNamedStructuredOp`).
pub(crate) fn print_named(p: &mut OpPrinter<'_, '_>, op: OpId) {
    p.print_optional_attr_dict(op, &["operandSegmentSizes", "linalg.memoized_indexing_maps"]);
    print_common(p, op);
    print_results(p, op);
}

fn print_common(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    let operands = op.operands(ctx).to_vec();
    let inits = inits(ctx, op);
    for (kw, vs) in [("ins", &operands[..inits.start]), ("outs", &operands[inits])] {
        if vs.is_empty() {
            continue;
        }
        p.write(&format!(" {kw}("));
        p.print_operands(vs);
        p.write(" : ");
        let types: Vec<Type> = vs.iter().map(|v| v.ty(ctx)).collect();
        p.print_types(&types);
        p.write(")");
    }
}

fn print_results(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let types = op.result_types(p.ctx());
    if !types.is_empty() {
        p.print_arrow_type_list(&types);
    }
}

/// The attributes `linalg.generic` prints in its leading dictionary.
const GENERIC_TRAIT_ATTRS: [&str; 4] = ["doc", "indexing_maps", "library_call", "iterator_types"];

/// `linalg.generic`'s custom form (MLIR's `GenericOp::parse`): a
/// dictionary whose `iterator_types` are strings, the common part,
/// `attrs = {...}`, the region and the result types.
pub(crate) fn parse_generic(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let at = p.pos();
    let dict = p.parse_attribute(None)?;
    let Some(entries) = dict.as_dictionary(p.ctx()).map(<[_]>::to_vec) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    let key = p.ctx().intern("iterator_types");
    let Some(iterators) =
        entries.iter().find(|(n, _)| *n == key).and_then(|(_, a)| a.as_array(p.ctx()).map(<[_]>::to_vec))
    else {
        return Err(p.error_at(at, "expected \"iterator_types\" array attribute"));
    };
    let mut kinds = Vec::new();
    for a in iterators {
        let s = a.as_str(p.ctx()).unwrap_or_default().to_string();
        let Some(kind) = IteratorType::symbolize(&s) else {
            return Err(p.error(format!("unexpected iterator_type ({s})")));
        };
        kinds.push(IteratorTypeAttr::get(p.ctx(), kind));
    }
    let iterators = p.ctx().array_attr(&kinds);
    let entries = entries.into_iter().map(|(n, a)| if n == key { (n, iterators) } else { (n, a) }).collect();
    let mut dup = None;
    add_entries(p, state, entries, &mut dup);
    parse_common(p, state, &mut dup)?;
    if p.parse_optional_keyword("attrs") && p.parse_optional(Tok::Equal) {
        let entries = p.parse_optional_attr_dict_entries(false)?;
        add_entries(p, state, entries, &mut dup);
    }
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    check_duplicate(p, dup)
}

/// See [`parse_generic`]; the iterator types print as strings.
pub(crate) fn print_generic(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    let mut traits = Vec::new();
    for (n, a) in op.all_attrs(ctx) {
        let name = ctx.str(n);
        if name == "iterator_types" {
            let names: Vec<Attr> = iterator_types(ctx, op).iter().map(|&t| ctx.string_attr(t.stringify())).collect();
            traits.push((n, ctx.array_attr(&names)));
        } else if GENERIC_TRAIT_ATTRS.contains(&name) {
            traits.push((n, a));
        }
    }
    p.print_attr_dict_entries(&traits, false);
    print_common(p, op);
    let elided = ["doc", "indexing_maps", "library_call", "iterator_types", "operandSegmentSizes"];
    if op.all_attrs(ctx).iter().any(|(n, _)| !elided.contains(&ctx.str(*n))) {
        p.write(" attrs = ");
        p.print_optional_attr_dict(op, &elided);
    }
    let region = op.region(ctx, 0);
    if region.entry_block(ctx).is_some() {
        p.write(" ");
        p.print_region(region, RegionStyle::default());
    }
    print_results(p, op);
}

// ----- verification -----

/// The iterator types of a structured op: those of `linalg.generic`, all
/// parallel for the named ops, one per dimension of the first init.
fn iterator_types(ctx: &Context, op: OpId) -> Vec<IteratorType> {
    if let Some(a) = op.attr_by_str(ctx, "iterator_types") {
        let items = a.as_array(ctx).unwrap_or(&[]);
        return items.iter().filter_map(|&i| IteratorTypeAttr::value(ctx, i)).collect();
    }
    vec![IteratorType::Parallel; named_rank(ctx, op)]
}

/// The number of loops of a named op: the rank of its first init.
fn named_rank(ctx: &Context, op: OpId) -> usize {
    let inits = inits(ctx, op);
    op.operands(ctx).get(inits.start).and_then(|v| v.ty(ctx).rank(ctx)).unwrap_or(0)
}

/// An indexing map, as the verifier reads it.
struct Map {
    dims: usize,
    symbols: usize,
    results: Vec<ResultKind>,
    /// The text of each result, as MLIR prints it.
    result_texts: Vec<String>,
    /// The normalized map, to evaluate results that are not dimensions
    /// (the named ops' maps have only dimensions).
    text: Option<String>,
}

/// The results of a normalized map as MLIR prints them, one string each.
fn result_texts(text: &str) -> Vec<String> {
    let shown = affine::display(text);
    let Some((_, body)) = shown.split_once("-> (") else { return Vec::new() };
    let body = body.strip_suffix(')').unwrap_or(body);
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in body.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(body[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !body.trim().is_empty() {
        out.push(body[start..].trim().to_string());
    }
    out
}

/// The indexing maps: `linalg.generic`'s attribute; for a named op, the
/// identity on its loops for a shaped operand and `() -> ()` on them for
/// a scalar one.
fn indexing_maps(ctx: &Context, op: OpId) -> Vec<Map> {
    if let Some(a) = op.attr_by_str(ctx, "indexing_maps") {
        let items = a.as_array(ctx).unwrap_or(&[]);
        return items
            .iter()
            .filter_map(|&m| match m.kind(ctx) {
                AttrKind::AffineMap(text) => Some(Map {
                    dims: affine::num_dims(text),
                    symbols: affine::num_symbols(text),
                    results: affine::result_kinds(text),
                    result_texts: result_texts(text),
                    text: Some(text.to_string()),
                }),
                _ => None,
            })
            .collect();
    }
    let n = named_rank(ctx, op);
    op.operands(ctx)
        .iter()
        .map(|v| {
            let shaped = v.ty(ctx).rank(ctx).is_some();
            let results: Vec<ResultKind> = if shaped { (0..n).map(ResultKind::Dim).collect() } else { Vec::new() };
            let result_texts = results.iter().enumerate().map(|(d, _)| format!("d{d}")).collect();
            Map { dims: n, symbols: 0, results, result_texts, text: None }
        })
        .collect()
}

/// MLIR's `verifyStructuredOpInterface` (after the region is verified):
/// one indexing map per operand, each with the op's loops as dimensions
/// and the operand's rank as results, static sizes that agree through
/// maps that are plain dimensions, and one block whose arguments have the
/// operands' element types.
pub(crate) fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, op, msg));
    let operands = op.operands(ctx);
    let ranked = |v: &Value, memref: bool| {
        let t = v.ty(ctx);
        !t.is_shaped(ctx) || (t.rank(ctx).is_some() && if memref { t.is_memref(ctx) } else { t.is_tensor(ctx) })
    };
    let pure_tensor = operands.iter().all(|v| ranked(v, false));
    let pure_buffer = operands.iter().all(|v| ranked(v, true));
    if !pure_tensor && !pure_buffer && !operands.is_empty() {
        return err("expected to have pure tensor or buffer semantics".to_string());
    }
    let maps = indexing_maps(ctx, op);
    if maps.len() != operands.len() {
        return err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            operands.len()
        ));
    }
    for (i, (m, v)) in maps.iter().zip(operands).enumerate() {
        if m.symbols != 0 {
            return err(format!("unexpected symbols in indexing_map #{i}"));
        }
        let rank = v.ty(ctx).rank(ctx).unwrap_or(0);
        if m.results.len() != rank {
            return err(format!(
                "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                m.results.len()
            ));
        }
    }
    check_static_sizes(ctx, op, &maps)?;
    let loops = iterator_types(ctx, op).len();
    for (i, m) in maps.iter().enumerate() {
        if m.dims != loops {
            return err(format!("expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"));
        }
    }
    let region = op.region(ctx, 0);
    let blocks: Vec<_> = region.block_iter(ctx).collect();
    let [block] = blocks[..] else {
        return err("expects to have 1 region with 1 block".to_string());
    };
    let args = block.args(ctx);
    if args.len() != operands.len() {
        return err("expected as many non-induction variable region arguments as the number of input/output operands"
            .to_string());
    }
    for (i, (&a, &v)) in args.iter().zip(operands).enumerate() {
        let expected = element_type_or_self(ctx, v.ty(ctx));
        if a.ty(ctx) != expected {
            return err(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand \
                 ('{}')",
                type_to_string(ctx, a.ty(ctx)),
                type_to_string(ctx, expected)
            ));
        }
    }
    Ok(())
}

/// The maps, concatenated, must be invertible (each loop is some operand
/// dimension mapped from it alone: MLIR's `inversePermutation`); the size
/// of each loop is that of the first such dimension, and every other
/// static dimension mapped from that loop alone must have that size (the
/// part of MLIR's check on dimension results; results of other
/// expressions are not checked).
fn check_static_sizes(ctx: &Context, op: OpId, maps: &[Map]) -> Result<(), Diagnostic> {
    let loops = maps.iter().map(|m| m.dims).max().unwrap_or(0);
    let shapes: Vec<Vec<i64>> =
        op.operands(ctx).iter().map(|v| v.ty(ctx).shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()).collect();
    let mut sizes: Vec<Option<i64>> = vec![None; loops];
    let mut seen = vec![false; loops];
    for (m, shape) in maps.iter().zip(&shapes) {
        for (k, r) in m.results.iter().enumerate() {
            if let ResultKind::Dim(d) = *r {
                if d < loops && !seen[d] {
                    seen[d] = true;
                    sizes[d] = shape.get(k).copied().filter(|&s| s != ods_ir::types::DYNAMIC);
                }
            }
        }
    }
    if seen.iter().any(|s| !s) {
        let dims: Vec<String> = (0..loops).map(|d| format!("d{d}")).collect();
        let results: Vec<&str> = maps.iter().flat_map(|m| m.result_texts.iter().map(String::as_str)).collect();
        let concat = format!("({}) -> ({})", dims.join(", "), results.join(", "));
        return Err(op_error(ctx, op, format!("invalid indexing maps are non-invertible: ({concat})")));
    }
    // Each result at the first and at the last iteration; a dynamic loop
    // leaves the results that read it unchecked.
    let starts = vec![Some(0); loops];
    let ends: Vec<Option<i64>> = sizes.iter().map(|s| s.map(|s| s - 1)).collect();
    for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
        let (first, last) = match &m.text {
            Some(t) => (affine::constant_fold(t, &starts, &[]), affine::constant_fold(t, &ends, &[])),
            None => m
                .results
                .iter()
                .map(|r| match *r {
                    ResultKind::Dim(d) => (Some(0), ends.get(d).copied().flatten()),
                    _ => (None, None),
                })
                .unzip(),
        };
        for (k, &s) in shape.iter().enumerate() {
            if s == ods_ir::types::DYNAMIC || s == 0 {
                continue;
            }
            let (Some(Some(a)), Some(Some(b))) = (first.get(k), last.get(k)) else { continue };
            let (a, b) = (*a, *b);
            if a.min(b) < 0 {
                let map = m.text.as_deref().map(affine::display).unwrap_or_default();
                return Err(op_error(ctx, op, format!("unexpected result less than 0 at expression #{k} in {map}")));
            }
            let inferred = a.max(b) + 1;
            let is_dim = matches!(m.results.get(k), Some(ResultKind::Dim(_)));
            if is_dim && inferred != s {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred input/output operand #{i} has shape's dimension #{k} to be {inferred}, but found {s}"
                    ),
                ));
            }
            if !is_dim && inferred > s {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred input/output operand #{i} has shape's dimension #{k} to be greater than or equal to \
                         {inferred}, but found {s}"
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ----- canonicalization -----

/// Whether a `tensor.cast` may go from `a` to `b`: same element type and
/// rank, and static sizes that agree.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let dims_agree = |x: &[i64], y: &[i64]| {
        x.len() == y.len()
            && x.iter().zip(y).all(|(&p, &q)| p == q || p == ods_ir::types::DYNAMIC || q == ods_ir::types::DYNAMIC)
    };
    a.element_type(ctx) == b.element_type(ctx)
        && match (a.shape(ctx), b.shape(ctx)) {
            (Some(x), Some(y)) => dims_agree(x, y),
            _ => true,
        }
}

/// A `linalg.generic` whose maps are all the same and whose body only
/// yields block arguments copies them (MLIR's `EraseIdentityLinalgOp`): on
/// tensors its results are those operands (cast to the result types); on
/// buffers, when it reads and writes the same buffer, it does nothing.
pub(crate) struct EraseIdentityGeneric;

impl RewritePattern for EraseIdentityGeneric {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.generic")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let maps = op.attr_by_str(ctx, "indexing_maps").and_then(|a| a.as_array(ctx)).unwrap_or(&[]);
        if maps.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let Some(body) = op.region(ctx, 0).entry_block(ctx) else { return false };
        let ops = body.ops(ctx);
        let [yield_op] = ops[..] else { return false };
        if yield_op.name_str(ctx) != "linalg.yield" {
            return false;
        }
        let operands = op.operands(ctx).to_vec();
        let is = |memref: bool| {
            operands.iter().all(|v| {
                let t = v.ty(ctx);
                !t.is_shaped(ctx) || (t.rank(ctx).is_some() && if memref { t.is_memref(ctx) } else { t.is_tensor(ctx) })
            })
        };
        let body_arg = |v: Value| (v.is_block_arg(ctx) && v.owner_block(ctx) == Some(body)).then(|| v.index(ctx));
        let values = yield_op.operands(ctx).to_vec();
        if is(true) {
            let (ins, outs) = segments(ctx, op);
            if ins != 1 || outs != 1 || operands[0] != operands[1] {
                return false;
            }
            if values.first().and_then(|&v| body_arg(v)).is_none() {
                return false;
            }
            rw.erase_op(op);
            return true;
        }
        if !is(false) {
            return false;
        }
        let results: Vec<Value> = op.results(ctx).collect();
        if values.len() != results.len() {
            return false;
        }
        let mut returned = Vec::with_capacity(values.len());
        for (&v, &r) in values.iter().zip(&results) {
            let Some(n) = body_arg(v) else { return false };
            let Some(&source) = operands.get(n) else { return false };
            let (from, to) = (source.ty(ctx), r.ty(ctx));
            if from != to && !cast_compatible(ctx, from, to) {
                return false;
            }
            returned.push((source, from != to, to));
        }
        let loc = op.loc(rw.ctx());
        let mut replacements = Vec::with_capacity(returned.len());
        for (source, cast, to) in returned {
            replacements.push(if cast {
                ods_dialect_tensor::CastOp::build(rw, loc, to, source).id().result(rw.ctx(), 0)
            } else {
                source
            });
        }
        rw.replace_op(op, &replacements);
        true
    }
}
