import type { Source } from '../solicitation/model';

/** The kind of fact a change is about. */
export type ChangedFact =
  | 'document'
  | 'period'
  | 'site'
  | 'labour-category'
  | 'stated-amount'
  | 'coverage'
  | 'key-person'
  | 'hours-per-fte'
  | 'stated-effort'
  | 'requirement'
  | 'text'
  | 'amendment-item';

/**
 * One entry of the change list between two readings of a solicitation: a fact added, removed
 * or changed, or a Q&A answer that clarifies a fact or requirement. Plain data.
 * @example
 * const change: SolicitationChange = { kind: 'changed', fact: 'period', key: 'period:base:1', appliesTo: 'Base Year', summary: 'Base Year: ends 2027-05-31 -> 2027-06-30', source, previous };
 */
export interface SolicitationChange {
  kind: 'added' | 'removed' | 'changed' | 'clarification';
  fact: ChangedFact;
  /** Stable key of the fact ('period:option:1', 'site:artesia nm', 'lcat:help desk analyst||'). */
  key: string;
  /** Where it applies, in the document's terms: a period, site, labour category, section. */
  appliesTo: string;
  /** One line for a person: what changed, before and after. */
  summary: string;
  /** The field that changed, when one did ('endDate', 'hours', 'value'). */
  field?: string;
  before?: unknown;
  after?: unknown;
  /** Where the new fact (or the answer) was read, in the document's own words. */
  source?: Source;
  /** Where the old fact (or, for a clarification, the fact or requirement it settles) was read. */
  previous?: Source;
  /** The question a clarification answers, in the document's words. */
  question?: string;
}

/**
 * A source without its offset, trimmed for a change list.
 * @example
 * cite({ document: 'a.pdf', ref: 'F.3', quote: 'x', offset: 9 }) // { document: 'a.pdf', ref: 'F.3', quote: 'x' }
 */
export function cite(s: Source | undefined): Source | undefined {
  if (!s) return undefined;
  const quote = s.quote.length > 400 ? `${s.quote.slice(0, 399)}…` : s.quote;
  return { document: s.document, ref: s.ref, quote };
}

/**
 * Shows a value in a change summary: numbers with thousands separators, nothing as 'none'.
 * @example
 * showValue(2080) // '2,080'
 */
export function showValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return 'none';
  if (typeof v === 'number') return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'string' ? v : JSON.stringify(v);
}
