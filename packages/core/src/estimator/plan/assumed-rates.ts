import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { lineItemRows, lineItemVolumes } from './line-item-volumes';
import { annualLine, type PlanLine, statedHours } from './lines';
import { plural } from './productivity';
import { countsTimedItems } from './rated-items';
import { periodVolumes } from './period-volumes';
import { sizedPerUnit } from './unit-effort';
import { unevenHours, type VolumeItem, volumeItems } from './stated-rates';

/**
 * A kind of counted work with a productivity a pricer would assume when the documents state
 * none: the words that name it, the hours one unit takes, the role that does it (unless the
 * documents name one: an occupation of the wage determination, a role they list), and what the
 * question to the contracting officer asks about.
 */
interface AssumedRate {
  words: RegExp;
  /** Words of the work (the volume's label or the documents) that must be present. */
  context?: RegExp;
  /** Line items counted "Each" may be this work (a case is its own unit; a gown inspected is not). */
  each?: boolean;
  /** Words the volume's own label must hold ("Summary statements edited": the work on the unit). */
  labelContext?: RegExp;
  /** A crew that shares the hours (a leader and workers), instead of the one role. */
  crew?: readonly { role: string; share: number }[];
  hoursEach: number;
  unit: string;
  role: string;
  /** Words of an occupation title the documents give that fits this work. */
  roleWords: RegExp;
  rule: string;
  question: string;
}

/**
 * Assumed productivities, each written in the line's basis and raised as a question: soiled
 * laundry 60 lb per production labour hour (sorting, washing, drying, finishing, folding,
 * packing); pick-ups and deliveries on a route 3 h each (drive, load, unload); records or
 * charts reviewed 30 minutes each; inspections 2 h each (travel to the site not included);
 * images or pages scanned 1 minute each (preparation and quality control included).
 */
