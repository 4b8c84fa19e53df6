import { headTitle } from '../../solicitation/labour/named-prose';
import type { LabourCategory, SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { isCategoryTitle } from './category-title';
import type { PlanFrame } from './frame';
import { annualLine, citationOf, type PlanLine } from './lines';
import { titleFit, titleWords } from './roles';
import { uncountedBasis } from './uncounted-basis';

/** A manager's or a lead's title: the named team's head, not the one who does the work. */
const HEAD =
  /\b(?:manager|director|lead|leader|supervisor|superintendent|principal investigator|coordinator)\b/i;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a category's quote names its title only after "be a" / "as an": a credential someone holds. */
function credential(c: LabourCategory): boolean {
  const at = c.quote.indexOf(c.title);
  if (at < 0 || c.quote.indexOf(c.title, at + 1) >= 0) return false;
  return /\b(?:be|as)\s+an?\s+(?:[A-Z][\w-]*\s+){0,3}$/.test(c.quote.slice(0, at));
}

/**
 * The team the documents name without amounts: labour categories named in a key personnel
 * clause, a qualification paragraph, a category description, a price schedule with blank
 * hours or a "personnel shall include" list, once each, titles verbatim. It is a roster when at
 * least one named category does the work (not only a manager or a lead); else it is empty. A
 * title its quote names only as what someone must be ("shall be a Certified Public Accountant")
 * is a credential, not a category of the team. When only a lead of a trade is named ("Lead
 * Locksmith"), the trade is the roster's worker, unless workload already sizes lines
 * (`derivedWork`): those lines carry the roles their work names (a dentist's visits, an
 * assistant's screenings), and one lead's trade must not take their place.
 * @example
 * namedRoster(model).map((c) => c.title) // ['Project Manager', 'Senior Claims Analyst', 'Data Entry Clerk']
 */
export function namedRoster(model: SolicitationModel, derivedWork = false): LabourCategory[] {
  const out: LabourCategory[] = [];
  for (const c of model.labourCategories) {
    // A title the reader took from a person's place in a sentence or a category column ("Ironworker") counts too.
    const title = isCategoryTitle(c.title) || headTitle(c.title, true) !== null;
    // Roles named with no number join the plan on their own lines (uncounted-roles.ts), not as the team.
    if (c.uncounted || c.stated.length || c.site || !title || credential(c)) continue;
    if (out.some((o) => same(o.title, c.title))) continue;
    out.push(c);
  }
  if (out.some((c) => !HEAD.test(c.title))) return out;
  if (derivedWork) return [];
  // Only a lead of a trade named ("the Lead Locksmith is key personnel"): the trade does the work.
  const trades = out.flatMap((c) => {
    const trade = c.title.match(LEAD_OF)?.groups?.trade;
    return trade && !HEAD.test(trade) && isCategoryTitle(trade) && !out.some((o) => same(o.title, trade))
      ? [{ ...c, title: trade, key: false }]
      : [];
  });
  return trades.length ? [...out, ...trades] : [];
}

const LEAD_OF = /^lead\s+(?<trade>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)$/i;

/** Words of a title that say its level, not its occupation. */
const LEVEL = /^(?:senior|junior|lead|principal|chief|associate|iii|iv|vi{0,3})$/;

/**
 * Whether two words share their stem: one (4+ letters) begins the other with at most four
 * letters more, or they share their first five letters and three quarters of the shorter
 * ("scann", "scan"; "custodian", "custodial"; not "parts", "participant").
 */
function sameStem(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 4) return true;
  let n = 0;
  while (n < short.length && short[n] === long[n]) n++;
  return n >= 5 && n >= 0.75 * short.length;
}

/**
 * How well a derived line's work fits a title by word stems: the share of the title's words
 * whose stem a word of the work shares ("Scanning Technician" fits "scan and index pages" half).
 * @example
 * stemFit('Benefits Adjudicator', 'review and adjudicate benefit applications') // 1
 */
export function stemFit(title: string, text: string): number {
  const words = titleWords(title).filter((w) => !LEVEL.test(w));
  if (words.length === 0) return 0;
  const have = [...new Set(titleWords(text))];
  return words.filter((w) => have.some((h) => sameStem(w, h))).length / words.length;
}

