import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';
import { unpricedManager } from './work-groups';

// Twelfth session (blind, layer "who and where"): a manager or point of contact the documents
// say is not priced ("not separately priced", "shall not be billed on any CLIN", overhead "not
// priced as labor") is no line of the plan; the plan says why. Shapes invented.

const doc = (extra: string) =>
  [
    'REQUEST FOR QUOTATIONS',
    'Grounds Mowing Services',
    '',
    'SECTION C - STATEMENT OF WORK',
    'C.1 Scope. The Contractor shall mow and trim the grounds of the visitor area.',
    `C.2 ${extra}`,
    'C.3 Period. The base period is twelve (12) months from award.',
  ].join('\n');

const MANAGER = /\b(?:Project|Program|Site|Contract)\s+Manager\b/;

describe('a manager the documents do not price', () => {
  it.each([
    "The Contractor's project manager is not separately priced and shall not be billed on any CLIN.",
    'The Contractor shall name a point of contact; the point of contact shall not be billed on any CLIN.',
    'Management and supervision are overhead and shall not be priced as labor.',
    "The site supervisor's time is not separately priced; it is included in the unit prices.",
    'No separate payment will be made for the contract manager.',
    'The program manager is an indirect cost to be recovered in the unit prices and shall not be priced as a labor category.',
  ])('%s -> no manager line', (extra) => {
    const plan = estimatePlan({ primary: { name: 'rfq.txt', text: doc(extra) } });
    expect(plan.tasks.map((t) => t.lcat).join(' | ')).not.toMatch(MANAGER);
    expect(plan.tasks.length).toBeGreaterThan(0);
    expect((plan.assumptions ?? []).join(' ')).toMatch(/not priced as labou?r/i);
  });

  // Must not fire: something else is unpriced, or the manager is priced.
  it.each([
    'Travel is not separately priced. The Contractor shall provide a project manager.',
    'The project manager shall be priced under CLIN 0002.',
    'Mobilization is not separately priced and shall not be billed on any CLIN.',
    'The Contracting Officer shall not be billed for any work outside the schedule.',
  ])('%s keeps the manager', (extra) => {
    const plan = estimatePlan({ primary: { name: 'rfq.txt', text: doc(extra) } });
    expect(plan.tasks.map((t) => t.lcat).join(' | ')).toMatch(MANAGER);
  });

  it('reads the quote of the sentence', () => {
    expect(unpricedManager(['A. x. The project manager is not separately priced. B.'])).toBe(
      'The project manager is not separately priced.',
    );
    expect(
      unpricedManager(['The project manager shall attend meetings. Travel is not separately priced.']),
    ).toBeUndefined();
  });
});
