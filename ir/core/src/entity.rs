//! Typed arenas, after Cranelift's `cranelift-entity`: a [`PrimaryMap`]
//! owns records and hands out typed handles, a [`SecondaryMap`] attaches
//! data to handles it did not create, and a [`PackedOption`] stores an
//! optional handle in the handle's own 32 bits.
//!
//! A missing link is an `Option` once read: the reserved bit pattern that
//! encodes "none" lives only inside [`PackedOption`], so it can never be
//! used as an index by mistake.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A handle into a typed arena: a 32-bit index with a type of its own.
pub trait EntityRef: Copy + Eq {
    /// The handle of the record at `index`.
    fn new(index: usize) -> Self;
    /// The record's index in its arena.
    fn index(self) -> usize;
}

/// Implements [`EntityRef`] for a `struct Name(u32)` handle.
#[doc(hidden)]
#[macro_export]
macro_rules! entity_impl {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::entity::EntityRef for $t {
            #[inline]
            fn new(index: usize) -> Self {
                Self($crate::entity::checked_index(index))
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}
pub use crate::entity_impl;

/// `index` as a `u32` that is not [`PackedOption`]'s reserved value; an arena
/// that outgrows 32 bits is a capacity error, reported as one.
#[doc(hidden)]
#[inline]
pub fn checked_index(index: usize) -> u32 {
    match u32::try_from(index) {
        Ok(i) if i != RESERVED => i,
        _ => panic!("arena capacity exceeded: {index} entities"),
    }
}

/// The bits of an absent handle in a [`PackedOption`].
const RESERVED: u32 = u32::MAX;

/// An arena that owns its records; pushing a record returns its handle.
pub struct PrimaryMap<K, V> {
    elems: Vec<V>,
    key: PhantomData<fn(K) -> K>,
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        PrimaryMap { elems: Vec::new(), key: PhantomData }
    }
    /// Adds a record and returns its handle.
    #[inline]
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// The handle the next [`push`](Self::push) will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    /// How many records.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// Whether there are no records.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// How many records fit without reallocating.
    pub fn capacity(&self) -> usize {
        self.elems.capacity()
    }
    /// The record of `k`, or `None` for a handle from another arena.
    #[inline]
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// The records of `len` consecutive handles from `start`.
    #[inline]
    pub fn range(&self, start: K, len: usize) -> &[V] {
        &self.elems[start.index()..start.index() + len]
    }
    /// Removes every record, keeping the memory for new ones.
    pub fn clear(&mut self) {
        self.elems.clear();
    }
    /// Makes room for `additional` more records at once.
    pub fn reserve(&mut self, additional: usize) {
        self.elems.reserve(additional);
    }
    /// Copies every record of `other` to the end of this arena, each
    /// through `relocate` (which fixes the handles it holds); the record
    /// of `other`'s handle `k` gets the handle `k + self.len()` from before.
    pub fn extend_relocated(&mut self, other: &PrimaryMap<K, V>, relocate: impl FnMut(&V) -> V) {
        checked_index(self.elems.len() + other.elems.len());
        self.elems.extend(other.elems.iter().map(relocate));
    }
    /// The handles and records, in creation order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// Data attached to handles of another arena: every handle maps to a value,
/// the default one until set. Grows on demand.
#[derive(Clone)]
pub struct SecondaryMap<K, V: Clone> {
    elems: Vec<V>,
    default: V,
    key: PhantomData<fn(K) -> K>,
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// A map whose every entry is `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap { elems: Vec::new(), default, key: PhantomData }
    }
    /// A map whose every entry is `default`, with room for `n` handles.
    pub fn with_capacity(n: usize, default: V) -> Self {
        SecondaryMap { elems: Vec::with_capacity(n), default, key: PhantomData }
    }
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

/// An optional handle in 32 bits. Read it with [`expand`](Self::expand).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PackedOption<K> {
    bits: u32,
    key: PhantomData<fn(K) -> K>,
}

impl<K: EntityRef> PackedOption<K> {
    /// No handle.
    pub const NONE: Self = PackedOption { bits: RESERVED, key: PhantomData };
    /// The handle, if any.
    #[inline]
    pub fn expand(self) -> Option<K> {
        (self.bits != RESERVED).then(|| K::new(self.bits as usize))
    }
    /// Whether there is no handle.
    #[inline]
    pub fn is_none(self) -> bool {
        self.bits == RESERVED
    }
    /// Whether there is a handle.
    #[inline]
    pub fn is_some(self) -> bool {
        self.bits != RESERVED
    }
}

impl<K: EntityRef> Default for PackedOption<K> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<K: EntityRef> From<K> for PackedOption<K> {
    #[inline]
    fn from(k: K) -> Self {
        // `K::new` never makes the reserved index, so this is never NONE.
        PackedOption { bits: k.index() as u32, key: PhantomData }
    }
}

impl<K: EntityRef> From<Option<K>> for PackedOption<K> {
    #[inline]
    fn from(k: Option<K>) -> Self {
        k.map_or(Self::NONE, Self::from)
    }
}

impl<K: EntityRef + fmt::Debug> fmt::Debug for PackedOption<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.expand().fmt(f)
    }
}

