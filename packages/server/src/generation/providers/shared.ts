import type { GeneratedPlan } from '@staffplan/core';
import { AppError } from '../../errors';
import { contextTooLarge } from '../documents';
import { isRetryable } from '../retry';

/** At most this many draft tasks go to a model (a digest of the rest is the documents' job). */
const DRAFT_TASKS = 200;

/**
 * The estimator's draft as compact JSON for a prompt: the task rows and the plan facts.
 * @example
 * compactDraft({ tasks: [], hoursPerFte: 1880 }) // '{"staffingSource":null,"tasks":[]}'
 */
export function compactDraft(draft: GeneratedPlan): string {
  const tasks = draft.tasks.slice(0, DRAFT_TASKS).map((t) => ({
    taskId: t.taskId,
    lcat: t.lcat,
    hours: t.hours,
    location: t.location,
    mathRationale: t.mathRationale.slice(0, 300),
    basis: t.basis.slice(0, 300),
    keyPersonnel: t.keyPersonnel,
  }));
  return JSON.stringify({
    staffingSource: draft.staffingSource ?? null,
    periodOfPerformance: draft.periodOfPerformance,
    tasks,
    ...(draft.tasks.length > DRAFT_TASKS ? { omittedTasks: draft.tasks.length - DRAFT_TASKS } : {}),
  });
}

/**
 * The model's plan with the document facts the estimator found (period of performance,
 * requirements); coverage is dropped because the tasks changed.
 */
export function mergeModelPlan(draft: GeneratedPlan, model: GeneratedPlan, thought: string): GeneratedPlan {
  const { coverage: _stale, ...facts } = draft;
  const thinkingProcess = [model.thinkingProcess, thought.trim()]
    .filter((s) => s && s.trim() !== '')
    .join('\n\n');
  return {
    ...facts,
    ...model,
    ...((model.staffingSource ?? draft.staffingSource)
      ? { staffingSource: model.staffingSource ?? draft.staffingSource }
      : {}),
    thinkingProcess: thinkingProcess || (draft.thinkingProcess ?? ''),
  };
}

/** A plan the model submitted that failed validation. */
export function invalidPlan(errors: string[]): AppError {
  return new AppError(
    'upstream_error',
    `The model returned an invalid staffing plan: ${errors.slice(0, 5).join('; ')}`,
  );
}

/**
 * Map a provider failure to the API's error vocabulary. A prompt over the context limit is
 * context_too_large (the web shows its limit dialog); everything else is upstream_error,
 * never 401/429, which the web would read as the user's own sign-in or token limit.
 */
export function providerError(provider: string, error: unknown, maxContextTokens: number): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (
    /prompt is too long|context length|maximum context|too many tokens|context_length_exceeded/i.test(message)
  ) {
    const tokens = Number(/(\d{4,})\s*tokens/.exec(message)?.[1] ?? maxContextTokens + 1);
    return contextTooLarge(tokens, maxContextTokens);
  }
  const status = (error as { status?: unknown }).status;
  const reason = isRetryable(error)
    ? `${provider} is busy or unavailable (${typeof status === 'number' ? status : 'stream error'}); please try again in a minute.`
    : `${provider} rejected the request${typeof status === 'number' ? ` (${status})` : ''}: ${message.slice(0, 300)}`;
  return new AppError('upstream_error', reason);
}
