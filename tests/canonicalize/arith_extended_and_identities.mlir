// subi(x, x) folds to zero only for a static type; addi/subi of a
// subi/addi cancel; extended ops fold a zero or one operand and constant
// vectors element by element; constants whose attribute type is not the
// result's do not fold; truncf of a constant folds only when exact,
// whatever the rounding mode.

func.func @sub_self(%s: tensor<4xi32>, %d: tensor<?x?xi32>, %v: vector<[4]xi32>) -> (tensor<4xi32>, tensor<?x?xi32>, vector<[4]xi32>) {
  %0 = arith.subi %s, %s : tensor<4xi32>
  %1 = arith.subi %d, %d : tensor<?x?xi32>
  %2 = arith.subi %v, %v : vector<[4]xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<?x?xi32>, vector<[4]xi32>
}

func.func @cancel(%a: index, %b: index) -> (index, index, index, index) {
  %s = arith.subi %a, %b : index
  %0 = arith.addi %s, %b : index
  %1 = arith.addi %b, %s : index
  %t = arith.addi %a, %b : index
  %2 = arith.subi %t, %b : index
  %3 = arith.subi %t, %a : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @extended(%x: i32, %v: vector<3xi32>) -> (i32, i1, vector<3xi32>, vector<3xi1>, i32, i32, vector<3xi32>, vector<3xi32>, i32, i32) {
  %z = arith.constant 0 : i32
  %s0, %o0 = arith.addui_extended %x, %z : i32, i1
  %zv = arith.constant dense<0> : vector<3xi32>
  %s1, %o1 = arith.addui_extended %v, %zv : vector<3xi32>, vector<3xi1>
  %l0, %h0 = arith.mulsi_extended %x, %z : i32
  %one = arith.constant dense<1> : vector<3xi32>
  %l1, %h1 = arith.mului_extended %v, %one : vector<3xi32>
  %l2, %h2 = arith.mului_extended %x, %z : i32
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2 : i32, i1, vector<3xi32>, vector<3xi1>, i32, i32, vector<3xi32>, vector<3xi32>, i32, i32
}

func.func @extended_vectors() -> (vector<4xi32>, vector<4xi1>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[1, 3, -1, 7]> : vector<4xi32>
  %b = arith.constant dense<[0, 3, 3, 7]> : vector<4xi32>
  %s, %o = arith.addui_extended %a, %b : vector<4xi32>, vector<4xi1>
  %c = arith.constant dense<[5, 37, -17]> : vector<3xi8>
  %d = arith.constant dense<[13, 99, -2]> : vector<3xi8>
  %l, %h = arith.mulsi_extended %c, %d : vector<3xi8>
  %ul, %uh = arith.mului_extended %c, %d : vector<3xi8>
  return %s, %o, %l, %h, %ul, %uh : vector<4xi32>, vector<4xi1>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>
}

func.func @mismatched_constants() -> i32 {
  %0 = "test.constant"() {value = 0x7fffffff} : () -> i32
  %1 = "test.constant"() {value = -2147483648} : () -> i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.addi %2, %1 : i32
  return %3 : i32
}

func.func @truncf_exact() -> (bf16, bf16, bf16, bf16, f16, vector<2xbf16>) {
  %one = arith.constant 1.0 : f32
  %0 = arith.truncf %one downward : f32 to bf16
  %1 = arith.truncf %one to_nearest_away : f32 to bf16
  %big = arith.constant 1.444e25 : f32
  %2 = arith.truncf %big : f32 to bf16
  %3 = arith.truncf %big upward : f32 to bf16
  %huge = arith.constant 1.0e10 : f64
  %4 = arith.truncf %huge : f64 to f16
  %v = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %5 = arith.truncf %v toward_zero : vector<2xf32> to vector<2xbf16>
  return %0, %1, %2, %3, %4, %5 : bf16, bf16, bf16, bf16, f16, vector<2xbf16>
}
