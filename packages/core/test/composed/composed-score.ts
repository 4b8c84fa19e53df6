/**
 * Test support: a composed solicitation planned with `estimatePlan` and scored against its
 * truth, aspect by aspect: roles (every stated title a line, no other line), key flags, the
 * periods' months, the hours per FTE, hours per category and period, and hours per category
 * and site where the staffing is placed at each site. A plan is wholly right when every
 * aspect is.
 */
import { estimatePlan } from '../../src/estimator/index';
import type { GeneratedPlan } from '../../src/schemas/plan';
import type { ComposedCase } from './composed-gen';

export interface ComposedScore {
  roles: boolean;
  keys: boolean;
  periods: boolean;
  hoursPerFte: boolean;
  hours: boolean;
  /** Hours per category and site; true when the staffing is not placed per site. */
  sites: boolean;
  exact: boolean;
  missing: string[];
  phantoms: string[];
  /** What went wrong, one short note per miss. */
  notes: string[];
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(2, 0.003 * Math.abs(b));
const bare = (s: string) =>
  s
    .replace(/\s*\(key(?: personnel)?\)\s*$/i, '')
    .trim()
    .toLowerCase();

/**
 * Plans the case's text and scores the plan.
 * @example
 * scoreComposed(composedCase(1, composedGrid()[0])).exact
 */
export function scoreComposed(
  c: ComposedCase,
  plan?: GeneratedPlan,
): ComposedScore & { plan: GeneratedPlan } {
  const got = plan ?? estimatePlan({ primary: { name: 'solicitation', text: c.text } });
  const t = c.truth;
  const notes: string[] = [];
  const linesOf = (title: string) => got.tasks.filter((x) => bare(x.lcat) === title.toLowerCase());
  const known = new Set(t.categories.map((x) => x.title.toLowerCase()));
  const phantoms = [...new Set(got.tasks.filter((x) => !known.has(bare(x.lcat))).map((x) => x.lcat))];
  const missing = t.categories.filter((x) => linesOf(x.title).length === 0).map((x) => x.title);
  const roles = missing.length === 0 && phantoms.length === 0;
  const keys = t.categories.every((x) => {
    const lines = linesOf(x.title);
    return !lines.length || lines.some((l) => l.keyPersonnel || /\(key/i.test(l.lcat)) === x.key;
  });
  const got$ = got.periodOfPerformance?.periods ?? [];
  const periods =
    got$.length === t.months.length && got$.every((p, i) => Math.abs(p.months - (t.months[i] ?? 0)) < 0.05);
  if (!periods) notes.push(`periods ${got$.map((p) => p.months).join('/')} want ${t.months.join('/')}`);
  const hoursPerFte = got.hoursPerFte === t.hoursPerFte;
  if (!hoursPerFte) notes.push(`hpf ${got.hoursPerFte} want ${t.hoursPerFte}`);
  const hoursIn = (lines: GeneratedPlan['tasks'], i: number) =>
    sum(lines.map((l) => (i === 0 && !l.periods?.length ? l.hours : (l.periods?.[i]?.hours ?? 0))));
  let hours = periods;
  for (const cat of t.categories) {
    const lines = linesOf(cat.title);
    cat.hours.forEach((h, i) => {
      if (!lines.length || !close(hoursIn(lines, i), h)) {
        if (hours && lines.length)
          notes.push(`${cat.title} p${i} ${Math.round(hoursIn(lines, i))} want ${h}`);
        hours = false;
      }
    });
  }
  let sites = true;
  for (const s of t.bySite) {
    const lines = linesOf(s.title).filter((l) =>
      (l.location ?? '').toLowerCase().includes(s.site.toLowerCase()),
    );
    if (!lines.length || !close(hoursIn(lines, 0), s.hours)) {
      if (sites) notes.push(`${s.title} @ ${s.site} ${Math.round(hoursIn(lines, 0))} want ${s.hours}`);
      sites = false;
    }
  }
  return {
    roles,
    keys,
    periods,
    hoursPerFte,
    hours,
    sites,
    exact: roles && keys && periods && hoursPerFte && hours && sites,
    missing,
    phantoms,
    notes,
    plan: got,
  };
}
