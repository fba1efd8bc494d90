//! The native op traits, defined once for both sides that know them: the
//! core (`ods_ir::Traits`, one bit per trait, so a trait test is a mask)
//! and `#[derive(Op)]`, which writes an op's traits as one mask built from
//! the constants of [`mask`]. A bit added here exists for both at once.
//!
//! No dependencies: both the core and the proc-macro model use it.

#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

/// Calls `$callback!` with the table of trait bits, one entry per bit:
/// doc comments, the constant's name in `ods_ir::Traits`, its bit, and the
/// ODS trait it stands for, as an identifier (`#[derive(Op)]` makes its
/// trait enum from it; docs print its name).
#[macro_export]
macro_rules! with_trait_bits {
    ($callback:ident) => {
        $callback! {
            /// The op ends a block.
            TERMINATOR = 0, Terminator;
            /// Blocks of the op's regions need no terminator.
            NO_TERMINATOR = 1, NoTerminator;
            /// Regions may not use values defined above the op.
            ISOLATED_FROM_ABOVE = 2, IsolatedFromAbove;
            /// Each region has at most one block.
            SINGLE_BLOCK = 3, SingleBlock;
            /// Region blocks have no arguments.
            NO_REGION_ARGUMENTS = 4, NoRegionArguments;
            /// The op's region holds a symbol table.
            SYMBOL_TABLE = 5, SymbolTable;
            /// The op defines a symbol (`sym_name`).
            SYMBOL = 6, Symbol;
            /// Operands may be reordered (`f(a, b) == f(b, a)`); folding moves constant operands last.
            COMMUTATIVE = 7, Commutative;
            /// The op materializes a constant; it folds to its value attribute.
            CONSTANT_LIKE = 8, ConstantLike;
            /// No memory effects.
            NO_MEMORY_EFFECT = 9, NoMemoryEffect;
            /// The op may be executed speculatively (hoisted out of conditions).
            ALWAYS_SPECULATABLE = 10, AlwaysSpeculatable;
            /// Memory effects are those of the nested ops.
            RECURSIVE_MEMORY_EFFECTS = 11, RecursiveMemoryEffects;
            /// The op returns control to its parent op (like `func.return`).
            RETURN_LIKE = 12, ReturnLike;
            /// The op's regions start a new scope for affine symbols.
            AFFINE_SCOPE = 13, AffineScope;
            /// Stack allocations in the op's regions are freed when it exits.
            AUTOMATIC_ALLOCATION_SCOPE = 14, AutomaticAllocationScope;
            /// Regions are graph regions (no dominance).
            HAS_ONLY_GRAPH_REGION = 15, HasOnlyGraphRegion;
            /// `f(f(x)) == f(x)`: folding drops the outer op.
            IDEMPOTENT = 16, Idempotent;
            /// `f(f(x)) == x`: folding drops the pair.
            INVOLUTION = 17, Involution;
            /// The op applies to each element of its shaped operands alike
            /// (`Elementwise`, `ElementwiseMappable`).
            ELEMENTWISE = 18, Elementwise;
            /// All operands and results have one type.
            SAME_OPERANDS_AND_RESULT_TYPE = 19, SameOperandsAndResultType;
            /// The op's memory effects are known to be some (not "unknown").
            HAS_MEMORY_EFFECTS = 20, MemoryEffects;
            /// The op is speculatable when every op in its regions is.
            RECURSIVELY_SPECULATABLE = 21, RecursivelySpeculatable;
            /// The op reads memory (`MemoryEffects<[MemRead]>`).
            MEM_READ = 22, MemRead;
            /// The op writes memory (`MemoryEffects<[MemWrite]>`).
            MEM_WRITE = 23, MemWrite;
            /// The op allocates memory (`MemoryEffects<[MemAlloc]>`).
            MEM_ALLOC = 24, MemAlloc;
            /// The op frees memory (`MemoryEffects<[MemFree]>`).
            MEM_FREE = 25, MemFree;
        }
    };
}

/// One bit of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraitBit {
    /// The constant's name in `ods_ir::Traits` (`NO_MEMORY_EFFECT`).
    pub name: &'static str,
    /// The bit's position.
    pub bit: u32,
    /// The ODS trait it stands for (`NoMemoryEffect`).
    pub ods_name: &'static str,
}

impl TraitBit {
    /// The bit as a mask.
    pub const fn mask(self) -> u64 {
        1 << self.bit
    }
}

macro_rules! bit_table {
    ($($(#[$doc:meta])* $name:ident = $bit:expr, $ods:ident;)*) => {
        /// Every trait bit, in bit order.
        pub const BITS: &[TraitBit] = &[$(TraitBit { name: stringify!($name), bit: $bit, ods_name: stringify!($ods) }),*];

        /// Each bit as a mask, by the name of its constant in `ods_ir::Traits`.
        pub mod mask {
            $($(#[$doc])* pub const $name: u64 = 1 << $bit;)*
        }
    };
}

with_trait_bits!(bit_table);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_are_distinct_and_in_order() {
        for (i, b) in BITS.iter().enumerate() {
            assert_eq!(b.bit as usize, i, "{} is out of order", b.name);
        }
    }

    #[test]
    fn names_are_unique() {
        for a in BITS {
            assert_eq!(BITS.iter().filter(|b| b.name == a.name || b.ods_name == a.ods_name).count(), 1, "{a:?}");
        }
    }

    #[test]
    fn masks_match_the_table() {
        assert_eq!(mask::TERMINATOR, BITS[0].mask());
        assert_eq!(mask::RECURSIVELY_SPECULATABLE, 1 << 21);
    }
}
