//! `affine.yield`, `affine.for` and `affine.if`.

use ods_ir::affine;
use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::registry::Traits;
use ods_ir::verify::op_error;
use ods_macros::Op;

/// Yield values to parent operation
///
/// The `affine.yield` operation yields zero or more SSA values from an
/// affine op region and terminates the region. The semantics of how the
/// values yielded are used is defined by the parent operation. If
/// `affine.yield` has any operands, the operands must match the parent
/// operation's results. If the parent operation defines no values, then
/// the `affine.yield` may be left out in the custom syntax and the builders
/// will insert one implicitly.
#[derive(Op, Clone, Copy)]
#[op(
    name = "affine.yield",
    traits(Pure, ReturnLike, Terminator),
    format = "attr-dict ($operands^ `:` type($operands))?",
    has_verifier
)]
pub struct YieldOp {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

impl YieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let parent = op.parent_op(ctx);
        if !parent.is_some_and(|p| matches!(p.name_str(ctx), "affine.for" | "affine.if" | "affine.parallel")) {
            return Err(op_error(ctx, op, "only terminates affine.if/for/parallel regions"));
        }
        let Some(parent) = parent else { return Ok(()) };
        let results: Vec<Value> = parent.results(ctx).collect();
        let operands = op.operands(ctx);
        if results.len() != operands.len() {
            return Err(op_error(ctx, op, "parent of yield must have same number of results as the yield operands"));
        }
        if results.iter().zip(operands).any(|(r, o)| r.ty(ctx) != o.ty(ctx)) {
            return Err(op_error(ctx, op, "types mismatch between yield op and its parent"));
        }
        Ok(())
    }
}

// ----- valid dimensions and symbols -----

/// Whether `v` is defined in `region` itself (an argument of its blocks or
/// a result of an op directly in it): MLIR's `isTopLevelValue(v, region)`.
fn is_top_level_in(ctx: &Context, v: Value, region: RegionId) -> bool {
    v.parent_region(ctx) == Some(region)
}

/// Whether `v` is defined directly in the region of an `AffineScope` op
/// (MLIR's `isTopLevelValue(v)`).
fn is_top_level(ctx: &Context, v: Value) -> bool {
    let parent = v.parent_block(ctx).and_then(|b| b.parent_op(ctx));
    parent.is_some_and(|p| p.has_trait(ctx, Traits::AFFINE_SCOPE))
}

/// The region, directly in an `AffineScope` op, that holds `op` (MLIR's
/// `getAffineScope`).
pub(crate) fn affine_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = cur.parent_op(ctx) {
        if parent.has_trait(ctx, Traits::AFFINE_SCOPE) {
            return cur.parent_region(ctx);
        }
        cur = parent;
    }
    None
}

/// For a value neither constant nor computed from symbols: whether it is
/// a symbol of the region around `region`'s op, which it dominates.
fn symbol_of_enclosing(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    let Some(region_op) = region.and_then(|r| r.parent_op(ctx)) else { return false };
    if region_op.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE) {
        return false;
    }
    match region_op.parent_region(ctx) {
        Some(outer) => is_valid_symbol(ctx, v, Some(outer)),
        None => false,
    }
}

/// The shaped value and the index a `memref.dim` or `tensor.dim` reads
/// (MLIR's `ShapedDimOpInterface`).
fn dim_operands(ctx: &Context, op: OpId) -> Option<(Value, Value)> {
    (matches!(op.name_str(ctx), "memref.dim" | "tensor.dim") && op.num_operands(ctx) == 2)
        .then(|| (op.operand(ctx, 0), op.operand(ctx, 1)))
}

/// Whether the op is `Pure` (MLIR's `isPure`: always speculatable and
/// free of memory effects).
fn is_pure(ctx: &Context, op: OpId) -> bool {
    op.has_trait(ctx, Traits::ALWAYS_SPECULATABLE) && ods_ir::effects::is_memory_effect_free(ctx, op)
}

