//! The traits an op may list in `traits(...)`: the native ones, read once
//! into a [`NativeTrait`] (their arguments' kinds checked as they are read),
//! and user traits (paths to types implementing `ods_ir::ods::OpTrait`,
//! which rustc checks). Checks and code generation match on
//! [`NativeTrait`]; names are compared only here, when a trait is read.

use crate::op::{EffectUse, OpRef, TraitArg, TraitUse};
use proc_macro2::Span;

/// How an op's variable-length operands (or results) are sized
/// (`ods::Segments`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Segments {
    /// At most one variable-length group.
    #[default]
    None,
    /// `SameVariadicOperandSize` / `SameVariadicResultSize`.
    SameSize,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`.
    AttrSized,
}

impl Segments {
    /// The variant's name in `ods::Segments`.
    pub fn variant(self) -> &'static str {
        match self {
            Segments::None => "None",
            Segments::SameSize => "SameSize",
            Segments::AttrSized => "AttrSized",
        }
    }
}

/// A check over several values that the ODS engine runs (an
/// `ods::OpCheck` variant without arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Every operand and result has one type.
    SameOperandsAndResultType,
    /// Every operand has one type.
    SameTypeOperands,
    /// Every operand and result has one shape.
    SameOperandsAndResultShape,
    /// Every operand and result has one element type.
    SameOperandsAndResultElementType,
    /// Every operand has one shape.
    SameOperandsShape,
    /// Every operand has one element type.
    SameOperandsElementType,
    /// Ranked operands and results have one rank.
    SameOperandsAndResultRank,
    /// Scalars, or shaped values of one shape, mapped element by element.
    Elementwise,
    /// The result shape is the broadcast of the operand shapes.
    ResultsBroadcastableShape,
}

/// What `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch` and
/// `AllElementCountsMatch` compare (`ods::ValueMatch`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueMatch {
    /// The element type (the type itself when not shaped).
    ElementType,
    /// The shape.
    Shape,
    /// The rank.
    Rank,
    /// The number of elements.
    ElementCount,
    /// The kind of type (MLIR's `TypeID`).
    TypeId,
}

impl ValueMatch {
    /// The variant's name in `ods::ValueMatch`.
    pub fn variant(self) -> &'static str {
        match self {
            ValueMatch::ElementType => "ElementType",
            ValueMatch::Shape => "Shape",
            ValueMatch::Rank => "Rank",
            ValueMatch::ElementCount => "ElementCount",
            ValueMatch::TypeId => "TypeId",
        }
    }
}

impl Check {
    /// The variant's name in `ods::OpCheck`.
    pub fn variant(self) -> &'static str {
        match self {
            Check::SameOperandsAndResultType => "SameOperandsAndResultType",
            Check::SameTypeOperands => "SameTypeOperands",
            Check::SameOperandsAndResultShape => "SameOperandsAndResultShape",
            Check::SameOperandsAndResultElementType => "SameOperandsAndResultElementType",
            Check::SameOperandsShape => "SameOperandsShape",
            Check::SameOperandsElementType => "SameOperandsElementType",
            Check::SameOperandsAndResultRank => "SameOperandsAndResultRank",
            Check::Elementwise => "Elementwise",
            Check::ResultsBroadcastableShape => "ResultsBroadcastableShape",
        }
    }
}

// The bits of `ods_ir::Traits`, by the ODS trait each stands for, come from
// the table of `ods_traits` (the core's constants come from it too), so
// their names are written once.
macro_rules! bit_traits {
    ($($(#[$doc:meta])* $name:ident = $bit:expr, $ods:ident;)*) => {
        /// A bit of `ods_ir::Traits`, named after the ODS trait it stands
        /// for (the table of [`ods_traits`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Bit {
            $($(#[$doc])* $ods,)*
        }

        impl Bit {
            /// Every bit, in bit order.
            pub const ALL: &[Bit] = &[$(Bit::$ods),*];

            /// The ODS trait's name (`Commutative`).
            pub fn name(self) -> &'static str {
                match self {
                    $(Bit::$ods => stringify!($ods),)*
                }
            }

            /// The bit as a mask.
            pub fn mask(self) -> u64 {
                match self {
                    $(Bit::$ods => ods_traits::mask::$name,)*
                }
            }
        }
    };
}

ods_traits::with_trait_bits!(bit_traits);

impl Bit {
    /// Whether the bit's trait is listed by itself in `traits(...)`: the
    /// memory effect bits are set by `MemoryEffects(...)` and by the effects
    /// of fields instead.
    fn listed_alone(self) -> bool {
        !matches!(self, Bit::MemoryEffects | Bit::MemRead | Bit::MemWrite | Bit::MemAlloc | Bit::MemFree)
    }
}

/// `TypesMatchWith(summary, from, to, transform)`: the type of `to` is
/// `transform` applied to the type of `from`.
#[derive(Clone, Debug)]
pub struct TypesMatchWith {
    /// What the constraint says, for the verifier's message.
    pub summary: String,
    /// The operand or result the type comes from.
    pub from: String,
    /// The operand or result whose type it gives.
    pub to: String,
    /// A `fn(&Context, Type) -> Type`.
    pub transform: syn::Path,
}

// The native traits that are not simply a bit: those without arguments,
// and those with, each with the function that reads its arguments. The
// variant's name is the trait's name.
macro_rules! native_traits {
    (
        without_args { $($(#[$udoc:meta])* $unit:ident,)* }
        with_args { $($(#[$adoc:meta])* $args:ident($ty:ty) = $read:ident,)* }
    ) => {
        /// A native trait as listed in `traits(...)`, with its arguments.
        #[derive(Clone, Debug)]
        pub enum NativeTrait {
            /// A trait that is a bit of `ods_ir::Traits` (`Commutative`,
            /// `IsolatedFromAbove`, `SingleBlock`, `Terminator`, ...).
            Bit(Bit),
            $($(#[$udoc])* $unit,)*
            $($(#[$adoc])* $args($ty),)*
        }

        impl NativeTrait {
            /// The trait's name, as listed.
            pub fn name(&self) -> &'static str {
                match self {
                    NativeTrait::Bit(b) => b.name(),
                    $(NativeTrait::$unit => stringify!($unit),)*
                    $(NativeTrait::$args(_) => stringify!($args),)*
                }
            }

            /// The names of every native trait (for suggestions).
            pub fn names() -> impl Iterator<Item = &'static str> {
                Bit::ALL
                    .iter()
                    .filter(|b| b.listed_alone())
                    .map(|b| b.name())
                    .chain([$(stringify!($unit),)* $(stringify!($args),)*])
            }

            /// Reads trait `t`, which [`NativeTrait::knows`]. `None` when
            /// its arguments are wrong (each mistake is reported, at the
            /// argument when it is one argument).
            pub fn read(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<NativeTrait> {
                let name = t.name.as_str();
                $(if name == stringify!($args) {
                    return $read(t, errors).map(NativeTrait::$args);
                })*
                let found = None
                    $(.or((name == stringify!($unit)).then_some(NativeTrait::$unit)))*
                    .or_else(|| Bit::ALL.iter().find(|b| b.listed_alone() && b.name() == name).map(|b| NativeTrait::Bit(*b)));
                if let Some(a) = t.args.first() {
                    errors.push(darling::Error::custom(format!("`{name}` takes no arguments")).with_span(&a.span()));
                    return None;
                }
                found
            }
        }
    };
}

native_traits! {
    without_args {
        /// `NoMemoryEffect` and `AlwaysSpeculatable`.
        Pure,
        /// `NoTerminator`, `SingleBlock` and `HasOnlyGraphRegion`: one
        /// block of ops in any order, with no terminator.
        GraphRegionNoTerminator,
        /// `Elementwise` (MLIR's `ElementwiseMappable` adds interfaces for
        /// vectors and tensors, which the ODS engine does not separate).
        ElementwiseMappable,
        /// The result shape is the broadcast of the operand shapes.
        ResultsBroadcastableShape,
        /// Every operand has one type.
        SameTypeOperands,
        /// Every operand and result has one shape.
        SameOperandsAndResultShape,
        /// Every operand and result has one element type.
        SameOperandsAndResultElementType,
        /// Every operand has one shape.
        SameOperandsShape,
        /// Every operand has one element type.
        SameOperandsElementType,
        /// Ranked operands and results have one rank.
        SameOperandsAndResultRank,
        /// Variable-length operand groups have one size.
        SameVariadicOperandSize,
        /// An attribute holds the size of each operand group.
        AttrSizedOperandSegments,
        /// Variable-length result groups have one size.
        SameVariadicResultSize,
        /// An attribute holds the size of each result group.
        AttrSizedResultSegments,
        /// The op's `infer_return_types` gives the result types (builders
        /// and formats need not).
        InferTypeOpInterface,
    }
    with_args {
        /// The ops allowed as parent.
        HasParent(Vec<OpRef>) = parent_ops,
        /// The ops allowed as parent (MLIR's spelling for several).
        ParentOneOf(Vec<OpRef>) = parent_ops,
        /// One block per region, ended by this op, which builders and the
        /// custom form add by themselves.
        SingleBlockImplicitTerminator(OpRef) = terminator,
        /// Operands and results of one type, by name.
        AllTypesMatch(Vec<String>) = value_names,
        /// Operands and results of one element type, by name.
        AllElementTypesMatch(Vec<String>) = value_names,
        /// Shaped operands and results of one shape, by name.
        AllShapesMatch(Vec<String>) = value_names,
        /// Shaped operands and results of one rank, by name.
        AllRanksMatch(Vec<String>) = value_names,
        /// Shaped operands and results with as many elements, by name.
        AllElementCountsMatch(Vec<String>) = value_names,
        /// Operands and results whose types are of one kind (`TypeID`), by name.
        AllTypeIDsMatch(Vec<String>) = value_names,
        /// The type of one value computed from another's.
        TypesMatchWith(TypesMatchWith) = types_match_with,
        /// The number of operands.
        NOperands(usize) = count,
        /// The number of results.
        NResults(usize) = count,
        /// The number of regions.
        NRegions(usize) = count,
        /// The op's memory effects, on no value.
        MemoryEffects(Vec<EffectUse>) = effects,
    }
}

impl NativeTrait {
    /// Whether `name` is a native trait's.
    pub fn knows(name: &str) -> bool {
        NativeTrait::names().any(|n| n == name)
    }

    /// Whether a trait named `name` may be listed more than once, with
    /// other arguments: the type constraints between values, as in MLIR.
    pub fn may_repeat(name: &str) -> bool {
        matches!(
            name,
            "TypesMatchWith"
                | "AllTypesMatch"
                | "AllElementTypesMatch"
                | "AllShapesMatch"
                | "AllRanksMatch"
                | "AllElementCountsMatch"
                | "AllTypeIDsMatch"
        )
    }

    /// Of `AllElementTypesMatch` and its siblings (not `AllTypesMatch`,
    /// which formats also use to infer types): what must match, and the
    /// values named.
    pub fn value_match(&self) -> Option<(ValueMatch, &Vec<String>)> {
        Some(match self {
            NativeTrait::AllElementTypesMatch(n) => (ValueMatch::ElementType, n),
            NativeTrait::AllShapesMatch(n) => (ValueMatch::Shape, n),
            NativeTrait::AllRanksMatch(n) => (ValueMatch::Rank, n),
            NativeTrait::AllElementCountsMatch(n) => (ValueMatch::ElementCount, n),
            NativeTrait::AllTypeIDsMatch(n) => (ValueMatch::TypeId, n),
            _ => return None,
        })
    }

    /// The bits of `ods_ir::Traits` it sets.
    pub fn bits(&self) -> u64 {
        match self {
            NativeTrait::Bit(b) => b.mask(),
            NativeTrait::Pure => Bit::NoMemoryEffect.mask() | Bit::AlwaysSpeculatable.mask(),
            NativeTrait::GraphRegionNoTerminator => {
                Bit::NoTerminator.mask() | Bit::SingleBlock.mask() | Bit::HasOnlyGraphRegion.mask()
            }
            NativeTrait::ElementwiseMappable => Bit::Elementwise.mask(),
            NativeTrait::SingleBlockImplicitTerminator(_) => Bit::SingleBlock.mask(),
            NativeTrait::MemoryEffects(effects) => {
                effects.iter().fold(Bit::MemoryEffects.mask(), |bits, e| bits | e.kind.bit().mask())
            }
            _ => 0,
        }
    }

    /// The check over several values it asks the ODS engine for.
    pub fn check(&self) -> Option<Check> {
        Some(match self {
            NativeTrait::Bit(Bit::Elementwise) | NativeTrait::ElementwiseMappable => Check::Elementwise,
            NativeTrait::Bit(Bit::SameOperandsAndResultType) => Check::SameOperandsAndResultType,
            NativeTrait::ResultsBroadcastableShape => Check::ResultsBroadcastableShape,
            NativeTrait::SameTypeOperands => Check::SameTypeOperands,
            NativeTrait::SameOperandsAndResultShape => Check::SameOperandsAndResultShape,
            NativeTrait::SameOperandsAndResultElementType => Check::SameOperandsAndResultElementType,
            NativeTrait::SameOperandsShape => Check::SameOperandsShape,
            NativeTrait::SameOperandsElementType => Check::SameOperandsElementType,
            NativeTrait::SameOperandsAndResultRank => Check::SameOperandsAndResultRank,
            _ => return None,
        })
    }

    /// How it says variable-length operands are sized, if it does.
    pub fn operand_segments(&self) -> Option<Segments> {
        match self {
            NativeTrait::SameVariadicOperandSize => Some(Segments::SameSize),
            NativeTrait::AttrSizedOperandSegments => Some(Segments::AttrSized),
            _ => None,
        }
    }

    /// How it says variable-length results are sized, if it does.
    pub fn result_segments(&self) -> Option<Segments> {
        match self {
            NativeTrait::SameVariadicResultSize => Some(Segments::SameSize),
            NativeTrait::AttrSizedResultSegments => Some(Segments::AttrSized),
            _ => None,
        }
    }

    /// Why `self` and `later` (listed after it) contradict each other, if
    /// they do.
    pub fn conflict(&self, later: &NativeTrait) -> Option<&'static str> {
        use NativeTrait as T;
        let pair = |a: &T, b: &T| match (a, b) {
            (T::SameVariadicOperandSize, T::AttrSizedOperandSegments) => {
                Some("choose one way to size variadic operands")
            }
            (T::SameVariadicResultSize, T::AttrSizedResultSegments) => Some("choose one way to size variadic results"),
            (T::Bit(Bit::NoTerminator) | T::GraphRegionNoTerminator, T::SingleBlockImplicitTerminator(_)) => {
                Some("an implicit terminator needs blocks with terminators")
            }
            _ => None,
        };
        pair(self, later).or_else(|| pair(later, self))
    }
}

/// The kinds of argument a native trait takes.
#[derive(Clone, Copy, PartialEq)]
enum Want {
    /// An op: its name or its Rust type.
    Op,
    Str,
    /// A string or a path (a function).
    StrOrPath,
    Int,
}

/// Checks the kinds of `t`'s arguments as mlir-tblgen checks the template
/// arguments of its records ("is of type int; expected type string"):
/// `wants[i]` for argument `i` (the last for the rest), at most `max`. Each
/// mistake is reported at its argument; false when there is one. Too few
/// arguments are reported by each trait, with an example.
fn arg_kinds(t: &TraitUse, wants: &[Want], max: Option<usize>, errors: &mut Vec<darling::Error>) -> bool {
    let before = errors.len();
    if let Some(max) = max {
        if t.args.len() > max {
            errors.push(
                darling::Error::custom(format!(
                    "`{}` takes {max} argument{}, not {}",
                    t.name,
                    if max == 1 { "" } else { "s" },
                    t.args.len()
                ))
                .with_span(&t.args[max].span()),
            );
        }
    }
    for (i, a) in t.args.iter().enumerate() {
        let want = wants.get(i).or(wants.last()).copied().unwrap_or(Want::Str);
        let ok = matches!(
            (want, a),
            (Want::Op | Want::StrOrPath, TraitArg::Path(_))
                | (Want::Op | Want::Str | Want::StrOrPath, TraitArg::Lit(syn::Lit::Str(_)))
                | (Want::Int, TraitArg::Lit(syn::Lit::Int(_)))
        );
        if !ok {
            let expected = match want {
                Want::Op => "a string (the op name, e.g. `\"dialect.op\"`) or an op type (e.g. `ParentOp`)",
                Want::Str => "a string",
                Want::StrOrPath => "a string or a path to a function",
                Want::Int => "an integer",
            };
            errors.push(
                darling::Error::custom(format!(
                    "argument {} of `{}` is {}; expected {expected}",
                    i + 1,
                    t.name,
                    a.kind()
                ))
                .with_span(&a.span()),
            );
        }
    }
    errors.len() == before
}

