import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { assumedRateLines } from './assumed-rates';
import { buildPlan } from './build-plan';
import { planFrame } from './frame';

// Counted work with no stated effort, in domains of any kind: the plan sizes it at a rate
// assumed by the kind of unit (a mile of line, a panel, a document edited, a check or
// screening), says the rate is assumed and asks for it.
const PERIODS =
  'Base year: 1 May 2030 through 30 April 2031. Option year 1: 1 May 2031 through 30 April 2032. Option year 2: 1 May 2032 through 30 April 2033.';
const lines = (text: string) => {
  const m = readSolicitation({ primary: { name: 'rfq.md', text } });
  return assumedRateLines(m, planFrame(m), [text]);
};

const LINEAR = [
  ['fence line', 'inspect and repair the fence'],
  ['ditch', 'clean the drainage ditch'],
  ['right-of-way', 'mow and clear the right-of-way'],
  ['trail', 'brush out the trail'],
];
const BY_YEAR = [
  (a: string, b: string, c: string, what: string) =>
    `The Contractor shall ${what} each year on these lengths:\n\n  Year 1 (base)      ${a} miles\n  Year 2 (option 1)  ${b} miles\n  Year 3 (option 2)  ${c} miles\n`,
  (a: string, b: string, c: string, what: string) =>
    `The Contractor shall ${what} as follows.\n\n| Contract year | Miles |\n|---|---|\n| Year 1 | ${a} |\n| Year 2 | ${b} |\n| Year 3 | ${c} |\n`,
];

describe('miles of linear work a year with no production rate', () => {
  const cases = LINEAR.flatMap(([noun, what]) =>
    BY_YEAR.map((f, i) => ({ noun, what: what ?? '', f, name: `${noun} / layout ${i}` })),
  );
  it.each(cases)('$name', ({ what, f }) => {
    const text = `# RFQ\n\n## 1 Scope\n\n${f('20.5', '24', '18', what)}\n\nNo production records exist.\n\n## 2 Period\n\n${PERIODS}\n`;
    const r = lines(text);
    const hours = r.lines.reduce((acc, l) => acc.map((v, i) => v + (l.periodHours[i] ?? 0)), [0, 0, 0]);
    // Some assumed hours a mile, the same in every year: hours follow each year's miles.
    expect(hours[0]).toBeGreaterThan(0);
    expect(Math.round(((hours[1] ?? 0) / (hours[0] ?? 1)) * 100)).toBe(Math.round((24 / 20.5) * 100));
    expect(r.assumptions.join(' ')).toMatch(/assumed/i);
    expect(r.questions.join(' ')).toMatch(/per mile|miles per/i);
  });
});

const ITEMS = [
  ['Advisory panels convened', /panel/i],
  ['Technical evaluation panels supported', /panel/i],
  ['Summary statements edited', /per (?:document|statement)/i],
  ['Case summaries drafted', /per (?:document|summar)/i],
  ['Candidates screened for conflicts', /per (?:screening|check)/i],
  ['Background checks completed', /per (?:screening|check)/i],
];

describe('counted items by sub-period with a year column and no stated effort', () => {
  it.each(ITEMS)('%s', (label, question) => {
    const text = `# RFQ\n\n## 3 Workload\n\nThe Government estimates the following workload for a full year:\n\n| Workload item | Round 1 | Round 2 | Year |\n|---|---|---|---|\n| ${label} | 30 | 34 | 64 |\n| Participants (not Contractor staff) | 400 | 410 | 810 |\n\n## 4 Period\n\n${PERIODS}\n`;
    const r = lines(text);
    expect(r.lines.length).toBe(1);
    expect(r.lines[0]?.quantity).toBe(64);
    expect(r.questions.join(' ')).toMatch(question);
  });
});

describe('counts that are not work', () => {
  it.each([
    ['The refuge covers 41,200 acres and 96 miles of boundary.', 'miles of the whole place, no year'],
    ['The site is 42 miles from the nearest airport.', 'a distance'],
    ['The system has 62 miles of main and 4,300 manholes.', 'an inventory'],
  ])('%s (%s)', (sentence) => {
    const text = `# RFQ\n\n## 1 Scope\n\n${sentence} The Contractor shall inspect the gates.\n\n## 2 Period\n\n${PERIODS}\n`;
    expect(lines(text).lines.filter((l) => l.unit === 'mile')).toEqual([]);
  });

  it('does not take hearings recorded, or panels of a building, for panels convened', () => {
    const text = `# RFQ\n\nThe Contractor shall transcribe hearings and replace damaged ceiling panels.\n\n| Workload item | Round 1 | Round 2 | Year |\n|---|---|---|---|\n| Hearings recorded | 2,400 | 2,400 | 4,800 |\n| Ceiling panels replaced | 30 | 34 | 64 |\n\n${PERIODS}\n`;
    expect(lines(text).lines.filter((l) => l.unit === 'panel')).toEqual([]);
  });

  it('does not price participants or people served', () => {
    const text = `# RFQ\n\n| Workload item | Round 1 | Round 2 | Year |\n|---|---|---|---|\n| Reviewers seated | 180 | 150 | 330 |\n| Attendees registered | 400 | 410 | 810 |\n\n${PERIODS}\n`;
    expect(lines(text).lines).toEqual([]);
  });

  it('keeps a plan of counted work with an assumed rate at medium confidence', () => {
    const text = `# RFQ\n\n## 1 Scope\n\nThe Contractor shall brush out the trail each year:\n\n  Year 1 (base)      40 miles\n  Year 2 (option 1)  40 miles\n  Year 3 (option 2)  40 miles\n\n## 2 Period\n\n${PERIODS}\n`;
    const p = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
    expect(p.confidence?.level).toBe('medium');
  });
});
