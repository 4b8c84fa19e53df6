import { clip, sectionSentences } from '../text';
import type { PlaceDriver, Section } from '../types';

const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
// A city name: up to four capitalised words or initials ("St. Louis", "Fort George G. Meade").
const CITY_NAME = '(?:[A-Z][a-z]+\\.?|[A-Z]\\.)(?:\\s(?:[A-Z][a-z]+\\.?|[A-Z]\\.)){0,3}';
const ADDRESS = new RegExp(
  `\\b\\d{1,5}\\s+(?:[A-Z0-9][\\w.'-]*\\s+){1,4}(?:Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Drive|Dr\\.?|Way|Lane|Pike|Parkway|Place|Plaza|Court|Circle|Highway|NW|NE|SW|SE)(?:\\s+(?:NW|NE|SW|SE))?[,\\s]+(${CITY_NAME})[,\\s]+(${STATES})\\b`,
);

/** The location a sentence about the place of performance names; null when none. */
export function locationOf(sentence: string): string | null {
  if (
    /\b(remote(?:ly)?|telework|virtual(?:ly)?|work at their homes)\b/i.test(sentence) &&
    !/on[- ]site/i.test(sentence)
  ) {
    return 'Remote';
  }
  if (/contractor['’]?s?\s+(own\s+)?(facilit|site|location|premises|office)/i.test(sentence)) {
    const city = sentence.match(CITY);
    return city ? `Contractor facility, ${city[1]}, ${city[2]}` : 'Contractor facility';
  }
  const address = sentence.match(ADDRESS);
  if (address) return address[0].replace(/\s+/g, ' ').replace(/\s*,?\s*$/, '');
  return null;
}

const CITY = new RegExp(`\\b(${CITY_NAME}),\\s*(${STATES})\\b`);

/** In a sentence about the place of performance, a city and state or the Government's site also count. */
function explicitLocationOf(sentence: string): string | null {
  const found = locationOf(sentence);
  if (found) return found;
  const city = sentence.match(CITY);
  if (city) return `${city[1]}, ${city[2]}`;
  if (/government(?:['’]s)?\s+(facilit|site|premises|location)|\bon[- ]site\b/i.test(sentence))
    return 'On-site (Government facility)';
  return null;
}

/**
 * Places of performance: what sentences about the place of performance say (the contractor's
 * facility, remote work, a street address), then addresses the work is "located at".
 * @example
 * extractPlaces([{ ref: '6.0', title: 'Place of Performance', text: 'The place of performance is 310 Lowell Street, Andover, MA.', document: 'pws', start: 0 }])[0]?.location // '310 Lowell Street, Andover, MA'
 */
export function extractPlaces(sections: Section[]): PlaceDriver[] {
  const stated: PlaceDriver[] = [];
  const located: PlaceDriver[] = [];
  for (const section of sections) {
    const titled = /place (?:and hours )?of performance|location/i.test(section.title);
    if (!titled && !/place of performance|located at|location:|performed at/i.test(section.text)) continue;
    for (const s of sectionSentences(section)) {
      const explicit = titled || /place of performance/i.test(s);
      if (!explicit && !/located at|location:|performed at/i.test(s)) continue;
      const location = explicit ? explicitLocationOf(s) : locationOf(s);
      if (!location) continue;
      const driver = { location, ref: section.ref, quote: clip(s, 200) };
      (explicit ? stated : located).push(driver);
    }
  }
  return [...stated, ...located];
}
