//! The `toyc` driver (chapter 4): `toyc FILE -emit=ast|mlir [-opt]`.
//!
//! The input is a Toy program, or MLIR when the file name ends in `.mlir`
//! or with `-x mlir`. `-opt` runs the chapter's pipeline: `inline`, then on
//! each function `shape-inference`, `canonicalize` and `cse`.

use crate::lang::{ast, mlirgen, parser};
use ods_ir::ods::OpHandle;
use ods_ir::pass::inline::Inline;
use ods_ir::pass::shape_inference::infer_function;
use ods_ir::pass::Pass;
use ods_ir::print::{print_op, PrintOptions};
use ods_ir::rewrite::GreedyConfig;
use ods_ir::{Context, Diagnostic, OpId};
use ods_tool::cli::{self, render_diagnostic, render_error, usage_error, Arg, Args};
use std::io::Write;

const USAGE: &str = "\
OVERVIEW: toy compiler (chapter 4)

USAGE: toyc [options] <input toy file>

OPTIONS:
  -emit=ast               Output the AST dump
  -emit=mlir              Output the MLIR dump
  -opt                    Enable optimizations (inline, shape inference, canonicalize, cse)
  -x=toy|mlir             Load the input file as a Toy source or as an MLIR file
  -mlir-print-debuginfo   Print locations
  -mlir-print-op-generic  Print ops in the generic form
";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Emit {
    None,
    Ast,
    Mlir,
}

struct Options {
    /// `-h`/`--help`: print the usage and nothing else.
    show_help: bool,
    input: String,
    emit: Emit,
    opt: bool,
    mlir_input: bool,
    print: PrintOptions,
}

fn parse_args(args: &[String]) -> Result<Options, Diagnostic> {
    let mut o = Options {
        show_help: false,
        input: "-".into(),
        emit: Emit::None,
        opt: false,
        mlir_input: false,
        print: PrintOptions::default(),
    };
    let mut input = None;
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let (key, value, a) = match arg {
            Arg::Positional(a) => {
                if input.replace(a.to_string()).is_some() {
                    return Err(usage_error(format!("too many positional arguments: '{a}'")));
                }
                continue;
            }
            Arg::Flag { key, value, text } => (key, value, text),
        };
        let mut take = || args.value(key, value);
        match key {
            "emit" => {
                o.emit = match take()?.as_str() {
                    "ast" => Emit::Ast,
                    "mlir" => Emit::Mlir,
                    v => return Err(usage_error(format!("for the -emit option: Cannot find option named '{v}'!"))),
                }
            }
            "x" => {
                o.mlir_input = match take()?.as_str() {
                    "toy" => false,
                    "mlir" => true,
                    v => return Err(usage_error(format!("for the -x option: Cannot find option named '{v}'!"))),
                }
            }
            "opt" => o.opt = true,
            "mlir-print-debuginfo" => o.print.debug_info = true,
            "mlir-print-op-generic" => o.print.generic = true,
            "h" | "help" => o.show_help = true,
            _ => return Err(usage_error(format!("Unknown command line argument '{a}'.  Try: 'toyc --help'"))),
        }
    }
    if let Some(f) = input {
        o.input = f;
    }
    if o.input.ends_with(".mlir") {
        o.mlir_input = true;
    }
    Ok(o)
}

/// The file's name and text; bytes that are not UTF-8 become U+FFFD, which
/// the Toy lexer then reports where they are.
fn read_input(path: &str) -> Result<(String, String), String> {
    let (name, bytes) = cli::read_input(Some(path)).map_err(|e| format!("Could not open input file: {e}"))?;
    Ok((name, String::from_utf8_lossy(&bytes).into_owned()))
}

/// The chapter's `-opt` pipeline on a module.
pub fn optimize(ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
    Inline::default().run(ctx, module)?;
    ods_ir::verify::verify(ctx, module)?;
    let funcs: Vec<OpId> = module
        .region(ctx, 0)
        .blocks(ctx)
        .into_iter()
        .flat_map(|b| b.ops(ctx))
        .filter(|&o| crate::FuncOp::cast(ctx, o).is_some())
        .collect();
    for f in funcs {
        infer_function(ctx, f)?;
        ods_ir::rewrite::canonicalize(ctx, f, GreedyConfig::default(), false)?;
        ods_ir::rewrite::cse(ctx, f);
    }
    ods_ir::verify::verify(ctx, module)
}

/// Runs `toyc` with `args` (without the program name). Returns the exit
/// code, the output and the error text.
pub fn run(args: &[String]) -> (i32, String, String) {
    crate::register();
    let o = match parse_args(args) {
        Ok(o) if o.show_help => return (0, USAGE.to_string(), String::new()),
        Ok(o) => o,
        Err(e) => return (1, String::new(), format!("toyc: {}\n", e.message)),
    };
    match o.emit {
        Emit::None => (0, String::new(), "No action specified (parsing only?), use -emit=<action>\n".into()),
        Emit::Ast => {
            if o.mlir_input {
                return (5, String::new(), "Can't dump a Toy AST when the input is MLIR\n".into());
            }
            let (name, src) = match read_input(&o.input) {
                Ok(x) => x,
                Err(e) => return (1, String::new(), format!("{e}\n")),
            };
            match parser::parse(&src, &name) {
                Ok(m) => (0, ast::dump(&m), String::new()),
                Err(e) => (1, String::new(), render_error(&name, &src, e.loc.line, e.loc.col, &e.message)),
            }
        }
        Emit::Mlir => {
            let (name, src) = match read_input(&o.input) {
                Ok(x) => x,
                Err(e) => return (1, String::new(), format!("{e}\n")),
            };
            let mut ctx = Context::new();
            let module = if o.mlir_input {
                match ods_ir::parse::parse_source(&mut ctx, &src, &name, Default::default()) {
                    Ok(m) => m,
                    Err(d) => return (3, String::new(), render_diagnostic(&ctx, &d, &name, &src)),
                }
            } else {
                let m = match parser::parse(&src, &name) {
                    Ok(m) => m,
                    Err(e) => return (6, String::new(), render_error(&name, &src, e.loc.line, e.loc.col, &e.message)),
                };
                match mlirgen::mlir_gen(&mut ctx, &m) {
                    Ok(module) => module,
                    Err(e) => return (1, String::new(), render_error(&name, &src, e.loc.line, e.loc.col, &e.message)),
                }
            };
            if let Err(d) = ods_ir::verify::verify(&ctx, module) {
                let code = if o.mlir_input { 3 } else { 1 };
                return (code, String::new(), render_diagnostic(&ctx, &d, &name, &src));
            }
            if o.opt {
                if let Err(d) = optimize(&mut ctx, module) {
                    return (4, String::new(), render_diagnostic(&ctx, &d, &name, &src));
                }
            }
            let mut out = print_op(&ctx, module, o.print);
            out.push('\n');
            (0, out, String::new())
        }
    }
}

/// The `toyc` entry point: runs with the process arguments and exits.
pub fn main() -> ! {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut code, out, mut err) = run(&args);
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()) {
        // Lost output is a failure, reported like any other.
        err.push_str(&format!("toyc: cannot write the output: {e}\n"));
        code = code.max(1);
    }
    let _ = std::io::stderr().write_all(err.as_bytes());
    std::process::exit(code)
}
