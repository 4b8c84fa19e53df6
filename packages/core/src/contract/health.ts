import { z } from 'zod';
import { PingResponseSchema } from '../schemas/common';
import { defineRoute } from './route';

/**
 * Liveness and the API's own description.
 * @example
 * healthRoutes.ping.path // '/api/ping'
 */
export const healthRoutes = {
  ping: defineRoute({
    name: 'health.ping',
    method: 'GET',
    path: '/api/ping',
    summary: 'Liveness: the server answers and its clock',
    auth: 'none',
    response: PingResponseSchema,
    errors: [],
  }),
  openapi: defineRoute({
    name: 'health.openapi',
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the contract',
    auth: 'none',
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    errors: [],
  }),
} as const;
