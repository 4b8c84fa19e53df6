import type { Task } from '../schemas/plan';
import type { TaskTarget } from './schemas';
import { escapeRegExp } from '../format/regexp';

const lower = (s: string | undefined): string => (s ?? '').toLowerCase();
const COMMON = new Set([
  'it',
  'as',
  'at',
  'in',
  'on',
  'or',
  'us',
  'we',
  'me',
  'do',
  'go',
  'so',
  'no',
  'up',
  'is',
  'be',
  'an',
  'to',
  'of',
]);
const STOP = new Set(['the', 'a', 'an', 'of', 'and', 'for', 'to', 'in', 'on', 'at', 'all', 'our', 'my']);

/** Short names pricers use for roles, tested against the plan's roles. */
const ALIASES: ReadonlyArray<[RegExp, RegExp]> = [
  [/\bpms?\b|\bprogram manager|\bproject manager/i, /\b(program|project) manager\b/i],
  [/\bdpms?\b|\bdeputy\b/i, /\bdeputy\b/i],
  [
    /\bdevs?\b|\bdevelopers?\b|\bprogrammers?\b|\bcoders?\b/i,
    /\b(developer|programmer|software engineer)\b/i,
  ],
  [/\bqa\b|\btesters?\b/i, /\b(qa|quality|test)/i],
  [/\bsys ?admins?\b|\bsas\b/i, /\bsystems? administrator\b/i],
  [/\bdbas?\b/i, /\bdatabase administrator\b/i],
  [/\bbas?\b|\banalysts?\b/i, /\banalyst\b/i],
  [/\bhelp ?desk\b|\bservice desk\b/i, /\b(help ?desk|service desk)\b/i],
  [/\bguards?\b|\bofficers?\b/i, /\b(guard|officer)\b/i],
];

const near = (part: string, word: string): boolean => {
  const w = word.replace(/s$/, '');
  return part.startsWith(w) || (w.length >= part.length && w.startsWith(part));
};

