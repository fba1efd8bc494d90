// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Undefined and redefined values and blocks, type mismatches between uses, isolation.
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.x"(%x) : (i32) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "foo.x"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "foo.y"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
%0 = "foo.x"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.y"(%0) : (i64) -> ()

// -----

// expected-note @+1 {{prior use here}}
"foo.y"(%1) : (i32) -> ()
// expected-error @+1 {{use of value '%1' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.z"(%1) : (i64) -> ()
%1 = "foo.x"() : () -> i32

// -----

// expected-note @+1 {{previously used here with type 'i64'}}
"foo.y"(%1) : (i64) -> ()
// expected-error @+1 {{definition of SSA value '%1#0' has type 'i32'}}
%1 = "foo.x"() : () -> i32

// -----

%0:2 = "foo.x"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"foo.y"(%0#2) : (i32) -> ()

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.y"(%2#1) : (i32) -> ()
%2 = "foo.x"() : () -> i32

// -----

"foo.x"() ({
// expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb5] : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
^bb0:
  "foo.y"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
// expected-error @+2 {{redefinition of SSA value '%a'}}
// expected-note @+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "foo.x"() : () -> i32
"foo.y"() ({
// expected-error @+1 {{redefinition of SSA value '%0'}}
^bb0(%0: i32):
  "foo.z"() : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
  %v = "foo.def"() : () -> i32
}) : () -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%v) : (i32) -> ()

// -----

"foo.x"() ({
// expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb1] : () -> ()
}, {
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %v = "foo.def"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
  "builtin.module"() ({
// expected-error @+1 {{'foo.use' op using value defined outside the region}}
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

%0:2 = "foo.x"() : () -> (i32, i32)
// expected-error @+1 {{invalid SSA value result number}}
"foo.y"(%0#x) : (i32) -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%a, %b = "foo.x"() : () -> i32

// -----

"foo.x"() ({
  "foo.y"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"foo.x"(%0) : (i32) -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
%0 = "foo.y"(%1) : (i32) -> i32

// -----

// A block argument is defined once read: the redefinition is reported
// before what follows it in the list.
func.func @f() {
^bb1(%a: i64):
  cf.br ^bb2
// expected-error @+2 {{redefinition of SSA value '%a'}}
// expected-note @-3 {{previously defined here}}
^bb2(%a: i64 i64):
  return
}
