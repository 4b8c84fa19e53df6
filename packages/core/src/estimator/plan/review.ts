import type { Confidence, OpenQuestion, StatedComparison } from '../../schemas/plan';
import type { SolicitationModel, StatedEffort } from '../../solicitation/model';
import { fmt } from '../text';
import type { PlanFrame } from './frame';
import { citationOf, type PlanLine } from './lines';
import { questionTopic } from './question-topic';

// Hours stated for the whole work ("this effort", "the level of effort"), not for one item of it.
const WHOLE_EFFORT =
  /\b(?:this|the|total|entire|whole)\s+(?:estimated\s+)?(?:effort|work|requirement|project|study|task order|order|contract)\b|\blevel of effort\b|\bLOE\b/i;

// ... and the team that performs them ("performed by a team of three (3) to four (4) analysts").
const STATED_TEAM =
  /\b(?:team of|performed by|staffed by)\b[^.]{0,60}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|\b\d+(?:\.\d+)?\s*(?:FTEs?|full[- ]time equivalents?)\b/i;
// ... or given phase by phase through the people of each ("| Phase | Weeks | People |", "During
// Phase 1 ... three people full time"): the hours and the team are both the government's.
const PHASE_TEAM =
  /\bphases?\b[\s\S]*?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:\(\d+\)\s+)?(?:additional\s+)?(?:people|persons?|staff|FTEs?|full[- ]time\s+(?:people|persons|staff))\b|\|\s*(?:people|persons|staff|FTEs?|headcount)\s*\|/i;

/** How the plan was sized, which decides its confidence. */
export type SizingRule = 'stated-staffing' | 'stated-effort' | 'budget' | 'fee' | 'derived' | 'assumed';

/**
 * The plan's confidence, from what its hours rest on, one rule for every line: each line's hours
 * are stated (the documents give the amount itself), derived (from an amount the documents state
 * at a rate or split the plan assumes) or assumed; a head the plan adds at an assumed share takes
 * the weakest footing of the work it heads (`workLines`). The level a pricing analyst would state:
 * - high: the documents state the hours themselves, for every period or as the ordered
 *   quantities (stated staffing by category, stated posts, hours stated per period, a stated
 *   total with its team, ordered hours for most of the plan); only their split is judgement;
 * - medium: the documents state the total but not how it falls over the periods or the team
 *   (a total, a budget, a construction cost at an assumed rate), or most hours are derived
 *   from workload drivers they state at productivities the plan assumes;
 * - low: most hours are assumed.
 * What is missing and changes the hours (period, place, hours per FTE, the work statement,
 * the level of effort, productivities) is asked in the open questions, whatever the level.
 * @example
 * confidenceOf('assumed', lines).level // 'low'
 */
export function confidenceOf(
  rule: SizingRule,
  lines: PlanLine[],
  indicative: boolean,
  effort?: StatedEffort,
): Confidence {
  return byProvenance(ruleConfidence(rule, lines, indicative, effort), lines, rule);
}

/**
 * The level the hours' provenance allows, whatever the sizing rule says: a plan whose hours are
 * mostly derived at assumed rates is medium at most, one whose hours are mostly assumed is low.
 * Lines sized from a stated amount (an effort, a budget) count as stated here, and so do the key
 * personnel the documents name.
 * @example
 * byProvenance({ level: 'high', reason: 'Stated posts.' }, derivedLines, 'stated-staffing').level // 'medium'
 */
function byProvenance(c: Confidence, all: PlanLine[], rule: SizingRule): Confidence {
  const lines = workLines(all);
  const total = lines.reduce((s, l) => s + l.hours, 0);
  if (total <= 0) return c;
  const pct = (src: PlanLine['source']) =>
    Math.round((lines.filter((l) => l.source === src).reduce((s, l) => s + l.hours, 0) / total) * 100);
  const derived = pct('derived');
  const assumed = pct('assumed');
  if (c.level === 'high' && derived + assumed > 50)
    return {
      level: assumed > 50 ? 'low' : 'medium',
      reason: `${c.reason} But ${derived + assumed}% of the hours are not stated (${derived}% derived from workload at assumed rates, ${assumed}% assumed), so the plan rests on its own rates.`,
    };
  // A fee or budget plan's hours follow a stated amount at an assumed rate: medium whatever the split.
  if (c.level === 'medium' && assumed > 50 && rule !== 'fee' && rule !== 'budget')
    return {
      level: 'low',
      reason: `${c.reason} But ${assumed}% of the hours are assumed, with no stated driver.`,
    };
  return c;
}

