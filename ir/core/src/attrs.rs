//! Attributes: constant data attached to operations, uniqued in the
//! [`Context`] like types. Locations are attributes too, as in MLIR.

use crate::bigint::ApInt;
use crate::context::Context;
use crate::intern::Sym;
use crate::types::{Signedness, Type, TypeKind};

/// A uniqued attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attr(pub(crate) u32);
crate::entity::entity_impl!(Attr);

/// The value of an integer attribute: two's complement, sign-extended from
/// the type's width when it fits 128 bits (so equal values compare equal),
/// or the little-endian words of a wider integer, masked to its width.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntValue {
    /// A value that fits 128 bits.
    Small(Bits128),
    /// A wider value: its 64-bit words, least significant first.
    Big(Box<[u64]>),
}

/// A 128-bit pattern kept as two 64-bit words, least significant first:
/// an `i128` or `u128` field aligns to 16 bytes and would make every
/// attribute 16 bytes larger (most attributes are locations).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Bits128([u64; 2]);

impl Bits128 {
    /// Zero.
    pub const ZERO: Bits128 = Bits128([0, 0]);
    /// The pattern of `v`.
    pub const fn new(v: u128) -> Self {
        Bits128([v as u64, (v >> 64) as u64])
    }
    /// The pattern of `v` (two's complement).
    pub const fn from_i128(v: i128) -> Self {
        Self::new(v as u128)
    }
    /// The pattern.
    pub const fn get(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }
    /// The pattern as a two's complement value.
    pub const fn get_i128(self) -> i128 {
        self.get() as i128
    }
}

impl IntValue {
    /// A value that fits 128 bits.
    pub const fn small(v: i128) -> IntValue {
        IntValue::Small(Bits128::from_i128(v))
    }

    /// The low `width` bits as little-endian words (two's complement),
    /// `width.div_ceil(64)` of them.
    pub fn to_words(&self, width: u32) -> Vec<u64> {
        let n = (width as usize).div_ceil(64).max(1);
        let mut words = match self {
            IntValue::Small(v) => {
                let v = v.get_i128();
                let fill = if v < 0 { u64::MAX } else { 0 };
                let mut w = vec![fill; n.max(2)];
                w[0] = v as u64;
                w[1] = (v >> 64) as u64;
                w.truncate(n);
                w
            }
            IntValue::Big(w) => {
                let mut w = w.to_vec();
                w.resize(n, 0);
                w
            }
        };
        mask_words(&mut words, width);
        words
    }

    /// The value of `width` bits held in `words` (two's complement,
    /// little-endian), normalised as integer attributes hold it.
    pub fn from_words(words: &[u64], width: u32) -> IntValue {
        if width > 128 {
            let mut w = words.to_vec();
            w.resize((width as usize).div_ceil(64), 0);
            mask_words(&mut w, width);
            IntValue::Big(w.into())
        } else {
            let low = u128::from(words.first().copied().unwrap_or(0))
                | (u128::from(words.get(1).copied().unwrap_or(0)) << 64);
            IntValue::small(sign_extend(low, width))
        }
    }

    /// The value as an integer of `width` bits.
    pub fn to_apint(&self, width: u32) -> ApInt {
        match self {
            IntValue::Small(v) => ApInt::from_i128(width, v.get_i128()),
            IntValue::Big(w) => ApInt::from_words(width, w),
        }
    }

