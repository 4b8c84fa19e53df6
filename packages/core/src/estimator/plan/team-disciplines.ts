import type { Domain } from '../../solicitation/model';
import { familyMatch, isJobNoun } from '../../solicitation/vocabulary/index';
import { fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';

/** A discipline the documents require of the team, as a role title and the words that name its work. */
export interface Discipline {
  title: string;
  words: string[];
  quote: string;
}

/** "The team shall include experience in concrete dam safety and in mechanical inspection of gates". */
const TEAM =
  /\b(?:team|staff|personnel|firm|contractor)\s+(?:shall|must|will|should)\s+(?:include|have|possess|demonstrate|provide)\s+(?:(?:demonstrated|relevant|professional|documented)\s+)?(?:experience|expertise|knowledge|competence|specialists?|professionals?|qualified (?:staff|personnel))\s+(?:in|with|of)\s+(?<list>[^.;:]{4,240})/i;
/** "led and the report sealed by a Professional Engineer (civil)": the trade of the team. */
const LEAD =
  /\b(?:led|sealed|signed|stamped|supervised|directed|managed)\b[^.]{0,80}?\bby\s+(?:a|an|the)\s+(?:[A-Z][a-z]+\s+){0,3}(?<trade>[A-Z][a-z]+)\b/;
/** Activity nouns that end a discipline ("mechanical inspection" is the mechanical discipline). */
const ACTIVITY =
  /\s+(?:inspections?|reviews?|analys[ie]s|design|assessments?|evaluations?|testing|work|services|support|engineering|practices?)$/i;
const TRADE: Partial<Record<Domain, string>> = { research: 'Scientist', construction: 'Engineer' };

const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const wordsOf = (s: string) =>
  (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !/^(?:and|the|for|with|of)$/.test(w));

/**
 * The disciplines a sentence requires of the team, named in the documents' words with the
 * team's trade ("concrete dam safety" led by a Professional Engineer -> "Concrete Dam Safety
 * Engineer"; "mechanical inspection of radial gates" -> "Mechanical Engineer"). The trade is the
 * lead's own noun when a sentence says who leads, else the domain's.
 * @example
 * teamDisciplines(['The team shall include experience in hydrology and in sediment transport.'], 'research').map((d) => d.title) // ['Hydrology Scientist', 'Sediment Transport Scientist']
 */
export function teamDisciplines(texts: readonly string[], domain: Domain): Discipline[] {
  const all = texts.join('\n');
  const trade = all.match(LEAD)?.groups?.trade ?? TRADE[domain] ?? 'Specialist';
  const out: Discipline[] = [];
  for (const sentence of all.split(/(?<=[.!?])\s+|\n+/)) {
    const list = sentence.match(TEAM)?.groups?.list;
    if (!list) continue;
    const parts = list.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=in\s|with\s)/);
    // "a, b and c": the last "and" of a comma list parts two items.
    const last = list.includes(',') && parts.length > 1 ? (parts.pop() ?? '') : '';
    if (last) parts.push(...last.split(/\s+(?:and|or)\s+(?!.*\s(?:and|or)\s)/));
    for (const raw of parts) {
      const part = raw.replace(/^(?:in|with|of)\s+/i, '').trim();
      const core = part
        .split(/\s+(?:of|for|on|at|with|to|including|such as)\s+/i)[0]
        ?.replace(ACTIVITY, '')
        .trim();
      if (!core || core.split(/\s+/).length > 4 || !/^[a-z]/i.test(core)) continue;
      const name = title(`${core} ${trade}`);
      if (out.some((d) => d.title === name)) continue;
      out.push({ title: name, words: wordsOf(part), quote: sentence.trim() });
    }
  }
  return out;
}

/** A person noun: a worker's title ends so ("monitor", "producer", "coordinator", "attendant"). */
const PERSON = /^(?:[a-z]+(?:or|er|ist|ian|ant)|lead|staff|aide|nurse|clerk|guard|chef|cook|crew)$/i;
const NOT_PERSON =
  /^(?:computer|number|order|other|register|water|paper|center|centre|server|printer|folder|poster|banner|trailer|container|meter|letter|charter|owner|member|partner|user|customer|vendor|offeror|contractor|government|agent|content|event|equipment|document|requirement|amount|client|component|department|management|patient|participant|labor|labour|color|colour|floor|door|error|vapor|motor|sector|factor|interior|exterior|minor|major|junior|senior|prior|tractor|elevator|generator|layer|cover|header|footer|border|corner|quarter|matter|chapter|filter|roster|calendar|finger|liner|marker|binder|sticker|timer|browser|router|adapter|charger|transfer|barrier|radiator|indicator|connector|detector|sensor|processor|trailer)$/i;
