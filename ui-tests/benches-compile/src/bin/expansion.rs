//! Prints the size of the macro's expansion per op of `src/lib.rs`: bytes
//! of the expanded text and token trees.

fn count(ts: proc_macro2::TokenStream) -> usize {
    ts.into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Group(g) => 1 + count(g.stream()),
            _ => 1,
        })
        .sum()
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "src/lib.rs".into());
    let text = std::fs::read_to_string(&path).expect("read the dialect");
    let file = syn::parse_file(&text).expect("parse the dialect");
    let (mut ops, mut bytes, mut tokens, mut input_bytes) = (0usize, 0usize, 0usize, 0usize);
    let mut expand_time = std::time::Duration::ZERO;
    for item in &file.items {
        let syn::Item::Struct(s) = item else { continue };
        if !s.attrs.iter().any(|a| a.path().is_ident("derive") && quote::quote!(#a).to_string().contains("Op")) {
            continue;
        }
        let input = quote::quote!(#s);
        input_bytes += input.to_string().len();
        let t0 = std::time::Instant::now();
        let out = ods_model::derive_op(input);
        expand_time += t0.elapsed();
        // `ODS_SHOW=1`: the first op's expansion; `ODS_SHOW=ForOp`: that op's.
        let show = std::env::var("ODS_SHOW").ok();
        if show.as_deref().is_some_and(|name| (name == "1" && ops == 0) || s.ident == name) {
            println!("{out}");
        }
        bytes += out.to_string().len();
        tokens += count(out);
        ops += 1;
    }
    println!(
        "{ops} ops: expansion {bytes} bytes ({} per op), {tokens} token trees ({} per op); input {} bytes per op",
        bytes / ops.max(1),
        tokens / ops.max(1),
        input_bytes / ops.max(1)
    );
    println!(
        "expansion time: {:.2} ms per op (this build's profile)",
        expand_time.as_secs_f64() * 1000.0 / ops.max(1) as f64
    );
}
