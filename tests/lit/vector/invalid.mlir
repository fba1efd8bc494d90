// Verifier and parser messages of vector.broadcast and vector.print; the
// same expectations hold for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @broadcast_dim_mismatch(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 8)}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<3x8xf32>
  return
}

// -----

func.func @broadcast_scalable_mismatch(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. [8])}}
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<3x[8]xf32>
  return
}

// -----

func.func @broadcast_scalable_unit(%a: vector<[1]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. [8])}}
  %0 = vector.broadcast %a : vector<[1]xf32> to vector<3x[8]xf32>
  return
}

// -----

func.func @broadcast_scalable_to_fixed(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<3x4xf32>
  return
}

// -----

func.func @broadcast_fixed_to_scalable(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_rank(%a: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_not_vector(%a: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %a : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_element_type(%a: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f32 to vector<4xi32>
  return
}

// -----

func.func @broadcast_vector_element_type(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : vector<4xi32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_to_tensor(%a: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'}}
  %0 = vector.broadcast %a : f32 to tensor<4xf32>
  return
}

// -----

func.func @broadcast_generic_to_tensor(%a: f32) {
  // expected-error @+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.broadcast"(%a) : (f32) -> tensor<4xf32>
  return
}

// -----

func.func @print_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}

// -----

func.func @print_complex(%c: complex<f32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'complex<f32>'}}
  vector.print %c : complex<f32>
  return
}

// -----

func.func @print_string_and_source(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : vector<4xf32> str "x"
  return
}

// -----

func.func @print_string_and_punctuation() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @print_clause_twice() {
  // expected-error @+1 {{custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive}}
  vector.print punctuation <comma> punctuation <comma>
  return
}

// -----

func.func @print_bad_punctuation() {
  // expected-error @+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <bad>
  return
}

// -----

func.func @print_unbracketed_punctuation() {
  // expected-error @+1 {{expected '<'}}
  vector.print punctuation comma
  return
}

// -----

func.func @print_punctuation_kind() {
  // expected-error @+1 {{'vector.print' op attribute 'punctuation' failed to satisfy constraint: Punctuation for separating vectors or vector elements}}
  "vector.print"() {punctuation = 1 : i32} : () -> ()
  return
}

// -----

func.func @print_string_not_string() {
  // The string is optional: `3` is then where the next op should start.
  // expected-error @+1 {{expected operation name in quotes}}
  vector.print str 3
  return
}
