import type { Quantity } from '../../solicitation/model';

/** "ordered separately under optional CLIN 1002", "not part of the recurring workload", "under another contract". */
const SEPARATE =
  /\b(?:ordered|priced|procured|purchased|acquired|funded) separately\b|\bnot (?:part of|included in|within) (?:the |this )?(?:recurring |base |routine )?(?:workload|work|requirement|scope|contract|order)\b|\b(?:under|by) (?:a |an )?(?:separate|another|other) (?:contract|order|CLIN|task order|vendor)s?\b|\boptional CLIN\b|\bout of scope\b/i;

/**
 * Whether the documents put a volume outside the recurring work: its sentence or the next one
 * in its paragraph says it is ordered separately, under an optional CLIN or another contract,
 * or not part of the recurring workload ("the agency will replace some 900 printers; their
 * installation is ordered under an optional CLIN").
 * @example
 * separateWork(q, ['About 900 printers will be replaced. Their installation is ordered separately.']) // true
 */
export function separateWork(q: Quantity, texts: readonly string[]): boolean {
  const head = q.quote.slice(0, 60);
  for (const text of texts) {
    const at = text.indexOf(head);
    if (at < 0) continue;
    const end = text.indexOf('\n\n', at);
    const para = text.slice(at, Math.min(end < 0 ? text.length : end, at + q.quote.length + 300));
    const sentences = para.split(/(?<=[.!?])\s+(?=[A-Z])/).slice(0, 2);
    return SEPARATE.test(sentences.join(' '));
  }
  return false;
}
