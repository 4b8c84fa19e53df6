import { SMALL_NUMBER_WORDS } from './numbers';
import type { PlaceMention } from './place-phrases';

// A facility's own name: a proper name, qualifiers, then the kind of place ("Cedar Hollow Federal
// Medical Center", "Gilman Springs National Fish Hatchery", "Sandhill Lakes Unit", "Harmon Federal Center").
const KIND =
  '(?:Hatchery|Hatcheries|Commissary|Refuge|Lookout|Tower|Station|Campus|Annex|Depot|Medical Center|Federal Center|Federal Building|Courthouse|Hospital|Clinic|Unit|Complex|Laboratory|Arsenal|Armory|Reservoir|Dam|Airport|Airfield|Range|Arboretum|Preserve|Reservation|Park|Fish Hatchery|Museum|Library|Observatory|Planetarium|Lighthouse|Visitor Center|Interpretive Center|Terminal|Landing|Marina|Lodge|Campground|Ranger District)';
const QUALIFIER =
  '(?:Federal|National|Regional|Refuge|State|Memorial|Veterans|Fish|Wildlife|Medical|Health|Research|Historic|Ranger|Field|Guard|Weather|Recreation)';
const QUALIFIER_WORD = new RegExp(`^${QUALIFIER}$`);
const NAME_WORD = "[A-Z][a-z][A-Za-z'’-]*";
const FACILITY = new RegExp(
  `\\b((?:${NAME_WORD}\\s+){0,2}${NAME_WORD})\\s+((?:${QUALIFIER}\\s+){0,3}${KIND})s?\\b`,
  'g',
);
// Words that name a kind of work or an office, not a place ("Zone Dispatch Center", "Data Center"),
// and a table's column words run together by flat text ("Description Qty Unit").
const GENERIC =
  /^(?:the|a|an|this|that|each|every|all|any|one|two|three|four|five|six|our|its|their|your|contractor|contractors|government|naval|air|army|agency|department|dispatch|data|call|contact|operations|operation|service|services|support|command|energy|training|processing|distribution|network|contracting|program|customer|security|maintenance|control|health|fish|wildlife|national|federal|regional|state|field|main|central|north|south|east|west|northern|southern|eastern|western|upper|lower|new|old|primary|secondary|alternate|backup|mobile|remote|local|county|city|district|area|zone|site|sites|work|duty|fire|water|power|pump|lift|relay|radio|weather|observation|survey|base|option|period|year|task|section|table|attachment|exhibit|item|unit|units|tower|towers|lookout|lookouts|station|stations|refuge|refuges|hatchery|hatcheries|campus|annex|depot|laboratory|hospital|clinic|complex|range|park|building|description|qty|quantity|price|prices|amount|total|totals|hours|hour|rate|rates|estimated|cost|costs|extended|labor|labour|category|clin|frequency|type|name|measure|remarks|notes)$/i;

/** A number word that may begin a place's own name. */
const NUMBER_WORD = /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|Hundred|Thousand)$/;

// The names listed before a plural kind, each up to three words: "Gilman Springs, Rocky Ford and ".
const LIST_NAME = new RegExp(`${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}(?=\\s*,|\\s+and\\s)`, 'g');
const LIST_BEFORE = new RegExp(
  `(?:${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}\\s*,\\s*)*${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}\\s*,?\\s+and\\s+$|(?:${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}\\s*,\\s*)+$`,
);

/** A run in capitals ("HARMON FEDERAL CENTER") in title case, letter for letter, so indices hold. */
export function titleCase(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length < 6 || letters.replace(/[^A-Z]/g, '').length < letters.length * 0.8) return text;
  return text.replace(/[A-Za-z]+/g, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}

/**
 * Facilities named by their own name and kind: a proper name (never a kind of work or office:
 * "Zone Dispatch Center", "Data Center" are not places) before a facility noun with its qualifiers.
 * Lines in capitals are read as title case.
 * @example
 * findFacilities('services at the Cedar Hollow Federal Medical Center.').map((f) => f.name) // ['Cedar Hollow Federal Medical Center']
 */