/// Whether `t` has at least `n` arguments; reports it with an example when not.
fn need_args(t: &TraitUse, n: usize, what: &str, example: &str, errors: &mut Vec<darling::Error>) -> bool {
    if t.args.len() >= n {
        return true;
    }
    errors.push(
        darling::Error::custom(format!("`{}` needs {what}, e.g. `{}({example})`", t.name, t.name)).with_span(&t.span),
    );
    false
}

/// The string arguments of `t`.
fn strings(t: &TraitUse) -> Vec<String> {
    t.args.iter().filter_map(|a| if let TraitArg::Lit(syn::Lit::Str(s)) = a { Some(s.value()) } else { None }).collect()
}

/// The ops named by `t`'s arguments; `"a, b"` names two, as MLIR's Shape
/// dialect writes `HasParent`.
fn op_refs(t: &TraitUse) -> Vec<OpRef> {
    t.args
        .iter()
        .flat_map(|a| match a {
            TraitArg::Lit(syn::Lit::Str(s)) => {
                s.value().split(',').map(|s| OpRef::Name(s.trim().to_string())).collect()
            }
            TraitArg::Path(p) => vec![OpRef::Type(p.clone())],
            TraitArg::Lit(_) | TraitArg::Call(_) => Vec::new(),
        })
        .collect()
}

