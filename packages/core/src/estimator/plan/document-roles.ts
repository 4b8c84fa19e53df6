import type { SolicitationModel, Table } from '../../solicitation/model';

/** A role the documents list by title, with its key flag. */
export interface DocumentRole {
  title: string;
  key: boolean;
}

/** A first column of role titles: "Role", "Position", "Labor category", "Personnel", "Discipline". */
const ROLE_HEAD =
  /^\W*(?:roles?|positions?|labou?r categor(?:y|ies)|personnel|(?:job )?titles?|staff(?:ing)? categor(?:y|ies)|disciplines?|team members?)\W*$/i;
/** Other columns that say the table describes roles, not counts: qualifications, duties. */
const ABOUT_ROLE =
  /\b(?:qualifications?|experience|education|certifications?|credentials?|requirements?|dut(?:y|ies)|responsibilit\w*|skills?|licen[cs]\w*)\b/i;
const KEY = /\(\s*key(?:\s+personnel)?\s*\)|\*\s*$/i;
const MANAGER = /\b(?:manager|director)\b/i;

const clean = (s: string) =>
  s
    .replace(/\*+/g, '')
    .replace(/\(\s*key(?:\s+personnel)?\s*\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

function rolesOf(t: Table): DocumentRole[] {
  if (!ROLE_HEAD.test(t.header[0] ?? '') || !t.header.slice(1).some((h) => ABOUT_ROLE.test(h))) return [];
  return t.rows
    .map((r) => ({ raw: r[0] ?? '', title: clean(r[0] ?? '') }))
    .filter((r) => /^[A-Z]/.test(r.title) && r.title.length <= 60 && !/\d{2,}/.test(r.title))
    .map((r) => ({ title: r.title, key: KEY.test(r.raw) }));
}

/**
 * Roles a table of the documents lists with their qualifications or duties ("Role | Minimum
 * qualification"), titles verbatim without their "(Key)" mark.
 * @example
 * documentRoles(model) // [{ title: 'Outpatient Coding Reviewer', key: false }, { title: 'Project Manager', key: true }]
 */
export function documentRoles(model: SolicitationModel): DocumentRole[] {
  const seen = new Set<string>();
  return model.tables.flatMap(rolesOf).filter((r) => {
    const k = r.title.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const words = (s: string) =>
  (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((w) =>
    w.length > 5 ? w.replace(/(?:ing|ion|s)$/, '') : w,
  );

/**
 * The listed role that fits a piece of work best: each title word found in the work counts (up to
 * three times), weighted by how few titles share it, so "Outpatient Coding Reviewer" wins the
 * outpatient work over the other reviewers. A role needs a word no other title has; managers are
 * left to the plan's heads. Undefined when none fits.
 * @example
 * documentRole(model, 'Outpatient chart review: 15 minutes per chart') // 'Outpatient Coding Reviewer'
 */
export function documentRole(model: SolicitationModel, work: string): string | undefined {
  const titles = documentRoles(model).filter((r) => !MANAGER.test(r.title));
  if (!titles.length) return undefined;
  const text = words(work);
  const count = new Map<string, number>();
  for (const w of text) count.set(w, (count.get(w) ?? 0) + 1);
  const df = new Map<string, number>();
  for (const t of titles) for (const w of new Set(words(t.title))) df.set(w, (df.get(w) ?? 0) + 1);
  let best: string | undefined;
  let top = 0;
  for (const t of titles) {
    const own = [...new Set(words(t.title))];
    if (!own.some((w) => df.get(w) === 1 && count.has(w))) continue;
    const score = own.reduce((s, w) => s + Math.min(3, count.get(w) ?? 0) / (df.get(w) ?? 1), 0);
    if (score > top) {
      best = t.title;
      top = score;
    }
  }
  return best;
}
