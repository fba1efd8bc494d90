// Every op of the complex dialect, in the custom form.
func.func @ops(%a: complex<f32>, %b: complex<f32>, %x: f32, %n: i32, %w: i64, %d: complex<f64>) -> complex<f32> {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.add %a, %b : complex<f32>
  %2 = complex.add %a, %b fastmath<nnan, contract> : complex<f32>
  %3 = complex.atan2 %a, %b : complex<f32>
  %4 = complex.bitcast %a : complex<f32> to i64
  %5 = complex.bitcast %w : i64 to complex<f32>
  %6 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %7 = complex.constant [3 : i16, 4 : i16] : complex<i16>
  %8 = complex.cos %a : complex<f32>
  %9 = complex.create %x, %x : complex<f32>
  %10 = complex.div %a, %b fastmath<fast> : complex<f32>
  %11 = complex.eq %a, %b : complex<f32>
  %12 = complex.exp %a : complex<f32>
  %13 = complex.expm1 %a : complex<f32>
  %14 = complex.im %a : complex<f32>
  %15 = complex.log %a fastmath<afn> : complex<f32>
  %16 = complex.log1p %a : complex<f32>
  %17 = complex.mul %a, %b : complex<f32>
  %18 = complex.neg %a : complex<f32>
  %19 = complex.neq %a, %b : complex<f32>
  %20 = complex.pow %a, %b : complex<f32>
  %21 = complex.powi %a, %n : complex<f32>, i32
  %22 = complex.powi %a, %n fastmath<nsz> : complex<f32>, i32
  %23 = complex.re %a : complex<f32>
  %24 = complex.rsqrt %a : complex<f32>
  %25 = complex.sign %a : complex<f32>
  %26 = complex.sin %a : complex<f32>
  %27 = complex.sqrt %a : complex<f32>
  %28 = complex.sub %a, %b : complex<f32>
  %29 = complex.tanh %a : complex<f32>
  %30 = complex.tan %a : complex<f32>
  %31 = complex.conj %a : complex<f32>
  %32 = complex.angle %d : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32) : (f32, complex<f32>, complex<f32>, complex<f32>, i64, complex<f32>, complex<f32>, complex<i16>, complex<f32>, complex<f32>, complex<f32>, i1, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, i1, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f64) -> ()
  return %1 : complex<f32>
}
