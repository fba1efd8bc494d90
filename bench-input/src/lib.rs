//! The benchmark input: a module of `func.func`s whose bodies mix Shape and
//! arith ops the way real shape computations do, at any size.
//!
//! Each function takes two shapes and returns a size. Its body opens an
//! accumulator (`shape.const_size 0`), then repeats a step of
//! [`OPS_PER_STEP`] ops, and pads with `shape.const_size` up to the requested
//! op count before the `return`. A step holds
//!
//! - constants: two `shape.const_shape`, one `arith.constant`;
//! - ops that fold because their operands are constants: a `shape.broadcast`
//!   of the two constant shapes and the `shape.num_elements` of it;
//! - ops that cannot fold because they depend on the arguments: a
//!   `shape.broadcast` with `%arg0`, a `shape.concat` with `%arg1`, the
//!   `shape.rank` of that and a `shape.mul` by the constant;
//! - two `shape.add`s, the second extending the accumulator chain, which keeps
//!   every step live so that `-canonicalize` cannot drop a body as dead code.
//!
//! About half the ops fold or merge under `-canonicalize`; the rest stay.
//! The constants vary with the step and function index (small cycles of
//! co-prime lengths), so uniquing and CSE see both repeats and new values.
//!
//! [`Form::Generic`] writes exactly what `mlir-opt -mlir-print-op-generic`
//! prints for the [`Form::Custom`] text, so the generic form needs no
//! `mlir-opt` to make; a test checks the two agree.

#![warn(missing_docs)]

use std::fmt::Write;

/// The ops in one step of a function body.
pub const OPS_PER_STEP: u64 = 11;

/// The textual form to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Each op's own assembly format, as a person writes it.
    Custom,
    /// MLIR's generic op form (`"shape.add"(%0, %1) : (...) -> ...`), as
    /// `mlir-opt -mlir-print-op-generic` prints it, module included.
    Generic,
}

/// The size of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    /// How many functions the module holds.
    pub funcs: u64,
    /// How many ops each function body holds, its `return` included (at
    /// least 2: the accumulator and the `return`).
    pub ops_per_func: u64,
}

impl Size {
    /// The default benchmark size: 10 functions of 20,000 ops, 200,011 ops
    /// in all.
    pub const DEFAULT: Size = Size { funcs: 10, ops_per_func: 20_000 };

    /// About `ops` ops in all, over `funcs` functions (at least one).
    pub fn with_total_ops(ops: u64, funcs: u64) -> Size {
        let funcs = funcs.max(1);
        let body = ops.saturating_sub(1 + funcs) / funcs;
        Size { funcs, ops_per_func: body.max(2) }
    }

    /// The ops in the module: the bodies, one `func.func` per function, and
    /// the module itself.
    pub fn total_ops(self) -> u64 {
        self.funcs * self.ops_per_func.max(2) + self.funcs + 1
    }
}

/// The module of `size`, as text in `form`.
pub fn generate(size: Size, form: Form) -> String {
    let mut out = String::with_capacity((size.total_ops() * 80) as usize);
    if form == Form::Generic {
        out.push_str("\"builtin.module\"() ({\n");
    }
    for func in 0..size.funcs {
        write_func(&mut out, func, size.funcs, size.ops_per_func.max(2), form);
    }
    if form == Form::Generic {
        // mlir-opt ends its output with an empty line.
        out.push_str("}) : () -> ()\n\n");
    }
    out
}

/// The constants of step `step` in function `func`: the leading extent of
/// the first shape, the middle extent of the second, and the index constant.
/// Public so that a benchmark building the same IR through an API can use
/// the same values.
pub fn step_constants(func: u64, step: u64) -> (u64, u64, u64) {
    (1 + (step + 2 * func) % 7, 1 + (3 * step + func) % 5, (step * 5 + func) % 19)
}

/// One op being written: its result name, op name, operands, properties,
/// operand types, result type, and its custom form after the op name.
struct OpText<'a> {
    result: &'a str,
    name: &'a str,
    operands: &'a [&'a str],
    props: Option<String>,
    operand_types: &'a [&'static str],
    result_type: &'static str,
    custom: String,
}

const SHAPE: &str = "!shape.shape";
const SIZE: &str = "!shape.size";
const INDEX: &str = "index";