const initials = (role: string): string =>
  role
    .split(/[\s/-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !STOP.has(w.toLowerCase()))
    .map((w) => w[0])
    .join('')
    .toLowerCase();

const ids = (tasks: readonly Task[], keep: (t: Task) => boolean): string[] =>
  tasks.filter(keep).map((t) => t.taskId);

/** Task ids named by number: "task 4.1", "tasks 2 and 3", a bare dotted id, "task 4" = its area 4.x. */
function byNumber(text: string, tasks: readonly Task[]): string[] | null {
  const found: string[] = [];
  const add = (raw: string): void => {
    const id = raw.replace(/^#/, '').replace(/[.,;:)?!]+$/, '');
    const exact = tasks.find((t) => lower(t.taskId) === lower(id));
    const area = exact ? [] : ids(tasks, (t) => t.taskId.startsWith(`${id}.`) || t.taskId === `${id}a`);
    for (const x of exact ? [exact.taskId] : area.length > 0 ? area : [id])
      if (!found.includes(x)) found.push(x);
  };
  const named =
    /\b(?:tasks?|rows?|lines?|items?|clins?|subtasks?)\s*(?:#|no\.?|number|id)?\s*(#?\d[\w.]*(?:\s*(?:,|and|&|or)\s*#?\d[\w.]*)*)(?![\d.]*\s*(?:\/|:|%|percent|hours?|hrs?\b|h\b|ftes?\b))/gi;
  for (const m of text.matchAll(named))
    for (const part of (m[1] ?? '').split(/\s*(?:,|and|&|or)\s*/i)) add(part);
  if (found.length > 0) return found;
  for (const m of text.matchAll(/(?:^|[\s#(])(\d+\.\d+(?:\.\d+)*[a-z]?)(?=$|[\s,;:)?!]|\.(?:\s|$))/gi)) {
    if (tasks.some((t) => lower(t.taskId) === lower(m[1]))) add(m[1] ?? '');
  }
  return found.length > 0 ? found : null;
}

function byRole(text: string, tasks: readonly Task[]): string[] | null {
  const t = lower(text);
  const roles = [...new Set(tasks.map((x) => x.lcat.trim()).filter((r) => r.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  // Every role named, longest first, each match blanked so "Developer" does not also hit "Senior Developer".
  let rest = t;
  const named: string[] = [];
  for (const role of roles) {
    const re = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(lower(role))}(?:e?s)?(?=$|[^a-z0-9])`);
    if (!re.test(rest)) continue;
    named.push(lower(role.trim()));
    rest = rest.replace(re, ' ');
  }
  if (named.length > 0) {
    for (const role of roles) {
      const abbr = initials(role);
      if (abbr.length >= 2 && !COMMON.has(abbr) && new RegExp(`\\b${escapeRegExp(abbr)}s?\\b`).test(rest))
        named.push(lower(role.trim()));
    }
    return ids(tasks, (x) => named.includes(lower(x.lcat.trim())));
  }
  for (const role of roles) {
    const abbr = initials(role);
    if (abbr.length >= 2 && !COMMON.has(abbr) && new RegExp(`\\b${escapeRegExp(abbr)}s?\\b`).test(t))
      return ids(tasks, (x) => lower(x.lcat.trim()) === lower(role));
  }
  const words = t.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
  for (const role of roles) {
    const parts = lower(role)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP.has(w));
    if (parts.length > 0 && parts.every((p) => words.some((w) => near(p, w))))
      return ids(tasks, (x) => lower(x.lcat.trim()) === lower(role));
  }
  return null;
}

function byPartial(text: string, tasks: readonly Task[]): string[] | null {
  const words = lower(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
  const roles = [...new Set(tasks.map((x) => x.lcat.trim()).filter((r) => r.length > 0))];
  // "desktop support" (leading words) or "writer" (head noun), when only one role fits.
  const partial = roles.filter((role) => {
    const parts = lower(role)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP.has(w));
    const lead = parts.length >= 3 && parts.slice(0, -1).every((p) => words.some((w) => near(p, w)));
    const head = parts.length >= 2 && words.some((w) => near(parts[parts.length - 1] ?? '', w));
    return lead || head;
  });
  return partial.length === 1 ? ids(tasks, (x) => lower(x.lcat.trim()) === lower(partial[0] ?? '')) : null;
}

function byAlias(text: string, tasks: readonly Task[]): string[] | null {
  for (const [said, means] of ALIASES) {
    if (!said.test(text)) continue;
    const hit = ids(tasks, (x) => means.test(x.lcat));
    if (hit.length > 0) return hit;
  }
  return null;
}

function byArea(text: string, tasks: readonly Task[]): string[] | null {
  const t = lower(text);
  const areas = [...new Set(tasks.map((x) => x.workArea ?? '').filter((a) => a.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  for (const area of areas) if (t.includes(lower(area))) return ids(tasks, (x) => x.workArea === area);
  const words = t.split(/[^a-z0-9]+/).filter((w) => w.length >= 4);
  for (const area of areas) {
    const parts = lower(area)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP.has(w));
    const last = parts[parts.length - 1] ?? '';
    if (parts.every((p) => words.some((w) => p.startsWith(w))) || (last.length >= 8 && words.includes(last)))
      return ids(tasks, (x) => x.workArea === area);
  }
  return null;
}

const cityOf = (location: string): string => lower(location.split(',')[0]).trim();

function byLocation(text: string, tasks: readonly Task[]): string[] | null {
  const t = lower(text);
  const cities = [...new Set(tasks.map((x) => cityOf(x.location ?? '')).filter((c) => c.length > 2))];
  const hit = cities.filter((c) => new RegExp(`(?:^|[^a-z])${escapeRegExp(c)}(?=$|[^a-z])`).test(t));
  if (hit.length === 0) return null;
  return ids(tasks, (x) => hit.includes(cityOf(x.location ?? '')));
}

function byName(text: string, tasks: readonly Task[]): string[] | null {
  const NOUN = '(?:tasks?|lines?|rows?|work|team|area|support|staff|people|positions?|roles?|effort|labou?r)';
  const phrase = (new RegExp(
    `\\b(?:the|our|all|those|these)\\s+([a-z][a-z0-9 &/-]*?)\\s+${NOUN}\\b`,
    'i',
  ).exec(text) ?? new RegExp(`^([a-z][a-z0-9 &/-]*?)\\s+${NOUN}\\b`, 'i').exec(text))?.[1];
  if (phrase === undefined) return null;
  const words = lower(phrase)
    .split(/[\s/&-]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
  if (words.length === 0) return null;
  const hay = (x: Task): string => lower(`${x.lcat} ${x.workArea ?? ''}`);
  const hit = ids(tasks, (x) =>
    words.every((w) => new RegExp(`\\b${escapeRegExp(w.replace(/s$/, ''))}`).test(hay(x))),
  );
  return hit.length > 0 ? hit : null;
}

/**
 * The tasks a message speaks of, by number ("task 4.1"; "task 4" is every 4.x), by role
 * ("the PM", "the developers"), by location ("the Norfolk tasks"), by work area or name
 * ("the help desk task"), or "all tasks"; null when it names none.
 * @example
 * resolveReference('move the Norfolk tasks to Charleston', tasks) // { taskIds: ['2.1', '2.2'], label: 'the Norfolk tasks' }
 */
export function resolveReference(text: string, tasks: readonly Task[]): TaskTarget | null {
  const number = byNumber(text, tasks);
  if (number !== null) return number.length === 1 ? { taskId: number[0] ?? '' } : { taskIds: number };
  let found = byRole(text, tasks);
  if (found === null) {
    const area = byArea(text, tasks);
    const alias = byAlias(text, tasks);
    const singular = /\b(?:task|line|row|role|position|person|technician)\b(?!s)/i.test(text);
    found =
      area !== null &&
      alias !== null &&
      alias.length === 1 &&
      singular &&
      alias.every((id) => area.includes(id))
        ? alias
        : (area ?? alias ?? byPartial(text, tasks) ?? byLocation(text, tasks) ?? byName(text, tasks));
  }
  if (found === null || found.length === 0) {
    const all =
      /\b(all|every|each|entire|whole)\b.{0,20}\b(tasks?|rows?|lines?|plan|hours|roles?|positions?|staff|labou?r)\b/i.test(
        text,
      ) || /\b(the plan|everything|everyone|everybody|across the board)\b/i.test(text);
    return all ? { all: true } : null;
  }
  const label = /\bthe\s+[^,.;?!]+?\b(?:tasks?|lines?|team|area)\b/i.exec(text)?.[0];
  return found.length === 1 ? { taskId: found[0] ?? '' } : { taskIds: found, ...(label ? { label } : {}) };
}
