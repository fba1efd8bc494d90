// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// BranchOpInterface: successor operands match the target block's arguments
// in number and type, per successor.
func.func @too_many() {
  %0:2 = "foo"() : () -> (i1, i17)
  // expected-error @+1 {{branch has 2 operands for successor #0, but target block has 1}}
  cf.br ^bb1(%0#1, %0#0 : i17, i1)
^bb1(%x: i17):
  return
}

// -----

func.func @second_successor(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}

// -----

func.func @wrong_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

// RegionBranchOpInterface: the values passed along each edge match the
// inputs of its target; mlir-opt checks the edge to the results first.
func.func @while_types(%a: i32) {
  // expected-error @+1 {{along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "foo"() : () -> i1
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_after_region(%a: i32) {
  // expected-error @+1 {{along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i1 {
    %c = "foo"() : () -> i1
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%y: i32):
    %t = "foo"() : () -> i32
    scf.yield %t : i32
  }
  return
}
