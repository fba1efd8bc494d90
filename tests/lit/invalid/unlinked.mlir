// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// An operand that names a value defined inside the op's own region: the name
// is a forward reference when the operand is read, and the definition comes
// too late to link it. MLIR reports the operand as unlinked.

func.func @result_in_own_region() {
  // expected-error @+1 {{operation's operand is unlinked}}
  %0 = shape.assuming %w -> (!shape.witness) {
    %w = shape.const_witness true
    shape.assuming_yield %w : !shape.witness
  }
  return
}

// -----

func.func @block_arg_of_own_region(%s: !shape.shape) -> !shape.size {
  // expected-error @+1 {{operation's operand is unlinked}}
  %r = shape.reduce(%s, %l) : !shape.shape -> !shape.size {
    ^bb0(%i: index, %d: !shape.size, %l: !shape.size):
      %m = shape.mul %l, %d : !shape.size, !shape.size -> !shape.size
      shape.yield %m : !shape.size
  }
  return %r : !shape.size
}

// -----

// The generic form resolves operands after the regions, whose names are
// gone by then: the name is undeclared.
func.func @generic_form() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "shape.assuming"(%w) ({
    %w = shape.const_witness true
    shape.assuming_yield %w : !shape.witness
  }) : (!shape.witness) -> !shape.witness
  return
}

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"x.op"(%w) ({
  %w = "x.def"() : () -> i32
}) : (i32) -> ()

// -----

func.func @nested(%c: !shape.witness) {
  %0 = shape.assuming %c -> (!shape.witness) {
    // expected-error @+1 {{operation's operand is unlinked}}
    %1 = shape.assuming %w -> (!shape.witness) {
      %w = shape.const_witness true
      shape.assuming_yield %w : !shape.witness
    }
    shape.assuming_yield %1 : !shape.witness
  }
  return
}

// -----

func.func @result_number() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "shape.assuming"(%w#1) ({
    %w:2 = "x.two"() : () -> (!shape.witness, !shape.witness)
    shape.assuming_yield %w#0 : !shape.witness
  }) : (!shape.witness) -> !shape.witness
  return
}

// -----

func.func @generic_block_arg() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "x.op"(%l) ({
  ^bb0(%l: i32):
    "x.end"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

// A definition in a later sibling's region does link the name: a dominance
// error, not an unlinked operand.
func.func @later_sibling_region() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = shape.assuming %w -> (!shape.witness) {
    %c = shape.const_witness true
    shape.assuming_yield %c : !shape.witness
  }
  %1 = shape.assuming %0 -> (!shape.witness) {
    // expected-note @+1 {{operand defined here (op in a child region)}}
    %w = shape.const_witness true
    shape.assuming_yield %w : !shape.witness
  }
  return
}
