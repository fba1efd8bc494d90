//! Affine maps and integer sets are kept as their canonical text. This
//! module parses the body of `affine_map<...>` / `affine_set<...>`
//! (checking MLIR's grammar and affine restrictions), renames dimensions
//! and symbols to `d0, d1, ...` / `s0, s1, ...`, applies the simplifications
//! MLIR's expression builders apply (constant folding, constants on the
//! right of `+` and `*`, neutral elements, merging of constants), and prints
//! the result as MLIR's `AffineExpr` printer does (`d0 - 1`, `-d0`,
//! `d0 - s0 * 2`). Integer-set constraints are brought to MLIR's form
//! `expr >= 0` / `expr == 0`.

/// Normalizes the body of `affine_map<...>` / `affine_set<...>`.
pub fn normalize(body: &str) -> Result<String, String> {
    let toks = tokenize(body)?;
    let mut p = AffineParser { toks, pos: 0, dims: Vec::new(), syms: Vec::new(), nodes: 0, depth: 0 };
    p.parse_body()
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

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Id(String),
    Int(i64),
    Punct(&'static str),
}

fn tokenize(s: &str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'0' && b.get(i + 1) == Some(&b'x') && b.get(i + 2).is_some_and(|h| h.is_ascii_hexdigit()) {
            // A hexadecimal literal, as MLIR's lexer reads integers.
            let st = i + 2;
            i = st;
            while i < b.len() && b[i].is_ascii_hexdigit() {
                i += 1;
            }
            let v = i64::from_str_radix(&s[st..i], 16).map_err(|_| "constant too large for index".to_string())?;
            out.push(Tok::Int(v));
            continue;
        }
        if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let v: i64 = s[st..i].parse().map_err(|_| "constant too large for index".to_string())?;
            out.push(Tok::Int(v));
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] == b'.') {
                i += 1;
            }
            out.push(Tok::Id(s[st..i].to_string()));
            continue;
        }
        let two = if i + 1 < b.len() { &b[i..i + 2] } else { &b[i..i] };
        let p: Option<&'static str> = match two {
            b"->" => Some("->"),
            b"==" => Some("=="),
            b">=" => Some(">="),
            b"<=" => Some("<="),
            _ => None,
        };
        if let Some(p) = p {
            out.push(Tok::Punct(p));
            i += 2;
            continue;
        }
        let one: Option<&'static str> = match c {
            b'(' => Some("("),
            b')' => Some(")"),
            b'[' => Some("["),
            b']' => Some("]"),
            b',' => Some(","),
            b'+' => Some("+"),
            b'-' => Some("-"),
            b'*' => Some("*"),
            b':' => Some(":"),
            _ => None,
        };
        match one {
            Some(p) => {
                out.push(Tok::Punct(p));
                i += 1;
            }
            None => {
                let ch = s[i..].chars().next().unwrap_or('?');
                return Err(format!("unexpected character '{ch}' in affine expression"));
            }
        }
    }
    Ok(out)
}

/// An affine expression.
#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Bin(Op, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl Expr {
    /// Pure in symbols and constants (no dimensions).
    fn is_symbolic(&self) -> bool {
        match self {
            Expr::Dim(_) => false,
            Expr::Sym(_) | Expr::Const(_) => true,
            Expr::Bin(_, l, r) => l.is_symbolic() && r.is_symbolic(),
        }
    }
}

