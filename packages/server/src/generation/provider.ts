import type { ChatEdit, ChatMessage, EstimatorInput, GeneratedPlan } from '@staffplan/core';

/** Tokens of one call: the provider's final count, or an honest estimate when it has none. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

export interface PlanRequest {
  input: EstimatorInput;
  /** The estimator's plan: the answer of the local provider, the starting draft of the others. */
  draft: GeneratedPlan;
  onThinking: (text: string) => void;
  signal?: AbortSignal;
}

export interface PlanOutcome {
  plan: GeneratedPlan;
  usage: Usage;
  /** Whether the documents were sent as the estimator digest (too large to send whole). */
  digested?: boolean;
}

export interface ChatTurn {
  plan: GeneratedPlan;
  message: string;
  history: ChatMessage[];
  /** The documents of the plan, when the client sent them. */
  input: EstimatorInput | null;
  signal?: AbortSignal;
}

export interface ChatOutcome {
  /** Validated edits, applied in order by the caller. */
  edits: ChatEdit[];
  /** The provider's own words (an answer, or an explanation of its edits). */
  reply: string;
  /** Tool calls that failed validation, reported back to the user. */
  rejected: string[];
  usage: Usage;
}

/**
 * A source of plans and chat edits: the local estimator, Anthropic, or any OpenAI-compatible
 * endpoint. Providers only return data; the generator applies and saves it.
 */
export interface ModelProvider {
  readonly name: 'local' | 'anthropic' | 'openai-compatible';
  generatePlan(request: PlanRequest): Promise<PlanOutcome>;
  chat(turn: ChatTurn): Promise<ChatOutcome>;
}
