import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../src/errors';
import { createOpenAiProvider } from '../../src/generation/providers/openai';
import { type FakeOpenAi, startFakeOpenAi } from '../fakes/openai-server';
import { DRAFT, planRequest, providerConfig } from './provider-helpers';

let fake: FakeOpenAi;
let provider: ReturnType<typeof createOpenAiProvider>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const config = providerConfig({
    MODEL_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'local-llama',
    MODEL_MAX_RETRIES: '1',
  });
  provider = createOpenAiProvider(config, { retryBaseDelayMs: 5 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('OpenAI-compatible provider against the fake chat completions API', () => {
  it('streams reasoning to thinking, assembles tool-call arguments and uses the final usage', async () => {
    fake.enqueue({
      kind: 'stream',
      reasoning: 'Looking at C.3.1 and the help desk hours.',
      tools: [
        {
          name: 'submit_staffing_plan',
          input: { tasks: [{ taskId: 'A', lcat: 'Program Manager', hours: '1,880' }] },
        },
      ],
      usage: { input: 1234, output: 321 },
    });
    const request = planRequest();
    const outcome = await provider.generatePlan(request);
    expect(request.thinking.join('')).toBe('Looking at C.3.1 and the help desk hours.');
    expect(outcome.plan.tasks).toEqual([
      expect.objectContaining({ taskId: 'A', lcat: 'Program Manager', hours: DEFAULT_HOURS_PER_FTE }),
    ]);
    expect(outcome.usage).toEqual({ inputTokens: 1234, outputTokens: 321, estimated: false });
    const body = fake.requests[0]?.body ?? {};
    expect(body.stream).toBe(true);
    expect(body.model).toBe('local-llama');
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).not.toContain('UNIQUE-DOCUMENT-MARKER');
    expect(messages[1]?.content).toContain('<document index="1" role="primary" name="rfp.txt">');
  });

  it('estimates usage (marked estimated) when the server reports none', async () => {
    fake.enqueue({
      kind: 'stream',
      noUsage: true,
      tools: [{ name: 'submit_staffing_plan', input: { tasks: DRAFT.tasks } }],
    });
    const outcome = await provider.generatePlan(planRequest());
    expect(outcome.usage.estimated).toBe(true);
    expect(outcome.usage.inputTokens).toBeGreaterThan(0);
    expect(outcome.usage.outputTokens).toBeGreaterThan(0);
  });

  it('retries a 503 and a 429, then reports upstream_error', async () => {
    fake.enqueue({ kind: 'status', status: 503, message: 'loading model', retryAfter: '0' });
    await provider.generatePlan(planRequest());
    expect(fake.requests).toHaveLength(2);
    fake.requests.length = 0;
    fake.enqueue(
      { kind: 'status', status: 429, message: 'slow down', retryAfter: '0' },
      { kind: 'status', status: 429, message: 'slow down', retryAfter: '0' },
    );
    const error = (await provider.generatePlan(planRequest()).catch((e: unknown) => e)) as AppError;
    expect(fake.requests).toHaveLength(2);
    expect(error.code).toBe('upstream_error');
  });

  it('maps a context-length error to context_too_large', async () => {
    fake.enqueue({
      kind: 'status',
      status: 400,
      message: "This model's maximum context length is 200000 tokens (context_length_exceeded)",
    });
    const error = (await provider.generatePlan(planRequest()).catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('context_too_large');
    expect(error.message).toContain('200,000-token');
  });

  it('chat: function calls become validated edits', async () => {
    fake.enqueue({
      kind: 'stream',
      text: 'Scaled to 3 FTE.',
      tools: [
        { name: 'scale_to_fte', input: { fte: 3 } },
        { name: 'split_task', input: { taskId: '1', roles: [{ lcat: 'PM' }] } },
      ],
    });
    const outcome = await provider.chat({
      plan: DRAFT,
      message: 'scale to 3 FTE',
      history: [
        { role: 'user', content: 'hi' },
        { role: 'user', content: 'again' },
        { role: 'assistant', content: 'hello' },
      ],
      input: null,
    });
    expect(outcome.edits).toEqual([{ op: 'scale_to_fte', fte: 3 }]);
    expect(outcome.rejected[0]).toMatch(/^split_task: roles/);
    const roles = ((fake.requests[0]?.body.messages ?? []) as { role: string }[]).map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });
});
