import type { Site } from '../model';
import { type FactContext, type Located, sourceOf } from './context';
import { countedFacilities, findFacilities } from './facility-names';
import { findPlaces, INSTALLATION_NAME, type PlaceMention } from './place-phrases';
import { NUMBER } from './numbers';
import { facility, opensSiteList, SITE_NOUNS } from './site-lists';
import { settingUnits } from './setting-units';
import { PROSE_WORD } from './subject';
import { TITLE_WORK, titlePlaces } from './title-places';

// Sessions, classes or meetings held online: remote work, said of the service rather than the worker.
const VIRTUAL =
  /\b(?:sessions?|meetings?|classes|courses?|training|coaching|tutoring|counsel(?:l)?ing|consultations?|interviews?|appointments?|instruction)\b[^.;]{0,40}?\b(?:are|is|will be|shall be)\s+(?:held\s+|delivered\s+|conducted\s+|provided\s+|offered\s+)?(?:virtual(?:ly)?|online)\b|\bvirtual by default\b|\b(?:delivered|held|conducted|provided)\s+(?:virtually|online)\b/i;
// The sentence says where the work is done.
const PERFORMANCE =
  /place(?:s)? of performance|(?:perform|work|services?|support|provid|furnish|staff|deliver|conduct|operat|maintain|repair|replac|install|inspect|renovat|construct)\w*\b[^.;]{0,60}\b(?:at|in|on|from)\b|located (?:at|in)|on[- ]?site\b|\bsites? (?:are|is|include|will be)|locations? (?:are|is|include|will be)|\blocations?:|delivery points|supported (?:sites|locations)|following (?:sites|locations|facilities)|work remotely|telework|remote work|duty stations?|home[- ]?port(?:ed)?\s+(?:at|in|is)\b|\b(?:moored|berthed|stationed)\s+(?:at|in)\b|\bin[- ]person\b[^.;]{0,40}\b(?:at|in)\s+[A-Z]/i;
// A scope sentence whose place comes after a long list of what is provided: "The Contractor shall
// provide all labor, supervision, tools ... to inspect, test and maintain the systems at the
// Oakmont Federal Complex": a named place (capitalised) after "at the" or "in the".
// A request letter's opening says the same: "requests quotations for a physical inventory ... at the
// Merrowby Science Campus".
const SCOPE_AT =
  /\b(?:[Ss]hall\s+(?:provide|perform|furnish)|requests?\s+(?:quotations|quotes|proposals|offers|bids)\s+for)\b[^.;]{0,300}?\s(?:at|in)\s+the\s+[A-Z][a-z]/;
