//! The memref ops other than the strided views: allocation, access, casts,
//! globals, `view`, `reshape`, `prefetch` and `alloca_scope`, with MLIR
//! 22's verifiers and messages.

use crate::canonicalize::{self, constant_int, fold_memref_cast};
use crate::{
    plain_error, shape_of, type_str, AnyNon0RankedOrUnrankedMemRef, AnyStaticShapeMemRef, MemRef1DOfI8,
    MemRef1DOfIntOrIndex, AUTOMATIC_ALLOCATION_SCOPE, DYNAMIC,
};
use ods_ir::attrs::AttrKind;
use ods_ir::interfaces::{SymbolUserOpInterface, SymbolUserOpInterfaceVTable};
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::symbol_table::SymbolTableCollection;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_ir::Traits;
use ods_macros::Op;

/// An alignment: a positive power of two (ODS's `IntValidAlignment`).
pub(crate) type Alignment = Confined<I64Attr, AllAttrOf<(IntPositive, IntPowerOf2)>>;

// ----- alloc / alloca -----

/// Memory allocation operation
///
/// The `alloc` operation allocates a region of memory, as specified by its
/// memref type. Dynamic dimensions are bound by the operands in
/// parentheses, symbols of the layout map by those in square brackets.
///
/// ```mlir
/// %0 = memref.alloc(%d) : memref<8x?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.alloc",
    traits(AttrSizedOperandSegments),
    format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    has_verifier,
    has_canonicalizer,
    asm_result_names
)]
pub struct AllocOp {
    op: OpId,
    /// One size per dynamic dimension.
    #[op(rename = "dynamicSizes")]
    dynamic_sizes: Variadic<Index>,
    /// The symbols of the layout map.
    #[op(rename = "symbolOperands")]
    symbol_operands: Variadic<Index>,
    /// The alignment of the allocation.
    alignment: OptionalAttr<Alignment>,
    /// The new buffer.
    #[op(effects(MemAllocAt(0, FullEffect)))]
    memref: OpResult<AnyMemRef>,
}

/// Stack memory allocation operation
///
/// The `alloca` operation allocates memory on the stack, freed when
/// control leaves the closest enclosing op with the
/// `AutomaticAllocationScope` trait.
///
/// ```mlir
/// %0 = memref.alloca(%d) : memref<8x?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.alloca",
    traits(AttrSizedOperandSegments),
    format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    has_verifier,
    has_canonicalizer,
    asm_result_names
)]
pub struct AllocaOp {
    op: OpId,
    /// One size per dynamic dimension.
    #[op(rename = "dynamicSizes")]
    dynamic_sizes: Variadic<Index>,
    /// The symbols of the layout map.
    #[op(rename = "symbolOperands")]
    symbol_operands: Variadic<Index>,
    /// The alignment of the allocation.
    alignment: OptionalAttr<Alignment>,
    /// The new buffer.
    #[op(effects(MemAlloc(AUTOMATIC_ALLOCATION_SCOPE, 0, FullEffect)))]
    memref: OpResult<AnyMemRef>,
}

/// MLIR's `verifyDynamicDimensionCount`: one size operand per dynamic
/// dimension of `ty`.
fn verify_dynamic_dimension_count(ctx: &Context, op: OpId, ty: Type, actual: usize) -> Result<(), Diagnostic> {
    let expected = shape_of(ctx, ty).iter().filter(|d| **d == DYNAMIC).count();
    if actual != expected {
        return Err(op_error(ctx, op, format!("incorrect number of dynamic sizes, has {actual}, expected {expected}")));
    }
    Ok(())
}

/// MLIR's `verifyAllocLikeOp`.
fn verify_alloc_like(ctx: &Context, op: OpId, dynamic: usize, symbols: usize, ty: Type) -> Result<(), Diagnostic> {
    verify_dynamic_dimension_count(ctx, op, ty, dynamic)?;
    let expected = if ty.has_identity_layout(ctx) { 0 } else { ty.layout_num_symbols(ctx) };
    if symbols != expected {
        return Err(op_error(
            ctx,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"),
        ));
    }
    Ok(())
}

impl AllocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = self.memref(ctx).ty(ctx);
        verify_alloc_like(ctx, self.id(), self.dynamic_sizes(ctx).len(), self.symbol_operands(ctx).len(), ty)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::alloc_patterns(set, "memref.alloc");
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "alloc");
    }
}

