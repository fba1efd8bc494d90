//! The checked format model.
//!
//! A [`Format`] is plain data: a tree of [`Element`]s whose variables are
//! resolved to an entity kind and an index into the [`Signature`]'s lists, plus
//! how every operand and result type is obtained. It is meant to be walked by
//! code generation (e.g. to emit a static table for a runtime engine).
//!
//! Spacing: every element that the MLIR printer may precede with a space carries
//! `space_before`, computed statically exactly as mlir-tblgen 22's printer
//! generator does (the flags flow through optional groups and oilist clauses as
//! if every element were printed, which is what the generated C++ does):
//! * a variable or directive gets a space unless it directly follows a `(`, `[`,
//!   `{` or `<` literal or an empty `` `` `` literal;
//! * a punctuation literal `< > ( ) { } [ ] ,` gets no space, and `> ) } ] ,`
//!   none after another punctuation literal either; any other literal (keywords,
//!   `->`, `:` ...) gets one, unless it follows `(`, `[`, `{`, `<` or `` `` ``;
//! * `` ` ` `` prints a space, `` `\n` `` a newline, `` `` `` nothing;
//! * `attr-dict` prints its own leading space when the dictionary is not empty,
//!   `prop-dict` always prints a space before `<{...}>`.
//!
//! [`Signature`]: super::signature::Signature

use super::signature::TypeSource;
use std::ops::Range;

/// A byte range in the format string.
pub type Span = Range<usize>;

/// A checked assembly format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Format {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
    /// How the type of each operand is obtained (indexed like
    /// `Signature::operands`).
    pub operand_types: Vec<TypeResolution>,
    /// How the type of each result is obtained (indexed like
    /// `Signature::results`).
    pub result_types: Vec<TypeResolution>,
    /// The `operands` directive is used (all operands at once).
    pub all_operands: bool,
    /// `type(operands)` is used (or `operands` in a `functional-type`).
    pub all_operand_types: bool,
    /// `type(results)` is used (or `results` in a `functional-type`).
    pub all_result_types: bool,
    /// The `regions` directive is used.
    pub all_regions: bool,
    /// The `successors` directive is used.
    pub all_successors: bool,
    /// The format contains `prop-dict`: then `attr-dict` prints only the
    /// discardable attributes.
    pub has_prop_dict: bool,
    /// Attributes and properties that the format binds itself (as `$name`,
    /// possibly inside a `custom` directive), as indices into
    /// `Signature::attributes`, in the order they first appear. `attr-dict`
    /// leaves these out.
    pub used_attributes: Vec<usize>,
    /// Every result type is inferred through InferTypeOpInterface.
    pub infers_result_types: bool,
    /// A `:` literal that may directly follow an attribute whose
    /// constraint decides the ambiguity (see
    /// [`AttrEntity::colon_check_deferred`](super::AttrEntity)).
    pub colon_checks: Vec<ColonCheck>,
}

/// A `:` literal that may directly follow attribute `attribute`: ambiguous
/// (mlir-tblgen 22's rule) when the attribute has no buildable type and its
/// constraint's storage is the generic attribute, read with the generic
/// attribute parser, which may take `: type` as part of it. (`qualified`
/// makes no difference in 22.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColonCheck {
    /// Index into `Signature::attributes`.
    pub attribute: usize,
    /// The error to report if it is ambiguous.
    pub error: super::FormatError,
}

/// How the type of an operand or result is known when parsing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeResolution {
    /// The format binds it: `type($x)`, `type(operands)`, `type(results)`,
    /// `functional-type(...)` or a `type(...)` argument of a `custom` directive.
    Bound,
    /// It equals (or is derived from) the type of `source`, which the format
    /// binds; `equality` is the index into `Signature::type_equalities`.
    Equality {
        /// The operand or result whose type is used.
        source: TypeSource,
        /// Index of the pair in `Signature::type_equalities`.
        equality: usize,
    },
    /// The type constraint is buildable: the type is built, not parsed.
    Buildable,
    /// InferTypeOpInterface computes it (results only).
    Inferred,
}