/// Writes ops of one function, tracking the generic form's numbering.
struct FuncWriter<'a> {
    out: &'a mut String,
    form: Form,
    /// The generic form's number of the next result (`%0`, `%1`, ...).
    next: u64,
    /// The generic form's number of the first block argument.
    first_arg: u64,
    /// Custom result name to generic name, for the names still in use.
    generic_names: Vec<(String, String)>,
}

impl FuncWriter<'_> {
    /// The generic form's name of the custom value `name`.
    fn generic_name(&self, name: &str) -> String {
        if let Some(arg) = name.strip_prefix("%arg") {
            let arg: u64 = arg.parse().expect("arguments are %arg0 and %arg1");
            return format!("%arg{}", self.first_arg + arg);
        }
        let found = self.generic_names.iter().rev().find(|(c, _)| c == name);
        found.map(|(_, g)| g.clone()).expect("operands are defined before use")
    }

    fn op(&mut self, op: OpText) {
        match self.form {
            Form::Custom => {
                let _ = writeln!(self.out, "  {} = {} {}", op.result, op.name, op.custom);
            }
            Form::Generic => {
                let name = format!("%{}", self.next);
                self.next += 1;
                let operands: Vec<String> = op.operands.iter().map(|o| self.generic_name(o)).collect();
                let props = op.props.map(|p| format!(" <{{{p}}}>")).unwrap_or_default();
                let _ = writeln!(
                    self.out,
                    "    {name} = \"{}\"({}){props} : ({}) -> {}",
                    op.name,
                    operands.join(", "),
                    op.operand_types.join(", "),
                    op.result_type
                );
                self.generic_names.push((op.result.to_string(), name));
            }
        }
    }

    /// Forgets the names of a finished step but the accumulator, so that the
    /// lookup stays short.
    fn end_step(&mut self, acc: &str) {
        self.generic_names.retain(|(c, _)| c == acc);
    }

    fn const_size(&mut self, result: &str, value: u64) {
        self.op(OpText {
            result,
            name: "shape.const_size",
            operands: &[],
            props: Some(format!("value = {value} : index")),
            operand_types: &[],
            result_type: SIZE,
            custom: value.to_string(),
        });
    }

    fn const_shape(&mut self, result: &str, extents: [u64; 3]) {
        let list = format!("{}, {}, {}", extents[0], extents[1], extents[2]);
        self.op(OpText {
            result,
            name: "shape.const_shape",
            operands: &[],
            props: Some(format!("shape = dense<[{list}]> : tensor<3xindex>")),
            operand_types: &[],
            result_type: SHAPE,
            custom: format!("[{list}] : {SHAPE}"),
        });
    }

    /// A binary op in the `%a, %b : ta, tb -> tr` format.
    fn binary(
        &mut self,
        result: &str,
        name: &str,
        ops: [&str; 2],
        types: [&'static str; 2],
        result_type: &'static str,
    ) {
        self.op(OpText {
            result,
            name,
            operands: &ops,
            props: None,
            operand_types: &types,
            result_type,
            custom: format!("{}, {} : {}, {} -> {result_type}", ops[0], ops[1], types[0], types[1]),
        });
    }

    /// A unary op from a shape to a size in the `%a : ta -> tr` format.
    fn shape_to_size(&mut self, result: &str, name: &str, operand: &str) {
        self.op(OpText {
            result,
            name,
            operands: &[operand],
            props: None,
            operand_types: &[SHAPE],
            result_type: SIZE,
            custom: format!("{operand} : {SHAPE} -> {SIZE}"),
        });
    }

    fn index_constant(&mut self, result: &str, value: u64) {
        self.op(OpText {
            result,
            name: "arith.constant",
            operands: &[],
            props: Some(format!("value = {value} : index")),
            operand_types: &[],
            result_type: INDEX,
            custom: format!("{value} : index"),
        });
    }
}

