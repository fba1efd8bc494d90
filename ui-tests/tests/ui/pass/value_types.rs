//! `#[op(value = ...)]`: the value type of an attribute whose constraint is
//! not one of ods-ir's, written in the signatures (and rustdoc) instead of
//! `<C as AttrConstraint>::Value<'c>`; a lifetime `'c` is the context's.
#![deny(warnings, missing_docs)]

use ods_ir::ods::{AttrConstraint, BitFlags};
use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// A comparison.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Predicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
}

/// Flags.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit")]
pub enum Flags {
    /// A.
    A,
    /// B.
    B,
}

/// A constraint of one's own whose value borrows the context.
pub struct Named;

impl AttrConstraint for Named {
    type Value<'a> = &'a str;
    fn summary() -> String {
        "a name".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_str(ctx).is_some()
    }
    fn value(ctx: &Context, a: Attr) -> &str {
        a.as_str(ctx).unwrap_or_default()
    }
    fn make(ctx: &Context, v: &str) -> Attr {
        ctx.string_attr(v)
    }
}

/// Every kind of declared value type.
#[derive(Op, Clone, Copy)]
#[op(name = "test.values")]
pub struct ValuesOp {
    op: OpId,
    /// An enum.
    #[op(value = Predicate, default = "ne")]
    pred: DefaultValuedAttr<Predicate>,
    /// A bit enum, optional.
    #[op(value = "BitFlags<Flags>")]
    flags: OptionalAttr<Flags>,
    /// A value with the context's lifetime.
    #[op(value = "&'c str")]
    name: Attribute<Named>,
    /// A confined enum.
    #[op(value = Predicate)]
    confined: Attribute<Confined<Predicate, (IntMinValue<0>,)>>,
}

/// The accessors return the declared types themselves.
fn read(ctx: &Context, op: ValuesOp) -> (Predicate, Option<BitFlags<Flags>>, &str, Predicate) {
    (op.pred(ctx), op.flags(ctx), op.name(ctx), op.confined(ctx))
}

fn main() {
    let _ = read;
}
