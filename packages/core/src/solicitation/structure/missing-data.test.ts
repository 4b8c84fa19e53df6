import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const notes = (text: string, supporting: { name: string; text: string }[] = []) =>
  readSolicitation({ primary: { name: 'rfq.md', text }, supporting })
    .notes.filter((n) => /workload or staffing data/.test(n.text))
    .map((n) => n.text);

const WORK = '# 1 Statement of Work\nThe Contractor shall answer calls and e-mails from the public.\n';

describe('a workload attachment the documents point to and nobody uploaded', () => {
  it.each([
    ['The historical call volumes by month are in Attachment J-3.', 'Attachment J-3'],
    ['Quoters shall base their staffing on Exhibit 4, Ticket History.', 'Exhibit 4'],
    ['Monthly work order counts for the last three years are shown in Appendix B.', 'Appendix B'],
    ['See Attachment 7 for the workload data.', 'Attachment 7'],
  ])('"%s" asks for %s', (sentence, label) => {
    const found = notes(`${WORK}${sentence}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(label);
  });

  it('is quiet when the attachment was uploaded', () => {
    const text = `${WORK}The historical call volumes by month are in Attachment J-3.\n`;
    expect(
      notes(text, [
        {
          name: 'Att J-3 Call Data.xlsx',
          text: '## Sheet: Calls\n| Month | Calls |\n|---|---|\n| Jan | 4000 |\n',
        },
      ]),
    ).toEqual([]);
    expect(
      notes(text, [{ name: 'data.xlsx', text: 'Attachment J-3, Historical Call Data\n| Month | Calls |' }]),
    ).toEqual([]);
  });

  it.each([
    'The Quality Assurance Surveillance Plan is in Attachment J-2.',
    'The wage determination is at Attachment 5.',
    'Attachment J-3: Historical Contact Data (Excel)',
  ])('"%s" asks for no workload data', (sentence) => {
    expect(notes(`${WORK}${sentence}\n`)).toEqual([]);
  });

  it('does not count a reference in the instructions', () => {
    const text = `${WORK}# 5 Instructions to Offerors\nVolume I shall show the staffing derived from the workload in Attachment J-3.\n`;
    expect(notes(text)).toEqual([]);
  });
});
