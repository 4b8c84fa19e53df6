import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { looksScanned, repairScannedText } from '../../solicitation/structure/ocr-repair';
import { splitSentences } from '../../solicitation/structure/sentences';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';
import { SERVICE_ROLES } from './trade-roles';
import { sizedPerUnit } from './unit-effort';

/**
 * Service work priced or scheduled per occurrence rather than staffed: a per-visit schedule
 * ("each of the nine offices twice a month, about three hours a visit"), line items priced per
 * visit, call or event ("Routine monthly service, per office | 144 | Visit"), and counted
 * occurrences with a stated time each ("428 callbacks ... 2.1 mechanic hours per callback").
 * Hours are occurrences a year x hours each; when the documents state no time per occurrence
 * the plan assumes one by kind of occurrence, says so and asks.
 */

const SITE_NOUN =
  '(?:offices?|sites?|buildings?|facilities|facility|locations?|stations?|branches|branch|clinics?|schools?|parks?|properties|property|campuses|campus|centers?|centres?|depots?|warehouses?|installations?|libraries|library|post offices?)';

/** Occurrences a year of a frequency word: "twice a month" 24, "once each quarter" 4. */
const FREQUENCY = new RegExp(
  String.raw`\b(?:(?<n>${NUMBER}|once|twice)\s*(?:times?\s+)?(?:(?:a|an|per|each|every)\s+(?:calendar\s+)?)(?<per>week|month|quarter|year|season)|(?:every|each)\s+(?:calendar\s+)?(?<every>week|month|quarter|year)|(?<adverb>weekly|bi-?weekly|semi-?monthly|monthly|bi-?monthly|quarterly|semi-?annually|annually|yearly))\b`,
  'i',
);
const PER_YEAR: Record<string, number> = { week: 52, month: 12, quarter: 4, year: 1, season: 1 };
const ADVERB: Record<string, number> = {
  weekly: 52,
  biweekly: 26,
  'bi-weekly': 26,
  semimonthly: 24,
  'semi-monthly': 24,
  monthly: 12,
  bimonthly: 6,
  'bi-monthly': 6,
  quarterly: 4,
  semiannually: 2,
  'semi-annually': 2,
  annually: 1,
  yearly: 1,
};

/** Visits a year of one frequency phrase. */
function perYear(m: RegExpMatchArray): number {
  const g = m.groups ?? {};
  if (g.adverb) return ADVERB[g.adverb.toLowerCase()] ?? 0;
  if (g.every) return PER_YEAR[g.every.toLowerCase()] ?? 0;
  const n = /^once$/i.test(g.n ?? '') ? 1 : /^twice$/i.test(g.n ?? '') ? 2 : parseNumber(g.n ?? '');
  return n * (PER_YEAR[(g.per ?? '').toLowerCase()] ?? 0);
}

