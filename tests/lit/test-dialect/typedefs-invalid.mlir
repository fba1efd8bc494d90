// RUN: ods-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{failed to verify 'param': 16-bit signless integer or 32-bit signless integer}}
func.func private @verifier(!test.type_verification<f32>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @struct_missing(!test.struct_capture_all<v0 = 0, v1 = 1, v2 = 2>)

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: v0}}
func.func private @struct_duplicate(!test.struct_capture_all<v0 = 0, v0 = 1, v2 = 2, v3 = 3>)

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: four}}
func.func private @struct_unknown(!test.struct_capture_all<v0 = 0, four = 1, v2 = 2, v3 = 3>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @params_required_missing(!test.optional_params<5>)

// -----

// expected-error @+3 {{invalid kind of type specified: expected test.cmpnd_a, but found '!test.smpla'}}
// expected-error @+2 {{failed to parse CompoundNestedInnerType parameter 'cmpdA' which is to be a `::test::CompoundAType`}}
// expected-error @+1 {{failed to parse CompoundNestedOuterType parameter 'inner' which is to be a `::test::CompoundNestedInnerType`}}
func.func private @nested_wrong_kind(!test.cmpnd_nested_outer<i <42 !test.smpla>>)

// -----

// expected-error @+1 {{expected '('}}
func.func private @literal_missing(!test.spaces<1 2>)

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse CompoundAttrNested parameter 'nested' which is to be a `::test::CompoundAAttr`}}
"test.op"() {a = #test.cmpnd_nested<nested = #test.smpla>} : () -> ()

// -----

// A float parameter with a default is read only when a float starts there.
// expected-error @+1 {{expected '>'}}
func.func private @float_param(!test.ap_float<x>)

// -----

// A decimal integer is no float (mlir-opt 22 crashes on this input).
// expected-error @+3 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+2 {{add a trailing dot to make the literal a float}}
// expected-error @+1 {{failed to parse TestTypeAPFloat parameter 'value' which is to be a `llvm::APFloat`}}
func.func private @float_param_integer(!test.ap_float<3>)

// -----

// An enum parameter names its cases as mlir-tblgen's parser does.
// expected-error @+2 {{expected one of [a, b, "+"+, "dash-separated-sentence"dash-separated-sentence] for allowed i32 cases: 0, 1, 2, 3, got: foo}}
// expected-error @+1 {{failed to parse TestAttrWithOptionalEnum parameter 'value' which is to be a `std::optional<SimpleEnum>`}}
"test.op"() {a = #test.attr_with_optional_enum<foo>} : () -> ()
