//! The `func` dialect: functions, calls and returns (the subset real files
//! use), defined with the ods macros.

#![warn(missing_docs)]

use ods_ir::interfaces::{
    SymbolOpInterface, SymbolOpInterfaceVTable, SymbolUserOpInterface, SymbolUserOpInterfaceVTable,
};
use ods_ir::parse::lexer::Tok;
use ods_ir::pass::inline::{
    CallOpInterface, CallOpInterfaceVTable, CallableOpInterface, CallableOpInterfaceVTable, DialectInlinerInterface,
    DialectInlinerInterfaceVTable, ValueMapping,
};
use ods_ir::prelude::*;
use ods_ir::symbol_table::{self, SymbolTableCollection};
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The func dialect: `func.func`, `func.call`, `func.return`.
    pub FUNC_DIALECT: name = "func", summary = "Function operations", interfaces = [FUNC_INLINER]
}

/// How `-inline` treats func ops: calls may be inlined unless the call or
/// the function says `no_inline`; every body and op may be; `func.return`
/// hands its operands to the call's users, or in a body of several blocks
/// branches to the block after the call (`cf.br`).
pub struct FuncInliner;

static FUNC_INLINER: DialectInlinerInterfaceVTable = DialectInlinerInterfaceVTable::of::<FuncInliner>();

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(ctx: &Context, call: OpId, callable: OpId, _: bool) -> bool {
        let call_says = CallOp::cast(ctx, call).is_some_and(|c| c.no_inline(ctx));
        let callable_says = FuncOp::cast(ctx, callable).is_some_and(|f| f.no_inline(ctx));
        !call_says && !callable_says
    }
    fn handle_terminator_with_dest(ctx: &mut Context, op: OpId, dest: BlockId) {
        let Some(ret) = ReturnOp::cast(ctx, op) else { return };
        let operands = ret.id().operands(ctx).to_vec();
        let loc = op.loc(ctx);
        let mut b = Builder::before(ctx, op);
        ods_dialect_cf::BranchOp::build(&mut b, loc, &operands, dest);
        let _ = ctx.erase_op(op);
    }
    fn is_legal_to_inline_region(_: &Context, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
}

/// An operation with a name containing a single `SSACFG` region
///
/// Operations within the function cannot implicitly capture values defined
/// outside of the function, i.e. Functions are `IsolatedFromAbove`. A
/// function without a body is a declaration (it must be private).
#[derive(Op, Clone, Copy)]
#[op(
    name = "func.func",
    traits(AffineScope, AutomaticAllocationScope, IsolatedFromAbove, Symbol),
    custom_assembly,
    has_verifier,
    default_dialect = "func",
    interfaces(CallableOpInterface, SymbolOpInterface)
)]
pub struct FuncOp {
    op: OpId,
    /// The symbol name.
    sym_name: Attribute<SymbolNameAttr>,
    /// The function type.
    function_type: Attribute<FunctionTypeAttr>,
    /// `public`, `private` or `nested`.
    sym_visibility: OptionalAttr<StrAttr>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// Never inline this function.
    no_inline: OptionalAttr<UnitAttr>,
    /// The body.
    body: Region<AnyRegion>,
}

