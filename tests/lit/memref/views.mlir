// Custom forms of the reassociative reshapes, reinterpret_cast and
// extract_strided_metadata as mlir-opt 22 prints them (the CHECK lines are
// its output), through our parser and printer, from the generic form, and
// read back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @reshapes(%arg0: memref<?x32xf32>, %arg1: memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>>, %arg2: index, %arg3: memref<*xf32>, %arg4: memref<8x4xf32, strided<[4, 1], offset: 2>>) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
// CHECK-NEXT:     %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> into memref<32x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %expand_shape_1 = memref.expand_shape %arg4 {{\[\[}}0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32, strided<[4, 1], offset: 2>> into memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [%arg2], sizes: [10, %arg2], strides: [%arg2, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?x32xf32> to memref<4xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:     %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %reinterpret_cast_2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:     %collapse_shape_7 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT:     "test.use"(%expand_shape, %collapse_shape, %collapse_shape_0, %expand_shape_1, %reinterpret_cast, %base_buffer, %offset, %sizes#0, %strides#1) : (memref<?x4x32xf32>, memref<?x32xf32>, memref<32x?xf32, strided<[?, 1], offset: ?>>, memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>, memref<10x?xf32, strided<[?, 1], offset: ?>>, memref<f32>, index, index, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @reshapes(%m: memref<?x32xf32>, %s: memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>>, %n: index, %u: memref<*xf32>, %t: memref<8x4xf32, strided<[4, 1], offset: 2>>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  %c2 = memref.collapse_shape %s [[0, 1], [2]] : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> into memref<32x?xf32, strided<[?, 1], offset: ?>>
  %e2 = memref.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32, strided<[4, 1], offset: 2>> into memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>
  %r = memref.reinterpret_cast %u to offset: [%n], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %r2 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?x32xf32> to memref<4xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %s : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %r2 : memref<4xf32> -> memref<f32>, index, index, index
  %one = memref.alloc() : memref<1x1xf32>
  %c0 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  "test.use"(%e, %c, %c2, %e2, %r, %base, %offset, %sizes#0, %strides#1) : (memref<?x4x32xf32>, memref<?x32xf32>, memref<32x?xf32, strided<[?, 1], offset: ?>>, memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>, memref<10x?xf32, strided<[?, 1], offset: ?>>, memref<f32>, index, index, index) -> ()
  return
}
