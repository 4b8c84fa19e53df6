import type { StatedComparison } from '../../schemas/plan';
import type { LabourCategory, SolicitationModel, StatedAmount } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { baseMonths, type PlanFrame, periodIndexOf } from './frame';
import { annualLine, citationOf, type PlanLine, statedHours } from './lines';
import { categoryLine, isCategoryTitle, keepsStatedTitle } from './category-title';
import { siteLabel } from './sites';
import { dateRangeYear, periodLike } from '../../solicitation/labour/period-labels';
import { seasonOf, seasonShareIn } from '../../solicitation/labour/season-span';
import { escapeRegExp } from '../../format/regexp';

/** What stated staffing gives the plan: its lines, the stated-vs-planned rows and notes. */
export interface StatedStaffing {
  lines: PlanLine[];
  rows: StatedComparison['rows'];
  assumptions: string[];
  questions: string[];
  thinking: string[];
}

const key = (c: LabourCategory) =>
  `${c.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${c.site ?? ''}|${c.shift ?? ''}|${c.season ?? ''}`;
const amountOf = (a: StatedAmount) => (a.hours ?? 0) + (a.fte ?? 0) + (a.people ?? 0);

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\bsr\b\.?/g, 'senior')
    .replace(/\bjr\b\.?/g, 'junior')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['and', 'of', 'the', 'key', 'personnel'].includes(w));

/** Whether every word of `inner` (levels included) is in `title`. */
export function containsTitle(title: string, inner: string): boolean {
  const have = new Set(words(title));
  const need = words(inner);
  return need.length > 0 && need.every((w) => have.has(w));
}

const TO_BE_NAMED = /^\s*(?:to be (?:named|determined|identified)(?: at award)?|TBD|TBN)\b\s*[:\-–]?\s*/i;
const PERIOD_IN_TITLE =
  /\s*[([-]?\s*\b(base (?:year|period)|option (?:year|period) ?\d{1,2}|OY ?\d{1,2})\b\s*[)\]]?\s*$/i;

/** "Program Manager (Option Year 1)" is the Program Manager row of Option Year 1 (a CLIN per period). */
function periodInTitle(raw: LabourCategory): LabourCategory {
  // "To Be Named at Award PRINCIPAL INVESTIGATOR" is the Principal Investigator's row.
  const c = { ...raw, title: raw.title.replace(TO_BE_NAMED, '').trim() || raw.title };
  const m = c.title.match(PERIOD_IN_TITLE);
  if (!m?.[1] || m.index === undefined || m.index === 0) return c;
  const period = m[1];
  return {
    ...c,
    title: c.title.slice(0, m.index).trim(),
    stated: c.stated.map(({ periodIndex: _, ...amount }) => ({ ...amount, period })),
  };
}

/** Categories with stated amounts, the same title (x site x shift) read twice merged into one. */
export function staffedCategories(model: SolicitationModel): LabourCategory[] {
  const merged = new Map<string, LabourCategory>();
  for (const raw of model.labourCategories) {
    const c = periodInTitle(raw);
    // The document's own titles are kept, known to a vocabulary or not ("CSO", "Kiln Loader II").
    if (!keepsStatedTitle(c, model)) continue;
    // More than 300 FTE or people in one category is an hours column read as a head count.
    // A zero in a period's column beside figures in others ("2,080 | 1,040 | 0 | 0") is a
    // position that ends: that period is stated as none, not carried on from the one before.
    const some = c.stated.some((a) => amountOf(a) > 0);
    const stated = c.stated
      .filter((a) => amountOf(a) > 0 || (some && a.periodIndex !== undefined && amountOf(a) === 0))
      .map((a) =>
        a.hours === undefined && (a.fte ?? a.people ?? 0) > 300
          ? {
              period: a.period,
              ...(a.periodIndex !== undefined ? { periodIndex: a.periodIndex } : {}),
              hours: a.fte ?? a.people ?? 0,
            }
          : a,
      );
    if (!some) continue;
    const k = key(c);
    const prior = merged.get(k);
    if (!prior) {
      merged.set(k, { ...c, stated });
      continue;
    }
    const periods = new Set(prior.stated.map((a) => a.period.toLowerCase()));
    merged.set(k, {
      ...prior,
      key: prior.key || c.key,
      stated: [...prior.stated, ...stated.filter((a) => !periods.has(a.period.toLowerCase()))],
    });
  }
  return [...merged.values()];
}

