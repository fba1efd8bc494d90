//! Procedural macros of the op definition framework. Thin entry points:
//! the model, checks and code generation live in `ods-model`.

#![warn(missing_docs)]

use proc_macro::TokenStream;

/// Defines an operation from a struct whose fields declare its operands,
/// attributes, results, regions and successors:
///
/// ```ignore
/// /// Adds two sizes
/// #[derive(Op, Clone, Copy)]
/// #[op(name = "test.add", traits(Pure, Commutative),
///      format = "$lhs `,` $rhs attr-dict `:` type($result)")]
/// pub struct AddOp {
///     op: OpId,
///     lhs: Operand<Index>,
///     rhs: Operand<Index>,
///     result: OpResult<Index>,
/// }
/// ```
///
/// Field kinds: `OpId` (the handle, exactly one), `Operand`, `Optional`,
/// `Variadic`, `OpResult`, `OptionalResult`, `VariadicResult`, `Attribute`,
/// `OptionalAttr`, `DefaultValuedAttr` (with `#[op(default = <expr>)]`),
/// `Region`, `VariadicRegion`, `Successor`, `VariadicSuccessor`.
///
/// Field options:
///
/// - `#[op(default = <expr>)]` on a `DefaultValuedAttr`: its value, a Rust
///   expression of the constraint's value type
///   (`<A as AttrConstraint>::Value`, what the accessor returns), kept as
///   written, not C++ as in ODS. It is evaluated when the attribute is
///   absent (accessor, builders given `None`, parser):
///
///   ```ignore
///   #[op(default = 0)]
///   count: DefaultValuedAttr<I64Attr>,
///   #[op(default = "none")] // a `StrAttr`: a `&str`
///   note: DefaultValuedAttr<StrAttr>,
///   #[op(default = Rounding::Nearest)] // a `#[derive(EnumAttr)]` enum
///   rounding: DefaultValuedAttr<Rounding>,
///   #[op(default = "nearest")] // the same case by its keyword
///   mode: DefaultValuedAttr<Rounding>,
///   ```
///
///   A string names an enum case by its keyword (checked at compile time)
///   unless the attribute's value is a string; for other attributes it is
///   a type error (`default = "0"` on an `I64Attr`).
/// - `#[op(buildable)]` on an operand or result: its constraint names
///   exactly one type (a user constraint with `build`, or a dialect type
///   without parameters), so assembly formats may leave out its
///   `type(...)` and the builder makes the type instead of taking it. The
///   built-in single-type constraints (`I32`, `Index`, ...) are known
///   without it. On an attribute: its literal prints without `: type`.
///
/// Op options: `name`, `format`, `traits(...)`, `summary`, and flags that
/// call methods the op implements: `has_verifier` (`fn verify(self, &Context)
/// -> Result<(), Diagnostic>`), `has_region_verifier` (`verify_regions`),
/// `has_folder` (`fn fold(self, &mut Context, &[Option<Attr>]) -> FoldResult`),
/// `has_canonicalizer` (`fn canonicalization_patterns(&mut PatternSet)`),
/// `custom_assembly` (`fn parse(&mut OpParser, &mut OperationState) ->
/// PResult<()>` and `fn print(self, &mut OpPrinter)`), `asm_result_names`
/// (`fn asm_result_names(self, &Context, &mut dyn FnMut(usize, &str))`),
/// `asm_block_arg_names` (`fn asm_block_arg_names(self, &Context, RegionId,
/// &mut dyn FnMut(Value, &str))`),
/// `InferTypeOpInterface` in the traits (`fn infer_return_types(&Context,
/// &InferInput) -> Result<Vec<Type>, Diagnostic>`, the error made with `InferInput::error`), `default_dialect`,
/// `skip_default_builders`, `interfaces(Name, ...)` (traits declared with
/// `#[interface]`, or SCREAMING_CASE paths to static vtables).
///
/// The user guide (`docs/src/ops.md` and `docs/src/building.md`) shows each
/// of these in tested examples, and the order of the generated `build`
/// method's parameters.
///
/// Every mistake is a compile error at its span, all of them at once: unknown
/// options and field kinds (with "did you mean"), misspelt or conflicting
/// traits, variable-length groups without a segment trait, and every check
/// mlir-tblgen runs on an assembly format (quoted with a caret and its
/// `line:column`, since a stable macro cannot point inside a string). A hook
/// flag without its method (`has_verifier` without `fn verify`) is reported at
/// the flag. `ui-tests/` holds a case for each.
#[proc_macro_derive(Op, attributes(op))]
pub fn derive_op(input: TokenStream) -> TokenStream {
    ods_model::derive_op(input.into()).into()
}

