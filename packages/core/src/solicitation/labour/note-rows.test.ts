import { describe, expect, it } from 'vitest';
import { noteRow } from './note-rows';

const read = (text: string) => {
  const row = noteRow(text, 'Annual')?.rows[0];
  return row ? [row.label, row.amounts[0]?.site, row.amounts[0]?.measure, row.amounts[0]?.value] : null;
};

describe('noteRow', () => {
  it('reads a title, its place and its count in several phrasings', () => {
    expect(read('Contract Manager (Key Personnel), Main Office, 1 position (not a post)')).toEqual([
      'Contract Manager (Key Personnel)',
      'Main Office',
      'people',
      1,
    ]);
    expect(read('Quality Control Manager - one (1) FTE')).toEqual([
      'Quality Control Manager',
      undefined,
      'fte',
      1,
    ]);
    expect(read('Safety Officer: 0.5 FTE at the Treatment Plant')).toEqual([
      'Safety Officer',
      'Treatment Plant',
      'fte',
      0.5,
    ]);
    expect(read('Site Supervisor, two (2) positions')).toEqual(['Site Supervisor', undefined, 'people', 2]);
  });

  it('does not read notes that state no count of a title', () => {
    expect(read('Note: all positions are full time')).toBeNull();
    expect(read('Posts are staffed 8 hours a day, 5 days a week')).toBeNull();
    expect(read('See Attachment J-2 for post orders')).toBeNull();
    expect(read('Total, 17 positions')).toBeNull();
  });
});
