import type { LabourCategory } from '../model';
import type { Structure, TextDocument } from '../parts';
import { isPerson, singular } from '../facts/counted-positions';
import { readTitle, titleFields } from './title';
import { governmentProvided } from './count-scope';
import { quoteOf, refAt, sentenceAt } from './where';

// Roles the contractor must provide with no number: "counselors, intake coordinators and other
// support staff as needed", "sufficient qualified dispatchers", "The Government does not specify
// the number of counselors". They are staffing all the same: the plan must price them on an
// assumption and ask for the number, never drop them because no count was found.

/** A verb by which the contractor staffs, after "shall", "must", "will" or "is to". */
const STAFFS =
  /\b(?:shall|must|will|is\s+to|are\s+to|agrees?\s+to)\s+(?:(?:also|then|at\s+all\s+times)\s+)?(?:provide|furnish|employ|assign|supply|maintain|hire|retain|make\s+available|staff\s+\w+(?:\s+\w+)?\s+with)\b/gi;
/** Who must staff: the contractor, by any of its names. */
const CONTRACTOR = /\b(?:contractor|offeror|quoter|vendor|provider|awardee|bidder)s?\b/i;
/** A sentence about what an offer must describe, or how it is judged: not the work itself. */
const ABOUT_OFFER =
  /\b(?:describe|explain|demonstrate|discuss|propos\w*|evaluat\w*|address|submit\w*|past\s+performance|will\s+be\s+rated)\b/i;
/** Words before the people that say their number is the contractor's to decide. */
const MARKER_BEFORE =
  /^(?:,\s*)?(?:(?:a|an)\s+)?(?:(?:sufficient|adequate|enough)\s+(?:numbers?\s+of\s+)?|such\s+numbers?\s+of\s+|(?:as\s+(?:needed|required|necessary|appropriate)|when\s+(?:needed|required)),\s+)/i;
/** Words right after the people that say the same: "... as needed", ", as required,". */
const MARKER_AFTER =
  /^[\s,]*(?:as|when|where|if)\s+(?:(?:is\s+|are\s+)?(?:needed|required|necessary|appropriate)|the\s+(?:work(?:load)?|volume|need)\s+requires?)\b|^[\s,]*in\s+(?:sufficient\s+numbers?|(?:the\s+)?numbers?\s+(?:needed|required|necessary))\b/i;
/** The number of people left unstated: "does not specify the number of", "the number of ... is not stated". */
const NUMBER_NOT_STATED =
  /\b(?:do(?:es)?|will|shall)\s+not\s+(?:specify|state|establish|set|prescribe|dictate|mandate|fix|define|identify|guarantee)\s+(?:the\s+|a\s+)?(?:specific\s+|exact\s+|minimum\s+|required\s+)?(?:numbers?|quantity|count)\s+of\s+/gi;
const NUMBER_LEFT =
  /\b(?:the\s+)?(?:numbers?|quantity)\s+of\s+([a-z][a-z\s,-]{2,80}?)\s+(?:is|are|will\s+be|shall\s+be)\s+(?:not\s+(?:specified|stated|fixed|set|prescribed|given)|left\s+to|at\s+the\s+(?:discretion|option)|for\s+the\s+(?:contractor|offeror)\s+to\s+(?:determine|decide)|to\s+be\s+determined\s+by\s+the\s+(?:contractor|offeror))/gi;
/** Where the list of people ends: a purpose, a place, a relative clause, the end of the clause. */
const LIST_END =
  /\s+(?:to|who|whom|that|which|for|in|at|on|within|under|so|during|throughout|with|from|per|each|as|when|where|if|needed|required|necessary|is|are|will|shall|must)\b|[;:.()]|$/i;
/** Modifiers of a person's noun that say how they are hired or qualified, not what they do. */
const QUALIFIER =
  /^(?:the|all|any|other|additional|more|extra|qualified|licensed|certified|credentialed|trained|experienced|skilled|competent|capable|affiliate|affiliated|staff|contract|contractor|full-time|part-time|on-call|temporary|seasonal|such|its|their|and|or)$/i;
/** People who are no role of the contractor's: those served, other parties, anyone at all. */
const NOT_A_ROLE =
  /^(?:staff|personnel|people|persons?|employees?|workers?|individuals?|resources?|labou?r|workforce|team|members?|subcontractors?|contractors?|vendors?|offerors?|customers?|visitors?|users?|clients?|patients?|students?|residents?|tenants?|participants?|passengers?|applicants?|claimants?|requesters?|callers?|beneficiaries|attendees?)$/i;

/** Single words too generic to name a category on their own. */
const GENERIC_ONE =
  /^(?:provider|professional|practitioner|analyst|technician|specialist|worker|employee|manager|assistant|officer|consultant|expert|operator|contributor|performer)$/i;

const titleCase = (words: string[]) =>
  words.map((w) => w.replace(/^[a-z]/, (c) => c.toUpperCase())).join(' ');

