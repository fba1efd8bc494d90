//! Control flow between the regions of an op (MLIR's
//! `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`).
//!
//! Control enters the op (the branch point [`RegionPoint::Parent`]) or
//! leaves one of its regions through a terminator
//! ([`RegionPoint::Region`]), and goes to a region successor: a region,
//! whose entry block arguments receive the forwarded values, or the op
//! itself ([`Successor::Parent`]), whose results receive them. The op says
//! which successors each point has and which of its operands it forwards on
//! entry; terminators say which of their operands they forward. The generic
//! verifier checks every edge with [`verify_region_branch`].

use crate::context::{Context, OpId, Value};
use crate::diag::Diagnostic;
use crate::print::type_to_string;
use crate::registry::Traits;
use crate::types::Type;
use crate::verify::op_error;
use std::ops::Range;

/// Where control branches from: entering the op, or the terminators of
/// one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionPoint {
    /// Entering the op from outside.
    Parent,
    /// A terminator of region `i` of the op.
    Region(usize),
}

/// Where control branches to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Successor {
    /// Leaving the op: the forwarded values become its results.
    Parent,
    /// Region `i` of the op: the forwarded values become arguments of its
    /// entry block.
    Region(usize),
}

/// One successor of a branch point, with the values that receive the
/// forwarded operands (results of the op, or entry block arguments).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region or the op.
    pub to: Successor,
    /// The successor's inputs, one per forwarded operand.
    pub inputs: Vec<Value>,
}

impl RegionSuccessor {
    /// The op's results as the inputs of leaving it.
    pub fn parent(ctx: &Context, op: OpId) -> Self {
        RegionSuccessor { to: Successor::Parent, inputs: op.results(ctx).collect() }
    }

    /// Region `index` of `op`, its entry block's arguments from `skip` on as
    /// the inputs (none when the region is empty).
    pub fn region(ctx: &Context, op: OpId, index: usize, skip: usize) -> Self {
        let inputs = op
            .regions(ctx)
            .get(index)
            .and_then(|r| r.entry_block(ctx))
            .map(|b| b.args(ctx).iter().skip(skip).copied().collect())
            .unwrap_or_default();
        RegionSuccessor { to: Successor::Region(index), inputs }
    }
}

/// An op whose regions control flows between.
#[ods_macros::interface]
pub trait RegionBranchOpInterface {
    /// The successors of branch point `from`, in the order control may
    /// take them (MLIR's `getSuccessorRegions`).
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor>;
    /// The positions of the op's operands forwarded to `to` on entry
    /// (MLIR's `getEntrySuccessorOperands`); none by default.
    fn entry_successor_operands(self, ctx: &Context, to: Successor) -> Range<usize> {
        let _ = to;
        let n = self.op().num_operands(ctx);
        n..n
    }
    /// Whether a value of type `from` may flow into an input of type `to`
    /// (MLIR's `areTypesCompatible`); equal types by default.
    fn types_compatible(self, ctx: &Context, from: Type, to: Type) -> bool {
        let _ = ctx;
        from == to
    }
}

/// A terminator that forwards some of its operands to the successors of
/// its region. Ops with the `ReturnLike` trait forward all of them without
/// implementing it (as MLIR's `ReturnLike` implies the interface).
#[ods_macros::interface]
pub trait RegionBranchTerminatorOpInterface {
    /// The positions of the operands forwarded to `to` (MLIR's
    /// `getSuccessorOperands`).
    fn successor_operand_range(self, ctx: &Context, to: Successor) -> Range<usize>;
}

/// The positions of the operands terminator `op` forwards to `to`, or
/// `None` if `op` is not a region branch terminator.
pub fn terminator_successor_operands(ctx: &Context, op: OpId, to: Successor) -> Option<Range<usize>> {
    if let Some(t) = RegionBranchTerminatorOpInterfaceOp::get(ctx, op) {
        return Some(t.successor_operand_range(ctx, to));
    }
    op.has_trait(ctx, Traits::RETURN_LIKE).then(|| 0..op.num_operands(ctx))
}

/// Whether `op` ends its block and forwards operands to region successors.
pub fn is_region_branch_terminator(ctx: &Context, op: OpId) -> bool {
    op.has_trait(ctx, Traits::RETURN_LIKE) || RegionBranchTerminatorOpInterfaceOp::get(ctx, op).is_some()
}

/// One control-flow edge: its branch point (`None` for the op itself),
/// the successor, and the values forwarded along it.
#[derive(Clone, Debug)]
pub struct Edge {
    /// The terminator branching, or `None` when entering the op.
    pub from: Option<OpId>,
    /// The successor and its inputs.
    pub to: RegionSuccessor,
    /// The op (or terminator) operand positions forwarded, one per input
    /// when the IR is valid.
    pub operands: Range<usize>,
}

impl RegionBranchOpInterfaceOp {
    /// Every control-flow edge of the op in MLIR's order: entering it
    /// first, then the region branch terminators ending each block of each
    /// region, each point's successors in the op's order.
    pub fn edges(self, ctx: &Context) -> Vec<Edge> {
        let op = self.op;
        let mut edges: Vec<Edge> = self
            .successor_regions(ctx, RegionPoint::Parent)
            .into_iter()
            .map(|to| Edge { from: None, operands: self.entry_successor_operands(ctx, to.to), to })
            .collect();
        for (i, &r) in op.regions(ctx).iter().enumerate() {
            let terminators: Vec<OpId> = r
                .blocks(ctx)
                .into_iter()
                .filter_map(|b| b.last_op(ctx))
                .filter(|&t| is_region_branch_terminator(ctx, t))
                .collect();
            if terminators.is_empty() {
                continue;
            }
            let successors = self.successor_regions(ctx, RegionPoint::Region(i));
            for t in terminators {
                for to in &successors {
                    let operands = terminator_successor_operands(ctx, t, to.to).unwrap_or(0..0);
                    edges.push(Edge { from: Some(t), to: to.clone(), operands });
                }
            }
        }
        edges
    }
}

/// MLIR's `RegionBranchOpInterface` verifier: along every edge, as many
/// operands are forwarded as the successor has inputs, of compatible types
/// (MLIR's words, with a note at the branch point). The generic verifier
/// runs it with the op's region invariants, after the op's region verifier.
pub fn verify_region_branch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // Only ops that declare regions (or verify with them) come here.
    let Some(branch) = RegionBranchOpInterfaceOp::get(ctx, op) else { return Ok(()) };
    for edge in branch.edges(ctx) {
        let point = edge.from.unwrap_or(op);
        let operands = point.operands(ctx).get(edge.operands.clone()).unwrap_or_default();
        let inputs = &edge.to.inputs;
        // The edge is named only when it is wrong (most edges are not).
        let error = |msg: String| {
            let from = match edge.from {
                Some(t) => format!("Operation {}", t.name_str(ctx)),
                None => "parent".to_string(),
            };
            let to = match edge.to.to {
                Successor::Parent => "parent".to_string(),
                Successor::Region(i) => format!("Region #{i}"),
            };
            op_error(ctx, op, format!("along control flow edge from {from} to {to}: {msg}"))
                .with_note(point.loc(ctx), "region branch point")
        };
        if operands.len() != inputs.len() {
            return Err(error(format!(
                "region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            )));
        }
        for (i, (v, input)) in operands.iter().zip(inputs).enumerate() {
            let (s, t) = (v.ty(ctx), input.ty(ctx));
            if !branch.types_compatible(ctx, s, t) {
                return Err(error(format!(
                    "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    type_to_string(ctx, s),
                    type_to_string(ctx, t)
                )));
            }
        }
    }
    Ok(())
}
