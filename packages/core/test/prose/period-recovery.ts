/**
 * Scores the plan a generated document gives against its period truth: the periods (count,
 * kind and months of each), the hours of each staffed line in each period (FTE x convention x
 * months / 12), the total per period, the annual hours, the team size, the hours-per-FTE
 * convention, and an option to extend services read only when the document includes one.
 */
import { coveredYears } from '../../src/estimator/adjust';
import { estimatePlan } from '../../src/estimator/index';
import { readSolicitation } from '../../src/solicitation/index';
import type { GeneratedPeriods } from './period-phrasings';

export interface PeriodRecovery {
  /** Plan periods (extension aside) whose count, kind and months match the truth. */
  periods: boolean;
  /** Period names that say what they are (base first, options numbered in order). */
  names: boolean;
  /** Line x period hours right. */
  lineHours: [right: number, of: number];
  /** Periods whose total hours are right. */
  periodTotals: [right: number, of: number];
  annualHours: boolean;
  teamSize: boolean;
  hoursPerFte: boolean;
  /** The model holds an extension exactly when the document includes one. */
  extension: boolean;
  perfect: boolean;
  got: { periods: string; hoursPerFte: number; extension: boolean };
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(2, b * 0.01);

/**
 * Reads and plans one generated document and scores its periods and hours.
 * @example
 * recoverPeriods(generatePeriods(1, periodGrid()[0])).perfect
 */
export function recoverPeriods(doc: GeneratedPeriods): PeriodRecovery {
  const { truth, text } = doc;
  const model = readSolicitation({ primary: { name: 'pws', text } });
  const plan = estimatePlan({ primary: { name: 'pws', text } });
  const planned = (plan.periodOfPerformance?.periods ?? []).filter((p) => !/exten/i.test(p.name));
  const periods =
    planned.length === truth.periods.length &&
    truth.periods.every((t, i) => Math.abs((planned[i]?.months ?? -1) - t.months) <= 0.15);
  const names =
    planned.length === truth.periods.length &&
    truth.periods.every((t, i) => {
      const name = planned[i]?.name ?? '';
      // A series named by number only ("Ordering Period 2") keeps the document's own labels.
      if (new RegExp(`\\bperiod\\s+${i + 1}$`, 'i').test(name)) return true;
      return t.kind === 'base'
        ? /base|period of performance/i.test(name)
        : new RegExp(`option\\b.*\\b${t.index}\\b`, 'i').test(name);
    });
  const hpf = truth.hoursPerFte;
  let lineRight = 0;
  let lineOf = 0;
  const totals = truth.periods.map(() => 0);
  for (const role of truth.roles) {
    const tasks = plan.tasks.filter((t) => t.lcat.toLowerCase() === role.title.toLowerCase());
    truth.periods.forEach((p, i) => {
      lineOf++;
      const want = role.perPeriod?.[i] ?? (role.hours ?? role.fte * hpf) * (p.months / 12);
      const got = tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? (i === 0 ? t.hours : 0)), 0);
      if (near(got, want)) lineRight++;
    });
  }
  truth.periods.forEach((p, i) => {
    const want = truth.roles.reduce(
      (s, r) => s + (r.perPeriod?.[i] ?? (r.hours ?? r.fte * hpf) * (p.months / 12)),
      0,
    );
    const got = plan.tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? (i === 0 ? t.hours : 0)), 0);
    totals[i] = near(got, want) ? 1 : 0;
  });
  const baseMonths = truth.periods[0]?.months ?? 12;
  const whole = truth.periods.reduce((s, p) => s + p.months, 0);
  // Hours stated for the base period are a year's at the base's rate when the base is not a year
  // and the plan runs past one; the whole base when the plan is shorter than a year.
  const yearOf = (base: number) =>
    baseMonths > 12 || (baseMonths < 12 && whole > 12) ? (base * 12) / baseMonths : base;
  const yearly = truth.roles.reduce(
    (s, r) =>
      s +
      (r.perPeriod
        ? yearOf(r.perPeriod[0] ?? 0) / (baseMonths < 12 && whole <= 12 ? baseMonths / 12 : 1)
        : (r.hours ?? r.fte * hpf)),
    0,
  );
  const fte = yearly / hpf;
  // Task hours are a year's, or the whole plan's when it is shorter than a year.
  const covered = baseMonths < 12 && whole <= 12 ? baseMonths / 12 : 1;
  const annualWant = yearly * covered;
  const annualGot = plan.tasks.reduce((s, t) => s + t.hours, 0);
  const teamGot = annualGot / plan.hoursPerFte / coveredYears(plan);
  const extensionRead = (model.periods?.periods ?? []).some((p) => p.kind === 'extension');
  const r: PeriodRecovery = {
    periods,
    names,
    lineHours: [lineRight, lineOf],
    periodTotals: [totals.reduce((a, b) => a + b, 0), truth.periods.length],
    annualHours: near(annualGot, annualWant),
    teamSize: Math.abs(teamGot - fte) < 0.05,
    hoursPerFte: plan.hoursPerFte === hpf,
    extension: extensionRead === truth.extension,
    perfect: false,
    got: {
      periods: (plan.periodOfPerformance?.periods ?? []).map((p) => `${p.name}:${p.months}`).join(', '),
      hoursPerFte: plan.hoursPerFte,
      extension: extensionRead,
    },
  };
  r.perfect =
    r.periods &&
    r.names &&
    r.lineHours[0] === r.lineHours[1] &&
    r.periodTotals[0] === r.periodTotals[1] &&
    r.annualHours &&
    r.teamSize &&
    r.hoursPerFte &&
    r.extension;
  return r;
}
