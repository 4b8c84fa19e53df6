import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../helpers/test-server';

describe('app skeleton', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers GET /api/ping with ok and the time, with security headers and no-store', async () => {
    const res = await fetch(`${server.url}/api/ping`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; time: string };
    expect(body.ok).toBe(true);
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // JSON answers get the API policy; the page policy belongs to the web app (web-app.test.ts).
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document generated from the core schemas', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const post = doc.paths['/api/staffing/plans']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(post.requestBody.content['application/json']?.schema.properties ?? {})).toContain(
      'rfp_text',
    );
  });

  it('answers unknown /api paths with a JSON 404 and bad JSON with a 400', async () => {
    const missing = await fetch(`${server.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    const bad = await fetch(`${server.url}/api/ping`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 405]).toContain(bad.status);
  });
});
