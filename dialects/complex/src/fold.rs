//! Verifiers, folders and canonicalization patterns of the complex ops
//! (MLIR 22's `ComplexOps.cpp`).

use crate::*;
use ods_ir::float_format;
use ods_ir::verify::op_error;

fn fold_to(v: Value) -> FoldResult {
    FoldResult::Results(vec![FoldValue::Value(v)])
}

/// The op defining `v` when it is an `OpHandle` of type `T`.
fn def<T: OpHandle>(ctx: &Context, v: Value, cast: fn(&Context, OpId) -> Option<T>) -> Option<T> {
    cast(ctx, v.defining_op(ctx)?)
}

/// The two parts of a complex constant attribute.
fn parts(ctx: &Context, a: Attr) -> Option<[Attr; 2]> {
    match a.as_array(ctx)? {
        [re, im] => Some([*re, *im]),
        _ => None,
    }
}

/// The kind and bits of a float attribute.
fn float_of(ctx: &Context, a: Attr) -> Option<(float_format::FloatKind, u128)> {
    match a.kind(ctx) {
        AttrKind::Float { ty, bits } => Some((ty.float_kind(ctx)?, bits.get())),
        _ => None,
    }
}

/// Whether a float attribute is zero (of either sign).
fn is_zero(ctx: &Context, a: Attr) -> bool {
    float_of(ctx, a).is_some_and(|(k, b)| float_format::is_zero(k, b))
}

/// Whether the parts are `1.0` and zero.
fn is_one(ctx: &Context, [re, im]: [Attr; 2]) -> bool {
    is_zero(ctx, im) && float_of(ctx, re).is_some_and(|(k, b)| b == float_format::from_f64(k, 1.0))
}

/// The parts of the value of a `complex.constant` defining `v`.
fn constant_parts(ctx: &Context, v: Value) -> Option<[Attr; 2]> {
    let c = def(ctx, v, ConstantOp::cast)?;
    match c.value(ctx) {
        [re, im] => Some([*re, *im]),
        _ => None,
    }
}

impl ConstantOp {
    pub(crate) fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let value = self.value(ctx);
        let [re, im] = value else {
            return Err(op_error(
                ctx,
                op,
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        };
        let typed = |a: &Attr| match a.kind(ctx) {
            AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
            _ => None,
        };
        let (Some(re_ty), Some(im_ty)) = (typed(re), typed(im)) else {
            return Err(op_error(ctx, op, "requires attribute's elements to be float or integer attributes"));
        };
        let element = element_type(ctx, self.complex(ctx).ty(ctx));
        if re_ty != element || im_ty != element {
            let s = |t: Type| ods_ir::print::type_to_string(ctx, t);
            return Err(op_error(
                ctx,
                op,
                format!(
                    "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                    s(re_ty),
                    s(im_ty),
                    s(element)
                ),
            ));
        }
        Ok(())
    }
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.id().attr_by_str(ctx, "value") {
            Some(v) => FoldResult::Results(vec![FoldValue::Attr(v)]),
            None => FoldResult::Failure,
        }
    }
    pub(crate) fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "cst");
    }
}

impl BitcastOp {
    pub(crate) fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (mut from, mut to) = (self.operand(ctx).ty(ctx), self.result(ctx).ty(ctx));
        if from == to {
            return Ok(());
        }
        let is_complex = |t: Type| matches!(t.kind(ctx), TypeKind::Complex(_));
        let int_or_float = |t: Type| t.is_integer(ctx) || t.is_float(ctx);
        if !int_or_float(from) && !is_complex(from) {
            return Err(op_error(ctx, op, "operand must be int/float/complex"));
        }
        if !int_or_float(to) && !is_complex(to) {
            return Err(op_error(ctx, op, "result must be int/float/complex"));
        }
        if is_complex(from) == is_complex(to) {
            return Err(op_error(ctx, op, "requires that either input or output has a complex type"));
        }
        if is_complex(to) {
            std::mem::swap(&mut from, &mut to);
        }
        let width = |t: Type| t.int_or_float_width(ctx).unwrap_or(0);
        if width(element_type(ctx, from)) * 2 != width(to) {
            return Err(op_error(ctx, op, "casting bitwidths do not match"));
        }
        Ok(())
    }
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let x = self.operand(ctx);
        if x.ty(ctx) == self.result(ctx).ty(ctx) {
            return fold_to(x);
        }
        FoldResult::Failure
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(MergeComplexBitcast);
        set.add(MergeArithBitcast);
    }
}

/// `complex.bitcast` of a bitcast casts the first one's operand directly:
/// with `complex.bitcast` when a complex type is at either end, else with
/// `arith.bitcast` (MLIR's `MergeComplexBitcast`).
struct MergeComplexBitcast;

impl RewritePattern for MergeComplexBitcast {
    fn root(&self) -> Option<&'static str> {
        Some("complex.bitcast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(b) = BitcastOp::cast(ctx, op) else { return false };
        let (ty, loc, x) = (b.result(ctx).ty(ctx), op.loc(ctx), b.operand(ctx));
        if let Some(inner) = def(ctx, x, BitcastOp::cast) {
            let src = inner.operand(ctx);
            let is_complex = |t: Type| matches!(t.kind(ctx), TypeKind::Complex(_));
            if is_complex(ty) || is_complex(src.ty(ctx)) {
                rw.replace_op_with_built(op, |r| BitcastOp::build(r, loc, ty, src));
            } else {
                rw.replace_op_with_built(op, |r| ods_dialect_arith::BitcastOp::build(r, loc, ty, src));
            }
            return true;
        }
        if let Some(inner) = def(ctx, x, ods_dialect_arith::BitcastOp::cast) {
            let src = inner.r#in(ctx);
            rw.replace_op_with_built(op, |r| BitcastOp::build(r, loc, ty, src));
            return true;
        }
        false
    }
}

