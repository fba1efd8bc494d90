// Math folds on poison: every math op that MLIR 22 folds through
// `CommonFolders.h` folds a poison operand to poison, whatever its element
// type (the left one of two); `cbrt`, `rsqrt`, `fma`, `fpowi` and the
// classifications have no such folder and stay (found by fuzz/genfuzz.py).

func.func @float_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1) {
  %p = ub.poison : f32
  %c = arith.constant 1.0 : f32
  %n = arith.constant 2 : i32
  %r0 = math.absf %p : f32
  %r1 = math.acos %p : f32
  %r2 = math.acosh %p : f32
  %r3 = math.asin %p : f32
  %r4 = math.asinh %p : f32
  %r5 = math.atan %p : f32
  %r6 = math.atanh %p : f32
  %r7 = math.cbrt %p : f32
  %r8 = math.ceil %p : f32
  %r9 = math.cos %p : f32
  %r10 = math.cosh %p : f32
  %r11 = math.erf %p : f32
  %r12 = math.erfc %p : f32
  %r13 = math.exp %p : f32
  %r14 = math.exp2 %p : f32
  %r15 = math.expm1 %p : f32
  %r16 = math.floor %p : f32
  %r17 = math.log %p : f32
  %r18 = math.log10 %p : f32
  %r19 = math.log1p %p : f32
  %r20 = math.log2 %p : f32
  %r21 = math.round %p : f32
  %r22 = math.roundeven %p : f32
  %r23 = math.rsqrt %p : f32
  %r24 = math.sin %p : f32
  %r25 = math.sinh %p : f32
  %r26 = math.sqrt %p : f32
  %r27 = math.tan %p : f32
  %r28 = math.tanh %p : f32
  %r29 = math.trunc %p : f32
  %r30 = math.atan2 %p, %p : f32
  %r31 = math.atan2 %c, %p : f32
  %r32 = math.atan2 %p, %c : f32
  %r33 = math.copysign %p, %p : f32
  %r34 = math.copysign %c, %p : f32
  %r35 = math.copysign %p, %c : f32
  %r36 = math.powf %p, %p : f32
  %r37 = math.powf %c, %p : f32
  %r38 = math.powf %p, %c : f32
  %r39 = math.fma %p, %c, %c : f32
  %r40 = math.fpowi %p, %n : f32, i32
  %r41 = math.isnan %p : f32
  %r42 = math.isinf %p : f32
  %r43 = math.isfinite %p : f32
  %r44 = math.isnormal %p : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1
}

func.func @float_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1) {
  %p = ub.poison : f16
  %c = arith.constant 1.0 : f16
  %n = arith.constant 2 : i32
  %r0 = math.absf %p : f16
  %r1 = math.acos %p : f16
  %r2 = math.acosh %p : f16
  %r3 = math.asin %p : f16
  %r4 = math.asinh %p : f16
  %r5 = math.atan %p : f16
  %r6 = math.atanh %p : f16
  %r7 = math.cbrt %p : f16
  %r8 = math.ceil %p : f16
  %r9 = math.cos %p : f16
  %r10 = math.cosh %p : f16
  %r11 = math.erf %p : f16
  %r12 = math.erfc %p : f16
  %r13 = math.exp %p : f16
  %r14 = math.exp2 %p : f16
  %r15 = math.expm1 %p : f16
  %r16 = math.floor %p : f16
  %r17 = math.log %p : f16
  %r18 = math.log10 %p : f16
  %r19 = math.log1p %p : f16
  %r20 = math.log2 %p : f16
  %r21 = math.round %p : f16
  %r22 = math.roundeven %p : f16
  %r23 = math.rsqrt %p : f16
  %r24 = math.sin %p : f16
  %r25 = math.sinh %p : f16
  %r26 = math.sqrt %p : f16
  %r27 = math.tan %p : f16
  %r28 = math.tanh %p : f16
  %r29 = math.trunc %p : f16
  %r30 = math.atan2 %p, %p : f16
  %r31 = math.atan2 %c, %p : f16
  %r32 = math.atan2 %p, %c : f16
  %r33 = math.copysign %p, %p : f16
  %r34 = math.copysign %c, %p : f16
  %r35 = math.copysign %p, %c : f16
  %r36 = math.powf %p, %p : f16
  %r37 = math.powf %c, %p : f16
  %r38 = math.powf %p, %c : f16
  %r39 = math.fma %p, %c, %c : f16
  %r40 = math.fpowi %p, %n : f16, i32
  %r41 = math.isnan %p : f16
  %r42 = math.isinf %p : f16
  %r43 = math.isfinite %p : f16
  %r44 = math.isnormal %p : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1
}

