//! Dominance between the blocks of one region, as MLIR's `DominanceInfo`
//! answers it: a dominator tree built by Lengauer and Tarjan's algorithm
//! (path compression: O(edges · log blocks)), then numbered by a walk of
//! the tree so that each query is two comparisons. Every step is a loop
//! over explicit stacks, so a region of a million blocks is fine.

use crate::context::{BlockId, Context, RegionId};
use rustc_hash::FxHashMap;

/// Whether the ops of region `r` must obey SSA dominance (MLIR's
/// `hasSSADominance`): not when the region's op is unregistered
/// (conservatively a graph region) or declares graph regions.
pub fn has_ssa_dominance(ctx: &Context, r: RegionId) -> bool {
    match r.parent_op(ctx) {
        Some(p) => p.is_registered(ctx) && !p.has_trait(ctx, crate::registry::Traits::HAS_ONLY_GRAPH_REGION),
        None => true,
    }
}

/// The dominator tree of one region's blocks.
pub struct BlockDominance {
    /// Position of each block in the region.
    index: FxHashMap<BlockId, u32>,
    /// Per block (by position): its interval in a walk of the dominator
    /// tree (entered, left), or `None` when it is unreachable from the
    /// entry block.
    interval: Vec<Option<(u32, u32)>>,
}

/// Adjacency lists in one array: the neighbours of node `i` are
/// `targets[start[i]..start[i + 1]]`.
struct Csr {
    start: Vec<u32>,
    targets: Vec<u32>,
}

impl Csr {
    /// Built from `(from, to)` pairs over `n` nodes.
    fn new(n: usize, edges: &[(u32, u32)]) -> Csr {
        let mut start = vec![0u32; n + 1];
        for &(from, _) in edges {
            start[from as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            targets[fill[from as usize] as usize] = to;
            fill[from as usize] += 1;
        }
        Csr { start, targets }
    }
    fn of(&self, i: u32) -> &[u32] {
        &self.targets[self.start[i as usize] as usize..self.start[i as usize + 1] as usize]
    }
}

impl BlockDominance {
    /// The dominator tree of the blocks of `r` (edges: the successors of
    /// each block's last op that are blocks of `r`).
    pub fn new(ctx: &Context, r: RegionId) -> Self {
        let blocks = r.blocks(ctx);
        let n = blocks.len();
        let index: FxHashMap<BlockId, u32> = blocks.iter().enumerate().map(|(i, b)| (*b, i as u32)).collect();
        let mut edges = Vec::new();
        for (i, b) in blocks.iter().enumerate() {
            if let Some(t) = b.last_op(ctx) {
                for s in t.successors(ctx) {
                    if let Some(&j) = index.get(s) {
                        edges.push((i as u32, j));
                    }
                }
            }
        }
        let succs = Csr::new(n, &edges);
        let interval = if n == 0 { Vec::new() } else { dominator_intervals(n, &succs) };
        BlockDominance { index, interval }
    }

    /// The blocks reachable from the entry block in a depth-first walk of
    /// the dominator tree, each with its depth (the entry's is 0): a block
    /// is dominated by the blocks before it of smaller depth back to its
    /// parent. Passes that keep facts per dominating block (CSE) walk this.
    pub fn tree_preorder(&self, ctx: &Context, r: RegionId) -> Vec<(BlockId, usize)> {
        let blocks = r.blocks(ctx);
        let positions: Vec<Option<(u32, u32)>> =
            blocks.iter().map(|b| self.index.get(b).and_then(|&i| self.interval[i as usize])).collect();
        preorder_depths(&positions).into_iter().map(|(i, depth)| (blocks[i], depth)).collect()
    }

    /// Whether `b` (a block of the region) is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.index.get(&b).is_some_and(|&i| self.interval[i as usize].is_some())
    }

    /// Whether `a` dominates `b` and differs from it. LLVM's rule for
    /// unreachable blocks: every block dominates them, and they dominate
    /// no other block.
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let (Some(&ia), Some(&ib)) = (self.index.get(&a), self.index.get(&b)) else { return false };
        match (self.interval[ia as usize], self.interval[ib as usize]) {
            (_, None) => true,
            (None, _) => false,
            (Some((a_in, a_out)), Some((b_in, b_out))) => a_in < b_in && b_out <= a_out,
        }
    }
}

