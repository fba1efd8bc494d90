//! The Toy tutorial's dialect as of chapter 4, defined with the ods macros,
//! and the `toyc` compiler for the Toy language ([`lang`], [`toyc`]).
//!
//! The ops carry the chapter's interfaces: `ShapeInference` (add, mul,
//! transpose, cast), `CallOpInterface` (`toy.generic_call`),
//! `CallableOpInterface` (`toy.func`) and `CastOpInterface` (`toy.cast`);
//! the dialect registers a `DialectInlinerInterface` that allows inlining
//! everything, replaces the results of an inlined call with the operands of
//! `toy.return`, and bridges type mismatches at call edges with `toy.cast`.
//! The generic passes that use them (`inline`, `shape-inference`) live in
//! the IR core.

#![warn(missing_docs)]

pub mod lang;
pub mod toyc;

use ods_ir::attrs::AttrKind;
use ods_ir::builder::{Builder, InsertPoint};
use ods_ir::pass::inline::{
    fold_identity_cast, verify_cast_op, CallOpInterface, CallOpInterfaceVTable, CallableOpInterface,
    CallableOpInterfaceVTable, CastOpInterface, CastOpInterfaceVTable, DialectInlinerInterface,
    DialectInlinerInterfaceVTable, ValueMapping,
};
use ods_ir::pass::shape_inference::{ShapeInference, ShapeInferenceVTable};
use ods_ir::prelude::*;
use ods_ir::print::type_to_string;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The Toy dialect: the language of the MLIR Toy tutorial, on tensors
    /// of f64.
    pub TOY_DIALECT: name = "toy", summary = "The Toy tutorial's language", interfaces = [TOY_INLINER]
}

/// The dialect's inliner hooks.
pub struct ToyInlinerInterface;

static TOY_INLINER: DialectInlinerInterfaceVTable = DialectInlinerInterfaceVTable::of::<ToyInlinerInterface>();

