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
pub(crate) fn hash32<T: Hash + ?Sized>(value: &T) -> u32 {
    (rustc_hash::FxBuildHasher.hash_one(value) >> 32) as u32
}

/// The table hash of a stored 32-bit hash: spread over 64 bits, since the
/// hash table takes its bucket from the low bits and its tag from the high.
fn spread(h: u32) -> u64 {
    (h as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The hash index of a table shared between threads, split in shards by
/// hash, each behind its own lock on its own cache line: threads that
/// intern at once (functions parsed or transformed in parallel) then
/// rarely take, or even touch, the same lock.
struct ShardedIndex {
    shards: Box<[Shard]>,
}

/// How many shards a [`ShardedIndex`] has.
const SHARDS: usize = 16;

type Shard = crate::parallel::CachePadded<std::sync::RwLock<hashbrown::HashTable<Slot>>>;

impl Default for ShardedIndex {
    fn default() -> Self {
        ShardedIndex { shards: (0..SHARDS).map(|_| Shard::default()).collect() }
    }
}

impl ShardedIndex {
    fn shard(&self, hash: u32) -> &std::sync::RwLock<hashbrown::HashTable<Slot>> {
        &self.shards[hash as usize % SHARDS]
    }
    /// The shard of `hash`, to find an entry.
    fn read(&self, hash: u32) -> std::sync::RwLockReadGuard<'_, hashbrown::HashTable<Slot>> {
        self.shard(hash).read().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
    /// The shard of `hash`, to add an entry.
    fn write(&self, hash: u32) -> std::sync::RwLockWriteGuard<'_, hashbrown::HashTable<Slot>> {
        self.shard(hash).write().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
    /// Entries the shards have room for.
    fn capacity(&self) -> usize {
        self.shards.iter().map(|s| s.read().unwrap_or_else(std::sync::PoisonError::into_inner).capacity()).sum()
    }
    /// Entries in the shards.
    fn len(&self) -> usize {
        self.shards.iter().map(|s| s.read().unwrap_or_else(std::sync::PoisonError::into_inner).len()).sum()
    }
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

    /// Forgets every name, keeping the memory of the tables: a parser
    /// reading one function after another reuses one interner.
    pub fn clear(&mut self) {
        self.index.clear();
        self.text.clear();
        self.ends.clear();
        self.texts.clear();
    }

    /// How many distinct strings are interned.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

fn bytes_at<'t>(text: &'t [u8], ends: &[u32], i: u32) -> &'t [u8] {
    let end = ends[i as usize] as usize;
    let start = if i == 0 { 0 } else { ends[i as usize - 1] as usize };
    &text[start..end]
}

/// The context's table of names: an [`Interner`] that adds through a
/// shared reference and is `Sync`, so that names (and the attributes and
/// types that hold them) can be made while the IR is only borrowed, from
/// several threads at once. As in [`SharedUniquer`], reading a name by its
/// symbol takes no lock.
#[derive(Default)]
pub struct SharedInterner {
    index: ShardedIndex,
    names: AppendOnly<Name>,
}

/// An interned name: its text when that is its text form, else its bytes
/// and their text form ([`crate::diag::text_of_bytes`]: not UTF-8, or
/// holding characters of the range that stands for bytes).
enum Name {
    Text(Box<str>),
    Bytes { bytes: Box<[u8]>, text: Box<str> },
}

impl Name {
    fn bytes(&self) -> &[u8] {
        match self {
            Name::Text(t) => t.as_bytes(),
            Name::Bytes { bytes, .. } => bytes,
        }
    }
}

impl SharedInterner {
    /// Interns `s`, returning its symbol.
    pub fn intern(&self, s: &str) -> Sym {
        self.intern_bytes(s.as_bytes())
    }

    /// Interns the bytes `s` (not necessarily UTF-8), returning its symbol.
    pub fn intern_bytes(&self, s: &[u8]) -> Sym {
        let hash = hash32(s);
        if let Some(i) = recent::find(self.names.id, hash, |i| self.names.get(i).bytes() == s) {
            return Sym(i);
        }
        let eq = |slot: &Slot| slot.hash == hash && self.names.get(slot.index).bytes() == s;
        {
            let index = self.index.read(hash);
            if let Some(slot) = index.find(spread(hash), eq) {
                recent::note(self.names.id, hash, slot.index);
                return Sym(slot.index);
            }
        }
        let mut index = self.index.write(hash);
        // Another thread may have added it between the two locks.
        if let Some(slot) = index.find(spread(hash), eq) {
            return Sym(slot.index);
        }
        let name = match crate::diag::text_of_bytes(s) {
            std::borrow::Cow::Borrowed(t) => Name::Text(t.into()),
            std::borrow::Cow::Owned(text) => Name::Bytes { bytes: s.into(), text: text.into() },
        };
        let i = self.names.push(name);
        index.insert_unique(spread(hash), Slot { index: i, hash }, |slot| spread(slot.hash));
        recent::note(self.names.id, hash, i);
        Sym(i)
    }

    /// The symbol of `s` if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        let s = s.as_bytes();
        let hash = hash32(s);
        if let Some(i) = recent::find(self.names.id, hash, |i| self.names.get(i).bytes() == s) {
            return Some(Sym(i));
        }
        let index = self.index.read(hash);
        let slot = index.find(spread(hash), |slot| slot.hash == hash && self.names.get(slot.index).bytes() == s)?;
        recent::note(self.names.id, hash, slot.index);
        Some(Sym(slot.index))
    }

    /// The text of a symbol; a name that is not UTF-8 comes in its text
    /// form ([`crate::diag::text_of_bytes`]), so that a message quoting it
    /// shows its bytes (see [`SharedInterner::get_bytes`]).
    pub fn get(&self, sym: Sym) -> &str {
        match self.names.get(sym.0) {
            Name::Text(t) => t,
            Name::Bytes { text, .. } => text,
        }
    }

    /// The bytes of a symbol.
    pub fn get_bytes(&self, sym: Sym) -> &[u8] {
        self.names.get(sym.0).bytes()
    }

    /// How many distinct names are interned.
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes of names and index (used, allocated), for [`crate::stats`].
    pub(crate) fn text_bytes(&self) -> crate::stats::Bytes {
        let slots = self.index.capacity();
        let text: usize =
            (0..self.names.len() as u32).filter_map(|i| self.names.try_get(i)).map(|n| n.bytes().len()).sum();
        let records = self.len() * std::mem::size_of::<Name>();
        crate::stats::Bytes { used: text + records, reserved: text + records + slots * std::mem::size_of::<Slot>() }
    }
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
    index: ShardedIndex,
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
        if let Some(i) = recent::find(self.items.id, hash, |i| *self.items.get(i) == value) {
            return i;
        }
        let eq = |slot: &Slot| slot.hash == hash && *self.items.get(slot.index) == value;
        {
            let index = self.index.read(hash);
            if let Some(slot) = index.find(spread(hash), eq) {
                recent::note(self.items.id, hash, slot.index);
                return slot.index;
            }
        }
        let mut index = self.index.write(hash);
        // Another thread may have added it between the two locks.
        if let Some(slot) = index.find(spread(hash), eq) {
            return slot.index;
        }
        let i = self.items.push(value);
        index.insert_unique(spread(hash), Slot { index: i, hash }, |slot| spread(slot.hash));
        recent::note(self.items.id, hash, i);
        i
    }
    /// Adds `value` without entering it in the index, so [`Self::intern`]
    /// would not find it: for values that a table of the caller's finds
    /// instead (and the caller then never interns them).
    pub(crate) fn push_unindexed(&self, value: T) -> u32 {
        self.items.push(value)
    }
    /// The index of `value` if it was added before.
    pub fn find(&self, value: &T) -> Option<u32> {
        let hash = hash32(value);
        let index = self.index.read(hash);
        index.find(spread(hash), |slot| slot.hash == hash && self.items.get(slot.index) == value).map(|slot| slot.index)
    }
    /// The value at `index`.
    pub fn get(&self, index: u32) -> &T {
        self.items.get(index)
    }
    /// Whether `f` holds for a value stored (with its index), trying them
    /// in index order until it does.
    pub fn any(&self, f: impl FnMut(u32, &T) -> bool) -> bool {
        self.items.any(f)
    }
    /// How many indices were taken: the values added and, while threads
    /// are adding, up to a few dozen per thread not used yet (an estimate
    /// for statistics; [`Self::get`] reads only indices handed out).
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether no value was added.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The values each thread found last in the shared tables, so that one
/// found again (the types a verifier infers for every op, the name of the
/// op a pattern makes) is found without taking its shard's lock: threads
/// taking the same lock over and over pass its cache line between their
/// cores, which costs more than the lookup.
pub(crate) mod recent {
    use std::cell::Cell;

