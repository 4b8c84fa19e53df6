import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';
import { stemFit } from './named-roster';

// Whole small solicitations that name their team AND state a workload: the derived hours go on
// the named category whose title shares the counted work's words, every other named category
// keeps a line, and no generic role is added for work a named one fits. Wordings written for
// this test (mail room, cataloguing, fleet inspections), none from a corpus document.
const doc = (work: string, naming: string) =>
  [
    'SECTION C - PERFORMANCE WORK STATEMENT',
    'C.1 SCOPE',
    'The Contractor shall provide all personnel and supervision to perform the services below.',
    'C.2 PERIOD OF PERFORMANCE',
    'The period of performance is one (1) twelve-month base period.',
    work,
    naming,
    "G.2 The Contracting Officer's Representative (COR) will inspect the work.",
  ].join('\n');
const plan = (work: string, naming: string) =>
  estimatePlan({ primary: { name: 'pws', text: doc(work, naming) } });
const derivedOn = (p: ReturnType<typeof plan>) => [
  ...new Set(p.tasks.filter((t) => t.hoursSource === 'derived').map((t) => t.lcat)),
];
const titles = (p: ReturnType<typeof plan>) => [...new Set(p.tasks.map((t) => t.lcat))].sort();

describe('estimatePlan: named categories and a stated workload together', () => {
  it('puts derived parcel hours on the named sorter and keeps the other named categories (lettered list)', () => {
    const p = plan(
      'C.3 TASKS\nC.3.1 The Contractor shall sort and route all incoming parcels.\nC.4 WORKLOAD\nThe Contractor shall sort approximately 9,000 parcels per month. Each parcel takes an average of 4 minutes to complete.',
      'C.5 PERSONNEL\nThe team shall include:\na) a Mailroom Manager (Key);\nb) a Parcel Sorter;\nc) a Courier Driver.',
    );
    expect(derivedOn(p)).toEqual(['Parcel Sorter']);
    expect(titles(p)).toEqual(['Courier Driver', 'Mailroom Manager', 'Parcel Sorter']);
  });

  it('puts derived cataloguing hours on a title sharing the stem (price schedule, number words)', () => {
    const p = plan(
      'C.3 TASKS\nC.3.1 The Contractor shall catalog all donated books into the library system.\nC.4 WORKLOAD\nThe estimated annual workload is twelve thousand (12,000) donated books. The average time per book is 20 minutes.',
      'B.2 PRICE SCHEDULE\n| CLIN | Labor Category | Est. Hours | Unit Price |\n|---|---|---|---|\n| 0001A | Library Program Manager | | |\n| 0001B | Cataloger II | | |\n| 0001C | Archivist | | |',
    );
    expect(derivedOn(p)).toEqual(['Cataloger II']);
    expect(titles(p)).toEqual(['Archivist', 'Cataloger II', 'Library Program Manager']);
  });

  it('puts derived inspection hours on the named inspector (include sentence, per-year prose)', () => {
    const p = plan(
      'C.3 TASKS\nC.3.1 The Contractor shall perform and document vehicle safety inspections.\nC.4 WORKLOAD\nThe Contractor shall perform an estimated 4,800 vehicle safety inspections per year. Offerors should assume 45 minutes per inspection.',
      'C.5 PERSONNEL\nContractor personnel shall include a Fleet Manager, a Senior Vehicle Inspector and a Tire Technician. The Fleet Manager is designated Key Personnel.',
    );
    expect(derivedOn(p)).toEqual(['Senior Vehicle Inspector']);
    expect(titles(p)).toContain('Tire Technician');
    expect(p.tasks.find((t) => t.lcat === 'Fleet Manager')?.keyPersonnel).toBe(true);
  });

  it('does not move derived work to a named category whose title shares none of its words', () => {
    const p = plan(
      'C.3 TASKS\nC.3.1 The Contractor shall sort and route all incoming parcels.\nC.4 WORKLOAD\nThe Contractor shall sort approximately 9,000 parcels per month. Each parcel takes an average of 4 minutes to complete.',
      'C.5 PERSONNEL\nThe team shall include:\na) a Mailroom Manager (Key);\nb) a Courier Driver;\nc) a Records Clerk.',
    );
    expect(derivedOn(p)).not.toContain('Courier Driver');
    expect(derivedOn(p)).not.toContain('Records Clerk');
    expect(derivedOn(p)).not.toContain('Mailroom Manager');
  });
});

describe('stemFit', () => {
  it('matches a title word to a work word of the same stem, levels aside', () => {
    expect(stemFit('Senior Scanning Technician', 'scan and index all pages')).toBe(0.5);
    expect(stemFit('Benefits Adjudicator', 'review and adjudicate benefit applications')).toBe(1);
    expect(stemFit('Custodian III', 'custodial services for the annex')).toBe(1);
  });

  it('does not match words that only begin alike', () => {
    expect(stemFit('Parts Clerk', 'participants enrolled in the course')).toBe(0);
    expect(stemFit('Data Analyst', 'analyze the samples')).toBe(0);
  });
});
