import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind, layer "who and where"): a team's make-up written after a colon or a
// dash ("Each team: a lead, two handlers and a driver") names its roles as "consists of" does.
// Domains and titles invented.
const doc = (line: string) =>
  [
    'PERFORMANCE WORK STATEMENT',
    '1. SCOPE',
    `1.1 ${line}`,
    '2. PERIOD',
    'The base period is twelve (12) months.',
  ].join('\n');
const titles = (line: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text: doc(line) } }).labourCategories.map((c) => c.title);

describe('a make-up after a colon or a dash', () => {
  it.each([
    [
      'Each team: a lead, two line painters and a driver. The Contractor shall provide two teams.',
      ['Line Painter', 'Driver'],
    ],
    ['Each inspection crew: one Crew Chief, two inspectors and one recorder.', ['Crew Chief', 'Inspector']],
    [
      'The Contractor shall provide three gather crews (each: one crew boss, four wranglers and a cook).',
      ['Wrangler', 'Cook'],
    ],
    ['Each survey party — a party chief and two chainmen. Two parties are required.', ['Party Chief']],
  ])('%s', (line, want) => {
    const found = titles(line);
    for (const t of want) expect(found).toContain(t);
  });

  it.each([
    'Each team: see Attachment 3 for the schedule.',
    'Each unit: 40 hours of preventive maintenance a year.',
    'Each crew: the Contractor shall furnish its own vehicles and tools.',
  ])('%s names no role', (line) => {
    expect(titles(line).filter((t) => !/Contractor/.test(t))).toEqual([]);
  });

  it('staffs the roles of the make-up in the plan', () => {
    const text = [
      'REQUEST FOR QUOTATIONS',
      'Pavement Marking Services',
      'SECTION C - STATEMENT OF WORK',
      'C.1 Scope. The Contractor shall mark 40 miles of county roads each year.',
      'C.2 Each team: a lead, two line painters and a driver. The Contractor shall provide two teams.',
      'C.3 Period. The base period is twelve (12) months from award.',
    ].join('\n');
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text } }).tasks.map((t) => t.lcat);
    expect(lcats.join(' | ')).toMatch(/Line Painter/);
    expect(lcats.join(' | ')).toMatch(/Driver/);
  });
});