/**
 * The frame period a stated amount's label names: the frame's own reading first, then the
 * other ways tables label periods ("BY", "Year 2", "Option Period II", "CLIN 1001"), then a
 * column dated by its range ("10/01/2027 - 09/30/2028"), by its order among the dated columns.
 */
export function statedPeriodIndex(frame: PlanFrame, label: string, dated: readonly number[] = []): number {
  const named = periodIndexOf(frame, label);
  if (named >= 0) return named;
  const like = periodLike(label) ?? periodLike(label.replace(/^\s*(\S+\s+\S+).*$/, '$1'));
  if (like) {
    const kinds = frame.periods.map((p) => p.kind);
    if (like.kind === 'base') return kinds.indexOf('base');
    if (like.kind === 'extension') return kinds.indexOf('extension');
    if (like.kind === 'option') {
      const options = kinds.flatMap((k, i) => (k === 'option' ? [i] : []));
      return options[like.n - 1] ?? -1;
    }
    const years = kinds.flatMap((k, i) => (k === 'base' || k === 'option' ? [i] : []));
    return years[like.n - 1] ?? -1;
  }
  const year = dateRangeYear(label);
  const rank = year === null ? -1 : dated.indexOf(year);
  return rank >= 0 && dated.length <= frame.periods.length ? rank : -1;
}

/**
 * A period's total first: a table that splits each period over several columns (one per CLIN
 * or task, "Base Period 0001 Routine" ... "Base Period Base total") states the period's hours
 * in its total column, not in the first of its parts.
 */
function totalsFirst(stated: readonly StatedAmount[], idx: (a: StatedAmount) => number): StatedAmount[] {
  const value = (a: StatedAmount) => a.hours ?? a.fte ?? a.people ?? 0;
  const named = (a: StatedAmount) => /\btotal\b/i.test(a.period) && idx(a) >= 0;
  // The period's total adds up its parts; a grand total whose label took a period's name does not.
  const total = (a: StatedAmount) => {
    if (!named(a)) return false;
    const parts = stated.filter((b) => b !== a && !named(b) && idx(b) === idx(a));
    const sum = parts.reduce((s, b) => s + value(b), 0);
    return parts.length > 0 && Math.abs(sum - value(a)) <= 0.01 * value(a);
  };
  const ordered = [...stated.filter(total), ...stated.filter((a) => !total(a))];
  // A period stated both in FTE and in hours ("Base FTE | Base Hours") is priced at its hours:
  // the FTE column is the hours over the convention, a check rather than a second measure.
  const hasHours = (a: StatedAmount) => a.hours !== undefined && a.hours > 0;
  const checked = (a: StatedAmount) =>
    !hasHours(a) && ordered.some((b) => hasHours(b) && idx(b) === idx(a) && idx(a) >= 0);
  return [...ordered.filter((a) => !checked(a)), ...ordered.filter(checked)];
}

/**
 * Periods whose FTE column times the hours-per-FTE convention disagrees with their hours
 * column (by more than 1%), as phrases for the plan's assumptions ("Instructor, Base Year:
 * 2 FTE x 1,880 h = 3,760 h against 3,600 h stated").
 */
function fteHoursMismatches(c: LabourCategory, frame: PlanFrame, dated: readonly number[]): string[] {
  const idx = (a: StatedAmount) =>
    a.periodIndex !== undefined ? a.periodIndex : statedPeriodIndex(frame, a.period, dated);
  const out: string[] = [];
  for (let i = 0; i < frame.periods.length; i++) {
    const here = c.stated.filter((a) => idx(a) === i);
    const fte = here.find((a) => a.fte !== undefined && a.hours === undefined)?.fte;
    const hours = here.find((a) => a.hours !== undefined)?.hours;
    if (fte === undefined || hours === undefined || fte <= 0 || hours <= 0) continue;
    const months = frame.periods[i]?.months ?? 12;
    const expected = Math.round((fte * frame.hoursPerFte * months) / 12);
    if (Math.abs(expected - hours) <= Math.max(2, 0.01 * hours)) continue;
    out.push(
      `${c.title}, ${frame.periods[i]?.name ?? c.stated[0]?.period}: ${fmt(fte)} FTE x ${fmt(frame.hoursPerFte)} h = ${fmt(expected)} h against ${fmt(hours)} h stated`,
    );
  }
  return out;
}

