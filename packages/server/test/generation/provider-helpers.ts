import { DEFAULT_HOURS_PER_FTE, type GeneratedPlan } from '@staffplan/core';
import { type Config, loadConfig } from '../../src/config/index';
import type { Env } from '../../src/config/section';
import type { PlanRequest } from '../../src/generation/provider';

/** A validated configuration for provider tests (fast retries come from the provider options). */
export function providerConfig(env: Env): Config {
  return loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...env });
}

export const DRAFT: GeneratedPlan = {
  hoursPerFte: DEFAULT_HOURS_PER_FTE,
  staffingSource: 'stated',
  thinkingProcess: 'Estimator draft.',
  requirements: [{ id: 'R1', ref: 'C.3.1', text: 'The contractor shall provide a program manager.' }],
  tasks: [
    {
      taskId: '1',
      lcat: 'Program Manager',
      hours: DEFAULT_HOURS_PER_FTE,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.3.1: The contractor shall provide a program manager.',
    },
    {
      taskId: '2',
      lcat: 'Help Desk Technician',
      hours: 2080,
      mathRationale: '1 post x 8 h x 5 d x 52 w = 2,080',
      basis: 'C.3.2: The contractor shall staff the help desk 8x5.',
    },
  ],
};

export const SECRET_DOC =
  'C.3.1 The contractor shall provide a program manager. UNIQUE-DOCUMENT-MARKER-7781.';

/** A plan request whose thinking deltas are collected in `thinking`. */
export function planRequest(text = SECRET_DOC): PlanRequest & { thinking: string[] } {
  const thinking: string[] = [];
  return {
    input: { primary: { name: 'rfp.txt', text }, supporting: [], fteTarget: null, customInstructions: null },
    draft: DRAFT,
    onThinking: (t) => thinking.push(t),
    thinking,
  };
}
