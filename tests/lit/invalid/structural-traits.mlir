// RUN: ods-opt %s -split-input-file -verify-diagnostics

// MLIR's structural traits, each over all regions, in the order the op
// lists them: `scf.if` lists `SingleBlockImplicitTerminator` before
// `NoRegionArguments`; a module and `shape.function_library` get their
// `SingleBlock` after `NoRegionArguments`.

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0(%x: index):
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

// expected-error @+1 {{'shape.function_library' op region should have no arguments}}
"shape.function_library"() <{mapping = {}, sym_name = "lib"}> ({
^bb0(%x: i32):
  shape.const_size 1
^bb1:
  shape.const_size 2
}) : () -> ()
