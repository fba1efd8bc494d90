//! `#[interface]` on a trait: an op interface declared once. The trait's
//! methods take the typed op (`self`) or nothing (static methods), and may
//! have default bodies. The macro adds:
//!
//! - `NameVTable`: one function pointer per method, made for an op type `T`
//!   by `NameVTable::of::<T>()` (ops list the trait in `interfaces(...)`);
//! - `NameOp`: a handle found from any generic op at run time
//!   (`NameOp::get(&ctx, op)`), whose methods call through the vtable, so a
//!   generic pass can use the interface of ops it does not know.
//!
//! With `#[interface(dialect)]` the methods take no op at all and the
//! vtable hangs on a dialect (`dialect! { ..., interfaces = [STATIC] }`);
//! `NameDialect::get(&ctx, "dialect")` finds it.
//!
//! With `#[interface(type)]` (`#[interface(attr)]`) every method takes the
//! context and the type (attribute) first, `fn m(ctx: &Context, t: Type,
//! ...)`; a `#[derive(Type)]` lists the trait in `interfaces(...)` (builtin
//! types have their tables in `ods_ir::ods::interfaces`), and
//! `NameType::get(&ctx, t)` (`NameAttr::get(&ctx, a)`) finds it; its methods
//! pass `t` themselves.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::spanned::Spanned;

