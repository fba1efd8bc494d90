//! The ops of the shape dialect.

use crate::*;
use ods_ir::parse::lexer::Tok;
use ods_ir::region_branch::{RegionBranchOpInterface, RegionBranchOpInterfaceVTable, RegionPoint, RegionSuccessor};
use ods_ir::verify::op_error;
use ods_macros::Op;

// ----- shared rules -----

fn is_error_propagation_possible(ctx: &Context, op: OpId) -> bool {
    op.operand_type_iter(ctx).any(|t| SizeType::is(ctx, t) || ShapeType::is(ctx, t) || ValueShapeType::is(ctx, t))
}

/// `verifySizeOrIndexOp`: a result of type `size` when an operand can hold errors.
fn verify_size_or_index(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let r = op.result(ctx, 0).ty(ctx);
    if is_error_propagation_possible(ctx, op) && !SizeType::is(ctx, r) {
        return Err(op_error(
            ctx,
            op,
            "if at least one of the operands can hold error values then the result must be of type `size` to propagate them",
        ));
    }
    Ok(())
}

/// `verifyShapeOrExtentTensorOp`: a result of type `shape` when an operand can hold errors.
fn verify_shape_or_extent_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let r = op.result(ctx, 0).ty(ctx);
    if is_error_propagation_possible(ctx, op) && !ShapeType::is(ctx, r) {
        return Err(op_error(
            ctx,
            op,
            "if at least one of the operands can hold error values then the result must be of type `shape` to propagate them",
        ));
    }
    Ok(())
}

fn size_or_index_of(ctx: &Context, a: Value, b: Value) -> Type {
    if SizeType::is(ctx, a.ty(ctx)) || SizeType::is(ctx, b.ty(ctx)) {
        SizeType::get(ctx)
    } else {
        ctx.index_type()
    }
}

fn size_if_shape(ctx: &Context, v: Value) -> Type {
    if ShapeType::is(ctx, v.ty(ctx)) {
        SizeType::get(ctx)
    } else {
        ctx.index_type()
    }
}

/// `eachHasOnlyOneOfTypes<SizeType, IndexType>(l, r)`.
fn size_index_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let ok = |ts: &[Type]| ts.len() == 1 && (SizeType::is(ctx, ts[0]) || ts[0].is_index(ctx));
    ok(l) && ok(r)
}
static SIZE_INDEX_COMPATIBLE: CompatibleReturnTypes = CompatibleReturnTypes(size_index_compatible);

/// Shapes are compatible when ranks and static extents agree.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.shape(ctx), b.shape(ctx)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(p, q)| p == q || *p == ods_ir::types::DYNAMIC || *q == ods_ir::types::DYNAMIC)
        }
        _ => true,
    }
}

fn int_attr(ctx: &Context, a: Option<Attr>) -> Option<i64> {
    let a = a?;
    match a.kind(ctx) {
        AttrKind::Integer { .. } => a.as_i64(ctx),
        _ => None,
    }
}

fn is_poison(ctx: &Context, a: Option<Attr>) -> bool {
    a.is_some_and(|a| ods_dialect_ub::PoisonAttr::is(ctx, a))
}

fn index_result(ctx: &mut Context, v: i64) -> FoldResult {
    let a = ctx.index_attr(v);
    FoldResult::Results(vec![FoldValue::Attr(a)])
}

fn bool_result(ctx: &mut Context, v: bool) -> FoldResult {
    let a = ctx.bool_attr(v);
    FoldResult::Results(vec![FoldValue::Attr(a)])
}

/// The constant integer defined by `v` (`shape.const_size` or `arith.constant`).
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let op = v.defining_op(ctx)?;
    match op.name_str(ctx) {
        "shape.const_size" | "arith.constant" => int_attr(ctx, op.attr_by_str(ctx, "value")),
        _ => None,
    }
}

/// `OpTrait::util::getBroadcastedShape`.
pub(crate) fn broadcasted_shape(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let dyn_ = ods_ir::types::DYNAMIC;
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = long.to_vec();
    let off = long.len() - short.len();
    for (i, &s) in short.iter().enumerate() {
        let l = long[off + i];
        let r = if l == dyn_ {
            if s == dyn_ || s == 1 {
                dyn_
            } else {
                s
            }
        } else if s == dyn_ {
            if l == 1 {
                dyn_
            } else {
                l
            }
        } else if l == s || s == 1 {
            l
        } else if l == 1 {
            s
        } else {
            return None;
        };
        out[off + i] = r;
    }
    Some(out)
}

/// `OpTrait::util::staticallyKnownBroadcastable`.
pub(crate) fn statically_known_broadcastable(shapes: &[Vec<i64>]) -> bool {
    let dyn_ = ods_ir::types::DYNAMIC;
    let max_rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    for i in 0..max_rank {
        let mut seen_dynamic = false;
        let mut non_one: Option<i64> = None;
        for s in shapes {
            if s.len() <= i {
                continue;
            }
            let e = s[s.len() - 1 - i];
            if e == 1 {
                continue;
            }
            if e == dyn_ {
                if seen_dynamic || non_one.is_some() {
                    return false;
                }
                seen_dynamic = true;
                continue;
            }
            if seen_dynamic {
                return false;
            }
            match non_one {
                Some(n) if n != e => return false,
                _ => non_one = Some(e),
            }
        }
    }
    true
}

/// `getShapeVec`: the extents of a `shape_of` of a ranked value or of a constant.
pub(crate) fn shape_vec(ctx: &Context, v: Value) -> Option<Vec<i64>> {
    let op = v.defining_op(ctx)?;
    if let Some(s) = ShapeOfOp::cast(ctx, op) {
        return s.arg(ctx).ty(ctx).shape(ctx).map(|s| s.to_vec());
    }
    let a = ods_ir::rewrite::constant_value(ctx, v)?;
    extents_of(ctx, a)
}

// ----- ops -----

/// Addition of sizes and indices
///
/// Adds two sizes or indices. If either operand is an error it will be
/// propagated to the result. The operands can be of type `size` or `index`. If
/// at least one of the operands can hold an error, i.e. if it is of type
/// `size`, the result must be of type `size`. If error propagation is not
/// possible because both operands are of type `index` then the result may be
/// of type `size` or `index`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.add",
    traits(Commutative, Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder,
    has_verifier
)]
pub struct AddOp {
    op: OpId,
    /// The first summand.
    lhs: Operand<SizeOrIndex>,
    /// The second summand.
    rhs: Operand<SizeOrIndex>,
    /// The sum.
    result: OpResult<SizeOrIndex>,
}

impl AddOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![size_or_index_of(ctx, input.operands[0], input.operands[1])])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        // `m_Zero`: an integer or index constant (not a `shape.size` one).
        let rhs = self.rhs(ctx);
        let int_typed = rhs.ty(ctx).is_integer(ctx) || rhs.ty(ctx).is_index(ctx);
        if int_typed && operands.get(1).copied().flatten().and_then(|a| int_attr(ctx, Some(a))) == Some(0) {
            return FoldResult::Results(vec![FoldValue::Value(self.lhs(ctx))]);
        }
        for o in operands {
            if is_poison(ctx, *o) {
                return FoldResult::Results(vec![FoldValue::Attr(o.unwrap())]);
            }
        }
        match (int_attr(ctx, operands[0]), int_attr(ctx, operands[1])) {
            (Some(a), Some(b)) if operands[0].and_then(|x| x.ty(ctx)) == operands[1].and_then(|x| x.ty(ctx)) => {
                let t = operands[0].unwrap().ty(ctx).unwrap();
                let r = ctx.integer_attr(t, a.wrapping_add(b) as i128);
                FoldResult::Results(vec![FoldValue::Attr(r)])
            }
            _ => FoldResult::Failure,
        }
    }
}

