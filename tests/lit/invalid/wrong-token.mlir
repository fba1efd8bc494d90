// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Where MLIR's parser reports a wrong token (`emitWrongTokenError`): when
// the token starts a line, at the end of the code before it, next to what
// is missing. Each case has its unexpected token on the next line.

// expected-error @+1 {{expected attribute name}}
"foo.x"() {a = 1,
} : () -> ()

// -----

func.func @f() {
  "foo.x"() : () -> ()
// expected-error @+1 {{expected SSA operand}}
^bb1(
  5: i32):
  return
}

// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"foo.x"() {a = -
  foo} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.x"() {a = dense<[1, 2]>
  } : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.x"() {a = sparse<[[0]], [1]>
  } : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"foo.x"() {a = distinct[
  x]<>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> tensor<4
  f32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> memref<4
  f32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> vector<[4]
  f32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.x"() : () -> tensor<*
  f32>

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"foo.x"() : () -> i32 loc("a":
  x)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"foo.x"() : () -> i32 loc("a":1:
  x)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"foo.x"() : () -> i32 loc("a":1:2 to
  x)
