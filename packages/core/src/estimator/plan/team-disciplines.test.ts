import { describe, expect, it } from 'vitest';
import { planFrame } from './frame';
import type { PlanLine } from './lines';
import { staffDisciplines, teamDisciplines } from './team-disciplines';
import { model } from './test-models';

describe('teamDisciplines', () => {
  it.each([
    [
      'The assessment shall be led by a Professional Engineer. The team shall include experience in concrete dam safety and in mechanical inspection of radial gates and hoists.',
      'professional',
      ['Concrete Dam Safety Engineer', 'Mechanical Engineer'],
    ],
    [
      'The study team must have expertise in hydrology, sediment transport and fisheries biology.',
      'research',
      ['Hydrology Scientist', 'Sediment Transport Scientist', 'Fisheries Biology Scientist'],
    ],
    [
      'The report shall be signed by a Certified Industrial Hygienist. Contractor personnel shall possess experience with asbestos sampling and with mold assessment.',
      'professional',
      ['Asbestos Sampling Hygienist', 'Mold Hygienist'],
    ],
    [
      'The team shall include specialists in records management.',
      'professional',
      ['Records Management Specialist'],
    ],
  ])('%s', (text, domain, titles) => {
    expect(teamDisciplines([text], domain as never).map((d) => d.title)).toEqual(titles);
  });

  it.each([
    'The Contractor shall provide all labor, equipment and materials.',
    'Offerors shall describe their experience in similar work.',
    'The team will meet with the COR weekly.',
  ])('names no discipline: %s', (text) => {
    expect(teamDisciplines([text], 'professional')).toEqual([]);
  });
});

describe('staffDisciplines', () => {
  const line = (workArea: string, req: string): PlanLine => ({
    lcat: 'Management Analyst',
    key: false,
    workArea,
    source: 'assumed',
    periodHours: [470],
    hours: 470,
    formula: '0.25 FTE x 1,880 h (assumed)',
    basis: '',
    citation: null,
    requirements: [req],
    requirementRefs: ['3'],
  });

  it('names each line after the discipline its work fits and adds the ones no line took', () => {
    const disciplines = teamDisciplines(
      ['The team must have expertise in hydrology, sediment transport and fisheries biology.'],
      'research',
    );
    const m = model();
    const lines = staffDisciplines(
      [
        line('Streamflow', 'Analyse hydrology records of the gauges.'),
        line('Reporting', 'Write the report.'),
      ],
      disciplines,
      planFrame(m),
    );
    expect(lines.map((l) => l.lcat)).toEqual([
      'Hydrology Scientist',
      'Management Analyst',
      'Sediment Transport Scientist',
      'Fisheries Biology Scientist',
    ]);
    expect(lines[2]?.hours).toBe(470);
  });
});
