import { describe, expect, it } from 'vitest';
import { extractRequirements } from './requirements';
import { segmentSections } from './sections';

const reqs = (text: string) => extractRequirements(segmentSections(text, 'pws.md'));

describe('extractRequirements', () => {
  it('extracts shall, must, will provide and is required to, with the section reference', () => {
    const found = reqs(
      '## C.4 Help Desk\nThe contractor shall staff the help desk. Staff must answer within 2 minutes. ' +
        'The vendor will provide monthly reports. The contractor is required to keep logs. The sky is blue.',
    );
    expect(found.map((r) => r.ref)).toEqual(['C.4', 'C.4', 'C.4', 'C.4']);
    expect(found.map((r) => r.id)).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(found[0]?.document).toBe('pws.md');
  });

  it("leaves out the Government's obligations and instructions to offerors", () => {
    const found = reqs(
      '## 5 Instructions\nThe offeror shall submit a staffing plan. The Government will provide office space. The contractor shall patrol the site.',
    );
    expect(found.map((r) => r.text)).toEqual(['The contractor shall patrol the site.']);
  });

  it('reads deliverable tables, user stories and the items of a "shall ... following:" list', () => {
    const found = reqs(
      [
        '## 3.1 Deliverables',
        '| Deliverable | Due |',
        '|---|---|',
        '| Transition plan | end of sprint 5 |',
        '## 2.0 Performance Objectives',
        '- As an API user, I would like to retrieve records.',
        '## 4 Labs',
        'The Contractor shall perform the following:',
        'a. Provide Labs with instructions for freezing samples.',
        'b. Receive frozen samples from Labs.',
      ].join('\n'),
    );
    const texts = found.map((r) => r.text);
    expect(texts).toContain('Deliverable: Transition plan (end of sprint 5)');
    expect(texts).toContain('As an API user, I would like to retrieve records.');
    expect(texts).toContain('Provide Labs with instructions for freezing samples.');
    expect(texts).toContain('Receive frozen samples from Labs.');
  });
});
