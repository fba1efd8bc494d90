//! Type and attribute interfaces (`#[interface(type)]`, `#[interface(attr)]`):
//! finding an implementation at run time, and the interfaces the builtin
//! types implement, such as [`ShapedTypeInterface`] (MLIR's `ShapedType`)
//! on tensors, memrefs and vectors.

use crate::attrs::Attr;
use crate::context::Context;
use crate::registry::InterfaceImpl;
use crate::types::Type;
use std::any::Any;

/// The implementation of the interface whose table is `V` for `t`: from its
/// `#[derive(Type)]` definition, or from the builtin types' tables.
pub fn type_interface<V: Any>(ctx: &Context, t: Type) -> Option<&'static V> {
    if let Some((def, _)) = t.dialect_def(ctx) {
        return InterfaceImpl::find(def.interfaces);
    }
    BUILTIN_TYPE_INTERFACES
        .iter()
        .filter(|(applies, _)| applies(ctx, t))
        .find_map(|(_, i)| InterfaceImpl::find::<V>(std::slice::from_ref(i)))
}

/// The implementation of the interface whose table is `V` for `a`, from its
/// `#[derive(Attr)]` definition.
pub fn attr_interface<V: Any>(ctx: &Context, a: Attr) -> Option<&'static V> {
    let (def, _) = a.dialect_def(ctx)?;
    InterfaceImpl::find(def.interfaces)
}

/// A type with a shape and an element type (MLIR's `ShapedTypeInterface`):
/// builtin tensors, memrefs and vectors, and dialect types that list it in
/// `interfaces(...)`. Shape verifiers (`SameOperandsAndResultShape`, ...)
/// read shapes through it.
#[ods_macros::interface(type)]
pub trait ShapedTypeInterface {
    /// The type of the elements.
    fn element_type(ctx: &Context, t: Type) -> Type;
    /// The dimensions (`DYNAMIC` for `?`), or `None` when unranked.
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>>;
}

/// The builtin shaped types' implementation.
struct BuiltinShaped;

impl ShapedTypeInterface for BuiltinShaped {
    fn element_type(ctx: &Context, t: Type) -> Type {
        t.element_type(ctx).unwrap_or(t)
    }
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
        t.shape(ctx).map(<[i64]>::to_vec)
    }
}

static BUILTIN_SHAPED: ShapedTypeInterfaceVTable = ShapedTypeInterfaceVTable::of::<BuiltinShaped>();

/// Which builtin types implement which interface.
type BuiltinImpl = (fn(&Context, Type) -> bool, InterfaceImpl);

static BUILTIN_TYPE_INTERFACES: &[BuiltinImpl] =
    &[(|ctx: &Context, t: Type| t.element_type(ctx).is_some(), InterfaceImpl::new(&BUILTIN_SHAPED))];

impl ShapedTypeInterfaceType {
    /// The rank, or `None` when unranked.
    pub fn rank(self, ctx: &Context) -> Option<usize> {
        self.shape(ctx).map(|s| s.len())
    }
}
