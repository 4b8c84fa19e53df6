import type { Period, SolicitationModel } from '../solicitation/model';
import { cite, type SolicitationChange, showValue } from './change';
import { norm } from './diff-keyed';

const FIELDS = ['months', 'startDate', 'endDate'] as const;

/**
 * Periods an amendment states again under the same names with other dates or lengths
 * ("Base Period: July 1, 2026 through June 30, 2027" where the solicitation said June 1).
 * `alone` is the amendment read by itself, so its statement counts even when the reading of
 * all documents together keeps the earlier one. A period named otherwise ('Period of
 * Performance' on an SF-30 continuation sheet spans the whole contract) is not compared.
 * @example
 * amendedPeriods(before, readSolicitation({ primary: amendment }))
 * // [{ kind: 'changed', fact: 'period', appliesTo: 'Base Period', field: 'startDate', before: '2026-06-01', after: '2026-07-01', ... }]
 */
export function amendedPeriods(before: SolicitationModel, alone: SolicitationModel): SolicitationChange[] {
  const out: SolicitationChange[] = [];
  const old = before.periods?.periods ?? [];
  for (const p of alone.periods?.periods ?? []) {
    const was = old.find((o) => norm(o.name) === norm(p.name) && o.kind === p.kind);
    if (!was) continue;
    const index = old.filter((o) => o.kind === was.kind).indexOf(was) + 1;
    for (const f of FIELDS) {
      if (p[f] === undefined || p[f] === was[f] || (f === 'months' && !p.startDate)) continue;
      out.push(change(was, p, f, `${was.kind}:${index}`));
    }
  }
  return out;
}

function change(was: Period, now: Period, f: (typeof FIELDS)[number], key: string): SolicitationChange {
  const source = cite(now);
  const previous = cite(was);
  return {
    kind: 'changed',
    fact: 'period',
    key: `period:${key}`,
    appliesTo: was.name,
    field: f,
    summary: `${was.name}: ${f} ${showValue(was[f])} -> ${showValue(now[f])}`,
    before: was[f],
    after: now[f],
    ...(source && { source }),
    ...(previous && { previous }),
  };
}
