import type { LabourCategory, Site } from '../model';
import { abbreviates } from './facility-names';
import { findPlaces } from './place-phrases';

/**
 * Whether a site is a bare city ("Dover, DE") or a street address in it ("3900 East Idaho
 * Street, Elko, Nevada"), which a facility named in that city stands in for.
 */
const bare = (site: Site) =>
  Boolean(site.city) &&
  (site.name.toLowerCase().startsWith(site.city?.toLowerCase() ?? '\u0000') || /^\d/.test(site.name));

/**
 * Sites with more places added: a place already listed (by its name, inside a listed name, or
 * as a listed city) is not added twice; a facility replaces the bare city it stands in.
 * @example
 * addPlaces([dover], [harborClinicInDover]).map((s) => s.name) // ['Harbor Clinic, Dover, DE']
 */
export function addPlaces(sites: Site[], more: Site[]): Site[] {
  const out = [...sites];
  for (const site of more) {
    const l = site.name.toLowerCase();
    if (
      out.some(
        (s) =>
          s.name.toLowerCase().includes(l) ||
          (s.city ?? '').toLowerCase() === l ||
          abbreviates(site.name, s.installation ?? s.name),
      )
    )
      continue;
    const city = out.findIndex(
      (s) => bare(s) && site.city && !bare(site) && s.city === site.city && s.state === site.state,
    );
    if (city >= 0) out[city] = site;
    else out.push(site);
  }
  return out;
}

/**
 * The places staffing is stated for, as sites: a category stated "At Harbor Clinic, Dover, DE"
 * or under "Building 104:" names a place the work is done at, even when no sentence about the
 * place of performance lists it.
 * @example
 * staffedPlaces([{ ...category, site: 'Harbor Clinic, Dover, DE' }])[0]?.city // 'Dover'
 */
export function staffedPlaces(categories: LabourCategory[]): Site[] {
  return categories.flatMap((c): Site[] => {
    const name = c.site?.trim();
    if (!name) return [];
    const place = findPlaces(name)[0];
    return [
      {
        document: c.document,
        ref: c.ref,
        quote: c.quote,
        ...(c.offset !== undefined ? { offset: c.offset } : {}),
        name,
        ...(place?.city ? { city: place.city } : {}),
        ...(place?.state ? { state: place.state } : {}),
        ...(place?.installation ? { installation: place.installation } : {}),
        setting: 'government',
      },
    ];
  });
}
