import type { KeyPerson, LabourCategory } from '../model';
import type { Structure, TextDocument } from '../parts';
import { spelledOut } from './acronyms';
import { makeupTitles } from './noun-counts';
import { singular } from '../facts/counted-positions';
import { familyMatch, isJobNoun } from '../vocabulary/index';
import { squash } from './cells';
import { readTitle, titleFields } from './title';
import { quoteOf, refAt, sentenceAt } from './where';

// Categories the documents name in running text with no amount: a labelled line of a category
// description ("Labor Category: Senior Claims Analyst"), a role the contractor must provide
// ("The Contractor shall furnish an Electrician who ..."), a qualification sentence ("The
// Data Scientist shall have a master's degree ..."), and the roles a team or the personnel
// "shall include" (inline or as a list after the colon).

/** A capitalised title of up to eight words, with "and"/"of"/"&" inside, levels and an abbreviation in parentheses. */
const WORD = String.raw`(?:Sr\.|Jr\.|[A-Z][\w/&'’-]*)`;
const TITLE = String.raw`${WORD}(?:[ \t]+(?:(?:and|of|&)[ \t]+)?${WORD}){0,7}(?:[ \t]*\([A-Za-z][A-Za-z/& ]{0,20}\))?\*?`;

const LABELLED = new RegExp(
  String.raw`^[ \t]*(?:[Ll]abou?r[ \t]+[Cc]ategory(?:[ \t]+[Tt]itle)?|LABOU?R[ \t]+CATEGORY|[Pp]osition(?:[ \t]+[Tt]itle)?|[Jj]ob[ \t]+[Tt]itle)[ \t]*:[ \t]*(${TITLE})[ \t]*$`,
  'gm',
);
const PROVIDES = new RegExp(
  String.raw`\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)[ \t]+(?:shall|must|will)[ \t]+(?:provide|furnish|employ|assign|staff)[ \t]+(?:an?|one)[ \t]+(${TITLE})(?=[ \t]+(?:who|to|that|responsible|for|with|at|on)\b|[ \t]*[,.;(]|[ \t]*$)`,
  'gm',
);
const QUALIFIED = new RegExp(
  String.raw`(?:^|[.:][ \t]+|\n)[ \t]*(?:(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*\.?[ \t]+)?The[ \t]+(${TITLE})[ \t]+(?:shall|must|should)[ \t]+(?:have|possess|hold|be[ \t]+(?:an?|certified|licensed|registered)\b|demonstrate|meet)[^.\n]{0,240}?\b(?:degree|years?|experience|certifi\w*|licen[cs]\w*|credential\w*|diploma)`,
  'g',
);
// A role the contractor must have on hand, named once: "A designated Crew Leader shall be on site
// whenever work is performed", "One Site Superintendent must be present at all times".
const ON_HAND = new RegExp(
  String.raw`(?:^|[.:;][ \t]+|\n)[ \t]*(?:(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*\.?[ \t]+)?(?:An?|One|The)[ \t]+(?:(?:designated|qualified|certified|licensed|trained|competent|dedicated|full-time)[ \t]+)?(${TITLE})[ \t]+(?:shall|must|will)[ \t]+(?:be[ \t]+|remain[ \t]+)?(?:on[ \t-]?site|present|on[ \t]+duty|available|in[ \t]+charge)\b`,
  'g',
);
// The one who directs the contractor's people: "The Crew Boss shall direct the wranglers", "A Field
// Foreman shall oversee the laborers". What is directed must be people or their group (checked after).
const DIRECTS = new RegExp(
  String.raw`(?:^|[.:;][ \t]+|\n)[ \t]*(?:(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*\.?[ \t]+)?(?:An?|One|The)[ \t]+(?:(?:designated|qualified|certified|licensed|trained|competent|dedicated|full-time)[ \t]+)?(${TITLE})[ \t]+(?:shall|must|will)[ \t]+(?:supervise|direct|lead|oversee|manage)[ \t]+(?:all[ \t]+|the[ \t]+|each[ \t]+|every[ \t]+)*((?:[a-z-]+[ \t]+){0,2}[a-z-]+)\b`,
  'g',
);
/** What a director directs that is the contractor's: a crew, a team, or people by a job noun (never volunteers). */
const DIRECTED_GROUP =
  /^(?:crews?|teams?|part(?:y|ies)|squads?|staff|personnel|workers|workforce|employees|technicians)$/i;
