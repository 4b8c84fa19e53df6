import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_STYLE, ROLE_CATALOGUE, roleStyle } from './catalogue';

describe('roleStyle', () => {
  it('gives every catalogue role its own colour and description', () => {
    expect(ROLE_CATALOGUE.map((r) => r.role)).toEqual([
      'Program Manager',
      'Project Manager',
      'Technical Lead',
      'Senior Developer',
      'Developer',
      'Junior Developer',
      'QA Engineer',
      'DevOps Engineer',
      'UX Designer',
      'Business Analyst',
      'Systems Architect',
    ]);
    expect(new Set(ROLE_CATALOGUE.map((r) => r.color)).size).toBe(ROLE_CATALOGUE.length);
    for (const entry of ROLE_CATALOGUE) {
      expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(roleStyle(entry.role)).toBe(entry);
    }
  });

  it('lets the most specific name win', () => {
    const senior = ROLE_CATALOGUE.find((r) => r.role === 'Senior Developer');
    expect(roleStyle('Senior Developer')).toBe(senior);
    expect(roleStyle('Senior Developer').color).not.toBe(roleStyle('Developer').color);
    expect(roleStyle('Junior Developer II').role).toBe('Junior Developer');
    expect(roleStyle('Full-stack developer').role).toBe('Developer');
  });

  it('matches case-insensitively by containment', () => {
    expect(roleStyle('SENIOR QA ENGINEER').role).toBe('QA Engineer');
    expect(roleStyle('Deputy program manager').role).toBe('Program Manager');
  });

  it('falls back to the default', () => {
    expect(roleStyle('Security Officer')).toEqual(DEFAULT_ROLE_STYLE);
    expect(roleStyle('')).toEqual(DEFAULT_ROLE_STYLE);
    expect(roleStyle(undefined).role).toBe('Default');
  });
});