    /// The value of an integer, normalised as integer attributes hold it.
    pub fn from_apint(v: &ApInt) -> IntValue {
        match v.width() {
            w if w <= 128 => IntValue::small(sign_extend(v.low_u128(), w)),
            w => IntValue::from_words(&v.words(), w),
        }
    }
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`: present or absent, no value.
    Unit,
    /// Integers of any width; `i1` values print as `true`/`false` (BoolAttr).
    Integer {
        /// The integer type (`i1`, `si8`, `index`, ...).
        ty: Type,
        /// The value, normalized to the type's width.
        value: IntValue,
    },
    /// A float's bit pattern in the format of `ty`.
    Float {
        /// The float type.
        ty: Type,
        /// The bit pattern, in the low bits.
        bits: Bits128,
    },
    /// Bytes, since an escaped string may hold any byte.
    String {
        /// The bytes of the string.
        value: Box<[u8]>,
        /// The type after `:`, when the string has one.
        ty: Option<Type>,
    },
    /// `[a, b]`: a list of attributes.
    Array(Box<[Attr]>),
    /// Entries sorted by name text, names unique.
    Dictionary(Box<[(Sym, Attr)]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested...`: a reference to a symbol.
    SymbolRef {
        /// The outermost symbol.
        root: Sym,
        /// The symbols nested in it, outermost first.
        nested: Box<[Sym]>,
    },
    /// Elements of an int/float/complex shaped type, each as its bit pattern
    /// (complex: two scalars per element). A splat holds one element.
    DenseElements {
        /// The shaped type (a tensor or vector).
        ty: Type,
        /// Whether one element stands for all.
        splat: bool,
        /// The elements' bit patterns, row-major, in MLIR's compact layout.
        data: DenseBits,
    },
    /// `dense<["a", "b"]>`: elements of a string tensor.
    DenseStringElements {
        /// The shaped type.
        ty: Type,
        /// Whether one element stands for all.
        splat: bool,
        /// The elements' bytes, row-major.
        data: Box<[Box<[u8]>]>,
    },
    /// `array<i64: 1, 2>`: element type and bit patterns.
    DenseArray {
        /// The element type (an integer or float type).
        element: Type,
        /// The elements' bit patterns.
        data: Box<[u128]>,
    },
    /// Affine maps and integer sets are kept as their normalized text.
    AffineMap(Box<str>),
    /// An integer set, kept as its normalized text.
    IntegerSet(Box<str>),
    /// `strided<[s0, s1], offset: o>`: a memref layout.
    StridedLayout {
        /// The offset; [`DYNAMIC`](crate::types::DYNAMIC) stands for `?`.
        offset: i64,
        /// The strides, outermost first; [`DYNAMIC`](crate::types::DYNAMIC) stands for `?`.
        strides: Box<[i64]>,
    },
    /// `#dialect.body` of a dialect nobody registered, kept as written.
    Opaque {
        /// The dialect's namespace.
        dialect: Sym,
        /// The bytes between `#dialect.` and the end of the attribute (any
        /// bytes, as MLIR keeps them).
        body: Box<[u8]>,
        /// The type after `:`, when there is one.
        ty: Option<Type>,
    },
    /// A registered dialect attribute: definition index and parameters.
    Dialect {
        /// Index of the definition in the registry.
        def: u32,
        /// The parameters, in the definition's order.
        params: Box<[Attr]>,
    },
    /// A source location (see [`LocKind`]).
    Location(LocKind),
    /// `distinct[N]<referenced>`: an attribute that is equal only to
    /// itself, however equal the referenced attributes (MLIR's
    /// `DistinctAttr`). Made by [`Context::distinct_attr`].
    Distinct {
        /// What makes it unique in its context (no meaning in the text:
        /// the printer numbers distinct attributes in print order).
        id: u32,
        /// The attribute it wraps (`unit` for `distinct[N]<>`).
        referenced: Attr,
    },
    /// `dense_resource<key> : type`: elements held in a blob the context
    /// keeps under `key` (MLIR's `DenseResourceElementsAttr`); the blob
    /// may be missing.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The blob's key.
        key: Box<[u8]>,
    },
    /// `sparse<indices, values> : type`: the elements of `ty` at `indices`
    /// are `values`, all others zero (MLIR's `SparseElementsAttr`).
    Sparse {
        /// The shaped type of the whole.
        ty: Type,
        /// Dense `i64` elements of shape `[count, rank]` (or `[count]` for
        /// rank 1).
        indices: Attr,
        /// Dense elements of shape `[count]`.
        values: Attr,
    },
}

/// The bytes of a resource blob and the alignment they ask for (a power
/// of two), as a file's `dialect_resources` give them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResourceBlob {
    /// The alignment in bytes.
    pub alignment: u32,
    /// The data.
    pub data: Box<[u8]>,
}

/// A value of a file's `external_resources` that no reader claims: MLIR
/// keeps it as written (a bool, a string, or a `"0x..."` blob) and prints
/// it back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExternalResourceValue {
    /// `true` or `false`.
    Bool(bool),
    /// A string, as bytes.
    String(Box<[u8]>),
    /// A hex blob.
    Blob(ResourceBlob),
}

/// One group of a file's `external_resources` (`name: { key: value, ... }`),
/// its entries in file order; groups of the same name are merged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExternalResourceGroup {
    /// The group's name.
    pub name: Box<str>,
    /// The entries, keys as bytes.
    pub entries: Vec<(Box<[u8]>, ExternalResourceValue)>,
}

/// The scalars of a dense elements attribute (a complex element is two
/// scalars) stored as MLIR stores them, so that a large constant costs its
/// size in bytes rather than 16 bytes an element: each scalar takes its bit
/// width rounded up to whole bytes, little-endian, and `i1` scalars are
/// packed eight to a byte, least significant bit first. Bits above the width
/// are zero unless the bytes were given in hex with them set.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DenseBits {
    /// The scalars' bit width.
    width: u32,
    /// The number of scalars (32 bits: more would take 512 MB even as
    /// `i1`, and attributes stay four words).
    len: u32,
    bytes: Box<[u8]>,
}

impl DenseBits {
    /// Scalars of `width` bits from their bit patterns (truncated to the
    /// width; wider than 128 bits, sign-extended from bit 127, as
    /// [`IntValue::Small`] holds them).
    pub fn from_bits(width: u32, bits: impl IntoIterator<Item = u128>) -> Self {
        let bits = bits.into_iter();
        // Sized once for the scalars the iterator promises: the bytes are
        // boxed at the end, and a vector grown and then shrunk to its
        // length costs three reallocations for a three-extent shape.
        let hint = bits.size_hint().0;
        let mut bytes =
            Vec::with_capacity(if width == 1 { hint.div_ceil(8) } else { hint.saturating_mul(Self::byte_size(width)) });
        let mut len = 0;
        if width == 1 {
            for b in bits {
                if len % 8 == 0 {
                    bytes.push(0);
                }
                if let Some(last) = bytes.last_mut() {
                    *last |= ((b & 1) as u8) << (len % 8);
                }
                len += 1;
            }
        } else {
            let size = Self::byte_size(width);
            for b in bits {
                let le = truncate(b, width).to_le_bytes();
                bytes.extend_from_slice(&le[..size.min(16)]);
                if size > 16 {
                    let fill = if (b as i128) < 0 { 0xFF } else { 0 };
                    bytes.extend(std::iter::repeat_n(fill, size - 16));
                    if let Some(last) = bytes.last_mut() {
                        *last &= Self::top_byte_mask(width);
                    }
                }
                len += 1;
            }
        }
        DenseBits { width, len: Self::count(len), bytes: bytes.into() }
    }

