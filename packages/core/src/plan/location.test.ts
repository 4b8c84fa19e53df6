import { describe, expect, it } from 'vitest';
import { inferLocation } from './location';

describe('inferLocation', () => {
  it('keeps an existing location', () => {
    expect(inferLocation({ location: 'Denver, CO', basis: 'remote work' })).toBe('Denver, CO');
  });

  it.each([
    ['Work may be performed remotely.', 'Remote'],
    ['Staff shall be on-site during business hours.', 'On-site'],
    ['Onsite support desk', 'On-site'],
    ['A hybrid schedule is allowed.', 'Hybrid'],
    ['Place of performance: Washington, D.C.', 'Washington, DC'],
    ['Headquarters in DC', 'Washington, DC'],
    ['Support at the Pentagon', 'Pentagon'],
    ['Guards at Fort Bragg', 'Military Base'],
    ['Patrols of the base perimeter', 'Military Base'],
    ['Services at the U.S. Embassy in Rome', 'Embassy'],
  ])('reads %j as %s', (basis, location) => {
    expect(inferLocation({ basis, mathRationale: '' })).toBe(location);
  });

  it('follows the documented order within a text', () => {
    expect(inferLocation({ basis: 'Remote support to the Pentagon' })).toBe('Remote');
  });

  it('reads basis first, then mathRationale', () => {
    expect(inferLocation({ basis: 'at the embassy', mathRationale: 'remote 2 FTE' })).toBe('Embassy');
    expect(inferLocation({ basis: 'C.3.1 help desk', mathRationale: '2 FTE on-site' })).toBe('On-site');
  });

  it("does not read contract terms such as 'Base Year' as a military base", () => {
    expect(
      inferLocation({ basis: 'Base Year plus two option years', mathRationale: 'base period 12 months' }),
    ).toBe('Not specified');
    expect(inferLocation({ basis: 'database administration' })).toBe('Not specified');
  });

  it("says 'Not specified' otherwise", () => {
    expect(inferLocation({ basis: '', mathRationale: '' })).toBe('Not specified');
    expect(inferLocation({ location: '  ' })).toBe('Not specified');
  });
});