/// The position of each handle of a list of distinct handles, looked up
/// by handle, as analyses of a region want for its ops: an array over the
/// span of their indices when they fill much of it (a block or function as
/// parsed: its ops are consecutive in the arena), else a hash map (ops made
/// later sit far away at the arena's end, and an array would cost the
/// whole arena for each list).
pub struct Positions<K> {
    repr: PositionsRepr,
    key: PhantomData<fn(K) -> K>,
}

enum PositionsRepr {
    Dense {
        first: usize,
        /// Position + 1 of each index of the span, or none for one not listed.
        at: Vec<Option<std::num::NonZeroU32>>,
    },
    Sparse(rustc_hash::FxHashMap<usize, usize>),
}

/// The span of arena indices from the lowest of `indices` to the highest,
/// when they fill at least a quarter of it: small enough for a table over
/// the span (a function's ops as parsed are consecutive) rather than a
/// hash table (ops made later sit at the arena's end, and a table up to
/// there would cost the whole arena for each function).
pub fn dense_span(indices: impl Iterator<Item = usize> + Clone) -> Option<std::ops::Range<usize>> {
    let (mut lo, mut hi, mut count) = (usize::MAX, 0, 0);
    for i in indices {
        (lo, hi, count) = (lo.min(i), hi.max(i), count + 1);
    }
    (count > 0 && hi - lo < 4 * count).then_some(lo..hi + 1)
}

impl<K: EntityRef> Positions<K> {
    /// The positions of `handles`, in the order given.
    pub fn new(handles: impl Iterator<Item = K> + Clone) -> Self {
        let indices = handles.map(K::index);
        let repr = match dense_span(indices.clone()) {
            Some(span) => {
                let mut at = vec![None; span.len()];
                for (pos, i) in indices.enumerate() {
                    at[i - span.start] = std::num::NonZeroU32::new(checked_index(pos + 1));
                }
                PositionsRepr::Dense { first: span.start, at }
            }
            None => PositionsRepr::Sparse(indices.enumerate().map(|(pos, i)| (i, pos)).collect()),
        };
        Positions { repr, key: PhantomData }
    }

    /// The position of `k` in the list, if it is listed.
    #[inline]
    pub fn get(&self, k: K) -> Option<usize> {
        match &self.repr {
            PositionsRepr::Dense { first, at } => {
                let slot = at.get(k.index().checked_sub(*first)?)?;
                slot.map(|p| p.get() as usize - 1)
            }
            PositionsRepr::Sparse(map) => map.get(&k.index()).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dense and sparse lists give the same positions; handles not listed
    /// (inside the span, before it, after it) have none.
    #[test]
    fn positions_of_consecutive_and_scattered_handles() {
        for list in [vec![E(5), E(3), E(4), E(7)], vec![E(9), E(1_000_000), E(2)]] {
            let p = Positions::new(list.iter().copied());
            for (pos, &e) in list.iter().enumerate() {
                assert_eq!(p.get(e), Some(pos));
            }
            for e in [E(0), E(6), E(8), E(2_000_000)] {
                assert_eq!(p.get(e), None, "{e:?} in {list:?}");
            }
        }
        assert!(matches!(Positions::new([E(9), E(1_000_000)].into_iter()).repr, PositionsRepr::Sparse(_)));
        assert!(matches!(Positions::new([E(5), E(3)].into_iter()).repr, PositionsRepr::Dense { .. }));
        assert_eq!(Positions::<E>::new(std::iter::empty()).get(E(0)), None);
    }

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct E(u32);
    entity_impl!(E);

    #[test]
    fn maps_and_options() {
        let mut m: PrimaryMap<E, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!((a, b, m[b]), (E(0), E(1), "b"));
        assert!(m.get(E(7)).is_none());
        let mut s: SecondaryMap<E, u8> = SecondaryMap::default();
        assert_eq!(s[b], 0);
        s[b] = 3;
        assert_eq!((s[a], s[b]), (0, 3));
        let p: PackedOption<E> = b.into();
        assert_eq!(std::mem::size_of_val(&p), 4);
        assert_eq!(p.expand(), Some(b));
        assert_eq!(PackedOption::<E>::NONE.expand(), None);
        assert_eq!(PackedOption::from(Some(a)).expand(), Some(a));
    }

    #[test]
    #[should_panic(expected = "arena capacity exceeded")]
    fn the_reserved_index_is_no_handle() {
        E::new(u32::MAX as usize);
    }
}
