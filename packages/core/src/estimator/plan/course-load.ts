import { alignedTables } from '../../solicitation/facts/course-aligned';
import { readCourseSchedule } from '../../solicitation/facts/course-join';
import { classLength, proseCourses } from '../../solicitation/facts/course-prose';
import { type CourseRates, readCourseRates } from '../../solicitation/facts/course-rates';
import { type CourseRow, courseRows } from '../../solicitation/facts/course-schedule';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import { citationOf, type PlanLine, statedHours } from './lines';

/** Preparation and grading per hour of instruction when the documents state none. */
const ASSUMED_PREP = 0.5;
/** Hours of instruction a training day when the documents state none. */
const ASSUMED_DAY = 8;

/** Classes of a course in each period of the frame: as stated, else the yearly rate of the nearest stated period. */
function classesByPeriod(row: CourseRow, frame: PlanFrame): number[] {
  const stated: (number | undefined)[] = frame.periods.map(() => undefined);
  let yearly: number | undefined;
  for (const it of row.iterations) {
    if (it.period === 'Annual') yearly ??= it.value;
    const i = periodIndexOf(frame, it.period === 'Annual' ? '' : it.period);
    if (i >= 0 && stated[i] === undefined) stated[i] = it.value;
  }
  let rate = yearly;
  return frame.periods.map((p, i) => {
    const s = stated[i];
    if (s !== undefined) {
      rate = (s * 12) / p.months;
      return s;
    }
    const first = stated.findIndex((x) => x !== undefined);
    const r = rate ?? (first >= 0 ? ((stated[first] ?? 0) * 12) / (frame.periods[first]?.months ?? 12) : 0);
    return Math.round((r * p.months) / 12);
  });
}

/** A site abbreviated in a column ("FLW") as the documents name it ("Fort Leonard Wood"). */
function placeOf(model: SolicitationModel, site: string): string {
  if (!/^[A-Z]{2,5}$/.test(site)) return site;
  const initials = (name: string) =>
    name
      .replace(/\([^)]*\)|,.*$/g, '')
      .split(/[\s-]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('');
  return model.sites.find((s) => initials(s.name) === site)?.name ?? site;
}

/** "Group Exercise Classes, Option Year 1" is "Group Exercise Classes" of option year 1. */
const withoutPeriod = (name: string) =>
  name
    .replace(/[,;:-]?\s*\(?\b(?:base|option)\s+(?:year|period)(?:\s+\d{1,2})?\)?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Classes counted by line item without a length of their own ("0002 | Group Exercise Classes
 * | 520 | Classes"): a course per item name (its periods joined), each at the class length its
 * description (else the one length the texts) give; none when no single length is said.
 */
function countedClasses(tables: Table[], texts: readonly string[]): CourseRow[] {
  const counted = tables
    .flatMap(courseRows)
    .filter((r) => r.iterations.length && !r.lengthHours && !r.lengthDays);
  if (!counted.length) return [];
  const said = classLength(texts);
  const byName = new Map<string, CourseRow>();
  for (const r of counted) {
    const name = withoutPeriod(r.course.replace(/\([^)]*\)/g, ' '));
    const own = classLength([r.course]);
    const hours = own?.hours ?? said?.hours;
    if (!hours) continue;
    const prior = byName.get(name.toLowerCase());
    if (prior) prior.iterations.push(...r.iterations);
    else
      byName.set(name.toLowerCase(), {
        ...r,
        course: name,
        lengthHours: hours,
        iterations: [...r.iterations],
      });
  }
  return [...byName.values()];
}

/** The document's title for the instructors of a course ("Instructor, HMHC"), else 'Instructor'. */
function instructorTitle(model: SolicitationModel, row: CourseRow): string {
  const acronym =
    row.course.match(/\(([A-Z][A-Z0-9]{1,7})\)/)?.[1] ?? row.course.match(/^([A-Z]{3,7})\b/)?.[1];
  const named = model.labourCategories.find(
    (c) => /\binstructor\b/i.test(c.title) && acronym && new RegExp(`\\b${acronym}\\b`).test(c.title),
  );
  return named?.title ?? subjectInstructor(row.course) ?? 'Instructor';
}

/**
 * "GED" -> "GED Instructor", "Reentry Skills" -> "Reentry Skills Instructor": a class type named
 * by a short subject gives its instructors their own category; a long or lettered course name
 * ("A. Forklift Operations", "Course 3 ...") keeps the generic title.
 */
function subjectInstructor(course: string): string | undefined {
  const subject = course
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:classes|class|courses|course|sessions|session|training|program)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!subject || /^(?:[A-Z]|\d+)[.):]\s|^(?:course|class|module|block)\s+\w+\b/i.test(subject))
    return undefined;
  if (subject.split(' ').length > 3 || !/^[A-Z0-9]/.test(subject)) return undefined;
  if (/\b(?:instructors?|teachers?|trainers?)\b/i.test(subject)) return undefined;
  return `${subject} Instructor`;
}

/**
 * Training delivery sized from the documents' course schedule: per course (and site), classes a
 * period x hours a class (days x hours a training day) x instructors a class (or students over
 * the students-per-instructor ratio), plus preparation and grading per hour of instruction
 * (stated, else assumed at 0.5). Hours follow each period's own classes. Nothing without a schedule.
 * @example
 * courseLines(model, frame, texts).lines[0]?.formula // '12 classes x 80 h x 2 instructors x 1.5 (0.5 h preparation a platform hour)'
 */
