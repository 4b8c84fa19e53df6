import {
  type GeneratedPlan,
  reconcilePlan,
  refreshComparison,
  type SolicitationModel,
} from '@staffplan/core';
import { AppError } from '../../errors';
import { contextTooLarge } from '../documents';
import { isRetryable } from '../retry';

/**
 * The model's plan with the document facts the estimator found (period of performance,
 * requirements, confidence, open questions), checked against the solicitation model's stated
 * facts (hours per FTE, periods, stated hours by category: differences corrected and recorded
 * as assumptions, each reported through `onCheck`); coverage is dropped because the tasks changed.
 */
export function checkedModelPlan(
  draft: GeneratedPlan,
  answer: GeneratedPlan,
  thought: string,
  solicitation: SolicitationModel,
  onCheck: (line: string) => void,
): GeneratedPlan {
  const { plan, changes } = checkModelPlan(draft, answer, thought, solicitation);
  for (const change of changes) onCheck(checkLine(change));
  return plan;
}

/**
 * checkedModelPlan without the callback: the checked plan and the changes made (what a
 * generation worker answers).
 * @example
 * const { plan, changes } = checkModelPlan(draft, answer, '', solicitation);
 */
export function checkModelPlan(
  draft: GeneratedPlan,
  answer: GeneratedPlan,
  thought: string,
  solicitation: SolicitationModel,
): { plan: GeneratedPlan; changes: string[] } {
  const merged = mergeModelPlan(draft, answer, thought);
  const { plan, changes } = reconcilePlan(merged, solicitation);
  return { plan: refreshComparison(plan), changes };
}

/** The thinking line that reports one correction made by the check. */
export const checkLine = (change: string): string => `\nChecked against the documents: ${change}\n`;

/** The model's plan over the estimator's document facts, the thinking of both kept. */
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
