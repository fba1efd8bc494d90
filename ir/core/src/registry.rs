//! The global registry of dialects, operations, types and attributes.
//!
//! Definitions are `static` tables (written by the macros or by hand) that
//! submit themselves through `inventory`; the registry indexes them once, on
//! first use, so that looking an op up by name is one hash probe and the
//! order of registration never matters.
//!
//! `inventory` only sees crates the final binary links: a dialect crate that
//! is only listed in Cargo.toml needs a `use the_dialect as _;` somewhere.

use crate::attrs::{Attr, Location};
use crate::context::{Context, OpId, RegionId, Value};
use crate::diag::Diagnostic;
use crate::intern::Sym;
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};
use std::sync::OnceLock;

/// Native op traits as bits, so that a trait test is a mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u64);

// The bits come from `ods_traits`, the one table the macros read too.
macro_rules! traits {
    ($($(#[$doc:meta])* $name:ident = $bit:expr, $ods:ident;)*) => {
        impl Traits {
            $($(#[$doc])* pub const $name: Traits = Traits(1 << $bit);)*
        }
    };
}

ods_traits::with_trait_bits!(traits);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// `Pure` = `NoMemoryEffect` + `AlwaysSpeculatable`.
    pub const PURE: Traits = Traits(Self::NO_MEMORY_EFFECT.0 | Self::ALWAYS_SPECULATABLE.0);
    /// The traits of both.
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    /// Whether every trait of `other` is set.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
    /// The ODS names of the traits set (`NoMemoryEffect`), for docs and
    /// debugging.
    pub fn names(self) -> Vec<&'static str> {
        ods_traits::BITS.iter().filter(|b| self.0 & b.mask() != 0).map(|b| b.ods_name).collect()
    }
}

/// Result of a successful parse step; the error has a location and message.
pub type PResult<T> = Result<T, Diagnostic>;
/// An op's own verification (ODS invariants, traits, custom checks).
pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;
/// Folds an op, given the constant values of its operands.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attr>]) -> FoldResult;
/// Names results for the printer (`%c1` for a constant).
pub type ResultNamesFn = fn(&Context, OpId, &mut dyn FnMut(usize, &str));
/// Names the arguments of the blocks of one of an op's regions for the
/// printer (`%in`, `%out` in `linalg.generic`).
pub type BlockArgNamesFn = fn(&Context, OpId, RegionId, &mut dyn FnMut(Value, &str));
/// Makes a constant op (detached) for a folded value.
pub type MaterializeFn = fn(&mut Context, Attr, Type, Location) -> Option<OpId>;

/// What a folder produced.
#[derive(Clone, Debug, PartialEq)]
pub enum FoldResult {
    /// Nothing to fold.
    Failure,
    /// The op was updated in place.
    InPlace,
    /// One replacement per result.
    Results(Vec<FoldValue>),
}

/// A folded result: a constant or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldValue {
    /// A constant, materialized by the dialect's `materialize_constant`.
    Attr(Attr),
    /// An existing value that replaces the result.
    Value(crate::context::Value),
}

/// A table that a layer above the core attaches to a definition: the text
/// layer's parse and print functions (`ods_ir::parse::OpAsm`), the ODS
/// engine's op spec, the rewriting layer's canonicalization patterns.
///
/// The core stores it without knowing its type, so that it names nothing
/// above itself (as MLIR's IR library declares the hooks its parser and
/// printer fill in); the layer that owns the type reads it back with
/// [`Hook::get`], one comparison of type ids.
#[derive(Clone, Copy)]
pub struct Hook(&'static (dyn Any + Send + Sync));

impl Hook {
    /// A hook holding `table`.
    pub const fn new<T: Any + Send + Sync>(table: &'static T) -> Hook {
        Hook(table)
    }
    /// The table, when it has type `T`.
    #[inline]
    pub fn get<T: Any>(self) -> Option<&'static T> {
        self.0.downcast_ref()
    }
    /// Whether the hook holds `table` itself (a comparison of addresses).
    #[inline]
    pub fn holds<T>(self, table: &T) -> bool {
        std::ptr::addr_eq(self.0, table)
    }
}

impl std::fmt::Debug for Hook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hook(..)")
    }
}

