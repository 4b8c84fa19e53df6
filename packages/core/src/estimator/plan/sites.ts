import { workSites } from '../../solicitation/labour/each-place-tables';
import type { Site } from '../../solicitation/model';
import { fmt } from '../text';
import type { PlanFrame } from './frame';
import { apportion, type PlanLine } from './lines';

/** How a site reads as a task location: its name, or 'Remote' / 'Contractor facility'. */
export function siteLabel(site: Site): string {
  if (site.setting === 'remote' && !/remote/i.test(site.name)) return 'Remote';
  if (site.setting === 'contractor' && !/contractor/i.test(site.name))
    return `Contractor facility (${site.name})`;
  return site.name;
}

/**
 * Every line's location with the land unit the sites lie in after it, where the line names a
 * place inside it ("Kelso, Nevada (Tallow Flats Herd Management Area)").
 * @example
 * withAreas([line], frame)[0]?.location // 'Dormitory 3 (Alder Bench Job Corps Center)'
 */
export function withAreas(lines: PlanLine[], frame: PlanFrame): PlanLine[] {
  if (!frame.sites.some((s) => s.area)) return lines;
  return lines.map((l) => (l.location ? { ...l, location: inAreas(frame, l.location) } : l));
}

/**
 * The location of work that is not stated by site: the one site, or every site named (never a
 * bare "On-site" for work at several places); undefined when no place is stated.
 * @example
 * planLocation(frame) // 'Glynco, Georgia; Charleston, South Carolina'
 */
export function planLocation(frame: PlanFrame): string | undefined {
  if (frame.sites.length === 0) return undefined;
  return frame.sites.map(siteLabel).join('; ');
}

/** The land units the sites lie in, named after each site's own label ("Kelso, Nevada (X Basin)"). */
const inAreas = (frame: PlanFrame, label: string): string => {
  const areas = frame.sites.filter((s) => s.area && !label.includes(s.name)).map((s) => s.name);
  return areas.length ? `${label} (${areas.join('; ')})` : label;
};

/**
 * One row per site for work that a site list spreads: each line's hours split evenly over the
 * sites (the split written into its formula). Lines already located, key personnel, lines
 * whose share per site would be under a quarter of an FTE and plans with fewer than two sites
 * keep one row listing every site.
 * @example
 * spreadBySite([line], frame).length // 4 when the frame has four sites
 */
export function spreadBySite(lines: PlanLine[], frame: PlanFrame): PlanLine[] {
  const sites = workSites(frame.sites);
  if (sites.length < 2) return lines.map((l) => (l.location ? l : withLocation(l, planLocation(frame))));
  return lines.flatMap((line) => {
    const quarter = (0.25 * frame.hoursPerFte * Math.min(12, frame.periods[0]?.months ?? 12)) / 12;
    if (line.location || line.key || line.hours / sites.length < quarter)
      return [line.location ? line : withLocation(line, planLocation(frame))];
    const hours = apportion(
      line.hours,
      sites.map(() => 1),
    );
    const byPeriod = line.periodHours.map((h) =>
      apportion(
        h,
        sites.map(() => 1),
      ),
    );
    return sites.map((site, i) => ({
      ...line,
      location: siteLabel(site),
      hours: hours[i] ?? 0,
      periodHours: byPeriod.map((p) => p[i] ?? 0),
      formula: `(${line.formula} = ${fmt(line.hours)}) / ${sites.length} sites`,
      basis: `${line.basis} Spread evenly over the ${sites.length} sites (${site.ref}: "${site.quote.slice(0, 120)}").`,
      ...(line.quantity !== undefined
        ? { quantity: Math.round((line.quantity / sites.length) * 100) / 100 }
        : {}),
    }));
  });
}

function withLocation(line: PlanLine, location: string | undefined): PlanLine {
  return location ? { ...line, location } : line;
}
