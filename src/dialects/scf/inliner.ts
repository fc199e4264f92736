/**
 * scf's inliner interface (upstream's SCFInlinerInterface): scf ops may be inlined, and code may
 * be inlined into their regions (a single-block callee only: the inliner keeps multi-block
 * bodies out of SingleBlock regions); an inlined `scf.yield` hands its operands to the users.
 */
import type { DialectInlinerInterface } from '../../irdl/inliner.js';
import { YieldOp } from './for.js';

export const scfInliner: DialectInlinerInterface = {
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorValues(op, values) {
    if (!YieldOp.is(op)) return;
    op.operands.forEach((v, i) => values[i]!.replaceAllUsesWith(v));
  },
};
