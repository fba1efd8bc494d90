// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of the llvm subset (both tools read this file).

// expected-error @+2 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
// expected-error @+1 {{integer value too large}}
func.func @f(%a: !llvm.ptr<4294967296>)

// -----

// A long negative literal does not wrap.
// expected-error @+2 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
// expected-error @+1 {{integer value too large}}
func.func @f(%a: !llvm.ptr<-2147483648>)

// -----

// expected-error @+2 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
// expected-error @+1 {{expected integer value}}
func.func @f(%a: !llvm.ptr<x>)

// -----

func.func @f(%a: tensor<2xf32>) {
  // expected-error @+1 {{'llvm.return' op operand #0 must be LLVM dialect-compatible type, but got 'tensor<2xf32>'}}
  llvm.return %a : tensor<2xf32>
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'llvm.return' op operand #0 must be LLVM dialect-compatible type, but got 'index'}}
  llvm.return %a : index
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

// expected-error @+1 {{custom op 'llvm.bogus' is unknown}}
llvm.bogus