/// The size at dimension `index` of the memref `op` (a `memref.alloc`,
/// `memref.view` or `memref.subview`) makes, when it is static or a valid
/// symbol (MLIR's `isMemRefSizeValidSymbol`).
fn is_memref_size_valid_symbol(ctx: &Context, op: OpId, index: usize, region: Option<RegionId>) -> bool {
    let Some(shape) = op.result(ctx, 0).ty(ctx).shape(ctx).map(<[i64]>::to_vec) else { return false };
    let Some(&size) = shape.get(index) else { return false };
    if size != ods_ir::types::DYNAMIC {
        return true;
    }
    let position = shape[..index].iter().filter(|d| **d == ods_ir::types::DYNAMIC).count();
    // The dynamic sizes: the first operands of an alloc; after the source
    // (and the byte shift of a view, or the offsets of a subview) otherwise.
    let sizes: Vec<Value> = match op.name_str(ctx) {
        "memref.alloc" => op.operands(ctx).to_vec(),
        "memref.view" => op.operands(ctx).get(2..).map(<[Value]>::to_vec).unwrap_or_default(),
        "memref.subview" => {
            let Some(segments) = op.attr_by_str(ctx, "operandSegmentSizes") else { return false };
            let segments = DenseI32ArrayAttr::value(ctx, segments).to_vec();
            let [_, offsets, sizes, _] = segments[..] else { return false };
            let start = 1 + offsets as usize;
            op.operands(ctx).get(start..start + sizes as usize).map(<[Value]>::to_vec).unwrap_or_default()
        }
        _ => return false,
    };
    sizes.get(position).is_some_and(|&v| is_valid_symbol(ctx, v, region))
}

/// MLIR's `isDimOpValidSymbol`: the dimension of a top-level shaped value,
/// or a constant dimension of an alloc, view or subview (through casts)
/// whose size there is static or a valid symbol.
fn is_dim_valid_symbol(ctx: &Context, source: Value, index: Value, region: Option<RegionId>) -> bool {
    if is_top_level(ctx, source) {
        return true;
    }
    let Some(mut op) = source.defining_op(ctx) else { return false };
    let Some(i) = ods_ir::rewrite::constant_value(ctx, index).and_then(|a| a.as_i64(ctx)) else { return false };
    while op.name_str(ctx) == "memref.cast" {
        let inner = op.operand(ctx, 0);
        if matches!(inner.ty(ctx).kind(ctx), ods_ir::types::TypeKind::UnrankedMemRef { .. }) {
            return false;
        }
        let Some(def) = inner.defining_op(ctx) else { return false };
        op = def;
    }
    usize::try_from(i).is_ok_and(|i| is_memref_size_valid_symbol(ctx, op, i, region))
}

/// Whether `v` may be used as an affine symbol in `region` (MLIR's
/// `isValidSymbol(value, region)`): a top-level value of the region, a
/// constant, the result of a `Pure` op whose operands are symbols, a
/// dimension of a top-level shaped value (or of an allocation of a symbol
/// size), or a symbol of an enclosing region it dominates.
pub fn is_valid_symbol(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !v.ty(ctx).is_index(ctx) {
        return false;
    }
    if region.is_some_and(|r| is_top_level_in(ctx, v, r)) {
        return true;
    }
    let Some(def) = v.defining_op(ctx) else { return symbol_of_enclosing(ctx, v, region) };
    if def.has_trait(ctx, Traits::CONSTANT_LIKE) {
        return true;
    }
    if is_pure(ctx, def) && def.operands(ctx).iter().all(|&o| is_valid_symbol(ctx, o, region)) {
        return true;
    }
    if let Some((source, index)) = dim_operands(ctx, def) {
        return is_dim_valid_symbol(ctx, source, index, region);
    }
    symbol_of_enclosing(ctx, v, region)
}

