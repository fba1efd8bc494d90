//! Types: uniqued in the [`Context`], so equality is a handle compare.
//!
//! The builtin types are variants of [`TypeKind`]; a dialect's own types are
//! [`TypeKind::Dialect`] values whose parameters are attributes, described by a
//! [`crate::registry::TypeDef`]. Types of dialects nobody registered (allowed
//! with `-allow-unregistered-dialect`) are kept as opaque text.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::float_format::FloatKind;
use crate::intern::Sym;

/// A uniqued type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// The builtin types every context makes first
/// ([`Context::make_preset_types`]), so that asking for them, as
/// verifiers and builders do for every op, is no lookup.
impl Type {
    const INDEX: Type = Type(0);
    const I1: Type = Type(1);
    const I32: Type = Type(2);
    const I64: Type = Type(3);
    const F32: Type = Type(4);
    const F64: Type = Type(5);
    const NONE: Type = Type(6);
}

/// The marker MLIR uses for a dynamic dimension (`?`) in a shape.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type: `iN`, `siN`, `uiN`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign; operations decide how to read the bits.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// The width in bits.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`: the target's machine word.
    Index,
    /// A float type (`f16`, `bf16`, `f32`, `f8E4M3FN`, ...).
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T, ...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`.
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `tensor<2x?xT, encoding>`.
    RankedTensor {
        /// The dimensions; [`DYNAMIC`] is `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The encoding attribute, if any.
        encoding: Option<Attr>,
    },
    /// `tensor<*xT>`.
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `vector<2x[4]xT>`.
    Vector {
        /// The dimensions (all static).
        shape: Box<[i64]>,
        /// Per dimension, whether it is scalable (`[4]`).
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `memref<2x?xT, layout, space>`.
    MemRef {
        /// The dimensions; [`DYNAMIC`] is `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The layout (an affine map or strided layout), if not the identity.
        layout: Option<Attr>,
        /// The memory space, if not the default.
        memory_space: Option<Attr>,
    },
    /// `memref<*xT, space>`.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space, if not the default.
        memory_space: Option<Attr>,
    },
    /// A type of a dialect that is not registered: `!dialect.body` kept as
    /// written.
    Opaque {
        /// The dialect's namespace.
        dialect: Sym,
        /// The bytes after `!dialect.` (any bytes, as MLIR keeps them).
        body: Box<[u8]>,
    },
    /// A registered dialect type: its definition (an index into the registry's
    /// type table) and its parameters.
    Dialect {
        /// Index of the definition in the registry.
        def: u32,
        /// The parameters, in the definition's order.
        params: Box<[Attr]>,
    },
}

/// MLIR's `VectorElementTypeInterface`: a dialect type that may be the
/// element of a `vector` (as `!llvm.ptr`). A type definition says so with
/// `interfaces(VectorElementTypeInterface)`; the interface has no methods.
pub trait VectorElementTypeInterface {}

/// The table of [`VectorElementTypeInterface`] (empty: it only marks).
pub struct VectorElementTypeInterfaceVTable;

impl VectorElementTypeInterfaceVTable {
    /// The table for `T`.
    pub const fn of<T: VectorElementTypeInterface>() -> Self {
        VectorElementTypeInterfaceVTable
    }
}

/// MLIR's `MemRefElementTypeInterface`: a dialect type that may be the
/// element type of a `memref`. A `#[derive(Type)]` lists it in
/// `interfaces(MemRefElementTypeInterface)`; the interface has no methods.
pub trait MemRefElementTypeInterface {}

/// The table of [`MemRefElementTypeInterface`] (empty: it only marks).
pub struct MemRefElementTypeInterfaceVTable;

impl MemRefElementTypeInterfaceVTable {
    /// The table for implementation `T`.
    pub const fn of<T: MemRefElementTypeInterface>() -> Self {
        MemRefElementTypeInterfaceVTable
    }
}

