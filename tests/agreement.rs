//! Inputs on which `ods-opt` and `mlir-opt` 22 once disagreed (found by
//! differential fuzzing, `fuzz/difffuzz.py`), each checked against
//! `mlir-opt` itself: both accept with byte-identical generic output, or
//! both reject with the first error on the same line with the same message.
//!
//! Each case is one small input, so a regression names its class. Skipped
//! with one line where `mlir-opt` is absent.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

/// `(what, input)`: the class the case stands for, and the bytes.
const CASES: &[(&str, &[u8])] = &[
    (
        "scf.index_switch: only the default region gets an implicit terminator",
        b"func.func @c() {\n  %c1 = arith.constant 1 : index\n  scf.index_switch %c1\n  case 0 {\n    scf.yield\n  }\n  default {\n    \"test.op\"() : () -> ()\n  }\n  return\n}\n",
    ),
    (
        "dense integer elements wider than 128 bits: signed, unsigned, signless, complex, splat and values beyond i128",
        b"func.func @f() -> (tensor<2xi256>, tensor<3xi200>, tensor<i300>, tensor<2xsi256>, tensor<2xui256>, tensor<2xcomplex<i256>>) {\n  %0 = arith.constant dense<[115792089237316195423570985008687907853269984665640564039457584007913129639935, -5]> : tensor<2xi256>\n  %1 = arith.constant dense<[1606938044258990275541962092341162602522202993782792835301375, 340282366920938463463374607431768211456, 7]> : tensor<3xi200>\n  %2 = arith.constant dense<-1000000000000000000000000000000000000000000000000000000> : tensor<i300>\n  %3 = arith.constant dense<[-57896044618658097711785492504343953926634992332820282019728792003956564819968, 57896044618658097711785492504343953926634992332820282019728792003956564819967]> : tensor<2xsi256>\n  %4 = arith.constant dense<[115792089237316195423570985008687907853269984665640564039457584007913129639935, 0]> : tensor<2xui256>\n  %5 = arith.constant dense<[(1, 340282366920938463463374607431768211457), (-1, 2)]> : tensor<2xcomplex<i256>>\n  return %0, %1, %2, %3, %4, %5 : tensor<2xi256>, tensor<3xi200>, tensor<i300>, tensor<2xsi256>, tensor<2xui256>, tensor<2xcomplex<i256>>\n}\n",
    ),
    (
        "scf.forall prints `in (...)` when its lower bounds and steps are constants 0 and 1, also when constant ops define them",
        b"func.func @f(%t: tensor<?x10xf32>, %n: index) -> (tensor<?x10xf32>, tensor<?x10xf32>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n\
          %r = scf.forall (%i, %j) = (%c0, 0) to (%n, %n) step (%c1, 1) shared_outs(%o = %t) -> (tensor<?x10xf32>) {\n    scf.forall.in_parallel {\n    }\n  }\n\
          %s = scf.forall (%i, %j) = (%c0, 0) to (%n, %n) step (%c2, 1) shared_outs(%o = %t) -> (tensor<?x10xf32>) {\n    scf.forall.in_parallel {\n    }\n  }\n\
          return %r, %s : tensor<?x10xf32>, tensor<?x10xf32>\n}\n",
    ),
    (
        "switch case values: cf.switch prints each as the unsigned value of the flag's width, the `]` after a lone default on its line; the most negative i64 reads back",
        b"func.func @f(%a: i8, %b: i64, %c: i1, %i: index) {\n  cf.switch %a : i8, [\n    default: ^bb1,\n    -1: ^bb1,\n    127: ^bb1,\n    -128: ^bb1\n  ]\n\
          ^bb1:\n  cf.switch %b : i64, [\n    default: ^bb2,\n    -1: ^bb2,\n    -9223372036854775808: ^bb2\n  ]\n\
          ^bb2:\n  cf.switch %c : i1, [\n    default: ^bb3,\n    -1: ^bb3\n  ]\n^bb3:\n  cf.switch %a : i8, [\n    default: ^bb4\n  ]\n\
          ^bb4:\n  scf.index_switch %i\n  case -9223372036854775808 {\n    scf.yield\n  }\n  default {\n  }\n  return\n}\n",
    ),
    (
        "scf.index_switch: a space before the cases, every case's terminator shown, the default's implicit one left out",
        b"func.func @f(%i: index) -> f32 {\n  scf.index_switch %i\n  case 0 {\n    scf.yield\n  }\n  default {\n    \"test.op\"() : () -> ()\n    scf.yield\n  }\n\
          %r = scf.index_switch %i -> f32\n  default {\n    %c = arith.constant 1.0 : f32\n    scf.yield %c : f32\n  }\n  return %r : f32\n}\n",
    ),
    (
        "tensor.from_elements of no elements keeps the space before them",
        b"func.func @f() -> tensor<0xindex> {\n  %0 = tensor.from_elements : tensor<0xindex>\n  return %0 : tensor<0xindex>\n}\n",
    ),
    // Lexer.
    ("a NUL byte is white space", b"\"a.x\"()\0 : () -> ()\n"),
    ("a comment ends at a carriage return", b"// c\r\"a.x\"() : () -> ()\n"),
    ("a carriage return may stand in a string", b"\"a.x\"() {s = \"a\rb\"} : () -> ()\n"),
    ("a vertical tab ends a string", b"\"a.x\"() {s = \"a\x0bb\"} : () -> ()\n"),
    ("a form feed ends a string", b"\"a.x\"() {s = \"a\x0cb\"} : () -> ()\n"),
    ("a NUL byte may stand in a string", b"\"a.x\"() {s = \"a\0b\"} : () -> ()\n"),
    ("no NUL in an op name", b"\"a\\00.x\"() : () -> ()\n"),
    ("a NUL byte ends dialect data", b"\"a.x\"() {a = #foo<(\0)>} : () -> ()\n"),
    ("a NUL byte may stand in a string of dialect data", b"\"a.x\"() {a = #foo<\"a\0b\">} : () -> ()\n"),
    ("a lexer error right after a custom op name", b"\"a.x\"() : () -> () a\xffb\n"),
    (
        "a symbol name or visibility that is not UTF-8 is still a string",
        b"\"func.func\"() <{function_type = () -> (), sym_name = \"\\FF\", sym_visibility = \"\\FF\"}> ({\n}) : () -> ()\n",
    ),
    // Types.
    ("integer widths with leading zeros", b"\"a.x\"() {x = 1 : i06, y = 2 : si03, z = 3 : ui007} : () -> ()\n"),
    // Attributes.
    (
        "dense elements of one element are a splat",
        b"\"a.x\"() {a = dense<[2]> : tensor<1xindex>, b = dense<[[1.0]]> : tensor<1x1xf32>, \
          c = dense<[\"s\"]> : tensor<1x!a.b>, d = dense<[(1,2)]> : tensor<1xcomplex<i32>>, \
          e = dense<[true]> : tensor<1xi1>} : () -> ()\n",
    ),
    ("array elements of a width not a multiple of 8", b"\"a.x\"() {a = array<f4E2M1FN: 1.0>} : () -> ()\n"),
    ("tf32 array elements", b"\"a.x\"() {a = array<tf32: 1.0>} : () -> ()\n"),
    ("affine expressions with hexadecimal literals", b"\"a.x\"() {m = affine_map<(d0) -> (d0 + 0x10, d0 * 0xFF)>} : () -> ()\n"),
    ("a name then a space then `<>` is an alias", b"\"a.x\"() {a = #foo <>} : () -> ()\n"),
    ("an undefined attribute alias", b"\"a.x\"() {a = #foo} : () -> ()\n"),
    ("an undefined type alias before a space", b"\"a.x\"() {a = 1 : !foo <>} : () -> ()\n"),
    (
        "a dialect namespace is an identifier",
        b"\"a.x\"() {a = #9<x>, b = !a$b<x>} : () -> (!foo0.bar1, !_a.b<c>)\n",
    ),
    ("a type's dialect namespace is an identifier", b"\"a.x\"() : () -> (!foo0.bar1, !195<abc>)\n"),
    ("an attribute's dialect namespace is an identifier (pretty form)", b"\"a.x\"() {a = #a-b.c<x>} : () -> ()\n"),
    // Types.
    ("dialect types are no memref elements", b"\"a.x\"() {t = memref<4x!shape.witness>, u = memref<4x!foo.bar>} : () -> ()\n"),
    // Block structure.
    ("an empty successor list", b"\"a.x\"()[] : () -> ()\n"),
    ("predecessors are counted per edge", b"\"a.f\"() ({\n  \"a.x\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  \"a.r\"() : () -> ()\n}) : () -> ()\n"),
    ("successors only on the last op (registered parent)", b"func.func @f() {\n  \"a.br\"()[^bb1] : () -> ()\n  \"a.y\"() : () -> ()\n^bb1:\n  return\n}\n"),
    ("successors only on the last op (unknown parent)", b"\"a.f\"() ({\n  \"a.br\"()[^bb1] : () -> ()\n  \"a.y\"() : () -> ()\n^bb1:\n  \"a.r\"() : () -> ()\n}) : () -> ()\n"),
    ("an empty block of a multi-block region", b"\"a.f\"() ({\n  \"a.br\"()[^bb1] : () -> ()\n^bb1:\n}) : () -> ()\n"),
    ("a multi-block region of an unknown op needs terminators", b"\"a.f\"() ({\n  \"a.br\"()[^bb1] : () -> ()\n^bb1:\n  %0 = arith.constant 1 : i32\n}) : () -> ()\n"),
    ("the single block of an unknown op needs no terminator", b"\"a.f\"() ({\n  %0 = arith.constant 1 : i32\n}) : () -> ()\n"),
    ("an empty single block of an unknown op", b"\"a.f\"() ({\n^bb0:\n}, {\n}) : () -> ()\n"),
    // Values.
    ("a block argument with a result number", b"\"a.f\"() ({\n^bb0(%a#0: i32):\n  \"a.r\"(%a) : (i32) -> ()\n}) : () -> ()\n"),
    ("a block argument `%a#1` defines only `%a#1`", b"\"a.f\"() ({\n^bb1(%a#1: i32):\n  \"a.r\"(%a#1) : (i32) -> ()\n}) : () -> ()\n"),
    ("a block argument `%a#1` does not define `%a`", b"\"a.f\"() ({\n^bb1(%a#1: i32):\n  \"a.r\"(%a) : (i32) -> ()\n}) : () -> ()\n"),
    ("no result number in a function's arguments", b"func.func @f(%a#1: i32) {\n  return\n}\n"),
    // func.
    ("a public function declaration", b"func.func @f()\n"),
    ("a nested function declaration", b"module {\n  func.func nested @f()\n}\n"),
    ("a string is no visibility", b"func.func \"bogus\" @g()\n"),
    // cf.
    (
        "cf.switch case operand sizes must add up",
        b"func.func @f(%flag: i32, %a: i32) {\n  \"cf.switch\"(%flag, %a, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()\n^bb1(%x: i32):\n  return\n}\n",
    ),
    (
        "cf.switch case operand sizes are not negative",
        b"func.func @f(%flag: i32, %a: i32) {\n  \"cf.switch\"(%flag, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 2, -1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()\n^bb1(%x: i32):\n  return\n}\n",
    ),
    (
        "an inherent dense array of the wrong element type fails property conversion",
        b"func.func @f(%flag: i32, %a: i32) {\n  \"cf.switch\"(%flag, %a) [^bb1, ^bb1] <{case_operand_segments = array<i64: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()\n^bb1(%x: i32):\n  return\n}\n",
    ),
    // shape.
    (
        "const_shape extents wrap as i64 bits",
        b"func.func @f() -> !shape.shape {\n  %0 = shape.const_shape [9223372036854775808, 18446744073709551615] : !shape.shape\n  return %0 : !shape.shape\n}\n",
    ),
    (
        "zero-width integer elements are never printed as a splat",
        b"\"t.x\"() {a = dense<\"0x\"> : tensor<2xi0>, b = dense<0> : tensor<1xsi0>, c = dense<[[0, 0, 0], [0, 0, 0]]> : vector<2x3xui0>, d = dense<\"0x\"> : tensor<0xi0>, e = dense<0> : tensor<2000xi0>} : () -> ()\n",
    ),
    (
        "hex elements keep their bytes: bits above the width count",
        b"\"a.x\"() {a = dense<\"0xFF07\"> : tensor<2xi3>, b = dense<\"0xFFFFFF\"> : tensor<20xi1>, \
          c = dense<\"0xFFFF0F\"> : tensor<20xi1>, d = dense<\"0x0000F0\"> : tensor<20xi1>, \
          e = dense<\"0x1F\"> : tensor<5xi1>, f = dense<\"0x05\"> : tensor<3xi1>} : () -> ()\n",
    ),
    (
        "hex elements wider than 128 bits",
        b"\"a.x\"() {a = dense<\"0x0102030405060708091011121314151617181920212223242526272829303132\
          FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\"> : tensor<2xi256>, \
          b = dense<\"0x0102030405060708091011121314151617181920212223242526272829303132\
          FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\"> : tensor<2xui256>} : () -> ()\n",
    ),
    (
        "const_shape extents out of range",
        b"func.func @f() -> !shape.shape {\n  %0 = shape.const_shape [-9223372036854775809] : !shape.shape\n  return %0 : !shape.shape\n}\n",
    ),
    ("a hex string is one element of a non-numeric type", b"\"a.x\"() {a = dense<\"0x01\"> : tensor<2x!a.b>} : () -> ()\n"),
    (
        "complex elements of a scalar type: the first tokens are kept",
        b"\"a.x\"() {a = dense<(1, 2)> : tensor<i32>, b = dense<[(1, 2), (3, 4)]> : tensor<2xi32>} : () -> ()\n",
    ),
    // Affine maps.
    (
        "a sum nested on the right of a sum is another map, printed alike",
        b"\"a.x\"() {a = affine_map<(i, j)[s0] -> ((i + j) + 5, j)>, b = affine_map<(i, j)[s0] -> (i + (j + 5), j)>} : () -> ()\n",
    ),
    (
        "e + (e floordiv q) * -q is e mod q only for a positive constant q and a product",
        b"\"a.x\"() {a = affine_map<(d0) -> (d0 + ((d0 floordiv 4) - 4))>, \
          b = affine_map<(d0) -> (d0 + (d0 floordiv 4) floordiv -4)>, c = affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>, \
          d = affine_map<(d0)[s0] -> (d0 + (d0 floordiv s0) * -s0)>, e = affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)>, \
          f = affine_map<(d0) -> (d0 + (d0 floordiv 4) mod -4)>, g = affine_map<(d0) -> (d0 + (d0 floordiv -4) * 4)>} : () -> ()\n",
    ),
    // Aliases.
    (
        "the generic form aliases a registered op's inherent attributes, sorted among the others",
        b"\"a.x\"() <{m = affine_map<(d0) -> (d0 + 3)>}> {z = affine_map<(d0) -> (d0 + 1)>} : () -> ()\n\
          func.func private @f(memref<2xi8, affine_map<(d0) -> (d0 + 6)>, 1>) attributes \
          {a = affine_map<(d0) -> (d0 + 7)>, z = affine_map<(d0) -> (d0 + 8)>}\n",
    ),
    (
        "a tuple of more than 16 elements has a type alias, wherever it is printed",
        b"\"a.x\"() {t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, \
          u = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, \
          f = () -> tuple<i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, \
          l = loc(fused<tuple<i1, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>[\"a\":1:2])} : () -> ()\n\
          \"a.y\"() ({\n^bb0(%a: tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>):\n  \
          \"a.z\"(%a) : (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>) -> ()\n}) : () -> ()\n",
    ),
    (
        "the opaque form of a registered dialect's type or attribute is the dialect's, what follows ignored",
        b"\"a.x\"() {a = #arith<fastmath<fast> x>} : () -> !shape<shape x>\n",
    ),
    // Default dialects of custom op names.
    (
        "the generic form keeps the enclosing default dialect",
        b"func.func @f(%c: i1) {\n  \"scf.if\"(%c) ({\n    \"t.x\"() ({\n      return\n    }) : () -> ()\n    scf.yield\n  }, {\n    scf.yield\n  }) : (i1) -> ()\n  return\n}\n",
    ),
    (
        "a custom op without a default dialect leaves none",
        b"func.func @f(%c: i1, %x: i32) {\n  scf.if %c {\n    %0 = unrealized_conversion_cast %x : i32 to i64\n  }\n  return\n}\n",
    ),
    ("a custom op of an unknown dialect", b"func.func @f() {\n  foo.bar\n}\n"),
    (
        "a short custom op name inside an op without a default dialect",
        b"func.func @f(%c: i1) {\n  scf.if %c {\n    bogus\n  }\n  return\n}\n",
    ),
    ("builtin is no fallback for short names", b"func.func @f() {\n  module {}\n  return\n}\n"),
    // Order of op verification: counts, structural traits, invariants, other traits, the op's verifier.
    ("operand count before the parent", b"func.func @f(%x: index) {\n  \"scf.reduce.return\"(%x, %x) : (index, index) -> ()\n  return\n}\n"),
    ("region count before operand types", b"func.func @f(%x: index) {\n  \"scf.if\"(%x) ({}) : (index) -> ()\n  return\n}\n"),
    ("at least N regions", b"func.func @f(%x: index) {\n  \"scf.index_switch\"(%x) {cases = array<i64>} : (index) -> ()\n  return\n}\n"),
    ("at least N operands", b"func.func @f() {\n  \"scf.condition\"() : () -> ()\n  return\n}\n"),
    (
        "at least N successors",
        b"func.func @f(%x: i32) {\n  \"cf.switch\"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n}\n",
    ),
    (
        "the parent before the place of a terminator",
        b"func.func @f(%x: f32) {\n  scf.reduce(%x : f32) {\n  ^bb0(%a: f32, %b: f32):\n    scf.reduce.return %a : f32\n  }\n  return\n}\n",
    ),
    (
        "an op's verifier before its nested ops",
        b"func.func @f(%x: index) {\n  \"scf.index_switch\"(%x) ({\n    \"scf.yield\"() : () -> ()\n  }, {\n    return\n  }) {cases = array<i64: 1>} : (index) -> ()\n}\n",
    ),    // Custom formats: a type a `TypesMatchWith` transform reads is checked
    // against its constraint when parsed, before the transform runs.
    (
        "a transformed operand type checked at parse time (vector)",
        b"func.func @f(%a: vector<2xf32>) {\n  %0 = arith.cmpi slt, %a, %a : vector<2xf32>\n  return\n}\n",
    ),
    (
        "a transformed operand type checked at parse time (tensor)",
        b"func.func @f(%a: tensor<2xi32>) {\n  %0 = arith.cmpf olt, %a, %a : tensor<2xi32>\n  return\n}\n",
    ),
    (
        "a transformed operand type checked at parse time (function type)",
        b"func.func @f(%a: () -> ()) {\n  %0 = arith.cmpi eq, %a, %a : () -> ()\n  return\n}\n",
    ),
];

