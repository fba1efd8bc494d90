// Custom forms of the Shape, tensor and ub ops as mlir-opt 22 prints them
// (the CHECK lines are its output), through our parser and printer, from the
// generic form, and read back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module attributes {shape.lib = [@shape_lib]} {
// CHECK-NEXT: shape.function_library @shape_lib {
// CHECK-NEXT: func @same_result_shape(%arg0: !shape.value_shape) -> !shape.shape {
// CHECK-NEXT: %0 = shape_of %arg0 : !shape.value_shape -> !shape.shape
// CHECK-NEXT: return %0 : !shape.shape
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: !shape.value_shape) -> !shape.shape {
// CHECK-NEXT: %0 = shape.shape_of %arg0 : !shape.value_shape -> !shape.shape
// CHECK-NEXT: return %0 : !shape.shape
// CHECK-NEXT: }
// CHECK-NEXT: } mapping {test.same_operand_result_type = @same_result_shape}
// CHECK-NEXT: func.func @misc(%arg0: tensor<3xi32>, %arg1: !shape.size, %arg2: !shape.shape, %arg3: !shape.witness, %arg4: index, %arg5: !shape.value_shape) {
// CHECK-NEXT: %0 = shape.value_as_shape %arg0 : tensor<3xi32> -> !shape.shape
// CHECK-NEXT: %1 = "shape.debug_print"(%arg1) : (!shape.size) -> !shape.size
// CHECK-NEXT: shape.assuming %arg3 {
// CHECK-NEXT: "test.sink"(%arg1) : (!shape.size) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %2 = shape.reduce(%arg2, %arg4) : !shape.shape -> index {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: !shape.size, %arg8: index):
// CHECK-NEXT: shape.yield %arg8 : index
// CHECK-NEXT: }
// CHECK-NEXT: %3 = ub.poison : index
// CHECK-NEXT: %4 = shape.const_shape  {foo}[1, 2] : tensor<2xindex>
// CHECK-NEXT: %5 = ub.poison : !shape.size
// CHECK-NEXT: %6 = shape.from_extents %arg4, %arg1 : index, !shape.size
// CHECK-NEXT: %7 = shape.index_to_size %arg4
// CHECK-NEXT: %8 = shape.size_to_index %arg1 : !shape.size
// CHECK-NEXT: %9 = shape.dim %arg0, %arg4 : tensor<3xi32>, index -> index
// CHECK-NEXT: %10 = shape.num_elements %arg2 : !shape.shape -> !shape.size
// CHECK-NEXT: %head, %tail = "shape.split_at"(%arg2, %arg4) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
// CHECK-NEXT: %11 = shape.broadcast %arg2, %arg2 {error = "x"} : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %12 = shape.const_witness true
// CHECK-NEXT: %13 = shape.assuming_all %arg3, %12
// CHECK-NEXT: %14 = shape.to_extent_tensor %arg2 : !shape.shape -> tensor<?xindex>
// CHECK-NEXT: %15 = shape.value_of %arg5 : tensor<?xf32>
// CHECK-NEXT: %c42 = shape.const_size 42 {bar = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

module attributes {shape.lib = [@shape_lib]} {
  shape.function_library @shape_lib {
    shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      shape.return %0 : !shape.shape
    }
    func.func @f2(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    test.same_operand_result_type = @same_result_shape
  }
  func.func @misc(%a: tensor<3xi32>, %s: !shape.size, %sh: !shape.shape, %w: !shape.witness, %i: index, %vs: !shape.value_shape) {
    %0 = shape.value_as_shape %a : tensor<3xi32> -> !shape.shape
    %1 = "shape.debug_print"(%s) : (!shape.size) -> !shape.size
    shape.assuming %w {
      "test.sink"(%s) : (!shape.size) -> ()
    }
    %r = shape.reduce(%sh, %i) : !shape.shape -> index {
      ^bb0(%x: index, %e: !shape.size, %acc: index):
        shape.yield %acc : index
    }
    %p = ub.poison <#ub.poison> : index
    %3 = shape.const_shape {foo} [1, 2] : tensor<2xindex>
    %4 = ub.poison : !shape.size
    %5 = shape.from_extents %i, %s : index, !shape.size
    %6 = shape.index_to_size %i
    %7 = shape.size_to_index %s : !shape.size
    %8 = shape.dim %a, %i : tensor<3xi32>, index -> index
    %9 = shape.num_elements %sh : !shape.shape -> !shape.size
    %10:2 = "shape.split_at"(%sh, %i) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
    %11 = shape.broadcast %sh, %sh {error = "x"} : !shape.shape, !shape.shape -> !shape.shape
    %12 = shape.const_witness true
    %13 = shape.assuming_all %w, %12
    %14 = shape.to_extent_tensor %sh : !shape.shape -> tensor<?xindex>
    %15 = shape.value_of %vs : tensor<?xf32>
    %16 = shape.const_size 42 {bar = 1 : i32}
    return
  }
}
