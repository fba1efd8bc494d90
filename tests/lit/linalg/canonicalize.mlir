// -canonicalize on the linalg subset, as mlir-opt 22 does it.
// RUN: ods-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: mlir-opt %s -canonicalize -split-input-file | FileCheck %s

// A tensor.cast that only forgets static sizes is read through
// (FoldTensorCastProducerOp, the ops being destination-style); ops on
// tensors whose results are unused go, those writing a buffer stay.
// CHECK-LABEL: func.func @cast_producer
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
func.func @cast_producer(%t: tensor<4xf32>, %s: f32) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: return
func.func @dead(%t: tensor<4xf32>, %m: memref<4xf32>, %s: f32) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4xf32>)
  return
}

// A memref.cast of a ranked memref is read through (the ops' folders).
// CHECK-LABEL: func.func @memref_cast
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: return
func.func @memref_cast(%m: memref<4xf32>, %s: f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  linalg.fill ins(%s : f32) outs(%c : memref<?xf32>)
  linalg.exp ins(%c : memref<?xf32>) outs(%c : memref<?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%c : memref<?xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

// A generic op that only yields its block arguments under equal maps is
// a copy: on tensors its results are the operands (cast when needed), on
// one buffer it does nothing.
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @identity_tensors
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: return %cast, %arg1 : tensor<4xf32>, tensor<4xf32>
func.func @identity_tensors(%t: tensor<?xf32>, %u: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %b : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// Kept: two buffers, a yielded value from outside, maps that differ.
// CHECK-LABEL: func.func @identity_buffers
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK: linalg.yield %in : f32
// CHECK: linalg.generic {{.*}} ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK: linalg.yield %arg2 : f32
// CHECK: linalg.generic {indexing_maps = [#map, #map1]
// CHECK: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @identity_buffers(%m: memref<4xf32>, %n: memref<4xf32>, %s: f32) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0) -> (3 - d0)>], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