    /// Entries per thread, one per hash bucket (direct-mapped).
    const ENTRIES: usize = 256;

    #[derive(Clone, Copy)]
    struct Entry {
        /// The table's id ([`super::AppendOnly::id`]); 0 for none.
        table: u64,
        hash: u32,
        index: u32,
    }

    thread_local! {
        static RECENT: [Cell<Entry>; ENTRIES] =
            const { [const { Cell::new(Entry { table: 0, hash: 0, index: 0 }) }; ENTRIES] };
    }

    fn bucket(hash: u32) -> usize {
        (super::spread(hash) >> 56) as usize % ENTRIES
    }

    /// The index this thread last saw for `hash` in `table`, if `is` says
    /// the value there is the one looked for.
    #[inline]
    pub(crate) fn find(table: u64, hash: u32, is: impl Fn(u32) -> bool) -> Option<u32> {
        let e = RECENT.with(|r| r[bucket(hash)].get());
        (e.table == table && e.hash == hash && is(e.index)).then_some(e.index)
    }

    /// Remembers where the value of `hash` is in `table`.
    #[inline]
    pub(crate) fn note(table: u64, hash: u32, index: u32) {
        RECENT.with(|r| r[bucket(hash)].set(Entry { table, hash, index }));
    }
}

/// A vector that grows through a shared reference, read without a lock,
/// whose values never move once added. Threads may push at once: each
/// thread takes indices [`RESERVE`] at a time and writes their slots in
/// turn, so that threads pushing at once (every op read makes a new
/// location) write apart and rarely touch the shared counter; reads may
/// run beside a push. Indices a thread took and never used stay empty.
///
/// The first values go to buckets of doubling size (a small table costs
/// little), the rest to pages of [`PAGE`] values found through a two-level
/// directory made on first use: each slot is written when its bucket or
/// page is made, so a table of doubling buckets only would hold up to
/// twice its values in memory, where pages waste at most one page.
pub(crate) struct AppendOnly<T> {
    buckets: [Chunk<T>; BUCKETS],
    pages: Directory<T>,
    /// The first index no thread has taken: on lines of its own, as
    /// threads write it and every read reads the bucket pointers.
    len: crate::parallel::CachePadded<std::sync::atomic::AtomicU32>,
    /// Names this table in the indices threads keep ([`RESERVED`]); never
    /// reused, so that a new table is never taken for a dropped one.
    id: u64,
}

