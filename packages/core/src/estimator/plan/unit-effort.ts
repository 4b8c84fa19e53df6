import { coursePeriod } from '../../solicitation/facts/course-schedule';
import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import type { PlanLine } from './lines';
import { statedHours } from './lines';
import { roleFor } from './roles';

/** One unit's effort the documents estimate: "a course revision at three hundred (300) hours of training developer effort". */
export interface UnitEffort {
  noun: string;
  hours: number;
  role?: string;
  quote: string;
  /** The figure holds management and quality control too ("management ... included"). */
  inclusive?: boolean;
}

/** A column of hours per unit: "Labor-hours per unit", "Hours per unit", "Staff-hours each". */
const PER_UNIT_COL =
  /^(?:(?:labou?r|staff|man|person|crew|work)[- ]?)?hours?\s+(?:per|each|a|for\s+each)\b|^(?:(?:labou?r|staff|man|person|work)[- ]?)?hours?\s+each$|\bhours?\s+per\s+unit\b/i;
const INCLUSIVE =
  /\b(?:management|supervision|quality control|overhead)\b[^.]{0,80}?\b(?:are|is)\s+included\b|\bincluding\s+(?:management|supervision)\b|;\s*management[^.;)]{0,60}\bincluded\b/i;

/**
 * Unit efforts a table states: a row per unit ("Level 1 inspection, per manhole | 2.0") under a
 * column of hours per unit; the words before the table say whether management is inside them.
 */
export function tableUnitEfforts(model: SolicitationModel, texts: readonly string[]): UnitEffort[] {
  const out: UnitEffort[] = [];
  for (const t of model.tables) {
    const col = t.header.findIndex((h, j) => j > 0 && PER_UNIT_COL.test(h.replace(/\*+/g, '').trim()));
    if (col < 0) continue;
    const doc =
      texts[
        Math.max(
          0,
          model.documents.findIndex((d) => d.name === t.document),
        )
      ] ?? '';
    const around = doc.slice(Math.max(0, t.start - 500), t.end + 300);
    for (const r of t.rows) {
      const label = (r[0] ?? '').replace(/\*+/g, '').trim();
      const hours = Number((r[col] ?? '').replace(/[,\s]/g, ''));
      if (!/[a-z]{3,}/i.test(label) || !(hours > 0 && hours < 1000)) continue;
      out.push({
        noun: label.replace(/,?\s+(?:per|each|for each)\s+[a-z ]+$/i, '').trim(),
        hours,
        quote: `${t.caption ? `${t.caption}: ` : ''}${label} ${r[col]} ${t.header[col]}`.slice(0, 300),
        ...(INCLUSIVE.test(around) ? { inclusive: true } : {}),
      });
    }
  }
  return out;
}

const ESTIMATE = new RegExp(
  `\\b(?:estimates?|estimated|assumes?|expects?)\\s+(?:that\\s+)?(?:a|an|each|one|every)\\s+([a-z][a-z -]{2,40}?)\\s+(?:at|to (?:take|require)|requires?|will (?:take|require))\\s+(?:approximately\\s+|about\\s+)?(${NUMBER})\\s*(?:hours|hrs)\\b(?:\\s+of\\s+([a-z][a-z ]{2,40}?)\\s+(?:effort|time|work|labou?r))?`,
  'i',
);
const PER = new RegExp(
  `\\b(?:estimates?|estimated)\\b[^.]{0,40}?(${NUMBER})\\s*(?:hours|hrs)\\s+(?:per|for each|for every|each)\\s+([a-z][a-z -]{2,40}?)(?=[.,;]|\\s+(?:and|with|of|in)\\b)`,
  'i',
);

/** Unit efforts stated in the documents' sentences. */
export function readUnitEfforts(texts: readonly string[]): UnitEffort[] {
  const out: UnitEffort[] = [];
  for (const s of texts.flatMap((t) => t.split(/(?<=[.;])\s+(?=[A-Z])|\n\s*\n/))) {
    if (!/estimat|assum|expect/i.test(s) || !/hours|hrs/i.test(s)) continue;
    const a = s.match(ESTIMATE);
    const b = a ? null : s.match(PER);
    const noun = (a?.[1] ?? b?.[2] ?? '').trim();
    const hours = parseNumber((a?.[2] ?? b?.[1] ?? '').trim());
    if (!noun || !(hours > 0 && hours < 5000)) continue;
    const role = a?.[3]?.trim();
    out.push({ noun, hours, ...(role ? { role } : {}), quote: s.replace(/\s+/g, ' ').trim().slice(0, 300) });
  }
  return out;
}

const STOP = /^(?:per|each|the|and|for|into|with|from|unit)$/;
// Words, short numbers and capital letters ("Level 1" is not "Level 2", "Type A" not "Type B").
const words = (s: string) =>
  s
    .match(/[A-Za-z]{3,}|\b[A-Z]\b|\b\d{1,2}\b/g)
    ?.map((w) => w.toLowerCase().replace(/s$/, ''))
    .filter((w) => !STOP.test(w)) ?? [];

const CLIN = /^\s*(\d)0\d{2,3}[A-Z]{0,2}\b/;

/**
 * Ordered quantities of a unit by period from schedules set one table per period (a caption
 * "Option Period 1: ..." over CLIN rows "1001 Level 1 inspection | 700 | EA"): the row whose
 * words hold the unit's, its first figure after the label, the period from the caption or the
 * CLIN's first digit.
 */
