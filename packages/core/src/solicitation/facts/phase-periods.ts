import type { Period, PeriodStructure, ReaderNote } from '../model';
import type { TextDocument } from '../parts';
import { findDurations } from './durations';

// A schedule item opens its line: a CLIN-like number ("0001", "0003") or an option label.
const ITEM = /^\s*(?:\|\s*)?(\d{4}[A-Z]{0,2})\b(.*)$/;
const OPTION = /\(?\bOption\s+([A-Z]|\d{1,2}|[IVX]{1,4})\b\)?/;
const BASE = /\bbase\b/i;
// Durations that say when an option may be exercised or something is due, not how long a phase runs.
const NOT_LENGTH = /\b(?:within|exercised|after acceptance|after award|due|before)\b[^.]{0,30}$/i;
// An item that is no phase of work (travel, ODCs, reports priced apart).
const NOT_WORK = /^\s*(?:travel|other direct|odcs?|reproduction|data)\b/i;

interface Item {
  number: string;
  option?: string;
  months: number;
  label: string;
  line: number;
  offset: number;
  quote: string;
}

/** The lines of one item: its own line and the lines after it up to the next item or a blank line; up to two lines before it that belong to no other item. */
function itemWindow(lines: string[], i: number): { own: string[]; before: string[] } {
  const own = [lines[i] ?? ''];
  for (let j = i + 1; j < lines.length && own.length < 4; j++) {
    const l = lines[j] ?? '';
    if (!l.trim() || ITEM.test(l)) break;
    own.push(l);
  }
  const before: string[] = [];
  for (let j = i - 1; j >= 0 && before.length < 2; j--) {
    const l = lines[j] ?? '';
    if (!l.trim() || ITEM.test(l) || OPTION.test(l)) break;
    before.unshift(l);
  }
  return { own, before };
}

// A phase's name: the first run of capitalised words ("Design Services", "Bidding and Award Phase Services").
const NAME = /\b[A-Z][a-z]+(?:[ -](?:and |of |& )?[A-Z][a-z]+)+/;

function readItems(doc: TextDocument): Item[] {
  const lines = doc.text.split('\n');
  const offsets: number[] = [];
  let at = 0;
  for (const l of lines) {
    offsets.push(at);
    at += l.length + 1;
  }
  const items: Item[] = [];
  lines.forEach((line, i) => {
    const m = line.match(ITEM);
    if (!m?.[1]) return;
    const { own, before } = itemWindow(lines, i);
    const text = own.join(' ').replace(/\s+/g, ' ');
    const durations = findDurations(text).filter((d) => !NOT_LENGTH.test(text.slice(0, d.index)));
    const fromBefore = findDurations(before.join(' ')).filter((d) => d.months >= 0.5);
    const d = durations.find((x) => x.months >= 0.5) ?? fromBefore[0];
    if (!d || d.months > 120) return;
    const words = [...before, ...own].join(' ').replace(m[1], ' ').replace(OPTION, ' ').replace(/\s+/g, ' ');
    const label =
      words.match(NAME)?.[0] ??
      text
        .slice(m[1].length)
        .trim()
        .split(/\s{2,}|[-–(|]/)[0]
        ?.trim() ??
      '';
    if (NOT_WORK.test(label)) return;
    const option = text.match(OPTION)?.[1];
    items.push({
      number: m[1],
      ...(option ? { option } : {}),
      months: d.months,
      label: label || m[1],
      line: i,
      offset: offsets[i] ?? 0,
      quote: [...before, ...own].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, 300),
    });
  });
  return items;
}

/**
 * Periods stated as phases in a schedule of items ("0001 Design Services ... 210 calendar days",
 * "0003 (Option A) Bidding and Award Phase Services 60 calendar days", "0004 (Option B)
 * Construction Phase Services 540 calendar days"): the base item first, each option item after
 * it at its own length. Used when the other readers found no period structure, or only one
 * period that is one of these phases. Needs a base item and at least one option item.
 * @example
 * // the schedule above -> periods of 6.9, 2 and 17.7 months
 */
export function readPhasePeriods(docs: TextDocument[]): PeriodStructure | null {
  for (const doc of docs) {
    const items = readItems(doc);
    const options = items.filter((it) => it.option);
    const base = items.find((it) => !it.option && (BASE.test(it.quote) || it.number.endsWith('1')));
    if (!base || options.length === 0 || options.some((o) => o.line < base.line)) continue;
    const source = (it: Item) => ({ document: doc.name, ref: it.number, quote: it.quote, offset: it.offset });
    const periods: Period[] = [
      { ...source(base), name: `${base.label} (Base)`, kind: 'base', months: base.months },
      ...options.map(
        (o): Period => ({
          ...source(o),
          name: `Option ${o.option}: ${o.label}`,
          kind: 'option',
          months: o.months,
        }),
      ),
    ];
    return { periods, totalMonths: periods.reduce((s, p) => s + p.months, 0), basis: 'stated' };
  }
  return null;
}

/**
 * The period structure with the phases of a schedule of items, when the other readers found none
 * or found only one of its phases.
 */
export function withPhasePeriods(
  found: { periods: PeriodStructure | null; notes: ReaderNote[] },
  docs: TextDocument[],
): { periods: PeriodStructure | null; notes: ReaderNote[] } {
  const lone = found.periods && found.periods.periods.filter((p) => p.kind !== 'extension').length <= 1;
  if (found.periods && !lone) return found;
  const phases = readPhasePeriods(docs);
  if (!phases) return found;
  const first = found.periods?.periods[0];
  if (first && !phases.periods.some((p) => Math.abs(p.months - first.months) <= 0.5)) return found;
  return { periods: phases, notes: found.notes.filter((n) => !/period of performance/i.test(n.text)) };
}

/**
 * With no period of performance found, a schedule of phases sets it: the weeks from the first
 * phase's start to the last one's end, as one period.
 * @example
 * // 3 + 12 + 8 + 3 weeks of phases and no period stated -> one period of 6 months
 */
export function withScheduleSpan(
  found: { periods: PeriodStructure | null; notes: ReaderNote[] },
  schedules: readonly {
    weeks: number;
    effort: { document: string; ref: string; quote: string; offset?: number };
  }[],
): { periods: PeriodStructure | null; notes: ReaderNote[] } {
  const longest = [...schedules].sort((a, b) => b.weeks - a.weeks)[0];
  if (found.periods || !longest || !(longest.weeks >= 1 && longest.weeks <= 260)) return found;
  const months = Math.round(((longest.weeks * 12) / 52) * 10) / 10;
  const { document, ref, quote, offset } = longest.effort;
  const period: Period = {
    document,
    ref,
    quote: quote.slice(0, 300),
    ...(offset !== undefined ? { offset } : {}),
    name: 'Period of Performance',
    kind: 'base',
    months,
  };
  return {
    periods: { periods: [period], totalMonths: months, basis: 'inferred' },
    notes: found.notes.filter((n) => !/period of performance/i.test(n.text)),
  };
}
