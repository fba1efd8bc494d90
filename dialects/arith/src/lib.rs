//! The `arith` dialect: the constants and casts real files use, defined
//! with the ods macros.

use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The arith dialect: integer and floating-point arithmetic.
    pub ARITH_DIALECT: name = "arith",
        summary = "Arithmetic operations",
        materialize_constant = materialize_constant,
        interfaces = [ARITH_INLINER]
}

/// Arith ops have no regions or side effects: they may always be inlined.
pub struct ArithInliner;

static ARITH_INLINER: ods_ir::pass::inline::DialectInlinerInterfaceVTable =
    ods_ir::pass::inline::DialectInlinerInterfaceVTable::of::<ArithInliner>();

impl ods_ir::pass::inline::DialectInlinerInterface for ArithInliner {
    fn is_legal_to_inline_op(
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &ods_ir::pass::inline::ValueMapping,
    ) -> bool {
        true
    }
}

/// Makes an `arith.constant` for folded values of integer, index, float or
/// elements type.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if value.ty(ctx) != Some(ty) {
        return None;
    }
    let name = ctx.op_name("arith.constant");
    let mut st = OperationState::new(name, loc);
    let k = ctx.intern("value");
    st.add_attr(k, value);
    st.result_types.push(ty);
    Some(ctx.create_op(st))
}

/// Integer or floating point constant
///
/// The `constant` operation produces an SSA value equal to some integer or
/// floating-point constant specified by an attribute.
#[derive(Op, Clone, Copy)]
#[op(
    name = "arith.constant",
    traits(ConstantLike, Pure, InferTypeOpInterface),
    format = "attr-dict $value",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct ConstantOp {
    op: OpId,
    /// The constant value.
    value: Attribute<TypedAttr>,
    /// The constant.
    result: OpResult<AnyType>,
}

impl ConstantOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
        let v = input.attr(ctx, "value").ok_or("requires attribute 'value'")?;
        v.ty(ctx).map(|t| vec![t]).ok_or_else(|| "value must be a typed attribute".to_string())
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = self.value(ctx);
        let t = self.result(ctx).ty(ctx);
        if v.ty(ctx) != Some(t) {
            return Err(op_error(ctx, self.id(), "value type must match the result type"));
        }
        if !matches!(v.kind(ctx), AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }) {
            return Err(op_error(ctx, self.id(), "value must be an integer, float, or elements attribute"));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        FoldResult::Results(vec![FoldValue::Attr(self.value(ctx))])
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        let v = self.value(ctx);
        let t = self.result(ctx).ty(ctx);
        match v.kind(ctx) {
            AttrKind::Integer { .. } if t.is_signless_int(ctx, 1) => {
                set(0, if v.as_bool(ctx) == Some(true) { "true" } else { "false" });
            }
            AttrKind::Integer { .. } => {
                let text = ods_ir::print::attr_to_string(ctx, v);
                let value = text.split(" : ").next().unwrap_or("").to_string();
                if t.is_integer(ctx) {
                    set(0, &format!("c{value}_{}", ods_ir::print::type_to_string(ctx, t)));
                } else {
                    set(0, &format!("c{value}"));
                }
            }
            _ => set(0, "cst"),
        }
    }
}

ods_ir::type_constraint!(
    /// Signless integer, index, or a vector/tensor of them.
    pub SignlessIntegerOrIndexLike, "signless-integer-like or index-like",
    |ctx, t| {
        let e = t.element_type(ctx).unwrap_or(t);
        e.is_signless_integer(ctx) || e.is_index(ctx)
    }
);

/// Cast between index and integer types
#[derive(Op, Clone, Copy)]
#[op(name = "arith.index_cast", traits(Pure), format = "$in attr-dict `:` type($in) `to` type($out)", has_folder)]
pub struct IndexCastOp {
    op: OpId,
    /// The value to cast.
    r#in: Operand<SignlessIntegerOrIndexLike>,
    /// The cast value.
    out: OpResult<SignlessIntegerOrIndexLike>,
}

impl IndexCastOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let Some(Some(c)) = operands.first() else { return FoldResult::Failure };
        let Some(v) = c.as_i64(ctx) else { return FoldResult::Failure };
        let t = self.out(ctx).ty(ctx);
        if !(t.is_integer(ctx) || t.is_index(ctx)) {
            return FoldResult::Failure;
        }
        let a = ctx.integer_attr(t, v as i128);
        FoldResult::Results(vec![FoldValue::Attr(a)])
    }
}
