import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readKeyPersonnel } from './key-personnel';

const structure = { sections: [] } as unknown as Structure;
const titles = (text: string) =>
  readKeyPersonnel([{ name: 'doc', index: 0, text }], structure).map((k) => k.title);

describe('roles whose résumés the offer must include are key', () => {
  it.each([
    [
      'Attach the résumé of the proposed Quality Control Manager, who shall hold a current license.',
      ['Quality Control Manager'],
    ],
    [
      'Quotes shall include resumes for the Program Manager and the Quality Control Manager.',
      ['Program Manager'],
    ],
    ['b. A resume of your intended Project Manager; and evidence of insurance.', ['Project Manager']],
  ])('%s', (text, want) => {
    expect(titles(text)).toEqual(expect.arrayContaining(want));
  });

  it('does not make key a résumé that names no role, or one of the proposal’s own reviewers', () => {
    expect(titles('Include resumes of all proposed personnel.')).toEqual([]);
    expect(titles('Resumes will be reviewed by the Contracting Officer.')).toEqual([]);
  });
});

describe('a substitute’s résumé', () => {
  it('makes no role key', () => {
    expect(
      titles('A replacement shall be proposed with the resume of the substitute Project Manager.'),
    ).toEqual([]);
  });
});
