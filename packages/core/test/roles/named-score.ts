/**
 * Scores the plan of a generated solicitation that names its labour categories: each named
 * title a plan line (verbatim, or the same head noun and level), its key flag right, no decoy
 * (Government role, another contractor's person, a board member, a person named, a thing) and
 * no role outside the document's domain; roles it does not name at all are counted apart. The reader's categories are scored too, to tell a title
 * the reader missed from one the plan builder dropped.
 */
import { estimatePlan } from '../../src/estimator/estimate';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { domainTitles, type NamedCase } from './named-gen';

export interface NamedScore {
  /** Named titles found among the reader's categories. */
  read: [found: number, of: number];
  /** Named titles with a plan line. */
  titles: [found: number, of: number];
  /** Found titles whose line carries the right key flag. */
  keys: [right: number, of: number];
  /** Plan lines that are decoys. */
  decoys: string[];
  /** Plan lines that are no named title and no decoy. */
  invented: string[];
  /** Invented lines outside the document's domain (no head noun of its titles, no manager). */
  foreign: string[];
  missing: string[];
  exact: boolean;
}

const LEVEL = /^(?:senior|junior|sr\.?|jr\.?|lead|principal|[ivx]{1,4})$/i;

/** A title's level words and head noun, without parentheses or a "(Key)" mark. */
function parts(title: string): { level: string; head: string; plain: string } {
  const plain = title
    .replace(/\([^)]*\)|\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const words = plain.split(' ');
  const level = words
    .filter((w) => LEVEL.test(w))
    .map((w) => w.replace(/^sr\.?$/, 'senior').replace(/^jr\.?$/, 'junior'))
    .sort()
    .join(' ');
  const head = words.filter((w) => !LEVEL.test(w)).pop() ?? '';
  return { level, head: head.replace(/s$/, ''), plain };
}

/** Whether a plan line names the title: verbatim, or the same head noun and the same level. */
export function namesTitle(line: string, title: string): boolean {
  const a = parts(line);
  const b = parts(title);
  if (a.plain === b.plain) return true;
  return a.head === b.head && a.level === b.level && (a.plain.includes(b.plain) || b.plain.includes(a.plain));
}

/**
 * Reads and plans one case and scores it.
 * @example
 * scoreNamed(namedCase(1, namedGrid()[0])).exact
 */
export function scoreNamed(c: NamedCase): NamedScore {
  const input = { primary: { name: 'rfp', text: c.text } };
  const model = readSolicitation(input);
  const plan = estimatePlan(input);
  const cats = c.truth.categories;
  const read = cats.filter((t) => model.labourCategories.some((m) => namesTitle(m.title, t.title)));
  const found: { title: string; key: boolean; line: { lcat: string; keyPersonnel?: boolean | undefined } }[] =
    [];
  const missing: string[] = [];
  for (const t of cats) {
    const line =
      plan.tasks.find((x) => parts(x.lcat).plain === parts(t.title).plain) ??
      plan.tasks.find((x) => namesTitle(x.lcat, t.title));
    if (line) found.push({ ...t, line });
    else missing.push(t.title);
  }
  const keyed = (l: { lcat: string; keyPersonnel?: boolean | undefined }) =>
    Boolean(l.keyPersonnel) || /\(key\)/i.test(l.lcat);
  const keys = found.filter((f) => keyed(f.line) === f.key).length;
  const isDecoy = (lcat: string) =>
    c.truth.decoys.some(
      (d) => parts(lcat).plain === parts(d).plain || parts(lcat).plain.endsWith(parts(d).plain),
    );
  const named = (lcat: string) => cats.some((t) => namesTitle(lcat, t.title));
  const lines = [...new Set(plan.tasks.map((t) => t.lcat))];
  const decoys = lines.filter((l) => !named(l) && isDecoy(l));
  const invented = lines.filter((l) => !named(l) && !isDecoy(l));
  const heads = new Set(domainTitles(c.phrasing.domain).map((t) => parts(t).head));
  const foreign = invented.filter((l) => !heads.has(parts(l).head) && !/\bmanager$/i.test(l.trim()));
  return {
    read: [read.length, cats.length],
    titles: [found.length, cats.length],
    keys: [keys, found.length],
    decoys,
    invented,
    foreign,
    missing,
    exact: !missing.length && keys === found.length && !decoys.length && !foreign.length,
  };
}

/** A slice's figures: the share of cases wholly right, of titles found and of key flags right,
 * and how many cases let a decoy or a role outside the domain into the plan. */
export function summariseNamed(scores: NamedScore[]): {
  exact: number;
  titles: number;
  keys: number;
  decoyCases: number;
  foreignCases: number;
} {
  const sum = (f: (s: NamedScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  return {
    exact: sum((s) => Number(s.exact)) / scores.length,
    titles: sum((s) => s.titles[0]) / sum((s) => s.titles[1]),
    keys:
      sum((s) => s.keys[0]) /
      Math.max(
        1,
        sum((s) => s.keys[1]),
      ),
    decoyCases: sum((s) => Number(s.decoys.length > 0)),
    foreignCases: sum((s) => Number(s.foreign.length > 0)),
  };
}
