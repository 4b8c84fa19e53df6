import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Whole small solicitations that name roles with no number: each role gets a line at an
// assumed fraction that says so, and one question asks for the number.
const doc = (staffing: string, extra = '') =>
  [
    'SECTION C - STATEMENT OF WORK',
    'C.1 SCOPE',
    'The Contractor shall operate the employee counseling program for the agency.',
    'C.2 TASKS',
    'C.2.1 Answer the intake line and schedule sessions.',
    'C.2.2 Provide short-term counseling and referral.',
    'C.3 PERIOD OF PERFORMANCE',
    'The period of performance is one (1) base year and one (1) option year of twelve (12) months.',
    'C.4 STAFFING',
    staffing,
    extra,
  ].join('\n');
const plan = (staffing: string, extra = '') =>
  estimatePlan({ primary: { name: 'sow', text: doc(staffing, extra) } });

describe('estimatePlan: roles named with no number', () => {
  it('prices each on an assumed line and asks how many (as needed)', () => {
    const p = plan(
      'The Contractor shall provide licensed counselors and intake coordinators as needed to meet the access standards.',
    );
    // The draft may already staff a role (its task areas' counselor): then no second line is added.
    expect([...new Set(p.tasks.map((t) => t.lcat))]).toEqual(
      expect.arrayContaining(['Counselor', 'Intake Coordinator']),
    );
    for (const t of p.tasks.filter((t) => t.lcat === 'Intake Coordinator')) {
      expect(t.hoursSource).toBe('assumed');
      expect(t.basis).toMatch(/with no number .* FTE assumed/);
      expect(t.hours).toBeGreaterThan(0);
    }
    expect(
      (p.openQuestions ?? []).some((q) => /Counselor.*no number stated.*How many/.test(q.question)),
    ).toBe(true);
  });

  it('reads the number the Government does not specify', () => {
    const p = plan(
      'C.4.1 A full-time Program Manager (Key Personnel) leads the work.\nThe Government does not specify the number of case managers.',
    );
    expect(p.tasks.some((t) => t.lcat === 'Case Manager' && t.hoursSource === 'assumed')).toBe(true);
  });

  it('adds the role to stated staffing without changing the stated lines', () => {
    const p = plan(
      'The Contractor shall provide two (2) full-time Intake Specialists. The Contractor shall furnish qualified peer mentors as required.',
    );
    const stated = p.tasks.filter((t) => t.hoursSource === 'stated');
    expect(stated.reduce((s, t) => s + t.hours, 0)).toBeGreaterThan(0);
    expect(p.tasks.some((t) => t.lcat === 'Peer Mentor' && t.hoursSource === 'assumed')).toBe(true);
  });

  it('adds nothing for materials, meetings or the Government staff provided as needed', () => {
    const p = plan(
      'The Contractor shall provide two (2) full-time Intake Specialists.',
      'The Contractor shall provide supplies as needed and attend meetings as required. The Government will provide escorts as needed.',
    );
    expect(p.tasks.some((t) => /Escort|Supply|Meeting/.test(t.lcat))).toBe(false);
    expect((p.openQuestions ?? []).some((q) => /no number stated/.test(q.question))).toBe(false);
  });
});
