//! A subset of MLIR 22's `bufferization` dialect (`BufferizationOps.td`),
//! defined with the ods macros: `bufferization.alloc_tensor` and
//! `bufferization.clone`, with their verifiers, folders and
//! canonicalization patterns. The other bufferization ops, the
//! bufferization interfaces and passes are not defined.

#![warn(missing_docs)]

use ods_dialect_memref::{find_dealloc, fold_memref_cast, view_source, Deallocs};
use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;
use ods_ir::types::{TypeKind, DYNAMIC};
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The bufferization dialect: tensors and the buffers behind them (a
    /// subset).
    pub BUFFERIZATION_DIALECT: name = "bufferization", summary = "Bufferization",
        materialize_constant = ods_dialect_arith::materialize_constant
}

/// An error on the op without the `'name' op` prefix (MLIR's
/// `Operation::emitError`).
fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(op.loc(ctx), msg.into());
    d.op = Some(op);
    d
}

// ----- alloc_tensor -----

/// allocate buffer for a tensor
///
/// `bufferization.alloc_tensor` materializes an uninitialized tensor with
/// a given shape (one size operand per dynamic dimension), or a copy of
/// the `copy` tensor. It becomes a buffer allocation when the program is
/// bufferized; `size_hint` hints the number of nonzeros of a sparse
/// tensor, and `memory_space` the memory space of the buffer.
///
/// ```mlir
/// %c = bufferization.alloc_tensor(%d1, %d2) : tensor<?x?xf32>
/// %t = bufferization.alloc_tensor() copy(%x) : tensor<4xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "bufferization.alloc_tensor",
    traits(AttrSizedOperandSegments),
    custom_assembly,
    has_verifier,
    has_canonicalizer
)]
pub struct AllocTensorOp {
    op: OpId,
    /// One size per dynamic dimension.
    dynamic_sizes: Variadic<Index>,
    /// The tensor copied, if any.
    copy: Optional<AnyTensor>,
    /// The number of nonzeros of a sparse tensor, as a hint.
    size_hint: Optional<Index>,
    /// The memory space of the buffer.
    memory_space: OptionalAttr<AnyAttr>,
    /// The tensor.
    result: OpResult<AnyTensor>,
}

/// The dimensions of a ranked tensor type.
fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match t.kind(ctx) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

impl AllocTensorOp {
    /// `(%d, ...) [copy(%x)] [size_hint=%n] attr-dict : tensor-type`.
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_punct(Tok::LParen)?;
        let sizes = p.parse_operand_list()?;
        p.parse_punct(Tok::RParen)?;
        let copy = if p.parse_optional_keyword("copy") {
            p.parse_punct(Tok::LParen)?;
            let c = p.parse_operand()?;
            p.parse_punct(Tok::RParen)?;
            Some(c)
        } else {
            None
        };
        let size_hint = if p.parse_optional_keyword("size_hint") {
            p.parse_punct(Tok::Equal)?;
            Some(p.parse_operand()?)
        } else {
            None
        };
        p.parse_optional_attr_dict(state)?;
        p.parse_punct(Tok::Colon)?;
        let at = p.pos();
        let ty = p.parse_type()?;
        if !ty.is_tensor(p.ctx()) {
            return Err(p.error_at(at, "invalid kind of type specified"));
        }
        state.result_types.push(ty);
        let index = p.ctx().index_type();
        for s in &sizes {
            let v = p.resolve_operand(s, index)?;
            state.operands.push(v);
        }
        if let Some(c) = &copy {
            let v = p.resolve_operand(c, ty)?;
            state.operands.push(v);
        }
        if let Some(h) = &size_hint {
            let v = p.resolve_operand(h, index)?;
            state.operands.push(v);
        }
        let ctx = p.ctx();
        let segments = [sizes.len(), usize::from(copy.is_some()), usize::from(size_hint.is_some())];
        let data = segments.map(|n| n as u128).into();
        let seg = ctx.get_attr(AttrKind::DenseArray { element: ctx.i32_type(), data });
        let key = ctx.intern("operandSegmentSizes");
        state.add_attr(key, seg);
        Ok(())
    }

    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let (sizes, copy, hint) = (self.dynamic_sizes(ctx).to_vec(), self.copy(ctx), self.size_hint(ctx));
        let ty = self.result(ctx).ty(ctx);
        p.write("(");
        p.print_operands(&sizes);
        p.write(")");
        if let Some(c) = copy {
            p.write(" copy(");
            p.print_operand(c);
            p.write(")");
        }
        if let Some(h) = hint {
            p.write(" size_hint=");
            p.print_operand(h);
        }
        p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
        p.write(" : ");
        p.print_type(ty);
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (sizes, copy) = (self.dynamic_sizes(ctx).len(), self.copy(ctx));
        let ty = self.result(ctx).ty(ctx);
        if copy.is_some() && sizes != 0 {
            return Err(plain_error(ctx, op, "dynamic sizes not needed when copying a tensor"));
        }
        if copy.is_none() {
            let expected = ranked_shape(ctx, ty).map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count());
            if sizes != expected {
                return Err(op_error(
                    ctx,
                    op,
                    format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}"),
                ));
            }
        }
        if copy.is_some_and(|c| c.ty(ctx) != ty) {
            return Err(plain_error(ctx, op, "expected that `copy` and return type match"));
        }
        Ok(())
    }

    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ReplaceStaticShapeDims);
        set.add(FoldDimOfAllocTensor);
    }
}

/// Constant non-negative sizes move into the type of a new `alloc_tensor`
/// (without its size hint and memory space, as MLIR rebuilds it), cast
/// back to the old type (MLIR's `ReplaceStaticShapeDims`).
struct ReplaceStaticShapeDims;

impl RewritePattern for ReplaceStaticShapeDims {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.alloc_tensor")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(alloc) = AllocTensorOp::cast(ctx, op) else { return false };
        if alloc.copy(ctx).is_some() {
            return false;
        }
        let ty = alloc.result(ctx).ty(ctx);
        let TypeKind::RankedTensor { shape, element, encoding } = ty.kind(ctx) else { return false };
        let (element, encoding) = (*element, *encoding);
        let mut new_shape = shape.to_vec();
        let mut sizes = alloc.dynamic_sizes(ctx).iter();
        let mut kept = Vec::new();
        for d in new_shape.iter_mut().filter(|d| **d == DYNAMIC) {
            let Some(&v) = sizes.next() else { return false };
            match constant_value(ctx, v).and_then(|a| a.as_i64(ctx)).filter(|c| *c >= 0) {
                Some(c) => *d = c,
                None => kept.push(v),
            }
        }
        let new_ty = ctx.get_type(TypeKind::RankedTensor { shape: new_shape.into(), element, encoding });
        if new_ty == ty {
            return false;
        }
        let loc = op.loc(ctx);
        let new = AllocTensorOp::build(rw, loc, new_ty, &kept, None, None, None).id();
        let value = new.result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| ods_dialect_tensor::CastOp::build(b, loc, ty, value));
        true
    }
}

/// `tensor.dim` of a dynamic dimension of an `alloc_tensor` is its size
/// operand, or the dimension of the tensor it copies (MLIR's
/// `FoldDimOfAllocTensorOp`).
struct FoldDimOfAllocTensor;

impl RewritePattern for FoldDimOfAllocTensor {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(index) = constant_value(ctx, op.operand(ctx, 1)).and_then(|a| a.as_i64(ctx)) else { return false };
        let Some(alloc) = op.operand(ctx, 0).defining_op(ctx).and_then(|d| AllocTensorOp::cast(ctx, d)) else {
            return false;
        };
        let Some(shape) = ranked_shape(ctx, alloc.result(ctx).ty(ctx)) else { return false };
        let Some(dim) = usize::try_from(index).ok().filter(|d| *d < shape.len()) else { return false };
        if shape[dim] != DYNAMIC {
            return false;
        }
        let loc = op.loc(ctx);
        let size = match alloc.copy(ctx) {
            Some(copy) => {
                let index = ctx.index_attr(dim as i64);
                let c = ods_dialect_arith::ConstantOp::build(rw, loc, index).id().result(rw.ctx(), 0);
                ods_dialect_tensor::DimOp::build(rw, loc, copy, c).id().result(rw.ctx(), 0)
            }
            None => {
                let position = shape[..dim].iter().filter(|d| **d == DYNAMIC).count();
                alloc.dynamic_sizes(ctx)[position]
            }
        };
        rw.replace_op(op, &[size]);
        true
    }
}

