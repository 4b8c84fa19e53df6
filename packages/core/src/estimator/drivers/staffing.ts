import { clip, NUM, sectionSentences, squash, toNumber } from '../text';
import type { Section, StatedStaffing } from '../types';
import { functionRole } from '../catalogue';
import { isCutShort } from './category-lines';
import { canonicalRole, rolesIn, splitCategoryNames } from './roles';
import { extractHoursStaffing } from './stated-hours';
import { extractTableStaffing } from './staffing-tables';

// Staffing figures about other work (past projects, optional increases) are not this requirement's.
const NOT_THIS_WORK =
  /\b(similar|experience|past performance|projects? (?:of|chosen|submitted)|(?:have been|were) (?:completed|performed|delivered)|demonstrat|examples?|additional|increase|exercise[sd]? (?:this|the) option|per option|each option)\b/i;
const FTE_RE = new RegExp(
  `(${NUM})\\s*(?:\\(\\d+(?:\\.\\d+)?\\)\\s*)?(?:full[- ]time[- ]equivalents?|FTE'?s?)\\b`,
  'i',
);
const CEILING_RE = new RegExp(
  `\\b(no more than|not (?:to )?exceed|a maximum of|up to|a total of|approximately|a team of|between|a minimum of|minimum of|at least)\\s+(?:approximately\\s+)?(${NUM})(?:\\s*\\(\\d+\\))?(?:\\s*(?:-|–|to|and)\\s*(${NUM})(?:\\s*\\(\\d+\\))?)?\\s+(?:(?:full[- ]time|part[- ]time|qualified|dedicated|contractor)\\s+)?(?:personnel|people|persons|staff|individuals|team members|employees|full[- ]time staff)\\b`,
  'i',
);
const STATED_CONTEXT =
  /\b(require|requirement|estimate|level of effort|anticipate|expected|staffing|will need|per year|annual|provide|consist)\w*/i;
const HOURS_RE =
  /\b(\d{1,3}(?:,\d{3})+|\d{4,7})\s*(?:\(\d[\d,]*\)\s*)?(?:estimated\s+|direct\s+|productive\s+)*(?:labou?r|man|work|staff)?[- ]?hours\b/i;
const MIX_RE =
  /labou?r\s+categor(?:y|ies)\s+(.{3,160}?)\s+totals?\s+(?:year|yr\.?|period)\s*1\s+((?:\d*\.\d+|\d+)(?:\s+(?:\d*\.\d+|\d+)){1,12})/i;

function fteStatement(section: Section, s: string): StatedStaffing | null {
  const m = s.match(FTE_RE);
  if (!m?.[1] || NOT_THIS_WORK.test(s)) return null;
  const totalFte = toNumber(m[1]);
  if (!(totalFte > 0 && totalFte < 10_000)) return null;
  if (!STATED_CONTEXT.test(s)) {
    return null;
  }
  return { form: 'fte', totalFte, mix: [], ref: section.ref, quote: clip(s, 240) };
}

/** "The estimated level of effort is 24,960 labor hours per year": annual hours as FTE. */
function hoursStatement(section: Section, s: string): StatedStaffing | null {
  const m = s.match(HOURS_RE);
  if (
    !m?.[1] ||
    NOT_THIS_WORK.test(s) ||
    !/level of effort|estimat|require|anticipat|not (?:to )?exceed|ceiling|maximum/i.test(s)
  )
    return null;
  // Hours of labour, not hours of something else (downtime, training, response times).
  if (
    !/level of effort|labou?r[- ]hours|man[- ]hours|work[- ]hours|staff[- ]hours|hours of (support|effort|labou?r|service)/i.test(
      s,
    )
  ) {
    return null;
  }
  // Hours over the whole contract cannot be read as a year without guessing the split.
  if (/\b(total|life of|entire|over the)\b/i.test(s) && !/per (year|annum)|annual|each year/i.test(s))
    return null;
  const hours = toNumber(m[1]);
  if (!(hours >= 500 && hours < 5_000_000)) return null;
  return {
    form: 'fte',
    totalFte: Math.round((hours / 1880) * 100) / 100,
    mix: [],
    hours,
    ref: section.ref,
    quote: clip(s, 240),
  };
}

