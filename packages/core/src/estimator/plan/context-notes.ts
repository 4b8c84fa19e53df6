import type { SolicitationModel } from '../../solicitation/model';
import type { PlanLine } from './lines';
import { roleFor, titleFit } from './roles';

const RELIEF =
  'Post hours are the hours the posts are staffed; relief for leave, training and breaks (typically a factor of 1.1-1.2) is not added.';
const POST = /\bpost\b/i;

/**
 * Judgements every plan of this kind should state, whatever sized it: the Service Contract Act
 * and its wage determination, relief for staffed posts, and on-call coverage (noted on the line
 * that answers it, since it is a window of availability rather than a staffed post).
 * @example
 * contextNotes(model, lines).assumptions // ['The Service Contract Act applies: ...']
 */
export function contextNotes(
  model: SolicitationModel,
  input: PlanLine[],
): { lines: PlanLine[]; assumptions: string[] } {
  let lines = input;
  const assumptions: string[] = [];
  if (model.domain.serviceContractAct)
    assumptions.push(
      'The documents bring in the Service Contract Act: non-exempt categories are priced at the applicable wage determination (WD) rates plus health and welfare, each title mapped to its SCA occupation.',
    );
  const posted =
    lines.some(
      (l) =>
        l.unit === 'post' ||
        POST.test(l.lcat) ||
        l.family === 'Security Guard' ||
        /24\s*x\s*7|around the clock/i.test(l.workArea),
    ) || model.coverage.some((c) => c.staffed && !c.negated);
  if (posted) assumptions.push(RELIEF);
  // A line whose work runs around the clock says so (a window of operation, not staffed posts).
  for (const c of model.coverage.filter((x) => x.is24x7 && !x.negated && !x.onCall && !x.staffed)) {
    const role = roleFor(c.quote, model.domain.domain);
    const i = lines.findIndex((l) => l.lcat === role || titleFit(l.workArea, c.quote) >= 0.5);
    if (i < 0) continue;
    const line = lines[i] as PlanLine;
    if (/24x7/.test(line.basis)) continue;
    lines = lines.map((l, j) =>
      j === i ? { ...l, basis: `${l.basis} Its work runs 24x7 (${c.ref}: "${c.quote.slice(0, 100)}").` } : l,
    );
    assumptions.push(
      `${line.lcat} (${line.workArea}) covers work that runs 24x7 (${c.ref}); round-the-clock posts need about 8,760 h a year each before relief, which these hours may not cover.`,
    );
  }
  const onCall = model.coverage.find((c) => c.onCall && !c.negated);
  if (!onCall) return { lines, assumptions };
  const fn = onCall.function?.toLowerCase() ?? '';
  const target =
    lines.findIndex((l) => fn && `${l.workArea} ${l.lcat}`.toLowerCase().includes(fn)) >= 0
      ? lines.findIndex((l) => fn && `${l.workArea} ${l.lcat}`.toLowerCase().includes(fn))
      : Math.max(
          0,
          lines.findIndex((l) => !l.key),
        );
  assumptions.push(
    `On-call support (${onCall.label}, ${onCall.ref}: "${onCall.quote.slice(0, 120)}") is covered within the planned hours, not priced as staffed posts; standby pay, if any, is extra.`,
  );
  return {
    lines: lines.map((l, i) =>
      i === target
        ? { ...l, basis: `${l.basis} Also answers on-call support (${onCall.label}, ${onCall.ref}).` }
        : l,
    ),
    assumptions,
  };
}