/// Return any combination of the input shapes
///
/// This operation takes multiple input shapes or extent tensors and returns
/// some combination of their dimensions. This can be best seen with examples
/// below.
///
/// The result is undefined, but still side-effect free, in cases where the
/// inputs have differing ranks or differ in extents of shared dimensions.
///
/// Example:
/// ```mlir
/// %s0 = shape.any [2,?], [?,3] // [2,3]
/// %s1 = shape.any [?,?], [1,2] // [1,2]
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.any",
    traits(Commutative, Pure),
    format = "$inputs attr-dict `:` type($inputs) `->` type($result)",
    has_folder
)]
pub struct AnyOp {
    op: OpId,
    /// The shapes to combine.
    inputs: Variadic<ShapeOrExtentTensor>,
    /// A combination of the inputs.
    result: OpResult<ShapeOrExtentTensor>,
}

impl AnyOp {
    fn fold(self, _ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        match operands.last() {
            Some(Some(a)) => FoldResult::Results(vec![FoldValue::Attr(*a)]),
            _ => FoldResult::Failure,
        }
    }
}

/// Execute the region
///
/// Executes the region assuming all witnesses are true.
///
/// "assuming" operations represent an execution order restriction to the
/// compiler, information for dependent code to rely on (by assuming), and
/// nothing else. They should not exist after a program is fully lowered and
/// ready to execute.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.assuming",
    traits(SingleBlockImplicitTerminator("shape.assuming_yield"), RecursiveMemoryEffects),
    custom_assembly,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct AssumingOp {
    op: OpId,
    /// The witness the region assumes.
    #[op(buildable)]
    witness: Operand<WitnessType>,
    /// The values the region yields.
    results: VariadicResult<AnyType>,
    /// The region executed under the assumption.
    do_region: Region<SizedRegion<1>>,
}

/// Control enters the region, whose `shape.assuming_yield` gives the
/// results.
impl RegionBranchOpInterface for AssumingOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![RegionSuccessor::region(ctx, self.op, 0, 0)],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(ctx, self.op)],
        }
    }
}

impl AssumingOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let w = p.parse_operand()?;
        let wt = WitnessType::get(p.ctx());
        let v = p.resolve_operand(&w, wt)?;
        state.operands.push(v);
        let types = p.parse_optional_arrow_type_list()?;
        state.result_types.extend(types);
        let r = p.parse_region(&[], false)?;
        let loc = state.loc;
        p.ensure_terminator(r, "shape.assuming_yield", loc);
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let types = self.id().result_types(ctx);
        let w = self.witness(ctx);
        p.write(" ");
        p.print_operand(w);
        if !types.is_empty() {
            p.write(" -> (");
            p.print_types(&types);
            p.write(")");
        }
        p.write(" ");
        let r = self.do_region(ctx);
        p.print_region(r, RegionStyle::default().without_entry_args().terminators(!types.is_empty()));
        p.print_optional_attr_dict(self.id(), &[]);
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::AssumingOpRemoveUnusedResults);
        set.add(patterns::AssumingWithTrue);
    }
}

/// Return a logical AND of all witnesses
///
/// Used to simplify constraints as any single failing precondition is enough
/// to prevent execution.
///
/// "assuming" operations represent an execution order restriction to the
/// compiler, information for dependent code to rely on (by assuming), and
/// nothing else. They should not exist after a program is fully lowered and
/// ready to execute.
///
/// Example:
/// ```mlir
/// %w0 = shape.cstr_broadcastable [2,2], [3,1,2] // Passing
/// %w1 = shape.cstr_broadcastable [2,2], [3,2] // Failure
/// %w2 = shape.cstr_eq [1,2], [1,2], [1,2] // Passing
/// %wf = shape.assuming_all %w0, %w1 // Failure
/// %wt = shape.assuming_all %w0, %w2 // Passing
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.assuming_all",
    traits(Commutative, Pure),
    format = "$inputs attr-dict",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct AssumingAllOp {
    op: OpId,
    /// The witnesses.
    #[op(buildable)]
    inputs: Variadic<WitnessType>,
    /// Their conjunction.
    #[op(buildable)]
    result: OpResult<WitnessType>,
}

impl AssumingAllOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let mut kept: Vec<Value> = self.inputs(ctx).to_vec();
        let mut erased = false;
        for idx in (0..operands.len()).rev() {
            let Some(a) = operands[idx] else {
                if erased {
                    ctx.set_operands(self.id(), &kept);
                    return FoldResult::InPlace;
                }
                return FoldResult::Failure;
            };
            kept.remove(idx);
            erased = true;
            if a.as_bool(ctx) == Some(false) {
                ctx.set_operands(self.id(), &kept);
                return FoldResult::Results(vec![FoldValue::Attr(a)]);
            }
        }
        ctx.set_operands(self.id(), &kept);
        bool_result(ctx, true)
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.id().num_operands(ctx) == 0 {
            return Err(op_error(ctx, self.id(), "no operands specified"));
        }
        Ok(())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::MergeAssumingAllOps);
        set.add(patterns::AssumingAllOneOp);
        set.add(patterns::AssumingAllOfCstrBroadcastable);
        set.add(patterns::AssumingAllToCstrEq);
        set.add(patterns::RemoveDuplicateOperands::<AssumingAllOp>::new());
    }
}

/// Yield operation
///
/// This yield operation represents a return operation within the
/// `shape.assuming` operation region. The operation takes variable number of
/// operands and produces no results. The operand number and types must match
/// the number and types of parent `shape.assuming` results.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.assuming_yield",
    traits(Pure, ReturnLike, Terminator, HasParent("shape.assuming")),
    format = "attr-dict ($operands^ `:` type($operands))?"
)]
pub struct AssumingYieldOp {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Returns the broadcasted output shape of two or more inputs
///
/// Returns the broadcasted shape for input shapes or extent tensors. The rest
/// of this description is simplified for the 2 input case but can be extended
/// to more inputs. Both operands can be of type `shape.shape` or
/// `tensor<?xindex>`. The result is of type `shape.shape` and, if both
/// operands are tensors, may be of type `tensor<?xindex>`.
///
/// If the two operand shapes are of different rank the smaller one is padded
/// with 1's from the left. The resulting broadcasted shape is then defined as
///
/// ```text
/// result[i] = lhs[i] if lhs[i] == rhs[i]
///           = lhs[i] if rhs[i] == 1
///           = rhs[i] if lhs[i] == 1.
/// ```
///
/// In case the resulting shape is undefined, i.e. if corresponding extents are
/// different from each other but none is 1, the result is an error shape.
/// Likewise error values are propagated if any of the operands holds an error
/// value. If the result type is an extent tensor (and can therefore not hold
/// the error value) the behavior may be undefined. The optional string
/// attribute can be used to describe the error case.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.broadcast",
    traits(Commutative, Pure),
    format = "$shapes attr-dict `:` type($shapes) `->` type($result)",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct BroadcastOp {
    op: OpId,
    /// The shapes to broadcast.
    shapes: Variadic<ShapeOrExtentTensor>,
    /// Describes the error case.
    error: OptionalAttr<StrAttr>,
    /// The broadcasted shape.
    result: OpResult<ShapeOrExtentTensor>,
}

impl BroadcastOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let shapes = self.shapes(ctx).to_vec();
        if shapes.is_empty() {
            // The broadcast of no shapes is the scalar shape.
            let a = index_tensor_attr(ctx, &[]);
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        if shapes.len() == 1 {
            if shapes[0].ty(ctx) != self.result(ctx).ty(ctx) {
                return FoldResult::Failure;
            }
            return FoldResult::Results(vec![FoldValue::Value(shapes[0])]);
        }
        if shapes.len() > 2 {
            return FoldResult::Failure;
        }
        let (Some(Some(a)), Some(Some(b))) = (operands.first(), operands.get(1)) else { return FoldResult::Failure };
        let (Some(l), Some(r)) = (extents_of(ctx, *a), extents_of(ctx, *b)) else { return FoldResult::Failure };
        let Some(res) = broadcasted_shape(&l, &r) else { return FoldResult::Failure };
        let a = index_tensor_attr(ctx, &res);
        FoldResult::Results(vec![FoldValue::Attr(a)])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape_or_extent_tensor(ctx, self.id())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::BroadcastConcretizeResultType);
        set.add(patterns::BroadcastFoldConstantOperands);
        set.add(patterns::BroadcastForwardSingleOperand);
        set.add(patterns::CanonicalizeCastExtentTensorOperands::<BroadcastOp>::new());
        set.add(patterns::RemoveDuplicateOperands::<BroadcastOp>::new());
        set.add(patterns::RemoveEmptyShapeOperands::<BroadcastOp>::new());
    }
}

