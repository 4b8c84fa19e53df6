import { describe, expect, it } from 'vitest';
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
