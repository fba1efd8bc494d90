// Ops of MLIR's test dialect with array and confined properties
// (TestOps.td, "Test Properties"): ArrayProp of integers, strings, arrays,
// optionals and unit properties; ConfinedProp alone, optional, defaulted,
// confined again, in arrays and confining arrays.

test.with_array_properties ints = [1, 2] strings = ["a", "b"] nested = [[1, 2], [3, 4]] opt = [-1, -2] explicitOptions = [none, 0] explicitUnits = [unit, unit_absent] [] thats_has_default
test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = [] [1, -2] thats_has_default
test.with_array_properties ints = [9223372036854775807, -9223372036854775808] strings = ["", "a\"b\n"] nested = [[], [5], [-2147483648, 2147483647]] opt = [] explicitOptions = [none, none, -5] explicitUnits = [unit_absent]
"test.with_array_properties"() : () -> ()
"test.with_array_properties"() <{ints = [1 : i8, 2 : i16], strings = ["x"], nested = [[1, 2 : i64]], opt = [[7 : i32]], explicitOptions = [[3], []], explicitUnits = [unit, false, true], hasDefault = [4]}> : () -> ()
"test.with_array_properties"() <{ints = [true], hasDefault = []}> : () -> ()
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0 : i64}>
test.op_with_property_predicates <{scalar = 1 : i64, defaulted = 3 : i64, more_constrained = 5 : i64, array = [0, 4], non_empty_unconstrained = [-1], non_empty_constrained = [1, 2], unconstrained = -7 : i64, optional = [2], non_empty_optional = [[3]]}>
test.op_with_property_predicates {other = 1} <{scalar = 0, defaulted = 0, more_constrained = 0, array = [1], non_empty_unconstrained = [1], non_empty_constrained = [0], unconstrained = 0, optional = [], non_empty_optional = []}>
"test.op_with_property_predicates"() <{scalar = 2, more_constrained = 3, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0}> : () -> ()
