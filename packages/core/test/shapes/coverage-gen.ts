import type { CoverageFact } from '../../src/solicitation/model';

/**
 * Coverage windows generator (seventh session): a post kept over a window, written in many
 * forms (clock windows in 24-hour or a.m./p.m. time, days in words, digits or numerals in
 * brackets, "around the clock", "24/7/365", "twenty-four (24) hours a day"), its head count in
 * the same sentence or in a paragraph of its own "at all times during the hours of coverage",
 * and an amendment that leaves the window, deletes and replaces its paragraph, changes it
 * "from ... to ...", or changes "the hours of coverage" without a paragraph number. The truth
 * is the staffed window the plan must price (posts x hours a day x days a week) and whether a
 * 24x7 reading must be gone.
 */

export interface Window {
  /** The window in words. */
  text: string;
  hoursPerDay: number;
  daysPerWeek: number;
}

export const WINDOWS: Window[] = [
  { text: 'twenty-four (24) hours a day, seven (7) days a week', hoursPerDay: 24, daysPerWeek: 7 },
  { text: 'around the clock, every day of the year', hoursPerDay: 24, daysPerWeek: 7 },
  { text: '24/7/365', hoursPerDay: 24, daysPerWeek: 7 },
  { text: 'from 0600 to 1800, Monday through Friday', hoursPerDay: 12, daysPerWeek: 5 },
  { text: 'from 7:00 a.m. to 3:30 p.m., five (5) days a week', hoursPerDay: 8.5, daysPerWeek: 5 },
  { text: '0500-2300 daily', hoursPerDay: 18, daysPerWeek: 7 },
  { text: 'from 6:00 a.m. to 10:00 p.m., seven (7) days a week', hoursPerDay: 16, daysPerWeek: 7 },
  { text: 'between 0800 and 2000 hours, Monday through Saturday', hoursPerDay: 12, daysPerWeek: 6 },
];

/**
 * How the head count is written: in the window's sentence, in a paragraph of its own, or as a
 * crew of named members at a labelled station (eighth session: "C.4.2 Station 1: one (1) unit
 * shall be in service, crewed by one (1) Paramedic and two (2) EMTs, 24/7/365").
 */
export const COUNTS = ['same sentence', 'own paragraph', 'crew'] as const;
const CREWS: [string, string][] = [
  ['Paramedic', 'EMT'],
  ['Registered Nurse', 'LPN'],
  ['Dispatcher', 'Shift Supervisor'],
];
const STATIONS = ['Station 1', 'North Gate', 'Building 210', 'Riverside Clinic'];
/** What an amendment does to the window. */
export const AMENDS = ['none', 'replaced paragraph', 'changed from-to', 'hours changed'] as const;
const NUMBERS = ['one (1)', 'two (2)', 'three (3)'];
const ROLES = ['certified observer', 'attendant', 'console operator', 'gate officer'];