fn parent_ops(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<Vec<OpRef>> {
    (arg_kinds(t, &[Want::Op], None, errors) && need_args(t, 1, "the parent op names", "\"dialect.op\"", errors))
        .then(|| op_refs(t))
}

fn terminator(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<OpRef> {
    if !arg_kinds(t, &[Want::Op], Some(1), errors)
        || !need_args(t, 1, "the terminator op name", "\"dialect.yield\"", errors)
    {
        return None;
    }
    op_refs(t).into_iter().next()
}

/// The names of `AllTypesMatch`; that they name two operands or results or
/// more is checked against the fields.
fn value_names(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<Vec<String>> {
    arg_kinds(t, &[Want::Str], None, errors).then(|| strings(t))
}

fn types_match_with(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<TypesMatchWith> {
    if !arg_kinds(t, &[Want::Str, Want::Str, Want::Str, Want::StrOrPath], Some(4), errors) {
        return None;
    }
    let [TraitArg::Lit(syn::Lit::Str(summary)), TraitArg::Lit(syn::Lit::Str(from)), TraitArg::Lit(syn::Lit::Str(to)), transform] =
        t.args.as_slice()
    else {
        let example = "\"result matches the element type of input\", \"input\", \"result\", \"my_crate::element_type\"";
        errors.push(
            darling::Error::custom(format!(
                "`TypesMatchWith` needs a summary, the source and target names and the path of a `fn(&Context, Type) \
                 -> Type`, e.g. `TypesMatchWith({example})`"
            ))
            .with_span(&t.span),
        );
        return None;
    };
    let transform = match transform {
        TraitArg::Path(p) => p.clone(),
        TraitArg::Lit(syn::Lit::Str(s)) => match syn::parse_str::<syn::Path>(&s.value()) {
            Ok(p) => p,
            Err(_) => {
                errors.push(
                    darling::Error::custom(format!("`TypesMatchWith`: `{}` is not a path to a function", s.value()))
                        .with_span(&s.span()),
                );
                return None;
            }
        },
        _ => return None,
    };
    Some(TypesMatchWith { summary: summary.value(), from: from.value(), to: to.value(), transform })
}

/// The argument of `NOperands`, `NResults` or `NRegions`.
fn count(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<usize> {
    if !arg_kinds(t, &[Want::Int], Some(1), errors) {
        return None;
    }
    let n = match t.args.as_slice() {
        [TraitArg::Lit(syn::Lit::Int(i))] => i.base10_parse::<usize>().ok(),
        _ => None,
    };
    if n.is_none() {
        // `NOperands` counts operands.
        let what = t.name["N".len()..].to_lowercase();
        errors.push(
            darling::Error::custom(format!("`{}` needs the number of {what}, e.g. `{}(2)`", t.name, t.name))
                .with_span(&t.span),
        );
    }
    n
}

/// The effects of `MemoryEffects(...)`: each a path (`MemRead`), a call
/// (`MemWrite(MY_RESOURCE, 1)`) or its name as a string.
fn effects(t: &TraitUse, errors: &mut Vec<darling::Error>) -> Option<Vec<EffectUse>> {
    if t.args.is_empty() {
        errors.push(
            darling::Error::custom(
                "`MemoryEffects` needs the effects, e.g. `MemoryEffects(MemRead)` (no effects: `NoMemoryEffect`)",
            )
            .with_span(&t.span),
        );
        return None;
    }
    let mut out = Vec::new();
    for a in &t.args {
        let expr: syn::Expr = match a {
            TraitArg::Path(p) => syn::parse_quote!(#p),
            TraitArg::Call(c) => syn::Expr::Call(c.clone()),
            TraitArg::Lit(syn::Lit::Str(s)) => match s.parse::<syn::Path>() {
                Ok(p) => syn::parse_quote_spanned!(s.span()=> #p),
                Err(_) => syn::Expr::Lit(syn::ExprLit { attrs: Vec::new(), lit: syn::Lit::Str(s.clone()) }),
            },
            TraitArg::Lit(l) => syn::Expr::Lit(syn::ExprLit { attrs: Vec::new(), lit: l.clone() }),
        };
        match crate::op::parse_effect(&expr) {
            Ok(e) => out.push(e),
            Err(e) => errors.push(e),
        }
    }
    Some(out)
}

/// A native trait with where it is listed.
pub type Listed = (NativeTrait, Span);

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(text: &str) -> TraitUse {
        let meta: syn::Meta = syn::parse_str(&format!("traits({text})")).unwrap();
        let list = <crate::op::TraitList as darling::FromMeta>::from_meta(&meta).unwrap();
        list.0.into_iter().next().unwrap()
    }

    fn read(text: &str) -> Result<NativeTrait, Vec<String>> {
        let mut errors = Vec::new();
        let t = listed(text);
        assert!(NativeTrait::knows(&t.name), "{text}");
        NativeTrait::read(&t, &mut errors).ok_or_else(|| errors.iter().map(|e| e.to_string()).collect())
    }

    /// Every bit of the core is set by the trait it is named after, by
    /// `MemoryEffects(...)` or by the effect of that name.
    #[test]
    fn every_bit_has_its_trait() {
        for b in Bit::ALL {
            let bits = if let Some(k) = crate::op::EffectKind::ALL.into_iter().find(|k| k.bit() == *b) {
                read(&format!("MemoryEffects({})", k.ods_name())).unwrap().bits() & !Bit::MemoryEffects.mask()
            } else if *b == Bit::MemoryEffects {
                read("MemoryEffects(MemRead)").unwrap().bits() & !Bit::MemRead.mask()
            } else {
                read(b.name()).unwrap().bits()
            };
            assert_eq!(bits, b.mask(), "{b:?}");
            assert_eq!(b.mask(), ods_traits::BITS.iter().find(|t| t.ods_name == b.name()).unwrap().mask());
        }
    }

    /// Every name is read back as the trait of that name.
    #[test]
    fn names_read_back() {
        let args = |n: &str| match n {
            "HasParent" | "ParentOneOf" | "SingleBlockImplicitTerminator" => "(\"a.b\")",
            "AllTypesMatch"
            | "AllElementTypesMatch"
            | "AllShapesMatch"
            | "AllRanksMatch"
            | "AllElementCountsMatch"
            | "AllTypeIDsMatch" => "(\"x\", \"y\")",
            "TypesMatchWith" => "(\"s\", \"x\", \"y\", f)",
            "NOperands" | "NResults" | "NRegions" => "(2)",
            "MemoryEffects" => "(MemWrite)",
            _ => "",
        };
        let mut n = 0;
        for name in NativeTrait::names() {
            assert_eq!(read(&format!("{name}{}", args(name))).unwrap().name(), name);
            n += 1;
        }
        assert_eq!(n, NativeTrait::names().collect::<std::collections::HashSet<_>>().len(), "names are unique");
    }

    #[test]
    fn wrong_arguments_are_reported_at_the_argument() {
        let e = read("HasParent(42)").unwrap_err();
        assert!(e[0].contains("argument 1 of `HasParent` is an integer; expected a string"), "{e:?}");
        let e = read("Commutative(2)").unwrap_err();
        assert_eq!(e, ["`Commutative` takes no arguments"]);
        let e = read("NRegions(1, 2)").unwrap_err();
        assert_eq!(e, ["`NRegions` takes 1 argument, not 2"]);
        let e = read("NResults(99999999999999999999999)").unwrap_err();
        assert_eq!(e, ["`NResults` needs the number of results, e.g. `NResults(2)`"]);
        assert!(read("TypesMatchWith(\"s\", \"x\", \"y\")").is_err());
    }

    /// A transform given as a path is taken as one given as a string.
    #[test]
    fn types_match_with_takes_a_path_or_a_string() {
        for text in ["TypesMatchWith(\"s\", \"x\", \"y\", my::f)", "TypesMatchWith(\"s\", \"x\", \"y\", \"my::f\")"] {
            let Ok(NativeTrait::TypesMatchWith(t)) = read(text) else { panic!("{text}") };
            assert_eq!((t.from.as_str(), t.to.as_str()), ("x", "y"));
            let p = &t.transform;
            assert_eq!(quote::quote!(#p).to_string().replace(' ', ""), "my::f");
        }
    }

    #[test]
    fn conflicts_go_both_ways() {
        let (a, b) = (read("NoTerminator").unwrap(), read("SingleBlockImplicitTerminator(\"a.b\")").unwrap());
        assert!(a.conflict(&b).is_some() && b.conflict(&a).is_some());
        assert!(a.conflict(&read("Pure").unwrap()).is_none());
    }
}
