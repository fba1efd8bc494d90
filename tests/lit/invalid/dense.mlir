// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed dense elements literals.
// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.x"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.x"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.x"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.x"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"foo.x"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.x"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.x"() {a = dense<"0x123"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"foo.x"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"foo.x"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"foo.x"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.x"() {a = dense<1>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.x"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"foo.x"() {a = dense<1> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.x"() {a = dense<"s"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.x"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.x"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.x"() {a = dense<[1, 2]> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"foo.x"() {a = dense<foo> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xf64>'}}
"foo.x"() {a = dense<"0x0000803F"> : tensor<2xf64>} : () -> ()
