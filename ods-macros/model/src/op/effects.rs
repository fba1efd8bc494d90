//! Memory effects as written in a definition: in the trait
//! `MemoryEffects(MemRead, ...)` and in a field's `#[op(effects(...))]`.
//! Each effect is ODS's `MemRead` (on memory in general),
//! `MemRead(RESOURCE)`, `MemRead(RESOURCE, stage)`,
//! `MemRead(RESOURCE, stage, FullEffect)`, or `MemReadAt(stage)` /
//! `MemReadAt(stage, FullEffect)` (and the same for `MemWrite`,
//! `MemAlloc`, `MemFree`); `RESOURCE` is a path to an
//! `ods_ir::effects::Resource` constant, which rustc checks.

use crate::traits::Bit;
use proc_macro2::Span;
use syn::spanned::Spanned;

/// What an effect does to its resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
    /// `MemAlloc`.
    Allocate,
    /// `MemFree`.
    Free,
}

impl EffectKind {
    /// Every kind, in ODS's order.
    pub const ALL: [EffectKind; 4] = [EffectKind::Read, EffectKind::Write, EffectKind::Allocate, EffectKind::Free];

    /// Its ODS name, as definitions write it (`MemRead`).
    pub fn ods_name(self) -> &'static str {
        self.bit().name()
    }

    /// Its variant of `ods_ir::ods::effect_spec::Effect` (`Read`).
    pub fn variant(self) -> &'static str {
        match self {
            EffectKind::Read => "Read",
            EffectKind::Write => "Write",
            EffectKind::Allocate => "Allocate",
            EffectKind::Free => "Free",
        }
    }

    /// The trait bit an op with this effect in `MemoryEffects(...)` gets
    /// (named after the effect).
    pub fn bit(self) -> Bit {
        match self {
            EffectKind::Read => Bit::MemRead,
            EffectKind::Write => Bit::MemWrite,
            EffectKind::Allocate => Bit::MemAlloc,
            EffectKind::Free => Bit::MemFree,
        }
    }
}

/// One effect of a definition.
#[derive(Clone, Debug)]
pub struct EffectUse {
    /// What it does.
    pub kind: EffectKind,
    /// The resource, when not memory in general.
    pub resource: Option<syn::Path>,
    /// When it happens relative to the op's other effects (0 first).
    pub stage: u32,
    /// `FullEffect`: it acts on the whole resource.
    pub full: bool,
    /// Where it is written.
    pub span: Span,
}

const FORMS: &str = "`MemRead`, `MemRead(RESOURCE)`, `MemRead(RESOURCE, stage)`, \
                     `MemRead(RESOURCE, stage, FullEffect)` or `MemReadAt(stage)` (likewise `MemWrite`, `MemAlloc`, \
                     `MemFree`)";