/// Builds `l op r` with the simplifications of MLIR's builders that
/// canonical (printed) input relies on.
fn build(op: Op, l: Expr, r: Expr) -> Result<Expr, String> {
    use Expr::Const;
    Ok(match (op, l, r) {
        (Op::Add, Const(a), Const(b)) => Const(a.checked_add(b).ok_or("overflow in affine constant")?),
        (Op::Mul, Const(a), Const(b)) => Const(a.checked_mul(b).ok_or("overflow in affine constant")?),
        (Op::FloorDiv, Const(a), Const(b)) if b != 0 => {
            Const(a.div_euclid(b) - i64::from(a.rem_euclid(b) != 0 && b < 0))
        }
        (Op::CeilDiv, Const(a), Const(b)) if b != 0 => {
            Const(-((-a).div_euclid(b)) + i64::from(b < 0 && a.rem_euclid(b) != 0))
        }
        (Op::Mod, Const(a), Const(b)) if b > 0 => Const(a.rem_euclid(b)),
        // Constants, then symbolic operands, go to the right of `+` and `*`.
        (Op::Add | Op::Mul, c @ Const(_), x) => build(op, x, c)?,
        (Op::Add | Op::Mul, l, r) if l.is_symbolic() && !r.is_symbolic() => build(op, r, l)?,
        // Two dimensions (or two symbols) in position order.
        (Op::Add | Op::Mul, Expr::Dim(a), Expr::Dim(b)) if b < a => {
            Expr::Bin(op, Box::new(Expr::Dim(b)), Box::new(Expr::Dim(a)))
        }
        (Op::Add | Op::Mul, Expr::Sym(a), Expr::Sym(b)) if b < a => {
            Expr::Bin(op, Box::new(Expr::Sym(b)), Box::new(Expr::Sym(a)))
        }
        (Op::Add, x, Const(0)) => x,
        (Op::Mul, x, Const(1)) => x,
        (Op::Mul, _, Const(0)) => Const(0),
        (Op::FloorDiv | Op::CeilDiv, x, Const(1)) => x,
        (Op::Mod, _, Const(1)) => Const(0),
        // (x + c1) + c2 -> x + (c1 + c2); (x * c1) * c2 -> x * (c1 * c2).
        (Op::Add, Expr::Bin(Op::Add, x, c1), Const(c2)) if matches!(*c1, Const(_)) => {
            let Const(c1) = *c1 else { unreachable!() };
            build(Op::Add, *x, Const(c1.checked_add(c2).ok_or("overflow in affine constant")?))?
        }
        // (x + c) + y -> (x + y) + c; x + (y + c) -> (x + y) + c, where
        // MLIR builds the inner sum without simplifying it.
        (Op::Add, Expr::Bin(Op::Add, x, c), y) if matches!(*c, Const(_)) && !matches!(y, Const(_)) => {
            let inner = build(Op::Add, *x, y)?;
            build(Op::Add, inner, *c)?
        }
        (Op::Add, x, Expr::Bin(Op::Add, y, c)) if matches!(*c, Const(_)) => {
            let inner = Expr::Bin(Op::Add, Box::new(x), y);
            build(Op::Add, inner, *c)?
        }
        (Op::Mul, Expr::Bin(Op::Mul, x, c1), Const(c2)) if matches!(*c1, Const(_)) => {
            let Const(c1) = *c1 else { unreachable!() };
            build(Op::Mul, *x, Const(c1.checked_mul(c2).ok_or("overflow in affine constant")?))?
        }
        (op, l, r) => Expr::Bin(op, Box::new(l), Box::new(r)),
    })
}

struct AffineParser {
    toks: Vec<Tok>,
    pos: usize,
    dims: Vec<String>,
    syms: Vec<String>,
    /// Operators parsed in the current expression, and parentheses and
    /// negations open: expressions are trees walked recursively, so their
    /// size is bounded.
    nodes: usize,
    depth: usize,
}

/// The most operators one affine expression may have.
const MAX_EXPR_NODES: usize = 1000;
/// The deepest nesting of parentheses and negations in an expression.
const MAX_EXPR_DEPTH: usize = 100;

