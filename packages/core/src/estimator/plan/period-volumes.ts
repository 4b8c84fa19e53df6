import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import type { VolumeItem } from './stated-rates';

/** Measures of linear or area work a year's share is stated in. */
const MEASURE = /^(miles?|acres?|linear feet|kilometers?|km|hectares?)$/i;
const MEASURE_WORD = '(miles?|acres?|linear feet|kilometers?|km|hectares?)';
/** "Year 2 (option 1)", "Base year", "Option Period 2": a period a line names first. */
const PERIOD_LABEL = String.raw`(?:(?:contract\s+)?year\s+\d{1,2}|base(?:\s+(?:year|period))?|option\s+(?:year|period)\s*\d{1,2})`;
const LISTED = new RegExp(
  String.raw`^[ \t]*(?:[-*•][ \t]*)?(${PERIOD_LABEL})\b[^\n\d]{0,12}?(?:\([^)\n]{0,30}\))?[ \t:|-]*(\d[\d,]*(?:\.\d+)?)[ \t]+${MEASURE_WORD}\b`,
  'gim',
);
const num = (s: string) => Number(s.replace(/,/g, ''));

/** The frame period a label names: "Year 2" is the second period, else the label's own words. */
function periodOf(frame: PlanFrame, label: string): number {
  const year = label.match(/\byear\s+(\d{1,2})\b/i)?.[1];
  if (year) return Number(year) - 1 < frame.periods.length ? Number(year) - 1 : -1;
  return periodIndexOf(frame, label);
}

const unitName = (s: string) => s.toLowerCase().replace(/s$/, '').replace(/^km$/, 'kilometer');

/**
 * Work measured in miles or acres with a share stated for each contract year, in a list
 * ("Year 1 (base)   31.8 miles") or a table ("Contract year | Miles" or "Year 1 miles | 31.8"):
 * one volume per measure, its value the first period's and its `byPeriod` each period's. A
 * length or area of the whole place, stated once, is no year's work and gives none.
 * @example
 * periodVolumes(model, frame, ['Year 1 (base) 31.8 miles\nYear 2 (option 1) 32.5 miles'])[0]?.byPeriod // [31.8, 32.5]
 */
export function periodVolumes(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): VolumeItem[] {
  const found = new Map<string, { by: number[]; quote: string[]; ref: string; document: string }>();
  const add = (unit: string, period: number, value: number, quote: string, ref: string, document: string) => {
    if (period < 0 || !(value > 0)) return;
    const f = found.get(unit) ?? { by: frame.periods.map(() => 0), quote: [], ref, document };
    if (f.by[period]) return;
    f.by[period] = value;
    f.quote.push(quote);
    found.set(unit, f);
  };
  texts.forEach((text, d) => {
    for (const m of text.matchAll(LISTED))
      add(
        unitName(m[3] ?? ''),
        periodOf(frame, m[1] ?? ''),
        num(m[2] ?? ''),
        m[0].trim(),
        'the schedule by year',
        model.documents[d]?.name ?? '',
      );
  });
  for (const t of model.tables) {
    const col = t.header.findIndex((h, j) => j > 0 && MEASURE.test(h.replace(/\*+/g, '').trim()));
    for (const r of t.rows) {
      const first = (r[0] ?? '').replace(/\*+/g, '').trim();
      const label = first.match(new RegExp(`^${PERIOD_LABEL}\\b`, 'i'))?.[0];
      if (!label) continue;
      // "Year 1 miles | 31.8": the measure in the label, the value in the next cell.
      const inLabel = first.match(new RegExp(`\\b${MEASURE_WORD}$`, 'i'))?.[1];
      const unit = inLabel ?? (col > 0 ? t.header[col] : undefined);
      const cell = inLabel ? r[1] : col > 0 ? r[col] : undefined;
      if (!unit || !/^\s*[\d,]+(?:\.\d+)?\s*$/.test(cell ?? '')) continue;
      add(
        unitName(unit.trim()),
        periodOf(frame, label),
        num(cell ?? ''),
        `${first} ${cell}`,
        t.ref,
        t.document,
      );
    }
  }
  return [...found]
    .filter(([, f]) => f.by.filter((v) => v > 0).length >= 2)
    .map(([unit, f]) => ({
      label: `${unit}s`,
      text: `${unit}s`,
      value: f.by[0] ?? 0,
      byPeriod: f.by,
      document: f.document,
      ref: f.ref,
      quote: clip(`${f.quote.join('; ')} (${f.by.map(fmt).join(' / ')} ${unit}s by period)`, 200),
    }))
    .filter((v) => v.value > 0);
}