/// The effect `e` names.
pub fn parse_effect(e: &syn::Expr) -> darling::Result<EffectUse> {
    let (path, args): (&syn::Path, Vec<&syn::Expr>) = match e {
        syn::Expr::Path(p) if p.qself.is_none() => (&p.path, Vec::new()),
        syn::Expr::Call(c) => match &*c.func {
            syn::Expr::Path(p) if p.qself.is_none() => (&p.path, c.args.iter().collect()),
            _ => return Err(darling::Error::custom(format!("expected a memory effect: {FORMS}")).with_span(e)),
        },
        _ => return Err(darling::Error::custom(format!("expected a memory effect: {FORMS}")).with_span(e)),
    };
    let name = match path.get_ident() {
        Some(i) => i.to_string(),
        None => return Err(darling::Error::custom(format!("expected a memory effect: {FORMS}")).with_span(path)),
    };
    let (base, at) = match name.strip_suffix("At") {
        Some(b) => (b, true),
        None => (name.as_str(), false),
    };
    let Some(kind) = EffectKind::ALL.into_iter().find(|k| k.ods_name() == base) else {
        let all = EffectKind::ALL.iter().flat_map(|k| [k.ods_name().to_string(), format!("{}At", k.ods_name())]);
        let all: Vec<String> = all.collect();
        // `Read`, `Alloc`, `Allocate`: the effect's own name.
        let plain = EffectKind::ALL
            .into_iter()
            .find(|k| name == k.variant() || name == k.ods_name()["Mem".len()..])
            .map(EffectKind::ods_name);
        let hint = plain
            .or_else(|| crate::did_you_mean(&name, all.iter().map(String::as_str)))
            .map(|s| format!("did you mean `{s}`?"))
            .unwrap_or_else(|| "the effects are `MemRead`, `MemWrite`, `MemAlloc` and `MemFree`".to_string());
        return Err(darling::Error::custom(format!("unknown memory effect `{name}`; {hint}")).with_span(path));
    };
    let mut out = EffectUse { kind, resource: None, stage: 0, full: false, span: e.span() };
    // `MemReadAt(stage, range)`: no resource; `MemRead(resource, stage, range)`.
    let mut rest = args.as_slice();
    if !at {
        if let Some((first, tail)) = rest.split_first() {
            match first {
                syn::Expr::Path(p) if p.qself.is_none() => out.resource = Some(p.path.clone()),
                other => {
                    return Err(darling::Error::custom(format!(
                        "the first argument of `{name}` is its resource, a path to an `ods_ir::effects::Resource` \
                         constant (e.g. `{name}(MY_RESOURCE)`); for a stage on memory in general write \
                         `{name}At(stage)`"
                    ))
                    .with_span(other))
                }
            }
            rest = tail;
        }
    } else if rest.is_empty() {
        return Err(darling::Error::custom(format!("`{name}` needs its stage, e.g. `{name}(1)`")).with_span(e));
    }
    if let Some((stage, tail)) = rest.split_first() {
        out.stage = match stage {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse::<u32>()?,
            other => {
                return Err(darling::Error::custom(format!("the stage of `{name}` is an integer (0 happens first)"))
                    .with_span(other))
            }
        };
        rest = tail;
    }
    if let Some((range, tail)) = rest.split_first() {
        out.full = match range {
            syn::Expr::Path(p) if p.path.is_ident("FullEffect") => true,
            syn::Expr::Path(p) if p.path.is_ident("PartialEffect") => false,
            other => {
                return Err(darling::Error::custom(format!(
                    "the last argument of `{name}` is `FullEffect` or `PartialEffect`"
                ))
                .with_span(other))
            }
        };
        if let Some(extra) = tail.first() {
            return Err(darling::Error::custom(format!("`{name}` takes at most {} arguments", if at { 2 } else { 3 }))
                .with_span(extra));
        }
    }
    Ok(out)
}

/// A field's `effects(...)`: at least one effect.
#[derive(Clone, Debug, Default)]
pub struct EffectList(pub Vec<EffectUse>, pub Option<Span>);

impl darling::FromMeta for EffectList {
    fn from_meta(item: &syn::Meta) -> darling::Result<Self> {
        let syn::Meta::List(l) = item else {
            return Err(darling::Error::custom(format!(
                "`effects` lists the field's effects, e.g. `effects(MemRead)`: {FORMS}"
            ))
            .with_span(item));
        };
        let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        let exprs = syn::parse::Parser::parse2(parser, l.tokens.clone())
            .map_err(|e| darling::Error::custom(format!("expected memory effects: {FORMS}")).with_span(&e.span()))?;
        if exprs.is_empty() {
            return Err(darling::Error::custom(
                "`effects()` lists no effect; name at least one, e.g. `effects(MemRead)`, or remove it",
            )
            .with_span(l));
        }
        let mut errors = darling::Error::accumulator();
        let list = exprs.iter().filter_map(|e| errors.handle(parse_effect(e))).collect();
        errors.finish_with(EffectList(list, Some(l.span())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> darling::Result<EffectUse> {
        parse_effect(&syn::parse_str(s).unwrap())
    }

    #[test]
    fn forms() {
        let e = parse("MemRead").unwrap();
        assert_eq!((e.kind, e.resource.is_none(), e.stage, e.full), (EffectKind::Read, true, 0, false));
        let e = parse("MemAlloc(TEST_RESOURCE, 2, FullEffect)").unwrap();
        assert_eq!((e.kind, e.resource.is_some(), e.stage, e.full), (EffectKind::Allocate, true, 2, true));
        let e = parse("MemWriteAt(1)").unwrap();
        assert_eq!((e.kind, e.resource.is_none(), e.stage, e.kind.variant()), (EffectKind::Write, true, 1, "Write"));
    }

    #[test]
    fn mistakes() {
        let msg = |s: &str| parse(s).unwrap_err().to_string();
        assert!(msg("MemRed").contains("did you mean `MemRead`?"), "{}", msg("MemRed"));
        assert!(msg("MemRead(1)").contains("resource"));
        assert!(msg("MemReadAt").contains("needs its stage"));
        assert!(msg("Allocate").contains("did you mean `MemAlloc`?"), "{}", msg("Allocate"));
        assert!(msg("MemRead(R, x)").contains("stage"));
        assert!(msg("MemRead(R, 0, Whole)").contains("FullEffect"));
        assert!(msg("MemRead(R, 0, FullEffect, 1)").contains("at most 3"));
    }
}
