import type { Site, Table } from '../model';
import type { TextDocument } from '../parts';
import { clip } from './context';
import { findPlaces } from './place-phrases';

// A sentence that opens a list of sites by naming what the items are.
export const SITE_NOUNS =
  '(?:sites|locations|facilities|installations|buildings|campuses|offices|clinics|cent(?:er|re)s|hospitals|bases|stations|ports of entry|duty stations)';
const OPENS_SITES = new RegExp(
  `(?:following|these|below|listed|named)\\s+(?:[\\w()-]+\\s+){0,3}${SITE_NOUNS}\\b|\\b${SITE_NOUNS}\\s*(?:\\([^)]*\\)\\s*)?:\\s*$`,
  'i',
);
const STAFF_LIST = /\b(?:personnel|staff(?:ing)?|positions|employees|FTEs?|labou?r\s+categories)\b/i;
const MARKER = /^[\s|]*(?:[-*•●▪◦]|[a-z0-9]{1,2}[.)](?!\d)|\([a-z0-9]{1,2}\))\s*/i;
// Words that make an item a sentence or a task, not a site's name.
const NOT_A_NAME =
  /\b(?:shall|will|must|should|provide|perform|include|including|ensure|maintain|support|services?|hours?|days?|weeks?|months?|years?|per|each|all|total|none|tbd|n\/a|period|performance|scope|background|requirements?|deliverables?|staffing)\b|[;:]/i;
// A table's header row read as one line ("Site  Position  Shift  FTE", "Location Acres").
const HEADER_ROW =
  /^(?:sites?|locations?|facilit(?:y|ies)|installations?|buildings?|campus|duty stations?)(?:\s+[A-Z][A-Za-z/()]*)+$/;
const HEADER_CELL =
  /^(?:sites?|locations?|facilit(?:y|ies)|installations?|buildings?|places? of performance|name|campus|duty stations?)(?: name| location)?$/i;

/**
 * Whether a sentence opens a list of sites (it names the items: "at the following locations:",
 * "Facilities:"), so that items naming places without a state are still sites.
 * @example
 * opensSiteList('Services are required at the following Government sites:') // true
 */
export function opensSiteList(text: string): boolean {
  // "the following personnel at each of the four sites:" opens a list of staff, not of sites.
  return OPENS_SITES.test(text) && !STAFF_LIST.test(text);
}

/**
 * A list item's text when it reads as the name of a site ("Building 12 Annex - Norfolk",
 * "(b) Harbor Clinic"): short, capitalised, no verbs of work; otherwise null.
 * @example
 * siteName('b. Harbor Clinic - Portsmouth') // 'Harbor Clinic - Portsmouth'
 */
export function siteName(item: string): string | null {
  const text = item
    .replace(MARKER, '')
    .replace(/\s*\|\s*$/, '')
    .replace(/[.,;]+$/, '')
    .trim();
  if (text.length < 3 || text.length > 80 || !/^[A-Z0-9]/.test(text) || NOT_A_NAME.test(text)) return null;
  if (HEADER_CELL.test(text) || HEADER_ROW.test(text.replace(/^\w/, (c) => c.toLowerCase()))) return null;
  const words = text.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && w.length > 3);
  if (words.length === 0) return null;
  const capitals = words.filter((w) => /^[A-Z]/.test(w)).length;
  return capitals * 2 >= words.length ? text : null;
}

/**
 * Sites named in a table column headed "Site", "Location", "Facility", "Installation" and the
 * like (staffing tables by site, site inventories): each distinct cell once, quoted from its row.
 * @example
 * // | Site | Position | FTE |  with rows "Harbor Clinic | Janitor | 3" -> site 'Harbor Clinic'
 */
export function readTableSites(tables: Table[]): Site[] {
  const out: Site[] = [];
  const seen = new Set<string>();
  for (const table of tables) {
    const col = table.header.findIndex((h) => HEADER_CELL.test(h.trim()));
    if (col < 0) continue;
    const names: [string, string[]][] = [];
    for (const row of table.rows) {
      const cell = (row[col] ?? '').trim();
      // A note set across a wide table ("Contract Manager (Key), North Site, 1 position") is no site.
      if (table.header.length >= 3 && cell.length > 40 && row.filter((c) => c.trim()).length === 1) continue;
      const name = cell && !/^\d[\d,.\s%$]*$/.test(cell) ? siteName(cell) : null;
      if (name && !/^(?:sub)?total\b|^all\b/i.test(name)) names.push([name, row]);
    }
    // A column of one value over many rows, or of numbers, is not a site list.
    if (names.length === 0 || names.length < table.rows.length / 2) continue;
    for (const [name, row] of names) {
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const place = findPlaces(name)[0];
      out.push({
        document: table.document,
        ref: table.ref,
        quote: clip(row.join(' | ')),
        offset: table.start,
        name,
        ...(place?.city ? { city: place.city } : {}),
        ...(place?.state ? { state: place.state } : {}),
        ...(place?.installation ? { installation: place.installation } : {}),
      });
    }
  }
  return out;
}

/**
 * A list item read as a site: the facility's own name with the place it is in ("Harbor Clinic,
 * Portsmouth, VA"), or a name without a place ("Building 104"); null when the item names two
 * places or reads as no name.
 * @example
 * facility('Harbor Clinic, Portsmouth, VA')?.name // 'Harbor Clinic, Portsmouth, VA'
 */
export function facility(text: string): Omit<Site, 'document' | 'ref' | 'quote'> | null {
  const places = findPlaces(text);
  if (places.length > 1) return null;
  const place = places[0];
  const name = siteName(place ? text.slice(0, place.index).replace(/[\s,–-]+$/, '') : text);
  if (!name) return null;
  const where = [place?.city ?? place?.installation, place?.state].filter(Boolean).join(', ');
  return {
    name: where ? `${name}, ${where}` : name,
    ...(place?.city ? { city: place.city } : {}),
    ...(place?.state ? { state: place.state } : {}),
    ...(place?.installation ? { installation: place.installation } : {}),
  };
}

