import type { HoursPerFteFact, SolicitationModel } from './model';

/** One input document as the reader sees it: its name, position (0 = primary) and text. */
export interface TextDocument {
  name: string;
  index: number;
  text: string;
}

/** What the structure reader finds: documents' roles, the section tree, tables and the work. */
export type Structure = Pick<
  SolicitationModel,
  'documents' | 'sections' | 'tables' | 'workStatement' | 'taskAreas' | 'requirements' | 'notes'
>;

/** What the fact reader finds: numbers bound to nouns, periods, places, conventions, effort. */
export type Facts = Pick<
  SolicitationModel,
  'quantities' | 'periods' | 'sites' | 'hoursPerFte' | 'coverage' | 'statedEffort' | 'domain' | 'notes'
>;

/** What the labour reader finds: categories with stated amounts, staffing tables, key people. */
export type Labour = Pick<
  SolicitationModel,
  'labourCategories' | 'staffingTables' | 'keyPersonnel' | 'notes'
> & {
  /** Hours per FTE implied by stated rows (e.g. every row a multiple of 2,080), when not stated in words. */
  inferredHoursPerFte: HoursPerFteFact | null;
};
