// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed attributes and out-of-range literals.
// expected-error @+1 {{expected attribute value}}
"foo.x"() {a = } : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.x"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.x"() {a = 1 : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.x"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 2 : i1} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 99999999999999999999} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 1 : i0} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.x"() {a = -0x7F800000 : f32} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.x"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.x"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"foo.x"() {"" = 1} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.x"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"foo.x"() {a = @a::b} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"foo.x"() {a = #undefined} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.x"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"foo.x"() {a = array<i4: 1>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"foo.x"() {a = array<i1: 1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.x"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tensor<f32>'}}
"foo.x"() {a = array<tensor<f32>: 1>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after dense array type}}
"foo.x"() {a = array<i32 1>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"foo.x"() {a = strided<[1], offset: x>} : () -> ()

// -----

// expected-error @+1 {{expected '['}}
"foo.x"() {a = strided<1>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in affine map range}}
"foo.x"() {a = affine_map<(d0) -> (d0>} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.x"() {a = 1 : !foo.t} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.x"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"foo.x"() {a = -"s"} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.x"() {a = {b = }} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.x"() {a = 1e5} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.x"() {a = 0x7FF0000000000000F : f64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 18446744073709551616 : ui64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 340282366920938463463374607431768211456 : i128} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.x"() {a = 1 : index, b = 9223372036854775808 : index} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"foo.x"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.x"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{operation location alias was never defined}}
"foo.x"() {a = 1 : i32} : () -> () loc(#nope)

// -----

#m = 1
// expected-error @+1 {{expected location, but found '1 : i64'}}
"foo.x"() : () -> () loc(#m)

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"foo.x"() {c = #.y} : () -> ()