// ----- clone -----

/// clone a memref
///
/// Clones the data in the input view into an implicitly defined output
/// view. Valid implementations may alias the input and output views or
/// make an actual copy: changing the source or the result after the
/// clone is undefined behavior.
///
/// ```mlir
/// %arg1 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "bufferization.clone",
    format = "$input attr-dict `:` type($input) `to` type($output)",
    has_folder,
    has_canonicalizer
)]
pub struct CloneOp {
    op: OpId,
    /// The memref cloned.
    #[op(effects(MemRead))]
    input: Operand<AnyRankedOrUnrankedMemRef>,
    /// The clone.
    #[op(effects(MemWrite, MemAlloc))]
    output: OpResult<AnyRankedOrUnrankedMemRef>,
}

impl CloneOp {
    /// A cast of the input that only forgets static information is skipped
    /// (MLIR's `foldMemRefCast`).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        if fold_memref_cast(ctx, self.id(), None) {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }

    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(SimplifyClones);
    }
}

/// The block an op is in.
fn block_of(ctx: &Context, op: OpId) -> Option<BlockId> {
    op.parent_block(ctx)
}

/// A clone whose result or source is freed in the clone's block (and not
/// both in one block) is its source, and that free goes; an unused clone
/// goes (MLIR's `SimplifyClones`).
struct SimplifyClones;

impl RewritePattern for SimplifyClones {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.clone")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let output = op.result(ctx, 0);
        if !output.has_uses(ctx) {
            rw.erase_op(op);
            return true;
        }
        let source = op.operand(ctx, 0);
        let (source_ty, ty) = (source.ty(ctx), output.ty(ctx));
        if source_ty != ty && !ods_dialect_memref::are_cast_compatible(ctx, source_ty, ty) {
            return false;
        }
        // The buffer behind views of it, whose free matters.
        let mut canonical = source;
        while let Some(def) = canonical.defining_op(ctx) {
            let Some(viewed) = view_source(ctx, def) else { break };
            if canonical != def.result(ctx, 0) {
                break;
            }
            canonical = viewed;
        }
        let clone_dealloc = match find_dealloc(ctx, output) {
            Deallocs::Several => return false,
            Deallocs::One(d) => Some(d),
            Deallocs::None => None,
        };
        let source_dealloc = match find_dealloc(ctx, canonical) {
            Deallocs::Several => return false,
            Deallocs::One(d) => Some(d),
            Deallocs::None => None,
        };
        // Freed in one block, their lifetimes there may not nest.
        if let (Some(c), Some(s)) = (clone_dealloc, source_dealloc) {
            if block_of(ctx, c) == block_of(ctx, s) {
                return false;
            }
        }
        let block = block_of(ctx, op);
        let in_block = |d: Option<OpId>| d.filter(|d| block_of(ctx, *d) == block);
        let Some(redundant) = in_block(clone_dealloc).or_else(|| in_block(source_dealloc)) else { return false };
        // No other free between the clone and that one, which might free
        // an alias of the source before the clone's uses.
        let mut pos = op.next_op(ctx);
        loop {
            let Some(p) = pos else { return false };
            if p == redundant {
                break;
            }
            let frees = ods_ir::effects::effects(ctx, p)
                .is_some_and(|effects| effects.iter().any(|e| e.effect == ods_ir::effects::Effect::Free));
            if frees {
                return false;
            }
            pos = p.next_op(ctx);
        }
        let loc = op.loc(ctx);
        let replacement = if source_ty != ty {
            ods_dialect_memref::CastOp::build(rw, loc, ty, source).id().result(rw.ctx(), 0)
        } else {
            source
        };
        rw.replace_op(op, &[replacement]);
        rw.erase_op(redundant);
        true
    }
}
