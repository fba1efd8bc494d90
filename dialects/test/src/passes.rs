//! Passes of MLIR's test library that show what the IR says about ops.

use ods_ir::diag::Diagnostic;
use ods_ir::effects::{self, EffectTarget};
use ods_ir::pass::{option_error, Pass, PassRegistration};
use ods_ir::prelude::*;
use ods_ir::Traits;

/// `-test-side-effects`: a remark for each memory effect of each op that
/// declares its effects (MLIR's `MemoryEffectOpInterface`), naming what it
/// acts on and its resource, as MLIR's `SideEffectsPass` words them.
pub struct TestSideEffects;

impl Pass for TestSideEffects {
    fn name(&self) -> &'static str {
        "test-side-effects"
    }
    fn class_name(&self) -> &'static str {
        "SideEffectsPass"
    }
    fn run(&self, ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
        let mut remarks = Vec::new();
        // MLIR's `walk` visits nested ops before their parent.
        for op in root.walk_post_order(ctx) {
            let Some(list) = effects::effects(ctx, op) else { continue };
            if op.might_have_trait(ctx, Traits::TERMINATOR) {
                continue;
            }
            let remark = |m: String| Diagnostic::remark(op.loc(ctx), m).about(op);
            if list.is_empty() {
                remarks.push(remark("operation has no memory effects".into()));
            }
            for e in list {
                let on = match e.target {
                    Some(EffectTarget::Operand(i)) => format!(" on op operand {i},"),
                    Some(EffectTarget::Result(i)) => format!(" on op result {i},"),
                    Some(EffectTarget::Value(v)) if v.is_block_arg(ctx) => {
                        format!(" on block argument {},", v.index(ctx))
                    }
                    Some(EffectTarget::Value(v)) => format!(" on op result {},", v.index(ctx)),
                    Some(EffectTarget::Symbol(s)) => {
                        format!(" on a symbol '{}',", ods_ir::print::attr_to_string(ctx, s))
                    }
                    None => String::new(),
                };
                remarks.push(remark(format!(
                    "found an instance of '{}'{on} on resource '{}'",
                    e.effect.name(),
                    e.resource.name()
                )));
            }
        }
        for r in remarks {
            ctx.emit(r);
        }
        Ok(())
    }
}

ods_ir::inventory::submit! {
    PassRegistration {
        name: "test-side-effects",
        description: "Test side effects interfaces",
        create: |opts| {
            if opts.trim().is_empty() {
                Ok(Box::new(TestSideEffects))
            } else {
                Err(option_error("test-side-effects takes no options"))
            }
        },
    }
}
