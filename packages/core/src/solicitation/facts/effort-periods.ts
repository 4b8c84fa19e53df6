import type { StatedEffort } from '../model';
import { type Located, sourceOf } from './context';
import { findDateRanges } from './dates';

// A period label opening a row, after a CLIN number when the row is a schedule line ("0001 Base Year - ...").
const PERIOD_LABEL =
  /^[\s|*•\-–]*(?:\d0\d{2,3}[A-Z]{0,2}\s*\|?\s*)?(base\s+(?:period|year)|option\s+(?:period|year)\s*\d{1,2}|OY\s*\d{1,2}|option\s+to\s+extend(?:\s+services)?)/i;
const INCREMENT =
  /^[\s|*•\-–]*(additional\s+(?:level of effort|LOE)(?:\s+option)?|surge|optional\s+(?:increase|LOE))/i;
const AMOUNT = /(?<![\d.,/$])(\d{1,3}(?:,\d{3})+|\d{3,7})(?![\d,/%])/g;
const LOE_CONTEXT = /level of effort|\bLOE\b|labou?r hours|\bhours\b/i;

function amountOf(text: string): number | null {
  let rest = text;
  for (const r of findDateRanges(text)) rest = rest.replace(text.slice(r.index, r.end), ' ');
  // A clause of the hours-per-FTE convention ("One FTE equals 1,920 hours") is no period's effort.
  rest = rest.replace(/[^.;]*\b(?:FTEs?|full[- ]time equivalents?)\b[^.;]*/gi, ' ');
  if (/\$\s?\d/.test(rest)) return null;
  // Months, lots or each are not hours; an hours unit next to the figure is needed then.
  if (/\b(?:MO|MOS|months?|EA|each|LOT|JB)\b/i.test(rest) && !/\d\s*\|?\s*(?:HR|HRS|hours?)\b/i.test(rest))
    return null;
  const values = [...rest.matchAll(AMOUNT)].map((m) => Number((m[1] ?? '').replace(/,/g, '')));
  const hours = values.filter((v) => v >= 100 && (v < 1900 || v > 2100 || !/\b(?:19|20)\d{2}\b/.test(rest)));
  return hours.length > 0 ? (hours.at(-1) ?? null) : null;
}

/**
 * A level-of-effort list or table keyed by period ("Base Period 35,470 / Option Period 1
 * 35,470 / ... / Option to Extend Services up to 22,430"), with an additional-LOE or surge
 * increment stated apart ("ADDITIONAL LOE OPTION 9,390 -- Base Period"). Tables keyed by labour
 * category are read by the labour reader, not here.
 * @example
 * // rows 'Base Period   35,470' and 'Option Period 1   35,470' under 'Level of Effort (Hours)'
 * // -> [{ kind: 'hours', scope: 'per-period', value: 35470, perPeriod: [two entries] }]
 */
export function readPeriodEffort(units: Located[]): StatedEffort[] {
  const out: StatedEffort[] = [];
  let main: { period: string; value: number }[] = [];
  let extra: { period: string; value: number }[] = [];
  let extraLabel = '';
  let first: Located | null = null;
  let lastIndex = -1;
  const flush = (): void => {
    if (first && main.length >= 2) {
      const optional =
        extra.length > 0 ? { label: extraLabel, value: extra[0]!.value, perPeriod: extra } : undefined;
      out.push({
        ...sourceOf(first),
        kind: 'hours',
        value: main[0]!.value,
        scope: 'per-period',
        perPeriod: main,
        ...(optional ? { optional } : {}),
      });
    }
    main = [];
    extra = [];
    first = null;
  };
  units.forEach((unit, i) => {
    if (lastIndex >= 0 && i - lastIndex > 6) flush();
    const label = unit.text.match(PERIOD_LABEL);
    const increment = unit.text.match(INCREMENT);
    if (!label && !increment) return;
    const context = units.slice(Math.max(0, i - 25), i + 1).some((u) => LOE_CONTEXT.test(u.text));
    const tail = unit.text.slice((label ?? increment)![0].length);
    // Schedule lines for add-ons ("Above-Standard Services (estimated)", "Temporary Additional Services").
    if (
      label &&
      /^\s*[|\-–]?\s*\S.*\b(?:estimated|as needed|above[- ]standard|surge|temporary|additional|optional)\b/i.test(
        tail,
      ) &&
      /^[\s|]*\d0\d{2}/.test(unit.text)
    )
      return;
    const amount = context ? amountOf(tail) : null;
    if (amount === null) return;
    if (increment) {
      const next = units[i + 1]?.text.replace(/^[\s\-–]+/, '') ?? '';
      const period =
        unit.text.match(/(base\s+(?:period|year)|option\s+(?:period|year)\s*\d{1,2})/i)?.[1] ??
        next.match(PERIOD_LABEL)?.[1];
      extraLabel = increment[1]?.replace(/\s+/g, ' ') ?? 'Optional increment';
      extra.push({ period: period?.replace(/\s+/g, ' ') ?? `#${extra.length + 1}`, value: amount });
    } else if (label?.[1]) {
      first ??= unit;
      const name = /extend/i.test(label[1]) ? 'Option to Extend Services' : label[1].replace(/\s+/g, ' ');
      if (!main.some((p) => p.period.toLowerCase() === name.toLowerCase()))
        main.push({ period: name, value: amount });
    }
    lastIndex = i;
  });
  flush();
  return out;
}