    /// A number of scalars as stored.
    fn count(len: usize) -> u32 {
        u32::try_from(len).unwrap_or_else(|_| panic!("{len} dense elements: at most 2^32 - 1 are supported"))
    }

    /// Scalars of `width` bits from their bytes in the layout described on
    /// the type (what MLIR's hex form `"0x..."` spells), kept as given: bits
    /// above the width are ignored when read, but count in equality and
    /// print back, as in MLIR. `None` if the byte count is not `len`
    /// scalars' worth, or more than 2^32 - 1 scalars.
    pub fn from_le_bytes(width: u32, len: usize, bytes: Vec<u8>) -> Option<Self> {
        let expected = if width == 1 { len.div_ceil(8) } else { len.checked_mul(Self::byte_size(width))? };
        let len = u32::try_from(len).ok()?;
        (bytes.len() == expected).then(|| DenseBits { width, len, bytes: bytes.into() })
    }

    /// The bits of a scalar's most significant byte that the width uses.
    fn top_byte_mask(width: u32) -> u8 {
        match width % 8 {
            0 => 0xFF,
            r => (1u8 << r) - 1,
        }
    }

    /// Bytes a scalar of `width` bits takes (`i1` aside, which takes a bit).
    fn byte_size(width: u32) -> usize {
        width.div_ceil(8) as usize
    }

    /// The scalars' bit width.
    pub fn width(&self) -> u32 {
        self.width
    }
    /// The number of scalars.
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether there is no scalar.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The bit pattern of scalar `i` (of a scalar wider than 128 bits, the
    /// low 128). Panics if `i` is out of range.
    pub fn get(&self, i: usize) -> u128 {
        assert!(i < self.len(), "dense element {i} out of range ({} elements)", self.len);
        if self.width == 1 {
            return u128::from((self.bytes[i / 8] >> (i % 8)) & 1);
        }
        let size = Self::byte_size(self.width);
        let take = size.min(16);
        let mut le = [0u8; 16];
        le[..take].copy_from_slice(&self.bytes[i * size..i * size + take]);
        truncate(u128::from_le_bytes(le), self.width)
    }
    /// The bit pattern of scalar `i` as 64-bit words, least significant
    /// first (for scalars wider than 128 bits). Panics if `i` is out of range.
    pub fn get_words(&self, i: usize) -> Vec<u64> {
        if self.width <= 128 {
            let b = self.get(i);
            return vec![b as u64, (b >> 64) as u64];
        }
        let size = Self::byte_size(self.width);
        let raw = &self.bytes[i * size..(i + 1) * size];
        let mut words: Vec<u64> = raw
            .chunks(8)
            .map(|c| {
                let mut le = [0u8; 8];
                le[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(le)
            })
            .collect();
        let top = self.width as usize - 64 * (words.len() - 1);
        if let Some(last) = words.last_mut() {
            if top < 64 {
                *last &= (1u64 << top) - 1;
            }
        }
        words
    }
    /// Scalar `i` as an integer of the scalars' width, at any width.
    /// Panics if `i` is out of range.
    pub fn get_int(&self, i: usize) -> ApInt {
        if self.width <= 128 {
            ApInt::from_u128(self.width, self.get(i))
        } else {
            ApInt::from_words(self.width, &self.get_words(i))
        }
    }
    /// Scalars from integers of `width` bits, at any width.
    pub fn from_ints<'a>(width: u32, ints: impl IntoIterator<Item = &'a ApInt>) -> Self {
        if width <= 128 {
            return Self::from_bits(width, ints.into_iter().map(ApInt::low_u128));
        }
        let size = Self::byte_size(width);
        let mut bytes = Vec::new();
        let mut len = 0;
        for v in ints {
            let le: Vec<u8> = v.words().iter().flat_map(|w| w.to_le_bytes()).collect();
            bytes.extend_from_slice(&le[..size]);
            len += 1;
        }
        DenseBits { width, len: Self::count(len), bytes: bytes.into() }
    }
    /// The scalars' bit patterns in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = u128> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }
    /// The raw bytes in the layout described on the type.
    pub fn as_le_bytes(&self) -> &[u8] {
        &self.bytes
    }
    /// The first `n` scalars (all of them if there are fewer).
    pub fn prefix(&self, n: usize) -> Self {
        let n = n.min(self.len());
        let end = if self.width == 1 { n.div_ceil(8) } else { n * Self::byte_size(self.width) };
        let mut bytes = self.bytes[..end].to_vec();
        if self.width == 1 && !n.is_multiple_of(8) {
            if let Some(last) = bytes.last_mut() {
                *last &= (1u8 << (n % 8)) - 1;
            }
        }
        DenseBits { width: self.width, len: Self::count(n), bytes: bytes.into() }
    }
    /// Whether the scalars are `per`-scalar groups (an element) all equal
    /// to the first (and there is at least one), decided on the bytes as
    /// MLIR decides: `i1` data is uniform only in the packed form that a
    /// splat would take (unused bits zero).
    pub fn is_uniform(&self, per: usize) -> bool {
        if self.len() < per || per == 0 || !self.len().is_multiple_of(per) {
            return false;
        }
        if self.width == 1 {
            let canonical = DenseBits::from_bits(1, (0..self.len()).map(|i| self.get(i % per)));
            return canonical.bytes == self.bytes;
        }
        let group = per * Self::byte_size(self.width);
        group == 0 || self.bytes.chunks(group).all(|c| c == &self.bytes[..group])
    }
}

/// The first `"file":line:col` location made on each line of each file,
/// by line. A parser makes one location per op, line after line: found
/// here, each costs an access to memory next to the previous one, where
/// the index of all attributes (a hash table) misses the cache for each.
/// Lines go in blocks, spread over shards with a lock each, so that
/// threads reading different functions of a file take different locks.
pub(crate) struct FirstOnLine {
    shards: Box<[LineShard]>,
}

/// The blocks of lines of some files: the attribute of each line's first
/// location (never the unknown location, attribute 0).
type LineShard = crate::parallel::CachePadded<std::sync::Mutex<LineBlocks>>;

/// Blocks of lines by file and block number.
type LineBlocks = rustc_hash::FxHashMap<(Sym, u32), Box<[Option<std::num::NonZeroU32>]>>;

impl Default for FirstOnLine {
    fn default() -> Self {
        FirstOnLine { shards: (0..Self::SHARDS).map(|_| LineShard::default()).collect() }
    }
}

impl FirstOnLine {
    const SHARDS: usize = 16;
    /// Lines per block.
    const BLOCK: u32 = 256;
    /// Blocks a shard may hold: a file of hand-written far-apart line
    /// numbers cannot make the table grow without bound; lines past it
    /// go to the index of all attributes.
    const MAX_BLOCKS: usize = 1024;
}

/// Source locations.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `unknown`: no source position.
    Unknown,
    /// `"file":line:col`, optionally a range `to [line:]col`.
    FileLineCol {
        /// The file name.
        file: Sym,
        /// The line, 1-based.
        line: u32,
        /// The column, 1-based.
        col: u32,
        /// The end of a range: line and column (boxed: ranges are rare,
        /// and a location is an attribute of four words).
        end: Option<Box<(u32, u32)>>,
    },
    /// `"name"(child)`: a named location.
    Name {
        /// The name.
        name: Sym,
        /// The location it names, if any.
        child: Option<Attr>,
    },
    /// `callsite(callee at caller)`: a location inlined from a call.
    CallSite {
        /// Where the code came from.
        callee: Attr,
        /// The call it was inlined at.
        caller: Attr,
    },
    /// `fused<metadata>[locs]`: several locations merged into one.
    Fused(Box<FusedLoc>),
}