/** A line that is one place and nothing else ("Alva, Wyoming", "Fort Liberty, NC"). */
function barePlace(line: string): Omit<Site, 'document' | 'ref' | 'quote'> | null {
  const places = findPlaces(line);
  const place = places[0];
  if (
    places.length !== 1 ||
    !place ||
    line.replace(/[.,;\s]+$/, '').length > place.index + place.name.length + 2
  )
    return null;
  return {
    name: place.name,
    ...(place.city ? { city: place.city } : {}),
    ...(place.state ? { state: place.state } : {}),
    ...(place.installation ? { installation: place.installation } : {}),
  };
}

// A heading line that opens the place of performance: "3. PLACE OF PERFORMANCE", "## Work Locations",
// "Place of Performance:", or one that names the sites by their kind ("C.3 Centers.", "4. CLINICS")
// (numbered, marked or not).
const PLACE_HEADING =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:(?:section[ \t]+)?[A-Z]?\.?\d{0,2}(?:\.\d{1,2})*\.?[ \t]+)?(?:places?[ \t]+of[ \t]+performance|work[ \t]+(?:sites?|locations?)|sites?|locations?|facilities|(?:field[ \t]+)?(?:cent(?:er|re)s|offices|clinics|buildings|installations|campuses|hospitals|stations|depots))[ \t]*[:.]?[ \t]*$/i;
// The next heading, which ends the list: a Markdown heading, or a numbered line in capitals
// ("4. GENERAL") or in title case that names no place ("4. Hours of Work"; "1. Harbor Clinic,
// Dover, DE" and "2. Building 104" are items).
const MARKDOWN_HEADING = /^[ \t]*#{1,6}[ \t]+\S/;
const NUMBERED = /^[ \t]*(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*\.?[ \t]+(?<rest>[A-Z].{2,60})$/;
const SITE_WORD =
  /\b(?:building|bldg|site|campus|center|centre|clinic|office|depot|annex|warehouse|laboratory|station|base|fort|camp|hospital|facility|hall|plant)\b|\d/i;
function isNextHeading(line: string): boolean {
  if (MARKDOWN_HEADING.test(line)) return true;
  const rest = line.match(NUMBERED)?.groups?.rest?.trim();
  if (!rest) return false;
  if (!/[a-z]/.test(rest)) return true;
  return !rest.includes(',') && !SITE_WORD.test(rest) && findPlaces(rest).length === 0;
}

const SITE_KIND_CELL =
  /^(?:sites?|locations?|facilit(?:y|ies)|offices?|clinics?|cent(?:er|re)s?|buildings?|installations?|campus(?:es)?|hospitals?|stations?|depots?)(?:\s+(?:name|location|address))?$/i;

/**
 * The site cell of a row of a column-aligned table ("3    Helena, MT    10 West 15th Street,
 * Helena, MT 59601    14,900"): the first cell after a row number, a note it opens in
 * parentheses left out; a line without column gaps is returned whole.
 */
function firstCell(line: string): string {
  const cells = line.split(/\s{3,}/).filter(Boolean);
  if (cells.length < 2) return line;
  const first = /^[\dlIO]{1,3}\.?$/.test(cells[0] ?? '') ? cells[1] : cells[0];
  return (first ?? line).replace(/\s*\(.*$/, '').trim();
}

/**
 * Sites listed one a line under a place-of-performance heading, with no sentence to open the
 * list ("3. PLACE OF PERFORMANCE" then "Harbor Clinic, Catharine, KS" and "Building 104"):
 * each short line that reads as a site's name or is one place, up to the next heading. Lines
 * that are sentences are left to the sentence reader.
 * @example
 * // '3. PLACE OF PERFORMANCE\nHarbor Clinic, Catharine, KS\nBuilding 104' -> two sites
 */
export function readSectionSites(docs: TextDocument[]): Site[] {
  const out: Site[] = [];
  for (const doc of docs) {
    let under: string | null = null;
    let offset = 0;
    let unclosed = 0;
    for (const line of doc.text.split('\n')) {
      const at = offset;
      offset += line.length + 1;
      if (PLACE_HEADING.test(line)) {
        // A word alone deep in a line's indent is a table header's wrapped rest ("Bait\n    Stations").
        if (!/^\s{6,}/.test(line)) under = line.trim();
        continue;
      }
      if (under === null) continue;
      if (isNextHeading(line)) {
        under = null;
        continue;
      }
      // A line that closes a parenthesis the line above opened is that line's wrapped rest.
      const depth = unclosed;
      unclosed = Math.max(0, unclosed + (line.match(/\(/g)?.length ?? 0) - (line.match(/\)/g)?.length ?? 0));
      if (depth > 0 || /^[^(]*\)/.test(line)) continue;
      const text = line.replace(/\s*\|\s*$/, '').trim();
      if (!text || text.length > 120 || /[a-z]{2}[.:]\s*$|^\|/.test(text) || /\b(?:shall|will)\b/i.test(text))
        continue;
      const plain = firstCell(text).replace(/^[-*•●▪◦]\s*|^\(?[a-z0-9]{1,2}[.)]\s+/i, '');
      // A header row's cell ("Clinic", "Office Name") names the column, not a site.
      const item = SITE_KIND_CELL.test(plain) ? null : (facility(plain) ?? barePlace(plain));
      if (item)
        out.push({
          document: doc.name,
          ref: under,
          quote: clip(text),
          offset: at,
          ...item,
          setting: 'government',
        });
    }
  }
  return out;
}