const ASSUMED: readonly AssumedRate[] = [
  {
    words: /^(?:lbs?|pounds?)$|\b(?:pounds|lbs)\b/i,
    context: /\b(?:laundr\w*|linens?|wash\w*|textiles?)\b/i,
    hoursEach: 1 / 60,
    unit: 'lb',
    role: 'Laundry Worker',
    roleWords: /\blaundry\b(?!.*\b(?:machine|tender|supervisor|manager)\b)/i,
    rule: '60 lb of soiled linen per production labour hour (sorting, washing, drying, finishing, folding and packing)',
    question:
      'What productivity (pounds per production labour hour) and non-productive time should offerors assume for the plant, and are the historical pounds the dry weight of soiled linen?',
  },
  {
    words: /\b(?:pick-?ups?|pickups?|deliver(?:y|ies)|delivery runs?|collections?)\b/i,
    context: /\b(?:pick\s?-?\s?up|deliver\w*|route|truck|vehicle|transport\w*)\b/i,
    hoursEach: 3,
    unit: 'run',
    role: 'Driver',
    roleWords: /driver/i,
    rule: 'pick-up and delivery runs 3 h each (drive, load and unload; the route lengths may need more)',
    question:
      'How long does each pick-up and delivery run take (route distances, stops and loading), so driver hours can be priced?',
  },
  {
    words: /\b(?:charts?|medical records?|case files?|records reviewed)\b/i,
    context: /\breview\w*|\baudit\w*|\bvalidat\w*|\babstract\w*/i,
    hoursEach: 0.5,
    unit: 'chart',
    role: 'Reviewer',
    roleWords: /\breviewer\b|\bcoder\b|\babstractor\b|\bauditor\b/i,
    rule: 'records reviewed 30 minutes each',
    question:
      'What review time per record (minutes per chart) and what utilisation should offerors assume, and do the volumes include re-reviews?',
  },
  {
    words: /\binspections?\b/i,
    hoursEach: 2,
    unit: 'inspection',
    role: 'Inspector',
    roleWords: /\binspector\b/i,
    rule: 'inspections 2 h each on site (travel and reports not included)',
    question: 'How long does an inspection take on site, and how much travel and reporting does each add?',
  },
  {
    words: /\b(?:images?|scans?|pages?)\b/i,
    context: /\b(?:scan\w*|digiti[sz]\w*|imag\w*)\b/i,
    hoursEach: 1 / 60,
    unit: 'image',
    role: 'Scanning Technician',
    roleWords: /\b(?:scann\w*|imaging|digiti[sz]\w*)\b/i,
    rule: 'images scanned 60 an hour (document preparation and quality control included)',
    question:
      'What scanning productivity (images per hour, preparation and QC included) should offerors assume?',
  },
  {
    words: /\b(?:applications?|claims?|petitions?|cases)\b/i,
    context: /\b(?:adjudicat\w*|determinations?|examin\w*|eligibility)\b/i,
    hoursEach: 2,
    unit: 'case',
    role: 'Claims Examiner',
    roleWords: /\b(?:examiner|adjudicator|claims)\b/i,
    rule: 'applications or claims adjudicated 2 h each (review, development and decision)',
    question:
      'How many hours does an application or claim take to review and decide, and what share needs development or a second review?',
  },
  {
    words: /\b(?:records?|entries|transactions?)\b/i,
    context: /\b(?:reconcil\w*|data entry|keyed|keying|index\w*|updat\w*)\b/i,
    hoursEach: 0.25,
    unit: 'record',
    role: 'Records Clerk',
    roleWords: /\b(?:records?|data entry|file) (?:clerk|technician)\b/i,
    rule: 'records reconciled or entered 15 minutes each',
    question: 'How long does a record take to reconcile or enter, and how many need research?',
  },
  {
    words: /\b(?:workstations?|computers?|laptops?|desktops?)\b/i,
    context: /\b(?:install\w*|imag(?:e|ing)|deploy\w*|refresh)\b/i,
    hoursEach: 2,
    unit: 'workstation',
    role: 'Computer Technician',
    roleWords: /\b(?:computer|desktop|deployment|field) (?:technician|specialist)\b/i,
    rule: 'workstations installed and configured 2 h each (imaging, data migration and set-up)',
    question:
      'How long does one workstation take to install, image and configure, and is data migration included?',
  },
  {
    words: /\bacres?\b/i,
    context: /\b(?:survey\w*|inventor(?:y|ied)|transects?|pedestrian|reconnaissance)\b/i,
    hoursEach: 8 / 40,
    unit: 'acre',
    role: 'Field Technician',
    roleWords: /\b(?:archa?eolog\w*|field technician|surveyor|crew (?:member|chief))\b/i,
    rule: 'field survey 40 acres per person-day of 8 h (transects walked, finds flagged and recorded on the day; site recording and the report are priced apart)',
    question:
      'What survey rate (acres per person-day at the required transect spacing) should offerors assume, and how many new sites or finds (their density per 100 acres) should be priced for recording?',
  },
  {
    words: /\binvestigations?\b|\breports? of investigation\b|\bROIs?\b/,
    context: /\b(?:investigat\w*)\b/i,
    each: true,
    hoursEach: 70,
    unit: 'investigation',
    role: 'Investigator',
    roleWords: /\binvestigator\b/i,
    rule: 'investigations 70 h each (interviews or affidavits, evidence, and the report of investigation; a second review and supplements priced apart)',
    question:
      'How many hours per investigation (interviews, affidavits, exhibits and the report) should offerors assume, and how many investigations a year does one investigator complete?',
  },
  {
    words: /\b(?:trips?|shuttle runs?)\b/i,
    context: /\b(?:shuttle|passengers?|transport\w*)\b/i,
    hoursEach: 1.5,
    unit: 'trip',
    role: 'Shuttle Bus Driver',
    roleWords: /\b(?:driver|operator)\b/i,
    rule: 'passenger trips 1.5 h each (drive, boarding and turnaround)',
    question: 'How long is each trip (route length, stops, layover), so driver hours can be priced?',
  },
  {
    words: /\bmiles?\b/i,
    context:
      /\b(?:brush\w*|clear(?:ing|ed)?|post(?:ing)?|blaz\w*|mow\w*|fenc\w*|trails?|ditch\w*|boundar\w*|right[- ]of[- ]way|shorelines?|levees?|patrol\w*)\b/i,
    hoursEach: 30,
    unit: 'mile',
    role: 'Laborer',
    roleWords: /\b(?:laborer|crew member|maintenance worker|forestry technician)\b/i,
    crew: [
      { role: 'Crew Leader', share: 0.25 },
      { role: 'Laborer', share: 0.75 },
    ],
    rule: 'linear work 30 labour-hours a mile (a crew of four with its leader finishing about one mile a day; dense growth, steep or roadless ground can take two or three times as long)',
    question:
      'What production rate (miles per crew-day, or labor-hours per mile, by terrain and growth) should offerors assume, and are there production records from past work?',
  },
  {
    // Panels of people convened to review or advise (not solar or ceiling panels, nor hearings transcribed).
    words: /\bpanels?\b/i,
    context: /\b(?:review|advisory|evaluation|peer|expert|selection|technical)\s+panels?\b/i,
    hoursEach: 40,
    unit: 'panel',
    role: 'Review Coordinator',
    roleWords: /\b(?:coordinator|administrator|review specialist)\b/i,
    rule: 'panels 40 h each (arranging, assigning, hosting, minutes and follow-up)',
    question:
      'How many hours per panel (arranging, assigning, hosting the sessions, minutes and follow-up) should offerors assume?',
  },
  {
    words:
      /\b(?:statements?|summar(?:y|ies)|reports?|abstracts?|minutes|letters?|memos?|briefs?|decisions?|notices?)\b/i,
    labelContext: /\b(?:edit\w*|writ\w*|written|draft\w*|prepar\w*|proofread\w*)\b/i,
    hoursEach: 1.5,
    unit: 'document',
    role: 'Technical Editor',
    roleWords: /\b(?:editor|writer)\b/i,
    rule: 'documents drafted or edited 1.5 h each',
    question:
      'How many hours per document (per statement, summary or report edited or drafted) should offerors assume, and how long is a typical one?',
  },
  {
    words: /\bscreen\w*|\b(?:background|conflict|eligibility|reference)\s+checks?\b|\bvett\w*/i,
    hoursEach: 0.5,
    unit: 'screening',
    role: 'Review Coordinator',
    roleWords: /\b(?:coordinator|administrator|review specialist)\b/i,
    rule: 'screenings and checks 30 minutes each',
    question: 'How many hours per screening or check should offerors assume, and what share needs follow-up?',
  },
];

