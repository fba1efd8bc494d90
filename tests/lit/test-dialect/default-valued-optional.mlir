// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// `DefaultValuedOptionalAttr`: absent stays absent (the generic form shows
// it), a value equal to the default is kept but not printed by the format.

// CHECK-LABEL: func.func @defaults
// GENERIC-LABEL: sym_name = "defaults"
func.func @defaults() {
  // CHECK-NEXT: test.default_valued_optional{{$}}
  // GENERIC-NEXT: "test.default_valued_optional"() <{tag = "bar"}> : () -> ()
  test.default_valued_optional
  // CHECK-NEXT: test.default_valued_optional{{$}}
  // GENERIC-NEXT: "test.default_valued_optional"() <{count = 5 : i32, label = "foo", tag = "bar"}> : () -> ()
  test.default_valued_optional 5 "foo"
  // CHECK-NEXT: test.default_valued_optional 7 "baz"{{$}}
  // GENERIC-NEXT: "test.default_valued_optional"() <{count = 7 : i32, label = "baz", tag = "bar"}> : () -> ()
  test.default_valued_optional 7 "baz"
  // CHECK-NEXT: test.default_valued_optional 3 {tag = "x"}{{$}}
  // GENERIC-NEXT: "test.default_valued_optional"() <{count = 3 : i32, tag = "x"}> : () -> ()
  test.default_valued_optional 3 {tag = "x"}
  // CHECK-NEXT: test.default_valued_optional{{$}}
  // GENERIC-NEXT: "test.default_valued_optional"() <{count = 5 : i32, tag = "bar"}> : () -> ()
  "test.default_valued_optional"() <{count = 5 : i32}> : () -> ()
  return
}
