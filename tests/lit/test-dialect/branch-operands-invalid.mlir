// RUN: ods-opt %s -split-input-file -verify-diagnostics

// The BranchOpInterface verifier, run by the generic verifier on any op
// implementing the interface (test.ods_forward has no verifier of its own),
// with MLIR's words.

func.func @ok(%a: i32, %b: f32) {
  test.ods_forward ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  test.ods_forward ^bb2
^bb2:
  return
}

// -----

func.func @too_many(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  test.ods_forward ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @too_few(%a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  test.ods_forward ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @mismatch(%a: i32, %b: f32) {
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #0}}
  test.ods_forward ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f64):
  return
}
