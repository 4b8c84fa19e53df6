import type { GeneratedPlan, OpenQuestion } from '../schemas/plan';
import type { SolicitationChange } from './change';
import { canonical } from './same';

/** Words that make a change matter to staffing or to the dates a plan shows. */
const STAFFING =
  /\bhours?\b|\blabou?r\b|level of effort|\bLOE\b|\bFTEs?\b|\bstaff|\bpersonnel\b|\bteam\b|coverage|24\s*[x×/]\s*7|core (?:business )?hours|\bshifts?\b|surge|on[- ]call|period of performance|option (?:period|year)|base (?:period|year)|place of performance|\bsites?\b|remote|telework|budget|\bcategor/i;
const DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/i;
const FACTS = new Set([
  'period',
  'site',
  'labour-category',
  'stated-amount',
  'coverage',
  'key-person',
  'hours-per-fte',
  'stated-effort',
]);

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function note(c: SolicitationChange): string | null {
  const where = c.source ? `${c.source.document}${c.source.ref ? ` (${c.source.ref})` : ''}` : 'amendment';
  if (c.kind === 'clarification') {
    if (!FACTS.has(c.fact)) return null;
    return `${where}: ${clip(c.source?.quote ?? c.summary)}${c.question ? ` [asked: ${clip(c.question, 160)}]` : ''}`;
  }
  if (c.fact === 'text') {
    const text = `${String(c.after)} ${String(c.before)}`;
    return STAFFING.test(text)
      ? `${where}: ${clip(String(c.after))} (was: ${clip(String(c.before), 200)})`
      : null;
  }
  if (c.fact === 'amendment-item')
    return STAFFING.test(c.summary) || DATE.test(c.summary) ? `${where}: ${c.summary}` : null;
  if (FACTS.has(c.fact))
    return `${where}: ${c.summary}${c.source ? ` ("${clip(c.source.quote, 200)}")` : ''}`;
  return null;
}

/**
 * What a plan should say about an amendment: each change that bears on staffing or dates as
 * an assumption in the amendment's own words with where it was read (hours now including
 * subcontractor hours, new period dates, a Q&A ruling out 24x7), and the questions to carry.
 * @example
 * amendmentNotes(diffSolicitations(before, after, { documents })).assumptions
 * // ['Amendment 2.pdf (F.3): These labor hours include subcontractor labor hours. (was: These labor hours exclude subcontractor labor hours.)']
 */
export function amendmentNotes(
  changes: readonly SolicitationChange[],
  questions: readonly OpenQuestion[] = [],
): { assumptions: string[]; openQuestions: OpenQuestion[] } {
  const assumptions = [...new Set(changes.map(note).filter((n): n is string => n !== null))];
  return { assumptions, openQuestions: [...questions] };
}

/**
 * A plan with an amendment's notes added to its assumptions and open questions (nothing
 * repeated, nothing else touched). Apply it to the regenerated plan before `rebasePlan`, so
 * the notes reach the user's plan like any other change of the amendment.
 * @example
 * withAmendmentNotes(plan, amendmentNotes(changes)).assumptions // [...plan.assumptions, 'Amendment 2.pdf (F.3): ...']
 */
export function withAmendmentNotes(
  plan: GeneratedPlan,
  notes: { assumptions: readonly string[]; openQuestions: readonly OpenQuestion[] },
): GeneratedPlan {
  const assumptions = [...(plan.assumptions ?? [])];
  for (const a of notes.assumptions) if (!assumptions.includes(a)) assumptions.push(a);
  const openQuestions = [...(plan.openQuestions ?? [])];
  const known = new Set(openQuestions.map(canonical));
  for (const q of notes.openQuestions) if (!known.has(canonical(q))) openQuestions.push(q);
  return {
    ...plan,
    ...(assumptions.length > 0 && { assumptions }),
    ...(openQuestions.length > 0 && { openQuestions }),
  };
}
