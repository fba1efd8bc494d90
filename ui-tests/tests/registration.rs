//! Registration-time checks through the real derives: definitions that
//! compile but contradict each other (an op, type or attribute of a
//! dialect nobody declares, two ops of one name, a trait naming no op) stop
//! the program when the registry is first built, before any IR is read,
//! with every mistake listed at once. This test binary links such
//! definitions on purpose, so it holds this one test only.

use ods_ir::prelude::*;
use ods_macros::{Attr, Op, Type};

ods_ir::dialect! {
    /// The declared dialect.
    pub REG_DIALECT: name = "reg", summary = "registration checks"
}

/// An op whose prefix names no declared dialect.
#[derive(Op, Clone, Copy)]
#[op(name = "ee.ex")]
pub struct StrayOp {
    op: OpId,
}

/// A type of a dialect nobody declares.
#[derive(Type)]
#[ty(dialect = "ee", mnemonic = "stray")]
pub struct StrayType;

/// An attribute of a dialect nobody declares.
#[derive(Attr)]
#[attr(dialect = "ef", mnemonic = "stray")]
pub struct StrayAttr;

/// A type of the declared dialect.
#[derive(Type)]
#[ty(dialect = "reg", mnemonic = "fine")]
pub struct FineType;

/// An attribute of the declared dialect.
#[derive(Attr)]
#[attr(dialect = "reg", mnemonic = "fine")]
pub struct FineAttr;

/// A second `!reg.fine`.
#[derive(Type)]
#[ty(dialect = "reg", mnemonic = "fine")]
pub struct FineAgainType;

/// A second `#reg.fine`.
#[derive(Attr)]
#[attr(dialect = "reg", mnemonic = "fine")]
pub struct FineAgainAttr;

/// The first definition of `reg.twice`.
#[derive(Op, Clone, Copy)]
#[op(name = "reg.twice")]
pub struct TwiceOp {
    op: OpId,
}

/// The second definition of `reg.twice`.
#[derive(Op, Clone, Copy)]
#[op(name = "reg.twice")]
pub struct TwiceAgainOp {
    op: OpId,
}

/// An op whose traits name ops that do not exist.
#[derive(Op, Clone, Copy)]
#[op(name = "reg.loop", traits(SingleBlockImplicitTerminator("reg.yeild"), HasParent("reg.modul")))]
pub struct LoopOp {
    op: OpId,
    body: Region<SizedRegion<1>>,
}

#[test]
fn contradicting_definitions_stop_the_program_with_every_mistake() {
    let payload = std::panic::catch_unwind(ods_ir::registry::Registry::global)
        .err()
        .expect("the registry refuses these definitions");
    let message = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .expect("a message");
    let expected = [
        "invalid definitions linked into this program:",
        "op 'ee.ex' (`registration::StrayOp`) belongs to dialect 'ee', which no `dialect!` declares",
        "type '!ee.stray' belongs to dialect 'ee', which no `dialect!` declares",
        "attribute '#ef.stray' belongs to dialect 'ef', which no `dialect!` declares",
        "op 'reg.twice' is defined twice: by `registration::",
        "op 'reg.loop' (`registration::LoopOp`) names 'reg.yeild' in `SingleBlockImplicitTerminator`",
        "op 'reg.loop' (`registration::LoopOp`) names 'reg.modul' in `HasParent`",
        "type '!reg.fine' is defined twice",
        "attribute '#reg.fine' is defined twice",
    ];
    for e in expected {
        assert!(message.contains(e), "missing `{e}` in:\n{message}");
    }
    // One line per mistake (after the heading), nothing else.
    assert_eq!(message.lines().count(), expected.len(), "{message}");
}
