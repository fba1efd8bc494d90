// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The RegionBranchOpInterface verifier of scf and shape ops: every edge of
// control between the op and its regions forwards as many values as its
// successor takes, of the same types; the note is at the branch point (the
// terminator, or the op when entering it).

func.func @if_type(%c: i1, %a: i32) -> f32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> f32 {
    scf.yield %a : i32 // expected-note {{region branch point}}
  } else {
    scf.yield %a : i32
  }
  return %r : f32
}

// -----

func.func @if_count(%c: i1, %a: i32) -> f32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> f32 {
    scf.yield %a, %a : i32, i32 // expected-note {{region branch point}}
  } else {
    scf.yield %a : i32
  }
  return %r : f32
}

// -----

func.func @if_else_type(%c: i1, %a: i32, %f: f32) -> f32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> f32 {
    scf.yield %f : f32
  } else {
    scf.yield %a : i32 // expected-note {{region branch point}}
  }
  return %r : f32
}

// -----

func.func @if_without_else(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  "scf.if"(%c) ({
    scf.yield %a : i32 // expected-note {{region branch point}}
  }, {}) : (i1) -> ()
  return
}

// -----

// The condition's values go to the results, reported first, and to the
// "after" region.
func.func @while_condition_to_results(%a: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %f : f32 // expected-note {{region branch point}}
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_condition_to_after(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32 // expected-note {{region branch point}}
  } do {
  ^bb0(%y: f32):
    scf.yield %a : i32
  }
  return
}

// -----

func.func @while_condition_count(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    %c = arith.constant true
    scf.condition(%c) %x, %x : i32, i32 // expected-note {{region branch point}}
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @while_yield_to_before(%a: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %f : f32 // expected-note {{region branch point}}
  }
  return
}

// -----

// Points in order: the condition's edge is reported before the yield's.
func.func @while_two_edges(%a: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32 // expected-note {{region branch point}}
  } do {
  ^bb0(%y: f32):
    scf.yield %f : f32
  }
  return
}

// -----

// Entering the op: the note is at the op, and this edge comes before the
// condition's.
func.func @while_entry(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: f32):
    %c = arith.constant true
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }) : (i32) -> i32
  return
}

// -----

func.func @while_entry_count(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32, %z: i32):
    %c = arith.constant true
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y, %y : i32, i32
  }) : (i32) -> i32
  return
}

// -----

func.func @execute_region_type() -> f32 {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32 // expected-note {{region branch point}}
  }
  return %r : f32
}

// -----

// Every block's terminator is a branch point (cf.cond_br is not).
func.func @execute_region_second_block() -> f32 {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    %t = arith.constant true
    cf.cond_br %t, ^a, ^b
  ^a:
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  ^b:
    %a = arith.constant 1 : i32
    scf.yield %a : i32 // expected-note {{region branch point}}
  }
  return %r : f32
}

// -----

func.func @execute_region_count() {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.execute_region {
    %a = arith.constant 1 : i32
    scf.yield %a : i32 // expected-note {{region branch point}}
  }
  return
}

// -----

// scf.for's loop checks come first and cover its edges.
func.func @for_count(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> i32 {
    scf.yield %x, %x : i32, i32
  }
  return
}

// -----

func.func @for_init_type(%lb: index, %a: i32, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %f : f32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_before_result(%lb: index, %a: f32, %b: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %b : i32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

// scf.index_switch's own verifier checks its regions first.
func.func @index_switch(%i: index) -> f32 {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 2 {
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  }
  default {
    %a = arith.constant 1 : i32
    scf.yield %a : i32 // expected-note {{default region returns 'i32' here}}
  }
  return %r : f32
}

// -----

func.func @assuming_type(%w: !shape.witness, %a: i32) -> f32 {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = shape.assuming %w -> (f32) {
    shape.assuming_yield %a : i32 // expected-note {{region branch point}}
  }
  return %r : f32
}

// -----

func.func @assuming_count(%w: !shape.witness, %a: i32) {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  shape.assuming %w {
    shape.assuming_yield %a : i32 // expected-note {{region branch point}}
  }
  return
}

// -----

// The op's own verifier runs before the edges (entering it would go to
// its results here).
func.func @own_verifier_first(%c: i1, %a: i32) -> f32 {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    scf.yield %a : i32
  }, {}) : (i1) -> f32
  return %r : f32
}

// -----

// Nested ops verify before the edges of the op around them.
func.func @nested_first(%c: i1, %a: i32, %f: f32) -> f32 {
  %r = scf.if %c -> f32 {
    // expected-error @+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'}}
    %x = "arith.addi"(%a, %f) : (i32, f32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : f32
}
