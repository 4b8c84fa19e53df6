import { subjectRoles } from './subject-roles';
import { DEFAULT_HOURS_PER_FTE } from '../../contract/limits';
import type {
  Domain,
  PeriodKind,
  ReaderNote,
  SolicitationModel,
  Site,
  Source,
} from '../../solicitation/model';
import { ROMAN_NUMERALS, SMALL_NUMBER_WORDS } from '../../solicitation/facts/numbers';
import { WHOLE_TERM } from '../../solicitation/labour/person-time';
import { fmt } from '../text';

/** The hours one FTE works a year when the documents state no convention (contract/limits.ts). */
export { DEFAULT_HOURS_PER_FTE };

/** A period of the plan: the document's name, kind and length. */
export interface FramePeriod {
  name: string;
  kind: PeriodKind;
  months: number;
  /** The month the period starts in (0 for January), when the document dates it. */
  startMonth?: number;
}

/**
 * What every line of a plan is laid out on: the document's periods (base, options, extension),
 * its hours-per-FTE convention, its places of performance and its domain, with the judgements
 * made where the documents are silent.
 */
export interface PlanFrame {
  /** At least one period; the first is the base. */
  periods: FramePeriod[];
  /** Months of base + options (+ phases), the extension excluded. */
  months: number;
  periodsStated: boolean;
  hoursPerFte: number;
  hoursPerFteStated: boolean;
  sites: Site[];
  domain: Domain;
  /** Workers the document's subject names ("Shelf Stocker"): who does work no role of the domain fits. */
  workRoles?: string[];
  assumptions: string[];
  notes: ReaderNote[];
}

