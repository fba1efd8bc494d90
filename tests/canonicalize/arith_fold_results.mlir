// What each arith folder returns, an existing value or a constant (which
// the driver materializes anew, so where constants end up shows it), and
// in which order its rules apply, as in MLIR 22 (found by fuzz/genfuzz.py
// and an audit of the folders against MLIR's). Each function holds one
// case; the numbers are the audit's.

// 1: or(x, all ones) is the constant (a new one)
func.func @or_all_ones(%x: i8) -> (f16, i8) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %m = arith.constant -1 : i8
  %o = arith.ori %x, %m : i8
  return %h, %o : f16, i8
}
// 2: xor(c0, c0) is c0 itself
func.func @xor_zero_zero() -> (f16, i8) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %z = arith.constant 0 : i8
  %o = arith.xori %z, %z : i8
  return %h, %o : f16, i8
}
// 3: bitcast to the same type of a constant
func.func @bitcast_same() -> (f16, i8) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %z = arith.constant 5 : i8
  %o = arith.bitcast %z : i8 to i8
  return %h, %o : f16, i8
}
// 4: and(not(c), c) with c = 0
func.func @and_not_zero() -> (f16, i8) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %z = arith.constant 0 : i8
  %m = arith.constant -1 : i8
  %n = arith.xori %z, %m : i8
  %o = arith.andi %n, %z : i8
  return %h, %o : f16, i8
}
// 5: or(not(c), c) with c = all ones
func.func @or_not_ones() -> (f16, i8) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %m = arith.constant -1 : i8
  %n = arith.xori %m, %m : i8
  %o = arith.ori %n, %m : i8
  return %h, %o : f16, i8
}
// 6: mulf by zero with nnan nsz
func.func @mulf_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %o = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  return %o : f32
}
func.func @mulf_zero_const() -> (f16, f32) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %x = arith.constant 3.0 : f32
  %z = arith.constant -0.0 : f32
  %o = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  return %h, %o : f16, f32
}
// 7: xor(xor(x, 0), 0)
func.func @xor_xor_zero(%x: i8) -> i8 {
  %z = arith.constant 0 : i8
  %a = arith.xori %x, %z : i8
  %o = arith.xori %a, %z : i8
  return %o : i8
}
// 8: and(and(y, 0), 0)
func.func @and_and_zero(%y: i8) -> i8 {
  %z = arith.constant 0 : i8
  %a = arith.andi %y, %z : i8
  %o = arith.andi %a, %z : i8
  return %o : i8
}
// 9: divui(muli(a, 1) nuw, 1)
func.func @div_mul_one(%a: i8) -> (i8, i8) {
  %c1 = arith.constant 1 : i8
  %m = arith.muli %a, %c1 overflow<nuw> : i8
  %o = arith.divui %m, %c1 : i8
  %m2 = arith.muli %a, %c1 overflow<nsw> : i8
  %o2 = arith.divsi %m2, %c1 : i8
  return %o, %o2 : i8, i8
}
// 10: select %c, true, false with %c = cmpi eq of constants
func.func @select_cmp() -> (f16, i1) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %t = arith.constant true
  %f = arith.constant false
  %c = arith.cmpi eq, %t, %f : i1
  %o = arith.select %c, %t, %f : i1
  return %h, %o : f16, i1
}
// 13: extended ops of poison
func.func @extended_poison(%x: i8) -> (i8, i8, i8, i8) {
  %p = ub.poison : i8
  %a, %b = arith.mulsi_extended %p, %x : i8
  %c, %d = arith.mului_extended %x, %p : i8
  return %a, %b, %c, %d : i8, i8, i8, i8
}
// 14, 15: casts of casts
func.func @cast_cast(%x: i32, %y: f32) -> (f16, i32, i32, f32) {
  %h = arith.constant 1.0 : f16
  %d = arith.negf %h : f16
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.index_castui %x : i32 to index
  %e = arith.index_castui %c : index to i32
  %f = arith.bitcast %y : f32 to i32
  %g = arith.bitcast %f : i32 to f32
  return %h, %b, %e, %g : f16, i32, i32, f32
}
// 16, 17: tensor compares
func.func @tensor_cmp(%x: tensor<4xi1>, %t: tensor<?xi32>) -> (tensor<4xi1>, tensor<?xi1>) {
  %e = arith.extui %x : tensor<4xi1> to tensor<4xi32>
  %z = arith.constant dense<0> : tensor<4xi32>
  %c = arith.cmpi ne, %e, %z : tensor<4xi32>
  %s = arith.cmpi eq, %t, %t : tensor<?xi32>
  return %c, %s : tensor<4xi1>, tensor<?xi1>
}
// 18: cmpi with a poison lhs
func.func @cmp_poison(%x: i8) -> i1 {
  %p = ub.poison : i8
  %c = arith.cmpi slt, %p, %x : i8
  return %c : i1
}

// truncf/extf of a NaN: only what converts exactly folds (a payload bit
// lost or a signalling NaN made quiet does not).
func.func @float_casts_of_nans() -> (f32, bf16, bf16, f16, f32, bf16, f64, f64, f32) {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0xFFFFFFFFFFFFFFF8 : f64
  %c = arith.constant 0x7FF8000000000000 : f64
  %d = arith.constant 1.0e10 : f64
  %e = arith.constant 0.5 : f64
  %f = arith.constant 0x7FF0000000000001 : f64
  %ra = arith.truncf %a : f64 to f32
  %rb = arith.truncf %b : f64 to bf16
  %rc = arith.truncf %c : f64 to bf16
  %rd = arith.truncf %d : f64 to f16
  %re = arith.truncf %e : f64 to f32
  %rf = arith.truncf %f : f64 to bf16
  %g = arith.constant 0x7F800001 : f32
  %h = arith.constant 0xFFC00001 : f32
  %i = arith.constant 0x7E01 : f16
  %rg = arith.extf %g : f32 to f64
  %rh = arith.extf %h : f32 to f64
  %ri = arith.extf %i : f16 to f32
  return %ra, %rb, %rc, %rd, %re, %rf, %rg, %rh, %ri : f32, bf16, bf16, f16, f32, bf16, f64, f64, f32
}

// maxnumf/minnumf of +0 and -0, in both orders.
func.func @signed_zero_min_max() -> (f64, f64, f64, f64) {
  %n = arith.constant -0.0 : f64
  %p = arith.constant 0.0 : f64
  %a = arith.maxnumf %n, %p : f64
  %b = arith.maxnumf %p, %n : f64
  %c = arith.minnumf %n, %p : f64
  %d = arith.minnumf %p, %n : f64
  return %a, %b, %c, %d : f64, f64, f64, f64
}
