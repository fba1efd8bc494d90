//! The traits an op may list in `traits(...)`: native ones known by name
//! (their bits in `Traits`), the ones with arguments, and user traits
//! (paths to types implementing `ods::ir::ods::OpTrait`).

use ods_traits::mask;

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
    /// Scalars, or shaped values of one shape, mapped element by element.
    Elementwise,
    /// The result shape is the broadcast of the operand shapes.
    ResultsBroadcastableShape,
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
            Check::Elementwise => "Elementwise",
            Check::ResultsBroadcastableShape => "ResultsBroadcastableShape",
        }
    }
}

/// What a known trait contributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraitKind {
    /// Bits of `ods_ir::Traits` (masks of [`ods_traits::mask`], the table
    /// the core's constants come from) and a check, if the trait has one.
    Native {
        /// The bits it sets.
        bits: u64,
        /// The check it asks the ODS engine for.
        check: Option<Check>,
    },
    /// How variable-length operands are sized.
    OperandSegments(Segments),
    /// How variable-length results are sized.
    ResultSegments(Segments),
    /// `InferTypeOpInterface`: the op's `infer_return_types` gives the
    /// result types (builders and formats need not).
    InferType,
    /// Needs arguments (handled by the parser of the trait list).
    WithArgs,
}

const fn bits(bits: u64) -> TraitKind {
    TraitKind::Native { bits, check: None }
}

const fn check(check: Check, bits: u64) -> TraitKind {
    TraitKind::Native { bits, check: Some(check) }
}

/// Native traits without arguments.
pub const SIMPLE: &[(&str, TraitKind)] = &[
    ("Pure", bits(mask::NO_MEMORY_EFFECT | mask::ALWAYS_SPECULATABLE)),
    ("NoMemoryEffect", bits(mask::NO_MEMORY_EFFECT)),
    ("AlwaysSpeculatable", bits(mask::ALWAYS_SPECULATABLE)),
    ("RecursivelySpeculatable", bits(mask::RECURSIVELY_SPECULATABLE)),
    ("RecursiveMemoryEffects", bits(mask::RECURSIVE_MEMORY_EFFECTS)),
    ("Commutative", bits(mask::COMMUTATIVE)),
    ("Idempotent", bits(mask::IDEMPOTENT)),
    ("Involution", bits(mask::INVOLUTION)),
    ("ConstantLike", bits(mask::CONSTANT_LIKE)),
    ("Terminator", bits(mask::TERMINATOR)),
    ("ReturnLike", bits(mask::RETURN_LIKE)),
    ("IsolatedFromAbove", bits(mask::ISOLATED_FROM_ABOVE)),
    ("SingleBlock", bits(mask::SINGLE_BLOCK)),
    ("NoTerminator", bits(mask::NO_TERMINATOR)),
    ("NoRegionArguments", bits(mask::NO_REGION_ARGUMENTS)),
    ("SymbolTable", bits(mask::SYMBOL_TABLE)),
    ("Symbol", bits(mask::SYMBOL)),
    ("AffineScope", bits(mask::AFFINE_SCOPE)),
    ("AutomaticAllocationScope", bits(mask::AUTOMATIC_ALLOCATION_SCOPE)),
    ("HasOnlyGraphRegion", bits(mask::HAS_ONLY_GRAPH_REGION)),
    ("Elementwise", check(Check::Elementwise, mask::ELEMENTWISE)),
    ("ElementwiseMappable", check(Check::Elementwise, mask::ELEMENTWISE)),
    ("ResultsBroadcastableShape", check(Check::ResultsBroadcastableShape, 0)),
    ("TypesMatchWith", TraitKind::WithArgs),
    ("SameOperandsAndResultType", check(Check::SameOperandsAndResultType, mask::SAME_OPERANDS_AND_RESULT_TYPE)),
    ("SameTypeOperands", check(Check::SameTypeOperands, 0)),
    ("SameOperandsAndResultShape", check(Check::SameOperandsAndResultShape, 0)),
    ("SameOperandsAndResultElementType", check(Check::SameOperandsAndResultElementType, 0)),
    ("SameOperandsShape", check(Check::SameOperandsShape, 0)),
    ("SameOperandsElementType", check(Check::SameOperandsElementType, 0)),
    ("SameVariadicOperandSize", TraitKind::OperandSegments(Segments::SameSize)),
    ("AttrSizedOperandSegments", TraitKind::OperandSegments(Segments::AttrSized)),
    ("SameVariadicResultSize", TraitKind::ResultSegments(Segments::SameSize)),
    ("AttrSizedResultSegments", TraitKind::ResultSegments(Segments::AttrSized)),
    ("InferTypeOpInterface", TraitKind::InferType),
    ("HasParent", TraitKind::WithArgs),
    ("ParentOneOf", TraitKind::WithArgs),
    ("SingleBlockImplicitTerminator", TraitKind::WithArgs),
    ("AllTypesMatch", TraitKind::WithArgs),
    ("NOperands", TraitKind::WithArgs),
    ("NResults", TraitKind::WithArgs),
    ("NRegions", TraitKind::WithArgs),
    ("MemoryEffects", TraitKind::WithArgs),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every trait bit of the core is set by the trait it is named after
    /// (the memory effects are set by `MemoryEffects(...)`).
    #[test]
    fn every_bit_has_its_trait() {
        for b in ods_traits::BITS {
            if let Some(k) = crate::op::EffectKind::ALL.into_iter().find(|k| k.ods_name() == b.ods_name) {
                assert_eq!(k.bit(), b.mask(), "{}", b.ods_name);
                continue;
            }
            if b.ods_name == "MemoryEffects" {
                continue;
            }
            match lookup(b.ods_name) {
                Some(TraitKind::Native { bits, .. }) => assert_eq!(*bits, b.mask(), "{}", b.ods_name),
                other => panic!("{} sets {other:?}", b.ods_name),
            }
        }
    }
}