/// Parses `@name(%a: T {attrs}, ...) -> (R {attrs}, ...) attributes {...} {body}`
/// (or bare types for a declaration), as functions of every dialect print it.
pub fn parse_function_like(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx_key = |p: &mut OpParser<'_, '_>, s: &str| p.ctx().intern(s);
    // Visibility: one of three keywords (a string is no visibility).
    for vis in ["private", "public", "nested"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ctx().string_attr(vis);
            let k = ctx_key(p, "sym_visibility");
            state.add_attr(k, a);
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let name = p.ctx().sym_bytes(name).to_vec();
    let a = p.ctx().string_attr_bytes(&name);
    let k = ctx_key(p, "sym_name");
    state.add_attr(k, a);
    // Arguments: named (definition) or bare types (declaration).
    p.parse_punct(Tok::LParen)?;
    let mut args = Vec::new();
    let mut arg_types = Vec::new();
    let mut arg_attrs = Vec::new();
    if !p.parse_optional(Tok::RParen) {
        loop {
            if p.peek(Tok::PercentIdent) {
                let at = p.pos();
                // Read whole first, as MLIR's `parseOptionalArgument`.
                let a = p.parse_argument(true)?;
                if !arg_types.is_empty() && args.is_empty() {
                    // The arguments before were bare types.
                    return Err(p.error_at(at, "expected type instead of SSA identifier"));
                }
                arg_types.push(a.ty);
                arg_attrs.push(a.attrs);
                args.push(a);
            } else {
                if !args.is_empty() {
                    return Err(p.error("expected SSA identifier"));
                }
                let t = p.parse_type()?;
                arg_types.push(t);
                let attrs = if p.peek(Tok::LBrace) {
                    let mut st = OperationState::new(state.name, state.loc);
                    p.parse_optional_attr_dict(&mut st)?;
                    Some(p.ctx().dictionary_attr(st.attributes))
                } else {
                    None
                };
                arg_attrs.push(attrs);
            }
            // As MLIR's `parseCommaSeparatedList`: a `,` or the end.
            if !p.parse_optional(Tok::Comma) {
                p.parse_punct(Tok::RParen)?;
                break;
            }
        }
    }
    // Results.
    let mut res_types = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional(Tok::Arrow) {
        if p.parse_optional(Tok::LParen) {
            if !p.parse_optional(Tok::RParen) {
                loop {
                    res_types.push(p.parse_type()?);
                    let attrs = if p.peek(Tok::LBrace) {
                        let mut st = OperationState::new(state.name, state.loc);
                        p.parse_optional_attr_dict(&mut st)?;
                        Some(p.ctx().dictionary_attr(st.attributes))
                    } else {
                        None
                    };
                    res_attrs.push(attrs);
                    if !p.parse_optional(Tok::Comma) {
                        p.parse_punct(Tok::RParen)?;
                        break;
                    }
                }
            }
        } else {
            res_types.push(p.parser().parse_non_function_type()?);
            res_attrs.push(None);
        }
    }
    let fty = p.ctx().function_type(&arg_types, &res_types);
    let a = p.ctx().type_attr(fty);
    let k = ctx_key(p, "function_type");
    state.add_attr(k, a);
    for (key, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if list.iter().any(|a| a.is_some_and(|d| !d.as_dictionary(p.ctx()).unwrap_or(&[]).is_empty())) {
            let empty = p.ctx().dictionary_attr(Vec::new());
            let elems: Vec<Attr> = list.into_iter().map(|a| a.unwrap_or(empty)).collect();
            let arr = p.ctx().array_attr(&elems);
            let k = ctx_key(p, key);
            state.add_attr(k, arr);
        }
    }
    // The attributes the signature gives may not be spelled again.
    let dict_at = p.pos();
    let mut explicit = OperationState::new(state.name, state.loc);
    p.parse_optional_attr_dict_with_keyword(&mut explicit)?;
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if explicit.attributes.iter().any(|(k, _)| p.ctx().str(*k) == inferred) {
            return Err(p.error_at(
                dict_at,
                format!("'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    for (k, a) in explicit.attributes {
        state.add_attr(k, a);
    }
    // Body. With unnamed arguments (`@f(f32) {`) the body's explicit entry
    // block declares them, as MLIR allows.
    let unnamed_args = args.is_empty() && !arg_types.is_empty();
    let region = match p.parse_optional_function_body(&args, unnamed_args)? {
        Some(r) => r,
        None => p.ctx_mut().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

/// `FunctionOpInterface`'s checks of the argument and result attributes,
/// for every function-like op: one dictionary per argument (result), whose
/// names are dialect attributes (`dialect.name`).
pub fn verify_function_attrs(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(fty) = op.attr_by_str(ctx, "function_type").and_then(|a| a.as_type(ctx)) else { return Ok(()) };
    let Some((ins, outs)) = fty.function_signature(ctx) else { return Ok(()) };
    for (key, what, plural, count) in
        [("arg_attrs", "argument", "arguments", ins.len()), ("res_attrs", "result", "results", outs.len())]
    {
        let Some(list) = op.attr_by_str(ctx, key).and_then(|a| a.as_array(ctx)) else { continue };
        if list.len() != count {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function \
                     {plural}, got {}, but expected {count}",
                    list.len()
                ),
            ));
        }
        for (i, d) in list.iter().enumerate() {
            let Some(entries) = d.as_dictionary(ctx) else {
                let text = ods_ir::print::attr_to_string(ctx, *d);
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects {what} attribute dictionary to be a DictionaryAttr, but got `{text}`"),
                ));
            };
            for &(k, v) in entries {
                let name = ctx.str(k);
                if !name.contains('.') {
                    return Err(op_error(ctx, op, format!("{plural} may only have dialect attributes")));
                }
                ods_ir::verify::verify_region_value_attr(ctx, op, 0, i, key == "res_attrs", name, v)?;
            }
        }
    }
    Ok(())
}

/// `CallableOpInterface::callable_region` of a function-like op: its body,
/// unless the op is a declaration (an empty body).
pub fn callable_body(ctx: &Context, body: RegionId) -> Option<RegionId> {
    (!body.is_empty(ctx)).then_some(body)
}

/// `CallableOpInterface::callable_results` of a function-like op: the
/// results of its `function_type`.
pub fn callable_result_types(ctx: &Context, function_type: Type) -> Vec<Type> {
    function_type.function_signature(ctx).map(|(_, results)| results.to_vec()).unwrap_or_default()
}

/// `FunctionOpInterface`'s check, for every function-like op: the entry
/// block's arguments match the signature in number and types.
pub fn verify_function_entry(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(fty) = op.attr_by_str(ctx, "function_type").and_then(|a| a.as_type(ctx)) else { return Ok(()) };
    let Some((ins, _)) = fty.function_signature(ctx) else { return Ok(()) };
    let Some(entry) = op.regions(ctx).first().and_then(|r| r.entry_block(ctx)) else { return Ok(()) };
    let args = entry.args(ctx);
    if args.len() != ins.len() {
        return Err(op_error(
            ctx,
            op,
            format!("entry block must have {} arguments to match function signature", ins.len()),
        ));
    }
    for (i, (a, t)) in args.iter().zip(ins).enumerate() {
        if a.ty(ctx) != *t {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    ods_ir::print::type_to_string(ctx, a.ty(ctx)),
                    ods_ir::print::type_to_string(ctx, *t)
                ),
            ));
        }
    }
    Ok(())
}