/// Concatenates two shapes
///
/// Creates a shape whose dimensions consist of first the dimensions from `lhs`
/// followed by the dimensions of `rhs`.
///
/// Example:
/// ```text
/// concat([2,3], [4,5]) -> [2,3,4,5]
/// concat([], []) -> []
/// concat([], [4,5,6]) -> [4,5,6]
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.concat",
    traits(Pure),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder
)]
pub struct ConcatOp {
    op: OpId,
    /// The leading dimensions.
    lhs: Operand<ShapeOrExtentTensor>,
    /// The trailing dimensions.
    rhs: Operand<ShapeOrExtentTensor>,
    /// The concatenation.
    result: OpResult<ShapeOrExtentTensor>,
}

impl ConcatOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let (Some(Some(a)), Some(Some(b))) = (operands.first(), operands.get(1)) else { return FoldResult::Failure };
        let (Some(mut l), Some(r)) = (extents_of(ctx, *a), extents_of(ctx, *b)) else { return FoldResult::Failure };
        l.extend(r);
        let a = index_tensor_attr(ctx, &l);
        FoldResult::Results(vec![FoldValue::Attr(a)])
    }
}

/// Creates a constant shape or extent tensor
///
/// Creates a constant shape or extent tensor. The individual extents are given
/// as the `shape` attribute. The number of these values equals the shape's
/// rank.
///
/// ```mlir
/// %0 = shape.const_shape [] : !shape.shape
/// %1 = shape.const_shape [1, 2, 3] : !shape.shape
/// %2 = shape.const_shape [4, 5, 6] : tensor<3xindex>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.const_shape",
    traits(ConstantLike, Pure, InferTypeOpInterface),
    interfaces(CONST_SHAPE_COMPATIBLE),
    custom_assembly,
    has_folder,
    has_canonicalizer
)]
pub struct ConstShapeOp {
    op: OpId,
    /// The extents.
    shape: Attribute<IndexElementsAttr>,
    /// The shape.
    result: OpResult<ShapeOrExtentTensor>,
}

fn const_shape_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l.len() != 1 || r.len() != 1 {
        return false;
    }
    ShapeType::is(ctx, l[0]) || ShapeType::is(ctx, r[0]) || l[0] == r[0]
}
static CONST_SHAPE_COMPATIBLE: CompatibleReturnTypes = CompatibleReturnTypes(const_shape_compatible);

/// `[e0, e1, ...]` of integers without a type, each fitting 64 bits;
/// `None` at anything else, to be read again as an attribute.
fn read_plain_extents(p: &mut OpParser<'_, '_>) -> Option<Vec<i64>> {
    if !p.parse_optional(Tok::LSquare) {
        return None;
    }
    let mut ints = Vec::new();
    if p.parse_optional(Tok::RSquare) {
        return Some(ints);
    }
    loop {
        if !(p.peek(Tok::Integer) || p.peek(Tok::Minus)) {
            return None;
        }
        ints.push(p.parser().parse_signless_i64().ok()??);
        if p.parse_optional(Tok::RSquare) {
            return Some(ints);
        }
        if !p.parse_optional(Tok::Comma) {
            return None;
        }
    }
}

impl ConstShapeOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let shape = input.attr(ctx, "shape").ok_or_else(|| input.error("missing shape attribute"))?;
        Ok(vec![extent_tensor_type(ctx, extent_count(ctx, shape).unwrap_or(0) as i64)])
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_optional_attr_dict(state)?;
        // MLIR reads an array attribute and takes its integers. `[e0, e1,
        // ...]` of plain integers is read directly (no attribute made);
        // anything else is read again as an attribute, for MLIR's errors.
        let start = p.checkpoint();
        let ints = match read_plain_extents(p) {
            Some(ints) => ints,
            None => {
                p.rewind(start);
                let at = p.pos();
                let a = p.parse_attribute(None)?;
                let ints = match a.kind(p.ctx()) {
                    AttrKind::Array(elts) => elts.iter().map(|e| e.as_i64(p.ctx())).collect::<Option<Vec<_>>>(),
                    _ => None,
                };
                // MLIR fails here without a message.
                ints.ok_or_else(|| p.error_at(at, "expected array of integers"))?
            }
        };
        let a = index_tensor_attr(p.ctx(), &ints);
        let k = p.ctx().intern("shape");
        state.add_attr(k, a);
        let t = p.parse_colon_type()?;
        state.result_types.push(t);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write(" ");
        p.print_optional_attr_dict(self.id(), &["shape"]);
        p.write("[");
        for (i, x) in self.shape(ctx).iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write_i64(x);
        }
        p.write("] : ");
        let t = self.result(ctx).ty(ctx);
        p.print_type(t);
    }
    fn fold(self, _ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.shape_attr(_ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::TensorCastConstShape);
    }
}

/// Creates a constant of type `shape.size`
///
/// Creates a `shape.size` type representing the constant size given by
/// `value`.
///
/// ```mlir
/// %x = shape.const_size 10
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "shape.const_size", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder, asm_result_names)]
pub struct ConstSizeOp {
    op: OpId,
    /// The size.
    value: Attribute<IndexAttr>,
    /// The constant size.
    #[op(buildable)]
    result: OpResult<SizeType>,
}

impl ConstSizeOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, &format!("c{}", self.value(ctx)));
    }
}

/// An operation that returns a statically known witness value
///
/// This operation represents a statically known witness result. This can be
/// often used to canonicalize/fold constraint and assuming code that will
/// always pass.
///
/// ```mlir
/// %0 = shape.const_shape [1,2,3]
/// %1 = shape.const_shape [1,2,3]
/// %w0 = shape.cstr_eq(%0, %1) // Can be folded to "const_witness true"
/// %w1 = shape.const_witness true
/// %w2 = shape.assuming_all(%w0, %w2) // Can be folded to "const_witness true"
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "shape.const_witness", traits(ConstantLike, Pure), format = "$passing attr-dict", has_folder)]
pub struct ConstWitnessOp {
    op: OpId,
    /// Whether the witness passes.
    passing: Attribute<BoolAttr>,
    /// The witness.
    #[op(buildable)]
    result: OpResult<WitnessType>,
}

impl ConstWitnessOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.passing_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Determines if 2+ shapes can be successfully broadcasted
///
/// Given input shapes or extent tensors, return a witness specifying if they
/// are broadcastable. This broadcastable follows the same logic as what
/// shape.broadcast documents.
///
/// "cstr" operations represent runtime assertions.
///
/// Example:
/// ```mlir
/// %w0 = shape.cstr_broadcastable [2,2], [3,1,2] // Passing
/// %w1 = shape.cstr_broadcastable [2,2], [3,2] // Failure
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.cstr_broadcastable",
    traits(Commutative),
    format = "$shapes attr-dict `:` type($shapes)",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct CstrBroadcastableOp {
    op: OpId,
    /// The shapes.
    shapes: Variadic<ShapeOrExtentTensor>,
    /// Passes when the shapes are broadcastable.
    #[op(buildable)]
    result: OpResult<WitnessType>,
}

