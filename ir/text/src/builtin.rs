//! The builtin dialect's `module` op, which the parser wraps top-level
//! operations in. It lives in the text layer because the parser and printer
//! need it; every other op comes from a dialect crate.

use crate::attrs::Location;
use crate::context::{BlockId, Context, OpId, OperationState};
use crate::parse::{OpAsm, OpParser};
use crate::print::{OpPrinter, RegionStyle};
use crate::registry::{DialectDef, DialectRegistration, Hook, OpDef, OpRegistration, PResult, Traits};

static BUILTIN: DialectDef = DialectDef {
    name: "builtin",
    summary: "The builtin dialect",
    description: "Types, attributes and the `module` op that every program uses.",
    // The blobs of `dense_resource`.
    resources: true,
    ..DialectDef::EMPTY
};
inventory::submit! { DialectRegistration(&BUILTIN) }

/// `builtin.module`: a top-level container of operations with a symbol table.
pub static MODULE: OpDef = OpDef {
    name: "builtin.module",
    summary: "A top level container operation",
    description: "A `module` holds one region with one block of operations, and is a symbol table.",
    traits: Traits::ISOLATED_FROM_ABOVE
        .union(Traits::NO_TERMINATOR)
        .union(Traits::SYMBOL_TABLE)
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::NO_REGION_ARGUMENTS)
        .union(Traits::AFFINE_SCOPE)
        .union(Traits::HAS_ONLY_GRAPH_REGION)
        .union(Traits::SYMBOL),
    inherent_attrs: &["sym_name", "sym_visibility"],
    verify: Some(verify_module),
    asm: Some(Hook::new(&MODULE_ASM)),
    default_dialect: "builtin",
    inherent_storage: Some(module_storage),
    ..OpDef::EMPTY
};

/// The module's symbol name and visibility are held as strings (checked
/// in that order, as MLIR's generated conversion does).
fn module_storage(
    _def: &OpDef,
    ctx: &Context,
    entries: &[(crate::intern::Sym, crate::Attr)],
    _source: crate::registry::PropertiesSource,
) -> Result<Vec<(crate::intern::Sym, crate::Attr)>, crate::diag::Diagnostic> {
    for name in MODULE.inherent_attrs {
        let Some(&(_, a)) = entries.iter().find(|(n, _)| ctx.str(*n) == *name) else { continue };
        if !matches!(a.kind(ctx), crate::attrs::AttrKind::String { .. }) {
            let a = crate::print::attr_to_string(ctx, a);
            return Err(crate::diag::Diagnostic::error(
                Location::UNKNOWN,
                format!("Invalid attribute `{name}` in property conversion: {a}"),
            ));
        }
    }
    Ok(entries.to_vec())
}
inventory::submit! { OpRegistration(&MODULE) }
static MODULE_ASM: OpAsm = OpAsm { parse: parse_module, print: print_module };

/// A detached `builtin.module` whose region holds `block` (a new empty
/// block when `None`); returns the module and its block.
pub fn create_module(ctx: &mut Context, loc: Location, block: Option<BlockId>) -> (OpId, BlockId) {
    let name = ctx.op_name(MODULE.name);
    let region = ctx.create_region();
    let block = block.unwrap_or_else(|| ctx.create_block());
    ctx.append_block(region, block);
    let mut state = OperationState::new(name, loc);
    state.regions.push(region);
    (ctx.create_op(state), block)
}

/// A module's own attributes are its symbol name and visibility; any other
/// belongs to a dialect and says so with a prefix, as MLIR checks.
fn verify_module(ctx: &Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    let entries = op.discardable_attrs(ctx).and_then(|d| d.as_dictionary(ctx)).unwrap_or(&[]);
    for &(name, _) in entries {
        let text = ctx.sym_bytes(name);
        if !text.contains(&b'.') && text != b"sym_name" && text != b"sym_visibility" {
            let shown = crate::diag::text_of_bytes(text);
            let msg = format!(
                "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{shown}'"
            );
            let mut d = crate::diag::Diagnostic::error(op.loc(ctx), msg);
            d.op = Some(op);
            return Err(d);
        }
    }
    Ok(())
}

/// `module (@name)? (attributes {...})? { ... }`
fn parse_module(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    if p.peek(crate::parse::lexer::Tok::AtIdent) {
        let name = p.parse_symbol_name()?;
        let text = p.ctx().sym_bytes(name).to_vec();
        let attr = p.ctx().string_attr_bytes(&text);
        let key = p.ctx().intern("sym_name");
        state.add_attr(key, attr);
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    let region = p.parse_region(&[], false)?;
    // A module always has its one block.
    if region.is_empty(p.ctx()) {
        let b = p.ctx_mut().create_block();
        p.ctx_mut().append_block(region, b);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(name) = op.attr_by_str(ctx, "sym_name").and_then(|a| a.as_bytes(ctx)) {
        p.write(" ");
        p.print_symbol_text(name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    // A module always has its region once verified; print an unverified
    // one without failing.
    if let Some(&r) = op.regions(ctx).first() {
        p.write(" ");
        p.print_region(r, RegionStyle::default().without_entry_args().terminators(false));
    }
}
