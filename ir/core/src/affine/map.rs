//! Affine maps as values to rewrite (MLIR's `AffineMap` and its
//! `replaceDimsAndSymbols`, `replace` and `simplifyAffineMap`), and maps of
//! SSA ids (`%m[%i + 1, symbol(%n)]`), read and printed as MLIR's
//! `parseAffineMapOfSSAIds` and `printAffineMapOfSSAIds` do.

use super::{
    display, inputs_text, map_text, print_expr, AffineError, AffineParser, AffineToken, AffineTokens, Expr, Exprs,
    Node, Op, SsaIds, TextTokens,
};

/// Reads `open expr, ... close`, a map whose dimensions and symbols are SSA
/// values named in the expressions (MLIR's `parseAffineMapOfSSAIds`): a
/// name stands for the next dimension, or within `symbol(...)` for the
/// next symbol, the first time it is seen, and `read` reads it as an
/// operand then (`true`: a symbol). Returns the map's normalized text.
pub fn parse_ssa_map<'a, T: AffineTokens<'a>>(
    toks: &mut T,
    open: &str,
    close: &str,
    read: &mut dyn FnMut(&mut T, bool) -> Result<(), AffineError>,
) -> Result<String, AffineError> {
    let ssa = SsaIds { read, names: Vec::new(), num_dims: 0, num_syms: 0 };
    let mut p = AffineParser { toks, dims: Vec::new(), syms: Vec::new(), exprs: Exprs::default(), ssa: Some(ssa) };
    let mut results = Vec::new();
    p.parse_list(open, close, " in affine map", |p| {
        results.push(p.parse_expr()?);
        Ok(())
    })?;
    let (num_dims, num_syms) = p.ssa.as_ref().map_or((0, 0), |s| (s.num_dims, s.num_syms));
    Ok(map_text(&p.exprs, num_dims, num_syms, &results))
}

/// A piece of the results of a map printed with SSA ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsaSegment {
    /// Text printed as it is.
    Text(String),
    /// The operand of this dimension.
    Dim(usize),
    /// The operand of this symbol (printed `symbol(%x)`).
    Sym(usize),
}

/// The results of a normalized map as MLIR's `printAffineMapOfSSAIds`
/// writes them, comma-separated, each dimension and symbol a segment of its
/// own for the printer to name.
pub fn ssa_result_segments(text: &str) -> Vec<SsaSegment> {
    let shown = display(text);
    let results = shown.split_once(" -> (").map_or("", |(_, r)| r.strip_suffix(')').unwrap_or(r));
    let mut out = Vec::new();
    let mut pending = String::new();
    let b = results.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let word_start = (c == b'd' || c == b's') && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
        if word_start {
            let mut j = i + 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let ends_word = j > i + 1 && (j == b.len() || !b[j].is_ascii_alphanumeric());
            if let (true, Ok(n)) = (ends_word, results[i + 1..j].parse::<usize>()) {
                if !pending.is_empty() {
                    out.push(SsaSegment::Text(std::mem::take(&mut pending)));
                }
                out.push(if c == b'd' { SsaSegment::Dim(n) } else { SsaSegment::Sym(n) });
                i = j;
                continue;
            }
        }
        pending.push(c as char);
        i += 1;
    }
    if !pending.is_empty() {
        out.push(SsaSegment::Text(pending));
    }
    out
}

/// What a dimension or symbol of a map becomes when the map is rewritten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replacement {
    /// The dimension of this position.
    Dim(usize),
    /// The symbol of this position.
    Sym(usize),
    /// A constant.
    Const(i64),
}

/// A normalized affine map read back to be rewritten (MLIR's `AffineMap`).
/// Rewrites build their expressions with MLIR's simplifying builders, so
/// that [`AffineMap::text`] is the map MLIR's rewrites make.
pub struct AffineMap {
    exprs: Exprs,
    num_dims: usize,
    num_syms: usize,
    /// The results of a map, or the constraints of an integer set.
    results: Vec<Expr>,
    /// For an integer set, whether each constraint is an equality
    /// (`== 0`) rather than an inequality (`>= 0`).
    eq_flags: Option<Vec<bool>>,
}

