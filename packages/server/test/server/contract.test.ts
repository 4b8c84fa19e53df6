import {
  API_ERROR_DETAILS,
  API_ERROR_STATUS,
  API_ROUTES,
  type ApiErrorCode,
  MAX_JSON_BODY_BYTES,
  openApiPath,
} from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api } from '../billing/helpers';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';

type Operation = {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const key = (method: string, path: string) => `${method} ${path}`;

/** An error answer carries its code's status and no field the contract does not name. */
function expectContractError(res: { status: number; body: Record<string, unknown> }, code: ApiErrorCode) {
  const { error, code: sent, requestId, ...details } = res.body;
  expect(sent).toBe(code);
  expect(res.status).toBe(API_ERROR_STATUS[code]);
  expect(typeof error).toBe('string');
  expect(typeof requestId).toBe('string');
  expect(API_ERROR_DETAILS[code].strict().safeParse(details).error?.issues ?? []).toEqual([]);
}

describe('the server and core contract agree', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await getTestServer();
    user = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every METHOD path the Koa router answers under /api (HEAD comes with GET). */
  function registered(): Set<string> {
    const routes = new Set<string>();
    for (const layer of server.app.apiRouter.stack) {
      const path = String(layer.path);
      if (!path.startsWith('/api/')) continue;
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(key(method, path));
    }
    return routes;
  }

  it('registers every /api route of the contract, and no other', () => {
    const http = API_ROUTES.filter((r) => r.transport !== 'websocket').map((r) => key(r.method, r.path));
    const onRouter = registered();
    expect(
      [...onRouter].filter((r) => !http.includes(r)),
      'registered but not in the contract',
    ).toEqual([]);
    expect(
      http.filter((r) => !onRouter.has(r)),
      'in the contract but not registered',
    ).toEqual([]);
  });

  it('serves the thinking socket at the path the contract names, and only there', async () => {
    const sockets = API_ROUTES.filter((r) => r.transport === 'websocket');
    expect(sockets.map((r) => r.path)).toEqual(['/api/ws/thinking']);
    const upgrade = (path: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => resolve(0));
      });
    for (const route of sockets) expect(await upgrade(route.path)).toBe(401);
    expect(await upgrade(`${sockets[0]?.path}-not`)).toBe(404);
    expect(await upgrade(`${sockets[0]?.path}?access_token=${user.accessToken}`)).toBe(101);
  });

  it('documents every contract route in OpenAPI, each with its schemas', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => key(m.toUpperCase(), path)),
    );
    expect(documented.sort()).toEqual(API_ROUTES.map((r) => key(r.method, openApiPath(r.path))).sort());
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        const ok = op.responses['200'] ?? op.responses['101'];
        expect(ok?.content?.['application/json']?.schema, `${where}: answer schema`).toBeDefined();
        for (const [status, answer] of Object.entries(op.responses).filter(([s]) => Number(s) >= 400))
          expect(answer.content?.['application/json']?.schema, `${where} ${status}`).toBeDefined();
        for (const parameter of op.parameters ?? [])
          expect(parameter.schema, `${where}: ${parameter.name}`).toBeDefined();
        for (const name of path.match(/\{(\w+)\}/g) ?? [])
          expect(op.parameters?.map((p) => `{${p.name}}`)).toContain(name);
        for (const content of Object.values(op.requestBody?.content ?? {}))
          expect(content.schema, `${where}: request schema`).toBeDefined();
      }
    }
  });

  it('documents the new resources too: chat, upload, subscription, checkout and admin', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.paths['/api/chat/message']?.post?.requestBody?.content['application/json']).toBeDefined();
    expect(doc.paths['/api/upload']?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
    expect(doc.paths['/api/upload']?.post?.responses['413']).toBeDefined();
    expect(doc.paths['/api/staffing/plans']?.post?.responses['429']).toBeDefined();
    expect(doc.paths['/api/create-checkout-session']?.post).toBeDefined();
    expect(doc.paths['/api/subscription/change-tier']?.post).toBeDefined();
    expect(doc.paths['/api/admin/users']?.get?.parameters?.map((p) => p.name)).toEqual(['page', 'pageSize']);
  });

  it('answers a bad query, path or body with one 400 shape that names the part and field', async () => {
    const query = await api(server, '/api/staffing/plans?limit=0', { user });
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({
      code: 'bad_request',
      error: 'limit must be a whole number from 1 to 200; received "0"',
      issues: [{ in: 'query', path: 'limit' }],
    });
    const body = await api(server, '/api/staffing/plans', { user, body: { name: 'Guards', rfp_text: '' } });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'bad_request', issues: [{ in: 'body', path: 'rfp_text' }] });
    expect(String(body.body.error)).toBe('rfp_text: Please upload a primary RFP document');
    expectContractError(query, 'bad_request');
    expectContractError(body, 'bad_request');
  });

  it('answers other refusals with only the detail fields the contract names', async () => {
    expectContractError(await api(server, '/api/staffing/plans/not-a-plan', { user }), 'not_found');
    expectContractError(await api(server, '/api/usage/token-stats'), 'unauthorized');
    expectContractError(await api(server, '/api/admin/overview', { user }), 'forbidden');
    const upload = await api(server, '/api/upload', { user, body: {} });
    expectContractError(upload, 'subscription_required');
  });

  it("refuses a JSON body over the contract's limit before any route reads it", async () => {
    const res = await fetch(`${server.url}/api/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ message: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    expectContractError({ status: res.status, body }, 'payload_too_large');
    expect(body.error).toBe('Request body too large (limit 25 MB)');
  });
});
