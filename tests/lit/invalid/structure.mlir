// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Dominance errors and region structure errors.
"foo.f"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
// expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
// expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

"foo.f"() ({
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
// expected-error @+1 {{operand #1 does not dominate this use}}
  "foo.use"(%x, %y) : (i32, i32) -> ()
  "foo.br"()[^bb1] : () -> ()
^bb2:
// expected-note @+1 {{operand defined here (op in the same region)}}
  %y = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

"foo.f"() ({
// expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%y) : (i32) -> ()
  "foo.g"() ({
// expected-note @+1 {{operand defined here (op in a child region)}}
    %y = "foo.def"() : () -> i32
  }) : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
"foo.f"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
// expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%a) : (i32) -> ()
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

"foo.f"() ({
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
// expected-note @+1 {{operand defined here (op in the same region)}}
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
// expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.f"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.g"() ({
// expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%w) : (i32) -> ()
  }) : () -> ()
// expected-note @+1 {{operand defined here (op in a parent region)}}
  %w = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
  "foo.x"() : () -> ()
}) : () -> i32

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
  "foo.x"() : () -> ()
}, {
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

"builtin.module"() ({
// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() <{sym_name = "a"}> ({
  }) : () -> ()
// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() <{sym_name = "a"}> ({
  }) : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"builtin.module"() <{sym_name = 1 : i32}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() <{bogus = 1 : i32}> ({
}) : () -> ()

// -----

"builtin.module"() ({
// expected-note @+1 {{see existing symbol definition here}}
  "builtin.module"() <{sym_name = "a"}> ({
    "foo.x"() : () -> ()
  }) : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
  "foo.y"() {sym_name = "a"} : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
// expected-error @+1 {{'builtin.module' op region should have no arguments}}
  "builtin.module"() ({
  ^bb0(%x: i32):
    "foo.x"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "a"}> ({
    "foo.x"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

func.func @extract_slice_dynamic_count(%t: tensor<4xf32>, %i: index) -> tensor<1xf32> {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// A public declaration is refused before its parent is looked at (the
// Symbol trait's order: name, visibility, declaration, parent).
func.func @outer() {
  // expected-error @+1 {{symbol declaration cannot have public visibility}}
  func.func @inner()
  return
}

// -----

func.func @outer() {
  // expected-error @+1 {{symbol's parent must have the SymbolTable trait}}
  func.func private @inner()
  return
}

// -----

// With arguments without names, the body's entry block is made even for
// `{}` (MLIR's parseRegion), without arguments: the verifier refuses it.
// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
}