impl AffineMap {
    /// The map or integer set of a normalized text (as `affine_map<...>`
    /// and `affine_set<...>` attributes hold it); `None` for another text.
    /// A set is rewritten as the map of its constraints' expressions, as
    /// MLIR rewrites sets.
    pub fn parse(text: &str) -> Option<AffineMap> {
        let mut toks = TextTokens::new(text)?;
        let mut p =
            AffineParser { toks: &mut toks, dims: Vec::new(), syms: Vec::new(), exprs: Exprs::default(), ssa: None };
        p.parse_list("(", ")", "", |p| p.parse_identifier_definition(true)).ok()?;
        if p.is_punct("[") {
            p.parse_list("[", "]", "", |p| p.parse_identifier_definition(false)).ok()?;
        }
        let mut results = Vec::new();
        let eq_flags = if p.eat(":") {
            let mut flags = Vec::new();
            p.parse_list("(", ")", "", |p| {
                results.push(p.parse_expr()?);
                let eq = if p.eat(">") {
                    false
                } else {
                    p.expect("=", "")?;
                    true
                };
                p.expect("=", "")?;
                match p.peek() {
                    AffineToken::Int(Some(0)) => p.toks.bump(),
                    _ => return Err(p.error("")),
                }
                flags.push(eq);
                Ok(())
            })
            .ok()?;
            Some(flags)
        } else {
            p.expect("->", "").ok()?;
            p.parse_list("(", ")", "", |p| {
                results.push(p.parse_expr()?);
                Ok(())
            })
            .ok()?;
            None
        };
        let (num_dims, num_syms) = (p.dims.len(), p.syms.len());
        Some(AffineMap { exprs: p.exprs, num_dims, num_syms, results, eq_flags })
    }

    /// The normalized text of the map (or set).
    pub fn text(&self) -> String {
        match &self.eq_flags {
            None => map_text(&self.exprs, self.num_dims, self.num_syms, &self.results),
            Some(flags) => {
                let mut out = inputs_text(self.num_dims, self.num_syms);
                let constraints: Vec<String> = self
                    .results
                    .iter()
                    .zip(flags)
                    .map(|(&e, &eq)| format!("{} {} 0", print_expr(&self.exprs, e), if eq { "==" } else { ">=" }))
                    .collect();
                out.push_str(" : (");
                out.push_str(&constraints.join(", "));
                out.push(')');
                out
            }
        }
    }

    /// Its number of dimensions.
    pub fn num_dims(&self) -> usize {
        self.num_dims
    }

    /// Its number of symbols.
    pub fn num_symbols(&self) -> usize {
        self.num_syms
    }

    /// Its number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// Its only result when that is a constant (MLIR's `isSingleConstant`).
    pub fn single_constant(&self) -> Option<i64> {
        match self.results[..] {
            [e] => self.exprs.constant(e),
            _ => None,
        }
    }

    /// The greatest common divisor of the largest known divisors of its
    /// results (MLIR's `getLargestKnownDivisorOfMapExprs`; `u64::MAX` for
    /// none).
    pub fn largest_known_divisor_of_results(&self) -> u64 {
        let g = self.results.iter().fold(0, |g, &e| gcd(g, self.exprs.divisor[e] as u64));
        if g == 0 {
            u64::MAX
        } else {
            g
        }
    }

