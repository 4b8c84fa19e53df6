import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { DEFAULT_CHAT_TEXT, DEFAULT_PLAN_TASKS } from './default-replies';
import { listenOnLoopback } from './loopback';
import { pieces, readJson, sseWriter } from './sse';

type Json = Record<string, unknown>;

/** What the fake answers to one request. */
export type AnthropicReply =
  | {
      kind: 'stream';
      thinking?: string;
      text?: string;
      tools?: { name: string; input: unknown }[];
      usage?: { input: number; output: number };
      /** Send an `error` event after the thinking block (a failure mid-stream). */
      errorMidStream?: { type: string; message: string };
    }
  | { kind: 'status'; status: number; type: string; message: string; retryAfter?: string };

export interface RecordedAnthropicRequest {
  headers: IncomingHttpHeaders;
  body: Json;
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedAnthropicRequest[];
  /** Prompt tokens served from the cache so far (cache_control blocks seen before). */
  cacheReadTokens(): number;
  /** Queue replies for the next requests; when the queue is empty the default reply runs. */
  enqueue(...replies: AnthropicReply[]): void;
  close(): Promise<void>;
}

/** Text of every user content block of a request, joined. */
export function userText(body: Json): string {
  const messages = (body.messages as { role: string; content: unknown }[]) ?? [];
  return messages
    .filter((m) => m.role === 'user')
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : (m.content as { text?: string }[]).map((b) => b.text ?? ''),
    )
    .join('\n');
}

/**
 * The default answer: a generation request gets a fixed two-task plan through the plan tool
 * (with thinking); a chat request gets a short text.
 */
function defaultReply(body: Json): AnthropicReply {
  const tools = (body.tools as { name: string }[]) ?? [];
  if (tools.some((t) => t.name === 'submit_staffing_plan')) {
    return {
      kind: 'stream',
      thinking: 'Reading the facts and the work statement. Checking the stated staffing. The plan holds up.',
      text: 'Submitting the plan.',
      tools: [
        { name: 'submit_staffing_plan', input: { tasks: DEFAULT_PLAN_TASKS, staffingSource: 'estimated' } },
      ],
    };
  }
  return { kind: 'stream', text: DEFAULT_CHAT_TEXT };
}

/**
 * The content blocks of one streamed message, numbered in order: each is its
 * content_block_start, a delta per piece (then any closing deltas, as a thinking block's
 * signature), and its content_block_stop. Counts the characters streamed, for the usage.
 */
function contentBlocks(sse: ReturnType<typeof sseWriter>) {
  let index = 0;
  let produced = 0;
  const delta = (payload: Json) =>
    sse.event('content_block_delta', { type: 'content_block_delta', index, delta: payload });
  return {
    async block(
      start: Json,
      parts: string[],
      deltaOf: (part: string) => Json,
      closing: Json[] = [],
    ): Promise<void> {
      await sse.event('content_block_start', { type: 'content_block_start', index, content_block: start });
      for (const part of parts) {
        produced += part.length;
        await delta(deltaOf(part));
      }
      for (const payload of closing) await delta(payload);
      await sse.event('content_block_stop', { type: 'content_block_stop', index });
      index++;
    },
    produced: () => produced,
  };
}

/**
 * A local stand-in for the Anthropic Messages API, reached by the real @anthropic-ai/sdk
 * through `baseURL`. It replays the real streaming event sequence: message_start, ping,
 * content_block_start / content_block_delta (thinking_delta, signature_delta, text_delta,
 * input_json_delta) / content_block_stop, message_delta with the final usage, message_stop;
 * plus HTTP errors (429 with Retry-After) and `error` events mid-stream. Cached content
 * blocks (cache_control) seen before are reported as cache reads.
 */
export async function startFakeAnthropic(options: { delayMs?: number } = {}): Promise<FakeAnthropic> {
  const queue: AnthropicReply[] = [];
  const requests: RecordedAnthropicRequest[] = [];
  const cache = new Set<string>();
  let cacheReadTotal = 0;
  const delay = options.delayMs ?? 2;

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'Not found' } }));
      return;
    }
    const body = await readJson(req);
    requests.push({ headers: req.headers, body });
    const reply = queue.shift() ?? defaultReply(body);
    if (reply.kind === 'status') {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      };
      if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
      res
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ type: 'error', error: { type: reply.type, message: reply.message } }));
      return;
    }
    let cacheRead = 0;
    let cacheWrite = 0;
    const messages = (body.messages as { content: unknown }[]) ?? [];
    for (const m of messages) {
      if (!Array.isArray(m.content)) continue;
      for (const block of m.content as { text?: string; cache_control?: unknown }[]) {
        if (!block.cache_control || !block.text) continue;
        const key = createHash('sha256').update(block.text).digest('hex');
        const tokens = Math.ceil(block.text.length / 4);
        if (cache.has(key)) {
          cacheRead += tokens;
          cacheReadTotal += tokens;
        } else {
          cache.add(key);
          cacheWrite += tokens;
        }
      }
    }
    const promptTokens = Math.ceil(JSON.stringify(body).length / 4);
    const usage = reply.usage ?? { input: Math.max(1, promptTokens - cacheRead - cacheWrite), output: 0 };
    const sse = sseWriter(res, delay);
    const id = `msg_${randomBytes(8).toString('hex')}`;
    await sse.event('message_start', {
      type: 'message_start',
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: usage.input,
          output_tokens: 1,
          cache_creation_input_tokens: cacheWrite,
          cache_read_input_tokens: cacheRead,
        },
      },
    });
    await sse.event('ping', { type: 'ping' });
    const stream = contentBlocks(sse);
    if (reply.thinking && body.thinking && (body.thinking as { type?: string }).type !== 'disabled') {
      await stream.block(
        { type: 'thinking', thinking: '', signature: '' },
        pieces(reply.thinking, 6),
        (thinking) => ({ type: 'thinking_delta', thinking }),
        [{ type: 'signature_delta', signature: 'c2lnbmF0dXJl' }],
      );
    }
    if (reply.errorMidStream) {
      await sse.event('error', { type: 'error', error: reply.errorMidStream });
      sse.end();
      return;
    }
    if (reply.text) {
      await stream.block({ type: 'text', text: '' }, pieces(reply.text, 3), (text) => ({
        type: 'text_delta',
        text,
      }));
    }
    for (const tool of reply.tools ?? []) {
      await stream.block(
        { type: 'tool_use', id: `toolu_${randomBytes(8).toString('hex')}`, name: tool.name, input: {} },
        pieces(JSON.stringify(tool.input), 5),
        (partial_json) => ({ type: 'input_json_delta', partial_json }),
      );
    }
    const output = reply.usage?.output ?? Math.max(1, Math.ceil(stream.produced() / 4));
    await sse.event('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: (reply.tools ?? []).length > 0 ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: output },
    });
    await sse.event('message_stop', { type: 'message_stop' });
    sse.end();
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cacheReadTokens: () => cacheReadTotal,
    enqueue: (...replies) => queue.push(...replies),
    close,
  };
}

/** Server settings that send model calls to `fake` (one retry, so failures show fast). */
export function serverEnvFor(fake: FakeAnthropic): Record<string, string> {
  return {
    MODEL_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: 'sk-test',
    ANTHROPIC_BASE_URL: fake.url,
    MODEL_MAX_RETRIES: '1',
  };
}