/// `(what, arguments, input)`: cases that need other arguments than
/// `-allow-unregistered-dialect -mlir-print-op-generic` (a pass, or
/// registered dialects only).
const CASES_WITH_ARGS: &[(&str, &[&str], &[u8])] = &[
    // Locations of a dialect (a `LocationAttrDef`) wherever a location
    // stands, and an op's optional location specifier.
    (
        "dialect locations and optional location specifiers (custom form, aliases)",
        &["-allow-unregistered-dialect", "-mlir-print-debuginfo"],
        b"func.func @f() {\n  test.attr_with_loc(\"foo\" loc(\"foo_loc\"))\n  test.attr_with_loc(3)\n  test.attr_with_loc(\"d\" loc(#test.custom_location<\"foo.mlir\"*32>))\n\
          \"test.attr_with_loc\"() <{loc = 5, value = 4}> : () -> ()\n  test.op_with_loc_attr loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.x\"() {a = #test.custom_location<\"a\" * 3>} : () -> () loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.y\"() : () -> () loc(fused[#test.custom_location<\"a\" * 3>, \"b\", unknown])\n\
          \"foo.z\"() : () -> () loc(callsite(\"n\"(#test.custom_location<\"b\" * 4>) at #test.custom_location<\"c\" * 5>))\n  return\n}\n",
    ),
    (
        "dialect locations and optional location specifiers (custom form, local scope)",
        &["-allow-unregistered-dialect", "-mlir-print-debuginfo", "-mlir-print-local-scope"],
        b"func.func @f() {\n  test.attr_with_loc(\"foo\" loc(\"foo_loc\"))\n  test.attr_with_loc(3)\n  test.attr_with_loc(\"d\" loc(#test.custom_location<\"foo.mlir\"*32>))\n\
          \"test.attr_with_loc\"() <{loc = 5, value = 4}> : () -> ()\n  test.op_with_loc_attr loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.x\"() {a = #test.custom_location<\"a\" * 3>} : () -> () loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.y\"() : () -> () loc(fused[#test.custom_location<\"a\" * 3>, \"b\", unknown])\n\
          \"foo.z\"() : () -> () loc(callsite(\"n\"(#test.custom_location<\"b\" * 4>) at #test.custom_location<\"c\" * 5>))\n  return\n}\n",
    ),
    (
        "dialect locations and optional location specifiers (generic form)",
        &["-allow-unregistered-dialect", "-mlir-print-debuginfo", "-mlir-print-op-generic"],
        b"func.func @f() {\n  test.attr_with_loc(\"foo\" loc(\"foo_loc\"))\n  test.attr_with_loc(3)\n  test.attr_with_loc(\"d\" loc(#test.custom_location<\"foo.mlir\"*32>))\n\
          \"test.attr_with_loc\"() <{loc = 5, value = 4}> : () -> ()\n  test.op_with_loc_attr loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.x\"() {a = #test.custom_location<\"a\" * 3>} : () -> () loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.y\"() : () -> () loc(fused[#test.custom_location<\"a\" * 3>, \"b\", unknown])\n\
          \"foo.z\"() : () -> () loc(callsite(\"n\"(#test.custom_location<\"b\" * 4>) at #test.custom_location<\"c\" * 5>))\n  return\n}\n",
    ),
    (
        "an optional location specifier is printed only under debug info",
        &["-allow-unregistered-dialect"],
        b"func.func @f() {\n  test.attr_with_loc(\"foo\" loc(\"foo_loc\"))\n  test.attr_with_loc(3)\n  test.attr_with_loc(\"d\" loc(#test.custom_location<\"foo.mlir\"*32>))\n\
          \"test.attr_with_loc\"() <{loc = 5, value = 4}> : () -> ()\n  test.op_with_loc_attr loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.x\"() {a = #test.custom_location<\"a\" * 3>} : () -> () loc(#test.custom_location<\"a\" * 3>)\n\
          \"foo.y\"() : () -> () loc(fused[#test.custom_location<\"a\" * 3>, \"b\", unknown])\n\
          \"foo.z\"() : () -> () loc(callsite(\"n\"(#test.custom_location<\"b\" * 4>) at #test.custom_location<\"c\" * 5>))\n  return\n}\n",
    ),
    // Region arguments read as MLIR's `parseArgument` reads them, with an
    // optional location; only `affine.for` prints its induction variable's.
    (
        "optional locations of induction variables and loop-carried arguments (custom form, aliases)",
        &["-mlir-print-debuginfo"],
        b"func.func @f(%c: index) {\n  affine.for %i loc(\"iv\") = 0 to 8 {\n  } loc(fused[\"a\", \"b\":1:2])\n  affine.for %j = 0 to 8 {\n  }\n\
          %0 = affine.for %i loc(\"x\") = 0 to 8 iter_args(%a loc(\"ia\") = %c) -> (index) {\n    affine.yield %a : index\n  }\n\
          %1 = scf.for %i = %c to %c step %c iter_args(%a loc(\"ib\") = %c) -> (index) {\n    scf.yield %a : index\n  }\n\
          %2 = scf.while (%a loc(\"w\") = %c) : (index) -> index {\n    %t = arith.constant true\n    scf.condition(%t) %a : index\n  } do {\n  ^bb0(%b: index):\n    scf.yield %b : index\n  }\n\
          scf.parallel (%i loc(\"p\"), %j) = (%c, %c) to (%c, %c) step (%c, %c) {\n  }\n  scf.forall (%i loc(\"f\")) in (%c) {\n  }\n  return\n}\n",
    ),
    (
        "optional locations of induction variables and loop-carried arguments (custom form, local scope)",
        &["-mlir-print-debuginfo", "-mlir-print-local-scope"],
        b"func.func @f(%c: index) {\n  affine.for %i loc(\"iv\") = 0 to 8 {\n  } loc(fused[\"a\", \"b\":1:2])\n  affine.for %j = 0 to 8 {\n  }\n\
          %0 = affine.for %i loc(\"x\") = 0 to 8 iter_args(%a loc(\"ia\") = %c) -> (index) {\n    affine.yield %a : index\n  }\n\
          %1 = scf.for %i = %c to %c step %c iter_args(%a loc(\"ib\") = %c) -> (index) {\n    scf.yield %a : index\n  }\n\
          %2 = scf.while (%a loc(\"w\") = %c) : (index) -> index {\n    %t = arith.constant true\n    scf.condition(%t) %a : index\n  } do {\n  ^bb0(%b: index):\n    scf.yield %b : index\n  }\n\
          scf.parallel (%i loc(\"p\"), %j) = (%c, %c) to (%c, %c) step (%c, %c) {\n  }\n  scf.forall (%i loc(\"f\")) in (%c) {\n  }\n  return\n}\n",
    ),
    (
        "optional locations of induction variables and loop-carried arguments (generic form)",
        &["-mlir-print-debuginfo", "-mlir-print-op-generic"],
        b"func.func @f(%c: index) {\n  affine.for %i loc(\"iv\") = 0 to 8 {\n  } loc(fused[\"a\", \"b\":1:2])\n  affine.for %j = 0 to 8 {\n  }\n\
          %0 = affine.for %i loc(\"x\") = 0 to 8 iter_args(%a loc(\"ia\") = %c) -> (index) {\n    affine.yield %a : index\n  }\n\
          %1 = scf.for %i = %c to %c step %c iter_args(%a loc(\"ib\") = %c) -> (index) {\n    scf.yield %a : index\n  }\n\
          %2 = scf.while (%a loc(\"w\") = %c) : (index) -> index {\n    %t = arith.constant true\n    scf.condition(%t) %a : index\n  } do {\n  ^bb0(%b: index):\n    scf.yield %b : index\n  }\n\
          scf.parallel (%i loc(\"p\"), %j) = (%c, %c) to (%c, %c) step (%c, %c) {\n  }\n  scf.forall (%i loc(\"f\")) in (%c) {\n  }\n  return\n}\n",
    ),
    // CSE in graph regions: a use before the definition of a replaced op
    // stays where its user was made known first.
    (
        "cse in a graph region: the use before a duplicate constant stays",
        &["-allow-unregistered-dialect", "-cse"],
        b"test.graph_region {\n  %0 = arith.addi %1, %2 : i32\n  %1 = arith.constant 1 : i32\n  %2 = arith.constant 1 : i32\n  \"foo.yield\"(%0) : (i32) -> ()\n}\n",
    ),
    (
        "cse in a graph region: uses after the duplicate are replaced, and it goes when none remains",
        &["-allow-unregistered-dialect", "-cse"],
        b"test.graph_region {\n  %1 = arith.constant 1 : i32\n  %2 = arith.constant 1 : i32\n  %0 = arith.addi %1, %2 : i32\n  %3 = arith.addi %2, %1 : i32\n  \"foo.yield\"(%0, %3) : (i32, i32) -> ()\n}\n",
    ),
    (
        "cse in the region of an unregistered op (conservatively a graph region), uses before and after",
        &["-allow-unregistered-dialect", "-cse"],
        b"\"foo.region\"() ({\n  %0 = arith.muli %1, %2 : i32\n  %1 = arith.constant 3 : i32\n  %2 = arith.constant 3 : i32\n  %3 = arith.muli %2, %2 : i32\n  \"foo.yield\"(%0, %3) : (i32, i32) -> ()\n}) : () -> ()\n",
    ),
    (
        "cse in a graph region: a duplicate of an op that uses the duplicate itself",
        &["-allow-unregistered-dialect", "-cse"],
        b"test.graph_region {\n  %0 = arith.addi %3, %3 : i32\n  %1 = arith.addi %3, %3 : i32\n  %3 = arith.constant 1 : i32\n  %4 = arith.constant 1 : i32\n  \"foo.yield\"(%0, %1, %4) : (i32, i32, i32) -> ()\n}\n",
    ),
    (
        "function argument attributes go before the argument's location",
        &["-allow-unregistered-dialect", "-mlir-print-debuginfo"],
        b"func.func @f(%a: i32 {test.m = affine_map<(d0) -> (d0 + 1)>}, %b: i64 {}, %c: f32 {test.u}) -> (i32 {test.r}) {\n  return %a : i32\n}\n\
          func.func private @g(i32 {test.m = 1 : i32}) -> i32\n",
    ),
    (
        "distinct attributes: one per number in a file, renumbered in print order, aliased unless unit",
        &[],
        b"#d = distinct[7]<1 : i8>\n\"a.x\"() {a = distinct[3]<>, b = distinct[1]<>, c = distinct[3]<>, \
          d = distinct[0x10]<42 : i32>, e = distinct[2]<42 : i32>, f = #d, g = distinct[5]<[distinct[6]<1>]>, \
          h = distinct[9] <affine_map<(d0) -> (d0)>>, i = [1, distinct[8]<\"s\">]} : () -> ()\n",
    ),
    (
        "a distinct number names one referenced attribute",
        &[],
        b"\"a.x\"() {a = distinct[0]<42 : i32>, b = distinct[0]<43 : i32>} : () -> ()\n",
    ),
    (
        "distinct attributes in the generic form",
        &["-mlir-print-op-generic"],
        b"\"a.x\"() {a = distinct[3]<>, b = distinct[1]<1 : i8>, c = distinct[3]<>} : () -> ()\n",
    ),
    ("a distinct number is unsigned", &[], b"\"a.x\"() {a = distinct[-1]<>} : () -> ()\n"),
    ("a distinct number has 64 bits", &[], b"\"a.x\"() {a = distinct[18446744073709551616]<>} : () -> ()\n"),
    ("a distinct number of 64 bits", &[], b"\"a.x\"() {a = distinct[18446744073709551615]<>} : () -> ()\n"),
    ("a distinct attribute needs a number", &[], b"\"a.x\"() {a = distinct<>} : () -> ()\n"),
    (
        "sparse elements: lists, splats, hex values, strings, complex, bool, empty",
        &[],
        b"\"a.x\"() {a = sparse<[[0, 0]], [5]> : tensor<3x4xi32>, b = sparse<[[1, 2], [0, 3]], [5, 5]> : tensor<3x4xi32>, \
          c = sparse<[1, 2], [5, 6]> : tensor<3xi32>, d = sparse<1, 2> : tensor<3x3xi32>, \
          e = sparse<[[0]], [1.5]> : vector<2xf32>, f = sparse<[0], [\"a\"]> : tensor<2x!a.s>, \
          g = sparse<[[0, 1]], [(1, 2)]> : tensor<2x2xcomplex<i32>>, h = sparse<[[0, 1]], \"0x01000000\"> : tensor<2x2xi32>, \
          i = sparse<[[0, 1]], [true]> : tensor<2x2xi1>, j = sparse<> : tensor<i32>, k = sparse<0, 1> : tensor<i32>, \
          l = sparse<[[0, 1], [0, 1]], [1, 2]> : tensor<2x2xi8>} : () -> ()\n",
    ),
    (
        "dense resources: blobs printed after the op in first-use order, unused ones dropped",
        &[],
        b"\"a.x\"() {x = dense_resource<blob1> : tensor<3xi64>, y = dense_resource<__elided__> : tensor<2xi32>, \
          z = dense_resource<blob1> : tensor<3xi64>, w = dense_resource<b2> : tensor<3xi8>, \
          v = dense_resource<\"a\\\"b\"> : tensor<1xi8>, u = dense_resource<e> : tensor<0xi8>, \
          t = dense_resource<a.b$c> : tensor<?xi8>} : () -> ()\n\
          {-#\n  dialect_resources: {\n    builtin: {\n      b2: \"0x01000000aabbcc\",\n      \
          blob1: \"0x08000000010000000000000002000000000000000300000000000000\",\n      \
          unused: \"0x0400000001\", \"a\\\"b\": \"0x0100000002\", e: \"0x01000000\"\n    }\n  }\n#-}\n",
    ),
    (
        "dense resources in the generic form, metadata first",
        &["-mlir-print-op-generic"],
        b"{-# dialect_resources: { builtin: { a: \"0x0100000001020304\" } } #-}\n\
          \"a.x\"() {x = dense_resource<a> : tensor<4xi8>} : () -> ()\n",
    ),
    ("a dense resource of no shaped type", &[], b"\"a.x\"() {x = dense_resource<blob1> : i32} : () -> ()\n"),
    ("a dense resource key is an identifier", &[], b"\"a.x\"() {x = dense_resource<1abc> : tensor<1xi8>} : () -> ()\n"),
    (
        "a resource blob's alignment is a power of two",
        &[],
        b"{-# dialect_resources: { builtin: { a: \"0x0300000001\" } } #-}\n",
    ),
    ("a resource blob starts with its alignment", &[], b"{-# dialect_resources: { builtin: { a: \"0x01\" } } #-}\n"),
    ("a resource blob is hex", &[], b"{-# dialect_resources: { builtin: { a: \"0x0100000\" } } #-}\n"),
    ("a resource blob is a string", &[], b"{-# dialect_resources: { builtin: { a: true } } #-}\n"),
    ("resources of an unknown dialect", &[], b"{-# dialect_resources: { foo: { a: \"0x01000000\" } } #-}\n"),
    ("resources of a dialect that has none", &[], b"{-# dialect_resources: { func: { a: \"0x01000000\" } } #-}\n"),
    ("an unknown file metadata key", &[], b"{-# foo: {} #-}\n"),
    (
        "external resources printed back: groups merged by name, bools, strings, blobs",
        &[],
        b"\"a.x\"() {x = dense_resource<r> : tensor<1xi8>} : () -> ()\n\
          {-# external_resources: { zz: { b: true, \"a b\": \"x\\\"\\n\\\\\\ff\\t\", b: false }, \
          mlir_reproducer: { pipeline: \"builtin.module(cse)\", disable_threading: true }, \
          zz: { c: \"0x08000000010203ab\", d: \"0x01000000\", e: \"\\30x01000000ab\", f: \"0X01\", \"\": \"\" }, \
          empty: {}, a.b$c: { k: \"v\" } }, dialect_resources: { builtin: { r: \"0x01000000aa\" } } #-}\n\
          {-# external_resources: { aa: { x: \"1\" }, zz: { g: false } } #-}\n",
    ),
    (
        "external resources in the generic form",
        &["-mlir-print-op-generic"],
        b"{-# external_resources: { zz: { b: true } } #-}\n\"a.x\"() : () -> ()\n",
    ),
    ("external resources that are all empty", &[], b"{-# external_resources: {} #-}\n{-# external_resources: { a: {} } #-}\n"),
    ("an external resource of another kind", &[], b"{-# external_resources: { zz: { b: 1.5 } } #-}\n"),
    ("an external resource blob's alignment", &[], b"{-# external_resources: { zz: { b: \"0x0300000001\" } } #-}\n"),
    ("an external resource blob is hex", &[], b"{-# external_resources: { zz: { b: \"0x01000000a\\62\" } } #-}\n"),
    ("an external resource group is named by an identifier", &[], b"{-# external_resources: { \"q r\": { b: true } } #-}\n"),
    ("an external resource key", &[], b"{-# external_resources: { zz: { 1: \"a\" } } #-}\n"),
    ("an external resource list", &[], b"{-# external_resources: { zz: { b: \"a\" c: \"b\" } } #-}\n"),
    ("unterminated file metadata", &[], b"{-# external_resources: { zz: { b: true } } \n"),
    ("a hex resource blob is not escaped", &[], b"{-# dialect_resources: { builtin: { b: \"\\30x01000000ab\" } } #-}\n"),
    ("empty file metadata", &[], b"{-# #-}\n{-# dialect_resources: {} #-}\n{-# dialect_resources: { builtin: {} } #-}\n"),
    ("sparse indices of the wrong rank", &[], b"\"a.x\"() {a = sparse<[1, 2], [5, 6]> : tensor<3x3xi32>} : () -> ()\n"),
    ("sparse values not one per index", &[], b"\"a.x\"() {a = sparse<[[1, 2]], [5, 6]> : tensor<3x3xi32>} : () -> ()\n"),
    ("a sparse index outside the shape", &[], b"\"a.x\"() {a = sparse<[[1, 7]], [5]> : tensor<3x3xi32>} : () -> ()\n"),
    ("a negative sparse index", &[], b"\"a.x\"() {a = sparse<[[1, -1]], [5]> : tensor<3x3xi32>} : () -> ()\n"),
    ("a splat sparse index outside the shape", &[], b"\"a.x\"() {a = sparse<4, 2> : tensor<3x3xi32>} : () -> ()\n"),
    ("sparse values of rank 2", &[], b"\"a.x\"() {a = sparse<[[0, 1], [1, 1]], [[1, 2]]> : tensor<2x2xi32>} : () -> ()\n"),
    ("sparse elements of a dynamic shape", &[], b"\"a.x\"() {a = sparse<[[0, 1]], [1]> : tensor<?x2xi32>} : () -> ()\n"),
    ("sparse elements of no shaped type", &[], b"\"a.x\"() {a = sparse<[[0, 1]], [1]> : i32} : () -> ()\n"),
    ("float sparse indices", &[], b"\"a.x\"() {a = sparse<[[1.5, 1]], [1]> : tensor<2x2xi32>} : () -> ()\n"),
    ("sparse values out of range", &[], b"\"a.x\"() {a = sparse<[[0, 1]], [300]> : tensor<2x2xi8>} : () -> ()\n"),
    ("empty sparse lists for rank 2", &[], b"\"a.x\"() {a = sparse<[], []> : tensor<2x2xi32>} : () -> ()\n"),
    (
        "an op of an unregistered dialect is reported after its name",
        &["-mlir-print-op-generic"],
        b"func.func @f() {\n  %0 = \"a.x\"() : () -> i32\n  return\n}\n",
    ),
    (
        "a module's attributes need a dialect prefix",
        &["-mlir-print-op-generic"],
        b"module attributes {si8 = 1, a.b = 2, sym_visibility = \"private\"} {\n}\n",
    ),
    (
        "a module's symbol name is a string attribute",
        &["-mlir-print-op-generic"],
        b"\"builtin.module\"() ({\n^bb0:\n}) {sym_name = 1 : i32} : () -> ()\n",
    ),
    (
        "a module's visibility is a string attribute",
        &["-mlir-print-op-generic"],
        b"\"builtin.module\"() ({\n^bb0:\n}) {a.b = 1, sym_visibility = 1 : i32} : () -> ()\n",
    ),
    (
        "a module's attribute constraints are checked before its region's",
        &["-mlir-print-op-generic"],
        b"\"builtin.module\"() ({}) {sym_name = 1 : i32} : () -> ()\n",
    ),
    (
        "a typed string is still a module's symbol name",
        &["-mlir-print-op-generic"],
        b"\"builtin.module\"() ({\n^bb0:\n}) {sym_name = \"m\" : i32} : () -> ()\n",
    ),
    (
        "names above an isolated op stay visible: redefining one is an error",
        &["-allow-unregistered-dialect"],
        b"module {\n  %0 = \"a.c\"() : () -> i32\n  func.func @g() {\n    %0 = arith.constant 2 : i32\n    return\n  }\n}\n",
    ),
    (
        "names above an isolated op stay visible: using one is a verifier error",
        &["-allow-unregistered-dialect"],
        b"func.func @f() {\n  %0 = arith.constant 1 : i32\n  builtin.module {\n    \"a.use\"(%0) : (i32) -> ()\n  }\n  return\n}\n",
    ),
    (
        "shape.assuming yields its result types",
        &[],
        b"func.func @f(%w: !shape.witness) -> index {\n  %0 = shape.assuming %w -> (index) {\n    %c = arith.constant 1 : i32\n    shape.assuming_yield %c : i32\n  }\n  return %0 : index\n}\n",
    ),
    (
        "shape.assuming yields as many values as it has results",
        &[],
        b"func.func @f(%w: !shape.witness) -> index {\n  %0 = shape.assuming %w -> (index) {\n    shape.assuming_yield\n  }\n  return %0 : index\n}\n",
    ),
    (
        "canonicalization keeps constants inside an unregistered op (it may be isolated)",
        &["-allow-unregistered-dialect", "-canonicalize"],
        b"func.func @f() -> i32 {\n  %r = \"a.iso\"() ({\n    %c = arith.constant 1 : i32\n    \"a.yield\"(%c) : (i32) -> ()\n  }) : () -> i32\n  return %r : i32\n}\n",
    ),
    (
        "CSE does not reach into an unregistered op (it may be isolated)",
        &["-allow-unregistered-dialect", "-cse"],
        b"func.func @f() -> (i32, i32) {\n  %c = arith.constant 1 : i32\n  %r = \"a.iso\"() ({\n    %d = arith.constant 1 : i32\n    \"a.yield\"(%d) : (i32) -> ()\n  }) : () -> i32\n  return %c, %r : i32, i32\n}\n",
    ),
    (
        "a string that names no enum case is quoted back with the attribute's name",
        &[],
        b"test.format_optional_default_attrs \"x\" @s \"case7\"\n",
    ),
    (
        "a stripped operand type of the wrong definition",
        &[],
        b"func.func @f(%a: !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>) {\n  test.format_cpmd_nested_type %a nested !test.smpla\n  return\n}\n",
    ),
    (
        "a qualified operand type is not read stripped",
        &[],
        b"func.func @f(%a: !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>) {\n  test.format_qual_cpmd_nested_type %a nested <i <42 <1, !test.smpla, [5, 6]>>>\n  return\n}\n",
    ),
    (
        "an attribute of the wrong definition where a stripped one is read",
        &[],
        b"test.format_cpmd_nested_attr nested #test.smpla\n",
    ),
    (
        "an enum parameter that names no case",
        &[],
        b"\"test.op\"() {a = #test.attr_with_optional_enum<foo>} : () -> ()\n",
    ),
    (
        "a dense array confined to increasing order",
        &[],
        b"\"test.confined_dense_array_attr\"() {emptyattr = array<i16: 3, 1>, i32attr = array<i32: 1, 2>, i64attr = array<i64: 1, 3>} : () -> ()\n",
    ),
    (
        "a dense array confined to non-decreasing order",
        &[],
        b"\"test.confined_dense_array_attr\"() {emptyattr = array<i16>, i32attr = array<i32: 2, 1>, i64attr = array<i64: 1, 3>} : () -> ()\n",
    ),
    (
        "a strictly sorted dense array with two equal elements",
        &[],
        b"\"test.confined_dense_array_attr\"() {emptyattr = array<i16>, i32attr = array<i32: 1, 2>, i64attr = array<i64: 3, 3>} : () -> ()\n",
    ),
    (
        "a confined dense array of the wrong element type",
        &[],
        b"\"test.confined_dense_array_attr\"() {emptyattr = array<i32>, i32attr = array<i32: 1, 2>, i64attr = array<i64: 3>} : () -> ()\n",
    ),
    (
        "canonicalization erases unreachable blocks, cycles among them too",
        &["-canonicalize"],
        b"func.func @f() {\n  return\n^bb1:\n  cf.br ^bb2\n^bb2:\n  cf.br ^bb1\n^bb3:\n  cf.br ^bb3\n}\n",
    ),
    (
        "scf.parallel drops the dimensions of one iteration",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @partial(%a: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n  %c6 = arith.constant 6 : index\n  %c7 = arith.constant 7 : index\n  %c10 = arith.constant 10 : index\n  %r = scf.parallel (%i0, %i1, %i2) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c1, %c3) init (%a) -> f32 {\n    %v = \"a.produce\"(%i0, %i1, %i2) : (index, index, index) -> f32\n    scf.reduce(%v : f32) {\n    ^bb0(%x: f32, %y: f32):\n      %s = arith.addf %x, %y : f32\n      scf.reduce.return %s : f32\n    }\n  }\n  return %r : f32\n}\n",
    ),
    (
        "scf.parallel nests merge into one loop",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @nested(%b0: index, %b1: index, %b2: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i) = (%c0) to (%b0) step (%c1) {\n    scf.parallel (%j) = (%c0) to (%b1) step (%c1) {\n      scf.parallel (%k) = (%c0) to (%b2) step (%c1) {\n        \"a.use\"(%i, %j, %k) : (index, index, index) -> ()\n      }\n    }\n  }\n  return\n}\n",
    ),
    (
        "scf.parallel nests whose inner bounds use an outer variable stay",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @dep(%b0: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i) = (%c0) to (%b0) step (%c1) {\n    scf.parallel (%j) = (%c0) to (%i) step (%c1) {\n      \"a.use\"(%i, %j) : (index, index) -> ()\n    }\n  }\n  return\n}\n",
    ),
    (
        "scf.parallel of one iteration inlines its body and reductions",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @single2(%a: f32, %b: i32) -> (f32, i32) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a, %b) -> (f32, i32) {\n    %v = \"a.produce\"(%i) : (index) -> f32\n    %w = \"a.produce2\"(%i) : (index) -> i32\n    scf.reduce(%v, %w : f32, i32) {\n    ^bb0(%x: f32, %y: f32):\n      %s = arith.mulf %x, %y : f32\n      scf.reduce.return %s : f32\n    }, {\n    ^bb0(%x: i32, %y: i32):\n      scf.reduce.return %y : i32\n    }\n  }\n  return %r#0, %r#1 : f32, i32\n}\n",
    ),
    (
        "scf.execute_region of one block is inlined",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @f() -> i64 {\n  \"a.foo\"() : () -> ()\n  %v = scf.execute_region -> i64 {\n    %x = \"a.val\"() : () -> i64\n    scf.yield %x : i64\n  }\n  return %v : i64\n}\n",
    ),
    (
        "scf.execute_region of several blocks stays inside an scf.if",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @in_if(%c: i1) -> i64 {\n  %r = scf.if %c -> i64 {\n    %v = scf.execute_region -> i64 {\n      %x = \"a.cmp\"() : () -> i1\n      cf.cond_br %x, ^bb1, ^bb2\n    ^bb1:\n      %a = \"a.v1\"() : () -> i64\n      scf.yield %a : i64\n    ^bb2:\n      %b = \"a.v2\"() : () -> i64\n      scf.yield %b : i64\n    }\n    scf.yield %v : i64\n  } else {\n    %z = \"a.z\"() : () -> i64\n    scf.yield %z : i64\n  }\n  return %r : i64\n}\n",
    ),
    (
        "scf.execute_region of several blocks joins the function, nested ones too",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @nested() -> (i64, i32) {\n  \"a.foo\"() : () -> ()\n  %v:2 = scf.execute_region -> (i64, i32) {\n    %x = \"a.cmp\"() : () -> i1\n    cf.cond_br %x, ^bb1, ^bb2\n  ^bb1:\n    %a = \"a.v1\"() : () -> i64\n    %w = scf.execute_region -> i32 {\n      %y = \"a.cmp\"() : () -> i1\n      cf.cond_br %y, ^bb1, ^bb2\n    ^bb1:\n      %p = \"a.p\"() : () -> i32\n      scf.yield %p : i32\n    ^bb2:\n      %q = \"a.q\"() : () -> i32\n      scf.yield %q : i32\n    }\n    scf.yield %a, %w : i64, i32\n  ^bb2:\n    %b = \"a.v2\"() : () -> i64\n    %k = \"a.k\"() : () -> i32\n    scf.yield %b, %k : i64, i32\n  }\n  \"a.bar\"(%v#0) : (i64) -> ()\n  return %v#0, %v#1 : i64, i32\n}\n",
    ),
    (
        "select of one and zero of a one-bit type of any signedness is no extui",
        &["-canonicalize", "-allow-unregistered-dialect", "-mlir-print-op-generic"],
        b"func.func @f(%c: i1) -> ui1 {\n  %0 = \"test.constant\"() {value = 0 : i32} : () -> ui1\n  \
          %1 = \"test.constant\"() {value = 1 : i32} : () -> ui1\n  %2 = arith.select %c, %1, %0 : ui1\n  return %2 : ui1\n}\n\
          func.func @g(%c: i1) -> si1 {\n  %0 = \"test.constant\"() {value = 0 : i32} : () -> si1\n  \
          %1 = \"test.constant\"() {value = 1 : i32} : () -> si1\n  %2 = arith.select %c, %0, %1 : si1\n  return %2 : si1\n}\n",
    ),
    (
        "scf.while moves the scf.if before its condition down into its after region, an if result forwarded twice replaced at the first position only (as MLIR 22)",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @twice() -> (i32, i32) {\n  %0:2 = scf.while () : () -> (i32, i32) {\n    %c = \"test.condition\"() : () -> i1\n    %e = \"test.else\"() : () -> i32\n    %b = \"test.before\"() : () -> i32\n    %r = scf.if %c -> (i32) {\n      %t = \"test.then\"(%b) : (i32) -> i32\n      scf.yield %t : i32\n    } else {\n      scf.yield %e : i32\n    }\n    scf.condition(%c) %r, %r : i32, i32\n  } do {\n  ^bb0(%x: i32, %y: i32):\n    \"test.use\"(%x, %y) : (i32, i32) -> ()\n    scf.yield\n  }\n  return %0#0, %0#1 : i32, i32\n}\n\n",
    ),
    (
        "scf.while keeps an scf.if whose else region computes something",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @else_not_empty(%c: i1) -> i32 {\n  %0 = scf.while () : () -> (i32) {\n    %r = scf.if %c -> (i32) {\n      %t = \"test.then\"() : () -> i32\n      scf.yield %t : i32\n    } else {\n      %e = \"test.else\"() : () -> i32\n      scf.yield %e : i32\n    }\n    scf.condition(%c) %r : i32\n  } do {\n  ^bb0(%x: i32):\n    \"test.use\"(%x) : (i32) -> ()\n    scf.yield\n  }\n  return %0 : i32\n}\n\n",
    ),
    (
        "scf.while moving an scf.if down forwards the before-region values its then region uses, the loop's arguments among them",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @args(%init: i32) -> i32 {\n  %0 = scf.while (%a = %init) : (i32) -> (i32) {\n    %c = \"test.condition\"(%a) : (i32) -> i1\n    %r = scf.if %c -> (i32) {\n      %t = \"test.then\"(%a, %init) : (i32, i32) -> i32\n      scf.yield %t : i32\n    } else {\n      scf.yield %a : i32\n    }\n    scf.condition(%c) %r : i32\n  } do {\n  ^bb0(%x: i32):\n    %n = \"test.next\"(%x) : (i32) -> i32\n    scf.yield %n : i32\n  }\n  return %0 : i32\n}\n\n",
    ),
    (
        "scf.while moves an scf.if without results down",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @no_results(%c: i1) {\n  scf.while () : () -> () {\n    scf.if %c {\n      \"test.then\"() : () -> ()\n    }\n    scf.condition(%c)\n  } do {\n    scf.yield\n  }\n  return\n}\n",
    ),
    (
        "scf.execute_region no_inline stays",
        &["-canonicalize", "-allow-unregistered-dialect"],
        b"func.func @keep() -> i64 {\n  %v = scf.execute_region -> i64 no_inline {\n    %x = \"a.cmp\"() : () -> i1\n    cf.cond_br %x, ^bb1, ^bb2\n  ^bb1:\n    %a = \"a.v1\"() : () -> i64\n    scf.yield %a : i64\n  ^bb2:\n    %b = \"a.v2\"() : () -> i64\n    scf.yield %b : i64\n  }\n  return %v : i64\n}\n",
    ),
    (
        "cmpf of sitofp or uitofp against a float constant compares the integer or folds",
        &["-canonicalize"],
        b"func.func @f1257(%a: i64) -> i1 {\n  %c = arith.constant 128.0 : f64\n  %f = arith.uitofp %a : i64 to f64\n  %r = arith.cmpf ogt, %f, %c : f64\n  return %r : i1\n}\nfunc.func @f387(%a: i8) -> i1 {\n  %c = arith.constant -1.0 : bf16\n  %f = arith.sitofp %a : i8 to bf16\n  %r = arith.cmpf ult, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f341(%a: i1) -> i1 {\n  %c = arith.constant 1.0e10 : bf16\n  %f = arith.sitofp %a : i1 to bf16\n  %r = arith.cmpf oeq, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f426(%a: i8) -> i1 {\n  %c = arith.constant 255.0 : bf16\n  %f = arith.uitofp %a : i8 to bf16\n  %r = arith.cmpf ueq, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f1067(%a: i8) -> i1 {\n  %c = arith.constant 256.0 : f64\n  %f = arith.uitofp %a : i8 to f64\n  %r = arith.cmpf ole, %f, %c : f64\n  return %r : i1\n}\nfunc.func @f709(%a: i8) -> i1 {\n  %c = arith.constant -4.4 : f32\n  %f = arith.sitofp %a : i8 to f32\n  %r = arith.cmpf ord, %f, %c : f32\n  return %r : i1\n}\nfunc.func @f0(%a: i1) -> i1 {\n  %c = arith.constant 0.0 : f16\n  %f = arith.sitofp %a : i1 to f16\n  %r = arith.cmpf uge, %f, %c : f16\n  return %r : i1\n}\nfunc.func @f1002(%a: i1) -> i1 {\n  %c = arith.constant 255.0 : f64\n  %f = arith.uitofp %a : i1 to f64\n  %r = arith.cmpf ord, %f, %c : f64\n  return %r : i1\n}\nfunc.func @f763(%a: i8) -> i1 {\n  %c = arith.constant 3.0e38 : f32\n  %f = arith.uitofp %a : i8 to f32\n  %r = arith.cmpf uno, %f, %c : f32\n  return %r : i1\n}\nfunc.func @f561(%a: i32) -> i1 {\n  %c = arith.constant 2147483648.0 : bf16\n  %f = arith.uitofp %a : i32 to bf16\n  %r = arith.cmpf ule, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f1102(%a: i16) -> i1 {\n  %c = arith.constant 32767.0 : f64\n  %f = arith.sitofp %a : i16 to f64\n  %r = arith.cmpf ueq, %f, %c : f64\n  return %r : i1\n}\nfunc.func @f1125(%a: i16) -> i1 {\n  %c = arith.constant -4.4 : f64\n  %f = arith.uitofp %a : i16 to f64\n  %r = arith.cmpf oeq, %f, %c : f64\n  return %r : i1\n}\nfunc.func @f627(%a: i64) -> i1 {\n  %c = arith.constant 4294967296.0 : bf16\n  %f = arith.uitofp %a : i64 to bf16\n  %r = arith.cmpf uno, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f132(%a: i16) -> i1 {\n  %c = arith.constant 4.4 : f16\n  %f = arith.sitofp %a : i16 to f16\n  %r = arith.cmpf ule, %f, %c : f16\n  return %r : i1\n}\nfunc.func @f533(%a: i32) -> i1 {\n  %c = arith.constant 1.0e10 : bf16\n  %f = arith.sitofp %a : i32 to bf16\n  %r = arith.cmpf uno, %f, %c : bf16\n  return %r : i1\n}\nfunc.func @f870(%a: i32) -> i1 {\n  %c = arith.constant 0.5 : f32\n  %f = arith.uitofp %a : i32 to f32\n  %r = arith.cmpf une, %f, %c : f32\n  return %r : i1\n}\n",
    ),
    (
        "scf.forall.in_parallel: a parallel insert into a value other than an output block argument",
        &["-allow-unregistered-dialect"],
        b"func.func @f(%in: tensor<8xf32>, %out: tensor<8xf32>, %other: tensor<8xf32>) {\n  %c4 = arith.constant 4 : index\n  %r = scf.forall (%i) in (%c4) shared_outs(%o = %out) -> (tensor<8xf32>) {\n    %s = tensor.extract_slice %in[%i][2][1] : tensor<8xf32> to tensor<2xf32>\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %s into %other[%i][2][1] : tensor<2xf32> into tensor<8xf32>\n    }\n  }\n  return\n}\n",
    ),
    (
        "scf.forall.in_parallel: only parallel-combining ops",
        &["-allow-unregistered-dialect"],
        b"func.func @f(%in: tensor<8xf32>, %out: tensor<8xf32>) {\n  %c4 = arith.constant 4 : index\n  %r = scf.forall (%i) in (%c4) shared_outs(%o = %out) -> (tensor<8xf32>) {\n    %s = tensor.extract_slice %in[%i][2][1] : tensor<8xf32> to tensor<2xf32>\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %s into %o[%i][2][1] : tensor<2xf32> into tensor<8xf32>\n      \"a.other\"() : () -> ()\n    }\n  }\n  return\n}\n",
    ),
];

/// `(what, input)`: rejected inputs whose whole error output (each
/// diagnostic's column, its notes, the source line and caret) must be
/// byte-identical with `mlir-opt`'s, run with
/// `-allow-unregistered-dialect -mlir-print-op-generic`.
const STDERR_CASES: &[(&str, &[u8])] = &[
    // Case regions are read as written (MLIR's `custom<SwitchCases>`).
    ("scf.index_switch: an empty case region has no block", b"func.func @a() {\n  %c1 = arith.constant 1 : index\n  scf.index_switch %c1\n  case 0 {\n  }\n  default {\n  }\n  return\n}\n"),
    ("scf.index_switch: a case region without its scf.yield", b"func.func @b() {\n  %c1 = arith.constant 1 : index\n  scf.index_switch %c1\n  case 0 {\n    \"test.op\"() : () -> ()\n  }\n  default {\n  }\n  return\n}\n"),
    // Custom parsers that read how many results the op names.
    (
        "gpu.alloc marked async names no result",
        b"func.func @f(%t: !gpu.async.token) {\n  gpu.alloc async [%t] () : memref<4xf32>\n  return\n}\n",
    ),
    // Locations of a dialect, and optional location specifiers.
    ("a non-location attribute in a location", b"func.func @f() { \"foo.x\"() : () -> () loc(#test.smpla) return }\n"),
    ("a non-location attribute nested in a location", b"func.func @f() { \"foo.x\"() : () -> () loc(fused[#test.smpla]) return }\n"),
    ("a bad location in an optional location specifier", b"func.func @f() { test.attr_with_loc(\"foo\" loc(3)) return }\n"),
    ("a dialect location's parameter of the wrong kind", b"func.func @f() { test.attr_with_loc(1 loc(#test.custom_location<3 * 3>)) return }\n"),
    ("a dialect location without its separator", b"func.func @f() { test.attr_with_loc(1 loc(#test.custom_location<\"a\" 3>)) return }\n"),
    ("a dialect location's parameter out of range", b"func.func @f() { test.attr_with_loc(1 loc(#test.custom_location<\"a\" * 4294967296>)) return }\n"),
    ("an op's location attribute missing", b"func.func @f() { \"test.attr_with_loc\"() <{value = 4}> : () -> () return }\n"),
    // Region arguments read as MLIR's `parseArgument` reads them.
    ("an induction variable list without a comma", b"func.func @f(%c: index) { scf.parallel (%i %j) = (%c) to (%c) step (%c) {} return }\n"),
    ("an induction variable list without parentheses", b"func.func @f(%c: index) { scf.parallel %i = (%c) to (%c) step (%c) {} return }\n"),
    ("a result number in an induction variable list", b"func.func @f(%c: index) { scf.parallel (%i#0) = (%c) to (%c) step (%c) {} return }\n"),
    ("a result number on affine.for's induction variable", b"func.func @f(%c: index) { affine.for %i#1 = 0 to 8 {} return }\n"),
    ("a result number on a loop-carried argument", b"func.func @f(%c: index) { %0 = scf.for %i = %c to %c step %c iter_args(%a#1 = %c) -> (index) { scf.yield %a : index } return }\n"),
    ("a bad location on an induction variable", b"func.func @f(%c: index) { affine.for %i loc(3) = 0 to 8 {} return }\n"),
    ("an unclosed location on an induction variable", b"func.func @f(%c: index) { scf.forall (%i loc(\"a\") in (%c) {} return }\n"),
    (
        "a switch case value beyond i64 is the op's error",
        b"func.func @f(%b: i64) {\n  cf.switch %b : i64, [\n    default: ^bb1,\n    18446744073709551615: ^bb1\n  ]\n^bb1:\n  return\n}\n",
    ),
    // The inferred result types are checked with the region invariants,
    // after the op's own verifier (InferTypeOpInterface verifies with
    // regions); the predicates of the definition come first.
    (
        "the op's verifier before the inferred result types",
        b"func.func @f(%a: memref<4xf32>) {\n  %0 = \"memref.distinct_objects\"(%a) : (memref<4xf32>) -> memref<8xf32>\n  return\n}\n",
    ),
    (
        "a result type predicate before the op's verifier and the inferred types",
        b"func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) {\n  %0 = \"tensor.insert\"(%v, %t, %i, %i) : (f32, tensor<4xf32>, index, index) -> tensor<8xf32>\n  return\n}\n",
    ),
    (
        "an element type predicate before the op's verifier and the inferred types",
        b"func.func @f(%t: tensor<4xf32>, %i: index) {\n  %0 = \"tensor.extract\"(%t, %i, %i) : (tensor<4xf32>, index, index) -> f64\n  return\n}\n",
    ),
    (
        "the inferred types when the op's verifier passes",
        b"func.func @f(%a: tensor<3xf32>) {\n  %0 = \"shape.shape_of\"(%a) : (tensor<3xf32>) -> tensor<2xindex>\n  return\n}\n",
    ),
    // A region's entry argument takes a name not yet defined or used.
    (
        "a region entry argument named as a value of an enclosing region",
        b"func.func @f() {\n  affine.for %i = 1 to 10 {\n    affine.for %i = 1 to 10 {\n    }\n  }\n  return\n}\n",
    ),
    (
        "a region entry argument named as a value used before",
        b"func.func @f(%m: memref<?x?xf32>) {\n  affine.for %i0 = 0 to 42 {\n    %x = memref.load %m[%i0, %i1] : memref<?x?xf32>\n  }\n  affine.for %i1 = 0 to 42 {\n  }\n  return\n}\n",
    ),
    (
        "a block label in a region with named entry arguments",
        b"func.func @f() {\n  affine.for %i = 1 to 10 {\n  ^bb1:\n  }\n  return\n}\n",
    ),
    // Dialect checks of attributes named with the dialect's prefix.
    ("a dialect's check of an op's attribute", b"\"a.x\"() {test.invalid_attr} : () -> ()\n"),
    (
        "a dialect's check of a function argument's attribute",
        b"func.func @f(%arg0: i64 {test.invalid_attr}) {\n  return\n}\n",
    ),
    (
        "a dialect's check of a function result's attribute",
        b"func.func @f(%arg0: i64) -> (i64 {test.invalid_attr}) {\n  return %arg0 : i64\n}\n",
    ),
    // Errors of parsers written by hand name the op once.
    ("ub.poison of an attribute of another kind", b"%0 = ub.poison <#test.smpla> : i32\n"),
    (
        "shape.reduce with more initial values than types",
        b"func.func @f(%s: tensor<?xindex>, %a: index) {\n  %0 = shape.reduce(%s, %a) : tensor<?xindex> {\n  ^bb0(%i: index, %e: index, %x: index):\n    shape.yield %x : index\n  }\n  return\n}\n",
    ),
    // Op names.
    ("an integer type names no op", b"func.func @f() {\n  %0 = \"a.c\"() : () -> i32 i32\n  return\n}\n"),
    ("a signed integer type names no op", b"func.func @f() {\n  si8\n}\n"),
    ("an unsigned integer type names no op (top level)", b"ui16\n"),
    ("a float type keyword is an op name", b"func.func @f() {\n  f32\n}\n"),
    ("`i` alone is an op name", b"func.func @f() {\n  i\n}\n"),
    ("an integer type with a suffix is an op name", b"func.func @f() {\n  i32x\n}\n"),
    ("an unknown op of a known dialect", b"func.func @f() {\n  arith.bogus\n}\n"),
    // Generic form.
    (
        "successors in a registered non-terminator",
        b"func.func @f(%a: i32) {\n  \"arith.addi\"(%a, %a)[^bb1] : (i32, i32) -> i32\n^bb1:\n  return\n}\n",
    ),
    ("an empty successor list at the end of a line", b"func.func @f() {\n  \"a.x\"()[\n  ] : () -> ()\n}\n"),
    ("a successor that is no block name", b"func.func @f() {\n  \"a.x\"()[^bb1, \n   %x] : () -> ()\n}\n"),
    ("a result count that is no integer", b"func.func @f() {\n  %0: = \"a.x\"() : () -> i32\n  return\n}\n"),
    ("a result count of zero", b"func.func @f() {\n  %0:0 = \"a.x\"() : () -> i32\n  return\n}\n"),
    (
        "a result count too large for 64 bits",
        b"func.func @f() {\n  %0:99999999999999999999999 = \"a.x\"() : () -> i32\n  return\n}\n",
    ),
    // Builtin attributes and types.
    ("`dense<>` of a type with elements", b"\"a.x\"() {a = dense<> : tensor<i64>} : () -> ()\n"),
    ("`dense<[]>` is of shape [0] only", b"\"a.x\"() {a = dense<[]> : tensor<2x0xi64>} : () -> ()\n"),
    (
        "a bool among float elements is reported at itself",
        b"\"a.x\"() {a = dense<[42.0, true]> : tensor<2xf32>} : () -> ()\n",
    ),
    (
        "a bool splat of a wider integer is reported at itself",
        b"\"a.x\"() {a = dense<true> : tensor<2xi16>} : () -> ()\n",
    ),
    ("a string among integer elements", b"\"a.x\"() {a = dense<[1, \"a\"]> : tensor<2xi16>} : () -> ()\n"),
    ("a string among float elements", b"\"a.x\"() {a = dense<[1.0, \"a\"]> : tensor<2xf32>} : () -> ()\n"),
    ("a number among string elements", b"\"a.x\"() {a = dense<[\"a\", 1.0]> : tensor<2x!a.b>} : () -> ()\n"),
    (
        "complex elements are counted as two tokens each",
        b"\"a.x\"() {a = dense<[(1,2), 3]> : tensor<2xcomplex<i32>>} : () -> ()\n",
    ),
    ("a complex splat is two tokens", b"\"a.x\"() {a = dense<3> : tensor<2xcomplex<i32>>} : () -> ()\n"),
    ("a complex element without a comma", b"\"a.x\"() {a = dense<[(10)]> : tensor<complex<i64>>} : () -> ()\n"),
    (
        "a complex element without a closing parenthesis",
        b"\"a.x\"() {a = dense<[(10,10]> : tensor<complex<i64>>} : () -> ()\n",
    ),
    ("nested complex elements", b"\"a.x\"() {a = dense<((1,2),3)> : tensor<complex<i32>>} : () -> ()\n"),
    (
        "inconsistent ranks are reported where the element ends",
        b"\"a.x\"() {a = dense<[4, [5]]> : tensor<2xi32>} : () -> ()\n",
    ),
    ("a negated bool element", b"\"a.x\"() {a = dense<[-true]> : tensor<1xi1>} : () -> ()\n"),
    ("an integer in an i1 array is reported after it", b"\"a.x\"() {a = array<i1: 1>} : () -> ()\n"),
    ("a bool in an i32 array", b"\"a.x\"() {a = array<i32: true>} : () -> ()\n"),
    ("an array with a colon and no element", b"\"a.x\"() {a = array<i32:>} : () -> ()\n"),
    ("an array element out of range is reported after it", b"\"a.x\"() {a = array<i8: 300>} : () -> ()\n"),
    ("an array of a type that does not parse", b"\"a.x\"() {a = array<!foo.bar: 1>} : () -> ()\n"),
    ("a strided layout without a comma before the offset", b"\"a.x\"() {a = strided<[]?>} : () -> ()\n"),
    ("a stride of -2^63", b"\"a.x\"() {a = strided<[-9223372036854775808]>} : () -> ()\n"),
    ("a strided layout without `offset`", b"\"a.x\"() {a = strided<[1], 3>} : () -> ()\n"),
    ("a distinct attribute whose attribute does not parse", b"\"a.x\"() {a = distinct[8]<attribute} : () -> ()\n"),
    ("a symbol reference and a colon at the end of the input", b"\"a.x\"() {a = [@m:} : () -> ()\n"),
    ("an empty memref layout list", b"\"a.x\"() {a = 1 : memref<2xi8, >} : () -> ()\n"),
    ("a layout list ending in a comma", b"\"a.x\"() {a = 1 : memref<2xi8, 1, >} : () -> ()\n"),
    ("an integer width beyond 32 bits", b"\"a.x\"() {a = 1 : i4294967296} : () -> ()\n"),
    ("an integer width beyond the limit", b"\"a.x\"() {a = 1 : i16777216} : () -> ()\n"),
    (
        "a distinct attribute redefined: the first definition is named",
        b"#a = distinct[0]<42 : i32>\n#b = distinct[0]<43 : i32>\n\"a.x\"() {a = #a, b = #b} : () -> ()\n",
    ),
    // Dialect types and attributes.
    (
        "a builtin type in the dialect form: builtin has no type parsing hook",
        b"\"a.x\"() : () -> !builtin.tuple<i32>\n",
    ),
    ("a type of a dialect that defines none", b"\"a.x\"() : () -> !arith.foo\n"),
    ("an unknown type of a dialect that defines types, at its mnemonic", b"\"a.x\"() : () -> !shape.foo<1>\n"),
    ("an attribute of a dialect that defines none", b"\"a.x\"() {a = #shape.foo} : () -> ()\n"),
    (
        "an unknown attribute of a dialect that defines attributes, at its mnemonic",
        b"\"a.x\"() {a = #arith.foo} : () -> ()\n",
    ),
    (
        "the opaque form of a registered dialect's type is parsed by the dialect",
        b"\"a.x\"() : () -> !shape<\"shape\">\n",
    ),
    ("an unknown type in the opaque form of a registered dialect", b"\"a.x\"() : () -> !shape< foo>\n"),
    (
        "an attribute in the opaque form of a dialect that defines none",
        b"\"a.x\"() {a = #builtin<\"foo\">} : () -> ()\n",
    ),
    (
        "an attribute in the opaque form of a dialect that defines none, at the body's first token",
        b"\"a.x\"() {a = #func<   foo>} : () -> ()\n",
    ),
    ("a type in the opaque form of a dialect that defines none", b"\"a.x\"() : () -> !builtin<\"foo\">\n"),
    (
        "a type in the opaque form of a dialect that defines none, at the body's first token",
        b"\"a.x\"() : () -> !arith<  foo>\n",
    ),
    // Result type inference.
    (
        "an inference failure is worded as inferReturnTypes words it, then 'failed to infer returned types'",
        b"func.func @f(%a: !shape.shape, %b: index) -> index {\n  %0 = shape.meet %a, %b : !shape.shape, index -> index\n  return %0 : index\n}\n",
    ),
    (
        "an inference failure on extent tensors of unequal sizes",
        b"func.func @f(%a: tensor<2xindex>, %b: tensor<3xindex>) {\n  %0 = shape.meet %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>\n  return\n}\n",
    ),
    // Formats read a single type as its constraint's builtin class.
    (
        "a type of another class where a ranked tensor is read (named class)",
        b"func.func @f(%x: f32) {\n  %0 = tensor.splat %x : memref<8xf32>\n  return\n}\n",
    ),
    (
        "a type of another class where a tensor is read (class without a name)",
        b"func.func @f(%a: memref<8xf32>) {\n  %0 = tensor.rank %a : memref<8xf32>\n  return\n}\n",
    ),
    (
        "a type of another class where a result's ranked tensor is read",
        b"func.func @f(%x: f32) {\n  %0 = tensor.from_elements %x : vector<1xf32>\n  return\n}\n",
    ),
    (
        "a value shape in a summary is empty, as in MLIR",
        b"func.func @f(%x: f32, %s: !shape.shape) {\n  %0 = shape.with_shape %x, %s : f32, !shape.shape\n  return\n}\n",
    ),
    // Region structure.
    ("an entry block with a predecessor", b"\"a.f\"() ({\n^bb0:\n  \"a.br\"()[^bb0] : () -> ()\n}) : () -> ()\n"),
    (
        "an entry block with a predecessor (custom form)",
        b"func.func @f() {\n^bb42:\n  cf.br ^bb43\n^bb43:\n  cf.br ^bb42\n}\n",
    ),
    (
        "a graph region of two blocks",
        b"test.graph_region {\n^bb0:\n  \"a.br\"()[^bb1] : () -> ()\n^bb1:\n  \"a.r\"() : () -> ()\n}\n",
    ),
];

struct Outcome {
    ok: bool,
    stdout: String,
    /// `line: message` of the first error.
    first_error: Option<String>,
    stderr: String,
}

fn run(tool: &Path, args: &[&str], file: &Path) -> Outcome {
    let out = Command::new(tool).args(args).arg(file).output().expect("the tool runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let first_error = stderr.lines().find(|l| l.contains(": error: ")).map(|l| {
        // `file:line:col: error: message` -> `line: message`
        let mut parts = l.splitn(4, ':');
        let (_, line, _, rest) = (parts.next(), parts.next(), parts.next(), parts.next());
        format!("{}: {}", line.unwrap_or("?"), rest.unwrap_or("").trim_start_matches(" error: "))
    });
    Outcome {
        ok: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        first_error,
        stderr: stderr.into_owned(),
    }
}

#[test]
fn stderr_agrees_with_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "agreement test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = std::env::temp_dir().join(format!("ods-agreement-stderr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let args: &[&str] = &["-allow-unregistered-dialect", "-mlir-print-op-generic"];
    let mut failures = Vec::new();
    for (i, (what, input)) in STDERR_CASES.iter().enumerate() {
        let file = dir.join(format!("case-{i}.mlir"));
        std::fs::write(&file, input).unwrap();
        let (ours, theirs) = (run(&ods, args, &file), run(&mlir, args, &file));
        if theirs.ok {
            failures.push(format!("{what}: mlir-opt accepts it (a case here must be rejected)"));
        } else if ours.ok || ours.stderr != theirs.stderr {
            failures.push(format!("{what}:\n--- ods-opt\n{}--- mlir-opt\n{}", ours.stderr, theirs.stderr));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} of {} cases disagree:\n{}",
        failures.len(),
        STDERR_CASES.len(),
        failures.join("\n")
    );
}

#[test]
fn agrees_with_mlir_opt() {
    let Some(mlir) = support::llvm_tool("mlir-opt", "agreement test") else { return };
    let ods = PathBuf::from(env!("CARGO_BIN_EXE_ods-opt"));
    let dir = std::env::temp_dir().join(format!("ods-agreement-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let default_args: &[&str] = &["-allow-unregistered-dialect", "-mlir-print-op-generic"];
    let generated = generated_cases();
    let cases = CASES
        .iter()
        .map(|&(what, input)| (what, default_args, input))
        .chain(CASES_WITH_ARGS.iter().copied())
        .chain(generated.iter().map(|(what, input)| (*what, default_args, &input[..])));
    for (i, (what, args, input)) in cases.enumerate() {
        let file = dir.join(format!("case-{i}.mlir"));
        std::fs::write(&file, input).unwrap();
        let (ours, theirs) = (run(&ods, args, &file), run(&mlir, args, &file));
        let verdict = |o: &Outcome| if o.ok { "accepts" } else { "rejects" };
        if ours.ok != theirs.ok {
            failures.push(format!(
                "{what}: ods-opt {} and mlir-opt {} ({:?} / {:?})",
                verdict(&ours),
                verdict(&theirs),
                ours.first_error,
                theirs.first_error
            ));
        } else if ours.stdout != theirs.stdout {
            failures
                .push(format!("{what}: outputs differ\n--- ods-opt\n{}--- mlir-opt\n{}", ours.stdout, theirs.stdout));
        } else if ours.first_error != theirs.first_error {
            failures.push(format!("{what}: first errors differ: {:?} vs {:?}", ours.first_error, theirs.first_error));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let total = CASES.len() + CASES_WITH_ARGS.len() + generated.len();
    assert!(failures.is_empty(), "{} of {total} cases disagree:\n{}", failures.len(), failures.join("\n"));
}

/// Cases too large to write out: dense elements above the size at which
/// both tools print them as hex, so the stored bytes print back as read.
fn generated_cases() -> Vec<(&'static str, Vec<u8>)> {
    // Deterministic bytes that are neither uniform nor small.
    let hex =
        |n: usize, salt: usize| -> String { (0..n).map(|i| format!("{:02X}", (i * 131 + salt * 7) % 251)).collect() };
    let dense = |body: String, ty: &str| format!("dense<\"0x{body}\"> : {ty}");
    let attrs = [
        dense(hex(3000, 1), "tensor<3000xi3>"),
        dense(format!("{}FF", hex(250, 2)), "tensor<2007xi1>"),
        dense("FF".repeat(250), "tensor<2000xi1>"),
        dense(format!("{}01", "00".repeat(249)), "tensor<2000xi1>"),
        dense(hex(64_000, 3), "tensor<2000xi256>"),
        dense(hex(8000, 4), "tensor<2000xcomplex<f16>>"),
        dense(hex(20_000, 5), "tensor<2000xf80>"),
        dense(format!("{}0000803F", "0000803F".repeat(1999)), "tensor<2000xf32>"),
    ];
    let body = attrs.iter().enumerate().map(|(i, a)| format!("a{i} = {a}")).collect::<Vec<_>>().join(", ");
    let mut cases = vec![(
        "large hex elements print back byte for byte",
        format!("\"a.x\"() {{{body}}} : () -> ()\n").into_bytes(),
    )];
    // Affine expressions far beyond any fixed limit (mlir-opt reads these;
    // it overflows its stack at about 100,000 levels).
    let deep = |levels: usize, op: &str| {
        let mut e = "d0".to_string();
        for i in 0..levels {
            e = format!("({e} {op} {})", i % 7 + 2);
        }
        e
    };
    let sum = |terms: usize, term: &dyn Fn(usize) -> String| (0..terms).map(term).collect::<Vec<_>>().join(" + ");
    let maps = [
        format!("affine_map<(d0)[s0] -> ({})>", deep(5000, "+")),
        format!("affine_map<(d0)[s0] -> ({})>", deep(3000, "floordiv")),
        format!("affine_map<(d0)[s0] -> ({}, {})>", deep(2000, "ceildiv"), deep(2000, "-")),
        format!(
            "affine_set<(d0)[s0] : ({} >= 0, {} == 0)>",
            deep(2000, "floordiv"),
            "-(".repeat(1000) + "d0" + &")".repeat(1000)
        ),
        format!("affine_map<(d0, d1, d2)[s0, s1] -> ({})>", sum(20_000, &|i| format!("d{} floordiv {}", i % 3, i + 2))),
        format!(
            "affine_map<(d0, d1, d2)[s0, s1] -> ({})>",
            sum(5000, &|i| format!("(d{} + s{}) mod {}", i % 3, i % 2, i + 2))
        ),
    ];
    let body = maps.iter().enumerate().map(|(i, m)| format!("m{i} = {m}")).collect::<Vec<_>>().join(", ");
    cases.push((
        "affine expressions thousands of levels deep or long",
        format!("\"a.x\"() {{{body}}} : () -> ()\n").into_bytes(),
    ));
    cases
}