/// Prints a function signature and body, the inverse of [`parse_function_like`].
pub fn print_function_like(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(v) = op.attr_by_str(ctx, "sym_visibility").and_then(|a| a.as_str(ctx)) {
        if v != "public" {
            p.write(" ");
            p.write(v);
        }
    }
    p.write(" ");
    let name = op.attr_by_str(ctx, "sym_name").and_then(|a| a.as_bytes(ctx)).unwrap_or(b"");
    p.print_symbol_text(name);
    let fty = op.attr_by_str(ctx, "function_type").and_then(|a| a.as_type(ctx)).expect("function type");
    let (ins, outs) = fty.function_signature(ctx).expect("function type");
    let (ins, outs) = (ins.to_vec(), outs.to_vec());
    let arg_attrs = op.attr_by_str(ctx, "arg_attrs").and_then(|a| a.as_array(ctx)).map(|a| a.to_vec());
    let res_attrs = op.attr_by_str(ctx, "res_attrs").and_then(|a| a.as_array(ctx)).map(|a| a.to_vec());
    let region = op.region(ctx, 0);
    let entry = region.entry_block(ctx);
    p.write("(");
    for (i, t) in ins.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = arg_attrs.as_ref().and_then(|a| a.get(i).copied());
        match entry {
            Some(b) => p.print_region_argument_with_attrs(b.arg(ctx, i), attrs),
            None => {
                p.print_type(*t);
                print_dict(p, attrs);
            }
        }
    }
    p.write(")");
    if !outs.is_empty() {
        p.write(" -> ");
        let attrs_present =
            res_attrs.as_ref().is_some_and(|a| a.iter().any(|d| !d.as_dictionary(ctx).unwrap_or(&[]).is_empty()));
        let bare = outs.len() == 1 && !attrs_present && outs[0].function_signature(ctx).is_none();
        if !bare {
            p.write("(");
        }
        for (i, t) in outs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(*t);
            print_dict(p, res_attrs.as_ref().and_then(|a| a.get(i).copied()));
        }
        if !bare {
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(
        op,
        &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"],
    );
    if !region.is_empty(ctx) {
        p.write(" ");
        p.print_region(region, RegionStyle::default().without_entry_args());
    }
}

