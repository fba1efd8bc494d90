// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Lexer errors: bad characters and tokens, unterminated strings, bad escapes.
// expected-error @+1 {{unexpected character}}
"foo.x"() : () -> () $

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.x"() {a = "abc} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.x"() {a = "\q"} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.x"() {a = @} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"foo.x"() {a = 1} : () -> () `

// -----

// expected-error @+1 {{invalid SSA name}}
"foo.x"(%) : () -> ()

// -----

// expected-error @+1 {{invalid block name}}
"foo.x"()[^] : () -> ()

// -----

// expected-error @+1 {{invalid attribute name}}
"foo.x"() {a = #} : () -> ()

// -----

// expected-error @+1 {{invalid type identifier}}
"foo.x"() : () -> !

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.x"() {a = 1.5e} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.x"() {a = "unterminated
} : () -> ()

// -----

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
"foo.x"() {a = .5} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.x"() {a = 0x} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"foo.x"() : () -> () ~

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.x"() {a = "\"} : () -> ()
