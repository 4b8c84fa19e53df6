import { escapeRegExp } from '../../format/regexp';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { type PlanLine, statedHours } from './lines';

// A price-schedule line: a CLIN number opening the line (or its first table cell), then its words
// from a capital ("2024 was a year of ..." is no line item).
const CLIN_LINE = /^[ \t|]*(?:CLIN[ \t]+)?(\d{4}[A-Z]{0,2})\b[ \t|]+([A-Z(].+)$/gm;
// An item ordered only when something happens, at a unit rate: a standby day, a special event, a
// surge, time held idle by another's downtime. Standby equipment ("standby generator") is a thing maintained, not time waited.
const CONTINGENT =
  /\bstand-?\s?by\b(?!\s+(?:generators?|power|pumps?|batter(?:y|ies)|systems?|equipment|lighting|units?))|\bweather\s+(?:delays?|days?|cancell?ations?|holds?)\b|\bspecial[- ]events?\b|\bsurge\b|\bdown-?\s?time\b(?!\s+(?:report\w*|metrics?|logs?|tracking))|\bidle\s+(?:time|days?)\b|\bstand-?\s?downs?\b|\bheld\s+over\b/i;

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

// The Government's estimate of a contingent item's labour hours at the end of its schedule line
// ("Surge moving labor, Mover (estimated quantity)   2,500 HR").
const HOURS_QUANTITY = /^(.*?)[ \t|]+(\d{1,3}(?:,\d{3})+|\d+)[ \t|]*(?:HRS?|hours?|labou?r[- ]hours?|MH)\b/i;
const ESTIMATED = /\bestimat\w*|\bGovernment'?s? estimate\b/i;

/**
 * Contingent line items priced by the labour hour with the Government's estimated quantity
 * ("0002 Surge moving labor, Mover (estimated quantity) 2,500 HR"): the estimate is work the
 * offeror prices and evaluation counts, so it is a line of the plan for the role the item names
 * (one the plan already has), each period taking its own item's quantity (x001 the base, 1001
 * Option 1; a period with no item of its own takes the base's). An item that names no role of
 * the plan, or counts days or events, stays an assumption (`standbyItems`).
 * @example
 * contingentHourLines(['0002 Surge labor, Mover (estimated)  2,500 HR'], [moverLine], frame)[0]?.periodHours // [2500, 2500]
 */
export function contingentHourLines(
  texts: readonly string[],
  lines: readonly PlanLine[],
  frame: PlanFrame,
): PlanLine[] {
  type Item = { clin: string; words: string; hours: number; line: string; document: number };
  const byRole = new Map<PlanLine, Item[]>();
  texts.forEach((text, document) => {
    for (const m of text.matchAll(CLIN_LINE)) {
      const words = (m[2] ?? '').replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();
      const q = HOURS_QUANTITY.exec(words);
      if (!q || !CONTINGENT.test(q[1] ?? '') || !ESTIMATED.test(q[1] ?? '')) continue;
      const hours = Number((q[2] ?? '').replace(/,/g, ''));
      // The role the item names: the longest plan title its words hold.
      const role = [...lines]
        .filter((l) => new RegExp(`\\b${escapeRegExp(l.lcat)}s?\\b`, 'i').test(q[1] ?? ''))
        .sort((a, b) => b.lcat.length - a.lcat.length)[0];
      if (!role || !(hours > 0) || lines.some((l) => l.basis.includes(`CLIN ${m[1]}`))) continue;
      const items = byRole.get(role) ?? [];
      items.push({ clin: m[1] ?? '', words: q[1] ?? '', hours, line: words, document });
      byRole.set(role, items);
    }
  });
  const out: PlanLine[] = [];
  for (const [role, items] of byRole) {
    const base = items.find((i) => i.clin.startsWith('0')) ?? items[0];
    if (!base) continue;
    // The item of period i is numbered i001-i999 (0 the base); a later document's item replaces an earlier one.
    const periodHours = frame.periods.map((p, i) => {
      const own = items.filter((it) => it.clin.startsWith(String(i)) && p.kind !== 'extension').at(-1);
      return Math.round(own ? own.hours : (base.hours * p.months) / 12);
    });
    const formula = `Estimated ${fmt(base.hours)} h a period (CLIN ${items.map((i) => i.clin).join(', ')})`;
    const a = statedHours(frame, periodHours, formula);
    out.push({
      lcat: role.lcat,
      ...(role.family ? { family: role.family } : {}),
      ...(role.location ? { location: role.location } : {}),
      key: false,
      workArea: clip(base.words.replace(/^(?:base|option)\s+(?:year|period)(?:\s+\d+)?\s*:\s*/i, ''), 60),
      source: 'stated',
      periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `CLIN ${base.clin}: "${clip(base.line, 140)}": the Government's estimated hours for the item, priced as ${role.lcat} hours on top of the core staffing (ordered only when needed, so the estimate, not a ceiling).`,
      citation: null,
      requirements: [],
      requirementRefs: [],
      quantity: base.hours,
      unit: 'hour',
    });
  }
  return out;
}
