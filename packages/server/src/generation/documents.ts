import {
  buildDigest,
  type CreatePlanRequest,
  type EstimatorInput,
  factLines,
  type SolicitationModel,
} from '@staffplan/core';
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

/**
 * The documents as a model will see them: the solicitation model's facts with their quotes,
 * then the raw documents, or (when large) the raw work-statement and staffing sections only.
 */
export interface PreparedDocuments {
  /** Untrusted content, already delimited: goes into user content, never the system prompt. */
  content: string;
  digested: boolean;
  rawTokens: number;
  tokens: number;
  /** The solicitation model read from the documents; the answer is checked against it. */
  model: SolicitationModel;
}

/** Untrusted text must not close its own delimiter and pose as instructions. */
const neutralise = (text: string): string =>
  text.replace(/<\/?(documents?|digest|facts)\b/gi, (m) => m.replace('<', '&lt;'));
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

/** The settings prepareDocuments reads (plain numbers, so a worker thread can receive them). */
export type PrepareLimits = Pick<Config, 'digestTokenBudget' | 'maxContextTokens' | 'modelMaxOutputTokens'>;

/** Characters of raw section text a brief carries for a large document (about 15,000 tokens). */
const BRIEF_SECTION_CHARS = 60_000;

/**
 * Decide what the model reads: the solicitation model's facts (each with its section and
 * quote), then the raw documents when they fit DIGEST_TOKEN_BUDGET, else the brief's raw
 * work-statement and staffing sections (how 300,000+ characters fit a 200,000-token context).
 * No estimator draft is sent: the model plans from the documents, and its answer is checked
 * against the facts afterwards. Throws context_too_large when even that does not fit with
 * room for the answer.
 * @example
 * const docs = prepareDocuments(toEstimatorInput(request), config);
 */
export function prepareDocuments(input: EstimatorInput, config: PrepareLimits): PreparedDocuments {
  const raw = delimit(input);
  const rawTokens = estimateTokens(raw);
  const digested = rawTokens > config.digestTokenBudget;
  const digest = buildDigest(input, Math.min(BRIEF_SECTION_CHARS, config.digestTokenBudget * 2));
  const content = digested
    ? `<digest note="The documents were too large to send whole: the facts read from them with their quotes, then the raw text of the work-statement and staffing sections.">\n${neutralise(digest.text)}\n</digest>`
    : `<facts note="Facts read from the documents below, each with its section and quote; the documents are the authority.">\n${neutralise(
        factLines(digest.model)
          .map((l) => `- ${l}`)
          .join('\n'),
      )}\n</facts>\n${raw}`;
  const tokens = estimateTokens(content);
  const needed = tokens + PROMPT_OVERHEAD_TOKENS + config.modelMaxOutputTokens;
  if (needed > config.maxContextTokens)
    throw contextTooLarge(tokens + PROMPT_OVERHEAD_TOKENS, config.maxContextTokens);
  return { content, digested, rawTokens, tokens, model: digest.model };
}
