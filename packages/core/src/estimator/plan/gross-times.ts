import { escapeRegExp } from '../../format/regexp';

/**
 * Times per item the documents give as the whole labour an item takes: measured (timed, a time
 * study, recorded elapsed time) or said to hold the allowances already ("They already include
 * set-up, cleaning and recording", "inclusive of personal, fatigue and delay allowances", "no
 * further productivity factor shall be applied"). Such a time is the Government's effort per
 * item: hours = items x minutes / 60, with no productive share or utilisation on top.
 *
 * A window that also says the times are hands-on only, leave something out ("do not include
 * travel") or that a factor applies ("offerors shall apply their own allowance", "a productivity
 * factor of 80% applies") is not gross: the plan's own productive share stays.
 */

/** The times are measured elapsed labour (the Government timed the work). */
const MEASURED =
  /\b(?:timed\s+(?:each|every|the|all|a\s+sample)\b|time[- ](?:and[- ]motion\s+)?stud(?:y|ies)|work[- ]sampling|engineered\s+(?:labou?r\s+|work\s+)?standards?|(?:measured|recorded|observed)\s+(?:(?:average|mean|actual|elapsed|labou?r|staff|technician|work|unit|per[- ]item)\s+){0,3}(?:times?|minutes|hours|durations?)\b|(?<!\b(?:response|turnaround|wait|waiting|resolution|arrival|delivery|cycle|travel|lead)\s)(?:times?|minutes|hours|durations?|averages?)\s+(?:(?:below|above|shown|listed|in\s+the\s+table)\s+)?(?:were|are|was|have\s+been)\s+(?:(?:directly|carefully)\s+)?(?:measured|timed|recorded|observed)\b)/i;
/** A measured time is one item's: the sentence speaks of each task, item or unit, or of an average. */
const PER_ITEM = /\b(?:per|each|every|average|mean|items?|tasks?|units?|below|above|table)\b/i;
/** The times hold the allowances already. */
const ALLOWED =
  /\b(?:already|fully)\s+(?:include[sd]?|inclusive\s+of|account(?:s|ed)?\s+for|reflects?|incorporates?|covers?|builds?\s+in)\b|\binclusive\s+of\s+(?:all\s+)?(?:personal|fatigue|delay|PF&D|allowances?|set-?up|breaks?|rest|non-?productive)\b|\b(?:include[sd]?|including)\s+(?:all\s+|normal\s+|the\s+)?(?:personal,?\s+fatigue|PF&D|(?:personal|fatigue|delay|rest|break|non-?productive)\s+(?:and\s+\w+\s+)?allowances?)\b|\bno\s+(?:further|additional|other)\s+(?:productivity|productive|utili[sz]ation|efficiency|allowance|adjustment|factor)\b|\b(?:should|shall|need|must)\s+not\s+be\s+(?:adjusted|increased|grossed[- ]up|factored)\b/i;
/** The times leave something out ("do not include travel", "excluding set-up"), when a sentence speaks of them. */
const LEAVES_OUT =
  /\b(?:do(?:es)?\s+not|don't|did\s+not)\s+(?:include|account\s+for|reflect|cover)\b|\bexclud(?:e|es|ed|ing)\b|\b(?:hands-on|touch|direct)\s+(?:time\s+)?only\b|\bonly\s+(?:the\s+)?(?:hands-on|touch|direct)\s+time\b/i;
const TIME_WORDS = /\b(?:times?|minutes|hours|durations?|averages?|allowances?|set-?up|travel|breaks?)\b/i;
/** A factor the offeror applies on top, or one the documents set. */
const FACTOR_ON_TOP =
  /\b(?:offerors?|contractors?|quoters?|bidders?|you)\s+(?:shall|should|must|will|may|are\s+expected\s+to)\s+(?:apply|add|include|use)\s+(?:its|their|your|an?|the)?\s*(?:own\s+)?(?:allowances?|productivity|productive|utili[sz]ation|efficiency|factors?|non-?productive)\b|\b(?:productivity|productive|utili[sz]ation|efficiency|allowance)\s+(?:factor|rate|allowance)\s+(?:of\s+)?\d+(?:\.\d+)?\s*(?:%|percent)?\s*(?:applies|shall|should|will|must|is\s+to)\b|\b(?:apply|add)\s+(?:an?\s+)?\d+(?:\.\d+)?\s*(?:%|percent)\s+(?:allowance|factor|productivity)\b/i;
const NET = { test: (s: string) => (LEAVES_OUT.test(s) && TIME_WORDS.test(s)) || FACTOR_ON_TOP.test(s) };

/** Sentences of a window. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z(])|\n\s*\n/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * The sentence that makes the window's times gross, or none (no such sentence, or one that
 * leaves a factor or an exclusion to the offeror).
 * @example
 * grossTimes('The Government timed each task. They already include set-up.') // 'The Government timed each task.'
 * grossTimes('The times were measured. They do not include travel.') // undefined
 */
export function grossTimes(window: string): string | undefined {
  const sentences = sentencesOf(window);
  if (sentences.some((s) => NET.test(s))) return undefined;
  return sentences.find((s) => (MEASURED.test(s) && PER_ITEM.test(s)) || ALLOWED.test(s));
}

/** The words around a quote in the texts it came from (its paragraph and the one before). */
export function aroundQuote(texts: readonly string[], quote: string, before = 700, after = 300): string {
  const head = escapeRegExp(quote.replace(/\s+/g, ' ').trim().slice(0, 50)).replace(/ /g, '\\s+');
  if (head.length < 8) return '';
  const re = new RegExp(head);
  for (const t of texts) {
    const m = re.exec(t);
    if (m) return t.slice(Math.max(0, m.index - before), m.index + m[0].length + after);
  }
  return '';
}

/**
 * Whether a window leaves something to the offeror: the times are hands-on only, leave something
 * out, or a factor applies on top.
 * @example
 * netTimes('Offerors shall apply their own productivity factor.') // true
 */
export function netTimes(window: string): boolean {
  return sentencesOf(window).some((s) => NET.test(s));
}
