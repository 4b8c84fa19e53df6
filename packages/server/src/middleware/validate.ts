import type { Middleware } from 'koa';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { AppContext, AppState } from './state';

/**
 * Parses the JSON body with a core schema; 400 with the first problem as the message and
 * every problem in `issues`. The parsed value goes to ctx.state.input.
 */
export function validate(schema: z.ZodType): Middleware<AppState> {
  return async (ctx, next) => {
    const result = schema.safeParse((ctx.request as { body?: unknown }).body ?? {});
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      throw new AppError('bad_request', message, { issues });
    }
    ctx.state.input = result.data;
    await next();
  };
}

/** The input validate() parsed, typed by the same schema. */
export function inputOf<S extends z.ZodType>(ctx: AppContext, _schema: S): z.output<S> {
  return ctx.state.input as z.output<S>;
}