/** The named category that fits a line's work best (by its title's words), when one fits at all. */
function bestFit(roster: LabourCategory[], line: PlanLine): LabourCategory | undefined {
  const text = [line.lcat, line.workArea, ...line.requirements].join(' ');
  let best: LabourCategory | undefined;
  let top = 0;
  for (const c of roster) {
    if (HEAD.test(c.title)) continue;
    const fit = Math.max(titleFit(c.title, text), titleFit(c.family ?? c.title, line.lcat));
    if (fit > top) {
      best = c;
      top = fit;
    }
  }
  return best;
}

/**
 * The words of a derived line's work: its counted items, its requirements, the volume and rate
 * its basis quotes, and the documents' requirements that name its items ("scan and index all
 * pages" for a line of pages).
 * @example
 * workText(line, model, roster) // 'page C.5: "Workload: ... pages a month." ... The Contractor shall scan, index ... all pages ...'
 */
function workText(line: PlanLine, model: SolicitationModel, roster: LabourCategory[]): string {
  const items = titleWords(line.workArea);
  // The sentences that name the team are no work: the titles are taken out first.
  const unnamed = (text: string) => roster.reduce((t, c) => t.split(c.title).join(' '), text);
  const naming = (text: string) => {
    const words = titleWords(text);
    return items.length > 0 && items.every((i) => words.some((w) => sameStem(i, w)));
  };
  const reqs = model.requirements.map((r) => unnamed(r.text)).filter(naming);
  return [line.workArea, ...line.requirements, line.basis, ...reqs].join(' ');
}

/**
 * The named category that does a derived line's work: the one whose title's word stems the
 * work shares most, not a manager or lead; none when no title shares a stem, or two share it
 * equally.
 * @example
 * workDoer(roster, 'scan, index and quality-check all pages')?.c.title // 'Scanning Technician II'
 */
export function workDoer(
  roster: LabourCategory[],
  work: string,
): { c: LabourCategory; fit: number } | undefined {
  const fits = roster
    .filter((c) => !HEAD.test(c.title))
    .map((c) => ({ c, fit: stemFit(c.title, work) }))
    .filter((f) => f.fit > 0)
    .sort((a, b) => b.fit - a.fit);
  const [first, second] = fits;
  if (!first || (second && second.fit === first.fit && !same(second.c.title, first.c.title)))
    return undefined;
  return first;
}

/**
 * A plan with no stated amount staffed by the team the documents name: a derived line goes to
 * the named category whose title shares its work's word stems (workDoer); each other assumed or
 * derived line whose role the documents do not name takes the named category its work fits (by
 * title words), else (assumed work only) the named category with the least work so far. In a
 * draft no driver sizes, a manager the plan assumed is dropped. Each named category left without
 * a line gets one at an assumed fraction (one FTE for key personnel, half for the others), unless
 * derived work staffs its occupation. Key flags follow the documents.
 * @example
 * staffRoster(lines, namedRoster(model), model, frame).lines.map((l) => l.lcat) // the named titles only
 */
