// truncf(extf(x)) folds to x when x has the result's type, and to
// truncf(x) when x is wider than the result, whatever the rounding mode
// and fast-math flags; not when x is as wide as the result but of
// another type.

func.func @same(%x: f32) -> f32 {
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f32
  return %t : f32
}

func.func @rounding(%x: f32) -> f32 {
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e downward : f64 to f32
  return %t : f32
}

func.func @fastmath(%x: f32) -> f32 {
  %e = arith.extf %x fastmath<fast> : f32 to f64
  %t = arith.truncf %e fastmath<nnan> : f64 to f32
  return %t : f32
}

func.func @other_half(%x: f16) -> bf16 {
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to bf16
  return %t : bf16
}

func.func @wider(%x: vector<2xf64>) -> vector<2xf16> {
  %e = arith.extf %x : vector<2xf64> to vector<2xf128>
  %t = arith.truncf %e : vector<2xf128> to vector<2xf16>
  return %t : vector<2xf16>
}

func.func @wider_rounding(%x: f64) -> f16 {
  %e = arith.extf %x : f64 to f80
  %t = arith.truncf %e to_nearest_even : f80 to f16
  return %t : f16
}

func.func @e8m0(%x: f8E8M0FNU) -> f8E4M3FN {
  %e = arith.extf %x : f8E8M0FNU to f16
  %t = arith.truncf %e : f16 to f8E4M3FN
  return %t : f8E4M3FN
}

func.func @small(%x: f8E5M2) -> f8E5M2 {
  %e = arith.extf %x : f8E5M2 to bf16
  %t = arith.truncf %e : bf16 to f8E5M2
  return %t : f8E5M2
}
