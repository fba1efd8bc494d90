//! Code generation: per op a static table ([`OpSpec`] and the format
//! program) registered through `inventory`, the [`OpHandle`] impl, typed
//! accessors and a builder. The verifier, parser and printer are generic
//! engines in `ods::ir::ods`, so the code per op stays small.
//!
//! [`OpSpec`]: ../../ods_ir/ods/struct.OpSpec.html
//! [`OpHandle`]: ../../ods_ir/ods/trait.OpHandle.html

use crate::format::ast::{self, Element, TypeResolution, WhitespaceKind};
use crate::format::signature::{Arity, TypeSource};
use crate::op::{AttrPresence, FieldKind, Hook, OpModel, PropKind};
use crate::traits::{Check, Segments};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};

fn ir() -> TokenStream {
    quote!(::ods_ir)
}

fn arity_tokens(a: Arity, f: &crate::op::Field) -> TokenStream {
    let ir = ir();
    match a {
        Arity::Single => quote!(#ir::ods::Arity::Single),
        Arity::Optional => quote!(#ir::ods::Arity::Optional),
        Arity::Variadic => quote!(#ir::ods::Arity::Variadic),
        Arity::VariadicOfVariadic => {
            let seg = f.segments.as_deref().unwrap_or_default();
            quote!(#ir::ods::Arity::VariadicOfVariadic(#seg))
        }
    }
}

/// The op's declared effects in the order of mlir-tblgen's `getEffects`:
/// those of `MemoryEffects(...)`, then those of operands and symbol
/// attributes in field order, then those of results.
fn effect_table(m: &OpModel) -> Vec<TokenStream> {
    let ir = ir();
    let entry = |e: &crate::op::EffectUse, site: TokenStream| {
        let effect = format_ident!("{}", e.kind.variant());
        let resource = match &e.resource {
            Some(p) => quote::quote_spanned!(syn::spanned::Spanned::span(p)=> #p),
            None => quote!(#ir::ods::effect_spec::Resource::DEFAULT),
        };
        let (stage, full) = (e.stage, e.full);
        quote!(#ir::ods::EffectSpec {
            effect: #ir::ods::effect_spec::Effect::#effect,
            site: #site,
            resource: #resource,
            stage: #stage,
            full: #full,
        })
    };
    let mut out: Vec<TokenStream> = m.effects.iter().map(|e| entry(e, quote!(#ir::ods::EffectSite::Op))).collect();
    let mut operand = 0usize;
    for f in &m.fields {
        let site = match f.kind {
            FieldKind::Operand(_) => {
                operand += 1;
                let g = operand - 1;
                quote!(#ir::ods::EffectSite::Operand(#g))
            }
            FieldKind::Attr(_) => {
                let n = &f.ir_name;
                quote!(#ir::ods::EffectSite::Symbol(#n))
            }
            _ => continue,
        };
        out.extend(f.effects.iter().map(|e| entry(e, site.clone())));
    }
    for (g, (f, _)) in m.results().enumerate() {
        out.extend(f.effects.iter().map(|e| entry(e, quote!(#ir::ods::EffectSite::Result(#g)))));
    }
    out
}

/// Generates everything for one op.
pub fn generate(m: &OpModel) -> TokenStream {
    let ir = ir();
    let ident = &m.ident;
    let mut errors = Vec::new();
    let name = &m.name;
    let summary = &m.summary;
    let description = &m.description;
    let handle = &m.handle;

    // ----- the spec table -----
    let operands = m.operands().map(|(f, a)| {
        let n = &f.ir_name;
        let c = constraint_alias(m, f);
        let a = arity_tokens(a, f);
        quote!(#ir::ods::ValueSpec { name: #n, arity: #a, constraint: <#c as #ir::ods::TypeConstraint>::REF })
    });
    let results = m.results().map(|(f, a)| {
        let n = &f.ir_name;
        let c = constraint_alias(m, f);
        let a = arity_tokens(a, f);
        quote!(#ir::ods::ValueSpec { name: #n, arity: #a, constraint: <#c as #ir::ods::TypeConstraint>::REF })
    });
    let attrs = m.attributes().map(|(f, p)| {
        let n = &f.ir_name;
        let c = constraint_alias(m, f);
        let presence = match p {
            AttrPresence::Required => quote!(#ir::ods::AttrPresence::Required),
            AttrPresence::Optional => quote!(#ir::ods::AttrPresence::Optional),
            AttrPresence::Default | AttrPresence::DefaultOptional => {
                let d = default_fn(f);
                let which = match (p, f.prop) {
                    (_, Some(PropKind::Plain)) => quote!(Storage),
                    (AttrPresence::DefaultOptional, _) => quote!(DefaultOptional),
                    _ => quote!(Default),
                };
                quote!(#ir::ods::AttrPresence::#which(|ctx: &#ir::Context| {
                    <#c as #ir::ods::AttrConstraint>::make(ctx, #ident::#d())
                }))
            }
        };
        quote!(#ir::ods::AttrSpec { name: #n, presence: #presence, constraint: <#c as #ir::ods::AttrConstraint>::REF })
    });
    let regions = m.regions().map(|(f, v)| {
        let n = if f.unnamed {
            quote!(None)
        } else {
            let n = &f.ir_name;
            quote!(Some(#n))
        };
        let c = constraint_alias(m, f);
        quote!(#ir::ods::RegionSpec { name: #n, variadic: #v, blocks: <#c as #ir::ods::RegionConstraint>::BLOCKS })
    });
    let successors = m.successors().map(|(f, v)| {
        let n = &f.ir_name;
        quote!(#ir::ods::SuccessorSpec { name: #n, variadic: #v })
    });
    let seg = |s: Segments| {
        let i = format_ident!("{}", s.variant());
        (s != Segments::None).then(|| quote!(#ir::ods::Segments::#i))
    };
    let (operand_segments, result_segments) = (seg(m.operand_segments), seg(m.result_segments));
    let mut checks: Vec<TokenStream> = m
        .checks
        .iter()
        .map(|c| {
            let i = format_ident!("{}", c.variant());
            quote!(#ir::ods::OpCheck::#i)
        })
        .collect();
    let parent_names = &m.has_parent;
    // The parents are named twice (a check and the definition's list),
    // through one constant where there are any.
    let (parents_const, parents) = if m.has_parent.is_empty() {
        (quote!(), None)
    } else {
        checks.push(quote!(#ir::ods::OpCheck::HasParent(PARENTS)));
        (quote!(const PARENTS: &[&str] = &[#(#parent_names),*];), Some(quote!(PARENTS)))
    };
    let entity_of = |n: &str| {
        if let Some(i) = m.operands().position(|(f, _)| f.ir_name == n) {
            quote!(#ir::ods::Entity::Operand(#i))
        } else {
            let i = m.results().position(|(f, _)| f.ir_name == n).unwrap_or(0);
            quote!(#ir::ods::Entity::Result(#i))
        }
    };
    for t in &m.types_match_with {
        let (summary, transform) = (&t.summary, &t.transform);
        let (from, to) = (entity_of(&t.from), entity_of(&t.to));
        checks.push(quote!(#ir::ods::OpCheck::TypesMatchWith { summary: #summary, from: #from, to: #to, transform: #transform }));
    }
    for group in &m.all_types_match {
        let entries = group.iter().filter_map(|n| {
            if let Some(i) = m.operands().position(|(f, _)| f.ir_name == *n) {
                Some(quote!((#n, #ir::ods::Entity::Operand(#i))))
            } else {
                m.results().position(|(f, _)| f.ir_name == *n).map(|i| quote!((#n, #ir::ods::Entity::Result(#i))))
            }
        });
        checks.push(quote!(#ir::ods::OpCheck::AllTypesMatch(&[#(#entries),*])));
    }
    for (what, group) in &m.value_matches {
        let entries = group.iter().filter_map(|n| {
            if let Some(i) = m.operands().position(|(f, _)| f.ir_name == *n) {
                Some(quote!((#n, #ir::ods::Entity::Operand(#i))))
            } else {
                m.results().position(|(f, _)| f.ir_name == *n).map(|i| quote!((#n, #ir::ods::Entity::Result(#i))))
            }
        });
        let what = quote::format_ident!("{}", what.variant());
        checks.push(quote!(#ir::ods::OpCheck::AllMatch(#ir::ods::ValueMatch::#what, &[#(#entries),*])));
    }
    for t in &m.user_traits {
        let ty = trait_type(t);
        let tname = &t.name;
        checks.push(quote!(#ir::ods::OpCheck::Trait {
            name: #tname,
            predicate: <#ty as #ir::ods::OpTrait>::PREDICATE,
            verify: <#ty as #ir::ods::OpTrait>::verify,
            fold: <#ty as #ir::ods::OpTrait>::fold,
        }));
    }
    let format_tokens = match &m.format {
        Some((f, _)) => match program(m, f) {
            Ok(p) => Some(quote!(Some(&#p))),
            Err(e) => {
                errors.push(syn::Error::new(m.format_span.unwrap_or_else(Span::call_site), e.to_string()));
                None
            }
        },
        None => None,
    };
    // Hook methods are read once, each into a typed binding spanned at
    // the flag that asks for it: a missing or mistyped method is one error
    // there. Those taking the op handle are called from a function of the
    // table's signature (a function item: a closure would cost a shim).
    let mut hooks = Hooks::of(m);
    let infer_const = infer_const(m);
    let custom_verify = hooks.get("verify").map(|f| quote!(Some(#f)));
    let infer = m.has(Hook::InferType).then(|| quote!(Some(#ident::__ODS_INFER)));
    let custom_verify_regions = hooks.get("verify_regions").map(|f| quote!(Some(#f)));
    // Both run with the op's region invariants, after its nested ops, as
    // does the check of an op with regions that implements
    // `RegionBranchOpInterface`.
    let verify_regions = (m.has(Hook::InferType) || m.has(Hook::RegionVerifier) || m.regions().next().is_some())
        .then(|| quote!(Some(#ir::__private::verify_registered_regions)));
    let effects = effect_table(m);

    // ----- the definition -----
    // One mask from the table the core's constants come from (`ods_traits`).
    let bits = m.bits;
    let traits = quote!(#ir::Traits(#bits));
    let mut inherent: Vec<String> = m.attributes().map(|(f, _)| f.ir_name.clone()).collect();
    if m.operand_segments == Segments::AttrSized {
        inherent.push("operandSegmentSizes".into());
    }
    if m.result_segments == Segments::AttrSized {
        inherent.push("resultSegmentSizes".into());
    }
    let properties: Vec<String> =
        m.attributes().filter(|(f, _)| f.prop.is_some()).map(|(f, _)| f.ir_name.clone()).collect();
    // Hooks of the layers above the core are statics that the definition
    // points to (`registry::Hook`).
    let (parse, print) = match (hooks.get("parse"), hooks.get("print")) {
        (Some(parse), Some(print)) => (Some(parse), print),
        _ => (None, quote!()),
    };
    let (asm_static, asm) = match parse {
        Some(parse) => (
            quote!(static ASM: #ir::parse::OpAsm = #ir::parse::OpAsm { parse: #parse, print: #print };),
            Some(quote!(Some(#ir::registry::Hook::new(&ASM)))),
        ),
        // One parser and printer for all ops with a format, reading the
        // op's table.
        None if m.format.is_some() => (quote!(), Some(quote!(Some(#ir::__private::format::FORMAT_HOOK)))),
        None => (quote!(), None),
    };
    let fold = hooks.get("fold").map(|f| quote!(Some(#f)));
    let (patterns_static, canonicalize) = if let Some(patterns) = hooks.get("canonicalization_patterns") {
        (
            quote!(static PATTERNS: #ir::rewrite::PatternsFn = #patterns;),
            Some(quote!(Some(#ir::registry::Hook::new(&PATTERNS)))),
        )
    } else {
        (quote!(), None)
    };
    let result_names = if let Some(f) = hooks.get("asm_result_names") {
        Some(quote!(Some(#f)))
    } else if m.results().count() > 1 && m.results().any(|(f, _)| !f.unnamed) {
        // As mlir-tblgen's generated `getAsmResultNames` for ops with
        // several results: each group is named after its result, but for
        // the results ODS leaves unnamed.
        let named = m.results().map(|(f, _)| !f.unnamed);
        hooks.fns.push(quote! {
            fn __ods_result_names(ctx: &#ir::Context, op: #ir::OpId, f: &mut dyn FnMut(usize, &str)) {
                #ir::__private::default_result_names(ctx, op, &[#(#named),*], f)
            }
        });
        Some(quote!(Some(__ods_result_names)))
    } else {
        None
    };
    let block_arg_names = hooks.get("asm_block_arg_names").map(|f| quote!(Some(#f)));
    // The parser's hooks for inherent attributes, which an op without
    // attributes does not need (they would accept everything, add nothing);
    // segment sizes held in an attribute count as one. Property conversion
    // is needed by every op: it refuses keys that name nothing inherent.
    let has_attrs = m.attributes().next().is_some()
        || m.operand_segments == Segments::AttrSized
        || m.result_segments == Segments::AttrSized;
    let inherent_storage = Some(quote!(Some(#ir::__private::inherent_storage_of)));
    let default_properties = has_attrs.then(|| quote!(Some(#ir::__private::default_properties_of)));
    let inherent_attr_violation = has_attrs.then(|| quote!(Some(#ir::__private::inherent_attr_violation_of)));
    let default_dialect = &m.default_dialect;
    let implicit_terminator = m.implicit_terminator.as_ref().map(|t| quote!(Some(#t)));
    // `interfaces(...)`: a trait declared with `#[interface]` (its table is
    // built for this op), or a SCREAMING_CASE path to a static table.
    let is_static = |p: &syn::Path| {
        p.segments
            .last()
            .is_some_and(|s| s.ident.to_string().chars().all(|c| c.is_uppercase() || c.is_ascii_digit() || c == '_'))
    };
    let vtable_statics = m.interfaces.iter().enumerate().filter(|(_, p)| !is_static(p)).map(|(i, p)| {
        let mut vt = p.clone();
        let last = vt.segments.last_mut().unwrap();
        last.ident = format_ident!("{}VTable", last.ident);
        let s = format_ident!("IFACE_{}", i);
        // The op named at the interface, so "`Op: Iface` is not satisfied" points there.
        let mut op_at = ident.clone();
        op_at.set_span(syn::spanned::Spanned::span(p));
        quote!(static #s: #vt = <#vt>::of::<#op_at>();)
    });
    let interfaces = m.interfaces.iter().enumerate().map(|(i, p)| {
        if is_static(p) {
            quote!(#ir::registry::InterfaceImpl::new(&#p))
        } else {
            let s = format_ident!("IFACE_{}", i);
            quote!(#ir::registry::InterfaceImpl::new(&#s))
        }
    });
    let interface_names: Vec<String> =
        m.interfaces.iter().map(|p| p.segments.last().map(|s| s.ident.to_string()).unwrap_or_default()).collect();
    let syntax = m.format.as_ref().map(|(_, text)| quote!(Some(#text)));

    // ----- the handle -----
    let marker_inits = m.fields.iter().map(|f| {
        let i = &f.ident;
        if f.kind == FieldKind::Handle {
            quote!(#i: op)
        } else {
            quote!(#i: #ir::ods::Marker::MARKER)
        }
    });
    // Only the handle holds data; the other fields are markers that declare
    // the op to this macro, and no code reads them. One read, in
    // `OpHandle::op` (a no-op there), keeps `dead_code` from flagging each
    // of them in the user's struct (a derive cannot put `allow` on the
    // fields).
    let markers: Vec<&syn::Ident> = m.fields.iter().filter(|f| f.kind != FieldKind::Handle).map(|f| &f.ident).collect();
    let read_markers = (!markers.is_empty()).then(|| quote!(let _ = (#(&self.#markers,)*);));
    let accessors = accessors(m);
    let defaults = m
        .attributes()
        .filter(|(_, p)| matches!(p, AttrPresence::Default | AttrPresence::DefaultOptional))
        .map(|(f, _)| {
        let name = default_fn(f);
        let c = constraint_alias(m, f);
        let d = &f.default;
        // A string for an attribute whose value is not a string names an
        // enum case (`default = "eq"`), checked at compile time.
        let string_valued = f
            .constraint
            .as_ref()
            .map(crate::op::constraint_name)
            .is_some_and(|n| matches!(n.as_str(), "StrAttr" | "SymbolNameAttr" | "FlatSymbolRefAttr" | "Confined"));
        match (f.prop, d) {
            (Some(PropKind::Plain), _) => {
                quote!(fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> { ::core::default::Default::default() })
            }
            (Some(PropKind::Optional), _) => quote!(fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> { None }),
            (Some(PropKind::Unit), _) => quote!(fn #name() -> bool { false }),
            (Some(_), Some(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }))) => {
                quote!(fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> { ::core::convert::From::from(#s) })
            }
            (_, Some(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }))) if !string_valued => {
                let span = s.span();
                let at = constraint_alias_at(m, f);
                let cases = quote::quote_spanned!(span=> <#at as #ir::ods::EnumCases>);
                quote::quote_spanned! {span=>
                    fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> {
                        const CASE: usize = #ir::__private::enum_case_index(#cases::KEYWORDS, #s);
                        #cases::case_value(CASE)
                    }
                }
            }
            // A view is made from the value written (`vec![1, 2]`, `&[1, 2]`).
            (Some(_), Some(d)) if f.constraint.as_ref().map(crate::op::constraint_name).as_deref() == Some("PropView") => {
                quote!(fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> { ::core::convert::Into::into(#d) })
            }
            _ => quote!(fn #name() -> <#c as #ir::ods::AttrConstraint>::Value<'static> { #d }),
        }
    });
    let defaults = quote!(#(#defaults)*);
    let (builder, builder_struct) = if m.skip_default_builders { (quote!(), quote!()) } else { builder(m) };
    let adaptor = adaptor(m);
    let declarations = m.attributes().map(|(f, _)| AttrValueFns::of(m, f).declaration);
    let format_errors = m.format_errors.iter().map(|e| e.clone().write_errors());
    let colon_checks = colon_checks(m);
    let property_anchor_checks = property_anchor_checks(m);
    let errors = errors.into_iter().map(|e| e.to_compile_error());

    let (drr_support, drr_build) = crate::drr::support::op_support(m);
    let copy_check = quote::quote_spanned!(ident.span()=> const _: () = #ir::__private::assert_op_copy::<#ident>(););
    let dialect_check = m.dialect.as_ref().map(|path| {
        let prefix = m.name.split('.').next().unwrap_or_default();
        let written = quote!(#path).to_string().replace(' ', "");
        let msg = format!("`{written}` is not the dialect `{prefix}` that op `{}` names", m.name);
        let span = syn::spanned::Spanned::span(path);
        quote::quote_spanned!(span=> const _: () = ::ods_ir::__private::assert_op_dialect(&#path, #prefix, #msg);)
    });
    // The attribute a `VariadicOfVariadic` operand reads its group sizes
    // from must be an array of `i32`: rustc says so at its type.
    let segment_checks = m.attributes().filter(|(f, _)| m.is_segment_sizes_attr(f)).map(|(f, _)| {
        let c = constraint_alias_at(m, f);
        let span = c.span();
        quote::quote_spanned!(span=> const _: () = #ir::__private::assert_segment_sizes_attr::<#c>();)
    });
    let constraint_names = constraint_names(m);
    // The tables name only what differs from their `EMPTY` (less for rustc
    // to check per op).
    let operands: Vec<TokenStream> = operands.collect();
    let results: Vec<TokenStream> = results.collect();
    let attrs: Vec<TokenStream> = attrs.collect();
    let regions: Vec<TokenStream> = regions.collect();
    let successors: Vec<TokenStream> = successors.collect();
    let interfaces: Vec<TokenStream> = interfaces.collect();
    let list = |items: &[TokenStream]| (!items.is_empty()).then(|| quote!(&[#(#items),*]));
    let spec_fields = table_fields([
        ("name", Some(quote!(#name))),
        ("operands", list(&operands)),
        ("results", list(&results)),
        ("attrs", list(&attrs)),
        ("regions", list(&regions)),
        ("successors", list(&successors)),
        ("operand_segments", operand_segments),
        ("result_segments", result_segments),
        ("checks", list(&checks)),
        ("format", format_tokens),
        ("custom_verify", custom_verify),
        ("custom_verify_regions", custom_verify_regions),
        ("infer", infer),
        ("effects", list(&effects)),
    ]);
    let inherent = (!inherent.is_empty()).then(|| quote!(&[#(#inherent),*]));
    let interface_names = (!interface_names.is_empty()).then(|| quote!(&[#(#interface_names),*]));
    let properties = (!properties.is_empty()).then(|| quote!(&[#(#properties),*]));
    let def_fields = table_fields([
        ("name", Some(quote!(#name))),
        ("summary", Some(quote!(#summary))),
        ("description", Some(quote!(#description))),
        ("traits", Some(traits)),
        ("inherent_attrs", inherent),
        ("properties", properties),
        ("verify", Some(quote!(Some(#ir::__private::verify_registered)))),
        ("verify_regions", verify_regions),
        ("asm", asm),
        ("fold", fold),
        ("canonicalize", canonicalize),
        ("result_names", result_names),
        ("block_arg_names", block_arg_names),
        ("default_dialect", (!default_dialect.is_empty()).then(|| quote!(#default_dialect))),
        ("implicit_terminator", implicit_terminator),
        ("interfaces", list(&interfaces)),
        ("interface_names", interface_names),
        ("syntax", syntax),
        ("type_name", Some(quote!(concat!(module_path!(), "::", stringify!(#ident))))),
        ("parents", parents),
        ("ods", Some(quote!(Some(#ir::ods::OpSpec::hook(&SPEC))))),
        ("inherent_storage", inherent_storage),
        ("default_properties", default_properties),
        ("inherent_attr_violation", inherent_attr_violation),
    ]);
    let hook_fns = &hooks.fns;
    quote! {
        #(#errors)*
        #(#format_errors)*
        #constraint_names
        #colon_checks
        #property_anchor_checks
        // The hooks' types are spelled out at the user's flags.
        #[allow(clippy::type_complexity)]
        const _: () = {
            #(#vtable_statics)*
            #asm_static
            #patterns_static
            #(#hook_fns)*
            #parents_const
            static SPEC: #ir::ods::OpSpec = #ir::ods::OpSpec {
                #(#spec_fields,)*
                ..#ir::ods::OpSpec::EMPTY
            };
            static DEF: #ir::registry::OpDef = #ir::registry::OpDef {
                #(#def_fields,)*
                ..#ir::registry::OpDef::EMPTY
            };
            #ir::inventory::submit! { #ir::registry::OpRegistration(&DEF) }
            #copy_check
            #dialect_check
            #(#segment_checks)*
            #[automatically_derived]
            impl #ir::ods::OpHandle for #ident {
                const NAME: &'static str = #name;
                #[inline]
                fn spec() -> &'static #ir::ods::OpSpec {
                    &SPEC
                }
                #[inline]
                fn from_op_unchecked(op: #ir::OpId) -> Self {
                    #ident { #(#marker_inits),* }
                }
                #[inline]
                fn op(self) -> #ir::OpId {
                    #read_markers
                    self.#handle
                }
            }
            #[automatically_derived]
            impl ::core::convert::From<#ident> for #ir::OpId {
                #[inline]
                fn from(op: #ident) -> #ir::OpId {
                    op.#handle
                }
            }
        };
        #[automatically_derived]
        impl #ident {
            #infer_const
            #defaults
            #accessors
            #builder
            #drr_build
        }
        #(#declarations)*
        #adaptor
        #drr_support
        #builder_struct
    }
}

/// `name: value` for each field of a table given a value; the others keep
/// the table's `EMPTY` value.
fn table_fields<const N: usize>(fields: [(&str, Option<TokenStream>); N]) -> Vec<TokenStream> {
    fields
        .into_iter()
        .filter_map(|(name, value)| {
            let name = format_ident!("{}", name);
            value.map(|v| quote!(#name: #v))
        })
        .collect()
}

/// The `:`-after-attribute ambiguities that the attributes' constraints
/// decide: a constant that fails to evaluate, with mlir-tblgen's message,
/// when the constraint has no buildable type and is read with the generic
/// attribute parser.
fn colon_checks(m: &OpModel) -> TokenStream {
    let ir = ir();
    let Some((f, text)) = &m.format else { return quote!() };
    let span = m.format_span.unwrap_or_else(Span::call_site);
    let attrs: Vec<&crate::op::Field> = m.attributes().map(|(f, _)| f).collect();
    let checks = f.colon_checks.iter().map(|c| {
        let ty = constraint_alias(m, attrs[c.attribute]);
        let mut e = c.error.clone();
        e.notes.insert(0, format!("in custom assembly format of '{}'", m.name));
        let msg = crate::format::render(text, &e).replace('{', "{{").replace('}', "}}");
        quote::quote_spanned! {span=>
            const _: () = if !<#ty as #ir::ods::AttrConstraint>::TYPE_BUILDER
                && <#ty as #ir::ods::AttrConstraint>::GENERIC_PARSER
            {
                panic!(#msg)
            };
        }
    });
    quote!(#(#checks)*)
}

/// A `DefaultValuedProp<T>` anchoring an optional group must be readable
/// optionally: whether `T` is, only rustc knows (`PropertyValue::
/// OPTIONAL_PARSER`), so each such anchor is a constant that fails to
/// evaluate with mlir-tblgen's message.
fn property_anchor_checks(m: &OpModel) -> TokenStream {
    let ir = ir();
    let Some((f, text)) = &m.format else { return quote!() };
    let span = m.format_span.unwrap_or_else(Span::call_site);
    let attrs: Vec<&crate::op::Field> = m.attributes().map(|(f, _)| f).collect();
    let mut anchors = Vec::new();
    collect_property_anchors(&f.elements, &mut anchors);
    let checks = anchors.into_iter().filter_map(|(i, at)| {
        let field = attrs.get(i)?;
        if field.prop != Some(PropKind::DefaultValued) {
            return None;
        }
        let value = match &field.ty {
            syn::Type::Path(p) => match &p.path.segments.last()?.arguments {
                syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|g| match g {
                    syn::GenericArgument::Type(t) => Some(t.clone()),
                    _ => None,
                })?,
                _ => return None,
            },
            _ => return None,
        };
        let mut e = crate::format::FormatError::new(
            "only properties with default values that can be optionally parsed (have the `let optionalParser = ...` \
             field defined) can be used to anchor an optional group",
            at,
        );
        e.notes.push(format!("in custom assembly format of '{}'", m.name));
        e.notes.push(format!(
            "`{}` has no optional parser: implement `PropertyValue::starts` and set `OPTIONAL_PARSER = true`",
            source_text(&value)
        ));
        let msg = crate::format::render(text, &e).replace('{', "{{").replace('}', "}}");
        Some(quote::quote_spanned! {span=>
            const _: () = if !#ir::__private::has_optional_parser::<#value>() {
                panic!(#msg)
            };
        })
    });
    quote!(#(#checks)*)
}

/// The properties anchoring optional groups: attribute index and span.
fn collect_property_anchors(elems: &[Element], out: &mut Vec<(usize, std::ops::Range<usize>)>) {
    for e in elems {
        match e {
            Element::Optional(g) => {
                let branch = if g.inverted { &g.else_elements } else { &g.then_elements };
                if let Some(Element::Variable(v)) = branch.get(g.anchor) {
                    if let ast::Entity::Property(i) = v.entity {
                        out.push((i, v.span.clone()));
                    }
                }
                collect_property_anchors(&g.then_elements, out);
                collect_property_anchors(&g.else_elements, out);
            }
            Element::OIList(l) => l.clauses.iter().for_each(|c| collect_property_anchors(&c.elements, out)),
            _ => {}
        }
    }
}

/// The methods an op's flags ask for (`has_verifier`: `fn verify`, ...),
/// each named once, spanned at its flag: how the tables reach them.
struct Hooks {
    /// Functions of the tables' signatures calling the methods that take
    /// the op handle, for the op's `const _` block.
    fns: Vec<TokenStream>,
    /// Per method name, the table entry: such a function's name, or, for
    /// a method of the table's own signature, the typed method itself.
    entries: Vec<(&'static str, TokenStream)>,
}

/// How a hook method is called: from a function taking the generic op
/// (`Adapter`: that function's name, its parameters, `op` among them, its
/// `-> type` if any, and the arguments passed on after the handle), or as
/// it is (`Direct`).
enum HookCall {
    Adapter { name: &'static str, params: TokenStream, ret: TokenStream, args: TokenStream },
    Direct,
}

impl Hooks {
    fn of(m: &OpModel) -> Self {
        let ir = ir();
        let ident = &m.ident;
        let mut hooks = Hooks { fns: Vec::new(), entries: Vec::new() };
        // Types, parameters and so on are made only for the hooks asked for.
        type Make<'a> = &'a dyn Fn() -> (TokenStream, HookCall);
        let adapter = |name, params, ret, args| HookCall::Adapter { name, params, ret, args };
        let table: [(Hook, &str, Make); 8] = [
            (Hook::Verifier, "verify", &|| {
                let ret = quote!(Result<(), #ir::diag::Diagnostic>);
                (
                    quote!(fn(#ident, &#ir::Context) -> #ret),
                    adapter("__ods_verify", quote!(ctx: &#ir::Context, op: #ir::OpId), quote!(-> #ret), quote!(ctx)),
                )
            }),
            (Hook::RegionVerifier, "verify_regions", &|| {
                let ret = quote!(Result<(), #ir::diag::Diagnostic>);
                (
                    quote!(fn(#ident, &#ir::Context) -> #ret),
                    adapter(
                        "__ods_verify_regions",
                        quote!(ctx: &#ir::Context, op: #ir::OpId),
                        quote!(-> #ret),
                        quote!(ctx),
                    ),
                )
            }),
            (Hook::Folder, "fold", &|| {
                let ret = quote!(#ir::registry::FoldResult);
                (
                    quote!(fn(#ident, &mut #ir::Context, &[Option<#ir::Attr>]) -> #ret),
                    adapter(
                        "__ods_fold",
                        quote!(ctx: &mut #ir::Context, op: #ir::OpId, operands: &[Option<#ir::Attr>]),
                        quote!(-> #ret),
                        quote!(ctx, operands),
                    ),
                )
            }),
            (Hook::Canonicalizer, "canonicalization_patterns", &|| {
                (quote!(fn(&mut #ir::rewrite::PatternSet)), HookCall::Direct)
            }),
            (Hook::CustomAssembly, "parse", &|| {
                let ty = quote!(fn(&mut #ir::parse::OpParser<'_, '_>, &mut #ir::OperationState) -> #ir::registry::PResult<()>);
                (ty, HookCall::Direct)
            }),
            (Hook::CustomAssembly, "print", &|| {
                (
                    quote!(fn(#ident, &mut #ir::print::OpPrinter<'_, '_>)),
                    adapter(
                        "__ods_print",
                        quote!(p: &mut #ir::print::OpPrinter<'_, '_>, op: #ir::OpId),
                        quote!(),
                        quote!(p),
                    ),
                )
            }),
            (Hook::AsmResultNames, "asm_result_names", &|| {
                (
                    quote!(fn(#ident, &#ir::Context, &mut dyn FnMut(usize, &str))),
                    adapter(
                        "__ods_result_names",
                        quote!(ctx: &#ir::Context, op: #ir::OpId, f: &mut dyn FnMut(usize, &str)),
                        quote!(),
                        quote!(ctx, f),
                    ),
                )
            }),
            (Hook::AsmBlockArgNames, "asm_block_arg_names", &|| {
                (
                    quote!(fn(#ident, &#ir::Context, #ir::RegionId, &mut dyn FnMut(#ir::Value, &str))),
                    adapter(
                        "__ods_block_arg_names",
                        quote!(ctx: &#ir::Context, op: #ir::OpId, r: #ir::RegionId, f: &mut dyn FnMut(#ir::Value, &str)),
                        quote!(),
                        quote!(ctx, r, f),
                    ),
                )
            }),
        ];
        for (hook, method, make) in table {
            let Some(span) = m.hook_span(hook) else { continue };
            let name = method;
            let method = syn::Ident::new(method, span);
            let (ty, call) = make();
            // `Iterator::fold` would be found otherwise.
            let fallback = (hook == Hook::Folder).then(|| quote!(use #ir::ods::hook::FoldFallback as _;));
            // The op's name too is spanned at the flag, so that rustc
            // points there alone.
            let op = syn::Ident::new(&ident.to_string(), span);
            let ty = respan(ty, span);
            let typed = quote::quote_spanned!(span=> { #fallback let hook: #ty = #op::#method; hook });
            match call {
                HookCall::Direct => hooks.entries.push((name, typed)),
                HookCall::Adapter { name: fn_name, params, ret, args } => {
                    let f = format_ident!("{}", fn_name);
                    hooks.fns.push(quote! {
                        fn #f(#params) #ret {
                            (#typed)(<#ident as #ir::ods::OpHandle>::from_op_unchecked(op), #args)
                        }
                    });
                    hooks.entries.push((name, quote!(#f)));
                }
            }
        }
        hooks
    }

    /// The table entry for method `name`, if the op's flags ask for it.
    fn get(&self, name: &str) -> Option<TokenStream> {
        self.entries.iter().find(|(n, _)| *n == name).map(|(_, e)| e.clone())
    }
}

/// `tokens`, every one of them at `span`.
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    use proc_macro2::TokenTree;
    tokens
        .into_iter()
        .map(|t| match t {
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                TokenTree::Group(ng)
            }
            mut other => {
                other.set_span(span);
                other
            }
        })
        .collect()
}

/// `const __ODS_INFER`, the typed `infer_return_types` of an op with
/// `InferTypeOpInterface`, which the table and the builders call.
fn infer_const(m: &OpModel) -> Option<TokenStream> {
    let ir = ir();
    let span = m.hook_span(Hook::InferType)?;
    let method = syn::Ident::new("infer_return_types", span);
    Some(quote::quote_spanned!(span=>
        const __ODS_INFER: fn(&#ir::Context, &#ir::ods::InferInput<'_>) -> Result<Vec<#ir::Type>, #ir::Diagnostic> = Self::#method;
    ))
}

/// The private function returning the default value of a `DefaultValuedAttr`.
pub(crate) fn default_fn(f: &crate::op::Field) -> syn::Ident {
    format_ident!("__ods_default_{}", crate::op::name_of(&f.ident))
}

/// `NameAdaptor`: the operands of the op over a plain list of values, with
/// the op's named accessors (for folders and builders that see values
/// before an op exists).
fn adaptor(m: &OpModel) -> TokenStream {
    let ir = ir();
    let ident = &m.ident;
    let name = format_ident!("{}Adaptor", ident);
    let doc = format!("The operands of [`{ident}`] over a list of values.");
    let methods = m.operands().enumerate().map(|(i, (f, a))| {
        let n = &f.ident;
        let body = quote!(#ir::__private::value_group(self.values, <#ident as #ir::ods::OpHandle>::spec().operands, self.segments, #i));
        let d = format!("Operand `{}`.", crate::op::name_of(n));
        match a {
            Arity::Single => quote!(#[doc = #d] #[inline] pub fn #n(&self) -> #ir::Value { #body[0] }),
            Arity::Optional => quote!(#[doc = #d] #[inline] pub fn #n(&self) -> Option<#ir::Value> { #body.first().copied() }),
            Arity::Variadic => quote!(#[doc = #d] #[inline] pub fn #n(&self) -> &'a [#ir::Value] { #body }),
            Arity::VariadicOfVariadic => {
                let d = format!("{d} All inner groups, one after the other (the adaptor does not hold their sizes).");
                quote!(#[doc = #d] #[inline] pub fn #n(&self) -> &'a [#ir::Value] { #body })
            }
        }
    });
    quote! {
        #[doc = #doc]
        pub struct #name<'a> {
            /// All operands, in order.
            pub values: &'a [#ir::Value],
            /// Operand segment sizes, for ops with `AttrSizedOperandSegments`.
            pub segments: Option<&'a [i32]>,
        }
        // Written out: less for rustc to check than `#[derive(Clone, Copy)]`.
        #[automatically_derived]
        impl ::core::clone::Clone for #name<'_> {
            #[inline]
            fn clone(&self) -> Self {
                *self
            }
        }
        #[automatically_derived]
        impl ::core::marker::Copy for #name<'_> {}
        #[automatically_derived]
        impl<'a> #name<'a> {
            /// An adaptor over `values`.
            #[inline]
            pub fn new(values: &'a [#ir::Value]) -> Self {
                #name { values, segments: None }
            }
            #(#methods)*
        }
    }
}

/// `MyTrait` or `MyTrait(3)` as the type `MyTrait<3>`.
fn trait_type(t: &crate::op::TraitUse) -> TokenStream {
    let path = &t.path;
    if t.args.is_empty() {
        quote!(#path)
    } else {
        let args = &t.args;
        quote!(#path<#(#args),*>)
    }
}

/// The format program as a static expression.
fn program(m: &OpModel, f: &ast::Format) -> Result<TokenStream, syn::Error> {
    let ir = ir();
    // The user functions a `custom<Name>` directive calls are named at the
    // format string, so a missing or mistyped one is reported on the format.
    let span = m.format_span.unwrap_or_else(Span::call_site);
    let elems = elements(&f.elements, span)?;
    let equalities = m.type_equalities();
    let res = |r: &TypeResolution| match r {
        TypeResolution::Bound => quote!(#ir::__private::format::TypeRes::Bound),
        TypeResolution::Buildable => quote!(#ir::__private::format::TypeRes::Buildable),
        TypeResolution::Inferred => quote!(#ir::__private::format::TypeRes::Inferred),
        TypeResolution::Equality { source, equality } => {
            let src = match source {
                TypeSource::Operand(i) => quote!(#ir::__private::format::Source::Operand(#i)),
                TypeSource::Result(i) => quote!(#ir::__private::format::Source::Result(#i)),
            };
            match equalities.get(*equality).and_then(|e| e.2.as_ref()) {
                Some(transform) => quote!(#ir::__private::format::TypeRes::Derived(#src, #transform)),
                None => quote!(#ir::__private::format::TypeRes::Equal(#src)),
            }
        }
    };
    let ot = f.operand_types.iter().map(res);
    let rt = f.result_types.iter().map(res);
    // The segment sizes attribute of a `VariadicOfVariadic` operand that the
    // format reads (not through `operands`) is set by the parser and left
    // out of `attr-dict`, as mlir-tblgen does.
    let mut used = f.used_attributes.clone();
    let attrs: Vec<&crate::op::Field> = m.attributes().map(|(a, _)| a).collect();
    for (i, (o, a)) in m.operands().enumerate() {
        if a != Arity::VariadicOfVariadic || !binds_operand(&f.elements, i) {
            continue;
        }
        if let Some(k) = attrs.iter().position(|a| Some(a.ir_name.as_str()) == o.segments.as_deref()) {
            if !used.contains(&k) {
                used.push(k);
            }
        }
    }
    let has_prop_dict = f.has_prop_dict;
    Ok(quote!(#ir::__private::format::Program {
        has_prop_dict: #has_prop_dict,
        elements: &[#(#elems),*],
        operand_types: &[#(#ot),*],
        result_types: &[#(#rt),*],
        used_attrs: &[#(#used),*],
    }))
}

/// Whether `$operand` number `i` appears in `elems` (in groups and as a
/// custom directive's parameter too).
fn binds_operand(elems: &[Element], i: usize) -> bool {
    elems.iter().any(|e| match e {
        Element::Variable(v) => v.entity == ast::Entity::Operand(i),
        Element::Optional(g) => binds_operand(&g.then_elements, i) || binds_operand(&g.else_elements, i),
        Element::OIList(l) => l.clauses.iter().any(|c| binds_operand(&c.elements, i)),
        Element::Custom(c) => binds_operand(&c.params, i),
        _ => false,
    })
}

fn type_arg(a: &ast::TypeArg) -> TokenStream {
    let ir = ir();
    match a {
        ast::TypeArg::Operand(i) => quote!(#ir::__private::format::TypeArg::Operand(#i)),
        ast::TypeArg::Result(i) => quote!(#ir::__private::format::TypeArg::Result(#i)),
        ast::TypeArg::Operands => quote!(#ir::__private::format::TypeArg::Operands),
        ast::TypeArg::Results => quote!(#ir::__private::format::TypeArg::Results),
    }
}

/// The elements' program; `span` is the format string's.
fn elements(elems: &[Element], span: Span) -> Result<Vec<TokenStream>, syn::Error> {
    elems.iter().map(|e| element(e, span)).collect()
}

fn unsupported(what: &str) -> syn::Error {
    syn::Error::new(
        Span::call_site(),
        format!("the `{what}` directive is not supported by the format engine yet; use `custom_assembly`"),
    )
}

fn element(e: &Element, span: Span) -> Result<TokenStream, syn::Error> {
    let ir = ir();
    let f = quote!(#ir::__private::format::Elem);
    Ok(match e {
        Element::Literal(l) => {
            let (s, sp) = (&l.spelling, l.space_before);
            quote!(#f::Literal(#s, #sp))
        }
        Element::Whitespace(w) => match w.kind {
            WhitespaceKind::Space => quote!(#f::Space),
            WhitespaceKind::Newline => quote!(#f::Newline),
            WhitespaceKind::Empty => quote!(#f::Empty),
        },
        Element::Variable(v) => {
            let (sp, q) = (v.space_before, v.qualified);
            match v.entity {
                ast::Entity::Operand(i) => quote!(#f::Operand(#i, #sp)),
                ast::Entity::Attribute(i) | ast::Entity::Property(i) => quote!(#f::Attr(#i, #sp, #q)),
                ast::Entity::Region(i) => quote!(#f::Region(#i, #sp)),
                ast::Entity::Successor(i) => quote!(#f::Successor(#i, #sp)),
                ast::Entity::Result(_) => return Err(unsupported("result variable")),
            }
        }
        Element::AttrDict(a) => {
            let k = a.with_keyword;
            quote!(#f::AttrDict(#k))
        }
        Element::PropDict(_) => quote!(#f::PropDict),
        Element::Operands(d) => {
            let sp = d.space_before;
            quote!(#f::Operands(#sp))
        }
        Element::Regions(d) => {
            let sp = d.space_before;
            quote!(#f::Regions(#sp))
        }
        Element::Successors(d) => {
            let sp = d.space_before;
            quote!(#f::Successors(#sp))
        }
        Element::Type(t) => {
            let (a, sp, q) = (type_arg(&t.arg), t.space_before, t.qualified);
            quote!(#f::Type(#a, #sp, #q))
        }
        Element::FunctionalType(t) => {
            let (i, o, sp) = (type_arg(&t.inputs), type_arg(&t.results), t.space_before);
            quote!(#f::FunctionalType(#i, #o, #sp))
        }
        Element::Custom(c) => {
            let name = &c.name;
            let parse = format_ident!("parse_{}", crate::interface_snake(name), span = span);
            let print = format_ident!("print_{}", crate::interface_snake(name), span = span);
            let params = c.params.iter().map(custom_param).collect::<Result<Vec<_>, _>>()?;
            let sp = c.space_before;
            quote!(#f::Custom(&#ir::__private::format::Custom {
                name: #name,
                space: #sp,
                params: &[#(#params),*],
                parse: #parse,
                print: #print,
            }))
        }
        Element::Ref(_) => return Err(unsupported("ref")),
        Element::Str(_) => return Err(unsupported("string")),
        Element::OIList(l) => {
            let clauses = l
                .clauses
                .iter()
                .map(|c| {
                    let kw = &c.keyword.spelling;
                    let elems = elements(&c.elements, span)?;
                    let unit = match c.unit_variable {
                        Some(ast::Entity::Attribute(i)) | Some(ast::Entity::Property(i)) => quote!(Some(#i)),
                        _ => quote!(None),
                    };
                    Ok(quote!(#ir::__private::format::Clause { keyword: #kw, elems: &[#(#elems),*], unit_attr: #unit }))
                })
                .collect::<Result<Vec<_>, syn::Error>>()?;
            quote!(#f::OIList(&[#(#clauses),*]))
        }
        Element::Optional(g) => {
            let then = elements(&g.then_elements, span)?;
            let els = elements(&g.else_elements, span)?;
            let (inv, anchor, ts, es, el) =
                (g.inverted, g.anchor, g.then_parse_start, g.else_parse_start, g.anchor_elided);
            quote!(#f::Optional(&#ir::__private::format::Group {
                then: &[#(#then),*],
                els: &[#(#els),*],
                inverted: #inv,
                anchor: #anchor,
                then_start: #ts,
                else_start: #es,
                anchor_elided: #el,
            }))
        }
    })
}

/// A parameter of `custom<...>(...)`.
fn custom_param(e: &Element) -> Result<TokenStream, syn::Error> {
    let ir = ir();
    let c = quote!(#ir::__private::format::CustomParam);
    Ok(match e {
        Element::Variable(v) => match v.entity {
            ast::Entity::Operand(i) => quote!(#c::Operand(#i)),
            ast::Entity::Attribute(i) | ast::Entity::Property(i) => quote!(#c::Attr(#i)),
            ast::Entity::Region(i) => quote!(#c::Region(#i)),
            ast::Entity::Successor(i) => quote!(#c::Successor(#i)),
            ast::Entity::Result(_) => return Err(unsupported("result variable")),
        },
        Element::Type(t) => {
            let a = type_arg(&t.arg);
            quote!(#c::Type(#a))
        }
        Element::AttrDict(_) => quote!(#c::AttrDict),
        Element::Ref(r) => {
            let inner = custom_param(&r.target)?;
            quote!(#c::Ref(&#inner))
        }
        Element::Str(s) => {
            let v = &s.value;
            quote!(#c::Str(#v))
        }
        _ => return Err(unsupported("this custom directive parameter")),
    })
}

fn doc_attr(text: &str) -> TokenStream {
    if text.is_empty() {
        return quote!();
    }
    quote!(#[doc = #text])
}

/// Rust source text of tokens as a person writes it (`Confined<I64Attr,
/// (IntMinValue<1>,)>`, not `Confined < I64Attr , ...`), for doc comments.
fn source_text(tokens: &impl quote::ToTokens) -> String {
    let mut s = tokens.to_token_stream().to_string();
    for (from, to) in [
        (" < ", "<"),
        ("< ", "<"),
        (" <", "<"),
        (" >", ">"),
        (" ,", ","),
        (" :: ", "::"),
        (":: ", "::"),
        ("( ", "("),
        (" )", ")"),
        ("& ", "&"),
        (" ;", ";"),
    ] {
        s = s.replace(from, to);
    }
    s
}

/// The generated doc of a field accessor: what it is (`Operand `lhs``), the
/// field's own doc, and its constraint, so that rustdoc shows what values
/// the accessor can return even where the signature names only an
/// associated type.
fn field_doc(what: &str, f: &crate::op::Field) -> String {
    let n = &f.ident;
    let mut doc = if f.docs.is_empty() { format!("{what} `{n}`.") } else { format!("{what} `{n}`: {}", f.docs) };
    if let Some(c) = &f.constraint {
        doc.push_str(&format!("\n\nConstraint: `{}`.", source_text(c)));
    }
    if let Some(d) = &f.default {
        doc.push_str(&format!(" When absent, its value is `{}`.", source_text(d)));
    }
    doc
}

/// The value type of a well-known attribute constraint, written out so that
/// signatures (and rustdoc) show `i64` or `&'c str` rather than
/// `<Confined<...> as AttrConstraint>::Value<'c>`. `None` for other
/// constraints, which keep the associated type. A constraint of the same
/// name that is not ours fails to compile at the accessor, so the table
/// cannot silently disagree with the constraints.
pub(crate) fn known_value_type(c: &syn::Type, lt: &TokenStream) -> Option<TokenStream> {
    let ir = ir();
    let syn::Type::Path(p) = c else { return None };
    if p.qself.is_some() {
        return None;
    }
    let last = p.path.segments.last()?;
    let first_arg = || match &last.arguments {
        syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|a| match a {
            syn::GenericArgument::Type(t) => Some(t.clone()),
            _ => None,
        }),
        _ => None,
    };
    Some(match last.ident.to_string().as_str() {
        "Confined" => return known_value_type(&first_arg()?, lt),
        "Prop" => {
            let t = first_arg()?;
            quote!(#t)
        }
        "PropView" => return property_view_type(&first_arg()?, lt),
        "StrAttr" | "SymbolNameAttr" | "FlatSymbolRefAttr" => quote!(&#lt str),
        "BoolAttr" | "UnitAttr" | "UnitPropValue" => quote!(bool),
        "IndexAttr" | "I32Attr" | "I64Attr" => quote!(i64),
        "F32Attr" | "F64Attr" => quote!(f64),
        "TypeAttr" | "FunctionTypeAttr" => quote!(#ir::Type),
        "AnyAttr" | "SymbolRefAttr" | "DictionaryAttr" | "F64ElementsAttr" | "ElementsAttr" | "TypedAttr" => {
            quote!(#ir::Attr)
        }
        "ArrayAttr" | "DictArrayAttr" => quote!(&#lt [#ir::Attr]),
        "IndexElementsAttr" | "DenseI64ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, i64>),
        "DenseI32ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, i32>),
        "DenseI16ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, i16>),
        "DenseI8ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, i8>),
        "DenseBoolArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, bool>),
        "DenseF32ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, f32>),
        "DenseF64ArrayAttr" => quote!(#ir::ods::ArrayValues<#lt, f64>),
        _ => return None,
    })
}

/// The view a `PropView<T>` accessor returns (`ods_ir::ods::PropertyView`):
/// `ArrayValues` for integer arrays, `&str` for strings.
fn property_view_type(t: &syn::Type, lt: &TokenStream) -> Option<TokenStream> {
    let ir = ir();
    let syn::Type::Path(p) = t else { return None };
    let last = p.path.segments.last()?;
    let arg = match &last.arguments {
        syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|a| match a {
            syn::GenericArgument::Type(t) => Some(t.clone()),
            _ => None,
        }),
        _ => None,
    };
    Some(match last.ident.to_string().as_str() {
        "String" => quote!(&#lt str),
        "Vec" => {
            let e = arg?;
            quote!(#ir::ods::ArrayValues<#lt, #e>)
        }
        "Option" => {
            let inner = property_view_type(&arg?, lt)?;
            quote!(Option<#inner>)
        }
        _ => return None,
    })
}

/// The value type of attribute field `f` in signatures, with lifetime `lt`:
/// the one declared with `#[op(value = ...)]` (its `'c` becomes `lt`;
/// spanned there, so that a wrong one is reported at it), else the known
/// value type of the constraint, else `<C as AttrConstraint>::Value<lt>`.
pub(crate) fn attr_value_type(m: &OpModel, f: &crate::op::Field, lt: &TokenStream) -> TokenStream {
    let ir = ir();
    let c = f.constraint.as_ref().expect("attributes have a constraint");
    if let Some(v) = &f.value {
        let span = syn::spanned::Spanned::span(v);
        let tokens = with_lifetime(quote!(#v), lt);
        return quote::quote_spanned!(span=> #tokens);
    }
    let alias = constraint_alias(m, f);
    known_value_type(c, lt).unwrap_or_else(|| quote!(<#alias as #ir::ods::AttrConstraint>::Value<#lt>))
}

/// The name generated code uses for the constraint of field `f`: a type
/// alias next to the op, written by [`constraint_names`].
pub(crate) fn constraint_alias(m: &OpModel, f: &crate::op::Field) -> syn::Ident {
    format_ident!("__OdsConstraint_{}_{}", m.ident, crate::op::name_of(&f.ident))
}

/// [`constraint_alias`] spanned at the constraint as written, for a check
/// whose error belongs there.
pub(crate) fn constraint_alias_at(m: &OpModel, f: &crate::op::Field) -> syn::Ident {
    syn::Ident::new(&constraint_alias(m, f).to_string(), written_span(f).0)
}

/// The spans of the first and last tokens of field `f`'s constraint as
/// written: the marker's argument, or for a property (whose constraint,
/// `Prop<T>`, the model makes) the field's type.
fn written_span(f: &crate::op::Field) -> (Span, Span) {
    use quote::ToTokens;
    let tokens = match (&f.constraint, f.prop) {
        (Some(c), None) => c.to_token_stream(),
        _ => f.ty.to_token_stream(),
    };
    let spans: Vec<Span> = tokens
        .into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Group(g) => g.span_close(),
            t => t.span(),
        })
        .collect();
    let first = spans.first().copied().unwrap_or_else(Span::call_site);
    (first, spans.last().copied().unwrap_or(first))
}

/// Each field's constraint, named once. Everything generated for a field
/// (the table, accessors, builders, defaults) names its constraint through
/// this alias, so a constraint that does not resolve, or is of the wrong
/// kind (a type constraint on an attribute), is one error at the field:
///
/// - `C` is written once more, in `type __OdsWritten_Op_field = Id<C>`. A
///   name in `C` that does not resolve is reported by rustc at the
///   struct's field; the alias's name carries the struct's span and `C`
///   stands in generic arguments as in the field (`Operand<C>`), so
///   rustc's report for the alias is the same diagnostic, printed once.
/// - The alias the code uses is `<Checked<{ check::<W>() }> as
///   Pick<W>>::Out` (`W` the alias above), which is `C` when `C` is a
///   constraint of the field's kind. Otherwise the check (spanned at `C`)
///   is the error, and rustc reports nothing about the uses of an alias
///   whose definition failed.
/// - Under `cfg(doc)` the alias is `C` itself, so that rustdoc, which
///   shows private aliases expanded, shows accessors in terms of `C`.
fn constraint_names(m: &OpModel) -> TokenStream {
    let ir = ir();
    let mut out = TokenStream::new();
    for f in &m.fields {
        let Some(c) = &f.constraint else { continue };
        let check = match f.kind {
            FieldKind::Operand(_) | FieldKind::Result(_) => quote!(check_type_constraint),
            FieldKind::Attr(_) => quote!(check_attr_constraint),
            FieldKind::Region { .. } => quote!(check_region_constraint),
            FieldKind::Handle | FieldKind::Successor { .. } => continue,
        };
        let (first, last) = written_span(f);
        let alias = constraint_alias(m, f);
        let written =
            syn::Ident::new(&format!("__OdsWritten_{}_{}", m.ident, crate::op::name_of(&f.ident)), m.ident.span());
        let written_at = syn::Ident::new(&written.to_string(), first);
        // Spanned at the constraint as written (rustc points at its first
        // token).
        let open = quote::quote_spanned!(first=> #ir::__private::#check::<#written_at);
        let close = quote::quote_spanned!(last=> >());
        let checked = quote!(#open #close);
        out.extend(quote! {
            #[cfg(not(doc))]
            #[allow(non_camel_case_types)]
            type #written = #ir::__private::Id<#c>;
            #[cfg(not(doc))]
            #[allow(non_camel_case_types)]
            type #alias = <#ir::__private::Checked<{ #checked }> as #ir::__private::Pick<#written>>::Out;
            #[cfg(doc)]
            #[allow(non_camel_case_types)]
            type #alias = #c;
        });
    }
    out
}

/// How generated code reads, makes and defaults attribute field `f` of
/// `m`: through its constraint, or for a declared value type
/// (`#[op(value = ...)]`) through `DeclaredValue`, whose impl (also made
/// here) is then the one place rustc checks the declaration.
pub(crate) struct AttrValueFns {
    /// A function of `(ctx, attr)` returning the value.
    pub value: TokenStream,
    /// A function of `(ctx, value)` returning the attribute.
    pub make: TokenStream,
    /// The `DeclaredValue` impl, if the value type is declared.
    pub declaration: TokenStream,
}

impl AttrValueFns {
    pub(crate) fn of(m: &OpModel, f: &crate::op::Field) -> AttrValueFns {
        let ir = ir();
        let c = constraint_alias(m, f);
        let Some(v) = &f.value else {
            return AttrValueFns {
                value: quote!(<#c as #ir::ods::AttrConstraint>::value),
                make: quote!(<#c as #ir::ods::AttrConstraint>::make),
                declaration: quote!(),
            };
        };
        let ident = &m.ident;
        let n = m.fields.iter().position(|x| std::ptr::eq(x, f)).expect("a field of the op");
        let span = syn::spanned::Spanned::span(v);
        let declared = with_lifetime(quote!(#v), &quote!('c));
        let at = constraint_alias_at(m, f);
        let declaration = quote::quote_spanned! {span=>
            #[automatically_derived]
            impl #ir::ods::DeclaredValue<#n> for #ident {
                type Constraint = #at;
                type Value<'c> = #declared;
            }
        };
        AttrValueFns {
            value: quote!(#ir::__private::declared_value::<Self, #n>),
            make: quote!(#ir::__private::declared_make::<Self, #n>),
            declaration,
        }
    }
    /// `default`, the constraint's value, as the value the accessors return.
    pub(crate) fn default_value(m: &OpModel, f: &crate::op::Field, default: TokenStream) -> TokenStream {
        let ir = ir();
        match f.value {
            Some(_) => {
                let n = m.fields.iter().position(|x| std::ptr::eq(x, f)).expect("a field of the op");
                quote!(#ir::__private::declared_of::<Self, #n>(#default))
            }
            None => default,
        }
    }
}

/// `tokens` with the lifetime `'c` replaced by `lt`.
fn with_lifetime(tokens: TokenStream, lt: &TokenStream) -> TokenStream {
    use proc_macro2::TokenTree;
    let mut out = TokenStream::new();
    let mut iter = tokens.into_iter().peekable();
    while let Some(t) = iter.next() {
        match t {
            TokenTree::Punct(p) if p.as_char() == '\'' => match iter.peek() {
                Some(TokenTree::Ident(i)) if i == "c" => {
                    iter.next();
                    out.extend(lt.clone());
                }
                _ => out.extend([TokenTree::Punct(p)]),
            },
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), with_lifetime(g.stream(), lt));
                ng.set_span(g.span());
                out.extend([TokenTree::Group(ng)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// Typed accessors for every field.
fn accessors(m: &OpModel) -> TokenStream {
    let ir = ir();
    let handle = &m.handle;
    let mut out = TokenStream::new();
    for (i, (f, a)) in m.operands().enumerate() {
        let n = &f.ident;
        let doc = doc_attr(&field_doc("Operand", f));
        let body = quote!(#ir::__private::operand_group(ctx, self.#handle, <Self as #ir::ods::OpHandle>::spec(), #i));
        out.extend(match a {
            Arity::Single => quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> #ir::Value { #body[0] }),
            Arity::Optional => {
                quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> Option<#ir::Value> { #body.first().copied() })
            }
            Arity::Variadic => quote!(#doc #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> &'c [#ir::Value] { #body }),
            Arity::VariadicOfVariadic => quote! {
                #doc
                #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> #ir::ods::ValueGroups<'c> {
                    #ir::__private::operand_groups(ctx, self.#handle, <Self as #ir::ods::OpHandle>::spec(), #i)
                }
            },
        });
    }
    for (i, (f, a)) in m.results().enumerate() {
        let n = &f.ident;
        let doc = doc_attr(&field_doc("Result", f));
        let body = quote!(#ir::__private::result_group(ctx, self.#handle, <Self as #ir::ods::OpHandle>::spec(), #i));
        out.extend(match a {
            Arity::Single => {
                let lazy = format_ident!("{}_ref", crate::op::name_of(n));
                let lazy_doc = format!(
                    "Result `{}` without the context, for a builder to look up: `Op::build(&mut b, loc, x.{lazy}())` where `x.{}(b.ctx())` would borrow `b` twice.",
                    crate::op::name_of(n),
                    crate::op::name_of(n)
                );
                quote! {
                    #doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> #ir::Value { #body.first().expect("a verified op has its single results") }
                    #[doc = #lazy_doc]
                    #[inline] pub fn #lazy(self) -> #ir::builder::ValueRef {
                        #ir::builder::ValueRef::lazy(self.#handle, #ir::__private::single_result::<Self, #i>)
                    }
                }
            }
            Arity::Optional => {
                quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> Option<#ir::Value> { #body.first() })
            }
            Arity::Variadic | Arity::VariadicOfVariadic => {
                quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> #ir::ValueRange { #body })
            }
        });
    }
    for (f, p) in m.attributes() {
        let n = &f.ident;
        let ns = &f.ir_name;
        let fns = AttrValueFns::of(m, f);
        let (value_fn, make_fn) = (&fns.value, &fns.make);
        let raw = format_ident!("{}_attr", crate::op::name_of(n));
        let set = format_ident!("set_{}", crate::op::name_of(n));
        let set_raw = format_ident!("set_{}_attr", crate::op::name_of(n));
        let remove = format_ident!("remove_{}", crate::op::name_of(n));
        let doc = doc_attr(&field_doc("Attribute", f));
        let doc_raw = doc_attr(&format!("Attribute `{n}` as stored."));
        let doc_set = doc_attr(&format!("Sets attribute `{n}`."));
        let value_c = attr_value_type(m, f, &quote!('c));
        let value_in = attr_value_type(m, f, &quote!('_));
        if crate::op::is_unit(f) {
            out.extend(quote! {
                #doc
                #[inline] pub fn #n(self, ctx: &#ir::Context) -> bool {
                    self.#handle.attr_by_str(ctx, #ns).is_some()
                }
                #doc_raw
                #[inline] pub fn #raw(self, ctx: &#ir::Context) -> Option<#ir::Attr> {
                    self.#handle.attr_by_str(ctx, #ns)
                }
                #doc_set
                #[inline] pub fn #set(self, ctx: &mut #ir::Context, value: bool) {
                    let n = ctx.intern(#ns);
                    if value {
                        let u = ctx.unit_attr();
                        ctx.set_attr(self.#handle, n, u);
                    } else {
                        ctx.remove_attr(self.#handle, n);
                    }
                }
            });
            out.extend(quote! {
                /// Removes the attribute.
                #[inline] pub fn #remove(self, ctx: &mut #ir::Context) {
                    let n = ctx.intern(#ns);
                    ctx.remove_attr(self.#handle, n);
                }
            });
            continue;
        }
        out.extend(match p {
            AttrPresence::Required => quote! {
                #doc
                #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> #value_c {
                    let a = self.#handle.attr_by_str(ctx, #ns).unwrap_or_else(|| panic!("'{}' has no attribute '{}'; verify the op first", <Self as #ir::ods::OpHandle>::NAME, #ns));
                    #value_fn(ctx, a)
                }
            },
            AttrPresence::Optional => quote! {
                #doc
                #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> Option<#value_c> {
                    self.#handle.attr_by_str(ctx, #ns).map(|a| #value_fn(ctx, a))
                }
                /// Removes the attribute.
                #[inline] pub fn #remove(self, ctx: &mut #ir::Context) {
                    let n = ctx.intern(#ns);
                    ctx.remove_attr(self.#handle, n);
                }
            },
            AttrPresence::Default | AttrPresence::DefaultOptional => {
                let d = default_fn(f);
                let remove = (p == AttrPresence::DefaultOptional).then(|| {
                    quote! {
                        /// Removes the attribute (it then reads as its default).
                        #[inline] pub fn #remove(self, ctx: &mut #ir::Context) {
                            let n = ctx.intern(#ns);
                            ctx.remove_attr(self.#handle, n);
                        }
                    }
                });
                let default = AttrValueFns::default_value(m, f, quote!(Self::#d()));
                quote! {
                    #doc
                    #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> #value_c {
                        match self.#handle.attr_by_str(ctx, #ns) {
                            Some(a) => #value_fn(ctx, a),
                            None => #default,
                        }
                    }
                    #remove
                }
            }
        });
        out.extend(quote! {
            #doc_raw
            #[inline] pub fn #raw(self, ctx: &#ir::Context) -> Option<#ir::Attr> {
                self.#handle.attr_by_str(ctx, #ns)
            }
            #doc_set
            #[inline] pub fn #set(self, ctx: &mut #ir::Context, value: #value_in) {
                let a = #make_fn(ctx, value);
                let n = ctx.intern(#ns);
                ctx.set_attr(self.#handle, n, a);
            }
            #doc_set
            #[inline] pub fn #set_raw(self, ctx: &mut #ir::Context, value: #ir::Attr) {
                let n = ctx.intern(#ns);
                ctx.set_attr(self.#handle, n, value);
            }
        });
    }
    for (i, (f, variadic)) in m.regions().enumerate() {
        let n = &f.ident;
        let doc = doc_attr(&format!(
            "Region `{n}`{}",
            if f.docs.is_empty() { ".".to_string() } else { format!(": {}", f.docs) }
        ));
        out.extend(if variadic {
            quote!(#doc #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> &'c [#ir::RegionId] { &self.#handle.regions(ctx)[#i..] })
        } else {
            quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> #ir::RegionId { self.#handle.region(ctx, #i) })
        });
    }
    for (i, (f, variadic)) in m.successors().enumerate() {
        let n = &f.ident;
        let doc = doc_attr(&format!("Successor `{n}`."));
        out.extend(if variadic {
            quote!(#doc #[inline] pub fn #n<'c>(self, ctx: &'c #ir::Context) -> &'c [#ir::BlockId] { &self.#handle.successors(ctx)[#i..] })
        } else {
            quote!(#doc #[inline] pub fn #n(self, ctx: &#ir::Context) -> #ir::BlockId { self.#handle.successors(ctx)[#i] })
        });
    }
    out
}

/// Whether `build` needs the context (`ods_ctx`), decided by the kinds of
/// the fields as `builder` treats them: operands are resolved or added
/// through it (all but optional ones, which are plain values), attributes
/// are made in it (the segment sizes attribute of a `VariadicOfVariadic`
/// operand too), single results of a buildable type are built in it, and
/// segment sizes and inferred result types need it. A result type copied
/// from the first operand (`SameOperandsAndResultType`) needs it as well,
/// but that operand is a single one, which needs it already. Regions and
/// successors do not.
fn build_needs_ctx(m: &OpModel) -> bool {
    m.has(Hook::InferType)
        || m.operand_segments == Segments::AttrSized
        || m.fields.iter().any(|f| match f.kind {
            FieldKind::Operand(a) => a != Arity::Optional,
            FieldKind::Attr(_) => true,
            FieldKind::Result(Arity::Single) => crate::op::is_buildable(f),
            FieldKind::Result(_) | FieldKind::Region { .. } | FieldKind::Successor { .. } | FieldKind::Handle => false,
        })
}

/// `build(b, loc, results..., operands and attributes..., successors...)`.
fn builder(m: &OpModel) -> (TokenStream, TokenStream) {
    let ir = ir();
    let ident = &m.ident;
    let mut params: Vec<BuildParam> = Vec::new();
    let mut body = Vec::new();
    // Regions are made first, while the builder is not yet borrowed for
    // its context.
    let mut make_regions = Vec::new();
    // Operands given as `ValueRef`s are resolved first, with the context.
    let mut resolve = Vec::new();
    // Result types the builder works out itself: buildable constraints,
    // and the operands' type under `SameOperandsAndResultType`.
    let same_type_operand = m.checks.contains(&Check::SameOperandsAndResultType).then(|| m.operands().next()).flatten();
    if !m.has(Hook::InferType) {
        for (f, a) in m.results() {
            let n = format_ident!("{}_type", crate::op::name_of(&f.ident));
            let c = constraint_alias(m, f);
            if a == Arity::Single && crate::op::is_buildable(f) {
                body.push(quote!(ods_state.result_types.push(<#c as #ir::ods::TypeConstraint>::build(ods_ctx).expect("buildable type"));));
                continue;
            }
            if let (Arity::Single, Some((src, Arity::Single))) = (a, same_type_operand) {
                let src = &src.ident;
                body.push(quote!(ods_state.result_types.push(#src.ty(ods_ctx));));
                continue;
            }
            match a {
                Arity::Single => {
                    params.push(BuildParam::new(&n, quote!(#ir::Type)));
                    body.push(quote!(ods_state.result_types.push(#n);));
                }
                Arity::Optional => {
                    params.push(BuildParam::optional(&n, quote!(#ir::Type)));
                    body.push(quote!(ods_state.result_types.extend(#n);));
                }
                Arity::Variadic | Arity::VariadicOfVariadic => {
                    params.push(BuildParam::new(&n, quote!(&[#ir::Type])));
                    body.push(quote!(ods_state.result_types.extend_from_slice(#n);));
                }
            }
        }
    }
    let mut sizes = Vec::new();
    for f in &m.fields {
        let n = &f.ident;
        let ns = &f.ir_name;
        match f.kind {
            FieldKind::Operand(Arity::Single) => {
                params.push(BuildParam::operand(n, quote!(impl #ir::builder::IntoValue), quote!(#ir::Value)));
                resolve.push(quote!(let #n = #ir::builder::IntoValue::into_value(#n, ods_ctx);));
                body.push(quote!(ods_state.operands.push(#n);));
                sizes.push(quote!(1i32));
            }
            FieldKind::Operand(Arity::Optional) => {
                params.push(BuildParam::optional(n, quote!(#ir::Value)));
                body.push(quote!(ods_state.operands.extend(#n);));
                sizes.push(quote!(#n.is_some() as i32));
            }
            FieldKind::Operand(Arity::Variadic) => {
                params.push(BuildParam::operand(n, quote!(impl #ir::builder::IntoValues), quote!(&'o [#ir::Value])));
                let extend = quote!(#ir::builder::IntoValues::extend_into(#n, ods_ctx, &mut ods_state.operands););
                if m.operand_segments == Segments::AttrSized {
                    let len = format_ident!("ods_len_{}", crate::op::name_of(n));
                    body.push(quote! {
                        let #len = ods_state.operands.len();
                        #extend
                        let #len = (ods_state.operands.len() - #len) as i32;
                    });
                    sizes.push(quote!(#len));
                } else {
                    body.push(extend);
                }
            }
            FieldKind::Operand(Arity::VariadicOfVariadic) => {
                // The inner groups one after the other, and their sizes in
                // the segment sizes attribute (which `build` does not take).
                let seg = f.segments.as_deref().unwrap_or_default();
                params.push(BuildParam::new(n, quote!(&[&[#ir::Value]])));
                body.push(quote! {
                    for group in #n {
                        ods_state.operands.extend_from_slice(group);
                    }
                    {
                        let group_sizes: Vec<i32> = #n.iter().map(|g| g.len() as i32).collect();
                        #ir::__private::set_segment_sizes(ods_ctx, &mut ods_state, #seg, &group_sizes);
                    }
                });
                sizes.push(quote!(#n.iter().map(|g| g.len()).sum::<usize>() as i32));
            }
            FieldKind::Attr(_) if m.is_segment_sizes_attr(f) => {}
            FieldKind::Attr(_) if crate::op::is_unit(f) => {
                params.push(BuildParam::flag(n));
                body.push(quote!(if #n { let a = ods_ctx.unit_attr(); let s = ods_ctx.intern(#ns); ods_state.add_attr(s, a); }));
            }
            FieldKind::Attr(p) => {
                let value = attr_value_type(m, f, &quote!('_));
                let fns = AttrValueFns::of(m, f);
                let make_fn = &fns.make;
                let make = quote!(#make_fn(ods_ctx, v));
                match p {
                    AttrPresence::Required => {
                        params.push(BuildParam::new(n, quote!(#value)));
                        body.push(quote!({ let v = #n; let a = #make; let s = ods_ctx.intern(#ns); ods_state.add_attr(s, a); }));
                    }
                    AttrPresence::Optional | AttrPresence::DefaultOptional => {
                        params.push(BuildParam::optional(n, quote!(#value)));
                        body.push(quote!(if let Some(v) = #n { let a = #make; let s = ods_ctx.intern(#ns); ods_state.add_attr(s, a); }));
                    }
                    AttrPresence::Default
                        if matches!(f.prop, Some(PropKind::Plain | PropKind::Optional | PropKind::Unit)) =>
                    {
                        params.push(BuildParam::new(n, quote!(#value)));
                        body.push(quote!({ let v = #n; let a = #make; let s = ods_ctx.intern(#ns); ods_state.add_attr(s, a); }));
                    }
                    AttrPresence::Default => {
                        let d = default_fn(f);
                        params.push(BuildParam::optional(n, quote!(#value)));
                        let default = AttrValueFns::default_value(m, f, quote!(Self::#d()));
                        body.push(quote!({ let v = #n.unwrap_or_else(|| #default); let a = #make; let s = ods_ctx.intern(#ns); ods_state.add_attr(s, a); }));
                    }
                }
            }
            FieldKind::Region { variadic } => {
                if variadic {
                    let count = format_ident!("{}_count", crate::op::name_of(n));
                    params.push(BuildParam::new(&count, quote!(usize)));
                    make_regions.push(
                        quote!(for _ in 0..#count { let r = ods_builder.create_region(); ods_state.regions.push(r); }),
                    );
                } else {
                    make_regions.push(quote!({
                        let r = ods_builder.create_region();
                        ods_state.regions.push(r);
                    }));
                }
            }
            FieldKind::Successor { variadic } => {
                if variadic {
                    params.push(BuildParam::new(n, quote!(&[#ir::BlockId])));
                    body.push(quote!(ods_state.successors.extend_from_slice(#n);));
                } else {
                    params.push(BuildParam::new(n, quote!(#ir::BlockId)));
                    body.push(quote!(ods_state.successors.push(#n);));
                }
            }
            _ => {}
        }
    }
    if m.operand_segments == Segments::AttrSized {
        body.push(
            quote!(#ir::__private::set_segment_sizes(ods_ctx, &mut ods_state, #ir::ods::OPERAND_SEGMENTS, &[#(#sizes),*]);),
        );
    }
    if m.has(Hook::InferType) {
        body.push(quote! {
            let input = #ir::ods::InferInput { operands: &ods_state.operands, attrs: &ods_state.attributes, regions: ods_state.regions.len(), loc: ods_loc };
            match ods_result_types {
                Some(types) => ods_state.result_types.extend_from_slice(types),
                None => match #ident::__ODS_INFER(ods_ctx, &input) {
                    Ok(types) => ods_state.result_types.extend(types),
                    Err(d) => panic!("cannot infer the result types of '{}': {}", <Self as #ir::ods::OpHandle>::NAME, d.message),
                },
            }
        });
    }
    // As MLIR's builders of such ops: each region gets its block and
    // terminator, so that the op verifies and bodies go before it.
    let terminators = match &m.implicit_terminator {
        Some(t) if m.regions().next().is_some() => quote!(ods_builder.add_implicit_terminators(op, #t, ods_loc);),
        _ => quote!(),
    };
    let ctx_line = if build_needs_ctx(m) { quote!(let ods_ctx = ods_builder.ctx(); #(#resolve)*) } else { quote!() };
    let builder_struct = builder_struct(m, &params);
    let args: Vec<&syn::Ident> = params.iter().map(|p| &p.name).collect();
    let params: Vec<TokenStream> = params
        .iter()
        .map(|p| {
            let (n, t) = (&p.name, &p.ty);
            quote!(#n: #t)
        })
        .collect();
    // Ops whose result types are inferred also get a builder that takes them
    // (as mlir-tblgen generates both), sharing one body.
    let (build_head, typed_build) = if m.has(Hook::InferType) {
        (
            quote!(#[inline] fn __ods_build(ods_builder: &mut #ir::builder::Builder<'_>, ods_loc: #ir::Location, ods_result_types: Option<&[#ir::Type]>, #(#params),*) -> Self),
            quote! {
                /// Creates the op at the builder's insertion point; its
                /// result types are inferred from the operands and attributes.
                #[allow(clippy::too_many_arguments)]
                #[inline]
                pub fn build(ods_builder: &mut #ir::builder::Builder<'_>, ods_loc: #ir::Location, #(#params),*) -> Self {
                    Self::__ods_build(ods_builder, ods_loc, None, #(#args),*)
                }
                /// Creates the op with the given result types instead of
                /// inferring them.
                #[allow(clippy::too_many_arguments)]
                #[inline]
                pub fn build_with_result_types(ods_builder: &mut #ir::builder::Builder<'_>, ods_loc: #ir::Location, result_types: &[#ir::Type], #(#params),*) -> Self {
                    Self::__ods_build(ods_builder, ods_loc, Some(result_types), #(#args),*)
                }
            },
        )
    } else {
        (
            quote! {
                /// Creates the op at the builder's insertion point. Attributes are
                /// given as values; default-valued ones may be `None`.
                #[allow(clippy::too_many_arguments)]
                #[inline]
                pub fn build(ods_builder: &mut #ir::builder::Builder<'_>, ods_loc: #ir::Location, #(#params),*) -> Self
            },
            quote!(),
        )
    };

    let build = quote! {
        #typed_build
        #build_head {
            let mut ods_state = ods_builder.state(<Self as #ir::ods::OpHandle>::NAME, ods_loc);
            #(#make_regions)*
            #ctx_line
            #(#body)*
            let op = ods_builder.insert(ods_state);
            #terminators
            <Self as #ir::ods::OpHandle>::from_op_unchecked(op)
        }
    };
    (build, builder_struct)
}

/// A parameter of the generated `build`, and how the builder struct
/// (`OpBuilder`) holds it.
struct BuildParam {
    name: syn::Ident,
    /// Its type in `build`.
    ty: TokenStream,
    /// Its type in the builder struct: operands as plain values, borrowed
    /// data for the struct's lifetime `'o`.
    held: TokenStream,
    /// Set by name on the builder struct, from a default; `None`: taken by
    /// `Op::builder`.
    optional: Option<OptionalParam>,
}

/// How the builder struct starts an optional parameter and sets it.
enum OptionalParam {
    /// `Option<T>`: `None`, set to a `T` (the held type given).
    Value(TokenStream),
    /// A unit attribute: `false`, set to a `bool`.
    Flag,
}

impl BuildParam {
    /// A parameter held as given, with `'o` for what it borrows; optional
    /// when its type is (a property's value may be an `Option` or a
    /// `bool`).
    fn new(name: &syn::Ident, ty: TokenStream) -> Self {
        match syn::parse2::<syn::Type>(ty.clone()) {
            Ok(syn::Type::Path(p)) if p.qself.is_none() && p.path.is_ident("bool") => return Self::flag(name),
            Ok(syn::Type::Path(p)) if p.qself.is_none() && p.path.segments.len() == 1 => {
                let last = &p.path.segments[0];
                if let (true, syn::PathArguments::AngleBracketed(a)) = (last.ident == "Option", &last.arguments) {
                    if let [syn::GenericArgument::Type(inner)] = a.args.iter().collect::<Vec<_>>()[..] {
                        return Self::optional(name, quote!(#inner));
                    }
                }
            }
            _ => {}
        }
        BuildParam { name: name.clone(), held: for_struct(&ty), ty, optional: None }
    }
    /// An operand: `build` takes anything that becomes a value, the
    /// builder struct holds `held`.
    fn operand(name: &syn::Ident, ty: TokenStream, held: TokenStream) -> Self {
        BuildParam { name: name.clone(), ty, held, optional: None }
    }
    /// An `Option<inner>`.
    fn optional(name: &syn::Ident, inner: TokenStream) -> Self {
        let held = for_struct(&inner);
        BuildParam {
            name: name.clone(),
            ty: quote!(Option<#inner>),
            held: quote!(Option<#held>),
            optional: Some(OptionalParam::Value(held)),
        }
    }
    /// A unit attribute's flag.
    fn flag(name: &syn::Ident) -> Self {
        BuildParam { name: name.clone(), ty: quote!(bool), held: quote!(bool), optional: Some(OptionalParam::Flag) }
    }
}

/// `ty` with the builder struct's lifetime `'o` for each reference (`&T`,
/// `&'_ T`) and each elided lifetime argument (`ArrayValues<'_, T>`).
fn for_struct(ty: &TokenStream) -> TokenStream {
    use proc_macro2::{Punct, Spacing, TokenTree};
    let lifetime = || -> [TokenTree; 2] {
        [TokenTree::Punct(Punct::new('\'', Spacing::Joint)), TokenTree::Ident(format_ident!("o"))]
    };
    let mut out = TokenStream::new();
    let mut iter = ty.clone().into_iter().peekable();
    while let Some(t) = iter.next() {
        match t {
            TokenTree::Punct(p) if p.as_char() == '&' => {
                out.extend([TokenTree::Punct(p)]);
                if !matches!(iter.peek(), Some(TokenTree::Punct(q)) if q.as_char() == '\'') {
                    out.extend(lifetime());
                }
            }
            TokenTree::Punct(p) if p.as_char() == '\'' => match iter.peek() {
                Some(TokenTree::Ident(i)) if i == "_" => {
                    iter.next();
                    out.extend(lifetime());
                }
                _ => out.extend([TokenTree::Punct(p)]),
            },
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), for_struct(&g.stream()));
                ng.set_span(g.span());
                out.extend([TokenTree::Group(ng)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// For ops whose `build` takes two or more optional parameters (`None`,
/// `false`): `Op::builder(loc, required...)` returns an `OpBuilder` with a
/// setter per optional parameter and `build(b)`, so that calls name what
/// they set instead of listing `None, None, None`.
fn builder_struct(m: &OpModel, params: &[BuildParam]) -> TokenStream {
    let ir = ir();
    let ident = &m.ident;
    let (optional, required): (Vec<&BuildParam>, Vec<&BuildParam>) = params.iter().partition(|p| p.optional.is_some());
    if optional.len() < 2 {
        return quote!();
    }
    let required_params = required.iter().map(|p| {
        let (n, t) = (&p.name, &p.held);
        quote!(#n: #t)
    });
    let required_names = required.iter().map(|p| &p.name);
    let fields = params.iter().map(|p| {
        let (n, t) = (&p.name, &p.held);
        quote!(#n: #t)
    });
    let names = params.iter().map(|p| &p.name);
    let mut defaults = Vec::new();
    let mut setters = Vec::new();
    for p in &optional {
        let n = &p.name;
        let doc = format!("Sets `{}`.", crate::op::name_of(n));
        let (default, setter) = match &p.optional {
            Some(OptionalParam::Value(inner)) => (
                quote!(#n: None),
                quote!(#[doc = #doc] #[inline] pub fn #n(mut self, #n: #inner) -> Self { self.#n = Some(#n); self }),
            ),
            _ => (
                quote!(#n: false),
                quote!(#[doc = #doc] #[inline] pub fn #n(mut self, #n: bool) -> Self { self.#n = #n; self }),
            ),
        };
        defaults.push(default);
        setters.push(setter);
    }
    let name = format_ident!("{}Builder", ident);
    let doc = format!("Builds a [`{ident}`]: made by [`{ident}::builder`] with the required parameters, given the optional ones by name, created by `build`.");
    let builder_doc = format!("Starts building a [`{ident}`] from its required parameters (as for `build`); the optional ones are set by name on the result.");
    quote! {
        #[doc = #doc]
        #[must_use = "nothing is created until `build`"]
        pub struct #name<'o> {
            ods_loc: #ir::Location,
            #(#fields,)*
            ods_borrows: ::std::marker::PhantomData<&'o ()>,
        }
        #[automatically_derived]
        impl #ident {
            #[doc = #builder_doc]
            #[allow(clippy::too_many_arguments)]
            #[inline]
            pub fn builder<'o>(ods_loc: #ir::Location, #(#required_params),*) -> #name<'o> {
                #name { ods_loc, #(#required_names,)* #(#defaults,)* ods_borrows: ::std::marker::PhantomData }
            }
        }
        #[automatically_derived]
        impl<'o> #name<'o> {
            #(#setters)*
            /// Creates the op at the builder's insertion point.
            #[inline]
            pub fn build(self, ods_builder: &mut #ir::builder::Builder<'_>) -> #ident {
                #ident::build(ods_builder, self.ods_loc, #(self.#names),*)
            }
        }
    }
}
