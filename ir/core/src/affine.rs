//! Affine maps and integer sets are kept as their canonical text. This
//! module parses the body of `affine_map<...>` / `affine_set<...>`
//! (checking MLIR's grammar and affine restrictions), renames dimensions
//! and symbols to `d0, d1, ...` / `s0, s1, ...`, applies the simplifications
//! MLIR's expression builders apply (constant folding, constants on the
//! right of `+` and `*`, neutral elements, merging of constants), and prints
//! the result as MLIR's `AffineExpr` printer does (`d0 - 1`, `-d0`,
//! `d0 - s0 * 2`). Integer-set constraints are brought to MLIR's form
//! `expr >= 0` / `expr == 0`.
//!
//! MLIR's printer writes a sum nested on the right of a sum without
//! parentheses, so `(d0 + d1) + 5` and `d0 + (d1 + 5)`, two maps, print
//! alike. The kept text tells them apart: such a sum is written in braces
//! (`d0 + {d1 + 5}`), which [`display`] leaves out.

/// One token of the body of `affine_map<...>` / `affine_set<...>`, as the
/// text lexer reads it: the grammar is checked here, the characters there,
/// so that both kinds of error are MLIR's and point where MLIR points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AffineToken<'a> {
    /// A bare identifier: a dimension, a symbol or a keyword (`floordiv`).
    Id(&'a str),
    /// An integer literal; `None` when it is larger than `i64::MAX`.
    Int(Option<i64>),
    /// Punctuation the grammar uses: `( ) [ ] , + - * : -> > < =`.
    Punct(&'static str),
    /// An SSA name (`%x`), which only maps of SSA ids (affine ops' own
    /// operands) may use.
    SsaName(&'a str),
    /// Any other token, where the grammar cannot go on.
    Other,
}

/// Where the affine grammar reads its tokens from, one at a time: the text
/// parser, which then goes on after the map as MLIR's parser does.
pub trait AffineTokens<'a> {
    /// The current token.
    fn current(&self) -> AffineToken<'a>;
    /// The byte offset of the current token, where errors point.
    fn offset(&self) -> u32;
    /// Moves to the next token.
    fn bump(&mut self);
}

/// An error in an affine body, in MLIR's words and where MLIR reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineError {
    /// Byte offset of the token the error is about.
    pub at: u32,
    /// Whether MLIR reports it as a wrong token (`emitWrongTokenError`): at
    /// the end of what comes before the token rather than at the token.
    pub wrong_token: bool,
    /// The message.
    pub message: String,
    /// Errors MLIR reports after this one, as it unwinds (`missing operand
    /// of negation`), each with its offset.
    pub then: Vec<(u32, String)>,
}

/// A normalized affine body: which of the two it is, and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Normalized {
    /// `(dims)[syms] -> (exprs)`.
    Map(String),
    /// `(dims)[syms] : (constraints)`.
    Set(String),
}

/// Parses and normalizes the body of `affine_map<...>` / `affine_set<...>`
/// from `toks` (the `<` read, the closing `>` left as the current token).
pub fn normalize<'a>(toks: &mut impl AffineTokens<'a>) -> Result<Normalized, AffineError> {
    let mut p = AffineParser { toks, dims: Vec::new(), syms: Vec::new(), exprs: Exprs::default(), ssa: None };
    p.parse_body()
}

mod map;

pub use map::{parse_ssa_map, ssa_result_segments, AffineMap, LoopBounds, Replacement, SsaSegment};