fn print_dict(p: &mut OpPrinter<'_, '_>, d: Option<Attr>) {
    let ctx = p.ctx();
    if let Some(d) = d {
        if d.as_dictionary(ctx).is_some_and(|e| !e.is_empty()) {
            p.write(" ");
            p.print_attribute(d);
        }
    }
}

impl FuncOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_function_like(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        print_function_like(p, self.id())
    }
    /// MLIR's order: the symbol's checks (the `Symbol` trait's, with
    /// [`SymbolOpInterface::only_declares`]), then the function's
    /// (attributes, then the entry block).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_function_attrs(ctx, self.id())?;
        verify_function_entry(ctx, self.id())
    }
}

/// Function return operation
///
/// The `func.return` operation represents a return operation within a
/// function. It takes variable number of operands and produces no results.
/// The operand number and types must match the signature of the function
/// that contains the operation.
#[derive(Op, Clone, Copy)]
#[op(
    name = "func.return",
    traits(Pure, HasParent("func.func"), ReturnLike, Terminator),
    format = "attr-dict ($operands^ `:` type($operands))?",
    has_verifier
)]
pub struct ReturnOp {
    op: OpId,
    /// The returned values.
    operands: Variadic<AnyType>,
}

impl ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some(func) = self.id().parent_op(ctx).and_then(|p| FuncOp::cast(ctx, p)) else { return Ok(()) };
        let fty = func.function_type(ctx);
        let (_, outs) = fty.function_signature(ctx).expect("function type");
        let operands = self.operands(ctx);
        let name = func.sym_name(ctx);
        if operands.len() != outs.len() {
            return Err(op_error(
                ctx,
                self.id(),
                format!("has {} operands, but enclosing function (@{name}) returns {}", operands.len(), outs.len()),
            ));
        }
        for (i, (v, t)) in operands.iter().zip(outs).enumerate() {
            if v.ty(ctx) != *t {
                let (a, b) = (ods_ir::print::type_to_string(ctx, v.ty(ctx)), ods_ir::print::type_to_string(ctx, *t));
                // MLIR reports this one without the `'func.return' op` prefix.
                let mut d = Diagnostic::error(
                    self.id().loc(ctx),
                    format!(
                        "type of return operand {i} ('{a}') doesn't match function result type ('{b}') in function @{name}"
                    ),
                );
                d.op = Some(self.id());
                return Err(d);
            }
        }
        Ok(())
    }
}

/// Call operation
///
/// The `func.call` operation represents a direct call to a function that is
/// within the same symbol scope as the call.
#[derive(Op, Clone, Copy)]
#[op(
    name = "func.call",
    traits(),
    format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    interfaces(CallOpInterface, SymbolUserOpInterface)
)]
pub struct CallOp {
    op: OpId,
    /// The called function.
    callee: Attribute<FlatSymbolRefAttr>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// Never inline this call.
    no_inline: OptionalAttr<UnitAttr>,
    /// The arguments.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
}

