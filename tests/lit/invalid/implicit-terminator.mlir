// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// A region of a SingleBlockImplicitTerminator op ends with that terminator:
// another one would be lost by the custom form, which leaves it out (both
// tools read this file).

func.func @f(%c: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'llvm.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  scf.for %i = %c to %c step %c {
    llvm.return
  }
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  scf.forall (%i) in (%c) {
    llvm.return
  }
  return
}

// -----

// An op that is no terminator gets the implicit one after it.
func.func @f(%c: index) {
  scf.forall (%i) in (%c) {
    "x.y"() : () -> ()
  }
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'llvm.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "llvm.return"() : () -> ()
  }) : () -> ()
  return
}
