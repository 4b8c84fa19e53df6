import { describe, expect, it } from 'vitest';
import { deniesWork, isNegatedAt, negatesTerm } from './negation';

// Terms a reader takes from a sentence: coverage, work, task areas and roles.
const TERMS = [
  '24x7 coverage',
  'on-call support',
  'evening work',
  'weekend staffing',
  'holiday coverage',
  'second-shift operations',
  'surge support',
  'data migration',
  'Tier 3 engineering',
  'a Database Administrator',
  'courier services',
];

// Negation forms; {T} is the term. Every one leaves the term out of the work.
const NEGATED = [
  'No {T} is required.',
  'No {T} will be required under this order.',
  'There is no requirement for {T}.',
  '{T} is not required.',
  '{T} is NOT required at any site.',
  '{T} will not be required during the base period.',
  '{T} is not expected.',
  '{T} is excluded from this requirement.',
  '{T} is specifically excluded.',
  '{T} is outside the scope of this effort.',
  '{T} is out of scope.',
  '{T} is not part of this task order.',
  '{T} may be required in later task orders (not priced here).',
  '{T} will be addressed under a separate task order.',
  'The Contractor will not be required to provide {T}.',
  'The Contractor shall not be required to furnish {T}.',
  'The vendor is not expected to provide {T}.',
  'Offerors need not propose {T}.',
  'The Government will provide {T}.',
  'Government personnel will perform {T}.',
  '{T} will be provided by the Government.',
  '{T} remains the responsibility of the Government.',
  'The Contractor shall support all functions except {T}.',
  'The Contractor shall support all functions other than {T}.',
  'All services, excluding {T}, are in scope.',
  'Services shall be provided without {T}.',
  'The Contractor shall staff the help desk during business hours, but {T} is not required.',
  'The Contractor shall staff the help desk; {T} is not required.',
  'Help desk support is required, but {T} is not.',
];

// Forms where a negation in the sentence is about something else, and the term stays work.
const KEPT = [
  'The Contractor shall provide {T}.',
  'No later than 30 days after award, the Contractor shall provide {T}.',
  'Not later than the fifth day, the vendor shall begin {T}.',
  'The Contractor shall provide not less than two guards for {T}.',
  'The Contractor shall provide no fewer than three staff for {T}.',
  '{T} shall not exceed 2,080 hours a year.',
  'The Contractor shall provide {T}, not to exceed 2,080 hours.',
  'Nothing in this clause relieves the Contractor of {T}.',
  'The Contractor shall provide {T} at no additional cost to the Government.',
  'The Contractor shall provide {T} with no interruption.',
  'The Contractor shall provide {T} without regard to holidays.',
  'The Government will review reports on {T}.',
  'The Government will provide office space, and the Contractor shall provide {T}.',
  'Weekend work is not required; the Contractor shall provide {T}.',
  'Telework is not authorized, but {T} is required.',
  'The Contractor shall not leave posts unattended during {T}.',
  '{T} is required, not optional.',
  'Failure to provide {T} is not acceptable.',
  'Each report shall be checked by a person other than its author before {T}.',
  'The Contractor shall begin at no separate charge, including {T}.',
  'No more than three persons shall travel for {T}.',
  '{T} is outside the fee limitation and shall be priced separately.',
  'The Contractor shall provide, with no exceptions, {T}.',
  'The system shall be retired without losing {T}.',
];

function at(form: string, term: string): { text: string; start: number; end: number } {
  const t = form.startsWith('{T}') ? term[0]?.toUpperCase() + term.slice(1) : term;
  const text = form.replace('{T}', t);
  const start = form.indexOf('{T}');
  return { text, start, end: start + t.length };
}

describe('isNegatedAt: negation forms x terms', () => {
  for (const form of NEGATED)
    it(`reads "${form}" as leaving every term out`, () => {
      const missed = TERMS.filter((term) => {
        const { text, start, end } = at(form, term);
        return !isNegatedAt(text, start, end);
      });
      expect(missed).toEqual([]);
    });
  for (const form of KEPT)
    it(`keeps every term of "${form}"`, () => {
      const fired = TERMS.filter((term) => {
        const { text, start, end } = at(form, term);
        return isNegatedAt(text, start, end);
      });
      expect(fired).toEqual([]);
    });
});

describe('isNegatedAt: positions in a list and in the sentence', () => {
  const lists = [
    'No evening, weekend or on-call work is required.',
    'No on-call, evening or weekend work is required.',
    'Neither weekend nor on-call work is anticipated.',
    'Evening, weekend and on-call work are not required.',
    'Weekend, holiday and on-call support is excluded from this requirement.',
  ];
  for (const text of lists)
    it(`leaves out each listed term in "${text}"`, () => {
      for (const w of [/evening/i, /weekend/i, /on-call/i, /holiday/i].filter((r) => r.test(text)))
        expect(negatesTerm(text, w), String(w)).toBe(true);
    });
  it('keeps the term of one clause when the next clause negates another', () => {
    const s = 'The Contractor shall provide on-call support after hours; weekend staffing is not required.';
    expect(negatesTerm(s, /on-call/)).toBe(false);
    expect(negatesTerm(s, /weekend/)).toBe(true);
  });
  it('leaves out a time phrase of a denied predicate', () => {
    for (const [s, w] of [
      ['No work is required on weekends or federal holidays.', /holidays/],
      ['Coverage is not required during the evening hours.', /evening/],
      ['No staffing will be needed between 6:00 p.m. and 6:00 a.m.', /6:00 p\.m\./],
    ] as const)
      expect(negatesTerm(s, w), s).toBe(true);
    expect(negatesTerm('Work is required on weekends and holidays.', /holidays/)).toBe(false);
  });
  it('reads a sentence whose only work is excluded as no work', () => {
    const work = /\b(?:provid|support|migrat|staff)\w*/i;
    expect(deniesWork('No data migration is required.', work)).toBe(true);
    expect(deniesWork('The Contractor shall not be required to provide weekend support.', work)).toBe(true);
    expect(deniesWork('Modernization of the elevators is not part of this contract.', work)).toBe(true);
    expect(
      deniesWork('The Contractor shall provide help desk support except on federal holidays.', work),
    ).toBe(false);
    expect(deniesWork('No more than two (2) people shall travel.', work)).toBe(false);
  });
  it('keeps the term a leading clause only times', () => {
    const s = 'Within no more than sixty (60) days, the contractor shall begin surge support.';
    expect(negatesTerm(s, /surge/)).toBe(false);
  });
});
