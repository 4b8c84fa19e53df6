import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Whole small solicitations that name their labour categories without hours: the plan's lines
// are the named team, titles verbatim, key flags from the documents, and no role of its own.
const frame = (naming: string) =>
  [
    'SECTION C - STATEMENT OF WORK',
    'C.1 SCOPE',
    'The Contractor shall provide all personnel and supervision to operate the visitor ferry and its landings.',
    'C.2 TASKS',
    'C.2.1 Operate the ferry on the published schedule.',
    'C.2.2 Maintain the landings, ramps and mooring lines.',
    'C.3 PERIOD OF PERFORMANCE',
    'The period of performance is one (1) base year and one (1) option year of twelve (12) months.',
    naming,
    "G.2 The Contracting Officer's Representative (COR) will inspect the work.",
  ].join('\n');
const plan = (naming: string) => estimatePlan({ primary: { name: 'sow', text: frame(naming) } });
const lcats = (naming: string) => [...new Set(plan(naming).tasks.map((t) => t.lcat))].sort();

describe('estimatePlan: the categories a document names are the team', () => {
  it('staffs each named category and no other role, from a blank price schedule', () => {
    const p = plan(
      'B.2 PRICE SCHEDULE\n| Item | Labor Category | Hours | Rate | Amount |\n|---|---|---|---|---|\n| 0001AA | Ferry Captain | | | |\n| 0001AB | Ferry Purser II | | | |\n| 0001AC | Landing Attendant | | | |\nThe Ferry Captain is designated Key Personnel.',
    );
    expect([...new Set(p.tasks.map((t) => t.lcat))].sort()).toEqual([
      'Ferry Captain',
      'Ferry Purser II',
      'Landing Attendant',
    ]);
    expect([...new Set(p.tasks.filter((t) => t.keyPersonnel).map((t) => t.lcat))]).toEqual(['Ferry Captain']);
    expect(p.assumptions?.some((a) => /name 3 labour categories without hours/.test(a))).toBe(true);
  });

  it('staffs the roles a team "shall include"', () => {
    expect(
      lcats(
        'C.4 PERSONNEL\nThe crew shall include: a) a Ferry Captain (Key); b) a Deck Mechanic; c) a Ticket Clerk.',
      ),
    ).toEqual(['Deck Mechanic', 'Ferry Captain', 'Ticket Clerk']);
  });

  it('staffs the titles of qualification paragraphs, no manager added', () => {
    expect(
      lcats(
        'C.4 QUALIFICATIONS\nC.4.1 The Sr. Ferry Pilot shall hold a master license and 8 years of experience.\nC.4.2 The Ramp Technician shall have 2 years of experience with hydraulic ramps.',
      ),
    ).toEqual(['Ramp Technician', 'Sr. Ferry Pilot']);
  });

  it('keeps its own roles when the document names only a manager', () => {
    const named = lcats('C.4 The Contractor shall provide a Project Manager who directs the work.');
    expect(named).toContain('Project Manager');
    expect(named.length).toBeGreaterThan(1);
  });

  it('takes a credential someone must hold for no category of the team', () => {
    const named = lcats(
      'C.4 The Contractor shall provide a Ferry Captain who commands the vessel. The Ferry Captain is Key Personnel and shall be a Licensed Marine Engineer with ten years of experience.',
    );
    expect(named).not.toContain('Licensed Marine Engineer');
  });
});
