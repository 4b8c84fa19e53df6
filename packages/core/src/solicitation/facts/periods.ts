import type { Period, PeriodStructure, ReaderNote } from '../model';
import { readClinPeriods } from './clins';
import { type FactContext, type Located, sourceOf } from './context';
import { DURATION } from './durations';
import { buildCandidate, type FoundFact, type PeriodCandidate } from './period-build';
import { periodsFromColumns } from './period-columns';
import { WORK_WINDOW, withYearSeasons, yearSeasonBase } from './period-labels';
import { readPeriodFacts } from './period-phrases';

const HINT =
  /period|option|base|\bPOP\b|\borders\b|\bbetween\b|scheduled|planned|term\b|days?\b|weeks?\b|months?\b|years?\b|52\.217|transition|duration|complet|performance|\b(?:begin|start|commenc)/i;
// Facts further apart than this belong to different passages.
const PASSAGE_GAP = 2500;
// A section headed "2.5 Period of performance." whose body opens with the length ("Eighteen (18)
// months from the date of award"): the heading says what the bare duration is the length of.
const POP_HEADING =
  /^(?:[A-Z]?\d[\d.]*\s+)?(?:period of performance|performance period|term of (?:the )?(?:contract|order|agreement)|contract (?:term|period|duration)|duration of (?:the )?(?:contract|order|work))\b/i;
const POP = /period of performance|\bPOP\b|performance period/i;
// A paragraph's own number before its text ("8.1 Seven (7) months from ...").
const PARAGRAPH_NUMBER = /^(?:[A-Z]\.\d+(?:\.\d+)*|\d+(?:\.\d+)+|\d+\.)\.?\s+/;
const OPENS_WITH_LENGTH = new RegExp(
  `^(?:(?:it|this|the period|performance)\\s+(?:is|will be|shall be)\\s+(?:within\\s+)?)?(?:(?:a|an)\\s+)?${DURATION}\\b`,
  'i',
);

const FROM_START =
  /\b(?:from|after|following)\s+(?:the\s+)?(?:date\s+of\s+)?(?:(?:contract|order)\s+)?(?:award|notice\s+to\s+proceed|NTP|effective\s+date|start)/i;

/** The unit's text, with its section heading's subject before the sentence that is the bare length. */
function withHeading(unit: Located): string {
  // A numbered paragraph may be read as a heading of its own ("8.1 Seven (7) months ..." under
  // "8. PERIOD OF PERFORMANCE"), or sit under the heading as its child: the section's heading is
  // then the next title up.
  const titles = unit.titles.split(' / ').map((x) => x.replace(/^(?:section|article|part)\s+/i, ''));
  const own = unit.text.replace(PARAGRAPH_NUMBER, '').slice(0, 24);
  const isOwnText = Boolean(own && titles[0]?.replace(PARAGRAPH_NUMBER, '').startsWith(own));
  const first = (isOwnText ? titles[1] : titles[0]) ?? '';
  const byParent = !POP_HEADING.test(first) && POP_HEADING.test(titles[isOwnText ? 2 : 1] ?? '');
  if (!POP_HEADING.test(first) && !byParent) return unit.text;
  // A sentence of its own: the unit may hold a deliverable's due date before it. Under the
  // parent's heading the length must also run from the award ("8.2 Ten days before ..." is none).
  const sentences = unit.text
    .split(/(?<=[.;])\s+|\n+/)
    .map((x) => x.trimStart().replace(PARAGRAPH_NUMBER, ''));
  const at = sentences.findIndex((x) => OPENS_WITH_LENGTH.test(x) && (!byParent || FROM_START.test(x)));
  if (at < 0 || POP.test(unit.text)) return unit.text;
  return sentences.map((x, i) => (i === at ? `Period of performance: ${x}` : x)).join(' ');
}

function collect(units: Located[]): FoundFact[] {
  const out: FoundFact[] = [];
  const baseYear = yearSeasonBase(units.map((u) => u.text));
  for (const unit of units) {
    if (!HINT.test(unit.text) && !WORK_WINDOW.test(unit.text)) continue;
    for (const fact of readPeriodFacts(withYearSeasons(withHeading(unit), baseYear)))
      out.push({ fact, unit });
  }
  return out;
}

function passages(facts: FoundFact[]): FoundFact[][] {
  const groups: FoundFact[][] = [];
  let current: FoundFact[] = [];
  for (const f of facts) {
    const last = current.at(-1);
    if (last && (last.unit.document !== f.unit.document || f.unit.start - last.unit.end > PASSAGE_GAP)) {
      groups.push(current);
      current = [];
    }
    current.push(f);
  }
  if (current.length) groups.push(current);
  return groups;
}

function clinCandidate(units: Located[]): PeriodCandidate | null {
  const clins = readClinPeriods(units);
  if (clins.length < 2) return null;
  const periods: Period[] = clins.map((c) => {
    const months = c.months ?? 12;
    const name =
      c.index === 0
        ? months === 12
          ? 'Base Year'
          : 'Base Period'
        : `Option ${months === 12 ? 'Year' : 'Period'} ${c.index}`;
    return { ...sourceOf(c.unit), name, kind: c.index === 0 ? 'base' : 'option', months, clins: c.clins };
  });
  const totalMonths = periods.reduce((s, p) => s + p.months, 0);
  return { structure: { periods, totalMonths, basis: 'inferred' }, score: 5, unit: clins[0]!.unit };
}