impl CstrBroadcastableOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        // All but at most one operand are known scalars.
        let mut non_scalar = 0;
        for o in operands {
            if o.is_none_or(|a| extents_of(ctx, a).is_none_or(|e| !e.is_empty())) {
                non_scalar += 1;
            }
        }
        if non_scalar <= 1 {
            return bool_result(ctx, true);
        }
        let consts: Option<Vec<Vec<i64>>> = operands.iter().map(|o| o.and_then(|a| extents_of(ctx, a))).collect();
        if consts.is_some_and(|c| statically_known_broadcastable(&c)) {
            return bool_result(ctx, true);
        }
        let known: Option<Vec<Vec<i64>>> = self.shapes(ctx).iter().map(|&v| shape_vec(ctx, v)).collect();
        if known.is_some_and(|c| statically_known_broadcastable(&c)) {
            return bool_result(ctx, true);
        }
        FoldResult::Failure
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.id().num_operands(ctx) < 2 {
            return Err(op_error(ctx, self.id(), "required at least 2 input shapes"));
        }
        Ok(())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::CanonicalizeCastExtentTensorOperands::<CstrBroadcastableOp>::new());
        set.add(patterns::AllInputsEqualToTrueWitness::<CstrBroadcastableOp>::new());
        set.add(patterns::RemoveDuplicateOperands::<CstrBroadcastableOp>::new());
        set.add(patterns::RemoveEmptyShapeOperands::<CstrBroadcastableOp>::new());
    }
}

/// Determines if all input shapes are equal
///
/// Given 1 or more input shapes, determine if all shapes are the exact same.
///
/// "cstr" operations represent runtime assertions.
///
/// Example:
/// ```mlir
/// %w0 = shape.cstr_eq [1,2], [1,2], [1,2] // Passing
/// %w1 = shape.cstr_eq [2,2], [1,2] // Failure
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.cstr_eq",
    traits(Commutative),
    format = "$shapes attr-dict `:` type($shapes)",
    has_folder,
    has_canonicalizer
)]
pub struct CstrEqOp {
    op: OpId,
    /// The shapes.
    shapes: Variadic<ShapeOrExtentTensor>,
    /// Passes when the shapes are equal.
    #[op(buildable)]
    result: OpResult<WitnessType>,
}

impl CstrEqOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let first = operands.first().copied().flatten();
        if operands.iter().all(|a| a.is_some() && *a == first) {
            return bool_result(ctx, true);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::AllInputsEqualToTrueWitness::<CstrEqOp>::new());
    }
}

/// Represents a runtime assertion that an i1 is `true`
///
/// Represents a runtime assertion that an i1 is true. It returns a
/// !shape.witness to order this assertion.
///
/// For simplicity, prefer using other cstr_* ops if they are available for a
/// given constraint.
///
/// Example:
/// ```mlir
/// %bool = ...
/// %w0 = shape.cstr_require %bool, "msg" // Passing if `%bool` is true.
/// ```
///
/// Since this op can be used to express many different possible assertions
/// (depending on whatever computation calculated `pred`), the `msg`
/// should clarify the nature of the assertion for users.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.cstr_require", format = "$pred `,` $msg attr-dict", has_folder)]
pub struct CstrRequireOp {
    op: OpId,
    /// The asserted condition.
    pred: Operand<I1>,
    /// Explains the assertion.
    msg: Attribute<StrAttr>,
    /// Passes when `pred` is true.
    #[op(buildable)]
    result: OpResult<WitnessType>,
}

impl CstrRequireOp {
    fn fold(self, _ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        match operands.first() {
            Some(Some(a)) => FoldResult::Results(vec![FoldValue::Attr(*a)]),
            _ => FoldResult::Failure,
        }
    }
}

/// Prints the input shape or size
///
/// Prints the input dim or shape and passes through input.
///
/// Note: This is intended for testing and debugging only.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.debug_print")]
pub struct DebugPrintOp {
    op: OpId,
    /// The value to print.
    input: Operand<ShapeOrSize>,
    /// The input.
    output: OpResult<ShapeOrSize>,
}

/// Gets the specified extent from the shape of a shaped input
///
/// Gets the extent indexed by `dim` from the shape of the `value` operand. If
/// the index is error or out-of-bound then it returns an invalid size if the
/// return type carries error information else the behavior is undefined.
///
/// This is a convenience op that performs the equivalent of getting the extent
/// of a shape (e.g., `dim(x, i) == get_extent(shape_of(x), i)`).
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.dim",
    traits(Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$value `,` $index attr-dict `:` type($value) `,`type($index) `->` type($extent)",
    has_folder
)]
pub struct DimOp {
    op: OpId,
    /// The shaped value.
    value: Operand<AnyShaped>,
    /// The dimension.
    index: Operand<SizeOrIndex>,
    /// The extent.
    extent: OpResult<SizeOrIndex>,
}

impl DimOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![input.operands[1].ty(ctx)])
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let t = self.value(ctx).ty(ctx);
        let Some(shape) = t.shape(ctx).map(|s| s.to_vec()) else { return FoldResult::Failure };
        let Some(i) = constant_int(ctx, self.index(ctx)) else { return FoldResult::Failure };
        if i < 0 || i as usize >= shape.len() || shape[i as usize] == ods_ir::types::DYNAMIC {
            return FoldResult::Failure;
        }
        index_result(ctx, shape[i as usize])
    }
}

/// Division of sizes and indices
///
/// Divides two sizes or indices. If either operand is an error it will be
/// propagated to the result. The operands can be of type `size` or `index`.
/// If at least one of the operands can hold an error, i.e. if it is of type
/// `size`, the result must be of type `size`. If error propagation is not
/// possible because both operands are of type `index` then the result may be
/// of type  `size` or `index`. If both operands and result are of type
/// `index`, their runtime values could be negative. The result is rounded
/// toward negative infinity, i.e. floor(lhs / rhs), such that
///
/// ```text
/// div(lhs, rhs) * rhs + mod(lhs, rhs) = lhs
/// ```
///
/// always holds. If any of the values is of type `size`, the behavior for
/// negative value is undefined.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.div",
    traits(Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder,
    has_verifier
)]
pub struct DivOp {
    op: OpId,
    /// The dividend.
    lhs: Operand<SizeOrIndex>,
    /// The divisor.
    rhs: Operand<SizeOrIndex>,
    /// The quotient.
    result: OpResult<SizeOrIndex>,
}

impl DivOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![size_or_index_of(ctx, input.operands[0], input.operands[1])])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let (Some(a), Some(b)) = (int_attr(ctx, operands[0]), int_attr(ctx, operands[1])) else {
            return FoldResult::Failure;
        };
        if b == 0 {
            return FoldResult::Failure;
        }
        let mut q = a.wrapping_div(b);
        if q < 0 && a.wrapping_rem(b) != 0 {
            q -= 1;
        }
        index_result(ctx, q)
    }
}

/// Creates a shape from a tensor of extents
///
/// Creates a shape from a 1D integral tensor of extents. The rank of the
/// resulting shape equals the number of elements in the tensor, and the
/// extents match the values of the elements.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.from_extent_tensor", traits(Pure), format = "$input attr-dict `:` type($input)")]
pub struct FromExtentTensorOp {
    op: OpId,
    /// The extents.
    input: Operand<IndexTensor1D>,
    /// The shape.
    #[op(buildable)]
    result: OpResult<ShapeType>,
}

