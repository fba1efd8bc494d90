//! Interned identifiers: every name in the IR (op names, attribute names,
//! symbol names, dialect names) is a [`Sym`], a `u32` into the context's table.

use rustc_hash::FxHashMap;

/// An interned string. Equality is an integer compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Sym(pub(crate) u32);

/// The string table. Each distinct string is stored once (plus its key in
/// the lookup map); distinct names are few, so the copy costs little.
#[derive(Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Sym>,
    strings: Vec<Box<str>>,
}

impl Interner {
    /// Interns `s`, returning its symbol.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Sym(self.strings.len() as u32);
        self.strings.push(s.into());
        self.map.insert(s.into(), sym);
        sym
    }

    /// The symbol of `s` if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The text of a symbol.
    pub fn get(&self, sym: Sym) -> &str {
        &self.strings[sym.0 as usize]
    }
}

/// A table that stores each distinct value once and names it by index, so
/// that equal values get equal handles (types and attributes are uniqued
/// this way).
pub struct Uniquer<T> {
    map: FxHashMap<T, u32>,
    items: Vec<T>,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer { map: FxHashMap::default(), items: Vec::new() }
    }
}

impl<T: std::hash::Hash + Eq + Clone> Uniquer<T> {
    /// The index of `value`, adding it when new.
    pub fn intern(&mut self, value: T) -> u32 {
        if let Some(&i) = self.map.get(&value) {
            return i;
        }
        let i = self.items.len() as u32;
        self.items.push(value.clone());
        self.map.insert(value, i);
        i
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