/// The text MLIR prints for a normalized map or set: without the braces
/// that mark a sum nested on the right of a sum.
pub fn display(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('{') {
        std::borrow::Cow::Owned(text.chars().filter(|&c| c != '{' && c != '}').collect())
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// Whether a normalized map is the identity `(d0, d1)[s0] -> (d0, d1)`
/// (symbols do not matter, as in MLIR's `AffineMap::isIdentity`).
pub fn is_identity(text: &str) -> bool {
    let Some((lhs, results)) = text.split_once(" -> ") else { return false };
    let dims = lhs.split_once('[').map_or(lhs, |(d, _)| d);
    dims.starts_with('(') && dims == results
}

/// The number of dimensions of a normalized map or set.
pub fn num_dims(text: &str) -> usize {
    let Some(rest) = text.strip_prefix('(') else { return 0 };
    let inner = rest.split_once(')').map_or("", |(d, _)| d);
    if inner.trim().is_empty() {
        0
    } else {
        inner.split(',').count()
    }
}

/// The number of symbols of a normalized map or set (`(d0)[s0, s1] -> ...`
/// has 2).
pub fn num_symbols(text: &str) -> usize {
    let Some((_, rest)) = text.split_once(')') else { return 0 };
    let Some(rest) = rest.strip_prefix('[') else { return 0 };
    let inner = rest.split_once(']').map_or("", |(s, _)| s);
    if inner.trim().is_empty() {
        0
    } else {
        inner.split(',').count()
    }
}

/// What one result of a map is, as ops' folders and printers ask (MLIR's
/// `AffineDimExpr`, `AffineSymbolExpr`, `AffineConstantExpr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    /// The dimension of this position.
    Dim(usize),
    /// The symbol of this position.
    Sym(usize),
    /// A constant.
    Const(i64),
    /// Any other expression.
    Other,
}

/// The results of a normalized map, in order (empty for what is not a map).
pub fn result_kinds(text: &str) -> Vec<ResultKind> {
    let Some((exprs, results)) = parse_map(text) else { return Vec::new() };
    results
        .iter()
        .map(|&e| match exprs.nodes[e] {
            Node::Dim(d) => ResultKind::Dim(d),
            Node::Sym(s) => ResultKind::Sym(s),
            Node::Const(c) => ResultKind::Const(c),
            Node::Bin(..) => ResultKind::Other,
        })
        .collect()
}

/// The number of results of a normalized map.
pub fn num_results(text: &str) -> usize {
    parse_map(text).map_or(0, |(_, results)| results.len())
}

/// The value of each result of a normalized map for the given dimension
/// and symbol values (MLIR's `AffineMap::constantFold`): `None` for a
/// result that reads an unknown operand, or divides by zero (a `mod` by a
/// non-positive value). Sums and products wrap as MLIR's `int64_t` does.
pub fn constant_fold(text: &str, dims: &[Option<i64>], syms: &[Option<i64>]) -> Vec<Option<i64>> {
    let Some((exprs, results)) = parse_map(text) else { return Vec::new() };
    let Some(last) = results.iter().max() else { return Vec::new() };
    // Children are made before their parents, so one pass in index order
    // evaluates every node (no recursion, however deep the expression).
    let mut values: Vec<Option<i64>> = Vec::with_capacity(last + 1);
    for node in &exprs.nodes[..=*last] {
        let v = match *node {
            Node::Dim(d) => dims.get(d).copied().flatten(),
            Node::Sym(s) => syms.get(s).copied().flatten(),
            Node::Const(c) => Some(c),
            Node::Bin(op, l, r) => values[l].zip(values[r]).and_then(|(a, b)| match op {
                Op::Add => Some(a.wrapping_add(b)),
                Op::Mul => Some(a.wrapping_mul(b)),
                Op::FloorDiv if b != 0 => floor_div(a, b),
                Op::CeilDiv if b != 0 => ceil_div(a, b),
                Op::Mod if b >= 1 => Some(a.rem_euclid(b)),
                _ => None,
            }),
        };
        values.push(v);
    }
    results.iter().map(|&e| values[e]).collect()
}

/// A normalized map read back: its expressions and its results.
fn parse_map(text: &str) -> Option<(Exprs, Vec<Expr>)> {
    let text = display(text);
    let mut toks = TextTokens::new(&text)?;
    let mut p =
        AffineParser { toks: &mut toks, dims: Vec::new(), syms: Vec::new(), exprs: Exprs::default(), ssa: None };
    p.parse_list("(", ")", "", |p| p.parse_identifier_definition(true)).ok()?;
    if p.is_punct("[") {
        p.parse_list("[", "]", "", |p| p.parse_identifier_definition(false)).ok()?;
    }
    p.expect("->", "").ok()?;
    let mut results = Vec::new();
    p.parse_list("(", ")", "", |p| {
        results.push(p.parse_expr()?);
        Ok(())
    })
    .ok()?;
    Some((p.exprs, results))
}

/// The strides and offset of a memref layout map of one result (MLIR's
/// `getStridesAndOffset` of an affine map): the map must be a sum of
/// dimensions times constants or symbols, plus constants and symbols.
/// Each stride is `Some(value)` when constant, `None` when it involves a
/// symbol; likewise the offset. `None` when the map is not of that form
/// (a `mod`, a division, a product of dimensions, several results).
#[allow(clippy::type_complexity)]
pub fn strided_form(text: &str) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    let text = display(text);
    let mut toks = TextTokens::new(&text)?;
    let mut p =
        AffineParser { toks: &mut toks, dims: Vec::new(), syms: Vec::new(), exprs: Exprs::default(), ssa: None };
    let root = p.parse_single_result_map().ok()??;
    let mut strides = vec![Some(0); p.dims.len()];
    let mut offset = Some(0);
    // (expression, multiplicative factor), as MLIR's `extractStrides`.
    let mut stack = vec![(root, Some(1i64))];
    let add = |a: Option<i64>, b: Option<i64>| a.zip(b).and_then(|(x, y)| x.checked_add(y));
    let mul = |a: Option<i64>, b: Option<i64>| match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(x), Some(y)) => x.checked_mul(y),
        _ => None,
    };
    while let Some((e, factor)) = stack.pop() {
        match p.exprs.nodes[e] {
            Node::Dim(d) => strides[d] = add(strides[d], factor),
            Node::Const(c) => offset = add(offset, mul(Some(c), factor)),
            Node::Sym(_) => offset = add(offset, mul(None, factor)),
            Node::Bin(Op::Add, l, r) => {
                stack.push((r, factor));
                stack.push((l, factor));
            }
            Node::Bin(Op::Mul, l, r) => {
                let rhs = match p.exprs.nodes[r] {
                    Node::Const(c) => Some(c),
                    Node::Sym(_) => None,
                    _ => return None,
                };
                stack.push((l, mul(factor, rhs)));
            }
            Node::Bin(..) => return None,
        }
    }
    Some((strides, offset))
}

/// The tokens of an affine map as this module prints it, to read a
/// normalized map back (user text goes through the text lexer instead).
struct TextTokens<'a> {
    toks: Vec<(AffineToken<'a>, u32)>,
    pos: usize,
}

