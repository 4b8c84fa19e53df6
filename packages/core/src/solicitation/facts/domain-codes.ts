import type { Domain } from '../model';

/** NAICS prefixes (longest first wins) and the kind of work they are. */
const NAICS: [prefix: string, domain: Domain, what: string][] = [
  ['5415', 'it', 'computer systems design and related services'],
  ['5182', 'it', 'data processing and hosting'],
  ['5112', 'it', 'software publishing'],
  ['5132', 'it', 'software publishing'],
  ['5191', 'it', 'information services'],
  ['561612', 'security', 'security guards and patrol services'],
  ['561621', 'security', 'security systems services'],
  ['5616', 'security', 'investigation and security services'],
  ['561210', 'facilities', 'facilities support services'],
  ['5617', 'facilities', 'services to buildings and dwellings'],
  ['5621', 'facilities', 'waste collection'],
  ['8113', 'facilities', 'commercial machinery repair and maintenance'],
  ['5614', 'call-center', 'business support and call centre services'],
  ['561410', 'transcription', 'document preparation services'],
  ['561492', 'transcription', 'court reporting and stenotype services'],
  ['5417', 'research', 'scientific research and development'],
  ['541380', 'research', 'testing laboratories'],
  ['54131', 'construction', 'architectural services'],
  ['54132', 'construction', 'landscape architecture'],
  ['54134', 'construction', 'drafting services'],
  ['54135', 'construction', 'building inspection'],
  ['54137', 'construction', 'surveying and mapping'],
  ['236', 'construction', 'construction of buildings'],
  ['237', 'construction', 'heavy and civil engineering construction'],
  ['238', 'construction', 'specialty trade contractors'],
  ['621', 'medical', 'ambulatory health care'],
  ['622', 'medical', 'hospitals'],
  ['623', 'medical', 'nursing and residential care'],
  ['611', 'training', 'educational services'],
  ['484', 'logistics', 'truck transportation'],
  ['488', 'logistics', 'support activities for transportation'],
  ['493', 'logistics', 'warehousing and storage'],
  ['5416', 'professional', 'management, scientific and technical consulting'],
  ['541330', 'professional', 'engineering services'],
  ['5411', 'professional', 'legal services'],
  ['5412', 'professional', 'accounting services'],
  ['5418', 'professional', 'advertising and public relations'],
  ['5419', 'professional', 'other professional services'],
  ['5611', 'professional', 'office administrative services'],
  ['5613', 'professional', 'employment services'],
];

/** PSC first characters (longest first wins) and the kind of work they are. */
const PSC: [prefix: string, domain: Domain, what: string][] = [
  ['D3', 'it', 'IT and telecom services'],
  ['DA', 'it', 'IT and telecom services'],
  ['DB', 'it', 'IT and telecom services'],
  ['DC', 'it', 'IT and telecom services'],
  ['DD', 'it', 'IT and telecom services'],
  ['DE', 'it', 'IT and telecom services'],
  ['DF', 'it', 'IT and telecom services'],
  ['DG', 'it', 'IT and telecom services'],
  ['DH', 'it', 'IT and telecom services'],
  ['DJ', 'it', 'IT and telecom services'],
  ['DK', 'it', 'IT and telecom services'],
  ['7', 'it', 'IT products'],
  ['S206', 'security', 'guard services'],
  ['S2', 'facilities', 'housekeeping and utilities services'],
  ['J', 'facilities', 'maintenance and repair of equipment'],
  ['M', 'facilities', 'operation of government facilities'],
  ['Z', 'construction', 'maintenance, repair and alteration of real property'],
  ['Y', 'construction', 'construction of structures and facilities'],
  ['C', 'construction', 'architect and engineering services'],
  ['A', 'research', 'research and development'],
  ['B', 'research', 'special studies and analyses'],
  ['Q', 'medical', 'medical services'],
  ['U', 'training', 'education and training services'],
  ['V', 'logistics', 'transportation and travel services'],
  ['R6', 'professional', 'administrative support services'],
  ['R', 'professional', 'professional services'],
];

function lookup(table: [string, Domain, string][], code: string): { domain: Domain; what: string } | null {
  const hit = table.filter(([p]) => code.startsWith(p)).sort((a, b) => b[0].length - a[0].length)[0];
  return hit ? { domain: hit[1], what: hit[2] } : null;
}

/**
 * The kind of work a NAICS code stands for; null when the code is outside the table.
 * @example
 * naicsDomain('541512') // { domain: 'it', what: 'computer systems design and related services' }
 */
export function naicsDomain(code: string): { domain: Domain; what: string } | null {
  return lookup(NAICS, code);
}

/**
 * The kind of work a product and service code (PSC) stands for; null when unknown.
 * @example
 * pscDomain('S206')?.domain // 'security'
 */
export function pscDomain(code: string): { domain: Domain; what: string } | null {
  return lookup(PSC, code.toUpperCase());
}

/**
 * The kind of work a GSA schedule SIN stands for: MAS SINs built on a NAICS code ("54151S",
 * "561210FS") by that code, legacy IT Schedule 70 SINs (132-xx) as IT, professional services
 * SINs (871, 874) as professional; null when unknown.
 * @example
 * sinDomain('132-51')?.domain // 'it'
 */
export function sinDomain(code: string): { domain: Domain; what: string } | null {
  if (/^132-/.test(code)) return { domain: 'it', what: 'IT Schedule 70 services' };
  if (/^87[14]-/.test(code)) return { domain: 'professional', what: 'professional services schedule' };
  const naics = code.match(/^(\d{5,6})/)?.[1];
  return naics ? naicsDomain(naics.length === 5 ? `${naics}0` : naics) : null;
}
