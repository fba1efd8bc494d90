// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Offsets, sizes and strides (MLIR's parseDynamicIndexList): an error in
// an entry or a missing delimiter is reported, then `expected SSA value
// or integer` at the op; a bracket left open reports only the latter.

func.func @f(%a: tensor<1x2xi8>, %b: tensor<3x3xi8>, %c: index) -> tensor<3x3xi8> {
  // expected-error @+2 {{custom op 'tensor.insert_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
  %0 = tensor.insert_slice %a into %b[[%c], 0] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

// -----

func.func @f(%a: tensor<1x2xi8>, %b: tensor<3x3xi8>) -> tensor<3x3xi8> {
  // expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
  %0 = tensor.insert_slice %a into %b[[0, 0] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

// -----

func.func @f(%a: tensor<1x2xi8>, %b: tensor<3x3xi8>) -> tensor<3x3xi8> {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
  %0 = tensor.insert_slice %a into %b[0 0] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

// -----

func.func @f(%a: tensor<1x2xi8>, %b: tensor<3x3xi8>) -> tensor<3x3xi8> {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
  %0 = tensor.insert_slice %a into %b 0, 0] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+2 {{expected ')' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  %0 = scf.forall (%i) in (4 shared_outs(%o = %a) -> tensor<4xf32> {
  }
  return
}