/** Occupation titles the documents give with their wage-determination codes: "23970 (Laundry Worker)". */
export function occupationTitles(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(
      /\b\d{5}\s*(?:\(|[-–]\s*)([A-Z][A-Za-z/ -]{2,40}?(?:,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?)(?:\)|\s*[,;\n])/g,
    ))
      out.add((m[1] ?? '').trim());
  return [...out];
}

// An area column of a parcel or unit list ("Acres to inventory"), not the area left out of the work.
const AREA_COL = /\bacres?\b/i;
const AREA_LEFT_OUT = /\b(?:not|excluded?|except|previously|already|no new)\b/i;
const AREA_OF_WORK = /\bto\s+(?:be\s+)?[a-z]+|\b(?:survey|inventor|treat|walk)\w*/i;

/**
 * The area a table of parcels or units gives for the work, once: the total row (else the sum) of
 * its area column, the column that names the work ("Acres to inventory") before a plain one
 * ("Parcel acres"), never a column of area left out ("Slope over 30% (acres, not walked)").
 * @example
 * areaTotals(model)[0] // { label: 'Acres to inventory', value: 4680, item: { once: true, ... } }
 */
export function areaTotals(model: SolicitationModel): {
  label: string;
  value: number;
  ref: string;
  quote: string;
  document: string;
  item: VolumeItem;
}[] {
  const out = [];
  for (const t of model.tables) {
    const cols = t.header
      .map((h, j) => ({ h: h.replace(/\*+/g, '').trim(), j }))
      .filter(({ h, j }) => j > 0 && AREA_COL.test(h) && !AREA_LEFT_OUT.test(h));
    const col = cols.find((c) => AREA_OF_WORK.test(c.h)) ?? cols[0];
    if (!col) continue;
    const total = t.rows.find((r) => /^\W*(?:grand\s+)?totals?\b/i.test(r.find((c) => c.trim()) ?? ''));
    const cell = (r: readonly string[]) => Number((r[col.j] ?? '').replace(/[*,\s]/g, ''));
    const rows = t.rows.filter((r) => r !== total && cell(r) > 0);
    const value = total && cell(total) > 0 ? cell(total) : rows.reduce((x, r) => x + cell(r), 0);
    if (rows.length < 2 || !(value > 0)) continue;
    const quote = `${t.caption ? `${clip(t.caption, 80)}: ` : ''}${col.h}, ${total ? 'total' : 'sum of the rows'} ${fmt(value)}`;
    const at = { ref: t.ref, quote, document: t.document };
    out.push({ label: col.h, value, ...at, item: { label: col.h, text: col.h, value, once: true, ...at } });
  }
  return out;
}

