import type { DocumentInfo, Period, PeriodStructure, ReaderNote } from '../model';
import { type Located, sourceOf } from './context';
import { ORDINAL_WORDS } from './numbers';
import { readPeriodFacts } from './period-phrases';

// What an amendment's change says the text becomes: the words after the last of these are the
// new text ('"three option years" is changed to "four option years"', 'delete ... insert ...').
const CHANGED_TO =
  /\b(?:is|are)\s+(?:hereby\s+)?(?:changed|amended|revised|corrected)\s+(?:from\b.*?\s)?to(?:\s+read)?\b|\binsert(?:ed)?\b|\breplaced?\s+(?:with|by)\b|\bsubstitute\b|\bto\s+read\b|\bnow\s+reads?\b/gi;
// An option period added by name or by count ("add Option Year 4", "adds a fourth option year",
// "Option Period 5 is added", "one additional option year is added").
const ADDED = new RegExp(
  [
    String.raw`\badd(?:s|ed|ing)?\b[^.;]{0,30}?\b(?:an?|one|(${Object.keys(ORDINAL_WORDS).join('|')}))\s+(?:(?:new|additional|further)\s+)?option(?:al)?\s+(?:year|period)\b`,
    String.raw`\badd(?:s|ed|ing)?\b[^.;]{0,12}?\boption\s+(?:year|period)\s+(\d{1,2})\b`,
    String.raw`\boption\s+(?:year|period)\s+(\d{1,2})\b[^.;]{0,40}?\b(?:is|are)\s+(?:hereby\s+)?added\b`,
    String.raw`\b(?:an?|one)\s+(?:new\s+|additional\s+|further\s+)+option(?:al)?\s+(?:year|period)\s+(?:is|has been)\s+(?:hereby\s+)?added\b`,
  ].join('|'),
  'i',
);
// A question to the Government, a refusal or a proposal is no change to the periods.
const NOT_A_CHANGE =
  /\?|^\s*Q\d*[.:)]|\b(?:not|no|never|may|might|could|would|whether|if)\b[^.;]{0,30}\badd/i;

interface Amended {
  count: number;
  months: number | null;
  unit: Located;
  /** The base period's new length, when the change restates it. */
  base?: number;
}

/**
 * The option count one amendment unit sets, by restating the periods or by adding one. An
 * answer of a questions-and-answers document changes the periods only where it says it changes
 * the text ("Section 5.1 is deleted and replaced with the following: ...").
 */
function amendedCount(unit: Located, options: number, answers: boolean): Amended | null {
  if (NOT_A_CHANGE.test(unit.text)) return null;
  let tail = unit.text;
  let changed = false;
  for (const m of unit.text.matchAll(CHANGED_TO)) {
    tail = unit.text.slice((m.index ?? 0) + m[0].length);
    changed = true;
  }
  if (answers && !changed) return null;
  // A restated base: "a base period of eighteen (18) months ... and one (1) twelve-month option period".
  const facts = readPeriodFacts(tail);
  const base = facts.find((f) => f.type === 'base');
  const restated = facts.find((f) => f.type === 'options');
  if (base?.type === 'base' && restated?.type === 'options' && restated.count >= 0)
    return { count: restated.count, months: restated.months, unit, base: base.months };
  // An added option first: "one additional option year is added" counts one more, not one.
  const added = tail.match(ADDED);
  if (added) {
    const named = added[1]
      ? ORDINAL_WORDS[added[1].toLowerCase()]
      : Number(added[2] ?? added[3] ?? Number.NaN);
    const count = named !== undefined && Number.isFinite(named) ? Math.max(named, options + 1) : options + 1;
    return { count, months: null, unit };
  }
  const stated = restated;
  if (stated?.type === 'options' && stated.count > 0)
    return { count: stated.count, months: stated.months, unit };
  return null;
}

