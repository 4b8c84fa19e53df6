import type { PeriodOfPerformance } from '../../schemas/plan';
import { clip, NUM, sectionSentences, toNumber } from '../text';
import type { PeriodDriver, Section } from '../types';

const UNIT = '(calendar\\s+|business\\s+)?(days?|weeks?|months?|years?)';
const PERIOD_WORDS =
  /\b(period of performance|POP|base (?:period|year)|option (?:period|year)s?|term of|ordering period|year period|performance period)\b/i;
// Contingency extensions (FAR 52.217-8) are not planned work.
const CONTINGENCY = /(contingency|52\.217-8|option to extend services)[^.;]*/gi;

function months(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('year')) return value * 12;
  if (u.startsWith('week')) return Math.round((value * 7 * 12 * 10) / 365) / 10;
  if (u.startsWith('day')) return Math.round((value * 12 * 10) / 365) / 10;
  return value;
}

/** Reads base and option periods from one sentence; null when it states none. */
export function periodFromSentence(raw: string): PeriodOfPerformance | null {
  const s = raw.replace(CONTINGENCY, '');
  let base: number | null = null;
  const baseMatch =
    s.match(
      new RegExp(
        `base (?:period|year)\\s*(?:of|is|:)?\\s*\\(?(${NUM})(?:\\s*\\(\\d+\\))?[\\s-]*${UNIT}`,
        'i',
      ),
    ) ??
    s.match(new RegExp(`\\bterm of\\s+(${NUM})(?:\\s*\\(\\d+\\))?\\s*${UNIT}`, 'i')) ??
    s.match(new RegExp(`\\b(${NUM})(?:\\s*\\(\\d+\\))?[\\s-]*${UNIT}\\s+base (?:period|year)`, 'i')) ??
    s.match(
      new RegExp(
        `\\b(${NUM})(?:\\s*\\(\\d+\\))?[\\s-]*${UNIT}\\s+(?:period of performance|POP|performance period)`,
        'i',
      ),
    ) ??
    s.match(
      new RegExp(
        `\\b(?:period of performance|POP|performance period)\\b[^.]{0,60}?\\b(?:is|of|be|lasts?|will be)\\s+(${NUM})(?:\\s*\\(\\d+\\))?\\s*${UNIT}`,
        'i',
      ),
    );
  if (baseMatch?.[1] && baseMatch[3]) base = months(toNumber(baseMatch[1]), baseMatch[3]);
  else if (/\bbase year\b/i.test(s) && /period of performance|\bPOP\b|\bconsists? of|\bterm\b/i.test(s))
    base = 12;
  const total = s.match(new RegExp(`\\b(${NUM})[\\s-]+year (?:period|term)\\b`, 'i'));
  let optionCount = 0;
  let optionMonths = 12;
  const opt =
    s.match(
      new RegExp(
        `\\b(${NUM})(?:\\s*\\(\\d+\\))?\\s+(?:additional\\s+)?(?:one[- ]year\\s+|\\d+[- ]month\\s+)?option(?:al)?\\s+(?:periods?|years?)`,
        'i',
      ),
    ) ??
    s.match(new RegExp(`options? to extend the term[^.]{0,40}?additional\\s+(${NUM})\\s+(years?)`, 'i')) ??
    s.match(
      new RegExp(`option (?:years?|periods?)\\s+(?:one|1|I)\\s*(?:through|-|–|to)\\s*(${NUM})\\b`, 'i'),
    );
  // "Option Period 1: 12 months  Option Period 2: 12 months": options listed one by one.
  const listed = [
    ...s.matchAll(
      new RegExp(
        `\\boption (?:period|year)\\s+(\\d{1,2}|[IVX]{1,4})\\b\\s*[:(–-]?\\s*(?:(${NUM})\\s*(months?|years?))?`,
        'gi',
      ),
    ),
  ];
  const numbers = new Set(listed.map((m) => m[1]?.toUpperCase()));
  if (!opt && base !== null && numbers.size >= 1 && listed.every((m) => m[2] && m[3])) {
    const lengths = listed.map((m) => months(toNumber(m[2] ?? ''), m[3] ?? ''));
    const periods = [{ name: base === 12 ? 'Base Year' : 'Base Period', months: base }];
    lengths.forEach((l, i) => {
      periods.push({ name: l === 12 ? `Option Year ${i + 1}` : `Option Period ${i + 1}`, months: l });
    });
    return { months: periods.reduce((sum, p) => sum + p.months, 0), periods };
  }
  if (opt?.[1] && !/\bno option/i.test(s)) {
    optionCount = toNumber(opt[1]);
    const after = s.slice((opt.index ?? 0) + opt[0].length);
    const each = after.match(new RegExp(`^[^.;]{0,30}?(?:each|of)\\s+(${NUM})[\\s-]*(months?|years?)`, 'i'));
    const oneYear = /one[- ]year option|option years?/i.test(opt[0]);
    const inline = opt[0].match(/(\d+)[- ]month/i);
    if (inline?.[1]) optionMonths = Number(inline[1]);
    else if (each?.[1] && each[2] && !oneYear) optionMonths = months(toNumber(each[1]), each[2]);
  }
  if (base === null && total?.[1]) {
    const years = toNumber(total[1]);
    if (!(years > 0 && years <= 20)) return null;
    return {
      months: years * 12,
      periods: Array.from({ length: years }, (_, i) => ({ name: `Year ${i + 1}`, months: 12 })),
    };
  }
  if (base === null || !(base > 0) || base > 120 || !(optionCount >= 0 && optionCount <= 20)) return null;
  const periods = [{ name: base === 12 ? 'Base Year' : 'Base Period', months: base }];
  for (let i = 1; i <= optionCount; i++) {
    periods.push({
      name: optionMonths === 12 ? `Option Year ${i}` : `Option Period ${i}`,
      months: optionMonths,
    });
  }
  return { months: periods.reduce((sum, p) => sum + p.months, 0), periods };
}

/**
 * Finds the period of performance: base and option periods, in months. Sentences that name
 * the period of performance win over others; contingency extensions are left out.
 * @example
 * extractPeriod([{ ref: '7.2', title: 'POP', text: 'The POP includes a base period of 3 months, with 5 additional option periods, each 3 months in duration.', document: 'pws', start: 0 }])?.period.months // 18
 */
export function extractPeriod(sections: Section[]): PeriodDriver | null {
  let best: { driver: PeriodDriver; rank: number } | null = null;
  for (const section of sections) {
    const titled = /period of performance|\bPOP\b|term/i.test(section.title);
    for (const s of sectionSentences(section)) {
      if (!PERIOD_WORDS.test(s) || s.length > 700) continue;
      const period = periodFromSentence(s);
      if (!period) continue;
      const rank =
        (titled ? 2 : 0) +
        (/period of performance|\bPOP\b/i.test(s) ? 1 : 0) +
        (period.periods.length > 1 ? 1 : 0);
      if (!best || rank > best.rank)
        best = { driver: { ref: section.ref, quote: clip(s, 240), period }, rank };
    }
  }
  return best?.driver ?? null;
}
