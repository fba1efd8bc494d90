// extf(truncf(x)) folds to x only when both allow contraction and x has
// the result's type.

func.func @both(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  return %e : f32
}

func.func @fast(%x: vector<4xf32>) -> vector<4xf32> {
  %t = arith.truncf %x fastmath<fast> : vector<4xf32> to vector<4xbf16>
  %e = arith.extf %t fastmath<fast> : vector<4xbf16> to vector<4xf32>
  return %e : vector<4xf32>
}

func.func @only_trunc(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %e = arith.extf %t : f16 to f32
  return %e : f32
}

func.func @only_ext(%x: f32) -> f32 {
  %t = arith.truncf %x : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  return %e : f32
}

func.func @other_type(%x: f64) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f64 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  return %e : f32
}

func.func @reassoc_only(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<reassoc,nnan> : f32 to bf16
  %e = arith.extf %t fastmath<reassoc,nnan> : bf16 to f32
  return %e : f32
}