impl Type {
    /// The structure of this type.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &TypeKind {
        ctx.uniqued.types.get(self.0)
    }
    /// `index`.
    pub fn is_index(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Index)
    }
    /// Any integer type (`iN`, `siN`, `uiN`), not `index`.
    pub fn is_integer(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { .. })
    }
    /// `iN` with the given width.
    pub fn is_signless_int(self, ctx: &Context, width: u32) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }
    /// `iN` of any width.
    pub fn is_signless_integer(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { signedness: Signedness::Signless, .. })
    }
    /// Any float type.
    pub fn is_float(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Float(_))
    }
    /// Which float type this is, if it is one.
    pub fn float_kind(self, ctx: &Context) -> Option<FloatKind> {
        match self.kind(ctx) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// Integer width, or the width of a float; index counts as 64.
    pub fn int_or_float_width(self, ctx: &Context) -> Option<u32> {
        match self.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }
    /// Ranked or unranked tensors.
    pub fn is_tensor(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
    }
    /// Ranked or unranked memrefs.
    pub fn is_memref(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
    }
    /// Vectors.
    pub fn is_vector(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Vector { .. })
    }
    /// Tensors, memrefs and vectors.
    pub fn is_shaped(self, ctx: &Context) -> bool {
        self.element_type(ctx).is_some()
    }
    /// The element type of a shaped type.
    pub fn element_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::Vector { element, .. }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }
    /// The shape of a ranked shaped type; `None` when unranked or not shaped.
    pub fn shape(self, ctx: &Context) -> Option<&[i64]> {
        match self.kind(ctx) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }
    /// The number of dimensions of a ranked shaped type.
    pub fn rank(self, ctx: &Context) -> Option<usize> {
        self.shape(ctx).map(|s| s.len())
    }
    /// A ranked shaped type whose dimensions are all static.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.shape(ctx).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }
    /// The layout of a ranked memref (`None`: the identity, which is not
    /// stored).
    pub fn memref_layout(self, ctx: &Context) -> Option<Attr> {
        match self.kind(ctx) {
            TypeKind::MemRef { layout, .. } => *layout,
            _ => None,
        }
    }
    /// The memory space of a ranked or unranked memref (`None`: the
    /// default space).
    pub fn memory_space(self, ctx: &Context) -> Option<Attr> {
        match self.kind(ctx) {
            TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }
    /// Whether a ranked memref's layout is the identity (MLIR's
    /// `getLayout().isIdentity()`): no layout, an identity map, or a
    /// strided layout whose map is the identity (rank 1, stride 1,
    /// offset 0).
    pub fn has_identity_layout(self, ctx: &Context) -> bool {
        match self.memref_layout(ctx).map(|l| l.kind(ctx)) {
            None => true,
            Some(AttrKind::AffineMap(text)) => crate::affine::is_identity(text),
            Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && **strides == [1],
            Some(_) => false,
        }
    }
    /// The number of symbols of a ranked memref's layout map (MLIR's
    /// `getLayout().getAffineMap().getNumSymbols()`): a strided layout has
    /// one per dynamic offset or stride.
    pub fn layout_num_symbols(self, ctx: &Context) -> usize {
        match self.memref_layout(ctx).map(|l| l.kind(ctx)) {
            Some(AttrKind::AffineMap(text)) => crate::affine::num_symbols(text),
            Some(AttrKind::StridedLayout { offset, strides }) => {
                std::iter::once(offset).chain(strides.iter()).filter(|x| **x == DYNAMIC).count()
            }
            _ => 0,
        }
    }
    /// The strides and offset of a ranked memref (MLIR's
    /// `MemRefType::getStridesAndOffset`), [`DYNAMIC`] where unknown:
    /// those of its strided layout, or the row-major strides of its shape
    /// when it has no layout (a dimension left of a dynamic or zero extent
    /// has a dynamic stride). An affine-map layout is read as MLIR reads it
    /// (see [`crate::affine::strided_form`]); `None` for other types and
    /// maps that are not strided.
    pub fn strides_and_offset(self, ctx: &Context) -> Option<(Vec<i64>, i64)> {
        let TypeKind::MemRef { shape, layout, .. } = self.kind(ctx) else { return None };
        match layout.map(|l| l.kind(ctx)) {
            None => Some((canonical_strides(shape), 0)),
            Some(AttrKind::AffineMap(text)) if crate::affine::is_identity(text) => Some((canonical_strides(shape), 0)),
            Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.to_vec(), *offset)),
            Some(AttrKind::AffineMap(text)) => {
                let (strides, offset) = crate::affine::strided_form(text)?;
                let known = |x: Option<i64>| x.unwrap_or(DYNAMIC);
                Some((strides.into_iter().map(known).collect(), known(offset)))
            }
            Some(_) => None,
        }
    }
    /// Whether a ranked memref has a layout of known strides (MLIR's
    /// `isStrided`, for the layouts [`Type::strides_and_offset`] reads).
    pub fn is_strided(self, ctx: &Context) -> bool {
        self.strides_and_offset(ctx).is_some()
    }
    /// Inputs and results of a function type.
    pub fn function_signature(self, ctx: &Context) -> Option<(&[Type], &[Type])> {
        match self.kind(ctx) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
    /// The registered definition and parameters of a dialect type.
    pub fn dialect_def(self, ctx: &Context) -> Option<(&'static crate::registry::TypeDef, &[Attr])> {
        match self.kind(ctx) {
            TypeKind::Dialect { def, params } => Some((ctx.registry.type_def(*def), params)),
            _ => None,
        }
    }
    /// Whether a `vector` may hold this type: integers, index, floats, and
    /// dialect types with [`VectorElementTypeInterface`].
    pub fn is_vector_element(self, ctx: &Context) -> bool {
        self.is_integer(ctx)
            || self.is_float(ctx)
            || self.is_index(ctx)
            || self.dialect_def(ctx).is_some_and(|(d, _)| {
                crate::registry::InterfaceImpl::find::<VectorElementTypeInterfaceVTable>(d.interfaces).is_some()
            })
    }
    /// Whether a `memref` may hold this type: integers, index, floats,
    /// complex numbers, vectors, memrefs, and dialect types with
    /// [`MemRefElementTypeInterface`].
    pub fn is_memref_element(self, ctx: &Context) -> bool {
        match self.kind(ctx) {
            TypeKind::Complex(_)
            | TypeKind::Float(_)
            | TypeKind::Integer { .. }
            | TypeKind::Vector { .. }
            | TypeKind::Index
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::Dialect { def, .. } => crate::registry::InterfaceImpl::find::<MemRefElementTypeInterfaceVTable>(
                ctx.registry.type_def(*def).interfaces,
            )
            .is_some(),
            _ => false,
        }
    }
    /// Whether this is the registered dialect type `dialect.mnemonic`.
    pub fn is_dialect_type(self, ctx: &Context, dialect: &str, mnemonic: &str) -> bool {
        self.dialect_def(ctx).is_some_and(|(d, _)| d.dialect == dialect && d.mnemonic == mnemonic)
    }
    /// [`Self::is_dialect_type`] for a caller that keeps the definition's
    /// index in `index` (a static of its own, as for
    /// [`Context::dialect_type_by_index`]): a comparison of indices, not of
    /// names (type constraints ask it for every value they check).
    #[inline]
    pub fn is_dialect_type_by_index(
        self,
        ctx: &Context,
        index: &std::sync::OnceLock<u32>,
        dialect: &str,
        mnemonic: &str,
    ) -> bool {
        match self.kind(ctx) {
            TypeKind::Dialect { def, .. } => *def == ctx.type_def_index_kept(index, dialect, mnemonic),
            _ => false,
        }
    }
}

