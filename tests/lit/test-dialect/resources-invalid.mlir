// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of dialect resources and of an attribute's own type (both tools
// read this file).

// expected-error @+2 {{expected identifier key for 'resource' entry}}
// expected-error @+1 {{failed to parse TestExtern1DI64ElementsAttr parameter 'handle' which is to be a `TestDialectResourceBlobHandle`}}
module attributes { test.blob_ref = #test.e1di64_elements<1> : tensor<*xi1>} {}

// -----

// expected-error @+1 {{expected a trailing type}}
module attributes { test.blob_ref = #test.e1di64_elements<blob1>} {}

// -----

// The type is checked before the parameters are read.
// expected-error @+1 {{invalid kind of type specified}}
module attributes { test.blob_ref = #test.e1di64_elements<1> : i32} {}

// -----

// expected-error @+1 {{expected '>'}}
module attributes { test.blob_ref = #test.e1di64_elements<blob1, 2> : tensor<1xi1>} {}

// -----

// expected-error @+1 {{expected '<'}}
module attributes { test.blob_ref = #test.e1di64_elements : tensor<1xi1>} {}

// -----

module attributes { test.blob_ref = #test.e1di64_elements<blob1> : tensor<2xi1>} {}

{-#
  dialect_resources: {
    test: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: 1
    }
  }
#-}

// -----

module {}

{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      blob1: "0x08000000"
    }
  }
#-}

// -----

module {}

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nodial' is unknown}}
    nodial: {
      blob1: "0x08000000"
    }
  }
#-}

// -----

module {}

{-#
  dialect_resources: {
    // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
    arith: {}
  }
#-}

// -----

// The section's `{` is read before its dialect is looked up.

module {}

{-#
  dialect_resources: {
    // expected-error @+1 {{expected '{'}}
    arith: i8
  }
#-}

// -----

module {}

{-#
  dialect_resources: {
    // expected-error @+1 {{expected '{'}}
    nodial: [
  }
#-}
