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

const words = (s: string) =>
  s
    .toLowerCase()
    .match(/[a-z]{3,}/g)
    ?.map((w) => w.replace(/s$/, '')) ?? [];

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
  for (const u of readUnitEfforts(texts)) {
    const ordered = orderedOf(u.noun, model.tables);
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
    lines.push({
      lcat: u.role ? title(u.role) : roleFor(u.quote, frame.domain, frame.workRoles),
      key: false,
      workArea: title(u.noun),
      source: 'derived',
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