const FOOTING: PlanLine['source'][] = ['stated', 'derived', 'assumed'];

/**
 * The lines with the footing their hours rest on. A head the plan adds over the work at an
 * assumed share (a manager, key personnel the documents name with no amount) rests on what the
 * work rests on: it takes the weakest footing among the work's lines, so a plan derived from
 * workload is not made low by its manager, nor a stated plan high by it. A plan of heads alone
 * keeps their own footing.
 */
function workLines(lines: PlanLine[]): PlanLine[] {
  const isHead = (l: PlanLine) => l.head || (l.key && l.source !== 'stated');
  const work = lines.filter((l) => !isHead(l));
  if (!work.length) return lines;
  const weakest = FOOTING[Math.max(...work.map((l) => FOOTING.indexOf(l.source)))] ?? 'assumed';
  return lines.map((l) => (isHead(l) ? { ...l, source: weakest } : l));
}

function ruleConfidence(
  rule: SizingRule,
  all: PlanLine[],
  indicative: boolean,
  effort?: StatedEffort,
): Confidence {
  const lines = workLines(all);
  const total = lines.reduce((s, l) => s + l.hours, 0) || 1;
  const share = (src: PlanLine['source']) =>
    lines.filter((l) => l.source === src).reduce((s, l) => s + l.hours, 0) / total;
  if (rule === 'stated-staffing')
    return {
      level: 'high',
      reason: `The government states the staffing by labour category${indicative ? ' (for estimating purposes only)' : ''}; ${Math.round(share('stated') * 100)}% of the hours are as stated.`,
    };
  // "The Government estimates this effort at approximately 1,000 labor hours": the whole amount is the government's.
  if (
    rule === 'stated-effort' &&
    effort?.kind === 'hours' &&
    ((WHOLE_EFFORT.test(effort.quote) && STATED_TEAM.test(effort.quote)) || PHASE_TEAM.test(effort.quote))
  )
    return {
      level: 'high',
      reason: `The government states the total effort and the team (${effort.ref}: ${fmt(effort.value)} h); the plan keeps both and splits the hours over roles and task areas by judgement.`,
    };
  // "The work requires two (2) teams of seven (7) people each": the team the government requires.
  if (
    rule === 'stated-effort' &&
    (effort?.kind === 'people' || effort?.kind === 'fte') &&
    !effort.ceiling &&
    !effort.reference &&
    effort.min === undefined &&
    /\b(?:requires?|required)\b/i.test(effort.quote)
  )
    return {
      level: 'high',
      reason: `The government states the team it requires (${effort.ref}: ${fmt(effort.value)} ${effort.kind === 'fte' ? 'FTE' : 'people'}); the plan keeps its size and states the labour mix it assumes.`,
    };
  // "0001 Base Period 12,000 hours / 1001 Option Period 1 12,000 hours": the hours of every
  // period are the government's (a term level of effort); only their mix is the offeror's.
  if (rule === 'stated-effort' && effort?.kind === 'hours' && (effort.perPeriod?.length ?? 0) >= 2)
    return {
      level: 'high',
      reason: `The government states the hours of each period (${effort.ref}); the plan keeps them and splits them over roles and task areas by judgement.`,
    };
  // "240 person-days per year", "6,000 hours a year": the hours of every year are the government's.
  if (
    rule === 'stated-effort' &&
    effort?.kind === 'hours' &&
    effort.scope === 'per-year' &&
    !effort.ceiling &&
    !effort.reference &&
    !effort.asked &&
    effort.min === undefined
  )
    return {
      level: 'high',
      reason: `The government states the hours of each year (${effort.ref}: ${fmt(effort.value)} h a year); the plan keeps them and splits them over roles and task areas by judgement.`,
    };
  // "The Government estimates 1.5 FTE": staffing stated in FTE, a point amount, is the government's.
  if (
    rule === 'stated-effort' &&
    effort?.kind === 'fte' &&
    !effort.ceiling &&
    !effort.reference &&
    !effort.asked &&
    effort.min === undefined
  )
    return {
      level: 'high',
      reason: `The government states the staffing in FTE (${effort.ref}: ${fmt(effort.value)} FTE); the plan keeps it and states the labour mix it assumes.`,
    };
  if (rule === 'stated-effort')
    return {
      level: 'medium',
      reason: 'The government states the total effort; its split over roles and task areas is a judgement.',
    };
  if (rule === 'fee')
    return {
      level: 'medium',
      reason:
        "Hours follow the stated construction cost and the Government's estimate of the design fee at an assumed blended A-E rate; the split over disciplines is a judgement.",
    };
  if (rule === 'budget')
    return {
      level: 'medium',
      reason:
        'Hours follow the stated budget at an assumed blended labour rate; the split over roles is a judgement.',
    };
  // "The estimated quantities below are the hours the agency will order": the amounts are the government's.
  if (rule === 'derived' && share('stated') >= 0.5)
    return {
      level: 'high',
      reason: `${Math.round(share('stated') * 100)}% of the hours are the quantities the government states it will order, by item and period; the rest are derived or assumed.`,
    };
  if (rule === 'derived' && share('derived') + share('stated') >= 0.5)
    return {
      level: 'medium',
      reason: `${Math.round((share('derived') + share('stated')) * 100)}% of the hours are derived from workload drivers the documents state; no staffing is stated.`,
    };
  return {
    level: 'low',
    reason: 'No staffing, effort or budget is stated and few workload drivers: the hours are assumed.',
  };
}

