import type { Domain, WorkRequirement } from '../../solicitation/model';
import { keptMatches } from '../../solicitation/structure/negation';
import type { WorkArea } from './work-elements';

/** A service-contract trade: its title (as the SCA Directory of Occupations words it) and its work words. */
export interface TradeRole {
  role: string;
  domains: readonly Domain[];
  words: RegExp;
  /** A building trade a maintenance area splits into when it names several ("HVAC, electrical, plumbing"). */
  trade?: boolean;
}

const BOS: readonly Domain[] = ['facilities', 'logistics'];

/**
 * Roles of the functional areas of base operations and facility services, most specific first:
 * each is offered only in facilities and logistics work, so "electrical" in an A-E design or
 * "dispatch" in a call centre never becomes a trade.
 */
export const SERVICE_ROLES: readonly TradeRole[] = [
  {
    role: 'Water Treatment Plant Operator',
    domains: BOS,
    words:
      /\b(water treatment|wastewater|waste water|sewage|potable water|water (?:plant|distribution|system)|treatment plants?|lift stations?|state-certified operators?)\b/i,
  },
  {
    role: 'Pest Controller',
    domains: BOS,
    words:
      /\b(pest\w*|pesticides?|applicators?|rodents?|insects?|termites?|integrated pest management|IPM)\b/i,
  },
  {
    role: 'Refuse Collector',
    domains: BOS,
    words:
      /\b(refuse|solid waste|garbage|landfill|recycl\w*|dumpsters?|(?:waste|trash|refuse) (?:collection|containers?)|tons? of)\b/i,
  },
  {
    // Vertical transportation: the units an elevator contract lists ("Traction passenger (gearless)").
    role: 'Elevator Mechanic',
    domains: BOS,
    words:
      /\b(elevators?|escalators?|vertical transportation|dumbwaiters?|(?:wheelchair|platform|stair) lifts?|traction (?:passenger|freight|elevators?)|hydraulic (?:passenger|freight|elevators?))\b/i,
  },
  {
    role: 'Motor Vehicle Operator',
    domains: BOS,
    words:
      /\b(shuttle\w*|bus(?:es)?|drivers?|driving|motor pool|transport(?:ation)? services|passengers?|taxi)\b/i,
  },
  {
    role: 'Automotive Mechanic',
    domains: BOS,
    words:
      /\b(fleet|vehicles?|motor pool|automotive|material handling equipment|forklifts?|construction equipment|fuel(?:ing)?)\b/i,
  },
  {
    role: 'Warehouse Specialist',
    domains: BOS,
    words:
      /\b(warehous\w*|receive, store|store and issue|storage|receiving|issu(?:e|ing) materials|stock\w*|transactions?)\b/i,
  },
  {
    role: 'HVAC Mechanic',
    domains: BOS,
    trade: true,
    words: /\b(HVAC|heating|air[- ]condition\w*|boilers?|chillers?|refrigeration|ventilation)\b/i,
  },
  {
    role: 'Electrician',
    domains: BOS,
    trade: true,
    words:
      /\b(electrical|electricians?|high[- ]voltage|\d+(?:\.\d+)? ?kV|lighting|power distribution|generators?)\b/i,
  },
  {
    role: 'Plumber',
    domains: BOS,
    trade: true,
    words: /\b(plumb\w*|pipefitt\w*|backflow|water heaters?)\b/i,
  },
  {
    role: 'Carpenter',
    domains: BOS,
    trade: true,
    words: /\b(carpent\w*|cabinets?|framing|drywall|millwork)\b/i,
  },
  { role: 'Painter', domains: BOS, trade: true, words: /\b(paint(?:ers?|ing)|coatings?)\b/i },
  {
    role: 'Locksmith',
    domains: BOS,
    trade: true,
    words: /\b(locksmiths?|re-?keying|lock (?:repairs?|changes?))\b/i,
  },
  { role: 'Roofer', domains: BOS, trade: true, words: /\b(roof(?:s|ing|ers?)?)\b/i },
];

// A trade the text names only to leave out ("roofing is excluded") is not named.
const hits = (re: RegExp, text: string) => keptMatches(text, new RegExp(re.source, 'gi'));

/**
 * The building trades a maintenance element names, in the order the list gives them, when it
 * names two or more ("PM for building systems (HVAC, electrical, plumbing, roofing)" -> HVAC
 * Mechanic, Electrician, Plumber, Roofer). Empty outside facilities and logistics work, and when
 * the element names one trade or none (its role is then the best fit).
 * @example
 * tradesNamed('PM of HVAC, electrical and plumbing systems', 'facilities') // ['HVAC Mechanic', 'Electrician', 'Plumber']
 */
export function tradesNamed(text: string, domain: Domain): string[] {
  const found = SERVICE_ROLES.filter((r) => r.trade && r.domains.includes(domain) && hits(r.words, text) > 0);
  return found.length >= 2 ? found.map((r) => r.role) : [];
}

/** Adds a trade's group to an area (or its requirements to the trade's group there): the requirements that name it, else the first. */
export function addTrade(
  groups: { role: string; area: WorkArea; requirements: WorkRequirement[] }[],
  area: WorkArea,
  trade: string,
  reqs: WorkRequirement[],
): void {
  const words = SERVICE_ROLES.find((r) => r.role === trade)?.words;
  const own = reqs.filter((r) => words && hits(words, r.text) > 0);
  const mine = own.length ? own : reqs.slice(0, 1);
  const prior = groups.find((g) => g.area === area && g.role === trade);
  if (prior) prior.requirements.push(...mine.filter((r) => !prior.requirements.includes(r)));
  else groups.push({ role: trade, area, requirements: [...mine] });
}

/**
 * Whether a role is building maintenance, whose elements split into the trades they name (a
 * custodial element that says "report plumbing leaks" does not).
 * @example
 * isMaintenanceRole('Maintenance Technician') // true
 */
export function isMaintenanceRole(role: string): boolean {
  return role === 'Maintenance Technician' || SERVICE_ROLES.some((r) => r.trade && r.role === role);
}
