//! The checks mlir-tblgen makes once the whole format is parsed
//! (`OpFormatParser::verify`), type resolution, and the printer spacing.
//!
//! In mlir-tblgen's order: `attr-dict` present; the `:`-after-attribute and
//! `attr-dict`-before-region ambiguities; every result type resolvable; every
//! operand present and its type resolvable; every region and successor present;
//! adjacent oilist keywords. Unlike mlir-tblgen every problem is reported, not
//! only the first.

use super::ast::*;
use super::error::{FormatError, FormatErrorKind};
use super::parse::{Bindings, Recovery};
use super::signature::{Signature, TypeSource};

/// The checker's inputs.
pub(crate) struct Checker<'a> {
    pub src: &'a str,
    pub sig: &'a Signature,
    pub b: &'a Bindings,
    pub rec: &'a Recovery,
    pub errors: Vec<FormatError>,
    /// `:`-after-attribute ambiguities left to the attribute's constraint.
    pub colon_checks: Vec<ColonCheck>,
}

impl<'a> Checker<'a> {
    /// The span of the whole format (without surrounding whitespace), used for
    /// errors about something the format lacks.
    fn whole(&self) -> Span {
        let start = self.src.len() - self.src.trim_start().len();
        let end = self.src.trim_end().len().max(start);
        start..end
    }

    /// Runs the global checks; returns how each operand and result type is
    /// obtained, and whether the results are inferred.
    pub fn verify(&mut self, elements: &[Element]) -> (Vec<TypeResolution>, Vec<TypeResolution>, bool) {
        let rec = self.rec;
        if !self.b.has_attr_dict && !rec.attr_dict_assumed && !rec.coverage_unreliable {
            self.errors.push(
                FormatError::new("'attr-dict' directive not found in custom assembly format", self.whole()).with_note(
                    "add `attr-dict` (or `attr-dict-with-keyword`) to the format, usually after \
                     the operands and before the `:` of the types",
                ),
            );
        }
        if !rec.coverage_unreliable {
            self.verify_attribute_colon(elements);
            self.verify_attr_dict_region(elements);
        }
        let (result_types, infers) = self.verify_results();
        let operand_types = self.verify_operands(elements);
        self.verify_regions_and_successors();
        if !rec.parse_unreliable {
            self.verify_oilists(elements);
        }
        (operand_types, result_types, infers)
    }

    // ------------------------------------------------------------------
    // Ambiguities

    /// `$attr ... `:`` where the attribute may be followed by `: type`.
    fn verify_attribute_colon(&mut self, elements: &[Element]) {
        let sig = self.sig;
        let is_base = |e: &Element| match e {
            Element::Variable(Variable { entity: Entity::Attribute(i), .. }) => {
                let a = &sig.attributes[*i];
                !a.buildable_type && !a.is_unit
            }
            _ => false,
        };
        let is_invalid = |e: &Element| matches!(e, Element::Literal(l) if l.spelling == ":");
        let mut found = Vec::new();
        verify_adjacent(elements, sig, &is_base, &is_invalid, &mut found);
        let mut reported: Vec<Span> = Vec::new();
        for (base, offender) in found {
            let Element::Variable(Variable { entity: Entity::Attribute(i), .. }) = base else {
                continue;
            };
            if sig.attributes[*i].colon_check_deferred {
                self.colon_checks.push(ColonCheck {
                    attribute: *i,
                    error: colon_error(&sig.attributes[*i].name, offender.span().clone()),
                });
                continue;
            }
            if reported.contains(offender.span()) {
                continue;
            }
            reported.push(offender.span().clone());
            self.errors.push(colon_error(&sig.attributes[*i].name, offender.span().clone()));
        }
    }

    /// `attr-dict $region`: both may start with `{`.
    fn verify_attr_dict_region(&mut self, elements: &[Element]) {
        let sig = self.sig;
        let is_base = |e: &Element| matches!(e, Element::AttrDict(a) if !a.with_keyword);
        let is_invalid = |e: &Element| matches!(e, Element::Variable(Variable { entity: Entity::Region(_), .. }));
        let mut found = Vec::new();
        verify_adjacent(elements, sig, &is_base, &is_invalid, &mut found);
        let mut reported: Vec<Span> = Vec::new();
        for (_, offender) in found {
            if reported.contains(offender.span()) {
                continue;
            }
            reported.push(offender.span().clone());
            let Element::Variable(Variable { entity: Entity::Region(i), .. }) = offender else {
                continue;
            };
            self.errors.push(
                FormatError::new(
                    format!(
                        "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                        sig.regions[*i].name
                    ),
                    offender.span().clone(),
                )
                .with_note("try using `attr-dict-with-keyword` instead"),
            );
        }
    }

