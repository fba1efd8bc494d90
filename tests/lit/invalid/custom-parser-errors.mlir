// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Errors of the parser helpers custom op parsers share, worded and placed
// as MLIR's: a type that must be a function type (parseType<FunctionType>,
// and parseColonType<FunctionType> at the colon), an operand list in
// delimiters (parseOperandList), and an attribute of the wrong kind, which
// names the op (parseAttribute<AffineMapAttr> and the like).

func.func @f(%arg0: tensor<?x1xf32>, %arg1: tensor<3xi32>) {
  // expected-error @+1 {{custom op 'tensor.reshape' invalid kind of type specified: expected builtin.function, but found 'tensor<?x1xf32>'}}
  %0 = tensor.reshape %arg0(%arg1) : tensor<?x1xf32>, tensor<3xi32>) -> tensor<?x1x1xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = scf.while (%x = %a) : i32) -> i1 {
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%x = %a) : (i32, i32) -> i32 {
  }
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{expected ')' in operand list}}
  scf.parallel (%i) = (%a %a) to (%b) step (%c) {
  }
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{expected '(' in operand list}}
  scf.parallel (%i) = %a) to (%b) step (%c) {
  }
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a, %a) to (%b) step (%c) {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %x = affine.apply 5 (%i)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'affine.for' invalid kind of attribute specified}}
  affine.for %j = 0 to 10 step "x" {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if 5 (%i) {
  }
  return
}
