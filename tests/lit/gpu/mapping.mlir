// The mapping attributes of the gpu subset, as scf.forall uses them; each
// tool reads the other's output.
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | mlir-opt | FileCheck %s
// RUN: mlir-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s

// CHECK-LABEL: func.func @mapped
// CHECK: } {mapping = [#gpu.thread<x>, #gpu.block<linear_dim_9>, #gpu.warp<z>]}
// CHECK: } {mapping = [#gpu.warpgroup<y>, #gpu.lane<linear_dim_0>]}
func.func @mapped(%n: index) {
  scf.forall (%i, %j, %k) in (%n, %n, %n) {
  } {mapping = [#gpu.thread<x>, #gpu.block<linear_dim_9>, #gpu.warp<z>]}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.warpgroup<"y">, #gpu.lane<linear_dim_0>]}
  return
}