fn snake(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// Expands `#[interface]` / `#[interface(dialect)]`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let (dialect, on) = match args.to_string().trim() {
        "" => (false, None),
        "dialect" => (true, None),
        "type" => (false, Some(true)),
        "attr" => (false, Some(false)),
        other => {
            return syn::Error::new(
                args.span(),
                format!("unknown interface option `{other}`; expected nothing, `dialect`, `type` or `attr`"),
            )
            .to_compile_error()
        }
    };
    if let Some(is_type) = on {
        return expand_type_or_attr(item, is_type);
    }
    let mut item: syn::ItemTrait = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => return syn::Error::new(e.span(), "#[interface] applies to a trait").to_compile_error(),
    };
    let ir = quote!(::ods_ir);
    let vis = item.vis.clone();
    let name = item.ident.clone();
    let vtable = format_ident!("{}VTable", name);
    let handle = if dialect { format_ident!("{}Dialect", name) } else { format_ident!("{}Op", name) };
    let prefix = snake(&name.to_string());
    if !dialect {
        item.supertraits.push(syn::parse_quote!(#ir::ods::OpHandle));
    }
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    let mut helpers = Vec::new();
    let mut forwards = Vec::new();
    let mut errors = Vec::new();
    for ti in &item.items {
        let syn::TraitItem::Fn(f) = ti else { continue };
        let sig = &f.sig;
        let m = &sig.ident;
        let docs: Vec<&syn::Attribute> = f.attrs.iter().filter(|a| a.path().is_ident("doc")).collect();
        let has_self = matches!(sig.inputs.first(), Some(syn::FnArg::Receiver(_)));
        if has_self && dialect {
            errors
                .push(syn::Error::new(sig.span(), "methods of a dialect interface take no `self`").to_compile_error());
            continue;
        }
        if let Some(syn::FnArg::Receiver(r)) = sig.inputs.first() {
            if quote::ToTokens::to_token_stream(r).to_string().contains('&') {
                errors.push(
                    syn::Error::new(r.span(), "interface methods take `self` by value (ops are `Copy` handles)")
                        .to_compile_error(),
                );
                continue;
            }
        }
        let mut arg_names = Vec::new();
        let mut arg_types = Vec::new();
        let mut bad = false;
        for a in sig.inputs.iter().skip(usize::from(has_self)) {
            let syn::FnArg::Typed(pt) = a else { continue };
            match &*pt.pat {
                syn::Pat::Ident(i) => arg_names.push(i.ident.clone()),
                other => {
                    errors.push(
                        syn::Error::new(other.span(), "interface method arguments must be plain names")
                            .to_compile_error(),
                    );
                    bad = true;
                }
            }
            arg_types.push((*pt.ty).clone());
        }
        if bad {
            continue;
        }
        let ret = &sig.output;
        let helper = format_ident!("__{}_{}", prefix, m);
        let op_arg = if has_self { quote!(op: #ir::OpId,) } else { quote!() };
        let op_ty = if has_self { quote!(#ir::OpId,) } else { quote!() };
        fields.push(quote!(#(#docs)* pub #m: fn(#op_ty #(#arg_types),*) #ret));
        inits.push(quote!(#m: #helper::<T>));
        let call = if has_self {
            quote!(<T as #ir::ods::OpHandle>::from_op_unchecked(op).#m(#(#arg_names),*))
        } else {
            quote!(T::#m(#(#arg_names),*))
        };
        helpers.push(quote! {
            #[doc(hidden)]
            #[allow(non_snake_case)]
            fn #helper<T: #name>(#op_arg #(#arg_names: #arg_types),*) #ret {
                #call
            }
        });
        let self_arg = if has_self { quote!(self.op,) } else { quote!() };
        forwards.push(quote! {
            #(#docs)*
            pub fn #m(self, #(#arg_names: #arg_types),*) #ret {
                (self.vtable.#m)(#self_arg #(#arg_names),*)
            }
        });
    }
    let vt_doc = format!("The function table of `{name}` for one implementation.");
    let handle_doc = if dialect {
        format!("A dialect's implementation of `{name}`, found at run time.")
    } else {
        format!("Any op implementing `{name}`, found at run time from a generic op.")
    };
    let lookup = if dialect {
        quote! {
            /// The implementation of the dialect named `dialect`, if it has one.
            pub fn get(ctx: &#ir::Context, dialect: &str) -> Option<Self> {
                let vtable = ctx.registry().dialect(dialect)?.interface::<#vtable>()?;
                Some(#handle { vtable })
            }
        }
    } else {
        quote! {
            /// The interface of `op`, if its definition implements it.
            pub fn get(ctx: &#ir::Context, op: #ir::OpId) -> Option<Self> {
                let vtable = op.def(ctx)?.interface::<#vtable>()?;
                Some(#handle { op, vtable })
            }
            /// The generic op.
            pub fn op(self) -> #ir::OpId {
                self.op
            }
        }
    };
    let handle_fields =
        if dialect { quote!(vtable: &'static #vtable) } else { quote!(op: #ir::OpId, vtable: &'static #vtable) };
    quote! {
        #(#errors)*
        #item
        #[doc = #vt_doc]
        #vis struct #vtable {
            #(#fields,)*
        }
        #[automatically_derived]
        impl #vtable {
            /// The table for implementation `T`.
            pub const fn of<T: #name>() -> Self {
                #vtable { #(#inits,)* }
            }
        }
        #(#helpers)*
        #[doc = #handle_doc]
        #[derive(Clone, Copy)]
        #vis struct #handle {
            #handle_fields,
        }
        #[automatically_derived]
        impl #handle {
            #lookup
            #(#forwards)*
        }
    }
}

/// `#[interface(type)]` / `#[interface(attr)]`.
fn expand_type_or_attr(item: TokenStream, is_type: bool) -> TokenStream {
    let item: syn::ItemTrait = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => return syn::Error::new(e.span(), "#[interface] applies to a trait").to_compile_error(),
    };
    let ir = quote!(::ods_ir);
    let vis = item.vis.clone();
    let name = item.ident.clone();
    let vtable = format_ident!("{}VTable", name);
    let (handle, x_ty, x_name, what) = if is_type {
        (format_ident!("{}Type", name), quote!(#ir::Type), format_ident!("ty"), "type")
    } else {
        (format_ident!("{}Attr", name), quote!(#ir::Attr), format_ident!("attr"), "attribute")
    };
    let prefix = snake(&name.to_string());
    let (mut fields, mut inits, mut helpers, mut forwards, mut errors) = (vec![], vec![], vec![], vec![], vec![]);
    for ti in &item.items {
        let syn::TraitItem::Fn(f) = ti else { continue };
        let sig = &f.sig;
        let m = &sig.ident;
        let docs: Vec<&syn::Attribute> = f.attrs.iter().filter(|a| a.path().is_ident("doc")).collect();
        let expected = format!(
            "methods of a {what} interface take `(ctx: &Context, x: {}, ...)` and no `self`",
            if is_type { "Type" } else { "Attr" }
        );
        let mut names = Vec::new();
        let mut types = Vec::new();
        let mut bad = false;
        for a in &sig.inputs {
            match a {
                syn::FnArg::Typed(pt) => match &*pt.pat {
                    syn::Pat::Ident(i) => {
                        names.push(i.ident.clone());
                        types.push((*pt.ty).clone());
                    }
                    other => {
                        errors.push(
                            syn::Error::new(other.span(), "interface method arguments must be plain names")
                                .to_compile_error(),
                        );
                        bad = true;
                    }
                },
                syn::FnArg::Receiver(r) => {
                    errors.push(syn::Error::new(r.span(), &expected).to_compile_error());
                    bad = true;
                }
            }
        }
        if bad {
            continue;
        }
        if names.len() < 2 {
            errors.push(syn::Error::new(sig.span(), &expected).to_compile_error());
            continue;
        }
        let ret = &sig.output;
        let helper = format_ident!("__{}_{}", prefix, m);
        fields.push(quote!(#(#docs)* pub #m: fn(#(#types),*) #ret));
        inits.push(quote!(#m: #helper::<T>));
        helpers.push(quote! {
            #[doc(hidden)]
            #[allow(non_snake_case)]
            fn #helper<T: #name>(#(#names: #types),*) #ret {
                T::#m(#(#names),*)
            }
        });
        let (ctx_name, ctx_ty) = (&names[0], &types[0]);
        let rest: Vec<_> = names[2..].iter().zip(&types[2..]).map(|(n, t)| quote!(#n: #t)).collect();
        let rest_names = &names[2..];
        forwards.push(quote! {
            #(#docs)*
            pub fn #m(self, #ctx_name: #ctx_ty, #(#rest),*) #ret {
                (self.vtable.#m)(#ctx_name, self.#x_name, #(#rest_names),*)
            }
        });
    }
    let vt_doc = format!("The function table of `{name}` for one implementation.");
    let handle_doc = format!("Any {what} implementing `{name}`, found at run time.");
    let find = if is_type { quote!(type_interface) } else { quote!(attr_interface) };
    let get_doc = format!("The interface of `{x_name}`, if its {what} implements it.");
    let x_doc = format!("The {what}.");
    quote! {
        #(#errors)*
        #item
        #[doc = #vt_doc]
        #vis struct #vtable {
            #(#fields,)*
        }
        #[automatically_derived]
        impl #vtable {
            /// The table for implementation `T`.
            pub const fn of<T: #name>() -> Self {
                #vtable { #(#inits,)* }
            }
        }
        #(#helpers)*
        #[doc = #handle_doc]
        #[derive(Clone, Copy)]
        #vis struct #handle {
            #x_name: #x_ty,
            vtable: &'static #vtable,
        }
        #[automatically_derived]
        impl #handle {
            #[doc = #get_doc]
            pub fn get(ctx: &#ir::Context, #x_name: #x_ty) -> Option<Self> {
                let vtable = #ir::ods::interfaces::#find::<#vtable>(ctx, #x_name)?;
                Some(#handle { #x_name, vtable })
            }
            #[doc = #x_doc]
            pub fn #x_name(self) -> #x_ty {
                self.#x_name
            }
            #(#forwards)*
        }
    }
}
