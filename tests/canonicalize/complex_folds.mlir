// The folders and canonicalization patterns of the complex dialect, and
// complex constants made by tensor folds.

func.func @parts(%x: f32, %y: f32, %a: complex<f32>) -> (f32, f32, f32, f32, complex<f32>, complex<f32>) {
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %z = complex.create %x, %y : complex<f32>
  %re2 = complex.re %z : complex<f32>
  %im2 = complex.im %z : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %back = complex.create %r, %i : complex<f32>
  %mixed = complex.create %i, %r : complex<f32>
  return %re, %im, %re2, %im2, %back, %mixed : f32, f32, f32, f32, complex<f32>, complex<f32>
}

func.func @neg_parts(%x: f32, %y: f32) -> (f32, f32) {
  %z = complex.create %x, %y : complex<f32>
  %n = complex.neg %z : complex<f32>
  %re = complex.re %n : complex<f32>
  %im = complex.im %n : complex<f32>
  return %re, %im : f32, f32
}

func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %p = complex.add %a, %b : complex<f32>
  %2 = complex.sub %p, %b : complex<f32>
  %3 = complex.sub %p, %a : complex<f32>
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %4 = complex.add %a, %zero : complex<f32>
  %5 = complex.sub %b, %zero : complex<f32>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @mul_div(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %two = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %0 = complex.mul %a, %one : complex<f64>
  %1 = complex.div %a, %one : complex<f64>
  %2 = complex.mul %a, %two : complex<f64>
  %3 = complex.div %a, %i : complex<f64>
  return %0, %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

func.func @involutions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %e = complex.exp %a : complex<f32>
  %1 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %2 = complex.exp %l : complex<f32>
  %c = complex.conj %a : complex<f32>
  %3 = complex.conj %c : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @bitcasts(%a: complex<f32>, %w: i64, %f: f64) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = complex.bitcast %w : i64 to complex<f32>
  %3 = complex.bitcast %2 : complex<f32> to f64
  %4 = arith.bitcast %f : f64 to i64
  %5 = complex.bitcast %4 : i64 to complex<f32>
  %6 = complex.bitcast %a : complex<f32> to f64
  %7 = arith.bitcast %6 : f64 to i64
  %8 = complex.bitcast %a : complex<f32> to complex<f32>
  return %1, %3, %5, %7, %8 : complex<f32>, f64, complex<f32>, i64, complex<f32>
}

func.func @tensor_elements() -> (complex<f32>, complex<i32>, tensor<2xcomplex<f32>>, complex<f64>) {
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %0 = tensor.extract %d[%c1] : tensor<2xcomplex<f32>>
  %s = arith.constant dense<(5, 6)> : tensor<3xcomplex<i32>>
  %1 = tensor.extract %s[%c1] : tensor<3xcomplex<i32>>
  %2 = tensor.from_elements %0, %0 : tensor<2xcomplex<f32>>
  %sp = arith.constant sparse<[[0]], [(1.0, 1.0)]> : tensor<2xcomplex<f64>>
  %3 = tensor.extract %sp[%c1] : tensor<2xcomplex<f64>>
  return %0, %1, %2, %3 : complex<f32>, complex<i32>, tensor<2xcomplex<f32>>, complex<f64>
}
