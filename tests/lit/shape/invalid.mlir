// Verifier messages of the Shape ops beyond MLIR's invalid.mlir; the same
// expectations hold for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{@lib does not refer to FunctionLibraryOp}}
module attributes {shape.lib = [@lib]} {
  func.func private @lib()
}

// -----

// expected-error@+1 {{only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute}}
module attributes {shape.lib = 3 : i32} {
}

// -----

func.func @cstr_eq_types(%arg : !shape.shape) {
  %f = arith.constant 1.0 : f32
  // expected-error@+1 {{'shape.cstr_eq' op operand #0 must be variadic of shape or extent tensor, but got 'f32'}}
  %0 = "shape.cstr_eq"(%f) : (f32) -> !shape.witness
  return
}

// -----

func.func @num_elements_index(%arg : !shape.shape) -> index {
  // expected-error@+1 {{result must be of type `size` to propagate them}}
  %0 = shape.num_elements %arg : !shape.shape -> index
  return %0 : index
}

// -----

func.func @div(%lhs : !shape.size, %rhs : index) -> index {
  // expected-error@+1 {{result must be of type `size` to propagate them}}
  %0 = shape.div %lhs, %rhs : !shape.size, index -> index
  return %0 : index
}

// -----

func.func @get_extent(%arg : !shape.shape, %i : index) -> index {
  // expected-error@+1 {{result must be of type `size` to propagate them}}
  %0 = shape.get_extent %arg, %i : !shape.shape, index -> index
  return %0 : index
}

// -----

func.func @max(%a : !shape.shape, %b : !shape.size) -> !shape.shape {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!shape.size' are incompatible with return type(s) of operation '!shape.shape'}}
  %0 = shape.max %a, %b : !shape.shape, !shape.size -> !shape.shape
  return %0 : !shape.shape
}

// -----

func.func @cast(%a : tensor<3xindex>) -> tensor<4xindex> {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<3xindex>' and result type 'tensor<4xindex>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<3xindex> to tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

shape.function_library @lib {
  // expected-error@+1 {{entry block must have 2 arguments to match function signature}}
  "shape.func"() <{function_type = (!shape.shape, !shape.shape) -> !shape.shape, sym_name = "f"}> ({
  ^bb0(%x: !shape.shape):
    "shape.return"(%x) : (!shape.shape) -> ()
  }) : () -> ()
} mapping {}

// -----

func.func @reduce_inits(%shape : !shape.shape) {
  // expected-error@+1 {{custom op 'shape.reduce' number of operands and types do not match: got 0 operands and 1 types}}
  %0 = shape.reduce(%shape) : !shape.shape -> index {
    ^bb0(%i: index, %e: !shape.size, %acc: index):
      shape.yield %acc : index
  }
  return
}

// -----

func.func @poison_value() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <3> : index
  return
}
