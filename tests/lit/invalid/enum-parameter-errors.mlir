// RUN: ods-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Errors inside the enum and flag attributes of op custom forms: those the
// attribute's parser reports through the op's parser name the op, those of
// the generic grammar do not, and nothing follows a lexer error (both
// tools read this file).

func.func @f(%a: f32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<fast : f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.addi %i, %i overflow<nsw : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected '"' in string literal}}
  %0 = arith.addf %a, %a fastmath<"fa : f32
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+2 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  // expected-error @+1 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  %1 = index.cmp foo(%x, %x)
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+2 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  // expected-error @+1 {{custom op 'index.cmp' expected valid keyword or string}}
  %1 = index.cmp 3(%x, %x)
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{expected '"' in string literal}}
  %1 = index.cmp "ul(%x, %x)
  return
}

// -----

// expected-error @+2 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
// expected-error @+1 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
"x.y"() {a = #index<cmp_predicate foo>} : () -> ()

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 3, %i, %i : i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{expected '"' in string literal}}
  %0 = arith.cmpi "eq, %i, %i : i32
  return
}
