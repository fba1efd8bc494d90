//! The one place where rustc checks a field's constraint. The op derive
//! names each field's constraint once, as
//! `<Checked<{ check_attr_constraint::<C>() }> as Pick<C>>::Out`, which is
//! `C` when the check holds. When it does not (or `C` does not resolve),
//! that name reports the one error, and the accessors, builders and tables
//! using it are not reported again: rustc stays silent about types that
//! already failed. Reached through `ods_ir::__private`, not the prelude, so
//! that these names never show among a user's "similarly named" hints.

use super::{AttrConstraint, RegionConstraint, TypeConstraint};

/// `T` itself: the op derive writes a field's constraint as `Id<C>` so that
/// `C` stands in generic arguments, as it does in the field (`Operand<C>`).
pub type Id<T> = T;

/// Selects `C` (through [`Pick`]) only when `OK`.
pub struct Checked<const OK: bool>;

/// See [`Checked`].
pub trait Pick<C: ?Sized> {
    /// `C`, when the check held.
    type Out: ?Sized;
}
impl<C: ?Sized> Pick<C> for Checked<true> {
    type Out = C;
}

/// The check of an operand's or result's constraint (see [`Checked`]).
pub const fn check_type_constraint<T: TypeConstraint>() -> bool {
    true
}

/// The check of an attribute's or property's constraint (see [`Checked`]).
pub const fn check_attr_constraint<T: AttrConstraint>() -> bool {
    true
}

/// The check of a region's constraint (see [`Checked`]).
pub const fn check_region_constraint<T: RegionConstraint>() -> bool {
    true
}
