import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readNamedKeys, readNamedProse } from './named-prose';

const structure = { sections: [] } as unknown as Structure;
const docs = (text: string) => [{ name: 'doc', index: 0, text }];
const titles = (text: string) => readNamedProse(docs(text), structure).map((c) => c.title);
const keys = (text: string) => readNamedKeys(docs(text), structure).map((k) => k.title);

describe('readNamedProse: categories named in running text without an amount', () => {
  it('reads labelled lines of a category description', () => {
    expect(titles('Labor Category: Lead Orchard Technician\nDuties: prunes and grafts.')).toEqual([
      'Lead Orchard Technician',
    ]);
    expect(titles('POSITION TITLE: Bridge Tender II\nEducation: high school.')).toEqual([]);
    expect(titles('Position Title: Bridge Tender II\nEducation: high school.')).toEqual(['Bridge Tender II']);
    expect(titles('  Job Title:   Sr. Kiln Operator\n  Experience: 6 years')).toEqual(['Sr. Kiln Operator']);
  });

  it('reads a role the contractor shall provide, furnish or employ', () => {
    expect(titles('The Offeror shall furnish one Apiary Inspector who checks each hive weekly.')).toEqual([
      'Apiary Inspector',
    ]);
    expect(
      titles('The Contractor must employ an Archive Conservator III, responsible for restoring the maps.'),
    ).toEqual(['Archive Conservator III']);
    expect(titles('the Quoter will assign a Tram Operator (Key), responsible for the line.')).toEqual([
      'Tram Operator',
    ]);
  });

  it('reads the subject of a qualification sentence', () => {
    expect(
      titles('C.9.2 The Senior Hatchery Examiner shall possess a state license and 4 years in aquaculture.'),
    ).toEqual(['Senior Hatchery Examiner']);
    expect(titles('Duties end here. The Kennel Keeper must hold a certificate in animal care.')).toEqual([
      'Kennel Keeper',
    ]);
    expect(titles('The Glazier shall have ten (10) years of experience with curtain walls.')).toEqual([
      'Glazier',
    ]);
  });

  it('reads what the team or the personnel shall include, inline or listed', () => {
    expect(
      titles(
        'Staff shall include, at a minimum, a Range Officer; a Greenhouse Aide II and an Exhibit Curator.',
      ),
    ).toEqual(['Range Officer', 'Greenhouse Aide II', 'Exhibit Curator']);
    expect(
      titles('The workforce will consist of:\n(i) a Ferry Purser;\n(ii) a Ferry Engineer (Key).\n\nNext.'),
    ).toEqual(['Ferry Purser', 'Ferry Engineer']);
  });

  it('reads titles listed by place under a staffing heading', () => {
    expect(
      titles('Staffing by location\nWest Depot: Fleet Dispatcher, Tire Repairer\nEast Yard: Crane Rigger.'),
    ).toEqual(['Fleet Dispatcher', 'Tire Repairer', 'Crane Rigger']);
  });

  it('reads no buyer role, no thing provided and no list of other things', () => {
    expect(titles('The Contracting Officer shall have a warrant and years of experience.')).toEqual([]);
    expect(titles('The Government Quality Assurance Evaluator shall have a certificate.')).toEqual([]);
    expect(titles('The Contractor shall provide a Pressure Washer to clean the plaza.')).toEqual([]);
    expect(titles('The Contractor shall provide a Quality Control Plan within 30 days.')).toEqual([]);
    expect(titles('Points of contact: Ms. Ann Lee, Contract Specialist.')).toEqual([]);
    expect(titles('The Offeror shall have five (5) years of experience in ferry operations.')).toEqual([]);
    expect(titles('Staffing notes\nEquipment: Floor Scrubber, Utility Cart.')).toEqual([]);
    expect(
      titles('Proposals shall include a Technical Volume, a Price Volume and a Past Performance Volume.'),
    ).toEqual([]);
  });
});

