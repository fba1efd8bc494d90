//! The declarative assembly format at run time: the macro checks a format
//! and turns it into a [`Program`]; [`parse`] and [`print`](fn@print) interpret it,
//! so every op shares one parser and one printer.

use super::{Arity, AttrPresence, OpHandle, OpSpec, Segments};
use crate::attrs::Attr;
use crate::context::{BlockId, Context, OpId, OperationState, RegionId, Value};
use crate::parse::lexer::Tok;
use crate::parse::{OpParser, UnresolvedOperand};
use crate::print::{OpPrinter, RegionStyle};
use crate::registry::PResult;
use crate::types::Type;

/// Which types a `type(...)` directive names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// The operand group at this index.
    Operand(usize),
    /// The result group at this index.
    Result(usize),
    /// `operands`: all operands.
    Operands,
    /// `results`: all results.
    Results,
}

/// An operand or result group, as a type source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The operand group at this index.
    Operand(usize),
    /// The result group at this index.
    Result(usize),
}

/// How the parser learns the type of an operand or result group that the
/// format does not bind.
#[derive(Clone, Copy, Debug)]
pub enum TypeRes {
    /// A `type(...)` directive binds it.
    Bound,
    /// Equal to the type of another group (`AllTypesMatch` and friends).
    Equal(Source),
    /// Computed from the type of another group (`TypesMatchWith`).
    Derived(Source, fn(&crate::Context, Type) -> Type),
    /// The constraint names exactly one type.
    Buildable,
    /// Result types come from the op's type inference.
    Inferred,
}

