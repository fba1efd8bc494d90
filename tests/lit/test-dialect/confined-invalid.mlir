// RUN: ods-opt %s -split-input-file -verify-diagnostics

// The `Confined` predicates word their failures with MLIR's summaries.

"test.confined_more"() {pow2 = 8, neq = 1, three = [1, 2, 3], nth_max = [9, 5], nth_range = [4], dense_two = array<i64: 1, 2>, dense_small = array<i8: -1>, positive = array<i32: 1, 7>, non_negative = array<i64: 0, 3>} : () -> ()

// -----

// expected-error @+1 {{attribute 'pow2' failed to satisfy constraint: 64-bit signless integer attribute whose value is a power of two > 0}}
"test.confined_more"() {pow2 = 6} : () -> ()

// -----

// expected-error @+1 {{attribute 'pow2' failed to satisfy constraint: 64-bit signless integer attribute whose value is a power of two > 0}}
"test.confined_more"() {pow2 = 0} : () -> ()

// -----

// expected-error @+1 {{attribute 'neq' failed to satisfy constraint: 64-bit signless integer attribute whose value is not 0}}
"test.confined_more"() {neq = 0} : () -> ()

// -----

// expected-error @+1 {{attribute 'three' failed to satisfy constraint: array attribute with exactly 3 elements}}
"test.confined_more"() {three = [1, 2]} : () -> ()

// -----

// expected-error @+1 {{attribute 'nth_max' failed to satisfy constraint: array attribute whose 1-th element must be at most 5}}
"test.confined_more"() {nth_max = [0, 6]} : () -> ()

// -----

// expected-error @+1 {{attribute 'nth_range' failed to satisfy constraint: array attribute whose 0-th element must be at least 1 and at most 4}}
"test.confined_more"() {nth_range = [5]} : () -> ()

// -----

// expected-error @+1 {{attribute 'dense_two' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
"test.confined_more"() {dense_two = array<i64: 1>} : () -> ()

// -----

// expected-error @+1 {{attribute 'dense_small' failed to satisfy constraint: i8 dense array attribute with at least 1 elements with at most 2 elements}}
"test.confined_more"() {dense_small = array<i8: 1, 2, 3>} : () -> ()

// -----

// expected-error @+1 {{attribute 'positive' failed to satisfy constraint: i32 dense array attribute whose value is positive}}
"test.confined_more"() {positive = array<i32: 1, 0>} : () -> ()

// -----

// expected-error @+1 {{attribute 'non_negative' failed to satisfy constraint: i64 dense array attribute whose value is non-negative}}
"test.confined_more"() {non_negative = array<i64: -1>} : () -> ()