/// The row-major strides of `shape` (MLIR's canonical strided layout): the
/// stride of a dimension is the product of the extents right of it, and
/// [`DYNAMIC`] left of a dynamic or zero extent.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = Some(1i64);
    for (i, &d) in shape.iter().enumerate().rev() {
        strides[i] = running.unwrap_or(DYNAMIC);
        // MLIR multiplies in `int64_t`, which wraps in release builds.
        running = running.filter(|_| d > 0).map(|r| r.wrapping_mul(d));
    }
    strides
}

/// MLIR drops a memory space of integer 0.
fn is_default_memory_space(ctx: &Context, m: Attr) -> bool {
    matches!(m.kind(ctx), AttrKind::Integer { value: crate::attrs::IntValue::Small(crate::attrs::Bits128::ZERO), .. })
}

/// Constructors for the builtin types.
impl Context {
    /// Whether `f` holds for a type made in this context, trying them
    /// one by one until it does.
    pub fn any_type(&self, mut f: impl FnMut(Type) -> bool) -> bool {
        self.uniqued.types.any(|i, _| f(Type(i)))
    }

    /// Uniques a type.
    pub fn get_type(&self, kind: TypeKind) -> Type {
        Type(self.uniqued.types.intern(kind))
    }
    /// An integer type of any signedness.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        match (width, signedness) {
            (1, Signedness::Signless) => Type::I1,
            (32, Signedness::Signless) => Type::I32,
            (64, Signedness::Signless) => Type::I64,
            _ => self.get_type(TypeKind::Integer { width, signedness }),
        }
    }
    /// Signless `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }
    /// `i1`.
    pub fn i1_type(&self) -> Type {
        Type::I1
    }
    /// `i32`.
    pub fn i32_type(&self) -> Type {
        Type::I32
    }
    /// `i64`.
    pub fn i64_type(&self) -> Type {
        Type::I64
    }
    /// `index`.
    pub fn index_type(&self) -> Type {
        Type::INDEX
    }
    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        match kind {
            FloatKind::F32 => Type::F32,
            FloatKind::F64 => Type::F64,
            _ => self.get_type(TypeKind::Float(kind)),
        }
    }
    /// `f32`.
    pub fn f32_type(&self) -> Type {
        Type::F32
    }
    /// `f64`.
    pub fn f64_type(&self) -> Type {
        Type::F64
    }
    /// `none`.
    pub fn none_type(&self) -> Type {
        Type::NONE
    }
    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.get_type(TypeKind::Function { inputs: inputs.into(), results: results.into() })
    }
    /// `tuple<elements>`.
    pub fn tuple_type(&self, elements: &[Type]) -> Type {
        self.get_type(TypeKind::Tuple(elements.into()))
    }
    /// `tensor<shape x element>` without an encoding.
    pub fn ranked_tensor_type(&self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding: None })
    }
    /// `tensor<*x element>`.
    pub fn unranked_tensor_type(&self, element: Type) -> Type {
        self.get_type(TypeKind::UnrankedTensor { element })
    }
    /// `memref<shape x element, layout, memory_space>`; an identity
    /// affine-map layout and the integer memory space 0 are not stored, as
    /// MLIR drops them.
    pub fn memref_type(&self, shape: &[i64], element: Type, layout: Option<Attr>, memory_space: Option<Attr>) -> Type {
        let layout =
            layout.filter(|l| !matches!(l.kind(self), AttrKind::AffineMap(t) if crate::affine::is_identity(t)));
        let memory_space = memory_space.filter(|m| !is_default_memory_space(self, *m));
        self.get_type(TypeKind::MemRef { shape: shape.into(), element, layout, memory_space })
    }
    /// `memref<*x element, memory_space>`.
    pub fn unranked_memref_type(&self, element: Type, memory_space: Option<Attr>) -> Type {
        let memory_space = memory_space.filter(|m| !is_default_memory_space(self, *m));
        self.get_type(TypeKind::UnrankedMemRef { element, memory_space })
    }
    /// `strided<[strides], offset: offset>` ([`DYNAMIC`] for `?`).
    pub fn strided_layout_attr(&self, offset: i64, strides: &[i64]) -> Attr {
        self.get_attr(AttrKind::StridedLayout { offset, strides: strides.into() })
    }
    /// A registered dialect type, looked up by `dialect.mnemonic`.
    ///
    /// Panics when no such type is registered: that is a bug in the caller,
    /// as dialect crates only ask for their own types.
    pub fn dialect_type(&self, dialect: &str, mnemonic: &str, params: &[Attr]) -> Type {
        let def = self
            .registry
            .type_def_index(dialect, mnemonic)
            .unwrap_or_else(|| panic!("type !{dialect}.{mnemonic} is not registered"));
        if params.is_empty() {
            return self.singleton_dialect_type(def);
        }
        self.get_type(TypeKind::Dialect { def, params: params.into() })
    }

    /// [`Context::dialect_type`] of a type without parameters whose
    /// definition's index the caller keeps in `def` (a static of its own:
    /// the registry is the same for every context), so that only the first
    /// call looks the name up.
    #[inline]
    pub fn dialect_type_by_index(&self, def: &std::sync::OnceLock<u32>, dialect: &str, mnemonic: &str) -> Type {
        let def = self.type_def_index_kept(def, dialect, mnemonic);
        self.singleton_dialect_type(def)
    }

    /// The index of the type definition `dialect.mnemonic`, looked up once
    /// and kept in `index`.
    #[inline]
    pub(crate) fn type_def_index_kept(&self, index: &std::sync::OnceLock<u32>, dialect: &str, mnemonic: &str) -> u32 {
        *index.get_or_init(|| {
            self.registry
                .type_def_index(dialect, mnemonic)
                .unwrap_or_else(|| panic!("type !{dialect}.{mnemonic} is not registered"))
        })
    }

    /// The type of definition `def` without parameters. Such types
    /// (`!shape.size`) are asked for on every op that infers or checks
    /// one: each is kept by its definition once made.
    #[inline]
    fn singleton_dialect_type(&self, def: u32) -> Type {
        *self.uniqued.dialect_singletons[def as usize]
            .get_or_init(|| self.get_type(TypeKind::Dialect { def, params: Box::new([]) }))
    }

    /// Makes the builtin types whose handles are the constants of
    /// [`Type`], first and in their order: a new context's first types.
    pub(crate) fn make_preset_types(&self) {
        let presets = [
            (Type::INDEX, TypeKind::Index),
            (Type::I1, TypeKind::Integer { width: 1, signedness: Signedness::Signless }),
            (Type::I32, TypeKind::Integer { width: 32, signedness: Signedness::Signless }),
            (Type::I64, TypeKind::Integer { width: 64, signedness: Signedness::Signless }),
            (Type::F32, TypeKind::Float(FloatKind::F32)),
            (Type::F64, TypeKind::Float(FloatKind::F64)),
            (Type::NONE, TypeKind::None),
        ];
        for (handle, kind) in presets {
            assert_eq!(self.get_type(kind), handle, "the preset types come first, in order");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The constant handles of the preset types name the types the
    /// uniquer gives for their kinds, in a new context and a worker.
    #[test]
    fn preset_types_are_the_uniqued_ones() {
        let ctx = Context::new();
        let worker = ctx.worker();
        for c in [&ctx, &worker] {
            let int = |width| c.get_type(TypeKind::Integer { width, signedness: Signedness::Signless });
            assert_eq!(c.index_type(), c.get_type(TypeKind::Index));
            assert_eq!((c.i1_type(), c.i32_type(), c.i64_type()), (int(1), int(32), int(64)));
            assert_eq!(c.int_type(8), int(8));
            assert_eq!(
                c.integer_type(32, Signedness::Signed),
                c.get_type(TypeKind::Integer { width: 32, signedness: Signedness::Signed })
            );
            assert_eq!(c.f32_type(), c.get_type(TypeKind::Float(FloatKind::F32)));
            assert_eq!(c.f64_type(), c.get_type(TypeKind::Float(FloatKind::F64)));
            assert_eq!(c.float_type(FloatKind::F16), c.get_type(TypeKind::Float(FloatKind::F16)));
            assert_eq!(c.none_type(), c.get_type(TypeKind::None));
        }
    }

    #[test]
    fn canonical_strides_are_dynamic_left_of_dynamic_or_zero_extents() {
        assert_eq!(canonical_strides(&[4, 8, 2]), vec![16, 2, 1]);
        assert_eq!(canonical_strides(&[4, DYNAMIC, 2]), vec![DYNAMIC, 2, 1]);
        assert_eq!(canonical_strides(&[4, 0, 2]), vec![DYNAMIC, 2, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }

    #[test]
    fn memref_strides_and_offset() {
        let ctx = Context::new();
        let f32t = ctx.f32_type();
        let plain = ctx.memref_type(&[4, 8], f32t, None, None);
        assert_eq!(plain.strides_and_offset(&ctx), Some((vec![8, 1], 0)));
        assert!(plain.has_identity_layout(&ctx));
        let layout = ctx.strided_layout_attr(DYNAMIC, &[DYNAMIC, 1]);
        let strided = ctx.memref_type(&[4, 8], f32t, Some(layout), None);
        assert_eq!(strided.strides_and_offset(&ctx), Some((vec![DYNAMIC, 1], DYNAMIC)));
        assert_eq!(strided.layout_num_symbols(&ctx), 2);
        assert!(!strided.has_identity_layout(&ctx));
        let unit = ctx.memref_type(&[4], f32t, Some(ctx.strided_layout_attr(0, &[1])), None);
        assert!(unit.has_identity_layout(&ctx));
        let map = ctx.get_attr(AttrKind::AffineMap("(d0, d1)[s0] -> (d0 * 16 + d1 + s0)".into()));
        let mapped = ctx.memref_type(&[4, 8], f32t, Some(map), None);
        assert_eq!(mapped.strides_and_offset(&ctx), Some((vec![16, 1], DYNAMIC)));
        assert_eq!(mapped.layout_num_symbols(&ctx), 1);
        let not_strided = ctx.get_attr(AttrKind::AffineMap("(d0) -> (d0 mod 2)".into()));
        assert!(!ctx.memref_type(&[4], f32t, Some(not_strided), None).is_strided(&ctx));
        // An identity map and memory space 0 are not stored.
        let identity = ctx.get_attr(AttrKind::AffineMap("(d0, d1) -> (d0, d1)".into()));
        let zero = ctx.integer_attr(ctx.i64_type(), 0);
        assert_eq!(ctx.memref_type(&[4, 8], f32t, Some(identity), Some(zero)), plain);
    }
}