/// An interface implementation: its vtable, found by the vtable's type.
pub struct InterfaceImpl {
    /// The vtable type's id, to find the implementation (compared
    /// directly: every verifier and pattern driver looks interfaces up).
    pub id: TypeId,
    /// The vtable, downcast by [`InterfaceImpl::find`].
    pub vtable: &'static (dyn Any + Send + Sync),
}

impl InterfaceImpl {
    /// The implementation whose vtable is `v`.
    pub const fn new<V: Any + Send + Sync>(v: &'static V) -> Self {
        InterfaceImpl { id: TypeId::of::<V>(), vtable: v }
    }
    /// Finds the vtable of type `V` in a list of implementations.
    pub fn find<V: Any>(list: &'static [InterfaceImpl]) -> Option<&'static V> {
        let want = TypeId::of::<V>();
        list.iter().find(|i| i.id == want).and_then(|i| i.vtable.downcast_ref::<V>())
    }
}

/// The definition of an operation.
pub struct OpDef {
    /// Full name, `dialect.mnemonic`.
    pub name: &'static str,
    /// One line, the first line of the op's doc comment.
    pub summary: &'static str,
    /// The rest of the doc comment (Markdown).
    pub description: &'static str,
    /// The native traits.
    pub traits: Traits,
    /// Inherent attributes; stored as properties (`<{...}>` in generic form).
    pub inherent_attrs: &'static [&'static str],
    /// The inherent names that are properties rather than attributes
    /// (`Property<T>` and its kin): an attribute dictionary the op is parsed
    /// with keeps such a name as a discardable attribute, as MLIR's
    /// `setInherentAttr` knows only attributes.
    pub properties: &'static [&'static str],
    /// Verification after the structural checks.
    pub verify: Option<VerifyFn>,
    /// Runs after the nested ops are verified.
    pub verify_regions: Option<VerifyFn>,
    /// The custom assembly form: the text layer's `OpAsm` (parser and
    /// printer); `None`: only the generic form.
    pub asm: Option<Hook>,
    /// The folder (`has_folder`).
    pub fold: Option<FoldFn>,
    /// Adds canonicalization patterns (`has_canonicalizer`): the rewriting
    /// layer's `PatternsFn`.
    pub canonicalize: Option<Hook>,
    /// Suggests result names (`asm_result_names`).
    pub result_names: Option<ResultNamesFn>,
    /// Suggests block argument names (`asm_block_arg_names`, MLIR's
    /// `getAsmBlockArgumentNames`).
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Dialect whose prefix may be left out of op names in this op's regions.
    pub default_dialect: &'static str,
    /// The op inserted when a block of this op's region has no terminator
    /// (`SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<&'static str>,
    /// The interfaces the op implements.
    pub interfaces: &'static [InterfaceImpl],
    /// Names of the interfaces the op implements, for docs.
    pub interface_names: &'static [&'static str],
    /// The declarative assembly format, for docs.
    pub syntax: Option<&'static str>,
    /// The Rust path of the op's type, for docs.
    pub type_name: &'static str,
    /// The ops this op must be directly nested in (`HasParent`,
    /// `ParentOneOf`); empty: any op.
    pub parents: &'static [&'static str],
    /// The table of an op defined with `#[derive(Op)]` (the ODS engine's
    /// `OpSpec`): the generic verifier, parser and printer interpret it.
    pub ods: Option<Hook>,
    /// MLIR's property conversion (`setPropertiesFromAttr`, and
    /// `setPropertiesFromParsedAttr` for a format's `prop-dict`): whether
    /// the entries of a properties dictionary convert to the op's
    /// attributes and properties. `None`: every inherent entry converts.
    pub inherent_storage: Option<InherentStorageFn>,
    /// MLIR's `populateDefaultProperties`: the defaults of the inherent
    /// attributes that an op being parsed leaves out, given its properties
    /// and attributes; the parser adds them to its properties.
    pub default_properties: Option<DefaultPropertiesFn>,
    /// MLIR's `verifyInherentAttrs`: the generic form without `<{...}>`
    /// checks the inherent attributes of its dictionary against their
    /// constraints before the op exists (so the error shows no op).
    pub inherent_attr_violation: Option<InherentAttrViolationFn>,
}

