//! `affine.load`, `affine.store`, `affine.vector_load` and
//! `affine.vector_store`: memory accesses whose indices are an affine map
//! of SSA values (`%m[%i + 1, symbol(%n)]`), with MLIR's verifiers, folds
//! and the canonicalization that composes `affine.apply` producers into the
//! map (`SimplifyAffineOp`).

use crate::control::{is_valid_dim_anywhere, is_valid_symbol_anywhere, verify_dims_and_symbols};
use ods_ir::affine::{self, AffineMap, Replacement};
use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::type_constraint!(
    /// `AnyVectorOfNonZeroRank`.
    pub AnyVectorOfNonZeroRank, "vector of any type values",
    |ctx, t| t.is_vector(ctx) && t.rank(ctx).is_some_and(|r| r > 0),
    class Vector
);

/// affine load operation
///
/// The `affine.load` op reads an element from a memref, where the index
/// for each memref dimension is an affine expression of loop induction
/// variables and symbols; the keyword `symbol` marks SSA values used as
/// symbols. The result has the memref's element type.
///
/// ```mlir
/// %1 = affine.load %0[%i0 + 3, %i1 + symbol(%n)] : memref<100x100xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.load", custom_assembly, has_verifier, has_folder, has_canonicalizer)]
pub struct LoadOp {
    op: OpId,
    /// The reference to load from.
    #[op(effects(MemRead))]
    memref: Operand<AnyMemRef>,
    /// The dimension operands of the map, then its symbol operands.
    indices: Variadic<Index>,
    /// The position, an affine map of the indices.
    map: Attribute<AffineMapAttr>,
    /// The element.
    result: OpResult<AnyType>,
}

/// affine store operation
///
/// The `affine.store` op writes an element to a memref, where the index
/// for each memref dimension is an affine expression of loop induction
/// variables and symbols; the value has the memref's element type.
///
/// ```mlir
/// affine.store %v0, %0[%i0 + 3, %i1 + symbol(%n)] : memref<100x100xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.store", custom_assembly, has_verifier, has_folder, has_canonicalizer)]
pub struct StoreOp {
    op: OpId,
    /// The value stored.
    value: Operand<AnyType>,
    /// The reference to store to.
    #[op(effects(MemWrite))]
    memref: Operand<AnyMemRef>,
    /// The dimension operands of the map, then its symbol operands.
    indices: Variadic<Index>,
    /// The position, an affine map of the indices.
    map: Attribute<AffineMapAttr>,
}

/// affine vector load operation
///
/// The vector counterpart of `affine.load`: reads a vector slice from a
/// memref at an affine position, the vector's element type being the
/// memref's.
///
/// ```mlir
/// %1 = affine.vector_load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.vector_load", custom_assembly, has_verifier, has_canonicalizer)]
pub struct VectorLoadOp {
    op: OpId,
    /// The reference to load from.
    #[op(effects(MemRead))]
    memref: Operand<AnyMemRef>,
    /// The dimension operands of the map, then its symbol operands.
    indices: Variadic<Index>,
    /// The position, an affine map of the indices.
    map: Attribute<AffineMapAttr>,
    /// The slice.
    result: OpResult<AnyVectorOfNonZeroRank>,
}

/// affine vector store operation
///
/// The vector counterpart of `affine.store`: writes a vector slice to a
/// memref at an affine position.
///
/// ```mlir
/// affine.vector_store %v0, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "affine.vector_store", custom_assembly, has_verifier, has_canonicalizer)]
pub struct VectorStoreOp {
    op: OpId,
    /// The slice stored.
    value: Operand<AnyVectorOfNonZeroRank>,
    /// The reference to store to.
    #[op(effects(MemWrite))]
    memref: Operand<AnyMemRef>,
    /// The dimension operands of the map, then its symbol operands.
    indices: Variadic<Index>,
    /// The position, an affine map of the indices.
    map: Attribute<AffineMapAttr>,
}

/// The memory ops of this file, told apart where they differ.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Load,
    Store,
    VectorLoad,
    VectorStore,
}

impl Access {
    fn of(ctx: &Context, op: OpId) -> Option<Access> {
        Some(match op.name_str(ctx) {
            "affine.load" => Access::Load,
            "affine.store" => Access::Store,
            "affine.vector_load" => Access::VectorLoad,
            "affine.vector_store" => Access::VectorStore,
            _ => return None,
        })
    }
    /// The operand holding the memref; the map operands follow it.
    fn memref_index(self) -> usize {
        match self {
            Access::Load | Access::VectorLoad => 0,
            Access::Store | Access::VectorStore => 1,
        }
    }
    fn stores(self) -> bool {
        matches!(self, Access::Store | Access::VectorStore)
    }
    fn vector(self) -> bool {
        matches!(self, Access::VectorLoad | Access::VectorStore)
    }
}