impl AllocaOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let mut parent = op.parent_op(ctx);
        while let Some(p) = parent {
            if p.has_trait(ctx, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
                break;
            }
            parent = p.parent_op(ctx);
        }
        if parent.is_none() {
            return Err(op_error(ctx, op, "requires an ancestor op with AutomaticAllocationScope trait"));
        }
        let ty = self.memref(ctx).ty(ctx);
        verify_alloc_like(ctx, op, self.dynamic_sizes(ctx).len(), self.symbol_operands(ctx).len(), ty)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::alloc_patterns(set, "memref.alloca");
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "alloca");
    }
}

// ----- alloca_scope -----

/// Explicitly delimited scope for stack allocation
///
/// The `memref.alloca_scope` operation represents an explicitly-delimited
/// scope for the alloca allocations: those made inside it are freed when
/// it exits. Its region ends in `memref.alloca_scope.return`, which yields
/// its results.
///
/// ```mlir
/// %r = memref.alloca_scope -> (f32) {
///   ...
///   memref.alloca_scope.return %v : f32
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.alloca_scope",
    traits(
        AutomaticAllocationScope,
        SingleBlockImplicitTerminator(AllocaScopeReturnOp),
        RecursiveMemoryEffects,
        NoRegionArguments
    ),
    custom_assembly,
    has_canonicalizer
)]
pub struct AllocaScopeOp {
    op: OpId,
    /// The values the region returns.
    results: VariadicResult<AnyType>,
    /// The scope.
    #[op(rename = "bodyRegion")]
    body_region: Region<SizedRegion<1>>,
}

impl AllocaScopeOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let types = p.parse_optional_arrow_type_list()?;
        state.result_types.extend(types);
        let r = p.parse_region(&[], false)?;
        let loc = state.loc;
        p.ensure_terminator(r, "memref.alloca_scope.return", loc);
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let types = op.result_types(ctx);
        p.write(" ");
        if !types.is_empty() {
            p.write(" -> (");
            p.print_types(&types);
            p.write(")");
        }
        let style = RegionStyle::default().without_entry_args().terminators(!types.is_empty());
        p.write(" ");
        p.print_region(self.body_region(ctx), style);
        p.print_optional_attr_dict(op, &[]);
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::alloca_scope_patterns(set);
    }
}

/// Terminator for alloca_scope operation
///
/// `memref.alloca_scope.return` returns values from the region of its
/// parent `memref.alloca_scope`; with no values it may be left out.
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.alloca_scope.return",
    traits(HasParent(AllocaScopeOp), Pure, ReturnLike, Terminator),
    format = "attr-dict ($results^ `:` type($results))?"
)]
pub struct AllocaScopeReturnOp {
    op: OpId,
    /// The values returned.
    results: Variadic<AnyType>,
}

// ----- assume_alignment -----

/// Assumption that gives alignment information to the input memref
///
/// The `assume_alignment` operation takes a memref and an integer
/// alignment value; its result is the memref, with the promise that its
/// underlying buffer is aligned to that many bytes.
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.assume_alignment",
    traits(Pure, SameOperandsAndResultType),
    format = "$memref `,` $alignment attr-dict `:` type($memref)",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct AssumeAlignmentOp {
    op: OpId,
    /// The memref.
    memref: Operand<AnyMemRef>,
    /// The alignment in bytes.
    alignment: Attribute<Confined<I32Attr, IntPositive>>,
    /// The same memref.
    result: OpResult<AnyMemRef>,
}

impl AssumeAlignmentOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if !(self.alignment(ctx) as u32).is_power_of_two() {
            return Err(op_error(ctx, self.id(), "alignment must be power of 2"));
        }
        Ok(())
    }
    /// An assumption repeated on the result of the same assumption.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let memref = self.memref(ctx);
        match memref.defining_op(ctx).and_then(|d| AssumeAlignmentOp::cast(ctx, d)) {
            Some(source) if source.alignment(ctx) == self.alignment(ctx) => {
                FoldResult::Results(vec![FoldValue::Value(memref)])
            }
            _ => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "assume_align");
    }
}

// ----- cast -----

