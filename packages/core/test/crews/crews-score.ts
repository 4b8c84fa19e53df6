/**
 * Scores the plan of a generated crew, visit or callback solicitation: the work hours (lines
 * derived from the documents' quantities or stated by them, not assumed) within the truth's
 * band, every trade or service role staffed, every key role marked key, and the work placed in
 * the document's city.
 */
import { estimatePlan } from '../../src/estimator/index';
import type { GeneratedPlan } from '../../src/schemas/plan';
import type { GeneratedCrews } from './crews-gen';

export interface CrewsScore {
  hours: boolean;
  roles: boolean;
  keys: boolean;
  location: boolean;
  perfect: boolean;
  got: { workHours: number; lines: string; confidence: string };
}

const fits = (pattern: string, text: string) => new RegExp(pattern, 'i').test(text);

/**
 * Plans one generated document and scores it.
 * @example
 * scoreCrews(generateCrews(1, crewsGrid()[0])).perfect
 */
export function scoreCrews(doc: GeneratedCrews, plan?: GeneratedPlan): CrewsScore {
  const p = plan ?? estimatePlan({ primary: { name: 'solicitation', text: doc.text } });
  const tasks = p.tasks;
  const work = tasks.filter((t) => t.hoursSource !== 'assumed');
  const workHours = work.reduce((s, t) => s + t.hours, 0);
  const [lo, hi] = doc.truth.hours;
  const hours = workHours >= lo && workHours <= hi;
  const roles = doc.truth.roles.every((r) => tasks.some((t) => fits(r, t.lcat)));
  const keys = doc.truth.keys.every((k) => tasks.some((t) => t.keyPersonnel && fits(k, t.lcat)));
  const location = tasks.some((t) => (t.location ?? '').includes(doc.truth.city));
  return {
    hours,
    roles,
    keys,
    location,
    perfect: hours && roles && keys && location,
    got: {
      workHours,
      lines: tasks
        .map(
          (t) =>
            `${t.lcat}${t.keyPersonnel ? ' (key)' : ''} ${t.hours} ${t.hoursSource} @${t.location ?? '-'}`,
        )
        .join('; '),
      confidence: p.confidence?.level ?? '',
    },
  };
}