function ceilingStatement(section: Section, s: string): StatedStaffing | null {
  const m = s.match(CEILING_RE);
  if (!m?.[2] || NOT_THIS_WORK.test(s)) return null;
  // A ceiling on the contractor's team, not the size of the workforce it serves.
  if (
    !/\b(estimat|require|anticipat|expect)\w*|\bshall (?:provide|furnish|maintain|staff|employ)\b/i.test(s) ||
    !/\b(project|contract|order|effort|task|team)\w*/i.test(s)
  ) {
    return null;
  }
  if (
    /\b(on[- ]site|clearance|meeting|attend|presentation|pages?|employees|visitors|users|occupants|population)\b/i.test(
      s,
    )
  ) {
    return null;
  }
  const a = toNumber(m[2]);
  const b = m[3] ? toNumber(m[3]) : a;
  if (!(a > 0 && b > 0 && b <= 200)) return null;
  const partTime = /not all[^.]{0,60}full[- ]time|part[- ]time/i.test(s);
  // "a minimum of six (6) personnel, including a Laboratory Manager and five (5) Technicians".
  const named = countedRoles(s.slice((m.index ?? 0) + m[0].length));
  const people = named.reduce((sum, r) => sum + r.count, 0);
  if (named.length > 0 && people === Math.max(a, b)) {
    const utilisation = partTime ? 0.5 : 1;
    return {
      form: 'fte',
      totalFte: people * utilisation,
      mix: named.map((r) => ({ category: r.role, fte: r.count * utilisation })),
      ref: section.ref,
      quote: clip(s, 240),
    };
  }
  return {
    form: 'ceiling',
    maxPersonnel: Math.max(a, b),
    minPersonnel: Math.min(a, b),
    partTime,
    ref: section.ref,
    quote: clip(s, 240),
  };
}

const COUNTED_ROLE = new RegExp(
  `\\b(an?|${NUM})(?:\\s*\\(\\d+\\))?\\s+((?:[A-Z][A-Za-z-]+\\s+){0,4}[A-Z][A-Za-z-]+)`,
  'g',
);

/**
 * Roles a staffing sentence counts ("a Laboratory Manager and five (5) Medical Laboratory
 * Technicians"): capitalised names ending in a job noun, with their number.
 * @example
 * countedRoles('including a Site Manager and three (3) Custodians') // [{ role: 'Site Manager', count: 1 }, { role: 'Custodian', count: 3 }]
 */
export function countedRoles(text: string): { role: string; count: number }[] {
  const out: { role: string; count: number }[] = [];
  for (const m of text.matchAll(COUNTED_ROLE)) {
    const raw = m[2] ?? '';
    if (isCutShort(raw)) continue;
    // "Technicians" -> "Technician": the plural of a job noun.
    const role = /[a-z]s$/.test(raw) && !isCutShort(raw.slice(0, -1)) ? raw.slice(0, -1) : raw;
    const count = /^an?$/i.test(m[1] ?? '') ? 1 : toNumber(m[1] ?? '');
    if (count > 0 && count < 200) out.push({ role: canonicalRole(role), count });
  }
  return out;
}

const MINIMUM_RE = new RegExp(
  `\\b(?:a minimum of|minimum of|no (?:fewer|less) than|at least)\\s+(${NUM})(?:\\s*\\(\\d+\\))?\\s+((?:[A-Za-z-]+\\s+){0,3}[A-Za-z-]+)`,
  'i',
);

/** "The contractor shall staff the help desk with a minimum of four (4) technicians": that role, full time. */
function minimumRoleStatement(section: Section, s: string): StatedStaffing | null {
  const m = s.match(MINIMUM_RE);
  if (
    !m?.[1] ||
    !m[2] ||
    NOT_THIS_WORK.test(s) ||
    !/\bshall (?:provide|furnish|maintain|staff|employ|assign)\b/i.test(s)
  )
    return null;
  const words = m[2].split(/\s+/);
  // The role ends at its job noun: "technicians during core hours" -> "technicians".
  const end = words.findIndex((_, i) => !isCutShort(words.slice(0, i + 1).join(' ')));
  if (end < 0 || !/s$/i.test(words[end] ?? '')) return null;
  const raw = words.slice(0, end + 1).join(' ');
  const single = canonicalRole(raw.replace(/s$/, ''));
  // A bare "technicians" takes the name of the function it staffs ("help desk" -> Help Desk Technician).
  const staffs = functionRole(s);
  const role = end === 0 && staffs?.endsWith(single) ? staffs : single;
  const count = toNumber(m[1]);
  if (!(count > 0 && count <= 200)) return null;
  return {
    form: 'fte',
    totalFte: count,
    mix: [{ category: role, fte: count }],
    ref: section.ref,
    quote: clip(s, 240),
  };
}

const PAIR_RE = new RegExp(
  `(${NUM})\\s*(?:\\(\\d+(?:\\.\\d+)?\\)\\s*)?(?:full[- ]time[- ]equivalents?|FTE'?s?)\\b`,
  'gi',
);