/// Memref cast operation
///
/// The `memref.cast` operation converts a memref from one type to an
/// equivalent type with a compatible shape: static dimensions, strides and
/// offset may become dynamic or the other way round, and a ranked memref
/// may become unranked or the other way round.
///
/// ```mlir
/// %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>
/// ```
// MLIR also lists `SameOperandsAndResultShape`, whose check runs after the
// cast-compatibility check and can then never fail (compatible casts have
// compatible shapes), so the verifier alone gives MLIR's diagnostics.
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.cast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct CastOp {
    op: OpId,
    /// The memref to cast.
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// The cast memref.
    dest: OpResult<AnyRankedOrUnrankedMemRef>,
}

/// MLIR's `CastOp::areCastCompatible`.
pub fn are_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
    match (a.kind(ctx), b.kind(ctx)) {
        (TypeKind::MemRef { shape: sa, element: ea, .. }, TypeKind::MemRef { shape: sb, element: eb, .. }) => {
            if ea != eb {
                return false;
            }
            if a.memref_layout(ctx) != b.memref_layout(ctx) {
                let (Some((xs, xo)), Some((ys, yo))) = (a.strides_and_offset(ctx), b.strides_and_offset(ctx)) else {
                    return false;
                };
                if xs.len() != ys.len() || !compatible(xo, yo) || xs.iter().zip(&ys).any(|(x, y)| !compatible(*x, *y)) {
                    return false;
                }
            }
            a.memory_space(ctx) == b.memory_space(ctx)
                && sa.len() == sb.len()
                && sa.iter().zip(sb.iter()).all(|(x, y)| compatible(*x, *y))
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        _ => {
            a.is_memref(ctx)
                && b.is_memref(ctx)
                && a.element_type(ctx) == b.element_type(ctx)
                && a.memory_space(ctx) == b.memory_space(ctx)
        }
    }
}

impl CastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (a, b) = (self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx));
        if !are_cast_compatible(ctx, a, b) {
            return Err(op_error(
                ctx,
                self.id(),
                format!("operand type {} and result type {} are cast incompatible", type_str(ctx, a), type_str(ctx, b)),
            ));
        }
        Ok(())
    }
    /// `cast(cast(x))` reads `x` when `x` is ranked (in place), and a cast
    /// to the source's own type is the source (MLIR's
    /// `CastOpInterface` fold, tried after the op's own).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let in_place = fold_memref_cast(ctx, self.id(), None);
        let source = self.source(ctx);
        if source.ty(ctx) == self.dest(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        if in_place {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "cast");
    }
}

// ----- copy -----

/// Copies the data from the source to the destination memref
///
/// ```mlir
/// memref.copy %arg0, %arg1 : memref<?xf32> to memref<?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.copy",
    traits(SameOperandsElementType, SameOperandsShape),
    format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    has_folder,
    has_canonicalizer
)]
pub struct CopyOp {
    op: OpId,
    /// The memref to copy from.
    #[op(effects(MemReadAt(0, FullEffect)))]
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// The memref to copy to.
    #[op(effects(MemWriteAt(0, FullEffect)))]
    target: Operand<AnyRankedOrUnrankedMemRef>,
}

impl CopyOp {
    /// A source or target cast that only forgets static information is
    /// skipped (MLIR's `FoldCopyOfCast`).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        let mut changed = false;
        for i in 0..2 {
            let v = op.operand(ctx, i);
            if let Some(cast) = v.defining_op(ctx).filter(|c| canonicalize::can_fold_into_consumer(ctx, *c)) {
                let source = cast.operand(ctx, 0);
                ctx.set_operand(op, i, source);
                changed = true;
            }
        }
        if changed {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::copy_patterns(set);
    }
}

// ----- dealloc -----

/// Memory deallocation operation
///
/// The `dealloc` operation frees the region of memory referenced by a
/// memref which was originally created by the `alloc` operation.
///
/// ```mlir
/// memref.dealloc %0 : memref<8x64xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "memref.dealloc", format = "$memref attr-dict `:` type($memref)", has_folder)]
pub struct DeallocOp {
    op: OpId,
    /// The buffer to free.
    #[op(effects(MemFreeAt(0, FullEffect)))]
    memref: Operand<AnyRankedOrUnrankedMemRef>,
}

impl DeallocOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        in_place(fold_memref_cast(ctx, self.id(), None))
    }
}

