//! Interned identifiers: every name in the IR (op names, attribute names,
//! symbol names, dialect names) is a [`Sym`], a `u32` into the context's table.
//!
//! The tables are compact: the interner keeps all text in one buffer, and
//! both it and the [`Uniquer`] index their entries with a hash table of
//! `(index, hash)` pairs, so each entry is stored once and a lookup or a
//! rehash never hashes a stored value again.

use std::hash::{BuildHasher, Hash};

/// An interned string. Equality is an integer compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Sym(pub(crate) u32);

/// A 32-bit hash of `value`, kept beside each entry.
fn hash32<T: Hash + ?Sized>(value: &T) -> u32 {
    (rustc_hash::FxBuildHasher.hash_one(value) >> 32) as u32
}

/// The table hash of a stored 32-bit hash: spread over 64 bits, since the
/// hash table takes its bucket from the low bits and its tag from the high.
fn spread(h: u32) -> u64 {
    (h as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// An entry of an index: the position of the item and its hash.
#[derive(Clone, Copy)]
struct Slot {
    index: u32,
    hash: u32,
}

/// The string table. Each distinct string is stored once, in one buffer.
#[derive(Default)]
pub struct Interner {
    index: hashbrown::HashTable<Slot>,
    /// All the names' bytes, one after the other. Names are bytes, as in
    /// MLIR: a quoted symbol or attribute name may hold any byte.
    text: Vec<u8>,
    /// End offset in `text` of each string; string `i` starts where `i - 1` ends.
    ends: Vec<u32>,
    /// The text form ([`crate::diag::text_of_bytes`]) of each name that is
    /// not plain UTF-8, so that [`Interner::get`] can lend it.
    texts: rustc_hash::FxHashMap<u32, Box<str>>,
}

impl Interner {
    /// Interns `s`, returning its symbol.
    pub fn intern(&mut self, s: &str) -> Sym {
        self.intern_bytes(s.as_bytes())
    }

    /// Interns the bytes `s` (not necessarily UTF-8), returning its symbol.
    pub fn intern_bytes(&mut self, s: &[u8]) -> Sym {
        let hash = hash32(s);
        let Interner { index, text, ends, texts } = self;
        let eq = |slot: &Slot| slot.hash == hash && bytes_at(text, ends, slot.index) == s;
        if let Some(slot) = index.find(spread(hash), eq) {
            return Sym(slot.index);
        }
        let sym = Sym(u32::try_from(ends.len()).expect("more than 2^32 interned strings"));
        text.extend_from_slice(s);
        ends.push(u32::try_from(text.len()).expect("more than 4 GiB of interned text"));
        index.insert_unique(spread(hash), Slot { index: sym.0, hash }, |slot| spread(slot.hash));
        if let std::borrow::Cow::Owned(t) = crate::diag::text_of_bytes(s) {
            texts.insert(sym.0, t.into());
        }
        sym
    }

    /// The symbol of `s` if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        let s = s.as_bytes();
        let hash = hash32(s);
        let eq = |slot: &Slot| slot.hash == hash && bytes_at(&self.text, &self.ends, slot.index) == s;
        self.index.find(spread(hash), eq).map(|slot| Sym(slot.index))
    }

    /// The text of a symbol; a name that is not UTF-8 comes in its text
    /// form ([`crate::diag::text_of_bytes`]), so that a message quoting it
    /// shows its bytes (see [`Interner::get_bytes`]).
    pub fn get(&self, sym: Sym) -> &str {
        // Most files have no such name: no lookup then.
        if !self.texts.is_empty() {
            if let Some(t) = self.texts.get(&sym.0) {
                return t;
            }
        }
        std::str::from_utf8(self.get_bytes(sym)).unwrap_or_default()
    }

    /// The bytes of a symbol.
    pub fn get_bytes(&self, sym: Sym) -> &[u8] {
        bytes_at(&self.text, &self.ends, sym.0)
    }

    /// How many distinct strings are interned.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Bytes of text and offsets (used, allocated), for [`crate::stats`].
    pub(crate) fn text_bytes(&self) -> crate::stats::Bytes {
        let index = self.index.capacity() * std::mem::size_of::<Slot>();
        crate::stats::Bytes {
            used: self.text.len() + self.ends.len() * 4,
            reserved: self.text.capacity() + self.ends.capacity() * 4 + index,
        }
    }
}

fn bytes_at<'t>(text: &'t [u8], ends: &[u32], i: u32) -> &'t [u8] {
    let end = ends[i as usize] as usize;
    let start = if i == 0 { 0 } else { ends[i as usize - 1] as usize };
    &text[start..end]
}

