import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Posts or a minimum crew on duty at all times are filled every hour: someone must stand in for
// the people on leave, sick or in training. The plan asks how, and says the relief factor it uses.
const plan = (text: string) => estimatePlan({ primary: { name: 'pws.md', text } });
const asked = (p: ReturnType<typeof plan>) => (p.openQuestions ?? []).map((q) => q.question);
const assumed = (p: ReturnType<typeof plan>) => p.assumptions ?? [];

const PWS = (duty: string) => `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall operate the county water treatment plant and its pump stations.

## C.2 Staffing
${duty}

## C.3 Period of Performance
The period of performance is twelve (12) months from award.
`;

describe('posts on duty at all times ask for relief', () => {
  it.each([
    'A minimum of two (2) licensed plant operators shall be on duty at all times.',
    'The Contractor shall keep one (1) dispatcher on duty 24 hours a day, 7 days a week.',
    'The control room shall be staffed at all times by two (2) operators.',
    'Three (3) fixed posts shall be manned around the clock, every day of the year.',
  ])('"%s" asks how relief is covered and states the factor', (duty) => {
    const p = plan(PWS(duty));
    expect(asked(p).some((q) => /relief/i.test(q) && /leave/i.test(q) && /sick/i.test(q))).toBe(true);
    expect(assumed(p).some((a) => /relief factor (?:of )?\d/i.test(a))).toBe(true);
  });
});

describe('no relief question without posts kept at all times', () => {
  it.each([
    'The Contractor shall comply with the plant safety rules at all times.',
    'One (1) operator shall be on call at all times to respond within two (2) hours.',
    'The Contractor is not required to staff the plant at all times; one (1) operator works 8:00 a.m. to 4:30 p.m. Monday through Friday.',
    'No smoking is permitted in the control room at any time.',
  ])('"%s" asks no relief', (duty) => {
    const p = plan(PWS(duty));
    expect(asked(p).some((q) => /how should relief/i.test(q))).toBe(false);
  });

  it('asks relief once beside the weekend question', () => {
    const p = plan(PWS('Two (2) operators shall be on duty at all times, every day of the year.'));
    expect(asked(p).filter((q) => /relief/i.test(q))).toHaveLength(1);
  });
});
