// Custom forms of bufferization.alloc_tensor and bufferization.clone as
// mlir-opt 22 prints them (the CHECK lines are its output), through our
// parser and printer, from the generic form, and read back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @ops(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<*xf32>, %arg3: memref<?xf32>, %arg4: memref<*xf32>) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg1) : tensor<?xf32>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor(%arg0, %arg0) size_hint=%arg0 : tensor<?x?xf32>
// CHECK-NEXT:     %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.alloc_tensor() copy(%arg1) size_hint=%arg0 {foo} : tensor<?xf32>
// CHECK-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg2) : tensor<*xf32>
// CHECK-NEXT:     %6 = bufferization.alloc_tensor() : tensor<*xf32>
// CHECK-NEXT:     %7 = bufferization.alloc_tensor() {memory_space = "gpu"} : tensor<2x2xi8, "enc">
// CHECK-NEXT:     %8 = bufferization.clone %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %9 = bufferization.clone %arg4 {a} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:     %10 = bufferization.clone %arg3 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %11 = bufferization.clone %arg3 : memref<?xf32> to memref<?xi32>
// CHECK-NEXT:     "use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (tensor<?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<4xf32>, tensor<?xf32>, tensor<*xf32>, tensor<*xf32>, tensor<2x2xi8, "enc">, memref<?xf32>, memref<*xf32>, memref<4xf32>, memref<?xi32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @ops(%d: index, %t: tensor<?xf32>, %u: tensor<*xf32>, %m: memref<?xf32>, %r: memref<*xf32>) {
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %2 = bufferization.alloc_tensor(%d, %d) size_hint = %d : tensor<?x?xf32>
  %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %4 = bufferization.alloc_tensor() copy(%t) size_hint=%d {foo} : tensor<?xf32>
  %5 = bufferization.alloc_tensor() copy(%u) : tensor<*xf32>
  %6 = bufferization.alloc_tensor() : tensor<*xf32>
  %7 = bufferization.alloc_tensor() {memory_space = "gpu"} : tensor<2x2xi8, "enc">
  %8 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %9 = bufferization.clone %r {a} : memref<*xf32> to memref<*xf32>
  %10 = bufferization.clone %m : memref<?xf32> to memref<4xf32>
  %11 = bufferization.clone %m : memref<?xf32> to memref<?xi32>
  "use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (tensor<?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<4xf32>, tensor<?xf32>, tensor<*xf32>, tensor<*xf32>, tensor<2x2xi8, "enc">, memref<?xf32>, memref<*xf32>, memref<4xf32>, memref<?xi32>) -> ()
  return
}