// A time per unit the documents report from experience, not one they set: "crews have
// historically logged about 1.5 hours of duty for each flight hour", "averaged 9 hours a trip".
const REPORTED_RATE =
  /\b(?:historically|in the past|to date|have\s+(?:averaged|logged|recorded|taken|needed)|averag(?:ed|es|ing)|on average|typically|approximately|about|roughly)\b/i;

/**
 * A stated crew paid per unit of work (a flight hour, a trip, a crew-day) whose time per unit the
 * documents report from experience rather than set: the hours follow from estimated units at a
 * reported rate, so the plan is medium at most.
 * @example
 * withReportedUnitRate({ level: 'high', reason: 'Stated.' }, ['Crews have historically logged about 1.5 hours of duty for each flight hour.']).level // 'medium'
 */
export function withReportedUnitRate(c: Confidence, quotes: readonly string[]): Confidence {
  const reported = quotes.find((q) => REPORTED_RATE.test(q));
  if (c.level !== 'high' || !reported) return c;
  return {
    level: 'medium',
    reason: `The documents state the crew, but its hours are a time per unit they report from experience ("${reported.slice(0, 140)}") times the units estimated each period: estimates, not stated hours.`,
  };
}

/**
 * Open questions: the reader's notes (missing period, work statement in annexes not uploaded,
 * tables that do not foot, conflicting conventions) and the builder's own.
 */