/// A table that stores each distinct value once and names it by index, so
/// that equal values get equal handles (types and attributes are uniqued
/// this way).
pub struct Uniquer<T> {
    index: hashbrown::HashTable<Slot>,
    items: Vec<T>,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer { index: hashbrown::HashTable::new(), items: Vec::new() }
    }
}

impl<T: Hash + Eq> Uniquer<T> {
    /// The index of `value`, adding it when new.
    pub fn intern(&mut self, value: T) -> u32 {
        let hash = hash32(&value);
        let Uniquer { index, items } = self;
        let eq = |slot: &Slot| slot.hash == hash && items[slot.index as usize] == value;
        if let Some(slot) = index.find(spread(hash), eq) {
            return slot.index;
        }
        let i = u32::try_from(items.len()).expect("more than 2^32 uniqued values");
        items.push(value);
        index.insert_unique(spread(hash), Slot { index: i, hash }, |slot| spread(slot.hash));
        i
    }

    /// The index of `value` if it was added before.
    pub fn find(&self, value: &T) -> Option<u32> {
        let hash = hash32(value);
        let eq = |slot: &Slot| slot.hash == hash && self.items[slot.index as usize] == *value;
        self.index.find(spread(hash), eq).map(|slot| slot.index)
    }

    /// The value at `index`.
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// How many distinct values are stored.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// A uniquer that adds through a shared reference and is `Sync`, so that
/// types can be made while the IR is only borrowed (verifiers and type
/// inference build the types they compare), from several threads at once
/// (functions are verified in parallel).
///
/// Reading a value by index takes no lock: values live in `AppendOnly`
/// slots that are written once and never move. Only the index of
/// hashes is behind a lock, read-locked to find a value and write-locked
/// to add one.
pub struct SharedUniquer<T> {
    index: std::sync::RwLock<hashbrown::HashTable<Slot>>,
    items: AppendOnly<T>,
}

impl<T> Default for SharedUniquer<T> {
    fn default() -> Self {
        SharedUniquer { index: Default::default(), items: AppendOnly::default() }
    }
}

impl<T: Hash + Eq> SharedUniquer<T> {
    /// The index of `value`, adding it when new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = hash32(&value);
        let eq = |slot: &Slot| slot.hash == hash && *self.items.get(slot.index) == value;
        {
            let index = self.index.read().unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(slot) = index.find(spread(hash), eq) {
                return slot.index;
            }
        }
        let mut index = self.index.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        // Another thread may have added it between the two locks.
        if let Some(slot) = index.find(spread(hash), eq) {
            return slot.index;
        }
        let i = self.items.push(value);
        index.insert_unique(spread(hash), Slot { index: i, hash }, |slot| spread(slot.hash));
        i
    }
    /// The index of `value` if it was added before.
    pub fn find(&self, value: &T) -> Option<u32> {
        let hash = hash32(value);
        let index = self.index.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        index.find(spread(hash), |slot| slot.hash == hash && self.items.get(slot.index) == value).map(|slot| slot.index)
    }
    /// The value at `index`.
    pub fn get(&self, index: u32) -> &T {
        self.items.get(index)
    }
    /// How many values were added.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether no value was added.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The size of the first chunk of an [`AppendOnly`]; chunk `k` holds
/// `FIRST_CHUNK << k` slots, so 27 chunks hold every `u32` index.
const FIRST_CHUNK: u32 = 64;
const CHUNKS: usize = 27;

/// A vector that grows through a shared reference, read without a lock:
/// chunks of doubling size, each slot written once (a `OnceLock`), so a
/// value never moves once added. Pushes must not race each other (the
/// owner serializes them, [`SharedUniquer`] under its write lock); reads
/// may run beside a push.
struct AppendOnly<T> {
    chunks: [std::sync::OnceLock<Box<[std::sync::OnceLock<T>]>>; CHUNKS],
    len: std::sync::atomic::AtomicU32,
}

impl<T> Default for AppendOnly<T> {
    fn default() -> Self {
        AppendOnly { chunks: std::array::from_fn(|_| std::sync::OnceLock::new()), len: Default::default() }
    }
}

impl<T> AppendOnly<T> {
    /// The chunk and the offset in it of slot `i`.
    fn place(i: u32) -> (usize, usize) {
        let j = u64::from(i) + u64::from(FIRST_CHUNK);
        let k = (63 - j.leading_zeros() - FIRST_CHUNK.trailing_zeros()) as usize;
        (k, (j - (u64::from(FIRST_CHUNK) << k)) as usize)
    }

