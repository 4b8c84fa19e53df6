import { estimatePlan } from '../estimator/estimate';
import type { EstimatorInput } from '../estimator/types';
import type { AmendmentReport, AppliedAmendment } from '../schemas/amendment';
import { planAmendments } from '../schemas/amendment';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { readSolicitation } from '../solicitation/read-solicitation';
import { amendmentCost } from './amendment-cost';
import { amendmentNotes, withAmendmentNotes } from './amendment-notes';
import type { NamedText } from './amendment-text';
import type { SolicitationChange } from './change';
import { categoryGaps } from './category-gaps';
import { classifyAmendment } from './classify';
import { diffSolicitations } from './diff-solicitations';
import { withCauses } from './line-causes';
import { conflictQuestion, rebasePlan } from './rebase';
import { lineKeys } from './line-keys';
import { canonical, same } from './same';
import { coverageRulings, settleCoverage, settledChanges } from './settled-coverage';
import { staffingDiff } from './staffing-diff';

/** What `applyAmendment` reads. */
export interface ApplyAmendmentInput {
  /** The documents the plan was generated from, with the user's options (as for estimatePlan). */
  documents: EstimatorInput;
  /** Amendments applied to the plan before this one, in order. */
  applied?: readonly NamedText[];
  /** The amendment, Q&A or revised attachment, read to text like the documents. */
  amendment: NamedText;
  /** The user's plan as saved, with every edit. */
  plan: GeneratedPlan;
  /** The plan as generated from the documents and earlier amendments (default: estimated again). */
  generated?: GeneratedPlan;
  /** When it is applied (ISO), recorded on the plan. */
  appliedAt?: string;
}

/** Result of `applyAmendment`: the new plan and the report the surfaces show. */
export interface ApplyAmendmentResult extends Omit<AmendmentReport, 'changes'> {
  changes: SolicitationChange[];
  plan: GeneratedPlan;
  /** The plan as generated from the documents with this amendment (the base for the next one). */
  generated: GeneratedPlan;
}

