// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Syntax errors: missing punctuation, malformed operations, regions, locations and aliases.
// expected-error @+1 {{expected ':' followed by operation type}}
"foo.x"()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"foo.x"( : () -> ()

// -----

// expected-error @+1 {{expected '->' in function type}}
"foo.x"() : ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.x"() : () ->

// -----

// expected-error @+1 {{expected function type}}
"foo.x"() : i32

// -----

// expected-error @+1 {{expected 1 operand type}}
"foo.x"(%0) : () -> ()

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.x"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "foo.x"() : () -> (i32, i32)

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "foo.x"() : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0:2 = func.return
}

// -----

// expected-error @+1 {{expected '=' after SSA name}}
%0 "foo.x"() : () -> ()

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0:0 = "foo.x"() : () -> ()

// -----

// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

// expected-error @+1 {{custom op 'bogus_op' is unknown (tried 'builtin.bogus_op' as well)}}
bogus_op() : () -> ()

// -----

"foo.x"() ({
// expected-error @+1 {{expected operation name in quotes}}
  "foo.y"() : () -> ()

// -----

"foo.x"() ({
  "foo.y"() : () -> ()
// expected-error @+1 {{expected ')' to end region list}}
} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.x"() {a = 1 : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"foo.x"() {a = 1,} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.x"() {a 1} : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"foo.x"() {1 = 1} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close properties}}
"foo.x"() <{a = 1} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.x"() [^bb1 : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"foo.x"() : (i32 -> ()

// -----

// expected-error @+1 {{expected ')'}}
"foo.x"() : () -> (i32

// -----

// expected-error @+1 {{expected location instance}}
"foo.x"() : () -> () loc(

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"foo.x"() : () -> () loc("a":x)

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"foo.x"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error @+1 {{expected location instance}}
"foo.x"() : () -> () loc(bogus)

// -----

// expected-error @+1 {{expected valid ssa identifier}}
%0, = "foo.x"() : () -> i32

// -----

"foo.x"() ({
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
// expected-error @+1 {{expected ')'}}
^bb0(%a: i32:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
// expected-error @+1 {{expected ':' after block name}}
^bb0
  "foo.y"() : () -> ()
}) : () -> ()

// -----

"foo.x"() ({
  "foo.y"() : () -> ()
  "foo.z"() : () -> ()
// expected-error @+1 {{expected '{' to begin a region}}
}, ) : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
#a = 

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

!t = i32
// expected-error @+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!my.t = i32

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#my.a = 1

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.x"() : () -> () {}

// -----

// The operand count of the generic form: MLIR writes the plural as a NUL
// byte when there is one operand (`expected 1 operand type<NUL> but had 0`).
func.func @f(%a: i32) {
  // expected-error @+1 {{expected 1 operand type}}
  "foo.x"(%a) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  "foo.x"(%a, %a) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.x"() {l = loc(fused"b", "c"])} : () -> ()

// -----

func.func @f(%a: index, %b: i32) {
  // expected-error @+1 {{expected ',' or ')'}}
  %r = scf.for %i = %a to %a step %a iter_args(%x = %b %y = %b) -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  }
  return
}

// -----

// A location as an attribute value is an inline location in MLIR's words;
// after an op it is a location.
// expected-error @+1 {{expected ')' in inline location}}
"foo.x"() {a = loc("foo" 1)} : () -> ()

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.x"() : () -> () loc("foo" 1)

// -----

// expected-error @+1 {{result number not allowed in argument list}}
func.func @m(%s: f32, %t #1: f32) {
  return
}

// -----

// A list read with a context names it at either bracket.
// expected-error @+1 {{expected '{' in attribute dictionary}}
func.func @f() attributes 5 {
  return
}
