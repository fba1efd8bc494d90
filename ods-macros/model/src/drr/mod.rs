//! `pattern!`: declarative rewrite rules (MLIR's DRR) checked against the
//! ops' definitions when they compile.
//!
//! ```text
//! pattern! {
//!     /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
//!     pub AddIAddConstant:
//!         (AddIOp:$res (AddIOp $x, (constant $c0), $ovf1), (constant $c1), $ovf2)
//!         => (AddIOp $x, (ConstantOp (add_int_attrs $res, $c0, $c1)), (merge_overflow $ovf1, $ovf2))
//!         where (is_int $c0), (is_int $c1)
//!         add_benefit 1;
//! }
//! ```
//!
//! The macro only sees tokens, so everything it cannot know is checked by
//! the code it generates, spanned on the pattern's tokens: each op's
//! arguments are read all at once through `DrrOp::args`, their count
//! checked first through `DrrArity<N>`, names through constant
//! assertions, value types through typed calls (`__drr_build`, native
//! functions), and result counts through constant assertions.

pub mod support;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use std::collections::HashMap;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned;
use syn::{braced, bracketed, parenthesized, Token};

/// Expands `pattern! { ... }`: one or more rules.
pub fn expand(input: TokenStream) -> TokenStream {
    let rules = match syn::parse2::<Rules>(input) {
        Ok(r) => r,
        Err(e) => return e.to_compile_error(),
    };
    let mut out = TokenStream::new();
    for r in &rules.0 {
        match generate(r) {
            Ok(t) => out.extend(t),
            Err(e) => out.extend(e.to_compile_error()),
        }
    }
    out
}

// ----- syntax -----

struct Rules(Vec<Rule>);

struct Rule {
    attrs: Vec<syn::Attribute>,
    vis: syn::Visibility,
    name: syn::Ident,
    source: Dag,
    arrow: Span,
    results: Vec<Arg>,
    constraints: Vec<Dag>,
    add_benefit: Option<syn::LitInt>,
}

/// `(Head[:$bind] args...)`.
struct Dag {
    head: syn::Path,
    bind: Option<syn::Ident>,
    args: Vec<Named>,
    span: Span,
}

/// An argument, optionally with the field name it fills (`lhs = $x`).
struct Named {
    name: Option<syn::Ident>,
    arg: Arg,
}

enum Arg {
    /// `$x`.
    Bind(syn::Ident),
    /// `_`.
    Ignore(Span),
    /// `pred:$x`.
    Constrained(syn::Path, syn::Ident),
    /// `(...)`.
    Dag(Dag),
    /// `{ expr }`.
    Expr(syn::Block),
}

impl Arg {
    fn span(&self) -> Span {
        match self {
            Arg::Bind(i) => i.span(),
            Arg::Ignore(s) => *s,
            Arg::Constrained(p, _) => p.span(),
            Arg::Dag(d) => d.span,
            Arg::Expr(b) => b.span(),
        }
    }
}

/// Whether a path names an op type (UpperCamelCase) rather than a native
/// function (snake_case).
fn is_op(p: &syn::Path) -> bool {
    p.segments.last().is_some_and(|s| s.ident.to_string().starts_with(|c: char| c.is_ascii_uppercase()))
}

impl Parse for Rules {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut rules = Vec::new();
        while !input.is_empty() {
            rules.push(input.parse()?);
        }
        if rules.is_empty() {
            return Err(syn::Error::new(
                Span::call_site(),
                "expected a rule: `Name: (SourceOp $a, ...) => (ResultOp $a, ...);`",
            ));
        }
        Ok(Rules(rules))
    }
}

fn parse_bind(input: ParseStream) -> syn::Result<syn::Ident> {
    input.parse::<Token![$]>()?;
    input.parse::<syn::Ident>()
}

