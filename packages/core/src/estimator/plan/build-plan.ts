import type { GeneratedPlan, StatedComparison } from '../../schemas/plan';
import type { SolicitationModel } from '../../solicitation/model';
import type { Confidence } from '../../schemas/plan';
import { isMissingData } from '../../solicitation/structure/missing-data';
import { clip, fmt } from '../text';
import { contextNotes } from './context-notes';
import { crewDayPlan } from './crew-days';
import { crewWeekPlan, perSeasonWeekLines } from './crew-weeks';
import { scheduleQuestions } from './schedule-questions';
import { postLines } from './coverage-posts';
import { aeFeeQuestion, aeSizing } from './ae-sizing';
import { guardBudget, workloadQuestion } from './budget-guard';
import { chooseEffort, effortHours, sizesWork } from './effort-amount';
import { coursesBesideStaff } from './course-load';
import { estimatedPlan } from './estimated';
import { frequencyPlan } from './frequency-hours';
import { planFrame } from './frame';
import { type PlanLine, toTask } from './lines';
import { narrateReading } from './narrate';
import { nothingToSize } from './nothing-to-size';
import { offerorStaffing, withOfferorStaffing } from './offeror-staffing';
import { openTerms } from './open-terms';
import { outsizedWork, withOutsized } from './outsized';
import { confidenceOf, footing, openQuestions, type SizingRule, withReportedUnitRate } from './review';
import { planLocation, spreadBySite, withAreas } from './sites';
import { effortPlan } from './stated-effort';
import { followPeriodTotals, statedGap } from './stated-gap';
import { statedStaffing, uncoveredKeyLines } from './stated-staffing';
import { placeStatedLines } from './place-stated';
import { mergeDutyPosts, reliefForPosts } from './post-coverage';
import { workAreas } from './work-elements';
import { keyLines, keyPricedInside } from './key-lines';
import { keyInsideWork } from './key-inside-work';
import { uncountedLines, uncountedQuestions } from './uncounted-roles';
import { contingentHourLines, standbyItems } from './standby-items';
import { unitDayLines, withoutDayRatios } from './unit-days';
import { unitEffortLines } from './unit-effort';
import { staffingLeftToOfferor, unknownsOf, workloadBesidePosts, workloadItems } from './unknowns';

/** Options of `buildPlan`. */
export interface BuildPlanOptions {
  /** Called with each thinking line as it is written. */
  onThinking?: (line: string) => void;
  /**
   * The documents' text, for the few rates the model does not carry as facts (a stated call
   * handle time). Optional: without it those rates take their defaults.
   */
  texts?: readonly string[];
}

/** Most requirements a plan lists (each clipped), so a large document gives a plan well under 200 KB. */
const MAX_PLAN_REQUIREMENTS = 300;

/** Lines numbered within their work area ('2.3'), areas in order of first appearance. */
function numbered(lines: PlanLine[]): { line: PlanLine; id: string }[] {
  const areas: string[] = [];
  const counts = new Map<string, number>();
  for (const l of lines) if (!areas.includes(l.workArea)) areas.push(l.workArea);
  const ordered = [...lines].sort((a, b) => areas.indexOf(a.workArea) - areas.indexOf(b.workArea));
  return ordered.map((line) => {
    const n = (counts.get(line.workArea) ?? 0) + 1;
    counts.set(line.workArea, n);
    return { line, id: `${areas.indexOf(line.workArea) + 1}.${n}` };
  });
}

/**
 * Builds a staffing plan from the solicitation model: stated staffing wins (per category and
 * period, titles verbatim); else a stated effort or budget is spread over the work; else the
 * hours are derived from workload drivers, or a short assumed draft. Every line carries its
 * periods, where its hours come from, the sentence that drives it and the requirements it
 * answers; the plan carries its confidence, assumptions, open questions and the comparison
 * with what the government states. Pure and deterministic.
 * @example
 * buildPlan(readSolicitation({ primary: { text: pws } })).confidence?.level // 'low' | 'medium' | 'high'
 */
