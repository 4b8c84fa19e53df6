/**
 * The solicitation model: the one typed reading of a solicitation's documents that plans are
 * built from (local estimator and model providers alike) and that amendments diff. Every
 * fact keeps the document's own words and where they were read, so a plan line can cite the
 * sentence that drives it and a user can check it.
 *
 * It is plain data (JSON-serialisable, versioned by `version`), produced by
 * `readSolicitation()` from extracted text. Extraction writes tables as Markdown pipe tables
 * (DOCX tables, Excel sheets under a `## Sheet: <name>` heading) and PDF rows with column gaps
 * kept as runs of spaces, so the reader rebuilds tables from both.
 */

/** Where a fact was read. `quote` is the document's own words, trimmed to one sentence or row. */
export interface Source {
  /** Name of the document (file name or 'primary' / 'supporting 1'). */
  document: string;
  /** Reference of the section it sits in ('C.3.2', 'Section L', 'Table 2', 'Sheet Base Year'). */
  ref: string;
  quote: string;
  /** Character offset in the document's text. */
  offset?: number;
}

/** What a document is, read from its content (not its name alone). */
export type DocumentRole =
  | 'solicitation'
  | 'work-statement'
  | 'price-schedule'
  | 'staffing-template'
  | 'amendment'
  | 'questions-and-answers'
  | 'workload-data'
  | 'other';

export interface DocumentInfo {
  name: string;
  /** Position among the inputs: 0 is the primary document. */
  index: number;
  role: DocumentRole;
  chars: number;
}

/**
 * What a section is for a pricer: the work statement (PWS, SOW, SOO, Section C, task
 * descriptions) is where work comes from; everything else is read for facts only.
 */
export type SectionKind =
  | 'work' // work statement, tasks, objectives, requirements
  | 'staffing' // labour mix, level of effort, key personnel, staffing tables
  | 'schedule' // supplies/services and prices, CLINs (UCF Section B)
  | 'performance' // period and place of performance, deliveries (UCF F)
  | 'administration' // contract administration, invoicing (UCF G)
  | 'clauses' // special requirements and contract clauses (UCF H, I), FAR/DFARS text
  | 'instructions' // instructions to offerors (UCF L), proposal format
  | 'evaluation' // evaluation factors (UCF M)
  | 'representations' // representations and certifications (UCF K)
  | 'attachments' // list of attachments (UCF J)
  | 'front-matter' // cover, SF forms, table of contents
  | 'other';

export interface SectionNode {
  /** Unique within the model ('d0:s12'). */
  id: string;
  /** The document's own numbering when it has one ('C.3.2', '3.1', 'Task 4', 'Section L'). */
  ref: string;
  title: string;
  /** Depth in the tree, 1 for top level. */
  level: number;
  parentId: string | null;
  document: string;
  /** Character range of the section (heading included) in its document's text. */
  start: number;
  end: number;
  kind: SectionKind;
  /** UCF letter (A-M) of the part this section belongs to, when the document uses the UCF. */
  ucf?: string;
}

/** A table rebuilt from the text: pipe tables, column-aligned text, Excel sheets. */
export interface Table {
  id: string;
  document: string;
  /** Section the table sits in. */
  ref: string;
  sectionId: string | null;
  /** A caption or the line above it ('Table 1 - Labor Mix', 'Sheet: Base Year'). */
  caption?: string;
  /** Header rows merged into one label per column (multi-row headers joined with ' '). */
  header: string[];
  rows: string[][];
  origin: 'pipe' | 'aligned' | 'sheet';
  start: number;
  end: number;
}

/** A number bound to the noun it counts ("1,200 users", "three (3) sites", "45,000 sq ft"). */
export interface Quantity extends Source {
  value: number;
  /** The counted noun, singular and lower case ('user', 'site', 'square foot', 'ticket'). */
  noun: string;
  /** Unit when it differs from the noun ('sq ft', 'hours'). */
  unit?: string;
  per?: 'day' | 'week' | 'month' | 'year';
  /** Qualifier: 'approximately', 'up to', 'at least', 'not to exceed'. */
  qualifier?: 'about' | 'max' | 'min' | 'exact';
}

export type PeriodKind = 'base' | 'option' | 'extension' | 'transition' | 'phase';

export interface Period extends Source {
  /** Display name in the document's own terms where it has them ('Base Year', 'Option Period 1'). */
  name: string;
  kind: PeriodKind;
  months: number;
  /** ISO dates when stated. */
  startDate?: string;
  endDate?: string;
  /** CLIN numbers that belong to the period ('0001', '1001'). */
  clins?: string[];
}

export interface PeriodStructure {
  /** Base, options, then extension, in order. An option to extend (FAR 52.217-8) is last. */
  periods: Period[];
  /** Months of base + options (extension excluded). */
  totalMonths: number;
  /** How sure the reader is: 'stated' (durations read), 'inferred' (from CLINs or dates). */
  basis: 'stated' | 'inferred';
}

