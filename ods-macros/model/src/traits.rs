//! The traits an op may list in `traits(...)`: native ones known by name
//! (their bits in `Traits`), the ones with arguments, and user traits
//! (paths to types implementing `ods::ir::ods::OpTrait`).

/// What a known trait contributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraitKind {
    /// Bits of `ods::ir::Traits` by constant name.
    Bits(&'static [&'static str]),
    /// A multi-entity check verified by the ODS engine (`OpCheck` variant).
    Check(&'static str),
    SameVariadicOperandSize,
    AttrSizedOperandSegments,
    SameVariadicResultSize,
    AttrSizedResultSegments,
    InferType,
    /// Needs arguments (handled by the parser of the trait list).
    WithArgs,
}

/// Native traits without arguments.
pub const SIMPLE: &[(&str, TraitKind)] = &[
    ("Pure", TraitKind::Bits(&["NO_MEMORY_EFFECT", "ALWAYS_SPECULATABLE"])),
    ("NoMemoryEffect", TraitKind::Bits(&["NO_MEMORY_EFFECT"])),
    ("AlwaysSpeculatable", TraitKind::Bits(&["ALWAYS_SPECULATABLE"])),
    ("RecursivelySpeculatable", TraitKind::Bits(&["RECURSIVELY_SPECULATABLE"])),
    ("RecursiveMemoryEffects", TraitKind::Bits(&["RECURSIVE_MEMORY_EFFECTS"])),
    ("Commutative", TraitKind::Bits(&["COMMUTATIVE"])),
    ("Idempotent", TraitKind::Bits(&["IDEMPOTENT"])),
    ("Involution", TraitKind::Bits(&["INVOLUTION"])),
    ("ConstantLike", TraitKind::Bits(&["CONSTANT_LIKE"])),
    ("Terminator", TraitKind::Bits(&["TERMINATOR"])),
    ("ReturnLike", TraitKind::Bits(&["RETURN_LIKE"])),
    ("IsolatedFromAbove", TraitKind::Bits(&["ISOLATED_FROM_ABOVE"])),
    ("SingleBlock", TraitKind::Bits(&["SINGLE_BLOCK"])),
    ("NoTerminator", TraitKind::Bits(&["NO_TERMINATOR"])),
    ("NoRegionArguments", TraitKind::Bits(&["NO_REGION_ARGUMENTS"])),
    ("SymbolTable", TraitKind::Bits(&["SYMBOL_TABLE"])),
    ("Symbol", TraitKind::Bits(&["SYMBOL"])),
    ("AffineScope", TraitKind::Bits(&["AFFINE_SCOPE"])),
    ("AutomaticAllocationScope", TraitKind::Bits(&["AUTOMATIC_ALLOCATION_SCOPE"])),
    ("HasOnlyGraphRegion", TraitKind::Bits(&["HAS_ONLY_GRAPH_REGION"])),
    ("Elementwise", TraitKind::Check("Elementwise")),
    ("ElementwiseMappable", TraitKind::Check("Elementwise")),
    ("ResultsBroadcastableShape", TraitKind::Check("ResultsBroadcastableShape")),
    ("TypesMatchWith", TraitKind::WithArgs),
    ("SameOperandsAndResultType", TraitKind::Check("SameOperandsAndResultType")),
    ("SameTypeOperands", TraitKind::Check("SameTypeOperands")),
    ("SameOperandsAndResultShape", TraitKind::Check("SameOperandsAndResultShape")),
    ("SameOperandsAndResultElementType", TraitKind::Check("SameOperandsAndResultElementType")),
    ("SameOperandsShape", TraitKind::Check("SameOperandsShape")),
    ("SameOperandsElementType", TraitKind::Check("SameOperandsElementType")),
    ("SameVariadicOperandSize", TraitKind::SameVariadicOperandSize),
    ("AttrSizedOperandSegments", TraitKind::AttrSizedOperandSegments),
    ("SameVariadicResultSize", TraitKind::SameVariadicResultSize),
    ("AttrSizedResultSegments", TraitKind::AttrSizedResultSegments),
    ("InferTypeOpInterface", TraitKind::InferType),
    ("HasParent", TraitKind::WithArgs),
    ("ParentOneOf", TraitKind::WithArgs),
    ("SingleBlockImplicitTerminator", TraitKind::WithArgs),
    ("AllTypesMatch", TraitKind::WithArgs),
    ("NOperands", TraitKind::WithArgs),
    ("NResults", TraitKind::WithArgs),
    ("NRegions", TraitKind::WithArgs),
];

/// Pairs of traits that contradict each other.
pub const CONFLICTS: &[(&str, &str, &str)] = &[
    ("SameVariadicOperandSize", "AttrSizedOperandSegments", "choose one way to size variadic operands"),
    ("SameVariadicResultSize", "AttrSizedResultSegments", "choose one way to size variadic results"),
    ("NoTerminator", "SingleBlockImplicitTerminator", "an implicit terminator needs blocks with terminators"),
];

/// The known trait `name`, if any.
pub fn lookup(name: &str) -> Option<&'static TraitKind> {
    SIMPLE.iter().find(|(n, _)| *n == name).map(|(_, k)| k)
}

/// Names of all known traits (for suggestions).
pub fn names() -> impl Iterator<Item = &'static str> {
    SIMPLE.iter().map(|(n, _)| *n)
}
