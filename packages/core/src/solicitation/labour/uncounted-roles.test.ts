import { describe, expect, it } from 'vitest';
import { readUncountedRoles, roleOfItem } from './uncounted-roles';

const titles = (text: string) =>
  readUncountedRoles([{ name: 'pws', index: 0, text }], { sections: [] } as never).map((c) => c.title);

describe('roles named for the contractor to provide with no number', () => {
  it('reads a list of people provided "as needed", qualifiers dropped', () => {
    expect(
      titles(
        'The Contractor shall provide affiliate and staff counselors, intake coordinators and other support staff as needed to meet the access standards.',
      ),
    ).toEqual(['Counselor', 'Intake Coordinator']);
  });

  it('reads "as required" and "as necessary" after the people, with a comma', () => {
    expect(titles('The contractor shall provide qualified court reporters as required.')).toEqual([
      'Court Reporter',
    ]);
    expect(
      titles(
        'The Contractor will furnish licensed electricians and plumbers, as necessary, to complete repairs.',
      ),
    ).toEqual(['Electrician', 'Plumber']);
  });

  it('reads a sufficient number before the people', () => {
    expect(
      titles(
        'The Contractor shall maintain a sufficient number of trained dispatchers to answer every call.',
      ),
    ).toEqual(['Dispatcher']);
    expect(titles('The Vendor must employ sufficient Spanish interpreters for all hearings.')).toEqual([
      'Spanish Interpreter',
    ]);
    expect(
      titles(
        'The Contractor shall provide, as needed, translators and transcriptionists to support the office.',
      ),
    ).toEqual(['Translator', 'Transcriptionist']);
  });

  it('reads the number the Government does not state', () => {
    expect(titles('The Government does not specify the number of counselors or support staff.')).toEqual([
      'Counselor',
    ]);
    expect(titles('The Government will not prescribe a minimum number of case managers.')).toEqual([
      'Case Manager',
    ]);
    expect(
      titles(
        'The number of field inspectors is left to the Contractor, provided all sites are visited monthly.',
      ),
    ).toEqual(['Field Inspector']);
    expect(titles('The number of lifeguards and swim instructors is not specified.')).toEqual([
      'Lifeguard',
      'Swim Instructor',
    ]);
  });

  it('binds the title to the sentence that names it', () => {
    const [c] = readUncountedRoles(
      [{ name: 'pws', index: 0, text: 'Scope. The Contractor shall provide welders as needed. Other text.' }],
      { sections: [] } as never,
    );
    expect(c?.quote).toContain('welders as needed');
    expect(c?.uncounted).toBe(true);
    expect(c?.stated).toEqual([]);
  });
});

describe('near misses: not roles of unstated number', () => {
  it('leaves counted people to the counted readers', () => {
    expect(titles('The Contractor shall provide two (2) counselors as needed.')).toEqual([]);
    expect(titles('The Contractor shall provide one counselor as needed.')).toEqual([]);
  });

  it('leaves materials, meetings and reports provided as needed', () => {
    expect(titles('The Contractor shall provide supplies and equipment as needed.')).toEqual([]);
    expect(titles('The Contractor shall attend meetings as needed and provide reports as required.')).toEqual(
      [],
    );
    expect(titles('The Contractor shall provide training to supervisors as needed.')).toEqual([]);
    expect(titles('The Contractor shall provide computers and monitors as required.')).toEqual([]);
  });

  it("leaves the Government's own staff and people served", () => {
    expect(titles('The Government will provide escorts as needed.')).toEqual([]);
    expect(titles('Government inspectors shall provide oversight as needed.')).toEqual([]);
    expect(titles('The Contractor shall provide services to visitors and patients as needed.')).toEqual([]);
    expect(titles('The Government does not specify the number of visits or calls.')).toEqual([]);
    expect(titles('The number of requests is not stated in this RFQ.')).toEqual([]);
  });

  it('leaves what an offer must describe and anyone at all', () => {
    expect(
      titles('The offeror shall describe how the Contractor will provide counselors as needed.'),
    ).toEqual([]);
    expect(titles('The Contractor shall provide sufficient personnel to perform the work.')).toEqual([]);
    expect(titles('The Contractor shall provide staff as needed.')).toEqual([]);
    expect(titles('The Government does not specify the number of providers or staff.')).toEqual([]);
    expect(titles('The Contractor shall furnish technicians and specialists as required.')).toEqual([]);
  });

  it('leaves a ceiling of additional people, which is a count', () => {
    expect(
      titles('The Contractor shall be able to furnish up to ten (10) additional Movers on notice.'),
    ).toEqual([]);
  });
});

describe('roleOfItem', () => {
  it('keeps the trade and drops qualifiers', () => {
    expect(roleOfItem('other licensed staff counselors')).toBe('Counselor');
    expect(roleOfItem('certified nursing assistants')).toBe('Nursing Assistant');
    expect(roleOfItem('support staff')).toBeNull();
    expect(roleOfItem('vehicles')).toBeNull();
  });
});