/// The fold result of an in-place change.
pub(crate) fn in_place(changed: bool) -> FoldResult {
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}

// ----- dim -----

/// Dimension index operation
///
/// The `dim` operation takes a memref and a dimension operand of type
/// `index`. It returns the size of the requested dimension of the given
/// memref.
///
/// ```mlir
/// %d = memref.dim %m, %c1 : memref<4x?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.dim",
    traits(NoMemoryEffect),
    format = "attr-dict $source `,` $index `:` type($source)",
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct DimOp {
    op: OpId,
    /// The memref.
    source: Operand<AnyNon0RankedOrUnrankedMemRef>,
    /// The dimension.
    index: Operand<Index>,
    /// Its extent.
    result: OpResult<Index>,
}

impl DimOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        canonicalize::fold_dim(ctx, self, operands.get(1).copied().flatten())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::dim_patterns(set);
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "dim");
    }
}

// ----- globals -----

/// Declare or define a global memref variable
///
/// The `memref.global` operation declares or defines a named global memref
/// variable. The backing memory is statically allocated; its initial value
/// is an elements attribute, `uninitialized`, or absent for an external
/// declaration.
///
/// ```mlir
/// memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.global",
    traits(Symbol),
    format = "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
    has_verifier
)]
pub struct GlobalOp {
    op: OpId,
    /// The symbol name.
    sym_name: Attribute<SymbolNameAttr>,
    /// The symbol visibility.
    sym_visibility: OptionalAttr<StrAttr>,
    /// The memref type of the global.
    r#type: Attribute<TypeAttr>,
    /// The initial value (`unit` when uninitialized).
    initial_value: OptionalAttr<AnyAttr>,
    /// Whether the global is constant.
    constant: OptionalAttr<UnitAttr>,
    /// The alignment of the global.
    alignment: OptionalAttr<Alignment>,
}

/// Reads `memref<...> = dense<...>`, `= uninitialized` or just the type.
fn parse_global_memref_op_type_and_initial_value(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    if !(matches!(ty.kind(ctx), TypeKind::MemRef { .. }) && ty.has_static_shape(ctx)) {
        let msg = format!("type should be static shaped memref, but got {}", type_str(ctx, ty));
        let at = p.op_pos();
        return Err(p.error_at(at, msg));
    }
    let type_attr = p.ctx().type_attr(ty);
    slots[0] = format::Slot::Attr(Some(type_attr));
    if !p.parse_optional(Tok::Equal) {
        slots[1] = format::Slot::Attr(None);
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        let unit = p.ctx().unit_attr();
        slots[1] = format::Slot::Attr(Some(unit));
        return Ok(());
    }
    let tensor = p.ctx().ranked_tensor_type(&shape_of(p.ctx(), ty), ty.element_type(p.ctx()).unwrap_or(ty));
    let value = p.parse_attribute(Some(tensor))?;
    if !is_elements(p.ctx(), value) {
        let at = p.op_pos();
        return Err(p.error_at(at, "initial value should be a unit or elements attribute"));
    }
    slots[1] = format::Slot::Attr(Some(value));
    Ok(())
}

/// Writes the type and ` = value` or ` = uninitialized`.
fn print_global_memref_op_type_and_initial_value(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    let (format::Slot::Attr(ty), format::Slot::Attr(value)) = (&slots[0], &slots[1]) else { return };
    if let Some(t) = ty.and_then(|t| t.as_type(p.ctx())) {
        p.print_type(t);
    }
    if let Some(v) = *value {
        p.write(" = ");
        if matches!(v.kind(p.ctx()), AttrKind::Unit) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(v);
        }
    }
}

/// An elements attribute (MLIR's `ElementsAttr`).
fn is_elements(ctx: &Context, a: Attr) -> bool {
    matches!(
        a.kind(ctx),
        AttrKind::DenseElements { .. }
            | AttrKind::DenseStringElements { .. }
            | AttrKind::Sparse { .. }
            | AttrKind::DenseResource { .. }
    )
}

