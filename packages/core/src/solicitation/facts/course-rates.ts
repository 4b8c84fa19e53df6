import type { Table } from '../model';
import { NUMBER, parseNumber } from './numbers';

/** A rate read from a sentence or a table cell, with its words. */
export interface CourseRate {
  value: number;
  quote: string;
}

/** The rates that turn a course schedule into instructor hours, when the documents state them. */
export interface CourseRates {
  /** Hours of instruction in a training day ("Each training day is eight (8) hours of instruction"). */
  hoursPerDay?: CourseRate;
  /** Preparation and grading hours per hour of instruction ("one-half (0.5) hour for each platform hour"). */
  prepRatio?: CourseRate;
  /** Most students one instructor may have ("not exceed eight (8) students per instructor"). */
  studentsPerInstructor?: CourseRate;
}

const N = `(${NUMBER}|(?:one-half|half an?|a half)(?:\\s*\\(\\s*[\\d.]+\\s*\\))?)`;
const INSTRUCTION = '(?:platform|contact|classroom|instruction(?:al)?|academic|teaching|delivery|class)';
const DAY_HOURS = [
  new RegExp(`training day is\\s+${N}\\s*(?:hours|hrs)`, 'i'),
  new RegExp(
    `${N}\\s*(?:hours|hrs)\\s+(?:of\\s+(?:instruction|training)\\s+)?(?:per|a|each)\\s+(?:training|class|academic|instructional)\\s+day`,
    'i',
  ),
  new RegExp(
    `(?:instruction|training|class)\\s+hours\\s+per\\s+(?:training\\s+)?day\\s*(?:is|are|of|:)?\\s*${N}`,
    'i',
  ),
];
const PREP = [
  new RegExp(
    `${N}\\s*\\)?\\s*(?:hours?|hrs?)\\s+(?:of\\s+[a-z ,]{3,40}?\\s+)?(?:for|per)\\s+(?:each|every)?\\s*${INSTRUCTION}\\s+hours?`,
    'i',
  ),
  new RegExp(
    `${N}\\s*\\)?\\s*(?:hours?|hrs?)\\s+(?:of\\s+[a-z ,]{3,40}?\\s+)?(?:for|per)\\s+(?:each|every)?\\s*hour\\s+of\\s+(?:instruction|training|teaching|class)`,
    'i',
  ),
  new RegExp(`${N}\\s*(?:percent|%)\\s+of\\s+(?:the\\s+)?${INSTRUCTION}\\s+hours`, 'i'),
];
const RATIO = new RegExp(
  `${N}\\s+(?:students|trainees)\\s+per\\s+instructor|(?:student|trainee)[- ]to[- ]instructor ratio (?:of|is)\\s+${N}`,
  'i',
);

function amount(raw: string): number {
  // "one-half (0.5)", "three (3)": the digits in brackets say it.
  const digits = raw.match(/\((\s*\d+(?:\.\d+)?)\s*\)/)?.[1];
  if (digits) return Number(digits);
  if (/half/i.test(raw)) return 0.5;
  return parseNumber(raw);
}

/** The first rate a pattern reads from a sentence whose context (it and the one before) passes `test`. */
function firstIn(
  sentences: string[],
  patterns: RegExp[],
  test: (s: string) => boolean,
): CourseRate | undefined {
  for (const [i, s] of sentences.entries()) {
    if (!test(`${sentences[i - 1] ?? ''} ${s}`)) continue;
    for (const re of patterns) {
      const m = s.match(re);
      const raw = m?.slice(1).find(Boolean);
      if (!raw) continue;
      let value = amount(raw);
      if (/percent|%/.test(m?.[0] ?? '')) value /= 100;
      if (value > 0) return { value, quote: s.trim().slice(0, 300) };
    }
  }
  return undefined;
}

/** "Instruction hours per training day | 8": a table's label cell and the number after it. */
function tableDayHours(tables: Table[]): CourseRate | undefined {
  for (const t of tables)
    for (const row of [t.header, ...t.rows]) {
      const i = row.findIndex((c) => /hours per (?:training |class )?day/i.test(c));
      const v = i >= 0 ? Number((row[i + 1] ?? '').replace(/,/g, '')) : Number.NaN;
      if (v > 0 && v <= 12) return { value: v, quote: row.join(' | ') };
    }
  return undefined;
}

/**
 * The rates of training delivery the documents state, from sentences in any of their usual
 * wordings and from table cells: hours of instruction a training day, preparation and grading
 * time per hour of instruction (as hours or a percentage), and students per instructor.
 * @example
 * readCourseRates(['The Government estimates this time at one-half (0.5) hour for each platform hour.'], []).prepRatio?.value // 0.5
 */
export function readCourseRates(texts: readonly string[], tables: Table[]): CourseRates {
  const sentences = texts.flatMap((t) => t.split(/(?<=[.;])\s+(?=[A-Z(])|\n\s*\n/));
  const out: CourseRates = {};
  const day =
    firstIn(sentences, DAY_HOURS, (s) => /\bday\b/i.test(s) && /hours|hrs/i.test(s)) ?? tableDayHours(tables);
  if (day && day.value <= 12) out.hoursPerDay = day;
  const prep = firstIn(
    sentences,
    PREP,
    (s) => /hour|percent|%/i.test(s) && /prep|grad|non-?instructional|lesson|administrat/i.test(s),
  );
  if (prep && prep.value <= 3) out.prepRatio = prep;
  const ratio = firstIn(sentences, [RATIO], (s) => /per instructor|instructor ratio/i.test(s));
  if (ratio && ratio.value >= 2 && ratio.value <= 60) out.studentsPerInstructor = ratio;
  return out;
}
