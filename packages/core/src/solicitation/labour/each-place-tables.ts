import type { LabourCategory, Site, StatedAmount } from '../model';
import { tidy } from './cells';
import { eachPlaceIn } from './count-scope';
import type { StaffingRead } from './staffing-read';

/** The places of work a per-place count repeats at: government sites, not remote or the contractor's own. */
export const workSites = (sites: Site[]) =>
  sites.filter((s) => s.setting !== 'remote' && s.setting !== 'contractor' && !s.area);

// A sentence that speaks of the staffing a table states ("the staffing below", "the following positions").
const ABOUT_STAFF = /\b(?:staff(?:ing)?|personnel|positions?|team|labou?r|table|below|following)\b/i;

/** The sentences of the lead that speak of the table's staffing. */
const staffSentences = (lead: string) =>
  lead
    .split(/(?<=[.;:])\s+|\n\s*\n/)
    .filter((s) => ABOUT_STAFF.test(s))
    .join('\n');

const times = (a: StatedAmount, n: number): StatedAmount => ({
  ...a,
  ...(a.hours !== undefined ? { hours: tidy(a.hours * n) } : {}),
  ...(a.fte !== undefined ? { fte: tidy(a.fte * n) } : {}),
  ...(a.people !== undefined ? { people: tidy(a.people * n) } : {}),
});

/**
 * A staffing table the text before it says is required at each place ("The staffing below is
 * required at each of the three (3) clinics", "Each site shall be staffed as follows" read as
 * "at each site"): its rows repeat at each place the document lists, or, when the list does not
 * hold the number of places the sentence states, its amounts are multiplied by that number. A
 * table already by place, or one whose lead says nothing of each place, is left as it is.
 * @example
 * // lead 'The following positions are required at each site:' and sites Denver, Austin:
 * // a row 'Custodian | 2' becomes Custodian at Denver 2 and Custodian at Austin 2
 */
export function repeatAtEachPlace(read: StaffingRead, lead: string, sites: Site[]): StaffingRead {
  if (read.categories.some((c) => c.site)) return read;
  const each = eachPlaceIn(staffSentences(lead));
  if (!each) return read;
  const places = workSites(sites);
  const stated = each.places;
  let categories: LabourCategory[];
  if (places.length >= 2 && (stated === undefined || stated === places.length))
    categories = places.flatMap((p) => read.categories.map((c) => ({ ...c, site: p.name })));
  else if (stated && stated > 1)
    categories = read.categories.map((c) => ({ ...c, stated: c.stated.map((a) => times(a, stated)) }));
  else return read;
  return { ...read, categories };
}