/// An operation entity a variable refers to. Indices point into the
/// corresponding list of the `Signature` (attributes and properties share
/// `Signature::attributes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Entity {
    /// `Signature::operands[i]`.
    Operand(usize),
    /// `Signature::results[i]` (only inside `type(...)`).
    Result(usize),
    /// `Signature::attributes[i]`, an attribute.
    Attribute(usize),
    /// `Signature::attributes[i]`, a property.
    Property(usize),
    /// `Signature::regions[i]`.
    Region(usize),
    /// `Signature::successors[i]`.
    Successor(usize),
}

/// A format element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Element {
    /// A keyword or punctuation literal, e.g. `` `to` `` or `` `:` ``.
    Literal(Literal),
    /// `` ` ` ``, `` `` `` or `` `\n` ``.
    Whitespace(Whitespace),
    /// `$name`, possibly `qualified($attr)`.
    Variable(Variable),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict(AttrDict),
    /// `prop-dict`.
    PropDict(PropDict),
    /// `operands` (top level), or `ref(operands)` inside a custom directive.
    Operands(Directive),
    /// `regions` (top level), or `ref(regions)` inside a custom directive.
    Regions(Directive),
    /// `successors` (top level), or `ref(successors)` inside a custom directive.
    Successors(Directive),
    /// `type(...)`, possibly `qualified(type(...))`.
    Type(TypeDirective),
    /// `functional-type(inputs, results)`.
    FunctionalType(FunctionalType),
    /// `custom<Name>(params)`.
    Custom(CustomDirective),
    /// `ref(...)`: only as a parameter of a custom directive.
    Ref(RefDirective),
    /// `"C++ string"`: only as a parameter of a custom directive.
    Str(StringParam),
    /// `oilist(...)`.
    OIList(OIList),
    /// `(...)?` or `(...):(...)?`.
    Optional(OptionalGroup),
}

/// A literal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Literal {
    /// The text between the backticks.
    pub spelling: String,
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of the literal, backticks included.
    pub span: Span,
}

impl Literal {
    /// A keyword literal (starts with a letter or `_`), parsed with
    /// `parseKeyword`; otherwise it is punctuation (`:`, `->`, `...`).
    pub fn is_keyword(&self) -> bool {
        self.spelling.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
    }
}

/// Which whitespace literal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhitespaceKind {
    /// `` ` ` ``: prints a space.
    Space,
    /// `` `` ``: prints nothing and suppresses the next automatic space.
    Empty,
    /// `` `\n` ``: prints a newline.
    Newline,
}

/// A whitespace literal (printing only; the parser skips it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Whitespace {
    /// Which one.
    pub kind: WhitespaceKind,
    /// Span, backticks included.
    pub span: Span,
}

/// A variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    /// What it refers to.
    pub entity: Entity,
    /// Written `qualified($attr)`: print the attribute with its dialect prefix.
    pub qualified: bool,
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of `$name` (or of the whole `qualified(...)`).
    pub span: Span,
}

/// `attr-dict` / `attr-dict-with-keyword`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttrDict {
    /// `attr-dict-with-keyword`: printed as `attributes {...}`.
    pub with_keyword: bool,
    /// Span of the directive.
    pub span: Span,
}

/// `prop-dict`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropDict {
    /// Span of the directive.
    pub span: Span,
}

/// A directive without arguments (`operands`, `regions`, `successors`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of the directive.
    pub span: Span,
}

/// The argument of `type(...)` and of `functional-type(...)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeArg {
    /// `$operand`.
    Operand(usize),
    /// `$result`.
    Result(usize),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
}

/// `type(arg)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeDirective {
    /// The operand(s) or result(s) whose types this is.
    pub arg: TypeArg,
    /// Written `qualified(type(...))`: print with the dialect prefix.
    pub qualified: bool,
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of the directive.
    pub span: Span,
}

/// `functional-type(inputs, results)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionalType {
    /// The function inputs.
    pub inputs: TypeArg,
    /// The function results.
    pub results: TypeArg,
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of the directive.
    pub span: Span,
}

/// `custom<Name>(params)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomDirective {
    /// `Name`: the user functions are `parseName` / `printName`.
    pub name: String,
    /// The parameters: [`Element::Variable`] (not results), [`Element::Type`]
    /// (of a single operand or result), [`Element::AttrDict`],
    /// [`Element::PropDict`], [`Element::Ref`] and [`Element::Str`].
    pub params: Vec<Element>,
    /// The printer emits a space before it.
    pub space_before: bool,
    /// Span of the directive.
    pub span: Span,
}