describe('readNamedKeys: key personnel named by their own title', () => {
  it('reads a sentence that makes a title key, whatever the vocabularies know', () => {
    expect(keys('The Hatchery Examiner is hereby designated as Key Personnel.')).toEqual([
      'Hatchery Examiner',
    ]);
    expect(keys('The Lead Kiln Operator is a Key Position under this order.')).toEqual([
      'Lead Kiln Operator',
    ]);
    expect(keys('Reporting ends. The Orchard Foreman will be key personnel.')).toEqual(['Orchard Foreman']);
  });

  it('reads starred titles when a legend says the star marks key personnel', () => {
    const text = 'Team:\n- Bridge Tender II*\n- Deckhand\n* denotes Key Personnel';
    expect(keys(text)).toEqual(['Bridge Tender II']);
    expect(keys('Team:\n- Bridge Tender II*\n* Hours are estimates.')).toEqual([]);
  });

  it('reads a Key Personnel field of a category description', () => {
    expect(keys('Labor Category: Ferry Engineer\nKey Personnel: Yes\nDuties: runs the engine.')).toEqual([
      'Ferry Engineer',
    ]);
    expect(keys('Labor Category: Ferry Engineer\nKey Personnel: No\nDuties: runs the engine.')).toEqual([]);
  });

  it('reads a list of titles made key at once, in a sentence or a parenthesis', () => {
    expect(keys('The Site Superintendent and the Lead Glazier are Key Personnel.')).toEqual([
      'Site Superintendent',
      'Lead Glazier',
    ]);
    expect(
      keys('Scope ends. The Dive Supervisor, the Tender and the Lead Welder are designated Key Personnel.'),
    ).toEqual(['Dive Supervisor', 'Tender', 'Lead Welder']);
    expect(
      keys('Submit resumes for the Chief Surveyor and the Party Chief (Key Personnel) with the quote.'),
    ).toEqual(['Chief Surveyor', 'Party Chief']);
    expect(keys('Provide the Kennel Manager (Key) and two handlers.')).toEqual(['Kennel Manager']);
    // A title with "and" inside stays whole.
    expect(keys('The Operations and Maintenance Manager is Key Personnel.')).toEqual([
      'Operations and Maintenance Manager',
    ]);
  });

  it('reads no list said not to be key, and no parenthesis of another kind', () => {
    expect(keys('The Site Superintendent and the Lead Glazier are not Key Personnel.')).toEqual([]);
    expect(
      keys('Substitution of the Chief Surveyor and the Party Chief (Key Personnel) needs approval.'),
    ).toEqual([]);
    expect(
      keys('Submit resumes for the Chief Surveyor and the Party Chief (Keystone office) with the quote.'),
    ).toEqual([]);
    expect(keys('The Contracting Officer and the COR are key personnel of the Government.')).toEqual([]);
    // Each title with its own mark: the one between is not key.
    expect(keys('East Yard: Yard Supervisor (Key), Crane Operator, Lead Rigger (Key).')).toEqual([
      'Yard Supervisor',
      'Lead Rigger',
    ]);
  });

  it('reads no substitution clause and no title said not to be key', () => {
    expect(keys('The Ferry Engineer is not a Key Personnel position.')).toEqual([]);
    expect(keys('Replacement of the Ferry Engineer, who is Key Personnel, requires approval.')).toEqual([]);
  });
});

describe('readNamedProse: performers named in lower case', () => {
  it('reads a known title provided in the plural or made the subject of a duty', () => {
    expect(titles('The Contractor shall furnish licensed network engineers to clear each outage.')).toEqual([
      'Network Engineer',
    ]);
    expect(titles('Scope. The court reporter shall arrive thirty minutes before each hearing.')).toEqual([
      'Court Reporter',
    ]);
    expect(titles('Each systems administrator must hold a current certification.')).toEqual([
      'Systems Administrator',
    ]);
    // One word alone is the work's own noun, left to the plan.
    expect(titles('Electricians shall carry their state licence on site.')).toEqual([]);
  });

  it('reads no generic word, no thing, no buyer and no unknown phrase', () => {
    expect(titles('Analysts shall meet the program requirements.')).toEqual([]);
    expect(titles('The Contractor shall provide monthly reports to the agency.')).toEqual([]);
    expect(titles('Transcripts shall be delivered in PDF. Records shall be kept ten years.')).toEqual([]);
    expect(titles('The contracting officer shall approve each order.')).toEqual([]);
    expect(titles('The gate crew shall lock the yard.')).toEqual([]);
  });
});
