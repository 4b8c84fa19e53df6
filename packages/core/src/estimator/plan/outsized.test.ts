import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../index';

const doc = (work: string) =>
  `SECTION C\n\nC.1 SCOPE\n\nThe Contractor shall provide records services for the agency.\n\nC.2 PERIOD OF PERFORMANCE\n\nThe period of performance consists of one (1) twelve-month base period and two (2) twelve-month option periods.\n\nC.3 WORKLOAD\n\n${work}\n`;
const plan = (work: string) => estimatePlan({ primary: { name: 'pws', text: doc(work) } });
const SAID = /about [\d,]+ FTE .*nothing in the documents/i;

describe('a derived line of hundreds of FTE is checked against the documents’ scale', () => {
  it.each([
    'The Contractor shall process approximately 4,000,000 meter reads a year. Each meter read takes about 5 minutes.',
    'The Contractor shall review approximately 900,000 benefit claims a year. Each claim review takes about 30 minutes.',
    'The Contractor shall inspect about 50,000 culverts each month. Each culvert inspection takes about 45 minutes.',
  ])('says so, asks, and lowers confidence when nothing shows work that large: %s', (work) => {
    const p = plan(work);
    expect((p.assumptions ?? []).some((a) => SAID.test(a))).toBe(true);
    expect((p.openQuestions ?? []).some((q) => /is work of that size intended/i.test(q.question))).toBe(true);
    expect(p.confidence?.level).toBe('low');
  });

  it.each([
    // A few people of work: nothing to check.
    'The Contractor shall process approximately 20,000 meter reads a year. Each meter read takes about 5 minutes.',
    // The documents state a workforce of that size.
    'The Contractor shall review approximately 900,000 benefit claims a year. Each claim review takes about 30 minutes. Historically, this workload has been performed by 180 full-time employees.',
    // A large stated-rate line the history backs.
    'The Contractor shall inspect about 50,000 culverts each month. Each culvert inspection takes about 45 minutes. The incumbent currently performs this work with 170 FTEs.',
  ])('stays silent when the scale is small or stated: %s', (work) => {
    const p = plan(work);
    expect((p.assumptions ?? []).some((a) => SAID.test(a))).toBe(false);
  });
});
