import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const plan = (text: string) => buildPlan(readSolicitation({ primary: { name: 'pws.txt', text } }));
const doc = (staffing: string) =>
  [
    '1. Period of Performance. One base year of twelve months.',
    '2. Scope. The Contractor shall operate the courier vans on fixed routes between the depots.',
    `3. Dispatch. ${staffing}`,
  ].join('\n\n');

describe('a staffed dispatch office is a Dispatcher post', () => {
  it('prices the window of the dispatch office as a Dispatcher', () => {
    for (const staffing of [
      'The Contractor shall staff the dispatch office from 6:00 a.m. until the last van returns (about 7:00 p.m.) on each weekday.',
      'The Contractor shall staff the dispatch desk from 5:30 a.m. to 6:30 p.m., Monday through Friday.',
      'The dispatching center shall be staffed from 0600 to 1900 on weekdays.',
    ]) {
      const line = plan(doc(staffing)).tasks.find((t) => t.lcat === 'Dispatcher');
      expect(line?.hours).toBeGreaterThan(3000);
    }
  });

  it('keeps a scheduling office a Scheduler and adds no dispatcher without a dispatch post', () => {
    expect(
      plan(
        doc(
          'The Contractor shall staff the scheduling office from 8:00 a.m. to 4:00 p.m., Monday through Friday.',
        ),
      ).tasks.some((t) => t.lcat === 'Dispatcher'),
    ).toBe(false);
  });
});
