// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// CHECK-LABEL: func.func @operands
func.func @operands(%a: i32, %i: index, %x: i16, %y: i64) {
  // CHECK: test.operand_kinds %{{.*}}, %{{.*}} : index[%{{.*}}, %{{.*}}] : i32, i16, i64
  test.operand_kinds %a, %i : index [%x, %y] : i32, i16, i64
  // CHECK: test.operand_kinds %{{.*}}[%{{.*}}] : i32, i16
  test.operand_kinds %a [%x] : i32, i16
  // CHECK: test.same_variadic %{{.*}}, %{{.*}} and %{{.*}}, %{{.*}} : i32, index and i16, i64
  test.same_variadic %a, %i and %x, %y : i32, index and i16, i64
  // CHECK: %{{.*}}:2 = test.attr_sized(%{{.*}}) (%{{.*}}, %{{.*}}) %{{.*}} : (i32, i16, i64, index) -> (i1, i1)
  %r:2 = test.attr_sized(%a) (%x, %y) %i : (i32, i16, i64, index) -> (i1, i1)
  // CHECK: test.attr_sized() () : () -> ()
  test.attr_sized() () : () -> ()
  return
}

// CHECK-LABEL: func.func @attributes
func.func @attributes() {
  // CHECK: test.attr_kinds eq, nearest{{$}}
  test.attr_kinds eq, nearest
  // CHECK: test.attr_kinds lt, nearest flags nnan|ninf unit {count = 3 : i64, items = [1], label = "x"}
  test.attr_kinds lt, nearest flags nnan|ninf unit {count = 3, items = [1], label = "x"}
  return
}

// CHECK-LABEL: func.func @custom_directive
func.func @custom_directive(%a: index, %b: index) {
  // CHECK: test.range [%{{.*}} to %{{.*}}] <{step = 2 : i64}> {tag}
  test.range [%a to %b] <{step = 2}> {tag}
  // CHECK: test.range [%{{.*}} to %{{.*}}] {{$}}
  test.range [%a to %b]
  return
}

// CHECK-LABEL: func.func @oilist
func.func @oilist(%a: index, %b: i32) {
  // CHECK: test.oilist lower(%{{.*}} : index) upper(%{{.*}} : i32) nowait
  test.oilist nowait upper(%b : i32) lower(%a : index)
  // CHECK: test.oilist upper(%{{.*}} : i32){{$}}
  test.oilist upper(%b : i32)
  // CHECK: test.oilist{{$}}
  test.oilist
  return
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> index {
  // CHECK: %k3 = test.constant_index 3
  %0 = test.constant_index 3
  // CHECK: %k4 = test.constant_index 4
  %1 = test.constant_index 4
  // CHECK: test.add_index %k3, %k4
  %2 = test.add_index %0, %1
  return %2 : index
}

// CHECK-LABEL: func.func @inference
func.func @inference(%f: f32, %c: i1, %a: i32, %b: i32) -> tensor<4xf32> {
  // CHECK: test.splat %{{.*}} x 4 : f32
  %0 = test.splat %f x 4 : f32
  // CHECK: test.select %{{.*}} ? %{{.*}} : %{{.*}}, %{{.*}} : i32
  %1 = test.select %c ? %a : %b, %c : i32
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @regions
func.func @regions(%c: i1) {
  // CHECK: test.scope {
  // CHECK-NEXT: test.constant_index 1
  // CHECK-NEXT: }
  test.scope {
    %0 = test.constant_index 1
  }
  // CHECK: test.scope attributes {tag} {
  // CHECK: test.scope_end %{{.*}} : index
  test.scope attributes {tag} {
    %0 = test.constant_index 2
    test.scope_end %0 : index
  }
  // CHECK: test.multi_region {
  // CHECK: }, {
  // CHECK: }, {
  test.multi_region {
    "test.x"() : () -> ()
  }, {
  }, {
  }
  return
}

// CHECK-LABEL: func.func @successors
func.func @successors(%c: i1) {
  // CHECK: test.br %{{.*}}, ^bb1, ^bb1, ^bb2
  test.br %c, ^bb1, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @results
func.func @results() {
  // CHECK: test.result_kinds : i1, i32, i64, index
  %0:4 = test.result_kinds : i1, i32, i64, index
  return
}

// CHECK: "test.generic_only"() : () -> i32
"test.generic_only"() : () -> i32

// CHECK-LABEL: func.func @more_traits
func.func @more_traits(%t: tensor<4xf32>, %u: tensor<?xf32>) -> f32 {
  // CHECK: test.extract_elt %{{.*}} : tensor<4xf32> -> f32
  %0 = test.extract_elt %t : tensor<4xf32> -> f32
  // CHECK: test.ew_add %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<?xf32> -> tensor<4xf32>
  %1 = test.ew_add %t, %u : tensor<4xf32>, tensor<?xf32> -> tensor<4xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @parametric
// CHECK-SAME: !test.box<2, f32, "a\22b">
func.func @parametric(%b: !test.box<2, f32, "a\22b">) -> i32 attributes {r = #test.range<-1, 5>} {
  // A single operand type of one dialect definition prints stripped.
  // CHECK: test.unbox %{{.*}} : <2, f32, "a\22b"> -> i32
  %0 = test.unbox %b : !test.box<2, f32, "a\22b"> -> i32
  // A format that does not start with `<` is written in the dialect's
  // brackets (after `!test.pair` the parser goes on after the name, as
  // MLIR's), and so printed.
  // CHECK: "test.y"() : () -> !test<pair[i8 x 4]>
  "test.y"() : () -> !test<pair[i8 x 4]>
  // CHECK: "test.x"() {r = #test.range<0, 7>}
  "test.x"() {r = #test.range<0, 7>} : () -> ()
  return %0 : i32
}
