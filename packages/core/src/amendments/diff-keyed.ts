import type { Source } from '../solicitation/model';
import { type ChangedFact, cite, type SolicitationChange, showValue } from './change';
import { same } from './same';

/** How to compare one kind of fact. */
export interface FactSpec<T extends Source> {
  fact: ChangedFact;
  /** Stable key of a fact; facts with the same key in both readings are the same fact. */
  key: (item: T, index: number, all: readonly T[]) => string;
  /** Where it applies, for people ('Base Year', 'Glynco, GA'). */
  label: (item: T) => string;
  /** Fields compared; a difference in any is a change. */
  fields: readonly (keyof T & string)[];
}

/**
 * Compares two lists of facts by key: each fact only in `after` is added, only in `before`
 * removed, and each compared field that differs is a change, with both sources.
 * @example
 * diffKeyed(before.sites, after.sites, { fact: 'site', key: (s) => s.name.toLowerCase(), label: (s) => s.name, fields: ['state'] })
 */
export function diffKeyed<T extends Source>(
  before: readonly T[],
  after: readonly T[],
  spec: FactSpec<T>,
): SolicitationChange[] {
  const keyed = (xs: readonly T[]) => {
    const m = new Map<string, T>();
    xs.forEach((x, i) => {
      const k = `${spec.fact}:${spec.key(x, i, xs)}`;
      if (!m.has(k)) m.set(k, x);
    });
    return m;
  };
  const b = keyed(before);
  const a = keyed(after);
  const out: SolicitationChange[] = [];
  for (const [key, x] of a) {
    const old = b.get(key);
    const source = cite(x);
    if (!old) {
      out.push({
        kind: 'added',
        fact: spec.fact,
        key,
        appliesTo: spec.label(x),
        summary: `${spec.label(x)} added`,
        after: pick(x, spec.fields),
        ...(source && { source }),
      });
      continue;
    }
    const previous = cite(old);
    for (const f of spec.fields) {
      if (same(old[f], x[f])) continue;
      out.push({
        kind: 'changed',
        fact: spec.fact,
        key,
        appliesTo: spec.label(x),
        field: f,
        summary: `${spec.label(x)}: ${f} ${showValue(old[f])} -> ${showValue(x[f])}`,
        before: old[f],
        after: x[f],
        ...(source && { source }),
        ...(previous && { previous }),
      });
    }
  }
  for (const [key, x] of b) {
    if (a.has(key)) continue;
    const previous = cite(x);
    out.push({
      kind: 'removed',
      fact: spec.fact,
      key,
      appliesTo: spec.label(x),
      summary: `${spec.label(x)} removed`,
      before: pick(x, spec.fields),
      ...(previous && { previous }),
    });
  }
  return out;
}

function pick<T>(x: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (x[f] !== undefined) out[f] = x[f];
  return out;
}

/**
 * Normalised words of a name, for keys ('Glynco, GA' -> 'glynco ga').
 * @example
 * norm('Sr. Analyst (Key)') // 'sr analyst key'
 */
export function norm(s: string | undefined): string {
  return (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
