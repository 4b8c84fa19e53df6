import {
  ApiErrorBodySchema,
  CreatePlanRequestSchema,
  CreatePlanResponseSchema,
  PingResponseSchema,
  PLAN_PAGE_DEFAULT_LIMIT,
  PLAN_PAGE_MAX_LIMIT,
  PlanListResponseSchema,
  SavedPlanSchema,
  SessionSyncRequestSchema,
  SubscriptionStatusSchema,
  TokenStatsSchema,
  UpdatePlanRequestSchema,
} from '@staffplan/core';
import { z } from 'zod';
import type { AppRouter } from './router';

interface Operation {
  summary: string;
  auth: boolean;
  request?: z.ZodType;
  response?: z.ZodType;
  /** Query parameters (OpenAPI parameter objects). */
  query?: Record<string, unknown>[];
  /** Headers of the 200 answer (OpenAPI header objects by name). */
  headers?: Record<string, unknown>;
}

const planListPaging: Pick<Operation, 'query' | 'headers'> = {
  query: [
    {
      name: 'limit',
      in: 'query',
      description: `Plans per page, 1-${PLAN_PAGE_MAX_LIMIT}.`,
      schema: { type: 'integer', minimum: 1, maximum: PLAN_PAGE_MAX_LIMIT, default: PLAN_PAGE_DEFAULT_LIMIT },
    },
    {
      name: 'cursor',
      in: 'query',
      description: 'Opaque: the cursor of the previous answer\'s Link rel="next" URL.',
      schema: { type: 'string' },
    },
  ],
  headers: {
    Link: {
      description: 'RFC 8288 `<...>; rel="next"` while more plans follow (same limit, next cursor).',
      schema: { type: 'string' },
    },
    'X-Total-Count': { description: "The number of the user's plans.", schema: { type: 'integer' } },
  },
};

/** The documented operations; the schemas are core's, the same the routes validate with. */
const operations: Record<string, Record<string, Operation>> = {
  '/api/ping': { get: { summary: 'Liveness', auth: false, response: PingResponseSchema } },
  '/api/auth/session-sync': {
    post: {
      summary: 'Subscription status after sign-in',
      auth: true,
      request: SessionSyncRequestSchema,
      response: SubscriptionStatusSchema,
    },
  },
  '/api/auth/signout': { post: { summary: 'End the current session', auth: true } },
  '/api/staffing/plans': {
    get: {
      summary: 'List saved plans (summaries), most recently updated first, one page at a time',
      auth: true,
      response: PlanListResponseSchema,
      ...planListPaging,
    },
    post: {
      summary: 'Generate and save a plan',
      auth: true,
      request: CreatePlanRequestSchema,
      response: CreatePlanResponseSchema,
    },
  },
  '/api/staffing/plans/{id}': {
    get: { summary: 'One saved plan', auth: true, response: SavedPlanSchema },
    patch: {
      summary: 'Update (or regenerate) a plan',
      auth: true,
      request: UpdatePlanRequestSchema,
      response: SavedPlanSchema,
    },
    delete: { summary: 'Delete a plan', auth: true },
  },
  '/api/usage/token-stats': {
    get: { summary: 'Token usage of the month', auth: true, response: TokenStatsSchema },
  },
  '/api/account': { delete: { summary: 'Delete the account and every row of it', auth: true } },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** Builds the OpenAPI 3.1 document from core's zod schemas. */
export function buildOpenApi(): Record<string, unknown> {
  const errorBody = jsonSchema(ApiErrorBodySchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(operations)) {
    const item: Record<string, unknown> = {};
    for (const [method, op] of Object.entries(methods)) {
      item[method] = {
        summary: op.summary,
        ...(op.auth ? { security: [{ bearer: [] }] } : {}),
        ...(path.includes('{id}')
          ? { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }
          : op.query
            ? { parameters: op.query }
            : {}),
        ...(op.request
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(op.request, 'input') } },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'OK',
            ...(op.headers ? { headers: op.headers } : {}),
            ...(op.response
              ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } }
              : {}),
          },
          default: { description: 'Error', content: { 'application/json': { schema: errorBody } } },
        },
      };
    }
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'StaffPlan API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export function registerOpenApiRoutes(router: AppRouter): void {
  let cached: Record<string, unknown> | undefined;
  router.get('/api/openapi.json', (ctx) => {
    cached ??= buildOpenApi();
    ctx.body = cached;
  });
}
