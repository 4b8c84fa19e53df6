import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readCategoryLists } from './category-lists';

const structure = { sections: [] } as unknown as Structure;
const titles = (text: string) =>
  readCategoryLists([{ name: 'doc', index: 0, text }], structure).map((c) => c.title);

describe('readCategoryLists', () => {
  it('reads numbered, bulleted and inline lists of labour categories', () => {
    expect(
      titles(
        'FMCSA anticipates a combination of the following labor categories to perform the work under this\nrequirement:\n\n1. Project Manager\n2. Business Analyst\n3. Data Architect\nThe contractor shall propose a team.',
      ),
    ).toEqual(['Project Manager', 'Business Analyst', 'Data Architect']);
    expect(
      titles('The labor categories required are: Janitor, Floor Technician, and Custodial Supervisor.'),
    ).toEqual(['Janitor', 'Floor Technician', 'Custodial Supervisor']);
    expect(
      titles(
        'The following positions shall be staffed:\n• Registered Nurse II\n• Licensed Practical Nurse I\n\nEnd.',
      ),
    ).toEqual(['Registered Nurse II', 'Licensed Practical Nurse I']);
  });

  it('reads a labour-category heading followed by an inline list, wrapped or not', () => {
    expect(
      titles(
        'H.3 Labor categories (for information): Principal Investigator; Senior Chemist; Research\nChemist; Modeling and Simulation Analyst; and Laboratory Technician.',
      ),
    ).toEqual([
      'Principal Investigator',
      'Senior Chemist',
      'Research Chemist',
      'Modeling and Simulation Analyst',
      'Laboratory Technician',
    ]);
    expect(titles('Labour categories: Site Supervisor, Groundskeeper, Irrigation Technician.')).toEqual([
      'Site Supervisor',
      'Groundskeeper',
      'Irrigation Technician',
    ]);
    // A pointer to another document lists no titles.
    expect(titles('Labor categories: see Attachment J-3 for the descriptions.')).toEqual([]);
    expect(titles('The labor categories in the price schedule shall be used for invoicing.')).toEqual([]);
  });

  it('reads a bulleted list in the paragraph after a sentence naming the labour categories', () => {
    const text = [
      'The work will be performed by the following labor categories. The offeror proposes the mix.',
      '',
      '  • Program Manager (Key Personnel) - Task Area 1',
      '  • Lead Structural Engineer (Key Personnel), licensed Professional Engineer (PE) - Task Areas 2 and 4',
      '  • Technical Writer - Task Area 6',
      '',
      'C.5 Task Areas',
    ].join('\n');
    expect(titles(text)).toEqual(['Program Manager', 'Lead Structural Engineer', 'Technical Writer']);
    const other =
      'We expect these following positions. They are described in Attachment 2.\n\n1. Site Supervisor\n2. Custodian\n';
    expect(titles(other)).toEqual(['Site Supervisor', 'Custodian']);
    // No list after the sentence: nothing is read.
    expect(
      titles(
        'The following labor categories. See the price schedule.\n\nThe contractor shall report monthly.',
      ),
    ).toEqual([]);
  });

  it('reads "Category N - Title" lines once per number, joining names a line wrap cut', () => {
    const text = [
      'Category 1 - Product Manager Category 3 - Interaction Designer/User',
      'Researcher/Usability Tester',
      'Category 13 - Digital Performance',
      'Analyst',
      '',
      'Category 1 - Product Manager               Category 2 - Technical Architect',
      'Category 13 - Digital Performance Analyst',
    ].join('\n');
    expect(titles(text)).toEqual([
      'Product Manager',
      'Interaction Designer/User Researcher/Usability Tester',
      'Digital Performance Analyst',
      'Technical Architect',
    ]);
  });
});