const sign = (n: number) => `${n >= 0 ? '+' : ''}${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** The estimator's own narrative and the plan's amendment list are not the amendment's to change. */
function comparable(plan: GeneratedPlan, like: GeneratedPlan): GeneratedPlan {
  const out: Record<string, unknown> = { ...plan };
  if (like.thinkingProcess === undefined) delete out.thinkingProcess;
  else out.thinkingProcess = like.thinkingProcess;
  delete out.amendments;
  return out as GeneratedPlan;
}

/**
 * Applies an amendment (SF-30, Q&A, replacement attachment or revised template) to a saved
 * plan. The documents are read with and without it by the same reader as the original
 * (readSolicitation), the change list is taken between the two readings, the plan is
 * estimated again from the amended documents with the amendment's notes (its sentences that
 * bear on staffing and dates, and the labour categories the documents disagree on) and
 * three-way merged into the user's plan by `rebasePlan`: lines whose inputs changed are
 * recomputed, lines the user edited keep the user's values (a conflict becomes an open
 * question), lines nobody changed stay the same objects. The plan then lists the amendment in
 * `amendments`. Pure and deterministic.
 * @example
 * const r = applyAmendment({ documents: { primary: rfp }, amendment: { name: 'Amendment 2.pdf', text }, plan: saved });
 * r.plan.amendments // [..., { name: 'Amendment 2.pdf', kind: 'amendment', number: '0002', ... }]
 * r.staffing.lines.filter((l) => l.status !== 'unchanged') // with the sentence that caused each
 */
export function applyAmendment(input: ApplyAmendmentInput): ApplyAmendmentResult {
  const { documents, amendment, plan } = input;
  const earlier = [...(documents.supporting ?? []), ...(input.applied ?? [])];
  const beforeInput: EstimatorInput = { ...documents, supporting: earlier };
  const afterInput: EstimatorInput = { ...documents, supporting: [...earlier, amendment] };
  const named = (d: { name?: string; text: string }, i: number): NamedText => ({
    name: d.name?.trim() || (i === 0 ? 'primary' : `supporting ${i}`),
    text: d.text,
  });
  const all = [documents.primary, ...afterInput.supporting!].map(named);
  const applied = [...(input.applied ?? [])];
  const settledBefore = coverageRulings(applied);
  const settledAfter = coverageRulings([...applied, amendment]);
  const before = readSolicitation({ primary: documents.primary, supporting: earlier });
  const after = readSolicitation({ primary: documents.primary, supporting: afterInput.supporting! });
  const fresh24 = settledAfter.filter((r) => r.document === amendment.name);
  const changes = [
    ...settledChanges(settleCoverage(before, settledBefore), fresh24),
    ...diffSolicitations(before, after, { documents: all }),
  ];
  const cls = classifyAmendment(amendment.text, amendment.name);

  const generated =
    input.generated ?? estimatePlan(beforeInput, { adjustModel: (m) => settleCoverage(m, settledBefore) });
  const original = comparable(generated, generated);
  const fresh = estimatePlan(afterInput, { adjustModel: (m) => settleCoverage(m, settledAfter) });
  const gaps = categoryGaps(after);
  const regenerated = withAmendmentNotes(
    restatedAsBefore(original, comparable(fresh, generated)),
    amendmentNotes(changes, gaps),
  );
  const edited = comparable(plan, generated);
  const rebased = rebasePlan(original, edited, regenerated);

  const staffing = withCauses(
    staffingDiff(plan, rebased.plan),
    plan.tasks,
    rebased.plan.tasks,
    changes,
    all[all.length - 1]?.name ?? amendment.name,
  );
  staffing.cost = amendmentCost(plan, rebased.plan);
  const moved = staffing.added + staffing.removed + staffing.changed;
  const record: AppliedAmendment = {
    name: amendment.name,
    kind: cls.kind,
    ...(cls.number !== undefined && { number: cls.number }),
    ...(input.appliedAt !== undefined && { appliedAt: input.appliedAt }),
    changes: changes.length,
    summary:
      `${changes.length} change${changes.length === 1 ? '' : 's'}; lines +${staffing.added} -${staffing.removed} ~${staffing.changed}` +
      (moved > 0
        ? `; hours ${sign(staffing.totals.hoursAfter - staffing.totals.hoursBefore)}`
        : '; no staffing change') +
      (rebased.conflicts.length > 0 ? `; ${rebased.conflicts.length} conflict(s) with your edits` : ''),
  };
  const kept = rebased.plan === edited ? plan : withoutComparable(rebased.plan, plan);
  const next: GeneratedPlan = { ...kept, amendments: [...planAmendments(plan), record] };
  const asked = new Set((plan.openQuestions ?? []).map(canonical));
  return {
    plan: next,
    generated: fresh,
    amendment: record,
    classEvidence: cls.evidence,
    answersQuestions: cls.answersQuestions,
    changes,
    staffing,
    conflicts: rebased.conflicts.map((c) => ({ ...c, question: conflictQuestion(c).question })),
    openQuestions: (next.openQuestions ?? [])
      .filter((q) => !asked.has(canonical(q)))
      .map((q) => ({ ...q, askContractingOfficer: q.askContractingOfficer ?? false })),
  };
}

/** What a line says about where it comes from; a restatement that changes only these changes nothing. */
const PROVENANCE = ['citation', 'basis', 'mathRationale', 'requirementRefs', 'requirements', 'taskId'];

/**
 * The regenerated plan with each line that the amendment only restates (same hours, periods
 * and everything else but its citation and wording) put back as it was, so a restated table
 * moves only the rows whose numbers it changes.
 */
function restatedAsBefore(original: GeneratedPlan, regenerated: GeneratedPlan): GeneratedPlan {
  const keysO = lineKeys(original.tasks);
  const keysR = lineKeys(regenerated.tasks);
  const strip = (t: Task) => {
    const out: Record<string, unknown> = { ...t };
    for (const f of PROVENANCE) delete out[f];
    return out;
  };
  let changed = false;
  const tasks = regenerated.tasks.map((t, i) => {
    const o = original.tasks[keysO.indexOf(keysR[i] as string)];
    if (!o || same(o, t) || !same(strip(o), strip(t))) return t;
    changed = true;
    return o;
  });
  return changed ? { ...regenerated, tasks } : regenerated;
}

/** The merged plan with the user's own thinking text back in place. */
function withoutComparable(merged: GeneratedPlan, plan: GeneratedPlan): GeneratedPlan {
  const out: Record<string, unknown> = { ...merged };
  if (plan.thinkingProcess === undefined) delete out.thinkingProcess;
  else out.thinkingProcess = plan.thinkingProcess;
  return out as GeneratedPlan;
}
