import type { LabourCategory, Site } from '../model';
import { findPlaces } from './place-phrases';

const bare = (site: Site) =>
  Boolean(site.city) && site.name.toLowerCase().startsWith(site.city?.toLowerCase() ?? '\u0000');

/**
 * The places of performance with the places staffing is stated for: a category stated "At Harbor
 * Clinic, Dover, DE" or under "Building 104:" names a place the work is done at, even when no
 * sentence about the place of performance lists it. A staffed facility replaces the bare city
 * it stands in; a place already listed (by its name or inside a listed name) is not added twice.
 * @example
 * // sites ['Dover, DE'] + a category at 'Harbor Clinic, Dover, DE' -> ['Harbor Clinic, Dover, DE']
 */
export function withStaffedPlaces(sites: Site[], categories: LabourCategory[]): Site[] {
  const out = [...sites];
  for (const c of categories) {
    const name = c.site?.trim();
    if (!name) continue;
    const l = name.toLowerCase();
    if (out.some((s) => s.name.toLowerCase().includes(l) || (s.city ?? '').toLowerCase() === l)) continue;
    const place = findPlaces(name)[0];
    const site: Site = {
      document: c.document,
      ref: c.ref,
      quote: c.quote,
      ...(c.offset !== undefined ? { offset: c.offset } : {}),
      name,
      ...(place?.city ? { city: place.city } : {}),
      ...(place?.state ? { state: place.state } : {}),
      ...(place?.installation ? { installation: place.installation } : {}),
      setting: 'government',
    };
    const city = out.findIndex(
      (s) => bare(s) && place?.city && s.city === place.city && s.state === place.state,
    );
    if (city >= 0) out[city] = site;
    else out.push(site);
  }
  return out;
}
