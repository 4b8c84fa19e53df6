import type { Confidence } from '../../schemas/plan';
import type { SolicitationModel } from '../../solicitation/model';
import { sectionAt } from '../../solicitation/structure/index';
import { repairScannedText } from '../../solicitation/structure/ocr-repair';
import { splitSentences } from '../../solicitation/structure/sentences';
import { clip } from '../text';

// Terms of the work that change the hours and that the documents leave open, each read from the
// documents' own sentences: a vehicle that commits to no quantity, quantities used only to
// evaluate prices, work the Government may direct outside the normal hours, and a production
// rate the documents ask each offeror for. Each is said with its quote, so a pricer knows what
// the plan's hours rest on and what to ask the contracting officer.

/** One sentence of the documents, with the section that holds it. */
export interface Said {
  text: string;
  ref: string;
}

/** The documents' sentences (questions left out: a question asked is no statement), each with its section. */
export function sentences(model: SolicitationModel, texts: readonly string[]): Said[] {
  const done = split.get(model);
  if (done?.texts === texts) return done.out;
  const out: Said[] = [];
  texts.forEach((text, index) => {
    const name = model.documents[index]?.name ?? `document ${index + 1}`;
    // A scan's letter confusions repaired as the reader repairs them ("nurnber"), lines unmoved.
    for (const s of splitSentences(repairScannedText(text))) {
      const t = s.text.replace(/\s+/g, ' ').trim();
      if (t.length < 12 || t.endsWith('?')) continue;
      const own = t.match(/^((?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2}){1,3})\s/)?.[1];
      out.push({ text: t, ref: own ?? sectionAt(model, index, s.start)?.ref ?? name });
    }
  });
  split.set(model, { texts, out });
  return out;
}
// Each model's documents split once: every question family of one plan reads the same sentences,
// and a plan made beside it (another request) keeps its own.
const split = new WeakMap<SolicitationModel, { texts: readonly string[]; out: Said[] }>();

/** A sentence quoted with its section, its own paragraph number left off. */
export const quote = (s: Said, max = 170) =>
  `${s.ref}: "${clip(s.text.replace(/^(?:[A-Z]\.)?[\d.]+\s+/, ''), max)}"`;

// An ordering vehicle: work comes as orders or calls whose number the award does not fix.
const VEHICLE =
  /\b(?:IDIQ|ID\/IQ|indefinite[- ]delivery|indefinite[- ]quantity|blanket purchase agreements?|BPAs?|requirements contract|task[- ]order contract|delivery[- ]order contract)\b/i;