/** A shorter listing of the same periods (a table cut by a page break), not a different period. */
function isPartialListing(part: PeriodStructure, whole: PeriodStructure): boolean {
  if (part.periods.length >= whole.periods.length) return false;
  return part.periods.every((p, i) => Math.abs(p.months - (whole.periods[i]?.months ?? -99)) <= 0.5);
}

function better(a: PeriodCandidate, b: PeriodCandidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.structure.periods.length !== b.structure.periods.length)
    return a.structure.periods.length > b.structure.periods.length;
  return a.unit.docIndex < b.unit.docIndex;
}

function withExtras(
  chosen: PeriodStructure,
  facts: FoundFact[],
  clin: PeriodCandidate | null,
): PeriodStructure {
  const periods = chosen.periods.map((p, i) => {
    const clins =
      clin && clin.structure.periods.length === chosen.periods.length
        ? clin.structure.periods[i]?.clins
        : undefined;
    return clins ? { ...p, clins } : p;
  });
  const transition = facts.find((f) => f.fact.type === 'transition');
  if (transition?.fact.type === 'transition')
    periods.unshift({
      ...sourceOf(transition.unit),
      name: 'Transition-In',
      kind: 'transition',
      months: transition.fact.months,
    });
  const extensions = facts.filter((f) => f.fact.type === 'extension');
  const ext = extensions.find((f) => f.fact.type === 'extension' && f.fact.explicit) ?? extensions[0];
  if (ext?.fact.type === 'extension')
    periods.push({
      ...sourceOf(ext.unit),
      name: 'Option to Extend Services',
      kind: 'extension',
      months: ext.fact.months,
    });
  return { ...chosen, periods };
}

/**
 * Reads the period of performance across all documents: base, options (counted, labelled or
 * dated), the option to extend services (FAR 52.217-8, last, not in `totalMonths`), a
 * transition-in (first, not in `totalMonths`), and CLIN numbers per period. The best-stated
 * passage wins; a passage stating another length is a conflict note; none found is a missing
 * note for the contracting officer.
 * @example
 * // 'The period of performance is a one-year base period with two one-year option periods.'
 * // -> 3 periods, totalMonths 36
 */
export function readPeriods(ctx: FactContext): { periods: PeriodStructure | null; notes: ReaderNote[] } {
  const facts = collect(ctx.units);
  const candidates = passages(
    facts.filter((f) => f.fact.type !== 'extension' && f.fact.type !== 'transition'),
  )
    .map(buildCandidate)
    .filter((c): c is PeriodCandidate => c !== null);
  const clin = clinCandidate(ctx.units);
  if (clin) candidates.push(clin);
  const columns = periodsFromColumns(ctx.units);
  if (columns) {
    const periods = columns.periods.filter((p) => p.kind !== 'extension');
    const totalMonths = periods.reduce((s, p) => s + p.months, 0);
    candidates.push({ structure: { periods, totalMonths, basis: 'inferred' }, score: 4, unit: columns.unit });
  }
  let best: PeriodCandidate | null = null;
  for (const c of candidates) if (!best || better(c, best)) best = c;
  // A listing cut short (by a page break) gives way to a passage that states all the periods.
  const whole = best?.listed
    ? candidates.find((c) => c.score >= 5 && best && isPartialListing(best.structure, c.structure))
    : undefined;
  if (whole) best = whole;
  const notes: ReaderNote[] = [];
  if (!best) {
    notes.push({
      kind: 'missing',
      text: 'No period of performance found in the documents; the plan assumes one year. Ask the contracting officer for the base and option periods.',
      askContractingOfficer: true,
    });
    return { periods: null, notes };
  }
  const chosen = best;
  const rival = candidates.find(
    (c) =>
      c !== chosen &&
      c.score >= 6 &&
      Math.abs(c.structure.totalMonths - chosen.structure.totalMonths) > 1 &&
      !(c.listed && isPartialListing(c.structure, chosen.structure)),
  );
  if (rival) {
    notes.push({
      kind: 'conflict',
      text: `The documents state different periods of performance: ${chosen.structure.totalMonths} months (${chosen.unit.document} ${chosen.unit.ref}) and ${rival.structure.totalMonths} months (${rival.unit.document} ${rival.unit.ref}).`,
      askContractingOfficer: true,
      source: sourceOf(rival.unit),
    });
  }
  if (chosen.structure.basis === 'inferred') {
    notes.push({
      kind: 'ambiguous',
      text: `The period structure (${chosen.structure.periods.length} periods, ${chosen.structure.totalMonths} months) is inferred from ${chosen.unit.row ? 'a table or CLIN schedule' : 'a date range or duration'}; no sentence states the base and option periods.`,
      askContractingOfficer: false,
      source: sourceOf(chosen.unit),
    });
  }
  return { periods: withExtras(chosen.structure, facts, clin), notes };
}