/// Where a properties dictionary was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropertiesSource {
    /// The generic form's `<{...}>`: entries that name nothing inherent are
    /// ignored, absent ones keep their defaults.
    Generic,
    /// A format's `prop-dict` (`{}` when left out): it holds exactly the
    /// attributes and properties the format does not print elsewhere, the
    /// required ones among them present.
    PropDict,
}

/// The property conversion of an op (see [`OpDef::inherent_storage`]): the
/// entries with each property in the attribute form it is held as, or the
/// first error, in MLIR's order, as its message at no location (the parser
/// reports it after "invalid properties {...} for op x: ").
pub type InherentStorageFn =
    fn(&OpDef, &Context, &[(Sym, Attr)], PropertiesSource) -> Result<Vec<(Sym, Attr)>, Diagnostic>;

/// The error of the first inherent attribute among the given ones that
/// fails its constraint, if any (see [`OpDef::inherent_attr_violation`]):
/// its message, which the parser puts after the op's name, at no location.
pub type InherentAttrViolationFn = fn(&OpDef, &Context, &[(Sym, Attr)]) -> Option<crate::diag::Diagnostic>;

/// The default values, by name, of the inherent attributes absent from an
/// op's properties and attributes (see [`OpDef::default_properties`]).
pub type DefaultPropertiesFn = fn(&OpDef, &mut Context, Option<Attr>, &[(Sym, Attr)]) -> Vec<(Sym, Attr)>;

impl OpDef {
    /// A definition with only a name: start from this with `..`.
    pub const EMPTY: OpDef = OpDef {
        name: "",
        summary: "",
        description: "",
        traits: Traits::NONE,
        inherent_attrs: &[],
        properties: &[],
        verify: None,
        verify_regions: None,
        asm: None,
        fold: None,
        canonicalize: None,
        result_names: None,
        block_arg_names: None,
        default_dialect: "",
        implicit_terminator: None,
        interfaces: &[],
        interface_names: &[],
        syntax: None,
        type_name: "",
        parents: &[],
        ods: None,
        inherent_storage: None,
        default_properties: None,
        inherent_attr_violation: None,
    };
    /// The dialect namespace: the name up to the first `.`.
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
    /// The op's implementation of the interface whose vtable type is `V`.
    pub fn interface<V: Any>(&self) -> Option<&'static V> {
        InterfaceImpl::find(self.interfaces)
    }
}

/// The definition of a dialect type such as `!shape.shape`.
pub struct TypeDef {
    /// The dialect's namespace.
    pub dialect: &'static str,
    /// The name after `!dialect.`.
    pub mnemonic: &'static str,
    /// One line, the first line of the type's doc comment.
    pub summary: &'static str,
    /// The rest of the doc comment (Markdown).
    pub description: &'static str,
    /// Parses and prints the parameters (the text layer's `ParamAsm`);
    /// `None`: the type has none.
    pub asm: Option<Hook>,
    /// The type interfaces it implements (`#[interface(type)]`).
    pub interfaces: &'static [InterfaceImpl],
}

/// The definition of a dialect attribute.
pub struct AttrDef {
    /// The dialect's namespace.
    pub dialect: &'static str,
    /// The name after `#dialect.`.
    pub mnemonic: &'static str,
    /// One line, the first line of the attribute's doc comment.
    pub summary: &'static str,
    /// The rest of the doc comment (Markdown).
    pub description: &'static str,
    /// Parses and prints the parameters (the text layer's `ParamAsm`);
    /// `None`: the attribute has none.
    pub asm: Option<Hook>,
    /// The attribute interfaces it implements (`#[interface(attr)]`).
    pub interfaces: &'static [InterfaceImpl],
    /// The attribute is a location (MLIR's `LocationAttrDef`): accepted in
    /// `loc(...)` and wherever a location is.
    pub location: bool,
    /// The index of the parameter that is the attribute's own type (MLIR's
    /// `AttributeSelfTypeParameter`), written after it as `: type`.
    pub self_type: Option<usize>,
}

/// The definition of a dialect.
pub struct DialectDef {
    /// The namespace (`shape`).
    pub name: &'static str,
    /// One line, for `--dialect-doc`.
    pub summary: &'static str,
    /// The rest of the dialect's documentation (Markdown).
    pub description: &'static str,
    /// Ops of this namespace that nobody registered are accepted.
    pub allow_unknown_ops: bool,
    /// Makes a constant op of this dialect for a folded value.
    pub materialize_constant: Option<MaterializeFn>,
    /// The dialect interfaces (such as the inliner's).
    pub interfaces: &'static [InterfaceImpl],
    /// The dialect keeps blobs in a file's `dialect_resources` (MLIR's
    /// resource hooks of `OpAsmDialectInterface`), which attributes hold
    /// by key.
    pub resources: bool,
}

