//! The Toy AST, and its dump in the format of `toyc-ch4 -emit=ast`.

use super::Loc;
use std::fmt::Write;

/// An expression (statements are expressions too, as in the tutorial).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// `2.5`
    Number {
        /// Where the number starts.
        loc: Loc,
        /// Its value; Toy has only doubles.
        value: f64,
    },
    /// `[[1, 2], [3, 4]]`.
    Literal {
        /// Where the opening `[` is.
        loc: Loc,
        /// The elements: numbers or nested literals.
        values: Vec<Expr>,
        /// The dimensions of the whole literal, outermost first.
        dims: Vec<i64>,
    },
    /// A variable reference.
    Var {
        /// Where the name starts.
        loc: Loc,
        /// The variable's name.
        name: String,
    },
    /// `var name<shape> = init`
    VarDecl {
        /// Where `var` is.
        loc: Loc,
        /// The declared name.
        name: String,
        /// The declared shape; empty when none is written.
        shape: Vec<i64>,
        /// The initializer.
        init: Box<Expr>,
    },
    /// `return expr?`
    Return {
        /// Where `return` is.
        loc: Loc,
        /// The returned value, if any.
        expr: Option<Box<Expr>>,
    },
    /// `lhs op rhs`
    BinOp {
        /// Where the right operand starts (the tutorial locates a binary
        /// operation there).
        loc: Loc,
        /// `+`, `-` or `*`.
        op: char,
        /// The left operand.
        lhs: Box<Expr>,
        /// The right operand.
        rhs: Box<Expr>,
    },
    /// `callee(args)` (including the builtin `transpose`).
    Call {
        /// Where the callee's name starts.
        loc: Loc,
        /// The called function's name.
        callee: String,
        /// The arguments, in order.
        args: Vec<Expr>,
    },
    /// `print(arg)`
    Print {
        /// Where `print` is.
        loc: Loc,
        /// The printed value.
        arg: Box<Expr>,
    },
}

impl Expr {
    /// Where the expression is, for diagnostics and the AST dump.
    pub fn loc(&self) -> Loc {
        match self {
            Expr::Number { loc, .. }
            | Expr::Literal { loc, .. }
            | Expr::Var { loc, .. }
            | Expr::VarDecl { loc, .. }
            | Expr::Return { loc, .. }
            | Expr::BinOp { loc, .. }
            | Expr::Call { loc, .. }
            | Expr::Print { loc, .. } => *loc,
        }
    }
}

/// `def name(params)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Where `def` is.
    pub loc: Loc,
    /// The function's name.
    pub name: String,
    /// The parameters' names, each with where it is.
    pub params: Vec<(String, Loc)>,
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// The name and parameters.
    pub proto: Prototype,
    /// The statements, in order.
    pub body: Vec<Expr>,
}

/// A source file.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The file name, as locations name it.
    pub file: String,
    /// The functions, in source order.
    pub functions: Vec<Function>,
}

/// A double as C's `%e` (`1.000000e+00`), as the tutorial prints numbers.
pub fn format_e(v: f64) -> String {
    let s = format!("{v:.6e}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

struct Dumper<'a> {
    out: String,
    level: usize,
    file: &'a str,
}

impl Dumper<'_> {
    fn indent(&mut self) {
        for _ in 0..self.level {
            self.out.push_str("  ");
        }
    }
    fn loc(&self, l: Loc) -> String {
        format!("@{}:{}:{}", self.file, l.line, l.col)
    }
    /// Opens a nesting level and indents (the tutorial's `INDENT()`).
    fn open(&mut self) {
        self.level += 1;
        self.indent();
    }
    fn close(&mut self) {
        self.level -= 1;
    }
    fn shape(&mut self, shape: &[i64]) {
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let _ = write!(self.out, "<{}>", dims.join(", "));
    }
    fn literal(&mut self, e: &Expr) {
        match e {
            Expr::Number { value, .. } => self.out.push_str(&format_e(*value)),
            Expr::Literal { values, dims, .. } => {
                self.shape(dims);
                self.out.push_str("[ ");
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.literal(v);
                }
                self.out.push_str(" ]");
            }
            _ => {}
        }
    }
    fn expr(&mut self, e: &Expr) {
        self.open();
        match e {
            Expr::Number { loc, value } => {
                let _ = writeln!(self.out, "{} {}", format_e(*value), self.loc(*loc));
            }
            Expr::Literal { loc, .. } => {
                self.out.push_str("Literal: ");
                self.literal(e);
                let _ = writeln!(self.out, " {}", self.loc(*loc));
            }
            Expr::Var { loc, name } => {
                let _ = writeln!(self.out, "var: {name} {}", self.loc(*loc));
            }
            Expr::VarDecl { loc, name, shape, init } => {
                let _ = write!(self.out, "VarDecl {name}");
                self.shape(shape);
                let _ = writeln!(self.out, " {}", self.loc(*loc));
                self.expr(init);
            }
            Expr::Return { expr, .. } => {
                self.out.push_str("Return\n");
                match expr {
                    Some(x) => self.expr(x),
                    None => {
                        self.open();
                        self.out.push_str("(void)\n");
                        self.close();
                    }
                }
            }
            Expr::BinOp { loc, op, lhs, rhs } => {
                let _ = writeln!(self.out, "BinOp: {op} {}", self.loc(*loc));
                self.expr(lhs);
                self.expr(rhs);
            }
            Expr::Call { loc, callee, args } => {
                let _ = writeln!(self.out, "Call '{callee}' [ {}", self.loc(*loc));
                for a in args {
                    self.expr(a);
                }
                self.indent();
                self.out.push_str("]\n");
            }
            Expr::Print { loc, arg } => {
                let _ = writeln!(self.out, "Print [ {}", self.loc(*loc));
                self.expr(arg);
                self.indent();
                self.out.push_str("]\n");
            }
        }
        self.close();
    }
    fn function(&mut self, f: &Function) {
        self.open();
        self.out.push_str("Function \n");
        self.open();
        let _ = writeln!(self.out, "Proto '{}' {}", f.proto.name, self.loc(f.proto.loc));
        self.indent();
        let names: Vec<&str> = f.proto.params.iter().map(|(n, _)| n.as_str()).collect();
        let _ = writeln!(self.out, "Params: [{}]", names.join(", "));
        self.close();
        self.open();
        self.out.push_str("Block {\n");
        for e in &f.body {
            self.expr(e);
        }
        self.indent();
        self.out.push_str("} // Block\n");
        self.close();
        self.close();
    }
}

/// The dump of `toyc -emit=ast`.
pub fn dump(m: &Module) -> String {
    let mut d = Dumper { out: String::new(), level: 0, file: &m.file };
    d.open();
    d.out.push_str("Module:\n");
    for f in &m.functions {
        d.function(f);
    }
    d.close();
    d.out
}

#[cfg(test)]
mod tests {
    use super::format_e;

    #[test]
    fn c_style_exponent() {
        assert_eq!(format_e(1.0), "1.000000e+00");
        assert_eq!(format_e(0.0), "0.000000e+00");
        assert_eq!(format_e(1234.5), "1.234500e+03");
        assert_eq!(format_e(0.001), "1.000000e-03");
    }
}
