import { clip } from '../text';
import type { PlanLine } from './lines';

// A price-schedule line: a CLIN number opening the line (or its first table cell), then its words
// from a capital ("2024 was a year of ..." is no line item).
const CLIN_LINE = /^[ \t|]*(?:CLIN[ \t]+)?(\d{4}[A-Z]{0,2})\b[ \t|]+([A-Z(].+)$/gm;
// An item ordered only when something happens, at a unit rate: a standby day, a special event, a
// surge. Standby equipment ("standby generator") is a thing maintained, not time waited.
const CONTINGENT =
  /\bstand-?\s?by\b(?!\s+(?:generators?|power|pumps?|batter(?:y|ies)|systems?|equipment|lighting|units?))|\bweather\s+(?:delays?|days?|cancell?ations?)\b|\bspecial[- ]events?\b|\bsurge\b/i;

/**
 * Line items the Government orders only when something happens (a weather standby day, a
 * special-event standby crew, a surge), each said once as an assumption: a plan sized on the
 * scheduled work leaves them out unless it says otherwise, and the pricer decides whether to
 * add their hours or price them at their unit rate.
 * @example
 * standbyItems(['0004   Weather standby (half-day rate) — Base Year    10    Day'])
 * // ['CLIN 0004 (Weather standby (half-day rate) — Base Year 10 Day) is ordered only when ...']
 */
export function standbyItems(texts: readonly string[], lines: readonly PlanLine[] = []): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(CLIN_LINE)) {
      const words = (m[2] ?? '').replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();
      if (!CONTINGENT.test(words)) continue;
      const key = words
        .replace(/[^a-z]+/gi, ' ')
        .toLowerCase()
        .split(' ')
        .slice(0, 3)
        .join(' ');
      if (seen.has(key) || lines.some((l) => l.basis.includes(m[1] ?? '') || CONTINGENT.test(l.basis)))
        continue;
      seen.add(key);
      out.push(
        `CLIN ${m[1]} (${clip(words, 110)}) is ordered only when the event occurs, at its unit rate: no line of the plan names it, so its hours are not in the plan. Add them (estimated units x crew x hours a unit) or price the item per unit, and say which.`,
      );
      if (out.length >= 3) return out;
    }
  return out;
}
