import type {
  CoverageFact,
  DocumentInfo,
  DomainReading,
  HoursPerFteFact,
  KeyPerson,
  LabourCategory,
  PeriodStructure,
  Quantity,
  ReaderNote,
  SectionNode,
  Source,
  Site,
  StaffingTable,
  StatedEffort,
  Table,
  TaskArea,
  WorkRequirement,
} from './model';

/** One input document as the reader sees it: its name, position (0 = primary) and text. */
export interface TextDocument {
  name: string;
  index: number;
  text: string;
}

/** What the structure reader finds: documents' roles, the section tree, tables and the work. */
export interface Structure {
  documents: DocumentInfo[];
  sections: SectionNode[];
  tables: Table[];
  workStatement: { found: boolean; sectionIds: string[]; missingAnnexes: Source[] };
  taskAreas: TaskArea[];
  requirements: WorkRequirement[];
  notes: ReaderNote[];
}

/** What the fact reader finds: numbers bound to nouns, periods, places, conventions, effort. */
export interface Facts {
  quantities: Quantity[];
  periods: PeriodStructure | null;
  sites: Site[];
  hoursPerFte: HoursPerFteFact | null;
  coverage: CoverageFact[];
  statedEffort: StatedEffort[];
  domain: DomainReading;
  notes: ReaderNote[];
}

/** What the labour reader finds: categories with stated amounts, staffing tables, key people. */
export interface Labour {
  labourCategories: LabourCategory[];
  staffingTables: StaffingTable[];
  keyPersonnel: KeyPerson[];
  /** Hours per FTE implied by stated rows (e.g. every row a multiple of 2,080), when not stated in words. */
  inferredHoursPerFte: HoursPerFteFact | null;
  notes: ReaderNote[];
}
