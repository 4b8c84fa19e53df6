import Router from '@koa/router';
import type { AppState } from '../middleware/state';

/** The router every route file registers on. */
export type AppRouter = Router<AppState>;

export function createRouter(): AppRouter {
  return new Router<AppState>();
}
