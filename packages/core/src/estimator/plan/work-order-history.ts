import type { SolicitationModel } from '../../solicitation/model';
import { looksScanned, repairScannedText } from '../../solicitation/structure/ocr-repair';
import { clip, fmt } from '../text';
import { fixScanDigits, workStems } from './event-season';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';
import type { WorkArea } from './work-elements';

/**
 * Counts of work by type over past years with no labour hours (a work-order history: "Lock
 * cylinder rekey 1,310 1,385 1,420" under "FY2026 FY2027 FY2028"). An analyst takes the latest
 * year, applies an assumed time per item by kind of work, writes that time on the line and asks
 * for the standard times or the historical labour hours. Hours a year = count x time each.
 */

/** A year column: "FY2028", "FY 28", "2027", "Year 3", "CY2026". */
const YEAR_COL = /\b(?:FY|CY)\s?'?\d{2,4}\b|\b20\d\d\b|\bYear\s+\d\b/gi;
/** The lead or header that makes the table a history of work, not money or people. */
const WORK_LEAD =
  /work\s*orders?|workload|service\s+(?:calls?|requests?)|trouble\s+tickets?|tickets|requests|jobs|historical\s+(?:data|counts|volumes?)|(?:completed|closed)\s+(?:orders|jobs|calls)/i;
const NOT_WORK_ROW =
  /\$|\bdollars?\b|\bbudget|\bcost|\bstaff|\bFTEs?\b|\bemployees?\b|\bpositions?\b|\bpersonnel\b|(?<!-)\bhours?\b|\bpopulation|\bvisitors?\b|\bpatients?\b|\btotal\b/i;

/** Assumed hours per item by kind of work: each said on the line and asked about. */
const UNIT_TIMES: { words: RegExp; hours: number; kind: string }[] = [
  {
    words: /\bkeys?\b.*\b(?:cut|duplicat|cop)|\b(?:cut|duplicat)\w*\s+keys?\b|\(each key\)/i,
    hours: 0.1,
    kind: 'a key cut',
  },
  { words: /inspect|preventive|\bPM\b|test(?:s|ing)?\b|check/i, hours: 0.5, kind: 'an inspection' },
  { words: /emergency|lockout|after[- ]hours|call[- ]?outs?|\bcalls?\b|respon/i, hours: 2, kind: 'a call' },
  { words: /open(?:ing|ings)\b/i, hours: 3, kind: 'an opening' },
  { words: /rekey|core|combination|change|reset|adjust/i, hours: 0.75, kind: 'a change' },
  { words: /repair|replace|install|service|overhaul|fix/i, hours: 1.5, kind: 'a repair' },
];
const DEFAULT_TIME = { hours: 1, kind: 'an item' };

export interface WorkCount {
  label: string;
  count: number;
  year: string;
  hours: number;
  kind: string;
}

/**
 * The latest year's count of each row of a plain-text work history table.
 * @example
 * workOrderHistory('Work order history:\nWork type   FY2026   FY2027\nDoor closer repair   455   470')[0]?.count // 470
 */
export function workOrderHistory(text: string): { rows: WorkCount[]; quote: string } | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i] ?? '';
    const years = header.match(YEAR_COL) ?? [];
    if (years.length < 2 || /\d[\d,]*\s*$/.test(header.replace(YEAR_COL, ''))) continue;
    const lead = lines.slice(Math.max(0, i - 4), i + 1).join(' ');
    if (!WORK_LEAD.test(lead) || /\bhours?\b/i.test(header)) continue;
    const rows: WorkCount[] = [];
    const kept: string[] = [header.trim().replace(/\s+/g, ' ')];
    for (let j = i + 1; j < lines.length; j++) {
      const line = (lines[j] ?? '').replace(/\|/g, ' ');
      if (!line.trim()) {
        if (rows.length) break;
        continue;
      }
      const m = line.match(
        /^\s*(?<label>[A-Za-z][^\d]*?(?:\([^)]*\))?)\s{2,}(?<nums>\d[\d,]*(?:\s+\d[\d,]*)+)\s*$/,
      );
      if (!m?.groups) break;
      const nums = (m.groups.nums ?? '')
        .trim()
        .split(/\s+/)
        .map((n) => Number(n.replace(/,/g, '')));
      const label = (m.groups.label ?? '').trim();
      if (nums.length !== years.length || NOT_WORK_ROW.test(label)) continue;
      const count = nums[nums.length - 1] ?? 0;
      if (!(count > 0 && count < 200_000)) continue;
      const t = UNIT_TIMES.find((u) => u.words.test(label)) ?? DEFAULT_TIME;
      rows.push({ label, count, year: years[years.length - 1] ?? '', hours: t.hours, kind: t.kind });
      kept.push(line.trim().replace(/\s+/g, ' '));
    }
    if (rows.length >= 2) return { rows, quote: kept.join('; ') };
  }
  return null;
}