/** A place of performance. */
export interface Site extends Source {
  /** As the document names it ('Glynco, Georgia', 'Fort Meade, MD', 'DOT Headquarters'). */
  name: string;
  city?: string;
  /** Two-letter US state code. */
  state?: string;
  installation?: string;
  /** 'government' site, 'contractor' facility, 'remote' or unknown. */
  setting?: 'government' | 'contractor' | 'remote' | 'mixed';
  /**
   * A land unit or facility the title or background names ("<Name> Herd Management Area") that the
   * other sites lie in: named in the plan's locations, never a site of its own that work is spread
   * over or repeated at.
   */
  area?: boolean;
}

/** The hours one FTE works a year in this document (1,880, 1,920, 2,080, ...). */
export interface HoursPerFteFact extends Source {
  value: number;
  /** True when stated in words or in a formula/table header; false when inferred from rows. */
  stated: boolean;
}

/** Stated hours, FTE or people for one labour category in one period. */
export interface StatedAmount {
  /** Period name as the model's periods name it, or the document's column label. */
  period: string;
  /** Index into `periods.periods` when the column was matched to a period. */
  periodIndex?: number;
  hours?: number;
  fte?: number;
  people?: number;
}

/** A labour category as the document names it. */
export interface LabourCategory extends Source {
  /** Verbatim title, levels and qualifiers kept ('Sr. Systems Administrator (Unix/Linux)'). */
  title: string;
  /** Standard family it belongs to ('Systems Administrator'), from the vocabularies. */
  family?: string;
  /** 'I', 'II', 'III', 'Junior', 'Intermediate', 'Senior', 'Lead', ... */
  level?: string;
  key: boolean;
  /** Stated amounts by period (empty when the document names the category only). */
  stated: StatedAmount[];
  /** Site this row is stated for, when the staffing table is by site. */
  site?: string;
  /** Shift or post label when stated by shift/post. */
  shift?: string;
  /** The part of each year the row staffs, when it is a season only ('November 1 through March 31'). */
  season?: string;
  /** Which vocabulary recognised it: 'gsa-calc', '18f', 'sca', 'document' (table header only). */
  vocabulary?: string;
  /** Named for the contractor to provide with no number ("counselors as needed"): sized on an assumption. */
  uncounted?: boolean;
}

/** Staffing the government states as a table or a run (every row one LCAT x site x period). */
export interface StaffingTable extends Source {
  tableId?: string;
  /** Column labels of the periods, in order. */
  periods: string[];
  categoryTitles: string[];
  /** Stated totals per period, when the table gives a total row. */
  totals?: { period: string; hours?: number; fte?: number }[];
  /** Whether the rows add up to the stated totals, per period. */
  foots?: { period: string; rowSum: number; stated: number; ok: boolean }[];
  /** 'hours' | 'fte' | 'people': what the cells count. */
  measure: 'hours' | 'fte' | 'people';
  /** A surge or optional line stated apart ('Surge 10%', 'ADDITIONAL LOE OPTION'). */
  optional?: { label: string; amounts: number[] }[];
  /** "for estimating purposes only" and the like. */
  indicative: boolean;
  /** Rate, price or cost columns the table also has (a price schedule): never read as effort. */
  moneyColumns?: string[];
}

/** Effort, team size or money the government states for the whole work. */
export interface StatedEffort extends Source {
  kind: 'hours' | 'fte' | 'people' | 'budget';
  /** Amount per `scope`. For a range, `min`/`max` are set and `value` is the upper bound. */
  value: number;
  min?: number;
  max?: number;
  scope: 'total' | 'per-year' | 'per-period' | 'base-period';
  /** Per-period amounts when stated per period (base first). */
  perPeriod?: { period: string; value: number }[];
  /** An optional increment stated apart (additional LOE option, surge). */
  optional?: { label: string; value: number; perPeriod?: { period: string; value: number }[] };
  /** The amount covers travel or other direct costs besides labour (budgets). */
  includesNonLabour?: boolean;
  /** Stated as not more than ('no more than 10 personnel', 'not to exceed'). */
  ceiling?: boolean;
  /** Named in a question ("Is the $900,000 the budget for the first year?"): asked about, not stated. */
  asked?: boolean;
  /**
   * Stated about reference projects (similar experience, code samples), not this work: weaker
   * evidence of its size ("samples from teams of approximately four to seven FTE").
   */
  reference?: boolean;
  /**
   * The hours of each role inside a total, when a schedule of phases names each phase's people
   * ("Phase 2, 12 weeks: 1 Supervisor; 10 Specialists"): the labour reader prices these roles.
   */
  roles?: { title: string; hours: number; key?: boolean }[];
}

