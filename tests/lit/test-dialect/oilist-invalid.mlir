// An oilist clause read twice is an error at the op's name, as
// mlir-tblgen's parser reports it; the same expectations hold for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{custom op 'test.oilist_with_keywords_only' `keyword` clause can appear at most once in the expansion of the oilist directive}}
test.oilist_with_keywords_only keyword otherKeyword keyword

// -----

func.func @twice(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'test.oilist_with_simple_args' `otherKeyword` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_with_simple_args otherKeyword %a : i32 otherKeyword %b : i32
  return
}