/// How many indices a thread takes from a table at once.
const RESERVE: u32 = 64;

/// Indices a thread took from a table and has not used yet.
#[derive(Clone, Copy)]
struct Reservation {
    /// The table's `id`; 0 for none.
    table: u64,
    next: u32,
    end: u32,
}

thread_local! {
    /// The indices this thread holds in the last tables it pushed to, the
    /// latest first (a context has four tables).
    static RESERVED: std::cell::RefCell<[Reservation; 4]> =
        const { std::cell::RefCell::new([Reservation { table: 0, next: 0, end: 0 }; 4]) };
}

/// A bucket or page: slots written once.
type Chunk<T> = std::sync::OnceLock<Box<[std::sync::OnceLock<T>]>>;

/// The directory of pages: entries of [`PAGES_PER_ENTRY`] pages, each
/// entry made when its first page is.
type Directory<T> = std::sync::OnceLock<Box<[std::sync::OnceLock<Box<[Chunk<T>]>>]>>;

/// The size of the first bucket; bucket `k` holds `FIRST_BUCKET << k`.
const FIRST_BUCKET: u32 = 64;
const BUCKETS: usize = 6;
/// Values held by the buckets: 64 + 128 + ... + 2048.
const IN_BUCKETS: u32 = FIRST_BUCKET * ((1 << BUCKETS) - 1);
/// Values per page.
const PAGE: u32 = 4096;
/// Pages per directory entry; the directory has as many entries, so
/// that every `u32` index has its place.
const PAGES_PER_ENTRY: u32 = 1024;