/// Several locations merged into one (boxed in [`LocKind::Fused`]: they
/// are rare, and a location is an attribute of four words).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FusedLoc {
    /// The merged locations.
    pub locs: Box<[Attr]>,
    /// An attribute describing the merge, if any.
    pub metadata: Option<Attr>,
}

/// A location: an attribute of kind [`AttrKind::Location`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Location(pub Attr);

impl Attr {
    /// The structure of this attribute.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &AttrKind {
        ctx.uniqued.attrs.get(self.0)
    }
    /// The value of an integer attribute that fits in i64 (sign-extended).
    pub fn as_i64(self, ctx: &Context) -> Option<i64> {
        match self.kind(ctx) {
            AttrKind::Integer { value: IntValue::Small(v), .. } => i64::try_from(v.get_i128()).ok(),
            _ => None,
        }
    }
    /// The value of an `i1` attribute (a BoolAttr).
    pub fn as_bool(self, ctx: &Context) -> Option<bool> {
        match self.kind(ctx) {
            AttrKind::Integer { ty, value: IntValue::Small(v) } if ty.is_signless_int(ctx, 1) => {
                Some(*v != Bits128::ZERO)
            }
            _ => None,
        }
    }
    /// The text of a string attribute when it is valid UTF-8.
    pub fn as_str(self, ctx: &Context) -> Option<&str> {
        match self.kind(ctx) {
            AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }
    /// The value of a string attribute as a message quotes it: in the text
    /// form of [`crate::diag::text_of_bytes`] when it is not UTF-8.
    pub fn as_text(self, ctx: &Context) -> Option<std::borrow::Cow<'_, str>> {
        self.as_bytes(ctx).map(crate::diag::text_of_bytes)
    }
    /// The bytes of a string attribute.
    pub fn as_bytes(self, ctx: &Context) -> Option<&[u8]> {
        match self.kind(ctx) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }
    /// The type held by a type attribute.
    pub fn as_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// The elements of an array attribute.
    pub fn as_array(self, ctx: &Context) -> Option<&[Attr]> {
        match self.kind(ctx) {
            AttrKind::Array(a) => Some(a),
            _ => None,
        }
    }
    /// The entries of a dictionary attribute, sorted by name.
    pub fn as_dictionary(self, ctx: &Context) -> Option<&[(Sym, Attr)]> {
        match self.kind(ctx) {
            AttrKind::Dictionary(d) => Some(d),
            _ => None,
        }
    }
    /// The root of a symbol reference with no nested references.
    pub fn as_flat_symbol_ref(self, ctx: &Context) -> Option<Sym> {
        match self.kind(ctx) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        }
    }
    /// The f64 value of a float attribute (lossy for wide formats).
    pub fn as_f64(self, ctx: &Context) -> Option<f64> {
        match self.kind(ctx) {
            AttrKind::Float { ty, bits } => Some(crate::float_format::to_f64(ty.float_kind(ctx)?, bits.get())),
            _ => None,
        }
    }
    /// The type of a typed attribute (integer, float, elements, typed string).
    pub fn ty(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStringElements { ty, .. }
            | AttrKind::Sparse { ty, .. }
            | AttrKind::DenseResource { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            AttrKind::Dialect { def, params } => {
                ctx.registry.attr_def(*def).self_type.and_then(|i| params.get(i)?.as_type(ctx))
            }
            _ => None,
        }
    }
    /// The type of a `TypedAttr` as MLIR has it: [`Attr::ty`], where a
    /// string or opaque attribute written without a type has `none`;
    /// `None` for an attribute that is not typed at all (`unit`, arrays).
    pub fn typed_attr_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
            _ => self.ty(ctx),
        }
    }
    /// Looks `name` up in a dictionary attribute.
    pub fn dict_get(self, ctx: &Context, name: Sym) -> Option<Attr> {
        self.as_dictionary(ctx)?.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }
    /// The registered definition and parameters of a dialect attribute.
    pub fn dialect_def(self, ctx: &Context) -> Option<(&'static crate::registry::AttrDef, &[Attr])> {
        match self.kind(ctx) {
            AttrKind::Dialect { def, params } => Some((ctx.registry.attr_def(*def), params)),
            _ => None,
        }
    }
    /// Whether this attribute is a location (MLIR's `LocationAttr`): a
    /// builtin one, or a dialect attribute defined as a location.
    pub fn is_location(self, ctx: &Context) -> bool {
        match self.kind(ctx) {
            AttrKind::Location(_) => true,
            AttrKind::Dialect { def, .. } => ctx.registry.attr_def(*def).location,
            _ => false,
        }
    }
    /// The elements of an integer/index dense elements attribute as i64,
    /// expanding splats.
    pub fn dense_i64_elements(self, ctx: &Context) -> Option<Vec<i64>> {
        let AttrKind::DenseElements { ty, splat, data } = self.kind(ctx) else { return None };
        let elt = ty.element_type(ctx)?;
        let width = match elt.kind(ctx) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => return None,
        };
        let count = num_elements(ctx, *ty)?;
        let conv = |b: u128| sign_extend(b, width) as i64;
        Some(if *splat { vec![conv(data.get(0)); count] } else { data.iter().map(conv).collect() })
    }
}