/// The nodes with an interval, in a walk of the tree the intervals nest
/// into, each with its depth.
fn preorder_depths(intervals: &[Option<(u32, u32)>]) -> Vec<(usize, usize)> {
    let mut order: Vec<(usize, (u32, u32))> =
        intervals.iter().enumerate().filter_map(|(i, iv)| Some((i, (*iv)?))).collect();
    order.sort_unstable_by_key(|&(_, (entered, _))| entered);
    // The intervals of the nodes on the path from the root.
    let mut path: Vec<(u32, u32)> = Vec::new();
    let mut out = Vec::with_capacity(order.len());
    for (i, (entered, left)) in order {
        while path.last().is_some_and(|&(e, l)| !(e < entered && left <= l)) {
            path.pop();
        }
        out.push((i, path.len()));
        path.push((entered, left));
    }
    out
}

/// Per node of the graph `succs` (node 0 the entry): its interval in a
/// walk of the dominator tree, `None` when unreachable.
fn dominator_intervals(n: usize, succs: &Csr) -> Vec<Option<(u32, u32)>> {
    // Depth-first numbering from the entry: `vertex[k]` is the node
    // numbered k, `parent[k]` the number of its parent in the DFS tree.
    let mut number: Vec<Option<u32>> = vec![None; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n);
    let mut parent: Vec<u32> = Vec::with_capacity(n);
    // (node, next successor to look at)
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
    number[0] = Some(0);
    vertex.push(0);
    parent.push(0);
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        let out = succs.of(node);
        if next as usize == out.len() {
            stack.pop();
            continue;
        }
        top.1 += 1;
        let s = out[next as usize];
        if number[s as usize].is_none() {
            let k = vertex.len() as u32;
            number[s as usize] = Some(k);
            vertex.push(s);
            parent.push(number[node as usize].expect("numbered when pushed"));
            stack.push((s, 0));
        }
    }
    let m = vertex.len();
    // Predecessors among reachable nodes, by DFS number.
    let mut pred_edges = Vec::new();
    for (k, &v) in vertex.iter().enumerate() {
        for &s in succs.of(v) {
            if let Some(ks) = number[s as usize] {
                pred_edges.push((ks, k as u32));
            }
        }
    }
    let preds = Csr::new(m, &pred_edges);
    let idom = lengauer_tarjan(m, &parent, &preds);

    // Number the dominator tree by a walk: `a` dominates `b` when b's
    // interval lies inside a's.
    let child_edges: Vec<(u32, u32)> = (1..m as u32).map(|k| (idom[k as usize], k)).collect();
    let children = Csr::new(m, &child_edges);
    let mut by_number: Vec<(u32, u32)> = vec![(0, 0); m];
    let mut clock = 0u32;
    let mut walk: Vec<(u32, u32)> = vec![(0, 0)];
    by_number[0].0 = clock;
    while let Some(top) = walk.last_mut() {
        let (k, next) = *top;
        let kids = children.of(k);
        if next as usize == kids.len() {
            clock += 1;
            by_number[k as usize].1 = clock;
            walk.pop();
            continue;
        }
        top.1 += 1;
        let c = kids[next as usize];
        clock += 1;
        by_number[c as usize].0 = clock;
        walk.push((c, 0));
    }
    number.iter().map(|k| k.map(|k| by_number[k as usize])).collect()
}

/// Immediate dominators (by DFS number; node 0 is its own) of a graph given
/// by its DFS tree `parent` and its predecessor lists: Lengauer and Tarjan's
/// algorithm with path compression.
fn lengauer_tarjan(m: usize, parent: &[u32], preds: &Csr) -> Vec<u32> {
    let mut semi: Vec<u32> = (0..m as u32).collect();
    let mut label: Vec<u32> = (0..m as u32).collect();
    let mut ancestor: Vec<Option<u32>> = vec![None; m];
    let mut idom: Vec<u32> = vec![0; m];
    // Buckets as linked lists: the nodes whose semidominator is k.
    let mut bucket_head: Vec<Option<u32>> = vec![None; m];
    let mut bucket_next: Vec<Option<u32>> = vec![None; m];
    let mut path: Vec<u32> = Vec::new();
    for w in (1..m as u32).rev() {
        for &v in preds.of(w) {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            if semi[u as usize] < semi[w as usize] {
                semi[w as usize] = semi[u as usize];
            }
        }
        let s = semi[w as usize] as usize;
        bucket_next[w as usize] = bucket_head[s];
        bucket_head[s] = Some(w);
        let p = parent[w as usize];
        ancestor[w as usize] = Some(p);
        let mut cur = bucket_head[p as usize].take();
        while let Some(v) = cur {
            cur = bucket_next[v as usize];
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v as usize] = if semi[u as usize] < semi[v as usize] { u } else { p };
        }
    }
    for w in 1..m {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    idom
}

