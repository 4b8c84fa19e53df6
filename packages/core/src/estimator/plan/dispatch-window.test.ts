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

describe('posts kept on an event’s days', () => {
  const event = (line: string) =>
    plan(
      [
        '1. Period of Performance. Twelve (12) weeks from the date of award.',
        '2. Tasks. The Contractor shall plan the forum, recruit speakers and publish the agenda.',
        `3. On-site support. ${line}`,
      ].join('\n\n'),
    );

  it('prices each post for its window on the counted days, in the period of the event', () => {
    const p = event(
      'During the set-up day and the two forum days, the Contractor shall staff the welcome desk from 7:00 a.m. to 6:00 p.m.',
    );
    const desk = p.tasks.find((t) => t.lcat === 'Welcome Desk Staff');
    expect(desk?.hours).toBe(33);
    expect(desk?.mathRationale).toContain('3 event days');
    // The planning work keeps its own line: the desk covers the days, not the forum's planning.
    expect(p.tasks.length).toBeGreaterThan(1);
    expect((p.assumptions ?? []).some((a) => /beyond the posts kept on the event's days/.test(a))).toBe(true);
  });
});