/// Number of elements of a statically shaped type.
pub fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ty.shape(ctx)?;
    let mut n: usize = 1;
    for &d in shape {
        if d < 0 {
            return None;
        }
        n = n.checked_mul(d as usize)?;
    }
    Some(n)
}

/// Sign-extends the low `width` bits of `bits`.
pub fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// Truncates to the low `width` bits.
pub fn truncate(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

impl Location {
    /// The unknown location. Every context holds it from its creation, so
    /// an error without a place in the input (a command-line option) is a
    /// [`Diagnostic`](crate::Diagnostic) made without a context.
    pub const UNKNOWN: Location = Location(Attr(0));
    /// The structure of the location; `Unknown` if the attribute is not a
    /// builtin location (a dialect's location has no structure known here).
    pub fn kind(self, ctx: &Context) -> &LocKind {
        match self.0.kind(ctx) {
            AttrKind::Location(l) => l,
            _ => &LocKind::Unknown,
        }
    }
    /// Whether this is the unknown location (not a dialect's location,
    /// which [`Self::kind`] also reads as `Unknown`).
    pub fn is_unknown(self, ctx: &Context) -> bool {
        matches!(self.0.kind(ctx), AttrKind::Location(LocKind::Unknown))
    }
    /// The innermost `file:line:col` of this location, for diagnostics.
    pub fn file_line_col(self, ctx: &Context) -> Option<(&str, u32, u32)> {
        match self.kind(ctx) {
            LocKind::FileLineCol { file, line, col, .. } => Some((ctx.str(*file), *line, *col)),
            LocKind::Name { child: Some(c), .. } => Location(*c).file_line_col(ctx),
            LocKind::CallSite { caller, .. } => Location(*caller).file_line_col(ctx),
            LocKind::Fused(f) => f.locs.iter().find_map(|l| Location(*l).file_line_col(ctx)),
            _ => None,
        }
    }
}

/// Constructors for the builtin attributes.
impl Context {
    /// Whether `f` holds for an attribute made in this context, trying them
    /// one by one until it does.
    pub fn any_attr(&self, mut f: impl FnMut(Attr) -> bool) -> bool {
        self.uniqued.attrs.any(|i, _| f(Attr(i)))
    }

    /// Uniques an attribute.
    pub fn get_attr(&self, kind: AttrKind) -> Attr {
        if let AttrKind::Location(LocKind::FileLineCol { file, line, col, end: None }) = kind {
            return self.first_on_line(file, line, col);
        }
        let kind = self.splat_if_uniform(kind);
        Attr(self.uniqued.attrs.intern(kind))
    }

    /// Uniques `"file":line:col`: the first location of each line of a
    /// file is kept in the table of [`FirstOnLine`], others in the index of
    /// all attributes.
    fn first_on_line(&self, file: Sym, line: u32, col: u32) -> Attr {
        let kind = AttrKind::Location(LocKind::FileLineCol { file, line, col, end: None });
        let block = line / FirstOnLine::BLOCK;
        let shard = &self.uniqued.first_on_line.shards[block as usize % FirstOnLine::SHARDS];
        let mut blocks = shard.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        // Once a shard is full, blocks it lacks stay out of it for good, so
        // that a location is found in the same place every time.
        let full = blocks.len() >= FirstOnLine::MAX_BLOCKS;
        let lines = match blocks.entry((file, block)) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(_) if full => return Attr(self.uniqued.attrs.intern(kind)),
            std::collections::hash_map::Entry::Vacant(e) => e.insert(vec![None; FirstOnLine::BLOCK as usize].into()),
        };
        let slot = &mut lines[(line % FirstOnLine::BLOCK) as usize];
        if let Some(first) = *slot {
            let first = Attr(first.get());
            let same = matches!(first.kind(self), AttrKind::Location(LocKind::FileLineCol { col: c, end: None, .. }) if *c == col);
            return if same { first } else { Attr(self.uniqued.attrs.intern(kind)) };
        }
        let attr = self.uniqued.attrs.push_unindexed(kind);
        *slot = std::num::NonZeroU32::new(attr);
        Attr(attr)
    }

    /// Dense elements whose elements are all equal (one element included)
    /// are stored as a splat, as MLIR's `DenseElementsAttr::get` detects
    /// them, so that equal values are one attribute and print as `dense<v>`.
    fn splat_if_uniform(&self, kind: AttrKind) -> AttrKind {
        match kind {
            AttrKind::DenseElements { ty, splat: false, data } => {
                let is_complex =
                    ty.element_type(self).is_some_and(|e| matches!(self.uniqued.types.get(e.0), TypeKind::Complex(_)));
                let per = if is_complex { 2 } else { 1 };
                let uniform = data.is_uniform(per);
                let data = if uniform && data.len() > per { data.prefix(per) } else { data };
                AttrKind::DenseElements { ty, splat: uniform, data }
            }
            AttrKind::DenseStringElements { ty, splat: false, data } => {
                let uniform = !data.is_empty() && data.iter().all(|d| *d == data[0]);
                let data = if uniform { data[..1].into() } else { data };
                AttrKind::DenseStringElements { ty, splat: uniform, data }
            }
            other => other,
        }
    }
    /// Whether any distinct attribute was made (their numbers in a
    /// printed file follow the order they are printed in).
    pub fn has_distinct_attrs(&self) -> bool {
        self.uniqued.distinct_count.load(std::sync::atomic::Ordering::Relaxed) > 0
    }
    /// A new distinct attribute wrapping `referenced`: unequal to every
    /// attribute made before, as each `distinct[N]` of a file is.
    pub fn distinct_attr(&self, referenced: Attr) -> Attr {
        let id = self.uniqued.distinct_count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.get_attr(AttrKind::Distinct { id, referenced })
    }
    /// Sets the blob `key` of `dialect`'s resources (`dense_resource<key>`
    /// is the builtin dialect's).
    pub fn set_resource_blob(&mut self, dialect: &str, key: &[u8], blob: ResourceBlob) {
        self.resource_blobs.insert((dialect.into(), key.into()), blob);
    }
    /// The blob `key` of `dialect`'s resources, if one was given.
    pub fn resource_blob(&self, dialect: &str, key: &[u8]) -> Option<&ResourceBlob> {
        self.resource_blobs.get(&(Box::<str>::from(dialect), Box::<[u8]>::from(key)))
    }
    /// Adds `key: value` to the `external_resources` group `name`, made
    /// at its first use.
    pub fn add_external_resource(&mut self, name: &str, key: &[u8], value: ExternalResourceValue) {
        let next = self.external_resources.len();
        let at = *self.external_resource_index.entry(name.into()).or_insert(next);
        if at == next {
            self.external_resources.push(ExternalResourceGroup { name: name.into(), entries: Vec::new() });
        }
        self.external_resources[at].entries.push((key.into(), value));
    }
    /// The `external_resources` groups, in the order of their first use.
    pub fn external_resources(&self) -> &[ExternalResourceGroup] {
        &self.external_resources
    }
    /// The `unit` attribute.
    pub fn unit_attr(&self) -> Attr {
        self.get_attr(AttrKind::Unit)
    }
    /// An integer attribute of type `ty` from an i128, truncated to the width.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attr {
        let width = match self.uniqued.types.get(ty.0) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        let value = if width > 128 {
            let words = (width as usize).div_ceil(64);
            let mut w = vec![if value < 0 { u64::MAX } else { 0 }; words];
            w[0] = value as u64;
            w[1] = (value >> 64) as u64;
            mask_words(&mut w, width);
            IntValue::Big(w.into())
        } else {
            IntValue::small(sign_extend(value as u128, width))
        };
        self.get_attr(AttrKind::Integer { ty, value })
    }
    /// An `i64` integer attribute.
    pub fn i64_attr(&self, value: i64) -> Attr {
        let t = self.i64_type();
        self.integer_attr(t, value as i128)
    }
    /// An `index` integer attribute.
    pub fn index_attr(&self, value: i64) -> Attr {
        let t = self.index_type();
        self.integer_attr(t, value as i128)
    }
    /// A BoolAttr (`i1`): prints as `true`/`false`.
    pub fn bool_attr(&self, value: bool) -> Attr {
        let t = self.i1_type();
        self.integer_attr(t, value as i128)
    }
    /// A float attribute of type `ty`, rounded from an f64. Panics if `ty` is not a float type.
    pub fn float_attr(&self, ty: Type, value: f64) -> Attr {
        let kind = ty.float_kind(self).expect("float_attr needs a float type");
        let bits = crate::float_format::from_f64(kind, value);
        self.get_attr(AttrKind::Float { ty, bits: Bits128::new(bits) })
    }
    /// A string attribute without a type.
    pub fn string_attr(&self, value: &str) -> Attr {
        self.string_attr_bytes(value.as_bytes())
    }
    /// A string attribute of any bytes (quoted names and strings need not be
    /// UTF-8).
    pub fn string_attr_bytes(&self, value: &[u8]) -> Attr {
        self.get_attr(AttrKind::String { value: value.into(), ty: None })
    }
    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attr {
        self.get_attr(AttrKind::Type(ty))
    }
    /// An array attribute.
    pub fn array_attr(&self, elements: &[Attr]) -> Attr {
        self.get_attr(AttrKind::Array(elements.into()))
    }
    /// A dictionary; entries are sorted by name and later duplicates win.
    pub fn dictionary_attr(&self, mut entries: Vec<(Sym, Attr)>) -> Attr {
        self.sort_named(&mut entries);
        self.get_attr(AttrKind::Dictionary(entries.into()))
    }
    /// Sorts named entries by name text, as MLIR orders dictionaries, keeping
    /// the last of duplicate names.
    pub fn sort_named(&self, entries: &mut Vec<(Sym, Attr)>) {
        if entries.windows(2).all(|w| self.sym_bytes(w[0].0) < self.sym_bytes(w[1].0)) {
            return;
        }
        entries.reverse();
        entries.sort_by(|a, b| self.sym_bytes(a.0).cmp(self.sym_bytes(b.0)));
        entries.dedup_by_key(|e| e.0);
    }
    /// A symbol reference `@root::@nested...`.
    pub fn symbol_ref_attr(&self, root: &str, nested: &[&str]) -> Attr {
        let root = self.intern(root);
        let nested = nested.iter().map(|n| self.intern(n)).collect();
        self.get_attr(AttrKind::SymbolRef { root, nested })
    }
    /// A dense elements attribute of integers or index values.
    pub fn dense_int_elements(&self, ty: Type, values: &[i64]) -> Attr {
        let width = ty.element_type(self).and_then(|e| e.int_or_float_width(self)).unwrap_or(64);
        let data = DenseBits::from_bits(width, values.iter().map(|&v| v as i128 as u128));
        self.get_attr(AttrKind::DenseElements { ty, splat: false, data })
    }
    /// A dense elements attribute of floats.
    pub fn dense_float_elements(&self, ty: Type, values: &[f64]) -> Attr {
        let kind = ty.element_type(self).and_then(|e| e.float_kind(self)).expect("float element type");
        let width = kind.bit_width();
        let data = DenseBits::from_bits(width, values.iter().map(|&v| crate::float_format::from_f64(kind, v)));
        self.get_attr(AttrKind::DenseElements { ty, splat: false, data })
    }

    /// The unknown location.
    pub fn unknown_loc(&self) -> Location {
        Location::UNKNOWN
    }
    /// A `"file":line:col` location.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.intern(file);
        Location(self.get_attr(AttrKind::Location(LocKind::FileLineCol { file, line, col, end: None })))
    }
    /// A fused location, simplified as MLIR's `FusedLoc::get` does: nested
    /// fused locations with the same metadata are flattened, unknown and
    /// repeated locations dropped, and zero or one location without
    /// metadata is returned as is (or unknown).
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attr>) -> Location {
        let mut flat: Vec<Attr> = Vec::with_capacity(locs.len());
        let push = |v: &mut Vec<Attr>, a: Attr| {
            if !v.contains(&a) {
                v.push(a);
            }
        };
        for l in locs {
            match l.0.kind(self) {
                AttrKind::Location(LocKind::Fused(f)) if f.metadata == metadata => {
                    for &a in f.locs.iter() {
                        push(&mut flat, a);
                    }
                }
                AttrKind::Location(LocKind::Unknown) => {}
                _ => push(&mut flat, l.0),
            }
        }
        if flat.is_empty() {
            let unknown = self.unknown_loc();
            if metadata.is_none() {
                return unknown;
            }
            flat.push(unknown.0);
        } else if flat.len() == 1 && metadata.is_none() {
            return Location(flat[0]);
        }
        Location(self.get_attr(AttrKind::Location(LocKind::Fused(Box::new(FusedLoc { locs: flat.into(), metadata })))))
    }

    /// A name location; an unknown child is the same as none, as in MLIR.
    pub fn name_loc(&self, name: &str, child: Option<Location>) -> Location {
        let name = self.intern(name);
        let child = child.filter(|c| !c.is_unknown(self)).map(|c| c.0);
        Location(self.get_attr(AttrKind::Location(LocKind::Name { name, child })))
    }

    /// Whether `ty` is an unsigned integer type.
    pub fn is_unsigned_int(&self, ty: Type) -> bool {
        matches!(self.uniqued.types.get(ty.0), TypeKind::Integer { signedness: Signedness::Unsigned, .. })
    }
}