const INCLUDES =
  /\b(?:personnel|team|staff|staffing|workforce|crew)\s+(?:shall|must|will)\s+(?:include|consist\s+of|be\s+comprised\s+of)\b(?:\s*,?\s*(?:at\s+a\s+minimum|as\s+a\s+minimum|but\s+not\s+be\s+limited\s+to)\s*,?)?\s*(?::|the\s+following\s*:)?/gi;
const BULLET = /^\s*(?:[-•*▪◦·]+|\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s+/i;
/** Roles of the buyer, its evaluators or its officials, never the contractor's staff. */
const BUYER =
  /\b(?:contracting|government|agency|federal|cor|cotr|evaluat\w*|board|source\s+selection|inspector\s+general)\b/i;

/** A noun shaped as a person's ("Examiner", "Phlebotomist", "Ironworker"), for titles the context already says are people. */
// People's nouns in -ary are few (actuary, secretary, notary, missionary, emissary); most words in
// -ary are things (summary, library, salary, boundary), so only those endings count.
const AGENT =
  /(?:er|or|ist|ian|ant|ent|ee|man|men|wright|smith|ic|captain|pilot|mate|hand|chef|chief|boss|host|lookout|(?:tu|cret|ot|sion|iss)ary)$/i;
/** The parties of a solicitation, never a labour category ("The Offeror shall have five years of ..."). */
const PARTY =
  /^(?:offerors?|contractors?|subcontractors?|quoters?|vendors?|bidders?|awardees?|firms?|compan(?:y|ies)|teams?|government|agency)$/i;

/**
 * The title at the head of a text, or null: it must end in a word job titles end in, or, when
 * the context says it names a person (`person`), in a noun shaped as a person's.
 * @example
 * headTitle('a Claims Examiner II who reviews claims', true) // 'Claims Examiner II'
 */
export function headTitle(text: string, person = false): string | null {
  const m = text
    .replace(BULLET, '')
    .replace(/^(?:an?|one|the)\s+/i, '')
    .match(new RegExp(`^${TITLE}`));
  if (!m) return null;
  let t = squash(m[0]).replace(/\s+(?:and|of|&)$/i, '');
  // A trailing word of the sentence glued on ("Janitor Services") is cut back to the person.
  const plain = t.replace(/\([^)]*\)|\*/g, ' ').trim();
  const words = plain.split(/\s+/);
  const head = words.filter((w) => !/^(?:[IVX]{1,4}|Sr\.|Jr\.)$/.test(w)).pop() ?? '';
  const known = isJobNoun(head) || familyMatch(plain)?.exact;
  if (!known && !(person && head.length >= 4 && AGENT.test(head))) return null;
  if (BUYER.test(plain) || PARTY.test(head)) return null;
  t = t.replace(/\*$/, '');
  return t;
}

function category(
  doc: TextDocument,
  structure: Structure,
  raw: string,
  offset: number,
  person: boolean,
): LabourCategory | null {
  const title = headTitle(raw, person);
  if (!title) return null;
  const reading = readTitle(`${title}${/\*$/.test(raw.trim()) ? '*' : ''}`);
  if (!reading.title) return null;
  return {
    document: doc.name,
    ref: refAt(structure, doc.name, offset),
    quote: quoteOf(sentenceAt(doc.text, offset).text),
    offset,
    ...titleFields(reading),
    stated: [],
  };
}

