// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of the stripped dense array form, worded and placed as MLIR's
// parser reports them (both tools read this file): the op's own parser
// prefixes some, the generic grammar words the others, and after a bad
// element the `]` is still expected.

// expected-error @+1 {{custom op 'test.dense_array_attr' integer value too large}}
test.dense_array_attr i1attr = [2] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{custom op 'test.dense_array_attr' integer value too large}}
test.dense_array_attr i1attr = [] i8attr = [-129] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{custom op 'test.dense_array_attr' integer value too large}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [0xffffffff] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{custom op 'test.dense_array_attr' integer value too large}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [18446744073709551615] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+2 {{custom op 'test.dense_array_attr' expected integer value}}
// expected-error @+1 {{expected ']'}}
test.dense_array_attr i1attr = [] i8attr = [1.5] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{custom op 'test.dense_array_attr' expected integer value}}
test.dense_array_attr i1attr = [true,] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{expected integer value}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [-] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{expected '['}}
test.dense_array_attr i1attr = [] i8attr = 1 i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []

// -----

// expected-error @+1 {{expected ']'}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = [1 2]

// -----

// expected-error @+3 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+2 {{add a trailing dot to make the literal a float}}
// expected-error @+1 {{expected ']'}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [1] f64attr = [] emptyattr = []

// -----

// expected-error @+2 {{hexadecimal float literal should not have a leading minus}}
// expected-error @+1 {{expected ']'}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [-0x1] emptyattr = []

// -----

// expected-error @+1 {{expected floating point literal}}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [-] f64attr = [] emptyattr = []

// -----

// The full form `array<i1: true>` is not read there.
// expected-error @+1 {{expected '['}}
test.dense_array_attr i1attr = array<i1: true> i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = []
