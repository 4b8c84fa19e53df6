import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { DEFAULT_CHAT_TEXT, DEFAULT_PLAN_TASKS } from './default-replies';
import { listenOnLoopback } from './loopback';
import { pieces, readJson, sseWriter } from './sse';

type Json = Record<string, unknown>;

export type OpenAiReply =
  | {
      kind: 'stream';
      reasoning?: string;
      text?: string;
      tools?: { name: string; input: unknown }[];
      /** Omit the final usage chunk (some self-hosted servers do). */
      noUsage?: boolean;
      usage?: { input: number; output: number };
    }
  | { kind: 'status'; status: number; message: string; retryAfter?: string };

export interface FakeOpenAi {
  /** Base URL to configure (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  requests: { headers: IncomingHttpHeaders; body: Json }[];
  enqueue(...replies: OpenAiReply[]): void;
  close(): Promise<void>;
}

function defaultReply(body: Json): OpenAiReply {
  const tools = (body.tools as { function: { name: string } }[]) ?? [];
  if (tools.some((t) => t.function.name === 'submit_staffing_plan')) {
    return {
      kind: 'stream',
      reasoning: 'Reading the facts and the work statement.',
      tools: [
        { name: 'submit_staffing_plan', input: { tasks: DEFAULT_PLAN_TASKS, staffingSource: 'estimated' } },
      ],
    };
  }
  return { kind: 'stream', text: DEFAULT_CHAT_TEXT };
}

/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint (POST
 * /v1/chat/completions, stream: true), reached by the real `openai` library: role chunk,
 * reasoning_content / content / tool_calls deltas, finish_reason, the usage chunk
 * (stream_options.include_usage) and `data: [DONE]`; HTTP errors with Retry-After.
 */
export async function startFakeOpenAi(options: { delayMs?: number } = {}): Promise<FakeOpenAi> {
  const queue: OpenAiReply[] = [];
  const requests: FakeOpenAi['requests'] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = await readJson(req);
    requests.push({ headers: req.headers, body });
    const reply = queue.shift() ?? defaultReply(body);
    if (reply.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
      res
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ error: { message: reply.message, type: 'server_error', code: null } }));
      return;
    }
    const sse = sseWriter(res, options.delayMs ?? 2);
    const id = `chatcmpl-${randomBytes(6).toString('hex')}`;
    const chunk = (delta: Json, finish: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    let produced = 0;
    await sse.event(null, chunk({ role: 'assistant', content: '' }));
    for (const part of pieces(reply.reasoning ?? '', 4)) {
      produced += part.length;
      await sse.event(null, chunk({ reasoning_content: part }));
    }
    for (const part of pieces(reply.text ?? '', 3)) {
      produced += part.length;
      await sse.event(null, chunk({ content: part }));
    }
    for (const [i, tool] of (reply.tools ?? []).entries()) {
      await sse.event(
        null,
        chunk({
          tool_calls: [
            { index: i, id: `call_${i}`, type: 'function', function: { name: tool.name, arguments: '' } },
          ],
        }),
      );
      for (const part of pieces(JSON.stringify(tool.input), 4)) {
        produced += part.length;
        await sse.event(null, chunk({ tool_calls: [{ index: i, function: { arguments: part } }] }));
      }
    }
    await sse.event(null, chunk({}, (reply.tools ?? []).length > 0 ? 'tool_calls' : 'stop'));
    if (!reply.noUsage) {
      const prompt = reply.usage?.input ?? Math.ceil(JSON.stringify(body.messages).length / 4);
      const completion = reply.usage?.output ?? Math.ceil(produced / 4);
      await sse.event(null, {
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      });
    }
    await sse.event(null, '[DONE]');
    sse.end();
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close,
  };
}