impl DialectInlinerInterface for ToyInlinerInterface {
    /// Every call of a toy function may be inlined.
    fn is_legal_to_inline_call(_: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }
    /// Every toy function body may be inlined.
    fn is_legal_to_inline_region(_: &Context, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    /// Every toy op may be inlined.
    fn is_legal_to_inline_op(_: &Context, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    /// A `toy.cast` where a call argument or result type differs from the
    /// function's.
    fn materialize_call_conversion(
        ctx: &mut Context,
        ip: InsertPoint,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let mut b = Builder::at(ctx, ip);
        Some(CastOp::build(&mut b, loc, ty, input).id())
    }
}

/// A tensor of f64 (ODS `F64Tensor`).
pub type F64Tensor = TensorOf<F64>;

// ----- constant -----

/// constant
///
/// Constant operation turns a literal into an SSA value. The data is
/// attached to the operation as an attribute. For example:
///
/// ```mlir
///   %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
///                     : tensor<2x3xf64>
/// ```
#[derive(Op, Clone, Copy)]
#[op(name = "toy.constant", dialect = TOY_DIALECT, traits(Pure), custom_assembly, has_verifier)]
pub struct ConstantOp {
    op: OpId,
    /// The data.
    value: Attribute<F64ElementsAttr>,
    /// The tensor.
    result: OpResult<F64Tensor>,
}

impl ConstantOp {
    /// A constant of `value`, whose type is the result type.
    pub fn build_value(b: &mut Builder<'_>, loc: Location, value: Attr) -> Self {
        let ty = value.ty(b.ctx()).expect("a typed elements attribute");
        ConstantOp::build(b, loc, ty, value)
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_optional_attr_dict(state)?;
        let at = p.pos();
        let value = p.parse_attribute(None)?;
        if !matches!(value.kind(p.ctx()), AttrKind::DenseElements { .. }) {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
        let ty = value.ty(p.ctx()).expect("typed");
        let k = p.ctx().intern("value");
        state.add_attr(k, value);
        state.result_types.push(ty);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        p.write(" ");
        p.print_optional_attr_dict(self.id(), &["value"]);
        let v = self.value(p.ctx());
        p.print_attribute(v);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let result_ty = self.result(ctx).ty(ctx);
        let TypeKind::RankedTensor { shape: result_shape, .. } = result_ty.kind(ctx) else { return Ok(()) };
        let attr_ty = self.value(ctx).ty(ctx).expect("typed");
        let attr_shape = attr_ty.shape(ctx).unwrap_or(&[]);
        if attr_shape.len() != result_shape.len() {
            return Err(op_error(
                ctx,
                self.id(),
                format!(
                    "return type must match the one of the attached value attribute: {} != {}",
                    attr_shape.len(),
                    result_shape.len()
                ),
            ));
        }
        for (dim, (a, r)) in attr_shape.iter().zip(result_shape.iter()).enumerate() {
            if a != r {
                return Err(op_error(
                    ctx,
                    self.id(),
                    format!("return type shape mismatches its attribute at dimension {dim}: {a} != {r}"),
                ));
            }
        }
        Ok(())
    }
}

// ----- binary ops -----

/// `%a, %b : T` or, when the types differ, `%a, %b : (T1, T2) -> T3`.
fn parse_binary_op(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let at = p.pos();
    let operands = p.parse_operand_list()?;
    if operands.len() != 2 {
        return Err(p.error_at(at, "expected 2 operands"));
    }
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    let sig = ty.function_signature(p.ctx()).map(|(i, o)| (i.to_vec(), o.to_vec()));
    match sig {
        Some((ins, outs)) => {
            p.resolve_operands(&operands, &ins, at, &mut state.operands)?;
            state.result_types.extend(outs);
        }
        None => {
            p.resolve_operands(&operands, &[ty, ty], at, &mut state.operands)?;
            state.result_types.push(ty);
        }
    }
    Ok(())
}

fn print_binary_op(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    let operands = op.operands(ctx).to_vec();
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let ins = op.operand_types(ctx);
    let outs = op.result_types(ctx);
    match outs.first() {
        Some(&r) if ins.iter().all(|t| *t == r) => p.print_type(r),
        _ => p.print_functional_type(&ins, &outs),
    }
}

/// element-wise addition operation
///
/// The "add" operation performs element-wise addition between two tensors.
/// The shapes of the tensor operands are expected to match.
#[derive(Op, Clone, Copy)]
#[op(name = "toy.add", dialect = TOY_DIALECT, traits(Pure), custom_assembly, interfaces(ShapeInference))]
pub struct AddOp {
    op: OpId,
    lhs: Operand<F64Tensor>,
    rhs: Operand<F64Tensor>,
    result: OpResult<F64Tensor>,
}

impl AddOp {
    /// `lhs + rhs`, of unknown shape until shapes are inferred.
    pub fn build_unranked(b: &mut Builder<'_>, loc: Location, lhs: Value, rhs: Value) -> Self {
        let t = unranked_f64(b.ctx());
        AddOp::build(b, loc, t, lhs, rhs)
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_binary_op(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_binary_op(p, self.id())
    }
}

impl ShapeInference for AddOp {
    fn infer_shapes(self, ctx: &mut Context) {
        let t = self.lhs(ctx).ty(ctx);
        ctx.set_value_type(self.result(ctx), t);
    }
}

/// element-wise multiplication operation
///
/// The "mul" operation performs element-wise multiplication between two
/// tensors. The shapes of the tensor operands are expected to match.
#[derive(Op, Clone, Copy)]
#[op(name = "toy.mul", dialect = TOY_DIALECT, traits(Pure), custom_assembly, interfaces(ShapeInference))]
pub struct MulOp {
    op: OpId,
    lhs: Operand<F64Tensor>,
    rhs: Operand<F64Tensor>,
    result: OpResult<F64Tensor>,
}

impl MulOp {
    /// `lhs * rhs`, of unknown shape until shapes are inferred.
    pub fn build_unranked(b: &mut Builder<'_>, loc: Location, lhs: Value, rhs: Value) -> Self {
        let t = unranked_f64(b.ctx());
        MulOp::build(b, loc, t, lhs, rhs)
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_binary_op(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_binary_op(p, self.id())
    }
}

impl ShapeInference for MulOp {
    fn infer_shapes(self, ctx: &mut Context) {
        let t = self.lhs(ctx).ty(ctx);
        ctx.set_value_type(self.result(ctx), t);
    }
}

/// `tensor<*xf64>`.
pub fn unranked_f64(ctx: &Context) -> Type {
    let f = ctx.f64_type();
    ctx.unranked_tensor_type(f)
}

// ----- cast -----

/// shape cast operation
///
/// The "cast" operation converts a tensor from one type to an equivalent
/// type without changing any data elements. The source and destination
/// types must both be tensor types with the same element type. If both are
/// ranked, then shape is required to match. The operation is invalid if
/// converting to a mismatching constant dimension.
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.cast", dialect = TOY_DIALECT,
    traits(Pure, SameOperandsAndResultShape),
    format = "$input attr-dict `:` type($input) `to` type($output)",
    interfaces(CastOpInterface, ShapeInference),
    has_verifier,
    has_folder
)]
pub struct CastOp {
    op: OpId,
    input: Operand<F64Tensor>,
    output: OpResult<F64Tensor>,
}

impl CastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_cast_op(ctx, self.id())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        fold_identity_cast(ctx, self.id())
    }
}

impl CastOpInterface for CastOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([input], [output]) = (inputs, outputs) else { return false };
        if !input.is_tensor(ctx) || !output.is_tensor(ctx) || input.element_type(ctx) != output.element_type(ctx) {
            return false;
        }
        let ranked = |t: &Type| matches!(t.kind(ctx), TypeKind::RankedTensor { .. });
        !ranked(input) || !ranked(output) || input == output
    }
}

