// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of array and confined properties (MLIR's test ops
// `test.with_array_properties` and `test.op_with_property_predicates`):
// the element's parse error (the op's own, or the generic grammar's for
// brackets) then the op parser's "invalid value for property", conversion errors of the generic form, and the verifier's
// predicates, properties before attributes; both tools read this file.

// expected-error @+2 {{custom op 'test.with_array_properties' expected integer value}}
// expected-error @+1 {{custom op 'test.with_array_properties' invalid value for property ints, expected array of int64_t}}
test.with_array_properties ints = [1, "a"] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = []

// -----

// expected-error @+2 {{expected '['}}
// expected-error @+1 {{custom op 'test.with_array_properties' invalid value for property strings, expected array of string}}
test.with_array_properties ints = [] strings = "a" nested = [] opt = none explicitOptions = [] explicitUnits = []

// -----

// expected-error @+2 {{expected ']'}}
// expected-error @+1 {{custom op 'test.with_array_properties' invalid value for property nested, expected array of array of int32_t}}
test.with_array_properties ints = [] strings = [] nested = [[1] [2]] opt = none explicitOptions = [] explicitUnits = []

// -----

// expected-error @+2 {{custom op 'test.with_array_properties' integer value too large}}
// expected-error @+1 {{custom op 'test.with_array_properties' invalid value for property nested, expected array of array of int32_t}}
test.with_array_properties ints = [] strings = [] nested = [[2147483648]] opt = none explicitOptions = [] explicitUnits = []

// -----

// expected-error @+2 {{custom op 'test.with_array_properties' expected 'unit' or 'unit_absent'}}
// expected-error @+1 {{custom op 'test.with_array_properties' invalid value for property explicitUnits, expected array of unit property}}
test.with_array_properties ints = [] strings = [] nested = [] opt = none explicitOptions = [] explicitUnits = [true]

// -----

// expected-error @+1 {{invalid properties {ints = 1 : i64} for op test.with_array_properties: expected array attribute}}
"test.with_array_properties"() <{ints = 1}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {strings = [1]} for op test.with_array_properties: expected string property to come from string attribute}}
"test.with_array_properties"() <{strings = [1]}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {explicitOptions = [1]} for op test.with_array_properties: expected optional properties to materialize as arrays}}
"test.with_array_properties"() <{explicitOptions = [1]}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {nested = [[1.000000e+00 : f32]]} for op test.with_array_properties: expected IntegerAttr for key `value`}}
"test.with_array_properties"() <{nested = [[1.0 : f32]]}> : () -> ()

// -----

// expected-error @+1 {{property 'scalar' failed to satisfy constraint: non-negative int64_t}}
test.op_with_property_predicates <{scalar = -1, more_constrained = 1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0}>

// -----

// expected-error @+1 {{property 'more_constrained' failed to satisfy constraint: between 0 and 5}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 6, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0}>

// -----

// The predicate of the base property comes first: -1 is no non-negative
// integer, in words of the confined property.
// expected-error @+1 {{property 'more_constrained' failed to satisfy constraint: between 0 and 5}}
test.op_with_property_predicates <{scalar = 1, more_constrained = -1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0}>

// -----

// expected-error @+1 {{property 'array' failed to satisfy constraint: array of non-negative int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [1, -2], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0}>

// -----

// expected-error @+1 {{property 'non_empty_unconstrained' failed to satisfy constraint: non-empty array of int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [], non_empty_unconstrained = [], non_empty_constrained = [1], unconstrained = 0}>

// -----

// expected-error @+1 {{property 'non_empty_constrained' failed to satisfy constraint: non-empty array of non-negative int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [-1], unconstrained = 0}>

// -----

// expected-error @+1 {{property 'optional' failed to satisfy constraint: optional non-negative int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0, optional = [-3]}>

// -----

// expected-error @+1 {{property 'defaulted' failed to satisfy constraint: non-negative int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0, defaulted = -4}>

// -----

// expected-error @+1 {{property 'non_empty_optional' failed to satisfy constraint: optional non-empty array of non-negative int64_t}}
test.op_with_property_predicates <{scalar = 1, more_constrained = 1, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0, non_empty_optional = [[]]}>

// -----

// Absent from the generic form, the properties are value-initialised:
// an empty array is refused.
// expected-error @+1 {{property 'non_empty_unconstrained' failed to satisfy constraint: non-empty array of int64_t}}
"test.op_with_property_predicates"() : () -> ()

// -----

// `true` is an integer attribute (i1), -1 once sign-extended.
// expected-error @+1 {{property 'array' failed to satisfy constraint: array of non-negative int64_t}}
"test.op_with_property_predicates"() <{array = [true]}> : () -> ()