/// Writes function `func` of `funcs`, with `ops` ops in its body.
///
/// In the generic form, MLIR numbers the values of the functions (regions
/// isolated from above) last function first, without restarting: function
/// `func` starts after the results and arguments of the functions after it.
fn write_func(out: &mut String, func: u64, funcs: u64, ops: u64, form: Form) {
    let later = funcs - 1 - func;
    let first_arg = 2 * later;
    let signature = format!("({SHAPE}, {SHAPE}) -> {SIZE}");
    match form {
        Form::Custom => {
            let _ = writeln!(out, "func.func @f{func}(%arg0: {SHAPE}, %arg1: {SHAPE}) -> {SIZE} {{");
        }
        Form::Generic => {
            let _ = writeln!(out, "  \"func.func\"() <{{function_type = {signature}, sym_name = \"f{func}\"}}> ({{");
            let _ = writeln!(out, "  ^bb0(%arg{first_arg}: {SHAPE}, %arg{}: {SHAPE}):", first_arg + 1);
        }
    }
    // Every op but the return has one result.
    let mut w = FuncWriter { out, form, next: later * (ops - 1), first_arg, generic_names: Vec::new() };
    let mut acc = "%sum0".to_string();
    w.const_size(&acc, 0);
    // The accumulator and the return take two ops; steps fill the rest.
    let steps = (ops - 2) / OPS_PER_STEP;
    for step in 0..steps {
        let (lead, middle, k) = step_constants(func, step);
        let v = |base: &str| format!("%{base}{step}");
        let (lhs, rhs, folded, dynamic, joined) = (v("lhs"), v("rhs"), v("bcast"), v("dyn"), v("cat"));
        let (count, rank, k_val, scaled, partial) = (v("count"), v("rank"), v("k"), v("scaled"), v("part"));
        let next_acc = format!("%sum{}", step + 1);
        w.const_shape(&lhs, [lead, 1, 4]);
        w.const_shape(&rhs, [1, middle, 4]);
        w.binary(&folded, "shape.broadcast", [&lhs, &rhs], [SHAPE, SHAPE], SHAPE);
        w.binary(&dynamic, "shape.broadcast", ["%arg0", &folded], [SHAPE, SHAPE], SHAPE);
        w.binary(&joined, "shape.concat", [&dynamic, "%arg1"], [SHAPE, SHAPE], SHAPE);
        w.shape_to_size(&count, "shape.num_elements", &folded);
        w.shape_to_size(&rank, "shape.rank", &joined);
        w.index_constant(&k_val, k);
        w.binary(&scaled, "shape.mul", [&rank, &k_val], [SIZE, INDEX], SIZE);
        w.binary(&partial, "shape.add", [&scaled, &count], [SIZE, SIZE], SIZE);
        w.binary(&next_acc, "shape.add", [&acc, &partial], [SIZE, SIZE], SIZE);
        acc = next_acc;
        w.end_step(&acc);
    }
    for pad in 0..(ops - 2) % OPS_PER_STEP {
        w.const_size(&format!("%pad{pad}"), pad + 1);
    }
    match form {
        Form::Custom => {
            let _ = writeln!(w.out, "  return {acc} : {SIZE}\n}}\n");
        }
        Form::Generic => {
            let acc = w.generic_name(&acc);
            let _ = writeln!(w.out, "    \"func.return\"({acc}) : ({SIZE}) -> ()\n  }}) : () -> ()");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ops in a text: lines that define a value, plus returns and funcs.
    fn count_ops(text: &str) -> u64 {
        text.lines()
            .filter(|l| {
                let l = l.trim_start();
                l.starts_with('%') || l.starts_with("return") || l.starts_with("func.func")
            })
            .count() as u64
    }

    #[test]
    fn op_counts_match_the_size() {
        for size in [Size { funcs: 1, ops_per_func: 2 }, Size { funcs: 3, ops_per_func: 100 }, Size::DEFAULT] {
            let text = generate(size, Form::Custom);
            assert_eq!(count_ops(&text) + 1, size.total_ops(), "{size:?}");
        }
        assert_eq!(Size::DEFAULT.total_ops(), 200_011);
    }

    #[test]
    fn total_ops_scale() {
        for total in [20_001, 200_011, 2_000_011] {
            let size = Size::with_total_ops(total, 10);
            assert_eq!(size.total_ops(), total);
        }
    }

    #[test]
    fn both_forms_have_the_same_ops() {
        let size = Size { funcs: 2, ops_per_func: 40 };
        let custom = generate(size, Form::Custom);
        let generic = generate(size, Form::Generic);
        let values = |t: &str| t.lines().filter(|l| l.trim_start().starts_with('%')).count();
        assert_eq!(values(&custom), values(&generic));
        assert_eq!(custom.matches("return").count(), generic.matches("\"func.return\"").count());
    }
}