/// Whether `v` is the induction variable of an `affine.for` or
/// `affine.parallel` (MLIR's `isAffineInductionVar`).
fn is_affine_induction_var(ctx: &Context, v: Value) -> bool {
    let Some(parent) = v.owner_block(ctx).and_then(|b| b.parent_op(ctx)) else { return false };
    match parent.name_str(ctx) {
        "affine.for" => v.index(ctx) == 0,
        "affine.parallel" => true,
        _ => false,
    }
}

/// Whether `v` may be used as an affine dimension in `region` (MLIR's
/// `isValidDim(value, region)`): a symbol, an induction variable of
/// `affine.for` or `affine.parallel`, an `affine.apply` of dimensions, or a
/// dimension of a top-level shaped value.
pub fn is_valid_dim(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !v.ty(ctx).is_index(ctx) {
        return false;
    }
    if is_valid_symbol(ctx, v, region) {
        return true;
    }
    let Some(def) = v.defining_op(ctx) else { return is_affine_induction_var(ctx, v) };
    if def.name_str(ctx) == "affine.apply" {
        return def.operands(ctx).iter().all(|&o| is_valid_dim(ctx, o, region));
    }
    dim_operands(ctx, def).is_some_and(|(s, _)| is_top_level(ctx, s))
}

/// Whether `v` is a valid symbol wherever it is used (MLIR's
/// `isValidSymbol(value)`): top-level, or a symbol of the scope its
/// defining op is in.
pub fn is_valid_symbol_anywhere(ctx: &Context, v: Value) -> bool {
    if !v.ty(ctx).is_index(ctx) {
        return false;
    }
    if is_top_level(ctx, v) {
        return true;
    }
    v.defining_op(ctx).is_some_and(|d| is_valid_symbol(ctx, v, affine_scope(ctx, d)))
}