impl GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let ty = self.r#type(ctx);
        if !(matches!(ty.kind(ctx), TypeKind::MemRef { .. }) && ty.has_static_shape(ctx)) {
            return Err(op_error(
                ctx,
                op,
                format!("type should be static shaped memref, but got {}", type_str(ctx, ty)),
            ));
        }
        let Some(init) = self.initial_value(ctx) else { return Ok(()) };
        if matches!(init.kind(ctx), AttrKind::Unit) {
            return Ok(());
        }
        if !is_elements(ctx, init) {
            let text = ods_ir::print::attr_to_string(ctx, init);
            return Err(op_error(
                ctx,
                op,
                format!("initial value should be a unit or elements attribute, but got {text}"),
            ));
        }
        let Some(init_ty) = init.ty(ctx) else { return Ok(()) };
        let (Some(ie), Some(me)) = (init_ty.element_type(ctx), ty.element_type(ctx)) else { return Ok(()) };
        if ie != me {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    type_str(ctx, me),
                    type_str(ctx, ie)
                ),
            ));
        }
        let (is, ms) = (shape_of(ctx, init_ty), shape_of(ctx, ty));
        if is != ms {
            let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            return Err(op_error(
                ctx,
                op,
                format!("initial value shape expected to be {} but was {}", list(&ms), list(&is)),
            ));
        }
        Ok(())
    }
}

/// Get the memref pointing to a global variable
///
/// The `memref.get_global` operation retrieves the memref pointing to a
/// named global variable.
///
/// ```mlir
/// %x = memref.get_global @foo : memref<2xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.get_global",
    traits(Pure),
    interfaces(SymbolUserOpInterface),
    format = "$name `:` type($result) attr-dict"
)]
pub struct GetGlobalOp {
    op: OpId,
    /// The global.
    name: Attribute<FlatSymbolRefAttr>,
    /// Its memref.
    result: OpResult<AnyStaticShapeMemRef>,
}

impl SymbolUserOpInterface for GetGlobalOp {
    /// The global exists and has the result's type; checked with the
    /// module's symbols, after every op in it is verified (MLIR's
    /// `verifySymbolUses`).
    fn verify_symbol_uses(self, ctx: &Context, tables: &mut SymbolTableCollection) -> Result<(), Diagnostic> {
        let op = self.id();
        let name = self.name(ctx);
        let global = tables
            .lookup_nearest_symbol_from(ctx, op, name)
            .filter(|g| g.name_str(ctx) == "memref.global")
            .and_then(|g| GlobalOp::cast(ctx, g));
        let Some(global) = global else {
            return Err(op_error(ctx, op, format!("'{name}' does not reference a valid global memref")));
        };
        let (result, expected) = (self.result(ctx).ty(ctx), global.r#type(ctx));
        if result != expected {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    type_str(ctx, result),
                    type_str(ctx, expected)
                ),
            ));
        }
        Ok(())
    }
}

// ----- load / store -----

/// Load operation
///
/// The `load` op reads an element from a memref at the specified indices;
/// the number of indices is the memref's rank.
///
/// ```mlir
/// %v = memref.load %A[%i, %j] : memref<8x?xi32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.load",
    traits(TypesMatchWith(
        "result type matches element type of 'memref'",
        "memref",
        "result",
        "crate::element_type_of"
    )),
    format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
    has_verifier,
    has_folder
)]
pub struct LoadOp {
    op: OpId,
    /// The memref to load from.
    #[op(effects(MemRead))]
    memref: Operand<AnyMemRef>,
    /// The position.
    indices: Variadic<Index>,
    /// Whether the access is non-temporal.
    #[op(default = false)]
    nontemporal: DefaultValuedOptionalAttr<BoolAttr>,
    /// The alignment of the access.
    alignment: OptionalAttr<Alignment>,
    /// The element.
    result: OpResult<AnyType>,
}

impl LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let rank = shape_of(ctx, self.memref(ctx).ty(ctx)).len();
        let n = self.indices(ctx).len();
        if n != rank {
            return Err(op_error(
                ctx,
                self.id(),
                format!("incorrect number of indices for load, expected {rank} but got {n}"),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        in_place(fold_memref_cast(ctx, self.id(), None))
    }
}

/// Store operation
///
/// The `store` op stores an element into a memref at the specified
/// indices; the number of indices is the memref's rank.
///
/// ```mlir
/// memref.store %v, %A[%i, %j] : memref<8x?xi32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.store",
    traits(TypesMatchWith(
        "type of 'value' matches element type of 'memref'",
        "memref",
        "value",
        "crate::element_type_of"
    )),
    format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    has_verifier,
    has_folder
)]
pub struct StoreOp {
    op: OpId,
    /// The element to store.
    value: Operand<AnyType>,
    /// The memref to store to.
    #[op(effects(MemWrite))]
    memref: Operand<AnyMemRef>,
    /// The position.
    indices: Variadic<Index>,
    /// Whether the access is non-temporal.
    #[op(default = false)]
    nontemporal: DefaultValuedOptionalAttr<BoolAttr>,
    /// The alignment of the access.
    alignment: OptionalAttr<Alignment>,
}