/// One element of a format.
#[derive(Debug)]
pub enum Elem {
    /// A keyword or punctuation; `bool`: a space is printed before it.
    Literal(&'static str, bool),
    /// `` ` ` ``
    Space,
    /// ``` `` ```: no space before the next element.
    Empty,
    /// `` `\n` ``
    Newline,
    /// `$operand`: the operand group at this index; `bool`: a space before it.
    Operand(usize, bool),
    /// `$attr`: the attribute at this index; a space before it; written
    /// `qualified($attr)`.
    Attr(usize, bool, bool),
    /// `$region`: the region at this index; `bool`: a space before it.
    Region(usize, bool),
    /// `$successor`: the successor at this index; `bool`: a space before it.
    Successor(usize, bool),
    /// `attr-dict` or, with `true`, `attr-dict-with-keyword`.
    AttrDict(bool),
    /// `operands`; `bool`: a space before it.
    Operands(bool),
    /// `regions`; `bool`: a space before it.
    Regions(bool),
    /// `successors`; `bool`: a space before it.
    Successors(bool),
    /// `type(...)`; a space before it; written `qualified(type(...))`.
    Type(TypeArg, bool, bool),
    /// `functional-type(inputs, results)`; `bool`: a space before it.
    FunctionalType(TypeArg, TypeArg, bool),
    /// `( ... )?`: an optional group.
    Optional(&'static Group),
    /// `prop-dict`: the inherent attributes the format does not print.
    PropDict,
    /// `custom<Name>(...)`: user functions read and print the parameters.
    Custom(&'static Custom),
    /// `oilist(...)`: keyword clauses in any order, each at most once.
    OIList(&'static [Clause]),
}

/// A clause of `oilist`: a keyword and what follows it.
#[derive(Debug)]
pub struct Clause {
    /// The keyword that starts the clause.
    pub keyword: &'static str,
    /// What follows the keyword.
    pub elems: &'static [Elem],
    /// A unit attribute set by the keyword alone.
    pub unit_attr: Option<usize>,
}

/// A `custom<Name>(params)` directive. `parse` fills the slots of the
/// parameters that are not `ref(...)`; `print` gets all of them.
#[derive(Debug)]
pub struct Custom {
    /// `Name` of `custom<Name>`: the user functions are `parse_name` and `print_name`.
    pub name: &'static str,
    /// A space is printed before the directive's output.
    pub space: bool,
    /// The parameters, in order.
    pub params: &'static [CustomParam],
    /// The user's parse function.
    pub parse: CustomParseFn,
    /// The user's print function.
    pub print: CustomPrintFn,
}

/// A parameter of a custom directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomParam {
    /// An operand group.
    Operand(usize),
    /// An attribute.
    Attr(usize),
    /// `type(...)`.
    Type(TypeArg),
    /// A region.
    Region(usize),
    /// A successor.
    Successor(usize),
    /// `attr-dict`.
    AttrDict,
    /// `ref(...)` of one of the above: read only.
    Ref(&'static CustomParam),
    /// A string literal passed through.
    Str(&'static str),
}

/// The value of a custom directive's parameter.
#[derive(Clone, Debug)]
pub enum Slot {
    /// Operands read by the parser, resolved after the directive.
    Operands(Vec<UnresolvedOperand>),
    /// Operand values, when printing or for `ref`.
    Values(Vec<Value>),
    /// An attribute; `None` when absent.
    Attr(Option<Attr>),
    /// Types.
    Types(Vec<Type>),
    /// Regions.
    Regions(Vec<RegionId>),
    /// Successor blocks.
    Successors(Vec<BlockId>),
    /// The attribute dictionary (parse: attributes to add).
    Attrs(Vec<(crate::intern::Sym, Attr)>),
    /// A string literal parameter.
    Str(&'static str),
    /// The groups of a `VariadicOfVariadic` operand read by the parser
    /// (MLIR's `SmallVectorImpl<SmallVector<UnresolvedOperand>>`): the
    /// inner sizes become its segment sizes.
    OperandGroups(Vec<Vec<UnresolvedOperand>>),
    /// The groups of a `VariadicOfVariadic` operand, when printing or for
    /// `ref` (MLIR's `OperandRangeRange`).
    ValueGroups(Vec<Vec<Value>>),
    /// The types of a `VariadicOfVariadic` operand, group by group.
    TypeGroups(Vec<Vec<Type>>),
}

/// Parses a custom directive: one slot per parameter, in order.
pub type CustomParseFn = fn(&mut OpParser<'_, '_>, &mut [Slot]) -> PResult<()>;
/// Prints a custom directive from its parameters' values.
pub type CustomPrintFn = fn(&mut OpPrinter<'_, '_>, OpId, &[Slot]);

/// An optional group `( ... )?` with its anchor.
#[derive(Debug)]
pub struct Group {
    /// The elements when the group is present.
    pub then: &'static [Elem],
    /// The elements otherwise (`:(...)`), often none.
    pub els: &'static [Elem],
    /// The anchor is in the else branch (`:(...)` with `^` there).
    pub inverted: bool,
    /// Index of the anchor in its branch.
    pub anchor: usize,
    /// Index of the first element that is parsed (skipping whitespace).
    pub then_start: usize,
    /// Index of the first element of the else branch that is parsed.
    pub else_start: usize,
    /// A unit attribute anchor that is not printed.
    pub anchor_elided: bool,
}

/// A checked format.
#[derive(Debug)]
pub struct Program {
    /// The elements, in order.
    pub elements: &'static [Elem],
    /// Per operand group, where the parser gets its type.
    pub operand_types: &'static [TypeRes],
    /// Per result group, where the parser gets its type.
    pub result_types: &'static [TypeRes],
    /// Attributes the format prints itself (left out of `attr-dict`).
    pub used_attrs: &'static [usize],
    /// With `prop-dict`, `attr-dict` prints only discardable attributes.
    pub has_prop_dict: bool,
}

// ----------------------------------------------------------------------
// Parsing
// ----------------------------------------------------------------------

#[derive(Default)]
struct ParseState {
    operands: Vec<Option<Vec<UnresolvedOperand>>>,
    /// Per operand group, the inner group sizes read for a
    /// `VariadicOfVariadic` group (its segment sizes attribute).
    operand_group_sizes: Vec<Option<Vec<i32>>>,
    all_operands: Option<Vec<UnresolvedOperand>>,
    operand_types: Vec<Option<Vec<Type>>>,
    all_operand_types: Option<Vec<Type>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_result_types: Option<Vec<Type>>,
    regions: Vec<Vec<RegionId>>,
    all_regions: Option<Vec<RegionId>>,
    successors: Vec<Vec<BlockId>>,
    all_successors: Option<Vec<BlockId>>,
    /// Where the operands start, for count errors.
    operands_at: u32,
    /// Per operand group, where its element started when it was read (as
    /// mlir-tblgen's `xOperandsLoc`); a group never read (in an optional
    /// group left out) reports a count error at the op's name, as
    /// MLIR's parser does with that location unset.
    operand_locs: Vec<Option<u32>>,
    /// Emptied vectors of ops parsed before, filled again instead of
    /// allocating new ones (most groups hold one operand or type).
    spare_operands: Vec<Vec<UnresolvedOperand>>,
    spare_types: Vec<Vec<Type>>,
    /// `finish`'s operand lists and types per group, kept for their buffers.
    group_operands: Vec<Vec<UnresolvedOperand>>,
    group_types: Vec<Vec<Type>>,
    /// Inside an optional group, after its anchor: mlir-tblgen's
    /// `GenContext::Optional`, where an optional attribute is read as a
    /// required one.
    in_optional_group: bool,
    /// The element being read is the first of an optional group, read with
    /// its optional parser: a property's failure there is not followed by
    /// mlir-tblgen's "invalid value for property".
    group_leader: bool,
}

/// Parses an op of type `O` with its format.
pub fn parse<O: OpHandle>(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_with(p, state, O::spec())
}

/// Prints an op of type `O` with its format.
pub fn print<O: OpHandle>(p: &mut OpPrinter<'_, '_>, op: OpId) {
    print_with(p, op, O::spec())
}

/// The parser of every generated op with a format: parses the op being
/// parsed with the table of its definition (one function for all ops, so
/// that no op compiles a parser of its own).
pub fn parse_registered(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_with(p, state, super::registered_spec(Some(p.def())))
}

/// The printer of every generated op with a format (see [`parse_registered`]).
pub fn print_registered(p: &mut OpPrinter<'_, '_>, op: OpId) {
    print_with(p, op, super::registered_spec(op.def(p.ctx())))
}

/// The assembly form of every generated op with a format: its definition
/// points here rather than to a table of its own.
pub static FORMAT_ASM: crate::parse::OpAsm = crate::parse::OpAsm { parse: parse_registered, print: print_registered };

/// [`FORMAT_ASM`] as the definition's `asm` hook.
pub const FORMAT_HOOK: crate::registry::Hook = crate::registry::Hook::new(&FORMAT_ASM);

/// Parses the op described by `spec` (its format must be set).
pub fn parse_with(p: &mut OpParser<'_, '_>, state: &mut OperationState, spec: &OpSpec) -> PResult<()> {
    let prog = spec.format.expect("op has an assembly format");
    let mut st = SPARE_STATES.with_borrow_mut(|spare| spare.pop()).unwrap_or_default();
    st.reset(spec, p.pos());
    let r = parse_elems(p, state, spec, &mut st, prog.elements).and_then(|()| finish(p, state, spec, prog, &mut st));
    SPARE_STATES.with_borrow_mut(|spare| spare.push(st));
    r
}

thread_local! {
    /// Parse states of ops parsed before, kept for their buffers: an op is
    /// parsed without allocating its state (one per level of nesting).
    /// Boxed, so that taking and returning one moves a pointer, not the
    /// whole state.
    #[allow(clippy::vec_box)]
    static SPARE_STATES: std::cell::RefCell<Vec<Box<ParseState>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl ParseState {
    /// Empties the state for an op of `spec`, keeping the buffers.
    fn reset(&mut self, spec: &OpSpec, operands_at: u32) {
        fn refill<T>(v: &mut Vec<T>, n: usize, empty: impl FnMut() -> T) {
            v.clear();
            v.resize_with(n, empty);
        }
        /// `refill` with `None`, the vectors it held put back in `spare`.
        fn recycle<T>(v: &mut Vec<Option<Vec<T>>>, n: usize, spare: &mut Vec<Vec<T>>) {
            for mut items in v.drain(..).flatten() {
                items.clear();
                spare.push(items);
            }
            v.resize_with(n, || None);
        }
        recycle(&mut self.operands, spec.operands.len(), &mut self.spare_operands);
        recycle(&mut self.operand_types, spec.operands.len(), &mut self.spare_types);
        refill(&mut self.operand_group_sizes, spec.operands.len(), || None);
        refill(&mut self.operand_locs, spec.operands.len(), || None);
        recycle(&mut self.result_types, spec.results.len(), &mut self.spare_types);
        refill(&mut self.regions, spec.regions.len(), Vec::new);
        refill(&mut self.successors, spec.successors.len(), Vec::new);
        self.all_operands = None;
        self.all_operand_types = None;
        self.all_result_types = None;
        self.all_regions = None;
        self.all_successors = None;
        self.operands_at = operands_at;
        self.in_optional_group = false;
        self.group_leader = false;
    }
}

fn literal_token(text: &str) -> Option<Tok> {
    Some(match text {
        ":" => Tok::Colon,
        "," => Tok::Comma,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        "?" => Tok::Question,
        "+" => Tok::Plus,
        "-" => Tok::Minus,
        "*" => Tok::Star,
        "..." => Tok::Ellipsis,
        "|" => Tok::Vertical,
        _ => return None,
    })
}

/// Reads attribute `a` by its constraint's parser inside the op's parser;
/// `None` when the constraint has no parser of its own.
fn in_op_parser(p: &mut OpParser<'_, '_>, a: &super::AttrSpec) -> Option<PResult<Attr>> {
    let op_name = p.def().name;
    p.parser().in_custom_op(op_name, |pp| (a.constraint.parse)(pp, a.name))
}

fn parse_literal(p: &mut OpParser<'_, '_>, text: &str) -> PResult<()> {
    match literal_token(text) {
        Some(t) => p.parse_punct(t),
        None => p.parse_keyword(text),
    }
}

fn parse_optional_literal(p: &mut OpParser<'_, '_>, text: &str) -> bool {
    match literal_token(text) {
        Some(t) => p.parse_optional(t),
        None => p.parse_optional_keyword(text),
    }
}

fn parse_elems(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    spec: &OpSpec,
    st: &mut ParseState,
    elems: &[Elem],
) -> PResult<()> {
    for e in elems {
        parse_elem(p, state, spec, st, e)?;
    }
    Ok(())
}

fn group_arity(spec: &OpSpec, arg: TypeArg) -> Arity {
    match arg {
        TypeArg::Operand(i) => spec.operands[i].arity,
        TypeArg::Result(i) => spec.results[i].arity,
        TypeArg::Operands | TypeArg::Results => Arity::Variadic,
    }
}

/// The types of a group of `arity`, in `out` (empty, for its buffer).
fn parse_types(p: &mut OpParser<'_, '_>, arity: Arity, mut out: Vec<Type>) -> PResult<Vec<Type>> {
    Ok(match arity {
        Arity::Single => {
            out.push(p.parse_type()?);
            out
        }
        Arity::Optional => {
            out.extend(p.parse_optional_type()?);
            out
        }
        // mlir-tblgen's `parseTypeList`: at least one type (a group left
        // empty prints nothing and does not read back, as in MLIR).
        Arity::Variadic => p.parse_type_list()?,
        Arity::VariadicOfVariadic(_) => {
            // `(t, t), (), (t)`: the types of all inner groups, in order (as
            // mlir-tblgen's parser, which leaves their grouping to the operands).
            let mut types = Vec::new();
            loop {
                if !p.parse_optional(Tok::LParen) {
                    break;
                }
                if !p.parse_optional(Tok::RParen) {
                    types.extend(p.parse_type_list()?);
                    p.parse_punct(Tok::RParen)?;
                }
                if !p.parse_optional(Tok::Comma) {
                    break;
                }
            }
            types
        }
    })
}

/// `(%a, %b), (), (%c)`: the operands of a `VariadicOfVariadic` group and
/// the size of each inner group.
fn parse_operand_groups(p: &mut OpParser<'_, '_>) -> PResult<(Vec<UnresolvedOperand>, Vec<i32>)> {
    let mut all = Vec::new();
    let mut sizes = Vec::new();
    loop {
        if !p.parse_optional(Tok::LParen) {
            break;
        }
        let before = all.len();
        all.extend(p.parse_operand_list()?);
        p.parse_punct(Tok::RParen)?;
        sizes.push((all.len() - before) as i32);
        if !p.parse_optional(Tok::Comma) {
            break;
        }
    }
    Ok((all, sizes))
}

fn store_types(st: &mut ParseState, arg: TypeArg, types: Vec<Type>) {
    match arg {
        TypeArg::Operand(i) => st.operand_types[i] = Some(types),
        TypeArg::Result(i) => st.result_types[i] = Some(types),
        TypeArg::Operands => st.all_operand_types = Some(types),
        TypeArg::Results => st.all_result_types = Some(types),
    }
}

fn parse_elem(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    spec: &OpSpec,
    st: &mut ParseState,
    e: &Elem,
) -> PResult<()> {
    match e {
        Elem::Literal(text, _) => parse_literal(p, text)?,
        Elem::Space | Elem::Empty | Elem::Newline => {}
        Elem::Operand(i, _) => {
            if st.operands.iter().all(|o| o.is_none()) {
                st.operands_at = p.pos();
            }
            st.operand_locs[*i] = Some(p.pos());
            let mut spare = st.spare_operands.pop().unwrap_or_default();
            let v = match spec.operands[*i].arity {
                Arity::Single => {
                    spare.push(p.parse_operand()?);
                    spare
                }
                Arity::Optional => {
                    spare.extend(p.parse_optional_operand()?);
                    spare
                }
                Arity::Variadic => p.parse_operand_list()?,
                Arity::VariadicOfVariadic(_) => {
                    let (all, sizes) = parse_operand_groups(p)?;
                    st.operand_group_sizes[*i] = Some(sizes);
                    all
                }
            };
            st.operands[*i] = Some(v);
        }
        Elem::Operands(_) => {
            st.operands_at = p.pos();
            st.all_operands = Some(p.parse_operand_list()?);
        }
        Elem::Attr(i, _, qualified) => {
            let a = &spec.attrs[*i];
            // As mlir-tblgen's parser, an optional attribute outside optional
            // groups is read with `parseOptionalAttribute`: absent unless the
            // next token starts one (of its storage's kind, when typed).
            if !st.in_optional_group
                && matches!(a.presence, AttrPresence::Optional | AttrPresence::DefaultOptional(_))
                && !(a.constraint.starts)(p.parser()).unwrap_or_else(|| p.parser().at_attribute())
            {
                return Ok(());
            }
            let hint = (a.constraint.value_type)(p.ctx());
            let at = p.pos();
            let v = match a.constraint.definition {
                // As mlir-tblgen: the stripped form or the full one
                // (`parseCustomAttributeWithFallback`), except that an
                // optional attribute and a `qualified` one are read by the
                // generic attribute parser.
                Some((dialect, mnemonic))
                    if !*qualified
                        && !matches!(a.presence, AttrPresence::Optional | AttrPresence::DefaultOptional(_)) =>
                {
                    let op_name = p.def().name;
                    p.parser().in_custom_op(op_name, |p| super::typedef::parse_stripped_attr(p, dialect, mnemonic))?
                }
                Some(_) => p.parse_attribute(None)?,
                // A property's parser words its own errors as MLIR's
                // `AsmParser` does (`Parser::asm_error_at`: prefixed with the
                // op, those of the generic grammar not); its failure is
                // followed by the op parser's own error, as mlir-tblgen
                // writes it.
                None if a.constraint.property => {
                    let op_name = p.def().name;
                    match p.parser().in_custom_op(op_name, |q| (a.constraint.parse)(q, a.name)) {
                        Some(Err(e)) if st.group_leader => return Err(e),
                        Some(Err(e)) => {
                            let then = format!(
                                "custom op '{op_name}' invalid value for property {}, expected {}",
                                a.name,
                                (a.constraint.summary)()
                            );
                            return Err(p.parser().then_error_at(e, at, &then));
                        }
                        Some(r) => r?,
                        None => p.parse_attribute(hint)?,
                    }
                }
                None => match (a.constraint.parse_in_op)(p) {
                    Some(r) => r?,
                    // Read through the op's parser: the errors it reports
                    // (`asm_error_at`) name the op, those of the generic
                    // grammar (`expected '>'`) do not, as in MLIR.
                    None => {
                        match in_op_parser(p, a) {
                            Some(r) => r?,
                            // A `none` value type (`StrAttr`): a string without `: type`.
                            None if hint.is_some_and(|t| matches!(t.kind(p.ctx()), crate::types::TypeKind::None))
                                && p.peek(Tok::String) =>
                            {
                                let s = p.parse_string()?;
                                p.ctx().string_attr(&s)
                            }
                            None => p.parse_attribute(hint)?,
                        }
                    }
                },
            };
            // MLIR's `parseAttribute<StorageType>` checks the storage class
            // only (and words it without the kind); the rest of the
            // constraint is the verifier's.
            if !(a.constraint.storage)(p.ctx(), v) {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            let name = p.ctx().intern(a.name);
            state.add_attr(name, v);
        }
        Elem::AttrDict(keyword) => p.parse_attr_dict_directive(state, *keyword)?,
        Elem::Type(arg, _, qualified) => {
            let mut spare = st.spare_types.pop().unwrap_or_default();
            let types = match (stripped_type_of(spec, *arg), *qualified) {
                (Some((dialect, mnemonic)), false) => {
                    let op_name = p.def().name;
                    spare.push(
                        p.parser()
                            .in_custom_op(op_name, |p| super::typedef::parse_stripped_type(p, dialect, mnemonic))?,
                    );
                    spare
                }
                _ => {
                    let at = p.pos();
                    let types = parse_types(p, group_arity(spec, *arg), spare)?;
                    check_type_class(p, single_group_class(spec, *arg), types.last().copied(), at)?;
                    types
                }
            };
            store_types(st, *arg, types);
        }
        Elem::FunctionalType(ins, outs, _) => {
            let t = p.parse_function_type()?;
            let Some((i, o)) = t.function_signature(p.ctx()) else {
                unreachable!("parse_function_type reads a function type")
            };
            let mut ins_types = st.spare_types.pop().unwrap_or_default();
            let mut outs_types = st.spare_types.pop().unwrap_or_default();
            ins_types.extend_from_slice(i);
            outs_types.extend_from_slice(o);
            store_types(st, *ins, ins_types);
            store_types(st, *outs, outs_types);
        }
        Elem::Region(i, _) => {
            // ODS-generated parsers never shadow names (MLIR's default).
            let isolated = false;
            if spec.regions[*i].variadic {
                while let Some(r) = p.parse_optional_region(&[], isolated)? {
                    st.regions[*i].push(r);
                    if !p.parse_optional(Tok::Comma) {
                        break;
                    }
                }
            } else {
                let r = p.parse_region(&[], isolated)?;
                st.regions[*i].push(r);
            }
        }
        Elem::Regions(_) => {
            let isolated = false;
            let mut v = Vec::new();
            while let Some(r) = p.parse_optional_region(&[], isolated)? {
                v.push(r);
                if !p.parse_optional(Tok::Comma) {
                    break;
                }
            }
            st.all_regions = Some(v);
        }
        Elem::Successor(i, _) => {
            if spec.successors[*i].variadic {
                while p.peek(Tok::CaretIdent) {
                    let b = p.parse_successor()?;
                    st.successors[*i].push(b);
                    if !p.parse_optional(Tok::Comma) {
                        break;
                    }
                }
            } else {
                let b = p.parse_successor()?;
                st.successors[*i].push(b);
            }
        }
        Elem::Successors(_) => {
            let mut v = Vec::new();
            while p.peek(Tok::CaretIdent) {
                v.push(p.parse_successor()?);
                if !p.parse_optional(Tok::Comma) {
                    break;
                }
            }
            st.all_successors = Some(v);
        }
        Elem::PropDict => {
            // Any attribute, `{}` when left out: the parser converts it once
            // the op is read, as MLIR's `setPropertiesFromParsedAttr`.
            let d = if p.parse_optional(Tok::Less) {
                let d = p.parse_attribute(None)?;
                p.parse_punct(Tok::Greater)?;
                d
            } else {
                p.ctx().dictionary_attr(Vec::new())
            };
            state.properties = Some(d);
        }
        Elem::Custom(c) => parse_custom(p, state, spec, st, c)?,
        Elem::OIList(clauses) => {
            let mut seen = vec![false; clauses.len()];
            'outer: loop {
                for (k, c) in clauses.iter().enumerate() {
                    if p.parse_optional_keyword(c.keyword) {
                        // As mlir-tblgen's parser: a clause read twice is an
                        // error at the op's name.
                        if seen[k] {
                            let at = p.op_pos();
                            let msg = format!(
                                "`{}` clause can appear at most once in the expansion of the oilist directive",
                                c.keyword
                            );
                            return Err(p.error_at(at, msg));
                        }
                        seen[k] = true;
                        // Clauses are read as elements outside any group.
                        let in_group = std::mem::replace(&mut st.in_optional_group, false);
                        if let Some(i) = c.unit_attr {
                            let n = p.ctx().intern(spec.attrs[i].name);
                            let u = p.ctx().unit_attr();
                            state.add_attr(n, u);
                        }
                        for e in c.elems {
                            if !matches!((e, c.unit_attr), (Elem::Attr(i, ..), Some(u)) if *i == u) {
                                parse_elem(p, state, spec, st, e)?;
                            }
                        }
                        st.in_optional_group = in_group;
                        continue 'outer;
                    }
                }
                break;
            }
        }
        Elem::Optional(g) => {
            let (first, rest_start) = (&g.then[g.then_start], g.then_start + 1);
            // A leading `VariadicOfVariadic` group is read first; the group is
            // present when it has operands (as mlir-tblgen's parser decides).
            let read_first =
                matches!(first, Elem::Operand(i, _) if matches!(spec.operands[*i].arity, Arity::VariadicOfVariadic(_)));
            let present = match first {
                Elem::Operand(i, _) if read_first => {
                    parse_elem(p, state, spec, st, first)?;
                    st.operands[*i].as_ref().is_some_and(|v| !v.is_empty())
                }
                Elem::Literal(text, _) => parse_optional_literal(p, text),
                Elem::Operand(..) | Elem::Operands(_) => p.peek(Tok::PercentIdent),
                Elem::Attr(i, ..) => {
                    let c = &spec.attrs[*i].constraint;
                    (c.starts)(p.parser()).unwrap_or_else(|| p.parser().at_attribute())
                }
                Elem::Type(..) | Elem::FunctionalType(..) => p.parser().at_type(),
                Elem::Region(..) | Elem::Regions(_) => p.peek(Tok::LBrace),
                Elem::Successor(..) | Elem::Successors(_) => p.peek(Tok::CaretIdent),
                _ => false,
            };
            // The branch that holds the anchor: an elided unit anchor there
            // is set by the branch's presence rather than parsed.
            let anchor_branch = if present { !g.inverted } else { g.inverted };
            let elided = |k: usize| g.anchor_elided && anchor_branch && k == g.anchor;
            let in_group = std::mem::replace(&mut st.in_optional_group, true);
            if present {
                if !matches!(first, Elem::Literal(..)) && !read_first && !elided(g.then_start) {
                    st.group_leader = true;
                    let r = parse_elem(p, state, spec, st, first);
                    st.group_leader = false;
                    r?;
                }
                for (k, e) in g.then.iter().enumerate().skip(rest_start) {
                    if !elided(k) {
                        parse_elem(p, state, spec, st, e)?;
                    }
                }
            } else {
                for (k, e) in g.els.iter().enumerate() {
                    if !elided(k) {
                        parse_elem(p, state, spec, st, e)?;
                    }
                }
            }
            st.in_optional_group = in_group;
            if g.anchor_elided && anchor_branch {
                let anchor = if g.inverted { &g.els[g.anchor] } else { &g.then[g.anchor] };
                if let Elem::Attr(i, ..) = anchor {
                    let name = p.ctx().intern(spec.attrs[*i].name);
                    let unit = p.ctx().unit_attr();
                    state.add_attr(name, unit);
                }
            }
        }
    }
    Ok(())
}

/// The constraint's definition when `type(...)` names one single operand or
/// result whose constraint is one dialect type definition: formats read and
/// print it stripped.
fn stripped_type_of(spec: &OpSpec, arg: TypeArg) -> Option<(&'static str, &'static str)> {
    let group = match arg {
        TypeArg::Operand(i) => &spec.operands[i],
        TypeArg::Result(i) => &spec.results[i],
        TypeArg::Operands | TypeArg::Results => return None,
    };
    if group.arity == Arity::Single {
        group.constraint.definition
    } else {
        None
    }
}

/// The builtin class of a single-valued group's constraint: its type is
/// read as that class (mlir-tblgen's `parseCustomTypeWithFallback<T>`).
fn single_group_class(spec: &OpSpec, arg: TypeArg) -> Option<super::TypeClass> {
    let group = match arg {
        TypeArg::Operand(i) => &spec.operands[i],
        TypeArg::Result(i) => &spec.results[i],
        TypeArg::Operands | TypeArg::Results => return None,
    };
    (group.arity == Arity::Single).then_some(group.constraint.class).flatten()
}

/// MLIR's check of a type read as `class`, reported where it starts: the
/// class's name when it has one (`builtin.tensor`), and what was found.
fn check_type_class(
    p: &mut OpParser<'_, '_>,
    class: Option<super::TypeClass>,
    t: Option<Type>,
    at: u32,
) -> PResult<()> {
    let (Some(class), Some(t)) = (class, t) else { return Ok(()) };
    if class.contains(p.ctx(), t) {
        return Ok(());
    }
    let msg = match class.name() {
        Some(name) => {
            let found = crate::print::type_to_string(p.ctx(), t);
            format!("invalid kind of type specified: expected {name}, but found '{found}'")
        }
        None => "invalid kind of type specified".to_string(),
    };
    Err(p.error_at(at, msg))
}

fn parse_custom(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    spec: &OpSpec,
    st: &mut ParseState,
    c: &Custom,
) -> PResult<()> {
    let mut slots: Vec<Slot> = c.params.iter().map(|param| custom_slot_for_parse(p, state, spec, st, param)).collect();
    (c.parse)(p, &mut slots)?;
    for (param, slot) in c.params.iter().zip(slots) {
        match (param, slot) {
            (CustomParam::Operand(i), Slot::Operands(v)) => st.operands[*i] = Some(v),
            (CustomParam::Operand(i), Slot::OperandGroups(groups)) => {
                st.operand_group_sizes[*i] = Some(groups.iter().map(|g| g.len() as i32).collect());
                st.operands[*i] = Some(groups.into_iter().flatten().collect());
            }
            (CustomParam::Type(arg), Slot::TypeGroups(t)) => store_types(st, *arg, t.into_iter().flatten().collect()),
            (CustomParam::Attr(i), Slot::Attr(Some(a))) => {
                let n = p.ctx().intern(spec.attrs[*i].name);
                state.add_attr(n, a);
            }
            (CustomParam::Type(arg), Slot::Types(t)) => store_types(st, *arg, t),
            (CustomParam::Region(i), Slot::Regions(r)) => st.regions[*i] = r,
            (CustomParam::Successor(i), Slot::Successors(b)) => st.successors[*i] = b,
            (CustomParam::AttrDict, Slot::Attrs(a)) => {
                for (n, v) in a {
                    state.add_attr(n, v);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The slot a parse function gets: empty for what it binds, the bound
/// value for `ref(...)`.
fn custom_slot_for_parse(
    p: &mut OpParser<'_, '_>,
    state: &OperationState,
    spec: &OpSpec,
    st: &ParseState,
    param: &CustomParam,
) -> Slot {
    match param {
        CustomParam::Operand(i) if is_vov(spec, *i) => Slot::OperandGroups(Vec::new()),
        CustomParam::Operand(_) => Slot::Operands(Vec::new()),
        CustomParam::Attr(_) => Slot::Attr(None),
        CustomParam::Type(TypeArg::Operand(i)) if is_vov(spec, *i) => Slot::TypeGroups(Vec::new()),
        CustomParam::Type(_) => Slot::Types(Vec::new()),
        CustomParam::Region(_) => Slot::Regions(Vec::new()),
        CustomParam::Successor(_) => Slot::Successors(Vec::new()),
        CustomParam::AttrDict => Slot::Attrs(Vec::new()),
        CustomParam::Str(s) => Slot::Str(s),
        CustomParam::Ref(inner) => match inner {
            CustomParam::Operand(i) if is_vov(spec, *i) => {
                let flat = st.operands[*i].clone().unwrap_or_default();
                Slot::OperandGroups(regroup(flat, st.operand_group_sizes[*i].as_deref().unwrap_or(&[])))
            }
            CustomParam::Type(TypeArg::Operand(i)) if is_vov(spec, *i) => {
                let flat = st.operand_types[*i].clone().unwrap_or_default();
                Slot::TypeGroups(regroup(flat, st.operand_group_sizes[*i].as_deref().unwrap_or(&[])))
            }
            CustomParam::Operand(i) => Slot::Operands(st.operands[*i].clone().unwrap_or_default()),
            CustomParam::Attr(i) => {
                let n = p.ctx().intern(spec.attrs[*i].name);
                Slot::Attr(state.attr(n))
            }
            CustomParam::Type(arg) => Slot::Types(match arg {
                TypeArg::Operand(i) => st.operand_types[*i].clone().unwrap_or_default(),
                TypeArg::Result(i) => st.result_types[*i].clone().unwrap_or_default(),
                TypeArg::Operands => st.all_operand_types.clone().unwrap_or_default(),
                TypeArg::Results => st.all_result_types.clone().unwrap_or_default(),
            }),
            CustomParam::Region(i) => Slot::Regions(st.regions[*i].clone()),
            CustomParam::Successor(i) => Slot::Successors(st.successors[*i].clone()),
            CustomParam::AttrDict => Slot::Attrs(state.attributes.clone()),
            other => custom_slot_for_parse(p, state, spec, st, other),
        },
    }
}

/// Whether operand group `i` is a `VariadicOfVariadic` one.
fn is_vov(spec: &OpSpec, i: usize) -> bool {
    matches!(spec.operands[i].arity, Arity::VariadicOfVariadic(_))
}

/// `flat` cut into groups of `sizes` (what is left over, if the sizes fall
/// short, is a last group).
fn regroup<T>(flat: Vec<T>, sizes: &[i32]) -> Vec<Vec<T>> {
    let mut it = flat.into_iter();
    let mut groups: Vec<Vec<T>> = sizes.iter().map(|&n| it.by_ref().take(n.max(0) as usize).collect()).collect();
    let rest: Vec<T> = it.collect();
    if !rest.is_empty() {
        groups.push(rest);
    }
    groups
}

fn custom_slot_for_print(p: &OpPrinter<'_, '_>, op: OpId, spec: &OpSpec, param: &CustomParam) -> Slot {
    let ctx = p.ctx();
    match param {
        CustomParam::Operand(i) if is_vov(spec, *i) => {
            Slot::ValueGroups(super::operand_groups(ctx, op, spec, *i).iter().map(<[Value]>::to_vec).collect())
        }
        CustomParam::Type(TypeArg::Operand(i)) if is_vov(spec, *i) => Slot::TypeGroups(
            super::operand_groups(ctx, op, spec, *i).iter().map(|g| g.iter().map(|v| v.ty(ctx)).collect()).collect(),
        ),
        CustomParam::Operand(i) => Slot::Values(super::operand_group(ctx, op, spec, *i).to_vec()),
        CustomParam::Attr(i) => Slot::Attr(op.attr_by_str(ctx, spec.attrs[*i].name)),
        CustomParam::Type(arg) => {
            let mut types = Vec::new();
            add_types(ctx, op, spec, *arg, &mut types);
            Slot::Types(types)
        }
        CustomParam::Region(i) => {
            let regions = op.regions(ctx);
            let end = if spec.regions[*i].variadic { regions.len() } else { (*i + 1).min(regions.len()) };
            Slot::Regions(regions.get(*i..end).unwrap_or(&[]).to_vec())
        }
        CustomParam::Successor(i) => {
            let succ = op.successors(ctx);
            let end = if spec.successors[*i].variadic { succ.len() } else { (*i + 1).min(succ.len()) };
            Slot::Successors(succ.get(*i..end).unwrap_or(&[]).to_vec())
        }
        CustomParam::AttrDict => Slot::Attrs(op.all_attrs(ctx)),
        CustomParam::Str(s) => Slot::Str(s),
        CustomParam::Ref(inner) => custom_slot_for_print(p, op, spec, inner),
    }
}

/// The types a `type(...)` directive gave the groups that a
/// `TypesMatchWith` transform reads must meet their constraints before the
/// transform runs (mlir-tblgen's parsers check them first, results' sources
/// before operands', each group once, reporting at the op name).
fn check_transformed_sources(p: &mut OpParser<'_, '_>, spec: &OpSpec, prog: &Program, st: &ParseState) -> PResult<()> {
    let mut checked: Vec<Source> = Vec::new();
    for res in prog.result_types.iter().chain(prog.operand_types) {
        let TypeRes::Derived(src, _) = res else { continue };
        if checked.contains(src) {
            continue;
        }
        checked.push(*src);
        let (group, types) = match *src {
            Source::Operand(j) => (&spec.operands[j], st.operand_types.get(j)),
            Source::Result(j) => (&spec.results[j], st.result_types.get(j)),
        };
        for &t in types.and_then(|t| t.as_deref()).unwrap_or(&[]) {
            if !(group.constraint.check)(p.ctx(), t) {
                let at = p.op_pos();
                let msg = format!(
                    "'{}' must be {}, but got '{}'",
                    group.name,
                    (group.constraint.summary)(),
                    crate::print::type_to_string(p.ctx(), t)
                );
                return Err(p.error_at(at, msg));
            }
        }
    }
    Ok(())
}

/// After the elements: default attributes, operand and result types, and
/// the op state.
fn finish(
    p: &mut OpParser<'_, '_>,
    state: &mut OperationState,
    spec: &OpSpec,
    prog: &Program,
    st: &mut ParseState,
) -> PResult<()> {
    check_transformed_sources(p, spec, prog, st)?;
    // Defaults of absent attributes.
    for a in spec.attrs {
        if let Some(f) = a.presence.fill() {
            let name = p.ctx().intern(a.name);
            if state.attr(name).is_none() {
                let v = f(p.ctx());
                state.add_attr(name, v);
            }
        }
    }
    // Operands: per group, or all at once split by the groups' arities.
    let n_groups = spec.operands.len();
    let per_group = st.all_operands.is_none();
    let mut operand_lists = std::mem::take(&mut st.group_operands);
    match st.all_operands.take() {
        Some(all) => operand_lists.extend(split_all(spec, all)),
        None => operand_lists.extend(st.operands.iter_mut().map(|o| o.take().unwrap_or_default())),
    }
    // Types of operand groups.
    if let Some(all) = st.all_operand_types.take() {
        let counts: Vec<usize> = operand_lists.iter().map(|l| l.len()).collect();
        let mut it = all.into_iter();
        for (i, c) in counts.into_iter().enumerate() {
            st.operand_types[i] = Some(it.by_ref().take(c).collect());
        }
    }
    let mut operand_types = std::mem::take(&mut st.group_types);
    operand_types.resize_with(n_groups, Vec::new);
    for i in 0..n_groups {
        let count = operand_lists[i].len();
        // A group's own types are moved here; a later group equal to it
        // finds them in `operand_types`.
        let source = |st: &ParseState, operand_types: &[Vec<Type>], src: Source| {
            source_type(st, src).or_else(|| match src {
                Source::Operand(j) => operand_types[j].first().copied(),
                Source::Result(_) => None,
            })
        };
        operand_types[i] = match prog.operand_types.get(i).copied().unwrap_or(TypeRes::Bound) {
            TypeRes::Bound => st.operand_types[i].take().unwrap_or_default(),
            TypeRes::Buildable => {
                let t = (spec.operands[i].constraint.build)(p.ctx()).expect("buildable type");
                repeated(st, t, count)
            }
            TypeRes::Equal(src) => match source(st, &operand_types, src) {
                Some(t) => repeated(st, t, count),
                None => Vec::new(),
            },
            TypeRes::Derived(src, transform) => match source(st, &operand_types, src) {
                Some(t) => {
                    let t = transform(p.ctx(), t);
                    repeated(st, t, count)
                }
                None => Vec::new(),
            },
            TypeRes::Inferred => Vec::new(),
        };
    }
    // Resolve operands, straight into the op's.
    let operands_before = state.operands.len();
    let mut sizes = Vec::new();
    for i in 0..n_groups {
        let at = if per_group {
            st.operand_locs[i].unwrap_or_else(|| p.op_pos())
        } else {
            operand_lists[i].first().map_or(st.operands_at, |u| u.at)
        };
        let before = state.operands.len();
        p.resolve_operands(&operand_lists[i], &operand_types[i], at, &mut state.operands)?;
        if spec.operand_segments == Segments::AttrSized {
            sizes.push((state.operands.len() - before) as i32);
        }
    }
    if spec.operand_segments == Segments::AttrSized {
        super::set_segment_sizes(p.ctx(), state, super::OPERAND_SEGMENTS, &sizes);
    }
    // The inner group sizes read for `VariadicOfVariadic` groups (none for a
    // group in an absent optional group), unless the attribute dictionary
    // gave them (in MLIR, inherent attributes of the dictionary are set after
    // the properties the parser fills in). Not with `operands`, which reads
    // no groups.
    for (g, sizes) in spec.operands.iter().zip(&st.operand_group_sizes) {
        if let (Arity::VariadicOfVariadic(attr), true) = (g.arity, per_group) {
            let name = p.ctx().intern(attr);
            if state.attr(name).is_none() {
                super::set_segment_sizes(p.ctx(), state, attr, sizes.as_deref().unwrap_or(&[]));
            }
        }
    }
    // Results.
    let results_before = state.result_types.len();
    let mut result_sizes = Vec::new();
    if let Some(all) = st.all_result_types.take() {
        state.result_types.extend(all);
    } else {
        // The types go straight into the op's, without a list per group.
        let same_as_operand = |src: Source| match src {
            Source::Operand(j) => operand_types[j].first().copied(),
            Source::Result(_) => None,
        };
        for (i, r) in spec.results.iter().enumerate() {
            let before = state.result_types.len();
            match prog.result_types.get(i).copied().unwrap_or(TypeRes::Bound) {
                TypeRes::Bound => state.result_types.extend(st.result_types[i].iter().flatten().copied()),
                TypeRes::Buildable => state.result_types.push((r.constraint.build)(p.ctx()).expect("buildable type")),
                TypeRes::Equal(src) => state.result_types.extend(source_type(st, src).or_else(|| same_as_operand(src))),
                TypeRes::Derived(src, transform) => {
                    let t = source_type(st, src).or_else(|| same_as_operand(src));
                    state.result_types.extend(t.map(|t| transform(p.ctx(), t)));
                }
                TypeRes::Inferred => {
                    // Inference gives all results at once.
                    let infer = spec.infer.expect("result types are inferred");
                    let at = p.pos();
                    let input = super::InferInput {
                        operands: &state.operands[operands_before..],
                        attrs: &state.attributes,
                        regions: state.regions.len(),
                        loc: p.loc_at(at),
                    };
                    // Reported as the op's parser reports its errors.
                    let types = infer(p.ctx(), &input).map_err(|d| p.error_at(at, d.message))?;
                    state.result_types.extend(types);
                    break;
                }
            }
            if spec.result_segments == Segments::AttrSized {
                result_sizes.push((state.result_types.len() - before) as i32);
            }
        }
    }
    if spec.result_segments == Segments::AttrSized {
        if result_sizes.len() != spec.results.len() {
            // All result types came at once: one value per fixed group, the
            // rest to the variable groups in order (enough for one of them).
            let n = state.result_types.len() - results_before;
            let fixed = spec.results.iter().filter(|g| g.arity == Arity::Single).count();
            let mut left = n.saturating_sub(fixed);
            result_sizes = spec
                .results
                .iter()
                .map(|g| if g.arity == Arity::Single { 1 } else { std::mem::take(&mut left) as i32 })
                .collect();
        }
        super::set_segment_sizes(p.ctx(), state, super::RESULT_SEGMENTS, &result_sizes);
    }
    // Regions and successors. A `SingleBlock` op's parsed regions get their
    // block when written empty (`{}`), as mlir-tblgen's parsers add it.
    if p.def().implicit_terminator.is_none() && p.def().traits.contains(crate::registry::Traits::SINGLE_BLOCK) {
        let parsed = st.all_regions.iter().chain(&st.regions).flatten().copied().collect::<Vec<_>>();
        for r in parsed {
            if r.blocks(p.ctx()).is_empty() {
                let b = p.ctx_mut().create_block();
                p.ctx_mut().append_block(r, b);
            }
        }
    }
    match st.all_regions.take() {
        Some(all) => state.regions.extend(all),
        None => {
            for (rs, r) in st.regions.iter().zip(spec.regions) {
                if rs.is_empty() && !r.variadic {
                    // An optional group anchored on the region was absent:
                    // the op still has the region, empty.
                    let empty = p.ctx_mut().create_region();
                    state.regions.push(empty);
                }
                state.regions.extend(rs.iter().copied());
            }
        }
    }
    if let Some(term) = p.def().implicit_terminator {
        let loc = state.loc;
        for &r in &state.regions {
            p.ensure_terminator(r, term, loc);
        }
    }
    match st.all_successors.take() {
        Some(all) => state.successors.extend(all),
        None => {
            for ss in &st.successors {
                state.successors.extend(ss.iter().copied());
            }
        }
    }
    for mut operands in operand_lists.drain(..) {
        operands.clear();
        st.spare_operands.push(operands);
    }
    st.group_operands = operand_lists;
    for mut types in operand_types.drain(..) {
        types.clear();
        st.spare_types.push(types);
    }
    st.group_types = operand_types;
    Ok(())
}

/// `count` times `t`, in a spare vector.
fn repeated(st: &mut ParseState, t: Type, count: usize) -> Vec<Type> {
    let mut types = st.spare_types.pop().unwrap_or_default();
    types.resize(count, t);
    types
}

fn source_type(st: &ParseState, src: Source) -> Option<Type> {
    match src {
        Source::Operand(j) => st.operand_types[j].as_ref().and_then(|t| t.first().copied()),
        Source::Result(j) => st.result_types[j].as_ref().and_then(|t| t.first().copied()),
    }
}

/// Splits the operands of an `operands` directive into groups (at most one
/// variable-length group without segments).
fn split_all(spec: &OpSpec, all: Vec<UnresolvedOperand>) -> Vec<Vec<UnresolvedOperand>> {
    let fixed = spec.operands.iter().filter(|g| !g.arity.is_variable()).count();
    let variable = spec.operands.len() - fixed;
    let each = all.len().saturating_sub(fixed).checked_div(variable).unwrap_or(0);
    let mut it = all.into_iter();
    spec.operands
        .iter()
        .map(|g| {
            let n = if g.arity == Arity::Single { 1 } else { each };
            it.by_ref().take(n).collect()
        })
        .collect()
}

// ----------------------------------------------------------------------
// Printing
// ----------------------------------------------------------------------

/// Prints the op described by `spec` (its format must be set).
pub fn print_with(p: &mut OpPrinter<'_, '_>, op: OpId, spec: &OpSpec) {
    let prog = spec.format.expect("op has an assembly format");
    print_elems(p, op, spec, prog, prog.elements);
}

fn print_elems(p: &mut OpPrinter<'_, '_>, op: OpId, spec: &OpSpec, prog: &Program, elems: &[Elem]) {
    for e in elems {
        print_elem(p, op, spec, prog, e);
    }
}

fn space(p: &mut OpPrinter<'_, '_>, s: bool) {
    if s {
        p.write(" ");
    }
}

/// The types `arg` names, in a list of the printer's (give it back with
/// [`OpPrinter::give_type_buffer`]).
fn types_of(p: &mut OpPrinter<'_, '_>, op: OpId, spec: &OpSpec, arg: TypeArg) -> Vec<Type> {
    let mut types = p.take_type_buffer();
    add_types(p.ctx(), op, spec, arg, &mut types);
    types
}

/// Adds the types `arg` names to `types`.
fn add_types(ctx: &Context, op: OpId, spec: &OpSpec, arg: TypeArg, types: &mut Vec<Type>) {
    match arg {
        TypeArg::Operand(i) => types.extend(super::operand_group(ctx, op, spec, i).iter().map(|v| v.ty(ctx))),
        TypeArg::Result(i) => types.extend(super::result_group(ctx, op, spec, i).map(|v| v.ty(ctx))),
        TypeArg::Operands => types.extend(op.operand_type_iter(ctx)),
        TypeArg::Results => types.extend(op.result_type_iter(ctx)),
    }
}

/// How many types `arg` names.
fn count_types(ctx: &Context, op: OpId, spec: &OpSpec, arg: TypeArg) -> usize {
    match arg {
        TypeArg::Operand(i) => super::operand_group(ctx, op, spec, i).len(),
        TypeArg::Result(i) => super::result_group(ctx, op, spec, i).len(),
        TypeArg::Operands => op.operands(ctx).len(),
        TypeArg::Results => op.result_type_iter(ctx).len(),
    }
}

fn print_elem(p: &mut OpPrinter<'_, '_>, op: OpId, spec: &OpSpec, prog: &Program, e: &Elem) {
    let ctx = p.ctx();
    match e {
        Elem::Literal(text, s) => {
            space(p, *s);
            p.write(text);
        }
        Elem::Space => p.write(" "),
        Elem::Empty => {}
        Elem::Newline => p.print_new_line(),
        Elem::Operand(i, s) if matches!(spec.operands[*i].arity, Arity::VariadicOfVariadic(_)) => {
            space(p, *s);
            for (k, group) in super::operand_groups(ctx, op, spec, *i).iter().enumerate() {
                p.write(if k > 0 { ", (" } else { "(" });
                p.print_operands(group);
                p.write(")");
            }
        }
        Elem::Operand(i, s) => {
            // As MLIR's generated printers: the space goes out even when a
            // variadic or optional group is empty (`shape.broadcast  : `).
            space(p, *s);
            p.print_operands(super::operand_group(ctx, op, spec, *i));
        }
        Elem::Operands(s) => {
            space(p, *s);
            p.print_operands(op.operands(ctx));
        }
        Elem::Attr(i, s, qualified) => {
            let a = &spec.attrs[*i];
            let Some(v) = op.attr_by_str(ctx, a.name) else { return };
            space(p, *s);
            match a.constraint.definition {
                Some(_) if *qualified => p.print_attribute(v),
                Some(_) => super::typedef::print_stripped_attr(p.printer(), v),
                None => print_attr_value(p, v, a),
            }
        }
        Elem::AttrDict(keyword) => {
            // As mlir-tblgen's printer: the op's attributes (MLIR's
            // `getAttrs()`: the discardable ones and, without `prop-dict`, the
            // inherent attributes; never the properties) but those the format
            // prints elsewhere, the segment sizes and defaults.
            let attribute = |a: &&super::AttrSpec| !a.constraint.property;
            let dict = |d: Option<Attr>| d.and_then(|d| d.as_dictionary(ctx)).unwrap_or(&[]);
            let mut entries = dict(op.discardable_attrs(ctx)).to_vec();
            if !prog.has_prop_dict {
                let is_property = |n: &str| spec.attrs.iter().any(|a| a.constraint.property && a.name == n);
                entries.extend(dict(op.properties(ctx)).iter().filter(|(n, _)| !is_property(ctx.str(*n))));
            }
            // Most ops have nothing left to print here.
            if !entries.is_empty() {
                let mut elided: Vec<&str> =
                    prog.used_attrs.iter().map(|&i| &spec.attrs[i]).filter(attribute).map(|a| a.name).collect();
                if spec.operand_segments == Segments::AttrSized {
                    elided.push(super::OPERAND_SEGMENTS);
                }
                if spec.result_segments == Segments::AttrSized {
                    elided.push(super::RESULT_SEGMENTS);
                }
                for a in spec.attrs.iter().filter(attribute) {
                    if is_default(p, op, a) {
                        elided.push(a.name);
                    }
                }
                entries.retain(|(n, _)| !elided.contains(&ctx.str(*n)));
            }
            entries.sort_by(|a, b| ctx.sym_bytes(a.0).cmp(ctx.sym_bytes(b.0)));
            p.print_attr_dict_entries(&entries, *keyword);
        }
        Elem::Type(TypeArg::Operand(i), s, _) if matches!(spec.operands[*i].arity, Arity::VariadicOfVariadic(_)) => {
            space(p, *s);
            for (k, group) in super::operand_groups(ctx, op, spec, *i).iter().enumerate() {
                p.write(if k > 0 { ", (" } else { "(" });
                let types: Vec<Type> = group.iter().map(|v| v.ty(ctx)).collect();
                p.print_types(&types);
                p.write(")");
            }
        }
        Elem::Type(arg, s, qualified) => {
            let types = types_of(p, op, spec, *arg);
            space(p, *s);
            match (stripped_type_of(spec, *arg), *qualified, types.as_slice()) {
                (Some(_), false, [t]) => super::typedef::print_stripped_type(p.printer(), *t),
                _ => p.print_types(&types),
            }
            p.give_type_buffer(types);
        }
        Elem::FunctionalType(ins, outs, s) => {
            space(p, *s);
            let (i, o) = (types_of(p, op, spec, *ins), types_of(p, op, spec, *outs));
            p.print_functional_type(&i, &o);
            p.give_type_buffer(i);
            p.give_type_buffer(o);
        }
        Elem::Region(i, s) => {
            let regions = op.regions(ctx);
            // A variadic region (always the last) takes the rest.
            let end = if spec.regions[*i].variadic { regions.len() } else { (*i + 1).min(regions.len()) };
            // As MLIR's generated printer: one space, then the list (also
            // when it is empty).
            space(p, *s);
            for (k, r) in regions.get(*i..end).unwrap_or(&[]).iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                let print_term = p.prints_terminator(op, *r);
                p.print_region(*r, RegionStyle::default().terminators(print_term));
            }
        }
        Elem::Regions(s) => {
            let regions = op.regions(ctx);
            space(p, *s);
            for (k, r) in regions.iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                let print_term = p.prints_terminator(op, *r);
                p.print_region(*r, RegionStyle::default().terminators(print_term));
            }
        }
        Elem::Successor(i, s) => {
            let succ = op.successors(ctx);
            let end = if spec.successors[*i].variadic { succ.len() } else { (*i + 1).min(succ.len()) };
            space(p, *s);
            for (k, b) in succ.get(*i..end).unwrap_or(&[]).iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_successor(*b);
            }
        }
        Elem::Successors(s) => {
            let succ = op.successors(ctx);
            space(p, *s);
            for (k, b) in succ.iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_successor(*b);
            }
        }
        Elem::PropDict => {
            // As mlir-tblgen's printer: always a space, then `<{...}>` with
            // the properties and inherent attributes the format does not
            // print, default-valued ones left out when equal to the default.
            let mut elided: Vec<&str> = prog.used_attrs.iter().map(|&i| spec.attrs[i].name).collect();
            for a in spec.attrs {
                if matches!(a.presence, AttrPresence::Default(_) | AttrPresence::DefaultOptional(_))
                    && is_default(p, op, a)
                {
                    elided.push(a.name);
                }
            }
            let props: Vec<(crate::intern::Sym, Attr)> = op
                .properties(ctx)
                .and_then(|d| d.as_dictionary(ctx).map(|e| e.to_vec()))
                .unwrap_or_default()
                .into_iter()
                .filter(|(n, _)| !elided.contains(&ctx.str(*n)))
                .collect();
            p.write(" ");
            if !props.is_empty() {
                p.write("<");
                let d = {
                    let mut pr = crate::print::Printer::new(ctx);
                    pr.write("{");
                    pr.print_named_attrs(&props);
                    pr.write("}");
                    pr.into_string()
                };
                p.write(&d);
                p.write(">");
            }
        }
        Elem::OIList(clauses) => {
            for c in clauses.iter() {
                let present = match c.unit_attr {
                    Some(i) => op.attr_by_str(ctx, spec.attrs[i].name).is_some(),
                    None => c.elems.iter().any(|e| anchor_present(p, op, spec, e)),
                };
                if present {
                    p.write(" ");
                    p.write(c.keyword);
                    for e in c.elems {
                        if !matches!((e, c.unit_attr), (Elem::Attr(i, ..), Some(u)) if *i == u) {
                            print_elem(p, op, spec, prog, e);
                        }
                    }
                }
            }
        }
        Elem::Custom(c) => {
            let slots: Vec<Slot> = c.params.iter().map(|param| custom_slot_for_print(p, op, spec, param)).collect();
            space(p, c.space);
            (c.print)(p, op, &slots);
        }
        Elem::Optional(g) => {
            let anchor_elem = if g.inverted { &g.els[g.anchor] } else { &g.then[g.anchor] };
            let present = anchor_present(p, op, spec, anchor_elem);
            // With the anchor in the else branch, the then branch stands
            // for its absence.
            let (branch, anchor_branch) =
                if present != g.inverted { (g.then, !g.inverted) } else { (g.els, g.inverted) };
            for (k, e) in branch.iter().enumerate() {
                if g.anchor_elided && anchor_branch && k == g.anchor {
                    continue;
                }
                print_elem(p, op, spec, prog, e);
            }
        }
    }
}

fn anchor_present(p: &OpPrinter<'_, '_>, op: OpId, spec: &OpSpec, e: &Elem) -> bool {
    let ctx = p.ctx();
    match e {
        // A `VariadicOfVariadic` group is present when it has inner groups.
        Elem::Operand(i, _) if matches!(spec.operands[*i].arity, Arity::VariadicOfVariadic(_)) => {
            !super::operand_groups(ctx, op, spec, *i).is_empty()
        }
        Elem::Operand(i, _) => !super::operand_group(ctx, op, spec, *i).is_empty(),
        Elem::Operands(_) => op.num_operands(ctx) > 0,
        Elem::Attr(i, ..) => {
            let a = &spec.attrs[*i];
            match op.attr_by_str(ctx, a.name) {
                None => false,
                Some(_) if matches!(a.presence, AttrPresence::Default(_) | AttrPresence::DefaultOptional(_)) => {
                    !is_default(p, op, a)
                }
                Some(_) => true,
            }
        }
        Elem::Type(arg, ..) | Elem::FunctionalType(arg, ..) => count_types(ctx, op, spec, *arg) > 0,
        Elem::Region(i, _) => op.regions(ctx).get(*i).is_some_and(|r| !r.is_empty(ctx)),
        Elem::Regions(_) => !op.regions(ctx).is_empty(),
        Elem::Successor(i, _) => op.successors(ctx).len() > *i,
        Elem::Successors(_) => !op.successors(ctx).is_empty(),
        _ => false,
    }
}

fn is_default(p: &OpPrinter<'_, '_>, op: OpId, a: &super::AttrSpec) -> bool {
    let ctx = p.ctx();
    let (AttrPresence::Default(f) | AttrPresence::DefaultOptional(f)) = a.presence else { return false };
    let Some(v) = op.attr_by_str(ctx, a.name) else { return true };
    // Attributes are uniqued: the default is the value when it is the same
    // attribute.
    f(ctx) == v
}

/// Attributes whose constraint gives the literal's type print without it.
fn print_attr_value(p: &mut OpPrinter<'_, '_>, v: Attr, a: &super::AttrSpec) {
    let ctx = p.ctx();
    if let Some(text) = (a.constraint.print)(ctx, v) {
        p.write(&text);
        return;
    }
    // As mlir-tblgen: a constraint whose type is known prints without it,
    // whatever the value's own (a `StrAttr` may hold a typed string).
    if (a.constraint.value_type)(ctx).is_some() {
        p.print_attribute_without_type(v);
    } else {
        p.print_attribute(v);
    }
}