impl Parse for Rule {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(syn::Attribute::parse_outer)?;
        let vis = input.parse()?;
        let name: syn::Ident = input.parse()?;
        input.parse::<Token![:]>().map_err(|e| syn::Error::new(e.span(), "expected `:` after the pattern's name"))?;
        if !input.peek(syn::token::Paren) {
            return Err(input.error("expected the source pattern: `(Op $a, ...)`"));
        }
        let source = parse_dag(input)?;
        if !is_op(&source.head) {
            return Err(syn::Error::new_spanned(
                &source.head,
                "the root of a source pattern must be an op (UpperCamelCase)",
            ));
        }
        let arrow = input
            .parse::<Token![=>]>()
            .map_err(|e| syn::Error::new(e.span(), "expected `=>` and the result pattern after the source pattern"))?;
        let results = if input.peek(syn::token::Bracket) {
            let content;
            bracketed!(content in input);
            let list = content.parse_terminated(parse_arg, Token![,])?;
            if list.is_empty() {
                return Err(syn::Error::new(content.span(), "expected at least one result pattern"));
            }
            list.into_iter().collect()
        } else {
            vec![parse_arg(input)?]
        };
        let mut constraints = Vec::new();
        if input.peek(Token![where]) {
            input.parse::<Token![where]>()?;
            loop {
                if !input.peek(syn::token::Paren) {
                    return Err(input.error("expected a constraint: `(predicate $a, ...)`"));
                }
                let d = parse_dag(input)?;
                if is_op(&d.head) || d.bind.is_some() {
                    return Err(syn::Error::new(d.span, "a constraint calls a predicate: `(snake_case_fn $a, ...)`"));
                }
                constraints.push(d);
                if !input.peek(Token![,]) {
                    break;
                }
                input.parse::<Token![,]>()?;
            }
        }
        let mut add_benefit = None;
        if input.peek(syn::Ident) {
            let kw: syn::Ident = input.parse()?;
            if kw != "add_benefit" {
                return Err(syn::Error::new(
                    kw.span(),
                    format!("unknown clause `{kw}`: expected `where`, `add_benefit` or `;`"),
                ));
            }
            add_benefit = Some(input.parse::<syn::LitInt>()?);
        }
        input.parse::<Token![;]>().map_err(|e| syn::Error::new(e.span(), "expected `;` at the end of the rule"))?;
        Ok(Rule { attrs, vis, name, source, arrow: arrow.span(), results, constraints, add_benefit })
    }
}

fn parse_dag(input: ParseStream) -> syn::Result<Dag> {
    let content;
    let paren = parenthesized!(content in input);
    let head: syn::Path = content.parse()?;
    let bind = if content.peek(Token![:]) {
        content.parse::<Token![:]>()?;
        Some(parse_bind(&content)?)
    } else {
        None
    };
    let mut args = Vec::new();
    while !content.is_empty() {
        let name = if content.peek(syn::Ident) && content.peek2(Token![=]) && !content.peek2(Token![=>]) {
            let n: syn::Ident = content.parse()?;
            content.parse::<Token![=]>()?;
            Some(n)
        } else {
            None
        };
        args.push(Named { name, arg: parse_arg(&content)? });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(Dag { head, bind, args, span: paren.span.join() })
}

fn parse_arg(input: ParseStream) -> syn::Result<Arg> {
    if input.peek(Token![$]) {
        return Ok(Arg::Bind(parse_bind(input)?));
    }
    if input.peek(Token![_]) {
        let u = input.parse::<Token![_]>()?;
        return Ok(Arg::Ignore(u.span));
    }
    if input.peek(syn::token::Paren) {
        return Ok(Arg::Dag(parse_dag(input)?));
    }
    if input.peek(syn::token::Brace) {
        let content;
        let brace = braced!(content in input);
        let stmts = content.call(syn::Block::parse_within)?;
        return Ok(Arg::Expr(syn::Block { brace_token: brace, stmts }));
    }
    if input.peek(syn::Ident) || input.peek(Token![::]) {
        let p: syn::Path = input.parse()?;
        input.parse::<Token![:]>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected `:$name` after a constraint (`predicate:$x`), or write `$x`, `_` or `(Op ...)`",
            )
        })?;
        return Ok(Arg::Constrained(p, parse_bind(input)?));
    }
    Err(input.error("expected `$name`, `_`, `(Op ...)`, `(native_fn ...)`, `pred:$name` or `{ expr }`"))
}