/// Clears the bits above `width` in little-endian words.
pub fn mask_words(words: &mut [u64], width: u32) {
    let full = (width / 64) as usize;
    let rem = width % 64;
    for (i, w) in words.iter_mut().enumerate() {
        if i > full || (i == full && rem == 0) {
            *w = 0;
        } else if i == full {
            *w &= (1u64 << rem) - 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{AttrKind, DenseBits, LocKind};
    use crate::Context;

    /// File locations are unique whichever way they are made: first on
    /// their line, later on it, far beyond the lines seen, in any order.
    #[test]
    fn file_locations_are_uniqued() {
        let ctx = Context::new();
        let make = |line, col| ctx.file_loc("a.mlir", line, col);
        let cases = [(3, 1), (3, 7), (1, 1), (2, 5), (3, 1), (3, 7), (4_000_000, 2), (2, 5), (4_000_000, 2), (3, 9)];
        let first: Vec<_> = cases.iter().map(|&(l, c)| make(l, c)).collect();
        for (i, &(l, c)) in cases.iter().enumerate() {
            assert_eq!(make(l, c), first[i], "{l}:{c} again");
            let file = ctx.intern("a.mlir");
            let kind = AttrKind::Location(LocKind::FileLineCol { file, line: l, col: c, end: None });
            assert_eq!(ctx.get_attr(kind), first[i].0, "{l}:{c} through get_attr");
            assert_eq!(first[i].file_line_col(&ctx), Some(("a.mlir", l, c)));
            for (j, &other) in cases.iter().enumerate() {
                assert_eq!(first[i] == first[j], (l, c) == other, "{l}:{c} against {other:?}");
            }
        }
        assert_ne!(make(3, 1), ctx.file_loc("b.mlir", 3, 1), "another file");
    }

    /// An attribute takes 32 bytes and a slot of the uniquer 40 (a field
    /// aligned to 16 bytes would make them 48 and 64): most attributes are
    /// locations, one per op.
    #[test]
    fn attributes_are_four_words() {
        assert_eq!(std::mem::size_of::<AttrKind>(), 32);
        assert_eq!(std::mem::size_of::<std::sync::OnceLock<AttrKind>>(), 40);
    }

    #[test]
    fn dense_bits_take_their_width_in_bytes() {
        let n = 100_000;
        for (width, bytes_each) in [(8, 1), (3, 1), (16, 2), (32, 4), (64, 8), (80, 10), (128, 16), (256, 32)] {
            let d = DenseBits::from_bits(width, (0..n).map(|i| i as u128));
            assert_eq!(d.as_le_bytes().len(), n * bytes_each, "width {width}");
            assert_eq!(d.len(), n);
        }
        let bools = DenseBits::from_bits(1, (0..n).map(|i| (i % 3 == 0) as u128));
        assert_eq!(bools.as_le_bytes().len(), n / 8);
        assert!((0..n).all(|i| bools.get(i) == (i % 3 == 0) as u128));
    }

    #[test]
    fn dense_bits_read_back_truncated_to_the_width() {
        let d = DenseBits::from_bits(5, [0, 31, 32 + 7, u128::MAX]);
        assert_eq!(d.iter().collect::<Vec<_>>(), [0, 31, 7, 31]);
        // Wider than 128 bits: sign-extended from bit 127.
        let wide = DenseBits::from_bits(200, [u128::MAX, 5]);
        assert_eq!(wide.get_words(0), [u64::MAX, u64::MAX, u64::MAX, (1 << 8) - 1]);
        assert_eq!(wide.get_words(1), [5, 0, 0, 0]);
        // Raw bytes with bits above the width are kept but not read.
        let raw = DenseBits::from_le_bytes(3, 2, vec![0xFF, 0x07]).unwrap();
        assert_eq!(raw.iter().collect::<Vec<_>>(), [7, 7]);
        assert!(!raw.is_uniform(1));
        assert_eq!(raw.as_le_bytes(), [0xFF, 0x07]);
        assert!(DenseBits::from_le_bytes(16, 3, vec![0; 5]).is_none());
    }

    /// Integers of any width go in and come back out whole, and as
    /// integer attributes hold them.
    #[test]
    fn dense_ints_and_int_values_round_trip_at_every_width() {
        use crate::bigint::ApInt;
        for width in [1, 7, 64, 65, 128, 129, 200, 256, 1000] {
            let ints = [
                ApInt::zero(width),
                ApInt::all_ones(width),
                ApInt::signed_min(width),
                ApInt::signed_max(width),
                ApInt::from_i128(width, -12345),
            ];
            let d = DenseBits::from_ints(width, &ints);
            assert_eq!(d.len(), ints.len());
            for (i, v) in ints.iter().enumerate() {
                assert_eq!(&d.get_int(i), v, "element {i} at {width} bits");
                assert_eq!(&super::IntValue::from_apint(v).to_apint(width), v, "{v:?}");
            }
        }
    }

    #[test]
    fn i1_data_is_uniform_only_in_its_splat_form() {
        let padded = DenseBits::from_le_bytes(1, 20, vec![0xFF, 0xFF, 0xFF]).unwrap();
        assert!(!padded.is_uniform(1));
        let clean = DenseBits::from_le_bytes(1, 20, vec![0xFF, 0xFF, 0x0F]).unwrap();
        assert!(clean.is_uniform(1));
        assert_eq!(clean.prefix(1).iter().collect::<Vec<_>>(), [1]);
        let mixed = DenseBits::from_bits(1, [1, 0, 1]);
        assert!(!mixed.is_uniform(1));
    }
}
