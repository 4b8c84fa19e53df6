import { describe, expect, it } from 'vitest';
import { isManagement } from './roles';

describe('management task areas however they are labelled', () => {
  it.each([
    'Management',
    '2.0 Management and Administration',
    'ANNEX 1 - MANAGEMENT AND ADMINISTRATION',
    'Task 1: Management and Reporting',
    'Section C.2 – Management',
    'Program Management',
  ])('%s is management', (title) => {
    expect(isManagement(title)).toBe(true);
  });

  it.each([
    'Annex 3 - Custodial Services',
    'Task 2: Data Management Support',
    'Facility Management Services',
  ])('%s is work', (title) => {
    expect(isManagement(title)).toBe(false);
  });
});
