import type { RouteContract, RouteInput } from '@staffplan/core';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { AppState } from './state';

/** Where a rejected value was: the path parameters, the query string or the JSON body. */
export type InputLocation = 'params' | 'query' | 'body';

/** One problem of a rejected input, as the 400's `issues` lists it. */
export interface InputIssue {
  in: InputLocation;
  path: string;
  message: string;
}

/** What validate() adds to the Koa context: the parsed input, typed by the route. */
export interface InputContext<C> {
  input: RouteInput<C>;
}

/**
 * The 400's message: query and path messages are written to read after the parameter's name
 * ('limit must be a whole number ...'); body messages follow their field's path and a colon
 * ('rfp_text: Please upload a primary RFP document').
 */
function messageOf(issue: InputIssue): string {
  if (!issue.path) return issue.message;
  return issue.in === 'body' ? `${issue.path}: ${issue.message}` : `${issue.path} ${issue.message}`;
}

function parse(location: InputLocation, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: InputIssue[] = result.error.issues.map((i) => ({
    in: location,
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  const first = issues[0];
  throw new AppError('bad_request', first ? messageOf(first) : 'Invalid request', { issues });
}

/**
 * Checks a request against its route in core's contract: path parameters, query and JSON
 * body, in that order, each with the route's schema. The parsed values go to `ctx.input`;
 * the first problem is a 400 bad_request whose `issues` lists every problem of that part.
 * @example
 * router.get(plansRoutes.get.path, requireUser(deps), validate(plansRoutes.get), async (ctx) => {
 *   ctx.body = await getPlan(deps.db, currentUser(ctx).id, ctx.input.params.id);
 * });
 */
export function validate<const C extends RouteContract>(route: C): Middleware<AppState, InputContext<C>> {
  const jsonBody = route.bodyKind === undefined || route.bodyKind === 'json';
  return async (ctx, next) => {
    const params = parse('params', route.params, (ctx as { params?: unknown }).params ?? {});
    const query = parse('query', route.query, ctx.query);
    const body = jsonBody ? parse('body', route.body, (ctx.request as { body?: unknown }).body ?? {}) : {};
    ctx.input = { params, query, body } as RouteInput<C>;
    await next();
  };
}
