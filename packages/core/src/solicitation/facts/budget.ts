import type { StatedEffort } from '../model';
import { type FactContext, sourceOf } from './context';

const MONEY =
  /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(million|mil\.?|M|billion|B|thousand|K)?\b/gi;
// The amount is this work's budget: its estimated cost, value, funding or ceiling.
const SUBJECT =
  /(?:estimated|anticipated|expected|total|maximum|available|approximate)?\s*(?:cost|value|budget|funding|ceiling|price|amount)\s+(?:for|of)\s+(?:this|the)\s+(?:effort|project|contract|task order|order|requirement|work|acquisition|bpa|call)|(?:budget|funding|ceiling)\s+(?:is|will be|of|for)|\b(?:budget|funding|ceiling|government estimate)\s*:|\b(?:design\s+|a-e\s+|total\s+)?fee\b[^.$]{0,120}(?:not (?:to )?exceed|limit(?:ed|ation)?|ceiling)[^.]{0,80}\$|not (?:to )?exceed\s+\$|government (?:estimate|budget)|independent government cost estimate|\bIGCE\b|funding\b[^.$]{0,30}\$|\$[\d.,]+\s*(?:million|M|K)?\s+(?:is|are|has been|have been)\s+(?:available|budgeted|allocated|obligated)/i;
// Thresholds and conditions of clauses, not a budget.
const CONDITION =
  /\bif\b|\bexceeds\b|may exceed|greater than|less than|or more\b|threshold|subcontracting plan|insurance|liability|per occurrence|financial interest|size standard/i;
const WHOLE_TERM =
  /\b(?:base (?:period|year)s?\b[^$.;]{0,40}?(?:and|plus|,)\s+(?:all\s+|the\s+)?(?:\w+\s+)?(?:\(\d+\)\s+)?option|all\s+(?:\w+\s+)?(?:\(\d+\)\s+)?option (?:periods|years)|(?:entire|whole|full|life of the) (?:contract|term|period of performance)|including (?:all )?options)/i;
const NON_LABOUR = /travel|other direct costs?|\bODCs?\b|materials|equipment|licen[cs]es/i;

/** Dollars of a money amount and its scale word ('1.4', 'million'). */
export function dollars(value: string, scale: string | undefined): number {
  const n = Number(value.replace(/,/g, ''));
  const s = (scale ?? '').toLowerCase();
  if (s.startsWith('b')) return n * 1e9;
  if (s.startsWith('m')) return n * 1e6;
  if (s.startsWith('k') || s.startsWith('t')) return n * 1e3;
  return n;
}

/**
 * Budgets the government states for this work ("The estimated cost for this effort is $1.4
 * million ... during the base period", "not to exceed $2,500,000 per year"), with their scope
 * and whether they also cover travel or other direct costs. Clause thresholds are left out.
 * @example
 * // 'The estimated cost for this effort is $1.4 million for services and travel during the base period.'
 * // -> [{ kind: 'budget', value: 1400000, scope: 'base-period', includesNonLabour: true }]
 */
export function readBudgets(ctx: FactContext): StatedEffort[] {
  const out: StatedEffort[] = [];
  for (const unit of ctx.units) {
    if (!unit.text.includes('$') || unit.text.length > 700) continue;
    if (!SUBJECT.test(unit.text) || CONDITION.test(unit.text)) continue;
    // A question asked ("Q3. Is the $900,000 the budget for the first year?") states no budget:
    // its amount is the asker's reading, kept so that the plan can say it does not size from it.
    const asked = /\?["”')\]]*\s*$/.test(unit.text.trim());
    // Travel or ODC allowances alone ("Travel plug in figure $20,000") are not the work's budget.
    if (/^(?:[>*\s]*)(?:travel|odc)/i.test(unit.text)) continue;
    for (const m of unit.text.matchAll(MONEY)) {
      const value = dollars(m[1] ?? '', m[2]);
      if (!(value >= 10_000)) continue;
      const head = unit.text.slice(Math.max(0, (m.index ?? 0) - 80), m.index);
      if (/travel|\bODCs?\b|other direct/i.test(head) && !/services|labou?r|effort|project/i.test(head))
        continue;
      const after = unit.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 120);
      const near = `${unit.text.slice(Math.max(0, (m.index ?? 0) - 60), m.index)} ${after}`;
      // "$262 million for the base period, all seven option periods and the extension": the whole term.
      const own = after.split('$')[0] ?? '';
      const scope = WHOLE_TERM.test(own)
        ? 'total'
        : /per (?:year|annum)|annual(?:ly)?|each year/i.test(near) ||
            /^\s*(?:a|per|each|every) year\b/i.test(own)
          ? 'per-year'
          : /each option (?:period|year)|per (?:option )?period/i.test(after)
            ? 'per-period'
            : /base (?:period|year)|first year/i.test(after)
              ? 'base-period'
              : 'total';
      out.push({
        ...sourceOf(unit),
        kind: 'budget',
        value,
        scope,
        ...(NON_LABOUR.test(after) ? { includesNonLabour: true } : {}),
        ...(/not (?:to )?exceed|ceiling|maximum/i.test(near) ? { ceiling: true } : {}),
        ...(asked ? { asked: true } : {}),
      });
    }
  }
  return out;
}
