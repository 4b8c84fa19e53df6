import type { Domain } from '../../solicitation/model';
import { agentNoun } from '../../solicitation/facts/agent-nouns';
import { ACTIVITY_WORD, NOT_ACTIVITY } from '../../solicitation/facts/subject';
import { familyMatch, isJobNoun } from '../../solicitation/vocabulary/index';

/** Activities whose doer has a name of its own ("shelf stocking" is done by a Shelf Stocker). */
const AGENTS: readonly [RegExp, string][] = [
  [/^stock(?:ing)?$/i, 'Stocker'],
  [/^(?:moving|relocations?)$/i, 'Mover'],
  [/^housekeeping$/i, 'Housekeeper'],
  [/^catalog(?:u)?ing$/i, 'Cataloger'],
  [/^survey(?:s|ing)?$/i, 'Surveyor'],
  [/^(?:interpreting|interpretation)$/i, 'Interpreter'],
  [/^translations?$/i, 'Translator'],
  [/^transcription$/i, 'Transcriptionist'],
  [/^(?:driving|shuttle)$/i, 'Driver'],
  [/^editing$/i, 'Editor'],
  [/^(?:guard|guarding)$/i, 'Guard'],
  [/^(?:instruction|teaching)$/i, 'Instructor'],
  [/^(?:cooking|food)$/i, 'Cook'],
];

/** Hands-on activities, done by a technician whatever the domain ("fire alarm ITM", "hazardous waste pickup"). */
const HANDS_ON =
  /^(?:itm|inspections?|testing|maintenance|repairs?|installation|pickup|disposal|handling|collection|removal|abatement|cleaning|sampling|monitoring)$/i;
/** Words of a title that name no particular work: the subject stays silent when only these are left. */
const GENERIC =
  /^(?:and|or|of|for|the|a|an|to|in|at|on|related|various|other|general|all|base|facilit(?:y|ies)|building|professional|technical|administrative|program|project|contract|management|operations?|systems?|requests?|backlog|reduction|services?|support|itm|assistance|solutions?|requirements?|federal|government|national|office|site|on-site|onsite|personnel|staffing|labou?r|temporary|help|cent(?:er|re)|team)$/i;
/** Where or with what the work is done, not what it is ("the monitoring stations", "the network"). */
const PLACE_NOUN = /^(?:stations?|networks?|sites?|locations?|facilit(?:y|ies)|equipment|systems?)$/i;
/** An activity noun of the subject's own ("Assessments", "Enrollment", "Digitization"), not a hands-on one. */
const activity = (w: string) =>
  ACTIVITY_WORD.test(w) && !NOT_ACTIVITY.test(w) && !HANDS_ON.test(w) && !GENERIC.test(w);
/** "Assessments" is "Assessment". */
const one = (w: string) => w.replace(/(ment|tion|sion)s$/i, '$1');

/** A job noun that names a person ("Attendant", "Technician", "Lifeguard"), not a place or a kind of work ("Center", "Maintenance"). */
const PERSON_NOUN = /(?:er|or|ist|ian|ant|ent|man|guard|aide|nurse|cook|clerk|chief|smith|hand)s?$/i;
const NOT_PERSON =
  /^(?:cent(?:er|re)|water|order|computer|transfer|equipment|management|development|environment|assessment|treatment|plant|component)s?$/i;
/** Domains of hands-on work, where a subject's worker is a technician. */
const TRADES: readonly Domain[] = ['facilities', 'security', 'logistics', 'construction', 'medical'];

/** Domains of laboratory and clinical work, whose hands-on work is done by technicians. */
const LAB_DOMAINS: readonly Domain[] = ['research', 'medical'];

/** A word of a shouted (mostly capitals) title in title case; other titles keep their case. */
const cap = (w: string, shout: boolean) =>
  shout && !/\d/.test(w) ? (w[0] ?? '').toUpperCase() + w.slice(1).toLowerCase() : w;

