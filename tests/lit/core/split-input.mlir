// -split-input-file prints each chunk with the split marker between them,
// and an error in one chunk does not stop the others.
// RUN: not ods-opt -allow-unregistered-dialect -split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: not mlir-opt -allow-unregistered-dialect -split-input-file %s 2>%t.mlir.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.mlir.err

// CHECK: "foo.first"() : () -> ()
// CHECK: {{^}}// {{-----}}
// CHECK-NOT: foo.bad
// CHECK: {{^}}// {{-----}}
// CHECK: "foo.third"() {a = 1 : i64} : () -> ()
"foo.first"() : () -> ()

// -----

// ERR: split-input.mlir:[[@LINE+1]]:20: error: expected ':' followed by operation type
"foo.bad"() {a = 1}
"foo.next"() : () -> ()

// -----

"foo.third"() {a = 1} : () -> ()
