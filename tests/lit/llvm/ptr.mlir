// The llvm subset: the pointer type and llvm.return, printed as mlir-opt 22
// prints them, and each tool reads the other's output.
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | mlir-opt | FileCheck %s
// RUN: mlir-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s

// An address space is read as MLIR's parseInteger<unsigned> reads it: a
// short negative literal wraps, `true` is all ones.
// CHECK-LABEL: func.func @spaces
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr, %arg3: !llvm.ptr<4294967295>, %arg4: !llvm.ptr<4294967168>, %arg5: !llvm.ptr<16>, %arg6: !llvm.ptr<4294967295>, %arg7: !llvm.ptr<1>)
func.func @spaces(%a: !llvm.ptr, %b: !llvm.ptr<1>, %c: !llvm.ptr<0>, %d: !llvm.ptr<-1>, %e: !llvm.ptr<-128>,
                  %f: !llvm.ptr<0x10>, %g: !llvm.ptr<true>, %h: !llvm.ptr<00000000000000000001>) {
  return
}

// CHECK-LABEL: func.func @vectors
// CHECK-NEXT: llvm.return %arg0 : vector<2x!llvm.ptr<3>>
func.func @vectors(%v: vector<2x!llvm.ptr<3>>) {
  llvm.return %v : vector<2x!llvm.ptr<3>>
}

// CHECK-LABEL: func.func @returns
// CHECK-NEXT: llvm.return{{$}}
func.func @returns() {
  llvm.return
}

// A pretty name's mnemonic is the keyword it starts with: what follows it
// in the name is where the parameters would begin, and the pointer's are
// optional, so `!llvm.ptr-` and `!llvm.ptr-<1>` are `!llvm.ptr`, and
// `!shape.size-1` is `!shape.size`, as mlir-opt reads them.
// CHECK-LABEL: func.func @keyword_mnemonics
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !shape.size)
func.func @keyword_mnemonics(%a: !llvm.ptr-, %b: !llvm.ptr-<1>, %c: !shape.size-1) {
  return
}
