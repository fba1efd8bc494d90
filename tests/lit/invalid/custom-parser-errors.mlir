// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Errors of the parser helpers custom op parsers share, worded and placed
// as MLIR's: a type that must be a function type (parseType<FunctionType>,
// and parseColonType<FunctionType> at the colon), an operand list in
// delimiters (parseOperandList), an attribute of the wrong kind, which
// names the op (parseAttribute<AffineMapAttr> and the like), and the
// errors of the generic grammar where an op reads an attribute.

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

// -----

// shape.const_shape reads its extents as an array attribute, as MLIR does.
func.func @f() -> !shape.shape {
  // expected-error @+1 {{expected ',' or ']'}}
  %s = shape.const_shape [3, 4 5] : !shape.shape
  return %s : !shape.shape
}

// -----

func.func @f() -> !shape.shape {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  %s = shape.const_shape [3 : f32] : !shape.shape
  return %s : !shape.shape
}

// -----

func.func @f() -> !shape.shape {
  // expected-error @+1 {{undefined symbol alias id 'loc7'}}
  %s = shape.const_shape [#loc7] : !shape.shape
  return %s : !shape.shape
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected ']' in operand list}}
  memref.prefetch %m[%i %i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @f(%a: index, %b: i32) {
  // expected-error @+1 {{custom op 'scf.for' expected '('}}
  %r = scf.for %i = %a to %a step %a iter_args%x = %b) -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

// `arith.constant` reads a `TypedAttr`: an attribute of no type is refused
// where it starts; a string is typed (`none`), so it parses and fails the
// op's verifier instead.

func.func @f() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant tuple<>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1]
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str"
  return
}

// -----

func.func @f(%s: !shape.shape, %i: !shape.size) {
  // expected-error @+1 {{expected ')' in operand list}}
  %n = shape.reduce(%s, %i : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
      shape.yield %acc : !shape.size
  }
  return
}

// -----

// The types of a variadic group (`type($shapes)`) are at least one type,
// as mlir-tblgen's parsers read them with `parseTypeList`.

func.func @f(%a: !shape.shape, %b: !shape.shape) {
  // expected-error @+1 {{expected non-function type}}
  %0 = shape.broadcast %a, %b : -> !shape.shape
  return
}

// -----

// cf.switch resolves its operands once the op is read, as the parser
// mlir-tblgen makes for MLIR's format: a later syntax error comes first,
// and counts that differ are reported where the cases start.

func.func @f(%flag: i32, %a: i32, %b: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%b : i32),
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    "x": ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%a, %a : i32),
    42: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

// linalg.generic checks its inherent attributes once its operands are
// read (MLIR's parseCommonStructuredOpParts).

func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = 3} ins(<%t> : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// arith.select reads its three operands as MLIR's parseOperandList with a
// required count.

func.func @f(%a: i1, %b: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %a, %b : i32
  return
}

// -----

func.func @f(%a: i1, %b: i32) {
  // expected-error @+1 {{unexpected delimiter}}
  %0 = arith.select (%a) : i32
  return
}

// -----

func.func @f(%a: i1, %b: i32) {
  // expected-error @+1 {{expected operand}}
  %0 = arith.select 5 : i32
  return
}
