import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { createAnthropicProvider } from '../../src/generation/providers/anthropic';
import { type FakeAnthropic, startFakeAnthropic, userText } from '../fakes/anthropic-server';
import { DRAFT, planRequest, providerConfig, SECRET_DOC } from './provider-helpers';

let fake: FakeAnthropic;
let provider: ReturnType<typeof createAnthropicProvider>;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  const config = providerConfig({
    MODEL_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: 'sk-test-key',
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_MODEL: 'claude-test',
    MODEL_MAX_RETRIES: '2',
  });
  provider = createAnthropicProvider(config, { retryBaseDelayMs: 5 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const tasks = [
  {
    taskId: '1',
    lcat: 'Program Manager',
    hours: DEFAULT_HOURS_PER_FTE,
    mathRationale: '1 FTE x 1,880 h = 1,880',
    basis: 'C.3.1 quote',
  },
  {
    taskId: '2',
    lcat: 'Help Desk Technician',
    hours: 2080,
    mathRationale: '8 h x 5 d x 52 w = 2,080',
    basis: 'C.3.2 quote',
  },
];

describe('Anthropic provider against the fake Messages API', () => {
  it('streams thinking deltas in order, returns the validated tool plan and the final usage', async () => {
    fake.enqueue({
      kind: 'stream',
      thinking: 'First I read section C.3. Then the staffing table. The draft is right.',
      text: 'Here is the plan.',
      tools: [{ name: 'submit_staffing_plan', input: { tasks, staffingSource: 'stated' } }],
      usage: { input: 5_000, output: 700 },
    });
    const request = planRequest();
    const outcome = await provider.generatePlan(request);
    expect(request.thinking.join('')).toBe(
      'First I read section C.3. Then the staffing table. The draft is right.',
    );
    expect(request.thinking.length).toBeGreaterThan(1);
    expect(outcome.plan.tasks.map((t) => [t.taskId, t.lcat, t.hours])).toEqual([
      ['1', 'Program Manager', DEFAULT_HOURS_PER_FTE],
      ['2', 'Help Desk Technician', 2080],
    ]);
    expect(outcome.plan.requirements).toEqual(DRAFT.requirements);
    expect(outcome.plan.thinkingProcess).toContain('Then the staffing table');
    // message_delta's output_tokens replaces the running count; input adds the cache counters.
    expect(outcome.usage.outputTokens).toBe(700);
    expect(outcome.usage.estimated).toBe(false);
    expect(outcome.usage.inputTokens).toBeGreaterThanOrEqual(5_000);
  });

  it('keeps documents out of the system prompt, delimited and cached in user content', async () => {
    await provider.generatePlan(planRequest());
    const body = fake.requests[0]?.body ?? {};
    expect(JSON.stringify(body.system)).not.toContain('UNIQUE-DOCUMENT-MARKER');
    expect(userText(body)).toContain(
      `<document index="1" role="primary" name="rfp.txt">\n${SECRET_DOC}\n</document>`,
    );
    const first = (body.messages as { content: { cache_control?: unknown; text: string }[] }[])[0]
      ?.content[0];
    expect(first?.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.thinking).toEqual({ type: 'adaptive', display: 'summarized' });
    const tool = (
      body.tools as {
        name: string;
        input_schema: { properties: { tasks: { items: { required: string[] } } } };
      }[]
    )[0];
    expect(tool?.name).toBe('submit_staffing_plan');
    expect(tool?.input_schema.properties.tasks.items.required).toEqual(['taskId', 'lcat', 'hours']);
    expect(fake.requests[0]?.headers['x-api-key'] ?? fake.requests[0]?.headers.authorization).toContain(
      'sk-test-key',
    );
  });

  it('reads a repeated document from the prompt cache', async () => {
    const text = `${SECRET_DOC} cache check ${Date.now()}`;
    const before = fake.cacheReadTokens();
    const first = await provider.generatePlan(planRequest(text));
    expect(fake.cacheReadTokens()).toBe(before);
    const second = await provider.generatePlan(planRequest(text));
    expect(fake.cacheReadTokens()).toBeGreaterThan(before);
    // Cached tokens are still counted as input the user sent.
    expect(second.usage.inputTokens).toBe(first.usage.inputTokens);
  });

  it('retries a 429 with backoff, then succeeds', async () => {
    fake.enqueue({
      kind: 'status',
      status: 429,
      type: 'rate_limit_error',
      message: 'Number of requests has exceeded your rate limit',
      retryAfter: '0',
    });
    const outcome = await provider.generatePlan(planRequest());
    expect(fake.requests).toHaveLength(2);
    expect(outcome.plan.tasks.length).toBeGreaterThan(0);
  });

  it('retries an overloaded error event mid-stream, telling the socket', async () => {
    fake.enqueue({
      kind: 'stream',
      thinking: 'Partial thought',
      errorMidStream: { type: 'overloaded_error', message: 'Overloaded' },
    });
    const request = planRequest();
    const outcome = await provider.generatePlan(request);
    expect(fake.requests).toHaveLength(2);
    expect(request.thinking.join('')).toContain('retry 1');
    expect(outcome.plan.tasks).toHaveLength(2);
  });

  it('gives up after the configured retries with an upstream error, never a 429', async () => {
    for (let i = 0; i < 3; i++)
      fake.enqueue({
        kind: 'status',
        status: 529,
        type: 'overloaded_error',
        message: 'Overloaded',
        retryAfter: '0',
      });
    const error = await provider.generatePlan(planRequest()).catch((e: unknown) => e);
    expect(fake.requests).toHaveLength(3);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('upstream_error');
  });

  it('does not retry a non-retryable error event mid-stream', async () => {
    fake.enqueue({
      kind: 'stream',
      thinking: 'x',
      errorMidStream: { type: 'invalid_request_error', message: 'bad' },
    });
    const error = (await provider.generatePlan(planRequest()).catch((e: unknown) => e)) as AppError;
    expect(fake.requests).toHaveLength(1);
    expect(error.code).toBe('upstream_error');
  });

  it('maps "prompt is too long" to context_too_large naming the 200,000-token limit', async () => {
    fake.enqueue({
      kind: 'status',
      status: 400,
      type: 'invalid_request_error',
      message: 'prompt is too long: 212345 tokens > 200000 maximum',
    });
    const error = (await provider.generatePlan(planRequest()).catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('context_too_large');
    expect(error.message).toContain('200,000-token');
  });

  it('sends the facts read from the documents, no draft, and checks the answer against the stated staffing', async () => {
    const stated = [
      '# Request for Quotation',
      '## C.3 Statement of Work',
      'C.3.1 The contractor shall provide a program manager.',
      'C.3.2 The contractor shall staff the help desk.',
      '## F.2 Period of Performance',
      'The period of performance is one base year and two option years.',
      '## L.4 Level of Effort',
      'One FTE equals 2,080 hours.',
      '',
      '| Labor Category | Base Year | Option Year 1 | Option Year 2 |',
      '|---|---|---|---|',
      '| Program Manager | 2,080 | 2,080 | 2,080 |',
      '| Help Desk Technician | 4,160 | 4,160 | 4,160 |',
    ].join('\n');
    fake.enqueue({
      kind: 'stream',
      thinking: 'Planning.',
      tools: [{ name: 'submit_staffing_plan', input: { tasks } }],
    });
    const request = planRequest(stated);
    const outcome = await provider.generatePlan(request);
    const sent = userText(fake.requests[0]?.body ?? {});
    expect(sent).toContain('<facts note=');
    expect(sent).toContain('Stated staffing: "Help Desk Technician"');
    expect(sent).not.toContain('Starting draft');
    const byRole = Object.fromEntries(outcome.plan.tasks.map((t) => [t.lcat, t]));
    expect(byRole['Program Manager']).toMatchObject({ hours: 2080, hoursSource: 'stated' });
    expect(byRole['Help Desk Technician']?.periods?.map((p) => p.hours)).toEqual([4160, 4160, 4160]);
    expect(outcome.plan.hoursPerFte).toBe(2080);
    expect(outcome.plan.periodOfPerformance?.periods).toHaveLength(3);
    expect(
      outcome.plan.assumptions?.some((a) =>
        a.startsWith('Checked against the documents: Help Desk Technician'),
      ),
    ).toBe(true);
    expect(request.thinking.join('')).toContain('Checked against the documents: Program Manager');
  });

  it('rejects a tool plan that fails core schema validation', async () => {
    fake.enqueue({
      kind: 'stream',
      tools: [{ name: 'submit_staffing_plan', input: { tasks: [{ taskId: '1', lcat: 'PM', hours: -5 }] } }],
    });
    const error = (await provider.generatePlan(planRequest()).catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('upstream_error');
    expect(error.message).toMatch(/invalid staffing plan: tasks\.0\.hours/);
  });

  it('chat: tool calls become validated edits; invalid ones are reported', async () => {
    fake.enqueue({
      kind: 'stream',
      text: 'Adding QA and scaling.',
      tools: [
        { name: 'add_task', input: { lcat: 'QA Engineer', hours: 500 } },
        { name: 'set_hours', input: { target: { taskId: '1' }, mode: 'sideways', value: 3 } },
        { name: 'delete_other_plans', input: {} },
      ],
    });
    const outcome = await provider.chat({
      plan: DRAFT,
      message: 'add QA',
      history: [{ role: 'assistant', content: 'hello' }],
      input: null,
    });
    expect(outcome.edits).toEqual([{ op: 'add_task', lcat: 'QA Engineer', hours: 500 }]);
    expect(outcome.rejected).toHaveLength(2);
    expect(outcome.rejected[1]).toContain('unknown tool delete_other_plans');
    expect(outcome.reply).toBe('Adding QA and scaling.');
    const body = fake.requests[0]?.body ?? {};
    expect((body.messages as { role: string }[]).map((m) => m.role)).toEqual(['user']);
    expect((body.tools as { name: string }[]).map((t) => t.name)).toEqual([
      'add_task',
      'remove_tasks',
      'set_hours',
      'set_role',
      'set_location',
      'scale_to_fte',
      'split_task',
      'set_hours_per_fte',
      'set_escalation',
      'set_wrap',
      'set_rate',
    ]);
  });
});
