import { describe, expect, it } from 'vitest';
import { partTimeShare } from './part-time';

describe('part-time positions in staffing rows', () => {
  it('reads the share of a full-time week from the marker, the text around the table, or half time', () => {
    expect(partTimeShare('Records Clerk (Part Time, 24 hrs/wk)', '')).toBe(0.6);
    expect(partTimeShare('Receptionist - half-time', '')).toBe(0.5);
    expect(
      partTimeShare(
        'Part-time Librarian',
        'Part-time staff work thirty (30) hours a week; full-time staff work 40 hours per week.',
      ),
    ).toBe(0.75);
    expect(
      partTimeShare(
        'Lab Aide (part-time)',
        'Each full-time employee works 37.5 hours per week. Part-time employees are scheduled 15 hours per week.',
      ),
    ).toBe(0.4);
  });

  it('reads nothing without a part-time marker or the hours a part-time position works', () => {
    expect(partTimeShare('Physical Therapist (PT)', 'Part-time staff work 20 hours per week.')).toBeNull();
    expect(partTimeShare('Timekeeper', 'Part-time staff work 20 hours per week.')).toBeNull();
    expect(partTimeShare('Full-time Analyst', 'Part-time staff work 20 hours per week.')).toBeNull();
    expect(partTimeShare('Mail Clerk (part-time)', 'Each position works 40 hours per week.')).toBeNull();
  });
});
