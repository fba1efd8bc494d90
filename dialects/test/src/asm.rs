//! Ops of MLIR's test dialect that exercise the parser and printer hooks
//! (`TestOps.td`, "Test parser", "Test region argument list parsing",
//! "Test OpAsmInterface"; `TestOpsSyntax.td`), with the dialect's own
//! hooks: the custom form of ops without one (`test.dialect_custom_printer`)
//! and the aliases it names (`#test2Ealias`, `!test_ui8`).
#![allow(non_snake_case)]

use crate::typedefs::{SimpleAType, TestIntegerType, TestSignedness};
use ods_ir::parse::lexer::Tok;
use ods_ir::parse::{Argument, DialectOpAsm, DialectUnknownType, ParseFn, PrintFn};
use ods_ir::prelude::*;
use ods_ir::print::{Alias, DialectAliases};
use ods_ir::types::TypeKind;
use ods_macros::Op;

/// `: N` makes N results of type `index`; nothing makes none.
#[derive(Op, Clone, Copy)]
#[op(name = "test.parse_integer_literal", custom_assembly)]
pub struct ParseIntegerLiteralOp {
    op: OpId,
    /// The results.
    results: VariadicResult<Index>,
}

/// The most results `test.parse_integer_literal` makes: every one is a
/// value of the IR, so a huge count would exhaust memory.
const MAX_LITERAL_RESULTS: u64 = 1 << 16;

impl ParseIntegerLiteralOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        if !p.parse_optional(Tok::Colon) {
            return Ok(());
        }
        let at = p.pos();
        let name = p.def().name;
        let n = p.parser().in_custom_op(name, |pp| pp.parse_asm_integer(64, false))? as u64;
        if n > MAX_LITERAL_RESULTS {
            return Err(p.error_at(at, format!("cannot make {n} results (at most {MAX_LITERAL_RESULTS})")));
        }
        let index = p.ctx().index_type();
        state.result_types.extend(std::iter::repeat_n(index, n as usize));
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let n = self.id().num_results(p.ctx());
        if n != 0 {
            p.write(&format!(" : {n}"));
        }
    }
}

/// A keyword, kept as a string: `test.parse_wrapped_keyword foo.keyword`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.parse_wrapped_keyword", custom_assembly)]
pub struct ParseWrappedKeywordOp {
    op: OpId,
    /// The keyword.
    keyword: Attribute<StrAttr>,
}

impl ParseWrappedKeywordOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let keyword = p.parse_any_keyword()?;
        let name = p.ctx().intern("keyword");
        let value = p.ctx().string_attr(&keyword);
        state.add_attr(name, value);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let keyword = self.keyword(p.ctx());
        p.write(" ");
        p.write(keyword);
    }
}

/// A string of base64, kept decoded: `test.parse_b64 "aGVsbG8="`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.parse_b64", custom_assembly)]
pub struct ParseB64BytesOp {
    op: OpId,
    /// The decoded bytes.
    b64: Attribute<StrAttr>,
}

impl ParseB64BytesOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let bytes = p.parse_base64_bytes()?;
        let name = p.ctx().intern("b64");
        let value = p.ctx().string_attr_bytes(&bytes);
        state.add_attr(name, value);
        Ok(())
    }
    /// Encoded again, so that the text reads back.
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let bytes = self.b64(p.ctx()).as_bytes().to_vec();
        p.write(&format!(" \"{}\"", encode_base64(&bytes)));
    }
}

/// Standard base64 with `=` padding (LLVM's `encodeBase64`).
fn encode_base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// An `index` operand passed into a region isolated from above, where it
/// keeps its name: `test.isolated_region %0 { "use"(%0) ... }`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.isolated_region", traits(IsolatedFromAbove), custom_assembly)]
pub struct IsolatedRegionOp {
    op: OpId,
    /// The value passed in (unnamed in ODS).
    input: Operand<Index>,
    /// The region, whose one argument is the operand.
    region: Region<SizedRegion<1>>,
}

impl IsolatedRegionOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let operand = p.parse_operand()?;
        let index = p.ctx().index_type();
        let v = p.resolve_operand(&operand, index)?;
        state.operands.push(v);
        let region = p.parse_region(&[Argument::from_operand(&operand, index)], true)?;
        state.regions.push(region);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let input = self.input(ctx);
        let region = self.region(ctx);
        p.write(" ");
        p.print_operand(input);
        p.shadow_region_args(region, &[input]);
        p.write(" ");
        p.print_region(region, RegionStyle::default().without_entry_args());
    }
}