impl<T> Default for AppendOnly<T> {
    fn default() -> Self {
        static TABLES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let id = TABLES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        AppendOnly { buckets: Default::default(), pages: Default::default(), len: Default::default(), id }
    }
}

/// Where slot `i` lives.
#[derive(Debug, PartialEq, Eq, Hash)]
enum Place {
    Bucket { bucket: usize, offset: usize },
    Page { entry: usize, page: usize, offset: usize },
}

#[inline]
fn place(i: u32) -> Place {
    if i < IN_BUCKETS {
        let (bucket, offset) = bucket_place(i);
        return Place::Bucket { bucket, offset };
    }
    let j = i - IN_BUCKETS;
    let page = j / PAGE;
    Place::Page {
        entry: (page / PAGES_PER_ENTRY) as usize,
        page: (page % PAGES_PER_ENTRY) as usize,
        offset: (j % PAGE) as usize,
    }
}

/// The bucket and offset of slot `i`, below [`IN_BUCKETS`].
#[inline(always)]
fn bucket_place(i: u32) -> (usize, usize) {
    let j = i + FIRST_BUCKET;
    let bucket = (31 - j.leading_zeros() - FIRST_BUCKET.trailing_zeros()) as usize;
    (bucket, (j - (FIRST_BUCKET << bucket)) as usize)
}

#[cold]
#[inline(never)]
fn missing(i: u32) -> ! {
    panic!("uniqued value #{i} does not exist (a handle from another context?)")
}

fn new_chunk<T>(len: u32) -> Box<[std::sync::OnceLock<T>]> {
    (0..len).map(|_| std::sync::OnceLock::new()).collect()
}

fn new_directory<U>(len: u32) -> Box<[std::sync::OnceLock<U>]> {
    new_chunk(len)
}

impl<T> AppendOnly<T> {
    /// The slot of index `i`, its bucket or page made when `make` says so.
    #[inline]
    fn slot(&self, i: u32, make: bool) -> Option<&std::sync::OnceLock<T>> {
        match place(i) {
            Place::Bucket { bucket, offset } => {
                let chunk = &self.buckets[bucket];
                let chunk = if make { chunk.get_or_init(|| new_chunk(FIRST_BUCKET << bucket)) } else { chunk.get()? };
                Some(&chunk[offset])
            }
            Place::Page { entry, page, offset } => {
                let (pages, chunk);
                if make {
                    pages = self.pages.get_or_init(|| new_directory(PAGES_PER_ENTRY));
                    let entry = pages[entry].get_or_init(|| new_directory(PAGES_PER_ENTRY));
                    chunk = entry[page].get_or_init(|| new_chunk(PAGE));
                } else {
                    pages = self.pages.get()?;
                    chunk = pages[entry].get()?[page].get()?;
                }
                Some(&chunk[offset])
            }
        }
    }

    /// Adds `value`, returning its index: the next one this thread holds.
    pub(crate) fn push(&self, value: T) -> u32 {
        let i = self.take_index();
        let slot = self.slot(i, true).expect("a slot is made for every index");
        if slot.set(value).is_err() {
            unreachable!("slot {i} of a uniquer was given out twice");
        }
        i
    }

