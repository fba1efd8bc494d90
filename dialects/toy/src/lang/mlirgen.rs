//! IR generation: a Toy AST to a module of `toy` ops, as the tutorial's
//! `MLIRGen`: functions take and return `tensor<*xf64>`, every function but
//! `main` is private, a declaration with a shape becomes a `toy.reshape`.

use super::ast::{Expr, Function, Module};
use super::{Error, Loc};
use crate::{AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp};
use ods_ir::builder::{Builder, InsertPoint};
use ods_ir::{Context, Location, OpId, Type, Value};
use std::collections::HashMap;

struct Gen<'c> {
    ctx: &'c mut Context,
    file: String,
    ip: InsertPoint,
    /// Variables of the current function.
    scope: HashMap<String, Value>,
    /// Functions of the module by name, with their number of parameters.
    functions: HashMap<String, usize>,
}

type GResult<T> = Result<T, Error>;

impl Gen<'_> {
    fn loc(&mut self, l: Loc) -> Location {
        self.ctx.file_loc(&self.file, l.line, l.col)
    }
    fn builder(&mut self) -> Builder<'_> {
        Builder::at(self.ctx, self.ip)
    }
    fn tensor_type(&mut self, shape: &[i64]) -> Type {
        let f = self.ctx.f64_type();
        if shape.is_empty() {
            self.ctx.unranked_tensor_type(f)
        } else {
            self.ctx.ranked_tensor_type(shape, f)
        }
    }

    fn function(&mut self, module_block: ods_ir::BlockId, f: &Function) -> GResult<()> {
        self.scope.clear();
        let loc = self.loc(f.proto.loc);
        let unranked = self.tensor_type(&[]);
        let args = vec![unranked; f.proto.params.len()];
        let fty = self.ctx.function_type(&args, &[]);
        let mut b = Builder::at(self.ctx, InsertPoint::End(module_block));
        let (func, entry) = FuncOp::build(&mut b, loc, &f.proto.name, fty);
        for (i, (name, ploc)) in f.proto.params.iter().enumerate() {
            let v = entry.arg(self.ctx, i);
            if self.scope.insert(name.clone(), v).is_some() {
                return Err(Error::new(*ploc, format!("redefinition of parameter '{name}'")));
            }
        }
        self.ip = InsertPoint::End(entry);
        let mut returned = None;
        for e in &f.body {
            match e {
                Expr::Return { loc, expr } => {
                    let v = match expr {
                        Some(x) => Some(self.expr(x)?),
                        None => None,
                    };
                    let l = self.loc(*loc);
                    let vals: Vec<Value> = v.into_iter().collect();
                    ReturnOp::build(&mut self.builder(), l, &vals);
                    returned = Some(!vals.is_empty());
                    break;
                }
                Expr::Print { loc, arg } => {
                    let v = self.expr(arg)?;
                    let l = self.loc(*loc);
                    PrintOp::build(&mut self.builder(), l, v);
                }
                Expr::VarDecl { loc, name, shape, init } => {
                    let mut v = self.expr(init)?;
                    if !shape.is_empty() {
                        if let Expr::Literal { dims, .. } = &**init {
                            let (have, want) = (dims.iter().product::<i64>(), shape.iter().product::<i64>());
                            if have != want {
                                return Err(Error::new(
                                    *loc,
                                    format!(
                                        "cannot reshape a literal of {have} elements to a variable of {want} elements"
                                    ),
                                ));
                            }
                        }
                        let t = self.tensor_type(shape);
                        let l = self.loc(*loc);
                        v = ReshapeOp::build(&mut self.builder(), l, t, v).result(self.ctx);
                    }
                    if self.scope.insert(name.clone(), v).is_some() {
                        return Err(Error::new(*loc, format!("redeclaration of variable '{name}'")));
                    }
                }
                other => {
                    self.expr(other)?;
                }
            }
        }
        match returned {
            None => {
                ReturnOp::build(&mut self.builder(), loc, &[]);
            }
            Some(true) => {
                let fty = self.ctx.function_type(&args, &[unranked]);
                func.set_function_type(self.ctx, fty);
            }
            Some(false) => {}
        }
        if f.proto.name != "main" {
            func.set_private(self.ctx);
        }
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> GResult<Value> {
        match e {
            Expr::Number { loc, value } => {
                let f = self.ctx.f64_type();
                let ty = self.ctx.ranked_tensor_type(&[], f);
                let data = self.ctx.dense_float_elements(ty, &[*value]);
                let l = self.loc(*loc);
                Ok(ConstantOp::build(&mut self.builder(), l, ty, data).result(self.ctx))
            }
            Expr::Literal { loc, dims, .. } => {
                let mut data = Vec::new();
                collect(e, &mut data);
                let ty = self.tensor_type(dims);
                let attr = self.ctx.dense_float_elements(ty, &data);
                let l = self.loc(*loc);
                Ok(ConstantOp::build(&mut self.builder(), l, ty, attr).result(self.ctx))
            }
            Expr::Var { loc, name } => {
                self.scope.get(name).copied().ok_or_else(|| Error::new(*loc, format!("unknown variable '{name}'")))
            }
            Expr::BinOp { loc, op, lhs, rhs } => {
                let l = self.expr(lhs)?;
                let r = self.expr(rhs)?;
                let at = self.loc(*loc);
                match op {
                    '+' => Ok(AddOp::build_unranked(&mut self.builder(), at, l, r).result(self.ctx)),
                    '*' => Ok(MulOp::build_unranked(&mut self.builder(), at, l, r).result(self.ctx)),
                    _ => Err(Error::new(*loc, format!("invalid binary operator '{op}'"))),
                }
            }
            Expr::Call { loc, callee, args } => {
                let mut values = Vec::new();
                for a in args {
                    values.push(self.expr(a)?);
                }
                let at = self.loc(*loc);
                if callee == "transpose" {
                    if values.len() != 1 {
                        return Err(Error::new(
                            *loc,
                            "MLIR codegen encountered an error: toy.transpose does not accept multiple arguments",
                        ));
                    }
                    return Ok(TransposeOp::build_unranked(&mut self.builder(), at, values[0]).result(self.ctx));
                }
                match self.functions.get(callee) {
                    None => return Err(Error::new(*loc, format!("call to unknown function '{callee}'"))),
                    Some(&n) if n != values.len() => {
                        return Err(Error::new(
                            *loc,
                            format!(
                                "function '{callee}' takes {n} argument{}, but {} were given",
                                if n == 1 { "" } else { "s" },
                                values.len()
                            ),
                        ))
                    }
                    _ => {}
                }
                Ok(GenericCallOp::build_call(&mut self.builder(), at, callee, &values).result(self.ctx))
            }
            Expr::Print { loc, .. } => {
                Err(Error::new(*loc, "'print' has no value and can only be used as a statement"))
            }
            Expr::VarDecl { loc, .. } | Expr::Return { loc, .. } => {
                Err(Error::new(*loc, "MLIR codegen encountered an unhandled expr kind"))
            }
        }
    }
}

fn collect(e: &Expr, out: &mut Vec<f64>) {
    match e {
        Expr::Literal { values, .. } => values.iter().for_each(|v| collect(v, out)),
        Expr::Number { value, .. } => out.push(*value),
        _ => {}
    }
}

/// Generates a `builtin.module` for `m`. IR errors (the verifier's) come
/// back as diagnostics; language errors as [`Error`]s.
pub fn mlir_gen(ctx: &mut Context, m: &Module) -> Result<OpId, Error> {
    let loc = ctx.unknown_loc();
    let (module, block) = ods_ir::builtin::create_module(ctx, loc, None);
    let mut functions = HashMap::new();
    for f in &m.functions {
        if functions.insert(f.proto.name.clone(), f.proto.params.len()).is_some() {
            return Err(Error::new(f.proto.loc, format!("redefinition of function '{}'", f.proto.name)));
        }
    }
    let mut g = Gen { ctx, file: m.file.clone(), ip: InsertPoint::End(block), scope: HashMap::new(), functions };
    for f in &m.functions {
        g.function(block, f)?;
    }
    Ok(module)
}
