// RUN: ods-opt %s -split-input-file -verify-diagnostics

// The RegionBranchOpInterface verifier, run by the generic verifier on any
// op implementing the interface (test.ods_region_chain has no verifier of
// its own: its operands enter region 0, each region goes on to the next and
// the last gives the results; test.return forwards all its operands).

func.func @ok(%a: i32) -> f32 {
  %r = "test.ods_region_chain"(%a) ({
  ^bb0(%x: i32):
    %f = "test.cast"(%x) : (i32) -> f32
    "test.return"(%f) : (f32) -> ()
  }, {
  ^bb0(%y: f32):
    "test.return"(%y) : (f32) -> ()
  }) : (i32) -> f32
  return %r : f32
}

// -----

// Without regions, entering the op goes straight to its results.
func.func @no_region(%a: i32) -> i32 {
  %r = "test.ods_region_chain"(%a) : (i32) -> i32
  return %r : i32
}

// -----

func.func @no_region_type(%a: i32) {
  // expected-error @+2 {{'test.ods_region_chain' op along control flow edge from parent to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  %r = "test.ods_region_chain"(%a) : (i32) -> f32
  return
}

// -----

func.func @entry_type(%a: i32) {
  // expected-error @+2 {{'test.ods_region_chain' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  "test.ods_region_chain"(%a) ({
  ^bb0(%x: f32):
    "test.return"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @entry_count(%a: i32) {
  // expected-error @+2 {{'test.ods_region_chain' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  "test.ods_region_chain"(%a) ({
    "test.return"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @between_regions(%a: i32) {
  // expected-error @+1 {{'test.ods_region_chain' op along control flow edge from Operation test.return to Region #1: successor operand type #1 'i32' should match successor input type #1 'f32'}}
  "test.ods_region_chain"(%a) ({
  ^bb0(%x: i32):
    "test.return"(%x, %x) : (i32, i32) -> () // expected-note {{region branch point}}
  }, {
  ^bb0(%y: i32, %z: f32):
    "test.return"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @to_results(%a: i32) {
  // expected-error @+1 {{'test.ods_region_chain' op along control flow edge from Operation test.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "test.ods_region_chain"(%a) ({
  ^bb0(%x: i32):
    "test.return"() : () -> () // expected-note {{region branch point}}
  }) : (i32) -> i32
  return
}

// -----

// Each block's terminator is a branch point; a branch to another block is
// not.
func.func @second_block(%a: i32) {
  // expected-error @+1 {{'test.ods_region_chain' op along control flow edge from Operation test.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = "test.ods_region_chain"(%a) ({
  ^bb0(%x: i32):
    cf.br ^bb1
  ^bb1:
    %f = "test.cast"(%x) : (i32) -> f32
    "test.return"(%f) : (f32) -> () // expected-note {{region branch point}}
  }) : (i32) -> i32
  return
}
