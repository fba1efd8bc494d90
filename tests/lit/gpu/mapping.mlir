// The device mapping attributes, as scf.forall's `mapping` holds them.
// RUN: ods-opt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | mlir-opt | FileCheck %s
// RUN: mlir-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s

// CHECK-LABEL: func.func @forall
// CHECK: } {mapping = [#gpu.thread<y>, #gpu.block<linear_dim_9>]}
func.func @forall(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = scf.forall (%i, %j) in (2, 3) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<y>, #gpu.block<linear_dim_9>]}
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @all
// CHECK-SAME: a = [#gpu.thread<x>, #gpu.block<z>, #gpu.warp<linear_dim_0>, #gpu.warpgroup<y>, #gpu.lane<linear_dim_5>]
func.func @all() attributes {a = [#gpu.thread<x>, #gpu.block<z>, #gpu.warp<linear_dim_0>, #gpu.warpgroup<y>, #gpu.lane<"linear_dim_5">]} {
  return
}

// A mask maps no loop; a short negative literal wraps into its uint64_t.
// CHECK-LABEL: func.func @masked
// CHECK: } {mapping = [#gpu.thread<x>, #gpu.mask<18446744073709551615>]}
func.func @masked(%n: index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<-1>]}
  return
}
