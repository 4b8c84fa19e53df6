import { describe, expect, it } from 'vitest';
import type { Table } from '../../solicitation/model';
import { designatedRoles } from './designated-roles';
import { documentRole, documentRoles } from './document-roles';
import { model, src, tableOf } from './test-models';

const table = (header: string[], rows: string[][]): Table => tableOf(header, rows, null, '5');

describe('documentRoles and documentRole', () => {
  const m = model({
    tables: [
      table(
        ['Role', 'Minimum qualification'],
        [
          ['Inpatient Coding Reviewer', 'CCS, 3 years'],
          ['Outpatient Coding Reviewer', 'CPC, 2 years'],
          ['Clinical Validation Reviewer', 'RN with CDIP'],
          ['Project Manager (Key)', 'RHIA, 5 years'],
        ],
      ),
    ],
  });

  it('reads the titles of a qualifications table, key marks apart', () => {
    expect(documentRoles(m)).toEqual([
      { title: 'Inpatient Coding Reviewer', key: false },
      { title: 'Outpatient Coding Reviewer', key: false },
      { title: 'Clinical Validation Reviewer', key: false },
      { title: 'Project Manager', key: true },
    ]);
  });

  it.each([
    [
      'Outpatient/ambulatory surgery chart review: outpatient validation, 15 minutes per chart',
      'Outpatient Coding Reviewer',
    ],
    [
      'Clinical validation of a diagnosis by a nurse reviewer: 30 minutes per referred chart',
      'Clinical Validation Reviewer',
    ],
    ['inpatient chart review by an inpatient coder', 'Inpatient Coding Reviewer'],
  ])('names work by the title whose own words it holds: %s', (work, title) => {
    expect(documentRole(m, work)).toBe(title);
  });

  it('names nothing when no distinctive word fits, and leaves managers to the heads', () => {
    expect(documentRole(m, 'reviewer of the project plan')).toBeUndefined();
    expect(documentRole(m, 'project manager work')).toBeUndefined();
  });

  it.each([
    [['Position', 'Duties'], [['Warehouse Lead', 'leads the crew']]],
    [['Labor Category', 'Education and experience'], [['Archivist', 'MLS']]],
  ])('reads other role tables (%s)', (header, rows) => {
    expect(documentRoles(model({ tables: [table(header, rows)] }))).toHaveLength(1);
  });

  it('does not read a staffing or price table as role titles', () => {
    expect(documentRoles(model({ tables: [table(['Role', 'FTE'], [['Guard', '4']])] }))).toEqual([]);
    expect(
      documentRoles(model({ tables: [table(['CLIN', 'Description'], [['0001', 'Services']])] })),
    ).toEqual([]);
  });
});

describe('designatedRoles', () => {
  const req = (text: string) => ({ ...src('6', text), id: 'r1', sectionId: 's', taskAreaId: 'a', text });

  it.each([
    [
      'The Contractor shall designate a Program Manager (Key Personnel) and a Training and Quality Lead.',
      [
        ['Program Manager', true],
        ['Training and Quality Lead', false],
      ],
    ],
    [
      'The Contractor shall designate an Event Manager who is Key Personnel, who shall lead the work.',
      [['Event Manager', true]],
    ],
    [
      'The offeror shall appoint a Safety Officer, a Quality Control Manager and a Site Superintendent.',
      [
        ['Safety Officer', false],
        ['Quality Control Manager', false],
        ['Site Superintendent', false],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(designatedRoles(model({ requirements: [req(text)] })).map((d) => [d.title, d.key])).toEqual(
      expected,
    );
  });

  it('reads the sentences of the texts too', () => {
    const m = model();
    expect(
      designatedRoles(m, ['Staffing. The Contractor shall designate a Contract Manager.'])[0]?.title,
    ).toBe('Contract Manager');
  });

  it.each([
    'The Contractor shall designate a point of contact for invoices.',
    'The Government shall designate a Contracting Officer Representative.',
    'The Contractor shall provide a Quality Control Plan within 30 days.',
    'Contractor staff shall wear a Contractor Identification Badge.',
  ])('names no role: %s', (text) => {
    expect(designatedRoles(model({ requirements: [req(text)] }))).toEqual([]);
  });
});
