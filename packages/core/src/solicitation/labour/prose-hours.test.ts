import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { readSolicitation } from '../index';

const stated = (text: string) =>
  readSolicitation({ primary: { name: 'pws', text } }).labourCategories.map(
    (c) => `${c.title}|${c.stated.map((a) => `${a.period}:${a.hours ?? a.fte ?? a.people}`).join(',')}`,
  );

describe('yearly hours of a category stated with a verb between title and amount', () => {
  it.each([
    'The level of effort for the Kennel Attendant is 2,400 hours per year.',
    'Effort for each Kennel Attendant will be approximately 2,400 hours per year.',
    'The estimated effort of the Kennel Attendant is estimated at 2,400 hours annually.',
  ])('"%s" gives the Kennel Attendant 2,400 h', (sentence) => {
    expect(stated(`1. SCOPE\nKennel services.\n2. STAFFING\n${sentence}`)).toEqual([
      'Kennel Attendant|Annual:2400',
    ]);
  });
  it.each([
    'The level of effort for the Base Year is 4,000 hours.',
    'The total for the contract is 9,000 hours.',
    'Support for the Contractor is 500 hours of training a year.',
  ])('"%s" names no category', (sentence) => {
    expect(stated(`1. SCOPE\nKennel services.\n2. STAFFING\n${sentence}`)).toEqual([]);
  });
});

describe('a heading opens a new passage for the period of stated hours', () => {
  it.each([
    'The total extension of performance under FAR 52.217-8 shall not exceed 6 months.',
    'Option Period 2 begins after the first option is exercised.',
    'The Base Year pricing is due with the proposal.',
  ])('"%s" before a heading does not name the period', (before) => {
    const text = `1. TERMS\n${before}\n2. STAFFING\nThe level of effort for the Hatchery Technician is 1,700 hours per year.`;
    expect(stated(text)).toEqual(['Hatchery Technician|Annual:1700']);
  });
});

describe('hours a sentence states period by period', () => {
  const term = '\n3. TERM\nA base period of twelve (12) months and two (2) twelve-month option periods.';
  it.each([
    'The level of effort for the Range Inspector is 800 hours for the base period and 1,400 hours for each option year.',
    'Hours for the Range Inspector are estimated at 800 hours in the base year, and 1,400 hours in each of the option periods.',
    'The estimated effort of the Range Inspector is 800 hours during the base period and 1,400 hours for all option periods.',
  ])('"%s" gives each period its hours', (sentence) => {
    expect(stated(`1. SCOPE\nRange services.\n2. STAFFING\n${sentence}${term}`)).toEqual([
      expect.stringMatching(/^Range Inspector\|[a-z ]+:800,Option 1:1400,Option 2:1400$/i),
    ]);
  });
  it.each([
    'The level of effort for the Range Inspector is 800 hours per year, to be used before the base period ends.',
    'The level of effort for the Range Inspector is 800 hours. Work for each option period is priced separately.',
  ])('"%s" states one yearly amount', (sentence) => {
    expect(stated(`1. SCOPE\nRange services.\n2. STAFFING\n${sentence}${term}`)).toEqual([
      'Range Inspector|Annual:800',
    ]);
  });
  it('a category’s own amount read again as a total adds no line', () => {
    const text = `1. SCOPE\nRange services.\n2. STAFFING\nThe level of effort for the Range Inspector is 800 hours for the base period and 3,000 hours for each option year.${term}`;
    const plan = estimatePlan({ primary: { name: 'pws', text } });
    expect(plan.tasks.map((t) => `${t.lcat}|${t.periods?.map((p) => p.hours).join(',')}`)).toEqual([
      'Range Inspector|800,3000,3000',
    ]);
  });
});
