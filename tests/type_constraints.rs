//! The library of type constraints against MLIR 22's own definitions.
//!
//! Each case pairs an ODS constraint, as a `.td` writes it, with the Rust
//! constraint that stands for it. `summaries_classes_and_buildability_as_mlir_tblgen`
//! writes a `.td` with one op per case (its one operand of that
//! constraint), runs `mlir-tblgen` 22 over it and compares, for every
//! case:
//!
//! - the summary, with the text of the generated verifier's message
//!   (`operand #0 must be <summary>, but got ...`);
//! - the builtin class that formats read a single type as
//!   ([`TypeConstraint::CLASS`]), with the C++ type of the generated
//!   accessor (`::mlir::TypedValue<::mlir::RankedTensorType> getA()`);
//! - buildability ([`TypeConstraint::build`]), with whether mlir-tblgen
//!   accepts the format `$a attr-dict`, which leaves the operand's type out
//!   (it refuses one that is not buildable); and a constraint that the
//!   op macro treats as buildable by name must build a type.
//!
//! `verdicts` checks each case on types that satisfy it and types that do
//! not, and that a built type satisfies its constraint. Where an op of
//! MLIR's `test` dialect uses a constraint, `tests/lit/test-dialect/
//! type-constraints-invalid.mlir` compares the verdicts with `mlir-opt`.

mod support;

use ods_ir::prelude::*;
use std::path::Path;
use std::process::Command;

ods_ir::opaque_type!(
    /// `!foo.bar`.
    FooBar, "foo", "bar", "foo bar type"
);
ods_ir::summary_text!(StaticTensorText, "static tensor");
ods_ir::summary_text!(StridedMatrixText, "strided matrix");
ods_ir::summary_text!(MyIntegerText, "my integer");
ods_ir::summary_text!(IntOrFloatText, "i32 or f32 thing");
ods_ir::summary_text!(F32LikeText, "f32-like");
ods_ir::summary_text!(ShapedThingText, "shaped thing");

/// One ODS constraint and its Rust counterpart, with types (MLIR syntax)
/// that satisfy it and types that do not.
struct Case {
    td: &'static str,
    rust: &'static str,
    constraint: TypeConstraintRef,
    ok: &'static [&'static str],
    bad: &'static [&'static str],
}

macro_rules! cases {
    ($($td:literal => $t:ty, [$($ok:literal),* $(,)?], [$($bad:literal),* $(,)?];)*) => {
        vec![$(Case {
            td: $td,
            rust: stringify!($t),
            constraint: TypeConstraintRef::of::<$t>(),
            ok: &[$($ok),*],
            bad: &[$($bad),*],
        }),*]
    };
}

