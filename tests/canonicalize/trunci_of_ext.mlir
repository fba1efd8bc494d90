// trunci(extui/extsi(x)) folds to trunci(x) when x is wider than the
// result and to x when it has the result's type; trunci(trunci(x)) folds
// to trunci(x); a narrower x makes an extension.

func.func @wider(%x: i32) -> (i16, i16, vector<2xi16>) {
  %u = arith.extui %x : i32 to i64
  %a = arith.trunci %u : i64 to i16
  %s = arith.extsi %x : i32 to i64
  %b = arith.trunci %s : i64 to i16
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %vx = arith.addi %v, %v : vector<2xi32>
  %ve = arith.extsi %vx : vector<2xi32> to vector<2xi64>
  %c = arith.trunci %ve : vector<2xi64> to vector<2xi16>
  return %a, %b, %c : i16, i16, vector<2xi16>
}

func.func @same(%x: i32, %y: vector<3xi8>) -> (i32, vector<3xi8>) {
  %u = arith.extui %x : i32 to i64
  %a = arith.trunci %u : i64 to i32
  %s = arith.extsi %y : vector<3xi8> to vector<3xi32>
  %b = arith.trunci %s : vector<3xi32> to vector<3xi8>
  return %a, %b : i32, vector<3xi8>
}

func.func @narrower(%x: i8) -> (i16, i16) {
  %u = arith.extui %x : i8 to i32
  %a = arith.trunci %u : i32 to i16
  %s = arith.extsi %x : i8 to i32
  %b = arith.trunci %s : i32 to i16
  return %a, %b : i16, i16
}

func.func @twice(%x: i64) -> (i8, i1) {
  %t = arith.trunci %x : i64 to i32
  %a = arith.trunci %t : i32 to i8
  %b = arith.trunci %a : i8 to i1
  return %a, %b : i8, i1
}
