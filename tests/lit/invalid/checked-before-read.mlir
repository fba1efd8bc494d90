// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// MLIR's lexer reports an error when it reads the token (here an
// unterminated string), so what the parser checks before it reads the token
// after is reported first, and what it checks after, second. Each case puts
// such a token right after the part in question.

// expected-error @+1 {{empty operation name is invalid}}
"" "() : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"foo.x"() {"" "= 1} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.x"() {a = 1, a "= 1} : () -> ()

// -----

func.func @f(%i: i32) {
  // A keyword that names no case of the enum is left unread.
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate'}}
  %0 = arith.cmpi arith.cmpi "eq, %i, %i : i32
  return
}

// -----

// A dialect type or attribute is read whole before its dialect reads it:
// the token after it first, then the body.
// expected-error @+3 {{expected '"' in string literal}}
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace'}}
func.func @f(%a: !llvm.ptr<x> ")

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error @+3 {{expected '"' in string literal}}
  // expected-error @+2 {{expected valid keyword or string}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value'}}
  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<nnan,> " } : f32
  return
}

// -----

// An operation name in an empty namespace is an unregistered op.
".foo"() : () -> ()
// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()