/** A volume item as one of the volumes an assumed rate may size. */
const asVolume = (v: VolumeItem) => ({
  label: v.label,
  value: v.value,
  ref: v.ref,
  quote: v.quote,
  document: v.document,
  item: v,
});

const SUPERVISED_ROLE = /\b(?:worker|technician|operator|clerk|aide|attendant|helper|laborer)$/i;
const SPAN = 15;

/**
 * Lines for stated volumes that nothing else sized, at a productivity the documents do not
 * state and the plan assumes (said in each line, raised as a question): volume x hours each,
 * the role named after the documents' own occupation titles when one fits. A front-line role of
 * 8 FTE or more gets a supervisor at one per 15.
 * @example
 * assumedRateLines(model, frame, texts, []).lines[0]?.formula // '2,340,000 lb/yr / 60 lb per h = 39,000'
 */
export function assumedRateLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
  sized: readonly PlanLine[] = [],
): { lines: PlanLine[]; assumptions: string[]; questions: string[] } {
  const all = texts.join('\n');
  const occupations = occupationTitles(texts);
  type Volume = {
    label: string;
    value: number;
    ref: string;
    quote: string;
    document: string;
    item?: VolumeItem;
    each?: boolean;
  };
  const volumes: Volume[] = [
    ...lineItemVolumes(model).map((q) => ({
      label: q.noun,
      value: q.value,
      ref: q.ref,
      quote: q.quote,
      document: q.document,
    })),
    ...volumeItems(model, texts).map(asVolume),
  ];
  // A column counted per week or month with a total row ("Pick-ups per week ... Total 12"), whatever its other cells say.
  for (const t of model.tables) {
    const total = t.rows.find((r) => /^\W*(?:grand\s+)?totals?\b/i.test(r[0] ?? ''));
    t.header.forEach((h, j) => {
      const times = /\b(?:per|a|each)\s+week\b|\bweekly\b/i.test(h)
        ? 52
        : /\b(?:per|a|each)\s+month\b|\bmonthly\b/i.test(h)
          ? 12
          : 0;
      const n = Number((total?.[j] ?? '').replace(/[*,\s]/g, ''));
      if (j > 0 && times && n > 0 && !volumes.some((v) => v.label === h))
        volumes.push({
          label: h,
          value: n * times,
          ref: t.ref,
          quote: `${t.caption ?? t.ref}: ${h}, total ${fmt(n)} (x ${times} a year)`,
          document: t.document,
        });
    });
  }
  // Line items counted each ("Investigation and report ... 110 Each"): the unit says nothing, the description names the work.
  for (const t of model.tables)
    for (const r of lineItemRows(t))
      if (/^(?:each|ea)$/i.test(r.unit))
        volumes.push({
          label: r.label,
          value: r.value,
          ref: t.ref,
          quote: r.row,
          document: t.document,
          each: true,
        });
  // Miles or acres stated for each contract year come before an area's once-only total.
  volumes.push(...periodVolumes(model, frame, texts).map(asVolume));
  volumes.push(...areaTotals(model));
  const lines: PlanLine[] = [];
  const used = new Set<AssumedRate>();
  for (const v of volumes) {
    const rate = ASSUMED.find(
      (r) =>
        r.words.test(v.label) &&
        (!r.context || r.context.test(all)) &&
        (!r.labelContext || r.labelContext.test(v.label)) &&
        (!v.each || r.each),
    );
    if (!rate || used.has(rate) || !(v.value > 0)) continue;
    const role = occupations.find((o) => rate.roleWords.test(o)) ?? rate.role;
    // Work another reader sized already (its unit, or its role) is not sized twice.
    if (sized.some((l) => l.unit === rate.unit || l.lcat === role || rate.roleWords.test(l.lcat))) continue;
    // A line item the Government's hours per unit sized already.
    if (sizedPerUnit(v.label, sized)) continue;
    // A volume a stated rate sized already (its quote in the line's basis).
    if (sized.some((l) => l.basis.includes(clip(v.quote, 90).slice(0, 60)))) continue;
    // A schedule's items that stated-rate lines sized one by one, each with its own quote.
    if (countsTimedItems(v.quote, v.value, sized)) continue;
    used.add(rate);
    const annual = Math.round(v.value * rate.hoursEach);
    if (!(annual >= 1)) continue;
    const each =
      rate.hoursEach < 1
        ? `/ ${fmt(Math.round(1 / rate.hoursEach))} ${plural(rate.unit)} per h`
        : `x ${fmt(rate.hoursEach)} h`;
    const formula = `${fmt(v.value)} ${plural(rate.unit)}${v.item?.once ? ' once' : '/yr'} ${each} (assumed)`;
    const uneven = v.item ? unevenHours(frame, v.item, annual) : undefined;
    const byPeriod = uneven?.map(Math.round);
    const a = byPeriod
      ? { ...statedHours(frame, byPeriod, formula), periodHours: byPeriod }
      : annualLine(frame, annual, formula);
    // A crew shares the hours (a leader and workers); else the one role does them all.
    const crew = rate.crew?.map((c) => (c.role === rate.role ? { ...c, role } : c)) ?? [{ role, share: 1 }];
    for (const c of crew)
      lines.push({
        lcat: c.role,
        key: false,
        workArea: clip(v.label.replace(/\bper (?:week|month|year|day)\b/i, '').trim(), 60) || role,
        source: 'derived',
        periodHours: a.periodHours.map((h) => Math.round(h * c.share)),
        hours: Math.round(a.hours * c.share),
        formula:
          c.share < 1
            ? `${a.formula} x ${Math.round(c.share * 100)}% ${plural(c.role.toLowerCase())}`
            : a.formula,
        basis: `${v.ref}: "${clip(v.quote, 140)}" at an assumed productivity (${rate.rule}); the documents state no productivity and no staffing.`,
        citation: { document: v.document, ref: v.ref, quote: clip(v.quote, 300) },
        requirements: [],
        requirementRefs: [v.ref],
        quantity: v.value,
        unit: rate.unit,
        rate: rate.hoursEach * c.share,
      });
  }
  for (const l of [...lines]) {
    const fte = l.hours / frame.hoursPerFte;
    if (fte < 8 || !SUPERVISED_ROLE.test(l.lcat)) continue;
    const sup = Math.round((fte / SPAN) * 4) / 4;
    const a = annualLine(
      frame,
      Math.round(sup * frame.hoursPerFte),
      `${fmt(Math.round(fte * 10) / 10)} FTE ${plural(l.lcat)} / ${SPAN} per supervisor = ${fmt(sup)} FTE x ${fmt(frame.hoursPerFte)} h`,
    );
    const { quantity: _q, unit: _u, rate: _r, ...rest } = l;
    lines.push({
      ...rest,
      lcat: l.lcat.replace(SUPERVISED_ROLE, 'Supervisor'),
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `Supervision of the ${plural(l.lcat.toLowerCase())} at one supervisor per ${SPAN} (assumed span of control).`,
    });
  }
  const rules = ASSUMED.filter((r) => used.has(r) && lines.some((l) => l.unit === r.unit));
  return {
    lines,
    assumptions: rules.length
      ? [
          `Productivity is assumed, not stated: ${rules.map((r) => r.rule).join('; ')}; non-productive time (leave, breaks, training) is inside these rates. Replace them with your own production standards.`,
        ]
      : [],
    questions: rules.map((r) => r.question),
  };
}
