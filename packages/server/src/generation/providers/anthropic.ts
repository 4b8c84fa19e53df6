import type Anthropic from '@anthropic-ai/sdk';
import type { GeneratedPlan } from '@staffplan/core';
import type { Config } from '../../config/index';
import { withUserTurn } from '../history';
import { CHAT_SYSTEM_PROMPT, GENERATION_SYSTEM_PROMPT, generationUserText } from '../prompt';
import type { ChatOutcome, ModelProvider, PlanOutcome, Usage } from '../provider';
import { loadAnthropic } from '../../lib/lazy-sdk';
import { withRetries } from '../retry';
import { chatTools, PLAN_TOOL_NAME, parseEditCall, parsePlanToolInput, planTool } from '../tools';
import { type DocumentWork, inThreadDocumentWork } from '../worker/document-work';
import { checkLine, invalidPlan, providerError } from './shared';

type ModelConfig = Pick<
  Config,
  | 'anthropicApiKey'
  | 'anthropicBaseUrl'
  | 'anthropicModel'
  | 'anthropicThinking'
  | 'anthropicThinkingBudget'
  | 'modelMaxOutputTokens'
  | 'modelMaxRetries'
  | 'modelTimeoutMs'
  | 'maxContextTokens'
  | 'digestTokenBudget'
>;

export interface ProviderOptions {
  /** First retry delay (doubles each attempt); a Retry-After header takes precedence. */
  retryBaseDelayMs?: number;
  /** Where the documents are read and the answer checked (default: this thread). */
  documents?: DocumentWork;
}

function usageOf(message: Anthropic.Message): Usage {
  const u = message.usage;
  // Cached prompt tokens are still tokens the user sent; count them all, as the API reports them.
  const input = u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
  return { inputTokens: input, outputTokens: u.output_tokens, estimated: false };
}

/**
 * Anthropic Messages API with streamed extended thinking; the plan comes back through a tool
 * whose input schema is core's Task schema, validated before use. The documents (or their
 * digest) are one cached user content block, so follow-up calls on the same documents reuse it.
 * @example
 * const provider = createAnthropicProvider(config);
 */
export function createAnthropicProvider(config: ModelConfig, options: ProviderOptions = {}): ModelProvider {
  const documents = options.documents ?? inThreadDocumentWork(config);
  const AnthropicClient = loadAnthropic();
  const client = new AnthropicClient({
    apiKey: config.anthropicApiKey ?? null,
    baseURL: config.anthropicBaseUrl ?? null,
    maxRetries: 0,
    timeout: config.modelTimeoutMs,
  });
  const retry = (signal: AbortSignal | undefined, onRetry?: (attempt: number) => void) => ({
    maxRetries: config.modelMaxRetries,
    baseDelayMs: options.retryBaseDelayMs ?? 1_000,
    ...(signal ? { signal } : {}),
    ...(onRetry ? { onRetry } : {}),
  });
  const thinking: Anthropic.ThinkingConfigParam | null =
    config.anthropicThinking === 'adaptive'
      ? { type: 'adaptive', display: 'summarized' }
      : config.anthropicThinking === 'enabled'
        ? { type: 'enabled', budget_tokens: config.anthropicThinkingBudget }
        : null;

  return {
    name: 'anthropic',
    async generatePlan(request): Promise<PlanOutcome> {
      const docs = await documents.prepare(request.input);
      const tool = planTool();
      const params: Anthropic.MessageCreateParamsNonStreaming = {
        model: config.anthropicModel,
        max_tokens: config.modelMaxOutputTokens,
        system: GENERATION_SYSTEM_PROMPT,
        tools: [
          {
            name: tool.name,
            description: tool.description,
            input_schema: tool.inputSchema as Anthropic.Tool.InputSchema,
          },
        ],
        // Forced tool use is not allowed together with extended thinking.
        tool_choice: thinking ? { type: 'auto' } : { type: 'tool', name: PLAN_TOOL_NAME },
        ...(thinking ? { thinking } : {}),
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: docs.content, cache_control: { type: 'ephemeral' } },
              {
                type: 'text',
                text: generationUserText({
                  fteTarget: request.input.fteTarget,
                  customInstructions: request.input.customInstructions,
                }),
              },
            ],
          },
        ],
      };
      if (docs.digested)
        request.onThinking(
          '\nThe documents are large: sending the model the facts read from them and the raw work-statement and staffing sections.\n',
        );
      let thought = '';
      const message = await withRetries(
        async () => {
          thought = '';
          const stream = client.messages.stream(params, request.signal ? { signal: request.signal } : {});
          stream.on('thinking', (delta) => {
            thought += delta;
            request.onThinking(delta);
          });
          return stream.finalMessage();
        },
        retry(request.signal, (attempt) =>
          request.onThinking(`\n[The model service is busy; retry ${attempt}.]\n`),
        ),
      ).catch((error: unknown) => {
        throw providerError('Anthropic', error, config.maxContextTokens);
      });
      const call = message.content.find(
        (b): b is Anthropic.ToolUseBlock => b.type === 'tool_use' && b.name === PLAN_TOOL_NAME,
      );
      if (!call) throw invalidPlan(['the model did not call submit_staffing_plan']);
      const parsed = parsePlanToolInput(call.input);
      if (!parsed.ok) throw invalidPlan(parsed.errors);
      const plan: GeneratedPlan = await documents.check(
        { draft: request.draft, answer: parsed.plan, thought: thought, solicitation: docs.model },
        (change) => request.onThinking(checkLine(change)),
      );
      return { plan, usage: usageOf(message), digested: docs.digested };
    },

    async chat(turn): Promise<ChatOutcome> {
      const docs = turn.input ? await documents.prepare(turn.input) : null;
      const prior = withUserTurn(turn.history).map((m) => ({ role: m.role, content: m.content }));
      const content: Anthropic.ContentBlockParam[] = [];
      if (docs) content.push({ type: 'text', text: docs.content, cache_control: { type: 'ephemeral' } });
      content.push({ type: 'text', text: `<plan>\n${JSON.stringify(turn.plan)}\n</plan>` });
      content.push({ type: 'text', text: turn.message });
      const tools = chatTools().map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: t.inputSchema as Anthropic.Tool.InputSchema,
      }));
      const message = await withRetries(
        () =>
          client.messages
            .stream(
              {
                model: config.anthropicModel,
                max_tokens: Math.min(config.modelMaxOutputTokens, 8_000),
                system: CHAT_SYSTEM_PROMPT,
                tools,
                messages: [...prior, { role: 'user', content }],
              },
              turn.signal ? { signal: turn.signal } : {},
            )
            .finalMessage(),
        retry(turn.signal),
      ).catch((error: unknown) => {
        throw providerError('Anthropic', error, config.maxContextTokens);
      });
      const edits: ChatOutcome['edits'] = [];
      const rejected: string[] = [];
      const words: string[] = [];
      for (const block of message.content) {
        if (block.type === 'text') words.push(block.text);
        if (block.type !== 'tool_use') continue;
        const parsed = parseEditCall(block.name, block.input);
        if (parsed.ok) edits.push(parsed.edit);
        else rejected.push(parsed.error);
      }
      return { edits, reply: words.join('\n').trim(), rejected, usage: usageOf(message) };
    },
  };
}
