// Custom forms of the memref ops as mlir-opt 22 prints them (the CHECK
// lines are its output), through our parser and printer, from the generic
// form, and read back by mlir-opt.
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s
// RUN: ods-opt %s | mlir-opt | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
// CHECK-NEXT:   memref.global @u : memref<3xf32> = uninitialized
// CHECK-NEXT:   memref.global @e : memref<2x2xf32> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @ops(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<*xf32>, %arg4: memref<2048xi8>, %arg5: memref<1xindex>) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32, 1>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg0, %arg1] : memref<4x?xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg0, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg0, %arg1] : memref<4x?xf32>
// CHECK-NEXT:     %1 = memref.load %alloc_0[%arg0] {alignment = 8 : i64} : memref<8xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_3 = memref.cast %arg3 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_4 = memref.cast %alloc_0 : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %dim = memref.dim %alloc, %arg1 : memref<4x?xf32>
// CHECK-NEXT:     %dim_5 = memref.dim %arg3, %arg1 : memref<*xf32>
// CHECK-NEXT:     %2 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT:     memref.copy %alloc, %cast : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[1, %arg0] [2, %arg1] [1, 2] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT:     %subview_6 = memref.subview %alloc_0[1] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 1>>
// CHECK-NEXT:     %subview_7 = memref.subview %alloc[0, 0] [1, %arg1] [1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     %view = memref.view %arg4[%arg0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     memref.prefetch %alloc[%arg0, %arg1], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT:     memref.prefetch %alloc_0[%arg0], write, locality<0>, instr : memref<8xf32>
// CHECK-NEXT:     %assume_align = memref.assume_alignment %alloc_0, 16 : memref<8xf32>
// CHECK-NEXT:     %3 = memref.get_global @c : memref<2xi32>
// CHECK-NEXT:     %reshape = memref.reshape %alloc_0(%arg5) : (memref<8xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT:     %4 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       %alloca_8 = memref.alloca() : memref<f32>
// CHECK-NEXT:       memref.alloca_scope.return %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca_8 = memref.alloca() : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT:     memref.dealloc %arg3 : memref<*xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
memref.global @u : memref<3xf32> = uninitialized
memref.global @e : memref<2x2xf32> {alignment = 64 : i64}
func.func @ops(%i: index, %j: index, %v: f32, %u: memref<*xf32>, %b: memref<2048xi8>, %shape: memref<1xindex>) -> f32 {
  %a = memref.alloc(%i) : memref<4x?xf32>
  %al = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
  %s = memref.alloc()[%i] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %st = memref.alloca(%i) : memref<?xf32, 1>
  memref.store %v, %a[%i, %j] : memref<4x?xf32>
  memref.store %v, %a[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %l = memref.load %a[%i, %j] : memref<4x?xf32>
  %l2 = memref.load %al[%i] {nontemporal = false, alignment = 8 : i64} : memref<8xf32>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %cu = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %cr = memref.cast %u : memref<*xf32> to memref<?xf32>
  %cs = memref.cast %al : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  %d = memref.dim %a, %j : memref<4x?xf32>
  %du = memref.dim %u, %j : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  memref.copy %a, %c : memref<4x?xf32> to memref<?x?xf32>
  %sv = memref.subview %a[1, %i][2, %j][1, 2] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
  %sv2 = memref.subview %al[1][3][2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 1>>
  %sv3 = memref.subview %a[0, 0][1, %j][1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %vw = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  memref.prefetch %a[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %al[%i], write, locality<0>, instr : memref<8xf32>
  %aa = memref.assume_alignment %al, 16 : memref<8xf32>
  %g = memref.get_global @c : memref<2xi32>
  %rs = memref.reshape %al(%shape) : (memref<8xf32>, memref<1xindex>) -> memref<?xf32>
  %sc = memref.alloca_scope -> (f32) {
    %x = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %y = memref.alloca() : memref<f32>
  }
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %u : memref<*xf32>
  return %l : f32
}
