import { createServer, type IncomingMessage } from 'node:http';
import { DEFAULT_HOURS_PER_FTE, type SavedPlan } from '@staffplan/core';

/** What the fake answers to one chat message: a JSON body, and a status when it is not 200. */
export interface ChatReply {
  status?: number;
  body: unknown;
}

/**
 * A real HTTP server standing in for the StaffPlan API, so a ChatController runs through the
 * real SDK: POST /api/chat/message answers `reply(message)`; every other request is a save
 * (PATCH of the plan), recorded in `saves` and answered with `plan` holding the sent content.
 */
export interface ChatApi {
  url: string;
  saves: unknown[];
  close(): void;
}

/** A saved one-task plan ('Help desk', one Program Manager FTE); fields can be overridden. */
export function savedPlan(overrides: Partial<SavedPlan> = {}): SavedPlan {
  return {
    id: 'p1',
    name: 'Help desk',
    total_fte: null,
    rfp_text: null,
    supporting_doc1: null,
    supporting_doc2: null,
    custom_instructions: null,
    document_names: {},
    approach: 'bottom_up',
    generated_plan: {
      hoursPerFte: DEFAULT_HOURS_PER_FTE,
      tasks: [
        { taskId: '1', lcat: 'Program Manager', hours: DEFAULT_HOURS_PER_FTE, mathRationale: '', basis: '' },
      ],
    },
    created_at: '2026-11-22T00:00:00Z',
    updated_at: '2026-11-22T00:00:00Z',
    ...overrides,
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/** Starts the fake on a random port of 127.0.0.1. */
export async function startChatApi(plan: SavedPlan, reply: (message: string) => ChatReply): Promise<ChatApi> {
  const saves: unknown[] = [];
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/chat/message') {
      const answer = reply((JSON.parse(body) as { message: string }).message);
      res.statusCode = answer.status ?? 200;
      res.end(JSON.stringify(answer.body));
      return;
    }
    const sent = JSON.parse(body) as { generated_plan: unknown };
    saves.push(sent);
    res.end(JSON.stringify({ ...plan, generated_plan: sent.generated_plan }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    saves,
    close: () => server.close(),
  };
}