/// MLIR's error for a type of another class than `parseColonType<T>` reads.
fn wrong_type(p: &mut OpParser<'_, '_>, at: u32, class: &str, t: Type) -> Diagnostic {
    let s = ods_ir::print::type_to_string(p.ctx(), t);
    p.error_at(at, format!("invalid kind of type specified: expected builtin.{class}, but found '{s}'"))
}

/// `[value ,] %memref [map] attr-dict : memref-type [, vector-type]`
/// (MLIR's parsers of the four ops).
fn parse_access(p: &mut OpParser<'_, '_>, state: &mut OperationState, access: Access) -> PResult<()> {
    let value = if access.stores() {
        let v = p.parse_operand()?;
        p.parse_punct(Tok::Comma)?;
        Some(v)
    } else {
        None
    };
    let memref = p.parse_operand()?;
    let (map, map_operands) = p.parse_affine_map_of_ssa_ids()?;
    let key = p.ctx().intern("map");
    state.add_attr(key, map);
    p.parse_optional_attr_dict(state)?;
    // MLIR's `parseColonType<MemRefType>` reports a wrong type at the colon.
    let at = p.pos();
    p.parse_punct(Tok::Colon)?;
    let memref_ty = p.parse_type()?;
    if !matches!(memref_ty.kind(p.ctx()), TypeKind::MemRef { .. }) {
        return Err(wrong_type(p, at, "memref", memref_ty));
    }
    let vector_ty = if access.vector() {
        p.parse_punct(Tok::Comma)?;
        let at = p.pos();
        let t = p.parse_type()?;
        if !t.is_vector(p.ctx()) {
            return Err(wrong_type(p, at, "vector", t));
        }
        Some(t)
    } else {
        None
    };
    let element = memref_ty.element_type(p.ctx()).unwrap_or(memref_ty);
    if let Some(v) = &value {
        let v = p.resolve_operand(v, vector_ty.unwrap_or(element))?;
        state.operands.push(v);
    }
    let m = p.resolve_operand(&memref, memref_ty)?;
    state.operands.push(m);
    let index = p.ctx().index_type();
    for u in &map_operands {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    if !access.stores() {
        state.result_types.push(vector_ty.unwrap_or(element));
    }
    Ok(())
}

/// The custom form of the four ops (MLIR's printers).
fn print_access(p: &mut OpPrinter<'_, '_>, op: OpId, access: Access) {
    let ctx = p.ctx();
    let operands = op.operands(ctx).to_vec();
    let i = access.memref_index();
    let (Some(&memref), Some(map)) = (operands.get(i), op.attr_by_str(ctx, "map")) else { return };
    let memref_ty = memref.ty(ctx);
    let vector_ty = match access {
        Access::VectorLoad => op.results(ctx).next().map(|r| r.ty(ctx)),
        Access::VectorStore => operands.first().map(|v| v.ty(ctx)),
        _ => None,
    };
    p.write(" ");
    if access.stores() {
        p.print_operand(operands[0]);
        p.write(", ");
    }
    p.print_operand(memref);
    p.write("[");
    p.print_affine_map_of_ssa_ids(map, &operands[i + 1..]);
    p.write("]");
    p.print_optional_attr_dict(op, &["map"]);
    p.write(" : ");
    p.print_type(memref_ty);
    if let Some(t) = vector_ty {
        p.write(", ");
        p.print_type(t);
    }
}

/// The text of an affine map attribute.
fn map_text(ctx: &Context, a: Attr) -> String {
    crate::affine_text(ctx, a).unwrap_or_default().to_owned()
}

/// MLIR's `verifyMemoryOpIndexing`: the map has a result per memref
/// dimension and an input per index, dimensions are valid dimensions and
/// symbols valid symbols.
fn verify_indexing(ctx: &Context, op: OpId, access: Access) -> Result<(), Diagnostic> {
    let i = access.memref_index();
    let operands = op.operands(ctx);
    let (memref, map_operands) = (operands[i], &operands[i + 1..]);
    let text = op.attr_by_str(ctx, "map").map(|m| map_text(ctx, m)).unwrap_or_default();
    let rank = memref.ty(ctx).rank(ctx).unwrap_or(0);
    if affine::num_results(&text) != rank {
        return Err(op_error(ctx, op, "affine map num results must equal memref rank"));
    }
    let num_dims = affine::num_dims(&text);
    if num_dims + affine::num_symbols(&text) != map_operands.len() {
        return Err(op_error(ctx, op, "expects as many subscripts as affine map inputs"));
    }
    if map_operands.iter().any(|v| !v.ty(ctx).is_index(ctx)) {
        return Err(op_error(ctx, op, "index to load must have 'index' type"));
    }
    verify_dims_and_symbols(ctx, op, map_operands, num_dims)
}

/// The element type of the memref operand.
fn memref_element(ctx: &Context, op: OpId, access: Access) -> Option<Type> {
    op.operand(ctx, access.memref_index()).ty(ctx).element_type(ctx)
}

/// MLIR's `verifyVectorMemoryOp`.
fn verify_vector_elements(ctx: &Context, op: OpId, access: Access, vector: Type) -> Result<(), Diagnostic> {
    if memref_element(ctx, op, access) != vector.element_type(ctx) {
        return Err(op_error(ctx, op, "requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

impl LoadOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_access(p, state, Access::Load)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_access(p, self.id(), Access::Load);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        if Some(self.result(ctx).ty(ctx)) != memref_element(ctx, op, Access::Load) {
            return Err(op_error(ctx, op, "result type must match element type of memref"));
        }
        verify_indexing(ctx, op, Access::Load)
    }
    /// A cast of the memref that only forgets static information is
    /// skipped; a load of a constant `memref.global` is its element.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        if ods_dialect_memref::fold_memref_cast(ctx, op, None) {
            return FoldResult::InPlace;
        }
        match global_element(ctx, op) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyAffineAccess { name: "affine.load" });
    }
}