/** "provide a room monitor in each breakout room", "with a producer monitoring", "staff the registration desk". */
const PROVIDE =
  /\b(?:provide|furnish|assign|station|with)\s+(?:an?|one|each|at least one)\s+(?<noun>(?:[a-z-]+\s){0,2}[a-z-]+)\b/gi;
const STAFF_PLACE =
  /\bstaff\s+(?:the|an?|each)\s+(?<place>(?:[a-z-]+\s){0,2}(?:desk|room|booth|table|station|counter|area|hall|gate|post))\b/gi;

/** "Work shall be performed by a qualified organ technician": the worker the work is done by. */
const PERFORMED_BY =
  /\b(?:performed|done|carried out|completed|conducted|delivered|accomplished)\s+(?:only\s+)?by\s+(?:an?|one|each|the)\s+(?<noun>(?:[a-z-]+\s){0,3}[a-z-]+)\b/gi;
/** Words of quality or number before the people provided, not part of their title. */
const QUALITY =
  /^(?:qualified|certified|licensed|trained|experienced|skilled|sufficient|enough|adequate|competent|additional|dedicated|appropriate|knowledgeable|all|the|its|their|such|properly|fully|duly|and)$/i;
/** "provide certified stenographic court reporters", "furnish qualified and licensed electricians": people in the plural, no article. */
const PROVIDE_MANY =
  /\b(?:provide|furnish|assign|employ|supply|station)\s+(?<noun>(?:[a-z-]+\s){0,5}[a-z-]+s)\b/gi;
/** "the court reporter shall ...", "Reporters shall hold ...", "the contractor's site lead must ...": the performer as the subject. */
const PERFORMER =
  /(?:^|[.;:]\s+|\(\w\)\s+)(?:(?:[Tt]he|[Ee]ach|[Aa]ll|[Aa]ny)\s+)?(?:contractor'?s\s+)?(?<noun>(?:[a-z-]+\s){0,2}[a-zA-Z][a-z-]+?)\s+(?:shall|must|will)\s+(?!be\s+(?:provided|furnished|assigned|required|paid|reimbursed)\b)/g;
/** Phrases naming the buyer's people or other parties, not the contractor's. */
const NOT_OURS =
  /\b(?:government|contracting|agency|federal|presiding|ordering|hearing|administrative|board|cor|inspector general|judge|evaluator|requester|requestor|applicant|visitor|caller|recipient|bidder|awardee|supplier|provider|holder|subcontractor|offeror|quoter)s?\b/i;

const singular = (w: string) => w.replace(/ies$/i, 'y').replace(/(?<=[^s])s$/i, '');

/**
 * A person's title from the words before its noun: quality words dropped, the last word a
 * person noun (plural read as singular), every word lower case (a capitalised title is the
 * labour readers' business). Null when it names no person.
 */
function performer(words: string[], plural: boolean): string | null {
  const kept = words.filter((w) => !QUALITY.test(w));
  if (!kept.length || kept.length > 3) return null;
  const last = plural ? singular(kept.at(-1) ?? '') : (kept.at(-1) ?? '');
  if (plural && last === kept.at(-1)) return null;
  if (!PERSON.test(last) || NOT_PERSON.test(last)) return null;
  const phrase = [...kept.slice(0, -1), last].join(' ');
  // "Offers shall ...", "waivers shall ...": the noun must be a worker's the vocabularies know.
  if (!isJobNoun(last) && !familyMatch(title(phrase))?.exact) return null;
  if (
    NOT_OURS.test(phrase) ||
    kept.some((w) => /^(?:and|or|of|to|for|by|in|on|at|with|per|from|a|an)$/i.test(w))
  )
    return null;
  return phrase;
}

/**
 * People the work statement tells the contractor to put on the work, in its own words: a person
 * noun after "provide a" or "with a" ("a room monitor", "a producer"), and "staff the X desk"
 * (its "X Desk Staff"). Titles are the document's phrases, title-cased.
 * @example
 * namedPeople(['Provide a room monitor in each breakout room and staff the registration desk.']).map((d) => d.title) // ['Room Monitor', 'Registration Desk Staff']
 */
export function namedPeople(texts: readonly string[]): Discipline[] {
  const out: Discipline[] = [];
  const add = (name: string, sentence: string) => {
    const t = title(name.replace(/\s+/g, ' ').trim());
    // "Reporter" beside "Court Reporter" is the same person.
    const same = (d: Discipline) => d.title === t || d.title.endsWith(` ${t}`) || t.endsWith(` ${d.title}`);
    const prior = out.findIndex(same);
    if (prior < 0) out.push({ title: t, words: wordsOf(name), quote: sentence });
    else if (t.length > (out[prior]?.title.length ?? 0))
      out[prior] = { title: t, words: wordsOf(name), quote: sentence };
  };
  const sentences = texts
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    // Only the contractor's people: the subject of the nearest "shall" before the phrase (none: an imperative).
    const ours = (at: number) => {
      const subjects = [...sentence.slice(0, at).matchAll(/\b([A-Za-z]+)\s+(?:shall|must|will)\b/g)];
      const last = subjects.at(-1)?.[1];
      return !last || /^(?:contractors?|offerors?|quoters?|vendors?)$/i.test(last);
    };
    for (const m of sentence.matchAll(PROVIDE)) {
      const words = (m.groups?.noun ?? '').split(/\s+/);
      // The phrase ends at its person noun: "a producer monitoring the stream" -> "producer".
      const end = words.findIndex((w) => PERSON.test(w) && !NOT_PERSON.test(w));
      if (
        end < 0 ||
        words.slice(0, end + 1).some((w) => /^(?:and|or|of|the|to|for|by|in|on|at|with|per|from)$/i.test(w))
      )
        continue;
      if (ours(m.index ?? 0)) add(words.slice(0, end + 1).join(' '), sentence);
    }
    for (const m of sentence.matchAll(PERFORMED_BY)) {
      const words = (m.groups?.noun ?? '').split(/\s+/);
      const end = words.findIndex((w) => PERSON.test(w) && !NOT_PERSON.test(w));
      const name = end < 0 ? null : performer(words.slice(0, end + 1), false);
      if (name) add(name, sentence);
    }
    for (const m of sentence.matchAll(STAFF_PLACE))
      if (ours(m.index ?? 0)) add(`${m.groups?.place ?? ''} staff`, sentence);
    for (const m of sentence.matchAll(PROVIDE_MANY)) {
      if (!ours(m.index ?? 0)) continue;
      const words = (m.groups?.noun ?? '').split(/\s+/);
      // The phrase ends at its first plural person noun: "court reporters to record" -> "court reporters".
      const end = words.findIndex(
        (w) => w !== singular(w) && PERSON.test(singular(w)) && !NOT_PERSON.test(singular(w)),
      );
      const name = end < 0 ? null : performer(words.slice(0, end + 1), true);
      if (name) add(name, sentence);
    }
    for (const m of sentence.matchAll(PERFORMER)) {
      const raw = m.groups?.noun ?? '';
      // Lower case but for the sentence's first word ("Reporters shall ...").
      const words = raw.split(/\s+/);
      if (words.slice(1).some((w) => /[A-Z]/.test(w)) || (/^[A-Z]/.test(raw) && words.length > 1)) continue;
      const low = words.map((w) => w.toLowerCase());
      const plural = low.at(-1) !== singular(low.at(-1) ?? '');
      const name = performer(low, plural);
      if (name) add(name, sentence);
    }
  }
  return out;
}