// ----- generation -----

/// The state of one rule's expansion.
struct Gen {
    /// Bound names and the variable holding each.
    binds: HashMap<String, syn::Ident>,
    /// Matching statements, in order.
    matching: Vec<TokenStream>,
    /// Equalities of names bound twice, and constraints, checked after
    /// all bindings.
    checks: Vec<TokenStream>,
    /// Compile-time checks.
    consts: Vec<TokenStream>,
    /// The variables holding matched ops (for the fused location).
    ops: Vec<syn::Ident>,
    /// Each `(Op ...)`'s alias (by the address of its `Dag`) and the
    /// aliases' definitions.
    aliases: HashMap<usize, syn::Ident>,
    alias_defs: Vec<TokenStream>,
    next: usize,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> syn::Ident {
        self.next += 1;
        format_ident!("ods_{}{}", prefix, self.next)
    }

    /// The alias through which the code names the op of `dag`: the head
    /// checked to be an op taking `dag`'s argument count. Spanned at the
    /// head, so that a head that is not such an op is one error there and
    /// the code using it reports nothing more.
    fn alias(&mut self, dag: &Dag) -> syn::Ident {
        let key = dag as *const Dag as usize;
        if let Some(a) = self.aliases.get(&key) {
            return a.clone();
        }
        let ir = quote!(::ods_ir);
        let ty = &dag.head;
        let n = dag.args.len();
        let span = dag.head.span();
        let alias = format_ident!("OdsOp{}", self.aliases.len(), span = span);
        self.alias_defs.push(quote_spanned! {span=>
            type #alias = <<#ty as #ir::ods::drr::DrrOp>::Checked as #ir::ods::drr::DrrArity<#n>>::Checked;
        });
        self.aliases.insert(key, alias.clone());
        alias
    }