/** The items after "shall include": inline ("a A, a B and a C.") or one per line after the colon. */
function includedItems(text: string, from: number): { raw: string; offset: number }[] {
  const rest = text.slice(from, from + 1500);
  const inline = rest.match(/^[ \t]*([^\n]+?)(?:\.(?:\s|$)|\n|$)/)?.[1]?.trim() ?? '';
  if (inline) {
    return inline
      .split(/\s*(?:;|,)\s*(?:and\s+)?|\s+and\s+(?=(?:an?|one)\s)/i)
      .filter(Boolean)
      .map((raw) => ({ raw, offset: from }));
  }
  const out: { raw: string; offset: number }[] = [];
  const lines = rest.split('\n');
  let offset = from + (lines[0]?.length ?? 0) + 1;
  for (const line of lines.slice(1)) {
    const start = offset;
    offset += line.length + 1;
    if (!line.trim()) {
      if (out.length) break;
      continue;
    }
    if (!BULLET.test(line)) break;
    out.push({ raw: line.replace(/[;,.]\s*(?:and|or)?\s*$/i, ''), offset: start });
  }
  return out;
}

/**
 * Labour categories named in running text without an amount: "Labor Category: Title" lines,
 * a role the contractor shall provide, furnish, employ or have on site ("a Senior Network Engineer who
 * ..."), a qualification sentence ("The Claims Analyst II shall have five years of ..."), and
 * the roles personnel or a team "shall include". A title must end in a person's noun or be an
 * occupation the vocabularies know; the buyer's roles (contracting, Government, evaluators)
 * are never read.
 * @example
 * readNamedProse([{ name: 'pws', index: 0, text: 'The Contractor shall provide a Help Desk Technician who answers calls.' }], { sections: [] } as never).map((c) => c.title) // ['Help Desk Technician']
 */
export function readNamedProse(docs: TextDocument[], structure: Structure): LabourCategory[] {
  const out: LabourCategory[] = [];
  const push = (c: LabourCategory | null) => {
    if (c && !out.some((o) => o.title.toLowerCase() === c.title.toLowerCase())) out.push(c);
  };
  for (const doc of docs) {
    const { text } = doc;
    for (const re of [LABELLED, PROVIDES, QUALIFIED, ON_HAND, DIRECTS])
      for (const m of text.matchAll(re)) {
        const raw = m[1] ?? '';
        if (re === DIRECTS && !directsPeople(m[2] ?? '')) continue;
        const at = (m.index ?? 0) + m[0].indexOf(raw);
        // A provided thing ("a Pressure Washer") is no role: a title the vocabularies know, or "who" (", responsible") after it.
        const who = PERSON_AFTER.test(text.slice(at + raw.length, at + raw.length + 40));
        if (re === PROVIDES && !who && !familyMatch(withoutMarks(raw))?.exact) continue;
        push(category(doc, structure, raw, at, true));
      }
    for (const item of placeLines(text)) push(category(doc, structure, item.raw, item.offset, true));
    for (const p of lowerPerformers(text)) push(category(doc, structure, p.title, p.at, true));
    // Named with no number: the plan prices them on an assumption and asks how many.
    for (const p of [...lowerLists(text), ...crewsOf(text), ...makeupTitles(text)]) {
      const c = category(doc, structure, p.title, p.at, true);
      push(c ? { ...c, uncounted: true } : null);
    }
    for (const m of text.matchAll(INCLUDES)) {
      const sentence = sentenceAt(text, m.index ?? 0).text;
      if (BUYER.test(sentence.slice(0, sentence.search(INCLUDES_HEAD) + 1))) continue;
      for (const item of includedItems(text, (m.index ?? 0) + m[0].length)) {
        // "Sawyers and Swampers": two titles in the plural joined without an article.
        const parts = item.raw.split(/[ \t]+and[ \t]+(?=[A-Z])/);
        const plural = parts.length > 1 && parts.every((p) => onePerson(p) !== p);
        for (const raw of plural ? parts : [item.raw])
          push(category(doc, structure, onePerson(raw), item.offset, true));
      }
    }
  }
  return out;
}