const fit = (d: Discipline, text: string) => {
  const have = wordsOf(text);
  return d.words.reduce((s, w) => s + have.filter((h) => h.startsWith(w.slice(0, 5))).length, 0);
};

/**
 * The assumed draft's lines named after the disciplines the team must have: each line takes the
 * discipline its work fits best (its own title when none fits), and a discipline no line took
 * gets a small line of its own (a quarter FTE) in the area its words fit best.
 */
export function staffDisciplines(lines: PlanLine[], disciplines: Discipline[], frame: PlanFrame): PlanLine[] {
  if (!disciplines.length) return lines;
  const text = (l: PlanLine) => `${l.workArea} ${l.requirements.join(' ')}`;
  const named = lines.map((l) => {
    let best: Discipline | undefined;
    let top = 0;
    for (const d of disciplines) {
      const f = fit(d, text(l));
      if (f > top) {
        best = d;
        top = f;
      }
    }
    return best ? { ...l, lcat: best.title } : l;
  });
  for (const d of disciplines) {
    if (named.some((l) => l.lcat === d.title)) continue;
    const home = [...lines].sort((a, b) => fit(d, text(b)) - fit(d, text(a)))[0];
    const a = annualLine(
      frame,
      Math.round(0.25 * frame.hoursPerFte),
      `0.25 FTE x ${fmt(frame.hoursPerFte)} h (assumed)`,
    );
    named.push({
      lcat: d.title,
      key: false,
      workArea: home?.workArea ?? 'Technical work',
      source: 'assumed',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `The documents require this discipline of the team ("${d.quote.slice(0, 160)}"); its size is assumed.`,
      citation: null,
      requirements: home?.requirements ?? [],
      requirementRefs: home?.requirementRefs ?? [],
    });
  }
  return named;
}