    /// Its results when all are constants (MLIR's `isConstant` and
    /// `getConstantResults`).
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(|&e| self.exprs.constant(e)).collect()
    }

    /// Which dimensions and which symbols some result uses (MLIR's
    /// `walkExprs` collecting them).
    pub fn used_inputs(&self) -> (Vec<bool>, Vec<bool>) {
        let (mut dims, mut syms) = (vec![false; self.num_dims], vec![false; self.num_syms]);
        let mut seen = vec![false; self.exprs.nodes.len()];
        let mut stack = self.results.clone();
        while let Some(e) = stack.pop() {
            if std::mem::replace(&mut seen[e], true) {
                continue;
            }
            match self.exprs.node(e) {
                Node::Dim(d) if d < dims.len() => dims[d] = true,
                Node::Sym(s) if s < syms.len() => syms[s] = true,
                Node::Bin(_, l, r) => stack.extend([l, r]),
                _ => {}
            }
        }
        (dims, syms)
    }

    /// The map with each dimension and symbol replaced (`None`: one no
    /// result uses) and the given numbers of inputs (MLIR's
    /// `replaceDimsAndSymbols`): expressions that change are built again,
    /// simplified; the others are kept as they are.
    pub fn replace_dims_and_symbols(
        &mut self,
        dims: &[Option<Replacement>],
        syms: &[Option<Replacement>],
        num_dims: usize,
        num_syms: usize,
    ) {
        let leaf = |exprs: &mut Exprs, node: Node| -> Option<Expr> {
            let r = match node {
                Node::Dim(d) => dims.get(d).copied().flatten()?,
                Node::Sym(s) => syms.get(s).copied().flatten()?,
                _ => return None,
            };
            Some(exprs.add(match r {
                Replacement::Dim(i) => Node::Dim(i),
                Replacement::Sym(i) => Node::Sym(i),
                Replacement::Const(c) => Node::Const(c),
            }))
        };
        self.rewrite(leaf);
        self.num_dims = num_dims;
        self.num_syms = num_syms;
    }

    /// The map with one dimension (or symbol) replaced by the only result
    /// of `other`, whose dimensions and symbols are shifted by `dim_shift`
    /// and `sym_shift`, and the given numbers of inputs (MLIR's
    /// `AffineMap::replace` with `other.shiftDims(..).shiftSymbols(..)`).
    pub fn replace_with_result(
        &mut self,
        what: Replacement,
        other: &AffineMap,
        (dim_shift, sym_shift): (usize, usize),
        (num_dims, num_syms): (usize, usize),
    ) {
        let Some(&root) = other.results.first() else { return };
        let target = match what {
            Replacement::Dim(i) => Node::Dim(i),
            Replacement::Sym(i) => Node::Sym(i),
            Replacement::Const(c) => Node::Const(c),
        };
        let imported = self.import(other, root, dim_shift, sym_shift);
        self.rewrite(|_, node| (node == target).then_some(imported));
        self.num_dims = num_dims;
        self.num_syms = num_syms;
    }

    /// Each result simplified by flattening it to a sum of terms and
    /// building it again (MLIR's `simplifyAffineMap`). Expressions with a
    /// product of two non-constants or a division by a symbol (semi-affine)
    /// are left as they are.
    pub fn simplify(&mut self) {
        for i in 0..self.results.len() {
            let e = self.results[i];
            if let Some(s) = simplify_pure_affine(&mut self.exprs, e, self.num_dims, self.num_syms) {
                self.results[i] = s;
            }
        }
    }

    /// Each result's `floordiv`, `ceildiv` and `mod` by a positive constant
    /// simplified with what is known of the inputs that are loop induction
    /// variables (MLIR's `simplifyMapWithOperands`).
    pub fn simplify_with_loop_bounds(&mut self, inputs: &[Option<LoopBounds>]) {
        let b = Bounds { inputs, num_dims: self.num_dims, num_syms: self.num_syms };
        for i in 0..self.results.len() {
            let e = self.results[i];
            self.results[i] = b.simplify(&mut self.exprs, e);
        }
    }

    /// A copy of `e` of `other` in this map's table, dimensions and symbols
    /// shifted; the parts the shift changes are built again, simplified.
    fn import(&mut self, other: &AffineMap, e: Expr, dim_shift: usize, sym_shift: usize) -> Expr {
        let mut done: Vec<Option<(Expr, bool)>> = vec![None; other.exprs.nodes.len()];
        let mut stack = vec![e];
        while let Some(&x) = stack.last() {
            if done[x].is_some() {
                stack.pop();
                continue;
            }
            let copied = match other.exprs.node(x) {
                Node::Dim(d) => Some((self.exprs.add(Node::Dim(d + dim_shift)), dim_shift != 0)),
                Node::Sym(s) => Some((self.exprs.add(Node::Sym(s + sym_shift)), sym_shift != 0)),
                Node::Const(c) => Some((self.exprs.add(Node::Const(c)), false)),
                Node::Bin(op, l, r) => match (done[l], done[r]) {
                    (Some((l2, lc)), Some((r2, rc))) => {
                        let built = if lc || rc {
                            self.exprs.build(op, l2, r2).unwrap_or_else(|_| self.exprs.add(Node::Bin(op, l2, r2)))
                        } else {
                            self.exprs.add(Node::Bin(op, l2, r2))
                        };
                        Some((built, lc || rc))
                    }
                    _ => {
                        stack.extend([l, r]);
                        None
                    }
                },
            };
            if let Some(c) = copied {
                done[x] = Some(c);
                stack.pop();
            }
        }
        done[e].map_or(e, |(x, _)| x)
    }

    /// Each result rewritten bottom-up: a node `leaf` replaces is replaced;
    /// a binary node whose operands changed is built again, simplified.
    fn rewrite(&mut self, mut leaf: impl FnMut(&mut Exprs, Node) -> Option<Expr>) {
        let n = self.exprs.nodes.len();
        let mut done: Vec<Option<Expr>> = vec![None; n];
        for i in 0..self.results.len() {
            let root = self.results[i];
            let mut stack = vec![root];
            while let Some(&x) = stack.last() {
                if done[x].is_some() {
                    stack.pop();
                    continue;
                }
                let node = self.exprs.node(x);
                if let Some(r) = leaf(&mut self.exprs, node) {
                    done[x] = Some(r);
                    stack.pop();
                    continue;
                }
                match node {
                    Node::Bin(op, l, r) => match (done[l], done[r]) {
                        (Some(l2), Some(r2)) => {
                            let built = if l2 == l && r2 == r {
                                x
                            } else {
                                self.exprs.build(op, l2, r2).unwrap_or_else(|_| self.exprs.add(Node::Bin(op, l2, r2)))
                            };
                            done[x] = Some(built);
                            stack.pop();
                        }
                        _ => stack.extend([l, r]),
                    },
                    _ => {
                        done[x] = Some(x);
                        stack.pop();
                    }
                }
            }
            self.results[i] = done[root].unwrap_or(root);
        }
    }
}

