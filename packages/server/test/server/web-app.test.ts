import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../helpers/test-server';

describe('serving the built web app', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'staffplan-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    server = await getTestServer({ env: { STAFFPLAN_WEB_DIR: dir, CORS_ORIGINS: 'http://localhost:5173' } });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, with the CSP', async () => {
    for (const path of ['/', '/staffing-planner', '/auth', '/reset-password?code=x']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s missing files instead of falling back', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${server.url}/assets/missing-1.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('never answers /api, /auth/v1 or traversal paths with the app', async () => {
    const api = await fetch(`${server.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${server.url}/auth/v1/unknown`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });

  it('answers CORS preflights for configured origins only', async () => {
    const headers = {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization',
    };
    const ok = await fetch(`${server.url}/auth/v1/token`, { method: 'OPTIONS', headers });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')).toContain('apikey');
    const other = await fetch(`${server.url}/api/ping`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
