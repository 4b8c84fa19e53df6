import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingOf, isTocLine } from './headings';

describe('headingOf', () => {
  it('reads Markdown headings in any spacing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('', ' ', '  ', '\t'),
        fc.constantFrom('1.0', '3.2', 'C.3.2', '4.1.2'),
        fc.constantFrom('Scope', 'Help Desk Support', 'TASKS'),
        (hashes, space, num, title) => {
          const h = headingOf(`${'#'.repeat(hashes)}${space}${num} ${title}`);
          expect(h?.ref).toBe(num);
          expect(h?.title).toBe(title);
          expect(h?.rank).toBe(30 + hashes);
        },
      ),
    );
  });

  it('reads unnumbered Markdown and bold headings', () => {
    expect(headingOf('#Title')?.title).toBe('Title');
    expect(headingOf('### **5.1 System Requirements**')?.ref).toBe('5.1');
    expect(headingOf('**3.2 Help Desk**')?.ref).toBe('3.2');
    expect(headingOf('**Help Desk Support**')?.title).toBe('Help Desk Support');
  });

  it('reads UCF parts, articles, tasks and annexes', () => {
    expect(headingOf('SECTION C - DESCRIPTION/SPECIFICATIONS/WORK STATEMENT')).toMatchObject({
      ref: 'Section C',
      ucf: 'C',
    });
    expect(headingOf('Section L: Instructions to Offerors')).toMatchObject({ ref: 'Section L', ucf: 'L' });
    expect(headingOf('PART I - THE SCHEDULE')?.ref).toBe('Part I');
    expect(headingOf('ARTICLE C.1. STATEMENT OF WORK')).toMatchObject({
      ref: 'C.1',
      ucf: 'C',
      title: 'STATEMENT OF WORK',
    });
    expect(headingOf('Task 1 - Program Management')).toMatchObject({
      ref: 'Task 1',
      title: 'Program Management',
    });
    expect(headingOf('Subtask 2.3: Reporting')?.ref).toBe('Subtask 2.3');
    expect(headingOf('Attachment 1 - Performance Work Statement')?.ref).toBe('Attachment 1');
    expect(headingOf('EXHIBIT A Wage Determination')?.ref).toBe('Exhibit A');
  });

  it('reads numbered headings at every depth and nests them by depth', () => {
    const ranks = [
      '1. SCOPE',
      '1.1 Background',
      'C.3.2 Help Desk',
      'C.3.2.1 Tier 1',
      '3.1.2.4 Patching',
      '5.0 TASKS',
    ].map((l) => headingOf(l)?.rank);
    expect(ranks).toEqual([41, 42, 42, 43, 44, 41]);
  });

  it('takes the title of a numbered paragraph from its first words', () => {
    expect(
      headingOf('C.1.1 GENERAL OBJECTIVES The contractor shall provide data support to the program office.')
        ?.title,
    ).toBe('GENERAL OBJECTIVES');
    expect(
      headingOf('1.5 Questions: Any questions concerning the RFQ must be received by noon.')?.title,
    ).toBe('Questions');
  });

  it('rejects table-of-contents lines, list items, table rows and sentences', () => {
    expect(headingOf('SECTION M - EVALUATION FACTORS FOR AWARD ........................ 108')).toBeNull();
    expect(headingOf('1.0 Instructions to Quoters                         3')).toBeNull();
    expect(isTocLine('3.2 Help Desk . . . . . . 14')).toBe(true);
    expect(
      headingOf('1. Turn in all lost and found articles to the property office within one day.'),
    ).toBeNull();
    expect(headingOf('2.5 hours per week are required')).toBeNull();
    expect(headingOf('1.5     FTE      2,080')).toBeNull();
    expect(headingOf('The contractor shall provide support.')).toBeNull();
    expect(headingOf('Section C of the contract applies here')).toBeNull();
  });

  it('reads ALL-CAPS headings but not short capital words', () => {
    expect(headingOf('SPECIAL CONTRACT REQUIREMENTS')?.title).toBe('SPECIAL CONTRACT REQUIREMENTS');
    expect(headingOf('FAR')).toBeNull();
    expect(headingOf('ITEM NO.     SUPPLIES/SERVICES     QUANTITY')).toBeNull();
  });
});
