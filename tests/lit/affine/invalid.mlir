// Parser and verifier messages of the affine ops; the same expectations
// hold for mlir-opt 22.
// RUN: ods-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: mlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

func.func @apply_no_map(%i: index) {
  %x = "affine.apply" (%i) { } : (index) -> (index) // expected-error {{requires attribute 'map'}}
  return
}

// -----

func.func @apply_operand_count(%i: index) {
  %x = "affine.apply" (%i) {map = affine_map<(d0, d1) -> (d0 + 1)>} : (index) -> (index) // expected-error {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  return
}

// -----

func.func @apply_results(%i: index, %j: index) {
  %x = "affine.apply" (%i, %j) {map = affine_map<(d0, d1) -> (d0 + 1, d1 + 2)>} : (index, index) -> (index) // expected-error {{'affine.apply' op mapping must produce one value}}
  return
}

// -----

func.func @apply_mismatch(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)
  return
}

// -----

func.func @apply_not_map(%i: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %x = affine.apply 5 (%i)
  return
}

// -----

func.func @min_no_result(%i: index) {
  %x = "affine.min" (%i) {map = affine_map<(d0) -> ()>} : (index) -> (index) // expected-error {{'affine.min' op affine map expect at least one result}}
  return
}

// -----

func.func @max_operand_count(%i: index) {
  %x = "affine.max" (%i) {map = affine_map<(d0, d1) -> (d0)>} : (index) -> (index) // expected-error {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  return
}

// -----

func.func @for_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%n] {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @for_min_prefix(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}

// -----

func.func @for_max_prefix(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 10)>()[%n] to 10 {
  }
  return
}

// -----

func.func @for_two_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_no_to() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @for_bad_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}

// -----

func.func @for_not_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %x = "test.value"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @for_not_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %x = "test.value"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%x) {
    }
  }
  return
}

// -----

func.func @for_iter_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
    affine.yield %a : index
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%n: index, %f: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %f : f32
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_not_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %x = "test.value"() : () -> index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%x] {
    }
  }
  return
}

// -----

func.func @if_dim_ok(%n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%x)[%n] {
    }
  }
  return
}

// -----

func.func @for_string_bound() {
  // A bound is read with type index: a string takes no `: type` after it.
  // expected-error @+1 {{expected valid affine map representation for loop bounds}}
  affine.for %i = "x" : 10 {
  }
  return
}
