import type { Site, Table } from '../model';
import type { TextDocument } from '../parts';
import { familyOf } from '../vocabulary/index';
import { clip } from './context';
import { findFacilities } from './facility-names';

// The kinds of place a table can run its columns over ("towers are the columns", "by site").
const SITE_KIND =
  /\b(?:sites?|locations?|towers?|lookouts?|stations?|units?(?!\s+(?:prices?|rates?|costs?|of\s+(?:measure|issue)))|facilit(?:y|ies)|hatcher(?:y|ies)|refuges?|campus(?:es)?|buildings?|cent(?:er|re)s?|clinics?|offices?|depots?|annex(?:es)?|installations?|parks?|districts?)\b/i;
// Column labels that name a period, a measure or a total, not a place.
const NOT_PLACE_LABEL =
  /\b(?:total|year|period|base|option|hours?|rate|price|amount|qty|quantity|item|description|notes?|clin|estimated|cost|fte|days?|weeks?|months?|each|per|all|other|remarks|count|number|no|sum|average|minimum|maximum|summer|winter|spring|fall|season)\b|\d/i;
const HEADER_WORD =
  /\b(?:area|task|frequency|type|status|name|title|position|role|shift|schedule|site|location|service|standard|level|category|scope|method|source|owner|responsib\w*|deliverable|requirement|activity|condition|tier|phase)\b/i;
const PROPER = /^(?:[A-Z][a-z][A-Za-z'’.-]*)(?:\s+[A-Z][a-z][A-Za-z'’.-]*){0,3}$/;

/**
 * Sites that run across a table's header ("| Item | Baldy Knob | Cougar Peak | Lost Horse |"
 * under "Table 1 gives the requirement tower by tower"): two or more columns, each a proper
 * name that is no period, measure, total or job title, in a table whose lead names a kind of place.
 * @example
 * // 'Requirements by station:' then | Item | Elk Ridge | Bear Flat | -> sites 'Elk Ridge', 'Bear Flat'
 */
export function readHeaderSites(tables: Table[], docs: TextDocument[]): Site[] {
  const out: Site[] = [];
  for (const table of tables) {
    // A first column headed by a kind of place lists the places down the rows, not across.
    if (SITE_KIND.test(table.header[0] ?? '')) continue;
    const names = table.header.slice(1).map((h) => h.trim());
    const places = names.filter(
      (h) => PROPER.test(h) && !NOT_PLACE_LABEL.test(h) && !HEADER_WORD.test(h) && !familyOf(h),
    );
    if (places.length < 2 || places.length < names.filter(Boolean).length - 1) continue;
    // Names of places run to two words or more ("Baldy Knob"); one-word labels are most often headers.
    if (places.filter((h) => h.includes(' ')).length * 2 < places.length) continue;
    const doc = docs.find((d) => d.name === table.document);
    const lead = `${table.caption ?? ''} ${doc ? doc.text.slice(Math.max(0, table.start - 300), table.start) : ''}`;
    if (!SITE_KIND.test(lead)) continue;
    for (const name of places)
      out.push({
        document: table.document,
        ref: table.ref,
        quote: clip(table.header.join(' | ')),
        offset: table.start,
        name,
        setting: 'government',
      });
  }
  return out;
}

// A line that opens the place of performance, run in or as a heading.
const PLACE_LEAD = /places? of performance|work (?:sites|locations)|performance (?:sites|locations)/i;
const ITEM = /^\s*(?:\(?[a-z0-9]{1,2}[.)])\s+(?<text>\S.*)$/i;

/**
 * The columns of a page set in two (a PDF's text keeps both on one line, far apart): the left
 * column's lines, then the right's, each in order. A page of one column is returned as it is.
 */
export function columnStreams(text: string): string[][] {
  const lines = text.split('\n');
  const left: string[] = [];
  const right: string[] = [];
  let split = 0;
  for (const line of lines) {
    const m = line.match(/^(.*?\S)?(\s{4,})(\S.*)$/);
    const at = m ? (m[1]?.length ?? 0) + (m[2]?.length ?? 0) : 0;
    if (m && at >= 40) {
      split++;
      left.push(m[1] ?? '');
      right.push(m[3] ?? '');
    } else left.push(line);
  }
  return split >= 6 ? [left, right] : [lines];
}

/**
 * Named facilities listed by letter or number in the place of performance ("C.4 Field units
 * (place of performance)." then "1. Granite Basin Unit – Owyhee County, Idaho"), the list read
 * down its own column where the page is set in two.
 * @example
 * // 'C.4 Places of performance.\n1. Elk Flats Unit – Teton County\n2. Bison Draw Unit' -> two sites
 */
export function readListedFacilities(docs: TextDocument[]): Site[] {
  const out: Site[] = [];
  for (const doc of docs)
    for (const stream of columnStreams(doc.text)) {
      let lead = -1;
      let ref = '';
      stream.forEach((line, i) => {
        if (PLACE_LEAD.test(line)) {
          lead = i;
          ref = line.trim().match(/^(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})*/)?.[0] ?? line.trim().slice(0, 80);
          return;
        }
        if (lead < 0 || i - lead > 16) return;
        const item = line.match(ITEM)?.groups?.text;
        const f = item ? findFacilities(item)[0] : undefined;
        if (!item || !f || f.index > 0) return;
        lead = i;
        out.push({
          document: doc.name,
          ref,
          quote: clip(item),
          name: f.name,
          installation: f.name,
          setting: 'government',
        });
      });
    }
  return out;
}
