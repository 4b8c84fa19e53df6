import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'ifb.md', text } }), { texts: [text] });
const derived = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => t.hoursSource === 'derived');

const job = (scope: string, extra = '') =>
  [
    'INVITATION FOR BIDS',
    'Reroofing, Maintenance Shop, Bend, Oregon',
    '',
    'Davis-Bacon wage rates apply. Standard Form 1442.',
    '',
    '1. WORK',
    '',
    `1.1 ${scope}`,
    '',
    extra,
    '',
    '2. SCHEDULE',
    '',
    '2.1 Complete the work within 120 calendar days after the notice to proceed. There are no options.',
  ].join('\n');

describe('a building-trades job sized from its quantities', () => {
  it.each([
    [
      'Tear off the existing roof over the entire roof area of 20,000 square feet and install a new membrane. Install 600 linear feet of new edge metal and coping.',
      20000 * 0.05 + 600 * 0.35,
    ],
    [
      'Remove and replace the roofing over 12,500 square feet of roof. Replace four (4) rooftop HVAC units on new curbs.',
      12500 * 0.05 + 4 * 80,
    ],
    [
      'Re-roof the building: remove the old membrane down to the deck over 8,000 square feet, and flash 10 roof drains.',
      8000 * 0.05 + 10 * 3,
    ],
  ])('%s', (scope, want) => {
    const p = plan(job(scope));
    expect(derived(p).reduce((s, t) => s + t.hours, 0)).toBe(Math.round(want));
    expect(p.openQuestions?.some((q) => /Davis-Bacon/.test(q.question))).toBe(true);
  });

  it('does not take the building footprint for the roof area', () => {
    const p = plan(
      job(
        'The shop is a one-story building of 30,000 square feet. Remove the roof over the entire roof area of 10,000 square feet and install a new membrane.',
      ),
    );
    expect(derived(p).find((t) => t.lcat === 'Roofer')?.hours).toBe(500);
  });

  it.each([
    // no construction markers: a service contract's square feet are not a roof to replace
    'The Contractor shall clean the 20,000 square feet of offices nightly.',
    // a roof inspection is no roof replacement
    'Inspect the roof of the 20,000 square feet hangar twice a year and report leaks.',
  ])('does not fire on %s', (scope) => {
    const text = job(scope).replace('Davis-Bacon wage rates apply. Standard Form 1442.', '');
    expect(derived(plan(text)).some((t) => t.lcat === 'Roofer')).toBe(false);
  });
});
