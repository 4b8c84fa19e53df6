import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  API_CONTRACT,
  API_ERROR_CODES,
  API_ERROR_DETAILS,
  API_ERROR_STATUS,
  API_ROUTES,
  ApiErrorBodySchema,
  type ApiErrorCode,
  DEFAULT_HOURS_PER_FTE,
  DEFAULT_TOKEN_LIMIT,
  isApiErrorCode,
  MAX_UPLOAD_BYTES,
  openApiPath,
  type RouteInput,
  type RouteOutput,
  TIERS,
  UNDO_LIMIT,
} from './index';

describe('the API contract', () => {
  it('names each route once, by name and by method and path', () => {
    const names = API_ROUTES.map((r) => r.name);
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(API_ROUTES.every((r) => r.path.startsWith('/api/'))).toBe(true);
  });

  it('covers every resource a client calls', () => {
    const paths = new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const route of [
      'POST /api/staffing/plans',
      'PATCH /api/staffing/plans/:id',
      'POST /api/upload',
      'POST /api/chat/message',
      'GET /api/ws/thinking',
      'POST /api/create-checkout-session',
      'GET /api/usage/token-stats',
      'DELETE /api/account',
      'GET /api/admin/users',
      'POST /api/auth/session-sync',
    ])
      expect(paths).toContain(route);
  });

  it('lets a signed-in route answer 401 and an admin route 403', () => {
    for (const route of API_ROUTES) {
      if (route.auth === 'user' || route.auth === 'admin') expect(route.errors).toContain('unauthorized');
      if (route.auth === 'admin') expect(route.errors).toContain('forbidden');
    }
  });

  it('lets a route with input answer 400, except the raw webhook which has its own', () => {
    for (const route of API_ROUTES.filter((r) => r.body && r.bodyKind !== 'raw'))
      expect(route.errors, route.name).toContain('bad_request');
  });

  it('maps every error code to an error status, with the statuses clients branch on', () => {
    for (const code of API_ERROR_CODES) expect(API_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(API_ERROR_STATUS.limit_reached).toBe(429);
    expect(API_ERROR_STATUS.subscription_required).toBe(403);
    expect(API_ERROR_STATUS.payload_too_large).toBe(413);
    expect(isApiErrorCode('limit_reached')).toBe(true);
    expect(isApiErrorCode('resetsAt')).toBe(false);
  });

  it("types an error body's code by the contract's vocabulary", () => {
    const body = ApiErrorBodySchema.parse({ error: 'Plan not found', code: 'not_found', requestId: 'r1' });
    expectTypeOf(body.code).toEqualTypeOf<ApiErrorCode>();
    expect(ApiErrorBodySchema.safeParse({ error: 'x', code: 'teapot' }).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });

  it("reads a 429's tier, limit and reset date as the server sends them", () => {
    const details = API_ERROR_DETAILS.limit_reached.parse({
      tier: 'basic',
      tierName: 'Basic',
      resetDate: '2026-12-01T00:00:00.000Z',
      plansUsed: 30,
      planLimit: 30,
      weightedTokens: 10,
      tokenLimit: DEFAULT_TOKEN_LIMIT,
      limitKind: 'plans',
    });
    expect(details).toMatchObject({ tier: 'basic', resetDate: '2026-12-01T00:00:00.000Z' });
    expect(API_ERROR_DETAILS.limit_reached.safeParse({ tier: 'gold' }).success).toBe(false);
    const code: ApiErrorCode = 'limit_reached';
    expectTypeOf(API_ERROR_DETAILS[code].parse({})).toHaveProperty('resetDate');
  });

  it('states the limits once, with their documented values', () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(API_CONTRACT.documents.upload.limits?.MAX_UPLOAD_BYTES).toBe(MAX_UPLOAD_BYTES);
    expect(DEFAULT_HOURS_PER_FTE).toBe(1880);
    expect(DEFAULT_TOKEN_LIMIT).toBe(8_240_000);
    expect(UNDO_LIMIT).toBe(10);
    expect(Object.values(TIERS).map((t) => t.plansPerMonth)).toEqual([30, 60, 120]);
  });

  it('types the parsed input and the answer of a route from its schemas', () => {
    type GetInput = RouteInput<typeof API_CONTRACT.plans.get>;
    expectTypeOf<GetInput['params']>().toEqualTypeOf<{ id: string }>();
    type ListInput = RouteInput<typeof API_CONTRACT.plans.list>;
    expectTypeOf<ListInput['query']['limit']>().toEqualTypeOf<number>();
    expectTypeOf<RouteOutput<typeof API_CONTRACT.usage.tokenStats>>().toHaveProperty('currentMonth');
    const parsed = API_CONTRACT.admin.users.query.parse({ page: '2' });
    expect(parsed).toEqual({ page: 2, pageSize: 50 });
  });

  it('writes path parameters in OpenAPI form', () => {
    expect(openApiPath('/api/staffing/plans/:id')).toBe('/api/staffing/plans/{id}');
  });
});
