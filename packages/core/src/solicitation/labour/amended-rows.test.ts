import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const RFP = `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall operate and maintain the plant.

## C.5 Staffing
**C.5.2** The Contractor shall have on duty not less than the personnel in Table C-3.

**Table C-3. Minimum staffing**

| Position | Day Mon-Fri | Evening Mon-Fri | Annual hours |
|---|---|---|---|
| Plant Supervisor (Key Personnel) | 1 | 0 | 2,080 |
| Boiler Operator | 2 | 1 | 6,240 |
| Maintenance Mechanic | 1 | 1 | 4,160 |
| Total | | | 12,480 |
`;

const amend = (body: string) =>
  `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)\n\n1. Amendment No.: 0001\n\n14. DESCRIPTION OF AMENDMENT\n\nThe purpose of this amendment is to revise the staffing.\n\n${body}\n\nExcept as provided herein, all terms and conditions of the solicitation remain unchanged and in full force and effect.\n`;

const hours = (amendment: string) => {
  const m = readSolicitation({
    primary: { name: 'rfp.md', text: RFP },
    supporting: [{ name: 'amendment-0001.txt', text: amend(amendment) }],
  });
  return Object.fromEntries(
    m.labourCategories
      .filter((c) => c.stated.length > 0)
      .map((c) => [c.title, c.stated.reduce((s, a) => s + (a.hours ?? 0), 0)]),
  );
};

describe('an amendment that replaces a row or a cell of a staffing table', () => {
  it('replaces the row, in aligned text, pipes or inline, not adding it beside the original', () => {
    const aligned = hours(
      'Change 1. Section C, Table C-3. The row for Boiler Operator is deleted and replaced with the following row:\n\n   Position          Day       Evening     Annual\n                     Mon-Fri   Mon-Fri     hours\n   Boiler Operator     2          2         8,320\n',
    );
    expect(aligned['Boiler Operator']).toBe(8320);
    expect(aligned['Maintenance Mechanic']).toBe(4160);
    const piped = hours(
      'Item 2. In Table C-3, replace the Maintenance Mechanic line with:\n\n| Maintenance Mechanic | 2 | 1 | 6,240 |\n',
    );
    expect(piped['Maintenance Mechanic']).toBe(6240);
    expect(piped['Boiler Operator']).toBe(6240);
    const revised = hours(
      'C.5.2, Table C-3: the entry for Boiler Operator is revised to read as follows:\nBoiler Operator  3  1  8,320\n',
    );
    expect(revised['Boiler Operator']).toBe(8320);
  });

  it('changes one cell stated from one figure to another', () => {
    const cell = hours(
      'Change 2. In Table C-3, the Annual hours for Maintenance Mechanic are changed from 4,160 to 5,200.',
    );
    expect(cell['Maintenance Mechanic']).toBe(5200);
    expect(cell['Boiler Operator']).toBe(6240);
  });

  it.each([
    'Change 2. Table C-3, Maintenance Mechanics: the Annual hours entry is increased from 4,160 to 5,200.',
    'Change 2. The Annual hours figure for the two Maintenance Mechanics is changed from 4,160 to 5,200 hours.',
  ])('changes a cell whose row it names in the plural: %s', (said) => {
    const cell = hours(said);
    expect(cell['Maintenance Mechanic']).toBe(5200);
    expect(cell['Boiler Operator']).toBe(6240);
  });

  it('leaves the table alone when the amendment only mentions a position or changes something else', () => {
    const same = hours(
      'Q1. May the Boiler Operator also cover the Maintenance Mechanic post?\nA1. No.\n\nThe due date is changed from 12 June to 19 June.',
    );
    expect(same['Boiler Operator']).toBe(6240);
    expect(same['Maintenance Mechanic']).toBe(4160);
    // An earlier document is not amended by the solicitation itself restating its row.
    const m = readSolicitation({
      primary: {
        name: 'rfp.md',
        text: `${RFP}\nThe row for Boiler Operator is replaced by:\nBoiler Operator 9 9 99,999\n`,
      },
    });
    expect(m.labourCategories.find((c) => c.title === 'Boiler Operator')?.stated[0]?.hours).toBe(6240);
  });
});

describe('a job noun naming a thing', () => {
  it('is no count of people ("one staffed cashier booth")', () => {
    const m = readSolicitation({
      primary: {
        name: 'rfp.md',
        text: '# C.1 Scope\n\nC.1.1 Garage 1 has five levels, one staffed cashier booth and four pay stations, open 24 hours a day.\n',
      },
    });
    expect(m.labourCategories.map((c) => c.title)).not.toContain('Staffed Cashier');
    expect(m.coverage.map((c) => c.position ?? '')).not.toContain('Staffed Cashier');
    const guard = readSolicitation({
      primary: {
        name: 'rfp.md',
        text: '# C.1 Scope\n\nC.1.1 The entry control point has two guard houses staffed 24 hours a day.\n',
      },
    });
    expect(guard.coverage.map((c) => c.position ?? '')).not.toContain('Guard');
  });
});