/** The first years of the dated period labels the stated staffing uses, in order. */
function datedYears(categories: readonly LabourCategory[]): number[] {
  const years = categories.flatMap((c) => c.stated.map((a) => dateRangeYear(a.period) ?? -1));
  return [...new Set(years.filter((y) => y > 0))].sort((a, b) => a - b);
}

/** Hours of one stated amount in a period of `months` months. */
function hoursOf(a: StatedAmount, frame: PlanFrame, months: number): number {
  if (a.hours !== undefined && a.hours > 0) return a.hours;
  return ((a.fte ?? a.people ?? 0) * frame.hoursPerFte * months) / 12;
}

/**
 * Hours by frame period of a stated category: each stated period as stated; a period the
 * document gives no column for at the yearly rate of the nearest earlier stated period (the
 * base when none), so option years repeat the base and an extension takes its months' share.
 */
export function categoryPeriodHours(
  c: LabourCategory,
  frame: PlanFrame,
  dated: readonly number[] = datedYears([c]),
): { hours: number[]; stated: boolean[] } {
  const n = frame.periods.length;
  const hours: (number | undefined)[] = new Array(n).fill(undefined);
  let yearly: number | undefined;
  for (const a of totalsFirst(c.stated, (x) => statedPeriodIndex(frame, x.period, dated))) {
    const idx =
      a.periodIndex !== undefined && a.periodIndex < n
        ? a.periodIndex
        : statedPeriodIndex(frame, a.period, dated);
    if (idx >= 0 && hours[idx] === undefined)
      hours[idx] = hoursOf(a, frame, frame.periods[idx]?.months ?? 12);
    else if (idx < 0 && yearly === undefined) yearly = hoursOf(a, frame, 12);
  }
  const stated = hours.map((h) => h !== undefined);
  let rate = yearly;
  if (rate === undefined) {
    const first = hours.findIndex((h) => h !== undefined);
    rate = first >= 0 ? ((hours[first] ?? 0) * 12) / (frame.periods[first]?.months ?? 12) : 0;
  }
  const season = c.season ? seasonOf(c.season) : null;
  const out = frame.periods.map((p, i) => {
    const h = hours[i];
    if (h !== undefined) {
      rate = (h * 12) / p.months;
      return Math.round(h);
    }
    // A season's rows work the part of the season that falls in the period, not a share of its months.
    const share = season && p.startMonth !== undefined ? seasonShareIn(season, p.startMonth, p.months) : null;
    return Math.round(share !== null ? (rate ?? 0) * share : ((rate ?? 0) * p.months) / 12);
  });
  return { hours: out, stated };
}

/** The task hours of a stated category and the formula, in the document's own measure. */
function baseOf(
  c: LabourCategory,
  frame: PlanFrame,
  periodHours: number[],
  dated: readonly number[],
): { hours: number; formula: string } {
  const idx = (a: StatedAmount) =>
    a.periodIndex !== undefined ? a.periodIndex : statedPeriodIndex(frame, a.period, dated);
  const a = totalsFirst(c.stated, idx).find((x) => idx(x) === 0) ?? c.stated.find((x) => idx(x) < 0);
  const months = baseMonths(frame);
  const name = frame.periods[0]?.name ?? 'the base period';
  // Task hours are a year's, or the whole plan's when it is shorter than a year.
  const short = months < 12 && frame.months <= 12;
  const share = short ? ` x ${fmt(months)}/12 mo` : '';
  const part = short ? months / 12 : 1;
  if (!a)
    return statedHours(
      frame,
      periodHours,
      `Stated: ${fmt(periodHours[0] ?? 0)} h in ${name} at the yearly rate of the first stated period (${c.ref})`,
    );
  if (a.hours) {
    if (idx(a) === 0) return statedHours(frame, [a.hours], `Stated: ${fmt(a.hours)} h in ${name} (${c.ref})`);
    return {
      hours: Math.round(a.hours * part),
      formula: `Stated: ${fmt(a.hours)} h a year (${c.ref})${share}`,
    };
  }
  const n = a.fte ?? a.people ?? 0;
  return {
    hours: Math.round(n * frame.hoursPerFte * part),
    formula: `${fmt(n)} ${a.fte ? 'FTE' : 'people'} x ${fmt(frame.hoursPerFte)} h${share}`,
  };
}

