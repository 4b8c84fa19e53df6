import { describe, expect, it } from 'vitest';
import { categoryLine, isCategoryTitle } from './category-title';

describe('isCategoryTitle', () => {
  it('accepts labour categories in many shapes, levels and qualifiers kept', () => {
    for (const t of [
      'Sr. Systems Administrator (Unix/Linux)',
      'Senior Epidemiologist',
      'Biostatistician',
      'Management Support',
      'Professional',
      'Project Director (Key)',
      'Senior Evaluator',
      'Customer Tech Support Specialist (Help Desk)',
      'Guard II',
      'Janitor',
      'Database Developer - Intermediate',
      'Shift Supervisor Post 440',
      'Console Control Post 400',
      'Quality Control Reviewer',
      'Senior Claims Reviewer',
    ])
      expect(isCategoryTitle(t), t).toBe(true);
  });

  it('accepts occupations whose titles hold no listed role word, as the occupation vocabularies name them', () => {
    for (const t of [
      'Shipping Packer',
      'Truckdriver, Tractor-Trailer',
      'Truckdriver, Heavy',
      'Order Filler',
      'Stevedore I',
      'Groundskeeper',
      'Material Handling Laborer',
    ])
      expect(isCategoryTitle(t), t).toBe(true);
  });

  it('refuses document furniture and table debris', () => {
    for (const t of [
      'Attachment 1 –Price Quote Schedule',
      'C.1.1 General Objectives',
      'How many Tier III production issues does FMCSA typically expect per',
      'Standing 6',
      'Kneeling 6',
      'Total (Excluding Surge)',
      'RFQ / SOO',
      'Document',
      'Travel',
      'Other Direct Costs',
      'Materials and Supplies',
      'Overtime/Surge Hours',
    ])
      expect(isCategoryTitle(t), t).toBe(false);
  });
});

describe('categoryLine', () => {
  it('keeps a role title verbatim and names the guard who staffs a bare post', () => {
    expect(categoryLine('Sr. NEN Analyst (Key)', 'it')).toEqual({ lcat: 'Sr. NEN Analyst (Key)' });
    expect(categoryLine('East Gate Entrance Post 401', 'security')).toEqual({
      lcat: 'Security Guard (East Gate Entrance Post 401)',
      family: 'Security Guard',
    });
  });
});
