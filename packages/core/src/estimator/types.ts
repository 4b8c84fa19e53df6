import type { PeriodOfPerformance, Requirement } from '../schemas/plan';

/** One named input document. */
export interface EstimatorDocument {
  name?: string;
  text: string;
}

/** What the estimator reads: the primary document, supporting documents and the user's options. */
export interface EstimatorInput {
  primary: EstimatorDocument;
  supporting?: EstimatorDocument[];
  fteTarget?: number | null;
  customInstructions?: string | null;
}

/** Options of `estimatePlan`. */
export interface EstimatorOptions {
  /** Called with each thinking line as the stages run (the server streams them). */
  onThinking?: (line: string) => void;
}

/** A section of a document with its reference (C.3.2, 3.2.1, Task 4, Exhibit 1, a heading). */
export interface Section {
  ref: string;
  title: string;
  text: string;
  document: string;
  /** Character offset of the section in its document. */
  start: number;
}

/** Where a driver was read: the section reference and the document's own words. */
export interface Citation {
  ref: string;
  quote: string;
}

export interface CountDriver extends Citation {
  value: number;
  unit: string;
  per?: 'day' | 'week' | 'month' | 'year';
}

export interface CoverageDriver extends Citation {
  label: string;
  hoursPerDay: number;
  daysPerWeek: number;
  annualHours: number;
  /** The staffed function the window applies to (help desk, post, console), when named. */
  function?: string;
  /** Posts the sentence names (one when it names none). */
  posts: number;
  /** The sentence states the people on duty ("a minimum of two (2) personnel on duty at all times"). */
  staffed?: boolean;
}

export interface PeriodDriver extends Citation {
  period: PeriodOfPerformance;
}

export interface PlaceDriver extends Citation {
  location: string;
}

export interface RoleMention extends Citation {
  role: string;
}

export interface PostRow extends Citation {
  name: string;
  hoursPerDay: number;
  daysPerWeek: number;
  annualHours: number;
}

export interface HoursCategory extends Citation {
  name: string;
  annualHours: number;
  posts: PostRow[];
}

/** Staffing the document states itself; it always wins over estimated staffing. */
export type StatedStaffing =
  | (Citation & {
      form: 'fte';
      totalFte: number;
      mix: { category: string; fte: number }[];
      /** Annual hours when the document states hours ("shall not exceed 6,000 hours per year"). */
      hours?: number;
    })
  | (Citation & { form: 'ceiling'; maxPersonnel: number; minPersonnel: number; partTime: boolean })
  | (Citation & { form: 'hours'; categories: HoursCategory[] });

export interface Drivers {
  counts: CountDriver[];
  coverageWindows: CoverageDriver[];
  period: PeriodDriver | null;
  places: PlaceDriver[];
  labourCategories: RoleMention[];
  keyPersonnel: RoleMention[];
  staffing: StatedStaffing | null;
}

/** The compact digest that replaces raw text for model providers when documents are large. */
export interface Digest {
  sections: { ref: string; title: string; document: string }[];
  requirements: Requirement[];
  drivers: Drivers;
  text: string;
}