impl StoreOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_access(p, state, Access::Store)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_access(p, self.id(), Access::Store);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        if Some(self.value(ctx).ty(ctx)) != memref_element(ctx, op, Access::Store) {
            return Err(op_error(ctx, op, "value to store must have the same type as memref element type"));
        }
        verify_indexing(ctx, op, Access::Store)
    }
    /// A cast of the memref that only forgets static information is
    /// skipped (not of the value stored).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let value = self.value(ctx);
        if ods_dialect_memref::fold_memref_cast(ctx, self.id(), Some(value)) {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyAffineAccess { name: "affine.store" });
    }
}

impl VectorLoadOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_access(p, state, Access::VectorLoad)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_access(p, self.id(), Access::VectorLoad);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        verify_indexing(ctx, op, Access::VectorLoad)?;
        verify_vector_elements(ctx, op, Access::VectorLoad, self.result(ctx).ty(ctx))
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyAffineAccess { name: "affine.vector_load" });
    }
}

impl VectorStoreOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_access(p, state, Access::VectorStore)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_access(p, self.id(), Access::VectorStore);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        verify_indexing(ctx, op, Access::VectorStore)?;
        verify_vector_elements(ctx, op, Access::VectorStore, self.value(ctx).ty(ctx))
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyAffineAccess { name: "affine.vector_store" });
    }
}

/// The element a load of a constant `memref.global` reads: any element of
/// a splat, else the one at the map's constant position.
fn global_element(ctx: &Context, op: OpId) -> Option<Attr> {
    let get = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == "memref.get_global")?;
    let name = ods_ir::symbol_table::symbol_ref_root(ctx, get.attr_by_str(ctx, "name")?)?;
    let table = ods_ir::symbol_table::nearest_symbol_table(ctx, get)?;
    let global = ods_ir::symbol_table::lookup_symbol_in(ctx, table, name)?;
    if global.name_str(ctx) != "memref.global" || global.attr_by_str(ctx, "constant").is_none() {
        return None;
    }
    let AttrKind::DenseElements { ty, splat, data } = global.attr_by_str(ctx, "initial_value")?.kind(ctx) else {
        return None;
    };
    let element = ty.element_type(ctx)?;
    let index = if *splat {
        0
    } else {
        let map = AffineMap::parse(&map_text(ctx, op.attr_by_str(ctx, "map")?))?;
        let position = map.constant_results()?;
        let shape = ty.shape(ctx)?;
        let mut linear = 0usize;
        for (&p, &d) in position.iter().zip(shape) {
            let p = usize::try_from(p).ok().filter(|p| (*p as i64) < d)?;
            linear = linear.checked_mul(usize::try_from(d).ok()?)?.checked_add(p)?;
        }
        linear
    };
    let bits = data.get(index);
    match element.kind(ctx) {
        TypeKind::Float(_) => {
            Some(ctx.get_attr(AttrKind::Float { ty: element, bits: ods_ir::attrs::Bits128::new(bits) }))
        }
        TypeKind::Integer { width, .. } if *width <= 128 => {
            let shift = 128 - *width;
            Some(ctx.integer_attr(element, ((bits << shift) as i128) >> shift))
        }
        TypeKind::Index => Some(ctx.integer_attr(element, bits as u64 as i64 as i128)),
        _ => None,
    }
}