/** "2 FTE Help Desk Technicians", "Network Engineer: 1 FTE": FTE figures next to a catalogue role. */
export function rolePairs(text: string): { category: string; fte: number }[] {
  const pairs: { category: string; fte: number }[] = [];
  for (const m of text.matchAll(PAIR_RE)) {
    const at = m.index ?? 0;
    const line = text.slice(Math.max(0, at - 80), at + m[0].length + 60);
    if (NOT_THIS_WORK.test(line)) continue;
    // The role must sit right next to the figure: "2 FTE Help Desk Technicians", "Engineer: 1 FTE".
    const afterText = text.slice(at + m[0].length, at + m[0].length + 50).toLowerCase();
    const beforeText = text.slice(Math.max(0, at - 50), at).toLowerCase();
    const after = rolesIn(afterText).find((r) => afterText.indexOf(r.toLowerCase().slice(0, 6)) <= 5);
    const before = rolesIn(beforeText)
      .filter(
        (r) => beforeText.lastIndexOf((r.split(' ').pop() ?? r).toLowerCase()) >= beforeText.length - 24,
      )
      .pop();
    const role = after ?? before;
    const fte = toNumber(m[1] ?? '');
    if (role && fte > 0 && fte < 1000 && !pairs.some((p) => p.category === role))
      pairs.push({ category: role, fte });
  }
  return pairs;
}

/** A total FTE with FTE figures by role: the roles, and any remainder as unassigned staff. */
function withRolePairs(
  fte: Extract<StatedStaffing, { form: 'fte' }>,
  pairs: { category: string; fte: number }[],
): StatedStaffing {
  if (pairs.length === 0) return fte;
  const sum = pairs.reduce((a, p) => a + p.fte, 0);
  // The statement was itself one of the pairs: the pairs are the whole staffing.
  if (pairs.length > 1 && pairs.some((p) => Math.abs(p.fte - fte.totalFte) < 0.01) && sum > fte.totalFte) {
    return { ...fte, totalFte: sum, mix: pairs };
  }
  const rest = Math.round((fte.totalFte - sum) * 100) / 100;
  const mix = rest > 0.05 ? [...pairs, { category: 'Additional Staff', fte: rest }] : pairs;
  return { ...fte, totalFte: Math.max(fte.totalFte, sum), mix };
}

/** Reads the labour mix table that follows an FTE statement ("Labor Category A B C Totals Year 1 0.2 1 5.3 6.5"). */
function labourMix(text: string, totalFte: number): { category: string; fte: number }[] {
  const m = squash(text).match(MIX_RE);
  if (!m?.[1] || !m[2]) return [];
  const values = m[2].split(/\s+/).map(Number);
  const parts = values.slice(0, -1);
  const total = values[values.length - 1] ?? 0;
  const names = splitCategoryNames(m[1], parts.length);
  if (!names || Math.abs(parts.reduce((a, b) => a + b, 0) - total) > 0.05) return [];
  if (Math.abs(total - totalFte) > 0.05) return [];
  return names.map((category, i) => ({ category, fte: parts[i] ?? 0 })).filter((c) => c.fte > 0);
}

/**
 * Finds the staffing the documents state themselves: hours by post or category (an exhibit of
 * post hours), an FTE level of effort with its labour mix, or a personnel ceiling. Figures
 * about past projects or optional increases are ignored. Null when nothing is stated.
 * @example
 * extractStatedStaffing([{ ref: 'L.1', title: 'Level of effort', text: "The Government's requirement is 6.50 Full Time Equivalents (FTE's) per year.", document: 'rfp', start: 0 }])?.form // 'fte'
 */
export function extractStatedStaffing(sections: Section[]): StatedStaffing | null {
  const hours = extractHoursStaffing(sections) ?? extractTableStaffing(sections);
  if (hours) return hours;
  let ceiling: StatedStaffing | null = null;
  let annual: StatedStaffing | null = null;
  for (const section of sections) {
    if (!/FTE|full[- ]time|personnel|people|staff|persons|individuals|hours/i.test(section.text)) continue;
    if (NOT_THIS_WORK.test(section.title)) continue;
    for (const s of sectionSentences(section)) {
      const fte = fteStatement(section, s);
      if (fte?.form === 'fte') {
        const at = section.text.indexOf(s.slice(0, 40));
        const mix = labourMix(section.text.slice(Math.max(0, at), at + 2000), fte.totalFte);
        if (mix.length > 0) return { ...fte, mix };
        return withRolePairs(fte, rolePairs(section.text));
      }
      annual ??= hoursStatement(section, s);
      ceiling ??= ceilingStatement(section, s) ?? minimumRoleStatement(section, s);
    }
  }
  return annual ?? ceiling;
}
