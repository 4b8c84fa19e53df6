import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';

/**
 * Productivities stated the way work statements often word them, besides the shapes
 * `readStatedRates` reads: minutes per item after the number ("historical average is 15
 * minutes per chart", "9.5 minutes per call, 12 minutes per chat and 4 minutes per outbound
 * call attempt"), a worker who completes one item in a time ("an inpatient coder completes an
 * inpatient review in an average of 35 minutes") and a bare average under a run-in heading
 * ("3.4 Rebuttals. ... historical average 45 minutes"). Each rate keeps its paragraph, so it can
 * be matched to the volume it sizes, and the share of a volume it applies to when the paragraph
 * says one ("about 10% of inpatient charts are referred").
 */
export interface PhrasedRate {
  subject: string;
  minutes: number;
  role?: string;
  /** The paragraph the rate sits in (its run-in heading first). */
  context: string;
  /** "About 10% of inpatient charts": the rate sizes that share of the volume the words name. */
  share?: { of: string; fraction: number };
  quote: string;
}

const UNIT = String.raw`(?<unit>minutes?|mins?|hours?|hrs?)`;
const ABOUT = String.raw`(?:(?:about|approximately|around|roughly|on average|an average of|some)\s+)?`;
/** Words that say a time is how long the work takes (not a deadline or a response time). */
const EFFORT_WORDS =
  /\b(?:averag\w*|historical\w*|handle|handling|typical\w*|takes?|took|requires?|required|estimat(?:e[sd]?|ing)|standard|effective|productivity)\b/i;
const DEADLINE =
  /\b(?:within|no (?:more|later) than|at least|up to|respon\w*|wait\w*|arriv\w*|before|after)\s*$/i;
/** "9.5 minutes per call", "an effective 6 minutes of agent time per chat", "30 additional minutes per referred chart". */
const PER_ITEM = new RegExp(
  String.raw`(?<lead>\b\w+\s+)?(?<eff>effective\s+)?(?<n>${NUMBER})\s*(?:additional\s+|more\s+)?${UNIT}(?:\s+of\s+[a-z -]{2,30}?\s+(?:time|effort|work|labou?r))?\s+(?:per|for each|for every)\s+(?<item>[a-z][a-z/-]*(?:\s+(?!and\b|or\b|with\b|in\b|at\b|for\b|of\b|to\b|by\b|on\b)[a-z][a-z/-]*){0,2})`,
  'gi',
);
/** Period words a time is stated per that are not work items ("40 hours per week"). */
const NOT_ITEM =
  /^(?:week|day|month|year|annum|shift|period|quarter|session day|fte|person|employee|hour|minute)s?\b/i;
/** "<worker> completes an inpatient review in an average of 35 minutes". */
const COMPLETES_ONE = new RegExp(
  String.raw`^(?<subject>.{3,90}?)\s+(?:completes?|performs?|processes|reviews|handles|finishes|conducts?)\s+(?:a|an|one|each|the average|a typical)\s+(?<item>[a-z][a-z -]{2,40}?)\s+in\s+${ABOUT}(?<n>${NUMBER})\s*${UNIT}\b`,
  'i',
);
/** "historical average 45 minutes", "the average is 20 minutes": a time with no item named. */
const BARE_AVERAGE = new RegExp(
  String.raw`\b(?:historical(?:ly)?\s+)?average(?:\s+(?:time|effort|duration))?\s+(?:is\s+|was\s+|of\s+)?${ABOUT}(?<n>${NUMBER})\s*${UNIT}\s*$`,
  'i',
);
const WORKER =
  /\b(?:a|an|one|each|the|by)\s+(?<role>(?:[a-z]+\s){0,2}(?:[a-z]+(?:ist|ian|ant|or|er)|nurse|aide|clerk|agent|coder|driver))s?\b/i;
const GENERIC =
  /^(?:contractor|offeror|quoter|government|member|customer|user|other|order|number|senior|junior|major|minor|prior|under|over|after|per|hour|quarter|center|error|letter|paper|cover)$/i;
const SHARE =
  /(?<pct>\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+|all\s+)?(?<of>[a-z][a-z/-]*(?:\s+[a-z][a-z/-]*){0,2})/i;