    /// Binds `name` to `var`; a second binding must be equal.
    fn bind(&mut self, name: &syn::Ident, var: &syn::Ident) {
        let key = name.to_string();
        match self.binds.get(&key) {
            Some(prev) => {
                let span = name.span();
                self.checks.push(quote_spanned!(span=> if #prev != #var { return false; }));
            }
            None => {
                self.binds.insert(key, var.clone());
            }
        }
    }

    /// Matches `dag` against the op `var` of type `dag.head`.
    fn match_op(&mut self, dag: &Dag, op: &syn::Ident) -> syn::Result<()> {
        let ir = quote!(::ods_ir);
        let ty = &self.alias(dag);
        self.ops.push(op.clone());
        if let Some(b) = &dag.bind {
            self.bind(b, op);
        }
        // All arguments are read at once (one function per op, rather
        // than one per argument); an ignored one is bound to nothing.
        let mut vars = Vec::new();
        let mut pats = Vec::new();
        for (i, named) in dag.args.iter().enumerate() {
            if let Some(name) = &named.name {
                self.name_check(ty, i, name);
            }
            if matches!(named.arg, Arg::Ignore(_)) {
                pats.push(quote!(_));
                continue;
            }
            let v = self.fresh("v");
            pats.push(quote!(#v));
            vars.push((v, &named.arg));
        }
        if !pats.is_empty() {
            let span = dag.head.span();
            self.matching.push(quote_spanned! {span=>
                let (#(#pats,)*) = <#ty as #ir::ods::drr::DrrOp>::args(#op, ctx);
            });
        }
        for (v, arg) in vars {
            self.match_arg(arg, &v)?;
        }
        Ok(())
    }

    fn name_check(&mut self, ty: &syn::Ident, i: usize, name: &syn::Ident) {
        let ir = quote!(::ods_ir);
        let span = name.span();
        let text = name.to_string();
        let msg = format!("this argument of the op is not named `{text}`");
        self.consts.push(quote_spanned! {span=>
            const _: () = assert!(#ir::__private::drr::same_name(<#ty as #ir::ods::drr::DrrOp>::ARGS[#i], #text), #msg);
        });
    }

    fn match_arg(&mut self, arg: &Arg, v: &syn::Ident) -> syn::Result<()> {
        let ir = quote!(::ods_ir);
        match arg {
            Arg::Bind(name) => self.bind(name, v),
            Arg::Ignore(_) => {}
            Arg::Constrained(pred, name) => {
                let span = pred.span();
                self.checks.push(quote_spanned!(span=> if !#pred(ctx, #v) { return false; }));
                self.bind(name, v);
            }
            Arg::Dag(d) if is_op(&d.head) => {
                let ty = &self.alias(d);
                let op = self.fresh("op");
                let span = d.span;
                self.matching.push(quote_spanned! {span=>
                    let Some(#op) = #ir::ods::drr::defining::<#ty>(ctx, #v) else { return false };
                });
                self.match_op(d, &op)?;
            }
            Arg::Dag(d) => {
                let f = &d.head;
                if d.bind.is_some() {
                    return Err(syn::Error::new(d.span, "a native matcher binds through its argument: `(matcher $x)`"));
                }
                let name = match &d.args[..] {
                    [Named { name: None, arg: Arg::Bind(name) }] => Some(name),
                    [Named { name: None, arg: Arg::Ignore(_) }] => None,
                    _ => {
                        return Err(syn::Error::new(
                            d.span,
                            "a native matcher takes one binding: `(matcher $x)` or `(matcher _)`, calling `matcher(ctx, value) -> Option<T>`",
                        ))
                    }
                };
                let out = self.fresh("m");
                let span = d.span;
                self.matching.push(quote_spanned! {span=>
                    let Some(#out) = #f(ctx, #v) else { return false };
                });
                if let Some(name) = name {
                    self.bind(name, &out);
                }
            }
            Arg::Expr(b) => {
                return Err(syn::Error::new(
                    b.span(),
                    "a Rust expression builds a value: it belongs in the result pattern",
                ));
            }
        }
        Ok(())
    }

    /// A bound name's variable, as a value (cloned: it may be used twice).
    fn use_bind(&self, name: &syn::Ident) -> syn::Result<TokenStream> {
        match self.binds.get(&name.to_string()) {
            Some(var) => {
                let span = name.span();
                let var = syn::Ident::new(&var.to_string(), span);
                Ok(quote_spanned!(span=> ::core::clone::Clone::clone(&#var)))
            }
            None => Err(syn::Error::new(name.span(), format!("`${name}` is not bound in the source pattern"))),
        }
    }

    /// The expression computing a constraint's or native call's argument.
    fn plain_arg(&self, arg: &Arg, what: &str) -> syn::Result<TokenStream> {
        match arg {
            Arg::Bind(n) => self.use_bind(n),
            Arg::Expr(b) => Ok(quote!(#b)),
            Arg::Ignore(s) => Err(syn::Error::new(*s, format!("`_` matches anything; {what} needs a value"))),
            Arg::Constrained(p, _) => {
                Err(syn::Error::new(p.span(), format!("`pred:$x` constrains a matched value; {what} takes `$x`")))
            }
            Arg::Dag(d) => Err(syn::Error::new(d.span, format!("{what} takes bound values (`$x`) and `{{ expr }}`"))),
        }
    }

    /// The expression building a result argument; `top` is where the
    /// replaced root's result types start, for a result at the top level.
    fn build_arg(&mut self, arg: &Arg, top: Option<&TokenStream>) -> syn::Result<TokenStream> {
        let ir = quote!(::ods_ir);
        match arg {
            Arg::Dag(d) if is_op(&d.head) => {
                let ty = &self.alias(d);
                let span = d.span;
                if let Some(b) = &d.bind {
                    return Err(syn::Error::new(b.span(), "a result op cannot be bound"));
                }
                let types = match top {
                    Some(offset) => quote!(&ods_root_types[(#offset).min(ods_root_types.len())..]),
                    None => {
                        let hspan = d.head.span();
                        self.consts.push(quote_spanned! {hspan=>
                            const _: () = assert!(
                                <#ty as #ir::ods::drr::DrrOp>::RESULT_TYPE_PARAMS == 0,
                                "a nested result op must infer its result types: only ops replacing the root's results take the root's result types"
                            );
                        });
                        quote!(&[])
                    }
                };
                let mut args = Vec::new();
                for (i, named) in d.args.iter().enumerate() {
                    if let Some(name) = &named.name {
                        self.name_check(ty, i, name);
                    }
                    let e = self.build_arg(&named.arg, None)?;
                    let aspan = named.arg.span();
                    args.push(match &named.arg {
                        Arg::Dag(inner) if is_op(&inner.head) => {
                            quote_spanned!(aspan=> #ir::ods::drr::IntoValue::into_value(#e, ods_b.ctx()))
                        }
                        _ => e,
                    });
                }
                // Each argument's variable is spanned at the argument, so
                // that a value of the wrong type is reported there.
                let vars: Vec<syn::Ident> =
                    d.args.iter().enumerate().map(|(i, n)| format_ident!("ods_a{}", i, span = n.arg.span())).collect();
                Ok(quote_spanned! {span=> {
                    #(let #vars = #args;)*
                    (<#ty as #ir::ods::drr::DrrOp>::BUILD)(ods_b, ods_loc, #types, #(#vars),*)
                }})
            }
            Arg::Dag(d) => {
                let f = &d.head;
                if d.bind.is_some() {
                    return Err(syn::Error::new(d.span, "a native call cannot be bound"));
                }
                let mut args = Vec::new();
                for named in &d.args {
                    if let Some(n) = &named.name {
                        return Err(syn::Error::new(n.span(), "a native call takes its arguments by position"));
                    }
                    args.push(match &named.arg {
                        Arg::Dag(_) => self.build_arg(&named.arg, None)?,
                        a => self.plain_arg(a, "a native call")?,
                    });
                }
                // Each argument's variable is spanned at the argument, so
                // that a value of the wrong type is reported there.
                let vars: Vec<syn::Ident> =
                    d.args.iter().enumerate().map(|(i, n)| format_ident!("ods_a{}", i, span = n.arg.span())).collect();
                let span = d.span;
                Ok(quote_spanned! {span=> {
                    #(let #vars = #args;)*
                    #f(ods_b, #(#vars),*)
                }})
            }
            a => self.plain_arg(a, "a result"),
        }
    }
}

fn generate(rule: &Rule) -> syn::Result<TokenStream> {
    let ir = quote!(::ods_ir);
    let mut g = Gen {
        binds: HashMap::new(),
        matching: Vec::new(),
        checks: Vec::new(),
        consts: Vec::new(),
        ops: Vec::new(),
        aliases: HashMap::new(),
        alias_defs: Vec::new(),
        next: 0,
    };
    let root_ty = &g.alias(&rule.source);
    let root = format_ident!("ods_root");
    g.match_op(&rule.source, &root)?;
    let matched_ops = g.ops.len();

    for c in &rule.constraints {
        let f = &c.head;
        let mut args = Vec::new();
        for named in &c.args {
            if let Some(n) = &named.name {
                return Err(syn::Error::new(n.span(), "a predicate takes its arguments by position"));
            }
            args.push(g.plain_arg(&named.arg, "a constraint")?);
        }
        let span = c.span;
        g.checks.push(quote_spanned!(span=> if !#f(ctx, #(#args),*) { return false; }));
    }

    // The replacement values, top level first: each op replaces as many
    // of the root's results as it has.
    let mut build = Vec::new();
    let mut counts = Vec::new();
    let mut type_checks = Vec::new();
    for r in &rule.results {
        let offset = quote!(ods_values.len());
        match r {
            Arg::Dag(d) if is_op(&d.head) => {
                let ty = &g.alias(d);
                counts.push(quote!(<#ty as #ir::ods::drr::DrrOp>::RESULTS));
                let prior = counts.len() - 1;
                let before = &counts[..prior];
                type_checks.push(quote! {
                    if ods_root_types.len() < #ir::__private::drr::known_sum(&[#(#before),*]) + <#ty as #ir::ods::drr::DrrOp>::RESULT_TYPE_PARAMS {
                        return false;
                    }
                });
                let e = g.build_arg(r, Some(&offset))?;
                build.push(quote!({ let ods_r = #e; #ir::ods::drr::ReplacementValues::push_values(ods_r, ods_b.ctx(), &mut ods_values); }));
            }
            Arg::Dag(_) => {
                // A native call giving a value (or an op).
                counts.push(quote!(None));
                let e = g.build_arg(r, None)?;
                build.push(quote!({ let ods_r = #e; #ir::ods::drr::ReplacementValues::push_values(ods_r, ods_b.ctx(), &mut ods_values); }));
            }
            Arg::Bind(n) => {
                counts.push(quote!(Some(1usize)));
                let e = g.use_bind(n)?;
                let span = n.span();
                build.push(quote_spanned!(span=> { let ods_r: #ir::Value = #e; ods_values.push(ods_r); }));
            }
            a => {
                g.plain_arg(a, "a result")?;
                return Err(syn::Error::new(a.span(), "a result is `(Op ...)`, `(native_fn ...)` or `$x`"));
            }
        }
    }
    let arrow = rule.arrow;
    g.consts.push(quote_spanned! {arrow=>
        const _: () = assert!(
            #ir::__private::drr::counts_match(<#root_ty as #ir::ods::drr::DrrOp>::RESULTS, &[#(#counts),*]),
            "the result patterns give a different number of values than the root op has results"
        );
    });

    let Gen { matching, checks, consts, ops, alias_defs, .. } = g;
    let ops = &ops[..matched_ops];
    let name = &rule.name;
    let name_str = name.to_string();
    let attrs = &rule.attrs;
    let vis = &rule.vis;
    let extra = match &rule.add_benefit {
        Some(l) => quote!(+ #l),
        None => quote!(),
    };
    let root_span = rule.source.head.span();
    let root_cast = quote_spanned!(root_span=> <#root_ty as #ir::ods::OpHandle>::cast(ctx, ods_op));
    Ok(quote! {
        #(#attrs)*
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #name;

        const _: () = {
        #(#alias_defs)*
        #[automatically_derived]
        impl #ir::rewrite::RewritePattern for #name {
            fn root(&self) -> Option<&'static str> {
                Some(<#root_ty as #ir::ods::OpHandle>::NAME)
            }
            fn benefit(&self) -> u16 {
                #matched_ops as u16 #extra
            }
            fn name(&self) -> &'static str {
                #name_str
            }
            #[allow(clippy::clone_on_copy, clippy::redundant_clone, unused_variables)]
            fn match_and_rewrite(&self, ods_op: #ir::OpId, ods_rw: &mut #ir::rewrite::Rewriter<'_>) -> bool {
                #(#consts)*
                let ctx: &#ir::Context = ods_rw.ctx();
                let Some(#root) = #root_cast else { return false };
                #(#matching)*
                #(#checks)*
                let ods_root_types: Vec<#ir::Type> = ods_op.results(ctx).map(|r| r.ty(ctx)).collect();
                #(#type_checks)*
                let ods_locs: Vec<#ir::Location> = [#(#ir::ods::OpHandle::op(#ops)),*].iter().map(|o| o.loc(ctx)).collect();
                let ods_loc = ods_rw.ctx().fused_loc(&ods_locs, None);
                ods_rw.set_insertion_point_before(ods_op);
                let ods_values = ods_rw.build(|ods_b| {
                    let mut ods_values: Vec<#ir::Value> = Vec::new();
                    #(#build)*
                    ods_values
                });
                ods_rw.replace_op(ods_op, &ods_values);
                true
            }
        }
        };
    })
}
