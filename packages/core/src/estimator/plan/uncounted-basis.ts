import type { LabourCategory } from '../../solicitation/model';
import { clip, fmt } from '../text';

/**
 * A line's basis for a role named with no number: where it is named, and the assumption.
 * @example
 * uncountedBasis(counselor, 0.5) // 'Named in C.4.3 with no number ("... counselors ... as needed ..."); 0.5 FTE assumed until ...'
 */
export function uncountedBasis(c: LabourCategory, fte: number): string {
  return `Named in ${c.ref || c.document} with no number ("${clip(c.quote, 140)}"); ${fmt(fte)} FTE assumed until the Government states how many, or the offeror sizes them from its own approach.`;
}