impl AffineParser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::Punct(q)) if *q == p)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, p: &str, msg: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(msg.to_string())
        }
    }

    /// `(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`.
    fn parse_body(&mut self) -> Result<String, String> {
        self.expect("(", "expected '(' at start of dimensional identifiers list")?;
        self.parse_id_list(")", true)?;
        if self.eat("[") {
            self.parse_id_list("]", false)?;
        }
        let mut out = String::from("(");
        out.push_str(&(0..self.dims.len()).map(|i| format!("d{i}")).collect::<Vec<_>>().join(", "));
        out.push(')');
        if !self.syms.is_empty() {
            out.push('[');
            out.push_str(&(0..self.syms.len()).map(|i| format!("s{i}")).collect::<Vec<_>>().join(", "));
            out.push(']');
        }
        if self.eat("->") {
            self.expect("(", "expected '(' at start of affine map range")?;
            let mut exprs = Vec::new();
            if !self.eat(")") {
                loop {
                    self.nodes = 0;
                    exprs.push(self.parse_expr()?);
                    if self.eat(",") {
                        continue;
                    }
                    self.expect(")", "expected ')' in affine map range")?;
                    break;
                }
            }
            out.push_str(" -> (");
            out.push_str(&exprs.iter().map(print_expr).collect::<Vec<_>>().join(", "));
            out.push(')');
        } else if self.eat(":") {
            self.expect("(", "expected '(' at start of integer set constraint list")?;
            let mut cons = Vec::new();
            loop {
                self.nodes = 0;
                let lhs = self.parse_expr()?;
                let (kind, rhs_neg) = if self.eat(">=") {
                    (">=", false)
                } else if self.eat("<=") {
                    (">=", true)
                } else if self.eat("==") {
                    ("==", false)
                } else {
                    return Err("expected '== affine-expr' or '>= affine-expr' at end of affine constraint".into());
                };
                let rhs = self.parse_expr()?;
                // lhs >= rhs -> lhs - rhs >= 0; lhs <= rhs -> rhs - lhs >= 0.
                let (a, b) = if rhs_neg { (rhs, lhs) } else { (lhs, rhs) };
                let e = if b == Expr::Const(0) { a } else { build(Op::Add, a, build(Op::Mul, b, Expr::Const(-1))?)? };
                cons.push(format!("{} {kind} 0", print_expr(&e)));
                if self.eat(",") {
                    continue;
                }
                self.expect(")", "expected ')' at end of integer set constraint list")?;
                break;
            }
            out.push_str(" : (");
            out.push_str(&cons.join(", "));
            out.push(')');
        } else {
            return Err("expected '->' or ':'".into());
        }
        if self.pos != self.toks.len() {
            return Err("expected '>' after affine map or set".into());
        }
        Ok(out)
    }

    fn parse_id_list(&mut self, close: &str, dims: bool) -> Result<(), String> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            let Some(Tok::Id(name)) = self.peek().cloned() else {
                return Err(
                    if dims { "expected dimensional identifier" } else { "expected symbolic identifier" }.into()
                );
            };
            if self.dims.contains(&name) || self.syms.contains(&name) {
                return Err(format!("redefinition of identifier '{name}'"));
            }
            self.pos += 1;
            if dims {
                self.dims.push(name);
            } else {
                self.syms.push(name);
            }
            if self.eat(",") {
                continue;
            }
            let msg = if dims { "expected ')' in dimensional identifier list" } else { "expected ']' in symbol list" };
            return self.expect(close, msg);
        }
    }

    /// Counts an operator of the expression being parsed.
    fn count_node(&mut self) -> Result<(), String> {
        self.nodes += 1;
        if self.nodes > MAX_EXPR_NODES {
            return Err(format!("affine expression is too large (more than {MAX_EXPR_NODES} operators)"));
        }
        if self.depth > MAX_EXPR_DEPTH {
            return Err(format!("affine expression nests deeper than {MAX_EXPR_DEPTH} levels"));
        }
        Ok(())
    }

    /// expr ::= term ((`+` | `-`) term)*
    fn parse_expr(&mut self) -> Result<Expr, String> {
        let mut lhs = self.parse_term()?;
        loop {
            if self.eat("+") {
                self.count_node()?;
                let rhs = self.parse_term()?;
                lhs = build(Op::Add, lhs, rhs)?;
            } else if self.eat("-") {
                self.count_node()?;
                let rhs = self.parse_term()?;
                lhs = build(Op::Add, lhs, build(Op::Mul, rhs, Expr::Const(-1))?)?;
            } else {
                return Ok(lhs);
            }
        }
    }

    /// term ::= factor ((`*` | `floordiv` | `ceildiv` | `mod`) factor)*
    fn parse_term(&mut self) -> Result<Expr, String> {
        let mut lhs = self.parse_factor()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Punct("*")) => Op::Mul,
                Some(Tok::Id(k)) if k == "floordiv" => Op::FloorDiv,
                Some(Tok::Id(k)) if k == "ceildiv" => Op::CeilDiv,
                Some(Tok::Id(k)) if k == "mod" => Op::Mod,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            self.count_node()?;
            let rhs = self.parse_factor()?;
            match op {
                Op::Mul if !lhs.is_symbolic() && !rhs.is_symbolic() => {
                    return Err(
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                            .into(),
                    );
                }
                Op::FloorDiv | Op::CeilDiv | Op::Mod if !rhs.is_symbolic() => {
                    let name = match op {
                        Op::FloorDiv => "floordiv",
                        Op::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    return Err(format!(
                        "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                    ));
                }
                _ => {}
            }
            lhs = build(op, lhs, rhs)?;
        }
    }

    /// factor ::= `-` factor | `(` expr `)` | id | integer
    fn parse_factor(&mut self) -> Result<Expr, String> {
        match self.peek().cloned() {
            Some(Tok::Punct("-")) => {
                self.pos += 1;
                self.depth += 1;
                self.count_node()?;
                let e = self.parse_factor()?;
                self.depth -= 1;
                build(Op::Mul, e, Expr::Const(-1))
            }
            Some(Tok::Punct("(")) => {
                self.pos += 1;
                self.depth += 1;
                self.count_node()?;
                let e = self.parse_expr()?;
                self.depth -= 1;
                self.expect(")", "expected ')'")?;
                Ok(e)
            }
            Some(Tok::Int(v)) => {
                self.pos += 1;
                Ok(Expr::Const(v))
            }
            Some(Tok::Id(name)) => {
                self.pos += 1;
                if let Some(i) = self.dims.iter().position(|d| *d == name) {
                    Ok(Expr::Dim(i))
                } else if let Some(i) = self.syms.iter().position(|s| *s == name) {
                    Ok(Expr::Sym(i))
                } else {
                    Err("use of undeclared identifier".into())
                }
            }
            _ => Err("expected affine expression".into()),
        }
    }
}