/** A capitalised title listed in the plural ("Processing Technicians", "Catalogers") as one person's title. */
function onePerson(raw: string): string {
  const m = raw.trim().match(/^((?:[A-Z][\w'’-]*[ \t]+){0,4})([A-Z][a-z'’-]+s)$/);
  if (!m?.[2]) return raw;
  const one = singular(m[2]);
  return one !== m[2] && (isJobNoun(one) || (one.length >= 4 && AGENT.test(one)))
    ? `${m[1] ?? ''}${one}`
    : raw;
}

/** Whether the words a director directs name the contractor's people ("wranglers", "the crew"). */
function directsPeople(words: string): boolean {
  return words.split(/[ \t]+/).some(directsWord);
}

function directsWord(word: string): boolean {
  if (DIRECTED_GROUP.test(word)) return true;
  const one = word
    .replace(/men$/, 'man')
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '');
  return one !== word && !NOT_STAFF.test(word) && (isJobNoun(one) || (one.length >= 4 && AGENT.test(one)));
}

/** People who are no one's staff: the public, the served, volunteers. */
const NOT_STAFF =
  /^(?:volunteers|visitors|students|patients|residents|inmates|detainees|customers|users|members|participants|attendees|guests|applicants|clients|children|campers|officials|inspectors|evaluators)$/i;
/** A crew of people named with no count: "a crew of wranglers", "a team of commercial divers". */
const CREW_OF =
  /\b(?:an?|the|its|their|one)[ \t]+(?:crews?|teams?|party|parties|squads?|cadre|pool|staff)[ \t]+of[ \t]+((?:[a-z-]+[ \t]+){0,2}[a-z-]+s)\b/g;

/**
 * The people a crew is made of when no number counts them: "a crew of wranglers", "a team of
 * certified arborists" (Wrangler, Arborist), each title-cased and singular. Not counted people
 * ("a crew of six laborers"), volunteers or the public, things, nor a group the Government provides.
 */
function crewsOf(text: string): { title: string; at: number }[] {
  const out: { title: string; at: number }[] = [];
  for (const m of text.matchAll(CREW_OF)) {
    const raw = m[1] ?? '';
    const words = raw.replace(QUALIFIER, '').split(/[ \t]+/);
    const last = words.pop() ?? '';
    const head = last
      .replace(/men$/, 'man')
      .replace(/ies$/, 'y')
      .replace(/(?<=[^s])s$/, '');
    if (NUMBER_WORD.test(raw) || head === last || NOT_STAFF.test(last) || GENERIC_ONE.test(head)) continue;
    if (!isJobNoun(head) && !(head.length >= 4 && AGENT.test(head))) continue;
    const sentence = sentenceAt(text, m.index ?? 0).text;
    if (BUYER.test(sentence.slice(0, Math.max(0, sentence.indexOf(m[0]))))) continue;
    const title = [...words, head].map((w) => w.replace(/^[a-z]/, (c) => c.toUpperCase())).join(' ');
    out.push({ title, at: (m.index ?? 0) + m[0].indexOf(raw) });
  }
  return out;
}

/** People the contractor provides in lower case and the plural: "shall provide certified court reporters to ...". */
const LOWER_PROVIDED =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)[ \t]+(?:shall|must|will)[ \t]+(?:provide|furnish|employ|assign|supply)[ \t]+(?:(?:qualified|certified|licensed|trained|experienced|skilled|sufficient|enough|competent|additional|and)[ \t]+)*((?:[a-z-]+[ \t]){0,2}[a-z-]+s)\b/g;
/** A performer in lower case as the subject of a duty: "The systems administrator shall ...", "Each court reporter must ...". */
const LOWER_SUBJECT =
  /(?:^|[.;:][ \t]+|\n[ \t]*)(?:The|Each|All|Any)[ \t]+((?:[a-z-]+[ \t]){0,2}[a-z-]+)[ \t]+(?:shall|must)[ \t]/g;
