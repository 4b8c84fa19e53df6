import { describe, expect, it } from 'vitest';
import { categoryNames, isCutShort } from '../../src/estimator/drivers/category-lines';
import { extractDrivers } from '../../src/estimator/drivers/index';
import { segmentSections } from '../../src/estimator/sections';

const roles = (text: string) =>
  extractDrivers(segmentSections(text, 'rfq')).labourCategories.map((c) => c.role);

describe('labour category names wrapped over two lines', () => {
  it('tells a cut-short name from a whole one', () => {
    expect(isCutShort('Interaction Designer/User')).toBe(true);
    expect(isCutShort('Writer / Content Designer /')).toBe(true);
    expect(isCutShort('Senior Network Engineer')).toBe(false);
    expect(isCutShort('Help Desk Technicians')).toBe(false);
  });

  it('joins the continuation in the same column of laid-out text', () => {
    const text = [
      '## 4.0 Labor Categories',
      '   Category 1 - Senior Systems                 Category 2 - Quality Assurance',
      '   Administrator                               Specialist',
      '',
      '   Category 3 - Program Manager                Category 4 - Geospatial Information',
      '                                               Systems Analyst',
    ].join('\n');
    expect(roles(text)).toEqual([
      'Senior Systems Administrator',
      'Quality Assurance Specialist',
      'Program Manager',
      'Geospatial Information Systems Analyst',
    ]);
  });

  it('shares one single-spaced continuation line between the cut names in order', () => {
    expect(
      categoryNames(
        'Category 5 - Tier II Desktop Category 6 - Cloud Infrastructure\nSupport Technician Operations Engineer',
      ).map((c) => c.name),
    ).toEqual(['Tier II Desktop Support Technician', 'Cloud Infrastructure Operations Engineer']);
  });

  it('does not take a sentence or the next category as a continuation', () => {
    expect(
      categoryNames('Category 1 - Journeyman\nThe contractor shall provide all labor.').map((c) => c.name),
    ).toEqual(['Journeyman']);
    expect(categoryNames('Category 1 - Data\nCategory 2 - Records Clerk').map((c) => c.name)).toEqual([
      'Data',
      'Records Clerk',
    ]);
  });
});