fn cases() -> Vec<Case> {
    cases! {
        // ----- scalars -----
        "AnyType" => AnyType, ["i32", "tensor<2xf32>"], [];
        "NoneType" => NoneType, ["none"], ["i32"];
        "Index" => Index, ["index"], ["i64"];
        "AnyInteger" => AnyInteger, ["i1", "si8", "ui64"], ["index", "f32"];
        "AnySignlessInteger" => AnySignlessInteger, ["i7"], ["si7", "index"];
        "AnySignedInteger" => AnySignedInteger, ["si8"], ["i8", "ui8"];
        "AnyUnsignedInteger" => AnyUnsignedInteger, ["ui8"], ["i8", "si8"];
        "AnySignlessIntegerOrIndex" => AnySignlessIntegerOrIndex, ["i3", "index"], ["si3"];
        "I1" => I1, ["i1"], ["si1", "i8"];
        "I8" => I8, ["i8"], ["ui8"];
        "I16" => I16, ["i16"], ["i32"];
        "I32" => I32, ["i32"], ["si32", "f32"];
        "I64" => I64, ["i64"], ["index"];
        "I128" => I128, ["i128"], ["i64", "si128"];
        "I<24>" => SignlessInt<24>, ["i24"], ["si24", "i32"];
        "AnyI16" => AnyI16, ["i16", "si16", "ui16"], ["i32", "f16"];
        "AnyI<3>" => AnyI<3>, ["i3", "ui3"], ["i4"];
        "SI8" => SI8, ["si8"], ["i8", "ui8"];
        "SI<12>" => SI<12>, ["si12"], ["i12"];
        "UI64" => UI64, ["ui64"], ["i64"];
        "UI1" => UI1, ["ui1"], ["i1"];
        "SignlessIntOfWidths<[8, 16]>" => SignlessIntOfWidths<(Int<8>, Int<16>)>, ["i8", "i16"], ["si8", "i32"];
        "SignedIntOfWidths<[8]>" => SignedIntOfWidths<Int<8>>, ["si8"], ["i8", "si16"];
        "UnsignedIntOfWidths<[16, 64]>" => UnsignedIntOfWidths<(Int<16>, Int<64>)>, ["ui16", "ui64"], ["ui32", "i16"];
        "AnyIntOfWidths<[1, 32]>" => AnyIntOfWidths<(Int<1>, Int<32>)>, ["i1", "si32", "ui1"], ["i8", "f32"];
        "AnyFloat" => AnyFloat, ["f16", "bf16", "f8E4M3FN"], ["i16"];
        "F16" => F16, ["f16"], ["bf16"];
        "F32" => F32, ["f32"], ["tf32", "f64"];
        "F64" => F64, ["f64"], ["f32"];
        "F80" => F80, ["f80"], ["f64", "f128"];
        "F128" => F128, ["f128"], ["f80"];
        "F<16>" => Float<16>, ["f16"], ["bf16"];
        "BF16" => BF16, ["bf16"], ["f16"];
        "TF32" => TF32, ["tf32"], ["f32"];
        "F8E4M3FN" => F8E4M3FN, ["f8E4M3FN"], ["f8E4M3", "f8E4M3FNUZ"];
        "F8E5M2" => F8E5M2, ["f8E5M2"], ["f8E5M2FNUZ"];
        "F8E4M3" => F8E4M3, ["f8E4M3"], ["f8E4M3FN"];
        "F8E4M3FNUZ" => F8E4M3FNUZ, ["f8E4M3FNUZ"], ["f8E4M3B11FNUZ"];
        "F8E4M3B11FNUZ" => F8E4M3B11FNUZ, ["f8E4M3B11FNUZ"], ["f8E4M3FNUZ"];
        "F8E5M2FNUZ" => F8E5M2FNUZ, ["f8E5M2FNUZ"], ["f8E5M2"];
        "F8E3M4" => F8E3M4, ["f8E3M4"], ["f8E4M3"];
        "F4E2M1FN" => F4E2M1FN, ["f4E2M1FN"], ["f6E2M3FN"];
        "F6E2M3FN" => F6E2M3FN, ["f6E2M3FN"], ["f6E3M2FN"];
        "F6E3M2FN" => F6E3M2FN, ["f6E3M2FN"], ["f6E2M3FN"];
        "F8E8M0FNU" => F8E8M0FNU, ["f8E8M0FNU"], ["f8E5M2"];
        "FloatOfWidths<[16, 32]>" => FloatOfWidths<(Int<16>, Int<32>)>, ["f16", "f32"], ["bf16", "tf32", "f64"];
        "FloatOfWidths<[80, 128, 64]>" => FloatOfWidths<(Int<80>, Int<128>, Int<64>)>, ["f80", "f64"], ["f32"];
        "AnyComplex" => AnyComplex, ["complex<f32>", "complex<i8>"], ["f32", "tuple<f32, f32>"];
        "Complex<F32>" => Complex<F32>, ["complex<f32>"], ["complex<f64>", "f32"];
        "Complex<AnyInteger>" => Complex<AnyInteger>, ["complex<i8>", "complex<si16>"], ["complex<f16>"];
        "AnyTuple" => AnyTuple, ["tuple<>", "tuple<i32, tuple<f32>>"], ["i32", "complex<f32>"];
        "TupleOf<[I32, F32]>" => TupleOf<(I32, F32)>, ["tuple<>", "tuple<i32, f32, i32>"], ["tuple<i64>", "tuple<tuple<i32>>", "i32"];
        "NestedTupleOf<[I32, F32]>" => NestedTupleOf<(I32, F32)>, ["tuple<tuple<i32>, f32>", "tuple<>"], ["tuple<tuple<i64>>", "f32"];
        "OpaqueType<\"foo\", \"bar\", \"foo bar type\">" => FooBar, ["!foo.bar"], ["!foo.baz", "!bar.bar", "i32"];
        "FunctionType" => FunctionType, ["() -> ()", "(i32) -> f32"], ["tuple<>"];

        // ----- tensors -----
        "AnyTensor" => AnyTensor, ["tensor<2xi8>", "tensor<*xf32>"], ["memref<2xi8>"];
        "AnyRankedTensor" => AnyRankedTensor, ["tensor<i8>"], ["tensor<*xi8>"];
        "AnyUnrankedTensor" => AnyUnrankedTensor, ["tensor<*xi8>"], ["tensor<i8>"];
        "AnyNon0RankedTensor" => AnyNon0RankedTensor, ["tensor<2xi8>"], ["tensor<i8>", "tensor<*xi8>"];
        "AnyNon0RankedOrUnrankedTensor" => AnyNon0RankedOrUnrankedTensor, ["tensor<2xi8>", "tensor<*xi8>"], ["tensor<i8>"];
        "AnyStaticShapeTensor" => AnyStaticShapeTensor, ["tensor<2x3xi8>", "tensor<f32>"], ["tensor<?xi8>", "tensor<*xi8>"];
        "TensorOf<[F32]>" => TensorOf<F32>, ["tensor<2xf32>", "tensor<*xf32>"], ["tensor<2xf64>", "vector<2xf32>"];
        "TensorOf<[I32, F32]>" => TensorOf<(I32, F32)>, ["tensor<i32>", "tensor<f32>"], ["tensor<i64>"];
        "RankedTensorOf<[I8]>" => RankedTensorOf<I8>, ["tensor<?xi8>"], ["tensor<*xi8>", "tensor<2xi16>"];
        "UnrankedTensorOf<[F32]>" => UnrankedTensorOf<F32>, ["tensor<*xf32>"], ["tensor<2xf32>", "tensor<*xf16>"];
        "Non0RankedTensorOf<[F32]>" => Non0RankedTensorOf<F32>, ["tensor<2xf32>"], ["tensor<f32>", "tensor<*xf32>"];
        "StaticShapeTensorOf<[F32]>" => StaticShapeTensorOf<F32>, ["tensor<2x3xf32>"], ["tensor<?xf32>", "tensor<2xi8>"];
        "TensorRankOf<[I32, F32], [1, 2]>" => TensorRankOf<(I32, F32), (Int<1>, Int<2>)>,
            ["tensor<2xi32>", "tensor<?x?xf32>"], ["tensor<i32>", "tensor<*xf32>", "tensor<2xi64>", "tensor<1x1x1xf32>"];
        "0DTensorOf<[F32]>" => Tensor0DOf<F32>, ["tensor<f32>"], ["tensor<1xf32>"];
        "1DTensorOf<[F32]>" => Tensor1DOf<F32>, ["tensor<?xf32>"], ["tensor<f32>", "tensor<*xf32>"];
        "2DTensorOf<[I16]>" => Tensor2DOf<I16>, ["tensor<2x2xi16>"], ["tensor<2xi16>"];
        "3DTensorOf<[I16]>" => Tensor3DOf<I16>, ["tensor<1x2x3xi16>"], ["tensor<2x2xi16>"];
        "4DTensorOf<[AnyType]>" => Tensor4DOf<AnyType>, ["tensor<1x2x3x4xf32>"], ["tensor<1x2x3xf32>"];
        "I1Tensor" => I1Tensor, ["tensor<2xi1>"], ["tensor<2xi8>"];
        "I8Tensor" => I8Tensor, ["tensor<2xi8>"], ["tensor<2xi1>"];
        "I16Tensor" => I16Tensor, ["tensor<*xi16>"], ["tensor<2xi8>"];
        "I32Tensor" => I32Tensor, ["tensor<i32>"], ["tensor<2xsi32>"];
        "I64Tensor" => I64Tensor, ["tensor<i64>"], ["tensor<index>"];
        "IndexTensor" => IndexTensor, ["tensor<index>"], ["tensor<i64>"];
        "BF16Tensor" => BF16Tensor, ["tensor<bf16>"], ["tensor<f16>"];
        "F16Tensor" => F16Tensor, ["tensor<f16>"], ["tensor<bf16>"];
        "F32Tensor" => F32Tensor, ["tensor<f32>"], ["tensor<tf32>"];
        "F64Tensor" => F64Tensor, ["tensor<f64>"], ["tensor<f32>"];

        // ----- memrefs -----
        "AnyMemRef" => AnyMemRef, ["memref<2xi8>"], ["memref<*xi8>", "tensor<2xi8>"];
        "MemRefOf<[F32]>" => MemRefOf<F32>, ["memref<2xf32>"], ["memref<*xf32>", "memref<2xf64>"];
        "AnyRankedOrUnrankedMemRef" => AnyRankedOrUnrankedMemRef, ["memref<2xi8>", "memref<*xi8>"], ["tensor<2xi8>"];
        "RankedOrUnrankedMemRefOf<[I8]>" => RankedOrUnrankedMemRefOf<I8>, ["memref<2xi8>", "memref<*xi8>"], ["memref<2xi16>"];
        "UnrankedMemRefOf<[F32]>" => UnrankedMemRefOf<F32>, ["memref<*xf32>"], ["memref<2xf32>"];
        "AnyUnrankedMemRef" => AnyUnrankedMemRef, ["memref<*xi8>"], ["memref<i8>"];
        "Non0RankedMemRefOf<[F32]>" => Non0RankedMemRefOf<F32>, ["memref<2xf32>"], ["memref<f32>", "memref<*xf32>"];
        "AnyNon0RankedMemRef" => AnyNon0RankedMemRef, ["memref<2xi8>"], ["memref<i8>"];
        "AnyNon0RankedOrUnrankedMemRef" => AnyNon0RankedOrUnrankedMemRef, ["memref<2xi8>", "memref<*xi8>"], ["memref<i8>"];
        "I1MemRef" => I1MemRef, ["memref<2xi1>"], ["memref<*xi1>"];
        "I8MemRef" => I8MemRef, ["memref<2xi8>"], ["memref<2xi1>"];
        "I16MemRef" => I16MemRef, ["memref<2xi16>"], ["memref<2xi8>"];
        "I32MemRef" => I32MemRef, ["memref<i32>"], ["memref<si32>"];
        "I64MemRef" => I64MemRef, ["memref<i64>"], ["memref<index>"];
        "BF16MemRef" => BF16MemRef, ["memref<bf16>"], ["memref<f16>"];
        "F16MemRef" => F16MemRef, ["memref<f16>"], ["memref<bf16>"];
        "F32MemRef" => F32MemRef, ["memref<f32>"], ["memref<f64>"];
        "F64MemRef" => F64MemRef, ["memref<f64>"], ["memref<f32>"];
        "MemRefRankOf<[I8, F32], [0, 1]>" => MemRefRankOf<(I8, F32), (Int<0>, Int<1>)>,
            ["memref<i8>", "memref<?xf32>"], ["memref<2x2xi8>", "memref<*xi8>", "memref<2xi16>"];
        "StaticShapeMemRefOf<[F32]>" => StaticShapeMemRefOf<F32>, ["memref<2xf32>"], ["memref<?xf32>", "memref<*xf32>"];
        "AnyStaticShapeMemRef" => AnyStaticShapeMemRef, ["memref<2x3xi8>", "memref<i8>"], ["memref<2x?xi8>"];
        "StridedMemRefOf<[F32]>" => StridedMemRefOf<F32>,
            ["memref<4x?xf32, strided<[?, 1], offset: ?>>", "memref<2xf32>"],
            ["memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>", "memref<*xf32>"];
        "AnyStridedMemRef" => AnyStridedMemRef, ["memref<2xi8, strided<[2]>>"], ["memref<*xi8>"];
        "AnyStridedMemRefOfRank<2>" => AnyStridedMemRefOfRank<2>, ["memref<2x2xi8>"], ["memref<2xi8>"];
        "StridedMemRefRankOf<[F32], [2]>" => StridedMemRefRankOf<F32, Int<2>>, ["memref<2x2xf32>"], ["memref<2xf32>"];

        // ----- vectors -----
        "VectorOfAnyRankOf<[F32]>" => VectorOfAnyRankOf<F32>, ["vector<f32>", "vector<[2]xf32>"], ["vector<2xf16>"];
        "VectorOfNonZeroRankOf<[F32]>" => VectorOfNonZeroRankOf<F32>, ["vector<4xf32>", "vector<[4]xf32>"], ["vector<f32>"];
        "FixedVectorOfNonZeroRankOf<[F32]>" => FixedVectorOfNonZeroRankOf<F32>, ["vector<4xf32>"], ["vector<[4]xf32>", "vector<f32>"];
        "FixedVectorOfAnyRank<[F32]>" => FixedVectorOfAnyRank<F32>, ["vector<f32>", "vector<2xf32>"], ["vector<[2]xf32>"];
        "ScalableVectorOfAnyRank<[F32]>" => ScalableVectorOfAnyRank<F32>, ["vector<2x[2]xf32>"], ["vector<2xf32>"];
        "VectorWithTrailingDimScalableOf<[F32]>" => VectorWithTrailingDimScalableOf<F32>,
            ["vector<2x[4]xf32>", "vector<[4]xf32>"], ["vector<[2]x4xf32>", "vector<[2]x[4]xf32>", "vector<2xf32>"];
        "VectorOfRank<[1, 2]>" => VectorOfRank<(Int<1>, Int<2>)>, ["vector<4xi8>", "vector<2x[2]xf32>"], ["vector<f32>", "vector<1x1x1xf32>"];
        "FixedVectorOfRank<[2]>" => FixedVectorOfRank<Int<2>>, ["vector<2x2xi8>"], ["vector<2x[2]xi8>", "vector<2xi8>"];
        "ScalableVectorOfRank<[1]>" => ScalableVectorOfRank<Int<1>>, ["vector<[2]xi8>"], ["vector<2xi8>"];
        "VectorOfLength<[4, 8]>" => VectorOfLength<(Int<4>, Int<8>)>, ["vector<4xf32>", "vector<2x4xf32>", "vector<[4]xi8>"], ["vector<3xf32>", "vector<f32>"];
        "VectorOfMinLength<4>" => VectorOfMinLength<4>, ["vector<4xi8>", "vector<3x3xi8>"], ["vector<3xi8>"];
        "VectorOfMaxLength<4>" => VectorOfMaxLength<4>, ["vector<2x2xi8>"], ["vector<5xi8>"];
        "FixedVectorOfLength<[4]>" => FixedVectorOfLength<Int<4>>, ["vector<4xi8>"], ["vector<[4]xi8>"];
        "ScalableVectorOfLength<[4]>" => ScalableVectorOfLength<Int<4>>, ["vector<[4]xi8>"], ["vector<4xi8>"];
        "VectorOfRankAndType<[1], [I32]>" => VectorOfRankAndType<Int<1>, I32>, ["vector<3xi32>"], ["vector<3xi64>", "vector<1x3xi32>"];
        "FixedVectorOfRankAndType<[2], [F32]>" => FixedVectorOfRankAndType<Int<2>, F32>, ["vector<2x2xf32>"], ["vector<2x[2]xf32>"];
        "VectorOfLengthAndType<[4, 8], [I8, I16]>" => VectorOfLengthAndType<(Int<4>, Int<8>), (I8, I16)>,
            ["vector<4xi8>", "vector<2x4xi16>"], ["vector<4xi32>", "vector<2xi8>"];
        "VectorOfMinMaxLengthAndType<2, 4, [F32]>" => VectorOfMinMaxLengthAndType<2, 4, F32>, ["vector<2xf32>", "vector<4xf32>"], ["vector<5xf32>", "vector<1xf32>"];
        "FixedVectorOfLengthAndType<[2], [I16]>" => FixedVectorOfLengthAndType<Int<2>, I16>, ["vector<2xi16>"], ["vector<[2]xi16>"];
        "ScalableVectorOfLengthAndType<[4], [I32]>" => ScalableVectorOfLengthAndType<Int<4>, I32>, ["vector<[4]xi32>"], ["vector<4xi32>"];
        "ScalableVectorOfRankAndLengthAndType<[1], [4], [I32]>" => ScalableVectorOfRankAndLengthAndType<Int<1>, Int<4>, I32>,
            ["vector<[4]xi32>"], ["vector<2x[2]xi32>", "vector<[4]xi8>"];
        "ShapedTypeWithNthDimOfSize<-1, [4, 8]>" => ShapedTypeWithNthDimOfSize<-1, (Int<4>, Int<8>)>,
            ["tensor<2x4xf32>", "vector<8xf32>", "memref<8xi8>"], ["tensor<4x2xf32>", "tensor<?xf32>", "tensor<f32>"];
        "ShapedTypeWithNthDimOfSize<0, [2]>" => ShapedTypeWithNthDimOfSize<0, Int<2>>, ["tensor<2x4xf32>"], ["tensor<4x2xf32>"];
        "VectorWithTrailingDimScalableOfSizeAndType<[4], [F32]>" => VectorWithTrailingDimScalableOfSizeAndType<Int<4>, F32>,
            ["vector<2x[4]xf32>"], ["vector<2x[8]xf32>", "vector<4xf32>"];
        "AnyVectorOfNonZeroRank" => AnyVectorOfNonZeroRank, ["vector<2xi8>"], ["vector<i8>"];
        "AnyFixedVectorOfNonZeroRank" => AnyFixedVectorOfNonZeroRank, ["vector<2xi8>"], ["vector<[2]xi8>", "vector<i8>"];
        "AnyVectorOfAnyRank" => AnyVectorOfAnyRank, ["vector<i8>"], ["tensor<i8>"];
        "AnyFixedVectorOfAnyRank" => AnyFixedVectorOfAnyRank, ["vector<i8>"], ["vector<[2]xi8>"];
        "AnyScalableVectorOfAnyRank" => AnyScalableVectorOfAnyRank, ["vector<[2]xi8>"], ["vector<2xi8>"];

        // ----- shaped containers and the `...Like` constraints -----
        "AnyShaped" => AnyShaped, ["tensor<*xi8>", "memref<2xi8>", "vector<2xi8>"], ["i8"];
        "ValueSemanticsContainerOf<[F32]>" => ValueSemanticsContainerOf<F32>,
            ["tensor<2xf32>", "tensor<*xf32>", "vector<2xf32>"], ["memref<2xf32>", "f32", "tensor<2xf64>"];
        "TensorOrMemRef<[F32]>" => TensorOrMemRef<F32>, ["tensor<*xf32>", "memref<2xf32>"], ["memref<*xf32>", "vector<2xf32>"];
        "ShapedContainerType<[F32], IsShapedTypePred, \"shaped thing\">" => ShapedContainerType<F32, PredOf<AnyShaped>, ShapedThingText>,
            ["memref<*xf32>", "vector<2xf32>"], ["f32", "tensor<2xi8>"];
        "TypeOrValueSemanticsContainer<F32, \"f32-like\">" => TypeOrValueSemanticsContainer<F32, F32LikeText>,
            ["f32", "tensor<2xf32>", "vector<2xf32>"], ["memref<2xf32>", "f64"];
        "BoolLike" => BoolLike, ["i1", "tensor<2xi1>", "vector<2xi1>"], ["memref<2xi1>", "i8"];
        "SignlessIntegerLike" => SignlessIntegerLike, ["i8", "vector<2xi32>"], ["index", "si8", "tensor<index>"];
        "SignlessIntegerOrIndexLike" => SignlessIntegerOrIndexLike, ["index", "tensor<index>", "i64"], ["si8", "memref<index>"];
        "FloatLike" => FloatLike, ["f32", "tensor<*xbf16>"], ["i32", "memref<f32>"];
        "SignlessIntegerOrFloatLike" => SignlessIntegerOrFloatLike, ["i8", "vector<2xf32>"], ["index", "tensor<index>"];
        "SignlessIntegerOrIndexOrFloatLike" => SignlessIntegerOrIndexOrFloatLike, ["index", "f16", "tensor<i8>"], ["si8", "memref<f32>"];

        // ----- combinators -----
        "AnyTypeOf<[I32, F32]>" => AnyTypeOf<(I32, F32)>, ["i32", "f32"], ["i64"];
        "AnyTypeOf<[I32, F32], \"i32 or f32 thing\">" => TypeAlias<AnyTypeOf<(I32, F32)>, IntOrFloatText>, ["i32"], ["f64"];
        "AllOfType<[AnyTensor, AnyRankedTensor]>" => AllOfType<(AnyTensor, AnyRankedTensor)>, ["tensor<2xi8>"], ["tensor<*xi8>"];
        "ConfinedType<AnyTensor, [HasStaticShapePred], \"static tensor\">" => ConfinedType<AnyTensor, HasStaticShapePred, StaticTensorText>,
            ["tensor<2xi8>"], ["tensor<?xi8>", "memref<2xi8>"];
        "ConfinedType<AnyMemRef, [HasAnyRankOfPred<[2]>, HasStridesPred], \"strided matrix\">" =>
            ConfinedType<AnyMemRef, (HasAnyRankOfPred<Int<2>>, HasStridesPred), StridedMatrixText>, ["memref<2x2xi8>"], ["memref<2xi8>"];
        "TypeAlias<I32, \"my integer\">" => TypeAlias<I32, MyIntegerText>, ["i32"], ["i64"];
    }
}