/// Creates a shape from extents
///
/// Creates a shape from multiple SSA values representing the extents of
/// the shape.
///
/// ```mlir
/// // Rank 2 shape.
/// %s0 = shape.from_extents %a, %b
/// // Rank 0 shape.
/// %s1 = shape.from_extents
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "shape.from_extents", traits(Pure), format = "$extents attr-dict `:` type($extents)", has_folder)]
pub struct FromExtentsOp {
    op: OpId,
    /// The extents.
    extents: Variadic<SizeOrIndex>,
    /// The shape.
    #[op(buildable)]
    shape: OpResult<ShapeType>,
}

impl FromExtentsOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let mut v = Vec::new();
        for o in operands {
            match int_attr(ctx, *o) {
                Some(x) => v.push(x),
                None => return FoldResult::Failure,
            }
        }
        let a = index_tensor_attr(ctx, &v);
        FoldResult::Results(vec![FoldValue::Attr(a)])
    }
}

/// Shape function
///
/// An operation with a name containing a single `SSACFG` region which
/// represents a shape transfer function or helper function for shape transfer
/// function.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.func",
    traits(AffineScope, AutomaticAllocationScope, IsolatedFromAbove, Symbol),
    custom_assembly,
    has_verifier,
    default_dialect = "shape"
)]
pub struct FuncOp {
    op: OpId,
    /// The symbol name.
    sym_name: Attribute<SymbolNameAttr>,
    /// The function type.
    function_type: Attribute<FunctionTypeAttr>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// `public`, `private` or `nested`.
    sym_visibility: OptionalAttr<StrAttr>,
    /// The body.
    body: Region<AnyRegion>,
}

impl FuncOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        ods_dialect_func::parse_function_like(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        ods_dialect_func::print_function_like(p, self.id())
    }
    /// `FunctionOpInterface`: the entry block matches the signature.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_dialect_func::verify_function_entry(ctx, self.id())
    }
}

/// Represents shape functions and corresponding ops
///
/// Represents a list of shape functions and the ops whose shape transfer
/// functions they represent.
///
/// Example:
///
/// ```mlir
/// shape.function_library {
///   func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
///     %0 = shape_of %arg : !shape.value_shape -> !shape.shape
///     return %0 : !shape.shape
///   }
/// } mapping {
///   std.atan = @same_result_shape
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.function_library",
    traits(AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol, NoTerminator, SingleBlock),
    custom_assembly,
    default_dialect = "shape",
    skip_default_builders
)]
pub struct FunctionLibraryOp {
    op: OpId,
    /// The symbol name.
    sym_name: Attribute<SymbolNameAttr>,
    /// `public`, `private` or `nested`.
    sym_visibility: OptionalAttr<StrAttr>,
    /// Op names to shape functions.
    mapping: Attribute<DictionaryAttr>,
    /// The shape functions.
    body: Region<AnyRegion>,
}

impl FunctionLibraryOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let name = p.parse_symbol_name()?;
        let name = p.ctx().sym_bytes(name).to_vec();
        let a = p.ctx().string_attr_bytes(&name);
        let k = p.ctx().intern("sym_name");
        state.add_attr(k, a);
        p.parse_optional_attr_dict_with_keyword(state)?;
        let r = p.parse_region(&[], false)?;
        state.regions.push(r);
        p.parse_keyword("mapping")?;
        let none = p.ctx().none_type();
        let at = p.pos();
        let m = p.parse_attribute(Some(none))?;
        if m.as_dictionary(p.ctx()).is_none() {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
        let k = p.ctx().intern("mapping");
        state.add_attr(k, m);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write(" ");
        let name = self.sym_name(ctx);
        let sym = ctx.lookup_sym(name).expect("interned name");
        p.print_symbol_name(sym);
        p.print_optional_attr_dict_with_keyword(self.id(), &["sym_name", "mapping"]);
        p.write(" ");
        let r = self.body(ctx);
        p.print_region(r, RegionStyle::default().without_entry_args().terminators(false));
        p.write(" mapping ");
        let m = self.mapping(ctx);
        p.print_attribute_without_type(m);
    }
}

/// Gets the specified extent from a shape or extent tensor
///
/// Gets the extent indexed by `dim` from the `shape` operand. If the shape is
/// an error then it returns an invalid size.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.get_extent",
    traits(Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)",
    has_folder,
    has_verifier
)]
pub struct GetExtentOp {
    op: OpId,
    /// The shape.
    shape: Operand<ShapeOrExtentTensor>,
    /// The dimension.
    dim: Operand<SizeOrIndex>,
    /// The extent.
    extent: OpResult<SizeOrIndex>,
}

impl GetExtentOp {
    fn infer_return_types(ctx: &Context, _input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![ctx.index_type()])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(elems) = operands[0].and_then(|a| extents_of(ctx, a)) else { return FoldResult::Failure };
        let Some(d) = constant_int(ctx, self.dim(ctx)) else { return FoldResult::Failure };
        if d < 0 || d as usize >= elems.len() {
            return FoldResult::Failure;
        }
        index_result(ctx, elems[d as usize])
    }
}

/// Converts a standard index to a shape size
///
/// Converts a standard index to a `shape.size`. This operation and its
/// inverse, `size_to_index`, facilitate index conversion between the standard
/// and the shape dialect.
///
/// The behavior is undefined for negative indices.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.index_to_size", traits(Pure), format = "$arg attr-dict", has_folder, has_canonicalizer)]
pub struct IndexToSizeOp {
    op: OpId,
    /// The index.
    arg: Operand<Index>,
    /// The size.
    #[op(buildable)]
    result: OpResult<SizeType>,
}

impl IndexToSizeOp {
    fn fold(self, _ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        match operands[0] {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::CastRoundTrip::<IndexToSizeOp, SizeToIndexOp>::new());
    }
}

/// Determines if 2+ shapes can be successfully broadcasted
///
/// Given multiple input shapes or extent tensors, return a predicate
/// specifying if they are broadcastable. This broadcastable follows the same
/// logic as what shape.broadcast documents.
///
/// Concretely, shape.is_broadcastable returning true implies that
/// shape.broadcast will not give an error, and shape.cstr_broadcastable will
/// not result in an assertion failure. Similarly, false implies an error or
/// assertion failure.
///
/// Example:
/// ```mlir
/// %true = shape.is_broadcastable [2,2], [3,1,2]
/// %false = shape.is_broadcastable [2,2], [3,2]
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.is_broadcastable",
    traits(Commutative),
    format = "$shapes attr-dict `:` type($shapes)",
    has_folder,
    has_canonicalizer
)]
pub struct IsBroadcastableOp {
    op: OpId,
    /// The shapes.
    shapes: Variadic<ShapeOrExtentTensor>,
    /// Whether the shapes are broadcastable.
    result: OpResult<I1>,
}

impl IsBroadcastableOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        if operands.len() < 2 {
            return bool_result(ctx, true);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::RemoveDuplicateOperands::<IsBroadcastableOp>::new());
    }
}

fn max_min_infer(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
    let (a, b) = (input.operands[0].ty(ctx), input.operands[1].ty(ctx));
    Ok(vec![if a == b { a } else { SizeType::get(ctx) }])
}
fn max_min_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l.len() != 1 || r.len() != 1 {
        return false;
    }
    (ShapeType::is(ctx, l[0]) && ShapeType::is(ctx, r[0])) || (SizeType::is(ctx, l[0]) && SizeType::is(ctx, r[0]))
}
static MAX_MIN_COMPATIBLE: CompatibleReturnTypes = CompatibleReturnTypes(max_min_compatible);

fn same_operands_fold(lhs: Value, rhs: Value) -> FoldResult {
    if lhs == rhs {
        FoldResult::Results(vec![FoldValue::Value(lhs)])
    } else {
        FoldResult::Failure
    }
}