impl ShapeInference for CastOp {
    fn infer_shapes(self, ctx: &mut Context) {
        let t = self.input(ctx).ty(ctx);
        ctx.set_value_type(self.output(ctx), t);
    }
}

// ----- func -----

/// user defined function operation
///
/// The "toy.func" operation represents a user defined function. These are
/// callable SSA-region operations that contain toy computations.
///
/// ```mlir
/// toy.func @main() {
///   %0 = toy.constant dense<5.500000e+00> : tensor<f64>
///   %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
///   toy.print %1 : tensor<2x2xf64>
///   toy.return
/// }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.func", dialect = TOY_DIALECT,
    traits(IsolatedFromAbove, Symbol),
    custom_assembly,
    has_verifier,
    interfaces(CallableOpInterface),
    skip_default_builders
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
    /// The body.
    body: Region<AnyRegion>,
}

impl FuncOp {
    /// A function `name` of type `ty` with an entry block whose arguments
    /// match the inputs, and that block; the builder's insertion point does
    /// not move.
    pub fn build(b: &mut Builder<'_>, loc: Location, name: &str, ty: Type) -> (Self, BlockId) {
        let mut st = b.state(Self::NAME, loc);
        let (k, v) = (b.ctx().intern("sym_name"), b.ctx().string_attr(name));
        st.add_attr(k, v);
        let (k, v) = (b.ctx().intern("function_type"), b.ctx().type_attr(ty));
        st.add_attr(k, v);
        let region = b.create_region();
        st.regions.push(region);
        let inputs = ty.function_signature(b.ctx()).map(|(i, _)| i.to_vec()).unwrap_or_default();
        let entry = b.create_block(region, &inputs, loc);
        let op = b.insert(st);
        (FuncOp::from_op_unchecked(op), entry)
    }
    /// Makes the function private (`sym_visibility = "private"`).
    pub fn set_private(self, ctx: &mut Context) {
        let (k, v) = (ctx.intern("sym_visibility"), ctx.string_attr("private"));
        ctx.set_attr(self.id(), k, v);
    }
    /// The entry block; none for a declaration (a function without a body).
    pub fn entry_block(self, ctx: &Context) -> Option<BlockId> {
        self.body(ctx).entry_block(ctx)
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        ods_dialect_func::parse_function_like(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        ods_dialect_func::print_function_like(p, self.id())
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_dialect_func::verify_function_entry(ctx, self.id())
    }
}

impl CallableOpInterface for FuncOp {
    fn callable_region(self, ctx: &Context) -> Option<RegionId> {
        ods_dialect_func::callable_body(ctx, self.body(ctx))
    }
    fn callable_results(self, ctx: &Context) -> Vec<Type> {
        ods_dialect_func::callable_result_types(ctx, self.function_type(ctx))
    }
}

// ----- generic_call -----

/// generic call operation
///
/// Generic calls represent calls to a user defined function that needs to
/// be specialized for the shape of its arguments. The callee name is
/// attached as a symbol reference via an attribute. The arguments list must
/// match the arguments expected by the callee. For example:
///
/// ```mlir
///  %4 = toy.generic_call @my_func(%1, %3)
///        : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.generic_call", dialect = TOY_DIALECT,
    format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
    interfaces(CallOpInterface)
)]
pub struct GenericCallOp {
    op: OpId,
    /// The called function.
    callee: Attribute<FlatSymbolRefAttr>,
    /// The arguments.
    inputs: Variadic<F64Tensor>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// The result.
    result: OpResult<F64Tensor>,
}