/**
 * The role an item of a list names: its head the last word, a person's noun (plural or not),
 * with up to two lower-case or capitalised modifiers that name the trade, qualifiers dropped.
 * Null for a thing, for people counted ("two counselors") and for anyone at all ("support staff").
 * @example
 * roleOfItem('other licensed staff counselors') // 'Counselor'
 * roleOfItem('intake coordinators') // 'Intake Coordinator'
 */
export function roleOfItem(item: string): string | null {
  const words = item.trim().split(/\s+/).filter(Boolean);
  if (
    !words.length ||
    words.some((w) => /\d/.test(w) || /^(?:one|two|three|four|five|six|seven|eight|nine|ten|a|an)$/i.test(w))
  )
    return null;
  const head = words[words.length - 1] ?? '';
  if (!/^[A-Za-z][A-Za-z'-]+$/.test(head) || NOT_A_ROLE.test(head) || !isPerson(head.toLowerCase()))
    return null;
  const mods: string[] = [];
  for (let i = words.length - 2; i >= 0 && mods.length < 2; i--) {
    const w = words[i] ?? '';
    if (QUALIFIER.test(w) || !/^[A-Za-z][A-Za-z-]+$/.test(w)) break;
    mods.unshift(w.toLowerCase());
  }
  // One generic word ("providers", "specialists") names no category to price.
  if (!mods.length && GENERIC_ONE.test(singular(head.toLowerCase()))) return null;
  return titleCase([...mods, singular(head.toLowerCase())]);
}

/** The items of a list of people: "counselors, intake coordinators and other support staff". */
function listItems(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+(?:and|or|and\/or|as\s+well\s+as|plus)\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The list of people at the start of `rest`, up to where it ends. */
function leadingList(rest: string): string {
  const end = rest.search(LIST_END);
  return rest.slice(0, end < 0 ? rest.length : end);
}

interface Found {
  title: string;
  at: number;
}

/** People a contractor must provide in a number it decides: "shall provide X as needed", "sufficient X". */
function providedAsNeeded(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(STAFFS)) {
    const at = (m.index ?? 0) + m[0].length;
    const sentence = sentenceAt(text, m.index ?? 0);
    const before = text.slice(sentence.start, m.index ?? 0);
    if (!CONTRACTOR.test(before) || /\bGovernment\b/.test(before) || ABOUT_OFFER.test(before)) continue;
    if (governmentProvided(text, m.index ?? 0)) continue;
    let rest = text
      .slice(at, sentence.start + sentence.text.length + 1)
      .replace(/\s+/g, ' ')
      .trimStart();
    const lead = rest.match(MARKER_BEFORE);
    if (lead) rest = rest.slice(lead[0].length).trimStart();
    // Commas inside the list are the list's own: the list ends at a clause word, not a comma.
    const list = leadingList(rest);
    const after = rest.slice(list.length);
    if (!lead && !MARKER_AFTER.test(after)) continue;
    for (const item of listItems(list)) {
      const title = roleOfItem(item);
      if (title) out.push({ title, at });
    }
  }
  return out;
}

/** People whose number the documents say they do not state: "does not specify the number of counselors". */
function numberNotStated(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(NUMBER_NOT_STATED)) {
    const at = (m.index ?? 0) + m[0].length;
    const before = text.slice(sentenceAt(text, m.index ?? 0).start, m.index ?? 0);
    if (ABOUT_OFFER.test(before)) continue;
    for (const item of listItems(leadingList(text.slice(at, at + 200).replace(/\s+/g, ' ')))) {
      const title = roleOfItem(item);
      if (title) out.push({ title, at });
    }
  }
  for (const m of text.matchAll(NUMBER_LEFT)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
    for (const item of listItems(m[1] ?? '')) {
      const title = roleOfItem(item);
      if (title) out.push({ title, at });
    }
  }
  return out;
}

/**
 * Roles the work statement names with no number for the contractor to provide ("as needed",
 * "sufficient", "the Government does not specify the number of ..."), once each, as labour
 * categories without amounts marked `uncounted`: the plan sizes them on an assumption and asks.
 * Read from the scoped documents (no instructions or evaluation text).
 * @example
 * readUncountedRoles([{ name: 'pws', index: 0, text: 'The Contractor shall provide counselors and intake coordinators as needed.' }], { sections: [] } as never).map((c) => c.title) // ['Counselor', 'Intake Coordinator']
 */
export function readUncountedRoles(docs: TextDocument[], structure: Structure): LabourCategory[] {
  const out: LabourCategory[] = [];
  for (const doc of docs) {
    for (const f of [...providedAsNeeded(doc.text), ...numberNotStated(doc.text)]) {
      if (out.some((o) => o.title.toLowerCase() === f.title.toLowerCase())) continue;
      const reading = readTitle(f.title);
      if (!reading.title) continue;
      out.push({
        document: doc.name,
        ref: refAt(structure, doc.name, f.at),
        quote: quoteOf(sentenceAt(doc.text, f.at).text),
        offset: f.at,
        ...titleFields(reading),
        key: false,
        stated: [],
        uncounted: true,
      });
    }
  }
  return out;
}
