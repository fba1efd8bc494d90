// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// Optional groups: anchors in the else branch, on result types, on
// functional types, on regions, on enum keywords and symbol names; unit
// attributes; default result names.

// CHECK-LABEL: func.func @anchors
func.func @anchors(%a: f32) {
  // CHECK-NEXT: test.else_anchor(?)
  test.else_anchor(?)
  // CHECK-NEXT: test.else_anchor(%{{.*}} : f32)
  test.else_anchor(%a : f32)
  // CHECK-NEXT: test.format_optional_else then
  test.format_optional_else then
  // CHECK-NEXT: test.format_optional_else else
  test.format_optional_else else
  // CHECK-NEXT: test.format_optional_unit_attribute is_optional
  test.format_optional_unit_attribute is_optional
  // CHECK-NEXT: test.format_optional_unit_attribute{{$}}
  test.format_optional_unit_attribute
  // CHECK-NEXT: test.format_optional_enum_attr case10
  test.format_optional_enum_attr case10
  // CHECK-NEXT: test.format_optional_enum_attr{{$}}
  test.format_optional_enum_attr
  // CHECK-NEXT: test.format_optional_default_attrs "x" @s case10
  test.format_optional_default_attrs "x" @s case10
  // CHECK-NEXT: test.format_optional_default_attrs @other{{$}}
  test.format_optional_default_attrs "default" @other case5
  // CHECK-NEXT: test.format_symbol_name_attr_op @name
  test.format_symbol_name_attr_op @name
  // CHECK-NEXT: %optional, %variadic:2 = test.format_optional_result_a_op : i64 -> i64, i64
  %0:3 = test.format_optional_result_a_op : i64 -> i64, i64
  // CHECK-NEXT: %variadic_0:2 = test.format_optional_result_b_op :  -> i64, i64
  %1:2 = test.format_optional_result_b_op :  -> i64, i64
  // CHECK-NEXT: %optional_1 = test.format_optional_result_c_op : (i64) -> ()
  %2 = test.format_optional_result_c_op : (i64) -> ()
  // CHECK-NEXT: test.format_optional_result_c_op{{$}}
  test.format_optional_result_c_op
  // CHECK-NEXT: %buildable_res, %result = test.format_result_c_op (i64) -> memref<1xf64>
  %3:2 = test.format_result_c_op (i64) -> memref<1xf64>
  // CHECK-NEXT: test.format_region_c_op{{$}}
  test.format_region_c_op
  // CHECK-NEXT: test.format_region_c_op region {
  test.format_region_c_op region {
    "test.return"() : () -> ()
  }
  return
}
