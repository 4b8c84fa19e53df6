/**
 * The contract period a label names, 0 for the base period and n for option n; null when it
 * names none. 'Year 2' counts from the base year (index 1).
 * @example
 * periodIndex('Option Period 1 - IT Support') // 1
 * periodIndex('LABOR HOURS PROPOSED Base Year') // 0
 */
export function periodIndex(label: string): number | null {
  const text = label.toLowerCase();
  const option = /\b(?:option|opt\.?)\s*(?:year|period|yr)?\s*(\d+)/.exec(text) ?? /\boy\s*(\d+)/.exec(text);
  if (option) return Number(option[1]);
  if (/\bbase\b/.test(text)) return 0;
  const year = /\b(?:contract\s+|performance\s+)?year\s*(\d+)/.exec(text);
  if (year) return Math.max(0, Number(year[1]) - 1);
  return null;
}

/**
 * For each template period, the plan period that fills it: the one that names the same
 * period (base, option n), else the one at the same position; null when the plan has none.
 * @example
 * matchPeriods([0, 1], ['Base Year', 'Option Year 1']) // [0, 1]
 */
export function matchPeriods(
  template: readonly (number | null)[],
  plan: readonly string[],
): (number | null)[] {
  const named = plan.map(periodIndex);
  return template.map((t, position) => {
    const want = t ?? position;
    const byName = named.indexOf(want);
    if (byName >= 0) return byName;
    return want < plan.length && named[want] === null ? want : null;
  });
}
