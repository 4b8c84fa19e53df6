import { dollars } from './budget';

/** A construction cost an architect-engineer solicitation states, with the fee it expects. */
export interface ConstructionCost {
  /** Dollars: the stated figure, or the midpoint of a stated range. */
  value: number;
  min?: number;
  max?: number;
  /** What the figure is: the estimated construction cost, a cost limitation or a programmed amount. */
  basis: 'ecc' | 'limit' | 'programmed';
  quote: string;
  /** The Government's estimate of the design fee as a share of the cost (0.054), when stated. */
  feeShare?: number;
  feeQuote?: string;
}

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(million|M\b|billion|B\b|thousand|K\b)?/gi;
const COST =
  /\b(estimated construction cost|construction cost estimate|\bECC\b|construction cost limit(?:ation)?|\bCCL\b|programmed amount|\bPA\b(?= for construction)|magnitude of construction|estimated cost of construction)/gi;
// "between $14,000,000 and $18,000,000", "$5 million to $10 million"
const RANGE_JOIN = /^\s*(?:and|to|-|–)\s*$/i;
const FEE_RANGE =
  /\b(?:estimate|expect\w*|anticipat\w*)\b[^.]{0,80}?\bfee\b[^.]{0,60}?(\d+(?:\.\d+)?)\s*(?:%|percent)?(?:\s*(?:to|-|–)\s*(\d+(?:\.\d+)?)\s*(?:%|percent))?\s*of\s+(?:the\s+)?(?:ECC|estimated construction cost|construction cost)/i;
// A fee limit is not the Government's estimate of the fee.
const FEE_LIMIT = /not (?:to )?exceed|\blimit|\bcap\b|maximum|statutory/i;

const basisOf = (phrase: string): ConstructionCost['basis'] =>
  /limit|CCL/i.test(phrase) ? 'limit' : /programmed|\bPA\b/i.test(phrase) ? 'programmed' : 'ecc';
const RANK: Record<ConstructionCost['basis'], number> = { ecc: 0, limit: 1, programmed: 2 };

/** The sentence (or aligned line) around an offset, for a quote. */
function around(text: string, at: number, end: number): string {
  const from = Math.max(0, text.lastIndexOf('.', at) + 1, text.lastIndexOf('\n\n', at));
  const stop = text.indexOf('.', end);
  return text
    .slice(from, stop < 0 ? end + 120 : Math.min(stop + 1, end + 200))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The construction cost an A-E solicitation states (the estimated construction cost before a
 * cost limitation before a programmed amount; a range at its midpoint) and the Government's
 * estimate of the design fee as a share of it, when stated. Fee limits ("shall not exceed six
 * percent (6%) of the ECC, that is $1,284,000") are not construction costs.
 * @example
 * readConstructionCost(['The estimated construction cost is between $14,000,000 and $18,000,000.'])?.value // 16000000
 */
export function readConstructionCost(texts: readonly string[]): ConstructionCost | undefined {
  const found: ConstructionCost[] = [];
  for (const text of texts) {
    for (const c of text.matchAll(COST)) {
      const at = c.index ?? 0;
      const window = text.slice(at, at + 200);
      const amounts = [...window.matchAll(MONEY)].filter((m) => (m.index ?? 0) < 140);
      const first = amounts[0];
      if (!first) continue;
      // "six percent (6%) of the ECC, that is $1,284,000": the fee, not the cost.
      const lead = `${text.slice(Math.max(0, at - 40), at)} ${window.slice(0, first.index)}`;
      const between = window.slice(c[0].length, first.index);
      if (/percent|%|\bfee\b/i.test(lead) && /that is|i\.e\.|equal|=|\bor\b|\bfee\b/i.test(between)) continue;
      const a = dollars(first[1] ?? '', first[2]);
      if (!(a >= 100_000)) continue;
      const second = amounts[1];
      const join = second ? window.slice((first.index ?? 0) + first[0].length, second.index) : '';
      const b = second && RANGE_JOIN.test(join) ? dollars(second[1] ?? '', second[2]) : undefined;
      const quote = around(text, at, at + (second?.index ?? first.index ?? 0) + 20);
      found.push(
        b && b > a
          ? { value: (a + b) / 2, min: a, max: b, basis: basisOf(c[0]), quote }
          : { value: a, basis: basisOf(c[0]), quote },
      );
    }
  }
  const best = found.sort(
    (x, y) => RANK[x.basis] - RANK[y.basis] || Number(y.min !== undefined) - Number(x.min !== undefined),
  )[0];
  if (!best) return undefined;
  for (const text of texts) {
    const f = text.replace(/\s+/g, ' ').match(FEE_RANGE);
    if (!f || FEE_LIMIT.test(f[0])) continue;
    const lo = Number(f[1]);
    const hi = Number(f[2] ?? f[1]);
    const share = (lo + hi) / 2 / 100;
    if (share > 0.005 && share <= 0.15) return { ...best, feeShare: share, feeQuote: f[0].trim() };
  }
  return best;
}