/**
 * A schedule that states hours for option periods (CLIN 1001 "Option Year 1") over a period of
 * performance read as one long period ("a 36-month period of performance") states each
 * period's hours: the base amount is a year's, not the whole term's.
 */
function asYearly(categories: LabourCategory[], frame: PlanFrame): LabourCategory[] {
  const only = frame.periods.length === 1 ? frame.periods[0] : undefined;
  if (!only || only.months <= 12) return categories;
  const options = categories.some((c) =>
    c.stated.some((a) => /\boption\b/i.test(a.period) && statedPeriodIndex(frame, a.period) < 0),
  );
  if (!options) return categories;
  return categories.map((c) => ({
    ...c,
    stated: c.stated
      .filter((a) => !/\boption\b/i.test(a.period))
      .map(({ periodIndex: _, ...a }) => ({ ...a, period: 'Annual' })),
  }));
}

/**
 * Rule 1, stated staffing wins: one line per stated category (x site x shift), the document's
 * title verbatim, its key flag, hours for every period of the frame, citing its row.
 * @example
 * statedStaffing(model, frame).lines[0]?.lcat // 'Sr. Systems Administrator (Unix/Linux)'
 */
export function statedStaffing(model: SolicitationModel, frame: PlanFrame): StatedStaffing {
  const categories = asYearly(staffedCategories(model), frame);
  // A key person named "Project Manager" makes "Project Manager - Senior" key: every word of the key title is in it.
  const isKeyTitle = (title: string) => model.keyPersonnel.some((k) => containsTitle(title, k.title));
  // A key person the documents name as a stated category ("The Office Lead at the depot shall
  // also serve as the Program Manager") makes that category's row key: the row at the site the
  // sentence names, when it names one of the category's sites.
  const aliasKey = (c: LabourCategory) =>
    model.keyPersonnel.some((k) => {
      if (!namedAs(k.quote, c.title, k.title)) return false;
      const quote = k.quote.toLowerCase();
      const sites = categories
        .filter((o) => o.title === c.title && o.site)
        .map((o) => (o.site ?? '').toLowerCase());
      return !c.site || !sites.some((s) => quote.includes(s)) || quote.includes(c.site.toLowerCase());
    });
  const indicative = model.staffingTables.some((t) => t.indicative);
  const lines: PlanLine[] = [];
  const rows: StatedComparison['rows'] = [];
  const dated = datedYears(categories);
  for (const c of categories) {
    const { hours: periodHours } = categoryPeriodHours(c, frame, dated);
    const base = baseOf(c, frame, periodHours, dated);
    const isKey = c.key || isKeyTitle(c.title) || aliasKey(c);
    const site = c.site ? siteNamed(model, c.site) : undefined;
    const named = categoryLine(c.title, frame.domain);
    const line: PlanLine = {
      lcat: named.lcat,
      key: isKey,
      workArea: c.shift
        ? `Stated staffing (${c.shift})`
        : c.season
          ? `Stated staffing (season: ${c.season})`
          : 'Stated staffing',
      source: 'stated',
      periodHours,
      hours: base.hours,
      formula: base.formula,
      basis: `Stated in ${c.ref}${isKey ? ' (key personnel)' : ''}: "${clip(c.quote, 180)}"${indicative ? ' (stated for estimating purposes only)' : ''}.`,
      citation: citationOf(c),
      requirements: [],
      requirementRefs: [c.ref],
    };
    const family = c.family ?? named.family;
    if (family) line.family = family;
    if (c.site)
      line.location = site
        ? site.name === c.site
          ? siteLabel(site)
          : `${c.site} (${siteLabel(site)})`
        : c.site;
    lines.push(line);
    c.stated.forEach((a) => {
      const idx = a.periodIndex ?? statedPeriodIndex(frame, a.period, dated);
      const period = frame.periods[idx]?.name ?? a.period;
      const planned = periodHours[idx] ?? periodHours[0] ?? 0;
      const months = frame.periods[idx]?.months ?? 12;
      const unit = a.hours ? 'hours' : a.fte ? 'fte' : 'people';
      const plannedInUnit =
        unit === 'hours' ? planned : Math.round((planned / frame.hoursPerFte / (months / 12)) * 100) / 100;
      rows.push({
        lcat: named.lcat,
        period,
        stated: a.hours ?? a.fte ?? a.people ?? 0,
        planned: plannedInUnit,
        unit,
        citation: citationOf(c),
      });
    });
  }
  const assumptions: string[] = [];
  const mismatches = categories.flatMap((c) => fteHoursMismatches(c, frame, dated));
  if (mismatches.length)
    assumptions.push(
      `The staffing table states FTE and hours for the same periods and they disagree at ${fmt(frame.hoursPerFte)} h per FTE (${mismatches.slice(0, 4).join('; ')}${mismatches.length > 4 ? `; ${mismatches.length - 4} more` : ''}); the plan prices the stated hours. Ask the contracting officer which figure governs.`,
    );
  const missingKeys = lines.length ? uncoveredKeyLines(model, frame, categories) : [];
  lines.push(...missingKeys);
  for (const k of missingKeys)
    assumptions.push(
      `${k.lcat} is key personnel (${k.citation?.ref ?? 'named'}) but has no row in the stated staffing; it is added at ${k.source === 'stated' ? k.formula : '1 FTE (assumed)'}, outside the stated hours.`,
    );
  const thinking: string[] = [];
  const unstatedPeriods = frame.periods.filter(
    (_, i) => lines.length > 0 && categories.every((c) => !categoryPeriodHours(c, frame, dated).stated[i]),
  );
  if (
    unstatedPeriods.length &&
    categories.some((c) => categoryPeriodHours(c, frame, dated).stated.some(Boolean))
  )
    assumptions.push(
      `The stated staffing gives no figures for ${unstatedPeriods.map((p) => p.name).join(', ')}; those periods repeat the yearly hours of the last stated period (pro rata for shorter periods).`,
    );
  if (indicative)
    assumptions.push(
      'The stated staffing is marked as for estimating purposes only; it is used as stated, and the contractor may propose its own mix.',
    );
  const optional = model.staffingTables.flatMap((t) =>
    (t.optional ?? []).filter((o) => o.amounts.some((a) => a > 0)).map((o) => ({ o, t })),
  );
  // Optional increments (surge) are compared with nothing planned, period by period.
  for (const { o, t } of optional.slice(0, 3))
    o.amounts.forEach((amount, i) => {
      rows.push({
        lcat: o.label,
        period: frame.periods[i]?.name ?? t.periods[i] ?? null,
        stated: amount,
        planned: 0,
        unit: t.measure,
        citation: citationOf(t),
      });
    });
  for (const { o, t } of optional.slice(0, 3))
    assumptions.push(
      `"${o.label}" (${o.amounts.map(fmt).join(' / ')} ${t.measure}) is optional and is not in the planned hours (${t.ref}).`,
    );
  if (optional.length > 3)
    assumptions.push(
      `${optional.length - 3} more optional amounts are stated apart and are not in the planned hours either.`,
    );
  const staffedWords = new Set(categories.map((c) => c.title.toLowerCase()));
  const questions = model.labourCategories
    .filter(
      (c) =>
        isCategoryTitle(c.title) &&
        c.stated.every((a) => amountOf(a) <= 0) &&
        !staffedWords.has(c.title.toLowerCase()),
    )
    .filter((c) => !categories.some((s) => s.title.toLowerCase().includes(c.title.toLowerCase())))
    .slice(0, 8)
    .map(
      (c) =>
        `${c.title} is named in ${c.ref} but has no stated hours in the staffing; should it be priced, and at what level?`,
    );
  if (lines.length)
    thinking.push(
      `Stated staffing: ${lines.length} categories${indicative ? ' (for estimating purposes only)' : ''}; the stated hours win, per category and period.`,
    );
  return { lines, rows, assumptions, questions, thinking };
}

