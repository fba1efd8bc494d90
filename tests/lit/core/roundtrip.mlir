// The core syntax without dialects: ods-opt's output is what mlir-opt 22
// prints, and each tool reads the other's output.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | mlir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: module {
// CHECK-NEXT: %0:2 = "foo.pair"() <{p = 1 : i32}> {a = dense<[1, 2]> : tensor<2xi8>} : () -> (i32, f32)
// CHECK-NEXT: "foo.use"(%0#1, %0#0) : (f32, i32) -> ()
// CHECK-NEXT: "foo.cfg"() ({
// CHECK-NEXT:   "foo.br"(%0#0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:   "foo.ret"(%2) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %1 = "foo.m"() : () -> memref<4x4xf32, #map>
// CHECK-NEXT: "foo.f"() {x = 0x7FC00000 : f32, y = 1.000000e-01 : f64, z = @a::@"b c"} : () -> ()
// CHECK-NEXT: }
%0:2 = "foo.pair"() <{p = 1 : i32}> {a = dense<[1, 2]> : tensor<2xi8>} : () -> (i32, f32)
"foo.use"(%0#1, %0#0) : (f32, i32) -> ()
"foo.cfg"() ({
  "foo.br"(%0#0)[^next] : (i32) -> ()
^next(%v: i32):
  "foo.ret"(%v) : (i32) -> ()
}) : () -> ()
"foo.m"() : () -> memref<4x4xf32, affine_map<(i, j) -> (j, i)>>
"foo.f"() {x = 0x7FC00000 : f32, y = 0.1 : f64, z = @a::@"b c"} : () -> ()