// The work done from places it counts and names: "from two stations: Station 1, ...; and Station 2, ...".
const FROM_COUNTED = String.raw`(?:from|at|in)\s+(?:${NUMBER})\s+(?:\(\d+\)\s+)?(?:[a-z-]+\s+){0,2}${SITE_NOUNS}\s*:\s*`;
const FROM_COUNTED_PLACES = new RegExp(String.raw`\b${FROM_COUNTED}[A-Z]`);
// Addresses that are not places of performance: offices that contract, pay or receive mail.
const NOT_PERFORMANCE =
  /contracting (?:office|officer)|issued by|administered by|mail(?:ing)?\b|submit|invoic|payment|remit|past performance|references?\b|offeror['’]s|quoter['’]s|vendor['’]s|point of contact|\bPOC\b|telephone|phone|e-?mail|attn\b|correspondence|proposals? (?:are|shall|must)|quotes? (?:are|shall|must)|hand[- ]carried|courier|shipping|ship to|bill to|incorporated in|principal place of business|(?:offerors?|quoters?|vendors?|firms?|businesses) (?:located|based|headquartered)|\bPIV\b|badge|card issuance/i;
// An office's words or address in a line that also holds a title.
const OFFICE = new RegExp(`${NOT_PERFORMANCE.source}|\\bshall\\b|\\bcontracting\\b|\\boffice\\b`, 'gi');
// A form's label with dot leaders ("Location ....... Naval Base Ventura County,"), its value wrapping on.
const LEADER = /\b(?:locations?|sites?|places? of performance)\s*(?:\.{3,}|…+)\s*/gi;
// The next label of the form, which ends the value.
const NEXT_LABEL = /\s(?:[A-Z(][\w()/,-]*\s+){0,5}?[\w()/,-]+\s*(?:\.{3,}|…+)/;
const INLINE_RUN = new RegExp(
  String.raw`\b(?:(?:performed|located|provided|required)\s+(?:at|in)\s+(?:the\s+following\s*:?\s*)?|[Pp]laces?\s+of\s+[Pp]erformance\s*(?:is|are|includes?|:)\s*(?:as\s+follows\s*:?\s*)?|${FROM_COUNTED})(?<run>[A-Z][^:]*)$`,
);
// A sentence that counts the places it goes on to list ("Fort X operates two swimming facilities
// for ...:", "The project comprises three buildings:"), its items the sites.
const COUNTS_PLACES = new RegExp(
  `\\b(?:operates|maintains|manages|runs|owns|has|comprises|consists\\s+of|includes|covers|serves)\\s+(?:${NUMBER})\\s+(?:[\\w-]+\\s+){0,2}${SITE_NOUNS}\\b[^:]{0,120}:\\s*$`,
  'i',
);
// A list item that names its site first and describes it after: "a. The Hollis Aquatic Center
// (Building 16, 9 Drive Road), an indoor pool with ...": the name before the description.
const LEAD_NAME =
  /^[\s|]*(?:[-*•●▪◦]|[a-z0-9]{1,2}[.)](?!\d)|\([a-z0-9]{1,2}\))\s*(?:[Tt]he\s+)?(?<name>[A-Z][\w'&.-]*(?:\s+(?:of|and|&|[A-Z][\w'&.-]*)){0,7}),\s+(?:an?|the|which|with|where|housing|comprising|consisting)\b/;
// A section titled just "Place", or run in ("C.3 PLACE. Hangar 2, ..."), says where the work is done.
const TITLED =
  /places? of performance|location|sites?\b|work area|place and hours|(?:^|\/)\s*places?(?:\.|\s*(?:\/|$))/i;
