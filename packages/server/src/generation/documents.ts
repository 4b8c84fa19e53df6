import { buildDigest, type CreatePlanRequest, type EstimatorInput } from '@staffplan/core';
import type { Config } from '../config/index';
import { AppError } from '../errors';

/** A rough, provider-neutral token count: about 4 characters a token for English prose. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

/**
 * The estimator's view of a plan request: the primary document, the supporting ones and
 * the user's options.
 * @example
 * toEstimatorInput({ rfp_text: 'The contractor shall ...', name: 'Guards', approach: 'bottom_up' })
 */
export function toEstimatorInput(input: CreatePlanRequest): EstimatorInput {
  const names = input.document_names ?? {};
  const supporting = [
    { name: names.doc1 ?? 'Supporting document 1', text: input.supporting_doc1 ?? '' },
    { name: names.doc2 ?? 'Supporting document 2', text: input.supporting_doc2 ?? '' },
  ].filter((d) => d.text.trim() !== '');
  return {
    primary: { name: names.primary ?? 'Primary RFP', text: input.rfp_text },
    supporting,
    fteTarget: input.total_fte ?? null,
    customInstructions: input.custom_instructions ?? null,
  };
}

/** The documents as a model will see them: raw text, or the estimator digest when large. */
export interface PreparedDocuments {
  /** Untrusted content, already delimited: goes into user content, never the system prompt. */
  content: string;
  digested: boolean;
  rawTokens: number;
  tokens: number;
}

/** Untrusted text must not close its own delimiter and pose as instructions. */
const neutralise = (text: string): string =>
  text.replace(/<\/?(documents?|digest)\b/gi, (m) => m.replace('<', '&lt;'));
const attr = (text: string): string => text.replace(/["<>&\n]/g, ' ').slice(0, 200);

function delimit(input: EstimatorInput): string {
  const docs = [
    { role: 'primary', ...input.primary },
    ...(input.supporting ?? []).map((d) => ({ role: 'supporting', ...d })),
  ];
  const body = docs
    .map(
      (d, i) =>
        `<document index="${i + 1}" role="${d.role}" name="${attr(d.name ?? '')}">\n${neutralise(d.text)}\n</document>`,
    )
    .join('\n');
  return `<documents>\n${body}\n</documents>`;
}

/** Tokens kept free for the system prompt, tools and the instructions around the documents. */
export const PROMPT_OVERHEAD_TOKENS = 4_000;

/**
 * The limit message: it names the 200,000-token limit so the web app shows its "Document
 * Processing Limit Reached" dialog.
 */
export function contextTooLarge(tokens: number, limit: number): AppError {
  const n = limit.toLocaleString('en-US');
  return new AppError(
    'context_too_large',
    `Prompt too long: the documents need about ${tokens.toLocaleString('en-US')} tokens even after summarising, more than the ${n}-token context limit (${limit} maximum). Shorten the documents or split them into smaller parts.`,
    { tokens, limit },
  );
}

/**
 * Decide what the model reads: the raw documents when they fit DIGEST_TOKEN_BUDGET, else the
 * estimator digest (sections, requirements and drivers with references), which is how
 * 300,000+ characters fit a 200,000-token context. Throws context_too_large when even that
 * does not fit with room for the answer.
 * @example
 * const docs = prepareDocuments(toEstimatorInput(request), config);
 */
export function prepareDocuments(
  input: EstimatorInput,
  config: Pick<Config, 'digestTokenBudget' | 'maxContextTokens' | 'modelMaxOutputTokens'>,
): PreparedDocuments {
  const raw = delimit(input);
  const rawTokens = estimateTokens(raw);
  let content = raw;
  let digested = false;
  if (rawTokens > config.digestTokenBudget) {
    const digest = buildDigest(input);
    content = `<digest note="The documents were too large to send whole; this digest lists their sections, requirements and workload drivers with section references.">\n${neutralise(digest.text)}\n</digest>`;
    digested = true;
  }
  const tokens = estimateTokens(content);
  const needed = tokens + PROMPT_OVERHEAD_TOKENS + config.modelMaxOutputTokens;
  if (needed > config.maxContextTokens)
    throw contextTooLarge(tokens + PROMPT_OVERHEAD_TOKENS, config.maxContextTokens);
  return { content, digested, rawTokens, tokens };
}
