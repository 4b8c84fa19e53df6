import { describe, expect, it } from 'vitest';
import { readStructure } from './index';

const doc = (text: string, name = 'rfp.txt', index = 0) => ({ name, index, text });

describe('flattened PDF pages', () => {
  it('finds headings inside a page that is one long line', () => {
    const page =
      'SECTION C - STATEMENT OF WORK RFQ 123 Page 4 of 9 3.1 Program Management The Contractor shall provide a program manager who is the single point of contact for the COR and shall deliver monthly status reports. 3.2 Help Desk Support The contractor shall operate the help desk from 7:00 a.m. to 6:00 p.m. Eastern Time, Monday through Friday. The contractor shall resolve Tier 1 tickets within four business hours. 3.3 NETWORK OPERATIONS The Contractor shall monitor the network around the clock and patch network devices monthly.';
    const s = readStructure([doc(page)]);
    expect(s.sections.map((x) => `${x.ref} ${x.title}`)).toEqual([
      'Section C STATEMENT OF WORK RFQ 123 Page 4 of 9',
      '3.1 Program Management',
      '3.2 Help Desk Support',
      '3.3 NETWORK OPERATIONS',
    ]);
    expect(s.taskAreas.map((a) => a.requirementIds.length)).toEqual([1, 2, 1]);
  });
});

describe('requirements in other phrasings', () => {
  it('reads directives in numbered items and keeps the items under their parent area', () => {
    const text = [
      'PERFORMANCE WORK STATEMENT',
      '2.0 SERVICES',
      '2.1 Daily Services',
      '2.1.1 Empty all trash and recycling containers and take waste to the collection point.',
      '2.1.2 Clean and sanitize restrooms: fixtures, partitions, mirrors; restock supplies.',
      '2.2 Periodic Services',
      '2.2.1 Strip and refinish resilient floors in lobbies twice a year.',
      '2.2.2 Clean light fixtures and air diffusers once a year.',
    ].join('\n');
    const s = readStructure([doc(text, 'pws.txt')]);
    expect(s.taskAreas.map((a) => a.title)).toEqual(['Daily Services', 'Periodic Services']);
    expect(s.requirements.map((r) => r.text)).toContain(
      'Clean and sanitize restrooms: fixtures, partitions, mirrors; restock supplies.',
    );
    expect(s.requirements).toHaveLength(4);
  });

  it('keeps lists of work that is not required out of the requirements', () => {
    const text = [
      '# 4.0 REQUIREMENTS',
      'The Contractor shall provide the following services:',
      '- Build the certification web form',
      '- Migrate the legacy case data',
      '## Note the following tasks are not required:',
      '- Provide or configure hosting of the data or the site',
      '- Directly create, update, or delete the data',
    ].join('\n');
    const texts = readStructure([doc(text, 'pws.md')]).requirements.map((r) => r.text);
    expect(texts).toContain('Build the certification web form');
    expect(texts.some((t) => /hosting|Directly create/.test(t))).toBe(false);
  });

  it('keeps sentences that exclude work out of the requirements', () => {
    const text = [
      '# 3.0 TASKS',
      '3.1 The Contractor shall maintain the intake portal and answer user tickets.',
      '3.2 The Contractor will not be required to perform data conversion of archived files.',
      '3.3 The Contractor shall not be required to provide weekend monitoring.',
      '3.4 No Tier 3 engineering support is required under this order.',
      '3.5 Courier delivery of hard-copy records is excluded from this requirement.',
      '3.6 Not later than ten days after award, the Contractor shall deliver a transition plan.',
      '3.7 The Contractor shall provide not less than two analysts to review claims.',
    ].join('\n');
    const texts = readStructure([doc(text, 'pws.md')]).requirements.map((r) => r.text);
    expect(texts.some((t) => /intake portal/.test(t))).toBe(true);
    expect(texts.some((t) => /transition plan/.test(t))).toBe(true);
    expect(texts.some((t) => /two analysts/.test(t))).toBe(true);
    expect(texts.some((t) => /conversion|weekend|Tier 3|Courier/.test(t))).toBe(false);
  });

  it('quotes the objectives of a SOO that states no obligations', () => {
    const text = [
      '# Statement of Objectives',
      '## Objective 1: Understand the users',
      'Build a shared understanding of how reviewers use grant information today.',
      '## Objective 2: One place to review',
      'Give reviewers one place to read an application and record a recommendation.',
    ].join('\n');
    const s = readStructure([doc(text, 'soo.md')]);
    expect(s.taskAreas.map((a) => a.requirementIds.length)).toEqual([1, 1]);
    expect(s.requirements[1]?.quote).toBe(
      'Give reviewers one place to read an application and record a recommendation.',
    );
  });

  it('makes a task of each Task heading and a requirement of each of its numbered paragraphs', () => {
    const text = [
      'C.3 TASKS',
      'Task 1 - Project Management',
      '1.1  The Contractor shall hold a kick-off meeting within fifteen (15) days of award.',
      '1.2  The Contractor shall submit a monthly progress report.',
      'Task 2 - Field Data Collection',
      '2.1  The Contractor shall recruit participants and collect specimens in each',
      '     study community.',
    ].join('\n');
    const s = readStructure([doc(text, 'sow.txt')]);
    expect(s.taskAreas.map((a) => [a.ref, a.requirementIds.length])).toEqual([
      ['Task 1', 2],
      ['Task 2', 1],
    ]);
    expect(s.requirements[2]?.quote).toBe(
      'The Contractor shall recruit participants and collect specimens in each study community.',
    );
  });
});

describe('work profiles', () => {
  it('reads support areas from a work profile when no work statement was uploaded', () => {
    const profile = [
      'Attachment J.9 Enterprise Applications Work Profile',
      '',
      'IT Procurement Support',
      '',
      '**Representative Workload:**',
      '',
      '- Reviews procurement items for categorization, coding and pricing',
      '- Inputs and tracks procurement data daily on over 100 procurements each year',
      '',
      'ServiceNow Project and Development Support',
      '',
      '**Representative Workload:**',
      '',
      '- Tracks up to 15 active tasks at any given time',
    ].join('\n');
    const s = readStructure([doc(profile, 'J.9 Work Profile.docx')]);
    expect(s.documents[0]?.role).toBe('workload-data');
    expect(s.workStatement.found).toBe(false);
    expect(s.taskAreas.map((a) => [a.title, a.requirementIds.length])).toEqual([
      ['IT Procurement Support', 2],
      ['ServiceNow Project and Development Support', 1],
    ]);
    expect(s.notes[0]?.text).toMatch(/work profile/);
  });
});