/// Elementwise maximum
///
/// Computes the elementwise maximum of two sizes or shapes with equal ranks.
/// If either operand is an error, then an error will be propagated to the
/// result. If the input types mismatch or the ranks do not match, then the
/// result is an error.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.max",
    traits(Commutative, Pure, InferTypeOpInterface),
    interfaces(MAX_MIN_COMPATIBLE),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder
)]
pub struct MaxOp {
    op: OpId,
    /// The first operand.
    lhs: Operand<ShapeOrSize>,
    /// The second operand.
    rhs: Operand<ShapeOrSize>,
    /// The maximum.
    result: OpResult<ShapeOrSize>,
}

impl MaxOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        max_min_infer(ctx, input)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        same_operands_fold(self.lhs(ctx), self.rhs(ctx))
    }
}

/// Returns the least general shape or size of its operands
///
/// An operation that computes the least general shape or dim of input
/// operands. This effectively asserts that corresponding static dimensions
/// are equal. The behavior is to match each element of the shape/size and
/// propagate the most restrictive information, returning an invalid shape if
/// there are contradictory requirements. E.g., using pseudo code
///
/// ```text
/// shape.meet([*], [*]) -> [*]
/// shape.meet([*], [1, ?]) -> [1, ?]
/// shape.meet([1, 2], [1, ?]) -> [1, 2]
/// shape.meet([*], [1, 2]) -> [1, 2]
/// shape.meet([], []) -> []
/// shape.meet([], [*]) -> []
/// shape.meet([], [?, ?]) -> [invalid]
/// shape.meet([1, ?], [2, ?, ?]) -> [invalid]
/// ```
///
/// `shape.meet` also allows specifying an optional error string, that may be
/// used to return an error to the user upon mismatch of dimensions.
///
/// ```mlir
/// %c = shape.meet %a, %b, error="<reason>" : !shape.shape, !shape.shape -> !shape.shape
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.meet",
    traits(Commutative, InferTypeOpInterface),
    interfaces(MEET_COMPATIBLE),
    format = "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)"
)]
pub struct MeetOp {
    op: OpId,
    /// The first operand.
    arg0: Operand<AnyShapeOrSize>,
    /// The second operand.
    arg1: Operand<AnyShapeOrSize>,
    /// Describes a mismatch.
    error: OptionalAttr<StrAttr>,
    /// The least general of the operands.
    result: OpResult<AnyShapeOrSize>,
}

fn meet_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l.len() != 1 || r.len() != 1 {
        return false;
    }
    if l == r {
        return true;
    }
    let (mut a, mut b) = (l[0], r[0]);
    if !(ShapeType::is(ctx, a) || SizeType::is(ctx, a)) {
        std::mem::swap(&mut a, &mut b);
    }
    if SizeType::is(ctx, a) {
        return SizeType::is(ctx, b) || b.is_index(ctx);
    }
    if ShapeType::is(ctx, a) {
        return ShapeType::is(ctx, b) || b.is_tensor(ctx);
    }
    a.is_shaped(ctx) && b.is_shaped(ctx) && compatible_shapes(ctx, a, b)
}
static MEET_COMPATIBLE: CompatibleReturnTypes = CompatibleReturnTypes(meet_compatible);

impl MeetOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let Some(first) = input.operands.first() else { return Err(input.error("failed to infer returned types")) };
        let is_shape = |t: Type| ShapeType::is(ctx, t) || is_extent_tensor(ctx, t);
        let mut acc = first.ty(ctx);
        for v in &input.operands[1..] {
            let (mut l, mut r) = (acc, v.ty(ctx));
            if !(ShapeType::is(ctx, l) || SizeType::is(ctx, l)) {
                std::mem::swap(&mut l, &mut r);
            }
            let bad = || Err(input.error("requires all sizes or shapes"));
            if SizeType::is(ctx, l) {
                if SizeType::is(ctx, r) || r.is_index(ctx) {
                    acc = l;
                } else {
                    return bad();
                }
            } else if l.is_index(ctx) {
                if r.is_index(ctx) {
                    acc = r;
                } else {
                    return bad();
                }
            } else if ShapeType::is(ctx, l) {
                if is_shape(r) {
                    acc = l;
                } else {
                    return bad();
                }
            } else if is_extent_tensor(ctx, l) {
                let r1 = l.shape(ctx).map_or(0, |s| s[0]);
                let r2 = r.shape(ctx).and_then(|s| s.first().copied()).unwrap_or(ods_ir::types::DYNAMIC);
                if r1 == ods_ir::types::DYNAMIC {
                    acc = l;
                } else if r2 == ods_ir::types::DYNAMIC {
                    acc = r;
                } else if r1 != r2 {
                    return Err(input.error("unequal shape cardinality"));
                } else {
                    acc = l;
                }
            }
        }
        Ok(vec![acc])
    }
}

/// Elementwise minimum
///
/// Computes the elementwise minimum of two sizes or shapes with equal ranks.
/// If either operand is an error, then an error will be propagated to the
/// result. If the input types mismatch or the ranks do not match, then the
/// result is an error.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.min",
    traits(Commutative, Pure, InferTypeOpInterface),
    interfaces(MAX_MIN_COMPATIBLE),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder
)]
pub struct MinOp {
    op: OpId,
    /// The first operand.
    lhs: Operand<ShapeOrSize>,
    /// The second operand.
    rhs: Operand<ShapeOrSize>,
    /// The minimum.
    result: OpResult<ShapeOrSize>,
}

impl MinOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        max_min_infer(ctx, input)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        same_operands_fold(self.lhs(ctx), self.rhs(ctx))
    }
}

/// Multiplication of sizes and indices
///
/// Multiplies two sizes or indices. If either operand is an error it will be
/// propagated to the result. The operands can be of type `size` or `index`. If
/// at least one of the operands can hold an error, i.e. if it is of type
/// `size`, the result must be of type `size`. If error propagation is not
/// possible because both operands are of type `index` then the result may be
/// of type `size` or `index`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.mul",
    traits(Commutative, Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
    has_folder,
    has_verifier
)]
pub struct MulOp {
    op: OpId,
    /// The first factor.
    lhs: Operand<SizeOrIndex>,
    /// The second factor.
    rhs: Operand<SizeOrIndex>,
    /// The product.
    result: OpResult<SizeOrIndex>,
}

impl MulOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![size_or_index_of(ctx, input.operands[0], input.operands[1])])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let (Some(a), Some(b)) = (int_attr(ctx, operands[0]), int_attr(ctx, operands[1])) else {
            return FoldResult::Failure;
        };
        index_result(ctx, a.wrapping_mul(b))
    }
}

/// Returns the number of elements for a given shape
///
/// Returns the number of elements for a given shape which is the product of
/// its extents. If the argument is of type `shape` then the result will be of
/// type `size` and potential errors will be propagated. Otherwise, if the
/// argument is and extent tensor `tensor<?xindex>` then the result will be of
/// type `index`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.num_elements",
    traits(Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$shape attr-dict `:` type($shape) `->` type($result)",
    has_folder,
    has_verifier
)]
pub struct NumElementsOp {
    op: OpId,
    /// The shape.
    shape: Operand<ShapeOrExtentTensor>,
    /// The number of elements.
    result: OpResult<SizeOrIndex>,
}

impl NumElementsOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![size_if_shape(ctx, input.operands[0])])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(e) = operands[0].and_then(|a| extents_of(ctx, a)) else { return FoldResult::Failure };
        let p = e.iter().fold(1u64, |acc, &x| acc.wrapping_mul(x as u64));
        index_result(ctx, p as i64)
    }
}