/// Whether `e` is pure affine (MLIR's `isPureAffine`): products have a
/// constant factor, divisions and `mod` a constant divisor.
fn is_pure_affine(exprs: &Exprs, e: Expr) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if let Node::Bin(op, l, r) = exprs.node(x) {
            let constant_rhs = exprs.constant(r).is_some();
            let ok = match op {
                Op::Add => true,
                Op::Mul => constant_rhs || exprs.constant(l).is_some(),
                Op::FloorDiv | Op::CeilDiv | Op::Mod => constant_rhs,
            };
            if !ok {
                return false;
            }
            stack.extend([l, r]);
        }
    }
    true
}

/// MLIR's `simplifyAffineExpr` for a pure affine `e` (MLIR's
/// `SimpleAffineExprFlattener` and `getAffineExprFromFlatForm`): `None`
/// for a semi-affine expression, or one that divides by a non-positive
/// constant (left as it is, as MLIR leaves it).
fn simplify_pure_affine(exprs: &mut Exprs, e: Expr, num_dims: usize, num_syms: usize) -> Option<Expr> {
    if !is_pure_affine(exprs, e) {
        return None;
    }
    let mut f = Flattener { num_dims, num_syms, locals: Vec::new(), stack: Vec::new() };
    f.walk(exprs, e)?;
    let flat = f.stack.pop()?;
    Some(f.rebuild(exprs, &flat))
}

/// The flattened form of pure affine expressions (MLIR's
/// `SimpleAffineExprFlattener`): coefficients of the dimensions, the
/// symbols, the local floor divisions, then the constant.
struct Flattener {
    num_dims: usize,
    num_syms: usize,
    /// The expression each local stands for.
    locals: Vec<Expr>,
    /// The forms of the operands being combined.
    stack: Vec<Vec<i64>>,
}

