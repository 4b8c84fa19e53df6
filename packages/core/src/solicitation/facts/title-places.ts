import { escapeRegExp } from '../../format/regexp';

// A solicitation's title names its work, then where the work is done, after a dash or a comma:
// "FIRE WATCH SERVICES - HARROWGATE", "Trail Crews, Ossian and Marrow Fork Ranger Districts".
// The tail is a place when it is a capitalised name the documents' text names again; a
// document word ("Amendment 0001", "Request for Quotations", "Base Year") is none.

/** The kind of work a title names before its place. */
export const TITLE_WORK =
  /\b(?:replacement|repairs?|renovation|construction|maintenance|services|installation|improvements?|upgrades?|modernization|rehabilitation|alterations?|operations|support|inspections?|crews)\b/i;
const SEPARATOR = /\s+[—–-]\s+|,\s+/g;
// Words of the document itself, its parts and its terms, not of a place.
const DOCUMENT_WORD =
  /\b(?:amendment|modification|solicitation|request|requests|quotations?|quotes?|proposals?|offers?|RFQ|RFP|IFB|RFI|statement|work|set-?aside|small|business|base|option|options|years?|periods?|phases?|part|section|volume|attachment|exhibit|draft|final|revised|combined|synopsis|sources?|sought|notice|questions?|answers?|services?|support|contract|order|task|BPA|IDIQ|schedule|prices?|pricing|no\.?|number|page|continuation|plus|total|full|and|or)\b/i;
const NAME = /^(?:[A-Z][\w'’.-]*|\d{1,4}[A-Z]?)(?:\s+(?:of|the|[A-Z][\w'’.-]*|\d{1,4}[A-Z]?)){0,5}$/;
// The plural kind a list of names shares ("Ossian and Marrow Fork Ranger Districts").
const SHARED_KIND =
  /\s((?:(?:Ranger|Field|Regional|Visitor|Federal|National|Service|Fire|Police|Border Patrol)\s+)?(?:Districts|Units|Cent(?:er|re)s|Stations|Offices|Sites|Campuses|Buildings|Parks|Forests|Refuges|Hatcheries|Facilities|Branches|Clinics|Libraries|Museums|Terminals|Landings|Depots|Yards|Annexes))$/;

/** Words in capitals read in title case ("GULL ISLAND LANDING" is "Gull Island Landing"). */
const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/\b(?!(?:and|of|the|at|on)\b)[a-z]/g, (c) => c.toUpperCase())
    : text;

/**
 * The places a title line names after its work, each as the documents' text spells it
 * elsewhere (`body`); none when the tail is no name or is named nowhere else.
 * @example
 * titlePlaces('CUSTODIAL SERVICES - HARROWGATE', 'The Harrowgate visitor center has two buildings.') // ['Harrowgate']
 */
export function titlePlaces(title: string, body: string): string[] {
  const work = [...title.matchAll(new RegExp(TITLE_WORK.source, 'gi'))].at(-1);
  if (!work) return [];
  const after = title.slice((work.index ?? 0) + work[0].length);
  SEPARATOR.lastIndex = 0;
  const sep = SEPARATOR.exec(after);
  if (!sep || sep.index > 2) return [];
  const tail = titleCase(
    after
      .slice(sep.index + sep[0].length)
      .replace(/[*_#\s.:]+$/, '')
      .trim(),
  );
  const parts = tail.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return [];
  if (parts.some((p) => !NAME.test(p) || DOCUMENT_WORD.test(p))) return [];
  // "Ossian and Marrow Fork Ranger Districts": the shared kind is each name's.
  const kind = parts.length > 1 ? parts.at(-1)?.match(SHARED_KIND)?.[1] : undefined;
  const own = kind ? singular(kind) : '';
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    const name = kind && i === parts.length - 1 ? part.slice(0, part.length - kind.length).trim() : part;
    const said = spelled(name, body);
    if (!said) return [];
    out.push(own ? `${said} ${own}` : said);
  }
  return out;
}

/** "Ranger Districts" is "Ranger District", "Facilities" "Facility". */
function singular(kind: string): string {
  return kind
    .replace(/ies$/, 'y')
    .replace(/(ss|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}

/** How the text spells a name, matched without regard to case; undefined when it never does. */
function spelled(name: string, body: string): string | undefined {
  // A name the text gives only in capitals or lower case is no proper name it repeats.
  const re = new RegExp(`(?<![\\w-])${escapeRegExp(name).replace(/\s+/g, '\\s+')}(?![\\w-])`, 'gi');
  const m = [...body.matchAll(re)].find((x) => /^[A-Z]/.test(x[0]) && x[0] !== x[0].toUpperCase());
  return m?.[0].replace(/\s+/g, ' ');
}
