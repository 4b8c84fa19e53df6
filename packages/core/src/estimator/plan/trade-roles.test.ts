import { describe, expect, it } from 'vitest';
import { roleFor } from './roles';
import { tradesNamed } from './trade-roles';

describe('base operations functional areas become SCA trades', () => {
  it.each([
    ['Provide integrated pest management by DoD-certified pesticide applicators.', 'Pest Controller'],
    [
      'Operate the water treatment plant and the wastewater treatment plant 24 hours a day.',
      'Water Treatment Plant Operator',
    ],
    [
      'Collect about 6,400 tons of solid waste and recyclables and deliver them to the landfill.',
      'Refuse Collector',
    ],
    ['Provide a shuttle bus between the two sites and driver services on request.', 'Motor Vehicle Operator'],
    [
      'Receive, store and issue materials in the warehouse, about 22,000 transactions a year.',
      'Warehouse Specialist',
    ],
    ['Perform preventive maintenance on the fleet of 410 vehicles and forklifts.', 'Automotive Mechanic'],
    ['Clean restrooms daily and empty trash.', 'Custodian'],
    ['Mow the grounds and maintain irrigation.', 'Grounds Maintenance Worker'],
  ])('%s -> %s', (text, role) => {
    expect(roleFor(text, 'facilities')).toBe(role);
  });

  it('splits a maintenance element that names several trades', () => {
    expect(
      tradesNamed(
        'Perform the PM program for building systems (HVAC, electrical, plumbing, roofing).',
        'facilities',
      ),
    ).toEqual(['HVAC Mechanic', 'Electrician', 'Plumber', 'Roofer']);
    expect(
      tradesNamed(
        'Repair boilers, electrical panels and pipefitting in the barracks; repair framing and do painting.',
        'logistics',
      ),
    ).toEqual(['HVAC Mechanic', 'Electrician', 'Plumber', 'Carpenter', 'Painter']);
  });

  it('offers no trade for one trade alone or outside facility services', () => {
    expect(tradesNamed('Maintain the HVAC systems.', 'facilities')).toEqual([]);
    expect(tradesNamed('Design the HVAC, electrical and plumbing systems.', 'construction')).toEqual([]);
    expect(roleFor('Collect tons of solid waste for recycling studies.', 'research')).not.toBe(
      'Refuse Collector',
    );
    expect(roleFor('Dispatch calls from the help desk queue to drivers.', 'it')).not.toBe(
      'Motor Vehicle Operator',
    );
  });
});

describe('a blanket scope sentence is no work element', () => {
  it('leaves "provide all management, supervision, labor, equipment and materials" to the whole plan', async () => {
    const { workGroups, teamHeads } = await import('./work-groups');
    const { workAreas } = await import('./work-elements');
    const { planFrame } = await import('./frame');
    const { areasWith, model } = await import('./test-models');
    const m = model({
      domain: { domain: 'facilities', codes: [], serviceContractAct: true, evidence: [] },
      ...areasWith({
        Scope: [
          'The Contractor shall provide all management, supervision, labor, equipment, materials and transportation to perform base operations support.',
        ],
        'Custodial Services': ['Clean about 612,000 square feet of offices daily.'],
      }),
    });
    const frame = planFrame(m);
    const groups = workGroups(m, frame, workAreas(m), teamHeads(m, frame));
    expect(groups.map((g) => g.role)).toEqual(['Custodian']);
  });
});

describe('only maintenance elements split into trades', () => {
  it('a custodial element that mentions leaks and hazards stays custodial', async () => {
    const { workGroups, teamHeads } = await import('./work-groups');
    const { workAreas } = await import('./work-elements');
    const { planFrame } = await import('./frame');
    const { areasWith, model } = await import('./test-models');
    const m = model({
      domain: { domain: 'facilities', codes: [], serviceContractAct: true, evidence: [] },
      ...areasWith({
        'Custodial Services': [
          'Clean restrooms, empty trash and mop floors daily; report plumbing leaks and electrical hazards to the COR.',
        ],
        'Building Maintenance': ['Maintain the HVAC, electrical and plumbing systems of the buildings.'],
      }),
    });
    const frame = planFrame(m);
    const roles = workGroups(m, frame, workAreas(m), teamHeads(m, frame)).map(
      (g) => `${g.area.title}: ${g.role}`,
    );
    expect(roles).toContain('Custodial Services: Custodian');
    expect(roles.filter((r) => r.startsWith('Custodial'))).toHaveLength(1);
    expect(roles).toEqual(
      expect.arrayContaining([
        'Building Maintenance: HVAC Mechanic',
        'Building Maintenance: Electrician',
        'Building Maintenance: Plumber',
      ]),
    );
  });
});

describe('roleFor: financial management work', () => {
  it('gives accounting work an accountant, however it is worded', () => {
    for (const text of [
      'Prepare the quarterly financial statements and the notes to them.',
      'Reconcile the general ledger to the subsidiary records and book the year-end accruals.',
      'Support audit remediation of the findings on journal entries.',
    ])
      expect(roleFor(text, 'professional'), text).toBe('Accountant');
  });

  it('does not give an accountant to analysis work or outside office domains', () => {
    expect(roleFor('Assess the program and write policy recommendations.', 'professional')).toBe(
      'Management Analyst',
    );
    expect(roleFor('Reconcile the general ledger of spare parts in the warehouse.', 'facilities')).not.toBe(
      'Accountant',
    );
  });
});

describe('work a text names only to leave out fits no role', () => {
  it('names no trade the element excludes', () => {
    expect(
      tradesNamed(
        'Maintain the HVAC, electrical and plumbing systems; roof repair is excluded from this contract.',
        'facilities',
      ),
    ).not.toContain('Roofer');
    expect(
      tradesNamed('Repair HVAC units and plumbing fixtures other than roofing and painting.', 'facilities'),
    ).toEqual(['HVAC Mechanic', 'Plumber']);
  });

  it('fits the role of the work kept, not of the work left out', () => {
    expect(
      roleFor(
        'Clean restrooms daily. No pest control or grounds mowing is required; the Government will provide pest control.',
        'facilities',
      ),
    ).toBe('Custodian');
    expect(roleFor('Mow the grounds weekly, not less than 30 times a season.', 'facilities')).toBe(
      'Grounds Maintenance Worker',
    );
  });
});
