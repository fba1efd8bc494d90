// RUN: ods-opt %s -split-input-file -test-side-effects -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -test-side-effects -verify-diagnostics

// Memory effects as ops report them (MLIR's `-test-side-effects`): those
// an op's definition declares on its operands, results and symbols
// (`#[op(effects(...))]`, ODS's `Arg`/`Res`), those of its
// `MemoryEffects(...)` trait, and those an op computes from its attributes.

func.func @declared(%m: memref<4xi32>, %u: memref<*xi32>, %i: i32) {
  // expected-remark@+1 {{operation has no memory effects}}
  %c = arith.addi %i, %i : i32
  // expected-remark@+2 {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  test.copy(%m, %u) : (memref<4xi32>, memref<*xi32>)
  // expected-remark@+2 {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  test.buffer_based in(%u: memref<*xi32>) out(%m: memref<4xi32>)
  // expected-remark@+2 {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  test.region_buffer_based in(%m: memref<4xi32>) out(%m: memref<4xi32>) {
    test.region_yield %i : i32
  }
  // expected-remark@+1 {{found an instance of 'allocate' on op result 1, on resource '<Default>'}}
  %r:2 = test.alloc_with_multiple_results : index, memref<4xi32>
  // expected-remark@+2 {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'write' on op result 0, on resource '<Default>'}}
  %e = "test.test_effects_result"() : () -> i32
  // expected-remark@+1 {{found an instance of 'read' on resource '<Default>'}}
  %d = "test.op_with_memread"() : () -> i32
  // expected-remark@+1 {{found an instance of 'write' on resource '<Default>'}}
  "test.op_with_memwrite"() : () -> ()
  // expected-remark@+1 {{found an instance of 'write' on resource '<Test>'}}
  "test.op_with_effects_b"() : () -> ()
  return
}

// -----

// Each value of a variadic group, and an optional symbol only when given.
func.func @variadic_and_optional(%m: memref<4xi32>, %n: memref<2xf32>) {
  // expected-remark@+5 {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  // expected-remark@+4 {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  // expected-remark@+3 {{found an instance of 'read' on a symbol '@a', on resource '<Default>'}}
  // expected-remark@+2 {{found an instance of 'write' on a symbol '@b::@c', on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Test>'}}
  %0 = "test.op_with_effects_a"(%m, %n) {first = @a, second = @b::@c} : (memref<4xi32>, memref<2xf32>) -> memref<4xi32>
  // expected-remark@+4 {{found an instance of 'read' on a symbol '@a', on resource '<Default>'}}
  // expected-remark@+3 {{found an instance of 'write' on a symbol '@b', on resource '<Default>'}}
  // expected-remark@+2 {{found an instance of 'read' on a symbol '@opt', on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Test>'}}
  %1 = "test.op_with_effects_a"() {first = @a, second = @b, optional_symbol = @opt} : () -> memref<4xi32>
  return
}

// -----

// Effects an op computes from its `effects` attribute.
func.func @computed(%arg : index) {
  // expected-remark@+1 {{operation has no memory effects}}
  %0 = "test.side_effect_op"() {} : () -> i32
  // expected-remark@+2 {{found an instance of 'read' on resource '<Default>'}}
  // expected-remark@+1 {{found an instance of 'free' on resource '<Default>'}}
  %1 = "test.side_effect_op"() {effects = [{effect="read"}, {effect="free"}]} : () -> i32
  // expected-remark@+1 {{found an instance of 'write' on resource '<Test>'}}
  %2 = "test.side_effect_op"() {effects = [{effect="write", test_resource}]} : () -> i32
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Test>'}}
  %3 = "test.side_effect_op"() {effects = [{effect="allocate", on_result, test_resource}]} : () -> i32
  // expected-remark@+1 {{found an instance of 'read' on a symbol '@foo_ref', on resource '<Test>'}}
  "test.side_effect_op"() {effects = [{effect="read", on_reference = @foo_ref, test_resource}]} : () -> i32
  // expected-remark@+1 {{found an instance of 'allocate' on op operand 0, on resource '<Test>'}}
  %4 = test.side_effect_with_region_op (%arg) {
  ^bb0(%arg0 : index):
    test.region_yield %arg0 : index
  } {effects = [ {effect="allocate", on_operand, test_resource} ]} : index -> index
  // expected-remark@+1 {{found an instance of 'read' on block argument 0, on resource '<Default>'}}
  %5 = test.side_effect_with_region_op (%arg) {
  ^bb0(%arg0 : index):
    test.region_yield %arg0 : index
  } {effects = [ {effect="read", on_argument} ]} : index -> index
  return
}
