//! The one intrusive doubly linked list of the IR: ops in a block and
//! blocks in a region. A node keeps its parent and neighbours ([`Links`]),
//! the parent keeps the ends ([`Ends`]); both live in typed arenas, so a
//! list costs no allocation and a node moves in constant time.

use crate::entity::{EntityRef, PackedOption, PrimaryMap};

/// Where a node sits: its parent and neighbours, each maybe absent.
#[derive(Clone, Copy)]
pub(crate) struct Links<P, K> {
    pub parent: PackedOption<P>,
    pub prev: PackedOption<K>,
    pub next: PackedOption<K>,
}

impl<P: EntityRef, K: EntityRef> Links<P, K> {
    /// The links of a node in no list.
    pub const DETACHED: Self = Links { parent: PackedOption::NONE, prev: PackedOption::NONE, next: PackedOption::NONE };
}

/// The first and last node of a list.
#[derive(Clone, Copy)]
pub(crate) struct Ends<K> {
    pub first: PackedOption<K>,
    pub last: PackedOption<K>,
}

impl<K: EntityRef> Ends<K> {
    /// The ends of an empty list.
    pub const EMPTY: Self = Ends { first: PackedOption::NONE, last: PackedOption::NONE };
}

/// A record that is a node of a list under parents of type `P`.
pub(crate) trait Node<P, K> {
    fn links(&self) -> &Links<P, K>;
    fn links_mut(&mut self) -> &mut Links<P, K>;
}

/// A record that holds a list of `K` nodes.
pub(crate) trait Parent<K> {
    fn ends_mut(&mut self) -> &mut Ends<K>;
}

/// Links the detached `node` under `parent` between `prev` and `next`
/// (neighbours in that list, or `None` at an end).
pub(crate) fn link<P, K, N, O>(
    nodes: &mut PrimaryMap<K, N>,
    parents: &mut PrimaryMap<P, O>,
    parent: P,
    node: K,
    prev: Option<K>,
    next: Option<K>,
) where
    P: EntityRef,
    K: EntityRef + std::fmt::Debug,
    N: Node<P, K>,
    O: Parent<K>,
{
    let links = nodes[node].links_mut();
    assert!(links.parent.is_none(), "{node:?} is already in a list");
    *links = Links { parent: parent.into(), prev: prev.into(), next: next.into() };
    match prev {
        Some(p) => nodes[p].links_mut().next = node.into(),
        None => parents[parent].ends_mut().first = node.into(),
    }
    match next {
        Some(n) => nodes[n].links_mut().prev = node.into(),
        None => parents[parent].ends_mut().last = node.into(),
    }
}

/// Unlinks `node` from its list, if it is in one.
pub(crate) fn unlink<P, K, N, O>(nodes: &mut PrimaryMap<K, N>, parents: &mut PrimaryMap<P, O>, node: K)
where
    P: EntityRef,
    K: EntityRef,
    N: Node<P, K>,
    O: Parent<K>,
{
    let links = std::mem::replace(nodes[node].links_mut(), Links::DETACHED);
    let Some(parent) = links.parent.expand() else { return };
    match links.prev.expand() {
        Some(p) => nodes[p].links_mut().next = links.next,
        None => parents[parent].ends_mut().first = links.next,
    }
    match links.next.expand() {
        Some(n) => nodes[n].links_mut().prev = links.prev,
        None => parents[parent].ends_mut().last = links.prev,
    }
}

/// The nodes from `first` on, in order.
pub(crate) fn iter<'a, P, K, N>(nodes: &'a PrimaryMap<K, N>, first: PackedOption<K>) -> impl Iterator<Item = K> + 'a
where
    P: EntityRef + 'a,
    K: EntityRef + 'a,
    N: Node<P, K>,
{
    let mut cur = first.expand();
    std::iter::from_fn(move || {
        let k = cur?;
        cur = nodes[k].links().next.expand();
        Some(k)
    })
}
