import { parentPort } from 'node:worker_threads';
import { applyAmendment, estimatePlan } from '@staffplan/core';
import { AppError } from '../../errors';
import { prepareDocuments } from '../documents';
import { createLocalProvider } from '../providers/local';
import { checkModelPlan } from '../providers/shared';
import type { GenerationJob, GenerationOutputs, GenerationReply } from './protocol';

/**
 * The generation worker: runs core's estimator, the local provider's chat turn, and a model
 * provider's document reading and plan check, one job at a time under the heap limit its parent gave it. Running out of memory or time is
 * noticed by the parent, which terminates this thread; the server's event loop never waits
 * on the estimator.
 */
const port = parentPort;
if (port) {
  const reply = (message: GenerationReply) => port.postMessage(message);
  const local = createLocalProvider();
  const perform = async (job: GenerationJob): Promise<GenerationOutputs[GenerationJob['type']]> => {
    if (job.type === 'chat') return local.chat({ ...job.turn, input: null });
    if (job.type === 'prepare') {
      try {
        return prepareDocuments(job.input, job.limits);
      } catch (error) {
        // The one expected refusal crosses the thread as data; the parent rebuilds the error.
        if (error instanceof AppError && error.code === 'context_too_large') {
          const { tokens, limit } = error.extra as { tokens: number; limit: number };
          return { tooLarge: { tokens, limit } };
        }
        throw error;
      }
    }
    if (job.type === 'amend') return applyAmendment(job.amend);
    if (job.type === 'check') {
      const { draft, answer, thought, solicitation } = job.check;
      return checkModelPlan(draft, answer, thought, solicitation);
    }
    return estimatePlan(job.input, { onThinking: (line) => reply({ type: 'thinking', id: job.id, line }) });
  };
  port.on('message', (job: GenerationJob) => {
    perform(job).then(
      (output) => reply({ type: 'done', id: job.id, output }),
      (error: unknown) =>
        reply({
          type: 'failed',
          id: job.id,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  // The estimator builds its vocabularies and compiles its readers on first use (about 0.1 s
  // idle, up to 1 s on a loaded host): done here, before `ready`, so a job's time limit
  // measures the job and not this thread's start.
  try {
    estimatePlan({
      primary: { name: 'warm-up.txt', text: 'C.1 The contractor shall provide one program manager.' },
    });
  } catch {
    // A failure here shows again, with its message, on the first real job.
  }
  reply({ type: 'ready' });
}
