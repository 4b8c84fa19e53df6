import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Key personnel the documents name with no amount are priced in every plan a staffing table
// or a workload sizes: the evaluators read their résumés, so a price without them is short.
const doc = (staffing: string, key: string) =>
  [
    'SECTION C - PERFORMANCE WORK STATEMENT',
    'C.1 The Contractor shall operate and maintain the research vessel and its shore base.',
    'C.2 The period of performance is one (1) base year of twelve (12) months.',
    staffing,
    key,
    "G.1 The Contracting Officer's Representative (COR) will inspect the work.",
  ].join('\n');
const plan = (staffing: string, key: string) =>
  estimatePlan({ primary: { name: 'pws', text: doc(staffing, key) } });
const TABLE =
  'C.3 The Contractor shall provide the following full-time staff:\n| Position | Number |\n|---|---|\n| Deck Engineer | 2 |\n| Ship Cook | 1 |\n';

describe('keyLines: key personnel named without hours get a line', () => {
  it.each([
    ['H.1 Key Personnel: Shore Superintendent.', 'Shore Superintendent'],
    [
      'C.5 The Marine Superintendent is designated Key Personnel and works at the shore office.',
      'Marine Superintendent',
    ],
    ['C.5 Harbor Captain (Key). Schedules the crew and keeps the training records.', 'Harbor Captain'],
  ])('adds the key role of "%s" beside the stated table', (key, title) => {
    const p = plan(TABLE, key);
    const line = p.tasks.find((t) => t.lcat === title);
    expect(line?.keyPersonnel).toBe(true);
    expect(p.tasks.some((t) => t.lcat === 'Deck Engineer')).toBe(true);
  });

  it('adds no second line for a key role the table already staffs', () => {
    const p = plan(TABLE, 'H.1 Key Personnel: Deck Engineer.');
    expect(p.tasks.filter((t) => /Engineer/.test(t.lcat))).toHaveLength(1);
  });

  it.each([
    "C.5 The Deck Engineer on the day watch is the Contractor's Marine Superintendent and is Key Personnel.",
    'C.5 The Vessel Master (Key Personnel) shall be one of the Deck Engineers.',
    'C.5 One Ship Cook shall serve as the Galley Supervisor, designated Key Personnel.',
    "C.5 The senior Deck Engineer shall also serve as the Contractor's Port Manager (Key Personnel).",
    'H.2 Key Personnel. The Marine Superintendent (the Deck Engineer on the day watch, C.3) is Key Personnel.',
  ])('adds no line for a key role the document names as a staffed category: %s', (key) => {
    const p = plan(TABLE, key);
    expect(p.tasks.map((t) => t.lcat).sort()).toEqual(['Deck Engineer', 'Ship Cook']);
  });

  it.each([
    "C.5 The Deck Engineer on the day watch is the Contractor's Marine Superintendent and is Key Personnel.",
    "C.5 The senior Deck Engineer shall also serve as the Contractor's Port Manager (Key Personnel).",
    'H.2 Key Personnel. The Marine Superintendent (the Deck Engineer on the day watch, C.3) is Key Personnel.',
  ])('marks the staffed category key instead: %s', (key) => {
    const p = plan(TABLE, key);
    expect(p.tasks.find((t) => t.lcat === 'Deck Engineer')?.keyPersonnel).toBe(true);
    expect(p.tasks.find((t) => t.lcat === 'Ship Cook')?.keyPersonnel).toBe(false);
  });

  it('still adds a key role whose sentence only mentions a staffed category', () => {
    const p = plan(TABLE, 'C.5 The Port Captain (Key Personnel) shall supervise the Deck Engineers.');
    expect(p.tasks.find((t) => t.lcat === 'Port Captain')?.keyPersonnel).toBe(true);
  });

  it('adds no line for a Government role called key', () => {
    const p = plan(TABLE, "H.1 The Government's key personnel are the Contracting Officer and the COR.");
    expect(p.tasks.map((t) => t.lcat).sort()).toEqual(['Deck Engineer', 'Ship Cook']);
  });

  it('adds nothing to a plan a stated total effort fixes', () => {
    const p = plan(
      'C.3 The Government estimates 6,000 labor hours per year for this work.',
      'H.1 Key Personnel: Shore Superintendent.',
    );
    expect(p.tasks.filter((t) => t.lcat === 'Shore Superintendent').length).toBeLessThanOrEqual(1);
  });
});