const LEAD = /\b(?:manager|director|lead|supervisor|chief|coordinator|head)\b/i;

/**
 * The category that does the work: a named category that leads no one, else the trade a lead
 * is named after ("Lead Locksmith" -> "Locksmith").
 */
function doer(model: SolicitationModel): string {
  const named = model.labourCategories.map((c) => c.title).filter((t) => !LEAD.test(t));
  const trade = model.keyPersonnel
    .map((k) => k.title.replace(/^\s*(?:lead|senior|chief|head|master)\s+/i, '').trim())
    .filter((t) => t && !LEAD.test(t));
  return named[0] ?? trade[0] ?? 'Maintenance Technician';
}

/** The task area whose requirements share the most work words with the history's rows. */
function areaOf(areas: readonly WorkArea[], rows: readonly WorkCount[]): string {
  const stems = new Set(rows.flatMap((r) => workStems(r.label)));
  let best = { title: 'Work orders', n: 0 };
  for (const a of areas) {
    const n = a.elements
      .flatMap((e) => e.requirements)
      .reduce((s, r) => s + workStems(r.text).filter((w) => stems.has(w)).length, 0);
    if (n > best.n) best = { title: a.title, n };
  }
  return best.title;
}

/**
 * Lines for a work history with no hours: one per type of work, the latest year's count x an
 * assumed time each, said on the line; a question asks for the standard times.
 */
export function workOrderHistoryLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
  sized: readonly PlanLine[] = [],
  areas: readonly WorkArea[] = [],
): { lines: PlanLine[]; assumptions: string[]; questions: string[] } {
  const none = { lines: [], assumptions: [], questions: [] };
  if (sized.some((l) => l.source === 'derived')) return none;
  const found = texts
    .map((t) => workOrderHistory(fixScanDigits(looksScanned(t) ? repairScannedText(t) : t)))
    .find(Boolean);
  if (!found) return none;
  const role = doer(model);
  const area = areaOf(areas, found.rows);
  const doc = model.documents?.[0]?.name ?? 'document';
  const req = model.requirements.find((r) => /work\s*orders?|workload|historical/i.test(r.text));
  const ref = req?.ref ?? 'text';
  const lines = found.rows.map((r): PlanLine => {
    const a = annualLine(
      frame,
      Math.round(r.count * r.hours),
      `${fmt(r.count)} a year (${r.year}) x ${fmt(r.hours)} h each (assumed)`,
    );
    return {
      lcat: role,
      key: false,
      workArea: area,
      source: 'derived',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `${ref}: "${clip(r.label, 80)}": ${fmt(r.count)} in ${r.year}, the latest year of the work history; ${fmt(r.hours)} h for ${r.kind} is an assumed unit time (the documents record no labour hours).`,
      citation: { document: req?.document ?? doc, ref, quote: clip(found.quote, 300) },
      requirements: [],
      requirementRefs: [ref],
      quantity: r.count,
      unit: 'work order',
      rate: r.hours,
    };
  });
  return {
    lines,
    assumptions: [
      `The work history gives counts but no labour hours: the plan takes the latest year's counts at assumed unit times (${[...new Set(found.rows.map((r) => `${fmt(r.hours)} h for ${r.kind}`))].join('; ')}).`,
    ],
    questions: [
      'The work history records counts but no labour hours: what average time per work order, by type of work, should offerors assume, or can the Government provide historical labour hours?',
    ],
  };
}

/**
 * The team heads once the work history staffs a trade whose lead the documents name ("Lead
 * Locksmith" over derived "Locksmith" lines): the lead runs the trade, so a manager the
 * documents never name is not added on top.
 * @example
 * tradeLedHeads([{ title: 'Site Manager', key: false, manager: true }, { title: 'Lead Locksmith', key: true, manager: false, source: {} }], [{ lcat: 'Locksmith' }]).length // 1
 */
export function tradeLedHeads<H extends { title: string; key: boolean; manager: boolean; source?: unknown }>(
  heads: H[],
  lines: readonly Pick<PlanLine, 'lcat'>[],
): H[] {
  const trades = new Set(lines.map((l) => l.lcat.toLowerCase()));
  const led = heads.some(
    (h) =>
      !h.manager &&
      trades.has(
        h.title
          .replace(/^\s*(?:lead|senior|chief|head|master)\s+/i, '')
          .trim()
          .toLowerCase(),
      ) &&
      /^\s*(?:lead|chief|head|master)\s/i.test(h.title),
  );
  return led ? heads.filter((h) => !(h.manager && !h.source)) : heads;
}