export interface CoverageFact extends Source {
  /** 'core hours', '24x7', 'business hours', 'on call', a post name. */
  label: string;
  hoursPerDay: number;
  daysPerWeek: number;
  hoursPerWeek: number;
  is24x7: boolean;
  onCall: boolean;
  /** The function or post it applies to ('help desk', 'Post 3'), when named. */
  function?: string;
  posts: number;
  /** The sentence puts people on duty (a staffed post), not just a window of availability. */
  staffed: boolean;
  /** The document says 24x7 is NOT required ("not expected to provide 24x7"). */
  negated?: boolean;
  /**
   * The position on duty, as the document titles it ('Shift Lead', 'NOC Technician (Tier 2)'),
   * when the sentence counts named positions ("two (2) NOC Technicians on duty at all times").
   */
  position?: string;
  /**
   * The window is kept on this many days in all, not every week: days of an event the
   * sentence counts ("during the set-up day and the three Summit days" is 4).
   */
  days?: number;
  /**
   * The days a year the post is kept, when its row says so or its schedule implies it
   * ("Monday-Friday, except Federal holidays" is 249, a "Days per year" column).
   */
  daysPerYear?: number;
  /**
   * The shifts of a roster row: persons on duty and paid hours of each shift ("Registered
   * Nurse | 3 | 3 | 2" under Day, Evening and Night at 8 hours). The post's hours a day are
   * the sum of posts x hours over its shifts.
   */
  shifts?: { name: string; posts: number; hours: number }[];
  /** The site a post schedule places the post at ('A - Peoria'). */
  site?: string;
  /** Read from a post schedule or shift roster table: the document's own list of posts. */
  scheduled?: boolean;
  /**
   * The earlier window(s) an amendment's window replaces ('24x7 (rfp.pdf, C.4)'), when the
   * amendment deletes or revises the paragraph that stated them: the amended window wins.
   */
  replaces?: string;
}

export interface KeyPerson extends Source {
  title: string;
  /**
   * Hours a week the documents give the person ("forty (40) hours a week all year", "about eight
   * (8) hours a week ... (31 weeks)"), and for how many weeks a year (52 when they say none).
   */
  week?: { hours: number; weeks: number; quote: string };
}

/** The kind of work, which decides which roles and productivity rules fit. */
export type Domain =
  | 'it'
  | 'facilities'
  | 'security'
  | 'research'
  | 'professional'
  | 'medical'
  | 'call-center'
  | 'construction'
  | 'training'
  | 'logistics'
  | 'transcription'
  | 'other';

export interface DomainReading {
  domain: Domain;
  /** NAICS / PSC codes read from the document, each with its source. */
  codes: (Source & { system: 'NAICS' | 'PSC' | 'SIN'; code: string })[];
  /** Service Contract Act / wage determination applies. */
  serviceContractAct: boolean;
  /** Why: the codes and words that decided it. */
  evidence: string[];
  /** The work the primary document's title names ("Shelf Stocking", "FIRE ALARM AND SPRINKLER SYSTEMS ITM"), when it has one. */
  subject?: string;
  /** The service the scope sentence performs ("ergonomic workstation assessments"), when it names one. */
  service?: string;
}

/** A work statement requirement, grouped under the task area that holds it. */
export interface WorkRequirement extends Source {
  id: string;
  sectionId: string;
  /** Task area (top-level work section) it belongs to. */
  taskAreaId: string;
  text: string;
}

/** A task area of the work statement: the unit a pricer staffs. */
export interface TaskArea {
  id: string;
  ref: string;
  title: string;
  sectionId: string;
  document: string;
  requirementIds: string[];
}

/** Something the reader could not settle; becomes an assumption or an open question. */
export interface ReaderNote {
  kind: 'missing' | 'ambiguous' | 'conflict' | 'defect';
  text: string;
  /** Worth sending to the contracting officer as a question. */
  askContractingOfficer: boolean;
  source?: Source;
}

export interface SolicitationModel {
  version: 1;
  documents: DocumentInfo[];
  sections: SectionNode[];
  tables: Table[];
  /** Whether a work statement was found; annexes it refers to that were not uploaded. */
  workStatement: { found: boolean; sectionIds: string[]; missingAnnexes: Source[] };
  taskAreas: TaskArea[];
  requirements: WorkRequirement[];
  labourCategories: LabourCategory[];
  staffingTables: StaffingTable[];
  keyPersonnel: KeyPerson[];
  quantities: Quantity[];
  periods: PeriodStructure | null;
  sites: Site[];
  hoursPerFte: HoursPerFteFact | null;
  coverage: CoverageFact[];
  statedEffort: StatedEffort[];
  domain: DomainReading;
  notes: ReaderNote[];
}