func.func @float_vector_2_f32() -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %p = ub.poison : vector<2xf32>
  %c = arith.constant dense<1.0> : vector<2xf32>
  %n = arith.constant dense<2> : vector<2xi32>
  %r0 = math.absf %p : vector<2xf32>
  %r1 = math.acos %p : vector<2xf32>
  %r2 = math.acosh %p : vector<2xf32>
  %r3 = math.asin %p : vector<2xf32>
  %r4 = math.asinh %p : vector<2xf32>
  %r5 = math.atan %p : vector<2xf32>
  %r6 = math.atanh %p : vector<2xf32>
  %r7 = math.cbrt %p : vector<2xf32>
  %r8 = math.ceil %p : vector<2xf32>
  %r9 = math.cos %p : vector<2xf32>
  %r10 = math.cosh %p : vector<2xf32>
  %r11 = math.erf %p : vector<2xf32>
  %r12 = math.erfc %p : vector<2xf32>
  %r13 = math.exp %p : vector<2xf32>
  %r14 = math.exp2 %p : vector<2xf32>
  %r15 = math.expm1 %p : vector<2xf32>
  %r16 = math.floor %p : vector<2xf32>
  %r17 = math.log %p : vector<2xf32>
  %r18 = math.log10 %p : vector<2xf32>
  %r19 = math.log1p %p : vector<2xf32>
  %r20 = math.log2 %p : vector<2xf32>
  %r21 = math.round %p : vector<2xf32>
  %r22 = math.roundeven %p : vector<2xf32>
  %r23 = math.rsqrt %p : vector<2xf32>
  %r24 = math.sin %p : vector<2xf32>
  %r25 = math.sinh %p : vector<2xf32>
  %r26 = math.sqrt %p : vector<2xf32>
  %r27 = math.tan %p : vector<2xf32>
  %r28 = math.tanh %p : vector<2xf32>
  %r29 = math.trunc %p : vector<2xf32>
  %r30 = math.atan2 %p, %p : vector<2xf32>
  %r31 = math.atan2 %c, %p : vector<2xf32>
  %r32 = math.atan2 %p, %c : vector<2xf32>
  %r33 = math.copysign %p, %p : vector<2xf32>
  %r34 = math.copysign %c, %p : vector<2xf32>
  %r35 = math.copysign %p, %c : vector<2xf32>
  %r36 = math.powf %p, %p : vector<2xf32>
  %r37 = math.powf %c, %p : vector<2xf32>
  %r38 = math.powf %p, %c : vector<2xf32>
  %r39 = math.fma %p, %c, %c : vector<2xf32>
  %r40 = math.fpowi %p, %n : vector<2xf32>, vector<2xi32>
  %r41 = math.isnan %p : vector<2xf32>
  %r42 = math.isinf %p : vector<2xf32>
  %r43 = math.isfinite %p : vector<2xf32>
  %r44 = math.isnormal %p : vector<2xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @int_i32() -> (i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 2 : i32
  %r0 = math.absi %p : i32
  %r1 = math.ctlz %p : i32
  %r2 = math.cttz %p : i32
  %r3 = math.ctpop %p : i32
  %r4 = math.ipowi %p, %p : i32
  %r5 = math.ipowi %c, %p : i32
  %r6 = math.ipowi %p, %c : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @int_vector_2_i32() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %p = ub.poison : vector<2xi32>
  %c = arith.constant dense<2> : vector<2xi32>
  %r0 = math.absi %p : vector<2xi32>
  %r1 = math.ctlz %p : vector<2xi32>
  %r2 = math.cttz %p : vector<2xi32>
  %r3 = math.ctpop %p : vector<2xi32>
  %r4 = math.ipowi %p, %p : vector<2xi32>
  %r5 = math.ipowi %c, %p : vector<2xi32>
  %r6 = math.ipowi %p, %c : vector<2xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}
