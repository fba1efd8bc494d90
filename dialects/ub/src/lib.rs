//! The `ub` dialect: undefined behaviour markers (`ub.poison`), defined
//! with the ods macros.

#![warn(missing_docs)]

use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_macros::{Attr, Op};

ods_ir::dialect! {
    /// The ub dialect: poison values.
    pub UB_DIALECT: name = "ub", summary = "Undefined behaviour", materialize_constant = materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

/// Poison value attribute
///
/// Stands for a value that is poisoned (`#ub.poison`).
#[derive(Attr)]
#[attr(dialect = UB_DIALECT, mnemonic = "poison")]
pub struct PoisonAttr;

/// The first poison among a folder's constant operands: what the common
/// folders of MLIR (`CommonFolders.h`) fold an op with a poison operand to.
pub fn first_poison(ctx: &Context, operands: &[Option<Attr>]) -> Option<Attr> {
    operands.iter().flatten().copied().find(|a| PoisonAttr::is(ctx, *a))
}

/// Makes a `ub.poison` for a folded poison value.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if !PoisonAttr::is(ctx, value) {
        return None;
    }
    Some(make_poison(ctx, value, ty, loc))
}

/// A detached `ub.poison` of type `ty` with `value`.
pub fn make_poison(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> OpId {
    PoisonOp::build(&mut Builder::new(ctx), loc, ty, Some(value)).id()
}

/// An attribute that stands for a poison value (MLIR's
/// `PoisonAttrInterface`; `#ub.poison` is the one this dialect defines).
pub struct PoisonAttrInterface;

impl AttrConstraint for PoisonAttrInterface {
    type Value<'a> = Attr;
    fn summary() -> String {
        "PoisonAttrInterface instance".into()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        PoisonAttr::is(ctx, a)
    }
    fn value(_ctx: &Context, a: Attr) -> Attr {
        a
    }
    fn make(_ctx: &Context, v: Attr) -> Attr {
        v
    }
}

/// Poisoned constant operation
///
/// The `poison` operation materializes a compile-time poisoned constant
/// value to indicate deferred undefined behavior.
#[derive(Op, Clone, Copy)]
#[op(name = "ub.poison", traits(ConstantLike, Pure), custom_assembly, has_folder)]
pub struct PoisonOp {
    op: OpId,
    /// The poison attribute (`#ub.poison` by default).
    value: OptionalAttr<PoisonAttrInterface>,
    /// The poisoned value.
    result: OpResult<AnyType>,
}

impl PoisonOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_attr_dict_directive(state, false)?;
        let value = if p.parse_optional(Tok::Less) {
            let at = p.pos();
            let a = p.parse_attribute(None)?;
            if !PoisonAttr::is(p.ctx(), a) {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            p.parse_punct(Tok::Greater)?;
            a
        } else {
            PoisonAttr::get(p.ctx())
        };
        let k = p.ctx().intern("value");
        state.add_attr(k, value);
        let t = p.parse_colon_type()?;
        state.result_types.push(t);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let value = self.value(ctx);
        p.print_optional_attr_dict(self.id(), &["value"]);
        if let Some(v) = value {
            if !PoisonAttr::is(ctx, v) {
                p.write("<");
                p.print_attribute(v);
                p.write(">");
            }
        }
        let t = self.result(ctx).ty(ctx);
        p.write(" : ");
        p.print_type(t);
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.value(ctx) {
            Some(v) => FoldResult::Results(vec![FoldValue::Attr(v)]),
            None => FoldResult::Failure,
        }
    }
}