impl StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let rank = shape_of(ctx, self.memref(ctx).ty(ctx)).len();
        if self.id().num_operands(ctx) != 2 + rank {
            return Err(op_error(ctx, self.id(), "store index operand count not equal to memref rank"));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let value = self.value(ctx);
        in_place(fold_memref_cast(ctx, self.id(), Some(value)))
    }
}

// ----- prefetch -----

/// Prefetch operation
///
/// The `prefetch` op prefetches data from a memref location described with
/// subscript indices: whether for a read or a write, with a locality hint
/// from 0 (none) to 3 (keep in cache), into the data or instruction cache.
///
/// ```mlir
/// memref.prefetch %0[%i, %j], read, locality<3>, data : memref<400x400xi32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "memref.prefetch", custom_assembly, has_verifier, has_folder)]
pub struct PrefetchOp {
    op: OpId,
    /// The prefetch address.
    #[op(effects(MemWrite))]
    memref: Operand<AnyMemRef>,
    /// The position.
    indices: Variadic<Index>,
    /// A write prefetch (else a read).
    #[op(rename = "isWrite")]
    is_write: Attribute<BoolAttr>,
    /// From 0 (no locality) to 3 (keep in cache).
    #[op(rename = "localityHint")]
    locality_hint: Attribute<Confined<I32Attr, (IntMinValue<0>, IntMaxValue<3>)>>,
    /// Into the data cache (else the instruction cache).
    #[op(rename = "isDataCache")]
    is_data_cache: Attribute<BoolAttr>,
}

impl PrefetchOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare, None)?;
        p.parse_punct(Tok::Comma)?;
        let rw = p.parse_any_keyword()?;
        p.parse_punct(Tok::Comma)?;
        p.parse_keyword("locality")?;
        p.parse_punct(Tok::Less)?;
        let i32t = p.ctx().i32_type();
        let hint = p.parse_attribute(Some(i32t))?;
        let key = p.ctx().intern("localityHint");
        state.add_attr(key, hint);
        p.parse_punct(Tok::Greater)?;
        p.parse_punct(Tok::Comma)?;
        let cache = p.parse_any_keyword()?;
        let ty = p.parse_colon_type()?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        let index = p.ctx().index_type();
        for i in &indices {
            let v = p.resolve_operand(i, index)?;
            state.operands.push(v);
        }
        let at = p.op_pos();
        if rw != "read" && rw != "write" {
            return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'"));
        }
        let (key, value) = (p.ctx().intern("isWrite"), p.ctx().bool_attr(rw == "write"));
        state.add_attr(key, value);
        if cache != "data" && cache != "instr" {
            return Err(p.error_at(at, "cache type has to be 'data' or 'instr'"));
        }
        let (key, value) = (p.ctx().intern("isDataCache"), p.ctx().bool_attr(cache == "data"));
        state.add_attr(key, value);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        p.print_operand(self.memref(ctx));
        p.write("[");
        p.print_operands(self.indices(ctx));
        p.write("], ");
        p.write(if self.is_write(ctx) { "write" } else { "read" });
        p.write(&format!(", locality<{}>, ", self.locality_hint(ctx)));
        p.write(if self.is_data_cache(ctx) { "data" } else { "instr" });
        p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
        p.write(" : ");
        p.print_type(self.memref(ctx).ty(ctx));
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let rank = shape_of(ctx, self.memref(ctx).ty(ctx)).len();
        if self.id().num_operands(ctx) != 1 + rank {
            return Err(op_error(ctx, self.id(), "too few indices"));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        in_place(fold_memref_cast(ctx, self.id(), None))
    }
}

// ----- rank -----