const REMOTE = new RegExp(
  `${/\bremotely\b|telework(?:ing)?|work(?:ing)? from home|remote (?:work|performance)|(?:at|from) (?:an? |the |its |their )?remote (?:locations?|sites?|offices?)|\bvirtually\b/.source}|${VIRTUAL.source}`,
  'i',
);
// Telework allowed only while the government is closed is not a place of performance.
const CLOSURE = /shuts? ?down|closure|closed|inclement|emergenc/i;
const CONTRACTOR = /contractor['’]?s?\s+(?:own\s+)?(?:facilit|site|location|premises|office|workplace)/i;
/** The contractor's own premises named by their kind: "at the Contractor's shop", "performed at the Contractor's laboratory". */
const CONTRACTOR_KIND =
  /\b(?:at|in|from|within)\s+(?:the\s+|its\s+)?contractor['’]?s\s+(?:own\s+)?(?:(?:certified|accredited|licensed|secure|approved)\s+)?(shop|workshop|laborator(?:y|ies)|lab|plant|warehouse|studio|depot|yard|kitchen|garage|mill|bindery)\b(?!\s+(?:drawings?|orders?|stewards?|supervisors?|managers?|reports?|results|data|staff|personnel|equipment|tests?))/i;
const MARKER_LEAD = /^[\s|]*(?:[-*•●▪◦]|[a-z0-9]{1,2}[.)](?!\d)|\([a-z0-9]{1,2}\))\s/i;
const GOVERNMENT = /government|on[- ]?site|federal|installation|campus|headquarters|\bbase\b|agency/i;

/** A site that is a whole state ("Kentucky"), named in a list of states. */
const stateOnly = (site: Site) =>
  Boolean(site.state) && !site.city && !site.installation && !/\d/.test(site.name);

function setting(unit: Located): Site['setting'] | undefined {
  return GOVERNMENT.test(unit.text) ? 'government' : undefined;
}

/**
 * Places of performance: sites named in sentences that say where the work is done (or in
 * sections about the place of performance, and in the list that follows such a sentence),
 * installations and federal campuses, street addresses, the contractor's facility and remote
 * work. Addresses of contracting and paying offices, past-performance references and the
 * offeror's own address are left out.
 * @example
 * // 'FLETC TDPs are located in Glynco, Georgia, Charleston, South Carolina and Artesia, New Mexico.'
 * // -> three sites: Glynco GA, Charleston SC, Artesia NM
 */
export function readSites(ctx: FactContext): Site[] {
  const out: Site[] = [];
  const seen = new Set<string>();
  // Sites by key; a facility named in a site list replaces the bare city it stands in.
  const cityOf = (site: Site) =>
    `${(site.city ?? site.installation ?? site.name).toLowerCase()}|${site.state ?? ''}`;
  const facilities = new Set<Site>();
  const add = (site: Site, named?: string) => {
    // A facility named twice is one site, its mention with a city and state kept.
    const same = site.installation
      ? out.findIndex((s) => s.installation?.toLowerCase() === site.installation?.toLowerCase())
      : -1;
    if (same >= 0) {
      if (site.city && !out[same]?.city) out[same] = site;
      return;
    }
    // Street addresses in one city are different sites; a city named twice is one.
    const key = named ?? (/^\d/.test(site.name) ? site.name.toLowerCase() : cityOf(site));
    if (seen.has(key)) return;
    seen.add(key);
    const city = cityOf(site);
    if (!named && [...facilities].some((f) => cityOf(f) === city)) return;
    if (named) {
      facilities.add(site);
      const bare = out.findIndex(
        (s) => !facilities.has(s) && (site.city || site.installation) && cityOf(s) === city,
      );
      if (bare >= 0) {
        out[bare] = site;
        return;
      }
    }
    out.push(site);
  };
  for (const units of ctx.byDocument.values()) {
    let listUntil = -1;
    let openedAt = -1;
    // Whether the open list names its items as sites, so an item without a state is a site.
    let named = false;
    units.forEach((unit, i) => {
      for (const m of unit.text.matchAll(LEADER)) {
        const rest = unit.text.slice((m.index ?? 0) + m[0].length);
        const next = rest.search(NEXT_LABEL);
        const value = rest.slice(0, next >= 0 ? next : 200);
        if (!NOT_PERFORMANCE.test(value)) readPlaces({ ...unit, text: value });
      }
      if (unit.text.length > 900 || NOT_PERFORMANCE.test(unit.text)) return;
      const short = unit.text.length < 200;
      const bullet =
        short && /^[\s|]*(?:[-*•●▪◦]|[a-z0-9]{1,2}[.)](?!\d)|\([a-z0-9]{1,2}\))/i.test(unit.text);
      // Items after the opener: bullets, table rows, or the one line right after it (an inline run).
      const item =
        bullet ||
        (short && unit.row) ||
        (i === openedAt + 1 && unit.text.length < 300) ||
        (named && unit.text.length < 600 && MARKER_LEAD.test(unit.text));
      const inList = i <= listUntil && item;
      // Items named without a state are sites only while the list runs on without a break.
      if (named && !item) named = false;
      const stated =
        PERFORMANCE.test(unit.text) ||
        VIRTUAL.test(unit.text) ||
        SCOPE_AT.test(unit.text) ||
        FROM_COUNTED_PLACES.test(unit.text);
      if (!stated && COUNTS_PLACES.test(unit.text)) {
        listUntil = i + 30;
        openedAt = i;
        named = true;
        return;
      }
      // A long item of a list of sites, its name before its description.
      if (named && i <= listUntil && MARKER_LEAD.test(unit.text) && leadName(unit)) return;
      const counted = stated ? [] : countedFacilities(unit.text);
      for (const f of counted)
        add({ ...sourceOf(unit), name: f.name, installation: f.name, setting: 'government' });
      if (counted.length) return;
      // "at the Contractor's shop" says where the work is done by itself.
      if (!stated && !TITLED.test(unit.titles) && !inList && !CONTRACTOR_KIND.test(unit.text)) return;
      // A sentence ending in a colon, a 'following sites' sentence or a heading opens a list of sites.
      if (
        stated &&
        (/:\s*$|following (?:sites|locations|facilities)/i.test(unit.text) || unit.text.length < 60)
      ) {
        listUntil = i + 30;
        openedAt = i;
        named = opensSiteList(unit.text);
        readPlaces(unit);
        return;
      }
      if (named && i <= listUntil && item && namedItem(unit)) return;
      if (stated && inlineRun(unit)) return;
      readPlaces(unit);
    });
  }
  // With no sentence saying where, the solicitation's title names the project and its place
  // ("Roof Replacement, Regional Warehouse, Stockton, California"): a short line near the top
  // naming the work, not an address block of the issuing office. A place without a state
  // ("FIRE WATCH SERVICES - HARROWGATE") counts when the text names it again.
  if (!out.length)
    for (const units of ctx.byDocument.values())
      for (const unit of units.slice(0, 12)) {
        if (!TITLE_WORK.test(unit.text) || /^\W*\d+\s/.test(unit.text)) continue;
        // The title may follow the issuing office's lines, run into one unit: what comes after them.
        const title = unit.text.slice(
          Math.max(0, ...[...unit.text.matchAll(OFFICE)].map((m) => (m.index ?? 0) + m[0].length)),
        );
        if (title.length > 220) continue;
        if (title === unit.text) readPlaces(unit);
        const body = ctx.units.filter((u) => u !== unit && u.text !== unit.text).map((u) => u.text);
        for (const name of titlePlaces(title, body.join('\n')))
          add({ ...sourceOf(unit), name, installation: name, setting: 'government' });
      }
  // Nor in the title: an installation the work statement names as the owner of what is worked on
  // ("The Fort Pelham water system has 1,200 valves"), away from any address or contracting office.
  if (!out.length)
    for (const unit of ctx.units) {
      if (
        unit.text.length > 900 ||
        NOT_PERFORMANCE.test(unit.text) ||
        /\bcontracting\b|\b\d{5}\b/i.test(unit.text)
      )
        continue;
      const name = unit.text.match(INSTALLATION_NAME)?.[0].replace(/^(?:The|At|On|In)\s+/, '');
      if (name) add({ ...sourceOf(unit), name, installation: name, setting: 'government' });
    }
  // The land unit or facility the title or the background's first sentence names ("<Name> Herd
  // Management Area", "<Name> Basin"): the area the other sites lie in (named in the locations,
  // never a site the work is spread over), or the site itself where no other is read (`settleAreas`).
  const units = titleUnits(ctx);
  // A unit named twice (the title, then the background) keeps the mention that says where it lies.
  for (const { unit, found } of units.filter(
    (u, i) =>
      units.findIndex(
        (v) => v.found.name === u.found.name && Boolean(v.found.where) === Boolean(u.found.where),
      ) === i &&
      (u.found.where || !units.some((v) => v.found.name === u.found.name && v.found.where)),
  )) {
    const name = found.where
      ? `${found.name}${found.where.startsWith('(') ? ' ' : ', '}${found.where}`
      : found.name;
    const lower = found.name.toLowerCase();
    if (out.some((s) => [s.name, s.installation].some((n) => n?.toLowerCase().includes(lower)))) continue;
    const work = out.filter((s) => s.setting !== 'remote' && s.setting !== 'contractor' && !s.area);
    // A unit in the one city the sites name is that city's site ("<Name> Job Corps Center, Tilden, OR").
    const inCity = found.city ? work.findIndex((s) => !s.installation && s.city === found.city) : -1;
    const site: Site = {
      ...sourceOf(unit),
      name,
      installation: found.name,
      ...(found.city ? { city: found.city } : {}),
      ...(found.state ? { state: found.state } : {}),
      setting: 'government',
    };
    if (inCity >= 0) out[out.indexOf(work[inCity] as Site)] = site;
    else out.push({ ...site, area: true });
  }
  // A state a list names is a site only where no place in it is named ("in Idaho and Nevada"
  // over the sites in Twin Falls and Elko is the region they lie in).
  return out.filter(
    (site) =>
      !stateOnly(site) ||
      !out.some((other) => other !== site && other.state === site.state && !stateOnly(other)),
  );

  function leadName(unit: Located): boolean {
    const name = unit.text.replace(/\s*\([^)]*\)/g, '').match(LEAD_NAME)?.groups?.name;
    return name ? namedItem({ ...unit, text: name, quote: unit.quote ?? unit.text }) : false;
  }

  // A sentence naming its sites in one run after "at": "performed at Building 104; Building 212; the Annex."
  function inlineRun(unit: Located): boolean {
    const run = unit.text.match(INLINE_RUN)?.groups?.run;
    if (!run?.includes(';')) return false;
    return namedItem({ ...unit, text: run.replace(/[.\s]+$/, '') });
  }

  // An item of a list of sites: the facility's own name is kept ("Harbor Clinic, Portsmouth,
  // Virginia" is a site apart from another clinic in Portsmouth); a name without a place too.
  // An inline run ("A, Norfolk, Virginia; B, Portsmouth, Virginia and C") is split into items.
  function namedItem(unit: Located): boolean {
    // Notes in parentheses ("(27 buildings; 412,000 gross square feet)") are not items.
    const text = (unit.row ? (unit.text.split(/\s*\|\s*/).find(Boolean) ?? '') : unit.text)
      .replace(/\s*\([^)]*\)/g, '')
      .trim();
    const parts =
      findPlaces(text).length > 1 || text.includes(';')
        ? text.split(/\s*;\s*(?:and\s+)?|,?\s+and\s+(?=[A-Z])/)
        : [text];
    const items = parts.map(facility);
    if (items.some((x) => x === null)) return false;
    for (const site of items)
      if (site)
        add(
          {
            ...sourceOf(unit),
            ...site,
            ...(setting(unit) || site.installation ? { setting: 'government' as const } : {}),
          },
          site.name.toLowerCase(),
        );
    return true;
  }

  function readPlaces(unit: Located): void {
    const kind = unit.text.match(CONTRACTOR_KIND)?.[1]?.toLowerCase().replace(/ies$/, 'y');
    if (kind) add({ ...sourceOf(unit), name: `Contractor's ${kind}`, setting: 'contractor' });
    else if (CONTRACTOR.test(unit.text))
      add({ ...sourceOf(unit), name: 'Contractor facility', setting: 'contractor' });
    if (
      REMOTE.test(unit.text) &&
      !CLOSURE.test(unit.text) &&
      !/\bnot\b[^.]{0,30}(?:remote|telework)/i.test(unit.text)
    )
      add({ ...sourceOf(unit), name: 'Remote', setting: 'remote' });
    for (const p of namedPlaces(unit.text)) {
      const where = setting(unit) ?? (p.installation ? 'government' : undefined);
      // An installation is named with its city and state, so a reader sees where it is.
      const where2 = [p.city, p.state].filter(Boolean).join(', ');
      add({
        ...sourceOf(unit),
        name: p.installation && where2 ? `${p.name}, ${where2}` : p.name,
        ...(p.city ? { city: p.city } : {}),
        ...(p.state ? { state: p.state } : {}),
        ...(p.installation ? { installation: p.installation } : {}),
        ...(where ? { setting: where } : {}),
      });
    }
  }
}

