// The land unit or facility a solicitation is about, named by a proper name before a unit noun in
// its title line or the first sentence of its background: "<Name> Herd Management Area Wild
// Horse Gather", "<Name> National Wildlife Refuge (County, State)", "OPERATION AND MAINTENANCE OF
// THE <NAME> BASIN AMBIENT AIR MONITORING NETWORK", "<NAME> ROAD REHABILITATION", "<Name> Job
// Corps Center, City, State", "<A> and <B> Ranger Districts". A gazetteer of unit nouns, never of
// names: the name is whatever capitalised words stand before the noun, and it must hold a word that
// is neither a work, document nor office word ("Project Management Area", "National Wildlife Refuge
// System" name nothing). A unit followed by an office, program, system or agency word names that
// body, not a place ("<Name> Basin Restoration Program", "<Name> Field Office", "Forest Service").
import { findPlaces, type PlaceMention } from './place-phrases';
import { titleCase } from './facility-names';

// Unit nouns, longest first: land units, linear works and facilities a title names the work by.
const UNIT_KIND = [
  'Herd Management Areas?',
  'Wildlife Management Areas?',
  'Management Areas?',
  'Recreation Areas?',
  'Conservation Areas?',
  'Natural Areas?',
  'Wilderness Areas?',
  'Wilderness',
  'Wildlife Refuges?',
  'Refuges?',
  'Forests?',
  'Grasslands?',
  'Parks?',
  'Monuments?',
  'Seashores?',
  'Lakeshores?',
  'Battlefields?',
  'Historic Sites?',
  'Preserves?',
  'Basins?',
  'Watersheds?',
  'Valleys?',
  'Canyons?',
  '(?:Grazing\\s+)?Allotments?',
  'Ranger Districts?',
  'Job Corps Cent(?:er|re)s?',
  'Conservation Cent(?:er|re)s?',
  'Training Cent(?:er|re)s?',
  'Medical Cent(?:er|re)s?',
  'Visitor Cent(?:er|re)s?',
  'Research Cent(?:er|re)s?',
  'Hatcher(?:y|ies)',
  'Arbor(?:etums?|eta)',
  'Courthouses?',
  '(?<!Ranger\\s)Districts?',
  'Reservoirs?',
  'Dams?',
  'Lakes?',
  'Roads?',
  'Highways?',
  'Trails?',
  'Parkways?',
  'Byways?',
  'Levees?',
  'Canals?',
  'Airports?',
  'Airfields?',
  'Campus(?:es)?',
  'Lighthouses?',
  'Marinas?',
  'Campgrounds?',
].join('|');
// Qualifiers that stand between a name and its unit noun ("<Name> National Wildlife Refuge").
const QUALIFIER = '(?:National|State|Federal|Regional|County|Memorial|Historic|Scenic|Wildlife|Fish|Forest)';
const UNIT = new RegExp(`\\b(?:${QUALIFIER}\\s+){0,3}(?:${UNIT_KIND})\\b`, 'g');
// A capitalised word of a name: "Tallow", "O'Brien", "Marrow-Fork".
const NAME_WORD = /^[A-Z][a-z][A-Za-z'’-]*$/;
// Words that are no part of a place's name: function words, the work and the document, offices.
const NOT_NAME =
  /^(?:the|a|an|and|of|for|at|in|on|to|by|with|from|near|this|that|each|all|our|its|their|project|program|programs|work|works|management|maintenance|operation|operations|services?|support|construction|rehabilitation|repair|repairs|replacement|improvements?|monitoring|gather|survey|inventory|assessment|contract|solicitation|statement|request|amendment|section|attachment|background|introduction|scope|general|purpose|overview|office|department|bureau|agency|division|branch|government|contractor|federal|national|state|regional|county|city|public|new|north|south|east|west|upper|lower|main|central|data|system|systems|network|facility|facilities|crews?)$/i;
// After the unit: the body it names (an office, a program, a system, an agency), not a place.
const BODY_AFTER =
  /^(?:\s+[A-Z][a-z]+){0,3}?\s+(?:Field\s+Office|District\s+Office|Offices?|Programs?|Programmes?|Systems?|Service|Agency|Authority|Commission|Council|Association|Foundation|Company|Corporation|Partnership|Initiative|Division|Branch|Bureau|Department|Act|Plan|Fund|Coalition|Compact|Board|Committee|City|County)\b/;
// Districts that are a body's, not land: schools, utilities, courts, special-purpose districts.
const DISTRICT_BODY =
  /^(?:School|Schools|Water|Irrigation|Sanitation|Sanitary|Utility|Utilities|Fire|Park|Parks|Conservation|Improvement|Special|Judicial|Congressional|Legislative|Engineer|Engineers|Eastern|Western|Northern|Southern|Middle|Central|Levee|Drainage|Transit|Hospital|Health|Soil|Library|Port|Flood|Power|Electric|Sewer|Mosquito|Abatement|Business|Historic|Election|Census|Postal|Tax|Assessment)$/;

// The plural kind a list of names shares: "Ossian and Marrow Fork Ranger Districts".
const LIST_JOIN = /^(?:\s*,\s*|\s*,?\s+and\s+)$/;

/** One unit named: the name as the line spells it (title case for a line in capitals), its place beside it. */
export interface SettingUnit extends PlaceMention {
  /** "(Fenner County, Oregon)" or ", Tilden, Oregon" after the unit, kept with its name. */
  where?: string;
}

const singular = (kind: string) =>
  kind
    .replace(/ies$/, 'y')
    .replace(/(ss|x|us)es$/, '$1')
    .replace(/([^s])s$/, '$1');

/** The capitalised name words right before `at` in `words` order, at most three. */
function nameBefore(text: string): string[] {
  const words = text.trimEnd().split(/\s+/);
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const w = (words[i] ?? '').replace(/^[("“'*_#]+/, '');
    if (!NAME_WORD.test(w) || NOT_NAME.test(w) || /[,;:.)]$/.test(words[i] ?? '')) break;
    out.unshift(w);
  }
  return out;
}

/**
 * The land units and facilities a title line or a background's first sentence names by a proper
 * name before a unit noun; a county, city or state right after the unit is kept beside it.
 * @example
 * settingUnits('TALLOW FLATS HERD MANAGEMENT AREA WILD HORSE GATHER').map((u) => u.name) // ['Tallow Flats Herd Management Area']
 * settingUnits('Tallow Basin Restoration Program Support') // []
 */
export function settingUnits(line: string): SettingUnit[] {
  const text = titleCase(line);
  const out: SettingUnit[] = [];
  for (const m of text.matchAll(UNIT)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const after = text.slice(end);
    if (BODY_AFTER.test(after)) continue;
    const before = text.slice(0, at);
    const name = nameBefore(before);
    if (name.length === 0) continue;
    // A district of a court, a school, a utility or a body, not a land unit ("Eastern District
    // of ...", "<Name> School District", "<Name> Water District").
    if (/^Districts?$/.test(m[0]) && (/^\s+of\b/.test(after) || DISTRICT_BODY.test(name.at(-1) ?? '')))
      continue;
    // The unit's own words "Copper Basin" before "Road": the road's name, read as one unit.
    const start = before.trimEnd().length - name.join(' ').length;
    const kind = m[0].replace(/\s+/g, ' ');
    const plural = /(?:ies|[^su]s|ses)$/.test(kind) && singular(kind) !== kind;
    const own = plural ? singular(kind) : kind;
    const where = placeAfter(after);
    const found: SettingUnit[] = [
      { name: `${name.join(' ')} ${own}`, installation: `${name.join(' ')} ${own}`, index: start },
    ];
    // "Ossian and Marrow Fork Ranger Districts": the names before share the kind.
    if (plural) {
      let rest = before.slice(0, start);
      for (let n = 0; n < 4; n++) {
        const join = rest.match(/(?:\s*,\s*|\s*,?\s+and\s+)$/)?.[0];
        if (!join || !LIST_JOIN.test(join)) break;
        rest = rest.slice(0, rest.length - join.length);
        const lead = nameBefore(rest);
        if (lead.length === 0) break;
        rest = rest.slice(0, rest.trimEnd().length - lead.join(' ').length);
        found.unshift({
          name: `${lead.join(' ')} ${own}`,
          installation: `${lead.join(' ')} ${own}`,
          index: rest.length,
        });
      }
    }
    for (const f of found) {
      if (where) {
        f.where = where.text;
        if (where.city) f.city = where.city;
        if (where.state) f.state = where.state;
      }
      out.push(f);
    }
  }
  // "Orrin Lake" inside "Orrin Lake Recreation Area", "Copper Basin" inside "Copper Basin Road": the longer.
  return out.filter((u) => !out.some((v) => v !== u && v.index === u.index && v.name.length > u.name.length));
}

/** ", Tilden, Oregon", " near Tilden, Oregon" or " (Fenner County, Oregon)" right after a unit: the place it lies in. */
function placeAfter(after: string): { text: string; city?: string; state?: string } | undefined {
  const paren = after.match(/^\s*\(([^)]{3,60})\)/);
  if (paren?.[1]) {
    const p = findPlaces(`in ${paren[1]}`)[0];
    if (p?.state || /\b(?:County|Parish|Borough)\b/.test(paren[1]))
      return {
        text: `(${paren[1]})`,
        ...(p?.city ? { city: p.city } : {}),
        ...(p?.state ? { state: p.state } : {}),
      };
    return undefined;
  }
  const comma = after.match(/^\s*(?:,|[—–-]|\s(?:near|outside|in|at))\s*/);
  if (!comma) return undefined;
  const rest = after.slice(comma[0].length, comma[0].length + 80);
  const p = findPlaces(`in ${rest}`)[0];
  if (!p?.state || p.index > 4 || p.installation) return undefined;
  return { text: p.name, ...(p.city ? { city: p.city } : {}), state: p.state };
}
