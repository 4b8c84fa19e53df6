import type { GeneratedPlan } from '@staffplan/core';
import type OpenAI from 'openai';
import type { Config } from '../../config/index';
import { estimateTokens } from '../documents';
import { withUserTurn } from '../history';
import { CHAT_SYSTEM_PROMPT, GENERATION_SYSTEM_PROMPT, generationUserText } from '../prompt';
import type { ChatOutcome, ModelProvider, PlanOutcome, Usage } from '../provider';
import { loadOpenAi } from '../../lib/lazy-sdk';
import { withRetries } from '../retry';
import {
  chatTools,
  PLAN_TOOL_NAME,
  parseEditCall,
  parsePlanToolInput,
  planTool,
  type ToolSpec,
} from '../tools';
import type { ProviderOptions } from './anthropic';
import { inThreadDocumentWork } from '../worker/document-work';
import { checkLine, invalidPlan, providerError } from './shared';

type ModelConfig = Pick<
  Config,
  | 'openaiBaseUrl'
  | 'openaiApiKey'
  | 'openaiModel'
  | 'modelMaxOutputTokens'
  | 'modelMaxRetries'
  | 'modelTimeoutMs'
  | 'maxContextTokens'
  | 'digestTokenBudget'
>;

interface Collected {
  text: string;
  reasoning: string;
  calls: { name: string; args: string }[];
  usage: Usage;
}

const asTools = (tools: ToolSpec[]): OpenAI.ChatCompletionTool[] =>
  tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.inputSchema },
  }));

/**
 * Any endpoint speaking the OpenAI chat completions API (vLLM, llama.cpp, Ollama, hosted
 * services): streamed, with tool calls for the plan and the chat edits. Reasoning deltas
 * (`reasoning_content` / `reasoning`) that some servers stream go to the thinking socket.
 * @example
 * const provider = createOpenAiProvider(config);
 */
export function createOpenAiProvider(config: ModelConfig, options: ProviderOptions = {}): ModelProvider {
  const documents = options.documents ?? inThreadDocumentWork(config);
  const OpenAiClient = loadOpenAi();
  const client = new OpenAiClient({
    apiKey: config.openaiApiKey ?? 'not-needed',
    baseURL: config.openaiBaseUrl ?? null,
    maxRetries: 0,
    timeout: config.modelTimeoutMs,
  });
  const model = config.openaiModel ?? '';

  async function run(
    body: Omit<OpenAI.ChatCompletionCreateParamsStreaming, 'model' | 'stream'>,
    signal: AbortSignal | undefined,
    onThinking: ((text: string) => void) | undefined,
  ): Promise<Collected> {
    const promptChars = JSON.stringify(body.messages).length;
    return withRetries(
      async () => {
        const stream = await client.chat.completions.create(
          { ...body, model, stream: true, stream_options: { include_usage: true } },
          signal ? { signal } : {},
        );
        const out: Collected = {
          text: '',
          reasoning: '',
          calls: [],
          usage: { inputTokens: 0, outputTokens: 0, estimated: true },
        };
        let reported = false;
        for await (const chunk of stream) {
          if (chunk.usage) {
            // The final usage chunk; never the sum of deltas.
            out.usage = {
              inputTokens: chunk.usage.prompt_tokens,
              outputTokens: chunk.usage.completion_tokens,
              estimated: false,
            };
            reported = true;
          }
          const delta = chunk.choices[0]?.delta as
            | (OpenAI.ChatCompletionChunk.Choice.Delta & { reasoning_content?: string; reasoning?: string })
            | undefined;
          if (!delta) continue;
          const reasoning = delta.reasoning_content ?? delta.reasoning;
          if (reasoning) {
            out.reasoning += reasoning;
            onThinking?.(reasoning);
          }
          if (delta.content) out.text += delta.content;
          for (const call of delta.tool_calls ?? []) {
            const slot = out.calls[call.index] ?? { name: '', args: '' };
            out.calls[call.index] = slot;
            if (call.function?.name) slot.name += call.function.name;
            if (call.function?.arguments) slot.args += call.function.arguments;
          }
        }
        if (!reported) {
          const produced =
            out.text.length + out.reasoning.length + out.calls.reduce((s, c) => s + c.args.length, 0);
          out.usage = {
            inputTokens: Math.ceil(promptChars / 4),
            outputTokens: Math.ceil(produced / 4),
            estimated: true,
          };
        }
        return out;
      },
      {
        maxRetries: config.modelMaxRetries,
        baseDelayMs: options.retryBaseDelayMs ?? 1_000,
        ...(signal ? { signal } : {}),
      },
    ).catch((error: unknown) => {
      throw providerError('The model endpoint', error, config.maxContextTokens);
    });
  }

  const parseArgs = (args: string): unknown => {
    try {
      return JSON.parse(args || '{}');
    } catch {
      return null;
    }
  };

  return {
    name: 'openai-compatible',
    async generatePlan(request): Promise<PlanOutcome> {
      const docs = await documents.prepare(request.input);
      const user = `${docs.content}\n\n${generationUserText({
        fteTarget: request.input.fteTarget,
        customInstructions: request.input.customInstructions,
      })}`;
      const out = await run(
        {
          max_tokens: config.modelMaxOutputTokens,
          messages: [
            { role: 'system', content: GENERATION_SYSTEM_PROMPT },
            { role: 'user', content: user },
          ],
          tools: asTools([planTool()]),
          tool_choice: { type: 'function', function: { name: PLAN_TOOL_NAME } },
        },
        request.signal,
        request.onThinking,
      );
      const call = out.calls.find((c) => c.name === PLAN_TOOL_NAME);
      if (!call) throw invalidPlan(['the model did not call submit_staffing_plan']);
      const parsed = parsePlanToolInput(parseArgs(call.args));
      if (!parsed.ok) throw invalidPlan(parsed.errors);
      const plan: GeneratedPlan = await documents.check(
        { draft: request.draft, answer: parsed.plan, thought: out.reasoning, solicitation: docs.model },
        (change) => request.onThinking(checkLine(change)),
      );
      return { plan, usage: out.usage, digested: docs.digested };
    },

    async chat(turn): Promise<ChatOutcome> {
      const docs = turn.input ? await documents.prepare(turn.input) : null;
      const prior = withUserTurn(turn.history).map((m) => ({ role: m.role, content: m.content }));
      const user = [docs?.content, `<plan>\n${JSON.stringify(turn.plan)}\n</plan>`, turn.message]
        .filter(Boolean)
        .join('\n\n');
      if (estimateTokens(user) > config.maxContextTokens)
        throw providerError('', new Error('prompt is too long'), config.maxContextTokens);
      const out = await run(
        {
          max_tokens: Math.min(config.modelMaxOutputTokens, 8_000),
          messages: [
            { role: 'system', content: CHAT_SYSTEM_PROMPT },
            ...prior,
            { role: 'user', content: user },
          ],
          tools: asTools(chatTools()),
        },
        turn.signal,
        undefined,
      );
      const edits: ChatOutcome['edits'] = [];
      const rejected: string[] = [];
      for (const call of out.calls) {
        const parsed = parseEditCall(call.name, parseArgs(call.args));
        if (parsed.ok) edits.push(parsed.edit);
        else rejected.push(parsed.error);
      }
      return { edits, reply: out.text.trim(), rejected, usage: out.usage };
    },
  };
}