function optionName(last: Period | undefined, index: number, months: number): string {
  if (last && /\d+\s*$/.test(last.name)) return last.name.replace(/\d+\s*$/, String(index));
  return `Option ${months === 12 ? 'Year' : 'Period'} ${index}`;
}

/**
 * Applies the option periods an amendment (SF 30) adds or restates to the periods read from
 * all documents: 'Paragraph B.3 is changed to read "Option Years 1 through 4 are each twelve
 * months"', 'delete "two option years" and insert "three option years"', 'add Option Year 4'.
 * The last amendment's statement wins; the new options take its length, else the last
 * option's; a note says what changed. Questions, refusals and restatements of the same count
 * change nothing.
 * @example
 * // base + 3 option years, amendment 'Option Year 4 is hereby added.' -> base + 4 option years
 */
export function withAmendedOptions(
  found: { periods: PeriodStructure | null; notes: ReaderNote[] },
  units: Located[],
  documents: Pick<DocumentInfo, 'name' | 'role'>[],
): { periods: PeriodStructure | null; notes: ReaderNote[] } {
  const structure = found.periods;
  if (!structure) return found;
  const amendments = new Set(
    documents.filter((d) => d.role === 'amendment' || d.role === 'questions-and-answers').map((d) => d.name),
  );
  const answers = new Set(documents.filter((d) => d.role === 'questions-and-answers').map((d) => d.name));
  if (amendments.size === 0) return found;
  const options = structure.periods.filter((p) => p.kind === 'option');
  if (!structure.periods.some((p) => p.kind === 'base')) return found;
  const changes: Amended[] = [];
  for (const unit of units) {
    if (!amendments.has(unit.document) || !/option/i.test(unit.text)) continue;
    const change = amendedCount(unit, changes.at(-1)?.count ?? options.length, answers.has(unit.document));
    if (change) changes.push(change);
  }
  const amended = changes.at(-1);
  const oldBase = structure.periods.find((p) => p.kind === 'base');
  const newBase =
    amended?.base !== undefined && oldBase && amended.base !== oldBase.months ? amended.base : null;
  if (!amended || (amended.count === options.length && newBase === null) || amended.count > 20) return found;
  const lastOption = options.at(-1);
  const months = amended.months ?? lastOption?.months ?? 12;
  const kept = options.slice(0, amended.count);
  const added: Period[] = [];
  for (let i = kept.length + 1; i <= amended.count; i++)
    added.push({
      ...sourceOf(amended.unit),
      name: optionName(lastOption, i, months),
      kind: 'option',
      months,
    });
  const nextOptions = [...kept, ...added];
  const periods: Period[] = [];
  for (const p of structure.periods) {
    if (p.kind === 'option') continue;
    if (p === oldBase && newBase !== null) {
      const { startDate: _s, endDate: _e, ...rest } = p;
      periods.push({
        ...rest,
        ...sourceOf(amended.unit),
        name: newBase === 12 ? 'Base Year' : 'Base Period',
        months: newBase,
      });
      continue;
    }
    // The options sit after the base and before the extension of services.
    if (p.kind === 'extension') periods.push(...nextOptions.splice(0));
    periods.push(p);
  }
  periods.push(...nextOptions);
  const sum = (list: Period[]) => list.reduce((s, p) => s + p.months, 0);
  const totalMonths =
    structure.totalMonths -
    sum(options) +
    sum([...kept, ...added]) +
    (newBase !== null && oldBase ? newBase - oldBase.months : 0);
  const what =
    newBase !== null && oldBase
      ? `the base period from ${oldBase.months} to ${newBase} months and the option periods from ${options.length} to ${amended.count}`
      : `the option periods from ${options.length} to ${amended.count}`;
  const note: ReaderNote = {
    kind: 'conflict',
    text: `${amended.unit.document} changes ${what}; the amended periods are used.`,
    askContractingOfficer: false,
    source: sourceOf(amended.unit),
  };
  return { periods: { ...structure, periods, totalMonths }, notes: [...found.notes, note] };
}
