//! Procedural macros of the op definition framework. Thin entry points:
//! the model, checks and code generation live in `ods-model`.

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
/// `OptionalAttr`, `DefaultValuedAttr` (with `#[op(default = "value")]`),
/// `Region`, `VariadicRegion`, `Successor`, `VariadicSuccessor`.
///
/// Field options: `#[op(default = <expr>)]` (the value of a
/// `DefaultValuedAttr`, of the constraint's Rust value type) and
/// `#[op(buildable)]` (the constraint names exactly one type, so formats may
/// leave the type out).
///
/// Op options: `name`, `format`, `traits(...)`, `summary`, and flags that
/// call methods the op implements: `has_verifier` (`fn verify(self, &Context)
/// -> Result<(), Diagnostic>`), `has_region_verifier` (`verify_regions`),
/// `has_folder` (`fn fold(self, &mut Context, &[Option<Attr>]) -> FoldResult`),
/// `has_canonicalizer` (`fn canonicalization_patterns(&mut PatternSet)`),
/// `custom_assembly` (`fn parse(&mut OpParser, &mut OperationState) ->
/// PResult<()>` and `fn print(self, &mut OpPrinter)`), `asm_result_names`
/// (`fn asm_result_names(self, &Context, &mut dyn FnMut(usize, &str))`),
/// `InferTypeOpInterface` in the traits (`fn infer_return_types(&Context,
/// &InferInput) -> Result<Vec<Type>, String>`), `default_dialect`,
/// `skip_default_builders`, `interfaces(PATH, ...)` (static vtables).
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

/// Defines a dialect type without parameters: `#[ty(dialect = "shape",
/// mnemonic = "shape")]` on a unit struct. The first doc line is its
/// summary; the type is also a type constraint.
#[proc_macro_derive(Type, attributes(ty))]
pub fn derive_type(input: TokenStream) -> TokenStream {
    ods_model::typedef::derive_type(input.into()).into()
}

/// Defines a dialect attribute without parameters: `#[attr(dialect = "d",
/// mnemonic = "m")]` on a unit struct.
#[proc_macro_derive(Attr, attributes(attr))]
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