/**
 * Land units named as the area of the work stay areas only beside other places of work; alone,
 * a unit is the site itself.
 * @example
 * settleAreas([{ name: 'X Basin', area: true, document: '', ref: '', quote: '' }])[0]?.area // undefined
 */
export function settleAreas(sites: Site[]): Site[] {
  const others = sites.some((s) => !s.area && s.setting !== 'remote' && s.setting !== 'contractor');
  return others ? sites : sites.map(({ area: _area, ...s }) => s);
}

// A section that introduces the work: its first sentence names what the work is about.
const BACKGROUND =
  /\b(?:background|introduction|overview|general|purpose|description of (?:services|work|the work))\b/i;
const BACKGROUND_HEAD =
  /^\W*(?:[A-Z]?\.?\d+(?:\.\d+)*\.?\s+)?(?:background|introduction|overview|general(?: information)?|description of (?:services|work|the work))\s*[.:]?\s*/i;

/**
 * The units named in each document's title lines (its first short lines, after an issuing
 * office's address) and in the first sentence of its background.
 */
function titleUnits(ctx: FactContext): { unit: Located; found: ReturnType<typeof settingUnits>[number] }[] {
  const out: { unit: Located; found: ReturnType<typeof settingUnits>[number] }[] = [];
  for (const units of ctx.byDocument.values()) {
    const lines: { unit: Located; text: string }[] = [];
    // The title may follow a form's header blocks: the head up to the first section or duty.
    for (const unit of units.slice(0, 30)) {
      if (/^\W*section\b|\b(?:shall|will|must)\b/i.test(unit.text)) break;
      if (unit.text.length > 300 || /^\s*(?:issued|administered)\b/i.test(unit.text)) continue;
      const text = unit.text.slice(
        Math.max(0, ...[...unit.text.matchAll(OFFICE)].map((m) => (m.index ?? 0) + m[0].length)),
      );
      // A title, not a sentence: no lower-case word of four letters or more ("manages", "worked").
      if (text.length <= 220 && !PROSE_WORD.test(text.replace(/[*#_`>]+/g, ' '))) lines.push({ unit, text });
    }
    const first = units.findIndex(
      (u, i) =>
        (BACKGROUND.test(u.titles.split(' / ')[0] ?? '') ||
          BACKGROUND_HEAD.test(units[i - 1]?.text ?? '') ||
          BACKGROUND_HEAD.test(u.text)) &&
        u.text.replace(BACKGROUND_HEAD, '').split(/\s+/).length >= 4,
    );
    const opening = units[first];
    if (opening && !NOT_PERFORMANCE.test(opening.text))
      lines.push({ unit: opening, text: opening.text.replace(BACKGROUND_HEAD, '') });
    for (const { unit, text } of lines) for (const found of settingUnits(text)) out.push({ unit, found });
  }
  return out;
}

/**
 * Places a sentence names, a facility by its own name taking the address that follows it
 * ("Rocky Ford National Fish Hatchery, 88 Spillway Lane, Rocky Ford, Wyoming" is the hatchery
 * in Rocky Ford, Wyoming; so is "... Fish Hatchery (RFNFH), Rocky Ford, Wyoming").
 */
function namedPlaces(text: string): PlaceMention[] {
  const places = findPlaces(text);
  const out: PlaceMention[] = [];
  const used = new Set<PlaceMention>();
  for (const f of findFacilities(text)) {
    const end = f.index + f.name.length;
    if (places.some((p) => p.index <= f.index && f.index < p.index + p.name.length)) continue;
    // Its short name in parentheses may stand between ("... Laboratory (FSCL), Lincoln, Nebraska").
    const next = places.find(
      (p) => p.index >= end && /^[\s,–-]*(?:\([^()]{1,30}\)[\s,–-]*)?$/.test(text.slice(end, p.index)),
    );
    if (next) used.add(next);
    // The installation's city and state are added to its name where it becomes a site.
    out.push({
      name: f.name,
      installation: f.name,
      ...(next?.city ? { city: next.city } : {}),
      ...(next?.state ? { state: next.state } : {}),
      index: f.index,
    });
  }
  return [...places.filter((p) => !used.has(p)), ...out].sort((a, b) => a.index - b.index);
}