/** "nine (9) offices", "each of the 12 sites", "all 14 buildings". */
const SITE_COUNT = new RegExp(String.raw`(?<n>${NUMBER})\s+(?:\w+\s+){0,2}?${SITE_NOUN}\b`, 'i');
/** A visit's length: "each visit takes about three (3) hours", "3 hours per visit", "visits of 90 minutes". */
const VISIT_LENGTH = new RegExp(
  String.raw`(?:\b(?:visits?|services?|service calls?|inspections?)\b[^.;]{0,50}?\b(?:takes?|lasts?|requires?|of|averag\w*|estimated at|expected to take)\s+(?:about\s+|approximately\s+|around\s+|roughly\s+|an average of\s+)?(?<a>${NUMBER})\s*(?<ua>hours?|hrs?|minutes?|mins?)\b|(?<b>${NUMBER})\s*(?<ub>hours?|hrs?|minutes?|mins?)\s+(?:\w+\s+){0,2}?(?:per|each|a|for each)\s+(?:site\s+|routine\s+|service\s+)?(?:visit|service)\b)`,
  'i',
);
/** A sentence that schedules visits (not a report, a meeting, a payment or the Government's own inspection). */
const VISIT_WORK = /\b(?:visit\w*|servic\w*|inspect\w*|treat\w*|clean\w*|maint\w*|mow\w*|test\w*)\b/i;
const NOT_WORK =
  /\b(?:reports?|meetings?|invoices?|payments?|submit\w*|COR|contracting officer|government (?:will|shall|may)|the government's)\b/i;

/** Hours of a visit-length match. */
function lengthHours(m: RegExpMatchArray): number {
  const g = m.groups ?? {};
  const n = parseNumber(g.a ?? g.b ?? '');
  return /^min/i.test(g.ua ?? g.ub ?? '') ? n / 60 : n;
}

/** Digits an OCR scan misread as letters ("l44", "1O"): only tokens that hold a digit. */
const ocrDigits = (s: string) =>
  s
    .replace(/\b[lIO\d][\dlIO,.]*\b/g, (t) => (/\d/.test(t) ? t.replace(/[lI]/g, '1').replace(/O/g, '0') : t))
    // A lone "l" where a count of hours or times stands ("about l hours").
    .replace(/\bl\b(?=\s+(?:hours?|hrs?|minutes?|mins?|times?|visits?)\b)/g, '1');

/** An assumed time on site by kind of occurrence, for line items that state none. */
const KINDS: readonly { words: RegExp; hours: number; kind: string }[] = [
  { words: /\b(?<!non-)(?:emergency|urgent|after[- ]hours)\b/i, hours: 2.5, kind: 'emergency calls 2.5 h' },
  {
    words: /\b(?:service calls?|unscheduled|call-?backs?|trouble calls?|calls?|responses?)\b/i,
    hours: 2,
    kind: 'service calls 2 h',
  },
  { words: /\b(?:assessments?|surveys?|plans?|audits?)\b/i, hours: 3, kind: 'assessments 3 h' },
  {
    words: /\b(?:events?|treatments?|clean-?outs?|remediations?)\b/i,
    hours: 4,
    kind: 'treatment events 4 h',
  },
  { words: /\binspections?\b/i, hours: 2, kind: 'inspections 2 h' },
  { words: /\b(?:visits?|services?|servicing)\b/i, hours: 1.5, kind: 'routine visits 1.5 h' },
];
/** Units of a line item priced per occurrence. */
const OCCURRENCE_UNIT =
  /^(?:visits?|each|ea|events?|calls?|services?|inspections?|occurrences?|responses?|treatments?|trips?)$/i;
/** Descriptions of service occurrences, not goods or hours. */
const OCCURRENCE_WORK =
  /\b(?:visits?|services?|servicing|calls?|inspections?|treatments?|assessments?|responses?|call-?backs?|clean-?outs?|remediations?)\b/i;
const NOT_OCCURRENCE =
  /\b(?:parts?|materials?|supplies|equipment|travel|reports?|plans? only|labor|labour|hours?|processing|pieces?|pounds?|lbs?|items?|garments?|copies|pages?)\b/i;
/** More occurrences a year than one line of visits or calls holds: a volume of goods, not of visits. */
const MAX_ROW = 5000;

const UNIT_COL = /^\s*(?:unit|u\/i|uom|unit of (?:issue|measure))\s*$/i;
const QTY_COL = /\b(?:qty|quantity|quantities)\b/i;
const DESC_COL = /\b(?:description|supplies|services?|item)\b/i;
const OPTION_ROW = /\boption\b/i;

interface Occurrence {
  label: string;
  count: number;
  hours: number;
  kind?: string;
}

/** Line items priced per visit, call or event in one price table (base rows only). */
function tableOccurrences(t: Table): Occurrence[] {
  const unitCol = t.header.findIndex((h) => UNIT_COL.test(h));
  // The quantity column with figures in it (an aligned header can repeat over two columns).
  const numeric = (j: number) => t.rows.some((r) => /\d/.test(ocrDigits(r[j] ?? '')));
  const qtyCols = t.header.flatMap((h, j) => (j !== unitCol && QTY_COL.test(h) ? [j] : []));
  const qtyCol = qtyCols.find(numeric) ?? qtyCols[0] ?? -1;
  const descCol = t.header.findIndex((h, j) => j !== unitCol && j !== qtyCol && DESC_COL.test(h));
  if (unitCol < 0 || qtyCol < 0 || descCol < 0) return [];
  const out: Occurrence[] = [];
  for (const row of t.rows) {
    const label = (row[descCol] ?? '').trim();
    const unit = (row[unitCol] ?? '').trim();
    const count = Number(ocrDigits(row[qtyCol] ?? '').replace(/[,\s]/g, ''));
    if (!label || !OCCURRENCE_UNIT.test(unit) || !(count > 0) || count > MAX_ROW) continue;
    if (OPTION_ROW.test(row.join(' ')) || !OCCURRENCE_WORK.test(label) || NOT_OCCURRENCE.test(label))
      continue;
    const k = KINDS.find((x) => x.words.test(label));
    if (!k) continue;
    out.push({ label, count, hours: k.hours, kind: k.kind });
  }
  return out;
}

/** Per-visit schedules in prose: sites x visits a year x hours a visit (assumed when unstated). */
function proseSchedules(text: string): (Occurrence & { quote: string })[] {
  const out: (Occurrence & { quote: string })[] = [];
  const paragraphs = text.split(/\n\s*\n/);
  for (const p of paragraphs) {
    const sentences = splitSentences(ocrDigits(p)).map((s) => s.text);
    sentences.forEach((s, i) => {
      const f = s.match(FREQUENCY);
      if (!f || !VISIT_WORK.test(s) || NOT_WORK.test(s)) return;
      // The sites visited: a count in this sentence, else in the one before it.
      const siteIn = (x: string | undefined) => (x ? x.match(SITE_COUNT) : null);
      const site = siteIn(s) ?? siteIn(sentences[i - 1]);
      if (!site || !/\b(?:each|every|all|per)\b/i.test(s)) return;
      const sites = parseNumber(site.groups?.n ?? '');
      const yearly = perYear(f);
      if (!(sites >= 2 && sites <= 500) || !(yearly >= 1 && yearly <= 365)) return;
      const len = s.match(VISIT_LENGTH) ?? sentences[i + 1]?.match(VISIT_LENGTH) ?? null;
      const hours = len ? lengthHours(len) : Number.NaN;
      const quote = [s, len && !s.match(VISIT_LENGTH) ? sentences[i + 1] : ''].filter(Boolean).join(' ');
      out.push({
        label: clip(s, 80),
        count: sites * yearly,
        hours: hours > 0 && hours <= 24 ? hours : 1.5,
        ...(hours > 0 && hours <= 24 ? {} : { kind: 'routine visits 1.5 h' }),
        quote,
      });
    });
  }
  return out;
}

const OCCURRENCE_NOUN =
  '(?:call-?backs?|service calls?|trouble calls?|emergency calls?|calls?|work orders?|repairs?|responses?|dispatches?|entrapments?)';
/** "428 callbacks", "there were 300 service calls". */
const COUNT_OF = new RegExp(
  String.raw`(?<n>${NUMBER})\s+(?:(?!(?:hours?|hrs?|minutes?|per|each|a|an)\b)\w+\s+){0,2}?(?<noun>${OCCURRENCE_NOUN})\b`,
  'i',
);
/** "2.1 mechanic hours per callback", "each took an average of 2.5 hours", "averaging 3 hours each". */
const TIME_EACH = new RegExp(
  String.raw`(?:(?<a>${NUMBER})\s*(?:\w+\s+)?(?:hours?|hrs?)\s+(?:per|each|a|for each)\s+(?:${OCCURRENCE_NOUN}|one)\b|\b(?:each|every|average\w*)\b[^.;]{0,50}?(?:took|takes|required|requires|lasted|was|of|averag\w*)\s+(?:about\s+|approximately\s+|an average of\s+)?(?<b>${NUMBER})\s*(?:\w+\s+)?(?:hours?|hrs?)\b)`,
  'i',
);

/** Counted occurrences with a stated time each, in one paragraph. */
function timedOccurrences(text: string): (Occurrence & { quote: string })[] {
  const out: (Occurrence & { quote: string })[] = [];
  for (const p of text.split(/\n\s*\n/)) {
    const flat = ocrDigits(p.replace(/\s+/g, ' '));
    const t = flat.match(TIME_EACH);
    if (!t) continue;
    const hours = parseNumber(t.groups?.a ?? t.groups?.b ?? '');
    const sentences = splitSentences(flat).map((s) => s.text);
    // The first sentence that counts occurrences (not a section number, "C.2 Callbacks").
    const counted = sentences
      .map((s) => ({ s, m: s.match(COUNT_OF) }))
      .map((x) => ({ ...x, count: parseNumber(x.m?.groups?.n ?? '') }))
      .find(
        (x) =>
          x.m &&
          x.count >= 2 &&
          x.count <= 100_000 &&
          !/[A-Za-z.]$/.test(x.s.slice(0, x.m.index ?? 0)) &&
          !/\bper\b|\bhours?\b.{0,10}$/i.test(x.s.slice(0, x.m.index ?? 0).slice(-12)),
      );
    if (!counted?.m) continue;
    const count = counted.count;
    if (!(hours > 0 && hours <= 24)) continue;
    const timeSentence = sentences.find((s) => TIME_EACH.test(s)) ?? '';
    const quote = counted.s === timeSentence ? counted.s : `${counted.s} ${timeSentence}`;
    out.push({ label: clip(counted.s, 80), count, hours, quote });
  }
  return out;
}

/** The trade of the work: the service role whose words the documents use most. */
function tradeOf(texts: readonly string[], frame: PlanFrame): string {
  const all = texts.join('\n');
  let best = { role: 'Service Technician', n: 0 };
  for (const r of SERVICE_ROLES) {
    if (!r.domains.includes(frame.domain)) continue;
    const n = (all.match(new RegExp(r.words.source, 'gi')) ?? []).length;
    if (n > best.n) best = { role: r.role, n };
  }
  return best.role;
}

/**
 * Lines for service work scheduled or priced per occurrence (visits, calls, events) and for
 * counted occurrences with a stated time each. Work another reader sized already (a line whose
 * basis quotes the same sentence or table) is left alone.
 * @example
 * visitScheduleLines(model, frame, ['Each of the nine (9) offices is visited twice a month; each visit takes about three (3) hours.']).lines[0]?.hours // 648
 */
export function visitScheduleLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
  sized: readonly PlanLine[] = [],
): { lines: PlanLine[]; assumptions: string[]; questions: string[] } {
  const lines: PlanLine[] = [];
  const kinds = new Set<string>();
  const role = tradeOf(texts, frame);
  const already = (quote: string) =>
    sizedPerUnit(quote, sized) ||
    sized.some((l) => l.source !== 'assumed' && l.basis.includes(clip(quote, 90).slice(0, 50)));
  const push = (o: Occurrence[], ref: string, document: string, quote: string, area: string) => {
    const total = o.reduce((s, x) => s + x.count * x.hours, 0);
    const annual = Math.round(total);
    if (!(annual >= 1)) return;
    for (const x of o) if (x.kind) kinds.add(x.kind);
    const formula = o
      .map(
        (x) => `${fmt(x.count)}/yr x ${fmt(Math.round(x.hours * 100) / 100)} h${x.kind ? ' (assumed)' : ''}`,
      )
      .join(' + ');
    const a = annualLine(frame, annual, formula);
    const count = o.reduce((s, x) => s + x.count, 0);
    lines.push({
      lcat: role,
      key: false,
      workArea: area,
      source: 'derived',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `${ref}: "${clip(quote, 160)}" (occurrences a year x hours each; ${o.some((x) => x.kind) ? 'the time on site is assumed where none is stated' : 'time each as stated'}; no staffing stated).`,
      citation: { document, ref, quote: clip(quote, 300) },
      requirements: [],
      requirementRefs: [ref],
      quantity: count,
      unit: 'occurrence',
      rate: Math.round((total / count) * 1000) / 1000,
    });
  };
  for (const t of model.tables) {
    const o = tableOccurrences(t);
    if (!o.length) continue;
    const quote = `${t.caption ?? t.ref}: ${o.map((x) => `${x.label} ${fmt(x.count)}`).join('; ')}`;
    if (already(quote)) continue;
    push(o, t.ref, t.document, quote, 'Scheduled and on-call services');
  }
  const doc = model.documents?.[0]?.name ?? 'document';
  for (const raw of texts) {
    const text = looksScanned(raw) ? repairScannedText(raw) : raw;
    for (const o of [...proseSchedules(text), ...timedOccurrences(text)]) {
      if (already(o.quote) || lines.some((l) => l.citation?.quote === clip(o.quote, 300))) continue;
      const at = model.requirements.find((r) => o.quote.includes(r.text.slice(0, 40)));
      push(
        [o],
        at?.ref ?? 'text',
        at?.document ?? doc,
        o.quote,
        o.kind ? 'Scheduled visits' : 'Service calls',
      );
    }
  }
  return {
    lines,
    assumptions: kinds.size
      ? [
          `Time on site per occurrence is assumed where the documents state none (${[...kinds].join('; ')}); travel between sites is not included.`,
        ]
      : [],
    questions: lines.length
      ? [
          'How long does each visit or call take on site (hours per visit), and how far apart are the sites (travel time between them)?',
        ]
      : [],
  };
}