    /// Adds `value` at the end, returning its index. Callers serialize
    /// pushes.
    fn push(&self, value: T) -> u32 {
        use std::sync::atomic::Ordering;
        let i = self.len.load(Ordering::Acquire);
        assert!(i < u32::MAX, "more than 2^32 uniqued values");
        let (k, offset) = Self::place(i);
        let chunk = self.chunks[k].get_or_init(|| (0..FIRST_CHUNK << k).map(|_| std::sync::OnceLock::new()).collect());
        if chunk[offset].set(value).is_err() {
            panic!("two pushes raced for slot {i} of a uniquer");
        }
        self.len.store(i + 1, Ordering::Release);
        i
    }

    /// The value at index `i`, which a push has returned.
    fn get(&self, i: u32) -> &T {
        let (k, offset) = Self::place(i);
        match self.chunks[k].get().and_then(|chunk| chunk[offset].get()) {
            Some(value) => value,
            None => panic!("uniqued value #{i} does not exist (a handle from another context?)"),
        }
    }

    fn len(&self) -> usize {
        self.len.load(std::sync::atomic::Ordering::Acquire) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interner_gives_one_symbol_per_string() {
        let mut i = Interner::default();
        let names: Vec<String> =
            (0..5000).map(|n| format!("%{n}")).chain(["".to_string(), "a.b".to_string()]).collect();
        let syms: Vec<Sym> = names.iter().map(|s| i.intern(s)).collect();
        assert_eq!(i.len(), names.len());
        for (s, &sym) in names.iter().zip(&syms) {
            assert_eq!(i.intern(s), sym);
            assert_eq!(i.lookup(s), Some(sym));
            assert_eq!(i.get(sym), s);
        }
        assert_eq!(i.lookup("%5000"), None);
        assert_eq!(i.len(), names.len());
    }

    #[test]
    fn uniquer_gives_one_index_per_value() {
        let mut u: Uniquer<Vec<u32>> = Uniquer::default();
        let a = u.intern(vec![1, 2]);
        let b = u.intern(vec![2, 1]);
        assert_ne!(a, b);
        for n in 0..3000 {
            u.intern(vec![n; 3]);
        }
        assert_eq!(u.intern(vec![1, 2]), a);
        assert_eq!(u.find(&vec![2, 1]), Some(b));
        assert_eq!(u.find(&vec![7]), None);
        assert_eq!(u.get(b), &vec![2, 1]);
        assert_eq!(u.len(), 3002);
    }

    #[test]
    fn append_only_places_every_index_once() {
        assert_eq!(AppendOnly::<u8>::place(0), (0, 0));
        assert_eq!(AppendOnly::<u8>::place(FIRST_CHUNK - 1), (0, FIRST_CHUNK as usize - 1));
        assert_eq!(AppendOnly::<u8>::place(FIRST_CHUNK), (1, 0));
        assert_eq!(AppendOnly::<u8>::place(3 * FIRST_CHUNK), (2, 0));
        assert_eq!(AppendOnly::<u8>::place(u32::MAX).0, CHUNKS - 1);
        let mut seen = std::collections::HashSet::new();
        for i in 0..10_000 {
            let (k, offset) = AppendOnly::<u8>::place(i);
            assert!(offset < (FIRST_CHUNK as usize) << k);
            assert!(seen.insert((k, offset)));
        }
    }

    #[test]
    fn shared_uniquer_agrees_across_threads() {
        let u: SharedUniquer<Vec<u32>> = SharedUniquer::default();
        let before = u.intern(vec![7]);
        // Each thread interns the same values in a different order.
        let per_thread: Vec<Vec<u32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|t| {
                    let u = &u;
                    s.spawn(move || (0..2000u32).map(|n| u.intern(vec![(n * (t + 1)) % 2000])).collect::<Vec<u32>>())
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("no panic")).collect()
        });
        assert_eq!(u.len(), 2000);
        assert_eq!(u.intern(vec![7]), before);
        for (t, indices) in per_thread.iter().enumerate() {
            for (n, &i) in indices.iter().enumerate() {
                assert_eq!(u.get(i), &vec![(n as u32 * (t as u32 + 1)) % 2000]);
            }
        }
        assert_eq!(u.find(&vec![1999]).map(|i| u.get(i)), Some(&vec![1999]));
        assert_eq!(u.find(&vec![2000]), None);
    }
}