// What is ordered under it.
const ORDERED = /\b(?:task orders?|delivery orders?|call orders?|calls?|orders?)\b/i;
// The documents say they cannot say how many: "unable to estimate the number of task orders",
// "does not know how many calls", "the minimum and maximum are not estimates of the work".
const NOT_KNOWN =
  /\b(?:is|are)\s+(?:not\s+able|unable)\s+to\s+(?:estimate|predict|forecast)\b|\bcan(?:not|'t|\s+not)\s+(?:estimate|predict|forecast)\b|\b(?:does|do)\s+not\s+know\s+how\s+many\b|\b(?:is|are)\s+not\s+(?:an?\s+)?estimates?\b|\bneither\b[^.;]{0,40}\bis\s+an?\s+estimate\b/i;
// ... or guarantee nothing beyond a minimum ("does not guarantee any number of orders"), which
// says nothing when the same sentence gives an estimate from history ("estimated quantities ...
// are not guaranteed", "provided for information").
const NOT_GUARANTEED =
  /\b(?:does|do|will|shall)\s+not\s+guarantee\b|\bis\s+not\s+a\s+guarantee\b|\bno\s+guarantee\b|\bobligated\s+only\b/i;
const ESTIMATE_GIVEN =
  /\bestimated\s+(?:annual\s+|yearly\s+)?(?:quantit|volume|workload)|\bbest\s+estimate|\bhistor|\bbased\s+on\b|\bfor\s+information\b|\b(?:is|are)\s+(?:the\s+Government'?s\s+)?estimates\b/i;
const notGuaranteed = (t: string) => NOT_GUARANTEED.test(t) && !ESTIMATE_GIVEN.test(t);
// What the sentence is about must be a quantity of work, not an award or a payment.
const OF_WORK =
  /\b(?:orders?|calls?|quantit(?:y|ies)|minimum|maximum|volume|number\s+of|how\s+many|workload|estimated\s+value|value\s+of)\b/i;
const NOT_OF_WORK = /\b(?:award|payment|selection|funding\s+availability)\b/i;

// Quantities the Government uses only to compare prices: hypothetical, notional, illustrative,
// "for evaluation only", a sample order priced for evaluation.
const EVALUATION_ONLY =
  /\b(?:hypothetical|notional|illustrative|assumed)\s+(?:quantit|volume|order|\w+\s+quantit)|\b(?:quantit(?:y|ies)|volumes?)\b[^.;]{0,60}\b(?:hypothetical|notional|illustrative)\b|\bfor\s+(?:price\s+)?evaluation\s+(?:purposes\s+)?only\b|\bevaluation\s+purposes\s+only\b|\bsample\s+(?:task\s+|delivery\s+|call\s+)?order\b[^.;]{0,80}\bevaluation\b/i;
// ... and say they are not the work: hypothetical, not an estimate, not to size the staff. Quantities
// that "are estimates for evaluation only" are estimates.
const NOT_AN_ESTIMATE =
  /\b(?:hypothetical|notional|illustrative)\b|\bnot\s+(?:an?\s+)?(?:estimates?|forecast)\b|\bnot\s+(?:be\s+)?used\s+to\s+size\b|\bdo(?:es)?\s+not\s+represent\b/i;

/**
 * An ordering vehicle whose documents commit to no quantity of work, and quantities used only to
 * evaluate prices: the plan's hours are its own assumption of the orders, not the Government's.
 * @example
 * orderingTerms(model, ['This is an IDIQ contract. The Government is unable to estimate the number of task orders.']).questions.length // 1
 */
export function orderingTerms(
  model: SolicitationModel,
  texts: readonly string[],
  workload = false,
): { assumptions: string[]; questions: string[] } {
  const all = sentences(model, texts);
  const questions: string[] = [];
  const assumptions: string[] = [];
  const vehicle = all.find((s) => VEHICLE.test(s.text));
  const open = all.filter(
    (s) =>
      (NOT_KNOWN.test(s.text) || (!workload && notGuaranteed(s.text))) &&
      OF_WORK.test(s.text) &&
      !NOT_OF_WORK.test(s.text),
  );
  if (vehicle && open.length) {
    const named = vehicle.text.match(VEHICLE)?.[0] ?? '';
    const kind = /BPA|blanket/i.test(named)
      ? 'a blanket purchase agreement (BPA)'
      : /requirements/i.test(named)
        ? 'a requirements contract'
        : /task|delivery/i.test(named) && !/indefinite/i.test(named)
          ? `a ${named.toLowerCase()}`
          : 'an indefinite-delivery/indefinite-quantity (IDIQ) contract';
    const unit = (open.map((s) => s.text.match(ORDERED)?.[0]).find(Boolean) ?? 'orders').toLowerCase();
    const units = unit.endsWith('s') ? unit : `${unit}s`;
    questions.push(
      `The work is ordered under ${kind} that commits to no quantity of work: the number of ${units} is not stated (${open
        .slice(0, 2)
        .map((s) => quote(s, 150))
        .join(
          '; ',
        )}). The plan's hours are its own assumption, not a commitment of orders. What volume (${units} or hours a year) should offerors price, and is there a history of past ${units}?`,
    );
  }
  const evaluation = all.find((s) => EVALUATION_ONLY.test(s.text) && NOT_AN_ESTIMATE.test(s.text));
  if (evaluation)
    assumptions.push(
      `The quantities the documents use to evaluate prices (${quote(evaluation)}) are used only to evaluate prices: hypothetical, not an estimate, so they are not the workload and the plan does not size its hours from them.`,
    );
  return { assumptions, questions };
}

// Work the Government may direct at night, in the evening, on a second shift, on weekends or
// holidays, after hours, or as overtime: a condition, not the stated window.
const OFF_HOURS =
  /\b(?:evening|night|overnight|second|swing|graveyard|third)\s+shifts?\b|\bat\s+night\b|\b(?:on\s+)?(?:weekends?|saturdays?|sundays?|holidays?)\b|\bafter\s+(?:normal\s+|regular\s+)?(?:duty|business|working|work)\s+hours\b|\bovertime\b|\bevenings?\b/i;
const MAY =
  /\b(?:may|might|could)\s+(?:be\s+|have\s+to\s+be\s+|also\s+be\s+)?(?:direct|require|need|requir|ask|order|call|necessar)\w*|\bmay\s+(?:have\s+to|be)\b|\bwhen\s+(?:the\s+)?(?:COR|CO|Contracting\s+Officer|Government)\b[^.;]{0,20}\bdirect|\bas\s+directed\b|\bif\b[^.;]{0,80}\b(?:prevent|requir|need|necessar|cannot|unable)|\boccasional(?:ly)?\b|\bwill\s+decide\b/i;
// ... and it is work, not a holiday rule, a pay clause or an instruction to offerors.
const WORKED =
  /\b(?:work|worked|working|perform\w*|shifts?|scann\w*|process\w*|complet\w*|proceedings|inspect\w*|duty)\b/i;
const NO_OFF_HOURS =
  /\b(?:no|not|never|without)\b[^.;]{0,30}\b(?:evening|night|weekend|overtime|shift|holiday)|\bshall\s+not\s+work\b|\bclosed\s+on\b|\bexcept\s+(?:federal\s+)?holidays\b|\bonly\s+the\b|\bpay\b|\bincluded\s+in\b|\bprices?\b|\bquotations?\b|\bproposals?\b|\bdue\b/i;

/**
 * Work the Government may direct outside the normal hours ("may direct that ... be scanned on an
 * evening shift", "occasional Saturday work may be required"): whether and how to price it.
 * @example
 * offHoursQuestions(model, ['Some tests may have to be performed at night, as directed by the COR.']).length // 1
 */
export function offHoursQuestions(model: SolicitationModel, texts: readonly string[]): string[] {
  const hit = sentences(model, texts).find(
    (s) => OFF_HOURS.test(s.text) && MAY.test(s.text) && WORKED.test(s.text) && !NO_OFF_HOURS.test(s.text),
  );
  if (!hit) return [];
  return [
    `The documents may call for work outside the normal hours, which the plan does not price (a second shift, a shift differential or overtime premium) (${quote(hit)}). Will it be ordered, how much of the work does it cover, and how should it be priced?`,
  ];
}

// The documents ask each offeror for its own rate per unit of work: "state its assumptions (for
// example, hours per application)", "daily production in miles per crew-day", "a realistic
// production rate", "the number of pages each technician will index per hour".
const ASKS =
  /\b(?:shall|must|should|will|to)\s+(?:state|propose|describe|provide|include|identify|explain|submit)\b|\b(?:stating|describing|proposing|showing|including|with)\s+(?:its\s+|their\s+|the\s+|a\s+(?:realistic\s+)?)?(?:crew\s+size|daily|production|productivity|hours|assumed)\b|\b(?:describe|state|propose)\s+(?:the|its|your)\b|\b(?:assumptions|approach)\b[^.;]{0,40}\b(?:will\s+be\s+evaluated|shall\s+state)\b|\boffer(?:or|eror)'?s\s+productivity\b/i;
const RATE_WORDS =
  /\bproduction\s+(?:rates?|standards?|records?)\b|\bproductivity\b|\b(?:daily|weekly)\s+production\b|\bhours?\s+per\s+(?!(?:week|day|month|year|shift|employee|FTE|full|person|staff|worker|position)\b)[a-z]+|\bper\s+(?:crew|person|team)[- ](?:day|hour|week)\b|\b(?:time|minutes)\s+per\s+[a-z]+|\beach\s+[a-z]+\s+will\s+[a-z]+\s+per\s+(?:hour|day)\b/i;
// A rate the documents give themselves: "production rate of 1.5 hours", "allow 2.0 labor-hours per".
const GIVEN_RATE =
  /\b(?:rate|standard)\s+of\s+\d|\b\d+(?:\.\d+)?\s*(?:labou?r[- ]|person[- ]|crew[- ])?(?:hours?|minutes?)\s+(?:per|for\s+each)\s+(?!(?:week|day|month|year|shift|person|FTE)\b)/i;

/**
 * The documents state no production rate and ask each offeror for its own: the plan's hours for
 * that work rest on a rate it assumes, which the pricer must replace with the firm's own.
 * @example
 * askedRateQuestions(model, ['Offerors shall propose a realistic production rate for each sample type.']).length // 1
 */
export function askedRateQuestions(model: SolicitationModel, texts: readonly string[]): string[] {
  const all = sentences(model, texts);
  if (all.some((s) => GIVEN_RATE.test(s.text) && /\b(?:rate|standard|allow|per)\b/i.test(s.text))) return [];
  const hit = all.find((s) => ASKS.test(s.text) && RATE_WORDS.test(s.text));
  const at = hit?.text.search(RATE_WORDS) ?? -1;
  if (!hit || at < 0) return [];
  // The rate the documents ask for, in their words ("hours per application, per panel or per summary statement").
  const asked =
    hit.text
      .slice(at)
      .split(/[);:]|\.(?:\s|$)/)[0]
      ?.trim() ?? '';
  return [
    `The documents state no production rate and ask each offeror for its own production rate: the plan's hours for this work rest on rates it assumes, not on the documents (${clip(asked, 110)}; ${quote(hit, 140)}). Replace them with your own rates (from production records) times the stated workload, and state them in the technical approach.`,
  ];
}

/**
 * The open terms of the work, said whatever the plan's confidence except where the hours are the
 * Government's own (high): then neither the orders nor the rates are the plan's assumption.
 * @example
 * openTerms(model, texts, 'low') // { assumptions: [...], questions: [...] }
 */
export function openTerms(
  model: SolicitationModel,
  texts: readonly string[],
  level: Confidence['level'],
): { assumptions: string[]; questions: string[] } {
  const stated = level === 'high';
  // A plan derived from stated workload has its volume; "not guaranteed" alone asks nothing then.
  const ordering = orderingTerms(model, texts, level !== 'low');
  return {
    assumptions: ordering.assumptions,
    questions: [
      ...(stated ? [] : [...ordering.questions, ...askedRateQuestions(model, texts)]),
      ...offHoursQuestions(model, texts),
    ],
  };
}