export function buildPlan(model: SolicitationModel, options: BuildPlanOptions = {}): GeneratedPlan {
  const thinking: string[] = [];
  const think = (line: string) => {
    thinking.push(line);
    options.onThinking?.(line);
  };
  const frame = planFrame(model);
  const areas = workAreas(model);
  for (const l of narrateReading(model, frame, areas)) think(l);
  const assumptions = [...frame.assumptions];
  const questions: string[] = [];
  const comparison: StatedComparison = { rows: [], foots: footing(model) };
  let rule: SizingRule;
  // The quotes that set a crew's time per unit of work, when the crew is paid by the unit.
  let unitRates: string[] = [];
  let lines: PlanLine[];
  const days = unitDayLines(model, frame, options.texts ?? []);
  const merged = mergeDutyPosts(statedStaffing(model, frame), model, frame);
  // Work the Government sizes per unit, management included, is not staffed by the one point
  // of contact the documents count ("One Project Manager shall be designated").
  const perUnit = unitEffortLines(model, frame, options.texts ?? []).some((l) => l.inclusive);
  const contactOnly =
    perUnit && merged.lines.length === 1 && (merged.lines[0]?.hours ?? 0) <= frame.hoursPerFte;
  const stated = (contactOnly ? undefined : withoutDayRatios(merged, days.ratios)) ?? {
    lines: [],
    rows: [],
    assumptions: [],
    questions: [],
    thinking: [],
  };
  const effort = chooseEffort(model, frame);
  const freq = frequencyPlan(model, frame);
  const ae = stated.lines.length ? undefined : aeSizing(model, frame, areas, options.texts ?? []);
  const budget = model.statedEffort.find((e) => e.kind === 'budget' && sizesWork(e));
  const ceiling = model.statedEffort.find((e) => e.kind === 'budget' && !sizesWork(e));
  if (ceiling)
    assumptions.push(
      ceiling.asked && !ceiling.ceiling
        ? `The $${ceiling.value.toLocaleString('en-US')} named in a question (${ceiling.ref}: "${clip(ceiling.quote, 120)}") is asked about, not stated as a budget for this work; it is not used to size the plan.`
        : `The stated $${ceiling.value.toLocaleString('en-US')} (${ceiling.ref}) is a ceiling or a limit (of a vehicle, a fee or an order), not a budget for this work; it is not used to size the plan.`,
    );
  // Posts the documents count ("three (3) armed fixed posts 24 hours a day") are stated staffing.
  const counted = model.coverage.some((c) => c.posts > 0 && c.staffed && !c.negated && !c.onCall);
  // A table of titled posts states the staffing: a budget too small to hold its posts is the
  // Government's estimate, not the size of the work (a larger one keeps the posts and spreads the rest).
  const tabled = model.coverage.some((c) => c.scheduled && c.position && c.staffed && !c.negated);
  const outgrown = (e: NonNullable<typeof effort>) =>
    e.kind === 'budget' &&
    tabled &&
    postLines(model.coverage, frame).lines.reduce((s, l) => s + l.hours, 0) >=
      0.9 * effortHours(e, frame).annual;
  const statedPosts =
    !stated.lines.length && (!effort || outgrown(effort)) && counted
      ? postLines(model.coverage, frame)
      : undefined;
  if (statedPosts?.lines.length) {
    rule = 'stated-staffing';
    lines = statedPosts.lines.map((l) => withLocation({ ...l, source: 'stated' }, planLocation(frame)));
    assumptions.push(
      'The plan staffs the posts the documents count, each for the hours it is staffed; supervision and relief for leave, training and breaks are not added (price them in your rates or add them).',
    );
    think(`Stated posts: ${lines.map((l) => `${l.lcat} ${l.formula}`).join('; ')}.`);
    // Classes the Contractor teaches, priced per class beside the posts.
    const classes = coursesBesideStaff(model, frame, options.texts ?? [], lines);
    if (classes.lines.length) {
      lines = [...lines, ...classes.lines.map((l) => withLocation(l, planLocation(frame)))];
      assumptions.push(...classes.assumptions);
    }
    // A few stated posts beside a counted workload the documents leave to the offeror to staff.
    if (staffingLeftToOfferor(options.texts ?? [])) {
      const beside = workloadBesidePosts(workloadItems(model), lines, frame);
      if (beside.lines.length) {
        // The key people who run the work are not among the posts: full time each, assumed.
        const keys = uncoveredKeyLines(
          model,
          frame,
          lines.map((l) => ({ title: l.lcat })),
        );
        lines = [...lines, ...[...beside.lines, ...keys].map((l) => withLocation(l, planLocation(frame)))];
        assumptions.push(...beside.assumptions);
        think(`Workload beside the posts: ${beside.lines.map((l) => `${l.lcat} ${l.formula}`).join('; ')}.`);
      }
    }
  } else if (stated.lines.length) {
    rule = 'stated-staffing';
    const gap = effort ? statedGap(model, frame, stated.lines, effortHours(effort, frame)) : undefined;
    if (gap)
      think(
        `The stated total is above the categories stated with amounts: ${gap.lcat} takes the difference (${gap.hours} h).`,
      );
    const followed = effort ? followPeriodTotals(stated.lines, effortHours(effort, frame)) : stated.lines;
    lines = placeStatedLines([...followed, ...(gap ? [gap] : [])], areas).map((l) =>
      l.location ? l : withLocation(l, planLocation(frame)),
    );
    // A crew the documents pay by the day (crew-days, sea days) works the days, not full time.
    const byDay = crewDayPlan(lines, model, frame, options.texts ?? []);
    // A crew worked by the week, season by season: crews x members x weeks x hours a week.
    const byWeek = byDay ? undefined : crewWeekPlan(lines, model, frame, options.texts ?? []);
    if (byDay) {
      lines = byDay.lines;
      unitRates = byDay.pays.map((p) => p.quote);
      assumptions.push(...byDay.assumptions);
      for (const t of byDay.thinking) think(t);
    } else if (byWeek) {
      lines = byWeek.lines;
      assumptions.push(...byWeek.assumptions);
      for (const t of byWeek.thinking) think(t);
    }
    lines = perSeasonWeekLines(lines, frame, options.texts ?? []);
    // Classes the Contractor teaches, priced per class beside the stated staff.
    const classes = coursesBesideStaff(model, frame, options.texts ?? [], lines);
    if (classes.lines.length) {
      lines = [...lines, ...classes.lines.map((l) => withLocation(l, planLocation(frame)))];
      assumptions.push(...classes.assumptions);
    }
    comparison.rows.push(...stated.rows);
    assumptions.push(...stated.assumptions);
    questions.push(...stated.questions);
    for (const t of stated.thinking) think(t);
  } else if (
    effort &&
    !(ae && effort.kind === 'budget') &&
    // A budget is the price of the counted days or units the schedule orders: they size the work.
    !(effort.kind === 'budget' && (days.lines.length || perUnit))
  ) {
    const eh = effortHours(effort, frame);
    // Posts the documents staff come out of the stated amount first; the rest is spread.
    const posts = postLines(model.coverage, frame).lines;
    const postHours =
      posts.reduce((sum, l) => sum + l.hours, 0) * (12 / Math.min(12, frame.periods[0]?.months ?? 12));
    const reserved = posts.length && postHours < 0.9 * eh.annual ? posts : [];
    const rest = reserved.length
      ? {
          ...eh,
          annual: Math.round(eh.annual - postHours),
          periodTotals: eh.periodTotals.map((t, i) =>
            Math.max(0, t - reserved.reduce((sum, l) => sum + (l.periodHours[i] ?? 0), 0)),
          ),
          formula: `${eh.formula} = ${fmt(eh.annual)} h a year, less ${fmt(Math.round(postHours))} h of staffed posts`,
        }
      : eh;
    const ep = effortPlan(model, frame, areas, rest);
    rule = effort.kind === 'budget' ? 'budget' : 'stated-effort';
    lines = [...reserved, ...ep.lines].map((l) => withLocation(l, planLocation(frame)));
    comparison.rows.push(...ep.rows);
    if (ep.budget) comparison.budget = ep.budget;
    assumptions.push(...eh.assumptions, ...ep.assumptions);
    for (const t of ep.thinking) think(t);
  } else if (freq) {
    // A table of services by quantity and frequency, with no hours: derived at production rates.
    rule = 'derived';
    lines = freq.lines.map((l) => withLocation(l, planLocation(frame)));
    assumptions.push(...freq.assumptions);
    questions.push(...freq.questions);
    for (const t of freq.thinking) think(t);
  } else if (ae) {
    ({ rule, lines } = ae);
    assumptions.push(...ae.assumptions);
    questions.push(...ae.questions);
    think(ae.thinking);
  } else {
    const est = estimatedPlan(model, frame, areas, options.texts ?? []);
    rule = est.derivedHours > 0 ? 'derived' : 'assumed';
    lines =
      rule === 'derived'
        ? spreadBySite(est.lines, frame)
        : est.lines.map((l) => withLocation(l, planLocation(frame)));
    assumptions.push(...est.assumptions);
    questions.push(...est.questions);
    for (const t of est.thinking) think(t);
  }
  // Roles named with no number ("counselors as needed") are priced on an assumption, never dropped.
  lines = [
    ...lines,
    ...uncountedLines(lines, model, frame, rule).map((l) => withLocation(l, planLocation(frame))),
  ];
  // Key personnel named with no amount are priced too: a plan never drops a résumé position.
  lines = [...lines, ...keyLines(lines, model, frame, rule).map((l) => withLocation(l, planLocation(frame)))];
  // A key person the documents put inside the sized work takes its hours out of that work.
  const inside = keyInsideWork(lines, options.texts ?? []);
  lines = inside.lines;
  assumptions.push(...inside.assumptions);
  questions.push(...uncountedQuestions(model, lines));
  const guard = guardBudget(frame, lines, rule, budget);
  // Lines located at a site inside the land unit the title names say that unit too.
  lines = withAreas(guard.lines, frame);
  assumptions.push(...guard.assumptions);
  questions.push(...guard.questions, ...workloadQuestion(model, ae ? 'derived' : rule));
  if (budget && !comparison.budget) {
    const eh = effortHours(budget, frame);
    const planned = lines.reduce((s, l) => s + (l.periodHours[0] ?? 0), 0);
    const months = frame.periods[0]?.months ?? 12;
    if (eh.rate)
      comparison.budget = {
        amount: budget.value,
        period: frame.periods[0]?.name ?? 'Base',
        hourlyRate: eh.rate.hourly,
        rateSource: eh.rate.source,
        fteBought: Math.round(((eh.periodTotals[0] ?? 0) / frame.hoursPerFte / (months / 12)) * 100) / 100,
        plannedFte: Math.round((planned / frame.hoursPerFte / (months / 12)) * 100) / 100,
      };
  }
  // Instructors are paid for more than the hours they teach: the ratio is the pricer's biggest lever.
  if (lines.some((l) => /\b(?:instructors?|trainers?|teachers?)\b/i.test(l.lcat)))
    questions.push(
      'How much preparation, grading and other non-instructional time per contact hour should instructors be priced for (platform hours alone understate the effort)?',
    );
  // A crew kept on duty round the clock: its hours on duty leave out who relieves it.
  const aroundTheClock = lines.filter((l) => l.window === '24x7' && l.unit === 'post');
  if (aroundTheClock.length)
    questions.push(
      `The plan prices the hours the round-the-clock crew is on duty (${aroundTheClock.map((l) => l.lcat).join(', ')}; 8,760 h a year per post). How are relief for leave, sickness, holidays, breaks and training to be covered: priced on top of the minimum crew (about 1.1-1.2 people per post), or within it?`,
    );
  questions.push(
    ...aeFeeQuestion(options.texts ?? []),
    ...scheduleQuestions(model, lines, rule, options.texts ?? []),
  );
  // Posts kept at all times need relief: the plan says its factor and asks how it is covered.
  const relief = reliefForPosts(model, frame, lines, questions);
  assumptions.push(...relief.assumptions);
  questions.push(...relief.questions);
  const context = contextNotes(model, lines);
  lines = [...context.lines, ...contingentHourLines(options.texts ?? [], context.lines, frame)];
  assumptions.push(...context.assumptions, ...standbyItems(options.texts ?? [], lines));
  // A service with nothing to size (quantities of one for evaluation, a volume nobody knows) is short and asks.
  const none = nothingToSize(model, options.texts ?? [], lines, rule, frame);
  if (none) {
    lines = none.lines;
    assumptions.push(...none.assumptions);
    think(`Nothing to size: ${none.assumptions[0] ?? ''}`);
  }
  // A key role whose time sits inside another line's unit price is kept key; the plan says so.
  assumptions.push(...keyPricedInside(lines, options.texts ?? []));
  // A derived line of hundreds of FTE is checked against the scale the documents show.
  const outsized = outsizedWork(model, frame, lines, options.texts ?? []);
  assumptions.push(...outsized.assumptions);
  questions.push(...outsized.questions);
  const tasks = numbered(lines).map(({ line, id }) => toTask(line, id, frame));
  const indicative = model.staffingTables.some((t) => t.indicative);
  const rated = withOfferorStaffing(
    withMissingData(
      withReportedUnitRate(confidenceOf(rule, lines, indicative, effort), unitRates),
      model,
      rule,
    ),
    rule,
    comparison.rows,
    offerorStaffing(model, options.texts ?? []),
    effort,
  );
  const confidence = withOutsized(none ? none.confidence(rated) : rated, outsized);
  think(`Confidence: ${confidence.level}. ${confidence.reason}`);
  // What the hours rest on and the documents do not say, asked when the hours are not stated.
  const unknown = unknownsOf(
    model,
    options.texts ?? [],
    confidence.level === 'high',
    undefined,
    none !== undefined,
  );
  assumptions.push(...unknown.assumptions);
  questions.unshift(...unknown.questions);
  const open = openTerms(model, options.texts ?? [], confidence.level);
  assumptions.push(...open.assumptions);
  questions.unshift(...open.questions, ...(none?.questions ?? []));
  for (const a of assumptions) think(`Assumption: ${a}`);
  return {
    tasks,
    hoursPerFte: frame.hoursPerFte,
    periodOfPerformance: {
      months: frame.months,
      periods: frame.periods.map((p) => ({ name: p.name, months: p.months, kind: p.kind })),
    },
    staffingSource: rule === 'stated-staffing' || rule === 'stated-effort' ? 'stated' : 'estimated',
    requirements: model.requirements
      .slice(0, MAX_PLAN_REQUIREMENTS)
      .map((r) => ({ id: r.id, ref: r.ref, text: clip(r.text, 240), document: r.document })),
    confidence,
    assumptions,
    // Hours the government states it will order answer "what level of effort?" already.
    openQuestions: openQuestions(
      model,
      frame,
      questions,
      rule === 'derived' && confidence.level === 'high' ? 'stated-effort' : rule,
      lines,
    ),
    statedComparison: comparison,
    thinkingProcess: thinking.join('\n'),
  };
}

function withLocation(line: PlanLine, location: string | undefined): PlanLine {
  return location && !line.location ? { ...line, location } : line;
}

/**
 * A plan sized from workload while the attachment the documents put the workload in was not
 * uploaded ("the historical workload ... is in Attachment J-3") is a guess: low confidence.
 */
function withMissingData(c: Confidence, model: SolicitationModel, rule: SizingRule): Confidence {
  const note = model.notes.find(isMissingData);
  if (!note || c.level === 'low' || (rule !== 'derived' && rule !== 'assumed')) return c;
  return {
    level: 'low',
    reason: `${c.reason} But the workload data the documents point to (${note.source?.ref ?? 'an attachment'}) was not uploaded, so the sizing rests on assumptions.`,
  };
}