impl Flattener {
    fn cols(&self) -> usize {
        self.num_dims + self.num_syms + self.locals.len() + 1
    }
    fn local_start(&self) -> usize {
        self.num_dims + self.num_syms
    }

    /// Visits `e` in post order (operands first), iteratively.
    fn walk(&mut self, exprs: &mut Exprs, e: Expr) -> Option<()> {
        let mut todo = vec![(e, false)];
        while let Some((x, visited)) = todo.pop() {
            match exprs.node(x) {
                Node::Bin(_, l, r) if !visited => {
                    todo.push((x, true));
                    todo.push((r, false));
                    todo.push((l, false));
                }
                Node::Bin(op, ..) => self.visit_bin(exprs, op)?,
                leaf => {
                    let mut v = vec![0; self.cols()];
                    match leaf {
                        Node::Dim(d) => v[d] = 1,
                        Node::Sym(s) => v[self.num_dims + s] = 1,
                        Node::Const(c) => *v.last_mut()? = c,
                        Node::Bin(..) => {}
                    }
                    self.stack.push(v);
                }
            }
        }
        Some(())
    }

    fn visit_bin(&mut self, exprs: &mut Exprs, op: Op) -> Option<()> {
        let rhs = self.stack.pop()?;
        let c = *rhs.last()?;
        match op {
            Op::Add => {
                let lhs = self.stack.last_mut()?;
                for (a, b) in lhs.iter_mut().zip(&rhs) {
                    *a = a.wrapping_add(*b);
                }
            }
            Op::Mul => {
                // The builder keeps constants on the right: `c` is the factor.
                for a in self.stack.last_mut()?.iter_mut() {
                    *a = a.wrapping_mul(c);
                }
            }
            Op::Mod => self.visit_mod(exprs, c)?,
            Op::FloorDiv | Op::CeilDiv => self.visit_div(exprs, c, op == Op::CeilDiv)?,
        }
        Some(())
    }

    /// `lhs mod c` as `lhs - c * (lhs floordiv c)`.
    fn visit_mod(&mut self, exprs: &mut Exprs, c: i64) -> Option<()> {
        if c <= 0 {
            return None;
        }
        let lhs = self.stack.last()?.clone();
        if lhs.iter().all(|a| a % c == 0) {
            self.stack.last_mut()?.fill(0);
            return Some(());
        }
        let g = lhs.iter().fold(c as u64, |g, a| gcd(g, a.unsigned_abs()));
        let dividend: Vec<i64> = lhs.iter().map(|a| a / g as i64).collect();
        let divisor = c / g as i64;
        let a = self.rebuild(exprs, &dividend);
        let b = exprs.cst(divisor);
        let q = exprs.build(Op::FloorDiv, a, b).ok()?;
        let pos = match self.locals.iter().position(|&l| l == q) {
            Some(p) => p,
            None => self.add_local(q),
        };
        let start = self.local_start();
        self.stack.last_mut()?[start + pos] = -c;
        Some(())
    }

    /// `lhs floordiv c` or `lhs ceildiv c`, as a local.
    fn visit_div(&mut self, exprs: &mut Exprs, c: i64, ceil: bool) -> Option<()> {
        if c <= 0 {
            return None;
        }
        let g = self.stack.last()?.iter().fold(c as u64, |g, a| gcd(g, a.unsigned_abs()));
        if g != 1 {
            for a in self.stack.last_mut()?.iter_mut() {
                *a /= g as i64;
            }
        }
        let divisor = c / g as i64;
        if divisor == 1 {
            return Some(());
        }
        let lhs = self.stack.last()?.clone();
        let a = self.rebuild(exprs, &lhs);
        let b = exprs.cst(divisor);
        let q = exprs.build(if ceil { Op::CeilDiv } else { Op::FloorDiv }, a, b).ok()?;
        let pos = match self.locals.iter().position(|&l| l == q) {
            Some(p) => p,
            None => self.add_local(q),
        };
        let start = self.local_start();
        let top = self.stack.last_mut()?;
        top.fill(0);
        top[start + pos] = 1;
        Some(())
    }

