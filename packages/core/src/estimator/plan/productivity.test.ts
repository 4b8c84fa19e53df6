import { describe, expect, it } from 'vitest';
import type { Quantity } from '../../solicitation/model';
import { ruleFor } from './productivity';

const q = (value: number, noun: string, quote: string): Quantity => ({
  document: 'pws',
  ref: '1',
  quote,
  value,
  noun,
});

describe('standing IT counts when the domain was not recognised', () => {
  it.each([
    [
      350,
      'server',
      'Operate and maintain the data center, which hosts 350 servers.',
      '350 servers / 50 per FTE',
    ],
    [120, 'server', 'The contractor shall patch the 120 servers monthly.', '120 servers / 50 per FTE'],
    [
      8000,
      'workstation',
      'Support approximately 8,000 workstations across the enterprise.',
      '8,000 workstations / 500 per FTE',
    ],
    [2500, 'laptop', 'Provide desktop support for 2,500 laptops.', '2,500 laptops / 500 per FTE'],
  ])('%s %s: %s', (value, noun, quote, formula) => {
    const rule = ruleFor(q(value, noun, quote), 'other');
    expect(rule?.size(q(value, noun, quote), 1880).formula).toContain(formula);
  });

  it.each([
    [40, 'server', 'The cafeteria employs 40 servers during lunch.'],
    [300, 'workstation', 'Deliver and assemble 300 workstations (desks and chairs).'],
  ])('not IT work: %s %s', (value, noun, quote) => {
    expect(ruleFor(q(value, noun, quote), 'other')).toBeUndefined();
  });

  it('a recognised facilities domain keeps its own rules', () => {
    expect(ruleFor(q(350, 'server', 'The data center hosts 350 servers.'), 'facilities')).toBeUndefined();
  });
});

describe('cases stocked at an assumed productivity', () => {
  const perYear = (value: number, quote: string): Quantity => ({ ...q(value, 'case', quote), per: 'year' });
  it.each([
    ['B.1: Shelf stocking, dry grocery — Base Period 676,000 CS', 676_000],
    ['The commissary stocks about 520,000 cases a year on the sales floor.', 520_000],
    ['Grocery store shelves: 300,000 cases are put up each year.', 300_000],
  ])('sizes %j at 60 cases a labour hour and says so', (quote, value) => {
    const rule = ruleFor(perYear(value, quote), 'other');
    expect(rule?.role).toBe('Stocker');
    expect(rule?.size(perYear(value, quote), 2080).annual).toBe(Math.round(value / 60));
    expect(rule?.rule).toMatch(/cases a labour hour/);
  });

  it.each([
    ['The court closed 4,200 cases last year.'],
    ['Caseworkers manage 900 cases of benefit appeals a year.'],
  ])('does not size cases that are not stocked: %j', (quote) => {
    expect(ruleFor(perYear(4200, quote), 'other')?.role).not.toBe('Stocker');
  });
});

describe('a schedule that counts cases in its unit of issue', () => {
  it('reads CS as cases and sizes the stocking at the assumed productivity', async () => {
    const { readSolicitation } = await import('../../solicitation/read-solicitation');
    const { buildPlan } = await import('./build-plan');
    const text = `# Shelf Stocking Services

## B.1 Schedule

| CLIN | Description | Est. Qty | Unit |
|---|---|---|---|
| 0001 | Shelf stocking, grocery — Base Year | 300,000 | CS |
| 0002 | Shelf stocking, frozen — Base Year | 60,000 | CS |

## C.1 Scope
C.1.1 The Contractor shall stock the commissary shelves each night. The Government does not state the number of personnel.

## F.1 Period
F.1 Base Year: twelve (12) months.
`;
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    expect(plan.tasks.find((t) => t.lcat === 'Stocker')?.hours).toBe(6000);
  });
});
