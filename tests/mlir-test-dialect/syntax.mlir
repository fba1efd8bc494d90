// Ops of MLIR's test dialect (TestOpsSyntax.td) that the test dialect
// defines with the same names and formats: `ods-opt` and `mlir-opt` 22 must
// print this file identically, in the custom and the generic form.

func.func @optional_groups(%i64: i64, %mem: memref<1xf64>, %any: f32) {
  test.else_anchor(?)
  test.else_anchor(%any : f32)
  test.format_optional_else then
  test.format_optional_else else
  test.format_optional_unit_attribute is_optional
  test.format_optional_unit_attribute
  test.format_optional_unit_attribute_no_elide unit
  test.format_optional_unit_attribute_no_elide
  test.format_optional_enum_attr case5
  test.format_optional_enum_attr case10
  test.format_optional_enum_attr
  test.format_optional_default_attrs "x" @s case10
  test.format_optional_default_attrs
  test.format_optional_default_attrs "default" @default case5
  test.format_optional_default_attrs @other
  test.format_opt_attr_op_a(10)
  test.format_opt_attr_op_a
  test.format_opt_attr_op_b 10
  test.format_opt_attr_op_b
  test.format_opt_symbol_name_attr_op @name
  test.format_opt_symbol_name_attr_op
  test.format_opt_symbol_ref_attr_op @outer::@inner
  test.format_opt_symbol_ref_attr_op
  test.format_literal_following_optional_group(5 : i32) : i64
  test.format_literal_following_optional_group : i64
  test.format_literal_following_optional_group("s") : i64 {x}
  test.ellipsis(%i64, %any ...) : i64, f32 ...
  test.ellipsis(%i64) : i64 ...
  return
}

func.func @results_and_operands(%i64: i64, %mem: memref<1xf64>) {
  %r0 = test.format_buildable_type_op %i64
  %r1:2 = test.format_result_a_op memref<1xf64>
  %r2:2 = test.format_result_b_op i64, memref<1xf64>
  %r3:2 = test.format_result_c_op (i64) -> memref<1xf64>
  %r4:3 = test.format_variadic_result : i64, i64, i64
  %r5:5 = test.format_multiple_variadic_results : (i64, i64), (i64, i64, f32)
  %r6:3 = test.format_multiple_variadic_results : (i64, i64), (i64)
  test.format_operand_a_op %i64, %mem : i64, memref<1xf64>
  test.format_operand_b_op %i64, %mem : memref<1xf64>
  test.format_operand_c_op %i64, %mem : i64, memref<1xf64>
  test.format_operand_d_op %i64, %mem : memref<1xf64>
  test.format_operand_e_op %i64, %mem : i64, memref<1xf64>
  test.format_variadic_operand %i64, %i64 : i64, i64
  test.format_variadic_of_variadic_operand (%i64, %i64), (), (%i64) : (i64, i64), (), (i64)
  test.format_variadic_of_variadic_operand  : 
  test.format_variadic_of_variadic_operand () : ()
  test.format_variadic_of_variadic_operand (%i64), () : (i64), () {operand_segments = array<i32: 0, 1>, other}
  test.format_variadic_of_variadic_operand (%i64) : (i64) {a = 1}
  test.format_multiple_variadic_operands (%i64, %i64), (%mem, %i64 : memref<1xf64>, i64)
  %o1 = test.format_optional_operand_result_a_op(%i64 : i64) : i64 [%i64, %i64]
  test.format_optional_operand_result_a_op( : ) : [%i64]
  %o2 = test.format_optional_operand_result_b_op(%i64 : i64) : i64
  test.format_optional_operand_result_b_op : [%i64]
  %o3:3 = test.format_optional_result_a_op : i64 -> i64, i64
  test.format_optional_result_a_op
  %o4:3 = test.format_optional_result_b_op : i64 -> i64, i64
  %o5:2 = test.format_optional_result_b_op :  -> i64, i64
  test.format_optional_result_b_op
  %o6:3 = test.format_optional_result_c_op : (i64) -> (i64, i64)
  %o7 = test.format_optional_result_c_op : (i64) -> ()
  test.format_optional_result_c_op
  test.format_two_variadic_operands_no_buildable_type_op(%i64, %mem : i64, memref<1xf64>) -> (%mem : memref<1xf64>)
  %i = test.format_infer_variadic_type_from_non_variadic %i64, %i64 : i64
  %m = test.format_all_types_match_var %i64, %i64 : i64
  %t = test.format_types_match_var %mem : memref<1xf64>
  return
}

func.func @regions_and_attrs() {
  test.format_region_a_op {
    "test.return"() : () -> ()
  }
  test.format_region_b_op {
    "test.return"() : () -> ()
  }
  test.format_region_c_op region {
    "test.return"() : () -> ()
  }
  test.format_region_c_op
  test.format_variadic_region_a_op {
    "test.return"() : () -> ()
  }, {
    "test.return"() : () -> ()
  }
  test.format_variadic_region_b_op {
    "test.return"() : () -> ()
  } found_regions
  test.format_variadic_region_b_op
  test.format_attr_op 10
  test.format_symbol_name_attr_op @name
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 11 : i64}
  test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
  } {foo.some_attr}
  test.oilist_with_keywords_only keyword thirdKeyword
  test.oilist_with_keywords_only otherKeyword keyword
  test.oilist_allowed_literal foo buzz
  test.oilist_allowed_literal buzz
  return
}

func.func @oilists(%a: i64, %b: f32) {
  test.oilist_with_simple_args otherKeyword %a : i64 keyword %b : f32
  test.oilist_with_simple_args
  test.oilist_variadic_with_parens thirdKeyword(%a, %b : i64, f32) keyword(%b : f32)
  return
}

func.func @successors() {
  test.format_successor_a_op ^bb1, ^bb2
^bb1:
  test.format_successor_a_op ^bb2
^bb2:
  test.format_successor_a_op
}