impl<'a> TextTokens<'a> {
    /// `None` for a character a printed map does not hold.
    fn new(text: &'a str) -> Option<Self> {
        let b = text.as_bytes();
        let mut toks = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let start = i;
            let tok = match b[i] {
                b' ' => {
                    i += 1;
                    continue;
                }
                c if c.is_ascii_digit() => {
                    while i < b.len() && b[i].is_ascii_digit() {
                        i += 1;
                    }
                    AffineToken::Int(text[start..i].parse().ok())
                }
                c if c.is_ascii_alphabetic() => {
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    AffineToken::Id(&text[start..i])
                }
                b'-' if b.get(i + 1) == Some(&b'>') => {
                    i += 2;
                    AffineToken::Punct("->")
                }
                c => {
                    i += 1;
                    AffineToken::Punct(match c {
                        // A sum nested on the right of a sum is kept in
                        // braces: read back as parentheses.
                        b'(' | b'{' => "(",
                        b')' | b'}' => ")",
                        b'[' => "[",
                        b']' => "]",
                        b',' => ",",
                        b'+' => "+",
                        b'-' => "-",
                        b'*' => "*",
                        b':' => ":",
                        b'>' => ">",
                        b'<' => "<",
                        b'=' => "=",
                        _ => return None,
                    })
                }
            };
            toks.push((tok, start as u32));
        }
        Some(TextTokens { toks, pos: 0 })
    }
}

impl<'a> AffineTokens<'a> for TextTokens<'a> {
    fn current(&self) -> AffineToken<'a> {
        self.toks.get(self.pos).map_or(AffineToken::Other, |t| t.0)
    }
    fn offset(&self) -> u32 {
        self.toks.get(self.pos).map_or(u32::MAX, |t| t.1)
    }
    fn bump(&mut self) {
        self.pos += 1;
    }
}

/// An affine expression: an index into [`Exprs`]. Expressions live in a
/// table rather than boxed trees, so that one nested or chained 100,000
/// levels deep is built, printed and dropped without deep recursion.
type Expr = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Bin(Op, Expr, Expr),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Op {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// The expressions of one map or set. As MLIR uniques its expressions,
/// each node is stored once, so two expressions are equal exactly when
/// their indices are, which the simplifications compare. Each node keeps
/// whether it is pure in symbols and constants and its largest known
/// divisor (MLIR's `getLargestKnownDivisor`), so asking costs nothing and
/// building stays linear.
#[derive(Default)]
struct Exprs {
    nodes: Vec<Node>,
    symbolic: Vec<bool>,
    divisor: Vec<i64>,
    index: rustc_hash::FxHashMap<Node, Expr>,
}

/// `a floordiv b` (b not zero), or `None` when it overflows.
fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) { q - 1 } else { q })
}

/// `a ceildiv b` (b not zero), or `None` when it overflows.
fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) == (b < 0)) { q + 1 } else { q })
}

/// The greatest common divisor of two divisors, taken as unsigned as MLIR does.
fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a as u64, b as u64);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

impl Exprs {
    /// The node `node`, made once.
    fn add(&mut self, node: Node) -> Expr {
        if let Some(&e) = self.index.get(&node) {
            return e;
        }
        let (symbolic, divisor) = match node {
            Node::Dim(_) => (false, 1),
            Node::Sym(_) => (true, 1),
            Node::Const(c) => (true, c.wrapping_abs()),
            Node::Bin(op, l, r) => {
                let (dl, dr) = (self.divisor[l], self.divisor[r]);
                let divisor = match op {
                    Op::Mul => dl.wrapping_mul(dr),
                    Op::Add | Op::Mod => gcd(dl, dr),
                    Op::FloorDiv | Op::CeilDiv => match self.constant(r) {
                        Some(c) if c != 0 && dl.wrapping_rem(c) == 0 => dl.wrapping_div(c),
                        _ => 1,
                    },
                };
                (self.symbolic[l] && self.symbolic[r], divisor)
            }
        };
        let e = self.nodes.len();
        self.nodes.push(node);
        self.symbolic.push(symbolic);
        self.divisor.push(divisor);
        self.index.insert(node, e);
        e
    }

    fn node(&self, e: Expr) -> Node {
        self.nodes[e]
    }

    /// Pure in symbols and constants (no dimensions).
    fn is_symbolic(&self, e: Expr) -> bool {
        self.symbolic[e]
    }

    fn constant(&self, e: Expr) -> Option<i64> {
        match self.nodes[e] {
            Node::Const(c) => Some(c),
            _ => None,
        }
    }

    /// `e`'s operands when it is `x op c` with a constant `c`.
    fn with_constant_rhs(&self, e: Expr, op: Op) -> Option<(Expr, i64)> {
        match self.nodes[e] {
            Node::Bin(o, x, c) if o == op => Some((x, self.constant(c)?)),
            _ => None,
        }
    }

    fn cst(&mut self, c: i64) -> Expr {
        self.add(Node::Const(c))
    }

    /// Builds `l op r` simplified as MLIR 22's expression builders do
    /// (`AffineExpr`'s `+`, `*`, `floorDiv`, `ceilDiv` and `%`); the
    /// printed map is then MLIR's.
    fn build(&mut self, op: Op, l: Expr, r: Expr) -> Result<Expr, String> {
        // Simplifications call each other as deep as the expression goes.
        crate::stack::deep(|| {
            let simplified = match op {
                Op::Add => self.simplify_add(l, r),
                Op::Mul => self.simplify_mul(l, r),
                Op::FloorDiv | Op::CeilDiv => self.simplify_div(op, l, r),
                Op::Mod => self.simplify_mod(l, r),
            }?;
            Ok(match simplified {
                Some(e) => e,
                None => self.add(Node::Bin(op, l, r)),
            })
        })
    }