    /// Adjacent oilists must not share keywords, nor an oilist and the literal
    /// after it.
    fn verify_oilists(&mut self, elements: &[Element]) {
        let mut prohibited: Vec<&str> = Vec::new();
        for e in elements {
            match e {
                Element::OIList(list) => {
                    if !prohibited.is_empty() {
                        for c in &list.clauses {
                            if prohibited.contains(&c.keyword.spelling.as_str()) {
                                self.errors.push(FormatError::new(
                                    format!(
                                        "format ambiguity because {} is used in two adjacent oilist elements.",
                                        c.keyword.spelling
                                    ),
                                    c.keyword.span.clone(),
                                ));
                            }
                        }
                    }
                    prohibited.extend(list.clauses.iter().map(|c| c.keyword.spelling.as_str()));
                }
                Element::Literal(lit) => {
                    if prohibited.contains(&lit.spelling.as_str()) {
                        self.errors.push(FormatError::new(
                            format!(
                                "format ambiguity because {} is used both in oilist element and the adjacent literal.",
                                lit.spelling
                            ),
                            lit.span.clone(),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
    }

    // ------------------------------------------------------------------
    // Coverage and types

    /// The type of `to` from a type equality whose source type the format binds
    /// directly.
    fn resolve_by_equality(&self, to: TypeSource) -> Option<TypeResolution> {
        let b = self.b;
        self.sig
            .type_equalities
            .iter()
            .enumerate()
            .find(|(_, (from, t))| {
                *t == to
                    && match *from {
                        TypeSource::Operand(i) => b.seen_operand_types.get(i) == Some(&true),
                        TypeSource::Result(i) => b.seen_result_types.get(i) == Some(&true),
                    }
            })
            .map(|(k, (from, _))| TypeResolution::Equality { source: *from, equality: k })
    }

    fn suppressed(&self, name: &str) -> bool {
        self.rec.coverage_unreliable || self.rec.names.contains(name)
    }

    fn type_error(&self, what: &str, i: usize, name: &str, span: Span) -> FormatError {
        FormatError::new(
            format!(
                "type of {what} #{i}, named '{name}', is not buildable and a buildable type \
                 cannot be inferred"
            ),
            span,
        )
        .with_kind(FormatErrorKind::UnresolvedType(name.to_string()))
        .with_note(format!(
            "suggest adding a type constraint to the operation or adding a 'type(${name})' \
             directive to the custom assembly format"
        ))
    }

    fn verify_results(&mut self) -> (Vec<TypeResolution>, bool) {
        let sig = self.sig;
        let b = self.b;
        let n = sig.results.len();
        if b.all_result_types {
            return (vec![TypeResolution::Bound; n], false);
        }
        if n > 0 && sig.infers_result_types && !b.seen_result_types.iter().any(|s| *s) {
            return (vec![TypeResolution::Inferred; n], true);
        }
        let mut out = Vec::with_capacity(n);
        for (i, r) in sig.results.iter().enumerate() {
            if b.seen_result_types[i] {
                out.push(TypeResolution::Bound);
            } else if let Some(res) = self.resolve_by_equality(TypeSource::Result(i)) {
                out.push(res);
            } else if r.buildable_type && !r.arity.is_variable_length() {
                out.push(TypeResolution::Buildable);
            } else {
                out.push(TypeResolution::Bound);
                if self.suppressed(&r.name) || self.rec.types_unreliable {
                    continue;
                }
                let mut err = self.type_error("result", i, &r.name, self.whole());
                if r.buildable_type {
                    err = err.with_note(format!(
                        "`{}` is variable-length: a buildable type does not tell how many results \
                         there are",
                        r.name
                    ));
                } else if sig.infers_result_types {
                    err = err.with_note("the op infers its result types, but only when the format binds none of them");
                }
                self.errors.push(err);
            }
        }
        (out, false)
    }

    fn verify_operands(&mut self, elements: &[Element]) -> Vec<TypeResolution> {
        let sig = self.sig;
        let b = self.b;
        let mut out = Vec::with_capacity(sig.operands.len());
        for (i, o) in sig.operands.iter().enumerate() {
            if !b.all_operands && !b.seen_operands[i] {
                out.push(TypeResolution::Bound);
                if !self.suppressed(&o.name) {
                    self.errors.push(
                        FormatError::new(format!("operand #{i}, named '{}', not found", o.name), self.whole())
                            .with_note(format!(
                                "suggest adding a '${}' directive to the custom assembly format",
                                o.name
                            )),
                    );
                }
                continue;
            }
            if b.all_operand_types || b.seen_operand_types[i] {
                out.push(TypeResolution::Bound);
            } else if let Some(res) = self.resolve_by_equality(TypeSource::Operand(i)) {
                out.push(res);
            } else if o.buildable_type && !(b.all_operands && o.arity.is_variable_length()) {
                out.push(TypeResolution::Buildable);
            } else {
                out.push(TypeResolution::Bound);
                if self.suppressed(&o.name) || self.rec.types_unreliable {
                    continue;
                }
                let span = find_variable(elements, Entity::Operand(i)).unwrap_or_else(|| self.whole());
                let mut err = self.type_error("operand", i, &o.name, span);
                if o.buildable_type {
                    err = err.with_note(format!(
                        "`{}` is variable-length and bound by `operands`: a buildable type does \
                         not tell how many of the operands it has",
                        o.name
                    ));
                }
                self.errors.push(err);
            }
        }
        out
    }

    fn verify_regions_and_successors(&mut self) {
        let sig = self.sig;
        let b = self.b;
        if !b.all_regions {
            for (i, r) in sig.regions.iter().enumerate() {
                if !b.seen_regions[i] && !self.suppressed(&r.name) {
                    self.errors.push(
                        FormatError::new(format!("region #{i}, named '{}', not found", r.name), self.whole())
                            .with_note(format!(
                                "suggest adding a '${}' directive to the custom assembly format",
                                r.name
                            )),
                    );
                }
            }
        }
        if !b.all_successors {
            for (i, s) in sig.successors.iter().enumerate() {
                if !b.seen_successors[i] && !self.suppressed(&s.name) {
                    self.errors.push(
                        FormatError::new(format!("successor #{i}, named '{}', not found", s.name), self.whole())
                            .with_note(format!(
                                "suggest adding a '${}' directive to the custom assembly format",
                                s.name
                            )),
                    );
                }
            }
        }
    }
}

/// mlir-tblgen's error for a `:` literal that may be read as part of
/// attribute `name` (`<value> : <type>`).
fn colon_error(name: &str, span: Span) -> FormatError {
    FormatError::new(
        format!("format ambiguity caused by `:` literal found after attribute `{name}` which does not have a buildable type"),
        span,
    )
    .with_note(format!(
        "an attribute without a buildable type may be written `<value> : <type>`, so the parser would take \
         this `:` as part of `${name}`; use another literal, or give the attribute a constraint with a buildable type"
    ))
}

/// The span of the first `$name` for `entity` in the format, if any.
fn find_variable(elements: &[Element], entity: Entity) -> Option<Span> {
    let mut found = None;
    for e in elements {
        e.walk(&mut |e| {
            if found.is_none() {
                if let Element::Variable(v) = e {
                    if v.entity == entity {
                        found = Some(v.span.clone());
                    }
                }
            }
        });
    }
    found
}

/// mlir-tblgen's `isOptionallyParsed`: the element may be absent.
fn optionally_parsed(e: &Element, sig: &Signature) -> bool {
    match e {
        Element::Variable(v) => match v.entity {
            Entity::Attribute(i) => sig.attributes[i].is_optional_or_default(),
            Entity::Property(i) => sig.attributes[i].optionally_parsable,
            Entity::Operand(i) => sig.operands[i].arity.is_variable_length(),
            Entity::Successor(i) => sig.successors[i].variadic,
            Entity::Region(i) => sig.regions[i].variadic,
            Entity::Result(_) => false,
        },
        Element::Whitespace(_) | Element::AttrDict(_) => true,
        _ => false,
    }
}

/// The outcome of scanning the elements that may follow a base element.
enum Range<'e> {
    /// An element that makes the format ambiguous.
    Invalid(&'e Element),
    /// An element that is always parsed (and not invalid) ends the scan.
    Valid,
    /// The end of the list was reached.
    End,
}

/// mlir-tblgen's `checkRangeForElement`: scans `elements`, skipping those that
/// may be absent and looking into optional groups (whose first then-element is
/// required when the group is present).
fn check_range<'e>(
    elements: &'e [Element],
    guard_first: bool,
    sig: &Signature,
    is_invalid: &dyn Fn(&Element) -> bool,
) -> Range<'e> {
    for (k, e) in elements.iter().enumerate() {
        if is_invalid(e) {
            return Range::Invalid(e);
        }
        if let Element::Optional(g) = e {
            if let Range::Invalid(x) = check_range(&g.then_elements, true, sig, is_invalid) {
                return Range::Invalid(x);
            }
            if let Range::Invalid(x) = check_range(&g.else_elements, false, sig, is_invalid) {
                return Range::Invalid(x);
            }
            continue;
        }
        if !(guard_first && k == 0) && optionally_parsed(e, sig) {
            continue;
        }
        return Range::Valid;
    }
    Range::End
}

/// mlir-tblgen's `verifyAdjacentElements`: for every base element, the
/// elements that may directly follow it (within this list, and after the
/// optional group it is in) must not be invalid. Pushes (base, offender)
/// pairs; returns the bases whose scan reached the end of `elements`.
fn verify_adjacent<'e>(
    elements: &'e [Element],
    sig: &Signature,
    is_base: &dyn Fn(&Element) -> bool,
    is_invalid: &dyn Fn(&Element) -> bool,
    found: &mut Vec<(&'e Element, &'e Element)>,
) -> Vec<&'e Element> {
    let mut pending = Vec::new();
    for (k, e) in elements.iter().enumerate() {
        let bases = if is_base(e) {
            vec![e]
        } else if let Element::Optional(g) = e {
            let mut v = verify_adjacent(&g.then_elements, sig, is_base, is_invalid, found);
            v.extend(verify_adjacent(&g.else_elements, sig, is_base, is_invalid, found));
            v
        } else {
            continue;
        };
        for base in bases {
            match check_range(&elements[k + 1..], false, sig, is_invalid) {
                Range::Invalid(x) => found.push((base, x)),
                Range::Valid => {}
                Range::End => pending.push(base),
            }
        }
    }
    pending
}

// ----------------------------------------------------------------------
// Spacing

/// The printer generator's state.
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// mlir-tblgen's `shouldEmitSpaceBefore`.
fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

impl Spacing {
    fn literal(&mut self, lit: &mut Literal) {
        lit.space_before = self.should_emit_space && should_emit_space_before(&lit.spelling, self.last_was_punctuation);
        let front = lit.spelling.chars().next().unwrap_or(' ');
        self.should_emit_space = lit.spelling.len() != 1 || !"<({[".contains(front);
        self.last_was_punctuation = front != '_' && !front.is_ascii_alphabetic();
    }

    /// A variable or directive printed through the generic path.
    fn generic(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.last_was_punctuation = false;
        self.should_emit_space = true;
        space
    }

    fn elements(&mut self, elements: &mut [Element], skip: Option<usize>) {
        for (i, e) in elements.iter_mut().enumerate() {
            if Some(i) != skip {
                self.element(e);
            }
        }
    }

    fn element(&mut self, e: &mut Element) {
        match e {
            Element::Literal(lit) => self.literal(lit),
            Element::Whitespace(w) => match w.kind {
                WhitespaceKind::Newline => {}
                WhitespaceKind::Space => {
                    self.should_emit_space = false;
                    self.last_was_punctuation = false;
                }
                WhitespaceKind::Empty => {
                    self.should_emit_space = false;
                    self.last_was_punctuation = true;
                }
            },
            Element::Optional(g) => {
                let elided = g.anchor_elided.then_some(g.anchor);
                let (then_skip, else_skip) = if g.inverted { (None, elided) } else { (elided, None) };
                self.elements(&mut g.then_elements, then_skip);
                self.elements(&mut g.else_elements, else_skip);
            }
            Element::OIList(list) => {
                for clause in &mut list.clauses {
                    self.literal(&mut clause.keyword);
                    if clause.unit_variable.is_none() {
                        self.elements(&mut clause.elements, None);
                    }
                }
            }
            Element::AttrDict(_) | Element::PropDict(_) => self.last_was_punctuation = false,
            Element::Variable(v) => v.space_before = self.generic(),
            Element::Operands(d) | Element::Regions(d) | Element::Successors(d) => d.space_before = self.generic(),
            Element::Type(t) => t.space_before = self.generic(),
            Element::FunctionalType(f) => f.space_before = self.generic(),
            Element::Custom(c) => c.space_before = self.generic(),
            Element::Ref(_) | Element::Str(_) => {}
        }
    }
}

/// Fills in `space_before` the way mlir-tblgen 22's printer generator decides
/// it (starting right after the op name).
pub(crate) fn assign_spacing(elements: &mut [Element]) {
    let mut s = Spacing { should_emit_space: true, last_was_punctuation: false };
    s.elements(elements, None);
}
