import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';

/** The plan the model fakes submit by default (the model no longer gets a draft to echo). */
export const DEFAULT_PLAN_TASKS: Record<string, unknown>[] = [
  {
    taskId: '1',
    lcat: 'Program Manager',
    hours: DEFAULT_HOURS_PER_FTE,
    mathRationale: '1 FTE x 1,880 h = 1,880',
    basis: 'C.3.1',
  },
  {
    taskId: '2',
    lcat: 'Help Desk Technician',
    hours: 2080,
    mathRationale: '1 post x 8 h x 5 d x 52 w = 2,080',
    basis: 'C.3.2',
  },
];

/** What the model fakes answer by default to a chat request. */
export const DEFAULT_CHAT_TEXT = 'The plan looks consistent with the documents.';