export function courseLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[] } {
  // Text tables under a rule of dashes are rebuilt from the rule's columns as well.
  const laidOut = texts.flatMap((t, i) => alignedTables(t, model.documents[i]?.name ?? `document ${i + 1}`));
  const tabled = readCourseSchedule([...model.tables, ...laidOut]).filter(
    (r) => r.lengthHours || r.lengthDays,
  );
  // Courses stated in sentences count only when no table schedules them; classes counted by
  // line item take the one class length the documents say.
  const prose = tabled.length
    ? []
    : texts.flatMap((t, i) => proseCourses([t], model.documents[i]?.name ?? `document ${i + 1}`));
  const rows = tabled.length
    ? tabled
    : prose.length
      ? prose
      : countedClasses([...model.tables, ...laidOut], texts);
  if (!rows.length) return { lines: [], assumptions: [] };
  const rates: CourseRates = readCourseRates(texts, model.tables);
  const day = rates.hoursPerDay?.value ?? ASSUMED_DAY;
  const prep = rates.prepRatio?.value ?? ASSUMED_PREP;
  const factor = 1 + prep;
  const lines: PlanLine[] = [];
  for (const row of rows) {
    const perClass = row.lengthHours ?? (row.lengthDays ?? 0) * day;
    const ratio = rates.studentsPerInstructor?.value;
    const instructors = row.instructors ?? (row.students && ratio ? Math.ceil(row.students / ratio) : 1);
    const classes = classesByPeriod(row, frame);
    // Preparation a class the table states replaces the ratio a platform hour.
    const own = row.prepHours;
    const classHours = own !== undefined ? (perClass + own) * instructors : perClass * instructors * factor;
    const periodHours = classes.map((n) => Math.round(n * classHours));
    if (!periodHours.some((h) => h > 0)) continue;
    const length = row.lengthHours ? `${fmt(perClass)} h` : `${fmt(row.lengthDays ?? 0)} d x ${fmt(day)} h`;
    const who = `${fmt(instructors)} instructor${instructors === 1 ? '' : 's'}`;
    const base = statedHours(
      frame,
      periodHours,
      own !== undefined
        ? `${fmt(classes[0] ?? 0)} classes x (${length} instruction + ${fmt(own)} h preparation and grading) x ${who}`
        : `${fmt(classes[0] ?? 0)} classes x ${length} x ${who} x ${fmt(factor)} (${fmt(prep)} h preparation and grading a platform hour)`,
    );
    lines.push({
      lcat: instructorTitle(model, row),
      key: false,
      workArea: row.course,
      ...(row.site ? { location: placeOf(model, row.site) } : {}),
      source: 'derived',
      periodHours,
      hours: base.hours,
      formula: base.formula,
      basis: `Course schedule (${row.ref}): "${row.quote.slice(0, 160)}"; instructor hours = classes x hours a class x instructors a class, plus preparation and grading.`,
      citation: citationOf(row),
      requirements: [],
      requirementRefs: [row.ref],
      quantity: classes[0] ?? 0,
      unit: 'class',
      rate: Math.round(classHours * 100) / 100,
    });
  }
  const ownPrep = rows.every((r) => r.prepHours !== undefined);
  const assumptions = [
    ownPrep
      ? 'Instructor hours are derived from the course schedule: classes x (instruction hours + preparation and grading hours a class, as the schedule states them) x instructors a class.'
      : `Instructor hours are derived from the course schedule: classes x hours a class x instructors a class, plus ${fmt(prep)} h of preparation, grading and administration for each platform hour (${rates.prepRatio ? `stated: "${rates.prepRatio.quote.slice(0, 120)}"` : 'assumed; the documents state no ratio'}).`,
  ];
  if (rows.some((r) => !r.lengthHours))
    assumptions.push(
      `A training day is ${fmt(day)} hours of instruction (${rates.hoursPerDay ? `stated: "${rates.hoursPerDay.quote.slice(0, 100)}"` : 'assumed'}).`,
    );
  if (rows.some((r) => !r.instructors))
    assumptions.push(
      rates.studentsPerInstructor
        ? `Courses without a stated number of instructors take one per ${fmt(rates.studentsPerInstructor.value)} students of a full class.`
        : 'Courses without a stated number of instructors are priced at one instructor a class (assumed).',
    );
  return { lines, assumptions };
}

// Who teaches: "Each class has one Contractor instructor", "The Contractor shall teach / deliver
// / lead the classes"; classes that Government instructors teach, or that staff attend, are not.
const CONTRACTOR_TEACHES =
  /\bcontractor(?:'s)?\s+(?:instructors?|trainers?|teachers?|facilitators?)\b|\bcontractor\s+shall\s+(?:teach|instruct|deliver|conduct|lead|present|facilitate)\b/i;
const TEACHING_STAFF = /\b(?:instructors?|teachers?|trainers?|faculty|facilitators?)\b/i;

/**
 * Classes priced per class beside the staffing the documents state (a full-time coordinator,
 * staffed desk posts): the course schedule's instructor lines, when the Contractor teaches the
 * classes and no stated line already holds the teaching staff.
 * @example
 * coursesBesideStaff(model, frame, texts, [{ lcat: 'Education Coordinator' }]).lines[0]?.lcat // 'GED Instructor'
 */
export function coursesBesideStaff(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
  staff: readonly Pick<PlanLine, 'lcat'>[],
): { lines: PlanLine[]; assumptions: string[] } {
  const none = { lines: [], assumptions: [] };
  if (staff.some((l) => TEACHING_STAFF.test(l.lcat))) return none;
  if (!texts.some((t) => CONTRACTOR_TEACHES.test(t))) return none;
  return courseLines(model, frame, texts);
}
