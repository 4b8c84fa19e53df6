import { escapeRegExp } from '../../format/regexp';
import type { PlanLine } from './lines';

/**
 * The "(9,600 sample receipt and log-in x 6 min / 60)" parts of a stated-rate line's formula. A
 * label may hold an aside of its own ("fine grinding (subset ordered by the lab)") and is
 * clipped when long ("... (subset ordered by the..."): the count's part runs to its " x ".
 */
const RATED_PART = /\((\d[\d,]*) (.+?) x \d/g;

/** The words of a formula's label that the source quote holds too: before an aside or a clip. */
function labelHead(label: string): string {
  return label
    .replace(/\.\.\.$/, '')
    .replace(/\s*\(.*$/, '')
    .trim();
}

/**
 * Whether a volume counts only items that stated-rate lines size one by one: its quote names
 * each of them with its count ("0001 Sample receipt and log-in 9,600 Sample; ..."), and the
 * counts it finds there make up its whole quantity (a price schedule beside the Government's
 * times for the same items).
 * @example
 * countsTimedItems('Schedule: 0001 Intake 900 Each; 0002 Review 100 Each', 1000, [{ formula: '(900 intake x 5 min / 60) + (100 review x 9 min / 60) = 90' } as never]) // true
 */
export function countsTimedItems(quote: string, quantity: number, rated: readonly PlanLine[]): boolean {
  const text = quote.toLowerCase().replace(/\s+/g, ' ');
  if (!(quantity > 0) || !text) return false;
  let found = 0;
  for (const r of rated)
    for (const m of r.formula.matchAll(RATED_PART)) {
      const [count = '', label = ''] = [m[1], labelHead(m[2] ?? '')];
      // The rest of a label the formula clipped, or the aside it holds, stands between its head
      // and its count in the quote, within the item (never across a "; " to the next one).
      if (
        label.length >= 4 &&
        new RegExp(`${escapeRegExp(label)}(?:[^;|]{0,80}?[\\s|,:)])?[\\s|,:]*${escapeRegExp(count)}\\b`).test(
          text,
        )
      )
        found += Number(count.replace(/,/g, ''));
    }
  return found > 0 && found >= 0.95 * quantity;
}
