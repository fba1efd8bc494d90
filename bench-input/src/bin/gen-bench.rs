//! Writes the benchmark input (see the `ods-bench-input` library).
//!
//! ```sh
//! gen-bench [-o FILE] [--generic] [--funcs N] [--ops-per-func M | --ops TOTAL]
//! ```
//!
//! Defaults: 10 functions of 20,000 ops (200,011 ops in all), custom form,
//! standard output. A summary goes to standard error.

use ods_bench_input::{generate, Form, Size};
use std::process::ExitCode;

const USAGE: &str = "usage: gen-bench [-o FILE] [--generic] [--funcs N] [--ops-per-func M | --ops TOTAL]";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen-bench: {e}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut out: Option<String> = None;
    let mut form = Form::Custom;
    let mut funcs = Size::DEFAULT.funcs;
    let mut ops_per_func = None;
    let mut total = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |flag: &str| -> Result<u64, String> {
            let v = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
            v.parse().map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        match arg.as_str() {
            "-o" => out = Some(args.next().ok_or("-o needs a file name")?),
            "--generic" => form = Form::Generic,
            "--funcs" => funcs = number("--funcs")?.max(1),
            "--ops-per-func" => ops_per_func = Some(number("--ops-per-func")?),
            "--ops" => total = Some(number("--ops")?),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    let size = match (ops_per_func, total) {
        (Some(_), Some(_)) => return Err("give --ops-per-func or --ops, not both".into()),
        (Some(m), None) => Size { funcs, ops_per_func: m.max(2) },
        (None, Some(t)) => Size::with_total_ops(t, funcs),
        (None, None) => Size { funcs, ..Size::DEFAULT },
    };
    let text = generate(size, form);
    match &out {
        Some(path) => std::fs::write(path, &text).map_err(|e| format!("cannot write '{path}': {e}"))?,
        None => {
            use std::io::Write;
            std::io::stdout().lock().write_all(text.as_bytes()).map_err(|e| format!("cannot write: {e}"))?;
        }
    }
    eprintln!(
        "gen-bench: {} functions x {} ops + {} func.func + 1 module = {} ops, {} bytes ({:?} form)",
        size.funcs,
        size.ops_per_func,
        size.funcs,
        size.total_ops(),
        text.len(),
        form
    );
    Ok(())
}
