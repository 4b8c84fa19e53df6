import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ContextTooLargeError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  StaffPlanError,
  SubscriptionRequiredError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from './errors';
import { type FakeServer, startFakeServer } from './test-support/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

describe('ApiError.generate', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [415, UnsupportedMediaTypeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, ApiError],
  ])('maps %i to its class', (status, Class) => {
    const error = ApiError.generate(status, { error: 'x' });
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(StaffPlanError);
    expect(error.status).toBe(status);
  });

  it('keeps tier and reset date of a 429 and falls back to the status text', () => {
    const error = ApiError.generate(429, {
      error: 'Monthly limit reached',
      code: 'limit_reached',
      tier: 'basic',
      resetDate: '2026-12-01',
    });
    expect(error).toMatchObject({
      tier: 'basic',
      resetDate: '2026-12-01',
      code: 'limit_reached',
      error: 'Monthly limit reached',
    });
    expect(ApiError.generate(404, undefined).message).toBe('404: Not Found');
  });

  it('picks the class by the contract code before the status, and types its details', () => {
    const context = ApiError.generate(413, { error: 'Too long', code: 'context_too_large', tokens: 250000 });
    expect(context).toBeInstanceOf(ContextTooLargeError);
    expect(context).toBeInstanceOf(PayloadTooLargeError);
    expect(context.details).toEqual({ tokens: 250000 });
    const subscription = ApiError.generate(403, {
      error: 'Subscribe',
      code: 'subscription_required',
      status: 'past_due',
    });
    expect(subscription).toBeInstanceOf(SubscriptionRequiredError);
    expect(subscription.is('subscription_required') && subscription.details.status).toBe('past_due');
    const conflict = ApiError.generate(409, { error: 'Stale', code: 'conflict', currentVersion: 'v2' });
    expect(conflict.is('conflict') && conflict.details.currentVersion).toBe('v2');
    expect(conflict.is('not_found')).toBe(false);
  });

  it('leaves out codes and detail fields the contract does not know', () => {
    const error = ApiError.generate(429, { error: 'Slow down', code: 'teapot', tier: 'gold', resetDate: 7 });
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.code).toBeUndefined();
    expect(error.authCode).toBe('teapot');
    const limit = ApiError.generate(429, {
      error: 'Limit',
      code: 'limit_reached',
      tier: 'gold',
      resetDate: 7,
    });
    expect(limit).toMatchObject({ code: 'limit_reached', tier: undefined, resetDate: undefined });
    expect(limit.details).toEqual({});
    expect(ApiError.generate(502, 'Bad gateway').kind).toBe('internal_error');
    expect(ApiError.generate(401, undefined).kind).toBe('unauthorized');
    expect(ApiError.generate(403, { code: 'subscription_required' }).kind).toBe('subscription_required');
    expect(ApiError.generate(418, undefined).kind).toBeUndefined();
  });
});

describe('transport', () => {
  it("fails with '{status}: {response text}', the code and the request id", async () => {
    const body = { error: 'Plan not found', code: 'not_found', requestId: 'req-1' };
    server.route('GET /api/staffing/plans/nope', () => ({ status: 404, json: body }));
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    const error = (await client.plans.get('nope').catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe(`404: ${JSON.stringify(body)}`);
    expect(error).toMatchObject({ code: 'not_found', requestId: 'req-1', error: 'Plan not found', body });
  });

  it('retries idempotent calls on 503 with backoff, never a POST', async () => {
    let gets = 0;
    let posts = 0;
    server.route('GET /api/staffing/plans', () =>
      ++gets < 3 ? { status: 503, text: 'busy' } : { json: [] },
    );
    server.route('POST /api/chat/message', () => {
      posts++;
      return { status: 503, text: 'busy' };
    });
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    const started = Date.now();
    expect(await client.plans.list()).toEqual([]);
    expect(gets).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550); // 200 + 400 ms
    const error = await client.chat.send({ message: 'hi', planData: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as Error).message).toBe('503: busy');
    expect(posts).toBe(1);
  });

  it('reports a refused connection as APIConnectionError with its cause', async () => {
    const url = server.url;
    await server.close();
    const client = createClient({ baseUrl: url, accessToken: 'tok', maxRetries: 0 });
    const error = (await client.plans.list().catch((e: unknown) => e)) as APIConnectionError;
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.message).toContain('could not reach');
    expect(error.cause).toBeInstanceOf(Error);
    server = await startFakeServer();
  });

  it('times out slow answers and honours a caller abort', async () => {
    server.route(
      'GET /api/staffing/plans',
      () => new Promise((resolve) => setTimeout(() => resolve({ json: [] }), 500)),
    );
    const client = createClient({ baseUrl: server.url, accessToken: 'tok', timeoutMs: 50, maxRetries: 0 });
    await expect(client.plans.list()).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    const controller = new AbortController();
    const pending = client.plans.list({ signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('rejects answers that do not match core schemas', async () => {
    server.route('GET /api/staffing/plans', () => ({ json: [{ id: 1 }] }));
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    const error = (await client.plans.list().catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.message).toContain('GET /api/staffing/plans');
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('refuses a base URL without a scheme; a relative one (browser, same origin) is kept relative', async () => {
    expect(() => createClient({ baseUrl: 'localhost:8787' })).toThrow(StaffPlanError);
    const urls: string[] = [];
    const client = createClient({
      baseUrl: '',
      accessToken: 'tok',
      fetch: async (url) => {
        urls.push(url);
        return new Response('[]', { status: 200 });
      },
    });
    await client.plans.list();
    expect(urls[0]).toMatch(/^\/api\/staffing\/plans\?limit=200&t=\d+$/);
  });
});