/** "Reporters shall hold ...": a plural performer opening its sentence. */
const PLURAL_SUBJECT = /(?:^|[.;:][ \t]+|\n[ \t]*)([A-Z][a-z-]{3,}s)[ \t]+(?:shall|must)[ \t]/g;
/** Single words too generic to name a category on their own ("Analysts shall meet ..."). */
const GENERIC_ONE =
  /^(?:analyst|technician|specialist|staff|worker|employee|manager|assistant|officer|consultant|engineer|clerk|lead|member|professional|expert)$/i;

/**
 * Titles the work statement names in lower case as the performers of its work, kept only when
 * a vocabulary knows the whole title ("court reporter", "systems administrator"), title-cased.
 */
function lowerPerformers(text: string): { title: string; at: number }[] {
  const out: { title: string; at: number }[] = [];
  const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
  for (const [re, plural] of [
    [LOWER_PROVIDED, true],
    [LOWER_SUBJECT, false],
    [PLURAL_SUBJECT, true],
  ] as const)
    for (const m of text.matchAll(re)) {
      const raw = m[1] ?? '';
      const words = raw.toLowerCase().split(/\s+/);
      if (plural) {
        const last = words.pop() ?? '';
        if (singular(last) === last) continue;
        words.push(singular(last));
      }
      const title = words.map((w) => w.replace(/^[a-z]/, (c) => c.toUpperCase())).join(' ');
      // One word in lower case ("qualified instructors") is the work's own noun more often than a
      // category apart; the plan's derived lines already carry it.
      if (!familyMatch(title)?.exact || words.length < 2 || GENERIC_ONE.test(title) || BUYER.test(title))
        continue;
      out.push({ title, at: (m.index ?? 0) + m[0].indexOf(raw) });
    }
  return out;
}

/** A list of people the contractor provides in lower case, up to the purpose or the stop. */
// The make-up of a team the contractor must have on hand names its people the same way: "shall
// have on site at least a Dive Supervisor, a diver, a standby diver and a tender".
const LOWER_LIST =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)[ \t]+(?:shall|must|will)[ \t]+(?:provide|furnish|employ|assign|supply|staff|have(?:[ \t]+on[ \t]+(?:site|hand|duty))?)(?:[ \t]+(?:at[ \t]+least|a[ \t]+minimum[ \t]+of))?[ \t]+([a-zA-Z][a-zA-Z ,\t\n-]{6,240}?)(?=[ \t\n]+(?:to|who|for|at(?![ \t\n]+least)|in|on|during|that|with)\b|[.;:(])/g;
/** The contractor's own people, named in the possessive: "the Contractor's meeting hosts and at least one coordinator attend ...". */
const CONTRACTORS_OWN =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)['’]s[ \t\n]+([a-z][a-z ,\t\n-]{4,200}?)(?=[ \t\n]+(?:shall|must|will|attends?|works?|performs?|reports?|is|are|who|to|for|at(?![ \t\n]+least)|in|on|during|that|with)\b|[.;:(])/g;
/** The people an offeror is asked to count in its proposal: "the number of room attendants, supervisors and public area staff you will schedule". */
const NUMBER_OF_OURS =
  /\bnumber[ \t\n]+of[ \t\n]+([a-z][a-z ,\t\n-]{6,240}?)[ \t\n]+(?:(?:that[ \t\n]+)?(?:you|the[ \t\n]+(?:offeror|contractor|quoter))[ \t\n]+(?:will|would|shall|plans?[ \t\n]+to|proposes?[ \t\n]+to|intends?[ \t\n]+to)[ \t\n]+(?:schedule|provide|staff|employ|assign|propose|use))\b/g;
/** A group noun that ends a title of people ("public area staff"). */
const GROUP = /^(?:staff|personnel)$/i;
/** A count in the list: counted people are the staffing readers' ("two lifeguards"). */
const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)\b/;
/** Words that qualify a person without naming the category: "certified lifeguards", "an aquatics manager". */
const QUALIFIER =
  /^(?:(?:an?|one|the|own|qualified|certified|licensed|trained|experienced|skilled|sufficient|enough|competent|additional|full-time|part-time|on-site)\s+)+/;

