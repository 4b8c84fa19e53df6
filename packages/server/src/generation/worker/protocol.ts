import type {
  ApplyAmendmentInput,
  ApplyAmendmentResult,
  EstimatorInput,
  GeneratedPlan,
  SolicitationModel,
} from '@staffplan/core';
import type { PreparedDocuments, PrepareLimits } from '../documents';
import type { ChatOutcome, ChatTurn } from '../provider';

/** A model's answer to check against the solicitation (see checkModelPlan). */
export interface PlanCheck {
  draft: GeneratedPlan;
  answer: GeneratedPlan;
  thought: string;
  solicitation: SolicitationModel;
}

/**
 * Work a generation worker does: the estimator's plan, one local chat turn, the documents as
 * a model provider sends them, the check of a model's plan against the documents, or an
 * amendment applied to a saved plan (issue 16).
 */
export type GenerationTask =
  | { type: 'estimate'; input: EstimatorInput }
  | { type: 'chat'; turn: Omit<ChatTurn, 'signal' | 'input'> }
  | { type: 'prepare'; input: EstimatorInput; limits: PrepareLimits }
  | { type: 'check'; check: PlanCheck }
  | { type: 'amend'; amend: ApplyAmendmentInput };

/** What each task yields; a prepare over the context limit answers its token counts. */
export interface GenerationOutputs {
  estimate: GeneratedPlan;
  chat: ChatOutcome;
  prepare: PreparedDocuments | { tooLarge: { tokens: number; limit: number } };
  check: { plan: GeneratedPlan; changes: string[] };
  amend: ApplyAmendmentResult;
}

/** A task as posted to a worker (the input is copied, not shared). */
export type GenerationJob = GenerationTask & { id: number };

/** What a worker answers: `ready` once, then thinking lines and one final reply per job. */
export type GenerationReply =
  | { type: 'ready' }
  | { type: 'thinking'; id: number; line: string }
  | { type: 'done'; id: number; output: GenerationOutputs[GenerationTask['type']] }
  | { type: 'failed'; id: number; message: string };
