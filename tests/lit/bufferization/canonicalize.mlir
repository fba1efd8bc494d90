// bufferization.clone's fold (casts of its input) and canonicalization
// (a clone whose result or source is freed in its block is its source, the
// free going; not when both are freed in one block, when one is freed
// twice, or when another free comes between), and alloc_tensor's (constant
// sizes into the type, dim of a dynamic size); the CHECK lines are
// mlir-opt 22's output (the same in both traversal orders).
// RUN: ods-opt -canonicalize="test-convergence" %s | FileCheck %s
// RUN: ods-opt -canonicalize="test-convergence top-down=0" %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @clone_then_free_clone() -> memref<5xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_then_free_source(%arg0: f32) -> memref<5xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0] : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @both_freed_in_one_block() {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = bufferization.clone %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<5xf32>
// CHECK-NEXT:     memref.dealloc %0 : memref<5xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @freed_twice(%arg0: i1) -> memref<5xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = bufferization.clone %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.dealloc %0 : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     memref.dealloc %0 : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_free_between(%arg0: memref<5xf32>) -> memref<5xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = bufferization.clone %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<5xf32>
// CHECK-NEXT:     memref.dealloc %0 : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @free_in_other_block(%arg0: i1) -> memref<5xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = bufferization.clone %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.dealloc %0 : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %0 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_back(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @other_element_type() -> memref<5xi32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %0 = bufferization.clone %alloc : memref<5xf32> to memref<5xi32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<5xf32>
// CHECK-NEXT:     return %0 : memref<5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_view() -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[1] [2] [1] : memref<5xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_clone(%arg0: memref<?xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_cast(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensor_sizes(%arg0: index) -> (tensor<?x?x?xf32>, tensor<?xf32>, index, index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?x5x7xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<?x5x7xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor(%c-1) : tensor<?xf32>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor(%arg0, %arg0) : tensor<?x4x?xf32>
// CHECK-NEXT:     %dim = tensor.dim %2, %c3 : tensor<?x4x?xf32>
// CHECK-NEXT:     %3 = bufferization.alloc_tensor() copy(%1) : tensor<?xf32>
// CHECK-NEXT:     return %cast, %3, %arg0, %c4, %dim, %c-1 : tensor<?x?x?xf32>, tensor<?xf32>, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @clone_then_free_clone() -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
}

func.func @clone_then_free_source(%x: f32) -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  %i = arith.constant 0 : index
  memref.store %x, %c[%i] : memref<5xf32>
  memref.dealloc %a : memref<5xf32>
  return %c : memref<5xf32>
}

func.func @both_freed_in_one_block() {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  memref.dealloc %a : memref<5xf32>
  memref.dealloc %c : memref<5xf32>
  return
}

func.func @freed_twice(%b: i1) -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
^bb2:
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
}

func.func @other_free_between(%o: memref<5xf32>) -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  memref.dealloc %o : memref<5xf32>
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
}

func.func @free_in_other_block(%b: i1) -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
^bb2:
  return %c : memref<5xf32>
}

func.func @cast_back(%d: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<?xf32>
  memref.dealloc %a : memref<5xf32>
  return %c : memref<?xf32>
}

func.func @other_element_type() -> memref<5xi32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xi32>
  memref.dealloc %a : memref<5xf32>
  return %c : memref<5xi32>
}

func.func @clone_of_view() -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<5xf32>
  %v = memref.subview %a[1] [2] [1] : memref<5xf32> to memref<2xf32, strided<[1], offset: 1>>
  %c = bufferization.clone %v : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<5xf32>
  return %c : memref<2xf32, strided<[1], offset: 1>>
}

func.func @unused_clone(%m: memref<?xf32>) {
  %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return
}

func.func @clone_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %k = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c = bufferization.clone %k : memref<?xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

func.func @alloc_tensor_sizes(%d: index) -> (tensor<?x?x?xf32>, tensor<?xf32>, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %m1 = arith.constant -1 : index
  %i7 = index.constant 7
  %0 = bufferization.alloc_tensor(%d, %c5, %i7) size_hint=%d {memory_space = 1 : i64} : tensor<?x?x?xf32>
  %1 = bufferization.alloc_tensor(%m1) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = bufferization.alloc_tensor(%d, %d) : tensor<?x4x?xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?x4x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x4x?xf32>
  %d3 = tensor.dim %t, %c3 : tensor<?x4x?xf32>
  %x = bufferization.alloc_tensor() copy(%1) : tensor<?xf32>
  %dx = tensor.dim %x, %c0 : tensor<?xf32>
  return %0, %x, %d0, %d1, %d3, %dx : tensor<?x?x?xf32>, tensor<?xf32>, index, index, index, index
}
