//! The value types of the attribute constraints against MLIR 22's own.
//!
//! In ODS an attribute constraint may have a value type (`valueType`):
//! where it can be built, an op's format reads the attribute with that type
//! (`dense<1>` in place of a `BoolAttr` is "elements literal must be a
//! shaped type", `5` in place of an `ArrayAttr` "integer literal not valid
//! for specified type", `1` in place of a `BoolAttr` is `true`) and prints
//! it without its type. For each constraint of the library that MLIR
//! defines under the same name (and those of the dialects, by MLIR's name), this writes a `.td` with an op whose format
//! is `$a attr-dict`, runs `mlir-tblgen` 22 over it and compares the type
//! its parser passes to `parseAttribute` with
//! [`AttrConstraint::value_type`].

mod support;

use ods_ir::ods::AttrConstraintRef;
use ods_ir::prelude::*;
use std::path::Path;
use std::process::Command;

macro_rules! cases {
    ($($t:ty),* $(,)?) => {
        vec![$((stringify!($t), AttrConstraintRef::of::<$t>())),*]
    };
}

/// Constraints of the dialects, with the name MLIR gives them.
fn dialect_cases() -> Vec<(&'static str, AttrConstraintRef)> {
    vec![
        ("IndexListArrayAttr", AttrConstraintRef::of::<ods_dialect_tensor::IndexListArrayAttr>()),
        ("IndexListArrayAttr", AttrConstraintRef::of::<ods_dialect_memref::IndexListArrayAttr>()),
        ("DeviceMappingArrayAttr", AttrConstraintRef::of::<ods_dialect_scf::DeviceMappingArray>()),
    ]
}

/// Constraints named as in MLIR's `CommonAttrConstraints.td`.
fn cases() -> Vec<(&'static str, AttrConstraintRef)> {
    cases![
        AnyAttr,
        BoolAttr,
        IndexAttr,
        I1Attr,
        I8Attr,
        I16Attr,
        I32Attr,
        I64Attr,
        SI1Attr,
        SI8Attr,
        SI16Attr,
        SI32Attr,
        SI64Attr,
        UI1Attr,
        UI8Attr,
        UI16Attr,
        UI32Attr,
        UI64Attr,
        AnyI1Attr,
        AnyI8Attr,
        AnyI16Attr,
        AnyI32Attr,
        AnyI64Attr,
        APIntAttr,
        F32Attr,
        F64Attr,
        StrAttr,
        SymbolNameAttr,
        UnitAttr,
        TypeAttr,
        SymbolRefAttr,
        FlatSymbolRefAttr,
        AffineMapAttr,
        IntegerSetAttr,
        LocationAttr,
        DictionaryAttr,
        ArrayAttr,
        DictArrayAttr,
        BoolArrayAttr,
        I32ArrayAttr,
        I64ArrayAttr,
        F32ArrayAttr,
        F64ArrayAttr,
        StrArrayAttr,
        TypeArrayAttr,
        SymbolRefArrayAttr,
        FlatSymbolRefArrayAttr,
        AffineMapArrayAttr,
        LocationArrayAttr,
        ElementsAttr,
        IndexElementsAttr,
        I32ElementsAttr,
        I64ElementsAttr,
        F64ElementsAttr,
        StringElementsAttr,
        DenseBoolArrayAttr,
        DenseI8ArrayAttr,
        DenseI16ArrayAttr,
        DenseI32ArrayAttr,
        DenseI64ArrayAttr,
        DenseF32ArrayAttr,
        DenseF64ArrayAttr,
    ]
}

const TD_HEADER: &str = "include \"mlir/IR/OpBase.td\"\n\
                         include \"mlir/Dialect/SCF/IR/DeviceMappingInterface.td\"\n\
                         def T_Dialect : Dialect { let name = \"t\"; let cppNamespace = \"t\"; }\n";

#[test]
fn value_types_as_mlir_tblgen() {
    let Some(tool) = support::llvm_tool("mlir-tblgen", "attribute value types against mlir-tblgen") else { return };
    let mut cases = cases();
    cases.extend(dialect_cases());
    let mut td = TD_HEADER.to_string();
    for (i, (name, _)) in cases.iter().enumerate() {
        td.push_str(&format!(
            "def C{i} : Op<T_Dialect, \"c{i}\"> {{ let arguments = (ins {name}:$a); let assemblyFormat = \"$a attr-dict\"; }}\n"
        ));
    }
    let dir = std::env::temp_dir().join(format!("ods-attr-value-types-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("all.td");
    std::fs::write(&file, &td).expect("write the .td");
    // The `.td` files of MLIR are installed beside the tool's `bin/`.
    let include = tool.parent().and_then(Path::parent).map(|p| p.join("include")).expect("the tool's directory");
    let out = Command::new(&tool).arg("-gen-op-defs").arg("-I").arg(include).arg(&file).output().expect("mlir-tblgen");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "mlir-tblgen: {}", String::from_utf8_lossy(&out.stderr));
    let defs = String::from_utf8_lossy(&out.stdout);
    let ctx = Context::new();
    let mut failures = Vec::new();
    for (i, (name, c)) in cases.iter().enumerate() {
        let ours = (c.value_type)(&ctx).map(|t| ods_ir::print::type_to_string(&ctx, t));
        match parse_type_of(&defs, i) {
            Some(theirs) => {
                let theirs = mlir_type(theirs);
                if theirs.as_deref() != Some(ours.as_deref().unwrap_or("none given")) {
                    failures.push(format!("{name}: ours {ours:?}, mlir-tblgen's parser {theirs:?}"));
                }
            }
            None => failures.push(format!("{name}: no parse of `$a` found in mlir-tblgen's output")),
        }
    }
    assert!(failures.is_empty(), "{} of {} value types differ:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

/// The type expression op `C<i>`'s parser reads its attribute with.
fn parse_type_of(defs: &str, i: usize) -> Option<&str> {
    let body = defs.split(&format!("::mlir::ParseResult C{i}::parse(")).nth(1)?;
    let from = body.find("(aAttr, ")? + "(aAttr, ".len();
    let rest = &body[from..];
    // The expression ends at the call's closing parenthesis.
    let mut depth = 0usize;
    for (k, ch) in rest.char_indices() {
        match ch {
            '(' | '<' => depth += 1,
            ')' | '>' if depth > 0 => depth -= 1,
            ')' => return Some(&rest[..k]),
            _ => {}
        }
    }
    None
}

/// The type a C++ builder expression of mlir-tblgen's makes, in MLIR's
/// syntax, or "none given" for `::mlir::Type{}`.
fn mlir_type(expr: &str) -> Option<String> {
    let expr = expr.trim();
    if expr == "::mlir::Type{}" {
        return Some("none given".into());
    }
    let call = expr.strip_prefix("parser.getBuilder().")?;
    if call == "getType<::mlir::NoneType>()" {
        return Some("none".into());
    }
    if call == "getIndexType()" {
        return Some("index".into());
    }
    if let Some(w) = call.strip_prefix("getIntegerType(").and_then(|r| r.strip_suffix(')')) {
        return match w.split_once(',') {
            None => Some(format!("i{w}")),
            Some((w, signed)) => {
                let signed = signed.trim().trim_start_matches("/*isSigned=*/");
                Some(format!("{}{w}", if signed == "true" { "si" } else { "ui" }))
            }
        };
    }
    let float = call.strip_prefix("getF")?.strip_suffix("Type()")?;
    Some(format!("f{float}"))
}