/// Whether `v` is a valid dimension wherever it is used (MLIR's
/// `isValidDim(value)`).
pub fn is_valid_dim_anywhere(ctx: &Context, v: Value) -> bool {
    if !v.ty(ctx).is_index(ctx) {
        return false;
    }
    if let Some(d) = v.defining_op(ctx) {
        return is_valid_dim(ctx, v, affine_scope(ctx, d));
    }
    if is_affine_induction_var(ctx, v) {
        return true;
    }
    let parent = v.owner_block(ctx).and_then(|b| b.parent_op(ctx));
    parent.is_some_and(|p| p.has_trait(ctx, Traits::AFFINE_SCOPE))
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// must be valid dimensions, the others valid symbols, in `op`'s scope.
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, v, scope) {
                return Err(op_error(ctx, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(ctx, v, scope) {
            return Err(op_error(ctx, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ----- for -----

/// for operation
///
/// The `affine.for` operation represents an affine loop nest. It has one
/// region containing its body, a single block that ends with
/// `affine.yield`. Its lower bound is the maximum of the results of an
/// affine map, its upper bound (exclusive) the minimum of another's; the
/// step is a positive constant. Loop-carried values (`iter_args`) are
/// block arguments after the induction variable, and the op's results.
///
/// ```mlir
/// affine.for %i = 0 to %n step 2 {
///   ...
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "affine.for",
    traits(
        AttrSizedOperandSegments,
        AutomaticAllocationScope,
        SingleBlockImplicitTerminator("affine.yield"),
        RecursiveMemoryEffects
    ),
    custom_assembly,
    has_region_verifier
)]
pub struct ForOp {
    op: OpId,
    /// The operands of the lower bound map.
    lowerBoundOperands: Variadic<Index>,
    /// The operands of the upper bound map.
    upperBoundOperands: Variadic<Index>,
    /// The initial loop-carried values.
    inits: Variadic<AnyType>,
    /// The lower bound: the largest of its results.
    lowerBoundMap: Attribute<AffineMapAttr>,
    /// The upper bound (exclusive): the smallest of its results.
    upperBoundMap: Attribute<AffineMapAttr>,
    /// The step.
    step: Attribute<IndexAttr>,
    /// The final loop-carried values.
    results: VariadicResult<AnyType>,
    /// The body.
    region: Region<SizedRegion<1>>,
}

/// One bound of `affine.for` (MLIR's `parseBound`): `%s` (the map
/// `()[s0] -> (s0)`), an integer (a constant map), or `[max|min] #map(dims)[syms]`.
/// Resolves the operands into `state` and returns the map.
fn parse_bound(p: &mut OpParser<'_, '_>, state: &mut OperationState, is_lower: bool) -> PResult<Attr> {
    let prefixed = p.parse_optional_keyword(if is_lower { "max" } else { "min" });
    let index = p.ctx().index_type();
    let mut ssa = Vec::new();
    if p.peek(Tok::PercentIdent) {
        ssa = p.parse_operand_list()?;
    }
    if !ssa.is_empty() {
        if ssa.len() > 1 {
            let at = p.op_pos();
            return Err(p.error_at(at, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(&ssa[0], index)?;
        state.operands.push(v);
        return Ok(map_attr(p.ctx_mut(), "()[s0] -> (s0)"));
    }
    let attr_at = p.pos();
    let a = p.parse_attribute(Some(index))?;
    let kind = a.kind(p.ctx()).clone();
    match kind {
        AttrKind::AffineMap(text) => {
            let (dims, syms) = crate::parse_dims_and_symbols(p)?;
            crate::resolve_index_operands(p, &dims, &syms, &mut state.operands)?;
            let at = p.op_pos();
            if affine::num_dims(&text) != dims.len() {
                return Err(p.error_at(at, "dim operand count and affine map dim count must match"));
            }
            if affine::num_symbols(&text) != syms.len() {
                return Err(p.error_at(at, "symbol operand count and affine map symbol count must match"));
            }
            if affine::num_results(&text) > 1 && !prefixed {
                let msg = if is_lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(attr_at, msg));
            }
            Ok(a)
        }
        AttrKind::Integer { .. } => {
            let c = a.as_i64(p.ctx()).unwrap_or_default();
            Ok(map_attr(p.ctx_mut(), &format!("() -> ({c})")))
        }
        _ => {
            let at = p.op_pos();
            Err(p.error_at(at, "expected valid affine map representation for loop bounds"))
        }
    }
}

/// The attribute of a map given as normalized text.
fn map_attr(ctx: &mut Context, text: &str) -> Attr {
    ctx.get_attr(AttrKind::AffineMap(text.into()))
}

/// One bound as MLIR's `printBound` writes it: a constant, a lone symbol
/// operand, or the map (after `prefix` when it has several results) with
/// its operands.
fn print_bound(p: &mut OpPrinter<'_, '_>, map: Attr, operands: &[Value], prefix: &str) {
    let ctx = p.ctx();
    let text = crate::affine_text(ctx, map).unwrap_or_default().to_owned();
    let (num_dims, num_syms) = (affine::num_dims(&text), affine::num_symbols(&text));
    let kinds = affine::result_kinds(&text);
    if let [only] = kinds[..] {
        match only {
            affine::ResultKind::Const(c) if num_dims == 0 && num_syms == 0 => {
                p.write(&c.to_string());
                return;
            }
            affine::ResultKind::Sym(_) if num_dims == 0 && num_syms == 1 && !operands.is_empty() => {
                p.print_operand(operands[0]);
                return;
            }
            _ => {}
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(map);
    crate::print_dims_and_symbols(p, operands, num_dims);
}

impl ForOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let index = p.ctx().index_type();
        let iv = p.parse_untyped_argument()?;
        p.parse_punct(Tok::Equal)?;
        let start = state.operands.len();
        let lb = parse_bound(p, state, true)?;
        let num_lb = state.operands.len() - start;
        if !p.parse_optional_keyword("to") {
            return Err(p.error("expected 'to' between bounds"));
        }
        let start = state.operands.len();
        let ub = parse_bound(p, state, false)?;
        let num_ub = state.operands.len() - start;
        let step = if p.parse_optional_keyword("step") {
            let at = p.pos();
            let a = p.parse_attribute(Some(index))?;
            if !matches!(a.kind(p.ctx()), AttrKind::Integer { .. }) {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            if a.as_i64(p.ctx()).is_some_and(|v| v < 0) {
                return Err(p.error_at(at, "expected step to be representable as a positive signed integer"));
            }
            a
        } else {
            p.ctx().index_attr(1)
        };
        let mut args = vec![iv.typed(index)];
        let mut num_inits = 0;
        if p.parse_optional_keyword("iter_args") {
            let (iter_args, inits) = p.parse_assignment_list()?;
            let types = p.parse_arrow_type_list()?;
            for ((a, u), t) in iter_args.iter().zip(&inits).zip(&types) {
                args.push(a.typed(*t));
                let v = p.resolve_operand(u, *t)?;
                state.operands.push(v);
                num_inits += 1;
            }
            if iter_args.len() != types.len() {
                let at = p.op_pos();
                return Err(p.error_at(at, "mismatch between the number of loop-carried values and results"));
            }
            state.result_types.extend(types);
        }
        let ctx = p.ctx();
        for (name, a) in [("lowerBoundMap", lb), ("upperBoundMap", ub), ("step", step)] {
            let k = ctx.intern(name);
            state.add_attr(k, a);
        }
        let element = ctx.i32_type();
        let data = [num_lb as u128, num_ub as u128, num_inits as u128].into();
        let seg = ctx.get_attr(AttrKind::DenseArray { element, data });
        let k = ctx.intern("operandSegmentSizes");
        state.add_attr(k, seg);
        let r = p.parse_region(&args, false)?;
        let loc = state.loc;
        p.ensure_terminator(r, "affine.yield", loc);
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let body = self.region(ctx);
        let args: Vec<Value> = body.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        let Some(&iv) = args.first() else { return };
        let (lb, ub) = (self.lowerBoundOperands(ctx).to_vec(), self.upperBoundOperands(ctx).to_vec());
        let (lb_map, ub_map) = (self.lowerBoundMap(ctx), self.upperBoundMap(ctx));
        let step = self.step(ctx);
        let inits = self.inits(ctx).to_vec();
        p.write(" ");
        p.print_untyped_region_argument(iv);
        p.write(" = ");
        print_bound(p, lb_map, &lb, "max");
        p.write(" to ");
        print_bound(p, ub_map, &ub, "min");
        if step != 1 {
            p.write(&format!(" step {step}"));
        }
        if !inits.is_empty() {
            p.write(" iter_args(");
            for (i, (a, v)) in args[1..].iter().zip(&inits).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_operand(*a);
                p.write(" = ");
                p.print_operand(*v);
            }
            p.write(") -> (");
            let types = op.result_types(p.ctx());
            p.print_types(&types);
            p.write(")");
        }
        p.write(" ");
        p.print_region(body, RegionStyle::default().without_entry_args().terminators(!inits.is_empty()));
        p.print_optional_attr_dict(op, &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"]);
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let body = self.region(ctx).entry_block(ctx);
        let args = body.map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        if args.first().is_none_or(|a| !a.ty(ctx).is_index(ctx)) {
            return Err(op_error(ctx, op, "expected body to have a single index argument for the induction variable"));
        }
        for (map, operands) in [
            (self.lowerBoundMap(ctx), self.lowerBoundOperands(ctx)),
            (self.upperBoundMap(ctx), self.upperBoundOperands(ctx)),
        ] {
            let text = crate::affine_text(ctx, map).unwrap_or_default();
            if affine::num_dims(text) + affine::num_symbols(text) > 0 {
                verify_dims_and_symbols(ctx, op, operands, affine::num_dims(text))?;
            }
        }
        let num_results = op.results(ctx).count();
        if num_results == 0 {
            return Ok(());
        }
        if self.inits(ctx).len() != num_results {
            return Err(op_error(ctx, op, "mismatch between the number of loop-carried values and results"));
        }
        if args.len() - 1 != num_results {
            return Err(op_error(ctx, op, "mismatch between the number of basic block args and results"));
        }
        Ok(())
    }
}

// ----- if -----

/// if-then-else operation
///
/// The `affine.if` operation restricts execution to a subset of the loop
/// iteration space defined by an integer set (a conjunction of affine
/// constraints) applied to its dimension and symbol operands. Its "then"
/// region has one block; the "else" region has one block or none. When the
/// op has results, both regions end with `affine.yield`.
///
/// ```mlir
/// affine.if #set(%i)[%n] {
///   ...
/// } else {
///   ...
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "affine.if",
    traits(SingleBlockImplicitTerminator("affine.yield"), RecursiveMemoryEffects, NoRegionArguments),
    custom_assembly,
    has_verifier,
    has_folder,
    has_canonicalizer
)]
pub struct IfOp {
    op: OpId,
    /// The dimension operands of the set, then its symbol operands.
    operands: Variadic<AnyType>,
    /// The condition.
    condition: Attribute<IntegerSetAttr>,
    /// The values the taken region yields.
    results: VariadicResult<AnyType>,
    /// Run when the condition holds.
    thenRegion: Region<SizedRegion<1>>,
    /// Run otherwise (may be empty).
    elseRegion: Region<AnyRegion>,
}

impl IfOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.pos();
        let set = p.parse_attribute(None)?;
        let Some(text) = (match set.kind(p.ctx()) {
            AttrKind::IntegerSet(t) => Some(t.to_string()),
            _ => None,
        }) else {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        };
        let k = p.ctx().intern("condition");
        state.add_attr(k, set);
        let (dims, syms) = crate::parse_dims_and_symbols(p)?;
        crate::resolve_index_operands(p, &dims, &syms, &mut state.operands)?;
        let at = p.op_pos();
        if affine::num_dims(&text) != dims.len() {
            return Err(p.error_at(at, "dim operand count and integer set dim count must match"));
        }
        if affine::num_symbols(&text) != syms.len() {
            return Err(p.error_at(at, "symbol operand count and integer set symbol count must match"));
        }
        let types = p.parse_optional_arrow_type_list()?;
        state.result_types.extend(types);
        let loc = state.loc;
        let then_region = p.parse_region(&[], false)?;
        p.ensure_terminator(then_region, "affine.yield", loc);
        state.regions.push(then_region);
        let else_region = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[], false)?;
            p.ensure_terminator(r, "affine.yield", loc);
            r
        } else {
            p.ctx_mut().create_region()
        };
        state.regions.push(else_region);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let set = self.condition(ctx);
        let num_dims = crate::affine_text(ctx, set).map_or(0, affine::num_dims);
        let operands = op.operands(ctx).to_vec();
        let types = op.result_types(ctx);
        let (then_region, else_region) = (self.thenRegion(ctx), self.elseRegion(ctx));
        let has_else = else_region.entry_block(ctx).is_some();
        p.write(" ");
        p.print_attribute(set);
        crate::print_dims_and_symbols(p, &operands, num_dims);
        if !types.is_empty() {
            p.write(" -> ");
            let single =
                types.len() == 1 && !matches!(types[0].kind(p.ctx()), ods_ir::types::TypeKind::Function { .. });
            if single {
                p.print_type(types[0]);
            } else {
                p.write("(");
                p.print_types(&types);
                p.write(")");
            }
        }
        let style = RegionStyle::default().without_entry_args().terminators(!types.is_empty());
        p.write(" ");
        p.print_region(then_region, style);
        if has_else {
            p.write(" else ");
            p.print_region(else_region, style);
        }
        p.print_optional_attr_dict(op, &["condition"]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let text = crate::affine_text(ctx, self.condition(ctx)).unwrap_or_default();
        let operands = op.operands(ctx);
        let num_dims = affine::num_dims(text);
        if operands.len() != num_dims + affine::num_symbols(text) {
            return Err(op_error(
                ctx,
                op,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        verify_dims_and_symbols(ctx, op, operands, num_dims)
    }
    /// The `affine.apply` ops defining operands are composed into the set,
    /// then the set and its operands are canonicalized, in place (MLIR's
    /// `AffineIfOp::fold`).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        let text = crate::affine_text(ctx, self.condition(ctx)).unwrap_or_default().to_owned();
        let Some(mut set) = affine::AffineMap::parse(&text) else { return FoldResult::Failure };
        let old = op.operands(ctx).to_vec();
        if set.num_dims() + set.num_symbols() != old.len() {
            return FoldResult::Failure;
        }
        let mut operands = old.clone();
        if operands.iter().any(|v| v.defining_op(ctx).is_some_and(|d| d.name_str(ctx) == "affine.apply")) {
            crate::compose_map_and_operands(ctx, &mut set, &mut operands);
        }
        crate::canonicalize_map_and_operands(ctx, &mut set, &mut operands);
        let new_text = set.text();
        if new_text == text && operands == old {
            return FoldResult::Failure;
        }
        let condition = ctx.get_attr(AttrKind::IntegerSet(new_text.into()));
        let key = ctx.intern("condition");
        ctx.set_attr(op, key, condition);
        ctx.set_operands(op, &operands);
        FoldResult::InPlace
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyDeadElse);
        set.add(AlwaysTrueOrFalseIf);
    }
}

/// An else block holding only its terminator goes, when the op has no
/// results (MLIR's `SimplifyDeadElse`).
struct SimplifyDeadElse;

impl RewritePattern for SimplifyDeadElse {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(if_op) = IfOp::cast(ctx, op) else { return false };
        let Some(block) = if_op.elseRegion(ctx).entry_block(ctx) else { return false };
        if block.ops(ctx).len() != 1 || op.num_results(ctx) != 0 {
            return false;
        }
        rw.notify_modified(op);
        rw.erase_block(block).is_ok()
    }
}

/// The constraints of a normalized integer set (`(d0) : (d0 >= 0)` has
/// `d0 >= 0`).
fn set_constraints(text: &str) -> Option<&str> {
    text.split_once(" : (")?.1.strip_suffix(')')
}

/// An `affine.if` whose set is the empty set (`1 == 0`) or holds always
/// (`0 == 0`) is the block taken, or goes (MLIR's `AlwaysTrueOrFalseIf`).
struct AlwaysTrueOrFalseIf;

impl RewritePattern for AlwaysTrueOrFalseIf {
    fn root(&self) -> Option<&'static str> {
        Some("affine.if")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(if_op) = IfOp::cast(ctx, op) else { return false };
        let text = crate::affine_text(ctx, if_op.condition(ctx)).unwrap_or_default();
        let constraints = set_constraints(text);
        let region = match constraints {
            Some("1 == 0") => {
                let else_region = if_op.elseRegion(ctx);
                if op.num_results(ctx) == 0 && else_region.entry_block(ctx).is_none() {
                    rw.erase_op(op);
                    return true;
                }
                else_region
            }
            Some("0 == 0") => if_op.thenRegion(ctx),
            _ => return false,
        };
        let Some(block) = region.entry_block(ctx) else { return false };
        let Some(term) = block.last_op(ctx) else { return false };
        let yielded = term.operands(ctx).to_vec();
        for o in block.ops(rw.ctx()) {
            rw.move_op_before(o, op);
        }
        if rw.erase_block(block).is_err() {
            return false;
        }
        rw.replace_op(op, &yielded);
        rw.erase_op(term);
        true
    }
}
