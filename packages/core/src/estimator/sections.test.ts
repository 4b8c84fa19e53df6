import { describe, expect, it } from 'vitest';
import { segmentSections } from './sections';

describe('segmentSections', () => {
  it('reads numbered paragraph references and keeps the paragraph text', () => {
    const text =
      'C.3.2 Help Desk\nThe contractor shall staff the help desk.\n3.2.1 Reporting. The contractor shall report monthly.';
    const sections = segmentSections(text, 'pws.txt');
    expect(sections.map((s) => s.ref)).toEqual(['C.3.2', '3.2.1']);
    expect(sections[0]?.text).toContain('staff the help desk');
    expect(sections[1]?.text).toContain('report monthly');
    expect(sections[0]?.document).toBe('pws.txt');
  });

  it('reads Markdown headings, Task N and Exhibit N', () => {
    const text =
      '## 6.2 Period of Performance\nTwelve months.\n### Key Personnel\nA PM.\nTask 4: Training\nTrain users.\nEXHIBIT 1\nPost hours.';
    const refs = segmentSections(text).map((s) => s.ref);
    expect(refs).toEqual(['6.2', 'Key Personnel', 'Task 4', 'Exhibit 1']);
  });

  it('finds headings buried in the flattened text of a PDF page', () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(30);
    const text = `SECTION L - INSTRUCTIONS ${filler} d. LEVEL OF EFFORT The requirement is 6.50 FTE per year. ${filler}`;
    const sections = segmentSections(text);
    const loe = sections.find((s) => /level of effort/i.test(s.title));
    expect(loe?.ref).toBe('Section L, Level Of Effort');
    expect(loe?.text).toMatch(/^The requirement is 6\.50 FTE/);
  });

  it('drops empty sections such as a table of contents', () => {
    const sections = segmentSections(
      '1.0 OVERVIEW\n2.0 OBJECTIVE\n1.0 OVERVIEW\nGuard services are required.',
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]?.text).toBe('Guard services are required.');
  });
});
