// The linalg subset (linalg.fill, linalg.exp, linalg.generic, linalg.yield)
// printed as mlir-opt 22 prints it, and each tool reads the other's output.
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | mlir-opt | FileCheck %s
// RUN: mlir-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s
// The regions the named ops build, in the generic form:
// RUN: ods-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @named
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.fill {foo} ins(%arg0 : f32) outs(%arg2 : memref<4xf32>){{$}}
// CHECK-NEXT: %1 = linalg.exp ins(%arg1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.exp ins(%arg2 : memref<4xf32>) outs(%arg2 : memref<4xf32>){{$}}
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "named"
// GENERIC: "linalg.fill"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[V:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[V]]) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, tensor<4xf32>) -> tensor<4xf32>
// GENERIC: }) {foo} : (f32, memref<4xf32>) -> ()
// GENERIC: "linalg.exp"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: %[[E:.*]] = "math.exp"(%[[X]]) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[E]]) : (f32) -> ()
func.func @named(%s: f32, %t: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4xf32>) {foo}
  %1 = linalg.exp ins(%t : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  linalg.exp ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// The block arguments are named `%in` and `%out`, uniqued when nested;
// iterator types print as strings, other attributes after `attrs =`.
// CHECK-LABEL: func.func @generic
// CHECK-NEXT: %0 = linalg.generic {doc = "d", indexing_maps = [#map, #map], iterator_types = ["parallel"], library_call = "lib"} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) attrs =  {bar = 1 : i64} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["reduction"]} ins(%arg1 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in_0: f32, %out_1: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// GENERIC-LABEL: sym_name = "generic"
// GENERIC: "linalg.generic"(%{{.*}}, %{{.*}}) <{doc = "d", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], library_call = "lib", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: iterator_types = [#linalg.iterator_type<reduction>]
// GENERIC: }) {bar = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
func.func @generic(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"], library_call = "lib", doc = "d"}
      ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) attrs = {bar = 1} {
  ^bb0(%a: f32, %b: f32):
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["reduction"]}
        ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
    ^bb0(%c: f32, %d: f32):
      %1 = arith.addf %a, %c : f32
      linalg.yield %1 : f32
    }
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
