import { assertExact, centsTexts, costCents, hundredthsOf, hundredthsText } from './cents';
import { lcatKey } from './rate-card';
import type { PeriodSums } from './totals';
import type { PricedCell, PricedLine, PricedPlan } from './types';

/**
 * A labour category's burdened rate in one period as each line uses it: integer cents, and
 * the same written as money and for people.
 * @example
 * const r: LineRate = { cents: 15_234, money: '152.34', usd: '$152.34' };
 */
export interface LineRate {
  cents: number;
  money: string;
  usd: string;
}

/**
 * The plan's tasks, their hours by period, and how to find their rates.
 * @example
 * const input: LinesInput = { tasks, perTask: [[1880]], names: ['Base Year'], ratesOf: (key) => rates.get(key) };
 */
export interface LinesInput {
  tasks: ReadonlyArray<{ taskId: string; lcat: string; keyPersonnel?: boolean | undefined }>;
  perTask: readonly (readonly number[])[];
  names: readonly string[];
  ratesOf: (lcatKey: string) => readonly LineRate[] | undefined;
}

const NO_HOURS: readonly number[] = [];

/**
 * Prices every line in every period: hours to the hundredth x burdened rate, to the cent, with
 * the math written out, adding hours and cost to the key or other group's sums. This is the
 * hot loop of pricePlan, so it counts in integers (cents.ts) and writes each hour figure once.
 * @example
 * priceLines(input, key, other).lines[0]?.periods[0]?.math // '1,880 h x $152.34 = $286,399.20'
 */
export function priceLines(
  input: LinesInput,
  key: PeriodSums,
  other: PeriodSums,
): { lines: PricedLine[]; unpriced: PricedPlan['unpriced'] } {
  const { tasks, perTask, names } = input;
  const periods = names.length;
  const ratesByLcat = new Map<string, readonly LineRate[] | undefined>();
  const hoursTexts = new Map<number, string>();
  const hoursText = (hundredths: number) => {
    let text = hoursTexts.get(hundredths);
    if (text === undefined) {
      text = hundredthsText(hundredths);
      hoursTexts.set(hundredths, text);
    }
    return text;
  };
  const unpriced: PricedPlan['unpriced'] = [];
  const lines: PricedLine[] = [];
  for (let t = 0; t < tasks.length; t++) {
    const task = tasks[t];
    if (task === undefined) continue;
    if (!ratesByLcat.has(task.lcat)) ratesByLcat.set(task.lcat, input.ratesOf(lcatKey(task.lcat)));
    const rates = ratesByLcat.get(task.lcat);
    const isKey = task.keyPersonnel === true;
    const group = isKey ? key : other;
    const row = perTask[t] ?? NO_HOURS;
    let lineHours = 0;
    let lineCost = 0;
    let terms = '';
    const cells: PricedCell[] = [];
    for (let p = 0; p < periods; p++) {
      const name = names[p] ?? '';
      const hours = hundredthsOf(row[p] ?? 0);
      const rate = rates?.[p];
      const cost = rate === undefined ? 0 : costCents(hours, rate.cents);
      lineHours += hours;
      lineCost += cost;
      group.add(p, hours, cost);
      const [costMoney, costUsd] = centsTexts(cost);
      if (hours > 0) terms = terms === '' ? `${costUsd} ${name}` : `${terms} + ${costUsd} ${name}`;
      cells.push({
        period: name,
        hours: hours / 100,
        rate: rate === undefined ? null : rate.money,
        cost: costMoney,
        math:
          rate === undefined
            ? `${hoursText(hours)}, no rate`
            : `${hoursText(hours)} x ${rate.usd} = ${costUsd}`,
      });
    }
    // Every addend is a whole, non-negative number: the sums are exact if the totals are safe.
    assertExact(lineHours, 'a line’s hours');
    assertExact(lineCost, 'a line’s cost');
    if (rates === undefined) {
      unpriced.push({
        taskId: task.taskId,
        lcat: task.lcat,
        hours: lineHours / 100,
        message: `No rate for ${task.lcat} in the rate card; its ${hundredthsText(lineHours)} are not priced.`,
      });
    }
    const [lineMoney, lineUsd] = centsTexts(lineCost);
    lines.push({
      taskId: task.taskId,
      lcat: task.lcat,
      keyPersonnel: isKey,
      priced: rates !== undefined,
      periods: cells,
      hours: lineHours / 100,
      cost: lineMoney,
      math:
        rates === undefined
          ? `no rate for ${task.lcat}`
          : terms === ''
            ? 'no hours'
            : `${terms} = ${lineUsd}`,
    });
  }
  return { lines, unpriced };
}