/// Region arguments of type `index` listed without delimiters:
/// `test.polyfor %i, %j { ... }`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.polyfor", custom_assembly, asm_block_arg_names)]
pub struct PolyForOp {
    op: OpId,
    /// The body.
    region: Region<SizedRegion<1>>,
}

impl PolyForOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let index = p.ctx().index_type();
        let mut args = Vec::new();
        if p.peek(Tok::PercentIdent) {
            loop {
                args.push(p.parse_untyped_argument()?.typed(index));
                if !p.parse_optional(Tok::Comma) {
                    break;
                }
            }
        }
        let region = p.parse_region(&args, false)?;
        state.regions.push(region);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let region = self.region(ctx);
        let args = region.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        p.write(" ");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_untyped_region_argument(a);
        }
        p.write(" ");
        p.print_region(region, RegionStyle::default().without_entry_args());
    }
    /// The names of the `arg_names` attribute, if it has one.
    fn asm_block_arg_names(self, ctx: &Context, region: RegionId, set: &mut dyn FnMut(Value, &str)) {
        let Some(names) = self.id().attr_by_str(ctx, "arg_names").and_then(|a| a.as_array(ctx)) else { return };
        let Some(entry) = region.entry_block(ctx) else { return };
        for (&arg, name) in entry.args(ctx).iter().zip(names) {
            if let Some(text) = name.as_bytes(ctx) {
                set(arg, &String::from_utf8_lossy(text));
            }
        }
    }
}

/// Results named after their groups (`%first`, `%middle_results:2`), the
/// last unnamed, as ODS names the results of an op with several.
#[derive(Op, Clone, Copy)]
#[op(name = "test.asm_interface_op")]
pub struct AsmInterfaceOp {
    op: OpId,
    /// The first result.
    first: OpResult<AnyType>,
    /// Any number in the middle.
    middle_results: VariadicResult<AnyType>,
    /// The last result.
    #[op(unnamed)]
    last: OpResult<AnyType>,
}

/// `i32` results named by the `names` attribute, which the parser fills in
/// from the names the results are bound to and the printer leaves out when
/// the printed names say the same.
#[derive(Op, Clone, Copy)]
#[op(name = "test.string_attr_pretty_name", custom_assembly, asm_result_names)]
pub struct StringAttrPrettyNameOp {
    op: OpId,
    /// The names.
    names: Attribute<StrArrayAttr>,
    /// The results.
    r: VariadicResult<I32>,
}

impl StringAttrPrettyNameOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let n = p.num_results();
        let i32_type = p.ctx().i32_type();
        state.result_types.extend(std::iter::repeat_n(i32_type, n as usize));
        p.parse_optional_attr_dict_with_keyword(state)?;
        let had_names = state.attributes.iter().any(|&(k, _)| p.ctx().str(k) == "names");
        if had_names || n == 0 {
            return Ok(());
        }
        let mut names = Vec::new();
        for i in 0..n {
            let written = p.result_name(i).map(|(name, _)| name).unwrap_or_default();
            let name = if written.starts_with(|c: char| c.is_ascii_digit()) { String::new() } else { written };
            names.push(p.ctx().string_attr(&name));
        }
        let key = p.ctx().intern("names");
        let value = p.ctx().array_attr(&names);
        state.add_attr(key, value);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let names = self.names(ctx).to_vec();
        let n = op.num_results(ctx);
        let disagree = names.len() != n
            || (0..n).any(|i| {
                let printed = p.operand_text(op.result(ctx, i));
                names[i].as_bytes(ctx) != Some(&printed.as_bytes()[1..])
            });
        if disagree {
            p.print_optional_attr_dict_with_keyword(op, &[]);
        } else {
            p.print_optional_attr_dict_with_keyword(op, &["names"]);
        }
    }
    /// Each result is named by its non-empty string of `names`.
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        let names = self.names(ctx);
        for (i, name) in names.iter().enumerate() {
            if let Some(text) = name.as_bytes(ctx).filter(|t| !t.is_empty()) {
                set(i, &String::from_utf8_lossy(text));
            }
        }
    }
}

/// Ops in its region may leave out the `test.` prefix.
#[derive(Op, Clone, Copy)]
#[op(name = "test.default_dialect", default_dialect = "test", format = "regions attr-dict-with-keyword")]
pub struct DefaultDialectOp {
    op: OpId,
    /// The body.
    body: Region<AnyRegion>,
}

