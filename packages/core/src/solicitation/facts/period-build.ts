import type { Period, PeriodStructure } from '../model';
import { type Located, sourceOf } from './context';
import type { PeriodFact } from './period-phrases';

/** A fact with the unit it was read from. */
export interface FoundFact {
  fact: PeriodFact;
  unit: Located;
}

/** A period structure one passage of the document states, with how strongly it states it. */
export interface PeriodCandidate {
  structure: PeriodStructure;
  score: number;
  unit: Located;
  /** Built from labelled rows ("Option Period 1 ..."), which a page break can cut short. */
  listed?: boolean;
}

const pick = <T extends PeriodFact['type']>(facts: FoundFact[], type: T) =>
  facts.filter((f) => f.fact.type === type) as { fact: Extract<PeriodFact, { type: T }>; unit: Located }[];

function period(unit: Located, p: Omit<Period, 'document' | 'ref' | 'quote' | 'offset'>): Period {
  const out: Period = { ...sourceOf(unit), ...p };
  return out;
}

const POP_WORDS = /period of performance|\bPOP\b/i;

const baseName = (months: number) => (months === 12 ? 'Base Year' : 'Base Period');
const optionName = (i: number, months: number) => (months === 12 ? `Option Year ${i}` : `Option Period ${i}`);
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * Builds the period structure one passage states from its facts: labelled periods with dates
 * win over counts ("nine option years"), a stated total checks the sum, and a lone duration is
 * one period. Null when the passage states no base, options or duration.
 * @example
 * // facts of "a base period of 12 months and two 12-month option periods" give 3 periods, 36 months
 */
