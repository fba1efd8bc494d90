// arith float truncations with and without a rounding mode and fast-math flags.
func.func @f(%x: f32, %s: f8E8M0FNU) -> (f16, f16, f16, f16, f4E2M1FN, f4E2M1FN) {
  %a = arith.truncf %x : f32 to f16
  %b = arith.truncf %x fastmath<contract> : f32 to f16
  %c = arith.truncf %x to_nearest_even fastmath<contract> : f32 to f16
  %d = arith.truncf %x downward : f32 to f16
  %e = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %g = arith.scaling_truncf %x, %s toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  return %a, %b, %c, %d, %e, %g : f16, f16, f16, f16, f4E2M1FN, f4E2M1FN
}
