//! A recursive-descent parser for Toy, with the tutorial's grammar:
//!
//! ```text
//! module     ::= definition*
//! definition ::= 'def' id '(' (id (',' id)*)? ')' block
//! block      ::= '{' (stmt ';'+)* '}'
//! stmt       ::= 'var' id ('<' num (',' num)* '>')? '=' expr | 'return' expr? | expr
//! expr       ::= primary (binop primary)*       (* binds tighter than + and -)
//! primary    ::= id | id '(' args ')' | number | '(' expr ')' | literal
//! literal    ::= '[' (literal | number) (',' (literal | number))* ']'
//! ```

use super::ast::{Expr, Function, Module, Prototype};
use super::lexer::{lex, Tok, Token};
use super::{Error, Loc};

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

type PResult<T> = Result<T, Error>;

impl Parser {
    fn tok(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn loc(&self) -> Loc {
        self.toks[self.pos].loc
    }
    fn bump(&mut self) {
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
    }
    fn is_char(&self, c: char) -> bool {
        *self.tok() == Tok::Char(c)
    }
    /// The tutorial's message: "expected '<what>' <context> but has <token>".
    fn error<T>(&self, expected: &str, context: &str) -> PResult<T> {
        let ctx = if context.is_empty() { String::new() } else { format!(" {context}") };
        Err(Error::new(self.loc(), format!("expected {expected}{ctx} but has {}", self.tok().describe())))
    }
    fn expect_char(&mut self, c: char, context: &str) -> PResult<()> {
        if !self.is_char(c) {
            return self.error(&format!("'{c}'"), context);
        }
        self.bump();
        Ok(())
    }

    fn module(&mut self, file: &str) -> PResult<Module> {
        let mut functions = Vec::new();
        while *self.tok() != Tok::Eof {
            functions.push(self.definition()?);
        }
        Ok(Module { file: file.to_string(), functions })
    }

    fn definition(&mut self) -> PResult<Function> {
        let proto = self.prototype()?;
        let body = self.block()?;
        Ok(Function { proto, body })
    }

    fn prototype(&mut self) -> PResult<Prototype> {
        let loc = self.loc();
        if *self.tok() != Tok::Def {
            return self.error("'def'", "in prototype");
        }
        self.bump();
        let Tok::Ident(name) = self.tok().clone() else { return self.error("function name", "in prototype") };
        self.bump();
        self.expect_char('(', "in prototype")?;
        let mut params = Vec::new();
        if !self.is_char(')') {
            loop {
                let Tok::Ident(p) = self.tok().clone() else {
                    return self.error("identifier", "in function parameter list");
                };
                params.push((p, self.loc()));
                self.bump();
                if !self.is_char(',') {
                    break;
                }
                self.bump();
            }
        }
        self.expect_char(')', "to end function prototype")?;
        Ok(Prototype { loc, name, params })
    }

    fn block(&mut self) -> PResult<Vec<Expr>> {
        self.expect_char('{', "to begin block")?;
        let mut list = Vec::new();
        while self.is_char(';') {
            self.bump();
        }
        while !self.is_char('}') && *self.tok() != Tok::Eof {
            let e = match self.tok() {
                Tok::Var => self.declaration()?,
                Tok::Return => self.return_stmt()?,
                _ => self.expression()?,
            };
            list.push(e);
            if !self.is_char(';') {
                return self.error("';'", "after expression");
            }
            while self.is_char(';') {
                self.bump();
            }
        }
        self.expect_char('}', "to close block")?;
        Ok(list)
    }

    fn declaration(&mut self) -> PResult<Expr> {
        let loc = self.loc();
        self.bump(); // var
        let Tok::Ident(name) = self.tok().clone() else { return self.error("identifier", "after 'var' declaration") };
        self.bump();
        let mut shape = Vec::new();
        if self.is_char('<') {
            self.bump();
            while let Tok::Number(n) = *self.tok() {
                if n.fract() != 0.0 || n < 0.0 || n > i64::MAX as f64 {
                    return Err(Error::new(self.loc(), format!("invalid dimension '{n}' in type")));
                }
                shape.push(n as i64);
                self.bump();
                if self.is_char(',') {
                    self.bump();
                }
            }
            self.expect_char('>', "to end type")?;
        }
        self.expect_char('=', "in variable declaration")?;
        let init = self.expression()?;
        Ok(Expr::VarDecl { loc, name, shape, init: Box::new(init) })
    }

    fn return_stmt(&mut self) -> PResult<Expr> {
        let loc = self.loc();
        self.bump();
        let expr = if self.is_char(';') { None } else { Some(Box::new(self.expression()?)) };
        Ok(Expr::Return { loc, expr })
    }

    fn expression(&mut self) -> PResult<Expr> {
        let lhs = self.primary()?;
        self.binop_rhs(0, lhs)
    }

    fn precedence(&self) -> i32 {
        match self.tok() {
            Tok::Char('-') | Tok::Char('+') => 20,
            Tok::Char('*') => 40,
            _ => -1,
        }
    }

    fn binop_rhs(&mut self, min_prec: i32, mut lhs: Expr) -> PResult<Expr> {
        loop {
            let prec = self.precedence();
            if prec < min_prec {
                return Ok(lhs);
            }
            let Tok::Char(op) = *self.tok() else { return Ok(lhs) };
            self.bump();
            // The tutorial locates a binary operation at its right operand.
            let loc = self.loc();
            let mut rhs = match self.primary_opt()? {
                Some(r) => r,
                None => return self.error("expression", "to complete binary operator"),
            };
            if prec < self.precedence() {
                rhs = self.binop_rhs(prec + 1, rhs)?;
            }
            lhs = Expr::BinOp { loc, op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        match self.primary_opt()? {
            Some(e) => Ok(e),
            None => self.error("expression", ""),
        }
    }

    fn primary_opt(&mut self) -> PResult<Option<Expr>> {
        let loc = self.loc();
        Ok(Some(match self.tok().clone() {
            Tok::Ident(name) => {
                self.bump();
                if !self.is_char('(') {
                    return Ok(Some(Expr::Var { loc, name }));
                }
                self.bump();
                let mut args = Vec::new();
                if !self.is_char(')') {
                    loop {
                        args.push(self.expression()?);
                        if self.is_char(')') {
                            break;
                        }
                        if !self.is_char(',') {
                            return self.error("',' or ')'", "in argument list");
                        }
                        self.bump();
                    }
                }
                self.bump();
                if name == "print" {
                    if args.len() != 1 {
                        return Err(Error::new(loc, "expected <single arg> as argument to print()"));
                    }
                    return Ok(Some(Expr::Print { loc, arg: Box::new(args.pop().unwrap()) }));
                }
                Expr::Call { loc, callee: name, args }
            }
            Tok::Number(value) => {
                self.bump();
                Expr::Number { loc, value }
            }
            Tok::Char('(') => {
                self.bump();
                let e = self.expression()?;
                self.expect_char(')', "to close expression with parentheses")?;
                e
            }
            Tok::Char('[') => self.literal()?,
            _ => return Ok(None),
        }))
    }

    fn literal(&mut self) -> PResult<Expr> {
        let loc = self.loc();
        self.bump(); // [
        let mut values = Vec::new();
        loop {
            if self.is_char('[') {
                values.push(self.literal()?);
            } else if let Tok::Number(value) = *self.tok() {
                values.push(Expr::Number { loc: self.loc(), value });
                self.bump();
            } else {
                return self.error("<num> or [", "in literal expression");
            }
            if self.is_char(']') {
                break;
            }
            if !self.is_char(',') {
                return self.error("] or ,", "in literal expression");
            }
            self.bump();
        }
        self.bump(); // ]
        let mut dims = vec![values.len() as i64];
        let nested: Vec<&Vec<i64>> = values
            .iter()
            .filter_map(|v| match v {
                Expr::Literal { dims, .. } => Some(dims),
                _ => None,
            })
            .collect();
        if !nested.is_empty() {
            if nested.len() != values.len() || nested.iter().any(|d| *d != nested[0]) {
                return Err(Error::new(loc, "expected uniform well-nested dimensions inside literal expression"));
            }
            dims.extend(nested[0].iter().copied());
        }
        Ok(Expr::Literal { loc, values, dims })
    }
}

/// Parses a Toy source file.
pub fn parse(src: &str, file: &str) -> Result<Module, Error> {
    let toks = lex(src)?;
    let mut p = Parser { toks, pos: 0 };
    p.module(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_locations() {
        let m = parse("def f(a, b) {\n  return a + b * a;\n}\n", "t.toy").unwrap();
        let Expr::Return { expr: Some(e), .. } = &m.functions[0].body[0] else { panic!() };
        let Expr::BinOp { op: '+', rhs, loc, .. } = &**e else { panic!("{e:?}") };
        assert_eq!(*loc, Loc { line: 2, col: 14 });
        assert!(matches!(&**rhs, Expr::BinOp { op: '*', .. }));
    }

    #[test]
    fn errors() {
        let e = parse("def main() { var a = [1, [2]]; }", "t.toy").unwrap_err();
        assert!(e.message.contains("uniform"), "{e:?}");
        let e = parse("def main() { print(1) }", "t.toy").unwrap_err();
        assert_eq!(e.message, "expected ';' after expression but has '}'");
        assert_eq!(e.loc, Loc { line: 1, col: 23 });
        assert!(parse("def main() { var a = ; }", "t.toy").is_err());
        assert!(parse("def (", "t.toy").is_err());
    }
}
