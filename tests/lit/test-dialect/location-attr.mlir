// RUN: ods-opt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// `LocationAttr` in an op's format (test.op_with_loc_attr of MLIR's test
// dialect): any location, printed through the `#loc` aliases.

// CHECK-DAG: #[[FOO:loc[0-9]*]] = loc("foo":1:2)
// CHECK-DAG: #[[UNKNOWN:loc[0-9]*]] = loc(unknown)
// CHECK-DAG: #[[A:loc[0-9]*]] = loc("a")
// CHECK-DAG: #[[FUSED:loc[0-9]*]] = loc(fused[#[[A]], #{{loc[0-9]*}}])
// CHECK: test.op_with_loc_attr #[[FOO]]
// In the generic form the property prints through its alias too.
// GENERIC-DAG: #[[GFOO:loc[0-9]*]] = loc("foo":1:2)
// GENERIC: "test.op_with_loc_attr"() <{loc_attr = #[[GFOO]]}>
test.op_with_loc_attr loc("foo":1:2)
// CHECK: test.op_with_loc_attr #[[UNKNOWN]] {x = #[[A]]}
test.op_with_loc_attr loc(unknown) {x = loc("a")}
// CHECK: test.op_with_loc_attr #[[FUSED]]
"test.op_with_loc_attr"() {loc_attr = loc(fused["a", "b"])} : () -> ()