impl GenericCallOp {
    /// A call of `callee`, returning a tensor of unknown shape.
    pub fn build_call(b: &mut Builder<'_>, loc: Location, callee: &str, args: &[Value]) -> Self {
        let t = unranked_f64(b.ctx());
        GenericCallOp::build(b, loc, t, callee, args, None, None)
    }
}

impl CallOpInterface for GenericCallOp {
    fn callee(self, ctx: &Context) -> Option<Attr> {
        self.callee_attr(ctx)
    }
    fn set_callee(self, ctx: &mut Context, callee: Attr) {
        self.set_callee_attr(ctx, callee)
    }
    fn arg_operands(self, ctx: &Context) -> Vec<Value> {
        self.inputs(ctx).to_vec()
    }
}

// ----- print, reshape, return, transpose -----

/// print operation
///
/// The "print" builtin operation prints a given input tensor, and produces
/// no results.
#[derive(Op, Clone, Copy)]
#[op(name = "toy.print", dialect = TOY_DIALECT, format = "$input attr-dict `:` type($input)")]
pub struct PrintOp {
    op: OpId,
    /// The tensor to print.
    input: Operand<F64Tensor>,
}

/// tensor reshape operation
///
/// Reshape operation is transforming its input tensor into a new tensor
/// with the same number of elements but different shapes. For example:
///
/// ```mlir
///    %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.reshape", dialect = TOY_DIALECT,
    traits(Pure),
    format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    has_canonicalizer
)]
pub struct ReshapeOp {
    op: OpId,
    input: Operand<F64Tensor>,
    result: OpResult<StaticShapeTensorOf<F64>>,
}

impl ReshapeOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ReshapeReshape);
        set.add(RedundantReshape);
        set.add(FoldConstantReshape);
    }
}

/// return operation
///
/// The "return" operation represents a return operation within a function.
/// The operation takes an optional tensor operand and produces no results.
/// The operand type must match the signature of the function that contains
/// the operation. For example:
///
/// ```mlir
///   toy.func @foo() -> tensor<2xf64> {
///     ...
///     toy.return %0 : tensor<2xf64>
///   }
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.return", dialect = TOY_DIALECT,
    traits(Pure, HasParent("toy.func"), Terminator),
    format = "($input^ `:` type($input))? attr-dict",
    has_verifier
)]
pub struct ReturnOp {
    op: OpId,
    /// The returned value, if any.
    input: Variadic<F64Tensor>,
}

impl ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some(func) = self.id().parent_op(ctx).and_then(|p| FuncOp::cast(ctx, p)) else { return Ok(()) };
        let operands = self.input(ctx);
        if operands.len() > 1 {
            return Err(op_error(ctx, self.id(), "expects at most 1 return operand"));
        }
        let results = func.callable_results(ctx);
        if operands.len() != results.len() {
            return Err(op_error(
                ctx,
                self.id(),
                format!(
                    "does not return the same number of values ({}) as the enclosing function ({})",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        let Some(&v) = operands.first() else { return Ok(()) };
        let (input, result) = (v.ty(ctx), results[0]);
        let unranked = |t: Type| matches!(t.kind(ctx), TypeKind::UnrankedTensor { .. });
        if input == result || unranked(input) || unranked(result) {
            return Ok(());
        }
        let mut d = Diagnostic::error(
            self.id().loc(ctx),
            format!(
                "type of return operand ({}) doesn't match function result type ({})",
                type_to_string(ctx, input),
                type_to_string(ctx, result)
            ),
        );
        d.op = Some(self.id());
        Err(d)
    }
}

/// transpose operation
#[derive(Op, Clone, Copy)]
#[op(
    name = "toy.transpose", dialect = TOY_DIALECT,
    traits(Pure),
    format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    interfaces(ShapeInference),
    has_canonicalizer,
    has_verifier
)]
pub struct TransposeOp {
    op: OpId,
    input: Operand<F64Tensor>,
    result: OpResult<F64Tensor>,
}