export interface CoverageCase {
  id: string;
  count: (typeof COUNTS)[number];
  amend: (typeof AMENDS)[number];
  primary: string;
  amendment?: string;
  /** The staffed window to price: "posts x hours a day x days a week". */
  expected: string;
  /** A round-the-clock reading must be gone (the amendment replaced it). */
  no24x7: boolean;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

function amendmentText(amend: CoverageCase['amend'], old: Window, now: Window): string | undefined {
  const lead = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)
2. AMENDMENT NO.: 0001
14. DESCRIPTION OF AMENDMENT/MODIFICATION
1. The date for receipt of proposals is extended to 17 October 2031, 11:00 a.m. Central Time.`;
  const tail = 'Except as provided herein, all terms and conditions remain unchanged.';
  if (amend === 'none') return undefined;
  if (amend === 'replaced paragraph')
    return `${lead}\n2. Section C, paragraph C.4.1 is deleted in its entirety and replaced with:\n   "C.4.1 Hours of coverage. Services shall be provided ${now.text}."\n${tail}`;
  if (amend === 'changed from-to')
    return `${lead}\n2. The hours of coverage in C.4.1 are changed from ${old.text} to ${now.text}.\n${tail}`;
  return `${lead}\n2. The hours of coverage are changed. Services shall now be provided ${now.text}.\n${tail}`;
}

/** One case: a window, a head count, an amendment that may replace the window. */
export function coverageCase(
  seed: number,
  count: CoverageCase['count'],
  amend: CoverageCase['amend'],
): CoverageCase {
  const r = rng(seed);
  const old = pick(r, WINDOWS);
  const now =
    amend === 'none'
      ? old
      : pick(
          r,
          WINDOWS.filter((w) => w.text !== old.text && w.hoursPerDay < 24),
        );
  const n = pick(r, NUMBERS);
  const posts = NUMBERS.indexOf(n) + 1;
  const role = pick(r, ROLES);
  const plural = posts > 1 ? `${role}s` : role;
  const [a, b] = pick(r, CREWS);
  const m = pick(r, NUMBERS);
  const station = pick(r, STATIONS);
  const crew = `C.4.1 Hours of coverage. Services shall be provided ${old.text}.\nC.4.2 ${station}: one (1) unit shall be in service, crewed by ${n} ${posts > 1 ? `${a}s` : a} and ${m} ${m === 'one (1)' ? b : `${b}s`}, ${old.text}.`;
  const hours =
    count === 'same sentence'
      ? `C.4.1 Hours of coverage. The Contractor shall keep ${n} ${plural} on duty at the post ${old.text}.`
      : count === 'crew'
        ? crew
        : `C.4.1 Hours of coverage. Services shall be provided ${old.text}.\nC.4.2 Minimum staffing. At least ${n} ${plural} shall be on duty at the post at all times during the hours of coverage.`;
  const window = `${now.hoursPerDay}x${now.daysPerWeek}`;
  const primary = `REQUEST FOR PROPOSAL No. 70XQ-31-R-${String(seed % 10000).padStart(4, '0')}
SECTION C - PERFORMANCE WORK STATEMENT
C.1 Scope. The Contractor shall provide ${role}s for the Government's post.
C.4 Hours of Coverage and Staffing
${hours}
C.4.3 Reports. Deliver the monthly post log by the 5th of the following month.
SECTION G - CONTRACT ADMINISTRATION
G.1 The paying office is open from 8:00 a.m. to 4:30 p.m., Monday through Friday.
SECTION L - INSTRUCTIONS TO OFFERORS
L.1 Describe how you will staff the hours of coverage. Proposals are due by 2:00 p.m. on 3 October 2031.`;
  const amendment = amendmentText(amend, old, now);
  return {
    id: `${seed}-${count}-${amend}`,
    count,
    amend,
    primary,
    ...(amendment ? { amendment } : {}),
    expected:
      count === 'crew'
        ? `${posts}x${window} @${station}, ${NUMBERS.indexOf(m) + 1}x${window} @${station}`
        : `${posts}x${window}`,
    no24x7: amend !== 'none' && old.hoursPerDay === 24,
  };
}

/** The grid: `per` seeds for each head count x amendment. */
export function coverageGrid(seed: number, per: number): CoverageCase[] {
  const out: CoverageCase[] = [];
  let s = seed;
  for (const count of COUNTS)
    for (const amend of AMENDS)
      for (let i = 0; i < per; i++) {
        s += 7919;
        // A head count in the window's own sentence is replaced with its window: only the
        // separate head count stays to be priced on the amended window.
        if ((count === 'same sentence' || count === 'crew') && amend !== 'none') continue;
        out.push(coverageCase(s, count, amend));
      }
  return out;
}

export interface CoverageResult {
  c: CoverageCase;
  ok: boolean;
  got: string;
}

/** Scores a case: the staffed windows read, and no round-the-clock window when it was replaced. */
export function scoreCoverage(c: CoverageCase, coverage: CoverageFact[]): CoverageResult {
  const live = coverage.filter((x) => !x.negated && !x.onCall && x.hoursPerWeek > 0);
  const staffed = live.filter((x) => x.staffed && x.posts > 0);
  const got =
    staffed
      .map((x) => `${x.posts}x${x.hoursPerDay}x${x.daysPerWeek}${x.site ? ` @${x.site}` : ''}`)
      .join(', ') || 'none';
  const gone = !c.no24x7 || !live.some((x) => x.is24x7);
  return { c, ok: got === c.expected && gone, got: gone ? got : `${got} (24x7 kept)` };
}

/** Share of cases right, by head count x amendment. */
export function coverageReport(results: CoverageResult[]): string {
  const rows = ['| head count | amendment | cases | right |', '|---|---|---|---|'];
  for (const count of COUNTS)
    for (const amend of AMENDS) {
      const xs = results.filter((r) => r.c.count === count && r.c.amend === amend);
      if (xs.length) rows.push(`| ${count} | ${amend} | ${xs.length} | ${xs.filter((r) => r.ok).length} |`);
    }
  const ok = results.filter((r) => r.ok).length;
  rows.push(
    `| all | | ${results.length} | ${ok} (${Math.round((ok / Math.max(1, results.length)) * 100)}%) |`,
  );
  return rows.join('\n');
}