    fn simplify_add(&mut self, l: Expr, r: Expr) -> Result<Option<Expr>, String> {
        let (lc, rc) = (self.constant(l), self.constant(r));
        if let (Some(a), Some(b)) = (lc, rc) {
            // A sum that overflows stays a sum.
            return Ok(a.checked_add(b).map(|c| self.cst(c)));
        }
        // Constants, then symbolic terms, go to the right.
        if lc.is_some() || (self.is_symbolic(l) && !self.is_symbolic(r)) {
            return self.build(Op::Add, r, l).map(Some);
        }
        // Two dimensions or two symbols in position order.
        match (self.node(l), self.node(r)) {
            (Node::Dim(a), Node::Dim(b)) | (Node::Sym(a), Node::Sym(b)) if b < a => {
                return Ok(Some(self.add(Node::Bin(Op::Add, r, l))));
            }
            _ => {}
        }
        if rc == Some(0) {
            return Ok(Some(l));
        }
        // (x + c1) + c2 -> x + (c1 + c2), the constants added with wrapping.
        let l_plus_const = self.with_constant_rhs(l, Op::Add);
        if let (Some((x, c1)), Some(c2)) = (l_plus_const, rc) {
            let c = self.cst(c1.wrapping_add(c2));
            return self.build(Op::Add, x, c).map(Some);
        }
        // x * c1 + x * c2 -> x * (c1 + c2), a term without a factor counting once.
        let (first, c1) = self.with_constant_rhs(l, Op::Mul).unwrap_or((l, 1));
        let (second, c2) = self.with_constant_rhs(r, Op::Mul).unwrap_or((r, 1));
        if first == second {
            let c = self.cst(c1.wrapping_add(c2));
            return self.build(Op::Mul, first, c).map(Some);
        }
        // (x + c) + y -> (x + y) + c.
        if let Some((x, c)) = l_plus_const {
            let inner = self.build(Op::Add, x, r)?;
            let c = self.cst(c);
            return self.build(Op::Add, inner, c).map(Some);
        }
        // (x + y) + (e floordiv q) * c -> x + (y + (e floordiv q) * c) when
        // the inner sum simplifies (it may make a `mod`).
        if let (Node::Bin(Op::Add, x, y), Some((div, _))) = (self.node(l), self.with_constant_rhs(r, Op::Mul)) {
            if matches!(self.node(div), Node::Bin(Op::FloorDiv, ..)) {
                if let Some(inner) = crate::stack::deep(|| self.simplify_add(y, r))? {
                    return self.build(Op::Add, x, inner).map(Some);
                }
            }
        }
        // e - (e floordiv q) * q -> e mod q, in MLIR's two spellings: with
        // `* -1` outside (any symbolic q), or `(e floordiv q) * -q` (q a
        // positive constant).
        let Node::Bin(r_op, rl, rr) = self.node(r) else { return Ok(None) };
        if let (Some(-1), Node::Bin(Op::Mul, div, q)) = (self.constant(rr), self.node(rl)) {
            return match self.node(div) {
                Node::Bin(Op::FloorDiv, e, q2) if q2 == q && e == l => self.build(Op::Mod, l, q).map(Some),
                _ => Ok(None),
            };
        }
        let Node::Bin(Op::FloorDiv, e, q) = self.node(rl) else { return Ok(None) };
        if r_op == Op::Mul && e == l && self.constant(q).is_some_and(|c| c > 0) {
            let minus_one = self.cst(-1);
            let negated = self.build(Op::Mul, rr, minus_one)?;
            if negated == q {
                return self.build(Op::Mod, l, q).map(Some);
            }
        }
        Ok(None)
    }

    fn simplify_mul(&mut self, l: Expr, r: Expr) -> Result<Option<Expr>, String> {
        let (lc, rc) = (self.constant(l), self.constant(r));
        if let (Some(a), Some(b)) = (lc, rc) {
            return Ok(a.checked_mul(b).map(|c| self.cst(c)));
        }
        if !self.is_symbolic(l) && !self.is_symbolic(r) {
            // Not affine: the parser refuses it before building.
            return Ok(None);
        }
        // The constant or symbolic factor goes to the right.
        if !self.is_symbolic(r) || lc.is_some() {
            return self.build(Op::Mul, r, l).map(Some);
        }
        if let (Node::Sym(a), Node::Sym(b)) = (self.node(l), self.node(r)) {
            if b < a {
                return Ok(Some(self.add(Node::Bin(Op::Mul, r, l))));
            }
        }
        match rc {
            Some(1) => return Ok(Some(l)),
            Some(0) => return Ok(Some(r)),
            _ => {}
        }
        // (x * c1) * c2 -> x * (c1 * c2); (x * c) * y -> (x * y) * c.
        if let Some((x, c1)) = self.with_constant_rhs(l, Op::Mul) {
            if let Some(c2) = rc {
                let c = self.cst(c1.wrapping_mul(c2));
                return self.build(Op::Mul, x, c).map(Some);
            }
            let inner = self.build(Op::Mul, x, r)?;
            let c = self.cst(c1);
            return self.build(Op::Mul, inner, c).map(Some);
        }
        Ok(None)
    }

