// RUN: ods-opt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -inline | FileCheck %s --check-prefix INLINE
// RUN: mlir-opt %s -inline | FileCheck %s --check-prefix INLINE

// CHECK-LABEL: func.func @alloc
// CHECK-NEXT:    %memref = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT:    %memref_0, %asyncToken = gpu.alloc async [%arg1, %arg1] host_shared (%arg0) : memref<?xf32>
// CHECK-NEXT:    %memref_1 = gpu.alloc [%asyncToken] ()[%arg0] : memref<1xf32, #map>
func.func @alloc(%n: index, %t: !gpu.async.token) {
  %0 = gpu.alloc [] () : memref<4xf32>
  %1, %2 = gpu.alloc async [%t, %t] host_shared (%n) : memref<?xf32>
  %3 = gpu.alloc [%2] () [%n] : memref<1xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// gpu ops may be inlined anywhere.
func.func private @make() -> memref<8xf32> {
  %m = gpu.alloc () : memref<8xf32>
  return %m : memref<8xf32>
}
// INLINE-LABEL: func.func @user
// INLINE-NEXT:    %memref = gpu.alloc  () : memref<8xf32>
// INLINE-NEXT:    return %memref
func.func @user() -> memref<8xf32> {
  %m = call @make() : () -> memref<8xf32>
  return %m : memref<8xf32>
}