/// MLIR's `printAffineExprInternal`.
fn print_expr(e: &Expr) -> String {
    let mut s = String::new();
    print_into(e, false, &mut s);
    s
}

fn print_into(e: &Expr, strong: bool, out: &mut String) {
    use std::fmt::Write;
    let (op, lhs, rhs) = match e {
        Expr::Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        Expr::Sym(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        Expr::Const(v) => {
            let _ = write!(out, "{v}");
            return;
        }
        Expr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    if strong {
        out.push('(');
    }
    if op != Op::Add {
        if op == Op::Mul && *rhs == Expr::Const(-1) {
            out.push('-');
            print_into(lhs, true, out);
        } else {
            print_into(lhs, true, out);
            out.push_str(match op {
                Op::Mul => " * ",
                Op::FloorDiv => " floordiv ",
                Op::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            print_into(rhs, true, out);
        }
    } else if let Expr::Bin(Op::Mul, rl, rr) = rhs {
        match **rr {
            Expr::Const(-1) => {
                print_into(lhs, false, out);
                out.push_str(" - ");
                print_into(rl, matches!(**rl, Expr::Bin(Op::Add, ..)), out);
            }
            Expr::Const(c) if c < -1 => {
                print_into(lhs, false, out);
                out.push_str(" - ");
                print_into(rl, true, out);
                let _ = write!(out, " * {}", -(c as i128));
            }
            _ => {
                print_into(lhs, false, out);
                out.push_str(" + ");
                print_into(rhs, false, out);
            }
        }
    } else if let Expr::Const(c) = rhs.clone() {
        print_into(lhs, false, out);
        if c < 0 {
            let _ = write!(out, " - {}", -(c as i128));
        } else {
            let _ = write!(out, " + {c}");
        }
    } else {
        print_into(lhs, false, out);
        out.push_str(" + ");
        print_into(rhs, false, out);
    }
    if strong {
        out.push(')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn spacing() {
        assert_eq!(normalize("(d0)->(d0)").unwrap(), "(d0) -> (d0)");
        assert_eq!(
            normalize("(d0,d1)[s0]->(d0+s0, d1*2, -d0, d0 - 1)").unwrap(),
            "(d0, d1)[s0] -> (d0 + s0, d1 * 2, -d0, d0 - 1)"
        );
        assert_eq!(normalize("(d0)[s0]:(d0-s0>=0, d0==0)").unwrap(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert!(is_identity("(d0, d1) -> (d0, d1)"));
        assert_eq!(normalize("(i, j)[n] -> (j + n, i)").unwrap(), "(d0, d1)[s0] -> (d1 + s0, d0)");
        assert!(normalize("(d0) -> (d1)").is_err());
        assert!(normalize("(d0) -> (d0 0x 1)").is_err());
        assert_eq!(normalize("(d0) -> (d0 + 0x10, d0 * 0xff)").unwrap(), "(d0) -> (d0 + 16, d0 * 255)");
    }
    #[test]
    fn simplification_and_printing() {
        assert_eq!(normalize("(d0) -> (d0 * -1)").unwrap(), "(d0) -> (-d0)");
        assert_eq!(normalize("(d0) -> (2 * d0 + 1 + 2)").unwrap(), "(d0) -> (d0 * 2 + 3)");
        assert_eq!(normalize("(d0, d1) -> (d0 - d1 * 2)").unwrap(), "(d0, d1) -> (d0 - d1 * 2)");
        assert_eq!(normalize("(d0, d1) -> ((d0 + d1) floordiv 2)").unwrap(), "(d0, d1) -> ((d0 + d1) floordiv 2)");
        assert_eq!(normalize("(d0) -> (d0 - (d0 + 1))").unwrap(), "(d0) -> (d0 - (d0 + 1))");
        assert_eq!(normalize("() -> (4 floordiv 3, -7 mod 3)").unwrap(), "() -> (1, 2)");
        assert!(normalize("(d0, d1) -> (d0 * d1)").is_err());
        let long = format!("(d0) -> ({}d0)", "d0 + ".repeat(5000));
        assert!(normalize(&long).is_err());
        let deep = format!("(d0) -> ({}d0{})", "(".repeat(5000), ")".repeat(5000));
        assert!(normalize(&deep).is_err());
        assert!(normalize("(d0, d1) -> (d0 mod d1)").is_err());
        assert_eq!(normalize("(d0)[s0] : (d0 <= s0)").unwrap(), "(d0)[s0] : (-d0 + s0 >= 0)");
        assert_eq!(normalize("(d0)[s0] -> (s0 * d0, s0 + d0)").unwrap(), "(d0)[s0] -> (d0 * s0, d0 + s0)");
    }
}
