//! Work on several cores, as MLIR's `parallelForEach`: the verifier checks
//! the functions of a module at once, and a pass manager runs a nested
//! pipeline on each. Results come back in the order of the work, so a
//! caller can report them exactly as a single thread would.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// A value on cache lines of its own: what threads write often (a lock, a
/// counter) kept apart from what others read, so that a write on one core
/// does not take a neighbour's line away from the others. Two lines, as
/// x86 cores fetch lines in adjacent pairs.
#[repr(align(128))]
#[derive(Default)]
pub(crate) struct CachePadded<T>(pub(crate) T);

impl<T> std::ops::Deref for CachePadded<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// How many threads parallel work uses: the cores available (looked up
/// once; reading the limits of the process costs a few system calls).
pub fn threads() -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Runs `work(state, i)` for every `i` in `0..n` on up to [`threads`]
/// threads and returns the results in the order of `i`. Each thread makes
/// its own `state` with `init` and takes the next index as it finishes
/// one, since items (functions) differ in size. The calling thread works
/// too; a panic in `work` is resumed on the calling thread.
pub fn map_indices<S, R: Send>(
    n: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let run = || {
        let mut state = init();
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= n {
                return done;
            }
            done.push((i, work(&mut state, i)));
        }
    };
    let mut results: Vec<Option<R>> = (0..n).map(|_| None).collect();
    let mut collect = |done: Vec<(usize, R)>| {
        for (i, r) in done {
            results[i] = Some(r);
        }
    };
    std::thread::scope(|s| {
        let helpers: Vec<_> = (1..threads().min(n)).map(|_| s.spawn(run)).collect();
        collect(run());
        for h in helpers {
            collect(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
    });
    results.into_iter().map(|r| r.expect("every index was run by one thread")).collect()
}

/// [`map_indices`] with the work of `i` costing about `costs[i]`: the
/// costliest items are taken first, so that a large item left to the end
/// does not keep one thread busy while the others wait. Results are in the
/// order of `i`.
pub fn map_indices_by_cost<S, R: Send>(
    costs: &[usize],
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> R + Sync,
) -> Vec<R> {
    let mut order: Vec<usize> = (0..costs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(costs[i]));
    let done = map_indices(order.len(), init, |state, k| (order[k], work(state, order[k])));
    let mut results: Vec<Option<R>> = (0..costs.len()).map(|_| None).collect();
    for (i, r) in done {
        results[i] = Some(r);
    }
    results.into_iter().map(|r| r.expect("every index was run by one thread")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every index runs once, and results keep the order of the indices.
    #[test]
    fn results_in_index_order() {
        let out = map_indices(
            1000,
            || 0usize,
            |runs, i| {
                *runs += 1;
                i * 2
            },
        );
        assert_eq!(out, (0..1000).map(|i| i * 2).collect::<Vec<_>>());
        assert!(map_indices(0, || (), |_, i| i).is_empty());
    }

    /// Costlier items run first, and results still keep the order of the
    /// indices.
    #[test]
    fn costliest_first_results_in_index_order() {
        let costs = [1, 50, 3, 50, 7];
        let started = std::sync::Mutex::new(Vec::new());
        let out = map_indices_by_cost(
            &costs,
            || (),
            |_, i| {
                started.lock().unwrap().push(i);
                i * 10
            },
        );
        assert_eq!(out, vec![0, 10, 20, 30, 40]);
        let started = started.into_inner().unwrap();
        if threads() == 1 {
            assert_eq!(started, vec![1, 3, 4, 2, 0]);
        }
        assert!(map_indices_by_cost(&[], || (), |_, i| i).is_empty());
    }
}