    /// The next index this thread holds in this table, taking
    /// [`RESERVE`] more when it holds none.
    fn take_index(&self) -> u32 {
        use std::sync::atomic::Ordering;
        RESERVED.with_borrow_mut(|held| {
            let mine = held.iter().position(|r| r.table == self.id);
            if let Some(r) = mine.map(|k| &mut held[k]).filter(|r| r.next < r.end) {
                r.next += 1;
                return r.next - 1;
            }
            let start = self
                .len
                .fetch_update(Ordering::AcqRel, Ordering::Acquire, |len| len.checked_add(RESERVE))
                .unwrap_or_else(|_| panic!("more than 2^32 uniqued values"));
            // The latest table first; the one used longest ago gives way.
            let last = held.len() - 1;
            held.copy_within(0..mine.unwrap_or(last), 1);
            held[0] = Reservation { table: self.id, next: start + 1, end: start + RESERVE };
            start
        })
    }

    /// Names this table in the tables each thread keeps ([`recent`]).
    pub(crate) fn id(&self) -> u64 {
        self.id
    }

    /// The value at index `i`, which a push has returned. Inlined: every
    /// read of a type, attribute, name or op name comes here.
    #[inline(always)]
    pub(crate) fn get(&self, i: u32) -> &T {
        match self.written_slot(i).and_then(|slot| slot.get()) {
            Some(value) => value,
            None => missing(i),
        }
    }

    /// [`Self::slot`] without making anything: the read path, small
    /// enough to inline wherever a value is read.
    #[inline(always)]
    fn written_slot(&self, i: u32) -> Option<&std::sync::OnceLock<T>> {
        if i < IN_BUCKETS {
            let (bucket, offset) = bucket_place(i);
            return self.buckets.get(bucket)?.get()?.get(offset);
        }
        self.slot(i, false)
    }

    /// The value at index `i`, if it was written (a push running on
    /// another thread may not have written it yet).
    pub(crate) fn try_get(&self, i: u32) -> Option<&T> {
        self.slot(i, false)?.get()
    }

    /// How many indices threads have taken: the values pushed and up to
    /// [`RESERVE`] per thread not yet used (read values with
    /// [`Self::try_get`] to see which are there).
    pub(crate) fn len(&self) -> usize {
        self.len.load(std::sync::atomic::Ordering::Acquire) as usize
    }