/// The builtin class MLIR's accessor type names, as ours (`None` for
/// `::mlir::Type` and classes that formats do not read specially).
fn class_of_cpp_type(cpp: &str) -> Option<TypeClass> {
    Some(match cpp.strip_prefix("::mlir::").unwrap_or(cpp) {
        "RankedTensorType" => TypeClass::RankedTensor,
        "UnrankedTensorType" => TypeClass::UnrankedTensor,
        "TensorType" => TypeClass::Tensor,
        "MemRefType" => TypeClass::MemRef,
        "UnrankedMemRefType" => TypeClass::UnrankedMemRef,
        "BaseMemRefType" => TypeClass::BaseMemRef,
        "VectorType" => TypeClass::Vector,
        "ShapedType" => TypeClass::Shaped,
        "IntegerType" => TypeClass::Integer,
        "IndexType" => TypeClass::Index,
        "FloatType" => TypeClass::Float,
        "ComplexType" => TypeClass::Complex,
        "TupleType" => TypeClass::Tuple,
        "FunctionType" => TypeClass::Function,
        "NoneType" => TypeClass::None,
        _ => return None,
    })
}

const TD_HEADER: &str = "include \"mlir/IR/OpBase.td\"\n\
                         def T_Dialect : Dialect { let name = \"t\"; let cppNamespace = \"t\"; }\n";

