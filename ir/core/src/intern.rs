//! Interned identifiers: every name in the IR (op names, attribute names,
//! symbol names, dialect names) is a [`Sym`], a `u32` into the context's table.
//!
//! The tables are compact: the interner keeps all text in one buffer, and
//! both it and the [`Uniquer`] index their entries with a hash table of
//! `(index, hash)` pairs, so each entry is stored once and a lookup or a
//! rehash never hashes a stored value again.

use rustc_hash::FxHashMap;
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
}

impl Interner {
    /// Interns `s`, returning its symbol.
    pub fn intern(&mut self, s: &str) -> Sym {
        self.intern_bytes(s.as_bytes())
    }

    /// Interns the bytes `s` (not necessarily UTF-8), returning its symbol.
    pub fn intern_bytes(&mut self, s: &[u8]) -> Sym {
        let hash = hash32(s);
        let Interner { index, text, ends } = self;
        let eq = |slot: &Slot| slot.hash == hash && bytes_at(text, ends, slot.index) == s;
        if let Some(slot) = index.find(spread(hash), eq) {
            return Sym(slot.index);
        }
        let sym = Sym(u32::try_from(ends.len()).expect("more than 2^32 interned strings"));
        text.extend_from_slice(s);
        ends.push(u32::try_from(text.len()).expect("more than 4 GiB of interned text"));
        index.insert_unique(spread(hash), Slot { index: sym.0, hash }, |slot| spread(slot.hash));
        sym
    }

    /// The symbol of `s` if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        let s = s.as_bytes();
        let hash = hash32(s);
        let eq = |slot: &Slot| slot.hash == hash && bytes_at(&self.text, &self.ends, slot.index) == s;
        self.index.find(spread(hash), eq).map(|slot| Sym(slot.index))
    }

    /// The text of a symbol; a name that is not UTF-8 is cut before its
    /// first invalid byte (see [`Interner::get_bytes`]).
    pub fn get(&self, sym: Sym) -> &str {
        let b = self.get_bytes(sym);
        match std::str::from_utf8(b) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&b[..e.valid_up_to()]).unwrap_or_default(),
        }
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

/// A uniquer that adds through a shared reference, so that types can be
/// made while the IR is only borrowed (verifiers and type inference build
/// the types they compare). Entries are boxed and never move.
pub struct FrozenUniquer<T> {
    map: std::cell::RefCell<FxHashMap<T, u32>>,
    items: elsa::FrozenVec<Box<T>>,
}

impl<T> Default for FrozenUniquer<T> {
    fn default() -> Self {
        FrozenUniquer { map: Default::default(), items: elsa::FrozenVec::new() }
    }
}

impl<T: std::hash::Hash + Eq + Clone> FrozenUniquer<T> {
    /// The index of `value`, adding it when new.
    pub fn intern(&self, value: T) -> u32 {
        if let Some(&i) = self.map.borrow().get(&value) {
            return i;
        }
        let i = self.items.len() as u32;
        self.items.push(Box::new(value.clone()));
        self.map.borrow_mut().insert(value, i);
        i
    }
    /// The index of `value` if it was added before.
    pub fn find(&self, value: &T) -> Option<u32> {
        self.map.borrow().get(value).copied()
    }
    /// The value at `index`.
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }
    /// How many values were added.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether no value was added.
    pub fn is_empty(&self) -> bool {
        self.items.len() == 0
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
}
