// Custom forms of realloc, memory_space_cast, dma_start,
// extract_aligned_pointer_as_index, distinct_objects, dma_wait and
// generic_atomic_rmw and atomic_rmw as mlir-opt 22 prints them (the CHECK lines are its
// output), through our parser and printer, from the generic form, and read
// back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @misc(%arg0: memref<?xf32>, %arg1: index, %arg2: memref<4xf32, 5>, %arg3: memref<*xf32, 5>, %arg4: memref<1xi32>, %arg5: index, %arg6: memref<4xf32>, %arg7: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %1 = memref.realloc %arg6 {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg2 : memref<4xf32, 5> to memref<4xf32>
// CHECK-NEXT:     %memspacecast_0 = memref.memory_space_cast %arg3 : memref<*xf32, 5> to memref<*xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg6 : memref<4xf32> -> index
// CHECK-NEXT:     %2:2 = memref.distinct_objects %arg6, %arg7 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     memref.dma_wait %arg4[%arg5], %arg1 : memref<1xi32>
// CHECK-NEXT:     %3 = memref.generic_atomic_rmw %arg6[%arg5] : memref<4xf32> {
// CHECK-NEXT:     ^bb0(%arg8: f32):
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %4 = arith.addf %arg8, %cst : f32
// CHECK-NEXT:       memref.atomic_yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0, %1, %memspacecast, %memspacecast_0, %intptr, %2#0, %2#1) : (memref<?xf32>, memref<8xf32>, memref<4xf32>, memref<*xf32>, index, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:     memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:     memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:     memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @armw(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     %1 = memref.atomic_rmw maxs %arg4, %arg1[%arg2] {foo} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:     %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     return %0, %1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @misc(%m: memref<?xf32>, %n: index, %s: memref<4xf32, 5>, %u: memref<*xf32, 5>, %t: memref<1xi32>, %i: index, %a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  %r2 = memref.realloc %a {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
  %c = memref.memory_space_cast %s : memref<4xf32, 5> to memref<4xf32>
  %cu = memref.memory_space_cast %u : memref<*xf32, 5> to memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %d:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %one = arith.constant 1.0 : f32
    %inc = arith.addf %cur, %one : f32
    memref.atomic_yield %inc : f32
  }
  "test.use"(%r, %r2, %c, %cu, %p, %d#0, %d#1) : (memref<?xf32>, memref<8xf32>, memref<4xf32>, memref<*xf32>, index, memref<4xf32>, memref<4xf32>) -> ()
  return %x : f32
}
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  return
}
func.func @armw(%m: memref<10xf32>, %mi: memref<10xi32>, %i: index, %v: f32, %w: i32) -> (f32, i32) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maxs %w, %mi[%i] {foo} : (i32, memref<10xi32>) -> i32
  %z = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %x, %y : f32, i32
}
