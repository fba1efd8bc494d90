//! What `#[derive(Op)]` tells `pattern!` about an op: its arguments by
//! position (`DrrArg<N>`), their count (`DrrArity<N>`) and a builder taking
//! them in that order (`__drr_build`). See `ods_ir::ods::drr`.

use crate::format::signature::Arity;
use crate::op::{AttrPresence, FieldKind, OpModel};
use proc_macro2::TokenStream;
use quote::quote;

/// The trait impls and the positional builder for `m`.
pub fn op_support(m: &OpModel) -> TokenStream {
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
    let same_type_operand = m.checks.contains(&"SameOperandsAndResultType").then(|| m.operands().next()).flatten();
    let mut type_params = Vec::new();
    if !m.infer {
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

    let mut arg_impls = Vec::new();
    let mut params = Vec::new();
    let mut pass = Vec::new();
    for (i, f) in args.iter().enumerate() {
        let n = &f.ident;
        let name = &names[i];
        let (value, param, passed) = match f.kind {
            FieldKind::Operand(Arity::Single) => (quote!(#ir::Value), quote!(#ir::Value), quote!(#n)),
            FieldKind::Operand(Arity::Optional) => (quote!(Option<#ir::Value>), quote!(Option<#ir::Value>), quote!(#n)),
            FieldKind::Operand(Arity::Variadic) => (quote!(Vec<#ir::Value>), quote!(Vec<#ir::Value>), quote!(&#n)),
            FieldKind::Attr(_) if crate::op::is_unit(f) => (quote!(bool), quote!(bool), quote!(#n)),
            FieldKind::Attr(p) => {
                let c = f.constraint.as_ref().unwrap();
                let v = quote!(<#c as #ir::ods::AttrConstraint>::Value);
                match p {
                    AttrPresence::Required => (quote!(#v<'c>), quote!(#v<'_>), quote!(#n)),
                    AttrPresence::Optional => (quote!(Option<#v<'c>>), quote!(Option<#v<'_>>), quote!(#n)),
                    AttrPresence::Default => (quote!(#v<'c>), quote!(#v<'_>), quote!(Some(#n))),
                }
            }
            _ => unreachable!(),
        };
        let get = match f.kind {
            FieldKind::Operand(Arity::Variadic) => quote!(op.#n(ctx).to_vec()),
            _ => quote!(op.#n(ctx)),
        };
        arg_impls.push(quote! {
            impl #drr::DrrArg<#i> for #ident {
                type Value<'c> = #value;
                const NAME: &'static str = #name;
                fn get(op: Self, ctx: &#ir::Context) -> Self::Value<'_> {
                    #get
                }
            }
        });
        params.push(quote!(#n: #param));
        pass.push(passed);
    }

    // The positional builder exists where `build` takes exactly the result
    // types and the arguments.
    let buildable =
        !m.skip_default_builders && m.successors().next().is_none() && m.regions().all(|(_, variadic)| !variadic);
    let build = buildable.then(|| {
        let mut k = 0usize;
        let types = type_params.iter().map(|a| match a {
            Arity::Single => {
                let t = quote!(ods_types[#k]);
                k += 1;
                t
            }
            Arity::Optional => quote!(ods_types.get(#k).copied()),
            Arity::Variadic => quote!(&ods_types[#k..]),
        });
        quote! {
            impl #ident {
                /// The builder `pattern!` calls: result types (taken from
                /// `ods_types` when the op does not infer them), then the
                /// arguments in declaration order.
                #[doc(hidden)]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn __drr_build(
                    ods_builder: &mut #ir::builder::Builder<'_>,
                    ods_loc: #ir::Location,
                    ods_types: &[#ir::Type],
                    #(#params),*
                ) -> Self {
                    let _ = ods_types;
                    Self::build(ods_builder, ods_loc, #(#types,)* #(#pass),*)
                }
            }
        }
    });

    quote! {
        impl #drr::DrrOp for #ident {
            const ARGS: &'static [&'static str] = &[#(#names),*];
            const RESULTS: Option<usize> = #results;
            const RESULT_TYPE_PARAMS: usize = #singles;
        }
        impl #drr::DrrArity<#arity> for #ident {}
        #(#arg_impls)*
        #build
    }
}
