import type { CoverageFact, DocumentInfo } from '../model';
import type { TextDocument } from '../parts';

// An amendment that replaces the coverage of an earlier document: "paragraph C.4.1 is deleted in
// its entirety and replaced with", "PWS 5.2 is revised to read", "delete ... and substitute",
// "the hours of operation are changed", "24x7 coverage is no longer required; instead ...".
const REPLACES =
  /\b(?:deleted|replaced|superseded|substituted?|revised|amended|changed|modified|reduced|restated|rewritten|now\s+reads?|shall\s+read|to\s+read|no\s+longer)\b/i;
// Paragraph numbers: "C.4.1", "5.2.3", "PWS 3.1", "Section 4.2" (at least one dot, or a letter prefix).
const PARAGRAPH = /\b(?:[A-Z]{1,2}[.-])?\d{1,2}(?:\.\d{1,2}){1,4}\b|\b[A-Z][.-]\d{1,2}\b/g;
// A window that stands for the document's hours of operation or coverage.
const OPERATING =
  /hours of (?:operation|coverage|service|staffing)|operating hours|coverage hours|service hours|coverage window|\bcoverage\b|\b24\s*[x×/]\s*7\b|around[- ]the[- ]clock|continuous(?:ly)?/i;
const REACH = 500;

/** The last paragraph number at a line start before `offset` in `text`, within REACH characters. */
function paragraphBefore(text: string, offset: number): string | undefined {
  const before = text.slice(Math.max(0, offset - REACH), offset);
  let last: string | undefined;
  for (const m of before.matchAll(/(?:^|\n)[ \t>#*"“]*((?:[A-Z]{1,2}[.-])?\d{1,2}(?:\.\d{1,2}){0,4})\b/g))
    last = m[1];
  return last;
}

/** A paragraph key and its parents ("C.4.1" -> C.4.1, C.4). */
const within = (key: string, named: string) => key === named || key.startsWith(`${named}.`);

interface Replacement {
  fact: CoverageFact;
  refs: string[];
  topic: boolean;
}

/** The amendment's replacing statement before a fact: refs it names, and whether it is about coverage. */
function replacementOf(fact: CoverageFact, text: string): Replacement | undefined {
  const at = fact.offset ?? 0;
  const lead = text.slice(Math.max(0, at - REACH), at + fact.quote.length);
  // The statement is the last numbered item or paragraph that opens before the fact.
  const items = [...lead.matchAll(/(?:^|\n)\s*(?:\d{1,2}[.)]|\([a-z]\)|\([ivx]{1,4}\)|\(\d\)|[A-Z]\.)\s/g)];
  const start = items.length ? (items.at(-1)?.index ?? 0) : Math.max(0, lead.length - 300);
  const statement = lead.slice(start);
  if (!REPLACES.test(statement)) return undefined;
  const refs = [...new Set(statement.match(PARAGRAPH) ?? [])];
  return { fact, refs, topic: OPERATING.test(statement) };
}

const describe = (c: CoverageFact) =>
  c.is24x7 ? '24x7' : `${c.hoursPerDay} h a day x ${c.daysPerWeek} days a week`;

/**
 * Coverage an amendment replaces gives way to the amendment's: a window of an earlier document
 * whose paragraph the amendment deletes, revises or replaces ("Section C, paragraph C.4.1 is
 * deleted in its entirety and replaced with: 'C.4.1 Hours of coverage ... 5:00 a.m. to 11:00
 * p.m., seven (7) days a week'"), or, when the amendment names no paragraph, the earlier
 * document's hours of operation when the amendment replaces its hours of operation. The
 * amended window carries `replaces` (what it replaced), for the plan's assumption. Staffed post
 * schedules and on-call duty the amendment does not touch stay.
 * @example
 * withAmendedWindows(coverage, docs, documents) // the RFP's 24x7 gone, the amendment's 18 h x 7 d kept
 */
export function withAmendedWindows(
  coverage: CoverageFact[],
  docs: TextDocument[],
  documents: DocumentInfo[],
): CoverageFact[] {
  const roleOf = (name: string) => documents.find((d) => d.name === name)?.role;
  const indexOf = (name: string) => docs.find((d) => d.name === name)?.index ?? 0;
  const textOf = (name: string) => docs.find((d) => d.name === name)?.text ?? '';
  const replacements: Replacement[] = [];
  for (const c of coverage) {
    if (roleOf(c.document) !== 'amendment' || c.negated || c.onCall || c.hoursPerWeek <= 0) continue;
    const r = replacementOf(c, textOf(c.document));
    if (r && (r.refs.length || r.topic)) replacements.push(r);
  }
  if (!replacements.length) return coverage;
  const gone = new Map<CoverageFact, CoverageFact>();
  for (const c of coverage) {
    if (c.onCall || c.negated) continue;
    const key = paragraphBefore(textOf(c.document), c.offset ?? 0) ?? c.ref;
    for (const r of replacements) {
      if (indexOf(r.fact.document) <= indexOf(c.document) || r.fact === c) continue;
      const byRef = r.refs.some((named) => within(key, named) || within(c.ref, named));
      // Without a paragraph named, the amended hours of operation replace the earlier ones.
      const byTopic =
        !r.refs.length &&
        r.topic &&
        !c.scheduled &&
        !c.position &&
        (c.is24x7 || c.label === 'hours of operation');
      if (byRef || byTopic) {
        gone.set(c, r.fact);
        break;
      }
    }
  }
  if (!gone.size) return coverage;
  return coverage
    .filter((c) => !gone.has(c))
    .map((c) => {
      const old = [...gone].filter(([, by]) => by === c).map(([was]) => was);
      if (!old.length) return c;
      const was = old.map((o) => `${describe(o)} (${o.document}, ${o.ref})`).join('; ');
      return { ...c, replaces: was };
    });
}
