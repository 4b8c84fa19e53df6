import { PLACES_BY_STATE } from './gazetteer-places';
import { INSTALLATIONS } from './gazetteer-installations';
import { STATES } from './gazetteer-states';
import { escapeRegExp } from '../../format/regexp';

const KEY = '0123456789abcdefghijklmnopqrstuvwxyz';
const CODE_BY_NAME = new Map(STATES.map(([code, name]) => [name.toLowerCase(), code]));
const CODES = new Set(STATES.map(([code]) => code));
const decoded = new Map<string, Set<string>>();

/**
 * The USPS place names of a state as the table spells them ('Adak', 'Akiachak', ...).
 * @example
 * placesIn('DE').includes('Dover') // true
 */
export function placesIn(state: string): string[] {
  const names: string[] = [];
  let prev = '';
  for (const entry of (PLACES_BY_STATE[state] ?? '').split('|')) {
    if (!entry) continue;
    const name = prev.slice(0, KEY.indexOf(entry[0] ?? '0')) + entry.slice(1);
    names.push(name);
    prev = name;
  }
  return names;
}

function placesOf(state: string): Set<string> {
  const hit = decoded.get(state);
  if (hit) return hit;
  const names = new Set(placesIn(state).map((n) => n.toLowerCase()));
  decoded.set(state, names);
  return names;
}

/**
 * The USPS code of a state or territory written as a code or a name; null when it is neither.
 * @example
 * stateCode('South Carolina') // 'SC'
 */
export function stateCode(raw: string): string | null {
  const s = raw.replace(/\./g, '').trim();
  if (s.length === 2 && CODES.has(s.toUpperCase()) && s === s.toUpperCase()) return s;
  return CODE_BY_NAME.get(s.toLowerCase()) ?? null;
}

/** A regular expression source for a state's full name, longest first ("West Virginia" before "Virginia"). */
export const STATE_NAME_PATTERN = [...STATES.map(([, n]) => n)]
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.]/g, '\\.?').replace(/ /g, '\\s+'))
  .join('|');

/** A regular expression source for a state name or code (codes upper case only). */
export const STATE_PATTERN = `(?:${STATE_NAME_PATTERN}|${STATES.map(([c]) => c).join('|')})`;

/**
 * Whether a name is a US place (a USPS city name) in a state.
 * @example
 * isPlace('Andover', 'MA') // true
 */
export function isPlace(name: string, state: string): boolean {
  return (
    placesOf(state).has(
      name
        .toLowerCase()
        .replace(/^ft\.?\s/, 'fort ')
        .replace(/^st\.?\s/, 'saint '),
    ) || placesOf(state).has(name.toLowerCase())
  );
}

const escapeRe = (s: string) => escapeRegExp(s).replace(/\s+/g, '\\s+');
// Each installation also by its short form ("Wright-Patterson AFB", "Vandenberg SFB").
const SHORT = (name: string) =>
  name.replace(/ Air Force Base$/, ' AFB').replace(/ Space Force Base$/, ' SFB');
const NAMES = INSTALLATIONS.flatMap((i) => [...new Set([i.name, SHORT(i.name)])].map((n) => [n, i] as const));
const INSTALLATION_RE = new RegExp(
  `\\b(?:${NAMES.map(([n]) => n)
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})\\b`,
  'gi',
);
const BY_NAME = new Map(NAMES.map(([n, i]) => [n.toLowerCase().replace(/\s+/g, ' '), i]));
// The first run of letters and digits of every listed name ("fort", "wright", "walter"): a text
// with none of them as a word names no listed installation, and the scan of the whole list
// (a thousand names, run once per line on long documents) is skipped.
const FIRST_RUNS = new Set(NAMES.map(([n]) => n.toLowerCase().match(/[a-z0-9]+/)?.[0] ?? ''));
const mayNameListed = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((run) => FIRST_RUNS.has(run));
// Installations not in the list, by the words they are named with ("Fort X", "X Air Force Base").
const GENERIC_INSTALLATION =
  /\b(?:(?:Fort|Ft\.|Camp|Joint Base|Naval (?:Station|Air Station|Base|Support Activity|Weapons Station|Air Facility)|Marine Corps (?:Base|Air Station|Logistics Base))\s+(?:[A-Z][\w.'-]*)(?:[\s-]+[A-Z][\w.'-]*){0,2}|(?:[A-Z][\w.'-]*\s+){1,3}(?:Air Force Base|Space Force Base|AFB|Army Airfield|Air National Guard Base|Arsenal|Proving Ground|Army Depot))\b/g;
// A word every naming pattern above contains, looked for before the patterns are run.
const GENERIC_WORD = /Fort|Ft\.|Camp|Joint|Naval|Marine|Base|AFB|Airfield|Arsenal|Proving|Depot/;

/** An installation or federal campus found in a text. */
export interface InstallationMatch {
  name: string;
  state?: string;
  city?: string;
  index: number;
}

/**
 * Installations and federal campuses named in a text: listed ones with their state and city,
 * and others by their naming pattern ("Fort X", "X Air Force Base") without a state.
 * @example
 * findInstallations('Work is performed at Fort Meade.')[0] // { name: 'Fort Meade', state: 'MD', index: 21 }
 */
export function findInstallations(text: string): InstallationMatch[] {
  const out: InstallationMatch[] = [];
  const taken: [number, number][] = [];
  for (const m of mayNameListed(text) ? text.matchAll(INSTALLATION_RE) : []) {
    const known = BY_NAME.get(m[0].toLowerCase().replace(/\s+/g, ' '));
    if (!known) continue;
    out.push({
      name: known.name,
      state: known.state,
      ...(known.city ? { city: known.city } : {}),
      index: m.index ?? 0,
    });
    taken.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  for (const m of GENERIC_WORD.test(text) ? text.matchAll(GENERIC_INSTALLATION) : []) {
    const at = m.index ?? 0;
    if (taken.some(([a, b]) => at < b && at + m[0].length > a)) continue;
    out.push({ name: m[0].replace(/\s+/g, ' '), index: at });
  }
  return out.sort((a, b) => a.index - b.index);
}
