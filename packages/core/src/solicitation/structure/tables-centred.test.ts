import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';

// PDF text of work x period tables: a numbered header label set once per column as one string,
// ordinals under it beside a heading set over two lines, and row labels wrapped around their
// vertically centred figures (half above, half below).
describe('aligned tables with centred labels and repeated header labels', () => {
  const table = (lines: string[]) => alignedTables(toLines(lines.join('\n')))[0];

  it('cuts a repeated label into one per column and numbers it from the line below', () => {
    const t = table([
      '   Line                                   Base      Option Period Option Period Option Period',
      '                    Function',
      '   No.                                    Period          1              2             3',
      '',
      '1         Harbor Dredging Surveys         2,400      2,400          2,100         2,100',
      '',
      '2         Buoy Tender Scheduling          1,200      1,300          1,300         1,400',
    ]);
    expect(t?.header.slice(-4)).toEqual([
      'Base Period',
      'Option Period 1',
      'Option Period 2',
      'Option Period 3',
    ]);
    expect(t?.rows[0]?.filter((c) => c)).toEqual([
      '1',
      'Harbor Dredging Surveys',
      '2,400',
      '2,400',
      '2,100',
      '2,100',
    ]);
  });

  it('joins a label set half above and half below its figures into that row', () => {
    const t = table([
      'Item       Activity                     Year 1       Year 2       Year 3',
      '',
      '1          Seedling Nursery Work        900          950          1,000',
      '',
      '           Greenhouse Irrigation and',
      '2                                       640          640          700',
      '           Drainage Repair',
      '',
      '           Trail Signage (rustic',
      '3                                       300          310          320',
      '           style)',
    ]);
    const labels = t?.rows.map((r) => r.filter((c) => c && !/^[\d,]+$/.test(c)).join(' '));
    expect(labels).toEqual([
      'Seedling Nursery Work',
      'Greenhouse Irrigation and Drainage Repair',
      'Trail Signage (rustic style)',
    ]);
    expect(t?.rows[1]?.filter((c) => /,|\d{3}/.test(c))).toEqual(['640', '640', '700']);
  });

  it('keeps a label wrapped below its own row with that row', () => {
    // No blank line above the text line: it continues the row above, it does not open the next.
    const t = table([
      'Position                    Base Year    Option Year 1',
      'Records Clerk               2,080        2,080',
      '  (Archives Annex)',
      'Mail Room Supervisor        1,040        1,040',
      'Courier                     520          520',
    ]);
    expect(t?.rows.map((r) => r[0])).toEqual([
      'Records Clerk (Archives Annex)',
      'Mail Room Supervisor',
      'Courier',
    ]);
  });

  it('does not cut one-word labels or a label repeated over fewer columns than it repeats', () => {
    const oneWord = table([
      'Role                Hours Hours',
      'Guard               3,120     2,080',
      'Lead                2,080     2,080',
      'Supervisor          1,040     1,040',
    ]);
    expect(oneWord?.header[1]).toBe('Hours Hours');
    const overOne = table([
      'Crew                         Night Shift Night Shift',
      'Loaders                      4',
      'Drivers                      2',
      'Checkers                     1',
    ]);
    expect(overOne?.header).toEqual(['Crew', 'Night Shift Night Shift']);
  });
});

// PDF text that set the period headings over the figure columns as one string, one space apart
// ("Base Year Option Year 1 Option Year 2"), on a line above the header row.
describe('aligned tables with period headings run together', () => {
  const table = (lines: string[]) => alignedTables(toLines(lines.join('\n')))[0];

  it('cuts base and option periods set one space apart into one heading per column', () => {
    const t = table([
      '                        Base Year Option Year 1 Option Year 2',
      'Position                 Line 01     Line 02        Line 03',
      'Lead Archivist              2,080       2,080          1,040',
      'Records Technician          4,160       4,160          2,080',
      'Imaging Clerk               6,240       4,160          2,080',
    ]);
    expect(t?.header.slice(1).map((h) => h.split(' Line')[0])).toEqual([
      'Base Year',
      'Option Year 1',
      'Option Year 2',
    ]);
    expect(t?.caption).toBeUndefined();
  });

  it('cuts numbered years and an extension, with the headings drifting from the figures', () => {
    const t = table([
      '                              Year 1 Year 2 Year 3 6-Month Extension',
      'Labor Category                 Hours      Hours      Hours      Hours',
      'Kennel Keeper                  1,880      1,880      1,880        940',
      'Veterinary Technician          3,760      3,760      3,760      1,880',
      'Animal Care Aide               5,640      5,640      5,640      2,820',
    ]);
    expect(t?.header.slice(1).map((h) => h.replace(/ Hours$/, ''))).toEqual([
      'Year 1',
      'Year 2',
      'Year 3',
      '6-Month Extension',
    ]);
  });

  it('cuts option periods named OP over columns of FTE', () => {
    const t = table([
      '                     Base Period OP 1 OP 2 OP 3',
      'Role                    FTE      FTE   FTE   FTE',
      'Grants Specialist       2.0      2.0   1.5   1.5',
      'Budget Analyst          1.0      1.0   1.0   0.5',
      'Program Assistant       3.0      3.0   2.0   2.0',
    ]);
    expect(t?.header.slice(1).map((h) => h.replace(/ FTE$/, ''))).toEqual([
      'Base Period',
      'OP 1',
      'OP 2',
      'OP 3',
    ]);
  });

  it('cuts the run beside the label column heading on the same line', () => {
    const t = table([
      'Labor Category          Base Year Option Year 1 Option Year 2',
      'Lead Archivist              2,080       2,080          1,040',
      'Records Technician          4,160       4,160          2,080',
      'Imaging Clerk               6,240       4,160          2,080',
    ]);
    expect(t?.header).toEqual(['Labor Category', 'Base Year', 'Option Year 1', 'Option Year 2']);
  });

  it('leaves a title over the figures that names one period, or names them in a sentence, as the caption', () => {
    const one = table([
      '                        Staffing for the Base Year',
      'Position                 Day        Night      Weekend',
      'Lead Archivist              2          1          1',
      'Records Technician          4          2          1',
      'Imaging Clerk               6          2          2',
    ]);
    expect(one?.caption).toBe('Staffing for the Base Year');
    expect(one?.header.slice(1)).toEqual(['Day', 'Night', 'Weekend']);
  });
});
