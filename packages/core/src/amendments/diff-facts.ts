import { sameTitleKey } from '../solicitation/labour/merge';
import type { LabourCategory, SolicitationModel, StatedAmount } from '../solicitation/model';
import { cite, type SolicitationChange, showValue } from './change';
import { diffKeyed, norm } from './diff-keyed';
import { same } from './same';

type Model = SolicitationModel;

/** Index of an item among the items before it that share a group ('option' #2). */
const nth =
  <T>(group: (x: T) => string) =>
  (x: T, i: number, all: readonly T[]): string =>
    `${group(x)}:${all.slice(0, i + 1).filter((y) => group(y) === group(x)).length}`;

/**
 * Changes of the contract-wide facts between two readings: periods (by kind and index),
 * sites (by name), coverage (by function and label), key personnel (by title), hours per
 * FTE and stated effort or budget (by kind and scope).
 * @example
 * diffFacts(before, after).filter((c) => c.fact === 'period') // [{ kind: 'changed', field: 'endDate', ... }]
 */
export function diffFacts(before: Model, after: Model): SolicitationChange[] {
  const out: SolicitationChange[] = [];
  out.push(
    ...diffKeyed(before.periods?.periods ?? [], after.periods?.periods ?? [], {
      fact: 'period',
      key: nth((p) => p.kind),
      label: (p) => p.name,
      fields: ['months', 'startDate', 'endDate'],
    }),
  );
  out.push(
    ...diffKeyed(before.sites, after.sites, {
      fact: 'site',
      key: (s) => norm(s.name),
      label: (s) => s.name,
      fields: ['city', 'state', 'setting'],
    }),
  );
  out.push(
    ...diffKeyed(before.coverage, after.coverage, {
      fact: 'coverage',
      key: (c) => `${norm(c.function)}|${norm(c.label)}${c.negated ? '|not' : ''}`,
      label: (c) => `${c.negated ? 'not ' : ''}${c.label}${c.function ? ` (${c.function})` : ''}`,
      fields: ['hoursPerDay', 'daysPerWeek', 'is24x7', 'onCall', 'posts', 'staffed'],
    }),
  );
  out.push(
    ...diffKeyed(before.keyPersonnel, after.keyPersonnel, {
      fact: 'key-person',
      key: (k) => sameTitleKey(k.title),
      label: (k) => k.title,
      fields: [],
    }),
  );
  out.push(
    ...diffKeyed(before.statedEffort, after.statedEffort, {
      fact: 'stated-effort',
      key: nth((e) => `${e.kind}|${e.scope}${e.reference ? '|reference' : ''}`),
      label: (e) => `stated ${e.kind} (${e.scope})`,
      fields: ['value', 'min', 'max', 'perPeriod', 'optional', 'includesNonLabour', 'ceiling'],
    }),
  );
  out.push(
    ...diffKeyed(
      before.hoursPerFte ? [before.hoursPerFte] : [],
      after.hoursPerFte ? [after.hoursPerFte] : [],
      { fact: 'hours-per-fte', key: () => 'hours-per-fte', label: () => 'hours per FTE', fields: ['value'] },
    ),
  );
  return out;
}

const categoryKey = (c: LabourCategory) => `${sameTitleKey(c.title)}|${norm(c.site)}|${norm(c.shift)}`;
const categoryLabel = (c: LabourCategory) =>
  [c.title, c.site, c.shift].filter((x): x is string => Boolean(x)).join(', ');
const amountKey = (a: StatedAmount) => (a.periodIndex !== undefined ? `#${a.periodIndex}` : norm(a.period));

/**
 * Changes of the labour categories: categories added or removed (by normalised title, site
 * and shift), their key flag and level, and their stated hours, FTE or people per period.
 * @example
 * diffLabour(before, after).filter((c) => c.fact === 'stated-amount') // [{ appliesTo: 'Help Desk Analyst, Base Year', field: 'hours', before: 2080, after: 4160, ... }]
 */
export function diffLabour(before: Model, after: Model): SolicitationChange[] {
  const out = diffKeyed(before.labourCategories, after.labourCategories, {
    fact: 'labour-category',
    key: categoryKey,
    label: categoryLabel,
    fields: ['key', 'level'],
  });
  const old = new Map(before.labourCategories.map((c) => [categoryKey(c), c]));
  for (const c of after.labourCategories) {
    const was = old.get(categoryKey(c));
    if (!was) continue;
    const source = cite(c);
    const previous = cite(was);
    const keys = new Set([...was.stated.map(amountKey), ...c.stated.map(amountKey)]);
    for (const k of keys) {
      const x = was.stated.find((a) => amountKey(a) === k);
      const y = c.stated.find((a) => amountKey(a) === k);
      for (const f of ['hours', 'fte', 'people'] as const) {
        if (same(x?.[f], y?.[f])) continue;
        const appliesTo = `${categoryLabel(c)}, ${y?.period ?? x?.period ?? k}`;
        out.push({
          kind: x?.[f] === undefined ? 'added' : y?.[f] === undefined ? 'removed' : 'changed',
          fact: 'stated-amount',
          key: `stated-amount:${categoryKey(c)}:${k}:${f}`,
          appliesTo,
          field: f,
          summary: `${appliesTo}: ${f} ${showValue(x?.[f])} -> ${showValue(y?.[f])}`,
          before: x?.[f],
          after: y?.[f],
          ...(source && { source }),
          ...(previous && { previous }),
        });
      }
    }
  }
  return out;
}
