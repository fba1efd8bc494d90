// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed and invalid builtin types.
// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> i32x

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.x"() : () -> i16777216

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"foo.x"() : () -> tensor<4xf32

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> tensor<4x?>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.x"() : () -> tensor<4xtuple<>>

// -----

// expected-error @+1 {{invalid tensor element type}}
"foo.x"() : () -> tensor<*xnone>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> tensor<-1xf32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> tensor<4x4>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> vector<?xf32>

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"foo.x"() : () -> vector<0xf32>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.x"() : () -> vector<4xtuple<>>

// -----

// expected-error @+1 {{missing ']' closing scalable dimension}}
"foo.x"() : () -> vector<[4xf32>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> vector<*xf32>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.x"() : () -> memref<4xtuple<>>

// -----

// expected-error @+1 {{invalid memref element type}}
"foo.x"() : () -> memref<4x!foo.t>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"foo.x"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"foo.x"() : () -> memref<4xf32, 1, strided<[1]>>

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"foo.x"() : () -> memref<*xf32, strided<[1]>>

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"foo.x"() : () -> memref<4xf32, strided<[1, 1]>>

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"foo.x"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

// expected-error @+1 {{expected list element}}
"foo.x"() : () -> memref<4xf32,>

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"foo.x"() : () -> memref<4xf32 1>

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.x"() : () -> memref<4xf32, #foo.space>

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.x"() : () -> memref<4xf32, [1]>

// -----

// expected-error @+1 {{invalid element type for complex}}
"foo.x"() : () -> complex<tensor<f32>>

// -----

// expected-error @+1 {{expected '>' in complex type}}
"foo.x"() : () -> complex<f32

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"foo.x"() : () -> tuple<i32

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.x"() : () -> !undefined_alias

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.x"() : () -> !foo.t<

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.x"() : () -> !foo.t<a]>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> foo

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> (i32, )

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> memref<?x?>

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () -> tensor<*x4xf32>

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"foo.x"() : () -> memref<4xf32, strided<[1], offset: x>>

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"foo.x"() : () -> !.x

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"foo.x"() : () -> !.<0>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> tensor<*f32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> memref<*f32>

// -----

// MLIR looks for the `>` of a complex type before it checks the element.
// expected-error @+1 {{expected '>' in complex type}}
"foo.x"() : () -> complex<tensor<f32><>>

// -----

// A tensor type looks for its `>` before it checks its element.
// expected-error @+1 {{expected '>' in tensor type}}
"foo.x"() : () -> tensor<4xtensor<f32><>>

// -----

// MLIR reports it at the token after the type.
// expected-error @+2 {{cannot apply encoding to unranked tensor}}
"foo.x"() : () -> tensor<*xf32, "enc">
"foo.y"() : () -> ()

// -----

// The llvm dialect words its own error for a type it does not know.
// expected-error @+1 {{unknown LLVM type: foo}}
"foo.x"() : () -> !llvm.foo

// -----

// The mnemonic is the keyword the name starts with (`ptr2`, not `ptr2-1`).
// expected-error @+1 {{unknown LLVM type: ptr2}}
"foo.x"() : () -> !llvm.ptr2-1

// -----

// What follows the keyword is where required parameters begin.
// expected-error @+1 {{expected '<'}}
"foo.x"() : () -> !test.int-<signed, 8>

// -----

// `.` and `$` belong to the keyword.
// expected-error @+1 {{unknown  type `size.x` in dialect `shape`}}
"foo.x"() : () -> !shape.size.x

// -----

// After a scalable dimension's `[`, anything but an integer is not a
// dimension (MLIR's `parseIntegerInDimensionList`).

// expected-error @+1 {{invalid dimension}}
"foo.x"() : () -> vector<[x4x]xf64>

// -----

// expected-error @+1 {{invalid dimension}}
"foo.x"() : () -> vector<[?]xf64>

// -----

// expected-error @+1 {{invalid dimension}}
"foo.x"() : () -> vector<4x[]xf64>

// -----

// A type seen before without parameters is read again as written: a
// pretty body after it is its dialect's to read.
func.func @f(%a: !shape.shape,
  // expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
  %b: !shape.shape< !shape.shape) {
  return
}

// -----

// A bare name's parameters are part of it only right after it: the parser
// goes on after the name, whatever the dialect read.
// expected-error @+1 {{expected ',' or ']'}}
func.func @f() attributes {a = [#gpu.lane
  <"linear_dim_5">]} {
  return
}

// -----

// expected-error @+1 {{unknown gpu type: async.tokenreturn}}
func.func @f(%t: !gpu.async.tokenreturn) {
  return
}