/// A name with a dot after the dialect's: never printed without its
/// prefix, which would read as another dialect's.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op.with_dot_in_name", format = "attr-dict")]
pub struct OpWithDotInNameOp {
    op: OpId,
}

/// No custom form of its own: the dialect reads and prints one
/// (`custom_format_fallback`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.dialect_custom_format_fallback")]
pub struct CustomFormatFallbackOp {
    op: OpId,
}

/// An optional `f80` result, its type after `:` when present.
#[derive(Op, Clone, Copy)]
#[op(name = "test.format_optional_result_d_op", format = "(`:` type($optional)^)? attr-dict")]
pub struct FormatOptionalResultDOp {
    op: OpId,
    /// The result.
    optional: OptionalResult<F80>,
}

/// The custom forms the dialect reads for ops without one of their own
/// (MLIR's `TestDialect::getParseOperationHook`).
fn parse_op_hook(name: &str) -> Option<ParseFn> {
    match name {
        "test.dialect_custom_printer" => Some(|p, _| p.parse_keyword("custom_format")),
        "test.dialect_custom_format_fallback" => Some(|p, _| p.parse_keyword("custom_format_fallback")),
        "test.dialect_custom_printer.with.dot" => Some(|_, _| Ok(())),
        _ => None,
    }
}

/// The custom forms the dialect prints (MLIR's
/// `TestDialect::getOperationPrinter`).
fn print_op_hook(ctx: &Context, op: OpId) -> Option<PrintFn> {
    match op.name_str(ctx) {
        "test.dialect_custom_printer" => Some(|p, _| p.write(" custom_format")),
        "test.dialect_custom_format_fallback" => Some(|p, _| p.write(" custom_format_fallback")),
        _ => None,
    }
}

/// The test dialect's custom forms of ops without one of their own.
pub static TEST_OP_ASM: DialectOpAsm = DialectOpAsm { parse: parse_op_hook, print: print_op_hook };

/// The alias names of the strings `alias_test:...` (as MLIR 22's test
/// dialect names them; some are not identifiers and are made ones).
fn attr_alias(ctx: &Context, a: Attr) -> Option<Alias> {
    let text = a.as_str(ctx)?;
    let name = match text.strip_prefix("alias_test:")? {
        "dot_in_name" => "test.alias",
        "trailing_digit" => "test_alias0",
        "prefixed_digit" => "0_test_alias",
        "prefixed_symbol" => "%test",
        "tensor_encoding" => "test_encoding",
        "trailing_digit_conflict_a" => "test_alias_conflict0_1_1_1",
        "trailing_digit_conflict_b" | "trailing_digit_conflict_c" => "test_alias_conflict0",
        "trailing_digit_conflict_d" => "test_alias_conflict0_",
        "trailing_digit_conflict_e" | "trailing_digit_conflict_f" => "test_alias_conflict0_1",
        "trailing_digit_conflict_g" => "test_alias_conflict0_1_",
        "trailing_digit_conflict_h" => "test_alias_conflict0_1_1",
        _ => return None,
    };
    Some(Alias::Final(name.to_string()))
}

/// `test_tuple` for a non-empty tuple of `!test.smpla`, `test_ui8` for
/// `!test.int<unsigned, 8>`.
fn type_alias(ctx: &Context, t: Type) -> Option<Alias> {
    if let TypeKind::Tuple(elements) = t.kind(ctx) {
        if !elements.is_empty() && elements.iter().all(|&e| SimpleAType::is(ctx, e)) {
            return Some(Alias::Final("test_tuple".to_string()));
        }
    }
    if TestIntegerType::width(ctx, t) == Some(8)
        && TestIntegerType::signedness(ctx, t) == Some(TestSignedness::Unsigned)
    {
        return Some(Alias::Final("test_ui8".to_string()));
    }
    None
}

/// The test dialect's alias names (its `OpAsmDialectInterface::getAlias`).
pub static TEST_ALIASES: DialectAliases = DialectAliases { attr: attr_alias, ty: type_alias };

/// The test dialect parses its types by hand (for its recursive types),
/// with this error for a mnemonic it does not know.
pub static TEST_UNKNOWN_TYPE: DialectUnknownType = DialectUnknownType { message: |_| "unknown type!".into() };
