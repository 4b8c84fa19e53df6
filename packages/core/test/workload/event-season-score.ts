/**
 * Scores the plan of a generated seasonal event-work solicitation: the derived event lines of
 * each period within 5% of events x effort per event (plus work with its own count a season),
 * the whole plan within 30% of that (no line staffed as a full year), no stated line, the key
 * supervisor sized per event and marked key, confidence medium, and a question about how many
 * events to assume.
 */
import { estimatePlan } from '../../src/estimator/index';
import type { GeneratedEventSeason } from './event-season-gen';

export interface EventSeasonScore {
  eventHours: boolean;
  periodHours: boolean;
  noYear: boolean;
  supervisor: boolean;
  confidence: boolean;
  question: boolean;
  perfect: boolean;
  got: string;
}

const VARIABILITY =
  /(event|storm|snowfall|season|winter|weather|call-?out).{0,80}(vary|variab|assum|average|estimate|historical)|(assum|average|estimate|historical|vary|variab).{0,80}(event|storm|snowfall|season|winter|weather|call-?out)/i;

const near = (got: number, want: number, tol: number) => Math.abs(got - want) <= Math.max(2, want * tol);

/**
 * Plans one generated document and scores it.
 * @example
 * scoreEventSeason(generateEventSeason(1, eventSeasonGrid()[0])).perfect
 */
export function scoreEventSeason(doc: GeneratedEventSeason): EventSeasonScore {
  const p = estimatePlan({ primary: { name: 'rfp', text: doc.text } });
  const want = doc.truth.hoursPerPeriod;
  const events = p.tasks.filter((t) => t.hoursSource === 'derived' && t.unit === 'event');
  const periodSum = (ts: typeof p.tasks, i: number) =>
    ts.reduce((s, t) => s + (t.periods?.[i]?.hours ?? (i === 0 ? t.hours : 0)), 0);
  const eventHours = near(periodSum(events, 0), want, 0.05);
  const periodHours = Array.from({ length: doc.truth.periods }, (_, i) => i).every((i) =>
    near(periodSum(events, i), want, 0.05),
  );
  const noYear =
    Array.from({ length: doc.truth.periods }, (_, i) => i).every((i) =>
      near(periodSum(p.tasks, i), want, 0.3),
    ) && !p.tasks.some((t) => t.hoursSource === 'stated');
  const supervisor = events.some((t) => /supervisor/i.test(t.lcat) && t.keyPersonnel);
  const confidence = p.confidence?.level === 'medium';
  const question = (p.openQuestions ?? []).some((q) => VARIABILITY.test(q.question));
  const perfect = eventHours && periodHours && noYear && supervisor && confidence && question;
  return {
    eventHours,
    periodHours,
    noYear,
    supervisor,
    confidence,
    question,
    perfect,
    got: p.tasks
      .map(
        (t) =>
          `${t.lcat} [${t.hoursSource}${t.keyPersonnel ? ', key' : ''}] ${t.hours} h: ${t.mathRationale}`,
      )
      .join(' | '),
  };
}