/// Gets the rank of a shape
///
/// Returns the rank of the shape or extent tensor, i.e. the number of
/// extents.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.rank",
    traits(Pure, InferTypeOpInterface),
    interfaces(SIZE_INDEX_COMPATIBLE),
    format = "$shape attr-dict `:` type($shape) `->` type($rank)",
    has_folder,
    has_canonicalizer,
    has_verifier
)]
pub struct RankOp {
    op: OpId,
    /// The shape.
    shape: Operand<ShapeOrExtentTensor>,
    /// The rank.
    rank: OpResult<SizeOrIndex>,
}

impl RankOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![size_if_shape(ctx, input.operands[0])])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(e) = operands[0].and_then(|a| extents_of(ctx, a)) else { return FoldResult::Failure };
        index_result(ctx, e.len() as i64)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::RankShapeOf);
    }
}

/// Returns an expression reduced over a shape or extent tensor
///
/// An operation that takes as input a shape or extent tensor, and a number of
/// initial values. This operation has a region that is applied repeatedly for
/// every extent of the input. Starting with the initial values, the individual
/// extents are then aggregated as defined by the associated region.
///
/// Conceptually this op performs the following reduction:
///
/// ```text
/// res[] = init;
/// for (int i = 0, i < shape.rank(); i++) {
///   res = reduce(i, shape[i], res[0], ..., res[n]);
/// }
/// ```
///
/// Where `reduce` represents the region attached and the result of the reduce
/// op is the last computed output of the reduce region. As an example, the
/// number of elements can be computed as follows:
///
/// ```mlir
/// func.func @reduce(%shape : !shape.shape, %init : !shape.size) ->
///     !shape.size {
///   %num_elements = shape.reduce(%shape, %init) -> !shape.size  {
///     ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
///       %updated_acc = "shape.mul"(%acc, %dim) :
///         (!shape.size, !shape.size) -> !shape.size
///       shape.yield %updated_acc : !shape.size
///   }
///   return %num_elements : !shape.size
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "shape.reduce", traits(SingleBlockImplicitTerminator("shape.yield")), custom_assembly, has_verifier)]
pub struct ReduceOp {
    op: OpId,
    /// The shape to reduce over.
    shape: Operand<ShapeOrExtentTensor>,
    /// The initial values.
    init_vals: Variadic<AnyType>,
    /// The reduced values.
    result: VariadicResult<AnyType>,
    /// The reduction body.
    region: Region<SizedRegion<1>>,
}

impl ReduceOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let name_at = p.op_pos();
        let at = p.pos();
        let operands = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen, None)?;
        let shape_ty = p.parse_colon_type()?;
        let types = p.parse_optional_arrow_type_list()?;
        let Some(first) = operands.first() else { return Err(p.error_at(at, "expected the shape operand")) };
        let v = p.resolve_operand(first, shape_ty)?;
        state.operands.push(v);
        if operands.len() - 1 != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len() - 1,
                types.len()
            );
            return Err(p.error_at(name_at, msg));
        }
        let mut inits = Vec::new();
        p.resolve_operands(&operands[1..], &types, at, &mut inits)?;
        state.operands.extend(inits);
        state.result_types.extend(types);
        let r = p.parse_region(&[], false)?;
        state.regions.push(r);
        p.parse_attr_dict_directive(state, false)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let shape = self.shape(ctx);
        let inits = self.init_vals(ctx).to_vec();
        let shape_ty = shape.ty(ctx);
        let types = self.id().result_types(ctx);
        p.write("(");
        p.print_operand(shape);
        p.write(", ");
        p.print_operands(&inits);
        p.write(") : ");
        p.print_type(shape_ty);
        if !types.is_empty() {
            p.print_arrow_type_list(&types);
        }
        p.write(" ");
        let r = self.region(ctx);
        p.print_region(r, RegionStyle::default());
        p.print_optional_attr_dict(self.id(), &[]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(block) = self.region(ctx).entry_block(ctx) else { return Ok(()) };
        let inits = self.init_vals(ctx);
        let count = inits.len() + 2;
        let args = block.args(ctx);
        if args.len() != count {
            return Err(op_error(ctx, op, format!("ReduceOp body is expected to have {count} arguments")));
        }
        if !args[0].ty(ctx).is_index(ctx) {
            return Err(op_error(ctx, op, "argument 0 of ReduceOp body is expected to be of IndexType"));
        }
        let extent = args[1].ty(ctx);
        if ShapeType::is(ctx, self.shape(ctx).ty(ctx)) {
            if !SizeType::is(ctx, extent) {
                return Err(op_error(
                    ctx,
                    op,
                    "argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType",
                ));
            }
        } else if !extent.is_index(ctx) {
            return Err(op_error(
                ctx,
                op,
                "argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor",
            ));
        }
        for (i, v) in inits.iter().enumerate() {
            if args[i + 2].ty(ctx) != v.ty(ctx) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("type mismatch between argument {} of ReduceOp body and initial value {i}", i + 2),
                ));
            }
        }
        Ok(())
    }
}

/// Shape function return operation
///
/// The `shape.return` operation represents a return operation within a
/// function. The operation takes variable number of operands and produces no
/// results.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.return",
    traits(Pure, HasParent("shape.func"), ReturnLike, Terminator),
    format = "attr-dict ($operands^ `:` type($operands))?"
)]
pub struct ReturnOp {
    op: OpId,
    /// The returned values.
    operands: Variadic<AnyType>,
}

/// Returns whether the input shapes or extent tensors are equal
///
/// Takes one or more shape or extent tensor operands and determines whether
/// they are equal. When extent tensors are compared to shapes they are
/// regarded as their equivalent non-error shapes. Error shapes can be tested
/// for equality like any other shape value, meaning that the error value is
/// equal to itself.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.shape_eq", traits(Pure, Commutative), format = "$shapes attr-dict `:` type($shapes)", has_folder)]
pub struct ShapeEqOp {
    op: OpId,
    /// The shapes.
    shapes: Variadic<ShapeOrExtentTensor>,
    /// Whether they are equal.
    result: OpResult<I1>,
}

impl ShapeEqOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(Some(first)) = operands.first().copied() else {
            if operands.is_empty() {
                return bool_result(ctx, true);
            }
            return FoldResult::Failure;
        };
        let mut same = true;
        for o in &operands[1..] {
            let Some(a) = o else { return FoldResult::Failure };
            same &= extents_of(ctx, *a) == extents_of(ctx, first);
        }
        bool_result(ctx, same)
    }
}

/// Returns shape of a value or shaped type operand
///
/// The operation takes a value or a shaped operand as an argument and it
/// returns a shape or extent tensor.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.shape_of",
    traits(Pure, InferTypeOpInterface),
    interfaces(SHAPE_OF_COMPATIBLE),
    format = "$arg attr-dict `:` type($arg) `->` type($result)",
    has_canonicalizer,
    has_verifier
)]
pub struct ShapeOfOp {
    op: OpId,
    /// The shaped value.
    arg: Operand<ShapedOrValueShape>,
    /// Its shape.
    result: OpResult<ShapeOrExtentTensor>,
}

fn shape_of_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l.len() != 1 || r.len() != 1 {
        return false;
    }
    if l == r {
        return true;
    }
    let (a, b) = (l[0], r[0]);
    let ok = |t: Type| ShapeType::is(ctx, t) || t.is_shaped(ctx);
    if !ok(a) || !ok(b) {
        return false;
    }
    if ShapeType::is(ctx, a) || ShapeType::is(ctx, b) {
        return true;
    }
    compatible_shapes(ctx, a, b)
}
static SHAPE_OF_COMPATIBLE: CompatibleReturnTypes = CompatibleReturnTypes(shape_of_compatible);