    /// A new local standing for `e`: a column in every form on the stack.
    fn add_local(&mut self, e: Expr) -> usize {
        let at = self.local_start() + self.locals.len();
        for v in &mut self.stack {
            v.insert(at, 0);
        }
        self.locals.push(e);
        self.locals.len() - 1
    }

    /// MLIR's `getAffineExprFromFlatForm`: dimensions and symbols in
    /// order, then locals, then the constant, summed with the builder.
    fn rebuild(&self, exprs: &mut Exprs, flat: &[i64]) -> Expr {
        let mut expr = exprs.cst(0);
        let add = |exprs: &mut Exprs, acc: Expr, term: Expr, coeff: i64| -> Expr {
            let c = exprs.cst(coeff);
            let t = exprs.build(Op::Mul, term, c).unwrap_or(term);
            exprs.build(Op::Add, acc, t).unwrap_or(acc)
        };
        for (j, &coeff) in flat.iter().enumerate().take(self.num_dims + self.num_syms) {
            if coeff == 0 {
                continue;
            }
            let id = if j < self.num_dims { Node::Dim(j) } else { Node::Sym(j - self.num_dims) };
            let id = exprs.add(id);
            expr = add(exprs, expr, id, coeff);
        }
        let start = self.local_start();
        for (k, &local) in self.locals.iter().enumerate() {
            let coeff = flat.get(start + k).copied().unwrap_or(0);
            if coeff != 0 {
                expr = add(exprs, expr, local, coeff);
            }
        }
        if let Some(&c) = flat.last().filter(|c| **c != 0) {
            let c = exprs.cst(c);
            expr = exprs.build(Op::Add, expr, c).unwrap_or(expr);
        }
        expr
    }
}

/// What is known of a map input that is the induction variable of an
/// `affine.for`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopBounds {
    /// The loop's lower bound, when it is a constant.
    pub lower: Option<i64>,
    /// The loop's upper bound (exclusive), when it is a constant.
    pub upper: Option<i64>,
    /// The loop's step.
    pub step: i64,
    /// The largest known divisor of the results of the lower bound's map.
    pub lower_divisor: u64,
}

/// MLIR's `simplifyExprAndOperands` and its helpers over the inputs of a
/// map, some of which are loop induction variables.
struct Bounds<'i> {
    inputs: &'i [Option<LoopBounds>],
    num_dims: usize,
    num_syms: usize,
}

