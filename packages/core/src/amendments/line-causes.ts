import type { AmendmentLine, AmendmentStaffing } from '../schemas/amendment';
import type { Task } from '../schemas/plan';
import type { Source } from '../solicitation/model';
import { type SolicitationChange, cite } from './change';
import { lineKeys } from './line-keys';
import { same, similarity } from './same';
import type { LineDelta, StaffingDiff } from './staffing-diff';

type Cause = AmendmentLine['cause'];

const norm = (s: string | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Facts whose change moves one line's hours, and facts that move the whole plan's. */
const LINE_FACTS = ['labour-category', 'stated-amount', 'key-person', 'site'];
const PLAN_FACTS = ['hours-per-fte', 'stated-effort', 'coverage', 'period', 'text'];

const asCause = (s: Source | undefined): Cause => {
  const c = cite(s);
  return c ? { document: c.document, ref: c.ref, quote: c.quote } : null;
};

/** Whether a change is about this line: its labour category or its site named where it applies. */
function names(change: SolicitationChange, line: LineDelta): boolean {
  const where = norm(`${change.appliesTo} ${change.key}`);
  const lcat = norm(line.lcat);
  const site = norm(line.location);
  if (change.fact === 'site') return site !== '' && where.includes(site);
  return lcat !== '' && where.includes(lcat);
}

const lineText = (line: LineDelta, t: Task | undefined) =>
  `${line.lcat} ${t?.citation?.quote ?? ''} ${t?.basis ?? ''}`;

function causeOf(
  line: LineDelta,
  before: Task | undefined,
  after: Task | undefined,
  changes: readonly SolicitationChange[],
  amendment: string,
): Cause {
  // The line's own citation, when the amendment's text now drives it.
  const quote = after?.citation;
  if (quote && quote.document === amendment && !same(quote, before?.citation))
    return { document: quote.document, ref: quote.ref, quote: quote.quote };
  // Only the amendment's own words are a cause.
  const own = changes.filter((c) => c.source?.document === amendment && c.fact !== 'document');
  const named = own.filter((c) => LINE_FACTS.includes(c.fact) && names(c, line));
  const best = named.find((c) => c.kind !== 'clarification') ?? named[0];
  if (best) return asCause(best.source);
  const periodsMoved = !same(before?.periods, after?.periods);
  const wide = own.filter((c) => PLAN_FACTS.includes(c.fact) && (c.fact !== 'period' || periodsMoved));
  const text = `${lineText(line, before)} ${lineText(line, after)}`;
  const ranked = wide
    .map((c) => ({ c, score: similarity(`${c.source?.quote ?? ''} ${c.question ?? ''}`, text) }))
    .sort((a, b) => b.score - a.score);
  return ranked[0] && ranked[0].score > 0 ? asCause(ranked[0].c.source) : null;
}

/**
 * The staffing diff of an amendment with, for each added, removed or changed line, the
 * sentence of the amendment that caused it: the line's new citation when it quotes the
 * amendment, else the change that names its labour category or site, else a plan-wide change
 * (hours per FTE, stated effort, coverage, periods); null when no sentence names it.
 * @example
 * withCauses(staffingDiff(before, after), before.tasks, after.tasks, changes, 'Amendment 2.pdf').lines[0].cause
 * // { document: 'Amendment 2.pdf', ref: 'F.3', quote: 'These labor hours include subcontractor labor hours.' }
 */
export function withCauses(
  diff: StaffingDiff,
  before: readonly Task[],
  after: readonly Task[],
  changes: readonly SolicitationChange[],
  amendment: string,
): AmendmentStaffing {
  const keysB = lineKeys(before);
  const keysA = lineKeys(after);
  const lines = diff.lines.map((line): AmendmentLine => {
    const b = before[keysB.indexOf(line.taskKey)];
    const a = after[keysA.indexOf(line.taskKey)];
    const cause = line.status === 'unchanged' ? null : causeOf(line, b, a, changes, amendment);
    return { ...line, cause };
  });
  return { ...diff, lines };
}