export function openQuestions(
  model: SolicitationModel,
  frame: PlanFrame,
  extra: string[],
  rule: SizingRule,
  lines: PlanLine[] = [],
): OpenQuestion[] {
  const out: OpenQuestion[] = [];
  const seen = new Set<string>();
  const refs = model.staffingTables.map((t) => t.ref);
  // The same missing fact once, however the reader and the builder word it.
  const add = (q: OpenQuestion) => {
    const k = questionTopic(q.question, refs);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(q);
  };
  for (const n of [...model.notes, ...frame.notes])
    add({
      question: n.text,
      askContractingOfficer: n.askContractingOfficer,
      ...(n.source ? { citation: citationOf(n.source) } : {}),
    });
  // The reader's own notes already say when the work statement is in an annex not uploaded.
  const saidMissing = model.notes.some((n) =>
    /work statement|statement of (?:work|objectives)|\bPWS\b|\bSOW\b|\bSOO\b/i.test(n.text),
  );
  if (!model.workStatement.found && !saidMissing)
    add({
      question:
        'No work statement (PWS, SOW, SOO or Section C) was found in the uploaded documents; is it in an attachment that was not uploaded?',
      askContractingOfficer: false,
    });
  if (!saidMissing)
    for (const a of model.workStatement.missingAnnexes)
      add({
        question: `The work statement refers to ${a.quote}, which was not uploaded; the plan does not cover its work.`,
        askContractingOfficer: false,
        citation: citationOf(a),
      });
  for (const t of model.staffingTables)
    for (const f of t.foots ?? [])
      if (!f.ok)
        add({
          question: `The stated staffing in ${t.ref} does not foot for ${f.period}: the rows add up to ${fmt(f.rowSum)} h but the total says ${fmt(f.stated)} h. Which is right?`,
          askContractingOfficer: true,
          citation: citationOf(t),
        });
  for (const q of extra) add({ question: q, askContractingOfficer: true });
  for (const q of sizingQuestions(model, frame, lines, rule)) add(q);
  return out;
}

/** Percent of the plan's hours whose source is one of `sources`. */
function shareOf(lines: PlanLine[], ...sources: PlanLine['source'][]): number {
  const total = lines.reduce((s, l) => s + l.hours, 0);
  const part = lines.filter((l) => sources.includes(l.source)).reduce((s, l) => s + l.hours, 0);
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/**
 * The questions the sizing leaves open, one per missing fact that changes the hours, each
 * saying what the plan assumed and what it needs (the reader's notes ask for the missing
 * period, place and work statement; the builders ask about the productivities they assume):
 * - no staffing, effort or budget: how the hours were obtained instead, and the level of
 *   effort or historical staffing that would replace them;
 * - no hours-per-FTE convention, whenever FTE are turned into hours (a stated head count, a
 *   post's relief, or an assumed line's fraction of a year all scale with it).
 */
function sizingQuestions(
  model: SolicitationModel,
  frame: PlanFrame,
  lines: PlanLine[],
  rule: SizingRule,
): OpenQuestion[] {
  const out: OpenQuestion[] = [];
  if (rule === 'assumed' || rule === 'derived' || rule === 'fee') {
    const derived = shareOf(lines, 'derived', 'stated');
    const how =
      rule === 'fee'
        ? 'the hours follow the construction cost and an assumed fee and blended rate'
        : rule === 'derived'
          ? `${derived}% of the hours are derived from the workload the documents state, at productivities the plan assumes, and ${100 - derived}% are assumed`
          : 'the hours are assumed';
    out.push({
      question: `No staffing, level of effort or budget is stated, so ${how}. Can the Government state the expected level of effort or historical staffing for this work?`,
      askContractingOfficer: true,
    });
  }
  const fromFte = lines.some((l) => /\bFTE\b/.test(l.formula) && l.source !== 'stated');
  if (!model.hoursPerFte && (rule !== 'assumed' || fromFte))
    out.push({
      question: `No hours-per-FTE convention is stated; the plan counts ${fmt(frame.hoursPerFte)} h a year per FTE. What hours-per-FTE convention should offerors use (1,880, 1,920 or 2,080)?`,
      askContractingOfficer: true,
    });
  return out;
}

/** Whether the stated staffing tables foot, per period. */
export function footing(model: SolicitationModel): StatedComparison['foots'] {
  return model.staffingTables.flatMap((t) =>
    (t.foots ?? []).map((f) => ({ period: f.period, statedTotal: f.stated, rowSum: f.rowSum, ok: f.ok })),
  );
}
