import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Invented schedules whose whole effort the documents give as units x people x hours (a counted
// day of a thing, the people it takes a day, each one's shift): the plan adds no manager or
// coordinator they do not ask for; one they name only on call is a small share; one they staff stays.
const UNITS = [
  { noun: 'Building', people: 'fire watch personnel' },
  { noun: 'Work zone', people: 'flaggers' },
  { noun: 'Ward', people: 'patient sitters' },
  { noun: 'Classroom', people: 'proctors' },
];
const STAFFING = [
  (p: string, n: string) =>
    `The Contractor shall provide two (2) ${p} per ${n.toLowerCase()} per day, each working an eight (8) hour shift.`,
  (p: string, n: string) =>
    `Staffing: 2 ${p} per ${n.toLowerCase()} on every day ordered. Shifts are 8 hours.`,
  (p: string, n: string) =>
    `The Contractor shall station two ${p} at each ${n.toLowerCase()} per day; each works one eight (8) hour shift.`,
];
const PERIODS =
  'Base year: 1 March 2031 through 28 February 2032. Option year 1: 1 March 2032 through 28 February 2033.';

function doc(noun: string, staffing: string, extra = ''): string {
  const n = noun.replace(/\s+/g, ' ');
  return `# Request for quotation\n\n## Section B\n\n| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n| 0001 | Coverage, base year | 600 | ${n}-day |\n| 1001 | Coverage, option year 1 | 400 | ${n}-day |\n\n## Section C Work statement\n\nC.1 The Contractor shall provide coverage on the days ordered by the COR.\n\nC.2 ${staffing}\n\n${extra ? `C.3 ${extra}\n\n` : ''}## Section F\n\n${PERIODS}\n`;
}

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
const base = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);

describe('units x people x hours: no head the documents do not ask for', () => {
  const cases = UNITS.flatMap((u) => STAFFING.map((s, i) => ({ u, s, name: `${u.noun} / staffing ${i}` })));
  it.each(cases)('$name', ({ u, s }) => {
    const p = plan(doc(u.noun, s(u.people, u.noun)));
    // 600 x 2 x 8 = 9,600 in the base year, nothing on top.
    expect(base(p)).toBe(9600);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
    expect(p.openQuestions?.some((q) => /manager or coordinator apart/.test(String(q.question ?? q)))).toBe(
      true,
    );
  });

  it.each([
    'The Contractor shall designate a Coverage Coordinator (key personnel) who is available on call to receive orders.',
    'The Contractor shall name a Site Coordinator as the point of contact for the COR.',
  ])('a head named only on call is a tenth of a year: %s', (extra) => {
    const p = plan(doc('Building', STAFFING[0]?.('fire watch personnel', 'Building') ?? '', extra));
    const head = p.tasks.find((t) => /coordinator/i.test(t.lcat));
    expect(head?.hours).toBe(188);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
  });
});

describe('heads that stay (must not fire)', () => {
  it('a head the documents staff full time', () => {
    const p = plan(
      doc(
        'Building',
        STAFFING[0]?.('fire watch personnel', 'Building') ?? '',
        'The Contractor shall provide a full-time Site Supervisor (key personnel) on site during all shifts.',
      ),
    );
    const head = p.tasks.find((t) => /supervisor/i.test(t.lcat));
    expect(head?.hours ?? 0).toBeGreaterThanOrEqual(940);
  });

  it('a unit-day with no shift stated keeps its manager', () => {
    const p = plan(
      doc('Building', 'The Contractor shall provide two (2) fire watch personnel per building per day.'),
    );
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(true);
  });
});