export function findFacilities(text: string): PlaceMention[] {
  const source = titleCase(text);
  const out: PlaceMention[] = [];
  for (const m of source.matchAll(FACILITY)) {
    const words = (m[1] ?? '').split(/\s+/).map((w) => w.replace(/['’]s$/, ''));
    const kind = [(m[2] ?? '').replace(/\s+/g, ' ')];
    // A leading generic word is dropped ("The Harmon Federal Center"), a trailing qualifier is the
    // kind's ("Gilman Springs National Fish Hatchery"); a name left generic is no place.
    // A number word that starts a name of one facility is the name's ("Three Forks Diversion
    // Dam", "Two Rivers Fish Hatchery"); before a plural kind it counts ("Three Ranger Stations").
    const plural = /(?:ies|[^us]s)$/.test(m[0] ?? '');
    const named =
      !plural &&
      words.length > 1 &&
      NUMBER_WORD.test(words[0] ?? '') &&
      !GENERIC.test(words[1] ?? '') &&
      !QUALIFIER_WORD.test(words[1] ?? '');
    while (
      words.length > 0 &&
      GENERIC.test(words[0] ?? '') &&
      !(named && words.length > 1 && NUMBER_WORD.test(words[0] ?? ''))
    )
      words.shift();
    while (words.length > 1 && QUALIFIER_WORD.test(words.at(-1) ?? '')) kind.unshift(words.pop() ?? '');
    if (words.length === 0 || words.some((w) => GENERIC.test(w))) continue;
    const index = (m.index ?? 0) + (m[0] ?? '').indexOf(words[0] ?? '');
    const kindName = kind.join(' ').replace(/ies$/, 'y');
    // "the Gilman Springs, Rocky Ford and Marten Creek National Fish Hatcheries": one facility each.
    const run = plural ? source.slice(0, m.index ?? 0).match(LIST_BEFORE) : null;
    if (run) {
      const at = (m.index ?? 0) - (run[0]?.length ?? 0);
      for (const n of (run[0] ?? '').matchAll(LIST_NAME)) {
        const lead = (n[0] ?? '').trim();
        if (!lead.split(/\s+/).some((w) => GENERIC.test(w)))
          out.push({
            name: `${lead} ${kindName}`,
            installation: `${lead} ${kindName}`,
            index: at + (n.index ?? 0),
          });
      }
    }
    const name = `${words.join(' ')} ${plural ? kindName : kind.join(' ')}`;
    out.push({ name, installation: name, index });
  }
  return out;
}

/**
 * Whether a column label names a facility by its name and the initials of its kind ("Marten
 * Creek NFH" for "Marten Creek National Fish Hatchery, Wapiti Bend, ID").
 * @example
 * abbreviates('Marten Creek NFH', 'Marten Creek National Fish Hatchery') // true
 */
export function abbreviates(label: string, name: string): boolean {
  const m = label.trim().match(/^((?:[A-Z][A-Za-z'’-]*\s+){1,3})([A-Z]{2,5})$/);
  if (!m) return false;
  const lead = (m[1] ?? '').trim().toLowerCase();
  const rest = name.replace(/,.*$/, '').trim();
  if (!rest.toLowerCase().startsWith(`${lead} `)) return false;
  const initials = rest
    .slice(lead.length)
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
  return initials === m[2];
}

/**
 * Facilities a sentence counts and then names, each of one kind ("three refuge units: the
 * Sandhill Lakes Unit, the Oxbow Marsh Unit and the Whitecap Prairie Unit"): the sites of the
 * work even where the sentence does not say the work is done there. Empty unless the count
 * and the names agree. A general noun counts facilities of different kinds ("two facilities:
 * the Brennock Museum, ..., and the Tolley Point Lighthouse").
 * @example
 * countedFacilities('The Complex has two units: the Elk Flats Unit and the Bison Draw Unit.').length // 2
 */
export function countedFacilities(text: string): PlaceMention[] {
  const all = findFacilities(text);
  const general = countedPlaces(text, all);
  if (general.length) return general;
  // The kind named most often is the one counted ("The Prairie Refuge Complex manages three units: ...").
  const kinds = all.map((f) => f.name.split(' ').at(-1) ?? '');
  const kind =
    kinds.sort((a, b) => kinds.filter((k) => k === b).length - kinds.filter((k) => k === a).length)[0] ?? '';
  const found = all.filter((f) => f.name.endsWith(` ${kind}`));
  if (found.length < 2) return [];
  const stem = kind.toLowerCase().replace(/y$/, '');
  const counted = new RegExp(
    `\\b(${Object.keys(SMALL_NUMBER_WORDS).join('|')}|\\d{1,2})\\s+(?:\\(\\d+\\)\\s+)?(?:[a-z]+\\s+){0,2}${stem}(?:s|ies)\\b`,
    'i',
  ).exec(text);
  if (!counted || counted.index > (found[0]?.index ?? 0)) return [];
  const n = Number(counted[1]) || (SMALL_NUMBER_WORDS[(counted[1] ?? '').toLowerCase()] ?? 0);
  return n === found.length ? found : [];
}

// Facilities of different kinds a sentence counts by a general noun and then names ("two public
// facilities: the Brennock Museum, ..., and the Tolley Point Lighthouse"): the count comes first.
function countedPlaces(text: string, all: PlaceMention[]): PlaceMention[] {
  if (all.length < 2) return [];
  const counted = new RegExp(
    `\\b(${Object.keys(SMALL_NUMBER_WORDS).join('|')}|\\d{1,2})\\s+(?:\\(\\d+\\)\\s+)?(?:[a-z]+\\s+){0,2}(?:facilities|sites|locations|properties|places)\\b[^:.;]{0,60}:`,
    'i',
  ).exec(text);
  if (!counted || counted.index > (all[0]?.index ?? 0)) return [];
  const n = Number(counted[1]) || (SMALL_NUMBER_WORDS[(counted[1] ?? '').toLowerCase()] ?? 0);
  return n === all.length ? all : [];
}
