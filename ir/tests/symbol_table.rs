//! Symbol lookup on parsed IR (`ods_ir::symbol_table`).

use ods_ir::parse::{parse_source, ParseOptions};
use ods_ir::symbol_table::*;
use ods_ir::{Context, OpId};

#[test]
fn lookup_resolves_in_the_nearest_table_only() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let src = r#"
module {
  "t.wrap"() ({
    "t.def"() {sym_name = "f"} : () -> ()
    "t.use"() {refs = [@g, {x = @f::@h}]} : () -> ()
  }) : () -> ()
  "t.def"() {sym_name = "f", sym_visibility = "private"} : () -> ()
  "t.def"() {sym_name = "k"} : () -> ()
}
"#;
    let module = parse_source(&mut ctx, src, "t.mlir", ParseOptions::default()).expect("parses");
    let top: Vec<OpId> = module.regions(&ctx)[0].blocks(&ctx)[0].op_iter(&ctx).collect();
    let (wrap, private_f, k) = (top[0], top[1], top[2]);
    let inner: Vec<OpId> = wrap.regions(&ctx)[0].blocks(&ctx)[0].op_iter(&ctx).collect();
    let (inner_f, user) = (inner[0], inner[1]);

    // `t.wrap` is no symbol table, so `user` resolves in the module.
    assert_eq!(nearest_symbol_table(&ctx, user), Some(module));
    assert_eq!(nearest_symbol_table(&ctx, module), None);
    assert_eq!(lookup_nearest_symbol_from(&ctx, user, "f"), Some(private_f));
    assert_eq!(lookup_symbol_in(&ctx, module, "k"), Some(k));
    assert_eq!(lookup_symbol_in(&ctx, module, "g"), None);
    assert_eq!(symbol_name(&ctx, inner_f), Some("f"));
    assert!(is_private(&ctx, private_f) && !is_private(&ctx, k));

    let uses = symbol_uses(&ctx, module);
    let mut names: Vec<&str> = uses.iter().map(|&s| ctx.str(s)).collect();
    names.sort();
    assert_eq!(names, ["f", "g"]);
    let refs = user.attr_by_str(&ctx, "refs").expect("refs");
    assert_eq!(symbol_ref_root(&ctx, refs), None);
}