/// `ref(target)` inside a custom directive: passes an entity bound earlier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefDirective {
    /// [`Element::Variable`], [`Element::Type`], [`Element::AttrDict`],
    /// [`Element::Operands`], [`Element::Regions`] or [`Element::Successors`].
    pub target: Box<Element>,
    /// Span of the directive.
    pub span: Span,
}

/// A string parameter of a custom directive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StringParam {
    /// The contents, with escaping backslashes removed (as mlir-tblgen does).
    pub value: String,
    /// Span, quotes included.
    pub span: Span,
}

/// `oilist(`kw` elements | `kw` elements ...)`: clauses in any order, each at
/// most once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OIList {
    /// The clauses.
    pub clauses: Vec<OIClause>,
    /// Span of the directive.
    pub span: Span,
}

/// One oilist clause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OIClause {
    /// The keyword that starts the clause.
    pub keyword: Literal,
    /// The elements after the keyword.
    pub elements: Vec<Element>,
    /// The clause is exactly one unit attribute or property: the keyword alone
    /// stands for it (the variable is not printed).
    pub unit_variable: Option<Entity>,
}

/// An optional group `(then)?` or `(then):(else)?`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present (or, when `inverted`,
    /// absent).
    pub then_elements: Vec<Element>,
    /// The elements printed otherwise.
    pub else_elements: Vec<Element>,
    /// The anchor (`^`) is in the else branch: then the then-branch is printed
    /// when the anchor is absent.
    pub inverted: bool,
    /// Index of the anchor in `else_elements` if `inverted`, else in
    /// `then_elements`.
    pub anchor: usize,
    /// Index of the first non-whitespace element of `then_elements`: the one
    /// whose presence decides the group when parsing.
    pub then_parse_start: usize,
    /// Index of the first non-whitespace element of `else_elements` (its length
    /// if there is none).
    pub else_parse_start: usize,
    /// The anchor is a unit attribute or property that is not the first element
    /// of its branch: it is not printed, and parsing the group sets it.
    pub anchor_elided: bool,
    /// Span of the whole group.
    pub span: Span,
}

impl OptionalGroup {
    /// The anchor element.
    pub fn anchor_element(&self) -> &Element {
        if self.inverted {
            &self.else_elements[self.anchor]
        } else {
            &self.then_elements[self.anchor]
        }
    }
}

impl Element {
    /// The element's span in the format string.
    pub fn span(&self) -> &Span {
        match self {
            Element::Literal(e) => &e.span,
            Element::Whitespace(e) => &e.span,
            Element::Variable(e) => &e.span,
            Element::AttrDict(e) => &e.span,
            Element::PropDict(e) => &e.span,
            Element::Operands(e) | Element::Regions(e) | Element::Successors(e) => &e.span,
            Element::Type(e) => &e.span,
            Element::FunctionalType(e) => &e.span,
            Element::Custom(e) => &e.span,
            Element::Ref(e) => &e.span,
            Element::Str(e) => &e.span,
            Element::OIList(e) => &e.span,
            Element::Optional(e) => &e.span,
        }
    }

    /// The nested elements: the branches of an optional group, the clause
    /// elements of an oilist (keywords excluded), the parameters of a custom
    /// directive, the target of a `ref`.
    pub fn children(&self) -> Vec<&Element> {
        match self {
            Element::Optional(g) => g.then_elements.iter().chain(&g.else_elements).collect(),
            Element::OIList(l) => l.clauses.iter().flat_map(|c| &c.elements).collect(),
            Element::Custom(c) => c.params.iter().collect(),
            Element::Ref(r) => vec![&*r.target],
            _ => Vec::new(),
        }
    }

    /// Calls `f` on this element and, depth first, on all nested elements.
    pub fn walk<'a>(&'a self, f: &mut impl FnMut(&'a Element)) {
        f(self);
        for child in self.children() {
            child.walk(f);
        }
    }
}

impl Format {
    /// Calls `f` on every element of the format, depth first.
    pub fn walk<'a>(&'a self, mut f: impl FnMut(&'a Element)) {
        for e in &self.elements {
            e.walk(&mut f);
        }
    }
}
