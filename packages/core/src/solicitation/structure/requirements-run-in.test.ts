import { describe, expect, it } from 'vitest';
import { findRequirements } from './requirements';

const found = (text: string) =>
  findRequirements(text, 0, 'ANNEX 2 - FACILITIES MAINTENANCE', '3.0').map((r) => r.text);

describe('numbered paragraphs with a run-in title or a list of verbs are requirements', () => {
  it.each([
    '3.1 **Preventive maintenance (PM).** Perform the PM program for building systems, about 3,100 work orders a year.',
    '3.2 Service orders. Respond to and complete service orders within the times of Attachment J-7.',
    '3.4 Facility condition: Inspect each facility once a year and update the condition data.',
    '9.1 Dispatch, fuel and perform preventive maintenance on the fleet of 410 vehicles.',
    '10.1 Receive, store and issue materials for installation customers in Warehouse 405.',
    '4.2.1 Sweep, mop and wax the floors of the dining facility.',
  ])('%s', (text) => {
    expect(found(text)).toHaveLength(1);
  });

  it.each([
    '1.2 Installation Description. MCLB Barstow occupies about 6,100 acres in two sites.',
    '3.3 Trades. The work requires, at a minimum, HVAC mechanics and electricians.',
    '2.1 Background. Grand Teton and Yellowstone parks employ about 1,850 seasonal staff.',
  ])('leaves description alone: %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
