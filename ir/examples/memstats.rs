//! Parses an MLIR file (unregistered dialects allowed) and prints how many
//! bytes the context's arenas and uniqued tables hold, in total and per op.
//!
//! ```sh
//! cargo run --release -p ods-ir --example memstats -- FILE.mlir
//! ```

use ods_ir::parse::{parse_source, ParseOptions};
use ods_ir::Context;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: memstats FILE.mlir");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("memstats: cannot read '{path}': {e}");
            std::process::exit(1);
        }
    };
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let module = match parse_source(&mut ctx, &text, &path, ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => {
            eprintln!("memstats: {}", d.message);
            std::process::exit(1);
        }
    };
    let stats = ctx.memory_stats();
    let ops = module.walk_pre_order(&ctx).len();
    println!("{path}: {ops} ops in the module ({} created by the parser)", stats.num_ops);
    print!("{stats}");
    println!("arena bytes per op: {:.1} (IR arenas, used)", stats.ir_bytes_per_op());
}
