//! Compile-fail and pass cases of the op definition macros. Regenerate the
//! expected `.stderr` files with `TRYBUILD=overwrite cargo test -p ui-tests`
//! and read every one: it must name the op, field or format token, point at
//! the right span and suggest the fix, with no follow-on errors.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*.rs");
    t.pass("tests/ui/pass/*.rs");
}