/** A paragraph's run-in heading: "3.2 Outpatient validation. For each ...", "Task 4 - On-Site Support (CLIN 0004). The ...". */
const RUN_IN =
  /^\s*(?:#+\s*)?(?:(?:task|section|part)\s+)?(?:[A-Z]?\d+(?:\.\d+)*\.?\s*(?:[-–:]\s*)?)?(?<title>[A-Z][A-Za-z/&' -]{2,60}?)(?:\s*\([^)]{1,30}\))?\.\s+(?=[A-Z])/;

const toMinutes = (n: number, unit: string) => (/^h/i.test(unit) ? n * 60 : n);
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Paragraphs of a text: blocks between blank lines, and numbered or bulleted lines within them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*(?:#|[-*•]\s|(?:[A-Z]?\d+(?:\.\d+)*\.?|\(?[a-z]\))\s+[A-Z]))/)
    .map(tidy)
    .filter(Boolean);
}

function workerOf(sentence: string): string | undefined {
  const role = sentence.match(WORKER)?.groups?.role?.trim();
  return role && !GENERIC.test(role.split(' ').pop() ?? '') ? role : undefined;
}

/**
 * The rates of one paragraph worded in the shapes above; sentences `skip` holds (already read
 * by another reader) give none.
 * @example
 * readRatePhrases(['3.2 Outpatient validation. Historical average is 15 minutes per chart.'])[0] // { subject: 'Outpatient validation chart', minutes: 15, ... }
 */
export function readRatePhrases(
  texts: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): PhrasedRate[] {
  const out: PhrasedRate[] = [];
  for (const para of texts.flatMap(paragraphs)) {
    if (!/\b(?:minutes?|mins?|hours?|hrs?)\b/i.test(para)) continue;
    const heading = para.match(RUN_IN)?.groups?.title?.trim();
    const shareMatch = para.match(SHARE)?.groups;
    const share = shareMatch
      ? {
          of: (shareMatch.of ?? '').replace(
            /\s+(?:are|is|were|was|will|shall|may|that|which|for|in|of)\b.*$/i,
            '',
          ),
          fraction: Number(shareMatch.pct) / 100,
        }
      : undefined;
    for (const raw of para.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      const sentence = tidy(raw);
      if (skip.has(sentence) || !EFFORT_WORDS.test(sentence)) continue;
      const worker = workerOf(sentence);
      const base = { context: para, quote: sentence, ...(worker ? { role: worker } : {}) };
      const one = sentence.match(COMPLETES_ONE)?.groups;
      if (one) {
        const minutes = toMinutes(parseNumber(one.n ?? ''), one.unit ?? '');
        const role = workerOf(one.subject ?? '') ?? worker;
        if (minutes > 0 && minutes <= 480)
          out.push({
            ...base,
            subject: tidy(`${one.subject} ${one.item}`),
            minutes,
            ...(role ? { role } : {}),
          });
        continue;
      }
      // Several items in one sentence; an "effective" time replaces the item's plain one.
      const byItem = new Map<string, { minutes: number; effective: boolean }>();
      for (const m of sentence.matchAll(PER_ITEM)) {
        const g = m.groups ?? {};
        const item = tidy(g.item ?? '').toLowerCase();
        const minutes = toMinutes(parseNumber(g.n ?? ''), g.unit ?? '');
        const before = sentence.slice(0, m.index + (g.lead?.length ?? 0));
        if (!item || NOT_ITEM.test(item) || DEADLINE.test(before) || !(minutes > 0 && minutes <= 480))
          continue;
        const prior = byItem.get(item);
        if (prior && (prior.effective || !g.eff)) continue;
        byItem.set(item, { minutes, effective: Boolean(g.eff) });
      }
      // "12 minutes per chat (... an effective 6 minutes ... per chat)": one item, its effective time.
      for (const [item, r] of byItem) {
        const subject =
          heading && !new RegExp(`\\b${item.split(' ')[0]}`, 'i').test(heading) ? `${heading} ${item}` : item;
        const sized =
          share &&
          new RegExp(`\\b${item.split(' ').pop()}`, 'i').test(share.of) &&
          /\breferred|\bselected|\bsampled|\badditional/i.test(`${item} ${sentence}`);
        out.push({ ...base, subject, minutes: r.minutes, ...(sized ? { share } : {}) });
      }
      if (byItem.size || !heading) continue;
      const bare = sentence
        .split(/;\s+|,\s+/)
        .pop()
        ?.replace(/[.]$/, '')
        .match(BARE_AVERAGE)?.groups;
      if (!bare) continue;
      const minutes = toMinutes(parseNumber(bare.n ?? ''), bare.unit ?? '');
      if (minutes > 0 && minutes <= 480) out.push({ ...base, subject: heading, minutes });
    }
  }
  return out;
}
