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
