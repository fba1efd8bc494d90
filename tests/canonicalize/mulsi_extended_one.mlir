// mulsi_extended(x, 1) becomes [x, extsi(cmpi slt, x, 0)], but not for
// i1, whose `true` is -1 (the high half would be an i1 to i1 extension).

func.func @f(%a: i1, %b: i2, %c: i8, %d: vector<2xi1>, %e: vector<2xi4>) -> (i1, i1, i2, i2, i8, i8, vector<2xi1>, vector<2xi1>, vector<2xi4>, vector<2xi4>) {
  %t = arith.constant true
  %l1, %h1 = arith.mulsi_extended %a, %t : i1
  %o2 = arith.constant 1 : i2
  %l2, %h2 = arith.mulsi_extended %b, %o2 : i2
  %o8 = arith.constant 1 : i8
  %l8, %h8 = arith.mulsi_extended %c, %o8 : i8
  %tv = arith.constant dense<true> : vector<2xi1>
  %lv, %hv = arith.mulsi_extended %d, %tv : vector<2xi1>
  %ov = arith.constant dense<1> : vector<2xi4>
  %lw, %hw = arith.mulsi_extended %e, %ov : vector<2xi4>
  return %l1, %h1, %l2, %h2, %l8, %h8, %lv, %hv, %lw, %hw : i1, i1, i2, i2, i8, i8, vector<2xi1>, vector<2xi1>, vector<2xi4>, vector<2xi4>
}