/// Defines a dialect type: `#[ty(dialect = "d", mnemonic = "m")]`, spelt
/// `!d.m`. On a unit struct the type has no parameters (`get(&ctx)`,
/// `is(&ctx, t)`; it is buildable). On a struct with named fields, each
/// field is a parameter (`i64`, `bool`, `String`, `Type` or `Attr`), spelt
/// `!d.m<p1, p2>`; the type gets `get(&mut ctx, p1, p2)`, `is`, and one
/// accessor per parameter (`Name::p1(&ctx, t) -> Option<_>`). `parse = f,
/// print = g` replace the `<...>` syntax with your own functions
/// (`f(&mut Parser) -> PResult<Vec<Attr>>`, `g(&mut Printer, &[Attr])`).
/// The first doc paragraph is the summary; the type is also a type
/// constraint.
#[proc_macro_derive(Type, attributes(ty, param))]
pub fn derive_type(input: TokenStream) -> TokenStream {
    ods_model::typedef::derive_type(input.into()).into()
}

/// Defines a dialect attribute: `#[attr(dialect = "d", mnemonic = "m")]`,
/// spelt `#d.m`, with parameters from named fields exactly as
/// `#[derive(Type)]` (`#d.m<p1, p2>`, `get(&mut ctx, ...)`, `is`,
/// accessors, optional `parse`/`print`).
#[proc_macro_derive(Attr, attributes(attr, param))]
pub fn derive_attr(input: TokenStream) -> TokenStream {
    ods_model::typedef::derive_attr(input.into()).into()
}

/// Declares an op interface on a trait (or, with `#[interface(dialect)]`, a
/// dialect interface). Generates `NameVTable` (built for an op type with
/// `NameVTable::of::<Op>()`; ops list the trait in `#[op(interfaces(Name))]`)
/// and `NameOp::get(&ctx, op)` to use the interface of any op at run time.
#[proc_macro_attribute]
pub fn interface(args: TokenStream, item: TokenStream) -> TokenStream {
    ods_model::interface::expand(args.into(), item.into()).into()
}

/// An enum attribute on a fieldless enum: `#[enum_attr(kind = "i32" | "i64"
/// | "string" | "bit")]`, cases with `#[case(value = 1, str = "eq")]`
/// (defaults: the index, or bit `1 << index`, and the snake-case name).
#[proc_macro_derive(EnumAttr, attributes(enum_attr, case))]
pub fn derive_enum_attr(input: TokenStream) -> TokenStream {
    ods_model::enums::derive_enum(input.into()).into()
}

/// Declarative rewrite rules, as MLIR's DRR: each rule becomes a unit
/// struct implementing `RewritePattern`.
///
/// ```ignore
/// pattern! {
///     /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
///     pub AddIAddConstant:
///         (AddIOp:$res (AddIOp $x, (constant $c0), $ovf1), (constant $c1), $ovf2)
///         => (AddIOp $x, (ConstantOp (add_int_attrs $res, $c0, $c1)), (merge_overflow $ovf1, $ovf2))
///         where (same_type $res, $c0)
///         add_benefit 1;
/// }
/// ```
///
/// A source pattern `(Op[:$op] args...)` matches an op of type `Op` and
/// lists all its operands and attributes in the order of its definition
/// (optionally named: `lhs = $x`). An argument is `$x` (binds it; a name
/// bound twice must match the same value), `_` (anything), `pred:$x`
/// (binds it if `pred(ctx, x)` holds), `(Inner ...)` (the operand is
/// defined by an `Inner` op) or `(matcher $x)` (a snake_case native matcher
/// `matcher(ctx, value) -> Option<T>` that binds `T`;
/// `ods_ir::ods::drr::constant` is MLIR's `ConstantLikeMatcher`).
/// `where (pred $a, ...)` adds predicates `pred(ctx, a, ...) -> bool`.
///
/// The result is one pattern or a list `[r0, r1]` replacing the root's
/// results in order: `(Op args...)` builds an op with its typed builder
/// (ops replacing root results take the root's result types when they do
/// not infer them), `(native_fn args...)` calls `native_fn(&mut Builder,
/// args...)`, `$x` replaces with an existing value, and `{ expr }` is a
/// Rust value (an enum case, a flag). The benefit is the number of matched
/// ops, plus `add_benefit N`.
///
/// Every mistake is a compile error at its tokens: unbound names and
/// malformed rules from the macro; wrong arity, argument positions and
/// names, value types and result counts from the code it generates, checked
/// against what `#[derive(Op)]` says about each op.
#[proc_macro]
pub fn pattern(input: TokenStream) -> TokenStream {
    ods_model::drr::expand(input.into()).into()
}