impl CallOp {
    /// The function this call names, looked up in the nearest symbol table.
    pub fn resolve(self, ctx: &Context) -> Option<FuncOp> {
        let name = self.callee(ctx);
        symbol_table::lookup_nearest_symbol_from(ctx, self.id(), name).and_then(|o| FuncOp::cast(ctx, o))
    }
}

impl SymbolOpInterface for FuncOp {
    /// A function without a body declares it.
    fn only_declares(self, ctx: &Context) -> bool {
        self.body(ctx).is_empty(ctx)
    }
}

impl SymbolUserOpInterface for CallOp {
    /// The callee exists and the call matches its signature.
    fn verify_symbol_uses(self, ctx: &Context, tables: &mut SymbolTableCollection) -> Result<(), Diagnostic> {
        let name = self.callee(ctx);
        let Some(f) = tables.lookup_nearest_symbol_from(ctx, self.id(), name).and_then(|o| FuncOp::cast(ctx, o)) else {
            return Err(op_error(ctx, self.id(), format!("'{name}' does not reference a valid function")));
        };
        let fty = f.function_type(ctx);
        let (ins, outs) = fty.function_signature(ctx).expect("function type");
        let operands = self.operands(ctx);
        if operands.len() != ins.len() {
            return Err(op_error(ctx, self.id(), "incorrect number of operands for callee"));
        }
        for (i, (v, t)) in operands.iter().zip(ins).enumerate() {
            if v.ty(ctx) != *t {
                let (a, b) = (ods_ir::print::type_to_string(ctx, *t), ods_ir::print::type_to_string(ctx, v.ty(ctx)));
                return Err(op_error(
                    ctx,
                    self.id(),
                    format!(
                        "operand type mismatch: expected operand type '{a}', but provided '{b}' for operand number {i}"
                    ),
                ));
            }
        }
        let results = self.id().result_types(ctx);
        if results.len() != outs.len() {
            return Err(op_error(ctx, self.id(), "incorrect number of results for callee"));
        }
        for (i, (r, t)) in results.iter().zip(outs).enumerate() {
            if r != t {
                // A type list in a diagnostic: each type quoted, as MLIR streams a `TypeRange`.
                let quoted = |ts: &[Type]| {
                    ts.iter()
                        .map(|t| format!("'{}'", ods_ir::print::type_to_string(ctx, *t)))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(op_error(ctx, self.id(), format!("result type mismatch at index {i}"))
                    .with_note(self.id().loc(ctx), format!("      op result types: {}", quoted(&results)))
                    .with_note(self.id().loc(ctx), format!("function result types: {}", quoted(outs))));
            }
        }
        Ok(())
    }
}

impl CallableOpInterface for FuncOp {
    fn callable_region(self, ctx: &Context) -> Option<RegionId> {
        callable_body(ctx, self.body(ctx))
    }
    fn callable_results(self, ctx: &Context) -> Vec<Type> {
        callable_result_types(ctx, self.function_type(ctx))
    }
}

impl CallOpInterface for CallOp {
    fn callee(self, ctx: &Context) -> Option<Attr> {
        self.callee_attr(ctx)
    }
    fn set_callee(self, ctx: &mut Context, callee: Attr) {
        self.set_callee_attr(ctx, callee)
    }
    fn arg_operands(self, ctx: &Context) -> Vec<Value> {
        self.operands(ctx).to_vec()
    }
}

/// Constant
///
/// The `func.constant` operation produces an SSA value from a symbol
/// reference to a `func.func` operation.
#[derive(Op, Clone, Copy)]
#[op(
    name = "func.constant",
    traits(ConstantLike, Pure),
    format = "attr-dict $value `:` type(results)",
    has_folder,
    asm_result_names,
    interfaces(SymbolUserOpInterface)
)]
pub struct ConstantOp {
    op: OpId,
    /// The referenced function.
    value: Attribute<FlatSymbolRefAttr>,
    /// The function value.
    result: OpResult<AnyType>,
}

