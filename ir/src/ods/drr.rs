//! The runtime side of declarative rewrite rules (`pattern!`).
//!
//! A proc macro cannot see the definitions of the ops a pattern names, so
//! `#[derive(Op)]` describes each op's arguments (operands and attributes
//! in declaration order, as ODS's `arguments`) through the traits here, and
//! `pattern!` expands into code that uses them: a wrong position, arity,
//! field name or value type is then a type error at the pattern's tokens.

use crate::attrs::Attr;
use crate::context::{Context, Value};
use crate::ods::OpHandle;

/// What `pattern!` needs to know about an op as a whole.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op defined with `#[derive(Op)]`",
    label = "not an op: a pattern's `(Op ...)` names an op type; a native call is written in snake_case"
)]
pub trait DrrOp: OpHandle {
    /// The counts below in one constant, which the derive writes (one
    /// item per op rather than three).
    const INFO: DrrInfo;
    /// The arguments (operands and attributes), in declaration order.
    const ARGS: &'static [&'static str] = Self::INFO.args;
    /// How many results the op has (`None` when a group is variadic or
    /// optional).
    const RESULTS: Option<usize> = Self::INFO.results;
    /// How many result types its builder takes (0 when it infers them).
    const RESULT_TYPE_PARAMS: usize = Self::INFO.result_type_params;
    /// `Self`. A pattern names each op through this projection (and
    /// `DrrArity`'s), so that a type that is not an op, or an op given the
    /// wrong number of arguments, is one error at the pattern's token: the
    /// code using the failed projection then reports nothing more.
    type Checked;
    /// The arguments' values, in declaration order: a `Value`,
    /// `Option<Value>`, `Vec<Value>` or the attribute's value type each.
    type Args<'c>;
    /// The arguments of `op`, read all at once (one function per op).
    fn args(op: Self, ctx: &Context) -> Self::Args<'_>;
    /// The builder a result pattern calls: a function taking the builder,
    /// the location, the result types (when the op does not infer them),
    /// then the arguments in declaration order; `NoPositionalBuilder` for
    /// an op that has none (successors, variadic regions, no default
    /// builders).
    type Build;
    /// See `Build`.
    const BUILD: Self::Build;
}

/// What [`DrrOp`] knows of an op's arguments and results.
#[derive(Clone, Copy, Debug)]
pub struct DrrInfo {
    /// [`DrrOp::ARGS`].
    pub args: &'static [&'static str],
    /// [`DrrOp::RESULTS`].
    pub results: Option<usize>,
    /// [`DrrOp::RESULT_TYPE_PARAMS`].
    pub result_type_params: usize,
}

/// What `DrrOp::BUILD` is for an op whose `build` does not take exactly
/// its result types and arguments, so that a result pattern cannot create
/// it.
#[derive(Clone, Copy, Debug)]
pub struct NoPositionalBuilder;

/// An op takes exactly `N` arguments.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not take {N} arguments",
    label = "wrong number of arguments",
    note = "a pattern gives every operand and attribute of an op, in the order of its definition (`_` ignores one when matching)"
)]
pub trait DrrArity<const N: usize>: DrrOp {
    /// `Self`, once its argument count is known to be `N` (see
    /// `DrrOp::Checked`).
    type Checked;
}

/// Whether two names are equal, in a constant.
#[doc(hidden)]
pub const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The op of type `T` defining `v`, if any.
pub fn defining<T: OpHandle>(ctx: &Context, v: Value) -> Option<T> {
    let d = v.defining_op(ctx)?;
    T::cast(ctx, d)
}

/// The constant attribute of the constant-like op defining `v` (MLIR's
/// `ConstantLikeMatcher`), for any dialect.
pub fn constant(ctx: &Context, v: Value) -> Option<Attr> {
    crate::ir::constant_value(ctx, v)
}

/// The value a result pattern passes on: a value itself, or the first
/// result of an op it built.
pub trait IntoValue {
    /// The value.
    fn into_value(self, ctx: &Context) -> Value;
}

impl IntoValue for Value {
    fn into_value(self, _: &Context) -> Value {
        self
    }
}

impl<T: OpHandle> IntoValue for T {
    fn into_value(self, ctx: &Context) -> Value {
        self.op().result(ctx, 0)
    }
}

/// The values a result pattern replaces results with: all results of an op
/// it built, or one value.
pub trait ReplacementValues {
    /// Appends the values to `out`.
    fn push_values(self, ctx: &Context, out: &mut Vec<Value>);
}

impl ReplacementValues for Value {
    fn push_values(self, _: &Context, out: &mut Vec<Value>) {
        out.push(self);
    }
}

impl<T: OpHandle> ReplacementValues for T {
    fn push_values(self, ctx: &Context, out: &mut Vec<Value>) {
        out.extend(self.op().results(ctx));
    }
}

/// The sum of the counts that are known.
#[doc(hidden)]
pub const fn known_sum(counts: &[Option<usize>]) -> usize {
    let mut i = 0;
    let mut sum = 0;
    while i < counts.len() {
        if let Some(n) = counts[i] {
            sum += n;
        }
        i += 1;
    }
    sum
}

/// Whether result patterns giving `parts` values replace an op with
/// `root` results (unknown counts match anything).
#[doc(hidden)]
pub const fn counts_match(root: Option<usize>, parts: &[Option<usize>]) -> bool {
    let Some(root) = root else { return true };
    let mut i = 0;
    while i < parts.len() {
        if parts[i].is_none() {
            return true;
        }
        i += 1;
    }
    known_sum(parts) == root
}