function orderedByCaption(noun: string, tables: Table[]): { period: string; value: number }[] {
  const want = words(noun);
  const out: { period: string; value: number }[] = [];
  for (const t of tables) {
    const captioned = coursePeriod(t.caption ?? '');
    for (const row of t.rows) {
      const label = row.find((c) => /[a-z]{3,}/i.test(c)) ?? '';
      const have = words(label);
      if (!want.length || !want.every((w) => have.includes(w))) continue;
      const digit = label.match(CLIN)?.[1] ?? row[0]?.match(CLIN)?.[1];
      const name =
        coursePeriod(label) ??
        captioned ??
        (digit === undefined ? undefined : digit === '0' ? 'Base' : `Option ${digit}`);
      const value = Number(
        (row.slice(row.indexOf(label) + 1).find((c) => /^\s*[\d,]+\s*$/.test(c)) ?? '').replace(/,/g, ''),
      );
      if (name && value > 0 && !out.some((o) => o.period === name)) out.push({ period: name, value });
    }
  }
  return out.length >= 2 ? out : [];
}

/** Ordered quantities of a unit by period, from a line item that names it. */
function orderedOf(noun: string, tables: Table[]): { period: string; value: number }[] {
  const want = words(noun);
  for (const t of tables) {
    const periodCols = t.header.map((h, i) => ({ i, p: coursePeriod(h) })).filter((c) => c.p);
    const qty = t.header.findIndex((h) =>
      /^\s*(?:qty|quantity|est(?:imated)?\.? (?:qty|quantity))\b/i.test(h),
    );
    if (!periodCols.length && qty < 0) continue;
    for (const row of t.rows) {
      const label = row.find((c) => /[a-z]{3,}/i.test(c) && !coursePeriod(c)) ?? '';
      const have = words(label);
      if (!want.length || !want.every((w) => have.includes(w))) continue;
      const n = (c: string | undefined) => Number((c ?? '').replace(/,/g, ''));
      if (periodCols.length) return periodCols.map((c) => ({ period: c.p as string, value: n(row[c.i]) }));
      return [{ period: 'Base', value: n(row[qty]) }];
    }
  }
  return [];
}

const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * Work the government sizes per unit and orders by the unit: a unit's estimated hours ("a
 * course revision at three hundred (300) hours", "40 hours per site survey") times the
 * quantity its line item orders in each period. The role is the one the estimate names, else
 * the one the sentence's words point to.
 * @example
 * unitEffortLines(model, frame, texts)[0]?.formula // '2 course revisions x 300 h'
 */
export function unitEffortLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): PlanLine[] {
  const lines: PlanLine[] = [];
  for (const u of [...readUnitEfforts(texts), ...tableUnitEfforts(model, texts)]) {
    const byPeriod = orderedByCaption(u.noun, model.tables);
    const ordered = byPeriod.length ? byPeriod : orderedOf(u.noun, model.tables);
    if (!ordered.length) continue;
    const counts = frame.periods.map((_, i) => {
      const hit = ordered.find((o) => periodIndexOf(frame, o.period) === i);
      return hit ? hit.value : (ordered[0]?.value ?? 0);
    });
    const periodHours = counts.map((c) => Math.round(c * u.hours));
    if (!periodHours.some((h) => h > 0)) continue;
    const base = statedHours(frame, periodHours, `${fmt(counts[0] ?? 0)} ${u.noun}s x ${fmt(u.hours)} h`);
    const said = model.requirements.find(
      (r) => r.text.toLowerCase().includes(u.noun.toLowerCase()) && r.text.includes(String(u.hours)),
    );
    // A role the documents name whose word is the work's ("Inspector" for "Level 1 inspection").
    const stems = new Set(words(u.noun).map((w) => w.slice(0, 6)));
    const named = model.labourCategories.find((c) =>
      words(c.title).some((w) => w.length >= 6 && stems.has(w.slice(0, 6))),
    );
    lines.push({
      lcat: u.role ? title(u.role) : (named?.title ?? roleFor(u.quote, frame.domain, frame.workRoles)),
      key: false,
      workArea: title(u.noun),
      // The Government's hours per unit times the quantities it orders: its own effort.
      source: u.inclusive ? 'stated' : 'derived',
      ...(u.inclusive ? { inclusive: true } : {}),
      periodHours,
      hours: base.hours,
      formula: base.formula,
      basis: `Unit estimate: "${u.quote.slice(0, 160)}", times the quantity ordered each period.`,
      citation: {
        document: said?.document ?? model.documents[0]?.name ?? '',
        ref: said?.ref ?? '',
        quote: u.quote.slice(0, 300),
      },
      requirements: [],
      requirementRefs: said ? [said.ref] : [],
      quantity: counts[0] ?? 0,
      unit: u.noun,
      rate: u.hours,
    });
  }
  return lines;
}

/**
 * Whether a line item the Government's hours per unit (all personnel) sized already names the
 * text: every word of a sized unit is in it ("Callback case" for the unit "Callback").
 * @example
 * sizedPerUnit('0003 Callback case 300 EA', lines) // true when a line prices the unit 'Callback'
 */
export function sizedPerUnit(text: string, sized: readonly PlanLine[]): boolean {
  const have = words(text);
  return sized.some((l) => {
    const want = l.inclusive ? words(l.unit ?? '') : [];
    return want.length > 0 && want.every((w) => have.includes(w));
  });
}
