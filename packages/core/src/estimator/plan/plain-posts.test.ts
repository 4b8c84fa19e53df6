import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// "Two licensed operators shall be on duty at the plant at all times, every day of the year":
// a 24x7 post in plain words, priced as posts x 8,760 h, with relief asked and the manager kept
// as the one full-time key person the documents name (no Project Manager invented).
const plan = (text: string) => estimatePlan({ primary: { name: 'pws.md', text } });
const hours = (p: ReturnType<typeof plan>, re: RegExp) =>
  p.tasks.filter((t) => re.test(t.lcat)).reduce((s, t) => s + t.hours, 0);
const asked = (p: ReturnType<typeof plan>) => (p.openQuestions ?? []).map((q) => q.question);

const PWS = (duty: string) => `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall operate and maintain the district's raw water intake and pumping station.

## C.2 Staffing
${duty}

## C.3 Period of Performance
The period of performance is twelve (12) months from award.
`;

describe('plain posts at all times in the plan', () => {
  it('prices two operators kept at all times as two 24x7 posts and asks for relief', () => {
    const p = plan(
      PWS(
        'Two licensed operators shall be on duty at the pumping station at all times, every day of the year. The Contractor shall also provide one full-time Chief Operator (Key Personnel), Monday through Friday. For pricing, one FTE equals 2,080 hours.',
      ),
    );
    expect(hours(p, /^Licensed Operator$/)).toBe(17_520);
    expect(p.tasks.find((t) => t.lcat === 'Licensed Operator')?.mathRationale).toMatch(
      /2 posts? x 24 h x 365 d/,
    );
    expect(hours(p, /Chief Operator/)).toBe(2080);
    expect(p.tasks.some((t) => /project manager/i.test(t.lcat))).toBe(false);
    expect(asked(p).some((q) => /relief/i.test(q))).toBe(true);
  });

  it('keeps no post for a conduct rule at all times', () => {
    const p = plan(
      PWS(
        'One (1) operator shall staff the station from 7:00 a.m. to 3:30 p.m., Monday through Friday. Two (2) operators on duty at the station shall wear hearing protection at all times.',
      ),
    );
    expect(hours(p, /Operator/)).toBeLessThan(8760);
    expect(asked(p).some((q) => /how should relief/i.test(q))).toBe(false);
  });
});
