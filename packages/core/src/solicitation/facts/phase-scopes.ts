import { isPerson, singular } from './counted-positions';
import { ROMAN_NUMERALS } from './numbers';

/** A role named beside a table of people by phase, with the phases it works in. */
export interface ScopedRole {
  title: string;
  /** 1-based phase numbers; 'all' for every phase; undefined when the text does not say. */
  phases?: number[] | 'all';
  /** Named as one person ("an Exercise Manager"), not a plural group. */
  one: boolean;
  key: boolean;
}

const MENTION = /\b(?:[A-Z][A-Za-z-]*\s+){0,3}[A-Z][A-Za-z-]*\b/g;
// Parties that are no role of the contractor's team.
const PARTY =
  /^(?:contractor|government|offeror|quoter|vendor|agency|contracting|state|county|federal|the|phases?|key|personnel|staff)$/i;
const ARTICLE = /^(?:the|a|an|each|every|one)\s+/i;
const PHASE_LIST = /\bphases?\s+((?:\d{1,2}|[IVX]{1,4})(?:\s*(?:,|and|&|or)\s*(?:\d{1,2}|[IVX]{1,4}))*)/i;
const ALL =
  /\b(?:every|each|all(?:\s+the)?|all\s+\w+)\s+phases?\b|\bthroughout\b|\bwhole\s+(?:project|effort|period)\b/i;

const numbersOf = (list: string): number[] =>
  list
    .split(/\s*(?:,|and|&|or)\s*/i)
    .map((x) => ROMAN_NUMERALS[x.toUpperCase()] ?? Number(x))
    .filter((n) => n > 0);

/**
 * The roles a paragraph beside a table of people by phase names, and the phases each works in:
 * "led by an Exercise Manager, who works in every phase" (one person in every phase),
 * "Planners (phases 1, 2, 4 and 5)", "in phase 3 only, Controllers and Evaluators" (a role
 * joined by "and" shares the phases of the one before it).
 * @example
 * readScopedRoles('The other people are Planners (phases 1 and 2).')
 * // [{ title: 'Planner', phases: [1, 2], one: false, key: false }]
 */
export function readScopedRoles(text: string): ScopedRole[] {
  const plain = text.replace(/\*+/g, '');
  const found: { title: string; start: number; end: number; one: boolean; key: boolean }[] = [];
  for (const m of plain.matchAll(MENTION)) {
    const words = m[0].replace(ARTICLE, '').split(/\s+/);
    const last = words.at(-1) ?? '';
    if (words.some((w) => PARTY.test(w)) || !isPerson(last)) continue;
    const start = m.index ?? 0;
    const before = plain.slice(Math.max(0, start - 6), start);
    const one = singular(last) === last && (ARTICLE.test(m[0]) || /\b(?:an?|the|one)\s+$/i.test(before));
    const title = [...words.slice(0, -1), singular(last)].join(' ');
    const key = /^\s*\(\s*key/i.test(plain.slice(start + m[0].length));
    found.push({ title, start, end: start + m[0].length, one, key });
  }
  const out: ScopedRole[] = [];
  found.forEach((f, i) => {
    const prev = found[i - 1];
    const next = found[i + 1];
    const sentenceStart = plain.lastIndexOf('.', f.start) + 1;
    // What the role before says of itself in parentheses is no scope of this one.
    const before = plain
      .slice(Math.max(prev?.end ?? 0, sentenceStart), f.start)
      .replace(/^\s*(?:\([^)]*\)\s*)+/, '');
    const sentenceEnd = plain.indexOf('. ', f.end);
    const after = plain.slice(
      f.end,
      Math.min(next?.start ?? plain.length, sentenceEnd < 0 ? plain.length : sentenceEnd),
    );
    const listAfter = after.match(/^\s*(?:\([^)]*key[^)]*\)\s*)?\(\s*([^)]*)\)/i)?.[1]?.match(PHASE_LIST);
    const listBefore = before.match(PHASE_LIST);
    let phases: ScopedRole['phases'];
    const workIn = after.match(/^[^;]*?\b(?:in|during)\s+(phases?\s+[^;]*)/i)?.[1]?.match(PHASE_LIST);
    if (listAfter?.[1]) phases = numbersOf(listAfter[1]);
    else if (workIn?.[1]) phases = numbersOf(workIn[1]);
    else if (ALL.test(after)) phases = 'all';
    else if (listBefore?.[1]) phases = numbersOf(listBefore[1]);
    else if (prev && /^\s*(?:,|and|or|&)\s*$/i.test(plain.slice(prev.end, f.start)))
      phases = out.at(-1)?.phases;
    if (out.some((o) => o.title.toLowerCase() === f.title.toLowerCase())) return;
    out.push({ title: f.title, ...(phases ? { phases } : {}), one: f.one, key: f.key });
  });
  return out;
}

/**
 * Each phase's people split over the roles that work in it: a one-person role in every phase
 * takes one, the roles scoped to the phase (else the roles with no scope) share the rest
 * equally. Undefined when a phase's people cannot all be given a role.
 * @example
 * splitPhasePeople([3, 5], [{ title: 'Lead', phases: 'all', one: true, key: false }, { title: 'Analyst', one: false, key: false }])
 * // [[{ title: 'Lead', people: 1 }, { title: 'Analyst', people: 2 }], [{ title: 'Lead', people: 1 }, { title: 'Analyst', people: 4 }]]
 */
export function splitPhasePeople(
  people: readonly number[],
  roles: readonly ScopedRole[],
): { title: string; people: number }[][] | undefined {
  const out: { title: string; people: number }[][] = [];
  for (const [i, n] of people.entries()) {
    const phase = i + 1;
    const fixed = roles.filter((r) => r.phases === 'all' && r.one);
    const scoped = roles.filter((r) => Array.isArray(r.phases) && r.phases.includes(phase));
    const groups = scoped.length ? scoped : roles.filter((r) => !r.phases || (r.phases === 'all' && !r.one));
    const rest = n - fixed.length;
    if (rest < 0 || (rest > 0 && groups.length === 0)) return undefined;
    out.push([
      ...fixed.map((r) => ({ title: r.title, people: 1 })),
      ...(rest > 0 ? groups.map((r) => ({ title: r.title, people: rest / groups.length })) : []),
    ]);
  }
  return out;
}
