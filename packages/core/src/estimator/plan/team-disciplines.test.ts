import { describe, expect, it } from 'vitest';
import { planFrame } from './frame';
import type { PlanLine } from './lines';
import { namedPeople, staffDisciplines, teamDisciplines } from './team-disciplines';
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

describe('namedPeople', () => {
  it.each([
    [
      'During the event days the Contractor shall: staff the registration desk; provide a room monitor in each breakout room; and produce each session with a producer monitoring the stream.',
      ['Room Monitor', 'Producer', 'Registration Desk Staff'],
    ],
    [
      'The Contractor shall provide a certified pool operator at each site and staff the front counter from 8 a.m.',
      ['Certified Pool Operator', 'Front Counter Staff'],
    ],
    ['Provide one bilingual intake specialist per shift.', ['Bilingual Intake Specialist']],
    [
      'The vendor will assign a dedicated account coordinator to the agency.',
      ['Dedicated Account Coordinator'],
    ],
  ])('%s', (text, titles) => {
    expect(namedPeople([text]).map((d) => d.title)).toEqual(titles);
  });

  it.each([
    [
      'The Contractor shall furnish licensed marine surveyors to inspect each hull before launch.',
      ['Marine Surveyor'],
    ],
    [
      'Scope. The vendor shall supply trained and certified sign language interpreters for each session. The interpreter shall arrive fifteen minutes early.',
      ['Sign Language Interpreter'],
    ],
    ['Intake. The kennel attendant shall log each animal on arrival.', ['Kennel Attendant']],
    ['Each field auditor must carry photo identification at all times.', ['Field Auditor']],
    [
      'Surveyors shall hold a state license. The Contractor shall provide qualified land surveyors.',
      ['Land Surveyor'],
    ],
  ])('names people in the plural or as the subject of a duty: %s', (text, titles) => {
    expect(namedPeople([text]).map((d) => d.title)).toEqual(titles);
  });

  it.each([
    'The Contractor shall provide monthly reports and invoices to the agency.',
    'Transcripts shall be delivered within ten days.',
    'The contracting officer shall approve the schedule. The hearing officer will rule on motions.',
    'The requester shall sign the form. The evaluator will score each quote.',
    'The Site Lead shall attend weekly meetings.',
    'The Government shall provide escorts for all visitors.',
    'Offers shall be submitted by e-mail. Waivers shall be requested in writing.',
  ])('names nobody from duties of others or of things: %s', (text) => {
    expect(namedPeople([text])).toEqual([]);
  });

  it.each([
    'The Board will provide a Records Officer who reviews the deliverables.',
    'WBRA will dewater the canal and provide a gate operator and a boat.',
    'The Contractor shall provide a breakdown by labor category.',
    'The Contractor shall provide a current certificate of insurance.',
    'The Contractor shall provide a computer and a printer.',
  ])('names nobody the contractor does not staff: %s', (text) => {
    expect(namedPeople([text])).toEqual([]);
  });
});
