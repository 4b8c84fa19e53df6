import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** The plan the fake submits by default (the model no longer gets a draft to echo). */
const DEFAULT_TASKS: Json[] = [
  {
    taskId: '1',
    lcat: 'Program Manager',
    hours: DEFAULT_HOURS_PER_FTE,
    mathRationale: '1 FTE x 1,880 h = 1,880',
    basis: 'C.3.1',
  },
  {
    taskId: '2',
    lcat: 'Help Desk Technician',
    hours: 2080,
    mathRationale: '1 post x 8 h x 5 d x 52 w = 2,080',
    basis: 'C.3.2',
  },
];

/**
 * The default answer: a generation request gets a fixed two-task plan through the plan tool
 * (with thinking); a chat request gets a short text.
 */
function defaultReply(body: Json): AnthropicReply {
  const tools = (body.tools as { name: string }[]) ?? [];
  if (tools.some((t) => t.name === 'submit_staffing_plan')) {
    const tasks = DEFAULT_TASKS;
    return {
      kind: 'stream',
      thinking: 'Reading the facts and the work statement. Checking the stated staffing. The plan holds up.',
      text: 'Submitting the plan.',
      tools: [{ name: 'submit_staffing_plan', input: { tasks, staffingSource: 'estimated' } }],
    };
  }
  return { kind: 'stream', text: 'The plan looks consistent with the documents.' };
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
    let index = 0;
    let produced = 0;
    if (reply.thinking && body.thinking && (body.thinking as { type?: string }).type !== 'disabled') {
      await sse.event('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'thinking', thinking: '', signature: '' },
      });
      for (const part of pieces(reply.thinking, 6)) {
        produced += part.length;
        await sse.event('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'thinking_delta', thinking: part },
        });
      }
      await sse.event('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'signature_delta', signature: 'c2lnbmF0dXJl' },
      });
      await sse.event('content_block_stop', { type: 'content_block_stop', index });
      index++;
    }
    if (reply.errorMidStream) {
      await sse.event('error', { type: 'error', error: reply.errorMidStream });
      sse.end();
      return;
    }
    if (reply.text) {
      await sse.event('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      for (const part of pieces(reply.text, 3)) {
        produced += part.length;
        await sse.event('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'text_delta', text: part },
        });
      }
      await sse.event('content_block_stop', { type: 'content_block_stop', index });
      index++;
    }
    for (const tool of reply.tools ?? []) {
      const json = JSON.stringify(tool.input);
      await sse.event('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: {
          type: 'tool_use',
          id: `toolu_${randomBytes(8).toString('hex')}`,
          name: tool.name,
          input: {},
        },
      });
      for (const part of pieces(json, 5)) {
        produced += part.length;
        await sse.event('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: part },
        });
      }
      await sse.event('content_block_stop', { type: 'content_block_stop', index });
      index++;
    }
    const output = reply.usage?.output ?? Math.max(1, Math.ceil(produced / 4));
    await sse.event('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: (reply.tools ?? []).length > 0 ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: output },
    });
    await sse.event('message_stop', { type: 'message_stop' });
    sse.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cacheReadTokens: () => cacheReadTotal,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