/**
 * "The Contractor shall provide certified lifeguards, head lifeguards, water safety instructors
 * and an aquatics manager to ...", "Describe the number of room attendants, supervisors and public
 * area staff you will schedule": every item of the list a person (its last word a job noun,
 * plural or with its article, or a group noun after a modifier), two at least; each title-cased
 * and singular.
 */
function lowerLists(text: string): { title: string; at: number }[] {
  const out: { title: string; at: number }[] = [];
  const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
  const matches = [LOWER_LIST, NUMBER_OF_OURS, CONTRACTORS_OWN].flatMap((re) =>
    [...text.matchAll(re)].map((m) => ({ m, possessive: re === CONTRACTORS_OWN })),
  );
  for (const { m, possessive } of matches) {
    // "at least one coordinator" sets a floor, not a count: the item is a role like "a coordinator".
    const raw = (m[1] ?? '').replace(/\bat[ \t\n]+least[ \t\n]+one\b/g, 'a');
    const at = (m.index ?? 0) + m[0].indexOf(raw);
    const items = raw.split(/[ \t\n]*,[ \t\n]*(?:and[ \t\n]+)?|[ \t\n]+and[ \t\n]+/).map((x) => x.trim());
    if (items.length < 2 || NUMBER_WORD.test(raw)) continue;
    const titles: string[] = [];
    let known = 0;
    for (const item of items) {
      const plain = item.replace(QUALIFIER, '');
      const words = plain.split(/[ \t\n]+/);
      const last = words.pop() ?? '';
      // A singular item needs its article ("an aquatics manager"); else the plural says it is people.
      const group = GROUP.test(last) && words.length > 0;
      const article = /^(?:an?|one)\s/.test(item);
      const person = group || singular(last) !== last || article;
      const head = group ? last : singular(last);
      // A capitalised item is a title only with its article ("a Burn Boss"), never a plural name.
      if (!person || words.length > 3 || GENERIC_ONE.test(plain) || PARTY.test(head)) break;
      if (/[A-Z]/.test(item) && !article) break;
      // A person-shaped noun ("helper") counts beside the job nouns the vocabularies know.
      if (!group && !isJobNoun(head) && !(head.length >= 4 && AGENT.test(head))) break;
      // What the contractor owns may be things ("the Contractor's vehicles"): only people's nouns.
      if (possessive && !AGENT.test(head)) break;
      if (isJobNoun(head)) known += 1;
      titles.push([...words, head].map((w) => w.replace(/^[a-z]/, (c) => c.toUpperCase())).join(' '));
    }
    if (titles.length !== items.length || known === 0 || titles.some((t) => BUYER.test(t))) continue;
    for (const title of titles) out.push({ title, at });
  }
  return out;
}

/** Words after a provided title that say it is a person: "who ...", ", responsible for ...", "to serve as ...". */
const PERSON_AFTER = /^\s*,?\s*(?:who|whom|responsible|to\s+(?:serve|act)\b|shall\s+be\s+responsible)\b/i;

const withoutMarks = (raw: string) => squash(raw.replace(/\([^)]*\)|\*/g, ' '));

/** A heading or lead line about staffing or positions, over lines of titles by place. */
const STAFFING_LEAD = /\b(?:staffing|personnel|positions|labou?r\s+categories|manning)\b/i;
/** "Main Office: Janitor, Floor Care Technician." — a short label, a colon, a list. */
const LABEL_LINE = /^[ \t]*([A-Z][^:\n]{1,40}):[ \t]+([^\n]+?)\.?[ \t]*$/;