impl SymbolUserOpInterface for ConstantOp {
    /// The function exists and has the type of the result.
    fn verify_symbol_uses(self, ctx: &Context, tables: &mut SymbolTableCollection) -> Result<(), Diagnostic> {
        let name = self.value(ctx);
        let Some(f) = tables.lookup_nearest_symbol_from(ctx, self.id(), name).and_then(|o| FuncOp::cast(ctx, o)) else {
            return Err(op_error(ctx, self.id(), format!("reference to undefined function '{name}'")));
        };
        if f.function_type(ctx) != self.result(ctx).ty(ctx) {
            return Err(op_error(ctx, self.id(), "reference to function with mismatched type"));
        }
        Ok(())
    }
}

impl ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "f");
    }
}

/// Indirect call operation
///
/// The `func.call_indirect` operation represents an indirect call to a value
/// of function type. The operands and result types of the call must match
/// the specified function type.
#[derive(Op, Clone, Copy)]
#[op(name = "func.call_indirect", custom_assembly, has_verifier, has_canonicalizer, interfaces(CallOpInterface))]
pub struct CallIndirectOp {
    op: OpId,
    /// The called function value.
    callee: Operand<FunctionType>,
    /// The arguments.
    callee_operands: Variadic<AnyType>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// The results.
    results: VariadicResult<AnyType>,
}

impl CallIndirectOp {
    /// `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`, the
    /// operand and result types taken from the callee's type (ODS's
    /// `TypesMatchWith` inference).
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let callee = p.parse_operand()?;
        p.parse_punct(Tok::LParen)?;
        let operands_at = p.pos();
        let mut args = Vec::new();
        if !p.parse_optional(Tok::RParen) {
            args = p.parse_operand_list()?;
            p.parse_punct(Tok::RParen)?;
        }
        p.parse_attr_dict_directive(state, false)?;
        p.parse_punct(Tok::Colon)?;
        let t = p.parse_function_type()?;
        let Some((ins, outs)) = t.function_signature(p.ctx()) else {
            unreachable!("parse_function_type reads a function type")
        };
        let (ins, outs) = (ins.to_vec(), outs.to_vec());
        let v = p.resolve_operand(&callee, t)?;
        state.operands.push(v);
        p.resolve_operands(&args, &ins, operands_at, &mut state.operands)?;
        state.result_types.extend(outs);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let callee = self.callee(ctx);
        let args = self.callee_operands(ctx).to_vec();
        p.write(" ");
        p.print_operand(callee);
        p.write("(");
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(*a);
        }
        p.write(")");
        p.print_optional_attr_dict(self.id(), &[]);
        p.write(" : ");
        p.print_type(callee.ty(ctx));
    }
    /// The two `TypesMatchWith` constraints of the op.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some((ins, outs)) = self.callee(ctx).ty(ctx).function_signature(ctx) else { return Ok(()) };
        let args: Vec<Type> = self.callee_operands(ctx).iter().map(|v| v.ty(ctx)).collect();
        if args != ins {
            return Err(op_error(ctx, self.id(), "failed to verify that callee input types match argument types"));
        }
        if self.id().result_types(ctx) != outs {
            return Err(op_error(ctx, self.id(), "failed to verify that callee result types match result types"));
        }
        Ok(())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(IndirectCallOfConstant);
    }
}

/// `call_indirect` of a `func.constant` is a direct `func.call` (MLIR's
/// `CallIndirectOp::canonicalize`).
struct IndirectCallOfConstant;
impl RewritePattern for IndirectCallOfConstant {
    fn root(&self) -> Option<&'static str> {
        Some("func.call_indirect")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(callee) = op.operand(ctx, 0).defining_op(ctx).and_then(|c| ConstantOp::cast(ctx, c)) else {
            return false;
        };
        if callee.value_attr(ctx).is_none() {
            return false;
        }
        let symbol = callee.value(ctx).to_string();
        let operands: Vec<Value> = op.operands(ctx)[1..].to_vec();
        let results = op.result_types(ctx);
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| CallOp::build(b, loc, &results, &symbol, None, None, false, &operands));
        true
    }
}

