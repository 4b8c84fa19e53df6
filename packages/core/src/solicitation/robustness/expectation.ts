import type { SolicitationModel } from '../model';

/** Test-only: the facts a synthetic solicitation states, which every phrasing must yield. */
export interface Expected {
  /** Months of the base period then each option period, in order. */
  periodMonths?: number[];
  /** Sites by a word of their name or city that the site list must contain. */
  sites?: string[];
  /** Stated staffing: a title word, the measure and the amount for the first period. */
  staffing?: { title: string; measure: 'hours' | 'fte' | 'people'; first: number; site?: string }[];
  /** The document states no staffing: no category may carry stated amounts. */
  noStaffing?: boolean;
  /** Positions stated in a table (FTE) or counted in prose (people) are the same fact. */
  positions?: boolean;
  hoursPerFte?: number;
  /** Staffed 24x7 coverage with at least this many posts. */
  coverage24x7?: number;
  key?: string[];
  budget?: number;
  quantities?: { noun: string; value: number }[];
}

/** One generated document: its text and what it states. */
export interface Generated {
  text: string;
  expected: Expected;
  /** Numbers in the text that are codes, dates, money, phones or zips: never a quantity. */
  distractors: number[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ');

/**
 * Every way the model misses the expected facts or breaks a sanity bound, as short strings.
 * @example
 * misses({ periodMonths: [12] }, [], model) // [] when the model reads one 12-month period
 */
export function misses(expected: Expected, distractors: number[], m: SolicitationModel): string[] {
  const out: string[] = [];
  const got = m.periods?.periods.filter((p) => p.kind === 'base' || p.kind === 'option').map((p) => p.months);
  if (expected.periodMonths && JSON.stringify(got) !== JSON.stringify(expected.periodMonths))
    out.push(`periods ${JSON.stringify(got)} != ${JSON.stringify(expected.periodMonths)}`);
  for (const s of expected.sites ?? []) {
    const hit = m.sites.some((x) =>
      norm(`${x.name} ${x.city ?? ''} ${x.installation ?? ''}`).includes(norm(s)),
    );
    if (!hit) out.push(`site ${s} missing (${m.sites.map((x) => x.name).join('; ')})`);
  }
  for (const st of expected.staffing ?? []) {
    const cats = m.labourCategories.filter(
      (c) =>
        norm(c.title).includes(norm(st.title)) &&
        (!st.site || norm(`${c.site ?? ''}`).includes(norm(st.site))),
    );
    const first = cats
      .flatMap((c) =>
        expected.positions ? [c.stated[0]?.fte, c.stated[0]?.people] : [c.stated[0]?.[st.measure]],
      )
      .filter((v) => v !== undefined);
    if (!first.includes(st.first))
      out.push(
        `staffing ${st.title}${st.site ? `@${st.site}` : ''} ${st.measure}=${st.first} got ${JSON.stringify(first)} of ${m.labourCategories.length} cats`,
      );
  }
  if (expected.noStaffing)
    for (const c of m.labourCategories.filter((x) => x.stated.length > 0))
      out.push(`staffing stated from a table of other counts: ${c.title} ${JSON.stringify(c.stated[0])}`);
  if (expected.hoursPerFte && m.hoursPerFte?.value !== expected.hoursPerFte)
    out.push(`hoursPerFte ${m.hoursPerFte?.value} != ${expected.hoursPerFte}`);
  if (expected.coverage24x7) {
    const c = m.coverage.filter((x) => x.is24x7 && !x.negated);
    if (c.length === 0) out.push('no 24x7 coverage');
  }
  for (const k of expected.key ?? [])
    if (!m.keyPersonnel.some((p) => norm(p.title).includes(norm(k)))) out.push(`key ${k} missing`);
  if (expected.budget) {
    const b = m.statedEffort.filter((e) => e.kind === 'budget').map((e) => e.value);
    if (!b.includes(expected.budget)) out.push(`budget ${expected.budget} got ${JSON.stringify(b)}`);
  }
  for (const q of expected.quantities ?? [])
    if (!m.quantities.some((x) => x.value === q.value && norm(x.noun).includes(norm(q.noun))))
      out.push(`quantity ${q.value} ${q.noun} missing`);
  // Sanity bounds, whatever the document.
  for (const q of m.quantities)
    if (distractors.includes(q.value)) out.push(`quantity ${q.value} ${q.noun} bound from a code/date/money`);
  for (const p of m.periods?.periods ?? [])
    if (p.months > 240) out.push(`period ${p.name} ${p.months} months`);
  if ((m.periods?.totalMonths ?? 0) > 240) out.push(`total ${m.periods?.totalMonths} months`);
  if (m.hoursPerFte && (m.hoursPerFte.value < 1500 || m.hoursPerFte.value > 2200))
    out.push(`hoursPerFte ${m.hoursPerFte.value} out of bounds`);
  for (const c of m.labourCategories)
    for (const s of c.stated)
      if ((s.hours ?? 0) > 200_000 || (s.fte ?? 0) > 500 || (s.people ?? 0) > 2000)
        out.push(`absurd stated ${c.title} ${JSON.stringify(s)}`);
  return out;
}
