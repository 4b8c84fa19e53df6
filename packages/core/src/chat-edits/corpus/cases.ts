import { z } from 'zod';
import fresh from './phrasings/fresh.json';
import fresh2 from './phrasings/fresh2.json';
import hours from './phrasings/hours.json';
import lines from './phrasings/lines.json';
import places from './phrasings/places.json';
import plan from './phrasings/plan.json';
import { FIXTURES } from './fixtures';
import { type CorpusCase, type Expected, FAMILIES } from './run-corpus';

/**
 * What a phrasing of phrasings/*.json must do, in short:
 * - `{ "hours": { id: h } }` those tasks' hours change, to h (within half an hour);
 * - `{ "moved": [ids] }` those tasks' location changes; `{ "role": id }` that task's role;
 * - `{ "split": id, "into": [h, ...] }` the task is replaced by `${id}a`, `${id}b`, ... of those hours;
 * - `{ "add": { taskId, hours, lcat?, location? } }` one new task; `{ "removed": [ids] }`;
 * - `{ "hoursPerFte": n, "tasks": [ids] }` the plan's hours per FTE becomes n and those tasks' hours change;
 * - `{ "scaled": [ids] }` only those tasks' hours change; `{ "question": [ids] }` the answer
 *   explains those tasks; `{ "refused": true }`;
 * - else an Expected of run-corpus.ts as it is (with its `kind`).
 */
const ids = z.array(z.string());
const hoursById = z.record(z.string(), z.number());
const AddedSchema = z.object({
  taskId: z.string(),
  hours: z.number(),
  lcat: z.string().optional(),
  location: z.string().optional(),
});
const ExpectedSchema = z.union([
  z.object({
    kind: z.literal('edit'),
    changed: z.record(z.string(), z.array(z.string())).optional(),
    added: z.array(AddedSchema.partial({ hours: true })).optional(),
    removed: ids.optional(),
    hours: hoursById.optional(),
    hoursPerFte: z.number().optional(),
  }),
  z.object({ kind: z.literal('question'), tasks: ids.optional() }),
  z.object({ kind: z.literal('refused') }),
]);

/** The fields of `ids` that an edit changes, as Expected['changed'] says them. */
const changing = (taskIds: string[], field: string): Record<string, string[]> =>
  Object.fromEntries(taskIds.map((id) => [id, [field]]));

const ShorthandSchema = z.union([
  z.strictObject({ hours: hoursById }).transform((s) => ({
    kind: 'edit' as const,
    changed: changing(Object.keys(s.hours), 'hours'),
    hours: s.hours,
  })),
  z.strictObject({ moved: ids }).transform((s) => ({
    kind: 'edit' as const,
    changed: changing(s.moved, 'location'),
  })),
  z.strictObject({ role: z.string() }).transform((s) => ({
    kind: 'edit' as const,
    changed: changing([s.role], 'lcat'),
  })),
  z.strictObject({ split: z.string(), into: z.array(z.number()) }).transform((s) => ({
    kind: 'edit' as const,
    removed: [s.split],
    added: s.into.map((h, i) => ({ taskId: `${s.split}${String.fromCharCode(97 + i)}`, hours: h })),
  })),
  z.strictObject({ add: AddedSchema }).transform((s) => ({ kind: 'edit' as const, added: [s.add] })),
  z.strictObject({ removed: ids }).transform((s) => ({ kind: 'edit' as const, removed: s.removed })),
  z.strictObject({ hoursPerFte: z.number(), tasks: ids }).transform((s) => ({
    kind: 'edit' as const,
    changed: changing(s.tasks, 'hours'),
    hoursPerFte: s.hoursPerFte,
  })),
  z.strictObject({ scaled: ids }).transform((s) => ({
    kind: 'edit' as const,
    changed: changing(s.scaled, 'hours'),
  })),
  z.strictObject({ question: ids }).transform((s) => ({ kind: 'question' as const, tasks: s.question })),
  z.strictObject({ refused: z.literal(true) }).transform(() => ({ kind: 'refused' as const })),
]);

const CaseSchema = z.object({
  family: z.enum(FAMILIES),
  plan: z.custom<keyof typeof FIXTURES>((v) => typeof v === 'string' && v in FIXTURES),
  message: z.string(),
  expect: z.union([ShorthandSchema, ExpectedSchema]),
  /** Why the expectation is what it is, where that is not plain. */
  note: z.string().optional(),
});

/** The phrasings of one file of phrasings/, as the corpus runs them (the notes stay in the file). */
function loadCases(rows: unknown): CorpusCase[] {
  const cases = z.array(CaseSchema).parse(rows);
  // zod types an optional field `?: T | undefined`; parsing leaves absent ones absent.
  return cases.map(({ family, plan, message, expect }) => ({
    family,
    plan,
    message,
    expect: expect as Expected,
  }));
}

/** Hours edits by reference, FTE and fraction, and percentage. */
export const HOURS_CASES = loadCases(hours);
/** Moves and role changes. */
export const PLACE_ROLE_CASES = loadCases(places);
/** Splits, plan-wide assumptions (hours per FTE, reserve, FTE target) and several edits in one message. */
export const PLAN_CASES = loadCases(plan);
/** New and removed lines, questions and refusals. */
export const LINE_CASES = loadCases(lines);
/**
 * Phrasings written after the parser was tuned and run once without changes to it: the first
 * figure on these is the honest estimate of how the parser does on wording it has not seen.
 */
export const FRESH_CASES = loadCases(fresh);
/**
 * A second batch written after every fix of the first and kept out of tuning: its pass rate is
 * the current estimate for wording the parser has not seen (docs/bench/chat.md).
 */
export const FRESH2_CASES = loadCases(fresh2);
