import {
  API_ERROR_DETAILS,
  API_ERROR_STATUS,
  API_ROUTES,
  type ApiErrorCode,
  ApiErrorBodySchema,
  healthRoutes,
  openApiPath,
  type RouteContract,
} from '@staffplan/core';
import { z } from 'zod';
import type { AppRouter } from './router';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
}

/** OpenAPI parameter objects for the properties of a params or query schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function requestBody(route: RouteContract): JsonObject | undefined {
  if (route.bodyKind === 'multipart') {
    const file = {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    };
    return { required: true, content: { 'multipart/form-data': { schema: file } } };
  }
  if (route.bodyKind === 'raw') {
    const raw = { type: 'string', description: 'The exact bytes the sender signed.' };
    return { required: true, content: { 'application/json': { schema: raw } } };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
}

/** The error answers of a route, one per status, each listing its codes and their details. */
function errorResponses(codes: readonly ApiErrorCode[]): Record<string, JsonObject> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes)
    byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), code]);
  const base = jsonSchema(ApiErrorBodySchema, 'output');
  const answers: Record<string, JsonObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const variants = list.map((code) => ({
      allOf: [base, jsonSchema(API_ERROR_DETAILS[code], 'output')],
      properties: { code: { const: code } },
    }));
    answers[String(status)] = {
      description: list.join(', '),
      content: { 'application/json': { schema: variants.length === 1 ? variants[0] : { oneOf: variants } } },
    };
  }
  return answers;
}

function okResponse(route: RouteContract): JsonObject {
  const schema = route.response ? jsonSchema(route.response, 'output') : { type: 'object' };
  const headers = Object.fromEntries(
    Object.entries(route.responseHeaders ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
  if (route.transport === 'websocket') {
    return {
      101: {
        description: 'Switching Protocols; every frame is then one JSON message of this schema',
        content: { 'application/json': { schema } },
      },
    };
  }
  return {
    200: {
      description: 'OK',
      ...(route.responseHeaders ? { headers } : {}),
      content: { 'application/json': { schema } },
    },
  };
}

function operation(route: RouteContract): JsonObject {
  const headers = Object.entries(route.requestHeaders ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query'), ...headers];
  const body = requestBody(route);
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.name.split('.')[0]],
    ...(route.auth === 'user' || route.auth === 'admin' ? { security: [{ bearer: [] }] } : {}),
    ...(route.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(route.limits ? { 'x-limits': route.limits } : {}),
    responses: { ...okResponse(route), ...errorResponses(route.errors) },
  };
}

/**
 * Builds the OpenAPI 3.1 document from core's contract table (contract/), the same routes
 * and schemas the server registers and validates with.
 * @example
 * buildOpenApi().paths['/api/staffing/plans/{id}'] // { get, patch, delete }
 */
export function buildOpenApi(routes: readonly RouteContract[] = API_ROUTES): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'StaffPlan API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export function registerOpenApiRoutes(router: AppRouter): void {
  let cached: JsonObject | undefined;
  router.get(healthRoutes.openapi.path, (ctx) => {
    cached ??= buildOpenApi();
    ctx.body = cached;
  });
}
