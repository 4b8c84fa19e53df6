import type { EstimatorInput, GeneratedPlan } from '@staffplan/core';
import { contextTooLarge, type PreparedDocuments, type PrepareLimits, prepareDocuments } from '../documents';
import { checkModelPlan } from '../providers/shared';
import type { GenerationWorkers } from './pool';
import type { PlanCheck } from './protocol';

/**
 * The document work of a model provider: reading the documents into what the model is sent
 * (core's solicitation readers: seconds on a 6 MB document) and checking the model's plan
 * against them. The server runs both in its generation workers; a provider built on its own
 * (tests, scripts) runs them in its thread.
 */
export interface DocumentWork {
  /** prepareDocuments: throws context_too_large when even the digest does not fit. */
  prepare(input: EstimatorInput): Promise<PreparedDocuments>;
  /** checkModelPlan: the checked plan, each correction reported through `onCheck`. */
  check(check: PlanCheck, onCheck: (change: string) => void): Promise<GeneratedPlan>;
}

/**
 * Document work in the calling thread.
 * @example
 * const docs = await inThreadDocumentWork(config).prepare(input);
 */
export function inThreadDocumentWork(limits: PrepareLimits): DocumentWork {
  return {
    prepare: async (input) => prepareDocuments(input, limitsOf(limits)),
    check: async ({ draft, answer, thought, solicitation }, onCheck) => {
      const { plan, changes } = checkModelPlan(draft, answer, thought, solicitation);
      for (const change of changes) onCheck(change);
      return plan;
    },
  };
}

/** Documents larger than this many characters retire their worker afterwards (its heap grew). */
const RETIRE_AFTER_CHARS = 1_000_000;

const charsOf = (input: EstimatorInput): number =>
  input.primary.text.length + (input.supporting ?? []).reduce((sum, d) => sum + d.text.length, 0);

/** Only the three numbers: a worker receives a copy, not the whole configuration. */
const limitsOf = (limits: PrepareLimits): PrepareLimits => ({
  digestTokenBudget: limits.digestTokenBudget,
  maxContextTokens: limits.maxContextTokens,
  modelMaxOutputTokens: limits.modelMaxOutputTokens,
});

/**
 * Document work in the generation workers, under their time and memory limits, so the
 * server's event loop keeps answering while a large document is read.
 * @example
 * createAnthropicProvider(config, { documents: workerDocumentWork(workers, config) });
 */
export function workerDocumentWork(workers: GenerationWorkers, limits: PrepareLimits): DocumentWork {
  return {
    prepare: async (input) => {
      const retire = charsOf(input) > RETIRE_AFTER_CHARS;
      const output = await workers.run({ type: 'prepare', input, limits: limitsOf(limits) }, { retire });
      if ('tooLarge' in output) throw contextTooLarge(output.tooLarge.tokens, output.tooLarge.limit);
      return output;
    },
    check: async (check, onCheck) => {
      const { plan, changes } = await workers.run({ type: 'check', check });
      for (const change of changes) onCheck(change);
      return plan;
    },
  };
}