impl DialectDef {
    /// A definition with no name or hooks: start from this with `..`.
    pub const EMPTY: DialectDef = DialectDef {
        name: "",
        summary: "",
        description: "",
        allow_unknown_ops: false,
        materialize_constant: None,
        interfaces: &[],
        resources: false,
    };
    /// The dialect's implementation of the interface whose vtable type is `V`.
    pub fn interface<V: Any>(&self) -> Option<&'static V> {
        InterfaceImpl::find(self.interfaces)
    }
}

/// Submitted by each dialect.
pub struct DialectRegistration(pub &'static DialectDef);
/// Submitted by each op.
pub struct OpRegistration(pub &'static OpDef);
/// Submitted by each dialect type.
pub struct TypeRegistration(pub &'static TypeDef);
/// Submitted by each dialect attribute.
pub struct AttrRegistration(pub &'static AttrDef);

inventory::collect!(DialectRegistration);
inventory::collect!(OpRegistration);
inventory::collect!(TypeRegistration);
inventory::collect!(AttrRegistration);

/// Every definition linked into the program, indexed.
pub struct Registry {
    dialects: FxHashMap<&'static str, &'static DialectDef>,
    /// The ops by name: an op's place here is the [`crate::OpName`] of its
    /// name in every context, so that finding the definition of an op is
    /// one read.
    op_list: Vec<&'static OpDef>,
    /// The place of each op in `op_list`, by name.
    op_index: FxHashMap<&'static str, u32>,
    types: Vec<&'static TypeDef>,
    type_index: FxHashMap<(&'static str, &'static str), u32>,
    attrs: Vec<&'static AttrDef>,
    attr_index: FxHashMap<(&'static str, &'static str), u32>,
}

impl Registry {
    /// The registry of everything submitted through `inventory`. A program
    /// whose definitions contradict each other (two ops of one name, a
    /// trait naming no op, an op of no dialect) stops here, on first use and
    /// before any IR is read, with every such mistake listed.
    pub fn global() -> &'static Registry {
        static REGISTRY: OnceLock<Registry> = OnceLock::new();
        REGISTRY.get_or_init(|| {
            let dialects: Vec<_> = inventory::iter::<DialectRegistration>.into_iter().map(|d| d.0).collect();
            let ops: Vec<_> = inventory::iter::<OpRegistration>.into_iter().map(|o| o.0).collect();
            let types: Vec<_> = inventory::iter::<TypeRegistration>.into_iter().map(|t| t.0).collect();
            let attrs: Vec<_> = inventory::iter::<AttrRegistration>.into_iter().map(|a| a.0).collect();
            match Registry::build(&dialects, &ops, &types, &attrs) {
                Ok(r) => r,
                Err(errors) => panic!("invalid definitions linked into this program:\n  {}", errors.join("\n  ")),
            }
        })
    }

    /// Indexes definitions, checking that they agree: op names are unique,
    /// ops named in traits (`HasParent`, `ParentOneOf`,
    /// `SingleBlockImplicitTerminator`) exist, and every op, type and
    /// attribute belongs to a declared dialect. Returns every mistake.
    pub fn build(
        dialects: &[&'static DialectDef],
        ops: &[&'static OpDef],
        types: &[&'static TypeDef],
        attrs: &[&'static AttrDef],
    ) -> Result<Registry, Vec<String>> {
        let mut errors = Vec::new();
        let mut r = Registry {
            dialects: FxHashMap::default(),
            op_list: Vec::new(),
            op_index: FxHashMap::default(),
            types: Vec::new(),
            type_index: FxHashMap::default(),
            attrs: Vec::new(),
            attr_index: FxHashMap::default(),
        };
        let rust_path = |d: &OpDef| {
            if d.type_name.is_empty() {
                "a hand-written OpDef".to_string()
            } else {
                format!("`{}`", d.type_name)
            }
        };
        for &d in dialects {
            if let Some(prev) = r.dialects.insert(d.name, d) {
                if !std::ptr::eq(prev, d) {
                    errors.push(format!("dialect '{}' is declared twice", d.name));
                }
            }
        }
        let mut by_name: FxHashMap<&'static str, &'static OpDef> = FxHashMap::default();
        for &o in ops {
            if let Some(prev) = by_name.insert(o.name, o) {
                if !std::ptr::eq(prev, o) {
                    errors.push(format!(
                        "op '{}' is defined twice: by {} and by {}",
                        o.name,
                        rust_path(prev),
                        rust_path(o)
                    ));
                }
            }
        }
        let mut sorted = ops.to_vec();
        sorted.sort_by_key(|o| (o.name, o.type_name));
        for &o in &sorted {
            let dialect = o.dialect();
            if !r.dialects.contains_key(dialect) {
                errors.push(format!(
                    "op '{}' ({}) belongs to dialect '{dialect}', which no `dialect!` declares",
                    o.name,
                    rust_path(o)
                ));
            }
            let parents = o.parents.iter().map(|n| ("HasParent", *n));
            for (tr, name) in parents.chain(o.implicit_terminator.map(|t| ("SingleBlockImplicitTerminator", t))) {
                if !by_name.contains_key(name) {
                    errors.push(format!(
                        "op '{}' ({}) names '{name}' in `{tr}`, but no op of that name is registered (misspelt, or its \
                         crate is not linked: name it by its Rust type, or `use` its crate)",
                        o.name,
                        rust_path(o)
                    ));
                }
            }
        }
        sorted.dedup_by_key(|o| o.name);
        r.op_index = sorted.iter().enumerate().map(|(i, o)| (o.name, i as u32)).collect();
        r.op_list = sorted;
        // Sort by name so that indices do not depend on link order.
        let mut types = types.to_vec();
        types.sort_by_key(|t| (t.dialect, t.mnemonic));
        for t in types {
            if !r.dialects.contains_key(t.dialect) {
                errors.push(format!(
                    "type '!{}.{}' belongs to dialect '{}', which no `dialect!` declares",
                    t.dialect, t.mnemonic, t.dialect
                ));
            }
            if r.type_index.insert((t.dialect, t.mnemonic), r.types.len() as u32).is_some() {
                errors.push(format!("type '!{}.{}' is defined twice", t.dialect, t.mnemonic));
            }
            r.types.push(t);
        }
        let mut attrs = attrs.to_vec();
        attrs.sort_by_key(|t| (t.dialect, t.mnemonic));
        for a in attrs {
            if !r.dialects.contains_key(a.dialect) {
                errors.push(format!(
                    "attribute '#{}.{}' belongs to dialect '{}', which no `dialect!` declares",
                    a.dialect, a.mnemonic, a.dialect
                ));
            }
            if r.attr_index.insert((a.dialect, a.mnemonic), r.attrs.len() as u32).is_some() {
                errors.push(format!("attribute '#{}.{}' is defined twice", a.dialect, a.mnemonic));
            }
            r.attrs.push(a);
        }
        if errors.is_empty() {
            Ok(r)
        } else {
            Err(errors)
        }
    }
    /// The op registered under `name` (`dialect.op`).
    pub fn op(&self, name: &str) -> Option<&'static OpDef> {
        self.op_with_index(name).map(|(_, def)| def)
    }
    /// The place of the op registered under `name` among all ops sorted by
    /// name (see [`Self::op_at`]).
    pub fn op_index(&self, name: &str) -> Option<u32> {
        self.op_index.get(name).copied()
    }
    /// The op registered under `name` and its place (see [`Self::op_at`]).
    pub fn op_with_index(&self, name: &str) -> Option<(u32, &'static OpDef)> {
        let index = self.op_index(name)?;
        Some((index, self.op_list[index as usize]))
    }
    /// The op at `index` among all ops sorted by name.
    #[inline]
    pub fn op_at(&self, index: u32) -> Option<&'static OpDef> {
        self.op_list.get(index as usize).copied()
    }
    /// How many ops are registered.
    pub fn op_count(&self) -> usize {
        self.op_list.len()
    }
    /// The dialect registered under `name`.
    pub fn dialect(&self, name: &str) -> Option<&'static DialectDef> {
        self.dialects.get(name).copied()
    }
    /// All ops, sorted by name.
    pub fn op_defs(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.op_list.iter().copied()
    }
    /// All ops, sorted by name.
    pub fn ops(&self) -> Vec<&'static OpDef> {
        self.op_list.clone()
    }
    /// All dialects, sorted by name.
    pub fn dialects(&self) -> Vec<&'static DialectDef> {
        let mut v: Vec<_> = self.dialects.values().copied().collect();
        v.sort_by_key(|d| d.name);
        v
    }
    /// The index of the type `!dialect.mnemonic`, for [`TypeKind::Dialect`](crate::types::TypeKind::Dialect).
    pub fn type_def_index(&self, dialect: &str, mnemonic: &str) -> Option<u32> {
        self.type_index.get(&(dialect, mnemonic)).copied()
    }
    /// The type definition at `index`.
    pub fn type_def(&self, index: u32) -> &'static TypeDef {
        self.types[index as usize]
    }
    /// All type definitions, by index.
    pub fn type_defs(&self) -> &[&'static TypeDef] {
        &self.types
    }
    /// The index of the attribute `#dialect.mnemonic`, for [`AttrKind::Dialect`](crate::attrs::AttrKind::Dialect).
    pub fn attr_def_index(&self, dialect: &str, mnemonic: &str) -> Option<u32> {
        self.attr_index.get(&(dialect, mnemonic)).copied()
    }
    /// The attribute definition at `index`.
    pub fn attr_def(&self, index: u32) -> &'static AttrDef {
        self.attrs[index as usize]
    }
    /// Whether `dialect` defines types: only then does it parse them (a
    /// dialect without any has no type parsing hook, as in MLIR).
    pub fn dialect_defines_types(&self, dialect: &str) -> bool {
        self.types.iter().any(|t| t.dialect == dialect)
    }
    /// Whether `dialect` defines attributes (see
    /// [`dialect_defines_types`](Self::dialect_defines_types)).
    pub fn dialect_defines_attrs(&self, dialect: &str) -> bool {
        self.attrs.iter().any(|a| a.dialect == dialect)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static DIALECT: DialectDef = DialectDef { name: "t", ..DialectDef::EMPTY };
    static LOOP: OpDef =
        OpDef { name: "t.loop", type_name: "t::LoopOp", implicit_terminator: Some("t.yeild"), ..OpDef::EMPTY };
    static YIELD: OpDef =
        OpDef { name: "t.yield", type_name: "t::YieldOp", parents: &["t.loop", "t.lop"], ..OpDef::EMPTY };
    static YIELD_AGAIN: OpDef = OpDef { name: "t.yield", type_name: "other::Yield", ..OpDef::EMPTY };
    static STRAY: OpDef = OpDef { name: "u.op", type_name: "u::Op", ..OpDef::EMPTY };
    static STRAY_TYPE: TypeDef =
        TypeDef { dialect: "v", mnemonic: "ty", summary: "", description: "", asm: None, interfaces: &[] };

    #[test]
    fn consistent_definitions_index() {
        let r = Registry::build(&[&DIALECT], &[&YIELD_AGAIN], &[], &[]).expect("valid");
        assert_eq!(r.op("t.yield").map(|d| d.type_name), Some("other::Yield"));
    }

    #[test]
    fn every_mistake_is_reported_at_once() {
        let errors = Registry::build(&[&DIALECT], &[&LOOP, &YIELD, &YIELD_AGAIN, &STRAY], &[&STRAY_TYPE], &[])
            .err()
            .expect("mistakes");
        let all = errors.join("\n");
        assert!(all.contains("op 't.yield' is defined twice: by `t::YieldOp` and by `other::Yield`"), "{all}");
        assert!(all.contains("op 'u.op' (`u::Op`) belongs to dialect 'u', which no `dialect!` declares"), "{all}");
        assert!(all.contains("op 't.loop' (`t::LoopOp`) names 't.yeild' in `SingleBlockImplicitTerminator`"), "{all}");
        assert!(all.contains("type '!v.ty' belongs to dialect 'v'"), "{all}");
        assert!(all.contains("op 't.yield' (`t::YieldOp`) names 't.lop' in `HasParent`"), "{all}");
        assert_eq!(errors.len(), 5, "{all}");
    }
}