const BE_AS = String.raw`(?:is|shall\s+(?:also\s+)?be|will\s+(?:also\s+)?be|(?:shall|will)\s+(?:also\s+)?(?:serve|act)\s+as|(?:also\s+)?serves\s+as|(?:also\s+)?acts\s+as)\s+(?:also\s+)?(?:the\s+|an?\s+|one\s+of\s+the\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:designated\s+)?`;

/**
 * Whether a key person's sentence makes them one of the stated categories under another name:
 * "The Lead Pharmacy Technician at Dayton is the Contractor's Site Lead", "The Project Manager
 * shall be one of the Senior Analysts", "The Program Manager (the Office Lead at the depot)". That
 * category's row holds them; they take no line of their own.
 */
export function namedAs(quote: string, category: string, key: string): boolean {
  const c = escapeRegExp(category);
  const k = escapeRegExp(key);
  return (
    new RegExp(String.raw`\b${c}s?\b[^.;]{0,60}?\b${BE_AS}(?:[A-Z][\w-]*\s+){0,2}${k}\b`, 'i').test(quote) ||
    new RegExp(String.raw`\b${k}\b[^.;]{0,60}?\b${BE_AS}${c}s?\b`, 'i').test(quote) ||
    // "The Program Manager (the Office Lead at Fort Ambrose) is Key Personnel".
    new RegExp(String.raw`\b${k}\s*\(\s*(?:the\s+|an?\s+|one\s+of\s+the\s+)?${c}s?\b`, 'i').test(quote)
  );
}