export function buildCandidate(facts: FoundFact[]): PeriodCandidate | null {
  const bases = pick(facts, 'base');
  // A season named with no length of its own (months 0) is as long as the base season: with no
  // base season shorter than a year stated, it says nothing.
  const items = pick(facts, 'option').filter(
    (it) => it.fact.months > 0 || bases.some((b) => b.fact.months > 0 && b.fact.months < 12),
  );
  const counts = pick(facts, 'options');
  const totals = pick(facts, 'total');
  const singles = pick(facts, 'single');
  const dated = bases.find((b) => b.fact.startDate) ?? bases[0];
  const periods: Period[] = [];
  let score = 0;
  const count = counts.find((c) => c.fact.count > 0);
  if (items.length > 0) {
    const byIndex = new Map<number, (typeof items)[number]>();
    // The options stated beside the base (one paragraph or list) win over the same labels
    // elsewhere in the passage (a table of crews' work dates above the period clause).
    // Then those stated the way the base is (prose or a table row) before the others.
    const beside = dated ? items.filter((it) => it.unit === dated.unit) : [];
    const alike = dated ? items.filter((it) => it.unit.row === dated.unit.row) : [];
    for (const it of [...beside, ...alike, ...items])
      if (!byIndex.has(it.fact.index)) byIndex.set(it.fact.index, it);
    const sorted = [...byIndex.values()].sort((a, b) => a.fact.index - b.fact.index);
    // No base label: the dated span the passage states before the options ("Delivery orders may
    // be issued from 1 April 2034 through 31 March 2036 (24 months). Option Ordering Period: ..."),
    // else the first option's length.
    // The span must end before the first option starts: a span of the whole term is no base.
    const firstStart = sorted.find((it) => it.fact.startDate)?.fact.startDate;
    const spanned = singles.find(
      (x) =>
        x.fact.startDate &&
        x.fact.endDate &&
        x.unit.start <= (sorted[0]?.unit.start ?? 0) &&
        firstStart !== undefined &&
        x.fact.endDate < firstStart,
    );
    const baseMonths =
      dated?.fact.months ??
      spanned?.fact.months ??
      (sorted.find((it) => it.fact.months > 0)?.fact.months || 12);
    const b = dated ?? sorted[0]!;
    periods.push(
      period(b.unit, {
        name: dated?.fact.label ? titleCase(dated.fact.label) : baseName(baseMonths),
        kind: 'base',
        months: baseMonths,
        ...(dated?.fact.startDate ? { startDate: dated.fact.startDate } : {}),
        ...(dated?.fact.endDate ? { endDate: dated.fact.endDate } : {}),
      }),
    );
    // Options the count says there are but no label names ("four option years: Option Year 1
    // (dates cut off), Option Year 2 (...)"): the count's length, in their places.
    const last = sorted.at(-1)?.fact.index ?? 0;
    const missing =
      count && count.fact.count >= last && count.fact.count <= 20
        ? Array.from({ length: count.fact.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i))
        : [];
    const listed: { index: number; p: Period }[] = sorted.map((it, i) => ({
      index: it.fact.index,
      p: period(it.unit, {
        name: titleCase(it.fact.label) || optionName(i + 1, it.fact.months || baseMonths),
        kind: 'option',
        // A season named with no length of its own is as long as the base season.
        months: it.fact.months || baseMonths,
        ...(it.fact.startDate ? { startDate: it.fact.startDate, endDate: it.fact.endDate ?? '' } : {}),
      }),
    }));
    for (const i of missing) {
      const near = sorted.find((it) => it.fact.index > i) ?? sorted.at(-1);
      const months = count?.fact.months ?? (near?.fact.months || baseMonths);
      const like = near?.fact.label ?? '';
      const name = /\d+\s*$/.test(like)
        ? titleCase(like.replace(/\d+\s*$/, String(i)))
        : optionName(i, months);
      listed.push({ index: i, p: period(count!.unit, { name, kind: 'option', months }) });
    }
    listed.sort((a, b) => a.index - b.index);
    for (const l of listed) periods.push(l.p);
    score = 6 + (dated ? 1 : 0);
  } else if (count || dated) {
    // No base word: a lone duration in the passage is the base ("the POP is 12 months, plus ...").
    // "Period of Performance: 6 months from award. ... one (1) three-month option": the 6 months.
    const lone = count && !dated ? (singles.find((x) => x.unit === count.unit) ?? singles[0]) : undefined;
    const baseMonths = dated?.fact.months ?? lone?.fact.months ?? count?.fact.months ?? 12;
    const b = dated ?? count!;
    periods.push(period(b.unit, { name: baseName(baseMonths), kind: 'base', months: baseMonths }));
    const n = count?.fact.count ?? 0;
    const each = count?.fact.months ?? baseMonths;
    for (let i = 1; i <= n; i++)
      periods.push(period(count!.unit, { name: optionName(i, each), kind: 'option', months: each }));
    score = count && dated ? 6 : count ? 5 : 4;
  } else if (singles[0]) {
    // The passage's stated period of performance wins over a work window before it ("Striping
    // shall be performed between 1 April and 31 May. The period of performance is twelve months").
    const s = singles.find((x) => POP_WORDS.test(x.unit.text)) ?? singles[0];
    periods.push(
      period(s.unit, {
        name: 'Period of Performance',
        kind: 'base',
        months: s.fact.months,
        ...(s.fact.startDate ? { startDate: s.fact.startDate, endDate: s.fact.endDate ?? '' } : {}),
      }),
    );
    score = POP_WORDS.test(s.unit.text) ? 4 : 3;
  } else if (totals[0]) {
    const t = totals[0];
    periods.push(period(t.unit, { name: 'Period of Performance', kind: 'base', months: t.fact.months }));
    score = 1;
  } else return null;
  const totalMonths = periods.reduce((sum, p) => sum + p.months, 0);
  if (totals.some((t) => Math.abs(t.fact.months - totalMonths) <= 1) && periods.length > 1) score += 1;
  if (/period of performance|\bterm\b|duration/i.test(facts[0]?.unit.titles ?? '')) score += 1;
  return {
    // "The period of performance is sixty (60) calendar days": a stated length, though no base or option.
    structure: {
      periods,
      totalMonths,
      basis:
        items.length > 0 || count || dated || (singles[0] && !totals[0] && score >= 4)
          ? 'stated'
          : 'inferred',
    },
    score,
    unit: facts[0]!.unit,
    ...(items.length > 0 ? { listed: true } : {}),
  };
}