impl ShapeOfOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let t = input.operands[0].ty(ctx);
        if ValueShapeType::is(ctx, t) {
            return Ok(vec![ShapeType::get(ctx)]);
        }
        let rank = t.rank(ctx).map_or(ods_ir::types::DYNAMIC, |r| r as i64);
        Ok(vec![extent_tensor_type(ctx, rank)])
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape_or_extent_tensor(ctx, self.id())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::ShapeOfCastExtentTensor);
        set.add(patterns::ShapeOfFromReshape);
        set.add(patterns::ExtractFromShapeOfExtentTensor);
        set.add(patterns::ShapeOfOpToConstShapeOp);
    }
}

/// Casts between index types of the shape and standard dialect
///
/// Converts a `shape.size` to a standard index. This operation and its
/// inverse, `index_to_size`, facilitate index conversion between the standard
/// and the shape dialect. The behavior is undefined for unknown and invalid
/// arguments.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.size_to_index",
    traits(Pure),
    format = "$arg attr-dict `:` type($arg)",
    has_folder,
    has_canonicalizer
)]
pub struct SizeToIndexOp {
    op: OpId,
    /// The size.
    arg: Operand<SizeOrIndex>,
    /// The index.
    result: OpResult<Index>,
}

impl SizeToIndexOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        if let Some(a) = operands[0] {
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        // A cast of an index to an index is the index (CastOpInterface).
        let arg = self.arg(ctx);
        if arg.ty(ctx) == self.result(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(arg)]);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::CastRoundTrip::<SizeToIndexOp, IndexToSizeOp>::new());
    }
}

/// Splits a shape at a given index
///
/// Splits a shape at a given dimension `index`, returning two shapes. If
/// `index` is negative, it is treated as indexing from the back of the shape.
/// This negative-handling behavior is important when handling unranked
/// shapes, where the positive index is not necessarily knowable due to a
/// dynamic number of leading dimensions. If the result is in extent tensor
/// form out of bounds indices result in undefined behavior.
///
/// Examples:
/// - `split_at([4,5,6], index=0) -> [], [4,5,6]`
/// - `split_at([4,5,6], index=1) -> [4], [5,6]`
/// - `split_at([4,5,6], index=2) -> [4,5], [6]`
/// - `split_at([4,5,6], index=3) -> [4,5,6], []`
/// - `split_at([4,5,6], index=4) -> error`
/// - `split_at([4,5,6], index=-1) -> [4,5], [6]`
/// - `split_at([4,5,6], index=-2) -> [4], [5,6]`
/// - `split_at([4,5,6], index=-3) -> [], [4,5,6]`
/// - `split_at([4,5,6], index=-4) -> error`
///
/// Requires:
/// - `index` is in the range [-rank(operand),rank(operand)]
#[derive(Op, Clone, Copy)]
#[op(name = "shape.split_at", traits(Pure), has_folder, asm_result_names)]
pub struct SplitAtOp {
    op: OpId,
    /// The shape to split.
    operand: Operand<ShapeOrExtentTensor>,
    /// Where to split.
    index: Operand<SizeOrIndex>,
    /// The leading extents.
    head: OpResult<ShapeOrExtentTensor>,
    /// The trailing extents.
    tail: OpResult<ShapeOrExtentTensor>,
}

impl SplitAtOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "head");
        set(1, "tail");
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(shape) = operands[0].and_then(|a| extents_of(ctx, a)) else { return FoldResult::Failure };
        let Some(mut split) = int_attr(ctx, operands[1]) else { return FoldResult::Failure };
        let rank = shape.len() as i64;
        if -rank > split || split > rank {
            return FoldResult::Failure;
        }
        if split < 0 {
            split += rank;
        }
        let (h, t) = shape.split_at(split as usize);
        let (h, t) = (index_tensor_attr(ctx, h), index_tensor_attr(ctx, t));
        FoldResult::Results(vec![FoldValue::Attr(h), FoldValue::Attr(t)])
    }
}

/// Creates a dimension tensor from a shape
///
/// Converts a shape to a 1D integral tensor of extents. The number of elements
/// in the tensor equals the rank of the shape, and the elements equal the
/// extents of the shape.
///
/// If the shape represents an error, this op's behavior is undefined.
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.to_extent_tensor",
    traits(Pure),
    format = "$input attr-dict `:` type($input) `->` type($result)",
    has_folder
)]
pub struct ToExtentTensorOp {
    op: OpId,
    /// The shape.
    input: Operand<ShapeOrExtentTensor>,
    /// Its extents.
    result: OpResult<TensorOf<Index>>,
}

impl ToExtentTensorOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        if let Some(e) = operands[0].and_then(|a| extents_of(ctx, a)) {
            let a = index_tensor_attr(ctx, &e);
            return FoldResult::Results(vec![FoldValue::Attr(a)]);
        }
        let input = self.input(ctx);
        if input.ty(ctx) == self.result(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(input)]);
        }
        FoldResult::Failure
    }
}

/// Returns value as a shape
///
/// The operations takes a ValueShape and returns a Shape corresponding to the
/// value.  If the input value cannot be shape (e.g., not a 1D tensor of
/// integral value representing sizes) then this propagages the error shape.
/// E.g.,
///
/// ```mlir
/// // The following
/// %0 = arith.constant dense<[1,2]> : tensor<2xi32>
/// %shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape
/// // is equivalent to
/// %shape' = shape.const_shape [1, 2] : !shape.shape
/// ```
///
/// This operation is the complement of `shape_of` wrt ValueShape values.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.value_as_shape", traits(Pure), format = "$arg attr-dict `:` type($arg) `->` type($result)")]
pub struct ValueAsShapeOp {
    op: OpId,
    /// The value.
    arg: Operand<ExtentsOrValueShape>,
    /// The shape.
    result: OpResult<ShapeOrExtentTensor>,
}

/// Returns value of a !shape.value_shape operand
///
/// The operation takes !shape.value_shape, a.k.a. (value, shape) tuple as an
/// argument, and returns its value. The behavior is undefined for unknown and
/// invalid arguments.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.value_of", traits(Pure), format = "$arg attr-dict `:` type($result)")]
pub struct ValueOfOp {
    op: OpId,
    /// The value shape.
    #[op(buildable)]
    arg: Operand<ValueShapeType>,
    /// Its value.
    result: OpResult<AnyShaped>,
}

/// Returns ValueShape with given shape
///
/// Returns ValueShape with the shape updated to match the shape operand. That
/// is a new ValueShape tuple is created with value equal to `operand`'s value
/// and shape equal to `shape`. If the ValueShape and given `shape` are
/// non-conformant, then the returned ValueShape will represent an error of
/// this mismatch. Similarly if either inputs are in an error state, then an
/// error is propagated.
#[derive(Op, Clone, Copy)]
#[op(name = "shape.with_shape", traits(Pure), format = "operands attr-dict `:` type($operand) `,` type($shape)")]
pub struct WithOp {
    op: OpId,
    /// The value.
    operand: Operand<ShapedOrValueShape>,
    /// The shape.
    shape: Operand<ShapeOrExtentTensor>,
    /// The value with the shape.
    #[op(buildable)]
    result: OpResult<ValueShapeType>,
}

/// Returns the value to parent op
#[derive(Op, Clone, Copy)]
#[op(
    name = "shape.yield",
    traits(HasParent("shape.reduce, shape.function_library"), Pure, ReturnLike, Terminator),
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
        let Some(parent) = self.id().parent_op(ctx) else { return Ok(()) };
        let results = parent.result_types(ctx);
        let operands = self.id().operand_types(ctx);
        if results.len() != operands.len() {
            return Err(op_error(ctx, self.id(), "number of operands does not match number of results of its parent"));
        }
        if results.iter().zip(&operands).any(|(a, b)| a != b) {
            return Err(op_error(ctx, self.id(), "types mismatch between yield op and its parent"));
        }
        Ok(())
    }
}