/** Key personnel the documents name that no stated row covers: one assumed full-time line each. */
export function uncoveredKeyLines(
  model: SolicitationModel,
  frame: PlanFrame,
  categories: Pick<LabourCategory, 'title'>[],
): PlanLine[] {
  const seen = new Set<string>();
  return model.keyPersonnel
    .filter((k) => isCategoryTitle(k.title))
    .filter(
      (k) =>
        !categories.some(
          (c) =>
            containsTitle(c.title, k.title) ||
            containsTitle(k.title, c.title) ||
            initialsOf(c.title, k.title) ||
            namedAs(k.quote, c.title, k.title),
        ),
    )
    .filter((k) => !seen.has(k.title.toLowerCase()) && seen.add(k.title.toLowerCase()))
    .map((k) => {
      // The documents' own week for the person ("8 hours a week for 31 weeks") prices it.
      const a = k.week
        ? annualLine(
            frame,
            k.week.hours * k.week.weeks,
            `${fmt(k.week.hours)} h/wk x ${fmt(k.week.weeks)} wk`,
          )
        : annualLine(frame, frame.hoursPerFte, `1 FTE x ${fmt(frame.hoursPerFte)} h (assumed)`);
      return {
        lcat: k.title,
        key: true,
        workArea: 'Key Personnel',
        source: k.week ? ('stated' as const) : ('assumed' as const),
        periodHours: a.periodHours,
        hours: a.hours,
        formula: a.formula,
        basis: k.week
          ? `Key personnel in ${k.ref}: "${clip(k.quote, 80)}"; its week is stated: "${clip(k.week.quote, 140)}".`
          : `Key personnel in ${k.ref}: "${clip(k.quote, 140)}"; no row in the stated staffing, so assumed full time.`,
        citation: citationOf(k),
        requirements: [],
        requirementRefs: [k.ref],
      };
    });
}

/**
 * Whether a key title is the acronym of a stated title ("ISSO" for "Information System
 * Security Officer, Tier 2"): its capitals are the initials of the title's words, small words aside.
 */
function initialsOf(title: string, acronym: string): boolean {
  if (!/^[A-Z]{2,6}$/.test(acronym)) return false;
  const words = (title.split(/[,(]/)[0] ?? '')
    .split(/[\s/-]+/)
    .filter((w) => w && !/^(?:and|of|for|the|&)$/i.test(w));
  return words.map((w) => w[0]?.toUpperCase() ?? '').join('') === acronym;
}

/** The place a staffing column names: by its name, or a site list's label ("Site A - Grand Junction ..."). */
function siteNamed(model: SolicitationModel, label: string) {
  const l = label.trim().toLowerCase();
  const escaped = escapeRegExp(label.trim());
  const labelled = new RegExp(`^\\W*${escaped}\\b`, 'i');
  return (
    model.sites.find((s) => s.name.toLowerCase() === l) ??
    model.sites.find((s) => labelled.test(s.quote)) ??
    model.sites.find((s) => s.name.toLowerCase().includes(l) || (s.city ?? '').toLowerCase() === l)
  );
}