/// The node of least semidominator on the forest path from `v` up to (not
/// including) its root, compressing the path on the way.
fn eval(v: u32, ancestor: &mut [Option<u32>], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize].is_none() {
        return v;
    }
    // The nodes whose ancestor is not a root, innermost first.
    path.clear();
    let mut x = v;
    while let Some(a) = ancestor[x as usize] {
        if ancestor[a as usize].is_none() {
            break;
        }
        path.push(x);
        x = a;
    }
    // Compress from the top down, as the recursive formulation does.
    for &x in path.iter().rev() {
        let a = ancestor[x as usize].expect("on the path");
        if semi[label[a as usize] as usize] < semi[label[x as usize] as usize] {
            label[x as usize] = label[a as usize];
        }
        ancestor[x as usize] = ancestor[a as usize];
    }
    label[v as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominator sets by the textbook data-flow fixed point, for checking.
    fn naive(n: usize, edges: &[(u32, u32)]) -> Vec<Option<Vec<bool>>> {
        let mut reach = vec![false; n];
        reach[0] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for &(a, b) in edges {
                if reach[a as usize] && !reach[b as usize] {
                    reach[b as usize] = true;
                    changed = true;
                }
            }
        }
        let mut dom: Vec<Vec<bool>> = (0..n).map(|i| (0..n).map(|j| i != 0 || j == 0).collect()).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                if !reach[i] {
                    continue;
                }
                let mut new = vec![true; n];
                for &(a, b) in edges {
                    if b as usize == i && reach[a as usize] {
                        for j in 0..n {
                            new[j] &= dom[a as usize][j];
                        }
                    }
                }
                new[i] = true;
                if new != dom[i] {
                    dom[i] = new;
                    changed = true;
                }
            }
        }
        (0..n).map(|i| reach[i].then(|| dom[i].clone())).collect()
    }

    /// The tree agrees with the data-flow definition on many small random
    /// graphs (loops, diamonds, unreachable nodes, self edges).
    #[test]
    fn agrees_with_dataflow_on_random_graphs() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rand = move |k: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % k
        };
        for _ in 0..2000 {
            let n = 1 + rand(9) as usize;
            let m = rand(3 * n as u64 + 1) as usize;
            let edges: Vec<(u32, u32)> = (0..m).map(|_| (rand(n as u64) as u32, rand(n as u64) as u32)).collect();
            let succs = Csr::new(n, &edges);
            let got = dominator_intervals(n, &succs);
            let want = naive(n, &edges);
            for b in 0..n {
                assert_eq!(got[b].is_some(), want[b].is_some(), "reachability of {b} in {edges:?}");
                let Some(doms) = &want[b] else { continue };
                for a in 0..n {
                    let Some((a_in, a_out)) = got[a] else { continue };
                    let (b_in, b_out) = got[b].unwrap();
                    let tree = a_in <= b_in && b_out <= a_out;
                    assert_eq!(tree, doms[a], "does {a} dominate {b} in {edges:?}");
                }
            }
            // The walk's depth of a node counts its proper dominators, and
            // each node comes after all of them.
            let walk = preorder_depths(&got);
            for (k, &(b, depth)) in walk.iter().enumerate() {
                let doms = want[b].as_ref().expect("only reachable nodes are walked");
                assert_eq!(depth, doms.iter().filter(|&&d| d).count() - 1, "depth of {b} in {edges:?}");
                let before: Vec<usize> = walk[..k].iter().map(|&(a, _)| a).collect();
                assert!((0..n).all(|a| a == b || !doms[a] || before.contains(&a)), "order of {b} in {edges:?}");
            }
        }
    }

    /// A long chain listed backwards and a long cycle: no recursion, and
    /// the chain's dominators are its prefixes.
    #[test]
    fn long_chains() {
        let n = 200_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|i| (i, i + 1)).chain([(n as u32 - 1, 0)]).collect();
        let got = dominator_intervals(n, &Csr::new(n, &edges));
        for i in 1..n {
            let (a_in, a_out) = got[i - 1].unwrap();
            let (b_in, b_out) = got[i].unwrap();
            assert!(a_in < b_in && b_out <= a_out);
        }
    }
}