export function staffRoster(
  lines: PlanLine[],
  roster: LabourCategory[],
  model: SolicitationModel,
  frame: PlanFrame,
): { lines: PlanLine[]; assumptions: string[] } {
  if (!roster.length) return { lines, assumptions: [] };
  const named = (title: string) => roster.find((c) => same(c.title, title));
  const isKey = (c: LabourCategory) => isKeyIn(model, c);
  const hours = new Map<string, number>();
  for (const l of lines)
    if (named(l.lcat)) hours.set(l.lcat.toLowerCase(), (hours.get(l.lcat.toLowerCase()) ?? 0) + l.hours);
  const least = () =>
    [...roster]
      .filter((c) => !HEAD.test(c.title))
      .sort((a, b) => (hours.get(a.title.toLowerCase()) ?? 0) - (hours.get(b.title.toLowerCase()) ?? 0))[0];
  // Work sized from drivers is the plan's measure: its manager stays, and a named category of an occupation it staffs is not added.
  const sized = lines.some((l) => l.source === 'derived');
  const out: PlanLine[] = [];
  const restaff = (l: PlanLine, to: LabourCategory): PlanLine => {
    hours.set(to.title.toLowerCase(), (hours.get(to.title.toLowerCase()) ?? 0) + l.hours);
    const { family: _family, ...rest } = l;
    return {
      ...rest,
      lcat: to.title,
      ...(to.family ? { family: to.family } : {}),
      key: isKey(to),
      basis: `${l.basis} Staffed by the ${to.title}, a labour category the documents name (${to.ref}).`,
    };
  };
  for (const l of lines) {
    const own = named(l.lcat);
    // Derived work goes to the named category whose title its work shares, over a role picked by its kind.
    // A role the line's own quote names ("a credentialed inpatient coder completes ...") stays.
    const quoted = titleFit(l.lcat, l.basis) === 1;
    const work = l.source === 'derived' && !quoted ? workText(l, model, roster) : '';
    const doer = work ? workDoer(roster, work) : undefined;
    // A named role the builder chose keeps the work when its title shares the work's words too.
    if (doer && (!own || stemFit(own.title, work) === 0)) {
      out.push(restaff(l, doer.c));
      continue;
    }
    if (own) {
      out.push({ ...l, key: l.key || isKey(own) });
      continue;
    }
    // The plan's own manager: the roster is the team the documents name, without it.
    if (
      !sized &&
      l.source === 'assumed' &&
      !l.citation &&
      HEAD.test(l.lcat) &&
      l.workArea !== 'Key Personnel'
    )
      continue;
    if (l.source === 'stated') {
      out.push(l);
      continue;
    }
    // Work a driver sizes keeps its role unless a named category fits it; assumed work is the roster's.
    const to = bestFit(roster, l) ?? (l.source === 'assumed' ? least() : undefined);
    if (!to) {
      out.push(l);
      continue;
    }
    out.push(restaff(l, to));
  }
  // Nothing named is dropped: a category no line staffs gets its assumed line, unless derived
  // work already staffs its occupation (a title sharing a word: "Lead Instructor", "Instructor, HMHC").
  const derivedWords = new Set(out.filter((l) => l.source === 'derived').flatMap((l) => titleWords(l.lcat)));
  const covered = (c: LabourCategory) =>
    !HEAD.test(c.title) && titleWords(c.title).some((w) => derivedWords.has(w));
  const added = unstatedLines(out, sized ? roster.filter((c) => !covered(c)) : roster, model, frame);
  out.push(...added);
  return {
    lines: out,
    assumptions: [
      `The documents name ${roster.length} labour categor${roster.length === 1 ? 'y' : 'ies'} without hours (${roster
        .map((c) => c.title)
        .join(
          '; ',
        )}); the plan staffs each of them and no other role${added.length ? `, ${added.length} at an assumed fraction (key personnel 1 FTE, others 0.5 FTE)` : ''}. Replace the fractions with the offeror's own staffing.`,
    ],
  };
}

const isKeyIn = (model: SolicitationModel, c: LabourCategory) =>
  c.key || model.keyPersonnel.some((k) => same(k.title, c.title));

/**
 * One line for each named category no line of the plan staffs, at an assumed fraction (one FTE
 * for key personnel, half for the others), quoting where the documents name it.
 * @example
 * unstatedLines(stated, namedRoster(model), model, frame).map((l) => l.lcat) // ['Data Entry Clerk']
 */
export function unstatedLines(
  lines: PlanLine[],
  roster: LabourCategory[],
  model: SolicitationModel,
  frame: PlanFrame,
): PlanLine[] {
  const out: PlanLine[] = [];
  for (const c of roster) {
    if ([...lines, ...out].some((l) => same(l.lcat, c.title))) continue;
    const key = isKeyIn(model, c);
    const fte = key ? 1 : 0.5;
    // A key person's own week in the documents ("8 hours a week for 31 weeks") prices it.
    const week = key ? model.keyPersonnel.find((k) => k.week && same(k.title, c.title))?.week : undefined;
    const a = week
      ? annualLine(frame, week.hours * week.weeks, `${fmt(week.hours)} h/wk x ${fmt(week.weeks)} wk`)
      : annualLine(
          frame,
          Math.round(fte * frame.hoursPerFte),
          `${fmt(fte)} FTE x ${fmt(frame.hoursPerFte)} h (assumed)`,
        );
    out.push({
      lcat: c.title,
      ...(c.family ? { family: c.family } : {}),
      key,
      workArea: key ? 'Key Personnel' : 'Named labor categories',
      source: week ? 'stated' : 'assumed',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: week
        ? `Named in ${c.ref || c.document}: "${clip(c.quote, 80)}"; its week is stated: "${clip(week.quote, 140)}".`
        : c.uncounted
          ? uncountedBasis(c, fte)
          : `Named in ${c.ref || c.document}: "${clip(c.quote, 140)}"; no hours stated, ${fmt(fte)} FTE assumed.`,
      citation: citationOf(c),
      requirements: [],
      requirementRefs: [],
    });
  }
  return out;
}