// ----- composing maps -----

/// The constant integer a constant op defines `v` as.
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let a = constant_value(ctx, v)?;
    matches!(a.kind(ctx), AttrKind::Integer { .. }).then(|| a.as_i64(ctx)).flatten()
}

/// MLIR's `canonicalizeMapAndOperands`: dimensions that are valid symbols
/// become symbols and symbols that are only valid dimensions dimensions;
/// unused and repeated operands go, constant symbols become constants.
pub fn canonicalize_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    // Dimensions that are valid symbols become the last symbols.
    let (nd, ns) = (map.num_dims(), map.num_symbols());
    let mut dims_repl = Vec::with_capacity(nd);
    let (mut kept, mut promoted) = (Vec::new(), Vec::new());
    for &v in &operands[..nd] {
        if is_valid_symbol_anywhere(ctx, v) {
            dims_repl.push(Some(Replacement::Sym(ns + promoted.len())));
            promoted.push(v);
        } else {
            dims_repl.push(Some(Replacement::Dim(kept.len())));
            kept.push(v);
        }
    }
    let (new_dims, new_syms) = (kept.len(), ns + promoted.len());
    kept.extend_from_slice(&operands[nd..]);
    kept.extend(promoted);
    *operands = kept;
    map.replace_dims_and_symbols(&dims_repl, &[], new_dims, new_syms);
    // Symbols that are valid dimensions but no valid symbols become the
    // last dimensions.
    let (nd, ns) = (map.num_dims(), map.num_symbols());
    let mut syms_repl = Vec::with_capacity(ns);
    let (mut demoted, mut syms) = (Vec::new(), Vec::new());
    for &v in &operands[nd..] {
        if is_valid_dim_anywhere(ctx, v) && !is_valid_symbol_anywhere(ctx, v) {
            syms_repl.push(Some(Replacement::Dim(nd + demoted.len())));
            demoted.push(v);
        } else {
            syms_repl.push(Some(Replacement::Sym(syms.len())));
            syms.push(v);
        }
    }
    let (new_dims, new_syms) = (nd + demoted.len(), syms.len());
    let mut all = operands[..nd].to_vec();
    all.extend(demoted);
    all.extend(syms);
    *operands = all;
    map.replace_dims_and_symbols(&[], &syms_repl, new_dims, new_syms);
    // Unused inputs go, repeated operands share one input, constant
    // symbols become constants.
    let (nd, ns) = (map.num_dims(), map.num_symbols());
    let (used_dims, used_syms) = map.used_inputs();
    let mut result = Vec::new();
    let mut dims_repl = vec![None; nd];
    let mut seen: Vec<(Value, Replacement)> = Vec::new();
    let mut next_dim = 0;
    for i in (0..nd).filter(|&i| used_dims[i]) {
        let v = operands[i];
        dims_repl[i] = Some(match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, r)) => r,
            None => {
                let r = Replacement::Dim(next_dim);
                next_dim += 1;
                result.push(v);
                seen.push((v, r));
                r
            }
        });
    }
    let mut syms_repl = vec![None; ns];
    let mut seen: Vec<(Value, Replacement)> = Vec::new();
    let mut next_sym = 0;
    for i in (0..ns).filter(|&i| used_syms[i]) {
        let v = operands[nd + i];
        if let Some(c) = constant_int(ctx, v) {
            syms_repl[i] = Some(Replacement::Const(c));
            continue;
        }
        syms_repl[i] = Some(match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, r)) => r,
            None => {
                let r = Replacement::Sym(next_sym);
                next_sym += 1;
                result.push(v);
                seen.push((v, r));
                r
            }
        });
    }
    map.replace_dims_and_symbols(&dims_repl, &syms_repl, next_dim, next_sym);
    *operands = result;
}