/// `a floordiv b` for `b > 0`.
fn floor_div_pos(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

/// `a ceildiv b` for `b > 0`.
fn ceil_div_pos(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

impl Bounds<'_> {
    fn loop_of(&self, exprs: &Exprs, e: Expr) -> Option<LoopBounds> {
        match exprs.node(e) {
            Node::Dim(d) => self.inputs.get(d).copied().flatten(),
            _ => None,
        }
    }

    /// The constant lower bound of input `i` (MLIR's `getLowerBound(iv)`).
    fn input_lower(&self, i: usize) -> Option<i64> {
        self.inputs.get(i).copied().flatten()?.lower
    }

    /// The largest value input `i` takes (MLIR's `getUpperBound(iv)`).
    fn input_upper(&self, i: usize) -> Option<i64> {
        let l = self.inputs.get(i).copied().flatten()?;
        let ub = l.upper?;
        Some(match l.lower {
            Some(lb) if l.step != 0 => ub - 1 - (ub - lb - 1).wrapping_rem(l.step),
            _ => ub - 1,
        })
    }

    /// MLIR's `getLargestKnownDivisor(e, operands)`.
    fn divisor(&self, exprs: &Exprs, e: Expr) -> i64 {
        if !matches!(exprs.node(e), Node::Dim(_)) {
            return exprs.divisor[e];
        }
        match self.loop_of(exprs, e) {
            Some(l) if l.lower == Some(0) => l.step,
            Some(l) => gcd(l.lower_divisor, l.step.unsigned_abs()) as i64,
            None => 1,
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k` is known.
    fn non_negative_below(&self, exprs: &Exprs, e: Expr, k: i64) -> bool {
        if let Some(c) = exprs.constant(e) {
            return c >= 0 && c < k;
        }
        self.loop_of(exprs, e).is_some_and(|l| l.lower.is_some_and(|lb| lb >= 0) && l.upper.is_some_and(|ub| ub <= k))
    }

    /// MLIR's `getBoundForAffineExpr`: a constant bound of `e` (the
    /// largest value with `upper`, else the smallest) from those of the
    /// inputs.
    fn bound(&self, exprs: &mut Exprs, e: Expr, upper: bool) -> Option<i64> {
        if let Node::Bin(op, l, r) = exprs.node(e) {
            let c = exprs.constant(r);
            match op {
                Op::FloorDiv => {
                    let c = c.filter(|c| *c >= 1)?;
                    return Some(floor_div_pos(self.bound(exprs, l, upper)?, c));
                }
                Op::CeilDiv => {
                    let c = c.filter(|c| *c >= 1)?;
                    return Some(ceil_div_pos(self.bound(exprs, l, upper)?, c));
                }
                Op::Mod => {
                    if let Some(c) = c.filter(|c| *c >= 1) {
                        let lb = self.bound(exprs, l, false);
                        let ub = self.bound(exprs, l, upper);
                        if let (Some(lb), Some(ub)) = (lb, ub) {
                            if floor_div_pos(lb, c) == floor_div_pos(ub, c) {
                                return Some(if upper { ub.rem_euclid(c) } else { lb.rem_euclid(c) });
                            }
                        }
                        return Some(if upper { c - 1 } else { 0 });
                    }
                }
                _ => {}
            }
        }
        let mut f =
            Flattener { num_dims: self.num_dims, num_syms: self.num_syms, locals: Vec::new(), stack: Vec::new() };
        f.walk(exprs, e)?;
        if !f.locals.is_empty() {
            return None;
        }
        let flat = f.stack.pop()?;
        let mut bound: i64 = 0;
        for (i, &coeff) in flat.iter().enumerate().take(self.num_dims + self.num_syms) {
            let b = match (coeff > 0, coeff < 0) {
                (true, _) if upper => self.input_upper(i)?,
                (true, _) => self.input_lower(i)?,
                (_, true) if upper => self.input_lower(i)?,
                (_, true) => self.input_upper(i)?,
                _ => continue,
            };
            bound = bound.wrapping_add(b.wrapping_mul(coeff));
        }
        Some(bound.wrapping_add(*flat.last()?))
    }

    /// `e`'s lower or upper bound, a constant being its own.
    fn expr_bound(&self, exprs: &mut Exprs, e: Expr, upper: bool) -> Option<i64> {
        if let Some(c) = exprs.constant(e) {
            return Some(c);
        }
        self.bound(exprs, e, upper)
    }

    /// MLIR's `simplifyExprAndOperands`.
    fn simplify(&self, exprs: &mut Exprs, e: Expr) -> Expr {
        // Expressions nest as deep as the input's: the stack grows.
        crate::stack::deep(|| self.simplify_node(exprs, e))
    }

    fn simplify_node(&self, exprs: &mut Exprs, e: Expr) -> Expr {
        let Node::Bin(op, l, r) = exprs.node(e) else { return e };
        let (l, r) = (self.simplify(exprs, l), self.simplify(exprs, r));
        let e = exprs.build(op, l, r).unwrap_or(e);
        let Node::Bin(op @ (Op::FloorDiv | Op::CeilDiv | Op::Mod), lhs, rhs) = exprs.node(e) else { return e };
        let Some(c) = exprs.constant(rhs).filter(|c| *c > 0) else { return e };
        let lb = self.expr_bound(exprs, lhs, false);
        let ub = self.expr_bound(exprs, lhs, true);
        if let (Some(lb), Some(ub)) = (lb, ub) {
            if op == Op::FloorDiv && floor_div_pos(lb, c) == floor_div_pos(ub, c) {
                return exprs.cst(floor_div_pos(lb, c));
            }
            if op == Op::CeilDiv && ceil_div_pos(lb, c) == ceil_div_pos(ub, c) {
                return exprs.cst(ceil_div_pos(lb, c));
            }
            if op == Op::Mod && lb >= 0 && lb < c && ub < c {
                return lhs;
            }
        }
        // (q * d + r) floordiv c with 0 <= r < d and d | c, or mod c with c | d.
        if let Node::Bin(Op::Add, a, b) = exprs.node(lhs) {
            let split = {
                let d = self.divisor(exprs, a);
                if self.non_negative_below(exprs, b, d) {
                    Some((a, b, d))
                } else {
                    let d = self.divisor(exprs, b);
                    self.non_negative_below(exprs, a, d).then_some((b, a, d))
                }
            };
            if let Some((multiple, rem, d)) = split {
                if d != 0 && c % d == 0 && op == Op::FloorDiv {
                    return exprs.build(Op::FloorDiv, multiple, rhs).unwrap_or(e);
                }
                if d % c == 0 && op == Op::Mod {
                    return exprs.build(Op::Mod, rem, rhs).unwrap_or(e);
                }
                return e;
            }
        }
        let zero = (op == Op::FloorDiv && self.non_negative_below(exprs, lhs, c))
            || (op == Op::Mod && self.divisor(exprs, lhs) % c == 0);
        if zero {
            return exprs.cst(0);
        }
        e
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn simplified(text: &str) -> String {
        let mut m = AffineMap::parse(text).expect("a map");
        m.simplify();
        m.text()
    }

    #[test]
    fn maps_print_back_as_read() {
        let texts = [
            "(d0, d1)[s0] -> (d0 + d1 * 2, s0 - 1)",
            "(d0, d1) -> (d0 + {d1 + 5})",
            "() -> ()",
            "(d0) -> (-d0)",
            "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
            "() : (1 == 0)",
        ];
        for t in texts {
            assert_eq!(AffineMap::parse(t).unwrap().text(), t);
        }
    }

    #[test]
    fn flattening_simplifies_as_mlir() {
        assert_eq!(simplified("(d0, d1) -> ((d0 + d1) * 2)"), "(d0, d1) -> (d0 * 2 + d1 * 2)");
        assert_eq!(simplified("(d0, d1) -> (d0 + d1 - d0)"), "(d0, d1) -> (d1)");
        assert_eq!(simplified("(d0) -> (d0 mod 4)"), "(d0) -> (d0 mod 4)");
        assert_eq!(simplified("(d0) -> ((d0 * 4) floordiv 2)"), "(d0) -> (d0 * 2)");
        assert_eq!(simplified("(d0)[s0] -> (d0 * s0)"), "(d0)[s0] -> (d0 * s0)");
    }

    #[test]
    fn dims_and_symbols_are_replaced() {
        let mut m = AffineMap::parse("(d0, d1)[s0] -> (d0 + s0, d1)").unwrap();
        m.replace_dims_and_symbols(
            &[Some(Replacement::Sym(1)), Some(Replacement::Dim(0))],
            &[Some(Replacement::Const(3))],
            1,
            2,
        );
        assert_eq!(m.text(), "(d0)[s0, s1] -> (s1 + 3, d0)");
        let apply = AffineMap::parse("(d0) -> (d0 * 2)").unwrap();
        let mut m = AffineMap::parse("(d0, d1) -> (d0 + d1)").unwrap();
        m.replace_with_result(Replacement::Dim(1), &apply, (2, 0), (3, 0));
        assert_eq!(m.text(), "(d0, d1, d2) -> (d0 + d2 * 2)");
    }

    #[test]
    fn results_split_for_ssa_printing() {
        use SsaSegment::*;
        assert_eq!(
            ssa_result_segments("(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)"),
            vec![Dim(0), Text(" + ".into()), Sym(0), Text(", ".into()), Dim(1), Text(" floordiv 2".into())]
        );
        assert_eq!(ssa_result_segments("() -> (3)"), vec![Text("3".into())]);
    }
}