/// Rank operation
///
/// The `memref.rank` operation takes a memref operand and returns its rank.
///
/// ```mlir
/// %r = memref.rank %m : memref<*xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "memref.rank", traits(Pure), format = "$memref attr-dict `:` type($memref)", has_folder)]
pub struct RankOp {
    op: OpId,
    /// The memref.
    memref: Operand<AnyRankedOrUnrankedMemRef>,
    /// Its rank.
    result: OpResult<Index>,
}

impl RankOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.memref(ctx).ty(ctx).rank(ctx) {
            Some(r) => FoldResult::Results(vec![FoldValue::Attr(ctx.index_attr(r as i64))]),
            None => FoldResult::Failure,
        }
    }
}

// ----- reshape -----

/// Memref reshape operation
///
/// The `reshape` operation converts a memref from one type to an
/// equivalent type with a provided shape, read from a 1-D memref. The
/// source and result must have the identity layout.
///
/// ```mlir
/// %dst = memref.reshape %src(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.reshape",
    traits(AlwaysSpeculatable),
    format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    has_verifier,
    asm_result_names
)]
pub struct ReshapeOp {
    op: OpId,
    /// The memref to reshape.
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// The new shape.
    #[op(effects(MemRead))]
    shape: Operand<MemRef1DOfIntOrIndex>,
    /// The reshaped memref.
    result: OpResult<AnyRankedOrUnrankedMemRef>,
}

impl ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        if src.element_type(ctx) != result.element_type(ctx) {
            return Err(op_error(ctx, op, "element types of source and destination memref types should be the same"));
        }
        if matches!(src.kind(ctx), TypeKind::MemRef { .. }) && !src.has_identity_layout(ctx) {
            return Err(op_error(ctx, op, "source memref type should have identity affine map"));
        }
        let shape_len = shape_of(ctx, self.shape(ctx).ty(ctx)).first().copied().unwrap_or(DYNAMIC);
        if let TypeKind::MemRef { shape, .. } = result.kind(ctx) {
            if !result.has_identity_layout(ctx) {
                return Err(op_error(ctx, op, "result memref type should have identity affine map"));
            }
            if shape_len == DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            }
            if shape_len != shape.len() as i64 {
                return Err(op_error(ctx, op, "length of shape operand differs from the result's memref rank"));
            }
        }
        Ok(())
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "reshape");
    }
}

// ----- view -----

/// Memref view operation
///
/// The `view` operation extracts an N-D contiguous memref with empty
/// layout map from a 1-D contiguous `i8` buffer, at a byte shift, with one
/// size operand per dynamic dimension of the result.
///
/// ```mlir
/// %1 = memref.view %0[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.view",
    traits(Pure),
    format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct ViewOp {
    op: OpId,
    /// The buffer.
    source: Operand<MemRef1DOfI8>,
    /// Where the view starts, in bytes.
    byte_shift: Operand<Index>,
    /// One size per dynamic dimension of the result.
    sizes: Variadic<Index>,
    /// The view.
    result: OpResult<AnyMemRef>,
}

impl ViewOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (base, view) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        if !base.has_identity_layout(ctx) {
            return Err(plain_error(ctx, op, format!("unsupported map for base memref type {}", type_str(ctx, base))));
        }
        if !view.has_identity_layout(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!("unsupported map for result memref type {}", type_str(ctx, view)),
            ));
        }
        if base.memory_space(ctx) != view.memory_space(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and view memref type {}",
                    type_str(ctx, base),
                    type_str(ctx, view)
                ),
            ));
        }
        verify_dynamic_dimension_count(ctx, op, view, self.sizes(ctx).len())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let source = self.source(ctx);
        let (s, r) = (source.ty(ctx), self.result(ctx).ty(ctx));
        if s == r && r.has_static_shape(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::view_patterns(set);
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "view");
    }
}

/// The size of the dynamic dimension `dim` of `shape` among the operands
/// `dynamic` (one per dynamic dimension).
pub(crate) fn dynamic_size(shape: &[i64], dynamic: &[Value], dim: usize) -> Option<Value> {
    let before = shape.get(..dim)?.iter().filter(|d| **d == DYNAMIC).count();
    dynamic.get(before).copied()
}

/// Whether `v` is a constant index (MLIR's `matchConstantIndex`).
pub(crate) fn is_constant_index(ctx: &Context, v: Value) -> bool {
    v.ty(ctx).is_index(ctx) && constant_int(ctx, v).is_some()
}
