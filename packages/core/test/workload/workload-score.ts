/**
 * Scores the plan of a generated workload-driven solicitation: a line derived from the right
 * volume, its hours within a tolerance of volume x the document's rate (a productive-time
 * allowance the plan states is accepted: 75% productive, or 85% occupancy x 75% for contacts),
 * each period's hours for volumes stated by period, the line marked "derived", the plan's
 * confidence medium, an open question about the rate when the document states none, and no
 * line sized from a decoy (Government staff, page limits, dollars, work the Government keeps).
 */
import { estimatePlan } from '../../src/estimator/index';
import type { GeneratedPlan } from '../../src/schemas/plan';
import type { GeneratedWorkload } from './workload-gen';

export interface WorkloadScore {
  /** A derived line's quantity or arithmetic is the stated volume (or its year). */
  volume: boolean;
  /** Its hours within tolerance of volume x rate (or historical FTE x hours per FTE); true when no rate is stated. */
  hours: boolean;
  /** Hours of each period right (volumes stated by period, a backlog in the first). */
  periodHours: boolean;
  derived: boolean;
  confidence: boolean;
  /** An open question about the rate when none is stated; true otherwise. */
  question: boolean;
  /** No line sized from a decoy, no stated line. */
  noDecoy: boolean;
  perfect: boolean;
  got: { lines: string; confidence: string; questions: number };
}

/** Hours = volume x rate, or with the productive-time allowances the plan states. */
const ALLOWANCES = [1, 1 / 0.75, 1 / (0.85 * 0.75)];
const TOLERANCE = 0.05;
const within = (got: number, want: number, factors = ALLOWANCES) =>
  factors.some((f) => Math.abs(got - want * f) <= Math.max(2, want * f * TOLERANCE));

const mentions = (text: string, n: number) =>
  new RegExp(`(?<![\\d,.])(?:${n.toLocaleString('en-US').replace(/,/g, ',?')})(?![\\d]|,\\d)`).test(text);

const RATE_QUESTION =
  /\b(?:productivity|rate|minutes?|hours?) (?:per|each|for each|a)\b|\bper (?:hour|day|item|unit)\b|\bhow long\b|\bhow (?:many|much) (?:hours|minutes|time)\b|\bproductivity\b|\btime per\b|\bhandle time\b/i;

/**
 * Plans one generated document and scores it.
 * @example
 * scoreWorkload(generateWorkload(1, workloadGrid()[0])).perfect
 */
export function scoreWorkload(doc: GeneratedWorkload, plan?: GeneratedPlan): WorkloadScore {
  const { truth } = doc;
  const p = plan ?? estimatePlan({ primary: { name: 'rfp', text: doc.text } });
  const tasks = p.tasks;
  const figures = [truth.statedVolume, ...truth.volumes.filter((v) => v > 0), ...(truth.figures ?? [])];
  const tied = tasks.filter(
    (t) =>
      t.hoursSource !== 'assumed' &&
      ((t.quantity !== undefined &&
        figures.some((v) => Math.abs((t.quantity ?? 0) - v) <= Math.max(1, v * 0.01))) ||
        figures.some((v) => mentions(`${t.mathRationale} ${t.basis}`, v))),
  );
  const volume = tied.length > 0;
  const periodSum = (i: number) =>
    tied.reduce((s, t) => s + (t.periods?.[i]?.hours ?? (i === 0 ? t.hours : 0)), 0);
  let hours = volume;
  let periodHours = volume;
  if (volume && truth.historicalFte) {
    const want = truth.historicalFte * truth.hoursPerFte;
    hours = within(periodSum(0), want, [1]);
    periodHours = truth.volumes.every((v, i) => within(periodSum(i), v > 0 ? want : 0, [1]));
  } else if (volume && truth.hours) {
    const h = truth.hours;
    hours = within(periodSum(0), h[0] ?? 0);
    // One allowance for every period: the plan's own.
    periodHours = ALLOWANCES.some((f) => h.every((x, i) => within(periodSum(i), x, [f])));
  }
  const derived = volume && tied.every((t) => t.hoursSource === 'derived');
  const confidence = p.confidence?.level === 'medium';
  const questions = p.openQuestions ?? [];
  const question =
    truth.hours || truth.historicalFte ? true : questions.some((q) => RATE_QUESTION.test(q.question));
  const noDecoy =
    !tasks.some((t) => t.hoursSource === 'stated') &&
    !tasks.some(
      (t) =>
        t.hoursSource === 'derived' &&
        !tied.includes(t) &&
        truth.decoys.some(
          (d) => (t.quantity !== undefined && Math.abs(t.quantity - d) < 1) || mentions(t.mathRationale, d),
        ),
    );
  const perfect = volume && hours && periodHours && derived && confidence && question && noDecoy;
  return {
    volume,
    hours,
    periodHours,
    derived,
    confidence,
    question,
    noDecoy,
    perfect,
    got: {
      lines: tasks.map((t) => `${t.lcat} [${t.hoursSource}] ${t.hours} h: ${t.mathRationale}`).join(' | '),
      confidence: p.confidence?.level ?? '',
      questions: questions.length,
    },
  };
}
