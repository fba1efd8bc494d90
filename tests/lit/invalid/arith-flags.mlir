// RUN: ods-opt %s -split-input-file -verify-diagnostics

// The flag attributes of arith (#arith.fastmath, #arith.overflow): errors
// of their parsers in the generic and custom forms and of property
// conversion, as mlir-opt 22 words them.

// expected-error @+2 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}

// -----

// expected-error @+2 {{invalid properties {predicate = "eq"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "eq"}}
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return
}

// -----

// expected-error @+2 {{invalid properties {kind = 99 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 99 : i64}}
func.func @f(%a: memref<4xf32>, %v: f32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) <{kind = 99 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

// expected-error @+3 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+2 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func @f(%a: f32, %b: f32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
  return
}

// -----

// expected-error @+2 {{invalid properties {fastmath = 3 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 3 : i32}}
func.func @f(%a: f32, %b: f32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = 3 : i32}> : (f32, f32) -> f32
  return
}

// -----

// expected-error @+3 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error @+2 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<bogus>}> : (i32, i32) -> i32
  return
}

// -----

// expected-error @+2 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

// expected-error @+3 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+2 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<bogus> : f32
  return
}

// -----

// expected-error @+3 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error @+2 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw, bogus> : i32
  return
}

// -----

// expected-error @+3 {{custom op 'arith.addf' expected valid keyword or string}}
// expected-error @+2 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<> : f32
  return
}

// -----

// expected-error @+3 {{expected valid keyword or string}}
// expected-error @+2 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<nnan,> } : f32
  return
}

// -----

// expected-error @+2 {{expected '>'}}
func.func @f(%a: f32, %b: f32) {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<nnan|ninf>}> : (f32, f32) -> f32
  return
}
