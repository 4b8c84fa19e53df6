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