    /// Whether `f` holds for a value written, trying them in index order
    /// until it does. Walks the buckets and pages themselves: a few
    /// instructions per value, not a lookup each.
    pub(crate) fn any(&self, mut f: impl FnMut(u32, &T) -> bool) -> bool {
        let mut in_chunk = |first: u32, chunk: &[std::sync::OnceLock<T>]| {
            (first..).zip(chunk).any(|(i, slot)| slot.get().is_some_and(|v| f(i, v)))
        };
        for (k, bucket) in self.buckets.iter().enumerate() {
            let first = (FIRST_BUCKET << k) - FIRST_BUCKET;
            if bucket.get().is_some_and(|chunk| in_chunk(first, chunk)) {
                return true;
            }
        }
        let Some(entries) = self.pages.get() else { return false };
        for (e, entry) in entries.iter().enumerate() {
            let Some(pages) = entry.get() else { continue };
            for (p, page) in pages.iter().enumerate() {
                let first = IN_BUCKETS + (e as u32 * PAGES_PER_ENTRY + p as u32) * PAGE;
                if page.get().is_some_and(|chunk| in_chunk(first, chunk)) {
                    return true;
                }
            }
        }
        false
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
    fn shared_interner_keeps_every_byte_string() {
        let i = SharedInterner::default();
        let names: [&[u8]; 5] = [b"a.b", b"", b"\xff\xfe", "\u{10FFFF}".as_bytes(), "x\u{10FF80}".as_bytes()];
        let syms: Vec<Sym> = names.iter().map(|n| i.intern_bytes(n)).collect();
        for (n, &sym) in names.iter().zip(&syms) {
            assert_eq!(i.intern_bytes(n), sym);
            assert_eq!(i.get_bytes(sym), *n);
            assert_eq!(crate::diag::bytes_of_text(i.get(sym)).as_ref(), *n, "the text form gives the bytes back");
        }
        assert_eq!(i.len(), names.len());
        assert_eq!(i.lookup("a.b"), Some(syms[0]));
        assert_eq!(i.lookup("c"), None);
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
        assert_eq!(place(0), Place::Bucket { bucket: 0, offset: 0 });
        assert_eq!(place(FIRST_BUCKET), Place::Bucket { bucket: 1, offset: 0 });
        assert_eq!(place(IN_BUCKETS - 1), Place::Bucket { bucket: BUCKETS - 1, offset: (2048 - 1) as usize });
        assert_eq!(place(IN_BUCKETS), Place::Page { entry: 0, page: 0, offset: 0 });
        assert_eq!(place(IN_BUCKETS + PAGE), Place::Page { entry: 0, page: 1, offset: 0 });
        let last = place(u32::MAX);
        let Place::Page { entry, page, .. } = last else { panic!("{last:?}") };
        assert!(entry < PAGES_PER_ENTRY as usize && page < PAGES_PER_ENTRY as usize);
        let mut seen = std::collections::HashSet::new();
        for i in (0..20_000).chain(u32::MAX - 10_000..=u32::MAX) {
            assert!(seen.insert(place(i)), "index {i} shares its slot");
        }
        let v: AppendOnly<u32> = AppendOnly::default();
        for i in 0..10_000 {
            assert_eq!(v.push(i * 3), i, "one thread takes the indices in order");
        }
        assert!((10_000..10_000 + RESERVE as usize).contains(&v.len()));
        assert!((0..10_000).all(|i| *v.get(i) == i * 3));
        assert_eq!(v.try_get(10_000), None);
    }

    /// `any` sees every value written, with its index, in index order
    /// (buckets and pages alike), skips indices not written, and stops at
    /// the first value it holds for.
    #[test]
    fn append_only_any_walks_every_value() {
        let v: AppendOnly<u32> = AppendOnly::default();
        let n = IN_BUCKETS + 3 * PAGE + 17;
        for i in 0..n {
            v.push(i * 7);
        }
        let mut seen = Vec::new();
        assert!(!v.any(|i, &x| {
            seen.push((i, x));
            false
        }));
        assert_eq!(
            seen,
            (0..n).map(|i| (i, i * 7)).collect::<Vec<_>>(),
            "indices reserved and not written are skipped"
        );
        let mut tried = 0;
        assert!(v.any(|i, _| {
            tried += 1;
            i == IN_BUCKETS + 5
        }));
        assert_eq!(tried, IN_BUCKETS + 6);
        assert!(!AppendOnly::<u32>::default().any(|_, _| true), "an empty table holds nothing");
    }

    #[test]
    fn threads_push_to_indices_of_their_own() {
        let v: AppendOnly<(u32, u32)> = AppendOnly::default();
        let other: AppendOnly<u32> = AppendOnly::default();
        let per_thread: Vec<Vec<u32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|t| {
                    let (v, other) = (&v, &other);
                    // Pushes to another table in between do not lose the
                    // indices a thread holds in this one.
                    s.spawn(move || (0..1000).map(|n| (v.push((t, n)), other.push(n)).0).collect::<Vec<u32>>())
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("no panic")).collect()
        });
        let mut all: Vec<u32> = per_thread.concat();
        for (t, indices) in per_thread.iter().enumerate() {
            for (n, &i) in indices.iter().enumerate() {
                assert_eq!(v.get(i), &(t as u32, n as u32));
            }
            // Runs of `RESERVE` consecutive indices.
            assert!(indices.chunks(RESERVE as usize).all(|run| run.windows(2).all(|w| w[1] == w[0] + 1)));
        }
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 4000, "no index given twice");
        assert!(v.len() >= 4000 && v.len() <= 4000 + 4 * RESERVE as usize);
        let stored = (0..v.len() as u32).filter(|&i| v.try_get(i).is_some()).count();
        assert_eq!(stored, 4000);
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
        let stored = (0..u.len() as u32).filter(|&i| u.items.try_get(i).is_some()).count();
        assert_eq!(stored, 2000, "each value stored once");
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
