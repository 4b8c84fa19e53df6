import { type CreatePlanRequestInput, DEFAULT_HOURS_PER_FTE, type GeneratedPlanInput } from '@staffplan/core';

let counter = 0;

/** A unique test e-mail address. */
export function buildEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A valid POST /api/staffing/plans body. */
export function buildPlanRequest(overrides: Partial<CreatePlanRequestInput> = {}): CreatePlanRequestInput {
  return {
    approach: 'bottom_up',
    name: 'Guard services',
    total_fte: 2,
    rfp_text:
      'C.3.1 The contractor shall provide a program manager. C.3.2 The contractor shall staff the help desk 8x5.',
    supporting_doc1: null,
    supporting_doc2: null,
    custom_instructions: null,
    document_names: { primary: 'rfp.pdf', doc1: null, doc2: null },
    ...overrides,
  };
}

/** A small generated plan. */
export function buildGeneratedPlan(overrides: Partial<GeneratedPlanInput> = {}): GeneratedPlanInput {
  return {
    tasks: [
      {
        taskId: '1',
        lcat: 'Program Manager',
        hours: DEFAULT_HOURS_PER_FTE,
        mathRationale: '1 FTE x 1,880 h',
        basis: 'C.3.1',
      },
      {
        taskId: '2',
        lcat: 'Help Desk Analyst',
        hours: 3760,
        mathRationale: '2 FTE x 1,880 h',
        basis: 'C.3.2',
      },
    ],
    ...overrides,
  };
}

/** A solicitation of `lines` numbered "shall" requirements (60,000 lines: about 6 MB). */
export function buildShallLines(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) =>
      `C.${i + 1} The contractor shall provide guard service ${i} at building ${i % 97} on every day of the calendar year.`,
  ).join('\n');
}
