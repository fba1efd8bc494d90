// Folds and patterns across Shape ops (an inlined shape.assuming, partial
// broadcast folding, commutative operand order, duplicate operands, size and
// index arithmetic) and where the constants land: the CHECK lines are
// mlir-opt 22's output, in both traversal orders.
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence" %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence top-down=0" %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: !shape.shape, %arg1: tensor<?xindex>, %arg2: index) -> (!shape.size, index, i1, !shape.witness) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = shape.const_shape [3, 2] : tensor<2xindex>
// CHECK-NEXT: %c3_0 = shape.const_size 3
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = shape.add %arg2, %c3_0 : index, !shape.size -> !shape.size
// CHECK-NEXT: %2 = shape.shape_eq %arg0, %arg0 : !shape.shape, !shape.shape
// CHECK-NEXT: %3 = shape.broadcast %arg1, %0 : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
// CHECK-NEXT: %4 = shape.cstr_broadcastable %3, %arg1 : tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: %5 = shape.mul %arg2, %c0 : index, index -> index
// CHECK-NEXT: %6 = shape.div %arg2, %arg2 : index, index -> index
// CHECK-NEXT: %7 = shape.concat %arg0, %arg0 : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %8 = shape.rank %7 : !shape.shape -> !shape.size
// CHECK-NEXT: %9 = shape.add %8, %1 : !shape.size, !shape.size -> !shape.size
// CHECK-NEXT: %10 = shape.size_to_index %9 : !shape.size
// CHECK-NEXT: %11 = shape.add %10, %5 : index, index -> index
// CHECK-NEXT: %12 = shape.add %11, %c2 : index, index -> index
// CHECK-NEXT: %13 = shape.add %12, %c3 : index, index -> index
// CHECK-NEXT: %14 = shape.add %13, %arg2 : index, index -> index
// CHECK-NEXT: %15 = shape.add %14, %6 : index, index -> index
// CHECK-NEXT: %16 = shape.from_extents %15, %c0 : index, index
// CHECK-NEXT: %17 = shape.to_extent_tensor %16 : !shape.shape -> tensor<2xindex>
// CHECK-NEXT: %18 = shape.index_to_size %15
// CHECK-NEXT: %19 = shape.is_broadcastable %arg0, %16 : !shape.shape, !shape.shape
// CHECK-NEXT: "test.sink"(%17, %2, %19) : (tensor<2xindex>, i1, i1) -> ()
// CHECK-NEXT: return %18, %15, %2, %4 : !shape.size, index, i1, !shape.witness
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @a(%arg0: !shape.shape, %arg1: tensor<?xindex>, %i: index) -> (!shape.size, index, i1, !shape.witness) {
  %c0 = arith.constant 0 : index
  %w = shape.const_witness true
  %r:2 = shape.assuming %w -> (!shape.size, index) {
    %s = shape.const_size 3
    %t = shape.add %s, %i : !shape.size, index -> !shape.size
    %u = shape.add %i, %c0 : index, index -> index
    shape.assuming_yield %t, %u : !shape.size, index
  }
  %e = shape.shape_eq %arg0, %arg0 : !shape.shape, !shape.shape
  %cs = shape.const_shape [1, 2] : tensor<2xindex>
  %cs2 = shape.const_shape [3, 1] : tensor<2xindex>
  %b = shape.broadcast %arg1, %cs, %cs2 : tensor<?xindex>, tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>
  %w2 = shape.cstr_broadcastable %b, %arg1 : tensor<?xindex>, tensor<?xindex>
  %m = shape.mul %i, %c0 : index, index -> index
  %d = shape.div %i, %i : index, index -> index
  %ne = shape.num_elements %cs : tensor<2xindex> -> index
  %x = shape.get_extent %cs2, %c0 : tensor<2xindex>, index -> index
  %y = shape.max %arg0, %arg0 : !shape.shape, !shape.shape -> !shape.shape
  %z = shape.concat %y, %arg0 : !shape.shape, !shape.shape -> !shape.shape
  %rk = shape.rank %z : !shape.shape -> !shape.size
  %sum = shape.add %rk, %r#0 : !shape.size, !shape.size -> !shape.size
  %idx = shape.size_to_index %sum : !shape.size
  %q = shape.add %idx, %m : index, index -> index
  %q2 = shape.add %q, %ne : index, index -> index
  %q3 = shape.add %q2, %x : index, index -> index
  %q4 = shape.add %q3, %r#1 : index, index -> index
  %q5 = shape.add %q4, %d : index, index -> index
  %fs = shape.from_extents %q5, %c0 : index, index
  %ex = shape.to_extent_tensor %fs : !shape.shape -> tensor<2xindex>
  %sz = shape.index_to_size %q5
  %w3 = shape.assuming_all %w2, %w, %w2
  %ib = shape.is_broadcastable %arg0, %arg0, %fs : !shape.shape, !shape.shape, !shape.shape
  "test.sink"(%ex, %e, %ib) : (tensor<2xindex>, i1, i1) -> ()
  return %sz, %q5, %e, %w3 : !shape.size, index, i1, !shape.witness
}
