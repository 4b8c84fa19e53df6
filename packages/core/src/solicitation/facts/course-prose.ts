import type { CourseRow } from './course-schedule';
import { NUMBER, parseNumber } from './numbers';

const N = `(${NUMBER})`;
// "twenty-four (24) iterations ... each year", "12 classes per year", "six sessions annually".
const CLASSES = new RegExp(
  `${N}\\s+(?:iterations?|classes|sessions|offerings|courses)\\b(?:[^.;]{0,80}?)\\b(?:per|a|each|every)\\s+(?:fiscal\\s+|contract\\s+|calendar\\s+)?year\\b|${N}\\s+(?:iterations?|classes|sessions|offerings)\\s+annually`,
  'i',
);
// "the five-day (40-hour) Basic Course", "a 3-day class", "the two (2) week course", "each class is 40 hours".
const LENGTH = new RegExp(
  `${N}-(hour|day|week)\\b(?:\\s*\\(\\s*(\\d+)[- ]hours?\\s*\\))?|\\b(?:class|course|iteration|session) (?:is|lasts|runs)\\s+${N}\\s+(hours|days|weeks)\\b|${N}\\s+(hours?|days?|weeks?)\\s+(?:course|class|session|program|workshop)`,
  'i',
);
const INSTRUCTORS = new RegExp(
  `${N}\\s+(?:instructors?|trainers?|teachers?)\\s+(?:per|for each|in each|each)\\b`,
  'i',
);
// "... of the five-day Basic Supervisory Course": the capitalised name before "Course", "Class" or "Training".
const NAME = /\b((?:[A-Z][\w-]*\s+){0,6}(?:Course|Class|Training|Workshop|Program))\b/;

/**
 * Courses stated in sentences rather than tables: classes a year with their length and the
 * instructors a class, in one sentence or the next ones of its paragraph ("The Contractor shall
 * conduct approximately twenty-four (24) iterations of the five-day Basic Course each year. Each
 * class requires two (2) instructors per class."). Only sentences that give both classes and a
 * length make a course.
 * @example
 * proseCourses(['Conduct 12 classes per year of the 3-day Forklift Course, with 2 instructors per class.'])[0] // { lengthDays: 3, instructors: 2, iterations: [{ period: 'Annual', value: 12 }] }
 */
export function proseCourses(texts: readonly string[], document = 'document'): CourseRow[] {
  const out: CourseRow[] = [];
  for (const text of texts)
    for (const para of text.split(/\n\s*\n/)) {
      const sentences = para.split(/(?<=[.;])\s+(?=[A-Z])/);
      sentences.forEach((s, i) => {
        if (!/iteration|class|session|offering|course/i.test(s) || !/year|annual/i.test(s)) return;
        const classes = s.match(CLASSES);
        const length = s.match(LENGTH) ?? sentences[i + 1]?.match(LENGTH);
        if (!classes || !length) return;
        const count = parseNumber(classes[1] ?? classes[2] ?? '');
        const hoursInBrackets = Number(length[3] ?? 0);
        const value = parseNumber(length[1] ?? length[4] ?? length[6] ?? '');
        const unit = (length[2] ?? length[5] ?? length[7] ?? '').toLowerCase().replace(/s$/, '');
        if (!(count > 0 && count < 1000 && value > 0)) return;
        const near = [s, sentences[i + 1] ?? '', sentences[i + 2] ?? ''].join(' ');
        const instructors = parseNumber(near.match(INSTRUCTORS)?.[1] ?? '');
        const row: CourseRow = {
          document,
          ref: '',
          quote: s.replace(/\s+/g, ' ').trim().slice(0, 300),
          course: s.match(NAME)?.[1] ?? 'Course',
          iterations: [{ period: 'Annual', value: count }],
          ...(hoursInBrackets > 0
            ? { lengthHours: hoursInBrackets }
            : unit === 'hour'
              ? { lengthHours: value }
              : { lengthDays: unit === 'week' ? value * 5 : value }),
          ...(instructors > 0 && instructors <= 20 ? { instructors } : {}),
        };
        out.push(row);
      });
    }
  return out;
}

// "Each group exercise class is 60 minutes long", "classes last one hour", "a 90-minute class",
// "(one hour)" in a line item's description: the length of one class.
const CLASS_LENGTH = new RegExp(
  `\\b(?:class(?:es)?|sessions?)\\b[^.;()]{0,25}?\\b(?:is|are|lasts?|runs?|of)\\s+(?:about\\s+|approximately\\s+)?${N}\\s*(minutes?|mins?|hours?|hrs?)\\b|${N}[- ](minute|hour)\\s+(?:[a-z]+\\s+){0,3}?(?:class(?:es)?|sessions?)\\b|^[^()]*\\(\\s*${N}\\s*(minutes?|mins?|hours?|hrs?)\\s*\\)`,
  'gi',
);

/**
 * The length in hours of one class, as a sentence or a line item's description says it
 * ("Each group exercise class is 60 minutes long", "Water Safety Class (90 minutes)"): the one
 * length the texts give, null when they give none or more than one.
 * @example
 * classLength(['Each class is 60 minutes long.']) // { hours: 1, quote: 'Each class is 60 minutes long' }
 */
export function classLength(texts: readonly string[]): { hours: number; quote: string } | null {
  const found = new Map<number, string>();
  for (const text of texts)
    for (const m of text.matchAll(CLASS_LENGTH)) {
      const value = parseNumber(m[1] ?? m[3] ?? m[5] ?? '');
      const unit = (m[2] ?? m[4] ?? m[6] ?? '').toLowerCase();
      const hours = /^min/.test(unit) ? value / 60 : value;
      if (hours > 0 && hours <= 12)
        found.set(Math.round(hours * 100) / 100, m[0].replace(/\s+/g, ' ').trim());
    }
  if (found.size !== 1) return null;
  const [[hours, quote]] = [...found.entries()] as [[number, string]];
  return { hours, quote };
}
