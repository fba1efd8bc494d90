// Custom forms of affine.load, affine.store, affine.vector_load and
// affine.vector_store (maps of SSA ids, with `symbol(...)`) as mlir-opt 22
// prints them (the CHECK lines are its output), through our parser and
// printer, from the generic form, and read back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<100x100xf32>, %arg1: memref<10xvector<4xf32>>, %arg2: memref<f32>, %arg3: index, %arg4: f32) {
// CHECK-NEXT:     affine.for %arg5 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg6 = 0 to %arg3 {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg5 + 3, %arg6 + 7] : memref<100x100xf32>
// CHECK-NEXT:         %3 = affine.load %arg0[%arg5 + symbol(%arg3), %arg6 * 2 + symbol(%arg3) - 1] : memref<100x100xf32>
// CHECK-NEXT:         %4 = affine.load %arg0[%arg5, symbol(%arg3) floordiv 4] {foo = 1 : i64} : memref<100x100xf32>
// CHECK-NEXT:         %5 = affine.load %arg2[] : memref<f32>
// CHECK-NEXT:         %6 = affine.load %arg0[-%arg5 + 99, (%arg5 + %arg6) mod 8] : memref<100x100xf32>
// CHECK-NEXT:         %7 = affine.load %arg0[%arg5 floordiv 0, %arg5 mod -2] : memref<100x100xf32>
// CHECK-NEXT:         affine.store %arg4, %arg0[%arg5, %arg6] : memref<100x100xf32>
// CHECK-NEXT:         affine.store %2, %arg0[symbol(%arg3), %arg5 + %arg6] {bar} : memref<100x100xf32>
// CHECK-NEXT:         affine.store %arg4, %arg2[] : memref<f32>
// CHECK-NEXT:         %8 = affine.vector_load %arg0[%arg5, %arg6 * 8] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:         affine.vector_store %8, %arg0[%arg5, %arg6 * 8] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:         %9 = affine.vector_load %arg0[%arg5, %arg6] : memref<100x100xf32>, vector<2x4xf32>
// CHECK-NEXT:         %10 = affine.load %arg1[%arg5] : memref<10xvector<4xf32>>
// CHECK-NEXT:         "use"(%2, %3, %4, %5, %6, %9, %10, %7) : (f32, f32, f32, f32, f32, vector<2x4xf32>, vector<4xf32>, f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %1 = affine.load %arg0[%c3, %arg3 * 2] : memref<100x100xf32>
// CHECK-NEXT:     "use"(%0, %1) : (f32, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%m: memref<100x100xf32>, %v: memref<10xvector<4xf32>>, %z: memref<f32>, %n: index, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %0 = affine.load %m[%i + 3, %j + 7] : memref<100x100xf32>
      %1 = affine.load %m[%i + symbol(%n), %j * 2 + symbol(%n) - 1] : memref<100x100xf32>
      %2 = affine.load %m[%i, symbol(%n) floordiv 4] {foo = 1} : memref<100x100xf32>
      %3 = affine.load %z[] : memref<f32>
      %4 = affine.load %m[-%i + 99, (%j + %i) mod 8] : memref<100x100xf32>
      %8 = affine.load %m[%i floordiv 0, %i mod -2] : memref<100x100xf32>
      affine.store %f, %m[%i, %j] : memref<100x100xf32>
      affine.store %0, %m[symbol(%n), %i + %j] {bar} : memref<100x100xf32>
      affine.store %f, %z[] : memref<f32>
      %5 = affine.vector_load %m[%i, %j * 8] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %5, %m[%i, %j * 8] : memref<100x100xf32>, vector<8xf32>
      %6 = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<2x4xf32>
      %7 = affine.load %v[%i] : memref<10xvector<4xf32>>
      "use"(%0, %1, %2, %3, %4, %6, %7, %8) : (f32, f32, f32, f32, f32, vector<2x4xf32>, vector<4xf32>, f32) -> ()
    }
  }
  %a = affine.load %m[%n, %n] : memref<100x100xf32>
  %c = arith.constant 3 : index
  %b = affine.load %m[%c, 2 * %n] : memref<100x100xf32>
  "use"(%a, %b) : (f32, f32) -> ()
  return
}