/** Distinct places of performance, as the document names them. */
function distinctSites(sites: Site[]): Site[] {
  const seen = new Set<string>();
  return sites.filter((s) => {
    const key = s.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Period names made unique ('Option Period 1' twice becomes 'Option Period 1 (2)'). */
function uniqueNames(periods: FramePeriod[]): FramePeriod[] {
  const seen = new Map<string, number>();
  return periods.map((p) => {
    const n = (seen.get(p.name) ?? 0) + 1;
    seen.set(p.name, n);
    return n === 1 ? p : { ...p, name: `${p.name} (${n})` };
  });
}

/**
 * The plan's frame from the solicitation model. Transition periods run inside the base (a
 * transition-in CLIN) and are left out of the period list; an unstated period of performance
 * becomes one 12-month base year, an unstated hours-per-FTE convention 1,880, each said so.
 * @example
 * planFrame(model).periods.map((p) => p.name) // ['Base Year', 'Option Year 1', 'Option Year 2']
 */
export function planFrame(model: SolicitationModel): PlanFrame {
  const assumptions: string[] = [];
  const notes: ReaderNote[] = [];
  const all = (model.periods?.periods ?? []).filter((p) => p.kind !== 'transition');
  // A period under half a month is a misreading (no services period is a fortnight long).
  const tiny = all.filter((p) => !(p.months >= 0.5));
  const extension = all.find((p) => p.kind === 'extension');
  const pricedExtension = Boolean(extension && extensionPriced(model));
  const stated = all.filter((p) => p.months >= 0.5 && (p.kind !== 'extension' || pricedExtension));
  if (tiny.length)
    notes.push({
      kind: 'ambiguous',
      text: `A period of ${tiny.map((p) => `${fmt(p.months)} months`).join(', ')} was read and left out as implausible; what is the period of performance?`,
      askContractingOfficer: true,
      source: tiny[0] as Source,
    });
  if (extension && !pricedExtension)
    assumptions.push(
      `The option to extend services (${extension.name}, up to ${fmt(extension.months)} months) is not priced as a period: no staffing or effort is stated for it, and it would repeat the last option period's rate.`,
    );
  let periods: FramePeriod[] = stated.map((p) => ({
    name: p.name.trim() || p.kind,
    kind: p.kind,
    months: p.months,
    ...(p.startDate ? { startMonth: Number(p.startDate.slice(5, 7)) - 1 } : {}),
  }));
  if (periods.length === 0) {
    periods = [{ name: 'Base Year', kind: 'base', months: 12 }];
    assumptions.push('No period of performance was found; one 12-month base year is assumed.');
    notes.push({
      kind: 'missing',
      text: 'What is the period of performance (base period and any option periods)?',
      askContractingOfficer: true,
    });
  }
  periods = uniqueNames(periods);
  // Rounded to a hundredth: seasons of 2.3 months must total 6.9, not 6.8999999999999995.
  const months =
    Math.round(periods.filter((p) => p.kind !== 'extension').reduce((s, p) => s + p.months, 0) * 100) / 100 ||
    12;
  const transition = (model.periods?.periods ?? []).find((p) => p.kind === 'transition');
  if (transition)
    assumptions.push(
      `${transition.name} (${fmt(transition.months)} months) is treated as part of the base period, not priced apart.`,
    );
  const hpf = model.hoursPerFte;
  if (!hpf)
    assumptions.push(
      `No hours-per-FTE convention is stated; ${fmt(DEFAULT_HOURS_PER_FTE)} h a year is used.`,
    );
  else if (!hpf.stated)
    assumptions.push(
      `Hours per FTE ${fmt(hpf.value)} is inferred from the stated rows ("${hpf.quote}"), not stated in words.`,
    );
  return {
    periods,
    months,
    periodsStated: stated.length > 0,
    hoursPerFte: hpf?.value && hpf.value > 0 ? hpf.value : DEFAULT_HOURS_PER_FTE,
    hoursPerFteStated: Boolean(hpf),
    sites: distinctSites(model.sites),
    domain: model.domain.domain,
    workRoles: [
      ...new Set([
        ...subjectRoles(model.domain.subject, model.domain.domain),
        ...subjectRoles(model.domain.service, model.domain.domain),
      ]),
    ],
    assumptions,
    notes,
  };
}

const EXTENSION = /\bext(?:end|ension)/i;

/** Whether the documents state staffing or effort for the option to extend (then it is a priced period). */
function extensionPriced(model: SolicitationModel): boolean {
  return (
    model.statedEffort.some(
      (e) =>
        e.kind !== 'budget' &&
        (EXTENSION.test(e.quote) || e.perPeriod?.some((p) => EXTENSION.test(p.period))),
    ) ||
    model.labourCategories.some((c) => c.stated.some((a) => EXTENSION.test(a.period))) ||
    model.staffingTables.some((t) => t.periods.some((p) => EXTENSION.test(p)))
  );
}

/** Months of the base period. */
export const baseMonths = (frame: PlanFrame): number => frame.periods[0]?.months ?? 12;

/**
 * Index of the frame period a stated column label names ('Base Year', 'OY2', 'Option Period 3',
 * 'Extension'), or -1.
 * @example
 * periodIndexOf(frame, 'OY1') // 1
 * periodIndexOf(frame, 'Option Year Two') // 2
 */
export function periodIndexOf(frame: PlanFrame, label: string): number {
  const l = label.toLowerCase().trim();
  const exact = frame.periods.findIndex((p) => p.name.toLowerCase() === l);
  if (exact >= 0) return exact;
  // Effort stated for the whole term is the one period's of a plan with one period.
  if (l === WHOLE_TERM.toLowerCase()) return frame.periods.length === 1 ? 0 : -1;
  if (/\bbase\b/.test(l)) return frame.periods.findIndex((p) => p.kind === 'base');
  if (/ext(?:ension|end)/.test(l)) return frame.periods.findIndex((p) => p.kind === 'extension');
  const option = l.match(
    /\b(?:option|opt|oy|op)\b\.?\s*(?:year|period|yr)?\s*(\d{1,2}|[ivx]{1,4}|[a-z]{3,5})\b|\boy(\d{1,2})\b/,
  );
  const raw = option?.[1] ?? option?.[2] ?? '';
  // "Option Period II" and "Option Year Two" name the second option as "Option Period 2" does.
  const n = ROMAN_NUMERALS[raw.toUpperCase()] ?? SMALL_NUMBER_WORDS[raw] ?? Number(raw);
  if (n > 0) {
    const options = frame.periods.map((p, i) => ({ p, i })).filter((x) => x.p.kind === 'option');
    return options[n - 1]?.i ?? -1;
  }
  const phase = l.match(/\bphase\s*(\d{1,2}|[ivx]{1,4})\b/);
  if (phase) return frame.periods.findIndex((p) => p.name.toLowerCase().includes(`phase ${phase[1]}`));
  return -1;
}
