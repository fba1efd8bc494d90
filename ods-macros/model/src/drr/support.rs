//! What `#[derive(Op)]` tells `pattern!` about an op: its arguments, read
//! all at once in declaration order (`DrrOp::args`), their count
//! (`DrrArity<N>`) and a builder taking them in that order
//! (`__drr_build`). See `ods_ir::ods::drr`.

use crate::format::signature::Arity;
use crate::op::{AttrPresence, FieldKind, Hook, OpModel};
use proc_macro2::TokenStream;
use quote::quote;

/// The trait impls, and the positional builder for `m` (an item of the
/// op's inherent impl).
pub fn op_support(m: &OpModel) -> (TokenStream, TokenStream) {
    let ir = quote!(::ods_ir);
    let ident = &m.ident;
    let drr = quote!(#ir::ods::drr);
    let args: Vec<&crate::op::Field> =
        m.fields.iter().filter(|f| matches!(f.kind, FieldKind::Operand(_) | FieldKind::Attr(_))).collect();
    let names: Vec<String> = args.iter().map(|f| crate::op::name_of(&f.ident)).collect();
    let arity = args.len();
    let results = if m.results().all(|(_, a)| a == Arity::Single) {
        let n = m.results().count();
        quote!(Some(#n))
    } else {
        quote!(None)
    };

    // The builder's result type parameters (see `codegen::builder`).
    let same_type_operand =
        m.checks.contains(&crate::traits::Check::SameOperandsAndResultType).then(|| m.operands().next()).flatten();
    let mut type_params = Vec::new();
    if !m.has(Hook::InferType) {
        for (f, a) in m.results() {
            if a == Arity::Single && crate::op::is_buildable(f) {
                continue;
            }
            if let (Arity::Single, Some((_, Arity::Single))) = (a, same_type_operand) {
                continue;
            }
            type_params.push(a);
        }
    }
    let singles = type_params.iter().filter(|a| **a == Arity::Single).count();

    let (mut arg_types, mut arg_gets) = (Vec::new(), Vec::new());
    let mut params = Vec::new();
    let mut param_types = Vec::new();
    let mut pass = Vec::new();
    for (i, f) in args.iter().enumerate() {
        let n = &f.ident;
        // The builder's parameter, spanned at the derive: a wrong
        // constraint is reported once, at the field's type, by the accessors.
        let param_name = quote::format_ident!("{}", n.to_string());
        let name = &names[i];
        let (value, param, passed) = match f.kind {
            FieldKind::Operand(Arity::Single) => (quote!(#ir::Value), quote!(#ir::Value), quote!(#param_name)),
            FieldKind::Operand(Arity::Optional) => {
                (quote!(Option<#ir::Value>), quote!(Option<#ir::Value>), quote!(#param_name))
            }
            FieldKind::Operand(Arity::Variadic) => {
                (quote!(Vec<#ir::Value>), quote!(Vec<#ir::Value>), quote!(&#param_name))
            }
            FieldKind::Operand(Arity::VariadicOfVariadic) => (
                quote!(Vec<Vec<#ir::Value>>),
                quote!(Vec<Vec<#ir::Value>>),
                quote!(&#param_name.iter().map(Vec::as_slice).collect::<Vec<_>>()),
            ),
            FieldKind::Attr(_) if crate::op::is_unit(f) => (quote!(bool), quote!(bool), quote!(#param_name)),
            FieldKind::Attr(p) => {
                // The value type itself where it is known, as the accessors show it.
                let v = |lt: TokenStream| crate::codegen::attr_value_type(m, f, &lt);
                let (vc, v_) = (v(quote!('c)), v(quote!('_)));
                match p {
                    AttrPresence::Required => (vc, v_, quote!(#param_name)),
                    AttrPresence::Optional => (quote!(Option<#vc>), quote!(Option<#v_>), quote!(#param_name)),
                    // Properties without a default expression take their value itself.
                    AttrPresence::Default if f.prop.is_some_and(|k| k != crate::op::PropKind::DefaultValued) => {
                        (vc, v_, quote!(#param_name))
                    }
                    AttrPresence::Default | AttrPresence::DefaultOptional => (vc, v_, quote!(Some(#param_name))),
                }
            }
            _ => unreachable!(),
        };
        // Attributes are read as their accessors read them, through the
        // constraint's tokens: a field whose constraint is wrong then
        // reports the one error the accessor reports, not another here.
        let get = match f.kind {
            FieldKind::Operand(Arity::Variadic) => quote!(op.#n(ctx).to_vec()),
            FieldKind::Operand(Arity::VariadicOfVariadic) => {
                quote!(op.#n(ctx).iter().map(<[#ir::Value]>::to_vec).collect())
            }
            FieldKind::Attr(p) if !crate::op::is_unit(f) => {
                let ns = name;
                let raw = quote!(#ir::ods::OpHandle::op(op).attr_by_str(ctx, #ns));
                let value = crate::codegen::AttrValueFns::of(m, f).value;
                match p {
                    AttrPresence::Required => quote! {
                        #value(ctx, #raw.unwrap_or_else(|| panic!("'{}' has no attribute '{}'; verify the op first", <Self as #ir::ods::OpHandle>::NAME, #ns)))
                    },
                    AttrPresence::Optional => quote!(#raw.map(|a| #value(ctx, a))),
                    AttrPresence::Default | AttrPresence::DefaultOptional => {
                        let d = crate::codegen::default_fn(f);
                        let default = crate::codegen::AttrValueFns::default_value(m, f, quote!(Self::#d()));
                        quote!(match #raw { Some(a) => #value(ctx, a), None => #default })
                    }
                }
            }
            _ => quote!(op.#n(ctx)),
        };
        arg_types.push(value);
        arg_gets.push(get);
        params.push(quote!(#param_name: #param));
        param_types.push(param);
        // The sizes of a `VariadicOfVariadic` group come from its values.
        if !m.is_segment_sizes_attr(f) {
            pass.push(passed);
        }
    }

    // The positional builder exists where `build` takes exactly the result
    // types and the arguments.
    let buildable =
        !m.skip_default_builders && m.successors().next().is_none() && m.regions().all(|(_, variadic)| !variadic);
    let build_fn = if buildable {
        quote! {
            type Build = fn(&mut #ir::builder::Builder<'_>, #ir::Location, &[#ir::Type], #(#param_types),*) -> Self;
            const BUILD: Self::Build = Self::__drr_build;
        }
    } else {
        quote! {
            type Build = #drr::NoPositionalBuilder;
            const BUILD: Self::Build = #drr::NoPositionalBuilder;
        }
    };
    let build = buildable.then(|| {
        let mut k = 0usize;
        let types = type_params.iter().map(|a| match a {
            Arity::Single => {
                let t = quote!(ods_types[#k]);
                k += 1;
                t
            }
            Arity::Optional => quote!(ods_types.get(#k).copied()),
            Arity::Variadic | Arity::VariadicOfVariadic => quote!(&ods_types[#k..]),
        });
        // An op that infers its result types takes none from the pattern.
        let types_param = if type_params.is_empty() { quote!(_) } else { quote!(ods_types) };
        quote! {
            /// The builder `pattern!` calls: result types (taken from
            /// `ods_types` when the op does not infer them), then the
            /// arguments in declaration order.
            #[doc(hidden)]
            #[allow(clippy::too_many_arguments, non_snake_case)]
            #[inline]
            pub fn __drr_build(
                ods_builder: &mut #ir::builder::Builder<'_>,
                ods_loc: #ir::Location,
                #types_param: &[#ir::Type],
                #(#params),*
            ) -> Self {
                Self::build(ods_builder, ods_loc, #(#types,)* #(#pass),*)
            }
        }
    });

    // An op without arguments gives the unit type and reads nothing.
    let args = if arg_types.is_empty() {
        quote! {
            type Args<'c> = ();
            #[inline]
            fn args(_: Self, _: &#ir::Context) -> Self::Args<'_> {}
        }
    } else {
        quote! {
            type Args<'c> = (#(#arg_types,)*);
            #[inline]
            fn args(op: Self, ctx: &#ir::Context) -> Self::Args<'_> {
                (#(#arg_gets,)*)
            }
        }
    };
    let impls = quote! {
        #[automatically_derived]
        impl #drr::DrrOp for #ident {
            const INFO: #drr::DrrInfo = #drr::DrrInfo {
                args: &[#(#names),*],
                results: #results,
                result_type_params: #singles,
            };
            type Checked = Self;
            #args
            #build_fn
        }
        #[automatically_derived]
        impl #drr::DrrArity<#arity> for #ident {
            type Checked = Self;
        }
    };
    (impls, build.unwrap_or_default())
}