/// Runs mlir-tblgen with `backend` over `td`, written into `dir`; its
/// output, or its error text.
fn tblgen(tool: &Path, dir: &Path, name: &str, td: &str, backend: &str) -> Result<String, String> {
    let file = dir.join(name);
    std::fs::write(&file, td).expect("write the .td");
    // The `.td` files of MLIR are installed beside the tool's `bin/`.
    let include = tool.parent().and_then(Path::parent).map(|p| p.join("include")).expect("the tool's directory");
    let out = Command::new(tool).arg(backend).arg("-I").arg(include).arg(&file).output().expect("run mlir-tblgen");
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The text after `start` in `s` up to `end`.
fn between<'a>(s: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = s.find(start)? + start.len();
    let len = s[from..].find(end)?;
    Some(&s[from..from + len])
}

/// A C++ string literal's text unescaped (`\"`, `\\`).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The summary op `C<i>`'s verifier reports for its operand, from the
/// output of `-gen-op-defs`.
fn verifier_summary(defs: &str, i: usize) -> Option<String> {
    let body = defs.split(&format!("::llvm::LogicalResult C{i}::verifyInvariantsImpl() {{")).nth(1)?;
    let name = between(body, "__mlir_ods_local_type_constraint_", "(")?;
    let function =
        defs.split(&format!("static ::llvm::LogicalResult __mlir_ods_local_type_constraint_{name}(")).nth(1)?;
    between(function, "<< \" must be ", ", but got \"").map(unescape)
}