impl TransposeOp {
    /// The transpose of `input`, of unknown shape until shapes are inferred.
    pub fn build_unranked(b: &mut Builder<'_>, loc: Location, input: Value) -> Self {
        let t = unranked_f64(b.ctx());
        TransposeOp::build(b, loc, t, input)
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyRedundantTranspose);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (i, r) = (self.input(ctx).ty(ctx), self.result(ctx).ty(ctx));
        let (TypeKind::RankedTensor { shape: is, .. }, TypeKind::RankedTensor { shape: rs, .. }) =
            (i.kind(ctx), r.kind(ctx))
        else {
            return Ok(());
        };
        if is.len() != rs.len() || !is.iter().eq(rs.iter().rev()) {
            let mut d = Diagnostic::error(self.id().loc(ctx), "expected result shape to be a transpose of the input");
            d.op = Some(self.id());
            return Err(d);
        }
        Ok(())
    }
}

impl ShapeInference for TransposeOp {
    fn infer_shapes(self, ctx: &mut Context) {
        let t = self.input(ctx).ty(ctx);
        let (Some(shape), Some(elt)) = (t.shape(ctx), t.element_type(ctx)) else { return };
        let dims: Vec<i64> = shape.iter().rev().copied().collect();
        let nt = ctx.ranked_tensor_type(&dims, elt);
        ctx.set_value_type(self.result(ctx), nt);
    }
}

// ----- canonicalization patterns (chapter 3) -----

/// `transpose(transpose(x)) -> x`.
pub struct SimplifyRedundantTranspose;
impl RewritePattern for SimplifyRedundantTranspose {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let outer = TransposeOp::from_op_unchecked(op);
        let Some(inner) = outer.input(ctx).defining_op(ctx).and_then(|d| TransposeOp::cast(ctx, d)) else {
            return false;
        };
        let x = inner.input(ctx);
        rw.replace_op(op, &[x]);
        true
    }
}

/// `reshape(reshape(x)) -> reshape(x)`.
pub struct ReshapeReshape;
impl RewritePattern for ReshapeReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let outer = ReshapeOp::from_op_unchecked(op);
        let Some(inner) = outer.input(ctx).defining_op(ctx).and_then(|d| ReshapeOp::cast(ctx, d)) else { return false };
        let (x, ty, loc) = (inner.input(ctx), outer.result(ctx).ty(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b| ReshapeOp::build(b, loc, ty, x));
        true
    }
}

/// `reshape(x) -> x` when the types already match.
pub struct RedundantReshape;
impl RewritePattern for RedundantReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let r = ReshapeOp::from_op_unchecked(op);
        let x = r.input(ctx);
        if x.ty(ctx) != r.result(ctx).ty(ctx) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}

/// `reshape(constant) -> constant` with the data reshaped.
pub struct FoldConstantReshape;
impl RewritePattern for FoldConstantReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let r = ReshapeOp::from_op_unchecked(op);
        let Some(c) = r.input(ctx).defining_op(ctx).and_then(|d| ConstantOp::cast(ctx, d)) else { return false };
        let ty = r.result(ctx).ty(ctx);
        let AttrKind::DenseElements { splat, data, .. } = c.value(ctx).kind(ctx) else { return false };
        // One element is a splat of any shape; otherwise the counts match.
        let count = ods_ir::attrs::num_elements(ctx, ty);
        let splat = *splat || data.len() == 1 && count != Some(1);
        if !splat && count != Some(data.len()) {
            return false;
        }
        let kind = AttrKind::DenseElements { ty, splat, data: data.clone() };
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| {
            let value = b.ctx().get_attr(kind);
            ConstantOp::build(b, loc, ty, value)
        });
        true
    }
}

