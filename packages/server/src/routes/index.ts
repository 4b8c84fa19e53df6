import type { AppDeps } from '../deps';
import { registerOpenApiRoutes } from './openapi';
import { registerPingRoutes } from './ping';
import { type AppRouter, createRouter } from './router';

/**
 * Every /api route, one register function per resource file. Append your line.
 * (The embedded auth at /auth/v1 and /dev/mailbox are mounted by app.ts.)
 */
export function buildApiRouter(deps: AppDeps): AppRouter {
  const router = createRouter();
  registerPingRoutes(router, deps);
  registerOpenApiRoutes(router);
  return router;
}