impl CallOpInterface for CallIndirectOp {
    /// An indirect call names no symbol.
    fn callee(self, _ctx: &Context) -> Option<Attr> {
        None
    }
    fn callee_value(self, ctx: &Context) -> Option<Value> {
        Some(self.callee(ctx))
    }
    fn set_callee(self, _ctx: &mut Context, _callee: Attr) {}
    fn arg_operands(self, ctx: &Context) -> Vec<Value> {
        self.callee_operands(ctx).to_vec()
    }
}

// ----- -duplicate-function-elimination -----

/// `-duplicate-function-elimination`: functions equal but for their names
/// (same attributes, equivalent bodies) are merged into the first of them;
/// calls of the others call it instead.
pub struct DuplicateFunctionElimination;

/// A cheap summary of a body that equivalent bodies share (the names of
/// its ops in order), so that only likely duplicates are compared.
fn body_fingerprint(ctx: &Context, f: FuncOp) -> Vec<ods_ir::OpName> {
    f.id().walk_pre_order(ctx).into_iter().skip(1).map(|o| o.name(ctx)).collect()
}

impl ods_ir::pass::Pass for DuplicateFunctionElimination {
    fn name(&self) -> &'static str {
        "duplicate-function-elimination"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        type Key = (Vec<(ods_ir::Sym, Attr)>, Vec<ods_ir::OpName>);
        let funcs: Vec<FuncOp> = op.walk_post_order(ctx).into_iter().filter_map(|o| FuncOp::cast(ctx, o)).collect();
        let mut unique: std::collections::HashMap<Key, Vec<FuncOp>> = Default::default();
        let mut representative: std::collections::HashMap<String, String> = Default::default();
        let mut duplicates = Vec::new();
        // Declarations are left alone.
        for f in funcs.into_iter().filter(|f| !f.body(ctx).is_empty(ctx)) {
            let attrs = f.id().all_attrs(ctx).into_iter().filter(|(k, _)| ctx.str(*k) != "sym_name").collect();
            let seen = unique.entry((attrs, body_fingerprint(ctx, f))).or_default();
            let body = f.body(ctx);
            match seen.iter().find(|r| ods_ir::equivalence::regions_equivalent(ctx, r.body(ctx), body)) {
                Some(r) => {
                    representative.insert(f.sym_name(ctx).to_string(), r.sym_name(ctx).to_string());
                    duplicates.push(f);
                }
                None => seen.push(f),
            }
        }
        if duplicates.is_empty() {
            return Ok(());
        }
        // Every use of a duplicate's name (calls, `func.constant`) names
        // its representative.
        for o in op.walk_pre_order(ctx) {
            for (key, a) in o.all_attrs(ctx) {
                let ods_ir::AttrKind::SymbolRef { root, nested } = a.kind(ctx) else { continue };
                if !nested.is_empty() {
                    continue;
                }
                if let Some(r) = representative.get(ctx.str(*root)).cloned() {
                    let renamed = ctx.symbol_ref_attr(&r, &[]);
                    ctx.set_attr(o, key, renamed);
                }
            }
        }
        for f in duplicates {
            let _ = ctx.erase_op(f.id());
        }
        Ok(())
    }
}

ods_ir::inventory::submit! {
    ods_ir::pass::PassRegistration {
        name: "duplicate-function-elimination",
        description: "Deduplicate functions",
        create: |opts| {
            if opts.trim().is_empty() {
                Ok(Box::new(DuplicateFunctionElimination))
            } else {
                Err(ods_ir::pass::option_error("duplicate-function-elimination takes no options"))
            }
        },
    }
}