/// Makes sure the dialect is linked (and registered) in a binary.
pub fn register() {
    let _ = &TOY_DIALECT;
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_ir::pass::inline::{CallOpInterfaceOp, CallableOpInterfaceOp, CastOpInterfaceOp};
    use ods_ir::pass::shape_inference::{infer_function, ShapeInferenceOp};

    /// Builds `main` with the typed builders: a constant, a transpose and a
    /// print; infers the shapes through the interface.
    #[test]
    fn build_and_infer() {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let f64t = ctx.f64_type();
        let t23 = ctx.ranked_tensor_type(&[2, 3], f64t);
        let data = ctx.dense_float_elements(t23, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        let fty = ctx.function_type(&[], &[]);
        let mut b = Builder::new(&mut ctx);
        let (func, entry) = FuncOp::build(&mut b, loc, "main", fty);
        assert_eq!(func.entry_block(b.ctx()), Some(entry));
        b.set_insertion_point(InsertPoint::End(entry));
        let c = ConstantOp::build_value(&mut b, loc, data);
        let cv = c.result(b.ctx());
        let t = TransposeOp::build_unranked(&mut b, loc, cv);
        let tv = t.result(b.ctx());
        let m = MulOp::build_unranked(&mut b, loc, tv, tv);
        let mv = m.result(b.ctx());
        let p = PrintOp::build(&mut b, loc, mv);
        ReturnOp::build(&mut b, loc, &[]);
        ods_ir::verify::verify(&ctx, func.id()).unwrap();
        assert!(ShapeInferenceOp::get(&ctx, t.id()).is_some());
        assert!(ShapeInferenceOp::get(&ctx, p.id()).is_none());
        infer_function(&mut ctx, func.id()).unwrap();
        let t32 = ctx.ranked_tensor_type(&[3, 2], f64t);
        assert_eq!(m.result(&ctx).ty(&ctx), t32);
        ods_ir::verify::verify(&ctx, func.id()).unwrap();
    }

    #[test]
    fn interfaces_at_run_time() {
        let mut ctx = Context::new();
        let src = "toy.func private @f(%a: tensor<*xf64>) -> tensor<*xf64> {\n  toy.return %a : tensor<*xf64>\n}\n\
                   toy.func @main() {\n  %0 = toy.constant dense<1.0> : tensor<f64>\n  \
                   %1 = toy.generic_call @f(%0) : (tensor<f64>) -> tensor<*xf64>\n  \
                   %2 = toy.cast %1 : tensor<*xf64> to tensor<f64>\n  toy.return\n}\n";
        let module = ods_ir::parse::parse_source(&mut ctx, src, "t.mlir", Default::default()).unwrap();
        let ops = module.walk_pre_order(&ctx);
        let call = ops.iter().find_map(|&o| CallOpInterfaceOp::get(&ctx, o)).unwrap();
        assert_eq!(call.arg_operands(&ctx).len(), 1);
        let callee = call.resolve(&ctx).unwrap();
        assert_eq!(FuncOp::cast(&ctx, callee.op()).unwrap().sym_name(&ctx), "f");
        let f64t = ctx.f64_type();
        assert_eq!(callee.callable_results(&ctx), vec![ctx.unranked_tensor_type(f64t)]);
        assert!(CallableOpInterfaceOp::get(&ctx, call.op()).is_none());
        let cast = ops.iter().find_map(|&o| CastOpInterfaceOp::get(&ctx, o)).unwrap();
        let (a, b) = (ctx.ranked_tensor_type(&[2], f64t), ctx.ranked_tensor_type(&[3], f64t));
        let u = ctx.unranked_tensor_type(f64t);
        assert!(cast.are_cast_compatible(&ctx, &[a], &[u]));
        assert!(!cast.are_cast_compatible(&ctx, &[a], &[b]));
        assert!(!cast.are_cast_compatible(&ctx, &[a, a], &[u]));
    }
}