/// Replaces the dimension (or symbol) at `pos` of `map`, when an
/// `affine.apply` defines its operand, by that apply's expression, its
/// operands appended (MLIR's `replaceDimOrSym`).
fn replace_dim_or_sym(
    ctx: &Context,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim { &mut dims[pos] } else { &mut syms[pos - dims.len()] };
    let Some(v) = *slot else { return false };
    let Some(apply) = v.defining_op(ctx).filter(|d| d.name_str(ctx) == "affine.apply") else { return false };
    let Some(mut compose) = apply.attr_by_str(ctx, "map").and_then(|m| AffineMap::parse(&map_text(ctx, m))) else {
        return false;
    };
    *slot = None;
    let mut compose_operands = apply.operands(ctx).to_vec();
    canonicalize_map_and_operands(ctx, &mut compose, &mut compose_operands);
    let shift = (dims.len(), syms.len());
    let target = if is_dim { Replacement::Dim(pos) } else { Replacement::Sym(pos - dims.len()) };
    let (cd, cs) = (compose.num_dims(), compose.num_symbols());
    dims.extend(compose_operands[..cd].iter().copied().map(Some));
    syms.extend(compose_operands[compose_operands.len() - cs..].iter().copied().map(Some));
    map.replace_with_result(target, &compose, shift, (dims.len(), syms.len()));
    true
}

/// MLIR's `composeAffineMapAndOperands`: the `affine.apply` ops defining
/// operands are composed into the map, then the map and operands are
/// canonicalized and the map simplified.
pub fn compose_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if map.num_results() == 0 {
        canonicalize_map_and_operands(ctx, map, operands);
        map.simplify();
        return;
    }
    let nd = map.num_dims();
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().copied().map(Some).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().copied().map(Some).collect();
    loop {
        let n = dims.len() + syms.len();
        if !(0..n).any(|pos| replace_dim_or_sym(ctx, map, pos, &mut dims, &mut syms)) {
            break;
        }
    }
    // Inputs whose operand was composed away are unused: gone.
    operands.clear();
    let repl = |list: &[Option<Value>], dim: bool, operands: &mut Vec<Value>, next: &mut usize| {
        list.iter()
            .map(|v| match v {
                Some(v) => {
                    operands.push(*v);
                    *next += 1;
                    Some(if dim { Replacement::Dim(*next - 1) } else { Replacement::Sym(*next - 1) })
                }
                None => Some(Replacement::Const(0)),
            })
            .collect::<Vec<_>>()
    };
    let (mut nd, mut ns) = (0, 0);
    let dims_repl = repl(&dims, true, operands, &mut nd);
    let syms_repl = repl(&syms, false, operands, &mut ns);
    map.replace_dims_and_symbols(&dims_repl, &syms_repl, nd, ns);
    canonicalize_map_and_operands(ctx, map, operands);
    map.simplify();
}

/// An access whose map composes `affine.apply` producers or canonicalizes
/// to another map or other operands is built again with them (MLIR's
/// `SimplifyAffineOp`); discardable attributes are not kept, as in MLIR.
struct SimplifyAffineAccess {
    name: &'static str,
}

impl RewritePattern for SimplifyAffineAccess {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(access) = Access::of(ctx, op) else { return false };
        let Some(map_attr) = op.attr_by_str(ctx, "map") else { return false };
        let old_text = map_text(ctx, map_attr);
        let Some(mut map) = AffineMap::parse(&old_text) else { return false };
        let i = access.memref_index();
        let old_operands = op.operands(ctx)[i + 1..].to_vec();
        if map.num_dims() + map.num_symbols() != old_operands.len() {
            return false;
        }
        let mut operands = old_operands.clone();
        compose_map_and_operands(ctx, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut operands);
        crate::bounds::simplify_map_with_operands(ctx, &mut map, &operands);
        let text = map.text();
        if text == old_text && operands == old_operands {
            return false;
        }
        let new_map = ctx.get_attr(AttrKind::AffineMap(text.into()));
        let memref = op.operand(ctx, i);
        let loc = op.loc(ctx);
        match access {
            Access::Load => {
                let ty = op.result(ctx, 0).ty(ctx);
                rw.replace_op_with_built(op, |b| LoadOp::build(b, loc, ty, memref, &operands, new_map));
            }
            Access::VectorLoad => {
                let ty = op.result(ctx, 0).ty(ctx);
                rw.replace_op_with_built(op, |b| VectorLoadOp::build(b, loc, ty, memref, &operands, new_map));
            }
            Access::Store => {
                let value = op.operand(ctx, 0);
                StoreOp::build(rw, loc, value, memref, &operands, new_map);
                rw.erase_op(op);
            }
            Access::VectorStore => {
                let value = op.operand(ctx, 0);
                VectorStoreOp::build(rw, loc, value, memref, &operands, new_map);
                rw.erase_op(op);
            }
        }
        true
    }
}
