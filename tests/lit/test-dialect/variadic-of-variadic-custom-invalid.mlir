// RUN: ods-opt %s -split-input-file -verify-diagnostics

func.func @count(%a: i32) {
  // `ref` gives the custom directive the groups read before.
  // expected-error @+1 {{custom op 'test.vov_custom' expected 1 groups, the number read before}}
  test.vov_custom [%a : i32] count 2
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @types(%a: i32, %b: i64) {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  test.vov_custom [%a, %b : i32, i32] count 1
  return
}