/// `arith.bitcast` of a `complex.bitcast` is one `complex.bitcast` (MLIR's
/// `MergeArithBitcast`).
struct MergeArithBitcast;

impl RewritePattern for MergeArithBitcast {
    fn root(&self) -> Option<&'static str> {
        Some("arith.bitcast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(b) = ods_dialect_arith::BitcastOp::cast(ctx, op) else { return false };
        let Some(inner) = def(ctx, b.r#in(ctx), BitcastOp::cast) else { return false };
        let (ty, loc, src) = (b.out(ctx).ty(ctx), op.loc(ctx), inner.operand(ctx));
        rw.replace_op_with_built(op, |r| BitcastOp::build(r, loc, ty, src));
        true
    }
}

impl CreateOp {
    /// `create(re(x), im(x))` is `x`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let (Some(re), Some(im)) = (def(ctx, self.real(ctx), ReOp::cast), def(ctx, self.imaginary(ctx), ImOp::cast))
        else {
            return FoldResult::Failure;
        };
        if re.complex(ctx) == im.complex(ctx) {
            return fold_to(re.complex(ctx));
        }
        FoldResult::Failure
    }
}

/// A part of a constant, or the operand of a `complex.create` giving it.
fn fold_part(ctx: &Context, complex: Value, operands: &[Option<Attr>], index: usize) -> FoldResult {
    if let Some(p) = operands.first().copied().flatten().and_then(|a| parts(ctx, a)) {
        return FoldResult::Results(vec![FoldValue::Attr(p[index])]);
    }
    match def(ctx, complex, CreateOp::cast) {
        Some(c) => fold_to(c.id().operand(ctx, index)),
        None => FoldResult::Failure,
    }
}

impl ImOp {
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold_part(ctx, self.complex(ctx), operands, 1)
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(FoldComponentNeg { name: "complex.im", index: 1 });
    }
}

impl ReOp {
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        fold_part(ctx, self.complex(ctx), operands, 0)
    }
    pub(crate) fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(FoldComponentNeg { name: "complex.re", index: 0 });
    }
}

/// A part of `neg(create(a, b))` is `arith.negf` of that part (MLIR's
/// `FoldComponentNeg`).
struct FoldComponentNeg {
    name: &'static str,
    index: usize,
}

impl RewritePattern for FoldComponentNeg {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(neg) = def(ctx, op.operand(ctx, 0), NegOp::cast) else { return false };
        let Some(create) = def(ctx, neg.complex(ctx), CreateOp::cast) else { return false };
        let (part, loc) = (create.id().operand(ctx, self.index), op.loc(ctx));
        rw.replace_op_with_built(op, |r| ods_dialect_arith::NegFOp::build(r, loc, part, None));
        true
    }
}

impl AddOp {
    /// `add(sub(a, b), b)` and `add(b, sub(a, b))` are `a`; so is
    /// `add(a, 0)`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(sub) = def(ctx, lhs, SubOp::cast) {
            if rhs == sub.rhs(ctx) {
                return fold_to(sub.lhs(ctx));
            }
        }
        if let Some(sub) = def(ctx, rhs, SubOp::cast) {
            if lhs == sub.rhs(ctx) {
                return fold_to(sub.lhs(ctx));
            }
        }
        if constant_parts(ctx, rhs).is_some_and(|[re, im]| is_zero(ctx, re) && is_zero(ctx, im)) {
            return fold_to(lhs);
        }
        FoldResult::Failure
    }
}

impl SubOp {
    /// `sub(add(a, b), b)` and `sub(a, 0)` are `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(add) = def(ctx, lhs, AddOp::cast) {
            if rhs == add.rhs(ctx) {
                return fold_to(add.lhs(ctx));
            }
        }
        if constant_parts(ctx, rhs).is_some_and(|[re, im]| is_zero(ctx, re) && is_zero(ctx, im)) {
            return fold_to(lhs);
        }
        FoldResult::Failure
    }
}

impl NegOp {
    /// `neg(neg(a))` is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        def(ctx, self.complex(ctx), NegOp::cast).map_or(FoldResult::Failure, |n| fold_to(n.complex(ctx)))
    }
}

impl LogOp {
    /// `log(exp(a))` is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        def(ctx, self.complex(ctx), ExpOp::cast).map_or(FoldResult::Failure, |e| fold_to(e.complex(ctx)))
    }
}

impl ExpOp {
    /// `exp(log(a))` is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        def(ctx, self.complex(ctx), LogOp::cast).map_or(FoldResult::Failure, |l| fold_to(l.complex(ctx)))
    }
}

impl ConjOp {
    /// `conj(conj(a))` is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        def(ctx, self.complex(ctx), ConjOp::cast).map_or(FoldResult::Failure, |c| fold_to(c.complex(ctx)))
    }
}

impl MulOp {
    /// `mul(a, complex.constant [1.0, 0.0])` is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match constant_parts(ctx, self.rhs(ctx)) {
            Some(p) if is_one(ctx, p) => fold_to(self.lhs(ctx)),
            _ => FoldResult::Failure,
        }
    }
}

impl DivOp {
    /// `div(a, [1.0, 0.0])` (any constant) is `a`.
    pub(crate) fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        match operands.get(1).copied().flatten().and_then(|a| parts(ctx, a)) {
            Some(p) if is_one(ctx, p) => fold_to(self.lhs(ctx)),
            _ => FoldResult::Failure,
        }
    }
}