/** "Freedom of Information Act (FOIA) Request Processing" -> "FOIA Request Processing": the acronym stands for its name. */
const acronymFor = (s: string) =>
  s.replace(/(?:[A-Z][\w-]*\s+(?:of\s+|and\s+|the\s+)*)+\((?<a>[A-Z]{2,8})\)/g, (name, a: string) =>
    isJobNoun(
      name
        .replace(/\s*\(.*$/, '')
        .split(/\s+/)
        .pop() ?? '',
    )
      ? name
      : a,
  );

/** The role one item of a subject names ("Fire Alarm" -> "Fire Alarm Technician"; "Shelf Stocking" -> "Shelf Stocker"). */
function itemRole(item: string, doer: string, shout: boolean, lab = false): string | undefined {
  const words = item.split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  // The title already names who ("Gatehouse Attendant", "Sterile Processing Technician").
  if (words.length && PERSON_NOUN.test(last) && !NOT_PERSON.test(last) && isJobNoun(last))
    return words
      .slice(-3)
      .map((w) => cap(w, shout))
      .join(' ');
  const agentAt = words.findIndex((w) => AGENTS.some(([re]) => re.test(w)));
  if (agentAt >= 0) {
    const agent = AGENTS.find(([re]) => re.test(words[agentAt] ?? ''))?.[1] ?? '';
    const before = words.slice(0, agentAt).filter((w) => !GENERIC.test(w));
    return [...before.slice(-2).map((w) => cap(w, shout)), agent].join(' ');
  }
  // The activity's own doer, by derivation ("Chimney Inspections" -> Chimney Inspector,
  // "Grievance Arbitration" -> Grievance Arbitrator, "Backflow Testing" -> Backflow Tester).
  // Hands-on work of a laboratory or a clinic (testing samples, inspecting specimens) is a
  // technician's, not a Tester's.
  const doerOf = lab && HANDS_ON.test(last) ? undefined : agentNoun(last);
  if (doerOf) {
    const agent = doerOf.charAt(0).toUpperCase() + doerOf.slice(1);
    // A generic word stays where it makes a known title with the agent ("Technical Writer").
    const before = words
      .slice(0, -1)
      .filter(
        (w) => (!GENERIC.test(w) || familyMatch(`${w} ${agent}`)?.exact === true) && !PLACE_NOUN.test(w),
      )
      .map(one);
    return [...before.slice(-2).map((w) => cap(w, shout)), agent].join(' ');
  }
  // A hands-on word before another noun qualifies it ("Air Monitoring Station"): it stays.
  const object = words
    .filter(
      (w, i) =>
        !GENERIC.test(w) && !PLACE_NOUN.test(w) && (!HANDS_ON.test(w) || (i < words.length - 1 && i > 0)),
    )
    .map(one);
  if (!object.length) return undefined;
  // "Ergonomic Workstation Assessment": the kind of the activity and the activity.
  const act = object.at(-1) ?? '';
  const named = object.length > 2 && activity(act) ? [object[0] ?? '', act] : object.slice(-2);
  return [...named.map((w) => cap(w, shout)), doer].join(' ');
}

/**
 * The workers a solicitation's subject names, from the work's own nouns: the worker the title
 * names ("Gatehouse Attendant Services" -> Gatehouse Attendant), the doer of its activity
 * ("Shelf Stocking" -> Shelf Stocker), else its object with a technician (hands-on work, or work
 * of a trades domain) or a specialist ("FOIA Request Processing Support" in professional
 * work -> FOIA Request Processing Specialist). Each item of a list is one worker ("Fire Alarm and
 * Sprinkler Systems ITM" -> Fire Alarm Technician, Sprinkler Technician). Empty for subjects of
 * no particular work ("Base Operations Support", "Facilities Maintenance").
 * @example
 * subjectRoles('Fire Alarm and Sprinkler Systems ITM', 'facilities') // ['Fire Alarm Technician', 'Sprinkler Technician']
 */
export function subjectRoles(subject: string | undefined, domain: Domain): string[] {
  if (!subject) return [];
  // A service named in lower case in a sentence ("ergonomic workstation assessments") in title case.
  if (subject === subject.toLowerCase())
    return subjectRoles(
      subject.replace(/\b(?!(?:and|or|of|the|for)\b)[a-z]/g, (c) => c.toUpperCase()),
      domain,
    );
  const letters = subject.replace(/[^a-z]/gi, '');
  const shout = letters.replace(/[^A-Z]/g, '').length > letters.length * 0.8;
  const plain = (shout ? subject : acronymFor(subject))
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\w\s,/&'-]+/g, ' ');
  const words = plain.split(/[\s,/&]+/).filter(Boolean);
  const hands = words.some((w) => HANDS_ON.test(w));
  const doer = hands || TRADES.includes(domain) ? 'Technician' : 'Specialist';
  const split = plain
    .split(/\s*(?:,|\/|&|\band\b)\s*/i)
    .map((s) => s.trim())
    .filter(Boolean);
  // "Fingerprint and Credential Enrollment": one activity the nouns before share, one worker.
  const lastItem = split.at(-1)?.split(/\s+/) ?? [];
  const shared =
    split.length > 1 &&
    lastItem.length > 1 &&
    activity(lastItem.at(-1) ?? '') &&
    split.slice(0, -1).every((i) => !/\s/.test(i) && !activity(i) && !HANDS_ON.test(i));
  const items = shared ? split.slice(-1) : split;
  const out: string[] = [];
  for (const item of items) {
    const role = itemRole(item, doer, shout, LAB_DOMAINS.includes(domain));
    if (role && !out.some((o) => o.toLowerCase() === role.toLowerCase())) out.push(role);
  }
  return out.slice(0, 3);
}
