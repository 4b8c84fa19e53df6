import { findInstallations, isPlace, STATE_NAME_PATTERN, STATE_PATTERN, stateCode } from './gazetteer';

/** A place named in a sentence, before it is judged a place of performance. */
export interface PlaceMention {
  name: string;
  city?: string;
  state?: string;
  installation?: string;
  index: number;
}

const WORD = "(?:[A-Z][A-Za-z'’.-]*|[A-Z]\\.)";
const CITY_STATE = new RegExp(
  `((?:${WORD}\\s+){0,3}${WORD}),\\s*(${STATE_PATTERN})(?![A-Za-z])(?:,?\\s*(\\d{5})(?:-\\d{4})?)?`,
  'g',
);
const STATE_NAMED_CITY = new RegExp(`^(?:\\s+[A-Z][a-z]+){1,2},\\s*${STATE_PATTERN}(?![A-Za-z])`);
/** A military installation by the shape of its name: "Fort Pelham", "Joint Base X-Y", "Marlow AFB". */
export const INSTALLATION_NAME =
  /(?:\b(?:Fort|Ft\.|Camp|Joint Base|Naval \w+(?: \w+)?|Marine Corps \w+(?: \w+)?)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?|(?:[A-Z][\w.'-]*\s+){1,3}(?:AFB|SFB|Air Force Base|Space Force Base|Arsenal|Army Airfield|Proving Ground|Army Depot))/;
const INSTALLATION_WORDS = new RegExp(`(?:${INSTALLATION_NAME.source})$`);
const STREET =
  /\b\d{1,5}\s+(?:[A-Z0-9][\w.'-]*\s+){1,5}(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Way|Lane|Ln\.?|Pike|Parkway|Pkwy\.?|Place|Pl\.?|Plaza|Court|Ct\.?|Circle|Highway|Hwy\.?)(?:\s+(?:NW|NE|SW|SE))?\.?,?\s*$/;
// Capitalised words that open a sentence or name a thing, not a place.
const NOT_CITY =
  /^(?:the|at|in|and|or|of|located|location|locations|site|sites|facility|facilities|headquarters|office|offices|building|campus|center|centre|contractor|government|federal|agency|department|suite|room|floor|street|avenue|road|performance|place|work|all|both|including|include|includes|within|from|to|for|on|near|its|their|our|this|these|those|area|region|county|city|state|attn|ste|tdps?|fletc|dot|irs|nih|gsa|dhs|usda|doe|dod|hq)$/i;

// Words that make a two- or three-word name a place name.
const GEO_FIRST =
  /^(?:Point|Port|Fort|Mount|Mt\.?|Lake|North|South|East|West|New|San|Santa|Saint|Los|Las|Cape|Grand|Glen)$/;
const GEO_LAST =
  /^(?:Springs|Lakes|Beach|Harbor|Harbour|Falls|Heights|Point|Bay|Valley|City|Island|Creek|Hills|Junction|Landing|Village|Canyon|Ridge)$/;

// "Prince George's County, Maryland" names a county, a region around the work, not its city.
const REGION_LAST = /^(?:County|Parish|Borough|Region|Area|District)$/;

// A state's full name that is not the start of a longer name ("Kansas City", "Washington Navy Yard").
const STATE_NAME = `(?:${STATE_NAME_PATTERN})(?![A-Za-z]|\\s+[A-Z])`;
// A list of states ("Kentucky, West Virginia, Tennessee and Ohio"): not the state of a city
// before it ("Kansas City, Missouri and Kansas"), nor a city's name before a state code.
const STATE_RUN = new RegExp(
  `(?<!,\\s*|[A-Z][\\w.'-]*\\s+)${STATE_NAME}(?:(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)${STATE_NAME})+(?!\\s*,\\s*[A-Z]{2}\\b)`,
  'g',
);

/** The states a list names, each a place of its own; three or more, or two joined by "and"/"or". */
function stateRuns(text: string): { mentions: PlaceMention[]; spans: [number, number][] } {
  const mentions: PlaceMention[] = [];
  const spans: [number, number][] = [];
  for (const m of text.matchAll(STATE_RUN)) {
    const names = [...m[0].matchAll(new RegExp(STATE_NAME, 'g'))];
    if (names.length < 3 && !/\s(?:and|or)\s/.test(m[0])) continue;
    const at = m.index ?? 0;
    spans.push([at, at + m[0].length]);
    for (const n of names) {
      const state = stateCode(n[0]);
      if (state) mentions.push({ name: n[0].replace(/\s+/g, ' '), state, index: at + (n.index ?? 0) });
    }
  }
  return { mentions, spans };
}

function trimCity(words: string[], state: string, fullName: boolean, zip: boolean): string | null {
  while (words.length > 0 && NOT_CITY.test(words[0] ?? '')) words.shift();
  if (words.length === 0 || REGION_LAST.test(words.at(-1) ?? '')) return null;
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const name = words.slice(-n).join(' ');
    if (isPlace(name, state)) return name;
  }
  // A name built like a place ("Point Mugu", "Mammoth Hot Springs") is credible without the gazetteer.
  const shaped = words.slice(-3).filter((w) => !NOT_CITY.test(w));
  for (let n = shaped.length; n >= 2; n--) {
    const part = shaped.slice(-n);
    if (GEO_FIRST.test(part[0] ?? '') || GEO_LAST.test(part.at(-1) ?? '')) return part.join(' ');
  }
  // A full state name or a ZIP code makes the place credible without the gazetteer.
  if (!fullName && !zip) return null;
  // The capitalised run before the state, up to three words ("Mammoth Hot Springs, Wyoming").
  const run: string[] = [];
  for (let i = words.length - 1; i >= 0 && run.length < 3 && !NOT_CITY.test(words[i] ?? ''); i--)
    run.unshift(words[i] ?? '');
  return run.length > 0 ? run.join(' ') : (words.at(-1) ?? null);
}

/**
 * Places named in a sentence: "City, State" and "City, ST" (checked against the gazetteer unless
 * a ZIP code or the full state name vouches for them), street addresses before them,
 * installations and federal campuses, and lists of whole states ("in Ohio, Indiana and Iowa").
 * @example
 * findPlaces('located in Glynco, Georgia and Artesia, New Mexico').map((p) => p.name) // ['Glynco, Georgia', 'Artesia, New Mexico']
 */
export function findPlaces(text: string): PlaceMention[] {
  const out: PlaceMention[] = [];
  const re = new RegExp(CITY_STATE.source, 'g');
  const installations = findInstallations(text);
  const states = stateRuns(text);
  out.push(...states.mentions);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const rawState = m[2] ?? '';
    const stateAt = m.index + m[0].indexOf(rawState, (m[1] ?? '').length);
    // "Ohio, Virginia" inside a list of states names two states, not a city.
    if (states.spans.some(([from, to]) => stateAt >= from && stateAt < to)) continue;
    // "Washington, DC": a state's name used as the city of the next state.
    if (
      !m[3] &&
      new RegExp(`^,\\s*${STATE_PATTERN}(?![A-Za-z])`).test(text.slice(stateAt + rawState.length))
    ) {
      re.lastIndex = stateAt;
      continue;
    }
    // "Virginia Beach, Virginia", "Kansas City, MO": a city named after a state, not the state.
    if (rawState.length > 2 && STATE_NAMED_CITY.test(text.slice(stateAt + rawState.length))) {
      re.lastIndex = stateAt;
      continue;
    }
    const near = installations.find(
      (i) => i.index <= stateAt && stateAt < i.index + i.name.length + 40 && i.state,
    );
    if (near) {
      // "Naval Base Ventura County (NBVC), Point Mugu, California": the document's city wins.
      const named = (m[1] ?? '').split(/[\s,()]+/).filter(Boolean);
      const city = named.length > 0 ? trimCity(named, near.state ?? '', rawState.length > 2, false) : null;
      if (
        city &&
        stateCode(rawState) === near.state &&
        !near.name.includes(city) &&
        (m.index ?? 0) >= near.index + near.name.length - 1
      )
        near.city = city;
      continue;
    }
    const state = stateCode(rawState);
    if (!state) continue;
    const fullName = rawState.length > 2;
    const words = (m[1] ?? '').split(/\s+/);
    // "Hill AFB, Utah": an installation named with its state, not a city.
    const base = (m[1] ?? '').match(INSTALLATION_WORDS);
    if (base) {
      out.push({
        name: `${base[0]}, ${rawState}`,
        installation: base[0],
        state,
        index: (m.index ?? 0) + (m[1] ?? '').indexOf(base[0]),
      });
      continue;
    }
    const city = trimCity(words, state, fullName, Boolean(m[3]));
    if (!city) continue;
    const at = (m.index ?? 0) + (m[1] ?? '').lastIndexOf(city);
    // "occasional travel to San Diego, California" is a trip, not a place of performance.
    if (
      /travel(?:s|ing)?\s+(?:to|between)\s+(?:[\w.,'-]+\s+){0,6}$/i.test(text.slice(Math.max(0, at - 80), at))
    )
      continue;
    const street = text.slice(Math.max(0, at - 90), at).match(STREET);
    const name = `${street ? `${street[0].replace(/[,\s]+$/, '')}, ` : ''}${city}, ${rawState.replace(/\s+/g, ' ')}`;
    out.push({ name, city, state, index: street ? at - street[0].length : at });
  }
  for (const i of installations) {
    if (out.some((p) => Math.abs(p.index - i.index) < 3)) continue;
    out.push({
      name: i.name,
      installation: i.name,
      ...(i.state ? { state: i.state } : {}),
      ...(i.city ? { city: i.city } : {}),
      index: i.index,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}
