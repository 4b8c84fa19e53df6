import { z } from 'zod';
import { type ConfigEntry, envInt, optionalString, optionalUrl, reportSettingIssue } from './section';

const raw = z.object({
  MODEL_PROVIDER: z.enum(['local', 'anthropic', 'openai-compatible']).default('local'),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
  ANTHROPIC_THINKING: z.enum(['adaptive', 'enabled', 'disabled']).default('adaptive'),
  ANTHROPIC_THINKING_BUDGET: envInt(8_000, 1_024, 64_000),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  MODEL_MAX_OUTPUT_TOKENS: envInt(32_000, 1_024, 128_000),
  MODEL_MAX_RETRIES: envInt(3, 0, 10),
  MODEL_TIMEOUT_MS: envInt(600_000, 1_000),
  MAX_CONTEXT_TOKENS: envInt(200_000, 1_000),
  DIGEST_TOKEN_BUDGET: envInt(60_000, 1_000),
  GENERATION_MAX_INPUT_CHARS: envInt(8_000_000, 1_000),
  GENERATION_TIMEOUT_MS: envInt(120_000, 100),
  GENERATION_MEMORY_MB: envInt(1_024, 64),
  GENERATION_WORKERS: envInt(2, 1, 64),
  THINKING_SOCKETS_PER_USER: envInt(10, 1, 1_000),
  THINKING_SOCKET_RECHECK_MS: envInt(15_000, 50),
});

/**
 * Plan generation and chat: which model provider runs ('local' is the embedded estimator,
 * no network), its credentials, model names and limits.
 */
export const modelConfigSchema = raw
  .transform((env) => ({
    modelProvider: env.MODEL_PROVIDER,
    anthropicApiKey: env.ANTHROPIC_API_KEY,
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
    anthropicModel: env.ANTHROPIC_MODEL,
    anthropicThinking: env.ANTHROPIC_THINKING,
    anthropicThinkingBudget: env.ANTHROPIC_THINKING_BUDGET,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    openaiApiKey: env.OPENAI_API_KEY,
    openaiModel: env.OPENAI_MODEL,
    modelMaxOutputTokens: env.MODEL_MAX_OUTPUT_TOKENS,
    modelMaxRetries: env.MODEL_MAX_RETRIES,
    modelTimeoutMs: env.MODEL_TIMEOUT_MS,
    maxContextTokens: env.MAX_CONTEXT_TOKENS,
    digestTokenBudget: env.DIGEST_TOKEN_BUDGET,
    generationMaxInputChars: env.GENERATION_MAX_INPUT_CHARS,
    generationTimeoutMs: env.GENERATION_TIMEOUT_MS,
    generationMemoryMb: env.GENERATION_MEMORY_MB,
    generationWorkers: env.GENERATION_WORKERS,
    thinkingSocketsPerUser: env.THINKING_SOCKETS_PER_USER,
    thinkingSocketRecheckMs: env.THINKING_SOCKET_RECHECK_MS,
  }))
  .superRefine((c, ctx) => {
    if (c.modelProvider === 'anthropic' && !c.anthropicApiKey) {
      reportSettingIssue(ctx, 'ANTHROPIC_API_KEY', 'MODEL_PROVIDER=anthropic: set ANTHROPIC_API_KEY');
    }
    if (c.modelProvider === 'openai-compatible') {
      if (!c.openaiBaseUrl) {
        reportSettingIssue(ctx, 'OPENAI_BASE_URL', 'MODEL_PROVIDER=openai-compatible: set OPENAI_BASE_URL');
      }
      if (!c.openaiModel) {
        reportSettingIssue(ctx, 'OPENAI_MODEL', 'MODEL_PROVIDER=openai-compatible: set OPENAI_MODEL');
      }
    }
    if (c.anthropicThinking === 'enabled' && c.anthropicThinkingBudget >= c.modelMaxOutputTokens) {
      reportSettingIssue(
        ctx,
        'ANTHROPIC_THINKING_BUDGET',
        'must be below MODEL_MAX_OUTPUT_TOKENS (thinking counts toward the output)',
      );
    }
    if (c.digestTokenBudget >= c.maxContextTokens) {
      reportSettingIssue(ctx, 'DIGEST_TOKEN_BUDGET', 'must be below MAX_CONTEXT_TOKENS');
    }
  });

export type ModelConfig = z.output<typeof modelConfigSchema>;

/** Rows of the start-up table for this section. */
export const modelConfigDescribe: ConfigEntry<ModelConfig>[] = [
  {
    env: 'MODEL_PROVIDER',
    meaning: 'local (embedded estimator) | anthropic | openai-compatible',
    value: (c) => c.modelProvider,
  },
  { env: 'ANTHROPIC_API_KEY', meaning: 'Anthropic API key', secret: true, value: (c) => c.anthropicApiKey },
  { env: 'ANTHROPIC_BASE_URL', meaning: 'Anthropic API base URL override', value: (c) => c.anthropicBaseUrl },
  { env: 'ANTHROPIC_MODEL', meaning: 'Anthropic model name', value: (c) => c.anthropicModel },
  {
    env: 'ANTHROPIC_THINKING',
    meaning: 'extended thinking: adaptive, enabled (with a budget) or disabled',
    value: (c) => c.anthropicThinking,
  },
  {
    env: 'ANTHROPIC_THINKING_BUDGET',
    meaning: 'thinking budget in tokens when ANTHROPIC_THINKING=enabled',
    value: (c) => c.anthropicThinkingBudget,
  },
  {
    env: 'OPENAI_BASE_URL',
    meaning: 'base URL of an OpenAI-compatible chat API (e.g. self-hosted)',
    value: (c) => c.openaiBaseUrl,
  },
  {
    env: 'OPENAI_API_KEY',
    meaning: 'key of the OpenAI-compatible endpoint',
    secret: true,
    value: (c) => c.openaiApiKey,
  },
  {
    env: 'OPENAI_MODEL',
    meaning: 'model name at the OpenAI-compatible endpoint',
    value: (c) => c.openaiModel,
  },
  {
    env: 'MODEL_MAX_OUTPUT_TOKENS',
    meaning: 'max output tokens of one model call',
    value: (c) => c.modelMaxOutputTokens,
  },
  { env: 'MODEL_MAX_RETRIES', meaning: 'retries with backoff on 429 / 5xx', value: (c) => c.modelMaxRetries },
  { env: 'MODEL_TIMEOUT_MS', meaning: 'timeout of one model call', value: (c) => c.modelTimeoutMs },
  {
    env: 'MAX_CONTEXT_TOKENS',
    meaning: 'context window of the model; larger requests answer 413',
    value: (c) => c.maxContextTokens,
  },
  {
    env: 'DIGEST_TOKEN_BUDGET',
    meaning: 'documents above this many tokens are sent as the estimator digest',
    value: (c) => c.digestTokenBudget,
  },
  {
    env: 'GENERATION_MAX_INPUT_CHARS',
    meaning: 'largest documents (characters, all together) a plan is generated from; larger answer 413',
    value: (c) => c.generationMaxInputChars,
  },
  {
    env: 'GENERATION_TIMEOUT_MS',
    meaning: 'time one estimate or chat turn may run in its worker thread; longer answer 422',
    value: (c) => c.generationTimeoutMs,
  },
  {
    env: 'GENERATION_MEMORY_MB',
    meaning: 'heap limit of each generation worker thread; more answers 422',
    value: (c) => c.generationMemoryMb,
  },
  {
    env: 'GENERATION_WORKERS',
    meaning: 'generation worker threads at once',
    value: (c) => c.generationWorkers,
  },
];