    /// `floordiv` and `ceildiv`: only by a constant other than zero.
    fn simplify_div(&mut self, op: Op, l: Expr, r: Expr) -> Result<Option<Expr>, String> {
        let Some(d) = self.constant(r).filter(|&d| d != 0) else { return Ok(None) };
        if let Some(a) = self.constant(l) {
            let q = if op == Op::FloorDiv { floor_div(a, d) } else { ceil_div(a, d) };
            return Ok(q.map(|q| self.cst(q)));
        }
        if d == 1 {
            return Ok(Some(l));
        }
        // (x * c) div d -> x * (c / d) when d divides c.
        if let Some((x, c)) = self.with_constant_rhs(l, Op::Mul) {
            if c.wrapping_rem(d) == 0 {
                let c = self.cst(c.wrapping_div(d));
                return self.build(Op::Mul, x, c).map(Some);
            }
        }
        // (a + b) floordiv d -> a floordiv d + b floordiv d when d divides a or b.
        if let (Op::FloorDiv, Node::Bin(Op::Add, a, b)) = (op, self.node(l)) {
            if self.divisor[a].wrapping_rem(d) == 0 || self.divisor[b].wrapping_rem(d) == 0 {
                let a = self.build(Op::FloorDiv, a, r)?;
                let b = self.build(Op::FloorDiv, b, r)?;
                return self.build(Op::Add, a, b).map(Some);
            }
        }
        Ok(None)
    }

    /// `mod`: only by a positive constant.
    fn simplify_mod(&mut self, l: Expr, r: Expr) -> Result<Option<Expr>, String> {
        let Some(m) = self.constant(r).filter(|&m| m >= 1) else { return Ok(None) };
        if let Some(a) = self.constant(l) {
            return Ok(Some(self.cst(a.rem_euclid(m))));
        }
        if self.divisor[l] % m == 0 {
            return Ok(Some(self.cst(0)));
        }
        match self.node(l) {
            // (a + b) mod m -> b mod m when m divides a (or the other way).
            Node::Bin(Op::Add, a, b) => {
                if self.divisor[a] % m == 0 {
                    return self.build(Op::Mod, b, r).map(Some);
                }
                if self.divisor[b] % m == 0 {
                    return self.build(Op::Mod, a, r).map(Some);
                }
            }
            // (e mod c) mod m -> e mod m when m divides c.
            Node::Bin(Op::Mod, e, c) if self.constant(c).is_some_and(|c| c >= 1 && c % m == 0) => {
                return self.build(Op::Mod, e, r).map(Some);
            }
            _ => {}
        }
        Ok(None)
    }
}

struct AffineParser<'t, 'a, T: AffineTokens<'a>> {
    toks: &'t mut T,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
    exprs: Exprs,
    /// In a map of SSA ids, what reads each new operand, and the names
    /// bound so far.
    ssa: Option<SsaIds<'t, 'a, T>>,
}

