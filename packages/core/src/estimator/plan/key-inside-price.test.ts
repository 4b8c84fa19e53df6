import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Twelfth session (blind, layer "who and where"): a key person whose time the documents put
// inside another line's unit price ("the TCS is included in the team-day price") is still a
// key role of the plan, and the plan says where its hours are priced. Shapes invented.
const doc = (line: string) =>
  [
    'REQUEST FOR QUOTATIONS',
    'Pavement Marking Services',
    'SECTION C - STATEMENT OF WORK',
    'C.1 Scope. The Contractor shall mark 40 miles of county roads each year, priced per team-day.',
    `C.2 ${line}`,
    'C.3 Period. The base period is twelve (12) months from award.',
  ].join('\n');
const plan = (line: string) => estimatePlan({ primary: { name: 'rfq.txt', text: doc(line) } });

describe('a key role priced inside another line', () => {
  it.each([
    [
      'The Traffic Control Supervisor (TCS) is Key Personnel; the TCS is included in the team-day price.',
      /Traffic Control Supervisor/,
    ],
    ["The Foreman is Key Personnel. The Foreman's hours are included in the crew-day rate.", /Foreman/],
    [
      'The Marking Superintendent is a key position and is included in the unit price of each mile.',
      /Marking Superintendent/,
    ],
  ])('%s', (line, role) => {
    const p = plan(line);
    const task = p.tasks.find((t) => role.test(t.lcat));
    expect(task?.keyPersonnel).toBe(true);
    expect((p.assumptions ?? []).join(' ')).toMatch(
      new RegExp(
        `${role.source}[^.]*(?:inside|included in)[^.]*price|${role.source}[^.]*(?:inside|included in)[^.]*rate`,
      ),
    );
  });

  it.each([
    'The Foreman is Key Personnel. Fuel and paint are included in the unit price.',
    'The Traffic Control Supervisor shall be on site and is included in the team-day price.',
  ])('%s says nothing of a key role inside a price', (line) => {
    expect((plan(line).assumptions ?? []).join(' ')).not.toMatch(
      /key[^.]*(?:inside|included in)[^.]*(?:price|rate)/i,
    );
  });
});