/// The C++ type of op `C<i>`'s operand accessor, from `-gen-op-decls`.
fn accessor_type(decls: &str, i: usize) -> Option<&str> {
    let class = decls.split(&format!("class C{i} : public ::mlir::Op<C{i}")).nth(1)?;
    between(class, "::mlir::TypedValue<", "> getA()")
}

#[test]
fn summaries_classes_and_buildability_as_mlir_tblgen() {
    let Some(tool) = support::llvm_tool("mlir-tblgen", "type constraints against mlir-tblgen") else { return };
    let dir = std::env::temp_dir().join(format!("ods-type-constraints-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let cases = cases();
    let mut td = TD_HEADER.to_string();
    for (i, c) in cases.iter().enumerate() {
        td.push_str(&format!("def C{i} : Op<T_Dialect, \"c{i}\"> {{ let arguments = (ins {}:$a); }}\n", c.td));
    }
    let defs = tblgen(&tool, &dir, "all.td", &td, "-gen-op-defs").unwrap_or_else(|e| panic!("mlir-tblgen: {e}"));
    let decls = tblgen(&tool, &dir, "all.td", &td, "-gen-op-decls").unwrap_or_else(|e| panic!("mlir-tblgen: {e}"));
    let mut failures = Vec::new();
    let (mut buildable, mut classed) = (0, 0);
    let ctx = Context::new();
    for (i, c) in cases.iter().enumerate() {
        let ours = (c.constraint.summary)();
        match verifier_summary(&defs, i) {
            Some(theirs) if theirs == ours => {}
            Some(theirs) => failures.push(format!("{}: summary `{ours}`, mlir-tblgen `{theirs}`", c.rust)),
            None => failures.push(format!("{}: no verifier message found for `{}`", c.rust, c.td)),
        }
        match accessor_type(&decls, i) {
            Some(cpp) => {
                let theirs = class_of_cpp_type(cpp);
                if theirs != c.constraint.class {
                    failures.push(format!("{}: class {:?}, mlir-tblgen's `{cpp}`", c.rust, c.constraint.class));
                }
                classed += usize::from(theirs.is_some());
            }
            None => failures.push(format!("{}: no accessor found for `{}`", c.rust, c.td)),
        }
        // A format that leaves the operand's type out compiles only when
        // the constraint is buildable.
        let one = format!(
            "{TD_HEADER}def C : Op<T_Dialect, \"c\"> {{ let arguments = (ins {}:$a); let assemblyFormat = \"$a attr-dict\"; }}\n",
            c.td
        );
        let theirs = tblgen(&tool, &dir, "one.td", &one, "-gen-op-defs").is_ok();
        let ours = (c.constraint.build)(&ctx).is_some();
        if theirs != ours {
            failures.push(format!("{}: buildable {ours}, for mlir-tblgen {theirs}", c.rust));
        }
        buildable += usize::from(theirs);
        let name = c.rust.split('<').next().unwrap_or_default();
        if ods_model::op::BUILDABLE_TYPES.contains(&name) && !ours {
            failures.push(format!("{}: the op macro takes `{name}` as buildable, but it builds no type", c.rust));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} of {} type constraints differ from mlir-tblgen 22:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    eprintln!(
        "type constraints: {} summaries as mlir-tblgen's, {classed} with a C++ class, {buildable} buildable",
        cases.len()
    );
}

fn parse_type(ctx: &mut Context, text: &str) -> Type {
    let mut p = ods_ir::parse::Parser::new(ctx, text.as_bytes(), "type", 0);
    p.parse_type().unwrap_or_else(|e| panic!("`{text}` does not parse: {}", e.message))
}

#[test]
fn verdicts() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let mut wrong = Vec::new();
    let mut checked = 0;
    for c in cases() {
        for (texts, want) in [(c.ok, true), (c.bad, false)] {
            for text in texts {
                let t = parse_type(&mut ctx, text);
                if (c.constraint.check)(&ctx, t) != want {
                    wrong.push(format!("{} {} `{text}`", c.rust, if want { "rejects" } else { "accepts" }));
                }
                checked += 1;
            }
        }
        if let Some(t) = (c.constraint.build)(&ctx) {
            if !(c.constraint.check)(&ctx, t) {
                wrong.push(format!("{} rejects the type it builds", c.rust));
            }
        }
    }
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
    eprintln!("type constraints: {checked} verdicts as expected");
}
