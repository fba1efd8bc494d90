// Ops of MLIR's test dialect with properties (TestOps.td, "Test Properties"),
// defined with Property<T>, OptionalProp<T>, DefaultValuedProp<T> and UnitProp:
// custom syntax of each value, generic <{...}> form, prop-dict spacing and
// defaults, value-initialised properties absent from the generic form.

test.with_default_valued_properties 0 "" -1 unit_absent
test.with_default_valued_properties 1 "foo" 0 unit
test.with_optional_properties simple = 0
test.with_optional_properties
test.with_optional_properties anAttr = 0 simple = 1 simplei8 = -1 simpleui8 = 255 nonTrivialStorage = "foo" hasDefault = some<0> nested = some<1> longSyntax = some<"bar"> hasUnit maybeUnit = some<unit>
test.with_optional_properties nested = some<none>
test.with_optional_properties hasDefault = none maybeUnit = some<unit_absent>
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
test.with_properties a = -32, b = "", c = "a\"b", flag = false, array = [], array32 = [-7]
test.with_properties_and_attr 1 <{rhs = 3}>
test.with_properties_and_attr 1 <{rhs = 0}>
test.empty_properties
"test.with_default_valued_properties"() : () -> ()
"test.with_default_valued_properties"() <{a = 2 : i32, unit}> : () -> ()
"test.with_properties"() <{a = 1, b = "x"}> : () -> ()
"test.with_properties_and_attr"() <{lhs = 1 : i32}> : () -> ()
"test.with_optional_properties"() <{simple = [3], nested = [[]]}> : () -> ()