/// The SSA ids of a map being read (MLIR's `dimsAndSymbols`).
struct SsaIds<'t, 'a, T> {
    /// Reads the operand at the current token (`true`: as a symbol).
    read: &'t mut dyn FnMut(&mut T, bool) -> Result<(), AffineError>,
    /// Each name seen, with the dimension or symbol it stands for.
    names: Vec<(&'a str, Expr)>,
    num_dims: usize,
    num_syms: usize,
}

/// What a parse step gives: a value, or an error.
type Step<T> = Result<T, AffineError>;

impl<'a, T: AffineTokens<'a>> AffineParser<'_, 'a, T> {
    fn peek(&self) -> AffineToken<'a> {
        self.toks.current()
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), AffineToken::Punct(q) if q == p)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.toks.bump();
            true
        } else {
            false
        }
    }
    /// An error at byte offset `at`.
    fn error_at(&self, at: u32, message: impl Into<String>) -> AffineError {
        AffineError { at, wrong_token: false, message: message.into(), then: Vec::new() }
    }
    /// An error at the current token.
    fn error(&self, message: impl Into<String>) -> AffineError {
        self.error_at(self.toks.offset(), message)
    }
    /// An error about the current token being the wrong one.
    fn wrong_token(&self, message: impl Into<String>) -> AffineError {
        AffineError { wrong_token: true, ..self.error(message) }
    }
    fn expect(&mut self, p: &str, msg: &str) -> Step<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }
    /// `l op r`, simplified; a failure (deeper than memory allows) is
    /// reported at `at`.
    fn build(&mut self, op: Op, l: Expr, r: Expr, at: u32) -> Step<Expr> {
        self.exprs.build(op, l, r).map_err(|m| self.error_at(at, m))
    }
    /// `l - r`.
    fn subtract(&mut self, l: Expr, r: Expr, at: u32) -> Step<Expr> {
        let minus_one = self.exprs.add(Node::Const(-1));
        let negated = self.build(Op::Mul, r, minus_one, at)?;
        self.build(Op::Add, l, negated, at)
    }

    /// `(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`.
    fn parse_body(&mut self) -> Step<Normalized> {
        self.parse_list("(", ")", " in dimensional identifier list", |p| p.parse_identifier_definition(true))?;
        if self.is_punct("[") {
            self.parse_list("[", "]", " in symbol list", |p| p.parse_identifier_definition(false))?;
        }
        let mut out = inputs_text(self.dims.len(), self.syms.len());
        if self.eat("->") {
            let mut exprs = Vec::new();
            self.parse_list("(", ")", " in affine map range", |p| {
                exprs.push(p.parse_expr()?);
                Ok(())
            })?;
            Ok(Normalized::Map(map_text(&self.exprs, self.dims.len(), self.syms.len(), &exprs)))
        } else if self.eat(":") {
            let mut cons = Vec::new();
            self.parse_list("(", ")", " in integer set constraint list", |p| {
                let (e, kind) = p.parse_constraint()?;
                cons.push(format!("{} {kind} 0", print_expr(&p.exprs, e)));
                Ok(())
            })?;
            // No constraint is the set of every point, as MLIR builds it.
            if cons.is_empty() {
                cons.push("0 == 0".to_string());
            }
            out.push_str(" : (");
            out.push_str(&cons.join(", "));
            out.push(')');
            Ok(Normalized::Set(out))
        } else {
            Err(self.wrong_token("expected '->' or ':'"))
        }
    }

    /// `(dims)[syms] -> (expr)` of a normalized map: the one result,
    /// `None` for `-> ()`.
    fn parse_single_result_map(&mut self) -> Step<Option<Expr>> {
        self.parse_list("(", ")", "", |p| p.parse_identifier_definition(true))?;
        if self.is_punct("[") {
            self.parse_list("[", "]", "", |p| p.parse_identifier_definition(false))?;
        }
        self.expect("->", "expected '->'")?;
        self.expect("(", "expected '('")?;
        if self.eat(")") {
            return Ok(None);
        }
        let e = self.parse_expr()?;
        self.expect(")", "expected one result")?;
        Ok(Some(e))
    }

    /// `open elt (, elt)* close` or `open close` (MLIR's
    /// `parseCommaSeparatedList`), its errors ending in `context`.
    fn parse_list(
        &mut self,
        open: &str,
        close: &str,
        context: &str,
        mut element: impl FnMut(&mut Self) -> Step<()>,
    ) -> Step<()> {
        self.expect(open, &format!("expected '{open}'{context}"))?;
        if self.eat(close) {
            return Ok(());
        }
        element(self)?;
        while self.eat(",") {
            element(self)?;
        }
        self.expect(close, &format!("expected '{close}'{context}"))
    }

    /// A dimension or symbol name where it is declared.
    fn parse_identifier_definition(&mut self, dim: bool) -> Step<()> {
        let AffineToken::Id(name) = self.peek() else { return Err(self.wrong_token("expected bare identifier")) };
        if self.dims.contains(&name) || self.syms.contains(&name) {
            return Err(self.error(format!("redefinition of identifier '{name}'")));
        }
        self.toks.bump();
        if dim {
            self.dims.push(name);
        } else {
            self.syms.push(name);
        }
        Ok(())
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as `expr >= 0` or
    /// `expr == 0`. As in MLIR, each operator is two tokens, tried in turn.
    fn parse_constraint(&mut self) -> Step<(Expr, &'static str)> {
        let lhs = self.parse_expr()?;
        let at = self.toks.offset();
        if self.eat(">") && self.eat("=") {
            let rhs = self.parse_expr()?;
            return Ok((self.subtract_unless_zero(lhs, rhs, at)?, ">="));
        }
        if self.eat("<") && self.eat("=") {
            let rhs = self.parse_expr()?;
            return Ok((self.subtract_unless_zero(rhs, lhs, at)?, ">="));
        }
        if self.eat("=") && self.eat("=") {
            let rhs = self.parse_expr()?;
            return Ok((self.subtract_unless_zero(lhs, rhs, at)?, "=="));
        }
        Err(self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    fn subtract_unless_zero(&mut self, a: Expr, b: Expr, at: u32) -> Step<Expr> {
        if self.exprs.constant(b) == Some(0) {
            Ok(a)
        } else {
            self.subtract(a, b, at)
        }
    }

    /// expr ::= term ((`+` | `-`) term)*
    fn parse_expr(&mut self) -> Step<Expr> {
        let mut lhs = self.parse_term(false)?;
        loop {
            let at = self.toks.offset();
            if self.eat("+") {
                let rhs = self.parse_term(true)?;
                lhs = self.build(Op::Add, lhs, rhs, at)?;
            } else if self.eat("-") {
                let rhs = self.parse_term(true)?;
                lhs = self.subtract(lhs, rhs, at)?;
            } else {
                return Ok(lhs);
            }
        }
    }

    /// The multiplicative operator at the current token, if any.
    fn high_precedence_op(&self) -> Option<Op> {
        match self.peek() {
            AffineToken::Punct("*") => Some(Op::Mul),
            AffineToken::Id("floordiv") => Some(Op::FloorDiv),
            AffineToken::Id("ceildiv") => Some(Op::CeilDiv),
            AffineToken::Id("mod") => Some(Op::Mod),
            _ => None,
        }
    }

    /// term ::= factor ((`*` | `floordiv` | `ceildiv` | `mod`) factor)*
    ///
    /// `after_operator` says whether an operator comes before the term,
    /// which MLIR's messages tell apart. As MLIR's chain of multiplicative
    /// operators does, each product is checked once the operator after it
    /// is read, and a non-affine one is reported at that operator, or at
    /// its own at the end of the chain.
    fn parse_term(&mut self, after_operator: bool) -> Step<Expr> {
        let mut lhs = self.parse_factor(after_operator)?;
        let Some(mut op) = self.high_precedence_op() else { return Ok(lhs) };
        let mut op_at = self.toks.offset();
        self.toks.bump();
        loop {
            let rhs = self.parse_factor(true)?;
            let next = self.high_precedence_op();
            let at = if next.is_some() { self.toks.offset() } else { op_at };
            if next.is_some() {
                self.toks.bump();
            }
            if let Some(message) = self.non_affine(op, lhs, rhs) {
                return Err(self.error_at(at, message));
            }
            lhs = self.build(op, lhs, rhs, at)?;
            match next {
                Some(n) => {
                    op = n;
                    op_at = at;
                }
                None => return Ok(lhs),
            }
        }
    }

    /// An SSA name standing for a dimension (or with `symbol`, a symbol):
    /// the one it already stands for, or the next (MLIR's
    /// `parseSSAIdExpr`).
    fn parse_ssa_id(&mut self, is_symbol: bool) -> Step<Expr> {
        let Some(ssa) = self.ssa.as_mut() else { return Err(self.wrong_token("unexpected ssa identifier")) };
        let AffineToken::SsaName(name) = self.toks.current() else {
            return Err(AffineError {
                at: self.toks.offset(),
                wrong_token: true,
                message: "expected ssa identifier".into(),
                then: Vec::new(),
            });
        };
        if let Some(&(_, e)) = ssa.names.iter().find(|(n, _)| *n == name) {
            self.toks.bump();
            return Ok(e);
        }
        (ssa.read)(self.toks, is_symbol)?;
        let node = if is_symbol {
            ssa.num_syms += 1;
            Node::Sym(ssa.num_syms - 1)
        } else {
            ssa.num_dims += 1;
            Node::Dim(ssa.num_dims - 1)
        };
        let e = self.exprs.add(node);
        if let Some(ssa) = self.ssa.as_mut() {
            ssa.names.push((name, e));
        }
        Ok(e)
    }

    /// Why `lhs op rhs` is not affine, if it is not.
    fn non_affine(&self, op: Op, lhs: Expr, rhs: Expr) -> Option<String> {
        match op {
            Op::Mul if !self.exprs.is_symbolic(lhs) && !self.exprs.is_symbolic(rhs) => Some(
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                    .into(),
            ),
            Op::FloorDiv | Op::CeilDiv | Op::Mod if !self.exprs.is_symbolic(rhs) => {
                let name = match op {
                    Op::FloorDiv => "floordiv",
                    Op::CeilDiv => "ceildiv",
                    _ => "mod",
                };
                Some(format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"))
            }
            _ => None,
        }
    }

    /// factor ::= `-` factor | `(` expr `)` | id | integer
    fn parse_factor(&mut self, after_operator: bool) -> Step<Expr> {
        match self.peek() {
            AffineToken::Punct("-") => {
                let at = self.toks.offset();
                self.toks.bump();
                // Nesting is as deep as the input's: the stack grows.
                let e = crate::stack::deep(|| self.parse_factor(after_operator)).map_err(|mut e| {
                    e.then.push((self.toks.offset(), "missing operand of negation".into()));
                    e
                })?;
                let minus_one = self.exprs.add(Node::Const(-1));
                self.build(Op::Mul, e, minus_one, at)
            }
            AffineToken::Punct("(") => {
                self.toks.bump();
                if self.is_punct(")") {
                    return Err(self.error("no expression inside parentheses"));
                }
                let e = crate::stack::deep(|| self.parse_expr())?;
                self.expect(")", "expected ')'")?;
                Ok(e)
            }
            AffineToken::Int(v) => {
                let Some(v) = v else { return Err(self.error("constant too large for index")) };
                self.toks.bump();
                Ok(self.exprs.add(Node::Const(v)))
            }
            AffineToken::SsaName(_) => self.parse_ssa_id(false),
            AffineToken::Id("symbol") => {
                self.toks.bump();
                self.expect("(", "expected '(' at start of SSA symbol")?;
                let e = self.parse_ssa_id(true)?;
                self.expect(")", "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            AffineToken::Id(name) => {
                let node = if let Some(i) = self.dims.iter().position(|d| *d == name) {
                    Node::Dim(i)
                } else if let Some(i) = self.syms.iter().position(|s| *s == name) {
                    Node::Sym(i)
                } else {
                    return Err(self.wrong_token("use of undeclared identifier"));
                };
                self.toks.bump();
                Ok(self.exprs.add(node))
            }
            AffineToken::Punct("+" | "*") if !after_operator => {
                Err(self.error("missing left operand of binary operator"))
            }
            _ if after_operator => Err(self.error("missing right operand of binary operator")),
            _ => Err(self.error("expected affine expression")),
        }
    }
}

/// `(d0, d1)[s0]`: the inputs of a normalized map or set.
fn inputs_text(num_dims: usize, num_syms: usize) -> String {
    let mut out = String::from("(");
    out.push_str(&(0..num_dims).map(|i| format!("d{i}")).collect::<Vec<_>>().join(", "));
    out.push(')');
    if num_syms > 0 {
        out.push('[');
        out.push_str(&(0..num_syms).map(|i| format!("s{i}")).collect::<Vec<_>>().join(", "));
        out.push(']');
    }
    out
}

/// The normalized text of the map `(dims)[syms] -> (results)`.
fn map_text(exprs: &Exprs, num_dims: usize, num_syms: usize, results: &[Expr]) -> String {
    let mut out = inputs_text(num_dims, num_syms);
    out.push_str(" -> (");
    out.push_str(&results.iter().map(|&e| print_expr(exprs, e)).collect::<Vec<_>>().join(", "));
    out.push(')');
    out
}

/// MLIR's `printAffineExprInternal`.
fn print_expr(exprs: &Exprs, e: Expr) -> String {
    let mut s = String::new();
    print_into(exprs, e, false, &mut s);
    s
}

fn print_into(exprs: &Exprs, e: Expr, strong: bool, out: &mut String) {
    // Expressions nest as deep as the input's: the stack grows.
    crate::stack::deep(|| print_node(exprs, e, strong, out))
}

fn print_node(exprs: &Exprs, e: Expr, strong: bool, out: &mut String) {
    use std::fmt::Write;
    let (op, lhs, rhs) = match exprs.node(e) {
        Node::Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        Node::Sym(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        Node::Const(v) => {
            let _ = write!(out, "{v}");
            return;
        }
        Node::Bin(op, l, r) => (op, l, r),
    };
    if strong {
        out.push('(');
    }
    if op != Op::Add {
        if op == Op::Mul && exprs.constant(rhs) == Some(-1) {
            out.push('-');
            print_into(exprs, lhs, true, out);
        } else {
            print_into(exprs, lhs, true, out);
            out.push_str(match op {
                Op::Mul => " * ",
                Op::FloorDiv => " floordiv ",
                Op::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            print_into(exprs, rhs, true, out);
        }
    } else if let Node::Bin(Op::Mul, rl, rr) = exprs.node(rhs) {
        match exprs.constant(rr) {
            Some(-1) => {
                print_into(exprs, lhs, false, out);
                out.push_str(" - ");
                print_into(exprs, rl, matches!(exprs.node(rl), Node::Bin(Op::Add, ..)), out);
            }
            Some(c) if c < -1 => {
                print_into(exprs, lhs, false, out);
                out.push_str(" - ");
                print_into(exprs, rl, true, out);
                let _ = write!(out, " * {}", -(c as i128));
            }
            _ => {
                print_into(exprs, lhs, false, out);
                out.push_str(" + ");
                print_into(exprs, rhs, false, out);
            }
        }
    } else if let Some(c) = exprs.constant(rhs) {
        print_into(exprs, lhs, false, out);
        if c < 0 {
            let _ = write!(out, " - {}", -(c as i128));
        } else {
            let _ = write!(out, " + {c}");
        }
    } else {
        print_into(exprs, lhs, false, out);
        out.push_str(" + ");
        // Printed as MLIR does, without parentheses; marked for `display`.
        let nested_sum = matches!(exprs.node(rhs), Node::Bin(Op::Add, ..));
        if nested_sum {
            out.push('{');
        }
        print_into(exprs, rhs, false, out);
        if nested_sum {
            out.push('}');
        }
    }
    if strong {
        out.push(')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_forms() {
        let form = strided_form;
        assert_eq!(form("(d0, d1) -> (d0 * 8 + d1)"), Some((vec![Some(8), Some(1)], Some(0))));
        assert_eq!(form("(d0, d1) -> (d0 + d1 * 8 + 3)"), Some((vec![Some(1), Some(8)], Some(3))));
        assert_eq!(form("(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)"), Some((vec![None, Some(1)], None)));
        // A dimension used twice adds its strides; one left out has stride 0.
        assert_eq!(form("(d0, d1) -> (d0 * 2 + d0 * 3)"), Some((vec![Some(5), Some(0)], Some(0))));
        assert_eq!(form("(d0, d1)[s0] -> ((d0 + d1 * 4) * s0)"), Some((vec![None, None], Some(0))));
        assert_eq!(form("(d0) -> (d0 mod 8)"), None);
        assert_eq!(form("(d0) -> (d0 floordiv 2)"), None);
        assert_eq!(form("(d0, d1) -> (d0, d1)"), None);
        assert_eq!(form("() -> ()"), None);
    }

    #[test]
    fn results_and_constant_folding() {
        assert_eq!(num_symbols("(d0)[s0, s1] -> (d0)"), 2);
        assert_eq!(num_symbols("(d0)[s0] : (d0 - s0 >= 0)"), 1);
        assert_eq!(num_symbols("(d0) : (d0 >= 0)"), 0);
        assert_eq!(num_results("(d0, d1) -> (d0 + 1, d1 + 2)"), 2);
        assert_eq!(num_results("() -> ()"), 0);
        assert_eq!(
            result_kinds("(d0)[s0] -> (d0, s0, -3, d0 + s0)"),
            vec![ResultKind::Dim(0), ResultKind::Sym(0), ResultKind::Const(-3), ResultKind::Other]
        );
        let fold = |m: &str, d: &[Option<i64>], s: &[Option<i64>]| constant_fold(m, d, s);
        assert_eq!(fold("(d0)[s0] -> (d0 * 2 + s0)", &[Some(3)], &[Some(4)]), vec![Some(10)]);
        assert_eq!(fold("(d0)[s0] -> (d0 * 2 + s0, d0 + 1)", &[Some(3)], &[None]), vec![None, Some(4)]);
        assert_eq!(
            fold("(d0) -> (d0 floordiv 2, d0 ceildiv 2, d0 mod 4)", &[Some(-7)], &[]),
            vec![Some(-4), Some(-3), Some(1)]
        );
        assert_eq!(fold("(d0, d1) -> (d0 + d1 + 5)", &[Some(1), Some(2)], &[]), vec![Some(8)]);
        assert_eq!(fold("(d0)[s0] -> (d0 floordiv s0, d0 mod s0)", &[Some(1)], &[Some(0)]), vec![None, None]);
    }
}
