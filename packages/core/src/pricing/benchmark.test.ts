import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as generator from '../../scripts/build-pricing-benchmarks.mjs';
import { benchmarkRates, flagRate } from './benchmark';
import { CALC_DATA_DATE, CALC_FAMILIES } from './data/calc-rates';
import { fteBought } from './fte-bought';
import { titleKey } from './title-key';

const ASOF = '2026-11-25';

describe('benchmarkRates', () => {
  it('finds a labour category’s family whatever its level and spelling', () => {
    for (const title of [
      'Program Manager',
      'Senior Program Manager III',
      'program managers',
      'Program Manager (PM)',
    ]) {
      expect(benchmarkRates(title, { asOf: ASOF })[0]?.title, title).toBe('Program Manager');
    }
  });

  it('shows percentiles as of the data and escalated to the date asked, labelled with the age', () => {
    const [pm] = benchmarkRates('Program Manager', { asOf: '2026-03-18', escalationPercent: 3 });
    const family = CALC_FAMILIES.find((f) => f[0] === 'Program Manager');
    expect(pm?.atDataDate.p50).toBe(family?.[3].toFixed(2));
    // Exactly ten years after the data date: x 1.03^10.
    const expected = (Math.round((family?.[3] ?? 0) * 1.03 ** 10 * 100) / 100).toFixed(2);
    expect(pm?.escalated.p50).toBe(expected);
    expect(pm?.ageYears).toBe(10);
    expect(pm?.label).toBe(
      `GSA CALC, IT Schedule 70 ceiling rates (18F/calc export) of ${CALC_DATA_DATE}, 10 years old, escalated 3% a year to 2026-03-18`,
    );
    const [p25, p50, p75] = [pm?.escalated.p25, pm?.escalated.p50, pm?.escalated.p75].map(Number);
    expect(p25).toBeLessThanOrEqual(p50 ?? 0);
    expect(p50).toBeLessThanOrEqual(p75 ?? 0);
  });

  it('offers near families with the same job noun, and nothing for an unknown one', () => {
    const matches = benchmarkRates('Cloud Systems Engineer', { asOf: ASOF });
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(m.title).toMatch(/Engineer$/);
    const helpDesk = benchmarkRates('Help Desk Technician', { asOf: ASOF }).map((m) => m.title);
    expect(helpDesk).toContain('Help Desk Specialist');
    for (const title of helpDesk) expect(title).toMatch(/^Help Desk/);
    expect(benchmarkRates('Zymurgist', { asOf: ASOF })).toEqual([]);
    expect(benchmarkRates('  ', { asOf: ASOF })).toEqual([]);
  });

  it('flags a burdened rate outside the 25th-75th percentile range', () => {
    const [pm] = benchmarkRates('Program Manager', { asOf: ASOF });
    if (!pm) throw new Error('no Program Manager benchmark');
    expect(flagRate('1.00', pm).status).toBe('below');
    expect(flagRate(pm.escalated.p50, pm).status).toBe('within');
    expect(flagRate('9999.00', pm)).toMatchObject({ status: 'above' });
    expect(flagRate('9999.00', pm).message).toContain('above the 75th percentile');
  });
});

describe('fteBought', () => {
  it('divides a budget by rate x hours per FTE, rounding down', () => {
    expect(fteBought('1400000', '152.34', 1920)).toEqual({
      fte: '4.78',
      math: '$1,400,000.00 / ($152.34 x 1,920 h) = 4.78 FTE',
    });
    expect(fteBought(100, 0, 1880)).toBeNull();
  });
});

describe('the benchmark data and its generator', () => {
  it('keys a title the same whatever its level words, and ships one family per key', () => {
    const word = fc.constantFrom('Systems', 'Engineer', '(PM)', 'Data', 'Analysts', '&', 'Network');
    const level = fc.constantFrom('Senior', 'II', 'Lead', 'Level 3', 'Jr.', 'Principal');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), level, level, (words, a, b) => {
        const title = words.join(' ');
        expect(titleKey(`${a} ${title} ${b}`)).toBe(titleKey(title));
      }),
    );
    const keys = CALC_FAMILIES.map((family) => titleKey(family[0]));
    for (const key of keys) expect(key.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds percentiles per family from the CSV rows priced by the hour', () => {
    const header =
      'SIN(s),SERVICE PROPOSED (e.g. Job Title/Task),MINIMUM EDUCATION/ CERTIFICATION LEVEL,MINIMUM YEARS OF EXPERIENCE,"UNIT OF ISSUE (e.g. Hour, Task, Sq ft)",PRICE OFFERED TO GSA (including IFF),CURRENT CONTRACT YEAR,CONTRACT START DATE';
    const rows = [
      '132-51,Program Manager I,Bachelors,5,Hour,100.00,2,5/5/15',
      '132-51,Program Manager II,Masters,8,Hour,$120.00 ,2,5/5/15',
      "132-51,Senior Program Managers,Bachelor's,10,Hour,140.00,1,1/1/16",
      '132-51,Program Manager III,Bachelors,12,Hour,160.00,3,1/1/15',
      '132-51,Program Manager,Bachelors,12,Task,999.00,3,1/1/15',
      '132-51,Tester,Bachelors,1,Hour,50.00,1,1/1/16',
    ];
    const built = generator.buildBenchmarks([header, ...rows].join('\n'));
    expect(built.families).toEqual([['Program Manager', 4, 115, 130, 145, 'Bachelors', 5, 9, 12]]);
    expect(built.dates.first).toBe('2016-01-01');
  });
});