/**
 * Titles listed by place on lines under a staffing heading ("STAFFING REQUIREMENTS BY SITE" /
 * "Main Office: Janitor, Floor Care Technician."): a line counts when every item of its list
 * is a title and its label is none.
 */
function placeLines(text: string): { raw: string; offset: number }[] {
  const out: { raw: string; offset: number }[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let lead = -99;
  lines.forEach((line, i) => {
    const start = offset;
    offset += line.length + 1;
    const m = line.match(LABEL_LINE);
    if (!m) {
      if (STAFFING_LEAD.test(line) && line.length < 160) lead = i;
      return;
    }
    if (i - lead > 8) return;
    const items = (m[2] ?? '').split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    if (!items.length || headTitle(m[1] ?? '', true)) return;
    if (
      items.every(
        (x) => headTitle(x, true) === x.replace(/\*$/, '').trim() || headTitle(x, true) === x.trim(),
      )
    )
      for (const x of items) out.push({ raw: x, offset: start + line.indexOf(x) });
  });
  return out;
}

/** Where the subject of an "includes" sentence ends, to test whose people it counts. */
const INCLUDES_HEAD = /\b(?:shall|must|will)\s+(?:include|consist|be\s+comprised)/i;

/** "The Records Management Specialist is a Key Personnel position", "... is designated Key Personnel". */
// A list of titles is made key at once too: "The Project Manager and the Lead Rigger are Key
// Personnel", "the Site Lead, the Chemist and the QC Manager are designated Key Personnel".
const TITLES = String.raw`${TITLE}(?:(?:[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)(?:the[ \t]+)?${TITLE})*`;
const DESIGNATED = new RegExp(
  String.raw`(?:^|[.:;][ \t]+|\n)[ \t]*(?:(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*\.?[ \t]+)?(?:The[ \t]+)?(${TITLES})(?:[ \t]*,[ \t]+(?:who|which|responsible|the|an?)\b[^,.;\n]{1,120},)?[ \t]+(?:is|are|shall[ \t]+be|will[ \t]+be)[ \t]+(?:(?:hereby[ \t]+)?(?:designated|considered|identified)[ \t]+(?:as[ \t]+)?)?(?:an?[ \t]+|the[ \t]+)?[Kk](?:ey|EY)[ \t]+(?:[Pp]ersonnel|[Pp]osition|[Pp]erson|[Ss]taff|[Rr]ole)`,
  'g',
);
/** A legend that makes a footnote star mark key personnel: "* denotes Key Personnel". */
const STAR_LEGEND =
  /(?:^|\n)[ \t]*\*[ \t]*(?:denotes|indicates|designates|identifies|=)[ \t]+(?:a[ \t]+)?key[ \t]+(?:personnel|positions?|persons?|staff)|\bkey[ \t]+(?:personnel|positions?)[ \t]+(?:are|is)[ \t]+(?:marked|identified|indicated)[ \t]+(?:with|by)[ \t]+an[ \t]+asterisk/i;
const STARRED = new RegExp(String.raw`(${TITLE.replace(String.raw`\*?`, '')})[ \t]*\*`, 'g');
/** Titles followed by a parenthesis that makes them key: "the Project Manager and the Lead Rigger (Key Personnel)". */
// The parenthesis may wrap over a line ("as its Lead Appraiser (key\npersonnel)").
// Titles without a parenthesis of their own: "A (Key), B, C (Key)" marks A and C, never B.
// A title's words are one or two spaces apart: a wider gap is a column boundary in aligned text.
const BARE_TITLE = String.raw`${WORD}(?:[ \t]{1,2}(?:(?:and|of|&)[ \t]{1,2})?${WORD}){0,7}`;
const PAREN_KEY = new RegExp(
  String.raw`\b(?:[Tt]he[ \t]+)?(${BARE_TITLE}(?:[ \t]+and[ \t]+(?:the[ \t]+)?${BARE_TITLE})*)[ \t]*\(\s*[Kk]ey(?:\s+(?:[Pp]ersonnel|[Pp]ositions?|[Ss]taff))?\s*\)`,
  'g',
);

/**
 * The titles of a list made key at once, or the one title: a list splits at commas and "and"
 * only when every part is a title ("Operations and Maintenance Manager" stays whole).
 */
function listedTitles(raw: string, at: number): { raw: string; at: number }[] {
  const whole = [{ raw, at }];
  if (!/,|\sand\s/.test(raw) || familyMatch(withoutMarks(raw))?.exact) return whole;
  const parts: { raw: string; at: number }[] = [];
  const re = /[ \t]*,[ \t]*(?:and[ \t]+)?(?:the[ \t]+)?|[ \t]+and[ \t]+(?:the[ \t]+)?/g;
  let from = 0;
  for (const m of [...raw.matchAll(re), null]) {
    const end = m ? (m.index ?? 0) : raw.length;
    parts.push({ raw: raw.slice(from, end), at: at + from });
    if (m) from = end + m[0].length;
  }
  return parts.length > 1 && parts.every((p) => headTitle(p.raw, true)) ? parts : whole;
}

/** "Labor Category: Title" followed in its block by "Key Personnel: Yes". */
const LABELLED_KEY = new RegExp(
  String.raw`^[ \t]*(?:[Ll]abou?r[ \t]+[Cc]ategory|[Pp]osition)(?:[ \t]+[Tt]itle)?[ \t]*:[ \t]*(${TITLE})[ \t]*\n(?:[^\n]+\n){0,3}?[ \t]*[Kk]ey(?:[ \t]+(?:[Pp]ersonnel|[Pp]osition))?\??[ \t]*:[ \t]*(?:[Yy]es|Y|X)\b`,
  'gm',
);

/**
 * Key personnel named by their own title, whatever the vocabularies know: a sentence that
 * makes a title key ("The Lead Ecologist is designated Key Personnel", "The Janitor III is a
 * Key Personnel position"), titles starred where the document says a star marks key
 * personnel, and a category description whose "Key Personnel:" field says yes.
 * @example
 * readNamedKeys([{ name: 'pws', index: 0, text: 'The Claims Examiner II is a Key Personnel position.' }], { sections: [] } as never).map((k) => k.title) // ['Claims Examiner II']
 */
export function readNamedKeys(docs: TextDocument[], structure: Structure): KeyPerson[] {
  const out: KeyPerson[] = [];
  for (const doc of docs) {
    const { text } = doc;
    const found: { raw: string; at: number }[] = [];
    for (const re of [DESIGNATED, LABELLED_KEY, PAREN_KEY])
      for (const m of text.matchAll(re)) {
        const raw = m[1] ?? '';
        found.push(...listedTitles(raw, (m.index ?? 0) + m[0].indexOf(raw)));
      }
    if (STAR_LEGEND.test(text))
      for (const m of text.matchAll(STARRED)) found.push({ raw: m[1] ?? '', at: m.index ?? 0 });
    for (const { raw, at } of found) {
      const sentence = sentenceAt(text, at).text;
      if (/\b(?:not|non)\b|\bsubstitut|\breplace/i.test(sentence.replace(/\bnot\s+limited\b/gi, '')))
        continue;
      // "The TCS ... is key personnel": the title the documents spell the acronym out as.
      const spelled = /^[A-Z]{2,6}$/.test(raw.trim()) ? spelledOut(raw.trim(), docs) : undefined;
      const title = spelled ?? headTitle(raw, true);
      if (!title) continue;
      const t = readTitle(title).title;
      if (!t || out.some((k) => k.title.toLowerCase() === t.toLowerCase())) continue;
      out.push({
        document: doc.name,
        ref: refAt(structure, doc.name, at),
        quote: quoteOf(sentence),
        offset: at,
        title: t,
      });
    }
  }
  return out;
}
